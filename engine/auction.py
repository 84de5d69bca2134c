"""The auction as it happened: whose turn it was for every call, and what became of it.

The TD writes the auction down in the order the calls were made, irregular ones
included. This module replays that record and tells, for every entry, what a TD
reads off the table: whose turn it was, the last bid, whether a bid was sufficient,
whether a double or redouble was permitted, whether the auction had already
ended, and, from what the players did next, what became of an irregular call.

It knows the mechanics of the auction, never the rectifications: those are the
knowledge base's. What became of an irregular call is read from the record by two
principles, the same in every edition:

1. A call by the player whose turn it is, given every call so far standing, is a
   call in rotation. If the call before it was irregular, that player has *called
   over* it.
2. After the director was called, a call by the player whose turn it was when the
   last call (or the last irregular call) was made means that call was cancelled:
   the auction went back to that turn. If the caller is the player who made the
   cancelled call, his new call replaces it. This holds when that player is also
   the offender's LHO (a call made at his LHO's turn): once the director is there,
   accepting the call is said in words (``accepts``), so a call is a refusal.
Anything else is a call out of rotation.

The rest is the laws' to say, and the walk replays the record with the knowledge
base's ``readings`` (``analyse_auction``), by entry index:

- ``cancelled`` for a call out of rotation: the player whose turn it was, calling
  straight after it (no director between), cancelled it; his call is in rotation.
- ``reverts`` for the pass that made three passes in a row, one of them out of
  rotation and hiding a player's turn (``missed_turn``, reported on that pass): the
  auction has not ended; when the player who lost his turn calls, every pass from the
  one out of rotation on is cancelled.

Without these readings a call out of rotation stands, and three passes end the
auction. ``engine.session`` replays the record until the readings the rules conclude
are those it was replayed with.

An explicit ``accepts`` entry keeps an irregular call standing. The events come out
in record order, so the engine can learn them as they happened.
"""

from __future__ import annotations

from collections.abc import Mapping

from ruling.engine.notation import Call, Entry, lho, lowest_sufficient_bid, relation, side
from ruling.engine.records import field, record


@record
class CallEvent:
    """One call as made at the table, with what the table knew at that moment."""

    index: int  # 0-based entry index in the auction list
    seat: str
    call: Call
    artificial: bool
    turn: str | None  # whose turn it was, all calls so far standing (None: auction over)
    relation: str | None  # who ``turn`` was to the caller: self, lho, partner, rho
    last_bid: Call | None
    last_bid_by: str | None
    sufficient: bool | None  # for bids
    permitted: bool | None  # for doubles and redoubles: of an opponent's bid or double
    above_seven: bool
    after_close: bool  # the auction had already ended (call after the final pass)
    previously_called: bool  # the caller had a standing call earlier in the auction
    after_director: bool  # the director had been called since the previous call
    replaces: int | None = None  # index of the caller's own call that this one replaces
    change_of: int | None = None  # for 'changes': index of the call it changes
    lowest_sufficient_same_strain: bool | None = None  # vs. the call it replaces
    same_as_replaced: bool | None = None
    passes_after_bid: int = 0  # passes standing since the last bid, before this call
    simultaneous: bool = False  # made at the same moment as the call before it
    last_call_by: str | None = None  # maker of the last standing call other than a pass
    last_call_artificial: bool = False  # ... and whether it was artificial
    missed_turn: str | None = None  # this pass makes three in a row, one hiding that turn
    missed_from: int | None = None  # ... and the index of the first pass to be cancelled

    @property
    def at(self) -> str:
        return f"auction {self.index + 1}"

    @property
    def irregular_mechanics(self) -> bool:
        """Irregular on its face: out of rotation, insufficient, inadmissible, too high, late."""
        return (
            self.after_close
            or self.relation != "self"
            or self.sufficient is False
            or self.permitted is False
            or self.above_seven
        )


@record
class RecordEvent:
    """Something the record shows at one entry, in the order it happened.

    ``kind`` is 'call' (with ``call``), 'director', 'accepts', 'called-over'
    (``of`` = the index of the irregular call, ``by`` = the caller), 'cancelled'
    (``of``, ``by`` = index of the call that cancelled it, ``how`` =
    'correct-player' or 'director'), or one of the other entry verbs.
    """

    kind: str
    index: int
    seat: str | None = None
    call: CallEvent | None = None
    of: int | None = None
    by: int | None = None
    how: str | None = None
    entry: Entry | None = None
    turn: str | None = None  # another entry verb's: whose turn to call it was (None: closed)


