"""How fast is ruling? Run: python benchmarks/run.py [--quick]

Prints, on this machine, each figure beside its target (issue 15):
1. cold start: the median wall time of `ruling infer` in a new process, on the auction
   example, the revoke example (a complete deal) and the claim example, with the cache
   of built networks warm (written by an earlier run) and cold (an empty cache folder:
   the run builds the network and writes it), against `python -c "import typer, yaml"`
   in the same environment (the issue's floor; and, beside it, against `import yaml`
   alone, for a plain `ruling infer` imports no typer: ``entry.py``);
2. the marginal time per case in `ruling test` (engine built once, reset per case, the
   cycle collector off as `ruling` runs), the median of three rounds;
3. cases per second of `ruling test -j 1` and `-j 2` on generated files, the median of
   five runs of each (three with ``--quick``), and the speed-up of `-j 2` there and on
   the library: the median of the rounds' own (a round: a `-j 1` run, then a `-j 2`
   run);
4. peak memory over 1,000 and 10,000 cases generated from the library (made one at
   a time, and only the ruling of each is timed);
5. the longest record: the longest legal auction (every bid doubled and redoubled,
   316 calls; the loader takes at most 330 auction entries and 200 play entries, so no
   record reaches 1,000) against one of 91 calls, time per call (linear growth), the
   cycle collector off as `ruling` runs a ruling;
6. claim analysis: the whole card arithmetic of a claim with 5 tricks left on shuffled
   full deals (replay, position, winners, outstanding trumps, worst normal and cashing
   lines, double dummy), its median and its slowest deal (``--claims``: this one only);
7. the machine's own speed between the parts (``pulse``): how far it moved in the run.
It uses the interpreter it runs under (run it with the project's venv python).
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
EXAMPLES = [ROOT / "examples" / f"{name}.yaml" for name in ("insufficient-bid", "revoke", "claim")]
PYTHON = sys.executable
ENV = {**os.environ, "PYTHONHASHSEED": "0"}
ENV.pop("CI", None)
# Python's default: the warm-up run leaves the project's bytecode cached, as `pip
# install` does at install time. With PYTHONDONTWRITEBYTECODE set (some CI images set
# it) every run would compile the project again, which no installed copy does.
ENV.pop("PYTHONDONTWRITEBYTECODE", None)


def pulse() -> float:
    """The CPU time, in seconds, of a fixed piece of pure Python. Taken between the parts
    of a run, it shows how far the machine's own speed moved during it: a shared
    machine's moves by a fifth or more from one minute to the next, and each figure in
    milliseconds moves with it (a ratio of two commands run in turn much less)."""
    start = time.process_time()
    total = 0
    for number in range(2_000_000):
        total += number * number
    return time.process_time() - start


def walls(commands: list[tuple[list[str], dict[str, str] | None]], runs: int
          ) -> tuple[list[float], list[float]]:
    """Median wall time of each command, in seconds: one warm-up run each, then the
    commands taken in turn, so that the machine's ups and downs fall on all alike. A
    command with a cache folder of its own (``RULING_CACHE_DIR``) runs cold: its folder
    is emptied before each run, outside the time taken. The caches a command writes
    after its output (``engine.cachefolder``) are waited for before the next command
    starts: the second list, each command's median time until they are written."""
    from ruling.engine.cachefolder import settle

    for command, env in commands:
        subprocess.run(command, capture_output=True, env=env or ENV, check=True, cwd=ROOT)
        if env is not None:
            settle(Path(env["RULING_CACHE_DIR"]), wait=10)
    times: list[list[float]] = [[] for _ in commands]
    written: list[list[float]] = [[] for _ in commands]
    for _ in range(runs):
        for (command, env), taken, done in zip(commands, times, written, strict=True):
            if env is not None:
                shutil.rmtree(env["RULING_CACHE_DIR"], ignore_errors=True)
            start = time.perf_counter()
            subprocess.run(command, capture_output=True, env=env or ENV, check=True, cwd=ROOT)
            taken.append(time.perf_counter() - start)
            if env is not None:
                settle(Path(env["RULING_CACHE_DIR"]), wait=10)
            done.append(time.perf_counter() - start)
    return ([statistics.median(taken) for taken in times],
            [statistics.median(done) for done in written])


