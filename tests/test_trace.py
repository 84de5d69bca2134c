"""The trace is a proof a program can follow, and the chain of laws prints each step once:
step ids, references to earlier steps, record places and findings, readable facts with
their data beside them, and every citation of the ruling in ``laws``."""

import re
from pathlib import Path

import pytest

from ruling.engine.cases import case_files, engine_for
from ruling.engine.loader import load_incident
from ruling.engine.render import CITATION, chain_of_laws, to_json, to_text
from ruling.engine.session import rule_on

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))
NUMBERED = re.compile(r"^(\d+)\. (.*)$")


def ruled(path: Path):
    incident = load_incident(path)
    return rule_on(incident, engine_for(incident.laws))


def check_trace(data: dict) -> None:
    ids = [step["id"] for step in data["trace"]]
    assert len(ids) == len(set(ids))
    earlier: set[str] = set()
    for step in data["trace"]:
        for ref in step["because"]:
            kinds = set(ref) & {"step", "record", "finding", "derived"}
            assert len(kinds) == 1 and ref["text"], ref
            if "step" in ref:
                assert ref["step"] in earlier, (step["id"], ref)
        assert len(step["facts"]) == len(step["concludes"])
        assert not [c for c in step["concludes"] if "State(" in c]
        earlier.add(step["id"])
    cited = {item["law"] for item in data["ruling"]} | {i["law"] for i in data["irregularities"]}
    assert {law for law in cited if re.match(CITATION, law)} <= set(data["laws"])


def check_chain(lines: list[str]) -> None:
    numbered = [NUMBERED.match(line) for line in lines]
    numbers = [int(m.group(1)) for m in numbered if m]
    assert numbers == list(range(1, len(numbers) + 1))
    # a step is its line and what it rests on: two firings of one rule on different
    # facts may read alike, but never rest on the same
    steps = [match.group(2) + (lines[i + 1] if i + 1 < len(lines) and "←" in lines[i + 1]
                               else "")
             for i, match in enumerate(numbered) if match]
    assert len(steps) == len(set(steps)), "a step printed twice"
    for line in lines:
        for ref in re.findall(r"← ([\d, ]+)(?:;|$)", line):
            assert all(1 <= int(n) < len(numbers) + 1 for n in ref.split(", "))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_an_examples_trace_is_a_proof(path):
    ruling = ruled(path)
    check_trace(to_json(ruling))
    check_chain(chain_of_laws(ruling, "en"))
    check_chain(chain_of_laws(ruling, "en", full=True))


def test_a_step_refers_to_the_record_by_place_and_to_earlier_steps_by_id():
    data = to_json(ruled(ROOT / "examples" / "insufficient-bid.yaml"))
    replaced = next(step for step in data["trace"] if step["rule"] == "Law27.replaced")
    assert {"record": "auction 4", "text": "auction 4: E 2H"} in replaced["because"]
    assert {"step": "s1", "text": "insufficient bid: E, auction 2 (Law 27)"} in (
        replaced["because"])
    assert {"fact": "ib-replacement", "irr": "auction 2", "call": "2H"}.items() <= (
        replaced["facts"][1].items())
    assert "27A1" in data["laws"]  # the option 27B gives is 27A1's


def test_the_short_chain_leaves_out_steps_that_decide_nothing_the_full_one_shows_all():
    ruling = ruled(ROOT / "examples" / "revoke.yaml")
    short, full = chain_of_laws(ruling, "en"), chain_of_laws(ruling, "en", full=True)
    count = lambda lines: sum(1 for line in lines if NUMBERED.match(line))  # noqa: E731
    assert count(short) < count(full)
    assert "--why" not in to_text(ruling)  # the option is the CLI's, the text is the chain


@pytest.mark.library
def test_no_case_prints_a_step_twice_and_every_trace_is_a_proof():
    for path in case_files([ROOT / "cases"]):
        ruling = ruled(path)
        check_trace(to_json(ruling))
        for full in (False, True):
            check_chain(chain_of_laws(ruling, "en", full=full))
