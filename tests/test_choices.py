"""A statement of choice (``S chooses …``): its facts, the play walk, and who reads it."""

from __future__ import annotations

from ruling.engine.auction import analyse_auction
from ruling.engine.facts import Action, EndOfRecord, Item
from ruling.engine.loader import load_incident_text
from ruling.engine.session import event_facts, play_facts, rule_on
from ruling.kb.choices import fits, holders_of
from ruling.kb.dsl import choice_in, record_position
from ruling.kb.editions import engine_for

PLAY = "contract: 3NT\ndeclarer: S\nplay: [{}]\n"


def ruling_of(text: str):  # type: ignore[no-untyped-def]
    return rule_on(load_incident_text(text))


def options(ruling) -> list[dict]:  # type: ignore[no-untyped-def]
    return [dict(f) for f in ruling.items if f["type"] == "option"]


# --- the facts ------------------------------------------------------------------------


def test_play_action_carries_the_choice_and_the_moment() -> None:
    ruling = ruling_of(PLAY.format("W HA, N H2, E H3, S H4, E exposes DK, TD, "
                                   "S chooses require-D"))
    said = [f for f in ruling.play.events if f.verb == "chooses"]
    assert len(said) == 1 and said[0].turn == "W" and said[0].position == 1
    fact = play_facts(said[0], ruling.play)[0]
    assert isinstance(fact, Action)
    assert (fact["verb"], fact["seat"], fact["choice"], fact["role"], fact["turn"],
            fact["position"], fact["trick"]) == ("chooses", "S", "require-d", "declarer",
                                                 "W", 1, 2)


def test_auction_action_carries_the_choice() -> None:
    incident = load_incident_text("dealer: N\nauction: [N 1S, E 1H, TD, S chooses refuse]\n")
    auction = analyse_auction(incident.dealer, incident.auction)
    facts = [f for ev in auction.events for f in event_facts(ev, auction)
             if isinstance(f, Action)]
    assert [(f["verb"], f["seat"], f["choice"], f["at"]) for f in facts] == [
        ("chooses", "S", "refuse", "auction 4")]


def test_a_statement_decides_a_cards_fate_only_as_the_answer_to_a_lead() -> None:
    # East leads out of turn (North won trick 1); then a word; then North leads.
    base = "W H5, N HA, E H2, S H3, E C4, {}, N C2"

    def fate(word: str) -> str:
        ruling = ruling_of(PLAY.format(base.format(word)))
        return next(ev for ev in ruling.play.events if ev.index == 4).fate

    assert fate("S accepts") == "stands"
    assert fate("S chooses accept") == "stands"  # declarer's answer in words decides
    assert fate("S chooses refuse") == "not-played"
    assert fate("S chooses require-C") == "not-played"  # no answer: North's lead decides
    assert fate("N chooses accept") == "not-played"  # dummy may not accept: looked through


# --- the helpers ---------------------------------------------------------------------


def test_choice_ids_compare_without_case_or_order() -> None:
    assert choice_in("require-d", ["require-D", "prohibit-D"]) == "require-D"
    assert choice_in("prohibit-c+d", ["prohibit-D", "prohibit-D+C"]) == "prohibit-D+C"
    assert choice_in("prohibit-d", ["prohibit-D+C"]) is None
    assert choice_in("n", ["N", "S"]) == "N"
    assert choice_in(None, ["N"]) is None
    assert record_position("auction 12") < record_position("play 1") < record_position("play 2")


def test_an_option_of_either_defender_fits_either() -> None:
    option = {"type": "option", "holder": "E", "holders": ["E", "W"], "irr": "play 3",
              "choices": ["designate"]}
    assert holders_of(option) == ["E", "W"]
    assert fits(option, "W", "designate", "play 4")
    assert not fits(option, "N", "designate", "play 4")
    assert not fits(option, "W", "designate", "play 2")  # before the irregularity
    assert not fits({**option, "chosen": "designate"}, "W", "designate", "play 4")


# --- the generic reading (kb.choices) ----------------------------------------------------


def test_an_undecided_option_gets_the_choice_stated_after_it() -> None:
    ruling = ruling_of("dealer: N\nauction: [N 1S, E 1H, TD, S chooses refuse]\n")
    [option] = options(ruling)
    assert (option["law"], option["holder"], option["chosen"]) == ("27A1", "S", "refuse")
    step = next(s for s in ruling.steps if any(c is not None and c.get("chosen") == "refuse"
                                               for c in s.concludes))
    assert step.law == "10C2"


def test_a_statement_by_another_player_or_before_the_irregularity_is_not_read() -> None:
    other = ruling_of("dealer: N\nauction: [N 1S, E 1H, TD, W chooses refuse]\n")
    assert [o.get("chosen") for o in options(other)] == [None]
    before = ruling_of("dealer: N\nauction: [N 1S, S chooses refuse, E 1H, TD]\n")
    assert [o.get("chosen") for o in options(before)] == [None]


def test_a_statement_answers_the_latest_irregularity_offering_the_choice() -> None:
    engine = engine_for("2017")
    engine.start({}, [])
    engine.learn(
        Item(type="option", law="52B", irr="play 5", holder="S", choices=["accept", "refuse"]),
        Item(type="option", law="56", irr="play 9", holder="S", choices=["accept", "refuse"]),
        Item(type="option", law="46B5", irr="play 7", holder="E", holders=["E", "W"],
             choices=["designate"]),
        Action(verb="chooses", period="play", at="play 12", n=12, seat="S", choice="refuse"),
        Action(verb="chooses", period="play", at="play 13", n=13, seat="W",
               choice="designate"),
        EndOfRecord(at="end"))
    chosen = {f["law"]: f.get("chosen") for f in engine.facts.values()
              if isinstance(f, Item) and f["type"] == "option"}
    assert chosen == {"52B": None, "56": "refuse", "46B5": "designate"}


def test_the_1987_edition_has_no_generic_reader() -> None:
    """No 1987 text of Law 10 is in the seeds: nothing is cited from memory."""
    engine = engine_for("1987")
    engine.start({}, [])
    engine.learn(
        Item(type="option", law="29", irr="auction 2", holder="S", choices=["accept", "refuse"]),
        Action(verb="chooses", period="auction", at="auction 4", n=4, seat="S",
               choice="accept"),
        EndOfRecord(at="end"))
    assert [s.law for s in engine.steps] == []


# --- a law that reads the statement itself ------------------------------------------------


def test_law_57_reads_the_statement_itself_and_follows_the_branch() -> None:
    ruling = ruling_of(PLAY.format("W H5, N HA, E H2, S H3, N C2, W CK, TD, "
                                   "S chooses highest, E CA"))
    [option] = options(ruling)
    assert (option["law"], option["chosen"]) == ("57A1", "highest")
    assert "10C2" not in ruling.laws