def cold_start(runs: int) -> tuple[float, float, dict[str, tuple[float, float, float]]]:
    """The bare interpreter's time (importing typer and yaml, the issue's floor; and yaml
    alone: a plain `ruling infer` imports no typer), and each example's with the cache
    warm and cold, and cold until its caches are written (after the ruling)."""
    infer = [PYTHON, "-c", "from ruling.entry import main; main()", "infer"]  # the script
    with tempfile.TemporaryDirectory() as folder:
        cold = {**ENV, "RULING_CACHE_DIR": folder}
        commands: list[tuple[list[str], dict[str, str] | None]] = [
            ([PYTHON, "-c", "import typer, yaml"], None), ([PYTHON, "-c", "import yaml"], None)]
        for example in EXAMPLES:
            commands += [(infer + [str(example)], None), (infer + [str(example)], cold)]
        found, written = walls(commands, runs)
    return found[0], found[1], {example.stem: (found[2 + 2 * i], found[3 + 2 * i],
                                               written[3 + 2 * i])
                                for i, example in enumerate(EXAMPLES)}


def long_auction(bids: int) -> str:
    """An incident whose auction has ``bids`` bids, each doubled and redoubled (nine calls
    a bid, and the last three passes): 35 bids make the longest legal auction."""
    calls = []
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            if len(calls) < 9 * bids:
                calls += [f"{level}{strain}", "P", "P", "X", "P", "P", "XX", "P", "P"]
    calls.append("P")
    entries = ", ".join(f"{'NESW'[i % 4]} {call}" for i, call in enumerate(calls))
    return f"laws: 2017\ndealer: N\nauction: [{entries}]\n"


def record_growth(runs: int) -> tuple[float, float, float]:
    """The ruling's time on the longest legal auction, and its time per call against an
    auction of 10 bids (91 calls): (seconds, per call long, per call short)."""
    from ruling.engine.loader import load_incident_text
    from ruling.engine.registry import install
    from ruling.engine.render import to_json
    from ruling.engine.session import rule_on
    from ruling.kb import KNOWLEDGE

    install(KNOWLEDGE)
    taken = {}
    collecting = gc.isenabled()
    gc.disable()  # as `ruling` runs a ruling (entry.main): on, this process's collections
    try:          # (of everything the benchmark holds) fall on the long record the more
        for bids in (10, 35):
            text = long_auction(bids)
            to_json(rule_on(load_incident_text(text, "long.yaml")))  # the engine, once
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                to_json(rule_on(load_incident_text(text, "long.yaml")))
                times.append(time.perf_counter() - start)
            taken[bids] = statistics.median(times)
    finally:
        gc.collect()  # the engines made, each holding cycles: gone before anything else
        if collecting:
            gc.enable()
    return taken[35], taken[35] / 316, taken[10] / 91


MEASURE = r"""
import gc, json, resource, sys, time
gc.disable()  # as `ruling test` runs (entry.main): a case leaves no cycle, and the memory
              # measured over 10,000 cases shows it
sys.path.insert(0, {bench!r})
from generate import generate
from ruling.engine.cases import engine_for, judge
from ruling.engine.loader import load_incident_text
from ruling.engine.registry import install
from ruling.kb import KNOWLEDGE
import pathlib, yaml
install(KNOWLEDGE)
library = pathlib.Path({cases!r})
for edition in ("2017", "1987"):
    engine_for(edition)
seconds = 0.0
failed = 0
for i, case in enumerate(generate(library, {count})):  # made one at a time: the memory
    text = yaml.safe_dump(case, allow_unicode=True)     # measured is the engine's
    start = time.perf_counter()
    incident = load_incident_text(text, f"case{{i}}.yaml")  # as `ruling test` runs a case
    failed += bool(judge(incident)[0])
    seconds += time.perf_counter() - start
try:  # this program's own peak (Linux): getrusage's would be at least the benchmark's
    # own size when it started this process (the most of the two processes, kept across
    # the exec), however much the benchmark held at the time
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
except (OSError, StopIteration, ValueError):
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({{"seconds": seconds, "failed": failed, "peak_mb": peak / 1024}}))
"""


