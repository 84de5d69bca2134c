"""Law 51 — Two or more penalty cards (2017).

A  A defender to play who has two or more penalty cards he could legally play: declarer
   says which one he plays.
B  His partner to lead:
   1 penalty cards in one suit:
     (a) declarer requires that suit: all those cards are picked up, and the owner may
         play any legal card to the trick;
     (b) declarer forbids it: all of them are picked up, the owner plays any legal card,
         and the ban lasts while the partner keeps the lead;
   2 penalty cards in more than one suit:
     (a) declarer may require one of those suits (then B1(a) for it);
     (b) declarer may forbid one or more of them: every penalty card of a forbidden suit
         is picked up, the ban lasting while the partner keeps the lead;
     (c) or neither: the partner leads any card, the penalty cards stay, and Laws 50 and
         51 go on applying (footnote: the choice comes back at the next trick if he
         keeps the lead).

The lead situation is read by Law 50 (``lead-option``: the cards on the table,
declarer's statement, the lead); this module gives the ruling when there are two or
more cards. Declarer's statement is ``S chooses require-D``, ``S chooses prohibit-C``,
``S chooses prohibit-C+D`` (B2(b): several suits), ``S chooses no-restriction``; one
suit and declarer's "neither" is Law 50D2(b). Declarer's choice under A is read from
the card the owner then played, when it is one of them.
"""

from __future__ import annotations

from ruling.kb.common.penalty_cards import lead_option, legal_for, on_table, suspend
from ruling.kb.common.templates import (
    DeclarerDesignates,
    LeadOption,
    MustSubstitute,
    PenaltyCardOnTable,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CardPlayed,
    LawModule,
    W,
    law,
)


def _law51_several(option) -> bool:
    return option["count"] >= 2 and len(option["suits"]) == 1


def _law51_suits(option) -> bool:
    return len(option["suits"]) >= 2


