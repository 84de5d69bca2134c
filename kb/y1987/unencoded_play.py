"""The 1987 play irregularities the knowledge base recognises but does not rule on.

The seeds stop at Law 49 (the commentary) and Law 48 (the text); the project is
not certain enough of the 1987 Laws 53-57, 61-64 and 68 to encode them. These rules
only recognise, from the play record, that such an irregularity happened, so that
the ruling says the law is not covered and the TD rules by hand, rather than saying
nothing at all. What a lead out of turn, a premature play, a revoke or a claim *is*
does not depend on the edition. A fifth card to a trick is Law 45E's: it is a lead
out of turn only when the TD deems it a lead, and 45E1/45E2 then say so themselves.
"""

from __future__ import annotations

from ruling.engine.rete import Fact
from ruling.kb.dsl import (
    AS,
    TEST,
    Action,
    CardPlayed,
    Irregularity,
    LawModule,
    RevokeMade,
    RulingEngine,
    law,
)


def _recognise(engine: RulingEngine, kind: str, number: str, fact: Fact,
               card: str | None = None) -> None:
    engine.conclude(Irregularity(kind=kind, law=number, at=fact["at"], n=fact["n"],
                                 offender=fact["seat"], card=card or fact.get("card")))


class UnencodedPlay1987(LawModule):
    """Leads out of turn, premature plays, revokes and claims: recognised only."""

    # Bare: 1987 Law 54 is not in the seeds, so its subdivisions are unknown here.
    @law("54",
         AS.card << CardPlayed(is_lead=True, in_turn=False, trick=1, role="defender"),
         en="{card[seat]} led {card[card]} out of turn at trick one: an opening lead out of "
            "turn (1987 Law 54 is not encoded).",
         ru="{card[seat]} сделал первый ход {card[card]} вне очереди (правило 54 редакции "
            "1987 года не закодировано).")
    def opening_lead_out_of_turn(self, card):
        _recognise(self, "opening-lead-out-of-turn", "54", card)

    # Bare: 1987 Law 55 is not in the seeds, so its subdivisions are unknown here.
    @law("55",
         AS.card << CardPlayed(is_lead=True, in_turn=False, role="declarer", fifth_card=False),
         en="Declarer led {card[card]} from the wrong hand: a lead out of turn (1987 Law 55 is "
            "not encoded).",
         ru="Разыгрывающий пошёл {card[card]} не с той руки: ход вне очереди (правило 55 "
            "редакции 1987 года не закодировано).")
    def declarer_leads_out_of_turn(self, card):
        _recognise(self, "lead-out-of-turn", "55", card)

    # Bare: 1987 Law 55 is not in the seeds, so its subdivisions are unknown here.
    @law("55",
         AS.card << CardPlayed(is_lead=True, in_turn=False, role="dummy", fifth_card=False),
         en="Declarer led {card[card]} from the wrong hand: a lead out of turn (1987 Law 55 is "
            "not encoded).",
         ru="Разыгрывающий пошёл {card[card]} не с той руки: ход вне очереди (правило 55 "
            "редакции 1987 года не закодировано).")
    def declarer_leads_from_dummy_out_of_turn(self, card):
        _recognise(self, "lead-out-of-turn", "55", card)

    # Bare: 1987 Law 56 is not in the seeds, so its subdivisions are unknown here.
    @law("56",
         AS.card << CardPlayed(is_lead=True, in_turn=False, role="defender", fifth_card=False),
         TEST(lambda card: card["trick"] > 1),
         en="{card[seat]} led {card[card]} out of turn after the opening lead: a defender's "
            "lead out of turn (1987 Law 56 is not encoded).",
         ru="{card[seat]} сделал ход {card[card]} вне очереди: ход защитника вне очереди "
            "(правило 56 редакции 1987 года не закодировано).")
    def defender_leads_out_of_turn(self, card):
        _recognise(self, "lead-out-of-turn", "56", card)

    # Bare: 1987 Law 57 is not in the seeds, so its subdivisions are unknown here.
    @law("57",
         AS.card << CardPlayed(premature=True, simultaneous=False),  # stuck: 45E1
         en="{card[seat]} played {card[card]} before his partner: a premature play (1987 "
            "Law 57 is not encoded).",
         ru="{card[seat]} сыграл {card[card]} раньше партнёра: преждевременная игра "
            "(правило 57 редакции 1987 года не закодировано).")
    def premature_play(self, card):
        _recognise(self, "premature-play", "57", card)

    # Bare: 1987 Laws 61-64 are not in the seeds, so their subdivisions are unknown here.
    @law("61",
         AS.revoke << RevokeMade(),
         en="{revoke[seat]} played {revoke[card]} while able to follow suit: a revoke "
            "(1987 Laws 61-64 are not encoded).",
         ru="{revoke[seat]} сыграл {revoke[card]}, имея карты масти хода: фальшренонс "
            "(правила 61-64 редакции 1987 года не закодированы).")
    def revoke(self, revoke):
        _recognise(self, "revoke", "61", revoke)

    # Bare: 1987 Law 68 is not in the seeds; 43.2 names its 68D (play stops), not this point.
    @law("68",
         AS.act << Action(verb="claims", period="play"),
         en="{act[seat]} claimed {act[count]} of the remaining tricks (1987 Law 68 is not "
            "encoded).",
         ru="{act[seat]} заявил претензию на {act[count]} из оставшихся взяток (правило 68 "
            "редакции 1987 года не закодировано).")
    def claim(self, act):
        _recognise(self, "claim", "68", act)

    # Bare: 1987 Law 68 is not in the seeds; 43.2 names its 68D (play stops), not this point.
    @law("68",
         AS.act << Action(verb="concedes", period="play"),
         en="{act[seat]} conceded {act[count]} of the remaining tricks (1987 Law 68 is not "
            "encoded).",
         ru="{act[seat]} уступил {act[count]} из оставшихся взяток (правило 68 редакции 1987 "
            "года не закодировано).")
    def concession(self, act):
        _recognise(self, "claim", "68", act)
