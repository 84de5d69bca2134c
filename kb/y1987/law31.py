"""Law 31 — Bid out of rotation (1987).

The penalties apply once the bid is cancelled (Law 29B). A conventional pass out of
rotation is dealt with here too (30C).
A   At the offender's RHO's turn:
    A1  RHO passes: the offender must repeat his call; no penalty.
    A2  RHO makes a legal bid, double or redouble: the offender may make any legal call;
        (a) if it repeats the denomination of his bid out of rotation, his partner must
            pass at his next turn;
        (b) if not, his partner must pass for the rest of the auction.
B   At partner's turn, or at LHO's turn when the offender had not called before: his
    partner must pass for the rest of the auction; lead penalties (Law 26) may apply.
Wherever partner is made to pass, Law 23 (23A) covers the case where that pass damages
the non-offending side.

Not in the seeds: the 1987 text as known to the project. Law 26's lead penalties are
given where the project is sure the 1987 text names them (B); A2 is left without them.
"Repeats the denomination" is read for natural bids only: when the call out of
rotation was artificial (a conventional bid or pass), A2 is left to the TD.
"""

from __future__ import annotations

from kb.dsl import (
    AS,
    MATCH,
    TEST,
    CallMade,
    Irregularity,
    LawModule,
    RulingEngine,
    State,
    law,
    partner,
)
from kb.y1987.law29 import legal_call


def law31_silence_partner(engine: RulingEngine, at: str, offender: str, n: int, citation: str,
                          scope: str = "rest-of-auction") -> None:
    """The offender's partner must pass; Law 23 covers a pass that damages (1987)."""
    engine.conclude(
        engine.item("must-pass", citation, irr=at, seat=partner(offender), scope=scope,
                    from_n=n),
        engine.item("adjusted-score", "23A", irr=at, when="damaged"),
    )


