"""The knowledge base: the Laws of Duplicate Bridge as forward-chaining rules.

One module a law, one package an edition (``kb.y2017``, ``kb.y1987``). Each law
module holds a class named after the law (``Law27``) whose rules are written with
:func:`kb.dsl.law`, and the law's title and summary in English and Russian.
``kb.editions`` assembles an edition's modules into its inference engine.

:data:`KNOWLEDGE` is what the engine is handed (``engine.registry.install``): the
engine knows no law of its own. Building it loads no law: an edition's laws are
imported when its engine is first built, and then only those of the periods the
incident covers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ruling.engine.registry import KnowledgeBase, LawInfo
from ruling.kb import findings
from ruling.kb.common.unread import must_read

if TYPE_CHECKING:
    from ruling.engine.inference import RulingEngine

# Each edition's package; the first edition is an incident's when it names none.
EDITIONS = {"2017": "ruling.kb.y2017", "1987": "ruling.kb.y1987"}


def _engine_class(edition: str, periods: frozenset[str]) -> type[RulingEngine]:
    from ruling.kb.editions import lazy_engine_class

    return lazy_engine_class(edition, periods)


def _law_modules(edition: str) -> tuple[LawInfo, ...]:
    from ruling.kb.editions import law_modules

    return law_modules(edition)


def _law_title(number: str, lang: str) -> str:
    from ruling.kb.titles import title  # only the catalog (``ruling laws``) needs them

    return title(number, lang)


# laws encoded by a module of their own in neither edition's package: 10C2 (2017,
# ``kb.choices``), 77 (both, ``kb.result``)
_ENCODED_ELSEWHERE = {"2017": {"10", "77"}, "1987": {"77"}}


def _encodes(edition: str, number: str) -> bool:
    """Does the knowledge base encode Law ``number`` of the edition (a law file of its
    own, or a rule outside the edition's package)?"""
    from importlib.util import find_spec

    if number in _ENCODED_ELSEWHERE.get(edition, ()):
        return True
    return bool(number) and find_spec(f"{EDITIONS[edition]}.law{number}") is not None


KNOWLEDGE = KnowledgeBase(
    editions=tuple(EDITIONS),
    engine_class=_engine_class,
    law_modules=_law_modules,
    law_title=_law_title,
    recognisers=("Recognition.", "NotCovered.", "UnencodedPlay1987."),
    findings=findings.KEYS,
    finding_name=findings.name,
    question=findings.question,
    finding_kind=findings.kind,
    must_read=must_read,
    encodes=_encodes,
)
