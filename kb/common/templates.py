"""The kinds of intermediate conclusion the rules draw, each with its typed fields.

CLIPS calls these ``deftemplate``s: a rule that writes a field a template does not
declare, or a value of another type, fails when the knowledge base is loaded (a
pattern) or when it concludes (a fact), never by silently not matching. Grouped by the
law that draws the conclusion; a template serves every law that reads it.
"""
from ruling.engine.facts import template

# -- the record, for every law that asks (kb/common/record.py) -----------------
DirectorCame = template("director-came", irr=str, n=int)
LhoCalledFirst = template("lho-called-first", irr=str, over=str)

# -- choices -------------------------------------------------------------------
ChoiceStatementRead = template("choice-statement-read", at=str)

# -- recognition ---------------------------------------------------------------
DeemedInRotation = template("deemed-in-rotation", at=str)

# -- Law 16 (2017) -------------------------------------------------------------
L16C = template("16C", irr=str, offender=str, call=str, card=str)
# Law 24: a card exposed during the auction, whose information Law 24 puts under 16C
L16CExposed = template("16C-exposed", irr=str, offender=str, card=str)
# a card the non-offending side withdrew as the laws provide (Law 47E1: the player was
# misinformed by an opponent): 16C1 for his side, 16C2 for the opponents
L16CNonOffender = template("16C-non-offender", irr=str, seat=str, card=str)
# 16B1: a tempo, remark or question by ``seat`` at ``at`` (entry ``n``), extraneous
# information for his partner ``receiver``; ``verb`` the record's, ``period`` auction/play
PartnerInformation = template("partner-information", at=str, n=int, seat=str,
                              receiver=str, verb=str, period=str)
# 16B1: the receiver's next call or card after it (``of``: the information's ``at``)
NextAction = template("next-action", of=str, at=str, n=int, seat=str, call=str, card=str)
# 16B1: that next action judged free of infraction (no logical alternative, or not
# demonstrably suggested): the receiver's opening lead is judged next (``of`` as above)
NextActionCleared = template("next-action-cleared", of=str)
# 16B1: the receiver's opening lead after his judged next call, judged by its own findings
OpeningLeadAction = template("opening-lead-action", of=str, at=str, n=int, seat=str, card=str)
# 16D: extraneous information from another source on which the TD let play go on, ready
# to adjust: received after the first call (16D3), or before any call with the board then
# bid and played (16D2(c)); ``law`` the one of the two
ExtraneousInformation = template("extraneous-information", at=str, seat=str, law=str)

# -- Law 19 (2017) -------------------------------------------------------------
ContraryTo19 = template("contrary-to-19", at=str, part=str)

# -- Law 23 (2017) -------------------------------------------------------------
Comparable = template("comparable", irr=str, value=bool)
Replacement = template("replacement", irr=str, seat=str, call=str, withdrawn=str, n=int)

# -- Law 24 (2017) -------------------------------------------------------------
L24Closed = template("24-closed", irr=str)
L24FaceUp = template("24-face-up", irr=str)
L24Follows = template("24-follows", irr=str)
L24MoreCards = template("24-more-cards", irr=str)
L24Several = template("24-several", irr=str)

# -- Law 25 (2017) -------------------------------------------------------------
CallWithdrawn = template("call-withdrawn", irr=str, offender=str, comparable=bool | None)
L25A6 = template("25A6", irr=str, seat=str, offender=str, call=str)
L25B = template("25B", irr=str, via=str, offender=str, orig=str, new=str)
L25BDecided = template("25B-decided", irr=str, call=str, withdrawn=str)
UnintendedReplaced = template("unintended-replaced", irr=str, offender=str)

# -- Law 26 (2017) -------------------------------------------------------------
NoLeadRestriction = template("no-lead-restriction", irr=str, offender=str)

# -- Law 27 (2017) -------------------------------------------------------------
B1 = template("b1", irr=str, via=str)
IbReplacement = template(
    "ib-replacement",
    irr=str, seat=str, call=str, kind=str, sufficient=bool | None, b1a=bool, legal=bool,
    new_at=str, n=int, premature=bool, withdrawn=str, second=bool,
)
InsufficientOutOfRotation = template("insufficient-out-of-rotation", irr=str)

