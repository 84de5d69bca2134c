"""Law 16 — Authorized and unauthorized information (2017), where the auction laws hand off.

Only Law 16C is encoded, and only as the auction laws of this knowledge base reach it:

C  A call withdrawn as the Laws provide:
   C1 what it tells the non-offending side is authorized for them, whoever withdrew it;
   C2 what the offending side learns from its own withdrawn call, or from a call the
      non-offending side withdrew, is unauthorized for it: among logical alternatives
      it may not pick one the information demonstrably suggests;
   C3 the TD adjusts the score when a breach of C2 damaged the other side.

Hand-off: a law that withdraws or cancels an offender's call, and does not say that 16C
is out (as 23B, 27B1(a) and 27B1(b) do for their replacements), concludes ``L16C(irr=AT,
offender=SEAT, call=CALL)``; the rules below turn it into the ruling item. Law 26A's
"16C does not apply" is for the comparable call of Law 23 (23C lists the laws that
replace a call so: 27B1(b), 30B1(b)(i), 31A2(a), 32A2(a)); it never takes 16C away from
a change of call: 25B3 puts every call withdrawn or cancelled under 25B (B1 or B2) under
16C, the call left standing comparable or not, and 26A only lifts the lead restrictions
there (cases 25B3-16C-whether-or-not-comparable,
25B2-25B3-cancelled-comparable-16C-applies). The play laws hand off a card taken back
the same way (``card=CARD`` instead of ``call``; the ruling item then names the card).
A card the non-offending side withdrew (47E1: an opponent misinformed the player) is
handed off as ``L16CNonOffender(irr=AT, seat=SEAT, card=CARD)``: authorized for his side
(16C1), unauthorized for the opponents (16C2).
16C speaks of every call withdrawn "as these laws provide", so it is handed off whether
the law that cancels the call names it (17D3, 25B3, 28B, 30B1(b)(ii)) or not (36, 37B,
38B, 39A). Laws 30B1(a), 31B1 and 32B1 name 16C2 for one call only, the offender's
partner's at his turn, and give that item themselves (``scope="partner-turn"``); what
follows depends on the offender's own call (nothing after a comparable call, 23B). Law
24's opening words put the information from a card exposed during the auction under 16C
(the card is not withdrawn, but 16C1/16C2 decide who may use it): Law 24 concludes
``L16CExposed(irr=AT, offender=SEAT, card=CARD)``. Its item waits for the end of the
record, which says what became of the card: back in the hand (24D) or the auction not
over, it stays under 16C; a penalty card (24E) is under 16C for the auction only, then
under Law 50E (E1: authorized for every player while it stays on the table; E2, E3 when
it is picked up or played, ruled by Law 50), and the item says so
(``source="exposed-penalty-card"``).
16B1 and 16B3 are encoded for what the record shows: a partner's tempo, remark or
question (``tempo``, ``remarks``, ``asks`` entries) is extraneous information for his
partner, whose next call or card is judged by the findings ``logical_alternative``
(16B1(b)), then ``demonstrably_suggested`` (16B1(a)), then ``damaged`` (16B3: the
adjusted score, worked out by Law 12 from ``outcomes``); Law 73 states the duties. 16A
and the rest of 16D need the TD's judgement of what happened away from the record. A law
that says 16B may apply concludes ``L16B(at=AT, source=SEAT, receiver=SEAT)`` (61B2(b):
dummy asked a defender about a revoke; 75A: an explanation of partner's call); the ruling
then names what 16B leaves to the TD
(whether the receiver chose an action the information demonstrably suggested over a
logical alternative, 16B1(a), and the adjusted score of 16B3) in a ``not-covered`` item. A
``looks`` entry of the auction (a player looked at another hand) is reported to the TD
as a ``not-covered`` item under 16D rather than dropped.
"""

from __future__ import annotations

from ruling.kb.common.kinds import USE_OF_UI
from ruling.kb.common.record import play_facts_between
from ruling.kb.common.templates import (
    L16B,
    L16C,
    L16CExposed,
    L16CNonOffender,
    NextAction,
    PartnerInformation,
    PenaltyCardInformation,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CallMade,
    CardPlayed,
    EndOfRecord,
    Finding,
    Irregularity,
    Item,
    LawModule,
    decide,
    law,
    lho,
    partner,
    place,
    side,
)


