"""The cards at a claim: positions, winners, lines played out, and the model of normal
play (kb.common.claims), on endings whose answers are worked out by hand."""

import random

import pytest

from ruling.engine.deals import DECK, legal_play, random_deal
from ruling.engine.endings import (
    Position,
    all_legal,
    double_dummy,
    outstanding_trumps,
    play_out,
    position_at,
    winners,
)
from ruling.engine.notation import SEATS, bid, parse_card, parse_entry, parse_hand, side
from ruling.engine.play import analyse_play
from ruling.kb.common.claims import (
    aware_moves,
    cashing_line,
    marked_line,
    normal_moves,
    placed_cards,
    worst_aware_line,
    worst_normal_line,
)


def position(trump, leader, north, east, south, west, trick=()):
    """Hands as PBN (spades.hearts.diamonds.clubs); ``trick``: ("W DA", "N D2", ...)."""
    hands = {"N": parse_hand(north), "E": parse_hand(east), "S": parse_hand(south),
             "W": parse_hand(west)}
    played = tuple((t.split()[0], parse_card(t.split()[1])) for t in trick)
    return Position(hands, trump, leader, played)


def cards(*texts):
    return [parse_card(t) for t in texts]


def figures(pos, side="NS"):
    worst, cashing = worst_normal_line(pos, side), cashing_line(pos, side)
    return worst.taken, cashing.taken, play_out(pos, side, all_legal, True).taken


def entries(*texts):
    return [parse_entry(t, "play") for t in texts]


# (a) Spades are trumps, South on lead, three tricks left.
#   North ♥AK ♦2        East ♣QJ10        South ♠Q ♣AK        West ♠J ♥32
# West holds the last trump and no club. Drawing it first (♠Q, West's ♠J falls) leaves
# South's ♣AK good: 3 tricks. Cashing a club first, West ruffs with the ♠J and leads a
# heart, which North's ♥A wins (or South ruffs): 2 tricks. Every card of South is a
# winner, so both orders are normal: worst normal 2, cashing 3, double dummy 3.
TRUMP_OUT = position("S", "S", ".AK.2.", "...QJT", "Q...AK", "J.32..")


def test_the_last_trump_outstanding():
    assert outstanding_trumps(TRUMP_OUT, "NS") == [("W", parse_card("SJ"))]
    assert outstanding_trumps(TRUMP_OUT, "EW") == [("S", parse_card("SQ"))]
    # ♦2 is a winner: neither opponent holds a diamond; ruffs are not considered
    assert winners(TRUMP_OUT, "NS") == list(zip("NNNSSS", cards("HA", "HK", "D2", "SQ",
                                                                  "CA", "CK"), strict=True))
    assert winners(TRUMP_OUT, "EW") == []
    assert figures(TRUMP_OUT) == (2, 3, 3)


def test_the_worst_normal_line_shows_the_ruff():
    line = worst_normal_line(TRUMP_OUT, "NS")
    first = line.describe()[0]
    assert first.startswith("trick 11: S leads ♣A, W ruffs with ♠J")
    assert first.endswith(": W wins")
    assert [t.winner for t in line.tricks][0] == "W"
    assert line.taken == sum(t.winner in "NS" for t in line.tricks) == 2


def test_drawing_trump_first_loses_nothing():
    def trump_first(pos, seat):
        trumps = [c for c in normal_moves(pos, seat) if c.suit == pos.trump]
        return trumps if not pos.trick and trumps else normal_moves(pos, seat)

    line = play_out(TRUMP_OUT, "NS", trump_first, False, 10_000)
    assert line.taken == 3
    assert line.describe()[0].startswith("trick 11: S leads ♠Q, W plays ♠J")


# (b) No trump, South on lead: a blocked suit, ♠K opposite ♠AQJ, no side entry to North.
#   North ♠AQJ        East ♥432        South ♠K ♣32        West ♣AKQ
# The ♠K is South's only winner, so he leads it. If North overtakes with the ♠A he runs
# the ♠QJ: 3 tricks. If North plays low, South is left on lead with two small clubs and
# West takes both: 1 trick. Worst normal 1, cashing 3, double dummy 3.
BLOCKED = position(None, "S", "AQJ...", ".432..", "K...32", "...AKQ")


