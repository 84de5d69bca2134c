"""``RulingEngine.found``: the facts of a type (with given fields) in the order learnt, the
facts of each type kept while the fact list stays as it is (``_of_type``)."""

from ruling.engine.facts import Finding, Unread
from ruling.engine.inference import RulingEngine


class Bare(RulingEngine):
    """An engine with no rule: only what is declared here is in its fact list."""


def scanned(engine: RulingEngine, fact_type: type, **fields: object) -> list:
    return [f for f in engine.facts.values() if isinstance(f, fact_type)
            and all(f.get(k) == v for k, v in fields.items())]


def test_found_follows_every_declaration_retraction_and_reset() -> None:
    engine = Bare()
    engine.reset()
    a = engine.declare(Finding(key="a", value=True, assumed=False))
    assert engine.found(Finding) == [a]
    b = engine.declare(Finding(key="b", value=False, assumed=False))
    assert engine.found(Finding) == [a, b]
    assert engine.found(Finding, key="b") == [b]
    assert engine.found(Unread) == []
    engine.retract(a)
    assert engine.found(Finding) == [b]  # as many declared, one fewer held
    c = engine.declare(Finding(key="a", value=True, assumed=True))
    assert engine.found(Finding) == [b, c]
    u = engine.declare(Unread(fact="Finding", key="b"))
    for fact_type in (Finding, Unread, object):
        assert engine.found(fact_type) == scanned(engine, fact_type)
    assert engine.found(object) == [engine.facts[0], b, c, u]  # the initial fact first
    engine.found(Finding).clear()  # a list of the caller's own
    assert engine.found(Finding) == [b, c]
    engine.retract(b)  # and one declared before found is asked again: as many held
    e = engine.declare(Finding(key="e", value=True, assumed=False))
    assert engine.found(Finding) == [c, e]
    g = engine.declare(Finding(key="g", value=True, assumed=False))
    assert engine.found(Finding) == [c, e, g]  # one more declared: the kept list grown
    for fact_type in (Unread, object):  # and every other list kept
        assert engine.found(fact_type) == scanned(engine, fact_type)
    engine.found(Unread)
    v = engine.declare(Unread(fact="Finding", key="g"))
    assert engine.found(Finding) == [c, e, g] and engine.found(Unread) == [u, v]
    engine.retract(g)  # one retracted and one declared since: as many more declared as
    h = engine.declare(Finding(key="h", value=True, assumed=False))  # the last growth
    assert engine.found(Finding) == [c, e, h]
    engine.reset()  # a new fact list
    assert engine.found(Finding) == []
    first = engine.found(object)
    engine.reset()  # another, with as many facts declared and held as the last
    (initial,) = engine.found(object)
    assert initial is engine.facts[0] and initial is not first[0]  # equal, not the same
    d = engine.declare(Finding(key="a", value=True, assumed=False))
    assert engine.found(Finding) == [d]
