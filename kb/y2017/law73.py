"""Law 73 — Communication, tempo and deception (2017), where partner's information is ruled.

C  C1 A player with unauthorized information from partner (a remark, a question, a
      gesture, a hesitation or haste, an unexpected alert or its absence, ...) must
      carefully avoid taking any advantage from it (see 16B1(a)).
   C2 A player who breaks C1 may be given a procedural penalty; if the opponents were
      damaged, 16B3 also applies.
D  D1 Steady tempo and manner are desirable; unintentional variation is no infraction.
      Inferences from a player's variations of tempo or manner are authorized only to
      his opponents, who act on them at their own risk.

Read with Law 16B: its 16B1 rule concludes ``PartnerInformation`` for a tempo, remark or
question (in the play, a defender's), and for an alert the caller did not expect (source
``alert``: the alert is his partner's); C1 states the receiver's duty in the ruling, C2
follows the 16B1(a) infraction (``use-of-unauthorized-information``). D1 is stated for a
tempo (a variation of tempo) once an opponent called or played after it: that opponent's
side may use it, at its own risk, and no 16B question is asked about their action.

E2 is read when the TD finds that an innocent opponent drew a false inference from a
player's question, remark, manner or tempo (finding ``false_inference``, read only when he
gives it: the opponents' complaint; with dummy's card, the tempo is declarer's; the
findings, one per key, answer the first such action the record shows, and any later one
is reported for the TD): then the
TD's findings ``bridge_reason`` (a demonstrable bridge reason for it) and ``could_know``
(he could have been aware at the time that it could work to his benefit) decide it; with
no reason and awareness, the irregularity ``misleading-action`` (offender: the player) and
the adjusted score, worked out by Law 12.

Not encoded: 73A and 73B (what communication between partners is proper: the record
cannot show a prearranged method), 73D2 and E1 on their own (an attempt to mislead, a
deception emphasized by tempo: the player's intent, which E2 replaces by what the TD can
find).
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.cards import player_of
from ruling.kb.common.kinds import MISLEADING_ACTION, USE_OF_UI
from ruling.kb.common.record import play_facts_between, record_facts
from ruling.kb.common.templates import FalseInference, PartnerInformation
from ruling.kb.dsl import (
    AS,
    MATCH,
    TEST,
    Action,
    CallMade,
    CardPlayed,
    Finding,
    Given,
    Irregularity,
    LawModule,
    decide,
    law,
    lho,
    record_position,
    side,
)

_LAW73_SOURCES = {"tempo": "tempo", "remarks": "remark", "asks": "question", "alert": "alert"}
_LAW73_MANNERS = ("tempo", "remarks", "asks")  # E2: question, remark, manner or tempo


class Law73(LawModule):
    number = "73"
    title = {"en": "Communication, tempo and deception",
             "ru": "Общение, темп и обман"}
    summary = {
        "en": "Partners communicate only by their calls and plays. A player who has "
              "unauthorized information from partner (a remark, a question, a hesitation, "
              "haste, ...) must carefully avoid taking any advantage from it, on pain of a "
              "procedural penalty and, if the opponents were damaged, an adjusted score. "
              "Inferences from a player's tempo are authorized for his opponents only, at "
              "their own risk; but when an innocent opponent drew a false inference from a "
              "question, remark, manner or tempo with no demonstrable bridge reason, and its "
              "maker could have known it could work to his benefit, the TD adjusts the score.",
        "ru": "Партнёры общаются только заявками и ходами. Игрок, получивший от партнёра "
              "неразрешённую информацию (замечание, вопрос, заминку, поспешность и т. п.), "
              "должен тщательно избегать любой выгоды от неё; иначе возможен процедурный "
              "штраф, а при ущербе оппонентам — скорректированный результат. Выводы из "
              "темпа игрока разрешены только его оппонентам, на их собственный риск; но если "
              "невиновный оппонент сделал ложный вывод из вопроса, замечания, манеры или "
              "темпа игрока, у которого не было для них доказуемой бриджевой причины и "
              "который мог сознавать, что это может пойти ему на пользу, судья корректирует "
              "результат.",
    }

    @law("73C1",
         AS.info << PartnerInformation(at=MATCH.at, seat=MATCH.seat, receiver=MATCH.receiver,
                                       verb=MATCH.verb),
         phase="consequences",
         en="{receiver} has unauthorized information from his partner {seat} ({at}): he must "
            "carefully avoid taking any advantage from it.",
         ru="У {receiver:gen} есть неразрешённая информация от партнёра {seat:gen} ({at}): он "
            "должен тщательно избегать любой выгоды от неё.")
    def must_avoid_advantage(self, at, seat, receiver, verb):
        self.conclude(self.item("unauthorized-information", irr=at, seat=seat,
                                receiver=receiver, side=side(receiver),
                                source=_LAW73_SOURCES[verb]))

    @law("73C2",
         AS.irr << Irregularity(kind=USE_OF_UI, at=MATCH.at, offender=MATCH.offender),
         phase="consequences",
         en="{offender} took advantage of unauthorized information from partner: the TD may "
            "give him a procedural penalty (73C2).",
         ru="{offender} воспользовался неразрешённой информацией от партнёра: судья может "
            "назначить ему процедурный штраф (73C2).")
    def penalty_may_be_assessed(self, at, offender):
        self.conclude(self.item("procedural-penalty", irr=at, seat=offender))

    @law("73D1",
         AS.info << PartnerInformation(at=MATCH.at, n=MATCH.n, seat=MATCH.seat, verb="tempo",
                                       period="auction"),
         AS.call << CallMade(seat=MATCH.opponent, n=MATCH.later, own_previous=MATCH.previous),
         TEST(lambda seat, opponent, previous, n, later:
              opponent == lho(seat) and previous < n < later),
         phase="consequences",
         en="{opponent}, an opponent of {seat}, called after {seat}'s tempo ({at}): inferences "
            "from it are authorized for his side, at its own risk (73D1); 16B does not "
            "restrict them.",
         ru="{opponent}, оппонент {seat:gen}, сделал заявку после его темпа "
            "({at}): выводы из темпа для его стороны разрешены, на её собственный риск "
            "(73D1); 16B их не ограничивает.")
    def opponents_may_use_tempo(self, at, seat, opponent):
        self.conclude(self.item("authorized-information", irr=at, seat=seat,
                                side=side(opponent)))

    @law("73D1",
         AS.info << PartnerInformation(at=MATCH.at, n=MATCH.n, seat=MATCH.seat, verb="tempo",
                                       period="play"),
         AS.card << CardPlayed(seat=MATCH.opponent, n=MATCH.later),
         TEST(lambda seat, opponent, n, later: side(opponent) != side(seat) and n < later),
         phase="consequences",
         en="{opponent}, an opponent of {seat}, played after {seat}'s tempo ({at}): "
            "inferences from it are authorized for his side, at its own risk (73D1); 16B "
            "does not restrict them.",
         ru="{opponent}, оппонент {seat:gen}, сделал ход после его темпа "
            "({at}): выводы из темпа для его стороны разрешены, на её собственный риск "
            "(73D1); 16B их не ограничивает.")
    def opponents_may_use_play_tempo(self, at, n, seat, opponent, later):
        if not any(side(card["seat"]) != side(seat)
                   for card in play_facts_between(self, CardPlayed, n, later)):
            self.conclude(self.item("authorized-information", irr=at, seat=seat,
                                    side=side(opponent)))

    # -- E2: a false inference drawn from an opponent's question, remark, manner or tempo --

    @law("73E2",
         AS.act << Action(verb=P(lambda verb: verb in _LAW73_MANNERS), at=MATCH.at,
                          seat=MATCH.seat),
         AS.misled << Given(key="false_inference", value=True),
         en="An innocent opponent drew a false inference from the action at {at} "
            "({act[verb]}): whether its maker had a demonstrable bridge reason for it, and "
            "could have known it could work to his benefit, decides the TD's redress.",
         ru="Невиновный оппонент сделал ложный вывод из действия ({at}, {act[verb]:noun}): "
            "возмещение зависит от того, была ли у автора действия доказуемая бриджевая "
            "причина и мог ли он сознавать, что оно может пойти ему на пользу.")
    def false_inference_drawn(self, act, at, seat):
        player = player_of(act)
        earlier = [other["at"] for verb in _LAW73_MANNERS
                   for other in record_facts(self, Action, verb=verb)
                   if record_position(other["at"]) < record_position(at)]
        if not earlier:
            self.conclude(FalseInference(at=at, n=act["n"], player=player, verb=act["verb"]))
            return
        # the findings (one per key) answer the first such action; this one is the TD's
        self.conclude(self.item(
            "not-covered", irr=at, kind=MISLEADING_ACTION,
            decide=decide(
                "question whether an innocent opponent drew a false inference from what "
                "{player} did at {at}, with no demonstrable bridge reason, and the adjusted "
                "score if so (Law 73E2; the findings answer the first such action, at {first})",
                "сделал ли невиновный оппонент ложный вывод из действия игрока {player} "
                "({at}), у которого не было для него доказуемой бриджевой причины, и если "
                "да — скорректированный результат (правило 73E2; ответы судьи относятся к "
                "первому такому действию, {first})", player=player, at=at,
                first=min(earlier, key=record_position))))

    @law("73E2",
         AS.fi << FalseInference(at=MATCH.at, player=MATCH.player),
         AS.reason << Finding(key="bridge_reason", value=True),
         en="{player} had a demonstrable bridge reason for what he did at {at}: the "
            "opponent drew his inference at his own risk (73D1), and there is no redress.",
         ru="У {player:gen} была доказуемая бриджевая причина для его действия ({at}): "
            "оппонент сделал вывод на свой риск (73D1), возмещения нет.")
    def bridge_reason(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("73E2",
         AS.fi << FalseInference(at=MATCH.at, player=MATCH.player),
         AS.reason << Finding(key="bridge_reason", value=False),
         AS.aware << Finding(key="could_know", value=False),
         en="{player} had no demonstrable bridge reason for what he did at {at}, but could "
            "not have known then that it could work to his benefit: there is no redress.",
         ru="У {player:gen} не было доказуемой бриджевой причины для его действия ({at}), "
            "но в тот момент он не мог сознавать, что оно может пойти ему на пользу: "
            "возмещения нет.")
    def could_not_know(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("73E2",
         AS.fi << FalseInference(at=MATCH.at, n=MATCH.n, player=MATCH.player),
         AS.reason << Finding(key="bridge_reason", value=False),
         AS.aware << Finding(key="could_know", value=True),
         en="{player} had no demonstrable bridge reason for what he did at {at}, and could "
            "have known then that it could work to his benefit: the TD awards an adjusted "
            "score.",
         ru="У {player:gen} не было доказуемой бриджевой причины для его действия ({at}), и "
            "в тот момент он мог сознавать, что оно может пойти ему на пользу: судья "
            "назначает скорректированный результат.")
    def misled(self, at, n, player):
        self.conclude(Irregularity(kind=MISLEADING_ACTION, law="73", at=at, n=n,
                                   offender=player, seat=player),
                      self.item("adjusted-score", irr=at, when="false-inference"))
