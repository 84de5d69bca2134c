"""Assembling an edition: only the laws an incident's periods need, with the same ruling."""

import json
from pathlib import Path

import pytest

from ruling.engine.cases import case_files
from ruling.engine.loader import load_incident
from ruling.engine.render import to_json
from ruling.engine.session import periods, rule_on
from ruling.kb.editions import PERIODS, engine_class, engine_for, law_modules, periods_of

pytestmark = pytest.mark.library  # the whole library: pytest -m 'not library' skips it

CASES_ROOT = Path(__file__).resolve().parent.parent / "cases"  # the repository's library
FILES = case_files([CASES_ROOT])
ENGINES: dict = {}


def built(edition, periods=PERIODS):
    """Engines are costly to build: one for each edition and set of periods."""
    key = (edition, periods)
    if key not in ENGINES:
        ENGINES[key] = engine_for(edition, periods)
    return ENGINES[key]


def test_each_rule_knows_the_periods_it_needs():
    from ruling.kb.recognition import Recognition
    from ruling.kb.result import Result
    from ruling.kb.y2017.law27 import Law27

    assert periods_of(Recognition.insufficient_bid) == {"auction"}
    assert periods_of(Result.score_the_board) == {"play"}
    assert periods_of(Law27.damage_after_b1) == frozenset()  # states and findings only
    for module in law_modules("2017"):
        for value in vars(module).values():
            if hasattr(value, "_wrapped"):
                assert periods_of(value) <= PERIODS


def test_an_auction_only_engine_is_smaller():
    assert len(engine_class("2017", frozenset({"auction"})).law_rules()) < len(
        engine_class("2017").law_rules())


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CASES_ROOT)))
def test_the_ruling_is_the_same_with_the_periods_laws_only(path):
    incident = load_incident(path)
    full = to_json(rule_on(incident, built(incident.laws)))
    narrow = to_json(rule_on(incident, built(incident.laws, periods(incident))))
    assert json.dumps(narrow, sort_keys=True) == json.dumps(full, sort_keys=True)


def test_the_ruling_does_not_depend_on_the_order_of_the_rules(monkeypatch):
    """The same incident, the same ruling, whatever order the laws are assembled in."""
    import ruling.kb.editions as editions

    sample = FILES[::15]
    before = {p: json.dumps(to_json(rule_on(load_incident(p), built(load_incident(p).laws))),
                            sort_keys=True) for p in sample}
    reversed_modules = {ed: tuple(reversed(editions.law_modules(ed))) for ed in ("2017", "1987")}
    monkeypatch.setattr(editions, "law_modules",
                        lambda edition, periods=PERIODS: reversed_modules[edition])
    editions.engine_class.cache_clear()
    try:
        for path in sample:
            incident = load_incident(path)
            engine = editions.engine_class(incident.laws)()
            after = json.dumps(to_json(rule_on(incident, engine)), sort_keys=True)
            assert after == before[path], path
    finally:
        editions.engine_class.cache_clear()


@pytest.mark.parametrize("edition", ["2017", "1987"])
def test_the_engine_declares_the_facts_experta_would_at_a_reset(edition):
    """``get_deffacts`` names experta's initial fact: no law declares facts of its own."""
    import inspect

    from ruling.engine.rete import DefFacts, KnowledgeEngine

    engine = engine_for(edition)
    assert engine.get_deffacts() == KnowledgeEngine.get_deffacts(engine)
    assert [name for name, value in inspect.getmembers(engine)
            if isinstance(value, DefFacts)] == ["_declare_initial_fact"]


@pytest.mark.parametrize("edition", ["2017", "1987"])
@pytest.mark.parametrize("periods", [("auction",), ("play",), ("auction", "play")])
def test_the_engine_gives_the_rules_experta_would_find(edition, periods):
    """``get_rules`` names the rules ``engine_class`` wrote down: the rules experta's own
    finds among the engine's attributes, in its order, each bound to the engine."""
    from ruling.engine.rete import KnowledgeEngine

    engine = engine_class(edition, frozenset(periods))()
    experta = KnowledgeEngine.get_rules(engine)
    for rule in experta:  # unbound again, for ours to bind
        rule._wrapped_self = rule.ke = None
    ours = engine.get_rules()
    assert all(rule._wrapped_self is engine and rule.ke is engine for rule in ours)
    assert len(ours) > 30 and len(ours) == len(engine.rule_names)
    assert [id(rule) for rule in ours] == [id(rule) for rule in experta]
