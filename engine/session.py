"""From an incident to a ruling: analyse the record, feed the engine, collect.

The record's events are asserted one at a time, in the order they happened, and
the engine draws every conclusion after each: so when a rule looks at a call, it
already knows every obligation that earlier irregularities imposed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.auction import Auction, CallEvent, RecordEvent, analyse_auction
from engine.facts import (
    Accepted,
    Action,
    AuctionOver,
    CalledOver,
    CallMade,
    Cancelled,
    DirectorCalled,
    EndOfRecord,
    Irregularity,
    Item,
)
from engine.inference import RulingEngine, Step
from engine.notation import lho, partner, relation, rho
from engine.rete import Fact

FINDING_KEYS = ("unintended", "comparable", "could_see", "misinformed", "damaged",
                "intended_lead")


@dataclass
class Ruling:
    """What the engine concluded about one incident."""

    edition: str
    irregularities: list[Fact]
    items: list[Fact]
    questions: dict[str, str]  # finding key -> the law that needs it
    steps: list[Step]
    auction: Auction | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def laws(self) -> list[str]:
        seen: list[str] = []
        for step in self.steps:
            if step.law not in seen:
                seen.append(step.law)
        return seen


def call_fact(call: CallEvent, auction: Auction) -> CallMade:
    """The record fact for one call: what the table knew when it was made."""
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
        replaces=f"auction {call.replaces + 1}" if call.replaces is not None else None,
        change_of=f"auction {call.change_of + 1}" if call.change_of is not None else None,
        same_as_replaced=call.same_as_replaced,
        lowest_sufficient_same_strain=call.lowest_sufficient_same_strain,
        own_previous=own_before[-1] + 1 if own_before else 0,
        turn_previous=turn_before[-1] + 1 if turn_before else 0,
    )


def event_facts(event: RecordEvent, auction: Auction) -> list[Fact]:
    """The record facts one auction event adds."""
    at = f"auction {event.index + 1}"
    if event.kind == "call" and event.call is not None:
        facts: list[Fact] = [call_fact(event.call, auction)]
        if auction.complete and auction.standing and event.index == auction.standing[-1]:
            facts.append(AuctionOver(
                at=at, passed_out=auction.passed_out,
                contract=str(auction.contract) if auction.contract else None,
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
                              "period": "auction", "seat": event.seat}
    if entry is not None:
        if entry.card is not None:
            fields.update(card=str(entry.card), honour=entry.card.is_honour)
        fields.update(target=entry.target, accidental=entry.accidental)
    return [Action(**{k: v for k, v in fields.items() if v is not None})]


def rule_on(incident: Any, engine: RulingEngine | None = None) -> Ruling:
    """Give the ruling for a loaded incident (``engine.loader.Incident``)."""
    from kb.editions import engine_for  # the knowledge base is loaded on first use

    engine = engine or engine_for(incident.laws)
    engine.start(incident.findings, FINDING_KEYS)
    auction = None
    if incident.auction:
        auction = analyse_auction(incident.dealer, incident.auction)
        for event in auction.events:
            engine.learn(*event_facts(event, auction))
    engine.learn(EndOfRecord(at="end"))
    facts = list(engine.facts.values())
    return Ruling(
        edition=incident.laws,
        irregularities=[f for f in facts if isinstance(f, Irregularity)],
        items=[f for f in facts if isinstance(f, Item)],
        questions=dict(engine.questions),
        steps=list(engine.steps),
        auction=auction,
    )
