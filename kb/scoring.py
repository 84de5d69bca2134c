"""Duplicate bridge scoring (Law 77): the score of one contract played on one board.

What was checked, and against what:

* 2017: every figure below was compared with the Law 77 scoring table in
  ``shared/reference/laws-2017-en.txt`` (the corrected online version of
  29 September 2017). Trick values 20/30 a trick in minors/majors, 40 then 30 at
  notrump, doubled x2, redoubled x4; game 100+ trick points; game premium
  300 not vulnerable / 500 vulnerable, part score 50; small slam 500/750, grand slam
  1000/1500; 50 for making a doubled contract, 100 for a redoubled one; overtricks
  at trick value undoubled, 100/200 doubled, 200/400 redoubled (not vul / vul).
  Undertricks undoubled 50/100 each; doubled not vulnerable 100, then 200, plus a
  further 100 from the fourth on (so 100, 200, 200, 300, 300, ...); doubled
  vulnerable 200, then 300 each; redoubled twice the doubled figures.
* 1987: the project's 1987 seed texts (Laws 30-37, 41-48 and commentary) do not
  contain Law 77, so the 1987 table could not be checked here. The 1987 Laws are
  where the non-vulnerable doubled undertricks became 300 from the fourth on, so
  the undertrick table is the same as in 2017, and the project treats the two
  tables as identical. One doubt is recorded in :data:`REDOUBLED_MADE_PREMIUM`.

A passed-out board scores zero for both sides; that is not a contract and is not
scored here.
"""

from __future__ import annotations

from ruling.engine.notation import STRAINS

LAWS_EDITIONS: tuple[str, ...] = ("1987", "2017")

GAME_THRESHOLD = 100  # trick points that make a game (Law 77)
PART_SCORE_PREMIUM = 50
GAME_PREMIUM = {False: 300, True: 500}  # keyed by vulnerability
SMALL_SLAM_PREMIUM = {False: 500, True: 750}
GRAND_SLAM_PREMIUM = {False: 1000, True: 1500}
DOUBLED_MADE_PREMIUM = 50  # the "insult"
# 100 in the 2017 table. Whether the 1987 table already gave 100 (rather than the
# 50 of a doubled contract) for making a redoubled contract is not verified here;
# the project treats the two editions as the same.
REDOUBLED_MADE_PREMIUM = {"1987": 100, "2017": 100}
DOUBLED_OVERTRICK = {False: 100, True: 200}  # each; twice that when redoubled

_MULTIPLIER = {0: 1, 1: 2, 2: 4}


def _check(level: int, strain: str, doubled: int, tricks: int | None = None) -> str:
    strain = strain.strip().upper()
    if strain == "N":
        strain = "NT"
    if strain not in STRAINS:
        raise ValueError(f"unknown strain {strain!r} (expected C, D, H, S or NT)")
    if not 1 <= level <= 7:
        raise ValueError(f"a contract is at level 1 to 7, not {level}")
    if doubled not in _MULTIPLIER:
        raise ValueError(f"doubled must be 0, 1 (doubled) or 2 (redoubled), not {doubled}")
    if tricks is not None and not 0 <= tricks <= 13:
        raise ValueError(f"tricks must be 0 to 13, not {tricks}")
    return strain


def _check_laws(laws: str | int) -> str:
    edition = str(laws).strip()
    if edition not in LAWS_EDITIONS:
        raise ValueError(f"unknown edition of the Laws {laws!r} (expected 1987 or 2017)")
    return edition


def trick_points(level: int, strain: str, doubled: int = 0) -> int:
    """Trick points for ``level`` odd tricks bid and made (no overtricks, no premiums)."""
    strain = _check(level, strain, doubled)
    if strain == "NT":
        base = 40 + 30 * (level - 1)
    elif strain in ("H", "S"):
        base = 30 * level
    else:
        base = 20 * level
    return base * _MULTIPLIER[doubled]


def is_game(level: int, strain: str, doubled: int = 0) -> bool:
    """True when the contract, made, scores 100 or more trick points."""
    return trick_points(level, strain, doubled) >= GAME_THRESHOLD


def undertrick_penalty(down: int, doubled: int, vulnerable: bool) -> int:
    """What the defenders score when declarer falls ``down`` tricks short (a positive number)."""
    if not 0 <= down <= 13:
        raise ValueError(f"undertricks must be 0 to 13, not {down}")
    if doubled not in _MULTIPLIER:
        raise ValueError(f"doubled must be 0, 1 or 2, not {doubled}")
    if down == 0:
        return 0
    if doubled == 0:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        doubled_penalty = 200 + 300 * (down - 1)
    else:
        # 100 for the first, 200 each for the second and third, 300 each after that
        doubled_penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return doubled_penalty * (2 if doubled == 2 else 1)


def score(level: int, strain: str, doubled: int, vulnerable: bool, tricks: int,
          laws: str = "2017") -> int:
    """The duplicate score for the declaring side; negative when the contract is defeated.

    ``tricks`` is the number of tricks declarer's side took (0-13); ``doubled`` is
    0, 1 (doubled) or 2 (redoubled).
    """
    strain = _check(level, strain, doubled, tricks)
    edition = _check_laws(laws)
    needed = level + 6
    if tricks < needed:
        return -undertrick_penalty(needed - tricks, doubled, vulnerable)

    contract_points = trick_points(level, strain, doubled)
    total = contract_points
    if contract_points >= GAME_THRESHOLD:
        total += GAME_PREMIUM[vulnerable]
    else:
        total += PART_SCORE_PREMIUM
    if level == 6:
        total += SMALL_SLAM_PREMIUM[vulnerable]
    elif level == 7:
        total += GRAND_SLAM_PREMIUM[vulnerable]
    if doubled == 1:
        total += DOUBLED_MADE_PREMIUM
    elif doubled == 2:
        total += REDOUBLED_MADE_PREMIUM[edition]

    overtricks = tricks - needed
    if doubled == 0:
        per_overtrick = 20 if strain in ("C", "D") else 30  # notrump overtricks are 30
    else:
        per_overtrick = DOUBLED_OVERTRICK[vulnerable] * (2 if doubled == 2 else 1)
    return total + overtricks * per_overtrick


def result_text(level: int, strain: str, doubled: int, tricks: int) -> str:
    """The result as a scorer writes it: ``4S=``, ``3NT+1``, ``4HX-2``, ``1CXX=``."""
    strain = _check(level, strain, doubled, tricks)
    difference = tricks - (level + 6)
    outcome = "=" if difference == 0 else f"{difference:+d}"
    return f"{level}{strain}{'X' * doubled}{outcome}"
