"""Where a batch case's time goes. Run: python benchmarks/where.py [--count N] [--skip S]

``benchmarks/run.py`` times the marginal case of ``ruling test`` as a whole; this tells
what it is made of, on the same cases: the cases ``generate`` makes from the library,
the first ``--skip`` of them ruled and left out (the engines built, the branches of the
busiest fact classes compiled), the next ``--count`` timed, the cycle collector off,
as ``ruling test`` runs. Each case's time is split into

- reading the file (``load_incident_text``: YAML, then the loader's checks);
- the engine's runs (``start``, ``learn`` and ``account``: matching and firing), by
  what became of each: *kept* (the last replay of a branch that asked nothing new:
  its ruling is one of the leaves merged), *replayed* (a replay whose rules concluded
  other readings of the record than it was replayed with, so the record was replayed
  again) and *asking* (the last replay of a branch that asked a finding nobody gave:
  the branch is run again for each answer);
- the rest of the ruling (the record analysed, the branches merged);
- the ruling written as JSON and compared with what the case expects.

It also gives the time the facts of each class take to pass through the network,
rules' activations made on the way (``engine.rete``'s ``_pass``, or experta's node by
node before a class's branch is compiled). The timers cost a little themselves (a few
per cent); the shares are what to read.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from generate import generate  # noqa: E402

from ruling.engine import cases, inference, rete, session  # noqa: E402
from ruling.engine.loader import InputError, load_incident_text  # noqa: E402
from ruling.engine.registry import install  # noqa: E402
from ruling.kb import KNOWLEDGE  # noqa: E402


class Timers:
    """Seconds and counts by part, and the engine time of the runs of one branch."""

    def __init__(self) -> None:
        self.seconds: Counter[str] = Counter()
        self.counts: Counter[str] = Counter()
        self.passes: Counter[str] = Counter()
        self.passed: Counter[str] = Counter()
        self.replays: list[float] = []  # the branch now run: each replay's engine time

    def add(self, part: str, seconds: float) -> None:
        self.seconds[part] += seconds
        self.counts[part] += 1


@contextmanager
def wrapped(owner: Any, name: str, wrapper: Callable[[Callable[..., Any]], Callable[..., Any]]
            ) -> Iterator[None]:
    """``owner.name`` replaced by ``wrapper(owner.name)`` while the block runs."""
    original = getattr(owner, name)
    setattr(owner, name, wrapper(original))
    try:
        yield
    finally:
        setattr(owner, name, original)


def timing(timers: Timers) -> list[tuple[Any, str, Callable[[Callable[..., Any]],
                                                               Callable[..., Any]]]]:
    """The wrappers that time the parts (see the module's docstring)."""

    def engine_time(original: Callable[..., Any], first: bool = False) -> Callable[..., Any]:
        def timed(self: Any, *args: Any, **kwargs: Any) -> Any:
            if first:
                timers.replays.append(0.0)  # a replay begins
            start = time.perf_counter()
            try:
                return original(self, *args, **kwargs)
            finally:
                timers.replays[-1] += time.perf_counter() - start
        return timed

    def explore(original: Callable[..., Any]) -> Callable[..., Any]:
        def timed(run: Callable[[dict[str, bool]], Any], given: Any, *args: Any) -> Any:
            def branch(assumed: dict[str, bool]) -> Any:
                timers.replays = []
                engine = run(assumed)  # an input error: the case is not counted
                *replayed, last = timers.replays
                for seconds in replayed:
                    timers.add("engine runs: replayed", seconds)
                asks = any(key not in given and key not in assumed for key in engine.asked)
                timers.add("engine runs: asking" if asks else "engine runs: kept", last)
                return engine
            return original(branch, given, *args)
        return timed

    def through(place: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        return lambda original: passing(original, place)

    def passing(original: Callable[..., Any], place: int) -> Callable[..., Any]:
        def timed(*args: Any) -> Any:
            fact = args[place]  # _pass(alpha, fact, tag), _bus_add(node, fact)
            start = time.perf_counter()
            try:
                return original(*args)
            finally:
                name = type(fact).__name__
                timers.passes[name] += time.perf_counter() - start
                timers.passed[name] += 1
        return timed

    return [(inference.RulingEngine, "start", lambda f: engine_time(f, first=True)),
            (inference.RulingEngine, "learn", engine_time),
            (inference.RulingEngine, "account", engine_time),
            (session, "explore", explore),
            (rete, "_pass", through(1)),
            (rete, "_bus_add", through(1)),
            (rete, "_bus_remove", through(1))]


def measure(count: int, skip: int) -> Timers:
    """Rule ``skip`` generated cases, then time the next ``count`` of them, part by part."""
    install(KNOWLEDGE)
    for edition in KNOWLEDGE.editions:  # built before, as benchmarks/run.py does
        cases.engine_for(edition)
    texts = [yaml.safe_dump(case, allow_unicode=True)
             for case in generate(ROOT / "cases", skip + count)]
    for number, text in enumerate(texts[:skip]):
        cases.judge(load_incident_text(text, f"case{number}.yaml"))
    return time_cases(texts[skip:])


def time_cases(texts: list[str]) -> Timers:
    """Rule the cases (incident files' texts) as ``ruling test`` does, part by part."""
    timers = Timers()
    rule_on = cases.rule_on
    ruled: list[float] = []

    def timed_rule_on(*args: Any) -> Any:
        start = time.perf_counter()
        try:
            return rule_on(*args)
        finally:
            ruled.append(time.perf_counter() - start)

    with ExitStack() as stack:
        for owner, name, wrapper in timing(timers):
            stack.enter_context(wrapped(owner, name, wrapper))
        stack.enter_context(wrapped(cases, "rule_on", lambda _: timed_rule_on))
        for number, text in enumerate(texts):
            kept = [Counter(timers.seconds), Counter(timers.counts), Counter(timers.passes),
                    Counter(timers.passed), len(ruled)]
            start = time.perf_counter()
            try:
                incident = load_incident_text(text, f"case{number}.yaml")
                read = time.perf_counter()
                cases.judge(incident)
            except InputError:  # reported by `ruling test`, which goes on: counted apart
                failed = time.perf_counter() - start
                timers.seconds, timers.counts, timers.passes, timers.passed = kept[:4]
                del ruled[kept[4]:]
                timers.add("cases failing with an input error", failed)
                continue
            done = time.perf_counter()
            timers.add("case", done - start)
            timers.add("reading the file", read - start)
            timers.add("written as JSON and compared", done - read - ruled[-1])
    engine = sum(v for k, v in timers.seconds.items() if k.startswith("engine runs"))
    timers.seconds["the rest of the ruling"] = sum(ruled) - engine
    timers.counts["the rest of the ruling"] = len(ruled)
    return timers


def report(timers: Timers, classes: int = 8) -> list[str]:
    """The parts, each in ms a case, its share of the case and how often a case has it;
    then the ``classes`` fact classes whose passes take longest."""
    total, count = timers.seconds["case"], timers.counts["case"]
    lines = [f"{count} cases, {total / count * 1000:.2f} ms a case "
             "(the timers' own cost included)", ""]
    failing = timers.counts["cases failing with an input error"]
    if failing:
        lines[1:1] = [f"and {failing} failing with an input error, left out"]
    parts = ["reading the file", "engine runs: kept", "engine runs: replayed",
             "engine runs: asking", "the rest of the ruling", "written as JSON and compared"]
    for part in parts:
        seconds = timers.seconds[part]
        lines.append(f"  {part:<32} {seconds / count * 1000:7.3f} ms  {seconds / total:6.1%}"
                     f"  {timers.counts[part] / count:5.2f} a case")
    passing = sum(timers.passes.values())
    lines += ["", f"facts through the network: {passing / count * 1000:.3f} ms a case "
              f"({passing / total:.1%}), the longest by class:"]
    for name, seconds in timers.passes.most_common(classes):
        lines.append(f"  {name:<32} {seconds / count * 1000:7.3f} ms  {seconds / total:6.1%}"
                     f"  {timers.passed[name] / count:5.2f} a case")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000, help="cases timed (1000)")
    parser.add_argument("--skip", type=int, default=1000,
                        help="cases ruled first and not timed (1000)")
    args = parser.parse_args(argv)
    gc.disable()  # as `ruling test` runs (entry.main)
    print("\n".join(report(measure(args.count, args.skip))))


if __name__ == "__main__":
    main()
