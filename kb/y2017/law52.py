"""Law 52 — Failure to lead or play a penalty card (2017).

A  A defender who failed to lead or play a penalty card as Law 50 or 51 requires may
   not take back, of his own accord, the card he played instead.
B  He led or played another card:
   1 (a) declarer may accept that lead or play;
     (b) he must accept it once he has since played from his own hand or dummy;
     (c) accepted, the penalty card not played stays a penalty card;
   2 not accepted: the defender plays the penalty card in its place, and every card he
     led or played illegally in doing so becomes a major penalty card.

The failure itself (irregularity ``penalty-card-not-played``) is recognised by Law 50
(C and D1). What declarer did is read from the record: ``S accepts`` (B1(a)); a card
from declarer's hand or dummy after it (B1(b)); the offender taking the card back
(``W withdraws S3``) after the TD was called (B2: declarer did not accept; this
module classes that withdrawal for Law 47, as one a rectification requires, 47A);
taking it back before any TD call is what A forbids, and declarer's choice is still
open (that withdrawal is classed here too, so Law 47 does not read it as one of its own,
E2 or F2).
"""

from __future__ import annotations

from ruling.kb.common.kinds import PENALTY_CARD, PENALTY_CARD_NOT_PLAYED
from ruling.kb.common.record import record_facts
from ruling.kb.common.templates import (
    MustSubstitute,
    PenaltyCardFailureRuled,
    PenaltyCardRemains,
    Withdrawal,
    WithdrawnOnOwnInitiative,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    Action,
    CardPlayed,
    DirectorCalled,
    EndOfRecord,
    Irregularity,
    Item,
    LawModule,
    W,
    law,
)

CHOICES = ["accept", "refuse"]


def _law52_director_between(engine, after: int, before: int) -> bool:
    return any(isinstance(f, DirectorCalled) and f.get("period") == "play"
               and after < f["n"] < before for f in engine.facts.values())


