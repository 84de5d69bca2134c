"""Bridge notation: seats and rotation, calls, cards, hands and record entries.

This is the one place that knows how a seat, a call or a card is written and how
the seats follow each other round the table. Everything else asks here.
"""

from __future__ import annotations

import re

from ruling.engine.records import field, record

# --- Seats and rotation -----------------------------------------------------

SEATS: tuple[str, ...] = ("N", "E", "S", "W")

SEAT_NAMES = {
    "en": {"N": "North", "E": "East", "S": "South", "W": "West"},
    "ru": {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"},
}
# the words a seat may be written as (the loader reads them; the schema lists them)
SEAT_WORDS = {
    "N": "N", "E": "E", "S": "S", "W": "W",
    "NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W",
    "С": "N", "В": "E", "Ю": "S", "З": "W",
}


class NotationError(ValueError):
    """A string that is not a seat, call, card, hand or entry.

    ``column`` is the 0-based offset inside the string where the problem starts.
    """

    def __init__(self, message: str, column: int = 0) -> None:
        super().__init__(message)
        self.column = column


def parse_seat(text: str) -> str:
    seat = SEAT_WORDS.get(text.strip().upper())
    if seat is None:
        raise NotationError(f"unknown seat {text!r} (expected N, E, S or W)")
    return seat


def next_seat(seat: str, steps: int = 1) -> str:
    """The seat ``steps`` places clockwise (to the left) of ``seat``."""
    return SEATS[(SEATS.index(seat) + steps) % 4]


def lho(seat: str) -> str:
    return next_seat(seat, 1)


def partner(seat: str) -> str:
    return next_seat(seat, 2)


def rho(seat: str) -> str:
    return next_seat(seat, 3)


def side(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


def other_side(side_name: str) -> str:
    return "EW" if side_name == "NS" else "NS"


def relation(turn: str, player: str) -> str:
    """Who ``turn`` is to ``player``: 'self', 'lho', 'partner' or 'rho'."""
    return ("self", "lho", "partner", "rho")[(SEATS.index(turn) - SEATS.index(player)) % 4]


def dealer_of_board(board: int) -> str:
    return SEATS[(board - 1) % 4]


_VULNERABILITY_CYCLE = (
    "None", "NS", "EW", "All", "NS", "EW", "All", "None",
    "EW", "All", "None", "NS", "All", "None", "NS", "EW",
)


def vulnerability_of_board(board: int) -> str:
    return _VULNERABILITY_CYCLE[(board - 1) % 16]


def is_vulnerable(seat: str, vulnerable: str) -> bool:
    return vulnerable == "All" or vulnerable == side(seat)


# --- Calls ------------------------------------------------------------------

STRAINS: tuple[str, ...] = ("C", "D", "H", "S", "NT")
STRAIN_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}
# How a ruling in Russian writes what the record writes in English notation: без козыря,
# пас, контра, реконтра; the doubled contract 4♠х; ranks Т, К, Д, В (the input's own).
RUSSIAN = {"NT": "БК", "pass": "пас", "double": "контра", "redouble": "реконтра",
           "X": "х", "XX": "хх", "A": "Т", "K": "К", "Q": "Д", "J": "В", "T": "10"}
_STRAIN_ALIASES = {
    "C": "C", "D": "D", "H": "H", "S": "S", "NT": "NT", "N": "NT",
    "♣": "C", "♦": "D", "♥": "H", "♠": "S",
    # Russian: пики, черви, бубны, трефы, без козыря
    "П": "S", "Ч": "H", "Б": "D", "Т": "C", "БК": "NT",
}
_CALL_ALIASES = {
    "P": "pass", "PASS": "pass", "ПАС": "pass",
    "X": "double", "DBL": "double", "DOUBLE": "double", "КОНТРА": "double",
    "XX": "redouble", "RDBL": "redouble", "REDOUBLE": "redouble", "РЕКОНТРА": "redouble",
}
_BID = re.compile(r"^([0-9]{1,3})(NT|N|C|D|H|S|♣|♦|♥|♠|БК|П|Ч|Б|Т)$")  # ASCII digits only


@record(frozen=True, order=True)
class Call:
    """A call: a bid (level and strain), pass, double or redouble."""

    kind: str  # 'bid', 'pass', 'double', 'redouble'
    level: int = 0
    strain: str = ""

    @property
    def is_bid(self) -> bool:
        return self.kind == "bid"

    def rank(self) -> int:
        """Bids in the order they supersede one another (1C = 0)."""
        return (self.level - 1) * 5 + STRAINS.index(self.strain)

    def supersedes(self, other: Call | None) -> bool:
        """Law 18B: a bid supersedes a bid of fewer tricks or a lower strain."""
        return other is None or self.rank() > other.rank()

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"{self.level}{self.strain}"
        return {"pass": "P", "double": "X", "redouble": "XX"}[self.kind]

    def symbol(self, lang: str = "en") -> str:
        """The call for people: ``1♥``, ``3NT``, ``P``; in Russian ``3БК``, ``пас``."""
        if lang == "ru":
            return (f"{self.level}{RUSSIAN.get(self.strain, STRAIN_SYMBOLS[self.strain])}"
                    if self.kind == "bid" else RUSSIAN[self.kind])
        if self.kind == "bid":
            return f"{self.level}{STRAIN_SYMBOLS[self.strain]}"
        return str(self)


PASS = Call("pass")
DOUBLE = Call("double")
REDOUBLE = Call("redouble")


def bid(level: int, strain: str) -> Call:
    return Call("bid", level, strain)


def parse_call(text: str) -> Call:
    word = text.strip().upper()
    if word in _CALL_ALIASES:
        return Call(_CALL_ALIASES[word])
    match = _BID.match(word)
    if not match:
        raise NotationError(f"{text!r} is not a call (expected e.g. 1S, 3NT, P, X, XX)")
    level = int(match.group(1))
    if level < 1:
        raise NotationError(f"{text!r} is not a bid: the level must be 1 or more")
    if level > 9:
        raise NotationError(f"{text!r} is not a bid a player could make")
    return bid(level, _STRAIN_ALIASES[match.group(2)])


def lowest_sufficient_bid(strain: str, last_bid: Call | None) -> Call:
    """The lowest bid in ``strain`` that supersedes ``last_bid`` (Law 18B)."""
    level = 1
    while not bid(level, strain).supersedes(last_bid):
        level += 1
    return bid(level, strain)


# --- Cards and hands --------------------------------------------------------

SUITS: tuple[str, ...] = ("S", "H", "D", "C")  # PBN order
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
HONOURS = frozenset({"T", "J", "Q", "K", "A"})
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# Russian suits and ranks (Cyrillic letters): П, Ч, Б, Т are spades, hearts, diamonds and
# clubs; Т, К, Д, В are ace, king, queen and jack. Т is both трефы and туз: in a card its
# place tells which (ТК is the king of clubs, ПТ the ace of spades, ТТ the ace of clubs);
# alone it is neither (``names``: write трефы or туз).
_SUIT_ALIASES = {"S": "S", "H": "H", "D": "D", "C": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C",
                 "П": "S", "Ч": "H", "Б": "D", "Т": "C"}
_SUIT_WORDS = {"ПИКИ": "S", "ЧЕРВИ": "H", "БУБНЫ": "D", "ТРЕФЫ": "C"}
_RANK_ALIASES = {r: r for r in RANKS} | {
    "10": "T", "Т": "A", "К": "K", "Д": "Q", "В": "J",
}
_RANK_WORDS = {"ТУЗ": "A", "КОРОЛЬ": "K", "ДАМА": "Q", "ВАЛЕТ": "J"}
_AMBIGUOUS = frozenset(_SUIT_ALIASES) & frozenset(_RANK_ALIASES)  # Т


@record(frozen=True, order=True)
class Card:
    """A card: its suit (``S``, ``H``, ``D``, ``C``) and rank (``2``-``9``, ``T``, ``J``,
    ``Q``, ``K``, ``A``)."""

    suit: str
    rank: str

    @property
    def value(self) -> int:
        return RANKS.index(self.rank)

    @property
    def is_honour(self) -> bool:
        return self.rank in HONOURS

    def __str__(self) -> str:
        return f"{self.suit}{self.rank}"

    def symbol(self, lang: str = "en") -> str:
        """The card for people: ``♥K``, ``♦10``; in Russian ``♥К``."""
        return f"{SUIT_SYMBOLS[self.suit]}{ranks_text(self.rank, lang)}"


def ranks_text(ranks: str, lang: str = "en") -> str:
    """Ranks as a holding is written: ``AQ10``; in Russian ``ТД10``."""
    table = RUSSIAN if lang == "ru" else {"T": "10"}
    return "".join(table.get(rank, rank) for rank in ranks)


def parse_suit(text: str) -> str:
    word = text.strip().upper()
    suit = _SUIT_ALIASES.get(word) or _SUIT_WORDS.get(word)
    if suit is None:
        raise NotationError(f"{text!r} is not a suit (expected S, H, D or C; П, Ч, Б, Т)")
    return suit


def parse_rank(text: str) -> str:
    word = text.strip().upper()
    rank = _RANK_ALIASES.get(word) or _RANK_WORDS.get(word)
    if rank is None:
        raise NotationError(f"{text!r} is not a rank (expected 2-9, T or 10, J, Q, K, A; "
                            "Т, К, Д, В)")
    return rank


def is_suit_word(text: str) -> bool:
    """Is the word a suit alone (``H``, ``♥``, ``Ч``, ``черви``; not Т, which is a rank too)?"""
    word = text.strip().upper()
    return (word in _SUIT_ALIASES and word not in _AMBIGUOUS) or word in _SUIT_WORDS


def is_rank_word(text: str) -> bool:
    """Is the word a rank alone (``K``, ``10``, ``К``, ``король``; not Т)?"""
    word = text.strip().upper()
    return (word in _RANK_ALIASES and word not in _AMBIGUOUS) or word in _RANK_WORDS


def parse_card(text: str) -> Card:
    """A card as suit then rank (``HK``, ``D10``, ``♥K``, ``ЧК``); rank then suit is
    accepted too (``KH``, ``КЧ``)."""
    word = text.strip().upper()
    for suit, rank in ((word[:1], word[1:]), (word[-1:], word[:-1])):
        if len(word) >= 2 and suit in _SUIT_ALIASES and rank in _RANK_ALIASES:
            return Card(_SUIT_ALIASES[suit], _RANK_ALIASES[rank])
    raise NotationError(f"{text!r} is not a card (expected e.g. HK, D10, ST; ЧК, Б10, ПТ)")


def parse_hand(text: str) -> frozenset[Card]:
    """A PBN hand ``AKQ2.J54.T9.8765`` (spades, hearts, diamonds, clubs; ``-`` for a void)."""
    parts = text.strip().split(".")
    if len(parts) != 4:
        raise NotationError(f"{text!r} is not a hand: expected four suits S.H.D.C")
    cards: list[Card] = []
    offset = 0
    for suit, holding in zip(SUITS, parts, strict=True):
        ranks = holding.upper().replace("10", "T")
        if ranks in ("-", "—"):
            ranks = ""
        for ch in ranks:
            rank = _RANK_ALIASES.get(ch)
            if rank is None:
                raise NotationError(f"{ch!r} is not a rank in hand {text!r}", offset)
            card = Card(suit, rank)
            if card in cards:
                raise NotationError(f"{card} appears twice in hand {text!r}", offset)
            cards.append(card)
        offset += len(holding) + 1
    return frozenset(cards)


def format_hand(cards: frozenset[Card] | set[Card]) -> str:
    by_suit = []
    for suit in SUITS:
        ranks = sorted((c.rank for c in cards if c.suit == suit), key=RANKS.index, reverse=True)
        by_suit.append("".join(ranks))
    return ".".join(by_suit)


# --- Record entries ---------------------------------------------------------


def parse_place(at: str | None) -> tuple[str, int] | None:
    """Where an entry is in the record: ``"play 7"`` -> ``("play", 7)``; None otherwise."""
    period, _, number = str(at or "").partition(" ")
    if period not in ("auction", "play") or not number.isdigit():
        return None
    return period, int(number)


def record_position(at: str | None) -> tuple[int, int]:
    """Where an entry is in the record: the auction before the play, each in entry order
    ("auction 4" -> (0, 4), "play 7" -> (1, 7)); (-1, 0) for anything else."""
    where = parse_place(at)
    if where is None:
        return (-1, 0)
    return (0 if where[0] == "auction" else 1, where[1])


VERBS = (
    "accepts", "exposes", "withdraws", "names", "spreads", "claims", "concedes",
    "warns", "asks", "looks", "attention", "changes", "chooses", "objects",
    "explains", "corrects", "remarks", "reserves", "overhears",
)
TEMPOS = ("slow", "fast")  # a trailing word on a call or card: a hesitation, unwonted speed
# the words that may follow a call (a card: all but 'alerted'), each once, in any order
TRAILING = ("simultaneous", "alerted", *TEMPOS)
# the rest of the entry is what was said (overhears: what the player heard or saw)
SAID_VERBS = ("explains", "corrects", "remarks", "overhears")
DESIGNATION_WORDS = {"low": "low", "high": "high", "any": "any", "anything": "any",
                     "small": "low", "top": "high"}
# an option's id: require-d, prohibit-c+d, d4 (a pattern re compiles at its first use)
_CHOICE = r"^[a-z0-9][a-z0-9+\-]*$"


@record(frozen=True)
class Entry:
    """One line of ``auction`` or ``play``: who did what.

    ``verb`` is ``call`` or ``play`` for a bare call or card, ``td`` for the
    director's arrival, or one of :data:`VERBS`.
    """

    verb: str
    seat: str | None = None
    call: Call | None = None  # a call made or changed; the call explained, corrected, asked
    artificial: bool = False
    card: Card | None = None
    target: str | None = None  # the other seat of warns/asks/looks
    count: int | None = None  # tricks claimed or conceded (None: all that remain)
    statement: str | None = None  # the words of a claim, concession, explanation, correction
    # or remark, as the TD wrote them
    accidental: bool = False
    designation: str | None = None  # 'card', 'suit', 'rank', 'low', 'high', 'any'
    suit: str | None = None
    rank: str | None = None
    choice: str | None = None  # 'chooses': the id of the option chosen, lowercased
    simultaneous: bool = False  # made at the same moment as the entry before it
    tempo: str | None = None  # a call or card made 'slow' (a hesitation) or 'fast'
    alerted: bool = False  # a call alerted (the regular procedure)
    text: str = field(default="", compare=False)


MAX_ENTRY = 300  # characters: room for a claim's statement; the other entries are far shorter
_QUOTES = {'"': '"', "«": "»", "“": "”"}  # a claim's statement: "…", «…» or “…”


def parse_entry(text: str, period: str) -> Entry:
    """Parse one entry of the ``auction`` or ``play`` list (``period``).

    A :class:`NotationError` carries the column of the word at fault.
    """
    if len(text) > MAX_ENTRY:
        raise NotationError(f"an entry is a few words such as 'N 1S' or 'S claims 10', not "
                            f"{len(text)} characters")
    spans = [(m.group(), m.start()) for m in re.finditer(r"\S+", text)]
    if not spans:
        raise NotationError("empty entry")
    words = [w for w, _ in spans]
    if len(words) > 2 and words[1].lower() in ("claims", "concedes"):
        return _parse_claim(text, spans)
    if len(words) == 1 and words[0].upper() in ("TD", "DIRECTOR"):
        return Entry("td", text=text)
    seat = _at(spans[0][1], parse_seat, words[0])
    if len(words) == 1:
        raise NotationError(f"{text!r}: nothing after the seat", len(text) + 1)
    verb, column = words[1].lower(), spans[1][1]
    if verb in SAID_VERBS:
        return _parse_said(text, seat, verb, spans, period)
    if verb in VERBS:
        return _parse_verb(text, seat, verb, spans[2:], column, period)
    word = words[1]
    trailing = _trailing(text, spans[2:], period)
    if period == "auction":
        call = _at(column, parse_call, word.rstrip("!"))
        return Entry("call", seat, call=call, artificial=word.endswith("!"), text=text,
                     **trailing)
    return Entry("play", seat, card=_at(column, parse_card, word), text=text, **trailing)


def call_referred(auction: list[Entry], call: Call, before: int | None = None) -> int | None:
    """The index of the call an explanation, a correction or a question is about: the
    latest entry of ``auction`` (before entry ``before``, if given) making or changing
    to ``call``; None if none did."""
    upto = len(auction) if before is None else before
    return next((i for i in range(upto - 1, -1, -1)
                 if auction[i].verb in ("call", "changes") and auction[i].call == call), None)


def call_column(entry: Entry) -> int:
    """Where the call an explanation, correction or question is about is written in the
    entry (its third word), for an error."""
    words = list(re.finditer(r"\S+", entry.text))
    return words[2].start() if len(words) > 2 else 0


def _trailing(text: str, spans: list[tuple[str, int]], period: str) -> dict:
    """The words after a call or card: ``simultaneous``, ``alerted`` (a call only), and
    its tempo ``slow`` or ``fast``; each at most once, in any order."""
    found: dict = {}
    allowed = TRAILING if period == "auction" else tuple(w for w in TRAILING if w != "alerted")
    for word, where in spans:
        lower = word.lower()
        if lower == "alerted" and period != "auction":
            raise NotationError(f"{text!r}: 'alerted' is said of a call, not of a card", where)
        if lower not in allowed:
            what = "call" if period == "auction" else "card"
            raise NotationError(f"{text!r}: expected one {what} after the seat, then only "
                                f"{', '.join(map(repr, allowed))}", where)
        key = "tempo" if lower in TEMPOS else lower
        if key in found:
            said = "twice" if lower == found[key] or key != "tempo" else \
                f"after '{found[key]}': one tempo a call or card"
            raise NotationError(f"{text!r}: {lower!r} {said}", where)
        found[key] = lower if key == "tempo" else True
    return found


def _parse_said(text: str, seat: str, verb: str, spans: list[tuple[str, int]],
                period: str) -> Entry:
    """What a player said, kept as the TD wrote it: ``N explains 2D transfer to hearts``
    (the call, then the explanation), ``N corrects 2D`` (the call whose explanation is
    corrected, then the correct one if written), ``N remarks …`` (the words or the
    gesture), ``N overhears …`` (extraneous information the player received from another
    source: what he heard or saw). The words may be put between quotes."""
    column = spans[1][1] + len(spans[1][0])
    call = None
    if verb not in ("remarks", "overhears"):
        if len(spans) < 3:
            raise NotationError(f"{text!r}: '{verb}' takes the call it is about"
                                + (", then the explanation" if verb == "explains" else ""),
                                spans[1][1])
        word, where = spans[2]
        call = _at(where, parse_call, word.rstrip("!"))
        column = where + len(word)
    said = _free_text(text[column:])
    if said is None and verb != "corrects":
        raise NotationError(f"{text!r}: '{verb}' takes "
                            + ("the explanation after the call" if verb == "explains"
                               else "what he heard or saw" if verb == "overhears"
                               else "the words said (or the gesture made)"),
                            len(text) + 1)
    return Entry(verb, seat, call=call, statement=said, text=text)


def _free_text(rest: str) -> str | None:
    """Words as the TD wrote them, spaces evened out, without the quotes around them."""
    rest = rest.strip()
    if len(rest) >= 2 and rest[0] in _QUOTES and rest[-1] == _QUOTES[rest[0]]:
        rest = rest[1:-1]
    return " ".join(rest.split()) or None


def _parse_claim(text: str, spans: list[tuple[str, int]]) -> Entry:
    """``S claims 9``, ``W concedes 2``, each with the claimer's words after it if the TD
    wrote them: ``S claims 9 "drawing trumps, then the clubs"``; without a number, all
    the tricks that remain."""
    seat = _at(spans[0][1], parse_seat, spans[0][0])
    verb, column = spans[1][0].lower(), spans[1][1]
    rest, start = text[column + len(verb):], column + len(verb)
    opening = next((i for i, ch in enumerate(rest) if ch in _QUOTES), None)
    statement = None
    if opening is not None:
        closing = rest.rfind(_QUOTES[rest[opening]])
        if closing <= opening or rest[closing + 1:].strip():
            raise NotationError(f"{text!r}: the statement after '{verb}' goes between quotes, "
                                "at the end of the entry", start + opening)
        statement = " ".join(rest[opening + 1:closing].split()) or None
        rest = rest[:opening]
    args = [(m.group(), start + m.start()) for m in re.finditer(r"\S+", rest)]
    if len(args) > 1:
        raise NotationError(f"{text!r}: '{verb}' takes the number of tricks, then the "
                            "statement between quotes", args[1][1])
    count = None
    if args:
        word, where = args[0]
        if not (word.isascii() and word.isdigit() and len(word) <= 2 and int(word) <= 13):
            raise NotationError(f"{text!r}: the number of tricks must be 0 to 13", where)
        count = int(word)
    return Entry(verb, seat, count=count, statement=statement, text=text)


def _at(column: int, parse, word: str):  # type: ignore[no-untyped-def]
    """Parse ``word``; an error points at ``column``."""
    try:
        return parse(word)
    except NotationError as err:
        raise NotationError(str(err), column) from None


def _parse_verb(text: str, seat: str, verb: str, spans: list[tuple[str, int]],
                column: int, period: str = "play") -> Entry:
    args = [w for w, _ in spans]
    where = [c for _, c in spans]

    def need(n: int) -> None:
        if len(args) != n:
            raise NotationError(f"{text!r}: '{verb}' takes {n} word(s) after it", column)

    if verb in ("accepts", "spreads", "attention", "objects", "reserves"):
        need(0)
        return Entry(verb, seat, text=text)
    if verb == "asks" and not args:
        return Entry(verb, seat, text=text)  # a question about the whole auction (Law 20)
    if verb == "asks" and len(args) == 1 and args[0].upper() not in SEAT_WORDS:
        call = _at(where[0], parse_call, args[0].rstrip("!"))
        return Entry(verb, seat, call=call, text=text)  # a question about one call
    if verb in ("warns", "asks", "looks"):
        need(1)
        return Entry(verb, seat, target=_at(where[0], parse_seat, args[0]), text=text)
    if verb in ("claims", "concedes"):  # with no number: all the tricks that remain
        need(0)
        return Entry(verb, seat, text=text)
    if verb == "chooses":
        if len(args) > 1:
            raise NotationError(f"{text!r}: 'chooses' takes one word, the id of the option "
                                "chosen (e.g. require-D)", where[1])
        need(1)
        choice = args[0].lower()
        if not re.match(_CHOICE, choice):
            raise NotationError(f"{text!r}: {args[0]!r} is not the id of an option (letters, "
                                "digits, '-' and '+', e.g. require-D)", where[0])
        return Entry(verb, seat, choice=choice, text=text)
    if verb == "changes":
        need(1)
        word = args[0]
        return Entry(verb, seat, call=_at(where[0], parse_call, word.rstrip("!")),
                     artificial=word.endswith("!"), text=text)
    if verb in ("exposes", "withdraws"):
        if not 1 <= len(args) <= 2 or (len(args) == 2 and args[1].lower() != "accidental"):
            raise NotationError(f"{text!r}: expected '{verb} CARD' (and 'accidental')", column)
        return Entry(verb, seat, card=_at(where[0], parse_card, args[0]),
                     accidental=len(args) == 2, text=text)
    # names: a card, a suit, a rank, or low/high/any
    need(1)
    word = args[0]
    if word.lower() in DESIGNATION_WORDS:
        return Entry(verb, seat, designation=DESIGNATION_WORDS[word.lower()], text=text)
    if is_suit_word(word):
        return Entry(verb, seat, designation="suit", suit=parse_suit(word), text=text)
    if is_rank_word(word):
        return Entry(verb, seat, designation="rank", rank=parse_rank(word), text=text)
    if word.upper() in _AMBIGUOUS:
        raise NotationError(f"{text!r}: {word!r} alone is both трефы and туз: write трефы or "
                            "туз", where[0])
    card = _at(where[0], parse_card, word)
    return Entry(verb, seat, designation="card", card=card, suit=card.suit, rank=card.rank,
                 text=text)
