"""Branches belong to the engine: a finding nobody made is asked by the rule that
reads it, the engine runs once for each of its values, and one merge step says what
holds in every branch once and the rest under its condition."""

import re
from pathlib import Path

from ruling.engine.branches import conditions, fact_key, merge
from ruling.engine.cases import engine_for
from ruling.engine.facts import Item
from ruling.engine.loader import load_incident
from ruling.engine.render import to_json
from ruling.engine.session import rule_on

ROOT = Path(__file__).resolve().parent.parent


def ruling(path):
    incident = load_incident(ROOT / path)
    return to_json(rule_on(incident, engine_for(incident.laws)))


def test_twin_branches_become_one_condition():
    assert conditions([{"a": True}, {"a": False}]) == [{}]
    assert conditions([{"a": True, "b": True}, {"a": True, "b": False}]) == [{"a": True}]
    assert conditions([{"a": True, "b": True}, {"a": True, "b": False}, {"a": False}]) == [{}]
    assert conditions([{"a": True, "b": True}, {"a": False, "b": False}]) == [
        {"a": True, "b": True}, {"a": False, "b": False}]


def test_what_differs_between_branches_is_said_under_its_condition():
    def result(after):
        return Item(type="result", law="77", tricks_after=after)

    leaves = [({"damaged": True}, result(9)), ({"damaged": True}, result(7)),
              ({"damaged": False}, result(9))]
    merged = merge(leaves, fact_key)
    assert [(item["tricks_after"], when) for item, when in merged] == [
        (9, {}), (7, {"damaged": True})]


def test_an_open_finding_is_asked_and_both_branches_shown():
    found = ruling("cases/2017/auction/insufficient/27B1b-comparable-missing.yaml")
    assert [q["id"] for q in found["questions"]] == ["comparable"]
    conditions_seen = {str(item.get("if")) for item in found["ruling"]}
    assert {"{'comparable': True}", "{'comparable': False}"} <= conditions_seen
    # what holds whatever the TD finds is said once, without a condition
    assert any("if" not in item for item in found["ruling"])


def test_a_finding_given_is_not_asked_and_has_no_branch():
    found = ruling("cases/2017/auction/insufficient/27B1b-not-comparable.yaml")
    assert found["questions"] == []
    assert all("if" not in item for item in found["ruling"])


def test_the_knowledge_base_never_speaks_of_assumptions_or_branches():
    for path in (ROOT / "kb").rglob("*.py"):
        text = path.read_text()
        assert not re.search(r"\bassumed\b|\[\"branch\"\]|get\(\"branch\"\)", text), path
