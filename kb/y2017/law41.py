"""Law 41 — Commencement of play (2017).

A  When the auction ends, the defender on declarer's left leads face down. That lead
   may be taken back only when the TD so instructs after an irregularity (Laws 47E,
   54), and the card goes back to the hand.
B  Before the lead is faced, the leader's partner and declarer (not dummy) may have
   the auction reviewed and calls explained; declarer and the defenders may ask for a
   review at their first turn to play, and for explanations at their turn throughout.
C  Then the opening lead is faced: the play period has begun for good, and dummy's
   hand goes down (a faced lead out of turn: Law 54A). Later, a player may ask at his
   turn what the contract is and whether it was doubled or redoubled (not by whom).
D  Dummy spreads his hand, sorted into suits, trumps to his right; declarer plays both
   hands.

The record shows the lead and dummy's spreading (``N spreads``), and a lead taken
back (``W withdraws HK``); the reviews and questions of B and C are not written in
it. A lead out of turn is Law 54's; whether a lead taken back may be is Law 47's.
"""

from __future__ import annotations

from ruling.kb.common.templates import DummySpread, OpeningLeadWithdrawn, PlayBegun
from ruling.kb.dsl import AS, MATCH, TEST, Action, CardPlayed, LawModule, law


class Law41(LawModule):
    number = "41"
    title = {"en": "Commencement of play", "ru": "Начало розыгрыша"}
    summary = {
        "en": "After the auction the defender on declarer's left leads face down; the lead "
              "comes back only on the TD's instruction after an irregularity. The leader's "
              "partner and declarer may have the auction reviewed first; then the lead is "
              "faced, the play has begun for good, and dummy spreads his hand: declarer "
              "plays both hands.",
        "ru": "После торговли защитник слева от разыгрывающего делает первый ход рубашкой "
              "вверх; взять его назад можно только по указанию судьи после нарушения. "
              "Партнёр ходящего и разыгрывающий могут попросить повторить торговлю; затем "
              "первый ход открывается, розыгрыш окончательно начался, и болван выкладывает "
              "свои карты: разыгрывающий играет за обе руки.",
    }

    @law("41C",
         AS.lead << CardPlayed(trick=1, position=1, is_lead=True, in_turn=True),
         en="{lead[seat]}, on declarer's left, faced the opening lead {lead[card]}: the play "
            "period has begun and dummy's hand goes down.",
         ru="{lead[seat]}, сидящий слева от разыгрывающего, открыл первый ход "
            "{lead[card]}: розыгрыш начался, болван выкладывает карты.")
    def opening_lead_faced(self, lead):
        self.conclude(PlayBegun(at=lead["at"], n=lead["n"], seat=lead["seat"]))

    @law("41A",
         AS.act << Action(verb="withdraws", period="play", refers_to=MATCH.lead_at),
         AS.lead << CardPlayed(at=MATCH.lead_at, trick=1, position=1, is_lead=True,
                               in_turn=True),
         en="{act[seat]} took back his opening lead {lead[card]}: an opening lead comes back "
            "only when the TD so instructs after an irregularity (Laws 47E, 54).",
         ru="{act[seat]} взял назад свой первый ход {lead[card]}: первый ход возвращается в "
            "руку только по указанию судьи после нарушения (правила 47E, 54).")
    def opening_lead_taken_back(self, act, lead_at):
        self.conclude(OpeningLeadWithdrawn(at=act["at"], lead=lead_at))

    @law("41D",
         AS.act << Action(verb="spreads", period="play", role="dummy", n=MATCH.n),
         AS.begun << PlayBegun(n=MATCH.lead_n),
         TEST(lambda n, lead_n: lead_n < n),
         en="Dummy ({act[seat]}) spread his hand after the opening lead, as he must: this is "
            "no claim.",
         ru="Болван ({act[seat]}) выложил карты после первого хода, как и положено: это не "
            "претензия.")
    def dummy_spreads(self, act, n):
        self.conclude(DummySpread(at=act["at"], n=n, seat=act["seat"]))
