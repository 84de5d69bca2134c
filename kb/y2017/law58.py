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
card's face was seen (B1 or B2) is the finding ``could_see``. B3: after B2, each card
an opponent of the offender played to that trick after the simultaneous cards (before
the TD was called) is his to take back (``W withdraws S2``, then his new card) or keep:
an option of his (declarer's, for a card of dummy's), with ``chosen`` when the record
shows it (taken back; kept once a card goes to a later trick). Law 47D classes the
taking back as allowed (no irregularity); the card goes back to the hand with no
penalty card, and what it showed is unauthorized for the offenders (16C). B4 is not
read from the record.
"""

from __future__ import annotations

from ruling.kb.common.templates import (
    L16C,
    DeemedSubsequent,
    MayWithdraw,
    PenaltyCardDue,
    Withdrawal,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    TEST,
    CardPlayed,
    DirectorCalled,
    EndOfRecord,
    Finding,
    Irregularity,
    LawModule,
    law,
    partner,
    side,
)

CHOICES = ["withdraw-card", "keep-card"]


def _law58_trick_of(engine, card) -> int | None:
    """The trick the simultaneous cards went to: that of the card its player plays (the
    latest card of his before it)."""
    before = [c for c in engine.found(CardPlayed, seat=card["seat"]) if c["n"] < card["n"]]
    return max(before, key=lambda c: c["n"])["trick"] if before else None


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

    @law("58B3",
         AS.card << CardPlayed(simultaneous=True, already_played=True, at=MATCH.at),
         AS.seen << Finding(key="could_see", value=True),
         AS.after << CardPlayed(n=MATCH.after_n),
         TEST(lambda card, after, after_n: after_n > card["n"]
              and side(after["seat"]) != side(card["seat"])
              and after["fate"] in ("stands", "withdrawn", "undecided")),
         en="{after[seat]}, an opponent of {card[seat]}, played {after[card]} to the trick "
            "after the two cards: once {card[card]} is withdrawn, he may take his card back "
            "and play another.",
         ru="{after[seat]}, оппонент {card[seat]}, сыграл {after[card]} в эту взятку после "
            "двух карт: раз {card[card]} взята назад, он может взять свою карту назад и "
            "сыграть другую.")
    def opponent_may_change(self, card, at, after):
        if after["trick"] != _law58_trick_of(self, card):
            return  # a card to another trick
        if any(card["n"] < d["n"] < after["n"]
               for d in self.found(DirectorCalled, period="play")):
            return  # played once the TD had been called: not before the withdrawal
        self.conclude(MayWithdraw(irr=at, seat=after["seat"], card=after["card"],
                                  n=after["n"], law="58B3"))

    @law("58B3",
         EndOfRecord(),
         AS.may << MayWithdraw(law="58B3", irr=MATCH.at, n=MATCH.n),
         AS.irr << Irregularity(kind="simultaneous-cards", at=MATCH.at),
         en="{may[seat]} may take back {may[card]} and play another card, with no further "
            "rectification; what it showed is unauthorized for {irr[offender]}'s side "
            "(Law 16C).",
         ru="{may[seat]} может взять назад {may[card]} и сыграть другую карту без "
            "дальнейших последствий; сведения из неё — неразрешённая информация для "
            "стороны игрока {irr[offender]} (правило 16C).")
    def opponents_option(self, may, at, n, irr):
        cards = [c for c in self.found(CardPlayed, n=n)]
        holder = partner(may["seat"]) if cards and cards[0]["role"] == "dummy" \
            else may["seat"]
        back = self.found(Withdrawal, why="58B3", card_n=n)
        later = [c for c in self.found(CardPlayed)
                 if c["n"] > n and cards and c["trick"] > cards[0]["trick"]]
        chosen = "withdraw-card" if back else ("keep-card" if later else None)
        facts = [self.item("option", irr=at, holder=holder, choices=CHOICES, chosen=chosen,
                           card=may["card"])]
        if back:
            self.use(*back)
            facts += [self.item("card-withdrawn", irr=at, seat=may["seat"], card=may["card"]),
                      L16C(irr=at, offender=irr["offender"], card=may["card"])]
        self.conclude(*facts)
