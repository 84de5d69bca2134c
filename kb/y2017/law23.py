"""Law 23 — Comparable call (2017).

A  A call that takes the place of a withdrawn call is comparable when it has the same or
   a similar meaning (A1), shows a subset of the withdrawn call's possible meanings (A2),
   or serves the same purpose, an asking bid or a relay say (A3). Only the TD can judge
   this: the finding ``comparable``.
B  A call cancelled under 29B and replaced at the offender's proper turn by a comparable
   call: no further rectification, and 16C2 is out (but see C).
C  After a comparable call has been substituted (27B1(b), 30B1(b)(i), 31A2(a), 32A2(a)),
   the TD adjusts the score at the end of play when, without the help the infraction
   gave, the result could well have been different and the other side was damaged.

Hand-off, for the laws that ask whether a replacement is comparable (27, 30, 31, 32):
conclude ``Replacement(irr=AT, seat=OFFENDER, call=NEW, withdrawn=OLD)``;
23A answers with ``Comparable(irr=AT, value=True|False)`` from the finding
(asking it when missing), and 23C adds the adjusted score when it is True. Each of those
laws says itself what follows ("no further rectification", partner must pass), so 23B's
own words are carried by their rules; here 23B is only the reason 16C is not handed off
after a comparable call.
"""

from __future__ import annotations

from ruling.kb.common.templates import Comparable, Replacement
from ruling.kb.dsl import AS, MATCH, NOT, Finding, Given, LawModule, law


class Law23(LawModule):
    number = "23"
    title = {"en": "Comparable call", "ru": "Сопоставимая заявка"}
    summary = {
        "en": "A replacement call is comparable to the withdrawn one when it means the same "
              "or nearly the same, shows part of what the withdrawn call could show, or has the "
              "same purpose (an asking bid, a relay). Substituting a comparable call costs "
              "nothing further, but if the infraction helped the offenders and the other side "
              "was damaged, the TD adjusts the score at the end of play.",
        "ru": "Заменяющая заявка сопоставима с отменённой, если она значит то же или почти "
              "то же, показывает часть того, что могла показать отменённая, или служит той "
              "же цели (вопрос, релей). Замена сопоставимой заявкой не влечёт дальнейших "
              "последствий, но если нарушение помогло нарушителям и нанесло ущерб другой "
              "стороне, судья по окончании розыгрыша корректирует результат.",
    }

    @law("23A",
         AS.rep << Replacement(irr=MATCH.at),
         AS.found << Finding(key="comparable", value=True),
         en="The TD finds {rep[call]} comparable to the withdrawn {rep[withdrawn]}: the same "
            "or a similar meaning, a subset of its meanings, or the same purpose.",
         ru="Судья признаёт {rep[call]} сопоставимой с отменённой заявкой {rep[withdrawn]}: "
            "то же или близкое значение, часть её значений или та же цель.")
    def comparable(self, at):
        self.conclude(Comparable(irr=at, value=True))

    @law("23A",
         AS.rep << Replacement(irr=MATCH.at),
         AS.found << Finding(key="comparable", value=False),
         en="The TD finds {rep[call]} not comparable to the withdrawn {rep[withdrawn]}: "
            "neither a similar meaning, nor a subset of its meanings, nor the same purpose.",
         ru="Судья признаёт {rep[call]} несопоставимой с отменённой заявкой "
            "{rep[withdrawn]}: ни близкого значения, ни части её значений, ни той же цели.")
    def not_comparable(self, at):
        self.conclude(Comparable(irr=at, value=False))

    @law("23C",
         AS.cmp << Comparable(irr=MATCH.at, value=True),
         NOT(Given(key="damaged", value=False)),
         en="A comparable call was substituted: if at the end of play the TD judges that "
            "without the help the infraction gave the result could well have been different, "
            "and the other side was damaged, he adjusts the score (for an insufficient bid "
            "27D says the same).",
         ru="Заявка заменена сопоставимой: если по окончании розыгрыша судья сочтёт, что без "
            "помощи от нарушения результат вполне мог быть иным и другой стороне нанесён "
            "ущерб, он корректирует результат (для недостаточной заявки о том же говорит "
            "27D).")
    def damaged_after_comparable(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"))
