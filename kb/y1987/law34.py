"""Law 34 — Retention of the right to call (1987), as far as the knowledge base is sure
of it.

The seeds do not hold Law 34. Encoded is what the 1987 code surely said (the 1975 code
said the same, and the 1997 and 2017 ones, 2017 through Law 17D3, kept it): three
passes after a call do not end the auction when one of them was out of rotation and
took a player's turn away; the auction goes back to that player, the passes from there
on are cancelled, and the auction goes on normally. What the offender's pass out of
rotation costs his side is Law 30's, left to the TD.
"""

from __future__ import annotations

from ruling.kb.common.record import passes_from, three_passes_hiding_a_turn
from ruling.kb.dsl import LawModule, Reading, decide, law


class Law34(LawModule):
    number = "34"
    title = {"en": "Retention of the right to call", "ru": "Сохранение права на заявку"}
    summary = {
        "en": "Three passes after a call do not end the auction when a pass among them was "
              "out of rotation and took a player's turn away: the auction goes back to that "
              "player, the passes from there on are cancelled, and the auction continues "
              "normally. (1987 Law 34 is not in the seeds: what it surely said is encoded.)",
        "ru": "Три паса после заявки не завершают торговлю, если один из них сделан вне "
              "очереди и лишил игрока права на заявку: торговля возвращается к этому игроку, "
              "пасы начиная с этого места аннулируются, и торговля продолжается обычным "
              "порядком. (Правила 34 нет в исходных текстах: закодировано то, что в нём "
              "несомненно было.)",
    }

    # Law 34 has no subdivisions.
    @law("34",
         *three_passes_hiding_a_turn(),
         en="{last[seat]}'s pass makes three passes in a row, one of them out of rotation, "
            "which took {seat}'s turn away: the auction has not ended; it goes back to "
            "{seat}, and every pass from {start[seat]}'s on is cancelled.",
         ru="Пас игрока {last[seat]} — третий пас подряд, причём один из них сделан вне очереди и "
            "лишил {seat:gen} права на заявку: торговля не завершена; она возвращается к "
            "{seat:dat}, а все пасы начиная с паса {start[seat]:gen} аннулируются.")
    def three_passes(self, last, seat, first, upto, start_n):
        passes = passes_from(self, start_n, upto)
        self.use(*passes)
        self.conclude(
            Reading(at=last["at"], fate="reverts"),
            self.item("auction-reverts", irr=first, seat=seat),
            *(self.item("call-cancelled", irr=first, seat=call["seat"], call="P")
              for call in passes),
            self.item("not-covered", "30", irr=first, kind="pass-out-of-rotation",
                      about="penalty", decide=decide(
                          "penalty for the pass out of rotation at {at} (1987 Law 30)",
                          "наказание за пас вне очереди ({at}) (правило 30 "
                          "редакции 1987 года)", at=first)),
        )
