"""Fuzzed incident files (issue 11, point 3): one generator for the test and the campaign.

``incident_data(rng)`` writes one random incident as the mapping a YAML file holds:
either edition; an auction of calls mostly in rotation, with calls by anyone, bids
above seven, artificial calls (``!``), aliases (``Pass``, ``Dbl``, ``♥``) and every
other entry of the notation (TD, accepts, changes, exposes, withdraws, names, claims,
concedes, spreads, warns, asks, looks, attention, chooses, explains, corrects, remarks;
``simultaneous``, ``accidental``, ``alerted`` and the tempo ``slow``/``fast``); a play
on a full deal (``engine.deals.random_deal``) or on none, mostly legal, with the same
irregular entries; findings (every key of ``kb.findings.KEYS``); sometimes a contract,
declarer, board, vulnerability, tricks; and, now and then, a malformed value (an unknown
key, a number in another script, thousands of digits, a long run of spaces, a card
twice, a wrong type).

``rng`` is a ``random.Random``: the campaign (``tools/fuzz_campaign.py``) passes a
seeded one, the test (``tests/test_fuzz.py``) hypothesis's ``st.randoms()``, whose
draws shrink. Nothing here knows the Laws; the sizes are bounded by ``MAX_AUCTION``
and ``MAX_TRICKS`` (well inside a board's, so that each incident is ruled in time).
"""

from __future__ import annotations

import random
from typing import Any

import yaml

from ruling.engine.auction import analyse_auction
from ruling.engine.deals import hands_yaml, random_deal
from ruling.engine.notation import SEATS, Card, NotationError, next_seat, parse_entry
from ruling.engine.play import trick_winner
from ruling.kb.findings import KEYS

MAX_AUCTION = 20  # entries drawn for an auction (a long real one has about 20)
MAX_TRICKS = 6  # tricks played: a whole board with many irregular entries takes seconds
STRAINS = ("C", "D", "H", "S", "NT")
RANKS = "23456789TJQKA"
CHOICES = ("accept", "refuse", "require-H", "prohibit-S", "prohibit-c+d", "no-restriction",
           "highest", "lowest", "play-D", "forbid-C", "withdraw-card", "keep-card",
           "designate", "d4", "nonsense")
VERBS = ("TD", "accepts", "changes", "exposes", "withdraws", "names", "claims", "concedes",
         "spreads", "warns", "asks", "looks", "attention", "chooses", "objects",
         "explains", "corrects", "remarks")
SAID = ("transfer to hearts", '"natural, weak"', "«стайман»", "shrugs", "no agreement")
# Written other ways the notation accepts (what the loader must take as the same).
CALL_ALIASES = {"P": ("P", "Pass", "pass", "ПАС"), "X": ("X", "Dbl"), "XX": ("XX", "Rdbl")}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# Values that are not what their key holds, or that once crashed or hung the engine.
BAD_NUMBERS = ("²", "٣", "1" * 4000, "-1", "0", "14", "99", "3.5", "seven", "", "1e3",
               "0x0D", "½")
BAD_ENTRIES = ("S claims ²", "S claims " + "9" * 3000, "N " + "1" * 2000 + "S", "N 8S",
               "N 10NT", "N 0S", "N 1Z", "E" + " " * 110 + "P", " " * 40000, "", "N",
               "TD TD", "N claims", "N looks Q", "W exposes H1", "S names SZ", "X 1S",
               "N chooses Require!", "N 1S simultaneous extra", "S exposes SA twice",
               "N ♥K", "N ٣S", "Ю 1♥", "North 1NT", "W P slow slow", "W P slow fast",
               "N explains", "N explains 2D", "N remarks", "N 2D alerted alerted")
BAD_KEYS = ("contracts", "Dealer", "findings.damaged", "notes", "1")


def chance(rng: random.Random, p: float) -> bool:
    return rng.random() < p


def _seat(rng: random.Random) -> str:
    return rng.choice(SEATS)


def _card(rng: random.Random) -> str:
    return rng.choice("SHDC") + rng.choice(RANKS)


def _any_call(rng: random.Random) -> str:
    return rng.choice(["P", "X", "XX", f"{rng.randint(1, 7)}{rng.choice(STRAINS)}"])


def trailing(rng: random.Random, period: str) -> str:
    """The words that may follow a call or card: simultaneous, alerted (calls), a tempo."""
    words = [w for w, p in (("simultaneous", 0.02), ("alerted", 0.06 * (period == "auction")),
                            (rng.choice(("slow", "fast")), 0.05)) if chance(rng, p)]
    rng.shuffle(words)
    return "".join(f" {w}" for w in words)


