"""The JSON Schema of incident files (engine/schema.py), made from the loader's key
table: shipped up to date, accepting every case of the library and the examples, and
refusing the bad inputs the loader refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from ruling.engine.loader import KEYS, InputError, load_incident_text
from ruling.engine.schema import SHIPPED, incident_schema

jsonschema = pytest.importorskip("jsonschema")

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted((ROOT / "cases").rglob("*.yaml")) + sorted((ROOT / "examples").glob("*.yaml"))


def errors(data: object) -> list[str]:
    validator = jsonschema.Draft202012Validator(incident_schema())
    return [e.message for e in validator.iter_errors(data)]


def test_the_shipped_schema_is_the_one_the_key_table_makes():
    assert json.loads(SHIPPED.read_text(encoding="utf-8")) == incident_schema()
    jsonschema.Draft202012Validator.check_schema(incident_schema())
    assert set(incident_schema()["properties"]) == set(KEYS)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_shipped_file_is_valid(path):
    assert errors(yaml.safe_load(path.read_text(encoding="utf-8"))) == []


BAD = {
    "unknown key": "laws: 2017\ndealr: N\n",
    "edition": "laws: 1990\n",
    "seat": "laws: 2017\ndealer: X\n",
    "vulnerability": "laws: 2017\nvulnerable: some\n",
    "auction not a list": "laws: 2017\ndealer: N\nauction: N 1S\n",
    "entry not text": "laws: 2017\ndealer: N\nauction: [[N, 1S]]\n",
    "unknown finding": "laws: 2017\nfindings: {damagd: true}\n",
    "finding not yes/no": "laws: 2017\nfindings: {damaged: 3}\n",
    "tricks": "laws: 2017\ncontract: 4S\ndeclarer: S\ntricks: 14\n",
    "contract": "laws: 2017\ncontract: 8S\ndeclarer: S\n",
    "board": "laws: 2017\nboard: 0\n",
    "hand's seat": "laws: 2017\nhands: {Q: AKQ.JT9.876.5432}\n",
    "long auction": "laws: 2017\ndealer: N\nauction: [" + ", ".join(["N P"] * 331) + "]\n",
}


@pytest.mark.parametrize("name", BAD)
def test_what_the_loader_refuses_the_schema_refuses(name):
    text = BAD[name]
    with pytest.raises(InputError):
        load_incident_text(text)
    assert errors(yaml.safe_load(text)), name
