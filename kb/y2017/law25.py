"""Law 25 — Legal and illegal changes of call (2017).

The record shows a change as ``S changes 1S``: S puts 1S in place of his last call.
Whether the first call was a slip (of the hand or tongue, not a lapse of concentration
about what to do) is the TD's finding ``unintended``.

A  Unintended call:
   A1 until his partner calls, the player may put the call he meant in place of the one
      he made by mistake; the intended call stands, subject to whatever law applies to
      it, and Law 26's lead restrictions do not apply;
   A2 if he meant the call he made, it stands: a slip may be corrected, a change of mind
      may not;
   A3 how he noticed the mistake does not matter;
   A4 once his partner has called over it, no substitution under A;
   A5 when the auction ended before reaching his partner, he may still substitute until
      the auction period ends (the opening lead is faced: Law 17D);
   A6 when a substitution is allowed, his LHO may take back a call he made over the
      first call; what that withdrawn call tells is authorized for LHO's side and
      unauthorized for the other.
B  Intended change (a substitution A does not allow):
   B1 the offender's LHO may accept the substituted call, and does so by calling over it:
      the first call is withdrawn, the second stands (Law 26 may apply);
   B2 otherwise the substitution is cancelled and the first call stands (Law 26 may apply);
   B3 Law 16C applies to the call withdrawn or cancelled.

Reading the record: LHO's call straight after the change (or ``W accepts``) is B1's
acceptance; the offender calling his first call again after the TD came (the record
then shows the change cancelled) is B2. A changed insufficient bid that was meant is a
premature replacement, Law 27C, not 25B; a slip is corrected under A1 and Law 27 does
not apply to it. A3 needs no rule of its own: A1 holds however the player found his
mistake. A change after the final pass but before the opening lead is a substitution
like any other; one written among the play's entries came after the opening lead was
faced, when the auction period had ended: A5 allows none, and the call stands.
"""

from __future__ import annotations

from ruling.kb.common.kinds import CHANGE_OF_CALL
from ruling.kb.common.templates import (
    L16C,
    L25A6,
    L25B,
    CallWithdrawn,
    Comparable,
    L25BDecided,
    Replacement,
    UnintendedReplaced,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    Action,
    CalledOver,
    CallMade,
    Cancelled,
    EndOfRecord,
    Finding,
    Irregularity,
    LawModule,
    law,
    lho,
    partner,
    side,
)


def _between(first: int, middle: int, last: int) -> bool:
    return first < middle < last


