"""Endings: the cards still to be played, and what each side can take with them.

Neutral card arithmetic for the claim laws to read; no law is in this module. It works
on a :class:`Position` (the cards each seat still holds, the trump suit, the trick in
progress) and answers:

- ``position_at``: the position just before an entry of a replayed play record (a
  claim's), from the cards the walk of ``engine.play`` placed in tricks before it;
- ``outstanding_trumps`` and ``winners``: what a TD counts first (a winner is a card
  no opponent can beat in its suit; ruffs are not considered);
- ``play_out``: an exhaustive search of the remaining tricks in which the opponents of
  a side play to hold it to the fewest tricks and the side itself chooses among the
  cards a ``moves`` function allows it, to take the most tricks or the fewest; it
  returns the principal :class:`Line`, which a TD can read trick by trick;
- ``double_dummy``: the side's tricks with best play by all four hands, through
  endplay's double dummy solver (the optional ``deals`` extra);
- ``best_play``: the same figure, by ``play_out`` or the solver, whichever is the
  quicker.

Tricks are numbered as the last tricks of a deal of thirteen: with three tricks left,
the trick in progress is trick 11.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from ruling.engine.notation import SEATS, Card, format_hand, side
from ruling.engine.play import PlayRecord, legal_cards, rotation, trick_winner
from ruling.engine.records import record

Moves = Callable[["Position", str], Iterable[Card]]
# Whether the side's player to play chooses its best card here (else its worst)
Best = bool | Callable[["Position"], bool]


@record(frozen=True, slots=True)
class Position:
    """The cards still to be played: what each seat holds, the trump suit (a suit letter,
    None at no trump), who led (or leads) the trick in progress, and the cards already
    played to it, in playing order from the leader."""

    hands: Mapping[str, frozenset[Card]]
    trump: str | None
    leader: str
    trick: tuple[tuple[str, Card], ...] = ()

    @property
    def turn(self) -> str:
        """The seat to play next."""
        return _ROTATION[self.leader][len(self.trick)]

    @property
    def suit_led(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    @property
    def tricks_left(self) -> int:
        """The tricks still to be won, the trick in progress included."""
        return len(self.hands[self.turn])

    def legal(self, seat: str | None = None) -> frozenset[Card]:
        """The cards ``seat`` (by default the player to play) may play now."""
        seat = seat or self.turn
        return legal_cards(self.hands[seat], self.suit_led if seat == self.turn else None)

    def _legal_now(self, seat: str) -> Iterable[Card]:
        hand = self.hands[seat]
        if not self.trick:
            return hand
        led = self.trick[0][1].suit
        return [card for card in hand if card.suit == led] or hand

    def play(self, card: Card) -> Position:
        """The position after the player to play plays ``card``."""
        seat = self.turn
        hands = dict(self.hands)
        hands[seat] = hands[seat] - {card}
        trick = (*self.trick, (seat, card))
        if len(trick) == 4:
            return Position(hands, self.trump, trick_winner(list(trick), self.trump))
        return Position(hands, self.trump, self.leader, trick)

    def problem(self) -> str | None:
        """Why this is not a position cards can be played from (None when it is one)."""
        if set(self.hands) != set(SEATS):
            return "the four hands are not all given"
        if len(self.trick) > 3 or [s for s, _ in self.trick] != rotation(self.leader)[
                :len(self.trick)]:
            return "the trick in progress is not in playing order from its leader"
        n = len(self.hands[self.leader]) + (1 if self.trick else 0)
        for i, seat in enumerate(rotation(self.leader)):
            if len(self.hands[seat]) != n - (1 if i < len(self.trick) else 0):
                return "the hands do not hold the same number of cards"
        seen = [card for hand in self.hands.values() for card in hand]
        seen += [card for _, card in self.trick]
        if len(set(seen)) != len(seen):
            return "a card is in two places"
        return None


_ROTATION = {seat: tuple(rotation(seat)) for seat in SEATS}


def _normal_trump(trump: str | None) -> str | None:
    return None if trump in (None, "", "NT") else trump


# --- The position at an entry of the record --------------------------------------


def position_at(record: PlayRecord, hands: Mapping[str, frozenset[Card]],
                index: int) -> Position | None:
    """The position just before play entry ``index`` (0-based), from the cards the walk
    placed in tricks before it: a card the walk left out of the trick (``not-played``),
    or took back before ``index``, is still in the hand; one taken back only at or after
    ``index`` was still on the table. None when not all four hands are given, or when
    the record does not leave a position cards can be played from (an earlier trick
    left unfinished, a card in two places)."""
    if any(seat not in hands for seat in SEATS):
        return None
    before = record.events[:index]
    taken_back = {ev.refers_to for ev in before if ev.verb == "withdraws"}
    by_trick: dict[int, list[tuple[str, Card]]] = {}
    for ev in before:
        if ev.verb == "play" and ev.placed and ev.index not in taken_back:
            assert ev.seat is not None and ev.card is not None
            by_trick.setdefault(ev.trick, []).append((ev.seat, ev.card))
    leaders = {t.number: t.leader for t in record.tricks}
    trump = _normal_trump(record.trump)
    held = {seat: set(hands[seat]) for seat in SEATS}
    leader = record.opening_leader
    in_progress: tuple[tuple[str, Card], ...] = ()
    for number in sorted(by_trick):
        if in_progress:
            return None  # a trick after one left unfinished
        cards = by_trick[number]
        first = leaders.get(number, cards[0][0])
        order = rotation(first)
        if len({s for s, _ in cards}) != len(cards) or first not in {s for s, _ in cards}:
            return None
        cards = sorted(cards, key=lambda sc: order.index(sc[0]))
        for seat, card in cards:
            if card not in held[seat]:
                return None
            held[seat].discard(card)
        if len(cards) == 4:
            leader = trick_winner(cards, trump)
        else:
            leader, in_progress = first, tuple(cards)
    position = Position({seat: frozenset(held[seat]) for seat in SEATS}, trump, leader,
                        in_progress)
    return None if position.problem() else position


# --- What a TD counts first -------------------------------------------------------


def _seat_order(item: tuple[str, Card]) -> tuple[int, int, int]:
    seat, card = item
    return SEATS.index(seat), "SHDC".index(card.suit), -card.value


def outstanding_trumps(pos: Position, side_name: str) -> list[tuple[str, Card]]:
    """The trumps the other side still holds (none at no trump)."""
    if pos.trump is None:
        return []
    return sorted(((seat, card) for seat, hand in pos.hands.items() if side(seat) != side_name
                   for card in hand if card.suit == pos.trump), key=_seat_order)


def winners(pos: Position, side_name: str) -> list[tuple[str, Card]]:
    """The side's cards that no card an opponent still holds can beat in its suit (the
    side's own higher cards do not matter; ruffs are not considered)."""
    top = {"S": -1, "H": -1, "D": -1, "C": -1}
    for seat, hand in pos.hands.items():
        if side(seat) != side_name:
            for card in hand:
                if _VALUE[card.rank] > top[card.suit]:
                    top[card.suit] = _VALUE[card.rank]
    return sorted(((seat, card) for seat, hand in pos.hands.items() if side(seat) == side_name
                   for card in hand if _VALUE[card.rank] > top[card.suit]), key=_seat_order)


