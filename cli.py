"""The ``ruling`` command: ``infer`` an incident, ``test`` the cases, list the ``laws``."""

from __future__ import annotations

import json
import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from ruling.entry import INFER_FLAGS, Format, Lang, fail, install_knowledge, load, main
from ruling.entry import infer as rule_and_print  # as a plain `ruling infer` is, without typer

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    help="An expert system for bridge tournament directors: the Laws of Duplicate Bridge "
         "applied by forward chaining.",
)


# The case library ships inside the package (``ruling/cases``): ``ruling test`` and
# ``ruling laws`` find it from any directory.
LIBRARY = Path(__file__).resolve().with_name("cases")


class Edition(StrEnum):
    y2017 = "2017"
    y1987 = "1987"


@app.callback()
def _knowledge_base() -> None:
    """Hand the engine the knowledge base (``entry.install_knowledge``)."""
    install_knowledge()


def _fail(message: str) -> None:
    raise typer.Exit(fail(message))


_BOARD_HELP = "The board to rule on, in a PBN or LIN file of several boards."


_WHY_HELP = ("The whole chain of laws, every step of it (by default the steps that decide: "
             "an irregularity, a ruling item, a finding).")


@app.command()
def infer(
    incident: Annotated[Path, typer.Argument(
        help="The incident file (YAML), or a PBN or LIN file.")],
    format: Annotated[Format, typer.Option(*INFER_FLAGS["format"], help="Output form.")
                      ] = Format.text,
    lang: Annotated[Lang, typer.Option(*INFER_FLAGS["lang"], help="Output language.")
                    ] = Lang.en,
    board: Annotated[int | None, typer.Option(*INFER_FLAGS["board"], min=1,
                                              help=_BOARD_HELP)] = None,
    why: Annotated[bool, typer.Option(*INFER_FLAGS["why"], help=_WHY_HELP)] = False,
) -> None:
    """Recognise the irregularities of an incident and give the ruling, with its laws."""
    status = rule_and_print(incident, format, lang, board, why)
    if status:
        raise typer.Exit(status)


_YES = {"en": ("y", "yes"), "ru": ("д", "да", "y", "yes")}
_NO = {"en": ("n", "no"), "ru": ("н", "нет", "n", "no")}
_YES_OR_NO = {"en": "Answer y (yes) or n (no).", "ru": "Ответьте д (да) или н (нет)."}


def _answer(text: str, lang: str) -> bool:
    """The TD's yes or no to a question, asked again until it is one: an empty or other
    answer is never taken for either."""
    while True:
        reply = typer.prompt(f"{text} [{_YES[lang][0]}/{_NO[lang][0]}]", default="",
                             show_default=False).strip().lower()
        if reply in _YES[lang]:
            return True
        if reply in _NO[lang]:
            return False
        typer.echo(_YES_OR_NO[lang])


@app.command()
def ask(
    incident: Annotated[Path, typer.Argument(
        help="The incident file (YAML), or a PBN or LIN file.")],
    lang: Annotated[Lang, typer.Option("--lang", "-l", help="Output language.")] = Lang.en,
    board: Annotated[int | None, typer.Option("--board", "-b", min=1, help=_BOARD_HELP)] = None,
) -> None:
    """Like infer, but asks the TD each finding the ruling needs, then rules."""
    from ruling.engine.loader import InputError
    from ruling.engine.render import to_json, to_text
    from ruling.engine.session import rule_on
    try:
        loaded = load(incident, board)
    except InputError as err:
        _fail(str(err))
        return
    while True:
        try:
            ruling = rule_on(loaded)
        except InputError as err:
            _fail(str(err))
            return
        questions = to_json(ruling, lang.value)["questions"]
        if not questions:
            break
        # The first question open is the first the Laws ask; its answer may settle the
        # others (16B1(a) is not asked once 16B1(b) finds no logical alternative), so the
        # ruling is made again before the next one is put.
        first = questions[0]
        loaded.findings[first["id"]] = _answer(f"{first['text']} [{first['law']}]", lang.value)
    typer.echo(to_text(ruling, lang.value), nl=False)


