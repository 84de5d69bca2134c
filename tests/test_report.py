"""``--format markdown`` reads as a report to attach to an appeal form: the ruling, the
chain of laws as a numbered list, and the record as tables."""

from pathlib import Path

from ruling.engine.loader import load_incident
from ruling.engine.render import to_text
from ruling.engine.session import rule_on

ROOT = Path(__file__).resolve().parent.parent


def report(name: str, lang: str = "en") -> str:
    return to_text(rule_on(load_incident(ROOT / "examples" / name)), lang, markdown=True)


def test_the_auction_is_a_table_of_four_columns_a_call_in_its_callers_column():
    text = report("hesitation.yaml")
    table = text[text.index("### Auction"):].splitlines()
    assert table[2] == "| West | North | East | South |"
    assert table[4] == "|  | 1♠ | Pass | 2♠ |"  # North deals: West's column is empty
    assert table[5] == "| 3♥ | Pass (slow) | Pass | 4♠ |"
    assert table[6] == "| Pass | Pass | Pass |  |"
    assert "- auction 11: the director is called" in text  # an entry that is no call, by its place


def test_the_play_is_a_grid_of_tricks_the_lead_in_bold():
    text = report("revoke.yaml")
    rows = [line for line in text.splitlines() if line.startswith("| ") and "**" in line]
    assert len(rows) == 13
    assert rows[1] == "| 2 | West | ♦4 | ♠4 | ♦6 | **♦10** | East |"


def test_the_report_in_russian():
    text = report("hesitation.yaml", "ru")
    assert "| Запад | Север | Восток | Юг |" in text
    assert "| 3♥ | пас (с задержкой) | пас | 4♠ |" in text


def test_the_ruling_and_the_chain_are_numbered_lists_not_code_blocks():
    text = report("insufficient-bid.yaml")
    assert "\n1. South chooses: accept or refuse" in text
    assert "\n1. 27 — East's 1♥ does not supersede the last bid" in text
    assert "\n   - ← 1; auction 2: E 1H; auction 4: E 2H" in text
    assert not [line for line in text.splitlines() if line.startswith("    ")]


def test_a_russian_report_writes_the_record_in_russian():
    text = report("misexplanation.yaml", "ru")
    assert "- торговля 5: Север объясняет 2♦ «natural, to play»" in text
    assert "- торговля 9: Север исправляет объяснение 2♦ «transfer to hearts»" in text
