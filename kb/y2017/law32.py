"""Law 32 — Double or redouble out of rotation (2017).

The opponent next in rotation (the offender's LHO) may accept it (Law 29A), except an
inadmissible double or redouble (Law 36), which can never be accepted. Not accepted,
it is cancelled, and:

A  At the offender's RHO's turn:
   A1 RHO passes: the offender must repeat it; nothing more unless it is inadmissible
      (then Law 36);
   A2 RHO bids, doubles or redoubles: the offender calls as he likes;
      (a) a comparable call (23A): nothing more (no 26B; 23C may adjust);
      (b) any other call: partner must pass at his next turn (16C, 26B, 72C).
B  At partner's turn:
   B1 partner calls as he likes, but the cancelled call is unauthorized information
      to him (16C2);
   B2 the offender calls as he likes at his turn, ruled as A2(a) or A2(b).
C  A later call at LHO's turn (the offender has already called) is a change of call:
   Law 25.

An inadmissible double or redouble out of rotation is handed to Law 36 as an
``inadmissible-double`` irregularity; the rules here and in Laws 28 and 29 leave it
alone. Whether the offender's call is comparable is Law 23A's question (the TD's
finding ``comparable``), handed over as a ``replacement``; when the record stops before
that call (or, at RHO's turn, before RHO's), what it will bring is given instead. The
cancelled call binds partner's call at his turn (B1); after a comparable call it is no
longer unauthorized information (23B), after any other 16C applies.
"""

from __future__ import annotations

from ruling.kb.common.kinds import DOUBLE_OUT_OF_ROTATION
from ruling.kb.common.out_of_rotation import (
    as_change_of_call,
    comparable_replacement,
    must_repeat,
    not_repeated,
    offender_yet_to_call,
    partner_may_call,
    partner_passes_next_turn,
    replacement,
    rho_yet_to_call,
)
from ruling.kb.common.templates import Comparable, OorCancelled, Replacement
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CallMade,
    EndOfRecord,
    Irregularity,
    LawModule,
    law,
)
from ruling.kb.recognition import irregularity


def is_double(oor: dict) -> bool:
    return oor["kind"] in ("double", "redouble")


