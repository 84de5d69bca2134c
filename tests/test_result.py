"""The result of the board (kb/result.py): transfers applied to the right side, per branch."""

from pathlib import Path

from engine.facts import Item
from engine.loader import load_incident_text
from engine.render import to_json
from engine.session import rule_on
from kb.result import _branches, _holds_in

ROOT = Path(__file__).resolve().parent.parent


def transfer(tricks: int, to: str, branch: dict | None = None) -> Item:
    fields = {"type": "trick-transfer", "law": "64A1", "tricks": tricks, "to": to}
    if branch:
        fields["branch"] = branch
    return Item(**fields)


def test_no_conditional_transfer_gives_one_result() -> None:
    assert _branches([transfer(2, "NS"), transfer(1, "EW")]) == [{}]
    assert _branches([]) == [{}]


def test_a_conditional_transfer_gives_a_result_for_each_value_of_its_finding() -> None:
    sure, maybe = transfer(1, "NS"), transfer(2, "NS", {"damaged": True})
    branches = _branches([sure, maybe])
    assert branches == [{"damaged": True}, {"damaged": False}]
    assert [t for t in (sure, maybe) if _holds_in(t, branches[0])] == [sure, maybe]
    assert [t for t in (sure, maybe) if _holds_in(t, branches[1])] == [sure]


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
