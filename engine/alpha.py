"""The alpha network of one fact class as one generated function, or as closures
(``engine.rete``'s change 12).

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
node; a field read once a fact, however many nodes test it (each field has its
variable; a test on a way where an earlier line surely read the field reads the
variable, one where it may have been read elsewhere reads the field only if not yet);
sibling nodes testing the same field for different literals (``key ==
'damaged'``, ``key == 'misinformed'``, ...) read the field once and find the one
that can match in a dict (only for values of ``str``, ``int``, ``bool`` and
``None``, whose equality agrees with their hash: any other value is tested node by
node, as experta does). A negated test (``~L(value)``, ``~W(name)``: the value not
to be bound to the name, left in the bindings for a join to check) is written out
too. Tests the generator does not know (a combined field constraint, a binding that
is no name) are made by ``walk``, which runs the nodes as experta's
``FeatureTesterNode`` does.

The same tests are also made as closures (``plan_class``): a closure a node, made
when a fact first passes the node, the names bound on the way known as they are made
(a binding adds its value to a tuple; only an end makes the dict of bindings). They
are made in a fraction of the time the source is compiled in, and run somewhat
slower: ``engine.rete`` uses them for a class met a few times, the source for one met
often.

The source is made from the network in memory (built, or loaded from the cache of
node records, ``engine.netcache``), never read from a file, in every process anew
(in a batch, its compiled code may be read back from a file, found by the source
itself: ``keep_compiled_branches``): it holds only names made here and the ``repr``
of ``str``, ``int``, ``bool`` and ``None`` values, always a literal; every other value
(a predicate, a field name of another type) is passed in the function's namespace.
``tests/test_rete.py`` compares, fact by fact, the tokens the beta network is given
with those experta's own nodes give it, on the facts of a sample of the library and
on made-up patterns and facts for every kind of test written here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from types import CodeType
from typing import Any

from ruling.engine.codecache import ALPHA, compile_alone
from ruling.engine.lazylaws import found
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
_UNREAD = object()  # a field's variable before the field is read (``compile_class``)
_LOOKUP = (IndexError, KeyError, TypeError)  # what experta's field test reads as no match
_PLAIN = frozenset({str, int, bool, type(None)})  # equality agrees with hash; repr a literal

Hit = tuple[int, dict[Any, Any]]
"""An end reached: its number in the tree's depth-first order, and the bindings."""


def _keys(what: Any) -> tuple[Any, ...] | None:
    """The keys leading to the field a test reads; None: the whole fact (a special
    name, which experta tests the fact for)."""
    return _path(what) if isinstance(what, str) else (what,)


