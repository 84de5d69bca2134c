"""Law 59 — Inability to lead or play as required (2017).

A player who cannot lead or play as a rectification requires (he holds no card of the
required suit, he holds only cards of a suit he may not lead, or he must follow suit)
may play any card that is otherwise legal.

Read where the record shows it: the offender's partner unable to do what declarer
chose under Law 57A (57B says when); and, after declarer required or forbade the lead
of a penalty card's suit (50D2(a), 51B), a leader who held none of the suit required,
or nothing but the suit(s) forbidden (his hand tells).
"""

from __future__ import annotations

from ruling.kb.common.templates import CannotComply, LeadOption, ReleasedFromRequirement
from ruling.kb.dsl import AS, MATCH, TEST, LawModule, law


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

    # Law 59 has no subdivisions.
    @law("59",
         AS.cannot << CannotComply(seat=MATCH.seat, at=MATCH.at),
         en="{seat} could not comply with declarer's choice: any otherwise legal card was "
            "allowed.",
         ru="{seat} не мог выполнить выбор разыгрывающего: разрешена любая другая законная "
            "карта.")
    def could_not_comply(self, seat, at):
        self.conclude(ReleasedFromRequirement(seat=seat, at=at))

    # Law 59 has no subdivisions.
    @law("59",
         AS.option << LeadOption(category="require", suit=MATCH.suit,
                                 leader=MATCH.leader),
         TEST(lambda option, suit: option["held"] is not None and suit not in option["held"]),
         en="{leader} held no {suit}: required to lead it, he could lead any card.",
         ru="У {leader:gen} не было масти {suit}: хотя от него потребовали ход в неё, он мог "
            "пойти любой картой.")
    def no_card_of_the_suit(self, option, leader):
        self.conclude(ReleasedFromRequirement(seat=leader, at=option["at"], why="void"))

    # Law 59 has no subdivisions.
    @law("59",
         AS.option << LeadOption(category="prohibit", suit=MATCH.suit,
                                 leader=MATCH.leader),
         TEST(lambda option, suit: option["held"] is not None
              and not set(option["held"]) - set(suit.split("+"))),
         en="{leader} held nothing but {suit}: forbidden to lead it, he could still lead it.",
         ru="У {leader:gen} были только карты масти {suit}: хотя ход в неё запрещён, он всё "
            "равно мог в неё пойти.")
    def only_that_suit(self, option, leader):
        self.conclude(ReleasedFromRequirement(seat=leader, at=option["at"], why="only-suit"))
