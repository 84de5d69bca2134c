"""The phases a ruling goes through, first to last: the knowledge base's vocabulary.

A rule names its phase (``@law(..., phase=RESULT)``; none: ``RECTIFICATION``). Every
rule of a phase that can fire fires before any rule of a later phase; within a phase,
a rule that is an exception to another names it (``overrides="Law64.tally"``, or a law's
class, ``"Law47"``, for all of its rules in that phase) and comes before it. The
engine (``engine.inference.ordered``) turns the two into experta's order when
``kb.editions`` assembles an edition.
"""

RECOGNITION = "recognition"  # what the record shows: irregularities found, cards classed
RECTIFICATION = "rectification"  # what the laws do about them (the default)
CONSEQUENCES = "consequences"  # what follows from a rectification already given
CLOSING = "closing"  # at the end of the record: the score, and what no law has ruled
CHOICES = "choices"  # a holder's choice stated in words, for an option still open
REPORT = "report"  # the safety net: an irregularity no rule has ruled on

PHASES = (RECOGNITION, RECTIFICATION, CONSEQUENCES, CLOSING, CHOICES, REPORT)
DEFAULT = RECTIFICATION
