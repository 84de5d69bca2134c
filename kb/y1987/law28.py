"""Law 28 — Calls considered to be in rotation (1987), as far as the knowledge base is
sure of it.

The seeds do not hold Law 28. Encoded is only what the 1987 code surely said in it
(the 1975 code said the same, the 1997 and 2017 ones kept it): when the player whose
turn it was calls after an opponent's call out of rotation, before the TD has ruled on
it, his call is in rotation and the auction goes on as if the opponent had not called
then. What the offending side may make of its cancelled call is not encoded: the
irregularity itself is left to the TD (``kb/recognition.py``'s not-covered item).
"""

from __future__ import annotations

from ruling.kb.common.out_of_rotation import OUT_OF_ROTATION
from ruling.kb.common.record import cancelled_by_the_correct_player
from ruling.kb.dsl import AS, MATCH, CallMade, Cancelled, Irregularity, LawModule, law


class Law28(LawModule):
    number = "28"
    title = {"en": "Calls considered to be in rotation",
             "ru": "Заявки, считающиеся сделанными в очередь"}
    summary = {
        "en": "When a player calls out of rotation and the opponent whose turn it was calls "
              "before the TD has ruled, the opponent's call is in rotation and the call out "
              "of rotation is cancelled. (1987 Law 28 is not in the seeds: only this much, "
              "which the 1987 code surely said, is encoded.)",
        "ru": "Если игрок заявил вне очереди, а оппонент, чья была очередь, заявил до "
              "решения судьи, заявка оппонента сделана в очередь, а заявка вне очереди "
              "аннулируется. (Правила 28 нет в исходных текстах: закодировано лишь то, что "
              "в редакции 1987 года несомненно было.)",
    }

    # Bare 28 in this module: the seeds do not hold 1987 Law 28, so its subdivisions
    # are not cited.
    correct_player = cancelled_by_the_correct_player("rho", "28", OUT_OF_ROTATION)

    @law("28",
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         AS.call << CallMade(at=MATCH.at, relation="rho"),
         AS.gone << Cancelled(of=MATCH.at, how="correct-player"),
         en="{call[turn]}, whose turn it was, called before any penalty for {offender}'s "
            "{irr[call]}: his call is in rotation, {irr[call]} is cancelled, and by calling "
            "his side gave up the right to a penalty.",
         ru="{call[turn]}, чья была очередь, заявил до наложения наказания за заявку "
            "{irr[call]} ({offender}): его заявка сделана в очередь, {irr[call]} "
            "аннулируется, а его сторона, заявив, лишилась права на наказание.")
    def correct_player_called(self, at, offender, call):
        self.conclude(
            self.item("call-cancelled", irr=at, seat=offender, call=call["call"]),
            self.item("no-rectification", irr=at),
        )
