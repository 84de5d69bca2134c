"""``engine.records``: a record behaves as the ``dataclasses.dataclass`` of the same class
would, on made-up classes for each option and on every record class of the engine."""

import dataclasses
import importlib
import inspect
import pickle
from pathlib import Path
from typing import Any

import pytest

from ruling.engine import recordcode, records
from ruling.engine.records import FrozenInstanceError, field, record, replace

ENGINE_MODULES = records.DECLARING
OPTIONS = [{}, {"frozen": True}, {"order": True}, {"frozen": True, "order": True},
           {"frozen": True, "slots": True}]


def twins(options: dict[str, bool]) -> tuple[type, type]:
    """One class, declared twice: made a record and made a dataclass."""
    made = []
    for decorate, make_field in ((record, field), (dataclasses.dataclass, dataclasses.field)):
        class Deal:
            board: int
            seat: str
            note: str = ""
            tags: list[str] = make_field(default_factory=list)
            seen: int = make_field(default=0, compare=False)

            def describe(self) -> str:
                return f"{self.seat}{self.board}"

        made.append(decorate(**options)(Deal))
    return made[0], made[1]


def signature(cls: type) -> list[tuple[str, str, Any]]:
    """``__init__``'s parameters: names, defaults and kinds (not the annotations, which
    a record's ``__init__`` leaves out)."""
    return [(p.name, repr(p.default), p.kind) for p in inspect.signature(cls).parameters.values()]


def behaviour(cls: type, options: dict[str, bool]) -> dict[str, Any]:
    """Everything a caller can see of the class's instances."""
    first, same, other = cls(1, "N"), cls(1, "N", seen=5), cls(2, "E", "x", ["a"], 1)
    seen: dict[str, Any] = {
        "repr": [repr(first), repr(other)],
        "eq": [first == same, first == other, first != same, first == (1, "N"),
               first.__eq__((1, "N"))],
        "fields": [(n, getattr(other, n)) for n in ("board", "seat", "note", "tags", "seen")],
        "method": other.describe(),
        "signature": signature(cls),
        "match_args": cls.__match_args__,
        "class default": getattr(cls, "note", None) if not options.get("slots") else None,
        "factory field a class attribute": hasattr(cls, "tags") and not options.get("slots"),
        "hashable": cls.__hash__ is not None,
        "fresh factory": cls(1, "N").tags is not cls(1, "N").tags,
    }
    if cls.__hash__ is not None:  # the compared fields' tuple (a list in it: unhashable)
        hashed = cls(1, "N", tags=("a",))
        seen["hash"] = [hash(hashed) == hash((1, "N", "", ("a",))),
                        hash(hashed) == hash(cls(1, "N", tags=("a",), seen=9))]
        with pytest.raises(TypeError):
            hash(first)
    if options.get("order"):
        seen["order"] = [first < other, first <= same, other > first, first >= other,
                         sorted([other, first]) == [first, other]]
        with pytest.raises(TypeError):
            first < (1, "N")  # noqa: B015 (another class: no order)
    if options.get("frozen"):
        attempts = [lambda: setattr(first, "board", 3), lambda: delattr(first, "seat")]
        if not options.get("slots"):  # 3.11's dataclass then fails in its own super()
            attempts.append(lambda: setattr(first, "anything", 3))
        for attempt in attempts:
            with pytest.raises(AttributeError) as caught:
                attempt()
            seen.setdefault("refused", []).append(str(caught.value))
    else:
        first.board = 7
        seen["assigned"] = first.board
    if options.get("slots"):
        seen["slots"] = [cls.__slots__, hasattr(first, "__dict__")]
    return seen


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "plain")
def test_a_record_behaves_as_the_dataclass(options: dict[str, bool]) -> None:
    made, dataclass = twins(options)
    assert behaviour(made, options) == behaviour(dataclass, options)


