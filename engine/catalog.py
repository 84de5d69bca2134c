"""What the knowledge base holds: laws, their rules, and the cases that pin them."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

from ruling.engine.loader import InputError, load_incident
from ruling.engine.registry import PERIODS, LawInfo, knowledge

LAW_NUMBER = re.compile(r"^(\d+)")


def law_number(citation: str) -> str | None:
    match = LAW_NUMBER.match(citation)
    return match.group(1) if match else None


def case_counts(edition: str, cases: Path) -> Counter[str]:
    """How many case files of the edition pin each law (by the citations they expect)."""
    counts: Counter[str] = Counter()
    if not cases.exists():
        return counts
    from ruling.engine.cases import case_files

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


def _modules(edition: str) -> dict[str, LawInfo]:
    return {module.number: module for module in knowledge().law_modules(edition)
            if module.number}


def _rules(edition: str) -> list[tuple[str, Any]]:
    return knowledge().engine_class(edition, PERIODS).law_rules()


def _citation_key(citation: str) -> list[tuple[int, str]]:
    """27B1(a) after 27B, before 27B2: numbers by value, letters by letter."""
    return [(int(part), "") if part.isdigit() else (0, part)
            for part in re.findall(r"\d+|[A-Za-z]+", citation)]


def _title(number: str, modules: dict[str, LawInfo], lang: str) -> str:
    if number in modules:
        return str(modules[number].title.get(lang, ""))
    return knowledge().law_title(number, lang)


def law_table(edition: str, lang: str, cases: Path) -> list[dict[str, Any]]:
    """One row a law: number, title, rules encoding it, cases exercising it."""
    modules = _modules(edition)
    rules: Counter[str | None] = Counter()
    recognises: Counter[str | None] = Counter()
    recognisers = knowledge().recognisers  # a law cited by these alone is not encoded
    for name, rule in _rules(edition):
        (recognises if name.startswith(recognisers) else rules)[law_number(rule.citation)] += 1
    counts = case_counts(edition, cases)
    numbers = sorted({n for n in (*rules, *recognises) if n} | set(modules), key=int)
    return [
        {"law": number,
         "title": _title(number, modules, lang),
         "rules": rules.get(number, 0),
         "cases": counts.get(number, 0),
         "recognises": recognises.get(number, 0)}
        for number in numbers
    ]


_FIELD = re.compile(r"\{(?:\w+\[)?(\w+)\]?\}")


def readable(template: str) -> str:
    """A rule's explanation as a pattern: ``{call[seat]}'s {call[call]}`` reads
    ``‹seat›'s ‹call›``, since no incident fills it in yet."""
    return _FIELD.sub(r"‹\1›", template)


def law_detail(edition: str, number: str, lang: str, cases: Path) -> dict[str, Any] | None:
    """One law: its title, summary, rules (with their texts) and case count."""
    modules = _modules(edition)
    rules = sorted(((name, rule) for name, rule in _rules(edition)
                    if law_number(rule.citation) == number),
                   key=lambda pair: (_citation_key(pair[1].citation), pair[0]))
    if number not in modules and not rules:
        return None
    module = modules.get(number)
    return {
        "law": number,
        "title": _title(number, modules, lang),
        "summary": module.summary.get(lang, "") if module else "",
        "rules": len(rules),
        "cases": case_counts(edition, cases).get(number, 0),
        "rules_list": [{"rule": name, "law": rule.citation, "text": readable(getattr(rule, lang))}
                       for name, rule in rules],
    }
