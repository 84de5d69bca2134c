"""Every case of the library, replayed: each is a ruling pinned by the law text."""

from pathlib import Path

import pytest
import yaml

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


def test_a_case_is_compared_without_its_trace_and_a_failure_reports_it_whole(tmp_path):
    """``judge`` compares the ruling as ``to_json`` writes it, the trace left out (no
    expectation names it); a failing case's report carries the whole ruling."""
    from ruling.engine.cases import engine_for
    from ruling.engine.loader import load_incident
    from ruling.engine.render import to_json
    from ruling.engine.session import rule_on

    path = FILES[0]
    incident = load_incident(path)
    whole = to_json(rule_on(incident, engine_for(incident.laws)))
    bare = to_json(rule_on(incident, engine_for(incident.laws)), trace=False)
    assert whole["trace"] and "trace" not in bare
    assert bare == {key: value for key, value in whole.items() if key != "trace"}
    assert run_case(path).actual is None
    case = yaml.safe_load(path.read_text(encoding="utf-8"))
    case["expect"] = {"laws": ["99"]}  # a law no ruling of the case cites
    failing = tmp_path / "failing.yaml"
    failing.write_text(yaml.safe_dump(case, allow_unicode=True), encoding="utf-8")
    result = run_case(failing)
    assert result.problems and result.actual == whole
