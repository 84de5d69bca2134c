"""Law files imported only when a ruling reaches them (``engine.lazylaws``): an engine
class made from the index rules as the one of the imported law files, imports what a
ruling reaches and no more, and an index gone bad, stale or missing is never used."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ruling.engine import cachefolder, lazylaws, netcache
from ruling.engine.cases import case_files
from ruling.engine.inference import RulingEngine
from ruling.engine.lazylaws import LawIndex, LazyLaws, LazyRule, found
from ruling.engine.loader import load_incident
from ruling.engine.render import to_json
from ruling.engine.rete import P, W, WhereCheck, where_check
from ruling.engine.session import periods, rule_on
from ruling.kb.editions import _mixins, engine_class, file_periods, law_modules, lazy_engine_class

ROOT = Path(__file__).resolve().parent.parent
CASES_ROOT = ROOT / "cases"
PLAY = frozenset({"play"})


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache folder of the test's own, and no engine class kept from before."""
    monkeypatch.setenv("RULING_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("RULING_CACHE", raising=False)
    lazy_engine_class.cache_clear()
    yield tmp_path
    lazy_engine_class.cache_clear()


def lazy(edition: str, kinds: frozenset[str]) -> type:
    """The lazy class of an edition's periods: the first call builds and writes the
    index, the second makes the class from it."""
    lazy_engine_class.cache_clear()
    lazy_engine_class(edition, kinds)
    lazy_engine_class.cache_clear()
    made = lazy_engine_class(edition, kinds)
    assert issubclass(made, LazyLaws)
    return made


def ruled(incident, engine) -> str:  # type: ignore[no-untyped-def]
    return json.dumps(to_json(rule_on(incident, engine)), sort_keys=True, ensure_ascii=False)


def test_a_lazy_engine_rules_the_library_sample_as_the_imported_one(cache):
    files = case_files([CASES_ROOT])
    chosen = files[::len(files) // 60]
    classes: dict[tuple[str, frozenset[str]], tuple[type, type]] = {}
    for path in chosen:
        incident = load_incident(path)
        key = (incident.laws, periods(incident))
        if key not in classes:
            classes[key] = (lazy(*key), engine_class(*key))
        made, imported = classes[key]
        assert ruled(incident, made()) == ruled(incident, imported()), path
    assert {edition for edition, _ in classes} == {"2017", "1987"}


def test_the_lazy_class_has_the_rules_names_and_saliences_of_the_imported_one(cache):
    for edition in ("2017", "1987"):
        made, imported = lazy(edition, PLAY), engine_class(edition, PLAY)
        assert made.rule_names == imported.rule_names
        for name in made.rule_names:
            rule, real = vars(made)[name], vars(imported)[name]
            assert type(rule) is LazyRule and len(rule) == 0
            assert (rule.salience, rule.__qualname__, rule._wrapped.__qualname__) == (
                real.salience, real.__qualname__, real._wrapped.__qualname__)
        assert made.__mro__[1] is LazyLaws
        assert not set(made.__mro__) & set(law_modules(edition, PLAY))
        hidden = {name for name, value in vars(imported).items() if value is None}
        assert hidden and all(vars(made)[name] is None for name in hidden)


def test_a_lazy_rule_fires_the_laws_own_rule(cache):
    made = lazy("2017", PLAY)
    index = made.law_index
    number = made.rule_names.index("Law61__revoke")
    rule = vars(made)["Law61__revoke"]
    real = vars(engine_class("2017", PLAY))["Law61__revoke"]
    assert index.rule(number)._wrapped is real._wrapped
    calls = []
    index._rules[number] = type("Stub", (), {"_wrapped": staticmethod(
        lambda engine, **bound: calls.append((engine, bound)))})()
    copy = rule.new_conditions(*rule)  # as the network's conflict set holds it
    copy("engine", seat="E")
    assert calls == [("engine", {"seat": "E"})]


def test_helpers_of_a_law_class_are_found_on_first_use(cache):
    made = lazy("2017", PLAY)
    engine = made()
    imported = engine_class("2017", PLAY)
    names = list(imported.law_attributes)
    assert "_law45_take_back" in names
    for name in names:
        assert name not in vars(made)
        assert callable(getattr(engine, name))
        # set on the class as the law class holds it: found without __getattr__ now
        assert vars(made)[name] is vars(imported.law_attributes[name])[name], name
    with pytest.raises(AttributeError):
        engine.no_such_helper  # noqa: B018


def test_predicates_and_tests_are_the_laws_own_once_found(cache):
    made = lazy("2017", PLAY)
    index: LawIndex = made.law_index
    real = netcache._Tables([vars(engine_class("2017", PLAY))[name]
                             for name in made.rule_names])
    tables = made.lazy_tables(list(vars(made)[name] for name in made.rule_names))
    assert tables.shape() == real.shape()
    assert tables.classes == real.classes
    predicates = 0
    for mine, theirs in zip(tables.leaves, real.leaves, strict=True):
        if type(theirs) is P:
            predicates += 1
            assert type(mine) is P and mine.__bind__ == theirs.__bind__
            assert mine.match is not theirs.match and found(mine.match) is theirs.match
        elif type(theirs) is W:
            assert type(mine) is W and mine.__bind__ == theirs.__bind__
        else:
            assert mine == theirs and type(mine) is type(theirs)
    assert predicates > 0
    for number, test in enumerate(real.tests):
        check = tables.test_check(number)
        assert type(check) is WhereCheck
        assert list(check.parameters) == list(where_check(test).parameters)
        assert found(check.test) is test
    assert len(index.test_records) == len(real.tests)


def test_found_leaves_any_other_function_as_it_is():
    def plain(x):  # type: ignore[no-untyped-def]
        return x

    assert found(plain) is plain and found(len) is len


IMPORTED = """
import atexit, sys
from ruling.entry import main

@atexit.register
def laws():
    laws = sorted(m.rsplit(".", 1)[1] for m in sys.modules if ".kb.y2017.law" in m)
    print("LAWS", " ".join(laws), file=sys.stderr)

main()
"""


def run(example: str, folder: Path) -> tuple[str, list[str]]:
    env = {**os.environ, "RULING_CACHE_DIR": str(folder)}
    env.pop("RULING_CACHE", None)
    done = subprocess.run([sys.executable, "-c", IMPORTED, "infer",
                           str(ROOT / "examples" / example)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout, done.stderr.strip().splitlines()[-1].split()[1:]


def test_a_warm_ruling_imports_the_law_files_it_reaches_and_no_more(tmp_path):
    """The revoke example: the first run imports the play's 33 law files (and writes the
    index); the next, those its facts reach (Law 61, the revoke's, among them), the
    same ruling. The auction example imports no law file of the play."""
    first, everything = run("revoke.yaml", tmp_path)
    assert len(everything) >= 30 and "law61" in everything
    second, reached = run("revoke.yaml", tmp_path)
    assert second == first
    assert "law61" in reached and "law64" in reached  # the revoke's laws
    assert len(reached) <= len(everything) // 2
    auction, laws = run("insufficient-bid.yaml", tmp_path)
    auction_again, reached = run("insufficient-bid.yaml", tmp_path)
    assert auction_again == auction and "law27" in reached
    assert not any(file_periods(name) == {"play"} for name in reached)


def read(path: Path) -> tuple[dict, dict]:  # type: ignore[type-arg]
    header, body = path.read_bytes().split(b"\n", 1)
    return json.loads(header), json.loads(body)


def write(path: Path, header: dict, index: dict) -> None:  # type: ignore[type-arg]
    """An index file whose body's length and checksum are right."""
    body = json.dumps(index).encode()
    header = {**header, "body": [len(body), cachefolder.checksum(body)]}
    path.write_bytes(json.dumps(header).encode() + b"\n" + body)


def spoil(path: Path, how: str) -> None:
    header, index = read(path)
    if how == "truncated":
        path.write_bytes(path.read_bytes()[:-9])
    elif how == "a byte changed":
        data = bytearray(path.read_bytes())
        data[-30] ^= 1
        path.write_bytes(bytes(data))
    elif how == "stale":  # other sources: their times and bytes both differ
        header["stat"], header["content"] = "1" * 40, "1" * 16
        write(path, header, index)
    elif how == "another place":
        header["place"][1] = "2.7.18"
        write(path, header, index)
    elif how == "a rule of another shape":
        index["rules"][3][2] = "high"
        write(path, header, index)
    elif how == "a helper of another shape":
        index["owners"]["__init__"] = ["ruling.kb.y2017.law45", "Law45"]
        write(path, header, index)
    elif how == "a name of the engine's own hidden":
        index["hidden"].append("get_rules")
        write(path, header, index)
    elif how == "others may write":
        path.chmod(0o646)
    else:
        raise AssertionError(how)


@pytest.mark.parametrize("how", ["truncated", "a byte changed", "stale", "another place",
                                 "a rule of another shape", "a helper of another shape",
                                 "a name of the engine's own hidden", "others may write"])
def test_an_index_gone_bad_is_not_used_and_is_written_anew(cache, how):
    lazy("2017", PLAY)
    (path,) = cache.glob("laws-2017-play-*.json")
    good = read(path)
    spoil(path, how)
    lazy_engine_class.cache_clear()
    assert lazy_engine_class("2017", PLAY) is engine_class("2017", PLAY)  # imported
    assert read(path) == good  # written anew
    lazy_engine_class.cache_clear()
    assert issubclass(lazy_engine_class("2017", PLAY), LazyLaws)


def test_sources_with_new_times_and_the_same_bytes_keep_the_index(cache):
    lazy("2017", PLAY)
    (path,) = cache.glob("laws-2017-play-*.json")
    header, index = read(path)
    current = header["stat"]
    write(path, {**header, "stat": "2" * 40}, index)
    lazy_engine_class.cache_clear()
    assert issubclass(lazy_engine_class("2017", PLAY), LazyLaws)
    assert read(path)[0]["stat"] == current  # written again with the sources' times


def test_an_index_and_a_network_that_disagree_are_both_made_again(cache):
    """An index whose tables are not the network's (its shape): the network cannot be
    loaded, so the lazy engine builds it from the law files' rules, and writes the
    index again with it; the next engine loads both."""
    incident = load_incident(ROOT / "examples" / "revoke.yaml")
    key = (incident.laws, periods(incident))
    expected = ruled(incident, engine_class(*key)())  # the network written
    lazy(*key)
    (path,) = cache.glob("laws-2017-play-*.json")
    header, index = read(path)
    good_shape = index["shape"]
    write(path, header, {**index, "shape": [0, 0, 0, 0, "00000000"]})
    lazy_engine_class.cache_clear()
    made = lazy_engine_class(*key)
    assert issubclass(made, LazyLaws)
    assert ruled(incident, made()) == expected  # built from the law files' rules
    assert read(path)[1]["shape"] == good_shape
    loads = []
    real_load = netcache._load
    netcache._load = lambda *args: loads.append(real_load(*args)) or loads[-1]
    try:
        lazy_engine_class.cache_clear()
        assert ruled(incident, lazy_engine_class(*key)()) == expected
    finally:
        netcache._load = real_load
    assert loads == [True]


def test_with_the_index_and_no_network_the_law_files_rules_are_built(cache):
    """The network's file gone: the lazy engine builds from the law files' own rules,
    rules alike, and writes the network, which the next engine loads."""
    incident = load_incident(ROOT / "examples" / "revoke.yaml")
    made = lazy(incident.laws, periods(incident))
    expected = ruled(incident, engine_class(incident.laws, periods(incident))())
    for network in cache.glob("network-*.json"):
        network.unlink()
    built = made()
    assert ruled(incident, built) == expected
    assert list(cache.glob("network-2017-play-*.json"))
    assert ruled(incident, made()) == expected


def test_switched_off_no_index_is_read_or_written(cache, monkeypatch):
    monkeypatch.setenv("RULING_CACHE", "off")
    assert lazy_engine_class("2017", PLAY) is engine_class("2017", PLAY)
    assert not list(cache.glob("laws-*"))
    monkeypatch.delenv("RULING_CACHE")
    lazy("2017", PLAY)  # an index written, and then the cache off: not read
    monkeypatch.setenv("RULING_CACHE", "off")
    lazy_engine_class.cache_clear()
    assert lazy_engine_class("2017", PLAY) is engine_class("2017", PLAY)


def test_a_lazy_engine_built_otherwise_than_from_the_cache_has_the_laws_rules(
        cache, monkeypatch):
    """The cache switched off after the lazy class was made, or a subclass of it defined
    outside a package (whose network is built every time): the network is built from
    the law files' own rules (with a subclass's own), and rules alike."""
    incident = load_incident(ROOT / "examples" / "revoke.yaml")
    key = (incident.laws, periods(incident))
    expected = ruled(incident, engine_class(*key)())
    made = lazy(*key)
    monkeypatch.setenv("RULING_CACHE", "off")
    assert ruled(incident, made()) == expected
    monkeypatch.delenv("RULING_CACHE")
    extra: list[str] = []

    class Mine(made):  # type: ignore[valid-type,misc]
        @lazylaws.Rule()
        def noticed(self) -> None:
            extra.append("fired")

    engine = Mine()
    assert any(rule.__qualname__.endswith("noticed") for rule in engine.get_rules())
    assert ruled(incident, engine) == expected and extra


def test_index_places_are_apart():
    one = [1, "3.11.7", "1.0", ["/a"], "Engine2017", "2017", ["play"]]
    assert lazylaws._path(one) != lazylaws._path([*one[:3], ["/b"], *one[4:]])


def test_a_law_file_changed_since_the_run_began_is_an_error(cache):
    made = lazy("2017", PLAY)
    index = made.law_index
    listed = "ruling.kb/y2017/law61.py"
    assert listed in index.sources
    index.sources[listed] += "0"  # as if it had been written since
    with pytest.raises(RuntimeError, match="changed since this run began"):
        index.rule(made.rule_names.index("Law61__revoke"))


def test_a_part_that_is_not_the_indexs_is_an_error(cache):
    made = lazy("2017", PLAY)
    index = made.law_index
    number = next(n for n, record in enumerate(index.leaf_records) if record[0] == "P")
    record = index.leaf_records[number]
    wrong = lazylaws._match_of(index, record[2], record[3], "elsewhere.f:1")
    with pytest.raises(RuntimeError, match="elsewhere.f:1"):
        wrong()


def test_what_the_index_cannot_hold_is_never_written(cache):
    """A helper named as an attribute of the engine's own classes (a lazy class would
    find the engine's), or a value that is no plain datum: no index."""
    imported = engine_class("2017", PLAY)
    bases = (*_mixins("2017"), RulingEngine)
    helpers = dict(imported.law_attributes)
    owner = next(iter(helpers.values()))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(imported, "law_attributes", {**helpers, "declare": owner})
        lazylaws.write_index(imported, bases, "ruling.kb.y2017")
        assert not list(cache.glob("laws-*"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lazylaws, "_PLAIN", (int,))  # a text is then no datum it holds
        lazylaws.write_index(imported, bases, "ruling.kb.y2017")
        assert not list(cache.glob("laws-*"))
    lazylaws.write_index(imported, bases, "ruling.kb.y2017")
    assert list(cache.glob("laws-*"))  # as it is, it can


def test_a_law_file_that_names_its_rule_otherwise_is_an_error(cache):
    made = lazy("2017", PLAY)
    index = LawIndex(read(next(cache.glob("laws-2017-play-*.json")))[1], "")
    entry = index.entries[made.rule_names.index("Law61__revoke")]
    entry[1] = "Law61.something_else"
    with pytest.raises(RuntimeError, match="Law61.something_else"):
        index.rule(made.rule_names.index("Law61__revoke"))
