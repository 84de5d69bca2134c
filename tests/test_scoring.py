"""Duplicate scoring checked against figures of the published Law 77 score tables.

Each figure carries its derivation: trick points + game/part-score premium
+ slam premium + premium for making a (re)doubled contract + overtricks.
NV = not vulnerable, V = vulnerable.
"""

import pytest

from ruling.kb.scoring import is_game, result_text, score, trick_points, undertrick_penalty

NV, V = False, True

MADE = [
    # level, strain, doubled, vulnerable, tricks, expected    derivation
    # --- undoubled part scores
    (1, "C", 0, NV, 7, 70),  # 20 + 50
    (1, "C", 0, NV, 9, 110),  # 20 + 2x20 + 50
    (1, "H", 0, NV, 9, 140),  # 30 + 2x30 + 50
    (1, "NT", 0, NV, 7, 90),  # 40 + 50
    (1, "NT", 0, V, 8, 120),  # 40 + 30 + 50 (vulnerability does not touch a part score)
    (2, "S", 0, NV, 8, 110),  # 60 + 50
    (2, "S", 0, V, 10, 170),  # 60 + 2x30 + 50
    (4, "C", 0, NV, 10, 130),  # 80 + 50: four of a minor is a part score
    (4, "D", 0, V, 11, 150),  # 80 + 20 + 50
    (2, "NT", 0, NV, 8, 120),  # 70 + 50
    # --- undoubled games
    (3, "NT", 0, NV, 9, 400),  # 100 + 300
    (3, "NT", 0, V, 9, 600),  # 100 + 500
    (3, "NT", 0, NV, 10, 430),  # 100 + 30 + 300
    (4, "S", 0, NV, 10, 420),  # 120 + 300
    (4, "S", 0, V, 10, 620),  # 120 + 500
    (4, "H", 0, V, 11, 650),  # 120 + 30 + 500
    (5, "C", 0, NV, 11, 400),  # 100 + 300
    (5, "D", 0, V, 11, 600),  # 100 + 500
    # --- undoubled slams
    (6, "H", 0, NV, 12, 980),  # 180 + 300 + 500
    (6, "S", 0, V, 12, 1430),  # 180 + 500 + 750
    (6, "NT", 0, NV, 12, 990),  # 190 + 300 + 500
    (6, "NT", 0, V, 12, 1440),  # 190 + 500 + 750
    (6, "C", 0, V, 13, 1390),  # 120 + 20 + 500 + 750
    (7, "D", 0, NV, 13, 1440),  # 140 + 300 + 1000
    (7, "C", 0, V, 13, 2140),  # 140 + 500 + 1500
    (7, "NT", 0, NV, 13, 1520),  # 220 + 300 + 1000
    (7, "NT", 0, V, 13, 2220),  # 220 + 500 + 1500
    # --- doubled
    (1, "NT", 1, NV, 7, 180),  # 80 + 50 + 50
    (1, "NT", 1, V, 7, 180),  # 80 + 50 + 50
    (1, "NT", 1, NV, 8, 280),  # 80 + 50 + 50 + 100
    (1, "NT", 1, V, 8, 380),  # 80 + 50 + 50 + 200
    (2, "C", 1, NV, 8, 180),  # 80 + 50 + 50
    (2, "C", 1, NV, 9, 280),  # 80 + 50 + 50 + 100
    (2, "C", 1, V, 9, 380),  # 80 + 50 + 50 + 200
    (2, "H", 1, NV, 8, 470),  # 120 + 300 + 50: doubled into game
    (2, "H", 1, V, 8, 670),  # 120 + 500 + 50
    (2, "H", 1, NV, 10, 670),  # 120 + 300 + 50 + 2x100
    (3, "NT", 1, V, 9, 750),  # 200 + 500 + 50
    (4, "S", 1, V, 10, 790),  # 240 + 500 + 50
    (4, "S", 1, NV, 11, 690),  # 240 + 300 + 50 + 100
    (5, "D", 1, NV, 11, 550),  # 200 + 300 + 50
    (6, "NT", 1, V, 12, 1680),  # 380 + 500 + 750 + 50
    (7, "NT", 1, V, 13, 2490),  # 440 + 500 + 1500 + 50
    # --- redoubled
    (1, "C", 2, NV, 7, 230),  # 80 + 50 + 100: still a part score
    (1, "C", 2, V, 7, 230),  # 80 + 50 + 100
    (1, "C", 2, NV, 8, 430),  # 80 + 50 + 100 + 200
    (1, "C", 2, V, 8, 630),  # 80 + 50 + 100 + 400
    (2, "C", 2, NV, 8, 560),  # 160 + 300 + 100: redoubled into game
    (2, "C", 2, V, 8, 760),  # 160 + 500 + 100
    (1, "NT", 2, V, 8, 1160),  # 160 + 500 + 100 + 400
    (4, "S", 2, NV, 10, 880),  # 480 + 300 + 100
    (7, "NT", 2, V, 13, 2980),  # 880 + 500 + 1500 + 100: the largest score there is
]


