"""Law 56 — Defender's lead out of turn (2017).

When a defender faces a lead out of turn (after the opening lead), declarer may
A  accept it as Law 53 provides (a statement, or a card played to it from the next
   hand), or
B  have it taken back: the card becomes a major penalty card and Law 50D applies
   (the correct leader leads; when he is the offender's partner, declarer has the
   options of 50D2).

Recognised here: a card led out of turn by a defender after the first trick (the
opening lead is Law 54). A fifth card to a trick that the TD finds was meant as a
lead (finding ``intended_lead``) is a lead out of turn too. A defender's card after
declarer took back his own lead out of turn, before he led from the right hand, is
Law 60B's, not this law's. Declarer's choice is read from the record by Law 53: a card
from the next hand or declarer's statement accepts; the correct leader leading (the
proper lead of 53B when he is declarer or dummy) shows it was not accepted; so does
``S chooses refuse`` (``S chooses accept`` accepts). Leads out of turn to the thirteenth
trick: Law 53A.
"""

from __future__ import annotations

from ruling.kb.common.kinds import FIFTH_CARD, LEAD_OUT_OF_TURN
from ruling.kb.common.leads import recognise_lead
from ruling.kb.common.templates import LeadAnswer, LeadOutOfTurn, PlayedBeforeCorrectLead
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CardPlayed,
    EndOfRecord,
    Finding,
    Irregularity,
    LawModule,
    law,
)

CHOICES = ["accept", "refuse"]


def _law56_defenders_lead(card) -> bool:
    """A lead after trick one, out of turn, by a defender."""
    return (card["trick"] > 1 and card["role"] == "defender"
            and card["leader_should_be"] is not None)


class Law56(LawModule):
    number = "56"
    title = {"en": "Defender's lead out of turn", "ru": "Ход защитника вне очереди"}
    summary = {
        "en": "When a defender leads out of turn during the play, declarer may accept the "
              "lead, or have it taken back: the card then becomes a major penalty card, the "
              "correct leader leads, and Law 50D applies.",
        "ru": "Если защитник пошёл вне очереди в ходе розыгрыша, разыгрывающий может "
              "принять ход или потребовать взять его назад: тогда карта становится старшей "
              "штрафной, ходит тот, чья очередь, и применяется правило 50D.",
    }

    # -- recognition -----------------------------------------------------------------

    # Bare 56: the law's opening words (before A): a faced lead out of turn.
    @law("56",
         AS.card << CardPlayed(is_lead=True, in_turn=False, already_played=False,
                               fifth_card=False, at=MATCH.at),
         TEST(lambda card: _law56_defenders_lead(card)),
         NOT(PlayedBeforeCorrectLead(at=MATCH.at)),  # Law 60B rules on it
         NOT(Irregularity(kind=FIFTH_CARD, at=MATCH.at)),  # the TD found it no lead (45E1)
         en="{card[seat]} led {card[card]} when the lead belonged to "
            "{card[leader_should_be]}: a defender's lead out of turn.",
         ru="{card[seat]} пошёл {card[card]}, хотя ходить должен был "
            "{card[leader_should_be]}: ход защитника вне очереди.")
    def defender_leads_out_of_turn(self, card):
        recognise_lead(self, card, LEAD_OUT_OF_TURN, "56", card["seat"],
                       accepters=[card["declarer"]],
                       declaring=False)

    # Bare 56: the law's opening words (before A): a faced lead out of turn.
    @law("56",
         AS.card << CardPlayed(is_lead=True, in_turn=False, fifth_card=True, at=MATCH.at),
         TEST(lambda card: _law56_defenders_lead(card)),
         NOT(PlayedBeforeCorrectLead(at=MATCH.at)),  # Law 60B rules on it
         AS.found << Finding(key="intended_lead", value=True),
         en="The TD finds that {card[seat]}'s fifth card {card[card]} was meant as the lead to "
            "the next trick, which belonged to {card[leader_should_be]}: a defender's lead "
            "out of turn.",
         ru="Судья признаёт, что пятая карта {card[card]} ({card[seat]}) была ходом в "
            "следующую взятку, а ходить должен был {card[leader_should_be]}: ход защитника "
            "вне очереди.")
    def fifth_card_meant_as_lead(self, card):
        recognise_lead(self, card, LEAD_OUT_OF_TURN, "56", card["seat"],
                       accepters=[card["declarer"]],
                       declaring=False)

    # -- A: accepted ------------------------------------------------------------------------

    @law("56A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=False, opening=False),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="accepted"),
         AS.deal << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         en="{declarer} accepted {lead[hand]}'s lead out of turn ({answer[by]} did): "
            "{lead[card]} stands as a correct lead.",
         ru="{declarer} принял ход вне очереди ({lead[card]}, {lead[hand]}): карта "
            "остаётся в силе как правильный ход.")
    def accepted(self, lead, at, declarer):
        self.conclude(
            self.item("option", irr=at, holder=declarer, choices=CHOICES,
                      chosen="accept"),
            self.item("card-stands", irr=at, seat=lead["hand"], card=lead["card"]),
        )

    # -- B: taken back ------------------------------------------------------------------------

    @law("56B",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=False, opening=False),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="refused"),
         AS.deal << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         en="{declarer} did not accept {lead[hand]}'s lead out of turn: {lead[card]} is "
            "taken back and becomes a major penalty card; {lead[leader]} leads, and Law 50D "
            "applies (the card is played at its first legal opportunity; when the offender's "
            "partner is to lead, declarer first has the options of 50D2).",
         ru="{declarer} не принял ход вне очереди: карта {lead[card]} ({lead[hand]}) "
            "берётся назад и становится старшей штрафной картой; ходит {lead[leader]}, "
            "применяется правило 50D (карта играется при первой законной возможности; если "
            "ходит партнёр нарушителя, разыгрывающий сначала выбирает по 50D2).")
    def refused(self, lead, at, declarer):
        self.conclude(
            self.item("option", irr=at, holder=declarer, choices=CHOICES,
                      chosen="refuse"),
            self.item("penalty-card", irr=at, seat=lead["hand"], card=lead["card"],
                      grade="major"),
            self.item("lead-from", "53A", irr=at, seat=lead["leader"]),
        )

    # -- nothing chosen yet ---------------------------------------------------------------------

    # Bare 56: the opening words give declarer the choice between A and B.
    @law("56",
         EndOfRecord(),
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=False, opening=False),
         AS.deal << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{declarer} may accept the lead out of turn, or have it taken back: then "
            "{lead[card]} becomes a major penalty card and {lead[leader]} leads (Law 50D).",
         ru="{declarer} может принять ход вне очереди или потребовать взять его назад: тогда "
            "{lead[card]} становится старшей штрафной картой, а ходит {lead[leader]} "
            "(правило 50D).")
    def undecided(self, at, declarer):
        self.conclude(self.item("option", irr=at, holder=declarer, choices=CHOICES))