def test_a_blocked_suit():
    assert figures(BLOCKED) == (1, 3, 3)
    worst = worst_normal_line(BLOCKED, "NS")
    assert worst.tricks[0].winner == "S" and [t.winner for t in worst.tricks[1:]] == ["W", "W"]
    assert cashing_line(BLOCKED, "NS").tricks[0].cards[2] == ("N", parse_card("SA"))


# (c) Mid-trick, spades trumps, two tricks left: West led the ♦A, North and East followed;
# South, void in diamonds, holds ♠A ♥2; West ♥K, North ♥A, East ♥4 are left.
# South ruffs, then leads the ♥2 to North's ♥A: 2 tricks. Discarding the ♥2 and letting
# West's ♦A hold while the ♠A wins the trick is no normal play: West is winning and South
# holds a trump that wins, so he ruffs. Worst normal 2, cashing 2, double dummy 2.
MID_TRICK = position("S", "W", ".A..", ".4..", "A.2..", ".K..", trick=("W DA", "N D2", "E D3"))


def test_a_position_in_the_middle_of_a_trick():
    assert MID_TRICK.turn == "S" and MID_TRICK.tricks_left == 2
    assert figures(MID_TRICK) == (2, 2, 2)
    worst = worst_normal_line(MID_TRICK, "NS").describe()
    assert worst[0] == ("trick 12: W led ♦A, N played ♦2, E played ♦3 (already played); "
                        "S ruffs with ♠A: S wins")
    cashing = cashing_line(MID_TRICK, "NS").describe()
    assert cashing[0].endswith("S ruffs with ♠A: S wins")


# (d) Every card of the side a winner: spades trumps, South on lead, three tricks left,
# North ♥AKQ, South ♠AKQ, the opponents hold only diamonds and clubs. Every line takes
# the three tricks.
ALL_WINNERS = position("S", "S", ".AKQ..", "...432", "AKQ...", "..432.")


def test_all_winners():
    assert outstanding_trumps(ALL_WINNERS, "NS") == []
    assert len(winners(ALL_WINNERS, "NS")) == 6
    assert figures(ALL_WINNERS) == (3, 3, 3)
    assert figures(ALL_WINNERS, "EW") == (0, 0, 0)


# (e) A short record: 4S by South, three cards each. West leads the ♦K, North and East
# follow, South plays the ♥2, takes it back and follows with the ♦4; West's ♦K wins.
HANDS = {"N": parse_hand(".AK.2."), "E": parse_hand("..3.QJ"), "S": parse_hand("Q.2.4."),
         "W": parse_hand("J.3.K.")}
RECORD = entries("W DK", "N D2", "E D3", "S H2", "S withdraws H2", "S D4", "W claims 2")


def test_the_position_at_a_claim_after_a_card_taken_back():
    record = analyse_play(bid(4, "S"), "S", HANDS, RECORD)
    pos = position_at(record, HANDS, 6)
    assert pos.leader == "W" and pos.trick == () and pos.trump == "S"
    assert pos.hands["S"] == frozenset(cards("SQ", "H2"))  # the ♥2 is back in the hand
    assert pos.hands["W"] == frozenset(cards("SJ", "H3"))
    assert pos.hands["N"] == frozenset(cards("HA", "HK"))
    # before the withdrawal, the ♥2 was on the table and the trick was complete
    before = position_at(record, HANDS, 4)
    assert before.hands["S"] == frozenset(cards("SQ", "D4")) and before.leader == "W"
    # before South's first card, the trick is in progress and it is South's turn
    during = position_at(record, HANDS, 3)
    assert during.turn == "S" and [s for s, _ in during.trick] == ["W", "N", "E"]
    assert during.hands["S"] == HANDS["S"]