def test_the_frozen_error_is_an_attribute_error_with_dataclasses_message() -> None:
    made, dataclass = twins({"frozen": True})
    messages = []
    for cls, error in ((made, FrozenInstanceError), (dataclass, dataclasses.FrozenInstanceError)):
        with pytest.raises(error) as caught:
            cls(1, "N").board = 2
        messages.append(str(caught.value))
    assert issubclass(FrozenInstanceError, AttributeError)
    assert messages[0] == messages[1] == "cannot assign to field 'board'"


def test_fields_named_as_the_generated_code_names_its_own_values() -> None:
    """``__init__``'s own names cannot be a field's: a field ``_FACTORY``, ``_set`` or
    ``_factory0`` is a field like any other."""
    made = []
    for decorate, make_field in ((record, field), (dataclasses.dataclass, dataclasses.field)):
        class Odd:
            _FACTORY: list[int] = make_field(default_factory=list)
            _set: int = 1
            _factory0: list[int] = make_field(default_factory=list)
            other: int = 2

        cls = decorate(frozen=True)(Odd)
        made.append([repr(cls([1], 5, [2], 3)), repr(cls()), cls([1]) == cls([1])])
    assert made[0] == made[1]


def test_an_explicit_hash_of_none_is_kept_as_dataclasses_keeps_it() -> None:
    for decorate in (record, dataclasses.dataclass):
        class Unhashed:
            seat: str
            __hash__ = None  # type: ignore[assignment]

        assert decorate(frozen=True)(Unhashed).__hash__ is None


def test_a_method_the_class_writes_is_kept() -> None:
    @record(frozen=True)
    class Seat:
        name: str

        def __repr__(self) -> str:
            return f"<{self.name}>"

        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return 7

    assert (repr(Seat("N")), Seat("N") == 3, hash(Seat("N"))) == ("<N>", True, 7)


def test_replace_changes_the_fields_named_and_refuses_others() -> None:
    made, dataclass = twins({"frozen": True})
    for cls, replacing in ((made, replace), (dataclass, dataclasses.replace)):
        changed = replacing(cls(1, "N", tags=["a"]), seat="S")
        assert (changed.board, changed.seat, changed.tags) == (1, "S", ["a"])
        with pytest.raises(TypeError):
            replacing(cls(1, "N"), colour="red")


@pytest.mark.parametrize("declare, error", [
    ("class C:\n    a: list = []", ValueError),  # a mutable default: shared by all
    ("class C:\n    a: int = 0\n    b: int", TypeError),  # no default after a default
    ("class C:\n    a: int = 0\n    b: int\n    def __init__(self): pass", TypeError),
    ("class C:\n    a: int\n    def __post_init__(self): pass", TypeError),
    ("class C:\n    a: 'ClassVar[int]' = 0", TypeError),
    ("class C:\n    a: 'typing.ClassVar[int]' = 0", TypeError),
    ("class C:\n    _: 'KW_ONLY'\n    a: int = 0", TypeError),
    ("class C:\n    a: int\n    def __lt__(self, other): return True", TypeError),
    ("class B:\n    a: int = 5\nclass C(B):\n    a: int", TypeError),  # a base class
    ("class C:\n    self: int", TypeError),  # __init__'s own first parameter
    ("class C:\n    __record__: int", TypeError),
    ("from ruling.engine.records import field\nclass C:\n    a = field(default=1)",
     TypeError),  # a field() with no annotation
    ("class C:\n    __slots__ = ('a',)\n    a: int", TypeError),
])
def test_what_a_record_does_not_support_is_refused(declare: str, error: type) -> None:
    namespace: dict[str, Any] = {}
    exec(declare, namespace)
    with pytest.raises(error):
        record(order=True)(namespace["C"])


def ordered(a: Any, b: Any) -> bool | str:
    """``a < b``, or the error (a number and a text in the same field)."""
    try:
        return a < b
    except TypeError as error:
        return str(error)


