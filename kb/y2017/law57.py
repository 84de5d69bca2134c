"""Law 57 — Premature lead or play (2017).

A  A defender who leads to the next trick before his partner has played to the
   current one, or plays out of turn before his partner has played: his card becomes a
   major penalty card, and declarer chooses one of these for the offender's partner:
   1 play the highest card he holds of the suit led;
   2 play the lowest card he holds of the suit led;
   3 play a card of another suit that declarer names;
   4 not play a card of another suit that declarer names.
B  If the partner cannot do what declarer chose, he may play any card (Law 59).
C  1 No rectification for playing before partner once declarer has played from both
     hands (a card of dummy's counts once declarer has called for it).
   2 Nor when dummy, of his own accord, put a card forward before his RHO played, or
     suggested one.
   3 Declarer's own premature play (not a lead), from either hand, is a played card:
     if legal, it may not be taken back.
D  A defender who tries to play (not lead) at his RHO's turn (Law 16 may apply): a card
   he may legally play to the trick must be played at his proper turn; otherwise it
   becomes a major penalty card.

Record: the premature card is the ``premature`` flag of ``engine.play`` (a defender
playing at his partner's turn, or leading again at it), or a defender's second card to
an unfinished trick played at another player's turn while his partner has not yet
played to it (leading again before dummy or declarer has played: the flag is not set
then, and this law looks at the trick itself). Declarer's
choice is his statement after it, at the partner's turn to play to the trick: ``S
chooses highest`` (A1), ``S chooses lowest`` (A2), ``S chooses play-D`` (A3), ``S
chooses forbid-D`` (A4), for a suit other than the one led (the option's choice ids).
The partner's card cannot show the choice by itself. B is read where the record shows
the partner could not comply: void in the suit led after A1/A2; obliged to follow suit,
or void in both the suit led and the named suit, after A3; holding nothing but the
forbidden suit, void in the suit led, after A4 (the last two need his hand).
C2 is not read (the record does not say whether dummy acted of his own accord), nor is
C1 for a premature *lead* after declarer played from both hands (whether C1 reaches a
lead to the next trick is left to the TD: not covered). A defender's lead to the next
trick after his partner has played to the current one, but before declarer's side has
(his partner had played, so A does not reach it), is not ruled either: the TD decides
it (Laws 49 and 50 may make the card a penalty card). Declarer's second card to an
opening lead out of turn taken from dummy is Law 54B2's, not a premature play. A second
card a defender plays at once with his first (``simultaneous``) is Law 58B's.
"""

from __future__ import annotations

from ruling.kb.common.cards import SUITS
from ruling.kb.common.kinds import PENALTY_CARD, PREMATURE_PLAY
from ruling.kb.common.penalty_cards import placed
from ruling.kb.common.templates import (
    CannotComply,
    DeclarerPrematurePlay,
    LeadOutOfTurn,
    PlayedAtRhoTurn,
    PlayRestriction,
    PrematureOption,
    PrematurePlayByDefender,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CardPlayed,
    Chooses,
    EndOfRecord,
    Finding,
    Irregularity,
    Item,
    LawModule,
    W,
    choice_in,
    decide,
    law,
    partner,
)


def _law57_choices(suit_led: str | None) -> list[str]:
    others = [s for s in SUITS if s != suit_led]
    return ["highest", "lowest"] + [f"play-{s}" for s in others] + [f"forbid-{s}" for s in others]


def _law57_dummy_second_to_opening_lead(engine, card) -> bool:
    """Dummy's card played second to an opening lead out of turn by a defender (54B2)."""
    return (card["trick"] == 1 and card["position"] == 2 and card["seat"] == card["dummy"]
            and bool(engine.found(LeadOutOfTurn, opening=True, declaring=False)))


