"""Law 26 — Call withdrawn, lead restrictions (2017).

A  The offender's withdrawn call was replaced by a comparable call (23A): if he becomes a
   defender, his side has no lead restrictions; 16C is out, but 23C may apply. (After a
   change of call Law 25B3 keeps 16C for the call withdrawn or cancelled: the rules
   here say nothing of 16C, they only lift or impose the lead restriction.)
B  It was not replaced by a comparable call: if he becomes a defender, declarer may, at
   the offender's partner's first turn to lead (the opening lead, perhaps), forbid him to
   lead one suit of declarer's choice that the offender did not specify in the legal
   auction; the ban holds for as long as the partner keeps the lead.

Hand-off: a law that withdraws an offender's call concludes
``CallWithdrawn(irr=AT, offender=SEAT, comparable=True|False|None)``.
``None`` is for a law that only says "Law 26 may apply" (25B) without the comparison
being asked: the ruling then names the lead restriction as possible, under Law 26.
Restrictions bind only when the offender becomes a defender, so they are given at the end
of the record: none when the auction was passed out or the offender's side declares.
"""

from __future__ import annotations

from ruling.kb.common.templates import CallWithdrawn, NoLeadRestriction
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    AuctionOver,
    EndOfRecord,
    LawModule,
    law,
    partner,
    side,
)

RESTRICTS_EN = ("declarer may forbid {offender}'s partner to lead one suit that {offender} "
                "did not specify in the legal auction, at the partner's first turn to lead "
                "and for as long as he keeps the lead")
RESTRICTS_RU = ("разыгрывающий может запретить партнёру нарушителя ходить в одну масть, не "
                "названную нарушителем в легальной торговле, — при первом ходе партнёра и "
                "пока тот сохраняет ход")


def _defends(offender: str, declarer: str) -> bool:
    """The offender becomes a defender: declarer is on the other side."""
    return side(offender) != side(declarer)


class Law26(LawModule):
    number = "26"
    title = {"en": "Call withdrawn, lead restrictions",
             "ru": "Отменённая заявка, ограничения на ход"}
    summary = {
        "en": "When an offender's call is withdrawn and replaced by a comparable call, his side "
              "has no lead restrictions. Otherwise, if he becomes a defender, declarer may "
              "forbid his partner, at his first turn to lead, to lead one suit the offender "
              "did not specify in the legal auction, for as long as the partner keeps the lead.",
        "ru": "Если отменённая заявка нарушителя заменена сопоставимой, ограничений на ход "
              "нет. Иначе, если нарушитель станет защитником, разыгрывающий может запретить "
              "его партнёру при первом ходе ходить в одну масть, не названную нарушителем в "
              "легальной торговле, пока партнёр сохраняет ход.",
    }

    @law("26A",
         AS.wd << CallWithdrawn(irr=MATCH.at, offender=MATCH.offender,
                                comparable=True),
         en="{offender}'s withdrawn call was replaced by a comparable call: no lead "
            "restrictions for his side.",
         ru="Отменённая заявка игрока {offender} заменена сопоставимой: ограничений на ход для его "
            "стороны нет.")
    def comparable_replacement(self, at, offender):
        self.conclude(NoLeadRestriction(irr=at, offender=offender))

    @law("26B",
         EndOfRecord(),
         AS.wd << CallWithdrawn(irr=MATCH.at, offender=MATCH.offender,
                                comparable=False),
         AS.over << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(_defends),
         en="{offender} is a defender and his withdrawn call was not replaced by a comparable "
            "call: " + RESTRICTS_EN + ".",
         ru="{offender} — защитник, а его отменённая заявка не заменена сопоставимой: "
            + RESTRICTS_RU + ".")
    def restriction_defender(self, at, offender, declarer):
        self.conclude(self.item("lead-restriction", irr=at, seat=partner(offender),
                                holder=declarer))

    @law("26B",
         EndOfRecord(),
         AS.wd << CallWithdrawn(irr=MATCH.at, offender=MATCH.offender,
                                comparable=False),
         NOT(AuctionOver()),
         en="{offender}'s withdrawn call was not replaced by a comparable call: if he becomes "
            "a defender, " + RESTRICTS_EN + ".",
         ru="Отменённая заявка игрока {offender} не заменена сопоставимой: если он станет "
            "защитником, " + RESTRICTS_RU + ".")
    def restriction_if_defender(self, at, offender):
        self.conclude(self.item("lead-restriction", irr=at, seat=partner(offender)))

    @law("26B",
         EndOfRecord(),
         AS.wd << CallWithdrawn(irr=MATCH.at, offender=MATCH.offender,
                                comparable=None),
         AS.over << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(_defends),
         en="{offender} is a defender and a call of his was withdrawn: unless the TD finds "
            "that the call left standing is comparable to it (26A), " + RESTRICTS_EN + " (26B).",
         ru="{offender} — защитник, и его заявка отменена: если судья не признает оставшуюся "
            "заявку сопоставимой с ней (26A), " + RESTRICTS_RU + " (26B).")
    def may_apply_defender(self, at, offender, declarer):
        self.conclude(self.item("lead-restriction", irr=at, seat=partner(offender),
                                holder=declarer))

    @law("26B",
         EndOfRecord(),
         AS.wd << CallWithdrawn(irr=MATCH.at, offender=MATCH.offender,
                                comparable=None),
         NOT(AuctionOver()),
         en="A call of {offender}'s was withdrawn: if he becomes a defender, unless the TD "
            "finds that the call left standing is comparable to it (26A), " + RESTRICTS_EN
            + " (26B).",
         ru="Заявка игрока {offender} отменена: если он станет защитником и судья не признает "
            "оставшуюся заявку сопоставимой с ней (26A), " + RESTRICTS_RU + " (26B).")
    def may_apply(self, at, offender):
        self.conclude(self.item("lead-restriction", irr=at, seat=partner(offender)))

