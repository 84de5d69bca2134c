"""Classes of named fields, made as ``dataclasses.dataclass`` makes them, at a quarter of
the cost.

A ruling makes 14 such classes before it reads a card (the incident, its entries,
cards and calls, the play's events, tricks and revokes, a rule's law and step, the
ruling). ``dataclasses`` writes each of their methods out as source and compiles each
apart (a frozen, ordered class: ten compiles), and that was 9-12 ms of a cold
``ruling infer``, more than the rest of the engine's own modules took to import
(``dataclasses`` itself, another millisecond, is no longer imported). ``record``
compiles once a class, and only what runs for every instance: ``__init__``, the
comparisons and the hash, written as ``dataclasses`` writes them, so that an
instance is made, compared and hashed as fast; ``__repr__`` and a frozen class's
refusals are shared functions. The engine's records have that code shipped, compiled
as every module is, into its ``.pyc`` (``engine.recordcode``, written by
``tools/make_record_code.py``, found by the source ``record`` writes); any other
record's is compiled once and kept between runs (``engine.codecache``), as
``__pycache__`` keeps a module's. ``tests/test_records.py`` holds each option, and
every record class of the engine, against the dataclass of the same fields.

What is kept of ``dataclasses``: the fields are the class's annotated names, in order,
each with its default (a value, or ``field(default=..., default_factory=...,
compare=...)``); ``__init__`` takes them in order; ``__repr__`` shows them;
``__eq__`` compares those compared, between instances of the same class only, as
one tuple; ``order`` adds ``<``, ``<=``, ``>``, ``>=`` the same way; ``frozen``
refuses assignment and deletion, and hashes the compared fields' tuple, while a
mutable class is unhashable; ``slots`` gives the fields slots; a method the class
writes itself is kept; ``replace`` makes a changed copy. Refused when the class is
declared (a ``TypeError``), as no class here needs it: a base class (and with it
inherited fields, ``__post_init__`` and frozenness), ``__post_init__``,
``__slots__`` written out, ``ClassVar``, ``InitVar`` and ``KW_ONLY`` annotations, a
``field()`` without an annotation, and a field named ``self`` or ``__record...`` (the
names ``__init__`` uses). Left out: ``field(repr=..., hash=..., init=...)``,
``kw_only``, ``__init__``'s annotations, the docstring ``dataclasses`` writes for a
class without one, a recursive ``__repr__``'s guard (a record holding itself), and
``dataclasses.fields`` (a record has ``__record_fields__`` and
``__record_options__``); ``FrozenInstanceError`` is this module's (an
``AttributeError``, as ``dataclasses``' is). The authoring scripts of ``tools/``, which
no ruling imports and which use ``field(init=False)`` and ``__post_init__``, keep
``dataclasses``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import Any, TypeVar

from ruling.engine.codecache import compiled

T = TypeVar("T")

_NO_DEFAULT = object()

DECLARING = ("notation", "loader", "inference", "registry", "session", "play", "auction",
             "endings", "cases", "deal_files")
"""The modules of ``ruling.engine`` declaring records: the methods of theirs are shipped
compiled (``engine.recordcode``)."""

WRITTEN: dict[tuple[str, str], tuple[set[str], tuple[str, ...]]] = {}
"""Each source written in this process, with the file name its code carries: the modules
of the classes it was written for, and the methods it defines (``shipped_text`` writes
them out)."""


def shipped() -> dict[tuple[str, str], Any]:
    """The shipped code (``engine.recordcode``'s table), where Python keeps that module
    compiled beside this one (its ``.pyc``, as ``pip install`` writes it); else none:
    compiling the module at every start (a folder Python may not write, or
    ``PYTHONDONTWRITEBYTECODE`` where no ``.pyc`` was made) would cost more than the
    code cache of the records saves."""
    cached = globals().get("__cached__")
    if not cached:
        return {}
    folder, name = os.path.split(cached)
    if not os.path.isfile(os.path.join(folder, "recordcode" + name[len("records"):])):
        return {}
    from ruling.engine import recordcode

    return recordcode.CODE


_SHIPPED: list[dict[tuple[str, str], Any]] = []  # shipped(), looked for at the first record


class _Factory:
    """In a signature: the default is made by the field's factory."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


class FrozenInstanceError(AttributeError):
    """Assigning to or deleting a field of a frozen record (``dataclasses``' error)."""


class Field:
    """A field's default and whether ``__eq__`` (and ordering and hashing) compare it."""

    __slots__ = ("default", "default_factory", "compare")

    def __init__(self, default: Any = _NO_DEFAULT,
                 default_factory: Callable[[], Any] | None = None, compare: bool = True
                 ) -> None:
        if default is not _NO_DEFAULT and default_factory is not None:
            raise ValueError("a field cannot have both a default and a default_factory")
        self.default = default
        self.default_factory = default_factory
        self.compare = compare


def field(*, default: Any = _NO_DEFAULT, default_factory: Callable[[], Any] | None = None,
          compare: bool = True) -> Any:
    """A field's default (or factory of defaults) and whether it is compared."""
    return Field(default, default_factory, compare)


def record(cls: type[T] | None = None, /, *, frozen: bool = False, order: bool = False,
           slots: bool = False) -> Any:
    """``@record``, ``@record(frozen=True, order=True)``: the class with its fields'
    methods (see the module's docstring)."""

    def wrap(cls: type[T]) -> type[T]:
        _refuse_unsupported(cls)
        fields = _fields(cls)
        return _process(_slotted(cls) if slots else cls, fields, frozen, order, slots)

    return wrap if cls is None else wrap(cls)


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of the record with those fields changed (``dataclasses.replace``)."""
    fields: dict[str, Field] | None = getattr(type(obj), "__record_fields__", None)
    if fields is None:
        raise TypeError("replace() should be called on a record")
    for name in changes:
        if name not in fields:
            raise TypeError(f"{type(obj).__qualname__} has no field {name!r}")
    return type(obj)(**{name: changes[name] if name in changes else getattr(obj, name)
                        for name in fields})


_SPECIAL = re.compile(r"(typing\.|dataclasses\.)?(ClassVar|InitVar|KW_ONLY)\b")


def _refuse_unsupported(cls: type) -> None:
    """A ``TypeError`` for what ``dataclasses`` would read in the class and a record
    would not (see the module's docstring), rather than a class behaving otherwise."""
    def refuse(what: str) -> None:
        raise TypeError(f"record {cls.__qualname__}: {what} is not supported")

    if cls.__bases__ != (object,):
        refuse("a base class")  # its fields, defaults, __post_init__, frozenness, ABC
    for name in ("__post_init__", "__slots__"):
        if name in cls.__dict__:
            refuse(name)
    annotations = cls.__dict__.get("__annotations__", {})
    for name, annotation in annotations.items():
        if _SPECIAL.match(str(annotation)):
            refuse(f"{name}: {annotation}")
        if name == "self" or name.startswith("__record"):  # names __init__ uses
            refuse(f"a field named {name}")
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            refuse(f"field() without an annotation ({name})")


def _process(cls: type[T], fields: dict[str, Field], frozen: bool, order: bool, slots: bool
             ) -> type[T]:
    names = tuple(fields)
    compared = tuple(name for name in names if fields[name].compare)
    own = cls.__dict__
    written = ["__init__"] if "__init__" not in own else []
    if "__eq__" not in own:
        written.append("__eq__")
    if order:
        for method in _ORDER:
            if method in own:
                raise TypeError(f"record {cls.__qualname__} defines {method}: order=True"
                                " would replace it")
        written += _ORDER
    # written by the class itself (a None that __eq__ put there is not), kept
    hashed = "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own)
    if frozen and not hashed:
        written.append("__hash__")
    methods = _written(cls, fields, compared, frozen, written)
    if "__repr__" not in own:
        methods["__repr__"] = _repr(names)
    if frozen:
        for method in ("__setattr__", "__delattr__"):
            if method in own:
                raise TypeError(f"record {cls.__qualname__} defines {method}: it is frozen")
        methods["__setattr__"], methods["__delattr__"] = _frozen(cls, names)
    if not frozen and not hashed:  # compared but mutable: unhashable, as dataclasses
        methods["__hash__"] = None  # type: ignore[assignment]
    if frozen and slots and not {"__getstate__", "__setstate__"} & set(own):
        # pickled and unpickled past the refusing __setattr__
        methods["__getstate__"], methods["__setstate__"] = _state(names)
    for method, function in methods.items():
        if function is not None:
            function.__qualname__ = f"{cls.__qualname__}.{method}"
            function.__module__ = cls.__module__
        setattr(cls, method, function)
    cls.__record_fields__ = fields  # type: ignore[attr-defined]
    cls.__record_options__ = {"frozen": frozen, "order": order,  # type: ignore[attr-defined]
                              "slots": slots}
    if "__match_args__" not in own:
        cls.__match_args__ = names  # type: ignore[attr-defined]
    return cls


def _slotted(cls: type[T]) -> type[T]:
    """The class made again with a slot for each of its own fields and no ``__dict__``
    (``slots=True``): smaller and quicker to read, for a class made by the thousand.
    Its defaults are kept by ``__init__``."""
    own = tuple(cls.__dict__.get("__annotations__", {}))
    namespace = {key: value for key, value in cls.__dict__.items()
                 if key not in own and key not in ("__dict__", "__weakref__")}
    namespace["__slots__"] = own
    made = type(cls)(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__
    return made


def _fields(cls: type) -> dict[str, Field]:
    """The class's fields, each with its default; the class keeps a plain default as its
    attribute, as ``dataclasses`` leaves it."""
    fields: dict[str, Field] = {}
    defaulted = False  # the field before has a default: this one must
    for name in cls.__dict__.get("__annotations__", {}):
        value = cls.__dict__.get(name, _NO_DEFAULT)
        made = value if isinstance(value, Field) else Field(value)
        if made.default is not _NO_DEFAULT and type(made.default).__hash__ is None:
            raise ValueError(f"mutable default {type(made.default)} for field {name} is not"
                             " allowed: use default_factory")
        has_default = made.default is not _NO_DEFAULT or made.default_factory is not None
        if defaulted and not has_default:
            raise TypeError(f"record {cls.__qualname__}: non-default argument {name!r}"
                            " follows default argument")
        defaulted = has_default
        fields[name] = made
        if isinstance(value, Field):
            if made.default is _NO_DEFAULT:
                delattr(cls, name)
            else:
                setattr(cls, name, made.default)
    return fields


_ORDER = {"__lt__": "<", "__le__": "<=", "__gt__": ">", "__ge__": ">="}


def _written(cls: type, fields: dict[str, Field], compared: tuple[str, ...], frozen: bool,
             methods: list[str]) -> dict[str, Callable[..., Any]]:
    """The methods called for every card, call and entry (made, compared, hashed,
    sorted), written out as ``dataclasses`` writes them and compiled together once."""
    namespace: dict[str, Any] = {"__record_FACTORY": _FACTORY,
                                 "__record_set": object.__setattr__}
    lines: list[str] = []
    if "__init__" in methods:
        parameters, body = ["self"], []
        for number, (name, spec) in enumerate(fields.items()):
            if spec.default_factory is not None:  # names no field has (_refuse_unsupported)
                namespace[f"__record_factory{number}"] = spec.default_factory
                parameters.append(f"{name}=__record_FACTORY")
                value = (f"__record_factory{number}() if {name} is __record_FACTORY"
                         f" else {name}")
            elif spec.default is not _NO_DEFAULT:
                namespace[f"__record_default{number}"] = spec.default
                parameters.append(f"{name}=__record_default{number}")
                value = name
            else:
                parameters.append(name)
                value = name
            body.append(f"__record_set(self, {name!r}, {value})" if frozen
                        else f"self.{name} = {value}")
        lines.append(f"def __init__({', '.join(parameters)}):")
        lines += [f"    {line}" for line in body or ["pass"]]

    def values(who: str) -> str:
        return "(" + "".join(f"{who}.{name}," for name in compared) + ")"

    for method in methods:
        operator = "==" if method == "__eq__" else _ORDER.get(method)
        if operator:
            lines.append(f"def {method}(self, other):")
            lines.append("    if other.__class__ is self.__class__:")
            lines.append(f"        return {values('self')} {operator} {values('other')}")
            lines.append("    return NotImplemented")
    if "__hash__" in methods:
        lines.append("def __hash__(self):")
        lines.append(f"    return hash({values('self')})")
    source, name = "\n".join(lines) + "\n", f"<record {cls.__qualname__}>"
    WRITTEN.setdefault((source, name), (set(), tuple(methods)))[0].add(cls.__module__)
    if not _SHIPPED:
        _SHIPPED.append(shipped())
    code = _SHIPPED[0].get((source, name))
    exec(code if code is not None else compiled(source, name), namespace)
    return {method: namespace[method] for method in methods}


def _repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _frozen(cls: type, names: tuple[str, ...]
            ) -> tuple[Callable[[Any, str, Any], None], Callable[[Any, str], None]]:
    """``__setattr__`` and ``__delattr__`` refusing the fields (any name, on the record's
    own class), as ``dataclasses`` writes them."""
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


def _state(names: tuple[str, ...]
           ) -> tuple[Callable[[Any], list[Any]], Callable[[Any, list[Any]], None]]:
    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, name) for name in names]

    def __setstate__(self: Any, state: list[Any]) -> None:
        for name, value in zip(names, state, strict=True):
            object.__setattr__(self, name, value)

    return __getstate__, __setstate__


def shipped_text() -> str:
    """``engine/recordcode.py`` for the records of the ``DECLARING`` modules (imported
    here): each source ``_written`` writes for them made the body of a function that
    declares its methods global, so that ``exec`` of the function's code in a class's
    namespace defines them there, as the source compiled alone does; its table ``CODE``
    holds each function's code under that source and the file name the compiled
    source's code would carry. Python compiles the file into its ``.pyc`` as any
    module (``pip install`` writes it), where a cold start compiled the 14 classes a
    ruling makes (~5 ms, the compiler's first use included)."""
    import importlib

    for module in DECLARING:
        importlib.import_module(f"ruling.engine.{module}")
    declaring = {f"ruling.engine.{module}" for module in DECLARING}
    parts = [_SHIPPED_HEAD]
    written = sorted((key, methods) for key, (modules, methods) in WRITTEN.items()
                     if modules & declaring and methods)  # none: nothing to define
    for number, ((source, name), methods) in enumerate(written):
        body = "".join(f"    {line}\n" if line else "\n" for line in source.splitlines())
        parts.append(f"\n\ndef _{number}():\n    global {', '.join(methods)}\n{body}"
                     f"\n\nCODE[{source!r},\n     {name!r}] = _{number}.__code__\n")
    return "".join(parts)


_SHIPPED_HEAD = '''"""The methods of the engine's records, shipped compiled: written by
``python tools/make_record_code.py`` (``engine.records.shipped_text`` tells what each
function is, and ``records.shipped`` when the table is used); not to be edited by hand:
``tests/test_records.py`` fails when this file is not what the tool writes now."""

# ruff: noqa
# fmt: off

from types import CodeType

CODE: dict[tuple[str, str], CodeType] = {}
'''