class Law32(LawModule):
    number = "32"
    title = {"en": "Double or redouble out of rotation",
             "ru": "Контра или реконтра вне очереди"}
    summary = {
        "en": "The offender's LHO may accept a double or redouble out of rotation, unless "
              "Law 19 forbids it (then Law 36). Not accepted, it is cancelled. Made at RHO's "
              "turn: if RHO passes, the offender repeats it and nothing more happens; if RHO "
              "bids, doubles or redoubles, the offender calls freely, and unless his call is "
              "comparable his partner must pass once, with possible lead restrictions. Made "
              "at partner's turn, partner calls freely but may not use the information, and "
              "the offender's later call is judged the same way. At LHO's turn after the "
              "offender has called it is a change of call.",
        "ru": "Левый оппонент нарушителя может принять контру или реконтру вне очереди, если её не "
              "запрещает правило 19 (иначе — правило 36). Непринятая, она аннулируется. В "
              "очередь правого оппонента: если правый оппонент пасует, нарушитель повторяет её без "
              "последствий; если правый оппонент делает назначение, контру или реконтру, "
              "нарушитель заявляет свободно, и если заявка не сопоставима, партнёр пасует один "
              "раз, возможны ограничения на ход. В очередь партнёра партнёр заявляет свободно, но "
              "не может пользоваться этой информацией, а последующая заявка нарушителя оценивается "
              "так же. В очередь левого оппонента после собственной заявки — это изменение заявки.",
    }

    # -- never accepted: an inadmissible one goes to Law 36 ----------------------------

    # Bare 32: the law's opening words (before A) never let an inadmissible one be accepted.
    @law("32",
         AS.irr << Irregularity(kind=DOUBLE_OUT_OF_ROTATION, at=MATCH.at),
         AS.call << CallMade(at=MATCH.at, permitted=False),
         en="Law 19 does not permit {call[seat]}'s {call[call]} here: a double or redouble "
            "out of rotation that is inadmissible can never be accepted; Law 36 rules on it.",
         ru="Правило 19 не разрешает здесь {call[call]:acc} ({call[seat]}): неприемлемую "
            "контру или реконтру вне очереди принять нельзя; решается по правилу 36.")
    def inadmissible(self, call):
        irregularity(self, "inadmissible-double", "36", call)

    # -- A: at RHO's turn ------------------------------------------------------------------

    @law("32A",
         EndOfRecord(),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho"),
         TEST(lambda oor: is_double(oor) and "by" not in oor),
         en="{oor[turn]}, whose turn it was, has not called yet: what {oor[offender]} must "
            "do depends on his call (32A1 if he passes, 32A2 if he bids, doubles or "
            "redoubles).",
         ru="{oor[turn]}, чья была очередь, ещё не заявлял: что должен делать "
            "{oor[offender]}, зависит от его заявки (32A1, если он спасует; 32A2, если "
            "сделает назначение, контру или реконтру).")
    def rho_not_yet_called(self, oor):
        rho_yet_to_call(self, oor, "32A")

    @law("32A1",
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         TEST(lambda oor: is_double(oor)),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         en="{rho[seat]} passed: {oor[offender]} must repeat his {oor[call]}.",
         ru="{rho[seat]} пасовал: {oor[offender]} должен повторить {oor[call]}.")
    def rho_passed(self, oor):
        must_repeat(self, oor, "32A1")

    @law("32A1",
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         TEST(lambda oor: is_double(oor)),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         AS.new << CallMade(replaces=MATCH.at, same_as_replaced=True, permitted=True),
         en="{new[seat]} repeated his {new[call]}: no rectification.",
         ru="{new[seat]} повторил {new[call]}: без последствий.")
    def repeated(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("32A1",
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         TEST(lambda oor: is_double(oor)),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         AS.new << CallMade(replaces=MATCH.at, same_as_replaced=False),
         en="{new[seat]} called {new[call]} instead of repeating {oor[call]} as he had to: "
            "the Laws do not say what follows, the TD decides.",
         ru="{new[seat]} заявил {new[call]:acc} вместо обязательного повтора {oor[call]}: "
            "правила не говорят, что из этого следует, решает судья.")
    def did_not_repeat(self, at):
        not_repeated(self, at, "32A1")

    @law("32A2",
         EndOfRecord(),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         TEST(lambda oor: is_double(oor)),
         AS.rho << CallMade(at=MATCH.by),
         TEST(lambda rho: rho["kind"] != "pass"),
         NOT(CallMade(replaces=MATCH.at)),
         en="{rho[seat]} called {rho[call]}, and {oor[offender]} has yet to call: any legal "
            "call; a comparable one costs nothing more, any other obliges {oor[partner]} to "
            "pass at his next turn.",
         ru="{rho[seat]} заявил {rho[call]:acc}, а {oor[offender]} ещё не заявлял: любая "
            "легальная заявка; сопоставимая — без последствий, любая другая обязывает "
            "{oor[partner]} пасовать в свою следующую очередь.")
    def offender_to_call_after_rho(self, at, oor):
        offender_yet_to_call(self, at, oor["offender"], "32A2")

    @law("32A2",
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         TEST(lambda oor: is_double(oor)),
         AS.rho << CallMade(at=MATCH.by),
         TEST(lambda rho: rho["kind"] != "pass"),
         AS.new << CallMade(replaces=MATCH.at),
         en="{rho[seat]} called {rho[call]}, so {new[seat]} was free to call: he called "
            "{new[call]}, and the TD judges whether it is comparable to {oor[call]}.",
         ru="{rho[seat]} заявил {rho[call]:acc}, поэтому {new[seat]} мог заявлять свободно: он "
            "заявил {new[call]:acc}, и судья оценивает, сопоставима ли эта заявка с "
            "{oor[call]:ins}.")
    def rho_called(self, at, oor, new):
        replacement(self, at, oor["offender"], new, oor["call"])

    @law("32A2(a)",
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho"),
         TEST(lambda oor: is_double(oor)),
         AS.rep << Replacement(irr=MATCH.at),
         AS.cmp << Comparable(irr=MATCH.at, value=True),
         en="{rep[call]} is comparable to {oor[call]}: no further rectification, no lead "
            "restrictions, and {oor[call]} is no longer unauthorized information (23B).",
         ru="{rep[call]} сопоставима с {oor[call]:ins}: дальнейших последствий нет, ограничений "
            "на ход нет, и сведения из {oor[call]} больше не являются неразрешённой "
            "информацией (23B).")
    def rho_called_comparable(self, at, oor):
        comparable_replacement(self, at, oor["offender"], "32A2(a)")

    @law("32A2(b)",
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho"),
         TEST(lambda oor: is_double(oor)),
         AS.rep << Replacement(irr=MATCH.at, n=MATCH.n),
         AS.cmp << Comparable(irr=MATCH.at, value=False),
         en="{rep[call]} is not comparable to {oor[call]}: {oor[partner]} must pass when it "
            "is next his turn; 16C, 26B and 72C may apply.",
         ru="{rep[call]} несопоставима с {oor[call]:ins}: {oor[partner]} должен пасовать в свою "
            "следующую очередь; возможны правила 16C, 26B и 72C.")
    def rho_called_not_comparable(self, at, oor, n):
        partner_passes_next_turn(self, at, oor["offender"], n, oor["call"], "32A2(b)")

    # -- B: at partner's turn ------------------------------------------------------------

    @law("32B1",
         AS.oor << OorCancelled(irr=MATCH.at, relation="partner"),
         TEST(lambda oor: is_double(oor)),
         before="Law32.offender_to_call",  # B1, then B2
         en="{oor[partner]}, the offender's partner, may make any legal call, but what the "
            "cancelled {oor[call]} told him is unauthorized information for that call.",
         ru="{oor[partner]}, партнёр нарушителя, может сделать любую легальную заявку, но "
            "сведения из аннулированной заявки {oor[call]} для этой заявки — неразрешённая "
            "информация.")
    def partner_free(self, at, oor):
        partner_may_call(self, at, oor["offender"], oor["call"], "32B1")

    @law("32B2",
         EndOfRecord(),
         AS.oor << OorCancelled(irr=MATCH.at, relation="partner"),
         TEST(lambda oor: is_double(oor)),
         NOT(CallMade(replaces=MATCH.at)),
         en="{oor[offender]} has yet to call at his own turn: any legal call; a comparable "
            "one costs nothing more, any other obliges {oor[partner]} to pass at his next "
            "turn (as 32A2).",
         ru="{oor[offender]} ещё не заявлял в свою очередь: любая легальная заявка; "
            "сопоставимая — без последствий, любая другая обязывает {oor[partner]} пасовать "
            "в свою следующую очередь (как в 32A2).")
    def offender_to_call(self, at, oor):
        offender_yet_to_call(self, at, oor["offender"], "32B2")

    @law("32B2",
         AS.oor << OorCancelled(irr=MATCH.at, relation="partner"),
         TEST(lambda oor: is_double(oor)),
         AS.new << CallMade(replaces=MATCH.at),
         en="At his own turn {new[seat]} called {new[call]}: the TD judges whether it is "
            "comparable to {oor[call]}.",
         ru="В свою очередь {new[seat]} заявил {new[call]:acc}: судья оценивает, сопоставима ли "
            "эта заявка с {oor[call]:ins}.")
    def offender_calls(self, at, oor, new):
        replacement(self, at, oor["offender"], new, oor["call"])

    @law("32B2",
         AS.oor << OorCancelled(irr=MATCH.at, relation="partner"),
         TEST(lambda oor: is_double(oor)),
         AS.rep << Replacement(irr=MATCH.at),
         AS.cmp << Comparable(irr=MATCH.at, value=True),
         en="{rep[call]} is comparable to {oor[call]}: no further rectification, no lead "
            "restrictions, and {oor[call]} is no longer unauthorized information (as "
            "32A2(a); 23B).",
         ru="{rep[call]} сопоставима с {oor[call]:ins}: дальнейших последствий и ограничений на "
            "ход нет, сведения из {oor[call]} больше не являются неразрешённой информацией "
            "(как в 32A2(a); 23B).")
    def comparable(self, at, oor):
        comparable_replacement(self, at, oor["offender"], "32B2")

    @law("32B2",
         AS.oor << OorCancelled(irr=MATCH.at, relation="partner"),
         TEST(lambda oor: is_double(oor)),
         AS.rep << Replacement(irr=MATCH.at, n=MATCH.n),
         AS.cmp << Comparable(irr=MATCH.at, value=False),
         en="{rep[call]} is not comparable to {oor[call]}: {oor[partner]} must pass when it "
            "is next his turn; 16C, 26B and 72C may apply (as 32A2(b)).",
         ru="{rep[call]} несопоставима с {oor[call]:ins}: {oor[partner]} должен пасовать в свою "
            "следующую очередь; возможны правила 16C, 26B и 72C (как в 32A2(b)).")
    def not_comparable(self, at, oor, n):
        partner_passes_next_turn(self, at, oor["offender"], n, oor["call"], "32B2")

    # -- C: at LHO's turn after the offender has called -------------------------------

    @law("32C",
         AS.irr << Irregularity(kind=DOUBLE_OUT_OF_ROTATION, at=MATCH.at),
         AS.call << CallMade(at=MATCH.at, relation="lho", previously_called=True,
                             permitted=True),
         en="{call[seat]} had already called, and called {call[call]} at his LHO's turn: this "
            "is a change of call, ruled by Law 25.",
         ru="{call[seat]} уже заявлял и заявил {call[call]:acc} в очередь своего левого "
            "оппонента: это изменение заявки, решается по правилу 25.")
    def change_of_call(self, call):
        as_change_of_call(self, call)
