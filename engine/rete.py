"""The one door to experta, and what it needs to run well here.

experta 1.9.4 pins ``frozendict==1.2``, whose ``frozendict`` class derives from
``collections.Mapping``: an alias that Python 3.10 removed (it lives in
``collections.abc``). So a plain ``pip install`` gives an experta that cannot be
imported. Rather than fork or vendor either package, this module puts the old
aliases back, once, before experta (and so frozendict) is first imported. Every
other module takes experta's names from here, never from ``experta`` itself;
``tests/test_rete.py`` proves both the breakage and the cure.

Below the import, thirty-four changes to experta (its RETE matcher, and how a fact is
made) make it fast enough for a library of thousands of cases (``benchmarks/run.py``),
without changing what it matches: ``tests/test_rete.py`` rules part of the case
library with experta's own code (``EXPERTA``) and with these changes, and finds the
same rulings, trace and all.

1. After each change experta asks *every* rule's conflict-set node for its new
   activations; here a node that got one marks itself, and only those are asked
   (in the network's own order, so the agenda comes out the same; one alone is not
   sorted).
2. A reset walked the network from the root, resetting a node once for every path
   to it; here each node with a memory is reset once.
3. The matcher's debug and info logging, off unless a watcher is switched on, still
   cost a call or two per token; here it is skipped.
4. Every node copies each token it receives, and the copy re-checked what the
   original had already been checked for; here a copy is just a copy.
5. Building the network, each rule's every variant (its conditions in disjunctive
   normal form) re-inspected the rule's function signature; here the variant takes
   the inspected signature from its rule.
6. Putting a rule in disjunctive normal form copied every fact pattern, again at
   each pass, even one with nothing to rewrite; here such a pattern is kept as it
   is (patterns are never changed once written, and equal ones already share a node).
   A pattern negating a constraint that is neither a negation nor a combination
   (``~L(6)``) has nothing to rewrite either: ``dnf`` gives that value back as it is.
7. Wiring each rule into the network built a fresh ``singledispatch`` function for
   it, which paid Python's method-resolution work anew for every rule; here one
   plain function dispatches on the condition's class (the classes are disjoint).
8. Every new fact went to every branch of the network, one per fact class, each
   copying the token only to find the class was not its own; here the root sends a
   fact only to the branches that test for its class (and to any that test nothing
   of the sort), in the network's order.
9. A node testing a fact copied the token it got before testing it, though most
   tests fail and most that pass add nothing to the token; here the token is
   copied only when the test adds a binding to it (every other kind of node still
   copies what it receives, so no node ever changes a token another node holds).
10. A test of a fact's field split the field's name into its path at every test;
    here the path is split once.
11. Every engine built its network anew, the same in every process: for the
    ~635 rules of an edition, 60-80 ms of each cold ``ruling infer``. Here an
    engine of the knowledge base (``RulingEngine``) loads it from a cache of node
    records written by the first build (``engine/netcache.py``: where it lives, its
    key, how it is switched off); any other engine, or a cache that cannot be read,
    is built as experta builds it.
12. A new fact went down its class's branch of the alpha network node by node, each
    node a call (test the field, copy the token to bind a name, hand it to each child),
    ~64 of them a fact; here, once a class has had ``ALPHA_THRESHOLD`` facts, its
    branch is one generated function (``engine/alpha.py``) making the same tests in
    nested ``if`` statements (before that, from ``PLAN_THRESHOLD`` facts, the same
    tests as closures, made without compiling anything: ``plan_class``),
    siblings testing one field for literals reading it once
    and finding the literal it equals in a dict (only for ``str``, ``int``, ``bool``
    and ``None`` values, whose equality agrees with their hash; other values, and tests
    it cannot write, are run by experta's own node code). It returns the branch's ends
    the fact reaches with the bindings made on the way, and each end is given its
    token in the depth-first order experta's nodes reach them (the same tokens, in the
    same order: ``tests/test_rete.py`` compares them fact by fact). The source is made
    from the network in memory, built or loaded, in each process; never read from a file.
13. Every node of the beta network (a join's either input, a ``TEST``, a rule's
    conflict set) copied each token it was given (4), though none changes it (and
    change 9 keeps the one alpha node that did from changing a token it is given);
    here none copies it. A token's frozen form (``Token.to_info``, kept in the
    memories) went through two constructors and was made again at every input the
    token reached; here it is made with one call, and once for a token: several inputs
    in a row given the same token (the ends of an alpha branch) share it, the same
    frozen sets. A join's either input is one call, not three.
14. A reset (2) still called each of the ~1,900 nodes with a memory to give it new
    empty ones, every case and every branch of a case; here the memories of experta's
    joins, negations and conflict sets are emptied in one loop each (19 narrows the
    loops to the nodes holding something). The nodes are found by a walk on the first
    reset and kept on the matcher (``_nodes``, and ``_by_reset`` grouped by kind) when
    nothing gave them to it before: a network loaded from the cache (11) is given both
    by ``engine/netcache.py``, which made every node itself, and a network it built is
    given both from the one walk it makes after the build (``hand_walk``; its records
    are made from the same walk).
15. Making a fact set its fields one call each (``Fact.__setitem__``: not yet
    declared? then the value frozen), each value frozen through ``singledispatch``;
    here ``Fact.update`` makes the same check and sets the same frozen value in its
    loop, and a ``str``, ``int``, ``float``, ``bool`` or ``None``, which ``freeze``
    gives back as it is, is not passed to it (a fact class with a ``__setitem__`` of
    its own, or with one after ``Fact`` in its order that ``Fact``'s calls, is still
    given each value through it). A dict of such values alone (95% of
    a batch's facts), for a fact not declared and not naming ``__factid__``, is set in
    one ``dict.update``: the same pairs in the same order.
16. Making a fact (or a pattern: the ~850 of an edition's auction laws are made at each
    cold start) first gathered its positional and named values into a new dict through
    ``itertools.chain``; here one made with named values alone hands them on as they
    came (a dict of the call's own, read and never kept), the positional ones gathered as
    before.
17. The first change (1) of an engine listed its conflict-set nodes by following every
    path from the root (~17,700 steps for ~1,300 nodes reached) and kept the first of
    each in a list searched anew for each (~660 of them): 5-10 ms of a cold ``ruling
    infer``; here one walk that visits each node once finds them, in the same order
    (the order a depth-first walk first reaches them: a node already visited has had
    every node below it visited too). A network loaded from the cache (11) is recorded
    in that order, and ``engine/netcache.py`` hands the matcher its conflict sets as it
    makes them: no walk at all; a network it builds is handed them from the one walk
    it makes after the build (``hand_walk``), where a cold run had walked the network
    three times (for the records, the first reset and the first change).
18. A join (``OrdinaryMatchNode``) kept each token in its memories in the frozen form
    (13), its bindings a frozen set of pairs, and turned that back into a dict for
    every token of the other memory it tried against a new one; here it keeps the
    token's fact set, frozen, and its bindings as the token holds them (no token
    changes once made, 13): the same bindings, and a token taken out by the same
    equality (a ``dict`` equals another with the same pairs as their frozen sets do).
    A token joined with a remembered one takes the remembered bindings in the order
    they were made, where experta's took them in the order of their frozen set: the
    same names bound to the same values (each name once on either side), in another
    order of the dict (making the frozen set was ~1.4% of a batch's case). That order
    reaches an activation's bindings and the keyword arguments of the rule it fires
    (helper-55 found it differ in ~5% of firings), and nothing reads it there: an
    activation is compared by a frozen set of its bindings, the agenda's last tie puts
    them in order by name, a law's rule names the bindings it takes and its
    explanation reads each by name, and a rule's probe keeps them whole for its
    question (``Asked``), which reads each by name; experta's own order is the hash
    seed's.
    One difference is left, in a rule experta
    itself refuses: a join's check reads the remembered bindings in the order they
    were made, not in the frozen set's, so which of a binding that contradicts the
    other side's and a name negated before it is bound (experta's error) it meets
    first may differ: experta itself raises on such a rule, or not, by the hash seed.
    The other nodes with a memory (negations, conflict sets) keep experta's frozen
    form.
19. A reset (14) still looked at each of the ~2,000 nodes with a memory (a
    case's runs give tokens to a few hundred); here a join, a negation or a conflict
    set given a token while its memories are empty puts itself on its matcher's list of
    nodes holding something (one of each kind), and a reset empties those alone. The
    first reset of a matcher empties every node (and hands each its list): one given a
    token before it held nothing to be emptied. Made only with 13 (the joins' and
    negations' inputs its own).
20. Declaring facts checked each fact's values (none a conditional element) and keys
    (no ``__`` inside a name) through a generator and a method call a field, and the
    fact list made its identity (the class and the pairs of its fields, special names
    left out, for a duplicate to be refused) through a method call a key; here the same
    checks, in the same order, and the same identity are made in plain loops. What a
    check has passed is kept (a value's type, if its instances cannot claim another
    class; a name of type ``str`` exactly): a fact listing its keys and values as
    ``dict`` does, whose every value and name has passed before, skips the loop (a
    set's ``issuperset``, ~4% of a batch's case before). Any other fact, or one with a
    special name (``__factid__``: declared again), goes through the loop, its ``keys``
    and ``values`` called once, as experta's checks call them.
21. A new fact's token reaches, at the ends of its class's branch, a join's right input
    some twenty times for one it sends on (the join's other memory is most often
    empty), each a call to remember it (13, 18); here, at an end feeding joins' right
    inputs alone (~700 of the ~780 ends a batch's case reaches), the compiled branch
    (12) does what ``_join_right`` does inline: the node put on the list (19), the
    token remembered, and joined with the other memory if that holds something. The same
    steps in the same order; an end with any other input calls each of its inputs, and
    a token taken back (a fact retracted) still goes through the calls. The token
    itself is made only when an input first needs it (an end with an input other than
    a join, or a join whose other memory holds something): one token an end, as
    before, and none for the ends whose joins only remember it (most: ~37 ends a card).
22. A pattern that binds no name (no ``AS.name <<``) has its fact kept in the token
    under a name of experta's making, ``__pattern_<address of the pattern>__``: a
    different name in every process, and in a network loaded from the cache (11) the
    names of the process that built it. The agenda breaks its last ties by the
    bindings' names (``engine.inference._StableStrategy``), so two activations of one
    rule that differ only in which such pattern took which fact came in an order set
    by addresses. Here the network's builder (``engine/netcache.py``) names each
    pattern by its place among the patterns of the engine's rules, taken in the order
    of their names (``patterns_named``): the same name in every process, built or
    loaded. Equal patterns still share one name, as they share one node.
23. experta hands the matcher the facts retracted since the last change, then those
    declared, and takes them in that order: a fact declared and retracted again in one
    rule's action was taken out of a network it had never reached (a ``NOT`` node
    raised) and then put into it though it was gone (a join kept it). Here each fact's
    changes in such a batch count for their net effect (``_net``); a batch with no fact
    both declared and retracted, nearly all, is taken as it comes.

24. Putting a rule in disjunctive normal form (``prepare_rule``) rewrote it until
    it stopped changing, each pass a new rule (``new_conditions``) and a comparison of
    the last two: some seven rules made for each of the ~430 rules of a play's engine,
    though nearly all are written in that form already. Here a rule of one condition or
    more, each one that ``dnf`` and ``prepare_rule`` give back as it is (a pattern with
    no value ``dnf`` would rewrite, kept itself as in 6; a ``NOT`` of one pattern; a
    ``TEST``; these classes exactly, not a subclass), is made
    in one step into what those passes end with: the rule with the same conditions, an
    ``InitialFact()`` first where experta puts one (a rule starting with a ``NOT``, or
    with only ``TEST``s), tested as experta tests it (so a pattern of an unhashable
    value is refused alike). Any other rule goes through experta's passes.
25. Building the alpha part, experta hashed a check (a tuple, hashing its field
    constraint in Python) each time it counted, ranked or sorted it, some 30,000
    hashes, and found a node's child testing a check by a scan of its children; here
    the same steps in the same order (the rules ranked and sorted, each pattern's
    checks sorted by rank and hash, a branch shared where a child tests the same check
    object) with each check's rank and hash taken once (a check shared by several
    patterns, once for all), equal patterns told by the name 22 gave them (found by
    the pattern's id, not compared again) and given the checks of the one met last, as
    experta's dict keeps them, and each node's children found by the check they test
    (a new child made as ``engine/netcache.py`` makes a loaded one, 32). Checks are
    told apart as experta's sets tell them (a ``FeatureCheck`` equals only itself; a
    ``TypeCheck`` and a ``FactCapture`` are 1-tuples, equal by value); a root's children
    made before are found as experta's scan finds them (the first testing the check;
    one with no check, a beta node, fails as the scan fails on reaching it), and a node
    with an ``add_child`` of its own is given its children through it. The same nodes,
    made and wired in the same order, and the same patterns returned with their
    branches' ends (``tests/test_rete.py`` compares both builds node by node, for every
    engine and for rules of each shape).
26. Wiring a ``TEST``, experta read its function's parameters by ``inspect.signature``
    (~8 µs, for each of ~260 tests of an edition); here ``where_check`` reads those of a
    plain function off its code (names that are identifiers and no keyword; nothing
    wrapped, signed or partial: any other callable is left to experta), as a network
    loaded from the cache (11) has read them: the same names in the same kind of view
    (``tests/test_netcache.py`` holds them against experta's for every test of the
    knowledge base and for callables of every kind).
27. A reset read the signature of each ``DefFacts`` function (``inspect.signature``,
    ~1% of a batch's case: a reset every run) to hand it the reset's keyword arguments
    it names; here a reset given none calls each as experta would then (with none),
    without reading it: the same new agenda and fact list, the matcher reset, and the
    facts of every ``DefFacts`` declared together, in order. A reset given keyword
    arguments is experta's.
28. A fact's hash (a frozen set of its pairs, made at its first use and kept on it)
    was first looked for by raising and catching ``AttributeError``, once for every
    fact (~1.7% of a batch's case: its facts' first passes through the network); here
    it is looked for in the fact's own attributes. The same hash, kept the same way.
29. A ``TEST`` called its function with the bindings it names, then logged the result
    through experta's ``MATCH`` watcher, a call for nothing with the watcher off; here
    the same call, without the log (made only when ``MATCH`` logs neither debug nor
    info lines: a passing test's line is an info line).
30. Declaring a fact, experta's fact list called its ``validate`` (a loop over the
    fields its class declares: none here), set its number through a property and
    ``super()``, and logged it through the ``FACTS`` watcher, off; here a fact that
    validates as ``Fact`` does with no field declared (its class's and its own
    ``validate`` and ``__fields__``), and whose number goes where ``Fact`` puts it (the
    property, ``__setattr__`` and ``__getattribute__`` of ``Fact``, and
    ``dict.__setitem__`` after it), is numbered in one step, not validated, and not
    logged (~2.8% of a batch's case); any other fact is validated and numbered as
    experta does. The same checks, fact id and number otherwise, in the same order.
31. A field's check (``FeatureCheck``) is made once for its key (the field, the kind of
    constraint and what it holds) and shared; experta found it by making it again: the
    constraint's function looked up by ``singledispatch``, a closure and a named tuple
    made, then the key read off them (three in four of the ~1,560 checks a play's
    network asks for are made already). Here the key of a plain value (which experta
    wraps in ``L``) or of an ``L``, ``P`` or ``W`` itself (those classes exactly) is
    written as experta's functions write it, and a check made under it is given back
    at once; any other, or a key not made yet, is experta's: the same check object for
    the same key (``tests/test_rete.py``).
32. Each node of the network was made through its classes' chain of ``__init__``
    methods (an ``abc`` check that its matcher is callable, a ``super()`` call a class,
    a ``_reset`` for its empty memories), and each wired to its parent by ``add_child``,
    which first looks for it among the parent's children: a scan of them all (an alpha
    branch's end feeds dozens of joins) that never finds it, for they are (node,
    callback) pairs. Here ``feature_tester``, ``where_node``, ``join_node``,
    ``negation_node``, ``conflict_set_node`` and ``bus_node`` make each with the
    attributes and empty memories its ``__init__`` gives it (a matcher that is not
    callable, or a rule that is no ``Rule``, refused as it refuses them),
    for the builder (7, 25) and the cache's loader (11) alike, and ``attach`` appends a
    node made just now to its parent's children (a parent with an ``add_child`` of its
    own is asked). A cold claim's command went from 901 M to 843 M instructions with 31
    and 25's own repeats taken out.
33. ``MATCH.name`` made a new wildcard bound to ``name`` at every use (~1,700 in the law
    files, at each import of one). Here each name's is made at its first use and given
    again after: a bound wildcard never changes (binding it again raises, as experta's
    does), and equal wildcards are one to experta (its checks are keyed by the name).
34. A join's and a negation's check of two tokens' bindings (``SameContextCheck``, an
    instance called through its class's ``__call__``: ~180 calls a batch's case) is
    here a plain function (``_same_pairs``) making the same tests in the same order,
    and a negation given a right token (new or taken back) reads each left token's
    frozen bindings as its memory keeps them, where experta made a dict of them first
    (the pairs of a dict, read in the same order as the dict made of them). A node
    whose check is of another class (none is: ``join_node`` and ``negation_node`` give
    each this one, and the cache's loader refuses any other) is given it called, a
    join's with its remembered bindings as 18 keeps them. The class's ``__call__`` is
    not looked up: patching it changes none of these checks.

Changes 3, 9, 10, 12, 13, 29 and 30 leave out experta's logging (13 relies on 9; 18, 19, 21
and 34 on 13), so they are made only when its watchers are off (10, 29 and 30: off for info lines
too), as they are unless switched on before this module is imported; a watcher counts
as on when logging would pass its lines (its own level, or the root's it takes).
"""

