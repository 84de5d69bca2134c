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


def test_steps_are_merged_by_what_their_texts_are_written_from():
    """A step taken in both branches is said once: its rule, what it used and concluded,
    and what its texts are written from (the rule and what it matched) the same; told
    apart by what they are written from, without writing them."""
    from ruling.engine.branches import merge_steps
    from ruling.engine.inference import LawRule, Step, StepText

    rule = LawRule("27B1(a)", en="{offender} replaced it by {call}",
                   ru="{offender} заменил её на {call}")

    def step(seat):
        return Step(0, "Law27.sufficient", "27B1(a)", [],
                    text=StepText(rule, {"offender": seat, "call": "2C"}))

    same = merge_steps([({"x": True}, [step("N")]), ({"x": False}, [step("N")])])
    assert [(s.number, s.when) for s in same] == [(1, {})]
    assert not same[0].text._written  # nothing written to tell them alike
    apart = merge_steps([({"x": True}, [step("N")]), ({"x": False}, [step("S")])])
    assert [(s.number, s.when) for s in apart] == [(1, {"x": True}), (2, {"x": False})]
    assert apart[0].text["en"] != apart[1].text["en"]
    assert apart[0].text["ru"] != apart[1].text["ru"]
    assert step("N").text.source() == step("N").text.source() != step("S").text.source()
    worded = LawRule("27B1(a)", en=rule.en, ru="{offender}: {call}")  # Russian otherwise
    assert StepText(worded, {"offender": "N", "call": "2C"}).source() != step("N").text.source()

    # a fact matched, made with its fields in another order: the same fact, one step
    told = LawRule("64A", en="{item[holder]}", ru="{item[holder]}")

    def given(item):
        return Step(0, "Law64.transfer", "64A", [item], text=StepText(told, {"item": item}))

    one = merge_steps([({"x": True}, [given(Item(type="transfer", holder="N", law="64A"))]),
                       ({"x": False}, [given(Item(law="64A", holder="N", type="transfer"))])])
    assert [(s.number, s.when) for s in one] == [(1, {})]
    two = merge_steps([({"x": True}, [given(Item(type="transfer", holder="N", law="64A"))]),
                       ({"x": False}, [given(Item(type="transfer", holder="N", law="64B"))])])
    assert len(two) == 2


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


def test_a_declared_fact_keeps_its_key_and_one_not_declared_does_not() -> None:
    """``fact_key`` keeps a declared fact's key on it (its fields no longer change); a
    fact not declared may still change, and its key is made anew each time."""
    from ruling.engine.rete import KnowledgeEngine

    loose = Item(type="a", law="1")
    assert fact_key(loose) == ("Item", (("law", "'1'"), ("type", "'a'")))
    loose["seat"] = "N"
    assert fact_key(loose) == ("Item", (("law", "'1'"), ("seat", "'N'"), ("type", "'a'")))
    engine = KnowledgeEngine()
    engine.reset()
    declared = engine.declare(Item(type="a", law="1"))
    assert fact_key(declared) == fact_key(Item(type="a", law="1"))
    assert declared.__dict__["_fact_key"] == fact_key(declared)
    assert "_fact_key" not in loose.__dict__
