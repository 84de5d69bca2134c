"""Law 16 — Authorized and unauthorized information (2017), where the auction laws hand off.

Law 16C is encoded as the auction laws of this knowledge base reach it:

C  A call withdrawn as the Laws provide:
   C1 what it tells the non-offending side is authorized for them, whoever withdrew it;
   C2 what the offending side learns from its own withdrawn call, or from a call the
      non-offending side withdrew, is unauthorized for it: among logical alternatives
      it may not pick one the information demonstrably suggests;
   C3 the TD adjusts the score when a breach of C2 damaged the other side: every 16C2
      item about the offending side comes with an ``adjusted-score`` item (``when:
      used-withdrawn-information``), what the TD checks at the end of play.

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
adjusted score, worked out by Law 12 from ``outcomes``); Law 73 states the duties.
An alerted call (``N 2D alerted``: the alert is his partner's) is extraneous information
for the caller when the alert was unexpected: the finding ``unexpected_alert``, asked only
when the caller acts again (calls again, or, calling no more, makes the opening lead) and
the alerter gave no explanation of the call (an
explanation is handed to 16B by Law 75A, alert and all: not asked twice); the caller's
next action is then judged as above. A failure to alert is not in the record format (no
``not alerted`` word): left to the TD.
The information restricts all the receiver's later actions; besides his next call, the
one action judged is the one TDs meet most, his opening lead when he is the opening
leader (no other card of his, so nothing is asked about actions nobody questions). The
findings are keyed by name, one per incident, so each judged action has its own: with
no call of the receiver after the information, the lead is his next action, judged by
``logical_alternative`` and ``demonstrably_suggested`` as a call would be; after a next
call found free of infraction (no logical alternative, or not demonstrably suggested),
the lead is judged by ``lead_logical_alternative`` then ``lead_demonstrably_suggested``
(template ``OpeningLeadAction``); after a next call found an infraction, the lead is not
asked about: at most one infraction an incident, so ``damaged`` (16B3) stays one finding
(the adjusted score of 16B3 restores the board as it would have gone, the lead included;
a call found an infraction that did not damage leaves the lead to the TD). Every other
later call or card of the receiver the record shows is said to be the TD's to judge (a
``not-covered`` item naming the first of them), never passed over as if cleared; with
none, nothing follows yet. The findings are one per key, so they judge the actions after
the first piece of information the record shows; the actions after a later piece (a second
hesitation, by either side) are the TD's, said in the same ``not-covered`` item, never
judged by answers given about another action (the TD may write them as another incident). 16B2
is read from ``S reserves`` (a player announces he reserves the right to call the TD
later): no infraction, and the TD's later call is in time (``no-rectification`` 16B2).
16A needs the TD's judgement of what happened away from the record. A law
that says 16B may apply concludes ``L16B(at=AT, source=SEAT, receiver=SEAT)`` (61B2(b):
dummy asked a defender about a revoke; 75A: an explanation of partner's call); the ruling
then names what 16B leaves to the TD
(whether the receiver chose an action the information demonstrably suggested over a
logical alternative, 16B1(a), and the adjusted score of 16B3) in a ``not-covered`` item. 16D
(extraneous information from other sources) is read from a ``looks`` entry of the
auction (``S looks W``: a player saw another hand; ``looks`` in the play is Law 43's)
and an ``overhears`` entry (``E overhears "4S made next door"``: anything heard or seen,
free text, in the auction or the play). Before any call has been made (16D2) the item
``td-options`` (``seat``, ``choices``: ``adjust-positions``, ``redeal``, ``play-on``,
``adjusted-score``: 16D2(a)-(d)) gives the TD's choices; after the first call (16D3) only
``play-on`` and ``adjusted-score``, and the finding ``extraneous_affected`` (did the
information affect the result, 16D2(c)) decides: ``adjusted-score`` (``when:
extraneous-affected``) or ``no-rectification``. Whether the information "would likely
interfere with normal play" (16D2's opening words) is in the TD's choice of option.
"""

from __future__ import annotations

from ruling.engine.rete import AND
from ruling.kb.common.kinds import USE_OF_UI
from ruling.kb.common.record import play_facts_between, record_facts
from ruling.kb.common.templates import (
    L16B,
    L16C,
    ExtraneousInformation,
    L16CExposed,
    L16CNonOffender,
    NextAction,
    NextActionCleared,
    OpeningLeadAction,
    PartnerInformation,
    PenaltyCardInformation,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    OR,
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
    record_position,
    side,
)


