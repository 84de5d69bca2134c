import random

import pytest

from ruling.engine.loader import load_incident_text
from ruling.engine.notation import (
    RANKS,
    SEATS,
    SUITS,
    Card,
    bid,
    lho,
    parse_card,
    parse_entry,
    parse_hand,
    side,
)
from ruling.engine.play import (
    analyse_play,
    legal_cards,
    rotation,
    trick_of,
    trick_winner,
    trump_of,
)
from ruling.engine.session import rule_on


def cards(*texts):
    return [parse_card(t) for t in texts]


def trick(*pairs):
    """trick("S HA", "W H2", ...) -> [(seat, Card), ...]"""
    return [(p.split()[0], parse_card(p.split()[1])) for p in pairs]


def entries(*texts):
    return [parse_entry(t, "play") for t in texts]


def reference_winner(played, trump):
    """Written apart from engine.play: highest trump, else highest of the suit led."""
    led = played[0][1].suit
    return max(played, key=lambda sc: (sc[1].suit == trump, sc[1].suit == led,
                                       sc[1].value))[0]


def deal(seed):
    deck = [Card(s, r) for s in SUITS for r in RANKS]
    random.Random(seed).shuffle(deck)
    return {seat: frozenset(deck[13 * i:13 * i + 13]) for i, seat in enumerate(SEATS)}


def play_out(hands, declarer, trump, n_tricks=13):
    """Play legally: the leader leads his highest card, followers play their lowest
    card of the suit led, else ruff low, else discard low. Returns the entry texts and
    the winning seat of each trick."""
    held = {seat: set(h) for seat, h in hands.items()}
    low = lambda c: (c.value, c.suit)  # noqa: E731
    leader, texts, winners = lho(declarer), [], []
    for _ in range(n_tricks):
        played = []
        for seat in rotation(leader):
            if not played:
                card = max(held[seat], key=low)
            else:
                led = played[0][1].suit
                same = [c for c in held[seat] if c.suit == led]
                ruffs = [c for c in held[seat] if c.suit == trump]
                card = min(same or ruffs or held[seat], key=low)
            held[seat].remove(card)
            played.append((seat, card))
            texts.append(f"{seat} {card}")
        leader = reference_winner(played, trump)
        winners.append(leader)
    return texts, winners


# --- trick winners --------------------------------------------------------------


def test_no_trump_highest_card_of_suit_led_wins():
    t = trick("W H5", "N HK", "E SA", "S H9")
    assert trick_winner(t, None) == "N"
    assert trick_winner(t, "NT") == "N"


def test_lead_wins_when_nobody_beats_it():
    assert trick_winner(trick("E DQ", "S D2", "W CA", "N D7"), None) == "E"


def test_ruff_wins_and_overruff_beats_it():
    assert trick_winner(trick("W HA", "N S2", "E H3", "S H4"), "S") == "N"
    assert trick_winner(trick("W HA", "N S2", "E S3", "S H4"), "S") == "E"
    # a higher card of the suit led does not beat a ruff; a discard never wins
    assert trick_winner(trick("W H5", "N S2", "E HA", "S DA"), "S") == "N"


def test_trump_lead_is_won_by_highest_trump():
    assert trick_winner(trick("S S2", "W ST", "N SJ", "E HA"), "S") == "N"


def test_trump_of_contract():
    assert trump_of(bid(4, "S")) == "S"
    assert trump_of(bid(3, "NT")) is None


def test_legal_cards():
    hand = frozenset(cards("SA", "S2", "HK", "D3"))
    assert legal_cards(hand, "S") == frozenset(cards("SA", "S2"))
    assert legal_cards(hand, "C") == hand  # void: any card
    assert legal_cards(hand, None) == hand  # on lead: any card


# --- legal play -----------------------------------------------------------------


@pytest.mark.parametrize("seed,strain,declarer", [(1, "S", "S"), (2, "NT", "N"),
                                                   (3, "H", "E"), (4, "C", "W")])
