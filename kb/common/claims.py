"""The play a claim is judged by: one model of "normal" play, for Laws 70 and 71.

Law 70, footnote 21 (2017): for Laws 70 and 71, "normal" play includes play that would
be careless or inferior for the class of player concerned, but not irrational. This
module says what the rulings count as such play, once, for the claim laws to share. It
decides nothing: it gives them figures, computed by ``engine.endings``.

The model. The claimer's side (both its hands) plays carelessly but not irrationally:

- On lead, a hand that holds a winner leads a winner: any of them, in any order (a
  winner is a card no card an opponent still holds can beat in its suit; the claimer
  forgets ruffs, which is the trap the laws guard against). A hand that holds no winner
  leads any card.
- Following suit, it plays any card of the suit led (it may fail to unblock, or
  overtake, or not).
- Void in the suit led, it plays any card, a ruff or a discard, except that it does not
  discard a winner while it holds a card that is not one. A ruff is never "throwing a
  winner away", even with a winning trump.

The opponents always play their best against it (any legal card, to hold the claimer's
side to the fewest tricks). Three figures come out, for the TD to compare with the claim:

- ``worst_normal_line``: the fewest tricks the side takes on a normal line (its choices
  made as badly as the model allows): the figure a ruling under Law 70 gives the claimer
  when a doubtful point is resolved against him;
- ``cashing_line``: the most it takes playing normally (its winners cashed in its best
  order: the "sure tricks");
- ``double_dummy`` (``engine.endings``): the most it takes with best play by all.

Since the side chooses among the same cards in the first two and among fewer than all
its legal cards in both, worst normal <= cashing <= double dummy, always.
"""

from __future__ import annotations

from collections.abc import Iterable

from ruling.engine.endings import Line, Position, play_out, winners
from ruling.engine.notation import Card, side

BUDGET = 200_000  # nodes searched before a figure is reported as not computed


def normal_moves(pos: Position, seat: str) -> Iterable[Card]:
    """The cards a player of the claimer's side may play on a normal line (see the
    module's model); the search keeps only the legal ones."""
    hand = pos.hands[seat]
    tops = {card for s, card in winners(pos, side(seat)) if s == seat}
    if not pos.trick:
        return tops or hand
    led = pos.trick[0][1].suit
    following = {card for card in hand if card.suit == led}
    if following:
        return following
    losers = hand - tops
    if not losers:
        return hand
    return {card for card in hand if card in losers or card.suit == pos.trump}


def worst_normal_line(pos: Position, side_name: str, budget: int = BUDGET) -> Line | None:
    """The normal line on which the side takes fewest tricks, the defence playing best
    (None: not computed within ``budget``)."""
    return play_out(pos, side_name, normal_moves, False, budget)


def cashing_line(pos: Position, side_name: str, budget: int = BUDGET) -> Line | None:
    """The normal line on which the side takes most tricks: its winners cashed in its best
    order, the defence playing best (None: not computed within ``budget``)."""
    return play_out(pos, side_name, normal_moves, True, budget)
