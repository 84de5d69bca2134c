"""What the record says about an irregularity of the auction, the same for every law
that asks: did the TD come after it, and did the offender's LHO call over it first?

Laws 36-39 each rule differently on whether the offender's LHO called before the TD
rectified the call; they read it from one pair of facts, drawn by one rule each,
declared in the law's class (so it cites the law that asks):

    director_came = director_came_after(VP, "37A")
    lho_called = lho_called_before_director(VP, "37A")
"""

from __future__ import annotations

import sys

from engine.facts import CallMade, DirectorCalled, Irregularity
from engine.inference import law
from engine.rete import AS, MATCH, NOT, TEST, Rule
from kb.common.templates import DirectorCame, LhoCalledFirst


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
        ru="{over[seat]} (LHO нарушителя) заявил {over[call]} после {irr[call]} до "
           "исправления судьёй.",
    )(lho_called)
