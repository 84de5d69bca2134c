"""The whole library's rulings as JSON (English and Russian, trace included), one hash
a file: the fingerprint a refactoring of the rule layer must leave unchanged.

    python tools/library_json.py            # print "path  sha256" for every file
    python tools/library_json.py --write    # rewrite tests/data/library-json.sha256
    python tools/library_json.py --dump F   # the JSON itself, to compare by hand

`tests/test_library_json.py` compares the library with the file; a change that is a
fix rewrites it in the same commit, and the commit names the fix.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FINGERPRINTS = ROOT / "tests" / "data" / "library-json.sha256"


def rulings() -> dict[str, dict]:
    """Every case and example, ruled in both languages, by its path from the root."""
    from ruling.engine.cases import case_files, engine_for
    from ruling.engine.loader import load_incident
    from ruling.engine.registry import install
    from ruling.engine.render import to_json
    from ruling.engine.session import rule_on
    from ruling.kb import KNOWLEDGE

    install(KNOWLEDGE)
    out: dict[str, dict] = {}
    for path in case_files([ROOT / "cases", ROOT / "examples"]):
        incident = load_incident(path)
        ruling = rule_on(incident, engine_for(incident.laws))
        out[path.relative_to(ROOT).as_posix()] = {
            lang: to_json(ruling, lang) for lang in ("en", "ru")}
    return out


def fingerprints(found: dict[str, dict] | None = None) -> dict[str, str]:
    found = rulings() if found is None else found
    return {path: hashlib.sha256(json.dumps(data, ensure_ascii=False, sort_keys=True)
                                 .encode()).hexdigest()
            for path, data in found.items()}


def read(path: Path = FINGERPRINTS) -> dict[str, str]:
    return dict(line.split("  ", 1)[::-1] for line in path.read_text().splitlines() if line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--dump", type=Path)
    args = parser.parse_args()
    found = rulings()
    if args.dump:
        args.dump.write_text(json.dumps(found, ensure_ascii=False, indent=1, sort_keys=True))
    text = "".join(f"{digest}  {path}\n" for path, digest in fingerprints(found).items())
    if args.write:
        FINGERPRINTS.write_text(text)
    elif not args.dump:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