class Law52(LawModule):
    number = "52"
    title = {"en": "Failure to lead or play a penalty card",
             "ru": "Штрафная карта не сыграна"}
    summary = {
        "en": "A defender who led or played another card when he had to play a penalty card "
              "may not take it back himself. Declarer may accept that card (he must, once he "
              "has played after it), and the penalty card stays; or refuse it: the penalty "
              "card is played instead, and the card wrongly played becomes a major penalty "
              "card.",
        "ru": "Защитник, который сыграл другую карту, когда должен был сыграть штрафную, не "
              "может сам взять её назад. Разыгрывающий может принять эту карту (обязан, если "
              "после неё уже сыграл сам), и штрафная карта остаётся; или не принять: тогда "
              "вместо неё играется штрафная карта, а неправильно сыгранная становится старшей "
              "штрафной.",
    }

    # -- A: no withdrawal on his own ---------------------------------------------------

    @law("52A",
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at, n=MATCH.n,
                                offender=MATCH.offender),
         AS.back << Action(verb="withdraws", seat=MATCH.offender, refers_to=MATCH.at,
                           n=MATCH.wn),
         NOT(PenaltyCardFailureRuled(irr=MATCH.at)),
         overrides="Law47",  # Law 47 does not class this withdrawal as one of its own
         en="{offender} took back {irr[card]} of his own accord, before the TD ruled: he may "
            "not; declarer still chooses whether to accept {irr[card]} (52B).",
         ru="{offender} сам взял назад {irr[card]}, до решения судьи: так нельзя; "
            "разыгрывающий по-прежнему решает, принять ли {irr[card]} (52B).")
    def taken_back_by_himself(self, irr, at, n, offender, back, wn):
        if not _law52_director_between(self, n, wn):
            card = record_facts(self, CardPlayed, at=at)[0]
            self.conclude(WithdrawnOnOwnInitiative(irr=at, at=back["at"]),
                          Withdrawal(at=back["at"], n=wn, why="52A", seat=offender,
                                     card=irr["card"], card_at=at, card_n=n, trick=card["trick"]))

    # -- B1: accepted -------------------------------------------------------------------

    @law("52B1(a)",
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at, n=MATCH.n),
         AS.card << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         AS.yes << Action(verb="accepts", seat=MATCH.declarer, n=MATCH.an),
         TEST(lambda n, an: an > n),
         NOT(PenaltyCardFailureRuled(irr=MATCH.at)),
         en="Declarer ({declarer}) accepted {irr[card]}, played instead of the penalty card "
            "{irr[penalty]}.",
         ru="Разыгрывающий ({declarer}) принял карту {irr[card]}, сыгранную вместо штрафной "
            "{irr[penalty]}.")
    def accepted_by_word(self, irr, at, declarer):
        self._law52_accepted(irr, at, declarer, "52B1(a)")

    @law("52B1(a)",
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at, n=MATCH.n),
         AS.card << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         AS.yes << Accepted(seat=MATCH.declarer, n=MATCH.an),
         TEST(lambda n, an: an > n),
         NOT(PenaltyCardFailureRuled(irr=MATCH.at)),
         en="Declarer ({declarer}) accepted {irr[card]}, played instead of the penalty card "
            "{irr[penalty]}.",
         ru="Разыгрывающий ({declarer}) принял карту {irr[card]}, сыгранную вместо штрафной "
            "{irr[penalty]}.")
    def accepted_by_word_after_other_irregularity(self, irr, at, declarer):
        self._law52_accepted(irr, at, declarer, "52B1(a)")

    @law("52B1(b)",
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at, n=MATCH.n),
         AS.card << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         AS.later << CardPlayed(n=MATCH.m, role=W()),
         TEST(lambda n, m, later: m > n and later["role"] in ("declarer", "dummy")
              and later["fate"] != "not-played"),
         NOT(PenaltyCardFailureRuled(irr=MATCH.at)),
         en="Declarer played {later[card]} from {later[seat]} after {irr[card]}: he must "
            "accept it.",
         ru="После {irr[card]} разыгрывающий сыграл {later[card]} из руки игрока {later[seat]}: он "
            "обязан принять эту карту.")
    def accepted_by_playing_on(self, irr, at, declarer):
        self._law52_accepted(irr, at, declarer, "52B1(b)")

    def _law52_accepted(self, irr, at, declarer, citation):
        self.conclude(PenaltyCardFailureRuled(irr=at, answer="accept"),
                      self.item("option", citation, irr=at, holder=declarer, choices=CHOICES,
                                chosen="accept"),
                      self.item("card-stands", citation, irr=at, seat=irr["offender"],
                                card=irr["card"]))

    @law("52B1(c)",
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at),
         AS.answer << PenaltyCardFailureRuled(irr=MATCH.at, answer="accept"),
         en="{irr[card]} accepted, the penalty card {irr[penalty]} stays a penalty card.",
         ru="Карта {irr[card]} принята; штрафная карта {irr[penalty]} остаётся штрафной.")
    def penalty_card_remains(self, irr, at):
        self.conclude(PenaltyCardRemains(irr=at, card=irr["penalty"]))

    # -- B2: not accepted -------------------------------------------------------------------

    @law("52B2",
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at, n=MATCH.n,
                                offender=MATCH.offender),
         AS.card << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         AS.back << Action(verb="withdraws", seat=MATCH.offender, refers_to=MATCH.at,
                           n=MATCH.wn),
         NOT(PenaltyCardFailureRuled(irr=MATCH.at)),
         overrides="Law47",  # nor this one
         en="After the TD was called {offender} took back {irr[card]}: declarer did not "
            "accept it, and {offender} must play the penalty card {irr[penalty]} in its "
            "place.",
         ru="После вызова судьи {offender} взял назад {irr[card]}: разыгрывающий её не "
            "принял, и {offender} должен сыграть вместо неё штрафную карту {irr[penalty]}.")
    def not_accepted(self, irr, at, n, offender, card, declarer, back, wn):
        if not _law52_director_between(self, n, wn):
            return  # taken back of his own accord: 52A
        self.conclude(PenaltyCardFailureRuled(irr=at, answer="refuse"),
                      Withdrawal(at=back["at"], n=wn, why="52B2", seat=offender,
                                 card=irr["card"], card_at=at, card_n=n, trick=card["trick"]),
                      MustSubstitute(irr=at, seat=offender, card=irr["penalty"],
                                     n=wn),
                      self.item("option", irr=at, holder=declarer, choices=CHOICES,
                                chosen="refuse"))

    @law("52B2",
         AS.must << MustSubstitute(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card,
                                   n=MATCH.wn),
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at),
         AS.play << CardPlayed(seat=MATCH.seat, card=MATCH.card, n=MATCH.m),
         TEST(lambda m, wn: m > wn),
         phase="consequences",
         en="{seat} played the penalty card {card} in place of {irr[card]}, which becomes a "
            "major penalty card.",
         ru="{seat} сыграл штрафную карту {card} вместо {irr[card]:gen}, которая становится "
            "старшей штрафной.")
    def penalty_card_substituted(self, at, seat, irr, m):
        self.conclude(self.item(PENALTY_CARD, irr=at, seat=seat, card=irr["card"], grade="major",
                                from_n=m))

    @law("52B2",
         EndOfRecord(),
         AS.must << MustSubstitute(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card,
                                   n=MATCH.wn),
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at),
         NOT(Item(type=PENALTY_CARD, irr=MATCH.at)),
         en="{seat} must play the penalty card {card} in place of {irr[card]}, which becomes "
            "a major penalty card.",
         ru="{seat} должен сыграть штрафную карту {card} вместо {irr[card]:gen}, которая "
            "становится старшей штрафной.")
    def penalty_card_to_substitute(self, at, seat, wn, irr):
        self.conclude(self.item(PENALTY_CARD, irr=at, seat=seat, card=irr["card"], grade="major",
                                from_n=wn))

    # -- not yet decided ----------------------------------------------------------------------

    @law("52B",
         EndOfRecord(),
         AS.irr << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at),
         AS.card << CardPlayed(at=MATCH.at, declarer=MATCH.declarer),
         NOT(PenaltyCardFailureRuled(irr=MATCH.at)),
         en="Declarer may accept {irr[card]} (the penalty card {irr[penalty]} then stays), or "
            "not: then {irr[penalty]} is played in its place and {irr[card]} becomes a major "
            "penalty card.",
         ru="Разыгрывающий может принять {irr[card]} (штрафная карта {irr[penalty]} тогда "
            "остаётся) или не принять: тогда вместо неё играется {irr[penalty]}, а "
            "{irr[card]} становится старшей штрафной.")
    def declarer_to_choose(self, at, declarer):
        self.conclude(self.item("option", irr=at, holder=declarer, choices=CHOICES))
