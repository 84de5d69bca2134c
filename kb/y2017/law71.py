"""Law 71 — Concession cancelled (2017).

A concession stands once made, except that within the correction period the TD
cancels it, and the board is rescored with the trick given back to the side that
conceded it:
A  for a trick that side had in fact already won;
B  for a trick it could not lose by any normal play of the remaining cards ("normal"
   includes careless or inferior play for the class of player: footnote 22).

Record: ``W concedes 3`` when fewer tricks remain concedes one that side had won (A).
"""

from __future__ import annotations

from ruling.kb.common.templates import Claim
from ruling.kb.dsl import AS, MATCH, TEST, LawModule, law


class Law71(LawModule):
    number = "71"
    title = {"en": "Concession cancelled", "ru": "Отмена уступки"}
    summary = {
        "en": "A concession stands, except that within the correction period the TD "
              "cancels the concession of a trick the side had in fact won, or of one it "
              "could not lose by any normal play of the remaining cards, and the board is "
              "rescored with that trick to the side.",
        "ru": "Уступка остаётся в силе, но в период исправлений судья отменяет уступку "
              "взятки, которую сторона на самом деле уже взяла, или которую она не могла "
              "бы отдать ни при каком нормальном розыгрыше оставшихся карт, и результат "
              "пересчитывается с этой взяткой в пользу стороны.",
    }

    @law("71A",
         AS.claim << Claim(irr=MATCH.at, verb="concedes", remaining=MATCH.left),
         TEST(lambda claim, left: claim["count"] is not None and claim["count"] > left),
         en="{claim[seat]} conceded {claim[count]} tricks when only {left} remained: the "
            "tricks beyond those his side had in fact already won, and the concession of "
            "them is cancelled.",
         ru="{claim[seat]} уступил {claim[count]} взяток, когда оставалось лишь {left}: "
            "лишние взятки его сторона на самом деле уже взяла, и их уступка отменяется.")
    def trick_already_won(self, at, claim, left):
        self.conclude(self.item("concession-cancelled", irr=at, side=claim["side"],
                                tricks=claim["count"] - left))
