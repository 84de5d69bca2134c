"""What the full-deal case generators share (``make_cases.py``, ``make_revoke_cases.py``).

A seeded random deal (``engine.deals.random_deal``) is played trick by trick into an
incident record, by the strategy of ``engine.deals.legal_play`` (lead the highest card
of the longest suit; follow low; ruff low when void; else discard low) except where a
story writes the cards itself. A story raises ``Unfit`` when the deal does not fit it,
and the generator tries the next seed, so the output is reproducible. Nothing here
knows the Laws: each generator works out its expected rulings from the law text.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import yaml

from ruling.engine.deals import (
    Play,
    follow_card,
    hands_yaml,
    lead_card,
    legal_play,
    random_deal,
    trick_winners,
)
from ruling.engine.notation import Card, lho, next_seat, partner, rho, side

ROOT = Path(__file__).resolve().parent.parent
EXPECT_KEYS = ("irregularities", "laws", "ruling", "not", "questions")

T = TypeVar("T")


class Unfit(Exception):
    """The deal does not fit the story: try the next one."""


# --- choosing cards ------------------------------------------------------------------------


def lead_choice(hand: set[Card], suit: str | None = None, avoid: str | None = None) -> Card:
    """The highest card of ``suit`` when given and held; else the highest card of the
    longest suit other than ``avoid`` (Unfit when there is none)."""
    if suit is not None and any(c.suit == suit for c in hand):
        return max((c for c in hand if c.suit == suit), key=lambda c: c.value)
    rest = {c for c in hand if c.suit != avoid}
    if not rest:
        raise Unfit("no suit to lead")
    return lead_card(rest)


def follow_choice(hand: set[Card], led: str, trump: str | None) -> Card:
    """The lowest card of the suit led; void: the lowest trump, else the lowest card."""
    return follow_card(hand, led, trump)


def play_entries(cards: Sequence[tuple[str, Card]]) -> list[str]:
    """The record's entries for cards played: ``"W HK"``, ..."""
    return [f"{seat} {card}" for seat, card in cards]


def winner_of(cards: Sequence[tuple[str, Card]], strain: str) -> str:
    """Who wins a complete trick given in the order played (the first card is the lead)."""
    order = [next_seat(cards[0][0], i) for i in range(4)]
    return trick_winners(sorted(cards, key=lambda sc: order.index(sc[0])), strain)[0]


# --- a deal being played -------------------------------------------------------------------


@dataclass
class Board:
    """A deal being played: what is left in each hand, the record so far, who won."""

    seed: int
    contract: str  # "4S", "3NT", "4HX"
    declarer: str
    hands: dict[str, frozenset[Card]] = field(init=False)
    left: dict[str, set[Card]] = field(init=False)
    lines: list[tuple[list[str], str]] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    leader: str = field(init=False)

    def __post_init__(self) -> None:
        self.hands = random_deal(self.seed)
        self.left = {seat: set(cards) for seat, cards in self.hands.items()}
        self.leader = lho(self.declarer)

    @property
    def level(self) -> int:
        return int(self.contract[0])

    @property
    def doubled(self) -> int:
        return len(self.contract) - len(self.contract.rstrip("X"))

    @property
    def strain(self) -> str:
        return self.contract[1:].rstrip("X")

    @property
    def trump(self) -> str | None:
        return None if self.strain == "NT" else self.strain

    @property
    def dummy(self) -> str:
        return partner(self.declarer)

    @property
    def tricks(self) -> int:
        """How many tricks have been played."""
        return len(self.winners)

    def declarer_tricks(self) -> int:
        return sum(side(w) == side(self.declarer) for w in self.winners)

    # -- the record

    def note(self, entries: list[str], comment: str = "") -> None:
        self.lines.append((entries, comment))

    def trick(self, cards: list[tuple[str, Card]], comment: str = "",
              entries: list[str] | None = None, after_lead: Sequence[str] = ()) -> str:
        """Record one complete trick (its final cards, in the order played); its winner
        leads next. ``entries``: the record lines when they are not just the cards (a
        question, a card taken back and replaced, a designation); ``after_lead``: other
        entries written between the lead and the second card."""
        for seat, card in cards:
            self.left[seat].remove(card)
        winner = winner_of(cards, self.strain)
        self.winners.append(winner)
        if entries is None:
            entries = play_entries(cards)
            entries[1:1] = after_lead
        self.note(entries, f"{comment or f'trick {self.tricks}'}: {winner} wins")
        self.leader = winner
        return winner

    def follow_round(self, lead: tuple[str, Card], special: dict[str, Card] | None = None
                     ) -> list[tuple[str, Card]]:
        """The lead and the next three hands in rotation by the strategy (``special``: the
        cards some of them play instead)."""
        special = special or {}
        cards = [lead]
        for i in range(1, 4):
            seat = next_seat(lead[0], i)
            cards.append((seat, special.get(seat)
                          or follow_choice(self.left[seat], lead[1].suit, self.trump)))
        return cards

    def continuation(self) -> Play:
        """The rest of the play by the strategy, from the current leader (not recorded)."""
        return legal_play({s: frozenset(c) for s, c in self.left.items()}, self.strain,
                          rho(self.leader))

    def normal(self, count: int) -> None:
        """``count`` tricks as the strategy plays them from here."""
        if count <= 0:
            return
        play = self.continuation()
        for i in range(count):
            self.trick(play[4 * i:4 * i + 4])

    def rest(self) -> None:
        """Play the rest out by the strategy."""
        self.normal(len(self.left[self.leader]))


