"""What the record says, the same for every law that asks: where an entry stands, which
facts came between two entries, and of an irregularity of the auction whether the TD
came after it and whether the offender's LHO called over it first.

Laws 36-39 each rule differently on whether the offender's LHO called before the TD
rectified the call; they read it from one pair of facts, drawn by one rule each,
declared in the law's class (so it cites the law that asks):

    director_came = director_came_after(VP, "37A")
    lho_called = lho_called_before_director(VP, "37A")
"""

from __future__ import annotations

import sys
from typing import Any

from ruling.engine.facts import Accepted, CallMade, Cancelled, DirectorCalled, Irregularity, Reading
from ruling.engine.inference import RulingEngine, law
from ruling.engine.notation import parse_place
from ruling.engine.rete import AS, MATCH, NOT, TEST, Rule
from ruling.kb.common.templates import DirectorCame, LhoCalledFirst


def _owner() -> str:
    """The name of the law class whose body calls the factory (two frames up)."""
    return str(sys._getframe(2).f_locals.get("__qualname__", ""))


def director_came_after(kind: str, citation: str) -> Rule:
    """The rule: the TD was called after an irregularity of ``kind`` in the auction (the
    first call of the TD after it): ``DirectorCame(irr, n)``."""

    def director_came(self, at, td_n):
        self.conclude(DirectorCame(irr=at, n=td_n))

    director_came.__qualname__ = f"{_owner()}.director_came"
    return law(
        citation,
        AS.irr << Irregularity(kind=kind, at=MATCH.at, n=MATCH.n),
        AS.td << DirectorCalled(n=MATCH.td_n),
        TEST(lambda td, td_n, n: td_n > n and str(td["at"]).startswith("auction")),
        NOT(DirectorCame(irr=MATCH.at)),
        en="The TD was called after {irr[offender]}'s {irr[call]}: what follows is the "
           "rectified auction.",
        ru="После заявки {irr[call]} ({irr[offender]}) вызван судья: дальше идёт "
           "исправленная торговля.",
    )(director_came)


def lho_called_before_director(kind: str, citation: str) -> Rule:
    """The rule: the offender's LHO called over an irregularity of ``kind`` before the TD
    came: ``LhoCalledFirst(irr, over)``."""

    def lho_called(self, at, over):
        self.conclude(LhoCalledFirst(irr=at, over=over["at"]))

    lho_called.__qualname__ = f"{_owner()}.lho_called"
    return law(
        citation,
        AS.irr << Irregularity(kind=kind, at=MATCH.at, n=MATCH.n),
        AS.bad << CallMade(at=MATCH.at, lho=MATCH.lho),
        AS.over << CallMade(seat=MATCH.lho, n=MATCH.over_n, after_director=False),
        TEST(lambda over_n, n: over_n > n),
        NOT(DirectorCame(irr=MATCH.at)),
        NOT(LhoCalledFirst(irr=MATCH.at)),
        en="{over[seat]}, the offender's LHO, called {over[call]} after {irr[call]}, before "
           "the TD rectified it.",
        ru="{over[seat]} (левый оппонент нарушителя) заявил {over[call]:acc} после "
           "{irr[call]:gen} до исправления судьёй.",
    )(lho_called)


def cancelled_by_the_correct_player(relation: str, citation: str, kinds: tuple[str, ...]
                                    ) -> Rule:
    """The rule: a call out of rotation of one of ``kinds`` made at the turn of the
    caller's ``relation`` ('rho', 'partner') is cancelled when that player, whose turn
    it was, calls straight after it (no call, no director, no acceptance between):
    ``Reading(at, "cancelled")``, which the record is replayed with."""

    def correct_player_calls(self, at, n, m):
        if any(n < f["n"] < m for cls in (CallMade, DirectorCalled) for f in
               record_facts(self, cls)) or any(
                f["n"] < m for f in record_facts(self, Accepted, of=at)):
            return  # not straight after it
        self.conclude(Reading(at=at, fate="cancelled"))

    correct_player_calls.__qualname__ = f"{_owner()}.correct_player_calls"
    return law(
        citation,
        AS.irr << Irregularity(at=MATCH.at, kind=MATCH.kind),
        TEST(lambda kind: kind in kinds),
        AS.call << CallMade(at=MATCH.at, relation=relation, turn=MATCH.turn, n=MATCH.n,
                            after_director=False),
        AS.next << CallMade(seat=MATCH.turn, n=MATCH.m),
        TEST(lambda n, m: m > n),
        NOT(Reading(at=MATCH.at)),
        en="{turn}, whose turn it was, called {next[call]} straight after {call[seat]}'s "
           "{call[call]} out of rotation, before the TD came: {call[call]} is cancelled and "
           "{turn}'s call is in rotation.",
        ru="{turn}, чья была очередь, заявил {next[call]:acc} сразу после заявки {call[call]} "
           "вне очереди ({call[seat]}), до прихода судьи: {call[call]} аннулируется, а "
           "заявка {turn:gen} сделана в очередь.",
    )(correct_player_calls)


def three_passes_hiding_a_turn() -> tuple:
    """The patterns of Law 34 (both editions): the pass ``last`` that makes three in a row,
    one of them out of rotation, which took ``seat``'s turn away; ``start``, the first
    pass from which they are cancelled (``first`` its place, ``start_n`` its number), and
    ``upto`` the number of ``last``."""
    return (AS.last << CallMade(kind="pass", missed_turn=MATCH.seat, missed_from=MATCH.first,
                                n=MATCH.upto),
            TEST(lambda seat: seat is not None),
            AS.start << CallMade(at=MATCH.first, n=MATCH.start_n))


def passes_from(engine: RulingEngine, start_n: int, upto: int) -> list[Any]:
    """The passes standing from entry ``start_n`` to ``upto``, in record order: those a
    player's lost turn cancels (three passes that did not end the auction)."""
    return [call for call in record_facts(engine, CallMade, kind="pass")
            if start_n <= call["n"] <= upto and not engine.found(Cancelled, of=call["at"])]


def record_facts(engine: RulingEngine, cls: type, **fields: Any) -> list[Any]:
    """The facts of one class having the fields given, in record order (by ``n``)."""
    return sorted(engine.found(cls, **fields), key=lambda f: f.get("n") or 0)


def play_facts_between(engine: RulingEngine, cls: type, after: int, before: int,
                       **fields: Any) -> list[Any]:
    """Play-period facts of ``cls`` whose entry number lies strictly between the two."""
    return [f for f in record_facts(engine, cls, **fields)
            if f.get("period", "play") == "play" and after < (f.get("n") or 0) < before]
AFTER_RECORD = 10**6  # an entry number after every entry of the record: "until it ends"
# The record's words for a claim and a concession of tricks (a faced hand, ``spreads``,
# is one only as Laws 48B2 and 68A read it)
CLAIM_WORDS = ("claims", "concedes")


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


def entry_number(at: str | None) -> int:
    """The entry number of a play-period ``at`` ("play 7" -> 7); 0 for anything else."""
    place = parse_place(at)
    return place[1] if place and place[0] == "play" else 0