def test_no_position_without_the_four_hands():
    record = analyse_play(bid(4, "S"), "S", HANDS, RECORD)
    three = {seat: HANDS[seat] for seat in "NES"}
    assert position_at(record, three, 6) is None


# (f) A budget too small: the figure is "not computed".
def test_the_budget():
    assert play_out(TRUMP_OUT, "NS", all_legal, True, budget=1) is None
    assert worst_normal_line(TRUMP_OUT, "NS", budget=1) is None
    assert cashing_line(TRUMP_OUT, "NS", budget=5) is None
    assert cashing_line(TRUMP_OUT, "NS", budget=10_000) is not None


def test_a_position_cards_cannot_be_played_from():
    uneven = position("S", "S", ".AK.2.", "...QJT", "Q...A", "J.32..")
    with pytest.raises(ValueError):
        play_out(uneven, "NS", all_legal, True)


@pytest.mark.parametrize("pos", [TRUMP_OUT, BLOCKED, MID_TRICK, ALL_WINNERS],
                         ids=["trump-out", "blocked", "mid-trick", "all-winners"])
@pytest.mark.parametrize("side", ["NS", "EW"])
def test_the_search_agrees_with_double_dummy(pos, side):
    pytest.importorskip("endplay")
    assert play_out(pos, side, all_legal, True).taken == double_dummy(pos, side)


def full_deal_claim(seed, strain="S"):
    """A shuffled deal, 4-strain by South played out by the ``low`` strategy for eight
    tricks; South claims."""
    hands = random_deal(seed)
    play = legal_play(hands, strain, "S")
    record = analyse_play(bid(4, strain), "S", hands,
                          entries(*(f"{s} {c}" for s, c in play[:32]), "S claims 5"))
    return position_at(record, hands, 32)


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_a_claim_after_trick_eight_on_a_full_deal(seed):
    pos = full_deal_claim(seed)
    assert pos is not None and pos.tricks_left == 5 and pos.trick == ()
    worst, cashing = worst_normal_line(pos, "NS"), cashing_line(pos, "NS")
    best = play_out(pos, "NS", all_legal, True)
    assert worst.taken <= cashing.taken <= best.taken
    assert len(worst.tricks) == 5 and worst.tricks[0].number == 9
    dd = double_dummy(pos, "NS")
    assert dd is None or dd == best.taken


# (g) The nodes each search of an ending counts, pinned: a budget of that many finds the
# line and one fewer does not. They move when the search orders the cards otherwise or
# remembers other positions as the same, and a figure is then "not computed" at other
# budgets than before. (all legal best, worst; normal best, worst; aware worst)
SEARCHES = [(all_legal, True), (all_legal, False), (normal_moves, True),
            (normal_moves, False), (aware_moves, False)]


@pytest.mark.parametrize(("make", "nodes"), [
    (lambda: TRUMP_OUT, (37, 66, 37, 66, 23)),
    (lambda: BLOCKED, (40, 77, 40, 68, 68)),
    (lambda: MID_TRICK, (11, 8, 11, 5, 5)),
    (lambda: full_deal_claim(3), (2101, 1414, 1239, 105, 105)),
    (lambda: full_deal_claim(11), (311, 1119, 362, 350, 1072)),
], ids=["trump-out", "blocked", "mid-trick", "deal-3", "deal-11"])
def test_the_nodes_each_search_counts(make, nodes):
    pos = make()
    for (moves, best), count in zip(SEARCHES, nodes, strict=True):
        assert play_out(pos, "NS", moves, best, budget=count) is not None
        assert play_out(pos, "NS", moves, best, budget=count - 1) is None


def plain_minimax(pos, side_name, best):
    """The side's tricks over every legal card, no card left out as equivalent to another
    and no position remembered: the side maximising (``best``) or not, the others
    minimising."""
    if not pos.tricks_left:
        return 0
    taken = []
    for card in pos.legal():
        child = pos.play(card)
        won = len(pos.trick) == 3 and side(child.leader) == side_name
        taken.append(won + plain_minimax(child, side_name, best))
    return max(taken) if best and side(pos.turn) == side_name else min(taken)


