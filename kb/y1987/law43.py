"""Law 43 — Dummy's limitations (1987), as the commentary describes them.

A  Limitations. Dummy may not, during play: call the TD on his own initiative
   (43.2; after a claim or concession play has stopped, and he may: 43.2); draw
   attention to an irregularity (43.4, 43.5); make a remark or ask a question about
   the auction or the play (43.5), which covers asking a defender about a possible
   revoke or warning a defender (43.3(i)(ii); Law 42B allows these towards declarer
   only). 43A2: he may not exchange hands with declarer or look at his cards, leave
   his seat to watch declarer, or look on his own initiative at a defender's cards
   (43.5 *); breaking one of these costs him his rights under Law 42B (42.3).
B  Penalties. 1: a breach is liable to a procedural penalty (Law 90); the TD is
   guided by the Laws' wording (43.5): calling the TD is penalised only rarely, the
   other breaches more often than not. 2: after a breach of 43A2, if dummy warns
   declarer against leading from the wrong hand, asks him whether he revoked, or
   draws attention to a defender's irregularity, the special penalties of 43B2
   apply (43.6). The seeds do not say what those are: handed to the TD as not
   covered.

Not in the record, so not ruled on: dummy leaving his seat, studying the travelling
score sheet (43.7), a player not letting dummy see the cards played (43.9); the TD
entry does not say who called him.

The record: dummy's ``N asks X``, ``N warns X``, ``N looks X``, ``N attention``.
"""

from __future__ import annotations

from ruling.kb.common.kinds import DUMMY_FORBIDDEN_ACTION
from ruling.kb.common.record import CLAIM_WORDS, play_irregularity
from ruling.kb.common.templates import DummyForfeited, DummyRight
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    Irregularity,
    LawModule,
    decide,
    law,
    partner,
)


def law43_dummy_act(engine, act) -> None:
    """Dummy's action ``act`` is one the Laws do not allow him."""
    target = act.get("target")
    target_role = None
    if target is not None:
        target_role = "declarer" if target == partner(act["seat"]) else "defender"
    play_irregularity(engine, DUMMY_FORBIDDEN_ACTION, "43", act, act=act["verb"], target=target,
                      target_role=target_role, trick=act["trick"])


def law43_procedural_penalty(engine, irr) -> None:
    engine.conclude(engine.item("procedural-penalty", "90", irr=irr["at"],
                                seat=irr["offender"]))


