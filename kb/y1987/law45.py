"""Law 45 — Card played (1987).

C  When a card must be played (commentary 45.2, in the order of 45C):
   C1 a defender's card held so that his partner could see its face; unless the TD is
      satisfied that partner could *not* see it, it is played (45.2(i), 45.10:
      finding ``could_see``);
   C2 declarer's card from his hand put in a played position (not in the record);
   C3 a dummy's card declarer deliberately touched, other than to arrange dummy's
      cards or reach another (seed; not in the record: there is no entry for it);
   C4 (a) a card the player named or designated as the one he means to play (seed);
      (b) a slip in naming may be put right at once, without pause for thought
      (finding ``unintended``); an opponent who had played in turn before the change
      may take his card back and play another, without penalty (seed, 45.5). Naming
      a dummy card when the lead was in declarer's own hand is never a slip (45.5):
      that designation is a lead from the wrong hand, whose fate is 1987 Law 55's
      (not in the seeds: handed to the TD). The seed's "a player" is any player: a
      defender who names two cards of his own at his turn plays the second if the
      first was a slip, else the first; the second, named when it could no longer be
      played, is then an exposed card (Law 49, commentary 49.1);
   C5 a penalty card may have to be played under Law 50 (seed; Law 50's disposition
      is not covered).
D  Dummy puts into the played position a card declarer did not name: the card is
   withdrawn if attention is drawn to it before each side has played to the next
   trick; a defender may take back, without penalty, a card he played after it
   and before attention was drawn (seed, see Law 47F; 45.6).
E  A fifth card played to a trick (finding ``intended_lead``, 45.7(i)(a)/(b)):
   E1 by a defender: a penalty card (Law 50), unless the TD deems it was a lead:
      then Law 53 or 56 applies (seed). Put unmistakably into the trick, it is a
      major penalty card; one that reached the trick by accident (two cards stuck
      together) may be a minor one (45.7(ii)): no lead, and Law 50 leaves its grade
      to the TD;
   E2 by declarer, from his hand or dummy: no penalty, unless the TD deems it was a
      lead (the seed breaks off here; then Law 55, as the 1987 Laws said). Neither
      the seed nor 45.7(i) says what becomes of a card found no lead: handed to the TD.
F  Dummy indicating a play to declarer: if it definitely influenced declarer's play
   and damaged the defenders, the score is adjusted; the TD may also penalise
   (commentary 45.8; 42A3 refers dummy's suggestions to this law).

C1 and C2 are not in the seeds (they begin at C3): their letters follow commentary
45.2, whose (i)-(v) run in the order of the seeds' C3-C5.

The record: a designation is ``S names CARD``; a change of it is a second ``names``
by declarer in the same trick (by a defender, of his own card, at the same turn);
dummy's card that differs from the designation comes from ``engine.play``
(``matches_designation``); a fifth card is flagged ``fifth_card``; a defender's card
stuck to the one he played is his second entry in the trick, marked ``simultaneous``
(``W H4 simultaneous``); dummy indicating a
play is dummy's own ``N names CARD``. Laws 53, 55 and 56 (1987) are not encoded: a
fifth card deemed a lead is handed to the TD.
"""

from __future__ import annotations

from ruling.kb.common.kinds import (
    CHANGE_OF_DESIGNATION,
    DUMMY_FORBIDDEN_ACTION,
    DUMMY_MISPLAYED_CARD,
    FIFTH_CARD,
)
from ruling.kb.common.penalty_cards import becomes_penalty_card
from ruling.kb.common.record import AFTER_RECORD, between, play_irregularity
from ruling.kb.common.templates import (
    DefenderDesignates,
    DesignationChanged,
    DesignationCorrected,
    InnocentWithdrawal,
    MisplayCorrected,
    NamedFromWrongHand,
    NotASlip,
    OwnCardRenamed,
    TooLate,
    WithdrawalPermitted,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    LawModule,
    Reading,
    decide,
    law,
    partner,
)

WITHDRAW_CHOICES = ["withdraw-card", "keep-card"]