def test_a_whole_deal_played_legally(seed, strain, declarer):
    hands = deal(seed)
    trump = None if strain == "NT" else strain
    texts, winners = play_out(hands, declarer, trump)
    record = analyse_play(bid(4, strain), declarer, hands, entries(*texts))

    assert len(record.tricks) == 13 and all(t.complete for t in record.tricks)
    assert [t.winner for t in record.tricks] == winners
    expected = {"NS": 0, "EW": 0}
    for w in winners:
        expected[side(w)] += 1
    assert record.tricks_won == expected
    assert record.tricks[0].leader == lho(declarer)
    for before, after in zip(record.tricks, record.tricks[1:], strict=False):
        assert after.leader == before.winner  # the lead goes to the winner
    for ev in record.events:
        assert ev.in_turn and ev.fate == "stands" and not ev.revoke and not ev.unexplained
        assert ev.could_follow is not False or ev.followed_suit is False
    assert [ev.is_lead for ev in record.events] == [i % 4 == 0 for i in range(52)]
    assert [ev.position for ev in record.events] == [i % 4 + 1 for i in range(52)]
    assert [ev.trick for ev in record.events] == [i // 4 + 1 for i in range(52)]
    assert record.revokes == []
    assert record.remaining == {seat: frozenset() for seat in SEATS}
    assert record.next_leader is None and record.turn is None
    assert len(record.events[5].holding_before) == 12


def test_leads_rotate_to_the_winner_and_dummy_tricks_count_for_declarer():
    # 4S by S: dummy (N) wins trick 1 and leads trick 2, E wins it, declarer wins trick 3
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W HK", "N HA", "E H2", "S H3",      # dummy wins
        "N D2", "E DA", "S D3", "W D4",      # E wins
        "E C2", "S CA", "W C3", "N C4",      # declarer wins
        "S S2",
    ))
    assert [t.winner for t in record.tricks[:3]] == ["N", "E", "S"]
    assert [t.leader for t in record.tricks] == ["W", "N", "E", "S"]
    assert record.tricks_won == {"NS": 2, "EW": 1}
    assert record.dummy == "N" and record.opening_leader == "W"
    assert record.tricks[3].complete is False and record.turn == "W"
    assert record.next_leader is None  # a trick is in progress
    assert all(ev.in_turn for ev in record.events)
    assert trick_of(record, 5).number == 2


# --- revokes --------------------------------------------------------------------

REVOKE_HANDS = {
    "N": parse_hand("AK.432.432.5432"),
    "E": parse_hand("432.AK.5432.432"),
    "S": parse_hand("5.QJT9.AKQJ.AKQJ"),
    "W": parse_hand("QJT9876.8765.T9.-"),
}
# Declarer S. E holds spades; W has no clubs.


def test_revoke_with_hands_followed_by_the_next_trick():
    # 4H by S. W leads S; E discards a diamond while holding spades: a revoke.
    record = analyse_play(bid(4, "H"), "S", REVOKE_HANDS, entries(
        "W SQ", "N SA", "E D2", "S S5",   # E revokes; N wins
        "N C2", "E C3",                   # E (the offender) plays to trick 2
    ))
    ev = record.events[2]
    assert ev.followed_suit is False and ev.could_follow is True and ev.revoke
    assert ev.follow_evidence == "hand"
    assert record.tricks[0].winner == "N"
    [rev] = record.revokes
    assert (rev.seat, rev.card, rev.trick, rev.suit_led) == ("E", parse_card("D2"), 1, "S")
    assert rev.next_by == "next-trick"
    assert rev.next_at == 5  # E C3, not N C2 (the non-offending side)
    assert rev.trick_winner == "N" and rev.side == "EW"


def test_revoke_followed_by_the_offenders_partners_card():
    record = analyse_play(bid(4, "H"), "S", REVOKE_HANDS, entries(
        "W SQ", "N S4", "E D2", "S S5",   # E revokes; W wins with the queen
        "W ST",                           # W, E's partner, leads to trick 2
    ))
    [rev] = record.revokes
    assert rev.next_at == 4 and rev.trick_winner == "W"


