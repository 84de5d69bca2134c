"""The names of things the rules of both editions speak of: the kinds of irregularity
(the ruling spec's, and the project's own) and the ruling items other laws read back.
One name for each, whichever law finds it."""

# -- the auction -----------------------------------------------------------------------
PASS_OUT_OF_ROTATION = "pass-out-of-rotation"
BID_OUT_OF_ROTATION = "bid-out-of-rotation"
DOUBLE_OUT_OF_ROTATION = "double-out-of-rotation"  # doubles and redoubles
INSUFFICIENT_BID = "insufficient-bid"
INADMISSIBLE_DOUBLE = "inadmissible-double"  # a double or redouble Law 19 does not permit
BID_ABOVE_SEVEN = "bid-above-seven"
CALL_AFTER_FINAL_PASS = "call-after-final-pass"
CALL_VIOLATING_PASS = "call-violating-obligation-to-pass"
CHANGE_OF_CALL = "change-of-call"

# -- the play ----------------------------------------------------------------------------
OPENING_LEAD_OUT_OF_TURN = "opening-lead-out-of-turn"
LEAD_OUT_OF_TURN = "lead-out-of-turn"
PREMATURE_PLAY = "premature-play"
REVOKE = "revoke"
EXPOSED_CARD = "exposed-card"
FIFTH_CARD = "fifth-card"
DUMMY_MISPLAYED_CARD = "dummy-misplayed-card"
DUMMY_FORBIDDEN_ACTION = "dummy-forbidden-action"
CARD_WITHDRAWN = "card-withdrawn"
INCOMPLETE_DESIGNATION = "incomplete-designation"
CHANGE_OF_DESIGNATION = "change-of-designation"
PENALTY_CARD_NOT_PLAYED = "penalty-card-not-played"  # Law 52
CLAIM = "claim"  # Law 68A (not an irregularity, but what the TD is called to rule on)
CONCESSION = "concession"  # Law 68B
# 2017 Law 16B1(a): a call or play chosen, over a logical alternative, that unauthorized
# information from partner demonstrably suggested (16B3 calls it an infraction)
USE_OF_UI = "use-of-unauthorized-information"
MISINFORMATION = "misinformation"  # Law 75B1: a mistaken explanation (2017)
# 2017 Law 40B5(a): an explanation that left out special information from the
# partnership's agreements or experience (the TD's finding)
INCOMPLETE_EXPLANATION = "incomplete-explanation"
# 2017 Law 40C1: a deviation from the announced understandings that partner had more
# reason than the opponents to expect (undisclosed knowledge, the TD's finding)
UNDISCLOSED_UNDERSTANDING = "undisclosed-understanding"
# 2017 Law 73E2 (with 73D2): a question, remark, manner or tempo with no demonstrable
# bridge reason, from which an innocent opponent drew a false inference (the TD's findings)
MISLEADING_ACTION = "misleading-action"

# -- ruling items other laws read ------------------------------------------------------
PENALTY_CARD = "penalty-card"
