"""Law 48 — Exposure of declarer's cards (1987).

A  Declarer is not penalised for exposing a card, and no card of declarer's hand or
   of dummy ever becomes a penalty card (seed; commentary 48.1, 48.5). He need not
   play a card he dropped, and a defender may not treat it as a lead out of turn
   (48.1; 45.2(ii)).
   Facing his cards:
   - right after an opening lead out of turn, declarer is deemed to accept the lead,
     and Law 54 applies (commentary 48.3);
   - at any other time, it may be taken as a claim or concession: play stops and
     Law 68 applies; the TD treats it as a claim unless there is convincing evidence
     that declarer did not mean one (commentary 48.4).

The seeds give only 48A's letter; the two cases of declarer facing his cards are
cited as "48" (commentary 48.3, 48.4). Laws 54 and 68 (1987) are not encoded: their
consequences are handed to the TD as not covered.

The record: ``S exposes CARD`` (declarer, or dummy's seat), ``S spreads``.
"""

from __future__ import annotations

from ruling.kb.common.kinds import EXPOSED_CARD
from ruling.kb.common.record import play_irregularity
from ruling.kb.common.templates import SpreadAcceptsLead
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    Given,
    Irregularity,
    LawModule,
    Reading,
    decide,
    law,
    rho,
)


class Law48(LawModule):
    number = "48"
    title = {"en": "Exposure of declarer's cards", "ru": "Открытие карт разыгрывающего"}
    summary = {
        "en": "Declarer is never penalised for exposing a card, and no card of his or of "
              "dummy becomes a penalty card; a defender may not treat declarer's exposed card "
              "as a lead. Declarer facing his cards after an opening lead out of turn accepts "
              "the lead (Law 54); facing them at any other time may be a claim: play stops "
              "(Law 68).",
        "ru": "Разыгрывающий не наказывается за показ карты, и никакая карта его руки или "
              "стола не становится штрафной; защитник не может считать показанную карту "
              "ходом. Разыгрывающий, открывший карты после первого хода вне очереди, "
              "принимает этот ход (правило 54); открытие карт в другое время может считаться "
              "претензией: розыгрыш прекращается (правило 68).",
    }

    @law("48A",
         AS.act << Action(verb="exposes", period="play", role=MATCH.role),
         TEST(lambda role: role in ("declarer", "dummy")),
         en="Declarer's side exposed {act[card]} ({act[seat]}) during the play.",
         ru="Во время розыгрыша открыта карта {act[card]} ({act[seat]}) разыгрывающей "
            "стороны.")
    def exposed(self, act):
        play_irregularity(self, EXPOSED_CARD, "48", act)

    @law("48A",
         AS.irr << Irregularity(kind=EXPOSED_CARD, law="48", at=MATCH.at, offender=MATCH.seat),
         en="No penalty for declarer's exposed card: {irr[card]} goes back and need not be "
            "played, it never becomes a penalty card, and a defender may not take it as a "
            "lead.",
         ru="Разыгрывающий не наказывается за показ карты: {irr[card]} возвращается, её не "
            "обязательно играть, она никогда не становится штрафной, и защитник не может "
            "принять её как ход.")
    def no_penalty(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    # -- declarer faces his cards -------------------------------------------------

    # Bare: the seed text of Law 48 gives only 48A; commentary 48.3 names no subdivision.
    @law("48",
         AS.act << Action(verb="spreads", period="play", role="declarer", seat=MATCH.declarer,
                          trick=1, turn=MATCH.declarer, at=MATCH.at),
         AS.lead << CardPlayed(trick=1, position=1, in_turn=False),
         TEST(lambda lead, declarer: lead["seat"] == rho(declarer)),
         overrides="Law48.faced_as_claim",
         en="{declarer} faced his cards right after {lead[seat]}'s opening lead out of turn: "
            "he is deemed to have accepted the lead, and Law 54 applies.",
         ru="{declarer} открыл свои карты сразу после первого хода вне очереди "
            "({lead[seat]}): он считается принявшим ход, применяется правило 54.")
    def after_opening_lead_out_of_turn(self, declarer, at, lead):
        self.conclude(
            SpreadAcceptsLead(at=at),
            Reading(at=lead["at"], fate="stands"),  # accepted: the play goes on from it
            self.item("option", irr=at, holder=declarer, choices=["accept", "refuse"],
                      chosen="accept"),
            self.item("not-covered", "54", irr=at, kind="opening-lead-out-of-turn",
                      decide=decide("consequences of {declarer} accepting the opening lead "
                                    "out of turn by facing his cards (1987 Law 54)",
                                    "последствия того, что разыгрывающий ({declarer}) "
                                    "принял первый ход вне очереди, открыв свои карты "
                                    "(правило 54 редакции 1987 года)", declarer=declarer)),
        )

    # Bare: the seed text of Law 48 gives only 48A; commentary 48.4 names no subdivision.
    @law("48",
         AS.act << Action(verb="spreads", period="play", role="declarer", at=MATCH.at),
         NOT(SpreadAcceptsLead(at=MATCH.at)),
         NOT(Given(key="no_claim_intended", value=True)),
         en="{act[seat]}, declarer, faced his cards during the play: the TD takes it as a claim "
            "unless there is convincing evidence that he did not mean one.",
         ru="Разыгрывающий {act[seat]} открыл свои карты во время розыгрыша: судья считает "
            "это претензией, если нет убедительных доказательств обратного.")
    def faced_as_claim(self, act):
        play_irregularity(self, "claim", "68", act)

    # Bare: the seed text of Law 48 gives only 48A; commentary 48.4 names no subdivision.
    @law("48",
         AS.act << Action(verb="spreads", period="play", role="declarer", at=MATCH.at),
         NOT(SpreadAcceptsLead(at=MATCH.at)),
         AS.found << Given(key="no_claim_intended", value=True),
         en="{act[seat]}, declarer, faced his cards, and the TD is convinced he did not mean "
            "to claim or concede: no claim; play goes on, and his cards are no penalty cards "
            "(48A).",
         ru="Разыгрывающий {act[seat]} открыл свои карты, но судья убеждён, что он не "
            "намеревался заявлять претензию или уступку: претензии нет; розыгрыш "
            "продолжается, его карты штрафными не становятся (48A).")
    def not_meant_as_claim(self, at):
        self.conclude(self.item("no-claim", irr=at))

    # Bare: the seed text of Law 48 gives only 48A; commentary 48.4 names no subdivision.
    @law("48",
         AS.irr << Irregularity(kind="claim", law="68", at=MATCH.at, offender=MATCH.seat),
         AS.act << Action(at=MATCH.at, verb="spreads"),
         en="Declarer's facing his cards stops the play; the claim is settled under Law 68.",
         ru="Открытие карт разыгрывающим прекращает розыгрыш; претензия решается по "
            "правилу 68.")
    def play_stops(self, at, seat):
        self.conclude(
            self.item("play-ceases", irr=at),
            self.item("not-covered", "68", irr=at, kind="claim",
                      decide=decide("outcome of the claim {seat} made by facing his cards "
                                    "(1987 Laws 68 to 71)",
                                    "исход претензии, предъявленной открытием карт ({seat}) "
                                    "(правила 68–71 редакции 1987 года)", seat=seat)),
        )
