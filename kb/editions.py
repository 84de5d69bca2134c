"""Each edition's law modules, assembled into its inference engine."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from engine.inference import RulingEngine
from engine.rete import Rule
from kb.dsl import LawModule
from kb.recognition import NotCovered, Recognition
from kb.result import Result

EDITIONS = {"2017": "kb.y2017", "1987": "kb.y1987"}


@cache
def law_modules(edition: str) -> tuple[type[LawModule], ...]:
    """The law classes of an edition, in the order of their law numbers."""
    package = importlib.import_module(EDITIONS[edition])
    classes: list[type[LawModule]] = []
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        classes += [value for value in vars(module).values()
                    if isinstance(value, type) and issubclass(value, LawModule)
                    and value is not LawModule and value.__module__ == module.__name__]
    return tuple(sorted(classes, key=lambda c: _law_key(c.number)))


def _law_key(number: str) -> tuple[int, str]:
    digits = "".join(ch for ch in number if ch.isdigit())
    return (int(digits) if digits else 0, number)


@cache
def engine_class(edition: str) -> type[RulingEngine]:
    """One engine class holding every rule of the edition.

    Each rule is filed under its law class's name (``Law27__accepted``), so two laws
    may name their rules alike; any other name two law classes share is an error.
    """
    modules = (*law_modules(edition), Recognition, Result, NotCovered)
    namespace: dict[str, object] = {"edition": edition}
    owners: dict[str, str] = {}
    for module in modules:
        for name, value in vars(module).items():
            if isinstance(value, Rule):
                namespace[f"{module.__name__}__{name}"] = value
                namespace.setdefault(name, None)  # hide the inherited plain name
            elif not name.startswith("__") and name not in _LAW_MODULE_ATTRIBUTES:
                if name in owners:
                    raise TypeError(f"{module.__name__} and {owners[name]} both define {name}")
                owners[name] = module.__name__
    return type(f"Engine{edition}", (*modules, RulingEngine), namespace)


_LAW_MODULE_ATTRIBUTES = {"number", "title", "summary"}


def engine_for(edition: str) -> RulingEngine:
    return engine_class(edition)()
