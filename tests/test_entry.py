"""The entry point (``entry.py``): a plain ``ruling infer`` is read and ruled on without
typer, exactly as the typer command reads and rules on it; anything else is typer's."""

from __future__ import annotations

import contextlib
import inspect
import io
import os
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
REVOKE = ROOT / "examples" / "revoke.yaml"  # --why shows more of its chain
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
         "--help", "--lang=ru", "-lru", "--", "-", "-x", "infer", "", "9" * 5000, "4294967297"]


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
    ["infer", str(REVOKE), "--lang", "ru", "--why"],
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
    if "json" in argv:
        assert out.getvalue().endswith("}\n")  # as typer.echo ended it


def test_a_plain_infer_imports_no_typer_and_any_other_command_does(run_ruling):
    status, out, loaded = run_ruling(["infer", str(EXAMPLE)], ["typer"])
    assert (status, loaded) == (0, {"typer": False})
    assert out.startswith("Ruling — Laws of Duplicate Bridge 2017")
    status, out, loaded = run_ruling(["infer", str(EXAMPLE), "--lang=ru"], ["typer"])
    assert (status, loaded) == (0, {"typer": True})
    assert out.startswith("Решение")


@pytest.fixture(scope="module")
def commands(tmp_path_factory):
    """The ``ruling`` command as installed (``entry.main``) and the typer app alone, each
    a script named ``ruling`` (typer's messages name the program)."""
    made = []
    for name, body in (("entry", "from ruling.entry import main\nmain()\n"),
                       ("typer", "from ruling.cli import app\napp()\n")):
        script = tmp_path_factory.mktemp(name) / "ruling"
        script.write_text(body, encoding="utf-8")
        made.append(script)
    return made


def run(script, argv, env=None, stdout=subprocess.PIPE):  # type: ignore[no-untyped-def]
    done = subprocess.run([sys.executable, str(script), *argv], stdout=stdout,
                          stderr=subprocess.PIPE, timeout=120,
                          env={**os.environ, "PYTHONHASHSEED": "0", **(env or {})})
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize("argv, env", [
    (["infer", str(REVOKE), "-l", "ru"], {"PYTHONIOENCODING": "ascii"}),  # UTF-8 all the same
    (["infer", "missing\x1b[31m.yaml"], None),  # a colour code taken out of the message
    (["infer", str(EXAMPLE), "-b", "1" * 5000], None),  # too long for int(): typer's message
    (["infer", str(EXAMPLE)], {"_RULING_COMPLETE": "zsh_complete"}),  # typer completes
], ids=["ascii-locale", "colour-code", "long-board", "completion"])
def test_the_command_answers_as_the_typer_app_does(commands, argv, env):
    entry_run, typer_run = (run(script, argv, env) for script in commands)
    assert entry_run == typer_run
    assert b"Traceback" not in entry_run[2]


def test_a_reader_gone_ends_the_command_quietly_as_typer_does(commands):
    ends = []
    for script in commands:
        read, write = os.pipe()
        os.close(read)  # the reader has gone before the ruling is written
        try:
            ends.append(run(script, ["infer", str(REVOKE)], stdout=write)[0::2])
        finally:
            os.close(write)
    assert ends[0] == ends[1] == (1, b"")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file_is_typers_to_refuse(commands, tmp_path):
    locked = tmp_path / "locked.yaml"
    locked.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    locked.chmod(0)
    assert entry.plain_infer(["infer", str(locked)]) is None
    entry_run, typer_run = (run(script, ["infer", str(locked)]) for script in commands)
    assert entry_run == typer_run and entry_run[0] == 2


def test_a_file_typer_finds_unreadable_is_left_to_typer(monkeypatch):
    """What the test above checks where it can (not as root, who reads any file)."""
    monkeypatch.setattr(entry.os, "access", lambda path, mode: False)
    assert entry.plain_infer(["infer", str(EXAMPLE)]) is None
    assert entry.plain_infer(["infer", "missing.yaml"]) is not None  # not there: read, fails


@pytest.mark.parametrize("encoding", ["utf-8", "ascii"])
@pytest.mark.parametrize("text", ["Ruling\n", "Решение ♠К 4♠х−1\n", "\x1b[31mred\x1b[0m x",
                                  "a\x1b[?25lb\x1b[1;32mc"])
def test_the_entry_point_writes_as_typer_echo_writes(text, encoding):
    """Written to stdout (an ASCII one as well: typer writes UTF-8 to it)."""
    written = []
    for write in (lambda text: entry._echo(text, sys.stdout),
                  lambda text: typer.echo(text, nl=False)):
        stream = io.TextIOWrapper(io.BytesIO(), encoding=encoding)
        with contextlib.redirect_stdout(stream):
            write(text)
        stream.flush()
        written.append(stream.buffer.getvalue())
    assert written[0] == written[1]
    assert b"\x1b" not in written[0]


@pytest.mark.skipif(os.name != "posix", reason="a closed stdout")
def test_a_closed_stdout_is_no_error(commands):
    done = subprocess.run([sys.executable, str(commands[0]), "infer", str(EXAMPLE)],
                          stderr=subprocess.PIPE, timeout=120,
                          preexec_fn=lambda: os.close(1))
    assert (done.returncode, done.stderr) == (0, b"")
