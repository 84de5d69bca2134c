"""Russian notation in: seats С/В/Ю/З, calls пас/контра/реконтра, strains П/Ч/Б/Т/БК, cards
with suits П/Ч/Б/Т and ranks Т/К/Д/В/10, in calls, cards and hands; an incident written in
it rules as its English twin does."""

from pathlib import Path

import pytest
import yaml

from ruling.engine.cases import case_files
from ruling.engine.loader import load_incident_text
from ruling.engine.notation import (
    Card,
    NotationError,
    parse_call,
    parse_card,
    parse_entry,
    parse_hand,
)
from ruling.engine.render import to_json
from ruling.engine.session import rule_on

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("text, call", [
    ("1П", "1S"), ("2Ч", "2H"), ("3Б", "3D"), ("4Т", "4C"), ("3БК", "3NT"), ("1♠", "1S"),
    ("пас", "P"), ("Пас", "P"), ("контра", "X"), ("реконтра", "XX"),
])
def test_russian_calls(text, call):
    assert str(parse_call(text)) == call


@pytest.mark.parametrize("text, card", [
    ("ЧК", "HK"), ("КЧ", "HK"), ("ПТ", "SA"), ("ТП", "SA"), ("ТТ", "CA"), ("ТК", "CK"),
    ("КТ", "CK"), ("Т10", "CT"), ("10Т", "CT"), ("Б10", "DT"), ("БВ", "DJ"), ("ДП", "SQ"),
    ("♥К", "HK"), ("пт", "SA"),
])
def test_russian_cards(text, card):
    assert str(parse_card(text)) == card


def test_a_russian_hand():
    assert parse_hand("ТКД2.В54.109.8765") == parse_hand("AKQ2.J54.T9.8765")


@pytest.mark.parametrize("text", ["Ч", "ТК10", "П1", "Х2"])
def test_what_is_no_card_is_refused(text):
    with pytest.raises(NotationError):
        parse_card(text)


def test_naming_a_suit_or_a_rank_in_russian():
    assert parse_entry("Ю names Ч", "play").suit == "H"
    assert parse_entry("Ю names черви", "play").suit == "H"
    assert parse_entry("Ю names К", "play").rank == "K"
    assert parse_entry("Ю names туз", "play").rank == "A"
    assert parse_entry("Ю names трефы", "play").suit == "C"
    with pytest.raises(NotationError, match="both трефы and туз"):
        parse_entry("Ю names Т", "play")


# --- Twins: the same incident in Russian notation -----------------------------------

SEATS = {"N": "С", "E": "В", "S": "Ю", "W": "З"}
STRAINS = {"S": "П", "H": "Ч", "D": "Б", "C": "Т", "NT": "БК"}
CALLS = {"P": "пас", "X": "контра", "XX": "реконтра"}
RANKS = {"A": "Т", "K": "К", "Q": "Д", "J": "В", "T": "10"}


def russian_word(word: str) -> str:
    """A call or card in Russian notation (anything else as it is)."""
    try:
        call = parse_call(word.rstrip("!"))
    except NotationError:
        call = None
    if call is not None:
        bang = "!" if word.endswith("!") else ""
        if call.is_bid:
            return f"{call.level}{STRAINS[call.strain]}{bang}"
        return CALLS[str(call)] + bang
    try:
        card: Card = parse_card(word)
    except NotationError:
        return word
    return STRAINS[card.suit] + RANKS.get(card.rank, card.rank)


def russian_entry(entry: str) -> str:
    """An entry with its seat, and a bare call or card after it, in Russian notation
    (verbs and free text kept: they are no notation)."""
    words = entry.split()
    if not words or words[0].upper() not in SEATS:
        return entry
    words[0] = SEATS[words[0].upper()]
    if len(words) >= 2:
        words[1] = russian_word(words[1])
    return " ".join(words)


