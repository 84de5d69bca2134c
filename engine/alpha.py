"""The alpha network of one fact class as one generated function (``engine.rete``'s
change 12).

experta's alpha network is a tree of feature-testing nodes under the root, one
branch per fact class: a new fact goes down it node by node, each node a call that
tests one field (``type``, ``seat == 'N'``, ``seat`` bound to ``?s``) and, where the
test binds a name, copies the token to add the binding; where a branch ends, its
token goes to the beta network (a join's left or right input, a ``TEST``, a rule's
conflict set), the ends reached taken in the tree's depth-first order. Here, once a
class has had ``ALPHA_THRESHOLD`` facts, its branch is written out as the source of one
Python function (``compile_class``) that makes the same tests on the fact's fields
in nested ``if`` statements, and returns the ends it reaches, each with the bindings
made on the way to it; the root (``engine.rete``) then hands each end its token, in
the tree's order (each end numbered by its place in that order, so the list sorted
is the order experta takes).

What makes it faster is what it leaves out: no call, no token and no copy for a
node; sibling nodes testing the same field for different literals (``key ==
'damaged'``, ``key == 'misinformed'``, ...) read the field once and find the one
that can match in a dict (only for values of ``str``, ``int``, ``bool`` and
``None``, whose equality agrees with their hash: any other value is tested node by
node, as experta does). A negated test (``~L(value)``, ``~W(name)``: the value not
to be bound to the name, left in the bindings for a join to check) is written out
too. Tests the generator does not know (a combined field constraint, a binding that
is no name) are made by ``walk``, which runs the nodes as experta's
``FeatureTesterNode`` does.

The source is made from the network in memory (built, or loaded from the cache of
node records, ``engine.netcache``), never read from a file, in every process anew:
it holds only names made here and the ``repr`` of ``str``, ``int``, ``bool`` and
``None`` values, always a literal; every other value (a predicate, a field name of
another type) is passed in the function's namespace. ``tests/test_rete.py``
compares, fact by fact, the tokens the beta network is given with those experta's
own nodes give it, on the facts of a sample of the library and on made-up patterns
and facts for every kind of test written here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ruling.engine.rete import (
    FactCapture,
    FeatureCheck,
    FeatureTesterNode,
    L,
    P,
    TypeCheck,
    W,
    _path,  # the keys leading to a field, as change 10 reads them
)

GROUP = 2
"""Sibling tests of one field for literals read it once from this many on."""

_MISSING = object()  # what a field that is not there reads as: no value is this one
_LOOKUP = (IndexError, KeyError, TypeError)  # what experta's field test reads as no match
_PLAIN = frozenset({str, int, bool, type(None)})  # equality agrees with hash; repr a literal

Hit = tuple[int, dict[Any, Any]]
"""An end reached: its number in the tree's depth-first order, and the bindings."""


class Alpha:
    """One fact class's compiled branch: ``run(fact)`` lists the ends the fact reaches
    (unsorted), ``callbacks[number]`` the beta inputs at each end."""

    def __init__(self, run: Callable[[Any], list[Hit]], callbacks: list[tuple[Any, ...]],
                 source: str) -> None:
        self.run = run
        self.callbacks = callbacks
        self.source = source


def _merge(context: dict[Any, Any], match: Mapping[Any, Any]) -> dict[Any, Any] | None:
    """experta's ``FeatureTesterNode``: the bindings a test adds, or None if they
    contradict those already made."""
    for key, value in match.items():
        if isinstance(key, tuple):  # a negated condition
            if key[1] in context and context[key[1]] == value:
                return None
        else:
            if context.get(key, value) != value:
                return None
            if (False, key) in context and context[(False, key)] == value:
                return None
    merged = dict(context)
    merged.update(match)
    return merged


