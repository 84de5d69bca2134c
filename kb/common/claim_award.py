"""The award that settles a claim (Laws 69, 70, 71), scored by Law 77.

Apart from the model of normal play and a claim's figures (``kb.common.claims``), whose
searches (``engine.endings``) only a claim whose cards are known needs: an incident of
the play period imports the claim laws, and with them this module, whether or not it
has a claim.
"""

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


def left_to_the_td(engine: Any, claim: Any, en: str, ru: str, **fields: Any) -> None:
    """Settle the claim as one the TD adjudicates himself: a ``not-covered`` item naming
    what he decides (``en``, ``ru``: templates filled with ``fields`` as ``decide`` fills
    them), and no award (Law 77 then scores nothing)."""
    from ruling.kb.dsl import decide

    engine.conclude(ClaimSettled(irr=claim["irr"]), engine.item(
        "not-covered", irr=claim["irr"], kind="claim", decide=decide(en, ru, **fields)))


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
