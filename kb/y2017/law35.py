"""Law 35 — Inadmissible calls (2017): which calls are inadmissible, and which law rules.

A  a double or redouble Law 19 does not permit: Law 36;
B  a bid, double or redouble by a player obliged to pass: Law 37;
C  a bid above seven: Law 38;
D  any call after the final pass: Law 39.

Nothing is rectified here: each rule hands the recognised irregularity to its law
(the trace then shows the chain 35 -> 36 ...).

Laws 36-38 use ``AFTER_RECORD`` (``kb.common.record``): an obligation to pass that the TD imposes
when he rules, with the record ending before his ruling, binds only calls after the
last entry the record shows (``from_n`` of a ``must-pass`` item).
"""

from __future__ import annotations

from ruling.kb.common.templates import Inadmissible
from ruling.kb.dsl import AS, MATCH, Irregularity, LawModule, law


class Law35(LawModule):
    number = "35"
    title = {"en": "Inadmissible calls", "ru": "Неприемлемые заявки"}
    summary = {
        "en": "Four kinds of call are inadmissible, each with its own law: a double or "
              "redouble Law 19 forbids (36), a bid, double or redouble by a player who must "
              "pass (37), a bid above seven (38), a call after the final pass (39).",
        "ru": "Неприемлемы четыре вида заявок, у каждого своё правило: контра или реконтра, "
              "запрещённая правилом 19 (36); назначение, контра или реконтра игрока, "
              "обязанного пасовать (37); назначение выше семи (38); заявка после финального "
              "паса (39).",
    }

    @law("35A",
         AS.irr << Irregularity(kind="inadmissible-double", at=MATCH.at),
         en="{irr[call]} is a double or redouble that Law 19 does not permit: inadmissible, "
            "and Law 36 applies.",
         ru="Эта {irr[call]} не разрешена правилом 19: неприемлемая заявка, применяется "
            "правило 36.")
    def to_law36(self, at):
        self.conclude(Inadmissible(irr=at, law="36"))

    @law("35B",
         AS.irr << Irregularity(kind="call-violating-obligation-to-pass", at=MATCH.at),
         en="{irr[offender]} was obliged to pass: his {irr[call]} is inadmissible, and Law 37 "
            "applies.",
         ru="{irr[offender]} был обязан пасовать: его заявка {irr[call]} неприемлема, "
            "применяется правило 37.")
    def to_law37(self, at):
        self.conclude(Inadmissible(irr=at, law="37"))

    @law("35C",
         AS.irr << Irregularity(kind="bid-above-seven", at=MATCH.at),
         en="{irr[call]} is a bid above seven: inadmissible, and Law 38 applies.",
         ru="{irr[call]} — назначение выше семи: неприемлемая заявка, применяется "
            "правило 38.")
    def to_law38(self, at):
        self.conclude(Inadmissible(irr=at, law="38"))

    @law("35D",
         AS.irr << Irregularity(kind="call-after-final-pass", at=MATCH.at),
         en="{irr[offender]}'s {irr[call]} came after the final pass: inadmissible, and "
            "Law 39 applies.",
         ru="Заявка {irr[call]} ({irr[offender]}) сделана после финального паса: "
            "неприемлема, применяется правило 39.")
    def to_law39(self, at):
        self.conclude(Inadmissible(irr=at, law="39"))