class _Generator:
    """The source of one class's function, and the tables it reads."""

    def __init__(self, fact_class: type) -> None:
        self.fact_class = fact_class
        self.lines: list[str] = []
        self.names: dict[str, Any] = {}
        self.callbacks: list[list[Any]] = []
        self.steps: dict[int, list[tuple[str, Any]]] = {}
        self.count = 0
        self.groups = 0

    # -- numbering the ends in the tree's order --

    def number(self, children: list[Any]) -> list[tuple[str, Any]]:
        """A node's children as steps: ``("a", node)`` an alpha node to test, ``("b",
        n)`` end ``n``, the beta inputs of consecutive children; numbered depth first."""
        steps: list[tuple[str, Any]] = []
        run: list[Any] | None = None
        for child, callback in children:
            if type(child) is FeatureTesterNode:
                steps.append(("a", child))
                run = None
                self.steps[id(child)] = self.number(child.children)
            else:
                if run is None:
                    run = []
                    steps.append(("b", len(self.callbacks)))
                    self.callbacks.append(run)
                run.append(callback)
        return steps

    # -- the source --

    def name(self, value: Any) -> str:
        """A value as the source spells it: a literal for a plain one, else a name."""
        if type(value) in _PLAIN:
            return repr(value)
        name = f"_k{len(self.names)}"
        self.names[name] = value
        return name

    def fresh(self) -> str:
        self.count += 1
        return f"v{self.count}"

    def emit(self, indent: int, line: str) -> None:
        self.lines.append("    " * indent + line)

    @staticmethod
    def context(bound: dict[Any, str]) -> str:
        return "{" + ", ".join(f"{repr(key)}: {var}" for key, var in bound.items()) + "}"

    def simple(self, node: Any) -> bool:
        """Can the generator write this node's test (else ``walk`` runs it)?"""
        check = node.matcher
        if type(check) is TypeCheck:
            return True
        if type(check) is FactCapture:
            return type(check.bind) is str
        if type(check) is not FeatureCheck:
            return False
        how, name = check.expected, check.check.__name__
        if type(how) is FeatureCheck and name == "not_equal":  # ~L(value), ~W(name)
            if not (isinstance(check.what, str) or type(check.what) in _PLAIN):
                return False
            inner, name = how.expected, how.check.__name__
            return ((type(inner) is L and name == "equal_literal" and inner.__bind__ is None)
                    or (type(inner) is W and name == "wildcard_match"
                        and type(inner.__bind__) is str))
        if not ((type(how) is L and name == "equal_literal")
                or (type(how) is P and name == "match_predicate")
                or (type(how) is W and name == "wildcard_match")):
            return False
        if not (isinstance(check.what, str) or type(check.what) in _PLAIN):
            return False
        return how.__bind__ is None or type(how.__bind__) is str

    def literal(self, node: Any) -> bool:
        """A test of a field for a plain literal, binding nothing (one to group)."""
        check = node.matcher
        return (self.simple(node) and type(check) is FeatureCheck and type(check.expected) is L
                and check.how.__bind__ is None and type(check.expected.value) in _PLAIN)

    def lookup(self, what: Any, indent: int) -> tuple[str, bool]:
        """Read the field into a new variable; whether it may be missing."""
        var = self.fresh()
        if isinstance(what, str):
            path = _path(what)
            if path is None:  # experta tests the whole fact
                self.emit(indent, f"{var} = fact")
                return var, False
            access = "".join(f"[{self.name(key)}]" for key in path)
        else:
            access = f"[{self.name(what)}]"
        self.emit(indent, "try:")
        self.emit(indent + 1, f"{var} = fact{access}")
        self.emit(indent, "except _LOOKUP:")
        self.emit(indent + 1, f"{var} = _MISSING")
        return var, True

    def steps_code(self, steps: list[tuple[str, Any]], bound: dict[Any, str],
                   indent: int) -> None:
        start = len(self.lines)
        fields: dict[Any, list[Any]] = {}
        for kind, node in steps:
            if kind == "a" and self.literal(node):
                fields.setdefault(node.matcher.what, []).append(node)
        done: set[int] = set()
        for kind, item in steps:
            if kind == "b":
                self.emit(indent, f"append(({item}, {self.context(bound)}))")
            elif id(item) in done:
                continue
            elif self.literal(item) and len(fields[item.matcher.what]) >= GROUP:
                group = fields[item.matcher.what]
                done.update(id(node) for node in group)
                self.group_code(group, bound, indent)
            else:
                self.node_code(item, bound, indent)
        if len(self.lines) == start:
            self.emit(indent, "pass")

    def walk_code(self, node: Any, bound: dict[Any, str], indent: int) -> None:
        self.emit(indent, f"walk({self.name(node)}, fact, {self.context(bound)}, hits)")

    def bind_code(self, key: str, var: str, bound: dict[Any, str], indent: int,
                  same: bool = False) -> tuple[dict[Any, str], int]:
        """experta's check of a new binding against those made; ``same``: the value is
        the fact itself, which equals itself."""
        if key in bound:
            self.emit(indent, f"if not ({bound[key]} != {var}):")
            indent += 1
        elif not same:
            self.emit(indent, f"if not ({var} != {var}):")
            indent += 1
        if (False, key) in bound:  # bound as what the value must not be
            self.emit(indent, f"if not ({bound[(False, key)]} == {var}):")
            indent += 1
        bound = dict(bound)
        bound[key] = var
        return bound, indent

    def node_code(self, node: Any, bound: dict[Any, str], indent: int) -> None:
        if not self.simple(node):
            self.walk_code(node, bound, indent)
            return
        check = node.matcher
        steps = self.steps[id(node)]
        if type(check) is TypeCheck:
            if check.fact_type is self.fact_class:  # passes, binding nothing
                self.steps_code(steps, bound, indent)
            else:  # never passes: experta compares the types with ==
                self.walk_code(node, bound, indent)
            return
        if type(check) is FactCapture:
            bound, indent = self.bind_code(check.bind, "fact", bound, indent, same=True)
            self.steps_code(steps, bound, indent)
            return
        var, missing = self.lookup(check.what, indent)
        how = check.expected
        tests = [f"{var} is not _MISSING"] if missing else []
        if type(how) is FeatureCheck:  # negated: experta's not_equal
            inner = how.expected
            if type(inner) is L:
                tests.append(f"not ({self.name(inner.value)} == {var})")
            elif inner.__bind__ in bound:  # the value the name is bound to is not this
                tests.append(f"not ({bound[inner.__bind__]} == {var})")
            self.emit(indent, f"if {' and '.join(tests)}:" if tests else "if True:")
            if type(inner) is W:
                bound = dict(bound)
                bound[(False, inner.__bind__)] = var
            self.steps_code(steps, bound, indent + 1)
            return
        if type(how) is L:
            tests.append(f"{self.name(how.value)} == {var}")
        elif type(how) is P:
            tests.append(f"{self.name(how.match)}({var})")
        if tests:
            self.emit(indent, f"if {' and '.join(tests)}:")
            indent += 1
        if how.__bind__ is not None:
            bound, indent = self.bind_code(how.__bind__, var, bound, indent)
        self.steps_code(steps, bound, indent)

    def group_code(self, group: list[Any], bound: dict[Any, str], indent: int) -> None:
        """Sibling tests of one field for literals: the field read once, the one literal
        it can equal found in a dict (a value of another type: each node walked)."""
        var, missing = self.lookup(group[0].matcher.what, indent)
        if missing:
            self.emit(indent, f"if {var} is not _MISSING:")
            indent += 1
        values = {node.matcher.expected.value: n for n, node in enumerate(group, 1)}
        if len(values) < len(group):  # literals equal to one another: none here
            for node in group:
                self.node_code(node, bound, indent)
            return
        self.groups += 1
        choice = f"g{self.groups}"
        self.emit(indent, f"if type({var}) in _PLAIN:")
        self.emit(indent + 1, f"{choice} = {self.name(values)}.get({var}, 0)")
        self.dispatch(choice, list(enumerate(group, 1)), bound, indent + 1)
        self.emit(indent, "else:")
        for node in group:
            self.walk_code(node, bound, indent + 1)

    def dispatch(self, choice: str, branches: list[tuple[int, Any]], bound: dict[Any, str],
                 indent: int) -> None:
        """``if`` statements on the choice (0: none), halving the branches while many."""
        if len(branches) > 4:
            half = len(branches) // 2
            self.emit(indent, f"if {choice} < {branches[half][0]}:")
            self.dispatch(choice, branches[:half], bound, indent + 1)
            self.emit(indent, "else:")
            self.dispatch(choice, branches[half:], bound, indent + 1)
            return
        for i, (n, node) in enumerate(branches):
            self.emit(indent, f"{'if' if i == 0 else 'elif'} {choice} == {n}:")
            self.steps_code(self.steps[id(node)], bound, indent + 1)