def pickled(obj: Any) -> bool | str:
    """Does the record come back equal from pickling (``ruling test -j`` sends results
    between processes)? If not, what stopped it (a field's default is a function)."""
    try:
        return pickle.loads(pickle.dumps(obj)) == obj
    except pickle.PicklingError as error:
        return type(error).__name__


def engine_records() -> list[type]:
    found = []
    for name in ENGINE_MODULES:
        module = importlib.import_module(f"ruling.engine.{name}")
        found += [value for value in vars(module).values()
                  if isinstance(value, type) and "__record_fields__" in vars(value)
                  and value.__module__ == module.__name__]
    return found


def test_every_record_of_the_engine_is_found_and_a_ruling_makes_no_dataclass(run_ruling
                                                                              ) -> None:
    assert len(engine_records()) == 24
    status, _, loaded = run_ruling(["infer", "examples/revoke.yaml"], ["dataclasses"])
    assert (status, loaded) == (0, {"dataclasses": False})


def test_the_shipped_code_is_what_records_writes_now() -> None:
    """engine/recordcode.py as ``tools/make_record_code.py`` writes it: a record class
    changed since makes this fail (its methods are then compiled, and work)."""
    shipped = Path(records.__file__).with_name("recordcode.py").read_text(encoding="utf-8")
    assert shipped == records.shipped_text(), "run: python tools/make_record_code.py"


def test_every_record_of_the_engine_runs_the_shipped_code(monkeypatch) -> None:
    """Each engine record's methods are the shipped functions' (none compiled; where
    Python has no ``.pyc`` of ``recordcode``, none is used: each is compiled), and a
    source not shipped is compiled, as before."""
    classes = engine_records()
    used = "recordcode.py" if records.shipped() else None
    for cls in classes:
        assert Path(cls.__init__.__code__.co_filename).name == (used or "<record "
                                                                 f"{cls.__qualname__}>")
    assert sum((source, name) in recordcode.CODE for source, name in records.WRITTEN) == 24
    compiled = []
    monkeypatch.setattr(records, "compiled", lambda *key: compiled.append(key)
                        or compile(*key, "exec"))

    @record(frozen=True)
    class Seat:
        name: str

    assert Seat("N") == Seat("N") and compiled[0][1] == "<record test_every_record_of_the_" \
        "engine_runs_the_shipped_code.<locals>.Seat>"


def test_the_shipped_code_is_found_by_the_whole_source(monkeypatch) -> None:
    """A record named as an engine's (``Card``) but of other fields is compiled, never
    given the engine's code; one of the same fields, declared elsewhere, shares it, and
    the engine's stays in what ``shipped_text`` writes (helper-61's review)."""
    if not records.shipped():
        pytest.skip("no .pyc of engine/recordcode.py: the shipped code is not used")
    compiled = []
    real = records.compiled
    monkeypatch.setattr(records, "compiled",
                        lambda *key: compiled.append(key[1]) or real(*key))

    def card(**fields: type) -> type:
        made = type("Card", (), {"__annotations__": fields, "__module__": __name__})
        made.__qualname__ = "Card"
        return record(frozen=True, order=True)(made)

    other = card(suit=str, rank=str, seen=bool)
    assert compiled == ["<record Card>"] and other("S", "A", True).seen is True
    assert Path(other.__init__.__code__.co_filename).name != "recordcode.py"
    same = card(suit=str, rank=str)
    assert compiled == ["<record Card>"]  # found shipped: nothing compiled
    assert Path(same.__init__.__code__.co_filename).name == "recordcode.py"
    assert "'<record Card>'" in records.shipped_text()


def test_a_record_defining_its_methods_itself_is_not_shipped(monkeypatch) -> None:
    """A record of an engine module writing its own ``__init__`` and ``__eq__`` (mutable,
    unordered) has nothing to ship: no function declaring no method is written."""
    monkeypatch.setitem(records.WRITTEN, ("\n", "<record Own>"),
                        ({"ruling.engine.notation"}, ()))
    text = records.shipped_text()
    assert "<record Own>" not in text and "global \n" not in text
    compile(text, "recordcode.py", "exec")


