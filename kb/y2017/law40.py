"""Law 40 — Partnership understandings (2017): where it needs no regulation.

A  Understandings may be explicit or implicit (mutual experience); each side makes them
   available to the opponents, in the manner the Regulating Authority specifies; what
   they convey must come from the current deal; a call or play may be made without
   announcement unless it rests on an undisclosed understanding (C1).
B  1 An agreement is a partnership understanding; the Regulating Authority may designate
     special ones (an artificial call is one, unless it decides otherwise).
   2 The Regulating Authority's powers: special understandings, system cards, alerts,
     memory aids.
   3 (a) A side damaged because the opponents did not disclose the meaning of a call or
         play as the Laws require gets an adjusted score. (b) Repeated violations may be
         penalized.
   4 A side damaged by a special understanding that breaks the tournament's regulations
     gets an adjusted score; the side in breach may get a procedural penalty.
   5 (a) Explaining partner's call or play, a player discloses all the special
         information he has from the partnership's agreements or experience, but not
         inferences from bridge knowledge every player shares.
     (b) The TD adjusts the score when information left out of an explanation was crucial
         for an opponent's choice of action and the opponent was damaged by it.
C  1 A player may deviate from his side's announced understandings when his partner has no
     more reason than the opponents to expect it; repeated deviations become implicit
     understandings, to be disclosed; undisclosed knowledge that damaged the opponents
     brings an adjusted score and may bring a procedural penalty.
   2 Otherwise a player need not tell the opponents he deviated.

Encoded, on the record's ``explains`` entries when the TD found the explanation was the
(announced) agreement (finding ``misexplained`` false, Law 75C's side):
- B5: the TD finds it left out special information (``incomplete_explanation``, read only
  when he gives it: the record cannot show what an explanation omitted): the
  irregularity ``incomplete-explanation`` (offender: the explainer), and B5(b)'s adjusted
  score when the omission was crucial and damaged the opponents (finding ``damaged``; the
  figure is Law 12's, from ``outcomes``). This is B3(a)'s adjusted score for the one
  disclosure the record shows, an explanation.
- C1: the TD finds the caller deviated from the agreement explained and his partner had
  more reason than the opponents to expect it (``undisclosed_knowledge``, read only when
  given): the irregularity ``undisclosed-understanding`` (offender: the caller), the
  adjusted score and a possible procedural penalty when it damaged the opponents; found
  false, the deviation is allowed.
The finding ``damaged`` is one an incident: where an infraction of 16B1(a) is found too, it
answers 16B3's question, and the damage of B5(b) or C1 is left to the TD (``not-covered``,
kind ``damage-not-judged``).
Either finding given true takes the case out of 75C (a correct explanation of a mistaken
call: the result stands whatever the damage). Not encoded: A and C2 (nothing to rule on);
B1, B2(a) and B4, which need the Regulating Authority's regulations (special
understandings, system cards, alerts: whether a call needed an alert is the
regulations'); B2(b)-(d), which hold unless the Regulating Authority provides otherwise
(no look at one's own system card during the auction and play, the opponents' card only
at one's turn, no memory aids), but for which the record has no entry (a look at a card,
an aid); B3(a) for a failure to disclose other than in an explanation (a system card,
an alert), which rests on the same regulations; B3(b)'s penalty for repeated violations
(the record holds one board); C1 for a deviation nobody explained (an unalerted psych:
no explanation says what the agreement was, so ``undisclosed_knowledge`` given with no
``explains`` entry in the record leaves the call and the score to the TD, ``not-covered``).
"""

from __future__ import annotations

from ruling.kb.common.kinds import (
    INCOMPLETE_EXPLANATION,
    UNDISCLOSED_UNDERSTANDING,
    USE_OF_UI,
)
from ruling.kb.common.templates import LaterExplanation
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CallMade,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    LawModule,
    decide,
    law,
    partner,
)


