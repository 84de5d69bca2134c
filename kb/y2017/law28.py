"""Law 28 — Calls considered to be in rotation (2017).

A  A call at RHO's turn is in rotation when that RHO is bound by law to pass.
   (Recognised with the irregularities: ``kb/recognition.py``, rule 28A.)
B  When an opponent has called out of rotation and, before rectification, the player
   whose turn it was calls, that call is in rotation: the call out of rotation is
   cancelled, no rectification is due for it, the auction goes on as if it had not
   been made; no lead restrictions (Law 26), but the offenders may not use what the
   cancelled call told them (16C2).

B is read from the record first (``correct_player``): the player whose turn it was
called straight after the call out of rotation, before the TD came; the record, replayed
with that reading, then shows the call ``Cancelled(how="correct-player")``. The player
whose turn it was is an opponent of the offender only when the call was made at the
offender's RHO's turn (a call at LHO's turn followed by the LHO's call is Law 29A; the
offender's partner calling at his turn is Law 29B). An inadmissible double or redouble
out of rotation is Law 36's (Law 32); a pass that hid a turn among three passes is
Law 34's (17D3).
"""

from __future__ import annotations

from ruling.kb.common.out_of_rotation import OUT_OF_ROTATION, admissible, is_out_of_rotation
from ruling.kb.common.record import cancelled_by_the_correct_player
from ruling.kb.common.templates import L16C, Retention
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CallMade,
    Cancelled,
    Irregularity,
    LawModule,
    law,
)


class Law28(LawModule):
    number = "28"
    title = {"en": "Calls considered to be in rotation",
             "ru": "Заявки, считающиеся сделанными в очередь"}
    summary = {
        "en": "A call at RHO's turn counts as in rotation when that RHO has to pass. When a "
              "player calls out of rotation and the opponent whose turn it was calls before "
              "the TD has ruled, the opponent's call is in rotation: the call out of "
              "rotation is simply cancelled, with no rectification and no lead restrictions, "
              "but the offending side may not use what it told them.",
        "ru": "Заявка в очередь правого оппонента считается сделанной в очередь, если правый "
              "оппонент обязан пасовать. Если игрок заявил вне очереди, а оппонент, чья была "
              "очередь, заявил до решения судьи, заявка оппонента считается сделанной в очередь: "
              "заявка вне очереди просто аннулируется, без исправления и без ограничений "
              "на ход, но нарушившая сторона не может использовать полученную из неё "
              "информацию.",
    }

    correct_player = cancelled_by_the_correct_player("rho", "28B", OUT_OF_ROTATION)

    @law("28B",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         TEST(lambda irr: is_out_of_rotation(irr)),
         AS.call << CallMade(at=MATCH.at, relation="rho"),
         TEST(lambda call: admissible(call)),
         AS.gone << Cancelled(of=MATCH.at, how="correct-player"),
         NOT(Retention(irr=MATCH.at)),
         en="{call[turn]}, whose turn it was, called before any rectification of "
            "{offender}'s {irr[call]}: his call is in rotation, {irr[call]} is cancelled "
            "without rectification, and the auction goes on as if {offender} had not called.",
         ru="{call[turn]}, чья была очередь, заявил до исправления заявки {irr[call]} "
            "({offender}): его заявка считается сделанной в очередь, {irr[call]} "
            "аннулируется без исправления, торговля продолжается так, будто {offender} "
            "не заявлял.")
    def correct_player_called(self, at, offender, call):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=offender, call=call["call"]),
            self.item("no-rectification", irr=at),
            L16C(irr=at, offender=offender, call=call["call"]),
        )