def _unjudged_actions(engine, info) -> list:
    """The receiver's calls and cards after the information ``info`` that no finding
    judges (his next action and his opening lead are judged: ``NextAction``,
    ``OpeningLeadAction``), in record order: calls, then cards."""
    judged = {("call" if action.get("call") else "card", action["n"])
              for template in (NextAction, OpeningLeadAction)
              for action in record_facts(engine, template, of=info["at"])}
    receiver, after = info["receiver"], info["n"]
    calls = ([call for call in record_facts(engine, CallMade, seat=receiver)
              if call["n"] > after] if info["period"] == "auction" else [])
    cards = [card for card in record_facts(engine, CardPlayed, seat=receiver)
             if info["period"] == "auction" or card["n"] > after]
    return ([call for call in calls if ("call", call["n"]) not in judged]
            + [card for card in cards if ("card", card["n"]) not in judged])


def _law16_first(engine, info) -> bool:
    """Is ``info`` the first piece of information from partner the record shows? The
    findings are one per key: they judge the actions after the first piece alone, and a
    later piece's are the TD's (``later_actions``), never judged by answers given about
    another action."""
    return not any(record_position(other["at"]) < record_position(info["at"])
                   for other in record_facts(engine, PartnerInformation))


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


# 16D1: the entries that say a player received extraneous information from another source
# (``looks`` in the auction: the hand of another player; ``overhears``: anything heard or
# seen, in the auction or the play); ``looks`` in the play is Law 43's (dummy's rights).
_LAW16_EXTRANEOUS = ("looks", "overhears")


# The caller of an alerted call (bound: caller, n) acts again: a later call, or, with none,
# the opening lead (his next action, which 16B1 then judges).
_CALLER_ACTS_AGAIN = OR(
    AS.again << CallMade(seat=MATCH.caller, own_previous=MATCH.n),
    AND(AS.again << CardPlayed(seat=MATCH.caller, trick=1, position=1),
        NOT(CallMade(seat=MATCH.caller, own_previous=MATCH.n))))


