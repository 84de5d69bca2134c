"""Law 45 — Card played (2017).

A  A player (not dummy) plays a card by facing it on the table in front of him.
B  Declarer plays from dummy by naming the card; dummy then faces it (declarer may
   pick it up himself if need be).
C  A card is played when:
   1  a defender holds it so that his partner could see its face: it is played to the
      current trick (if he has already played to the trick, see E) — finding
      ``could_see``;
   2  declarer holds it face up touching or nearly touching the table, or keeps it
      where it shows it has been played;
   3  declarer deliberately touches it in dummy (except to arrange dummy's cards or to
      reach another card);
   4  (a) a player names or designates it as the card he plays (but see Law 47);
      (b) declarer may correct an unintended designation from dummy until he next
          plays a card from either hand: a slip of the tongue, not a change of mind
          (finding ``unintended``); an opponent who then played, in turn, a card legal
          before the change may take it back and play another (Law 47D).
   5  A penalty card may have to be played (Law 50).
D  1  A card dummy puts in the played position that declarer did not name must be
      taken back if attention is drawn to it before each side has played to the next
      trick; a defender may take back a card he played after it (before attention),
      and if declarer's RHO does so, declarer may take back a card he played to that
      trick afterwards.
   2  Once too late, play goes on as it stands (a failure to follow the wrong card may
      then be a revoke: Laws 64A, 64B3, 64B7, 64C).
E  A fifth card to a trick:
   1  by a defender becomes a penalty card (Law 50), unless the TD deems it led
      (finding ``intended_lead``): then Law 53 or 56;
   2  by declarer, from either hand, goes back without rectification, unless the TD
      deems it led: then Law 55.
F  Dummy may not touch or point at a card of his own accord: the TD is called, play
   goes on, and at the end the TD adjusts the score if dummy suggested a play and the
   defenders were damaged.
G  No one should turn his card face down before all four have played to the trick.

What the record shows: ``S names`` (B, C4, with Law 46 for incomplete designations),
dummy's card that follows it (D), a defender's ``exposes`` at his own turn (C1), a
card after a complete trick by the next player (E, the ``fifth_card`` flag: the TD is
asked whether it was led), any other player's card after a complete trick that nothing
kept as a lead (E too, when the TD found ``intended_lead`` false: read as a lead out of
turn unless he did), dummy's
own ``names`` (F), and a designated card of dummy's taken back (``N withdraws``) or
named again before any other card is played (C4(b): a ``change-of-designation``, the
kind the 1987 encoding uses too). A defender's card right after declarer took back
his lead out of turn is Law 60B's, not a fifth card. C2, C3 and G need what the
record does not hold. "Attention drawn" in D1 is the first TD call, word of
attention, or taking back of the card after it; when nothing of the kind comes, the
TD is being called now. Each defender's card played after dummy's wrong card and
before attention may be taken back (``may-withdraw``, read by Law 47D); declarer's card
played to that trick after his RHO's may be taken back once the RHO has taken his back
(until then, when the record ends, the ruling says so as an option conditional on the
RHO's choice).
"""

from __future__ import annotations

from ruling.kb.common.cards import player_of
from ruling.kb.common.kinds import (
    CHANGE_OF_DESIGNATION,
    DUMMY_FORBIDDEN_ACTION,
    DUMMY_MISPLAYED_CARD,
    EXPOSED_CARD,
    FIFTH_CARD,
)
from ruling.kb.common.record import AFTER_RECORD, play_facts_between, record_facts
from ruling.kb.common.templates import (
    ChangeOfPlay,
    ChangeRefused,
    DeemedPlayed,
    DesignatedCard,
    DesignationChange,
    DesignationChangeAllowed,
    DummyCardRuled,
    FifthCardLed,
    InvalidDesignation,
    MayWithdraw,
    MayWithdrawIfRhoChanges,
    PlayedBeforeCorrectLead,
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
    Reading,
    law,
    partner,
    rho,
)


