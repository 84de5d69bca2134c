"""What the claim laws (68-71) share: the tricks a claim gives declarer in all, and the
award that settles it."""

from __future__ import annotations

from typing import Any

from ruling.engine.facts import TricksTaken
from ruling.engine.notation import side
from ruling.kb.common.templates import ClaimSettled


def declarer_tricks(deal: Any, over: Any, claim: Any, claimers: int) -> int:
    """Declarer's tricks in all when the claimer's side takes ``claimers`` of the tricks
    that remained at the claim (``over``: the tricks each side had won in play)."""
    declaring = side(deal["declarer"])
    ours = claimers if claim["side"] == declaring else claim["remaining"] - claimers
    return over[declaring] + ours


def award(engine: Any, deal: Any, over: Any, claim: Any, claimers: int,
          *extra: Any, law: str | None = None) -> None:
    """Settle the claim: the claimer's side takes ``claimers`` of the tricks that
    remained; the board is scored with declarer's tricks in all (Law 77 reads them).
    The award cites the rule's law, or ``law``."""
    tricks = declarer_tricks(deal, over, claim, claimers)
    engine.conclude(ClaimSettled(irr=claim["irr"]), *extra,
                    TricksTaken(tricks=tricks, source="claim"),
                    engine.item("tricks-awarded", law, irr=claim["irr"], tricks=tricks,
                                declarer=deal["declarer"]))
