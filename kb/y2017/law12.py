"""Law 12 — Director's discretionary powers: the adjusted score (2017).

A  The TD adjusts a score only where these Laws empower him: the laws that do
   (16B3, 23C, 27D, 64C, 72C, ...) conclude an ``adjusted-score`` item; Law 12 works
   out the figure only after one of them.
B  The aim: redress the non-offending side's damage and take away the offenders'
   advantage; no adjustment because a rectification seems too harsh or too kind.
C1 (a) An assigned adjusted score, when he can give one; it replaces the table result.
   (b) It aims at the likely result had the infraction not occurred (that judgement is
       the TD's: his finding ``outcomes``).
   (c) It may be weighted over several possible results, each one reachable legally.
   (d) When the possibilities are many or unclear, he may give an artificial adjusted
       score instead (C2).
   (e) When the non-offending side, after the irregularity, added to its own damage by
       an extremely serious error unrelated to the infraction, or by a gamble it hoped
       to recover through rectification if it failed: (i) the offenders get the score
       rectifying their infraction gives; (ii) the non-offenders get no relief for the
       part of the damage they caused themselves.

Reading the findings. ``outcomes`` (``engine.outcomes``) lists the likely results with
their weights: one result is C1(a)'s assigned score; several, C1(c)'s weighted one. Each
is scored by Law 77 with the board's vulnerability and the whole stated from
North-South's point of view (``kb.common.adjusted``: exact, then rounded to a whole
point). That every result could have been reached legally (C1(c)) and is the likely one
(C1(b)) is the TD's judgement in writing them down. C1(e) is asked only when he has
given the outcomes (the score is being worked out): if the damage was partly
self-inflicted, the assigned score is the offending side's alone and what the
non-offending side keeps is left to him (how much of the damage was self-inflicted is
not in the record). Without ``outcomes`` the ``adjusted-score`` item stands alone and
the TD decides the likely results; outcomes given where no law adjusts are reported as
not needed (``kb.recognition``).

Not encoded: C1(d) and C2 (artificial adjusted scores: average plus, average, average
minus by responsibility). C2(a) applies when no result can be obtained, which no rule
of the knowledge base concludes, and C1(d) leaves the choice of an artificial score to
the TD; the percentages and IMPs are plain, but which contestant is "directly" or
"partly" at fault, and the session-score exceptions of C2(c) and the regulations of
C2(b) and (d), need facts the record does not hold. C3 (individual events) and C4
(knockout play) are for the scorer.
"""

from __future__ import annotations

from ruling.engine.notation import other_side, side
from ruling.kb.common.adjusted import assigned_fields
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    Item,
    LawModule,
    decide,
    law,
)


class Law12(LawModule):
    number = "12"
    title = {"en": "Director's discretionary powers",
             "ru": "Дискреционные полномочия судьи"}
    summary = {
        "en": "Where a law lets the TD adjust the score, he gives, when he can, the result "
              "the board would likely have had without the infraction, and may weight "
              "several likely results; it replaces the table result. A non-offending side "
              "that made its own damage worse by a grave error or a gamble after the "
              "infraction gets no relief for that part, the offenders still getting the "
              "adjusted score.",
        "ru": "Когда правило позволяет судье скорректировать результат, он, если может, "
              "назначает результат, который вероятно получился бы без нарушения, и может "
              "взвесить несколько вероятных результатов; назначенный результат заменяет "
              "полученный за столом. Ненарушившая сторона, которая после нарушения сама "
              "усугубила ущерб грубой ошибкой или рискованным действием, не получает "
              "возмещения за эту часть ущерба, а нарушители всё равно получают "
              "назначенный результат.",
    }

    @law("12C1(a)",
         AS.end << EndOfRecord(vulnerable=MATCH.vulnerable),
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         AS.found << Given(key="outcomes"),
         TEST(lambda found: len(found["value"]) == 1),
         AS.own << Finding(key="self_inflicted", value=False),
         NOT(Item(type="assigned-score")),
         phase="closing",
         en="The TD judges one likely result had the infraction not occurred: it is the "
            "assigned adjusted score, for both sides, in place of the table result.",
         ru="Судья считает вероятным без нарушения один результат: это назначенный "
            "скорректированный результат для обеих сторон вместо полученного за столом.")
    def assigned(self, at, vulnerable, found):
        self.conclude(self.item("assigned-score", irr=at, to="both",
                                **assigned_fields(found["value"], vulnerable)))

    @law("12C1(c)",
         AS.end << EndOfRecord(vulnerable=MATCH.vulnerable),
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         AS.found << Given(key="outcomes"),
         TEST(lambda found: len(found["value"]) > 1),
         AS.own << Finding(key="self_inflicted", value=False),
         NOT(Item(type="assigned-score")),
         phase="closing",
         en="The TD weights several likely results: each is scored by Law 77 with the "
            "board's vulnerability, and their weighted sum, from North-South's point of "
            "view, is the assigned adjusted score for both sides.",
         ru="Судья взвешивает несколько вероятных результатов: каждый записывается по "
            "правилу 77 с учётом зональности сдачи, и их взвешенная сумма с точки зрения "
            "NS — назначенный скорректированный результат для обеих сторон.")
    def weighted(self, at, vulnerable, found):
        self.conclude(self.item("assigned-score", irr=at, to="both",
                                **assigned_fields(found["value"], vulnerable)))

    @law("12C1(e)",
         AS.end << EndOfRecord(vulnerable=MATCH.vulnerable),
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         AS.found << Given(key="outcomes"),
         AS.own << Finding(key="self_inflicted", value=True),
         NOT(Item(type="assigned-score")),
         phase="closing",
         en="The non-offending side added to its own damage after the irregularity (a "
            "grave error unrelated to it, or a gamble): {offender}'s side gets the "
            "assigned adjusted score its infraction calls for (i); the other side gets no "
            "relief for the damage it did itself (ii).",
         ru="Ненарушившая сторона после нарушения сама усугубила ущерб (грубая ошибка, не "
            "связанная с нарушением, или рискованное действие): сторона игрока {offender} "
            "получает назначенный скорректированный результат за своё нарушение (i); "
            "другая сторона не получает возмещения за ущерб, нанесённый себе самой (ii).")
    def self_inflicted(self, at, vulnerable, found, offender):
        offenders = side(offender)
        victims = other_side(offenders)
        self.conclude(
            self.item("assigned-score", irr=at, to=offenders,
                      **assigned_fields(found["value"], vulnerable)),
            self.item("not-covered", irr=at, kind="self-inflicted-damage",
                      decide=decide(f"score of {victims} (the table result, relieved only of "
                                    "the damage the infraction did, not of what "
                                    f"{victims} did to themselves)",
                                    f"результат {victims} — полученный за столом, с "
                                    "возмещением только того ущерба, что нанесло "
                                    f"нарушение, а не того, что {victims} нанесли себе "
                                    "сами")))
