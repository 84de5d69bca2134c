"""Law 50 — Disposition of a penalty card (1987), as far as the seeds describe it.

Major or minor, as far as the seeds go (commentary 45.7(ii)): a card put out
unmistakably, on purpose, is a *major* penalty card; a card exposed by accident (two
cards stuck together and dropping into a trick) only *may* be a minor one (see Law
50C). When it is (its rank? a second penalty card of the same defender?) is Law 50's
text, which the seeds do not give: a card exposed by accident is a penalty card whose
grade the TD decides by hand, with its disposition.

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
        "en": "A defender's penalty card is major when it was exposed deliberately (put "
              "unmistakably into a trick, led, shown, named); a card exposed by accident may "
              "be a minor one, on terms the project's 1987 sources do not give, nor how a "
              "penalty card must be disposed of: the TD rules on both.",
        "ru": "Штрафная карта защитника — старшая, если она открыта намеренно "
              "(недвусмысленно положена во взятку, сыграна ходом, показана, названа); карта, "
              "открытая случайно, может стать младшей штрафной картой — на условиях, которые "
              "в источниках проекта для редакции 1987 года не приводятся, как и порядок "
              "розыгрыша штрафной карты: и то и другое определяет судья.",
    }

    # Bare: commentary 45.7(ii) (a card put unmistakably in a trick is major) names no subdivision.
    @law("50",
         AS.pc << PenaltyCard(deliberate=True),
         en="{pc[seat]}'s {pc[card]} was exposed deliberately: a major penalty card.",
         ru="Карта {pc[card]} ({pc[seat]}) открыта намеренно: старшая штрафная карта.")
    def deliberate(self, pc):
        law50_penalty_card(self, pc, "major")

    # Bare: 45.7(ii) says only that such a card "may" be minor (see 50C); 50's text is not
    # in the seeds.
    @law("50",
         AS.pc << PenaltyCard(deliberate=False),
         en="{pc[seat]}'s {pc[card]}, exposed by accident, is a penalty card; it may be a minor "
            "one, but on what terms is not in the project's 1987 sources: the TD grades it.",
         ru="Карта {pc[card]} ({pc[seat]}), открытая случайно, — штрафная карта; она может "
            "быть младшей, но условия этого в источниках проекта для редакции 1987 года не "
            "приводятся: старшая она или младшая, определяет судья.")
    def accidental(self, pc):
        seat, card = pc["seat"], pc["card"]
        self.conclude(self.item(
            "not-covered", irr=pc["irr"], kind="penalty-card",
            decide=decide(f"grade, minor or major, of {seat}'s penalty card {card}, exposed by "
                          f"accident (commentary 45.7(ii): it may be minor, Law 50C), and its "
                          f"disposition (1987 Law 50)",
                          f"является ли случайно открытая карта {card} ({seat}) младшей или "
                          f"старшей штрафной картой (комментарий 45.7(ii): она может быть "
                          f"младшей, правило 50C), и порядок её розыгрыша (правило 50 "
                          f"редакции 1987 года)")))

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
