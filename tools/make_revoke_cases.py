"""Write the full-deal case files for revokes (2017 Laws 61-64).

    /work/venv/bin/python tools/make_revoke_cases.py [--check]

Each case is a seeded random deal (``engine.deals.random_deal``) played by a fixed
strategy (lead the highest card of the longest suit; follow low; ruff low when void;
else discard low) except for the revoke and what the story needs around it. The
expected ruling is worked out here, by this script's own reading of the law text
(``law64_transfer`` is Law 64A/B1, ``duplicate_score`` is the Law 77 table), never by
running the engine. Files go to ``cases/2017/play/revokes/``; ``--check`` only verifies
that the files on disk are what this script writes.

Seeds and revoke tricks are found by searching from a fixed start for the first deal
where the story fits (the revoker holds the suit led, the right player wins the revoke
trick, ...), so the output is reproducible. The deal, the strategy and the writing are
``tools/casegen.py``'s, shared with ``make_cases.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ruling.engine.deals import low_key, trick_winners  # noqa: E402
from ruling.engine.notation import Card, lho, next_seat, partner, rho, side  # noqa: E402
from tools.casegen import (  # noqa: E402
    ROOT,
    Board,
    Case,
    Unfit,
    case_text,
    first_fit,
    follow_choice,
    lead_choice,
    play_entries,
    winner_of,
    write_cases,
)

OUT = ROOT / "cases" / "2017" / "play" / "revokes"


# --- the Laws as this script reads them ---------------------------------------------------


def law64_transfer(revoker: str, revoke_trick_winner: str, later_won: int) -> tuple[int, str]:
    """Tricks transferred after an established revoke (Law 64A1, A2, B1) and the law.

    A1: the revoking player himself won the revoke trick: that trick, plus one if his
    side won any later trick. A2: he did not (a trick won by his partner, dummy
    included, is not his): one trick if his side won the revoke trick or a later one.
    B1: his side won neither: none.
    """
    if revoke_trick_winner == revoker:
        return 1 + (1 if later_won > 0 else 0), "64A1"
    if side(revoke_trick_winner) == side(revoker) or later_won > 0:
        return 1, "64A2"
    return 0, "64B1"


def duplicate_score(level: int, strain: str, doubled: int, vulnerable: bool,
                    tricks: int) -> int:
    """The duplicate score for the declaring side (Law 77 table); negative when down."""
    need = level + 6
    if tricks < need:
        down = need - tricks
        if doubled == 0:
            return -down * (100 if vulnerable else 50)
        if vulnerable:
            penalty = 200 + 300 * (down - 1)
        else:
            penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
        return -penalty * (2 if doubled == 2 else 1)
    per = 20 if strain in ("C", "D") else 30
    points = (per * level + (10 if strain == "NT" else 0)) * (1, 2, 4)[doubled]
    total = points + ((500 if vulnerable else 300) if points >= 100 else 50)
    if level == 6:
        total += 750 if vulnerable else 500
    if level == 7:
        total += 1500 if vulnerable else 1000
    total += (0, 50, 100)[doubled]
    over = tricks - need
    if doubled == 0:
        total += over * per
    else:
        total += over * (200 if vulnerable else 100) * doubled
    return total


# --- playing cards -----------------------------------------------------------------------------


def other_legal(hand: set[Card], led: str, trump: str | None, not_this: Card) -> Card:
    """Another legal card than ``not_this`` (the highest of the suit led), or Unfit."""
    same = [c for c in hand if c.suit == led and c != not_this]
    if any(c.suit == led for c in hand):
        if not same:
            raise Unfit("only one legal card")
        return max(same, key=lambda c: c.value)
    rest = [c for c in hand if c != not_this]
    if not rest:
        raise Unfit("only one card")
    return max(rest, key=low_key)


def revoke_card(hand: set[Card], led: str, trump: str | None, how: str) -> Card | None:
    """A card that fails to follow suit while the suit led is held (None if impossible).

    ``ruff``: the lowest trump; ``discard``: the lowest card of a side suit."""
    if not any(c.suit == led for c in hand):
        return None
    if how == "ruff":
        trumps = [c for c in hand if c.suit == trump and trump != led]
        return min(trumps, key=lambda c: c.value) if trumps else None
    side_suits = [c for c in hand if c.suit not in (led, trump)]
    return min(side_suits, key=low_key) if side_suits else None


# --- a deal being played --------------------------------------------------------------------


class RevokeBoard(Board):
    """A deal being played, scored at the end."""

    def result(self, tricks: int | None = None, transfer_to_declarer: int = 0) -> dict:
        """What the scoresheet says: declarer's tricks before and after, and the score."""
        before = self.declarer_tricks() if tricks is None else tricks
        after = max(0, min(13, before + transfer_to_declarer))
        vulnerable = side(self.declarer) in VULNERABLE[self.seed % len(VULNERABLE)]
        return {"tricks_before": before, "tricks_after": after,
                "score": duplicate_score(self.level, self.strain, self.doubled, vulnerable,
                                         after)}


# Vulnerability by seed (the case file says which): the sides vulnerable.
VULNERABLE = [(), ("NS",), ("EW",), ("NS", "EW")]
VUL_NAMES = {(): "None", ("NS",): "NS", ("EW",): "EW", ("NS", "EW"): "All"}


def revoke_trick(board: RevokeBoard, candidates: tuple[str, ...], how: str, winner_is: str,
                 position: int | None = None, lead_suit: str | None = None
                 ) -> tuple[str, Card, list[tuple[str, Card]]]:
    """The revoke trick: one of ``candidates`` fails to follow suit (``how``); the trick
    must be won by ``winner_is`` ('revoker', 'partner', 'offenders', 'nos' or None)."""
    lead = lead_choice(board.left[board.leader], lead_suit)
    for revoker in candidates:
        if revoker == board.leader:
            continue
        pos = [next_seat(board.leader, i) for i in range(4)].index(revoker) + 1
        if position is not None and pos != position:
            continue
        card = revoke_card(board.left[revoker], lead.suit, board.trump, how)
        if card is None:
            continue
        cards = board.follow_round((board.leader, lead), {revoker: card})
        won = winner_of(cards, board.strain)
        wanted = {"revoker": won == revoker, "partner": won == partner(revoker),
                  "offenders": side(won) == side(revoker),
                  "nos": side(won) != side(revoker), None: True}[winner_is]
        if wanted:
            return revoker, card, cards
    raise Unfit("no revoke fits")


