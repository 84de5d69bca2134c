"""The entry point (``entry.py``): a plain ``ruling infer`` is read and ruled on without
typer, exactly as the typer command reads and rules on it; anything else is typer's."""

from __future__ import annotations

import contextlib
import inspect
import io
import random
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from ruling import entry
from ruling.cli import app

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "insufficient-bid.yaml"
INFER = typer.main.get_command(app).commands["infer"]  # the typer command, as click has it
DEFAULTS = {name: parameter.default
            for name, parameter in inspect.signature(entry.infer).parameters.items()
            if parameter.default is not inspect.Parameter.empty}


def typer_reads(argv: list[str]) -> dict | None:
    """The parameters typer's ``infer`` gets from a command line (the file's name as
    click reads it, before typer makes it a ``Path``); None if it refuses it (or prints
    its help)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            return INFER.make_context("infer", list(argv[1:])).params
        except Exception:  # a usage error, or --help's exit
            return None


def read_here(argv: list[str]) -> dict | None:
    """What the entry point reads, as ``typer_reads`` gives it."""
    read = entry.plain_infer(argv)
    return None if read is None else {**DEFAULTS, **read, "incident": str(read["incident"])}


PLAIN = [
    ["infer", "x.yaml"],
    ["infer", "x.yaml", "--lang", "ru"],
    ["infer", "-l", "ru", "x.yaml", "-f", "json"],
    ["infer", "--format", "markdown", "x.yaml", "--why"],
    ["infer", "boards.pbn", "--board", "7", "--lang", "en", "--format", "text"],
    ["infer", "x.yaml", "-b", "12", "--why", "--why", "-f", "json", "-f", "text"],
]


@pytest.mark.parametrize("argv", PLAIN, ids=" ".join)
def test_a_plain_command_line_is_read_as_typer_reads_it(argv):
    assert read_here(argv) is not None
    assert read_here(argv) == typer_reads(argv)


WORDS = ["x.yaml", "y.pbn", "--format", "-f", "json", "markdown", "text", "TEXT", "--lang",
         "-l", "ru", "en", "--board", "-b", "1", "0", "+2", "07", "-3", "1.5", "--why",
         "--help", "--lang=ru", "-lru", "--", "-", "-x", "infer"]


def test_any_command_line_is_read_as_typer_reads_it_or_left_to_typer():
    """2,000 command lines of the words a TD might type, mixed: where the entry point
    reads one, typer reads the same values; where typer refuses one, so does it."""
    draw = random.Random(15)
    plain = 0
    for _ in range(2000):
        argv = ["infer", *draw.choices(WORDS, k=draw.randint(0, 6))]
        read = read_here(argv)
        if read is not None:
            plain += 1
            assert read == typer_reads(argv), argv
    assert plain > 100  # the words mixed do make plain command lines


@pytest.mark.parametrize("argv", [["laws"], ["test"], ["ask", "x.yaml"], [], ["infer"],
                                  ["infer", "--help"], ["infer", "x.yaml", "--lang=ru"]])
def test_any_other_command_line_goes_to_typer(argv):
    assert entry.plain_infer(argv) is None


def test_the_typer_command_has_the_options_the_entry_point_reads():
    options = {param.name: tuple(param.opts) for param in INFER.params
               if param.name != "incident"}
    assert options == entry.INFER_FLAGS
    assert set(DEFAULTS) == set(options)


@pytest.mark.parametrize("argv", [
    ["infer", str(EXAMPLE)],
    ["infer", str(EXAMPLE), "--lang", "ru", "--why"],
    ["infer", str(EXAMPLE), "-f", "json"],
    ["infer", str(EXAMPLE), "--format", "markdown"],
    ["infer", "nope.yaml"],
    ["infer", str(EXAMPLE), "--board", "2"],
], ids=lambda argv: " ".join(Path(word).name for word in argv))
def test_the_entry_point_prints_what_the_typer_command_prints(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = entry.infer(**entry.plain_infer(argv))
    result = CliRunner().invoke(app, argv)
    assert (status, out.getvalue() + err.getvalue()) == (result.exit_code, result.output)
    assert out.getvalue() if status == 0 else err.getvalue().count("\n") == 1


def test_a_plain_infer_imports_no_typer_and_any_other_command_does():
    script = ("import sys\nfrom ruling.entry import main\n"
              "try:\n    main()\nexcept SystemExit as end:\n"
              "    print(end.code, 'typer' in sys.modules, file=sys.stderr)\n")
    plain = subprocess.run([sys.executable, "-c", script, "infer", str(EXAMPLE)],
                           capture_output=True, text=True, timeout=60)
    assert plain.stdout.startswith("Ruling — Laws of Duplicate Bridge 2017")
    assert plain.stderr.split() == ["0", "False"]
    other = subprocess.run([sys.executable, "-c", script, "infer", str(EXAMPLE), "--lang=ru"],
                           capture_output=True, text=True, timeout=60)
    assert other.stdout.startswith("Решение")
    assert other.stderr.split()[-1] == "True"