import collections
import collections.abc
import contextlib
import functools
import logging
import operator
import types
from collections import Counter, OrderedDict
from collections.abc import Mapping
from inspect import CO_VARARGS, CO_VARKEYWORDS
from itertools import chain, pairwise
from keyword import iskeyword
from typing import Any

for _name in ("Mapping", "MutableMapping", "Sequence", "MutableSequence", "Set",
              "MutableSet", "Iterable", "Hashable", "Callable"):
    if not hasattr(collections, _name):
        setattr(collections, _name, getattr(collections.abc, _name))

from experta import (  # noqa: E402
    AND,
    AS,
    NOT,
    OR,
    TEST,
    DefFacts,
    Fact,
    Field,
    KnowledgeEngine,
    L,
    P,
    Rule,
    W,
    watchers,  # noqa: E402
)
from experta import __version__ as EXPERTA_VERSION  # noqa: E402, F401 (netcache's key)
from experta.agenda import Agenda  # noqa: E402
from experta.conditionalelement import EXISTS, FORALL, ConditionalElement  # noqa: E402
from experta.fact import InitialFact  # noqa: E402
from experta.factlist import FactList  # noqa: E402
from experta.fieldconstraint import ANDFC, NOTFC, ORFC, FieldConstraint  # noqa: E402
from experta.matchers import rete as _rete_matcher_module  # noqa: E402
from experta.matchers.rete import ReteMatcher  # noqa: E402
from experta.matchers.rete.abstract import OneInputNode, TwoInputNode  # noqa: E402
from experta.matchers.rete.check import (  # noqa: E402
    FactCapture,  # noqa: F401 (for engine.netcache)
    FeatureCheck,
    SameContextCheck,
    TypeCheck,
    WhereCheck,
)
from experta.matchers.rete.dnf import dnf as _dnf  # noqa: E402
from experta.matchers.rete.mixins import ChildNode, NoMemory  # noqa: E402, F401 (netcache)
from experta.matchers.rete.nodes import (  # noqa: E402
    BusNode,
    ConflictSetNode,  # noqa: E402
    FeatureTesterNode,
    NotNode,
    OrdinaryMatchNode,
    WhereNode,
)
from experta.matchers.rete.token import Token, TokenInfo  # noqa: E402
from experta.matchers.rete.utils import prepare_rule  # noqa: E402, F401 (netcache)
from experta.strategies import DepthStrategy  # noqa: E402
from experta.utils import freeze as _freeze  # noqa: E402

