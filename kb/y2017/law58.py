"""Law 58 — Simultaneous leads or plays (2017).

A  A card led or played at the same moment as another player's legal lead or play
   counts as played after it.
B  Two or more cards from one hand at once:
   B1 only one face visible: that card is played, the others go back, nothing more;
   B2 more than one face visible: the player says which card he plays; a defender's
      other visible cards become penalty cards (Law 50);
   B3 an opponent who played to the trick after a visible card was taken back may
      change his card (Law 16C);
   B4 not found until both sides have played to the next trick: Law 67.

Record: the card of the player whose turn it was first, the other card after it with
``simultaneous`` (``E H5 simultaneous``). Two cards from one hand are two entries by
the same player, the second marked ``simultaneous``: the first is the card the player
plays (B1, or his choice under B2), the second the other card. Whether that second
card's face was seen (B1 or B2) is the finding ``could_see``. B3 and B4 are not read
from the record.
"""

from __future__ import annotations

from kb.common.templates import DeemedSubsequent, PenaltyCardDue
from kb.dsl import (
    AS,
    MATCH,
    CardPlayed,
    Finding,
    Irregularity,
    LawModule,
    law,
)


class Law58(LawModule):
    number = "58"
    title = {"en": "Simultaneous leads or plays", "ru": "Одновременные ходы или снос карт"}
    summary = {
        "en": "A card played at the same moment as another player's legal card counts as "
              "played after it. Several cards from one hand at once: if only one face was "
              "seen, that card is played and the others go back; if more, the player says "
              "which he plays, and a defender's other cards become penalty cards.",
        "ru": "Карта, сыгранная одновременно с легальной картой другого игрока, считается "
              "сыгранной после неё. Несколько карт одной руки сразу: если видна лицевая "
              "сторона только одной, сыграна она, остальные возвращаются; если нескольких, "
              "игрок называет, какой играет, а прочие карты защитника становятся штрафными.",
    }

    @law("58A",
         AS.card << CardPlayed(simultaneous=True, already_played=False),
         en="{card[seat]}'s {card[card]} was played at the same moment as the card before it: "
            "it counts as played after it.",
         ru="Карта {card[card]} ({card[seat]}) сыграна одновременно с предыдущей: она "
            "считается сыгранной после неё.")
    def deemed_subsequent(self, card):
        self.conclude(DeemedSubsequent(at=card["at"]))

    @law("58B1",
         AS.card << CardPlayed(simultaneous=True, already_played=True, at=MATCH.at),
         AS.seen << Finding(key="could_see", value=False),
         en="{card[seat]} played two cards at once and the face of {card[card]} was not seen: "
            "the other card is played, {card[card]} goes back without further rectification.",
         ru="{card[seat]} сыграл две карты сразу, лицо карты {card[card]} не было видно: "
            "сыграна другая карта, {card[card]} возвращается в руку без последствий.")
    def one_face_visible(self, card, at):
        self.conclude(
            Irregularity(kind="simultaneous-cards", law="58", at=at, n=card["n"],
                         offender=card["seat"], card=card["card"]),
            self.item("card-withdrawn", irr=at, seat=card["seat"], card=card["card"]))

    @law("58B2",
         AS.card << CardPlayed(simultaneous=True, already_played=True, at=MATCH.at),
         AS.seen << Finding(key="could_see", value=True),
         en="{card[seat]} played two cards at once, both faces seen: he plays the card he "
            "names (the first recorded); {card[card]} is exposed.",
         ru="{card[seat]} сыграл две карты сразу, видны обе: он играет названную им (первую "
            "записанную); карта {card[card]} открыта.")
    def several_faces_visible(self, card, at):
        self.conclude(Irregularity(kind="simultaneous-cards", law="58", at=at, n=card["n"],
                                   offender=card["seat"], card=card["card"]))
        if card["role"] == "defender":  # declarer's cards never become penalty cards (48A)
            self.conclude(PenaltyCardDue(irr=at, n=card["n"], seat=card["seat"],
                                         card=card["card"], honour=card["honour"], accidental=True))
        else:
            self.conclude(self.item("card-withdrawn", irr=at, seat=card["seat"],
                                    card=card["card"]))