@pytest.mark.parametrize("seed", range(30))
def test_the_search_agrees_with_plain_minimax(seed):
    # random endings of two or three tricks, at a trump or not, up to three cards of the
    # trick played; the line found is played from the position as it says
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    n = rng.choice((2, 3))
    pos = Position({seat: frozenset(deck[n * i: n * (i + 1)]) for i, seat in enumerate(SEATS)},
                   rng.choice(["S", "H", "D", "C", None]), rng.choice(SEATS))
    for _ in range(rng.randint(0, 3)):
        pos = pos.play(rng.choice(sorted(pos.legal())))
    for side_name in ("NS", "EW"):
        for best in (True, False):
            line = play_out(pos, side_name, all_legal, best)
            assert line.taken == plain_minimax(pos, side_name, best)
            replay = pos
            for trick in line.tricks:
                for seat, card in trick.cards[trick.before:]:
                    assert replay.turn == seat and card in replay.legal()
                    replay = replay.play(card)
                assert replay.leader == trick.winner
            assert replay.tricks_left == 0
            assert line.taken == sum(side(trick.winner) == side_name for trick in line.tricks)


def test_best_play_is_the_same_figure_whichever_computes_it(monkeypatch):
    """``best_play``: the search within ``QUICK`` nodes where it can, endplay's solver
    where it cannot (or once loaded), the full search without endplay: one figure."""
    pytest.importorskip("endplay")
    from ruling.engine import endings, endplay_door

    quick = slow = 0
    for seed in range(40):
        pos = full_deal_claim(seed)
        exact = play_out(pos, "NS", all_legal, True).taken
        assert double_dummy(pos, "NS") == exact
        if play_out(pos, "NS", all_legal, True, endings.QUICK) is None:
            slow += 1
        else:
            quick += 1
        for solver_loaded in (False, True):
            monkeypatch.setattr(endplay_door, "loaded", lambda name, now=solver_loaded: now)
            assert endings.best_play(pos, "NS") == exact
        monkeypatch.setattr(endings, "double_dummy", lambda pos, side: None)  # no endplay
        assert endings.best_play(pos, "NS") == exact
        monkeypatch.undo()
    assert quick and slow  # both ways taken


def test_the_figures_of_the_same_cards_are_worked_out_once(monkeypatch):
    """A ruling asks for a claim's figures in every branch of its findings: the same
    cards, held by a ``CardsLeft`` fact (lists frozen) or given as plain lists, are
    searched once and give the same figures each time; other cards (another trump,
    another leader, a card of the trick, a suit shown out) or the other side, anew."""
    from ruling.engine.facts import CardsLeft
    from ruling.engine.notation import format_hand
    from ruling.kb.common import claims

    searches = []
    search = claims.play_out
    monkeypatch.setattr(claims, "play_out", lambda *a, **k: searches.append(1) or search(*a, **k))
    claims._figured.cache_clear()
    plain = {"hands": [[seat, format_hand(FINESSE.hands[seat])] for seat in "NESW"],
             "trump": "NT", "leader": "S", "trick": [], "shown_out": []}
    first = claims.figures(plain, "NS")
    once = len(searches)
    assert once >= 2 and (first["worst"], first["cashing"], first["marked"]) == (2, 3, 2)
    first["worst"] = None  # the caller's copy: the next is not changed by it
    again = claims.figures(CardsLeft(at="play 10", **plain), "NS")
    assert len(searches) == once and again == {**first, "worst": 2}
    claims.figures({**plain, "shown_out": None}, "NS")  # none shown out, said otherwise
    assert len(searches) == once

    def anew(cards, side="NS"):
        before = len(searches)
        found = claims.figures(cards, side)
        assert len(searches) > before
        return found

    assert anew({**plain, "shown_out": ["E D"]})["marked"] == 3  # East has no diamond
    assert anew({**plain, "trump": "D"})["trumps_out"] == "W DK W D6"
    assert anew(plain, "EW")["worst"] == 0
    trick = [[seat, format_hand(FINESSE.hands[seat] - {parse_card("CA")} if seat == "S"
                                else FINESSE.hands[seat])] for seat in "NESW"]
    assert anew({**plain, "hands": trick, "trick": ["S CA"]})["worst"] == 2
    assert anew({**plain, "hands": [[seat, format_hand(FINESSE.hands[seat])]
                                    for seat in "WESN"], "leader": "W"})["computed"]
    assert claims.figures({**plain, "shown_out": {"E D"}}, "NS")["marked"] == 3  # a set
    claims._figured.cache_clear()
    assert claims.figures(plain, "NS") == again  # worked out anew: the same figures


