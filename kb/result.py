"""The result of the board: declarer's tricks, after any transfer, and the score.

When the play is complete (or the TD gives the tricks taken), the ruling says what
to write on the scoresheet: the tricks before and after the tricks transferred by
the revoke laws, and the duplicate score of the contract (Law 77). Both editions
share it; for the 1987 Laws, the premium for making a redoubled contract is not
certain to the project, so that one score is left to the TD. When declarer became
dummy (Law 54A: he spread his hand after an opening lead out of turn), his partner is
named as declarer; the side and its tricks are the same.
"""

from __future__ import annotations

from ruling.engine.notation import partner, side
from ruling.kb.dsl import (
    AS,
    NOT,
    Contract,
    EndOfRecord,
    Item,
    LawModule,
    TricksTaken,
    decide,
    law,
)
from ruling.kb.scoring import result_text, score


class Result(LawModule):
    """Law 77: the score, once the tricks are known."""

    @law("77",
         EndOfRecord(),
         AS.contract << Contract(),
         AS.taken << TricksTaken(),
         # no score while the TD is left to decide a revoke's transfer (Law 64)
         NOT(Item(type="not-covered", kind="revoke")),
         phase="closing",
         en="Declarer's tricks ({contract[declarer]}) in {contract[contract]}: {taken[tricks]}; "
            "the score follows from the scoring table, after any tricks transferred.",
         ru="Взяток у разыгрывающего ({contract[declarer]}) в контракте {contract[contract]}: "
            "{taken[tricks]}; результат — по таблице записи, с учётом переданных взяток.")
    def score_the_board(self, contract, taken):
        """A transfer to the declaring side (the defenders revoked) adds to declarer's
        tricks; one to the defenders (declarer's side revoked) takes from them."""
        transfers = self.found(Item, type="trick-transfer")
        self.use(*transfers)
        declaring = side(contract["declarer"])
        moved = sum(t["tricks"] if t["to"] == declaring else -t["tricks"] for t in transfers)
        declarer = contract["declarer"]
        swapped = self.found(Item, type="becomes-dummy", seat=declarer)  # 54A: roles change
        if swapped:
            self.use(*swapped)
            declarer = partner(declarer)
        before = taken["tricks"]
        after = max(0, min(13, before + moved))
        level, strain, doubled = contract["level"], contract["strain"], contract["doubled"]
        vulnerable = contract["vulnerable"]
        if self.edition == "1987" and doubled == 2 and after >= level + 6:
            self.conclude(self.item(
                "not-covered",
                decide=decide("score of a redoubled contract made (the 1987 premium for "
                              "making it)",
                              "запись выигранного контракта с реконтрой (премия редакции "
                              "1987 года за его выполнение)"),
                tricks_before=before, tricks_after=after))
            return
        points = score(level, strain, doubled, vulnerable, after, laws=self.edition)
        written = result_text(level, strain, doubled, after)
        winners = declaring if points >= 0 else ("EW" if declaring == "NS" else "NS")
        self.conclude(self.item(
            "result", tricks_before=before, tricks_after=after, score=points,
            side=declaring, written=written, declarer=declarer, winners=winners,
            points=abs(points)))
