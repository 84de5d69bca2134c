"""The agenda's order (``engine.inference._StableStrategy``): experta's depth strategy,
every tie then broken by the rule's name and by the bindings, facts by their number and
values by their text, so that no order depends on a hash or an address."""

from types import SimpleNamespace

from ruling.engine.inference import _StableStrategy
from ruling.engine.rete import Fact


def Activation(rule, facts, context):  # noqa: N802 (experta's class, made after its door)
    from experta.activation import Activation  # importable once engine.rete is

    return Activation(rule, facts, context)


def fact(number: int) -> Fact:
    made = Fact(seat="N")
    made["__factid__"] = number
    return made


class _Rule:
    """What the strategy reads of a rule (hashed by identity, as experta's rules are)."""

    def __init__(self, name: str, salience: int) -> None:
        def wrapped() -> None: ...
        wrapped.__qualname__ = name
        self.salience, self._wrapped = salience, wrapped


def rule(name: str, salience: int = 0) -> _Rule:
    return _Rule(name, salience)


def written(context: dict) -> tuple:
    """The bindings as the strategy writes them out."""
    return tuple(sorted((str(k), f"#{v['__factid__']}" if isinstance(v, Fact) else repr(v))
                        for k, v in context.items()))


def test_a_tie_on_salience_facts_and_rule_is_broken_by_the_bindings_text():
    strategy, same, facts = _StableStrategy(), rule("Law27.b1a"), [fact(1), fact(2)]
    contexts = [{"seat": "N"}, {"seat": "E"}, {"seat": "N", "partner": fact(3)},
                {"seat": "N", "partner": fact(12)}, {"level": 2}, {"level": 10}]
    activations = [Activation(same, facts, context) for context in contexts]
    keys = [strategy.get_key(a) for a in activations]
    assert sorted(range(len(keys)), key=keys.__getitem__) == sorted(
        range(len(keys)), key=lambda i: written(contexts[i]))
    # the agenda runs the last first: the same order in any order of arrival
    for arrival in (activations, activations[::-1]):
        agenda = SimpleNamespace(activations=[])
        strategy.update_agenda(agenda, list(arrival), [])
        assert [a.context for a in agenda.activations] == sorted(contexts, key=written)


def test_equal_bindings_are_one_key_and_an_activation_taken_back_is_found():
    strategy, same = _StableStrategy(), rule("Law25.a")
    first = Activation(same, [fact(4)], {"seat": "S", "call": fact(4)})
    again = Activation(same, [fact(4)], {"call": fact(4), "seat": "S"})
    other = Activation(same, [fact(4)], {"seat": "W", "call": fact(4)})
    agenda = SimpleNamespace(activations=[])
    strategy.update_agenda(agenda, [first, other], [])
    assert strategy.get_key(first) == strategy.get_key(again)
    strategy.update_agenda(agenda, [], [again])
    assert agenda.activations == [other]


def test_the_bindings_are_written_only_for_a_tie():
    strategy = _StableStrategy()
    low = strategy.get_key(Activation(rule("A", 0), [fact(1)], {"seat": "N"}))
    high = strategy.get_key(Activation(rule("A", 5), [fact(1)], {"seat": "N"}))
    later = strategy.get_key(Activation(rule("A", 0), [fact(2)], {"seat": "N"}))
    other_rule = strategy.get_key(Activation(rule("B", 0), [fact(1)], {"seat": "N"}))
    assert low < high and low < later and low < other_rule
    assert all(key[3].written is None for key in (low, high, later, other_rule))
    tie = strategy.get_key(Activation(rule("A", 0), [fact(1)], {"seat": "E"}))
    assert tie < low and low[3].written == (("seat", "'N'"),)
    assert tie <= low and low >= tie and low > tie and not low <= tie
