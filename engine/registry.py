"""What the engine is handed by a knowledge base: it knows no law of its own.

A knowledge base describes itself in a :class:`KnowledgeBase`; the program's entry
point (the CLI, a tool, the tests: the composition root) installs it once, before the
first incident is read: ``engine.registry.install(kb.KNOWLEDGE)``. The loader then
accepts that knowledge base's editions and findings, the session builds its engines,
the renderer names its findings and asks its questions, and the catalog lists its
laws.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ruling.engine.records import record

if TYPE_CHECKING:
    from ruling.engine.inference import RulingEngine
    from ruling.engine.rete import Fact

PERIODS = frozenset({"auction", "play"})  # the periods of a board a record can cover

Words = Mapping[str, str]  # one text in each of the ruling's languages: {"en": ..., "ru": ...}


class LawInfo(Protocol):
    """A law the knowledge base encodes: its number, title and summary."""

    number: str
    title: Words
    summary: Words


@record(frozen=True)
class KnowledgeBase:
    """Everything the engine needs to know of the laws."""

    editions: tuple[str, ...]
    """The editions an incident may name (``laws:``); the first is the default."""
    engine_class: Callable[[str, frozenset[str]], type[RulingEngine]]
    """The engine class of an edition holding the rules those periods can fire."""
    law_modules: Callable[[str], Sequence[LawInfo]]
    """The laws an edition encodes, in the order of their numbers."""
    law_title: Callable[[str, str], str]
    """``(number, lang)``: the title of a law named without a module of its own."""
    recognisers: tuple[str, ...]
    """Prefixes of rule names (``"Recognition."``) that only recognise an irregularity."""
    findings: tuple[str, ...]
    """The keys of the TD's findings (an incident's ``findings:``), in a fixed order."""
    finding_name: Callable[[str, str], str]
    """``(key, lang)``: a finding in a few words."""
    question: Callable[[str, str, str, Mapping[str, Any]], str]
    """``(key, law, lang, bound)``: the question for a finding, as the law asking it puts
    it, naming what the asking rule had matched (``bound``: its bindings) where the
    law's question is written to."""
    finding_kind: Callable[[str], str] = lambda key: "boolean"
    """``key``: the kind of value a finding holds: ``boolean`` (true or false, the
    engine asks it and branches on it), or ``outcomes`` (the likely results of the board
    with their weights, ``engine.outcomes``: read only when the TD gives it)."""
    encodes: Callable[[str, str], bool] = lambda edition, number: True
    """``(edition, number)``: does the knowledge base encode that law (any part of it)
    for the edition? A ``not-covered`` item citing a law it does not encode says so."""
    must_read: Callable[[Fact], bool] = lambda fact: False
    """Must the ruling account for this fact (an entry of the record, a finding given,
    an irregularity)? One that no rule used is then handed back to the knowledge base
    as an ``Unread`` fact, for its report rules to say what the TD decides
    (``RulingEngine.account``): a ruling is never silent about it."""

    def engine_for(self, edition: str, periods: frozenset[str] = PERIODS) -> RulingEngine:
        """A new engine for the edition, with the laws of the periods the incident has."""
        return self.engine_class(edition, periods or PERIODS)()


_installed: KnowledgeBase | None = None


def install(knowledge: KnowledgeBase) -> None:
    """Hand the engine its knowledge base (the entry point does, once)."""
    global _installed
    _installed = knowledge


def knowledge() -> KnowledgeBase:
    """The installed knowledge base."""
    if _installed is None:
        raise RuntimeError("no knowledge base installed: the entry point calls "
                           "ruling.engine.registry.install(ruling.kb.KNOWLEDGE) first")
    return _installed
