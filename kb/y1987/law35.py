"""Law 35 — Inadmissible calls condoned (1987).

When the offender's LHO calls after one of these inadmissible calls before a penalty
has been assessed, there is no penalty for it (no lead penalties either), and:
A  a double or redouble not permitted by Law 19: it and every later call are cancelled,
   the auction goes back to the player whose turn it was, and goes on as if nothing
   irregular had happened;
B  a bid, double or redouble by a player obliged to pass: it and every later call
   stand; but a player obliged to pass for the rest of the auction still passes at
   his later turns (seed, tail);
C  a bid above seven: it and every later call are cancelled, the offender passes in
   its place, and the auction goes on as if nothing irregular had happened (seed);
D  a call after the final pass: it and every later call are cancelled, without
   penalty (seed).

The heading, the opening condition and A are not in the seeds: the 1987 text as known
to the project (Laws 36 and 37 of the seed send the LHO's call to 35A and 35B).
Without the LHO's call, A and B are Laws 36 and 37; C and D are Laws 38 and 39, which
are not encoded (the engine reports them as not covered).

The LHO "calls" when the record shows him calling after the inadmissible call: for
A and C the record analysis says so (``CalledOver``); for B and D, whose calls look
regular to the analysis or come after the auction ended, the rule looks for the
LHO's next call itself.
"""

from __future__ import annotations

from kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CalledOver,
    CallMade,
    Cancelled,
    Irregularity,
    Item,
    LawModule,
    State,
    law,
)
from kb.recognition import obligation_covers

VIOLATION = "call-violating-obligation-to-pass"