def later_won(board: RevokeBoard, revoker: str, after_trick: int) -> int:
    return sum(side(w) == side(revoker) for w in board.winners[after_trick:])


def play_to(board: RevokeBoard, t: int, low: int = 2, high: int = 10) -> None:
    """Tricks 1 to ``t`` - 1 by the strategy, ``t`` being where the story's revoke comes
    (Unfit when ``t`` is not between ``low`` and ``high``)."""
    if not low <= t <= high:
        raise Unfit("trick out of range")
    board.normal(t - 1)


def tricks_to_come(board: RevokeBoard) -> tuple[int, int]:
    """Of the tricks still to play, how many declarer's side would win by the strategy,
    and how many there are."""
    play = board.continuation()
    ours = sum(side(w) == side(board.declarer) for w in trick_winners(play, board.strain))
    return ours, len(play) // 4


def asked_and_corrected(board: RevokeBoard, cards: list[tuple[str, Card]], asker: str,
                        revoker: str, card: Card) -> tuple[Card, list[str]]:
    """The revoker's legal card (by the strategy) and the record of the revoke trick: its
    cards, ``asker``'s question, the revoke card taken back, the legal card."""
    legal = follow_choice(board.left[revoker], cards[0][1].suit, board.trump)
    return legal, play_entries(cards) + [f"{asker} asks {revoker}",
                                         f"{revoker} withdraws {card}", f"{revoker} {legal}"]


# --- the stories ---------------------------------------------------------------------------


def defenders(board: RevokeBoard) -> tuple[str, str]:
    return lho(board.declarer), rho(board.declarer)


def who(board: RevokeBoard, role: str) -> tuple[str, ...]:
    return {"defender": defenders(board), "declarer": (board.declarer,),
            "dummy": (board.dummy,)}[role]


def story_established(role: str, how: str, winner_is: str, later: str | None,
                      position: int | None = None, low: int = 2, high: int = 10
                      ) -> Callable[[RevokeBoard, int], dict]:
    """A revoke on trick ``t``, established when play goes on, all thirteen tricks played.

    ``later``: 'some' (the offending side wins a later trick), 'none', or None."""

    def story(board: RevokeBoard, t: int) -> dict:
        play_to(board, t, low, high)
        revoker, card, cards = revoke_trick(board, who(board, role), how, winner_is, position)
        won = board.trick(cards, f"trick {t}: {revoker} revokes with {card}")
        board.rest()
        n_later = later_won(board, revoker, t)
        if (later == "some" and n_later == 0) or (later == "none" and n_later > 0):
            raise Unfit("later tricks do not fit")
        return established_values(board, revoker, card, t, won, n_later)

    return story


def established_values(board: RevokeBoard, revoker: str, card: Card, t: int, won: str,
                       n_later: int, tricks: int | None = None) -> dict:
    tricks_moved, law = law64_transfer(revoker, won, n_later)
    nos = "EW" if side(revoker) == "NS" else "NS"
    to_declarer = tricks_moved if nos == side(board.declarer) else -tricks_moved
    return {"revoker": revoker, "card": str(card), "trick": t, "winner": won,
            "later": n_later, "moved": tricks_moved, "law": law, "to": nos,
            "offenders": side(revoker), **board.result(tricks, to_declarer)}


def story_designation(board: RevokeBoard, t: int) -> dict:
    """Declarer revokes, dummy wins the trick, declarer names dummy's lead to the next."""
    play_to(board, t)
    revoker, card, cards = revoke_trick(board, (board.declarer,), "discard", "partner")
    won = board.trick(cards, f"trick {t}: {revoker} revokes with {card}")
    lead = lead_choice(board.left[won])
    nxt = board.follow_round((won, lead))
    board.trick(nxt, f"trick {t + 1}: declarer names dummy's lead",
                entries=[f"{board.declarer} names {lead}"] + play_entries(nxt))
    board.rest()
    return established_values(board, revoker, card, t, won, later_won(board, revoker, t))


def story_claim(board: RevokeBoard, t: int) -> dict:
    """Declarer revokes, his side wins the trick, and he claims at once."""
    play_to(board, t, 3, 10)
    revoker, card, cards = revoke_trick(board, (board.declarer,), "ruff", "revoker")
    won = board.trick(cards, f"trick {t}: {revoker} revokes with {card}")
    ours, remaining = tricks_to_come(board)
    if ours == remaining:
        raise Unfit("want a claim that leaves the defenders a trick")
    board.note([f"{board.declarer} claims {ours}"],
               f"declarer claims {ours} of the last {remaining} tricks")
    tricks = board.declarer_tricks() + ours
    return {**established_values(board, revoker, card, t, won, ours, tricks), "claim": ours,
            "tricks": tricks}


def story_concession(board: RevokeBoard, t: int) -> dict:
    """A defender revokes, the defenders win the trick; the one on lead concedes."""
    play_to(board, t, 3, 10)
    revoker, card, cards = revoke_trick(board, defenders(board), "discard", "partner")
    won = board.trick(cards, f"trick {t}: {revoker} revokes with {card}")
    theirs, remaining = tricks_to_come(board)  # declarer's, that the defender concedes
    if theirs in (0, remaining):
        raise Unfit("want a concession of some of the tricks")
    board.note([f"{won} concedes {theirs}"], f"{won} concedes {theirs} of the last {remaining}")
    tricks = board.declarer_tricks() + theirs
    return {**established_values(board, revoker, card, t, won, remaining - theirs, tricks),
            "conceded": theirs, "tricks": tricks, "conceder": won}


