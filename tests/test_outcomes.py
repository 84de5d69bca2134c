"""The finding ``outcomes`` (Law 12C1): what the loader reads and refuses, and the
weighted score worked from it (``kb.common.adjusted``)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ruling.engine.loader import InputError, load_incident_text
from ruling.engine.outcomes import MAX_OUTCOMES, exact_text, parse_weight
from ruling.kb.common.adjusted import assigned_fields, outcome_score, round_points, weighted


def assert_error(text: str, line: int, column: int, *words: str) -> InputError:
    """The loader refuses ``text`` with one line ``FILE:LINE:COL: message``."""
    with pytest.raises(InputError) as caught:
        load_incident_text(text, "t.yaml")
    err = caught.value
    shown = str(err)
    assert "\n" not in shown and shown.startswith(f"t.yaml:{err.line}:{err.column}: ")
    assert (err.line, err.column) == (line, column), shown
    for word in words:
        assert word in err.message, shown
    return err

HEAD = "findings:\n  outcomes:\n"


def outcomes_of(lines: str) -> list[dict]:
    return load_incident_text(HEAD + lines).findings["outcomes"]


# --- What the loader reads -----------------------------------------------------------


def test_outcomes_are_read_exactly() -> None:
    read = outcomes_of("    - {contract: 4hx, declarer: s, tricks: 10, weight: 0.1}\n"
                       "    - {contract: 4H, declarer: S, tricks: 9, weight: 0.2}\n"
                       "    - {contract: pass, weight: 0.7}\n")
    assert read == [
        {"contract": "4HX", "level": 4, "strain": "H", "doubled": 1, "declarer": "S",
         "tricks": 10, "weight": "0.1"},
        {"contract": "4H", "level": 4, "strain": "H", "doubled": 0, "declarer": "S",
         "tricks": 9, "weight": "0.2"},
        {"contract": "pass", "weight": "0.7"},
    ]  # 0.1 + 0.2 + 0.7 is 1 exactly (as floats it is 0.9999999999999999)


def test_thirds_written_as_fractions_add_up_to_one() -> None:
    read = outcomes_of("    - {contract: 3NT, declarer: N, tricks: 9, weight: 1/3}\n"
                       "    - {contract: 3NT, declarer: N, tricks: 8, weight: 2/3}\n")
    assert [o["weight"] for o in read] == ["1/3", "2/3"]


def test_booleans_and_outcomes_side_by_side() -> None:
    incident = load_incident_text("findings:\n  damaged: true\n  outcomes:\n"
                                  "    - {contract: 2SXX, declarer: W, tricks: 8, weight: 1}\n")
    assert incident.findings["damaged"] is True
    assert incident.findings["outcomes"][0]["doubled"] == 2


# --- What it refuses: one line, FILE:LINE:COL, at the culprit ---------------------------


@pytest.mark.parametrize(("lines", "line", "column", "words"), [
    ("    {contract: 4H}\n", 3, 5, ["must be a list of results"]),
    ("    []\n", 3, 5, ["must be a list of results"]),
    ("    - 4H\n", 3, 7, ["findings.outcomes[1] must be a mapping"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: 1, lead: SA}\n", 3, 58,
     ["unknown key 'lead'"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, wieght: 1}\n", 3, 47,
     ["unknown key 'wieght'", "did you mean 'weight'"]),
    ("    - {contract: 8H, declarer: S, tricks: 10, weight: 1}\n", 3, 18,
     ["contract must be a contract"]),
    ("    - {contract: 4Z, declarer: S, tricks: 10, weight: 1}\n", 3, 18,
     ["contract must be a contract"]),
    ("    - {contract: 4HXXX, declarer: S, tricks: 10, weight: 1}\n", 3, 18,
     ["contract must be a contract"]),
    ("    - {declarer: S, tricks: 10, weight: 1}\n", 3, 7, ["has no contract"]),
    ("    - {contract: 4H, tricks: 10, weight: 1}\n", 3, 7, ["has no declarer"]),
    ("    - {contract: 4H, declarer: Q, tricks: 10, weight: 1}\n", 3, 32,
     ["declarer must be a seat"]),
    ("    - {contract: 4H, declarer: S, weight: 1}\n", 3, 7, ["has no tricks"]),
    ("    - {contract: 4H, declarer: S, tricks: 14, weight: 1}\n", 3, 43,
     ["tricks must be a whole number from 0 to 13"]),
    ("    - {contract: 4H, declarer: S, tricks: -1, weight: 1}\n", 3, 43,
     ["tricks must be a whole number from 0 to 13"]),
    ("    - {contract: 4H, declarer: S, tricks: 10}\n", 3, 7, ["has no weight"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: 0}\n", 3, 55,
     ["weight must be a number greater than 0"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: 1.5}\n", 3, 55,
     ["weight must be a number greater than 0"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: -0.5}\n", 3, 55,
     ["weight must be a number"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: lots}\n", 3, 55,
     ["weight must be a number"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: .nan}\n", 3, 55,
     ["weight must be a number"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: 1/0}\n", 3, 55,
     ["weight must be a number"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: true}\n", 3, 55,
     ["weight must be a number"]),
    ("    - {contract: pass, declarer: S, weight: 1}\n", 3, 24, ["passed-out board",
                                                                 "no declarer"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: 0.6}\n"
     "    - {contract: 4H, declarer: S, tricks: 9, weight: 0.3}\n", 3, 5,
     ["add up to 0.9, not 1"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: 0.6}\n"
     "    - {contract: 4H, declarer: S, tricks: 9, weight: 0.6}\n", 3, 5,
     ["add up to 1.2, not 1"]),
    ("    - {contract: 4H, declarer: S, tricks: 10, weight: 0.5}\n"
     "    - {contract: 4h, declarer: s, tricks: 10, weight: 0.5}\n", 4, 7,
     ["same result as findings.outcomes[1]"]),
])
def test_bad_outcomes(lines: str, line: int, column: int, words: list[str]) -> None:
    assert_error(HEAD + lines, line, column, *words)


def test_too_many_outcomes() -> None:
    many = "".join(f"    - {{contract: 1C, declarer: N, tricks: {t % 14}, weight: 1/"
                   f"{MAX_OUTCOMES + 1}}}\n" for t in range(MAX_OUTCOMES + 1))
    assert_error(HEAD + many, 3, 5, f"at most {MAX_OUTCOMES}")


def test_the_cli_exits_2_on_bad_outcomes(tmp_path) -> None:
    import subprocess
    import sys

    bad = tmp_path / "bad.yaml"
    bad.write_text(HEAD + "    - {contract: 4H, declarer: S, tricks: 10, weight: 0.5}\n")
    done = subprocess.run([sys.executable, "-c", "from ruling.entry import main; main()", "infer",
                           str(bad)],
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1].startswith(f"{bad}:3:5: ")


# --- Exact weights ------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("0.6", Fraction(3, 5)), (".25", Fraction(1, 4)), ("1", Fraction(1)),
    ("1/3", Fraction(1, 3)), (" 2 / 3 ", Fraction(2, 3)), ("1e-1", None), ("-1", None),
    ("1/0", None), ("nan", None), ("", None)])
def test_parse_weight(text: str, value: Fraction | None) -> None:
    assert parse_weight(text) == value


@pytest.mark.parametrize(("value", "text"), [
    (Fraction(232), "232"), (Fraction(1425, 2), "712.5"), (Fraction(-146), "-146"),
    (Fraction(1, 3), "1/3"), (Fraction(-7, 40), "-0.175"), (Fraction(0), "0")])
def test_exact_text(value: Fraction, text: str) -> None:
    assert exact_text(value) == text


# --- The weighted score (kb.common.adjusted), against figures worked by hand ---------


def result(contract: str, declarer: str, tricks: int, weight: str) -> dict:
    doubled = len(contract) - len(contract.rstrip("X"))
    bid = contract.rstrip("X")
    return {"contract": contract, "level": int(bid[0]), "strain": bid[1:], "doubled": doubled,
            "declarer": declarer, "tricks": tricks, "weight": weight}


def test_the_briefs_example() -> None:
    # 4H= by South not vulnerable: 120 + 300 = +420; 4H-1: -50.
    # 0.6 x 420 + 0.4 x (-50) = 252 - 20 = 232
    fields = assigned_fields([result("4H", "S", 10, "0.6"), result("4H", "S", 9, "0.4")],
                             "None")
    assert (fields["score"], fields["exact"]) == (232, "232")
    assert [o["score"] for o in fields["outcomes"]] == [420, -50]
    assert [o["written"] for o in fields["outcomes"]] == ["4H=", "4H-1"]


def test_scores_are_north_souths() -> None:
    # East declares 3NT making nine tricks, EW vulnerable: 100 + 500 = 600 to EW: NS -600
    assert outcome_score(result("3NT", "E", 9, "1"), "EW") == -600
    # the same contract with NS vulnerable is not vulnerable for East: 400 to EW
    assert outcome_score(result("3NT", "E", 9, "1"), "NS") == -400
    # East two down doubled, vulnerable: 200 + 300 = 500 to NS
    assert outcome_score(result("3NTX", "E", 7, "1"), "All") == 500
    assert outcome_score({"contract": "pass", "weight": "1"}, "All") == 0


def test_vulnerability_changes_the_weighted_score() -> None:
    # 4S= by North and 4S-1, half each: not vulnerable 0.5 x 420 + 0.5 x (-50) = 185;
    # vulnerable 0.5 x 620 + 0.5 x (-100) = 260
    both = [result("4S", "N", 10, "0.5"), result("4S", "N", 9, "0.5")]
    assert weighted(both, "None")[0] == 185
    assert weighted(both, "NS")[0] == 260
    assert weighted(both, "EW")[0] == 185


def test_thirds_are_exact_and_rounded() -> None:
    # 1/3 x 420 + 2/3 x (-50) = 140 - 100/3 = 320/3 = 106.67 -> 107
    total, _ = weighted([result("4H", "S", 10, "1/3"), result("4H", "S", 9, "2/3")], "None")
    assert total == Fraction(320, 3)
    assert round_points(total) == 107
    assert exact_text(total) == "320/3"


@pytest.mark.parametrize(("value", "rounded"), [
    (Fraction(1425, 2), 713), (Fraction(-1425, 2), -713), (Fraction(2321, 10), 232),
    (Fraction(-2329, 10), -233), (Fraction(1, 2), 1), (Fraction(-1, 2), -1), (Fraction(0), 0)])
def test_rounding_is_to_the_point_half_away_from_zero(value: Fraction, rounded: int) -> None:
    assert round_points(value) == rounded


# --- at_fault (Law 12C2(a)): each side's responsibility, a mapping of both sides --------


def test_at_fault_is_read() -> None:
    incident = load_incident_text("findings:\n  at_fault: {ns: Partly, EW: none}\n")
    assert incident.findings["at_fault"] == {"NS": "partly", "EW": "none"}


@pytest.mark.parametrize(("value", "words"), [
    ("true", ["must be a mapping"]),
    ("{NS: none}", ["has no EW"]),
    ("{NS: none, EW: guilty}", ["findings.at_fault.EW must be directly, partly, none"]),
    ("{N: none, EW: none}", ["names the sides NS and EW"]),
    ("{NS: none, ns: partly, EW: none}", ["gives NS twice"]),
])
def test_bad_at_fault(value: str, words: list[str]) -> None:
    with pytest.raises(InputError) as error:
        load_incident_text(f"findings:\n  at_fault: {value}\n")
    assert all(word in str(error.value) for word in words), str(error.value)
