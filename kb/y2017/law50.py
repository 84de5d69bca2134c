"""Law 50 — Disposition of a penalty card (2017).

A card a defender exposes before its time (not a lead: that is Law 57) is a penalty
card (Laws 49, 72C may apply). This module is the one place that says what a penalty
card means for the play that follows, whichever law made it one: it reads every
``penalty-card`` item of the ruling.

A  The penalty card stays face up on the table in front of its owner until a
   rectification has been selected (played, or picked up under D2(a)).
B  Grade. One card below honour rank, exposed unintentionally (two cards played to a
   trick, a card dropped): minor. An honour, or a card exposed deliberately (a lead
   out of turn, a revoke corrected …): major. A defender with two or more penalty
   cards: all of them are major.
C  Minor: until he has played it, its owner may not play another card of that suit
   below honour rank (an honour he may). His partner's lead is not restricted (but E).
D  Major: the owner is restricted whenever he is to play, his partner whenever he is
   to lead.
   1 (a) The owner must play it at his first legal opportunity: leading, following
         suit, discarding or ruffing (two or more he could play: declarer says which,
         Law 51A).
     (b) Following suit, or a lead or play restriction, comes first; the card stays on
         the table for the next legal opportunity.
   2 When his partner has the lead, the partner waits for declarer's choice:
     (a) require the lead of the penalty card's suit, or forbid that suit while the
         partner keeps the lead (two or more penalty cards: Law 51); either way the
         card is picked up;
     (b) neither: the partner leads any card and the card stays a penalty card
         (footnote: the options come back at the next trick if the partner keeps the
         lead and the card is still there).
E  Information. 1 While on the table, the card and what it obliges are authorized for
   everyone. 2 From a card picked up under D2(a): unauthorized for the owner's partner,
   authorized for declarer. 3 Once it is played, what the way it was exposed showed is
   unauthorized for the partner. 4 If at the end the TD judges that the help from the
   exposed card could well have changed the result and the non-offenders were damaged,
   he adjusts the score.

How the record is read. A penalty card leaves the table when its owner plays it (a
card of his that stays in a trick, the card's own premature play included, but not a
revoke card still to be taken back under Law 62A when the record ends) or when
declarer's choice under D2(a)/51B has it picked up. A card of the owner's played in
turn when the penalty card was legal (the lead, the suit led, or he showed out) and
not the penalty card is a failure to play it: Law 52 (kind
``penalty-card-not-played``, added to the ruling spec's kinds: none of them fits).

Declarer's choice under D2 is read from the record, never guessed:
- his statement, while the offender's partner is to lead: ``S chooses require-D``,
  ``S chooses prohibit-D`` (several suits: ``prohibit-C+D``), ``S chooses
  no-restriction`` (the ids of the option's choices). A statement that names none of
  the choices, or made at another moment, is not read here (``kb.choices`` may still
  record it on an option left without ``chosen``, with no consequence drawn);
- without a statement, one penalty card: the owner's card to the partner's lead. Not
  playing the penalty card when it was legal shows it was picked up (D2(a)): the lead
  tells require from prohibit when the leader's hand is given.
Neither (b) nor the choice between require and prohibit can be seen otherwise; then
the option is shown without ``chosen``, and a penalty card whose fate is thus unknown
is no longer checked (``penalty-card-status-unknown``).
"""

from __future__ import annotations

from typing import Any

from ruling.kb.common.cards import in_order
from ruling.kb.common.kinds import PENALTY_CARD, PENALTY_CARD_NOT_PLAYED
from ruling.kb.common.penalty_cards import (
    category_of,
    lead_choices,
    lead_option,
    legal_for,
    on_table,
    played_since,
    since_of,
    suspend,
)
from ruling.kb.common.record import entry_number
from ruling.kb.common.templates import (
    CardNotInTrick,
    FollowSuitFirst,
    HonourInstead,
    LeadNotRestricted,
    LeadOption,
    LeadOptionRead,
    OptionStatement,
    PenaltyCardDue,
    PenaltyCardInformation,
    PenaltyCardOnTable,
    PenaltyCardPickedUp,
    PenaltyCardPlayed,
    PlayRestriction,
    RevokeCorrection,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    CardPlayed,
    Chooses,
    Contract,
    EndOfRecord,
    Given,
    Irregularity,
    Item,
    LawModule,
    PlayOver,
    RulingEngine,
    W,
    choice_in,
    law,
    partner,
)


