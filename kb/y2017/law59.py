"""Law 59 — Inability to lead or play as required (2017).

A player who cannot lead or play as a rectification requires (he holds no card of the
required suit, he holds only cards of a suit he may not lead, or he must follow suit)
may play any card that is otherwise legal.

Read where the record shows it: the offender's partner void in the suit led after
declarer chose "highest" or "lowest" (Law 57B); the partner following suit after
declarer named another suit under 57A3/A4; and, after declarer named the suit of a
penalty card (50D2(a), 51B), a leader who held none of it (if it was required) or
nothing else (if it was forbidden) — which is why the lead could not show which.
"""

from __future__ import annotations

from kb.dsl import AS, MATCH, TEST, LawModule, State, law
from kb.y2017.law50 import LEAD_OPTION
from kb.y2017.law57 import CANNOT, SUIT_READ

RELEASED = "released-from-requirement"


class Law59(LawModule):
    number = "59"
    title = {"en": "Inability to lead or play as required",
             "ru": "Невозможность сходить или сыграть, как требуется"}
    summary = {
        "en": "A player who cannot comply with a rectification (no card of the suit "
              "required, only cards of a forbidden suit, or he must follow suit) may play "
              "any otherwise legal card.",
        "ru": "Игрок, который не может выполнить требование исправления (нет карт требуемой "
              "масти, есть только карты запрещённой масти или он обязан отвечать в масть), "
              "может сыграть любую другую законную карту.",
    }

    @law("59",
         AS.cannot << State(name=CANNOT, seat=MATCH.seat, at=MATCH.at),
         en="{seat} could not comply with declarer's choice: any otherwise legal card was "
            "allowed.",
         ru="{seat} не мог выполнить выбор разыгрывающего: разрешена любая другая законная "
            "карта.")
    def could_not_comply(self, cannot, seat, at):
        self.conclude(State(name=RELEASED, seat=seat, at=at))

    @law("59",
         AS.read << State(name=SUIT_READ, chosen="unclear", seat=MATCH.seat, card=MATCH.card),
         TEST(lambda read, card: read["suit_led"] == card[0]),
         en="{seat} followed suit with {card}: a player who must follow suit is excused from "
            "playing a card of another suit that declarer named.",
         ru="{seat} ответил в масть картой {card}: обязанный отвечать в масть освобождается "
            "от требования сыграть карту другой названной масти.")
    def had_to_follow_suit(self, read, seat, card):
        self.conclude(State(name=RELEASED, seat=seat, card=card, why="follow-suit"))

    @law("59",
         AS.option << State(name=LEAD_OPTION, category="a-unclear", suit=MATCH.suit,
                            leader=MATCH.leader),
         TEST(lambda option, suit: option["held"] is not None and suit not in option["held"]),
         en="{leader} held no {suit}: had declarer required {suit}, he could lead any card.",
         ru="У {leader} не было масти {suit}: если разыгрывающий потребовал ход в неё, он "
            "мог пойти любой картой.")
    def no_card_of_the_suit(self, option, suit, leader):
        self.conclude(State(name=RELEASED, seat=leader, at=option["at"], why="void"))

    @law("59",
         AS.option << State(name=LEAD_OPTION, category="a-unclear", suit=MATCH.suit,
                            leader=MATCH.leader),
         TEST(lambda option, suit: option["held"] is not None
              and not set(option["held"]) - {suit}),
         en="{leader} held only {suit}: had declarer forbidden {suit}, he could still lead it.",
         ru="У {leader} была только масть {suit}: если разыгрывающий запретил её, он всё "
            "равно мог в неё пойти.")
    def only_that_suit(self, option, suit, leader):
        self.conclude(State(name=RELEASED, seat=leader, at=option["at"], why="only-suit"))
