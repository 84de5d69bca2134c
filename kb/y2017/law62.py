"""Law 62 — Correction of a revoke (2017).

A  A revoke must be corrected when attention is drawn to it before it is established.
B  To correct it, the offender takes the card back and plays a legal card instead:
   B1 the card taken back is a major penalty card (Law 50) when it came from a
      defender's unfaced hand;
   B2 there is no further rectification when it came from declarer's hand (subject to
      Law 43B2(b)) or dummy's, or when it was a defender's faced card.
C  Cards played after the revoke:
   C1 each player of the non-offending side may take back any card he played after the
      revoke and before attention was drawn to it (Law 16C);
   C2 when a non-offender has done so, the player of the offending side next in
      rotation after him may take back the card he played; a defender's card so taken
      back is a penalty card (Law 16C);
   C3 when both sides revoked on the same trick and only one side has played to the
      next trick, both revokes are corrected, and every card the defenders take back
      is a penalty card (Law 16C2).
D  A revoke on the twelfth trick:
   D1 is corrected even when established, if found before all four hands are put back
      in the board;
   D2 Law 16C applies when a defender revoked on it before his partner had played to
      it.

Reading the record. A revoke whose card was taken back (``X withdraws``) before the
offending side did anything that establishes it (``kb.common.revokes.revoke_sequel``,
for any revoke: a card that did not follow suit or a restriction not complied with, Law
61A) is corrected under A when the card goes back. A revoke neither established nor
corrected when the record ends must be corrected now: the TD is at the table, so
attention has been drawn (unless a claim by the other side leaves its establishment to
Law 63A4). Attention is drawn at the first question, ``attention``, TD entry or taking
back of the revoke card after it; a card played to the thirteenth trick is not offered
back under C1 (there is nothing to choose). C1 and C2 are options: the record shows a
card taken back, or, once the revoke is corrected and play goes on, that it was kept.
For a twelfth-trick revoke the record cannot show when the hands went back in the board:
D1 is applied, the TD's count of tricks (``tricks``) giving the result after the
correction.
"""

from __future__ import annotations

from ruling.kb.common.kinds import REVOKE
from ruling.kb.common.revokes import revoke_sequel, revoke_sequel_is
from ruling.kb.common.templates import (
    L16C,
    NotEstablishing,
    Revoke62C1Withdrawn,
    Revoke62C3,
    Revoke62D1,
    RevokeClaim63A4,
    RevokeCorrection,
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
    law,
    lho,
    partner,
    side,
)

CHOICES = ["withdraw-card", "keep-card"]
ATTENTION_VERBS = ("asks", "attention", "withdraws")


def _law62_attention(engine, irr) -> int:
    """The entry at which attention was drawn to the revoke (a large number if never)."""
    after = irr["n"]
    marks = [a["n"] for a in engine.found(Action, period="play")
             if a["n"] > after and (a["verb"] == "attention"
                                    or (a["verb"] == "asks" and a.get("target"))
                                    or (a["verb"] == "withdraws"
                                        and a.get("refers_to") == irr["at"]))]
    marks += [d["n"] for d in engine.found(DirectorCalled, period="play") if d["n"] > after]
    return min(marks) if marks else 10 ** 6


def _law62_taken_back(engine, card) -> Action | None:
    """The record's ``withdraws`` of this card, if any."""
    found = engine.found(Action, verb="withdraws", refers_to=card["at"])
    return found[0] if found else None


def _law62_is_faced(engine, irr) -> bool:
    """Was the revoke card a penalty card on the table (a defender's faced card)?"""
    return any(item.get("irr") != irr["at"] for item in
               engine.found(Item, type="penalty-card", seat=irr["offender"], card=irr["card"]))


