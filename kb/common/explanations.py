"""When an explanation of a call, its correction and the calls around them came (2017 Laws
20F, 21B, 75): the auction and the play number their entries apart, so an entry's place
in the whole record is its period, then its number."""

from __future__ import annotations

from typing import Any

from ruling.engine.facts import (
    Action,
    AuctionOver,
    CallMade,
    CardPlayed,
    Contract,
    DirectorCalled,
    TrickComplete,
)
from ruling.engine.inference import RulingEngine
from ruling.engine.notation import parse_place, partner, record_position, side
from ruling.engine.rete import P
from ruling.kb.common.kinds import INCOMPLETE_EXPLANATION, MISINFORMATION
from ruling.kb.common.record import entry_number, record_facts
from ruling.kb.common.templates import DummySpread
from ruling.kb.dsl import decide

AFTER_ALL = (2, 0)  # after every entry: the end of the record
# What an explanation can mislead by: a mistaken one (75B1) or an incomplete one (40B5);
# 20F4(a) has either corrected, and 20F4(b) sends the correction of either to Law 21B.
MISLEADING = (MISINFORMATION, INCOMPLETE_EXPLANATION)


def _misleading(kind: str) -> bool:
    return kind in MISLEADING


MISLEADING_KIND = P(_misleading)  # ``Irregularity(kind=MISLEADING_KIND, ...)``


def record_key(fact: Any) -> tuple[int, int]:
    """An entry's place in the whole record: the auction's entries before the play's."""
    return record_position(fact.get("at"))


def alert_explanation(call: Any) -> dict[str, Any]:
    """An alerted call read as an explanation (2017 Law 20F5(a)): given by the caller's
    partner, at the call itself, about it; the same fields as an ``explains`` entry."""
    return {"at": call["at"], "n": call["n"], "seat": partner(call["seat"]),
            "of": call["at"], "call": call["call"], "period": "auction"}


def explanations(engine: RulingEngine) -> list[str]:
    """The places of the explanations the record shows, in record order: each ``explains``
    entry's, and each alerted call's that no ``explains`` entry explains (20F5(a): an alert
    is an explanation by the caller's partner)."""
    explained = {a.get("of") for a in record_facts(engine, Action, verb="explains")}
    places = [a["at"] for a in record_facts(engine, Action, verb="explains")]
    places += [c["at"] for c in record_facts(engine, CallMade, alerted=True)
               if c["at"] not in explained]
    return sorted(places, key=record_position)


def correction_of(engine: RulingEngine, ex: Any) -> Any | None:
    """The first correction of the explanation ``ex`` (of the same call) after it, by the
    explainer or his partner."""
    fixes = [a for a in record_facts(engine, Action, verb="corrects", of=ex["of"])
             if record_key(a) > record_key(ex)
             and a["seat"] in (ex["seat"], partner(ex["seat"]))]
    return min(fixes, key=record_key, default=None)


def correction_when(engine: RulingEngine, fix: Any) -> str:
    """When a correction came: ``auction`` (before the final pass), ``after-auction``
    (before the opening lead), ``play`` or ``after-play`` (the thirteenth trick done, or
    play ceased at a claim or concession, 68D)."""
    if record_key(fix)[0] == 0:
        over = record_facts(engine, AuctionOver)
        place = parse_place(over[0]["at"]) if over else None
        return "after-auction" if place and place[1] < fix["n"] else "auction"
    if not any(c["n"] < fix["n"] for c in record_facts(engine, CardPlayed)):
        return "after-auction"
    done = any(t["number"] == 13 and entry_number(t["at"]) < fix["n"]
               for t in record_facts(engine, TrickComplete))
    claimed = any(a["n"] < fix["n"] for verb in ("claims", "concedes")
                  for a in record_facts(engine, Action, verb=verb, period="play"))
    return "after-play" if done or claimed else "play"  # play ceases at a claim (68D)


def director_summoned(engine: RulingEngine, fix: Any) -> bool:
    """Was the TD called for the correction ``fix`` (20F4(a), 20F5(b), 75B2: the player
    summons him, then corrects): a ``TD`` entry after the last call or card before it?"""
    moves = [record_key(f) for cls in (CallMade, CardPlayed) for f in record_facts(engine, cls)
             if record_key(f) < record_key(fix)]
    since = max(moves, default=(0, 0))
    return any(since < record_key(d) < record_key(fix)
               for d in record_facts(engine, DirectorCalled))


