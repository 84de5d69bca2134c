"""The shipped examples: each gives a ruling, in both languages and as JSON."""

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ruling.cli import app

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "examples").glob("*.yaml"))
runner = CliRunner()

EXPECTED = {  # what a TD must hear first for each example (from the law text)
    "insufficient-bid": ("insufficient-bid", "27B1(a)"),
    "dropped-card": ("exposed-card", "50B"),
    "fifth-card": ("fifth-card", "45E1"),
    "dummy-misplay": ("dummy-misplayed-card", "45D1"),
    "premature-play": ("premature-play", "57A"),
    "penalty-card-partner-leads": ("exposed-card", "50D2"),
    "opening-lead-out-of-turn": ("opening-lead-out-of-turn", "54"),
    "revoke": ("revoke", "64A1"),
    "claim": ("claim", "70C"),
    "hesitation": ("use-of-unauthorized-information", "16B1"),
    "misexplanation": ("misinformation", "21B1(a)"),
}


def test_every_example_is_expected():
    assert {p.stem for p in EXAMPLES} == set(EXPECTED)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example(path):
    kind, law = EXPECTED[path.stem]
    result = runner.invoke(app, ["infer", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert kind in {irr["kind"] for irr in data["irregularities"]}
    assert any(item["law"].startswith(law) for item in data["ruling"]), data["ruling"]
    for lang in ("en", "ru"):
        text = runner.invoke(app, ["infer", str(path), "--lang", lang])
        assert text.exit_code == 0 and law in text.output


def test_the_claim_example_shows_the_cards_the_figures_and_the_score():
    claim = str(EXAMPLES[0].with_name("claim.yaml"))
    data = json.loads(runner.invoke(app, ["infer", claim, "--format",
                                          "json"]).output)
    items = {item["type"]: item for item in data["ruling"]}
    cards = items["claim-cards"]
    assert cards["trumps_out"] == "W SJ" and (cards["worst"], cards["cashing"],
                                               cards["best"]) == (3, 4, 4)
    assert cards["line"][0].startswith("10: S ♣A W ♠J")  # the trick lost to the trump
    assert items["tricks-awarded"]["tricks"] == 9 and items["result"]["written"] == "4S-1"


README = Path(__file__).resolve().parent.parent / "README.md"
RUN = re.compile(r"`ruling (infer [^`]+)`")


def readme_runs():
    """Each ```text block of the README shown as what a command prints: the block after
    "The first command prints:" (the README's first command), or after a line naming
    `ruling infer …`; its lines up to "..." are the start of that command's output."""
    text = README.read_text(encoding="utf-8")
    first = re.search(r"\.venv/bin/ruling (infer \S+)", text).group(1)
    runs = []
    for found in re.finditer(r"([^\n]*)\n\n```text\n(.*?)\n```", text, re.S):
        said, block = found.groups()
        named = RUN.search(said)
        if "The first command prints" in said or named:
            args = [str(README.parent / arg) if arg.endswith(".yaml") else arg
                    for arg in (named.group(1) if named else first).split()]
            runs.append((args, block.split("\n...")[0].splitlines()))
    return runs


def test_the_readme_shows_rulings_as_they_print():
    runs = readme_runs()
    assert [Path(args[1]).name for args, _ in runs] == ["insufficient-bid.yaml"] * 2
    assert runs[1][0][-2:] == ["--lang", "ru"]
    for args, shown in runs:
        result = runner.invoke(app, args, catch_exceptions=False)
        assert result.exit_code == 0, result.output
        assert result.output.splitlines()[:len(shown)] == shown, args
