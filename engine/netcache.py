"""A cache of the built RETE network, so that only the first run of an engine builds it.

experta builds an engine's network at every start: the rules in disjunctive normal
form, the alpha part ranked and shared, the beta part wired (~4,300 nodes for the
~635 rules of an edition; 60-80 ms by experta's own code, about half with changes 24-26
of ``engine.rete``). Every process holding the same knowledge base builds a network
that matches alike: the alpha part orders a pattern's checks of equal rank by their
hashes, which vary from run to run, so the order of siblings and which checks share a
node vary, and no ruling depends on them (``engine.inference``'s strategy breaking
every tie). So the first build writes it down here and later runs load it.

Where: ruling's cache folder (``engine.cachefolder``: ``$RULING_CACHE_DIR``, else
``$XDG_CACHE_HOME/ruling``, else ``~/.cache/ruling``); ``RULING_CACHE=off`` switches
the cache off: every engine is built.

One file per engine class (``network-<edition>-<periods>-<place>-<hash>.json``): the
place is a hash of the Python version, experta's version and the folders the knowledge
base is installed in (two checkouts sharing the cache keep a file each); the hash is
of the cache's format, the place, the edition, the periods and the names of the
engine's rules (a file written before the rules or the format changed is removed
when the new one is written). Its first
line says what it was built from: that identity, the sizes and modification times of
every ``.py`` file of the packages defining the engine (``ruling.kb``,
``ruling.engine``), and a hash of their bytes (``_Where.content``).
The file is used when the identity matches and the files are unchanged: the same
sizes and times, or, those having moved (a reinstall, a checkout), the same bytes
(the file is then rewritten with the new times). Its second line, whose length and
CRC-32 the first line also holds, describes the network.

The format is data, never code (no pickle): JSON lists of node records, each node's
class, its check and its children, each child with the callback (``activate``,
``activate_left``, ``activate_right``) it is wired to. What a check refers to in
the knowledge base (a fact class, a field constraint, a ``TEST`` function, a rule)
is a number: its place in a walk over every rule of the freshly imported engine, in
the order of their names (``_Tables``; an engine class made from the laws' index,
``engine.lazylaws``, has the same tables from the index, without the walk). Loading
resolves each number against those tables; anything
at all going wrong (a missing or unreadable file, a truncated or corrupt one, one
written for another key, a number resolving to nothing) falls back to experta's
build, and the file is written again. A loaded network differs from the one
recorded in one thing no match reads: a conflict-set node's rule is an unbound copy of
the rule with its own conditions, not the ones experta put in normal form (it is
called, and its activations hashed and compared, as experta's is; building that form
is what the cache saves). ``tests/test_netcache.py`` rules a sample of
the library with a loaded network and a built one and finds the same rulings and
traces, and checks each way a file can go bad.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from ruling.engine.cachefolder import (
    cache_dir,
    checksum,
    enabled,
    read_framed,
    write_framed,
    write_later,
)
from ruling.engine.rete import (
    ANDFC,
    EXPERTA_VERSION,
    NOTFC,
    ORFC,
    BusNode,
    ChildNode,
    ConflictSetNode,
    Fact,
    FactCapture,
    FeatureCheck,
    FeatureTesterNode,
    FieldConstraint,
    InitialFact,
    L,
    NotNode,
    OrdinaryMatchNode,
    P,
    ReteMatcher,
    Rule,
    SameContextCheck,
    TypeCheck,
    W,
    WhereCheck,
    WhereNode,
    bus_node,
    conflict_set_node,
    feature_tester,
    hand_walk,
    join_node,
    leaves,
    negation_node,
    patterns_named,
    prepare_rule,
    walk_network,
    where_check,
    where_node,
)

FORMAT = 2  # 2: the nodes in the order of experta's walk, no longer breadth first
LIMIT = 64 << 20  # bytes: a file larger is none of ours (an edition's is ~0.4 MB)

# Node classes by their letter in a record, and the callbacks a child is wired to.
_KINDS: dict[str, type] = {"B": BusNode, "F": FeatureTesterNode, "W": WhereNode,
                           "M": OrdinaryMatchNode, "N": NotNode, "S": ConflictSetNode}
_LETTERS = {cls: letter for letter, cls in _KINDS.items()}
_CALLBACKS = ("activate", "activate_left", "activate_right")


def build_network(matcher: ReteMatcher) -> None:
    """Give the matcher its engine's network: loaded from the cache if it holds it,
    else built as experta builds it (and then written to the cache: now, or after the
    command's output, ``cachefolder.write_later``).

    Only an engine of the knowledge base (one with ``network_cache`` set: its rules
    are those of the packages the key covers) is cached."""
    engine = matcher.engine
    if not (getattr(engine, "network_cache", False) and enabled()):
        _build(matcher, _to_build(engine, engine.get_rules()))
        return
    rules = engine.get_rules()
    try:
        where = _Where(type(engine), rules)
    except Exception:  # a knowledge base the key cannot describe: build it every time
        _build(matcher, _to_build(engine, rules))
        return
    if _load(matcher, rules, where):
        return
    rules = _to_build(engine, rules)
    prepared, order = _build(matcher, rules)
    root = matcher.root_node  # a ruling leaves the network's nodes as they are built
    write_later(lambda: _write_records(where, root, rules, prepared, order))


def _write_records(where: _Where, root: BusNode, rules: list[Rule], prepared: dict[int, int],
                   order: list[Any]) -> None:
    try:
        body = _records(root, rules, prepared, order)
    except Exception:  # a network the records cannot describe: nothing is written
        return
    content = where.content  # the bytes hashed, then the times checked: were a source
    if content and stat_key(where.files) == where.stat:  # changed since the build,
        _write(where, body)                              # nothing is written


def _build(matcher: ReteMatcher, rules: list[Rule]) -> tuple[dict[int, int], list[Any]]:
    """experta's ``build_network`` (the same steps on the same rules), the matcher handed
    what its first reset and change would walk the network for (``hand_walk``, from one
    walk made here). Returns, for the records, each prepared rule's place in ``rules``
    by its id, and that walk."""
    prepared = [prepare_rule(rule) for rule in rules]
    ruleset = set(prepared)
    with patterns_named(prepared):  # a pattern binding no name named by its place (22)
        alpha_terminals = matcher.build_alpha_part(ruleset, matcher.root_node)
    matcher.build_beta_part(ruleset, alpha_terminals)
    order = walk_network(matcher.root_node)
    hand_walk(matcher, order)
    return {id(rule): index for index, rule in enumerate(prepared)}, order


def _to_build(engine: Any, rules: list[Rule]) -> list[Rule]:
    """The rules a build wires: those given, but for an engine whose law files are
    imported as a ruling reaches them, their own rules in place of its rules without
    conditions (``rules_to_build``, ``engine.lazylaws``)."""
    built = getattr(engine, "rules_to_build", None)
    return built(rules) if built is not None else rules


# -- the key ---------------------------------------------------------------------


class _Where:
    """The cache file of an engine class, and what it must have been built from."""

    def __init__(self, engine_class: type, rules: Sequence[Rule]) -> None:
        periods = getattr(engine_class, "periods", None)
        edition = str(getattr(engine_class, "edition", "") or "none")
        label = "-".join(sorted(periods)) if periods is not None else "all"
        roots, self.files = source_files(engine_class.__mro__,
                                          getattr(engine_class, "law_packages", ()))
        # Where the knowledge base is installed, and the Python and experta running it:
        # two checkouts, or two Pythons, sharing the cache each keep their own files.
        place = [sys.version, EXPERTA_VERSION, roots, engine_class.__qualname__]
        names = [rule.__qualname__ for rule in rules]
        # as JSON reads it; a file of another format is of the same family (and goes)
        self.identity = [[FORMAT, *place], edition, sorted(periods or ()), names]
        self.family = f"network-{edition}-{label}-{checksum(json.dumps(place))}-"
        self.path = cache_dir() / f"{self.family}{checksum(json.dumps(self.identity))}.json"
        self.stat = stat_key(self.files)
        self._content: str | None = None

    @property
    def content(self) -> str:
        """The hash of the source files' bytes (read only when the times have moved, or
        when a build is written)."""
        if self._content is None:
            self._content = content_hash(self.files)
        return self._content


def content_hash(files: Sequence[tuple[str, str]]) -> str:
    """A hash of the files' bytes: each file's name, length and the hash Python keeps in
    a checked hash-based ``.pyc`` to tell whether it was compiled from these bytes
    (PEP 552; ``importlib.util.source_hash``, 64 bits), and that listing's hash.
    ``hashlib`` would load OpenSSL (~3 ms) for a cryptographic hash no one here needs:
    a changed file is told apart as surely as Python tells its own. Read once a process
    for the same files of the same sizes and times (a cold run hashes them for the
    network's file and for the laws' index, ``engine.lazylaws``)."""
    key = stat_key(files)
    known = _CONTENT.get(key)
    if known is None:
        known = _CONTENT[key] = _hashed(files)
    return known


_CONTENT: dict[str, str] = {}  # content_hash's, by the files' names, sizes and times


def _hashed(files: Iterable[tuple[str, str]]) -> str:
    from importlib.util import source_hash  # which site has imported, mostly

    listing = []
    for name, path in files:
        with open(path, "rb") as file:
            data = file.read()
        listing.append(f"{name} {len(data)} {source_hash(data).hex()}")
    return source_hash("\n".join(listing).encode()).hex()


def source_files(classes: Iterable[type], modules: Iterable[str] = ()
                  ) -> tuple[list[str], list[tuple[str, str]]]:
    """Every ``.py`` file of the packages (two levels: ``ruling.kb``) defining a class
    of the engine (and of those of ``modules``: an engine class whose law files are
    imported as a ruling reaches them names their package, ``law_packages``),
    experta's excepted (its version is in the key). A class defined
    outside a package (a script, ``python -c``) has no files to vouch for its rules:
    LookupError, and the engine is built every time. Returns the packages' folders
    and the files, each named by its package and its path in it (``/`` between its
    parts), with its path (plain strings: ``pathlib`` would take ~0.5 ms over them).
    The same packages are walked once a process (their sizes and times are read anew
    by ``stat_key``)."""
    packages = set()
    for module in (*(cls.__module__ for cls in classes), *modules):
        parts = module.split(".")
        if parts[0] not in ("builtins", "experta"):
            packages.add(".".join(parts[:2]))
    key = tuple(sorted(packages))
    if key not in _SOURCES:  # a run asks for the laws' index's and the network's
        _SOURCES[key] = _walk(key)
    return _SOURCES[key]


_SOURCES: dict[tuple[str, ...], tuple[list[str], list[tuple[str, str]]]] = {}


def _walk(packages: Sequence[str]) -> tuple[list[str], list[tuple[str, str]]]:
    files, folders = [], []
    for package in packages:
        roots = getattr(sys.modules.get(package), "__path__", None)
        if not roots:
            raise LookupError(f"{package} is no package whose files the key can cover")
        for root in roots:
            folders.append(os.path.abspath(root))
            for folder, subfolders, names in os.walk(root):
                subfolders[:] = sorted(d for d in subfolders if d != "__pycache__")
                inside = os.path.relpath(folder, root)
                prefix = (f"{package}/" if inside == os.curdir
                          else f"{package}/{inside.replace(os.sep, '/')}/")
                for name in sorted(names):
                    if name.endswith(".py"):
                        files.append((prefix + name, os.path.join(folder, name)))
    return folders, files


def stat_key(files: Iterable[tuple[str, str]]) -> str:
    """Each file's name, size and modification time, in full: compared as they are."""
    lines = []
    for name, path in files:
        stat = os.stat(path)
        lines.append(f"{name} {stat.st_size} {stat.st_mtime_ns}")
    return "\n".join(lines)


