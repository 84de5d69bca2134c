"""Law 34 — Retention of the right to call (2017), with Law 17D3 that it points to.

34    Three passes in a row after a call, one or more of them out of rotation: 17D3.
17D3  Such passes do not end the auction when a pass out of rotation took away a
      player's turn: the auction goes back to that player, every pass from there on
      is cancelled, and the auction goes on normally. Law 16C covers the cancelled
      passes, whoever passed out of rotation being an offender.

The record analysis (``engine/auction.py``) marks the pass that completes such a run
(``CallMade.missed_turn``, the player who lost his turn, and ``missed_from``, the first
pass to be cancelled); 17D3's reading (``reverts``) has the record replayed with the
auction going on. Each pass out of rotation in the run is then ruled here, not
under Laws 28B, 29 and 30 (``Retention(irr=...)`` tells them so).
"""

from __future__ import annotations

from ruling.kb.common.record import passes_from, three_passes_hiding_a_turn
from ruling.kb.common.templates import L16C, MissedTurn, Retention
from ruling.kb.dsl import (
    AS,
    MATCH,
    TEST,
    CallMade,
    Irregularity,
    LawModule,
    Reading,
    law,
)


class Law34(LawModule):
    number = "34"
    title = {"en": "Retention of the right to call", "ru": "Сохранение права на заявку"}
    summary = {
        "en": "Three passes after a call do not end the auction when a pass among them was "
              "out of rotation and took a player's turn away: the auction goes back to that "
              "player, the passes from there on are cancelled, and the auction continues "
              "normally; the side that passed out of rotation may not use what the "
              "cancelled passes told it.",
        "ru": "Три паса после заявки не завершают торговлю, если один из них сделан вне "
              "очереди и лишил игрока права на заявку: торговля возвращается к этому игроку, "
              "пасы начиная с этого места аннулируются, и торговля продолжается обычным "
              "порядком; сторона, пасовавшая вне очереди, не может использовать информацию "
              "из аннулированных пасов.",
    }

    # Law 34 has no subdivisions.
    @law("34",
         *three_passes_hiding_a_turn(),
         en="{last[seat]}'s pass makes three passes in a row, one of them out of rotation, "
            "which took {seat}'s turn away: Law 17D3 applies.",
         ru="Пас игрока {last[seat]} — третий пас подряд, причём один из них сделан вне очереди и "
            "лишил {seat} права на заявку: применяется правило 17D3.")
    def three_passes(self, seat, first, upto, start_n):
        self.conclude(MissedTurn(seat=seat, first=first, start_n=start_n,
                                 upto=upto))

    @law("17D3",
         AS.run << MissedTurn(seat=MATCH.seat, first=MATCH.first,
                              start_n=MATCH.start_n, upto=MATCH.upto),
         before="Law34.offender_information",
         en="The auction has not ended: it goes back to {seat}, who lost his turn, and every "
            "pass from the one out of rotation on is cancelled.",
         ru="Торговля не завершена: она возвращается к игроку, лишённому права на заявку "
            "({seat}), а все пасы начиная с паса вне очереди аннулируются.")
    def back_to_the_player(self, seat, first, start_n, upto):
        passes = passes_from(self, start_n, upto)
        self.use(*passes)
        self.conclude(
            Reading(at=f"auction {upto}", fate="reverts"),
            self.item("auction-reverts", irr=first, seat=seat),
            *(self.item("call-cancelled", irr=first, seat=call["seat"], call="P")
              for call in passes),
        )

    @law("17D3",
         AS.run << MissedTurn(start_n=MATCH.start_n, upto=MATCH.upto),
         AS.gone << CallMade(kind="pass", n=MATCH.k, at=MATCH.p_at),
         TEST(lambda start_n, k, upto: start_n <= k <= upto),
         AS.irr << Irregularity(kind="pass-out-of-rotation", at=MATCH.p_at),
         en="{gone[seat]} passed out of rotation: for the cancelled passes he is the offender, "
            "and what they told his side is unauthorized for it (Law 16C).",
         ru="{gone[seat]} пасовал вне очереди: в отношении аннулированных пасов он "
            "нарушитель, и информация из них для его стороны неразрешённая (правило 16C).")
    def offender_information(self, gone, p_at):
        self.conclude(
            Retention(irr=p_at),
            L16C(irr=p_at, offender=gone["seat"], call=gone["call"]),
        )
