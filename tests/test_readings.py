"""The record replayed with the rules' readings (engine/session.py): settled when the
rules conclude the readings it was replayed with; a knowledge base that contradicts its
own readings is caught, never looped on."""

import pytest

from ruling.engine.facts import CardPlayed, Reading
from ruling.engine.inference import RulingEngine, law
from ruling.engine.loader import InputError, load_incident_text
from ruling.engine.rete import AS, MATCH
from ruling.engine.session import MAX_REPLAYS, rule_on

RECORD = "laws: 2017\ncontract: 4S\ndeclarer: S\nplay: [E HK, TD, W D5, N D2]\n"


class _Reads(RulingEngine):
    edition = "2017"
    fate = "not-played"

    @law("0", AS.card << CardPlayed(in_turn=False, is_lead=True, trick=1, at=MATCH.at,
                                    fate=MATCH.fate), en="-", ru="-")
    def read(self, at, fate):
        self.conclude(Reading(at=at, fate=self.reading(fate)))

    def reading(self, fate: str) -> str:
        return self.fate


class _Contrary(_Reads):
    def reading(self, fate: str) -> str:  # whatever the replay did, the other
        return "stands" if fate == "not-played" else "not-played"


def test_the_record_is_replayed_with_the_readings_until_they_settle():
    ruling = rule_on(load_incident_text(RECORD), _Reads())
    assert not ruling.unsettled
    assert ruling.play is not None and ruling.play.events[0].fate == "not-played"
    assert ruling.play.events[2].in_turn and ruling.play.tricks[0].leader == "W"


def test_readings_that_contradict_themselves_are_caught():
    ruling = rule_on(load_incident_text(RECORD), _Contrary())
    assert ruling.unsettled == [{}]


# Bounds on one record (issue 11: every input answered in time). Passes by North alone:
# from the second on, each is out of rotation, and three passes with one out of rotation
# do not close the auction (17D3), so each reading moves the close one entry on.
def _passes(count: int) -> str:
    return "laws: 2017\ndealer: N\nauction:\n" + "  - N Pass\n" * count


class _Unused(RulingEngine):
    edition = "2017"

    def start(self, *args, **kwargs):
        raise AssertionError("the record should be refused before the rules run")


def test_a_record_with_more_entries_out_of_course_than_an_incident_is_refused_unruled():
    with pytest.raises(InputError) as refused:
        rule_on(load_incident_text(_passes(300)), _Unused())
    assert "more than 24 entries out of the normal course" in str(refused.value)
    assert refused.value.line == 3 + 26  # the 25th out of course: the 26th pass
    pairs = "".join("  - E HK\n  - E withdraws HK\n" for _ in range(100))
    with pytest.raises(InputError) as refused:
        rule_on(load_incident_text(f"{RECORD.split('play')[0]}play:\n{pairs}"), _Unused())
    assert "more than 24 entries" in str(refused.value) and refused.value.line == 4 + 25  # entry 25


def test_readings_that_go_on_changing_the_record_are_refused_after_the_last_replay():
    ruled = rule_on(load_incident_text(_passes(8)))  # passes 4-8 read anew one by one: ruled
    assert ruled.auction is not None and not ruled.unsettled
    with pytest.raises(InputError) as refused:
        rule_on(load_incident_text(_passes(10)))
    assert f"did not settle in {MAX_REPLAYS} replays" in str(refused.value)
    assert refused.value.line == 3 + (MAX_REPLAYS + 3)  # the pass read anew last: entry 9


def test_open_findings_that_branch_the_ruling_too_many_ways_are_refused(monkeypatch):
    import ruling.engine.session as session

    text = ("laws: 2017\ndealer: N\nfindings: {}\n"
            "auction: [N 1S, E P, S 2S, W 3H, N P slow, E P, S 4S, W P, N P, E P, TD]\n")
    assert len(rule_on(load_incident_text(text, "h.yaml")).questions) == 3  # 4 branches
    monkeypatch.setattr(session, "MAX_BRANCHES", 3)
    with pytest.raises(InputError) as refused:
        rule_on(load_incident_text(text, "h.yaml"))
    assert str(refused.value).startswith("h.yaml:3:1: the findings left open "
                                         "(logical_alternative")
    assert "more than 3 ways" in str(refused.value)
