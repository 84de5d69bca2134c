"""Law 41 — Commencement of play (1987), as far as the seeds go.

D  (seed) After the opening lead is faced, dummy spreads his hand in front of him:
   face up, sorted into suits, ranks in columns towards declarer, trumps to dummy's
   right. Declarer plays the cards of both his hand and dummy's.

The seed holds only the end of 41C (declarer's and the defenders' right to know the
contract and whether it was doubled, not who doubled) and 41D; the rest of Law 41 is
not encoded. The record shows dummy spreading as ``N spreads``: after the opening
lead that is what 41D requires of him, no claim; before it, 41D's order is broken,
and the seeds give no rectification: the ruling names what the TD decides (whether
anything is rectified, and how).
"""

from __future__ import annotations

from ruling.kb.common.templates import DummySpread
from ruling.kb.dsl import AS, MATCH, NOT, TEST, Action, CardPlayed, LawModule, decide, law


class Law41(LawModule):
    number = "41"
    title = {"en": "Commencement of play", "ru": "Начало розыгрыша"}
    summary = {
        "en": "Once the opening lead is faced, dummy spreads his hand face up, sorted into "
              "suits, trumps to his right, and declarer plays the cards of both hands.",
        "ru": "После того как карта первого хода открыта, болван выкладывает свою руку на "
              "стол лицом вверх, по мастям, козыри справа от себя; разыгрывающий играет "
              "картами обеих рук.",
    }

    @law("41D",
         AS.spread << Action(verb="spreads", period="play", role="dummy", n=MATCH.n),
         AS.lead << CardPlayed(trick=1, position=1, is_lead=True, n=MATCH.lead_n),
         TEST(lambda n, lead_n: lead_n < n),
         en="Dummy ({spread[seat]}) spread his hand after the opening lead {lead[card]} was "
            "faced, as he must: declarer now plays both hands; this is no claim.",
         ru="Болван ({spread[seat]}) выложил руку после того, как открыт первый ход "
            "{lead[card]}, как и положено: разыгрывающий играет картами обеих рук; это не "
            "претензия.")
    def dummy_spreads_after_the_lead(self, spread, n):
        self.conclude(DummySpread(at=spread["at"], n=n))

    @law("41D",
         AS.spread << Action(verb="spreads", period="play", role="dummy", at=MATCH.at),
         NOT(CardPlayed(trick=1, position=1)),
         en="Dummy ({spread[seat]}) spread his hand before the opening lead was faced, which "
            "41D puts after it; the seeds give no rectification for it: the TD decides whether "
            "there is any.",
         ru="Болван ({spread[seat]}) выложил руку до того, как открыт первый ход, хотя по "
            "41D он делает это после него; исправления для этого источники не приводят: "
            "есть ли оно, решает судья.")
    def dummy_spreads_before_the_lead(self, spread, at):
        seat = spread["seat"]
        self.conclude(self.item(
            "not-covered", irr=at, kind="dummy-spread",
            decide=decide("rectification, if any, of dummy ({seat}) spreading his hand before "
                          "the opening lead was faced (1987 Law 41D puts it after the lead; the "
                          "seeds give no rectification)",
                          "исправление, если оно нужно, того, что болван ({seat}) выложил руку "
                          "до открытия первого хода (по правилу 41D редакции 1987 года — после "
                          "него; источники исправления не приводят)", seat=seat)))
