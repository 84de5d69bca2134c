"""The cache of built networks (``engine.netcache``): a loaded network rules as a built
one, and a cache file gone bad in any way is built again, the ruling unchanged."""

import json
import os
from pathlib import Path

import pytest

from ruling.engine import cachefolder, netcache
from ruling.engine.cases import case_files
from ruling.engine.loader import load_incident
from ruling.engine.render import to_json
from ruling.engine.session import periods, rule_on
from ruling.kb.editions import engine_class

ROOT = Path(__file__).resolve().parent.parent
CASES_ROOT = ROOT / "cases"
AUCTION = frozenset({"auction"})


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache folder of the test's own, and a log of each load: True, loaded; False,
    built."""
    monkeypatch.setenv("RULING_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("RULING_CACHE", raising=False)
    loads: list[bool] = []
    load = netcache._load

    def logged(matcher, rules, where):  # type: ignore[no-untyped-def]
        loaded = load(matcher, rules, where)
        loads.append(loaded)
        return loaded

    monkeypatch.setattr(netcache, "_load", logged)
    return tmp_path, loads


def ruled(incident, engine) -> str:  # type: ignore[no-untyped-def]
    return json.dumps(to_json(rule_on(incident, engine)), sort_keys=True, ensure_ascii=False)


def sample() -> list[Path]:
    """40 cases of the library: both editions, auction and play."""
    files = case_files([CASES_ROOT])
    chosen = files[::len(files) // 40][:40]
    kinds = {(p.relative_to(CASES_ROOT).parts[0], p.relative_to(CASES_ROOT).parts[1])
             for p in chosen}
    assert {("2017", "auction"), ("2017", "play"), ("1987", "auction"),
            ("1987", "play")} <= kinds
    return chosen


def test_the_tests_never_touch_the_users_cache():
    assert not netcache.cache_dir().is_relative_to(Path.home() / ".cache")
    assert os.environ["RULING_CACHE_DIR"] == str(netcache.cache_dir())


def test_a_loaded_network_rules_as_a_built_one(cache, monkeypatch):
    """40 cases of the library, each ruled by an engine whose network was loaded from
    the cache and by one built anew: the same rulings, trace and all."""
    folder, loads = cache
    loaded_engines, built_engines = {}, {}
    for path in sample():
        incident = load_incident(path)
        key = (incident.laws, periods(incident))
        if key not in loaded_engines:
            engine_class(*key)()  # the first build writes the cache
            loaded_engines[key] = engine_class(*key)()
            assert loads[-2:] == [False, True], key
            monkeypatch.setenv("RULING_CACHE", "off")
            built_engines[key] = engine_class(*key)()
            monkeypatch.delenv("RULING_CACHE")
        assert ruled(incident, loaded_engines[key]) == ruled(incident, built_engines[key]), path
    assert len(loaded_engines) >= 4


@pytest.mark.parametrize(("edition", "kinds"), [("2017", AUCTION),
                                               ("1987", frozenset({"auction", "play"}))])
def test_a_loaded_network_is_the_one_recorded(cache, monkeypatch, edition, kinds):
    """Node for node, check for check, child for child: the network loaded from the
    records describes itself in the same records."""
    captured = {}
    write = netcache._write

    def keep(where, body):  # type: ignore[no-untyped-def]
        captured["body"] = body
        write(where, body)

    monkeypatch.setattr(netcache, "_write", keep)
    cls = engine_class(edition, kinds)
    built = cls()
    loaded = cls()
    assert cache[1] == [False, True]
    rules = loaded.get_rules()
    again = netcache._records(loaded.matcher.root_node, rules, {
        id(node.rule): rules.index(next(r for r in rules if r._wrapped is node.rule._wrapped))
        for node in _conflict_set_nodes(loaded.matcher.root_node)})
    assert again == captured["body"]
    assert built.matcher.root_node is not loaded.matcher.root_node


def _conflict_set_nodes(root):  # type: ignore[no-untyped-def]
    seen, stack, found = set(), [root], []
    while stack:
        node = stack.pop()
        if id(node) not in seen:
            seen.add(id(node))
            if hasattr(node, "rule"):
                found.append(node)
            stack.extend(child.node for child in node.children)
    return found


def _spoil_truncated(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) * 2 // 3])


def _spoil_garbage(path: Path) -> None:
    path.write_bytes(os.urandom(4096))


def _spoil_foreign(path: Path) -> None:
    """A file written for another key: the header's identity edited."""
    header, body = path.read_bytes().split(b"\n", 1)
    fields = json.loads(header)
    fields["identity"][1] = "1997"
    path.write_bytes(json.dumps(fields).encode() + b"\n" + body)


