"""Law 30 — Pass out of rotation (2017).

Applies once the pass is cancelled (Law 29B: the LHO did not call over it).

A  At the offender's RHO's turn: the offender must pass at his next turn (72C); the
   cancelled pass is a withdrawn call, under Law 16C like any other.
B1 At partner's turn, or at LHO's turn before the offender has called at all:
   (a) partner calls as he likes at his turn, but the cancelled pass is
       unauthorized information to him (16C2);
   (b) the offender calls as he likes at his own turn:
       (i)  a comparable call (23A): nothing more (no 26B; 23C may adjust);
       (ii) any other call: partner must pass at his next turn (16C, 26B, 72C).
B2 At LHO's turn after the offender has already called: a change of call (Law 25).
C  An artificial pass, or a pass of partner's artificial call, is treated as a bid
   out of rotation: Law 31, not Law 30.

Whether the offender's later call is comparable is Law 23A's question (the TD's finding
``comparable``): the call is handed to it as a ``replacement``. When the record stops
before the offender's own call, B1(b) is given as what that call will bring. The
information from the cancelled pass binds partner's call at his turn (B1(a)); after a
comparable call 16C2 no longer applies (23B), after any other it does (B1(b)(ii)).
"""

from __future__ import annotations

from ruling.kb.common.kinds import PASS_OUT_OF_ROTATION
from ruling.kb.common.out_of_rotation import (
    as_change_of_call,
    at_partners_or_first_lho_turn,
    comparable_replacement,
    offender_yet_to_call,
    partner_may_call,
    partner_passes_next_turn,
    replacement,
)
from ruling.kb.common.templates import L16C, L31, Comparable, OorCancelled, Replacement
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
    partner,
)