# --- Lines of play ---------------------------------------------------------------


@record(frozen=True)
class LineTrick:
    """One trick of a line: its number in the deal, who led, the four cards in playing
    order, who won it; ``before`` cards of it were already played when the line began."""

    number: int
    leader: str
    cards: tuple[tuple[str, Card], ...]
    winner: str
    trump: str | None = None
    before: int = 0

    def describe(self) -> str:
        """E.g. "trick 11: S leads ♣A, W ruffs with ♠2, N plays ♣3, E plays ♣4: W wins"."""
        led = self.cards[0][1].suit
        words = []
        for i, (seat, card) in enumerate(self.cards):
            past = i < self.before
            if i == 0:
                verb = "led" if past else "leads"
            elif card.suit == led:
                verb = "played" if past else "plays"
            elif card.suit == self.trump:
                verb = "ruffed with" if past else "ruffs with"
            else:
                verb = "discarded" if past else "discards"
            words.append(f"{seat} {verb} {card.symbol()}")
        if self.before:
            text = (", ".join(words[:self.before]) + " (already played); "
                    + ", ".join(words[self.before:]))
        else:
            text = ", ".join(words)
        return f"trick {self.number}: {text}: {self.winner} wins"


@record(frozen=True)
class Line:
    """The tricks played out from a position, and how many of them the side took."""

    side: str
    tricks: tuple[LineTrick, ...]
    taken: int

    def describe(self) -> list[str]:
        return [trick.describe() for trick in self.tricks]

    def __str__(self) -> str:
        return "\n".join(self.describe())


def all_legal(pos: Position, seat: str) -> Iterable[Card]:
    """A ``moves`` function: every legal card."""
    return pos.legal(seat)


class _OverBudget(Exception):
    pass


