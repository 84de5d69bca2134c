"""The rule layer may change shape, never the rulings: the whole library's JSON (both
languages, trace included) is the one fingerprinted in tests/data/library-json.sha256.
A change that is a fix rewrites that file (tools/library_json.py --write) in the commit
that names the fix."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import library_json  # noqa: E402


@pytest.mark.library
def test_the_whole_librarys_json_is_unchanged():
    expected = library_json.read()
    found = library_json.fingerprints()
    changed = sorted(p for p in expected.keys() | found.keys() if expected.get(p) != found.get(p))
    assert not changed, "rulings changed (a fix? rewrite with tools/library_json.py --write):\n" \
        + "\n".join(changed)
