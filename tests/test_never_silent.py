"""A ruling is never silent (issue 10): every entry of the record other than a call or
a card, every finding given and every irregularity recognised is used by some rule or
reported in the ruling (``not-covered``, ``finding-not-needed``); "nothing to rule" is
said only when nothing irregular happened and nothing was left unread. Checked over
the case library and over generated incidents (``tools/incidentgen.py``; the
10,000-incident run is ``python tools/incidentgen.py --count 10000``).

And "either defender": the option's ``holder`` is chosen by role (declarer's
left-hand opponent), so it turns with the table.
"""

import sys
from pathlib import Path

import pytest
import yaml

from ruling.engine.cases import case_files, engine_for
from ruling.engine.loader import load_incident, load_incident_text
from ruling.engine.render import to_json
from ruling.engine.session import rule_on

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from generate import turn_seat, variant  # noqa: E402
from incidentgen import check  # noqa: E402

FILES = case_files([ROOT / "cases"])


def ruling_of(text: str) -> dict:
    incident = load_incident_text(text)
    return to_json(rule_on(incident, engine_for(incident.laws)))


@pytest.mark.library
@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT / "cases")))
def test_library_case_is_never_silent(path):
    incident = load_incident(path)
    ruling = rule_on(incident, engine_for(incident.laws))
    assert not ruling.unread, f"used by no rule and not reported: {ruling.unread}"
    assert not ruling.unsettled, f"the rules' readings never settled: {ruling.unsettled}"
    if not ruling.items:
        assert not ruling.irregularities


def test_generated_incidents_sample():
    result = check(iter(range(150)))
    assert result["ruled"] > 100
    assert not result["failures"], result["failures"][:3]


@pytest.mark.library
def test_generated_incidents_more():
    result = check(iter(range(100_000, 101_000)))
    assert not result["failures"], result["failures"][:3]


def test_an_entry_no_rule_reads_is_reported():
    # (a look during the auction is Law 16D's, which a rule reads: a question is not)
    ruling = ruling_of("laws: 2017\ndealer: N\nauction: [N 1H, E P, S asks W, S 2H, W P, "
                       "N P, E P]\n")
    reported = [i for i in ruling["ruling"] if i["type"] == "not-covered"]
    assert reported and reported[0]["entry"] == "S asks W"
    assert reported[0]["at"] == "auction 3" and reported[0]["law"] == "20"


def test_a_finding_not_needed_is_said_so_and_nothing_else():
    ruling = ruling_of("laws: 2017\ndealer: N\nauction: [N 1H, E P, S P, W P]\n"
                       "findings: {damaged: true}\n")
    assert ruling["ruling"] == [{"type": "finding-not-needed", "law": "85",
                                 "finding": "damaged", "value": True}]


def test_nothing_to_rule_only_when_all_is_regular():
    assert ruling_of("laws: 2017\ndealer: N\nauction: [N 1H, E P, S P, W P]\n")["ruling"] == []


def test_a_finding_that_stops_a_rule_was_needed():
    # 27D adjusts unless the TD found no damage: that finding decided it (either way)
    for value in (True, False):
        ruling = ruling_of("laws: 2017\ndealer: N\nauction: [N 1S, E 1H, TD, E 2H]\n"
                           f"findings: {{damaged: {str(value).lower()}}}\n")
        assert not [i for i in ruling["ruling"] if i["type"] == "finding-not-needed"]


@pytest.mark.parametrize("turn", [0, 1, 2, 3])
def test_either_defender_holder_turns_with_the_table(turn):
    case = yaml.safe_load((ROOT / "cases/2017/play/designation/46B5-play-anything.yaml")
                          .read_text(encoding="utf-8"))
    turned = variant(case, turn, {s: s for s in "SHDC"})
    ruling = ruling_of(yaml.safe_dump(turned, allow_unicode=True, sort_keys=False))
    option = next(i for i in ruling["ruling"] if i["type"] == "option")
    lho = turn_seat("W", turn)  # declarer South's left-hand opponent, turned
    assert option["holder"] == lho
    assert set(option["holders"]) == {lho, turn_seat("E", turn)}
