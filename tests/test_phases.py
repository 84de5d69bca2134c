"""Phases and exceptions: the order rules fire in, declared by name (kb/phases.py)."""

from pathlib import Path

import pytest

from ruling.engine.inference import law, ordered
from ruling.engine.rete import Fact, Rule
from ruling.kb.editions import engine_class
from ruling.kb.phases import DEFAULT, PHASES

KB = Path(__file__).resolve().parent.parent / "kb"


def test_no_numeric_salience_in_the_knowledge_base():
    assert [str(p) for p in KB.rglob("*.py") if "salience" in p.read_text()] == []


def _rule(**order):
    return law("1", Fact(), en="", ru="", **order)(lambda self: None)


def _salience(rules):
    return {name: rule.salience for name, rule in ordered(rules, PHASES, DEFAULT).items()}


def test_an_exception_fires_before_the_rule_it_overrides():
    s = _salience({"A__general": _rule(), "A__exception": _rule(overrides="A.general"),
                   "A__exception_to_it": _rule(overrides="A.exception"),
                   "B__other": _rule()})
    assert s["A__exception_to_it"] > s["A__exception"] > s["A__general"] == s["B__other"]


def test_before_orders_without_an_exception():
    s = _salience({"A__first": _rule(before="A.second"), "A__second": _rule()})
    assert s["A__first"] > s["A__second"]


def test_phases_come_in_their_order_whatever_the_overrides():
    s = _salience({"A__late": _rule(phase="report"), "A__deep": _rule(overrides="A.mid"),
                   "A__mid": _rule(overrides="A.low"), "A__low": _rule(),
                   "A__early": _rule(phase="record")})
    assert s["A__early"] > s["A__deep"] > s["A__mid"] > s["A__low"] > s["A__late"]


def test_a_class_named_overrides_its_rules_of_the_same_phase():
    s = _salience({"A__one": _rule(), "A__two": _rule(), "A__later": _rule(phase="closing"),
                   "B__exception": _rule(overrides="A")})
    assert s["B__exception"] > s["A__one"] == s["A__two"] > s["A__later"]


@pytest.mark.parametrize("rules, message", [
    ({"A__x": _rule(phase="nowhen")}, "no phase"),
    ({"A__x": _rule(overrides="A.missing")}, "no such rule"),
    ({"A__x": _rule(overrides="A.y"), "A__y": _rule(overrides="A.x")}, "go round"),
    ({"A__x": _rule(overrides="A.y"), "A__y": _rule(phase="closing")}, "phases already"),
])
def test_a_wrong_declaration_is_an_error(rules, message):
    with pytest.raises(ValueError, match=message):
        ordered(rules, PHASES, DEFAULT)


def test_a_law_not_loaded_orders_nothing():
    assert _salience({"A__x": _rule(overrides="Law99.y")}) == _salience({"A__x": _rule()})


def test_the_declared_rules_are_left_as_they_are():
    rule, plain = _rule(overrides="A.y"), _rule()
    placed = ordered({"A__x": rule, "A__y": plain}, PHASES, DEFAULT)
    assert rule.salience == 0 and isinstance(placed["A__x"], Rule)
    assert placed["A__x"] is not rule and placed["A__y"] is plain


def _order(edition, *names):
    cls = engine_class(edition)
    return [getattr(cls, name.replace(".", "__", 1)).salience for name in names]


def test_law_47_classes_a_withdrawal_in_the_order_its_docstring_gives():
    s = _order("2017", "Law52.taken_back_by_himself", "Law47.out_of_turn_misinformed",
               "Law47.left_to_law62", "Law47.corrects_illegal_play",
               "Law47.rectification_of_irregular_card", "Law47.after_opponents_change",
               "Law47.dummys_designated_card", "Law47.takes_back_played_card")
    assert s == sorted(s, reverse=True) and len(set(s)) == len(s)


def test_law_64b_comes_before_64a_and_62_before_63b():
    s = _order("2017", "Law64.tally", "Law62.twelfth_trick", "Law63.stands",
               "Law64.twelfth_trick", "Law64.revoker_won_and_later", "Result.score_the_board")
    assert s == sorted(s, reverse=True) and len(set(s)) == len(s)
