"""Law 29 — Procedure after a call out of rotation (2017).

A  The offender's LHO may call over the call out of rotation: he thereby gives up
   any rectification, and the call stands.
B  Otherwise the call is cancelled and the auction goes back to the player whose turn
   it was; Law 30 (pass), 31 (bid) or 32 (double, redouble) then applies to the
   offending side.
C  When the call out of rotation is artificial, those laws are applied to the
   denomination(s) it showed, not the one it named.

How the record shows what became of the call (``engine/auction.py``): the LHO calling
over it (or an ``accepts`` entry) is A; after the TD was called, the player whose turn
it was calling is B; the offender's partner calling straight after it at his own turn
also cancels it (B: only an opponent's call is Law 28B); when the record stops before
anyone has called again, the TD gives the choice and what follows if it is refused.

Calls that another law takes over are left to it: a call at LHO's turn by a player
who has already called (a change of call: 30B2, 31C, 32C), an inadmissible double or
redouble (Law 32, to Law 36), a pass among three passes that hid a turn (Law 34/17D3),
a call cancelled by the correct player (28B).

Shared with Laws 30-32: ``OorCancelled`` (kb/common/templates.py) says the call out of
rotation is cancelled (``by`` is the ``at`` of the call that cancelled it, when the
record shows one); ``kb/common/out_of_rotation.py`` gives the consequences they share, through
the hand-offs of Law 23 (``replacement`` -> ``comparable``), Law 16 (``16C``) and Law 26
(``call-withdrawn``). A change of call (30B2, 31C, 32C) is handed to Law 25 as a
``change-of-call`` irregularity; when no rule of Law 25 takes it up (they read a change
from a ``changes`` entry), the ruling says the TD applies Law 25 by hand.
"""

from __future__ import annotations

from typing import Any

from ruling.kb.common.out_of_rotation import (
    OUT_OF_ROTATION,
    admissible,
    cancel_and_revert,
    is_out_of_rotation,
)
from ruling.kb.common.record import cancelled_by_the_correct_player
from ruling.kb.common.templates import (
    AsChangeOfCall,
    DenominationsSpecified,
    OorCancelled,
    Retention,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    CalledOver,
    CallMade,
    Cancelled,
    EndOfRecord,
    Irregularity,
    LawModule,
    RulingEngine,
    law,
    lho,
)


