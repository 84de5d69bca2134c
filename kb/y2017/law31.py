"""Law 31 — Bid out of rotation (2017).

Applies once a bid out of rotation (or a pass that Law 30C sends here) is cancelled
(Law 29B: the LHO did not call over it).

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
``comparable``), handed over as a ``replacement``. A1 does not say what follows when
the offender does not repeat his call: the ruling says so (``not-covered``) rather
than guess. When RHO's call is itself irregular, it is rectified under its own law
(footnote to A2) and neither A1 nor A2 is applied here.
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
)
from kb.y2017.law29 import (
    as_change_of_call,
    at_partners_or_first_lho_turn,
    comparable_replacement,
    not_repeated,
    partner_may_call,
    partner_passes_next_turn,
    replacement,
)

BID_OOR = "bid-out-of-rotation"


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
        "ru": "Непринятое назначение вне очереди аннулируется. В очередь RHO: если RHO "
              "пасует, нарушитель повторяет назначение без последствий; если RHO делает "
              "назначение, контру или реконтру, нарушитель заявляет свободно, и если заявка "
              "не сопоставима, партнёр пасует один раз, возможны ограничения на ход. В "
              "очередь партнёра (или LHO, пока нарушитель не заявлял) партнёр заявляет "
              "свободно, но не может пользоваться этой информацией, а последующая заявка "
              "нарушителя оценивается так же. В очередь LHO после собственной заявки — это "
              "изменение заявки.",
    }

    @law("31",
         AS.oor << State(name="oor-cancelled", irr=MATCH.at, kind="bid"),
         salience=10,
         en="{oor[offender]}'s {oor[call]} out of rotation is cancelled: Law 31 applies.",
         ru="Назначение вне очереди {oor[call]} ({oor[offender]}) аннулировано: применяется "
            "правило 31.")
    def bid_cancelled(self, oor, at):
        self.conclude(State(name="law31", irr=at))

    # -- A: at RHO's turn ------------------------------------------------------------------

    @law("31A1",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         en="{rho[seat]} passed: {oor[offender]} must repeat {oor[call]}.",
         ru="{rho[seat]} пасовал: {oor[offender]} должен повторить {oor[call]}.")
    def rho_passed(self, rules, at, oor, by, rho):
        self.conclude(self.item("must-repeat", "31A1", irr=at, seat=oor["offender"],
                                call=oor["call"]))

    @law("31A1",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         AS.new << CallMade(replaces=MATCH.at, same_as_replaced=True),
         TEST(lambda new: legal_call(new)),
         en="{new[seat]} repeated {new[call]}, a legal call: no rectification.",
         ru="{new[seat]} повторил {new[call]}, заявка легальна: без последствий.")
    def repeated(self, rules, at, oor, by, rho, new):
        self.conclude(self.item("no-rectification", "31A1", irr=at))

    @law("31A1",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by, kind="pass"),
         AS.new << CallMade(replaces=MATCH.at, same_as_replaced=False),
         en="{new[seat]} called {new[call]} instead of repeating {oor[call]} as he had to: "
            "the Laws do not say what follows, the TD decides.",
         ru="{new[seat]} заявил {new[call]} вместо обязательного повтора {oor[call]}: "
            "правила не говорят, что из этого следует, решает судья.")
    def did_not_repeat(self, rules, at, oor, by, rho, new):
        not_repeated(self, at, "31A1")

    @law("31A2",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at, relation="rho", by=MATCH.by),
         AS.rho << CallMade(at=MATCH.by),
         TEST(lambda rho: rho["kind"] != "pass" and legal_call(rho)),
         AS.new << CallMade(replaces=MATCH.at),
         en="{rho[seat]} called {rho[call]}, so {new[seat]} was free to call: he called "
            "{new[call]}, and the TD judges whether it is comparable to {oor[call]}.",
         ru="{rho[seat]} заявил {rho[call]}, поэтому {new[seat]} мог заявлять свободно: он "
            "заявил {new[call]}, и судья оценивает, сопоставима ли заявка с {oor[call]}.")
    def rho_called(self, rules, at, oor, by, rho, new):
        replacement(self, at, oor["offender"], new, oor["call"])

    @law("31A2(a)",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at, relation="rho"),
         AS.rep << State(name="replacement", irr=MATCH.at),
         AS.cmp << State(name="comparable", irr=MATCH.at, value=True),
         en="{rep[call]} is comparable to {oor[call]}: no further rectification, and no lead "
            "restrictions.",
         ru="{rep[call]} сопоставима с {oor[call]}: других последствий нет, ограничений на "
            "ход нет.")
    def rho_called_comparable(self, rules, at, oor, rep, cmp):
        comparable_replacement(self, at, oor["offender"], "31A2(a)")

    @law("31A2(b)",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at, relation="rho"),
         AS.rep << State(name="replacement", irr=MATCH.at, n=MATCH.n),
         AS.cmp << State(name="comparable", irr=MATCH.at, value=False),
         en="{rep[call]} is not comparable to {oor[call]}: {oor[offender]}'s partner must pass "
            "when it is next his turn.",
         ru="{rep[call]} не сопоставима с {oor[call]}: партнёр {oor[offender]} должен "
            "пасовать в свою следующую очередь.")
    def rho_called_not_comparable(self, rules, at, oor, rep, n, cmp):
        partner_passes_next_turn(self, at, oor["offender"], n, oor["call"], "31A2(b)")

    # -- B: at partner's turn, or LHO's turn before the offender called -----------------

    @law("31B1",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         en="{oor[offender]}'s partner may make any legal call at his turn, but the "
            "cancelled {oor[call]} is unauthorized information for him.",
         ru="Партнёр {oor[offender]} может в свою очередь сделать любую легальную заявку, "
            "но информация из аннулированной заявки {oor[call]} для него неразрешённая.")
    def partner_free(self, rules, at, oor):
        partner_may_call(self, at, oor["offender"], oor["call"])

    @law("31B2",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         AS.new << CallMade(replaces=MATCH.at),
         en="At his own turn {new[seat]} called {new[call]}: the TD judges whether it is "
            "comparable to {oor[call]}.",
         ru="В свою очередь {new[seat]} заявил {new[call]}: судья оценивает, сопоставима ли "
            "заявка с {oor[call]}.")
    def offender_calls(self, rules, at, oor, new):
        replacement(self, at, oor["offender"], new, oor["call"])

    @law("31B2",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         AS.rep << State(name="replacement", irr=MATCH.at),
         AS.cmp << State(name="comparable", irr=MATCH.at, value=True),
         en="{rep[call]} is comparable to {oor[call]}: no further rectification and no lead "
            "restrictions (as 31A2(a)).",
         ru="{rep[call]} сопоставима с {oor[call]}: других последствий и ограничений на ход "
            "нет (как в 31A2(a)).")
    def comparable(self, rules, at, oor, rep, cmp):
        comparable_replacement(self, at, oor["offender"], "31B2")

    @law("31B2",
         AS.rules << State(name="law31", irr=MATCH.at),
         AS.oor << State(name="oor-cancelled", irr=MATCH.at),
         TEST(lambda oor: at_partners_or_first_lho_turn(oor)),
         AS.rep << State(name="replacement", irr=MATCH.at, n=MATCH.n),
         AS.cmp << State(name="comparable", irr=MATCH.at, value=False),
         en="{rep[call]} is not comparable to {oor[call]}: {oor[offender]}'s partner must pass "
            "when it is next his turn (as 31A2(b)).",
         ru="{rep[call]} не сопоставима с {oor[call]}: партнёр {oor[offender]} должен "
            "пасовать в свою следующую очередь (как в 31A2(b)).")
    def not_comparable(self, rules, at, oor, rep, n, cmp):
        partner_passes_next_turn(self, at, oor["offender"], n, oor["call"], "31B2",
                                 information=False)

    # -- C: at LHO's turn after the offender has called ---------------------------------

    @law("31C",
         AS.irr << Irregularity(kind=BID_OOR, at=MATCH.at),
         AS.call << CallMade(at=MATCH.at, relation="lho", previously_called=True),
         en="{call[seat]} had already called, and bid again at his LHO's turn: this is a "
            "change of call, ruled by Law 25.",
         ru="{call[seat]} уже заявлял и снова сделал назначение в очередь своего LHO: это "
            "изменение заявки, решается по правилу 25.")
    def change_of_call(self, irr, at, call):
        as_change_of_call(self, call)
