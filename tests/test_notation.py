"""Record entries: a player's statement of his choice of an option (``chooses``)."""

from __future__ import annotations

import pytest

from ruling.engine.loader import InputError, load_incident_text
from ruling.engine.notation import VERBS, Entry, NotationError, parse_entry


@pytest.mark.parametrize("text, choice", [
    ("S chooses require-D", "require-d"),
    ("S chooses prohibit-D", "prohibit-d"),
    ("S chooses no-restriction", "no-restriction"),
    ("S chooses highest", "highest"),
    ("S chooses LOWEST", "lowest"),
    ("S chooses accept-and-play-second", "accept-and-play-second"),
    ("W chooses withdraw-card", "withdraw-card"),
    ("S chooses prohibit-C+D", "prohibit-c+d"),
    ("S chooses D4", "d4"),
])
def test_chooses_takes_the_options_id_lowercased(text: str, choice: str) -> None:
    for period in ("play", "auction"):
        entry = parse_entry(text, period)
        assert entry == Entry("chooses", text.split()[0], choice=choice)
    assert "chooses" in VERBS


def test_chooses_keeps_the_seat_and_takes_no_card_or_call() -> None:
    entry = parse_entry("west chooses refuse", "play")
    assert (entry.seat, entry.verb, entry.choice) == ("W", "chooses", "refuse")
    assert entry.card is None and entry.call is None and entry.designation is None


@pytest.mark.parametrize("text, column, words", [
    ("S chooses", 2, "takes 1 word"),  # nothing chosen: at the verb
    ("S chooses require-D now", 20, "one word"),  # a word too many: at that word
    ("S chooses require/D", 10, "'require/D' is not the id of an option"),
    ("S chooses -D", 10, "is not the id of an option"),
    ("S  chooses  выбор", 12, "is not the id of an option"),
    ("Q chooses refuse", 0, "unknown seat"),
])
def test_chooses_errors_point_at_the_word_at_fault(text: str, column: int, words: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_entry(text, "play")
    assert caught.value.column == column, str(caught.value)
    assert words in str(caught.value)


def test_chooses_error_column_in_the_file() -> None:
    # "  - S chooses require-D now": the extra word starts at column 25 of line 3
    with pytest.raises(InputError) as caught:
        load_incident_text("contract: 3NT\ndeclarer: S\nplay:\n  - W HK\n"
                           "  - S chooses require-D now\n")
    err = caught.value
    assert (err.line, err.column) == (5, 25), str(err)
    assert "one word" in err.message


def test_chooses_loads_in_both_lists() -> None:
    incident = load_incident_text(
        "dealer: N\nauction: [N 1S, E 1H, TD, W chooses refuse]\n"
        "contract: 3NT\ndeclarer: S\nplay: [W HK, TD, S chooses accept]\n")
    assert [e.choice for e in incident.auction if e.verb == "chooses"] == ["refuse"]
    assert [e.choice for e in incident.play if e.verb == "chooses"] == ["accept"]


# -- claims and concessions (Law 68): a number, then the claimer's words if written ------

@pytest.mark.parametrize("text, count, statement", [
    ("S claims 9", 9, None),
    ('S claims 9 "drawing trumps,  then the clubs"', 9, "drawing trumps, then the clubs"),
    ("S claims", None, None),  # all the tricks that remain
    ("W concedes 2", 2, None),
    ("S claims «все мои»", None, "все мои"),
    ("N claims 10 “cross-ruffing”", 10, "cross-ruffing"),
])
def test_a_claim_or_concession_with_its_statement(text, count, statement):
    entry = parse_entry(text, "play")
    assert (entry.count, entry.statement) == (count, statement)


@pytest.mark.parametrize("text, column", [
    ("S claims 9 x", 11),  # a second word: not a statement
    ('S claims "a', 9),  # an unclosed statement
    ('S claims "a" 9', 9),  # the statement comes last
    ("S claims 14", 9),
    ("S claims ²", 9),
])
def test_a_claim_that_is_not_a_number_then_a_statement_is_refused(text, column):
    with pytest.raises(NotationError) as err:
        parse_entry(text, "play")
    assert err.value.column == column


def test_a_partners_objection_is_an_entry():
    entry = parse_entry("E objects", "play")
    assert (entry.verb, entry.seat) == ("objects", "E")


@pytest.mark.parametrize("laws", ["2017", "1987"])
def test_a_claim_with_no_number_is_of_all_that_remain_in_both_editions(laws):
    from ruling.engine.session import rule_on

    record = f"laws: {laws}\ncontract: 4S\ndeclarer: S\nplay: [W HK, N H2, E H3, S HA, S claims]\n"
    ruling = rule_on(load_incident_text(record))
    claims = [s for s in ruling.steps for f in s.because
              if type(f).__name__ == "Action" and f.get("verb") == "claims"]
    assert claims and all(f["count"] == 12 for s in claims for f in s.because
                          if type(f).__name__ == "Action")
