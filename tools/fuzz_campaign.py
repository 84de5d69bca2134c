"""A fuzzing campaign (issue 11, point 3): many incidents of ``tools/fuzzgen.py``, ruled
in-process, each checked as ``tests/test_fuzz.py`` checks it.

Each seed gives one incident (``random.Random(seed)``, the generator the test drives
through hypothesis). An incident is refused with the loader's one-line
``FILE:LINE:COL: problem`` (exit 2) or ruled (exit 0): its ruling must serialise to JSON
and be the same, turned, when the incident is turned one seat round the table. Anything
else is a failure: an exception, an error message of more than one line, a ruling that
changes when turned, or an incident still running after ``--limit`` seconds of CPU. The
CPU time of each is taken (a niced campaign on a shared machine waits: wall time would
count the wait), loading and ruling, the engine built once an edition and periods, as
``ruling test`` does: the summary gives the mean, the maximum and the slowest seeds.

    nice python tools/fuzz_campaign.py --count 2000 [--seed 0] [--seconds 1800]
    python tools/fuzz_campaign.py --show SEED        # the incident of one seed
"""

from __future__ import annotations

import argparse
import json
import random
import re
import signal
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))

from fuzzgen import incident_data, incident_text  # noqa: E402


class _Late(Exception):
    pass


def _late(signum, frame):  # type: ignore[no-untyped-def]
    raise _Late


def run(seeds: range, seconds: float | None, limit: int) -> dict[str, object]:
    from test_fuzz import as_expected, turned  # the test's own checks

    from ruling import kb
    from ruling.engine.cases import compare
    from ruling.engine.loader import InputError, load_incident_text
    from ruling.engine.registry import install, knowledge
    from ruling.engine.render import to_json
    from ruling.engine.session import periods, rule_on

    install(kb.KNOWLEDGE)
    engines: dict[tuple[str, frozenset[str]], object] = {}

    def ruled(text: str, name: str) -> dict[str, object]:
        loaded = load_incident_text(text, name)
        key = (loaded.laws, periods(loaded))
        if key not in engines:
            engines[key] = knowledge().engine_for(*key)
        return to_json(rule_on(loaded, engines[key]))  # type: ignore[arg-type]

    counts = {"incidents": 0, "exit 0": 0, "exit 2": 0}
    failures: list[tuple[int, str]] = []
    times: list[tuple[float, int]] = []
    signal.signal(signal.SIGVTALRM, _late)  # CPU time: a niced run may wait long
    start = time.monotonic()
    for seed in seeds:
        if seconds is not None and time.monotonic() - start > seconds:
            break
        counts["incidents"] += 1
        data = incident_data(random.Random(seed))
        text = incident_text(data)
        name = f"seed{seed}.yaml"
        signal.setitimer(signal.ITIMER_VIRTUAL, limit)
        began = time.process_time()
        try:
            try:
                ruling = ruled(text, name)
            except InputError as err:
                times.append((time.process_time() - began, seed))
                counts["exit 2"] += 1
                message = str(err)
                if "\n" in message or not re.match(rf"{re.escape(name)}:\d+:\d+: \S", message):
                    failures.append((seed, f"error not one FILE:LINE:COL line: {message!r}"))
                continue
            times.append((time.process_time() - began, seed))
            counts["exit 0"] += 1
            json.loads(json.dumps(ruling, ensure_ascii=False))
            other = ruled(incident_text(turned(data, 1)), name)
            problems = compare(as_expected(ruling, 1), other) + compare(as_expected(other, 3),
                                                                        ruling)
            if problems:
                failures.append((seed, f"turned round the table: {problems[:2]}"))
        except _Late:
            times.append((time.process_time() - began, seed))
            failures.append((seed, f"still running after {limit} s of CPU"))
        except Exception:  # noqa: BLE001 - every other exception is a failure to report
            failures.append((seed, traceback.format_exc(limit=4)))
        finally:
            signal.setitimer(signal.ITIMER_VIRTUAL, 0)
    slowest = sorted(times, reverse=True)[:5]
    return {**counts, "failures": failures,
            "mean s": round(sum(t for t, _ in times) / max(len(times), 1), 3),
            "max s": round(slowest[0][0], 2) if slowest else 0,
            "slowest seeds": [s for _, s in slowest],
            "wall s": round(time.monotonic() - start)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=None, help="stop after this long")
    parser.add_argument("--limit", type=int, default=30, help="seconds before an incident "
                        "counts as hanging")
    parser.add_argument("--show", type=int, help="print the incident of this seed")
    args = parser.parse_args()
    if args.show is not None:
        print(incident_text(incident_data(random.Random(args.show))), end="")
        return 0
    result = run(range(args.seed, args.seed + args.count), args.seconds, args.limit)
    failures = result.pop("failures")
    for seed, problem in failures[:20]:  # type: ignore[index]
        print(f"seed {seed}: {problem}")
    print("fuzz campaign: " + ", ".join(f"{k} {v}" for k, v in result.items())
          + f", failures {len(failures)}")  # type: ignore[arg-type]
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