freeze = _freeze  # a value as a fact holds it: lists, sets and mappings frozen

_activate_conflict_set = ConflictSetNode._activate


def _activate_and_mark(self, token):  # type: ignore[no-untyped-def]
    _activate_conflict_set(self, token)
    if self.added or self.removed:
        self.matcher_dirty.add(self)


def _activate_held(self, token):  # type: ignore[no-untyped-def]
    """``_activate_and_mark`` (1, 13), the node put on its matcher's list when it
    begins to hold something (19)."""
    if not self.memory:
        self.held.append(self)
    _activate_and_mark(self, token)


def _changes(self, adding=None, deleting=None):  # type: ignore[no-untyped-def]
    """experta's ``changes``, asking only the conflict-set nodes that changed; a fact
    declared and retracted since the last change given as its net effect (23)."""
    if not hasattr(self, "_dirty"):
        order = self._get_conflict_set_nodes()
        self._dirty = set()
        self._order = {node: i for i, node in enumerate(order)}
        for node in order:
            node.matcher_dirty = self._dirty
    if adding and deleting:
        adding, deleting = _net(self.engine.facts, adding, deleting)
    for fact in deleting or ():
        self.root_node.remove(fact)
    for fact in adding or ():
        self.root_node.add(fact)
    added: list = []
    removed: list = []
    dirty = self._dirty
    for node in sorted(dirty, key=self._order.__getitem__) if len(dirty) > 1 else dirty:
        node_added, node_removed = node.get_activations()
        added.extend(node_added)
        removed.extend(node_removed)
    self._dirty.clear()
    return added, removed


def _net(facts, adding, deleting):  # type: ignore[no-untyped-def]
    """A batch's declared and retracted facts, each fact's changes reduced to their net
    effect (23): taken out if it was there before the batch and is gone, put in if it
    was not and is there, both if it was and is (as experta would), neither if it was
    not and is not. It was there if it was retracted more often than declared, or as
    often and is there now."""
    declared = Counter(map(id, adding))
    if not any(id(fact) in declared for fact in deleting):
        return adding, deleting  # no fact both: nothing to reduce
    retracted = Counter(map(id, deleting))

    def now(fact):  # type: ignore[no-untyped-def]
        return facts.get(fact["__factid__"]) is fact

    def before(fact):  # type: ignore[no-untyped-def]
        times, back = retracted[id(fact)], declared[id(fact)]
        return times > back or (times == back and now(fact))

    gone = [fact for fact in _once(deleting) if before(fact)]
    come = [fact for fact in _once(adding[::-1])[::-1] if now(fact)]  # last declared
    return come, gone


def _once(facts):  # type: ignore[no-untyped-def]
    """The facts, each object once, where it first is."""
    seen: set[int] = set()
    once = []
    for fact in facts:
        if id(fact) not in seen:
            seen.add(id(fact))
            once.append(fact)
    return once


_NODE = operator.itemgetter(0)  # a child's node (``ChildNode`` is a (node, callback) pair)


def walk_network(root):  # type: ignore[no-untyped-def]
    """Every node from ``root`` once, in the order experta's walk of every path first
    reaches them (depth first, children in order) (17)."""
    order = []
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        order.append(node)
        stack.extend(map(_NODE, reversed(node.children)))
    return order


def _conflict_set_nodes(self):  # type: ignore[no-untyped-def]
    """experta's ``_get_conflict_set_nodes``, each node visited once (17), or as
    ``engine/netcache.py`` handed them when it built or loaded the network (in that
    order)."""
    known = self.__dict__.get("_conflict_sets")
    if known is None:
        known = tuple(node for node in walk_network(self.root_node)
                      if isinstance(node, ConflictSetNode))
    return known


def _reset(self):  # type: ignore[no-untyped-def]
    """experta's ``reset``, each node of the network that remembers tokens reset once."""
    if not hasattr(self, "_nodes"):
        self._nodes = _with_memory(walk_network(self.root_node))
    for node in self._nodes:
        node._reset()  # type: ignore[attr-defined]


def _with_memory(nodes):  # type: ignore[no-untyped-def]
    """The nodes that remember tokens (those a reset resets), in their order."""
    return [node for node in nodes if type(node)._reset is not NoMemory._reset]


_RESETS = (OrdinaryMatchNode._reset, NotNode._reset, ConflictSetNode._reset)


def _reset_inline(self):  # type: ignore[no-untyped-def]
    """``_reset`` (2), the memories of experta's joins, negations and conflict sets
    emptied here rather than by a call each (14)."""
    groups = self.__dict__.get("_by_reset")
    if groups is None:
        _reset(self)  # finds the nodes
        self._by_reset = _grouped(self._nodes)
        return
    joins, negations, conflict_sets, others = groups
    _empty(joins, negations, conflict_sets)
    for node in others:
        node._reset()


def _grouped(nodes):  # type: ignore[no-untyped-def]
    """Nodes with a memory as ``_reset_inline`` empties them: experta's joins,
    negations and conflict sets, and the others (reset by their own call)."""
    joins, negations, conflict_sets, others = [], [], [], []
    for node in nodes:
        kind = type(node)._reset
        (joins if kind is _RESETS[0] else negations if kind is _RESETS[1]
         else conflict_sets if kind is _RESETS[2] else others).append(node)
    return joins, negations, conflict_sets, others


def hand_walk(matcher, order):  # type: ignore[no-untyped-def]
    """Give a matcher whose network was just built what its first reset and first change
    would find by a walk each (2, 14, 17), from ``order``, a walk of that network
    already made (``walk_network``: the one ``engine/netcache.py`` makes after a build,
    which its records are also made from when it writes them): its nodes with a memory,
    grouped by kind, and its conflict sets in experta's order."""
    matcher._nodes = _with_memory(order)
    matcher._by_reset = _grouped(matcher._nodes)
    matcher._conflict_sets = tuple(node for node in order if isinstance(node, ConflictSetNode))


def _empty(joins, negations, conflict_sets):  # type: ignore[no-untyped-def]
    """Give each of these nodes new empty memories, as its ``_reset`` would (14, 19)."""
    for node in joins:
        node.left_memory = []
        node.right_memory = []
    for node in negations:
        node.left_memory = {}
        node.right_memory = []
    for node in conflict_sets:
        node.memory = set()


class _Nowhere:
    """The list of a node no reset has given one: the first reset empties every node."""

    @staticmethod
    def append(node):  # type: ignore[no-untyped-def]
        pass


for _kind in (OrdinaryMatchNode, NotNode, ConflictSetNode):
    _kind.held = _Nowhere  # type: ignore[attr-defined]


def _reset_held(self):  # type: ignore[no-untyped-def]
    """``_reset_inline`` (14), only the nodes given something since the last reset
    emptied (19)."""
    held = self.__dict__.get("_held")
    if held is None:
        _reset_inline(self)  # every node, and found and grouped if not yet
        held = self._held = ([], [], [])
        for group, kind_held in zip(self._by_reset[:3], held, strict=True):
            for node in group:
                node.held = kind_held
        return
    _empty(*held)
    for kind_held in held:
        kind_held.clear()
    for node in self._by_reset[3]:
        node._reset()


_reset_experta = KnowledgeEngine.reset


