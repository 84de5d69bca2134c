"""Law 35 — Inadmissible calls condoned (1987).

The law rules on an inadmissible call over which the offender's LHO has called
(Laws 36 and 37 of the seed send that case here, to 35A and 35B). What the seed shows,
in our own words:
B  (tail only) a player who had to pass for the rest of the auction still passes at
   his later turns. The head of B is not in the seed; that the condoned call stands
   (rather than being cancelled and penalised as in Law 37) is read from this tail,
   which deals only with his later rounds, and from Law 37 sending the LHO's call
   here;
C  a bid above seven: it and every call after it are cancelled, the offender passes
   in its place, and the auction goes on as if nothing irregular had happened;
D  a call after the final pass: it and every call after it are cancelled, without
   penalty.

The opening words of the law are not in the seed either: that C and D, like A and B,
concern an inadmissible call the LHO has called over is read from Laws 36 and 37
(which send the LHO's call to 35A and 35B) and from the common "if the inadmissible
call was ..." form of the subdivisions.

Not encoded: A (a double or redouble Law 19 does not permit, called over by the LHO)
is not in the seeds, and the project is not certain of its 1987 wording: Law 36
reports it as not covered. Without the LHO's call, B is Law 37's case (seed), C and D
are Laws 38 and 39, which are not encoded (the engine reports them as not covered).

The LHO "calls" when the record shows him calling after the inadmissible call: for C
the record analysis says so (``CalledOver``); for B and D, whose calls look regular
to the analysis or come after the auction ended, the rule looks for the LHO's next
call itself. "Every call after it" is every call the record shows after the
inadmissible one and before the offender's own call in its place, if any.
"""

from __future__ import annotations

from ruling.kb.common.kinds import CALL_VIOLATING_PASS
from ruling.kb.common.templates import Condoned
from ruling.kb.dsl import (
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
    law,
)
from ruling.kb.recognition import obligation_covers