class Law31(LawModule):
    number = "31"
    title = {"en": "Bid out of rotation", "ru": "Назначение вне очереди"}
    summary = {
        "en": "A cancelled bid out of rotation at RHO's turn: if RHO passes, the offender "
              "repeats his bid without penalty; if RHO bids, doubles or redoubles, the offender "
              "may call as he likes, and his partner must pass once (if the offender repeated "
              "the denomination) or for the rest of the auction (if not). At partner's turn, "
              "or at LHO's turn before the offender had called, partner must pass for the rest "
              "of the auction and lead penalties may apply.",
        "ru": "Аннулированное назначение вне очереди в очередь RHO: если RHO пасует, "
              "нарушитель повторяет назначение без наказания; если RHO делает назначение, "
              "контру или реконтру, нарушитель может сделать любую легальную заявку, а его "
              "партнёр пасует в следующую очередь (если масть назначения повторена) или до "
              "конца торговли (если нет). В очередь партнёра или LHO (если нарушитель ещё не "
              "заявлял): партнёр пасует до конца торговли, возможны ограничения на ход.",
    }

    @law("31",
         AS.irr << Irregularity(kind="bid-out-of-rotation", at=MATCH.at),
         en="{irr[offender]} bid {irr[call]} out of rotation: Law 31.",
         ru="{irr[offender]} сделал назначение {irr[call]} вне очереди: правило 31.")
    def bid(self, irr, at):
        self.conclude(State(name="law31", irr=at))

    # -- A: at RHO's turn -------------------------------------------------------------

    @law("31A1",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         AS.rule << State(name="law31", irr=MATCH.at),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at, by=MATCH.by),
         AS.call << CallMade(at=MATCH.at, relation="rho"),
         AS.rho_call << CallMade(at=MATCH.by, kind="pass"),
         en="{offender} called {irr[call]} out of rotation at his RHO's turn, and "
            "{rho_call[seat]} passed: {offender} must repeat {irr[call]}, without penalty.",
         ru="{offender} заявил {irr[call]} вне очереди в очередь RHO, и {rho_call[seat]} "
            "спасовал: {offender} должен повторить {irr[call]}, наказания нет.")
    def rho_passes(self, irr, at, offender, rule, gone, by, call, rho_call):
        self.conclude(
            self.item("must-repeat", "31A1", irr=at, seat=offender, call=call["call"]),
            self.item("no-rectification", "31A1", irr=at),
            State(name="oor-penalty", irr=at),
        )

    @law("31A2",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         AS.rule << State(name="law31", irr=MATCH.at),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at, by=MATCH.by),
         AS.call << CallMade(at=MATCH.at, relation="rho", kind="bid", artificial=False),
         AS.rho_call << CallMade(at=MATCH.by),
         TEST(lambda rho_call: legal_call(rho_call)),
         en="{offender} bid {irr[call]} out of rotation at his RHO's turn, and "
            "{rho_call[seat]} called {rho_call[call]}: {offender} may make any legal call.",
         ru="{offender} назначил {irr[call]} вне очереди в очередь RHO, и {rho_call[seat]} "
            "заявил {rho_call[call]}: {offender} может сделать любую легальную заявку.")
    def rho_calls(self, irr, at, offender, rule, gone, by, call, rho_call):
        self.conclude(
            self.item("substitute-call", "31A2", irr=at, seat=offender),
            State(name="oor-penalty", irr=at),
            State(name="31A2", irr=at),
        )

    @law("31A2(a)",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         AS.a2 << State(name="31A2", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at, strain=MATCH.strain),
         AS.new << CallMade(replaces=MATCH.at, kind="bid", strain=MATCH.strain, n=MATCH.n),
         en="{offender}'s {new[call]} repeats the denomination of his bid out of rotation: "
            "penalty, his partner must pass at his next turn.",
         ru="{offender} назначил {new[call]}, повторив масть назначения вне очереди: "
            "(НАКАЗАНИЕ) партнёр нарушителя пасует в свою следующую очередь.")
    def same_denomination(self, irr, at, offender, a2, call, strain, new, n):
        law31_silence_partner(self, at, offender, n, "31A2(a)", scope="next-turn")

    @law("31A2(b)",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         AS.a2 << State(name="31A2", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at),
         AS.new << CallMade(replaces=MATCH.at, n=MATCH.n),
         TEST(lambda call, new: new["kind"] != "bid" or new["strain"] != call["strain"]),
         en="{offender}'s {new[call]} does not repeat the denomination of his bid out of "
            "rotation: penalty, his partner must pass for the rest of the auction.",
         ru="{offender} заявил {new[call]}, не повторив масть назначения вне очереди: "
            "(НАКАЗАНИЕ) партнёр нарушителя пасует до конца торговли.")
    def other_call(self, irr, at, offender, a2, call, new, n):
        law31_silence_partner(self, at, offender, n, "31A2(b)")

    @law("31A2",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender, law=MATCH.number),
         AS.rule << State(name="law31", irr=MATCH.at),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at, by=MATCH.by),
         AS.call << CallMade(at=MATCH.at, relation="rho", artificial=True),
         AS.rho_call << CallMade(at=MATCH.by),
         TEST(lambda rho_call: legal_call(rho_call)),
         en="{offender}'s {irr[call]} out of rotation was artificial and {rho_call[seat]} "
            "called: whether the offender's next call repeats its denomination is for the "
            "TD, not the knowledge base.",
         ru="Заявка {irr[call]} вне очереди ({offender}) искусственная, и {rho_call[seat]} "
            "сделал заявку: повторяет ли следующая заявка нарушителя её масть, решает судья.")
    def artificial_rho_calls(self, irr, at, offender, number, rule, gone, by, call, rho_call):
        self.conclude(
            self.item("substitute-call", "31A2", irr=at, seat=offender),
            self.item("not-covered", number, irr=at, kind=irr["kind"],
                      decide="partner's obligation to pass after an artificial call out of "
                             "rotation (1987 Law 31A2)"),
            State(name="oor-penalty", irr=at),
        )

    # -- B: at partner's turn, or LHO's before the offender had called -----------------

    @law("31B",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender, n=MATCH.n),
         AS.rule << State(name="law31", irr=MATCH.at),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: call["relation"] == "partner"
              or (call["relation"] == "lho" and not call["previously_called"])),
         en="{offender} called {irr[call]} out of rotation at the turn of {call[turn]} "
            "({call[relation]}): penalty, his partner must pass for the rest of the auction, "
            "and lead penalties (Law 26) may apply.",
         ru="{offender} заявил {irr[call]} вне очереди в очередь {call[turn]}: (НАКАЗАНИЕ) "
            "партнёр нарушителя пасует до конца торговли; могут быть наложены ограничения "
            "на ход по правилу 26.")
    def partner_or_lho_turn(self, irr, at, offender, n, rule, gone, call):
        law31_silence_partner(self, at, offender, n, "31B")
        self.conclude(
            self.item("lead-restriction", "26", irr=at, seat=partner(offender)),
            State(name="oor-penalty", irr=at),
        )