def _engine_reset(self, **kwargs):  # type: ignore[no-untyped-def]
    """experta's ``KnowledgeEngine.reset`` (27): with no keyword arguments, the
    ``DefFacts`` called without reading their signatures."""
    if kwargs:
        return _reset_experta(self, **kwargs)
    self.agenda = Agenda()
    self.facts = FactList()
    self.matcher.reset()
    made = [deffact() for deffact in self.get_deffacts()]
    self._KnowledgeEngine__declare(*chain.from_iterable(made))
    self.running = False
    return None


def _fact_hash(self):  # type: ignore[no-untyped-def]
    """experta's ``Fact.__hash__`` (28), the kept hash read without an exception."""
    known = self.__dict__.get("_hash")
    if known is None:
        known = self._hash = hash(frozenset(self.items()))
    return known


def _where_call(self, context):  # type: ignore[no-untyped-def]
    """experta's ``WhereCheck.__call__`` (29), without the log."""
    get = context.get
    return self.test(**{name: get(name) for name in self.parameters})


def _copy_token(self):  # type: ignore[no-untyped-def]
    """A copy of a token already checked: same tag, fresh data set and context."""
    return tuple.__new__(type(self), (self.tag, self.data.copy(), self.context.copy()))


def _new_conditions(self, *conditions):  # type: ignore[no-untyped-def]
    """experta's ``new_conditions``: the same rule with other conditions, the function's
    signature taken from the rule instead of inspected again."""
    rule = self.__class__(*conditions, salience=self.salience)
    if self._wrapped:
        rule._wrapped = self._wrapped
        rule._wrapped_args = self._wrapped_args
        functools.update_wrapper(rule, self._wrapped)
    return rule


_dnf_fact = _dnf.dispatch(Fact)
# The values of a pattern experta's ``dnf`` may rewrite (it dispatches on these classes;
# any other value it gives back as it is)
_REWRITTEN = (ORFC, NOTFC, ANDFC, AND, OR, NOT, Fact, Rule)
# Classes whose values are none of those (most of a pattern's: checked by their class)
_KEPT = frozenset({str, int, float, bool, type(None), L, W, P})


def _rewritten(value):  # type: ignore[no-untyped-def]
    """Would experta's ``dnf`` of a pattern rewrite this value of it? One of a class it
    dispatches on, but for the negation of a constraint that is neither a negation nor
    a combination (``~L(...)``, ``~W(...)``, ``~P(...)``), which it gives back as it is."""
    return isinstance(value, _REWRITTEN) and not (
        type(value) is NOTFC and not isinstance(value[0], (NOTFC, ORFC, ANDFC)))


def _dnf_pattern(pattern):  # type: ignore[no-untyped-def]
    """experta's ``dnf`` of a fact pattern, the pattern itself when nothing is rewritten."""
    if any(map(_rewritten, pattern.values())):
        return _dnf_fact(pattern)
    return pattern


def where_check(test):  # type: ignore[no-untyped-def]
    """experta's ``WhereCheck(test)``, a plain function's parameters read off its code
    rather than by ``inspect.signature``: the names ``inspect`` gives, in its order and
    kind of view, for a function with neither ``*args`` nor ``**kwargs``, nothing
    wrapped, signed or partial, and names that are identifiers and no keyword (any other
    callable is left to experta). ~8 µs less for each of the ~260 tests of an edition,
    built (26) or loaded (11)."""
    known = WhereCheck._instances.get(test)
    if known is not None:
        return known
    code = getattr(test, "__code__", None)
    if (type(test) is not types.FunctionType or code is None
            or code.co_flags & (CO_VARARGS | CO_VARKEYWORDS)
            or hasattr(test, "__signature__") or hasattr(test, "__wrapped__")
            or hasattr(test, "_partialmethod")):
        return WhereCheck(test)
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    if not all(name.isidentifier() and not iskeyword(name) for name in names):
        return WhereCheck(test)  # inspect's names for them (".0": "implicit0"), or error
    check = tuple.__new__(WhereCheck, (test,))
    check.parameters = OrderedDict.fromkeys(names).keys()  # inspect's kind of view
    WhereCheck._instances[test] = check
    return check


# The network's nodes, made as their classes' ``__init__`` make them (a node's own
# attributes, its memories empty; a matcher that ``callable`` refuses, or a rule that
# is no ``Rule``, refused with ``TypeError``) without the chain of ``super()`` calls
# and ``abc`` checks that costs: a play's network is ~4,300 nodes, made by the builder
# (25, 32) and by the cache's loader (11) alike (``tests/test_rete.py`` holds each
# against its ``__init__``).


_new_object = object.__new__
_ADD_ANY_CHILD = FeatureTesterNode.add_child


def _testing(node_class, check):  # type: ignore[no-untyped-def]
    """A ``node_class(check)``: a node of one input testing ``check`` (a fact's field,
    ``FeatureTesterNode``; a ``TEST`` of the bindings, ``WhereNode``)."""
    if not callable(check):
        raise TypeError(f"{check!r} is not callable")
    node = _new_object(node_class)
    node.matcher = check
    node.children = []
    return node


feature_tester = functools.partial(_testing, FeatureTesterNode)  # FeatureTesterNode(check)
where_node = functools.partial(_testing, WhereNode)  # WhereNode(check)


def join_node():  # type: ignore[no-untyped-def]
    """An ``OrdinaryMatchNode(SameContextCheck())``."""
    node = _new_object(OrdinaryMatchNode)
    node.matcher = SameContextCheck()
    node.children = []
    node.left_memory = []
    node.right_memory = []
    return node


def negation_node():  # type: ignore[no-untyped-def]
    """A ``NotNode(SameContextCheck())``."""
    node = _new_object(NotNode)
    node.matcher = SameContextCheck()
    node.children = []
    node.left_memory = {}
    node.right_memory = []
    return node


def conflict_set_node(rule):  # type: ignore[no-untyped-def]
    """A ``ConflictSetNode(rule)``."""
    if not isinstance(rule, Rule):
        raise TypeError(f"{rule!r} is not a rule")
    node = _new_object(ConflictSetNode)
    node.rule = rule
    node.added = set()
    node.removed = set()
    node.children = []
    node.memory = set()
    return node


def bus_node():  # type: ignore[no-untyped-def]
    """A ``BusNode()``."""
    node = _new_object(BusNode)
    node.children = []
    return node


def attach(parent, child, callback):  # type: ignore[no-untyped-def]
    """``parent.add_child(child, callback)`` for a child made just now (32): experta's
    ``add_child`` first looks for the node among the parent's children, which are
    (node, callback) pairs and never equal a node, so it always appends the pair, after
    a scan of them all (an alpha branch's end feeds dozens of joins); here the pair is
    appended without it. A parent with an ``add_child`` of its own is asked."""
    if type(parent).add_child is _ADD_ANY_CHILD:
        parent.children.append(tuple.__new__(ChildNode, (child, callback)))
    else:
        parent.add_child(child, callback)


def _negation(left, right):  # type: ignore[no-untyped-def]
    """A node passing on the left's tokens that no token from the right matches."""
    node = negation_node()
    attach(right, node, node.activate_right)
    attach(left, node, node.activate_left)
    return node


def _wire(elem, alpha_terminals):  # type: ignore[no-untyped-def]
    """experta's ``wire_rule`` inner function: the network node a condition ends at."""
    if isinstance(elem, Fact):
        return alpha_terminals[elem]
    if isinstance(elem, NOT):
        return alpha_terminals[elem[0]]
    if isinstance(elem, TEST):
        return where_node(where_check(elem[0]))
    if isinstance(elem, FORALL):  # no leader without all its followers
        leader_without_followers = _negation(_wire(elem[0], alpha_terminals),
                                             _wire(AND(*elem[1:]), alpha_terminals))
        return _negation(_wire(InitialFact(), alpha_terminals), leader_without_followers)
    if isinstance(elem, EXISTS):  # not "none"
        initial_fact_node = _wire(InitialFact(), alpha_terminals)
        none = _negation(initial_fact_node, _wire(elem[0], alpha_terminals))
        return _negation(initial_fact_node, none)
    if isinstance(elem, (Rule, AND)):
        if len(elem) == 1:
            return _wire(elem[0], alpha_terminals)
        current_node = None
        for first, second in pairwise(elem):
            if isinstance(second, TEST):
                if current_node is None:
                    current_node = _wire(first, alpha_terminals)
                new_node = _wire(second, alpha_terminals)
                attach(current_node, new_node, new_node.activate)
                current_node = new_node
                continue
            make = negation_node if isinstance(second, NOT) else join_node
            if current_node is None:
                current_node = make()
                left_branch = _wire(first, alpha_terminals)
            else:
                left_branch = current_node
                current_node = make()
            right_branch = _wire(second, alpha_terminals)
            attach(left_branch, current_node, current_node.activate_left)
            attach(right_branch, current_node, current_node.activate_right)
        return current_node
    if isinstance(elem, OR):
        raise SyntaxError("You can't use an OR clause inside FORALL or EXISTS")
    raise TypeError(f"Unknown type {type(elem)}")


def _wire_rule(rule, alpha_terminals, lhs=None):  # type: ignore[no-untyped-def]
    """experta's ``wire_rule``: the rule's conditions, then its conflict-set node."""
    last_node = _wire(rule if lhs is None else lhs, alpha_terminals)
    node = conflict_set_node(rule)
    attach(last_node, node, node.activate)


