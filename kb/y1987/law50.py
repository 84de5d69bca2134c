"""Law 50 — Disposition of a penalty card (1987), as far as the seeds describe it.

Major or minor: a defender's card exposed by accident (two cards stuck together
and dropping into a trick) may be a *minor* penalty card (Law 50C, commentary
45.7(ii)); a card put on the table unmistakably, or exposed on purpose, is a *major*
one (commentary 45.7(ii)). A card of honour rank is always major: the 1987 Laws
(50) allowed a minor penalty card only below the rank of an honour.

The laws of Chapter VI that make a card a penalty card (45E1, 47, 49) conclude
``PenaltyCard(seat, card, honour, deliberate, law)``; this module
grades it and gives the item.

What the offender must do with a penalty card (when it must be played, what
declarer may demand of partner's lead) is in Law 50's disposition paragraphs, which
the seeds do not give: every penalty card is handed to the TD as not covered.
"""

from __future__ import annotations

from kb.common.templates import PenaltyCard
from kb.dsl import (
    AS,
    MATCH,
    Item,
    LawModule,
    decide,
    law,
)

GRADE_RU = {"major": "старшей", "minor": "младшей"}  # "порядок розыгрыша старшей штрафной карты"


def law50_penalty_card(engine, pc, grade: str) -> None:
    """The penalty-card item for a graded penalty card."""
    engine.conclude(engine.item("penalty-card", pc["law"], irr=pc["irr"], seat=pc["seat"],
                                card=pc["card"], grade=grade))


class Law50(LawModule):
    number = "50"
    title = {"en": "Disposition of a penalty card", "ru": "Штрафная карта"}
    summary = {
        "en": "A defender's penalty card is major when it is an honour or was exposed "
              "deliberately (put unmistakably into a trick, led, shown, named); a card below "
              "the honours exposed by accident may be a minor one. How a penalty card must "
              "be disposed of is not in the project's 1987 sources: the TD rules on it.",
        "ru": "Штрафная карта защитника — старшая, если это онёр или она открыта намеренно "
              "(недвусмысленно положена во взятку, сыграна ходом, показана, названа); "
              "младшая фоска, открытая случайно, может стать младшей штрафной картой. "
              "Порядок розыгрыша штрафной карты в источниках проекта для редакции 1987 года "
              "не приводится: его определяет судья.",
    }

    # Bare: commentary 45.7(ii) (a card put unmistakably in a trick is major) names no subdivision.
    @law("50",
         AS.pc << PenaltyCard(deliberate=True),
         en="{pc[seat]}'s {pc[card]} was exposed deliberately: a major penalty card.",
         ru="Карта {pc[card]} ({pc[seat]}) открыта намеренно: старшая штрафная карта.")
    def deliberate(self, pc):
        law50_penalty_card(self, pc, "major")

    # Bare: the seeds tie only the accidental minor card to 50C (45.7(ii)), not this.
    @law("50",
         AS.pc << PenaltyCard(deliberate=False, honour=True),
         en="{pc[seat]}'s {pc[card]} was exposed by accident, but it is an honour: a major "
            "penalty card.",
         ru="Карта {pc[card]} ({pc[seat]}) открыта случайно, но это онёр: старшая штрафная "
            "карта.")
    def accidental_honour(self, pc):
        law50_penalty_card(self, pc, "major")

    @law("50C",
         AS.pc << PenaltyCard(deliberate=False, honour=False),
         en="{pc[seat]}'s {pc[card]}, below the honours, was exposed by accident: a minor "
            "penalty card.",
         ru="Карта {pc[card]} ({pc[seat]}) ниже онёров открыта случайно: младшая штрафная "
            "карта.")
    def accidental_low_card(self, pc):
        law50_penalty_card(self, pc, "minor")

    # Bare: the seeds do not give Law 50's disposition paragraphs.
    @law("50",
         AS.penalty << Item(type="penalty-card", irr=MATCH.at, seat=MATCH.seat,
                            card=MATCH.card, grade=MATCH.grade),
         phase="consequences",
         en="What {seat} must do with the {grade} penalty card {card} (when it must be played, "
            "and what declarer may require of partner's lead) is not in the project's 1987 "
            "sources: the TD rules on it.",
         ru="Порядок розыгрыша штрафной карты {card} ({seat}) и права разыгрывающего в "
            "отношении хода партнёра в источниках проекта для редакции 1987 года не "
            "приводятся: их определяет судья.")
    def disposition(self, at, seat, card, grade):
        self.conclude(self.item(
            "not-covered", irr=at, kind="penalty-card",
            decide=decide(f"disposition of {seat}'s {grade} penalty card {card} (1987 Law 50)",
                          f"порядок розыгрыша {GRADE_RU[grade]} штрафной карты {card} "
                          f"({seat}) (правило 50 редакции 1987 года)")))
