"""Law 39 — Call after the final pass (2017).

A   Every call made after the final pass is cancelled.
B   Nothing more when the offender's LHO called before the TD rectified, when the call
    is a pass by a (future) defender, or when it is any call by the future declarer or
    dummy.
C   A bid, double or redouble by a defender, with his LHO not having called since:
    the lead restrictions of 26B may apply.

Reading the record: the declaring side is the declarer of the auction as it ended
(``AuctionOver``) and his partner. "LHO called" is a call by the offender's LHO after
his, with no TD in between. A passed-out deal has no declarer or defenders and is not
played: only A applies. The cancelled call is handed to Law 16C: B's "no further
rectification" does not make what it told the offender's side authorized for it.
"""

from __future__ import annotations

from ruling.kb.common.kinds import CALL_AFTER_FINAL_PASS
from ruling.kb.common.record import director_came_after, lho_called_before_director
from ruling.kb.common.templates import L16C, LhoCalledFirst
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    AuctionOver,
    CallMade,
    EndOfRecord,
    Irregularity,
    LawModule,
    law,
    partner,
    side,
)


class Law39(LawModule):
    number = "39"
    title = {"en": "Call after the final pass", "ru": "Заявка после финального паса"}
    summary = {
        "en": "Calls after the final pass are cancelled. That is all when the offender's LHO "
              "called before the TD rectified, when a defender passed, or when the declaring "
              "side called; a bid, double or redouble by a defender may bring lead "
              "restrictions (26B).",
        "ru": "Заявки после финального паса аннулируются. Больше ничего, если левый оппонент "
              "нарушителя сделал заявку до исправления, если защитник пасовал или если "
              "заявила сторона разыгрывающего; назначение, контра или реконтра защитника "
              "могут повлечь ограничения на ход (26B).",
    }

    # -- reading the record: rectification, the LHO's call ------------------------------

    director_came = director_came_after(CALL_AFTER_FINAL_PASS, "39B")
    lho_called = lho_called_before_director(CALL_AFTER_FINAL_PASS, "39B")

    # -- A: cancelled ----------------------------------------------------------------------

    @law("39A",
         AS.irr << Irregularity(kind=CALL_AFTER_FINAL_PASS, at=MATCH.at, offender=MATCH.offender),
         en="{offender}'s {irr[call]} came after the final pass: it is cancelled.",
         ru="Заявка {irr[call]} ({offender}) сделана после финального паса: она "
            "аннулируется.")
    def cancelled(self, irr, at, offender):
        self.conclude(self.item("call-cancelled", irr=at, seat=offender,
                                call=irr["call"]),
                      L16C(irr=at, offender=offender, call=irr["call"]))

    # -- B: nothing more -------------------------------------------------------------------

    @law("39B",
         AS.irr << Irregularity(kind=CALL_AFTER_FINAL_PASS, at=MATCH.at),
         AS.lho << LhoCalledFirst(irr=MATCH.at),
         en="The offender's LHO called before rectification: no further rectification.",
         ru="Левый оппонент нарушителя сделал заявку до исправления: дальнейших последствий нет.")
    def lho_called_first(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("39B",
         AS.irr << Irregularity(kind=CALL_AFTER_FINAL_PASS, at=MATCH.at, offender=MATCH.offender),
         AS.call << CallMade(at=MATCH.at, kind="pass"),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) != side(declarer)),
         en="{offender}, a defender ({declarer} declares), only passed: no further "
            "rectification.",
         ru="{offender} — защитник (разыгрывает {declarer}) — только пасовал: дальнейших "
            "последствий нет.")
    def defender_passed(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("39B",
         AS.irr << Irregularity(kind=CALL_AFTER_FINAL_PASS, at=MATCH.at, offender=MATCH.offender),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) == side(declarer)),
         en="{offender} belongs to the declaring side ({declarer} declares): no further "
            "rectification.",
         ru="{offender} — из стороны разыгрывающего (разыгрывает {declarer}): дальнейших "
            "последствий нет.")
    def declaring_side(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    # -- C: a defender's bid, double or redouble ---------------------------------------------

    @law("39C",
         EndOfRecord(),
         AS.irr << Irregularity(kind=CALL_AFTER_FINAL_PASS, at=MATCH.at, offender=MATCH.offender),
         AS.call << CallMade(at=MATCH.at, kind=MATCH.kind),
         TEST(lambda kind: kind != "pass"),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) != side(declarer)),
         NOT(LhoCalledFirst(irr=MATCH.at)),
         en="{offender}, a defender, called {call[call]} after the final pass and his LHO has "
            "not called since: declarer may restrict {offender}'s partner's lead (26B).",
         ru="{offender}, защитник, заявил {call[call]:acc} после финального паса, и его левый "
            "оппонент "
            "с тех пор не заявлял: разыгрывающий ({declarer}) может ограничить ход партнёра "
            "нарушителя (26B).")
    def defender_acted(self, at, offender, declarer):
        self.conclude(self.item("lead-restriction", "26B", irr=at, seat=partner(offender),
                                holder=declarer))