def _class_branch(self, fact_class):  # type: ignore[no-untyped-def]
    """The root's children a fact of the class can pass, in the network's order."""
    return [child for child in self.children
            if not isinstance(getattr(child.node, "matcher", None), TypeCheck)
            or child.node.matcher.fact_type == fact_class]


def _branches_for(self, fact_class):  # type: ignore[no-untyped-def]
    """The root's children a fact of this class can pass: those testing for it, or
    testing something other than a class; in the network's order."""
    known = self.__dict__.get("_branches")
    if known is None or known[0] != len(self.children):  # first fact, or grown since
        known = self._branches = (len(self.children), {})
    by_class = known[1]
    if fact_class not in by_class:
        by_class[fact_class] = tuple(child.callback
                                     for child in _class_branch(self, fact_class))
    return by_class[fact_class]


def _bus_add(self, fact):  # type: ignore[no-untyped-def]
    """experta's ``BusNode.add``, to the children a fact of its class can pass."""
    token = Token.valid(fact)
    for callback in _branches_for(self, type(fact)):
        callback(token)


def _bus_remove(self, fact):  # type: ignore[no-untyped-def]
    """experta's ``BusNode.remove``, to the children a fact of its class can pass."""
    token = Token.invalid(fact)
    for callback in _branches_for(self, type(fact)):
        callback(token)


ALPHA_THRESHOLD = 64
"""Facts of a class passed otherwise (node by node, then by closures) before its
branch is compiled (12): a short run (one ``ruling infer``) meets each class a few
dozen times at most, and would spend more on the source than it saves (CardPlayed's
branch, ~270 nodes, takes 8-11 ms to write and compile; a fact passed node by node
~30 µs more than through it)."""


PLAN_THRESHOLD = 4
"""Facts of a class passed node by node before its branch is made into closures (12),
which are made as facts reach them, without compiling anything, and passed faster
than the nodes (the revoke example's ruling, 52 cards: 30 -> 22 ms). A class met only
a few times (most, in an auction) would spend more making them than it saves."""


def _by_class(root):  # type: ignore[no-untyped-def]
    """The root's branches by fact class (12): each a compiled branch, or [the facts so
    far, the closures] until it is; made anew at the first fact, or if the root grew."""
    known = root.__dict__.get("_alpha")
    if known is None or known[0] != len(root.children):
        known = root._alpha = (len(root.children), {})
    return known[1]


def _compiled(self, fact_class):  # type: ignore[no-untyped-def]
    """The branch of the fact's class (``engine.alpha``): made into closures once the
    class has had ``PLAN_THRESHOLD`` facts, and compiled once it has had
    ``ALPHA_THRESHOLD``; None before."""
    by_class = _by_class(self)
    alpha = by_class.get(fact_class)
    if alpha is None:
        alpha = by_class[fact_class] = [0, None]  # the facts so far, the closures
    elif type(alpha) is not list:
        return alpha  # compiled
    alpha[0] += 1
    if alpha[0] >= ALPHA_THRESHOLD:
        from ruling.engine.alpha import compile_class  # here: netcache takes names here

        compiled = by_class[fact_class] = compile_class(_class_branch(self, fact_class),
                                                        fact_class)
        return compiled
    if alpha[0] < PLAN_THRESHOLD:
        return None
    if alpha[1] is None:
        from ruling.engine.alpha import plan_class

        alpha[1] = plan_class(_class_branch(self, fact_class), fact_class)
    return alpha[1]


def compile_every_branch(matcher):  # type: ignore[no-untyped-def]
    """Compile the alpha branch of every fact class the network tests for now (12), as
    each class's ``ALPHA_THRESHOLD``-th fact would: for ``ruling test -j N``, whose
    forked workers would each make and compile them as their facts come (they inherit
    them instead). A branch compiled already is kept."""
    from ruling.engine.alpha import compile_class  # here: netcache takes names here

    root = matcher.root_node
    by_class = _by_class(root)
    for child in root.children:
        check = getattr(child.node, "matcher", None)
        if not isinstance(check, TypeCheck):
            continue
        fact_class = check.fact_type
        if fact_class not in by_class or type(by_class[fact_class]) is list:
            by_class[fact_class] = compile_class(_class_branch(root, fact_class), fact_class)


def _pass(alpha, fact, tag):  # type: ignore[no-untyped-def]
    """The ends of the compiled branch the fact reaches, each given its token, in the
    network's order; a new fact's token remembered by a join's right input here, at an
    end that feeds joins' right inputs alone (21)."""
    hits = alpha.run(fact)
    if len(hits) > 1:
        hits.sort()  # by the end's number: no two the same
    data = frozenset((fact,))  # no node changes a token it is given: one for them all,
    # frozen already where a memory keeps it (18)
    new = tuple.__new__
    inputs = alpha.inputs
    if inputs is None:
        inputs = alpha.inputs = [_joins_alone(ends) for ends in alpha.callbacks]
    callbacks = alpha.callbacks
    for number, context in hits:
        joins = inputs[number] if tag is _VALID else None
        if joins is None:  # an input other than a join's right one, or a fact taken back
            token = new(Token, (tag, data, context))
            for callback in callbacks[number]:
                callback(token)
            continue
        token = None  # made when a join first needs it: most only remember (21)
        remembered = (data, context)  # as _remember keeps it
        for node in joins:  # _join_right, made here
            left = node.left_memory
            if not (left or node.right_memory):
                node.held.append(node)
            node.right_memory.append(remembered)
            if left:
                if token is None:
                    token = new(Token, (tag, data, context))
                _matches(node, token, left, False)


def _joins_alone(callbacks):  # type: ignore[no-untyped-def]
    """The joins whose right inputs are these callbacks, if each is one (``_inline``);
    else None."""
    joins = tuple(map(_inline, callbacks))
    return joins if all(type(node) is OrdinaryMatchNode for node in joins) else None


def _inline(callback):  # type: ignore[no-untyped-def]
    """A callback as ``_pass`` reads it (21): a join's right input as the join (one of
    experta's own class, its input ours), any other as it is."""
    if (getattr(callback, "__func__", None) is _join_right
            and type(callback.__self__) is OrdinaryMatchNode):
        return callback.__self__
    return callback


_VALID = Token.TagType.VALID
_INVALID = Token.TagType.INVALID


def _bus_add_compiled(self, fact):  # type: ignore[no-untyped-def]
    """``_bus_add``, through the compiled branch of the fact's class once it has one."""
    alpha = _compiled(self, type(fact))
    if alpha is None:
        _bus_add(self, fact)
    else:
        _pass(alpha, fact, _VALID)


def _bus_remove_compiled(self, fact):  # type: ignore[no-untyped-def]
    """``_bus_remove``, through the compiled branch of the fact's class once it has one."""
    alpha = _compiled(self, type(fact))
    if alpha is None:
        _bus_remove(self, fact)
    else:
        _pass(alpha, fact, _INVALID)


def _test_feature(self, token):  # type: ignore[no-untyped-def]
    """experta's ``FeatureTesterNode.activate``, the token copied only to add to it."""
    (fact,) = token.data
    match = self.matcher(fact)
    if not match:
        return
    if match is not True and isinstance(match, Mapping):
        context = token.context
        for key, value in match.items():
            if isinstance(key, tuple):  # a negated condition
                if key[1] in context and context[key[1]] == value:
                    return
            else:
                if context.get(key, value) != value:
                    return
                if (False, key) in context and context[(False, key)] == value:
                    return
        token = token.copy()
        token.context.update(match)
    for child in self.children:
        child.callback(token)


_LAST_INFO: list = [None, None]  # the last token whose info was made, and its info


def _token_info(self):  # type: ignore[no-untyped-def]
    """experta's ``Token.to_info``: the same frozen sets, made without two calls, and
    made again only for another token (no token changes once made, 13: the ends of an
    alpha branch give one token to each of their several inputs)."""
    last = _LAST_INFO
    if last[0] is self:
        return last[1]
    info = tuple.__new__(TokenInfo, (frozenset(self.data), frozenset(self.context.items())))
    last[0] = self
    last[1] = info
    return info


def _matches(self, token, memory, is_left):  # type: ignore[no-untyped-def]
    """The loop of experta's ``OrdinaryMatchNode.__activation``: the token joined with
    each of the other input's memory that it matches, sent on."""
    matcher = self.matcher
    same = type(matcher) is SameContextCheck  # 34
    context = token.context
    for other_data, other_context in memory:
        if is_left:
            match = (_same_pairs(context.items(), other_context) if same
                     else matcher(context, other_context))
        else:
            match = (_same_pairs(other_context.items(), context) if same
                     else matcher(other_context, context))
        if match:
            newcontext = {k: v for k, v in context.items() if isinstance(k, str)}
            for k, v in other_context.items():  # in the order made (18)
                if not isinstance(k, tuple):
                    newcontext[k] = v  # negated values are not needed any further
            newtoken = tuple.__new__(Token, (token.tag, token.data | other_data, newcontext))
            for child in self.children:
                child.callback(newtoken)


def _join_left(self, token):  # type: ignore[no-untyped-def]
    """experta's ``OrdinaryMatchNode.activate_left``, the token not copied (13)."""
    if not (self.left_memory or self.right_memory):
        self.held.append(self)  # 19
    _remember(self.left_memory, token)
    if self.right_memory:
        _matches(self, token, self.right_memory, True)


