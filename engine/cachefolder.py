"""Ruling's cache folder: where it is, whether it is on, and how a file is read and
written in it.

Four caches keep there what a run would otherwise make again: the built RETE networks
(``engine.netcache``), the laws' indexes (``engine.lazylaws``), the compiled methods of
the record classes and, for a batch, the compiled alpha branches (``engine.codecache``).
Where: ``$RULING_CACHE_DIR`` if set (made absolute), else ``$XDG_CACHE_HOME/ruling``,
else ``~/.cache/ruling``; never beside the installed package. ``RULING_CACHE=off`` (or
``0``, ``no``, ``false``) switches them off.

A file is written whole or not at all (a new file of this user's, which no one else
may write, renamed over the old: a run never reads another's half-written file, and a
link or pipe someone left at the temporary name is neither followed nor written). A
file is read only if it is a regular file of this user's that no one else may write,
and no larger than its cache allows: a pipe left at its name does not hang a ruling,
nor does a huge file fill the memory, and what another user could have written is
never used.

The costly writes (a network's records and the laws' index, ~15 ms of a cold run, and
the records' compiled code) can wait until the command's output is out
(``writes_after_output``, as ``entry.main`` runs every command): the TD reads the
ruling while they are made. Where processes fork, they are made by a process of their
own, which holds a lock on the folder's ``.writing`` while it writes (and removes it
after) and has none of the command's streams: the command ends with its output, as
``git`` leaves its automatic upkeep to a process in the background. A run that reads a
cache file first waits for the lock (``settle``, at most ``WAIT`` seconds), so that a
ruling made just after finds what the last one wrote rather than building it again.
Elsewhere (no ``fork``, a thread running beside the command, no lock to be had at
once) the writes are made by the command itself, after its output.
"""

from __future__ import annotations

import binascii
import contextlib
import json
import os
import stat
import sys
import time
from collections.abc import Callable, Iterator
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
    settle()
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


# -- the costly writes, after the command's output --------------------------------------

WAIT = 2.0  # seconds a run waits at most for the caches another is writing
LOCK = ".writing"  # held by a process writing caches after its command's output

_LATER: list[Callable[[], None]] | None = None  # the writes kept (writes_after_output)
_SETTLED: list[bool] = []  # settle's: once a process
_AT_EXIT: list[Callable[[], None]] = []  # the writes write_at_end left to the process's end


def write_later(write: Callable[[], None]) -> None:
    """Make a cache's write (a function that makes its file and writes it, or nothing,
    raising nothing): now, or, within ``writes_after_output``, after the command's
    output."""
    if _LATER is None:
        write()
    else:
        _LATER.append(write)


def write_at_end(write: Callable[[], None]) -> None:
    """Make a write that takes in what the process has done when it is made (the
    records' code, ``engine.codecache``): within ``writes_after_output``, with the
    command's other writes, after its output (in their process, where they go to one);
    else as the process ends (``atexit``). What the process does after a command's
    writes were handed over is not in them: ``pending`` tells when to ask again."""
    if _LATER is None:
        import atexit

        atexit.register(write)
        _AT_EXIT.append(write)
    else:
        _LATER.append(write)


def pending(write: Callable[[], None]) -> bool:
    """Is this write (``write_at_end``) still to be made, with whatever the process
    does from now on: kept for the end of the command under way, or of the process?"""
    return write in _AT_EXIT or (_LATER is not None and write in _LATER)


@contextlib.contextmanager
def writes_after_output() -> Iterator[Writing]:
    """Keep the writes asked for within (``write_later``) until its end: then make them,
    in a process of their own where processes fork (see the module's docstring). What
    it gives says, at the end, whether they went to another process (``apart``)."""
    global _LATER
    outer, _LATER = _LATER, []
    writing = Writing()
    try:
        yield writing
    finally:
        writes, _LATER = _LATER, outer
        if writes:
            writing.apart = _write_apart(writes)


class Writing:
    """Whether a command's writes were handed to a process of their own."""

    apart = False


