"""Law 38 — Bid of more than seven (2017).

A   A contract above seven is never played.
B   The bid is cancelled, and so is every call made after it.
C   A pass replaces it; the auction goes on unless that completes it, and both members
    of the offending side must pass whenever it is their turn.
D   Law 72C and the lead restrictions of 26B may apply, but not when the offender's LHO
    called after the bid and before the TD rectified it.

Reading the record: the calls made after the bid and before the TD came (a ``TD``
entry in the auction) are "subsequent calls"; the obligations of C bind from the TD's
ruling on (after the ``TD`` entry, or after the whole record when it shows none).
"LHO called" is a call by the offender's LHO after the bid with no TD in between. The
lead restrictions D allows are Law 26's to give (only if the offender becomes a
defender); the cancelled bid is handed to Law 16C (D's exception does not touch 16C).
"""

from __future__ import annotations

from ruling.kb.common.kinds import BID_ABOVE_SEVEN
from ruling.kb.common.record import AFTER_RECORD, director_came_after, lho_called_before_director
from ruling.kb.common.templates import (
    L16C,
    L38A,
    CallWithdrawn,
    DirectorCame,
    L38DNoRecourse,
    LhoCalledFirst,
)
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
)


class Law38(LawModule):
    number = "38"
    title = {"en": "Bid of more than seven", "ru": "Назначение выше семи"}
    summary = {
        "en": "No contract above seven is ever played. The bid and every call after it are "
              "cancelled, a pass replaces it, and both members of the offending side pass "
              "for the rest of the auction (which ends if that pass completes it). Lead "
              "restrictions and Law 72C may apply, unless the offender's LHO had called "
              "before the TD rectified.",
        "ru": "Контракт выше семи никогда не разыгрывается. Назначение и все последующие "
              "заявки аннулируются, назначение заменяется пасом, и оба игрока нарушившей "
              "стороны пасуют до конца торговли (торговля заканчивается, если этот пас её "
              "завершает). Возможны ограничения на ход и правило 72C — кроме случая, когда "
              "левый оппонент нарушителя сделал заявку до исправления судьёй.",
    }

    # -- reading the record: rectification, the LHO's call ------------------------------

    director_came = director_came_after(BID_ABOVE_SEVEN, "38D")
    lho_called = lho_called_before_director(BID_ABOVE_SEVEN, "38D")

    # -- A: never played ---------------------------------------------------------------

    @law("38A",
         AS.irr << Irregularity(kind=BID_ABOVE_SEVEN, at=MATCH.at, call=MATCH.call),
         AS.end << AuctionOver(contract=MATCH.call),
         en="The auction as recorded ended in {call}: no contract above seven may be played; "
            "the auction is rectified as B and C say.",
         ru="Записанная торговля закончилась контрактом {call}: контракт выше семи не "
            "разыгрывается; торговля исправляется по пунктам 38B и 38C.")
    def never_played(self, at):
        self.conclude(L38A(irr=at))

    # -- B: the bid and the calls after it cancelled -----------------------------------------

    @law("38B",
         AS.irr << Irregularity(kind=BID_ABOVE_SEVEN, at=MATCH.at, offender=MATCH.offender),
         en="{offender}'s {irr[call]} is cancelled.",
         ru="Назначение {irr[call]} ({offender}) аннулируется.")
    def cancelled(self, irr, at, offender):
        self.conclude(self.item("call-cancelled", irr=at, seat=offender,
                                call=irr["call"]),
                      L16C(irr=at, offender=offender, call=irr["call"]))

    @law("38B",
         AS.irr << Irregularity(kind=BID_ABOVE_SEVEN, at=MATCH.at, n=MATCH.n),
         AS.later << CallMade(n=MATCH.later_n),
         TEST(lambda n, later_n: later_n > n),
         NOT(DirectorCame(irr=MATCH.at)),
         en="{later[seat]}'s {later[call]} came after {irr[call]}, before the TD rectified: "
            "it is cancelled too.",
         ru="Заявка {later[call]} ({later[seat]}) сделана после {irr[call]:gen} до исправления "
            "судьёй: она тоже аннулируется.")
    def later_call_cancelled(self, at, later):
        self.conclude(self.item("call-cancelled", irr=at, seat=later["seat"],
                                call=later["call"], of=later["at"]))

    # -- C: a pass in its place, the offending side silenced ---------------------------------

    @law("38C",
         AS.irr << Irregularity(kind=BID_ABOVE_SEVEN, at=MATCH.at, offender=MATCH.offender),
         AS.td << DirectorCame(irr=MATCH.at, n=MATCH.td_n),
         en="A pass replaces {offender}'s {irr[call]}: {offender} and his partner must pass "
            "whenever it is their turn.",
         ru="Назначение {irr[call]} ({offender}) заменяется пасом: {offender} и его партнёр "
            "пасуют до конца торговли.")
    def silenced(self, at, offender, td_n):
        _law38_silence(self, at, offender, td_n)

    @law("38C",
         EndOfRecord(),
         AS.irr << Irregularity(kind=BID_ABOVE_SEVEN, at=MATCH.at, offender=MATCH.offender),
         NOT(DirectorCame(irr=MATCH.at)),
         en="A pass replaces {offender}'s {irr[call]}: {offender} and his partner must pass "
            "whenever it is their turn.",
         ru="Назначение {irr[call]} ({offender}) заменяется пасом: {offender} и его партнёр "
            "пасуют до конца торговли.")
    def to_be_silenced(self, at, offender):
        _law38_silence(self, at, offender, AFTER_RECORD)

    # -- D: lead restrictions and 72C, unless the LHO called ------------------------------

    @law("38D",
         EndOfRecord(),
         AS.irr << Irregularity(kind=BID_ABOVE_SEVEN, at=MATCH.at, offender=MATCH.offender),
         NOT(LhoCalledFirst(irr=MATCH.at)),
         en="The offender's LHO did not call before rectification: 26B lead restrictions and "
            "Law 72C may apply.",
         ru="Левый оппонент нарушителя не делал заявки до исправления: возможны ограничения на ход "
            "(26B) и правило 72C.")
    def consequences(self, at, offender):
        self.conclude(
            CallWithdrawn(irr=at, offender=offender, comparable=False),
            self.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
        )

    @law("38D",
         AS.irr << Irregularity(kind=BID_ABOVE_SEVEN, at=MATCH.at),
         AS.lho << LhoCalledFirst(irr=MATCH.at),
         en="The offender's LHO called after {irr[call]} before rectification: there is no "
            "recourse to 26B lead restrictions or to Law 72C.",
         ru="Левый оппонент нарушителя сделал заявку после {irr[call]:gen} до исправления: "
            "ограничения на ход (26B) и правило 72C не применяются.")
    def no_recourse(self, at):
        self.conclude(L38DNoRecourse(irr=at))


def _law38_silence(engine, at: str, offender: str, from_n: int) -> None:
    """38C: both members of the offending side pass from the TD's ruling on."""
    engine.conclude(
        engine.item("must-pass", "38C", irr=at, seat=offender, scope="rest-of-auction",
                    from_n=from_n),
        engine.item("must-pass", "38C", irr=at, seat=partner(offender),
                    scope="rest-of-auction", from_n=from_n),
    )
