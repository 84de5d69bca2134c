"""Read an incident file (see ``shared/spec/incident.md``) into an :class:`Incident`.

The file is YAML, but it is read defensively: it must be UTF-8 text of at most
1 MiB; anchors, aliases and non-standard tags are refused; nesting and size are
limited; nothing in the file is ever turned into a Python object other than plain
text, numbers, booleans, lists and mappings. Every problem is reported as an
:class:`InputError` that says where it is (``FILE:LINE:COL: message``), so that the
TD can find and fix the line.

How the file is read, step by step:

1. the bytes are checked (size, no NUL byte) and decoded as UTF-8;
2. YAML's *compose* step builds a tree of nodes, each knowing its line and column
   (anchors, aliases, odd tags and deep nesting are refused); for speed, a file
   without tabs (libyaml accepts some that PyYAML refuses) is first composed from
   libyaml's events in one loop (:func:`_compose_libyaml`); a file it cannot read,
   or would refuse, is read again by PyYAML's own (:class:`_SafeComposer`), whose
   messages say what is wrong;
3. :class:`_Reader` walks that tree key by key, checking each value with the
   notation of :mod:`engine.notation`;
4. checks across keys: a dealer for the auction, the cards of the play against
   the hands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.events import (
    AliasEvent,
    DocumentEndEvent,
    DocumentStartEvent,
    MappingEndEvent,
    MappingStartEvent,
    NodeEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.resolver import Resolver

from ruling.engine.notation import (
    SEATS,
    Call,
    Card,
    Entry,
    NotationError,
    call_column,
    call_referred,
    dealer_of_board,
    format_hand,
    parse_call,
    parse_entry,
    parse_hand,
    parse_seat,
    vulnerability_of_board,
)
from ruling.engine.outcomes import (
    FAULTS,
    MAX_OUTCOMES,
    OUTCOME_KEYS,
    PASS_WORDS,
    SIDES,
    exact_text,
    parse_weight,
)
from ruling.engine.records import field, record
from ruling.engine.registry import knowledge

MAX_BYTES = 1024 * 1024  # 1 MiB: far more than any incident needs
MAX_DEPTH = 20  # lists and mappings inside one another
MAX_NODES = 100_000  # values of any kind in one file

KEYS: dict[str, tuple[str, str]] = {
    # key: (what it holds, its kind for the JSON Schema, engine/schema.py)
    "laws": ("The edition of the Laws: 2017 or 1987.", "edition"),
    "board": ("The board number; dealer and vulnerability follow from it when not given.",
              "board"),
    "dealer": ("The dealer's seat: N, E, S or W.", "seat"),
    "vulnerable": ("Who is vulnerable: None, NS, EW or All.", "vulnerability"),
    "hands": ("The four hands, or some of them: seat: 'AKQ.JT9.876.5432' (spades first).",
              "hands"),
    "auction": ("The auction as it was made, irregular calls and other entries included: "
                "'N 1S', 'E P', 'S X', 'W 2H', 'TD', 'N changes 2S', 'S 2D alerted', "
                "'W P slow', 'N explains 2D transfer', 'W asks 2D', ...", "auction"),
    "contract": ("The contract, when the auction is not given or did not end: 4S, 3NTX.",
                 "contract"),
    "declarer": ("Declarer's seat, with contract.", "seat"),
    "play": ("The play as it was made, irregular cards and other entries included: "
             "'W HK', 'S names low', 'E withdraws D5', 'S claims 10', 'E CA slow', "
             "'S remarks ...', 'E asks 2D', ...", "play"),
    "findings": ("The TD's findings: a true/false answer to each question he has ruled on; "
                 "'outcomes', the likely results for an adjusted score: a list of "
                 "{contract: 4H, declarer: S, tricks: 10, weight: 0.6}, weights summing "
                 "to 1 ('contract: pass' for a passed-out board); 'at_fault', each "
                 "side's responsibility for an artificial adjusted score: {NS: none, "
                 "EW: directly} (directly, partly or none).", "findings"),
    "title": ("A line saying what happened.", "text"),
    "source": ("Where the case comes from (a case file: the law it pins).", "text"),
    "expect": ("A case file's expected ruling (see the spec's cases.md).", "expect"),
    "tricks": ("Declarer's tricks in all, when the TD gives them instead of the play.",
               "tricks"),
    "deal": ("A PBN or LIN file (a path relative to the incident) that gives the hands, "
             "dealer and vulnerability of the board named by 'board'.", "path"),
}
"""The top-level keys an incident file may have: the loader reads each with its
``read_<key>`` method, and ``engine/schema.py`` makes the JSON Schema of them."""
TOP_LEVEL_KEYS = tuple(KEYS)
# the words vulnerability may be written as (the loader reads them; the schema lists them)
VULNERABILITY_WORDS = {
    "NONE": "None", "-": "None", "NS": "NS", "EW": "EW", "ALL": "All", "BOTH": "All",
}

# YAML tags (resolved or written with ``!!``).
_TAG = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL = (_TAG + t for t in ("str", "int", "float", "bool", "null"))
SEQ, MAP = _TAG + "seq", _TAG + "map"
_EXPLICIT_TAGS = {  # the only tags a file may write, by the kind of node they go on
    ScalarEvent: {"!", STR, INT, FLOAT, BOOL, NULL},
    SequenceStartEvent: {"!", SEQ},
    MappingStartEvent: {"!", MAP},
}


# --- What the loader returns ------------------------------------------------


MAX_ENTRIES = {"auction": 330, "play": 200}
"""No board's record is longer: an auction has at most 319 calls (each bid doubled and
redoubled, from 1C to 7NT) and a few other entries; a play, 52 cards and the entries
of its irregularities."""


class InputError(Exception):
    """A problem in an incident file, with where it is (1-based line and column)."""

    def __init__(self, path: str, line: int, column: int, message: str) -> None:
        self.path = path
        self.line = line
        self.column = column
        self.message = " ".join(message.split())  # always exactly one line
        super().__init__(self.path, self.line, self.column, self.message)

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.message}"


@record(frozen=True)
class Located:
    """Where an entry sits in the file (1-based line and column of its text)."""

    line: int
    column: int


@record
class Incident:
    """The facts of one board as the TD recorded them."""

    path: str
    laws: str = ""  # the edition; the knowledge base's default when the file names none
    board: int | None = None
    dealer: str | None = None
    vulnerable: str = "None"
    hands: dict[str, frozenset[Card]] = field(default_factory=dict)
    auction: list[Entry] = field(default_factory=list)
    auction_at: list[Located] = field(default_factory=list)
    play: list[Entry] = field(default_factory=list)
    play_at: list[Located] = field(default_factory=list)
    contract: Call | None = None
    doubled: int = 0
    declarer: str | None = None
    findings: dict[str, Any] = field(default_factory=dict)  # true/false; outcomes: a list
    title: str | None = None
    source: str | None = None
    expect: Any = None
    tricks: int | None = None  # declarer's tricks, when the TD gives them (not in the spec)
    deal: str | None = None  # the PBN or LIN file the hands come from (not in the spec)
    keys_at: dict[str, Located] = field(default_factory=dict)  # where each key was written

    def fail(self, key: str, message: str) -> InputError:
        """The input error for a top-level key's value (at the key, else the file's top)."""
        at = self.keys_at.get(key, Located(1, 1))
        return InputError(self.path, at.line, at.column, message)

    def fail_at(self, period: str, index: int, message: str) -> InputError:
        """The input error for entry ``index`` (0-based) of ``auction`` or ``play``."""
        at = (self.auction_at if period == "auction" else self.play_at)[index]
        return InputError(self.path, at.line, at.column, message)

    def where(self, period: str, index: int) -> str:
        """``FILE:LINE:COL`` of entry ``index`` (0-based) of ``auction`` or ``play``."""
        if period not in ("auction", "play"):
            raise ValueError(f"period must be 'auction' or 'play', not {period!r}")
        at = (self.auction_at if period == "auction" else self.play_at)[index]
        return f"{self.path}:{at.line}:{at.column}"


FORMATS = {".pbn": "PBN", ".lin": "LIN"}  # the deal files engine.deal_files reads


def is_deal_file(path: str | Path) -> bool:
    """Whether ``path`` names a PBN or LIN file (by its suffix): read by
    ``engine.deal_files``, imported only for such a file."""
    return Path(path).suffix.lower() in FORMATS


def load_incident(path: str | Path) -> Incident:
    """Read and check the incident file at ``path``."""
    name = str(path)
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as err:
        raise InputError(name, 1, 1, f"cannot read the file: {err.strerror or err}") from None
    return load_incident_text(data, name)


def check_record(incident: Incident) -> None:
    """The loader's checks across keys, for an incident not read from YAML (a board of
    a PBN or LIN file, ``engine.deal_files``): no card played twice; each from its
    player's hand."""
    _Reader(incident.path).check_play(incident)
    _Reader(incident.path).check_references(incident)