def _join_right(self, token):  # type: ignore[no-untyped-def]
    """experta's ``OrdinaryMatchNode.activate_right``, the token not copied (13)."""
    if not (self.left_memory or self.right_memory):
        self.held.append(self)  # 19
    _remember(self.right_memory, token)
    if self.left_memory:
        _matches(self, token, self.left_memory, False)


def _negation_left(self, token):  # type: ignore[no-untyped-def]
    """experta's ``NotNode.activate_left``, the token not copied (13), the node put on
    its matcher's list when it begins to hold something (19)."""
    if not (self.left_memory or self.right_memory):
        self.held.append(self)
    _negation_activate_left(self, token)


def _negation_right(self, token):  # type: ignore[no-untyped-def]
    """experta's ``NotNode.activate_right``, as ``_negation_left``."""
    if not (self.left_memory or self.right_memory):
        self.held.append(self)
    _negation_activate_right(self, token)


def _negation_activate_left(self, token):  # type: ignore[no-untyped-def]
    """experta's ``NotNode._activate_left``, its check a plain call (34): the token
    sent on if no right token matches it, the count of those that do kept for it."""
    matcher = self.matcher
    same = type(matcher) is SameContextCheck
    if not self.right_memory:
        if token.is_valid():
            self.left_memory[token.to_info()] = 0
        else:
            del self.left_memory[token.to_info()]
        for child in self.children:
            child.callback(token)
    else:  # a valid token counts the right tokens it matches; one taken back, the first
        valid = token.is_valid()
        count = 0
        for _, right_context in self.right_memory:
            if (_same_pairs(token.context.items(), dict(right_context)) if same
                    else matcher(token.context, dict(right_context))):
                count += 1
                if not valid:
                    break
        if count == 0:
            for child in self.children:
                child.callback(token)
        if valid:
            self.left_memory[token.to_info()] = count
        else:
            del self.left_memory[token.to_info()]


def _negation_activate_right(self, token):  # type: ignore[no-untyped-def]
    """experta's ``NotNode._activate_right``, its check a plain call reading each left
    token's frozen bindings as they are kept, not made into a dict first (34): each left
    token the right one matches has its count moved, and is sent on, valid or not, when
    the count leaves or reaches zero."""
    same = type(self.matcher) is SameContextCheck
    if token.is_valid():
        self.right_memory.append(token.to_info())
        inc = 1
    else:
        inc = -1
        self.right_memory.remove(token.to_info())
    for left in self.left_memory:
        if (_same_pairs(left.context, token.context) if same
                else self.matcher(dict(left.context), token.context)):
            self.left_memory[left] += inc
            newcount = self.left_memory[left]
            if (newcount == 0 and inc == -1) or (newcount == 1 and inc == 1):
                newtoken = left.to_valid_token() if inc == -1 else left.to_invalid_token()
                for child in self.children:
                    child.callback(newtoken)


def _same_pairs(pairs, right):  # type: ignore[no-untyped-def]
    """experta's ``SameContextCheck.__call__`` (34), the left bindings given as their
    (name, value) pairs: every name they bind, the right binds to the same value, if at
    all, and does not negate with that value; a name negated on the left is experta's
    error (it raises)."""
    for key, value in pairs:
        if key[0] is False:
            raise RuntimeError('Negated value "%s" present before capture.'  # noqa: UP031
                               % key[1])  # experta's message, made as experta makes it
        if key in right and value != right[key]:
            return False
        if (False, key) in right and value == right[(False, key)]:
            return False
    return True


def _remember(memory, token):  # type: ignore[no-untyped-def]
    """Add a valid token to one side's memory, or take an invalid one's out of it: its
    facts frozen, its bindings as it holds them (18)."""
    if token.tag is _VALID:
        memory.append((frozenset(token.data), token.context))
    else:
        with contextlib.suppress(ValueError):
            memory.remove((frozenset(token.data), token.context))


# What freeze gives back as it is (hashable, none of the types it freezes): plain values,
# and the field constraints a pattern holds (most of a rule's values: a law file's
# ~2,000 patterns are made as it is imported)
_ATOMS = frozenset({str, int, float, bool, type(None), L, W, P, NOTFC, ANDFC, ORFC})
_fact_setitem = Fact.__setitem__
_SETS_AS_DICT: dict[type, tuple[tuple[type, ...], bool]] = {}


def _sets_as_dict(cls):  # type: ignore[no-untyped-def]
    """Does a fact of this class store a value as ``Fact`` stores it, by
    ``dict.__setitem__``: its own ``__setitem__`` is ``Fact``'s, and the one that calls
    through ``super()`` (the first after ``Fact`` in the class's order) is ``dict``'s?
    The second is read once for the class's order of bases (kept with it: bases given
    other bases make it read again; a base given a ``__setitem__`` after the class's
    first fact was made is not seen)."""
    if cls.__setitem__ is not _fact_setitem:
        return False
    known = _SETS_AS_DICT.get(cls)
    if known is None or known[0] is not cls.__mro__:
        after = cls.__mro__[cls.__mro__.index(Fact) + 1:]
        known = _SETS_AS_DICT[cls] = (cls.__mro__, next(
            owner for owner in after if "__setitem__" in vars(owner)) is dict)
    return known[1]


def _fact_update(self, mapping):  # type: ignore[no-untyped-def]
    """experta's ``Fact.update``: each value set as ``Fact.__setitem__`` sets it (frozen,
    the fact not yet declared), without a call for it, nor one to ``freeze`` for a
    value it gives back as it is (15)."""
    if not _sets_as_dict(type(self)):  # a class setting values its own way
        for key, value in mapping.items():
            self[key] = value
        return
    get = self.get
    atoms = _ATOMS
    if (type(mapping) is dict and get("__factid__", None) is None
            and "__factid__" not in mapping and atoms.issuperset(map(type, mapping.values()))):
        dict.update(self, mapping)  # every value one freeze gives back, none declared
        return
    setitem = dict.__setitem__
    for key, value in mapping.items():
        if get("__factid__", None) is not None:
            raise RuntimeError("A fact can't be modified after declaration.")
        setitem(self, key, value if type(value) in atoms else _freeze(value))


def _fact_init(self, *args, **kwargs):  # type: ignore[no-untyped-def]
    """experta's ``Fact.__init__``: the named values handed to ``update`` as they came
    when there is no positional one (16)."""
    self.update(dict(chain(enumerate(args), kwargs.items())) if args else kwargs)
    self._Fact__defaults = {}


_HAS_FIELD_CONSTRAINTS = Fact.has_field_constraints
_HAS_NESTED_ACCESSOR = Fact.has_nested_accessor
_IS_SPECIAL = Fact.is_special


def _declare(self, *facts):  # type: ignore[no-untyped-def]
    """experta's ``KnowledgeEngine.__declare``, each fact checked in plain loops (20);
    one whose class checks itself otherwise, or no fact at all, as experta checks it
    (its method called: for a non-fact, the same ``AttributeError`` before anything is
    declared)."""
    for fact in facts:
        if type(fact).has_field_constraints is not _HAS_FIELD_CONSTRAINTS:
            if fact.has_field_constraints():
                raise TypeError("Declared facts cannot contain conditional elements")
            continue
        values = fact.values()  # called once, as experta's check calls it
        if _dict_like(fact) and _NO_ELEMENT.issuperset(map(type, values)):
            continue  # every value of a type already found to be no conditional element
        for value in values:
            if isinstance(value, ConditionalElement):
                raise TypeError("Declared facts cannot contain conditional elements")
            if _honest(type(value)):
                _seen(_NO_ELEMENT, type(value))
    for fact in facts:
        if type(fact).has_nested_accessor is not _HAS_NESTED_ACCESSOR:
            if fact.has_nested_accessor():
                raise KeyError("Cannot declare facts containing double underscores as keys.")
            continue
        keys = fact.keys()  # called once, as experta's check calls it
        if (_dict_like(fact) and _NAMES.issuperset(map(type, keys))
                and _NOT_NESTED.issuperset(keys)):
            continue  # every key already found to have no "__" inside
        for key in keys:
            if "__" in str(key).strip("_"):
                raise KeyError("Cannot declare facts containing double underscores as keys.")
            if type(key) is str:
                _seen(_NOT_NESTED, key)
    last_inserted = None
    for fact in facts:
        last_inserted = self.facts.declare(fact)
    if not self.running:
        added, removed = self.get_activations()
        self.strategy.update_agenda(self.agenda, added, removed)
    return last_inserted


def _fact_id(fact):  # type: ignore[no-untyped-def]
    """experta's ``FactList._get_fact_id``: the class and the fields' pairs, special
    names (``__factid__``) left out (20); by the fact's own ``is_special`` if its
    class has one of its own."""
    pairs = [fact.__class__]
    if type(fact).is_special is not _IS_SPECIAL:
        pairs += [(key, value) for key, value in fact.items() if not fact.is_special(key)]
        return frozenset(pairs)
    if (_dict_like(fact) and _NAMES.issuperset(map(type, fact))
            and _NOT_SPECIAL.issuperset(fact)):  # every pair
        pairs += fact.items()
        return frozenset(pairs)
    for key, value in fact.items():
        if not (isinstance(key, str) and key.startswith("__") and key.endswith("__")):
            pairs.append((key, value))
            if type(key) is str:
                _seen(_NOT_SPECIAL, key)
    return frozenset(pairs)