def _law50_conclude_lead_option(engine: RulingEngine, lead: Any, table: Any,
                                statement: Any | None) -> None:
    offender, leader = table["seat"], lead["seat"]
    tables = [t for t in on_table(engine, offender, lead["n"]) if t["grade"] == "major"]
    suits = in_order(t["suit"] for t in tables)
    held = lead["suits_held"]
    suit = None
    if statement is not None:
        category, suit = category_of(statement["choice"])
    else:
        category = "pending" if len(tables) == 1 else "undecided"
    engine.conclude(LeadOption(
        at=lead["at"], n=lead["n"], leader=leader, offender=offender,
        trick=lead["trick"], declarer=lead["declarer"], cards=tuple(t["card"] for t in tables),
        card=tables[0]["card"], suit=suit or tables[0]["suit"], suits=suits,
        count=len(tables), category=category, lead_suit=lead["suit"], held=held,
        irr=tables[-1]["irr"], statement=statement["at"] if statement is not None else None))


def _law50_statement_at_end(engine: RulingEngine, leader: str) -> Any | None:
    """Declarer's statement for the lead still to come when the record ends, if any."""
    used = {f.get("statement") for f in engine.facts.values()
            if isinstance(f, LeadOption)}
    said = [f for f in engine.facts.values()
            if isinstance(f, OptionStatement)
            and f.get("leader") == leader and f["at"] not in used]
    return max(said, key=lambda f: f["n"]) if said else None