def story_corrected_full(board: RevokeBoard, t: int) -> dict:
    """Declarer revokes second to the trick; the trick is finished; dummy asks him; he
    corrects; the defender who played after him keeps his card; play goes on."""
    play_to(board, t)
    revoker, card, cards = revoke_trick(board, (board.declarer,), "discard", None,
                                        position=2)
    legal, entries = asked_and_corrected(board, cards, board.dummy, revoker, card)
    fixed = [cards[0], (revoker, legal), cards[2], cards[3]]
    board.trick(fixed, f"trick {t}: {revoker} revokes with {card}, is asked, corrects",
                entries=entries)
    board.rest()
    return {"revoker": revoker, "card": str(card), "legal": str(legal), "trick": t,
            "third": cards[2][0], "third_card": str(cards[2][1]), **board.result()}


def story_corrected_defender(asker: str) -> Callable[[RevokeBoard, int], dict]:
    """A defender revokes fourth to the trick; a question; he corrects; the record stops."""

    def story(board: RevokeBoard, t: int) -> dict:
        play_to(board, t)
        revoker, card, cards = revoke_trick(board, defenders(board), "discard", None,
                                            position=4)
        ask = board.declarer if asker == "declarer" else partner(revoker)
        legal, entries = asked_and_corrected(board, cards, ask, revoker, card)
        board.trick(cards[:3] + [(revoker, legal)],
                    f"trick {t}: {revoker} revokes with {card}, is asked, corrects",
                    entries=entries)
        return {"revoker": revoker, "card": str(card), "legal": str(legal), "asker": ask,
                "trick": t}

    return story


def story_later_cards(role: str, partner_too: bool) -> Callable[[RevokeBoard, int], dict]:
    """A revoke second to the trick (by a defender, or by declarer); a non-offender and the
    revoker's partner play after it; the TD comes; the revoke is corrected and the
    non-offender takes his card back (62C1); with ``partner_too`` the revoker's partner
    then takes his back too (62C2)."""

    def story(board: RevokeBoard, t: int) -> dict:
        play_to(board, t)
        revoker, card, cards = revoke_trick(board, who(board, role), "discard", None,
                                            position=2)
        led = cards[0][1].suit
        third, third_card = cards[2]
        fourth, fourth_card = cards[3]
        legal = follow_choice(board.left[revoker], led, board.trump)
        third_new = other_legal(board.left[third], led, board.trump, third_card)
        entries = play_entries(cards) + [
            "TD", f"{revoker} withdraws {card}", f"{revoker} {legal}",
            f"{third} withdraws {third_card}", f"{third} {third_new}"]
        final = [cards[0], (revoker, legal), (third, third_new), (fourth, fourth_card)]
        if partner_too:
            fourth_new = other_legal(board.left[fourth], led, board.trump, fourth_card)
            entries += [f"{fourth} withdraws {fourth_card}", f"{fourth} {fourth_new}"]
            final[3] = (fourth, fourth_new)
        board.trick(final, f"trick {t}: {revoker} revokes with {card}; corrected after the "
                           f"TD came", entries=entries)
        return {"revoker": revoker, "card": str(card), "third": third,
                "third_card": str(third_card), "fourth": fourth,
                "fourth_card": str(fourth_card), "trick": t}

    return story


def story_twelfth(role: str) -> Callable[[RevokeBoard, int], dict]:
    """A revoke on trick twelve (a defender second to the trick: his partner plays after
    it), trick thirteen played, then the TD: the revoke is corrected (Law 62D1) and the TD
    gives the tricks as the last two tricks come out corrected."""

    def story(board: RevokeBoard, t: int) -> dict:
        play_to(board, t, 12, 12)
        position = 2 if role == "defender" else None
        revoker, card, cards = revoke_trick(board, who(board, role), "discard", None,
                                            position=position)
        legal = next(c for c in board.left[revoker] if c.suit == cards[0][1].suit)
        won = board.trick(cards, f"trick 12: {revoker} revokes with {card}")
        last_cards = {s: next(iter(board.left[s])) for s in board.left}
        board.trick([(next_seat(won, i), last_cards[next_seat(won, i)]) for i in range(4)],
                    "trick 13")
        # the correction, worked out here: the legal card goes to trick 12, the revoke
        # card to trick 13, which the winner of the corrected trick 12 leads
        fixed12 = [(s, legal if s == revoker else c) for s, c in cards]
        w12 = winner_of(fixed12, board.strain)
        last_cards[revoker] = card
        w13 = winner_of([(next_seat(w12, i), last_cards[next_seat(w12, i)])
                         for i in range(4)], board.strain)
        ours = sum(side(w) == side(board.declarer) for w in board.winners[:11] + [w12, w13])
        board.note(["TD"], "the TD is called before the hands go back in the board")
        return {"revoker": revoker, "card": str(card), "legal": str(legal),
                "mate": partner(revoker), "tricks": ours, **board.result(ours, 0)}

    return story


def story_repeated(board: RevokeBoard, t: int) -> dict:
    """A defender revokes twice in the same suit, both revokes established."""
    play_to(board, t, 2, 7)
    revoker, card, cards = revoke_trick(board, defenders(board), "discard", None)
    suit = cards[0][1].suit
    won = board.trick(cards, f"trick {t}: {revoker} revokes with {card}")
    second = None
    while board.left[board.leader] and second is None:
        if board.leader != revoker and any(c.suit == suit for c in board.left[revoker]):
            try:
                _, card2, cards2 = revoke_trick(board, (revoker,), "discard", None,
                                                lead_suit=suit)
            except Unfit:
                card2 = None
            if card2 is not None and cards2[0][1].suit == suit:
                t2 = board.tricks + 1
                won2 = board.trick(cards2, f"trick {t2}: {revoker} revokes again with {card2}")
                second = (card2, t2, won2)
                break
        lead = lead_choice(board.left[board.leader], suit)
        board.trick(board.follow_round((board.leader, lead)))
    if second is None:
        raise Unfit("no second revoke")
    board.rest()
    values = established_values(board, revoker, card, t, won, later_won(board, revoker, t))
    return {**values, "card2": str(second[0]), "trick2": second[1]}


def story_both_sides(board: RevokeBoard, t: int) -> dict:
    """A defender revokes, then declarer revokes on a later trick; both established."""
    play_to(board, t, 2, 6)
    d, d_card, cards = revoke_trick(board, defenders(board), "discard", None)
    board.trick(cards, f"trick {t}: {d} revokes with {d_card}")
    for _ in range(5):
        try:
            s, s_card, cards2 = revoke_trick(board, (board.declarer,), "discard", None)
        except Unfit:
            board.normal(1)
            continue
        t2 = board.tricks + 1
        board.trick(cards2, f"trick {t2}: {s} revokes with {s_card}")
        board.rest()
        return {"defender": d, "d_card": str(d_card), "declarer": s, "s_card": str(s_card),
                **board.result()}
    raise Unfit("declarer never revokes")