def _law45_after_complete_trick(card) -> bool:
    """A card out of turn when no trick was in progress, after trick one, that nothing
    kept as a lead: its player had played to the complete trick before it."""
    return card["trick"] > 1 and card["fate"] != "stands"


def _law45_fifth_card(card) -> Irregularity:
    """The irregularity of a fifth card: dummy's is declarer's."""
    return Irregularity(kind=FIFTH_CARD, law="45", at=card["at"], n=card["n"],
                        offender=player_of(card), seat=card["seat"], card=card["card"],
                        role=card["role"])


def _law45_placed(card) -> bool:
    return card["fate"] in ("stands", "undecided", "withdrawn")


class Law45(LawModule):
    number = "45"
    title = {"en": "Card played", "ru": "Сыгранная карта"}
    summary = {
        "en": "A card is played when faced on the table, when declarer names it from dummy, "
              "when a defender holds it where his partner could see its face, when declarer "
              "holds it as played or deliberately touches it in dummy. Declarer may correct "
              "a slip of the tongue in naming dummy's card until he plays again. A card "
              "dummy puts up that declarer did not name goes back if noticed before each "
              "side has played to the next trick. A fifth card to a trick is a penalty card "
              "for a defender, goes back for declarer, unless the TD deems it a lead. Dummy "
              "may not suggest a play.",
        "ru": "Карта сыграна, когда она открыта на столе, когда разыгрывающий назвал её из "
              "болвана, когда защитник держит её так, что партнёр мог видеть её лицо, когда "
              "разыгрывающий держит её как сыгранную или намеренно коснулся её в болване. "
              "Оговорку в обозначении карты болвана разыгрывающий может исправить, пока не "
              "сыграл следующую карту. Карта, выложенная болваном без обозначения, "
              "возвращается, если это замечено до того, как обе стороны сыграли в следующую "
              "взятку. Пятая карта во взятку у защитника — штрафная, у разыгрывающего "
              "возвращается в руку, если судья не сочтёт её ходом. Болван не вправе "
              "подсказывать розыгрыш.",
    }

    # -- B, C4(a): a card named from dummy ---------------------------------------------

    @law("45B",
         AS.act << Action(verb="names", period="play", role="declarer", designation="card"),
         TEST(lambda act: "holding" not in act or act["card"] in act["holding"]),
         en="Declarer ({act[seat]}) named {act[card]} from dummy: naming it plays it "
            "(Law 45C4(a)).",
         ru="Разыгрывающий ({act[seat]}) обозначил из болвана {act[card]}: обозначенная карта "
            "сыграна (правило 45C4(a)).")
    def declarer_names_card(self, act):
        self.conclude(DesignatedCard(at=act["at"], n=act["n"], card=act["card"],
                                     seat=partner(act["seat"]), trick=act["trick"]))

    # -- C1: a defender's card his partner could see ----------------------------------

    @law("45C1",
         AS.act << Action(verb="exposes", period="play", role="defender", accidental=False,
                          seat=MATCH.seat, turn=MATCH.seat, n=MATCH.n),
         AS.lead << CardPlayed(trick=1, position=1, role="defender", n=MATCH.lead_n),
         TEST(lambda n, lead_n: lead_n < n),  # before the opening lead: the auction period
         en="{seat} showed {act[card]} at his own turn to play.",
         ru="{seat} показал карту {act[card]} в свою очередь играть.")
    def defender_shows_card_at_his_turn(self, act, seat):
        self.conclude(Irregularity(kind=EXPOSED_CARD, law="45", at=act["at"], n=act["n"],
                                   offender=seat, card=act["card"], trick=act["trick"]))

    @law("45C1",
         AS.irr << Irregularity(kind=EXPOSED_CARD, law="45", at=MATCH.at, offender=MATCH.seat),
         AS.found << Finding(key="could_see", value=True),
         en="{seat} held {irr[card]} where his partner could see its face: it is played to "
            "the current trick (a card played, so not a penalty card under Law 49).",
         ru="{seat} держал карту {irr[card]} так, что партнёр мог видеть её лицо: она "
            "считается сыгранной в текущую взятку (сыгранная карта, а не штрафная по "
            "правилу 49).")
    def partner_could_see(self, irr, at, seat):
        self.conclude(DeemedPlayed(at=at, seat=seat, card=irr["card"]),
                      self.item("card-stands", irr=at, seat=seat, card=irr["card"]))

    @law("45C1",
         AS.irr << Irregularity(kind=EXPOSED_CARD, law="45", at=MATCH.at, offender=MATCH.seat),
         AS.found << Finding(key="could_see", value=False),
         en="His partner could not see the face of {irr[card]}: it is not played, and goes "
            "back to {seat}'s hand; nor is it a penalty card (Law 49 needs a card partner "
            "could see).",
         ru="Партнёр не мог видеть лицо карты {irr[card]}: она не сыграна и возвращается в "
            "руку игрока {seat}; штрафной она тоже не становится (по правилу 49 — только карта, "
            "которую мог видеть партнёр).")
    def partner_could_not_see(self, irr, at, seat):
        self.conclude(self.item("card-withdrawn", irr=at, seat=seat, card=irr["card"]),
                      self.item("no-rectification", irr=at))

    # -- C4(b): declarer changes his designation ---------------------------------------

    @law("45C4(b)",
         AS.irr << Irregularity(kind=CHANGE_OF_DESIGNATION, at=MATCH.at, n=MATCH.n),
         AS.why << Withdrawal(at=MATCH.at, why="designation", card_n=MATCH.card_n,
                              seat=MATCH.dummy),
         en="Declarer had dummy's {irr[card]} taken back after it was played: a change of "
            "designation.",
         ru="Разыгрывающий велел взять назад уже сыгранную карту болвана {irr[card]}: "
            "изменение обозначения.")
    def designated_card_taken_back(self, irr, at, n, why, card_n, dummy):
        own_side = (dummy, partner(dummy))
        since = [c for c in play_facts_between(self, CardPlayed, card_n, n)
                 if c["seat"] in own_side]
        self.conclude(DesignationChange(irr=at, n=n, card=irr["card"], seat=dummy,
                                        card_n=card_n, trick=why["trick"], in_time=not since))

    @law("45C4(b)",
         AS.act << Action(verb="names", period="play", role="declarer", designation="card",
                          n=MATCH.n, card=MATCH.new),
         AS.old << DesignatedCard(n=MATCH.old_n, card=MATCH.card),
         TEST(lambda n, old_n, new, card: old_n < n and new != card),
         en="Declarer named {card} from dummy, then {new} before any other card was played: "
            "a change of designation.",
         ru="Разыгрывающий обозначил из болвана {card}, а затем, до следующей сыгранной "
            "карты, {new}: изменение обозначения.")
    def named_again(self, act, n, old, old_n, card):
        named = [a for a in play_facts_between(self, Action, old_n, n, verb="names")
                 if a["seat"] == act["seat"]]
        if named or play_facts_between(self, CardPlayed, old_n, n):
            return  # not the designation just before this one, or a card came between
        at = act["at"]
        self.conclude(
            Irregularity(kind=CHANGE_OF_DESIGNATION, law="45", at=at, n=n, offender=act["seat"],
                         card=card, seat=old["seat"]),
            DesignationChange(irr=at, n=n, card=card, seat=old["seat"], card_n=old_n,
                              trick=act["trick"], in_time=True))

    @law("45C4(b)",
         AS.change << DesignationChange(irr=MATCH.at, in_time=False),
         en="Declarer had already played another card from his hand or dummy since "
            "{change[card]}: too late to change the designation; {change[card]} stays played.",
         ru="После {change[card]} разыгрывающий уже сыграл другую карту из своей руки или из "
            "болвана: изменять обозначение поздно, {change[card]} остаётся сыгранной.")
    def too_late_to_change(self, change, at):
        self.conclude(
            self.item("card-stands", irr=at, seat=change["seat"],
                      card=change["card"]),
            ChangeRefused(at=at))

    @law("45C4(b)",
         AS.change << DesignationChange(irr=MATCH.at, in_time=True),
         AS.found << Finding(key="unintended", value=True),
         en="The TD finds the designation of {change[card]} a slip of the tongue, corrected "
            "without pause for thought and before declarer played again: the change is "
            "allowed.",
         ru="Судья признаёт обозначение {change[card]} оговоркой, исправленной без паузы для "
            "раздумий и до следующей карты разыгрывающего: изменение разрешено.")
    def slip_of_the_tongue(self, change, at):
        self.conclude(
            DesignationChangeAllowed(irr=at, seat=change["seat"], card=change["card"]),
            ChangeOfPlay(at=at, seat=change["seat"], trick=change["trick"],
                         card_n=change["card_n"], n=change["n"]))
        for card in play_facts_between(self, CardPlayed, change["card_n"], change["n"],
                                       role="defender", in_turn=True):
            self.conclude(MayWithdraw(irr=at, seat=card["seat"],
                                      card=card["card"], n=card["n"], law="45C4(b)"))

    @law("45C4(b)",
         AS.change << DesignationChange(irr=MATCH.at, in_time=True),
         AS.found << Finding(key="unintended", value=False),
         en="The TD finds the change of designation a change of mind (or a loss of "
            "concentration), not a slip of the tongue: {change[card]} stays played.",
         ru="Судья считает изменение обозначения переменой решения (или потерей "
            "концентрации), а не оговоркой: {change[card]} остаётся сыгранной.")
    def change_of_mind(self, change, at):
        self.conclude(
            self.item("card-stands", irr=at, seat=change["seat"],
                      card=change["card"]),
            ChangeRefused(at=at))

    # -- D: dummy puts up a card declarer did not name --------------------------------

    @law("45D",
         AS.card << CardPlayed(role="dummy", designated=MATCH.named_at,
                               matches_designation=False),
         NOT(InvalidDesignation(at=MATCH.named_at)),
         en="Dummy ({card[seat]}) put up {card[card]}, not the card declarer named "
            "({named_at}).",
         ru="Болван ({card[seat]}) выложил {card[card]}, а не карту, обозначенную "
            "разыгрывающим ({named_at}).")
    def dummy_plays_another_card(self, card, named_at):
        self._law45_misplayed(card, named_at)

    @law("45D",
         AS.card << CardPlayed(role="dummy", designated=MATCH.named_at, card=MATCH.played),
         AS.named << DesignatedCard(at=MATCH.named_at, card=MATCH.meant),
         TEST(lambda card, played, meant: card["matches_designation"] is not False
              and played != meant),
         en="Declarer's designation ({named_at}) means {meant}, but dummy ({card[seat]}) put "
            "up {played}.",
         ru="Назначение разыгрывающего ({named_at}) означает {meant}, а болван "
            "({card[seat]}) выложил {played}.")
    def dummy_plays_other_than_meant(self, card, named_at):
        self._law45_misplayed(card, named_at)

    def _law45_misplayed(self, card, named_at):
        self.conclude(Irregularity(kind=DUMMY_MISPLAYED_CARD, law="45", at=card["at"], n=card["n"],
                                   offender=card["seat"], card=card["card"],
                                   trick=card["trick"], named=named_at))

    @law("45D2",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, trick=MATCH.trick),
         AS.one << CardPlayed(side=MATCH.side1, trick=MATCH.t1),
         AS.two << CardPlayed(side=MATCH.side2, trick=MATCH.t2),
         TEST(lambda trick, t1, t2, side1, side2, one, two:
              t1 == t2 == trick + 1 and side1 < side2 and _law45_placed(one)
              and _law45_placed(two)),
         NOT(DummyCardRuled(irr=MATCH.at)),
         en="Both sides had played to the next trick ({one[at]}, {two[at]}) before anyone "
            "drew attention to dummy's {irr[card]}: too late to change it; play goes on as "
            "it stands (a failure to follow it may be a revoke).",
         ru="Обе стороны сыграли в следующую взятку ({one[at]}, {two[at]}) прежде, чем "
            "кто-либо обратил внимание на карту болвана {irr[card]}: менять её поздно, "
            "розыгрыш продолжается как есть (неответ на неё может быть фальшренонсом).")
    def too_late(self, irr, at):
        self.conclude(DummyCardRuled(irr=at, how="stands"),
                      self.item("card-stands", irr=at, seat=irr["offender"],
                                card=irr["card"]))

    @law("45D1",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, n=MATCH.n),
         AS.td << DirectorCalled(period="play", n=MATCH.when),
         TEST(lambda n, when: when > n),
         NOT(DummyCardRuled(irr=MATCH.at)),
         overrides="Law45.too_late",
         en="The TD was called ({td[at]}) before each side had played to the next trick: "
            "dummy's {irr[card]} must be taken back.",
         ru="Судья был вызван ({td[at]}) до того, как обе стороны сыграли в следующую "
            "взятку: карту болвана {irr[card]} нужно взять назад.")
    def noticed_director(self, irr, when):
        self._law45_take_back(irr, when)

    @law("45D1",
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at, n=MATCH.n),
         AS.act << Action(verb=MATCH.verb, period="play", n=MATCH.when),
         TEST(lambda act, verb, at, n, when: when > n and (
             verb == "attention" or (verb == "withdraws" and act.get("refers_to") == at))),
         NOT(DummyCardRuled(irr=MATCH.at)),
         overrides="Law45.too_late",
         en="Dummy's {irr[card]} was noticed ({act[at]}) before each side had played to the "
            "next trick: it must be taken back.",
         ru="Карту болвана {irr[card]} заметили ({act[at]}) до того, как обе стороны "
            "сыграли в следующую взятку: её нужно взять назад.")
    def noticed_at_table(self, irr, when):
        self._law45_take_back(irr, when)

    @law("45D1",
         EndOfRecord(),
         AS.irr << Irregularity(kind=DUMMY_MISPLAYED_CARD, at=MATCH.at),
         NOT(DummyCardRuled(irr=MATCH.at)),
         overrides="Law45.too_late",
         en="Dummy's {irr[card]} is noticed now, before each side has played to the next "
            "trick: it must be taken back.",
         ru="Карту болвана {irr[card]} заметили сейчас, до того, как обе стороны сыграли в "
            "следующую взятку: её нужно взять назад.")
    def noticed_now(self, irr):
        self._law45_take_back(irr, AFTER_RECORD)

    def _law45_take_back(self, irr, when):
        at, dummy = irr["at"], irr["offender"]
        self.conclude(DummyCardRuled(irr=at, how="withdrawn"),
                      self.item("card-withdrawn", "45D1", irr=at, seat=dummy, card=irr["card"]))
        meant = record_facts(self, DesignatedCard, at=irr["named"])
        if meant and not record_facts(self, Item, type="card-stands", seat=dummy,
                                      card=meant[0]["card"]):
            self.conclude(self.item("card-stands", "45D1", irr=at, seat=dummy,
                                    card=meant[0]["card"]))
        later = [c for c in play_facts_between(self, CardPlayed, irr["n"], when)
                 if _law45_placed(c)]
        declarer = partner(dummy)
        for card in later:
            if card["role"] == "defender":
                self.conclude(MayWithdraw(irr=at, seat=card["seat"],
                                          card=card["card"], n=card["n"], law="45D1"))
        same_trick = [c for c in later if c["trick"] == irr["trick"]]
        rho_card = next((c for c in same_trick if c["seat"] == rho(declarer)), None)
        for card in same_trick:
            if rho_card is not None and card["seat"] == declarer and card["n"] > rho_card["n"]:
                self.conclude(MayWithdrawIfRhoChanges(
                    irr=at, seat=declarer, card=card["card"], n=card["n"],
                    rho=rho_card["seat"], rho_card=rho_card["card"], rho_n=rho_card["n"]))

    @law("45D1",
         AS.cond << MayWithdrawIfRhoChanges(irr=MATCH.at, rho=MATCH.rho,
                                            rho_card=MATCH.rho_card),
         AS.back << Action(verb="withdraws", period="play", seat=MATCH.rho, card=MATCH.rho_card),
         TEST(lambda cond, back: back["n"] > cond["n"]),
         en="{rho}, declarer's RHO, took back {rho_card}: declarer may now take back "
            "{cond[card]}, which he played to the trick after it, and play another card.",
         ru="{rho}, правый оппонент разыгрывающего, взял назад {rho_card}: теперь разыгрывающий "
            "может взять назад {cond[card]}, сыгранную им в эту взятку позже, и сыграть другую "
            "карту.")
    def rho_changed_his_play(self, cond, at):
        self.conclude(MayWithdraw(irr=at, seat=cond["seat"], card=cond["card"],
                                  n=cond["n"], law="45D1"))

    @law("45D1",
         EndOfRecord(),
         AS.cond << MayWithdrawIfRhoChanges(irr=MATCH.at, rho=MATCH.rho,
                                            rho_card=MATCH.rho_card, seat=MATCH.declarer),
         NOT(MayWithdraw(irr=MATCH.at, seat=MATCH.declarer)),
         phase="consequences",  # after RHO's own option (Law 47D)
         en="If {rho}, declarer's RHO, takes back {rho_card}, declarer may then take back "
            "{cond[card]}, which he played to the trick after it.",
         ru="Если {rho}, правый оппонент разыгрывающего, возьмёт назад {rho_card}, разыгрывающий "
            "сможет взять назад {cond[card]}, сыгранную им в эту взятку позже.")
    def if_rho_changes(self, cond, at, rho, rho_card, declarer):
        self.conclude(self.item("option", irr=at, holder=declarer,
                                choices=["withdraw-card", "keep-card"], card=cond["card"],
                                rho=rho, rho_card=rho_card))

    # -- E: a fifth card to a trick -------------------------------------------------------

    @law("45E",
         AS.card << CardPlayed(fifth_card=True, at=MATCH.at),
         NOT(PlayedBeforeCorrectLead(at=MATCH.at)),  # Law 60B rules on it
         before="Law63.by_next_trick",  # whether it establishes a revoke depends on it
         en="{card[seat]} played {card[card]} after the trick was complete: a fifth card "
            "to the trick.",
         ru="{card[seat]} сыграл {card[card]} после того, как взятка была завершена: пятая "
            "карта во взятку.")
    def fifth_card(self, card):
        self.conclude(_law45_fifth_card(card))

    @law("45E",
         AS.card << CardPlayed(is_lead=True, in_turn=False, already_played=False,
                               fifth_card=False, at=MATCH.at),
         TEST(lambda card: _law45_after_complete_trick(card)),
         AS.found << Given(key="intended_lead", value=False),
         NOT(PlayedBeforeCorrectLead(at=MATCH.at)),  # Law 60B rules on it
         overrides=("Law55.declarer_leads_out_of_turn", "Law56.defender_leads_out_of_turn"),
         before="Law63.by_next_trick",
         en="{card[seat]}, who had played to the complete trick, played {card[card]} before "
            "the next lead, and the TD finds it was not meant as a lead: a fifth card to the "
            "trick, not a lead out of turn.",
         ru="{card[seat]}, уже сыгравший в завершённую взятку, сыграл {card[card]} до хода в "
            "следующую, и судья признаёт, что это не был ход: пятая карта во взятку, а не "
            "ход вне очереди.")
    def fifth_card_found(self, card):
        self.conclude(_law45_fifth_card(card))

    @law("45E1",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, role="defender", seat=MATCH.seat),
         AS.found << Finding(key="intended_lead", value=False),
         en="{seat}'s fifth card {irr[card]} was not meant as a lead: it becomes a penalty "
            "card (major: it was deliberately played).",
         ru="Пятая карта {irr[card]} ({seat}) не предназначалась для хода: она становится "
            "штрафной (старшей: сыграна намеренно).")
    def defenders_fifth_card(self, irr, at, seat):
        self.conclude(self.item("penalty-card", irr=at, seat=seat, card=irr["card"],
                                grade="major"),
                      Reading(at=at, fate="not-played"))  # a penalty card: not in a trick

    @law("45E1",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, role="defender", seat=MATCH.seat),
         AS.found << Finding(key="intended_lead", value=True),
         en="The TD deems {seat}'s fifth card {irr[card]} a lead: Law 53 or 56 applies, not "
            "the penalty card rule.",
         ru="Судья считает пятую карту {irr[card]} ({seat}) ходом: применяется правило 53 "
            "или 56, а не правило о штрафной карте.")
    def defenders_fifth_card_led(self, at):
        self.conclude(FifthCardLed(irr=at, laws="53/56"))

    @law("45E2",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, seat=MATCH.seat, role=MATCH.role),
         TEST(lambda role: role in ("declarer", "dummy")),
         AS.found << Finding(key="intended_lead", value=False),
         en="Declarer's fifth card {irr[card]} (from {seat}) goes back to the hand, with no "
            "further rectification.",
         ru="Пятая карта разыгрывающего {irr[card]} (из руки игрока {seat}) возвращается в руку "
            "без дальнейших последствий.")
    def declarers_fifth_card(self, irr, at, seat):
        self.conclude(self.item("card-withdrawn", irr=at, seat=seat, card=irr["card"]),
                      self.item("no-rectification", irr=at),
                      Reading(at=at, fate="not-played"))

    @law("45E2",
         AS.irr << Irregularity(kind=FIFTH_CARD, at=MATCH.at, seat=MATCH.seat, role=MATCH.role),
         TEST(lambda role: role in ("declarer", "dummy")),
         AS.found << Finding(key="intended_lead", value=True),
         en="The TD deems declarer's fifth card {irr[card]} (from {seat}) a lead: Law 55 "
            "applies.",
         ru="Судья считает пятую карту разыгрывающего {irr[card]} (из руки игрока {seat}) ходом: "
            "применяется правило 55.")
    def declarers_fifth_card_led(self, at):
        self.conclude(FifthCardLed(irr=at, laws="55"))

    # -- F: dummy suggests a play --------------------------------------------------------

    @law("45F",
         AS.act << Action(verb="names", period="play", role="dummy"),
         en="Dummy ({act[seat]}) indicated a card of his own accord: the TD is called and "
            "play goes on; at the end he adjusts the score if dummy suggested a play and "
            "the defenders were damaged by it.",
         ru="Болван ({act[seat]}) по своей инициативе указал на карту: вызывается судья, "
            "розыгрыш продолжается; по окончании судья корректирует результат, если "
            "болван подсказал розыгрыш и защитникам нанесён ущерб.")
    def dummy_indicates_card(self, act):
        at = act["at"]
        self.conclude(
            Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="45", at=at, n=act["n"],
                         offender=act["seat"],
                         action="names", limitation="43A1(c)"),
            self.item("adjusted-score", irr=at, when="dummy-suggested-play"))

