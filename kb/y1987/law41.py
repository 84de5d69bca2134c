"""Law 41 — Commencement of play (1987), as far as the seeds go.

D  (seed) After the opening lead is faced, dummy spreads his hand in front of him:
   face up, sorted into suits, ranks in columns towards declarer, trumps to dummy's
   right. Declarer plays the cards of both his hand and dummy's.

The seed holds only the end of 41C (declarer's and the defenders' right to know the
contract and whether it was doubled, not who doubled) and 41D; the rest of Law 41 is
not encoded. The record shows dummy spreading as ``N spreads``: after the opening
lead that is what 41D requires of him, no claim; before it, 41D's order is broken,
and what follows from that (what the opening leader may make of what he saw, whether
anything is to be rectified) is not in the seeds: the ruling hands it to the TD.
"""

from __future__ import annotations

from kb.common.templates import DummySpread
from kb.dsl import AS, MATCH, NOT, TEST, Action, CardPlayed, LawModule, decide, law


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
            "41D puts after it; what follows from that is not in the project's 1987 sources.",
         ru="Болван ({spread[seat]}) выложил руку до того, как открыт первый ход, хотя по "
            "41D он делает это после него; последствия этого в источниках проекта для "
            "редакции 1987 года не приводятся.")
    def dummy_spreads_before_the_lead(self, spread, at):
        seat = spread["seat"]
        self.conclude(self.item(
            "not-covered", irr=at, kind="dummy-spread",
            decide=decide(f"consequences of dummy ({seat}) spreading his hand before the opening "
                          f"lead was faced: whether anything is rectified, and what the "
                          f"opening leader may make of the cards he saw (1987 Laws)",
                          f"последствия того, что болван ({seat}) выложил руку до открытия "
                          f"первого хода: исправляется ли что-либо и как может использовать "
                          f"увиденные карты защитник, делающий первый ход (Правила 1987 "
                          f"года)")))