@pytest.mark.parametrize(("level", "strain", "doubled", "vul", "tricks", "expected"), MADE)
def test_made_contracts(level, strain, doubled, vul, tricks, expected):
    assert score(level, strain, doubled, vul, tricks) == expected


DEFEATED = [
    # undoubled: 50 (NV) or 100 (V) a trick
    (3, "NT", 0, NV, 8, -50),
    (3, "NT", 0, V, 8, -100),
    (4, "S", 0, NV, 7, -150),  # 3 x 50
    (4, "S", 0, V, 7, -300),  # 3 x 100
    (7, "NT", 0, NV, 0, -650),  # 13 x 50
    (7, "NT", 0, V, 0, -1300),  # 13 x 100
    # doubled and redoubled, on contracts that are not at the seven level
    (4, "H", 1, NV, 8, -300),  # 100 + 200
    (4, "H", 1, V, 8, -500),  # 200 + 300
    (1, "NT", 2, NV, 6, -200),  # 2 x 100
    (1, "NT", 2, V, 3, -2200),  # 2 x (200 + 3x300)
    (5, "C", 2, NV, 7, -1600),  # 2 x (100 + 200 + 200 + 300)
]


@pytest.mark.parametrize(("level", "strain", "doubled", "vul", "tricks", "expected"), DEFEATED)
def test_defeated_contracts(level, strain, doubled, vul, tricks, expected):
    assert score(level, strain, doubled, vul, tricks) == expected


# Doubled, not vulnerable: 100, then 200 for the 2nd and 3rd, then 300 each.
DOUBLED_NV = [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500]
# Doubled, vulnerable: 200, then 300 each.
DOUBLED_V = [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800]


@pytest.mark.parametrize("down", range(1, 14))
def test_full_doubled_and_redoubled_undertrick_table(down):
    tricks = 13 - down  # 7NT needs 13 tricks, so every count of undertricks can happen
    assert score(7, "NT", 1, NV, tricks) == -DOUBLED_NV[down - 1]
    assert score(7, "NT", 1, V, tricks) == -DOUBLED_V[down - 1]
    # redoubled undertricks are twice the doubled ones
    assert score(7, "NT", 2, NV, tricks) == -2 * DOUBLED_NV[down - 1]
    assert score(7, "NT", 2, V, tricks) == -2 * DOUBLED_V[down - 1]
    # the strain makes no difference to undertricks
    assert score(7, "C", 1, NV, tricks) == -DOUBLED_NV[down - 1]
    assert undertrick_penalty(down, 1, V) == DOUBLED_V[down - 1]


def test_famous_extremes():
    assert score(7, "NT", 2, V, 0) == -7600  # 2 x (200 + 12 x 300)
    assert score(7, "NT", 1, NV, 0) == -3500  # 100 + 2x200 + 10x300


def test_trick_points_and_game():
    assert trick_points(3, "NT") == 100
    assert trick_points(1, "NT", 2) == 160
    assert trick_points(5, "D", 1) == 200
    assert is_game(3, "NT") and is_game(4, "H") and is_game(5, "C")
    assert not is_game(4, "D") and not is_game(2, "NT")
    assert is_game(2, "H", 1) and is_game(2, "C", 2) and not is_game(1, "C", 2)


def test_1987_table_is_the_same_as_2017():
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            for doubled in (0, 1, 2):
                for vul in (NV, V):
                    for tricks in range(14):
                        assert score(level, strain, doubled, vul, tricks, laws="1987") == \
                            score(level, strain, doubled, vul, tricks, laws="2017")


def test_made_score_grows_with_tricks_and_defeat_is_negative():
    for level in range(1, 8):
        for doubled in (0, 1, 2):
            for vul in (NV, V):
                scores = [score(level, "S", doubled, vul, t) for t in range(14)]
                assert scores == sorted(scores)
                assert all(s < 0 for s in scores[: level + 6])
                assert all(s > 0 for s in scores[level + 6:])


@pytest.mark.parametrize(
    ("args", "text"),
    [
        ((4, "S", 0, 10), "4S="),
        ((3, "NT", 0, 10), "3NT+1"),
        ((4, "H", 1, 8), "4HX-2"),
        ((1, "C", 2, 7), "1CXX="),
        ((7, "NT", 2, 0), "7NTXX-13"),
        ((2, "D", 0, 13), "2D+5"),
    ],
)
def test_result_text(args, text):
    assert result_text(*args) == text


def test_n_is_accepted_for_notrump():
    assert score(3, "N", 0, NV, 9) == 400
    assert result_text(3, "n", 0, 9) == "3NT="


@pytest.mark.parametrize(
    "args",
    [
        (0, "S", 0, NV, 7),
        (8, "S", 0, NV, 13),
        (1, "X", 0, NV, 7),
        (1, "S", 3, NV, 7),
        (1, "S", 0, NV, 14),
        (1, "S", 0, NV, -1),
    ],
)
def test_bad_input_is_refused(args):
    with pytest.raises(ValueError):
        score(*args)


def test_unknown_edition_is_refused():
    with pytest.raises(ValueError):
        score(1, "S", 0, NV, 7, laws="2007")
    assert score(1, "S", 0, NV, 7, laws=2017) == 80  # 30 + 50; an int edition is accepted
