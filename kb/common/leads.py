"""A lead out of turn as Laws 53-56 (2017) read it: recognised once, with who may accept
it, and what a player's statement answers to it."""

from __future__ import annotations

from ruling.kb.common.record import record_facts
from ruling.kb.common.templates import LeadNextCard, LeadOutOfTurn
from ruling.kb.dsl import Action, Irregularity, State, choice_in, lho, rho


def next_card(engine, at: str, lead, card) -> State:
    """What Law 53 reads of the first card played after the lead out of turn at ``at``:
    who played it, seen from the hand that led (``relation``), whether it was the proper
    leader, whether it is of the suit led, whether its player is known to hold none of
    that suit, and whether the lead was taken back before it. ``lead`` names the
    leading ``hand``, the proper ``leader`` and the ``suit`` led."""
    seat, hand = card["seat"], lead["hand"]
    relation = ("self" if seat == hand else "lho" if seat == lho(hand)
                else "rho" if seat == rho(hand) else "partner")
    held = card["suits_held"]
    taken_back = any(act["n"] < card["n"] for act in record_facts(
        engine, Action, verb="withdraws", refers_to=at))
    return LeadNextCard(irr=at, seat=seat, card=card["card"], card_at=card["at"],
                        relation=relation, proper_leader=seat == lead["leader"],
                        same_suit=card["suit"] == lead["suit"],
                        void=None if held is None else lead["suit"] not in held,
                        taken_back=taken_back)


def statement_answer(lead, choice: str | None) -> str | None:
    """What a ``chooses`` statement answers to a lead out of turn: "accepted", "refused",
    or None when it names neither (an opening lead: Law 54's ids; spreading is 54A's)."""
    accept = "accept-and-play-second" if lead["opening"] else "accept"
    named = choice_in(choice, [accept, "refuse"])
    return {accept: "accepted", "refuse": "refused"}.get(named) if named else None


def speaks_for_the_side(lead, seat: str) -> bool:
    """Is ``seat``'s statement the answer to the lead: he alone may accept it, or he is
    the defender next in turn after declarer's lead (his choice prevails, Law 55A)?"""
    accepters = list(lead["accepters"])
    return seat in accepters and (len(accepters) == 1 or seat == lead["lho"])


def recognise_lead(engine, card, kind: str, law_number: str, offender: str,
                   accepters: list[str], declaring: bool, governed: bool = True) -> None:
    """Conclude the irregularity of a lead out of turn, and Law 53's state for it.

    ``card`` is the CardPlayed fact; ``accepters`` are the players who may accept it
    by a statement; ``declaring`` says the lead came from declarer's side.
    ``governed`` is False where Law 53 does not apply (Law 54E).
    """
    at, hand, trick = card["at"], card["seat"], card["trick"]
    engine.conclude(Irregularity(kind=kind, law=law_number, at=at, n=card["n"],
                                 offender=offender, hand=hand, card=card["card"],
                                 trick=trick, leader=card["leader_should_be"],
                                 declaring=declaring))
    if governed and trick < 13:
        engine.conclude(LeadOutOfTurn(irr=at, n=card["n"], hand=hand, card=card["card"],
                                      suit=card["suit"], offender=offender,
                                      leader=card["leader_should_be"],
                                      lho=lho(hand), rho=rho(hand), accepters=list(accepters),
                                      declaring=declaring, opening=trick == 1))