class Law43(LawModule):
    number = "43"
    title = {"en": "Dummy's limitations", "ru": "Ограничения прав болвана"}
    summary = {
        "en": "During play dummy may not call the TD on his own, draw attention to an "
              "irregularity, comment or ask about the auction or play, or warn or question a "
              "defender; he may not exchange hands with declarer, leave his seat to watch him, "
              "or look at a defender's cards. Each breach may bring a procedural penalty; "
              "after one of the last three, dummy loses his rights under Law 42B and special "
              "penalties apply if he then uses them.",
        "ru": "Во время розыгрыша болван не вправе сам вызывать судью, привлекать внимание к "
              "нарушению, делать замечания или задавать вопросы по торговле и розыгрышу, "
              "предостерегать защитника или спрашивать его; он не может меняться местами с "
              "разыгрывающим, покидать место, чтобы наблюдать за его игрой, или смотреть карты "
              "защитника. За нарушение возможен процедурный штраф; после одного из трёх "
              "последних болван утрачивает права правила 42B, а их использование влечёт "
              "специальные наказания.",
    }

    # Bare: commentary 43.2 (play stops at a claim, Law 68D) names no subdivision of Law 43.
    @law("43",
         AS.act << Action(verb="attention", period="play", role="dummy", seat=MATCH.dummy,
                          at=MATCH.at),
         AS.claim << Action(verb=MATCH.verb),
         TEST(lambda verb: verb in CLAIM_WORDS),
         NOT(DummyForfeited(seat=MATCH.dummy)),
         overrides="Law43.drew_attention",
         en="Play had stopped with {claim[seat]}'s {verb}: dummy may then draw attention to "
            "an irregularity and call the TD.",
         ru="Розыгрыш прекращён ({claim[seat]}: претензия или уступка): болван вправе "
            "привлечь внимание к нарушению и вызвать судью.")
    def after_claim(self, at):
        self.conclude(DummyRight(at=at))

    # Bare: the seeds (43.3, 43.5) tie no subdivision of Law 43 to dummy's questions.
    @law("43",
         AS.act << Action(verb="asks", period="play", role="dummy", at=MATCH.at,
                          target=MATCH.target),
         NOT(DummyRight(at=MATCH.at)),
         en="Dummy ({act[seat]}) asked {act[target]} a question during the play.",
         ru="Болван ({act[seat]}) задал вопрос игроку {act[target]} во время розыгрыша.")
    def asked(self, act):
        law43_dummy_act(self, act)

    # Bare: the seeds (43.3(ii), 43.5) tie no subdivision of Law 43 to dummy's warnings.
    @law("43",
         AS.act << Action(verb="warns", period="play", role="dummy", at=MATCH.at),
         NOT(DummyRight(at=MATCH.at)),
         en="Dummy ({act[seat]}) warned {act[target]} during the play.",
         ru="Болван ({act[seat]}) предостерёг игрока {act[target]} во время розыгрыша.")
    def warned(self, act):
        law43_dummy_act(self, act)

    # 43A2: seeing other hands breaks 43A2 (commentary 43.7; 43.5 *, 42.3, 43.6).
    @law("43A2",
         AS.act << Action(verb="looks", period="play", role="dummy", at=MATCH.at),
         en="Dummy ({act[seat]}) looked at the cards of {act[target]}.",
         ru="Болван ({act[seat]}) посмотрел карты игрока {act[target]}.")
    def looked(self, act):
        law43_dummy_act(self, act)

    # Bare: commentary 43.5 ties no subdivision of Law 43 to dummy drawing attention.
    @law("43",
         AS.act << Action(verb="attention", period="play", role="dummy", at=MATCH.at),
         NOT(DummyRight(at=MATCH.at)),
         en="Dummy ({act[seat]}) drew attention to an irregularity.",
         ru="Болван ({act[seat]}) привлёк внимание к нарушению.")
    def drew_attention(self, act):
        law43_dummy_act(self, act)

    # -- A2: looking at other hands --------------------------------------------------

    @law("43A2",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="43", act="looks",
                                target_role="declarer",
                                offender=MATCH.dummy),
         en="Dummy exchanged hands with declarer or looked at his cards: a procedural penalty "
            "is more likely than not, and dummy loses his rights under Law 42B.",
         ru="Болван поменялся местами с разыгрывающим или посмотрел его карты: как правило, "
            "назначается процедурный штраф, и болван утрачивает права правила 42B.")
    def exchanged_hands(self, irr, dummy):
        law43_procedural_penalty(self, irr)
        self.conclude(DummyForfeited(seat=dummy, at=irr["at"], n=irr["n"]))

    @law("43A2",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="43", act="looks",
                                target_role="defender",
                                offender=MATCH.dummy),
         en="Dummy looked at a defender's cards on his own initiative: a procedural penalty "
            "is more likely than not, and dummy loses his rights under Law 42B.",
         ru="Болван по своей инициативе посмотрел карты защитника: как правило, назначается "
            "процедурный штраф, и болван утрачивает права правила 42B.")
    def looked_at_defender(self, irr, dummy):
        law43_procedural_penalty(self, irr)
        self.conclude(DummyForfeited(seat=dummy, at=irr["at"], n=irr["n"]))

    # -- remarks, questions, attention (43.3, 43.5: the seeds name no subdivision) --------

    # Bare: commentary 43.3(i)(ii) and 43.5 tie no subdivision of Law 43 to this.
    @law("43",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="43", act=MATCH.verb,
                                target_role="defender"),
         TEST(lambda verb: verb in ("asks", "warns")),
         en="Dummy may question or warn declarer only, never a defender ({irr[target]}): a "
            "procedural penalty is more likely than not.",
         ru="Болван может спрашивать или предостерегать только разыгрывающего, но не "
            "защитника ({irr[target]}): как правило, назначается процедурный штраф.")
    def addressed_a_defender(self, irr):
        law43_procedural_penalty(self, irr)

    # Bare: commentary 43.5 (a question about the play) ties no subdivision of Law 43 to it.
    @law("43",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="43", act="asks",
                                target_role="declarer",
                                offender=MATCH.dummy),
         NOT(DummyForfeited(seat=MATCH.dummy)),
         en="Dummy asked declarer a question when declarer had not failed to follow suit: a "
            "question about the play, and a procedural penalty is more likely than not.",
         ru="Болван задал разыгрывающему вопрос, хотя тот не отказывался от масти: это "
            "вопрос по розыгрышу; как правило, назначается процедурный штраф.")
    def question_to_declarer(self, irr):
        law43_procedural_penalty(self, irr)

    # Bare: commentary 43.5 (attention before the hand ends) ties no subdivision of Law 43 to it.
    @law("43",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="43", act="attention",
                                trick=MATCH.t),
         TEST(lambda t: t <= 13),
         NOT(Action(verb="claims")),
         NOT(Action(verb="concedes")),
         NOT(Irregularity(kind="claim")),
         en="Dummy drew attention to an irregularity during the play: a procedural penalty is "
            "more likely than not.",
         ru="Болван привлёк внимание к нарушению во время розыгрыша: как правило, назначается "
            "процедурный штраф.")
    def attention_during_play(self, irr):
        law43_procedural_penalty(self, irr)

    # -- B2: using Law 42B's rights after they were lost -------------------------------------

    @law("43B2",
         AS.irr << Irregularity(kind=DUMMY_FORBIDDEN_ACTION, law="43", act=MATCH.verb,
                                offender=MATCH.dummy),
         TEST(lambda irr, verb: verb == "attention"
              or (verb in ("asks", "warns") and irr.get("target_role") == "declarer")),
         AS.lost << DummyForfeited(seat=MATCH.dummy),
         TEST(lambda irr, lost: lost["n"] < irr["n"]),
         en="Dummy had broken a limitation of Law 43A2 ({lost[at]}) and then warned or "
            "questioned declarer or drew attention to an irregularity: the special penalties "
            "of Law 43B2 apply.",
         ru="Болван нарушил ограничение правила 43A2 ({lost[at]}), а затем предостерёг или "
            "спросил разыгрывающего либо привлёк внимание к нарушению: применяются "
            "специальные наказания правила 43B2.")
    def after_losing_rights(self, irr, verb):
        what = {"asks": ("asked declarer whether he had revoked",
                         "спросил разыгрывающего, не сделал ли тот фальшренонс"),
                "warns": ("warned declarer against an irregularity",
                          "предостерёг разыгрывающего от нарушения"),
                "attention": ("drew attention to an irregularity",
                              "привлёк внимание к нарушению")}[verb]
        self.conclude(self.item(
            "not-covered", irr=irr["at"], kind=DUMMY_FORBIDDEN_ACTION,
            decide=decide(f"special penalty of 1987 Law 43B2: dummy {what[0]} after he had "
                          f"exchanged hands with declarer or looked at a defender's cards",
                          f"специальное наказание по правилу 43B2 редакции 1987 года: болван "
                          f"{what[1]} после того, как поменялся местами с разыгрывающим или "
                          f"посмотрел карты защитника")))