class Law35(LawModule):
    number = "35"
    title = {"en": "Inadmissible calls condoned", "ru": "Неприемлемые заявки, оставленные "
                                                       "без наказания"}
    summary = {
        "en": "If the offender's LHO calls over an inadmissible call before a penalty is "
              "assessed, there is no penalty. A double or redouble Law 19 does not permit, or "
              "a bid above seven, is cancelled with every later call and the auction resumes "
              "from the offender (who must pass in place of a bid above seven). A call by a "
              "player obliged to pass stands with every later call, but a player obliged to "
              "pass for the rest of the auction still passes. Calls after the final pass are "
              "cancelled without penalty.",
        "ru": "Если LHO нарушителя сделал заявку после неприемлемой заявки до наложения "
              "наказания, наказания нет. Контра или реконтра, не разрешённая правилом 19, "
              "или назначение выше семи аннулируются вместе со всеми последующими заявками, "
              "и торговля продолжается от нарушителя (вместо назначения выше семи он пасует). "
              "Заявка игрока, обязанного пасовать, и все последующие остаются в силе, но "
              "обязанный пасовать до конца торговли продолжает пасовать. Заявки после "
              "финального паса аннулируются без наказания.",
    }

    @law("35A",
         AS.irr << Irregularity(kind="inadmissible-double", at=MATCH.at, offender=MATCH.offender),
         AS.over << CalledOver(of=MATCH.at, relation="lho", at=MATCH.over_at),
         AS.lho_call << CallMade(at=MATCH.over_at),
         en="{over[seat]}, the offender's LHO, called over the inadmissible {irr[call]}: no "
            "penalty; {irr[call]} and the calls after it are cancelled, and the auction goes "
            "back to {offender} as if nothing irregular had happened.",
         ru="{over[seat]} (LHO нарушителя) сделал заявку после неприемлемой {irr[call]}: "
            "наказания нет; {irr[call]} и все последующие заявки аннулируются, торговля "
            "возвращается к {offender}, как будто нарушения не было.")
    def double_condoned(self, irr, at, offender, over, over_at, lho_call):
        self.conclude(
            self.item("call-cancelled", "35A", irr=at, seat=offender, call=irr["call"]),
            self.item("call-cancelled", "35A", irr=at, seat=lho_call["seat"],
                      call=lho_call["call"]),
            self.item("auction-reverts", "35A", irr=at, seat=offender),
            self.item("no-rectification", "35A", irr=at),
            State(name="condoned", irr=at),
        )

    @law("35B",
         AS.irr << Irregularity(kind=VIOLATION, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.call << CallMade(at=MATCH.at, lho=MATCH.left),
         AS.over << CallMade(seat=MATCH.left, relation="self", after_close=False,
                             n=MATCH.over_n),
         TEST(lambda n, over_n: over_n > n),
         NOT(Cancelled(of=MATCH.at)),
         NOT(State(name="condoned", irr=MATCH.at)),
         en="{over[seat]}, the offender's LHO, called over {irr[call]}, made by a player "
            "obliged to pass: no penalty; {irr[call]} and the calls after it stand.",
         ru="{over[seat]} (LHO нарушителя) сделал заявку после {irr[call]} игрока, "
            "обязанного пасовать: наказания нет; эта и все последующие заявки остаются в "
            "силе.")
    def action_condoned(self, irr, at, offender, n, call, left, over, over_n):
        self.conclude(
            self.item("call-stands", "35B", irr=at, seat=offender, call=irr["call"]),
            self.item("no-rectification", "35B", irr=at),
            State(name="condoned", irr=at),
        )

    @law("35B",
         AS.irr << Irregularity(kind=VIOLATION, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.ok << State(name="condoned", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at, own_previous=MATCH.previous),
         AS.duty << Item(type="must-pass", seat=MATCH.offender, scope="rest-of-auction",
                         from_n=MATCH.from_n),
         TEST(lambda n, from_n, previous: obligation_covers(n, from_n, "rest-of-auction",
                                                             previous)),
         en="{offender} was obliged to pass for the rest of the auction ({duty[law]}): "
            "though his {irr[call]} stands, he must still pass at his later turns.",
         ru="{offender} был обязан пасовать до конца торговли ({duty[law]}): хотя его "
            "{irr[call]} остаётся в силе, он по-прежнему должен пасовать на последующих "
            "кругах.")
    def still_silenced(self, irr, at, offender, n, ok, call, previous, duty, from_n):
        self.conclude(self.item("must-pass", "35B", irr=at, seat=offender,
                                scope="rest-of-auction", from_n=n))

    @law("35C",
         AS.irr << Irregularity(kind="bid-above-seven", at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.over << CalledOver(of=MATCH.at, relation="lho", at=MATCH.over_at),
         AS.lho_call << CallMade(at=MATCH.over_at),
         en="{over[seat]}, the offender's LHO, called over {irr[call]}: no penalty; "
            "{irr[call]} and the calls after it are cancelled, {offender} must pass instead, "
            "and the auction goes on as if nothing irregular had happened.",
         ru="{over[seat]} (LHO нарушителя) сделал заявку после {irr[call]}: наказания нет; "
            "это назначение и все последующие заявки аннулируются, нарушитель заменяет его "
            "пасом, и торговля продолжается так, как будто нарушения не было.")
    def above_seven_condoned(self, irr, at, offender, n, over, over_at, lho_call):
        self.conclude(
            self.item("call-cancelled", "35C", irr=at, seat=offender, call=irr["call"]),
            self.item("call-cancelled", "35C", irr=at, seat=lho_call["seat"],
                      call=lho_call["call"]),
            self.item("auction-reverts", "35C", irr=at, seat=offender),
            self.item("must-pass", "35C", irr=at, seat=offender, scope="next-turn", from_n=n),
            self.item("no-rectification", "35C", irr=at),
            State(name="condoned", irr=at),
        )

    @law("35D",
         AS.irr << Irregularity(kind="call-after-final-pass", at=MATCH.at,
                                offender=MATCH.offender, n=MATCH.n),
         AS.call << CallMade(at=MATCH.at, lho=MATCH.left),
         AS.over << CallMade(seat=MATCH.left, after_close=True, n=MATCH.over_n),
         TEST(lambda n, over_n: over_n > n),
         NOT(State(name="condoned", irr=MATCH.at)),
         en="{over[seat]}, the offender's LHO, called {over[call]} after {offender}'s "
            "{irr[call]}, made after the final pass: both calls are cancelled, without "
            "penalty.",
         ru="{over[seat]} (LHO нарушителя) заявил {over[call]} после заявки {irr[call]}, "
            "сделанной после финального паса: обе заявки аннулируются без наказания.")
    def after_close_condoned(self, irr, at, offender, n, call, left, over, over_n):
        self.conclude(
            self.item("call-cancelled", "35D", irr=at, seat=offender, call=irr["call"]),
            self.item("call-cancelled", "35D", irr=over["at"], seat=over["seat"],
                      call=over["call"]),
            self.item("no-rectification", "35D", irr=at),
            State(name="condoned", irr=at),
        )
