"""Law 60 — Play after an illegal play (2017).

A  1 A non-offender who plays after his RHO led or played out of turn or prematurely,
     before the rectification was settled, loses the right to it;
   2 the illegal play then counts as made in turn (save Law 53B);
   3 the offending side's earlier duties (to play a penalty card, to respect a lead or
     play restriction) still bind it at its later turns.
B  A defender who plays a card after declarer was made to take back his lead out of
   turn, before declarer has led from the right hand: that card becomes a major penalty
   card.
C  A player of the offending side who plays before the rectification is settled does
   not take away his opponents' rights, and his card may itself be rectified.

What the record shows: A3 when a defender's lead out of turn stands (accepted) while
his side has a penalty card on the table; B when declarer or dummy took back a lead
from the wrong hand (the lead was his side's: when it was a defender's, that defender's
card is the proper lead) and the next card came from a defender: that card is
then this law's alone, not a fifth card (45E) nor a defender's lead out of turn (56),
which read the ``played-before-correct-lead`` state; C when the partner of a defender
who played prematurely (57A) or failed to play a penalty card (52) plays before any TD
call or statement of declarer's choice (``S chooses ...``).
A1 and A2 for leads are Law 53A's (a card from the next hand accepts the lead). For
plays, the only premature plays the record can show being followed by the offender's
LHO are a defender's at his RHO's turn followed by declarer's own premature card, and
a declarer's premature card, which Law 57C3 already lets stand: not encoded.
"""

from __future__ import annotations

from ruling.kb.common.kinds import PENALTY_CARD, PENALTY_CARD_NOT_PLAYED, PREMATURE_PLAY
from ruling.kb.common.templates import (
    DutyRemains,
    PenaltyCardOnTable,
    PlayedBeforeCorrectLead,
    PlayedBeforeRectification,
    PrematureOption,
)
from ruling.kb.dsl import (
    AS,
    CHOOSES,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    DirectorCalled,
    Irregularity,
    LawModule,
    Reading,
    W,
    law,
    partner,
)


def _law60_assessed(engine, after: int, before: int) -> bool:
    """A TD call or a statement of declarer's choice (``chooses``) between the two entries."""
    return any((isinstance(f, DirectorCalled) and f.get("period") == "play"
                or isinstance(f, Action) and f.get("verb") == CHOOSES
                and f.get("period") == "play")
               and after < (f.get("n") or 0) < before for f in engine.facts.values())


