"""Ruling's cache folder: where it is, whether it is on, and how a file is read and
written in it.

Three caches keep there what a run would otherwise make again: the built RETE networks
(``engine.netcache``), the laws' indexes (``engine.lazylaws``) and the compiled methods
of the record classes (``engine.codecache``). Where: ``$RULING_CACHE_DIR`` if set
(made absolute), else ``$XDG_CACHE_HOME/ruling``, else ``~/.cache/ruling``; never
beside the installed package. ``RULING_CACHE=off`` (or ``0``, ``no``, ``false``) switches them off.

A file is written whole or not at all (a new file of this user's, which no one else
may write, renamed over the old: a run never reads another's half-written file, and a
link or pipe someone left at the temporary name is neither followed nor written). A
file is read only if it is a regular file of this user's that no one else may write,
and no larger than its cache allows: a pipe left at its name does not hang a ruling,
nor does a huge file fill the memory, and what another user could have written is
never used.
"""

from __future__ import annotations

import binascii
import contextlib
import json
import os
import stat
from pathlib import Path
from typing import Any

OFF = {"off", "0", "no", "false"}

# os.open's flags where the system has them: never follow a link at the file's own
# name, never wait on a pipe
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


def enabled() -> bool:
    """Is the cache on? ``RULING_CACHE=off`` switches it off."""
    return os.environ.get("RULING_CACHE", "").strip().lower() not in OFF


def cache_dir() -> Path:
    """The user's cache folder for ruling (see the module's docstring); RuntimeError if
    there is neither ``$RULING_CACHE_DIR`` nor a home folder to be found."""
    explicit = os.environ.get("RULING_CACHE_DIR")
    if explicit:
        return Path(os.path.abspath(explicit))
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "ruling"


def read_owned(path: Path, limit: int) -> bytes | None:
    """The bytes of the cache file at ``path``; None if there is none, or it is no
    regular file, or another user's, or one others may write, or larger than ``limit``
    bytes, or cannot be read."""
    try:
        descriptor = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _BINARY)
    except OSError:
        return None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode) or status.st_size > limit:
            return None
        if hasattr(os, "getuid") and (status.st_uid != os.getuid()
                                      or status.st_mode & 0o022):
            return None
        with os.fdopen(descriptor, "rb", closefd=False) as file:
            data = file.read(limit + 1)
    except OSError:
        return None
    finally:
        os.close(descriptor)
    return data if len(data) <= limit else None


def checksum(data: str | bytes) -> str:
    """A short checksum (CRC-32, by binascii, which yaml imports already): to name a file
    by its key, whose header holds the key in full, and to find a body cut short or
    spoilt."""
    return f"{binascii.crc32(data.encode() if isinstance(data, str) else data):08x}"


def write_framed(path: Path, header: dict[str, Any], body: bytes) -> None:
    """Write ``path`` whole (``write_whole``) as a line of JSON, ``header`` with the
    body's length and checksum added (``"body"``), then the body."""
    header = {**header, "body": [len(body), checksum(body)]}
    write_whole(path, json.dumps(header).encode() + b"\n" + body)


def read_framed(path: Path, limit: int) -> tuple[dict[str, Any], bytes] | None:
    """The header and body of a file ``write_framed`` wrote (read by ``read_owned``);
    None if there is none, or it is not one this user's cache holds, or its body is not
    of the length and checksum its header says."""
    data = read_owned(path, limit)
    if data is None:
        return None
    try:
        newline = data.index(b"\n")
        header = json.loads(data[:newline])
    except ValueError:
        return None
    body = data[newline + 1:]
    if type(header) is not dict or header.get("body") != [len(body), checksum(body)]:
        return None
    return header, body


def write_whole(path: Path, data: bytes) -> None:
    """Write ``path`` whole: a new temporary file beside it, renamed over it (OSError if
    the folder cannot be made or written; the temporary file never stays)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with contextlib.suppress(FileNotFoundError):
        temporary.unlink()  # one a killed run of the same number left (a link: itself)
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW
                         | _BINARY, 0o644)
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
