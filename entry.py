"""The ``ruling`` command's entry point: a plain ``ruling infer FILE [options]`` is ruled
on here, without typer; every other command line goes to the typer app (``cli.py``).

Typer, and the click it carries, take about 45 ms to import: half of what a bare
``python -c "import typer, yaml"`` costs, and a quarter of a cold ``ruling infer``
(issue 15). The command a TD runs at the table is ``infer`` on one file, so this module
reads that command line itself, and rules and prints by the same function as the typer
command (``infer``). It reads only the plainest form: the file and the options below,
each flag and its value as separate words, each value one typer takes as it is. Any
other word (``--help``, ``--lang=ru``, ``-lru``, ``--``, a second file, a value typer
would refuse or convert, a file typer finds unreadable) sends the whole command line
to typer, which says what it says now; so does a shell asking typer to complete a word.
What is printed is written as ``typer.echo`` writes it (``_echo``), and a reader gone
before the end (``ruling infer x.yaml | head``) ends the command as typer ends it.
``tests/test_entry.py`` checks that the two read every option alike and print the same,
byte for byte, with the same exit status, and that a plain ``ruling infer`` imports no
typer.
"""

from __future__ import annotations

import codecs
import gc
import json
import os
import re
import sys
from enum import StrEnum
from pathlib import Path
from typing import Any


class Format(StrEnum):
    text = "text"
    markdown = "markdown"
    json = "json"


class Lang(StrEnum):
    en = "en"
    ru = "ru"


# The options of ``infer``: each parameter's flags, and what its value is read as (None:
# a flag that takes no value). cli.py declares the typer command with these flags.
INFER_FLAGS: dict[str, tuple[str, ...]] = {
    "format": ("--format", "-f"), "lang": ("--lang", "-l"), "board": ("--board", "-b"),
    "why": ("--why",)}
_VALUE: dict[str, Any] = {"format": Format, "lang": Lang, "board": int, "why": None}
_BY_FLAG = {flag: name for name, flags in INFER_FLAGS.items() for flag in flags}


def plain_infer(argv: list[str]) -> dict[str, Any] | None:
    """The arguments of ``infer`` (as the function ``infer`` takes them) if ``argv`` is a
    plain ``infer FILE [options]`` command line; None for any other."""
    if not argv or argv[0] != "infer":
        return None
    found: dict[str, Any] = {}
    words = iter(argv[1:])
    for word in words:
        if not word.startswith("-") or word == "-":
            if "incident" in found or word in ("", "-") or not _readable(word):
                return None  # a second file, none, stdin, one typer refuses: typer's to say
            found["incident"] = Path(word)
            continue
        name = _BY_FLAG.get(word)
        if name is None:
            return None  # --help, --lang=ru, -lru, --, or no option of infer's
        kind = _VALUE[name]
        if kind is None:
            found[name] = True
            continue
        value = next(words, None)
        if kind is int:
            if value is None or not (value.isascii() and value.isdigit() and len(value) < 10):
                return None  # what typer would refuse, read otherwise, or not read at all
            if int(value) < 1:
                return None
            found[name] = int(value)
        elif value in tuple(kind):
            found[name] = kind(value)
        else:
            return None
    return found if "incident" in found else None


def _readable(word: str) -> bool:
    """Does typer take this file (its ``Path`` argument: one that is not there is read,
    and fails, later; one that is there must be readable)?"""
    try:
        os.stat(word)
    except (OSError, ValueError):
        return True
    return os.access(word, os.R_OK)


def load(path: Path, board: int | None):  # type: ignore[no-untyped-def]
    """The incident in ``path``: a YAML incident file, or a board of a PBN or LIN file
    (``engine.deal_files``; an incident file names its board with ``board:``)."""
    from ruling.engine.loader import InputError, is_deal_file, load_incident

    if is_deal_file(path):
        from ruling.engine.deal_files import load_deal_file  # here: ~1 ms an incident file

        return load_deal_file(path, board)
    if board is not None:
        raise InputError(str(path), 1, 1, "--board is for a PBN or LIN file; an incident "
                                          "file names its board with 'board:'")
    return load_incident(path)


def install_knowledge() -> None:
    """Hand the engine the knowledge base (the engine knows no law of its own). This loads
    no law yet: an edition's laws are imported with its first engine."""
    from ruling.engine.registry import install
    from ruling.kb import KNOWLEDGE

    install(KNOWLEDGE)


