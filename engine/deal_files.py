"""Boards from PBN and LIN files, read through endplay (the ``deals`` extra).

A dealing program writes the session's deals as PBN; an online table's board comes as a
BBO LIN record. This module turns one board of such a file into what an incident file
would say (``shared/spec/incident.md``): the hands, dealer, vulnerability, and, when the
file holds them, the auction, contract, play and a claim. It is used two ways:

- ``ruling infer boards.pbn --board 7`` (or ``board.lin``): the board is the record
  (:func:`load_deal_file`);
- an incident file's ``deal: boards.pbn`` with ``board: 7``: the hands, dealer and
  vulnerability come from the board, the rest from the incident (``engine.loader``).

endplay is imported (through ``engine.endplay_door``, as ``engine.endings`` imports its
solver) only when a file is read; without it, reading a deal
file is an :class:`InputError` saying what to install. Every problem is one
``FILE:LINE:COL: message`` line, like the incident loader's. The file is checked for size
before it is read (a file of absurd size is refused at once), must be a regular file, and
is decoded as UTF-8, else as ISO 8859-1 (the PBN standard's character set).

The file's alerts are not taken as the TD's finding that a call is artificial (``!``):
the TD writes that in an incident file. A claim (LIN ``mc|N|``, PBN ``*`` ending the play
with ``Result``) gives declarer's tricks in all; it becomes declarer's claim of the
remaining tricks the play has not yet given his side (``S claims 3``).
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from ruling.engine.endplay_door import endplay
from ruling.engine.loader import (  # FORMATS, is_deal_file: there, for the CLI to ask
    FORMATS,
    Incident,
    InputError,
    Located,
    check_record,
    is_deal_file,  # noqa: F401 (its old home)
)
from ruling.engine.notation import (
    Call,
    Card,
    Entry,
    NotationError,
    next_seat,
    parse_entry,
    parse_hand,
    side,
)
from ruling.engine.records import field, record
from ruling.engine.registry import knowledge

MAX_BYTES = 1024 * 1024  # 1 MiB: a day's PBN with every table's play fits (endplay reads
# about a quarter of a MiB a second)
EXTRA = "pip install 'ruling[deals]' (from a checkout: pip install '.[deals]')"

_VUL = {"none": "None", "both": "All", "ns": "NS", "ew": "EW"}
_SUIT = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C", "nt": "NT"}
_SEAT = {"north": "N", "east": "E", "south": "S", "west": "W"}


@record
class DealBoard:
    """One board of a deal file, in the incident's terms, with where each part is."""

    path: str
    number: int | None
    at: Located  # where the board starts
    dealer: str | None = None
    vulnerable: str | None = None
    hands: dict[str, frozenset[Card]] = field(default_factory=dict)
    auction: list[Entry] = field(default_factory=list)
    auction_at: list[Located] = field(default_factory=list)
    play: list[Entry] = field(default_factory=list)
    play_at: list[Located] = field(default_factory=list)
    contract: Call | None = None
    doubled: int = 0
    declarer: str | None = None
    keys_at: dict[str, Located] = field(default_factory=dict)

    def where(self) -> str:
        return f"board {self.number}" if self.number is not None else "the board"


# --- Reading the file --------------------------------------------------------


def read_text(path: str | Path) -> str:
    """The text of a deal file: a regular file, at most :data:`MAX_BYTES`, no NUL byte."""
    name = str(path)
    try:
        stat = Path(path).stat()
    except OSError as err:
        raise InputError(name, 1, 1, f"cannot read the file: {err.strerror or err}") from None
    if not Path(path).is_file():
        raise InputError(name, 1, 1, "not a regular file: a deal file is a PBN or LIN file")
    if stat.st_size > MAX_BYTES:
        raise InputError(name, 1, 1, f"file too large: {stat.st_size} bytes "
                                     f"(the limit for a deal file is {MAX_BYTES >> 20} MiB)")
    try:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_BYTES + 1)
    except OSError as err:
        raise InputError(name, 1, 1, f"cannot read the file: {err.strerror or err}") from None
    if len(raw) > MAX_BYTES:
        raise InputError(name, 1, 1, f"file too large (the limit for a deal file is "
                                     f"{MAX_BYTES >> 20} MiB)")
    if b"\0" in raw:
        line = raw.count(b"\n", 0, raw.index(b"\0")) + 1
        raise InputError(name, line, 1, "binary file: NUL byte (a deal file is text)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")  # the PBN standard's character set
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise InputError(name, 1, 1, "empty file: no board in it")
    return text


