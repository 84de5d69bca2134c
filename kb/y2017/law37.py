"""Law 37 — Action violating an obligation to pass (2017).

A   The offender's LHO called before the TD ruled: that call and every later call
    stand; an offender who had to pass for the rest of the auction still must; no lead
    restrictions (26B). This does not save a double or redouble contrary to 19A1/19B1.
B   Otherwise (A does not apply):
    B1 the bid, double or redouble is cancelled;
    B2 a pass takes its place, the auction goes on, and both members of the offending
       side must pass whenever it is their turn; 72C and the lead restrictions of 26B
       may apply.

Reading the record: recognition finds the call against a ``must-pass`` item another
law concluded (27B2, 24B, 36B2, ...). "LHO called before rectification" is a call by
the offender's LHO after it with no TD in between; B takes effect when the record
shows the call cancelled after the TD came (the auction went back to the offender),
or, when the record stops first, as the TD's ruling. The lead restrictions B2 allows
are Law 26's to give (only if the offender becomes a defender); the cancelled call is
handed to Law 16C.
"""

from __future__ import annotations

from ruling.kb.common.kinds import CALL_VIOLATING_PASS
from ruling.kb.common.record import AFTER_RECORD, director_came_after, lho_called_before_director
from ruling.kb.common.templates import (
    L16C,
    L37A,
    L37B,
    CallWithdrawn,
    ContraryTo19,
    L37AExcluded,
    LhoCalledFirst,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Cancelled,
    EndOfRecord,
    Irregularity,
    Item,
    LawModule,
    law,
    partner,
)


class Law37(LawModule):
    number = "37"
    title = {"en": "Action violating an obligation to pass",
             "ru": "Действие, нарушающее обязанность пасовать"}
    summary = {
        "en": "A player who had to pass bid, doubled or redoubled. If his LHO called before "
              "the TD ruled, everything stands (but a player bound to pass for the rest of "
              "the auction still is), except that a double or redouble Law 19 forbids is "
              "never saved this way. Otherwise the call is cancelled, a pass replaces it, "
              "and both members of the offending side pass for the rest of the auction, "
              "with possible lead restrictions and Law 72C.",
        "ru": "Игрок, обязанный пасовать, сделал назначение, контру или реконтру. Если его "
              "левый оппонент сделал заявку до решения судьи, всё остаётся в силе (но игрок, "
              "обязанный пасовать до конца торговли, по-прежнему пасует); контру или реконтру, "
              "запрещённую правилом 19, это не спасает. Иначе заявка аннулируется, "
              "заменяется пасом, и оба игрока нарушившей стороны пасуют до конца торговли; "
              "возможны ограничения на ход и правило 72C.",
    }

    # -- reading the record: rectification, the LHO's call ------------------------------

    director_came = director_came_after(CALL_VIOLATING_PASS, "37A")
    lho_called = lho_called_before_director(CALL_VIOLATING_PASS, "37A")

    # -- A: the LHO called first ------------------------------------------------------------

    @law("37A",
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at),
         AS.why << ContraryTo19(at=MATCH.at),
         en="{irr[call]} is also a double or redouble contrary to {why[part]}: an LHO's call "
            "does not make it stand, so 37A does not apply.",
         ru="Эта {irr[call]} к тому же противоречит {why[part]}: заявка "
            "левого оппонента не оставляет её в силе, правило 37A не применяется.")
    def not_for_law19(self, at):
        self.conclude(L37AExcluded(irr=at))

    @law("37A",
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, n=MATCH.n,
                                offender=MATCH.offender),
         AS.lho << LhoCalledFirst(irr=MATCH.at),
         NOT(L37AExcluded(irr=MATCH.at)),
         en="The offender's LHO called before the TD ruled: {offender}'s {irr[call]} and every "
            "call after it stand, with no lead restrictions.",
         ru="Левый оппонент нарушителя сделал заявку до решения судьи: {irr[call]} ({offender}) и "
            "все последующие заявки остаются в силе, ограничений на ход нет.")
    def condoned(self, irr, at, n, offender):
        self.conclude(self.item("call-stands", irr=at, seat=offender, call=irr["call"]),
                      L37A(irr=at, n=n))

    @law("37A",
         AS.a << L37A(irr=MATCH.at, n=MATCH.n),
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, offender=MATCH.offender),
         AS.duty << Item(type="must-pass", seat=MATCH.offender, scope="rest-of-auction",
                         from_n=MATCH.from_n),
         TEST(lambda from_n, n: from_n < n),
         en="{offender} had to pass for the rest of the auction ({duty[law]}): he still must "
            "at every later turn.",
         ru="{offender} был обязан пасовать до конца торговли ({duty[law]}): он по-прежнему "
            "пасует в каждую свою очередь.")
    def still_silenced(self, at, n, offender):
        self.conclude(self.item("must-pass", irr=at, seat=offender,
                                scope="rest-of-auction", from_n=n))

    # -- B: rectified before the LHO called ---------------------------------------------

    @law("37B1",
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, n=MATCH.n,
                                offender=MATCH.offender),
         AS.gone << Cancelled(of=MATCH.at, how="director"),
         NOT(L37A(irr=MATCH.at)),
         en="37A does not apply, and after the TD came the auction went back to {offender}: "
            "his {irr[call]} is cancelled.",
         ru="Правило 37A не применяется, и после прихода судьи торговля вернулась к "
            "нарушителю ({offender}): его заявка {irr[call]} аннулируется.")
    def cancelled(self, irr, at, n, offender):
        self.conclude(self.item("call-cancelled", irr=at, seat=offender,
                                call=irr["call"]),
                      L37B(irr=at, from_n=n),
                      L16C(irr=at, offender=offender, call=irr["call"]))

    @law("37B1",
         EndOfRecord(),
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, offender=MATCH.offender),
         NOT(L37A(irr=MATCH.at)),
         NOT(L37B(irr=MATCH.at)),
         NOT(Cancelled(of=MATCH.at)),
         en="37A does not apply to {offender}'s {irr[call]}: it is cancelled.",
         ru="Правило 37A к заявке {irr[call]} ({offender}) не применяется: она аннулируется.")
    def to_be_cancelled(self, irr, at, offender):
        self.conclude(self.item("call-cancelled", irr=at, seat=offender,
                                call=irr["call"]),
                      L37B(irr=at, from_n=AFTER_RECORD),
                      L16C(irr=at, offender=offender, call=irr["call"]))

    @law("37B2",
         AS.b << L37B(irr=MATCH.at, from_n=MATCH.from_n),
         AS.irr << Irregularity(kind=CALL_VIOLATING_PASS, at=MATCH.at, offender=MATCH.offender),
         en="A pass replaces {offender}'s {irr[call]}; {offender} and his partner must pass "
            "whenever it is their turn; 26B lead restrictions and Law 72C may apply.",
         ru="Заявка {irr[call]} ({offender}) заменяется пасом; {offender} и его партнёр "
            "пасуют до конца торговли; возможны ограничения на ход (26B) и правило 72C.")
    def both_silenced(self, at, from_n, offender):
        self.conclude(
            self.item("must-pass", irr=at, seat=offender, scope="rest-of-auction",
                      from_n=from_n),
            self.item("must-pass", irr=at, seat=partner(offender),
                      scope="rest-of-auction", from_n=from_n),
            CallWithdrawn(irr=at, offender=offender, comparable=False),
            self.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
        )
