"""An option "either defender" holds goes to a role, never to a seat letter.

Its ``holder`` is the defender the role names (55A: the one next in turn after the lead,
whose choice prevails; 43B2(a), 46B5 and 1987's 46B: declarer's LHO), and a 43B2(a)
``lead-from`` names the same defender as ``chooser``. Turned one, two and three seats
round the table, the holder and chooser turn with it, and ``holders`` / ``choosers`` too.
"""

import sys
from pathlib import Path

import pytest
import yaml

from ruling.engine.cases import engine_for
from ruling.engine.loader import load_incident_text
from ruling.engine.render import to_json
from ruling.engine.session import rule_on

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from generate import turn_seat, variant  # noqa: E402

CASES = Path(__file__).resolve().parent.parent / "cases"
IDENTITY = {s: s for s in "SHDC"}
EITHER = [
    "2017/play/leads/55A-next-defender-prevails.yaml",
    "2017/play/leads/55A-next-defender-refuses-other-accepts.yaml",
    "2017/play/leads/55A-lead-from-dummy-defenders-agree.yaml",
    "2017/play/leads/55-undecided-lead-from-dummy.yaml",
    "2017/play/dummy/43B2a-warning-after-looking-undecided.yaml",
    "2017/play/dummy/43B2a-declarers-hand-chosen-after-dummy-won.yaml",
    "2017/play/dummy/43B2a-lead-from-chosen-by-defenders.yaml",
    "2017/play/designation/46B5-play-anything.yaml",
    "1987/play/46B-play-anything.yaml",
]


def _ruled(case: dict, turn: int) -> list[dict]:
    text = yaml.safe_dump(variant(case, turn, IDENTITY), allow_unicode=True, sort_keys=False)
    incident = load_incident_text(text, f"turned {turn}")
    return to_json(rule_on(incident, engine_for(incident.laws)))["ruling"]


def _either(items: list[dict]) -> list[tuple[str, str, str, list[str]]]:
    """(law, type, the one, both) of each item an either-defender choice gives."""
    out = []
    for item in items:
        if item.get("holders"):
            out.append((item["law"], item["type"], item["holder"], item["holders"]))
        if item.get("choosers"):
            out.append((item["law"], item["type"], item["chooser"], item["choosers"]))
    return sorted(out)


@pytest.mark.parametrize("turn", [1, 2, 3])
@pytest.mark.parametrize("name", EITHER)
def test_holder_turns_with_the_table(name, turn):
    case = yaml.safe_load((CASES / name).read_text(encoding="utf-8"))
    before = _either(_ruled(case, 0))
    assert before, f"{name}: no either-defender option"
    after = _either(_ruled(case, turn))
    expected = sorted((law, kind, turn_seat(one, turn), [turn_seat(s, turn) for s in both])
                      for law, kind, one, both in before)
    assert after == expected
