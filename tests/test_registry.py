"""The engine knows no law: the knowledge base is handed to it (``engine.registry``)."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_engine_imports_nothing_from_the_knowledge_base():
    found = []
    for path in sorted((ROOT / "engine").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if isinstance(node, ast.ImportFrom) and node.module == "ruling":
                names = [f"ruling.{alias.name}" for alias in node.names]
            found += [f"{path.name}: {name}" for name in names
                      if name == "ruling.kb" or name.startswith("ruling.kb.")]
    assert found == []


def test_the_loader_accepts_the_findings_and_editions_of_the_knowledge_base():
    from ruling.engine.loader import InputError, load_incident_text
    from ruling.kb import EDITIONS, findings

    for key in findings.KEYS:
        if findings.kind(key) == "outcomes":  # a list of results, not true or false
            text = f"findings: {{{key}: [{{contract: pass, weight: 1}}]}}\n"
            assert load_incident_text(text).findings == {key: [{"contract": "pass",
                                                                "weight": "1"}]}
            continue
        if findings.kind(key) == "responsibility":  # each side's share of the fault
            text = f"findings: {{{key}: {{NS: none, EW: Directly}}}}\n"
            assert load_incident_text(text).findings == {key: {"NS": "none",
                                                               "EW": "directly"}}
            continue
        assert load_incident_text(f"findings: {{{key}: true}}\n").findings == {key: True}
    assert load_incident_text("title: t\n").laws == next(iter(EDITIONS))
    with pytest.raises(InputError, match="laws must be 2017 or 1987, not .1997."):
        load_incident_text("laws: 1997\n")
    with pytest.raises(InputError, match="unknown finding"):
        load_incident_text("findings: {damage: true}\n")


def test_without_a_knowledge_base_the_engine_says_so():
    done = subprocess.run(
        [sys.executable, "-c", "from ruling.engine.loader import load_incident_text\n"
                               "load_incident_text('laws: 2017')"],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "no knowledge base installed" in done.stderr
