"""Every case of the library, replayed: each is a ruling pinned by the law text."""

from pathlib import Path

import pytest

from ruling.engine.cases import case_files, failure_report, run_case

CASES = Path(__file__).resolve().parent.parent / "cases"
FILES = case_files([CASES])


def test_the_library_is_not_empty():
    assert len(FILES) >= 1


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CASES)))
def test_case(path):
    result = run_case(path)
    assert result.passed, failure_report(result)
