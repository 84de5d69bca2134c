"""Law 75 — Mistaken explanation or mistaken call (2017).

A  Whether or not the explanation is the partnership agreement, a player who hears his
   partner explain his call knows it was misunderstood: that is unauthorized information
   for him (16A), he must avoid taking any advantage of it (73C), or the TD adjusts.
B  Mistaken explanation:
   1  an explanation other than the partnership agreement is an infraction; when it
      damages the other side the TD adjusts the score;
   2  a player who finds his own mistake calls the TD before the opening lead is faced
      (or during the play, if he finds it then) and corrects it (he may call the TD before
      the auction ends, but need not: 20F4);
   3  his partner does nothing to correct it while the auction lasts; a defender calls the
      TD and corrects it only when the play is over, declarer or dummy after the final
      pass (20F5(b), where the ruling cites it).
C  Mistaken call: the agreement was explained correctly and the call was the mistake: no
   infraction; the explanation is not corrected at the time, nor need it be later; the
   result stands whatever the damage (but see 21B1(b)).
D  1 Players disclose their agreements accurately: failing to is misinformation;
   2 describing an agreement the partners do not share is an infraction; a misleading
     explanation not based on any agreement is ruled under 21B;
   3 the adjusted score is the likely result had the opponents been given the right
     explanation (or been told the call had no agreed meaning) in time.

Each ``explains`` entry is read here. D is the TD's determination, one for each
explanation: the findings (one per key) answer the first explanation the record shows and
any later one (``LaterExplanation``) is reported for him to judge (``not-covered``, kind
``explanation-not-judged``), never judged by the answer given about another. A
(unconditional: the explanation tells the caller how his call was understood) is handed to
Law 16 as ``L16B``. The TD's finding ``misexplained`` decides between B and C (its
question carries 21B1(b)'s presumption): a mistaken explanation is the irregularity
``misinformation`` (offender: the explainer), which Law 21 rules on when it was given
during the auction; the adjusted score of B1 is given (the TD adjusting if it damaged the
other side) where no rule of Law 21 has already ruled on the damage. B2 rules on the
explainer's own correction of a mistaken (or, 20F4(a), incomplete) explanation made after
the final pass (in the auction it is 20F4(a)): before the opening lead is faced, in time;
during the play or after it, in time only when he found the mistake only then (finding
``discovered_late``: the record cannot say when he found it). D is the TD's judgement of
the agreement itself, the finding ``misexplained`` (true also when the explanation
described an agreement the partners do not share, D2: Law 21B then rules, as for B1); D3,
both its branches (the agreed meaning, or no agreed meaning), is said with the adjusted
score. An alerted call (``alerted``) with no ``explains`` entry of it is read as an
explanation by the caller's partner, "this call has a special meaning" (20F5(a) counts an
alert among explanations): ``misexplained`` is then whether the alert matched the
agreement (B1 or C; A, the alert as information for the caller, is Law 16's). Whether the
regulations required or forbade the alert, and a missing alert (the record cannot show
one), are not encoded: they need the Regulating Authority's alerting regulations. C gives
way to Law 40 when the TD finds the explanation incomplete (40B5) or the caller's partner
had undisclosed knowledge of the deviation (40C1): the result then does not stand
"whatever the damage". """

from __future__ import annotations

from ruling.kb.common.explanations import (
    MISLEADING_KIND,
    alert_explanation,
    correction_timed,
    explanations,
    not_summoned,
)
from ruling.kb.common.kinds import MISINFORMATION
from ruling.kb.common.templates import L16B, Correction, LaterExplanation
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    OR,
    TEST,
    Action,
    CallMade,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    Item,
    LawModule,
    decide,
    law,
    partner,
)


