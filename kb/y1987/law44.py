"""Law 44 — Sequence and procedure of play (1987).

Law 44 describes how play goes: the lead, playing in rotation, following suit if
able, who wins a trick and leads the next. Commentary 44.1: it is the mechanics; to
decide whether a card has been played the TD turns to Law 45, and to Law 65 for
arranging the tricks. The mechanics are ``engine.play``'s. The one rule here says
what a revoke breaks: the duty to follow suit. The seeds give no subdivision letters
for Law 44, so it is cited as a whole.
"""

from __future__ import annotations

from ruling.kb.common.templates import FailedToFollowSuit
from ruling.kb.dsl import AS, LawModule, RevokeMade, law


class Law44(LawModule):
    number = "44"
    title = {"en": "Sequence and procedure of play", "ru": "Последовательность и процедура "
             "розыгрыша"}
    summary = {
        "en": "The mechanics of play: the lead, play in rotation, following suit when able, "
              "the trick to the highest card of the suit led or the highest trump, whose "
              "winner leads next (commentary 44.1: whether a card is played is Law 45's).",
        "ru": "Механика розыгрыша: ход, игра по очереди, обязанность давать в масть, взятка "
              "старшей карте масти хода или старшему козырю, взявший ходит следующим "
              "(комментарий 44.1: сыграна ли карта, решает правило 45).",
    }

    # Bare: the seeds give Law 44 only as commentary 44.1, naming no subdivision.
    @law("44",
         AS.revoke << RevokeMade(),
         en="{revoke[seat]} had a card of the suit led but played {revoke[card]}: every "
            "player must follow suit when he can.",
         ru="У {revoke[seat]:gen} была карта масти хода, но он сыграл {revoke[card]}: каждый "
            "игрок обязан давать в масть, если может.")
    def follow_suit(self, revoke):
        self.conclude(FailedToFollowSuit(at=revoke["at"]))