def story_same_trick(board: RevokeBoard, t: int) -> dict:
    """Both sides revoke on one trick; the winner's side leads to the next; the TD comes."""
    play_to(board, t)
    leader = board.leader
    lead = lead_choice(board.left[leader])
    second, third = next_seat(leader, 1), next_seat(leader, 2)
    c2 = revoke_card(board.left[second], lead.suit, board.trump, "discard")
    c3 = revoke_card(board.left[third], lead.suit, board.trump, "discard")
    if c2 is None or c3 is None or board.dummy in (second, third):
        raise Unfit("both must be able to revoke; declarer, not dummy")
    cards = board.follow_round((leader, lead), {second: c2, third: c3})
    won = board.trick(cards, f"trick {t}: {second} and {third} both revoke")
    nxt = lead_choice(board.left[won])
    board.note([f"{won} {nxt}", "TD"], f"{won} leads to trick {t + 1}; the TD is called")
    established, other = (second, third) if side(won) == side(second) else (third, second)
    return {"established": established, "other": other,
            "cards": {second: str(c2), third: str(c3)}, "lead": str(nxt), "leader": won,
            "trick": t}


def story_opponents_claim(board: RevokeBoard, t: int) -> dict:
    """A defender revokes, declarer's side wins the trick, and declarer claims at once."""
    play_to(board, t, 3, 10)
    revoker, card, cards = revoke_trick(board, defenders(board), "discard", "nos")
    board.trick(cards, f"trick {t}: {revoker} revokes with {card}")
    ours, remaining = tricks_to_come(board)
    board.note([f"{board.declarer} claims {ours}", "TD"],
               f"declarer claims {ours} of the last {remaining}; the TD is called")
    return {"revoker": revoker, "card": str(card), "claim": ours}


def story_claim_mid_trick(board: RevokeBoard, t: int) -> dict:
    """Declarer revokes second to a trick and claims before the trick is finished."""
    play_to(board, t, 3, 10)
    if board.leader in (board.declarer, board.dummy):
        raise Unfit("want a defender on lead")
    revoker, card, cards = revoke_trick(board, (board.declarer,), "discard", None,
                                        position=2)
    remaining = 14 - t
    board.note(play_entries(cards[:2]) + [f"{revoker} claims {remaining - 1}"],
               f"trick {t}: {revoker} revokes with {card} and claims all but one trick")
    return {"revoker": revoker, "card": str(card), "trick": t}


def story_dummy_lost_rights(board: RevokeBoard, t: int) -> dict:
    """Dummy looks at declarer's hand; declarer later revokes fourth to a trick; dummy is
    the first to ask him; the card is replaced; play goes on to the end (Law 43B2(b))."""
    if not 3 <= t <= 10:
        raise Unfit("trick out of range")
    board.normal(1)
    board.note([f"{board.dummy} looks {board.declarer}"], "dummy looks at declarer's hand")
    board.normal(t - 2)
    revoker, card, cards = revoke_trick(board, (board.declarer,), "ruff", None, position=4)
    legal, entries = asked_and_corrected(board, cards, board.dummy, revoker, card)
    fixed = cards[:3] + [(revoker, legal)]
    won = board.trick(fixed, f"trick {t}: {revoker} revokes with {card}; dummy asks; "
                             f"corrected", entries=entries)
    board.rest()
    return {**established_values(board, revoker, card, t, won, later_won(board, revoker, t)),
            "legal": str(legal)}


def story_undecided(role: str) -> Callable[[RevokeBoard, int], dict]:
    """A revoke, then the TD at once: nothing has established it yet."""

    def story(board: RevokeBoard, t: int) -> dict:
        play_to(board, t)
        position = 4 if role == "declarer" else 2
        revoker, card, cards = revoke_trick(board, who(board, role), "discard", None,
                                            position=position)
        board.trick(cards, f"trick {t}: {revoker} revokes with {card}")
        board.note(["TD"], "the TD is called before anyone plays to the next trick")
        return {"revoker": revoker, "card": str(card), "third": cards[2][0],
                "third_card": str(cards[2][1]), "trick": t}

    return story


# --- the cases ------------------------------------------------------------------------------


def result_item(v: dict) -> dict:
    return {"type": "result", "tricks_before": v["tricks_before"],
            "tricks_after": v["tricks_after"], "score": v["score"]}


def transfer_expect(v: dict, establishment: str = "63A1", extra: list | None = None) -> dict:
    """An established revoke: what Law 64A/B1 gives, and the result."""
    items: list[dict] = [{"type": "card-stands", "seat": v["revoker"], "card": v["card"],
                          "law": "63B"}]
    banned: list[dict] = [{"type": "penalty-card"}, {"type": "card-withdrawn"}]
    if v["moved"]:
        items.append({"type": "trick-transfer", "tricks": v["moved"], "to": v["to"],
                      "law": v["law"]})
        banned.append({"type": "trick-transfer", "tricks": 3 - v["moved"]})
        banned.append({"type": "no-rectification", "law": "64B1"})
    else:
        items.append({"type": "no-rectification", "law": "64B1"})
        banned.append({"type": "trick-transfer"})
    items.append(result_item(v))
    return {
        "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
        "laws": ["61A", establishment, "63B", v["law"]],
        "ruling": items + (extra or []),
        "not": banned,
    }


NO_DAMAGE = {"damaged": False}

