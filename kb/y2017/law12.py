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

Artificial adjusted scores (C1(d), C2). Whether the TD gives one instead of an assigned
score is his finding ``artificial`` (the possible results too numerous or unclear,
C1(d); or no result obtainable, C2(a)). It is read only when he made it (``Given``) and
never asked: C1(a) makes the assigned score the rule whenever he can give one, so an
``adjusted-score`` item without findings stands alone as before; and outcomes given
mean he can, so with ``outcomes`` the assigned score is worked out and ``artificial``
does nothing. With ``artificial`` true and no ``outcomes``, each side gets the score of
its share of the fault, the finding ``at_fault`` (``{NS: directly, EW: none}``, a
value finding: directly, partly or none for each side): average minus, average,
average plus (C2(a)). The item states it as ``average-minus``/``average``/
``average-plus`` with the law's own figures: in pairs at most 40%, 50%, at least 60%
of the matchpoints (``percent``, the bound being the score's name), at IMP play minus
and plus 3 IMPs (C2(b); the law gives no IMP figure for average, so the item has
none). Which form of scoring the event uses is not in the record: the scorer takes the
figure that applies. The variations the law leaves to others are not encoded: the
Tournament Organizer's (with the Regulating Authority's approval) for IMPs (C2(b),
Laws 78D, 86B3), and the regulations for several boards without a result in one
session (C2(d)). C2(c) (a non-offending side above 60% in the session, or an offending
side below 40%, gets its session percentage instead) needs the session's scores, which
the record does not hold: a ``not-covered`` item says so with each artificial score.
Without ``at_fault`` the TD decides each side's share himself (``not-covered``).
Law 86B (team play: results at the other table, several adjusted scores) is not
encoded. C1(b) concludes nothing of its own: the assigned score aiming at the likely
result without the infraction is the TD's judgement in writing down ``outcomes``, whose
question cites it; C1(a) and C1(c) are the rules that score them. C3 (individual
events) and C4 (knockout play) are for the scorer.
"""

from __future__ import annotations

from ruling.engine.notation import other_side, side
from ruling.kb.common.adjusted import assigned_fields
from ruling.kb.common.templates import ForBothSides
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
              "назначенный результат. Если вместо этого судья назначает искусственный "
              "результат, каждая сторона получает средний минус, средний или средний "
              "плюс по своей вине в нарушении.",
    }

    @law("12C1(a)",
         AS.end << EndOfRecord(vulnerable=MATCH.vulnerable),
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         AS.found << Given(key="outcomes"),
         TEST(lambda found: len(found["value"]) == 1),
         AS.both << ForBothSides(at=MATCH.at),
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
         AS.both << ForBothSides(at=MATCH.at),
         NOT(Item(type="assigned-score")),
         phase="closing",
         en="The TD weights several likely results: each is scored by Law 77 with the "
            "board's vulnerability, and their weighted sum, from North-South's point of "
            "view, is the assigned adjusted score for both sides.",
         ru="Судья взвешивает несколько вероятных результатов: каждый записывается по "
            "правилу 77 с учётом зональности сдачи, и их взвешенная сумма с точки зрения "
            "СЮ — назначенный скорректированный результат для обеих сторон.")
    def weighted(self, at, vulnerable, found):
        self.conclude(self.item("assigned-score", irr=at, to="both",
                                **assigned_fields(found["value"], vulnerable)))

    # 12C1(e) speaks of a non-offending side that added to its own damage: asked only
    # where a side offended; an adjusted score with no offender (16D3: information from
    # another source) is for both sides as it is.
    @law("12C1(e)",
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         Given(key="outcomes"),
         AS.own << Finding(key="self_inflicted", value=False),
         phase="closing",
         en="The side that did not offend did not add to its own damage after "
            "{offender}'s irregularity: the assigned score is for both sides.",
         ru="Сторона, не допустившая нарушения, не усугубила сама свой ущерб после "
            "нарушения игрока {offender}: назначенный результат — для обеих сторон.")
    def no_self_inflicted_damage(self, at):
        self.conclude(ForBothSides(at=at))

    @law("12C1(e)",
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         NOT(Irregularity(at=MATCH.at)),
         Given(key="outcomes"),
         phase="closing",
         en="No side committed an irregularity at {at}: there is no non-offending side "
            "whose own damage 12C1(e) could exclude; the assigned score is for both sides.",
         ru="Нарушения ({at}) не допустила ни одна сторона: нет ненарушившей стороны, "
            "чей собственный ущерб исключает 12C1(e); назначенный результат — для обеих "
            "сторон.")
    def no_offending_side(self, at):
        self.conclude(ForBothSides(at=at))

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
            "получает назначенный скорректированный результат за своё нарушение (12C1(e)(i)); "
            "другая сторона не получает возмещения за ущерб, нанесённый себе самой "
            "(12C1(e)(ii)).")
    def self_inflicted(self, at, vulnerable, found, offender):
        offenders = side(offender)
        victims = other_side(offenders)
        self.conclude(
            self.item("assigned-score", irr=at, to=offenders,
                      **assigned_fields(found["value"], vulnerable)),
            self.item("not-covered", irr=at, kind="self-inflicted-damage",
                      decide=decide("score of {victims} (the table result, relieved only of "
                                    "the damage the infraction did, not of what "
                                    "{victims} did to themselves)",
                                    "результат {victims} — полученный за столом, с "
                                    "возмещением только того ущерба, что нанесло "
                                    "нарушение, а не того, что {victims} нанесли себе "
                                    "сами", victims=victims)))


    @law("12C2(a)",
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         NOT(Given(key="outcomes")),
         AS.chosen << Given(key="artificial", value=True),
         AS.fault << Given(key="at_fault"),
         NOT(Item(type="artificial-score", irr=MATCH.at)),
         phase="closing",
         en="No result can be obtained or worked out, and the TD gives an artificial "
            "adjusted score (12C1(d)): each side by its share of the fault for the "
            "irregularity, average minus if directly at fault, average if only partly, "
            "average plus if in no way (the IMPs of average plus and minus: 12C2(b)).",
         ru="Результат получить или установить нельзя, и судья назначает искусственный "
            "скорректированный результат (12C1(d)): каждой стороне по её вине в "
            "нарушении — средний минус, если она виновна непосредственно, средний, если "
            "лишь частично, средний плюс, если не виновна никак (ИМП для среднего плюса и "
            "минуса — 12C2(b)).")
    def artificial(self, at, fault):
        self.conclude(*(self.item("artificial-score", irr=at, to=s,
                                  **_LAW12_ARTIFICIAL[fault["value"][s]])
                        for s in ("NS", "EW")))

    @law("12C2(a)",
         AS.adj << Item(type="adjusted-score", irr=MATCH.at),
         NOT(Given(key="outcomes")),
         AS.chosen << Given(key="artificial", value=True),
         NOT(Given(key="at_fault")),
         NOT(Item(type="not-covered", irr=MATCH.at, kind="responsibility")),
         phase="closing",
         en="The TD gives an artificial adjusted score but has not said who was at fault: "
            "he gives each side average minus, average or average plus by its share of "
            "the fault for the irregularity.",
         ru="Судья назначает искусственный скорректированный результат, но не указал, кто "
            "виновен: каждой стороне он даёт средний минус, средний или средний плюс по "
            "её вине в нарушении.")
    def artificial_responsibility(self, at):
        self.conclude(self.item(
            "not-covered", irr=at, kind="responsibility",
            decide=decide("responsibility of each side for the irregularity (average minus "
                          "if directly at fault, average if only partly, average plus if "
                          "in no way)",
                          "вина каждой стороны в нарушении: средний минус — при "
                          "непосредственной вине, средний — при частичной, средний плюс — "
                          "если сторона не виновна никак")))

    @law("12C2(c)",
         AS.art << Item(type="artificial-score", irr=MATCH.at),
         NOT(Item(type="not-covered", irr=MATCH.at, kind="session-score")),
         phase="closing",
         en="An artificial adjusted score gives way to the side's own session score where "
            "a non-offending side scored above 60% in the session, or an offending side "
            "below 40%: the record holds no session score.",
         ru="Искусственный скорректированный результат уступает результату стороны за "
            "сессию, если ненарушившая сторона набрала за сессию более 60% или нарушившая "
            "— менее 40%: результатов сессии в записи нет.")
    def session_score(self, at):
        self.conclude(self.item(
            "not-covered", irr=at, kind="session-score",
            decide=decide("session exception (a non-offending side scoring above 60% of "
                          "the matchpoints on the session's other boards, or an offending "
                          "side below 40%, or the equivalent in IMPs, gets that "
                          "percentage instead of the artificial score)",
                          "заменяет ли процент стороны за сессию искусственный результат "
                          "на этой сдаче: свой процент получает ненарушившая сторона, "
                          "набравшая на остальных сдачах сессии более 60%, или "
                          "нарушившая, набравшая менее 40% (или эквивалент в ИМП)")))


# How far a side is at fault (the finding ``at_fault``, ``engine.outcomes.FAULTS``) and
# the artificial adjusted score 12C2 gives it: (a) the matchpoint percentage
# it names for pairs (at most 40, 50, at least 60: the bound is the item's score), (b)
# the IMPs at IMP play, which it states for average plus and minus only.
_LAW12_ARTIFICIAL = {
    "directly": {"score": "average-minus", "percent": 40, "imps": -3},
    "partly": {"score": "average", "percent": 50},
    "none": {"score": "average-plus", "percent": 60, "imps": 3},
}
