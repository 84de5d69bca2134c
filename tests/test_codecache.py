"""The cache of compiled code (``engine.codecache``): the code read back is the code
compiled, and a file gone bad in any way, or one another may have written, is never
run: every source is compiled again and the file written anew."""

import marshal
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from ruling.engine import cachefolder, codecache
from ruling.engine.codecache import CodeCache

ROOT = Path(__file__).resolve().parent.parent

SOURCES = [("def f(x, y=1):\n    return (x, y) == (y, x)\n", "<record F>"),
           ("class G:\n    n = 2\n", "<record G>"),
           ("def h():\n    return 'h'\n", "<record H>")]


@pytest.fixture
def counted(monkeypatch):
    """Every compile made by the module, logged by its file name."""
    made: list[str] = []
    real = compile

    def logged(source, filename, mode, *args, **kwargs):  # type: ignore[no-untyped-def]
        made.append(filename)
        return real(source, filename, mode, *args, **kwargs)

    monkeypatch.setattr(codecache, "compile", logged, raising=False)
    return made


def written(path: Path) -> CodeCache:
    """A file holding the code of SOURCES, written as a process ends."""
    first = CodeCache(path)
    for source, name in SOURCES:
        first.compiled(source, name)
    first.save()
    return first


def test_the_code_read_back_is_the_code_compiled(tmp_path, counted):
    path = tmp_path / "code.bin"
    first = written(path)
    assert counted == [name for _, name in SOURCES] and first.missed
    second = CodeCache(path)
    for source, name in SOURCES:
        code = second.compiled(source, name)
        assert code == compile(source, name, "exec")
        assert code.co_filename == name
    assert counted == [name for _, name in SOURCES]  # none compiled again
    assert not second.missed
    namespace: dict[str, object] = {}
    exec(second.compiled(*SOURCES[0]), namespace)
    assert namespace["f"](1) is True and namespace["f"](1, 2) is False  # type: ignore[operator]


def test_a_source_changed_is_compiled_and_kept_beside_the_others(tmp_path, counted):
    path = tmp_path / "code.bin"
    written(path)
    cache = CodeCache(path)
    changed = SOURCES[0][0].replace("(x, y)", "(y, x)")
    cache.compiled(changed, SOURCES[0][1])
    assert counted[-1] == SOURCES[0][1] and cache.missed
    cache.save()
    held = CodeCache(path)._read()
    assert set(held) == {*[(s, n) for s, n in SOURCES], (changed, SOURCES[0][1])}


def test_past_the_limit_only_this_processs_code_is_kept(tmp_path, monkeypatch):
    path = tmp_path / "code.bin"
    written(path)  # three sources
    monkeypatch.setattr(codecache, "LIMIT", 4)
    at_limit = CodeCache(path)
    at_limit.compiled("x = 1\n", "<record X>")  # four in all: kept
    at_limit.save()
    assert len(CodeCache(path)._read()) == 4
    past = CodeCache(path)
    past.compiled(*SOURCES[0])  # found in the file, and used
    past.compiled("y = 2\n", "<record Y>")  # five in all: only this process's kept
    past.save()
    assert set(CodeCache(path)._read()) == {SOURCES[0], ("y = 2\n", "<record Y>")}


def test_a_process_registers_one_write_however_much_it_compiles(tmp_path, monkeypatch):
    registered: list[object] = []
    monkeypatch.setattr("atexit.register", registered.append)
    monkeypatch.setattr(cachefolder, "_AT_EXIT", [])
    cache = CodeCache(tmp_path / "code.bin")
    for source, name in SOURCES:
        cache.compiled(source, name)
    assert registered == [cache.save]
    assert CodeCache(None).compiled(*SOURCES[0]) and registered == [cache.save]


def test_a_source_compiled_after_a_command_s_writes_is_kept_too(tmp_path, monkeypatch):
    """A first source compiled within a command has the file written with the command's
    writes; one compiled after them (a caller of ``main`` going on) has it written again
    as the process ends: no source is lost."""
    monkeypatch.setattr(cachefolder, "_may_fork", lambda: False)  # never fork pytest
    registered: list[object] = []
    monkeypatch.setattr("atexit.register", registered.append)
    monkeypatch.setattr(cachefolder, "_AT_EXIT", [])
    path = tmp_path / "code.bin"
    cache = CodeCache(path)
    with cachefolder.writes_after_output():
        cache.compiled(*SOURCES[0])
        cache.compiled(*SOURCES[1])  # the same write, once
        assert registered == []
    assert set(CodeCache(path)._read()) == set(SOURCES[:2])
    cache.compiled(*SOURCES[2])
    assert registered == [cache.save]
    cache.save()  # as the process ends
    assert set(CodeCache(path)._read()) == set(SOURCES[:3])


