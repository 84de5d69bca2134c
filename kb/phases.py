"""The phases a ruling goes through, first to last: the knowledge base's vocabulary.

A rule names its phase (``@law(..., phase="closing")``); a rule that names none is of
``rectification``. Every rule of a phase that can fire fires before any rule of a
later phase. Within a phase, a rule that is an exception to another names it
(``overrides="Law63.stands"``; a law's class, ``"Law47"``, for all of its rules in the
phase) and fires first; a rule that must fire first without being an exception (the
law's own order, or the order the ruling tells it in) says so with ``before=``. The
engine (``engine.inference.ordered``) turns these into experta's order when
``kb.editions`` assembles an edition.
"""

# what the record shows, read before the laws rule on it: when an exposure during the
# auction ended (Law 24), who won the revoke trick and the tricks after it (Law 64A)
RECORD = "record"
# what the laws do about each irregularity: the irregularities recognised, their
# rectifications, the options and the duties they give (the default)
RECTIFICATION = "rectification"
# what follows from a rectification already given: the information from a withdrawn
# call or card (16C), a penalty card replaced or leaving the table (50, 52B2)
CONSEQUENCES = "consequences"
# at the end of the record: the score (Law 77), and what no law has ruled on (a claim
# by facing the hand, a change of call no rule of Law 25 took up)
CLOSING = "closing"
# a holder's choice stated in words, for an option still open (Law 10C2)
CHOICES = "choices"
# the safety net: an irregularity no rule of the edition ruled on
REPORT = "report"

PHASES = (RECORD, RECTIFICATION, CONSEQUENCES, CLOSING, CHOICES, REPORT)
DEFAULT = RECTIFICATION
