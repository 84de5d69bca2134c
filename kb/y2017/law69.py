"""Law 69 — Agreed claim or concession (2017).

A  Agreement is established when a side assents to the opponents' claim or concession
   and raises no objection before calling on the next board or before the round ends:
   the board is scored as though the tricks claimed or conceded had been won or lost in
   play.
B  Within the correction period the agreement may be withdrawn, and the trick given
   back to the side that agreed, if it had in fact won that trick (B1) or would likely
   have won it had play continued (B2).

Record: an opponent's ``accepts`` after the claim (Law 68D1), or the finding
``claim_agreed`` when the record stops at the claim.
"""

from __future__ import annotations

from ruling.kb.common.claim_award import award, left_to_the_td
from ruling.kb.common.templates import Claim, ClaimFigures, ClaimPath, ClaimSettled
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Contract,
    Finding,
    LawModule,
    PlayOver,
    TricksTaken,
    law,
)


class Law69(LawModule):
    number = "69"
    title = {"en": "Agreed claim or concession", "ru": "Согласованная претензия или уступка"}
    summary = {
        "en": "Once the opponents assent and raise no objection before the next board or "
              "the end of the round, the board is scored as though the tricks claimed or "
              "conceded had been won or lost in play. The agreement may be withdrawn within "
              "the correction period for a trick the side had in fact won, or would likely "
              "have won had play continued.",
        "ru": "Если оппоненты согласились и не возразили до заявки на следующей сдаче или "
              "до конца тура, сдача записывается так, как будто заявленные (уступленные) "
              "взятки были взяты (отданы) в розыгрыше. В период исправлений согласие можно "
              "отозвать за взятку, которую сторона на самом деле уже взяла или, вероятно, "
              "взяла бы при продолжении розыгрыша.",
    }

    @law("69A",
         AS.path << ClaimPath(irr=MATCH.at, path="agreed"),
         AS.claim << Claim(irr=MATCH.at),
         AS.deal << Contract(),
         AS.over << PlayOver(),
         NOT(TricksTaken()),
         NOT(ClaimSettled(irr=MATCH.at)),
         en="The claim was agreed: the board is scored as though the tricks had been won "
            "and lost in play ({claim[seat]}'s side takes {claim[tricks]} of the "
            "{claim[remaining]} that remained).",
         ru="С претензией согласились: сдача записывается так, как будто взятки были "
            "взяты и отданы в розыгрыше (сторона игрока {claim[seat]} берёт {claim[tricks]} из "
            "{claim[remaining]} оставшихся).")
    def scored_as_claimed(self, claim, deal, over):
        award(self, deal, over, claim, claim["tricks"])

    @law("69B",
         AS.path << ClaimPath(irr=MATCH.at, path="agreed"),
         AS.claim << Claim(irr=MATCH.at, tricks=MATCH.claimed),
         AS.cards << ClaimFigures(irr=MATCH.at, worst=MATCH.worst, best=MATCH.best),
         TEST(lambda worst, best, claimed: worst is not None and best is not None
              and best < claimed),
         AS.found << Finding(key="agreement_withdrawn", value=True),
         AS.deal << Contract(),
         AS.over << PlayOver(),
         NOT(TricksTaken()),
         NOT(ClaimSettled(irr=MATCH.at)),
         overrides="Law69.scored_as_claimed",
         en="Even with best play all round {claim[seat]}'s side takes only {best} of the "
            "{claim[remaining]} tricks, not {claimed}: the side that agreed gave up tricks "
            "it would have won had play continued, and withdrew its agreement in time: the "
            "board is rescored with them to that side.",
         ru="Даже при лучшей игре всех сторона игрока {claim[seat]} берёт лишь {best} из "
            "{claim[remaining]} взяток, а не {claimed}: согласившаяся сторона отдала "
            "взятки, которые взяла бы при продолжении розыгрыша, и вовремя отозвала "
            "согласие: результат пересчитывается с этими взятками в её пользу.")
    def agreement_withdrawn(self, claim, best, deal, over):
        award(self, deal, over, claim, best)

    @law("69B",
         AS.path << ClaimPath(irr=MATCH.at, path="agreed"),
         AS.claim << Claim(irr=MATCH.at, tricks=MATCH.claimed),
         AS.cards << ClaimFigures(irr=MATCH.at, worst=MATCH.worst, best=MATCH.best),
         TEST(lambda worst, best, claimed: worst is not None and best is not None
              and worst < claimed <= best),
         AS.found << Finding(key="agreement_withdrawn", value=True),
         NOT(TricksTaken()),
         NOT(ClaimSettled(irr=MATCH.at)),
         overrides="Law69.scored_as_claimed",
         en="Best play all round takes the {claimed} tricks claimed, but a normal line takes "
            "only {worst}; the side that agreed withdrew its agreement in time: how many "
            "tricks it would likely have won had play continued is the TD's to judge.",
         ru="При лучшей игре всех берутся все заявленные взятки ({claimed}), но нормальный "
            "розыгрыш берёт лишь {worst}; согласившаяся сторона вовремя отозвала согласие: "
            "сколько взяток она, вероятно, взяла бы при продолжении розыгрыша, решает "
            "судья.")
    def agreement_withdrawn_likely(self, at, claim, claimed, worst):
        left_to_the_td(
            self, claim,
            "tricks the side that agreed to {seat}'s claim at {at} would likely "
            "have won had play continued (at most {most}: a normal line takes "
            "{worst} of the {claimed} claimed)",
            "сколько взяток, вероятно, взяла бы при продолжении розыгрыша сторона, "
            "согласившаяся с претензией игрока {seat} ({at}) (не больше {most}: "
            "нормальный розыгрыш берёт {worst} из {claimed} заявленных)",
            seat=claim["seat"], at=at, most=claimed - worst, worst=worst, claimed=claimed)
