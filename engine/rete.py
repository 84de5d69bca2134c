"""The one door to experta, and what it needs to run well here.

experta 1.9.4 pins ``frozendict==1.2``, whose ``frozendict`` class derives from
``collections.Mapping``: an alias that Python 3.10 removed (it lives in
``collections.abc``). So a plain ``pip install`` gives an experta that cannot be
imported. Rather than fork or vendor either package, this module puts the old
aliases back, once, before experta (and so frozendict) is first imported. Every
other module takes experta's names from here, never from ``experta`` itself;
``tests/test_rete.py`` proves both the breakage and the cure.

Below the import, three changes to experta's RETE matcher make it fast enough for a
library of thousands of cases (``benchmarks/run.py``), without changing what it
matches (every case in ``cases/`` is replayed by the tests):

1. After each change experta asks *every* rule's conflict-set node for its new
   activations; here a node that got one marks itself, and only those are asked
   (in the network's own order, so the agenda comes out the same).
2. A reset walked the network from the root, resetting a node once for every path
   to it; here each node is reset once.
3. The matcher's debug logging, off unless a watcher is switched on, still cost a
   call or two per token; here it is skipped when ``experta.watchers`` are not
   watching as this module is imported.
4. Every node copies each token it receives, and the copy re-checked what the
   original had already been checked for; here a copy is just a copy.
5. Building the network, each rule's every variant (its conditions in disjunctive
   normal form) re-inspected the rule's function signature; here the variant takes
   the inspected signature from its rule.
"""

import collections
import collections.abc
import functools

for _name in ("Mapping", "MutableMapping", "Sequence", "MutableSequence", "Set",
              "MutableSet", "Iterable", "Hashable", "Callable"):
    if not hasattr(collections, _name):
        setattr(collections, _name, getattr(collections.abc, _name))

from experta import (  # noqa: E402
    AND,
    AS,
    MATCH,
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
from experta.matchers.rete import ReteMatcher  # noqa: E402
from experta.matchers.rete.abstract import OneInputNode, TwoInputNode  # noqa: E402
from experta.matchers.rete.nodes import ConflictSetNode  # noqa: E402
from experta.matchers.rete.token import Token  # noqa: E402
from experta.strategies import DepthStrategy  # noqa: E402

_activate_conflict_set = ConflictSetNode._activate


def _activate_and_mark(self, token):  # type: ignore[no-untyped-def]
    _activate_conflict_set(self, token)
    if self.added or self.removed:
        self.matcher_dirty.add(self)


def _changes(self, adding=None, deleting=None):  # type: ignore[no-untyped-def]
    """experta's ``changes``, asking only the conflict-set nodes that changed."""
    if not hasattr(self, "_dirty"):
        order = self._get_conflict_set_nodes()
        self._dirty = set()
        self._order = {node: i for i, node in enumerate(order)}
        for node in order:
            node.matcher_dirty = self._dirty
    for fact in deleting or ():
        self.root_node.remove(fact)
    for fact in adding or ():
        self.root_node.add(fact)
    added: list = []
    removed: list = []
    for node in sorted(self._dirty, key=self._order.__getitem__):
        node_added, node_removed = node.get_activations()
        added.extend(node_added)
        removed.extend(node_removed)
    self._dirty.clear()
    return added, removed


def _reset(self):  # type: ignore[no-untyped-def]
    """experta's ``reset``, each node of the network reset once."""
    if not hasattr(self, "_nodes"):
        seen: dict[int, object] = {}
        stack = [self.root_node]
        while stack:
            node = stack.pop()
            if id(node) not in seen:
                seen[id(node)] = node
                stack.extend(child.node for child in node.children)
        self._nodes = list(seen.values())
    for node in self._nodes:
        node._reset()  # type: ignore[attr-defined]


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


Token.copy = _copy_token
Rule.new_conditions = _new_conditions
ConflictSetNode.matcher_dirty = set()  # replaced per matcher on first use
ConflictSetNode._activate = _activate_and_mark
ReteMatcher.changes = _changes
ReteMatcher.reset = _reset
if not watchers.worth("MATCHER", "DEBUG") and not watchers.worth("MATCH", "DEBUG"):

    def _one_input(self, token):  # type: ignore[no-untyped-def]
        return self._activate(token.copy())

    def _left(self, token):  # type: ignore[no-untyped-def]
        return self._activate_left(token.copy())

    def _right(self, token):  # type: ignore[no-untyped-def]
        return self._activate_right(token.copy())

    OneInputNode.activate = _one_input
    TwoInputNode.activate_left = _left
    TwoInputNode.activate_right = _right
    for _watcher in (watchers.MATCHER, watchers.MATCH):
        _watcher.debug = lambda *args, **kwargs: None  # type: ignore[method-assign]

__all__ = ["AND", "AS", "L", "MATCH", "NOT", "OR", "P", "TEST", "W", "DefFacts",
           "DepthStrategy", "Fact", "Field", "KnowledgeEngine", "Rule"]
