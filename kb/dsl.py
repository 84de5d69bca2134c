"""The vocabulary law modules are written in: one import line for all of them."""

from collections.abc import Iterable
from typing import Any

from ruling.engine.facts import (
    Accepted,
    Action,
    AuctionOver,
    CalledOver,
    CallMade,
    Cancelled,
    CardPlayed,
    CardsLeft,
    Contract,
    DirectorCalled,
    EndOfRecord,
    Finding,
    Irregularity,
    Item,
    PlayOver,
    Reading,
    RevokeMade,
    State,
    TrickComplete,
    TricksTaken,
    Unread,
)
from ruling.engine.inference import Given, RulingEngine, law, phrase
from ruling.engine.notation import lho, partner, record_position, rho, side
from ruling.engine.rete import AS, MATCH, NOT, OR, TEST, W
from ruling.engine.vocabulary import place

CHOOSES = "chooses"


def Chooses(**fields: Any) -> Action:  # a pattern, spelt like the facts it matches
    """A player's statement of his choice of an option (``S chooses require-D``), as a
    pattern: an ``Action`` with ``verb`` "chooses" and ``choice`` the option's id
    (lowercased), with the other fields of an ``Action`` of its period."""
    return Action(verb=CHOOSES, **fields)


def choice_in(choice: str | None, choices: Iterable[str]) -> str | None:
    """The id among ``choices`` that a statement names, spelt as the option spells it;
    None when it names none of them. Ids compare regardless of case, and of the order of
    the parts joined by ``+`` (``prohibit-c+d`` names ``prohibit-D+C``)."""
    if not choice:
        return None
    return next((c for c in choices if _choice_key(str(c)) == _choice_key(choice)), None)


def _choice_key(choice: str) -> tuple[str, frozenset[str]]:
    head, _, rest = choice.lower().partition("-")
    return head, frozenset(rest.split("+"))


def decide(en: str, ru: str, **fields: Any) -> dict[str, str]:
    """What a ``not-covered`` item leaves to the TD, in both languages of the ruling.

    With ``fields``, ``en`` and ``ru`` are templates filled as a rule's own text is:
    ``decide("order of {seat}'s penalty card {card}", "… {card} ({seat})", seat="W",
    card="DQ")`` says "West" and "♦Q", "Запад" and "♦Д"; a field named ``…suit`` or
    ``…suits`` is a suit. Without fields, the texts are as written."""
    if not fields:
        return {"en": en, "ru": ru}
    return {"en": phrase(en, "en", fields), "ru": phrase(ru, "ru", fields)}


class LawModule:
    """Base of every law's class: its number, title and summary in both languages."""

    number: str = ""
    title: dict[str, str] = {}
    summary: dict[str, str] = {}


__all__ = [
    "AS", "CHOOSES", "MATCH", "NOT", "OR", "TEST", "W",
    "Accepted", "Action", "AuctionOver", "CallMade", "CalledOver", "Cancelled", "CardPlayed",
    "CardsLeft",
    "Chooses", "Contract", "DirectorCalled", "EndOfRecord", "Finding", "Given", "Irregularity",
    "Item",
    "LawModule", "PlayOver", "Reading", "RevokeMade", "RulingEngine", "State", "TrickComplete",
    "TricksTaken", "Unread", "choice_in", "decide", "law", "lho", "partner", "place",
    "record_position", "rho", "side",
]