def test_not_a_revoke_when_void():
    record = analyse_play(bid(4, "H"), "S", REVOKE_HANDS, entries(
        "W S6", "N SA", "E S2", "S S5",   # N wins
        "N C2", "E C3", "S CA", "W H5",   # W has no clubs
    ))
    ev = record.events[7]
    assert ev.followed_suit is False and ev.could_follow is False and not ev.revoke
    assert ev.follow_evidence == "hand" and record.revokes == []


def test_no_revoke_detected_without_hands():
    record = analyse_play(bid(4, "H"), "S", {}, entries(
        "W SQ", "N SA", "E D2", "S S5", "N C2", "E C3",
    ))
    ev = record.events[2]
    assert ev.followed_suit is False and ev.could_follow is None and not ev.revoke
    assert ev.holding_before is None
    assert record.revokes == [] and record.remaining == {}


def test_revoke_proved_by_a_later_card_without_hands():
    record = analyse_play(bid(4, "H"), "S", {}, entries(
        "W SQ", "N SA", "E D2", "S S5",
        "N C2", "E C3", "S CA", "W C4",
        "S SK", "W S6", "N S7", "E S8",  # E plays a spade: he held one at trick 1
    ))
    [rev] = record.revokes
    assert rev.evidence == "later-play" and rev.next_at == 5
    assert record.events[2].could_follow is True


def test_revoke_card_taken_back_first():
    record = analyse_play(bid(4, "H"), "S", REVOKE_HANDS, entries(
        "W SQ", "N SA", "E D2", "S S5",
        "S asks E", "E withdraws D2", "E S2",
        "N C2",
    ))
    revoke_card, withdrawal, substitute = record.events[2], record.events[5], record.events[6]
    assert revoke_card.revoke and revoke_card.fate == "withdrawn"
    assert withdrawal.refers_to == 2 and withdrawal.trick == 1
    assert substitute.trick == 1 and substitute.in_turn and substitute.followed_suit
    [rev] = record.revokes
    assert rev.next_by == "withdrawal" and rev.next_at == 5
    first = record.tricks[0]
    assert first.complete and first.card_of("E") == parse_card("S2")
    assert parse_card("D2") in record.remaining["E"]
    assert parse_card("S2") not in record.remaining["E"]
    assert record.tricks[1].leader == "N"


def test_revoke_card_taken_back_after_the_non_offenders_led_to_the_next_trick():
    record = analyse_play(bid(4, "H"), "S", REVOKE_HANDS, entries(
        "W SQ", "N SA", "E D2", "S S5",
        "N C2",                            # dummy leads: the revoke is not yet established
        "E withdraws D2", "E S2",          # the substitute goes back to trick 1
        "E C3",
    ))
    assert record.events[6].trick == 1 and record.events[6].in_turn
    assert record.events[7].trick == 2 and record.events[7].in_turn
    assert record.tricks[0].complete and record.tricks[0].card_of("E") == parse_card("S2")
    [rev] = record.revokes
    assert rev.next_by == "withdrawal"


def test_revoke_followed_by_a_concession_of_the_offending_side():
    record = analyse_play(bid(4, "H"), "S", REVOKE_HANDS, entries(
        "W SQ", "N SA", "E D2", "S S5", "S claims 12", "W concedes 1",
    ))
    [rev] = record.revokes
    assert rev.next_by == "concession" and rev.next_at == 5
    assert [ev.index for ev in record.claims] == [4, 5]


# --- leads out of turn ----------------------------------------------------------
# What became of a lead out of turn is the laws' to say (Laws 53-56): the walk replays
# the record with the readings the rules concluded. The walk alone is tested with the
# readings given; the stories, through the rules (``ruled``).


