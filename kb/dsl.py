"""The vocabulary law modules are written in: one import line for all of them."""

from engine.facts import (
    Accepted,
    Action,
    AuctionOver,
    CalledOver,
    CallMade,
    Cancelled,
    CardPlayed,
    Contract,
    DirectorCalled,
    EndOfRecord,
    Finding,
    Irregularity,
    Item,
    PlayOver,
    RevokeMade,
    State,
    TrickComplete,
    TricksTaken,
)
from engine.inference import RulingEngine, law
from engine.notation import lho, partner, rho, side
from engine.rete import AS, MATCH, NOT, OR, TEST, W


class LawModule:
    """Base of every law's class: its number, title and summary in both languages."""

    number: str = ""
    title: dict[str, str] = {}
    summary: dict[str, str] = {}


__all__ = [
    "AS", "MATCH", "NOT", "OR", "TEST", "W",
    "Accepted", "Action", "AuctionOver", "CallMade", "CalledOver", "Cancelled", "CardPlayed",
    "Contract", "DirectorCalled", "EndOfRecord", "Finding", "Irregularity", "Item",
    "LawModule", "PlayOver", "RevokeMade", "RulingEngine", "State", "TrickComplete",
    "TricksTaken", "law", "lho", "partner", "rho", "side",
]
