"""Compiled code kept between runs: the methods ``engine.records`` writes out for its
classes, when they are not shipped compiled (``engine.recordcode``: a record class
changed since, or one of the tests').

A ruling makes 14 record classes as its modules are imported, and compiling the source
of their methods (``records._written``, ~17 KB for the 14) took ~5 ms of every run,
where reading the same code back with ``marshal`` takes ~0.2 ms. Python keeps a
module's compiled code in ``__pycache__``; this keeps these methods' code in one file
of ruling's cache folder (``engine.cachefolder``): ``code-<tag>-<crc>.bin``, the
Python's cache tag and a checksum of its full version and optimisation level, since
one Python's code is no other's. ``ALPHA`` keeps, alike, in a file of its own
(``alpha-<tag>-<crc>.bin``), the code of the alpha branches ``engine.alpha`` writes out
in a batch (``alpha.keep_compiled_branches``, which ``ruling test`` asks for: ~410 KB
of source for the 164 branches of the two editions' engines of all periods, compiled
in ~0.1 s and read back in a few milliseconds; where processes fork, the parent of
``ruling test -j N`` compiles them all before its workers start). A single ruling
compiles its one or two branches, if any, without reading that file.

The file is read at the first ``compiled`` of a process. It holds sources, each with
the name its code carries, and their code. A source it does not hold is compiled; the
file is then written again, whole, as the process ends (in a command, ``entry.main``,
after its output, with the other caches' writes: ``cachefolder.write_at_end``; a source
compiled after that has the file written again as the process ends): what it held and
every source compiled or found in this process so far, or, past ``LIMIT`` entries
(sources that changed), this process's alone. The file is used only when it is a
regular file of this user's that no one else may write (its code is run, as Python
runs ``__pycache__``'s), when the length and CRC-32 of its body are its header's
(both read by ``cachefolder.read_framed``, as the other caches' files are), when its
header names this Python and its format, and only what is a source with its name and
a code object. Anything else (missing, truncated, spoilt,
foreign, another user's, a pipe) and every source is compiled as if there were no
file. ``RULING_CACHE=off``, or no cache folder to be found, compiles every source and
writes nothing. A process that ends by ``os._exit`` (a worker of ``ruling test -j``)
writes nothing: its parent does.
"""

from __future__ import annotations

import marshal
import sys
from pathlib import Path
from types import CodeType

from ruling.engine.cachefolder import (
    cache_dir,
    checksum,
    enabled,
    pending,
    read_framed,
    write_at_end,
    write_framed,
)

FORMAT = 1
LIMIT = 512  # entries kept from earlier runs; past it, only this run's
SIZE = 16 << 20  # bytes: a file larger is none of ours (the 14 records' is ~45 KB)


# the Python, and the optimisation level compile() takes from it (-O)
_VERSION = checksum(f"{sys.version} -O{sys.flags.optimize}".encode())
_MAGIC = f"ruling-code {FORMAT} {sys.implementation.cache_tag} {_VERSION}"

Key = tuple[str, str]  # the source, and the file name its code carries
_DEFAULT = object()  # the file of the user's cache folder, looked for at the first use


class CodeCache:
    """The compiled code of the sources of one cache file (see the module's docstring);
    ``path`` None: nothing read or written; by default the file of the user's cache
    folder, looked for at the first ``compiled``."""

    def __init__(self, path: Path | None | object = _DEFAULT, kind: str = "code") -> None:
        self.path = path
        self.kind = kind  # the default file's name begins with it
        self.held: dict[Key, CodeType] | None = None  # read at the first use
        self.used: dict[Key, CodeType] = {}  # found or compiled in this process
        self.missed = False

    def compiled(self, source: str, filename: str) -> CodeType:
        """``compile(source, filename, "exec")`` as a module of its own compiles it (no
        ``__future__`` flag of the caller's), or the same code read from the file."""
        if self.held is None:
            if self.path is _DEFAULT:
                self.path = _default_path(self.kind)
            self.held = self._read()
        key = (source, filename)
        code = self.held.get(key)
        if code is None:
            code = compile_alone(source, filename)
            if self.path is not None:
                self.missed = True
                if not pending(self.save):  # again for a source compiled after a command
                    write_at_end(self.save)
        self.used[key] = code
        return code

    def _read(self) -> dict[Key, CodeType]:
        if not isinstance(self.path, Path):
            return {}
        framed = read_framed(self.path, SIZE)  # another's, spoilt, cut short: None
        if framed is None or framed[0].get("magic") != _MAGIC:
            return {}
        try:
            table = marshal.loads(framed[1])
        except Exception:  # truncated, spoilt, foreign
            return {}
        if type(table) is not dict or not all(
                type(key) is tuple and len(key) == 2 and type(key[0]) is str
                and type(key[1]) is str and type(code) is CodeType
                for key, code in table.items()):
            return {}
        return table

    def save(self) -> None:
        """Write the file again (at the end of a process that compiled a source)."""
        if not isinstance(self.path, Path) or not enabled():
            return
        kept = dict(self.held or {})
        if len(kept.keys() | self.used.keys()) > LIMIT:
            kept = {}
        kept.update(self.used)
        try:
            write_framed(self.path, {"magic": _MAGIC}, marshal.dumps(kept))
        except OSError:  # a read-only home, a full disk: the next run compiles again
            return


def compile_alone(source: str, filename: str) -> CodeType:
    """``source`` compiled as a module of its own compiles it (no ``__future__`` flag of
    the caller's), with no file read or written."""
    return compile(source, filename, "exec", dont_inherit=True)


def _default_path(kind: str = "code") -> Path | None:
    """The cache file in the user's cache folder; None if the cache is off or there is
    no folder to be found (no home, say: the code is compiled, as with no file)."""
    if not enabled():
        return None
    try:
        folder = cache_dir()
    except (RuntimeError, KeyError, OSError):
        return None
    return folder / f"{kind}-{sys.implementation.cache_tag or 'python'}-{_VERSION}.bin"


_CACHE = CodeCache()
ALPHA = CodeCache(kind="alpha")  # the alpha branches engine.alpha compiles: a file apart


def compiled(source: str, filename: str) -> CodeType:
    """The code of ``source`` (see the module's docstring): what
    ``compile(source, filename, "exec", dont_inherit=True)`` gives."""
    return _CACHE.compiled(source, filename)