def load_incident_text(text: str | bytes, path: str = "<string>") -> Incident:
    """Read and check an incident given as text (``path`` is used in messages)."""
    text = _decode(text, path)
    root = _compose(text, path)
    return _Reader(path).incident(root)


# --- Step 1: bytes to text --------------------------------------------------


def _decode(data: str | bytes, path: str) -> str:
    """The file's text: UTF-8, no NUL byte, at most 1 MiB, not empty."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if len(raw) > MAX_BYTES:
        raise InputError(path, 1, 1, f"file too large: {len(raw)} bytes (the limit is 1 MiB)")
    if b"\0" in raw:
        line, column = _byte_position(raw, raw.index(b"\0"))
        raise InputError(path, line, column, "binary file: NUL byte (an incident file is text)")
    if isinstance(data, str):
        text = data
    else:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as err:
            line, column = _byte_position(raw, err.start)
            raise InputError(
                path, line, column,
                f"not UTF-8 text: byte 0x{raw[err.start]:02x} cannot be read "
                "(save the file as UTF-8)",
            ) from None
    text = text.removeprefix("\ufeff")  # a byte-order mark some editors write
    if not text.strip():
        raise InputError(path, 1, 1, "empty file: an incident needs at least one key")
    return text


def _byte_position(raw: bytes, offset: int) -> tuple[int, int]:
    """1-based line and column (in characters) of byte ``offset``."""
    line_start = raw.rfind(b"\n", 0, offset) + 1
    line = raw.count(b"\n", 0, offset) + 1
    column = len(raw[line_start:offset].decode("utf-8", "replace")) + 1
    return line, column


def _text_position(text: str, index: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, index) + 1
    return text.count("\n", 0, index) + 1, index - line_start + 1


# --- Step 2: text to a tree of YAML nodes -----------------------------------


class _Refused(Exception):
    """Something the safe composer will not read, with the mark where it is."""

    def __init__(self, message: str, mark: yaml.Mark) -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark


def _refusal(event: Any, nodes: int, depth: int) -> str | None:
    """Why the compose step refuses a node's event, the ``nodes``-th value of the file
    at ``depth`` levels; None if it does not: no alias, anchor or odd tag; at most
    ``MAX_NODES`` values and ``MAX_DEPTH`` levels."""
    if isinstance(event, AliasEvent):
        return f"alias *{event.anchor} is not allowed: write the value out in full"
    if event.anchor is not None:
        return f"anchor &{event.anchor} is not allowed: write each value out in full"
    tag = getattr(event, "tag", None)
    if tag is not None and tag not in _EXPLICIT_TAGS[type(event)]:
        return f"tag {_shorten_tag(tag)} is not allowed here"
    if nodes > MAX_NODES:
        return f"too many values (the limit is {MAX_NODES})"
    if depth > MAX_DEPTH:
        return f"nested too deeply (the limit is {MAX_DEPTH} levels)"
    return None


class _SafeComposer(yaml.SafeLoader):
    """PyYAML's own reader, scanner, parser and compose step, with the limits
    (:func:`_refusal`): its messages are the ones a TD sees for a file that cannot be
    read."""

    _depth = 0
    _nodes = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        event = self.peek_event()
        assert isinstance(event, (AliasEvent, NodeEvent))
        self._nodes += 1
        self._depth += 1
        try:
            why = _refusal(event, self._nodes, self._depth)
            if why is not None:
                raise _Refused(why, event.start_mark)
            return super().compose_node(parent, index)  # type: ignore[no-any-return]
        finally:
            self._depth -= 1


_RESOLVE = Resolver().resolve  # SafeLoader's implicit tags (it has no path resolvers)
_SCALAR_TAGS: dict[tuple[str, tuple[bool, bool]], str] = {}  # _RESOLVE's, by value
_SCALAR_TAGS_KEPT = 4096  # values at most, of at most 40 characters: emptied when full


def _scalar_tag(value: str, implicit: tuple[bool, bool]) -> str:
    """The tag PyYAML resolves a plain or quoted scalar to (a pure function of its text:
    the same short values come back file after file, ``N``, ``S C4``, ``true``)."""
    if len(value) > 40:
        return _RESOLVE(ScalarNode, value, implicit)  # type: ignore[no-any-return]
    key = (value, implicit)
    tag = _SCALAR_TAGS.get(key)
    if tag is None:
        if len(_SCALAR_TAGS) >= _SCALAR_TAGS_KEPT:
            _SCALAR_TAGS.clear()
        tag = _SCALAR_TAGS[key] = _RESOLVE(ScalarNode, value, implicit)
    return tag


def _compose_libyaml(text: str) -> Node | None:
    """The node tree :class:`_SafeComposer` makes of ``text``, made from libyaml's events
    in one loop (in about half the time PyYAML's own composer takes over the same
    events, the first step of every case a batch reads); None where that composer
    would stop, or refuse (:func:`_refusal`, counted the same way), or libyaml cannot
    read the file: :func:`_compose` reads it again with :class:`_SafeComposer`, so
    every message still comes from there."""
    if CParser is None:  # pragma: no cover - PyYAML built without libyaml
        return None
    parser = CParser(text)
    try:
        get = parser.get_event
        get()  # the stream's start
        if type(get()) is not DocumentStartEvent:
            return None  # an empty stream
        open_: list[Node] = []  # the collections not yet closed, outermost first
        keys: list[Node | None] = []  # for each, the key waiting for its value
        nodes = 0
        root = None
        while True:
            event = get()
            kind = type(event)
            if kind is SequenceEndEvent or kind is MappingEndEvent:
                closed = open_.pop()
                keys.pop()
                closed.end_mark = event.end_mark
                if not open_:
                    break
                continue
            nodes += 1
            if kind not in _EXPLICIT_TAGS or _refusal(event, nodes, len(open_) + 1):
                return None  # an alias, or no node at all; or refused
            tag = event.tag
            node: Node
            if kind is ScalarEvent:
                if tag is None or tag == "!":
                    tag = _scalar_tag(event.value, event.implicit)
                node = ScalarNode(tag, event.value, event.start_mark, event.end_mark,
                                  style=event.style)
            else:
                collection = SequenceNode if kind is SequenceStartEvent else MappingNode
                if tag is None or tag == "!":
                    tag = _RESOLVE(collection, None, event.implicit)
                node = collection(tag, [], event.start_mark, None,
                                  flow_style=event.flow_style)
            if open_:
                parent = open_[-1]
                if type(parent) is SequenceNode:
                    parent.value.append(node)
                elif keys[-1] is None:
                    keys[-1] = node
                else:
                    parent.value.append((keys[-1], node))
                    keys[-1] = None
            else:
                root = node
            if kind is ScalarEvent:
                if not open_:
                    break
            else:
                open_.append(node)
                keys.append(None)
        if type(get()) is not DocumentEndEvent or type(get()) is not StreamEndEvent:
            return None  # more than one document
        return root
    finally:
        parser.dispose()


if yaml.__with_libyaml__:
    from yaml.cyaml import CParser
else:  # pragma: no cover - PyYAML built without libyaml
    CParser = None


def _shorten_tag(tag: str) -> str:
    return "!!" + tag[len(_TAG):] if tag.startswith(_TAG) else tag


def _compose(text: str, path: str) -> Node:
    """The YAML node tree of ``text``, or an :class:`InputError` saying where it fails."""
    if "\t" not in text:  # libyaml allows tabs PyYAML refuses
        try:
            fast = _compose_libyaml(text)
        except Exception:  # noqa: BLE001 - read again below, for PyYAML's own message
            fast = None
        if fast is not None:
            return fast
    composer = None
    try:
        composer = _SafeComposer(text)  # checks the characters first
        root = composer.get_single_node()
    except _Refused as err:
        raise InputError(path, err.mark.line + 1, err.mark.column + 1, err.message) from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        problem = err.problem or "cannot be read"
        if err.context and err.problem:  # e.g. "expected a single document in the stream"
            problem = f"{err.context}: {problem.removeprefix('but ')}"
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise InputError(path, line, column, f"YAML syntax error: {problem}") from None
    except yaml.reader.ReaderError as err:
        line, column = _text_position(text, err.position)
        raise InputError(path, line, column,
                         f"character #x{err.character:04x} is not allowed in a YAML file"
                         ) from None
    except yaml.YAMLError as err:
        raise InputError(path, 1, 1, f"YAML error: {err}") from None
    finally:
        if composer is not None:
            composer.dispose()
    if root is None:
        raise InputError(path, 1, 1, "empty file: an incident needs at least one key")
    return root


# --- Step 3: the node tree to an Incident -----------------------------------

_CONSTRUCT = SafeConstructor()
_SCALARS: dict[str, Callable[[ScalarNode], Any]] = {
    NULL: _CONSTRUCT.construct_yaml_null,
    BOOL: _CONSTRUCT.construct_yaml_bool,
    INT: _CONSTRUCT.construct_yaml_int,
    FLOAT: _CONSTRUCT.construct_yaml_float,
    STR: _CONSTRUCT.construct_yaml_str,
}


def _show(value: Any, limit: int = 40) -> str:
    """``value`` quoted for a message, cut short if long."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 4] + "...'"


