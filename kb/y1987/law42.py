"""Law 42 — Dummy's rights (1987).

A  Absolute rights (seed; commentary 42.1): to give information, in the TD's
   presence, on fact or law; to keep count of tricks won and lost (but not to tell
   declarer the count: 42.4); to play dummy's cards as declarer directs (if dummy
   suggests a play, see Law 45). Even in the TD's presence dummy may ask nothing
   (42.1(a)); a dummy who says more must be stopped, and penalised if he does it
   again (42.2, Law 90). None of these leaves a trace in the record.
B  Qualified rights, lost once dummy has broken a limitation of Law 43A2 (42.3):
   1  to ask declarer (never a defender) who failed to follow suit whether he has
      a card of the suit led (seed);
   2  to try to prevent an irregularity by declarer (never a defender), e.g. to warn
      him against leading from the wrong hand (seed);
   and to draw attention to an irregularity once play is over (42.3).

The record: ``N asks S``, ``N warns S``, ``N attention`` by dummy. Dummy's actions
beyond these rights, and those after he has lost them, are Law 43's.
"""

from __future__ import annotations

from ruling.kb.common.templates import DummyForfeited, DummyRight
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    LawModule,
    law,
    partner,
)


class Law42(LawModule):
    number = "42"
    title = {"en": "Dummy's rights", "ru": "Права болвана"}
    summary = {
        "en": "Dummy may give information on fact or law when the TD is present, keep count "
              "of tricks, and play his cards as declarer directs. Unless he has broken a "
              "limitation of Law 43A2, he may also ask declarer (not a defender) who failed to "
              "follow suit whether he has a card of the suit, try to stop declarer (not a "
              "defender) from committing an irregularity, and draw attention to an "
              "irregularity once play is over.",
        "ru": "Болван вправе в присутствии судьи давать информацию по факту или правилам, "
              "вести счёт взяток и играть картами стола по указаниям разыгрывающего. Если он "
              "не нарушил ограничений правила 43A2, он может также спросить разыгрывающего "
              "(но не защитника), не давшего в масть, нет ли у него карт этой масти, пытаться "
              "предотвратить нарушение со стороны разыгрывающего (но не защитника) и "
              "привлечь внимание к нарушению по окончании розыгрыша.",
    }

    @law("42B1",
         AS.act << Action(verb="asks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.declarer, trick=MATCH.t, n=MATCH.n, at=MATCH.at),
         TEST(lambda dummy, declarer: declarer == partner(dummy)),
         AS.card << CardPlayed(seat=MATCH.declarer, followed_suit=False, trick=MATCH.ct,
                               n=MATCH.m),
         TEST(lambda t, ct, m, n: ct in (t, t - 1) and m < n),
         NOT(DummyForfeited(seat=MATCH.dummy)),
         overrides="Law43.asked",
         en="{declarer} did not follow suit with {card[card]}, and dummy asked him whether he "
            "had a card of the suit: dummy's right, to prevent a revoke.",
         ru="{declarer} не дал в масть ({card[card]}), и болван спросил его, нет ли у него "
            "карт этой масти: это право болвана — предупреждение фальшренонса.")
    def asks_declarer(self, at):
        self.conclude(DummyRight(at=at))

    @law("42B2",
         AS.act << Action(verb="warns", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.declarer, at=MATCH.at),
         TEST(lambda dummy, declarer: declarer == partner(dummy)),
         NOT(DummyForfeited(seat=MATCH.dummy)),
         overrides="Law43.warned",
         en="Dummy warned {declarer}, trying to prevent an irregularity by declarer: dummy's "
            "right.",
         ru="Болван предостерёг разыгрывающего ({declarer}), пытаясь предотвратить его "
            "нарушение: это право болвана.")
    def warns_declarer(self, at):
        self.conclude(DummyRight(at=at))

    @law("42B",
         AS.act << Action(verb="attention", period="play", role="dummy", seat=MATCH.dummy,
                          at=MATCH.at),
         TEST(lambda act: act["trick"] > 13),
         NOT(DummyForfeited(seat=MATCH.dummy)),
         overrides="Law43.drew_attention",
         en="Dummy drew attention to an irregularity once play was over: dummy's right.",
         ru="Болван привлёк внимание к нарушению по окончании розыгрыша: это право болвана.")
    def attention_after_play(self, at):
        self.conclude(DummyRight(at=at))