class _Search:
    """Whether the side can be sure of ``t`` tricks (``reach``), with the bounds learnt
    at trick boundaries kept (a transposition table of lower and upper bounds)."""

    def __init__(self, side_name: str, moves: Moves, best: Best, budget: int) -> None:
        self.side = side_name
        self.moves = moves
        self.best = best
        self.budget = budget
        self.nodes = 0
        self.bounds: dict[tuple, tuple[int, int]] = {}

    def maximise(self, pos: Position) -> bool:
        """Whether the player to play chooses the card best for the side."""
        if side(pos.turn) != self.side:
            return False
        return self.best(pos) if callable(self.best) else self.best

    def choices(self, pos: Position) -> list[Card]:
        """The cards the player to play may choose, one of each run of equivalent ones."""
        seat = pos.turn
        legal = pos._legal_now(seat)
        if side(seat) == self.side:
            wanted = set(self.moves(pos, seat))
            legal = [card for card in legal if card in wanted]
            if not legal:
                raise ValueError(f"moves() left {seat} no legal card to play")
        return _representatives(pos, seat, legal)

    def reach(self, pos: Position, t: int) -> bool:
        if t <= 0:
            return True
        n = pos.tricks_left
        if t > n:
            return False
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OverBudget
        key = None
        if not pos.trick:
            key = _shape(pos)
            low, high = self.bounds.get(key) or _trump_bounds(pos, self.side)
            if low >= t:
                return True
            if high < t:
                return False
        maximise = self.maximise(pos)
        result = not maximise
        for card in self.choices(pos):
            child, won = self.step(pos, card)
            if self.reach(child, t - won) == maximise:
                result = maximise
                break
        if key is not None:
            low, high = self.bounds.get(key) or _trump_bounds(pos, self.side)
            self.bounds[key] = (max(low, t), high) if result else (low, min(high, t - 1))
        return result

    def step(self, pos: Position, card: Card) -> tuple[Position, int]:
        child = pos.play(card)
        won = 0
        if not child.trick and len(pos.trick) == 3:
            won = 1 if side(child.leader) == self.side else 0
        return child, won

    def value(self, pos: Position) -> int:
        """The most tricks the side is sure of: when the side maximises, climb from the
        bottom (each success is found by one line); when everyone minimises, come down
        from the top (each failure is found by one line; only the last target needs a
        proof over every line)."""
        if self.best is True:
            t = 0
            while t < pos.tricks_left and self.reach(pos, t + 1):
                t += 1
            return t
        t = pos.tricks_left
        while t > 0 and not self.reach(pos, t):
            t -= 1
        return t

    def line(self, pos: Position, v: int) -> Line:
        first = 13 - pos.tricks_left + 1
        tricks: list[LineTrick] = []
        before, cards, leader = len(pos.trick), list(pos.trick), pos.leader
        taken = 0
        while pos.tricks_left:
            maximise = self.maximise(pos)
            seat = pos.turn
            for card in self.choices(pos):
                child, won = self.step(pos, card)
                if self.reach(child, v - won) if maximise else not self.reach(child, v - won + 1):
                    break
            else:  # pragma: no cover - the value says a card keeps it
                raise AssertionError("no card keeps the value of the position")
            cards.append((seat, card))
            if len(cards) == 4:
                tricks.append(LineTrick(first + len(tricks), leader, tuple(cards),
                                        child.leader, pos.trump, before))
                taken += won
                before, cards, leader = 0, [], child.leader
            pos, v = child, v - won
        return Line(self.side, tuple(tricks), taken)


def _trump_bounds(pos: Position, side_name: str) -> tuple[int, int]:
    """Bounds on the side's tricks from a position between tricks, whatever is played: a
    trump higher than every trump the other side holds wins the trick it goes to, so
    the side takes at least as many tricks as one of its hands holds such trumps, and
    the other side likewise."""
    n = pos.tricks_left
    if pos.trump is None:
        return 0, n
    tops = {"NS": -1, "EW": -1}
    for seat, hand in pos.hands.items():
        for card in hand:
            if card.suit == pos.trump and _VALUE[card.rank] > tops[side(seat)]:
                tops[side(seat)] = _VALUE[card.rank]
    masters = {seat: sum(1 for card in hand if card.suit == pos.trump
                         and _VALUE[card.rank] > tops["EW" if side(seat) == "NS" else "NS"])
               for seat, hand in pos.hands.items()}
    ours = max(count for seat, count in masters.items() if side(seat) == side_name)
    theirs = max(count for seat, count in masters.items() if side(seat) != side_name)
    return ours, n - theirs


def _shape(pos: Position) -> tuple:
    """A position between tricks as the search remembers it: the leader and, for each
    suit, which seat holds each card still held, from the lowest up (the cards already
    played no longer matter: with the 2 gone, the 3 is the lowest card)."""
    owners: dict[str, list[tuple[int, str]]] = {"S": [], "H": [], "D": [], "C": []}
    for seat, hand in pos.hands.items():
        for card in hand:
            owners[card.suit].append((_VALUE[card.rank], seat))
    return (pos.leader, *("".join(seat for _, seat in sorted(owners[suit])) for suit in "SHDC"))