def _law57_partner_played(engine, card) -> bool:
    """Had the defender's partner played to the trick in progress before ``card``?"""
    trick, _, _ = _law57_current_trick(engine, card)
    mate = partner(card["seat"])
    return any(isinstance(f, CardPlayed) and f["seat"] == mate and f["trick"] == trick
               and f["n"] < card["n"] and placed(f) for f in engine.facts.values())


def _law57_legal(card) -> bool:
    """A card that followed suit, or whose player is known to have had none of the suit."""
    return card["followed_suit"] is True or card["could_follow"] is False


def _law57_stated(choice: str, option) -> str:
    """The id of declarer's choice among those of 57A ('' when it names none of them)."""
    return choice_in(choice, _law57_choices(option["suit_led"])) or ""


def _law57_chosen(engine, option, citation: str, chosen: str, kind: str) -> None:
    """The option item with declarer's choice, and what it obliges the partner to do."""
    suit = chosen.partition("-")[2] or option["suit_led"]
    engine.conclude(
        engine.item("option", citation, irr=option["irr"], holder=option["declarer"],
                    restricts=option["seat"],
                    choices=_law57_choices(option["suit_led"]), chosen=chosen),
        PlayRestriction(seat=option["seat"], trick=option["trick"], kind=kind,
                        suit=suit, irr=option["irr"], law="57A"))


def _law57_current_trick(engine, card) -> tuple[int, str | None, bool]:
    """The trick in progress when ``card`` was played, its suit led, and whether declarer
    had played to it from both hands before it."""
    trick = card["trick"] - 1 if card["already_played"] and card["fate"] == "stands" \
        else card["trick"]
    earlier = [f for f in engine.facts.values()
               if isinstance(f, CardPlayed) and f["trick"] == trick and f["n"] < card["n"]
               and placed(f)]
    lead = next((f for f in earlier if f["position"] == 1), None)
    roles = {f["role"] for f in earlier}
    return trick, lead["suit"] if lead is not None else None, {"declarer", "dummy"} <= roles