def in_process(count: int) -> dict[str, float]:
    """Run ``count`` generated cases in one fresh process; time and peak memory."""
    import json

    code = MEASURE.format(bench=str(ROOT / "benchmarks"), cases=str(ROOT / "cases"),
                          count=count)
    done = subprocess.run([PYTHON, "-c", code], capture_output=True, text=True, env=ENV,
                          cwd=ROOT, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def parallel(count: int, rounds: int, folder: Path | None = None
             ) -> tuple[float, float, list[float]]:
    """Cases per second of `ruling test` with -j 1 and -j 2 on ``count`` generated files
    (or the ``count`` files of ``folder``), each the median of ``rounds`` runs, the two
    taken in turn; and each round's speed-up (its -j 1 time over its -j 2 time: two runs
    a few seconds apart, where the machine's speed moves by a fifth and more from one
    minute to the next)."""
    from generate import write

    with tempfile.TemporaryDirectory() as made:
        if folder is None:
            folder = Path(made)
            write(ROOT / "cases", count, folder)
        taken: dict[int, list[float]] = {1: [], 2: []}
        for _ in range(rounds):
            for jobs in (1, 2):
                start = time.perf_counter()
                subprocess.run([PYTHON, "-c", "from ruling.entry import main; main()", "test",
                                str(folder), "-j", str(jobs)], capture_output=True, env=ENV,
                               cwd=ROOT)
                taken[jobs].append(time.perf_counter() - start)
    speedups = [one / two for one, two in zip(taken[1], taken[2], strict=True)]
    return (count / statistics.median(taken[1]), count / statistics.median(taken[2]),
            speedups)


def claim_analysis(deals: int) -> tuple[float, float, bool]:
    """Median and slowest wall time, in seconds, of the whole analysis of a claim after
    trick 8 (4S by South, the first eight tricks played by the ``low`` strategy), over
    ``deals`` shuffled deals; and whether double dummy was computed (endplay)."""
    from ruling.engine.deals import legal_play, random_deal
    from ruling.engine.endings import Position, double_dummy, position_at
    from ruling.engine.notation import bid, format_hand, parse_entry
    from ruling.engine.play import analyse_play
    from ruling.kb.common.claims import figures

    empty = Position({seat: frozenset() for seat in "NESW"}, None, "N")
    with_dd = double_dummy(empty, "NS") is not None  # endplay's import, once, not timed
    taken = []
    for seed in range(deals):
        hands = random_deal(seed)
        play = legal_play(hands, "S", "S")
        entries = [parse_entry(f"{s} {c}", "play") for s, c in play[:32]]
        entries.append(parse_entry("S claims 5", "play"))
        start = time.perf_counter()
        record = analyse_play(bid(4, "S"), "S", hands, entries)
        pos = position_at(record, hands, 32)
        assert pos is not None
        left = {"hands": [(seat, format_hand(pos.hands[seat])) for seat in "NESW"],
                "trump": pos.trump or "NT", "leader": pos.leader,
                "trick": [f"{seat} {card}" for seat, card in pos.trick]}
        found = figures(left, "NS")  # what Law 70B3's rule works out, all of it
        taken.append(time.perf_counter() - start)
        assert found["computed"]
        assert found["worst"] <= found["aware"] or not found["trumps_out"]
        assert found["worst"] <= found["cashing"] <= found["best"]
    return statistics.median(taken), max(taken), with_dd


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and cases")
    parser.add_argument("--claims", action="store_true", help="the claim analysis only")
    args = parser.parse_args()
    # --quick: one and three turns of the library, so that both counts have its mix of
    # auctions and full deals (the library is generated in its own order)
    size = len(list((ROOT / "cases").rglob("*.yaml")))
    runs, small, large, files = ((5, size, 3 * size, 2 * size) if args.quick
                                 else (15, 1000, 10000, 2000))

    def row(name: str, value: str, target: str, ok: bool) -> None:
        print(f"{name:<44} {value:>14}   target {target:<12} {'met' if ok else 'NOT MET'}")

    print(f"python {sys.version.split()[0]} on {os.cpu_count()} cores\n")
    deals = 50 if args.quick else 200
    median, slowest, with_dd = claim_analysis(deals)
    what = "" if with_dd else ", no double dummy: endplay missing"
    row(f"claim analysis, 5 tricks left (median of {deals}{what})", f"{median * 1000:.0f} ms",
        "< 200 ms", median < 0.2)
    row(f"claim analysis, slowest of {deals} deals", f"{slowest * 1000:.0f} ms", "", True)
    if args.claims:
        return
    pulses: list[float] = []
    pulses.append(pulse())
    floor, yaml_alone, examples = cold_start(runs)
    row('bare `python -c "import typer, yaml"`', f"{floor * 1000:.0f} ms", "", True)
    row('bare `python -c "import yaml"`', f"{yaml_alone * 1000:.0f} ms", "", True)
    for name, (warm, cold, written) in examples.items():
        row(f"cold `ruling infer` {name}, cache warm", f"{warm * 1000:.0f} ms "
            f"{warm / floor:.2f}x", "<= 1.5x", warm <= 1.5 * floor)
        row(f"cold `ruling infer` {name}, cache cold", f"{cold * 1000:.0f} ms "
            f"{cold / floor:.2f}x", "<= 2.0x", cold <= 2.0 * floor)
        print(f"    against `import yaml` alone: {warm / yaml_alone:.2f}x warm, "
              f"{cold / yaml_alone:.2f}x cold; the caches written (after the ruling, "
              f"in the background) {written * 1000:.0f} ms after the start")
    pulses.append(pulse())
    longest, per_long, per_short = record_growth(3 if args.quick else 7)
    row("longest legal auction (316 calls)", f"{longest * 1000:.0f} ms", "", True)
    row("time per call, 316 calls / 91 calls", f"{per_long / per_short:.2f}",
        "<= 1.5, linear", per_long <= 1.5 * per_short)

    # three rounds, each the small run then the large: a shared machine's speed moves by
    # a fifth from one minute to the next, and each round is as exposed to it as the other
    rounds = []
    for _ in range(3):
        one, ten = in_process(small), in_process(large)
        rounds.append((ten["seconds"] - one["seconds"]) / (large - small) * 1000)
    marginal = statistics.median(rounds)
    row(f"marginal time per case ({small} -> {large})", f"{marginal:.2f} ms", "<= 5 ms",
        marginal <= 5)
    print(f"  (the median of three rounds: {', '.join(f'{r:.2f}' for r in rounds)} ms)")
    row(f"peak memory, {small} cases", f"{one['peak_mb']:.0f} MB", "<= 150 MB",
        one["peak_mb"] <= 150)
    row(f"peak memory, {large} cases", f"{ten['peak_mb']:.0f} MB", "<= 150 MB, flat",
        ten["peak_mb"] <= 150 and ten["peak_mb"] - one["peak_mb"] <= 0.25 * one["peak_mb"])
    if ten["failed"] or one["failed"]:
        print(f"  (generated cases failing their expectations: {ten['failed']})")

    pulses.append(pulse())
    # five rounds: the speed-up is the median of the five rounds' own, each a -j 1 run
    # and a -j 2 run taken one after the other (the rates are the runs' medians)
    rounds = 3 if args.quick else 5
    j1, j2, speedups = parallel(files, rounds)
    speedup = statistics.median(speedups)
    row(f"`ruling test -j 1` ({files} files)", f"{j1:.0f} cases/s", "", True)
    row(f"`ruling test -j 2` ({files} files)", f"{j2:.0f} cases/s", "", True)
    row("speed-up -j 2 / -j 1", f"{speedup:.2f}x", ">= 1.8", speedup >= 1.8)
    print(f"  (the median of {rounds} rounds: {', '.join(f'{r:.2f}' for r in speedups)})")
    pulses.append(pulse())
    _, _, speedups = parallel(size, rounds, folder=ROOT / "cases")
    speedup = statistics.median(speedups)
    row(f"speed-up -j 2 / -j 1, the library ({size})", f"{speedup:.2f}x", ">= 1.0",
        speedup >= 1.0)
    print(f"  (the median of {rounds} rounds: {', '.join(f'{r:.2f}' for r in speedups)})")
    pulses.append(pulse())
    print(f"\nthe machine's own speed over the run: a fixed loop took {min(pulses) * 1000:.0f}"
          f"-{max(pulses) * 1000:.0f} ms ({max(pulses) / min(pulses) - 1:.0%} apart)")


if __name__ == "__main__":
    main()
