"""Penalty cards as the laws of the play read them: when one exists and when it left the
table, which cards could legally have been played instead, and declarer's lead options
(2017 Laws 50-52, 57, 59, 60); and how a 1987 defender's card becomes one."""

from __future__ import annotations

from typing import Any

from ruling.engine.inference import RulingEngine
from ruling.kb.common.cards import SUITS, in_order
from ruling.kb.common.record import entry_number
from ruling.kb.common.templates import (
    PenaltyCard,
    PenaltyCardOnTable,
    PenaltyCardPickedUp,
    PenaltyCardStatusUnknown,
    PlayRestriction,
)

PLACED = ("stands", "undecided")


def since_of(item: Any) -> int:
    """The entry after which a penalty card exists: ``from_n`` if given, else its ``irr``."""
    return item.get("from_n") or entry_number(item.get("irr"))


def placed(card: Any) -> bool:
    return card["fate"] in PLACED


def played_since(card: Any, since: int) -> bool:
    """Did ``card`` put a penalty card (existing since entry ``since``) into a trick?

    A later card that went into a trick; or the penalty card's own premature play, when
    the record shows it stayed in the trick (played there at its owner's turn).
    """
    if card["n"] > since:
        return placed(card)
    return card["n"] == since and card["fate"] == "stands"


def legal_for(suit: str, card: Any) -> bool:
    """Could a card of ``suit`` legally have been played where ``card`` was played?

    When leading, always; when following, if it is the suit led, or if the player
    showed out (and the record does not prove he held the suit led).
    """
    if card["is_lead"]:
        return True
    if card["suit_led"] == suit:
        return True
    return card["followed_suit"] is False and card["could_follow"] is not True


def on_table(engine: RulingEngine, seat: str, before: int | None = None) -> list[Any]:
    """The penalty cards of ``seat`` now on the table (existing before entry ``before``)."""
    return sorted((f for f in engine.facts.values()
                   if isinstance(f, PenaltyCardOnTable) and f.get("seat") == seat
                   and (before is None or f["since"] < before)),
                  key=lambda f: (f["since"], f["card"]))


def lead_choices(suits: str) -> list[str]:
    """Declarer's choices when the offender's partner is to lead (50D2, 51B2).

    One suit: require it, prohibit it, or neither. Several suits: require one of them,
    prohibit one or more of them, or neither.
    """
    suits = in_order(suits)
    if len(suits) == 1:
        return [f"require-{suits}", f"prohibit-{suits}", "no-restriction"]
    subsets = [in_order(s for i, s in enumerate(suits) if (mask >> i) & 1)
               for mask in range(1, 2 ** len(suits))]
    subsets.sort(key=lambda s: (len(s), [SUITS.index(c) for c in s]))
    return ([f"require-{s}" for s in suits] + [f"prohibit-{'+'.join(s)}" for s in subsets]
            + ["no-restriction"])


def category_of(choice: str) -> tuple[str, str | None]:
    """What declarer's stated choice is, and the suit(s) it names.

    ``no-restriction``: neither (D2(b)); ``require-X``: a requirement (D2(a), 51B1(a),
    51B2(a)); ``prohibit-X`` or ``prohibit-X+Y``: a prohibition (D2(a), 51B1(b), 51B2(b)).
    """
    if choice == "no-restriction":
        return "leave", None
    kind, _, suits = choice.partition("-")
    return kind, suits


def pick_up(engine: RulingEngine, tables: list[Any], leader: str, at: str) -> None:
    """Declarer's choice under 50D2(a)/51B: the penalty cards go back to the hand."""
    for table in tables:
        engine.retract(table)
        engine.conclude(PenaltyCardPickedUp(irr=table["irr"], seat=table["seat"],
                                            card=table["card"], leader=leader, at=at))


def suspend(engine: RulingEngine, tables: list[Any], at: str) -> None:
    """The record cannot tell whether these penalty cards are still on the table."""
    for table in tables:
        engine.retract(table)
        engine.conclude(PenaltyCardStatusUnknown(irr=table["irr"], seat=table["seat"],
                                                 card=table["card"], at=at))


def lead_option(engine: RulingEngine, option: Any, law: str, chosen: str | None,
                tables: list[Any]) -> None:
    """The option item of 50D2/51B, and what the choice made of the penalty cards."""
    engine.conclude(engine.item("option", law, irr=option["irr"], holder=option["declarer"],
                                restricts=option["leader"],
                                choices=lead_choices(option["suits"]), chosen=chosen))
    if chosen and chosen.startswith(("require-", "prohibit-")):
        kind, _, suit = chosen.partition("-")
        engine.conclude(PlayRestriction(seat=option["leader"], trick=option["trick"],
                                        kind=f"{kind}-lead", suit=suit, irr=option["irr"], law=law))
    if tables:
        pick_up(engine, tables, option["leader"], option["at"])


def becomes_penalty_card(engine, irr: str, seat: str, card: str, honour: bool,
                         deliberate: bool, citation: str) -> None:
    """Conclude that a defender's card becomes a penalty card (graded by this law)."""
    engine.conclude(PenaltyCard(irr=irr, seat=seat, card=card, honour=honour,
                                deliberate=deliberate, law=citation))