def ruled(*texts, hands=None, contract="4S", findings=None):
    """The play record as the ruling replayed it, the rules having read it (2017)."""
    lines = ["laws: 2017", f"contract: {contract}", "declarer: S"]
    if hands:
        lines += ["hands:"] + [f"  {seat}: {hand}" for seat, hand in hands.items()]
    lines += ["play:"] + [f"  - {text}" for text in texts]
    if findings:
        lines += ["findings:"] + [f"  {key}: {str(value).lower()}"
                                  for key, value in findings.items()]
    ruling = rule_on(load_incident_text("\n".join(lines) + "\n"))
    assert not ruling.unsettled
    return ruling.play


def test_a_lead_out_of_turn_without_a_reading_lies_where_it_was_put():
    record = analyse_play(bid(4, "S"), "S", {}, entries("E HK", "TD"))
    ev = record.events[0]
    assert ev.is_lead and not ev.in_turn and ev.out_of_turn_at == "W"
    assert ev.fate == "undecided" and record.turn == "S"  # the card lies as the lead


def test_the_walk_follows_the_readings():
    hands = {"E": parse_hand("-.KQ2.-.-")}
    texts = entries("E HK", "TD", "W D5", "N D2", "E HQ", "S D3")
    record = analyse_play(bid(4, "S"), "S", hands, texts, {0: "not-played"})
    ev = record.events[0]
    assert ev.fate == "not-played" and not ev.in_turn and ev.out_of_turn_at == "W"
    t = record.tricks[0]
    assert t.leader == "W" and t.suit_led == "D" and t.complete
    assert t.not_played == [("E", parse_card("HK"), 0)]
    assert record.events[2].in_turn and record.events[2].is_lead
    assert parse_card("HK") in record.remaining["E"]  # back in the hand
    stands = analyse_play(bid(4, "S"), "S", {}, entries("E HK", "S H2"), {0: "stands"})
    assert stands.events[0].fate == "stands" and stands.events[1].in_turn
    spread = analyse_play(bid(4, "S"), "S", {}, entries("E HK", "S spreads", "S H2"),
                          {0: "stands", 1: "becomes-dummy"})
    assert spread.declarer_swapped and spread.declarer == "N" and spread.dummy == "S"
    assert spread.events[2].role == "dummy" and spread.claims == []
    claim = analyse_play(bid(4, "S"), "S", {}, entries("E HK", "S spreads"))
    assert not claim.declarer_swapped and [ev.index for ev in claim.claims] == [1]


def test_opening_lead_out_of_turn_accepted_by_the_next_hand_playing():
    record = ruled("E HK", "S H2", "W H3", "N H4")
    ev = record.events[0]
    assert ev.leader_should_be == "W" and ev.fate == "stands" and not ev.premature
    assert record.tricks[0].leader == "E" and record.tricks[0].complete
    assert all(e.in_turn for e in record.events[1:])
    assert record.tricks[0].winner == "E"


def test_lead_out_of_turn_accepted_by_word():
    record = ruled("E HK", "TD", "S accepts", "S H2")
    assert record.events[0].fate == "stands"
    assert record.events[2].refers_to == 0
    assert record.events[3].in_turn and record.events[3].director_called


def test_lead_out_of_turn_not_accepted_the_right_player_leads():
    record = ruled("E HK", "TD", "W D5", "N D2", "E HQ", "S D3",
                   hands={"E": "AKQJT9.KQ2.AKQJ.-"})
    assert record.events[0].fate == "not-played"
    assert record.tricks[0].leader == "W" and record.events[2].in_turn
    assert parse_card("HK") in record.remaining["E"]


def test_lead_out_of_turn_refused_in_words_goes_back_to_the_hand():
    record = ruled("E HK", "TD", "S chooses refuse", "S chooses require-H",
                   hands={"E": "AKQJT9.KQ2.AKQJ.-"})
    ev = record.events[0]
    assert ev.fate == "not-played" and ev.leader_should_be == "W"
    assert record.tricks == [] and record.turn == "W" and record.next_leader == "W"
    said = record.events[3]  # declarer's next statement comes before West's lead
    assert said.turn == "W" and said.position == 1 and said.trick == 1