def _law16_conveys(act) -> bool:
    """Is the entry extraneous information from partner that 16B1 names: a tempo (an
    unmistakable hesitation, unwonted speed), a remark or gesture, or a question about a
    call or the auction? In the play, only a defender's (declarer's partner, dummy,
    chooses no play: declarer plays dummy's cards)."""
    verb = act["verb"]
    if verb == "asks" and act.get("target") is not None:
        return False  # a question to a player (Law 61, 20 with a target): not this
    if verb not in ("tempo", "remarks", "asks"):
        return False
    return act.get("period") != "play" or act.get("role") == "defender"


class Law16(LawModule):
    number = "16"
    title = {"en": "Authorized and unauthorized information",
             "ru": "Разрешённая и неразрешённая информация"}
    summary = {
        "en": "When a call is withdrawn as the Laws provide, whatever it reveals may be used "
              "by the non-offending side, but not by the offending side: its players must not "
              "choose, over a logical alternative, an action that the withdrawn call "
              "demonstrably suggests; if they do and the other side is damaged, the TD adjusts "
              "the score.",
        "ru": "Когда заявка отменена по правилам, всё, что она сообщает, разрешено "
              "использовать ненарушившей стороне, но не нарушителям: они не вправе выбирать "
              "из разумных альтернатив действие, явно подсказанное отменённой заявкой; если "
              "это нанесло ущерб другой стороне, судья корректирует результат.",
    }

    # 16B: a law hands off extraneous information from partner (61B2(b), 75A); whether the
    # receiver used it is the TD's judgement of the play, which the record cannot show.
    @law("16B",
         AS.ui << L16B(at=MATCH.at, source=MATCH.source, receiver=MATCH.receiver),
         en="What {source} did at {at} is extraneous information for his partner "
            "{receiver}: {receiver} may not choose a call or play it demonstrably suggests over a "
            "logical alternative (16B1(a)); if he did and the opponents were damaged, the TD "
            "adjusts the score (16B3).",
         ru="Действие игрока {source} ({at}) — посторонняя информация для его партнёра "
            "{receiver}: {receiver} не вправе выбирать из разумных альтернатив ту, что явно "
            "подсказана этой информацией (16B1(a)); если он так сделал и оппоненты понесли "
            "ущерб, судья корректирует результат (16B3).")
    def extraneous_from_partner(self, at, source, receiver):
        self.conclude(self.item(
            "not-covered", irr=at, kind="extraneous-information",
            decide=decide(
                f"question whether {receiver} chose a call or play suggested by what {source} "
                f"did at {at} over a logical alternative, and if so the adjusted score (Law "
                "16B1(a), 16B3)",
                f"выбрал ли {receiver} заявку или ход, подсказанные действием игрока {source} "
                f"({place(at, 'ru')}), вместо разумной альтернативы, и если да — "
                "скорректированный результат (правило 16B1(a), 16B3)")))

    # 16B1: a tempo, remark or question is extraneous information from partner. What
    # follows is judged on the receiver's next call or card after it (16B1(a)): whether
    # it had a logical alternative (16B1(b)), then whether the information demonstrably
    # suggested it over that alternative, each asked only when it matters.
    @law("16B1",
         AS.act << Action(verb=MATCH.verb, period=MATCH.period, at=MATCH.at, n=MATCH.n,
                          seat=MATCH.seat),
         TEST(lambda act: _law16_conveys(act)),
         en="What {seat} conveyed at {at} besides his calls and plays ({verb}) is extraneous "
            "information from partner: unauthorized for his partner (16B1).",
         ru="То, что {seat} передал ({at}) помимо заявок и ходов, — посторонняя информация "
            "от партнёра: неразрешённая для его партнёра (16B1).")
    def information_from_partner(self, at, n, seat, verb, period):
        self.conclude(PartnerInformation(at=at, n=n, seat=seat, receiver=partner(seat),
                                         verb=verb, period=period))

    @law("16B1",
         AS.info << PartnerInformation(at=MATCH.at, n=MATCH.n, receiver=MATCH.receiver,
                                       period="auction"),
         AS.call << CallMade(seat=MATCH.receiver, at=MATCH.later_at, n=MATCH.later,
                             own_previous=MATCH.previous),
         TEST(lambda previous, n, later: previous < n < later),
         en="{receiver}'s next call after the information of {at} is {call[call]} "
            "({later_at}): the action 16B1(a) judges.",
         ru="Следующая заявка игрока {receiver} после информации ({at}) — {call[call]} "
            "({later_at}): именно её оценивает 16B1(a).")
    def next_call(self, call, at, receiver, later_at, later):
        self.conclude(NextAction(of=at, at=later_at, n=later, seat=receiver,
                                 call=call["call"]))

    @law("16B1",
         AS.info << PartnerInformation(at=MATCH.at, n=MATCH.n, receiver=MATCH.receiver,
                                       period="play"),
         AS.card << CardPlayed(seat=MATCH.receiver, role="defender", at=MATCH.later_at,
                               n=MATCH.later),
         TEST(lambda n, later: n < later),
         en="{receiver}'s next card after the information of {at} is {card[card]} "
            "({later_at}): the play 16B1(a) judges.",
         ru="Следующая карта игрока {receiver} после информации ({at}) — {card[card]} "
            "({later_at}): именно её оценивает 16B1(a).")
    def next_card(self, card, at, n, receiver, later_at, later):
        if not play_facts_between(self, CardPlayed, n, later, seat=receiver):
            self.conclude(NextAction(of=at, at=later_at, n=later, seat=receiver,
                                     card=card["card"]))

    @law("16B1",
         EndOfRecord(),
         AS.info << PartnerInformation(at=MATCH.at, seat=MATCH.seat, receiver=MATCH.receiver),
         NOT(NextAction(of=MATCH.at)),
         phase="consequences",
         en="{receiver} made no call or play after what {seat} conveyed at {at}: the "
            "information is unauthorized for him, but nothing follows from it yet.",
         ru="После того, что передал {seat} ({at}), игрок {receiver} не сделал ни заявки, "
            "ни хода: информация для него неразрешённая, но последствий пока нет.")
    def nothing_follows_yet(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("16B1(a)",
         AS.next << NextAction(of=MATCH.of, at=MATCH.at, seat=MATCH.seat),
         AS.alt << Finding(key="logical_alternative", value=True),
         AS.found << Finding(key="demonstrably_suggested", value=False),
         en="{seat}'s action at {at} had a logical alternative, but the information did not "
            "demonstrably suggest it over that alternative: no infraction.",
         ru="У действия игрока {seat} ({at}) была логическая альтернатива, но информация не "
            "подсказывала его явно по сравнению с ней: нарушения нет.")
    def not_suggested(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("16B1(a)",
         AS.next << NextAction(of=MATCH.of, at=MATCH.at, n=MATCH.n, seat=MATCH.seat),
         AS.alt << Finding(key="logical_alternative", value=True),
         AS.found << Finding(key="demonstrably_suggested", value=True),
         en="{seat} chose at {at}, over a logical alternative, the action the unauthorized "
            "information demonstrably suggested: an infraction of 16B1(a).",
         ru="{seat} выбрал ({at}) вместо логической альтернативы действие, явно "
            "подсказанное неразрешённой информацией: нарушение 16B1(a).")
    def suggested_over_alternative(self, at, n, seat):
        self.conclude(Irregularity(kind=USE_OF_UI, law="16B1(a)", at=at, n=n, offender=seat))

    @law("16B1(b)",
         AS.next << NextAction(of=MATCH.of, at=MATCH.at, seat=MATCH.seat),
         AS.found << Finding(key="logical_alternative", value=False),
         en="{seat}'s action at {at} had no logical alternative: 16B1(a) forbids nothing, "
            "there is no infraction.",
         ru="У действия игрока {seat} ({at}) не было логической альтернативы: 16B1(a) "
            "ничего не запрещает, нарушения нет.")
    def no_logical_alternative(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("16B3",
         AS.irr << Irregularity(kind=USE_OF_UI, at=MATCH.at, offender=MATCH.offender),
         AS.found << Finding(key="damaged", value=True),
         en="{offender}'s infraction gained his side an advantage at the opponents' expense: "
            "the TD assigns an adjusted score (16B3, Law 12C1).",
         ru="Нарушение игрока {offender} принесло его стороне выгоду в ущерб оппонентам: "
            "судья назначает скорректированный результат (16B3, правило 12C1).")
    def adjusted(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"))

    @law("16B3",
         AS.irr << Irregularity(kind=USE_OF_UI, at=MATCH.at, offender=MATCH.offender),
         AS.found << Finding(key="damaged", value=False),
         en="{offender}'s infraction did not damage the opponents: no adjusted score (16B3).",
         ru="Нарушение игрока {offender} не нанесло ущерба оппонентам: результат не "
            "корректируется (16B3).")
    def not_damaged(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("16C2",
         AS.ui << L16C(irr=MATCH.at, offender=MATCH.offender),
         phase="consequences",
         en="A call or card was withdrawn in the rectification of {offender}'s irregularity: "
            "what it revealed is unauthorized for his side and authorized for the opponents "
            "(16C1, 16C2).",
         ru="При исправлении нарушения ({offender}) отменена заявка или взята назад карта: "
            "сведения из неё — неразрешённая информация для его стороны и разрешённая для "
            "оппонентов (16C1, 16C2).")
    def withdrawn_call_information(self, ui, at, offender):
        self.conclude(self.item("unauthorized-information", irr=at,
                                side=side(offender), call=ui.get("call"), card=ui.get("card")))

    @law("16C2",
         AS.ui << L16CNonOffender(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card),
         phase="consequences",
         en="{seat}'s {card} was withdrawn as the Laws provide, the irregularity being his "
            "opponents': what it showed is authorized for his side (16C1) and unauthorized "
            "for the opponents (16C2).",
         ru="Карта {card} ({seat}) взята назад по правилам, а нарушение допустили его "
            "оппоненты: сведения от неё разрешённые для его стороны (16C1) и неразрешённые "
            "для оппонентов (16C2).")
    def non_offenders_card_information(self, at, seat, card):
        self.conclude(self.item("unauthorized-information", irr=at, side=side(lho(seat)),
                                card=card))

    # The item is given once the record has said what became of the card: a card that
    # became a penalty card (24E) leaves 16C for Law 50E, whose E1 makes what it shows
    # authorized for every player while it stays on the table (50E2, 50E3 once it leaves).
    @law("16C2",
         EndOfRecord(),
         AS.ui << L16CExposed(irr=MATCH.at, offender=MATCH.offender, card=MATCH.card),
         NOT(Item(type="penalty-card", irr=MATCH.at)),
         phase="consequences",
         en="Law 24 puts the information from {offender}'s {card}, exposed during the auction, "
            "under 16C: it is authorized for the opponents and unauthorized for his side "
            "(16C1, 16C2).",
         ru="Правило 24 относит сведения от карты {card} ({offender}), открытой во время "
            "торговли, к 16C: они разрешены для оппонентов и неразрешены для его стороны "
            "(16C1, 16C2).")
    def exposed_card_information(self, at, offender, card):
        self.conclude(self.item("unauthorized-information", irr=at, side=side(offender),
                                card=card, source="exposed"))

    @law("16C2",
         EndOfRecord(),
         AS.ui << L16CExposed(irr=MATCH.at, offender=MATCH.offender, card=MATCH.card),
         AS.pc << Item(type="penalty-card", irr=MATCH.at, seat=MATCH.offender, card=MATCH.card),
         AS.info << PenaltyCardInformation(irr=MATCH.at, seat=MATCH.offender, card=MATCH.card),
         phase="consequences",
         en="Law 24 put the information from {offender}'s {card} under 16C while the auction "
            "lasted: unauthorized for his side, authorized for the opponents (16C1, 16C2). "
            "Now a penalty card, it is under Law 50E: while it stays on the table, what it "
            "shows is authorized for every player (50E1).",
         ru="Пока шла торговля, правило 24 относило сведения от карты {card} ({offender}) "
            "к 16C: неразрешённые для его стороны, разрешённые для оппонентов (16C1, 16C2). "
            "Теперь это штрафная карта, и действует правило 50E: пока она лежит на столе, "
            "то, что она показывает, — разрешённая информация для всех игроков (50E1).")
    def exposed_card_now_penalty_card(self, at, offender, card):
        self.conclude(self.item("unauthorized-information", irr=at, side=side(offender),
                                card=card, source="exposed-penalty-card"))

    # 16D (extraneous information) needs the TD's judgement of what was seen; the record
    # shows only that a player looked at another hand during the auction, which the TD
    # must not lose: he is told what 16D leaves to him.
    @law("16D",
         AS.act << Action(verb="looks", period="auction", at=MATCH.at, seat=MATCH.seat),
         en="{seat} looked at {act[target]}'s hand during the auction: what he saw is "
            "extraneous information; once a call has been made the TD lets play go on, ready "
            "to adjust the score, or adjusts it (16D3 with 16D2(c), 16D2(d)).",
         ru="{seat} посмотрел карты игрока {act[target]} во время торговли: увиденное — "
            "посторонняя информация; после первой заявки судья разрешает продолжать игру, "
            "готовый скорректировать результат, или корректирует его (16D3 с 16D2(c), "
            "16D2(d)).")
    def looked_at_a_hand(self, act, at, seat):
        self.conclude(self.item("not-covered", irr=at, kind="extraneous-information",
                                decide=decide(
                                    f"extraneous information {seat} got from "
                                    f"{act['target']}'s hand at {at}",
                                    f"постороннюю информацию, которую {seat} получил из "
                                    f"карт игрока {act['target']} ({place(at, 'ru')})")))