CASES: list[Case] = [
    # -- Law 64A1: the revoker won the revoke trick himself
    Case("64A1-defender-ruffs-two-tricks-full-deal",
         "A defender ruffs while holding the suit led, wins the trick, and his side wins a "
         "later trick",
         "Laws 63A1 and 64A1, 2017: the revoking player won the revoke trick, so it goes to "
         "declarer together with one later trick his side won: two tricks",
         "4S", "S", story_established("defender", "ruff", "revoker", "some"),
         transfer_expect, start=100, findings=NO_DAMAGE),
    Case("64A1-defender-ruffs-no-later-trick-full-deal",
         "A defender ruffs while holding the suit led and wins the trick; his side wins "
         "nothing afterwards",
         "Law 64A1, 2017: the revoke trick is transferred, and with no later trick won by the "
         "offending side there is no second trick to add",
         "4H", "S", story_established("defender", "ruff", "revoker", "none", low=7, high=11),
         transfer_expect, start=200, findings=NO_DAMAGE),
    Case("64A1-declarer-ruffs-two-tricks-full-deal",
         "Declarer ruffs while holding the suit led, wins the trick, and takes more tricks "
         "later",
         "Law 64A1, 2017: declarer himself won the revoke trick: it goes to the defenders "
         "with one more of the later tricks declarer's side won",
         "4S", "N", story_established("declarer", "ruff", "revoker", "some"),
         transfer_expect, start=300, findings=NO_DAMAGE),
    Case("64A1-declarer-ruffs-doubled-vulnerable-full-deal",
         "Declarer in a doubled contract ruffs while holding the suit led and wins the trick",
         "Law 64A1, 2017 (and the Law 77 table for the doubled score): two tricks go to the "
         "defenders when declarer's side also won a later trick",
         "3HX", "E", story_established("declarer", "ruff", "revoker", "some"),
         transfer_expect, start=403, findings=NO_DAMAGE),
    # -- Law 64A2: the revoker did not win the revoke trick
    Case("64A2-defender-partner-wins-full-deal",
         "A defender discards while holding the suit led; his partner wins the trick",
         "Law 64A2, 2017: the offending player did not win the revoke trick but his side "
         "did: one trick is transferred; his partner's lead to the next trick establishes "
         "the revoke (63A1)",
         "4S", "S", story_established("defender", "discard", "partner", None),
         transfer_expect, start=500, findings=NO_DAMAGE),
    Case("64A2-defender-later-trick-notrump-full-deal",
         "At notrump a defender discards while holding the suit led; declarer wins the "
         "trick, the defenders win a later one",
         "Law 64A2, 2017: the offending side won a trick after the revoke trick: one trick "
         "is transferred",
         "3NT", "S", story_established("defender", "discard", "nos", "some"),
         transfer_expect, start=600, findings=NO_DAMAGE),
    Case("64A2-declarer-dummy-wins-full-deal",
         "Declarer discards while holding the suit led; dummy wins the trick",
         "Law 64A2 and its footnote, 2017: a trick won in dummy is not won by declarer, so "
         "only one trick is transferred, not two",
         "4H", "S", story_established("declarer", "discard", "partner", "some"),
         transfer_expect, start=700, findings=NO_DAMAGE),
    Case("64A2-declarer-defenders-win-full-deal",
         "Declarer discards while holding the suit led; a defender wins the trick",
         "Law 64A2, 2017: declarer's side did not win the revoke trick but won a later trick: "
         "one trick goes to the defenders",
         "2S", "W", story_established("declarer", "discard", "nos", "some"),
         transfer_expect, start=800, findings=NO_DAMAGE),
    # -- Law 64B1: nothing won by the offenders
    Case("64B1-defender-no-trick-won-full-deal",
         "A defender discards while holding the suit led; his side wins neither that trick "
         "nor any later one",
         "Law 64B1, 2017: the offending side won neither the revoke trick nor a later trick: "
         "no trick is transferred",
         "4S", "S", story_established("defender", "discard", "nos", "none", low=7, high=11),
         transfer_expect, start=900, findings=NO_DAMAGE),
    Case("64B1-64C1-damaged-full-deal",
         "No trick to transfer, but the TD finds the non-offending side damaged",
         "Laws 64B1 and 64C1, 2017: an established revoke with no trick transferred may still "
         "call for an adjusted score when the non-offenders are not compensated",
         "4H", "N", story_established("defender", "discard", "nos", "none", low=7, high=11),
         lambda v: _merge(transfer_expect(v), {
             "laws": ["64C1"],
             "ruling": [{"type": "adjusted-score", "law": "64C1",
                         "when": "revoke-undercompensated"}]}),
         start=1000, findings={"damaged": True}),
    # -- Law 64C1 with the finding missing, and given
    Case("64C1-damaged-question-full-deal",
         "A defender ruffs while holding the suit led; whether the transfer makes up for the "
         "damage is not yet found",
         "Laws 64A and 64C1, 2017: the transfer is automatic; whether the TD must adjust "
         "further depends on his finding of damage, so the ruling asks it",
         "4S", "E", story_established("defender", "ruff", "revoker", "some"),
         lambda v: _merge(transfer_expect(v), {
             "laws": ["64C1"],
             "ruling": [{"type": "adjusted-score", "law": "64C1",
                         "when": "revoke-undercompensated", "if": {"damaged": True}}],
             "not": [{"type": "adjusted-score", "if": {"damaged": False}},
                     {"type": "adjusted-score", "when": "damaged"}],
             "questions": ["damaged"]}),
         start=1100),
    Case("64C1-damaged-with-transfer-full-deal",
         "A defender discards while holding the suit led; the transfer is not enough",
         "Law 64C1, 2017: the TD finds the non-offenders damaged beyond what the transfer "
         "gives back: he assigns an adjusted score, the transfer standing meanwhile",
         "3NT", "W", story_established("defender", "discard", "partner", None),
         lambda v: _merge(transfer_expect(v), {
             "ruling": [{"type": "adjusted-score", "law": "64C1",
                         "when": "revoke-undercompensated"}]}),
         start=1200, findings={"damaged": True}),
    # -- Law 64B3: dummy's card
    Case("64B3-dummy-revokes-full-deal",
         "A card from dummy fails to follow suit while dummy holds the suit led",
         "Laws 63B and 64B3, 2017: a revoke in failing to play a card of dummy's brings no "
         "automatic trick transfer; the trick stands",
         "4S", "S", story_established("dummy", "discard", None, None),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["61A", "63A1", "63B", "64B3"],
             "ruling": [{"type": "card-stands", "seat": v["revoker"], "card": v["card"]},
                        {"type": "no-rectification", "law": "64B3"},
                        {"type": "result", "tricks_before": v["tricks_before"],
                         "tricks_after": v["tricks_before"], "score": v["score_unmoved"]}],
             "not": [{"type": "trick-transfer"}, {"type": "card-withdrawn"}]},
         start=1300, findings=NO_DAMAGE),
    # -- Law 63A2, A3: other ways of establishing
    Case("63A2-declarer-names-dummy-card-full-deal",
         "Declarer discards while holding the suit led; dummy wins and declarer names dummy's "
         "next lead",
         "Laws 63A2 and 64A2, 2017: declarer designating a card for the next trick "
         "establishes his revoke; dummy won the revoke trick, so one trick is transferred",
         "4H", "S", story_designation,
         lambda v: transfer_expect(v, "63A2"), start=1400, findings=NO_DAMAGE),
    Case("63A3-declarer-claims-full-deal",
         "Declarer ruffs while holding the suit led, wins the trick and at once claims",
         "Laws 63A3 and 64A1, 2017: declarer's claim establishes his revoke; he won the revoke "
         "trick and his side wins tricks under the claim: two tricks go to the defenders",
         "4S", "S", story_claim,
         lambda v: transfer_expect(v, "63A3"), start=1500, findings=NO_DAMAGE,
         tricks_key=True),
    Case("63A3-defender-concedes-full-deal",
         "A defender discards while holding the suit led; his partner wins the trick and "
         "concedes some of the rest",
         "Laws 63A3 and 64A2, 2017: a concession by the offending side establishes the revoke; "
         "the offending side won the revoke trick: one trick goes to declarer",
         "4S", "S", story_concession,
         lambda v: transfer_expect(v, "63A3"), start=1600, findings=NO_DAMAGE,
         tricks_key=True),
    # -- Law 62: corrected before it was established
    Case("62B2-declarer-corrects-full-deal",
         "Declarer fails to follow suit; dummy asks him; he corrects and play goes on",
         "Laws 61B2(a), 62A, 62B2 and 62C1, 2017: dummy may ask declarer; corrected before it "
         "was established, declarer's card goes back with no penalty card and no trick "
         "transfer; the defender who played after it could have taken his card back, and "
         "played on without doing so",
         "4S", "S", story_corrected_full,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["61A", "61B2(a)", "62A", "62B2", "62C1"],
             "ruling": [{"type": "card-withdrawn", "seat": v["revoker"], "card": v["card"],
                         "law": "62B2"},
                        {"type": "option", "law": "62C1", "holder": v["third"],
                         "card": v["third_card"], "chosen": "keep-card"},
                        {"type": "result", "tricks_before": v["tricks_before"],
                         "tricks_after": v["tricks_before"], "score": v["score"]}],
             "not": [{"type": "penalty-card"}, {"type": "trick-transfer"},
                     {"type": "card-stands", "card": v["card"]}]},
         start=1700),
    Case("62B1-defender-corrects-after-declarer-asks",
         "A defender fails to follow suit; declarer asks him; he corrects",
         "Laws 61B1, 62A and 62B1, 2017: declarer may ask a defender who did not follow; "
         "corrected before it was established, the defender's card is a major penalty card",
         "4H", "S", story_corrected_defender("declarer"),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["61A", "61B1", "62A", "62B1"],
             "ruling": [{"type": "penalty-card", "seat": v["revoker"], "card": v["card"],
                         "grade": "major", "law": "62B1"}],
             "not": [{"type": "trick-transfer"}, {"type": "card-withdrawn", "law": "62B2"},
                     {"type": "card-stands", "card": v["card"]}]},
         start=1800),
    Case("62B1-61B3-partner-asks",
         "A defender fails to follow suit; his partner asks him; he corrects",
         "Laws 61B3, 62A and 62B1, 2017: the defenders may ask each other; the corrected card "
         "of a defender is a major penalty card",
         "3NT", "N", story_corrected_defender("partner"),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["61A", "61B3", "62A", "62B1"],
             "ruling": [{"type": "penalty-card", "seat": v["revoker"], "card": v["card"],
                         "grade": "major"}],
             "not": [{"type": "trick-transfer"}, {"type": "card-stands", "card": v["card"]}]},
         start=1900),
    Case("62A-declarer-td-before-established",
         "Declarer fails to follow suit; the TD is called before anyone plays to the next "
         "trick",
         "Laws 62A and 62B2, 2017: not yet established, the revoke must be corrected; "
         "declarer's card goes back with no further rectification",
         "4S", "W", story_undecided("declarer"),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["62A", "62B2"],
             "ruling": [{"type": "card-withdrawn", "seat": v["revoker"], "card": v["card"],
                         "law": "62B2"}],
             "not": [{"type": "penalty-card"}, {"type": "card-stands"},
                     {"type": "trick-transfer"}]},
         start=2000),
    Case("62A-62C1-defender-td-before-established",
         "A defender fails to follow suit second to the trick; the trick is finished; the TD "
         "is called",
         "Laws 62A, 62B1 and 62C1, 2017: the revoke must be corrected, the defender's card "
         "becoming a major penalty card; the non-offender who played after it may take his "
         "card back",
         "4H", "N", story_undecided("defender"),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["62A", "62B1", "62C1"],
             "ruling": [{"type": "penalty-card", "seat": v["revoker"], "card": v["card"],
                         "grade": "major"},
                        {"type": "option", "law": "62C1", "holder": v["third"],
                         "card": v["third_card"]}],
             "not": [{"type": "card-stands"}, {"type": "trick-transfer"},
                     {"type": "option", "chosen": "withdraw-card"}]},
         start=2100),
    Case("62C1-non-offender-takes-card-back",
         "A defender revokes; declarer plays after him; the revoke is corrected and declarer "
         "takes back his own card",
         "Law 62C1, 2017: a non-offender may take back a card played after the revoke before "
         "attention was drawn to it (Law 16C: unauthorized for the offenders)",
         "4S", "S", story_later_cards("defender", False),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["62A", "62B1", "62C1"],
             "ruling": [{"type": "penalty-card", "seat": v["revoker"], "card": v["card"],
                         "grade": "major"},
                        {"type": "option", "law": "62C1", "holder": v["third"],
                         "chosen": "withdraw-card"},
                        {"type": "card-withdrawn", "seat": v["third"], "card": v["third_card"],
                         "law": "62C1"},
                        {"type": "option", "law": "62C2", "holder": v["fourth"]},
                        {"type": "unauthorized-information", "side": _side(v["revoker"])}],
             "not": [{"type": "penalty-card", "seat": v["fourth"]},
                     {"type": "trick-transfer"}]},
         start=2200),
    Case("62C2-offender-partner-takes-card-back",
         "Declarer revokes; after the defender behind him takes his card back, dummy's card "
         "is taken back too",
         "Law 62C2, 2017: after a non-offender withdraws a card, the offending-side player "
         "next in rotation may withdraw his; dummy's card is no penalty card (only a "
         "defender's is)",
         "4H", "S", story_later_cards("declarer", True),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["62C1", "62C2"],
             "ruling": [{"type": "card-withdrawn", "seat": v["revoker"], "card": v["card"],
                         "law": "62B2"},
                        {"type": "option", "law": "62C1", "holder": v["third"],
                         "chosen": "withdraw-card"},
                        {"type": "card-withdrawn", "seat": v["third"], "card": v["third_card"],
                         "law": "62C1"},
                        {"type": "option", "law": "62C2", "holder": v["fourth"],
                         "chosen": "withdraw-card"},
                        {"type": "card-withdrawn", "seat": v["fourth"],
                         "card": v["fourth_card"], "law": "62C2"},
                        {"type": "unauthorized-information", "side": _side(v["revoker"])}],
             "not": [{"type": "trick-transfer"}, {"type": "penalty-card"}]},
         start=2300),
    Case("62C3-both-sides-same-trick",
         "Both sides fail to follow suit on one trick; only one side has played to the next",
         "Laws 62C3 and 64B8, 2017: both revokes are corrected, the defender's card becoming a "
         "penalty card; the corrected revoke brings no trick transfer",
         "4S", "S", story_same_trick,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["established"]},
                                {"kind": "revoke", "offender": v["other"]}],
             "laws": ["62C3", "64B8"],
             "ruling": [_corrected_item(v, v["established"], "62C3"),
                        _corrected_item(v, v["other"], "62C3"),
                        {"type": "no-rectification", "law": "64B8"}],
             "not": [{"type": "card-stands"}, {"type": "trick-transfer"}]},
         start=2400, findings=NO_DAMAGE),
    # -- Law 62D: the twelfth trick
    Case("62D1-62D2-defender-trick-twelve-full-deal",
         "A defender revokes on trick twelve before his partner has played to it; trick "
         "thirteen is played; then the TD is called",
         "Laws 62D1, 62D2 and 64B6, 2017: though established, the revoke is corrected; the "
         "card becomes a penalty card (62B1), Law 16C applies for partner; no trick is "
         "transferred; the TD scores the corrected last two tricks",
         "4S", "S", story_twelfth("defender"),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["62D1", "62D2", "64B6"],
             "ruling": [{"type": "penalty-card", "seat": v["revoker"], "card": v["card"],
                         "grade": "major"},
                        {"type": "unauthorized-information", "side": _side(v["revoker"])},
                        {"type": "no-rectification", "law": "64B6"},
                        result_item(v)],
             "not": [{"type": "trick-transfer"}, {"type": "card-stands"}]},
         start=2500, findings=NO_DAMAGE, tricks_key=True),
    Case("62D1-declarer-trick-twelve-full-deal",
         "Declarer revokes on trick twelve; trick thirteen is played; then the TD is called",
         "Laws 62D1 and 64B6, 2017: the established revoke on trick twelve is corrected "
         "(declarer's card: no penalty card) and brings no trick transfer",
         "3NT", "S", story_twelfth("declarer"),
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["62D1", "64B6"],
             "ruling": [{"type": "card-withdrawn", "seat": v["revoker"], "card": v["card"]},
                        {"type": "no-rectification", "law": "64B6"},
                        result_item(v)],
             "not": [{"type": "trick-transfer"}, {"type": "card-stands"},
                     {"type": "penalty-card"}]},
         start=2600, findings=NO_DAMAGE, tricks_key=True),
    # -- Law 64B2, B7 and C2
    Case("64B2-64C2a-second-revoke-same-suit-full-deal",
         "A defender revokes twice in the same suit; both revokes are established",
         "Laws 64B2 and 64C2(a), 2017: the second revoke in the same suit by the same player "
         "brings no automatic transfer (the first does); the TD adjusts when the "
         "non-offenders would likely have made more tricks without it",
         "4S", "S", story_repeated,
         lambda v: _merge(transfer_expect(v), {
             "laws": ["64B2", "64C2(a)"],
             "ruling": [{"type": "no-rectification", "law": "64B2"},
                        {"type": "adjusted-score", "law": "64C2(a)",
                         "when": "more-tricks-without-later-revokes"},
                        {"type": "adjusted-score", "law": "64C1",
                         "when": "revoke-undercompensated"}]}),
         start=2700, findings={"damaged": True}),
    Case("64B7-64C2b-both-sides-revoke-full-deal",
         "A defender revokes, and later declarer revokes; both revokes are established",
         "Laws 64B7 and 64C2(b), 2017: when both sides revoked and both revokes are "
         "established there is no automatic transfer; a damaged side gets an adjusted score",
         "4H", "S", story_both_sides,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["defender"]},
                                {"kind": "revoke", "offender": v["declarer"]}],
             "laws": ["64B7", "64C2(b)"],
             "ruling": [{"type": "no-rectification", "law": "64B7"},
                        {"type": "adjusted-score", "law": "64C2(b)", "when": "damaged"},
                        {"type": "result", "tricks_before": v["tricks_before"],
                         "tricks_after": v["tricks_before"], "score": v["score"]}],
             "not": [{"type": "trick-transfer"}, {"type": "adjusted-score", "law": "64C1"}]},
         start=2800, findings={"damaged": True}),
    Case("64B7-64C2-both-sides-revoke-no-damage-full-deal",
         "A defender revokes, and later declarer revokes; both established; the TD finds no "
         "damage",
         "Laws 64B7 and 64C2(b), 2017: no automatic transfer when both sides revoked and both "
         "revokes are established; without damage there is no adjusted score, and the tricks "
         "as played stand",
         "4S", "N", story_both_sides,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["defender"]},
                                {"kind": "revoke", "offender": v["declarer"]}],
             "laws": ["64B7", "64C2"],
             "ruling": [{"type": "no-rectification", "law": "64B7"},
                        {"type": "result", "tricks_before": v["tricks_before"],
                         "tricks_after": v["tricks_before"], "score": v["score"]}],
             "not": [{"type": "trick-transfer"}, {"type": "adjusted-score"}]},
         start=2850, findings=NO_DAMAGE),
    Case("64B7-64C2b-both-sides-revoke-question-full-deal",
         "A defender revokes, and later declarer revokes; both established; damage not yet "
         "found",
         "Laws 64B7 and 64C2(b), 2017: no automatic transfer; whether the TD adjusts depends "
         "on whether a side was damaged, so the ruling asks it and gives the adjustment only "
         "on the branch where it was",
         "3NT", "W", story_both_sides,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["defender"]},
                                {"kind": "revoke", "offender": v["declarer"]}],
             "laws": ["64B7", "64C2(b)"],
             "ruling": [{"type": "no-rectification", "law": "64B7"},
                        {"type": "adjusted-score", "law": "64C2(b)", "when": "damaged",
                         "if": {"damaged": True}},
                        {"type": "result", "tricks_before": v["tricks_before"],
                         "tricks_after": v["tricks_before"], "score": v["score"]}],
             "not": [{"type": "trick-transfer"},
                     {"type": "adjusted-score", "if": {"damaged": False}},
                     {"type": "adjusted-score", "law": "64C1"}],
             "questions": ["damaged"]},
         start=2860),
    # -- Law 63A4: the other side's claim
    Case("63A4-declarer-claims-after-defender-revoke",
         "A defender revokes; declarer wins the trick and claims before anything "
         "establishes the revoke",
         "Law 63A4, 2017: the revoke is established only if the offending side agrees to "
         "declarer's claim; the record cannot show that, so the TD decides it",
         "4S", "S", story_opponents_claim,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["63A4"],
             "ruling": [{"type": "not-covered", "law": "63A4"}],
             "not": [{"type": "trick-transfer"}, {"type": "penalty-card"},
                     {"type": "card-stands"}]},
         start=2900),
    Case("63A3-64A-claim-before-revoke-trick-finished",
         "Declarer revokes second to a trick and claims before the trick is finished",
         "Laws 63A3 and 64A, 2017: declarer's claim establishes the revoke; who won the "
         "revoke trick, on which the transfer depends, is for the TD settling the claim",
         "4H", "S", story_claim_mid_trick,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]}],
             "laws": ["61A", "63A3", "63B"],
             "ruling": [{"type": "card-stands", "seat": v["revoker"], "card": v["card"]},
                        {"type": "not-covered", "law": "64A"}],
             "not": [{"type": "trick-transfer"}, {"type": "card-withdrawn"},
                     {"type": "result"}]},
         start=3100, findings=NO_DAMAGE),
    # -- Law 43B2(b) hands Law 64 the revoke
    Case("64A-43B2b-dummy-lost-rights-asks-full-deal",
         "Dummy looks at declarer's hand; later declarer revokes and dummy is the first to "
         "ask him",
         "Laws 43B2(b) and 64A, 2017: declarer must replace the card, and Law 64 applies as if "
         "the revoke were established: the tricks are transferred on the corrected trick",
         "4H", "S", story_dummy_lost_rights,
         lambda v: {
             "irregularities": [{"kind": "revoke", "offender": v["revoker"]},
                                {"kind": "dummy-forbidden-action"}],
             "laws": ["43B2(b)", v["law"]],
             "ruling": [{"type": "card-withdrawn", "seat": v["revoker"], "card": v["card"],
                         "law": "43B2(b)"}]
             + ([{"type": "trick-transfer", "tricks": v["moved"], "to": v["to"],
                  "law": v["law"]}] if v["moved"] else
                [{"type": "no-rectification", "law": "64B1"}])
             + [result_item(v)],
             "not": [{"type": "card-stands"}, {"type": "penalty-card"},
                     {"type": "not-covered"}]},
         start=3000, findings=NO_DAMAGE),
]