class Law16(LawModule):
    number = "16"
    title = {"en": "Authorized and unauthorized information",
             "ru": "Разрешённая и неразрешённая информация"}
    summary = {
        "en": "When a call is withdrawn as the Laws provide, whatever it reveals may be used "
              "by the non-offending side, but not by the offending side: its players must not "
              "choose, over a logical alternative, an action that the withdrawn call "
              "demonstrably suggests; if they do and the other side is damaged, the TD adjusts "
              "the score. Extraneous information from partner (a tempo, a remark, a question, an "
              "unexpected alert) restricts the receiver's later calls and plays the same way; "
              "extraneous information from another source is ruled by the TD: before any call "
              "he may reseat the players, redeal, let play go on or adjust the score, after it "
              "only the last two.",
        "ru": "Когда заявка отменена по правилам, всё, что она сообщает, разрешено "
              "использовать ненарушившей стороне, но не нарушителям: они не вправе выбирать "
              "из логических альтернатив действие, явно подсказанное отменённой заявкой; если "
              "это нанесло ущерб другой стороне, судья корректирует результат. Посторонняя "
              "информация от партнёра (темп, замечание, вопрос, неожиданный алерт) так же "
              "ограничивает последующие заявки и ходы получившего её; о посторонней "
              "информации из других источников решает судья: до первой заявки он может "
              "пересадить игроков, назначить пересдачу, разрешить доиграть сдачу или "
              "скорректировать результат, после неё — только два последних варианта.",
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
            "{receiver:gen}: {receiver} не вправе выбирать из логических альтернатив ту, что явно "
            "подсказана этой информацией (16B1(a)); если он так сделал и оппоненты понесли "
            "ущерб, судья корректирует результат (16B3).")
    def extraneous_from_partner(self, at, source, receiver):
        self.conclude(self.item(
            "not-covered", irr=at, kind="extraneous-information",
            decide=decide(
                "question whether {receiver} chose a call or play suggested by what {source} "
                "did at {at} over a logical alternative, and if so the adjusted score (Law "
                "16B1(a), 16B3)",
                "выбрал ли {receiver} заявку или ход, подсказанные действием игрока {source} "
                "({at}), вместо логической альтернативы, и если да — "
                "скорректированный результат (правило 16B1(a), 16B3)",
                receiver=receiver, source=source, at=at)))

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
         ru="То, что {seat} передал ({at}) помимо заявок и ходов ({verb:noun}), — посторонняя "
            "информация от партнёра: неразрешённая для его партнёра (16B1).")
    def information_from_partner(self, at, n, seat, verb, period):
        self.conclude(PartnerInformation(at=at, n=n, seat=seat, receiver=partner(seat),
                                         verb=verb, period=period))

    # An alert is made by the caller's partner: it tells the caller how his call was
    # understood. Unexpected, it is extraneous information for him (16B1 names unexpected
    # alerts); whether it was is the TD's finding, asked only when the caller acts again:
    # he calls again, or, calling no more, makes the opening lead.
    # An alert its maker explained is ruled with the explanation (75A hands that to 16B):
    # not asked twice.
    @law("16B1",
         AS.call << CallMade(alerted=True, seat=MATCH.caller, at=MATCH.at, n=MATCH.n),
         _CALLER_ACTS_AGAIN,
         NOT(Action(verb="explains", of=MATCH.at)),
         AS.found << Finding(key="unexpected_alert", value=True),
         en="{caller} did not expect the alert of his {call[call]} ({at}): what it told him "
            "of how his partner understood the call is extraneous information from partner, "
            "unauthorized for him (16B1).",
         ru="Алерт заявки {call[call]} игрока {caller} ({at}) был для него неожиданным: то, "
            "что алерт сообщил ему о понимании заявки партнёром, — посторонняя информация "
            "от партнёра, неразрешённая для него (16B1).")
    def unexpected_alert(self, at, n, caller):
        self.conclude(PartnerInformation(at=at, n=n, seat=partner(caller), receiver=caller,
                                         verb="alert", period="auction"))

    @law("16B1",
         AS.call << CallMade(alerted=True, seat=MATCH.caller, at=MATCH.at, n=MATCH.n),
         _CALLER_ACTS_AGAIN,
         NOT(Action(verb="explains", of=MATCH.at)),
         AS.found << Finding(key="unexpected_alert", value=False),
         en="{caller} expected the alert of his {call[call]} ({at}): it told him nothing he "
            "did not know, no extraneous information (16B1).",
         ru="Алерт заявки {call[call]} игрока {caller} ({at}) был для него ожидаемым: он не "
            "сообщил ему ничего нового, посторонней информации нет (16B1).")
    def expected_alert(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("16B1",
         AS.info << PartnerInformation(at=MATCH.at, n=MATCH.n, receiver=MATCH.receiver,
                                       period="auction"),
         AS.call << CallMade(seat=MATCH.receiver, at=MATCH.later_at, n=MATCH.later,
                             own_previous=MATCH.previous),
         TEST(lambda previous, n, later: previous <= n < later),
         en="{receiver}'s next call after the information of {at} is {call[call]} "
            "({later_at}): the action 16B1(a) judges.",
         ru="Следующая заявка игрока {receiver} после информации ({at}) — {call[call]} "
            "({later_at}): именно её оценивает 16B1(a).")
    def next_call(self, info, call, at, receiver, later_at, later):
        if _law16_first(self, info):
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
    def next_card(self, info, card, at, n, receiver, later_at, later):
        if (not play_facts_between(self, CardPlayed, n, later, seat=receiver)
                and _law16_first(self, info)):
            self.conclude(NextAction(of=at, at=later_at, n=later, seat=receiver,
                                     card=card["card"]))

    # The information restricts all the receiver's later actions, not only his next call:
    # the one TDs meet most after it is the opening lead, when the receiver is the opening
    # leader. With no call of his after the information, the lead is his next action.
    @law("16B1",
         AS.info << PartnerInformation(at=MATCH.at, n=MATCH.n, receiver=MATCH.receiver,
                                       period="auction"),
         AS.card << CardPlayed(seat=MATCH.receiver, trick=1, position=1, at=MATCH.later_at,
                               n=MATCH.later),
         en="{receiver} made no call after the information of {at}; his opening lead "
            "{card[card]} ({later_at}) is his next action: the one 16B1(a) judges.",
         ru="После информации ({at}) игрок {receiver} заявок не делал; его первый ход "
            "{card[card]} ({later_at}) — его следующее действие: именно его оценивает "
            "16B1(a).")
    def opening_lead_next(self, info, card, at, n, receiver, later_at, later):
        if (not any(call["n"] > n for call in record_facts(self, CallMade, seat=receiver))
                and _law16_first(self, info)):
            self.conclude(NextAction(of=at, at=later_at, n=later, seat=receiver,
                                     card=card["card"]))

    # After a next call judged free of infraction, the opening lead is judged in turn, by
    # findings that name it (an incident has one ``logical_alternative``, for one action);
    # after a call found an infraction, 16B3 has ruled on the board and nothing is asked.
    @law("16B1",
         AS.next << NextAction(of=MATCH.at, seat=MATCH.receiver, call=MATCH.call),
         AS.cleared << NextActionCleared(of=MATCH.at),
         AS.card << CardPlayed(seat=MATCH.receiver, trick=1, position=1, at=MATCH.later_at,
                               n=MATCH.later),
         en="{receiver}'s call {call} after the information of {at} was no infraction; his "
            "opening lead {card[card]} ({later_at}) is a later action the information also "
            "restricts: 16B1(a) judges it too.",
         ru="Заявка {call} игрока {receiver} после информации ({at}) нарушением не была; его "
            "первый ход {card[card]} ({later_at}) — тоже действие, которое ограничивает "
            "эта информация: 16B1(a) оценивает и его.")
    def opening_lead_after_call(self, card, at, receiver, later_at, later):
        self.conclude(OpeningLeadAction(of=at, at=later_at, n=later, seat=receiver,
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
    def nothing_follows_yet(self, info, at):
        if not _unjudged_actions(self, info):
            self.conclude(self.item("no-rectification", irr=at))

    # 16B1 restricts every later call and play of the receiver; the findings judge his
    # next action (and his opening lead): any other the record shows is the TD's to judge,
    # said, never passed over.
    @law("16B1",
         EndOfRecord(),
         AS.info << PartnerInformation(at=MATCH.at, seat=MATCH.seat, receiver=MATCH.receiver),
         phase="consequences",
         en="What {seat} conveyed at {at} restricts every later call and play of "
            "{receiver}: those the findings do not judge, the TD judges himself (16B1(a), "
            "and 16B3 if it damaged the opponents).",
         ru="То, что передал {seat} ({at}), ограничивает все последующие заявки и ходы "
            "игрока {receiver}: те, что не оцениваются ответами судьи, он оценивает сам "
            "(16B1(a), а при ущербе оппонентам — 16B3).")
    def later_actions(self, info, at, receiver, seat):
        later = _unjudged_actions(self, info)
        if later:
            first = later[0]
            made = first.get("call") or first.get("card")
            self.use(*later)
            self.conclude(self.item(
                "not-covered", irr=at, kind="extraneous-information",
                decide=decide(
                    "question whether {receiver}'s later calls and plays after what {seat} "
                    "conveyed at {at} (from {made} at {made_at}) took advantage of it (Law "
                    "16B1(a)), and if so the adjusted score (16B3)",
                    "воспользовался ли {receiver} в последующих заявках и ходах (первый из "
                    "них — {made}, {made_at}) тем, что передал {seat} ({at}) (правило 16B1(a)), и "
                    "если да — скорректированный результат (16B3)",
                    receiver=receiver, seat=seat, at=at, made=made, made_at=first["at"])))

    @law("16B1(a)",
         AS.next << NextAction(of=MATCH.of, at=MATCH.at, seat=MATCH.seat),
         AS.alt << Finding(key="logical_alternative", value=True),
         AS.found << Finding(key="demonstrably_suggested", value=False),
         en="{seat}'s action at {at} had a logical alternative, but the information did not "
            "demonstrably suggest it over that alternative: no infraction.",
         ru="У действия игрока {seat} ({at}) была логическая альтернатива, но информация не "
            "подсказывала его явно по сравнению с ней: нарушения нет.")
    def not_suggested(self, of, at):
        self.conclude(self.item("no-rectification", irr=at), NextActionCleared(of=of))

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
    def no_logical_alternative(self, of, at):
        self.conclude(self.item("no-rectification", irr=at), NextActionCleared(of=of))

    @law("16B1(a)",
         AS.lead << OpeningLeadAction(at=MATCH.at, seat=MATCH.seat),
         AS.alt << Finding(key="lead_logical_alternative", value=True),
         AS.found << Finding(key="lead_demonstrably_suggested", value=False),
         en="{seat}'s opening lead ({at}) had a logical alternative, but the information did "
            "not demonstrably suggest it over that alternative: no infraction.",
         ru="У первого хода игрока {seat} ({at}) была логическая альтернатива, но "
            "информация не подсказывала его явно по сравнению с ней: нарушения нет.")
    def lead_not_suggested(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("16B1(a)",
         AS.lead << OpeningLeadAction(at=MATCH.at, n=MATCH.n, seat=MATCH.seat),
         AS.alt << Finding(key="lead_logical_alternative", value=True),
         AS.found << Finding(key="lead_demonstrably_suggested", value=True),
         en="{seat} chose his opening lead ({at}), over a logical alternative, as the "
            "unauthorized information demonstrably suggested: an infraction of 16B1(a).",
         ru="{seat} выбрал первый ход ({at}) вместо логической альтернативы так, как явно "
            "подсказывала неразрешённая информация: нарушение 16B1(a).")
    def lead_suggested_over_alternative(self, at, n, seat):
        self.conclude(Irregularity(kind=USE_OF_UI, law="16B1(a)", at=at, n=n, offender=seat))

    @law("16B1(b)",
         AS.lead << OpeningLeadAction(at=MATCH.at, seat=MATCH.seat),
         AS.found << Finding(key="lead_logical_alternative", value=False),
         en="{seat}'s opening lead ({at}) had no logical alternative: 16B1(a) forbids "
            "nothing, there is no infraction.",
         ru="У первого хода игрока {seat} ({at}) не было логической альтернативы: 16B1(a) "
            "ничего не запрещает, нарушения нет.")
    def lead_no_logical_alternative(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    # 16B2: a player who thinks an opponent made such information available may say he
    # reserves the right to call the TD later (``S reserves``): no infraction, and the TD
    # called later is called in time (16B3's footnote: calling earlier or later is no
    # infraction). Opponents who dispute it should call the TD at once: the record shows
    # that only by a ``TD`` entry, which needs no rule.
    @law("16B2",
         AS.act << Action(verb="reserves", at=MATCH.at, seat=MATCH.seat),
         en="{seat} announced at {at} that he reserves the right to call the TD later: no "
            "infraction; the TD called later is called in time (16B2).",
         ru="{seat} объявил ({at}), что оставляет за собой право вызвать судью позже: "
            "нарушения нет; судья, вызванный позже, вызван своевременно (16B2).")
    def reserves_the_right(self, at):
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

    # 16C3: what a withdrawn call or card told the offending side is unauthorized for it
    # (16C2); if it used it and so damaged the other side, the TD adjusts the score.
    @law("16C3",
         AS.ui << Item(type="unauthorized-information", law="16C2", irr=MATCH.at,
                       side=MATCH.side),
         phase="consequences",
         en="If {side} used the unauthorized information from the withdrawn action (a call "
            "or play it demonstrably suggested over a logical alternative, 16C2) and so "
            "damaged the other side, the TD assigns an adjusted score (16C3, Law 12C1).",
         ru="Если {side} воспользовались неразрешённой информацией от отменённого действия "
            "(выбрали заявку или ход, явно подсказанные ею, вместо логической "
            "альтернативы, 16C2) и тем нанесли ущерб другой стороне, судья назначает "
            "скорректированный результат (16C3, правило 12C1).")
    def withdrawn_information_used(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="used-withdrawn-information"))

    # 16D: extraneous information from another source (16D1: a hand looked at during the
    # auction, ``S looks W``; anything overheard or seen, ``S overhears …``). Before any
    # call has been made, the TD may choose among 16D2(a)-(d); after the first call, until
    # the end of play, among (c) and (d) (16D3). Whether it affected the result (what (c)
    # waits for) is the TD's finding ``extraneous_affected``.
    @law("16D2",
         EndOfRecord(),  # whether calls followed: known at its end
         AS.act << Action(verb=MATCH.verb, period="auction", at=MATCH.at, n=MATCH.n,
                          seat=MATCH.seat),
         TEST(lambda verb: verb in _LAW16_EXTRANEOUS),
         en="{seat} received extraneous information at {at}, before any call had been made "
            "(16D1): the TD may change the players' positions so that he holds the hand it "
            "concerns, have the board redealt, let play go on ready to adjust the score, or "
            "assign an adjusted score (16D2(a)-(d)).",
         ru="{seat} получил постороннюю информацию ({at}) до первой заявки (16D1): судья "
            "может пересадить игроков так, чтобы он играл ту руку, о которой она, назначить "
            "пересдачу, разрешить доиграть сдачу, готовый скорректировать результат, или "
            "назначить скорректированный результат (16D2(a)–16D2(d)).")
    def extraneous_before_any_call(self, at, seat):
        if not record_facts(self, CallMade):  # and none yet made: the TD chooses now
            self.conclude(self.item("td-options", irr=at, seat=seat, choices=[
                "adjust-positions", "redeal", "play-on", "adjusted-score"]))

    # Received before any call, and the board then bid: the moment for (a) and (b) is
    # past, play went on, and what is left is (c)'s judgement of the result.
    @law("16D2(c)",
         EndOfRecord(),
         AS.act << Action(verb=MATCH.verb, period="auction", at=MATCH.at, n=MATCH.n,
                          seat=MATCH.seat),
         TEST(lambda verb: verb in _LAW16_EXTRANEOUS),
         en="{seat} received extraneous information at {at}, before any call, and the board "
            "was then bid: play went on, the TD standing ready to adjust the score if the "
            "information affected the result (16D2(c)).",
         ru="{seat} получил постороннюю информацию ({at}) до первой заявки, после чего сдача "
            "была сыграна: игра продолжилась, и судья готов скорректировать результат, если "
            "информация на него повлияла (16D2(c)).")
    def extraneous_then_play_went_on(self, at, n, seat):
        calls = [call["n"] for call in record_facts(self, CallMade)]
        if calls and min(calls) > n:
            self.conclude(ExtraneousInformation(at=at, seat=seat, law="16D2(c)"))

    @law("16D3",
         AS.act << Action(verb=MATCH.verb, period=MATCH.period, at=MATCH.at, n=MATCH.n,
                          seat=MATCH.seat),
         TEST(lambda verb, period: verb in _LAW16_EXTRANEOUS
              and (period == "auction" or verb == "overhears")),
         en="{seat} received extraneous information at {at}, after the first call (16D1): "
            "the TD lets play go on ready to adjust the score, or assigns an adjusted score "
            "(16D3, with 16D2(c), 16D2(d)).",
         ru="{seat} получил постороннюю информацию ({at}) после первой заявки (16D1): "
            "судья разрешает доиграть сдачу, готовый скорректировать результат, или "
            "назначает скорректированный результат (16D3 с 16D2(c), 16D2(d)).")
    def extraneous_after_first_call(self, at, n, seat, period):
        if period == "play" or any(call["n"] < n for call in record_facts(self, CallMade)):
            self.conclude(self.item("td-options", irr=at, seat=seat,
                                    choices=["play-on", "adjusted-score"]),
                          ExtraneousInformation(at=at, seat=seat, law="16D3"))

    @law("16D3",
         AS.ui << ExtraneousInformation(at=MATCH.at, seat=MATCH.seat),
         AS.found << Finding(key="extraneous_affected", value=True),
         en="The extraneous information {seat} received at {at} affected the result: the TD "
            "assigns an adjusted score (16D2(c), 16D3; Law 12C1).",
         ru="Посторонняя информация, полученная игроком {seat} ({at}), повлияла на "
            "результат: судья назначает скорректированный результат (16D2(c), 16D3; "
            "правило 12C1).")
    def extraneous_affected(self, ui, at):
        self.conclude(self.item("adjusted-score", law=ui["law"], irr=at,
                                when="extraneous-affected"))

    @law("16D3",
         AS.ui << ExtraneousInformation(at=MATCH.at, seat=MATCH.seat),
         AS.found << Finding(key="extraneous_affected", value=False),
         en="The extraneous information {seat} received at {at} did not affect the result: "
            "the score stands (16D3).",
         ru="Посторонняя информация, полученная игроком {seat} ({at}), не повлияла на "
            "результат: результат остаётся в силе (16D3).")
    def extraneous_not_affected(self, ui, at):
        self.conclude(self.item("no-rectification", law=ui["law"], irr=at))
