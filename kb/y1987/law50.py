"""Law 50 — Disposition of a penalty card (1987), as far as the seeds describe it.

Major or minor: the seeds grade one penalty card only. Commentary 45.7(ii), on 45E1:
a defender's fifth card put unmistakably into the trick must be a *major* penalty card;
one that reached the trick by accident (two cards stuck together) *may* be a minor one
(see Law 50C). Every other penalty card the seeds make (a defender's card shown or
named, 49.2; taken back to correct an illegal play, 47.1; put in place of a card
illegally taken back, 47.8) they leave ungraded, and Law 50's own text, which grades
them, is not in the seeds: the TD grades it (finding ``major_penalty_card``, asked
with both branches).

The laws of Chapter VI that make a card a penalty card (45E1, 47, 49) conclude
``PenaltyCard(seat, card, honour, deliberate, law)``; this module grades it and gives
the item.

What the offender must do with a penalty card (when it must be played, what
declarer may require of partner's lead) is in Law 50's disposition paragraphs, which
the seeds do not give: every penalty card is handed to the TD as not covered.
"""

from __future__ import annotations

from ruling.kb.common.templates import PenaltyCard
from ruling.kb.dsl import (
    AS,
    MATCH,
    TEST,
    Finding,
    Item,
    LawModule,
    decide,
    law,
)


def law50_penalty_card(engine, pc, grade: str) -> None:
    """The penalty-card item for a graded penalty card."""
    engine.conclude(engine.item("penalty-card", pc["law"], irr=pc["irr"], seat=pc["seat"],
                                card=pc["card"], grade=grade))


class Law50(LawModule):
    number = "50"
    title = {"en": "Disposition of a penalty card", "ru": "Штрафная карта"}
    summary = {
        "en": "A defender's fifth card put unmistakably into a trick is a major penalty card; "
              "one that reached the trick by accident may be a minor one. The project's 1987 "
              "sources grade no other penalty card, nor say how a penalty card must be "
              "disposed of: the TD grades it and rules on its disposition.",
        "ru": "Пятая карта защитника, в недвусмысленной манере выложенная во взятку, — "
              "старшая штрафная карта; попавшая во взятку случайно может стать младшей. "
              "Степени других штрафных карт и порядок розыгрыша штрафной карты в источниках "
              "проекта для редакции 1987 года не приводятся: их определяет судья.",
    }

    # Bare: commentary 45.7(ii), on 45E1, grades this card and names no subdivision of 50.
    @law("50",
         AS.pc << PenaltyCard(law="45E1", deliberate=True),
         en="{pc[seat]}'s fifth card {pc[card]} was put unmistakably into the trick: it must be "
            "a major penalty card (commentary 45.7(ii)).",
         ru="Пятая карта {pc[card]} ({pc[seat]}) в недвусмысленной манере выложена во "
            "взятку: она должна стать старшей штрафной картой (комментарий 45.7(ii)).")
    def fifth_card_put_in_trick(self, pc):
        law50_penalty_card(self, pc, "major")

    # Bare: the seeds grade no other penalty card (45.7(ii) says only that an accidental
    # fifth card "may" be minor, see 50C); Law 50's text is not in them: the TD grades it.
    @law("50",
         AS.pc << PenaltyCard(law=MATCH.source, deliberate=MATCH.deliberate),
         TEST(lambda source, deliberate: not (source == "45E1" and deliberate)),
         AS.found << Finding(key="major_penalty_card", value=True),
         en="{pc[seat]}'s {pc[card]} is a penalty card under Law {source}; the project's "
            "1987 sources do not grade it: the TD grades it major.",
         ru="Карта {pc[card]} ({pc[seat]}) — штрафная карта по правилу {source}; её степень в "
            "источниках проекта для редакции 1987 года не указана; судья признаёт её "
            "старшей.")
    def graded_major(self, pc):
        law50_penalty_card(self, pc, "major")

    # Bare: as graded_major (45.7(ii): an accidental fifth card "may" be minor, see 50C).
    @law("50",
         AS.pc << PenaltyCard(law=MATCH.source, deliberate=MATCH.deliberate),
         TEST(lambda source, deliberate: not (source == "45E1" and deliberate)),
         AS.found << Finding(key="major_penalty_card", value=False),
         en="{pc[seat]}'s {pc[card]} is a penalty card under Law {source}; the project's "
            "1987 sources do not grade it: the TD grades it minor.",
         ru="Карта {pc[card]} ({pc[seat]}) — штрафная карта по правилу {source}; её степень в "
            "источниках проекта для редакции 1987 года не указана; судья признаёт её "
            "младшей.")
    def graded_minor(self, pc):
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
    def disposition(self, at, seat, card):
        self.conclude(self.item(
            "not-covered", irr=at, kind="penalty-card",
            decide=decide("disposition of {seat}'s penalty card {card} (1987 Law 50)",
                          "порядок розыгрыша штрафной карты {card} ({seat}) (правило 50 "
                          "редакции 1987 года)", seat=seat, card=card)))