def verb_entry(rng: random.Random, period: str, card: str | None = None,
               declarer: str | None = None, made: list[str] | None = None) -> str:
    """An entry of the notation other than a call or a card played, of any verb
    (``made``: the calls made so far, which an explanation is mostly about)."""
    verb = rng.choice(VERBS)
    who = _seat(rng)
    card = card or _card(rng)
    if verb == "TD":
        return "TD"
    if verb in ("accepts", "spreads", "attention", "objects"):
        return f"{who} {verb}"
    about = rng.choice(made) if made and chance(rng, 0.9) else _any_call(rng)
    if verb in ("explains", "corrects"):
        words = f" {rng.choice(SAID)}" if verb == "explains" or chance(rng, 0.5) else ""
        return f"{who} {verb} {about}{words}"
    if verb == "remarks":
        return f"{who} remarks {rng.choice(SAID)}"
    if verb == "asks" and chance(rng, 0.5):  # about a call or the auction (20F1, 20F2)
        return f"{who} asks" + (f" {about}" if chance(rng, 0.7) else "")
    if verb in ("warns", "asks", "looks"):
        return f"{who} {verb} {_seat(rng)}"
    if verb in ("claims", "concedes"):  # a number, or none (all); words, or none
        count = f" {rng.randint(0, 13)}" if chance(rng, 0.8) else ""
        words = rng.choice(("", "", ' "the rest are mine"', " «все мои»", ' "ruffing, then"'))
        return f"{who} {verb}{count}{words}"
    if verb == "chooses":
        return f"{who} chooses {rng.choice(CHOICES)}"
    if verb == "changes":
        return f"{who} changes {_any_call(rng)}" + ("!" if chance(rng, 0.1) else "")
    if verb in ("exposes", "withdraws"):
        return f"{who} {verb} {card}" + (" accidental" if chance(rng, 0.3) else "")
    namer = declarer if declarer and chance(rng, 0.8) else who
    return f"{namer} names " + rng.choice([card, card[0], card[1], "low", "high", "any",
                                           "anything", "small", "top"])


def _write_call(rng: random.Random, call: str) -> str:
    if call in CALL_ALIASES and chance(rng, 0.15):
        return rng.choice(CALL_ALIASES[call])
    if call[0].isdigit() and call[1:] in SUIT_SYMBOLS and chance(rng, 0.05):
        return call[0] + SUIT_SYMBOLS[call[1:]]
    return call


def auction(rng: random.Random, dealer: str) -> list[str]:
    """Calls mostly in rotation and sufficient, with irregular entries mixed in."""
    entries: list[str] = []
    made: list[str] = []  # the calls made so far, as written
    seat, rank, passes, bid = dealer, -1, 0, False
    for _ in range(rng.randint(1, MAX_AUCTION)):
        roll = rng.random()
        if roll < 0.12:
            entries.append(verb_entry(rng, "auction", made=made))
            continue
        if roll < 0.22:  # a call by anyone, of anything, perhaps above seven
            call = _any_call(rng) if chance(rng, 0.9) else f"8{rng.choice(STRAINS)}"
            entries.append(f"{_seat(rng)} {_write_call(rng, call)}")
            made.append(call)
            continue
        kind = rng.random()
        if kind < 0.45 or rank >= 34:
            call = "P"
            passes += 1
        elif kind < 0.55:
            call = rng.choice(["X", "XX"])
        else:
            rank = min(rank + rng.randint(1, 4), 34)
            call = f"{rank // 5 + 1}{STRAINS[rank % 5]}"
            bid, passes = True, 0
        text = _write_call(rng, call) + ("!" if call[0].isdigit() and chance(rng, 0.1) else "")
        entries.append(f"{seat} {text}" + trailing(rng, "auction"))
        made.append(call)
        seat = next_seat(seat)
        if (bid and passes == 3) or passes == 4:
            break
    return entries


def play(rng: random.Random, hands: dict[str, frozenset[Card]], declarer: str,
         strain: str) -> list[str]:
    """Cards mostly played in turn and following suit, with irregular entries mixed in."""
    held = {seat: sorted(cards) for seat, cards in hands.items()}
    entries: list[str] = []
    leader = next_seat(declarer)
    for _ in range(rng.randint(1, MAX_TRICKS)):
        seat, led = leader, None
        played: list[tuple[str, Card]] = []
        while len(played) < 4:
            roll = rng.random()
            if roll < 0.08:
                who = _seat(rng)
                card = str(rng.choice(held[who])) if held[who] else None
                entries.append(verb_entry(rng, "play", card, declarer))
                continue
            who = seat if roll > 0.11 else _seat(rng)
            if not held[who]:
                return entries
            follow = [c for c in held[who] if led and c.suit == led]
            card = rng.choice(follow if follow and chance(rng, 0.96) else held[who])
            held[who].remove(card)
            written = str(card)
            if chance(rng, 0.03):
                written = SUIT_SYMBOLS[card.suit] + ("10" if card.rank == "T" else card.rank)
            entries.append(f"{who} {written}" + trailing(rng, "play"))
            if who != seat:
                continue  # out of turn: the trick goes on from the player in turn
            led = led or card.suit
            played.append((who, card))
            seat = next_seat(seat)
        leader = trick_winner(played, strain)
    return entries


