import pytest

from ruling.engine.deals import (
    DECK,
    deal_from_pbn,
    declarer_tricks,
    hands_yaml,
    legal_play,
    pbn_deal,
    play_yaml,
    random_deal,
    trick_winners,
)
from ruling.engine.notation import Card, NotationError, lho, parse_entry, parse_hand

# Each player holds one whole suit: N spades, E hearts, S diamonds, W clubs.
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def _reference_winner(trick, trump):
    """Written apart from engine.deals: highest trump played, else highest of the suit led."""
    order = "23456789TJQKA"
    trumps = [(seat, card) for seat, card in trick if card.suit == trump]
    candidates = trumps or [(seat, card) for seat, card in trick if card.suit == trick[0][1].suit]
    return max(candidates, key=lambda entry: order.index(entry[1].rank))[0]


# --- deals ---------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(20))
def test_random_deal_has_52_distinct_cards_13_each(seed):
    hands = random_deal(seed)
    assert list(hands) == ["N", "E", "S", "W"]
    assert all(len(hand) == 13 for hand in hands.values())
    every = [card for hand in hands.values() for card in hand]
    assert len(set(every)) == 52
    assert set(every) == set(DECK)


def test_random_deal_is_deterministic():
    assert random_deal(7) == random_deal(7)
    assert random_deal(7) != random_deal(8)


def test_deal_from_pbn_reads_clockwise_from_the_first_seat():
    hands = deal_from_pbn("E:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
                          "...AKQJT98765432")
    assert hands["E"] == parse_hand("AKQJT98765432...")  # first hand is East's
    assert hands["S"] == parse_hand(".AKQJT98765432..")
    assert hands["W"] == parse_hand("..AKQJT98765432.")
    assert hands["N"] == parse_hand("...AKQJT98765432")


def test_pbn_round_trip():
    hands = random_deal(3)
    assert deal_from_pbn(pbn_deal(hands)) == hands
    assert deal_from_pbn(pbn_deal(hands, "W")) == hands
    assert deal_from_pbn("n: " + pbn_deal(hands)[2:]) == hands


@pytest.mark.parametrize(
    "text",
    [
        "AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",  # no seat
        "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.",  # three hands
        "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543",  # 12 cards
        "N:AKQJT98765432... AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432",  # repeated
        "X:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",  # bad seat
    ],
)
def test_bad_pbn_is_refused(text):
    with pytest.raises(NotationError):
        deal_from_pbn(text)


# --- play ----------------------------------------------------------------------

def test_notrump_one_suit_each_defender_runs_his_suit():
    hands = deal_from_pbn(ONE_SUIT_EACH)
    play = legal_play(hands, "NT", "S")
    # West (declarer's LHO) leads his longest suit from the top; the others discard low
    assert play[:4] == [("W", Card("C", "A")), ("N", Card("S", "2")),
                        ("E", Card("H", "2")), ("S", Card("D", "2"))]
    assert trick_winners(play, "NT") == ["W"] * 13
    assert declarer_tricks(play, "NT", "S") == 0


def test_trump_contract_dummy_ruffs_and_keeps_the_lead():
    hands = deal_from_pbn(ONE_SUIT_EACH)
    play = legal_play(hands, "S", "S")
    # North, void in clubs, ruffs with the lowest trump, then leads spades from the top
    assert play[:8] == [("W", Card("C", "A")), ("N", Card("S", "2")),
                        ("E", Card("H", "2")), ("S", Card("D", "2")),
                        ("N", Card("S", "A")), ("E", Card("H", "3")),
                        ("S", Card("D", "3")), ("W", Card("C", "2"))]
    assert trick_winners(play, "S") == ["N"] * 13
    assert declarer_tricks(play, "S", "S") == 13


def test_legal_play_does_not_change_the_hands():
    hands = random_deal(1)
    before = dict(hands)
    legal_play(hands, "H", "N")
    assert hands == before


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("strain", ["C", "D", "H", "S", "NT"])
def test_legal_play_is_legal(seed, strain):
    hands = random_deal(seed)
    declarer = "NESW"[seed % 4]
    trump = None if strain == "NT" else strain
    play = legal_play(hands, strain, declarer)

    assert len(play) == 52
    assert {card for _, card in play} == set(DECK)
    remaining = {seat: set(hand) for seat, hand in hands.items()}
    leader = lho(declarer)
    for t in range(13):
        trick = play[4 * t: 4 * t + 4]
        # the previous winner (declarer's LHO at trick one) leads; then clockwise
        assert [seat for seat, _ in trick] == [leader, *(
            "NESW"[("NESW".index(leader) + i) % 4] for i in (1, 2, 3))]
        led = trick[0][1].suit
        for seat, card in trick:
            assert card in remaining[seat]  # a card of the player's own hand
            if card.suit != led:  # may only show out when void in the suit led
                assert not any(c.suit == led for c in remaining[seat])
            remaining[seat].remove(card)
        leader = _reference_winner(trick, trump)
        assert trick_winners(play, strain)[t] == leader
    assert all(not hand for hand in remaining.values())


def test_unknown_strategy_or_strain_is_refused():
    with pytest.raises(ValueError):
        legal_play(random_deal(0), "NT", "S", strategy="best")
    with pytest.raises(ValueError):
        legal_play(random_deal(0), "Z", "S")


# --- incident-file strings -----------------------------------------------------

def test_hands_yaml_gives_pbn_hands_that_parse_back():
    hands = random_deal(5)
    text = hands_yaml(hands)
    assert list(text) == ["N", "E", "S", "W"]
    assert {seat: parse_hand(h) for seat, h in text.items()} == hands
    assert hands_yaml(deal_from_pbn(ONE_SUIT_EACH))["N"] == "AKQJT98765432..."


def test_play_yaml_gives_entries_that_parse_back():
    hands = random_deal(9)
    play = legal_play(hands, "D", "E")
    lines = play_yaml(play)
    assert len(lines) == 52
    assert lines[0].split()[0] == "S"  # East declares: South leads
    for line, (seat, card) in zip(lines, play, strict=True):
        entry = parse_entry(line, "play")
        assert (entry.verb, entry.seat, entry.card) == ("play", seat, card)