def test_a_claim_in_an_ending_is_ruled_without_loading_the_solver(run_ruling):
    """The claim example (four tricks left): the search answers, endplay's solver (~55
    ms to load) stays out of the process."""
    from pathlib import Path

    example = Path(__file__).resolve().parent.parent / "examples" / "claim.yaml"
    status, out, loaded = run_ruling(["infer", str(example)], ["endplay.dds"])
    assert status == 0 and out.startswith("Ruling — Laws of Duplicate Bridge 2017")
    assert "70C" in out  # the ruling on the trump the claimer did not mention
    assert loaded == {"endplay.dds": False}


def test_double_dummy_without_endplay(monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "endplay.dds", None)
    assert double_dummy(TRUMP_OUT, "NS") is None


# (g) The model's limits (Law 70, footnote 21: careless, not irrational). The TRUMP_OUT
# ending of tools/make_claim_cases.py: South ♠A ♣AKQ, North ♥32 ♦32, West ♠J ♥AK ♦A,
# East ♥4 ♣JT9; South on lead. Cashing a club first, West ruffs with the ♠J and leads a
# heart; South, void, ruffs it with the ♠A (he does not discard a club winner while a
# ruff wins the trick), then cashes the clubs: 3 tricks. A claimer aware of the trump
# draws it first: 4.
CLAIM_70C = position("S", "S", ".32.32.", ".4..JT9", "A...AKQ", "J.AK.A.")


def test_the_careless_claimer_still_ruffs_an_opponents_winner():
    assert worst_normal_line(CLAIM_70C, "NS").taken == 3
    assert worst_aware_line(CLAIM_70C, "NS").taken == 4
    first = worst_normal_line(CLAIM_70C, "NS").describe()[0]
    assert "W ruffs with ♠J" in first


def test_a_careless_follower_still_beats_an_opponents_card():
    # West leads the ♥Q; South holds ♥A2: ducking it is not careless but irrational
    pos = position(None, "W", "..2.2", "..3.3", ".A2..", ".QJ..")
    assert set(normal_moves(pos.play(parse_card("HQ")).play(parse_card("D2")).play(
        parse_card("D3")), "S")) == {parse_card("HA")}


def test_a_careless_follower_does_not_throw_a_winner_under_partners():
    # no trump, South on lead: ♠A3 ♦2; North ♠K2 ♣2; West ♠Q4 ♥K; East ♦AKQ. When
    # South's ace wins, North plays the ♠2, not the ♠K (throwing a winner under partner's
    # while holding a small card is irrational, not careless).
    pos = position(None, "S", "K2...2", "..AKQ.", "A3..2.", "Q4.K..")
    after = pos.play(parse_card("SA")).play(parse_card("S4"))
    assert set(normal_moves(after, "N")) == {parse_card("S2")}
    assert worst_normal_line(pos, "NS").tricks[0].cards[2] == ("N", parse_card("S2"))


# (d) No trump, South on lead, three tricks left (the 70E1 cases' ending):
#   North ♦AQ ♣3        East ♥J8 ♣Q        South ♥2 ♦5 ♣A        West ♦K6 ♣J
# South cashes the ♣A (his only winner). Then he holds no winner: he leads towards
# North's ♦A (the side gives up its losers last), not the ♥2, which would let East take
# two hearts. On West's low diamond North may play the ace (careless: the queen then
# loses to the king) or the queen (the finesse): worst normal 2, cashing 3, double dummy 3.
FINESSE = position(None, "S", "..AQ.3", ".J8..Q", ".2.5.A", "..K6.J")