def russian_twin(text: str) -> str | None:
    data = yaml.safe_load(text)
    if not isinstance(data, dict) or "deal" in data:
        return None
    for key in ("auction", "play"):
        if isinstance(data.get(key), list):
            data[key] = [russian_entry(e) if isinstance(e, str) else e for e in data[key]]
    if isinstance(data.get("hands"), dict):
        data["hands"] = {SEATS.get(str(k).upper(), k): "".join(RANKS.get(ch, ch) for ch in v)
                        if isinstance(v, str) else v for k, v in data["hands"].items()}
    if isinstance(data.get("dealer"), str) and data["dealer"].upper() in SEATS:
        data["dealer"] = SEATS[data["dealer"].upper()]
    if isinstance(data.get("contract"), str):
        written = data["contract"]
        doubled = next((x for x in ("XX", "X") if written.upper().endswith(x)), "")
        data["contract"] = russian_word(written[:len(written) - len(doubled)]) + doubled
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def same_ruling(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    twin = russian_twin(text)
    if twin is None:
        pytest.skip("the record is read from a deal file")
    english = to_json(rule_on(load_incident_text(text, str(path))))
    russian = to_json(rule_on(load_incident_text(twin, str(path))))
    assert russian == english


EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_an_example_in_russian_notation_rules_as_in_english(path):
    same_ruling(path)


@pytest.mark.library
@pytest.mark.parametrize("path", case_files([ROOT / "cases"]),
                         ids=lambda p: str(p.relative_to(ROOT / "cases")))
def test_a_case_in_russian_notation_rules_as_in_english(path):
    same_ruling(path)


@pytest.mark.parametrize(("written", "en", "ru"), [
    ("P", "P", "пас"), ("X", "X", "контра"), ("XX", "XX", "реконтра"),
    ("3NT", "3NT", "3БК"), ("1H", "1♥", "1♥"), ("HQ", "♥Q", "♥Д"), ("ST", "♠10", "♠10"),
    ("CA", "♣A", "♣Т"), ("DJ", "♦J", "♦В"), ("SK", "♠K", "♠К"), ("NS", "NS", "СЮ"),
    ("EW", "EW", "ВЗ"), ("W", "West", "Запад"), ("play 5", "play 5", "розыгрыш 5"),
])
def test_notation_is_spelled_in_the_rulings_language(written, en, ru):
    from ruling.engine.vocabulary import localise

    assert (localise(written, "en"), localise(written, "ru")) == (en, ru)


@pytest.mark.parametrize(("written", "ru"), [
    ("4SX-1", "4♠х−1"), ("3NT=", "3БК="), ("2HXX+1", "2♥хх+1"), ("6NT", "6БК"),
])
def test_a_contract_or_result_in_russian(written, ru):
    from ruling.engine.vocabulary import contract_text, localise

    assert contract_text(written, "ru") == localise(written, "ru") == ru
    assert contract_text(written, "en").startswith(written[0])


def test_a_rule_text_declines_a_seat_or_call_in_russian():
    """{seat:gen} in a rule's text: "у Востока"; a call: "заменить контру"; English and
    a bid as they are."""
    from ruling.engine.inference import phrase

    text = "у {x[seat]:gen}, {x[seat]:dat}, заменить {call:acc}, после {p:gen}, {bid:gen}"
    assert phrase(text, "ru", {"x": {"seat": "E"}, "call": "X", "p": "P", "bid": "3NT"}) == (
        "у Востока, Востоку, заменить контру, после паса, 3БК")
    assert phrase("{x[seat]:gen} {call:acc}", "en", {"x": {"seat": "E"}, "call": "X"}) == (
        "East X")


def test_what_an_entry_conveyed_is_named_as_a_noun_in_russian():
    from ruling.engine.inference import phrase

    assert phrase("({verb:noun})", "ru", {"verb": "tempo"}) == "(темп)"
    assert phrase("({verb:noun})", "ru", {"verb": "asks"}) == "(вопрос)"
    assert phrase("({verb:noun})", "en", {"verb": "asks"}) == "(asks)"