class Law40(LawModule):
    number = "40"
    title = {"en": "Partnership understandings", "ru": "Договорённости партнёров"}
    summary = {
        "en": "A side discloses its understandings to the opponents. Explaining partner's "
              "call, a player gives all the special information the partnership's agreements "
              "and experience give him; when information left out was crucial for an "
              "opponent's choice and damaged him, the TD adjusts the score. A player may "
              "deviate from his announced methods if his partner has no more reason than the "
              "opponents to expect it; undisclosed knowledge that damaged the opponents "
              "brings an adjusted score.",
        "ru": "Пара раскрывает свои договорённости оппонентам. Объясняя заявку партнёра, "
              "игрок сообщает все особые сведения, известные ему из соглашений и опыта пары; "
              "если упущенные сведения были решающими для выбора оппонента и нанесли ему "
              "ущерб, судья корректирует результат. Игрок может отклониться от объявленной "
              "системы, если у его партнёра не больше оснований ожидать этого, чем у "
              "оппонентов; нераскрытое знание, нанёсшее ущерб оппонентам, влечёт "
              "скорректированный результат.",
    }

    # -- B5: an explanation discloses all the partnership's special information ----------

    @law("40B5(a)",
         EndOfRecord(),  # after 75D: no later explanation judged by the findings
         AS.ex << Action(verb="explains", at=MATCH.at),
         NOT(LaterExplanation(at=MATCH.at)),
         AS.agreed << Finding(key="misexplained", value=False),
         AS.found << Given(key="incomplete_explanation", value=True),
         en="{ex[seat]}'s explanation of {ex[call]} was the agreement as far as it went, but "
            "left out special information he had from the partnership's agreements or "
            "experience, which he must disclose: an incomplete explanation.",
         ru="Объяснение заявки {ex[call]}, данное игроком {ex[seat]}, соответствовало "
            "соглашению, но упустило особые сведения, известные ему из соглашений или опыта "
            "пары, которые он обязан раскрыть: неполное объяснение.")
    def incomplete(self, ex, at):
        self.conclude(Irregularity(kind=INCOMPLETE_EXPLANATION, law="40", at=at, n=ex["n"],
                                   offender=ex["seat"], call=ex["call"]))

    @law("40B5(b)",
         AS.irr << Irregularity(kind=INCOMPLETE_EXPLANATION, at=MATCH.at),
         NOT(Irregularity(kind=USE_OF_UI)),  # else ``damaged`` is 16B3's (below)
         AS.found << Finding(key="damaged", value=True),
         en="The information left out was crucial for an opponent's choice of action and he "
            "was damaged: the TD adjusts the score (40B3(a)).",
         ru="Упущенные сведения были решающими для выбора действия оппонентом, и он понёс "
            "ущерб: судья корректирует результат (40B3(a)).")
    def incomplete_damaged(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"))

    @law("40B5(b)",
         AS.irr << Irregularity(kind=INCOMPLETE_EXPLANATION, at=MATCH.at),
         NOT(Irregularity(kind=USE_OF_UI)),  # else ``damaged`` is 16B3's (below)
         AS.found << Finding(key="damaged", value=False),
         en="The information left out was not crucial for the opponents' choice, or did not "
            "damage them: the result stands.",
         ru="Упущенные сведения не были решающими для выбора оппонентов или не нанесли им "
            "ущерба: результат остаётся в силе.")
    def incomplete_not_damaged(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("40B5(b)",
         AS.irr << Irregularity(kind=INCOMPLETE_EXPLANATION, at=MATCH.at),
         AS.ui << Irregularity(kind=USE_OF_UI, at=MATCH.ui_at),
         en="The finding 'damaged' is one an incident: it answers 16B3's question about the "
            "use of unauthorized information at {ui_at}; whether the information left out "
            "damaged the opponents is the TD's to judge.",
         ru="Ответ судьи об ущербе один на случай: он относится к вопросу правила 16B3 об "
            "использовании неразрешённой информации ({ui_at}); нанесли ли ущерб оппонентам "
            "упущенные сведения, судья оценивает сам.")
    def incomplete_damage_left(self, at, ui_at):
        _law40_damage_left(self, at, ui_at)

    # -- C1: a deviation from the announced understandings -------------------------------

    @law("40C1",
         EndOfRecord(),  # after 75D: no later explanation judged by the findings
         AS.ex << Action(verb="explains", of=MATCH.of, at=MATCH.explained),
         AS.call << CallMade(at=MATCH.of),
         TEST(lambda ex, call: call["seat"] == partner(ex["seat"])),
         NOT(LaterExplanation(at=MATCH.explained)),
         AS.agreed << Finding(key="misexplained", value=False),
         AS.found << Given(key="undisclosed_knowledge", value=True),
         en="{call[seat]}'s {call[call]} deviated from the agreement {ex[seat]} explained, "
            "and {ex[seat]} had more reason than the opponents to expect it: an undisclosed "
            "understanding, which the side had to disclose.",
         ru="Заявка {call[call]} игрока {call[seat]} отклонилась от соглашения, объяснённого "
            "игроком {ex[seat]}, а у игрока {ex[seat]} было больше оснований ожидать этого, чем у "
            "оппонентов: нераскрытая договорённость, которую пара обязана была раскрыть.")
    def undisclosed(self, call, of):
        self.conclude(Irregularity(kind=UNDISCLOSED_UNDERSTANDING, law="40", at=of,
                                   n=call["n"], offender=call["seat"], call=call["call"]))

    @law("40C1",
         EndOfRecord(),  # after 75D: no later explanation judged by the findings
         AS.ex << Action(verb="explains", of=MATCH.of, at=MATCH.explained),
         AS.call << CallMade(at=MATCH.of),
         TEST(lambda ex, call: call["seat"] == partner(ex["seat"])),
         NOT(LaterExplanation(at=MATCH.explained)),
         AS.agreed << Finding(key="misexplained", value=False),
         AS.found << Given(key="undisclosed_knowledge", value=False),
         en="{call[seat]}'s {call[call]} deviated from the agreement {ex[seat]} explained, "
            "and {ex[seat]} had no more reason than the opponents to expect it: a deviation "
            "the Laws allow, no infraction.",
         ru="Заявка {call[call]} игрока {call[seat]} отклонилась от соглашения, объяснённого "
            "игроком {ex[seat]}, но у игрока {ex[seat]} было не больше оснований ожидать этого, "
            "чем у оппонентов: правила допускают такое отклонение, нарушения нет.")
    def deviation_allowed(self, of):
        self.conclude(self.item("no-rectification", irr=of))

    @law("40C1",
         EndOfRecord(),  # no explanation in the whole record
         NOT(Action(verb="explains")),
         AS.found << Given(key="undisclosed_knowledge", value=True),
         en="The TD finds a deviation partner had more reason than the opponents to expect, "
            "but no explanation in the record says what the agreement was: which call "
            "deviated, and the adjusted score if it damaged the opponents, are his to rule.",
         ru="Судья установил отклонение, которого партнёр имел больше оснований ожидать, "
            "чем оппоненты, но ни одно объяснение в записи не говорит, каким было "
            "соглашение: какая заявка отклонилась от соглашения и какой результат назначить, "
            "если оппонентам нанесён ущерб, судья решает сам.")
    def undisclosed_without_explanation(self):
        self.conclude(self.item(
            "not-covered", kind=UNDISCLOSED_UNDERSTANDING,
            decide=decide(
                "question which call deviated from an agreement no explanation in the record "
                "describes, the undisclosed understanding being found, and the adjusted "
                "score if it damaged the opponents",
                "нераскрытая договорённость установлена, но соглашения не описывает ни одно "
                "объяснение в записи: какая заявка от него отклонилась и скорректированный "
                "результат при ущербе оппонентам")))

    @law("40C1",
         AS.irr << Irregularity(kind=UNDISCLOSED_UNDERSTANDING, at=MATCH.at,
                                offender=MATCH.offender),
         NOT(Irregularity(kind=USE_OF_UI)),  # else ``damaged`` is 16B3's (below)
         AS.found << Finding(key="damaged", value=True),
         en="The undisclosed knowledge damaged the opponents: the TD adjusts the score, and "
            "may give {offender}'s side a procedural penalty.",
         ru="Нераскрытое знание нанесло ущерб оппонентам: судья корректирует результат и "
            "может назначить стороне игрока {offender} процедурный штраф.")
    def undisclosed_damaged(self, at, offender):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"),
                      self.item("procedural-penalty", irr=at, seat=offender))

    @law("40C1",
         AS.irr << Irregularity(kind=UNDISCLOSED_UNDERSTANDING, at=MATCH.at),
         NOT(Irregularity(kind=USE_OF_UI)),  # else ``damaged`` is 16B3's (below)
         AS.found << Finding(key="damaged", value=False),
         en="The undisclosed knowledge did not damage the opponents: the result stands.",
         ru="Нераскрытое знание не нанесло ущерба оппонентам: результат остаётся в силе.")
    def undisclosed_not_damaged(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("40C1",
         AS.irr << Irregularity(kind=UNDISCLOSED_UNDERSTANDING, at=MATCH.at),
         AS.ui << Irregularity(kind=USE_OF_UI, at=MATCH.ui_at),
         en="The finding 'damaged' is one an incident: it answers 16B3's question about the "
            "use of unauthorized information at {ui_at}; whether the undisclosed knowledge "
            "damaged the opponents is the TD's to judge.",
         ru="Ответ судьи об ущербе один на случай: он относится к вопросу правила 16B3 об "
            "использовании неразрешённой информации ({ui_at}); нанесло ли ущерб оппонентам "
            "нераскрытое знание, судья оценивает сам.")
    def undisclosed_damage_left(self, at, ui_at):
        _law40_damage_left(self, at, ui_at)


def _law40_damage_left(engine, at: str, ui_at: str) -> None:  # type: ignore[no-untyped-def]
    """The damage of the irregularity at ``at``, left to the TD: the one finding
    ``damaged`` answers 16B3's question about the infraction at ``ui_at``."""
    engine.conclude(engine.item(
        "not-covered", irr=at, kind="damage-not-judged",
        decide=decide(
            "question whether the irregularity at {at} damaged the opponents, and the "
            "adjusted score if so (the finding 'damaged' answers Law 16B3's question about "
            "{ui_at})",
            "нанесло ли нарушение ({at}) ущерб оппонентам, и если да — скорректированный "
            "результат (ответ судьи об ущербе относится к вопросу правила 16B3, {ui_at})",
            at=at, ui_at=ui_at)))
