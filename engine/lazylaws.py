"""Law files imported only when a ruling reaches something of theirs.

A warm ``ruling infer`` on a complete deal imported every law file of the play (33 of
the 2017 edition), making their ~430 rules and ~1,500 patterns (~90 M instructions),
and walked every rule to number what the cached network refers to (``engine.netcache``);
yet a revoke's facts reach the predicates, ``TEST`` functions and rules of 10 of them. So the
first build of an engine class writes, beside its network, an *index* of what a run
reads off the imported rules: each rule's name, salience and place (its law class and
attribute, and for a rule's probe its name); the names of the law classes' other
attributes (their helpers); and the tables the network's records are numbered against:
each fact class by its module and name, each value as data, each predicate and
``TEST`` function by the rule the walk first met it in and its place among that
rule's parts. A later run makes its engine class from the index (``lazy_class``):

- each rule a ``LazyRule``: no conditions (the network is loaded, never built, from
  them), its salience and names, and a function that fires the law's own rule, found
  (its file imported) at the first firing;
- each predicate and ``TEST`` a function that finds the law's own (its file imported)
  at its first call; the alpha part's closures, made from a fact class's 4th fact on,
  take the law's own function (``found``), so that no call goes through it after;
- each helper of a law class found by ``__getattr__``: its file imported, the helper
  set on the engine class, where attribute lookup finds it from then on.

So a law file is imported when a fact reaches one of its predicates or ``TEST`` functions,
or one of its rules fires, or a rule calls its helper; a ruling that reaches none of
it never imports it. What is found on an import is checked against the index (a
rule's name, a predicate's or ``TEST``'s function by its name and first line), and a
law file must not have changed since the index was read (its size and time): a
difference is an error naming the file, never a silent other rule.

The index (a header with its body's length and CRC-32, then the body) is used only
when it was written for this Python, experta and install, edition and periods, from
the same source files (the same sizes and times, or, those having moved, the same
bytes, and it is then written again with the new times: as the network's file); and
only when it describes what a class can be made of (rules, helpers and hidden names
of their shape; no name of the engine's own hidden). Whenever a lazy engine's
network is built (its file cannot be loaded, the cache is off, a subclass's network
is never cached), it is built from the law files' own rules (``rules_to_build``, all
imported), and the index written again with it. An engine class the index cannot
describe (a value that is no plain datum, a helper named as something of the
engine's own classes, a fact class whose name two classes share) is never made lazy:
no index is written for it. ``RULING_CACHE=off`` switches the index off with the
caches.

What a lazy class has otherwise than the class of the imported law files, and no
ruling reads: the law classes are not among its bases (``isinstance``, ``dir``, and
their ``number``, ``title`` and ``summary`` as the engine's attributes); a rule has
no conditions, no ``probes`` and a ``_wrapped`` that is the deferred firing; a
helper is on the class only once used. ``tests/test_lazylaws.py`` rules a sample of
the library both ways, and the library's rulings are the same in JSON.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from ruling.engine.cachefolder import (
    cache_dir,
    checksum,
    enabled,
    read_framed,
    write_framed,
    write_later,
)
from ruling.engine.inference import probes
from ruling.engine.netcache import (
    content_hash,
    function_name,
    rule_parts,
    source_files,
    stat_key,
    tables_of,
)
from ruling.engine.rete import EXPERTA_VERSION, Fact, P, Rule, W, WhereCheck, where_check

FORMAT = 1
LIMIT = 16 << 20  # bytes: an index larger is none of ours (an edition's is ~0.1 MB)
_PLAIN = (str, int, float, bool, type(None))
_DEFERRED = "__ruling_deferred__"  # the attribute holding a deferred function's finder


def found(function: Callable[..., Any]) -> Callable[..., Any]:
    """The function itself for one deferred until its law file is imported (imported
    now); any other as it is."""
    find = getattr(function, _DEFERRED, None)
    return function if find is None else find()


def _deferred(find: Callable[[], Callable[..., Any]], name: str) -> Callable[..., Any]:
    """A function calling the one ``find()`` gives, found at its first call."""
    target: Callable[..., Any] | None = None

    def deferred(*args: Any, **kwargs: Any) -> Any:
        nonlocal target
        if target is None:
            target = find()
        return target(*args, **kwargs)

    deferred.__name__ = deferred.__qualname__ = name
    setattr(deferred, _DEFERRED, find)
    return deferred


class LazyRule(Rule):
    """A rule whose law file is not imported yet (see the module's docstring)."""


# -- the index: written from an engine class whose law files are imported -------------


def _place(edition: str, periods: Iterable[str], classes: Iterable[type], package: str
           ) -> tuple[list[Any], list[tuple[str, str]]]:
    roots, files = source_files(classes, (package,))
    return [FORMAT, sys.version, EXPERTA_VERSION, roots, f"Engine{edition}", edition,
            sorted(periods)], files


def _path(place: list[Any]) -> Path:
    edition, periods = place[-2], place[-1]
    return cache_dir() / f"laws-{edition}-{'-'.join(periods)}-{checksum(json.dumps(place))}.json"


def write_index(engine_class: type, bases: Sequence[type], package: str) -> None:
    """Write the index of ``engine_class`` (its law files, of ``package``, imported;
    ``bases``: the classes a lazy class of it has, its law classes' place taken by the
    index), or nothing if the index cannot describe it, or the cache is off or cannot
    be written: now, or after the command's output (``cachefolder.write_later``)."""
    if not enabled():
        return
    try:  # the sources' times now, when their rules are imported
        sources = stat_key(_place(engine_class.edition, engine_class.periods, _mro(bases),
                                  package)[1])
    except Exception:
        return
    write_later(lambda: _write_index(engine_class, bases, package, sources))


def _write_index(engine_class: type, bases: Sequence[type], package: str, sources: str
                 ) -> None:
    try:
        place, files = _place(engine_class.edition, engine_class.periods, _mro(bases),
                              package)
        body = json.dumps(_index(engine_class, bases), separators=(",", ":"),
                          ensure_ascii=True).encode()
        content = content_hash(files)  # the bytes hashed, then the times checked: were a
        if stat_key(files) != sources:  # source changed since its import, nothing is written
            return
        write_framed(_path(place), {"place": place, "stat": sources, "content": content},
                     body)
    except Exception:  # the next run has no index: its engine class imports the laws
        return


def _own_names(bases: Sequence[type]) -> set[str]:
    """The names of what an engine class made from an index has of its own, rules aside
    (``LazyLaws`` and ``bases``): no helper of a law class may be named so (the class
    would find its own first), nor a name the index hides (a rule's plain name)."""
    return {name for cls in _mro((LazyLaws, *bases)) for name, value in vars(cls).items()
            if not isinstance(value, Rule)}


def _mro(bases: Sequence[type]) -> list[type]:
    seen: list[type] = []
    for base in bases:
        for cls in base.__mro__:
            if cls not in seen:
                seen.append(cls)
    return seen


def _index(engine_class: type, bases: Sequence[type]) -> dict[str, Any]:
    names: tuple[str, ...] = engine_class.rule_names
    rules = [vars(engine_class)[name] for name in names]
    places = engine_class.rule_places
    entries = []
    for name, rule in zip(names, rules, strict=True):
        owner, attribute, probe = places[name]
        entries.append([name, rule.__qualname__, rule.salience, owner.__module__,
                        owner.__qualname__, attribute, probe])
    own = _own_names(bases)
    owners = {}
    for name, owner in engine_class.law_attributes.items():
        if name in own:
            raise ValueError(f"{owner.__qualname__}.{name} is also the engine's own")
        owners[name] = [owner.__module__, owner.__qualname__]
    tables = tables_of(rules)
    classes = [[cls.__module__, cls.__qualname__] for cls in tables.classes]
    if len({tuple(c) for c in classes}) < len(classes):
        raise ValueError("two fact classes of one name")
    leaves: list[list[Any]] = []
    for leaf, (rule, ordinal) in zip(tables.leaves, tables.leaf_places, strict=True):
        if type(leaf) in _PLAIN:
            leaves.append(["V", leaf])
        elif type(leaf) is W and (leaf.__bind__ is None or type(leaf.__bind__) is str):
            leaves.append(["W", leaf.__bind__])
        elif type(leaf) is P and (leaf.__bind__ is None or type(leaf.__bind__) is str):
            leaves.append(["P", leaf.__bind__, rule, ordinal, function_name(leaf.match)])
        else:
            raise ValueError(f"a value the index cannot hold: {leaf!r}")
    tests = [[rule, ordinal, list(where_check(test).parameters), function_name(test)]
             for test, (rule, ordinal) in zip(tables.tests, tables.test_places, strict=True)]
    hidden = sorted(name for name, value in vars(engine_class).items()
                    if value is None and not name.startswith("__"))  # a rule's plain name
    return {"rules": entries, "owners": owners, "hidden": hidden, "classes": classes,
            "leaves": leaves, "tests": tests, "shape": tables.shape()}


# -- reading --------------------------------------------------------------------------


def read_index(edition: str, periods: Iterable[str], bases: Sequence[type], package: str
               ) -> LawIndex | None:
    """The index of the engine class of ``edition`` and ``periods`` (its law files those
    of ``package``) whose law classes' place it takes beside ``bases``, if the cache
    holds a valid one; else None. One whose sources' times moved and bytes did not is
    written again with their new times."""
    if not enabled():
        return None
    try:
        place, files = _place(edition, periods, _mro(bases), package)
        path = _path(place)
        framed = read_framed(path, LIMIT)  # None: none, spoilt, or not this user's
        if framed is None:
            return None
        header, body = framed
        if header["place"] != place:
            return None
        stat = stat_key(files)
        if header["stat"] != stat:
            if header["content"] != content_hash(files):
                return None
            write_framed(path, {**header, "stat": stat}, body)  # the same bytes: new times
        return LawIndex(json.loads(body), stat)
    except Exception:  # unreadable, spoilt, of another shape: the law files imported
        return None


class LawIndex:
    """An engine class's index (see the module's docstring), and the law's own rules,
    predicates, ``TEST`` functions and helpers found from it, each at its first use."""

    def __init__(self, data: dict[str, Any], sources: str) -> None:
        self.entries: list[list[Any]] = data["rules"]
        for entry in self.entries:
            name, qualname, salience, module, owner, attribute, probe = entry
            if not (all(type(v) is str for v in (name, qualname, module, owner, attribute))
                    and type(salience) is int and (probe is None or type(probe) is str)):
                raise ValueError("a rule the index does not describe")
        self.owners: dict[str, list[str]] = data["owners"]
        self.hidden: list[str] = data["hidden"]
        names = {entry[0] for entry in self.entries}
        if not (type(self.owners) is dict and all(
                _plain_name(name) and type(where) is list and len(where) == 2
                and all(type(part) is str for part in where)
                for name, where in self.owners.items())
                and type(self.hidden) is list
                and all(_plain_name(name) and name not in names for name in self.hidden)):
            raise ValueError("helpers or hidden names the index does not describe")
        self.class_names: list[list[str]] = data["classes"]
        self.leaf_records: list[list[Any]] = data["leaves"]
        self.test_records: list[list[Any]] = data["tests"]
        self.shape: list[Any] = data["shape"]
        # each source file's size and time when the index was read, by its name in the
        # listing (``ruling.kb/y2017/law61.py``): a law file imported later must not
        # have changed since (its rules would not be the index's)
        self.sources = dict(line.rsplit(" ", 2)[0:1] + [line] for line in sources.split("\n"))
        self._rules: dict[int, Rule] = {}
        self._parts: dict[tuple[int, str, int], Any] = {}
        self._tables: tuple[list[type], list[Any]] | None = None

    def law_class(self, module: str, name: str) -> type:
        """The class ``name`` of the law file ``module``, imported now if it was not;
        an error if the file changed since the index was read."""
        try:
            imported = importlib.import_module(module)
        except Exception as error:
            raise RuntimeError(f"the law file {module} cannot be imported: {error}"
                               ) from error
        parts = module.split(".")
        listed = f"{'.'.join(parts[:2])}/{'/'.join(parts[2:])}.py"
        path = getattr(imported, "__file__", None)
        if path is not None and listed in self.sources:
            status = os.stat(path)
            if self.sources[listed] != f"{listed} {status.st_size} {status.st_mtime_ns}":
                raise RuntimeError(f"the law file {module} changed since this run began: "
                                   "its rules are not those the engine was made with; "
                                   "run again")
        return getattr(imported, name)  # type: ignore[no-any-return]

    def rule(self, number: int) -> Rule:
        """The law's own rule of the index's rule ``number`` (its file imported)."""
        rule = self._rules.get(number)
        if rule is None:
            name, qualname, _, module, owner, attribute, probe = self.entries[number]
            rule = vars(self.law_class(module, owner))[attribute]
            if probe is not None:
                rule = next((p for p in probes(rule) if p._wrapped.__name__ == probe), None)
            if rule is None or rule.__qualname__ != qualname:
                raise RuntimeError(f"{name}: the index names {qualname}, the law file "
                                   f"{getattr(rule, '__qualname__', 'none')}")
            self._rules[number] = rule
        return rule

    def part(self, number: int, kind: str, ordinal: int) -> Any:
        """The ``ordinal``-th part of ``kind`` (``leaf``, ``test``) of rule ``number``."""
        key = (number, kind, ordinal)
        if key not in self._parts:
            met = 0
            for found_kind, value in rule_parts(self.rule(number)):
                if found_kind == kind:
                    if met == ordinal:
                        self._parts[key] = value
                        break
                    met += 1
            else:
                raise RuntimeError(f"{self.entries[number][0]} has no {kind} {ordinal}")
        return self._parts[key]

    def lazy_rules(self) -> dict[str, LazyRule]:
        """A ``LazyRule`` for each rule of the index, by its name in the engine class."""
        made = {}
        for number, (name, qualname, salience, _, _, _, _) in enumerate(self.entries):
            fire = _deferred(_wrapped_of(self, number), qualname.rsplit(".", 1)[-1])
            fire.__qualname__, fire.__module__ = qualname, self.entries[number][3]
            rule = LazyRule(salience=salience)
            rule._wrapped = fire
            rule.__module__, rule.__name__, rule.__qualname__ = (
                fire.__module__, fire.__name__, qualname)
            rule.law_entry = number
            made[name] = rule
        return made

    def tables(self, rules: Sequence[Rule]) -> LazyTables:
        if self._tables is None:
            self._tables = (self._classes(), self._leaves())
        return LazyTables(self, rules, *self._tables)

    def _classes(self) -> list[type]:
        """The fact classes by their module and name: each one class alive, else an
        error (the network is then built from the law files)."""
        alive: dict[tuple[str, str], list[type]] = {}
        stack = [Fact]
        while stack:
            cls = stack.pop()
            named = alive.setdefault((cls.__module__, cls.__qualname__), [])
            if cls not in named:
                named.append(cls)
                stack.extend(cls.__subclasses__())
        made = []
        for module, name in self.class_names:
            [cls] = alive[(module, name)]  # none: KeyError; two of one name: ValueError
            made.append(cls)
        return made

    def _leaves(self) -> list[Any]:
        made: list[Any] = []
        for record in self.leaf_records:
            if record[0] == "V" and type(record[1]) in _PLAIN:
                made.append(record[1])
            elif record[0] == "W":
                made.append(W(record[1]))
            elif record[0] == "P":
                _, bind, number, ordinal, function = record
                made.append(P(_deferred(_match_of(self, number, ordinal, function),
                                        "predicate"), bind))
            else:
                raise ValueError(f"no value {record!r}")
        return made


def _plain_name(name: Any) -> bool:
    return type(name) is str and name.isidentifier() and not name.startswith("__")


def _wrapped_of(index: LawIndex, number: int) -> Callable[[], Callable[..., Any]]:
    return lambda: index.rule(number)._wrapped


def _match_of(index: LawIndex, number: int, ordinal: int, function: str
              ) -> Callable[[], Any]:
    def find() -> Any:
        leaf = index.part(number, "leaf", ordinal)
        if type(leaf) is not P or function_name(leaf.match) != function:
            raise RuntimeError(f"{index.entries[number][0]}: its leaf {ordinal} is not the "
                               f"predicate {function} of the index")
        return leaf.match
    return find


def _test_of(index: LawIndex, number: int, ordinal: int, function: str
             ) -> Callable[[], Any]:
    def find() -> Any:
        test = index.part(number, "test", ordinal)
        if function_name(test) != function:
            raise RuntimeError(f"{index.entries[number][0]}: its TEST {ordinal} is not "
                               f"{function} of the index")
        return test
    return find


class LazyTables:
    """``netcache``'s tables for an engine class made from an index."""

    def __init__(self, index: LawIndex, rules: Sequence[Rule], classes: list[type],
                 leaves: list[Any]) -> None:
        self.index = index
        self.rules = rules
        self.classes = classes
        self.leaves = leaves
        self.tests = index.test_records

    def test_check(self, number: int) -> WhereCheck:
        """The check of ``TEST`` function ``number``, as ``where_check`` makes it."""
        rule, ordinal, parameters, function = self.tests[number]
        check = tuple.__new__(WhereCheck, (_deferred(
            _test_of(self.index, rule, ordinal, function), "test"),))
        check.parameters = OrderedDict.fromkeys(parameters).keys()
        return check

    def shape(self) -> list[Any]:
        return self.index.shape


# -- the engine class -----------------------------------------------------------------


class LazyLaws:
    """The part of an engine class made from an index that finds its law classes'
    helpers and, for a build, its law files' rules (see the module's docstring)."""

    law_index: LawIndex
    law_packages: tuple[str, ...]  # the package of its law files (netcache's key)
    index_bases: tuple[type, ...]
    real_class: Callable[[], type]

    def __getattr__(self, name: str) -> Any:
        owner = type(self).law_index.owners.get(name)
        if owner is None or name.startswith("__"):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        setattr(type(self), name, vars(type(self).law_index.law_class(*owner))[name])
        return getattr(self, name)

    def rules_to_build(self, rules: Sequence[Rule]) -> list[Rule]:
        """``rules`` for a build (a network the cache cannot load, or the cache off): each
        ``LazyRule`` replaced by its law file's own rule (all imported), bound to this
        engine as experta's ``get_rules`` binds it; a subclass's own rules kept. The
        index is written again with the network (the two are made from one walk)."""
        cls = type(self)
        real = cls.real_class()
        built = []
        for rule in rules:
            if type(rule) is LazyRule:
                rule = vars(real)[cls.law_index.entries[rule.law_entry][0]].__get__(self, cls)
                rule.ke = self
            built.append(rule)
        if "law_index" in vars(cls):
            write_index(real, cls.index_bases, cls.law_packages[0])
        return built

    @classmethod
    def lazy_tables(cls, rules: Sequence[Rule]) -> LazyTables:
        return cls.law_index.tables(rules)

    @classmethod
    def law_rules(cls) -> list[Any]:
        return cls.real_class().law_rules()  # type: ignore[no-any-return]


def lazy_class(name: str, bases: Sequence[type], index: LawIndex, package: str,
               namespace: dict[str, Any]) -> type:
    """The engine class made from ``index``: ``bases`` after ``LazyLaws``, the index's
    rules and hidden names, and ``namespace``; its law files are those of ``package``."""
    if _own_names(bases) & set(index.hidden):
        raise ValueError("the index hides a name of the engine's own")
    rules = index.lazy_rules()
    body: dict[str, Any] = dict.fromkeys(index.hidden)
    body.update(rules)
    body.update(namespace)
    body.update(law_index=index, rule_names=tuple(rules), law_packages=(package,),
                index_bases=tuple(bases))
    return type(name, (LazyLaws, *bases), body)