class Law57(LawModule):
    number = "57"
    title = {"en": "Premature lead or play", "ru": "Преждевременный ход или снос"}
    summary = {
        "en": "A defender who plays before his partner (or leads to the next trick before his "
              "partner has played) has a major penalty card, and declarer may have the "
              "partner play his highest or lowest card of the suit led, or a card of another "
              "suit he names, or forbid him that suit; not if declarer had already played "
              "from both hands. Declarer's own premature play stands. A defender who plays at "
              "his RHO's turn plays that card at his turn if it is legal, else it is a major "
              "penalty card.",
        "ru": "Защитник, сыгравший раньше партнёра (или пошедший в следующую взятку, пока "
              "партнёр не сыграл в текущую), получает старшую штрафную карту, а "
              "разыгрывающий может потребовать от партнёра сыграть старшую или младшую карту "
              "масти хода, карту другой названной масти или запретить её; но не тогда, когда "
              "разыгрывающий уже сыграл из обеих рук. Преждевременно сыгранная карта самого "
              "разыгрывающего остаётся в силе. Защитник, сыгравший в очередь своего правого "
              "оппонента, играет эту карту в свою очередь, если она законна, иначе она старшая "
              "штрафная.",
    }

    # -- recognition -------------------------------------------------------------------

    @law("57A",
         AS.card << CardPlayed(role="defender", premature=True, at=MATCH.at),
         before=("Law57.major_penalty_card", "Law53.next_card", "Law61.revoke"),
         en="{card[seat]} played {card[card]} before his partner had played to the trick: a "
            "premature play.",
         ru="{card[seat]} сыграл {card[card]} раньше, чем его партнёр сыграл во взятку: "
            "преждевременная игра.")
    def before_partner(self, card, at):
        self._law57_before_partner(card, at)

    def _law57_before_partner(self, card, at):
        trick, suit_led, both = _law57_current_trick(self, card)
        self.conclude(
            Irregularity(kind=PREMATURE_PLAY, law="57", at=at, n=card["n"], offender=card["seat"],
                         card=card["card"], trick=trick),
            PrematurePlayByDefender(irr=at, n=card["n"], seat=card["seat"],
                                    partner=partner(card["seat"]), trick=trick, suit_led=suit_led,
                                    both_hands=both, lead=card["already_played"],
                                    declarer=card["declarer"]))

    @law("57A",
         AS.card << CardPlayed(role="defender", premature=False, already_played=True,
                               in_turn=False, at=MATCH.at),
         TEST(lambda card: not card.get("simultaneous")),  # two cards at once: Law 58B
         before="Law57.major_penalty_card",
         en="{card[seat]} led {card[card]} to the next trick before {card[turn]}, of "
            "declarer's side, had played to this one, and before his partner had: a "
            "premature lead.",
         ru="{card[seat]} пошёл {card[card]} в следующую взятку раньше, чем в текущую "
            "сыграл {card[turn]} из разыгрывающей пары и раньше своего партнёра: "
            "преждевременный ход.")
    def lead_again_before_partner(self, card, at):
        if _law57_partner_played(self, card):
            return
        self._law57_before_partner(card, at)

    @law("57A",
         AS.card << CardPlayed(role="defender", premature=False, already_played=True,
                               in_turn=False, at=MATCH.at, fate=W()),
         TEST(lambda card: card["fate"] in ("undecided", "not-played")
              and not card.get("simultaneous")),  # two cards at once: Law 58B
         before="Law57.major_penalty_card",
         en="{card[seat]} led {card[card]} to the next trick after his partner had played to "
            "this one but before {card[turn]}, of declarer's side, had: Law 57A covers only a "
            "lead before partner has played.",
         ru="{card[seat]} пошёл {card[card]} в следующую взятку после того, как его партнёр "
            "сыграл в текущую, но до того, как сыграл {card[turn]} из разыгрывающей пары: "
            "правило 57A касается только хода до игры партнёра.")
    def lead_after_partner_played(self, card, at):
        if not _law57_partner_played(self, card):
            return
        self.conclude(
            Irregularity(kind=PREMATURE_PLAY, law="57", at=at, n=card["n"], offender=card["seat"],
                         card=card["card"], trick=card["trick"]),
            self.item("not-covered", irr=at, kind=PREMATURE_PLAY,
                      decide=decide(
                          "rectification of the card led at {at} (his partner had played, "
                          "so not Law 57A; Laws 49 and 50 may make it a penalty card)",
                          "исправление хода ({at}) (партнёр уже сыграл, "
                          "поэтому не правило 57A; по правилам 49 и 50 карта может стать "
                          "штрафной)", at=at)))

    @law("57D",
         AS.card << CardPlayed(role="defender", premature=False, in_turn=False, is_lead=False,
                               already_played=False, relation="rho", at=MATCH.at),
         before=("Law57.major_penalty_card", "Law61.revoke"),
         en="{card[seat]} played {card[card]} at his RHO's turn ({card[turn]}): a premature "
            "play.",
         ru="{card[seat]} сыграл {card[card]} в очередь своего правого оппонента ({card[turn]}): "
            "преждевременная игра.")
    def at_rho_turn(self, card, at):
        self.conclude(
            Irregularity(kind=PREMATURE_PLAY, law="57", at=at, n=card["n"], offender=card["seat"],
                         card=card["card"], trick=card["trick"]),
            PlayedAtRhoTurn(irr=at),
            # 57D: "Law 16 may apply"; which part of it, and whether, is the TD's judgement
            self.item("not-covered", "16", irr=at, kind=PREMATURE_PLAY, decide=decide(
                "question whether what {seat}'s early card at {at} told his partner is "
                "unauthorized information (Law 16) and, if partner could have used it, an "
                "adjusted score",
                "является ли то, что ранняя карта ({seat}, {at}) "
                "сообщила партнёру, неразрешённой информацией (правило 16), и если партнёр "
                "мог ею воспользоваться, — корректировка результата", seat=card["seat"], at=at)))

    @law("57C3",
         AS.card << CardPlayed(in_turn=False, is_lead=False, already_played=False, role=W(),
                               at=MATCH.at),
         TEST(lambda card: card["role"] in ("declarer", "dummy")
              and card["matches_designation"] is not False),
         before=("Law57.major_penalty_card", "Law53.next_card",
                 "Law54.second_card_from_dummy"),
         en="Declarer played {card[card]} from {card[seat]} before {card[turn]}, whose turn "
            "it was: a premature play.",
         ru="Разыгрывающий сыграл {card[card]} из руки игрока {card[seat]} раньше {card[turn]}, "
            "чья была очередь: преждевременная игра.")
    def declarer_plays_early(self, card, at):
        if _law57_dummy_second_to_opening_lead(self, card):
            return  # Law 54B2 rules on it
        self.conclude(
            Irregularity(kind=PREMATURE_PLAY, law="57", at=at, n=card["n"],
                         offender=card["declarer"],
                         card=card["card"], trick=card["trick"], hand=card["seat"]),
            DeclarerPrematurePlay(irr=at))

    # -- C1: declarer had played from both hands -----------------------------------------

    @law("57C1",
         AS.early << PrematurePlayByDefender(irr=MATCH.at, both_hands=True, lead=False),
         en="Declarer had already played from both hands to this trick: {early[seat]} is not "
            "subject to rectification for playing before his partner.",
         ru="Разыгрывающий уже сыграл в эту взятку из обеих рук: {early[seat]} не подлежит "
            "исправлению за игру раньше партнёра.")
    def declarer_had_played_both_hands(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("57C1",
         AS.early << PrematurePlayByDefender(irr=MATCH.at, both_hands=True, lead=True),
         en="{early[seat]} led to the next trick before his partner had played to this one, "
            "after declarer had played to it from both hands: whether 57C1 spares a "
            "premature lead, as it does a premature play, is for the TD.",
         ru="{early[seat]} пошёл в следующую взятку раньше, чем его партнёр сыграл в "
            "текущую, когда разыгрывающий уже сыграл в неё из обеих рук: освобождает ли "
            "57C1 от исправления преждевременный ход так же, как преждевременную игру, "
            "решает судья.")
    def lead_after_both_hands(self, at):
        self.conclude(self.item(
            "not-covered", irr=at, kind=PREMATURE_PLAY,
            decide=decide(
                "application of Law 57C1 to the lead at {at} (declarer had played from "
                "both hands; if it does not apply, Law 57A does)",
                "применимость правила 57C1 к ходу ({at}) (разыгрывающий "
                "сыграл из обеих рук; если не применимо, применяется правило 57A)", at=at)))

    # -- A: a major penalty card, and declarer's choice for the partner ---------------------

    @law("57A",
         AS.early << PrematurePlayByDefender(irr=MATCH.at, both_hands=False),
         AS.irr << Irregularity(kind=PREMATURE_PLAY, at=MATCH.at),
         en="{early[seat]}'s {irr[card]} becomes a major penalty card, and declarer chooses "
            "what {early[partner]} must play to this trick.",
         ru="Карта {irr[card]} ({early[seat]}) становится старшей штрафной, а разыгрывающий "
            "выбирает, что {early[partner]} должен сыграть в эту взятку.")
    def major_penalty_card(self, early, at, irr):
        self.conclude(
            self.item(PENALTY_CARD, irr=at, seat=early["seat"], card=irr["card"], grade="major",
                      from_n=early["n"]),
            PrematureOption(irr=at, n=early["n"], seat=early["partner"],
                            trick=early["trick"], suit_led=early["suit_led"],
                            declarer=early["declarer"]))

    # Declarer's statement of his choice (``S chooses highest``), made at the partner's
    # turn to play to the trick: one rule a choice of A.

    @law("57A1",
         AS.said << Chooses(seat=MATCH.declarer, choice="highest", turn=MATCH.seat,
                            trick=MATCH.trick, n=MATCH.sn),
         AS.option << PrematureOption(irr=MATCH.at, seat=MATCH.seat, trick=MATCH.trick,
                                      declarer=MATCH.declarer, n=MATCH.pn),
         TEST(lambda sn, pn: sn > pn),
         NOT(Item(type="option", irr=MATCH.at)),
         en="Declarer chose: {seat} must play the highest card he holds of the suit led.",
         ru="Разыгрывающий выбрал: {seat} должен сыграть старшую из своих карт масти хода.")
    def highest(self, option):
        _law57_chosen(self, option, "57A1", "highest", "highest")

    @law("57A2",
         AS.said << Chooses(seat=MATCH.declarer, choice="lowest", turn=MATCH.seat,
                            trick=MATCH.trick, n=MATCH.sn),
         AS.option << PrematureOption(irr=MATCH.at, seat=MATCH.seat, trick=MATCH.trick,
                                      declarer=MATCH.declarer, n=MATCH.pn),
         TEST(lambda sn, pn: sn > pn),
         NOT(Item(type="option", irr=MATCH.at)),
         en="Declarer chose: {seat} must play the lowest card he holds of the suit led.",
         ru="Разыгрывающий выбрал: {seat} должен сыграть младшую из своих карт масти хода.")
    def lowest(self, option):
        _law57_chosen(self, option, "57A2", "lowest", "lowest")

    @law("57A3",
         AS.said << Chooses(seat=MATCH.declarer, choice=MATCH.choice, turn=MATCH.seat,
                            trick=MATCH.trick, n=MATCH.sn),
         AS.option << PrematureOption(irr=MATCH.at, seat=MATCH.seat, trick=MATCH.trick,
                                      declarer=MATCH.declarer, n=MATCH.pn),
         TEST(lambda sn, pn, choice, option: sn > pn
              and _law57_stated(choice, option).startswith("play-")),
         NOT(Item(type="option", irr=MATCH.at)),
         en="Declarer chose: {seat} must play a card of the suit he named, another suit "
            "than the one led.",
         ru="Разыгрывающий выбрал: {seat} должен сыграть карту названной им масти, не масти "
            "хода.")
    def card_of_named_suit(self, choice, option):
        chosen = _law57_stated(choice, option)
        _law57_chosen(self, option, "57A3", chosen, "play-suit")

    @law("57A4",
         AS.said << Chooses(seat=MATCH.declarer, choice=MATCH.choice, turn=MATCH.seat,
                            trick=MATCH.trick, n=MATCH.sn),
         AS.option << PrematureOption(irr=MATCH.at, seat=MATCH.seat, trick=MATCH.trick,
                                      declarer=MATCH.declarer, n=MATCH.pn),
         TEST(lambda sn, pn, choice, option: sn > pn
              and _law57_stated(choice, option).startswith("forbid-")),
         NOT(Item(type="option", irr=MATCH.at)),
         en="Declarer chose: {seat} may not play a card of the suit he named, another suit "
            "than the one led.",
         ru="Разыгрывающий выбрал: {seat} не может сыграть карту названной им масти, не "
            "масти хода.")
    def named_suit_forbidden(self, choice, option):
        chosen = _law57_stated(choice, option)
        _law57_chosen(self, option, "57A4", chosen, "forbid-suit")

    @law("57A",
         EndOfRecord(),
         AS.option << PrematureOption(irr=MATCH.at),
         NOT(Item(type="option", irr=MATCH.at)),
         en="Declarer chooses what {option[seat]} must play: his highest or lowest card of "
            "the suit led, a card of another suit he names, or not a card of a suit he "
            "names.",
         ru="Разыгрывающий выбирает, что должен сыграть {option[seat]}: старшую или младшую "
            "карту масти хода, карту другой названной масти или не карту названной масти.")
    def choice_not_shown(self, option, at):
        self.conclude(self.item("option", irr=at, holder=option["declarer"],
                                restricts=option["seat"],
                                choices=_law57_choices(option["suit_led"])))

    # -- B: the partner cannot comply ---------------------------------------------------------

    @law("57B",
         AS.rule << PlayRestriction(law="57A", seat=MATCH.seat, trick=MATCH.trick,
                                    kind=MATCH.kind),
         AS.play << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, followed_suit=False,
                               could_follow=False),
         TEST(lambda kind: kind in ("highest", "lowest")),
         en="{seat} had no card of the suit led, so he could not play his {kind} one: he may "
            "play any card (Law 59); he played {play[card]}.",
         ru="У {seat:gen} не было карт масти хода, и он не мог сыграть требуемую карту: он может "
            "сыграть любую карту (правило 59); он сыграл {play[card]}.")
    def cannot_comply(self, rule, seat, play):
        self.conclude(CannotComply(seat=seat, at=play["at"], irr=rule["irr"],
                                   why="void-in-suit-led"))

    @law("57B",
         AS.rule << PlayRestriction(law="57A", seat=MATCH.seat, trick=MATCH.trick,
                                    kind="play-suit", suit=MATCH.suit),
         AS.play << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, followed_suit=True),
         en="{seat} held a card of the suit led and had to follow suit ({play[card]}): he "
            "could not play the {suit} declarer required (Law 59).",
         ru="У {seat:gen} была масть хода, и он обязан был отвечать в масть ({play[card]}): "
            "сыграть {suit}, как потребовал разыгрывающий, он не мог (правило 59).")
    def must_follow_suit(self, rule, seat, play):
        self.conclude(CannotComply(seat=seat, at=play["at"], irr=rule["irr"],
                                   why="follow-suit"))

    @law("57B",
         AS.rule << PlayRestriction(law="57A", seat=MATCH.seat, trick=MATCH.trick,
                                    kind="play-suit", suit=MATCH.suit),
         AS.play << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, followed_suit=False,
                               could_follow=False, suits_held=MATCH.held),
         TEST(lambda held, suit: held is not None and suit not in held),
         en="{seat} held neither the suit led nor {suit}: he could not play the {suit} "
            "declarer required, and may play any card (Law 59); he played {play[card]}.",
         ru="У {seat:gen} не было ни масти хода, ни масти {suit}: выполнить требование "
            "разыгрывающего он не мог и может сыграть любую карту (правило 59); он сыграл "
            "{play[card]}.")
    def void_in_named_suit(self, rule, seat, play):
        self.conclude(CannotComply(seat=seat, at=play["at"], irr=rule["irr"],
                                   why="void-in-named-suit"))

    @law("57B",
         AS.rule << PlayRestriction(law="57A", seat=MATCH.seat, trick=MATCH.trick,
                                    kind="forbid-suit", suit=MATCH.suit),
         AS.play << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, followed_suit=False,
                               could_follow=False, suits_held=MATCH.suit),
         en="{seat} held nothing but {suit}, the suit declarer forbade, and none of the suit "
            "led: he could not comply, and may play any card (Law 59); he played "
            "{play[card]}.",
         ru="У {seat:gen} были только карты масти {suit}, запрещённой разыгрывающим, и не было "
            "масти хода: выполнить запрет он не мог и может сыграть любую карту (правило "
            "59); он сыграл {play[card]}.")
    def only_forbidden_suit(self, rule, seat, play):
        self.conclude(CannotComply(seat=seat, at=play["at"], irr=rule["irr"],
                                   why="only-forbidden-suit"))

    # -- C3: declarer's premature play -------------------------------------------------------

    @law("57C3",
         AS.early << DeclarerPrematurePlay(irr=MATCH.at),
         AS.card << CardPlayed(at=MATCH.at, fate=W()),
         TEST(lambda card: placed(card) and _law57_legal(card)),
         en="Declarer's premature {card[card]} from {card[seat]} is a played card, and legal: "
            "it may not be taken back.",
         ru="Преждевременно сыгранная разыгрывающим карта {card[card]} (из руки игрока "
            "{card[seat]}) сыграна и законна: взять её назад нельзя.")
    def declarers_card_stands(self, at, card):
        self.conclude(self.item("card-stands", irr=at, seat=card["seat"],
                                card=card["card"]))

    # -- D: at RHO's turn --------------------------------------------------------------------

    @law("57D",
         AS.early << PlayedAtRhoTurn(irr=MATCH.at),
         AS.card << CardPlayed(at=MATCH.at, fate=W()),
         TEST(lambda card: placed(card) and _law57_legal(card)),
         en="{card[seat]} may legally play {card[card]} to this trick: it is played at his "
            "proper turn (Law 16 may apply to what it told his partner).",
         ru="{card[seat]} может законно сыграть {card[card]} в эту взятку: она играется в его "
            "очередь (к сведениям, которые она дала партнёру, может применяться правило 16).")
    def played_at_proper_turn(self, at, card):
        self.conclude(self.item("card-stands", irr=at, seat=card["seat"],
                                card=card["card"]))

    @law("57D",
         AS.early << PlayedAtRhoTurn(irr=MATCH.at),
         AS.card << CardPlayed(at=MATCH.at, fate=W(), followed_suit=False, could_follow=True),
         TEST(lambda card: card["fate"] in ("not-played", "undecided")),
         en="{card[seat]} could not legally play {card[card]} to this trick (he held the suit "
            "led): it becomes a major penalty card.",
         ru="{card[seat]} не мог законно сыграть {card[card]} в эту взятку (у него была масть "
            "хода): она становится старшей штрафной картой.")
    def illegal_card(self, at, card):
        self.conclude(self.item(PENALTY_CARD, irr=at, seat=card["seat"], card=card["card"],
                                grade="major", from_n=card["n"]))

    # Where neither the hands nor his later play show whether he held the suit led, the
    # TD finds it (``held_suit_led``).

    @law("57D",
         AS.early << PlayedAtRhoTurn(irr=MATCH.at),
         AS.card << CardPlayed(at=MATCH.at, fate=W(), followed_suit=False, could_follow=None),
         AS.found << Finding(key="held_suit_led", value=True),
         TEST(lambda card: card["fate"] in ("not-played", "undecided")),
         en="{card[seat]} held a card of the suit led, so he could not legally play "
            "{card[card]} to this trick: it becomes a major penalty card.",
         ru="У {card[seat]:gen} была масть хода, и он не мог законно сыграть {card[card]} в эту "
            "взятку: она становится старшей штрафной картой.")
    def illegal_card_found(self, at, card):
        self.conclude(self.item(PENALTY_CARD, irr=at, seat=card["seat"], card=card["card"],
                                grade="major", from_n=card["n"]))

    @law("57D",
         AS.early << PlayedAtRhoTurn(irr=MATCH.at),
         AS.card << CardPlayed(at=MATCH.at, fate=W(), followed_suit=False, could_follow=None),
         AS.found << Finding(key="held_suit_led", value=False),
         TEST(lambda card: placed(card)),
         en="{card[seat]} held no card of the suit led, so he may legally play {card[card]} "
            "to this trick: it is played at his proper turn (Law 16 may apply to what it "
            "told his partner).",
         ru="У {card[seat]:gen} не было масти хода, и он может законно сыграть {card[card]} в "
            "эту взятку: она играется в его очередь (к сведениям, которые она дала "
            "партнёру, может применяться правило 16).")
    def legal_card_found(self, at, card):
        self.conclude(self.item("card-stands", irr=at, seat=card["seat"],
                                card=card["card"]))