def law45_withdraw_option(engine, at: str, card, citation: str) -> None:
    """A defender's card played after the irregularity: he may take it back."""
    chosen = "withdraw-card" if card["fate"] == "withdrawn" else None
    engine.conclude(engine.item("option", citation, irr=at, holder=card["seat"],
                                choices=WITHDRAW_CHOICES, chosen=chosen, card=card["card"]))


class Law45(LawModule):
    number = "45"
    title = {"en": "Card played", "ru": "Сыгранная карта"}
    summary = {
        "en": "A card is played when a defender held it so that his partner could see it, "
              "when declarer put it in a played position or deliberately touched it in dummy, "
              "when a player named it, or when it is a major penalty card that must be played. "
              "A slip in naming may be corrected at once, and an opponent who played in "
              "between may change his card. A card dummy played without being told to is put "
              "back if noticed before each side has played to the next trick. A defender's "
              "fifth card to a trick is a penalty card, declarer's costs nothing, unless the TD "
              "deems it a lead.",
        "ru": "Карта сыграна, если защитник держал её так, что партнёр мог видеть её лицевую "
              "сторону; если разыгрывающий поместил её в позицию сыгранной или безусловно "
              "коснулся карты стола; если игрок назвал её; если это старшая штрафная карта, "
              "подлежащая розыгрышу. Ошибочное обозначение можно исправить без паузы, и "
              "оппонент, сыгравший в промежутке, может заменить свою карту. Карта, которую "
              "болван сыграл без указания, отменяется, если на это обратили внимание до того, "
              "как каждая сторона сыграла в следующую взятку. Пятая карта во взятку: у "
              "защитника — штрафная карта, у разыгрывающего — без наказания, если только судья "
              "не сочтёт её ходом.",
    }

    # -- C1: a defender's card held so that partner could see it ---------------------

    @law("45C1",
         AS.irr << Irregularity(kind="exposed-card", law="49", at=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes", accidental=False, seat=MATCH.seat,
                          turn=MATCH.seat),
         AS.found << Finding(key="could_see", value=True),
         en="It was {seat}'s turn to play, and he held {act[card]} so that his partner could "
            "see its face: the card is played.",
         ru="Была очередь игрока {seat}, и он держал карту {act[card]} так, что партнёр мог видеть "
            "её лицевую сторону: карта сыграна.")
    def held_where_partner_could_see(self, at, act, seat):
        self.conclude(self.item("card-stands", irr=at, seat=seat, card=act["card"]))

    @law("45C1",
         AS.irr << Irregularity(kind="exposed-card", law="49", at=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes", accidental=False, seat=MATCH.seat,
                          turn=MATCH.seat),
         AS.found << Finding(key="could_see", value=False),
         en="The TD is satisfied that {seat}'s partner could not see {act[card]}: the card is "
            "not played, and it was not exposed to partner either.",
         ru="Судья убедился, что партнёр защитника ({seat}) не мог видеть карту {act[card]}: "
            "карта не сыграна и не считается открытой.")
    def partner_could_not_see(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    # -- C4(a): a named card is played -----------------------------------------------

    @law("45C4(a)",
         EndOfRecord(),
         AS.act << Action(verb="names", period="play", role="defender", designation="card",
                          seat=MATCH.seat, turn=MATCH.seat, at=MATCH.at),
         NOT(DefenderDesignates(at=MATCH.at)),
         NOT(OwnCardRenamed(first=MATCH.at)),
         NOT(OwnCardRenamed(at=MATCH.at)),
         en="{seat} named {act[card]} at his turn to play: the named card must be played.",
         ru="{seat} в свою очередь назвал карту {act[card]}: названная карта должна быть "
            "сыграна.")
    def defender_named_his_card(self, act, seat, at):
        self.conclude(self.item("card-stands", irr=at, seat=seat, card=act["card"]))

    # -- C4(b): a change of designation ------------------------------------------------

    @law("45C4(b)",
         AS.first << Action(verb="names", period="play", role="declarer", designation="card",
                            trick=MATCH.trick, n=MATCH.n1, at=MATCH.a1),
         AS.second << Action(verb="names", period="play", role="declarer", designation="card",
                             trick=MATCH.trick, n=MATCH.n2),
         TEST(lambda n1, n2: n1 < n2),
         TEST(lambda first, second: first["card"] != second["card"]),
         NOT(DesignationChanged(at=MATCH.a1)),
         en="{second[seat]} named {first[card]} from dummy, then {second[card]} in the same "
            "trick: a change of designation.",
         ru="{second[seat]} назвал со стола {first[card]}, затем в той же взятке "
            "{second[card]}: изменение обозначения карты.")
    def changed_designation(self, first, second, trick, n1, a1):
        play_irregularity(self, CHANGE_OF_DESIGNATION, "45", second, first=a1, first_n=n1,
                          first_card=first["card"], trick=trick,
                          dummy=partner(second["seat"]))
        self.conclude(DesignationChanged(at=a1))

    @law("45C4(b)",
         AS.first << Action(verb="names", period="play", role="defender", designation="card",
                            seat=MATCH.seat, turn=MATCH.seat, trick=MATCH.trick, n=MATCH.n1,
                            at=MATCH.a1),
         AS.second << Action(verb="names", period="play", role="defender", designation="card",
                             seat=MATCH.seat, turn=MATCH.seat, trick=MATCH.trick, n=MATCH.n2,
                             at=MATCH.a2),
         TEST(lambda n1, n2: n1 < n2),
         TEST(lambda first, second: first["card"] != second["card"]),
         NOT(DefenderDesignates(at=MATCH.a1)),
         NOT(DefenderDesignates(at=MATCH.a2)),
         NOT(OwnCardRenamed(first=MATCH.a1)),
         en="{seat} named {first[card]} at his turn, then {second[card]}: he changed the card "
            "he designated.",
         ru="{seat} в свою очередь назвал {first[card]}, затем {second[card]}: он изменил "
            "обозначение своей карты.")
    def defender_renamed(self, first, second, seat, a1, a2):
        self.conclude(OwnCardRenamed(at=a2, first=a1, seat=seat, card=second["card"],
                                     first_card=first["card"]))

    @law("45C4(a)",
         AS.act << Action(verb="names", period="play", role="declarer", designation="card",
                          position=1, seat=MATCH.declarer, turn=MATCH.declarer, at=MATCH.at),
         NOT(Irregularity(kind=CHANGE_OF_DESIGNATION, at=MATCH.at)),
         en="{declarer} named dummy's {act[card]} when the lead was in his own hand: that is "
            "no slip, and naming it led it: a lead from the wrong hand, which Law 55 governs "
            "(whether the card stands is that law's).",
         ru="{declarer} назвал карту стола {act[card]}, когда ход был с его собственной руки: "
            "это не случайная ошибка, и назвав карту, он пошёл ею — это ход не с той руки, "
            "его регулирует правило 55 (остаётся ли карта сыгранной, решает оно).")
    def named_dummy_card_when_hand_on_lead(self, act, declarer, at):
        dummy = partner(declarer)
        play_irregularity(self, "lead-out-of-turn", "55", act, from_hand=dummy)
        self.conclude(
            NamedFromWrongHand(at=at),
            self.item("not-covered", "55", irr=at, kind="lead-out-of-turn",
                      decide=decide(
                          "rectification of {declarer}'s lead of dummy's {card} "
                          "from the wrong hand (named when his own hand was on lead), "
                          "whether the card stands included (1987 Law 55)",
                          "исправление хода не с той руки картой стола {card}, "
                          "названной разыгрывающим ({declarer}), когда ход был с его руки, "
                          "в том числе остаётся ли карта сыгранной (правило 55 редакции "
                          "1987 года)", declarer=declarer, card=act["card"])),
        )

    @law("45C4(b)",
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, at=MATCH.at, first=MATCH.a1,
                                dummy=MATCH.dummy),
         AS.wrong << NamedFromWrongHand(at=MATCH.a1),
         overrides=("Law45.slip_corrected", "Law45.change_of_mind"),
         en="Declarer's first designation was made when the lead was in his own hand: it "
            "cannot be corrected as a slip, so {irr[card]} does not replace {irr[first_card]}; "
            "that lead from the wrong hand is Law 55's.",
         ru="Первое обозначение сделано, когда ход был с руки разыгрывающего: его нельзя "
            "исправить как случайную ошибку, и {irr[card]} не заменяет {irr[first_card]}; "
            "этот ход не с той руки регулирует правило 55.")
    def no_slip_from_wrong_hand(self, irr, at, dummy):
        self.conclude(
            NotASlip(irr=at),
            self.item("not-covered", "55", irr=at, kind="lead-out-of-turn",
                      decide=decide(
                          "rectification of the lead of dummy's ({dummy}) "
                          "{first_card} from the wrong hand, which the change to "
                          "{card} does not replace (1987 Law 55)",
                          "исправление хода не с той руки картой стола {first_card} "
                          "({dummy}), которую замена на {card} не отменяет (правило "
                          "55 редакции 1987 года)", dummy=dummy, first_card=irr["first_card"],
                          card=irr["card"])),
        )

    @law("45C4(b)",
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, at=MATCH.at),
         NOT(NotASlip(irr=MATCH.at)),
         AS.found << Finding(key="unintended", value=True),
         en="Declarer's first designation was a slip, corrected without pause for thought: "
            "{irr[card]} is played instead of {irr[first_card]}, without penalty.",
         ru="Первое обозначение было случайной ошибкой, исправленной без паузы для раздумий: "
            "вместо {irr[first_card]:gen} играется {irr[card]}, без наказания.")
    def slip_corrected(self, at):
        self.conclude(self.item("no-rectification", irr=at),
                      DesignationCorrected(irr=at))

    @law("45C4(b)",
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, at=MATCH.at, first=MATCH.a1,
                                n=MATCH.n2),
         AS.ok << DesignationCorrected(irr=MATCH.at),
         AS.card << CardPlayed(designated=MATCH.a1, role="dummy", n=MATCH.nd),
         TEST(lambda nd, n2: nd < n2),
         en="Dummy's {card[card]}, played on the first designation, goes back to dummy.",
         ru="Карта стола {card[card]}, сыгранная по первому обозначению, возвращается.")
    def dummy_card_back(self, at, card):
        self.conclude(self.item("card-withdrawn", irr=at, seat=card["seat"],
                                card=card["card"]))

    @law("45C4(b)",
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, at=MATCH.at, first_n=MATCH.n1,
                                n=MATCH.n2,
                                trick=MATCH.trick),
         AS.ok << DesignationCorrected(irr=MATCH.at),
         AS.card << CardPlayed(role="defender", trick=MATCH.trick, in_turn=True, n=MATCH.nx),
         TEST(lambda n1, nx, n2: between(n1, nx, n2)),
         en="{card[seat]} played {card[card]} in turn before the designation was changed: he "
            "may take it back and play another card, without penalty.",
         ru="{card[seat]} в свою очередь сыграл {card[card]} до изменения обозначения: он "
            "может без наказания взять карту назад и заменить её.")
    def opponent_may_change(self, at, card):
        law45_withdraw_option(self, at, card, "45C4(b)")

    @law("45C4(a)",
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, at=MATCH.at, dummy=MATCH.dummy),
         NOT(NotASlip(irr=MATCH.at)),
         AS.found << Finding(key="unintended", value=False),
         en="The change was not a slip made without pause (a change of mind): the card first "
            "named, {irr[first_card]}, must be played.",
         ru="Изменение не было случайной ошибкой без паузы (это смена решения): должна быть "
            "сыграна первая названная карта {irr[first_card]}.")
    def change_of_mind(self, irr, at, dummy):
        self.conclude(self.item("card-stands", irr=at, seat=dummy,
                                card=irr["first_card"]))

    @law("45C4(b)",
         EndOfRecord(),
         AS.renamed << OwnCardRenamed(at=MATCH.at, seat=MATCH.seat, card=MATCH.card),
         NOT(OwnCardRenamed(first=MATCH.at)),
         AS.found << Finding(key="unintended", value=True),
         en="{seat}'s first designation was a slip, corrected without pause for thought: "
            "{card} is the card he plays, not {renamed[first_card]}, without penalty.",
         ru="Первое обозначение ({seat}) было случайной ошибкой, исправленной без паузы для "
            "раздумий: он играет картой {card}, а не {renamed[first_card]}, без наказания.")
    def own_slip_corrected(self, at, seat, card):
        self.conclude(self.item("card-stands", irr=at, seat=seat, card=card))

    @law("45C4(a)",
         AS.renamed << OwnCardRenamed(at=MATCH.at, first=MATCH.a1, seat=MATCH.seat,
                                      first_card=MATCH.first_card),
         AS.found << Finding(key="unintended", value=False),
         en="{seat} changed his mind after naming {first_card}, no slip: the card he named "
            "first must be played.",
         ru="{seat} передумал, назвав {first_card}, — это не случайная ошибка: должна быть "
            "сыграна первая названная карта.")
    def own_change_of_mind(self, a1, seat, first_card):
        self.conclude(self.item("card-stands", irr=a1, seat=seat, card=first_card))

    @law("45C4(b)",
         AS.back << Action(verb="withdraws", role="defender", refers_to=MATCH.x, at=MATCH.w),
         AS.card << CardPlayed(at=MATCH.x, n=MATCH.nx),
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, first_n=MATCH.n1, n=MATCH.n2),
         AS.found << Finding(key="unintended", value=True),
         TEST(lambda n1, nx, n2: between(n1, nx, n2)),
         overrides="Law47.taken_back",
         en="{back[seat]} took back {card[card]} after declarer corrected his designation: "
            "allowed, without penalty.",
         ru="{back[seat]} взял назад {card[card]} после исправления обозначения "
            "разыгрывающим: это разрешено, без наказания.")
    def opponent_took_back(self, back, w, card, irr):
        self.conclude(WithdrawalPermitted(at=w, law="45C4(b)"),
                      InnocentWithdrawal(irr=irr["at"], seat=back["seat"],
                                         card=card["card"]),
                      self.item("card-withdrawn", irr=irr["at"], seat=back["seat"],
                                card=card["card"]))

    @law("45C4(b)",
         AS.back << Action(verb="withdraws", role="dummy", refers_to=MATCH.x, at=MATCH.w),
         AS.card << CardPlayed(at=MATCH.x, designated=MATCH.a1),
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, first=MATCH.a1),
         AS.found << Finding(key="unintended", value=True),
         overrides="Law47.taken_back",
         en="Dummy's {card[card]} was taken back after declarer corrected his designation.",
         ru="Карта стола {card[card]} взята назад после исправления обозначения.")
    def dummy_took_back(self, w):
        self.conclude(WithdrawalPermitted(at=w, law="45C4(b)"))

    # -- D: a card dummy played without being told to --------------------------------

    @law("45D",
         AS.card << CardPlayed(role="dummy", matches_designation=False),
         en="Declarer named a card, and dummy played {card[card]}, which he did not name.",
         ru="Разыгрывающий назвал карту, а болван сыграл {card[card]}, которую тот не "
            "называл.")
    def misplayed(self, card):
        play_irregularity(self, DUMMY_MISPLAYED_CARD, "45", card, trick=card["trick"],
                          next_trick=card["trick"] + 1, designated=card["designated"])

    @law("45D",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, next_trick=MATCH.t),
         AS.a << CardPlayed(trick=MATCH.t, side=MATCH.s1, n=MATCH.na),
         AS.b << CardPlayed(trick=MATCH.t, side=MATCH.s2, n=MATCH.nb),
         TEST(lambda s1, s2, na, nb: s1 != s2 and na < nb),
         NOT(TooLate(irr=MATCH.at)),
         NOT(MisplayCorrected(irr=MATCH.at)),
         overrides=("Law45.withdrawn_in_time", "Law45.to_be_withdrawn"),
         en="Both sides have now played to the next trick ({t}).",
         ru="Обе стороны уже сыграли в следующую взятку ({t}).")
    def next_trick_played(self, at, nb):
        self.conclude(TooLate(irr=at, n=nb))

    @law("45D",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, offender=MATCH.dummy),
         AS.back << Action(verb="withdraws", refers_to=MATCH.at, n=MATCH.nw, at=MATCH.w),
         NOT(TooLate(irr=MATCH.at)),
         overrides="Law47.taken_back",
         en="{dummy}'s {irr[card]} was taken back before each side had played to the next "
            "trick: it is withdrawn.",
         ru="Карта {irr[card]} ({dummy}) взята назад до того, как каждая сторона сыграла в "
            "следующую взятку: она отменяется.")
    def withdrawn_in_time(self, irr, at, dummy, nw, w):
        self.conclude(
            WithdrawalPermitted(at=w, law="45D"),
            MisplayCorrected(irr=at, until=nw),
            self.item("card-withdrawn", irr=at, seat=dummy, card=irr["card"]),
        )

    @law("45D",
         EndOfRecord(),
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, offender=MATCH.dummy),
         AS.card << CardPlayed(at=MATCH.at, fate=MATCH.fate),
         TEST(lambda fate: fate in ("stands", "undecided")),
         NOT(TooLate(irr=MATCH.at)),
         en="Attention was drawn to {dummy}'s {irr[card]} before each side had played to the "
            "next trick: the card must be withdrawn.",
         ru="Внимание к карте {irr[card]} ({dummy}) привлечено до того, как каждая сторона "
            "сыграла в следующую взятку: карта должна быть отменена.")
    def to_be_withdrawn(self, irr, at, dummy):
        self.conclude(
            MisplayCorrected(irr=at, until=AFTER_RECORD),
            self.item("card-withdrawn", irr=at, seat=dummy, card=irr["card"]),
        )

    @law("45D",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, offender=MATCH.dummy),
         AS.late << TooLate(irr=MATCH.at),
         AS.card << CardPlayed(at=MATCH.at, fate=MATCH.fate),
         TEST(lambda fate: fate in ("stands", "undecided", "withdrawn")),
         en="Each side had played to the next trick before attention was drawn to {dummy}'s "
            "{irr[card]}: it stays played.",
         ru="Каждая сторона сыграла в следующую взятку до того, как обратили внимание на "
            "карту {irr[card]} ({dummy}): она остаётся сыгранной.")
    def too_late_to_withdraw(self, irr, at, dummy):
        self.conclude(self.item("card-stands", irr=at, seat=dummy, card=irr["card"]))

    @law("45C4(a)",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, offender=MATCH.dummy,
                                designated=MATCH.d),
         AS.ok << MisplayCorrected(irr=MATCH.at),
         AS.named << Action(at=MATCH.d, designation="card"),
         en="The card declarer named, {named[card]}, is the one dummy must play.",
         ru="Болван должен сыграть названную разыгрывающим карту {named[card]}.")
    def named_card_played(self, at, dummy, named):
        self.conclude(self.item("card-stands", irr=at, seat=dummy,
                                card=named["card"]))

    @law("45D",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, n=MATCH.nx,
                                trick=MATCH.trick),
         AS.ok << MisplayCorrected(irr=MATCH.at, until=MATCH.until),
         AS.card << CardPlayed(role="defender", trick=MATCH.trick, n=MATCH.nd),
         TEST(lambda nx, nd, until: between(nx, nd, until)),
         en="{card[seat]} played {card[card]} after dummy's wrong card and before attention was "
            "drawn to it: he may take it back, without penalty.",
         ru="{card[seat]} сыграл {card[card]} после ошибочной карты болвана и до того, как "
            "на неё обратили внимание: он может взять её назад без наказания.")
    def defender_may_change(self, at, card):
        law45_withdraw_option(self, at, card, "45D")

    @law("45D",
         AS.back << Action(verb="withdraws", role="defender", refers_to=MATCH.x, at=MATCH.w),
         AS.card << CardPlayed(at=MATCH.x, trick=MATCH.trick, n=MATCH.nd),
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, trick=MATCH.trick, n=MATCH.nx),
         TEST(lambda nx, nd: nx < nd),
         overrides="Law47.taken_back",
         en="{back[seat]} took back {card[card]}, played after dummy's wrong card: allowed, "
            "without penalty (Law 47F).",
         ru="{back[seat]} взял назад карту {card[card]}, сыгранную после ошибочной карты "
            "болвана: это разрешено, без наказания (правило 47F).")
    def defender_took_back(self, back, w, card, irr):
        self.conclude(WithdrawalPermitted(at=w, law="45D"),
                      InnocentWithdrawal(irr=irr["at"], seat=back["seat"],
                                         card=card["card"]),
                      self.item("card-withdrawn", irr=irr["at"], seat=back["seat"],
                                card=card["card"]))

    # -- E: a fifth card to a trick ----------------------------------------------------

    @law("45E",
         AS.card << CardPlayed(fifth_card=True),
         en="{card[seat]} played {card[card]} when the trick was already complete and it was "
            "not his lead: a fifth card to the trick, or a lead out of turn.",
         ru="{card[seat]} сыграл {card[card]}, когда взятка уже была завершена, и ход был не "
            "его: пятая карта во взятку или ход вне очереди.")
    def fifth_card(self, card):
        play_irregularity(self, FIFTH_CARD, "45", card, role=card["role"],
                          honour=card["honour"], stuck=False)

    @law("45E1",
         AS.card << CardPlayed(simultaneous=True, already_played=True, role="defender"),
         en="{card[seat]}'s {card[card]} reached the trick together with the card he played "
            "(two cards stuck together): a fifth card played to the trick by accident "
            "(commentary 45.7(ii)).",
         ru="Карта {card[card]} ({card[seat]}) попала во взятку вместе с сыгранной им картой "
            "(две карты слиплись): пятая карта, случайно попавшая во взятку (комментарий "
            "45.7(ii)).")
    def stuck_card(self, card):
        play_irregularity(self, FIFTH_CARD, "45", card, role=card["role"],
                          honour=card["honour"], stuck=True)

    @law("45E1",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, offender=MATCH.seat, role="defender",
                                stuck=False),
         AS.found << Finding(key="intended_lead", value=False),
         en="The TD finds that {seat} played {irr[card]} to the finished trick (he forgot he "
            "had played to it): a defender's fifth card becomes a penalty card; put "
            "unmistakably into the trick, it is a major one.",
         ru="Судья считает, что {seat} сыграл {irr[card]} в уже завершённую взятку (забыл, что "
            "уже сыграл в неё): пятая карта защитника становится штрафной; недвусмысленно "
            "выложенная во взятку, она — старшая штрафная карта.")
    def defender_fifth_card(self, irr, at, seat):
        becomes_penalty_card(self, at, seat, irr["card"], irr["honour"], True, "45E1")
        self.conclude(Reading(at=at, fate="not-played"))  # a penalty card: not in a trick

    @law("45E1",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, offender=MATCH.seat, role="defender",
                                stuck=False),
         AS.found << Finding(key="intended_lead", value=True),
         en="The TD deems {seat}'s {irr[card]} a lead to the next trick: it is a lead out of "
            "turn, and Law 53 or 56 applies.",
         ru="Судья считает карту {irr[card]} ({seat}) ходом в следующую взятку: это ход вне "
            "очереди, применяется правило 53 или 56.")
    def defender_led(self, irr, at, seat):
        self.conclude(
            Irregularity(kind="lead-out-of-turn", law="56", at=at, n=irr["n"], offender=seat,
                          card=irr["card"]),
            self.item("not-covered", "56", irr=at, kind="lead-out-of-turn",
                      decide=decide("rectification of {seat}'s lead out of turn "
                                    "(1987 Law 53 or 56)",
                                    "исправление хода вне очереди ({seat}) (правило 53 или "
                                    "56 редакции 1987 года)", seat=seat)),
        )

    @law("45E1",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, offender=MATCH.seat, role="defender",
                                stuck=True),
         en="{seat}'s {irr[card]}, which reached the trick by accident, is no lead: a defender's "
            "fifth card becomes a penalty card (it may be a minor one, commentary 45.7(ii)).",
         ru="Карта {irr[card]} ({seat}), случайно попавшая во взятку, — не ход: пятая карта "
            "защитника становится штрафной (она может стать младшей штрафной картой, "
            "комментарий 45.7(ii)).")
    def defender_stuck_card(self, irr, at, seat):
        becomes_penalty_card(self, at, seat, irr["card"], irr["honour"], False, "45E1")
        self.conclude(Reading(at=at, fate="not-played"))  # a penalty card: not in a trick

    @law("45E2",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, offender=MATCH.seat, role=MATCH.role,
                                stuck=False),
         TEST(lambda role: role in ("declarer", "dummy")),
         AS.found << Finding(key="intended_lead", value=False),
         en="Declarer's fifth card, {irr[card]} ({seat}), was not a lead: no penalty. What "
            "becomes of the card the seed does not say.",
         ru="Пятая карта разыгрывающего {irr[card]} ({seat}) не была ходом: наказания нет. "
            "Что происходит с этой картой, в тексте правила не сказано.")
    def declarer_fifth_card(self, irr, at, seat):
        card = irr["card"]
        self.conclude(
            self.item("no-rectification", irr=at),
            Reading(at=at, fate="not-played"),  # no lead: the correct hand leads the trick
            self.item("not-covered", irr=at, kind=FIFTH_CARD,
                      decide=decide("fate of declarer's fifth card {card} ({seat}), "
                                    "found no lead: the seed of 1987 Law 45E2 says only that "
                                    "there is no penalty",
                                    "что происходит с пятой картой разыгрывающего {card} "
                                    "({seat}), не признанной ходом: текст правила 45E2 "
                                    "редакции 1987 года говорит лишь, что наказания нет",
                                    card=card, seat=seat)),
        )

    @law("45E2",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, offender=MATCH.seat, role=MATCH.role,
                                stuck=False),
         TEST(lambda role: role in ("declarer", "dummy")),
         AS.found << Finding(key="intended_lead", value=True),
         en="The TD deems declarer's {irr[card]} ({seat}) a lead to the next trick: a lead "
            "from the wrong hand, and Law 55 applies.",
         ru="Судья считает карту {irr[card]} ({seat}) ходом разыгрывающего в следующую "
            "взятку: ход не с той руки, применяется правило 55.")
    def declarer_led(self, irr, at, seat, role):
        declarer = seat if role == "declarer" else partner(seat)
        self.conclude(
            Irregularity(kind="lead-out-of-turn", law="55", at=at, n=irr["n"],
                          offender=declarer, card=irr["card"]),
            self.item("not-covered", "55", irr=at, kind="lead-out-of-turn",
                      decide=decide("rectification of declarer's lead out of turn from "
                                    "{seat} (1987 Law 55)",
                                    "исправление хода разыгрывающего вне очереди из руки "
                                    "игрока {seat} (правило 55 редакции 1987 года)",
                                    seat=seat)),
        )

    # -- F: dummy indicating a play -----------------------------------------------------

    @law("45F",
         AS.act << Action(verb="names", period="play", role="dummy"),
         en="{act[seat]}, dummy, indicated a play to declarer.",
         ru="Болван {act[seat]} подсказал разыгрывающему игру.")
    def dummy_suggests(self, act):
        play_irregularity(self, DUMMY_FORBIDDEN_ACTION, "45", act, act="suggests-play")

    @law("45F",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="45", at=MATCH.at,
                                offender=MATCH.dummy),
         NOT(Given(key="damaged", value=False)),
         en="If dummy's suggestion definitely influenced declarer's play and the defenders "
            "were damaged, the TD adjusts the score; he may also penalise dummy.",
         ru="Если подсказка болвана определённо повлияла на игру разыгрывающего и защита "
            "понесла ущерб, судья корректирует результат; он может также наказать болвана.")
    def damage_from_suggestion(self, at, dummy):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"),
                      self.item("procedural-penalty", "90", irr=at, seat=dummy))

    @law("45F",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="45", at=MATCH.at,
                                offender=MATCH.dummy),
         AS.found << Given(key="damaged", value=False),
         en="The defenders were not damaged by dummy's suggestion: the result stands, though "
            "the TD may penalise dummy for the breach of propriety.",
         ru="Защита не понесла ущерба от подсказки болвана: результат сохраняется, но судья "
            "может наказать болвана за нарушение этики.")
    def no_damage_from_suggestion(self, at, dummy):
        self.conclude(self.item("no-rectification", irr=at),
                      self.item("procedural-penalty", "90", irr=at, seat=dummy))