class _Reader:
    """Walks the node tree of one file; every check fails with the node's position."""

    def __init__(self, path: str) -> None:
        self.path = path

    # -- errors and positions

    def fail(self, node: Node, message: str, offset: int = 0) -> InputError:
        line, column = self.start(node)
        return InputError(self.path, line, column + offset, message)

    @staticmethod
    def start(node: Node) -> tuple[int, int]:
        """1-based line and column where the node's text starts (inside any quote)."""
        quoted = isinstance(node, ScalarNode) and node.style in ("'", '"')
        return node.start_mark.line + 1, node.start_mark.column + 1 + int(quoted)

    # -- the whole file

    def incident(self, root: Node) -> Incident:
        if not isinstance(root, MappingNode):
            raise self.fail(root, "an incident file must be a mapping of keys "
                                  "(laws:, dealer:, auction:, ...)")
        incident = Incident(path=self.path, laws=knowledge().editions[0])
        keys: dict[str, Node] = {}
        for key_node, value in self.mapping(root, "the incident"):
            key = self.key_name(key_node)
            keys[key] = key_node
            incident.keys_at[key] = Located(*self.start(key_node))
            # a key left empty counts as not given (except `vulnerable: ~`, which means None)
            if not self.is_null(value) or key == "vulnerable":
                getattr(self, "read_" + key)(incident, value)  # read_laws, read_board, ...
        if incident.deal is not None:
            keys = self.fill_from_deal(incident, keys)
        self.fill_from_board(incident, keys)
        if incident.auction and incident.dealer is None:
            raise self.fail(keys["auction"],
                            "the auction needs a dealer: add 'dealer:' (or 'board:')")
        self.check_play(incident)
        self.check_references(incident)
        return incident

    def key_name(self, node: Node) -> str:
        if not (isinstance(node, ScalarNode) and node.tag == STR):
            raise self.fail(node, f"{_show(self.written(node))} is not a key name")
        if node.value not in TOP_LEVEL_KEYS:
            raise self.fail(node, f"unknown key {_show(node.value)}"
                            + _did_you_mean(node.value, TOP_LEVEL_KEYS))
        return node.value

    def fill_from_deal(self, incident: Incident, keys: dict[str, Node]) -> dict[str, Node]:
        """``deal: FILE`` (with ``board: N``): the hands, dealer and vulnerability of that
        board of a PBN or LIN file (``engine.deal_files``, through endplay). A key the
        incident also gives must say the same. Returns ``keys`` with the ones the file
        gave, so that the board number's rotation does not replace them."""
        from ruling.engine.deal_files import choose_board, read_boards

        assert incident.deal is not None
        target = Path(self.path).parent / incident.deal
        boards = read_boards(target, at=(self.path, incident.keys_at["deal"]))

        def fail(message: str) -> InputError:
            key = "board" if incident.board is not None else "deal"
            hint = " with 'board:'" if "name the one" in message else ""
            return incident.fail(key, message + hint)

        chosen = choose_board(boards, incident.board, str(target), fail)
        named = f"{chosen.where()} of {target}"
        given = dict(keys)
        if chosen.number is not None:
            incident.board = chosen.number
        if chosen.dealer is not None:
            if "dealer" in keys and incident.dealer != chosen.dealer:
                raise incident.fail("dealer", f"dealer {incident.dealer} contradicts "
                                              f"{named}, whose dealer is {chosen.dealer}")
            incident.dealer = chosen.dealer
            given.setdefault("dealer", keys["deal"])
        if chosen.vulnerable is not None:
            if "vulnerable" in keys and incident.vulnerable != chosen.vulnerable:
                raise incident.fail("vulnerable", f"vulnerable {incident.vulnerable} "
                                    f"contradicts {named}, where {chosen.vulnerable} "
                                    "is vulnerable")
            incident.vulnerable = chosen.vulnerable
            given.setdefault("vulnerable", keys["deal"])
        for seat, cards in incident.hands.items():
            if seat in chosen.hands and chosen.hands[seat] != cards:
                raise incident.fail("hands", f"the hand of {seat} ({format_hand(cards)}) "
                                    f"contradicts {named}, which gives "
                                    f"{format_hand(chosen.hands[seat])}")
        hands = dict(chosen.hands) | incident.hands
        holder: dict[Card, str] = {}
        for seat, cards in hands.items():
            for card in sorted(cards):
                if card in holder:
                    raise incident.fail("hands", f"card {card} is in two hands: "
                                        f"{holder[card]} and {seat} (with {named})")
                holder[card] = seat
        incident.hands = {seat: hands[seat] for seat in SEATS if seat in hands}
        return given

    def fill_from_board(self, incident: Incident, keys: dict[str, Node]) -> None:
        """Dealer and vulnerability follow from the board number when not given."""
        if incident.board is None:
            return
        if incident.dealer is None:
            incident.dealer = dealer_of_board(incident.board)
        if "vulnerable" not in keys:
            incident.vulnerable = vulnerability_of_board(incident.board)

    # -- one function per key

    def read_laws(self, incident: Incident, node: Node) -> None:
        laws = self.whole_number(node)
        editions = knowledge().editions
        if str(laws) not in editions:
            raise self.fail(node, f"laws must be {' or '.join(editions)}, "
                                  f"not {_show(self.written(node))}")
        incident.laws = str(laws)

    def read_board(self, incident: Incident, node: Node) -> None:
        board = self.whole_number(node)
        if board is None or board < 1:
            raise self.fail(node, f"board must be a positive whole number, "
                                  f"not {_show(self.written(node))}")
        incident.board = board

    def read_tricks(self, incident: Incident, node: Node) -> None:
        """The tricks declarer took in all, when the TD gives them instead of the play."""
        tricks = self.whole_number(node)
        if tricks is None or not 0 <= tricks <= 13:
            raise self.fail(node, f"tricks must be a whole number from 0 to 13, "
                                  f"not {_show(self.written(node))}")
        incident.tricks = tricks

    def read_deal(self, incident: Incident, node: Node) -> None:
        """A PBN or LIN file to take the hands, dealer and vulnerability from (read once
        every key is known: ``board`` says which board)."""
        text = self.text(node, "deal").strip()
        if not text:
            raise self.fail(node, "deal must name a PBN or LIN file, e.g. boards.pbn")
        incident.deal = text

    def read_dealer(self, incident: Incident, node: Node) -> None:
        incident.dealer = self.seat(node, "dealer")

    def read_declarer(self, incident: Incident, node: Node) -> None:
        incident.declarer = self.seat(node, "declarer")

    def read_vulnerable(self, incident: Incident, node: Node) -> None:
        if self.is_null(node):
            incident.vulnerable = "None"
            return
        text = node.value if isinstance(node, ScalarNode) and node.tag == STR else None
        vulnerable = VULNERABILITY_WORDS.get(text.strip().upper()) if text is not None else None
        if vulnerable is None:
            raise self.fail(node, "vulnerable must be None, NS, EW or All, "
                                  f"not {_show(self.written(node))}")
        incident.vulnerable = vulnerable

    def read_hands(self, incident: Incident, node: Node) -> None:
        holder: dict[Card, str] = {}
        for seat_node, hand_node in self.mapping(node, "hands"):
            seat = self.seat(seat_node, "a key of hands")
            if seat in incident.hands:
                raise self.fail(seat_node, f"the hand of {seat} is given twice")
            text = self.text(hand_node, f"the hand of {seat}")
            try:
                cards = parse_hand(text)
            except NotationError as err:
                raise self.fail(hand_node, str(err), err.column) from None
            if len(cards) != 13:
                raise self.fail(hand_node, f"the hand of {seat} has {len(cards)} cards, not 13")
            for card in sorted(cards):
                if card in holder:
                    raise self.fail(hand_node, f"card {card} is in two hands: "
                                               f"{holder[card]} and {seat}")
                holder[card] = seat
            incident.hands[seat] = cards

    def read_auction(self, incident: Incident, node: Node) -> None:
        incident.auction, incident.auction_at = self.entries(node, "auction")

    def read_play(self, incident: Incident, node: Node) -> None:
        incident.play, incident.play_at = self.entries(node, "play")

    def read_contract(self, incident: Incident, node: Node) -> None:
        text = self.free_text(node, "contract")
        written = text.strip()
        doubled = next((len(x) for x in ("XX", "X") if written.upper().endswith(x)), 0)
        try:  # a bid, then X or XX if any (no pattern: nothing here can backtrack)
            call = parse_call(written[:len(written) - doubled])
        except NotationError:
            call = None
        if call is None or not call.is_bid or call.level > 7:
            raise self.fail(node, "contract must be a bid such as 4S, 3NT, 4SX or 6HXX, "
                                  f"not {_show(text)}")
        incident.contract = call
        incident.doubled = doubled

    def read_findings(self, incident: Incident, node: Node) -> None:
        findings = knowledge().findings
        for key_node, value in self.mapping(node, "findings"):
            name = key_node.value if isinstance(key_node, ScalarNode) else None
            if name not in findings:
                raise self.fail(key_node, f"unknown finding {_show(self.written(key_node))}"
                                + _did_you_mean(str(name), findings))
            if knowledge().finding_kind(name) == "outcomes":
                incident.findings[name] = self.outcomes(value, f"findings.{name}")
                continue
            if knowledge().finding_kind(name) == "responsibility":
                incident.findings[name] = self.responsibility(value, f"findings.{name}")
                continue
            if not (isinstance(value, ScalarNode) and value.tag == BOOL):
                raise self.fail(value, f"findings.{name} must be true or false")
            incident.findings[name] = self.plain(value)

    def responsibility(self, node: Node, what: str) -> dict[str, str]:
        """How far each side is at fault (``engine.outcomes``): ``{NS: directly, EW:
        none}``, both sides, each ``directly``, ``partly`` or ``none``."""
        example = "{NS: none, EW: directly}"
        if not isinstance(node, MappingNode):
            raise self.fail(node, f"{what} must be a mapping such as {example}")
        read: dict[str, str] = {}
        for key_node, value in self.mapping(node, what):
            side = str(self.plain(key_node)).strip().upper()
            if side not in SIDES:
                raise self.fail(key_node, f"{what} names the sides NS and EW, not "
                                          f"{_show(self.written(key_node))}")
            if side in read:
                raise self.fail(key_node, f"{what} gives {side} twice")
            fault = (str(value.value).strip().lower() if isinstance(value, ScalarNode)
                     and value.tag == STR else None)
            if fault not in FAULTS:
                raise self.fail(value, f"{what}.{side} must be {', '.join(FAULTS)}, not "
                                       f"{_show(self.written(value))}")
            read[side] = fault
        for side in SIDES:
            if side not in read:
                raise self.fail(node, f"{what} has no {side} (both sides: {example})")
        return read

    def outcomes(self, node: Node, what: str) -> list[dict[str, Any]]:
        """The likely results of the board for an adjusted score (``engine.outcomes``):
        each a contract (or ``pass``), its declarer and tricks, and a weight in (0, 1];
        the weights, added exactly, make 1."""
        example = "{contract: 4H, declarer: S, tricks: 10, weight: 0.6}"
        if not isinstance(node, SequenceNode) or not node.value:
            raise self.fail(node, f"{what} must be a list of results such as {example}")
        if len(node.value) > MAX_OUTCOMES:
            raise self.fail(node, f"{what} has {len(node.value)} results: at most "
                                  f"{MAX_OUTCOMES} may be weighted")
        results: list[dict[str, Any]] = []
        seen: dict[tuple[Any, ...], int] = {}
        from fractions import Fraction  # ~1.4 ms with decimal: imported where a weight is read

        total = Fraction(0)
        for number, item in enumerate(node.value, 1):
            label = f"{what}[{number}]"
            fields = {str(self.plain(k)): (k, v) for k, v in self.mapping(item, label)}
            for key, (key_node, _) in fields.items():
                if key not in OUTCOME_KEYS:
                    raise self.fail(key_node, f"unknown key {_show(key)} in {label} (a result "
                                              f"has {', '.join(OUTCOME_KEYS)})"
                                    + _did_you_mean(key, OUTCOME_KEYS))
            result = self.outcome_contract(item, fields, label)
            if "weight" not in fields:
                raise self.fail(item, f"{label} has no weight")
            weight_node = fields["weight"][1]
            weight = (parse_weight(str(weight_node.value))
                      if isinstance(weight_node, ScalarNode)
                      and weight_node.tag in (INT, FLOAT, STR) else None)
            if weight is None or not 0 < weight <= 1:
                raise self.fail(weight_node, f"{label}.weight must be a number greater than 0 "
                                             "and at most 1 (0.6, or 1/3), not "
                                             f"{_show(self.written(weight_node))}")
            result["weight"] = exact_text(weight)
            total += weight
            same = (result["contract"], result.get("declarer"), result.get("tricks"))
            if same in seen:
                raise self.fail(item, f"{label} is the same result as {what}[{seen[same]}]: "
                                      "give it once, with the weights added")
            seen[same] = number
            results.append(result)
        if total != 1:
            raise self.fail(node, f"the weights of {what} add up to {exact_text(total)}, "
                                  "not 1")
        return results  # a list: the engine's facts freeze lists and mappings, not tuples

    def outcome_contract(self, item: Node, fields: dict[str, tuple[Node, Node]],
                         label: str) -> dict[str, Any]:
        """One result's contract, declarer and tricks (none of the two for a pass-out)."""
        if "contract" not in fields:
            raise self.fail(item, f"{label} has no contract (4H, 3NTX, 6SXX or pass)")
        node = fields["contract"][1]
        written = str(node.value).strip() if isinstance(node, ScalarNode) else ""
        if written.upper() in PASS_WORDS:
            for key in ("declarer", "tricks"):
                if key in fields:
                    raise self.fail(fields[key][0], f"{label} is a passed-out board: it has "
                                                    f"no {key}")
            return {"contract": "pass"}
        doubled = next((len(x) for x in ("XX", "X") if written.upper().endswith(x)), 0)
        try:
            call = parse_call(written[:len(written) - doubled])
        except NotationError:
            call = None
        if call is None or not call.is_bid or call.level > 7:
            raise self.fail(node, f"{label}.contract must be a contract such as 4H, 3NTX, "
                                  f"6SXX, or pass, not {_show(self.written(node))}")
        for key in ("declarer", "tricks"):
            if key not in fields:
                raise self.fail(item, f"{label} has no {key}")
        declarer = self.seat(fields["declarer"][1], f"{label}.declarer")
        tricks = self.whole_number(fields["tricks"][1])
        if tricks is None or not 0 <= tricks <= 13:
            raise self.fail(fields["tricks"][1], f"{label}.tricks must be a whole number "
                            f"from 0 to 13, not {_show(self.written(fields['tricks'][1]))}")
        return {"contract": f"{call}{'X' * doubled}", "level": call.level,
                "strain": call.strain, "doubled": doubled, "declarer": declarer,
                "tricks": tricks}

    def read_title(self, incident: Incident, node: Node) -> None:
        incident.title = self.free_text(node, "title")

    def read_source(self, incident: Incident, node: Node) -> None:
        incident.source = self.free_text(node, "source")

    def read_expect(self, incident: Incident, node: Node) -> None:
        incident.expect = self.plain(node)

    # -- cross-checks

    def check_play(self, incident: Incident) -> None:
        """No card played twice; each from its player's hand.

        A card may be played again by the same player after it was withdrawn, or after
        the director was called (he may have sent it back to the hand, as after a lead
        out of turn that is not accepted), or after a player stated his choice of an
        option (``chooses``: a lead out of turn refused goes back to the hand, or stays
        on the table as a penalty card, and may be played again).
        """
        played: dict[Card, Located] = {}
        returnable: set[Card] = set()
        holder = {card: seat for seat, cards in incident.hands.items() for card in cards}
        player: dict[Card, str] = {}
        for index, entry in enumerate(incident.play):
            at = incident.play_at[index]
            if entry.verb == "withdraws" and entry.card is not None:
                played.pop(entry.card, None)
            if entry.verb in ("td", "chooses"):
                returnable |= set(played)
            if entry.verb != "play" or entry.card is None or entry.seat is None:
                continue
            card, seat = entry.card, entry.seat
            if card in returnable and player.get(card) == seat:
                played.pop(card, None)
                returnable.discard(card)
            player[card] = seat
            if card in played:
                first = played[card]
                raise InputError(self.path, at.line, at.column, f"card {card} is played twice "
                                 f"(first at line {first.line}, column {first.column})")
            played[card] = at
            if seat in incident.hands and card not in incident.hands[seat]:
                raise InputError(self.path, at.line, at.column,
                                 f"card {card} is not in the hand of {seat}")
            if card in holder and holder[card] != seat:
                raise InputError(self.path, at.line, at.column,
                                 f"card {card} is in the hand of {holder[card]}, not of {seat}")

    def check_references(self, incident: Incident) -> None:
        """An explanation, correction or question is about a call already made: in the
        auction, one made before it; in the play, one of the auction's (when the record
        gives the auction)."""
        lists = [("auction", incident.auction, incident.auction_at)]
        if incident.auction:
            lists.append(("play", incident.play, incident.play_at))
        for period, entries, places in lists:
            for index, entry in enumerate(entries):
                if entry.verb not in ("explains", "corrects", "asks") or entry.call is None:
                    continue
                before = index if period == "auction" else None
                if call_referred(incident.auction, entry.call, before) is not None:
                    continue
                at = places[index]
                raise InputError(self.path, at.line, at.column + call_column(entry),
                                 f"{period}: {entry.text!r}: no {entry.call} was called "
                                 + ("before it" if period == "auction" else "in the auction"))

    # -- kinds of value

    def mapping(self, node: Node, what: str) -> Iterator[tuple[Node, Node]]:
        """The (key, value) pairs of a mapping node; a key given twice is an error."""
        if not isinstance(node, MappingNode):
            raise self.fail(node, f"{what} must be a mapping (key: value lines)")
        seen: set[Any] = set()
        for key_node, value in node.value:
            if not isinstance(key_node, ScalarNode):
                raise self.fail(key_node, f"a key in {what} must be a plain value")
            key = self.plain(key_node)
            if key in seen:
                raise self.fail(key_node, f"key {_show(key)} is given twice in {what}")
            seen.add(key)
            yield key_node, value

    def entries(self, node: Node, period: str) -> tuple[list[Entry], list[Located]]:
        """The entries of ``auction`` or ``play``, each with where it is."""
        if not isinstance(node, SequenceNode):
            raise self.fail(node, f"{period} must be a list of entries such as 'N 1S'")
        if len(node.value) > MAX_ENTRIES[period]:
            raise self.fail(node, f"{period} has {len(node.value)} entries: no board's "
                                  f"{period} has more than {MAX_ENTRIES[period]}")
        entries: list[Entry] = []
        places: list[Located] = []
        for item in node.value:
            if not (isinstance(item, ScalarNode) and item.tag == STR):
                raise self.fail(item, f"an entry of {period} must be text such as "
                                      f"'N 1S', not {_show(self.plain(item))}")
            try:
                entries.append(parse_entry(item.value, period))
            except NotationError as err:
                raise self.fail(item, f"{period}: {err}", err.column) from None
            places.append(Located(*self.start(item)))
        return entries, places

    def seat(self, node: Node, what: str) -> str:
        text = node.value if isinstance(node, ScalarNode) and node.tag == STR else ""
        try:
            return parse_seat(text)
        except NotationError:
            raise self.fail(node, f"{what} must be a seat (N, E, S or W), "
                                  f"not {_show(self.written(node))}") from None

    def text(self, node: Node, what: str) -> str:
        """A value that must be written as text."""
        if not (isinstance(node, ScalarNode) and node.tag == STR):
            raise self.fail(node, f"{what} must be text, not {_show(self.plain(node))}")
        return node.value

    def free_text(self, node: Node, what: str) -> str:
        """Any single value read as the text it is written with (a title of ``12`` is '12')."""
        if not isinstance(node, ScalarNode):
            raise self.fail(node, f"{what} must be a line of text")
        return node.value

    def whole_number(self, node: Node) -> int | None:
        """A number written in decimal digits (``08`` is 8, not octal), else None."""
        if not (isinstance(node, ScalarNode) and node.tag in (INT, STR)):
            return None
        digits = node.value.strip().removeprefix("+")
        if not (digits.isascii() and digits.isdigit()):
            return None
        digits = digits.lstrip("0") or "0"
        return int(digits) if len(digits) <= 9 else None  # no board needs more

    @staticmethod
    def is_null(node: Node) -> bool:
        return isinstance(node, ScalarNode) and node.tag == NULL

    def written(self, node: Node) -> Any:
        """For messages: a single value as written in the file, else the data."""
        return node.value if isinstance(node, ScalarNode) else self.plain(node)

    def plain(self, node: Node) -> Any:
        """The node as plain Python data: None, bool, int, float, str, list, dict."""
        if isinstance(node, SequenceNode):
            return [self.plain(item) for item in node.value]
        if isinstance(node, MappingNode):
            result = {}
            for key_node, value in self.mapping(node, "a mapping"):
                result[self.plain(key_node)] = self.plain(value)
            return result
        construct = _SCALARS.get(node.tag)
        if construct is None:  # a date, '<<', '=': kept as the text written
            return node.value
        try:
            return construct(node)
        except (ValueError, KeyError):
            raise self.fail(node, f"{_show(node.value)} is not a valid "
                                  f"{_shorten_tag(node.tag)}") from None


def _did_you_mean(word: str, known: tuple[str, ...]) -> str:
    import difflib  # here: only a bad word needs it (~1 ms a run)

    close = difflib.get_close_matches(word, known, n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""
