"""Each edition's law modules, assembled into its inference engine."""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from functools import cache

from ruling.engine.facts import (
    Action,
    AuctionOver,
    CalledOver,
    CallMade,
    Cancelled,
    CardPlayed,
    Contract,
    DirectorCalled,
    PlayOver,
    RevokeMade,
    TrickComplete,
    TricksTaken,
)
from ruling.engine.inference import RulingEngine, ordered, probes
from ruling.engine.lazylaws import lazy_class, read_index, write_index
from ruling.engine.registry import PERIODS
from ruling.engine.rete import NOT, OR, Fact, Rule
from ruling.kb import EDITIONS
from ruling.kb.choices import CHOICES
from ruling.kb.dsl import LawModule
from ruling.kb.phases import DEFAULT, PHASES
from ruling.kb.recognition import NotCovered, Recognition
from ruling.kb.result import Result

# The record facts that exist only in one period of the board.
_PERIOD_OF_FACT: dict[type, str] = {
    CallMade: "auction", CalledOver: "auction", Cancelled: "auction", AuctionOver: "auction",
    Contract: "play", CardPlayed: "play", TrickComplete: "play", RevokeMade: "play",
    PlayOver: "play", TricksTaken: "play",
}


# Laws 17-40 are the auction's, 41-71 the play's; Laws 50 and 51 (penalty cards) also
# rule on cards exposed in the auction (Law 24E), at the opening lead.
_BOTH_PERIODS = {50, 51}


def file_periods(name: str) -> frozenset[str]:
    """The periods of the board the laws of a knowledge-base file belong to, by its name."""
    if name.endswith("_play"):
        return frozenset({"play"})
    digits = "".join(ch for ch in name if ch.isdigit())
    number = int(digits) if digits else 0
    if 17 <= number <= 40:
        return frozenset({"auction"})
    if 41 <= number <= 71 and number not in _BOTH_PERIODS:
        return frozenset({"play"})
    return PERIODS


@cache
def law_modules(edition: str, periods: frozenset[str] = PERIODS
                ) -> tuple[type[LawModule], ...]:
    """The law classes of an edition (of those periods), in the order of their numbers.

    Only the files of those periods are imported: a TD asking about an auction waits
    for the auction's laws alone.
    """
    package = importlib.import_module(EDITIONS[edition])
    classes: list[type[LawModule]] = []
    for name in _module_names(package.__path__[0]):
        if not file_periods(name) & periods:
            continue
        module = importlib.import_module(f"{package.__name__}.{name}")
        classes += [value for value in vars(module).values()
                    if isinstance(value, type) and issubclass(value, LawModule)
                    and value is not LawModule and value.__module__ == module.__name__]
    return tuple(sorted(classes, key=lambda c: _law_key(c.number)))


def _module_names(folder: str) -> list[str]:
    """The modules of an edition's package (its ``lawNN.py`` files), by name: the folder
    listed as pkgutil.iter_modules would list it, without pkgutil (~0.6 ms to import)."""
    return sorted(name[:-3] for name in os.listdir(folder)
                  if name.endswith(".py") and name[:-3].isidentifier() and name != "__init__.py")


def _law_key(number: str) -> tuple[int, str]:
    digits = "".join(ch for ch in number if ch.isdigit())
    return (int(digits) if digits else 0, number)


def _required(condition: object) -> Iterator[Fact]:
    """The fact patterns a rule needs matched: not those under NOT, nor inside OR."""
    if isinstance(condition, Fact):
        yield condition
    elif isinstance(condition, (NOT, OR)):
        return
    elif isinstance(condition, tuple):
        for part in condition:
            yield from _required(part)


def periods_of(rule: Rule) -> frozenset[str]:
    """The periods of the board whose facts a rule needs: it cannot fire without them.

    A rule matching a call needs the auction; a card, the play; one that matches
    only irregularities, ruling items and findings can fire in either.
    """
    found: set[str] = set()
    for pattern in _required(rule):
        period = _PERIOD_OF_FACT.get(type(pattern))
        if period is None and isinstance(pattern, (Action, DirectorCalled)):
            written = pattern.get("period") if "period" in pattern else None
            period = written if isinstance(written, str) else None
        if period is not None:
            found.add(period)
    return frozenset(found)


