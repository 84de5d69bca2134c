"""Law 53 — Lead out of turn accepted (2017).

A  Before the last trick a lead out of turn may be treated as a correct lead. It
   becomes one when the player entitled to accept it says so (declarer for a
   defender's lead, either defender for declarer's), or when a card is played to it
   from the hand next in rotation (but see B). Otherwise the lead must come from the
   correct hand. Footnote: at the thirteenth trick a lead out of turn cannot be
   accepted; it must be retracted.
B  When the proper leader is an opponent of the offender, his card is his proper lead,
   not a card played to the irregular lead; that lead stands, and cards played to the
   trick in error may be taken back (Law 16C).
C  When declarer led out of turn (from either hand) and the defender on the leading
   hand's right plays to it (not a proper lead under B), the lead stands and that
   defender's card falls under Law 57.

The leads out of turn themselves are recognised by the laws that rectify them: 54
(the opening lead), 55 (declarer's), 56 (a defender's). Each concludes a
``lead-out-of-turn`` state; this module reads what happened next and concludes the
``lead-answer`` state (accepted / refused / standing) that 54, 55 and 56 turn into
ruling items. What happened next is the first card played after the lead (the
``next-card`` state), or a statement before it: ``X accepts``, or ``X chooses`` naming
the option's choice to accept or to refuse (``accept`` / ``refuse``; for an opening
lead, Law 54's ``accept-and-play-second`` / ``refuse``). A statement is read here when
its maker alone holds the choice (declarer, for a defender's lead) or, for declarer's
lead, when he is the defender next in turn after it, whose choice prevails (Law 55A);
the other defender's statement is Law 55's to weigh.
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.kinds import LEAD_OUT_OF_TURN
from ruling.kb.common.leads import next_card, speaks_for_the_side, statement_answer
from ruling.kb.common.record import record_facts
from ruling.kb.common.templates import LeadAnswer, LeadNextCard, LeadOutOfTurn
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    CardPlayed,
    Chooses,
    EndOfRecord,
    Irregularity,
    LawModule,
    Reading,
    law,
    side,
)

# What Laws 43, 47, 53-55 answer to a lead out of turn: the lead stays, or it goes back.
STANDING = ("accepted", "stands", "spread", "must-accept", "not-rectified")
TAKEN_BACK = ("refused", "retracted")


class Law53(LawModule):
    number = "53"
    title = {"en": "Lead out of turn accepted", "ru": "Принятие хода вне очереди"}
    summary = {
        "en": "Up to the twelfth trick, a lead out of turn may be accepted as if it were in "
              "turn: by a statement of the player entitled to accept it, or by a card played "
              "to it from the next hand. When the proper leader is an opponent of the "
              "offender, his card is his own proper lead and that lead stands. When declarer "
              "led out of turn and the wrong defender plays to it, the lead stands and Law 57 "
              "deals with the defender's card. At the thirteenth trick a lead out of turn is "
              "always taken back.",
        "ru": "До двенадцатой взятки включительно ход вне очереди может быть принят как "
              "сделанный в очередь: заявлением игрока, имеющего на это право, или картой, "
              "сыгранной на него из следующей руки. Если очередь хода была за оппонентом "
              "нарушителя, его карта — это его собственный правильный ход, и он остаётся в "
              "силе. Если вне очереди пошёл разыгрывающий и на ход сыграл не тот защитник, "
              "ход остаётся в силе, а карта защитника рассматривается по правилу 57. В "
              "тринадцатой взятке ход вне очереди всегда берётся назад.",
    }

    # -- what happened next ----------------------------------------------------------

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, n=MATCH.n),
         AS.card << CardPlayed(n=MATCH.m),
         TEST(lambda n, m: m > n),
         NOT(LeadNextCard(irr=MATCH.at)),
         en="{card[seat]}'s {card[card]} is the first card played after the lead out of turn "
            "({lead[hand]}'s {lead[card]}).",
         ru="{card[card]} ({card[seat]}) — первая карта, сыгранная после хода вне очереди "
            "({lead[card]}, {lead[hand]}).")
    def next_card(self, lead, at, card):
        self.conclude(next_card(self, at, lead, card))

    # -- A: acceptance ---------------------------------------------------------------

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at),
         AS.yes << Accepted(of=MATCH.at, seat=MATCH.by),
         TEST(lambda lead, by: speaks_for_the_side(lead, by)),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{by} accepted {lead[hand]}'s lead out of turn by saying so: it is treated as a "
            "correct lead.",
         ru="{by} заявил, что принимает ход вне очереди ({lead[card]}, {lead[hand]}): ход "
            "считается правильным.")
    def accepted_by_word(self, at, by):
        self.conclude(LeadAnswer(irr=at, answer="accepted", how="statement", by=by))

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, n=MATCH.n),
         AS.said << Chooses(seat=MATCH.by, n=MATCH.m),
         TEST(lambda lead, by, said, n, m: m > n and speaks_for_the_side(lead, by)
              and statement_answer(lead, said["choice"]) == "accepted"),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{by} said he accepts {lead[hand]}'s lead out of turn ({lead[card]}): it is "
            "treated as a correct lead.",
         ru="{by} заявил, что принимает ход вне очереди ({lead[card]}, {lead[hand]}): ход "
            "считается правильным.")
    def accepted_by_choice(self, at, by):
        self.conclude(LeadAnswer(irr=at, answer="accepted", how="statement", by=by))

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, n=MATCH.n),
         AS.said << Chooses(seat=MATCH.by, n=MATCH.m),
         TEST(lambda lead, by, said, n, m: m > n and speaks_for_the_side(lead, by)
              and statement_answer(lead, said["choice"]) == "refused"),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{by} said he does not accept {lead[hand]}'s lead out of turn ({lead[card]}): the "
            "lead must come from the correct hand ({lead[leader]}).",
         ru="{by} заявил, что не принимает ход вне очереди ({lead[card]}, {lead[hand]}): "
            "ходить должна правильная рука ({lead[leader]}).")
    def refused_by_choice(self, at, by):
        self.conclude(LeadAnswer(irr=at, answer="refused", how="statement", by=by))

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at),
         AS.next << LeadNextCard(irr=MATCH.at, seat=MATCH.seat, relation="lho",
                                 taken_back=False),
         TEST(lambda next: not next["proper_leader"] or next["same_suit"] or next["void"]),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{seat}, the hand next in rotation, played {next[card]} to {lead[hand]}'s lead out "
            "of turn: the lead is accepted and treated as a correct lead.",
         ru="Следующая по порядку рука ({seat}) сыграла {next[card]} на ход вне очереди "
            "({lead[card]}, {lead[hand]}): ход принят и считается правильным.")
    def accepted_by_play(self, at, seat):
        self.conclude(LeadAnswer(irr=at, answer="accepted", how="play", by=seat))

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, leader=MATCH.leader, hand=MATCH.hand),
         AS.next << LeadNextCard(irr=MATCH.at, seat=MATCH.leader, proper_leader=True),
         TEST(lambda leader, hand: side(leader) == side(hand)),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="The lead out of turn was not accepted: {leader}, whose turn it was, led "
            "{next[card]} from the correct hand.",
         ru="Ход вне очереди не принят: {leader}, чья была очередь, пошёл {next[card]} из "
            "правильной руки.")
    def correct_hand_leads(self, at, leader):
        self.conclude(LeadAnswer(irr=at, answer="refused", how="correct-hand",
                                 by=leader))

    # -- B: the proper leader, an opponent, leads ------------------------------------

    @law("53B",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, leader=MATCH.leader, hand=MATCH.hand),
         AS.next << LeadNextCard(irr=MATCH.at, seat=MATCH.leader, proper_leader=True),
         TEST(lambda leader, hand, next: side(leader) != side(hand)
              and not (next["relation"] == "lho" and (next["same_suit"] or next["void"]))),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="It was the turn of {leader}, an opponent of the offender, to lead, and he made "
            "his proper lead ({next[card]}): it is not a card played to the irregular lead. "
            "The proper lead stands and the lead out of turn was not accepted; any card "
            "played to this trick in error may be taken back (Law 16C applies).",
         ru="Ходить должен был {leader} — оппонент нарушителя, и он сделал свой "
            "правильный ход ({next[card]}): это не карта, сыгранная на ход вне очереди. "
            "Правильный ход остаётся в силе, ход вне очереди не принят; карты, ошибочно "
            "сыгранные в эту взятку, можно взять назад (применяется правило 16C).")
    def proper_lead_by_opponent(self, at, leader):
        self.conclude(LeadAnswer(irr=at, answer="refused", how="proper-lead",
                                 by=leader))

    # -- C: the wrong defender plays to declarer's lead ------------------------------

    @law("53C",
         AS.lead << LeadOutOfTurn(irr=MATCH.at, declaring=True),
         AS.next << LeadNextCard(irr=MATCH.at, seat=MATCH.seat, relation="rho",
                                 proper_leader=False, taken_back=False),
         NOT(LeadAnswer(irr=MATCH.at)),
         en="{seat}, the defender on the right of {lead[hand]}, played {next[card]} to "
            "declarer's lead out of turn: the lead stands, and Law 57 deals with {seat}'s card "
            "(played before his partner).",
         ru="{seat} — защитник справа от руки, из которой был ход ({lead[hand]}), — "
            "сыграл {next[card]} на ход разыгрывающего вне очереди: ход остаётся в силе, а "
            "его карта (сыгранная раньше партнёра) рассматривается по правилу 57.")
    def wrong_defender_plays(self, lead, at, seat):
        self.conclude(LeadAnswer(irr=at, answer="stands", how="53C", by=seat),
                      self.item("card-stands", irr=at, seat=lead["hand"],
                                card=lead["card"]))

    # -- what the play goes on from ----------------------------------------------------
    # The answer to the lead, whichever law gave it (53A-C here; 54A/C, 55A, 43B3 and
    # 47E1 elsewhere: STANDING and TAKEN_BACK), becomes the reading the record is
    # replayed with. Cited 53A: a lead accepted is treated as a correct lead, else the
    # lead comes from the correct hand.

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at),
         AS.answer << LeadAnswer(irr=MATCH.at, answer=P(lambda answer: answer in STANDING)),
         NOT(Reading(at=MATCH.at)),
         en="{lead[hand]}'s {lead[card]} stays led: the play goes on from it.",
         ru="Ход {lead[card]} ({lead[hand]}) остаётся в силе: игра продолжается с него.")
    def play_goes_on_from_the_lead(self, at):
        self.conclude(Reading(at=at, fate="stands"))

    @law("53A",
         AS.lead << LeadOutOfTurn(irr=MATCH.at),
         AS.answer << LeadAnswer(irr=MATCH.at, answer=P(lambda answer: answer in TAKEN_BACK)),
         NOT(Reading(at=MATCH.at)),
         en="{lead[hand]}'s {lead[card]} is not a card played to a trick: the lead is to come "
            "from the correct hand, {lead[leader]}'s.",
         ru="{lead[card]} ({lead[hand]}) не сыграна во взятку: ходить должна правильная "
            "рука ({lead[leader]}).")
    def lead_from_the_correct_hand(self, at):
        self.conclude(Reading(at=at, fate="not-played"))

    # -- the thirteenth trick ----------------------------------------------------------

    @law("53A",
         AS.irr << Irregularity(kind=LEAD_OUT_OF_TURN, at=MATCH.at, trick=13),
         en="{irr[hand]} led {irr[card]} out of turn to the thirteenth trick: such a lead "
            "cannot be accepted and must be taken back; {irr[leader]} leads. With one card "
            "left in each hand nothing else follows.",
         ru="{irr[hand]} пошёл {irr[card]} вне очереди в тринадцатой взятке: такой ход "
            "нельзя принять, он берётся назад; ходит {irr[leader]}. У каждого осталось по "
            "одной карте, других последствий нет.")
    def last_trick(self, irr, at):
        self.conclude(self.item("card-withdrawn", irr=at, seat=irr["hand"],
                                card=irr["card"]),
                      self.item("lead-from", irr=at, seat=irr["leader"]))

    @law("53A",
         EndOfRecord(),
         AS.irr << Irregularity(kind=LEAD_OUT_OF_TURN, at=MATCH.at, trick=13, n=MATCH.n),
         NOT(Reading(at=MATCH.at)),
         en="{irr[leader]}, the correct hand, led to the thirteenth trick after {irr[hand]}'s "
            "lead out of turn: {irr[card]} is back in the hand.",
         ru="Правильная рука ({irr[leader]}) пошла в тринадцатой взятке после хода вне "
            "очереди ({irr[hand]}): {irr[card]} вернулась в руку.")
    def last_trick_correct_hand_leads(self, irr, at, n):
        later = [c for c in record_facts(self, CardPlayed) if c["n"] > n]
        if later and later[0]["seat"] == irr["leader"]:
            self.conclude(Reading(at=at, fate="not-played"))
