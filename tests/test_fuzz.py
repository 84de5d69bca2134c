"""Every input answered (issue 11, point 3): fuzzed incidents through the command line.

Hypothesis draws incidents of both editions from ``tools/fuzzgen.py`` (the generator
``tools/fuzz_campaign.py`` runs by the thousand): auctions and plays with every kind
of entry of the notation, full deals or none, findings, contracts, and now and then a
malformed value. For each, ``ruling infer FILE --format json`` (through Typer's runner)
must exit 0 or 2 without a traceback; exit 2 prints exactly one line
``FILE:LINE:COL: problem``; exit 0 prints valid JSON, and the incident turned one seat
round the table gets the same ruling, turned (as ``tests/test_symmetry.py`` turns the
library's cases). A few incidents are also ruled in two processes with different hash
seeds, which must print the same JSON.

Time is not measured here (speed is ``benchmarks/run.py``'s, never a timed test's): the
generator's sizes are bounded so that each incident is ruled well inside two seconds,
and the campaign records the times. The quick suite runs ``QUICK`` examples, seeded
(``derandomize``); ``-m library`` runs ``MORE``.

Each failure the fuzzing found is a minimal incident in ``test_found_by_fuzzing``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ruling.cli import app
from ruling.engine.cases import compare
from ruling.engine.notation import NotationError, parse_seat, vulnerability_of_board

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from fuzzgen import incident_data, incident_text  # noqa: E402
from generate import turn_expect, turn_seat, variant  # noqa: E402

QUICK, MORE, HASHED = 40, 400, 3
IDENTITY = {s: s for s in "SHDC"}
runner = CliRunner()


@st.composite
def incidents(draw: st.DrawFn) -> dict[str, Any]:
    """An incident's mapping, drawn through hypothesis (so that a failure shrinks)."""
    return incident_data(draw(st.randoms(use_true_random=False)))


def infer(text: str) -> tuple[int, str, str]:
    """``ruling infer FILE --format json``: the exit code, the output, the file's name."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "incident.yaml"
        path.write_text(text, encoding="utf-8")
        result = runner.invoke(app, ["infer", str(path), "--format", "json"])
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{type(result.exception).__name__}: {result.exception}\n{text[:2000]}")
    return result.exit_code, result.output, str(path)


def answered(text: str) -> dict[str, Any] | None:
    """The JSON ruling of a valid incident, None for one refused; asserts the contract."""
    code, output, path = infer(text)
    assert "Traceback" not in output, output
    assert code in (0, 2), f"exit {code}: {output[:2000]}\n{text[:2000]}"
    if code == 2:
        lines = output.strip("\n").splitlines()
        assert len(lines) == 1, f"{len(lines)} lines: {output[:2000]}"
        assert re.match(rf"{re.escape(path)}:\d+:\d+: \S", lines[0]), lines[0]
        assert len(lines[0]) < 600, lines[0][:600]
        return None
    return json.loads(output)


# --- turned round the table


def _seat(word: Any) -> Any:
    try:
        return parse_seat(word) if isinstance(word, str) else word
    except NotationError:
        return word


def _canonical_entry(entry: str) -> str:
    words = entry.split()
    if len(words) >= 2:
        words[0] = _seat(words[0])
        if len(words) == 3 and words[1] in ("warns", "asks", "looks"):
            words[2] = _seat(words[2])
    return " ".join(words)


def turned(data: dict[str, Any], k: int) -> dict[str, Any]:
    """The incident turned ``k`` seats clockwise (``benchmarks/generate.variant``, once its
    seats and vulnerability are written the one way ``variant`` turns)."""
    data = dict(data)
    for key in ("dealer", "declarer"):
        if key in data:
            data[key] = _seat(data[key])
    if "board" in data and "vulnerable" not in data:
        data["vulnerable"] = vulnerability_of_board(int(data["board"]))
    if "vulnerable" in data:
        data["vulnerable"] = {"NONE": "None", "NS": "NS", "EW": "EW", "ALL": "All"}[
            str(data["vulnerable"]).upper()]
    if "hands" in data:
        data["hands"] = {_seat(s): h for s, h in data["hands"].items()}
    for period in ("auction", "play"):
        if period in data:
            data[period] = [_canonical_entry(str(e)) for e in data[period]]
    return variant(data, k, IDENTITY)


def _turn_seats(entry: str, k: int) -> str:
    """An entry as the ruling quotes it, its seats turned (its words as they are)."""
    words = entry.split()
    if len(words) >= 2:
        words[0] = turn_seat(words[0], k)
        if len(words) == 3 and words[1] in ("warns", "asks", "looks"):
            words[2] = turn_seat(words[2], k)
    return " ".join(words)


def as_expected(ruling: dict[str, Any], k: int) -> dict[str, Any]:
    """The whole ruling as a case's ``expect``, turned ``k`` seats (a ``decide`` is prose
    naming seats and cards in words: the item's other fields say what it is)."""
    items = turn_expect({"irregularities": ruling["irregularities"],
                         "ruling": ruling["ruling"]}, k)
    for item in items["ruling"]:
        item.pop("decide", None)
        if isinstance(item.get("entry"), str):
            item["entry"] = _turn_seats(item["entry"], k)
        if item.get("type") == "claim-cards":  # the cards left at a claim, seat by seat
            item["hands"] = [_turn_seats(hand, k) for hand in item["hands"]]
            words = (item.get("trumps_out") or "").split()  # "W SJ E S2", seats in order
            pairs = sorted(((turn_seat(seat, k), card) for seat, card in
                            zip(words[::2], words[1::2], strict=True)),
                           key=lambda pair: "NESW".index(pair[0]))
            if pairs:
                item["trumps_out"] = " ".join(f"{seat} {card}" for seat, card in pairs)
            # one of the worst lines: which of several equally bad ones is shown may
            # depend on the order the search tries the seats in
            item.pop("line", None)
    return {**items, "laws": ruling["laws"], "questions": [q["id"] for q in ruling["questions"]]}