class Law25(LawModule):
    number = "25"
    title = {"en": "Legal and illegal changes of call",
             "ru": "Легальное и нелегальное изменение заявки"}
    summary = {
        "en": "A player who made a call by a slip of the hand or tongue may replace it with the "
              "call he meant, until his partner calls; the intended call stands, with no lead "
              "restrictions, and his LHO may take back a call made over the slip. A change of "
              "mind is not allowed: the LHO may accept the new call by calling over it, "
              "otherwise the first call stands; either way the withdrawn call is unauthorized "
              "information for the offenders and Law 26 may restrict the lead.",
        "ru": "Игрок, заявивший не то по механической ошибке или оговорке, может заменить "
              "заявку на задуманную, пока не заявил его партнёр; задуманная заявка остаётся в "
              "силе без ограничений на ход, а левый оппонент может забрать заявку, сделанную после "
              "ошибочной. Передумать нельзя: левый оппонент может принять новую заявку, заявив "
              "после неё, иначе остаётся первая; в обоих случаях отменённая заявка — неразрешённая "
              "информация для нарушителей, и возможны ограничения на ход (правило 26).",
    }

    # -- A: was the change a substitution A allows? ----------------------------------

    @law("25A4",
         AS.irr << Irregularity(kind=CHANGE_OF_CALL, at=MATCH.at, offender=MATCH.offender,
                                change_of=MATCH.orig_at),
         AS.new << CallMade(at=MATCH.at, n=MATCH.n, partner=MATCH.mate),
         AS.orig << CallMade(at=MATCH.orig_at, n=MATCH.orig_n),
         AS.later << CallMade(seat=MATCH.mate, n=MATCH.mate_n),
         TEST(lambda orig_n, mate_n, n: _between(orig_n, mate_n, n)),
         en="{mate} had already called after {offender}'s {orig[call]}: no substitution under "
            "25A, whatever the intent; the change to {new[call]} is ruled under 25B.",
         ru="{mate} уже заявил после {orig[call]:gen} ({offender}): замена по 25A невозможна, "
            "каким бы ни было намерение; изменение на {new[call]} решается по 25B.")
    def partner_has_called(self, at, offender, new, orig):
        self._law25_to_b(at, offender, orig, new, "25A4")

    @law("25A1",
         AS.irr << Irregularity(kind=CHANGE_OF_CALL, at=MATCH.at, offender=MATCH.offender,
                                change_of=MATCH.orig_at),
         AS.new << CallMade(at=MATCH.at),
         AS.orig << CallMade(at=MATCH.orig_at),
         NOT(L25B(irr=MATCH.at, via="25A4")),
         AS.found << Finding(key="unintended", value=True),
         en="{offender}'s {orig[call]} was a slip and his partner has not called since: "
            "{new[call]}, the call he meant, replaces it and stands, subject to whatever law "
            "applies to it; no lead restrictions.",
         ru="{orig[call]} ({offender}) — механическая ошибка, и партнёр ещё не заявлял: "
            "задуманная заявка {new[call]} заменяет её и остаётся в силе (применяются правила, "
            "относящиеся к ней); ограничений на ход нет.")
    def slip_corrected(self, at, offender, new, orig_at, orig):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=offender, call=orig["call"]),
            self.item("call-stands", irr=at, seat=offender, call=new["call"]),
            UnintendedReplaced(irr=orig_at, offender=offender),
        )

    # A5's premise (the auction ended before it reached his partner) is read in the body:
    # where his partner called after him, A5 does not speak, and the entry is reported.
    @law("25A5",
         AS.act << Action(verb="changes", period="play", seat=MATCH.seat),
         en="{seat} tried to change the call that ended the auction after the opening lead "
            "was faced: the auction period has ended (Law 17D), no substitution is possible, "
            "and his call stands.",
         ru="{seat} пытался изменить заявку, которой закончилась торговля, после того, как "
            "был открыт первый ход: период торговли закончился (правило 17D), замена "
            "невозможна, заявка остаётся в силе.")
    def after_the_auction_period(self, act, seat):
        calls = self.found(CallMade, seat=seat)
        if not calls or any(c["n"] > calls[-1]["n"]
                            for c in self.found(CallMade, seat=partner(seat))):
            return  # A5 is for a call that ended the auction before his partner's turn
        self.use(calls[-1])
        self.conclude(self.item("call-stands", irr=act["at"], seat=seat,
                                call=calls[-1]["call"]))

    @law("25A1",
         AS.ib << Irregularity(kind="insufficient-bid", at=MATCH.orig_at),
         AS.done << UnintendedReplaced(irr=MATCH.orig_at),
         en="The insufficient {ib[call]} was a slip corrected under 25A1: Law 27 does not "
            "rectify it.",
         ru="Недостаточная заявка {ib[call]} — механическая ошибка, исправленная по 25A1: "
            "правило 27 к ней не применяется.")
    def slip_was_insufficient(self, orig_at):
        self.conclude(self.item("no-rectification", irr=orig_at))

    @law("25A6",
         AS.irr << Irregularity(kind=CHANGE_OF_CALL, at=MATCH.at, offender=MATCH.offender,
                                change_of=MATCH.orig_at),
         AS.new << CallMade(at=MATCH.at, n=MATCH.n, lho=MATCH.left),
         AS.orig << CallMade(at=MATCH.orig_at, n=MATCH.orig_n),
         AS.over << CallMade(seat=MATCH.left, n=MATCH.left_n),
         TEST(lambda orig_n, left_n, n: _between(orig_n, left_n, n)),
         NOT(L25B(irr=MATCH.at, via="25A4")),
         AS.found << Finding(key="unintended", value=True),
         en="The substitution is allowed and {left} had called {over[call]} over the slip: he "
            "may take it back; if he does, what it told is authorized for his side and "
            "unauthorized for {offender}'s.",
         ru="Замена разрешена, а {left} заявил {over[call]:acc} после ошибочной заявки: он может "
            "забрать свою заявку; тогда сведения из неё разрешены для его стороны и "
            "неразрешены для стороны игрока {offender}.")
    def lho_may_withdraw(self, at, offender, left, over):
        self.conclude(L25A6(irr=at, seat=left, offender=offender,
                            call=over["call"]))

    @law("25A6",
         AS.a6 << L25A6(irr=MATCH.at, seat=MATCH.left, offender=MATCH.offender),
         AS.next_call << CalledOver(of=MATCH.at, seat=MATCH.left, at=MATCH.again_at),
         AS.again << CallMade(at=MATCH.again_at),
         TEST(lambda a6, again: again["call"] != a6["call"]),
         en="{left} withdrew his {a6[call]} and called {again[call]}: the information from "
            "{a6[call]} is authorized for his side and unauthorized for {offender}'s.",
         ru="{left} забрал заявку {a6[call]} и заявил {again[call]:acc}: сведения из {a6[call]} "
            "разрешены для его стороны и неразрешены для стороны игрока {offender}.")
    def lho_withdrew(self, a6, at, left, offender):
        self.conclude(
            self.item("option", irr=at, holder=left, choices=["withdraw", "keep"],
                      chosen="withdraw"),
            self.item("unauthorized-information", irr=at, side=side(offender),
                      call=a6["call"]),
        )

    @law("25A6",
         AS.a6 << L25A6(irr=MATCH.at, seat=MATCH.left),
         AS.next_call << CalledOver(of=MATCH.at, seat=MATCH.left, at=MATCH.again_at),
         AS.again << CallMade(at=MATCH.again_at),
         TEST(lambda a6, again: again["call"] == a6["call"]),
         en="{left} called {again[call]} again: he let his call stand.",
         ru="{left} повторил {again[call]}: он оставил свою заявку в силе.")
    def lho_kept(self, at, left):
        self.conclude(self.item("option", irr=at, holder=left,
                                choices=["withdraw", "keep"], chosen="keep"))

    @law("25A6",
         EndOfRecord(),
         AS.a6 << L25A6(irr=MATCH.at, seat=MATCH.left),
         NOT(CalledOver(of=MATCH.at)),
         en="{left} may take back his {a6[call]} made over the slip, or let it stand.",
         ru="{left} может забрать свою заявку {a6[call]}, сделанную после ошибочной, или "
            "оставить её.")
    def lho_may_take_back(self, at, left):
        self.conclude(self.item("option", irr=at, holder=left,
                                choices=["withdraw", "keep"]))

    @law("25A2",
         AS.irr << Irregularity(kind=CHANGE_OF_CALL, at=MATCH.at, offender=MATCH.offender,
                                change_of=MATCH.orig_at),
         AS.new << CallMade(at=MATCH.at),
         AS.orig << CallMade(at=MATCH.orig_at),
         NOT(Irregularity(kind="insufficient-bid", at=MATCH.orig_at)),
         NOT(L25B(irr=MATCH.at, via="25A4")),
         AS.found << Finding(key="unintended", value=False),
         en="{offender} meant to call {orig[call]}: a change of mind, not a slip, so "
            "{orig[call]} stands unless 25B1 applies to {new[call]}.",
         ru="{offender} намеревался заявить {orig[call]}: это смена решения, а не оговорка, "
            "поэтому {orig[call]} остаётся в силе, если к {new[call]:dat} не применяется 25B1.")
    def change_of_mind(self, at, offender, new, orig):
        self._law25_to_b(at, offender, orig, new, "25A2")

    def _law25_to_b(self, at, offender, orig, new, via):
        self.conclude(L25B(irr=at, offender=offender, orig=orig["call"],
                           new=new["call"], via=via))

    # -- B: a substitution A does not allow ----------------------------------------------

    @law("25B3",
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         en="Whichever of {b[orig]} and {b[new]} is withdrawn or cancelled, Law 16C applies "
            "to it.",
         ru="К той из заявок {b[orig]} и {b[new]}, которая будет отменена, применяется "
            "правило 16C.")
    def information_from_withdrawn(self, at, offender):
        self.conclude(L16C(irr=at, offender=offender))

    # "Law 26 may apply" (B1, B2): which call is withdrawn is known once LHO has chosen;
    # whether the call left standing is comparable to it is Law 23A's question, and
    # Law 26 gives A or B on the answer.
    @law("25B",
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         AS.done << L25BDecided(irr=MATCH.at, call=MATCH.call, withdrawn=MATCH.withdrawn),
         en="{withdrawn} is withdrawn and {call} stands: Law 26 may apply, so the TD judges "
            "whether {call} is comparable to {withdrawn} (Law 23A).",
         ru="{withdrawn} отменяется, {call} остаётся в силе: может применяться правило 26, "
            "поэтому судья оценивает, сопоставима ли {call} с {withdrawn} (правило 23A).")
    def is_standing_call_comparable(self, at, offender, call, withdrawn):
        self.conclude(Replacement(irr=at, seat=offender, call=call, withdrawn=withdrawn))

    @law("25B",
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         AS.done << L25BDecided(irr=MATCH.at),
         AS.cmp << Comparable(irr=MATCH.at, value=MATCH.value),
         en="{done[withdrawn]} was withdrawn: Law 26 rules on the lead, the call left "
            "standing being comparable or not as the TD found.",
         ru="{done[withdrawn]} отменена: об ограничениях на ход решает правило 26 — по тому, "
            "признал ли судья оставшуюся заявку сопоставимой.")
    def lead_may_be_restricted(self, at, offender, value):
        self.conclude(CallWithdrawn(irr=at, offender=offender, comparable=value))

    @law("25B",
         EndOfRecord(),
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         NOT(L25BDecided(irr=MATCH.at)),
         en="Whichever of {b[orig]} and {b[new]} stands, the other is withdrawn: Law 26 may "
            "restrict the lead.",
         ru="Какая бы из заявок {b[orig]} и {b[new]} ни осталась в силе, другая отменяется: "
            "возможны ограничения на ход (правило 26).")
    def lead_may_be_restricted_undecided(self, at, offender):
        self.conclude(CallWithdrawn(irr=at, offender=offender, comparable=None))

    @law("25B1",
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         AS.over << CalledOver(of=MATCH.at, relation="lho"),
         en="{over[seat]}, the offender's LHO, called over {b[new]}: he accepted it; "
            "{b[orig]} is withdrawn and {b[new]} stands.",
         ru="{over[seat]} (левый оппонент нарушителя) заявил после {b[new]}, тем самым приняв её: "
            "{b[orig]} отменяется, {b[new]} остаётся в силе.")
    def accepted_by_calling(self, b, at, offender):
        self._law25_accepted(b, at, offender)

    @law("25B1",
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         AS.yes << Accepted(of=MATCH.at, relation="lho"),
         en="{yes[seat]}, the offender's LHO, accepted {b[new]}: {b[orig]} is withdrawn and "
            "{b[new]} stands.",
         ru="{yes[seat]} (левый оппонент нарушителя) принял {b[new]}: {b[orig]} отменяется, "
            "{b[new]} остаётся в силе.")
    def accepted_by_word(self, b, at, offender):
        self._law25_accepted(b, at, offender)

    def _law25_accepted(self, b, at, offender):
        self.conclude(
            self.item("option", "25B1", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"], chosen="accept"),
            self.item("call-cancelled", "25B1", irr=at, seat=offender, call=b["orig"]),
            self.item("call-stands", "25B1", irr=at, seat=offender, call=b["new"]),
            L25BDecided(irr=at, call=b["new"], withdrawn=b["orig"]),
        )

    @law("25B2",
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         AS.undo << Cancelled(of=MATCH.at),
         en="{b[new]} was not accepted: the substitution is cancelled and {b[orig]} stands.",
         ru="{b[new]} не принята: замена аннулируется, {b[orig]} остаётся в силе.")
    def substitution_cancelled(self, b, at, offender):
        self.conclude(
            self.item("option", "25B1", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"], chosen="refuse"),
            self.item("call-cancelled", irr=at, seat=offender, call=b["new"]),
            self.item("call-stands", irr=at, seat=offender, call=b["orig"]),
            L25BDecided(irr=at, call=b["orig"], withdrawn=b["new"]),
        )

    @law("25B1",
         EndOfRecord(),
         AS.b << L25B(irr=MATCH.at, offender=MATCH.offender),
         NOT(L25BDecided(irr=MATCH.at)),
         en="{offender}'s LHO may accept {b[new]} (by calling over it); if he does not, the "
            "substitution is cancelled and {b[orig]} stands (25B2).",
         ru="Левый оппонент нарушителя может принять {b[new]} (заявив после неё); если не примет, "
            "замена аннулируется и {b[orig]} остаётся в силе (25B2).")
    def lho_to_choose(self, at, offender):
        self.conclude(self.item("option", irr=at, holder=lho(offender),
                                choices=["accept", "refuse"]))

