"""The play period as it happened: turns, tricks, trick winners and legality of play.

The TD writes the play down in the order the cards were played, irregular ones
included, with the other actions of the play period between them. This module
replays that record and tells, for every entry, what a TD reads off the table:
whose turn it was, which trick the card went to, who should have led, whether the
player followed suit and could have, and, from what the players did next, what
became of an irregular card. It knows the mechanics of play, never the
rectifications: those are the knowledge base's, which reads the events as facts.

Roles: dummy is declarer's partner (his cards are written with his own seat), the
opening leader is declarer's LHO. Tricks are won by a *seat*; a trick won by dummy
counts for the declaring side, but the seat is kept (the revoke laws ask whether
the offending player himself won the trick).

Whose turn it is: in the trick in progress, the first seat clockwise from the
trick's leader that has no card in it; between tricks, the winner of the last
trick (the opening leader before trick one). Holdings, when the hands are given,
lose a card when it is placed in a trick and get it back when it is withdrawn; a
card that never went into a trick stays in the hand.

What became of a card played out of turn is, for a lead, the knowledge base's to say:
whether it stands, or goes back to the hand because the correct leader leads, depends on
who may accept it and what they said, which the laws decide. The walk replays the record
with the knowledge base's ``readings`` (``analyse_play``): an entry index mapped to
``stands`` (the lead stays where it was put), ``not-played`` (the card goes back to the
hand; the player who was on lead is still to lead) or, for a ``spreads`` entry,
``becomes-dummy`` (the player who faced his hand becomes dummy, his partner declarer).
A lead out of turn the readings do not cover is ``undecided``: it is left where it was
put, as if it stood. ``engine.session`` replays the record until the readings the rules
conclude are those it was replayed with. For the other cards, the walk reads the
mechanics of the table from what happens next (the first entry that decides it; ``TD``
and the other verbs are looked through):

1. An explicit ``accepts`` keeps it: it stands.
2. ``X spreads`` by dummy is no claim: dummy's hand is faced for the play.
3. A card played out of turn inside a trick stays in the trick unless its player
   plays to the same trick again (then the first one is not played: back in hand).
4. A card from a player who already has a card in the unfinished trick is not
   played, unless the trick is finished and the next card comes from his LHO: then
   it was the lead to the next trick, which starts with it. A card marked
   ``simultaneous`` came at the same moment as his card to this trick: it is never
   that early lead: it is not played once the trick is finished and anyone plays on
   (``undecided`` when the record shows no card after the trick's last).
5. After a complete trick, a card by the player next in rotation (the trick's
   leader playing on) who was not on lead is flagged ``fifth_card``: the record
   cannot tell a fifth card from a lead out of turn (finding ``intended_lead``): the
   flag says what the table saw, whatever the readings make of the card.
6. ``X withdraws CARD`` takes that card (the latest one X played that is in a
   trick) out of its trick and back to the hand; the turn goes back to X. The trick
   may be an earlier one (a card that failed to follow, taken back after the trick was
   finished): X's next card fills it.
If nothing decides (the record ends, or a claim comes first), the fate is
``undecided`` and the card is left where it was put. ``premature`` marks a
defender's card played (not led) when it was his partner's turn, and a defender's
second card before the trick was finished. An entry the walk cannot place is
marked ``unexplained`` (with a note) and never stops the analysis.

Revokes: a card placed in a trick, not the lead, not of the suit led, from a
player who held that suit: known from the hand, or, when the hand is not given,
proved by the same player playing or exposing a card of that suit later. For each,
the walk reports what came first after it, for the laws to read (``next_by``, at
``next_at``): the card taken back ('withdrawal'), a card of the offending side to a
later trick ('next-trick'), a naming by declarer of a card for a later trick when
declarer's side revoked ('designation'), or a claim or concession by the offending
side ('claim' / 'concession'); None when nothing of these came.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from ruling.engine.notation import SEATS, Call, Card, Entry, lho, next_seat, partner, side
from ruling.engine.records import field, record

FATES = ("stands", "not-played", "withdrawn", "undecided")


def trump_of(contract: Call | None) -> str | None:
    """The trump suit of a contract (None at no trump)."""
    if contract is None or contract.strain in ("", "NT"):
        return None
    return contract.strain


def rotation(seat: str) -> list[str]:
    """The four seats in playing order starting with ``seat``."""
    return [next_seat(seat, step) for step in range(4)]


def trick_winner(cards: list[tuple[str, Card]], trump: str | None) -> str:
    """The seat that wins a trick; the first card is the lead.

    The highest trump wins; without a trump, the highest card of the suit led.
    ``trump`` is a suit letter, or None (or 'NT') at no trump.
    """
    if not cards:
        raise ValueError("a trick needs at least one card")
    trump = None if trump in (None, "", "NT") else trump
    best_seat, best = cards[0]
    for seat, card in cards[1:]:
        if card.suit == best.suit:
            if card.value > best.value:
                best_seat, best = seat, card
        elif card.suit == trump:
            best_seat, best = seat, card
    return best_seat


def legal_cards(hand_now: frozenset[Card] | set[Card], suit_led: str | None) -> frozenset[Card]:
    """The cards a player may play: any card to lead, else the suit led when he has it."""
    if suit_led is None:
        return frozenset(hand_now)
    same = frozenset(card for card in hand_now if card.suit == suit_led)
    return same or frozenset(hand_now)


# --- Results ----------------------------------------------------------------


@record
class PlayEvent:
    """One entry of the play record, with what the table knew at that moment.

    Card fields (``in_turn`` … ``revoke``) are set for ``play`` entries; ``card``
    is also set for ``exposes``, ``withdraws`` and ``names`` of a card. ``trick``
    is the trick the card went to (or would have gone to); for other entries, the
    trick in progress, or the next one between tricks.
    """

    index: int  # 0-based entry index in the play list
    verb: str  # 'play', 'td', or a verb of notation.VERBS
    seat: str | None
    entry: Entry
    card: Card | None = None
    trick: int = 1
    position: int | None = None  # 1 = lead … 4 (where the card went or would have gone)
    turn: str | None = None  # whose turn it was, the record so far standing
    role: str | None = None  # 'declarer', 'dummy' or 'defender' (roles at that moment)
    director_called: bool = False  # a TD entry came earlier in the play record
    in_turn: bool | None = None
    out_of_turn_at: str | None = None  # for a card out of turn: whose turn it was
    is_lead: bool = False  # played as the first card of a trick, in turn or not
    leader_should_be: str | None = None  # for leads: who should have led
    premature: bool = False
    fifth_card: bool = False
    already_played: bool = False  # the player already had a card in the unfinished trick
    fate: str | None = None  # for cards: one of FATES
    suit_led: str | None = None
    followed_suit: bool | None = None
    could_follow: bool | None = None  # None: not known (hand not given, nothing later)
    follow_evidence: str | None = None  # 'hand' or 'later-play' (how could_follow is known)
    revoke: bool = False
    holding_before: frozenset[Card] | None = None  # None when the hand is not given
    refers_to: int | None = None  # accepts/withdraws: the card (or claim) it is about
    designated_by: int | None = None  # a dummy card: the declarer's 'names' entry before it
    matches_designation: bool | None = None
    unexplained: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def at(self) -> str:
        return f"play {self.index + 1}"

    @property
    def side(self) -> str | None:
        return side(self.seat) if self.seat else None

    @property
    def placed(self) -> bool:
        """The card went into a trick (and may since have been withdrawn)."""
        return self.verb == "play" and self.fate in ("stands", "undecided", "withdrawn")


@record
class Trick:
    """A trick as it stands at the end of the record."""

    number: int  # 1-based
    leader: str
    suit_led: str
    cards: list[tuple[str, Card, int]] = field(default_factory=list)  # seat, card, entry index
    winner: str | None = None  # a seat, once the trick is complete
    complete: bool = False
    not_played: list[tuple[str, Card, int]] = field(default_factory=list)  # cards kept out

    @property
    def seats(self) -> list[str]:
        return [seat for seat, _, _ in self.cards]

    @property
    def winning_side(self) -> str | None:
        return side(self.winner) if self.winner else None

    def card_of(self, seat: str) -> Card | None:
        return next((card for s, card, _ in self.cards if s == seat), None)

    def in_rotation(self) -> list[tuple[str, Card]]:
        """The cards from the leader clockwise (the order trick_winner needs)."""
        order = rotation(self.leader)
        return sorted(((s, c) for s, c, _ in self.cards), key=lambda sc: order.index(sc[0]))


@record
class Revoke:
    """A failure to follow suit by a player who held the suit led."""

    index: int  # the entry of the revoke card
    seat: str
    card: Card
    trick: int
    suit_led: str
    evidence: str  # 'hand' or 'later-play'
    next_by: str | None = None  # what came first after it (see the module's principles)
    next_at: int | None = None  # ... at this entry index
    trick_winner: str | None = None  # the seat that won the revoke trick (when complete)
    offending_side_won_later: int = 0  # complete later tricks won by the offending side

    @property
    def side(self) -> str:
        return side(self.seat)


@record
class PlayRecord:
    """The outcome of replaying the play record."""

    contract: Call
    declarer: str  # who plays the hand (the original dummy, after a 'becomes-dummy' reading)
    dummy: str
    opening_leader: str
    trump: str | None
    tricks: list[Trick] = field(default_factory=list)
    events: list[PlayEvent] = field(default_factory=list)
    tricks_won: dict[str, int] = field(default_factory=lambda: {"NS": 0, "EW": 0})
    next_leader: str | None = None  # leader of the next trick (None while one is in progress)
    turn: str | None = None  # whose turn it is at the end of the record
    remaining: dict[str, frozenset[Card]] = field(default_factory=dict)  # seats given only
    claims: list[PlayEvent] = field(default_factory=list)  # claims, concessions, spreads-as-claim
    revokes: list[Revoke] = field(default_factory=list)
    declarer_swapped: bool = False  # declarer spread his hand after an opening lead out of turn

    def event(self, index: int) -> PlayEvent:
        return self.events[index]

    @property
    def cards(self) -> list[PlayEvent]:
        """The events of cards played (every ``play`` entry)."""
        return [ev for ev in self.events if ev.verb == "play"]

    @property
    def complete_tricks(self) -> int:
        return sum(1 for t in self.tricks if t.complete)


def trick_of(record: PlayRecord, index: int) -> Trick | None:
    """The trick entry ``index`` belongs to or was made during (None if not begun)."""
    for trick in record.tricks:
        if any(i == index for _, _, i in trick.cards):
            return trick
    number = record.events[index].trick
    return next((t for t in record.tricks if t.number == number), None)


# --- The walk ---------------------------------------------------------------


class _Walk:
    """Replays the entries one by one; see the module's principles."""

    def __init__(self, contract: Call, declarer: str, hands: dict[str, frozenset[Card]],
                 entries: list[Entry], readings: Mapping[int, str]) -> None:
        self.contract = contract
        self.readings = readings
        self.entries = entries
        self.trump = trump_of(contract)
        self.declarer = declarer
        self.dummy = partner(declarer)
        self.opening_leader = lho(declarer)
        self.hands: dict[str, set[Card]] = {seat: set(cards) for seat, cards in hands.items()}
        self.tricks: list[Trick] = []
        self.table: Counter[Card] = Counter()  # the cards in the tricks, as often as in them
        self.events: list[PlayEvent] = []
        self.pending: PlayEvent | None = None  # a lead made before the trick was finished
        self.swapped = False
        self.director = False
        self.designation: PlayEvent | None = None  # declarer's latest 'names', not yet used
        self.claims: list[PlayEvent] = []

    # -- state

    def open_trick(self) -> Trick | None:
        return next((t for t in self.tricks if not t.complete), None)

    def proper_leader(self) -> str | None:
        """Who leads the next trick to be started."""
        if not self.tricks:
            return self.opening_leader
        last = self.tricks[-1]
        if not last.complete:
            return last.leader
        return None if len(self.tricks) >= 13 else last.winner

    def turn(self) -> str | None:
        trick = self.open_trick()
        if trick is not None:
            return next(s for s in rotation(trick.leader) if s not in trick.seats)
        return self.proper_leader()

    def role(self, seat: str | None) -> str | None:
        if seat is None:
            return None
        if seat == self.declarer:
            return "declarer"
        return "dummy" if seat == self.dummy else "defender"

    def is_defender(self, seat: str) -> bool:
        return side(seat) != side(self.declarer)

    def holding(self, seat: str | None) -> frozenset[Card] | None:
        if seat is None or seat not in self.hands:
            return None
        return frozenset(self.hands[seat])

    def on_table(self, card: Card) -> bool:
        return self.table[card] > 0 or (self.pending is not None and self.pending.card == card)

    # -- the walk

    def run(self) -> None:
        for index, entry in enumerate(self.entries):
            ev = PlayEvent(index=index, verb=entry.verb, seat=entry.seat, entry=entry,
                           card=entry.card, turn=self.turn(), role=self.role(entry.seat),
                           director_called=self.director,
                           holding_before=self.holding(entry.seat))
            trick = self.open_trick()
            ev.trick = trick.number if trick is not None else len(self.tricks) + 1
            if entry.verb != "play":  # where the next card would go (1: it would be a lead)
                ev.position = len(trick.cards) + 1 if trick is not None else 1
            self.events.append(ev)
            handler = getattr(self, "on_" + entry.verb.replace("-", "_"), None)
            if handler is not None:
                handler(ev)
            if entry.verb == "td":
                self.director = True

    def on_play(self, ev: PlayEvent) -> None:
        assert ev.seat is not None and ev.card is not None
        self.check_card(ev)
        if ev.role == "dummy":
            self.check_designation(ev)
        first_open = self.open_trick()
        if (first_open is not None and first_open is not self.tricks[-1]
                and ev.seat not in first_open.seats):
            self.follow(ev, first_open)  # filling a trick reopened by a withdrawal
            return
        current = self.tricks[-1] if self.tricks and not self.tricks[-1].complete else None
        if current is None:
            self.lead(ev)
        elif ev.seat in current.seats:
            self.repeat(ev, current)
        else:
            self.follow(ev, current)

    def check_card(self, ev: PlayEvent) -> None:
        assert ev.seat is not None and ev.card is not None
        if ev.seat in self.hands and ev.card not in self.hands[ev.seat]:
            ev.unexplained = True
            ev.notes.append(f"{ev.card} is not in the hand of {ev.seat}")
        elif self.on_table(ev.card):
            ev.unexplained = True
            ev.notes.append(f"{ev.card} is already in a trick")

    def check_designation(self, ev: PlayEvent) -> None:
        named = self.designation
        self.designation = None
        if named is None:
            return
        ev.designated_by = named.index
        entry = named.entry
        card = ev.card
        assert card is not None
        if entry.designation == "card":
            ev.matches_designation = entry.card == card
        elif entry.designation == "suit":
            ev.matches_designation = entry.suit == card.suit
        elif entry.designation == "rank":
            ev.matches_designation = entry.rank == card.rank

    def lead(self, ev: PlayEvent) -> None:
        """A card when no trick is in progress: the lead to the next trick."""
        leader = self.proper_leader()
        ev.trick, ev.position, ev.is_lead = len(self.tricks) + 1, 1, True
        ev.leader_should_be = leader
        if leader is None:
            ev.in_turn, ev.fate, ev.unexplained = False, "not-played", True
            ev.notes.append("a card after the thirteenth trick")
            return
        if ev.seat == leader:
            ev.in_turn, ev.fate = True, "stands"
            self.start_trick(ev)
            return
        ev.in_turn, ev.out_of_turn_at = False, leader
        if self.tricks and self.tricks[-1].cards:
            ev.fifth_card = ev.seat == lho(self.tricks[-1].cards[-1][0])
        ev.fate = self.readings.get(ev.index, "undecided")
        ev.notes.append("the lead out of turn " + {
            "stands": "stands (the rules' reading)", "not-played":
            "goes back to the hand (the rules' reading)"}.get(ev.fate, "is left where it was put"))
        if ev.fate != "not-played":
            self.start_trick(ev)

    def follow(self, ev: PlayEvent, trick: Trick) -> None:
        """A card to a trick in progress by a player who has no card in it."""
        assert ev.seat is not None and ev.card is not None
        ev.trick, ev.position, ev.suit_led = trick.number, len(trick.cards) + 1, trick.suit_led
        turn = next(s for s in rotation(trick.leader) if s not in trick.seats)
        self.follow_info(ev)
        if ev.seat == turn:
            ev.in_turn, ev.fate = True, "stands"
        else:
            ev.in_turn, ev.out_of_turn_at = False, turn
            ev.premature = self.is_defender(ev.seat) and turn == partner(ev.seat)
            ev.fate, why = self.fate_of_play(ev, trick)
            ev.notes.append(why)
        if ev.fate != "not-played":
            self.place(ev, trick)

    def repeat(self, ev: PlayEvent, trick: Trick) -> None:
        """A card by a player who already has a card in the unfinished trick."""
        assert ev.seat is not None
        ev.trick, ev.already_played, ev.in_turn = trick.number, True, False
        ev.out_of_turn_at = ev.turn
        ev.premature = self.is_defender(ev.seat) and ev.turn == partner(ev.seat)
        ev.fate, why = self.fate_of_repeat(ev, trick)
        ev.notes.append(why)
        if ev.fate == "stands":  # the lead to the next trick, once this one is finished
            ev.trick, ev.position, ev.is_lead = trick.number + 1, 1, True
            self.take_from_hand(ev)
            self.pending = ev
        else:
            ev.position = len(trick.cards) + 1

    def follow_info(self, ev: PlayEvent) -> None:
        assert ev.card is not None
        if ev.suit_led is None:
            return
        ev.followed_suit = ev.card.suit == ev.suit_led
        if ev.holding_before is not None and not ev.followed_suit:
            ev.could_follow = any(c.suit == ev.suit_led for c in ev.holding_before)
            ev.follow_evidence = "hand"
        elif ev.followed_suit:
            ev.could_follow = True

    # -- placing cards

    def take_from_hand(self, ev: PlayEvent) -> None:
        assert ev.seat is not None
        if ev.seat in self.hands:
            self.hands[ev.seat].discard(ev.card)  # type: ignore[arg-type]

    def start_trick(self, ev: PlayEvent) -> None:
        assert ev.seat is not None and ev.card is not None
        trick = Trick(number=len(self.tricks) + 1, leader=ev.seat, suit_led=ev.card.suit)
        self.tricks.append(trick)
        ev.trick, ev.position, ev.is_lead = trick.number, 1, True
        self.place(ev, trick)

    def place(self, ev: PlayEvent, trick: Trick) -> None:
        assert ev.seat is not None and ev.card is not None
        trick.cards.append((ev.seat, ev.card, ev.index))
        self.table[ev.card] += 1
        self.take_from_hand(ev)
        ev.revoke = ev.followed_suit is False and ev.could_follow is True
        if len(trick.cards) == 4:
            trick.complete = True
            trick.winner = trick_winner(trick.in_rotation(), self.trump)
            if self.pending is not None and trick is self.tricks[-1]:
                pending, self.pending = self.pending, None
                pending.leader_should_be = trick.winner
                self.start_trick(pending)

    # -- what became of an irregular card (lookahead)

    def later(self, ev: PlayEvent) -> list[Entry]:
        return self.entries[ev.index + 1:]

    def fate_of_play(self, ev: PlayEvent, trick: Trick) -> tuple[str, str]:
        offender, card = ev.seat, ev.card
        assert offender is not None and card is not None
        missing = {s for s in SEATS if s not in trick.seats and s != offender}
        seen: set[str] = set()
        others: list[tuple[str, Card]] = []  # the cards the missing players played next
        for entry in self.later(ev):
            if entry.verb == "accepts":
                return "stands", f"accepted by {entry.seat}"
            if entry.verb == "withdraws" and entry.seat == offender and entry.card == card:
                return "stands", "played, until withdrawn"
            if entry.verb in ("claims", "concedes", "spreads"):
                break
            if entry.verb != "play" or entry.seat is None or entry.card is None:
                continue
            player = entry.seat
            if player == offender:
                if seen < missing:
                    return "not-played", f"{offender} played again to this trick"
                cards = [(s, c) for s, c, _ in trick.cards] + others + [(offender, card)]
                order = rotation(trick.leader)
                cards.sort(key=lambda sc: order.index(sc[0]))
                if entry.card == card or trick_winner(cards, self.trump) != offender:
                    return "not-played", f"{offender} played to this trick again at his turn"
                return "stands", "the trick was finished with it"
            if player in missing and player not in seen:
                seen.add(player)
                others.append((player, entry.card))
                continue
            if seen >= missing:
                return "stands", "the trick was finished with it"
            ev.unexplained = True
            return "stands", f"{player} played twice before the trick was finished"
        if seen >= missing:
            return "stands", "the trick was finished with it"
        return "undecided", "the record does not show what became of it"

    def fate_of_repeat(self, ev: PlayEvent, trick: Trick) -> tuple[str, str]:
        offender = ev.seat
        assert offender is not None
        missing = {s for s in SEATS if s not in trick.seats}
        seen: set[str] = set()
        at_once = ev.entry.simultaneous  # with his card to this trick: no early lead
        for entry in self.later(ev):
            if entry.verb == "accepts" and not at_once:
                return "stands", f"accepted by {entry.seat} as the next lead"
            if (entry.verb == "withdraws" and entry.seat == offender and entry.card == ev.card
                    and not at_once):
                return "stands", "led, until withdrawn"
            if entry.verb in ("claims", "concedes", "spreads"):
                break
            if entry.verb != "play" or entry.seat is None:
                continue
            player = entry.seat
            if seen < missing:
                if player in missing and player not in seen:
                    seen.add(player)
                    continue
                return "not-played", f"{player} played before the trick was finished"
            if at_once:
                return "not-played", (f"played at the same moment as his card to this trick, "
                                      f"not as the lead to the next one ({player} played next)")
            if player == lho(offender):
                return "stands", f"{player} played to it as the lead to the next trick"
            return "not-played", f"{player} played next"
        return "undecided", "the record does not show what became of it"

    # -- the other verbs

    def on_withdraws(self, ev: PlayEvent) -> None:
        target = next((e for e in reversed(self.events[:-1]) if e.verb == "play"
                       and e.seat == ev.seat and e.card == ev.card), None)
        if target is None:
            ev.unexplained = True
            ev.notes.append(f"{ev.seat} has not played {ev.card}")
            return
        ev.refers_to, ev.trick = target.index, target.trick
        if target is self.pending:
            self.pending = None
        else:
            trick = next((t for t in self.tricks
                          if any(i == target.index for _, _, i in t.cards)), None)
            if trick is None:
                ev.notes.append(f"{ev.card} was not in a trick: already back in the hand")
                return
            self.table[target.card] -= 1  # the one entry of its card, taken out
            trick.cards = [c for c in trick.cards if c[2] != target.index]
            trick.complete, trick.winner = False, None
            if not trick.cards and trick is self.tricks[-1]:
                self.tricks.pop()
        target.fate = "withdrawn"
        if ev.seat in self.hands and ev.card is not None:
            self.hands[ev.seat].add(ev.card)

    def on_accepts(self, ev: PlayEvent) -> None:  # of the latest card out of turn, or claim
        target = next((e for e in reversed(self.events[:-1])
                       if (e.verb == "play" and e.in_turn is False) or e in self.claims), None)
        ev.refers_to = target.index if target is not None else None

    def on_names(self, ev: PlayEvent) -> None:
        if ev.seat == self.declarer:
            self.designation = ev
        ev.holding_before = self.holding(self.dummy)  # a designation is of dummy's cards
        trick = self.open_trick()
        ev.suit_led = trick.suit_led if trick is not None else None

    def on_exposes(self, ev: PlayEvent) -> None:
        if ev.seat in self.hands and ev.card not in self.hands[ev.seat]:
            ev.unexplained = True
            ev.notes.append(f"{ev.card} is not in the hand of {ev.seat}")

    def on_spreads(self, ev: PlayEvent) -> None:
        if self.readings.get(ev.index) == "becomes-dummy" and not self.swapped:
            self.declarer, self.dummy = self.dummy, self.declarer
            self.swapped = True
            ev.notes.append("the player who faced his hand becomes dummy (the rules' reading)")
        elif ev.seat == self.dummy:
            ev.notes.append("dummy faced his hand: not a claim")
        else:
            ev.notes.append("the player faced his hand: a claim")
            self.claims.append(ev)

    def on_claims(self, ev: PlayEvent) -> None:
        self.claims.append(ev)

    def on_concedes(self, ev: PlayEvent) -> None:
        self.claims.append(ev)

    # -- the end

    def result(self) -> PlayRecord:
        record = PlayRecord(contract=self.contract, declarer=self.declarer, dummy=self.dummy,
                            opening_leader=self.opening_leader, trump=self.trump,
                            tricks=self.tricks, events=self.events,
                            declarer_swapped=self.swapped)
        for trick in self.tricks:
            if trick.complete:
                trick.winner = trick_winner(trick.in_rotation(), self.trump)
                record.tricks_won[side(trick.winner)] += 1
        by_number = {t.number: t for t in self.tricks}
        for ev in self.events:
            if ev.verb == "play" and ev.fate == "not-played" and ev.trick in by_number:
                assert ev.seat is not None and ev.card is not None
                by_number[ev.trick].not_played.append((ev.seat, ev.card, ev.index))
        record.turn = self.turn()
        last = self.tricks[-1] if self.tricks else None
        if last is None:
            record.next_leader = self.opening_leader
        elif last.complete and self.open_trick() is None:
            record.next_leader = None if len(self.tricks) >= 13 else last.winner
        record.remaining = {seat: frozenset(cards) for seat, cards in self.hands.items()}
        record.claims = list(self.claims)
        self.prove_from_later_play()
        record.revokes = [self.revoke(ev, record) for ev in self.events
                          if ev.verb == "play" and ev.revoke]
        return record

    def prove_from_later_play(self) -> None:
        """Without the hand, a later card of the suit led proves the player held it."""
        for pos, ev in enumerate(self.events):
            if ev.verb != "play" or ev.followed_suit is not False or ev.could_follow is not None:
                continue
            proof = next((e for e in self.events[pos + 1:] if e.seat == ev.seat
                          and e.verb in ("play", "exposes") and e.card is not None
                          and e.card.suit == ev.suit_led), None)
            if proof is not None:
                ev.could_follow, ev.follow_evidence = True, "later-play"
                ev.notes.append(f"{ev.seat} held the suit led: he played or showed "
                                f"{proof.card} later")
                ev.revoke = ev.placed and not ev.is_lead

    def revoke(self, ev: PlayEvent, record: PlayRecord) -> Revoke:
        assert ev.seat is not None and ev.card is not None and ev.suit_led is not None
        rev = Revoke(index=ev.index, seat=ev.seat, card=ev.card, trick=ev.trick,
                     suit_led=ev.suit_led, evidence=ev.follow_evidence or "hand")
        offenders = side(ev.seat)
        for later in self.events[ev.index + 1:]:
            how = None
            if later.verb == "withdraws" and later.refers_to == ev.index:
                how = "withdrawal"
            elif later.seat is None or side(later.seat) != offenders:
                continue
            elif later.verb == "play" and later.trick > ev.trick:
                how = "next-trick"
            elif later.verb == "names" and later.trick > ev.trick:
                how = "designation"
            elif later in record.claims:
                how = "concession" if later.verb == "concedes" else "claim"
            if how is not None:
                rev.next_by, rev.next_at = how, later.index
                break
        trick = next((t for t in record.tricks if t.number == ev.trick), None)
        if trick is not None and trick.complete:
            rev.trick_winner = trick.winner
        rev.offending_side_won_later = sum(
            1 for t in record.tricks
            if t.number > ev.trick and t.winner is not None and side(t.winner) == offenders)
        return rev


def analyse_play(contract: Call, declarer: str, hands: dict[str, frozenset[Card]],
                 entries: list[Entry], readings: Mapping[int, str] | None = None
                 ) -> PlayRecord:
    """Replay the play entries in order (see the module's principles).

    ``hands`` may be empty or give some seats only; holdings, ``could_follow`` from
    the hand and ``remaining`` are known for the seats given. ``readings`` are the
    knowledge base's readings of leads out of turn and of spread hands, by entry index.
    """
    walk = _Walk(contract, declarer, hands, entries, readings or {})
    walk.run()
    return walk.result()
