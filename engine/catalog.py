"""What the knowledge base holds: laws, their rules, and the cases that pin them."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

from engine.loader import InputError, load_incident

LAW_NUMBER = re.compile(r"^(\d+)")


def law_number(citation: str) -> str | None:
    match = LAW_NUMBER.match(citation)
    return match.group(1) if match else None


def case_counts(edition: str, cases: Path) -> Counter[str]:
    """How many case files of the edition pin each law (by the citations they expect)."""
    counts: Counter[str] = Counter()
    if not cases.exists():
        return counts
    from engine.cases import case_files

    for path in case_files([cases]):
        try:
            incident = load_incident(path)
        except InputError:
            continue
        if incident.laws != edition or not isinstance(incident.expect, dict):
            continue
        cited: set[str] = set()
        expect = incident.expect
        cited.update(str(c) for c in expect.get("laws") or [])
        for section in ("ruling", "irregularities"):
            cited.update(str(i.get("law")) for i in expect.get(section) or []
                         if isinstance(i, dict) and i.get("law"))
        for number in {law_number(c) for c in cited} - {None}:
            counts[number] += 1  # type: ignore[index]
    return counts


def _modules(edition: str) -> dict[str, Any]:
    from kb.editions import law_modules

    return {module.number: module for module in law_modules(edition) if module.number}


def _rules(edition: str) -> list[tuple[str, Any]]:
    from kb.editions import engine_class

    return engine_class(edition).law_rules()


def law_table(edition: str, lang: str, cases: Path) -> list[dict[str, Any]]:
    """One row a law: number, title, rules encoding it, cases exercising it."""
    modules = _modules(edition)
    rules = Counter(law_number(rule.citation) for _, rule in _rules(edition))
    counts = case_counts(edition, cases)
    numbers = sorted({n for n in rules if n} | set(modules), key=int)
    return [
        {"law": number,
         "title": modules[number].title.get(lang, "") if number in modules else "",
         "rules": rules.get(number, 0),
         "cases": counts.get(number, 0)}
        for number in numbers
    ]


def law_detail(edition: str, number: str, lang: str, cases: Path) -> dict[str, Any] | None:
    """One law: its title, summary, rules (with their texts) and case count."""
    modules = _modules(edition)
    rules = [(name, rule) for name, rule in _rules(edition) if law_number(rule.citation) == number]
    if number not in modules and not rules:
        return None
    module = modules.get(number)
    return {
        "law": number,
        "title": module.title.get(lang, "") if module else "",
        "summary": module.summary.get(lang, "") if module else "",
        "rules": len(rules),
        "cases": case_counts(edition, cases).get(number, 0),
        "rules_list": [{"rule": name, "law": rule.citation, "text": getattr(rule, lang)}
                       for name, rule in rules],
    }