def spoil(path: Path, how: str) -> None:
    data = path.read_bytes()
    header, body = data.split(b"\n", 1)
    if how == "truncated":
        path.write_bytes(data[:-7])
    elif how == "a byte changed":
        path.write_bytes(data[:-20] + bytes([data[-20] ^ 0x40]) + data[-19:])
    elif how == "another Python":
        other = codecache._MAGIC[:-8] + "00000000"  # another version's checksum
        path.write_bytes(header.replace(codecache._MAGIC.encode(), other.encode()) + b"\n"
                         + body)
    elif how == "another format":
        path.write_bytes(header.replace(b"ruling-code 1 ", b"ruling-code 2 ", 1) + b"\n" + body)
    elif how in ("a list", "a name that is no string", "a source that is no string",
                 "a key of three", "a code that is a string", "a body cut short"):
        code = compile("x = 1\n", "x", "exec")
        table = {"a list": [1, 2],
                 "a name that is no string": {("x = 1\n", 3): code},
                 "a source that is no string": {(b"x = 1\n", "x"): code},
                 "a key of three": {("x = 1\n", "x", "y"): code},
                 "a code that is a string": {("x = 1\n", "x"): "x = 1\n"},
                 "a body cut short": {("x = 1\n", "x"): code}}[how]
        new = marshal.dumps(table)
        if how == "a body cut short":  # its length and checksum those of what is left
            new = new[:-3]
        cachefolder.write_framed(path, {"magic": codecache._MAGIC}, new)
    elif how == "no header":
        path.write_bytes(body)
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "a folder":
        path.unlink()
        path.mkdir()
    elif how == "missing":
        path.unlink()
    elif how == "a pipe":  # never waited on
        path.unlink()
        os.mkfifo(path)
    elif how == "a link":  # never followed
        target = path.with_name("elsewhere.bin")
        target.write_bytes(data)
        path.unlink()
        path.symlink_to(target)
    elif how == "too large":
        path.write_bytes(data + b" " * codecache.SIZE)
    else:
        raise AssertionError(how)


@pytest.mark.parametrize("how", ["truncated", "a byte changed", "another Python",
                                 "another format", "a list", "a name that is no string",
                                 "a source that is no string", "a key of three",
                                 "a code that is a string", "a body cut short", "no header",
                                 "empty", "a folder", "missing", "a pipe", "a link",
                                 "too large"])
def test_a_file_gone_bad_is_compiled_again_and_written_anew(tmp_path, counted, how):
    path = tmp_path / "code.bin"
    written(path)
    spoil(path, how)
    del counted[:]
    cache = CodeCache(path)
    for source, name in SOURCES:
        assert cache.compiled(source, name) == compile(source, name, "exec")
    assert counted == [name for _, name in SOURCES] and cache.missed
    if how == "a folder":
        return  # nothing can be written there; nothing is lost but the time
    if how == "a pipe":
        assert stat.S_ISFIFO(path.lstat().st_mode)
    if how == "a link":
        assert path.is_symlink()
    cache.save()
    assert set(CodeCache(path)._read()) == set(SOURCES)


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="a POSIX owner")
@pytest.mark.parametrize("how", ["group may write", "others may write", "another's"])
def test_a_file_another_may_have_written_is_never_run(tmp_path, counted, monkeypatch, how):
    path = tmp_path / "code.bin"
    written(path)
    if how == "group may write":
        path.chmod(0o664)
    elif how == "others may write":
        path.chmod(0o646)
    else:
        uid = os.getuid()
        monkeypatch.setattr(os, "getuid", lambda: uid + 1)
    del counted[:]
    assert CodeCache(path)._read() == {}
    cache = CodeCache(path)
    cache.compiled(*SOURCES[0])
    assert counted == [SOURCES[0][1]]


def test_a_file_only_its_owner_may_write_is_read(tmp_path):
    path = tmp_path / "code.bin"
    written(path)
    path.chmod(0o644)
    assert set(CodeCache(path)._read()) == set(SOURCES)


@pytest.mark.skipif(not hasattr(os, "umask") or not hasattr(os, "getuid"),
                    reason="a POSIX mode")
def test_a_file_written_under_a_group_umask_is_read(tmp_path):
    """A umask letting the group write (002, many systems' own) still writes a file only
    its owner may write: the next run reads it."""
    old = os.umask(0o002)
    try:
        written(tmp_path / "code.bin")
    finally:
        os.umask(old)
    assert not (tmp_path / "code.bin").stat().st_mode & 0o022
    assert set(CodeCache(tmp_path / "code.bin")._read()) == set(SOURCES)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="links")