def _ended(dealer: str, entries: list[str]) -> tuple[str, str] | None:
    """The contract and declarer the auction ends in, if its entries parse and it ends."""
    try:
        parsed = [parse_entry(e, "auction") for e in entries]
        ended = analyse_auction(dealer, parsed)
    except (NotationError, ValueError):
        return None
    if ended.contract is None or ended.declarer is None:
        return None
    return str(ended.contract), ended.declarer


def _malform(rng: random.Random, data: dict[str, Any]) -> None:
    """Spoil one thing in the incident."""
    what = rng.choice(["number", "entry", "key", "type", "hands", "finding", "contract",
                       "spaces"])
    if what == "number":
        data[rng.choice(["laws", "board", "tricks"])] = rng.choice(BAD_NUMBERS)
    elif what == "entry":
        period = rng.choice(["auction", "play"])
        entries = data.setdefault(period, [])
        entries.insert(rng.randint(0, len(entries)), rng.choice(BAD_ENTRIES))
        data.setdefault("dealer", _seat(rng))
    elif what == "key":
        data[rng.choice(BAD_KEYS)] = "N"
    elif what == "type":
        key = rng.choice(["auction", "play", "hands", "findings", "dealer", "contract"])
        data[key] = rng.choice([[["N 1S"]], {"N": "1S"}, 7, True, "N 1S", [None], [1.5]])
    elif what == "hands":
        deal = hands_yaml(random_deal(rng.randrange(10**6)))
        seat = _seat(rng)
        deal[seat] = rng.choice([deal[next_seat(seat)], deal[seat][1:], "AKQJ.T98.765.432",
                                 deal[seat] + "2", "-.-.-.-"])
        data["hands"] = deal
    elif what == "finding":
        data["findings"] = {rng.choice(["damaged", "damage", "could see"]):
                            rng.choice([True, "yes", 1, None, "true"])}
    elif what == "contract":
        data["contract"] = rng.choice(["8S", "4S" + " " * 40000 + "X", "4SXXX", "0NT", "4 S",
                                       "P", "4♠", "1" * 3000 + "S", "4SX", "7NTXX"])
        data.setdefault("declarer", _seat(rng))
    else:
        data["dealer"] = " " * rng.randint(1, 50000) + "N"


def incident_data(rng: random.Random) -> dict[str, Any]:
    """One random incident, as the mapping of its YAML file."""
    data: dict[str, Any] = {"laws": rng.choice([2017, 1987, "2017", "1987"])}
    if chance(rng, 0.1):
        data["board"] = rng.randint(1, 36)
    elif chance(rng, 0.1):
        data["vulnerable"] = rng.choice(["None", "NS", "EW", "All", "all", "ns"])
    dealer = _seat(rng)
    with_auction = chance(rng, 0.65)
    with_play = chance(rng, 0.55) or not with_auction
    if with_auction:
        if "board" not in data or chance(rng, 0.5):
            data["dealer"] = dealer
        else:
            dealer = SEATS[(data["board"] - 1) % 4]
        data["auction"] = auction(rng, dealer)
    if with_play:
        ended = _ended(dealer, data["auction"]) if with_auction else None
        if ended is not None and chance(rng, 0.9):
            contract, declarer = ended  # the record's own (given again sometimes)
            if chance(rng, 0.3):
                data["contract"], data["declarer"] = contract, declarer
        else:  # no auction to end in a contract: given; or, rarely, given against it
            contract = f"{rng.randint(1, 7)}{rng.choice(STRAINS)}"
            contract += rng.choice(["", "", "", "X", "XX"])
            declarer = _seat(rng)
            if chance(rng, 0.8) or ended is not None:
                data.pop("auction", None)
            data["contract"], data["declarer"] = contract, declarer
        strain = contract.rstrip("X")[1:]
        hands = random_deal(rng.randrange(10**6))
        if chance(rng, 0.7):
            data["hands"] = hands_yaml(hands)
        elif chance(rng, 0.3):  # some of the hands only
            shown = hands_yaml(hands)
            data["hands"] = {s: shown[s] for s in rng.sample(SEATS, rng.randint(1, 3))}
        data["play"] = play(rng, hands, declarer, strain)
        if chance(rng, 0.1):
            data["tricks"] = rng.randint(0, 13)
    elif chance(rng, 0.05):
        data["contract"], data["declarer"] = f"{rng.randint(1, 7)}H", _seat(rng)
    if chance(rng, 0.5):
        data["findings"] = {key: chance(rng, 0.5)
                            for key in rng.sample(KEYS, rng.randint(1, min(4, len(KEYS))))}
    if chance(rng, 0.1):
        data["title"] = "fuzzed"
    if chance(rng, 0.12):
        _malform(rng, data)
    return data


def incident_text(data: dict[str, Any]) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=200)