def _side(seat: str) -> str:
    return side(seat)


def _corrected_item(v: dict, seat: str, law: str) -> dict:
    card = v["cards"][seat]
    if side(seat) == v["declarer_side"]:
        return {"type": "card-withdrawn", "seat": seat, "card": card, "law": law}
    return {"type": "penalty-card", "seat": seat, "card": card, "grade": "major", "law": law}


def _merge(base: dict, more: dict) -> dict:
    out = {k: list(v) for k, v in base.items()}
    for key, value in more.items():
        out[key] = out.get(key, []) + list(value)
    return out


# --- writing -------------------------------------------------------------------------------


def build(case: Case) -> tuple[RevokeBoard, dict]:
    def attempt(seed: int, t: int) -> tuple[RevokeBoard, dict]:
        board = RevokeBoard(seed, case.contract, case.declarer)
        values = case.story(board, t)
        values["declarer_side"] = side(case.declarer)
        if "score_unmoved" not in values and "tricks_before" in values:
            values["score_unmoved"] = board.result(values["tricks_before"])["score"]
        return board, values

    return first_fit(case.name, attempt, product(range(case.start, case.start + 2000),
                                                 range(2, 13)))


def render(case: Case, board: RevokeBoard, values: dict) -> str:
    tricks = ([f"tricks: {values['tricks']}                   "
               f"# the TD's count of declarer's tricks"] if case.tricks_key else [])
    return case_text(board, title=case.title, source=case.source,
                     generator="tools/make_revoke_cases.py", expect=case.expect(values),
                     column=48, vulnerable=VUL_NAMES[VULNERABLE[board.seed % len(VULNERABLE)]],
                     findings=case.findings, extra=tricks)


def main() -> int:
    return write_cases(((case.name, render(case, *build(case))) for case in CASES), OUT,
                       __doc__.splitlines()[0])


if __name__ == "__main__":
    raise SystemExit(main())
