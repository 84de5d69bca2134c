"""Law 34 — Retention of the right to call (1987).

When three passes follow a call but one of them was out of rotation, so that a player
lost his turn to call, the auction has not ended: it goes back to the player who
missed his turn, and the passes made after that turn are cancelled.

Not in the seeds: the 1987 text as known to the project. The record analysis
(``engine.auction``) reads the reversion off the record (``Cancelled`` with ``how`` =
``missed-turn``); this law says what it means. Whether the pass out of rotation is
penalised is Laws 29-30's business: when its LHO called over it, Law 29A has already
waived the penalty.
"""

from __future__ import annotations

from kb.dsl import (
    AS,
    MATCH,
    CallMade,
    Cancelled,
    Irregularity,
    LawModule,
    law,
)


class Law34(LawModule):
    number = "34"
    title = {"en": "Retention of the right to call", "ru": "Сохранение права на заявку"}
    summary = {
        "en": "Three passes, one of them out of rotation so that a player missed his turn, do "
              "not end the auction: it goes back to the player who missed his turn, and the "
              "passes after that turn are cancelled.",
        "ru": "Три паса, один из которых сделан вне очереди, так что игрок пропустил свою "
              "очередь, не завершают торговлю: она возвращается к игроку, пропустившему "
              "очередь, а последующие пасы аннулируются.",
    }

    @law("34",
         AS.irr << Irregularity(kind="pass-out-of-rotation", at=MATCH.at),
         AS.gone << Cancelled(of=MATCH.at, how="missed-turn", at=MATCH.by),
         AS.back << CallMade(at=MATCH.by),
         en="{irr[offender]}'s pass out of rotation at {back[seat]}'s turn made the third "
            "pass, but {back[seat]} had missed his turn: the auction has not ended and goes "
            "back to {back[seat]}.",
         ru="Пас вне очереди ({irr[offender]}) в очередь {back[seat]} оказался третьим, но "
            "{back[seat]} пропустил свою очередь: торговля не окончена и возвращается к "
            "{back[seat]}.")
    def reverts(self, irr, at, gone, by, back):
        self.conclude(self.item("auction-reverts", "34", irr=at, seat=back["seat"]))

    @law("34",
         AS.irr << Irregularity(kind="pass-out-of-rotation", at=MATCH.at),
         AS.first << Cancelled(of=MATCH.at, how="missed-turn", at=MATCH.by),
         AS.gone << Cancelled(how="missed-turn", at=MATCH.by, of=MATCH.of),
         AS.pass_ << CallMade(at=MATCH.of),
         en="{pass_[seat]}'s pass ({of}) came at or after the missed turn: it is cancelled.",
         ru="Пас {pass_[seat]} ({of}) сделан в пропущенную очередь или после неё: он "
            "аннулируется.")
    def later_pass_cancelled(self, irr, at, first, by, gone, of, pass_):
        self.conclude(self.item("call-cancelled", "34", irr=at, seat=pass_["seat"],
                                call=pass_["call"]))
