"""Law 31 — Bid out of rotation (2017).

Applies once a bid out of rotation (or a pass that Law 30C sends here) is cancelled
(Law 29B: the LHO did not call over it); every rule below starts from
``L31()``, which says so.

A  At the offender's RHO's turn:
   A1 RHO passes: the offender must repeat his call; if it is legal, nothing more.
   A2 RHO makes a legal bid, double or redouble: the offender calls as he likes;
      (a) a comparable call (23A): nothing more (no 26B; 23C may adjust);
      (b) any other call: partner must pass at his next turn (16C, 26B, 72C).
B  At partner's turn, or at LHO's turn before the offender has called at all:
   B1 partner calls as he likes at his turn, but the cancelled call is unauthorized
      information to him (16C2);
   B2 the offender calls as he likes at his turn, ruled as A2(a) or A2(b).
C  A later bid at LHO's turn (the offender has already called) is a change of call:
   Law 25.

Whether the offender's call is comparable is Law 23A's question (the TD's finding
``comparable``), handed over as a ``replacement``; when the record stops before that call
(or, at RHO's turn, before RHO's), what it will bring is given instead. The cancelled
call binds partner's call at his turn (B1); after a comparable call it is no longer
unauthorized information (23B), after any other 16C applies. A1 does not say what
follows when the offender does not repeat his call: the ruling says so (``not-covered``)
rather than guess. When RHO's call is itself irregular, it is rectified under its own law
(footnote to A2) and neither A1 nor A2 is applied here.
"""

from __future__ import annotations

from ruling.kb.common.kinds import BID_OUT_OF_ROTATION
from ruling.kb.common.out_of_rotation import (
    as_change_of_call,
    at_partners_or_first_lho_turn,
    comparable_replacement,
    must_repeat,
    not_repeated,
    offender_yet_to_call,
    partner_may_call,
    partner_passes_next_turn,
    replacement,
    rho_yet_to_call,
)
from ruling.kb.common.templates import L31, Comparable, OorCancelled, Replacement
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


def legal_call(call: dict) -> bool:
    """A call the auction allowed: a sufficient bid, a permitted double or redouble, a pass."""
    return (call["sufficient"] is not False and call["permitted"] is not False
            and not call["above_seven"])


