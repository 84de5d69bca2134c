"""Law 44 — Sequence and procedure of play (2017).

A  The leader to a trick may lead any card (unless his side's irregularity restricts him).
B  The others then play in turn, clockwise; the four cards make the trick.
C  Each player must follow suit when he can; this comes before every other duty the
   Laws impose.
D  A player who cannot follow suit may play any card (subject to restrictions).
E  A trick with a trump in it goes to the highest trump;
F  one without, to the highest card of the suit led.
G  The winner of a trick leads to the next.

The mechanics (A, B, D-G: whose turn it is, who won each trick, who leads next) are
read off the record by ``engine.play``; the knowledge base takes them as facts. What a
rule needs from this law is C: a card that did not follow suit when its player held
the suit led broke the duty to follow, and so was an illegal play (the revoke itself,
and what it costs, is for Laws 61-64).

This module also holds the small helpers the play-period laws 41-48 share: where an
entry stands in the record, and which of dummy's cards is the lowest, the highest, or
legal to play.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.notation import parse_card, parse_place
from engine.play import legal_cards
from kb.common.templates import IllegalPlay
from kb.dsl import AS, CardPlayed, LawModule, RulingEngine, law

# --- Helpers shared by the play-period laws (41-48) ---------------------------------


def order(at: str | None) -> int:
    """The entry number of a play-period ``at`` ("play 7" -> 7); -1 for anything else."""
    place = parse_place(at)
    return place[1] if place and place[0] == "play" else -1


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
    cards = legal_cards(frozenset(parse_card(c) for c in holding), suit_led)
    return sorted((str(c) for c in cards), key=lambda c: ("SHDC".index(c[0]), -card_value(c)))


def record_facts(engine: RulingEngine, cls: type, **fields: Any) -> list[Any]:
    """The facts of one class having the fields given, in record order (by ``n``)."""
    found = [f for f in engine.facts.values()
             if isinstance(f, cls) and all(f.get(k) == v for k, v in fields.items())]
    return sorted(found, key=lambda f: f.get("n") or 0)


def play_facts_between(engine: RulingEngine, cls: type, after: int, before: int,
                       **fields: Any) -> list[Any]:
    """Play-period facts of ``cls`` whose entry number lies strictly between the two."""
    return [f for f in record_facts(engine, cls, **fields)
            if f.get("period", "play") == "play" and after < (f.get("n") or 0) < before]


class Law44(LawModule):
    number = "44"
    title = {"en": "Sequence and procedure of play", "ru": "Порядок и процедура розыгрыша"}
    summary = {
        "en": "The leader may lead any card; the others play in turn clockwise, and each "
              "must follow suit when he can, a duty that comes before any other the Laws "
              "impose; a player who cannot follow may play any card. The highest trump wins "
              "the trick, or without trumps the highest card of the suit led, and the "
              "winner leads next.",
        "ru": "Ходящий может пойти любой картой; остальные играют по очереди по часовой "
              "стрелке, и каждый обязан ходить в масть, если может, — эта обязанность "
              "важнее всех остальных; не имеющий масти может сыграть любую карту. Взятку "
              "берёт старший козырь, а без козырей — старшая карта масти хода; взявший "
              "взятку ходит следующим.",
    }

    @law("44C",
         AS.card << CardPlayed(revoke=True),
         en="{card[seat]} played {card[card]} to a trick led in {card[suit_led]} while he "
            "held a card of that suit: he did not follow suit as he must, an illegal play.",
         ru="{card[seat]} сыграл {card[card]} во взятку, где ход был в масть "
            "{card[suit_led]}, имея карту этой масти: он не ответил в масть, как обязан, — "
            "это незаконная игра.")
    def failed_to_follow(self, card):
        self.conclude(IllegalPlay(at=card["at"], n=card["n"], seat=card["seat"],
                                  card=card["card"]))


# --- States the play-period laws 45-47 share ------------------------------------------

