"""Law 46 — Incomplete or erroneous call of a card from dummy (1987).

A  (the proper form of naming a dummy card: not in the seeds).
B  An incomplete or erroneous designation is read by fixed rules unless declarer's
   other intention is incontrovertible (commentary 46.2, 46.5; when in doubt the TD
   rules for the opponents). The seeds state the ruling for one of them only:
   - declarer names neither suit nor rank ("play anything"): either defender may
     name the card dummy plays, without consulting his partner (46.3).
   "High", "low", a suit alone or a rank alone (46.2) are read by rules the seeds
   do not give: handed to the TD as not covered.
   A slip in naming is 45C4(b) (commentary 46.4, 45.5).

The record: ``S names any``, ``S names low``/``high``, ``S names H``, ``S names Q``;
a defender's ``E names CARD`` after ``S names any`` in the same trick is his choice
of dummy's card.
"""

from __future__ import annotations

from ruling.kb.common.kinds import INCOMPLETE_DESIGNATION
from ruling.kb.common.record import play_irregularity
from ruling.kb.common.templates import DefenderDesignates
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    EndOfRecord,
    Irregularity,
    LawModule,
    decide,
    law,
    lho,
    partner,
    side,
)


class Law46(LawModule):
    number = "46"
    title = {"en": "Incomplete or erroneous call of a card from dummy",
             "ru": "Неполное или ошибочное наименование карты болвана"}
    summary = {
        "en": "When declarer names dummy's card incompletely, fixed readings apply unless his "
              "intention is beyond doubt. If he names neither suit nor rank (\"anything\"), "
              "either defender may choose dummy's card, without consulting partner. The other "
              "readings are left to the TD.",
        "ru": "При неполном наименовании карты болвана применяются установленные толкования, "
              "если только иное намерение разыгрывающего не является неопровержимым. Если он "
              "не назвал ни масти, ни достоинства («что-нибудь»), любой из защитников может "
              "указать карту стола, без консультаций с партнёром. Остальные толкования "
              "определяет судья.",
    }

    @law("46B",
         AS.act << Action(verb="names", period="play", role="declarer", designation=MATCH.what),
         TEST(lambda what: what != "card"),
         en="{act[seat]} did not name dummy's card fully: an incomplete designation.",
         ru="{act[seat]} назвал карту стола не полностью: неполное наименование карты.")
    def incomplete(self, act, what):
        play_irregularity(self, INCOMPLETE_DESIGNATION, "46", act, designation=what,
                          trick=act["trick"],
                          dummy=partner(act["seat"]))

    @law("46B",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="any",
                                dummy=MATCH.dummy),
         NOT(DefenderDesignates(irr=MATCH.at)),
         en="Declarer named neither suit nor rank: either defender may name the card dummy "
            "plays, and the defenders may not consult.",
         ru="Разыгрывающий не назвал ни масти, ни достоинства: любой из защитников может "
            "указать карту, которую играет болван; консультации между защитниками "
            "недопустимы.")
    def anything(self, at, dummy):
        self.conclude(self.item("option", irr=at, holder=side(lho(dummy)),
                                choices=["designate"]))

    @law("46B",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation=MATCH.what),
         TEST(lambda what: what != "any"),
         en="How an incomplete designation ({what}) is read is not in the project's 1987 "
            "sources: the TD decides which card dummy plays.",
         ru="Толкование неполного наименования карты болвана в источниках проекта для редакции "
            "1987 года не приводится: судья определяет, какой картой играет болван.")
    def other_incomplete(self, at, what):
        self.conclude(self.item("not-covered", irr=at, kind=INCOMPLETE_DESIGNATION,
                                decide=decide(f"dummy card that declarer's designation "
                                              f"'{what}' names (1987 Law 46B)",
                                              "карта болвана, которую называет неполное "
                                              "наименование разыгрывающего (правило 46B "
                                              "редакции 1987 года)")))

    @law("46B",
         AS.irr << Irregularity(kind=INCOMPLETE_DESIGNATION, at=MATCH.at, designation="any",
                                trick=MATCH.trick, n=MATCH.n, dummy=MATCH.dummy),
         AS.act << Action(verb="names", period="play", role="defender", designation="card",
                          trick=MATCH.trick, n=MATCH.m, at=MATCH.m_at),
         TEST(lambda n, m: m > n),
         overrides=("Law45.defender_named_his_card", "Law46.anything", "Law49.named"),
         en="{act[seat]} named {act[card]} as the card dummy plays, as declarer's "
            "\"anything\" allowed him to.",
         ru="{act[seat]} указал карту стола {act[card]}, как позволяло «что-нибудь» "
            "разыгрывающего.")
    def defender_chose(self, at, dummy, act, m_at):
        self.conclude(DefenderDesignates(at=m_at, irr=at),
                      self.item("option", irr=at, holder=side(lho(dummy)),
                                choices=["designate"], chosen="designate", card=act["card"]),
                      self.item("card-stands", irr=at, seat=dummy, card=act["card"]))
