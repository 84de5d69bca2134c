"""The auction record: turns, sufficiency, Law 19, the end of the auction, and fates."""

from ruling.engine.auction import analyse_auction
from ruling.engine.notation import parse_entry


def replay(dealer, *entries):
    return analyse_auction(dealer, [parse_entry(e, "auction") for e in entries])


def entries(*texts):
    return [parse_entry(e, "auction") for e in texts]


def kinds(auction):
    return [(e.kind, e.index) for e in auction.events if e.kind != "call"]


def test_a_regular_auction_gives_contract_and_declarer():
    a = replay("E", "E 1H", "S P", "W 2H", "N P", "E 4H", "S X", "W P", "N P", "E P")
    assert a.complete and a.contract.kind == "bid" and str(a.contract) == "4H"
    assert a.doubled == 1
    assert a.declarer == "E"  # first of E-W to name hearts
    assert all(c.relation == "self" for c in a.calls)


def test_declarer_is_the_first_of_the_side_to_name_the_strain():
    a = replay("N", "N 1H", "E P", "S 2C", "W P", "N 2NT", "E P", "S 3NT", "W P", "N P", "E P")
    assert str(a.contract) == "3NT" and a.declarer == "N"


def test_four_passes_pass_the_board_out():
    a = replay("S", "S P", "W P", "N P", "E P")
    assert a.complete and a.passed_out and a.contract is None


def test_turns_and_relations_of_calls_out_of_rotation():
    # dealer N; E calls first (at his RHO's turn), S at his partner's turn, W at his LHO's
    for seat, relation in (("E", "rho"), ("S", "partner"), ("W", "lho")):
        call = replay("N", f"{seat} 1C").calls[0]
        assert call.turn == "N" and call.relation == relation


def test_sufficiency_is_against_the_last_bid():
    a = replay("N", "N 1S", "E 1H", "S 1NT")
    assert [c.sufficient for c in a.calls] == [True, False, True]
    assert a.calls[1].last_bid is not None and str(a.calls[1].last_bid) == "1S"


def test_law_19_doubles_and_redoubles():
    a = replay("N", "N 1S", "E X", "S XX", "W P")
    assert [c.permitted for c in a.calls[1:3]] == [True, True]
    assert replay("N", "N 1S", "E P", "S X").calls[2].permitted is False  # partner's bid
    assert replay("N", "N X").calls[0].permitted is False  # nothing to double
    assert replay("N", "N 1S", "E XX").calls[1].permitted is False  # nothing to redouble
    assert replay("N", "N 1S", "E X", "S P", "W XX").calls[3].permitted is False  # own double
    assert replay("N", "N 1S", "E X", "S P", "W P", "N XX").calls[4].permitted is True
    assert replay("N", "N 1S", "E X", "S X").calls[2].permitted is False  # already doubled


def test_a_bid_above_seven_and_a_call_after_the_final_pass():
    assert replay("N", "N 8S").calls[0].above_seven
    a = replay("N", "N 1S", "E P", "S P", "W P", "N 2S")
    assert a.complete and a.calls[-1].after_close and str(a.contract) == "1S"


def test_lho_calling_over_an_insufficient_bid():
    a = replay("N", "N 1S", "E 1H", "S 2H")
    assert ("called-over", 2) in kinds(a)
    assert a.standing == [0, 1, 2]


def test_after_the_director_the_offender_replaces_his_insufficient_bid():
    a = replay("N", "N 1S", "E 1H", "TD", "E 2H")
    assert ("cancelled", 3) in kinds(a)
    replacement = a.calls[-1]
    assert replacement.replaces == 1 and replacement.lowest_sufficient_same_strain
    assert replacement.after_director and a.standing == [0, 3]


def test_a_call_out_of_rotation_read_cancelled_is_cancelled_by_the_correct_player():
    # whether it is, is the laws' (2017 28B, 29B): the walk replays the rules' reading
    a = analyse_auction("N", entries("E 1H", "N P"), {0: "cancelled"})
    cancel = next(e for e in a.events if e.kind == "cancelled")
    assert cancel.of == 0 and cancel.how == "correct-player"
    assert a.standing == [1]
    unread = replay("N", "E 1H", "N P")
    assert not any(e.kind == "cancelled" for e in unread.events)
    assert unread.standing == [0, 1] and unread.calls[1].relation != "self"


def test_the_offender_calling_again_at_his_turn_replaces_his_cancelled_call():
    a = replay("N", "E 1H", "TD", "N P", "E 1H")
    assert a.calls[-1].replaces == 0 and a.calls[-1].same_as_replaced
    assert a.calls[-1].relation == "self"


def test_inadmissible_double_condoned_then_reverted():
    # S doubles partner's bid at his turn; W calls over it; after the TD, S calls again
    a = replay("N", "N 1S", "E P", "S X", "W 2H", "TD", "S 2S")
    cancelled = sorted(e.of for e in a.events if e.kind == "cancelled")
    assert cancelled == [2, 3] and a.calls[-1].replaces == 2


def test_three_passes_hiding_a_turn_read_reverts_do_not_end_the_auction():
    # whether they do, is the laws' (2017 17D3, 1987 34): the walk replays the reading
    texts = ("N 1S", "S P", "W P", "N P", "E 2H")
    a = analyse_auction("N", entries(*texts), {3: "reverts"})
    assert not a.complete
    cancelled = sorted(e.of for e in a.events if e.kind == "cancelled" and e.how == "missed-turn")
    assert cancelled == [1, 2, 3]
    unread = replay("N", *texts)
    assert unread.calls[3].missed_turn == "E" and unread.calls[3].missed_from == 1
    assert unread.complete and unread.calls[4].after_close


def test_a_change_of_call_takes_the_place_of_the_call():
    a = replay("N", "N 1C", "N changes 1D", "E P")
    change = a.calls[1]
    assert change.change_of == 0 and change.replaces == 0
    assert a.standing == [1, 2]
