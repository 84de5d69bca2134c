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

# The cards the side's player may play (the search keeps the legal ones). A function of
# the position alone: the search asks it once for each position it reaches.
Moves = Callable[["Position", str], Iterable[Card]]
# Whether the side's player to play chooses its best card here (else its worst); a
# function of the position alone, asked once a position, as ``Moves``
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
    ours, top = [], {"S": -1, "H": -1, "D": -1, "C": -1}
    for seat, hand in pos.hands.items():
        if side(seat) == side_name:
            ours.append((seat, hand))
        else:
            for card in hand:
                value = _VALUE[card.rank]
                if value > top[card.suit]:
                    top[card.suit] = value
    found = [(seat, card) for seat, hand in ours for card in hand
             if _VALUE[card.rank] > top[card.suit]]
    found.sort(key=_seat_order)
    return found


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


# The search works on cards as bits: card ``13 * suit + value`` (suits in SHDC order, the
# 2 as value 0), a hand as the sum of its cards' bits, a seat as its place in SEATS.
_SUITS = "SHDC"
_RANK = "23456789TJQKA"
_VALUE = {rank: value for value, rank in enumerate(_RANK)}
_SUIT_OF = {suit: s for s, suit in enumerate(_SUITS)}
_INDEX = {Card(suit, rank): 13 * _SUIT_OF[suit] + value for suit in _SUITS
          for rank, value in _VALUE.items()}
_BASES = (0, 13, 26, 39)  # each suit's lowest card
_SUIT_BITS = 0x1FFF  # a suit's thirteen cards, at the place of its lowest
_SIDE_OF = tuple(side(seat) for seat in SEATS)


class _Node:
    """A position the search reached: the hands as masks (in SEATS order), the leader's
    place, the cards of the trick in progress, the tricks left. What the search reads of
    it is worked out the first time it needs it, and kept: its ``shape`` (between
    tricks), whether the player to play ``maximise``\\s, and its ``edges`` (each card the
    player to play may choose, the node it leads to, and the tricks it wins the side)."""

    __slots__ = ("hands", "leader", "trick", "left", "shape", "maximise", "edges")

    def __init__(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...],
                 left: int) -> None:
        self.hands = hands
        self.leader = leader
        self.trick = trick
        self.left = left
        self.shape: tuple | None = None
        self.maximise: object = False
        self.edges: tuple[tuple[int, _Node, int], ...] | None = None


class _Held(dict):
    """The hands of the positions a search reaches, as frozensets of the root position's
    own cards (``cards``, by index), by mask: each made from the hand with one card more
    (at the root, a frozenset of the position's hand, ``dealt``) less that card, so that
    a position's hands cost one card's hash each rather than a whole hand's."""

    def __init__(self, cards: list[Card], dealt: Mapping[int, Iterable[Card]]) -> None:
        super().__init__({mask: frozenset(hand) for mask, hand in dealt.items()})
        self[0] = frozenset()
        self.cards = cards
        self.dealt = tuple(dealt)

    def __missing__(self, mask: int) -> frozenset[Card]:
        missing = next(whole for whole in self.dealt if whole & mask) & ~mask
        card = missing & -missing
        made = self[mask] = self[mask | card] - {self.cards[card.bit_length() - 1]}
        return made


