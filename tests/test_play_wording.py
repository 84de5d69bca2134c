"""How play-period rulings read at the table: the card named, not "the withdrawn call"."""

from pathlib import Path

from typer.testing import CliRunner

from ruling.cli import app
from ruling.engine.render import item_sentence

ROOT = Path(__file__).resolve().parent.parent
PLAY = ROOT / "cases" / "2017" / "play"
runner = CliRunner()


def infer(path: Path, lang: str = "en") -> str:
    result = runner.invoke(app, ["infer", str(path), "--lang", lang])
    assert result.exit_code == 0, result.output
    return result.output.split("IRREGULARITIES")[0].split("НАРУШЕНИЯ")[0]


def test_information_from_a_withdrawn_card_names_the_card():
    item = {"type": "unauthorized-information", "law": "16C2", "side": "EW", "card": "H3"}
    assert item_sentence(item, "en") == ("information from the withdrawn ♥3 is unauthorized "
                                         "for EW and authorized for their opponents (Law 16C)")
    assert "♥3" in item_sentence(item, "ru") and "заявк" not in item_sentence(item, "ru")
    call = {"type": "unauthorized-information", "law": "16C2", "side": "EW", "call": "1H"}
    assert "withdrawn call" in item_sentence(call, "en")


def test_revoke_correction_ruling_reads_as_a_td_says_it():
    text = infer(PLAY / "retraction" / "47D-62C2-defender-card-is-a-penalty-card.yaml")
    assert "withdrawn call" not in text
    assert "Information from the withdrawn ♥3 is unauthorized for EW" in text
    assert "East chooses whether to take back ♥3 and play another card" in text
    assert "East's ♥3 becomes a major penalty card [62C2]" in text
    assert "[47D]" not in text  # Law 62 rules on these withdrawals, Law 47 adds nothing
    ru = infer(PLAY / "retraction" / "47D-62C2-defender-card-is-a-penalty-card.yaml", "ru")
    assert "отменённой заявки" not in ru
    assert "взятой назад карты ♥3" in ru


def test_declarer_may_follow_his_rho_after_dummys_wrong_card():
    text = infer(PLAY / "played" / "45D1-declarer-may-follow-rho.yaml")
    east = text.index("East chooses whether to take back ♦9")
    south = text.index("If East takes back ♦9, South chooses whether to take back ♦3")
    assert east < south
    ru = infer(PLAY / "played" / "45D1-declarer-may-follow-rho.yaml", "ru")
    assert "Если Восток возьмёт назад ♦9, Юг выбирает: взять назад ♦3" in ru


def test_two_penalty_cards_are_said_before_declarers_choice_and_damage_once():
    text = infer(PLAY / "penalty" / "51B2-two-dropped-cards-partner-to-lead.yaml")
    lines = [line for line in text.splitlines() if line.strip()[:1].isdigit()]
    kinds = ["penalty card" if "penalty card" in line else "chooses" if "chooses" in line
             else "adjusts" if "adjusts" in line else "?" for line in lines]
    assert kinds == ["penalty card", "penalty card", "chooses", "adjusts"]


def test_law_50_reads_law_62s_correction_state_by_its_one_template():
    import inspect

    from ruling.kb.common.templates import RevokeCorrection
    from ruling.kb.y2017 import law50, law62

    assert "RevokeCorrection" in inspect.getsource(law50)
    assert "RevokeCorrection" in inspect.getsource(law62)
    assert RevokeCorrection.kind == "revoke-correction"
