"""Law 36 — Inadmissible double or redouble (1987, seed).

A double or redouble that Law 19 does not permit is cancelled; the offender replaces
it with a legal call, and (penalty) his partner must pass for the rest of the
auction. Law 23A covers the case where that pass damages the non-offending side;
the lead penalties of Law 26 may apply.

Made out of rotation, such a call is Law 32's (the record analysis recognises it as a
double out of rotation). When the offender's LHO calls over it, Law 35A applies
instead, so this law rules only once the record shows the offender replacing the
call, or at the end of the record if the LHO has not called.
"""

from __future__ import annotations

from kb.dsl import (
    AS,
    MATCH,
    NOT,
    CalledOver,
    CallMade,
    EndOfRecord,
    Irregularity,
    LawModule,
    law,
    partner,
)

INADMISSIBLE = "inadmissible-double"


class Law36(LawModule):
    number = "36"
    title = {"en": "Inadmissible double or redouble", "ru": "Неприемлемая контра или реконтра"}
    summary = {
        "en": "A double or redouble that Law 19 does not permit is cancelled; the offender "
              "makes a legal call instead, his partner must pass for the rest of the auction, "
              "and lead penalties may apply (Law 35A if the offender's LHO has called).",
        "ru": "Контра или реконтра, не разрешённая правилом 19, аннулируется; нарушитель "
              "заменяет её легальной заявкой, (НАКАЗАНИЕ) партнёр нарушителя пасует до конца "
              "торговли, могут быть наложены ограничения на ход (правило 35A, если LHO "
              "нарушителя уже заявил).",
    }

    @law("36",
         AS.irr << Irregularity(kind=INADMISSIBLE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.new << CallMade(replaces=MATCH.at),
         NOT(CalledOver(of=MATCH.at, relation="lho")),
         en="{offender}'s {irr[call]} is not permitted by Law 19: it is cancelled and "
            "{offender} replaces it ({new[call]}); penalty, his partner must pass for the rest "
            "of the auction, and lead penalties (Law 26) may apply.",
         ru="{irr[call]} ({offender}) не разрешена правилом 19: она аннулируется, нарушитель "
            "заменяет её ({new[call]}); (НАКАЗАНИЕ) партнёр нарушителя пасует до конца "
            "торговли, могут быть наложены ограничения на ход по правилу 26.")
    def replaced(self, irr, at, offender, n, new):
        self._law36_penalty(at, offender, n, irr["call"])

    @law("36",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INADMISSIBLE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         NOT(CallMade(replaces=MATCH.at)),
         NOT(CalledOver(of=MATCH.at, relation="lho")),
         en="{offender}'s {irr[call]} is not permitted by Law 19: it is cancelled and "
            "{offender} must replace it with a legal call; penalty, his partner must pass for "
            "the rest of the auction, and lead penalties (Law 26) may apply.",
         ru="{irr[call]} ({offender}) не разрешена правилом 19: она аннулируется, нарушитель "
            "должен заменить её легальной заявкой; (НАКАЗАНИЕ) партнёр нарушителя пасует до "
            "конца торговли, могут быть наложены ограничения на ход по правилу 26.")
    def to_replace(self, irr, at, offender, n):
        self._law36_penalty(at, offender, n, irr["call"])

    def _law36_penalty(self, at, offender, n, call):
        self.conclude(
            self.item("call-cancelled", "36", irr=at, seat=offender, call=call),
            self.item("substitute-call", "36", irr=at, seat=offender),
            self.item("must-pass", "36", irr=at, seat=partner(offender),
                      scope="rest-of-auction", from_n=n),
            self.item("lead-restriction", "26", irr=at, seat=partner(offender)),
            self.item("adjusted-score", "23A", irr=at, when="damaged"),
        )
