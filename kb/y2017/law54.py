"""Law 54 — Faced opening lead out of turn (2017).

(preamble) A face-down lead by the offender's partner after the faced lead out of turn
   is taken back (not encoded: the record does not show face-down leads).
A  Declarer may spread his hand: he becomes dummy and dummy becomes declarer.
B  Declarer may accept the lead as Law 53 provides; dummy is then spread (Law 41).
   B1 The second card to the trick comes from declarer's own hand.
   B2 If declarer plays the second card from dummy, that card stays played (unless
      it is withdrawn to correct a revoke).
C  If declarer could have seen any of dummy's cards, he must accept the lead and stays
   declarer. Read from the record: dummy faced his hand or exposed a card after the
   lead (``N spreads``, ``N exposes ...``), or declarer played a card from dummy to it
   (B2). Nothing else in the record shows it, so without those entries the ruling
   gives declarer every option.
D  Declarer may refuse the lead: the card is taken back and becomes a major penalty
   card (Law 50D applies: the correct leader leads, with declarer's options there).
E  An opening lead attempted by declarer or dummy is a card exposed during the auction
   period: Law 24 applies (24D: the offender is on the declaring side, so the card goes
   back to the hand).

A  (second sentence) A declarer who starts to spread and so exposes cards must spread
   them all: not read (the record cannot tell a declarer beginning to spread from one
   showing a card by accident).

Declarer's options, all told (A, B, and D with Law 50D2's three): spread and become
dummy; accept and play second from his own hand; refuse, the card becoming a major
penalty card, and then, before the right defender leads, require the suit of that
card, forbid it (while that defender keeps the lead; the card is then picked up), or
let him lead anything (the card stays a penalty card). C leaves him only the second;
E none (Law 24 rules).

Which way declarer chose is read from the record: ``S spreads`` or ``S chooses
accept-and-become-dummy`` (A), ``S accepts``, ``S chooses accept-and-play-second`` or
declarer playing second (B), ``S chooses refuse`` or the correct leader leading (D).
Law 50 reads the choice under 50D2 that follows a refusal.
"""

from __future__ import annotations

from ruling.kb.common.kinds import OPENING_LEAD_OUT_OF_TURN
from ruling.kb.common.leads import recognise_lead
from ruling.kb.common.templates import (
    DeclarerSawDummy,
    LeadAnswer,
    LeadNextCard,
    LeadOutOfTurn,
    SecondCardFromHand,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    Chooses,
    Contract,
    EndOfRecord,
    Irregularity,
    LawModule,
    Reading,
    choice_in,
    law,
)

SPREAD = "accept-and-become-dummy"
SECOND = "accept-and-play-second"
REFUSE = "refuse"
CHOICES = [SECOND, SPREAD, REFUSE]


def _law54_spread(engine, lead, at: str, declarer: str) -> None:
    """54A: the lead stands, declarer becomes dummy (and dummy declarer)."""
    engine.conclude(
        LeadAnswer(irr=at, answer="spread", by=declarer),
        engine.item("option", "54", irr=at, holder=declarer, choices=CHOICES, chosen=SPREAD),
        engine.item("becomes-dummy", "54A", irr=at, seat=declarer),
        engine.item("card-stands", "54A", irr=at, seat=lead["hand"], card=lead["card"]),
    )