class _Search:
    """Whether the side can be sure of ``t`` tricks (``reach``), with the bounds learnt
    at trick boundaries kept (a transposition table of lower and upper bounds).

    Each position the search reaches is a :class:`_Node`, made once (``known``): what
    ``moves`` and ``best`` say of a position is asked the first time the search goes past
    its bounds and kept, and they read a :class:`Position` whose hands are frozensets of
    the position's own cards (at the root, the position given). The nodes are kept for
    the search's length (~0.5 KB each: the heaviest of 600 searches at six tricks left,
    ~19,000 nodes, peaked at 9 MB; a search taking its whole budget would hold some
    100 MB until it ends)."""

    def __init__(self, side_name: str, moves: Moves, best: Best, budget: int) -> None:
        self.side = side_name
        self.moves = moves
        self.best = best
        self.budget = budget
        self.nodes = 0
        self.bounds: dict[tuple, tuple[int, int]] = {}
        self.ours = tuple(seat_side == side_name for seat_side in _SIDE_OF)
        self.places = ([p for p in range(4) if self.ours[p]],  # the side's seats, the others'
                       [p for p in range(4) if not self.ours[p]])
        self.known: dict[tuple, _Node] = {}
        self.owners: dict[tuple[int, ...], str] = {}  # the shapes of a suit's holdings
        self.cards: list[Card] = []  # the root position's own cards, by index
        # their indices, by id(): a Card's own hash is a Python call; the root position
        # and self.cards keep the cards alive, so no id is another card's
        self.index: dict[int, int] = {}
        self.held = _Held([], {})
        # the root's seats in its order: the hands moves() reads keep the caller's order
        self.order: tuple[tuple[str, int], ...] = ()
        self.trump: str | None = None
        self.trump_suit: int | None = None
        self.root: _Node | None = None
        self.root_position: Position | None = None

    def start(self, pos: Position) -> _Node:
        """The node of the position the search starts from."""
        cards: list = [None] * 52
        masks = []
        for seat in SEATS:
            mask = 0
            for card in pos.hands[seat]:
                index = self.index[id(card)] = 13 * _SUIT_OF[card.suit] + _VALUE[card.rank]
                cards[index] = card
                mask |= 1 << index
            masks.append(mask)
        trick = []
        for _, card in pos.trick:
            index = self.index[id(card)] = 13 * _SUIT_OF[card.suit] + _VALUE[card.rank]
            cards[index] = card
            trick.append(index)
        self.cards = cards
        self.held = _Held(cards, {mask: pos.hands[seat] for seat, mask in zip(SEATS, masks,
                                                                        strict=True)})
        self.order = tuple((seat, SEATS.index(seat)) for seat in pos.hands)
        self.trump = pos.trump
        self.trump_suit = _SUIT_OF.get(pos.trump) if pos.trump else None
        self.root = self.add((tuple(masks), SEATS.index(pos.leader), tuple(trick)),
                             pos.tricks_left)
        self.root_position = pos
        return self.root

    def add(self, key: tuple, left: int) -> _Node:
        """A node the search had not reached: ``key`` is its hands, leader and trick."""
        made = self.known[key] = _Node(*key, left)
        return made

    def position(self, node: _Node) -> Position:
        """The node as the ``moves`` and ``best`` functions read it (at the root, the
        position the search was given)."""
        if node is self.root and self.root_position is not None:
            return self.root_position
        held = self.held
        hands = {seat: held[node.hands[place]] for seat, place in self.order}
        trick = tuple((SEATS[(node.leader + i) % 4], self.cards[card])
                      for i, card in enumerate(node.trick)) if node.trick else ()
        return Position(hands, self.trump, SEATS[node.leader], trick)

    def expand(self, node: _Node) -> tuple[tuple[int, _Node, int], ...]:
        """The node's edges: the cards the player to play may choose, one of each run of
        equivalent ones (``_representatives``), with the nodes they lead to; and whether
        the player chooses the card best for the side (``choose``)."""
        hands, leader, trick = node.hands, node.leader, node.trick
        turn = (leader + len(trick)) % 4
        hand = legal = hands[turn]
        if trick:
            led = _SUIT_BITS << 13 * (trick[0] // 13)
            legal = (hand & led) or hand  # the suit led if the hand holds it
        if self.ours[turn]:
            legal = self.choose(node, turn, legal)
        if legal & legal - 1:  # more than one card
            others = (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand
            for card in trick:
                others |= 1 << card
            chosen = _representatives(legal, others, not trick)
        else:
            chosen = [legal.bit_length() - 1]
        edges = []
        after, known = list(hands), self.known
        for card in chosen:
            after[turn] = hand ^ (1 << card)
            if len(trick) == 3:
                winner = _trick_winner(leader, (*trick, card), self.trump_suit)
                key = (tuple(after), winner, ())
                child = known.get(key) or self.add(key, node.left - 1)
                edges.append((card, child, 1 if self.ours[winner] else 0))
            else:
                key = (tuple(after), leader, (*trick, card))
                edges.append((card, known.get(key) or self.add(key, node.left), 0))
        node.edges = tuple(edges)
        return node.edges

    def choose(self, node: _Node, turn: int, legal: int) -> int:
        """The legal cards ``moves`` allows the side's player to play at the node (a
        mask); and, set as ``node.maximise``, whether he chooses the card best for the
        side."""
        pos = None
        if callable(self.best):
            pos = self.position(node)
            node.maximise = self.best(pos)
        else:
            node.maximise = self.best
        if self.moves is all_legal:  # it allows every legal card
            return legal
        wanted = 0
        for card in self.moves(self.position(node) if pos is None else pos, SEATS[turn]):
            index = self.index.get(id(card))  # the position's own card, or an equal one
            if index is None:
                index = _INDEX.get(card)
            if index is not None:
                wanted |= 1 << index
        if not legal & wanted:
            raise ValueError(f"moves() left {SEATS[turn]} no legal card to play")
        return legal & wanted

    def reach(self, node: _Node, t: int) -> bool:
        if t <= 0:
            return True
        if t > node.left:
            return False
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OverBudget
        key = None
        if not node.trick:
            key = node.shape or self.remember(node)
            low, high = self.bounds[key]
            if low >= t:
                return True
            if high < t:
                return False
        edges = node.edges if node.edges is not None else self.expand(node)
        maximise = node.maximise
        result = not maximise
        for _, child, won in edges:
            if self.reach(child, t - won) == maximise:
                result = maximise
                break
        if key is not None:
            low, high = self.bounds[key]
            self.bounds[key] = (max(low, t), high) if result else (low, min(high, t - 1))
        return result

    def remember(self, node: _Node) -> tuple:
        """The node's shape, as the table knows it (``_shape``): its bounds there are the
        trump bounds (``_trump_bounds``, the same for every position of the shape) until
        the search learns better."""
        node.shape = shape = _shape(node, self.owners)
        if shape not in self.bounds:
            self.bounds[shape] = _trump_bounds(node, self.trump, self.trump_suit,
                                               self.places)
        return shape

    def value(self, node: _Node) -> int:
        """The most tricks the side is sure of: when the side maximises, climb from the
        bottom (each success is found by one line); when everyone minimises, come down
        from the top (each failure is found by one line; only the last target needs a
        proof over every line)."""
        if self.best is True:
            t = 0
            while t < node.left and self.reach(node, t + 1):
                t += 1
            return t
        t = node.left
        while t > 0 and not self.reach(node, t):
            t -= 1
        return t

    def line(self, node: _Node, v: int) -> Line:
        first = 13 - node.left + 1
        tricks: list[LineTrick] = []
        before, leader = len(node.trick), SEATS[node.leader]
        cards = [(SEATS[(node.leader + i) % 4], self.cards[card])
                 for i, card in enumerate(node.trick)]
        taken = 0
        while node.left:
            edges = node.edges if node.edges is not None else self.expand(node)
            maximise = node.maximise
            seat = SEATS[(node.leader + len(node.trick)) % 4]
            for edge in edges:
                card, child, won = edge
                if self.reach(child, v - won) if maximise else not self.reach(child, v - won + 1):
                    break
            else:  # pragma: no cover - the value says a card keeps it
                raise AssertionError("no card keeps the value of the position")
            cards.append((seat, self.cards[card]))
            if len(cards) == 4:
                tricks.append(LineTrick(first + len(tricks), leader, tuple(cards),
                                        SEATS[child.leader], self.trump, before))
                taken += won
                before, cards, leader = 0, [], SEATS[child.leader]
            node, v = child, v - won
        return Line(self.side, tuple(tricks), taken)


def _trick_winner(leader: int, trick: tuple[int, ...], trump: int | None) -> int:
    """``trick_winner`` of four cards as indices: the place of the seat that wins."""
    won, best = 0, trick[0]
    for i in (1, 2, 3):
        card = trick[i]
        if card // 13 == best // 13:
            if card > best:
                won, best = i, card
        elif card // 13 == trump:
            won, best = i, card
    return (leader + won) % 4


def _trump_bounds(node: _Node, trump: str | None, trump_suit: int | None,
                  places: tuple[list[int], list[int]]) -> tuple[int, int]:
    """Bounds on the side's tricks from a position between tricks, whatever is played: a
    trump higher than every trump the other side holds wins the trick it goes to, so
    the side takes at least as many tricks as one of its hands holds such trumps, and
    the other side likewise. (``places``: the side's seats, and the others.)"""
    n = node.left
    if trump is None:
        return 0, n
    base = 52 if trump_suit is None else 13 * trump_suit  # 52: no card is a trump
    trumps = [mask >> base & _SUIT_BITS for mask in node.hands]
    # the place above each side's highest trump (0 when it holds none): NS, then EW
    above = ((trumps[0] | trumps[2]).bit_length(), (trumps[1] | trumps[3]).bit_length())
    # a seat's trumps above the other side's highest (SEATS alternate N, E, S, W)
    masters = [(held >> above[1 - place % 2]).bit_count() for place, held in enumerate(trumps)]
    ours, theirs = places
    return max(map(masters.__getitem__, ours)), n - max(map(masters.__getitem__, theirs))


def _shape(node: _Node, owners: dict[tuple[int, ...], str]) -> tuple:
    """A position between tricks as the search remembers it: the leader and, for each
    suit, which seat holds each card still held, from the lowest up (the cards already
    played no longer matter: with the 2 gone, the 3 is the lowest card). ``owners``
    keeps the seats of each suit's holdings already seen."""
    north, east, south, west = node.hands
    shape = [SEATS[node.leader]]
    for base in _BASES:
        holdings = (north >> base & _SUIT_BITS, east >> base & _SUIT_BITS,
                    south >> base & _SUIT_BITS, west >> base & _SUIT_BITS)
        seats = owners.get(holdings)
        if seats is None:
            n, e, s, w = holdings
            held, seats = n | e | s | w, ""
            while held:
                low = held & -held
                seats += "N" if n & low else "E" if e & low else "S" if s & low else "W"
                held ^= low
            owners[holdings] = seats
        shape.append(seats)
    return tuple(shape)


def _representatives(allowed: int, others: int, leading: bool) -> list[int]:
    """One card of each run of equivalent cards among ``allowed``: two cards of the hand
    to play are equivalent when no card of ``others`` (the cards still held by another
    hand, or played to the trick in progress) lies between them in the suit. The lowest
    of a run follows, the highest leads; cards come suit by suit (SHDC), highest first."""
    chosen: list[int] = []
    for base in _BASES:
        mine = allowed >> base & _SUIT_BITS
        if not mine:
            continue
        between = others >> base & _SUIT_BITS
        top = last = mine.bit_length() - 1
        mine ^= 1 << top
        while mine:
            card = mine.bit_length() - 1
            if (between >> (card + 1)) & ((1 << (last - card - 1)) - 1):  # one between
                chosen.append(base + (top if leading else last))
                top = card
            last = card
            mine ^= 1 << card
        chosen.append(base + (top if leading else last))
    return chosen


BUDGET = 200_000  # nodes a search takes, by default, before it gives up (None)


def play_out(pos: Position, side_name: str, moves: Moves, best_for_side: Best,
             budget: int = BUDGET) -> Line | None:
    """Play the remaining tricks out: the side's players choose among the legal cards
    ``moves(pos, seat)`` allows, to take the most tricks (``best_for_side``; a function of
    the position says where) or the fewest; the opponents choose among all their legal
    cards to hold the side to the fewest. ``moves`` and a function ``best_for_side`` are
    functions of the position alone (each is asked once a position). Returns the
    principal line (its ``taken`` is the value), or None when more than ``budget`` nodes
    would be searched."""
    problem = pos.problem()
    if problem:
        raise ValueError(problem)
    search = _Search(side_name, moves, best_for_side, budget)
    root = search.start(pos)
    try:
        return search.line(root, search.value(root))
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
