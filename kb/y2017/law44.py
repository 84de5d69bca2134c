"""Law 44 — Sequence and procedure of play (2017).

A  The leader to a trick may lead any card (unless his side's irregularity restricts him).
B  The others then play in turn, clockwise; the four cards make the trick.
C  Each player must follow suit when he can; this comes before every other duty the
   Laws impose.
D  A player who cannot follow suit may play any card (subject to restrictions).
E  A trick with a trump in it goes to the highest trump;
F  one without, to the highest card of the suit led.
G  The winner of a trick leads to the next.

The mechanics (A, B, D-G: whose turn it is, who won each trick, who leads next) are
read off the record by ``engine.play``; the knowledge base takes them as facts. What a
rule needs from this law is C: a card that did not follow suit when its player held
the suit led broke the duty to follow, and so was an illegal play (the revoke itself,
and what it costs, is for Laws 61-64).
"""

from __future__ import annotations

from ruling.kb.common.templates import IllegalPlay
from ruling.kb.dsl import AS, CardPlayed, LawModule, law


class Law44(LawModule):
    number = "44"
    title = {"en": "Sequence and procedure of play", "ru": "Порядок и процедура розыгрыша"}
    summary = {
        "en": "The leader may lead any card; the others play in turn clockwise, and each "
              "must follow suit when he can, a duty that comes before any other the Laws "
              "impose; a player who cannot follow may play any card. The highest trump wins "
              "the trick, or without trumps the highest card of the suit led, and the "
              "winner leads next.",
        "ru": "Ходящий может пойти любой картой; остальные играют по очереди по часовой "
              "стрелке, и каждый обязан ходить в масть, если может, — эта обязанность "
              "важнее всех остальных; не имеющий масти может сыграть любую карту. Взятку "
              "берёт старший козырь, а без козырей — старшая карта масти хода; взявший "
              "взятку ходит следующим.",
    }

    @law("44C",
         AS.card << CardPlayed(revoke=True),
         en="{card[seat]} played {card[card]} to a trick led in {card[suit_led]} while he "
            "held a card of that suit: he did not follow suit as he must, an illegal play.",
         ru="{card[seat]} сыграл {card[card]} во взятку, где ход был в "
            "{card[suit_led]}, имея карту этой масти: он не ответил в масть, как обязан, — "
            "это незаконная игра.")
    def failed_to_follow(self, card):
        self.conclude(IllegalPlay(at=card["at"], n=card["n"], seat=card["seat"],
                                  card=card["card"]))