def file_format(path: str | Path, text: str) -> str:
    """'PBN' or 'LIN': by the suffix, else by the text."""
    by_suffix = FORMATS.get(Path(path).suffix.lower())
    if by_suffix:
        return by_suffix
    start = text.lstrip()[:1]
    if start in ("%", "[", ";", "{"):
        return "PBN"
    if re.search(r"(^|\|)(md|pn)\|", text[:10_000]):
        return "LIN"
    raise InputError(str(path), 1, 1, "not a PBN or LIN file (name it .pbn or .lin)")


def _endplay(path: str, at: Located) -> Any:
    """endplay's parsers, or the input error that says how to install them."""
    try:
        pbn, lin = endplay("parsers.pbn"), endplay("parsers.lin")
    except ImportError:
        raise InputError(path, at.line, at.column,
                         f"reading a PBN or LIN file needs endplay: {EXTRA}") from None
    return pbn, lin


@record
class RawBoard:
    """A board of a deal file as endplay read it; :meth:`read` turns it into the
    incident's terms (only for the board chosen: that is the slow part)."""

    path: str
    kind: str
    number: int | None
    at: Located
    board: Any
    place: dict[str, Any]

    def read(self) -> DealBoard:
        return _board(self.path, self.kind, self.board, self.place)


def read_boards(path: str | Path, at: tuple[str, Located] | None = None) -> list[RawBoard]:
    """Every board of a PBN or LIN file. ``at``: the file and place where a missing
    endplay is reported (an incident's ``deal:`` key); by default the deal file's top."""
    name = str(path)
    where_name, where = at or (name, Located(1, 1))
    text = read_text(path)
    kind = file_format(path, text)
    pbn, lin = _endplay(where_name, where)
    decoder = pbn.PBNDecoder() if kind == "PBN" else None
    try:
        boards = (decoder.parse_file(io.StringIO(text)) if decoder is not None
                  else lin.loads(text.replace("\r\n", "").replace("\n", "")))
    except Exception as err:  # noqa: BLE001 - endplay raises many kinds; all are input errors
        line = getattr(err, "lineno", None) or getattr(decoder, "lineno", 1) or 1
        if not hasattr(err, "lineno") and decoder is not None and line > 1:
            line -= 1  # a board is read at the empty line after it: its last line
        raise InputError(name, line, 1, f"cannot read this {kind} file: {_short(err)}"
                         ) from None
    places = _pbn_places(text) if kind == "PBN" else _lin_places(text)
    if len(places) != len(boards):
        places = [{} for _ in boards]  # an odd layout: every part at the file's top
    if not boards:
        raise InputError(name, 1, 1, f"no board in this {kind} file")
    return [RawBoard(name, kind, board.board_num, _top(place), board, place)
            for board, place in zip(boards, places, strict=True)]


def _short(err: BaseException, limit: int = 120) -> str:
    text = " ".join(str(err).split()) or type(err).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --- Where each part of a board is (for messages) ----------------------------

_TAG = re.compile(r'\s*\[(\w+)\s+"')


def _pbn_places(text: str) -> list[dict[str, Any]]:
    """For each board of a PBN file (a block of tags ended by an empty line, as endplay
    reads it): the line of each tag, and the rows of the Auction and Play sections, each
    a line number with its words and their columns."""
    blocks: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    section: list[Any] | None = None
    in_comment = False
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if in_comment:
            in_comment = "}" not in stripped
            continue
        if not stripped:
            if current:
                blocks.append(current)
                current = {}
            section = None
            continue
        if stripped.startswith("%"):
            continue
        match = _TAG.match(line)
        if match:
            tag = match.group(1).lower()
            if tag not in current:
                current[tag] = Located(number, match.start(1))
                section = [] if tag in ("auction", "play") else None
                if section is not None:
                    current[tag + " rows"] = section
            if "{" in line and "}" not in line:
                in_comment = True
            continue
        if stripped.startswith("{"):
            in_comment = "}" not in stripped
            continue
        if section is not None and not stripped.startswith(";"):
            section.append((number, [(m.group(), m.start() + 1)
                                     for m in re.finditer(r"\S+", line)]))
    if current:
        blocks.append(current)
    return blocks


def _lin_places(text: str) -> list[dict[str, Any]]:
    """For each board of a LIN file (from each ``pn|``, as endplay reads it): where each
    ``mb`` (call), ``pc`` (card) and ``mc`` (claim), and the ``md`` (deal) are."""
    keep = [i for i, ch in enumerate(text) if ch not in "\r\n"]
    cleaned = "".join(text[i] for i in keep)
    starts = [m.start() for m in re.finditer(r"pn\|", cleaned)]
    blocks = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(cleaned)
        block: dict[str, Any] = {"mb": [], "pc": [], "mc": []}
        offset = start
        parts = cleaned[start:end].split("|")
        for index, part in enumerate(parts):
            if index % 2 == 0 and part in ("mb", "pc", "mc", "md", "sv", "ah"):
                place = _lin_position(text, keep[offset])
                if part in ("mb", "pc", "mc"):
                    block[part].append(place)
                else:
                    block.setdefault(part, place)
            offset += len(part) + 1
        blocks.append(block)
    return blocks


