"""Law 55 — Declarer's lead out of turn (2017).

A  When declarer leads out of turn, from his own hand or from dummy, either defender
   may accept the lead (Law 53) or require it to be taken back; if they disagree, the
   defender next in turn after the irregular lead decides (the ``holder`` of the
   option).
B  Taken back:
   B1 when it was a defender's turn to lead, the card goes back to the hand it came
      from and nothing more follows;
   B2 when it was declarer's side's turn but from the other hand, the card goes back
      and declarer must lead from the correct hand.
C  If declarer then plays in a way that could have been based on information he got
   from his infraction, Law 16 applies (the TD may adjust the score).

Recognised here: a card led out of turn from declarer's or dummy's hand after the
opening lead (an opening lead by the declaring side is Law 54E). A fifth card to a
trick that the TD finds was meant as a lead (finding ``intended_lead``) is a lead
out of turn too. How the defenders chose is read from the record by Law 53: a card
played to the lead from the next hand accepts it; the correct leader leading shows it
was taken back; the other defender playing to it leaves it standing (53C). Their
words (``W accepts``, ``W chooses accept`` / ``refuse``): the statement of the
defender next in turn after the lead (the LHO of the hand that led) is read by Law 53
at once, as his choice prevails; the other defender's is read here, when the first
says nothing, or gives way when the first, speaking after him, chose otherwise. The
option names both defenders (``holders``); ``holder`` is the one whose choice prevails.
Leads out of turn to the thirteenth trick: Law 53A. After dummy, having lost his
rights, warned declarer against leading from the wrong hand, the defenders choose the
hand (Law 43B2(a)): the lead from the hand they chose is no lead out of turn.
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.kinds import FIFTH_CARD, LEAD_OUT_OF_TURN
from ruling.kb.common.leads import recognise_lead, statement_answer
from ruling.kb.common.templates import LeadAnswer, LeadHandChosen, LeadOutOfTurn
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    Action,
    CardPlayed,
    Chooses,
    EndOfRecord,
    Finding,
    Irregularity,
    LawModule,
    law,
    lho,
    rho,
    side,
)

CHOICES = ["accept", "refuse"]


def _law55_option(engine, lead, chosen: str | None = None):
    """The option of 55A: either defender's; the one next in turn prevails (``holder``)."""
    return engine.item("option", "55A", irr=lead["irr"], holder=lead["lho"],
                       holders=[lead["lho"], lead["rho"]], choices=CHOICES, chosen=chosen)


def _law55_said(engine, lead, seat: str) -> str | None:
    """What ``seat`` said about the lead out of turn after it: "accepted", "refused", or
    None (his latest statement counts)."""
    said = [(a["n"], "accepted") for a in engine.found(Accepted, of=lead["irr"], seat=seat)]
    said += [(a["n"], statement_answer(lead, a.get("choice")))
             for a in engine.found(Action, verb="chooses", seat=seat)
             if a["n"] > lead["n"] and statement_answer(lead, a.get("choice"))]
    return max(said)[1] if said else None


def _law55_declarers_lead(card) -> bool:
    """A lead after trick one, out of turn, from declarer's or dummy's hand."""
    return (card["trick"] > 1 and card["role"] in ("declarer", "dummy")
            and card["leader_should_be"] is not None)