class Law54(LawModule):
    number = "54"
    title = {"en": "Faced opening lead out of turn", "ru": "Открытый первый ход вне очереди"}
    summary = {
        "en": "When the wrong defender faces the opening lead, declarer chooses: spread his "
              "own hand and become dummy; accept the lead and play second from his own hand "
              "(then dummy goes down); or refuse it, and the card becomes a major penalty "
              "card while the right defender leads (Law 50D). If declarer could have seen "
              "dummy's cards, he must accept and stays declarer. An opening lead attempted by "
              "declarer or dummy is dealt with by Law 24.",
        "ru": "Если первый ход открыл не тот защитник, разыгрывающий выбирает: открыть свою "
              "руку и стать болваном; принять ход и сыграть второй картой из своей руки "
              "(после этого болван открывает карты); или не принять ход — тогда карта "
              "становится старшей штрафной, а ходит правильный защитник (правило 50D). Если "
              "разыгрывающий мог видеть карты болвана, он обязан принять ход и остаётся "
              "разыгрывающим. Попытка первого хода разыгрывающим или болваном решается по "
              "правилу 24.",
    }

    # -- recognition -----------------------------------------------------------------

    # Bare 54: the law's opening words (before A): a faced opening lead out of turn.
    @law("54",
         AS.card << CardPlayed(trick=1, is_lead=True, in_turn=False, already_played=False,
                               role="defender"),
         AS.deal << Contract(declarer=MATCH.declarer),
         en="{card[seat]} faced the opening lead ({card[card]}) when it was "
            "{card[leader_should_be]}'s turn to lead: an opening lead out of turn.",
         ru="{card[seat]} открыл первый ход ({card[card]}), хотя ходить должен был "
            "{card[leader_should_be]}: первый ход вне очереди.")
    def opening_lead_out_of_turn(self, card, declarer):
        recognise_lead(self, card, OPENING_LEAD_OUT_OF_TURN, "54", card["seat"],
                       accepters=[declarer],
                       declaring=False)

    @law("54E",
         AS.card << CardPlayed(trick=1, is_lead=True, in_turn=False, already_played=False,
                               role=MATCH.role),
         TEST(lambda role: role in ("declarer", "dummy")),
         en="{card[seat]}, of the declaring side, tried to make the opening lead "
            "({card[card]}): an opening lead out of turn, dealt with by Law 24.",
         ru="{card[seat]}, из разыгрывающей пары, попытался сделать первый ход "
            "({card[card]}): первый ход вне очереди, решается по правилу 24.")
    def declaring_side_leads(self, card):
        recognise_lead(self, card, OPENING_LEAD_OUT_OF_TURN, "54", card["seat"], accepters=[],
                       declaring=True, governed=False)

    # -- A: declarer spreads his hand -------------------------------------------------

    @law("54A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, n=MATCH.n, opening=True, declaring=False),
         AS.deal << Contract(declarer=MATCH.declarer, dummy=MATCH.dummy),
         AS.act << Action(verb="spreads", period="play", seat=MATCH.declarer, n=MATCH.m),
         TEST(lambda n, m: m > n),
         NOT(LeadNextCard(irr=MATCH.at)),
         NOT(DeclarerSawDummy(irr=MATCH.at)),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{declarer} spread his hand after the opening lead out of turn: he accepts the "
            "lead and becomes dummy; {dummy} becomes declarer.",
         ru="{declarer} открыл свою руку после первого хода вне очереди: ход принят, "
            "{declarer} становится болваном, а {dummy} — разыгрывающим.")
    def declarer_spreads(self, lead, at, declarer, act):
        _law54_spread(self, lead, at, declarer)
        self.conclude(Reading(at=act["at"], fate="becomes-dummy"))

    @law("54A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, n=MATCH.n, opening=True, declaring=False),
         AS.deal << Contract(declarer=MATCH.declarer, dummy=MATCH.dummy),
         AS.said << Chooses(seat=MATCH.declarer, n=MATCH.m),
         TEST(lambda said, n, m: m > n and choice_in(said["choice"], [SPREAD]) is not None),
         NOT(DeclarerSawDummy(irr=MATCH.at)),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{declarer} said he accepts the opening lead out of turn by spreading his own "
            "hand: he becomes dummy; {dummy} becomes declarer.",
         ru="{declarer} заявил, что принимает первый ход вне очереди и открывает свою "
            "руку: {declarer} становится болваном, а {dummy} — разыгрывающим.")
    def declarer_says_he_spreads(self, lead, at, declarer):
        _law54_spread(self, lead, at, declarer)

    # -- B: declarer accepts the lead --------------------------------------------------

    @law("54B",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, opening=True, declaring=False),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="accepted"),
         AS.deal << Contract(declarer=MATCH.declarer, dummy=MATCH.dummy),
         en="{declarer} accepted the opening lead out of turn and stays declarer: the second "
            "card to the trick comes from his own hand (54B1), then {dummy} spreads his hand "
            "as dummy.",
         ru="{declarer} принял первый ход вне очереди и остаётся разыгрывающим: вторая карта "
            "во взятку играется из его собственной руки (54B1), после чего {dummy} "
            "открывает карты как болван.")
    def declarer_accepts(self, lead, at, declarer):
        self.conclude(
            self.item("option", "54", irr=at, holder=declarer, choices=CHOICES, chosen=SECOND),
            self.item("card-stands", "53A", irr=at, seat=lead["hand"], card=lead["card"]),
        )

    @law("54B1",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, opening=True, declaring=False),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="accepted"),
         AS.deal << Contract(declarer=MATCH.declarer),
         AS.next << LeadNextCard(irr=MATCH.at, seat=MATCH.declarer, relation="lho",
                                 taken_back=False),
         en="{declarer} played the second card to the trick ({next[card]}) from his own "
            "hand, as he must after accepting the lead.",
         ru="{declarer} сыграл вторую карту во взятку ({next[card]}) из своей руки, как и "
            "должен после принятия хода.")
    def second_card_from_hand(self, at, next):
        self.conclude(SecondCardFromHand(irr=at, card=next["card"]))

    @law("54B2",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, opening=True, declaring=False),
         AS.deal << Contract(declarer=MATCH.declarer, dummy=MATCH.dummy),
         AS.card << CardPlayed(seat=MATCH.dummy, trick=1, position=2, in_turn=False),
         en="Declarer played the second card to the trick from dummy ({card[card]}) instead "
            "of from his own hand: that card may not be taken back (except to correct a "
            "revoke).",
         ru="Разыгрывающий сыграл вторую карту во взятку из руки болвана ({card[card]}), а не "
            "из своей руки: эту карту нельзя взять назад (кроме исправления фальшренонса).")
    def second_card_from_dummy(self, at, dummy, card):
        self.conclude(self.item("card-stands", irr=at, seat=dummy, card=card["card"]),
                      DeclarerSawDummy(irr=at, how="played-from-dummy"))

    # -- C: declarer could have seen dummy's cards --------------------------------------

    @law("54C",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, n=MATCH.n, opening=True, declaring=False),
         AS.deal << Contract(dummy=MATCH.dummy),
         AS.act << Action(verb=MATCH.verb, period="play", seat=MATCH.dummy, n=MATCH.m),
         TEST(lambda verb, n, m: verb in ("spreads", "exposes") and m > n),
         NOT(LeadNextCard(irr=MATCH.at)),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{dummy} faced his cards after the opening lead out of turn, before declarer "
            "chose: declarer could have seen dummy's cards.",
         ru="{dummy} открыл карты после первого хода вне очереди, до выбора разыгрывающего: "
            "разыгрывающий мог видеть карты болвана.")
    def dummy_faced_cards(self, at, verb):
        self.conclude(DeclarerSawDummy(irr=at, how=verb))

    @law("54C",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, opening=True, declaring=False),
         AS.saw << DeclarerSawDummy(irr=MATCH.at),
         AS.deal << Contract(declarer=MATCH.declarer),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="Declarer could have seen dummy's cards, so he must accept the opening lead out "
            "of turn; {declarer} stays declarer and plays second from his own hand.",
         ru="Разыгрывающий мог видеть карты болвана, поэтому обязан принять первый ход вне "
            "очереди; {declarer} остаётся разыгрывающим и играет второй картой из своей руки.")
    def must_accept(self, lead, at, declarer):
        self.conclude(
            LeadAnswer(irr=at, answer="must-accept", by=declarer),
            self.item("option", irr=at, holder=declarer, choices=[SECOND], chosen=SECOND),
            self.item("card-stands", irr=at, seat=lead["hand"], card=lead["card"]),
        )

    # -- D: declarer refuses the lead ----------------------------------------------------

    @law("54D",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, opening=True, declaring=False),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="refused"),
         AS.deal << Contract(declarer=MATCH.declarer),
         en="{declarer} did not accept the opening lead out of turn: {lead[hand]}'s "
            "{lead[card]} is taken back and becomes a major penalty card; {lead[leader]} "
            "leads, and Law 50D applies (before that lead declarer may require or forbid "
            "the suit of the penalty card, or leave it on the table: 50D2).",
         ru="{declarer} не принял первый ход вне очереди: карта {lead[card]} "
            "({lead[hand]}) берётся назад и становится старшей штрафной картой; ходит "
            "{lead[leader]}, применяется правило 50D (до этого хода разыгрывающий может "
            "потребовать или запретить ход в масть штрафной карты либо оставить её на "
            "столе: 50D2).")
    def declarer_refuses(self, lead, at, declarer):
        self.conclude(
            self.item("option", "54", irr=at, holder=declarer, choices=CHOICES, chosen=REFUSE),
            self.item("penalty-card", irr=at, seat=lead["hand"], card=lead["card"],
                      grade="major"),
            self.item("lead-from", irr=at, seat=lead["leader"]),
        )

    # -- nothing chosen yet ---------------------------------------------------------------

    # Bare 54: declarer's option spans A, B and D; no one subdivision offers it.
    @law("54",
         EndOfRecord(),
         AS.lead << LeadOutOfTurn(irr=MATCH.at, opening=True, declaring=False),
         AS.deal << Contract(declarer=MATCH.declarer),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{declarer} chooses: accept the lead and play second from his own hand (54B), "
            "spread his own hand and become dummy (54A), or refuse the lead (54D): "
            "{lead[card]} then becomes a major penalty card and, before {lead[leader]} leads, "
            "declarer requires or forbids a lead of its suit, or lets him lead anything with "
            "the card left on the table (50D2). If he could have seen any of dummy's cards, "
            "he must accept and play second (54C).",
         ru="{declarer} выбирает: принять ход и сыграть второй картой из своей руки (54B), "
            "открыть свою руку и стать болваном (54A) или не принять ход (54D): "
            "{lead[card]} тогда становится старшей штрафной картой, и до хода "
            "{lead[leader]:gen} разыгрывающий требует или запрещает ход в её масть либо "
            "разрешает любой ход, оставляя карту на столе (50D2). Если он мог видеть хоть "
            "одну карту болвана, он обязан принять ход и сыграть второй картой (54C).")
    def undecided(self, at, declarer):
        self.conclude(self.item("option", irr=at, holder=declarer, choices=CHOICES))

    # -- E: the declaring side tries to lead ------------------------------------------------

    @law("54E",
         AS.irr << Irregularity(kind=OPENING_LEAD_OUT_OF_TURN, at=MATCH.at, declaring=True),
         AS.deal << Contract(opening_leader=MATCH.leader),
         en="{irr[hand]} is on the declaring side: his card counts as exposed during the "
            "auction period (Law 24), and since he will be declarer or dummy it goes back to "
            "his hand with no penalty card (24D); what it showed is unauthorized information "
            "for his side (16C). {leader} makes the opening lead.",
         ru="{irr[hand]} из разыгрывающей пары: его карта считается открытой в период "
            "торговли (правило 24), и так как он будет разыгрывающим или болваном, она "
            "возвращается в руку без штрафной карты (24D); сведения от неё — неразрешённая "
            "информация для его пары (16C). Первый ход делает {leader}.")
    def declaring_side_card_returned(self, irr, at, leader):
        self.conclude(self.item("card-withdrawn", "24D", irr=at, seat=irr["hand"],
                                card=irr["card"]),
                      self.item("lead-from", "41A", irr=at, seat=leader),
                      Reading(at=at, fate="not-played"))