# -- Law 28 (2017) -------------------------------------------------------------
Retention = template("retention", irr=str)

# -- Law 29 (2017) -------------------------------------------------------------
AsChangeOfCall = template("as-change-of-call", irr=str)
DenominationsSpecified = template("denominations-specified", irr=str)
OorCancelled = template(
    "oor-cancelled",
    irr=str, artificial=bool, kind=str, relation=str, by=str, call=str, n=int, offender=str,
    partner=str, previously_called=bool, turn=str,
)

# -- Law 30 (2017) -------------------------------------------------------------
L31 = template("law31", irr=str)

# -- Law 33 (2017) -------------------------------------------------------------
DeemedSubsequent = template("deemed-subsequent", at=str)

# -- Law 34 (2017) -------------------------------------------------------------
MissedTurn = template("missed-turn", seat=str, first=str, start_n=int, upto=int)

# -- Law 35 (2017) -------------------------------------------------------------
Inadmissible = template("inadmissible", irr=str, law=str)

# -- Law 35 (1987) -------------------------------------------------------------
Condoned = template("condoned", irr=str, law=str)

# -- Law 36 (2017) -------------------------------------------------------------
Law36Call = template(
    "law36",
    irr=str, n=int, seat=str, call=str, turn=str, lho=str, partner=str, in_turn=bool,
)
L36A = template("36A", irr=str, n=int)
L36B = template("36B", irr=str, from_n=int)
L36C = template("36C", irr=str)

# -- Law 37 (2017) -------------------------------------------------------------
L37A = template("37A", irr=str, n=int)
L37AExcluded = template("37A-excluded", irr=str)
L37B = template("37B", irr=str, from_n=int)

# -- Law 38 (2017) -------------------------------------------------------------
L38A = template("38A", irr=str)
L38DNoRecourse = template("38D-no-recourse", irr=str)

# -- Law 39 (2017) -------------------------------------------------------------

# -- Law 41 (2017) -------------------------------------------------------------
DummySpread = template("dummy-spread", at=str, n=int, seat=str)
OpeningLeadWithdrawn = template("opening-lead-withdrawn", at=str, lead=str)
PlayBegun = template("play-begun", at=str, n=int, seat=str)

# -- Law 42 (2017) -------------------------------------------------------------
DeemedClaim = template("deemed-claim", n=int, at=str, seat=str)
DummyLostRights = template("dummy-lost-rights", seat=str, at=str, n=int)
DummyRight = template("dummy-right", at=str, right=str)

# -- Law 42 (1987) -------------------------------------------------------------
DummyForfeited = template("dummy-forfeited", seat=str, at=str, n=int)

# -- Law 43 (2017) -------------------------------------------------------------
LeadAnswer = template("lead-answer", irr=str, answer=str, how=str, by=str)
LeadHandChosen = template("lead-hand-chosen", at=str, irr=str, seat=str)
NoImmediateRectification = template("no-immediate-rectification", irr=str, law=str)
RevokeEstablished = template(
    "revoke-established",
    irr=str, law=str, seat=str, card=str, by=str, established_at=str,
)

# -- Law 44 (2017) -------------------------------------------------------------
IllegalPlay = template("illegal-play", at=str, n=int, seat=str, card=str)

# -- Law 44 (1987) -------------------------------------------------------------
FailedToFollowSuit = template("failed-to-follow-suit", at=str)

# -- Law 45 (2017) -------------------------------------------------------------
ChangeOfPlay = template("change-of-play", at=str, seat=str, trick=int, card_n=int, n=int)
ChangeRefused = template("change-refused", at=str)
DeemedPlayed = template("deemed-played", at=str, seat=str, card=str)
DesignatedCard = template("designated-card", at=str, n=int, card=str, seat=str, trick=int)
DesignationChange = template(
    "designation-change",
    irr=str, n=int, card=str, seat=str, card_n=int, trick=int, in_time=bool,
)
DesignationChangeAllowed = template("designation-change-allowed", irr=str, seat=str, card=str)
DummyCardRuled = template("dummy-card-ruled", irr=str, how=str)
FifthCardLed = template("fifth-card-led", irr=str, laws=str)
InvalidDesignation = template("invalid-designation", at=str)
MayWithdraw = template("may-withdraw", irr=str, seat=str, card=str, n=int, law=str)
MayWithdrawIfRhoChanges = template(
    "may-withdraw-if-rho-changes",
    irr=str, rho=str, rho_card=str, seat=str, card=str, n=int, rho_n=int,
)
PlayedBeforeCorrectLead = template("played-before-correct-lead", at=str, lead=str)
Withdrawal = template(
    "withdrawal",
    at=str, why=str, card_n=int, seat=str, n=int, card=str, card_at=str, trick=int,
    opponent=str, late=bool, revoke=str,
)

