"""Law 46 — Incomplete or invalid designation of a card from dummy (2017).

A  Declarer should name both the suit and the rank of the card he wants from dummy.
B  When he does not, these readings apply (unless his different intention is beyond
   doubt):
   1  (a) "high" (or the like): the highest card of the suit led;
      (b) "win the trick": the lowest card known to win it;
      (c) "low" (or the like): the lowest card of the suit led;
   2  a suit without a rank: the lowest card of that suit;
   3  a rank without a suit:
      (a) when leading: the suit with which dummy won the trick before, if dummy holds
          that rank in it;
      (b) otherwise: a card of that rank that can legally be played; if two or more
          can, declarer must say which;
   4  a card dummy does not hold: the designation is void, and declarer may designate
      any legal card;
   5  "play anything" (neither suit nor rank): either defender may designate the card.

Record: ``S names high``/``low``/``any``, ``S names H`` (a suit), ``S names Q`` (a
rank), ``S names SQ``. The readings need dummy's cards: give dummy's hand (``hands``);
without it, only B5 and the incomplete designation itself are ruled. The notation has
no word for "win the trick" (B1(b)). Whether declarer's different intention is beyond
doubt is not asked: the readings are the law's default. What dummy then puts up is
Law 45D's (a card other than the one the designation means).
"""

from __future__ import annotations

from ruling.kb.common.cards import highest, legal, lowest, of_suit
from ruling.kb.common.kinds import INCOMPLETE_DESIGNATION
from ruling.kb.common.record import play_facts_between, record_facts
from ruling.kb.common.templates import DesignatedCard, InvalidDesignation
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    EndOfRecord,
    Irregularity,
    LawModule,
    TrickComplete,
    law,
    lho,
    partner,
    side,
)

INCOMPLETE_WORDS = ("suit", "rank", "low", "high", "any")


def _law46_next_dummy_card(engine, after: int, dummy: str) -> str | None:
    """The first card dummy put up after entry ``after`` (None if none)."""
    cards = play_facts_between(engine, CardPlayed, after, 10_000, seat=dummy)
    return cards[0]["card"] if cards else None


