"""Write the full-deal claim cases (Laws 68-71, 2017) into ``cases/2017/play/claims/``.

Each story gives the four-card ending at the claim (trick 10) by hand, with what Laws 69,
70 and 71 make of it worked out by hand from the ending in the story's comment; nothing
here runs the rules. The tricks before it are filler: the other cards are dealt at
random (seeded) and played out by the strategy of ``engine.deals`` (lead the highest
card of the longest suit, follow low, ruff low, else discard low) until a deal gives the
story's player the lead at trick 10 and the declaring side the story's count of tricks.

    python tools/make_claim_cases.py          # write the files
    python tools/make_claim_cases.py --check  # fail if the files on disk differ
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ruling.engine.deals import DECK, follow_card, hands_yaml, lead_card
from ruling.engine.notation import SEATS, Card, next_seat, parse_hand, side
from ruling.engine.play import trick_winner

OUT = Path(__file__).resolve().parent.parent / "cases" / "2017" / "play" / "claims"


@dataclass
class Story:
    name: str
    title: str
    source: str
    ending: dict[str, str]  # seat -> PBN hand at the claim (four cards, unless said)
    on_lead: str  # who leads to the first trick of the ending
    ns_tricks: int  # tricks North-South won before it
    after: list[str]  # the record from the claim on
    expect: dict[str, Any]
    contract: str = "4S"
    declarer: str = "S"
    vulnerable: str = "None"
    findings: dict[str, bool] = field(default_factory=dict)


# A defender's claim (4S, West on lead, two tricks left): West ♥A ♦2, East ♦A ♣A, North
# ♦K ♣K, South ♥KQ. West claims both: on the ♥A East must keep the ♦A, not the ♣A;
# both are winners, so either discard is a normal play: one trick if he keeps the wrong
# one, two if the right one.
PARTNERS_CHOICE = {"S": ".KQ..", "N": "..K.K", "W": ".A.2.", "E": "..A.A"}

# One ending for 70C: South (declarer, 4S) holds the ace of trumps and three top clubs;
# West still holds the jack of trumps and no club. Cashing a club first, West ruffs
# (and South ruffs West's heart lead with the ace, then cashes the rest): three tricks;
# the ace of trumps first draws the jack: four. Double dummy: four.
TRUMP_OUT = {"S": "A...AKQ", "N": ".32.32.", "W": "J.AK.A.", "E": ".4..JT9"}
# All four of South's cards are top trumps and top hearts, and the defenders hold no
# trump: every line takes four tricks.
ALL_WINNERS = {"S": "AK.AK..", "N": "..54.54", "W": "..AK.AK", "E": "..QJ.QJ"}
# South holds three top trumps and the king of hearts; West holds the ace of hearts:
# every line, best or worst, takes three tricks, never four.
ONE_LOSER = {"S": "AKQ.K..", "N": "..54.54", "W": ".A2.AK.", "E": ".3.Q.KQ"}

# 3NT: South's king of spades opposite North's ace-queen-jack, and no other way to
# North's hand. Overtaking the king and cashing the spades takes three tricks; leading
# the king and failing to overtake it (careless) strands North's spades: South must then
# lead a club, and East takes the rest with his: one trick.
BLOCKED = {"S": "K...543", "N": "AQJ...2", "W": ".AK.AK.", "E": "...AKQJ"}

# 3NT, South on lead at trick 10: South leads the ten of diamonds, West plays low, North
# low. In MARKED East discards (he showed out: West holds the king); in UNMARKED he
# follows with the nine (he will show out only on the next diamond, after North has
# played). Then South claims the last three: the club ace, and the diamonds through
# West's king to North's ace-queen. The worst normal line cashes the club ace, leads a
# diamond and plays the ace on West's low card: the queen then loses to the king (two
# tricks); playing the queen takes three.
MARKED = {"S": ".2.T5.A", "N": "..AQ2.3", "W": "..K63.J", "E": ".J98..Q"}
MARKED_TRICK = ["S DT", "W D3", "N D2", "E H8"]
UNMARKED = {"S": ".2.T5.A", "N": "..AQ2.3", "W": "..K63.J", "E": ".J8.9.Q"}
UNMARKED_TRICK = ["S DT", "W D3", "N D2", "E D9"]
# The same, but North wins trick 10 with the nine and is on lead with ♦AQ ♣3 (South ♥2
# ♦5 ♣A): the finesse needs a crossing lead, the club to South's ace first.
MARKED_NORTH = {"S": ".2.54.A", "N": "..AQ9.3", "W": "..K63.J", "E": ".J98..Q"}
MARKED_NORTH_TRICK = ["S D4", "W D3", "N D9", "E H8"]
# 4S, five cards at trick 9: West keeps the ♠J, East shows out of diamonds on trick 9;
# South (♠A ♥3 ♦5 ♣A after it) claims the last four. Drawing the trump with the ace,
# cashing the ♣A and finessing the ♦Q takes four; a normal line that plays dummy's ace
# on West's low diamond takes three (the ♦Q then loses to the king).
TRUMP_AND_MARKED = {"S": "A.3.T5.A", "N": ".2.AQ2.3", "W": "J.4.K63.", "E": ".J987..Q"}
# 3NT, five cards at trick 9: East discards a heart on the ♦10 while holding the ♦9 (a
# revoke; the table sees a show-out), and West plays to the next trick (established).
REVOKE_AS_SHOW_OUT = {"S": ".2.T5.A4", "N": "..AQ2.32", "W": "..K63.JT", "E": ".AJ8.9.Q"}
# A two-way guess for the ♠Q: South ♠KT5, North ♠AJ4, West ♠Q76, East ♠982.
GUESS = {"S": "KT5...", "N": "AJ4...", "W": "Q76...", "E": "982..."}
# The last trick: South leads the ♠2, West holds the ♠A.
LAST = {"S": "2...", "N": ".2..", "W": "A...", "E": "..2."}

STORIES = [
    Story(
        "70C-trump-outstanding-claimer-unaware",
        "Declarer claims the rest with a trump still out and says nothing of it; the TD is "
        "called and finds it likely he had forgotten it",
        "Law 70C, 2017: a trump left in an opponent's hand that the claimer did not mention, "
        "when he was likely unaware of it and a normal line (cashing a club first) loses a "
        "trick to it, costs him that trick: 6 + 3 tricks",
        TRUMP_OUT, "S", 6, ["S claims 4", "TD"],
        {"irregularities": [{"kind": "claim", "offender": "S"}],
         "laws": ["68D2(a)", "70C"],
         "ruling": [{"type": "play-ceases"},
                    {"type": "tricks-awarded", "tricks": 9, "law": "70C"},
                    {"type": "result", "written": "4S-1", "score": -50}]},
        findings={"unaware_of_trump": True},
    ),
    Story(
        "70C-trump-outstanding-claimer-aware",
        "Declarer claims the rest with a trump still out; the TD finds he knew of it",
        "Law 70C, 2017: the trump costs the claimer a trick only if it is at all likely he "
        "was unaware of it; aware, he draws it with the ace and the claim stands (70A): "
        "6 + 4 tricks",
        TRUMP_OUT, "S", 6, ["S claims 4", "TD"],
        {"laws": ["70C"],
         "ruling": [{"type": "tricks-awarded", "tricks": 10, "law": "70A"},
                    {"type": "result", "written": "4S=", "score": 420}],
         "not": [{"type": "tricks-awarded", "law": "70C"}]},
        findings={"unaware_of_trump": False},
    ),
    Story(
        "70C-trump-outstanding-statement-silent-on-it",
        "Declarer claims the rest, saying he cashes the clubs, with a trump still out; the "
        "TD finds his statement did not deal with it and he may well have forgotten it",
        "Law 70C, 2017: the opponents get the trick a normal play of the stated line loses "
        "to the trump the statement did not deal with; what the stated line takes is the "
        "TD's to weigh (70D1)",
        TRUMP_OUT, "S", 6, ['S claims 4 "cashing the clubs, then the ace of trumps"', "TD"],
        {"laws": ["68C", "70C"],
         "ruling": [{"type": "claim-cards", "worst": 3, "best": 4},
                    {"type": "not-covered", "law": "70C"}],
         "not": [{"type": "tricks-awarded"}]},
        findings={"trump_mentioned": False, "unaware_of_trump": True},
    ),
    Story(
        "70D1-concession-contested",
        "Declarer concedes one of the last four tricks; the defenders doubt it and call the "
        "TD: the spades are blocked unless dummy overtakes",
        "Laws 68D2(a) and 70A, 70D1, 2017: a contested concession is adjudicated like a "
        "contested claim, doubtful points against the side that made it; no line is stated, "
        "so a normal line that does worse (not overtaking the king) is not set aside: "
        "6 + 1 tricks",
        BLOCKED, "S", 6, ["S concedes 1", "TD"],
        {"irregularities": [{"kind": "concession", "offender": "S"}],
         "laws": ["68B1", "68D2(a)", "70D1"],
         "ruling": [{"type": "tricks-awarded", "tricks": 7},
                    {"type": "result", "written": "3NT-2", "score": -100}]},
        contract="3NT",
    ),
    Story(
        "70A-every-normal-line-makes-the-claim",
        "A contested claim that no normal line can fail",
        "Law 70A, 2017: the TD adjudicates as equitably as possible, doubtful points against "
        "the claimer; here there is no doubtful point, as every line takes the four tricks",
        ALL_WINNERS, "S", 6, ["S claims 4", "TD"],
        {"laws": ["70A"],
         "ruling": [{"type": "tricks-awarded", "tricks": 10, "law": "70A"},
                    {"type": "result", "written": "4S=", "score": 420}]},
    ),
    Story(
        "71B-conceded-a-trick-no-normal-play-could-lose",
        "Declarer claims three of the last four tricks, conceding one he could not lose",
        "Law 71B, 2017: the TD cancels the concession of a trick that could not be lost by "
        "any normal play of the remaining cards; the board is rescored with it to the side: "
        "6 + 4 tricks",
        ALL_WINNERS, "S", 6, ["S claims 3", "W accepts"],
        {"laws": ["68D1", "71B"],
         "ruling": [{"type": "concession-cancelled", "side": "NS", "tricks": 1, "law": "71B"},
                    {"type": "tricks-awarded", "tricks": 10},
                    {"type": "result", "written": "4S=", "score": 420}]},
    ),
    Story(
        "70D1-blocked-suit-no-statement",
        "Declarer claims three tricks without a word; the suit is blocked unless dummy "
        "overtakes",
        "Law 70D1 and 70E1, 2017: the TD accepts from the claimer no successful line his "
        "statement did not embrace when a normal line (careless included, footnote 21: "
        "not overtaking the king) would be less successful: 6 + 1 tricks",
        BLOCKED, "S", 6, ["S claims 3", "TD"],
        {"laws": ["70D1"],
         "ruling": [{"type": "tricks-awarded", "tricks": 7, "law": "70D1"},
                    {"type": "result", "written": "3NT-2", "score": -100}]},
        contract="3NT",
    ),
    Story(
        "70D1-blocked-suit-with-statement",
        "Declarer claims three tricks, saying he overtakes the king; the TD is called",
        "Law 70D1, 2017: whether the claimer's statement embraced the successful line is "
        "the TD's to weigh; a normal line not embraced by it would take only one trick",
        BLOCKED, "S", 6, ['S claims 3 "overtaking the king of spades, then the spades"',
                          "TD"],
        {"laws": ["68C", "70D1"],
         "ruling": [{"type": "not-covered", "law": "70D1"}],
         "not": [{"type": "tricks-awarded"}]},
        contract="3NT",
    ),
    Story(
        "70D2-defenders-claim-needs-partners-choice",
        "West claims the last two tricks; they depend on East keeping the right ace",
        "Law 70D2, 2017: the TD accepts no part of a defender's claim that depends on his "
        "partner selecting one of several normal plays (East may discard the diamond ace): "
        "EW 3 + 1, NS 9 + 1 tricks",
        PARTNERS_CHOICE, "W", 9, ["W claims 2", "TD"],
        {"irregularities": [{"kind": "claim", "offender": "W"}],
         "laws": ["70D1"],
         "ruling": [{"type": "tricks-awarded", "tricks": 10, "law": "70D2"},
                    {"type": "result", "written": "4S=", "score": 420}],
         "not": [{"type": "tricks-awarded", "law": "70E1"}]},
    ),
    Story(
        "69B-agreement-withdrawn",
        "The defenders agree to a claim of all four tricks, and within the correction "
        "period withdraw their agreement: the ace of hearts was bound to win a trick",
        "Law 69B2, 2017: agreement may be withdrawn within the correction period for a "
        "trick the side would likely have won had play continued; the board is rescored "
        "with it to that side: 6 + 3 tricks",
        ONE_LOSER, "S", 6, ["S claims 4", "W accepts"],
        {"laws": ["68D1", "69B"],
         "ruling": [{"type": "tricks-awarded", "tricks": 9, "law": "69B"},
                    {"type": "result", "written": "4S-1", "score": -50}]},
        findings={"agreement_withdrawn": True},
    ),
    Story(
        "70E1-unstated-finesse-not-accepted",
        "Declarer claims the last three tricks without a word; they need the diamond "
        "finesse against West's king, and nobody has shown out of diamonds",
        "Law 70E1, 2017: the TD does not accept from the claimer an unstated line that "
        "depends on finding one opponent rather than the other with a card (here West "
        "with the king of diamonds), no opponent having failed to follow to the suit "
        "before the claim; a normal line (the ace on West's low card) takes two: 7 + 2",
        UNMARKED, "S", 6, [*UNMARKED_TRICK, "S claims 3", "TD"],
        {"irregularities": [{"kind": "claim", "offender": "S"}],
         "laws": ["70D1"],
         "ruling": [{"type": "claim-cards", "worst": 2, "best": 3},
                    {"type": "tricks-awarded", "tricks": 9, "law": "70D1"},
                    {"type": "result", "written": "3NT=", "score": 400}],
         "not": [{"type": "tricks-awarded", "law": "70E1"}]},
        contract="3NT",
    ),
    Story(
        "70E1-finesse-marked-by-a-show-out",
        "Declarer claims the last three tricks without a word after East showed out of "
        "diamonds; the TD finds the claimer would surely have played for the king where "
        "the show-out placed it",
        "Law 70E1, 2017: the bar on an unstated line that places a card with one opponent "
        "does not hold when an opponent failed to follow to the suit before the claim; "
        "the TD accepts the finesse: 7 + 3 tricks",
        MARKED, "S", 6, [*MARKED_TRICK, "S claims 3", "TD"],
        {"laws": ["70E1"],
         "ruling": [{"type": "claim-cards", "worst": 2, "marked_suits": "D", "marked": 3},
                    {"type": "tricks-awarded", "tricks": 10, "law": "70E1"},
                    {"type": "result", "written": "3NT+1", "score": 430}]},
        contract="3NT", findings={"marked_line": True},
    ),
    Story(
        "70E1-show-out-but-the-marked-line-not-certain",
        "Declarer claims the last three tricks without a word after East showed out of "
        "diamonds; the TD finds the claimer might carelessly have played the ace",
        "Laws 70E1 and 70D1, 2017: with the show-out, 70E1 no longer bars the finesse, but "
        "the TD finds it not certain the claimer would have taken it; a normal line that "
        "does worse (the ace on West's low card) is not set aside: 7 + 2 tricks",
        MARKED, "S", 6, [*MARKED_TRICK, "S claims 3", "TD"],
        {"laws": ["70D1"],
         "ruling": [{"type": "tricks-awarded", "tricks": 9, "law": "70D1"},
                    {"type": "result", "written": "3NT=", "score": 400}]},
        contract="3NT", findings={"marked_line": False},
    ),
    Story(
        "64A2-revoke-then-contested-claim",
        "East revokes on the ten of diamonds; West plays to the next trick; declarer then "
        "claims the rest without a word, and the TD is called",
        "Laws 70D1 and 64A2, 2017: the claim is adjudicated first (a normal line, the ace "
        "on West's low diamond, takes two of the three tricks), and the tricks it gives the "
        "offending side count as won in play: East did not win the revoke trick and his "
        "side wins a later trick, so one trick is transferred: 7 + 2 + 1",
        UNMARKED, "S", 6, ["S DT", "W D3", "N D2", "E H8", "S CA", "W CJ", "S claims", "TD"],
        {"irregularities": [{"kind": "revoke", "offender": "E"},
                            {"kind": "claim", "offender": "S"}],
         "laws": ["63A1", "70D1", "64A2"],
         "ruling": [{"type": "tricks-awarded", "tricks": 9, "law": "70D1"},
                    {"type": "trick-transfer", "tricks": 1, "to": "NS", "law": "64A2"},
                    {"type": "result", "written": "3NT+1", "score": 430}]},
        contract="3NT",
    ),
    Story(
        "70E1-marked-finesse-needs-a-crossing-lead",
        "East shows out of diamonds; dummy (North), on lead with the ace-queen, is claimed "
        "for the last three tricks; the TD finds declarer would surely have crossed to "
        "his club ace to finesse",
        "Law 70E1, 2017: an opponent failed to follow to the suit before the claim, so the "
        "line that plays for West's king (the club to the ace, then a diamond to the queen) "
        "may be accepted; the TD finds the claimer would surely have taken it: 7 + 3",
        MARKED_NORTH, "S", 6, [*MARKED_NORTH_TRICK, "S claims 3", "TD"],
        {"laws": ["70E1"],
         "ruling": [{"type": "tricks-awarded", "tricks": 10, "law": "70E1"},
                    {"type": "result", "written": "3NT+1", "score": 430}]},
        contract="3NT", findings={"marked_line": True},
    ),
    Story(
        "70E1-marked-finesse-with-the-trump-drawn",
        "Declarer claims the last four tricks without a word, West still holding a trump, "
        "East having shown out of diamonds; the TD finds he knew of the trump and would "
        "surely have finessed",
        "Laws 70C and 70E1, 2017: aware of the trump, the claimer draws it (70C does not "
        "cost him a trick), and with the show-out the finesse of the queen is accepted: "
        "4 + 1 + 4 tricks",
        TRUMP_AND_MARKED, "S", 4, ["S DT", "W D3", "N D2", "E H7", "S claims", "TD"],
        {"laws": ["70E1"],
         "ruling": [{"type": "tricks-awarded", "tricks": 9, "law": "70E1"},
                    {"type": "result", "written": "4S-1", "score": -50}]},
        findings={"unaware_of_trump": False, "marked_line": True},
    ),
    Story(
        "70E1-a-revoke-seen-as-a-show-out",
        "East discards on a diamond while holding one (a revoke, established when West "
        "plays to the next trick); declarer claims the rest without a word; the TD finds "
        "he would surely have played West for the king",
        "Laws 70E1 and 64A2, 2017: East failed to follow to diamonds before the claim (a "
        "revoke is a failure to follow), so the finesse may be accepted; the claim is "
        "settled first (the finesse takes three of the four tricks left: 5 + 1 + 3), then "
        "East's side won a later trick, so one trick is transferred: 10",
        REVOKE_AS_SHOW_OUT, "S", 5,
        ["S DT", "W D3", "N D2", "E H8", "S CA", "W CJ", "S claims", "TD"],
        {"laws": ["70E1", "64A2"],
         "ruling": [{"type": "tricks-awarded", "tricks": 9, "law": "70E1"},
                    {"type": "trick-transfer", "tricks": 1, "to": "NS", "law": "64A2"},
                    {"type": "result", "written": "3NT+1", "score": 430}]},
        contract="3NT", findings={"marked_line": True},
    ),
    Story(
        "69B-agreement-withdrawn-on-a-guess",
        "The defenders agree to a claim of the last three tricks that needs a two-way "
        "guess for the queen of spades, and withdraw their agreement in time",
        "Law 69B2, 2017: agreement may be withdrawn for a trick the side would likely have "
        "won had play continued; best play takes all three, a normal line two: how likely "
        "is the TD's to judge",
        GUESS, "S", 7, ["S claims 3", "W accepts"],
        {"laws": ["68D1", "69B"],
         "ruling": [{"type": "not-covered", "law": "69B"}],
         "not": [{"type": "tricks-awarded"}]},
        contract="3NT", findings={"agreement_withdrawn": True},
    ),
    Story(
        "68-a-word-during-the-last-trick",
        "During the last trick West says the trick is his",
        "Law 68 (opening words), 2017: a claim must refer to tricks other than the one in "
        "progress; during the last trick none remains, so play proceeds regularly, with "
        "no question for the TD",
        LAST, "S", 9, ["S S2", "W claims", "W SA", "N H2", "E D2"],
        {"laws": ["68"],
         "ruling": [{"type": "no-claim", "law": "68"}],
         "not": [{"type": "play-ceases"}, {"type": "tricks-awarded"}]},
        contract="3NT",
    ),
]


def fill(story: Story) -> tuple[dict[str, frozenset[Card]], list[str]]:
    """The whole deal and the tricks before the ending, for the first seed that fits:
    nobody plays a card of the ending, nor fails to follow suit while he holds one."""
    ending = {seat: parse_hand(story.ending[seat]) for seat in SEATS}
    size = len(ending["S"])  # the tricks left at the claim
    assert all(len(cards) == size for cards in ending.values()), story.name
    used = set().union(*ending.values())
    assert len(used) == 4 * size, story.name
    played = 13 - size
    rest = sorted(set(DECK) - used, key=str)
    trump = story.contract[1] if story.contract[1] in "SHDC" else None
    for seed in range(100000):
        cards = list(rest)
        random.Random(seed).shuffle(cards)
        hands = {seat: set(cards[played * i: played * (i + 1)])
                 for i, seat in enumerate(SEATS)}
        leader, ns, record = next_seat(story.declarer), 0, []
        for _ in range(played):
            trick = [(leader, lead_card(hands[leader]))]
            for k in range(1, 4):
                seat = next_seat(leader, k)
                led = trick[0][1].suit
                if not any(c.suit == led for c in hands[seat]) and \
                        any(c.suit == led for c in ending[seat]):
                    break  # he would have to follow with a card of the ending: next seed
                trick.append((seat, follow_card(hands[seat], led, trump)))
            if len(trick) < 4:
                break
            for seat, card in trick:
                hands[seat].discard(card)
                record.append(f"{seat} {card}")
            leader = trick_winner(trick, trump)
            ns += side(leader) == "NS"
        if len(record) == 4 * played and leader == story.on_lead and ns == story.ns_tricks:
            deal = {seat: frozenset(set(cards[played * i: played * (i + 1)]) | ending[seat])
                    for i, seat in enumerate(SEATS)}
            return deal, record
    raise SystemExit(f"{story.name}: no seed fits")


def text(story: Story) -> str:
    deal, record = fill(story)
    data: dict[str, Any] = {
        "title": story.title, "source": story.source, "laws": 2017,
        "vulnerable": story.vulnerable, "contract": story.contract,
        "declarer": story.declarer, "hands": hands_yaml(deal),
        "play": record + story.after}
    if story.findings:
        data["findings"] = story.findings
    data["expect"] = story.expect
    head = "# generated by tools/make_claim_cases.py: the ending at trick 10 is the story's\n"
    return head + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    stale = []
    for story in STORIES:
        path = OUT / f"{story.name}.yaml"
        wanted = text(story)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != wanted:
                stale.append(path.name)
        else:
            path.write_text(wanted, encoding="utf-8")
    if stale:
        print("stale: " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