def same_when_turned(data: dict[str, Any], ruling: dict[str, Any]) -> None:
    """The incident turned one seat gets the same ruling, turned (both ways round)."""
    other = answered(incident_text(turned(data, 1)))
    assert other is not None, "refused once turned round the table"
    problems = compare(as_expected(ruling, 1), other) + compare(as_expected(other, 3), ruling)
    assert not problems, problems


def check(data: dict[str, Any]) -> None:
    ruling = answered(incident_text(data))
    if ruling is not None:
        same_when_turned(data, ruling)


# No shrinking: at a third of a second an example it takes minutes; a failure is
# reported as drawn (``tools/fuzz_campaign.py --show SEED`` is the way to a small one).
FUZZ = dict(deadline=None, derandomize=True, database=None,
            phases=(Phase.explicit, Phase.generate),
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                   HealthCheck.large_base_example])


@settings(max_examples=QUICK, **FUZZ)
@given(incidents())
def test_fuzzed_incident_is_answered(data):
    check(data)


@pytest.mark.library
@settings(max_examples=MORE, **FUZZ)
@given(incidents())
def test_more_fuzzed_incidents_are_answered(data):
    check(data)


@settings(max_examples=HASHED, **FUZZ)
@given(incidents())
def test_fuzzed_ruling_does_not_depend_on_the_hash_seed(data):
    outputs = set()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "incident.yaml"
        path.write_text(incident_text(data), encoding="utf-8")
        for seed in ("0", "1"):
            done = subprocess.run(
                [sys.executable, "-c", "from ruling.entry import main; main()", "infer", str(path),
                 "--format", "json"], cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": seed},
                capture_output=True, text=True, timeout=120)
            assert done.returncode in (0, 2), done.stderr
            outputs.add((done.returncode, done.stdout, done.stderr))
    assert len(outputs) == 1


# --- what the fuzzing found: each a minimal incident

# A whole board played, with a dozen irregular entries and two findings left open: it
# is answered (and turns round the table), but in 2.5-5 s on the shared machine, against
# issue 11's "under 2 s each" (seven runs of the engine: the branches of the open
# findings times the replays). Not timed here (benchmarks/run.py measures speed); the
# fuzzing generator bounds the play to six tricks until the engine is faster.
WHOLE_BOARD = """
laws: 2017
dealer: E
auction: [E XX, S P, W 1H, N XX, E 2D, S 2NT!, W 3S, N 3NT, E 4H, S 5D, N XX, W P, N pass,
          E P]
contract: 5D
declarer: S
hands: {N: 876.Q852.KQ.KJT2, E: KQJT9.T3.JT42.63, S: A53.AKJ64.95.A97, W: 42.97.A8763.Q854}
play: [N concedes 13, W D6, N DK, E D2, S D5, N H5, E H3, S HJ, W ♥9, S C9, W CQ, N CT,
       S claims 12, E C3, W S4, N S7, E SQ, S S5, E SK, S SA, W S2, N S8, E DT, S HK, W H7,
       N C2, S asks E, E HT, S HA, E SJ, W C5, N HQ, E ♦4, E ST, N ♠6, S S3, W D3, N DQ,
       N ♣K, E C6, S CA, S names top, W C4, S D9, W DA, N H8, E DJ, E spreads, W C8,
       W attention, N CJ, E S9, S C7, N H2]
tricks: 7
findings: {held_suit_led: true, misinformed: false}
"""

# Campaign seed 3742: the ruling changed when turned round the table. Dealer North, the
# dealer's second call a bid above seven: the auction closed on it gave no declarer, and
# Law 26's side comparison took no declarer for East-West: a 26B lead restriction for
# North, none for East turned. The record's declarer of the closing bid is kept (there
# is still no contract above seven), and the ruling turns.
TURNED = """
laws: 2017
dealer: N
vulnerable: None
auction: [N P, N 8S, E P, S P, W P]
"""

# Campaign seed 1926: no hands, a 26-entry play with a 'names small' and a card played
# 'simultaneous': reported "still running after 30 s" by a campaign run at nice 19 on a
# loaded machine (its clock was wall time); ruled in 1.9 s of CPU.
NEAR_LIMIT = """
laws: 2017
contract: 4CX
declarer: W
play: [N C6, W CK, E C9, S CQ, W C3, S HJ, E HT, W D9, N ♥4, E H7, S S8, W S4, N SJ, E S3,
       N C7, E C5, S CJ, S names small, W CT simultaneous, S SK, W SA, N accepts, E SQ, E D6,
       N S2, E H2]
"""

FOUND = [
    pytest.param(WHOLE_BOARD, id="whole-board-slow", marks=pytest.mark.library),
    pytest.param(TURNED, id="26B-turns-with-the-table"),
    pytest.param(NEAR_LIMIT, id="play-near-2s", marks=pytest.mark.library),
]


@pytest.mark.parametrize("text", FOUND)
def test_found_by_fuzzing(text):
    check(yaml.safe_load(text))
