"""Law 36 — Inadmissible double or redouble (1987, seed).

A double or redouble that Law 19 does not permit is cancelled; the offender replaces
it with a legal call, and (penalty) his partner must pass for the rest of the
auction. Law 23A covers the case where that pass damages the non-offending side;
the lead penalties of Law 26 may apply. Made out of rotation, such a call is Law
32's; when the offender's LHO calls over it, Law 35A's.

Made out of rotation, the call is recognised as a double out of rotation (Law 32 of
1987 is not encoded, so the engine reports it as not covered). When the offender's
LHO calls over it, the seed sends the case to Law 35A, which is not in the seeds and
not encoded: this law then says so (not covered) and rules nothing itself.
Otherwise it rules once the record shows the offender replacing the call, or at the
end of the record if the LHO has not called.
"""

from __future__ import annotations

from ruling.kb.common.kinds import INADMISSIBLE_DOUBLE
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    CalledOver,
    CallMade,
    EndOfRecord,
    Irregularity,
    LawModule,
    decide,
    law,
    partner,
)


class Law36(LawModule):
    number = "36"
    title = {"en": "Inadmissible double or redouble", "ru": "Неприемлемая контра или реконтра"}
    summary = {
        "en": "A double or redouble that Law 19 does not permit is cancelled; the offender "
              "makes a legal call instead, and (penalty) his partner must pass for the rest "
              "of the auction (Law 23A if that pass damages the other side); lead penalties "
              "(Law 26) may apply. Out of rotation it is Law 32's case; called over by the "
              "offender's LHO, Law 35A's: neither is in the knowledge base.",
        "ru": "Контра или реконтра, не разрешённая правилом 19, аннулируется; нарушитель "
              "заменяет её легальной заявкой, и (НАКАЗАНИЕ) партнёр нарушителя должен "
              "пасовать до конца торговли (правило 23A, если этот пас ущемляет ненарушившую "
              "сторону); могут быть наложены ограничения на ход по правилу 26. Заявка вне "
              "очереди — случай правила 32, заявка левого оппонента нарушителя после неё — правила "
              "35A: ни то, ни другое в базе знаний не закодировано.",
    }

    # Bare: the seed text of 1987 Law 36 is one paragraph, with no subdivisions.
    @law("36",
         AS.irr << Irregularity(kind=INADMISSIBLE_DOUBLE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.new << CallMade(replaces=MATCH.at),
         NOT(CalledOver(of=MATCH.at, relation="lho")),
         en="{offender}'s {irr[call]} is not permitted by Law 19: it is cancelled and "
            "{offender} replaces it ({new[call]}); penalty: his partner must pass for the "
            "rest of the auction (Law 23A if that pass damages the other side), and lead "
            "penalties (Law 26) may apply.",
         ru="{offender} заявил {irr[call]:acc}, не разрешённую правилом 19: она аннулируется, "
            "нарушитель заменяет её ({new[call]}); (НАКАЗАНИЕ) партнёр нарушителя должен "
            "пасовать до конца торговли (правило 23A, если этот пас ущемляет ненарушившую "
            "сторону); могут быть наложены ограничения на ход по правилу 26.")
    def replaced(self, irr, at, offender, n):
        self._law36_penalty(at, offender, n, irr["call"])

    # Bare: the seed text of 1987 Law 36 is one paragraph, with no subdivisions.
    @law("36",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INADMISSIBLE_DOUBLE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         NOT(CallMade(replaces=MATCH.at)),
         NOT(CalledOver(of=MATCH.at, relation="lho")),
         en="{offender}'s {irr[call]} is not permitted by Law 19: it is cancelled and "
            "{offender} must replace it with a legal call; penalty: his partner must pass "
            "for the rest of the auction (Law 23A if that pass damages the other side), and "
            "lead penalties (Law 26) may apply.",
         ru="{offender} заявил {irr[call]:acc}, не разрешённую правилом 19: она аннулируется, "
            "нарушитель должен заменить её легальной заявкой; (НАКАЗАНИЕ) партнёр нарушителя "
            "должен пасовать до конца торговли (правило 23A, если этот пас ущемляет ненарушившую "
            "сторону); могут быть наложены ограничения на ход по правилу 26.")
    def to_replace(self, irr, at, offender, n):
        self._law36_penalty(at, offender, n, irr["call"])

    # Bare: the seed text of 1987 Law 36 is one paragraph, with no subdivisions.
    @law("36",
         AS.irr << Irregularity(kind=INADMISSIBLE_DOUBLE, at=MATCH.at, offender=MATCH.offender),
         AS.over << CalledOver(of=MATCH.at, relation="lho"),
         en="{over[seat]}, the offender's LHO, called after {offender}'s inadmissible "
            "{irr[call]}: Law 36 sends this case to Law 35A, which is not in the knowledge "
            "base.",
         ru="{over[seat]} (левый оппонент нарушителя) сделал заявку после неприемлемой {irr[call]} "
            "({offender}): правило 36 отсылает этот случай к правилу 35A, которое в базе "
            "знаний не закодировано.")
    def lho_called(self, irr, at):
        self.conclude(self.item("not-covered", "35A", irr=at, kind=irr["kind"],
                                decide=decide(
                                    "case of the inadmissible {call} at {at}, "
                                    "called over by the offender's LHO (1987 Law 35A)",
                                    "случай неприемлемой заявки {call} ({at}), после "
                                    "которой заявил левый оппонент нарушителя (правило 35A "
                                    "редакции 1987 года)", call=irr["call"], at=at)))

    def _law36_penalty(self, at, offender, n, call):
        self.conclude(
            self.item("call-cancelled", "36", irr=at, seat=offender, call=call),
            self.item("substitute-call", "36", irr=at, seat=offender),
            self.item("must-pass", "36", irr=at, seat=partner(offender),
                      scope="rest-of-auction", from_n=n),
            self.item("lead-restriction", "26", irr=at, seat=partner(offender)),
            self.item("adjusted-score", "23A", irr=at, when="damaged"),
        )
