"""The figures of an assigned adjusted score (Law 12C1): each likely result the TD gives
(the finding ``outcomes``, ``engine.outcomes``) scored by Law 77 with the board's
vulnerability, and their weighted sum, all from North-South's point of view.

Exact arithmetic: the weights are fractions read from the TD's text, so the weighted
score is exact (``exact``, text: ``232``, ``712.5``, ``1163/3``). The Laws leave the
rounding of a weighted score to the Regulating Authority; the project rounds the points
to the nearest whole point, a half away from zero (712.5 -> 713, -712.5 -> -713), and
keeps the exact value beside it. Nothing else is rounded: each result's score is whole.

The points are weighted, as the TD's outcomes are results of the board. Where a
tournament weights the matchpoints or IMPs each result would earn instead, the scorer
does so from the results and their weights, which the item lists.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported where a weight is read: fractions and decimal take ~1.4 ms
    from fractions import Fraction

from ruling.engine.notation import is_vulnerable, side
from ruling.engine.outcomes import exact_text, is_pass_out, weight_of
from ruling.kb.scoring import result_text, score


def outcome_score(outcome: Mapping[str, Any], vulnerable: str, laws: str = "2017") -> int:
    """One result's score for North-South (negative when East-West score), with the
    board's ``vulnerable`` (None, NS, EW or All); a passed-out board scores 0."""
    if is_pass_out(outcome):
        return 0
    declarer = outcome["declarer"]
    points = score(outcome["level"], outcome["strain"], outcome["doubled"],
                   is_vulnerable(declarer, vulnerable), outcome["tricks"], laws=laws)
    return points if side(declarer) == "NS" else -points


def written(outcome: Mapping[str, Any]) -> str:
    """The result as a scorer writes it: ``4H=``, ``4SX-1``; ``pass`` for a pass-out."""
    if is_pass_out(outcome):
        return "pass"
    return result_text(outcome["level"], outcome["strain"], outcome["doubled"],
                       outcome["tricks"])


def round_points(value: Fraction) -> int:
    """To the nearest whole point, a half away from zero."""
    from fractions import Fraction  # here: ~1.4 ms with decimal, for a weighted score only

    whole, rest = divmod(abs(value), 1)
    rounded = int(whole) + (1 if rest >= Fraction(1, 2) else 0)
    return rounded if value >= 0 else -rounded


def weighted(outcomes: Iterable[Mapping[str, Any]], vulnerable: str, laws: str = "2017"
             ) -> tuple[Fraction, list[dict[str, Any]]]:
    """The exact weighted score for North-South, and each result as the ruling lists it:
    ``contract``, ``declarer``, ``tricks`` (none for a pass-out), ``weight`` (exact
    text), ``written`` and ``score`` (North-South's)."""
    from fractions import Fraction  # here: ~1.4 ms with decimal, for a weighted score only

    total = Fraction(0)
    listed = []
    for outcome in outcomes:
        points = outcome_score(outcome, vulnerable, laws)
        weight = weight_of(outcome)
        total += weight * points
        entry: dict[str, Any] = {"contract": outcome["contract"]}
        if not is_pass_out(outcome):
            entry["declarer"] = outcome["declarer"]
            entry["tricks"] = outcome["tricks"]
        entry.update(weight=exact_text(weight), written=written(outcome), score=points)
        listed.append(entry)
    return total, listed


def assigned_fields(outcomes: Iterable[Mapping[str, Any]], vulnerable: str,
                    laws: str = "2017") -> dict[str, Any]:
    """The fields of an ``assigned-score`` item: ``score`` (North-South's, rounded),
    ``exact`` and ``outcomes``."""
    total, listed = weighted(outcomes, vulnerable, laws)
    return {"score": round_points(total), "exact": exact_text(total), "outcomes": listed}
