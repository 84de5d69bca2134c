"""The case library: replaying case files and comparing with what they expect.

A case is an incident file with ``expect`` (see the cases spec). Matching:
``laws`` — each expected citation is cited, a coarser citation matching a finer one
(``27B1`` matches ``27B1(a)``); ``irregularities`` and ``ruling`` — each expected
item is matched by an actual item having all its fields, equal (lists as sets);
``not`` — no actual ruling item matches; ``questions`` — the ids asked.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from ruling.engine.alpha import keep_compiled_branches
from ruling.engine.inference import RulingEngine
from ruling.engine.loader import Incident, InputError, load_incident
from ruling.engine.records import field, record
from ruling.engine.registry import KnowledgeBase, install, knowledge
from ruling.engine.render import to_json
from ruling.engine.session import rule_on

_ENGINES: dict[str, RulingEngine] = {}


def engine_for(edition: str) -> RulingEngine:
    """One engine an edition for the whole run: building one is costly, resetting is not.

    (It holds every law of the edition; ``ruling infer`` builds only the laws of the
    periods its incident covers.)
    """
    if edition not in _ENGINES:
        _ENGINES[edition] = knowledge().engine_for(edition)
    return _ENGINES[edition]


@record
class CaseResult:
    path: str
    title: str
    problems: list[str] = field(default_factory=list)
    actual: dict[str, Any] | None = None

    @property
    def passed(self) -> bool:
        return not self.problems


def case_files(paths: Iterable[str | Path]) -> list[Path]:
    """Every case file under the given files and folders, in a stable order."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        else:
            found.append(path)
    return found


def cites(actual: str, expected: str) -> bool:
    """Does the actual citation match the expected one (the same, or finer)?"""
    if actual == expected:
        return True
    if not actual.startswith(expected) or not expected:
        return False
    before, after = expected[-1], actual[len(expected)]
    return not (before.isdigit() and after.isdigit()) and not (before.isalpha()
                                                               and after.isalpha())


