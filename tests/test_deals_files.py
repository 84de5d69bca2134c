"""Boards from PBN and LIN files (issue 11, point 1): ``ruling infer boards.pbn --board 7``,
``ruling infer board.lin``, and an incident's ``deal:``. Every deal file is written by
endplay's own writers here, from deals shuffled and played out by ``engine.deals``; the
tests that need endplay are skipped without the ``deals`` extra."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ruling.cli import app
from ruling.engine.deal_files import MAX_BYTES, load_deal_file
from ruling.engine.deals import declarer_tricks, legal_play, pbn_deal, random_deal
from ruling.engine.loader import InputError, load_incident
from ruling.engine.notation import format_hand, parse_entry, vulnerability_of_board

runner = CliRunner()
AUCTION = ["1S", "P", "4S", "P", "P", "P"]  # North deals: 4S by North


def _board(number: int, cards: int = 52, claim: int | None = None):  # type: ignore[no-untyped-def]
    """An endplay Board: deal ``number``, North deals and plays 4S, the first ``cards``
    cards played out legally; ``claim``: declarer's tricks in all, claimed after them."""
    pytest.importorskip("endplay")
    from endplay.types import Bid, Board, Contract, Deal, Player, Vul
    from endplay.types import Card as PlayedCard
    from endplay.utils.play import tricks_to_result

    hands = random_deal(number)
    play = legal_play(hands, "S", "N")[:cards]
    auction = [Bid(call) for call in AUCTION]
    contract = Contract.from_auction(Player.north, auction)
    tricks = claim if claim is not None else declarer_tricks(play, "S", "N")
    contract.result = tricks_to_result(tricks, 4)
    return Board(Deal(pbn_deal(hands)), auction, [PlayedCard(f"{c}") for _, c in play],
                 number, dealer=Player.north, vul=Vul.from_board(number),
                 claimed=claim is not None, contract=contract)


def _pbn(path: Path, *numbers: int) -> Path:
    pbn = pytest.importorskip("endplay.parsers.pbn")
    path.write_text(pbn.dumps([_board(n) for n in numbers]), encoding="utf-8")
    return path


def _err(result) -> str:  # type: ignore[no-untyped-def]
    return (result.stderr if hasattr(result, "stderr") else result.output).strip()


# --- PBN and LIN files as the record --------------------------------------------------


def test_a_one_board_pbn_file_is_the_record(tmp_path):
    path = _pbn(tmp_path / "one.pbn", 5)
    incident = load_deal_file(path)
    hands = random_deal(5)
    assert incident.board == 5 and incident.dealer == "N"
    assert incident.vulnerable == vulnerability_of_board(5)
    assert incident.hands == hands
    assert [e.text for e in incident.auction] == ["N 1S", "E P", "S 4S", "W P", "N P", "E P"]
    assert (str(incident.contract), incident.doubled, incident.declarer) == ("4S", 0, "N")
    assert [(e.seat, e.card) for e in incident.play] == legal_play(hands, "S", "N")
    # each entry points at its line of the file
    lines = path.read_text().splitlines()
    assert lines[incident.auction_at[2].line - 1].split()[2] == "4S"
    first = incident.play_at[0]
    assert lines[first.line - 1][first.column - 1:].startswith(str(incident.play[0].card))
    result = runner.invoke(app, ["infer", str(path)])
    tricks = declarer_tricks(legal_play(hands, "S", "N"), "S", "N")
    assert result.exit_code == 0, result.output
    assert f"declarer's tricks {tricks}" in result.output