# -- what the records refer to ---------------------------------------------------------


def _leaf_key(value: Any) -> tuple[Any, ...]:
    """A field constraint (or a plain value, which experta reads as ``L(value)``) by
    what experta's ``FeatureCheck`` tells it by: equal keys, the same check."""
    if isinstance(value, L):
        return ("L", value.value, value.__bind__)
    if isinstance(value, P):
        return ("P", id(value.match), value.__bind__)
    if isinstance(value, W):
        return ("W", value.__bind__)
    if isinstance(value, FieldConstraint):
        raise TypeError(f"no record for {type(value).__name__}")
    return ("L", value, None)


def rule_parts(rule: Rule) -> Iterator[tuple[str, Any]]:
    """What a rule's conditions refer to, in the order the tables number them: each
    pattern's class (``"class"``), then the field constraints of its values
    (``"leaf"``; an AND, OR or NOT of them part by part), and each ``TEST``'s function
    (``"test"``)."""
    for leaf in leaves(rule):
        if isinstance(leaf, Fact):
            yield "class", type(leaf)
            for key, value in leaf.items():
                if key != "__bind__":
                    yield from _constraint_parts(value)
        else:
            yield "test", leaf[0]


def _constraint_parts(value: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(value, (ANDFC, ORFC, NOTFC)):
        for part in value:
            yield from _constraint_parts(part)
    else:
        yield "leaf", value


def tables_of(rules: Sequence[Rule]) -> _Tables:
    """``_Tables(rules)``, walked once for the same rules met twice in a row (a cold run
    walks them for the laws' index, ``engine.lazylaws``, then for the network's
    records): the tables of the last rules walked are kept, with those rules."""
    if len(_LAST) == 2 and len(_LAST[0]) == len(rules) and all(
            a is b for a, b in zip(_LAST[0], rules, strict=True)):
        return _LAST[1]  # type: ignore[no-any-return]
    tables = _Tables(rules)
    _LAST[:] = [tuple(rules), tables]
    return tables


_LAST: list[Any] = []  # tables_of's: the last rules walked and their tables


class _Tables:
    """Every fact class, field constraint, ``TEST`` function and rule of an engine,
    numbered in the order of a walk over its rules (taken in the order of their names):
    the same numbers in every process holding the same knowledge base. Each constraint
    and function is also found by where the walk first met it (``leaf_places``,
    ``test_places``): its rule's number and its place among that rule's parts of its
    kind (``engine.lazylaws`` finds it there again)."""

    def __init__(self, rules: Sequence[Rule]) -> None:
        self.rules = rules
        self.classes: list[type] = [InitialFact]
        self.class_index: dict[type, int] = {InitialFact: 0}
        self.leaves: list[Any] = []
        self.leaf_index: dict[tuple[Any, ...], int] = {}
        self.leaf_places: list[tuple[int, int]] = []
        self.tests: list[Callable[..., Any]] = []
        self.test_index: dict[Any, int] = {}
        self.test_places: list[tuple[int, int]] = []
        for number, rule in enumerate(rules):
            met = {"leaf": 0, "test": 0}
            for kind, value in rule_parts(rule):
                if kind == "class":
                    if value not in self.class_index:
                        self.class_index[value] = len(self.classes)
                        self.classes.append(value)
                    continue
                place = (number, met[kind])
                met[kind] += 1
                if kind == "test":
                    if value not in self.test_index:
                        self.test_index[value] = len(self.tests)
                        self.tests.append(value)
                        self.test_places.append(place)
                    continue
                try:
                    key = _leaf_key(value)
                except TypeError:  # unhashable: experta cannot check it either
                    continue
                if key not in self.leaf_index:
                    self.leaf_index[key] = len(self.leaves)
                    self.leaves.append(value)
                    self.leaf_places.append(place)

    def test_check(self, index: int) -> WhereCheck:
        """The check of ``TEST`` function number ``index``."""
        return where_check(self.tests[index])

    def shape(self) -> list[Any]:
        """What the numbers stand for, in short: the tables' sizes and a checksum of
        each entry's name (a class's, a function's and where it starts, a literal's
        text). Records are loaded only into tables of the same shape, so that a knowledge
        base numbering its objects otherwise (say, patterns made from a set, whose order
        changes with the hash seed) gets its network built rather than miswired;
        ``tests/test_netcache.py`` checks that this one numbers alike under any seed."""
        lines = [f"{cls.__module__}.{cls.__qualname__}" for cls in self.classes]
        lines += [function_name(test) for test in self.tests]
        for leaf in self.leaves:
            if isinstance(leaf, P):
                lines.append(f"P {leaf.__bind__} {function_name(leaf.match)}")
            elif isinstance(leaf, W):
                lines.append(f"W {leaf.__bind__}")
            else:
                value, bind = (leaf.value, leaf.__bind__) if isinstance(leaf, L) else (leaf, None)
                text = repr(value) if type(value) in _LITERALS else type(value).__qualname__
                lines.append(f"L {bind} {text}")
        return [len(self.rules), len(self.classes), len(self.leaves), len(self.tests),
                checksum("\n".join(lines))]


_LITERALS = {str, int, float, bool, type(None)}


def function_name(function: Any) -> str:
    code = getattr(function, "__code__", None)
    return (f"{getattr(function, '__module__', '')}.{getattr(function, '__qualname__', '')}"
            f":{code.co_firstlineno if code else ''}")


# -- writing ---------------------------------------------------------------------------


def _how_record(how: Any, tables: _Tables) -> list[Any]:
    if isinstance(how, NOTFC):
        return ["N", _how_record(how[0], tables)]
    if isinstance(how, (ANDFC, ORFC)):
        return ["A" if isinstance(how, ANDFC) else "O",
                [_how_record(part, tables) for part in how]]
    return ["r", tables.leaf_index[_leaf_key(how)]]


def _check_record(check: Any, tables: _Tables) -> list[Any]:
    if type(check) is TypeCheck:
        return ["T", tables.class_index[check.fact_type]]
    if type(check) is FactCapture:
        if not isinstance(check.bind, str):
            raise TypeError("a fact bound to a name that is no string")
        return ["C", check.bind]
    if type(check) is FeatureCheck:
        if not isinstance(check.what, (str, int)) or isinstance(check.what, bool):
            raise TypeError("a field that is neither a name nor a position")
        return ["F", check.what, _how_record(check.how, tables)]
    if type(check) is WhereCheck:
        return ["W", tables.test_index[check.test]]
    raise TypeError(f"no record for the check {type(check).__name__}")


def _records(root: BusNode, rules: list[Rule], prepared: dict[int, int],
             order: list[Any] | None = None) -> dict[str, Any]:
    """The network from ``root`` as plain lists, node by node in the order of
    experta's walk (the root first; its conflict sets, read in this order, are in the
    order the matcher asks them): its letter (``kinds``), its check or rule (``args``),
    its number of children (``fanout``), and its children in order as ``node,
    callback`` pairs (``children``). ``order``: that walk, if made already."""
    tables = tables_of(rules)
    if order is None:
        order = walk_network(root)
    number = {id(node): place for place, node in enumerate(order)}
    checks: list[list[Any]] = []
    check_number: dict[int, int] = {}
    codes = {cls: {getattr(cls, name): code for code, name in enumerate(_CALLBACKS)
                   if hasattr(cls, name)} for cls in _LETTERS}
    kinds, args, fanout, children = [], [], [], []
    for node in order:
        letter = _LETTERS[type(node)]
        argument = 0
        if letter in "FW":
            argument = check_number.get(id(node.matcher), -1)
            if argument < 0:
                argument = check_number[id(node.matcher)] = len(checks)
                checks.append(_check_record(node.matcher, tables))
        elif letter in "MN":
            if type(node.matcher) is not SameContextCheck:
                raise TypeError("a join on something else than the same context")
        elif letter == "S":
            argument = prepared[id(node.rule)]
        kinds.append(letter)
        args.append(argument)
        fanout.append(len(node.children))
        for child, callback in node.children:
            if callback.__self__ is not child:
                raise TypeError("a child wired to another node's callback")
            children += [number[id(child)], codes[type(child)][callback.__func__]]
    return {"shape": tables.shape(), "checks": checks, "kinds": "".join(kinds),
            "args": args, "fanout": fanout, "children": children}


def _write(where: _Where, body: dict[str, Any] | bytes) -> None:
    """Write the cache file whole (a temporary file renamed), or nothing."""
    data = body if isinstance(body, bytes) else json.dumps(
        body, separators=(",", ":"), ensure_ascii=True).encode()
    try:
        write_framed(where.path, {"format": FORMAT, "identity": where.identity,
                                  "stat": where.stat, "content": where.content}, data)
        for older in where.path.parent.glob(f"{where.family}*.json"):
            if older != where.path:  # the same engine before its rules changed
                older.unlink(missing_ok=True)
    except OSError:  # a read-only home, a full disk: the next run builds again
        pass


# -- reading ---------------------------------------------------------------------------


def _load(matcher: ReteMatcher, rules: list[Rule], where: _Where) -> bool:
    """Load the network into ``matcher`` from the cache file; False (the matcher left
    as it was) if the file is missing, of another key, or cannot be read whole."""
    try:
        framed = read_framed(where.path, LIMIT)
        if framed is None:  # none, cut short or spoilt, or not this user's (cachefolder)
            return False
        header, body = framed
        if header.get("format") != FORMAT or header.get("identity") != where.identity:
            return False
        moved = header.get("stat") != where.stat
        if moved and header.get("content") != where.content:
            return False
        root, groups = _network(json.loads(body), _tables(type(matcher.engine), rules))
    except Exception:
        return False
    matcher.root_node = root
    matcher._nodes = [node for group in groups for node in group]  # for engine.rete's
    matcher._by_reset = groups  # reset (2, 14), which would find the same nodes by a
    matcher._conflict_sets = tuple(groups[2])  # walk (in another order, read by none
    # once they are grouped), as for its conflict sets (17), in the walk's order
    if moved:  # the same sources with new times: no need to read them again next time
        _write(where, body)
    return True


def _tables(engine_class: type, rules: Sequence[Rule]) -> Any:
    """The tables a file's records are read against: the engine class made from a laws'
    index gives them from the index (``lazy_tables``, ``engine.lazylaws``); any other,
    a subclass of it too, a walk over its rules."""
    if "law_index" in vars(engine_class):  # the class made from the index, no subclass
        return engine_class.lazy_tables(rules)
    return _Tables(rules)


def _how(record: list[Any], leaves: list[Any]) -> Any:
    """The field constraint a record describes, its leaves those of the knowledge base."""
    letter = record[0]
    if letter == "r":
        return leaves[_index(record[1])]
    if letter == "N":
        return NOTFC(_how(record[1], leaves))
    if letter == "A":
        return ANDFC(*[_how(part, leaves) for part in record[1]])
    if letter == "O":
        return ORFC(*[_how(part, leaves) for part in record[1]])
    raise ValueError(f"no field constraint {letter!r}")


def _index(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(f"not an index: {value!r}")
    return value


def _naturals(*columns: list[Any]) -> None:
    """Every entry of the columns a natural number (an index never counts from the end)."""
    for column in columns:
        if column and (set(map(type, column)) != {int} or min(column) < 0):
            raise ValueError("a column of the records holds other than indexes")


def _network(records: dict[str, Any], tables: _Tables
             ) -> tuple[BusNode, tuple[list[Any], list[Any], list[Any], list[Any]]]:
    """The network the records describe, its checks and rules those of ``tables``, and
    its nodes with a memory: its joins, negations and conflict sets.

    Nodes are made as ``__init__`` makes them (its attributes set, its memory reset),
    without the calls: ~4,300 of them load in a few milliseconds."""
    if records["shape"] != tables.shape():
        raise ValueError("records of another knowledge base")
    kinds, args, fanout, links = (records["kinds"], records["args"], records["fanout"],
                                  records["children"])
    _naturals(args, fanout, links)
    if not (type(kinds) is str and len(kinds) == len(args) == len(fanout)
            and 2 * sum(fanout) == len(links) and kinds[:1] == "B"):
        raise ValueError("records that do not fit together")
    checks: list[Any] = []
    for record in records["checks"]:
        letter = record[0]
        if letter == "T":
            checks.append(TypeCheck(tables.classes[_index(record[1])]))
        elif letter == "C":
            if type(record[1]) is not str:
                raise ValueError("a binding that is no name")
            checks.append(FactCapture(record[1]))
        elif letter == "F":
            what = record[1]
            if type(what) not in (str, int):
                raise ValueError("a field that is neither a name nor a position")
            checks.append(FeatureCheck(what, _how(record[2], tables.leaves)))
        elif letter == "W":
            checks.append(tables.test_check(_index(record[1])))
        else:
            raise ValueError(f"no check {letter!r}")
    alpha = (TypeCheck, FactCapture, FeatureCheck)
    alpha_ok = [isinstance(check, alpha) for check in checks]
    rules = tables.rules
    copies: dict[int, Rule] = {}
    nodes: list[Any] = []
    append = nodes.append
    # Each node's memory reset as its ``_reset`` resets it, and the nodes with a memory
    # handed to the matcher in the groups its first reset would sort them into
    # (``engine.rete``, 2 and 14), sparing it a walk over the network.
    joins: list[Any] = []
    negations: list[Any] = []
    conflict_sets: list[Any] = []
    for letter, argument in zip(kinds, args, strict=True):
        if letter == "F":
            if not alpha_ok[argument]:
                raise ValueError("a node with a check of another kind")
            node = feature_tester(checks[argument])
        elif letter == "M":
            node = join_node()
            joins.append(node)
        elif letter == "N":
            node = negation_node()
            negations.append(node)
        elif letter == "S":
            rule = copies.get(argument)
            if rule is None:  # the rule unbound, as experta's prepare_rule leaves it
                rule = copies[argument] = rules[argument].new_conditions(*rules[argument])
            node = conflict_set_node(rule)
            conflict_sets.append(node)
        elif letter == "W":
            if type(checks[argument]) is not WhereCheck:
                raise ValueError("a node with a check of another kind")
            node = where_node(checks[argument])
        elif letter == "B":
            node = bus_node()
        else:
            raise ValueError(f"no node {letter!r}")
        append(node)
    make_child = tuple.__new__
    at = 0
    for node, count in zip(nodes, fanout, strict=True):
        children = node.children
        for _ in range(count):
            child = nodes[links[at]]
            callback = getattr(child, _CALLBACKS[links[at + 1]])
            children.append(make_child(ChildNode, (child, callback)))
            at += 2
    return nodes[0], (joins, negations, conflict_sets, [])