@record
class Auction:
    """The outcome of replaying the auction record."""

    dealer: str
    calls: list[CallEvent] = field(default_factory=list)
    events: list[RecordEvent] = field(default_factory=list)
    standing: list[int] = field(default_factory=list)  # indices of the calls that stand
    complete: bool = False
    passed_out: bool = False
    above_seven: bool = False  # the passes closed on a bid above seven: no contract
    final_bid: Call | None = None  # the bid the passes closed on (the contract, if any)
    contract: Call | None = None
    doubled: int = 0
    declarer: str | None = None

    def call_at(self, index: int) -> CallEvent:
        return next(c for c in self.calls if c.index == index)


@record
class _State:
    """The auction given the calls that stand."""

    turn: str
    last_bid: Call | None = None
    last_bid_by: str | None = None
    doubled: int = 0
    doubled_by: str | None = None
    passes: int = 0  # consecutive passes at the end
    bids: int = 0
    closed: bool = False
    missed_turn: str | None = None  # an out-of-rotation pass hid this turn ('reverts')
    hidden_turn: str | None = None  # ... seen whatever the readings say
    hidden_from: int | None = None  # ... the entry index of the pass that hid it
    missed_from: int | None = None  # position in ``standing`` to go back to


def _state(dealer: str, standing: list[CallEvent],
           readings: Mapping[int, str] | None = None) -> _State:
    state = _State(turn=dealer)
    trailing: list[tuple[int, CallEvent]] = []
    for pos, ev in enumerate(standing):
        call = ev.call
        if call.kind == "bid":
            state.last_bid, state.last_bid_by = call, ev.seat
            state.doubled, state.doubled_by = 0, None
            state.bids += 1
            trailing = []
        elif call.kind == "pass":
            trailing.append((pos, ev))
        else:
            state.doubled = 1 if call.kind == "double" else 2
            state.doubled_by = ev.seat
            trailing = []
        state.turn = lho(ev.seat)
    state.passes = len(trailing)
    needed = 3 if state.bids else 4
    if state.passes >= needed:
        hidden = [(pos, ev) for pos, ev in trailing[-needed:] if ev.relation != "self"]
        if hidden:
            state.hidden_turn, state.hidden_from = hidden[0][1].turn, hidden[0][1].index
        if hidden and (readings or {}).get(trailing[-1][1].index) == "reverts":
            pos, ev = hidden[0]  # the auction goes back to the player who lost his turn
            state.missed_turn, state.missed_from = ev.turn, pos
        else:
            state.closed = True
    return state


def _permitted(call: Call, seat: str, state: _State) -> bool:
    """A double of an opponent's last bid, a redouble of an opponent's double."""
    if call.kind == "double":
        return (state.last_bid is not None and state.doubled == 0
                and side(state.last_bid_by or seat) != side(seat))
    return state.doubled == 1 and side(state.doubled_by or seat) != side(seat)


