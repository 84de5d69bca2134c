"""The Laws do not care where a player sits: every case, turned round the table, passes.

Each case of the library is turned one, two and three seats clockwise (its expected
ruling turned with it); cases with no auction also get their suits renamed (spades
become hearts, …), and must still recognise the same irregularities under the same
laws. A rule that named a seat or a suit where it should have named a role would
fail here.
"""

import sys
from pathlib import Path

import pytest
import yaml

from ruling.engine.cases import case_files, compare, engine_for
from ruling.engine.loader import load_incident_text
from ruling.engine.render import to_json
from ruling.engine.session import rule_on

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from generate import variant  # noqa: E402

pytestmark = pytest.mark.library  # the whole library: pytest -m 'not library' skips it

CASES_ROOT = Path(__file__).resolve().parent.parent / "cases"  # the repository's library
FILES = case_files([CASES_ROOT])
IDENTITY = {s: s for s in "SHDC"}
RENAMED = {"S": "H", "H": "D", "D": "C", "C": "S"}


def check(path: Path, turn: int, suits: dict[str, str]) -> None:
    case = yaml.safe_load(path.read_text(encoding="utf-8"))
    if suits is not IDENTITY and "auction" in case:
        pytest.skip("renaming suits would change which bids are sufficient")
    text = yaml.safe_dump(variant(case, turn, suits), allow_unicode=True, sort_keys=False)
    incident = load_incident_text(text, f"{path.name} turned {turn}")
    actual = to_json(rule_on(incident, engine_for(incident.laws)))
    problems = compare(incident.expect, actual)
    assert not problems, f"{path} turned {turn} seat(s): {problems}"


@pytest.mark.parametrize("turn", [1, 2, 3])
@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CASES_ROOT)))
def test_turned_round_the_table(path, turn):
    check(path, turn, IDENTITY)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CASES_ROOT)))
def test_suits_renamed(path):
    check(path, 1, RENAMED)
