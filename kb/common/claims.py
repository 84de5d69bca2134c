"""What the claim laws (68-71) share: one model of "normal" play and the figures of a
claim (the award that settles it: ``kb.common.claim_award``).

Law 70, footnotes 21 and 22 (2017): for Laws 70 and 71, "normal" play includes play
that would be careless or inferior for the class of player involved. This module says
what the rulings count as such play, once, for the claim laws to share; it decides
nothing: it gives them figures, computed by ``engine.endings``. Where careless play
ends is the project's choice, not the law's words: the model stops short of play a TD
would call irrational (the 2007 Laws' word), and is the same for every class of player
(the TD weighs the class himself).

The model. The claimer's side (both its hands) plays carelessly but not irrationally:

- On lead, a hand that holds a winner leads a winner: any of them, in any order (a
  winner is a card no card an opponent still holds can beat in its suit; the claimer
  forgets ruffs, which is the trap the laws guard against). A hand that holds no winner
  leads towards its partner's winners (a card of a suit in which partner holds one) when
  it can: the side gives up its losers last; otherwise it leads any card.
- Following suit, it plays any card of the suit led (it may fail to unblock, or
  overtake its partner, or not), except that when an opponent is winning the trick and
  it holds a card of the suit that beats his, it beats it (with any such card): letting
  an opponent's card win when one's own wins the trick is not careless but irrational;
  and when its partner is winning, it does not throw a winner under his card while it
  holds a card of the suit that is not one (overtaking with the only cards it has, all
  winners, stays open: that is the careless failure to unblock, or not).
- Void in the suit led: when an opponent is winning the trick and it holds a trump that
  wins it, it ruffs (with any such trump); otherwise it ruffs or discards, except that
  it does not discard a winner while it holds a card that is not one.

A claimer aware of a trump still out (Law 70C) draws it: ``aware_moves`` is the same
model, except that a hand of the side on lead that holds a winning trump while an
opponent still holds a trump leads one of its winning trumps.

The opponents always play their best against it (any legal card, to hold the claimer's
side to the fewest tricks). Three figures come out, for the TD to compare with the claim:

- ``worst_normal_line``: the fewest tricks the side takes on a normal line (its choices
  made as badly as the model allows): the figure a ruling under Law 70 gives the claimer
  when a doubtful point is resolved against him;
- ``cashing_line``: the most it takes playing normally (its winners cashed in its best
  order: the "sure tricks");
- ``best_play`` (``engine.endings``): the most it takes with best play by all;
- ``marked_line``: the line of a claimer who plays for the cards an opponent's show-out
  before the claim placed (Law 70E1's exception): his best while one of them is out,
  the worst normal line after (declarer's claims: a defender's is 70D2's).

Since the side chooses among the same cards in the first two and among fewer than all
its legal cards in both, worst normal <= cashing <= double dummy, always.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from ruling.engine.endings import (
    Line,
    Position,
    best_play,
    outstanding_trumps,
    play_out,
    winners,
)
from ruling.engine.notation import SEATS, SUITS, Card, parse_card, parse_hand, partner, side
from ruling.engine.play import trick_winner
from ruling.engine.rete import freeze

BUDGET = 200_000  # nodes searched before a figure is reported as not computed
# The searches are for endings: with more tricks left than this, a figure costs seconds
# (a whole deal: tens of seconds), so the claim's lines are left to the TD. At six
# tricks the three searches take some 50 ms (a few hundred at worst: benchmarks/run.py).
MAX_TRICKS_LEFT = 6


def normal_moves(pos: Position, seat: str) -> Iterable[Card]:
    """The cards a player of the claimer's side may play on a normal line (see the
    module's model); the search keeps only the legal ones."""
    hand = pos.hands[seat]
    ours = side(seat)
    tops = {card for s, card in winners(pos, ours) if s == seat}
    if not pos.trick:
        if tops:
            return tops
        partners = {card.suit for s, card in winners(pos, ours) if s != seat}
        return {card for card in hand if card.suit in partners} or hand
    led = pos.trick[0][1].suit
    theirs = side(trick_winner(list(pos.trick), pos.trump)) != ours

    def wins(card: Card) -> bool:
        return trick_winner([*pos.trick, (seat, card)], pos.trump) == seat

    following = {card for card in hand if card.suit == led}
    if following:
        if theirs:
            return {card for card in following if wins(card)} or following
        return (following - tops) or following
    ruffs = {card for card in hand if card.suit == pos.trump and wins(card)} if theirs else set()
    if ruffs:
        return ruffs
    losers = hand - tops
    if not losers:
        return hand
    return {card for card in hand if card in losers or card.suit == pos.trump}


def aware_moves(pos: Position, seat: str) -> Iterable[Card]:
    """``normal_moves`` for a claimer who knows a trump is still out: on lead, a hand
    holding a trump leads one while an opponent holds a trump."""
    if not pos.trick and outstanding_trumps(pos, side(seat)):
        tops = {card for s, card in winners(pos, side(seat)) if s == seat}
        drawing = {card for card in tops if card.suit == pos.trump}
        if drawing:
            return drawing
    return normal_moves(pos, seat)


def worst_normal_line(pos: Position, side_name: str, budget: int = BUDGET) -> Line | None:
    """The normal line on which the side takes fewest tricks, the defence playing best
    (None: not computed within ``budget``)."""
    return play_out(pos, side_name, normal_moves, False, budget)


def cashing_line(pos: Position, side_name: str, budget: int = BUDGET) -> Line | None:
    """The normal line on which the side takes most tricks: its winners cashed in its best
    order, the defence playing best (None: not computed within ``budget``)."""
    return play_out(pos, side_name, normal_moves, True, budget)


