"""Law 48 — Exposure of declarer's cards (2017).

A  Declarer is not restricted for exposing a card (but a card held as played is
   played: Law 45C2), and no card of declarer's or dummy's hand ever becomes a penalty
   card; a card declarer drops by accident need not be played.
B  Declarer faces his cards:
   1  right after a faced opening lead out of turn: Law 54 applies (54A);
   2  at any other time: he may be deemed to have claimed or conceded tricks (unless he
      plainly did not mean to claim), and Law 68 applies: play stops.

Record: ``S exposes HK`` (add ``accidental`` for a dropped card), ``S spreads``.
Whether a card was held as played (45C2) is not a finding the record carries; the TD
decides it by hand. That declarer did not mean to claim must be plain to see: the
record's ``spreads`` is taken as a claim, as Law 68A says of a player who shows his
cards. What the claim is worth is Laws 68-71's.
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.kinds import EXPOSED_CARD
from ruling.kb.common.templates import DeemedClaim, SpreadAfterOpeningLeadOutOfTurn
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    Contract,
    EndOfRecord,
    Given,
    Irregularity,
    Item,
    LawModule,
    decide,
    law,
    partner,
)

CLAIM_LAWS = ("68", "69", "70", "71")


class Law48(LawModule):
    number = "48"
    title = {"en": "Exposure of declarer's cards", "ru": "Открытие карт разыгрывающего"}
    summary = {
        "en": "Declarer is not restricted for exposing a card, and no card of declarer's or "
              "dummy's ever becomes a penalty card; a card he drops by accident need not be "
              "played. If declarer faces his hand after an opening lead out of turn, Law 54 "
              "applies; at any other time facing his hand is a claim (Law 68), unless he "
              "plainly did not mean one.",
        "ru": "Разыгрывающий не несёт ограничений за открытую карту, и никакая карта "
              "разыгрывающего или болвана не становится штрафной; случайно упавшую карту он "
              "не обязан играть. Если разыгрывающий открыл руку после первого хода вне "
              "очереди, применяется правило 54; в остальных случаях открытие руки — "
              "претензия (правило 68), если только он явно не имел её в виду.",
    }

    # -- A: declarer exposes a card -------------------------------------------------------

    @law("48A",
         AS.act << Action(verb="exposes", period="play", role="declarer"),
         en="Declarer ({act[seat]}) exposed {act[card]} without playing it.",
         ru="Разыгрывающий ({act[seat]}) открыл карту {act[card]}, не сыграв её.")
    def declarer_exposes(self, act):
        self.conclude(Irregularity(kind=EXPOSED_CARD, law="48", at=act["at"], n=act["n"],
                                   offender=act["seat"], card=act["card"],
                                   accidental=act["accidental"]))

    @law("48A",
         AS.irr << Irregularity(kind=EXPOSED_CARD, law="48", at=MATCH.at),
         en="A card declarer exposes is no penalty card and declarer is not restricted; "
            "{irr[card]} need not be played (unless he held it as played: Law 45C2).",
         ru="Карта, открытая разыгрывающим, не становится штрафной, и ограничений на "
            "разыгрывающего нет; {irr[card]} можно не играть (если только он не держал её "
            "как сыгранную: правило 45C2).")
    def no_penalty_card(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    # -- B: declarer faces his cards ------------------------------------------------------

    @law("48B1",
         AS.act << Action(verb="spreads", period="play", role="declarer", seat=MATCH.declarer,
                          n=MATCH.n),
         AS.deal << Contract(declarer=MATCH.declarer, opening_leader=MATCH.leader),
         AS.lead << CardPlayed(trick=1, is_lead=True, in_turn=False, n=MATCH.lead_n,
                               seat=MATCH.offender),
         TEST(lambda leader, offender, n, lead_n: offender == partner(leader) and lead_n < n),
         NOT(CardPlayed(trick=1, position=2)),
         overrides=("Law48.faces_hand", "Law54.declarer_spreads"),
         en="Declarer ({declarer}) faced his hand right after {offender}'s opening lead out of "
            "turn: Law 54 applies, not the claim laws.",
         ru="Разыгрывающий ({declarer}) открыл руку сразу после первого хода вне очереди "
            "({offender}): применяется правило 54, а не правила о претензиях.")
    def after_opening_lead_out_of_turn(self, act):
        self.conclude(SpreadAfterOpeningLeadOutOfTurn(at=act["at"]))

    @law("48B2",
         AS.act << Action(verb="spreads", period="play", role="declarer", at=MATCH.at),
         NOT(SpreadAfterOpeningLeadOutOfTurn(at=MATCH.at)),
         NOT(Given(key="no_claim_intended", value=True)),
         en="Declarer ({act[seat]}) faced his hand during play: he is deemed to claim, play "
            "stops, and Law 68 applies.",
         ru="Разыгрывающий ({act[seat]}) открыл руку во время розыгрыша: это считается "
            "претензией, розыгрыш прекращается, применяется правило 68.")
    def faces_hand(self, act, at):
        self.conclude(
            Irregularity(kind="claim", law="68", at=at, n=act["n"], offender=act["seat"]),
            DeemedClaim(at=at, n=act["n"], seat=act["seat"]),
            self.item("play-ceases", irr=at))

    @law("48B2",
         AS.act << Action(verb="spreads", period="play", role="declarer", at=MATCH.at),
         NOT(SpreadAfterOpeningLeadOutOfTurn(at=MATCH.at)),
         AS.found << Given(key="no_claim_intended", value=True),
         en="Declarer ({act[seat]}) faced his hand, but the TD finds he plainly did not mean "
            "to claim (68A): he is not deemed to claim; play goes on, and his cards are no "
            "penalty cards (48A).",
         ru="Разыгрывающий ({act[seat]}) открыл руку, но судья находит, что он явно не "
            "собирался заявлять претензию (68A): претензии нет; розыгрыш продолжается, его "
            "карты штрафными не становятся (48A).")
    def not_meant_as_claim(self, at):
        self.conclude(self.item("no-claim", irr=at))

    @law("48B2",
         EndOfRecord(),
         AS.claim << DeemedClaim(at=MATCH.at),
         NOT(Item(irr=MATCH.at, law=P(lambda cited: str(cited)[:2] in CLAIM_LAWS))),
         phase="closing",
         en="The claim is ruled under Laws 68-71.",
         ru="Претензия решается по правилам 68–71.")
    def claim_by_hand(self, at):
        self.conclude(self.item("not-covered", "68", irr=at, kind="claim",
                                decide=decide("claim made by facing the hand at {at}",
                                              "претензия, предъявленная открытием карт "
                                              "({at})", at=at)))
