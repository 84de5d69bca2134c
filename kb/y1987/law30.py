"""Law 30 — Pass out of rotation (1987).

The penalties apply once the pass is cancelled (Law 29B).
A   Before any player has bid: the offender passes at his next turn.
B1  After a bid, at RHO's turn: the offender passes at his next turn.
B2  After a bid, at partner's turn: the offender passes for the rest of the auction;
    at that turn his partner may bid (sufficiently) or pass, but not double or
    redouble; lead penalties (Law 26) may apply.
B3  After a bid, at LHO's turn: treated as a change of call; Law 25 applies (seed).
C   A conventional pass out of rotation is dealt with by Law 31, not this law (seed).

A, B1 and B2 are not in the seeds: the 1987 text as known to the project. B3 and C
are the seed's. Law 25 (1987) is not encoded, so B3 hands the call to the TD.
A conventional pass is one the TD found artificial (``!`` in the record).
"""

from __future__ import annotations

from kb.dsl import (
    AS,
    MATCH,
    TEST,
    CallMade,
    Irregularity,
    LawModule,
    State,
    law,
    partner,
)

PASS_OOR = "pass-out-of-rotation"


class Law30(LawModule):
    number = "30"
    title = {"en": "Pass out of rotation", "ru": "Пас вне очереди"}
    summary = {
        "en": "A cancelled pass out of rotation made before any bid, or after a bid at RHO's "
              "turn, costs the offender his next turn (he must pass). Made at partner's turn "
              "after a bid, the offender must pass for the rest of the auction, his partner may "
              "not double or redouble at that turn, and lead penalties may apply. At LHO's turn "
              "after a bid it counts as a change of call (Law 25); a conventional pass is dealt "
              "with as a bid out of rotation (Law 31).",
        "ru": "Аннулированный пас вне очереди до первого назначения или после назначения в "
              "очередь RHO: (НАКАЗАНИЕ) нарушитель пасует в свою следующую очередь. В очередь "
              "партнёра после назначения: нарушитель пасует до конца торговли, партнёр в эту "
              "очередь не может дать контру или реконтру, возможны ограничения на ход. В "
              "очередь LHO после назначения — изменение заявки (правило 25); конвенционный "
              "пас — по правилу 31.",
    }

    @law("30A",
         AS.irr << Irregularity(kind=PASS_OOR, at=MATCH.at, offender=MATCH.offender, n=MATCH.n),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at, artificial=False),
         TEST(lambda call: call["last_bid"] is None),
         en="{offender} passed out of rotation before anyone had bid: penalty, he must pass "
            "at his next turn.",
         ru="{offender} спасовал вне очереди до первого назначения: (НАКАЗАНИЕ) он должен "
            "пасовать в свою следующую очередь.")
    def before_any_bid(self, irr, at, offender, n, gone, call):
        self.conclude(
            self.item("must-pass", "30A", irr=at, seat=offender, scope="next-turn", from_n=n),
            State(name="oor-penalty", irr=at),
        )

    @law("30B1",
         AS.irr << Irregularity(kind=PASS_OOR, at=MATCH.at, offender=MATCH.offender, n=MATCH.n),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at, artificial=False, relation="rho"),
         TEST(lambda call: call["last_bid"] is not None),
         en="{offender} passed out of rotation at his RHO's turn after a bid: penalty, he "
            "must pass at his next turn.",
         ru="{offender} спасовал вне очереди в очередь RHO после назначения: (НАКАЗАНИЕ) он "
            "должен пасовать в свою следующую очередь.")
    def at_rho_turn(self, irr, at, offender, n, gone, call):
        self.conclude(
            self.item("must-pass", "30B1", irr=at, seat=offender, scope="next-turn", from_n=n),
            State(name="oor-penalty", irr=at),
        )

    @law("30B2",
         AS.irr << Irregularity(kind=PASS_OOR, at=MATCH.at, offender=MATCH.offender, n=MATCH.n),
         AS.gone << State(name="oor-cancelled", irr=MATCH.at),
         AS.call << CallMade(at=MATCH.at, artificial=False, relation="partner"),
         TEST(lambda call: call["last_bid"] is not None),
         en="{offender} passed out of rotation at his partner's turn after a bid: penalty, he "
            "must pass for the rest of the auction; his partner may bid or pass at this turn "
            "but not double or redouble; lead penalties (Law 26) may apply.",
         ru="{offender} спасовал вне очереди в очередь партнёра после назначения: "
            "(НАКАЗАНИЕ) он должен пасовать до конца торговли; партнёр в эту очередь может "
            "сделать достаточное назначение или спасовать, но не контру или реконтру; могут "
            "быть наложены ограничения на ход по правилу 26.")
    def at_partner_turn(self, irr, at, offender, n, gone, call):
        self.conclude(
            self.item("must-pass", "30B2", irr=at, seat=offender, scope="rest-of-auction",
                      from_n=n),
            self.item("call-restriction", "30B2", irr=at, seat=partner(offender),
                      forbids=["double", "redouble"]),
            self.item("lead-restriction", "26", irr=at, seat=partner(offender)),
            State(name="oor-penalty", irr=at),
        )

    @law("30B3",
         AS.irr << Irregularity(kind=PASS_OOR, at=MATCH.at, offender=MATCH.offender),
         AS.call << CallMade(at=MATCH.at, artificial=False, relation="lho"),
         TEST(lambda call: call["last_bid"] is not None),
         en="{offender} passed at his LHO's turn after a bid: this counts as changing his call, "
            "and Law 25 applies; Law 25 of 1987 is not in the knowledge base.",
         ru="{offender} спасовал в очередь LHO после назначения: это изменение заявки, "
            "применяется правило 25; правило 25 (1987) в базе знаний не закодировано.")
    def at_lho_turn(self, irr, at, offender, call):
        self.conclude(self.item("not-covered", "25", irr=at, kind="change-of-call",
                                decide=f"change of call at {at} (a pass at LHO's turn, "
                                       "1987 Law 30B3)"))

    @law("30C",
         AS.irr << Irregularity(kind=PASS_OOR, at=MATCH.at, offender=MATCH.offender),
         AS.call << CallMade(at=MATCH.at, artificial=True),
         en="{offender}'s pass out of rotation is conventional: Law 31 applies, not Law 30.",
         ru="Пас вне очереди ({offender}) конвенционный: применяется правило 31, а не 30.")
    def conventional(self, irr, at, offender, call):
        self.conclude(State(name="law31", irr=at))
