"""Cards as the play-period laws of both editions compare them: the lowest, the highest,
those of a suit, those a player may legally play."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ruling.engine.notation import parse_card, partner


def player_of(entry: Any) -> str:
    """Who made a card's play (or its tempo): dummy's cards are declarer's to play (2017
    Law 41D, 45B), so a card of dummy's is declarer's action."""
    return partner(entry["seat"]) if entry.get("role") == "dummy" else entry["seat"]


def card_value(card: str) -> int:
    return parse_card(card).value


def lowest(cards: Iterable[str]) -> str | None:
    cards = list(cards)
    return min(cards, key=card_value) if cards else None


def highest(cards: Iterable[str]) -> str | None:
    cards = list(cards)
    return max(cards, key=card_value) if cards else None


def of_suit(holding: Iterable[str], suit: str) -> list[str]:
    return [c for c in holding if c[0] == suit]


def legal(holding: Iterable[str], suit_led: str | None) -> list[str]:
    """The cards of ``holding`` that may be played: any when leading, else the suit led
    when held (Law 44C, 44D)."""
    from ruling.engine.play import legal_cards  # the play's analysis: not loaded for an auction

    cards = legal_cards(frozenset(parse_card(c) for c in holding), suit_led)
    return sorted((str(c) for c in cards), key=lambda c: ("SHDC".index(c[0]), -card_value(c)))
SUITS = "SHDC"


def in_order(suits: Any) -> str:
    """The suits given (any iterable of suit letters), once each, in the order S H D C."""
    present = set(suits)
    return "".join(s for s in SUITS if s in present)