@app.command()
def test(
    paths: Annotated[list[Path] | None, typer.Argument(help="Case files or folders.")] = None,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, help="Worker processes.")] = 1,
    junit: Annotated[Path | None, typer.Option("--junit", help="Write JUnit XML here.")] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Name every case.")] = False,
) -> None:
    """Replay case files (default: the case library shipped with ruling) and compare with
    what they expect."""
    import time

    from ruling.engine.cases import case_files, failure_report, junit_xml, run_cases

    paths = paths or [LIBRARY]
    total = len(case_files(paths))
    started = time.perf_counter()
    results = []
    with _progress(total) as advance:
        for result in run_cases(paths, jobs=jobs):
            results.append(result)
            advance()
            if not result.passed:
                typer.echo(failure_report(result))
            elif verbose:
                typer.echo(f"ok   {result.path}")
    passed = sum(r.passed for r in results)
    failed = len(results) - passed
    if junit is not None:
        junit.write_text(junit_xml(results, time.perf_counter() - started), encoding="utf-8")
    typer.echo(f"{passed} passed, {failed} failed")
    if failed or not passed:
        raise typer.Exit(1)


def _progress(total: int):  # type: ignore[no-untyped-def]
    """A progress bar on a terminal for long runs; nothing in CI logs or pipes."""
    import contextlib
    import os

    if total < 200 or not sys.stdout.isatty() or os.environ.get("CI"):
        return contextlib.nullcontext(lambda: None)

    @contextlib.contextmanager
    def bar():  # type: ignore[no-untyped-def]
        from rich.progress import Progress

        with Progress(transient=True) as progress:
            task = progress.add_task("cases", total=total)
            yield lambda: progress.advance(task)

    return bar()


@app.command()
def laws(
    number: Annotated[str | None, typer.Argument(
        help="One law's number, e.g. 27, or one of its subdivisions, e.g. 27B1.")] = None,
    edition: Annotated[Edition, typer.Option("--laws", help="Edition.")] = Edition.y2017,
    format: Annotated[Format, typer.Option("--format", "-f")] = Format.text,
    lang: Annotated[Lang, typer.Option("--lang", "-l")] = Lang.en,
    cases: Annotated[Path, typer.Option("--cases", help="Where the cases are.",
                                        show_default="the library shipped with ruling")
                     ] = LIBRARY,
) -> None:
    """What the knowledge base holds for an edition: laws, rules and cases."""
    from ruling.engine.catalog import law_detail, law_table

    words = LAWS_WORDS[lang.value]
    if number is None:
        table = law_table(edition.value, lang.value, cases)
        if format is Format.json:
            typer.echo(json.dumps(table, ensure_ascii=False, indent=2))
            return
        for row in table:
            note = f"  ({words['recognised']})" if not row["rules"] else ""
            typer.echo(f"{row['law']:>4}  {row['title'][:56]:<56} {words['rules']} "
                       f"{row['rules']:>3}  {words['cases']} {row['cases']:>3}{note}")
        return
    detail = law_detail(edition.value, number, lang.value, cases)
    if detail is None:
        _fail(f"law {number}: not in the knowledge base for the {edition.value} Laws")
        return
    if format is Format.json:
        typer.echo(json.dumps(detail, ensure_ascii=False, indent=2))
        return
    typer.echo(f"{words['law']} {detail['law']} — {detail['title']}")
    if detail["summary"]:
        typer.echo(detail["summary"])
    typer.echo(words["count"].format(detail["cases"]))
    for rule in detail["rules_list"]:
        typer.echo(f"  {rule['law']:<10} {rule['rule']}: {rule['text']}")
    for path in detail.get("case_files", ()):
        typer.echo(f"  {words['case']} {path}")


# The headings of ``ruling laws`` (a rule's name, ``Law27.comparable``, is the code's)
LAWS_WORDS = {
    "en": {"rules": "rules", "cases": "cases", "recognised": "recognised only: not covered",
           "law": "Law", "count": "{} case(s)", "case": "case"},
    "ru": {"rules": "правил", "cases": "случаев", "recognised": "только распознаётся: не "
           "охвачено", "law": "Правило", "count": "случаев: {}", "case": "случай"},
}


@app.command()
def schema() -> None:
    """Print the JSON Schema of incident files (for editors: complete and check them)."""
    from ruling.engine.schema import text

    typer.echo(text(), nl=False)


if __name__ == "__main__":
    main()  # entry.main: a plain infer without typer, any other command by the app above