# --- the cases ------------------------------------------------------------------------------


@dataclass
class Case:
    """One case file: its name, title and source (where the answer comes from), the
    contract, the story that plays the deal (it returns the values the expectation uses),
    and the expectation, worked out from those values."""

    name: str
    title: str
    source: str
    contract: str
    declarer: str
    story: Callable[..., dict]
    expect: Callable[[dict], dict]
    start: int = 1000  # the first seed tried
    findings: dict | None = None
    tricks_key: bool = False  # the TD gives declarer's tricks (``tricks``)


# --- finding a deal and writing the files ---------------------------------------------------


def first_fit(name: str, attempt: Callable[..., T], tries: Iterable[tuple]) -> T:
    """What ``attempt(*args)`` gives for the first ``args`` of ``tries`` the story fits."""
    for args in tries:
        try:
            return attempt(*args)
        except Unfit:
            continue
    raise RuntimeError(f"{name}: no deal fits the story")


def flow(value) -> str:
    """One line of YAML: a flow collection, or a scalar (quoted only when it must be)."""
    text = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, width=1000)
    return text.removesuffix("\n...\n").strip()


def case_text(board: Board, *, title: str, source: str, generator: str, expect: dict,
              column: int, vulnerable: str | None = None, findings: dict | None = None,
              extra: Sequence[str] = ()) -> str:
    """The case file: the incident (the whole deal, the record with a comment a line, in
    ``column``), ``extra`` lines before the findings, then what it expects."""
    out = [f"title: {flow(title)}",
           f"source: {flow(source)}",
           "laws: 2017"]
    if vulnerable is not None:
        out.append(f"vulnerable: {vulnerable}")
    out += [f"contract: {board.contract}",
            f"declarer: {board.declarer}",
            f"# generated by {generator} (deal: engine.deals.random_deal({board.seed}))",
            "hands:"]
    out += [f"  {seat}: {hand}" for seat, hand in hands_yaml(board.hands).items()]
    out.append("play: [")
    for entries, comment in board.lines:
        text = "  " + ", ".join(entries) + ","
        out.append(f"{text:<{column}}# {comment}" if comment else text)
    out.append("]")
    out += extra
    if findings:
        out.append(f"findings: {flow(findings)}")
    out.append("expect:")
    for key in EXPECT_KEYS:
        if key not in expect:
            continue
        if key in ("laws", "questions"):
            out.append(f"  {key}: {flow(expect[key])}")
            continue
        out.append(f"  {key}:")
        out += [f"    - {flow(item)}" for item in expect[key]]
    return "\n".join(out) + "\n"


def write_cases(texts: Iterable[tuple[str, str]], out: Path, description: str) -> int:
    """The generator's command line: write each (name, text) to ``out/<name>.yaml``, or
    with ``--check`` only say which files on disk differ (exit status 1)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    out.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, text in texts:
        path = out / f"{name}.yaml"
        if args.check:
            if not path.exists() or path.read_text() != text:
                stale.append(path.name)
        else:
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("out of date: " + ", ".join(stale))
        return 1
    return 0