def _spoil_stale(path: Path) -> None:
    """Written from other sources: their times and bytes both differ."""
    header, body = path.read_bytes().split(b"\n", 1)
    fields = json.loads(header)
    fields["stat"] = "1" * 64  # a stat listing
    fields["content"] = "1" * 16  # a hash of the bytes
    path.write_bytes(json.dumps(fields).encode() + b"\n" + body)


def _spoil_body(path: Path) -> None:
    """One byte of the records changed, the header left as it was."""
    data = bytearray(path.read_bytes())
    at = data.index(b'"args":[') + 8
    data[at:at + 1] = b"9" if data[at:at + 1] != b"9" else b"8"
    path.write_bytes(bytes(data))


def _spoil_unresolved(path: Path) -> None:
    """Records whose checksum is right, but a number in them resolves to nothing."""
    header, body = path.read_bytes().split(b"\n", 1)
    records = json.loads(body)
    records["args"][-1] = 10**6
    body = json.dumps(records).encode()
    fields = json.loads(header)
    fields["body"] = [len(body), cachefolder.checksum(body)]
    path.write_bytes(json.dumps(fields).encode() + b"\n" + body)


def _spoil_empty(path: Path) -> None:
    path.write_bytes(b"")


SPOILERS = [_spoil_truncated, _spoil_garbage, _spoil_foreign, _spoil_stale, _spoil_body,
            _spoil_unresolved, _spoil_empty, "unreadable", "others may write", "another's",
            "a pipe", "a link", "too large"]


@pytest.mark.parametrize("spoil", SPOILERS, ids=lambda s: s if isinstance(s, str)
                         else s.__name__.removeprefix("_spoil_"))
def test_a_bad_cache_file_is_built_again_and_rewritten(cache, monkeypatch, spoil):
    """Each way a file goes bad, or is one this user's cache would not hold (another's,
    one others may write, a pipe, a link, a file too large: ``cachefolder.read_owned``),
    and the network is built, the ruling the same, and a good file written in its place."""
    folder, loads = cache
    incident = load_incident(next(p for p in case_files([CASES_ROOT / "2017" / "auction"])))
    key = (incident.laws, periods(incident))
    cls = engine_class(*key)
    expected = ruled(incident, cls())  # built, and written
    (path,) = folder.glob("network-*.json")
    good = path.read_bytes()
    if isinstance(spoil, str):
        with pytest.MonkeyPatch.context() as patch:
            if spoil == "unreadable":
                opened = os.open

                def refused(file, *args, **kwargs):  # type: ignore[no-untyped-def]
                    if Path(file) == path:
                        raise PermissionError(13, "Permission denied", str(file))
                    return opened(file, *args, **kwargs)

                patch.setattr(os, "open", refused)
            elif spoil == "others may write":
                path.chmod(0o646)
            elif spoil == "another's":
                if not hasattr(os, "getuid"):
                    pytest.skip("no POSIX owner")
                uid = os.getuid()
                patch.setattr(os, "getuid", lambda: uid + 1)
            elif spoil == "a pipe":
                if not hasattr(os, "mkfifo"):
                    pytest.skip("no pipes")
                path.unlink()
                os.mkfifo(path)
            elif spoil == "a link":
                target = folder / "elsewhere.json"
                target.write_bytes(good)
                path.unlink()
                path.symlink_to(target)
            else:
                patch.setattr(netcache, "LIMIT", len(good) - 1)
            engine = cls()
    else:
        spoil(path)
        assert path.read_bytes() != good
        engine = cls()
    assert loads == [False, False]  # not loaded: built again
    assert ruled(incident, engine) == expected
    header = json.loads(path.read_bytes().split(b"\n", 1)[0])
    header.pop("body")  # a build's records name its patterns by their address
    assert header == {k: v for k, v in json.loads(good.split(b"\n", 1)[0]).items()
                      if k != "body"}  # rewritten for this key
    assert ruled(incident, cls()) == expected
    assert loads == [False, False, True]  # and valid: loaded


