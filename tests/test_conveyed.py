"""What a player conveys besides his calls and cards (issue 13, the record): a tempo
(``slow``/``fast``), an alert, an explanation and its correction, a question about a
call or the auction, a remark. Parsed, checked against the record, learnt as facts,
and never passed over in silence."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from ruling.cli import app
from ruling.engine.loader import InputError, load_incident_text
from ruling.engine.notation import Entry, NotationError, bid, parse_call, parse_card, parse_entry
from ruling.engine.session import rule_on

# -- the notation ---------------------------------------------------------------------


@pytest.mark.parametrize("text, period, tempo, alerted, simultaneous", [
    ("W P slow", "auction", "slow", False, False),
    ("N 2D alerted", "auction", None, True, False),
    ("N 2D alerted slow", "auction", "slow", True, False),
    ("N 2D SLOW Alerted", "auction", "slow", True, False),  # any order, any case
    ("E X fast simultaneous", "auction", "fast", False, True),
    ("E CA slow", "play", "slow", False, False),
    ("W D10 fast", "play", "fast", False, False),
    ("W DT simultaneous slow", "play", "slow", False, True),
])
def test_trailing_words_on_a_call_or_card(text, period, tempo, alerted, simultaneous):
    entry = parse_entry(text, period)
    assert (entry.tempo, entry.alerted, entry.simultaneous) == (tempo, alerted, simultaneous)
    assert entry.verb == ("call" if period == "auction" else "play")


def test_a_call_keeps_its_artificial_mark_beside_the_alert():
    entry = parse_entry("N 2D! alerted", "auction")
    assert (entry.call, entry.artificial, entry.alerted) == (bid(2, "D"), True, True)


@pytest.mark.parametrize("text, period, verb, call, statement", [
    ("N explains 2D transfer to hearts", "auction", "explains", "2D", "transfer to hearts"),
    ('N explains 2D "transfer,   hearts"', "auction", "explains", "2D", "transfer, hearts"),
    ("S explains 1NT «15-17»", "play", "explains", "1NT", "15-17"),
    ("N corrects 2D", "auction", "corrects", "2D", None),
    ("N corrects 2D natural, weak", "play", "corrects", "2D", "natural, weak"),
    ("N remarks sighs and shrugs", "auction", "remarks", None, "sighs and shrugs"),
    ("E remarks “well done”", "play", "remarks", None, "well done"),
    ("W asks 2D", "auction", "asks", "2D", None),
    ("W asks", "auction", "asks", None, None),
    ('E overhears "4S made at table 3"', "auction", "overhears", None, "4S made at table 3"),
    ("W overhears a remark about the lead", "play", "overhears", None,
     "a remark about the lead"),
    ("E asks 2D", "play", "asks", "2D", None),  # 20F2: a question in the play
    ("E asks", "play", "asks", None, None),
])
def test_what_was_said_is_kept(text, period, verb, call, statement):
    entry = parse_entry(text, period)
    assert (entry.verb, entry.statement) == (verb, statement)
    assert entry.call == (parse_call(call) if call else None)


def test_a_question_to_a_player_is_as_before():
    assert parse_entry("W asks N", "auction") == Entry("asks", "W", target="N")
    assert parse_entry("N asks S", "play") == Entry("asks", "N", target="S")


@pytest.mark.parametrize("text, period, column, words", [
    ("N explains", "auction", 2, "takes the call it is about"),
    ("N explains 2D", "auction", 14, "the explanation after the call"),
    ("N explains 2Z transfer", "auction", 11, "'2Z' is not a call"),
    ("N corrects", "play", 2, "takes the call"),
    ("N remarks", "auction", 10, "words said"),
    ('N remarks ""', "play", 13, "words said"),
    ("W P slow slow", "auction", 9, "'slow' twice"),
    ("W P slow fast", "auction", 9, "one tempo"),
    ("N 2D alerted alerted", "auction", 13, "twice"),
    ("E CA alerted", "play", 5, "'alerted' is said of a call"),
    ("W P quickly", "auction", 4, "then only"),
    ("E CA quickly", "play", 5, "then only"),
    ("E overhears", "auction", 12, "what he heard or saw"),
    ("S reserves N", "auction", 2, "takes 0 word"),
])
def test_errors_point_at_the_word_at_fault(text, period, column, words):
    with pytest.raises(NotationError) as caught:
        parse_entry(text, period)
    assert caught.value.column == column, str(caught.value)
    assert words in str(caught.value)


def test_a_reservation_of_the_right_to_call_the_director_is_one_word():
    assert parse_entry("S reserves", "auction") == Entry("reserves", "S")
    assert parse_entry("S reserves", "play") == Entry("reserves", "S")


@pytest.mark.parametrize("laws, law", [("2017", None), ("1987", "16")])
def test_a_reservation_and_extraneous_information_are_never_silent(laws, law):
    record = (f"laws: {laws}\ndealer: N\nauction:\n  - N 1S\n  - E P slow\n"
              "  - S reserves\n  - S overhears 4S made next door\n  - S 2S\n")
    ruling = rule_on(load_incident_text(record))
    assert not ruling.unread
    reported = {i["verb"]: i["law"] for i in ruling.items
                if i["type"] == "not-covered" and i.get("verb")}
    if law is None:  # 2017: Law 16B2 and 16D3 read them
        assert reported == {}
        read = {(i["type"], i["law"]) for i in ruling.items}
        assert {("no-rectification", "16B2"), ("td-options", "16D3")} <= read
    else:
        assert reported == {"tempo": law, "reserves": law, "overhears": law}


def test_an_explanation_fits_in_an_entry():
    long = "N explains 2D " + "a transfer to hearts, " * 12
    assert len(parse_entry(long.strip(), "auction").statement or "") > 200


# -- the loader: an explanation is of a call already made -----------------------------

AUCTION = "laws: 2017\ndealer: N\nauction:\n  - N 1NT\n  - E P\n"


@pytest.mark.parametrize("entry, column, words", [
    ("N explains 2D transfer", 16, "no 2D was called before it"),
    ("S corrects 2C", 16, "no 2C"),
    ("W asks 3NT", 12, "no 3NT"),
])
def test_an_entry_about_a_call_not_yet_made_is_an_input_error(entry, column, words):
    with pytest.raises(InputError) as caught:
        load_incident_text(AUCTION + f"  - {entry}\n  - S 2D\n")
    err = caught.value
    assert (err.line, err.column) == (6, column), str(err)
    assert words in err.message


def test_in_the_play_an_explanation_is_of_a_call_of_the_auction():
    record = AUCTION + "  - S 3NT\n  - W P\n  - N P\n  - E P\nplay:\n  - E S2\n"
    load_incident_text(record + "  - N explains 1NT strong\n")
    with pytest.raises(InputError) as caught:
        load_incident_text(record + "  - N explains 2C Stayman\n")
    assert (caught.value.line, caught.value.column) == (12, 16)
    assert "in the auction" in caught.value.message
    # no auction in the record: nothing to check the call against
    load_incident_text("contract: 3NT\ndeclarer: S\nplay:\n  - W S2\n  - N explains 2C x\n")


def test_a_bad_entry_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(AUCTION + "  - S 2D alerted alerted\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["infer", str(bad)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{bad}:6:18"), result.output
    assert "Traceback" not in result.output


# -- the facts and the report ---------------------------------------------------------

RECORD = """laws: {laws}
dealer: N
auction:
  - N 1NT
  - E P
  - S 2D alerted
  - W P slow
  - N explains 2D transfer to hearts
  - W asks 2D
  - W asks
  - N 2H
  - E X fast
  - S remarks "shrugs"
  - S P
  - W P
  - N corrects 2D natural
  - N P
