"""The incident-file loader: what it reads, and where it says a file is wrong."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from ruling.engine.loader import (
    Incident,
    InputError,
    Located,
    load_incident,
    load_incident_text,
)
from ruling.engine.notation import Card, Entry, bid, parse_hand

DATA = Path(__file__).parent / "data" / "loader"
ERROR_FORMAT = re.compile(r"^(?P<path>.+):(?P<line>\d+):(?P<column>\d+): (?P<message>\S.*)$")


def error_of(text: str | bytes, path: str = "t.yaml") -> InputError:
    """The InputError that loading ``text`` raises, checked to be one well-formed line."""
    with pytest.raises(InputError) as caught:
        load_incident_text(text, path)
    err = caught.value
    shown = str(err)
    assert "\n" not in shown and "Traceback" not in shown
    match = ERROR_FORMAT.match(shown)
    assert match, shown
    assert (match["path"], int(match["line"]), int(match["column"])) == (
        err.path, err.line, err.column)
    assert match["message"] == err.message
    return err


def assert_error(text: str | bytes, line: int, column: int, *words: str) -> InputError:
    err = error_of(text)
    assert (err.line, err.column) == (line, column), str(err)
    for word in words:
        assert word in err.message, str(err)
    return err


# --- Files that load ---------------------------------------------------------


def test_spec_example_loads() -> None:
    incident = load_incident(DATA / "spec_example.yaml")
    path = str(DATA / "spec_example.yaml")
    assert incident.path == path
    assert incident.laws == "2017"
    assert incident.dealer == "N"
    assert incident.vulnerable == "None"
    assert incident.board is None
    assert [(e.verb, e.seat, e.call) for e in incident.auction] == [
        ("call", "N", bid(1, "S")),
        ("call", "E", bid(1, "H")),
        ("td", None, None),
        ("call", "E", bid(2, "H")),
    ]
    assert not any(e.artificial for e in incident.auction)
    assert incident.auction_at == [Located(5, 5), Located(6, 5), Located(7, 5), Located(8, 5)]
    assert incident.where("auction", 1) == f"{path}:6:5"
    assert incident.play == [] and incident.hands == {} and incident.findings == {}
    assert incident.contract is None and incident.doubled == 0 and incident.declarer is None
    assert incident.expect is None and incident.title is None


def test_case_example_keeps_expect_as_plain_data() -> None:
    incident = load_incident(DATA / "case_example.yaml")
    assert incident.title.startswith("Insufficient bid corrected")
    assert incident.source == "Law 27B1(a), 2017"
    assert len(incident.auction) == 4
    # entries of a flow list are located one by one on the same line
    assert [at.line for at in incident.auction_at] == [5, 5, 5, 5]
    assert [at.column for at in incident.auction_at] == [11, 17, 23, 27]
    assert incident.expect == {
        "irregularities": [{"kind": "insufficient-bid", "offender": "E"}],
        "laws": ["27B1(a)"],
        "ruling": [{"type": "no-rectification"}],
        "not": [{"type": "must-pass"}],
    }


def test_every_key() -> None:
    incident = load_incident(str(DATA / "full.yaml"))
    assert isinstance(incident, Incident)
    assert incident.laws == "1987"  # given as a string
    assert incident.board == 7
    assert incident.dealer == "S"  # given: wins over the board
    assert incident.vulnerable == "EW"  # given (any case): wins over the board's All
    assert incident.hands["W"] == parse_hand("-.7632.J432.T9432")
    assert set(incident.hands) == {"N", "E", "S", "W"}
    assert incident.contract == bid(4, "S") and incident.doubled == 1
    assert incident.declarer == "N"
    assert incident.play[0] == Entry("play", "E", card=Card("H", "A"))
    assert incident.play[4].verb == "withdraws"
    assert incident.play[5].accidental
    assert incident.play[6].card == Card("H", "A")  # played again after withdrawing it
    assert incident.play[7].designation == "low"
    assert incident.play_at[6] == Located(21, 5)
    assert incident.findings == {"comparable": True, "damaged": False}
    assert incident.expect is None


@pytest.mark.parametrize(
    ("board", "dealer", "vulnerable"),
    [(1, "N", "None"), (2, "E", "NS"), (3, "S", "EW"), (4, "W", "All"),
     (5, "N", "NS"), (16, "W", "EW"), (17, "N", "None")],
)
def test_dealer_and_vulnerability_follow_from_the_board(
        board: int, dealer: str, vulnerable: str) -> None:
    incident = load_incident_text(f"board: {board}\nauction: [{dealer} P]\n")
    assert (incident.board, incident.dealer, incident.vulnerable) == (board, dealer, vulnerable)


def test_given_vulnerability_wins_over_the_board() -> None:
    incident = load_incident_text("board: 4\nvulnerable: None\n")
    assert (incident.dealer, incident.vulnerable) == ("W", "None")


def test_board_number_is_decimal() -> None:
    assert load_incident_text("board: 010\n").board == 10  # not YAML 1.1 octal
    assert load_incident_text("board: 08\n").board == 8


@pytest.mark.parametrize(
    ("written", "meant"),
    [("None", "None"), ("none", "None"), ("NS", "NS"), ("ew", "EW"), ("All", "All"),
     ("Both", "All"), ("'-'", "None"), ("null", "None"), ("~", "None"), ("", "None")],
)
def test_vulnerability_spellings(written: str, meant: str) -> None:
    assert load_incident_text(f"vulnerable: {written}\n").vulnerable == meant


@pytest.mark.parametrize(
    ("written", "level", "strain", "doubled"),
    [("4S", 4, "S", 0), ("3NT", 3, "NT", 0), ("4SX", 4, "S", 1), ("4S X", 4, "S", 1),
     ("6HXX", 6, "H", 2), ("6NTXX", 6, "NT", 2), ("3NTX", 3, "NT", 1), ("7c", 7, "C", 0)],
)
def test_contracts(written: str, level: int, strain: str, doubled: int) -> None:
    incident = load_incident_text(f"contract: {written}\n")
    assert (incident.contract, incident.doubled) == (bid(level, strain), doubled)


def test_defaults_and_empty_values() -> None:
    incident = load_incident_text("auction:\nplay:\ntitle:\nlaws: 2017\n")
    assert incident.laws == "2017"
    assert incident.auction == [] and incident.play == [] and incident.title is None
    assert load_incident_text("title: x\n").laws == "2017"


def test_laws_accepts_int_or_string() -> None:
    assert load_incident_text("laws: 1987\n").laws == "1987"
    assert load_incident_text("laws: '2017'\n").laws == "2017"


def test_title_and_source_are_read_as_written() -> None:
    incident = load_incident_text("title: 12\nsource: yes\n")
    assert (incident.title, incident.source) == ("12", "yes")


def test_hand_seats_are_seats_not_booleans() -> None:
    text = ("hands:\n  N: AKQ2.J54.T9.8765\n  E: J9876.AKQ.AKQ.AK\n"
            "  S: T543.T98.8765.QJ\n  W: -.7632.J432.T9432\n")
    assert set(load_incident_text(text).hands) == {"N", "E", "S", "W"}


def test_fewer_than_four_hands() -> None:
    incident = load_incident_text("hands: {South: T543.T98.8765.QJ}\n")
    assert list(incident.hands) == ["S"]


def test_artificial_call_and_byte_order_mark() -> None:
    incident = load_incident_text("\ufeffdealer: N\nauction: [N 2C!]\n")
    assert incident.auction[0].artificial


def test_where_rejects_other_periods() -> None:
    incident = load_incident(DATA / "spec_example.yaml")
    with pytest.raises(ValueError):
        incident.where("bidding", 0)


# --- Text that is not a YAML incident ----------------------------------------


def test_error_format_is_one_line() -> None:
    err = InputError("a.yaml", 3, 7, "first\nsecond")
    assert str(err) == "a.yaml:3:7: first second"
    assert (err.path, err.line, err.column, err.message) == ("a.yaml", 3, 7, "first second")


def test_empty_files() -> None:
    assert_error("", 1, 1, "empty")
    assert_error(b"", 1, 1, "empty")
    assert_error("\n  \n", 1, 1, "empty")
    assert_error("# only a comment\n", 1, 1, "empty")


def test_non_utf8_bytes() -> None:
    assert_error(b"laws: 2017\ntitle: caf\xe9\n", 2, 11, "UTF-8", "0xe9")


def test_nul_byte_means_binary() -> None:
    assert_error(b"laws: 2017\nti\x00tle: x\n", 2, 3, "binary")


def test_binary_file_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "picture.yaml"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(InputError) as caught:
        load_incident(path)
    assert str(caught.value).startswith(f"{path}:3:1: binary file")  # the NUL after 2 newlines


def test_control_character_is_refused() -> None:
    assert_error("title: a\x07b\n", 1, 9, "#x0007")


def test_file_too_large(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_bytes(b"title: x\n" + b"#" * (1024 * 1024))
    with pytest.raises(InputError, match="too large"):
        load_incident(path)
    assert_error("title: " + "x" * (1024 * 1024), 1, 1, "too large")


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.yaml"
    with pytest.raises(InputError) as caught:
        load_incident(path)
    assert str(caught.value).startswith(f"{path}:1:1: cannot read")


def test_malformed_yaml_uses_the_problem_mark() -> None:
    assert_error("laws: 2017\nauction: [N 1S, E 1H\ntitle: x\n", 3, 6, "YAML syntax error")
    assert_error("laws: 2017\n  dealer: N\n", 2, 9, "YAML syntax error")


def test_several_documents() -> None:
    assert_error("laws: 2017\n---\nlaws: 1987\n", 2, 1, "YAML syntax error", "single document")


def test_top_level_must_be_a_mapping() -> None:
    assert_error("- N 1S\n- E 1H\n", 1, 1, "mapping")
    assert_error("just words\n", 1, 1, "mapping")


def test_duplicate_top_level_key() -> None:
    assert_error("laws: 2017\ndealer: N\nlaws: 1987\n", 3, 1, "'laws'", "twice")


def test_unknown_key_suggests_the_closest() -> None:
    err = assert_error("dealer: N\naution: [N 1S]\n", 2, 1, "unknown key 'aution'")
    assert "did you mean 'auction'" in err.message
    err = assert_error("dealer: N\nxyzzy: fine\n", 2, 1, "unknown key 'xyzzy'")
    assert "did you mean" not in err.message


def test_key_must_be_a_name() -> None:
    assert_error("1987: yes\n", 1, 1, "not a key name")
    assert_error("? [a, b]\n: 1\n", 1, 3, "plain value")


# --- Safety -------------------------------------------------------------------

BILLION_LAUGHS = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
)


def test_alias_bomb_is_refused_quickly() -> None:
    start = time.perf_counter()
    assert_error(BILLION_LAUGHS, 1, 4, "anchor &a")
    assert time.perf_counter() - start < 1.0


def test_anchor_and_alias_are_refused() -> None:
    assert_error("title: &t text\n", 1, 8, "anchor &t", "not allowed")
    assert_error("expect: *t\n", 1, 9, "alias *t", "not allowed")


def test_python_tag_is_refused_and_nothing_runs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    monkeypatch.setattr(os, "system", lambda *args: calls.append(args) or 0)
    marker = tmp_path / "ran"
    text = f"laws: 2017\ntitle: !!python/object/apply:os.system ['touch {marker}']\n"
    assert_error(text, 2, 8, "tag !!python/object/apply:os.system", "not allowed")
    assert_error(f"expect:\n  x: !!python/object/apply:os.system ['touch {marker}']\n",
                 2, 6, "not allowed")
    assert calls == [] and not marker.exists()


def test_other_tags() -> None:
    assert_error("title: !foo x\n", 1, 8, "tag !foo")
    assert_error("expect: !!set {a, b}\n", 1, 9, "tag !!set")
    assert_error("expect: !!binary aGk=\n", 1, 9, "tag !!binary")
    assert_error("expect: !!seq x\n", 1, 9, "tag !!seq")  # a list tag on a single value
    assert_error("expect: {a: !!int abc}\n", 1, 13, "'abc' is not a valid !!int")
    # standard tags are fine
    incident = load_incident_text("title: !!str 12\nexpect: {a: !!int '3', b: !!bool 'true'}\n")
    assert incident.title == "12" and incident.expect == {"a": 3, "b": True}


def test_nesting_is_limited() -> None:
    deep = "expect: " + "[" * 50 + "]" * 50 + "\n"
    err = error_of(deep)
    assert "nested too deeply" in err.message and err.line == 1
    load_incident_text("expect: " + "[" * 15 + "]" * 15 + "\n")  # deep enough for real data


def test_number_of_values_is_limited() -> None:
    many = "expect: [" + ",".join(["1"] * 100_001) + "]\n"
    assert "too many values" in error_of(many).message


def test_expect_duplicate_key() -> None:
    assert_error("expect:\n  laws: [a]\n  laws: [b]\n", 3, 3, "'laws'", "twice")


# --- Values of the keys -------------------------------------------------------


@pytest.mark.parametrize("text", ["laws: 2016\n", "laws: 0x7E1\n", "laws: [2017]\n",
                                  "laws: 2017.0\n"])
def test_bad_laws(text: str) -> None:
    assert_error(text, 1, 7, "laws must be 2017 or 1987")


@pytest.mark.parametrize("value", ["0", "-3", "x", "1.5", "[1]", "true"])
def test_bad_board(value: str) -> None:
    assert_error(f"board: {value}\n", 1, 8, "board must be a positive whole number")


@pytest.mark.parametrize("key", ["dealer", "declarer"])
def test_bad_seat(key: str) -> None:
    err = assert_error(f"{key}: Q\n", 1, len(key) + 3, f"{key} must be a seat", "'Q'")
    assert err.path == "t.yaml"
    assert_error(f"{key}: 1\n", 1, len(key) + 3, "must be a seat")


@pytest.mark.parametrize("value", ["NE", "yes", "no", "[NS]", "Vul"])
def test_bad_vulnerable(value: str) -> None:
    assert_error(f"vulnerable: {value}\n", 1, 13, "vulnerable must be None, NS, EW or All")


@pytest.mark.parametrize("value", ["4", "X", "8S", "0NT", "4Z", "P", "4S XXX", "[4S]"])
def test_bad_contract(value: str) -> None:
    assert_error(f"contract: {value}\n", 1, 11, "contract must be")


def test_hand_with_wrong_number_of_cards() -> None:
    assert_error("hands:\n  N: AKQ2.J54.T9.876\n", 2, 6, "hand of N has 12 cards, not 13")
    assert_error("hands:\n  N: AKQ2.J54.T9.876\n", 2, 6, "12 cards")


def test_hand_in_bad_notation() -> None:
    # the column points at the suit with the bad rank, counted after the opening quote
    assert_error("hands:\n  N: 'AKQ2.J54.T9.87Z5'\n", 2, 19, "'Z' is not a rank")
    assert_error("hands:\n  N: AKQ2.J54.T9\n", 2, 6, "four suits")
    assert_error("hands:\n  N: 12\n", 2, 6, "hand of N must be text")


def test_card_in_two_hands() -> None:
    text = "hands:\n  N: AKQ2.J54.T9.8765\n  E: AJ987.AKQ.AKQ.AK\n"
    assert_error(text, 3, 6, "card SA", "N and E")


def test_bad_hand_keys() -> None:
    assert_error("hands:\n  X: AKQ2.J54.T9.8765\n", 2, 3, "must be a seat", "'X'")
    assert_error("hands:\n  N: AKQ2.J54.T9.8765\n  North: AKQ2.J54.T9.8765\n", 3, 3,
                 "hand of N is given twice")
    assert_error("hands: [AKQ2.J54.T9.8765]\n", 1, 8, "hands must be a mapping")


def test_auction_entries_must_be_text() -> None:
    assert_error("dealer: N\nauction:\n  - N 1S\n  - 1\n", 4, 5, "must be text", "not 1")
    assert_error("dealer: N\nauction:\n  - N: 1S\n", 3, 5, "must be text")
    assert_error("dealer: N\nauction:\n  -\n", 3, 4, "must be text")
    assert_error("dealer: N\nauction: N 1S\n", 2, 10, "auction must be a list")


def test_notation_error_column_is_inside_the_entry() -> None:
    # the problem is at the card, 2 characters into "W HZ"
    assert_error("play:\n  - W HK\n  - N HZ\n", 3, 7, "play:", "'HZ' is not a card")
    # inside a quoted entry, the column counts from after the quote
    assert_error('play:\n  - "W HZ"\n', 2, 8, "'HZ' is not a card")
    assert_error("dealer: N\nauction: [N 1S, Q 1H]\n", 2, 17, "unknown seat 'Q'")
    assert_error("dealer: N\nauction:\n  - N\n", 3, 7, "nothing after the seat")
    assert_error("play:\n  - W claims 14\n", 2, 14, "0 to 13")  # at the number


def test_auction_needs_a_dealer() -> None:
    assert_error("laws: 2017\nauction: [N 1S]\n", 2, 1, "needs a dealer")
    # not when there is no auction, nor when the board gives the dealer
    assert load_incident_text("play: [W HK]\n").dealer is None
    assert load_incident_text("board: 9\nauction: [N 1S]\n").dealer == "N"


def test_card_played_twice() -> None:
    assert_error("play:\n  - W HK\n  - N H2\n  - W HK\n", 4, 5, "HK is played twice",
                 "line 2")
    # by another seat too
    assert_error("play: [W HK, N H2, E HK]\n", 1, 20, "HK is played twice")


def test_withdrawn_card_may_be_played_again() -> None:
    incident = load_incident_text("play:\n  - W HK\n  - W withdraws HK\n  - W HK\n")
    assert [e.verb for e in incident.play] == ["play", "withdraws", "play"]
    # exposing a card is not playing it
    load_incident_text("play:\n  - W exposes HK\n  - W HK\n")


def test_card_not_in_the_players_hand() -> None:
    text = "hands:\n  W: AKQ2.J54.T9.8765\nplay:\n  - W SA\n  - N H2\n  - W HK\n"
    assert_error(text, 6, 5, "HK is not in the hand of W")
    # a card of another given hand cannot be played by this seat
    text = "hands:\n  N: AKQ2.J54.T9.8765\nplay:\n  - W SA\n"
    assert_error(text, 4, 5, "SA is in the hand of N, not of W")
    # dummy's cards are written with dummy's seat
    load_incident_text("hands:\n  N: AKQ2.J54.T9.8765\nplay:\n  - E HA\n  - N H4\n")


def test_findings() -> None:
    incident = load_incident_text(
        "findings:\n  unintended: true\n  comparable: false\n  could_see: yes\n"
        "  misinformed: False\n  damaged: TRUE\n  intended_lead: false\n")
    assert incident.findings == {
        "unintended": True, "comparable": False, "could_see": True,
        "misinformed": False, "damaged": True, "intended_lead": False,
    }


@pytest.mark.parametrize("value", ["1", "maybe", "null", "[true]"])
def test_finding_must_be_true_or_false(value: str) -> None:
    err = assert_error(f"findings:\n  comparable: {value}\n", 2, 15)
    assert err.message == "findings.comparable must be true or false"


def test_quoted_true_is_text_not_a_finding() -> None:
    assert_error("findings:\n  comparable: 'true'\n", 2, 16, "must be true or false")


def test_unknown_finding() -> None:
    err = assert_error("findings:\n  damaged: true\n  comparble: true\n", 3, 3,
                       "unknown finding 'comparble'")
    assert "did you mean 'comparable'" in err.message
    assert_error("findings:\n  damaged: true\n  damaged: false\n", 3, 3, "twice")
    assert_error("findings: [damaged]\n", 1, 11, "findings must be a mapping")


def test_title_must_be_a_single_value() -> None:
    assert_error("title: [a, b]\n", 1, 8, "title must be a line of text")


def test_a_card_sent_back_by_the_director_may_be_played_again() -> None:
    # W's lead out of turn, not accepted, goes back to the hand; he plays it later
    incident = load_incident_text("contract: 4S\ndeclarer: S\nplay: [E HK, TD, W H2, N H3, E HK]\n")
    assert len(incident.play) == 5
    # but not by another player
    assert_error("contract: 4S\ndeclarer: S\nplay: [E HK, TD, W HK]\n", 3, 18, "played twice")


def test_a_card_refused_by_a_choice_may_be_played_again() -> None:
    # declarer refuses E's lead out of turn in words: the card (a penalty card) is played later
    incident = load_incident_text(
        "contract: 4S\ndeclarer: S\nplay: [E HK, S chooses refuse, W H2, N H3, E HK]\n")
    assert len(incident.play) == 5


# --- libyaml first, PyYAML's own parser for the messages -----------------------------

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = sorted([*ROOT.glob("cases/**/*.yaml"), *ROOT.glob("examples/*.yaml"),
                  *(p for p in DATA.glob("*") if p.is_file())])


def _tree(node):  # type: ignore[no-untyped-def]
    from yaml.nodes import MappingNode, ScalarNode

    where = (node.tag, node.start_mark.line, node.start_mark.column,
             node.end_mark.line, node.end_mark.column)
    if isinstance(node, ScalarNode):  # a plain scalar's style: None in PyYAML, '' in libyaml
        return (*where, node.value, node.style or None)
    if isinstance(node, MappingNode):
        return (*where, [(_tree(k), _tree(v)) for k, v in node.value])
    return (*where, [_tree(v) for v in node.value])


def test_libyaml_and_pyyaml_compose_every_shipped_file_alike():
    from ruling.engine.loader import CParser, _compose_libyaml, _SafeComposer

    assert CParser is not None  # PyYAML's wheels carry libyaml
    assert len(LIBRARY) > 400
    for path in LIBRARY:
        text = path.read_text(encoding="utf-8")
        assert _tree(_compose_libyaml(text)) == _tree(
            _SafeComposer(text).get_single_node()), path


# Each of these composed alike by both, or left to PyYAML's composer by libyaml's loop
# (None): nested collections, a complex key, flow and block styles, quoting, a literal
# block, the document's end, a directive, explicit tags that are allowed
COMPOSED = ["- a\n- b: [1, {c: d}]\n  e: f\n", "? [a, b]\n: c\n", "a: b\n...\n",
            "%YAML 1.1\n---\na: 1\n", "{a: 1, a: 2}", "'q': \"x\"\n", "a: |\n  li\n  ne\n",
            "- !!map {a: 1}\n- !!seq [1]\n- ! x\n- !!str 1\n", "x", "[" * 20 + "]" * 20,
            "a: " + "[" * 19 + "]" * 19 + "\n", "a: [b, [c, {d: [e, f]}]]\ng: h\n"]
LEFT = ["", "a: 1\n---\nb: 2\n", "a: &x 1\nb: *x\n", "a: &x 1\n", "a: !foo 1\n",
        "a: !!binary aGVsbG8=\n", "[" * 21 + "]" * 21, "a: " + "[" * 20 + "]" * 20 + "\n",
        "a: [1, 2\n", "a: b: c\n"]


@pytest.mark.parametrize("text", COMPOSED)
def test_libyaml_composes_as_pyyaml_does(text):
    from ruling.engine.loader import _compose_libyaml, _SafeComposer

    assert _tree(_compose_libyaml(text)) == _tree(_SafeComposer(text).get_single_node())


@pytest.mark.parametrize("text", LEFT)
def test_what_libyaml_does_not_compose_is_left_to_pyyaml(text):
    import contextlib

    import yaml

    from ruling.engine.loader import _compose_libyaml

    with contextlib.suppress(yaml.YAMLError):  # libyaml cannot read it: _compose reads
        assert _compose_libyaml(text) is None  # it again


def test_the_tags_of_short_values_are_kept_and_no_more_than_the_limit():
    from ruling.engine import loader

    loader._SCALAR_TAGS.clear()
    for n in range(loader._SCALAR_TAGS_KEPT + 10):
        assert loader._scalar_tag(str(n), (True, False)) == loader.INT
    assert len(loader._SCALAR_TAGS) <= loader._SCALAR_TAGS_KEPT
    assert loader._scalar_tag("1" * 41, (True, False)) == loader.INT
    assert ("1" * 41, (True, False)) not in loader._SCALAR_TAGS
    assert loader._scalar_tag("true", (True, False)) == loader.BOOL
    assert loader._scalar_tag("true", (False, True)) == loader.STR  # quoted


def test_the_incident_read_is_the_same_without_libyaml(monkeypatch):
    from ruling.engine import loader

    fast = [load_incident(path) for path in LIBRARY[::5]]
    monkeypatch.setattr(loader, "CParser", None)
    assert [load_incident(path) for path in LIBRARY[::5]] == fast


def test_a_file_libyaml_refuses_is_reported_by_pyyaml(monkeypatch):
    """Every message comes from PyYAML's own reading, whichever parser tried first."""
    from ruling.engine import loader

    bad = ["a: [1, 2\n", "laws: 2017\nlaws: &x 1987\n", "- a\nb: c\n", "a: b: c\n",
           "laws:\t2017\n", "laws: 2017\ntitle: a\x07b\n",
           "laws: !!python/object/apply:os.system ['true']\n"]
    with_libyaml = [str(error_of(text)) for text in bad]
    monkeypatch.setattr(loader, "CParser", None)
    assert [str(error_of(text)) for text in bad] == with_libyaml


