"""Law 37 — Action violating the obligation to pass (1987, seed).

A bid, double or redouble by a player whom the Laws oblige to pass is cancelled, and
(penalty) both members of the offending side must pass for the rest of the auction.
Law 23A covers the case where those passes damage the non-offending side; the lead
penalties of Law 26 may apply. When the offender's LHO calls over it, Law 35B applies
instead.

So this law rules once the record shows the offender replacing the call, or at the
end of the record if the LHO has not called; when the LHO has called, Law 35B rules
(the call stands). The obligations it enforces are the ``must-pass`` items of the
other laws (recognition finds the call that breaks one).
"""

from __future__ import annotations

from ruling.kb.common.kinds import CALL_VIOLATING_PASS
from ruling.kb.common.templates import Condoned
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    CallMade,
    EndOfRecord,
    Irregularity,
    LawModule,
    law,
    partner,
)


class Law37(LawModule):
    number = "37"
    title = {"en": "Action violating the obligation to pass",
             "ru": "Акция, нарушающая обязанность пасовать"}
    summary = {
        "en": "A bid, double or redouble by a player obliged to pass is cancelled, and "
              "(penalty) both members of the offending side must pass for the rest of the "
              "auction (Law 23A if those passes damage the other side); lead penalties "
              "(Law 26) may apply. If the offender's LHO has called over it, Law 35B applies.",
        "ru": "Назначение, контра или реконтра игрока, обязанного пасовать, аннулируется, и "
              "(НАКАЗАНИЕ) оба игрока нарушившей стороны должны пасовать до конца торговли "
              "(правило 23A, если пас ущемляет ненарушившую сторону); могут быть наложены "
              "ограничения на ход по правилу 26. Если левый оппонент нарушителя сделал заявку, "
              "применяется правило 35B.",
    }

    # Bare: the seed text of 1987 Law 37 is one paragraph, with no subdivisions.
    @law("37",
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         AS.new << CallMade(replaces=MATCH.at),
         NOT(Condoned(irr=MATCH.at)),
         en="{offender} was obliged to pass: his {irr[call]} is cancelled ({new[call]} takes "
            "its place); penalty: {offender} and his partner must pass for the rest of the "
            "auction (Law 23A if those passes damage the other side), and lead penalties "
            "(Law 26) may apply.",
         ru="{offender} был обязан пасовать: его {irr[call]} аннулируется (вместо неё "
            "{new[call]}); (НАКАЗАНИЕ) оба игрока нарушившей стороны должны пасовать до "
            "конца торговли (правило 23A, если пас ущемляет ненарушившую сторону); могут "
            "быть наложены ограничения на ход по правилу 26.")
    def replaced(self, irr, at, offender, n):
        self._law37_penalty(at, offender, n, irr["call"])

    # Bare: the seed text of 1987 Law 37 is one paragraph, with no subdivisions.
    @law("37",
         EndOfRecord(),
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.n),
         NOT(CallMade(replaces=MATCH.at)),
         NOT(Condoned(irr=MATCH.at)),
         en="{offender} was obliged to pass: his {irr[call]} is cancelled; penalty: "
            "{offender} and his partner must pass for the rest of the auction (Law 23A if "
            "those passes damage the other side), and lead penalties (Law 26) may apply.",
         ru="{offender} был обязан пасовать: его {irr[call]} аннулируется; (НАКАЗАНИЕ) оба "
            "игрока нарушившей стороны должны пасовать до конца торговли (правило 23A, если "
            "пас ущемляет ненарушившую сторону); могут быть наложены ограничения на ход по "
            "правилу 26.")
    def to_replace(self, irr, at, offender, n):
        self._law37_penalty(at, offender, n, irr["call"])

    def _law37_penalty(self, at, offender, n, call):
        self.conclude(
            self.item("call-cancelled", "37", irr=at, seat=offender, call=call),
            self.item("must-pass", "37", irr=at, seat=offender, scope="rest-of-auction",
                      from_n=n),
            self.item("must-pass", "37", irr=at, seat=partner(offender),
                      scope="rest-of-auction", from_n=n),
            self.item("lead-restriction", "26", irr=at, seat=partner(offender)),
            self.item("adjusted-score", "23A", irr=at, when="damaged"),
        )