class Law51(LawModule):
    number = "51"
    title = {"en": "Two or more penalty cards", "ru": "Две или больше штрафных карт"}
    summary = {
        "en": "A defender with two or more penalty cards he could legally play plays the one "
              "declarer names. When his partner is to lead, declarer may require or forbid "
              "the suit of the penalty cards (one of their suits, or forbid several): the "
              "penalty cards of that suit are then picked up; or he lets them all stay.",
        "ru": "Защитник, у которого две или больше штрафных карт, которые он может законно "
              "сыграть, играет ту, которую назовёт разыгрывающий. Когда ходит его партнёр, "
              "разыгрывающий может потребовать или запретить ход в масть штрафных карт "
              "(одну из их мастей или запретить несколько): штрафные карты этой масти тогда "
              "забирают в руку; либо он оставляет все карты на столе.",
    }

    # -- A: the owner to play ---------------------------------------------------------

    @law("51A",
         AS.play << CardPlayed(seat=MATCH.seat, card=MATCH.card, in_turn=True, n=MATCH.n,
                               at=MATCH.at, fate=W()),
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card),
         AS.other << PenaltyCardOnTable(seat=MATCH.seat, card=~MATCH.card, suit=MATCH.suit),
         TEST(lambda play, table, other, n, suit: play["fate"] != "not-played"
              and table["since"] < n and other["since"] < n and legal_for(suit, play)
              and legal_for(table["suit"], play)),
         NOT(MustSubstitute(seat=MATCH.seat, card=MATCH.card)),
         NOT(DeclarerDesignates(at=MATCH.at)),
         en="{seat} had two or more penalty cards he could legally play ({card}, "
            "{other[card]}): declarer names the one to play; {card} was played.",
         ru="У {seat:gen} были две или больше штрафных карт, которые он мог законно сыграть "
            "({card}, {other[card]}): какую играть, называет разыгрывающий; сыграна {card}.")
    def declarer_designates(self, play, seat, card, n, at, table):
        choices = [t["card"] for t in on_table(self, seat, n) if legal_for(t["suit"], play)]
        self.conclude(DeclarerDesignates(at=at),
                      self.item("option", irr=table["irr"], holder=play["declarer"],
                                restricts=seat, choices=choices, chosen=card))

    # -- B1: all in one suit -------------------------------------------------------------

    @law("51B1(a)",
         AS.option << LeadOption(category="require", suit=MATCH.suit),
         TEST(lambda option: _law51_several(option)),
         en="Declarer required {option[leader]} to lead {suit}: all of {option[offender]}'s "
            "penalty cards in {suit} are picked up, and he may play any legal card to the "
            "trick.",
         ru="Разыгрывающий потребовал от игрока {option[leader]} хода в {suit}: все штрафные карты "
            "{option[offender]} в этой масти забирают в руку, и он может сыграть во взятку "
            "любую законную карту.")
    def one_suit_required(self, option, suit):
        lead_option(self, option, "51B1(a)", f"require-{suit}", on_table(self, option["offender"]))

    @law("51B1(b)",
         AS.option << LeadOption(category="prohibit", suit=MATCH.suit),
         TEST(lambda option: _law51_several(option)),
         en="Declarer forbade {option[leader]} to lead {suit} while he keeps the lead: all of "
            "{option[offender]}'s penalty cards in {suit} are picked up, and he may play any "
            "legal card to the trick.",
         ru="Разыгрывающий запретил игроку {option[leader]} ходить в {suit}, пока тот сохраняет "
            "ход: все штрафные карты игрока {option[offender]} в этой масти забирают в руку, и он "
            "может сыграть во взятку любую законную карту.")
    def one_suit_prohibited(self, option, suit):
        lead_option(self, option, "51B1(b)", f"prohibit-{suit}",
                    on_table(self, option["offender"]))

    @law("51B1",
         AS.option << LeadOption(category=W(), at=MATCH.la),
         TEST(lambda option: _law51_several(option)
              and option["category"] in ("undecided", "pending")),
         en="The record does not show declarer's choice: require {option[suit]} (51B1(a)), "
            "forbid it (51B1(b)), or neither (50D2(b)).",
         ru="Из записи не видно выбора разыгрывающего: потребовать ход в {option[suit]} "
            "(51B1(a)), запретить его (51B1(b)) или ни то, ни другое (50D2(b)).")
    def one_suit_not_shown(self, option, la):
        lead_option(self, option, "51B1", None, [])
        if la != "end":
            suspend(self, on_table(self, option["offender"]), la)

    # -- B2: more than one suit ----------------------------------------------------------

    @law("51B2(a)",
         AS.option << LeadOption(category="require", suit=MATCH.suit),
         TEST(lambda option: _law51_suits(option)),
         en="Declarer required {option[leader]} to lead {suit}, one of the suits of the "
            "penalty cards: those in {suit} are picked up (51B1(a)); the others stay.",
         ru="Разыгрывающий потребовал от игрока {option[leader]} хода в {suit}, одну из мастей "
            "штрафных карт: карты этой масти забирают (51B1(a)); остальные остаются.")
    def several_suits_required(self, option, suit):
        lead_option(self, option, "51B2(a)", f"require-{suit}",
                    [t for t in on_table(self, option["offender"]) if t["suit"] == suit])

    @law("51B2(b)",
         AS.option << LeadOption(category="prohibit", suit=MATCH.suit),
         TEST(lambda option: _law51_suits(option)),
         en="Declarer forbade {option[leader]} to lead {option[suit]} while he keeps "
            "the lead: {option[offender]}'s penalty cards in the suit(s) forbidden are picked up; "
            "the others stay.",
         ru="Разыгрывающий запретил игроку {option[leader]} ходить в {option[suit]}, пока "
            "тот сохраняет ход: штрафные карты игрока {option[offender]} в запрещённых мастях "
            "забирают; остальные остаются.")
    def several_suits_prohibited(self, option, suit):
        forbidden = suit.split("+")
        lead_option(self, option, "51B2(b)", f"prohibit-{suit}",
                    [t for t in on_table(self, option["offender"]) if t["suit"] in forbidden])

    @law("51B2(c)",
         AS.option << LeadOption(category="leave"),
         TEST(lambda option: _law51_suits(option)),
         en="Declarer neither required nor forbade a lead: {option[leader]} leads what he "
            "likes, and all of {option[offender]}'s penalty cards stay on the table (the "
            "choice comes back at the next trick if {option[leader]} keeps the lead).",
         ru="Разыгрывающий не стал ни требовать, ни запрещать: {option[leader]} ходит чем "
            "хочет, а все штрафные карты игрока {option[offender]} остаются на столе (выбор "
            "повторяется в следующей взятке, если {option[leader]} сохранит ход).")
    def several_suits_left(self, option):
        lead_option(self, option, "51B2(c)", "no-restriction", [])

    @law("51B2",
         AS.option << LeadOption(category=W(), at=MATCH.la),
         TEST(lambda option: _law51_suits(option)
              and option["category"] in ("undecided", "pending")),
         en="The record does not show declarer's choice: require one of the suits "
            "({option[suits]}), forbid one or more of them, or neither.",
         ru="Из записи не видно выбора разыгрывающего: потребовать ход в одну из мастей "
            "({option[suits]}), запретить одну или несколько из них или ни то, ни "
            "другое.")
    def several_suits_not_shown(self, option, la):
        lead_option(self, option, "51B2", None, [])
        if la != "end":
            suspend(self, on_table(self, option["offender"]), la)