def infer(incident: Path, format: Format = Format.text, lang: Lang = Lang.en,
          board: int | None = None, why: bool = False) -> int:
    """``ruling infer``: rule on the incident and print the ruling; the exit status (an
    input error: its one line on stderr, 2)."""
    from ruling.engine.loader import InputError
    from ruling.engine.render import to_json, to_text
    from ruling.engine.session import rule_on

    try:
        ruling = rule_on(load(incident, board))  # what the record contradicts: an input error
    except InputError as err:
        return fail(str(err))
    if format is Format.json:
        out(json.dumps(to_json(ruling, lang.value), ensure_ascii=False, indent=2) + "\n")
    else:
        out(to_text(ruling, lang.value, markdown=format is Format.markdown, why=why))
    return 0


def out(text: str) -> None:
    """Print to stdout."""
    _echo(text, sys.stdout)


def fail(message: str) -> int:
    """Bad input: its one line on stderr, and the exit status 2."""
    _echo(message + "\n", sys.stderr)
    return 2


_ANSI = re.compile(r"\033\[[;?0-9]*[a-zA-Z]")  # a colour code, as click finds one


def _echo(text: str, stream) -> None:  # type: ignore[no-untyped-def]
    """Write as ``typer.echo`` writes: nowhere if there is no stream (stdout closed); a
    colour code (in a file's name, say) taken out unless it goes to a terminal; UTF-8
    where the stream's encoding is ASCII (a misconfigured locale) rather than fail."""
    if stream is None:
        return
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):
        terminal = False
    if not terminal:
        text = _ANSI.sub("", text)
    encoding = getattr(stream, "encoding", None) or "ascii"
    try:
        ascii_only = codecs.lookup(encoding).name == "ascii"
    except LookupError:
        ascii_only = False
    if ascii_only and hasattr(stream, "buffer"):
        stream.flush()
        stream.buffer.write(text.encode("utf-8", "replace"))
        stream.buffer.flush()
        return
    stream.write(text)
    stream.flush()


def main() -> None:
    """The console entry point (``ruling``).

    A command builds a RETE network and learns facts, and leaves no cyclic garbage
    behind (``tests/test_cli.py`` checks it over the whole case library). Python's
    cycle collector would only walk those objects, while the network is built and
    again at exit: about a sixth of a cold ``ruling infer``. So it is off while the
    command runs, and what is alive at the end is frozen out of the last collection.
    The caches a command makes are written after its output (``writes_after_output``).
    """
    from ruling.engine.cachefolder import writes_after_output

    completing = any(key.startswith("_") and key.endswith("_COMPLETE") for key in os.environ)
    arguments = None if completing else plain_infer(sys.argv[1:])
    gc.disable()
    try:
        with writes_after_output() as writing:
            if arguments is None:
                from ruling.cli import app

                app()
            else:
                install_knowledge()
                sys.exit(infer(**arguments))
    except SystemExit as end:
        if writing.apart:
            end_without_teardown(end.code)
        raise
    except BrokenPipeError:  # the reader has gone: as typer, nothing more, exit 1
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
    except KeyboardInterrupt:  # pragma: no cover
        sys.exit(130)
    finally:
        gc.freeze()


def end_without_teardown(code: object) -> None:
    """End the process, when it ends, without the interpreter's teardown: once a
    process was forked to write the caches (``cachefolder.writes_after_output``), the
    two share every page of memory until one writes to it, and the teardown, which
    writes to every object it frees, made the system copy them one by one (~10 ms of a
    cold run). An exit function does it: the last registered, it is the first run;
    it runs the others (those a caller of ``main`` registered),
    flushes the streams and ends with the command's status as ``sys.exit(code)`` gives
    it. Whatever a caller of ``main`` does after it still runs; an exit function it
    registers after ``main`` has returned would run twice (before this one, and in the
    run of the others), and the status is the command's whatever the caller exits with."""
    import atexit
    import contextlib

    def end() -> None:
        atexit.unregister(end)
        atexit._run_exitfuncs()
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # closed, or its reader gone
                stream.flush()
        os._exit(status)

    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # sys.exit prints any other value (as the interpreter will), and ends with 1
        status = 1
    atexit.register(end)


if __name__ == "__main__":
    main()