def test_lead_out_of_turn_accepted_in_words_stands():
    record = ruled("E HK", "TD", "S chooses accept-and-play-second")
    assert record.events[0].fate == "stands" and record.turn == "S"
    record = ruled("W HQ", "N HA", "E H2", "S H6", "E D6", "S chooses accept")
    assert record.events[4].fate == "stands" and record.turn == "S"


def test_only_the_player_who_may_accept_a_lead_answers_it_in_words():
    def fate(*texts):
        return ruled(*texts).events[0].fate

    assert fate("E HK", "N chooses refuse") == "undecided"  # dummy has no say
    assert fate("E HK", "W chooses refuse") == "undecided"  # nor the offender's side
    assert fate("E HK", "S chooses require-H") == "undecided"  # not an answer to the lead
    assert fate("S HK", "W chooses refuse") == "not-played"  # 54E: the card goes back
    assert fate("E HK", "N spreads", "S chooses refuse") == "stands"  # 54C: must accept


def test_the_defender_next_in_turn_prevails_over_his_partners_word():
    trick_one = ("W HQ", "N HA", "E H2", "S H6")  # dummy wins; declarer leads from hand

    def fate(*texts):
        return ruled(*trick_one, "S SA", *texts).events[4].fate

    assert fate("E chooses refuse", "W chooses accept") == "stands"
    assert fate("W chooses refuse", "E chooses accept") == "not-played"
    assert fate("E chooses refuse") == "not-played"  # West said nothing
    assert fate("E chooses accept", "TD") == "stands"


def test_declarer_leads_from_the_wrong_hand():
    record = ruled("W H2", "N HA", "E H3", "S H4",    # dummy wins
                   "S C2", "W C3", contract="3NT")    # declarer leads from hand; W plays to it
    ev = record.events[4]
    assert not ev.in_turn and ev.out_of_turn_at == "N" and ev.leader_should_be == "N"
    assert not ev.premature and not ev.fifth_card and ev.fate == "stands"
    assert record.tricks[1].leader == "S"


def test_declarer_lead_from_the_wrong_hand_replaced_by_dummy():
    record = ruled("W H2", "N HA", "E H3", "S H4", "S C2", "N warns S", "N C5", "E C6",
                   contract="3NT")
    assert record.events[4].fate == "not-played"
    assert record.tricks[1].leader == "N" and record.events[6].in_turn


def test_declarer_spreads_after_opening_lead_out_of_turn():
    record = ruled("E HK", "S spreads", "S H2")
    assert record.events[0].fate == "stands"
    assert record.declarer_swapped and record.declarer == "N" and record.dummy == "S"
    assert record.events[2].role == "dummy" and record.claims == []


def test_lead_out_of_turn_when_the_player_on_lead_is_next_in_rotation():
    # 4S by S. W wins trick 1, so W is on lead; declarer leads instead. W is also
    # declarer's LHO: a card of the suit led plays to it, another suit is his own lead.
    first = ("W HA", "N H2", "E H3", "S H4", "S C2")
    played_to = ruled(*first, "W C3", "N C4")
    assert played_to.events[4].fate == "stands" and played_to.tricks[1].leader == "S"
    own_lead = ruled(*first, "TD", "W D5", "N D2")
    assert own_lead.events[4].fate == "not-played"
    assert own_lead.tricks[1].leader == "W" and own_lead.events[6].in_turn
    discard = ruled(*first, "W D5", "N C4", hands={"W": "AKQJT987.A.5432.-"})
    assert discard.events[4].fate == "stands" and discard.tricks[1].leader == "S"


# --- premature play and fifth cards ---------------------------------------------


def test_defender_playing_at_his_rhos_turn_is_not_premature():
    # 4S by S. Trick 2 is led by dummy; W plays before declarer (W's RHO).
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W H2", "N HA", "E H3", "S H4",    # N wins
        "N D2", "E D5", "W D6", "S D7",    # W plays at S's turn; nobody replays
    ))
    ev = record.events[6]
    assert not ev.in_turn and ev.out_of_turn_at == "S" and not ev.premature
    assert ev.fate == "stands" and record.events[7].in_turn
    assert record.tricks[1].complete and record.tricks[1].winner == "S"


