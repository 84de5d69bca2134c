"""Law 49 — Exposure of a defender's cards (1987).

A defender may show a card so that his partner could see its face only when he may
legally play it, or when the Laws require him to (commentary 49.1); naming a card
as being in his own hand is the same as showing it (49.1). A card shown otherwise
becomes a penalty card (49.2), graded and disposed of by Law 50.

The record: ``W exposes CARD`` (``accidental`` when dropped by accident), or a
defender's ``W names CARD`` when it is not his turn (at his turn, naming a card
plays it: Law 45C4(a)), or the second of two cards he named at his turn when the first
was no slip (45C4(b) did not let him change it: the first is played, so the second
was named when it could not be legally played). A deliberate showing at the
defender's own turn is a card held so that partner could see it: Law 45C1 rules on it, not this law.

The seed breaks off at the exceptions of 49.2 ("unless: ..."). This module keeps out
a card shown after a claim or concession (play has stopped, commentary 43.2: what
becomes of it is left to the TD) and a card shown once all thirteen tricks are played.
"""

from __future__ import annotations

from ruling.kb.common.kinds import EXPOSED_CARD
from ruling.kb.common.penalty_cards import becomes_penalty_card
from ruling.kb.common.record import play_irregularity
from ruling.kb.common.templates import DefenderDesignates, OwnCardRenamed
from ruling.kb.dsl import AS, MATCH, NOT, TEST, Action, Irregularity, Item, LawModule, law


class Law49(LawModule):
    number = "49"
    title = {"en": "Exposure of a defender's cards", "ru": "Открытие карт защитника"}
    summary = {
        "en": "A defender may let his partner see the face of a card only when he may legally "
              "play it (or the Laws require it); naming a card of his hand counts as showing "
              "it. A card shown at any other time becomes a penalty card (Law 50).",
        "ru": "Защитник может показывать карту так, чтобы партнёр мог видеть её лицевую "
              "сторону, только когда её можно легально сыграть (или этого требуют Правила); "
              "назвать карту своей руки — то же, что открыть её. Карта, показанная в других "
              "случаях, становится штрафной (правило 50).",
    }

    # Bare: the seeds give Law 49 only as commentary 49.1-49.2, naming no subdivision.
    @law("49",
         AS.act << Action(verb="exposes", period="play", role="defender"),
         TEST(lambda act: act["trick"] <= 13),
         en="{act[seat]}, a defender, exposed his {act[card]} during the play.",
         ru="Защитник {act[seat]} открыл карту {act[card]} во время розыгрыша.")
    def shown(self, act):
        play_irregularity(self, EXPOSED_CARD, "49", act, named=False)

    # Bare: the seeds give Law 49 only as commentary 49.1-49.2, naming no subdivision.
    @law("49",
         AS.act << Action(verb="names", period="play", role="defender", designation="card",
                          seat=MATCH.seat, at=MATCH.at),
         TEST(lambda act, seat: act.get("turn") != seat and act["trick"] <= 13),
         NOT(DefenderDesignates(at=MATCH.at)),
         en="{seat}, a defender, named his {act[card]} when it was not his turn to play: "
            "naming a card of one's hand is the same as exposing it.",
         ru="Защитник {seat} назвал свою карту {act[card]} не в свою очередь: назвать карту "
            "своей руки — то же, что открыть её.")
    def named(self, act):
        play_irregularity(self, EXPOSED_CARD, "49", act, named=True)

    # Bare: the seeds give Law 49 only as commentary 49.1-49.2, naming no subdivision.
    @law("49",
         AS.act << Action(verb="names", period="play", role="defender", designation="card",
                          seat=MATCH.seat, at=MATCH.at),
         AS.renamed << OwnCardRenamed(at=MATCH.at, seat=MATCH.seat, first=MATCH.a1),
         AS.stands << Item(type="card-stands", irr=MATCH.a1, seat=MATCH.seat),
         en="{seat} named {act[card]} after {renamed[first_card]}, which he must play: he "
            "named a card of his hand he could no longer legally play, the same as exposing "
            "it.",
         ru="{seat} назвал {act[card]} после карты {renamed[first_card]}, которую он обязан "
            "сыграть: он назвал карту своей руки, которую уже не мог легально сыграть, — это "
            "то же, что открыть её.")
    def named_after_his_played_card(self, act):
        play_irregularity(self, EXPOSED_CARD, "49", act, named=True)

    # Bare: the seeds give Law 49 only as commentary 49.1-49.2, naming no subdivision.
    @law("49",
         AS.irr << Irregularity(kind=EXPOSED_CARD, law="49", at=MATCH.at, offender=MATCH.seat),
         AS.act << Action(at=MATCH.at, honour=MATCH.honour, accidental=MATCH.accidental),
         TEST(lambda irr, act, seat, accidental:
              accidental or irr["named"] or act.get("turn") != seat),
         NOT(Action(verb="claims")),
         NOT(Action(verb="concedes")),
         NOT(Irregularity(kind="claim")),
         en="{seat}'s {act[card]} was shown when he could not legally play it: it becomes a "
            "penalty card.",
         ru="Карта {act[card]} ({seat}) показана, когда её нельзя было легально сыграть: она "
            "становится штрафной.")
    def penalty_card(self, at, seat, act, honour, accidental):
        becomes_penalty_card(self, at, seat, act["card"], honour, not accidental, "49")