class Alpha:
    """One fact class's compiled branch: ``run(fact)`` lists the ends the fact reaches
    (unsorted), ``callbacks[number]`` the beta inputs at each end."""

    def __init__(self, run: Callable[[Any], list[Hit]], callbacks: list[tuple[Any, ...]],
                 source: str) -> None:
        self.run = run
        self.callbacks = callbacks
        self.source = source
        self.inputs: list[tuple[Any, ...] | None] | None = None  # as _pass reads them


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
        self.memo: dict[tuple[Any, ...], str] = {}  # a field's keys: the variable it is read into
        self.surely: set[tuple[Any, ...]] = set()  # fields read on every way to this line

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

    def lookup(self, what: Any, indent: int) -> tuple[str, tuple[Any, ...] | None]:
        """The variable holding the field, and the keys leading to it (None: the whole
        fact, never missing; a field may be missing). A field is read
        once a fact: into its own variable, ``_UNREAD`` until then (a fact's fields do
        not change once it is declared, and reading one changes nothing): not read
        again where an earlier line on every way here read it, read where no line
        before could have, and read if not yet anywhere else."""
        keys = _keys(what)
        if keys is None:
            var = self.fresh()
            self.emit(indent, f"{var} = fact")
            return var, None
        if keys in self.surely:
            return self.memo[keys], keys
        if keys in self.memo:
            var = self.memo[keys]
            self.emit(indent, f"if {var} is _UNREAD:")
            indent += 1
        else:
            var = self.memo[keys] = f"r{len(self.memo) + 1}"
        access = "".join(f"[{self.name(key)}]" for key in keys)
        self.emit(indent, "try:")
        self.emit(indent + 1, f"{var} = fact{access}")
        self.emit(indent, "except _LOOKUP:")
        self.emit(indent + 1, f"{var} = _MISSING")
        self.surely.add(keys)
        return var, keys

    def arranged(self, steps: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
        """A node's steps as they are written: ``("b", n)`` an end, ``("g", nodes)``
        sibling tests of one field for literals (``GROUP`` or more, at the place of the
        first), ``("a", node)`` any other node."""
        fields: dict[Any, list[Any]] = {}
        for kind, node in steps:
            if kind == "a" and self.literal(node):
                fields.setdefault(node.matcher.what, []).append(node)
        arranged: list[tuple[str, Any]] = []
        done: set[int] = set()
        for kind, item in steps:
            if kind == "b":
                arranged.append((kind, item))
            elif id(item) in done:
                continue
            elif self.literal(item) and len(fields[item.matcher.what]) >= GROUP:
                group = fields[item.matcher.what]
                done.update(id(node) for node in group)
                arranged.append(("g", group))
            else:
                arranged.append(("a", item))
        return arranged

    def steps_code(self, steps: list[tuple[str, Any]], bound: dict[Any, str],
                   indent: int) -> None:
        start = len(self.lines)
        for kind, item in self.arranged(steps):
            if kind == "b":
                self.emit(indent, f"append(({item}, {self.context(bound)}))")
                continue
            surely = set(self.surely)
            code = self.group_code if kind == "g" else self.node_code
            # the field the item read at this level is read for the items after it; what
            # it read inside its tests, only where they passed
            self.surely = surely | code(item, bound, indent)
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

    def node_code(self, node: Any, bound: dict[Any, str], indent: int
                  ) -> set[tuple[Any, ...]]:
        """The node's test and what is below it; the field it read at its own level
        (``lookup``), if any."""
        if not self.simple(node):
            self.walk_code(node, bound, indent)
            return set()
        check = node.matcher
        steps = self.steps[id(node)]
        if type(check) is TypeCheck:
            if check.fact_type is self.fact_class:  # passes, binding nothing
                self.steps_code(steps, bound, indent)
            else:  # never passes: experta compares the types with ==
                self.walk_code(node, bound, indent)
            return set()
        if type(check) is FactCapture:
            bound, indent = self.bind_code(check.bind, "fact", bound, indent, same=True)
            self.steps_code(steps, bound, indent)
            return set()
        var, keys = self.lookup(check.what, indent)
        read = set() if keys is None else {keys}
        how = check.expected
        tests = [] if keys is None else [f"{var} is not _MISSING"]
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
            return read
        if type(how) is L:
            tests.append(f"{self.name(how.value)} == {var}")
        elif type(how) is P:
            tests.append(f"{self.name(found(how.match))}({var})")
        if tests:
            self.emit(indent, f"if {' and '.join(tests)}:")
            indent += 1
        if how.__bind__ is not None:
            bound, indent = self.bind_code(how.__bind__, var, bound, indent)
        self.steps_code(steps, bound, indent)
        return read

    def group_code(self, group: list[Any], bound: dict[Any, str], indent: int
                   ) -> set[tuple[Any, ...]]:
        """Sibling tests of one field for literals: the field read once, the one literal
        it can equal found in a dict (a value of another type: each node walked); the
        field read (``lookup``)."""
        var, keys = self.lookup(group[0].matcher.what, indent)
        read = set() if keys is None else {keys}
        if keys is not None:
            self.emit(indent, f"if {var} is not _MISSING:")
            indent += 1
        values = {node.matcher.expected.value: n for n, node in enumerate(group, 1)}
        if len(values) < len(group):  # equal literals: experta makes them one node (never)
            surely = set(self.surely)
            for node in group:  # one node's reads inside its test are not the next one's
                self.surely = set(surely)
                self.node_code(node, bound, indent)
            self.surely = surely
            return read
        self.groups += 1
        choice = f"g{self.groups}"
        self.emit(indent, f"if type({var}) in _PLAIN:")
        self.emit(indent + 1, f"{choice} = {self.name(values)}.get({var}, 0)")
        self.dispatch(choice, list(enumerate(group, 1)), bound, indent + 1)
        self.emit(indent, "else:")
        for node in group:
            self.walk_code(node, bound, indent + 1)
        return read

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
        surely = set(self.surely)
        for i, (n, node) in enumerate(branches):
            self.surely = set(surely)  # one branch's reads are not another's
            self.emit(indent, f"{'if' if i == 0 else 'elif'} {choice} == {n}:")
            self.steps_code(self.steps[id(node)], bound, indent + 1)
        self.surely = surely


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
    if generator.memo:  # every field's variable, before its first read
        generator.lines.insert(1, "    " + " = ".join(generator.memo.values()) + " = _UNREAD")
    source = "\n".join(generator.lines) + "\n"
    walk = _walker(generator.steps)
    namespace = {"_MISSING": _MISSING, "_UNREAD": _UNREAD, "_LOOKUP": _LOOKUP,
                 "_PLAIN": _PLAIN, "walk": walk, **generator.names}
    exec(_compiled(source, f"<alpha network of {fact_class.__qualname__}>"), namespace)
    return Alpha(namespace["alpha"], [tuple(ends) for ends in generator.callbacks], source)


# A single ruling compiles a branch or two, if any (~5 ms each, less than reading the
# file of them all); a batch compiles most of them, read back from the file of an
# earlier batch (``keep_compiled_branches``).
_compiled: Callable[[str, str], CodeType] = compile_alone


def keep_compiled_branches() -> None:
    """Compile the branches of this process through ``codecache.ALPHA``: the code of a
    source compiled by an earlier run is read back (``ruling test``: ~410 KB of source
    for the 164 branches of the two editions' engines, compiled in ~0.1 s, read in a
    few milliseconds)."""
    global _compiled
    _compiled = ALPHA.compiled


def _walker(steps: dict[int, list[tuple[str, Any]]]) -> Callable[..., None]:
    """``_walk`` for these steps: ``walk(node, fact, context, hits)``. Not a function
    nested in itself, which would hold itself in a reference cycle: ``entry.main`` turns
    the cycle collector off, and a class's closures are dropped when its source is
    compiled."""
    return partial(_walk, steps)


def _walk(steps: dict[int, list[tuple[str, Any]]], node: Any, fact: Any,
          context: dict[Any, Any], hits: list[Hit]) -> None:
    """experta's ``FeatureTesterNode``, below ``node`` included, the ends reached added
    to ``hits``."""
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
            _walk(steps, item, fact, context, hits)
        else:
            hits.append((item, context))


# -- the same tests as closures --------------------------------------------------------

Step = Callable[[Any, tuple[Any, ...], list[Hit]], None]
"""A node's tests as a closure: ``(fact, values, hits)``, the ends reached added. As
in the source, the name each value is bound to is known when the closure is made
(``bound``), so a binding adds a value to a tuple and only an end makes a dict."""


def plan_class(children: list[Any], fact_class: type) -> Alpha:
    """What ``compile_class`` makes, as closures rather than source: the same tests,
    the same literal groups, the same ends in the same order, made in a fraction of
    the time (no source to compile), and run somewhat slower (a call a node)."""
    planner = _Planner(fact_class)
    run_steps = planner.steps_plan(planner.number(children), ())

    def run(fact: Any) -> list[Hit]:
        hits: list[Hit] = []
        run_steps(fact, (), hits)
        return hits

    return Alpha(run, [tuple(ends) for ends in planner.callbacks], "")


def _reader(what: Any) -> Callable[[Any], Any]:
    """The field ``what`` of a fact, ``_MISSING`` where experta's test finds none
    (``lookup``)."""
    keys = _keys(what)
    if keys is None:
        return _itself
    if len(keys) == 1:
        (key,) = keys

        def read_one(fact: Any) -> Any:
            try:
                return fact[key]
            except _LOOKUP:
                return _MISSING

        return read_one

    def read(fact: Any) -> Any:
        try:
            for key in keys:
                fact = fact[key]
        except _LOOKUP:
            return _MISSING
        return fact

    return read


def _place(bound: tuple[Any, ...], key: Any) -> int | None:
    """Where the value ``key`` is bound to is among the values (the last binding)."""
    for place in range(len(bound) - 1, -1, -1):
        if bound[place] == key:
            return place
    return None


class _Planner(_Generator):
    """The closures of one class's branch; numbered, simple and arranged as for the
    source. ``bound``: the names bound on the way, in the order of the values."""

    def __init__(self, fact_class: type) -> None:
        super().__init__(fact_class)
        self.walk = _walker(self.steps)  # the steps filled in as the branch is numbered

    def steps_plan(self, steps: list[tuple[str, Any]], bound: tuple[Any, ...]) -> Step:
        """``steps_code``: a node's steps, as they are written, one after another."""
        return _each([_end(item, bound) if kind == "b"
                      else self.group_plan(item, bound) if kind == "g"
                      else self.node_plan(item, bound)
                      for kind, item in self.arranged(steps)])

    def later(self, steps: list[tuple[str, Any]], bound: tuple[Any, ...]
              ) -> Callable[[], Step]:
        """``steps_plan``, to be made when a fact first gets there: most facts pass a
        small part of their class's branch, and one ``ruling infer`` sees few facts."""
        return lambda: self.steps_plan(steps, bound)

    def walk_plan(self, node: Any, bound: tuple[Any, ...]) -> Step:
        walk = self.walk

        def walked(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
            walk(node, fact, dict(zip(bound, values, strict=True)), hits)

        return walked

    def node_plan(self, node: Any, bound: tuple[Any, ...]) -> Step:
        """``node_code``: one node's test, then its children's."""
        if not self.simple(node):
            return self.walk_plan(node, bound)
        check, steps = node.matcher, self.steps[id(node)]
        if type(check) is TypeCheck:
            # a test of another class never passes: experta compares the types with ==
            return (self.steps_plan(steps, bound) if check.fact_type is self.fact_class
                    else self.walk_plan(node, bound))
        if type(check) is FactCapture:
            then = self.later(steps, (*bound, check.bind))
            return _binding(_itself, None, _refused(bound, check.bind, same=True), then)
        read, how = _reader(check.what), check.expected
        if type(how) is FeatureCheck:  # negated: experta's not_equal
            inner = how.expected
            if type(inner) is L:
                return _passing(read, _differs(inner.value), self.later(steps, bound))
            then = self.later(steps, (*bound, (False, inner.__bind__)))
            return _not_bound(read, _place(bound, inner.__bind__), then)
        test = (_equals(how.value) if type(how) is L
                else found(how.match) if type(how) is P else None)
        keys = _keys(check.what)
        if how.__bind__ is None:
            if type(how) is L and keys is not None and len(keys) == 1:
                return _literal(keys[0], how.value, self.later(steps, bound))
            return _passing(read, test, self.later(steps, bound))
        then = self.later(steps, (*bound, how.__bind__))
        if (type(how) is W and keys is not None and len(keys) == 1
                and _place(bound, how.__bind__) is None
                and _place(bound, (False, how.__bind__)) is None):
            return _first_binding(keys[0], then)
        return _binding(read, test, _refused(bound, how.__bind__, same=False), then)

    def group_plan(self, group: list[Any], bound: tuple[Any, ...]) -> Step:
        """``group_code``: the field read once, the one literal it can equal found in a
        dict (a value of another type: each node walked)."""
        values = {node.matcher.expected.value: n for n, node in enumerate(group)}
        if len(values) < len(group):  # equal literals: experta makes them one node (never)
            return _each([self.node_plan(node, bound) for node in group])
        read = _reader(group[0].matcher.what)
        mades = [self.later(self.steps[id(node)], bound) for node in group]
        thens: list[Step | None] = [None] * len(group)
        walks = [self.walk_plan(node, bound) for node in group]

        def choose(fact: Any, bound_values: tuple[Any, ...], hits: list[Hit]) -> None:
            value = read(fact)
            if value is _MISSING:
                return
            if type(value) in _PLAIN:
                n = values.get(value)
                if n is not None:
                    then = thens[n]
                    if then is None:
                        then = thens[n] = mades[n]()
                    then(fact, bound_values, hits)
            else:
                for walk in walks:
                    walk(fact, bound_values, hits)

        return choose


def _each(parts: list[Step]) -> Step:
    if len(parts) == 1:
        return parts[0]
    sequence = tuple(parts)

    def each(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
        for part in sequence:
            part(fact, values, hits)

    return each


def _end(number: int, keys: tuple[Any, ...]) -> Step:
    def end(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
        hits.append((number, dict(zip(keys, values, strict=True))))

    return end


def _equals(value: Any) -> Callable[[Any], bool]:
    return lambda got: value == got


def _differs(value: Any) -> Callable[[Any], bool]:
    return lambda got: not (value == got)  # noqa: SIM201 (experta tests ==, then not)


def _itself(fact: Any) -> Any:
    return fact


def _refused(bound: tuple[Any, ...], key: Any, same: bool
             ) -> Callable[[Any, tuple[Any, ...]], bool]:
    """``bind_code``'s checks of a new binding of ``key``: refused if the name is bound
    to another value, if the value is unequal to itself (not checked when ``same``: the
    value is the fact itself), or if the name is bound as what the value must not be."""
    place, negated = _place(bound, key), _place(bound, (False, key))

    def refused(got: Any, values: tuple[Any, ...]) -> bool:
        if place is not None:
            if values[place] != got:
                return True
        elif not same and got != got:
            return True
        return negated is not None and values[negated] == got

    return refused


def _passing(read: Callable[[Any], Any], test: Any, more: Callable[[], Step]) -> Step:
    """A test binding nothing: ``L(value)``, ``P(predicate)``, ``W()``, ``~L(value)``;
    ``more`` makes the tests after it."""
    then: Step | None = None

    def passing(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
        nonlocal then
        got = read(fact)
        if got is _MISSING or (test is not None and not test(got)):
            return
        if then is None:
            then = more()
        then(fact, values, hits)

    return passing


def _literal(key: Any, value: Any, more: Callable[[], Step]) -> Step:
    """``_passing`` of ``L(value)`` on a field read by one key (most tests of a
    literal), the read and the test written in: two calls a fact fewer."""
    then: Step | None = None

    def literal(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
        nonlocal then
        try:
            got = fact[key]
        except _LOOKUP:
            return
        if not (value == got):  # noqa: SIM201 (experta tests ==, then not)
            return
        if then is None:
            then = more()
        then(fact, values, hits)

    return literal


def _first_binding(key: Any, more: Callable[[], Step]) -> Step:
    """``_binding`` of ``W(name)`` on a field read by one key, the name bound for the
    first time on the way (most bindings): nothing can refuse the value but its being
    unequal to itself (``_refused``), and the read is written in."""
    then: Step | None = None

    def first_binding(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
        nonlocal then
        try:
            got = fact[key]
        except _LOOKUP:
            return
        if got != got:
            return
        if then is None:
            then = more()
        then(fact, values + (got,), hits)

    return first_binding


def _binding(read: Callable[[Any], Any], test: Any, refused: Callable[..., bool],
             more: Callable[[], Step]) -> Step:
    """A test binding a name: ``W(name)``, ``L`` or ``P`` bound, or a fact captured."""
    then: Step | None = None

    def binding(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
        nonlocal then
        got = read(fact)
        if got is _MISSING or (test is not None and not test(got)) or refused(got, values):
            return
        if then is None:
            then = more()
        then(fact, values + (got,), hits)

    return binding


def _not_bound(read: Callable[[Any], Any], place: int | None, more: Callable[[], Step]
               ) -> Step:
    """``~W(name)``: the value not the one the name is bound to, if it is bound; kept
    as what the name must not be bound to later."""
    then: Step | None = None

    def not_bound(fact: Any, values: tuple[Any, ...], hits: list[Hit]) -> None:
        nonlocal then
        got = read(fact)
        if got is _MISSING or (place is not None and values[place] == got):
            return
        if then is None:
            then = more()
        then(fact, values + (got,), hits)

    return not_bound