def test_a_link_left_at_the_temporary_name_is_not_followed(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"mine\n")
    path = tmp_path / "code.bin"
    (tmp_path / f".code.bin.{os.getpid()}.tmp").symlink_to(victim)
    written(path)
    assert victim.read_bytes() == b"mine\n"
    assert set(CodeCache(path)._read()) == set(SOURCES)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["code.bin", "victim.txt"]


def test_no_cache_folder_to_be_found_compiles(monkeypatch, counted):
    """No ``RULING_CACHE_DIR``, no ``XDG_CACHE_HOME`` and no home folder (a container's
    user with no entry of its own): every source compiled, nothing read or written."""
    for name in ("RULING_CACHE_DIR", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("RULING_CACHE", raising=False)

    def homeless() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", staticmethod(homeless))
    cache = CodeCache()
    assert cache.compiled(*SOURCES[0]) == compile(*SOURCES[0], "exec")
    assert cache.path is None and not cache.missed


def test_a_relative_cache_folder_is_the_one_of_the_start(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RULING_CACHE_DIR", "here")
    monkeypatch.delenv("RULING_CACHE", raising=False)
    cache = CodeCache()
    cache.compiled(*SOURCES[0])
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    cache.save()
    assert [p.parent for p in tmp_path.rglob("code-*.bin")] == [tmp_path / "here"]


def test_another_python_or_level_of_optimisation_has_a_file_of_its_own():
    """The file's name, and the header it must hold, change with the Python's version
    and with ``-O`` (whose code differs)."""
    script = ("import sys\n{}\nfrom ruling.engine import codecache\n"
              "print(codecache._default_path().name, codecache._MAGIC)")

    def named(*flags: str, before: str = "") -> list[str]:
        done = subprocess.run([sys.executable, *flags, "-c", script.format(before)],
                              cwd=ROOT, capture_output=True, text=True, timeout=60,
                              check=True, env={**os.environ, "RULING_CACHE_DIR": "/x"})
        return done.stdout.strip().split(maxsplit=1)

    ours = named()
    assert ours == [codecache._default_path().name, codecache._MAGIC]
    for other in (named("-O"), named(before="sys.version = sys.version + ' other'")):
        assert other[0] != ours[0] and other[1] != ours[1]


def test_off_compiles_every_source_and_writes_nothing(tmp_path, monkeypatch, counted):
    monkeypatch.setenv("RULING_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("RULING_CACHE", "off")
    cache = CodeCache()
    cache.compiled(*SOURCES[0])
    assert cache.path is None
    cache.save()
    assert counted == [SOURCES[0][1]] and list(tmp_path.iterdir()) == []
    late = CodeCache(tmp_path / "code.bin")  # switched off after the process began
    late.compiled(*SOURCES[1])
    late.save()
    assert list(tmp_path.iterdir()) == []
    monkeypatch.delenv("RULING_CACHE")
    on = codecache._default_path()
    assert on is not None and on.parent == tmp_path
    assert on.name.startswith(f"code-{sys.implementation.cache_tag}-")


def test_a_ruling_compiles_no_record_the_package_ships(tmp_path):
    """The records of a ruling are all shipped compiled (``engine.recordcode``): a
    ruling in an empty cache folder compiles none, and writes no code file."""
    from ruling.engine import records

    if not records.shipped():
        pytest.skip("no .pyc of engine/recordcode.py: the shipped code is not used")
    env = {**os.environ, "RULING_CACHE_DIR": str(tmp_path)}
    env.pop("RULING_CACHE", None)
    script = ("import atexit, sys\nfrom ruling.engine import codecache\n"
              "from ruling.entry import main\n"
              "atexit.register(lambda: print('HELD', codecache._CACHE.held,"
              " file=sys.stderr))\nmain()\n")
    done = subprocess.run([sys.executable, "-c", script, "infer",
                           str(ROOT / "examples" / "revoke.yaml")], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    cachefolder.settle(tmp_path, wait=30)
    assert done.stderr.strip().splitlines()[-1] == "HELD None"  # the file never read
    assert list(tmp_path.glob("code-*.bin")) == []


def test_a_ruling_reads_the_records_code_that_the_first_run_wrote(tmp_path):
    """Three runs of ``ruling infer`` in a cache folder of their own, the shipped code
    of the records taken away (as for a record class changed since it was shipped): the
    first compiles the records' methods and writes them (its caches' writer does, after
    the ruling); the second reads them all and writes nothing; a third, on a spoilt
    file, compiles them again. The ruling is the same each time."""
    script = ("import atexit, sys\nfrom ruling.engine import codecache, recordcode\n"
              "recordcode.CODE.clear()\n"
              "from ruling.entry import main\n"  # a command forking its cache writer ends
              "atexit.register(lambda: print('MISSED', codecache._CACHE.missed,"  # at once
              " len(codecache._CACHE.used), file=sys.stderr))\nmain()\n")
    env = {**os.environ, "RULING_CACHE_DIR": str(tmp_path)}
    env.pop("RULING_CACHE", None)

    def run() -> tuple[str, str]:
        done = subprocess.run([sys.executable, "-c", script, "infer",
                               str(ROOT / "examples" / "revoke.yaml")], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        cachefolder.settle(tmp_path, wait=30)  # the code is kept by the caches' writer
        return done.stdout, done.stderr.strip().splitlines()[-1]

    first, missed = run()
    [path] = tmp_path.glob("code-*.bin")
    assert missed.startswith("MISSED True ") and int(missed.split()[2]) >= 10
    written_at = path.stat().st_mtime_ns
    second, missed = run()
    assert missed.startswith("MISSED False ") and second == first
    assert path.stat().st_mtime_ns == written_at
    spoil(path, "a byte changed")
    third, missed = run()
    assert missed.startswith("MISSED True ") and third == first
    assert set(CodeCache(path)._read()) != set()


def test_the_alpha_branches_compiled_once_are_read_back_by_the_next_run(
        tmp_path, counted, monkeypatch):
    """``codecache.ALPHA``: a batch (``alpha.keep_compiled_branches``, as ``ruling
    test`` asks) that compiles every fact class's alpha branch
    (``rete.compile_every_branch``, as ``ruling test -j N`` does before its workers
    start) keeps their code in a file of its own, not the records'; the next, on a
    network loaded alike, compiles none of them and runs the same code. A process not
    asking compiles each branch alone."""
    from ruling.engine import alpha, rete
    from ruling.engine.registry import knowledge

    assert codecache._default_path("alpha").name.startswith("alpha-")
    assert codecache._default_path().name.startswith("code-")

    def branches() -> dict[str, object]:
        engine = knowledge().engine_for("2017")
        rete.compile_every_branch(engine.matcher)
        return {kind.__qualname__: branch.run.__code__
                for kind, branch in engine.matcher.root_node._alpha[1].items()
                if type(branch) is alpha.Alpha}

    assert alpha.ALPHA is codecache.ALPHA and codecache.ALPHA.kind == "alpha"
    path = tmp_path / "alpha.bin"
    monkeypatch.setattr(alpha, "ALPHA", CodeCache(path, kind="alpha"))
    monkeypatch.setattr(alpha, "_compiled", codecache.compile_alone)
    alpha.keep_compiled_branches()  # as ruling test asks
    first = branches()
    assert len(first) > 50 and sorted(counted) == sorted(
        f"<alpha network of {name}>" for name in first)
    alpha.ALPHA.save()
    counted.clear()
    monkeypatch.setattr(alpha, "ALPHA", CodeCache(path, kind="alpha"))
    alpha.keep_compiled_branches()
    second = branches()
    assert counted == [] and not alpha.ALPHA.missed  # every branch read back
    assert second == first  # the same code, class by class


def test_a_single_ruling_compiling_a_branch_reads_no_file_of_them(tmp_path):
    """A ruling of ``ruling infer`` that compiles an alpha branch (the hesitation's
    calls) compiles it alone: the file of every branch's code (~1 MB, read in a few
    milliseconds, more than one compile) is neither read nor written."""
    script = ("import atexit, sys\nfrom ruling.engine import alpha, codecache\n"
              "from ruling.entry import main\nmade = []\nalone = alpha._compiled\n"
              "alpha._compiled = lambda source, name: made.append(name) or alone(source, name)\n"
              "atexit.register(lambda: print('ALPHA', codecache.ALPHA.held, bool(made),"
              " file=sys.stderr))\nmain()\n")
    env = {**os.environ, "RULING_CACHE_DIR": str(tmp_path)}
    env.pop("RULING_CACHE", None)
    for _ in range(2):  # cold, then warm
        done = subprocess.run([sys.executable, "-c", script, "infer",
                               str(ROOT / "examples" / "hesitation.yaml")], env=env,
                              cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert done.stderr.strip().splitlines()[-1] == "ALPHA None True"
        cachefolder.settle(tmp_path, wait=30)
    assert list(tmp_path.glob("alpha-*")) == []
