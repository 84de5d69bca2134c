"""The script first (issue 14, point 1): ``ruling infer`` opens with a header (board,
dealer and vulnerability, contract, where each irregularity is in the table's terms) and
what the TD says, one line per player or decision, with the mechanics; it fits a
24-line screen."""

import re
from pathlib import Path

import pytest

from ruling.engine.loader import load_incident
from ruling.engine.render import to_text
from ruling.engine.session import rule_on
from ruling.engine.vocabulary import seat_in

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))
CASES = sorted((ROOT / "cases").rglob("*.yaml"))
SCREEN = 24

# What the script must say for each irregularity kind the examples hold (English).
MECHANICS = {
    "claim": [r"credited with 9 tricks", r"the worst normal line"],
    "exposed-card": [r"East's ♥Q becomes a major penalty card: it stays face up on the "
                     r"table until it is played",
                     r"At the end of play the TD checks whether the other side was damaged"],
    "dummy-misplayed-card": [r"North takes ♣Q back \(no penalty card\); ♣2 is played "
                             r"instead"],
    "fifth-card": [r"West's ♠5 becomes a major penalty card: it stays face up"],
    "use-of-unauthorized-information": [
        r"unauthorized information for South",
        r"If the TD finds the action had a logical alternative \(yes\), the information "
        r"demonstrably suggested it \(yes\): the TD may give South a procedural penalty",
        r"No further rectification if the TD finds"],
    "insufficient-bid": [r"South chooses: accept or refuse"],
    "misinformation": [r"If the TD finds the explanation was not the agreement \(yes\)",
                       r"if also misinformed by an opponent \(yes\): West chooses"],
    "opening-lead-out-of-turn": [r"South chooses: accept the lead"],
    "premature-play": [r"South chooses, restricting West: the highest card"],
    "revoke": [r"NS get 2 tricks for East's revoke on trick 2, established at trick 3"],
}


def split(text: str) -> tuple[list[str], list[str]]:
    """The header (after the title) and the script, as printed."""
    lines = text.splitlines()
    says = next(i for i, line in enumerate(lines) if line in ("WHAT THE TD SAYS",
                                                                "ЧТО ГОВОРИТ СУДЬЯ"))
    end = next(i for i, line in enumerate(lines) if line in ("WHAT THE TD RULES",
                                                               "РЕШЕНИЕ СУДЬИ"))
    return lines[1:says - 1], [line.strip() for line in lines[says + 1:end - 1]]


def text_of(path: Path, lang: str = "en") -> str:
    return to_text(rule_on(load_incident(path)), lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_each_example_opens_with_header_and_script_on_one_screen(path, lang):
    text = text_of(path, lang)
    head, said = split(text)
    assert said, text
    assert len(text.splitlines()[:1] + head + said) + 2 <= SCREEN, text
    assert not [line for line in head if re.search(r"\b(play|розыгрыш) \d", line)]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_each_irregularity_kind_of_the_examples_names_its_mechanics(path):
    ruling = rule_on(load_incident(path))
    text = to_text(ruling, "en")
    head, said = split(text)
    shown = "\n".join(said)
    kinds = {irr["kind"] for irr in ruling.irregularities}
    assert kinds & set(MECHANICS), kinds
    for kind in kinds & set(MECHANICS):
        for pattern in MECHANICS[kind]:
            assert re.search(pattern, shown), (kind, pattern, shown)
    for irr in ruling.irregularities:  # where it is, in the table's terms
        table = r"trick \d+, \w+" if irr["at"].startswith("play") else r"auction, \w+"
        assert any(re.search(table, line) for line in head), head


def test_the_header_names_dealer_vulnerability_contract_and_the_call():
    head, _ = split(text_of(ROOT / "examples" / "insufficient-bid.yaml"))
    assert head[0] == "Dealer North · vulnerable: none"
    assert head[1] == "Insufficient bid: auction, East's 1st call [Law 27]"
    head, _ = split(text_of(ROOT / "examples" / "revoke.yaml"))
    assert head == ["Vulnerable: none · contract 4♠ by South", "Revoke: trick 2, East [Law 61]"]
    head, _ = split(text_of(ROOT / "examples" / "insufficient-bid.yaml", "ru"))
    assert head[1] == "Недостаточная заявка: торговля, 1-я заявка Востока [Правило 27]"


def test_the_hesitation_and_misexplanation_branches_are_grouped():
    for name, most in (("hesitation.yaml", 2), ("misexplanation.yaml", 2)):
        _, said = split(text_of(ROOT / "examples" / name))
        conditional = [line for line in said if "if the td finds" in line.lower()]
        assert 1 <= len(conditional) <= most, said


def test_a_revoke_corrected_names_the_card_back_and_the_suit_to_play():
    _, said = split(text_of(ROOT / "cases/2017/play/revokes/62B1-61B3-partner-asks.yaml"))
    assert said[0].startswith("West takes ♣6 back and plays a spade instead; ♣6 becomes a "
                              "major penalty card, face up on the table until it is played")
    _, said = split(text_of(ROOT / "cases/2017/play/revokes/"
                            "62B2-declarer-corrects-full-deal.yaml"))
    assert said[0].startswith("South takes ♦2 back (no penalty card) and plays a spade "
                              "instead")


def test_a_card_exposed_in_the_auction_stays_face_up_until_it_ends():
    path = ROOT / "cases/2017/auction/exposed/24B-honour-record-ends.yaml"
    _, said = split(text_of(path))
    assert "West must pass at his next turn to call (once) [24B]" in said
    assert any("♠A stays face up on the table until the auction ends; if East becomes a "
               "defender, it is a penalty card" in line for line in said)
    _, said = split(text_of(path, "ru"))
    assert any("до конца торговли; если Восток станет защитником" in line for line in said)


def test_russian_script_declines_the_seat_restricted():
    _, said = split(text_of(ROOT / "examples" / "premature-play.yaml", "ru"))
    assert any(line.startswith("Юг выбирает ограничение для Запада:") for line in said)
    assert [seat_in(s, "gen", "ru") for s in "NESW"] == ["Севера", "Востока", "Юга",
                                                          "Запада"]
    assert seat_in("W", "dat", "ru") == "Западу" and seat_in("W", "gen", "en") == "West"


@pytest.mark.parametrize("path", CASES[::len(CASES) // 20][:20],
                         ids=lambda p: p.stem)
def test_a_sample_of_the_library_holds_the_script_on_the_first_screen(path):
    text = text_of(path)
    head, said = split(text)
    assert said
    assert len(text.splitlines()[:1] + head + said) + 2 <= SCREEN, text
    assert "WHAT THE TD SAYS" in text.splitlines()[:SCREEN]