class Law75(LawModule):
    number = "75"
    title = {"en": "Mistaken explanation or mistaken call",
             "ru": "Ошибочное объяснение или ошибочная заявка"}
    summary = {
        "en": "An explanation that is not the partnership agreement is an infraction; the TD "
              "adjusts the score when it damages the opponents. A correct explanation of a "
              "mistaken call is none: the result stands. Either way the caller, hearing the "
              "explanation, learns his call was misunderstood, and may not use that. The "
              "explainer corrects his own mistake; his partner corrects it only after the "
              "final pass (declaring side) or after the play (defenders).",
        "ru": "Объяснение, не соответствующее соглашению пары, — нарушение; если оно нанесло "
              "ущерб оппонентам, судья корректирует результат. Верное объяснение ошибочной "
              "заявки нарушением не является: результат остаётся в силе. В обоих случаях "
              "сделавший заявку, услышав объяснение, узнаёт, что его заявку поняли неверно, "
              "и не вправе этим пользоваться. Объяснивший сам исправляет свою ошибку; его "
              "партнёр исправляет её лишь после финального паса (сторона разыгрывающего) или "
              "по окончании розыгрыша (защитники).",
    }

    @law("75A",
         AS.ex << Action(verb="explains", of=MATCH.of),
         AS.call << CallMade(at=MATCH.of),
         TEST(lambda ex, call: call["seat"] == partner(ex["seat"])),
         en="Hearing {ex[seat]} explain his {call[call]}, {call[seat]} learns how it was "
            "understood: that is unauthorized information for him, of which he may take no "
            "advantage.",
         ru="Услышав объяснение партнёра ({ex[seat]}), {call[seat]} узнаёт, как была понята "
            "его заявка {call[call]}: это неразрешённая информация, которой он не вправе "
            "воспользоваться.")
    def caller_learns(self, ex, call):
        self.conclude(L16B(at=ex["at"], source=ex["seat"], receiver=call["seat"]))

    @law("75B1",
         EndOfRecord(),  # after 75D: no later explanation judged by the findings
         AS.ex << Action(verb="explains", at=MATCH.at),
         NOT(LaterExplanation(at=MATCH.at)),
         AS.found << Finding(key="misexplained", value=True),
         en="{ex[seat]}'s explanation of {ex[call]} was not the partnership agreement: a "
            "mistaken explanation, an infraction (misinformation).",
         ru="Объяснение заявки {ex[call]}, данное игроком {ex[seat]}, не соответствовало "
            "соглашению пары: ошибочное объяснение — нарушение (дезинформация).")
    def mistaken_explanation(self, ex, at):
        self.conclude(Irregularity(kind=MISINFORMATION, law="75", at=at, n=ex["n"],
                                   offender=ex["seat"], call=ex["call"],
                                   period=ex.get("period") or "auction"))

    @law("75B1",
         EndOfRecord(),  # whether the record explains the call too: known at its end
         AS.call << CallMade(alerted=True, at=MATCH.at),
         NOT(Action(verb="explains", of=MATCH.at)),
         NOT(LaterExplanation(at=MATCH.at)),
         AS.found << Finding(key="misexplained", value=True),
         en="{call[seat]}'s partner alerted his {call[call]} (an explanation: the call has a "
            "special meaning, 20F5(a)), but by the partnership agreement it had none: a "
            "mistaken explanation, an infraction (misinformation).",
         ru="Партнёр игрока {call[seat]} сделал алерт на его заявку {call[call]} (это "
            "объяснение: у заявки особое значение, 20F5(a)), но по соглашению пары особого "
            "значения у неё не было: ошибочное объяснение — нарушение (дезинформация).")
    def mistaken_alert(self, call, at):
        ex = alert_explanation(call)
        self.conclude(Irregularity(kind=MISINFORMATION, law="75", at=at, n=call["n"],
                                   offender=ex["seat"], call=call["call"], period="auction"))

    @law("75B1",
         EndOfRecord(),
         AS.irr << Irregularity(kind=MISINFORMATION, at=MATCH.at),
         NOT(Item(type="adjusted-score", irr=MATCH.at, when="misinformed")),  # 21B3's
         NOT(Item(type="no-rectification", irr=MATCH.at)),
         phase="consequences",
         en="The mistaken explanation is an infraction: if it damaged the other side, the TD "
            "awards an adjusted score, the likely result had the right explanation been "
            "given in time, or the opponents told the call had no agreed meaning when it "
            "had none (75D3).",
         ru="Ошибочное объяснение — нарушение: если оно нанесло ущерб другой стороне, судья "
            "назначает скорректированный результат — тот, что был бы вероятен при верном и "
            "своевременном объяснении (или если бы оппонентам сообщили, что согласованного "
            "значения у заявки нет, когда его действительно нет) (75D3).")
    def adjusted_if_damaged(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="misinformed"))

    @law("75B2",
         AS.fix << Correction(by="explainer", when="after-auction",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         en="{fix[seat]} corrected his own explanation of {fix[call]} after "
            "the final pass, before the opening lead was faced: in time (found during the "
            "auction, it was due before the end of the Clarification Period, 20F4(a): the "
            "same moment).",
         ru="{fix[seat]} исправил собственное объяснение заявки {fix[call]} "
            "после финального паса, до того как первый ход был открыт: вовремя (если ошибка "
            "обнаружена во время торговли, её надо исправить до окончания периода уточнений, "
            "20F4(a), — это тот же момент).")
    def own_before_the_lead(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("75B2",
         AS.fix << Correction(by="explainer", summoned=False, at=MATCH.at),
         Item(type="explanation-corrected", law="75B2", at=MATCH.at, timing="in-time"),
         en="{fix[seat]} corrected his explanation of {fix[call]} without first calling the "
            "TD, whom he must summon and then correct it: the Law names no rectification; "
            "the TD decides whether a procedural penalty is due.",
         ru="{fix[seat]} исправил своё объяснение заявки {fix[call]}, не вызвав сначала "
            "судью, хотя обязан был сначала вызвать судью, а затем исправить объяснение: "
            "правило не устанавливает исправления; судья решает, нужен ли процедурный штраф.")
    def own_without_the_td(self, fix, at):
        not_summoned(self, fix, at)

    @law("75B2",
         AS.fix << Correction(by="explainer", when="play",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         AS.found << Finding(key="discovered_late", value=True),
         en="{fix[seat]} found his own mistaken explanation of {fix[call]} only during the "
            "play and corrected it then: as he must.",
         ru="{fix[seat]} обнаружил своё ошибочное объяснение заявки {fix[call]} лишь во время "
            "розыгрыша и тогда же исправил его, как и должен.")
    def own_in_play(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("75B2",
         AS.fix << Correction(by="explainer", when="play",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         AS.found << Finding(key="discovered_late", value=False),
         en="{fix[seat]} knew of his own mistaken explanation of {fix[call]} before the "
            "opening lead was faced, but corrected it only during the play: too late, it was "
            "due before the lead.",
         ru="{fix[seat]} знал о своём ошибочном объяснении заявки {fix[call]} до того, как "
            "первый ход был открыт, но исправил его лишь во время розыгрыша: слишком поздно, "
            "это надо было сделать до первого хода.")
    def own_in_play_known_before(self, fix, at):
        correction_timed(self, fix, at, "too-late")

    @law("75B2",
         AS.fix << Correction(by="explainer", when="after-play",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         AS.found << Finding(key="discovered_late", value=True),
         en="{fix[seat]} found his own mistaken explanation of {fix[call]} only when the play "
            "was over and corrected it then: 75B2 sets no earlier time for a mistake found "
            "so late.",
         ru="{fix[seat]} обнаружил своё ошибочное объяснение заявки {fix[call]} лишь по "
            "окончании розыгрыша и тогда же исправил его: для ошибки, обнаруженной так "
            "поздно, правило 75B2 не устанавливает более раннего срока.")
    def own_after_play_found_then(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("75B2",
         AS.fix << Correction(by="explainer", when="after-play",
                             at=MATCH.at, explained=MATCH.explained),
         AS.due << Irregularity(kind=MISLEADING_KIND, at=MATCH.explained),
         AS.found << Finding(key="discovered_late", value=False),
         en="{fix[seat]} knew of his own mistaken explanation of {fix[call]} before the play "
            "was over, but corrected it only after it: too late, it was due before the "
            "opening lead was faced, or during the play if found then.",
         ru="{fix[seat]} знал о своём ошибочном объяснении заявки {fix[call]} до окончания "
            "розыгрыша, но исправил его лишь после него: слишком поздно, это надо было "
            "сделать до первого хода или, если ошибка обнаружена позже, во время розыгрыша.")
    def own_after_play_known_before(self, fix, at):
        correction_timed(self, fix, at, "too-late")

    @law("75C",
         EndOfRecord(),  # after 75D: no later explanation judged by the findings
         AS.ex << Action(verb="explains", at=MATCH.at),
         NOT(LaterExplanation(at=MATCH.at)),
         AS.found << Finding(key="misexplained", value=False),
         NOT(Given(key="incomplete_explanation", value=True)),  # 40B5's
         NOT(Given(key="undisclosed_knowledge", value=True)),  # 40C1's
         en="{ex[seat]} explained the partnership agreement correctly; the mistake was the "
            "call: no infraction, the explanation need not be corrected, and the mistaken "
            "call gives the opponents no redress whatever the damage (what its maker learns "
            "from the explanation is 75A's, under Law 16).",
         ru="{ex[seat]} верно объяснил соглашение пары; ошибочной была сама заявка: "
            "нарушения нет, исправлять объяснение не нужно, и ошибочная заявка не даёт "
            "оппонентам права на возмещение, каким бы ни был ущерб (то, что сделавший её "
            "узнаёт из объяснения, — предмет 75A и правила 16).")
    def mistaken_call(self, at):
        self.conclude(self.item("no-rectification", at=at))

    @law("75C",
         EndOfRecord(),  # whether the record explains the call too: known at its end
         AS.call << CallMade(alerted=True, at=MATCH.at),
         NOT(Action(verb="explains", of=MATCH.at)),
         NOT(LaterExplanation(at=MATCH.at)),
         AS.found << Finding(key="misexplained", value=False),
         en="The alert of {call[seat]}'s {call[call]} matched the partnership agreement; the "
            "mistake, if any, was the call: no infraction, and the mistaken call gives the "
            "opponents no redress whatever the damage (what the caller learns from the "
            "alert is Law 16B's).",
         ru="Алерт на заявку {call[call]} игрока {call[seat]} соответствовал соглашению "
            "пары; ошибкой, если она была, была сама заявка: нарушения нет, и ошибочная "
            "заявка не даёт оппонентам права на возмещение, каким бы ни был ущерб (то, что "
            "сделавший заявку узнаёт из алерта, — предмет правила 16B).")
    def alert_matched(self, at):
        self.conclude(self.item("no-rectification", at=at))

    @law("75D",
         EndOfRecord(),  # every explanation known
         OR(Action(verb="explains"), CallMade(alerted=True)),
         NOT(LaterExplanation()),
         phase="record",  # fires before the rules above that judge an explanation
         en="The TD determines, explanation by explanation, whether each was the "
            "partnership agreement: the findings answer the first the record shows; the "
            "others are his to judge.",
         ru="Судья устанавливает для каждого объяснения, соответствовало ли оно соглашению "
            "пары: ответы судьи относятся к первому объяснению в записи; остальные он "
            "оценивает сам.")
    def later_explanations(self):
        first, *others = explanations(self)
        for at in others:
            self.conclude(LaterExplanation(at=at, first=first), self.item(
                "not-covered", irr=at, kind="explanation-not-judged",
                decide=decide(
                    "question whether the explanation at {at} was the partnership agreement, "
                    "and what follows (Laws 75B, 75C, 40B5, 21B; the findings answer the "
                    "first explanation, at {first})",
                    "соответствовало ли объяснение ({at}) соглашению пары и что из этого "
                    "следует (правила 75B, 75C, 40B5, 21B; ответы судьи относятся к первому "
                    "объяснению, {first})", at=at, first=first)))