contract: 2HX
declarer: N
play:
  - E CA slow
  - S corrects 2D it was a transfer
"""


def _facts(ruling, name):
    return [f for s in ruling.steps for f in s.because if type(f).__name__ == name]


@pytest.mark.parametrize("laws", ["2017", "1987"])
def test_each_conveyed_entry_is_reported_never_silent(laws):
    ruling = rule_on(load_incident_text(RECORD.format(laws=laws)))
    assert not ruling.unread
    items = {(i["at"], i["verb"]): i for i in ruling.items
             if i["type"] == "not-covered" and i.get("verb")}  # an entry's, not a law's
    new = laws == "2017"
    expected = {
        ("auction 4", "tempo"): "16B" if new else "16",
        ("auction 5", "explains"): "20F" if new else "20",
        ("auction 6", "asks"): "20",
        ("auction 7", "asks"): "20",
        ("auction 9", "tempo"): "16B" if new else "16",
        ("auction 10", "remarks"): "16B" if new else "16",
        ("auction 13", "corrects"): "20F" if new else "20",
        ("play 1", "tempo"): "16B" if new else "16",
        ("play 2", "corrects"): "20F" if new else "20",
    }
    if new:  # 2017: Law 16B1 reads the tempos, questions and remarks (73C1 states them)
        read = {key for key, law in expected.items() if law in ("16B", "20")}
        expected = {key: law for key, law in expected.items() if key not in read}
        stated = {(i["irr"], i["source"]) for i in ruling.items
                  if i["type"] == "unauthorized-information"}
        assert stated == {("auction 4", "tempo"), ("auction 6", "question"),
                          ("auction 7", "question"), ("auction 9", "tempo"),
                          ("auction 10", "remark"), ("play 1", "tempo")}
        # ... and Laws 20F, 21 and 75 read the explanation and its corrections
        for key in [("auction 5", "explains"), ("auction 13", "corrects"),
                    ("play 2", "corrects")]:
            expected.pop(key, None)
    assert {key: item["law"] for key, item in items.items()} == expected
    # no report for the alert: the regular procedure
    assert ("auction 3", "call") not in items
    if not new:
        tempo = items[("auction 4", "tempo")]
        assert tempo["entry"] == "W P slow"
        assert "73" in tempo["decide"]["en"]
        assert "неразрешённую информацию" in tempo["decide"]["ru"]
        explained = items[("auction 5", "explains")]
        assert "transfer to hearts" in explained["decide"]["en"]
        assert "75" in explained["decide"]["en"] and "75" in explained["decide"]["ru"]
    else:
        timing = {i["at"]: (i["law"], i["timing"]) for i in ruling.items
                  if i["type"] == "explanation-corrected"}
        # North corrects his own explanation in the auction (20F4(a)); South, declarer's
        # partner, only in the play: too late (20F5(b)(ii))
        assert timing == {"auction 13": ("20F4(a)", "in-time"),
                          "play 2": ("20F5(b)(ii)", "too-late")}


def test_the_facts_carry_the_new_fields():
    ruling = rule_on(load_incident_text(RECORD.format(laws="2017")))
    actions = {(a["at"], a["verb"]): a for a in _facts(ruling, "Action")}
    tempo = actions[("auction 4", "tempo")]
    assert (tempo["seat"], tempo["call"], tempo["tempo"], tempo["of"]) == (
        "W", "P", "slow", "auction 4")
    explains = actions[("auction 5", "explains")]
    assert (explains["call"], explains["of"], explains["statement"]) == (
        "2D", "auction 3", "transfer to hearts")
    assert actions[("auction 6", "asks")]["of"] == "auction 3"
    assert "call" not in actions[("auction 7", "asks")]
    assert actions[("auction 10", "remarks")]["statement"] == "shrugs"
    assert actions[("play 2", "corrects")]["of"] == "auction 3"
    card = actions[("play 1", "tempo")]
    assert (card["card"], card["role"], card["period"]) == ("CA", "defender", "play")


def test_call_and_card_facts_say_tempo_and_alert_only_when_written():
    from ruling.engine.auction import analyse_auction
    from ruling.engine.session import event_facts

    entries = [parse_entry(t, "auction") for t in ("N 1NT", "E P", "S 2D alerted", "W P slow")]
    auction = analyse_auction("N", entries)
    calls = [f for ev in auction.events for f in event_facts(ev, auction)
             if type(f).__name__ == "CallMade"]
    assert "tempo" not in calls[0] and "alerted" not in calls[0]
    assert calls[2]["alerted"] is True and "tempo" not in calls[2]
    assert calls[3]["tempo"] == "slow"
    assert parse_card("CA") == parse_entry("E CA slow", "play").card


PLAY_QUESTION = """laws: 2017
dealer: N
auction: [N 1NT, E P, S 2C, W P, N 2H, E P, S 4H, W P, N P, E P]
play:
  - E SA
  - S S2
  - W S3
  - N S4
  - {question}
  - E D2
  - S D3
  - W DA
findings:
  logical_alternative: false
"""


@pytest.mark.parametrize("question, call", [("E asks 2C", "2C"), ("E asks", None)])
def test_a_defenders_question_in_the_play_reaches_16B1(question, call):
    """20F2/20F3: East asks at his turn to play, about one call or the whole auction: the
    question is read (never not-covered), is unauthorized for West (73C1), and West's next
    card is the one 16B1 judges."""
    ruling = rule_on(load_incident_text(PLAY_QUESTION.format(question=question)))
    assert not ruling.unread
    asked = [a for a in _facts(ruling, "Action") if a["verb"] == "asks"][0]
    assert (asked["period"], asked.get("call"), asked.get("target")) == ("play", call, None)
    assert "20F2" in ruling.laws
    assert not [i for i in ruling.items if i["type"] == "not-covered"]
    assert {(i["seat"], i["receiver"], i["source"]) for i in ruling.items
            if i["type"] == "unauthorized-information"} == {("E", "W", "question")}
    assert [(i["law"], i["irr"]) for i in ruling.items if i["type"] == "no-rectification"
            ] == [("16B1(b)", "play 8")]
