"""Law 32 — Double or redouble out of rotation (1987).

The penalties apply once the call is cancelled (Law 29B).
A   At the offender's partner's turn: partner must pass for the rest of the auction;
    the offender may not later double or redouble the bid he doubled or redoubled out
    of turn; lead penalties (Law 26) may apply.
B   At the offender's RHO's turn:
    B1  RHO passes: the offender must repeat his double or redouble; no penalty.
    B2  RHO bids, doubles or redoubles: the offender may make any legal call, and his
        partner must pass for the rest of the auction.
Wherever partner is made to pass, Law 23 (23A) covers a pass that damages the
non-offending side.

Not in the seeds: the 1987 text as known to the project. B2 is given without lead
penalties (the project is not sure the 1987 text names them there). A double or
redouble at LHO's turn is not in this law: it is reported as not covered.
"""

from __future__ import annotations

from kb.dsl import (
    AS,
    MATCH,
    TEST,
    CallMade,
    Irregularity,
    LawModule,
    State,
    law,
    partner,
)
from kb.y1987.law29 import legal_call
from kb.y1987.law31 import law31_silence_partner

DOUBLE_OOR = "double-out-of-rotation"


class Law32(LawModule):
    number = "32"
    title = {"en": "Double or redouble out of rotation",
             "ru": "Контра или реконтра вне очереди"}
    summary = {
        "en": "A cancelled double or redouble out of rotation at partner's turn: partner must "
              "pass for the rest of the auction, the offender may not later double or redouble "
              "the same bid, and lead penalties may apply. At RHO's turn: if RHO passes, the "
              "offender repeats it without penalty; if RHO bids, doubles or redoubles, the "
              "offender may call as he likes and his partner must pass for the rest of the "
              "auction.",
        "ru": "Аннулированная контра или реконтра вне очереди в очередь партнёра: партнёр "
              "пасует до конца торговли, нарушитель не может в дальнейшем дать контру или "
              "реконтру на то же назначение, возможны ограничения на ход. В очередь RHO: если "
              "RHO пасует, нарушитель повторяет её без наказания; если RHO делает назначение, "
              "контру или реконтру, нарушитель может сделать любую легальную заявку, а партнёр "
              "пасует до конца торговли.",
    }

    @law("32A",
         AS.irr << Irregularity(kind=DOUBLE_OOR, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at, relation="partner"),
         en="{offender} called {irr[call]} out of rotation at his partner's turn: penalty, "
            "his partner must pass for the rest of the auction, {offender} may not later "
            "{call[kind]} {call[last_bid]} again, and lead penalties (Law 26) may apply.",
         ru="{offender} заявил {irr[call]} вне очереди в очередь партнёра: (НАКАЗАНИЕ) "
            "партнёр нарушителя пасует до конца торговли, нарушитель не может в дальнейшем "
            "повторить {irr[call]} на {call[last_bid]}; могут быть наложены ограничения на "
            "ход по правилу 26.")
    def at_partner_turn(self, irr, at, offender, n, gone, call):
        law31_silence_partner(self, at, offender, n, "32A")
        self.conclude(
            self.item("call-restriction", "32A", irr=at, seat=offender, forbids=[call["kind"]],
                      bid=call["last_bid"], scope="rest-of-auction"),
            self.item("lead-restriction", "26", irr=at, seat=partner(offender)),
            State(name="oor-penalty", irr=at),
        )

    @law("32B1",
         AS.irr << Irregularity(kind=DOUBLE_OOR, at=MATCH.at, offender=MATCH.offender),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at, by=MATCH.by),
         AS.call << CallMade(at=MATCH.at, relation="rho"),
         AS.rho_call << CallMade(at=MATCH.by, kind="pass"),
         en="{offender} called {irr[call]} out of rotation at his RHO's turn, and "
            "{rho_call[seat]} passed: {offender} must repeat {irr[call]}, without penalty.",
         ru="{offender} заявил {irr[call]} вне очереди в очередь RHO, и {rho_call[seat]} "
            "спасовал: {offender} должен повторить {irr[call]}, наказания нет.")
    def rho_passes(self, irr, at, offender, gone, by, call, rho_call):
        self.conclude(
            self.item("must-repeat", "32B1", irr=at, seat=offender, call=call["call"]),
            self.item("no-rectification", "32B1", irr=at),
            State(name="oor-penalty", irr=at),
        )

    @law("32B2",
         AS.irr << Irregularity(kind=DOUBLE_OOR, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at, by=MATCH.by),
         AS.call << CallMade(at=MATCH.at, relation="rho"),
         AS.rho_call << CallMade(at=MATCH.by),
         TEST(lambda rho_call: legal_call(rho_call)),
         en="{offender} called {irr[call]} out of rotation at his RHO's turn, and "
            "{rho_call[seat]} called {rho_call[call]}: {offender} may make any legal call; "
            "penalty, his partner must pass for the rest of the auction.",
         ru="{offender} заявил {irr[call]} вне очереди в очередь RHO, и {rho_call[seat]} "
            "заявил {rho_call[call]}: {offender} может сделать любую легальную заявку; "
            "(НАКАЗАНИЕ) партнёр нарушителя пасует до конца торговли.")
    def rho_calls(self, irr, at, offender, n, gone, by, call, rho_call):
        law31_silence_partner(self, at, offender, n, "32B2")
        self.conclude(
            self.item("substitute-call", "32B2", irr=at, seat=offender),
            State(name="oor-penalty", irr=at),
        )