def test_a_board_of_a_many_board_pbn_file_is_chosen_with_board(tmp_path):
    path = _pbn(tmp_path / "boards.pbn", *range(1, 9))
    result = runner.invoke(app, ["infer", str(path), "--board", "7", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert load_deal_file(path, 7).hands == random_deal(7)
    assert load_deal_file(path, 7).dealer == "N"  # the file's, not board 7's rotation (S)
    assert load_deal_file(path, 7).vulnerable == vulnerability_of_board(7)


def test_without_board_a_many_board_file_is_an_error_listing_the_boards(tmp_path):
    path = _pbn(tmp_path / "boards.pbn", 1, 2, 3, 5, 9, 10)
    result = runner.invoke(app, ["infer", str(path)])
    assert result.exit_code == 2
    message = _err(result)
    assert message == (f"{path}:1:1: {path} holds 6 boards (1-3, 5, 9-10): "
                       "name the one to rule on with --board N")
    result = runner.invoke(app, ["infer", str(path), "--board", "4"])
    assert result.exit_code == 2
    assert "board 4 is not in" in _err(result) and "1-3, 5, 9-10" in _err(result)


def test_a_lin_file_with_a_claim(tmp_path):
    lin = pytest.importorskip("endplay.parsers.lin")
    path = tmp_path / "board.lin"
    path.write_text(lin.dumps([_board(3, cards=20, claim=10)]), encoding="utf-8")
    incident = load_deal_file(path)
    played = legal_play(random_deal(3), "S", "N")[:20]
    assert incident.board == 3 and incident.hands == random_deal(3)
    assert [(e.seat, e.card) for e in incident.play[:-1]] == played
    won = declarer_tricks(played, "S", "N")
    assert incident.play[-1] == parse_entry(f"N claims {10 - won}", "play")
    text = path.read_text()
    claim_at = incident.play_at[-1]
    assert text.splitlines()[claim_at.line - 1][claim_at.column - 1:].startswith("mc|10|")
    result = runner.invoke(app, ["infer", str(path)])
    assert result.exit_code == 0, result.output
    assert f"N claims {10 - won}" in result.output


def test_a_claim_in_a_pbn_file(tmp_path):
    pbn = pytest.importorskip("endplay.parsers.pbn")
    path = tmp_path / "claim.pbn"
    path.write_text(pbn.dumps([_board(3, cards=20, claim=10)]), encoding="utf-8")
    played = legal_play(random_deal(3), "S", "N")[:20]
    incident = load_deal_file(path)
    assert incident.play[-1].text == f"N claims {10 - declarer_tricks(played, 'S', 'N')}"


def test_a_pbn_file_endplay_cannot_read_is_one_line_with_its_line(tmp_path):
    path = _pbn(tmp_path / "bad.pbn", 1)
    lines = path.read_text().splitlines()
    lines[7] = "this is no tag"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(InputError) as err:
        load_deal_file(path)
    assert str(err.value) == f"{path}:8:1: cannot read this PBN file: Expected a tag"


# --- An incident's deal: ------------------------------------------------------------


def test_an_incident_takes_its_deal_from_a_pbn_file(tmp_path):
    _pbn(tmp_path / "boards.pbn", 6, 7, 8)
    incident_file = tmp_path / "incident.yaml"
    incident_file.write_text("deal: boards.pbn\nboard: 7\nauction:\n  - N 1S\n  - E 1H\n"
                             "  - TD\n")
    incident = load_incident(incident_file)
    assert incident.hands == random_deal(7)
    assert incident.dealer == "N" and incident.vulnerable == vulnerability_of_board(7)
    assert incident.deal == "boards.pbn" and incident.board == 7
    result = runner.invoke(app, ["infer", str(incident_file)])
    assert result.exit_code == 0, result.output
    assert "insufficient" in result.output.lower()


def test_keys_the_incident_repeats_must_agree_with_the_file(tmp_path):
    _pbn(tmp_path / "boards.pbn", 7)
    north = format_hand(random_deal(7)["N"])
    agreeing = tmp_path / "same.yaml"
    agreeing.write_text(f"deal: boards.pbn\ndealer: N\nhands:\n  N: {north}\n")
    assert load_incident(agreeing).hands == random_deal(7)
    vulnerable = vulnerability_of_board(7)
    other = "NS" if vulnerable != "NS" else "EW"
    cases = {
        "dealer: W\n": (2, "dealer W contradicts board 7 of", "whose dealer is N"),
        f"vulnerable: {other}\n": (2, f"vulnerable {other} contradicts board 7 of",
                                   f"where {vulnerable} is vulnerable"),
        "hands:\n  N: AKQJT98765432...\n": (2, "the hand of N (AKQJT98765432...) contradicts",
                                           f"which gives {north}"),
        "board: 8\n": (2, "board 8 is not in", "which holds board(s) 7"),
    }
    for extra, (line, first, second) in cases.items():
        path = tmp_path / "contradiction.yaml"
        path.write_text("deal: boards.pbn\n" + extra)
        with pytest.raises(InputError) as err:
            load_incident(path)
        message = str(err.value)
        assert message.startswith(f"{path}:{line}:1: "), message
        assert first in message and second in message and "boards.pbn" in message
        assert "\n" not in message
        result = runner.invoke(app, ["infer", str(path)])
        assert result.exit_code == 2 and _err(result) == message


# --- Without endplay, size, and files that are not deal files -----------------------


def test_without_endplay_reading_a_deal_file_says_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "endplay.parsers", None)  # the import fails
    deal = tmp_path / "boards.pbn"
    deal.write_text("% not read: endplay is missing\n")
    with pytest.raises(InputError) as err:
        load_deal_file(deal)
    assert str(err.value) == (f"{deal}:1:1: reading a PBN or LIN file needs endplay: "
                              "pip install 'ruling[deals]' (from a checkout: "
                              "pip install '.[deals]')")
    incident = tmp_path / "incident.yaml"
    incident.write_text("title: a claim\ndeal: boards.pbn\nboard: 1\n")
    with pytest.raises(InputError) as err:
        load_incident(incident)
    assert str(err.value).startswith(f"{incident}:2:1: reading a PBN or LIN file needs "
                                     "endplay: pip install")
    result = runner.invoke(app, ["infer", str(deal)])
    assert result.exit_code == 2 and "pip install '.[deals]'" in _err(result)


def test_a_deal_file_of_absurd_size_is_refused_at_once(tmp_path):
    path = tmp_path / "huge.pbn"
    with open(path, "wb") as stream:
        stream.truncate(50 * MAX_BYTES)  # sparse: nothing is written
    started = time.perf_counter()
    with pytest.raises(InputError, match=r"huge.pbn:1:1: file too large: \d+ bytes"):
        load_deal_file(path)
    assert time.perf_counter() - started < 0.5


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_deal_file_must_be_a_regular_file(tmp_path):
    pipe = tmp_path / "pipe.pbn"
    os.mkfifo(pipe)  # reading it would wait for ever
    with pytest.raises(InputError, match="not a regular file"):
        load_deal_file(pipe)
    incident = tmp_path / "incident.yaml"
    incident.write_text("deal: pipe.pbn\n")
    with pytest.raises(InputError, match="not a regular file"):
        load_incident(incident)


def test_board_is_for_deal_files_and_deal_must_be_text(tmp_path):
    incident = tmp_path / "incident.yaml"
    incident.write_text("dealer: N\n")
    result = runner.invoke(app, ["infer", str(incident), "--board", "3"])
    assert result.exit_code == 2 and "--board is for a PBN or LIN file" in _err(result)
    incident.write_text("deal: [1, 2]\n")
    with pytest.raises(InputError, match=r":1:7: deal must be text"):
        load_incident(incident)
    incident.write_text("deal: missing.pbn\n")
    with pytest.raises(InputError, match=r"missing.pbn:1:1: cannot read the file"):
        load_incident(incident)
