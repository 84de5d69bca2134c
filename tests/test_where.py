"""``benchmarks/where.py``: what it tells a case's time is made of. Its times are not
checked (speed is ``benchmarks/run.py``'s, never a timed test's): what each engine run
is counted as, that the parts make up the case, and that nothing stays wrapped."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from where import report, time_cases  # noqa: E402

from ruling.engine import cases, inference, rete, session  # noqa: E402
from ruling.engine.inference import Asked  # noqa: E402

# A card faced at a defender's turn, what partner could see left open (one question: a
# run that asks it, then one run for each answer); East's bid out of rotation, North
# calling over it (the record replayed once, the call read as cancelled); an insufficient
# bid, accepted (one run).
ASKS = "cases/1987/play/45C1-could-see-question.yaml"
REPLAYS = "cases/1987/auction/28-rho-calls-cancels-bid.yaml"
PLAIN = "cases/2017/auction/insufficient/27A1-accepted-by-word.yaml"


def runs(path: str) -> tuple[int, int, int]:
    timers = time_cases([(ROOT / path).read_text()])
    return (timers.counts["engine runs: kept"], timers.counts["engine runs: replayed"],
            timers.counts["engine runs: asking"])


def test_each_run_of_the_engine_is_counted_by_what_became_of_it() -> None:
    assert runs(PLAIN) == (1, 0, 0)
    assert runs(ASKS) == (2, 0, 1)
    assert runs(REPLAYS) == (1, 1, 0)


def test_the_parts_make_up_the_case_and_the_cards_pass_through_the_network() -> None:
    timers = time_cases([(ROOT / path).read_text() for path in (PLAIN, ASKS, REPLAYS)])
    parts = ["reading the file", "engine runs: kept", "engine runs: replayed",
             "engine runs: asking", "the rest of the ruling", "written as JSON and compared"]
    assert all(timers.seconds[part] > 0 for part in parts)
    assert abs(sum(timers.seconds[part] for part in parts) - timers.seconds["case"]) < 1e-9
    assert timers.counts["case"] == 3
    # the play of ASKS: two cards played (the one faced is no card played), in each of
    # its three runs
    assert timers.passed["CardPlayed"] == 6
    lines = report(timers)
    assert lines[0].startswith("3 cases, ")
    assert any(line.split()[:1] == ["CardPlayed"] for line in lines)


def test_a_finding_given_or_assumed_is_asked_by_no_run(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A run whose engine lists a finding the TD gave, or its branch assumes, among
    those it read asks nothing new (``explore`` splits no branch on it)."""
    from where import Timers, timing

    timers = Timers()
    explore = dict((name, wrap) for owner, name, wrap in timing(timers))["explore"]

    class Engine:
        asked = {"given": Asked("1"), "assumed": Asked("1")}

    def run(branch):  # type: ignore[no-untyped-def]
        timers.replays.append(0.001)
        return Engine()

    def split(run, given, *args):  # type: ignore[no-untyped-def]
        run({"assumed": True})
        Engine.asked = {**Engine.asked, "open": Asked("1")}
        run({"assumed": True})
        return [], {}

    explore(split)(run, {"given": False})
    assert timers.counts["engine runs: kept"] == 1
    assert timers.counts["engine runs: asking"] == 1


def test_a_case_failing_with_an_input_error_is_counted_apart() -> None:
    contradicted = (ROOT / REPLAYS).read_text() + "contract: 7NT\ndeclarer: S\n"
    timers = time_cases([contradicted, (ROOT / PLAIN).read_text()])
    assert timers.counts["cases failing with an input error"] == 1
    assert timers.counts["case"] == 1
    assert timers.counts["engine runs: kept"] == 1  # the plain case's, and no other
    assert timers.counts["the rest of the ruling"] == 1  # of the plain case's ruling alone
    assert report(timers)[1] == "and 1 failing with an input error, left out"


def test_nothing_stays_wrapped() -> None:
    before = [inference.RulingEngine.start, inference.RulingEngine.learn,
              inference.RulingEngine.account, session.explore, rete._pass, rete._bus_add,
              rete._bus_remove, cases.rule_on]
    time_cases([(ROOT / PLAIN).read_text()])
    after = [inference.RulingEngine.start, inference.RulingEngine.learn,
             inference.RulingEngine.account, session.explore, rete._pass, rete._bus_add,
             rete._bus_remove, cases.rule_on]
    assert after == before


def test_no_case_to_generate_from_is_an_error_not_an_endless_loop(tmp_path: Path) -> None:
    from generate import generate

    assert list(generate(tmp_path, 0)) == []
    with pytest.raises(ValueError, match="no case to generate from"):
        next(generate(tmp_path, 3))