# What the checks of 20 have found once, for the next fact: the value types that are no
# conditional element (``ConditionalElement`` is a plain class: a value is one by its
# type, unless its type lets it claim another class, which is never kept), and the
# names (keys of type ``str`` exactly, a fact of other keys checked in the loop) with no
# "__" inside and those that are no special name (a name's test reads the name alone).
# Each holds at most _SEEN_MOST; a fact with anything new is checked in the loop.
_NO_ELEMENT: set[Any] = set()
_NOT_NESTED: set[Any] = set()
_NOT_SPECIAL: set[Any] = set()
_NAMES = frozenset({str})
_SEEN_MOST = 4096


_KEYS, _VALUES, _ITEMS, _ITER = dict.keys, dict.values, dict.items, dict.__iter__


def _dict_like(fact: Any) -> bool:
    """Does the fact list its keys, values and pairs as ``dict`` does (the kept checks
    read them more than once, and otherwise than experta's own calls)?"""
    cls = type(fact)
    return (cls.keys is _KEYS and cls.values is _VALUES and cls.items is _ITEMS
            and cls.__iter__ is _ITER)


def _seen(found: set[Any], what: Any) -> None:
    if len(found) < _SEEN_MOST:
        found.add(what)


def _honest(kind: type) -> bool:
    """Is an instance of this type of no other class than its type, as ``isinstance``
    asks (its ``__class__``): no ``__class__`` of the type's own, no ``__getattribute__``
    written in Python?"""
    return not any("__class__" in vars(owner) or isinstance(
        vars(owner).get("__getattribute__"), types.FunctionType)
        for owner in kind.__mro__[:-1])


_VALIDATE = Fact.validate
_FACTID = vars(Fact)["__factid__"]
_SETATTR = Fact.__setattr__
_GETATTRIBUTE = Fact.__getattribute__


def _plain_fact(fact):  # type: ignore[no-untyped-def]
    """Does this fact validate as ``Fact`` does with no field declared (its class's and
    its own ``validate`` and ``__fields__``), and take its number as ``Fact`` sets it, by
    its property, ``object.__setattr__`` and ``dict.__setitem__`` (30)?"""
    cls = type(fact)
    own = fact.__dict__
    return (cls.validate is _VALIDATE and type(cls.__fields__) is dict and not cls.__fields__
            and "validate" not in own and "__fields__" not in own
            and cls.__factid__ is _FACTID and cls.__setattr__ is _SETATTR
            and cls.__getattribute__ is _GETATTRIBUTE and _sets_as_dict(cls))


def _fact_list_declare(self, fact):  # type: ignore[no-untyped-def]
    """experta's ``FactList.declare`` (30), without its log call; a fact of a plain class
    (``_plain_fact``) not validated (nothing to check) and numbered in one step."""
    if not isinstance(fact, Fact):
        raise ValueError('The fact must descend the Fact class.')
    plain = _plain_fact(fact)
    if not plain:
        fact.validate()
    fact_id = self._get_fact_id(fact)
    if self.duplication or fact_id not in self.reference_counter:
        idx = self.last_index
        if plain:
            dict.__setitem__(fact, "__factid__", idx)
        else:
            fact.__factid__ = idx
        self[idx] = fact
        self.last_index += 1
        self.added.append(fact)
        self.reference_counter[fact_id] += 1
        return fact
    return None


@functools.cache
def _path(what: str) -> tuple[str | int, ...] | None:
    """The keys leading to a field (``a__0__b``: a, 0, b); None for a special name."""
    if what.startswith("__") or what.endswith("__"):
        return None  # experta tests the whole fact then
    return tuple(int(p) if p.isnumeric() else p for p in what.split("__"))


def _check_feature(self, data, is_fact=True):  # type: ignore[no-untyped-def]
    """experta's ``FeatureCheck.__call__``, the field's path split once."""
    record = data
    if is_fact:
        what = self.what
        try:
            if not isinstance(what, str):
                record = data[what]
            else:
                for key in _path(what) or ():
                    record = record[key]
        except (IndexError, KeyError, TypeError):
            return False
    return self.check(record, self.expected)


class _Match:
    """experta's ``MATCH`` (33): ``MATCH.name`` is a wildcard bound to ``name``, made
    at the name's first use and kept on it, so found from then on as an attribute is."""

    def __getattr__(self, name: str) -> W:
        wildcard = name << W()
        setattr(self, name, wildcard)
        return wildcard


MATCH = _Match()
_feature_check_experta = FeatureCheck.__new__


def _feature_check(cls, what, how):  # type: ignore[no-untyped-def]
    """experta's ``FeatureCheck.__new__`` (31): a check made before under the key experta
    reads off its function (the field; ``L``, ``P`` or ``W``; what the constraint holds)
    given back without making that function again; any other made as experta makes it."""
    kind = type(how)
    if kind is W:
        held = how.__bind__
    elif kind is P:
        held = ("ID", id(how.match), how.__bind__)
    elif kind is L:
        held = (how.value, how.__bind__)
    elif not isinstance(how, FieldConstraint):  # a plain value: experta's L(how)
        kind, held = L, (how, None)
    else:
        return _feature_check_experta(cls, what, how)
    made = cls._instances.get((what, kind, held))
    return made if made is not None else _feature_check_experta(cls, what, how)


def leaves(condition):  # type: ignore[no-untyped-def]
    """The patterns and ``TEST``s of a rule or a condition, in the order they are
    written (a rule, AND, OR, NOT, EXISTS and FORALL taken part by part)."""
    if isinstance(condition, (Fact, TEST)):
        yield condition
    elif isinstance(condition, tuple):
        for part in condition:
            yield from leaves(part)


_PATTERN_NAMES: dict = {}  # a pattern (equal ones alike) -> its name (22)
_NAMED: dict = {}  # the same by the pattern's id, for each one named: (it, its name)


@contextlib.contextmanager
def patterns_named(rules):  # type: ignore[no-untyped-def]
    """While experta builds the alpha part of these rules, each of their patterns
    (equal ones alike, and the ``InitialFact()`` experta adds) named by its place among
    them (22)."""
    _PATTERN_NAMES.clear()
    _NAMED.clear()
    for rule in [*rules, InitialFact()]:
        for leaf in leaves(rule):
            if isinstance(leaf, Fact) and id(leaf) not in _NAMED:
                _NAMED[id(leaf)] = (leaf, _PATTERN_NAMES.setdefault(
                    leaf, f"__pattern_{len(_PATTERN_NAMES)}__"))
    try:
        yield
    finally:
        _PATTERN_NAMES.clear()
        _NAMED.clear()


def _name_of(pattern):  # type: ignore[no-untyped-def]
    """The name ``patterns_named`` gave the pattern (by its id: one of those it named;
    else by equality), or None."""
    known = _NAMED.get(id(pattern))
    return known[1] if known is not None else _PATTERN_NAMES.get(pattern)


def _checks(fact):  # type: ignore[no-untyped-def]
    """experta's ``generate_checks``, a pattern binding no name captured under the name
    ``patterns_named`` gave it, not under its address (22): its steps, the checks
    given in a list (the type's; each field's, the one named ``__bind__`` a capture;
    then, with no such field, the capture under the address)."""
    name = _name_of(fact)
    address = f"__pattern_{id(fact)}__"
    checks = [TypeCheck(type(fact))]
    captured = False
    for key, value in fact.items():
        if isinstance(key, str) and key == "__bind__":
            checks.append(FactCapture(name if name is not None and value == address
                                      else value))
            captured = True
        else:
            checks.append(FeatureCheck(key, value))
    if not captured:
        checks.append(FactCapture(address if name is None else name))
    return checks


_prepare_rule_experta = prepare_rule.dispatch(Rule)


def _settled(condition):  # type: ignore[no-untyped-def]
    """Is the condition one that ``dnf`` and ``prepare_rule`` give back as it is (a
    pattern with no value to rewrite, 6; a ``NOT`` of one pattern; a ``TEST``)? Of the
    conditional elements, only these classes themselves: a subclass of two of them is
    dispatched by its own order of classes."""
    if isinstance(condition, Fact):
        values = condition.values()
        return _KEPT.issuperset(map(type, values)) or not any(map(_rewritten, values))
    if type(condition) is NOT:
        return len(condition) == 1 and isinstance(condition[0], Fact)
    return type(condition) is TEST


def _prepare_rule(rule):  # type: ignore[no-untyped-def]
    """experta's ``prepare_rule`` of a rule: in one step for a rule written in normal
    form already (24), by experta's passes otherwise."""
    if not (rule and all(_settled(condition) for condition in rule)):
        return _prepare_rule_experta(rule)
    # experta's test, in its order: a rule starting with a NOT, or else one whose set of
    # patterns (a pattern of no hashable value raises) is empty, gets an InitialFact()
    if isinstance(rule[0], NOT) or not {
            condition if isinstance(condition, Fact) else condition[0]
            for condition in rule if type(condition) is not TEST}:
        return rule.new_conditions(InitialFact(), *rule)
    return rule.new_conditions(*rule)