def analyse_auction(dealer: str, entries: list[Entry],
                    readings: Mapping[int, str] | None = None) -> Auction:
    """Replay the auction entries in order (see the module's principles), with the
    knowledge base's readings of the entries, by index."""
    readings = readings or {}
    result = Auction(dealer=dealer)
    standing: list[CallEvent] = []
    director_since_call = False
    pending: CallEvent | None = None  # the latest irregular call still standing
    accepted: set[int] = set()

    def rewind_to(target: CallEvent, by_index: int, how: str) -> None:
        pos = next(i for i, ev in enumerate(standing) if ev.index == target.index)
        for ev in standing[pos:]:
            result.events.append(RecordEvent("cancelled", by_index, ev.seat, of=ev.index,
                                             by=by_index, how=how))
        del standing[pos:]

    for index, entry in enumerate(entries):
        if entry.verb == "td":
            director_since_call = True
            result.events.append(RecordEvent("director", index, entry=entry))
            continue
        if entry.verb == "accepts":
            if pending is not None:
                accepted.add(pending.index)
            result.events.append(RecordEvent("accepts", index, entry.seat,
                                             of=pending.index if pending else None, entry=entry))
            continue
        if entry.verb not in ("call", "changes"):
            state = _state(dealer, standing, readings)
            result.events.append(RecordEvent(entry.verb, index, entry.seat, entry=entry,
                                             turn=None if state.closed else state.turn))
            continue

        seat = entry.seat or ""
        assert entry.call is not None
        change_of: CallEvent | None = None
        if entry.verb == "changes":
            change_of = next((ev for ev in reversed(standing) if ev.seat == seat), None)
            if change_of is not None:
                pos = standing.index(change_of)
                del standing[pos:]  # the new call takes the old one's place

        state = _state(dealer, standing, readings)
        replaced: CallEvent | None = None
        if change_of is None and not state.closed:
            last = standing[-1] if standing else None
            # Principle 2: after the director, back to the turn of the last (irregular) call.
            if director_since_call and last is not None:
                recent = [last] + ([pending] if pending in standing[-2:] else [])
                for candidate in recent:
                    # the player whose turn it was calls: after the director, even when he
                    # is also the offender's LHO (accepting is then said: `accepts`)
                    if (candidate is not None and candidate.index not in accepted
                            and candidate.turn == seat
                            and (seat != state.turn or candidate.relation == "lho")):
                        replaced = candidate
                        rewind_to(candidate, index, "director")
                        break
            # Read 'cancelled': the correct player called straight after it.
            elif (last is not None and last is pending and readings.get(last.index) ==
                  "cancelled" and last.turn == seat and seat != state.turn):
                replaced = last
                rewind_to(last, index, "correct-player")
            # Read 'reverts': the player who lost his turn calls; later passes are cancelled.
            if replaced is None and state.missed_turn == seat and state.missed_from is not None:
                replaced = standing[state.missed_from]
                rewind_to(replaced, index, "missed-turn")
            if replaced is not None:
                state = _state(dealer, standing, readings)
            elif pending is not None and seat == state.turn and pending is last:
                result.events.append(RecordEvent("called-over", index, seat, of=pending.index,
                                                 by=index))

        turn = None if state.closed else state.turn
        call = entry.call
        event = CallEvent(
            index=index,
            seat=seat,
            call=call,
            artificial=entry.artificial,
            turn=turn,
            relation=relation(turn, seat) if turn else None,
            last_bid=state.last_bid,
            last_bid_by=state.last_bid_by,
            sufficient=call.supersedes(state.last_bid) if call.is_bid else None,
            permitted=_permitted(call, seat, state) if call.kind in ("double", "redouble")
            else None,
            above_seven=call.is_bid and call.level > 7,
            after_close=state.closed,
            previously_called=any(ev.seat == seat for ev in standing),
            after_director=director_since_call,
            change_of=change_of.index if change_of else None,
            passes_after_bid=state.passes,
            simultaneous=entry.simultaneous,
        )
        last_call = next((ev for ev in reversed(standing) if ev.call.kind != "pass"), None)
        if last_call is not None:
            event.last_call_by, event.last_call_artificial = last_call.seat, last_call.artificial
        own = replaced if replaced is not None and replaced.seat == seat else change_of
        if own is not None:
            event.replaces = own.index
            event.same_as_replaced = own.call == call
            if own.call.is_bid and call.is_bid:
                event.lowest_sufficient_same_strain = (
                    call == lowest_sufficient_bid(own.call.strain, state.last_bid)
                )
        result.calls.append(event)
        result.events.append(RecordEvent("call", index, seat, call=event, entry=entry))
        director_since_call = False
        if not event.after_close:
            standing.append(event)
            after = _state(dealer, standing, readings)
            if after.hidden_turn is not None:  # what the table saw, read or not
                event.missed_turn, event.missed_from = after.hidden_turn, after.hidden_from
            if event.irregular_mechanics or event.change_of is not None:
                pending = event  # a change of call can be accepted or called over
            elif pending is not None and pending not in standing:
                pending = None

    _link_offender_replacements(result)
    final = _state(dealer, standing, readings)
    result.standing = [ev.index for ev in standing]
    result.complete = final.closed
    if final.closed:
        if final.last_bid is None:
            result.passed_out = True
        else:
            result.final_bid = final.last_bid
            result.doubled = final.doubled
            strain = final.last_bid.strain
            declaring = side(final.last_bid_by or dealer)
            result.declarer = next(
                ev.seat for ev in standing
                if ev.call.is_bid and ev.call.strain == strain and side(ev.seat) == declaring
            )
            if final.last_bid.level > 7:
                result.above_seven = True  # no contract: there is none above seven
            else:
                result.contract = final.last_bid
    return result


def _link_offender_replacements(result: Auction) -> None:
    """A call cancelled by another player's call is replaced by its maker's next call
    (after the correct player has called, the offender calls at his turn)."""
    for cancel in (ev for ev in result.events if ev.kind == "cancelled"):
        cancelled = result.call_at(cancel.of or 0)
        later = next((c for c in result.calls
                      if c.seat == cancelled.seat and c.index >= (cancel.by or 0)), None)
        if later is None or later.replaces is not None or later.after_close:
            continue
        later.replaces = cancelled.index
        later.same_as_replaced = later.call == cancelled.call
        if cancelled.call.is_bid and later.call.is_bid:
            later.lowest_sufficient_same_strain = (
                later.call == lowest_sufficient_bid(cancelled.call.strain, later.last_bid)
            )
