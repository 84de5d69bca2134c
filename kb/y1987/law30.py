"""Law 30 — Pass out of rotation (1987).

What the seed shows of this law, in our own words:
B3  After any player has bid, a pass made at the offender's LHO's turn counts as a
    change of call: Law 25 applies (seed).
C   A conventional pass out of rotation is not dealt with by this law but by Law 31.
    A pass is conventional when, by special agreement, it promises more than a stated
    strength, or artificially shows or denies extra values in a suit named before
    (seed).

Not encoded: A (a pass before any bid), B1 (at RHO's turn) and B2 (at partner's turn)
are not in the seeds, and the project is not certain of their 1987 wording; Law 29
(the LHO's option, the cancellation), Law 25 and Law 31 of 1987 are not encoded
either. Such passes are reported as not covered, for the TD to rule by hand.

B3 and C point to laws the knowledge base does not hold, so they say which law the TD
must apply (a ``not-covered`` item naming Law 25 or Law 31): the pass is never left
to a "no penalty" by default. Whether a pass is conventional is the TD's finding,
written ``P!`` in the record.
"""

from __future__ import annotations

from ruling.kb.common.kinds import PASS_OUT_OF_ROTATION
from ruling.kb.dsl import (
    AS,
    MATCH,
    TEST,
    CallMade,
    Irregularity,
    LawModule,
    decide,
    law,
)


class Law30(LawModule):
    number = "30"
    title = {"en": "Pass out of rotation", "ru": "Пас вне очереди"}
    summary = {
        "en": "Of this law only what the seed shows is encoded: after a bid, a natural pass "
              "at the offender's LHO's turn is a change of call (Law 25); a conventional pass "
              "out of rotation is dealt with by Law 31. Neither Law 25 nor Law 31 of 1987 is "
              "in the knowledge base, nor A, B1 and B2 of this law: the TD rules on those "
              "by hand.",
        "ru": "Закодировано лишь то, что есть в исходном тексте: после назначения "
              "естественный пас в очередь левого оппонента нарушителя трактуется как изменение "
              "заявки (правило 25); конвенционный пас вне очереди решается по правилу 31. Правила "
              "25 и 31 (1987), как и пункты 30A, 30B1 и 30B2, в базе знаний не "
              "закодированы: судья решает сам.",
    }

    @law("30B3",
         AS.irr << Irregularity(kind=PASS_OUT_OF_ROTATION, at=MATCH.at, offender=MATCH.offender),
         AS.call << CallMade(at=MATCH.at, artificial=False, relation="lho"),
         TEST(lambda call: call["last_bid"] is not None),
         en="{offender} passed at his LHO's turn after a bid had been made: this counts as "
            "a change of call, and Law 25 applies; Law 25 of 1987 is not in the knowledge "
            "base.",
         ru="{offender} спасовал в очередь левого оппонента после того, как было сделано "
            "назначение: такой пас трактуется как изменение заявки, и применяется правило 25; "
            "правило 25 (1987) в базе знаний не закодировано.")
    def at_lho_turn(self, at):
        self.conclude(self.item("not-covered", "25", irr=at, kind="change-of-call",
                                decide=decide("change of call at {at} (a pass at LHO's "
                                              "turn, 1987 Law 30B3)",
                                              "изменение заявки ({at}) (пас в "
                                              "очередь левого оппонента, правило 30B3 редакции "
                                              "1987 года)", at=at)))

    @law("30C",
         AS.irr << Irregularity(kind=PASS_OUT_OF_ROTATION, at=MATCH.at, offender=MATCH.offender),
         AS.call << CallMade(at=MATCH.at, artificial=True),
         en="{offender}'s pass out of rotation is conventional: Law 31 applies, not Law 30; "
            "Law 31 of 1987 is not in the knowledge base.",
         ru="Пас вне очереди ({offender}) конвенционный: применяется не правило 30, а "
            "правило 31; правило 31 (1987) в базе знаний не закодировано.")
    def conventional(self, irr, at):
        self.conclude(self.item("not-covered", "31", irr=at, kind=irr["kind"],
                                decide=decide("case of the conventional pass out of "
                                              "rotation at {at} (1987 Law 30C: Law 31 "
                                              "applies)",
                                              "случай конвенционного паса вне очереди "
                                              "({at}) (правило 30C редакции "
                                              "1987 года: применяется правило 31)", at=at)))