def _build_alpha_part(ruleset, root_node):  # type: ignore[no-untyped-def]
    """experta's ``ReteMatcher.build_alpha_part``, each check's rank and hash taken
    once and each node's children found by their check (25)."""
    extract_facts = _rete_matcher_module.extract_facts
    generate_checks = _rete_matcher_module.generate_checks
    ruleset = ruleset.copy()
    ruleset.add(Rule(InitialFact()))
    rule_facts = [(rule, extract_facts(rule)) for rule in ruleset]
    # Equal patterns are one to experta (a key of its dicts): they are told by one key
    # here, the name patterns_named (22) gave them, or else the id of the first met;
    # their checks are the last met's, as experta's dict keeps them. Equal patterns'
    # checks may differ: a combination of constraints is equal to another of the same
    # parts (``L(1) & L(2)`` and ``L(1) | L(2)``, tuples alike), and one binding no
    # name is captured under its own address where patterns_named did not name it. A
    # pattern's checks as experta's set holds them, told apart as it tells them: a
    # FeatureCheck (made once for its key, each with a function of its own) equals only
    # itself; a TypeCheck and a FactCapture, 1-tuples, are equal by value.
    first: dict = {}
    last: dict = {}  # the pattern met last for each key, the keys in the order first met
    ones = []  # each rule's patterns, each by the key of equal ones
    for _rule, facts in rule_facts:
        keys_of_rule = []
        for fact in facts:
            name = _name_of(fact)
            one = name if name is not None else id(first.setdefault(fact, fact))
            keys_of_rule.append(one)
            last[one] = fact
        ones.append(keys_of_rule)
    fact_checks = {}
    for one, fact in last.items():
        unique: dict = {}  # the first of equal checks, as a set keeps it
        for check in generate_checks(fact):
            unique.setdefault(id(check) if type(check) is FeatureCheck else check, check)
        fact_checks[one] = unique
    rank = Counter(key for unique in fact_checks.values() for key in unique)
    weight = {one: sum(rank[key] for key in unique)  # by the key of equal patterns
              for one, unique in fact_checks.items()}

    def sort_key(check):  # type: ignore[no-untyped-def]
        if isinstance(check, TypeCheck):
            return (float("inf"), hash(check))
        if isinstance(check, FactCapture):
            return (float("-inf"), hash(check))
        if isinstance(check, FeatureCheck):
            return (rank[id(check)], hash(check))
        raise TypeError("Unknown check type.")

    keys: dict = {}  # a check's sort key by its id, taken once however many share it
    for unique in fact_checks.values():
        for check in unique.values():
            if id(check) not in keys:
                keys[id(check)] = sort_key(check)
    order = sorted(range(len(ones)), reverse=True,
                   key=lambda at: sum(weight[one] for one in ones[at]) / len(ones[at]))
    children_by_check: dict = {}
    terminals: dict = {}  # each pattern's branch end, by the key of equal patterns
    keyed: dict = {}  # the pattern experta's dict is keyed by: the first met building
    for at in order:
        for fact, one in zip(rule_facts[at][1], ones[at], strict=True):
            if one in terminals:  # the same checks: the same branch, made already
                continue
            keyed[one] = fact
            node = root_node
            for check in sorted(fact_checks[one].values(), key=lambda c: keys[id(c)],
                                reverse=True):
                children = children_by_check.get(id(node))
                if children is None:
                    children = children_by_check[id(node)] = _children_by_check(node)
                child = children.get(id(check))
                if child is None:
                    child = children[id(check)] = _new_child(node, check, children)
                node = child
            terminals[one] = node
    return {keyed[key]: node for key, node in terminals.items()}


_UNREADABLE = object()  # a child no check is read from (experta's scan stops there)


def _children_by_check(node):  # type: ignore[no-untyped-def]
    """A node's children made before (25) by the check they test, the first of each, as
    experta's scan of them finds it; the scan stops at a child with no check (a beta
    node), where it fails: that child is kept under ``_UNREADABLE``."""
    children = {}
    for child in node.children:
        matcher = getattr(child.node, "matcher", _UNREADABLE)
        if matcher is _UNREADABLE:
            children[_UNREADABLE] = child.node
            break
        children.setdefault(id(matcher), child.node)
    return children


def _new_child(node, check, children):  # type: ignore[no-untyped-def]
    """A new child of ``node`` testing ``check`` (25): experta's scan for one has failed,
    or, reaching a child with no check, fails now."""
    if _UNREADABLE in children:
        return children[_UNREADABLE].matcher  # experta's AttributeError
    child = feature_tester(check)
    attach(node, child, child.activate)
    return child


def _build_network(self):  # type: ignore[no-untyped-def]
    """experta's ``build_network``, or the network loaded from the cache (11)."""
    from ruling.engine import netcache  # imported here: netcache takes its names from here

    netcache.build_network(self)


# Each change: (where, what, experta's replaced by ours), numbered as above.
def _logs(watcher: str, level: str) -> bool:
    """Would experta's watcher log a line of this level (its own level, or the one it
    takes from the loggers above it, the root's if it has none)?"""
    return bool(getattr(watchers, watcher).isEnabledFor(getattr(logging, level)))


_CHANGES = [
    (ReteMatcher, "changes", _changes),  # 1
    (ReteMatcher, "_get_conflict_set_nodes", _conflict_set_nodes),  # 17
    (ConflictSetNode, "_activate", _activate_and_mark),  # 1
    (ReteMatcher, "reset", _reset_inline),  # 2, 14
    (Token, "copy", _copy_token),  # 4
    (Rule, "new_conditions", _new_conditions),  # 5
    (_rete_matcher_module, "wire_rule", _wire_rule),  # 7
    (_rete_matcher_module, "generate_checks", _checks),  # 22
    (BusNode, "add", _bus_add),  # 8
    (BusNode, "remove", _bus_remove),  # 8
    (ReteMatcher, "build_network", _build_network),  # 11
    (ReteMatcher, "build_alpha_part", staticmethod(_build_alpha_part)),  # 25
    (Fact, "update", _fact_update),  # 15
    (Fact, "__init__", _fact_init),  # 16
    (KnowledgeEngine, "_KnowledgeEngine__declare", _declare),  # 20
    (FactList, "_get_fact_id", staticmethod(_fact_id)),  # 20
    (KnowledgeEngine, "reset", _engine_reset),  # 27
    (Fact, "__hash__", _fact_hash),  # 28
    (FeatureCheck, "__new__", _feature_check),  # 31
]
if not _logs("MATCHER", "DEBUG") and not _logs("MATCH", "DEBUG"):  # 3

    def _one_input(self, token):  # type: ignore[no-untyped-def]
        return self._activate(token.copy())

    def _left(self, token):  # type: ignore[no-untyped-def]
        return self._activate_left(token.copy())

    def _right(self, token):  # type: ignore[no-untyped-def]
        return self._activate_right(token.copy())

    _CHANGES += [(OneInputNode, "activate", _one_input),
                 (TwoInputNode, "activate_left", _left),
                 (TwoInputNode, "activate_right", _right),
                 (FeatureTesterNode, "activate", _test_feature),  # 9
                 (BusNode, "add", _bus_add_compiled),  # 12
                 (BusNode, "remove", _bus_remove_compiled),  # 12
                 (Token, "to_info", _token_info),  # 13
                 (OrdinaryMatchNode, "activate_left", _join_left),  # 13
                 (OrdinaryMatchNode, "activate_right", _join_right),  # 13
                 (NotNode, "activate_left", _negation_left),  # 13, 19
                 (NotNode, "activate_right", _negation_right),  # 13, 19
                 (WhereNode, "activate", WhereNode._activate),  # 13
                 (ConflictSetNode, "activate", _activate_held),  # 13, 19
                 (ReteMatcher, "reset", _reset_held)]  # 19
    if not _logs("MATCH", "INFO"):  # a field tested, a TEST passed: INFO lines
        _CHANGES += [(FeatureCheck, "__call__", _check_feature),  # 10
                     (WhereCheck, "__call__", _where_call)]  # 29
    for _watcher in (watchers.MATCHER, watchers.MATCH):
        _watcher.debug = lambda *args, **kwargs: None  # type: ignore[method-assign]
    if not _logs("MATCH", "INFO"):
        watchers.MATCH.info = lambda *args, **kwargs: None  # type: ignore[method-assign]
if not _logs("FACTS", "INFO"):  # a fact declared is an INFO line
    _CHANGES.append((FactList, "declare", _fact_list_declare))  # 30

# experta's own, for tests/test_rete.py to rule with both and compare.
# (A staticmethod is kept as it is, not as the function it holds, to be put back as it was.)
EXPERTA = [(owner, name, vars(owner).get(name, getattr(owner, name)))
           for owner, name, _ in _CHANGES]
ConflictSetNode.matcher_dirty = set()  # replaced per matcher on first use (1)
for _owner, _name, _ours in _CHANGES:
    setattr(_owner, _name, _ours)
_dnf.register(Fact, _dnf_pattern)  # 6; experta's is _dnf_fact
prepare_rule.register(Rule, _prepare_rule)  # 24; experta's is _prepare_rule_experta

__all__ = ["AND", "AS", "L", "MATCH", "NOT", "OR", "P", "TEST", "W", "DefFacts",
           "FieldConstraint",
           "DepthStrategy", "Fact", "Field", "KnowledgeEngine", "Rule"]
