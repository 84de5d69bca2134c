"""The one door to experta.

experta 1.9.4 pins ``frozendict==1.2``, whose ``frozendict`` class derives from
``collections.Mapping``: an alias that Python 3.10 removed (it lives in
``collections.abc``). So a plain ``pip install`` gives an experta that cannot be
imported. Rather than fork or vendor either package, this module puts the old
aliases back, once, before experta (and so frozendict) is first imported. Every
other module takes experta's names from here, never from ``experta`` itself;
``tests/test_rete.py`` proves both the breakage and the cure.
"""

import collections
import collections.abc

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
)
from experta.strategies import DepthStrategy  # noqa: E402

__all__ = ["AND", "AS", "L", "MATCH", "NOT", "OR", "P", "TEST", "W", "DefFacts",
           "DepthStrategy", "Fact", "Field", "KnowledgeEngine", "Rule"]
