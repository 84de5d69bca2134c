"""Law 43 — Dummy's limitations (2017).

Except as Law 42 allows:
A  1(a) dummy may not start a call for the TD during play, unless another player has
        drawn attention to an irregularity;
   1(b) he may not draw attention to an irregularity during play (``N attention``;
        asking a defender whether he has a card of the suit led, which Law 42B1 keeps
        for declarer alone, ``N asks E``, is such an act);
   1(c) he must take no part in the play and tell declarer nothing about it (a card
        he names, Law 45F);
   2(a) he may not exchange hands with declarer (``N looks S``); 2(b) nor leave his
        seat to watch declarer play; 2(c) nor look at a defender's cards
        (``N looks E``);
   3    a defender may not show dummy his hand.
B  1  Any A1 or A2 violation lays dummy open to a procedural penalty (Law 90).
   2  After an A2 violation by dummy:
      (a) if he warns declarer against leading from the wrong hand, either defender
          chooses the hand declarer leads from;
      (b) if he is the first to ask declarer whether a play from declarer's hand is a
          revoke, declarer must put a legal card in its place, and Law 64 applies as
          though the revoke were established.
   3  After an A2 violation, if dummy is the first to draw attention to a defender's
      irregularity, it is not rectified: play goes on as if it had not happened, and
      at the end the TD takes away from the defenders (only) whatever they gained by
      it; declarer's side keeps its table score.

The record cannot show who called the TD (A1(a)), nor a defender showing his hand
(A3). "First" in B2(b) and B3 means no other player asked declarer about that card,
or called the TD, or drew attention, between the irregularity and dummy's act; the
irregularity dummy points at in B3 is the latest one of the defenders before it. B3
gives that irregularity Law 53's ``lead-answer`` state the answer ``not-rectified`` (so
a lead out of turn gets no choice from Laws 54-56) and the state
``no-immediate-rectification``. B2(b) concludes ``revoke-established`` for Law 64.
Under B2(a) the first lead after the warning from declarer's side is the hand the
defenders chose: the ruling names it in a ``lead-from`` item whose ``chooser`` is the
option's holder (both defenders in ``choosers``), and the ``lead-hand-chosen`` state
keeps Law 55 from taking that lead for a lead out of turn (an exception to its
recognition).
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.kinds import DUMMY_FORBIDDEN_ACTION
from ruling.kb.common.record import CLAIM_WORDS, entry_number, play_facts_between, record_facts
from ruling.kb.common.templates import (
    DeemedClaim,
    DummyLostRights,
    LeadAnswer,
    LeadHandChosen,
    NoImmediateRectification,
    RevokeEstablished,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    DirectorCalled,
    EndOfRecord,
    Irregularity,
    Item,
    LawModule,
    RevokeMade,
    TrickComplete,
    law,
    lho,
    partner,
    side,
)


def _law43_violation(engine, act, limitation: str) -> None:
    engine.conclude(Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="43", at=act["at"], n=act["n"],
                                 offender=act["seat"], action=act["verb"],
                                 limitation=limitation))


class Law43(LawModule):
    number = "43"
    title = {"en": "Dummy's limitations", "ru": "Ограничения болвана"}
    summary = {
        "en": "Dummy may not draw attention to an irregularity during play, take part in the "
              "play, exchange hands with declarer, watch declarer play or look at a "
              "defender's cards; each violation lays him open to a procedural penalty. "
              "Once he has exchanged hands or looked, he also loses part of his rights: a "
              "warning against leading from the wrong hand lets the defenders choose the "
              "hand declarer leads from, a first question about declarer's revoke makes "
              "the revoke count as established, and a first word about a defender's "
              "irregularity leaves it unrectified, the defenders losing only what they "
              "gained.",
        "ru": "Болван не может во время розыгрыша обращать внимание на нарушения, "
              "участвовать в розыгрыше, меняться местами с разыгрывающим, наблюдать за его "
              "игрой или смотреть карты защитника; за каждое такое нарушение ему может "
              "быть назначен процедурный штраф. Если он поменялся местами или "
              "посмотрел карты, он теряет и часть прав: после его предупреждения о ходе не "
              "из той руки защитники выбирают, из какой руки пойдёт разыгрывающий; после "
              "его первого вопроса о фальшренонсе разыгрывающего фальшренонс считается "
              "состоявшимся; а нарушение защитников, на которое он первым указал, не "
              "исправляется — защитники лишь теряют полученную выгоду.",
    }

    # -- A: the limitations ----------------------------------------------------------

    @law("43A1(b)",
         AS.act << Action(verb="attention", period="play", role="dummy"),
         NOT(TrickComplete(number=13)),
         NOT(Action(verb=P(lambda verb: verb in CLAIM_WORDS), period="play")),
         NOT(DeemedClaim()),
         en="Dummy ({act[seat]}) drew attention to an irregularity while play was going on: "
            "he may do that only once play is over (Law 42B3).",
         ru="Болван ({act[seat]}) обратил внимание на нарушение во время розыгрыша: это "
            "можно делать только после его окончания (правило 42B3).")
    def attention_during_play(self, act):
        _law43_violation(self, act, "43A1(b)")

    @law("43A1(b)",
         AS.act << Action(verb="asks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target != partner(dummy)),
         en="Dummy ({dummy}) asked {target}, a defender, whether he had a card of the suit "
            "led: dummy may ask only declarer (Law 42B1); asking a defender draws attention "
            "to a possible irregularity during play.",
         ru="Болван ({dummy}) спросил защитника {target:gen}, нет ли у него карт масти хода: "
            "болван может спрашивать только разыгрывающего (правило 42B1); вопрос защитнику "
            "— это обращение внимания на возможное нарушение во время розыгрыша.")
    def asks_defender(self, act):
        _law43_violation(self, act, "43A1(b)")

    @law("43A2(a)",
         AS.act << Action(verb="looks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target == partner(dummy)),
         en="Dummy ({dummy}) exchanged hands with declarer: dummy may not.",
         ru="Болван ({dummy}) поменялся местами с разыгрывающим: болван не вправе этого "
            "делать.")
    def exchanges_hands(self, act, dummy):
        _law43_violation(self, act, "43A2(a)")
        self.conclude(DummyLostRights(seat=dummy, at=act["at"], n=act["n"]))

    @law("43A2(c)",
         AS.act << Action(verb="looks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target != partner(dummy)),
         en="Dummy ({dummy}) looked at the cards of {target}, a defender: dummy may not.",
         ru="Болван ({dummy}) посмотрел карты защитника {target:gen}: болван не вправе этого "
            "делать.")
    def looks_at_defender(self, act, dummy):
        _law43_violation(self, act, "43A2(c)")
        self.conclude(DummyLostRights(seat=dummy, at=act["at"], n=act["n"]))

    # -- B1: procedural penalty ----------------------------------------------------------

    @law("43B1",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, at=MATCH.at, offender=MATCH.dummy,
                                limitation=MATCH.limitation),
         TEST(lambda limitation: limitation.startswith(("43A1", "43A2"))),
         en="Dummy ({dummy}) broke Law {limitation}: the TD may give him a procedural "
            "penalty (Law 90).",
         ru="Болван ({dummy}) нарушил правило {limitation}: судья может назначить ему "
            "процедурный штраф (правило 90).")
    def procedural_penalty(self, at, dummy):
        self.conclude(self.item("procedural-penalty", irr=at, seat=dummy))

    # -- B2(a): a warning after an A2 violation ----------------------------------------

    @law("43B2(a)",
         AS.act << Action(verb="warns", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target, n=MATCH.n),
         TEST(lambda dummy, target: target == partner(dummy)),
         AS.lost << DummyLostRights(seat=MATCH.dummy, n=MATCH.lost_n),
         TEST(lambda n, lost_n: lost_n < n),
         en="Dummy ({dummy}), who had already exchanged hands or looked at a defender's "
            "cards ({lost[at]}), warned declarer against leading from the wrong hand: either "
            "defender now chooses the hand declarer leads from.",
         ru="Болван ({dummy}), уже поменявшийся местами или посмотревший карты защитника "
            "({lost[at]}), предупредил разыгрывающего о ходе не из той руки: теперь любой из "
            "защитников выбирает, из какой руки пойдёт разыгрывающий.")
    def warns_after_violation(self, act):
        _law43_violation(self, act, "43B2(a)")

    @law("43B2(a)",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, limitation="43B2(a)", at=MATCH.at,
                                n=MATCH.n,
                                offender=MATCH.dummy),
         AS.lead << CardPlayed(is_lead=True, n=MATCH.lead_n, seat=MATCH.hand),
         TEST(lambda dummy, hand, n, lead_n: side(hand) == side(dummy) and lead_n > n),
         NOT(Item(type="option", irr=MATCH.at)),
         # the hand the defenders chose leads: no lead out of turn for Law 55 to rectify
         overrides=("Law55.declarer_leads_out_of_turn", "Law55.fifth_card_meant_as_lead"),
         en="After dummy's warning, declarer led from {hand}: that is the hand the defenders "
            "chose.",
         ru="После предупреждения болвана разыгрывающий пошёл из руки {hand:gen}: эту руку и "
            "выбрали защитники.")
    def hand_chosen(self, at, n, dummy, lead, lead_n, hand):
        if play_facts_between(self, CardPlayed, n, lead_n):
            return  # another card came first: this lead is not the one the warning was about
        option = self.item("option", irr=at, holder=side(lho(dummy)),
                           choices=[partner(dummy), dummy], chosen=hand)
        # the defenders choose: the lead-from item names them as the option does (by role)
        self.conclude(option,
                      self.item("lead-from", irr=at, seat=hand, chooser=option["holder"],
                                choosers=list(option["holders"])),
                      LeadHandChosen(at=lead["at"], irr=at, seat=hand))

    @law("43B2(a)",
         EndOfRecord(),
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, limitation="43B2(a)", at=MATCH.at,
                                offender=MATCH.dummy),
         NOT(Item(type="option", irr=MATCH.at)),
         en="Either defender chooses whether declarer leads from his own hand or from dummy.",
         ru="Любой из защитников выбирает, пойдёт ли разыгрывающий из своей руки или из "
            "болвана.")
    def hand_to_choose(self, at, dummy):
        self.conclude(self.item("option", irr=at, holder=side(lho(dummy)),
                                choices=[partner(dummy), dummy]))

    # -- B2(b): a question about declarer's revoke after an A2 violation ------------------

    @law("43B2(b)",
         AS.act << Action(verb="asks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.declarer, n=MATCH.n),
         TEST(lambda dummy, declarer: declarer == partner(dummy)),
         AS.lost << DummyLostRights(seat=MATCH.dummy, n=MATCH.lost_n),
         AS.rev << RevokeMade(seat=MATCH.declarer, at=MATCH.rev_at, n=MATCH.rev_n),
         AS.card << CardPlayed(at=MATCH.rev_at, role="declarer"),
         TEST(lambda n, lost_n, rev_n: lost_n < n and rev_n < n),
         TEST(lambda rev, n: rev["next_by"] in (None, "withdrawal")
              or entry_number(rev["next_at"]) > n),
         en="Dummy ({dummy}), who had already exchanged hands or looked at a defender's "
            "cards ({lost[at]}), was the first to ask declarer about {rev[card]}, a revoke "
            "from declarer's hand: declarer must put a legal card in its place, and Law 64 "
            "applies as though the revoke were established.",
         ru="Болван ({dummy}), уже поменявшийся местами или посмотревший карты защитника "
            "({lost[at]}), первым спросил разыгрывающего о карте {rev[card]} — фальшренонсе "
            "из руки разыгрывающего: разыгрывающий должен заменить её законной картой, а "
            "правило 64 применяется так, как будто фальшренонс состоялся.")
    def asks_about_revoke(self, dummy, declarer, n, rev, rev_at, rev_n):
        asked = [a for a in play_facts_between(self, Action, rev_n, n, verb="asks",
                                               target=declarer) if a["seat"] != dummy]
        taken_back = play_facts_between(self, Action, rev_n, n, verb="withdraws",
                                        refers_to=rev_at)
        if asked or taken_back:
            return  # someone asked first, or the revoke was already put right
        self.conclude(
            self.item("card-withdrawn", irr=rev_at, seat=declarer,
                      card=rev["card"]),
            RevokeEstablished(irr=rev_at, law="43B2(b)", seat=declarer,
                              card=rev["card"]),
        )

    # -- B3: dummy points at a defender's irregularity after an A2 violation --------------

    @law("43B3",
         AS.act << Action(verb="attention", period="play", role="dummy", seat=MATCH.dummy,
                          n=MATCH.n),
         AS.lost << DummyLostRights(seat=MATCH.dummy, n=MATCH.lost_n),
         AS.irr << Irregularity(at=MATCH.at, offender=MATCH.offender),
         TEST(lambda dummy, offender, n, lost_n, at: lost_n < n and 0 < entry_number(at) < n
              and side(offender) != side(dummy)),
         en="Dummy ({dummy}), who had already exchanged hands or looked at a defender's "
            "cards ({lost[at]}), was the first to draw attention to {offender}'s "
            "irregularity ({at}): it is not rectified, play goes on as though it had not "
            "happened, and at the end the TD takes from the defenders any advantage it gave "
            "them; declarer's side keeps its table score.",
         ru="Болван ({dummy}), уже поменявшийся местами или посмотревший карты защитника "
            "({lost[at]}), первым обратил внимание на нарушение {offender} ({at}): оно не "
            "исправляется, розыгрыш продолжается так, будто его не было, а по окончании "
            "судья отнимает у защитников полученную выгоду; разыгрывающая сторона "
            "сохраняет результат, полученный за столом.")
    def attention_to_defenders_irregularity(self, dummy, n, at, offender):
        start = entry_number(at)
        later = [i for i in record_facts(self, Irregularity)
                 if start < entry_number(i["at"]) < n and side(i["offender"]) == side(offender)]
        others = [a for a in play_facts_between(self, Action, start, n, verb="attention")
                  if a["seat"] != dummy]
        called = [d for d in play_facts_between(self, DirectorCalled, start, n)
                  if d.get("period") == "play"]
        if later or others or called:
            return  # not the latest irregularity, or dummy was not the first to speak
        self.conclude(
            NoImmediateRectification(irr=at, law="43B3"),
            LeadAnswer(irr=at, answer="not-rectified", how="43B3"),
            self.item("no-rectification", irr=at),
            self.item("adjusted-score", irr=at, when="offenders-gained"),
        )

