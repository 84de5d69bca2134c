"""The chain of laws reads as words in the ruling's language, never as the engine's facts."""

import re
from pathlib import Path

import pytest

from ruling.engine.cases import case_files, engine_for
from ruling.engine.loader import load_incident
from ruling.engine.render import describe, to_json, to_text
from ruling.engine.rete import Fact
from ruling.engine.session import rule_on

pytestmark = pytest.mark.library  # the whole library: pytest -m 'not library' skips it

ROOT = Path(__file__).resolve().parent.parent
RAW_FACT = re.compile(r"\b[A-Z][A-Za-z]+\(")  # Cancelled(of=...), TricksTaken(...)
ENGLISH_PLACE = re.compile(r"\b(auction|play) \d+")


@pytest.fixture(scope="module")
def rulings():
    out = []
    for path in case_files([ROOT / "cases", ROOT / "examples"]):
        incident = load_incident(path)
        out.append((path, rule_on(incident, engine_for(incident.laws))))
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_fact_of_the_record_is_shown_as_the_engine_holds_it(rulings, lang):
    shown = [(path.name, line) for path, ruling in rulings
             for line in to_text(ruling, lang).splitlines() if RAW_FACT.search(line)]
    assert shown == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_ruling_of_the_library_writes_its_whole_chain(rulings, lang):
    """The trace as JSON, every step with its law and text, for every case: ``ruling
    test`` compares a passing case without writing it (``engine.cases.judge``)."""
    for path, ruling in rulings:
        trace = to_json(ruling, lang)["trace"]
        assert trace, path.name
        assert all(step["law"] and step["text"] for step in trace), path.name


def test_a_russian_ruling_names_places_in_the_record_in_russian(rulings):
    shown = [(path.name, line) for path, ruling in rulings
             for line in to_text(ruling, "ru").splitlines() if ENGLISH_PLACE.search(line)]
    assert shown == []


def test_the_record_facts_read_as_a_td_would_say_them():
    from ruling.engine.facts import Cancelled, PlayOver, TricksTaken

    cancelled = Cancelled(of="auction 2", at="auction 4", n=4, how="director", seat="E")
    assert describe(cancelled, "en") == ("auction 4: E's call at auction 2 is cancelled by "
                                         "the director's ruling")
    assert describe(cancelled, "ru") == ("торговля 4: заявка игрока Восток (торговля 2) отменена "
                                         "по решению судьи")
    assert describe(TricksTaken(tricks=4, source="play"), "ru") == (
        "взяток у разыгрывающего: 4 (по розыгрышу)")
    assert describe(PlayOver(NS=7, EW=6, declarer_tricks=7, complete=True), "en") == (
        "end of the play record: NS 7 tricks, EW 6")
    assert isinstance(cancelled, Fact)


def test_a_number_of_tricks_takes_the_right_word():
    from ruling.engine.render import item_sentence, tricks_noun

    assert [tricks_noun(n, "en") for n in (1, 2)] == ["trick", "tricks"]
    assert [tricks_noun(n, "ru") for n in (1, 2, 5, 11, 12, 21, 22)] == [
        "взятку", "взятки", "взяток", "взяток", "взяток", "взятку", "взятки"]
    item = {"type": "trick-transfer", "law": "64A2", "tricks": 1, "to": "NS"}
    assert item_sentence(item, "en") == "at the end of play, NS get 1 trick"
    assert item_sentence(item, "ru") == "по окончании розыгрыша СЮ получают 1 взятку"


def test_what_is_left_to_the_td_is_said_in_both_languages(rulings):
    """Every not-covered item names what the TD decides, in English and in Russian."""
    from collections.abc import Mapping

    from ruling.engine.render import to_json

    seen = 0
    for path, ruling in rulings:
        for item in ruling.items:
            if item["type"] != "not-covered":
                continue
            seen += 1
            assert isinstance(item.get("decide"), Mapping), (path.name, dict(item))
            assert set(item["decide"]) == {"en", "ru"}, path.name
            # the words a player said, quoted «…» as the TD wrote them, are his own
            russian = re.sub(r"«[^»]*»", "", item["decide"]["ru"])
            assert not re.search(r"[a-z]{3,}", re.sub(r"\b\d+[A-Z]\w*", "", russian)), \
                path.name
        for entry in to_json(ruling, "ru")["ruling"]:
            if entry["type"] == "not-covered":  # (one per branch may share a place)
                assert entry["decide"] in [
                    i["decide"]["ru"] for i in ruling.items
                    if i["type"] == "not-covered" and i.get("irr") == entry.get("irr")
                    and i["law"] == entry["law"] and i.get("at") == entry.get("at")]
    assert seen > 50


# What a Russian ruling may still show in Latin letters: the Laws' citations (27B1(a),
# 45.7(ii), a subdivision named alone, B2), the words a player said as the TD wrote them
# («…»), and the incident file's own keys where the TD is told what to write there (a
# finding's key under findings:, the tricks: he gives).
CITED = re.compile(r"\b\d+(\.\d+)?[A-Z]?\d*(\([a-z]+\))*(\([ivx]+\))*|\b[A-E]\d\b"
                   r"|\([a-z]\)|\([ivx]+\)")
QUOTED = re.compile(r"«[^»]*»|\(findings: \w+\)|\btricks:")


def test_a_russian_ruling_has_no_english_word_or_notation(rulings):
    """No English word, seat letter, ASCII call or card (P, X, 1H, DQ), side (NS, EW)
    or finding key in any ruling of the library in Russian, the chain in full, nor in
    its report (the record as tables)."""
    shown = []
    for path, ruling in rulings:
        text = to_text(ruling, "ru", why=True) + to_text(ruling, "ru", markdown=True)
        for line in text.splitlines():
            left = CITED.sub("", QUOTED.sub("", line))
            if re.search(r"[A-Za-z]", left):
                shown.append((path.name, line.strip()))
    assert shown[:10] == [] and len(shown) == 0


def test_what_is_left_to_the_td_reads_after_the_td_decides_the(rulings):
    """A ``not-covered`` item says "the TD decides the {decide} by hand": its text is a
    noun phrase with no article or question word of its own ("the the cards", "the what
    follows" read as nonsense)."""
    from ruling.engine.render import to_json

    bad = [(path.name, item["decide"]) for path, ruling in rulings
           for item in to_json(ruling, "en")["ruling"]
           if item.get("type") == "not-covered" and isinstance(item.get("decide"), str)
           and re.match(r"(the|a|an|what|whether|how|which)\b", item["decide"])]
    assert bad == []
