"""Many cases from the library: each case turned round the table and its suits permuted.

Turning a case round the table (every seat moves one or more places clockwise)
gives a case with the same ruling for the turned seats; its ``expect`` is turned
with it, so the generated cases still pass. Suits are permuted only in cases with no
auction (a permutation would change which bids are sufficient).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

SEATS = ("N", "E", "S", "W")
SUITS = ("S", "H", "D", "C")
RANKS = {"2", "3", "4", "5", "6", "7", "8", "9", "T", "10", "J", "Q", "K", "A"}
SEAT_FIELDS = {"dealer", "declarer", "offender", "holder", "holders", "seat", "chooser", "choosers",
               "partner", "rho", "lho", "choices", "chosen", "receiver", "restricts"}
SIDE_FIELDS = {"to", "side", "winners"}


def turn_seat(seat: str, k: int) -> str:
    return SEATS[(SEATS.index(seat) + k) % 4] if seat in SEATS else seat


def turn_side(side: str, k: int) -> str:
    if k % 2 == 0:
        return side
    return {"NS": "EW", "EW": "NS"}.get(side, side)


def turn_entry(entry: str, k: int, suits: dict[str, str]) -> str:
    words = entry.split()
    if not words or words[0] in ("TD",):
        return entry
    words[0] = turn_seat(words[0], k)
    for i, word in enumerate(words[1:], 1):
        if i == 2 and words[1] in ("warns", "asks", "looks"):
            words[i] = turn_seat(word, k)  # the other seat of warns/asks/looks
        elif i == 2 and words[1] == "chooses" and "-" in word:
            head, _, tail = word.partition("-")  # require-D, prohibit-D+C, play-H
            renamed = "+".join(suits.get(x.upper(), x) if len(x) == 1 else x
                               for x in tail.split("+"))
            words[i] = f"{head}-{renamed}"
        elif word[:1] in suits and (len(word) == 1 or word[1:] in RANKS):
            words[i] = suits[word[0]] + word[1:]  # a card, or a suit named alone
    return " ".join(words)


def _negate(value: Any) -> Any:
    """North-South's points as East-West's: 232 -> -232, '712.5' -> '-712.5'."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return -value
    text = str(value)
    return text if text == "0" else text[1:] if text.startswith("-") else "-" + text


def turn_expect(value: Any, k: int, key: str | None = None) -> Any:
    if isinstance(value, dict) and value.get("type") == "assigned-score" and k % 2:
        # an assigned adjusted score is North-South's: turned one seat, it is the other side's
        flipped = {name: _negate(v) if name in ("score", "exact") else v
                   for name, v in value.items()}
        if isinstance(value.get("outcomes"), list):
            flipped["outcomes"] = [{**o, "score": _negate(o["score"])} if "score" in o else o
                                   for o in value["outcomes"]]
        value = flipped
    if isinstance(value, dict):
        return {name: turn_expect(v, k, name) for name, v in value.items()}
    if isinstance(value, list):
        return [turn_expect(v, k, key) for v in value]
    if isinstance(value, str) and key in SEAT_FIELDS:
        return turn_seat(value, k)
    if isinstance(value, str) and key in SIDE_FIELDS:
        return turn_side(value, k)
    return value


def variant(case: dict[str, Any], k: int, suits: dict[str, str]) -> dict[str, Any]:
    """The case turned ``k`` seats clockwise, with its suits renamed by ``suits``."""
    out = dict(case)
    board = out.pop("board", None)
    if board is not None and "dealer" not in case:
        out["dealer"] = SEATS[(int(board) - 1) % 4]
    if "dealer" in out:
        out["dealer"] = turn_seat(out["dealer"], k)
    if "declarer" in out:
        out["declarer"] = turn_seat(out["declarer"], k)
    if "vulnerable" in out:
        out["vulnerable"] = turn_side(str(out["vulnerable"]), k)
    if "hands" in out:
        out["hands"] = {turn_seat(s, k): _rename_hand(h, suits) for s, h in out["hands"].items()}
    for period in ("auction", "play"):
        if period in out:
            identity = {s: s for s in SUITS}
            out[period] = [turn_entry(str(e), k, suits if period == "play" else identity)
                           for e in out[period]]
    if "contract" in out and suits:
        contract = str(out["contract"])
        out["contract"] = "".join(suits.get(ch, ch) if i == 1 else ch
                                  for i, ch in enumerate(contract))
    if isinstance(out.get("findings"), dict) and isinstance(out["findings"].get("outcomes"),
                                                             list):
        out["findings"] = {**out["findings"], "outcomes": [
            {**o, **({"declarer": turn_seat(str(o["declarer"]).upper(), k)}
                     if "declarer" in o else {}),
             **({"contract": "".join(suits.get(ch, ch) if i == 1 else ch
                                     for i, ch in enumerate(str(o["contract"])))}
                if str(o.get("contract", ""))[:1].isdigit() else {})}
            for o in out["findings"]["outcomes"]]}
    if isinstance(out.get("findings"), dict) and isinstance(out["findings"].get("at_fault"),
                                                             dict):
        out["findings"] = {**out["findings"], "at_fault": {
            turn_side(str(s).upper(), k): f for s, f in out["findings"]["at_fault"].items()}}
    if "expect" in out:
        out["expect"] = turn_expect(out["expect"], k)
        if any(suits[s] != s for s in SUITS):
            out["expect"] = {key: v for key, v in out["expect"].items() if key != "ruling"}
    return out


def _rename_hand(hand: str, suits: dict[str, str]) -> str:
    holdings = dict(zip(SUITS, str(hand).split("."), strict=True))
    renamed = {suits[s]: holdings[s] for s in SUITS}
    return ".".join(renamed[s] for s in SUITS)


def library(cases: Path) -> list[dict[str, Any]]:
    return [yaml.safe_load(p.read_text(encoding="utf-8"))
            for p in sorted(cases.rglob("*.yaml"))]


def generate(cases: Path, count: int) -> Iterator[dict[str, Any]]:
    """``count`` cases made from the library, cycling through its variants (a folder
    with no case: ValueError, where there is nothing to cycle through)."""
    base = library(cases)
    if not base and count > 0:
        raise ValueError(f"no case to generate from in {cases}")
    permutations = [dict(zip(SUITS, p, strict=True)) for p in itertools.permutations(SUITS)]
    made = 0
    for suits in permutations:
        for k in range(4):
            for case in base:
                if made == count:
                    return
                renaming = suits if "auction" not in case else dict(zip(SUITS, SUITS,
                                                                        strict=True))
                yield variant(case, k, renaming)
                made += 1
    while made < count:  # a tiny library: repeat
        for case in base:
            if made == count:
                return
            yield case
            made += 1


def write(cases: Path, count: int, folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i, case in enumerate(generate(cases, count)):
        path = folder / f"case{i:05d}.yaml"
        path.write_text(yaml.safe_dump(case, allow_unicode=True, sort_keys=False),
                        encoding="utf-8")
        paths.append(path)
    return paths