class Law31(LawModule):
    number = "31"
    title = {"en": "Bid out of rotation", "ru": "Назначение вне очереди"}
    summary = {
        "en": "A bid out of rotation that is not accepted is cancelled. Made at RHO's turn: "
              "if RHO passes, the offender repeats it and nothing more happens; if RHO bids, "
              "doubles or redoubles, the offender calls freely, and unless his call is "
              "comparable his partner must pass once, with possible lead restrictions. Made "
              "at partner's turn (or at LHO's turn before the offender has called), partner "
              "calls freely but may not use the information, and the offender's later call is "
              "judged the same way. At LHO's turn after the offender has called it is a "
              "change of call.",
        "ru": "Непринятое назначение вне очереди аннулируется. В очередь правого оппонента: если "
              "правый оппонент пасует, нарушитель повторяет назначение без последствий; если "
              "правый оппонент делает назначение, контру или реконтру, нарушитель заявляет "
              "свободно, и если заявка не сопоставима, партнёр пасует один раз, возможны "
              "ограничения на ход. В очередь партнёра (или левого оппонента, пока нарушитель не "
              "заявлял) партнёр заявляет свободно, но не может пользоваться этой информацией, а "
              "последующая заявка нарушителя оценивается так же. В очередь левого оппонента после "
              "собственной заявки — это изменение заявки.",
    }

    # Bare 31: the law's opening words (before A) say when it applies: the call cancelled.
    @law("31",
         AS.oor << OorCancelled(irr=MATCH.at, kind="bid"),
         en="{oor[offender]}'s {oor[call]} out of rotation is cancelled: Law 31 applies.",
         ru="Назначение вне очереди {oor[call]} ({oor[offender]}) аннулировано: применяется "
            "правило 31.")
    def bid_cancelled(self, at):
        self.conclude(L31(irr=at))

    # -- A: at RHO's turn ------------------------------------------------------------------

    @law("31A",
         EndOfRecord(),
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho"),
         TEST(lambda oor: "by" not in oor),
         en="{oor[turn]}, whose turn it was, has not called yet: what {oor[offender]} must "
            "do depends on his call (31A1 if he passes, 31A2 if he bids, doubles or "
            "redoubles).",
         ru="{oor[turn]}, чья была очередь, ещё не заявлял: что должен делать "
            "{oor[offender]}, зависит от его заявки (31A1, если он спасует; 31A2, если "
            "сделает назначение, контру или реконтру).")
    def rho_not_yet_called(self, oor):
        rho_yet_to_call(self, oor, "31A")

    @law("31A1",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         en="{rho[seat]} passed: {oor[offender]} must repeat {oor[call]}.",
         ru="{rho[seat]} пасовал: {oor[offender]} должен повторить {oor[call]}.")
    def rho_passed(self, oor):
        must_repeat(self, oor, "31A1")

    @law("31A1",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         AS.new << CallMade(replaces=MATCH.at, same_as_replaced=True),
         TEST(lambda new: legal_call(new)),
         en="{new[seat]} repeated {new[call]}, a legal call: no rectification.",
         ru="{new[seat]} повторил {new[call]}, заявка легальна: без последствий.")
    def repeated(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("31A1",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         AS.new << CallMade(replaces=MATCH.at, same_as_replaced=False),
         en="{new[seat]} called {new[call]} instead of repeating {oor[call]} as he had to: "
            "the Laws do not say what follows, the TD decides.",
         ru="{new[seat]} заявил {new[call]:acc} вместо обязательного повтора {oor[call]}: "
            "правила не говорят, что из этого следует, решает судья.")
    def did_not_repeat(self, at):
        not_repeated(self, at, "31A1")

    @law("31A2",
         EndOfRecord(),
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by),
         TEST(lambda rho: rho["kind"] != "pass" and legal_call(rho)),
         NOT(CallMade(replaces=MATCH.at)),
         en="{rho[seat]} called {rho[call]}, and {oor[offender]} has yet to call: any legal "
            "call; a comparable one costs nothing more, any other obliges {oor[partner]} to "
            "pass at his next turn.",
         ru="{rho[seat]} заявил {rho[call]:acc}, а {oor[offender]} ещё не заявлял: любая "
            "легальная заявка; сопоставимая — без последствий, любая другая обязывает "
            "{oor[partner]} пасовать в свою следующую очередь.")
    def offender_to_call_after_rho(self, at, oor):
        offender_yet_to_call(self, at, oor["offender"], "31A2")

    @law("31A2",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by),
         TEST(lambda rho: rho["kind"] != "pass" and legal_call(rho)),
         AS.new << CallMade(replaces=MATCH.at),
         en="{rho[seat]} called {rho[call]}, so {new[seat]} was free to call: he called "
            "{new[call]}, and the TD judges whether it is comparable to {oor[call]}.",
         ru="{rho[seat]} заявил {rho[call]:acc}, поэтому {new[seat]} мог заявлять свободно: он "
            "заявил {new[call]:acc}, и судья оценивает, сопоставима ли эта заявка с "
            "{oor[call]:ins}.")
    def rho_called(self, at, oor, new):
        replacement(self, at, oor["offender"], new, oor["call"])

    @law("31A2(a)",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho"),
         AS.rep << Replacement(irr=MATCH.at),
         AS.cmp << Comparable(irr=MATCH.at, value=True),
         en="{rep[call]} is comparable to {oor[call]}: no further rectification, no lead "
            "restrictions, and {oor[call]} is no longer unauthorized information (23B).",
         ru="{rep[call]} сопоставима с {oor[call]:ins}: дальнейших последствий нет, ограничений "
            "на ход нет, и сведения из {oor[call]} больше не являются неразрешённой "
            "информацией (23B).")
    def rho_called_comparable(self, at, oor):
        comparable_replacement(self, at, oor["offender"], "31A2(a)")

    @law("31A2(b)",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at, relation="rho"),
         AS.rep << Replacement(irr=MATCH.at, n=MATCH.n),
         AS.cmp << Comparable(irr=MATCH.at, value=False),
         en="{rep[call]} is not comparable to {oor[call]}: {oor[partner]} must pass when it "
            "is next his turn; 16C, 26B and 72C may apply.",
         ru="{rep[call]} несопоставима с {oor[call]:ins}: {oor[partner]} должен пасовать в свою "
            "следующую очередь; возможны правила 16C, 26B и 72C.")
    def rho_called_not_comparable(self, at, oor, n):
        partner_passes_next_turn(self, at, oor["offender"], n, oor["call"], "31A2(b)")

    # -- B: at partner's turn, or LHO's turn before the offender called -----------------

    @law("31B1",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         before="Law31.offender_to_call",  # B1, then B2
         en="{oor[partner]}, the offender's partner, may make any legal call at his turn, but "
            "what the cancelled {oor[call]} told him is unauthorized information for that "
            "call.",
         ru="{oor[partner]}, партнёр нарушителя, может в свою очередь сделать любую "
            "легальную заявку, но сведения из аннулированной заявки {oor[call]} для этой "
            "заявки — неразрешённая информация.")
    def partner_free(self, at, oor):
        partner_may_call(self, at, oor["offender"], oor["call"], "31B1")

    @law("31B2",
         EndOfRecord(),
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         NOT(CallMade(replaces=MATCH.at)),
         en="{oor[offender]} has yet to call at his own turn: any legal call; a comparable "
            "one costs nothing more, any other obliges {oor[partner]} to pass at his next "
            "turn (as 31A2).",
         ru="{oor[offender]} ещё не заявлял в свою очередь: любая легальная заявка; "
            "сопоставимая — без последствий, любая другая обязывает {oor[partner]} пасовать "
            "в свою следующую очередь (как в 31A2).")
    def offender_to_call(self, at, oor):
        offender_yet_to_call(self, at, oor["offender"], "31B2")

    @law("31B2",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         AS.new << CallMade(replaces=MATCH.at),
         en="At his own turn {new[seat]} called {new[call]}: the TD judges whether it is "
            "comparable to {oor[call]}.",
         ru="В свою очередь {new[seat]} заявил {new[call]:acc}: судья оценивает, сопоставима ли "
            "эта заявка с {oor[call]:ins}.")
    def offender_calls(self, at, oor, new):
        replacement(self, at, oor["offender"], new, oor["call"])

    @law("31B2",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         AS.rep << Replacement(irr=MATCH.at),
         AS.cmp << Comparable(irr=MATCH.at, value=True),
         en="{rep[call]} is comparable to {oor[call]}: no further rectification, no lead "
            "restrictions, and {oor[call]} is no longer unauthorized information (as "
            "31A2(a); 23B).",
         ru="{rep[call]} сопоставима с {oor[call]:ins}: дальнейших последствий и ограничений на "
            "ход нет, сведения из {oor[call]} больше не являются неразрешённой информацией "
            "(как в 31A2(a); 23B).")
    def comparable(self, at, oor):
        comparable_replacement(self, at, oor["offender"], "31B2")

    @law("31B2",
         AS.rules << L31(irr=MATCH.at),
         AS.oor << OorCancelled(irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         AS.rep << Replacement(irr=MATCH.at, n=MATCH.n),
         AS.cmp << Comparable(irr=MATCH.at, value=False),
         en="{rep[call]} is not comparable to {oor[call]}: {oor[partner]} must pass when it "
            "is next his turn; 16C, 26B and 72C may apply (as 31A2(b)).",
         ru="{rep[call]} несопоставима с {oor[call]:ins}: {oor[partner]} должен пасовать в свою "
            "следующую очередь; возможны правила 16C, 26B и 72C (как в 31A2(b)).")
    def not_comparable(self, at, oor, n):
        partner_passes_next_turn(self, at, oor["offender"], n, oor["call"], "31B2")

    # -- C: at LHO's turn after the offender has called ---------------------------------

    @law("31C",
         AS.irr << Irregularity(kind=BID_OUT_OF_ROTATION, at=MATCH.at),
         AS.call << CallMade(at=MATCH.at, relation="lho", previously_called=True),
         en="{call[seat]} had already called, and bid again at his LHO's turn: this is a "
            "change of call, ruled by Law 25.",
         ru="{call[seat]} уже заявлял и снова сделал назначение в очередь своего левого оппонента: "
            "это изменение заявки, решается по правилу 25.")
    def change_of_call(self, call):
        as_change_of_call(self, call)
