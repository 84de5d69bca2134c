"""Law 20 — Review and explanation of calls (2017): the correction of an explanation.

Encoded: 20F1's time for a question during the auction (at the asker's own turn to call:
one asked at another's turn is reported for the TD, who decides what follows; the
question itself, at any turn, is Law 16B1's), 20F2-20F3, a question about the auction
asked in the play (``asks`` with a call
or none, no seat: a seat is Law 61's question to a player), and 20F4-20F5, on the record's
``corrects`` entries (an explanation of a call, ``explains``, corrected by the explainer or
by his partner). The rest of Law 20 (a review of the auction, who answers a question
(20F1-F2: the partner of the player whose call is explained), whether declarer's question
is about a defender's call (20F2), and 20G's purpose of a question) is left to the TD.

F2 After the final pass a defender, at his own turn to play, may ask for an explanation of
   the opponents' auction; declarer, at his turn to play from his hand or dummy, about a
   defender's call or card-play understandings.
F3 A question may be about a single call, but Law 16B1 may apply: a defender's question
   is information for his partner, which Law 16B1 reads (the next card of the partner
   judged); declarer's partner, dummy, plays no card of his own. A question asked other
   than at the asker's own turn (or by dummy): 20F2 names no rectification, the TD decides
   (``not-covered``).

F4 (a) A player who finds during the auction that his own explanation was wrong or
       incomplete calls the TD before the end of the Clarification Period and corrects it
       (he may call him at once, but need not); a correction in the play is 75B2's.
       Cited here for a correction made during the auction; one made after the final pass
       (before the opening lead is faced), in the play or after it is cited under 75B2,
       which sets its time whenever the mistake was found (the record cannot say whether
       he found it during the auction).
   (b) The TD then applies Law 21B (or 40B3).
F5 (a) The partner of a player who gave a mistaken explanation may neither correct it nor
       show in any way that it was wrong during the auction (a missing or needless alert
       counts as a mistaken explanation).
   (b) He calls the TD and tells the opponents that, in his opinion, it was wrong, at his
       first lawful opportunity only: (i) a defender, when the play is over; (ii) declarer
       or dummy, after the final pass (before the opening lead: Law 75B3).
F6 An action based on misinformation from an opponent: Law 21 or 47E.

Each correction is read against the explanation it corrects and when it came (before the
final pass, after it before the opening lead, during the play, once the play is over;
``kb.common.explanations``): when the explanation was in fact mistaken (75B1, finding
``misexplained``) or incomplete (40B5), the item ``explanation-corrected`` says whether it
came when the Laws require it (``timing``: ``in-time``, ``too-early``, ``too-late``); a
right explanation of a mistaken call is not to be corrected (75C), so its "correction" has
no time to keep. What follows for the misinformed side is Law 21's; an alert given is read
there as an explanation by the caller's partner (20F5(a)). A partner's correction during
the auction also tells the explainer that his explanation was wrong: unauthorized
information for him (Law 16B). A correction the Laws want made through the TD (20F4(a),
20F5(b); 75B2 for the explainer after the auction) that the record shows made without a
``TD`` entry since the last call or card is reported (``not-covered``, kind
``director-not-summoned``): the Laws name no rectification, a procedural penalty (Law 90)
is the TD's to decide. Not encoded: a missing alert, or one the regulations do not
require, as a mistaken explanation (20F5(a), 21B1(a)): the alerting regulations decide
it, and the record cannot show a missing alert; a correction of an alert that no
``explains`` entry gave (reported, not ruled).
"""

from __future__ import annotations

from ruling.kb.common.explanations import (
    MISLEADING_KIND,
    alert_explanation,
    correction_timed,
    correction_when,
    declarer_of,
    director_summoned,
    not_summoned,
    record_key,
)
from ruling.kb.common.record import record_facts
from ruling.kb.common.templates import L16B, Correction, PlayQuestion
from ruling.kb.dsl import (
    AS,
    MATCH,
    TEST,
    Action,
    CallMade,
    EndOfRecord,
    Irregularity,
    Item,
    LawModule,
    decide,
    law,
    partner,
    side,
)