@cache
def engine_class(edition: str, periods: frozenset[str] = PERIODS) -> type[RulingEngine]:
    """One engine class holding the rules of the edition that can fire in those periods.

    Each rule is filed under its law class's name (``Law27__accepted``), so two laws
    may name their rules alike; any other name two law classes share is an error.
    A rule needing the facts of a period the incident lacks is left out: it could
    never fire, and building the network for it is what a cold start pays for.
    Each rule fires in its place: phase by phase, an exception before the rules it
    overrides (``kb.phases``); the order is taken over every rule of the modules loaded.
    """
    laws = law_modules(edition, periods)
    modules = (*laws, *_mixins(edition))
    placed = ordered({f"{module.__name__}__{name}": value for module in modules
                      for name, value in vars(module).items() if isinstance(value, Rule)},
                     PHASES, DEFAULT)
    namespace: dict[str, object] = {"edition": edition, "periods": periods}
    places: dict[str, tuple[type, str, str | None]] = {}
    owners: dict[str, type] = {}
    for module in modules:
        for name, value in vars(module).items():
            if isinstance(value, Rule):
                if periods_of(value) <= periods:
                    namespace[f"{module.__name__}__{name}"] = placed[f"{module.__name__}__{name}"]
                    places[f"{module.__name__}__{name}"] = (module, name, None)
                    for probe in probes(value):  # the findings it asks (engine.inference)
                        namespace[f"{module.__name__}__{name}__{probe.__name__}"] = probe
                        places[f"{module.__name__}__{name}__{probe.__name__}"] = (
                            module, name, probe.__name__)
                namespace.setdefault(name, None)  # hide the inherited plain name
            elif not name.startswith("__") and name not in _LAW_MODULE_ATTRIBUTES:
                if name in owners:
                    raise TypeError(f"{module.__name__} and {owners[name].__name__} both "
                                    f"define {name}")
                owners[name] = module
    namespace["rule_names"] = tuple(sorted(name for name, value in namespace.items()
                                           if isinstance(value, Rule)))
    # where each rule and law class's helper is found, for an index (engine.lazylaws)
    namespace["rule_places"] = places
    namespace["law_attributes"] = {name: owner for name, owner in owners.items()
                                   if owner in laws}
    return type(f"Engine{edition}", (*modules, RulingEngine), namespace)


_LAW_MODULE_ATTRIBUTES = {"number", "title", "summary"}


def _mixins(edition: str) -> tuple[type, ...]:
    """The classes of rules every engine of the edition has beside its law files'."""
    return (Recognition, Result, *CHOICES[edition], NotCovered)


@cache
def lazy_engine_class(edition: str, periods: frozenset[str] = PERIODS) -> type[RulingEngine]:
    """``engine_class``'s, made from the index of its rules when the cache holds one: the
    edition's law files are imported only as a ruling reaches something of theirs
    (``engine.lazylaws``). Without one, the class of the imported law files, whose
    index is then written for the next run."""
    bases = (*_mixins(edition), RulingEngine)
    index = read_index(edition, periods, bases, EDITIONS[edition])
    if index is not None:
        namespace = {"edition": edition, "periods": periods,
                     "real_class": staticmethod(lambda: engine_class(edition, periods))}
        try:
            made = lazy_class(f"Engine{edition}", bases, index, EDITIONS[edition], namespace)
        except Exception:  # an index no class can be made from: as if there were none
            made = None
        if made is not None:
            return made  # type: ignore[return-value]
    built = engine_class(edition, periods)
    write_index(built, bases, EDITIONS[edition])
    return built


def engine_for(edition: str, periods: frozenset[str] = PERIODS) -> RulingEngine:
    """A new engine for the edition, with the laws of the periods the incident has."""
    return engine_class(edition, periods or PERIODS)()
