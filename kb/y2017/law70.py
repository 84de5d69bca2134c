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
   line. ("Normal" includes play careless or inferior for the class of player involved:
   footnote 21; the project's model of it, ``kb/common/claims.py``, stops short of
   irrational play.) E2, an order of play the Regulating Authority may lay down, has no
   place in the incident format: the TD applies it with ``tricks:``.

Record: the claim, then ``TD`` (Law 68D2(a)), or the finding ``claim_agreed: false``.
"""

from __future__ import annotations

from ruling.kb.common.claim_award import award, left_to_the_td
from ruling.kb.common.templates import (
    Claim,
    ClaimFigures,
    ClaimPath,
    ClaimSettled,
    Clarified,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CardsLeft,
    Contract,
    EndOfRecord,
    Finding,
    LawModule,
    PlayOver,
    TricksTaken,
    decide,
    law,
    side,
)

# A contested claim whose cards the TD can see (70B3), not yet settled: the patterns the
# adjudicating rules of A, C and D share.
CONTESTED = (
    AS.path << ClaimPath(irr=MATCH.at, path="contested"),
    AS.claim << Claim(irr=MATCH.at, tricks=MATCH.claimed),
    AS.figures << ClaimFigures(irr=MATCH.at, computed=True),
    AS.deal << Contract(),
    AS.over << PlayOver(),
    NOT(TricksTaken()),
    NOT(ClaimSettled(irr=MATCH.at)),
)
# ... and the worst normal line takes fewer than claimed, losing a trick to a trump still
# out (70C)
# ... made by declarer (70E1's exception is read of declarer's claims: what a defender's
# claim may count on from his partner is 70D2's)
DECLARERS_CLAIM = TEST(lambda claim, deal: claim["side"] == side(deal["declarer"]))
LOST_TO_A_TRUMP = TEST(lambda figures, claimed: figures["trump_trick"]
                       and figures["worst"] < claimed)


class Law70(LawModule):
    number = "70"
    title = {"en": "Contested claim or concession", "ru": "Оспоренная претензия или уступка"}
    summary = {
        "en": "The TD adjudicates a contested claim as equitably as he can, resolving every "
              "doubtful point against the claimer: he hears the claimer's statement again and "
              "the objections; an opponent's trump the claimer did not mention, and was "
              "at all likely unaware of, costs a trick if a normal play could lose one to it; no "
              "successful line the statement did not embrace is accepted when a normal line "
              "does worse, nor an unstated finesse or suit break. Normal play includes "
              "careless or inferior play for the class of player involved.",
        "ru": "Оспоренную претензию судья решает как можно справедливее для обеих сторон, "
              "толкуя все сомнения против сделавшего претензию: выслушивает повторное "
              "объяснение и возражения; козырь у оппонента, о котором сделавший претензию "
              "не упомянул и о котором мог не знать, стоит взятки, если её можно отдать "
              "ему при нормальном розыгрыше; успешный план, не охваченный объяснением, не "
              "принимается, если нормальный розыгрыш хуже, как и невысказанная прорезка "
              "или расчёт на расклад. Нормальная игра включает небрежную или слабую для "
              "игроков этого класса.",
    }

    # -- B3: the cards left, face up ------------------------------------------------------

    @law("70B3",
         EndOfRecord(),
         AS.claim << Claim(irr=MATCH.at, side=MATCH.claimers),
         AS.cards << CardsLeft(at=MATCH.at),
         phase="record",
         en="The cards left at the claim ({at}), worked out for {claimers}: the fewest tricks "
            "a normal line takes, the most its winners take cashed in the best order, and "
            "the most with best play all round (footnote 21: normal includes play careless "
            "or inferior for the class of player; the project's model stops short of "
            "irrational play).",
         ru="Оставшиеся на момент претензии ({at}) карты, разобранные за {claimers}: "
            "наименьшее число взяток при нормальном розыгрыше, наибольшее при снятии "
            "старших карт в лучшем порядке и наибольшее при лучшей игре всех (сноска 21: "
            "нормальная игра включает небрежную или слабую для игроков этого класса; "
            "модель проекта не доходит до абсурдной игры).")
    def cards_face_up(self, at, claimers, cards):
        # here: the model's searches (engine.endings, ~2 ms to import) only for a claim
        # whose cards are known, not for every incident of the play period
        from ruling.kb.common.claims import figures

        self.conclude(ClaimFigures(irr=at, **figures(cards, claimers)))

    @law("70B3",
         AS.path << ClaimPath(irr=MATCH.at, path="contested"),
         AS.claim << Claim(irr=MATCH.at),
         AS.deal << Contract(),
         AS.cards << CardsLeft(at=MATCH.at),
         AS.figures << ClaimFigures(irr=MATCH.at, computed=True),
         phase="record",  # shown before what the TD makes of them
         en="The TD has the remaining cards faced and compares the lines of play.",
         ru="Судья просит открыть оставшиеся карты и сравнивает варианты розыгрыша.")
    def remaining_cards_shown(self, at, claim, deal, cards, figures):
        self.conclude(self.item(
            "claim-cards", irr=at, hands=[f"{seat} {hand}" for seat, hand in cards["hands"]],
            trumps_out=figures["trumps_out"] or None, worst=figures["worst"],
            cashing=figures["cashing"], best=figures["best"], line=list(figures["line"]),
            **_law70_marked(figures, claim["side"] == side(deal["declarer"]))))

    # -- A: the TD adjudicates, doubtful points against the claimer ---------------------

    @law("70A",
         AS.path << ClaimPath(irr=MATCH.at, path="contested"),
         AS.claim << Claim(irr=MATCH.at),
         NOT(TricksTaken()),
         NOT(ClaimFigures(irr=MATCH.at, computed=True)),
         en="The claim is contested: the TD adjudicates the tricks that remained "
            "({claim[remaining]}), doubtful points against the claimer ({claim[seat]}), "
            "after hearing his statement again and the objections (70B); the lines are his "
            "to weigh (the project works them out only with the four hands given and at "
            "most six tricks to play).",
         ru="Претензия оспорена: судья распределяет оставшиеся взятки ({claim[remaining]}), "
            "толкуя сомнения против сделавшего претензию ({claim[seat]}), выслушав его объяснение "
            "ещё раз и возражения (70B); варианты розыгрыша взвешивает он сам (проект "
            "разбирает их, лишь когда даны все четыре руки и осталось не больше шести "
            "взяток).")
    def adjudicated_by_the_td(self, at, claim):
        self.conclude(self.item("not-covered", irr=at, kind="claim", decide=decide(
            "share of the {remaining} tricks that remained ({seat}'s claim at {at})",
            "распределение {remaining} оставшихся взяток (претензия игрока {seat}, {at})",
            remaining=claim["remaining"], seat=claim["seat"], at=at)))

    @law("70A",
         *CONTESTED,
         TEST(lambda figures, claimed: figures["worst"] >= claimed),
         en="No doubtful point: even the worst normal line takes the {claimed} tricks "
            "claimed, so the claim stands.",
         ru="Сомнений нет: даже при худшем нормальном розыгрыше берутся все заявленные "
            "взятки ({claimed}), претензия остаётся в силе.")
    def no_doubtful_point(self, claim, claimed, deal, over):
        award(self, deal, over, claim, claimed)

    # -- C: a trump left in an opponent's hand ------------------------------------------

    @law("70C",
         *CONTESTED,
         LOST_TO_A_TRUMP,
         AS.said << Clarified(irr=MATCH.at, stated=False),
         AS.unaware << Finding(key="unaware_of_trump", value=True),
         overrides="Law70.careless_line",
         en="An opponent still holds a trump ({figures[trumps_out]:held}); the claimer said "
            "nothing of it (no statement), it is at all likely he was unaware of it, and a "
            "normal line loses a trick to it: the tricks a normal line takes, "
            "{figures[worst]}.",
         ru="У оппонента остался козырь ({figures[trumps_out]:held}); сделавший претензию ничего "
            "о нём не сказал (объяснения не было), нельзя исключить, что он о нём не знал, и "
            "при нормальном розыгрыше взятка отдаётся этому козырю: столько взяток, "
            "сколько берёт нормальный розыгрыш, — {figures[worst]}.")
    def trump_forgotten(self, claim, figures, deal, over):
        award(self, deal, over, claim, figures["worst"])

    @law("70C",
         *CONTESTED,
         LOST_TO_A_TRUMP,
         AS.said << Clarified(irr=MATCH.at, stated=True),
         AS.silent << Finding(key="trump_mentioned", value=False),
         AS.unaware << Finding(key="unaware_of_trump", value=True),
         overrides="Law70.statement_to_weigh",
         en="An opponent still holds a trump ({figures[trumps_out]:held}); the claimer's "
            "statement did not deal with it, it is at all likely he was unaware of it, and a "
            "normal line loses a trick to it: the opponents get the trick(s) a normal play "
            "of his stated line loses to that trump.",
         ru="У оппонента остался козырь ({figures[trumps_out]:held}); в объяснении сделавшего "
            "претензию о нём не говорилось, нельзя исключить, что он о нём не знал, и при "
            "нормальном розыгрыше взятка отдаётся этому козырю: оппоненты получают "
            "взятку (взятки), которые этому козырю отдаёт нормальная игра по его плану.")
    def trump_not_mentioned(self, at, claim, figures):
        left_to_the_td(
            self, claim,
            "tricks {seat}'s stated line takes, less those a normal play of it "
            "loses to {trumps:held} (the claim at {at}; the worst normal line "
            "of all takes {worst})",
            "число взяток по объявленному плану игрока {seat} за вычетом отданных "
            "козырю {trumps:held} при нормальной игре (претензия, {at}; худший нормальный "
            "розыгрыш берёт {worst})",
            seat=claim["seat"], trumps=figures["trumps_out"], at=at,
            worst=figures["worst"])

    @law("70C",
         *CONTESTED,
         LOST_TO_A_TRUMP,
         AS.said << Clarified(irr=MATCH.at, stated=False),
         AS.aware << Finding(key="unaware_of_trump", value=False),
         overrides="Law70.careless_line",
         en="An opponent still holds a trump ({figures[trumps_out]:held}), but the TD finds it "
            "not at all likely the claimer was unaware of it: it costs him nothing under 70C, as "
            "he draws it; his side takes {figures[aware]} on the worst normal line that does.",
         ru="У оппонента остался козырь ({figures[trumps_out]:held}), но судья исключает, что "
            "сделавший претензию о нём не знал: по 70C это ему ничего не стоит, он его "
            "снимает; при худшем нормальном розыгрыше, где он это делает, его сторона "
            "берёт {figures[aware]}.")
    def trump_known(self, claim, claimed, figures, deal, over):
        _law70_as_if_drawn(self, claim, claimed, figures, deal, over)

    # -- D, E: a line the claimer did not state -------------------------------------------

    @law("70D1",
         *CONTESTED,
         TEST(lambda figures, claimed: figures["worst"] < claimed),
         AS.said << Clarified(irr=MATCH.at, stated=False),
         en="The claimer stated no line, and a normal line takes only {figures[worst]}: no "
            "more successful line is accepted from him (70D1, 70E1; a line placing a card "
            "that an opponent would show out of on every normal line first is the TD's to "
            "accept, with tricks:), so his side takes {figures[worst]}.",
         ru="Сделавший претензию не объяснил план, а нормальный розыгрыш берёт лишь "
            "{figures[worst]}: более успешный вариант от него не принимается (70D1, 70E1; "
            "план, рассчитанный на карту в масти, в которой оппонент при любом нормальном "
            "розыгрыше раньше покажет ренонс, судья может принять сам, указав число взяток "
            "в ключе tricks:), его сторона берёт {figures[worst]}.")
    def careless_line(self, claim, figures, deal, over):
        defenders = claim["side"] != side(deal["declarer"])  # a defender's claim: 70D2
        award(self, deal, over, claim, figures["worst"], law="70D2" if defenders else None)

    @law("70D1",
         *CONTESTED,
         TEST(lambda figures, claimed: figures["worst"] < claimed),
         AS.said << Clarified(irr=MATCH.at, stated=True),
         en="The claimer stated a line (\"{claim[statement]}\"), and a normal line takes "
            "only {figures[worst]} of the {claimed} claimed: whether his statement embraced "
            "the successful line is for the TD (70D1, 70E).",
         ru="Сделавший претензию объяснил план («{claim[statement]}»), а нормальный "
            "розыгрыш берёт лишь {figures[worst]} (заявлено: {claimed}): охватывало ли "
            "объяснение успешный вариант, решает судья (70D1, 70E).")
    def statement_to_weigh(self, at, claim, claimed, figures):
        left_to_the_td(
            self, claim,
            "share of the {remaining} tricks that remained: {claimed} if "
            "{seat}'s statement embraced the successful line, else "
            "{worst} (the claim at {at})",
            "распределение {remaining} оставшихся взяток: {claimed}, если "
            "объяснение игрока {seat} охватывало успешный вариант, иначе "
            "{worst} (претензия, {at})",
            remaining=claim["remaining"], claimed=claimed, seat=claim["seat"],
            worst=figures["worst"], at=at)

    # -- E1: a line that places a card with one opponent rather than the other ----------
    # The bar itself is careless_line's: the worst normal line never plays for a card's
    # place. The exception read from the cards is an opponent's failure to follow before
    # the claim (``marked``: the line that plays for the cards it placed, see
    # kb/common/claims.py), for declarer's claims; "or would fail to follow on any
    # normal line" is the TD's (``tricks:``).

    @law("70E1",
         *CONTESTED,
         TEST(lambda figures, claimed: figures["marked_suits"] and figures["worst"] < claimed
              and figures["marked"] > figures["worst"] and not figures["trump_trick"]),
         DECLARERS_CLAIM,
         AS.said << Clarified(irr=MATCH.at, stated=False),
         AS.found << Finding(key="marked_line", value=True),
         overrides="Law70.careless_line",
         en="An opponent failed to follow to {figures[marked_suits]} before the claim, so "
            "the bar on an unstated line that places a card with one opponent does not hold "
            "there; the TD finds the claimer would surely have played for the cards it "
            "placed: his side takes what that line takes, {figures[marked]}, of the "
            "{claimed} claimed.",
         ru="Оппонент до претензии не ответил в {figures[marked_suits]} (показал ренонс), поэтому "
            "запрет на невысказанный план, рассчитанный на карту у одного из оппонентов, здесь не "
            "действует; судья находит, что сделавший претензию наверняка сыграл бы на "
            "выданные карты: его сторона берёт столько, сколько этот план, — "
            "{figures[marked]} из {claimed} заявленных.")
    def marked_card_played_for(self, claim, claimed, figures, deal, over):
        award(self, deal, over, claim, min(claimed, figures["marked"]))

    @law("70E1",
         *CONTESTED,
         LOST_TO_A_TRUMP,
         TEST(lambda figures: figures["marked_suits"]
              and figures["marked"] > figures["aware"]),
         DECLARERS_CLAIM,
         AS.said << Clarified(irr=MATCH.at, stated=False),
         AS.aware << Finding(key="unaware_of_trump", value=False),
         AS.found << Finding(key="marked_line", value=True),
         overrides="Law70.trump_known",
         en="The claimer knew of the trump still out, and an opponent failed to follow to "
            "{figures[marked_suits]} before the claim: the TD finds he would surely have "
            "played for the cards the show-out placed (70E1), drawing the trump on the way: "
            "his side takes what that line takes, {figures[marked]}, of the {claimed} "
            "claimed.",
         ru="Сделавший претензию знал об оставшемся козыре, а оппонент до претензии не "
            "ответил в {figures[marked_suits]} (показал ренонс): судья находит, что он наверняка "
            "сыграл бы на выданные карты (70E1), сняв по пути козырь: его сторона берёт "
            "столько, сколько этот план, — {figures[marked]} из {claimed} заявленных.")
    def marked_card_played_for_trump_drawn(self, claim, claimed, figures, deal, over):
        award(self, deal, over, claim, min(claimed, figures["marked"]))


def _law70_marked(figures, declarers):  # type: ignore[no-untyped-def]
    """The marked line's figure, for the item of the cards left, when it differs (of
    declarer's claims: DECLARERS_CLAIM)."""
    if not declarers or not figures["marked_suits"] or figures["marked"] == figures["worst"]:
        return {}
    return {"marked_suits": figures["marked_suits"], "marked": figures["marked"]}


def _law70_as_if_drawn(engine, claim, claimed, figures, deal, over):  # type: ignore[no-untyped-def]
    """70C does not apply: the claim is judged on the normal lines that draw the trump,
    as the rest of the law judges it: it stands if none does worse (70A), else the side
    takes what the worst of them takes (70D1)."""
    if figures["aware"] >= claimed:
        award(engine, deal, over, claim, claimed, law="70A")
    else:
        award(engine, deal, over, claim, figures["aware"], law="70D1")
