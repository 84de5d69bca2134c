"""What the claim laws (68-71) share: the tricks a claim gives declarer in all."""

from __future__ import annotations

from typing import Any

from ruling.engine.notation import side


def declarer_tricks(deal: Any, over: Any, claim: Any, claimers: int) -> int:
    """Declarer's tricks in all when the claimer's side takes ``claimers`` of the tricks
    that remained at the claim (``over``: the tricks each side had won in play)."""
    declaring = side(deal["declarer"])
    ours = claimers if claim["side"] == declaring else claim["remaining"] - claimers
    return over[declaring] + ours
