"""Random incidents, to prove a ruling is never silent (issue 10).

Each incident is a seeded random record: an auction of calls mostly in rotation, with
irregular entries mixed in (calls out of rotation, insufficient bids, doubles Law 19
does not permit, changes of call, cards exposed, acceptances, statements of choice, the
TD called), and often a play on a random deal, mostly legal, with irregular entries
(cards out of turn, revokes, cards exposed, withdrawn, named, claims and concessions,
looks, warnings, questions, attention drawn), and random findings. Nothing here knows
the Laws: it writes records, and ``check`` asks only that each is ruled on without an
exception (an invalid record may be refused with the loader's clean ``InputError``)
and that every entry, finding and irregularity the ruling must account for is used by
a rule or reported (``Ruling.unread`` is empty).

    python tools/incidentgen.py --count 10000 [--seed 0] [--seconds 900]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections.abc import Iterator

import yaml

from ruling.engine.auction import analyse_auction
from ruling.engine.deals import hands_yaml, random_deal
from ruling.engine.notation import SEATS, Call, next_seat, parse_entry
from ruling.engine.play import trick_winner

STRAINS = ["C", "D", "H", "S", "NT"]
FINDINGS = ["unintended", "comparable", "could_see", "misinformed", "damaged",
            "intended_lead"]
CHOICES = ["accept", "refuse", "require-H", "prohibit-S", "no-restriction", "highest",
           "lowest", "play-D", "forbid-C", "withdraw-card", "nonsense"]
PLAY_VERBS = ["exposes", "withdraws", "names", "spreads", "claims", "concedes", "warns",
              "asks", "looks", "attention", "accepts", "chooses", "TD", "remarks"]
AUCTION_VERBS = ["exposes", "accepts", "chooses", "changes", "TD", "looks", "attention",
                 "asks", "warns", "remarks", "asks-auction"]


def _call(rng: random.Random, level: int, strain: int) -> tuple[str, int, int]:
    """A call: mostly a pass or a sufficient bid, sometimes a double or redouble."""
    roll = rng.random()
    if roll < 0.45 or level >= 7:
        return "P", level, strain
    if roll < 0.55:
        return rng.choice(["X", "XX"]), level, strain
    step = rng.randint(1, 4)
    index = level * 5 + strain + step
    index = min(index, 7 * 5 - 1)
    return f"{index // 5 + 1}{STRAINS[index % 5]}", index // 5, index % 5


def _any_call(rng: random.Random) -> str:
    return rng.choice(["P", "X", "XX", f"{rng.randint(1, 7)}{rng.choice(STRAINS)}"])


def _card(rng: random.Random) -> str:
    return rng.choice("SHDC") + rng.choice("AKQJT98765432")


def auction(rng: random.Random, dealer: str) -> list[str]:
    entries: list[str] = []
    seat, level, strain, passes, bid = dealer, 0, -1, 0, False
    for _ in range(rng.randint(1, 16)):
        roll = rng.random()
        if roll < 0.12:  # an irregular entry of another verb
            verb = rng.choice(AUCTION_VERBS)
            who = rng.choice(SEATS)
            entries.append({"exposes": f"{who} exposes {_card(rng)}",
                            "accepts": f"{who} accepts",
                            "chooses": f"{who} chooses {rng.choice(CHOICES)}",
                            "changes": f"{who} changes {_any_call(rng)}",
                            "TD": "TD",
                            "looks": f"{who} looks {rng.choice(SEATS)}",
                            "attention": f"{who} attention",
                            "asks": f"{who} asks {rng.choice(SEATS)}",
                            "warns": f"{who} warns {rng.choice(SEATS)}",
                            "remarks": f"{who} remarks sighs",
                            "asks-auction": f"{who} asks"}[verb])
            continue
        if roll < 0.25:  # a call by anyone, of anything
            entries.append(f"{rng.choice(SEATS)} {_any_call(rng)}")
            continue
        call, level, strain = _call(rng, level, max(strain, 0) if bid else -1)
        if call[0].isdigit():
            bid, passes = True, 0
        elif call == "P":
            passes += 1
        entries.append(f"{seat} {call}")
        seat = next_seat(seat)
        if (bid and passes == 3) or passes == 4:
            break
    return entries


def play(rng: random.Random, hands: dict[str, frozenset], declarer: str,
         strain: str) -> list[str]:
    held = {seat: set(cards) for seat, cards in hands.items()}
    entries: list[str] = []
    leader = next_seat(declarer)
    for _ in range(rng.randint(1, 8)):  # tricks
        seat, led = leader, None
        played: list[tuple[str, object]] = []
        while len(played) < 4:
            roll = rng.random()
            if roll < 0.08:
                verb = rng.choice(PLAY_VERBS)
                who = rng.choice(SEATS)
                card = rng.choice(sorted(held[who], key=str)) if held[who] else None
                entries.append({
                    "exposes": f"{who} exposes {card}" + (" accidental" if rng.random() < .3
                                                           else ""),
                    "withdraws": f"{who} withdraws {card}",
                    "names": f"{declarer} names {rng.choice([str(card), 'S', 'low', 'any'])}",
                    "spreads": f"{who} spreads",
                    "claims": f"{who} claims {rng.randint(0, 13)}",
                    "concedes": f"{who} concedes {rng.randint(0, 13)}",
                    "warns": f"{who} warns {rng.choice(SEATS)}",
                    "asks": f"{who} asks {rng.choice(SEATS)}",
                    "looks": f"{who} looks {rng.choice(SEATS)}",
                    "attention": f"{who} attention",
                    "accepts": f"{who} accepts",
                    "chooses": f"{who} chooses {rng.choice(CHOICES)}",
                    "remarks": f"{who} remarks “nice play”",
                    "TD": "TD"}[verb] if card is not None or verb not in (
                        "exposes", "withdraws") else "TD")
                continue
            who = seat if roll > 0.12 else rng.choice(SEATS)
            if not held[who]:
                return entries
            follow = [c for c in held[who] if led and c.suit == led]
            pool = follow if follow and rng.random() > 0.05 else sorted(held[who], key=str)
            card = rng.choice(sorted(pool, key=str))
            held[who].discard(card)
            entries.append(f"{who} {card}")
            if who != seat:
                continue  # out of turn: the trick goes on from the player in turn
            led = led or card.suit
            played.append((who, card))
            seat = next_seat(seat)
        leader = trick_winner(played, strain)
    return entries


def _contract_of(data: dict[str, object]) -> tuple[Call, str] | None:
    """The contract and declarer the generated auction ends in, if it ends in one."""
    if "auction" not in data:
        return None
    entries = [parse_entry(str(e), "auction") for e in data["auction"]]  # type: ignore[attr-defined]
    ended = analyse_auction(str(data["dealer"]), entries)
    if ended.contract is None or ended.declarer is None:
        return None
    return ended.contract, ended.declarer


def incident(seed: int) -> str:
    """The YAML text of the incident for one seed."""
    rng = random.Random(seed)
    data: dict[str, object] = {"title": f"generated incident {seed}",
                               "laws": rng.choice(["2017", "1987"])}
    dealer = rng.choice(SEATS)
    with_auction = rng.random() < 0.6
    with_play = rng.random() < 0.6 or not with_auction
    if with_auction:
        data["dealer"] = dealer
        data["auction"] = auction(rng, dealer)
    if with_play:
        declarer = rng.choice(SEATS)
        strain = rng.choice(STRAINS)
        data.pop("auction", None) if rng.random() < 0.5 else None
        data["contract"] = f"{rng.randint(1, 7)}{strain}"
        data["declarer"] = declarer
        ended = _contract_of(data)
        if ended is not None:  # a contract the auction contradicts is refused: agree with it
            data["contract"], declarer = str(ended[0]), ended[1]
            data["declarer"], strain = declarer, ended[0].strain
        hands = random_deal(seed)
        if rng.random() < 0.7:
            data["hands"] = hands_yaml(hands)
        data["play"] = play(rng, hands, declarer, strain)
        if rng.random() < 0.1:
            data["tricks"] = rng.randint(0, 13)
    if rng.random() < 0.5:
        data["findings"] = {key: rng.random() < 0.5
                            for key in rng.sample(FINDINGS, rng.randint(1, 3))}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def check(seeds: Iterator[int], seconds: float | None = None) -> dict[str, object]:
    """Rule on each incident: the counts, and the failures (an exception, or a fact
    neither used nor reported), each with its seed."""
    from ruling.engine.loader import InputError, load_incident_text
    from ruling.engine.registry import knowledge
    from ruling.engine.session import periods, rule_on

    counts = {"incidents": 0, "refused": 0, "ruled": 0, "reported": 0}
    failures: list[tuple[int, str]] = []
    engines: dict[tuple[str, frozenset[str]], object] = {}  # built once, as `ruling test` does
    start = time.monotonic()
    for seed in seeds:
        if seconds is not None and time.monotonic() - start > seconds:
            break
        counts["incidents"] += 1
        text = incident(seed)
        try:
            loaded = load_incident_text(text, f"<seed {seed}>")
            key = (loaded.laws, periods(loaded))
            if key not in engines:
                engines[key] = knowledge().engine_for(*key)
            ruling = rule_on(loaded, engines[key])  # type: ignore[arg-type]
        except InputError:
            counts["refused"] += 1
            continue
        except Exception:  # noqa: BLE001 - every other exception is a failure to report
            failures.append((seed, traceback.format_exc(limit=3)))
            continue
        counts["ruled"] += 1
        if any(i.get("type") in ("not-covered", "finding-not-needed") for i in ruling.items):
            counts["reported"] += 1
        if ruling.unread:
            failures.append((seed, f"unread: {ruling.unread}"))
        if ruling.unsettled:
            failures.append((seed, f"readings never settled in branches {ruling.unsettled}"))
    return {**counts, "failures": failures, "seconds": round(time.monotonic() - start, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--show", type=int, help="print the incident of this seed")
    args = parser.parse_args()
    if args.show is not None:
        print(incident(args.show))
        return 0
    from ruling import kb
    from ruling.engine.registry import install

    install(kb.KNOWLEDGE)
    result = check(iter(range(args.seed, args.seed + args.count)), args.seconds)
    for seed, problem in result["failures"][:20]:  # type: ignore[index]
        print(f"seed {seed}: {problem}")
    print({k: (len(v) if k == "failures" else v) for k, v in result.items()})
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
