"""Law 29 — Procedure after a call out of rotation (1987).

A  The offender's LHO may call over the call out of rotation: he thereby gives up the
   right to have it penalised, and it stands.
B  Otherwise it is cancelled and the auction goes back to the player whose turn it
   was; the offender calls again in rotation, subject to Laws 30, 31 and 32.

Not in the seeds: the 1987 text as known to the project. Only calls at the
offender's RHO's or partner's turn, or at his LHO's turn when he had not called
before, are taken through this procedure. A pass at LHO's turn after a bid is a
change of call (30B3, seed); a call at LHO's turn by a player who has already called
is left to the TD (not covered).

The record shows the call cancelled when, after the director came, the player whose
turn it was called (``Cancelled`` with ``how`` = ``director``). A call by that player
straight after the call out of rotation, without the director, is the 1987 Law 28B
situation, which is not encoded: the engine reports it as not covered.

Laws 30-32 say what the cancellation costs. Each of their rules that settles the
penalty concludes ``State(name="oor-penalty")``; a cancelled call that none of them
settles is reported as not covered for its law, so that a gap in the knowledge base
is never mistaken for "no penalty".
"""

from __future__ import annotations

from typing import Any

from kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    CalledOver,
    CallMade,
    Cancelled,
    EndOfRecord,
    Irregularity,
    LawModule,
    State,
    law,
    lho,
)

OUT_OF_ROTATION = ("pass-out-of-rotation", "bid-out-of-rotation", "double-out-of-rotation")


def law29_applies(call: Any) -> bool:
    """Is the call out of rotation one that 1987 Law 29 (and 30-32) rules on?"""
    if call["relation"] in ("rho", "partner"):
        return True
    if call["relation"] != "lho" or call["previously_called"]:
        return False
    # a natural pass at LHO's turn after a bid is a change of call (30B3)
    return not (call["kind"] == "pass" and call["last_bid"] is not None
                and not call["artificial"])


def legal_call(call: Any) -> bool:
    """A bid, double or redouble that is itself legal (sufficient, permitted by Law 19)."""
    if call["kind"] == "bid":
        return bool(call["sufficient"]) and not call["above_seven"]
    return call["kind"] in ("double", "redouble") and bool(call["permitted"])


class Law29(LawModule):
    number = "29"
    title = {"en": "Procedure after a call out of rotation",
             "ru": "Процедура после заявки вне очереди"}
    summary = {
        "en": "After a call out of rotation the offender's LHO may call over it: the call then "
              "stands and there is no penalty. If he does not, it is cancelled, the auction goes "
              "back to the player whose turn it was, and the penalty of Law 30, 31 or 32 "
              "applies.",
        "ru": "После заявки вне очереди LHO нарушителя может сделать свою заявку: тогда "
              "заявка вне очереди остаётся в силе и наказания нет. Если нет, она аннулируется, "
              "торговля возвращается к игроку, чья была очередь, и применяется наказание по "
              "правилу 30, 31 или 32.",
    }

    @law("29A",
         AS.irr << Irregularity(kind=MATCH.kind, at=MATCH.at, offender=MATCH.offender),
         TEST(lambda kind: kind in OUT_OF_ROTATION),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: law29_applies(call)),
         AS.over << CalledOver(of=MATCH.at, relation="lho"),
         en="{over[seat]}, the offender's LHO, called over {irr[call]}: he gave up the right "
            "to a penalty, and the call stands.",
         ru="{over[seat]} (LHO нарушителя) сделал заявку после {irr[call]}, тем самым "
            "отказавшись от наказания: заявка вне очереди остаётся в силе.")
    def lho_called(self, irr, kind, at, offender, call, over):
        self._law29_forfeit(at, offender)

    @law("29A",
         AS.irr << Irregularity(kind=MATCH.kind, at=MATCH.at, offender=MATCH.offender),
         TEST(lambda kind: kind in OUT_OF_ROTATION),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: law29_applies(call)),
         AS.yes << Accepted(of=MATCH.at, relation="lho"),
         en="{yes[seat]}, the offender's LHO, chose to call over {irr[call]}: no penalty, "
            "and the call stands.",
         ru="{yes[seat]} (LHO нарушителя) решил заявлять после {irr[call]}: наказания нет, "
            "заявка вне очереди остаётся в силе.")
    def lho_elects(self, irr, kind, at, offender, call, yes):
        self._law29_forfeit(at, offender)

    def _law29_forfeit(self, at, offender):
        self.conclude(
            self.item("option", "29A", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"], chosen="accept"),
            self.item("no-rectification", "29A", irr=at),
        )

    @law("29B",
         AS.irr << Irregularity(kind=MATCH.kind, at=MATCH.at, offender=MATCH.offender),
         TEST(lambda kind: kind in OUT_OF_ROTATION),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: law29_applies(call)),
         AS.gone << Cancelled(of=MATCH.at, how="director"),
         NOT(CalledOver(of=MATCH.at, relation="lho")),
         NOT(Accepted(of=MATCH.at, relation="lho")),
         en="{offender}'s LHO did not call over {irr[call]}: it is cancelled and the auction "
            "goes back to {call[turn]}, whose turn it was; {offender} calls again in rotation.",
         ru="LHO нарушителя не заявлял после {irr[call]}: заявка вне очереди аннулируется, "
            "торговля возвращается к {call[turn]}, чья была очередь; {offender} заявляет "
            "снова в свою очередь.")
    def cancelled(self, irr, kind, at, offender, call, gone):
        self.conclude(
            self.item("option", "29A", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"], chosen="refuse"),
            self.item("call-cancelled", "29B", irr=at, seat=offender, call=call["call"]),
            self.item("auction-reverts", "29B", irr=at, seat=call["turn"]),
            State(name="oor-cancelled", irr=at, by=gone["at"]),
        )

    @law("29A",
         EndOfRecord(),
         AS.irr << Irregularity(kind=MATCH.kind, at=MATCH.at, offender=MATCH.offender),
         TEST(lambda kind: kind in OUT_OF_ROTATION),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: law29_applies(call)),
         NOT(CalledOver(of=MATCH.at)),
         NOT(Accepted(of=MATCH.at)),
         NOT(Cancelled(of=MATCH.at)),
         en="{offender}'s LHO may call over {irr[call]} and so waive any penalty; if he does "
            "not, the call is cancelled, the auction goes back to {call[turn]} and the penalty "
            "of Law {irr[law]} applies.",
         ru="LHO нарушителя может заявлять после {irr[call]} и тем самым отказаться от "
            "наказания; если нет, заявка аннулируется, торговля возвращается к {call[turn]} "
            "и применяется наказание по правилу {irr[law]}.")
    def undecided(self, irr, kind, at, offender, call):
        self.conclude(self.item("option", "29A", irr=at, holder=lho(offender),
                                choices=["accept", "refuse"]))

    @law("not-covered",
         EndOfRecord(),
         AS.irr << Irregularity(kind=MATCH.kind, at=MATCH.at, law=MATCH.number),
         TEST(lambda kind: kind in OUT_OF_ROTATION),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at),
         NOT(State(name="oor-penalty", irr=MATCH.at)),
         salience=-50,
         en="{irr[call]} was cancelled, but no rule of Law {number} (1987) in the knowledge "
            "base gives its penalty here: the TD must rule by hand.",
         ru="{irr[call]} аннулирована, но база знаний не содержит правила {number} (1987) "
            "для этого случая: наказание определяет судья.")
    def penalty_not_covered(self, irr, kind, at, number, gone):
        self.conclude(self.item("not-covered", number, irr=at, kind=kind,
                                decide=f"penalty for the {kind} at {at}"))