def _same(expected: Any, actual: Any) -> bool:
    if isinstance(expected, list) and isinstance(actual, list):  # as sets, whatever the
        return {_canonical(x) for x in expected} == {_canonical(x) for x in actual}  # order
    if isinstance(expected, dict) and isinstance(actual, dict):
        return expected.keys() == actual.keys() and all(
            _same(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, (int, float)) and not isinstance(expected, bool):
        return actual == expected and not isinstance(actual, bool)
    return bool(expected == actual)


def _canonical(value: Any) -> str:
    """A value written one way whatever the order of a mapping's keys inside it (a
    case's ``outcomes: [{contract: 4H, declarer: S, …}]`` in any order of fields)."""
    return json.dumps(value, sort_keys=True, default=str)


def matches(expected: dict[str, Any], actual: dict[str, Any]) -> bool:
    """Does ``actual`` have every field of ``expected``, with an equal value?"""
    return all(key in actual and _same(value, actual[key]) for key, value in expected.items())


def compare(expect: Any, actual: dict[str, Any]) -> list[str]:
    """The differences between a case's ``expect`` and the actual ruling, in words."""
    if not isinstance(expect, dict):
        return ["the case has no 'expect' mapping"]
    problems: list[str] = []
    known = {"irregularities", "laws", "ruling", "not", "questions"}
    for key in expect:
        if key not in known:
            problems.append(f"unknown key in expect: {key!r}")
    for citation in expect.get("laws") or []:
        if not any(cites(law, str(citation)) for law in actual["laws"]):
            problems.append(f"law {citation} not cited (cited: {', '.join(actual['laws'])})")
    for section in ("irregularities", "ruling"):
        for wanted in expect.get(section) or []:
            if not any(matches(wanted, got) for got in actual[section]):
                problems.append(f"{section}: no item matches {_short(wanted)}")
    for unwanted in expect.get("not") or []:
        for got in actual["ruling"]:
            if matches(unwanted, got):
                problems.append(f"not: unwanted item {_short(got)}")
    if "questions" in expect:
        asked = sorted(q["id"] for q in actual["questions"])
        if sorted(expect["questions"] or []) != asked:
            problems.append(f"questions: expected {sorted(expect['questions'] or [])}, "
                            f"asked {asked}")
    return problems


def _short(item: Any) -> str:
    if isinstance(item, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in item.items()) + "}"
    return str(item)


def judge(incident: Incident) -> tuple[list[str], dict[str, Any] | None]:
    """Rule on a loaded case and compare the ruling with what it expects: the
    differences, and the whole ruling (trace and all) when there are some. ``expect``
    names no part of the trace, so a case that passes is compared without writing it."""
    ruling = rule_on(incident, engine_for(incident.laws))
    problems = compare(incident.expect, to_json(ruling, trace=False))
    return problems, (to_json(ruling) if problems else None)


def run_case(path: Path) -> CaseResult:
    try:
        incident = load_incident(path)
        problems, actual = judge(incident)
    except InputError as err:
        return CaseResult(str(path), "", [str(err)])
    # The ruling is kept only to report a failure: a worker process of ``run_cases``
    # would otherwise send every passing case's whole ruling, trace and all, back.
    return CaseResult(str(path), incident.title or "", problems, actual)


# A worker process pays for itself only with this many cases to run (a case takes
# milliseconds; starting a worker, and building its engines where it cannot inherit
# them, takes tens): with fewer, ``-j N`` runs them in fewer processes, or in this one.
CASES_PER_WORKER = 32


def run_cases(paths: Iterable[str | Path], jobs: int = 1) -> Iterator[CaseResult]:
    """Run the cases, in order; with ``jobs`` > 1, in up to that many worker processes
    (one for every ``CASES_PER_WORKER`` cases; none for fewer than twice that)."""
    files = case_files(paths)
    keep_compiled_branches()  # a batch: the alpha branches' code kept between runs
    jobs = min(jobs, len(files) // CASES_PER_WORKER)
    if jobs <= 1:
        for path in files:
            yield run_case(path)
        return
    import multiprocessing
    import os

    from ruling.engine.rete import compile_every_branch

    forked = hasattr(os, "fork")
    if forked:  # the engines built and their alpha branches compiled once, here: each
        # worker inherits them instead of making them on its own
        for edition in knowledge().editions:
            compile_every_branch(engine_for(edition).matcher)
    context = multiprocessing.get_context("fork" if forked else "spawn")
    with context.Pool(jobs, _worker, (knowledge(),)) as pool:
        yield from pool.imap(run_case, files, chunksize=max(1, len(files) // (jobs * 32)))


def _worker(knowledge_base: KnowledgeBase) -> None:
    install(knowledge_base)  # a spawned worker starts with none (a forked one has it already)


def junit_xml(results: list[CaseResult], seconds: float) -> str:
    """The results as JUnit XML, for CI systems."""
    from xml.sax.saxutils import escape, quoteattr

    failures = sum(not r.passed for r in results)
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             f'<testsuite name="ruling cases" tests="{len(results)}" failures="{failures}" '
             f'time="{seconds:.3f}">']
    for r in results:
        name = quoteattr(r.path)
        title = quoteattr(r.title or r.path)
        if r.passed:
            lines.append(f'  <testcase classname="cases" name={name} title={title}/>')
        else:
            message = quoteattr(r.problems[0] if r.problems else "failed")
            lines.append(f'  <testcase classname="cases" name={name} title={title}>')
            lines.append(f"    <failure message={message}>{escape(failure_report(r))}"
                         "</failure>")
            lines.append("  </testcase>")
    lines.append("</testsuite>")
    return "\n".join(lines) + "\n"


def failure_report(result: CaseResult) -> str:
    """A readable account of a failing case: what was wanted, what came out."""
    lines = [f"FAIL {result.path}" + (f" — {result.title}" if result.title else "")]
    lines += [f"  - {problem}" for problem in result.problems]
    if result.actual is not None:
        lines.append("  actual irregularities: " + "; ".join(
            _short(i) for i in result.actual["irregularities"]) or "none")
        lines.append("  actual ruling:")
        lines += [f"    {_short(item)}" for item in result.actual["ruling"]]
    return "\n".join(lines)