class Law29(LawModule):
    number = "29"
    title = {"en": "Procedure after a call out of rotation",
             "ru": "Порядок действий после заявки вне очереди"}
    summary = {
        "en": "After a call out of rotation the offender's LHO may simply call: the call "
              "then stands and nothing more is done. Otherwise it is cancelled, the auction "
              "goes back to the player whose turn it was, and the offending side is dealt "
              "with under Law 30 (pass), 31 (bid) or 32 (double or redouble); for an "
              "artificial call those laws look at what it showed, not what it named.",
        "ru": "После заявки вне очереди левый оппонент нарушителя может просто сделать свою "
              "заявку: тогда заявка остаётся в силе и больше ничего не делается. Иначе она "
              "аннулируется, торговля возвращается к игроку, чья была очередь, и к "
              "нарушившей стороне применяется правило 30 (пас), 31 (назначение) или 32 "
              "(контра, реконтра); для конвенционной заявки учитывается то, что она "
              "показывала, а не названная масть.",
    }

    # -- A: the LHO calls over it --------------------------------------------------

    @law("29A",
         EndOfRecord(),
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         TEST(lambda irr: is_out_of_rotation(irr)),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: admissible(call)),
         AS.over << CalledOver(of=MATCH.at, relation="lho"),
         NOT(AsChangeOfCall(irr=MATCH.at)),
         NOT(Retention(irr=MATCH.at)),
         en="{over[seat]}, the offender's LHO, called over {offender}'s {irr[call]}: he "
            "gave up any rectification, and the call stands.",
         ru="{over[seat]} (левый оппонент нарушителя) сделал заявку после {irr[call]:gen} "
            "({offender}), отказавшись от исправления: заявка остаётся в силе.")
    def accepted_by_calling(self, at, offender, call):
        _accept(self, at, offender, call)

    @law("29A",
         EndOfRecord(),
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         TEST(lambda irr: is_out_of_rotation(irr)),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: admissible(call)),
         AS.yes << Accepted(of=MATCH.at, relation="lho"),
         NOT(AsChangeOfCall(irr=MATCH.at)),
         NOT(Retention(irr=MATCH.at)),
         en="{yes[seat]}, the offender's LHO, accepted {offender}'s {irr[call]}: it stands, "
            "without rectification.",
         ru="{yes[seat]} (левый оппонент нарушителя) принял {irr[call]} ({offender}): заявка "
            "остаётся в силе без исправления.")
    def accepted_by_word(self, at, offender, call):
        _accept(self, at, offender, call)

    # -- B: cancelled, back to the player whose turn it was ------------------------------

    @law("29B",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         TEST(lambda irr: is_out_of_rotation(irr)),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: admissible(call)),
         AS.gone << Cancelled(of=MATCH.at, how="director", at=MATCH.by),
         NOT(AsChangeOfCall(irr=MATCH.at)),
         NOT(Retention(irr=MATCH.at)),
         en="The TD was called and {call[turn]} called at his turn: {offender}'s LHO did not "
            "accept {irr[call]}, which is cancelled; the auction went back to {call[turn]}.",
         ru="Вызван судья, и {call[turn]} заявил в свою очередь: левый оппонент нарушителя не "
            "принял {irr[call]} ({offender}), заявка аннулируется; торговля вернулась к "
            "нему.")
    def refused(self, at, offender, call, by):
        self.conclude(self.item("option", "29A", irr=at, holder=lho(offender),
                                choices=["accept", "refuse"], chosen="refuse"),
                      *cancel_and_revert(self, call, by))

    correct_player = cancelled_by_the_correct_player("partner", "29B", OUT_OF_ROTATION)

    @law("29B",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         TEST(lambda irr: is_out_of_rotation(irr)),
         AS.call << CallMade(at=MATCH.at, relation="partner"),
         TEST(lambda call: admissible(call)),
         AS.gone << Cancelled(of=MATCH.at, how="correct-player", at=MATCH.by),
         NOT(AsChangeOfCall(irr=MATCH.at)),
         NOT(Retention(irr=MATCH.at)),
         en="{call[turn]}, the offender's partner, called at his own turn straight after "
            "{irr[call]}: the LHO never called over it, so it is cancelled and the auction "
            "is back at {call[turn]}'s turn (28B is only for an opponent's call).",
         ru="{call[turn]}, партнёр нарушителя, заявил в свою очередь сразу после "
            "{irr[call]:gen}: левый оппонент не заявлял после неё, поэтому заявка аннулируется, и "
            "торговля возвращается к нему (28B — только для заявки оппонента).")
    def partner_called_at_his_turn(self, call, by):
        self.conclude(*cancel_and_revert(self, call, by))

    @law("29B",
         EndOfRecord(),
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         TEST(lambda irr: is_out_of_rotation(irr)),
         AS.call << CallMade(at=MATCH.at),
         TEST(lambda call: admissible(call)),
         NOT(CalledOver(of=MATCH.at, relation="lho")),
         NOT(Accepted(of=MATCH.at, relation="lho")),
         NOT(Cancelled(of=MATCH.at)),
         NOT(AsChangeOfCall(irr=MATCH.at)),
         NOT(Retention(irr=MATCH.at)),
         en="Nobody has called since {offender}'s {irr[call]}: {offender}'s LHO may accept "
            "it by calling; if he does not, it is cancelled and the auction goes back to "
            "{call[turn]}.",
         ru="После заявки {irr[call]} ({offender}) никто ещё не заявлял: левый оппонент нарушителя "
            "может принять её, сделав свою заявку; если не примет, она аннулируется и "
            "торговля возвращается к игроку, чья была очередь ({call[turn]}).")
    def undecided(self, at, offender, call):
        self.conclude(self.item("option", "29A", irr=at, holder=lho(offender),
                                choices=["accept", "refuse"]),
                      *cancel_and_revert(self, call))

    # -- C: artificial calls ---------------------------------------------------------

    @law("29C",
         AS.oor << OorCancelled(irr=MATCH.at, artificial=True),
         en="{oor[call]} was artificial: Laws 30 to 32, and so the TD's judgement of a "
            "comparable call and any lead restriction, concern the denomination(s) it "
            "showed, not the one it named.",
         ru="{oor[call]} — конвенционная заявка: правила 30–32 (а значит, и оценка "
            "сопоставимости, и ограничения на ход) относятся к масти (мастям), которую она "
            "показывала, а не к названной.")
    def artificial(self, at):
        self.conclude(DenominationsSpecified(irr=at))


def _accept(engine: RulingEngine, at: str, offender: str, call: Any) -> None:
    engine.conclude(
        engine.item("option", "29A", irr=at, holder=lho(offender),
                    choices=["accept", "refuse"], chosen="accept"),
        engine.item("call-stands", "29A", irr=at, seat=offender, call=call["call"]),
        engine.item("no-rectification", "29A", irr=at),
    )
