"""Law 42 — Dummy's rights (2017).

A  Rights dummy always has: to give information on fact or law in the TD's presence
   (A1); to keep count of tricks won and lost (A2); to play dummy's cards as declarer
   directs, seeing that dummy follows suit (A3, and Law 45F if he suggests a play).
B  Rights dummy has within the limits of Law 43:
   B1  when declarer fails to follow suit, dummy may ask him (not a defender) whether
       he has a card of the suit led;
   B2  dummy may try to prevent any irregularity (``N warns S``);
   B3  dummy may draw attention to an irregularity, but only once play of the hand is
       over.

The record shows B: ``N asks S``, ``N warns S``, ``N attention``. What dummy may not
do, and what follows when he does, is Law 43 (an A2 violation takes away B1 and B2
in part: 43B2). Play is over after the thirteenth trick, or after a claim or
concession (Law 68D).
"""

from __future__ import annotations

from ruling.kb.common.record import CLAIM_WORDS
from ruling.kb.common.templates import DeemedClaim, DummyLostRights, DummyRight
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    LawModule,
    TrickComplete,
    W,
    law,
    partner,
)


class Law42(LawModule):
    number = "42"
    title = {"en": "Dummy's rights", "ru": "Права болвана"}
    summary = {
        "en": "Dummy may always give information on fact or law in the TD's presence, keep "
              "count of tricks, and play dummy's cards as declarer directs. Within the "
              "limits of Law 43 he may also ask declarer (never a defender) who failed to "
              "follow suit whether he has a card of the suit led, try to prevent any "
              "irregularity, and draw attention to an irregularity once play is over.",
        "ru": "Болван всегда вправе в присутствии судьи давать сведения о фактах и "
              "правилах, считать взятки и играть картами болвана по указанию "
              "разыгрывающего. В пределах правила 43 он также может спросить "
              "разыгрывающего (но не защитника), не ответившего в масть, нет ли у него "
              "карт этой масти, пытаться предотвратить любое нарушение и обращать внимание "
              "на нарушение, но только после окончания розыгрыша.",
    }

    @law("42B1",
         AS.act << Action(verb="asks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target == partner(dummy)),
         NOT(DummyLostRights(seat=MATCH.dummy)),
         en="Dummy ({dummy}) asked declarer whether he had a card of the suit led: dummy "
            "may do so.",
         ru="Болван ({dummy}) спросил разыгрывающего, нет ли у него карт масти хода: "
            "болван вправе это сделать.")
    def asks_declarer(self, act):
        self.conclude(DummyRight(at=act["at"], right="42B1"))

    @law("42B2",
         AS.act << Action(verb="warns", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target == partner(dummy)),
         NOT(DummyLostRights(seat=MATCH.dummy)),
         en="Dummy ({dummy}) tried to stop declarer from an irregularity (leading from the "
            "wrong hand): dummy may do so.",
         ru="Болван ({dummy}) попытался предотвратить нарушение разыгрывающего (ход не из "
            "той руки): болван вправе это сделать.")
    def warns_declarer(self, act):
        self.conclude(DummyRight(at=act["at"], right="42B2"))

    @law("42B2",
         AS.act << Action(verb="warns", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target != partner(dummy)),
         en="Dummy ({dummy}) tried to prevent an irregularity by {target}: dummy may try to "
            "prevent any irregularity.",
         ru="Болван ({dummy}) попытался предотвратить нарушение со стороны игрока {target}: болван "
            "вправе пытаться предотвратить любое нарушение.")
    def warns_defender(self, act):
        self.conclude(DummyRight(at=act["at"], right="42B2"))

    @law("42B3",
         AS.act << Action(verb="attention", period="play", role="dummy", n=MATCH.n),
         AS.last << TrickComplete(number=13, at=MATCH.last_at),
         TEST(lambda n, last_at: int(last_at.split()[1]) < n),
         en="Dummy ({act[seat]}) drew attention to an irregularity after the thirteenth "
            "trick: play was over, so he may.",
         ru="Болван ({act[seat]}) обратил внимание на нарушение после тринадцатой взятки: "
            "розыгрыш окончен, так что он вправе это сделать.")
    def attention_after_last_trick(self, act):
        self.conclude(DummyRight(at=act["at"], right="42B3"))

    @law("42B3",
         AS.act << Action(verb="attention", period="play", role="dummy", n=MATCH.n),
         AS.end << Action(verb=W(), period="play", n=MATCH.end_n),
         TEST(lambda end, n, end_n: end["verb"] in CLAIM_WORDS and end_n < n),
         en="Dummy ({act[seat]}) drew attention to an irregularity after {end[seat]}'s claim "
            "or concession had stopped play: play was over, so he may.",
         ru="Болван ({act[seat]}) обратил внимание на нарушение после претензии или уступки "
            "{end[seat]}, прекратившей розыгрыш: розыгрыш окончен, так что он вправе.")
    def attention_after_claim(self, act):
        self.conclude(DummyRight(at=act["at"], right="42B3"))

    @law("42B3",
         AS.act << Action(verb="attention", period="play", role="dummy", n=MATCH.n),
         AS.end << DeemedClaim(n=MATCH.end_n),
         TEST(lambda n, end_n: end_n < n),
         en="Dummy ({act[seat]}) drew attention to an irregularity after declarer had faced "
            "his hand, a claim that stopped play: play was over, so he may.",
         ru="Болван ({act[seat]}) обратил внимание на нарушение после того, как "
            "разыгрывающий открыл карты (претензия, прекратившая розыгрыш): розыгрыш "
            "окончен, так что он вправе.")
    def attention_after_spread(self, act):
        self.conclude(DummyRight(at=act["at"], right="42B3"))
