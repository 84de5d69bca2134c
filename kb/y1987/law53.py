"""Law 53 — Lead out of turn accepted (1987), as far as the knowledge base is sure of it.

The seeds stop before Law 53. What is encoded here is only what the 1987 code surely
said (the 1975 code said the same, and the 1997 one kept it): a lead out of turn may be
treated as a correct lead; it becomes one when an opponent of the offender accepts it
in words, or when the player next in rotation plays to it (a card of the suit led, or
any card of a player void in it, when that player was himself on lead); when instead
the correct leader leads, the irregular card is no card played to a trick. These rules
only say what the play goes on from (the ``Reading`` the record is replayed with).
What else becomes of the card, and any rectification, is Laws 54-56's, not encoded:
``unencoded_play`` leaves them to the TD.
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.kinds import LEAD_OUT_OF_TURN, OPENING_LEAD_OUT_OF_TURN
from ruling.kb.common.leads import next_card
from ruling.kb.common.templates import LeadNextCard
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    CardPlayed,
    Irregularity,
    LawModule,
    Reading,
    law,
    side,
)

LEADS = (LEAD_OUT_OF_TURN, OPENING_LEAD_OUT_OF_TURN)


def _law53_lead(card) -> dict:
    """The lead out of turn as ``next_card`` reads it."""
    return {"hand": card["seat"], "leader": card["leader_should_be"], "suit": card["suit"]}


class Law53(LawModule):
    number = "53"
    title = {"en": "Lead out of turn accepted", "ru": "Принятие хода вне очереди"}
    summary = {
        "en": "A lead out of turn may be treated as a correct lead: it becomes one when an "
              "opponent of the offender accepts it, or when the player next in rotation "
              "plays to it. When the correct leader leads instead, the irregular card is not "
              "played to the trick. (1987 Law 53 is not in the seeds: only this much, which "
              "the 1987 code surely said, is encoded.)",
        "ru": "Ход вне очереди может считаться правильным ходом: он становится им, если "
              "оппонент нарушителя принимает его, или если следующий по порядку игрок "
              "играет на него. Если же ходит тот, чья была очередь, карта вне очереди не "
              "сыграна во взятку. (Правила 53 нет в исходных текстах: закодировано лишь "
              "то, что в редакции 1987 года несомненно было.)",
    }

    # Bare 53 in this module: the seeds do not hold 1987 Law 53, so its subdivisions are
    # not cited.

    @law("53",
         AS.irr << Irregularity(kind=P(lambda kind: kind in LEADS), at=MATCH.at, n=MATCH.n),
         AS.lead << CardPlayed(at=MATCH.at),
         AS.card << CardPlayed(n=MATCH.m),
         TEST(lambda n, m: m > n),
         NOT(LeadNextCard(irr=MATCH.at)),
         en="{card[seat]}'s {card[card]} is the first card played after {lead[seat]}'s lead "
            "out of turn ({lead[card]}).",
         ru="{card[card]} ({card[seat]}) — первая карта, сыгранная после хода вне очереди "
            "({lead[card]}, {lead[seat]}).")
    def next_card(self, at, lead, card):
        self.conclude(next_card(self, at, _law53_lead(lead), card))

    @law("53",
         AS.irr << Irregularity(kind=P(lambda kind: kind in LEADS), at=MATCH.at,
                                offender=MATCH.offender),
         AS.yes << Accepted(of=MATCH.at, seat=MATCH.by),
         TEST(lambda offender, by: side(by) != side(offender)),
         NOT(Reading(at=MATCH.at)),
         en="{by}, an opponent of the offender, accepted the lead out of turn ({irr[card]}): "
            "it is treated as a correct lead, and the play goes on from it.",
         ru="{by}, оппонент нарушителя, принял ход вне очереди ({irr[card]}): ход считается "
            "правильным, игра продолжается с него.")
    def accepted_in_words(self, at):
        self.conclude(Reading(at=at, fate="stands"))

    @law("53",
         AS.irr << Irregularity(kind=P(lambda kind: kind in LEADS), at=MATCH.at),
         AS.next << LeadNextCard(irr=MATCH.at, relation="lho", taken_back=False),
         TEST(lambda next: not next["proper_leader"] or next["same_suit"] or next["void"]),
         NOT(Reading(at=MATCH.at)),
         en="{next[seat]}, next in rotation, played {next[card]} to the lead out of turn "
            "({irr[card]}): it is accepted, and the play goes on from it.",
         ru="Следующий по порядку игрок ({next[seat]}) сыграл {next[card]} на ход вне "
            "очереди ({irr[card]}): ход принят, игра продолжается с него.")
    def played_to(self, at):
        self.conclude(Reading(at=at, fate="stands"))

    @law("53",
         AS.irr << Irregularity(kind=P(lambda kind: kind in LEADS), at=MATCH.at),
         AS.next << LeadNextCard(irr=MATCH.at, proper_leader=True),
         TEST(lambda next: not (next["relation"] == "lho" and not next["taken_back"]
                                and (next["same_suit"] or next["void"]))),
         NOT(Reading(at=MATCH.at)),
         en="{next[seat]}, whose lead it was, led {next[card]}: the lead out of turn "
            "({irr[card]}) was not accepted and is no card played to the trick.",
         ru="{next[seat]}, чья была очередь, пошёл {next[card]}: ход вне очереди "
            "({irr[card]}) не принят, и эта карта не сыграна во взятку.")
    def correct_leader_leads(self, at):
        self.conclude(Reading(at=at, fate="not-played"))