class Law50(LawModule):
    number = "50"
    title = {"en": "Disposition of penalty card", "ru": "Штрафная карта"}
    summary = {
        "en": "A penalty card stays face up on the table until played or picked up. A "
              "single low card exposed by accident is a minor penalty card: its owner may "
              "not play another low card of that suit before it (an honour he may). An "
              "honour, a card exposed on purpose, or any card of a defender with two or more "
              "penalty cards is major: its owner must play it at the first legal "
              "opportunity (following suit comes first), and when his partner is to lead "
              "declarer may require or forbid that suit (the card is then picked up) or let "
              "it stay. What the card shows is authorized while it is on the table; from a "
              "card picked up, unauthorized for the partner; the TD adjusts the score if the "
              "exposed card helped the offenders.",
        "ru": "Штрафная карта лежит открытой на столе, пока её не сыграют или не заберут. "
              "Одна маленькая карта, открытая случайно, — младшая штрафная: её владелец не "
              "может сыграть другую маленькую карту этой масти раньше неё (онёр может). Онёр, "
              "карта, открытая намеренно, и любая карта защитника, у которого две штрафные "
              "карты или больше, — старшая: владелец обязан сыграть её при первой законной "
              "возможности (ответ в масть важнее), а когда ходит его партнёр, разыгрывающий "
              "может потребовать ход в масть карты или запретить его (карту тогда забирают) "
              "либо оставить её на столе. Сведения от лежащей карты разрешённые; от "
              "забранной — неразрешённые для партнёра; если открытая карта помогла "
              "нарушителям, судья корректирует результат.",
    }

    # -- B: grading an exposed card (Law 49) -----------------------------------------
    # (each rule below says which grade; _law50_graded gives the penalty card)

    @law("50B",
         AS.due << PenaltyCardDue(irr=MATCH.at, honour=False, accidental=True),
         en="{due[card]} is a single card below honour rank, exposed by accident: a minor "
            "penalty card.",
         ru="{due[card]} — одна карта ниже онёра, открытая случайно: младшая штрафная "
            "карта.")
    def low_card_by_accident(self, due, at):
        _law50_graded(self, due, at, "minor")

    @law("50B",
         AS.due << PenaltyCardDue(irr=MATCH.at, honour=True),
         en="{due[card]} is an honour: a major penalty card.",
         ru="{due[card]} — онёр: старшая штрафная карта.")
    def honour(self, due, at):
        _law50_graded(self, due, at, "major")

    @law("50B",
         AS.due << PenaltyCardDue(irr=MATCH.at, honour=False, accidental=False),
         en="{due[card]} was exposed deliberately (the TD did not find it accidental): a "
            "major penalty card.",
         ru="{due[card]} открыта намеренно (судья не признал это случайностью): старшая "
            "штрафная карта.")
    def low_card_on_purpose(self, due, at):
        _law50_graded(self, due, at, "major")

    # -- A: on the table ---------------------------------------------------------------

    @law("50A",
         AS.pc << Item(type=PENALTY_CARD, seat=MATCH.seat, card=MATCH.card, grade=MATCH.grade,
                       irr=MATCH.irr),
         before="Law50.two_or_more",
         en="{seat}'s {card} stays face up on the table in front of him until it is played "
            "or a rectification lets him pick it up.",
         ru="Карта {card} ({seat}) лежит открытой на столе перед ним, пока её не сыграют "
            "или пока исправление не позволит её забрать.")
    def left_face_up(self, pc, seat, card, grade, irr):
        self.conclude(PenaltyCardOnTable(seat=seat, card=card, suit=card[0], grade=grade,
                                         irr=irr, since=since_of(pc)))

    @law("50B",
         AS.first << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, grade="minor"),
         AS.other << PenaltyCardOnTable(seat=MATCH.seat, card=~MATCH.card),
         en="{seat} now has two penalty cards ({card} and {other[card]}): both are major, "
            "{card} included.",
         ru="У {seat:gen} теперь две штрафные карты ({card} и {other[card]}): обе старшие, "
            "включая {card}.")
    def two_or_more(self, first, seat, card):
        for fact in list(self.facts.values()):
            if (isinstance(fact,
                           Item) and fact.get("type") == PENALTY_CARD and fact.get("seat") == seat
                    and fact.get("card") == card and fact.get("irr") == first["irr"]
                    and fact.get("grade") == "minor"):
                self.retract(fact)
        self.retract(first)
        self.conclude(self.item(PENALTY_CARD, irr=first["irr"], seat=seat, card=card,
                                grade="major", from_n=first["since"]))

    # -- E1, E4: information while it is on the table -----------------------------------

    @law("50E1",
         AS.table << PenaltyCardOnTable(irr=MATCH.irr, seat=MATCH.seat, card=MATCH.card),
         en="While {card} is on the table, what it shows and what it obliges {seat} to do "
            "are authorized information for every player.",
         ru="Пока {card} лежит на столе, то, что она показывает, и обязанности, которые она "
            "налагает на игрока {seat}, — разрешённая информация для всех игроков.")
    def authorized_while_on_table(self, irr, seat, card):
        self.conclude(PenaltyCardInformation(irr=irr, seat=seat, card=card))

    @law("50E4",
         EndOfRecord(),
         AS.info << PenaltyCardInformation(irr=MATCH.irr, seat=MATCH.seat),
         NOT(Given(key="damaged", value=False)),
         NOT(Item(type="adjusted-score", law="50E4")),
         en="If at the end of play the TD judges that the help from the exposed {info[card]} "
            "could well have changed the result, and the other side was damaged, he adjusts "
            "the score.",
         ru="Если по окончании розыгрыша судья сочтёт, что без помощи открытой карты "
            "{info[card]} результат мог быть иным и другой стороне нанесён ущерб, он "
            "корректирует результат.")
    def help_from_the_card(self, irr):
        later = [f for f in self.found(PenaltyCardInformation)
                 if entry_number(f["irr"]) > entry_number(irr)]
        if later:
            return  # said once for all the defenders' penalty cards, after the last one
        self.conclude(self.item("adjusted-score", irr=irr, when="damaged"))

    # -- leaving the table: played ---------------------------------------------------------

    @law("50D1(a)",
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, grade="major",
                                        since=MATCH.since),
         AS.play << CardPlayed(seat=MATCH.seat, card=MATCH.card, n=MATCH.n, fate=W(),
                               at=MATCH.pat),
         TEST(lambda since, play: played_since(play, since)),
         NOT(RevokeCorrection(irr=MATCH.pat, pending=True)),  # must come back (62A)
         NOT(CardNotInTrick(at=MATCH.pat)),
         en="{seat} played the major penalty card {card} ({play[at]}): it leaves the table.",
         ru="{seat} сыграл старшую штрафную карту {card} ({play[at]}): она уходит со стола.")
    def major_card_played(self, table, play):
        self._law50_played(table, play)

    @law("50C",
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, grade="minor",
                                        since=MATCH.since),
         AS.play << CardPlayed(seat=MATCH.seat, card=MATCH.card, n=MATCH.n, fate=W(),
                               at=MATCH.pat),
         TEST(lambda since, play: played_since(play, since)),
         NOT(RevokeCorrection(irr=MATCH.pat, pending=True)),  # must come back (62A)
         NOT(CardNotInTrick(at=MATCH.pat)),
         en="{seat} played the minor penalty card {card} ({play[at]}): it leaves the table, "
            "and with it the restriction on his {table[suit]} cards.",
         ru="{seat} сыграл младшую штрафную карту {card} ({play[at]}): она уходит со стола, "
            "а с ней и ограничение на его карты этой масти.")
    def minor_card_played(self, table, play):
        self._law50_played(table, play)

    def _law50_played(self, table, play):
        self.retract(table)
        self.conclude(PenaltyCardPlayed(irr=table["irr"], seat=table["seat"],
                                        card=table["card"], at=play["at"]))

    @law("50E3",
         AS.done << PenaltyCardPlayed(irr=MATCH.irr, seat=MATCH.seat, card=MATCH.card),
         en="{card} has been played: what the circumstances of its exposure showed is now "
            "unauthorized information for {seat}'s partner.",
         ru="Карта {card} сыграна: сведения из обстоятельств, при которых она была открыта, "
            "теперь неразрешённые для партнёра {seat:gen}.")
    def played_card_information(self, irr, seat, card):
        self.conclude(self.item("unauthorized-information", irr=irr,
                                seat=partner(seat), card=card, source="played"))

    @law("50E2",
         AS.back << PenaltyCardPickedUp(irr=MATCH.irr, seat=MATCH.seat, card=MATCH.card),
         en="{card} goes back to {seat}'s hand: what it showed is unauthorized for his "
            "partner, authorized for declarer.",
         ru="Карта {card} возвращается в руку игрока {seat}: сведения от неё неразрешённые для его "
            "партнёра и разрешённые для разыгрывающего.")
    def picked_up_card_information(self, irr, seat, card):
        self.conclude(self.item("unauthorized-information", irr=irr,
                                seat=partner(seat), card=card, source="picked-up"))

    # -- C: a minor penalty card ---------------------------------------------------------------

    @law("50C",
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, suit=MATCH.suit,
                                        grade="minor", since=MATCH.since),
         AS.play << CardPlayed(seat=MATCH.seat, suit=MATCH.suit, honour=False, card=~MATCH.card,
                               in_turn=True, n=MATCH.n, fate=W(), at=MATCH.pat),
         TEST(lambda n, since, play: n > since and play["fate"] != "not-played"),
         NOT(Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.pat)),
         en="{seat} played {play[card]}, a card of the same suit below honour rank, before "
            "his minor penalty card {card}: that is not allowed (Law 52 applies).",
         ru="{seat} сыграл {play[card]} — карту той же масти ниже онёра — раньше своей "
            "младшей штрафной карты {card}: так нельзя (применяется правило 52).")
    def low_card_before_it(self, table, play):
        self._law50_not_played(table, play)

    @law("50C",
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, suit=MATCH.suit,
                                        grade="minor", since=MATCH.since),
         AS.play << CardPlayed(seat=MATCH.seat, suit=MATCH.suit, honour=True, card=~MATCH.card,
                               in_turn=True, n=MATCH.n, fate=W(), at=MATCH.pat),
         TEST(lambda n, since, play: n > since and play["fate"] != "not-played"),
         en="{seat} played the honour {play[card]} instead of his minor penalty card {card}: "
            "that he may do; {card} stays a minor penalty card.",
         ru="{seat} сыграл онёр {play[card]} вместо своей младшей штрафной карты {card}: это "
            "разрешено; {card} остаётся младшей штрафной картой.")
    def honour_instead(self, seat, card, pat):
        self.conclude(HonourInstead(at=pat, seat=seat, card=card))

    @law("50C",
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, grade="minor",
                                        since=MATCH.since),
         AS.lead << CardPlayed(is_lead=True, in_turn=True, seat=MATCH.leader, n=MATCH.n,
                               at=MATCH.la),
         TEST(lambda seat, leader, n, since: leader == partner(seat) and n > since),
         en="{leader} leads while his partner has only a minor penalty card ({card}): his "
            "lead is not restricted.",
         ru="{leader} ходит, когда у его партнёра лишь младшая штрафная карта ({card}): "
            "ограничений на ход нет.")
    def partner_leads_freely(self, card, leader, la):
        self.conclude(LeadNotRestricted(at=la, seat=leader, card=card))

    # -- D1: a major penalty card --------------------------------------------------------------

    @law("50D1(a)",
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, suit=MATCH.suit,
                                        grade="major", since=MATCH.since),
         AS.play << CardPlayed(seat=MATCH.seat, card=MATCH.played, in_turn=True, n=MATCH.n,
                               fate=W(), at=MATCH.pat, trick=MATCH.trick),
         TEST(lambda card, played, n, since, suit, play:
              card != played and n > since and play["fate"] != "not-played"
              and legal_for(suit, play)),
         NOT(PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.played)),
         NOT(PenaltyCardPlayed(at=MATCH.pat)),  # it was another of his penalty cards
         NOT(PlayRestriction(seat=MATCH.seat, trick=MATCH.trick)),
         NOT(LeadOption(offender=MATCH.seat, trick=MATCH.trick,
                        category="pending")),
         NOT(Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.pat)),
         en="{seat} could legally have played his major penalty card {card} at {pat} but "
            "played {played}: he failed to play it at the first legal opportunity (Law 52 "
            "applies).",
         ru="{seat} мог законно сыграть свою старшую штрафную карту {card} ({pat}), но "
            "сыграл {played}: он не сыграл её при первой законной возможности (применяется "
            "правило 52).")
    def not_played_when_legal(self, table, play):
        self._law50_not_played(table, play)

    def _law50_not_played(self, table, play):
        self.conclude(Irregularity(kind=PENALTY_CARD_NOT_PLAYED, law="52", at=play["at"],
                                   n=play["n"],
                                   offender=play["seat"], card=play["card"],
                                   penalty=table["card"], penalty_irr=table["irr"],
                                   trick=play["trick"]))

    @law("50D1(b)",
         AS.table << PenaltyCardOnTable(seat=MATCH.seat, card=MATCH.card, suit=MATCH.suit,
                                        grade="major", since=MATCH.since),
         AS.play << CardPlayed(seat=MATCH.seat, in_turn=True, followed_suit=True,
                               suit_led=~MATCH.suit, n=MATCH.n, at=MATCH.pat),
         TEST(lambda n, since: n > since),
         en="{seat} followed suit with {play[card]}: following suit comes before playing the "
            "penalty card {card}, which stays on the table for his next legal opportunity.",
         ru="{seat} ответил в масть картой {play[card]}: ответ в масть важнее штрафной карты "
            "{card}, которая остаётся на столе до следующей законной возможности.")
    def follow_suit_first(self, seat, card, pat):
        self.conclude(FollowSuitFirst(at=pat, seat=seat, card=card))

    # -- D2: the partner of the owner of a major penalty card has the lead -----------------

    @law("50D2",
         AS.said << Chooses(period="play", role="declarer", turn=MATCH.leader, position=1,
                            n=MATCH.sn, trick=MATCH.trick, choice=MATCH.choice),
         AS.table << PenaltyCardOnTable(seat=MATCH.offender, grade="major", since=MATCH.since),
         TEST(lambda leader, offender, since, sn: offender == partner(leader) and since < sn),
         overrides="Law50.partner_leads",
         en="{leader} is to lead while his partner {offender} has a major penalty card; "
            "declarer states his choice before the lead.",
         ru="Ходит {leader}, а у его партнёра {offender:gen} старшая штрафная карта; "
            "разыгрывающий до хода объявляет свой выбор.")
    def declarer_states_choice(self, said, leader, sn, trick, choice, offender):
        tables = [t for t in on_table(self, offender, sn) if t["grade"] == "major"]
        chosen = choice_in(choice, lead_choices(in_order(t["suit"] for t in tables)))
        if chosen is None or any(isinstance(f, OptionStatement)
                                 and f.get("at") == said["at"] for f in self.facts.values()):
            return  # not one of this option's choices, or already read
        self.conclude(OptionStatement(at=said["at"], n=sn, purpose="lead",
                                      leader=leader, trick=trick, choice=chosen))

    @law("50D2",
         AS.lead << CardPlayed(is_lead=True, in_turn=True, seat=MATCH.leader, n=MATCH.n,
                               trick=MATCH.trick, at=MATCH.la),
         AS.table << PenaltyCardOnTable(seat=MATCH.offender, grade="major", since=MATCH.since),
         TEST(lambda leader, offender, since, n: offender == partner(leader) and since < n),
         AS.said << OptionStatement(purpose="lead", leader=MATCH.leader,
                                    trick=MATCH.trick),
         NOT(LeadOption(at=MATCH.la)),
         en="{leader} leads ({lead[card]}) after declarer stated his choice about his "
            "partner's major penalty card.",
         ru="{leader} ходит ({lead[card]}) после того, как разыгрывающий объявил свой выбор "
            "насчёт старшей штрафной карты партнёра.")
    def partner_leads_after_statement(self, lead, table, said):
        _law50_conclude_lead_option(self, lead, table, said)

    @law("50D2",
         AS.lead << CardPlayed(is_lead=True, in_turn=True, seat=MATCH.leader, n=MATCH.n,
                               trick=MATCH.trick, at=MATCH.la),
         AS.table << PenaltyCardOnTable(seat=MATCH.offender, grade="major", since=MATCH.since),
         TEST(lambda leader, offender, since, n: offender == partner(leader) and since < n),
         NOT(OptionStatement(purpose="lead", leader=MATCH.leader, trick=MATCH.trick)),
         NOT(LeadOption(at=MATCH.la)),
         before=("Law60.offender_side_plays_first", "Law63.by_next_trick"),
         en="{leader} has the lead while his partner {offender} has a major penalty card: "
            "declarer first chooses whether to require or forbid a lead.",
         ru="Ходит {leader}, а у его партнёра {offender:gen} старшая штрафная карта: сначала "
            "разыгрывающий выбирает, требовать ли ход в масть или запретить его.")
    def partner_leads(self, lead, table):
        _law50_conclude_lead_option(self, lead, table, None)

    @law("50D2",
         AS.over << PlayOver(next_leader=MATCH.leader),
         AS.table << PenaltyCardOnTable(seat=MATCH.offender, grade="major"),
         TEST(lambda leader, offender: leader is not None and offender == partner(leader)),
         AS.deal << Contract(declarer=MATCH.declarer),
         NOT(LeadOption(at="end")),
         en="The record ends with {leader} to lead while his partner {offender} has a major "
            "penalty card: declarer has yet to choose.",
         ru="Запись кончается, когда ходить {leader:dat}, а у его партнёра {offender:gen} старшая "
            "штрафная карта: разыгрывающий ещё должен сделать выбор.")
    def partner_to_lead(self, leader, offender, declarer):
        tables = [t for t in on_table(self, offender) if t["grade"] == "major"]
        said = _law50_statement_at_end(self, leader)
        category, suit = category_of(said["choice"]) if said else ("undecided", None)
        if said is not None:
            self.use(said)
        self.conclude(LeadOption(
            at="end", n=0, leader=leader, offender=offender, trick=0,
            declarer=declarer, cards=tuple(t["card"] for t in tables), card=tables[0]["card"],
            suit=suit or tables[0]["suit"], suits=in_order(t["suit"] for t in tables),
            count=len(tables), category=category, lead_suit=None, held=None,
            irr=tables[-1]["irr"], statement=said["at"] if said else None))

    @law("50D2(a)",
         AS.option << LeadOption(count=1, category="require", suit=MATCH.suit),
         en="Declarer required {option[leader]} to lead {suit}: {option[card]} is no longer "
            "a penalty card and goes back to {option[offender]}'s hand.",
         ru="Разыгрывающий потребовал от игрока {option[leader]} хода в {suit}: {option[card]} "
            "больше не штрафная карта и возвращается в руку игрока {option[offender]}.")
    def required(self, option, suit):
        lead_option(self, option, "50D2(a)", f"require-{suit}",
                    on_table(self, option["offender"]))

    @law("50D2(a)",
         AS.option << LeadOption(count=1, category="prohibit", suit=MATCH.suit),
         en="Declarer forbade {option[leader]} to lead {suit} while he keeps the lead: "
            "{option[card]} is no longer a penalty card and goes back to "
            "{option[offender]}'s hand.",
         ru="Разыгрывающий запретил игроку {option[leader]} ходить в {suit}, пока тот сохраняет "
            "ход: {option[card]} больше не штрафная карта и возвращается в руку "
            "{option[offender]:gen}.")
    def prohibited(self, option, suit):
        lead_option(self, option, "50D2(a)", f"prohibit-{suit}",
                    on_table(self, option["offender"]))

    @law("50D2(b)",
         AS.option << LeadOption(category="leave"),
         TEST(lambda option: len(option["suits"]) == 1),
         en="Declarer neither required nor forbade a lead: {option[leader]} leads what he "
            "likes and {option[offender]}'s penalty card stays on the table (if "
            "{option[leader]} keeps the lead, the choice comes back at the next trick).",
         ru="Разыгрывающий не стал ни требовать, ни запрещать: {option[leader]} ходит чем "
            "хочет, а штрафная карта {option[offender]} остаётся на столе (если "
            "{option[leader]} сохранит ход, выбор повторяется в следующей взятке).")
    def left_on_the_table(self, option):
        lead_option(self, option, "50D2(b)", "no-restriction", [])

    @law("50D2",
         AS.option << LeadOption(count=1, category="undecided", at=MATCH.la),
         en="The record does not show declarer's choice: require {option[suit]}, forbid it, "
            "or neither.",
         ru="Из записи не видно выбора разыгрывающего: потребовать ход в {option[suit]}, "
            "запретить его или ни то, ни другое.")
    def choice_not_shown(self, option, la):
        lead_option(self, option, "50D2", None, [])
        if la != "end":
            suspend(self, on_table(self, option["offender"]), la)

    # -- D2 without a statement: the owner's card to his partner's lead -----------------

    @law("50D2(a)",
         AS.option << LeadOption(count=1, category="pending", offender=MATCH.seat,
                                 trick=MATCH.trick, card=MATCH.card, suit=MATCH.suit, at=MATCH.la),
         AS.play << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, in_turn=True,
                               card=~MATCH.card, fate=W()),
         TEST(lambda suit, play: play["fate"] != "not-played" and legal_for(suit, play)),
         NOT(LeadOptionRead(at=MATCH.la)),
         overrides="Law50.pending_at_end",
         en="{seat} did not play his penalty card {card} to his partner's lead, though he "
            "could have ({play[card]}): declarer must have had it picked up, requiring or "
            "forbidding {suit} (50D2(a)).",
         ru="{seat} не сыграл штрафную карту {card} на ход партнёра, хотя мог "
            "({play[card]}): значит, разыгрывающий велел её забрать, потребовав или "
            "запретив ход в {suit} (50D2(a)).")
    def play_shows_it_was_picked_up(self, option, seat, suit, la):
        self.conclude(LeadOptionRead(at=la))
        held, lead_suit = option["held"], option["lead_suit"]
        chosen = None
        if held is not None and lead_suit == suit and set(held) - {suit}:
            chosen = f"require-{suit}"
        elif held is not None and lead_suit != suit and suit in held:
            chosen = f"prohibit-{suit}"
        lead_option(self, option, "50D2(a)", chosen, on_table(self, seat))

    @law("50D2",
         AS.option << LeadOption(count=1, category="pending", offender=MATCH.seat,
                                 trick=MATCH.trick, card=MATCH.card, suit=MATCH.suit, at=MATCH.la),
         AS.play << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, in_turn=True, fate=W()),
         TEST(lambda card, suit, play: play["fate"] != "not-played"
              and (play["card"] == card or not legal_for(suit, play))),
         NOT(LeadOptionRead(at=MATCH.la)),
         overrides="Law50.pending_at_end",
         before="Law61.revoke",
         en="{seat}'s {play[card]} to his partner's lead does not show declarer's choice "
            "about {card}.",
         ru="Карта {play[card]} ({seat}) на ход партнёра не показывает выбора "
            "разыгрывающего насчёт {card}.")
    def play_shows_nothing(self, option, seat, card, la, play):
        self.conclude(LeadOptionRead(at=la))
        lead_option(self, option, "50D2", None, [])
        if play["card"] != card:
            suspend(self, on_table(self, seat), la)

    @law("50D2",
         EndOfRecord(),
         AS.option << LeadOption(count=1, category="pending", at=MATCH.la),
         NOT(LeadOptionRead(at=MATCH.la)),
         en="The record does not show declarer's choice about {option[card]}: require "
            "{option[suit]}, forbid it, or neither.",
         ru="Из записи не видно выбора разыгрывающего насчёт {option[card]}: потребовать "
            "ход в {option[suit]}, запретить его или ни то, ни другое.")
    def pending_at_end(self, option):
        lead_option(self, option, "50D2", None, [])


def _law50_graded(engine, due, at: str, grade: str) -> None:  # type: ignore[no-untyped-def]
    """50B: the card Law 49 made due becomes a penalty card of that grade."""
    engine.conclude(engine.item(PENALTY_CARD, "50B", irr=at, seat=due["seat"], card=due["card"],
                                grade=grade, from_n=due["n"]))
