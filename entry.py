"""The ``ruling`` command's entry point: a plain ``ruling infer FILE [options]`` is ruled
on here, without typer; every other command line goes to the typer app (``cli.py``).

Typer, and the click it carries, take about 45 ms to import: half of what a bare
``python -c "import typer, yaml"`` costs, and a quarter of a cold ``ruling infer``
(issue 15). The command a TD runs at the table is ``infer`` on one file, so this module
reads that command line itself, and rules and prints by the same function as the typer
command (``infer``). It reads only the plainest form: the file and the options below,
each flag and its value as separate words, each value one typer takes as it is. Any
other word (``--help``, ``--lang=ru``, ``-lru``, ``--``, a second file, a value typer
would refuse or convert) sends the whole command line to typer, which says what it says
now. ``tests/test_entry.py`` checks that the two read every option alike and print the
same, and that a plain ``ruling infer`` imports no typer.
"""

from __future__ import annotations

import gc
import json
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
            if "incident" in found or word == "-":
                return None  # a second file, or stdin: typer's to say
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
            if value is None or not (value.isascii() and value.isdigit()) or int(value) < 1:
                return None  # what typer would refuse or read otherwise
            found[name] = int(value)
        elif value in tuple(kind):
            found[name] = kind(value)
        else:
            return None
    return found if "incident" in found else None


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
    """Print to stdout as it is."""
    sys.stdout.write(text)
    sys.stdout.flush()


def fail(message: str) -> int:
    """Bad input: its one line on stderr, and the exit status 2."""
    sys.stderr.write(message + "\n")
    sys.stderr.flush()
    return 2


def main() -> None:
    """The console entry point (``ruling``).

    A command builds a RETE network and learns facts, and leaves no cyclic garbage
    behind (``tests/test_cli.py`` checks it over the whole case library). Python's
    cycle collector would only walk those objects, while the network is built and
    again at exit: about a sixth of a cold ``ruling infer``. So it is off while the
    command runs, and what is alive at the end is frozen out of the last collection.
    """
    arguments = plain_infer(sys.argv[1:])
    gc.disable()
    try:
        if arguments is None:
            from ruling.cli import app

            app()
        else:
            install_knowledge()
            sys.exit(infer(**arguments))
    except KeyboardInterrupt:  # pragma: no cover
        sys.exit(130)
    finally:
        gc.freeze()


if __name__ == "__main__":
    main()