def test_sources_with_new_times_and_the_same_bytes_are_loaded(cache, monkeypatch):
    """A reinstall or a checkout moves the files' times: their bytes decide, and the
    file is rewritten with the new times."""
    folder, loads = cache
    cls = engine_class("2017", AUCTION)
    cls()
    (path,) = folder.glob("network-*.json")
    _, body = path.read_bytes().split(b"\n", 1)
    header = json.loads(path.read_bytes().split(b"\n", 1)[0])
    header["stat"] = "2" * 64
    path.write_bytes(json.dumps(header).encode() + b"\n" + body)
    cls()
    assert loads == [False, True]
    assert json.loads(path.read_bytes().split(b"\n", 1)[0])["stat"] != "2" * 64


def test_the_bytes_hash_tells_one_changed_byte_and_a_renamed_file(tmp_path):
    """The hash of the sources' bytes (read when their times moved) differs when one
    byte of one file differs, or one file has another name, and not otherwise."""
    cls = engine_class("2017", AUCTION)
    where = netcache._Where(cls, cls().get_rules())
    copies = []
    for number, (name, path) in enumerate(where.files[:30]):
        copy = tmp_path / f"{number}.py"
        copy.write_bytes(Path(path).read_bytes())
        copies.append((name, str(copy)))

    def content(files: list[tuple[str, str]]) -> str:
        other = netcache._Where(cls, cls().get_rules())
        other.files = files
        return other.content

    same = content(copies)
    assert len(same) == 16 and content(list(copies)) == same
    data = bytearray(Path(copies[7][1]).read_bytes())
    data[len(data) // 2] ^= 1
    Path(copies[7][1]).write_bytes(bytes(data))
    assert content(copies) != same
    data[len(data) // 2] ^= 1
    Path(copies[7][1]).write_bytes(bytes(data))
    assert content(copies) == same
    assert content([(name + "x" if n == 3 else name, path)
                    for n, (name, path) in enumerate(copies)]) != same
    assert content(copies[:-1]) != same


def test_the_bytes_hash_is_the_same_in_every_process():
    """Another process, another hash seed: the same hash of the same sources (a file
    written by one run is loaded by the next after a reinstall)."""
    import subprocess
    import sys

    script = ("from ruling.engine.registry import install\nfrom ruling.kb import KNOWLEDGE\n"
              "install(KNOWLEDGE)\nfrom ruling.engine import netcache\n"
              "from ruling.kb.editions import engine_class\n"
              "cls = engine_class('2017', frozenset({'auction'}))\n"
              "print(netcache._Where(cls, cls().get_rules()).content)")
    cls = engine_class("2017", AUCTION)
    ours = netcache._Where(cls, cls().get_rules()).content
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, timeout=120,
                              env={**os.environ, "PYTHONHASHSEED": seed, "RULING_CACHE": "off"},
                              capture_output=True, text=True, check=True)
        assert done.stdout.strip() == ours


def test_switched_off_nothing_is_read_or_written(cache, monkeypatch):
    folder, loads = cache
    monkeypatch.setenv("RULING_CACHE", "off")
    engine_class("2017", AUCTION)()
    engine_class("2017", AUCTION)()
    assert loads == []
    assert list(folder.iterdir()) == []


def test_the_cache_is_in_the_users_cache_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("RULING_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert netcache.cache_dir() == tmp_path / "ruling"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert netcache.cache_dir() == Path.home() / ".cache" / "ruling"


def test_the_cache_file_is_data():
    """No pickle: the format is JSON, and the module never imports pickle or marshal."""
    text = Path(netcache.__file__).read_text(encoding="utf-8")
    assert "import pickle" not in text and "import marshal" not in text


def test_an_engine_outside_a_package_is_built_every_time(cache):
    """Its rules' source is no file the key can cover: nothing is cached."""
    from ruling.engine.inference import RulingEngine
    from ruling.engine.rete import Fact, Rule

    class Seen(Fact):
        pass

    class Script(RulingEngine):
        @Rule(Seen())
        def seen(self):  # type: ignore[no-untyped-def]
            pass

    Script.__module__ = "__main__"
    Script()
    Script()
    assert cache[1] == []
    assert list(cache[0].iterdir()) == []


def test_a_test_functions_parameters_are_read_as_inspect_reads_them():
    """The loader reads a ``TEST`` function's parameters off its code (``engine.rete.where_check``):
    for every test of both editions, the names experta's ``inspect.signature`` finds."""
    import inspect

    from ruling.engine.rete import WhereCheck, where_check

    tested = 0
    for edition in ("2017", "1987"):
        cls = engine_class(edition, frozenset({"auction", "play"}))
        for test in netcache._Tables(cls().get_rules()).tests:
            WhereCheck._instances.pop(test, None)
            fast = where_check(test)
            assert list(fast.parameters) == list(inspect.signature(test).parameters), test
            assert WhereCheck(test) is fast
            tested += 1
    assert tested > 200

    def spread(*args, **kwargs):  # type: ignore[no-untyped-def]
        return True

    assert list(where_check(spread).parameters) == ["args", "kwargs"]


def _functions_of_every_kind() -> list:
    """Functions whose parameters ``inspect`` reads each its own way."""
    import functools
    import types

    def plain(a, b):  # type: ignore[no-untyped-def]
        return True

    def keywords(a, /, b=1, *, c, d=2):  # type: ignore[no-untyped-def]
        return True

    def spread(a, *args, b, **kwargs):  # type: ignore[no-untyped-def]
        return True

    @functools.wraps(plain)
    def wrapper(*args, **kwargs):  # type: ignore[no-untyped-def]
        return True

    def signed(a):  # type: ignore[no-untyped-def]
        return True

    signed.__signature__ = __import__("inspect").signature(plain)  # type: ignore[attr-defined]

    def method(self, a, b):  # type: ignore[no-untyped-def]
        return True

    def partly(x, y):  # type: ignore[no-untyped-def]
        return True

    partly._partialmethod = functools.partialmethod(method, 1)  # type: ignore[attr-defined]
    inner = next(const for const in (lambda y: [x for x in y]).__code__.co_consts
                 if isinstance(const, types.CodeType))
    comprehension = types.FunctionType(inner, {})
    keyword_named = types.FunctionType(plain.__code__.replace(co_varnames=("class", "b")), {})

    def unwrapped(x):  # type: ignore[no-untyped-def]
        return True

    unwrapped.__wrapped__ = plain  # type: ignore[attr-defined]

    class Callable:
        def __call__(self, a):  # type: ignore[no-untyped-def]
            return True

    return [plain, keywords, spread, wrapper, signed, partly, comprehension, keyword_named,
            lambda: True, lambda fact, n=3: True, Callable(), functools.partial(plain, 1),
            Callable().__call__, unwrapped]


@pytest.mark.parametrize("index", range(14))
def test_a_test_functions_parameters_are_read_as_experta_reads_them(index):
    """``where_check`` gives experta's ``WhereCheck``: the same names, in the same order,
    in the same kind of view, or the same error, for a function of any kind, and the
    check experta would make for it next."""
    from ruling.engine.rete import WhereCheck, where_check

    test = _functions_of_every_kind()[index]
    try:
        experta = WhereCheck(test)
    except Exception as error:
        WhereCheck._instances.pop(test, None)
        with pytest.raises(type(error)):
            where_check(test)
        return
    WhereCheck._instances.pop(test, None)
    ours = where_check(test)
    assert list(ours.parameters) == list(experta.parameters)
    assert type(ours.parameters) is type(experta.parameters)
    assert WhereCheck(test) is ours and where_check(test) is ours


def test_a_file_for_rules_since_renamed_is_removed(cache):
    """Rules added or renamed give a new file; the old one goes when it is written."""
    folder, loads = cache
    cls = engine_class("2017", AUCTION)
    cls()
    (path,) = folder.glob("network-*.json")
    older = path.with_name(path.name[:-len("01234567.json")] + "0" * 8 + ".json")
    path.rename(older)
    cls()
    assert list(folder.glob("network-*.json")) == [path]


def test_a_file_of_an_older_format_is_removed(cache, monkeypatch):
    """A file written in another format (an older version of this module) is of the
    same engine's family: it goes when the new one is written."""
    folder, loads = cache
    cls = engine_class("2017", AUCTION)
    with monkeypatch.context() as before:
        before.setattr(netcache, "FORMAT", netcache.FORMAT - 1)
        cls()
    (older,) = folder.glob("network-*.json")
    cls()
    (path,) = folder.glob("network-*.json")
    assert path != older
    assert loads == [False, False]


def test_a_cache_folder_that_cannot_be_written_costs_only_the_build(tmp_path, monkeypatch):
    """A read-only home, a file where the folder should be: the engine is built, rules,
    and nothing is written."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    monkeypatch.setenv("RULING_CACHE_DIR", str(blocked / "ruling"))
    incident = load_incident(next(p for p in case_files([CASES_ROOT / "2017" / "auction"])))
    engine = engine_class(incident.laws, periods(incident))()
    monkeypatch.setenv("RULING_CACHE", "off")
    built = engine_class(incident.laws, periods(incident))()
    assert ruled(incident, engine) == ruled(incident, built)
    assert list(tmp_path.iterdir()) == [blocked]


WRITER = """
import json, sys
from ruling.engine.registry import install
from ruling.kb import KNOWLEDGE
install(KNOWLEDGE)
from ruling.engine import netcache
from ruling.kb.editions import engine_class
loads, load = [], netcache._load
netcache._load = lambda *args: loads.append(load(*args)) or loads[-1]
shapes = []
for edition in ("2017", "1987"):
    for kinds in (("auction",), ("play",), ("auction", "play")):
        engine = engine_class(edition, frozenset(kinds))()
        shapes.append(netcache._Tables(engine.get_rules()).shape())
print(json.dumps([shapes, loads]))
"""


def test_a_network_written_under_another_hash_seed_rules_alike(cache):
    """Another process, another hash seed: the numbers name the same objects (the
    tables' shapes agree, and the second process loads what the first wrote), and the
    network the first wrote rules the sample here as a built one does."""
    import subprocess
    import sys

    folder, loads = cache
    runs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "RULING_CACHE_DIR": str(folder)}
        env.pop("RULING_CACHE", None)
        done = subprocess.run([sys.executable, "-c", WRITER], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=120, check=True)
        runs.append(json.loads(done.stdout))
    assert runs[0][0] == runs[1][0]
    assert runs[0][1] == [False] * 6 and runs[1][1] == [True] * 6
    for path in sample()[::2]:
        incident = load_incident(path)
        key = (incident.laws, periods(incident))
        loaded = engine_class(*key)()
        assert loads[-1] is True
        os.environ["RULING_CACHE"] = "off"
        try:
            built = engine_class(*key)()
        finally:
            del os.environ["RULING_CACHE"]
        assert ruled(incident, loaded) == ruled(incident, built), path
