"""What the record shows after a revoke, for any revoke irregularity (a card that did not
follow suit, found by ``engine.play``, or a restriction not complied with, Law 61A's
second kind): what came first after the revoke card, and the tricks as they ended.

Laws 62 and 63 (2017) read ``revoke_sequel``: the first of the entries after the revoke
card that either take it back or may establish it, as ``(by, fact)``:

- ``withdrawal``: the offender's ``withdraws`` of the revoke card;
- ``next-trick``: a card of the offending side (any card, wherever it went) to a trick
  after the revoke trick;
- ``designation``: declarer's ``names`` for a trick after the revoke trick, when
  declarer's side revoked;
- ``claim`` / ``concession``: a ``claims``, ``concedes`` or a faced hand (``spreads``,
  not dummy's, not a hand that became dummy) by the offending side.

None when nothing of these came (so far: rules read it when the entry they match
arrives, or at the end of the record). Whether such an entry establishes the revoke is
the laws' (a fifth card no lead, a card retracted under 47E1: Law 63's rules).
"""

from __future__ import annotations

from typing import Any

from ruling.engine.facts import Action, CardPlayed, Reading, TrickComplete
from ruling.engine.inference import RulingEngine
from ruling.engine.notation import side
from ruling.kb.common.record import CLAIM_WORDS


def revoke_sequel(engine: RulingEngine, irr: Any) -> tuple[str, Any] | None:
    """What came first after the revoke ``irr`` (an ``Irregularity`` of kind revoke)."""
    n, offenders, trick = irr["n"], irr["side"], irr["trick"]
    found: list[tuple[int, str, Any]] = []
    for act in engine.found(Action, period="play"):
        if act["n"] <= n:
            continue
        verb, seat = act["verb"], act.get("seat")
        if verb == "withdraws" and act.get("refers_to") == irr["at"]:
            found.append((act["n"], "withdrawal", act))
        elif seat is None or side(seat) != offenders:
            continue
        elif verb == "names" and act.get("role") == "declarer" \
                and (act.get("trick") or 0) > trick:
            found.append((act["n"], "designation", act))
        elif verb in CLAIM_WORDS:
            found.append((act["n"], "concession" if verb == "concedes" else "claim", act))
        elif verb == "spreads" and act.get("role") != "dummy" \
                and not engine.found(Reading, at=act["at"], fate="becomes-dummy"):
            found.append((act["n"], "claim", act))
    for card in engine.found(CardPlayed):
        if card["n"] > n and card["side"] == offenders and card["trick"] > trick:
            found.append((card["n"], "next-trick", card))
    if not found:
        return None
    _, by, fact = min(found, key=lambda f: f[0])
    return by, fact


def revoke_sequel_is(engine: RulingEngine, irr: Any, by: str, at: str) -> bool:
    """Is the entry ``at`` what came first after the revoke, as ``by``?"""
    first = revoke_sequel(engine, irr)
    return first is not None and first[0] == by and first[1]["at"] == at


def revoke_trick_winner(engine: RulingEngine, irr: Any) -> str | None:
    """The seat that won the revoke trick (None while it is not complete)."""
    done = engine.found(TrickComplete, number=irr["trick"])
    return done[0]["winner"] if done else None


def tricks_won_after(engine: RulingEngine, irr: Any) -> int:
    """The complete tricks after the revoke trick that the offending side won."""
    return sum(1 for t in engine.found(TrickComplete)
               if t["number"] > irr["trick"] and t["side"] == irr["side"])
