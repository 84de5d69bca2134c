"""Law 44 — Sequence and procedure of play (1987): shared helpers, no rules.

Law 44 only describes how play goes (the lead, playing in rotation, following suit,
who wins a trick and leads next). Commentary 44.1: to decide whether a card has been
played the TD turns to Law 45, and to Law 65 for arranging the tricks. The mechanics
are ``engine.play``'s; this module only holds what the play-period laws of this
edition (41 to 50) share.
"""

from __future__ import annotations

from typing import Any

from kb.dsl import Irregularity, RulingEngine

END_OF_RECORD = 10**6  # an entry number later than any: "until the record ends"


def play_irregularity(engine: RulingEngine, kind: str, law_number: str, fact: Any,
                      offender: str | None = None, **extra: Any) -> None:
    """Conclude a play-period irregularity at the entry ``fact`` (a card or an action)."""
    fields = {"kind": kind, "law": law_number, "at": fact["at"], "n": fact["n"],
              "offender": offender or fact["seat"], **extra}
    if fact.get("card") is not None and "card" not in fields:
        fields["card"] = fact["card"]
    engine.conclude(Irregularity(**{k: v for k, v in fields.items() if v is not None}))


def between(low: int, value: int, high: int) -> bool:
    """``low < value < high``: an entry that came after one and before another."""
    return low < value < high
