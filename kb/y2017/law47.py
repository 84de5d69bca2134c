"""Law 47 — Retraction of a card played (2017).

A  A played card may be taken back when a rectification requires it (a defender's
   card so taken back may become a penalty card: Law 49).
B  A played card may be taken back to correct an illegal play (for a defender, see
   Law 49, except as this law says; simultaneous cards: Law 58).
C  A played card may be taken back, with no further rectification, after a change of
   designation that Law 45C4(b) allows.
D  After an opponent changes his play, a player may take back the card he played and
   play another, with no further rectification (Laws 16C, 62C2).
E  Misinformation:
   1  a lead or play out of turn made because an opponent wrongly said it was the
      player's turn is taken back with no further rectification (it cannot be
      accepted, and Law 63A1 does not apply);
   2  (a) a card played because of an opponent's mistaken explanation may be taken back
          with no further rectification before a corrected explanation, but only if no
          card has been played since; an opening lead not once dummy has faced a card;
      (b) when it is too late for (a), the TD may adjust the score.
F  1  A card may be taken back as Law 53B allows; 2  otherwise a played card stays
   played.

Every ``X withdraws CARD`` of the record is classed once, in this order:
- 47E1: a card out of turn, the TD having found (``misinformed: true`` given) that an
  opponent told the player it was his turn; 47E1 sends to 16C, and the side that
  misinformed him is the offending one: what the card showed is authorized for the
  player's side (16C1) and unauthorized for the opponents (16C2): this law concludes
  ``L16CNonOffender`` and Law 16 gives the item, naming the card;
- 47D, left to Law 62: a card played after a revoke that is being corrected, taken
  back by a non-offender (62C1) or then by the offending player next in rotation
  (62C2): Law 62 says what becomes of it (a defender's card under 62C2 is a penalty
  card), this law adds nothing;
- 47D, as Law 45D1 allows: a defender's card played after dummy's wrong card, before
  attention was drawn to it;
- 47B: a revoke card (Law 44C, or a card that did not comply with a restriction
  declarer chose, Law 61A), taken back to correct it (Laws 62, 63 say when);
- 47A: another irregular card (out of turn, a fifth card, a second card to the
  trick), or dummy's wrong card (Law 45D): the laws of that irregularity rule on it;
- 47D: a card played before an opponent took back a card played earlier to the same
  trick: allowed when the opponent's change stands, not when it is refused;
- a designated card of dummy's: a change of designation, Law 45C4(b), then C here;
- any other: E2 (finding ``misinformed``) or F2. A card taken back in time under
  E2(a) goes to 16C as under E1 (``L16CNonOffender``: the misexplaining side is the
  offending one). Whether a card was played since is read from the record; E1 is
  applied only on the TD's explicit finding, so that a lead out of turn taken back
  is otherwise left to Laws 53-56. F1 (Law 53B) is not encoded here.
A correction, during the play, of a mistaken (or incomplete) explanation (Laws 20F, 75B2,
with 40B5) is the moment E2(a) names: the card played last before it, when an opponent of
the explainer played it (so none has been played since; an opening lead only while dummy
is not faced) and the record does not take it back afterwards, may be taken back if it
was played because of the misinformation (finding ``misinformed``): an ``option`` for its
player, else it stays (F2). When it is too late, the adjusted score is Law 21B3's or
75B1's for the explanation.
A withdrawal the Laws permit is no irregularity: only a card taken back when this law
does not allow it (F2, E2(b), or after an opponent's change that was refused) is a
``card-withdrawn`` irregularity (and dummy's designated card, a
``change-of-designation``); the other classes are the irregularity of the card
itself, or none. A lead out of turn the record leaves undecided (no card or word
decided it) when the TD has found ``misinformed`` is taken back under E1 at once, the
record need not show it. After E1 the lead cannot be accepted: this law gives Law 53's
``lead-answer`` state the answer ``retracted``, so Laws 54-56 offer no choice.
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.cards import player_of
from ruling.kb.common.explanations import MISLEADING_KIND, card_to_retract
from ruling.kb.common.kinds import (
    CARD_WITHDRAWN,
    CHANGE_OF_DESIGNATION,
    DUMMY_MISPLAYED_CARD,
    REVOKE,
)
from ruling.kb.common.record import play_facts_between, record_facts
from ruling.kb.common.templates import (
    L16C,
    ChangeOfPlay,
    ChangeRefused,
    Correction,
    DesignationChangeAllowed,
    DummyCardRuled,
    DummySpread,
    L16CNonOffender,
    LeadAnswer,
    MayWithdraw,
    MisinformedCard,
    RetractedWithoutRectification,
    Withdrawal,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    DirectorCalled,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    Item,
    LawModule,
    RevokeMade,
    State,
    law,
    lho,
    partner,
    side,
)

CHOICES = ["withdraw-card", "keep-card"]


def _law47_withdrawal(act, card, why: str, **fields) -> State:
    return Withdrawal(at=act["at"], n=act["n"], why=why, seat=card["seat"],
                      card=card["card"], card_at=card["at"], card_n=card["n"],
                      trick=card["trick"], **fields)


def _law47_change(act, card) -> State:
    return ChangeOfPlay(at=act["at"], n=act["n"], seat=card["seat"],
                        trick=card["trick"], card_n=card["n"])


def _law47_attention(engine, rev) -> int:
    """The entry at which attention was drawn to a revoke: the first question, word of
    attention, TD call or taking back of the revoke card after it (Law 62C1)."""
    marks = [a["n"] for a in record_facts(engine, Action, period="play")
             if a["n"] > rev["n"] and (a["verb"] == "attention"
                                       or (a["verb"] == "asks" and a.get("target"))
                                       or (a["verb"] == "withdraws"
                                           and a.get("refers_to") == rev["at"]))]
    marks += [d["n"] for d in record_facts(engine, DirectorCalled, period="play")
              if d["n"] > rev["n"]]
    return min(marks, default=10 ** 6)


def _law47_misinformed_information(card_at, card) -> State:
    """47E1 sends to 16C: the card is withdrawn as the laws provide, and the offending side
    is the one that misinformed the player, not his own (the retraction carries no
    rectification for him). By 16C1 what the card showed is authorized for the player's
    side, its own withdrawn action; by 16C2 it is unauthorized for the opponents, a
    withdrawn action of the non-offending side."""
    return L16CNonOffender(irr=card_at, seat=card["seat"], card=card["card"])


def _law47_irregular(card) -> bool:
    return card["in_turn"] is False or card["fifth_card"] or card["already_played"]


class Law47(LawModule):
    number = "47"
    title = {"en": "Retraction of a card played", "ru": "Взятие назад сыгранной карты"}
    summary = {
        "en": "A played card may be taken back only: when a rectification requires it, to "
              "correct an illegal play, after a change of designation Law 45C4(b) allows, "
              "after an opponent changed his play, or because an opponent misinformed the "
              "player (before any later card is played); otherwise a played card stays "
              "played. After misinformation it is too late for, the TD may adjust the "
              "score.",
        "ru": "Сыгранную карту можно взять назад только: когда этого требует исправление "
              "нарушения, чтобы исправить незаконную игру, после изменения обозначения, "
              "разрешённого правилом 45C4(b), после того как оппонент изменил свою игру, "
              "или из-за дезинформации оппонента (пока не сыграна следующая карта); иначе "
              "сыгранная карта остаётся сыгранной. Если исправить игру после "
              "дезинформации поздно, судья может скорректировать результат.",
    }

    # -- classing a card taken back -------------------------------------------------------

    @law("47E1",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at, in_turn=False),
         AS.found << Given(key="misinformed", value=True),
         NOT(Withdrawal(at=MATCH.at)),
         overrides=("Law47.left_to_law62", "Law47.after_dummys_wrong_card"),
         en="{card[seat]} played {card[card]} out of turn because an opponent wrongly told "
            "him it was his turn: it goes back with no further rectification, and it cannot "
            "be accepted; what it showed is authorized for his side and unauthorized for the "
            "side that misinformed him (16C1, 16C2).",
         ru="{card[seat]} сыграл {card[card]} вне очереди, потому что оппонент ошибочно "
            "сказал ему, что его очередь: карта возвращается в руку без дальнейших "
            "последствий и не может быть принята; сведения от неё разрешённые для его "
            "стороны и неразрешённые для стороны, которая его дезинформировала (16C1, 16C2).")
    def out_of_turn_misinformed(self, act, card_at, card):
        self.conclude(
            _law47_withdrawal(act, card, "47E1"), _law47_change(act, card),
            RetractedWithoutRectification(irr=card_at),
            LeadAnswer(irr=card_at, answer="retracted", how="47E1"),
            self.item("card-withdrawn", irr=card_at, seat=card["seat"],
                      card=card["card"]),
            self.item("no-rectification", irr=card_at),
            _law47_misinformed_information(card_at, card))

    @law("47E1",
         EndOfRecord(),
         AS.card << CardPlayed(is_lead=True, in_turn=False, already_played=False,
                               at=MATCH.card_at),
         AS.found << Given(key="misinformed", value=True),
         NOT(RetractedWithoutRectification(irr=MATCH.card_at)),
         NOT(LeadAnswer(irr=MATCH.card_at)),
         overrides=("Law54.undecided", "Law55.undecided", "Law56.undecided"),
         en="{card[seat]} led {card[card]} out of turn because an opponent wrongly told him "
            "it was his turn: it is taken back with no further rectification, and it cannot "
            "be accepted; what it showed is authorized for his side and unauthorized for the "
            "side that misinformed him (16C1, 16C2).",
         ru="{card[seat]} пошёл {card[card]} вне очереди, потому что оппонент ошибочно "
            "сказал ему, что его очередь: карта берётся назад без дальнейших последствий и "
            "не может быть принята; сведения от неё разрешённые для его стороны и "
            "неразрешённые для стороны, которая его дезинформировала (16C1, 16C2).")
    def lead_misinformed_to_take_back(self, card_at, card):
        self.conclude(
            RetractedWithoutRectification(irr=card_at),
            LeadAnswer(irr=card_at, answer="retracted", how="47E1"),
            self.item("card-withdrawn", irr=card_at, seat=card["seat"], card=card["card"]),
            self.item("no-rectification", irr=card_at),
            _law47_misinformed_information(card_at, card))

    @law("47D",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, n=MATCH.n,
                          refers_to=MATCH.card_at, seat=MATCH.seat),
         AS.card << CardPlayed(at=MATCH.card_at, n=MATCH.card_n, revoke=False),
         AS.rev << RevokeMade(n=MATCH.rev_n, side=MATCH.offenders,
                              next_by=P(lambda by: by in (None, "withdrawal"))),
         TEST(lambda rev_n, card_n, n: rev_n < card_n < n),
         NOT(Withdrawal(at=MATCH.at)),
         overrides="Law47.corrects_illegal_play",
         en="{seat} took back {card[card]}, played after {rev[seat]}'s revoke ({rev[card]}) "
            "that is being corrected: Law 62C says whether he may and what becomes of the "
            "card.",
         ru="{seat} взял назад {card[card]}, сыгранную после фальшренонса {rev[seat]} "
            "({rev[card]}), который исправляется: можно ли это и что станет с картой, "
            "решает правило 62C.")
    def left_to_law62(self, act, n, seat, card, card_n, rev, offenders):
        if card_n >= _law47_attention(self, rev):
            return  # played after attention was drawn: not a card Law 62C gives back
        if side(seat) == offenders:
            first = [w for w in record_facts(self, Withdrawal, why="62C1",
                                             revoke=rev["at"]) if w["n"] < n]
            if not any(seat == lho(w["seat"]) for w in first):
                return  # no non-offender took his card back before: not 62C2
            why = "62C2"
        else:
            why = "62C1"
        self.conclude(_law47_withdrawal(act, card, why, revoke=rev["at"]))

    @law("47D",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, n=MATCH.n,
                          seat=MATCH.seat, card=MATCH.card, refers_to=MATCH.card_at),
         AS.played << CardPlayed(at=MATCH.card_at, n=MATCH.card_n),
         AS.may << MayWithdraw(law="45D1", seat=MATCH.seat, card=MATCH.card,
                               n=MATCH.card_n),
         NOT(Withdrawal(at=MATCH.at)),
         overrides="Law47.corrects_illegal_play",
         en="{seat} took back {card}, which he had played after dummy's wrong card and "
            "before attention was drawn to it, as Law 45D1 allows: it goes back with no "
            "further rectification.",
         ru="{seat} взял назад {card}, сыгранную после ошибочной карты болвана и до того, "
            "как на неё обратили внимание, как позволяет правило 45D1: карта возвращается в "
            "руку без дальнейших последствий.")
    def after_dummys_wrong_card(self, act, seat, card, played, may):
        self.conclude(
            _law47_withdrawal(act, played, "45D1"), _law47_change(act, played),
            self.item("card-withdrawn", irr=may["irr"], seat=seat, card=card),
            self.item("no-rectification", irr=may["irr"]))

    @law("47D",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at,
                          seat=MATCH.seat, card=MATCH.card, refers_to=MATCH.card_at),
         AS.played << CardPlayed(at=MATCH.card_at, n=MATCH.card_n),
         AS.may << MayWithdraw(law="58B3", seat=MATCH.seat, card=MATCH.card,
                               n=MATCH.card_n),
         NOT(Withdrawal(at=MATCH.at)),
         overrides="Law47.corrects_illegal_play",
         en="{seat} took back {card}, which he had played to the trick after an opponent's "
            "simultaneous cards, one of them visible and withdrawn: Law 58B3 allows it.",
         ru="{seat} взял назад {card}, сыгранную в эту взятку после одновременно сыгранных "
            "оппонентом карт, одна из которых была видна и взята назад: правило 58B3 это "
            "разрешает.")
    def after_simultaneous_cards(self, act, played):
        self.conclude(_law47_withdrawal(act, played, "58B3"), _law47_change(act, played))

    @law("47B",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at, revoke=True),
         NOT(Withdrawal(at=MATCH.at)),
         overrides=("Law47.rectification_of_irregular_card",
                    "Law47.rectification_of_dummys_card"),
         en="{card[seat]} took back {card[card]}, a failure to follow suit, to correct an "
            "illegal play (Laws 62 and 63 say whether he may and what follows).",
         ru="{card[seat]} взял назад {card[card]} (фальшренонс), чтобы исправить "
            "незаконную игру (можно ли и что из этого следует — правила 62 и 63).")
    def corrects_illegal_play(self, act, card):
        self.conclude(_law47_withdrawal(act, card, "47B"), _law47_change(act, card))

    @law("47B",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at, revoke=False),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.card_at, restriction=MATCH.restriction),
         NOT(Withdrawal(at=MATCH.at)),
         overrides=("Law47.rectification_of_irregular_card",
                    "Law47.rectification_of_dummys_card"),
         en="{card[seat]} took back {card[card]}, which did not comply with the restriction "
            "declarer chose ({restriction}), a revoke, to correct that illegal play (Laws 62 "
            "and 63 say whether he may and what follows).",
         ru="{card[seat]} взял назад {card[card]}, не выполнив ограничения, выбранного "
            "разыгрывающим ({restriction}), — фальшренонс, чтобы исправить эту незаконную "
            "игру (можно ли и что из этого следует — правила 62 и 63).")
    def corrects_restriction_revoke(self, act, card):
        self.conclude(_law47_withdrawal(act, card, "47B"), _law47_change(act, card))

    @law("47A",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at),
         TEST(lambda card: _law47_irregular(card)),
         NOT(Withdrawal(at=MATCH.at)),
         overrides="Law47.after_opponents_change",
         en="{card[seat]} took back {card[card]}, a card played irregularly: the laws of that "
            "irregularity say what follows.",
         ru="{card[seat]} взял назад {card[card]}, сыгранную с нарушением: последствия "
            "определяют правила об этом нарушении.")
    def rectification_of_irregular_card(self, act, card):
        self.conclude(_law47_withdrawal(act, card, "47A"), _law47_change(act, card))

    @law("47A",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at),
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.card_at),
         AS.ruled << DummyCardRuled(irr=MATCH.card_at, how=MATCH.how),
         NOT(Withdrawal(at=MATCH.at)),
         overrides="Law47.after_opponents_change",
         en="Dummy's {card[card]}, a card declarer did not name, was taken back (Law 45D).",
         ru="Карту болвана {card[card]}, не обозначенную разыгрывающим, взяли назад "
            "(правило 45D).")
    def rectification_of_dummys_card(self, act, at, card, how):
        outcome = _law47_change(act, card) if how == "withdrawn" else \
            ChangeRefused(at=at)
        self.conclude(_law47_withdrawal(act, card, "47A"), outcome)

    @law("47D",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, n=MATCH.n,
                          refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at, n=MATCH.card_n, trick=MATCH.trick),
         AS.their << Action(verb="withdraws", period="play", n=MATCH.their_n,
                            refers_to=MATCH.their_card_at),
         AS.earlier << CardPlayed(at=MATCH.their_card_at, n=MATCH.earlier_n, trick=MATCH.trick),
         TEST(lambda card, earlier, earlier_n, card_n, their_n, n:
              side(earlier["seat"]) != side(card["seat"]) and earlier_n < card_n < their_n < n),
         NOT(Withdrawal(at=MATCH.at)),
         overrides="Law47.dummys_designated_card",
         en="{card[seat]} took back {card[card]} after an opponent took back "
            "{earlier[card]}, played before it to the same trick ({their[at]}).",
         ru="{card[seat]} взял назад {card[card]} после того, как оппонент взял назад "
            "{earlier[card]}, сыгранную в ту же взятку раньше ({their[at]}).")
    def after_opponents_change(self, act, card, their):
        self.conclude(_law47_withdrawal(act, card, "47D", opponent=their["at"]))

    @law("47C",
         AS.act << Action(verb="withdraws", period="play", role="dummy", at=MATCH.at,
                          n=MATCH.n, refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at, role="dummy"),
         NOT(Withdrawal(at=MATCH.at)),
         overrides="Law47.takes_back_played_card",
         en="Dummy's {card[card]}, played as declarer named it, was taken back: a change of "
            "designation (Law 45C4(b)).",
         ru="Карту болвана {card[card]}, сыгранную по обозначению разыгрывающего, взяли "
            "назад: изменение обозначения (правило 45C4(b)).")
    def dummys_designated_card(self, act, at, n, card):
        self.conclude(
            Irregularity(kind=CHANGE_OF_DESIGNATION, law="45", at=at, n=n,
                         offender=partner(card["seat"]), card=card["card"], seat=card["seat"]),
            _law47_withdrawal(act, card, "designation"))

    @law("47F2",
         AS.act << Action(verb="withdraws", period="play", at=MATCH.at, n=MATCH.n,
                          refers_to=MATCH.card_at),
         AS.card << CardPlayed(at=MATCH.card_at, n=MATCH.card_n),
         NOT(Withdrawal(at=MATCH.at)),
         en="{card[seat]} took back {card[card]}, a card he had played.",
         ru="{card[seat]} взял назад сыгранную карту {card[card]}.")
    def takes_back_played_card(self, act, n, card, card_n):
        since = play_facts_between(self, CardPlayed, card_n, n)
        opening = card["trick"] == 1 and card["position"] == 1 and card["in_turn"]
        faced = opening and any(card_n < s["n"] < n
                                for s in record_facts(self, DummySpread))
        self.conclude(_law47_withdrawal(act, card, "card", late=bool(since) or faced))

    # -- C: after a change of designation that Law 45C4(b) allows --------------------------

    @law("47C",
         AS.ok << DesignationChangeAllowed(irr=MATCH.at),
         en="Dummy's {ok[card]} goes back to dummy's hand with no further rectification.",
         ru="Карта болвана {ok[card]} возвращается в руку болвана без дальнейших "
            "последствий.")
    def designation_changed(self, ok, at):
        self.conclude(self.item("card-withdrawn", irr=at, seat=ok["seat"],
                                card=ok["card"]),
                      self.item("no-rectification", irr=at))

    # -- D: after an opponent's change of play ------------------------------------------

    @law("47D",
         AS.why << Withdrawal(why="47D", at=MATCH.at, opponent=MATCH.their_at),
         AS.theirs << ChangeOfPlay(at=MATCH.their_at),
         en="The opponent's change of play ({their_at}) stands, so {why[seat]} may take back "
            "{why[card]} and play another, with no further rectification.",
         ru="Изменение игры оппонентом ({their_at}) в силе, поэтому {why[seat]} может взять "
            "назад {why[card]} и сыграть другую карту без дальнейших последствий.")
    def opponent_changed(self, why, at):
        self.conclude(
            self.item("card-withdrawn", irr=at, seat=why["seat"], card=why["card"]),
            self.item("no-rectification", irr=at),
            ChangeOfPlay(at=at, n=why["n"], seat=why["seat"],
                         trick=why["trick"], card_n=why["card_n"]))

    @law("47F2",
         AS.why << Withdrawal(why="47D", at=MATCH.at, opponent=MATCH.their_at),
         AS.theirs << ChangeRefused(at=MATCH.their_at),
         en="The opponent's card taken back ({their_at}) stays played, so there was no change "
            "of play: {why[seat]}'s {why[card]} stays played too.",
         ru="Карта, которую оппонент взял назад ({their_at}), остаётся сыгранной, так что "
            "изменения игры не было: карта {why[card]} ({why[seat]}) тоже остаётся "
            "сыгранной.")
    def opponent_change_refused(self, why, at):
        self._law47_stands(why, at, "47F2")

    def _law47_stands(self, why, at, citation):
        """The card taken back stays played: taking it back was an irregularity."""
        self.conclude(Irregularity(kind=CARD_WITHDRAWN, law="47", at=at, n=why["n"],
                                   offender=why["seat"], card=why["card"], seat=why["seat"]),
                      self.item("card-stands", citation, irr=at, seat=why["seat"],
                                card=why["card"]),
                      ChangeRefused(at=at))

    @law("47D",
         AS.may << MayWithdraw(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card,
                               n=MATCH.n),
         AS.act << Action(verb="withdraws", period="play", seat=MATCH.seat, card=MATCH.card,
                          n=MATCH.m),
         TEST(lambda n, m: m > n),
         overrides="Law47.opponent_may_take_back",
         # his choice first, then what becomes of the card
         before=("Law47.after_dummys_wrong_card", "Law45.rho_changed_his_play"),
         en="{seat} chose to take back {card} and play another card (what it showed is "
            "unauthorized for the other side, if he is a defender: Law 16C).",
         ru="{seat} решил взять назад {card} и сыграть другую карту (если он защитник, "
            "сведения из неё неразрешённые для другой стороны: правило 16C).")
    def opponent_takes_back(self, may, at, seat, card, n):
        self.conclude(self.item("option", may["law"], irr=at, holder=seat, choices=CHOICES,
                                chosen="withdraw-card", card=card))
        played = record_facts(self, CardPlayed, n=n)
        if played and played[0]["role"] == "defender":  # 45C4(b), 45D1: see Law 16C
            irr = record_facts(self, Irregularity, at=at)
            offender = irr[0]["offender"] if irr else lho(seat)
            self.conclude(L16C(irr=at, offender=offender, card=card))

    @law("47D",
         EndOfRecord(),
         AS.may << MayWithdraw(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card),
         NOT(Item(type="option", irr=MATCH.at, holder=MATCH.seat, card=MATCH.card)),
         en="{seat} may take back {card} (Law {may[law]} allows it) and play another card.",
         ru="{seat} может взять назад {card} (это позволяет правило {may[law]}) и сыграть "
            "другую карту.")
    def opponent_may_take_back(self, may, at, seat, card):
        self.conclude(self.item("option", may["law"], irr=at, holder=seat, choices=CHOICES,
                                card=card))

    # -- E2, F2: any other card taken back --------------------------------------------------

    @law("47E2(a)",
         AS.why << Withdrawal(why="card", at=MATCH.at, late=False),
         AS.found << Finding(key="misinformed", value=True),
         en="{why[seat]} played {why[card]} because of an opponent's mistaken explanation, "
            "and took it back before any other card was played: it goes back with no "
            "further rectification.",
         ru="{why[seat]} сыграл {why[card]} из-за ошибочного объяснения оппонента и взял её "
            "назад до того, как была сыграна следующая карта: карта возвращается в руку "
            "без дальнейших последствий.")
    def misinformed_in_time(self, why, at):
        self.conclude(
            self.item("card-withdrawn", irr=at, seat=why["seat"], card=why["card"]),
            self.item("no-rectification", irr=at),
            ChangeOfPlay(at=at, n=why["n"], seat=why["seat"],
                         trick=why["trick"], card_n=why["card_n"]),
            _law47_misinformed_information(at, why))  # "(see Law 16C)", as in E1

    @law("47E2(a)",
         EndOfRecord(),  # whether the record takes the card back afterwards: known by then
         AS.fix << Correction(when="play", explained=MATCH.at),
         AS.irr << Irregularity(kind=MISLEADING_KIND, at=MATCH.at),
         phase="record",
         en="{fix[seat]} corrected the explanation of {fix[call]} during the play: the card "
            "played last before it, if an opponent of the explainer played it, may have been "
            "played because of the misinformation, and no card has been played since.",
         ru="{fix[seat]} исправил объяснение заявки {fix[call]} во время розыгрыша. "
            "Последняя карта перед исправлением, если её сыграл оппонент объяснившего "
            "игрока, могла быть сыграна из-за дезинформации; после неё карт ещё не играли.")
    def card_before_the_correction(self, fix, at):
        card = card_to_retract(self, fix, fix["explainer"])
        if card is not None:
            self.conclude(MisinformedCard(irr=at, seat=player_of(card), card=card["card"],
                                          card_at=card["at"]))

    @law("47E2(a)",
         AS.mis << MisinformedCard(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card),
         AS.found << Finding(key="misinformed", value=True),
         en="{seat} played {card} because of the mistaken explanation, before it was "
            "corrected, and no card has been played since: he may take it back with no "
            "further rectification (what it showed is authorized for his side, unauthorized "
            "for the other: Law 16C).",
         ru="{seat} сыграл {card} из-за ошибочного объяснения, до его исправления, и после "
            "этой карты других не играли: он может взять её назад без дальнейших "
            "исправлений (сведения из неё — разрешённая информация для его стороны и "
            "неразрешённая для другой: правило 16C).")
    def may_retract_after_correction(self, at, seat, card):
        self.conclude(self.item("option", irr=at, holder=seat, choices=CHOICES, card=card))

    @law("47E2(b)",
         AS.why << Withdrawal(why="card", at=MATCH.at, late=True),
         AS.found << Finding(key="misinformed", value=True),
         en="{why[seat]} played {why[card]} because of an opponent's mistaken explanation, "
            "but a card had been played since (or dummy had been faced): too late to take it "
            "back; it stays played, and the TD may adjust the score.",
         ru="{why[seat]} сыграл {why[card]} из-за ошибочного объяснения оппонента, но после "
            "неё уже сыграна карта (или открыт болван): брать её назад поздно; она остаётся "
            "сыгранной, а судья может скорректировать результат.")
    def misinformed_too_late(self, why, at):
        self._law47_stands(why, at, "47E2(b)")
        self.conclude(self.item("adjusted-score", irr=at, when="misinformed"))

    @law("47F2",
         AS.why << Withdrawal(why="card", at=MATCH.at),
         AS.found << Finding(key="misinformed", value=False),
         en="Nothing in Law 47 lets {why[seat]} take back {why[card]}: it stays played.",
         ru="Правило 47 не позволяет {why[seat]} взять назад {why[card]}: карта остаётся "
            "сыгранной.")
    def may_not_take_back(self, why, at):
        self._law47_stands(why, at, "47F2")

    @law("47F2",
         AS.mis << MisinformedCard(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card),
         AS.found << Finding(key="misinformed", value=False),
         en="{seat} did not play {card} because of the mistaken explanation: nothing in "
            "Law 47 lets him take it back, it stays played.",
         ru="{seat} сыграл {card} не из-за ошибочного объяснения: правило 47 не позволяет "
            "взять её назад, карта остаётся сыгранной.")
    def stands_after_correction(self, at, seat, card):
        self.conclude(self.item("card-stands", irr=at, seat=seat, card=card))
