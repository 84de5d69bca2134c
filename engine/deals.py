"""Whole deals for case files: parse or shuffle 52 cards, and play them out legally.

This is a writing aid: it lets a case author build complete ``hands`` and ``play``
records (see ``shared/spec/incident.md``) without typing 52 cards by hand. It is
not used when a ruling is inferred. The generators of full-deal cases
(``tools/casegen.py``) play with the same strategy: ``lead_card`` and ``follow_card``.
"""

from __future__ import annotations

import random

from ruling.engine.notation import (
    RANKS,
    SEATS,
    SUITS,
    Card,
    NotationError,
    format_hand,
    lho,
    next_seat,
    parse_hand,
    parse_seat,
)
from ruling.engine.play import trick_winner

Hands = dict[str, frozenset[Card]]
Play = list[tuple[str, Card]]

DECK: tuple[Card, ...] = tuple(Card(suit, rank) for suit in SUITS for rank in RANKS)
STRATEGIES: tuple[str, ...] = ("low",)


def deal_from_pbn(s: str) -> Hands:
    """Parse a PBN deal ``"N:AKQ2.J54.T9.8765 <E> <S> <W>"``.

    The seat before the colon holds the first hand; the others follow clockwise.
    The deal must be complete: four hands of 13 cards, 52 different cards.
    """
    first, colon, rest = s.strip().partition(":")
    if not colon:
        raise NotationError(f"{s!r} is not a PBN deal: expected 'N:' (the first seat) first")
    seat = parse_seat(first)
    texts = rest.split()
    if len(texts) != 4:
        raise NotationError(f"{s!r} is not a PBN deal: expected four hands, got {len(texts)}")
    hands: Hands = {}
    for i, text in enumerate(texts):
        hands[next_seat(seat, i)] = parse_hand(text)
    _check_full_deal(hands)
    return {seat: hands[seat] for seat in SEATS}


def _check_full_deal(hands: Hands) -> None:
    seen: set[Card] = set()
    for seat in SEATS:
        hand = hands[seat]
        if len(hand) != 13:
            raise NotationError(f"{seat}'s hand has {len(hand)} cards, not 13")
        repeated = seen & hand
        if repeated:
            raise NotationError(f"{min(repeated)} is in more than one hand")
        seen |= hand


def random_deal(seed: int) -> Hands:
    """A shuffled deal; the same seed always gives the same deal."""
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    return {seat: frozenset(deck[13 * i: 13 * (i + 1)]) for i, seat in enumerate(SEATS)}


def _trump_of(strain: str) -> str | None:
    strain = strain.strip().upper()
    if strain in ("NT", "N"):
        return None
    if strain not in SUITS:
        raise ValueError(f"unknown strain {strain!r} (expected C, D, H, S or NT)")
    return strain


def _winner(trick: Play, trump: str | None) -> str:
    """The seat that wins a complete trick (the one rule, in ``engine.play``)."""
    return trick_winner(list(trick), trump)


def low_key(card: Card) -> tuple[int, int]:
    """Order for "lowest card": by rank, ties broken clubs < diamonds < hearts < spades."""
    return card.value, -SUITS.index(card.suit)


def lead_card(hand: set[Card] | frozenset[Card]) -> Card:
    """Strategy ``low``'s lead: the highest card of the longest suit; among equally long
    suits, the first in S H D C."""
    longest = max(SUITS, key=lambda s: (sum(c.suit == s for c in hand), -SUITS.index(s)))
    return max((c for c in hand if c.suit == longest), key=lambda c: c.value)


def follow_card(hand: set[Card] | frozenset[Card], led: str, trump: str | None) -> Card:
    """Strategy ``low``'s card to a trick: the lowest of the suit led; void, the lowest
    trump; else the lowest card."""
    following = [c for c in hand if c.suit == led]
    if following:
        return min(following, key=low_key)
    trumps = [c for c in hand if trump is not None and c.suit == trump]
    if trumps:
        return min(trumps, key=low_key)
    return min(hand, key=low_key)


def legal_play(hands: Hands, contract_strain: str, declarer: str,
               strategy: str = "low") -> Play:
    """Play every card out legally, trick by trick, by a simple fixed strategy.

    Declarer's left-hand opponent leads to the first trick and the winner of each
    trick leads to the next. Strategy ``low``: lead the highest card of the longest
    suit; follow with the lowest card of the suit led; when void, ruff with the
    lowest trump if there is a trump suit and a trump to ruff with, else discard the
    lowest card. Dummy's cards are listed under dummy's seat. ``hands`` is not changed.
    """
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r} (known: {', '.join(STRATEGIES)})")
    trump = _trump_of(contract_strain)
    declarer = parse_seat(declarer)
    remaining = {seat: set(hands[seat]) for seat in SEATS}
    sizes = {len(cards) for cards in remaining.values()}
    if len(sizes) != 1:
        raise ValueError("the four hands must hold the same number of cards")
    play: Play = []
    leader = lho(declarer)
    for _ in range(sizes.pop()):
        trick: Play = []
        for i in range(4):
            seat = next_seat(leader, i)
            hand = remaining[seat]
            card = (lead_card(hand) if i == 0
                    else follow_card(hand, trick[0][1].suit, trump))
            hand.remove(card)
            trick.append((seat, card))
        play.extend(trick)
        leader = _winner(trick, trump)
    return play


def trick_winners(play: Play, contract_strain: str) -> list[str]:
    """The winner of each complete trick of a play record of bare cards."""
    trump = _trump_of(contract_strain)
    return [_winner(play[i:i + 4], trump) for i in range(0, len(play) - len(play) % 4, 4)]


def declarer_tricks(play: Play, contract_strain: str, declarer: str) -> int:
    """How many of the complete tricks in ``play`` declarer's side won."""
    ours = {declarer, next_seat(declarer, 2)}
    return sum(winner in ours for winner in trick_winners(play, contract_strain))


def hands_yaml(hands: Hands) -> dict[str, str]:
    """The ``hands`` mapping of an incident file: seat -> PBN hand, in N E S W order."""
    return {seat: format_hand(hands[seat]) for seat in SEATS if seat in hands}


def play_yaml(play: Play) -> list[str]:
    """The ``play`` list of an incident file: ``"W HK"``, ``"N S2"``, ..."""
    return [f"{seat} {card}" for seat, card in play]


def pbn_deal(hands: Hands, first: str = "N") -> str:
    """The deal as one PBN string, starting with ``first``: the inverse of deal_from_pbn."""
    return f"{first}:" + " ".join(format_hand(hands[next_seat(first, i)]) for i in range(4))