class Law60(LawModule):
    number = "60"
    title = {"en": "Play after an illegal play", "ru": "Игра после незаконной игры"}
    summary = {
        "en": "A non-offender who plays after his RHO's play out of turn loses the right to "
              "rectification, and the play counts as in turn; the offenders' penalty cards "
              "and restrictions still bind them. A defender who plays before declarer has "
              "led from the right hand, after declarer took back a lead out of turn, has a "
              "major penalty card. An offender's play before the rectification is settled "
              "does not affect the opponents' rights.",
        "ru": "Ненарушитель, сыгравший после игры своего правого оппонента вне очереди, теряет "
              "право на исправление, и игра считается сделанной в очередь; штрафные карты и "
              "ограничения нарушителей продолжают действовать. Защитник, сыгравший до того, "
              "как разыгрывающий, взявший назад ход вне очереди, пошёл из правильной руки, "
              "получает старшую штрафную карту. Игра нарушителя до решения об исправлении не "
              "затрагивает прав оппонентов.",
    }

    # -- A3: duties that survive ----------------------------------------------------------

    @law("60A3",
         AS.lead << CardPlayed(role="defender", is_lead=True, in_turn=False, fate="stands",
                               seat=MATCH.seat, n=MATCH.n, card=MATCH.card, at=MATCH.la),
         AS.table << PenaltyCardOnTable(seat=MATCH.owner, since=MATCH.since),
         TEST(lambda seat, owner, since, n, table, card: owner in (seat, partner(seat))
              and since < n and table["card"] != card),
         en="{seat}'s lead out of turn stands, but {owner}'s penalty card {table[card]} still "
            "binds his side at its later turns.",
         ru="Ход {seat} вне очереди остаётся в силе, но штрафная карта {table[card]} "
            "({owner}) продолжает связывать его сторону в следующие очереди.")
    def penalty_card_still_binds(self, la, table, owner):
        self.conclude(DutyRemains(at=la, card=table["card"], seat=owner))

    # -- B: a defender plays before declarer's correct lead --------------------------------

    @law("60B",
         AS.wrong << CardPlayed(is_lead=True, in_turn=False, role=W(), at=MATCH.lat,
                                leader_should_be=MATCH.leader),
         AS.back << Action(verb="withdraws", refers_to=MATCH.lat, n=MATCH.wn),
         AS.card << CardPlayed(role="defender", n=MATCH.n, at=MATCH.at),
         TEST(lambda wrong, leader, n, wn: wrong["role"] in ("declarer", "dummy")
              and leader in (wrong["declarer"], wrong["dummy"]) and n > wn),
         NOT(PlayedBeforeCorrectLead(lead=MATCH.lat)),
         overrides=("Law45.fifth_card", "Law45.fifth_card_found",
                    "Law56.defender_leads_out_of_turn",
                    "Law56.fifth_card_meant_as_lead"),
         en="Declarer took back his lead out of turn ({wrong[card]}); {card[seat]} played "
            "{card[card]} before declarer led from the right hand: it becomes a major "
            "penalty card.",
         ru="Разыгрывающий взял назад свой ход вне очереди ({wrong[card]}); {card[seat]} "
            "сыграл {card[card]} до того, как разыгрывающий пошёл из правильной руки: она "
            "становится старшей штрафной картой.")
    def before_declarers_correct_lead(self, lat, wn, card, n, at):
        between = [f for f in self.facts.values()
                   if isinstance(f, CardPlayed) and wn < f["n"] < n]
        if between:
            return  # a card came between: it was not the next one
        self.conclude(
            PlayedBeforeCorrectLead(lead=lat, at=at),
            Irregularity(kind=PREMATURE_PLAY, law="60", at=at, n=n, offender=card["seat"],
                         card=card["card"], trick=card["trick"]),
            self.item(PENALTY_CARD, irr=at, seat=card["seat"], card=card["card"], grade="major",
                      from_n=n),
            Reading(at=at, fate="not-played"))  # a penalty card: no lead to the trick

    # -- C: the offending side plays before the rectification --------------------------------

    @law("60C",
         AS.irr << Irregularity(kind=MATCH.kind, at=MATCH.at, n=MATCH.n,
                                offender=MATCH.offender),
         AS.card << CardPlayed(seat=MATCH.mate, n=MATCH.m),
         TEST(lambda kind, offender, mate, n, m: mate == partner(offender) and m > n
              and kind in (PREMATURE_PLAY, PENALTY_CARD_NOT_PLAYED)),
         NOT(PlayedBeforeRectification(irr=MATCH.at)),
         en="{mate}, the offender's partner, played {card[card]} before the rectification of "
            "the irregularity at {at} was settled: that does not affect declarer's rights, "
            "and his card may itself be subject to rectification.",
         ru="{mate}, партнёр нарушителя, сыграл {card[card]} до решения об исправлении "
            "нарушения ({at}): это не затрагивает прав разыгрывающего, а его карта сама "
            "может подлежать исправлению.")
    def offender_side_plays_first(self, kind, at, n, card, m):
        if kind == PREMATURE_PLAY and not any(isinstance(f, PrematureOption)
                                         and f.get("irr") == at for f in self.facts.values()):
            return  # no rectification pending for the partner (57C, 57D)
        if _law60_assessed(self, n, m):
            return
        self.conclude(PlayedBeforeRectification(irr=at, card=card["card"]))