class Law20(LawModule):
    number = "20"
    title = {"en": "Review and explanation of calls", "ru": "Повтор и объяснение заявок"}
    summary = {
        "en": "In the play a defender may ask, at his own turn to play, what the opponents' "
              "auction means, and declarer, at his turn, what a defender's call means; a "
              "defender's question may pass information to his partner. "
              "A player who finds his own explanation was wrong corrects it, calling the TD, "
              "before the end of the Clarification Period. His partner may not correct it "
              "during the auction: he calls the TD and corrects it after the final pass if "
              "his side is declaring, at the end of the play if it defends.",
        "ru": "Во время розыгрыша защитник вправе в свою очередь хода спросить о значении "
              "торговли оппонентов, а разыгрывающий в свою очередь — о значении заявки "
              "защитника; вопрос защитника может передать информацию его партнёру. "
              "Игрок, обнаруживший, что его собственное объяснение было ошибочным, "
              "исправляет его, вызвав судью, до окончания периода уточнений. Его партнёр не "
              "вправе исправлять объяснение во время торговли: он вызывает судью и исправляет "
              "его после финального паса, если его сторона играет контракт, и по окончании "
              "розыгрыша, если она защищается.",
    }

    # Bare 20F: its opening words (the explanation of calls) say what a correction is about
    @law("20F",
         AS.fix << Action(verb="corrects", of=MATCH.of),
         AS.ex << Action(verb="explains", of=MATCH.of),
         TEST(lambda ex, fix: record_key(ex) < record_key(fix)
              and fix["seat"] in (ex["seat"], partner(ex["seat"]))),
         phase="record",
         en="{fix[seat]} corrected the explanation of {fix[call]} that {ex[seat]} gave at "
            "{ex[at]}.",
         ru="{fix[seat]} исправил объяснение заявки {fix[call]}, данное игроком {ex[seat]} "
            "({ex[at]}).")
    def correction(self, fix, ex):
        _law20_correction(self, fix, ex)

    # Bare 20F, as above; 20F5(a) counts an alert as an explanation: the caller's partner's
    @law("20F",
         EndOfRecord(),  # whether an explains entry of the call came before: known by then
         AS.fix << Action(verb="corrects", of=MATCH.of),
         AS.call << CallMade(alerted=True, at=MATCH.of),
         TEST(lambda call, fix: fix["seat"] in (call["seat"], partner(call["seat"]))),
         phase="record",
         en="{fix[seat]} corrected the alert of {call[seat]}'s {fix[call]}, an explanation "
            "by {call[seat]}'s partner (20F5(a)).",
         ru="{fix[seat]} исправил алерт на заявку {fix[call]} игрока {call[seat]} — "
            "объяснение, данное партнёром игрока {call[seat]} (20F5(a)).")
    def alert_correction(self, fix, call):
        if any(record_key(ex) < record_key(fix) for ex in
               record_facts(self, Action, verb="explains", of=fix["of"])):
            return  # corrects the explanation given (the rule above)
        _law20_correction(self, fix, alert_explanation(call))

    @law("20F1",
         AS.act << Action(verb="asks", period="auction", at=MATCH.at, seat=MATCH.seat,
                          turn=MATCH.turn),
         TEST(lambda act, seat, turn: act.get("target") is None and turn != seat),
         en="{seat} asked about the opponents' auction at {at}, when it was {turn}'s turn to "
            "call, not his: 20F1 lets a player ask during the auction only at his own turn, "
            "and names no rectification; the TD decides what follows.",
         ru="{seat} спросил о торговле оппонентов ({at}), когда заявлять была очередь "
            "{turn:gen}, а не его: правило 20F1 позволяет спрашивать во время торговли "
            "только в свою очередь и не устанавливает исправления за вопрос не в свою "
            "очередь; последствия определяет судья.")
    def auction_question_not_at_his_turn(self, at, seat):
        _law20_not_at_turn(self, at, seat, "auction")

    @law("20F1",
         AS.act << Action(verb="asks", period="auction", at=MATCH.at, seat=MATCH.seat,
                          caller=MATCH.caller),
         TEST(lambda seat, caller: side(caller) == side(seat)),
         en="{seat} asked about {act[call]}, a call of his own side ({caller}'s): 20F1 lets "
            "a player ask about the opponents' auction; the Laws name no rectification, the "
            "TD decides what follows.",
         ru="{seat} спросил о заявке {act[call]} своей стороны (её сделал {caller}): правило "
            "20F1 позволяет спрашивать о торговле оппонентов; правила не устанавливают "
            "исправления, последствия определяет судья.")
    def auction_question_about_own_side(self, act, at, seat):
        _law20_own_side_question(self, act, at, seat)

    @law("20F2",
         AS.act << Action(verb="asks", period="play", at=MATCH.at, seat=MATCH.seat,
                          caller=MATCH.caller),
         TEST(lambda seat, caller: side(caller) == side(seat)),
         en="{seat} asked about {act[call]}, a call of his own side ({caller}'s): 20F2 lets "
            "a defender ask about the opponents' auction and declarer about a defender's "
            "call; the Laws name no rectification, the TD decides what follows.",
         ru="{seat} спросил о заявке {act[call]} своей стороны (её сделал {caller}): правило "
            "20F2 позволяет защитнику спрашивать о торговле оппонентов, а разыгрывающему — о "
            "заявках защитников; правила не устанавливают исправления, последствия "
            "определяет судья.")
    def play_question_about_own_side(self, act, at, seat):
        _law20_own_side_question(self, act, at, seat)

    @law("20F2",
         AS.act << Action(verb="asks", period="play", at=MATCH.at, seat=MATCH.seat),
         TEST(lambda act: act.get("target") is None and _law20_may_ask(act)
              and not _law20_own_side(act)),
         en="{seat} asked at his own turn to play about the opponents' auction: after the "
            "final pass a defender may, and declarer may ask about a defender's call (a "
            "question about a single call, 20F3: Law 16B1 may apply).",
         ru="{seat} спросил в свою очередь хода об объяснении торговли оппонентов: после "
            "финального паса защитник вправе это сделать, а разыгрывающий — спросить о "
            "заявке защитника (вопрос об одной заявке, 20F3: может применяться правило "
            "16B1).")
    def question_in_play(self, act, at, seat):
        self.conclude(PlayQuestion(at=at, seat=seat, role=act["role"],
                                   **({"call": act["call"]} if act.get("call") else {})))

    @law("20F2",
         AS.act << Action(verb="asks", period="play", at=MATCH.at, seat=MATCH.seat),
         TEST(lambda act: act.get("target") is None and not _law20_may_ask(act)),
         en="{seat} asked about the auction during the play other than at his own turn to "
            "play as a defender or declarer, which is when 20F2 lets him ask: the Laws "
            "name no rectification for it; the TD decides what follows.",
         ru="{seat} спросил о торговле во время розыгрыша не в свою очередь хода как "
            "защитник или разыгрывающий, а только тогда правило 20F2 позволяет спрашивать: "
            "правила не устанавливают за это исправления; последствия определяет судья.")
    def question_not_at_his_turn(self, at, seat):
        _law20_not_at_turn(self, at, seat, "play")

    @law("20F4(a)",
         AS.fix << Correction(by="explainer", when="auction",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         en="{fix[seat]} found during the auction that his own explanation of {fix[call]} "
            "was wrong and corrected it then, before the end of the Clarification Period: in "
            "time (he calls the TD to correct it, as soon as he finds it if he wishes, and "
            "by the end of that period); the TD applies Law 21B (20F4(b)).",
         ru="{fix[seat]} во время торговли обнаружил, что его собственное объяснение заявки "
            "{fix[call]} ошибочно, и тогда же исправил его — до окончания периода уточнений: "
            "вовремя (исправляя, он должен вызвать судью — можно сразу, как обнаружил ошибку, "
            "но не позже окончания этого периода); судья применяет правило 21B (20F4(b)).")
    def own_in_time(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("20F4(a)",
         AS.fix << Correction(by="explainer", when="auction", summoned=False, at=MATCH.at),
         Item(type="explanation-corrected", law="20F4(a)", at=MATCH.at),
         en="{fix[seat]} corrected his explanation of {fix[call]} without first calling the "
            "TD, whom he must summon to correct it: the Law names no rectification; the TD "
            "decides whether a procedural penalty is due.",
         ru="{fix[seat]} исправил своё объяснение заявки {fix[call]}, не вызвав сначала "
            "судью, хотя для исправления обязан был его вызвать: правило не устанавливает "
            "исправления; судья решает, нужен ли процедурный штраф.")
    def own_without_the_td(self, fix, at):
        not_summoned(self, fix, at)

    @law("20F5(a)",
         AS.fix << Correction(by="partner", when="auction",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         en="{fix[seat]} corrected his partner's explanation of {fix[call]} during the "
            "auction: he may not correct it, nor show that it was wrong, before the final "
            "pass; what his correction tells {fix[explainer]} is unauthorized for him (16B).",
         ru="{fix[seat]} исправил объяснение заявки {fix[call]}, данное партнёром, во время "
            "торговли: до финального паса он не вправе ни исправлять его, ни показывать, что "
            "оно ошибочно; то, что это исправление сообщает игроку {fix[explainer]}, — "
            "неразрешённая для него информация (16B).")
    def partner_during_auction(self, fix, at):
        correction_timed(self, fix, at, "too-early")
        self.conclude(L16B(at=at, source=fix["seat"], receiver=fix["explainer"]))

    @law("20F5(b)(i)",
         AS.fix << Correction(by="partner", declaring=False, when="after-play",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         en="{fix[seat]}, a defender, corrected his partner's explanation of {fix[call]} "
            "when the play was over: his first lawful opportunity.",
         ru="{fix[seat]}, защитник, исправил объяснение заявки {fix[call]}, данное "
            "партнёром, по окончании розыгрыша: при первой законной возможности.")
    def defender_after_play(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("20F5(b)(i)",
         AS.fix << Correction(by="partner", declaring=False,
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         TEST(lambda fix: fix["when"] in ("after-auction", "play")),
         en="{fix[seat]}, a defender, corrected his partner's explanation of {fix[call]} "
            "before the play was over: too early, a defender may do so only at the end of "
            "the play.",
         ru="{fix[seat]}, защитник, исправил объяснение заявки {fix[call]}, данное "
            "партнёром, до окончания розыгрыша: слишком рано, защитник вправе сделать это "
            "только по окончании розыгрыша.")
    def defender_too_early(self, fix, at):
        correction_timed(self, fix, at, "too-early")

    @law("20F5(b)(ii)",
         AS.fix << Correction(by="partner", declaring=True, when="after-auction",
                              at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         en="{fix[seat]}, of the declaring side, corrected his partner's explanation of "
            "{fix[call]} after the final pass, before the opening lead: in time.",
         ru="{fix[seat]} (сторона разыгрывающего) исправил объяснение заявки {fix[call]}, "
            "данное партнёром, после финального паса, до первого хода: вовремя.")
    def declaring_after_auction(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("20F5(b)(ii)",
         AS.fix << Correction(by="partner", declaring=True,
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         TEST(lambda fix: fix["when"] in ("play", "after-play")),
         en="{fix[seat]}, of the declaring side, corrected his partner's explanation of "
            "{fix[call]} only after the opening lead: too late, he had to do so after the "
            "final pass.",
         ru="{fix[seat]} (сторона разыгрывающего) исправил объяснение заявки {fix[call]}, "
            "данное партнёром, лишь после первого хода: слишком поздно, это надо было "
            "сделать после финального паса.")
    def declaring_too_late(self, fix, at):
        correction_timed(self, fix, at, "too-late")

    @law("20F5(b)",
         AS.fix << Correction(by="partner", summoned=False, at=MATCH.at),
         Item(type="explanation-corrected", at=MATCH.at, timing="in-time"),
         en="{fix[seat]} told the opponents that his partner's explanation of {fix[call]} was "
            "wrong without first calling the TD, as he must: the Law names no rectification; "
            "the TD decides whether a procedural penalty is due.",
         ru="{fix[seat]} сообщил оппонентам, что объяснение заявки {fix[call]}, данное "
            "партнёром, было ошибочным, не вызвав сначала судью, хотя обязан был это сделать: "
            "правило не устанавливает исправления; судья решает, нужен ли процедурный штраф.")
    def partner_without_the_td(self, fix, at):
        not_summoned(self, fix, at)


# 20F1, 20F2: when a question may be asked, as the TD is told it was not
_LAW20_TURN = {
    "auction": ("to call (Law 20F1 lets a player ask during the auction only then",
                "заявлять (правило 20F1 позволяет спрашивать во время торговли только в свою "
                "очередь"),
    "play": ("to play (Law 20F2 lets a defender, or declarer, ask only then",
             "хода (правило 20F2 позволяет защитнику или разыгрывающему спрашивать только в "
             "свою очередь"),
}


def _law20_not_at_turn(engine, at: str, seat: str, period: str) -> None:  # type: ignore[no-untyped-def]
    """A question asked other than at the asker's own turn (20F1, 20F2): the Laws name no
    rectification, so the TD decides what follows."""
    en, ru = _LAW20_TURN[period]
    engine.conclude(engine.item(
        "not-covered", irr=at, kind="question-not-at-turn",
        decide=decide(
            "consequences of {seat}'s question about the auction at {at}, asked other than at "
            "his own turn " + en + ", and names no rectification; for his partner, Law 16B1)",
            "последствия вопроса игрока {seat} о торговле ({at}), заданного не в свою очередь "
            + ru + " и не устанавливает исправления; для его партнёра — правило 16B1)",
            seat=seat, at=at)))


def _law20_own_side(act) -> bool:  # type: ignore[no-untyped-def]
    """Is the question about a call of the asker's own side?"""
    return act.get("caller") is not None and side(act["caller"]) == side(act["seat"])


def _law20_own_side_question(engine, act, at: str, seat: str) -> None:  # type: ignore[no-untyped-def]
    """A question about one's own side's call (20F1, 20F2 let a player ask about the
    opponents' calls): left to the TD."""
    engine.conclude(engine.item(
        "not-covered", irr=at, kind="question-about-own-side",
        decide=decide(
            "consequences of {seat}'s question at {at} about {call}, a call of his own "
            "side (Law 20F lets a player ask about the opponents' calls; for his partner, "
            "Law 16B1)",
            "последствия вопроса игрока {seat} ({at}) о заявке {call} своей же стороны "
            "(правило 20F позволяет спрашивать о заявках оппонентов; для его партнёра — "
            "правило 16B1)", seat=seat, at=at, call=act["call"])))


def _law20_may_ask(act) -> bool:  # type: ignore[no-untyped-def]
    """20F2: is the question in the play asked by a defender at his own turn to play, or
    by declarer at his turn to play from his hand or from dummy?"""
    role, seat, turn = act.get("role"), act["seat"], act.get("turn")
    if role == "defender":
        return turn == seat
    return role == "declarer" and turn in (seat, partner(seat))


def _law20_correction(engine, fix, ex) -> None:  # type: ignore[no-untyped-def]
    """Conclude the correction ``fix`` of the explanation ``ex`` (an ``explains`` entry,
    or an alert read as one): by whom, when, and whether his side declares."""
    declarer = declarer_of(engine)
    declaring = None if declarer is None else side(declarer) == side(fix["seat"])
    engine.conclude(Correction(
        at=fix["at"], n=fix["n"], of=fix["of"], call=fix["call"], seat=fix["seat"],
        explained=ex["at"], explainer=ex["seat"],
        by="explainer" if fix["seat"] == ex["seat"] else "partner",
        when=correction_when(engine, fix), summoned=director_summoned(engine, fix),
        **({} if declaring is None else {"declaring": declaring})))