class Law30(LawModule):
    number = "30"
    title = {"en": "Pass out of rotation", "ru": "Пас вне очереди"}
    summary = {
        "en": "A pass out of rotation that is not accepted is cancelled. Made at RHO's turn, "
              "the offender must pass at his next turn. Made at partner's turn (or at LHO's "
              "turn before the offender has called), partner calls freely but may not use the "
              "information, and the offender calls freely at his turn: a comparable call "
              "costs nothing more, any other call silences partner once, with possible lead "
              "restrictions. At LHO's turn after the offender has called it is a change of "
              "call. An artificial pass, or a pass of partner's artificial call, is dealt with "
              "as a bid out of rotation.",
        "ru": "Непринятый пас вне очереди аннулируется. Если он сделан в очередь правого "
              "оппонента, нарушитель пасует в свою следующую очередь. Если в очередь партнёра (или "
              "левого оппонента, пока нарушитель ещё не заявлял), партнёр заявляет свободно, но не "
              "может пользоваться этой информацией, а нарушитель свободно заявляет в свою очередь: "
              "сопоставимая заявка — без последствий, любая другая — партнёр пасует один "
              "раз, возможны ограничения на ход. В очередь левого оппонента после собственной "
              "заявки — это изменение заявки. Конвенционный пас или пас на конвенционную заявку "
              "партнёра рассматривается как назначение вне очереди.",
    }

    # -- C: an artificial pass is ruled as a bid (fires before A and B) -------------------

    @law("30C",
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass"),
         AS.call << CallMade(at=MATCH.at, artificial=True),
         overrides=("Law30.at_rho_turn", "Law30.partner_free", "Law30.offender_to_call"),
         en="{oor[offender]}'s pass out of rotation was artificial: Law 31 applies to it, "
            "not Law 30.",
         ru="Пас вне очереди ({oor[offender]}) был конвенционным: применяется правило 31, "
            "а не 30.")
    def artificial_pass(self, at):
        self.conclude(L31(irr=at))

    @law("30C",
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass"),
         AS.call << CallMade(at=MATCH.at, last_call_artificial=True, last_call_by=MATCH.by),
         TEST(lambda oor, by: by == partner(oor["offender"])),
         overrides=("Law30.at_rho_turn", "Law30.partner_free", "Law30.offender_to_call"),
         en="{oor[offender]}'s pass out of rotation passed his partner's artificial call: "
            "Law 31 applies to it, not Law 30.",
         ru="Пас вне очереди ({oor[offender]}) был пасом на конвенционную заявку партнёра: "
            "применяется правило 31, а не 30.")
    def pass_of_artificial_call(self, at):
        self.conclude(L31(irr=at))

    # -- A: at RHO's turn ------------------------------------------------------------------

    @law("30A",
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass", relation="rho"),
         NOT(L31(irr=MATCH.at)),
         en="{oor[offender]} passed at his RHO's turn: he must pass when it is next his turn "
            "to call; the cancelled pass is a withdrawn call, so Law 16C applies to it.",
         ru="{oor[offender]} пасовал в очередь своего правого оппонента: в свою следующую очередь "
            "он должен пасовать; аннулированный пас — отменённая заявка, к ней применяется "
            "правило 16C.")
    def at_rho_turn(self, oor, at):
        # 30A does not name 16C, and says nothing to put it out (as 23B, 26A do): 16C
        # speaks of every call withdrawn as the laws provide.
        self.conclude(
            self.item("must-pass", irr=at, seat=oor["offender"], scope="next-turn",
                      from_n=oor["n"]),
            self.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
            L16C(irr=at, offender=oor["offender"], call=oor["call"]),
        )

    # -- B1: at partner's turn, or LHO's turn before the offender called ------------------

    @law("30B1(a)",
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass"),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         NOT(L31(irr=MATCH.at)),
         before="Law30.offender_to_call",  # (a), then (b)
         en="{oor[partner]}, the offender's partner, may make any legal call at his turn, but "
            "what the cancelled pass told him is unauthorized information for that call.",
         ru="{oor[partner]}, партнёр нарушителя, может в свою очередь сделать любую "
            "легальную заявку, но сведения из аннулированного паса для этой заявки — "
            "неразрешённая информация.")
    def partner_free(self, oor, at):
        partner_may_call(self, at, oor["offender"], oor["call"], "30B1(a)")

    @law("30B1(b)",
         EndOfRecord(),
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass"),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         NOT(L31(irr=MATCH.at)),
         NOT(CallMade(replaces=MATCH.at)),
         en="{oor[offender]} has yet to call at his own turn: any legal call; a comparable "
            "one costs nothing more, any other obliges {oor[partner]} to pass at his next "
            "turn.",
         ru="{oor[offender]} ещё не заявлял в свою очередь: любая легальная заявка; "
            "сопоставимая — без последствий, любая другая обязывает {oor[partner]} пасовать "
            "в свою следующую очередь.")
    def offender_to_call(self, oor, at):
        offender_yet_to_call(self, at, oor["offender"], "30B1(b)")

    @law("30B1(b)",
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass"),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         NOT(L31(irr=MATCH.at)),
         AS.new << CallMade(replaces=MATCH.at),
         en="At his own turn {new[seat]} called {new[call]} in place of the cancelled pass: "
            "the TD judges whether it is comparable.",
         ru="В свою очередь {new[seat]} заявил {new[call]:acc} вместо аннулированного паса: "
            "судья оценивает, сопоставима ли заявка.")
    def offender_calls(self, oor, at, new):
        replacement(self, at, oor["offender"], new, oor["call"])

    @law("30B1(b)(i)",
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass"),
         NOT(L31(irr=MATCH.at)),
         AS.rep << Replacement(irr=MATCH.at),
         AS.cmp << Comparable(irr=MATCH.at, value=True),
         en="{rep[call]} is comparable to the cancelled pass: no further rectification, no "
            "lead restrictions, and from now on the pass is no longer unauthorized "
            "information (23B).",
         ru="{rep[call]} сопоставима с аннулированным пасом: дальнейших последствий нет, "
            "ограничений на ход нет, и с этого момента сведения из паса больше не "
            "являются неразрешённой информацией (23B).")
    def comparable(self, oor, at):
        comparable_replacement(self, at, oor["offender"], "30B1(b)(i)")

    @law("30B1(b)(ii)",
         AS.oor << OorCancelled(irr=MATCH.at, kind="pass"),
         NOT(L31(irr=MATCH.at)),
         AS.rep << Replacement(irr=MATCH.at, n=MATCH.n),
         AS.cmp << Comparable(irr=MATCH.at, value=False),
         en="{rep[call]} is not comparable to the cancelled pass: {oor[partner]} must pass "
            "when it is next his turn; 16C, 26B and 72C may apply.",
         ru="{rep[call]} несопоставима с аннулированным пасом: {oor[partner]} должен "
            "пасовать в свою следующую очередь; возможны правила 16C, 26B и 72C.")
    def not_comparable(self, oor, at, n):
        partner_passes_next_turn(self, at, oor["offender"], n, oor["call"], "30B1(b)(ii)")

    # -- B2: at LHO's turn after the offender has called -------------------------------

    @law("30B2",
         AS.irr << Irregularity(kind=PASS_OUT_OF_ROTATION, at=MATCH.at),
         AS.call << CallMade(at=MATCH.at, relation="lho", previously_called=True),
         en="{call[seat]} had already called, and passed again at his LHO's turn: this is a "
            "change of call, ruled by Law 25.",
         ru="{call[seat]} уже заявлял и снова пасовал в очередь своего левого оппонента: это "
            "изменение заявки, решается по правилу 25.")
    def change_of_call(self, call):
        as_change_of_call(self, call)