def test_the_shipped_code_is_used_only_where_its_pyc_is(monkeypatch, tmp_path) -> None:
    """Without ``recordcode``'s ``.pyc`` beside ``records``' own (a folder Python may not
    write, ``PYTHONDONTWRITEBYTECODE`` on an install without one), compiling that
    module at every start would cost more than it saves: the records are compiled and
    kept by the code cache, as before."""
    monkeypatch.setattr(records, "__cached__", str(tmp_path / "records.cpython-311.pyc"))
    assert records.shipped() == {}
    (tmp_path / "recordcode.cpython-311.pyc").write_bytes(b"")
    assert records.shipped() is recordcode.CODE
    monkeypatch.setattr(records, "__cached__", None)
    assert records.shipped() == {}


def test_a_shipped_function_defines_the_methods_its_source_defines() -> None:
    """Run in a namespace, a shipped function's code defines there what its source
    compiled alone defines, with the same code: the same instructions, constants and
    names."""
    for (source, name), code in recordcode.CODE.items():
        names = {f"__record_{kind}{n}": None for kind in ("default", "factory")
                 for n in range(30)} | {"__record_FACTORY": None, "__record_set": None}
        alone, shipped = dict(names), dict(names)
        exec(compile(source, name, "exec"), alone)
        exec(code, shipped)
        made = {key for key in alone if not key.startswith("__record_")} - {"__builtins__"}
        assert made == {key for key in shipped
                        if not key.startswith("__record_")} - {"__builtins__"}, name
        for method in made:
            one, other = alone[method].__code__, shipped[method].__code__
            assert (one.co_code, one.co_consts, one.co_names, one.co_varnames) == (
                other.co_code, other.co_consts, other.co_names, other.co_varnames), name


@pytest.mark.parametrize("cls", engine_records(), ids=lambda c: c.__qualname__)
def test_an_engine_record_behaves_as_its_dataclass(cls: type) -> None:
    """The fields as the record read them (defaults, factories, what is compared) made
    a dataclass, with the options the record was declared with: the same signature,
    and the same equality, hash, order and repr on instances differing in each field,
    defaulted ones included. (How the record read its class is held against
    ``dataclasses`` by the made-up classes above; the reading of these 24 was compared
    once with the dataclasses they were, on commit 9248b53's parent.)"""
    options = cls.__record_options__
    fields = cls.__record_fields__
    spec = []
    for name, made in fields.items():
        keyword: dict[str, Any] = {"compare": made.compare}
        if made.default_factory is not None:
            keyword["default_factory"] = made.default_factory
        elif made.default is not records._NO_DEFAULT:
            keyword["default"] = made.default
        spec.append((name, Any, dataclasses.field(**keyword)))
    twin = dataclasses.make_dataclass(cls.__name__, spec, **options)
    twin.__qualname__ = cls.__qualname__
    assert signature(cls) == signature(twin)
    required = [name for name, made in fields.items()
                if made.default is records._NO_DEFAULT and made.default_factory is None]
    values = [f"v{i}" for i, _ in enumerate(required)]  # hashable and ordered
    for kind in (cls, twin):
        base = kind(*values)
        variants = [kind(*values, **{name: "z"}) if name not in required
                    else kind(*values[:i], "z", *values[i + 1:])
                    for i, name in enumerate(fields)]
        made = [base, *variants]
        seen = [repr(x) for x in made] + [a == b for a in made for b in made]
        if kind.__hash__ is not None:
            seen += [hash(a) == hash(b) for a in made for b in made]
        if options.get("order"):
            seen += [ordered(a, b) for a in made for b in made]
        if kind is cls:  # and pickled (the twin, no module's class, cannot be)
            assert {pickled(x) for x in made} == (
                {"PicklingError"} if cls.__qualname__ == "KnowledgeBase" else {True})
            ours = seen
        else:
            assert ours == seen
    assert (cls.__hash__ is None) == (twin.__hash__ is None)
