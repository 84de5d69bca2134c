"""The command line, through Typer's runner (and a subprocess for the hash seed)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ruling.cli import app

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "insufficient-bid.yaml"
runner = CliRunner()


def test_infer_prints_the_ruling_first_then_the_chain_of_laws():
    result = runner.invoke(app, ["infer", str(EXAMPLE)])
    assert result.exit_code == 0, result.output
    text = result.output
    assert text.index("WHAT THE TD RULES") < text.index("CHAIN OF LAWS")
    assert "No further rectification [27B1(a)]" in text
    assert "South chooses: accept or refuse" in text


def test_infer_in_russian():
    result = runner.invoke(app, ["infer", str(EXAMPLE), "--lang", "ru"])
    assert result.exit_code == 0
    assert "недостаточная заявка" in result.output
    assert "Юг выбирает" in result.output


def test_infer_json_follows_the_spec():
    result = runner.invoke(app, ["infer", str(EXAMPLE), "--format", "json"])
    data = json.loads(result.output)
    assert set(data) >= {"edition", "irregularities", "laws", "ruling", "questions", "trace"}
    assert data["edition"] == "2017"
    assert data["irregularities"] == [
        {"kind": "insufficient-bid", "offender": "E", "law": "27", "at": "auction 2"}]
    assert "27B1(a)" in data["laws"]
    assert {"type": "no-rectification", "law": "27B1(a)"}.items() <= data["ruling"][1].items()
    for step in data["trace"]:
        assert {"step", "rule", "law", "because", "concludes", "text"} <= set(step)


def test_infer_markdown():
    result = runner.invoke(app, ["infer", str(EXAMPLE), "--format", "markdown"])
    assert result.output.startswith("# Ruling")


def test_bad_input_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("laws: 2017\ndealer: N\nauction:\n  - N 1Z\n", encoding="utf-8")
    result = runner.invoke(app, ["infer", str(bad)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{bad}:4:")
    assert "Traceback" not in result.output


def test_a_missing_file_is_exit_2(tmp_path):
    result = runner.invoke(app, ["infer", str(tmp_path / "nope.yaml")])
    assert result.exit_code == 2


def test_test_command_counts_and_fails(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text(EXAMPLE.read_text() + "expect:\n  ruling:\n    - {type: no-rectification}\n")
    bad = tmp_path / "bad.yaml"
    bad.write_text(EXAMPLE.read_text() + "expect:\n  ruling:\n    - {type: must-pass}\n")
    result = runner.invoke(app, ["test", str(good)])
    assert result.exit_code == 0 and result.output.strip().endswith("1 passed, 0 failed")
    result = runner.invoke(app, ["test", str(tmp_path)])
    assert result.exit_code == 1
    assert "FAIL" in result.output and "must-pass" in result.output
    assert result.output.strip().endswith("1 passed, 1 failed")


def test_laws_json_lists_rules_and_cases():
    result = runner.invoke(app, ["laws", "--laws", "2017", "--format", "json",
                                 "--cases", str(ROOT / "cases")])
    rows = {row["law"]: row for row in json.loads(result.output)}
    assert rows["27"]["rules"] >= 5 and rows["27"]["cases"] >= 1
    assert rows["27"]["title"] == "Insufficient bid"


def test_laws_one_law():
    result = runner.invoke(app, ["laws", "27", "--cases", str(ROOT / "cases")])
    assert result.exit_code == 0 and "27B1(a)" in result.output


def test_laws_one_subdivision_shows_its_rules_and_cases():
    result = runner.invoke(app, ["laws", "27B1", "--cases", str(ROOT / "cases")])
    assert result.exit_code == 0, result.output
    cited = [line.split()[0] for line in result.output.splitlines() if line.startswith("  27")]
    assert set(cited) == {"27B1(a)", "27B1(b)"}
    assert "case 2017/auction/insufficient/27B1a-notrump.yaml" in result.output
    assert "27B2-" not in result.output


def test_laws_a_subdivision_not_encoded_is_an_error():
    result = runner.invoke(app, ["laws", "27B9", "--cases", str(ROOT / "cases")])
    assert result.exit_code == 2
    assert "27B9: not in the knowledge base" in result.output


def test_a_subdivision_holds_its_parts_only():
    from ruling.engine.catalog import within

    assert within("27B1(a)", "27B1") and within("27B1", "27B1") and within("27B1(a)", "27B")
    assert not within("27B10", "27B1") and not within("27B2", "27B1")
    assert not within("270", "27")


def test_output_does_not_depend_on_the_hash_seed():
    outputs = set()
    for seed in ("1", "2", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", "from ruling.entry import main; main()",
                               "infer", str(EXAMPLE), "--format", "json"],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        outputs.add(done.stdout)
    assert len(outputs) == 1


def test_ask_puts_the_missing_finding_to_the_td(tmp_path):
    case = tmp_path / "ib.yaml"
    case.write_text("laws: 2017\ndealer: N\nauction: [N 1S, E 1H, TD, E 2S]\n")
    result = runner.invoke(app, ["ask", str(case)], input="n\n")
    assert result.exit_code == 0, result.output
    assert "comparable" in result.output
    assert "must pass whenever it is his turn" in result.output  # 27B2 once answered "no"
    assert "[if" not in result.output


@pytest.mark.parametrize("per_worker", [1, 32])
def test_test_command_writes_junit_and_runs_in_parallel(tmp_path, monkeypatch, per_worker):
    """With enough cases a worker process each (here forced: one case a worker), -j 2
    runs them in two processes; with fewer, in this one. Results come in file order."""
    import multiprocessing.pool

    from ruling.engine import cases

    monkeypatch.setattr(cases, "CASES_PER_WORKER", per_worker)
    pools = []
    monkeypatch.setattr(multiprocessing.pool.Pool, "__init__", _counted(
        multiprocessing.pool.Pool.__init__, pools))
    for i in range(3):
        (tmp_path / f"c{i}.yaml").write_text(
            EXAMPLE.read_text() + "expect:\n  ruling:\n    - {type: no-rectification}\n")
    (tmp_path / "c3.yaml").write_text(EXAMPLE.read_text() + "expect:\n  laws: [99]\n")
    junit = tmp_path / "out.xml"
    result = runner.invoke(app, ["test", str(tmp_path), "-j", "2", "--junit", str(junit)])
    assert result.exit_code == 1, result.output
    assert 'tests="4" failures="1"' in junit.read_text()
    assert "c3.yaml" in result.output and "3 passed, 1 failed" in result.output
    assert pools == ([2] if per_worker == 1 else [])


def _counted(init, pools):  # type: ignore[no-untyped-def]
    def counting(self, processes=None, *args, **kwargs):  # type: ignore[no-untyped-def]
        pools.append(processes)
        return init(self, processes, *args, **kwargs)
    return counting


def test_explanations_spell_suits_seats_and_cards():
    from ruling.engine.inference import _Localiser

    text = _Localiser("en").format("{r[seat]} failed to follow to {r[suit_led]} with {r[card]}",
                                   r={"seat": "S", "suit_led": "S", "card": "HK"})
    assert text == "South failed to follow to spades with ♥K"
    assert _Localiser("ru").format("{suit}", suit="D") == "бубны"


def test_the_whole_library_rules_the_same_under_any_hash_seed():
    """Every case, every field of the JSON, trace included, in two processes."""
    script = (
        "import hashlib, json\n"
        "from ruling.engine.cases import case_files, engine_for\n"
        "from ruling.engine.loader import load_incident\n"
        "from ruling.engine.render import to_json\n"
        "from ruling.engine.session import rule_on\n"
        "from ruling.engine.registry import install\n"
        "from ruling.kb import KNOWLEDGE\n"
        "install(KNOWLEDGE)\n"
        "digest = hashlib.sha256()\n"
        f"for path in case_files([{str(ROOT / 'cases')!r}]):\n"
        "    incident = load_incident(path)\n"
        "    out = to_json(rule_on(incident, engine_for(incident.laws)), 'ru')\n"
        "    digest.update(json.dumps(out, sort_keys=True).encode())\n"
        "print(digest.hexdigest())\n"
    )
    digests = set()
    for seed in ("1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr
        digests.add(done.stdout.strip())
    assert len(digests) == 1


def test_ruling_leaves_no_cyclic_garbage_so_main_may_switch_the_collector_off():
    """What ``entry.main`` relies on: after a first pass, ruling makes no garbage cycles."""
    import gc

    from ruling.engine.cases import case_files
    from ruling.engine.loader import load_incident
    from ruling.engine.render import to_json
    from ruling.engine.session import rule_on
    from ruling.kb.editions import engine_for

    engines = {edition: engine_for(edition) for edition in ("2017", "1987")}
    paths = case_files([ROOT / "cases"])
    gc.collect()
    gc.disable()
    try:
        for _ in range(2):
            for path in paths:
                incident = load_incident(path)
                to_json(rule_on(incident, engines[incident.laws]))
            freed = gc.collect()
    finally:
        gc.enable()
    assert freed == 0


def test_every_finding_has_a_name_in_both_languages():
    from ruling.kb.findings import KEYS, NAMES, QUESTIONS

    assert set(NAMES) == set(KEYS) == set(QUESTIONS)
    assert all(set(names) == {"en", "ru"} for names in NAMES.values())


def test_laws_shows_a_rules_explanation_as_a_readable_pattern():
    from ruling.engine.catalog import _rules, readable

    assert readable("{call[seat]}'s {call[call]} at {at}") == "‹seat›'s ‹call› at ‹at›"
    shown = [readable(getattr(rule, lang)) for edition in ("2017", "1987")
             for _, rule in _rules(edition) for lang in ("en", "ru")]
    assert len(shown) > 800
    assert [text for text in shown if "{" in text or "}" in text] == []
    result = runner.invoke(app, ["laws", "36"])
    assert "‹seat›'s ‹call›" in result.output


# --- what the record contradicts is an input error too (issue 11) --------------------

CONTRADICTIONS = {
    "contract-vs-auction": ("laws: 2017\ndealer: N\nauction: [N 1S, E P, S 4S, W P, N P, E P]\n"
                            "contract: 3NT\ndeclarer: N\n", 4, 1,
                            "contract 3NT contradicts the auction, which ended in 4S by N"),
    "declarer-vs-auction": ("laws: 2017\ndealer: N\nauction: [N 1S, E P, S 4S, W P, N P, E P]\n"
                            "declarer: S\n", 4, 1, "declarer S contradicts the auction"),
    "tricks-vs-play": ("laws: 2017\ncontract: 4S\ndeclarer: S\ntricks: 0\n"
                       "play: [W H2, N HA, E H3, S H4]\n", 4, 1,
                       "tricks 0 contradicts the play: declarer's side has already won 1"),
    "play-after-eight": ("laws: 2017\ndealer: N\nauction: [N 8S, E P, S P, W P]\n"
                         "play: [E HA]\n", 4, 8, "a bid above seven, which is no contract"),
    "tricks-after-eight": ("laws: 2017\ndealer: N\nauction: [N 8S, E P, S P, W P]\n"
                           "tricks: 9\n", 4, 1, "a bid above seven, which is no contract"),
}


@pytest.mark.parametrize("name", CONTRADICTIONS)
def test_a_contradiction_is_one_line_exit_2(tmp_path, name):
    text, line, column, words = CONTRADICTIONS[name]
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    result = runner.invoke(app, ["infer", str(bad)])
    assert result.exit_code == 2, result.output
    shown = result.output.strip()
    assert "\n" not in shown and "Traceback" not in shown
    assert shown.startswith(f"{bad}:{line}:{column}: ") and words in shown, shown