# -- Law 45 (1987) -------------------------------------------------------------
DefenderDesignates = template("defender-designates", at=str, irr=str)
DesignationChanged = template("designation-changed", at=str)
DesignationCorrected = template("designation-corrected", irr=str)
InnocentWithdrawal = template("innocent-withdrawal", irr=str, seat=str, card=str)
MisplayCorrected = template("misplay-corrected", irr=str, until=int)
NamedFromWrongHand = template("named-from-wrong-hand", at=str)
NotASlip = template("not-a-slip", irr=str)
OwnCardRenamed = template("own-card-renamed", at=str, first=str, seat=str, card=str,
                          first_card=str)
TooLate = template("too-late", irr=str, n=int)
WithdrawalPermitted = template("withdrawal-permitted", at=str, law=str)

# -- Law 47 (2017) -------------------------------------------------------------
RetractedWithoutRectification = template("retracted-without-rectification", irr=str)

# -- Law 47 (1987) -------------------------------------------------------------
IllegalWithdrawal = template(
    "illegal-withdrawal",
    irr=str, seat=str, card=str, trick=int, n=int, side=str,
)
InnocentCardBack = template("innocent-card-back", irr=str)
PlayedSince = template("played-since", irr=str)
WithdrawalKind = template("withdrawal-kind", irr=str, kind=str)

# -- Law 48 (2017) -------------------------------------------------------------
SpreadAfterOpeningLeadOutOfTurn = template("spread-after-opening-lead-out-of-turn", at=str)

# -- Law 48 (1987) -------------------------------------------------------------
SpreadAcceptsLead = template("spread-accepts-lead", at=str)

# -- Law 49 (2017) -------------------------------------------------------------
CardNotInTrick = template("card-not-in-trick", at=str, seat=str, card=str)
PenaltyCardDue = template(
    "penalty-card-due",
    irr=str, n=int, seat=str, card=str, honour=bool, accidental=bool,
)

# -- Law 50 (2017) -------------------------------------------------------------
FollowSuitFirst = template("follow-suit-first", at=str, seat=str, card=str)
HonourInstead = template("honour-instead", at=str, seat=str, card=str)
LeadNotRestricted = template("lead-not-restricted", at=str, seat=str, card=str)
LeadOption = template(
    "lead-option",
    at=str, n=int, leader=str, offender=str, trick=int, declarer=str, cards=list | tuple,
    card=str, suit=str, suits=str, count=int, category=str, lead_suit=str | None,
    held=str | None, irr=str, statement=str | None,
)
LeadOptionRead = template("lead-option-read", at=str)
OptionStatement = template(
    "option-statement",
    at=str, n=int, purpose=str, leader=str, trick=int, choice=str,
)
PenaltyCardInformation = template("penalty-card-information", irr=str, seat=str, card=str)
PenaltyCardOnTable = template(
    "penalty-card-on-table",
    seat=str, card=str, suit=str, grade=str, irr=str, since=int,
)
PenaltyCardPickedUp = template(
    "penalty-card-picked-up",
    irr=str, seat=str, card=str, leader=str, at=str,
)
PenaltyCardPlayed = template("penalty-card-played", irr=str, seat=str, card=str, at=str)
PenaltyCardStatusUnknown = template(
    "penalty-card-status-unknown",
    irr=str, seat=str, card=str, at=str,
)
PlayRestriction = template(
    "play-restriction",
    seat=str, trick=int, kind=str, suit=str, irr=str, law=str,
)
RevokeCorrection = template(
    "revoke-correction",
    irr=str, pending=bool, seat=str, card=str, role=str, how=str, n=int | None,
)

# -- Law 50 (1987) -------------------------------------------------------------
PenaltyCard = template(
    "penalty-card",
    irr=str, seat=str, card=str, honour=bool, deliberate=bool, law=str,
)