def test_card_played_early_and_replayed_at_its_turn():
    # 4S by N: E leads, S (dummy) is next; W plays first, then again at his turn.
    record = analyse_play(bid(4, "S"), "N", {}, entries(
        "E H5", "W HK", "TD", "S H2", "W HK", "N H3",
    ))
    ev = record.events[1]
    assert not ev.in_turn and ev.out_of_turn_at == "S" and not ev.premature
    assert ev.fate == "not-played" and ev.position == 2
    assert record.events[4].in_turn and record.events[4].fate == "stands"
    assert record.tricks[0].card_of("W") == parse_card("HK")
    assert record.tricks[0].complete and record.tricks[0].winner == "W"


def test_premature_play_by_a_defender_before_his_partner():
    # 4S by S. Dummy leads trick 2; W (defender) plays when it is E's turn.
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W H2", "N HA", "E H3", "S H4",    # N wins
        "N D2", "W D5",                    # premature: his partner E has not played
        "TD", "E D6", "S D7", "W D8",      # W plays to the trick again at his turn
    ))
    ev = record.events[5]
    assert ev.premature and not ev.in_turn and ev.out_of_turn_at == "E"
    assert ev.fate == "not-played" and ev.position == 2
    t = record.tricks[1]
    assert t.complete and t.card_of("W") == parse_card("D8") and t.winner == "W"
    assert t.not_played == [("W", parse_card("D5"), 5)]
    assert all(e.in_turn for e in record.events[7:])


def test_premature_play_left_in_the_trick_when_not_replayed():
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W H2", "N HA", "E H3", "S H4",
        "N D2", "W D5", "E D6", "S D7",
    ))
    assert record.events[5].premature and record.events[5].fate == "stands"
    assert record.tricks[1].complete and record.tricks[1].winner == "S"


def test_premature_play_undecided_when_the_record_stops():
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W H2", "N HA", "E H3", "S H4", "N D2", "W D5", "TD",
    ))
    assert record.events[5].premature and record.events[5].fate == "undecided"
    assert record.turn == "E"


def test_declarer_playing_early_is_not_premature():
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W H2", "S H4", "N HA", "E H3",    # S plays before dummy: not a defender
    ))
    ev = record.events[1]
    assert not ev.in_turn and ev.out_of_turn_at == "N" and not ev.premature
    assert ev.fate == "stands" and record.tricks[0].complete


def test_fifth_card_not_taken_as_a_lead():
    record = ruled("W H2", "N H3", "E H4", "S HA",    # S wins
                   "W H5",                            # W plays on: a fifth card
                   "TD", "S C2", "W C3", findings={"intended_lead": False})
    ev = record.events[4]
    assert ev.fifth_card and not ev.in_turn and ev.out_of_turn_at == "S"
    assert ev.fate == "not-played" and ev.trick == 2
    assert record.tricks[1].leader == "S" and record.events[6].in_turn
    assert record.tricks[1].not_played == [("W", parse_card("H5"), 4)]


def test_fifth_card_taken_as_the_lead():
    record = ruled("W H2", "N H3", "E H4", "S HA",
                   "W H5", "N H6", "E H7", "S H8",    # deemed W's lead to trick 2
                   findings={"intended_lead": True})
    ev = record.events[4]
    assert ev.fifth_card and ev.fate == "stands" and not ev.in_turn and ev.is_lead  # as seen
    assert record.tricks[1].leader == "W" and record.tricks[1].winner == "S"


def test_lead_by_another_player_after_a_trick_is_not_a_fifth_card():
    record = ruled("W H2", "N H3", "E H4", "S HA", "E C2", "S C3")
    ev = record.events[4]
    assert not ev.fifth_card and not ev.in_turn and ev.fate == "stands"