def not_summoned(engine: RulingEngine, fix: Any, at: str) -> None:
    """A correction made without calling the TD first (20F4(a), 20F5(b), 75B2): left to
    the TD (a procedural penalty, Law 90, is his to decide)."""
    engine.conclude(engine.item(
        "not-covered", irr=at, kind="director-not-summoned",
        decide=decide(
            "question whether {seat}, who corrected the explanation of {call} at {at} without "
            "first calling the TD, gets a procedural penalty (Law 90)",
            "назначать ли процедурный штраф (правило 90) игроку {seat}, который исправил "
            "объяснение заявки {call} ({at}), не вызвав сначала судью",
            seat=fix["seat"], call=fix["call"], at=at)))


def declarer_of(engine: RulingEngine) -> str | None:
    """The declarer, from the contract being played or the auction's end."""
    for cls in (Contract, AuctionOver):
        for fact in record_facts(engine, cls):
            if fact.get("declarer"):
                return fact["declarer"]
    return None


def misinformed_calls(engine: RulingEngine, ex: Any) -> list[dict[str, Any]]:
    """Law 21B1(a) read from the record: each opponent of the explainer who called after
    the explanation and before he learnt of the misinformation (at the correction, else at
    the end of the record), with his last call before then and whether he may still change
    it (the auction period lasts: no card played before he learnt; his partner has not
    called since), and his LHO's call after it (21B2). At most one of the two may still
    change his call (the other's partner, the first, has called since); of those too late,
    the first: 21B3 judges the side's damage once."""
    calls = sorted(record_facts(engine, CallMade), key=record_key)
    fix = correction_of(engine, ex)
    learnt = record_key(fix) if fix is not None else AFTER_ALL
    before = [c for c in calls if record_key(c) < learnt]
    heard = dict.fromkeys(c["seat"] for c in before if record_key(c) > record_key(ex)
                          and side(c["seat"]) != side(ex["seat"]))
    lead = any(record_key(c) < learnt for c in record_facts(engine, CardPlayed))
    found = []
    for seat in heard:
        last = [c for c in before if c["seat"] == seat][-1]
        since = [c for c in before if record_key(c) > record_key(last)]
        in_time = not lead and not any(c["seat"] == partner(seat) for c in since)
        later = next((c for c in since if c["seat"] != seat and side(c["seat"]) != side(seat)),
                     None)
        found.append({"seat": seat, "call_at": last["at"], "call": last["call"],
                      "learnt": fix["at"] if fix is not None else "end",
                      "in_time": in_time, "later": later})
    return [f for f in found if f["in_time"]] + [f for f in found if not f["in_time"]][:1]


def card_to_retract(engine: RulingEngine, fix: Any, explainer: str) -> Any | None:
    """Law 47E2(a) read from the record at a correction ``fix`` made during the play: the
    last card played before it, when an opponent of the explainer played it (so no card
    has been played since), the record does not take it back afterwards (a ``withdraws``
    entry is ruled as one), and, an opening lead, dummy had not been faced."""
    played = [c for c in record_facts(engine, CardPlayed) if c["n"] < fix["n"]]
    if not played:
        return None
    last = max(played, key=lambda c: c["n"])
    if side(last["seat"]) == side(explainer) or any(
            a.get("refers_to") == last["at"]
            for a in record_facts(engine, Action, verb="withdraws", period="play")):
        return None
    opening = last["trick"] == 1 and last["position"] == 1
    if opening and any(d["n"] < fix["n"] for d in record_facts(engine, DummySpread)):
        return None
    return last


def correction_timed(engine: RulingEngine, fix: Any, at: str, timing: str) -> None:
    """Conclude the item that says when the correction ``fix`` came (Laws 20F4, 20F5,
    75B2): ``in-time``, ``too-early`` or ``too-late``."""
    engine.conclude(engine.item("explanation-corrected", at=at, seat=fix["seat"],
                                call=fix["call"], timing=timing))
