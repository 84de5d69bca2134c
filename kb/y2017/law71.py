"""Law 71 — Concession cancelled (2017).

A concession stands once made, except that within the correction period the TD
cancels it, and the board is rescored with the trick given back to the side that
conceded it:
A  for a trick that side had in fact already won;
B  for a trick it could not lose by any normal play of the remaining cards ("normal"
   includes careless or inferior play for the class of player: footnote 22).

Record: ``W concedes 3`` when fewer tricks remain concedes one that side had won (A);
the cards left (when the four hands are given) show a trick no normal play loses (B:
``kb/common/claims.py``'s model of normal play).
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.claim_award import award
from ruling.kb.common.templates import Claim, ClaimFigures, ClaimPath, ClaimSettled
from ruling.kb.dsl import AS, MATCH, NOT, TEST, Contract, LawModule, PlayOver, TricksTaken, law


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
         AS.over << PlayOver(),
         TEST(lambda claim, left, over: claim["count"] is not None and claim["count"] > left
              and over[claim["side"]] > 0),
         en="{claim[seat]} conceded {claim[count]} tricks when only {left} remained: the "
            "ones beyond them are tricks his side had in fact already won, and their "
            "concession is cancelled.",
         ru="{claim[seat]} уступил больше взяток ({claim[count]}), чем оставалось ({left}): "
            "сверх оставшихся — взятки, которые его сторона на самом деле уже взяла, и их "
            "уступка отменяется.")
    def trick_already_won(self, at, claim, left, over):
        self.conclude(self.item("concession-cancelled", irr=at, side=claim["side"],
                                tricks=min(claim["count"] - left, over[claim["side"]])))

    @law("71B",
         AS.path << ClaimPath(irr=MATCH.at, path=P(lambda path: path in ("agreed", "contested"))),
         AS.claim << Claim(irr=MATCH.at, tricks=MATCH.kept),
         AS.figures << ClaimFigures(irr=MATCH.at, computed=True),
         TEST(lambda figures, kept: figures["worst"] > kept),
         AS.deal << Contract(),
         AS.over << PlayOver(),
         NOT(TricksTaken()),
         NOT(ClaimSettled(irr=MATCH.at)),
         overrides=("Law69.scored_as_claimed", "Law70.no_doubtful_point"),
         en="{claim[seat]}'s side kept {kept} of the {claim[remaining]} tricks, but no normal "
            "play of the remaining cards takes fewer than {figures[worst]}: the concession "
            "of the others is cancelled, and the side takes {figures[worst]}.",
         ru="Сторона игрока {claim[seat]} оставила себе {kept} из {claim[remaining]} взяток, но ни "
            "при каком нормальном розыгрыше оставшихся карт она не берёт меньше "
            "{figures[worst]}: уступка остальных отменяется, сторона берёт "
            "{figures[worst]}.")
    def trick_no_normal_play_loses(self, claim, kept, figures, deal, over):
        award(self, deal, over, claim, figures["worst"],
              self.item("concession-cancelled", irr=claim["irr"], side=claim["side"],
                        tricks=figures["worst"] - kept))