class Law46(LawModule):
    number = "46"
    title = {"en": "Incomplete or invalid designation of a card from dummy",
             "ru": "Неполное или ошибочное обозначение карты болвана"}
    summary = {
        "en": "Declarer should name suit and rank of dummy's card. Otherwise: 'high' is the "
              "highest card of the suit led, 'low' the lowest, 'win' the lowest card sure to "
              "win; a suit alone is its lowest card; a rank alone is, when leading, the suit "
              "dummy won the last trick with, else the card of that rank that may legally be "
              "played (declarer says which if several); a card dummy lacks is void, and "
              "declarer designates again; 'play anything' lets either defender choose.",
        "ru": "Разыгрывающий должен называть масть и достоинство карты болвана. Иначе: "
              "«старшую» — старшая карта масти хода, «маленькую» — младшая, «взять» — "
              "младшая карта, наверняка берущая взятку; одна масть — её младшая карта; одно "
              "достоинство — при ходе карта масти, которой болван взял прошлую взятку, иначе "
              "карта этого достоинства, которую можно законно сыграть (если таких несколько, "
              "разыгрывающий уточняет); карты, которой нет у болвана, — обозначение "
              "недействительно, разыгрывающий обозначает снова; «что угодно» — карту выбирает "
              "любой из защитников.",
    }

    # -- A: recognition ---------------------------------------------------------------

    @law("46A",
         AS.act << Action(verb="names", period="play", role="declarer",
                          designation=MATCH.designation),
         TEST(lambda designation: designation in INCOMPLETE_WORDS),
         en="Declarer ({act[seat]}) did not name both suit and rank of dummy's card "
            "({designation}): an incomplete designation.",
         ru="Разыгрывающий ({act[seat]}) не назвал и масть, и достоинство карты болвана: "
            "неполное обозначение.")
    def incomplete(self, act, designation):
        self.conclude(Irregularity(kind=INCOMPLETE_DESIGNATION, law="46", at=act["at"], n=act["n"],
                                   offender=act["seat"], designation=designation))

    @law("46B4",
         AS.act << Action(verb="names", period="play", role="declarer", designation="card",
                          holding=MATCH.holding, card=MATCH.card),
         TEST(lambda holding, card: card not in holding),
         en="Declarer ({act[seat]}) named {card}, which dummy does not hold: the designation "
            "is void, and declarer may designate any legal card.",
         ru="Разыгрывающий ({act[seat]}) обозначил {card}, которой у болвана нет: обозначение "
            "недействительно, разыгрывающий может обозначить любую законную карту.")
    def not_in_dummy(self, act, card):
        at = act["at"]
        self.conclude(Irregularity(kind=INCOMPLETE_DESIGNATION, law="46", at=at, n=act["n"],
                                   offender=act["seat"], designation="card", card=card),
                      InvalidDesignation(at=at))

    @law("46B4",
         EndOfRecord(),
         AS.act << Action(verb="names", period="play", at=MATCH.at, n=MATCH.n,
                          holding=MATCH.holding),
         AS.void << InvalidDesignation(at=MATCH.at),
         en="Declarer designates another card from dummy: any card dummy may legally play.",
         ru="Разыгрывающий обозначает другую карту болвана — любую, которую болван может "
            "законно сыграть.")
    def designate_again(self, act, at, n, holding):
        self._law46_declarer_chooses(act, at, n, legal(holding, act.get("suit_led")), "46B4")

    def _law46_declarer_chooses(self, act, at, n, choices, citation):
        next_card = _law46_next_dummy_card(self, n, partner(act["seat"]))
        chosen = next_card if next_card in choices else None
        self.conclude(self.item("option", citation, irr=at, holder=act["seat"],
                                choices=choices, chosen=chosen))

    # -- B1: "high", "low" ----------------------------------------------------------

    @law("46B1(a)",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="high"),
         AS.act << Action(verb="names", at=MATCH.at, suit_led=MATCH.led,
                          holding=MATCH.holding),
         TEST(lambda holding, led: of_suit(holding, led)),
         en="Declarer called for a high card: he is deemed to have named dummy's highest "
            "card of the suit led.",
         ru="Разыгрывающий сказал «старшую»: считается, что он обозначил старшую карту "
            "болвана в масти хода.")
    def high(self, act, led, holding):
        self._law46_deemed(act, highest(of_suit(holding, led)), "46B1(a)")

    @law("46B1(c)",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="low"),
         AS.act << Action(verb="names", at=MATCH.at, suit_led=MATCH.led,
                          holding=MATCH.holding),
         TEST(lambda holding, led: of_suit(holding, led)),
         en="Declarer called for a low card: he is deemed to have named dummy's lowest card "
            "of the suit led.",
         ru="Разыгрывающий сказал «маленькую»: считается, что он обозначил младшую карту "
            "болвана в масти хода.")
    def low(self, act, led, holding):
        self._law46_deemed(act, lowest(of_suit(holding, led)), "46B1(c)")

    def _law46_deemed(self, act, card, citation):
        at = act["at"]
        dummy = partner(act["seat"])
        self.conclude(DesignatedCard(at=at, n=act["n"], card=card, seat=dummy,
                                     trick=act["trick"]),
                      self.item("card-stands", citation, irr=at, seat=dummy, card=card))

    # -- B2: a suit without a rank ------------------------------------------------------

    @law("46B2",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="suit"),
         AS.act << Action(verb="names", at=MATCH.at, suit=MATCH.suit, holding=MATCH.holding),
         TEST(lambda holding, suit: of_suit(holding, suit)),
         en="Declarer named the suit ({suit}) but no rank: he is deemed to have named "
            "dummy's lowest card of that suit.",
         ru="Разыгрывающий назвал масть ({suit}), но не достоинство: считается, что он "
            "обозначил младшую карту болвана в этой масти.")
    def suit_only(self, act, suit, holding):
        self._law46_deemed(act, lowest(of_suit(holding, suit)), "46B2")

    # -- B3: a rank without a suit --------------------------------------------------------

    @law("46B3(a)",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="rank"),
         AS.act << Action(verb="names", at=MATCH.at, position=1, rank=MATCH.rank,
                          holding=MATCH.holding, trick=MATCH.trick),
         AS.won << TrickComplete(number=MATCH.previous, winner=MATCH.dummy),
         AS.card << CardPlayed(seat=MATCH.dummy, trick=MATCH.previous, fate="stands"),
         TEST(lambda act, dummy, trick, previous, card, rank, holding:
              dummy == partner(act["seat"]) and previous == trick - 1
              and card["suit"] + rank in holding),
         en="Declarer, leading from dummy, named only a rank: he is deemed to continue the "
            "suit with which dummy won the last trick ({card[card]}).",
         ru="Разыгрывающий, ходя из болвана, назвал только достоинство: считается, что он "
            "продолжает масть, которой болван взял прошлую взятку ({card[card]}).")
    def rank_when_leading(self, act, rank, card):
        self._law46_deemed(act, card["suit"] + rank, "46B3(a)")

    @law("46B3(b)",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="rank"),
         AS.act << Action(verb="names", at=MATCH.at, rank=MATCH.rank, holding=MATCH.holding),
         TEST(lambda act, rank, holding:
              len([c for c in legal(holding, act.get("suit_led")) if c[1:] == rank]) == 1),
         NOT(DesignatedCard(at=MATCH.at)),
         en="Declarer named only a rank: dummy has one card of that rank it may legally "
            "play, and that is the card played.",
         ru="Разыгрывающий назвал только достоинство: у болвана одна карта этого "
            "достоинства, которую можно законно сыграть, — она и сыграна.")
    def rank_one_card(self, act, rank, holding):
        card = next(c for c in legal(holding, act.get("suit_led")) if c[1:] == rank)
        self._law46_deemed(act, card, "46B3(b)")

    @law("46B3(b)",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="rank",
                                n=MATCH.n),
         AS.act << Action(verb="names", at=MATCH.at, rank=MATCH.rank, holding=MATCH.holding),
         TEST(lambda act, rank, holding:
              len([c for c in legal(holding, act.get("suit_led")) if c[1:] == rank]) > 1),
         NOT(DesignatedCard(at=MATCH.at)),
         en="Declarer named only a rank, and dummy may legally play more than one card of "
            "it: declarer must say which.",
         ru="Разыгрывающий назвал только достоинство, а болван может законно сыграть "
            "несколько карт этого достоинства: разыгрывающий должен уточнить, какую.")
    def rank_several_cards(self, at, n, act, rank, holding):
        choices = [c for c in legal(holding, act.get("suit_led")) if c[1:] == rank]
        self._law46_declarer_chooses(act, at, n, choices, "46B3(b)")

    # -- B5: "play anything" ----------------------------------------------------------------

    @law("46B5",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="any",
                                n=MATCH.n),
         AS.pick << Action(verb="names", period="play", role="defender", designation="card",
                           n=MATCH.m),
         TEST(lambda n, m: m > n),
         en="{pick[seat]} designated {pick[card]} from dummy after declarer's 'play "
            "anything': that card is played.",
         ru="{pick[seat]} обозначил из болвана {pick[card]} после слов разыгрывающего "
            "«что угодно»: эта карта и сыграна.")
    def defender_designates(self, irr, at, n, pick, m):
        if play_facts_between(self, CardPlayed, n, m):
            return  # a card was played in between: the designation is for a later play
        self.conclude(DesignatedCard(at=at, n=m, card=pick["card"],
                                     seat=partner(irr["offender"]), trick=pick["trick"]))

    @law("46B5",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="any",
                                offender=MATCH.declarer),
         AS.act << Action(verb="names", at=MATCH.at),
         en="Declarer designated neither suit nor rank: either defender may designate the "
            "card dummy plays.",
         ru="Разыгрывающий не назвал ни масти, ни достоинства: карту болвана может "
            "обозначить любой из защитников.")
    def either_defender_designates(self, at, declarer, act):
        picked = record_facts(self, DesignatedCard, at=at)
        card = picked[0]["card"] if picked else None
        if "holding" in act:
            choices, chosen = legal(act["holding"], act.get("suit_led")), card
        else:  # dummy's cards unknown: the choice is only who designates
            choices, chosen = ["designate"], "designate" if card else None
        self.conclude(self.item("option", irr=at, holder=side(lho(declarer)),
                                choices=choices, chosen=chosen, card=card))
