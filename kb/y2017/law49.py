"""Law 49 — Exposure of a defender's cards (2017).

Outside the normal course of play or of a rectification, a defender's card that his
partner could possibly see, or a card a defender names as being in his hand, becomes a
penalty card (Law 50 says which kind and what follows). Not so for a statement about
the trick in progress (Law 68) or a concession his partner objects to (Law 68B2).

Record: ``W exposes HQ`` (``accidental`` when the TD found it inadvertent: Law 50B).
Read as Law 49 when the play period has begun (a defender has faced the opening lead:
before that, the auction period's Law 24 governs) and no claim or concession has
been made (cards shown then are Law 68's and 70's). A defender's card shown
deliberately at his own turn is Law 45C1's (held where partner could see it: played),
not this law's.

A card a defender took back for no reason Law 47 knows (47F2: he was not misinformed)
stays played; the card he then put on the table in its place was not played in the
normal course of play: it is an exposed card of this law (deliberately faced: major,
Law 50B), and is not in the trick (``card-not-in-trick``, so Law 50 does not take it for
played). Not so when he took his card back after an opponent's change of play, or after
misinformation too late to correct (47E2(b)): the TD decides those by hand.
"""

from __future__ import annotations

from ruling.kb.common.kinds import EXPOSED_CARD
from ruling.kb.common.record import play_facts_between
from ruling.kb.common.templates import CardNotInTrick, PenaltyCardDue, Withdrawal
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    Finding,
    Irregularity,
    LawModule,
    law,
)


class Law49(LawModule):
    number = "49"
    title = {"en": "Exposure of a defender's cards", "ru": "Открытие карт защитника"}
    summary = {
        "en": "A defender's card that his partner could see outside the normal course of "
              "play, or a card he names as being in his hand, becomes a penalty card (Law "
              "50), except for statements about the trick in progress and a concession his "
              "partner objects to (Law 68).",
        "ru": "Карта защитника, которую его партнёр мог увидеть вне обычного хода розыгрыша, "
              "или карта, которую он назвал как находящуюся у него на руке, становится "
              "штрафной (правило 50), кроме заявлений о текущей взятке и уступки, против "
              "которой возразил партнёр (правило 68).",
    }

    # Law 49 has no subdivisions.
    @law("49",
         AS.act << Action(verb="exposes", period="play", role="defender", seat=MATCH.seat,
                          card=MATCH.card, at=MATCH.at, n=MATCH.n),
         AS.lead << CardPlayed(trick=1, position=1, role="defender", n=MATCH.lead_n),
         NOT(Irregularity(kind=EXPOSED_CARD, at=MATCH.at)),
         NOT(Action(verb="claims")),
         NOT(Action(verb="concedes")),
         en="{seat} exposed {card} during the play, outside the normal course of play: it "
            "becomes a penalty card (Law 50).",
         ru="{seat} открыл карту {card} в ходе розыгрыша вне обычного порядка игры: она "
            "становится штрафной (правило 50).")
    def exposed(self, act, seat, card, at, n, lead_n):
        if lead_n > n:
            return  # before the opening lead: the auction period (Law 24)
        if act.get("turn") == seat and not act["accidental"]:
            return  # shown at his own turn: Law 45C1
        self.conclude(
            Irregularity(kind=EXPOSED_CARD, law="49", at=at, n=n, offender=seat, card=card,
                         trick=act.get("trick")),
            PenaltyCardDue(irr=at, n=n, seat=seat, card=card, honour=act["honour"],
                           accidental=act["accidental"]))

    # Law 49 has no subdivisions.
    @law("49",
         AS.why << Withdrawal(at=MATCH.wat, why="card", seat=MATCH.seat,
                              trick=MATCH.trick, n=MATCH.wn),
         AS.found << Finding(key="misinformed", value=False),
         AS.again << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, role="defender",
                                n=MATCH.n),
         TEST(lambda n, wn: n > wn),
         en="{seat} may not take back {why[card]}, which stays played; {again[card]}, which "
            "he put on the table in its place, was not played in the normal course of play: "
            "it becomes a penalty card (Law 50).",
         ru="{seat} не вправе взять назад {why[card]}, она остаётся сыгранной; карта "
            "{again[card]}, которую он выложил вместо неё, сыграна не в обычном порядке "
            "игры: она становится штрафной (правило 50).")
    def card_put_in_place_of_one_that_stays(self, seat, trick, wn, again, n):
        if play_facts_between(self, CardPlayed, wn, n, seat=seat):
            return  # not the first card he put on the table after taking the other back
        at = again["at"]
        self.conclude(
            Irregularity(kind=EXPOSED_CARD, law="49", at=at, n=n, offender=seat,
                         card=again["card"], trick=trick),
            CardNotInTrick(at=at, seat=seat, card=again["card"]),
            PenaltyCardDue(irr=at, n=n, seat=seat, card=again["card"],
                           honour=again["honour"], accidental=False))