def test_a_hand_without_a_winner_leads_towards_partners():
    after_ace = FINESSE.play(parse_card("CA")).play(parse_card("CJ")).play(
        parse_card("C3")).play(parse_card("CQ"))
    assert after_ace.turn == "S"
    assert set(normal_moves(after_ace, "S")) == {parse_card("D5")}
    assert figures(FINESSE) == (2, 3, 3)
    worst = worst_normal_line(FINESSE, "NS")
    assert worst.tricks[1].cards[2] == ("N", parse_card("DA"))
    assert [t.winner for t in worst.tricks] == ["S", "N", "W"]


def test_a_hand_with_no_way_to_partner_leads_any_card():
    # South holds ♥2 ♣2, no winner; North's only winner is the ♦A: any card of South
    pos = position(None, "S", "..A.3", ".J..Q", ".2..2", "..K.J")
    assert set(normal_moves(pos, "S")) == {parse_card("H2"), parse_card("C2")}


def test_the_line_that_plays_for_a_placed_card():
    # East has shown out of diamonds: West's ♦K (between North's ace and queen) and ♦6
    # (between the queen and South's five) are placed; playing for them (the queen over
    # West's low diamond: so West plays the king, and the ace wins) takes 3
    placed = placed_cards(FINESSE, "NS", ["E D", "E S", "N C"])
    assert placed == {parse_card("DK"), parse_card("D6")}
    line = marked_line(FINESSE, "NS", placed)
    assert line.taken == 3
    assert any(dict(t.cards).get("N") == parse_card("DQ") and t.winner == "N"
               for t in line.tricks)
    # a show-out by the claimer's side, or in a suit nobody else holds, places nothing;
    # nor does one in a suit where the partner's cards lie above all the side's
    assert placed_cards(FINESSE, "NS", ["N D", "W S"]) == frozenset()
    assert placed_cards(FINESSE, "NS", ["W H"]) == frozenset()  # ♥J8 over South's ♥2


def test_playing_for_a_placed_card_crosses_to_the_right_hand():
    # North on lead with ♦AQ ♣3, South ♥2 ♦5 ♣A, West ♦K6 ♣J, East (void in diamonds)
    # ♥J8 ♣Q: the worst normal line leads the ace (a winner) and loses the queen; playing
    # for West's king crosses to the ♣A and leads towards the queen: 3
    pos = position(None, "N", "..AQ.3", ".J8..Q", ".2.5.A", "..K6.J")
    assert worst_normal_line(pos, "NS").taken == 2
    line = marked_line(pos, "NS", placed_cards(pos, "NS", ["E D"]))
    assert line.taken == 3
    assert line.tricks[0].cards[0] == ("N", parse_card("C3"))


def test_a_partners_choice_is_no_placed_card():
    # the 70D2 case's ending (spades trumps, West on lead): East, void in hearts, must
    # keep the right ace on West's ♥A; North's show-out in hearts places South's ♥KQ,
    # but above everything East-West hold there but the ace: nothing to play for
    pos = position("S", "W", "..K.K", "..A.A", ".KQ..", ".A.2.")
    assert placed_cards(pos, "EW", ["N H"]) == frozenset()


def test_endplay_is_imported_without_its_plotting():
    """The door to endplay imports the solver and the parsers, not endplay's __init__
    (matplotlib and numpy's random: half a second of every ruling of a claim)."""
    import subprocess
    import sys

    pytest.importorskip("endplay")
    code = ("import sys\n"
            "from ruling.engine.endplay_door import endplay\n"
            "endplay('dds'); endplay('types'); endplay('parsers.pbn'); endplay('parsers.lin')\n"
            "endplay('utils.play')\n"
            "print(sorted(m for m in ('matplotlib', 'numpy.random', 'endplay.dealer')"
            " if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
