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


def _cited_by_cases(edition: str, cases: Path) -> list[tuple[Path, set[str]]]:
    """Each case file of the edition, with the citations it expects."""
    found: list[tuple[Path, set[str]]] = []
    if not cases.exists():
        return found
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
        found.append((path, cited))
    return found


def case_counts(edition: str, cases: Path) -> Counter[str]:
    """How many case files of the edition pin each law (by the citations they expect)."""
    counts: Counter[str] = Counter()
    for _, cited in _cited_by_cases(edition, cases):
        for number in {law_number(c) for c in cited} - {None}:
            counts[number] += 1  # type: ignore[index]
    return counts


def within(citation: str, subdivision: str) -> bool:
    """Is the citation that subdivision or one of its parts (27B1(a) is within 27B1 and
    27B, not within 27B10 nor 27B2)?"""
    if not citation.startswith(subdivision):
        return False
    rest = citation[len(subdivision):]
    return not rest or not (rest[0].isdigit() and subdivision[-1:].isdigit())


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


_FIELD = re.compile(r"\{(?:\w+\[)?(\w+)\]?(?::\w+)?\}")


def readable(template: str) -> str:
    """A rule's explanation as a pattern: ``{call[seat]}'s {call[call]}`` reads
    ``‹seat›'s ‹call›``, since no incident fills it in yet."""
    return _FIELD.sub(r"‹\1›", template)


def law_detail(edition: str, citation: str, lang: str, cases: Path) -> dict[str, Any] | None:
    """One law, or one subdivision of it (``27B1``): its title, summary, rules (with
    their texts) and the cases that pin it (for a subdivision, the case files by name)."""
    number = law_number(citation)
    if number is None:
        return None
    modules = _modules(edition)
    rules = sorted(((name, rule) for name, rule in _rules(edition)
                    if within(rule.citation, citation)),
                   key=lambda pair: (_citation_key(pair[1].citation), pair[0]))
    if not rules and (citation != number or number not in modules):
        return None
    module = modules.get(number)
    detail: dict[str, Any] = {
        "law": citation,
        "title": _title(number, modules, lang),
        "summary": module.summary.get(lang, "") if module else "",
        "rules": len(rules),
    }
    if citation == number:
        detail["cases"] = case_counts(edition, cases).get(number, 0)
    else:
        pinned = [path for path, cited in _cited_by_cases(edition, cases)
                  if any(within(c, citation) for c in cited)]
        detail["cases"] = len(pinned)
        detail["case_files"] = [_shown(path, cases) for path in pinned]
    detail["rules_list"] = [{"rule": name, "law": rule.citation,
                             "text": readable(getattr(rule, lang))} for name, rule in rules]
    return detail


def _shown(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)
