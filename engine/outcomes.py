"""The likely results of a board, as a TD writes them for an adjusted score.

A finding of the kind ``outcomes`` (the knowledge base declares which findings are of
it) is a list of results, each ``{contract: 4H, declarer: S, tricks: 10, weight: 0.6}``
(``4HX`` doubled, ``4HXX`` redoubled; ``{contract: pass, weight: 0.2}`` for a board
passed out, with no declarer and no tricks). The loader reads it (``engine.loader``)
into a list of plain mappings, one a result:

    {"contract": "4H", "level": 4, "strain": "H", "doubled": 0, "declarer": "S",
     "tricks": 10, "weight": "0.6"}

(a pass-out: ``{"contract": "pass", "weight": "0.2"}``). ``weight`` is kept as exact
text, ``p/q`` when it has no finite decimal form: :func:`weight_of` turns it back into
a :class:`fractions.Fraction`, so that the weights are added, and the scores weighted,
without rounding (``0.1 + 0.2 + 0.7`` is exactly 1). Scoring the results is the
knowledge base's (Law 77); this module knows only the notation.

A finding of the kind ``responsibility`` says, for an artificial adjusted score, how far
each side is at fault: ``{NS: directly, EW: none}``, each of the two sides given one of
:data:`FAULTS`. The loader reads it into a mapping ``{"NS": "directly", "EW": "none"}``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # imported where a weight is read: fractions and decimal take ~1.4 ms
    from fractions import Fraction

MAX_OUTCOMES = 20
"""More likely results than any TD weighs: a longer list is refused as a mistake."""
OUTCOME_KEYS = ("contract", "declarer", "tricks", "weight")
SIDES = ("NS", "EW")
FAULTS = ("directly", "partly", "none")
"""How far a side is at fault, for the kind ``responsibility``."""
PASS_WORDS = {"PASS", "P", "PASSED", "PASSED OUT", "PASSOUT", "PASS-OUT"}

# a weight as the TD writes it: a decimal (0.6, .25, 1) or a fraction (1/3); patterns
# that re compiles (and caches) at their first use, as most incidents give no weight
_DECIMAL = r"^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$"
_FRACTION = r"^\s*\d+\s*/\s*\d+\s*$"


def parse_weight(text: str) -> Fraction | None:
    """The exact value of a weight written as a decimal or ``p/q``; None if it is neither
    (or ``p/0``)."""
    from fractions import Fraction  # ~1.4 ms with decimal: imported where a weight is read

    if re.match(_DECIMAL, text):
        return Fraction(text.strip())
    if re.match(_FRACTION, text):
        top, bottom = (int(part) for part in text.split("/"))
        return Fraction(top, bottom) if bottom else None
    return None


def exact_text(value: Fraction) -> str:
    """A fraction as exact text: a decimal when it has one (``0.6``, ``712.5``, ``-146``),
    else ``p/q`` (``1/3``)."""
    bottom = value.denominator
    twos = fives = 0
    while bottom % 2 == 0:
        bottom //= 2
        twos += 1
    while bottom % 5 == 0:
        bottom //= 5
        fives += 1
    if bottom != 1:
        return f"{value.numerator}/{value.denominator}"
    places = max(twos, fives)
    if places == 0:
        return str(value.numerator)
    scaled = abs(value.numerator) * (10 ** places // value.denominator)
    digits = str(scaled).rjust(places + 1, "0")
    text = f"{digits[:-places]}.{digits[-places:]}".rstrip("0").rstrip(".")
    return ("-" if value < 0 else "") + text


def weight_of(outcome: Mapping[str, Any]) -> Fraction:
    """An outcome's weight, exactly."""
    value = parse_weight(str(outcome["weight"]))
    if value is None:  # the loader let no such weight through
        raise ValueError(f"not a weight: {outcome['weight']!r}")
    return value


def is_pass_out(outcome: Mapping[str, Any]) -> bool:
    return outcome.get("contract") == "pass"
