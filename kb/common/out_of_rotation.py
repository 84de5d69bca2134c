"""A call out of rotation as Laws 29-32 (2017) share it: is it one, what cancelling it
brings, and the consequences Laws 30-32 hand on to Laws 16, 23, 25 and 26."""

from __future__ import annotations

from typing import Any

from ruling.kb.common.templates import (
    L16C,
    AsChangeOfCall,
    CallWithdrawn,
    OorCancelled,
    Replacement,
)
from ruling.kb.dsl import Irregularity, RulingEngine, State, decide, partner, side

OUT_OF_ROTATION = ("pass-out-of-rotation", "bid-out-of-rotation", "double-out-of-rotation")


def is_out_of_rotation(irr: Any) -> bool:
    return irr["kind"] in OUT_OF_ROTATION


def admissible(call: Any) -> bool:
    """Not a double or redouble that Law 19 forbids (those go to Law 36 via Law 32)."""
    return call.get("permitted") is not False


def at_partners_or_first_lho_turn(oor: Any) -> bool:
    """30B1, 31B, 32B: at partner's turn, or at LHO's turn before the offender called."""
    return oor["relation"] == "partner" or (oor["relation"] == "lho"
                                            and not oor["previously_called"])


def cancelled_state(call: Any, by: str | None = None) -> State:
    fields = dict(irr=call["at"], offender=call["seat"],
                  partner=call["partner"], turn=call["turn"], relation=call["relation"],
                  kind=call["kind"],
                  call=call["call"], n=call["n"], artificial=call["artificial"],
                  previously_called=call["previously_called"])
    if by is not None:
        fields["by"] = by
    return OorCancelled(**fields)


def cancel_and_revert(engine: RulingEngine, call: Any, by: str | None = None) -> list:
    """29B: the call is cancelled and the auction goes back to the player whose turn it
    was; the ``oor-cancelled`` state hands the offending side to Laws 30-32."""
    return [engine.item("call-cancelled", "29B", irr=call["at"], seat=call["seat"],
                        call=call["call"]),
            engine.item("auction-reverts", "29B", irr=call["at"], seat=call["turn"]),
            cancelled_state(call, by)]


def replacement(engine: RulingEngine, at: str, offender: str, new: Any, withdrawn: str) -> None:
    """The offender's call at his turn replaces the cancelled one: Law 23A judges it."""
    engine.conclude(Replacement(irr=at, seat=offender, call=new["call"],
                                withdrawn=withdrawn, n=new["n"]))


def comparable_replacement(engine: RulingEngine, at: str, offender: str, citation: str) -> None:
    """A2(a) of Laws 31 and 32, 30B1(b)(i): nothing more; no 26B (26A), 23C may adjust.

    16C2 is not handed off: after a comparable call it does not apply (23B).
    """
    engine.conclude(engine.item("no-rectification", citation, irr=at),
                    CallWithdrawn(irr=at, offender=offender, comparable=True))


def partner_passes_next_turn(engine: RulingEngine, at: str, offender: str, n: int, call: str,
                             citation: str) -> None:
    """A2(b) of Laws 31 and 32, 30B1(b)(ii): partner passes once; 16C, 26B, 72C."""
    engine.conclude(
        engine.item("must-pass", citation, irr=at, seat=partner(offender), scope="next-turn",
                    from_n=n),
        CallWithdrawn(irr=at, offender=offender, comparable=False),
        engine.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
        L16C(irr=at, offender=offender, call=call),
    )


def partner_may_call(engine: RulingEngine, at: str, offender: str, call: str,
                     citation: str) -> None:
    """30B1(a), 31B1, 32B1: partner calls freely at his turn, under 16C2 for that call.

    Whether 16C goes on applying after it depends on the offender's own call: not after
    a comparable one (23B); after any other, the (b)(ii)/A2(b) rule hands it to Law 16.
    """
    engine.conclude(engine.item("unauthorized-information", citation, irr=at,
                                side=side(offender), call=call, seat=partner(offender),
                                scope="partner-turn"))


def offender_yet_to_call(engine: RulingEngine, at: str, offender: str, citation: str) -> None:
    """30B1(b), 31B2, 32B2, 31A2, 32A2 before the offender's own call: what it will bring."""
    engine.conclude(engine.item("replacement-terms", citation, irr=at, seat=offender,
                                partner=partner(offender), terms="free"))


def rho_yet_to_call(engine: RulingEngine, oor: Any, citation: str) -> None:
    """31A, 32A before RHO has called: the offender's duty depends on RHO's call."""
    engine.conclude(engine.item("replacement-terms", citation, irr=oor["irr"],
                                seat=oor["offender"], partner=partner(oor["offender"]),
                                rho=oor["turn"], call=oor["call"], terms="rho"))


def as_change_of_call(engine: RulingEngine, call: Any) -> None:
    """30B2, 31C, 32C: a later call at LHO's turn is a change of call, for Law 25."""
    engine.conclude(
        AsChangeOfCall(irr=call["at"]),
        Irregularity(kind="change-of-call", law="25", at=call["at"], n=call["n"],
                     offender=call["seat"], call=call["call"],
                     change_of=f"auction {call['own_previous']}"),
    )


def must_repeat(engine: RulingEngine, oor: Any, citation: str) -> None:
    """31A1, 32A1: RHO passed, so the offender must repeat his call."""
    engine.conclude(engine.item("must-repeat", citation, irr=oor["irr"], seat=oor["offender"],
                                call=oor["call"]))


def not_repeated(engine: RulingEngine, at: str, citation: str) -> None:
    """31A1, 32A1 say the call must be repeated, not what follows when it is not."""
    engine.conclude(engine.item(
        "not-covered", citation, irr=at, kind="call-not-repeated",
        decide=decide("consequences of the offender not repeating his call at {at} "
                      f"as Law {citation} requires",
                      "последствия того, что нарушитель не повторил свою заявку "
                      f"({{at}}), как требует правило {citation}", at=at)))