def placed_cards(pos: Position, side_name: str, shown_out: Iterable[str]) -> frozenset[Card]:
    """The cards a show-out placed that the side could play for (Law 70E1): an opponent
    of the side failed to follow to a suit before the claim (``shown_out``: "E D", ...),
    and his partner still holds a card of it that lies between two cards the side holds
    in it, one above and one below (a finesse; a card above all the side's, or below,
    is no card to play for: it wins, or loses, wherever it is)."""
    placed: set[Card] = set()
    for seat, suit in (entry.split() for entry in shown_out):
        if side(seat) == side_name:
            continue
        ours = [card.value for other, hand in pos.hands.items() if side(other) == side_name
                for card in hand if card.suit == suit]
        placed |= {card for card in pos.hands[partner(seat)] if card.suit == suit
                   and any(v > card.value for v in ours) and any(v < card.value for v in ours)}
    return frozenset(placed)


def marked_line(pos: Position, side_name: str, placed: frozenset[Card],
                budget: int = BUDGET) -> Line | None:
    """The line of a claimer who plays for the cards a show-out placed (Law 70E1's
    exception): while one of them is still out, the side knows where it is and plays
    its best (any legal card: crossing to the right hand, keeping the right cards, are
    part of the line); once they are gone, as ``worst_normal_line`` plays. The defence
    plays its best throughout."""
    def out(p: Position) -> bool:
        return any(card in hand for hand in p.hands.values() for card in placed)

    def moves(p: Position, seat: str) -> Iterable[Card]:
        return p.legal(seat) if out(p) else normal_moves(p, seat)

    return play_out(pos, side_name, moves, out, budget)


def worst_aware_line(pos: Position, side_name: str, budget: int = BUDGET) -> Line | None:
    """The worst normal line of a claimer who draws the trumps still out first (Law 70C
    does not apply: he knew of them)."""
    return play_out(pos, side_name, aware_moves, False, budget)


# -- what the claim laws read: the figures of one claim ----------------------------------


def position_of(cards: Any) -> Position:
    """The position a ``CardsLeft`` record fact describes."""
    hands = dict(cards["hands"])
    return Position({seat: parse_hand(hands[seat]) for seat in SEATS},
                    None if cards["trump"] == "NT" else cards["trump"], cards["leader"],
                    tuple((entry.split()[0], parse_card(entry.split()[1]))
                          for entry in cards["trick"]))


def figures(cards: Any, side_name: str) -> dict[str, Any]:
    """The figures of the side's tricks from the cards left (``CardsLeft``), as the
    template ``ClaimFigures`` holds them: the worst normal line (and the cards of its
    tricks), the cashing line, the best play by all (``best_play``), the worst normal line
    of a claimer who draws the trumps out, the opponents' trumps, and whether the worst
    line loses a trick to one.

    The same cards give the same figures, and a ruling asks for them once in every
    branch of its findings (``engine.branches``: each branch replays the record), so the
    figures of the last few are kept (a few milliseconds each; cards holding a value no
    fact could hold are worked out every time). Nothing else goes into them: the
    budgets are constants, and the best play is the same figure whether endplay's solver
    or the search works it out."""
    try:  # the cards as a fact holds them (a plain dict's lists frozen, as its)
        left = (*(freeze(cards[key]) for key in _NEEDED), freeze(cards.get("shown_out") or ()))
        hash(left)
    except TypeError:  # a value no fact could hold: no key
        return _figures(cards, side_name)
    return dict(_figured(left, side_name))


_NEEDED = ("hands", "trump", "leader", "trick")  # what figures reads, with shown_out


@functools.lru_cache(maxsize=16)
def _figured(left: tuple[Any, ...], side_name: str) -> dict[str, Any]:
    """``_figures`` of the cards left as ``figures`` keys them (kept)."""
    return _figures(dict(zip((*_NEEDED, "shown_out"), left, strict=True)), side_name)


def _figures(cards: Any, side_name: str) -> dict[str, Any]:
    pos = position_of(cards)
    if pos.tricks_left > MAX_TRICKS_LEFT:
        return {"computed": False, "worst": None, "cashing": None, "best": None,
                "aware": None, "trumps_out": "", "trump_trick": False, "line": (),
                "marked_suits": "", "marked": None}
    worst, cashing = worst_normal_line(pos, side_name), cashing_line(pos, side_name)
    best = best_play(pos, side_name, BUDGET)
    out = outstanding_trumps(pos, side_name)
    aware = worst_aware_line(pos, side_name) if out else worst
    placed = placed_cards(pos, side_name, cards.get("shown_out") or ())
    marked = marked_line(pos, side_name, placed) if placed else worst
    trumps = {card for _, card in out}
    return {
        "computed": all(line is not None for line in (worst, cashing, aware, marked)),
        "worst": worst.taken if worst else None,
        "cashing": cashing.taken if cashing else None,
        "best": best,
        "aware": aware.taken if aware else None,
        "trumps_out": " ".join(f"{seat} {card}" for seat, card in out),
        "trump_trick": worst is not None and any(
            side(trick.winner) != side_name and dict(trick.cards)[trick.winner] in trumps
            for trick in worst.tricks),
        "line": tuple(_trick_text(trick) for trick in worst.tricks) if worst else (),
        "marked_suits": " ".join(suit for suit in SUITS if any(c.suit == suit for c in placed)),
        "marked": marked.taken if marked else None,
    }


def _trick_text(trick: Any) -> str:
    """A trick of a line in signs a TD reads in any language: "10: S ♣A W ♠J N ♥2 E ♣9 → W"."""
    played = " ".join(f"{seat} {card.symbol()}" for seat, card in trick.cards)
    return f"{trick.number}: {played} → {trick.winner}"
