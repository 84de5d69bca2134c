"""The result of the board (kb/result.py): transfers applied to the right side (each
branch of the findings is a run of its own: tests/test_branches.py)."""

from pathlib import Path

from ruling.engine.loader import load_incident_text
from ruling.engine.render import to_json
from ruling.engine.session import rule_on

ROOT = Path(__file__).resolve().parent.parent


def result_of(case: str) -> dict:
    path = ROOT / "cases" / "2017" / "result" / case
    incident = load_incident_text(path.read_text(encoding="utf-8"), str(path))
    return next(i for i in to_json(rule_on(incident))["ruling"] if i["type"] == "result")


def test_defenders_revoke_adds_to_declarers_tricks() -> None:
    result = result_of("77-64A1-game-made-only-after-transfer-full-deal.yaml")
    assert (result["tricks_before"], result["tricks_after"], result["score"]) == (8, 10, 420)


def test_declarers_revoke_takes_from_declarers_tricks() -> None:
    result = result_of("77-64A2-made-becomes-down-dummy-won-full-deal.yaml")
    assert (result["tricks_before"], result["tricks_after"], result["score"]) == (10, 9, -100)
