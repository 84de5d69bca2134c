"""Ruling's cache folder: where it is, whether it is on, and how a file is written in it.

Two caches keep there what a run would otherwise make again: the built RETE networks
(``engine.netcache``) and the compiled methods of the record classes
(``engine.codecache``). Where: ``$RULING_CACHE_DIR`` if set, else
``$XDG_CACHE_HOME/ruling``, else ``~/.cache/ruling``; never beside the installed
package. ``RULING_CACHE=off`` (or ``0``, ``no``, ``false``) switches both off. A file is
written whole or not at all: a run never reads another's half-written file.
"""

from __future__ import annotations

import os
from pathlib import Path

OFF = {"off", "0", "no", "false"}


def enabled() -> bool:
    """Is the cache on? ``RULING_CACHE=off`` switches it off."""
    return os.environ.get("RULING_CACHE", "").strip().lower() not in OFF


def cache_dir() -> Path:
    """The user's cache folder for ruling (see the module's docstring)."""
    explicit = os.environ.get("RULING_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "ruling"


def write_whole(path: Path, data: bytes) -> None:
    """Write ``path`` whole: a temporary file beside it, renamed over it (OSError if the
    folder cannot be made or written; the temporary file never stays)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temporary.write_bytes(data)
        os.replace(temporary, path)
    finally:
        if temporary.exists():
            temporary.unlink()