def _lin_position(text: str, index: int) -> Located:
    line_start = text.rfind("\n", 0, index) + 1
    return Located(text.count("\n", 0, index) + 1, index - line_start + 1)


# --- One endplay board to the incident's terms --------------------------------


def _top(place: dict[str, Any]) -> Located:
    """Where a board starts: its Board tag, else its deal."""
    return place.get("board") or place.get("deal") or place.get("md") or Located(1, 1)


def _board(path: str, kind: str, board: Any, place: dict[str, Any]) -> DealBoard:
    top = _top(place)
    found = DealBoard(path=path, number=board.board_num, at=top)

    def at(*keys: str) -> Located:
        return next((place[k] for k in keys if k in place), top)

    def fail(where: Located, message: str) -> InputError:
        return InputError(path, where.line, where.column, f"{found.where()}: {message}")

    found.keys_at = {"board": top, "dealer": at("dealer", "md"),
                     "vulnerable": at("vulnerable", "sv"), "hands": at("deal", "md"),
                     "contract": at("contract"), "declarer": at("declarer", "contract")}
    if board.dealer is not None:
        found.dealer = _SEAT[board.dealer.name]
    if board.vul is not None:
        found.vulnerable = _VUL[board.vul.name]
    for player, hand in board.deal:
        text = str(hand)
        cards = parse_hand(text) if len(hand) else frozenset()
        if len(cards) == 13:
            found.hands[_SEAT[player.name]] = cards
        elif cards:
            raise fail(at("deal", "md"), f"the hand of {_SEAT[player.name]} has "
                                         f"{len(cards)} cards, not 13")
    contract = board._contract if kind == "PBN" else None  # LIN: from the auction
    if contract is not None and not contract.is_passout():
        found.contract = Call("bid", contract.level, _SUIT[contract.denom.name])
        found.doubled = {"passed": 0, "doubled": 1, "redoubled": 2}[contract.penalty.name]
        found.declarer = _SEAT[contract.declarer.name]
    _auction(found, board, place, fail)
    _play(found, kind, board, place, fail)
    return found


def _auction(found: DealBoard, board: Any, place: dict[str, Any], fail: Any) -> None:
    if board.auction and found.dealer is None:
        raise fail(found.at, "the auction needs a dealer, and the file gives none")
    words = [(line, word, column) for line, row in place.get("auction rows", [])
             for word, column in row if not word.startswith("=")]
    lin_calls = place.get("mb", [])
    seat = found.dealer
    for index, bid in enumerate(board.auction):
        if hasattr(bid, "level"):
            text = f"{bid.level}{_SUIT[bid.denom.name]}"
        else:
            text = {"passed": "P", "doubled": "X", "redoubled": "XX"}[bid.penalty.name]
        found.auction.append(_entry(f"{seat} {text}", "auction", fail, found.at))
        if index < len(lin_calls):
            found.auction_at.append(lin_calls[index])
        elif index < len(words):
            found.auction_at.append(Located(words[index][0], words[index][2]))
        else:
            found.auction_at.append(place.get("auction", found.at))
        seat = next_seat(seat)


def _play(found: DealBoard, kind: str, board: Any, place: dict[str, Any], fail: Any) -> None:
    if not board.play and not board.claimed:
        return
    contract = _contract(board)
    if contract is None or contract.is_passout():
        raise fail(found.at, "the play needs a contract, and the file gives none")
    declarer = _SEAT[contract.declarer.name]
    strain = _SUIT[contract.denom.name]
    holder = {card: seat for seat, cards in found.hands.items() for card in cards}
    rows = place.get("play rows", [])
    lin_cards = place.get("pc", [])
    from ruling.engine.play import trick_winner

    trick: list[tuple[str, Card]] = []
    leader = next_seat(declarer)
    won = 0
    for index, card in enumerate(board.play):
        played = Card(_SUIT[card.suit.name], card.rank.abbr)
        seat = holder.get(played, next_seat(leader, len(trick)))
        found.play.append(_entry(f"{seat} {played}", "play", fail, found.at))
        found.play_at.append(_card_place(index, played, rows, lin_cards, place, found.at))
        trick.append((seat, played))
        if len(trick) == 4:
            leader = trick_winner(trick, strain)
            won += side(leader) == side(declarer)
            trick = []
    if not board.claimed:
        return
    total = _claimed_total(kind, board, place)
    claim_at = (place["mc"][0] if place.get("mc") else place.get("result", found.at))
    if total is None:
        raise fail(claim_at, "the play ends with a claim, and the file does not say how "
                             "many tricks declarer took (Result)")
    remaining = 13 - len(found.play) // 4
    count = total - won
    if not 0 <= count <= remaining:
        raise fail(claim_at, f"the claim gives declarer {total} tricks, but his side has "
                             f"won {won} and {remaining} remain")
    found.play.append(_entry(f"{declarer} claims {count}", "play", fail, claim_at))
    found.play_at.append(claim_at)