def compile_class(children: list[Any], fact_class: type) -> Alpha:
    """The function testing a fact of ``fact_class`` from the root's ``children`` that
    can pass it (``engine.rete``'s change 8), in their order."""
    generator = _Generator(fact_class)
    steps = generator.number(children)
    generator.emit(0, "def alpha(fact):")
    generator.emit(1, "hits = []")
    generator.emit(1, "append = hits.append")
    generator.steps_code(steps, {}, 1)
    generator.emit(1, "return hits")
    source = "\n".join(generator.lines) + "\n"
    walk = _walker(generator.steps)
    namespace = {"_MISSING": _MISSING, "_LOOKUP": _LOOKUP, "_PLAIN": _PLAIN, "walk": walk,
                 **generator.names}
    exec(compile(source, f"<alpha network of {fact_class.__qualname__}>", "exec"), namespace)
    return Alpha(namespace["alpha"], [tuple(run) for run in generator.callbacks], source)


def _walker(steps: dict[int, list[tuple[str, Any]]]) -> Callable[..., None]:
    def walk(node: Any, fact: Any, context: dict[Any, Any], hits: list[Hit]) -> None:
        """experta's ``FeatureTesterNode``, below ``node`` included, the ends reached
        added to ``hits``."""
        match = node.matcher(fact)
        if not match:
            return
        if match is not True and isinstance(match, Mapping):
            merged = _merge(context, match)
            if merged is None:
                return
            context = merged
        for kind, item in steps[id(node)]:
            if kind == "a":
                walk(item, fact, context, hits)
            else:
                hits.append((item, context))

    return walk
