"""The JSON Schema of an incident file, made from the loader's own key table
(``engine.loader.KEYS``) and the notation's words, so that editors complete and check
incident files. The shipped file ``engine/incident.schema.json`` is this schema,
written by ``python tools/make_schema.py`` (a test checks it is up to date).

The schema checks the shape (the keys, their kinds, seats, the findings' names, the
limits); the loader checks the rest (every entry's notation, cards played twice, what
the record contradicts) and says where."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ruling.engine.loader import KEYS, MAX_ENTRIES, VULNERABILITY_WORDS
from ruling.engine.notation import MAX_ENTRY, SEAT_WORDS
from ruling.engine.outcomes import FAULTS, MAX_OUTCOMES, PASS_WORDS, SIDES
from ruling.engine.registry import knowledge

SHIPPED = Path(__file__).with_name("incident.schema.json")


def _any_case(words: list[str]) -> str:
    """A pattern matching any of the words, in any case (JSON Schema has no flag for it)."""
    def letters(word: str) -> str:
        return "".join(f"[{c.lower()}{c.upper()}]" if c.lower() != c.upper() else
                       re.escape(c) for c in word)
    return "^\\s*(?:" + "|".join(letters(w) for w in sorted(words)) + ")\\s*$"


def _kinds() -> dict[str, dict[str, Any]]:
    editions = list(knowledge().editions)
    seat = {"type": "string", "pattern": _any_case(list(SEAT_WORDS))}
    number = {"type": "string", "pattern": "^\\s*\\+?[0-9]{1,9}\\s*$"}

    def entries(period: str) -> dict[str, Any]:
        return {"type": "array", "maxItems": MAX_ENTRIES[period],
                "items": {"type": "string", "minLength": 1, "maxLength": MAX_ENTRY}}

    return {
        "edition": {"oneOf": [{"type": "integer", "enum": [int(e) for e in editions]},
                              {"type": "string", "enum": editions}]},
        "board": {"oneOf": [{"type": "integer", "minimum": 1}, number]},
        "seat": seat,
        "vulnerability": {"oneOf": [{"type": "null"}, {
            "type": "string", "pattern": _any_case(list(VULNERABILITY_WORDS))}]},
        "hands": {"type": "object", "propertyNames": seat,
                  "additionalProperties": {"type": "string"}},
        "auction": entries("auction"),
        "play": entries("play"),
        "contract": {"type": "string",
                     "pattern": "^\\s*[1-7]\\s*(?:[Nn][Tt]?|[CDHScdhs♣♦♥♠]|БК|бк|[ПЧБТпчбт])"
                                "\\s*(?:[Xx]{1,2})?\\s*$"},
        "findings": {"type": "object", "additionalProperties": False,
                     "properties": {key: _finding(knowledge().finding_kind(key), seat)
                                    for key in knowledge().findings}},
        "text": {"type": ["string", "number", "boolean"]},
        "path": {"type": "string", "minLength": 1},
        "expect": {"type": "object"},
        "tricks": {"oneOf": [{"type": "integer", "minimum": 0, "maximum": 13}, number]},
    }


def _finding(kind: str, seat: dict[str, Any]) -> dict[str, Any]:
    """The schema of one finding's value: true or false, or the likely results
    (``engine.outcomes``; that the weights add up to 1 only the loader checks)."""
    if kind == "responsibility":  # engine.outcomes: how far each side is at fault
        return {"type": "object", "additionalProperties": False, "required": list(SIDES),
                "properties": {side: {"type": "string", "pattern": _any_case(list(FAULTS))}
                               for side in SIDES}}
    if kind != "outcomes":
        return {"type": "boolean"}
    weight = {"oneOf": [{"type": "number", "exclusiveMinimum": 0, "maximum": 1},
                        {"type": "string", "pattern": "^\\s*\\d+\\s*/\\s*\\d+\\s*$"}]}
    contract = {"type": "string",
                "pattern": "^\\s*[1-7]\\s*(?:[Nn][Tt]?|[CDHScdhs♣♦♥♠]|БК|бк|[ПЧБТпчбт])"
                           "\\s*(?:[Xx]{1,2})?\\s*$"}
    played = {"type": "object", "additionalProperties": False,
              "required": ["contract", "declarer", "tricks", "weight"],
              "properties": {"contract": contract, "declarer": seat,
                             "tricks": {"type": "integer", "minimum": 0, "maximum": 13},
                             "weight": weight}}
    passed = {"type": "object", "additionalProperties": False,
              "required": ["contract", "weight"],
              "properties": {"contract": {"type": "string",
                                          "pattern": _any_case(sorted(PASS_WORDS))},
                             "weight": weight}}
    return {"type": "array", "minItems": 1, "maxItems": MAX_OUTCOMES,
            "items": {"oneOf": [played, passed]}}


def incident_schema() -> dict[str, Any]:
    """The schema of an incident file (JSON Schema, draft 2020-12)."""
    kinds = _kinds()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://ruling.invalid/incident.schema.json",
        "title": "An incident for ruling: what happened at the table",
        "type": "object",
        "additionalProperties": False,
        "properties": {key: {"description": what, **kinds[kind]}
                       for key, (what, kind) in KEYS.items()},
    }


def text() -> str:
    return json.dumps(incident_schema(), ensure_ascii=False, indent=2) + "\n"