# -- Law 51 (2017) -------------------------------------------------------------
DeclarerDesignates = template("declarer-designates", at=str)
MustSubstitute = template("must-substitute", seat=str, card=str, irr=str, n=int)

# -- Law 52 (2017) -------------------------------------------------------------
PenaltyCardFailureRuled = template("penalty-card-failure-ruled", irr=str, answer=str)
PenaltyCardRemains = template("penalty-card-remains", irr=str, card=str)
WithdrawnOnOwnInitiative = template("withdrawn-on-own-initiative", irr=str, at=str)

# -- Law 53 (2017) -------------------------------------------------------------
LeadNextCard = template(
    "lead-next-card",
    irr=str, seat=str, card=str, card_at=str, relation=str, proper_leader=bool,
    same_suit=bool, void=bool | None, taken_back=bool,
)
LeadOutOfTurn = template(
    "lead-out-of-turn",
    irr=str, n=int, hand=str, card=str, suit=str, offender=str, leader=str, lho=str, rho=str,
    accepters=list | tuple, declaring=bool, opening=bool,
)

# -- Law 54 (2017) -------------------------------------------------------------
DeclarerSawDummy = template("declarer-saw-dummy", irr=str, how=str)
SecondCardFromHand = template("second-card-from-hand", irr=str, card=str)

# -- Law 57 (2017) -------------------------------------------------------------
CannotComply = template("cannot-comply", seat=str, at=str, irr=str, why=str)
DeclarerPrematurePlay = template("declarer-premature-play", irr=str)
PlayedAtRhoTurn = template("played-at-rho-turn", irr=str)
PrematureOption = template(
    "premature-option",
    irr=str, n=int, seat=str, trick=int, suit_led=str, declarer=str,
)
PrematurePlayByDefender = template(
    "premature-play-by-defender",
    irr=str, n=int, seat=str, partner=str, trick=int, suit_led=str, both_hands=bool, lead=bool,
    declarer=str,
)

# -- Law 59 (2017) -------------------------------------------------------------
ReleasedFromRequirement = template("released-from-requirement", seat=str, at=str, why=str)

# -- Law 60 (2017) -------------------------------------------------------------
DutyRemains = template("duty-remains", at=str, card=str, seat=str)
PlayedBeforeRectification = template("played-before-rectification", irr=str, card=str)

# -- Law 61 (2017) -------------------------------------------------------------
L16B = template("16B", at=str, source=str, receiver=str)
RevokeInquiry = template(
    "revoke-inquiry",
    at=str, seat=str, target=str, lawful=bool, law=str, partner_asked=bool,
)

# -- Law 62 (2017) -------------------------------------------------------------
Revoke62C1Withdrawn = template("revoke-62C1-withdrawn", irr=str, seat=str, card=str, n=int)
Revoke62C3 = template("revoke-62C3", irr=str)
Revoke62D1 = template("revoke-62D1", irr=str)
RevokeClaim63A4 = template("revoke-claim-63A4", irr=str)

# -- Law 64 (2017) -------------------------------------------------------------
L64CCompensated = template("64C-compensated", irr=str)
RevokeNoTransfer = template("revoke-no-transfer", irr=str, via=str)
RevokeTally = template(
    "revoke-tally",
    irr=str, offender=str, offenders=str, to=str, winner=str | None, winner_side=str | None,
    later=int, known=bool, role=str, trick=int,
)
# Law 63A1 (2017): a card of the offending side after the revoke that is no lead or play
# to the next trick (a fifth card not led, a lead retracted under 47E1)
NotEstablishing = template("not-establishing", irr=str, card_at=str, n=int, why=str)

# -- Law 68 (2017): a claim or concession, and the way the table went on after it -----
# ``seat`` made it for ``side``; of the ``remaining`` tricks (the one in progress
# included) his side takes ``tricks`` by it (a claim of some concedes the rest: 68B1);
# ``count`` is the number he said (None: all that remain); ``statement`` is the
# claimer's words as the TD wrote them ('' when none were)
Claim = template("claim", irr=str, n=int, seat=str, side=str, verb=str, remaining=int,
                 tricks=int, count=int | None, statement=str)