# --- inputs found by fuzzing (issue 11): numbers int() refuses, long runs, long entries ---


@pytest.mark.parametrize("count", ["²", "٣", "9" * 5000, "013", "14"])
def test_a_claim_count_that_is_no_small_decimal_is_refused(count: str) -> None:
    err = error_of("laws: 2017\ncontract: 4S\ndeclarer: S\nplay:\n  - W H2\n"
                   f"  - S claims {count}\n")
    assert "number of tricks must be 0 to 13" in str(err) or "few words" in str(err)


@pytest.mark.parametrize("key", ["laws", "board", "tricks"])
def test_a_number_of_thousands_of_digits_is_refused_in_one_line(key: str) -> None:
    given = {"laws": "2017", "contract": "4S", "declarer": "S", key: "9" * 5000}
    err = error_of("".join(f"{k}: {v}\n" for k, v in given.items()))
    assert key in str(err) and len(str(err)) < 200


def test_a_bid_level_of_thousands_of_digits_is_refused() -> None:
    err = error_of(f"laws: 2017\ndealer: N\nauction: [N {'9' * 300}S]\n")
    assert "auction" in str(err) and len(str(err)) < 200


def test_a_contract_after_a_long_run_of_spaces_is_read() -> None:
    incident = load_incident_text(f"laws: 2017\ncontract: '4S{' ' * 40000}X'\ndeclarer: S\n")
    assert incident.contract == bid(4, "S") and incident.doubled == 1
    err = error_of(f"laws: 2017\ncontract: '{' ' * 40000}X'\ndeclarer: S\n")
    assert "contract must be a bid" in str(err)


@pytest.mark.parametrize("period, entry, limit", [("auction", "N P", 330), ("play", "TD", 200)])
def test_a_record_longer_than_any_board_is_refused(period: str, entry: str, limit: int) -> None:
    head = "laws: 2017\ndealer: N\ncontract: 4S\ndeclarer: S\n"
    load_incident_text(head + f"{period}: [{', '.join([entry] * limit)}]\n")  # the longest
    err = error_of(head + f"{period}: [{', '.join([entry] * 1000)}]\n")
    assert f"{period} has 1000 entries" in str(err) and (err.line, err.column) == (
        5, len(period) + 3)  # at the list