class Law62(LawModule):
    number = "62"
    title = {"en": "Correction of a revoke", "ru": "Исправление фальшренонса"}
    summary = {
        "en": "A revoke found before it is established must be corrected: the offender "
              "takes the card back and plays a legal one. A defender's card taken back is "
              "a major penalty card; declarer's or dummy's, or a defender's faced card, "
              "costs nothing more. The non-offenders may take back cards they played after "
              "the revoke, and then the next offender may too (a defender's card becoming a "
              "penalty card). When both sides revoked on one trick and only one side has "
              "played to the next, both are corrected. A revoke on the twelfth trick is "
              "corrected even when established.",
        "ru": "Фальшренонс, обнаруженный до того, как он установлен, должен быть исправлен: "
              "нарушитель берёт карту назад и играет законную. Карта защитника, взятая "
              "назад, становится старшей штрафной картой; карта разыгрывающего или болвана, "
              "как и открытая карта защитника, — без дальнейших последствий. Ненарушившая "
              "сторона может взять назад карты, сыгранные после фальшренонса, после чего то "
              "же может сделать следующий по порядку игрок нарушившей стороны (карта "
              "защитника становится штрафной). Если обе стороны сделали фальшренонс в одной "
              "взятке и лишь одна сыграла в следующую, исправляются оба. Фальшренонс в "
              "двенадцатой взятке исправляется, даже если он установлен.",
    }

    # -- A: a revoke found in time is corrected ---------------------------------------------

    @law("62A",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.back << Action(verb="withdraws", period="play", refers_to=MATCH.at),
         en="{offender}'s revoke was noticed before it was established, and he took "
            "{irr[card]} back to play a legal card: it is corrected.",
         ru="Фальшренонс ({offender}) обнаружен до того, как он стал установленным, и "
            "нарушитель взял {irr[card]} назад, чтобы сыграть законную карту: фальшренонс "
            "исправлен.")
    def corrected(self, irr, at, offender, back):
        if not revoke_sequel_is(self, irr, "withdrawal", back["at"]):
            return  # established before it was taken back
        self.conclude(RevokeCorrection(irr=at, seat=offender, card=irr["card"],
                                       role=irr["role"], how="62A", pending=False, n=back["n"]))

    @law("62A",
         EndOfRecord(),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         NOT(RevokeClaim63A4(irr=MATCH.at)),
         NOT(Revoke62C3(irr=MATCH.at)),
         en="{offender}'s revoke is not established, and attention has now been drawn to it: "
            "he must take {irr[card]} back and play a legal card.",
         ru="Фальшренонс ({offender}) не установлен, и на него уже обращено внимание: "
            "нарушитель должен взять {irr[card]} назад и сыграть законную карту.")
    def must_correct(self, irr, at, offender):
        if revoke_sequel(self, irr) is not None:
            return  # taken back, or something came that may establish it
        self.conclude(RevokeCorrection(irr=at, seat=offender, card=irr["card"],
                                       role=irr["role"], how="62A", pending=True, n=None))

    @law("62A",
         EndOfRecord(),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.void << NotEstablishing(irr=MATCH.at),
         NOT(RevokeEstablished(irr=MATCH.at)),
         NOT(RevokeClaim63A4(irr=MATCH.at)),
         NOT(Revoke62C3(irr=MATCH.at)),
         NOT(RevokeCorrection(irr=MATCH.at)),
         en="{offender}'s revoke is not established: no card since counts as a lead or play "
            "to the next trick, and attention has now been drawn to it: he must take "
            "{irr[card]} back and play a legal card.",
         ru="Фальшренонс ({offender}) не установлен: ни одна карта после него не считается "
            "ходом или игрой в следующую взятку, а на него уже обращено внимание: нарушитель "
            "должен взять {irr[card]} назад и сыграть законную карту.")
    def must_correct_not_established(self, irr, at, offender):
        first = revoke_sequel(self, irr)
        if first is None or first[0] == "withdrawal":
            return
        self.conclude(RevokeCorrection(irr=at, seat=offender, card=irr["card"],
                                       role=irr["role"], how="62A", pending=True, n=None))

    # -- B: what becomes of the card taken back ---------------------------------------------

    @law("62B1",
         AS.fix << RevokeCorrection(irr=MATCH.at, role="defender", how=MATCH.how),
         TEST(lambda how: how in ("62A", "62D1")),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at),
         en="{fix[seat]} is a defender and {fix[card]} came from his unfaced hand: taken back, "
            "it is a major penalty card.",
         ru="{fix[seat]} — защитник, и {fix[card]} сыграна из его закрытой руки: взятая "
            "назад, она становится старшей штрафной картой.")
    def defenders_card(self, fix, at, irr):
        if _law62_is_faced(self, irr):
            return
        self.conclude(self.item("penalty-card", irr=at, seat=fix["seat"],
                                card=fix["card"], grade="major"))

    @law("62B2",
         AS.fix << RevokeCorrection(irr=MATCH.at, role="defender", how=MATCH.how),
         TEST(lambda how: how in ("62A", "62D1")),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at),
         en="{fix[card]} was already a faced card of {fix[seat]}'s (a penalty card on the "
            "table): it is replaced by a legal card with no further rectification.",
         ru="{fix[card]} уже была открытой картой ({fix[seat]}) — штрафной картой на столе: "
            "её заменяют законной картой без дальнейших последствий.")
    def defenders_faced_card(self, at, irr):
        if _law62_is_faced(self, irr):
            self.conclude(self.item("no-rectification", irr=at))

    @law("62B2",
         AS.fix << RevokeCorrection(irr=MATCH.at, role=MATCH.role, how=MATCH.how),
         TEST(lambda role, how: role in ("declarer", "dummy") and how in ("62A", "62D1")),
         NOT(RevokeEstablished(irr=MATCH.at, law="43B2(b)")),
         en="{fix[card]} was played from the {role}'s hand: it goes back and a legal card "
            "replaces it, with no further rectification (no penalty card).",
         ru="{fix[card]} сыграна из руки разыгрывающего или болвана ({fix[seat]}): она "
            "возвращается в руку и заменяется "
            "законной картой без дальнейших последствий (штрафной карты нет).")
    def declarers_card(self, fix, at):
        self.conclude(self.item("card-withdrawn", irr=at, seat=fix["seat"],
                                card=fix["card"]))

    # -- C1, C2: cards played after the revoke ------------------------------------------------

    @law("62C1",
         EndOfRecord(),
         AS.fix << RevokeCorrection(irr=MATCH.at, seat=MATCH.offender),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at),
         AS.card << CardPlayed(n=MATCH.card_n, seat=MATCH.holder),
         TEST(lambda irr, card, offender: card["n"] > irr["n"] and card["trick"] < 13
              and side(card["seat"]) != side(offender) and not card["revoke"]
              and card["fate"] in ("stands", "withdrawn", "undecided")),
         en="{holder}, of the non-offending side, played {card[card]} after the revoke and "
            "before attention was drawn to it: he may take it back and play another card "
            "(what it showed is unauthorized information for the offenders, Law 16C).",
         ru="{holder} (ненарушившая сторона) сыграл {card[card]} после фальшренонса и до "
            "того, как на него обратили внимание: он может взять её назад и сыграть другую "
            "карту (сведения из неё — неразрешённая информация для нарушителей, "
            "правило 16C).")
    def non_offender_may_take_back(self, fix, at, offender, irr, card, card_n, holder):
        if card_n >= _law62_attention(self, irr):
            return
        back = _law62_taken_back(self, card)
        chosen = "withdraw-card" if back is not None else (
            None if fix["pending"] else "keep-card")
        facts = [self.item("option", irr=at, holder=holder, choices=CHOICES,
                           chosen=chosen, card=card["card"])]
        if back is not None:
            facts += [self.item("card-withdrawn", irr=at, seat=holder,
                                card=card["card"]),
                      Revoke62C1Withdrawn(irr=at, seat=holder, card=card["card"],
                                          n=back["n"]),
                      L16C(irr=at, offender=offender, card=card["card"])]
        self.conclude(*facts)

    @law("62C2",
         AS.took << Revoke62C1Withdrawn(irr=MATCH.at, seat=MATCH.non_offender),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.card << CardPlayed(n=MATCH.card_n, seat=MATCH.holder),
         TEST(lambda irr, card, non_offender, offender, holder:
              holder == lho(non_offender) and holder != offender and card["n"] > irr["n"]
              and card["trick"] < 13 and card["fate"] in ("stands", "withdrawn", "undecided")),
         en="{non_offender} took his card back, so {holder}, of the offending side and next "
            "in rotation, may take back {card[card]} and play another (a defender's card so "
            "taken back is a penalty card; Law 16C).",
         ru="{non_offender} взял свою карту назад, поэтому {holder} (нарушившая сторона, "
            "следующий по порядку) может взять назад {card[card]} и сыграть другую (карта "
            "защитника при этом становится штрафной; правило 16C).")
    def offender_next_may_take_back(self, at, irr, offender, card, card_n, holder):
        if card_n >= _law62_attention(self, irr):
            return
        back = _law62_taken_back(self, card)
        facts = [self.item("option", irr=at, holder=holder, choices=CHOICES,
                           chosen="withdraw-card" if back is not None else None,
                           card=card["card"])]
        if back is not None:
            if card["role"] == "defender":
                facts.append(self.item("penalty-card", irr=at, seat=holder,
                                       card=card["card"], grade="major"))
            else:
                facts.append(self.item("card-withdrawn", irr=at, seat=holder,
                                       card=card["card"]))
            facts.append(L16C(irr=at, offender=offender, card=card["card"]))
        self.conclude(*facts)

    # -- C3: both sides revoked on the same trick ----------------------------------------------

    @law("62C3",
         EndOfRecord(),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, trick=MATCH.trick,
                                offender=MATCH.offender),
         AS.other << Irregularity(kind=REVOKE, at=MATCH.other_at, trick=MATCH.trick,
                                  offender=MATCH.other_offender),
         TEST(lambda offender, other_offender: side(offender) != side(other_offender)),
         overrides=("Law62.must_correct", "Law63.stands", "Law64.both_sides"),
         en="Both sides revoked on trick {trick} ({offender} and {other_offender}), and only "
            "{offender}'s side has played to the next trick: both revokes are corrected "
            "(every card the defenders take back is a penalty card; Law 16C2).",
         ru="Обе стороны сделали фальшренонс во взятке {trick} ({offender} и "
            "{other_offender}), и в следующую взятку сыграла только сторона ({offender}): "
            "исправляются оба фальшренонса (каждая карта, взятая назад защитниками, "
            "становится штрафной; правило 16C2).")
    def both_sides_on_one_trick(self, irr, other):
        ours, theirs = revoke_sequel(self, irr), revoke_sequel(self, other)
        if ours is None or ours[0] != "next-trick" or (
                theirs is not None and theirs[0] != "withdrawal"):
            return  # not: only this revoke's side has played to the next trick
        facts = []
        for one in (irr, other):
            facts.append(Revoke62C3(irr=one["at"]))
            if self.found(RevokeCorrection, irr=one["at"]):
                continue  # already corrected under 62A
            taken = bool(self.found(Action, verb="withdraws", refers_to=one["at"]))
            facts.append(RevokeCorrection(irr=one["at"], seat=one["offender"],
                                          card=one["card"], role=one["role"], how="62C3",
                                          pending=not taken, n=None))
            if one["role"] == "defender":
                facts.append(self.item("penalty-card", irr=one["at"],
                                       seat=one["offender"], card=one["card"], grade="major"))
            else:
                facts.append(self.item("card-withdrawn", irr=one["at"],
                                       seat=one["offender"], card=one["card"]))
            facts.append(L16C(irr=one["at"], offender=one["offender"],
                              card=one["card"]))
        self.conclude(*facts)

    # -- D: the twelfth trick ---------------------------------------------------------------

    @law("62D1",
         EndOfRecord(),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, trick=12, offender=MATCH.offender),
         AS.est << RevokeEstablished(irr=MATCH.at),
         overrides="Law63.stands",
         en="{offender} revoked on the twelfth trick: though established, the revoke is "
            "corrected, provided it was found before the four hands went back in the board "
            "({irr[card]} is replaced by a legal card; the last two tricks are scored as "
            "corrected).",
         ru="{offender} сделал фальшренонс в двенадцатой взятке: хотя он установлен, его "
            "исправляют, если он обнаружен до того, как все четыре руки вернули в "
            "коробку ({irr[card]} заменяется законной картой; две последние взятки "
            "засчитываются по исправленной игре).")
    def twelfth_trick(self, irr, at, offender):
        taken = bool(self.found(Action, verb="withdraws", refers_to=at))
        self.conclude(Revoke62D1(irr=at),
                      RevokeCorrection(irr=at, seat=offender, card=irr["card"],
                                       role=irr["role"], how="62D1", pending=not taken, n=None))

    @law("62D2",
         AS.fix << RevokeCorrection(irr=MATCH.at, seat=MATCH.offender),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, trick=12, role="defender"),
         AS.card << CardPlayed(trick=12, seat=MATCH.mate, n=MATCH.card_n),
         TEST(lambda offender, mate, irr, card_n: mate == partner(offender)
              and card_n > irr["n"]),
         en="{offender}, a defender, revoked on the twelfth trick before his partner {mate} "
            "played to it: Law 16C applies, so what the revoke card showed is unauthorized "
            "for {mate}.",
         ru="Защитник {offender} сделал фальшренонс в двенадцатой взятке до того, как в неё "
            "сыграл его партнёр {mate}: применяется правило 16C — сведения из карты "
            "фальшренонса являются для партнёра ({mate}) неразрешённой информацией.")
    def twelfth_trick_partner_to_play(self, at, offender, irr):
        self.conclude(L16C(irr=at, offender=offender, card=irr["card"]))