class Law55(LawModule):
    number = "55"
    title = {"en": "Declarer's lead out of turn", "ru": "Ход разыгрывающего вне очереди"}
    summary = {
        "en": "When declarer leads out of turn from either hand, the defenders may accept the "
              "lead or have it taken back; if they disagree, the one next in turn after the "
              "lead decides. Taken back when a defender was on lead, the card simply returns "
              "to its hand; taken back when declarer led from the wrong one of his two hands, "
              "he must lead from the right one. If declarer profits from information his "
              "infraction gave him, the TD may adjust the score.",
        "ru": "Если разыгрывающий пошёл вне очереди из любой из двух рук, защитники могут "
              "принять ход или потребовать взять его назад; если они не согласны друг с "
              "другом, решает защитник, следующий по очереди после хода. Если ход был за "
              "защитником, карта просто возвращается в руку; если разыгрывающий пошёл не из "
              "той руки, он должен пойти из правильной. Если разыгрывающий воспользовался "
              "сведениями, полученными из-за своего нарушения, судья может скорректировать "
              "результат.",
    }

    # -- recognition -----------------------------------------------------------------

    @law("55A",
         AS.card << CardPlayed(is_lead=True, in_turn=False, already_played=False,
                               fifth_card=False, at=MATCH.at),
         TEST(lambda card: _law55_declarers_lead(card)),
         NOT(Irregularity(kind=FIFTH_CARD, at=MATCH.at)),  # the TD found it no lead (45E2)
         NOT(LeadHandChosen(at=MATCH.at)),  # the hand the defenders chose (43B2(a))
         en="Declarer led {card[card]} from {card[seat]} when the lead belonged to "
            "{card[leader_should_be]}: declarer's lead out of turn.",
         ru="Разыгрывающий пошёл {card[card]} (рука: {card[seat]}), хотя ходить должен был "
            "{card[leader_should_be]}: ход разыгрывающего вне очереди.")
    def declarer_leads_out_of_turn(self, card):
        self._law55_recognise(card)

    @law("55A",
         AS.card << CardPlayed(is_lead=True, in_turn=False, fifth_card=True, at=MATCH.at),
         TEST(lambda card: _law55_declarers_lead(card)),
         AS.found << Finding(key="intended_lead", value=True),
         NOT(LeadHandChosen(at=MATCH.at)),  # the hand the defenders chose (43B2(a))
         en="The TD finds that {card[seat]}'s fifth card {card[card]} was meant as the lead to "
            "the next trick, which belonged to {card[leader_should_be]}: declarer's lead out "
            "of turn.",
         ru="Судья признаёт, что пятая карта {card[card]} ({card[seat]}) была ходом в "
            "следующую взятку, а ходить должен был {card[leader_should_be]}: ход "
            "разыгрывающего вне очереди.")
    def fifth_card_meant_as_lead(self, card):
        self._law55_recognise(card)

    def _law55_recognise(self, card):
        hand = card["seat"]
        recognise_lead(self, card, LEAD_OUT_OF_TURN, "55", card["declarer"],
                       accepters=[lho(hand), rho(hand)], declaring=True)

    # -- A: the defenders accept ------------------------------------------------------

    @law("55A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="accepted"),
         en="The defenders accepted declarer's lead out of turn ({answer[by]} did): "
            "{lead[card]} stands as a correct lead.",
         ru="Защитники приняли ход разыгрывающего вне очереди ({answer[by]}): "
            "{lead[card]} остаётся в силе как правильный ход.")
    def accepted(self, lead, at):
        self.conclude(
            _law55_option(self, lead, "accept"),
            self.item("card-stands", irr=at, seat=lead["hand"], card=lead["card"]),
        )

    @law("55A",
         EndOfRecord(),
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="Either defender may accept declarer's lead out of turn or have it taken back; "
            "if they disagree, {lead[lho]}, next in turn after it, decides.",
         ru="Любой защитник может принять ход разыгрывающего вне очереди или потребовать "
            "взять его назад; если они не согласны, решает {lead[lho]}, следующий по "
            "очереди.")
    def undecided(self, lead):
        self.conclude(_law55_option(self, lead))

    # -- A: what the defenders said -----------------------------------------------------

    # The other defender's word decides only when the defender next in turn (whose
    # choice prevails) said nothing; his own statement is read by Law 53 at once.

    @law("55A",
         EndOfRecord(),
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True, rho=MATCH.rho,
                                  lho=MATCH.lho),
         AS.yes << Accepted(of=MATCH.at, seat=MATCH.rho),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{rho} accepted the lead out of turn by saying so, and {lho}, whose choice would "
            "prevail, said nothing: {lead[card]} stands as a correct lead.",
         ru="{rho} заявил, что принимает ход вне очереди, а {lho}, чей выбор имел бы "
            "преимущество, ничего не сказал: {lead[card]} остаётся в силе как правильный "
            "ход.")
    def other_defender_accepts(self, lead, at, rho, lho):
        self._law55_other_defender(lead, at, rho, lho, "accepted")

    @law("55A",
         EndOfRecord(),
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True, rho=MATCH.rho,
                                  lho=MATCH.lho),
         AS.said << Chooses(seat=MATCH.rho),
         TEST(lambda lead, said: said["n"] > lead["n"]
              and statement_answer(lead, said["choice"]) == "accepted"),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{rho} said he accepts the lead out of turn, and {lho}, whose choice would "
            "prevail, said nothing: {lead[card]} stands as a correct lead.",
         ru="{rho} заявил, что принимает ход вне очереди, а {lho}, чей выбор имел бы "
            "преимущество, ничего не сказал: {lead[card]} остаётся в силе как правильный "
            "ход.")
    def other_defender_chooses_accept(self, lead, at, rho, lho):
        self._law55_other_defender(lead, at, rho, lho, "accepted")

    @law("55A",
         EndOfRecord(),
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True, rho=MATCH.rho,
                                  lho=MATCH.lho),
         AS.said << Chooses(seat=MATCH.rho),
         TEST(lambda lead, said: said["n"] > lead["n"]
              and statement_answer(lead, said["choice"]) == "refused"),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{rho} said he requires the lead out of turn to be taken back, and {lho}, whose "
            "choice would prevail, said nothing: {lead[card]} is taken back.",
         ru="{rho} потребовал взять ход вне очереди назад, а {lho}, чей выбор имел бы "
            "преимущество, ничего не сказал: {lead[card]} берётся назад.")
    def other_defender_chooses_refuse(self, lead, at, rho, lho):
        self._law55_other_defender(lead, at, rho, lho, "refused")

    def _law55_other_defender(self, lead, at, rho, lho, answer):
        if _law55_said(self, lead, lho) is not None or _law55_said(self, lead, rho) != answer:
            return  # the next defender spoke (his choice prevails), or a later word differs
        self.conclude(LeadAnswer(irr=at, answer=answer, how="statement", by=rho))

    # Once the lead has its answer (the statement or the card of the defender whose choice
    # prevails, or the other's word when he said nothing), any other word of a defender on
    # it is weighed too, and gives way: the other defender's, agreeing or not, and a
    # statement its maker later changed.

    @law("55A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True, lho=MATCH.lho),
         AS.answer << LeadAnswer(irr=MATCH.at, how=P(lambda how: how in ("statement", "play")),
                                 answer=P(lambda answer: answer in ("accepted", "refused"))),
         AS.said << Accepted(of=MATCH.at),
         en="{said[seat]} said he accepts the lead out of turn, but the answer is "
            "{answer[by]}'s: when the defenders choose differently, "
            "{lho}, next in turn after the lead, prevails, and a player's latest word counts.",
         ru="{said[seat]} заявил, что принимает ход вне очереди, но ответ дал {answer[by]}: "
            "если защитники выбрали по-разному, решает {lho}, "
            "следующий по очереди после хода, а у каждого игрока в счёт идёт его последнее "
            "слово.")
    def other_word_accepts_gives_way(self, lead, answer, said):
        self._law55_gives_way(lead, answer, said)

    @law("55A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True, lho=MATCH.lho),
         AS.answer << LeadAnswer(irr=MATCH.at, how=P(lambda how: how in ("statement", "play")),
                                 answer=P(lambda answer: answer in ("accepted", "refused"))),
         AS.said << Chooses(),
         TEST(lambda lead, said: said["n"] > lead["n"] and said["seat"] in lead["accepters"]
              and statement_answer(lead, said["choice"]) is not None),
         en="{said[seat]} said he chooses {said[choice]}, but the answer to the lead out of "
            "turn is {answer[by]}'s: when the defenders choose "
            "differently, {lho}, next in turn after the lead, prevails, and a player's "
            "latest word counts.",
         ru="{said[seat]} заявил о своём выборе, но ответ на ход вне очереди дал "
            "{answer[by]}: если защитники выбрали по-разному, решает "
            "{lho}, следующий по очереди после хода, а у каждого игрока в счёт идёт его "
            "последнее слово.")
    def other_word_chooses_gives_way(self, lead, answer, said):
        self._law55_gives_way(lead, answer, said)

    def _law55_gives_way(self, lead, answer, said):
        later = [a for a in self.found(Accepted, of=lead["irr"], seat=said["seat"])
                 if a["n"] > said["n"]]
        later += [a for a in self.found(Action, verb="chooses", seat=said["seat"])
                  if a["n"] > said["n"] and statement_answer(lead, a.get("choice"))]
        if said["seat"] == answer["by"] and answer["how"] == "statement" and not later:
            return  # the word that gave the answer, not one that gives way to it
        self.conclude(_law55_option(self, lead, "accept" if answer["answer"] == "accepted"
                                    else "refuse"))

    # -- B: taken back --------------------------------------------------------------------

    @law("55B1",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True, leader=MATCH.leader,
                                  hand=MATCH.hand),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="refused"),
         TEST(lambda leader, hand: side(leader) != side(hand)),
         en="The lead belonged to {leader}, a defender, and declarer's {lead[card]} was not "
            "accepted: it goes back to {hand}'s hand, with no further rectification.",
         ru="Ходить должен был защитник {leader}, а ход разыгрывающего {lead[card]} не "
            "принят: карта возвращается в ту руку, из которой сыграна ({hand}), без "
            "дальнейших последствий.")
    def retracted_defenders_turn(self, lead, at, leader, hand):
        self.conclude(
            _law55_option(self, lead, "refuse"),
            self.item("card-withdrawn", irr=at, seat=hand, card=lead["card"]),
            self.item("lead-from", irr=at, seat=leader),
            self.item("no-rectification", irr=at),
        )

    @law("55B2",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True, leader=MATCH.leader,
                                  hand=MATCH.hand),
         AS.answer << LeadAnswer(irr=MATCH.at, answer="refused"),
         TEST(lambda leader, hand: side(leader) == side(hand)),
         en="Declarer led from the wrong hand ({hand} instead of {leader}) and the lead was not "
            "accepted: {lead[card]} goes back and declarer must lead from {leader}.",
         ru="Разыгрывающий пошёл не из той руки ({hand} вместо {leader:gen}), и ход не принят: "
            "{lead[card]} возвращается в руку, разыгрывающий должен пойти из правильной руки "
            "({leader}).")
    def retracted_wrong_hand(self, lead, at, leader, hand):
        self.conclude(
            _law55_option(self, lead, "refuse"),
            self.item("card-withdrawn", irr=at, seat=hand, card=lead["card"]),
            self.item("lead-from", irr=at, seat=leader),
        )

    # -- C: information from the infraction ---------------------------------------------

    @law("55C",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True),
         en="If declarer later takes a line of play that could have been based on "
            "information he got through leading out of turn, Law 16 applies: the TD may "
            "adjust the score.",
         ru="Если разыгрывающий затем выберет линию розыгрыша, которая могла быть основана "
            "на сведениях, полученных благодаря его ходу вне очереди, применяется правило "
            "16: судья может скорректировать результат.")
    def information_from_infraction(self, at):
        self.conclude(self.item("adjusted-score", irr=at,
                                when="declarer-used-information"))
