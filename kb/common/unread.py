"""What a ruling must account for (never silent), and how its report names it.

The record's entries other than calls and cards (every ``Action``, whatever its verb,
and every ``accepts``), the findings the TD gave and the irregularities recognised
must each be used by some rule, or reported in the ruling: the engine hands back, as
an ``Unread`` fact, each one no rule used (``engine.inference.RulingEngine.account``),
and the report rules of ``kb.recognition.NotCovered`` say what the TD decides (a
finding a branch of the run assumes is the engine's, never handed back).

Not counted: calls and cards (a regular one needs no rule; an irregular one is its
irregularity's), declarer's designation of a card dummy then played (the regular way
to play from dummy; one a rule reads through the card is read with it), the TD's
calls (``DirectorCalled``: a call no rule reads changes nothing), and what the record
derives from calls (a call passed over or cancelled, the auction's end, the tricks).
"""

from __future__ import annotations

from typing import Any

from ruling.engine.facts import Accepted, Action, Finding, Irregularity

# The law that governs an entry of each verb, named in a not-covered item when no rule
# of the knowledge base read the entry (the same number in both editions).
ENTRY_LAW = {
    "claims": "68", "concedes": "68", "spreads": "68",  # facing the hand claims (68A)
    "objects": "68",  # an objection to a claim or concession at once (68B2, 68D2)
    "withdraws": "47", "names": "46", "warns": "42", "asks": "61", "looks": "43",
    "attention": "9", "chooses": "10", "accepts": "10", "changes": "25",
}
EXPOSED_LAW = {"auction": "24", "declarer": "48", "dummy": "48", "defender": "49"}


def must_read(fact: Any) -> bool:
    """Must the ruling account for this fact (see the module's docstring)?"""
    return isinstance(fact, (Action, Accepted, Finding, Irregularity))


def entry_law(act: Any) -> str:
    """The law that governs the entry (an ``Action`` or ``Accepted``)."""
    verb = act.get("verb", "accepts")
    if verb == "asks" and act.get("period") == "auction":
        return "20"  # a question about the auction (Law 20), not a revoke's (61)
    if verb == "exposes":
        return EXPOSED_LAW.get("auction" if act.get("period") == "auction"
                               else act.get("role") or "defender", "49")
    return ENTRY_LAW.get(verb, "81")


RUSSIAN_VERBS = {
    "exposes": "открыл карту", "withdraws": "забрал карту", "names": "назвал карту болвана",
    "spreads": "открыл свои карты", "claims": "заявил претензию на взятки",
    "concedes": "уступил взятки", "warns": "предупредил", "asks": "спросил",
    "looks": "посмотрел карты", "attention": "обратил внимание на нарушение",
    "chooses": "заявил о выборе", "accepts": "принял нарушение",
    "changes": "изменил заявку", "objects": "сразу возразил против претензии (уступки)",
}


def entry_text(act: Any, lang: str = "en") -> str:
    """The entry as the record writes it (``N looks E``, ``W exposes HQ accidental``);
    in Russian, the player and what he did, in words."""
    verb = act.get("verb", "accepts")
    if lang == "ru":
        from ruling.engine.inference import localise

        return f"{localise(act.get('seat') or '', 'ru')} {RUSSIAN_VERBS.get(verb, verb)}".strip()
    words = [act.get("seat") or "", verb]
    for name in ("card", "call", "target", "count", "choice"):  # a statement: not repeated
        if act.get(name) is not None:
            words.append(str(act[name]))
            break
    else:
        if act.get("designation") is not None:
            words.append(str(act.get("suit") or act.get("rank") or act["designation"]))
    if act.get("accidental"):
        words.append("accidental")
    return " ".join(w for w in words if w)