def test_lead_to_the_next_trick_before_partner_played():
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "S H2", "W HA", "N H3",            # declarer S led (out of turn, accepted); E's turn
        "W C5",                            # W leads again before partner played
        "E H4",
        "N C2",                            # N (W's LHO) plays to it: it was the lead
    ))
    ev = record.events[3]
    assert ev.already_played and ev.premature and ev.fate == "stands"
    assert ev.trick == 2 and ev.is_lead and ev.leader_should_be == "W"
    assert record.tricks[0].winner == "W" and record.tricks[1].leader == "W"
    assert record.events[5].in_turn


def test_second_of_two_cards_at_once_is_no_lead_to_the_next_trick():
    # E plays two cards at once in third seat; declarer S, his LHO, wins the trick
    # fourth and leads the next: E's second card is not the lead S plays to
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W H2", "N H3", "E H5", "E H7 simultaneous",
        "S HA",                            # S wins trick 1
        "S S2", "W S3", "N S4", "E S5",    # and leads trick 2
    ))
    second = record.events[3]
    assert second.already_played and not second.is_lead and second.fate == "not-played"
    assert record.tricks[0].winner == "S" and record.tricks[0].card_of("E") == parse_card("H5")
    assert record.tricks[1].leader == "S" and record.tricks[1].complete
    assert record.events[5].is_lead and record.events[5].in_turn
    assert not record.events[8].fifth_card and record.events[8].in_turn


def test_second_of_two_cards_at_once_undecided_when_no_one_plays_on():
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W HK", "N H2", "E H5", "E H7 simultaneous", "S H3"))
    second = record.events[3]
    assert second.fate == "undecided" and not second.is_lead
    assert record.tricks[0].complete and len(record.tricks) == 1


# --- other entries --------------------------------------------------------------


def test_exposed_card_stays_in_the_hand():
    hands = {"W": parse_hand("K.Q.-.-")}
    record = analyse_play(bid(4, "S"), "S", hands, entries("W exposes HQ", "W SK"))
    assert record.events[0].card == parse_card("HQ") and record.events[0].trick == 1
    assert record.remaining["W"] == frozenset(cards("HQ"))


def test_dummy_card_checked_against_the_designation():
    record = analyse_play(bid(4, "S"), "S", {}, entries(
        "W H2", "S names HQ", "N HK", "E H3", "S H4",
        "N C2", "E C3", "S names low", "S C4",
    ))
    ev = record.events[2]
    assert ev.designated_by == 1 and ev.matches_designation is False


def test_nothing_crashes_on_odd_records():
    hands = {"W": parse_hand("K.Q.-.-")}
    record = analyse_play(bid(4, "S"), "S", hands, entries(
        "W DA",                            # not in W's hand
        "E withdraws S2",                  # never played
        "N accepts",
    ))
    assert record.events[0].unexplained and record.events[1].unexplained
    texts, _ = play_out(deal(7), "S", "S")
    record = analyse_play(bid(4, "S"), "S", {}, entries(*texts, "W C2"))
    assert record.events[-1].unexplained and record.events[-1].fate == "not-played"


def test_a_card_already_in_a_trick_is_noted_until_it_is_withdrawn():
    """A card played again while it lies in a trick is noted as unexplained; once
    withdrawn, it is in no trick, and played again it is not noted."""
    twice = analyse_play(bid(4, "H"), "S", {}, entries(
        "W SQ", "N SA", "E S2", "S S5",
        "N SA",                            # the ace of trick 1 again
    ))
    assert twice.events[4].unexplained
    assert "SA is already in a trick" in twice.events[4].notes
    assert not any(ev.unexplained for ev in twice.events[:4])
    back = analyse_play(bid(4, "H"), "S", {}, entries(
        "W SQ", "N SA", "N withdraws SA",  # dummy's ace taken back: in no trick
        "N SA",                            # and played again
        "E S2", "S S5",
    ))
    assert not back.events[3].unexplained and back.events[3].trick == 1
    assert back.tricks[0].card_of("N") == parse_card("SA")