NoClaim = template("no-claim", irr=str)  # 68 (opening) and 68B2: no claim; play goes on
ConcessionObjected = template("concession-objected", irr=str)  # 68B2
# 68D: 'agreed' (69), 'contested' (70), or play 'continued' by consent (68D2(b))
ClaimPath = template("claim-path", irr=str, path=str)  # or 'counted': the TD gave tricks
ClaimUnanswered = template("claim-unanswered", irr=str)  # the record stops at the claim
Clarified = template("clarified", irr=str, stated=bool)  # 68C: the claimer stated a line
PlayedOn = template("played-on", irr=str)  # 68D2(b): a card came next, no TD called
ClaimDoubted = template("claim-doubted", irr=str, seat=str)  # 68D2: ``seat`` objected at once
# Law 70B3 (2017): the cards left at the claim, worked out for the claimer's side (see
# kb/common/claims.py): the worst normal line, the cashing line, best play by all, the
# worst normal line of a claimer who draws the trumps out; the opponents' trumps ("W SJ":
# a rule's text writes {figures[trumps_out]:held}, "West ♠J") and whether the worst line
# loses a trick to one; the suits an opponent showed out of before
# the claim that still place cards (``marked_suits``, "D C"), and the worst normal line
# that plays them as their cards are placed (``marked``); ``computed`` false: not within
# the budget
ClaimFigures = template(
    "claim-figures",
    irr=str, computed=bool, worst=int | None, cashing=int | None, best=int | None,
    aware=int | None, trumps_out=str, trump_trick=bool, line=list | tuple,
    marked_suits=str, marked=int | None,
)
ClaimSettled = template("claim-settled", irr=str)  # the tricks of the claim are awarded

# -- Laws 20F, 21B, 75 (2017): misinformation ---------------------------------------
# An explanation after the first the record shows (an ``explains`` entry's ``at``, or an
# alerted call's with no ``explains`` entry of it): the TD's findings on an explanation
# (``misexplained``, ``incomplete_explanation``, ``undisclosed_knowledge``) judge the first.
LaterExplanation = template("later-explanation", at=str, first=str)
# A correction of an explanation (``corrects``), read against the explanation it corrects:
# ``by`` the explainer himself or his partner; ``when`` it came: during the auction
# (``auction``), after the final pass before the opening lead (``after-auction``), during
# the play (``play``) or when the play is over (``after-play``); ``declaring``: the
# corrector's side is declarer's (not given when the record names no declarer);
# ``summoned``: the TD was called for it (a ``TD`` entry after the last call or card).
Correction = template(
    "correction",
    at=str, n=int, of=str, call=str, seat=str, explained=str, explainer=str, by=str,
    when=str, declaring=bool, summoned=bool,
)
# A misinformed player's last call before he learnt of the misinformation (an opponent of
# the explainer who called after the explanation; learnt at the correction, or at the end
# of the record): ``in_time`` when he may still change it (21B1(a)).
MisinformedCall = template(
    "misinformed-call", irr=str, seat=str, call_at=str, call=str, learnt=str, in_time=bool,
)
# A call his LHO made after it, which 21B2 lets him change in turn.
LaterCall = template("later-call", irr=str, seat=str, call_at=str, call=str)
# The card a misinformed player played last before the correction, in the play, of the
# misleading explanation ``irr``: no card played since, so 47E2(a) may let him take it back.
MisinformedCard = template("misinformed-card", irr=str, seat=str, card=str, card_at=str)
# A question about the auction asked in the play (20F2: a defender, or declarer, at his own
# turn to play), ``call`` the call it is about when it names one (20F3).
PlayQuestion = template("play-question", at=str, seat=str, role=str, call=str)

# -- Law 73 (2017) -------------------------------------------------------------
# 73E2: an innocent opponent drew a false inference (the TD's finding) from what
# ``player`` did at ``at`` (``verb``: tempo, remarks, asks; dummy's card: declarer's tempo)
FalseInference = template("false-inference", at=str, n=int, player=str, verb=str)

# -- Law 12 (2017) -------------------------------------------------------------
# 12C1(e) settled for the adjusted score at ``at``: the assigned score is for both sides
# (no side offended, or the non-offending side did not add to its own damage)
ForBothSides = template("for-both-sides", at=str)
