"""Law 63 — Establishment of a revoke (2017).

A  A revoke becomes established:
   A1 when the offender or his partner leads or plays to the next trick (any card,
      legal or not, does it);
   A2 when the offender or his partner names or otherwise designates a card to be
      played to the next trick;
   A3 when a member of the offending side claims or concedes tricks, in words, by
      facing his hand or in any other way;
   A4 when the offending side agrees (Law 69A) to an opponent's claim or concession,
      having raised no objection before the end of the round or before calling on a
      later board.
B  An established revoke may no longer be corrected (except under Law 62D, a revoke on
   the twelfth trick, or Law 62C3), and the revoke trick stands as played.

Reading the record. For any revoke (a card that did not follow suit, or a restriction an
opponent chose not complied with, Law 61A), ``kb.common.revokes.revoke_sequel`` reads
what came first after the revoke card (the card taken back, the first card of the
offending side to a later trick, declarer's ``names`` for a later trick when declarer's
side revoked, a ``claims``, ``concedes`` or claiming ``spreads`` by the offending side):
the candidate. The rules
decide whether that card leads or plays to the next trick: a fifth card the TD finds was
no lead (45E, ``intended_lead`` false) does not, nor does a card out of turn made because
an opponent said it was the player's turn (47E1, ``misinformed`` given): then the next
card of the offending side to a later trick establishes it, and until one does Law 62A
has it corrected. Whether the offenders
agreed to the other side's claim (A4) happens away from the record: when that claim
comes before anything establishes or corrects the revoke, the TD decides it (and so
whether Law 62 or Law 64 applies) by hand.
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.kinds import FIFTH_CARD, REVOKE
from ruling.kb.common.record import CLAIM_WORDS
from ruling.kb.common.revokes import revoke_sequel, revoke_sequel_is
from ruling.kb.common.templates import (
    NotEstablishing,
    Revoke62C3,
    Revoke62D1,
    RevokeClaim63A4,
    RevokeEstablished,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    Item,
    LawModule,
    State,
    decide,
    law,
    side,
)


def _law63_established(irr, by: str, at: str, citation: str) -> State:
    return RevokeEstablished(irr=irr["at"], law=citation, seat=irr["offender"],
                             card=irr["card"], by=by, established_at=at)


class Law63(LawModule):
    number = "63"
    title = {"en": "Establishment of a revoke", "ru": "Установление фальшренонса"}
    summary = {
        "en": "A revoke is established once the offender or his partner plays or leads to "
              "the next trick, names a card for it, or his side claims or concedes tricks or "
              "agrees to the opponents' claim or concession. From then on it stays as it is "
              "(except a revoke on the twelfth trick, or both sides revoking on one trick) "
              "and the trick stands as played.",
        "ru": "Фальшренонс становится установленным, как только нарушитель или его партнёр "
              "сыграл или пошёл в следующую взятку, назначил в неё карту, или его сторона "
              "предъявила претензию, уступила взятки либо согласилась с претензией или "
              "уступкой оппонентов. После этого он не исправляется (кроме фальшренонса в "
              "двенадцатой взятке и фальшренонсов обеих сторон в одной взятке), и взятка "
              "остаётся такой, как была сыграна.",
    }

    # -- A: how a revoke becomes established --------------------------------------------------

    @law("63A1",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.rev_n, side=MATCH.offenders),
         AS.fifth << Irregularity(kind=FIFTH_CARD, at=MATCH.card_at, n=MATCH.n,
                                  offender=MATCH.player),
         TEST(lambda rev_n, n, offenders, player: n > rev_n and side(player) == offenders),
         AS.found << Finding(key="intended_lead", value=False),
         NOT(NotEstablishing(irr=MATCH.at, card_at=MATCH.card_at)),
         overrides="Law63.by_next_trick",
         en="{fifth[seat]}'s {fifth[card]} was a fifth card to a finished trick, not a lead: "
            "no card of the offending side has yet been led or played to the next trick, so "
            "it does not establish {offender}'s revoke.",
         ru="{fifth[card]} ({fifth[seat]}) — пятая карта в завершённую взятку, а не ход: "
            "сторона нарушителя ещё не пошла и не сыграла в следующую взятку, так что "
            "фальшренонс ({offender}) этим не установлен.")
    def fifth_card_no_play(self, at, card_at, n):
        self.conclude(NotEstablishing(irr=at, card_at=card_at, n=n, why="45E"))

    @law("63A1",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.rev_n, side=MATCH.offenders),
         AS.card << CardPlayed(in_turn=False, side=MATCH.offenders, at=MATCH.card_at,
                               n=MATCH.n),
         TEST(lambda irr, card, rev_n, n: n > rev_n and card["trick"] > irr["trick"]),
         AS.found << Given(key="misinformed", value=True),
         NOT(NotEstablishing(irr=MATCH.at, card_at=MATCH.card_at)),
         overrides="Law63.by_next_trick",
         en="{card[seat]} played {card[card]} out of turn because an opponent wrongly told "
            "him it was his turn: Law 47E1 takes it back and says Law 63A1 does not apply to "
            "it, so it does not establish {offender}'s revoke.",
         ru="{card[seat]} сыграл {card[card]} вне очереди, потому что оппонент ошибочно "
            "сказал ему, что его очередь: по правилу 47E1 карта берётся назад и правило 63A1 "
            "к ней не применяется, так что фальшренонс ({offender}) ею не установлен.")
    def misinformed_no_play(self, at, card_at, n):
        self.conclude(NotEstablishing(irr=at, card_at=card_at, n=n, why="47E1"))

    @law("63A1",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.rev_n, side=MATCH.offenders),
         AS.card << CardPlayed(side=MATCH.offenders, at=MATCH.est_at, n=MATCH.n),
         TEST(lambda irr, card, rev_n, n: n > rev_n and card["trick"] > irr["trick"]),
         NOT(NotEstablishing(irr=MATCH.at, card_at=MATCH.est_at)),
         en="{card[seat]}, of the offending side, played {card[card]} to trick "
            "{card[trick]}, after the revoke trick: {offender}'s revoke is established.",
         ru="{card[seat]} (сторона нарушителя) сыграл {card[card]} во взятку {card[trick]}, "
            "следующую за взяткой с фальшренонсом: фальшренонс ({offender}) установлен.")
    def by_next_trick(self, irr, est_at):
        if revoke_sequel_is(self, irr, "next-trick", est_at):  # the first thing after it
            self.conclude(_law63_established(irr, "next-trick", est_at, "63A1"))

    @law("63A1",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender,
                                side=MATCH.offenders),
         AS.void << NotEstablishing(irr=MATCH.at, n=MATCH.void_n),
         AS.card << CardPlayed(side=MATCH.offenders, at=MATCH.card_at, n=MATCH.n),
         TEST(lambda irr, card, void_n, n: n > void_n and card["trick"] > irr["trick"]),
         NOT(NotEstablishing(irr=MATCH.at, card_at=MATCH.card_at)),
         NOT(RevokeEstablished(irr=MATCH.at)),
         en="{card[seat]}, of the offending side, played {card[card]} to trick "
            "{card[trick]}, after the revoke trick: {offender}'s revoke is established.",
         ru="{card[seat]} (сторона нарушителя) сыграл {card[card]} во взятку {card[trick]}, "
            "следующую за взяткой с фальшренонсом: фальшренонс ({offender}) установлен.")
    def by_a_later_card(self, irr, card_at):
        self.conclude(RevokeEstablished(irr=irr["at"], law="63A1", seat=irr["offender"],
                                        card=irr["card"], by="next-trick",
                                        established_at=card_at))

    @law("63A2",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.act << Action(verb="names", period="play", role="declarer", at=MATCH.est_at),
         en="{act[seat]}, declarer, named a card of dummy's for the next trick: "
            "{offender}'s revoke is established.",
         ru="Разыгрывающий {act[seat]} назначил карту болвана в следующую взятку: "
            "фальшренонс ({offender}) установлен.")
    def by_designation(self, irr, est_at):
        if revoke_sequel_is(self, irr, "designation", est_at):
            self.conclude(_law63_established(irr, "designation", est_at, "63A2"))

    @law("63A3",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.act << Action(verb=P(lambda verb: verb in (*CLAIM_WORDS, "spreads")),
                          period="play", at=MATCH.est_at),
         en="{act[seat]}, of the offending side, made a claim or concession of tricks: "
            "{offender}'s revoke is established.",
         ru="{act[seat]} (сторона нарушителя) предъявил претензию или уступил взятки: "
            "фальшренонс ({offender}) установлен.")
    def by_claim(self, irr, act, est_at):
        by = "concession" if act["verb"] == "concedes" else "claim"
        if revoke_sequel_is(self, irr, by, est_at):
            self.conclude(_law63_established(irr, by, est_at, "63A3"))

    @law("63A4",
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender,
                                n=MATCH.rev_n),
         AS.act << Action(verb=P(lambda verb: verb in CLAIM_WORDS), period="play",
                          seat=MATCH.claimer, n=MATCH.claim_n),
         TEST(lambda offender, claimer, rev_n, claim_n: side(claimer) != side(offender)
              and claim_n > rev_n),
         NOT(RevokeClaim63A4(irr=MATCH.at)),
         en="{claimer}, of the non-offending side, made a claim or concession while "
            "{offender}'s revoke was neither established nor corrected: the revoke is "
            "established if the offenders agree to it (not objecting before the round ends "
            "or before calling on a later board), and must be corrected otherwise.",
         ru="{claimer} (ненарушившая сторона) предъявил претензию или уступил взятки, "
            "когда фальшренонс ({offender}) не был ни установлен, ни исправлен: фальшренонс "
            "установлен, если нарушители согласятся с ней (не возразив до конца тура или "
            "до заявки на следующей сдаче), а иначе должен быть исправлен.")
    def opponents_claim(self, irr, at, act):
        first = revoke_sequel(self, irr)
        if first is not None and first[1]["n"] < act["n"]:
            return  # established or corrected before the claim
        self.conclude(
            RevokeClaim63A4(irr=at),
            self.item("not-covered", irr=at, kind=REVOKE,
                      decide=decide(
                          "question whether the offending side agreed to the claim at "
                          "{claim_at} (if so, the revoke at {at} is established and "
                          "Law 64 applies; if not, it is corrected under Law 62)",
                          "согласилась ли нарушившая сторона с претензией ({claim_at}) "
                          "(если да, фальшренонс ({at}) установлен и применяется правило "
                          "64; если нет, он исправляется по правилу 62)",
                          claim_at=act["at"], at=at)))

    # -- B: an established revoke stands ----------------------------------------------------

    @law("63B",
         EndOfRecord(),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.est << RevokeEstablished(irr=MATCH.at,
                                     law=P(lambda cited: str(cited).startswith("63A"))),
         NOT(Revoke62D1(irr=MATCH.at)),
         NOT(Revoke62C3(irr=MATCH.at)),
         NOT(Item(type="card-stands", irr=MATCH.at, law="63B")),
         before="Law64",  # after 62C3/62D1 (which correct it), before Law 64's transfer
         en="Once established, {offender}'s revoke can no longer be corrected: {irr[card]} "
            "stays in trick {irr[trick]}, which stands as played.",
         ru="Установленный фальшренонс ({offender}) уже не исправляется: {irr[card]} остаётся "
            "во взятке {irr[trick]}, которая засчитывается так, как была сыграна.")
    def stands(self, irr, at, offender):
        self.conclude(self.item("card-stands", irr=at, seat=offender, card=irr["card"]))