def _representatives(pos: Position, seat: str, allowed: Iterable[Card]) -> list[Card]:
    """One card of each run of equivalent cards among ``allowed``: two cards of ``seat``'s
    hand are equivalent when no card still held by another hand, or played to the trick
    in progress, lies between them in the suit. The lowest of a run follows, the highest
    leads; cards come highest first."""
    leading = not pos.trick
    between: dict[str, list[int]] = {card.suit: [] for card in allowed}
    for other, hand in pos.hands.items():
        if other != seat:
            for card in hand:
                if card.suit in between:
                    between[card.suit].append(_VALUE[card.rank])
    for _, card in pos.trick:
        if card.suit in between:
            between[card.suit].append(_VALUE[card.rank])
    chosen: list[Card] = []
    for suit in sorted(between, key="SHDC".index):
        mine = sorted((card for card in allowed if card.suit == suit),
                      key=lambda c: _VALUE[c.rank], reverse=True)
        others = between[suit]
        run = [mine[0]]
        for card in mine[1:]:
            high, low = _VALUE[run[-1].rank], _VALUE[card.rank]
            if any(low < value < high for value in others):
                chosen.append(run[0] if leading else run[-1])
                run = []
            run.append(card)
        chosen.append(run[0] if leading else run[-1])
    return chosen


_RANK = "23456789TJQKA"
_VALUE = {rank: value for value, rank in enumerate(_RANK)}


BUDGET = 200_000  # nodes a search takes, by default, before it gives up (None)


def play_out(pos: Position, side_name: str, moves: Moves, best_for_side: Best,
             budget: int = BUDGET) -> Line | None:
    """Play the remaining tricks out: the side's players choose among the legal cards
    ``moves(pos, seat)`` allows, to take the most tricks (``best_for_side``; a function of
    the position says where) or the fewest; the opponents choose among all their legal
    cards to hold the side to the fewest. Returns the principal line (its ``taken`` is
    the value), or None when more than ``budget`` nodes would be searched."""
    problem = pos.problem()
    if problem:
        raise ValueError(problem)
    search = _Search(side_name, moves, best_for_side, budget)
    try:
        return search.line(pos, search.value(pos))
    except _OverBudget:
        return None


def double_dummy(pos: Position, side_name: str) -> int | None:
    """The side's tricks from the position with best play by all four hands, through
    endplay's solver (the ``deals`` extra); None when endplay is not installed."""
    from ruling.engine.endplay_door import endplay

    try:
        solve_board = endplay("dds").solve_board
        types = endplay("types")
        Deal, Denom, Player = types.Deal, types.Denom, types.Player
    except ImportError:
        return None
    problem = pos.problem()
    if problem:
        raise ValueError(problem)
    left = pos.tricks_left
    if left == 0:
        return 0
    full = {seat: set(pos.hands[seat]) for seat in SEATS}
    for seat, card in pos.trick:
        full[seat].add(card)
    pbn = "N:" + " ".join(format_hand(full[seat]) for seat in SEATS)
    deal = Deal(pbn, first=Player.find(pos.leader), trump=Denom.find(pos.trump or "N"))
    for _, card in pos.trick:
        deal.play(str(card))
    best = max(score for _, score in solve_board(deal))
    return best if side(pos.turn) == side_name else left - best


QUICK = 1_000
"""Nodes ``best_play``'s search may take before it leaves the figure to endplay's
solver: ~13 ms at most, where loading the solver takes ~55 ms (on 100 shuffled deals,
the search always finished within it at four tricks left, three times in four at
five)."""


def best_play(pos: Position, side_name: str, budget: int = BUDGET) -> int | None:
    """The side's tricks with best play by all four hands: the same figure whichever
    computes it (``tests/test_endings.py``), so the quickest does. endplay's solver
    (the ``deals`` extra), once loaded, takes under a millisecond; before that,
    ``play_out`` answers first if it can within ``QUICK`` nodes. Without endplay, the
    search goes on to ``budget`` nodes; None if even that is too little."""
    from ruling.engine.endplay_door import loaded

    if not loaded("dds"):
        quick = play_out(pos, side_name, all_legal, True, QUICK)
        if quick is not None:
            return quick.taken
    best = double_dummy(pos, side_name)
    if best is None:
        everything = play_out(pos, side_name, all_legal, True, budget)
        best = everything.taken if everything is not None else None
    return best
