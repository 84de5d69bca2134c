"""Installed under its own name (issue 11, point 5): one package, ``ruling``, holding the
repository's ``cli.py``, ``engine/``, ``kb/`` and the case library, and nothing else at the
top of site-packages. These tests read the installed distribution, so in CI (a plain
``pip install``) they check the wheel itself, not the checkout."""

from __future__ import annotations

import importlib.metadata
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import ruling
from ruling import cli

ROOT = Path(__file__).resolve().parent.parent
DISTRIBUTION = "bridge-ruling"


def test_pyproject_lists_every_package_of_the_tree():
    setup = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(setup["tool"]["setuptools"]["packages"])
    found = {"ruling"} | {
        "ruling." + ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("engine", "kb") for init in (ROOT / top).rglob("__init__.py")}
    assert listed == found


def test_the_distribution_puts_only_ruling_at_the_top_of_site_packages():
    tops = {name for name, owners in importlib.metadata.packages_distributions().items()
            if DISTRIBUTION in owners and not name.startswith("__editable__")}
    assert tops == {"ruling"}
    for name in ("engine", "kb", "cli"):
        owners = importlib.metadata.packages_distributions().get(name, [])
        assert DISTRIBUTION not in owners, name


def test_the_distribution_declares_its_license():
    metadata = importlib.metadata.metadata(DISTRIBUTION)
    assert "MIT" in (metadata.get("License-Expression") or metadata.get("License") or "")


def test_the_command_runs_the_packaged_code():
    script = importlib.metadata.entry_points(group="console_scripts", name="ruling")
    assert [entry.value for entry in script] == ["ruling.entry:main"]
    assert Path(cli.__file__).parent == Path(ruling.__file__).parent


def test_the_case_library_ships_with_the_package_whole():
    shipped = sorted(path.relative_to(cli.LIBRARY).as_posix()
                     for path in cli.LIBRARY.rglob("*.yaml"))
    in_the_tree = sorted(path.relative_to(ROOT / "cases").as_posix()
                         for path in (ROOT / "cases").rglob("*.yaml"))
    assert len(in_the_tree) > 500
    assert shipped == in_the_tree


def test_ruling_laws_counts_the_shipped_cases_from_any_directory(tmp_path):
    result = subprocess.run([sys.executable, "-m", "ruling.cli", "laws", "--format", "json"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    cases = {row["law"]: row["cases"] for row in json.loads(result.stdout)}
    assert cases["27"] >= 20 and cases["53"] >= 5
