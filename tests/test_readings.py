"""The record replayed with the rules' readings (engine/session.py): settled when the
rules conclude the readings it was replayed with; a knowledge base that contradicts its
own readings is caught, never looped on."""

from ruling.engine.facts import CardPlayed, Reading
from ruling.engine.inference import RulingEngine, law
from ruling.engine.loader import load_incident_text
from ruling.engine.rete import AS, MATCH
from ruling.engine.session import rule_on

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