def _claimed_total(kind: str, board: Any, place: dict[str, Any]) -> int | None:
    """Declarer's tricks in all, as the claim gives them (None when the file is silent)."""
    result_to_tricks = endplay("utils.play").result_to_tricks
    if kind == "PBN" and "result" not in place:
        return None
    if kind == "LIN" and not place.get("mc"):
        return None
    contract = _contract(board)
    return int(result_to_tricks(contract.result, contract.level))


def _contract(board: Any) -> Any:
    """The board's contract: given, else from the auction. (endplay's own
    ``Board.contract`` takes a dealer North, ``Player.north == 0``, for no dealer.)"""
    if board._contract is not None or not board.auction or board.dealer is None:
        return board._contract
    return endplay("types").Contract.from_auction(board.dealer, board.auction)


def _card_place(index: int, card: Card, rows: list[Any], lin_cards: list[Located],
                place: dict[str, Any], top: Located) -> Located:
    if index < len(lin_cards):
        return lin_cards[index]
    trick = index // 4
    if trick < len(rows):
        line, words = rows[trick]
        for word, column in words:
            if word.upper().replace("10", "T") == str(card):
                return Located(line, column)
        return Located(line, 1)
    return place.get("play", top)


def _entry(text: str, period: str, fail: Any, at: Located) -> Entry:
    try:
        return parse_entry(text, period)
    except NotationError as err:
        raise fail(at, f"{period}: {err}") from None


# --- Choosing a board ----------------------------------------------------------


def board_list(boards: list[RawBoard]) -> str:
    """The boards' numbers, runs shortened: '1-12, 14, 20-22'."""
    numbers = sorted({b.number for b in boards if b.number is not None})
    runs: list[list[int]] = []
    for number in numbers:
        if runs and runs[-1][-1] == number - 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    shown = [str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs]
    unnumbered = sum(b.number is None for b in boards)
    if unnumbered:
        shown.append(f"{unnumbered} without a number")
    return ", ".join(shown)


def choose_board(boards: list[RawBoard], number: int | None, path: str,
                 fail: Any) -> DealBoard:
    """The board numbered ``number`` (or the only one); ``fail(message)`` makes the error."""
    if number is None:
        if len(boards) == 1:
            return boards[0].read()
        raise fail(f"{path} holds {len(boards)} boards ({board_list(boards)}): "
                   "name the one to rule on")
    chosen = [b for b in boards if b.number == number]
    if not chosen:
        raise fail(f"board {number} is not in {path}, which holds board(s) "
                   f"{board_list(boards)}")
    if len(chosen) > 1:
        lines = ", ".join(str(b.at.line) for b in chosen[:4])
        more = ", ..." if len(chosen) > 4 else ""
        raise fail(f"board {number} is in {path} {len(chosen)} times (lines {lines}{more}): "
                   "keep the one to rule on in a file of its own")
    return chosen[0].read()


def load_deal_file(path: str | Path, board: int | None = None) -> Incident:
    """The record of one board of a PBN or LIN file, as an :class:`Incident`."""
    name = str(path)
    boards = read_boards(path)

    def fail(message: str) -> InputError:
        hint = " with --board N" if "name the one" in message else ""
        return InputError(name, 1, 1, message + hint)

    chosen = choose_board(boards, board, name, fail)
    incident = Incident(path=name, laws=knowledge().editions[0], board=chosen.number,
                        dealer=chosen.dealer, hands=dict(chosen.hands),
                        auction=chosen.auction, auction_at=chosen.auction_at,
                        play=chosen.play, play_at=chosen.play_at,
                        contract=chosen.contract, doubled=chosen.doubled,
                        declarer=chosen.declarer, keys_at=dict(chosen.keys_at))
    if chosen.vulnerable is not None:
        incident.vulnerable = chosen.vulnerable
    if incident.auction and incident.dealer is None:
        raise InputError(name, chosen.at.line, chosen.at.column,
                         f"{chosen.where()}: the auction needs a dealer")
    check_record(incident)
    return incident

