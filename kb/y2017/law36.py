"""Law 36 — Inadmissible doubles and redoubles (2017).

A   The offender's LHO called before the TD rectified: the inadmissible call and every
    call after it are cancelled; the auction goes back to the player whose turn it
    was and goes on as if nothing had happened; no lead restrictions (26B).
B   Otherwise:
    B1 the double or redouble Law 19 forbids is cancelled;
    B2 the offender puts a legal call in its place, and his partner must pass whenever
       it is his turn;
    B3 Law 72C may apply, and so may the lead restrictions of 26B;
    B4 made out of turn: the auction goes back to the player whose turn it was, the
       offender makes any legal call at his own turn, and his partner must pass
       whenever it is his turn (72C, 26B).
C   Noticed only after the opening lead was faced: the contract is scored as if the
    inadmissible call had never been made.

Reading the record: an inadmissible double in rotation is recognised as such; one
out of rotation (a double out of rotation that Law 19 also forbids) is handed here
by Law 32 as an inadmissible double too, and B4 rules on it instead of B2/B3. "LHO
called before rectification" is a call by the offender's LHO after it with no TD in
between; "rectified" is the TD coming (a ``TD`` entry in the auction). A TD who came
in the auction period and found the LHO had called applies A; with no TD in the
auction and an opening lead in the play record, C. B takes effect when the record
shows the call cancelled after the TD came (the auction went back), or, when the
record stops first, as the TD's ruling. The lead restrictions B3 and B4 allow are Law
26's to give (only if the offender becomes a defender); the cancelled call is handed to
Law 16C in A and in B, neither of which says 16C is out.
"""

from __future__ import annotations

from ruling.kb.common.kinds import INADMISSIBLE_DOUBLE
from ruling.kb.common.record import AFTER_RECORD, director_came_after, lho_called_before_director
from ruling.kb.common.templates import (
    L16C,
    L36A,
    L36B,
    L36C,
    CallWithdrawn,
    ContraryTo19,
    DirectorCame,
    Law36Call,
    LhoCalledFirst,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CallMade,
    Cancelled,
    CardPlayed,
    EndOfRecord,
    Irregularity,
    LawModule,
    State,
    law,
)


def _law36_case(call: CallMade, at: str, in_turn: bool) -> State:
    """The inadmissible call as Law 36 sees it: who made it, whose turn it was."""
    return Law36Call(irr=at, n=call["n"], seat=call["seat"], call=call["call"],
                     turn=call["turn"], lho=call["lho"], partner=call["partner"], in_turn=in_turn)


