"""Law 70 — Contested claim or concession (2017).

A  The TD adjudicates as equitably as he can to both sides, but resolves any doubtful
   point against the claimer.
B  He has the claimer repeat his statement, hears the opponents' objections, and may
   have the players face their remaining cards.
C  A trump still in an opponent's hand costs the claimer a trick (or more) when he did
   not mention it, when it is at all likely he was unaware of it, and when a normal
   play could lose a trick to it.
D  He accepts from the claimer no successful line his statement did not embrace when a
   normal line would do worse, and no part of a defender's claim that depends on his
   partner's choosing one of several normal plays.
E  No unstated line that needs a card placed with one opponent rather than the other,
   unless an opponent showed out of that suit before the claim or would on any normal
   line. ("Normal" includes careless or inferior play for the class of player; not
   irrational play: footnote 21.)

Record: the claim, then ``TD`` (Law 68D2(a)), or the finding ``claim_agreed: false``.
"""

from __future__ import annotations

from ruling.kb.common.templates import Claim, ClaimPath
from ruling.kb.dsl import AS, MATCH, NOT, LawModule, TricksTaken, decide, law, place


class Law70(LawModule):
    number = "70"
    title = {"en": "Contested claim or concession", "ru": "Оспоренная претензия или уступка"}
    summary = {
        "en": "The TD adjudicates a contested claim as equitably as he can, resolving every "
              "doubtful point against the claimer: he hears the claimer's statement again and "
              "the objections; an opponent's trump the claimer did not mention, and was "
              "likely unaware of, costs a trick if a normal play could lose one to it; no "
              "successful line the statement did not embrace is accepted when a normal line "
              "does worse, nor an unstated finesse or suit break. Normal play includes "
              "careless or inferior play, not irrational play.",
        "ru": "Оспоренную претензию судья решает как можно справедливее для обеих сторон, "
              "толкуя все сомнения против заявившего: выслушивает повторное объяснение и "
              "возражения; козырь у оппонента, о котором заявивший не упомянул и о котором "
              "мог не знать, стоит взятки, если её можно отдать ему при нормальном "
              "розыгрыше; успешный план, не охваченный объяснением, не принимается, если "
              "нормальный розыгрыш хуже, как и невысказанная прорезка или расчёт на "
              "расклад. Нормальная игра включает небрежную и слабую, но не абсурдную.",
    }

    @law("70A",
         AS.path << ClaimPath(irr=MATCH.at, path="contested"),
         AS.claim << Claim(irr=MATCH.at),
         NOT(TricksTaken()),
         en="The claim is contested: the TD adjudicates the tricks that remained "
            "({claim[remaining]}), doubtful points against the claimer ({claim[seat]}), "
            "after hearing his statement again and the objections (70B).",
         ru="Претензия оспорена: судья распределяет оставшиеся взятки ({claim[remaining]}), "
            "толкуя сомнения против заявившего ({claim[seat]}), выслушав его объяснение "
            "ещё раз и возражения (70B).")
    def adjudicated_by_the_td(self, at, claim):
        self.conclude(self.item("not-covered", irr=at, kind="claim", decide=decide(
            f"share of the {claim['remaining']} tricks that remained ({claim['seat']}'s "
            f"claim at {at})",
            f"распределение {claim['remaining']} оставшихся взяток (претензия {claim['seat']}, "
            f"{place(at, 'ru')})")))
