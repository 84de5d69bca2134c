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


def test_a_list_matches_as_a_set_whatever_the_order_of_its_mappings_fields():
    """The cases spec: lists as sets. A weighted score's outcomes, their fields written in
    another order than the ruling gives them (as yaml.safe_dump sorts them), still match;
    a different value does not."""
    from ruling.engine.cases import matches

    actual = {"outcomes": [{"contract": "4H", "declarer": "S", "tricks": 10, "score": 420},
                           {"contract": "4H", "declarer": "S", "tricks": 9, "score": -50}]}
    reordered = {"outcomes": [{"tricks": 9, "score": -50, "declarer": "S", "contract": "4H"},
                              {"score": 420, "contract": "4H", "declarer": "S", "tricks": 10}]}
    assert matches(reordered, actual)
    reordered["outcomes"][0]["score"] = 50
    assert not matches(reordered, actual)
