"""From an incident to a ruling: analyse the record, feed the engine, collect.

The record's events are asserted one at a time, in the order they happened, and
the engine draws every conclusion after each: so when a rule looks at a call, it
already knows every obligation that earlier irregularities imposed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ruling.engine.branches import TooManyBranches, combine, explore
from ruling.engine.facts import (
    Accepted,
    Action,
    AuctionOver,
    CalledOver,
    CallMade,
    Cancelled,
    CardPlayed,
    CardsLeft,
    Contract,
    DirectorCalled,
    EndOfRecord,
    Irregularity,
    Item,
    PlayOver,
    Reading,
    RevokeMade,
    TrickComplete,
    TricksTaken,
)
from ruling.engine.inference import Asked, RulingEngine, Step
from ruling.engine.loader import InputError
from ruling.engine.notation import (
    SEATS,
    SUITS,
    Call,
    is_vulnerable,
    lho,
    parse_place,
    partner,
    relation,
    rho,
    side,
)
from ruling.engine.records import field, record
from ruling.engine.registry import knowledge
from ruling.engine.rete import Fact

if TYPE_CHECKING:  # the auction's and the play's analyses are loaded only for a record
    from ruling.engine.auction import Auction, CallEvent, RecordEvent  # that has one
    from ruling.engine.play import PlayEvent, PlayRecord

    Analysis = tuple[Auction | None, PlayRecord | None, list[list[Fact]]]


@record
class Ruling:
    """What the engine concluded about one incident."""

    edition: str
    irregularities: list[Fact]
    items: list[Fact]
    questions: dict[str, Asked]  # finding key -> the rule that needs it, and on what
    steps: list[Step]
    auction: Auction | None = None
    play: PlayRecord | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    unread: list[Fact] = field(default_factory=list)
    """Facts the ruling had to account for that no rule used nor reported, in any
    branch (``RulingEngine.account``): empty, unless the knowledge base fails to word
    one (the tests check it never does)."""
    unsettled: list[dict[str, bool]] = field(default_factory=list)
    """The branches whose replays never settled: the rules concluded readings of the
    record that, replayed, made them conclude others (a defect of the knowledge base;
    the tests check there is none)."""
    incident: Any = None
    """The incident as the TD wrote it (the board, dealer, vulnerability: the script's
    header)."""

    @property
    def laws(self) -> list[str]:
        """Every citation of the ruling, first use first: each step's law, then the laws
        of the items and irregularities it concluded (an item may cite another law than
        its rule's: 27B's option is 27A1's)."""
        seen: list[str] = []
        for step in self.steps:
            for cited in [step.law, *(str(f["law"]) for f in step.concludes
                                      if isinstance(f, (Item, Irregularity)) and f.get("law"))]:
                if cited not in seen:
                    seen.append(cited)
        return seen


def call_fact(call: CallEvent, auction: Auction, entry: Any = None) -> CallMade:
    """The record fact for one call: what the table knew when it was made (with its
    tempo and alert, when the record gives them)."""
    said = {}
    if entry is not None and entry.tempo is not None:
        said["tempo"] = entry.tempo
    if entry is not None and entry.alerted:
        said["alerted"] = True
    own_before = [c.index for c in auction.calls if c.seat == call.seat and c.index < call.index]
    turn_before = [c.index for c in auction.calls
                   if call.turn and c.seat == call.turn and c.index < call.index]
    return CallMade(
        at=call.at,
        n=call.index + 1,
        seat=call.seat,
        call=str(call.call),
        kind=call.call.kind,
        level=call.call.level,
        strain=call.call.strain,
        artificial=call.artificial,
        turn=call.turn,
        relation=call.relation,
        lho=lho(call.seat),
        partner=partner(call.seat),
        rho=rho(call.seat),
        last_bid=str(call.last_bid) if call.last_bid else None,
        last_bid_by=call.last_bid_by,
        sufficient=call.sufficient,
        permitted=call.permitted,
        above_seven=call.above_seven,
        after_close=call.after_close,
        previously_called=call.previously_called,
        after_director=call.after_director,
        simultaneous=call.simultaneous,
        replaces=f"auction {call.replaces + 1}" if call.replaces is not None else None,
        change_of=f"auction {call.change_of + 1}" if call.change_of is not None else None,
        same_as_replaced=call.same_as_replaced,
        lowest_sufficient_same_strain=call.lowest_sufficient_same_strain,
        own_previous=own_before[-1] + 1 if own_before else 0,
        turn_previous=turn_before[-1] + 1 if turn_before else 0,
        last_call_by=call.last_call_by,
        last_call_artificial=call.last_call_artificial,
        missed_turn=call.missed_turn,
        missed_from=f"auction {call.missed_from + 1}" if call.missed_from is not None else None,
        **said,
    )


def tempo_fact(entry: Any, at: str, n: int, period: str, **fields: Any) -> list[Fact]:
    """A call or card made with a tempo the record notes (``slow``: an unmistakable
    hesitation; ``fast``: unwonted speed) is also an entry of its own the ruling must
    account for: ``Action(verb="tempo", of=<the call or card's at>)``."""
    if entry is None or entry.tempo is None:
        return []
    what = {"call": str(entry.call)} if entry.call is not None else {"card": str(entry.card)}
    return [Action(verb="tempo", at=at, n=n, period=period, seat=entry.seat, of=at,
                   tempo=entry.tempo, **what,
                   **{k: v for k, v in fields.items() if v is not None})]


def call_about(entry: Any, auction: Auction | None, before: int | None = None
               ) -> dict[str, str]:
    """The call an explanation, correction or question is about, the latest call of the
    auction (before entry ``before``) that was this call: its place ``of`` and its
    maker ``caller`` (none when the entry names no call)."""
    if entry is None or entry.call is None or auction is None or entry.verb not in (
            "explains", "corrects", "asks"):
        return {}
    made = [c for c in auction.calls
            if c.call == entry.call and (before is None or c.index < before)]
    return {"of": made[-1].at, "caller": made[-1].seat} if made else {}


def event_facts(event: RecordEvent, auction: Auction) -> list[Fact]:
    """The record facts one auction event adds."""
    at = f"auction {event.index + 1}"
    if event.kind == "call" and event.call is not None:
        facts: list[Fact] = [call_fact(event.call, auction, event.entry)]
        facts += tempo_fact(event.entry, at, event.index + 1, "auction")
        if auction.complete and auction.standing and event.index == auction.standing[-1]:
            facts.append(AuctionOver(
                at=at, passed_out=auction.passed_out,
                contract=str(auction.final_bid) if auction.final_bid else None,
                doubled=auction.doubled, declarer=auction.declarer))
        return facts
    if event.kind == "director":
        return [DirectorCalled(at=at, n=event.index + 1)]
    if event.kind in ("accepts", "called-over") and event.of is not None:
        offender = auction.call_at(event.of).seat
        cls = Accepted if event.kind == "accepts" else CalledOver
        return [cls(of=f"auction {event.of + 1}", at=at, n=event.index + 1,
                    seat=event.seat, relation=relation(event.seat or offender, offender))]
    if event.kind == "cancelled" and event.of is not None:
        return [Cancelled(of=f"auction {event.of + 1}", at=at, n=event.index + 1,
                          how=event.how, seat=auction.call_at(event.of).seat)]
    entry = event.entry
    fields: dict[str, Any] = {"verb": event.kind, "at": at, "n": event.index + 1,
                              "period": "auction", "seat": event.seat, "turn": event.turn}
    if entry is not None:
        if entry.card is not None:
            fields.update(card=str(entry.card), honour=entry.card.is_honour)
        fields.update(target=entry.target, accidental=entry.accidental, choice=entry.choice,
                      statement=entry.statement, **call_about(entry, auction, event.index))
        if entry.call is not None:
            fields["call"] = str(entry.call)
    return [Action(**{k: v for k, v in fields.items() if v is not None})]


def _entry_fields(entry: Any) -> dict[str, Any]:
    """What an entry of the record says besides its verb and seat."""
    fields: dict[str, Any] = {}
    if entry.card is not None:
        fields.update(card=str(entry.card), suit=entry.card.suit, rank=entry.card.rank,
                      honour=entry.card.is_honour)
    for name in ("target", "count", "statement", "designation", "choice"):
        if getattr(entry, name) is not None:
            fields[name] = getattr(entry, name)
    if entry.designation in ("suit", "rank"):
        fields.update(suit=entry.suit, rank=entry.rank)
    if entry.call is not None:  # a change of call written among the play's entries
        fields["call"] = str(entry.call)
    fields["accidental"] = entry.accidental
    return fields


def card_fact(event: PlayEvent, record: PlayRecord) -> CardPlayed:
    """The record fact for one card played: what the table knew when it was played."""
    card = event.card
    assert card is not None
    return CardPlayed(
        at=event.at, n=event.index + 1, seat=event.seat, card=str(card), suit=card.suit,
        rank=card.rank, honour=card.is_honour, role=event.role, side=event.side,
        trick=event.trick, position=event.position, turn=event.turn, in_turn=event.in_turn,
        relation=relation(event.turn, event.seat or "") if event.turn and event.seat else None,
        is_lead=event.is_lead, leader_should_be=event.leader_should_be,
        premature=event.premature, fifth_card=event.fifth_card,
        already_played=event.already_played, fate=event.fate, suit_led=event.suit_led,
        followed_suit=event.followed_suit, could_follow=event.could_follow,
        revoke=event.revoke, after_director=event.director_called,
        simultaneous=event.entry.simultaneous,
        **({"tempo": event.entry.tempo} if event.entry.tempo else {}),
        designated=f"play {event.designated_by + 1}" if event.designated_by is not None
        else None,
        matches_designation=event.matches_designation,
        declarer=record.declarer, dummy=record.dummy,
        suits_held=None if event.holding_before is None else "".join(
            s for s in "SHDC" if any(c.suit == s for c in event.holding_before)),
    )


def play_facts(event: PlayEvent, record: PlayRecord,
               auction: Auction | None = None) -> list[Fact]:
    """The record facts one play event adds, in the order they happened (``auction``:
    the auction's record, which an explanation in the play may be about)."""
    at, n = event.at, event.index + 1
    if event.verb == "td":
        return [DirectorCalled(at=at, n=n, period="play")]
    if event.verb == "accepts" and event.refers_to is not None:
        offender = record.events[event.refers_to].seat or ""
        return [Accepted(of=f"play {event.refers_to + 1}", at=at, n=n, seat=event.seat,
                         relation=relation(event.seat or offender, offender))]
    if event.verb != "play":
        fields = {"verb": event.verb, "at": at, "n": n, "period": "play", "seat": event.seat,
                  "role": event.role, "trick": event.trick, "turn": event.turn,
                  "position": event.position, **_entry_fields(event.entry)}
        if event.refers_to is not None:
            fields["refers_to"] = f"play {event.refers_to + 1}"
        fields.update(call_about(event.entry, auction))
        if event.verb in ("claims", "concedes") and "count" not in fields:
            fields["count"] = 14 - event.trick  # no number: all the tricks that remain
        if event.verb == "names":  # what dummy held then, and the suit led (Law 46B)
            fields["suit_led"] = event.suit_led
            if event.holding_before is not None:
                fields["holding"] = tuple(sorted(str(c) for c in event.holding_before))
        return [Action(**{k: v for k, v in fields.items() if v is not None})]
    facts: list[Fact] = [card_fact(event, record)]
    facts += tempo_fact(event.entry, at, n, "play", role=event.role, trick=event.trick)
    for revoke in record.revokes:
        if revoke.index == event.index:
            facts.append(RevokeMade(
                at=at, n=n, seat=revoke.seat, side=revoke.side, card=str(revoke.card),
                trick=revoke.trick, suit_led=revoke.suit_led, evidence=revoke.evidence,
                next_by=revoke.next_by,
                next_at=f"play {revoke.next_at + 1}" if revoke.next_at is not None else None,
                trick_winner=revoke.trick_winner,
                offending_side_won_later=revoke.offending_side_won_later))
    for trick in record.tricks:
        if trick.complete and trick.cards and trick.cards[-1][2] == event.index and trick.winner:
            facts.append(TrickComplete(number=trick.number, leader=trick.leader,
                                       winner=trick.winner, side=side(trick.winner), at=at))
    return facts


def cards_left(event: PlayEvent, record: PlayRecord, hands: dict[str, Any]) -> list[Fact]:
    """At a claim, the cards still to be played (when the four hands are given)."""
    if event not in record.claims:
        return []
    from ruling.engine.endings import position_at
    from ruling.engine.notation import format_hand

    position = position_at(record, hands, event.index)
    if position is None:
        return []
    shown_out = {f"{ev.seat} {ev.suit_led}" for ev in record.events[:event.index]
                 if ev.verb == "play" and ev.followed_suit is False}
    return [CardsLeft(at=event.at, hands=tuple((seat, format_hand(position.hands[seat]))
                                               for seat in SEATS),
                      trump=position.trump or "NT", leader=position.leader,
                      trick=tuple(f"{seat} {card}" for seat, card in position.trick),
                      shown_out=tuple(sorted(shown_out, key=_by_seat_and_suit)))]


def _by_seat_and_suit(text: str) -> tuple[int, int]:
    seat, suit = text.split()
    return SEATS.index(seat), SUITS.index(suit)


def contract_of(incident: Any, auction: Auction | None) -> tuple[Call, int, str] | None:
    """The contract, doubling and declarer: from the auction when it ended, else given."""
    if auction is not None and auction.complete and auction.contract and auction.declarer:
        return auction.contract, auction.doubled, auction.declarer
    if incident.contract is not None and incident.declarer is not None:
        return incident.contract, incident.doubled, incident.declarer
    return None


def periods(incident: Any) -> frozenset[str]:
    """The periods of the board the record covers: only their laws need loading."""
    found = set()
    if incident.auction:
        found.add("auction")
    if incident.play or incident.tricks is not None:
        found.add("play")
    return frozenset(found)


# What one record may hold, so that each incident is answered in well under a second
# (issue 11): the rules' cost grows with the entries out of the normal course (each may
# be an irregularity, and their readings depend on one another in turn), not with the
# calls and cards made in turn. The case library needs at most 14 and 3.
MAX_OFF_COURSE = 24
"""Entries out of the normal course: calls out of turn or after the auction closed, cards
out of turn, and every entry that is neither a call, a card nor the TD's arrival."""
MAX_REPLAYS = 6
"""Replays of the record with the rules' readings before they must have settled."""
MAX_BRANCHES = 64
"""Branches of one ruling over the findings the TD left open: each is a run of the
engine, and their number doubles with each finding open (the case library, every
finding removed, needs at most 20)."""


def off_course(auction: Auction | None, record: PlayRecord | None) -> list[tuple[str, int]]:
    """The entries out of the normal course, as (period, index), in the record's order."""
    found: set[tuple[str, int]] = set()
    if auction is not None:
        found |= {("auction", call.index) for call in auction.calls
                  if call.after_close or call.relation not in ("self", None)}
        found |= {("auction", event.index) for event in auction.events
                  if event.entry is not None and event.kind not in ("call", "director")}
    if record is not None:
        found |= {("play", event.index) for event in record.events
                  if event.verb not in ("play", "td") or event.in_turn is False}
    return sorted(found, key=lambda at: (at[0] != "auction", at[1]))


def rule_on(incident: Any, engine: RulingEngine | None = None) -> Ruling:
    """Give the ruling for a loaded incident (``engine.loader.Incident``): the engine run
    once for each branch of the findings it asks (``engine.branches``); in each, the
    record replayed with the readings the rules concluded on the last replay (a lead out
    of turn that stands or goes back, a call out of rotation cancelled by the correct
    player, an auction that goes back to a player who lost his turn) until they conclude
    the ones it was replayed with. Without an engine, one is built of the edition's laws for
    the periods the record covers (the knowledge base loads only those)."""
    engine = engine or knowledge().engine_for(incident.laws, periods(incident))
    analyses: dict[frozenset[tuple[str, str]], Analysis] = {}

    def analysed(readings: dict[str, str]) -> Analysis:
        """The record replayed with the knowledge base's readings (each replay once)."""
        key = frozenset(readings.items())
        if key not in analyses:
            auction = None
            if incident.auction:
                from ruling.engine.auction import analyse_auction

                auction = analyse_auction(incident.dealer, incident.auction,
                                          entry_readings(readings, "auction"))
            contract = contract_of(incident, auction)
            if incident.play and contract is None:
                where = incident.play_at[0] if incident.play_at else None
                raise InputError(incident.path, where.line if where else 1,
                                 where.column if where else 1,
                                 "the play needs a contract and declarer: "
                                 + no_contract(auction))
            if incident.tricks is not None and contract is None:
                raise incident.fail("tricks", "tricks are declarer's, and there is no "
                                              "declarer: " + no_contract(auction))
            record = None
            if contract is not None and incident.play:
                from ruling.engine.play import analyse_play

                call, _, declarer = contract
                record = analyse_play(call, declarer, incident.hands, incident.play,
                                      entry_readings(readings, "play"))
            analyses[key] = (auction, record,
                             list(record_facts(incident, auction, contract, record)))
        return analyses[key]

    replayed: dict[tuple[tuple[str, bool], ...], tuple[Auction | None, PlayRecord | None]] = {}
    unsettled: list[dict[str, bool]] = []
    unusual = off_course(*analysed({})[:2])
    if len(unusual) > MAX_OFF_COURSE:
        period, index = unusual[MAX_OFF_COURSE]
        raise incident.fail_at(period, index, f"more than {MAX_OFF_COURSE} entries out of "
                               "the normal course (calls or cards out of turn, after the "
                               "auction, withdrawn, exposed...): more than one incident "
                               "holds; write each incident apart")

    def run(branch: dict[str, bool]) -> RulingEngine:
        readings: dict[str, str] = {}
        tried: list[dict[str, str]] = []
        while True:
            auction, record, facts = analysed(readings)
            engine.start(incident.findings, branch)
            for step in facts:
                engine.learn(*step)
            concluded = {str(f["at"]): str(f["fate"]) for f in engine.facts.values()
                         if isinstance(f, Reading)}
            if concluded == readings:
                break
            tried.append(readings)
            if concluded in tried:
                unsettled.append(branch)  # the rules contradict their own readings
                break
            if len(tried) >= MAX_REPLAYS:
                period, index = entry_places(concluded.items() ^ readings.items())[0]
                raise incident.fail_at(period, index, f"the readings of the record did not "
                                       f"settle in {MAX_REPLAYS} replays: more irregularities "
                                       "than one incident holds, each changing how the rest "
                                       "of the record reads")
            readings = concluded
        check_against_the_record(incident, auction, record)
        engine.account(knowledge().must_read)
        replayed[tuple(sorted(branch.items()))] = auction, record
        return engine

    try:
        leaves, asked = explore(run, incident.findings, MAX_BRANCHES)
    except TooManyBranches as many:
        raise incident.fail("findings", f"the findings left open ({', '.join(many.asked)}) "
                            f"branch the ruling more than {MAX_BRANCHES} ways: give some of "
                            "them under 'findings:'") from None
    irregularities, _ = combine(leaves, lambda f: isinstance(f, Irregularity))
    items, steps = combine(leaves, lambda f: isinstance(f, Item))
    auction, record = replayed[tuple(sorted(leaves[0][0].items()))]
    return Ruling(edition=incident.laws, irregularities=irregularities, items=items,
                  questions=asked, steps=steps, auction=auction, play=record,
                  unread=[f for leaf in leaves for f in leaf[3]],
                  unsettled=unsettled, incident=incident)


def no_contract(auction: Auction | None) -> str:
    """Why the record gives no contract, for an input error."""
    if auction is not None and auction.above_seven:
        return "the auction closed on a bid above seven, which is no contract"
    if auction is not None and auction.passed_out:
        return "the auction was passed out"
    return "give 'contract' and 'declarer', or an auction that ends"


def check_against_the_record(incident: Any, auction: Auction | None,
                             record: PlayRecord | None) -> None:
    """What the TD wrote must not contradict the record: the contract and declarer of a
    completed auction, the tricks the play has already given each side (of the first
    eleven: a revoke on the twelfth trick is corrected even when established, so the last
    two tricks may go otherwise)."""
    if auction is not None and auction.complete and auction.contract is not None:
        made = f"{auction.contract}{'X' * auction.doubled} by {auction.declarer}"
        if incident.contract is not None and (incident.contract, incident.doubled) != (
                auction.contract, auction.doubled):
            written = f"{incident.contract}{'X' * incident.doubled}"
            raise incident.fail("contract", f"contract {written} contradicts the auction, "
                                            f"which ended in {made}")
        if incident.declarer is not None and incident.declarer != auction.declarer:
            raise incident.fail("declarer", f"declarer {incident.declarer} contradicts the "
                                            f"auction, which ended in {made}")
    if auction is not None and auction.complete and auction.contract is None and (
            incident.contract is not None):
        raise incident.fail("contract", f"contract {incident.contract} contradicts the "
                                        f"auction: {no_contract(auction)}")
    if record is not None and incident.tricks is not None:
        # the first eleven tricks: the last two may yet be replayed (a revoke on trick 12)
        declaring = side(record.declarer)
        sides = [side(t.winner) for t in record.tricks
                 if t.complete and t.winner and t.number <= 11]
        won, lost = sides.count(declaring), len(sides) - sides.count(declaring)
        if not won <= incident.tricks <= 13 - lost:
            raise incident.fail("tricks", f"tricks {incident.tricks} contradicts the play: "
                                          f"declarer's side has already won {won} trick(s) "
                                          f"and the defenders {lost}")


def entry_places(readings: Iterable[tuple[str, str]]) -> list[tuple[str, int]]:
    """The (period, 0-based index) of each reading's entry, auction first."""
    places = [parse_place(at) for at, _ in readings]
    return sorted(((period, number - 1) for period, number in filter(None, places)),
                  key=lambda at: (at[0] != "auction", at[1]))


def entry_readings(readings: dict[str, str], period: str) -> dict[int, str]:
    """The readings of one period's entries, by entry index (what ``analyse_auction``
    and ``analyse_play`` take)."""
    found = {}
    for at, fate in readings.items():
        place = parse_place(at)
        if place and place[0] == period:
            found[place[1] - 1] = fate
    return found


def record_facts(incident: Any, auction: Auction | None,
                 contract: tuple[Call, int, str] | None, record: PlayRecord | None
                 ) -> Iterator[list[Fact]]:
    """The record's facts, in the order things happened: each list is learnt at once."""
    if auction is not None:
        for event in auction.events:
            yield event_facts(event, auction)
    if contract is not None and (incident.play or incident.tricks is not None):
        call, doubled, declarer = contract
        yield [Contract(contract=str(call), level=call.level, strain=call.strain,
                        doubled=doubled, declarer=declarer, dummy=partner(declarer),
                        opening_leader=lho(declarer),
                        vulnerable=is_vulnerable(declarer, incident.vulnerable))]
        if record is not None:
            for event in record.events:
                yield (play_facts(event, record, auction)
                       + cards_left(event, record, incident.hands))
            declaring = side(record.declarer)
            complete = record.complete_tricks == 13
            yield [PlayOver(NS=record.tricks_won["NS"], EW=record.tricks_won["EW"],
                            declarer_tricks=record.tricks_won[declaring],
                            complete=complete, next_leader=record.next_leader)]
            if complete and incident.tricks is None:
                yield [TricksTaken(tricks=record.tricks_won[declaring], source="play")]
        if incident.tricks is not None:
            yield [TricksTaken(tricks=incident.tricks, source="td")]
    yield [EndOfRecord(at="end", vulnerable=incident.vulnerable)]