class Law36(LawModule):
    number = "36"
    title = {"en": "Inadmissible doubles and redoubles",
             "ru": "Неприемлемые контра и реконтра"}
    summary = {
        "en": "A double or redouble Law 19 forbids: if the offender's LHO called before the "
              "TD ruled, it and every later call are cancelled and the auction restarts from "
              "the player whose turn it was, with no further rectification. Otherwise it is "
              "cancelled, the offender calls legally (at his own turn if he called out of "
              "turn), his partner passes for the rest of the auction, with possible lead "
              "restrictions and Law 72C. Noticed only after the opening lead, the contract is "
              "scored as if it had not been made.",
        "ru": "Контра или реконтра, запрещённая правилом 19: если левый оппонент нарушителя сделал "
              "заявку до решения судьи, она и все последующие заявки аннулируются, и торговля "
              "возобновляется с игрока, чья была очередь, без дальнейших последствий. Иначе "
              "она аннулируется, нарушитель делает легальную заявку (в свою очередь, если "
              "заявлял вне очереди), его партнёр пасует до конца торговли, возможны "
              "ограничения на ход и правило 72C. Если нарушение обнаружено после открытия "
              "карты первого хода, контракт засчитывается так, как будто этой заявки не было.",
    }

    # -- which calls Law 36 rules on ---------------------------------------------------

    # Bare 36: the law's scope (35A sends such a call here); A, B and C all rule on it.
    @law("36",
         AS.irr << Irregularity(kind=INADMISSIBLE_DOUBLE, at=MATCH.at),
         AS.why << ContraryTo19(at=MATCH.at),
         AS.call << CallMade(at=MATCH.at, relation=MATCH.relation),
         en="{call[seat]}'s {call[call]} is a double or redouble Law 19 does not permit "
            "({why[part]}); it was made at {call[turn]}'s turn: Law 36 rules on it.",
         ru="{call[seat]} заявил {call[call]:acc}, которую не разрешает правило 19 "
            "({why[part]}), в очередь {call[turn]:gen}: решается по правилу 36.")
    def inadmissible(self, at, call, relation):
        self.conclude(_law36_case(call, at, in_turn=relation == "self"))

    # -- reading the record: rectification, the LHO's call ------------------------------

    director_came = director_came_after(INADMISSIBLE_DOUBLE, "36A")
    lho_called = lho_called_before_director(INADMISSIBLE_DOUBLE, "36A")

    # -- C: noticed after the opening lead ----------------------------------------------

    @law("36C",
         AS.case << Law36Call(irr=MATCH.at),
         AS.lead << CardPlayed(is_lead=True, trick=1),
         NOT(DirectorCame(irr=MATCH.at)),
         NOT(Cancelled(of=MATCH.at)),
         en="Nobody called the TD about {case[seat]}'s {case[call]} before the opening lead "
            "({lead[seat]} {lead[card]}) was faced: the contract is scored as if it had not "
            "been made.",
         ru="Судью не вызвали из-за {case[call]} ({case[seat]}) до открытия карты первого "
            "хода ({lead[seat]} {lead[card]}): контракт засчитывается так, как будто этой "
            "заявки не было.")
    def after_auction_period(self, case, at):
        self.conclude(self.item("scored-without", irr=at, seat=case["seat"],
                                call=case["call"]),
                      L36C(irr=at))

    # -- A: the LHO called first ------------------------------------------------------------

    @law("36A",
         EndOfRecord(),
         AS.case << Law36Call(irr=MATCH.at),
         AS.lho << LhoCalledFirst(irr=MATCH.at),
         NOT(L36C(irr=MATCH.at)),
         en="The offender's LHO called before rectification: {case[seat]}'s {case[call]} and "
            "every call after it are cancelled, and the auction goes back to {case[turn]}.",
         ru="Левый оппонент нарушителя сделал заявку до исправления: {case[call]} ({case[seat]}) и "
            "все последующие заявки аннулируются, торговля возвращается к игроку, чья была "
            "очередь ({case[turn]}).")
    def condoned(self, case, at):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=case["seat"], call=case["call"]),
            self.item("auction-reverts", irr=at, seat=case["turn"]),
            L36A(irr=at, n=case["n"]),
            L16C(irr=at, offender=case["seat"], call=case["call"]),
        )

    @law("36A",
         AS.a << L36A(irr=MATCH.at, n=MATCH.n),
         AS.later << CallMade(n=MATCH.later_n),
         AS.td << DirectorCame(irr=MATCH.at, n=MATCH.td_n),
         TEST(lambda n, later_n, td_n: n < later_n < td_n),
         en="{later[seat]}'s {later[call]} came after the inadmissible call, before the "
            "TD: it is cancelled too.",
         ru="Заявка {later[call]} ({later[seat]}) сделана после неприемлемой заявки и до "
            "прихода судьи: она тоже аннулируется.")
    def later_call_cancelled(self, at, later):
        self.conclude(self.item("call-cancelled", irr=at, seat=later["seat"],
                                call=later["call"], of=later["at"]))

    @law("36A",
         AS.a << L36A(irr=MATCH.at, n=MATCH.n),
         AS.later << CallMade(n=MATCH.later_n),
         TEST(lambda n, later_n: later_n > n),
         NOT(DirectorCame(irr=MATCH.at)),
         en="{later[seat]}'s {later[call]} came after the inadmissible call: it is "
            "cancelled too.",
         ru="Заявка {later[call]} ({later[seat]}) сделана после неприемлемой заявки: она "
            "тоже аннулируется.")
    def later_call_cancelled_no_td(self, at, later):
        self.conclude(self.item("call-cancelled", irr=at, seat=later["seat"],
                                call=later["call"], of=later["at"]))

    @law("36A",
         AS.a << L36A(irr=MATCH.at),
         NOT(Irregularity(kind="call-violating-obligation-to-pass", at=MATCH.at)),
         en="The auction goes on as if there had been no irregularity: no lead restrictions.",
         ru="Торговля продолжается так, как будто нарушения не было: ограничений на ход нет.")
    def as_if_nothing(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    # -- B: rectified before the LHO called ---------------------------------------------

    @law("36B1",
         AS.case << Law36Call(irr=MATCH.at),
         AS.gone << Cancelled(of=MATCH.at, how="director"),
         NOT(LhoCalledFirst(irr=MATCH.at)),
         en="The TD came before the offender's LHO called: {case[seat]}'s {case[call]} is "
            "cancelled.",
         ru="Судья пришёл до того, как левый оппонент нарушителя сделал заявку: {case[call]} "
            "({case[seat]}) аннулируется.")
    def cancelled(self, case, at, gone):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=case["seat"], call=case["call"]),
            L36B(irr=at, from_n=gone["n"]),
            L16C(irr=at, offender=case["seat"], call=case["call"]),
        )

    @law("36B1",
         EndOfRecord(),
         AS.case << Law36Call(irr=MATCH.at),
         NOT(LhoCalledFirst(irr=MATCH.at)),
         NOT(L36B(irr=MATCH.at)),
         NOT(Cancelled(of=MATCH.at)),
         en="The offender's LHO has not called over {case[seat]}'s {case[call]}: it is "
            "cancelled.",
         ru="Левый оппонент нарушителя не делал заявки после {case[call]:gen} ({case[seat]}): она "
            "аннулируется.")
    def to_be_cancelled(self, case, at):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=case["seat"], call=case["call"]),
            L36B(irr=at, from_n=AFTER_RECORD),
            L16C(irr=at, offender=case["seat"], call=case["call"]),
        )

    @law("36B2",
         AS.b << L36B(irr=MATCH.at, from_n=MATCH.from_n),
         AS.case << Law36Call(irr=MATCH.at, in_turn=True),
         en="{case[seat]} must put a legal call in place of {case[call]}, and his partner "
            "{case[partner]} must pass whenever it is his turn.",
         ru="{case[seat]} должен заменить {case[call]:acc} легальной заявкой, а его партнёр "
            "({case[partner]}) — пасовать до конца торговли.")
    def substitute(self, at, from_n, case):
        self.conclude(
            self.item("substitute-call", irr=at, seat=case["seat"]),
            self.item("must-pass", irr=at, seat=case["partner"],
                      scope="rest-of-auction", from_n=from_n),
        )

    @law("36B3",
         AS.b << L36B(irr=MATCH.at),
         AS.case << Law36Call(irr=MATCH.at, in_turn=True),
         en="If {case[seat]} becomes a defender, declarer may restrict {case[partner]}'s lead "
            "(26B); the TD adjusts the score if the offender could have known the infraction "
            "would likely damage the other side (72C).",
         ru="Если {case[seat]} станет защитником, разыгрывающий может ограничить ход игрока "
            "{case[partner]} (26B); судья корректирует результат, если нарушитель мог знать, "
            "что нарушение, вероятно, нанесёт ущерб другой стороне (72C).")
    def consequences(self, at, case):
        _law36_consequences(self, at, case)

    @law("36B4",
         AS.b << L36B(irr=MATCH.at, from_n=MATCH.from_n),
         AS.case << Law36Call(irr=MATCH.at, in_turn=False),
         en="{case[seat]} doubled or redoubled out of turn: the auction goes back to "
            "{case[turn]}, {case[seat]} may make any legal call at his turn, and his partner "
            "{case[partner]} must pass whenever it is his turn (26B and 72C may apply).",
         ru="{case[seat]} дал контру или реконтру вне очереди: торговля возвращается к "
            "игроку, чья была очередь ({case[turn]}), {case[seat]} в свою очередь делает "
            "любую легальную заявку, а его партнёр ({case[partner]}) пасует до конца торговли "
            "(возможны 26B и 72C).")
    def out_of_turn_rectified(self, at, from_n, case):
        self.conclude(
            self.item("auction-reverts", irr=at, seat=case["turn"]),
            self.item("must-pass", irr=at, seat=case["partner"],
                      scope="rest-of-auction", from_n=from_n),
        )
        _law36_consequences(self, at, case)


def _law36_consequences(engine, at: str, case: State) -> None:
    """Law 72C, and Law 26B's lead restrictions (given by Law 26 if the offender defends),
    as B3 and B4 both say."""
    engine.conclude(
        CallWithdrawn(irr=at, offender=case["seat"], comparable=False),
        engine.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
    )