def _write_apart(writes: list[Callable[[], None]]) -> bool:
    """Make the writes in a new process holding the folder's lock (True), or here if
    that cannot be (False). The command's output is flushed first: the new process has
    none of its streams (its own are the null device), and the command ends without
    waiting for it (a pipe reading the command closes when the command ends)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):  # closed, or a reader gone
            stream.flush()
    held = _locked() if _may_fork() else None
    if held is None:
        _make(writes)
        return False
    lock, path = held
    try:
        child = os.fork()
    except OSError:
        child = -1
    if child != 0:
        os.close(lock)  # the child's copy holds the lock
        if child < 0:
            _make(writes)
        return child > 0
    try:  # the child: out of the command's session, no descriptor of its but the lock
        import signal  # and the null device as its streams; ended if it ever hangs

        os.setsid()
        signal.alarm(LONGEST)
        null = os.open(os.devnull, os.O_RDWR)
        for stream in (0, 1, 2):
            os.dup2(null, stream)
        os.closerange(3, min(lock, null))
        os.closerange(min(lock, null) + 1, max(lock, null))
        os.closerange(max(lock, null) + 1, _MAXFD)
        os.close(null)
        _make(writes, lambda: _still_held(path, lock))
        if _still_held(path, lock):  # its own: a run finding none waits for nothing
            os.unlink(path)
    finally:
        os._exit(0)


LONGEST = 60  # seconds a writer may take before the system ends it (its lock released)
_MAXFD = 1 << 16


def _still_held(path: Path, lock: int) -> bool:
    """Is the lock file at ``path`` still the one held (the folder not removed since)?"""
    try:
        now, held = os.lstat(path), os.fstat(lock)
    except OSError:
        return False
    return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)


def _make(writes: list[Callable[[], None]], wanted: Callable[[], bool] = lambda: True
          ) -> None:
    """Make the writes, each while ``wanted`` (a writer apart: while the cache folder
    that was locked is still there, so that a folder removed is not made again)."""
    for write in writes:
        if not wanted():
            return
        with contextlib.suppress(Exception):  # a write that failed: built again next time
            write()


def _may_fork() -> bool:
    """Can this process fork safely: it can, and no other thread runs in it (the
    system's count where it shows one, else Python's)."""
    if not hasattr(os, "fork"):
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:
        threading = sys.modules.get("threading")
        return threading is None or threading.active_count() == 1


def _locked() -> tuple[int, Path] | None:
    """The folder's lock, held (exclusive): its descriptor and path; None if it cannot
    be had at once (no ``fcntl``, no folder, another process writing)."""
    try:
        import fcntl

        path = cache_dir() / LOCK
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _NONBLOCK, 0o600)
    except (ImportError, OSError, RuntimeError, KeyError):
        return None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError("no regular file")
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(descriptor)
        return None
    return descriptor, path


def settle(folder: Path | None = None, wait: float = WAIT) -> None:
    """Wait, at most ``wait`` seconds, for the process writing caches into ``folder``
    (by default the cache folder, and then only at the first cache file a process
    reads: ``read_framed``) to release its lock: the run reads what it wrote. Nothing
    to wait for when there is no lock file of this user's, or no ``fcntl``."""
    if folder is None:
        if _SETTLED:
            return
        _SETTLED.append(True)
        try:
            folder = cache_dir()
        except (RuntimeError, KeyError, OSError):
            return
    try:
        descriptor = os.open(folder / LOCK, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
    except OSError:  # mostly: none (imported only now, fcntl would cost every run ~0.5 ms)
        return
    try:
        import fcntl
    except ImportError:  # a lock file where there are no such locks: none to wait for
        os.close(descriptor)
        return
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode) or (
                hasattr(os, "getuid") and status.st_uid != os.getuid()):
            return
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
                return
            except OSError:
                if time.monotonic() >= deadline:
                    return
                time.sleep(0.002)
    finally:
        os.close(descriptor)