class Law35(LawModule):
    number = "35"
    title = {"en": "Inadmissible calls condoned",
             "ru": "Неприемлемые заявки, оставленные без наказания"}
    summary = {
        "en": "The offender's LHO has called over an inadmissible call. A call by a player "
              "obliged to pass then stands, but a player obliged to pass for the rest of the "
              "auction still passes at his later turns. A bid above seven is cancelled with "
              "every later call, the offender passes instead and the auction goes on as if "
              "nothing had happened. A call after the final pass is cancelled with every "
              "later call, without penalty. (A, an inadmissible double or redouble called "
              "over, is not encoded.)",
        "ru": "Левый оппонент нарушителя сделал заявку после неприемлемой заявки. Заявка игрока, "
              "обязанного пасовать, тогда остаётся в силе, но обязанный пасовать до конца "
              "торговли по-прежнему пасует на последующих кругах. Назначение выше семи "
              "аннулируется вместе со всеми последующими заявками, нарушитель заменяет его "
              "пасом, и торговля продолжается так, как будто нарушения не было. Заявка после "
              "финального паса аннулируется вместе со всеми последующими без наказания. "
              "(Пункт 35A — неприемлемая контра или реконтра — не закодирован.)",
    }

    # -- B: a call by a player obliged to pass -------------------------------------

    @law("35B",
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.call << CallMade(at=MATCH.at, lho=MATCH.left),
         AS.over << CallMade(seat=MATCH.left, relation="self", after_close=False,
                             n=MATCH.over_n),
         TEST(lambda n, over_n: over_n > n),
         NOT(Cancelled(of=MATCH.at)),
         NOT(Condoned(irr=MATCH.at)),
         en="{over[seat]}, the offender's LHO, called after {irr[call]}, made by a player "
            "obliged to pass: no penalty, and {irr[call]} stands.",
         ru="{over[seat]} (левый оппонент нарушителя) сделал заявку после {irr[call]:gen} игрока, "
            "обязанного пасовать: наказания нет, {irr[call]} остаётся в силе.")
    def action_condoned(self, irr, at, offender):
        self.conclude(
            self.item("call-stands", irr=at, seat=offender, call=irr["call"]),
            self.item("no-rectification", irr=at),
            Condoned(irr=at),
        )

    @law("35B",
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.ok << Condoned(irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at, own_previous=MATCH.previous),
         AS.duty << Item(type="must-pass", seat=MATCH.offender, scope="rest-of-auction",
                         from_n=MATCH.from_n),
         TEST(lambda n, from_n, previous: obligation_covers(n, from_n, "rest-of-auction",
                                                             previous)),
         en="{offender} had to pass for the rest of the auction ({duty[law]}): though his "
            "{irr[call]} stands, he must still pass at his later turns.",
         ru="{offender} был обязан пасовать до конца торговли (правило {duty[law]}): хотя "
            "его {irr[call]} остаётся в силе, он по-прежнему должен пасовать на "
            "последующих кругах.")
    def still_silenced(self, at, offender, n):
        self.conclude(self.item("must-pass", irr=at, seat=offender,
                                scope="rest-of-auction", from_n=n))

    # -- C: a bid above seven ----------------------------------------------------------

    @law("35C",
         AS.irr << Irregularity(kind="bid-above-seven", at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.over << CalledOver(of=MATCH.at, relation="lho"),
         en="{over[seat]}, the offender's LHO, called after {irr[call]}: no penalty; "
            "{irr[call]} and every call after it are cancelled, {offender} must pass in its "
            "place, and the auction goes on as if nothing irregular had happened.",
         ru="{over[seat]} (левый оппонент нарушителя) сделал заявку после {irr[call]:gen}: "
            "наказания "
            "нет; это назначение и все последующие заявки аннулируются, нарушитель должен "
            "заменить его на пас, и торговля продолжается так, как будто нарушения не было.")
    def above_seven_condoned(self, irr, at, offender, n):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=offender, call=irr["call"]),
            self.item("auction-reverts", irr=at, seat=offender),
            self.item("must-pass", irr=at, seat=offender, scope="next-turn", from_n=n),
            self.item("no-rectification", irr=at),
            Condoned(irr=at, law="35C"),
        )

    @law("35C",
         AS.irr << Irregularity(kind="bid-above-seven", at=MATCH.at, n=MATCH.n),
         AS.ok << Condoned(irr=MATCH.at, law="35C"),
         AS.later << CallMade(n=MATCH.later_n, after_close=False),
         TEST(lambda n, later_n, later, at: later_n > n and later["replaces"] != at),
         NOT(CallMade(replaces=MATCH.at)),
         en="{later[seat]}'s {later[call]} came after the bid above seven: it is cancelled "
            "too.",
         ru="Заявка {later[call]} ({later[seat]}) сделана после назначения выше семи: она "
            "тоже аннулируется.")
    def later_call_cancelled(self, at, later):
        self.conclude(self.item("call-cancelled", irr=at, seat=later["seat"],
                                call=later["call"]))

    # -- D: a call after the final pass ---------------------------------------------------

    @law("35D",
         AS.irr << Irregularity(kind="call-after-final-pass", at=MATCH.at,
                                offender=MATCH.offender, n=MATCH.n),
         AS.call << CallMade(at=MATCH.at, lho=MATCH.left),
         AS.over << CallMade(seat=MATCH.left, after_close=True, n=MATCH.over_n),
         TEST(lambda n, over_n: over_n > n),
         NOT(Condoned(irr=MATCH.at)),
         en="{over[seat]}, the offender's LHO, called {over[call]} after {offender}'s "
            "{irr[call]}, made after the final pass: {irr[call]} and every call after it "
            "are cancelled, without penalty.",
         ru="{over[seat]} (левый оппонент нарушителя) заявил {over[call]:acc} после заявки "
            "{irr[call]}, сделанной после финального паса: эта и все последующие заявки "
            "аннулируются без наказания.")
    def after_close_condoned(self, irr, at, offender):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=offender, call=irr["call"]),
            self.item("no-rectification", irr=at),
            Condoned(irr=at, law="35D"),
        )

    @law("35D",
         AS.irr << Irregularity(kind="call-after-final-pass", at=MATCH.at, n=MATCH.n),
         AS.ok << Condoned(irr=MATCH.at, law="35D"),
         AS.later << CallMade(n=MATCH.later_n, after_close=True),
         TEST(lambda n, later_n: later_n > n),
         en="{later[seat]}'s {later[call]} came after {irr[call]}, itself made after the "
            "final pass: it is cancelled too, without penalty.",
         ru="Заявка {later[call]} ({later[seat]}) сделана после {irr[call]:gen}, заявленной "
            "после финального паса: она тоже аннулируется без наказания.")
    def later_after_close_cancelled(self, later):
        # each call after the final pass is an irregularity of its own: the item is its own
        self.conclude(self.item("call-cancelled", irr=later["at"], seat=later["seat"],
                                call=later["call"]))
