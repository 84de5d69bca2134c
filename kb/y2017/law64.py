"""Law 64 — Procedure after establishment of a revoke (2017).

A  Tricks transferred automatically, at the end of play, to the non-offending side:
   A1 when the offending player himself won the revoke trick: that trick, and one more
      if his side won any later trick;
   A2 when he did not win it: one trick, if his side won the revoke trick or any later
      one.
   (A trick won by dummy is not won by declarer: footnote 19.)
B  No automatic transfer (64C still applies) when:
   B1 the offending side won neither the revoke trick nor any later trick;
   B2 it is a later revoke in the same suit by the same player, his first one having
      been established;
   B3 the revoke was a failure to play a penalty card, or any card of dummy's;
   B4 attention was first drawn to it after a non-offender called on the next board;
   B5 attention was first drawn to it after the round ended;
   B6 it was on the twelfth trick;
   B7 both sides revoked on the board, and both revokes were established;
   B8 it was corrected under Law 62C3.
C  C1 When the Laws leave the non-offenders short of what the revoke cost them, the
      TD adjusts the score, after any established revoke, transferred or not.
   C2 (a) After repeated revokes in one suit by one player (B2), the TD adjusts if the
          non-offenders would likely have taken more tricks without the later ones;
      (b) after revokes by both sides (B7), a damaged side gets an adjusted score, as
          the board would likely have ended without the revokes.

Reading the record. A revoke is established by Law 63 (or treated so by Law 43B2(b)).
For any revoke (one that did not follow suit, or a restriction not complied with, Law
61A), who won the revoke trick is the winner of that trick once complete
(``TrickComplete``); the tricks the offending side won after it are the complete later
tricks of the record, and, when play stopped
early, what the end of play gives them: the TD's count (``tricks``), or else the
tricks the claim laws award for the claim or concession that ended it (read once they
have: a TD who settles the claim himself settles the transfer with it). When the
record cannot tell whether the offenders win a
later trick, the transfer that depends on it is left to the TD. B4 and B5 (when
attention was first drawn) are not in the record: the TD is taken to have been called
in time. B3's penalty card: a revoke card that Law 50 also finds
to be a failure to play a penalty card (``penalty-card-not-played`` at the same
entry); a failure to play a penalty card that is not also a failure to follow suit is
Law 52's alone.
The damage of C is the finding ``damaged``, read for each subdivision as it words it:
for C1, damage the transfer (or its absence) does not make up for (the adjusted-score
item's ``when`` is ``revoke-undercompensated``); for C2(a), more tricks the
non-offenders would likely have made without the later revokes
(``more-tricks-without-later-revokes``); for C2(b), plain damage. When the finding is
missing, the engine asks it and shows both branches.
The transfer item names the revoke it is for (``offender``, and ``trick``, the revoke
trick).
"""

from __future__ import annotations

from ruling.engine.rete import P
from ruling.kb.common.kinds import PENALTY_CARD_NOT_PLAYED, REVOKE
from ruling.kb.common.record import CLAIM_WORDS
from ruling.kb.common.revokes import revoke_trick_winner, tricks_won_after
from ruling.kb.common.templates import (
    L64CCompensated,
    Revoke62C3,
    RevokeEstablished,
    RevokeNoTransfer,
    RevokeTally,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    Contract,
    EndOfRecord,
    Finding,
    Irregularity,
    LawModule,
    PlayOver,
    TricksTaken,
    decide,
    law,
    partner,
    side,
)

# The rules 64B's exceptions override: 64B1, A's transfers, and C1 (which asks whether
# the transfer made up for the damage).
TRANSFER = ("Law64.offenders_won_nothing", "Law64.revoker_won_and_later",
            "Law64.revoker_won_only_that", "Law64.partner_won_revoke_trick",
            "Law64.dummy_won_declarers_revoke_trick", "Law64.offenders_won_later_trick",
            "Law64.depends_on_later_tricks", "Law64.revoke_trick_unfinished",
            "Law64.not_enough", "Law64.enough")
# The conditions of 64C's adjusted scores (the ``when`` of the items), found by the TD
# (finding ``damaged``): 64C2(b)'s is plain damage.
UNDER_COMPENSATED = "revoke-undercompensated"  # C1: the transfer does not make up for it
MORE_TRICKS = "more-tricks-without-later-revokes"  # C2(a)


def _law64_other(side_: str) -> str:
    return "EW" if side_ == "NS" else "NS"


def _law64_later(engine, offenders: str, won_later: int) -> tuple[int, bool | None]:
    """The later tricks the offending side won, and whether that count is final (None:
    not yet, the play ended in a claim or concession the claim laws have not settled).

    ``won_later`` counts the complete tricks after the revoke trick in the record; when
    play stopped early, the TD's count of tricks, or the tricks the claim laws award for
    a claim or concession (won in play, for this law), add those not played out.
    """
    over = engine.found(PlayOver)
    if not over or over[0]["complete"]:
        return won_later, bool(over)
    contracts = engine.found(Contract)
    declaring = side(contracts[0]["declarer"]) if contracts else None
    given = [t for t in engine.found(TricksTaken) if t.get("source") in ("td", "claim")]
    if given and declaring is not None:
        total = given[0]["tricks"] if offenders == declaring else 13 - given[0]["tricks"]
        return won_later + max(0, total - over[0][offenders]), True
    if any(a["verb"] in CLAIM_WORDS for a in engine.found(Action, period="play")):
        return won_later, None
    return won_later, False


def _law64_tally(engine, irr, at: str, offender: str) -> None:
    """What the transfer depends on (64A), once the count of later tricks can be had."""
    later, known = _law64_later(engine, irr["side"], tricks_won_after(engine, irr))
    if known is None:
        return  # the claim laws settle the tricks first: tally_after_the_claim
    winner = revoke_trick_winner(engine, irr)
    engine.conclude(RevokeTally(irr=at, offender=offender, offenders=irr["side"],
                                to=_law64_other(irr["side"]), winner=winner,
                                winner_side=side(winner) if winner else None,
                                later=later, known=known, role=irr["role"], trick=irr["trick"]))


def _law64_transfer(engine, tally, citation: str, tricks: int):
    """The trick-transfer item, naming the revoke it is for (offender, revoke trick) and
    when it was established."""
    est = next(iter(engine.found(RevokeEstablished, irr=tally["irr"])), None)
    return engine.item("trick-transfer", citation, irr=tally["irr"], tricks=tricks,
                       to=tally["to"], offender=tally["offender"], trick=tally["trick"],
                       established_at=est.get("established_at") if est else None)


class Law64(LawModule):
    number = "64"
    title = {"en": "Procedure after establishment of a revoke",
             "ru": "Процедура после установления фальшренонса"}
    summary = {
        "en": "After an established revoke, at the end of play the non-offenders get the "
              "revoke trick and one more if the revoking player won the revoke trick and "
              "his side won a later one; otherwise one trick if his side won the revoke "
              "trick or a later one. There is no transfer when the offenders won neither, "
              "for a repeated revoke in the same suit, a revoke by dummy, one on the twelfth "
              "trick, one in failing to play a penalty card, one found only after the next "
              "board or the round, or revokes by both sides. Whenever that leaves the "
              "non-offenders short, the TD adjusts the score.",
        "ru": "После установленного фальшренонса по окончании розыгрыша ненарушившая "
              "сторона получает взятку с фальшренонсом и ещё одну, если эту взятку взял сам "
              "нарушитель, а его сторона взяла какую-либо из последующих; иначе — одну "
              "взятку, если сторона нарушителя взяла взятку с фальшренонсом или любую из "
              "последующих. Взятки не передаются, если нарушители не взяли ни одной из них, "
              "при повторном фальшренонсе в той же масти, фальшренонсе болвана, в "
              "двенадцатой взятке, обнаруженном после следующей сдачи или тура, и при "
              "фальшренонсах обеих сторон. Если этого недостаточно для возмещения ущерба, "
              "судья корректирует результат.",
    }

    # -- the count the transfer depends on ------------------------------------------------------

    @law("64A",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         NOT(RevokeTally(irr=MATCH.at)),
         phase="record",
         en="{offender}'s revoke is established: the tricks to transfer depend on who won "
            "the revoke trick (trick {irr[trick]}) and on the tricks {irr[side]} won after "
            "it (attention is taken to have been drawn to it before the round ended and "
            "before the non-offenders called on the next board; if not, 64B4/B5: no "
            "transfer).",
         ru="Фальшренонс ({offender}) установлен: число передаваемых взяток зависит от того, "
            "кто взял взятку с фальшренонсом (взятку {irr[trick]}), и от взяток, взятых "
            "{irr[side]} после неё (считается, что внимание на него обратили до конца тура "
            "и до заявки ненарушившей стороны на следующей сдаче; иначе 64B4, 64B5: взятки не "
            "передаются).")
    def tally(self, irr, at, offender):
        _law64_tally(self, irr, at, offender)

    @law("64A",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.award << TricksTaken(source="claim"),
         NOT(RevokeTally(irr=MATCH.at)),
         en="Play ended in a claim or concession, settled by the claim laws (declarer "
            "{award[tricks]} tricks in all): the tricks it gave {irr[side]} count as won "
            "after the revoke trick (trick {irr[trick]}).",
         ru="Розыгрыш закончился претензией или уступкой, решённой по правилам о "
            "претензиях (у разыгрывающего всего {award[tricks]}): взятки, которые она дала "
            "{irr[side]}, считаются взятыми после взятки с фальшренонсом (взятки "
            "{irr[trick]}).")
    def tally_after_the_claim(self, irr, at, offender):
        _law64_tally(self, irr, at, offender)

    @law("64A",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         NOT(RevokeTally(irr=MATCH.at)),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         NOT(TricksTaken()),
         phase="closing",
         en="Play ended in a claim or concession the TD settles himself: the tricks to "
            "transfer for {offender}'s revoke depend on those it gives {irr[side]}.",
         ru="Розыгрыш закончился претензией или уступкой, которую решает сам судья: число "
            "передаваемых за фальшренонс ({offender}) взяток зависит от взяток, которые "
            "она даст {irr[side]}.")
    def transfer_after_the_tds_award(self, at, irr):
        self.conclude(self.item("not-covered", irr=at, kind=REVOKE, decide=decide(
            "trick transfer for the revoke at {at}, once the claim is settled: the tricks "
            "{side} won after the revoke trick include those the claim gives them",
            "передача взяток за фальшренонс ({at}) после решения по претензии: взятки "
            "{side} после взятки с фальшренонсом включают те, что даст им претензия",
            at=at, side=irr["side"])))

    # -- B: no automatic transfer -------------------------------------------------------------

    @law("64B2",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender,
                                suit_led=MATCH.suit, n=MATCH.n),
         AS.first << Irregularity(kind=REVOKE, offender=MATCH.offender, suit_led=MATCH.suit,
                                  at=MATCH.first_at, n=MATCH.first_n),
         AS.first_est << RevokeEstablished(irr=MATCH.first_at),
         TEST(lambda n, first_n: first_n < n),
         overrides=TRANSFER,
         en="{offender} revoked again in the suit he had already revoked in ({first_at}, an "
            "established revoke): no automatic transfer for this second revoke.",
         ru="{offender} повторно сделал фальшренонс в той же масти, что и раньше "
            "({first_at}, установленный фальшренонс): за второй фальшренонс взятки "
            "автоматически не передаются.")
    def repeated_in_suit(self, at):
        self._law64_exempt(at, "64B2")

    @law("64B3",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender,
                                role="dummy"),
         overrides=TRANSFER,
         en="The revoke was in failing to play a card of dummy's ({offender}): no automatic "
            "transfer.",
         ru="Фальшренонс состоял в том, что не была сыграна карта болвана ({offender}): "
            "взятки автоматически не передаются.")
    def dummys_card(self, at):
        self._law64_exempt(at, "64B3")

    @law("64B3",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         AS.failed << Irregularity(kind=PENALTY_CARD_NOT_PLAYED, at=MATCH.at),
         overrides=TRANSFER,
         en="{offender}'s revoke was made in failing to play his penalty card "
            "{failed[penalty]}: no automatic transfer.",
         ru="Фальшренонс ({offender}) состоял в том, что он не сыграл свою штрафную карту "
            "{failed[penalty]}: взятки автоматически не передаются.")
    def penalty_card(self, at):
        self._law64_exempt(at, "64B3")

    @law("64B6",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, trick=12),
         overrides=TRANSFER,
         en="A revoke on the twelfth trick: no automatic transfer.",
         ru="Фальшренонс в двенадцатой взятке: взятки автоматически не передаются.")
    def twelfth_trick(self, at):
        self._law64_exempt(at, "64B6")

    @law("64B7",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, side=MATCH.offenders, n=MATCH.n),
         AS.other << Irregularity(kind=REVOKE, at=MATCH.other_at, side=MATCH.other_side,
                                  n=MATCH.other_n),
         AS.other_est << RevokeEstablished(irr=MATCH.other_at),
         TEST(lambda offenders, other_side, n, other_n: offenders != other_side
              and n < other_n),
         NOT(Revoke62C3(irr=MATCH.at)),
         NOT(Revoke62C3(irr=MATCH.other_at)),
         overrides=TRANSFER,
         en="Both sides revoked on this board ({at} and {other_at}) and both revokes are "
            "established: no automatic transfer for either.",
         ru="Обе стороны сделали фальшренонс на этой сдаче ({at} и {other_at}), и оба "
            "установлены: взятки автоматически не передаются ни за один из них.")
    def both_sides(self, at, other_at):
        self._law64_exempt(at, "64B7")
        self._law64_exempt(other_at, "64B7")

    @law("64B8",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.both << Revoke62C3(irr=MATCH.at),
         overrides=TRANSFER,
         en="The revoke was corrected under Law 62C3: no automatic transfer.",
         ru="Фальшренонс исправлен по правилу 62C3: взятки автоматически не передаются.")
    def corrected_62c3(self, at):
        self._law64_exempt(at, "64B8")

    def _law64_exempt(self, at, citation):
        if self.found(RevokeNoTransfer, irr=at, via=citation):
            return
        self.conclude(self.item("no-rectification", citation, irr=at),
                      RevokeNoTransfer(irr=at, via=citation))

    @law("64B1",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, later=0, known=True),
         TEST(lambda tally: tally["winner"] is not None
              and tally["winner_side"] != tally["offenders"]),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="{tally[to]} won the revoke trick ({tally[winner]}), and {tally[offenders]} won "
            "no trick after it: no automatic transfer.",
         ru="Взятку с фальшренонсом взял {tally[winner]} ({tally[to]}), а {tally[offenders]} "
            "после неё не взяли ни одной взятки: взятки автоматически не передаются.")
    def offenders_won_nothing(self, at):
        self.conclude(self.item("no-rectification", irr=at),
                      RevokeNoTransfer(irr=at, via="64B1"))

    # -- A: the automatic transfer --------------------------------------------------------------

    @law("64A1",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, offender=MATCH.offender,
                                 winner=MATCH.offender),
         TEST(lambda tally: tally["later"] >= 1),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="{offender} won the revoke trick himself, and his side won later tricks too "
            "({tally[later]}): the revoke trick and one of those go to {tally[to]}, two tricks.",
         ru="{offender} сам взял взятку с фальшренонсом, а его сторона взяла после неё "
            "взяток: {tally[later]}; взятка с фальшренонсом и ещё одна из них передаются "
            "{tally[to]} — две взятки.")
    def revoker_won_and_later(self, tally):
        self.conclude(_law64_transfer(self, tally, "64A1", 2))

    @law("64A1",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, offender=MATCH.offender,
                                 winner=MATCH.offender, later=0),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="{offender} won the revoke trick himself; the revoke trick goes to {tally[to]}, "
            "and a second trick only if his side won a trick after it.",
         ru="{offender} сам взял взятку с фальшренонсом: она передаётся {tally[to]}, а "
            "вторая взятка — только если его сторона взяла взятку после неё.")
    def revoker_won_only_that(self, tally, at):
        facts = [_law64_transfer(self, tally, "64A1", 1)]
        if not tally["known"]:
            facts.append(self.item(
                "not-covered", irr=at, kind=REVOKE,
                decide=decide(
                    "second trick to transfer (one more goes to {to} if the offending side "
                    "wins a trick after the revoke trick)",
                    "вторая передаваемая взятка (ещё одна взятка передаётся {to}, если "
                    "нарушившая сторона возьмёт взятку после взятки с фальшренонсом)",
                    to=tally["to"])))
        self.conclude(*facts)

    @law("64A2",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, offender=MATCH.offender,
                                 winner=MATCH.mate),
         TEST(lambda tally, offender, mate: mate == partner(offender)
              and tally["role"] == "defender"),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="{offender} did not win the revoke trick himself; his partner {mate} did, so "
            "his side won it: one trick goes to {tally[to]}.",
         ru="{offender} не брал взятку с фальшренонсом сам; её взял его партнёр {mate}, "
            "то есть его сторона: {tally[to]} передаётся одна взятка.")
    def partner_won_revoke_trick(self, tally):
        self.conclude(_law64_transfer(self, tally, "64A2", 1))

    @law("64A2",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, offender=MATCH.offender,
                                 winner=MATCH.mate),
         TEST(lambda tally, offender, mate: mate == partner(offender)
              and tally["role"] == "declarer"),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="Declarer ({offender}) revoked and dummy ({mate}) won the revoke trick: a trick "
            "won in dummy is not won by declarer (Law 64, footnote 19), so this is not 64A1; "
            "his side won the trick: one trick goes to {tally[to]}.",
         ru="Фальшренонс сделал разыгрывающий ({offender}), а взятку взял болван ({mate}): "
            "взятка, взятая болваном, не считается взятой разыгрывающим (правило 64, "
            "сноска 19), поэтому это не 64A1; его сторона взяла эту взятку: {tally[to]} "
            "передаётся одна взятка.")
    def dummy_won_declarers_revoke_trick(self, tally):
        self.conclude(_law64_transfer(self, tally, "64A2", 1))

    @law("64A2",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, offender=MATCH.offender),
         TEST(lambda tally: tally["winner"] is not None
              and tally["winner_side"] != tally["offenders"] and tally["later"] >= 1),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="{tally[winner]}, of the non-offending side, won the revoke trick, but "
            "{tally[offenders]} won later tricks ({tally[later]}): one trick goes to "
            "{tally[to]}.",
         ru="Взятку с фальшренонсом взял {tally[winner]} (ненарушившая сторона), но "
            "{tally[offenders]} взяли после неё взяток: {tally[later]}; {tally[to]} "
            "передаётся одна взятка.")
    def offenders_won_later_trick(self, tally):
        self.conclude(_law64_transfer(self, tally, "64A2", 1))

    @law("64A2",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, later=0, known=False),
         TEST(lambda tally: tally["winner"] is not None
              and tally["winner_side"] != tally["offenders"]),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="{tally[to]} won the revoke trick; whether one trick is transferred depends on "
            "{tally[offenders]} winning a trick after it, which the record does not show.",
         ru="Взятку с фальшренонсом взяли {tally[to]}; будет ли передана взятка, зависит "
            "от того, возьмут ли {tally[offenders]} взятку после неё, а запись этого не "
            "показывает.")
    def depends_on_later_tricks(self, tally, at):
        self.conclude(self.item(
            "not-covered", irr=at, kind=REVOKE,
            decide=decide(
                "trick transfer (one trick goes to {to} if the offending side wins a trick "
                "after the revoke trick; if not, none: Law 64B1)",
                "передача взяток (одна взятка передаётся {to}, если нарушившая сторона "
                "возьмёт взятку после взятки с фальшренонсом; иначе ни одной: правило 64B1)",
                to=tally["to"])))

    @law("64A",
         EndOfRecord(),
         AS.tally << RevokeTally(irr=MATCH.at, winner=None),
         NOT(RevokeNoTransfer(irr=MATCH.at)),
         en="The revoke trick was not finished in the record: who won it is for the TD.",
         ru="Взятка с фальшренонсом в записи не завершена: кто её взял, решает судья.")
    def revoke_trick_unfinished(self, at):
        self.conclude(self.item("not-covered", irr=at, kind=REVOKE,
                                decide=decide("winner of the revoke trick, and so the "
                                              "tricks to transfer",
                                              "кто взял взятку с фальшренонсом, а значит, "
                                              "сколько взяток передаётся")))

    # -- C: redress of damage ---------------------------------------------------------------

    @law("64C1",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         NOT(RevokeNoTransfer(irr=MATCH.at,
                              via=P(lambda via: via in ("64B2", "64B7")))),
         AS.found << Finding(key="damaged", value=True),
         en="The TD finds the non-offenders damaged by {offender}'s revoke beyond what Law "
            "64's transfer (or its absence) makes up for: he assigns an adjusted score.",
         ru="Судья считает, что ущерб ненарушившей стороне от фальшренонса ({offender}) "
            "больше, чем возмещает передача взяток по правилу 64 (или её отсутствие): он "
            "назначает скорректированный результат.")
    def not_enough(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when=UNDER_COMPENSATED))

    @law("64C1",
         EndOfRecord(),
         AS.est << RevokeEstablished(irr=MATCH.at),
         AS.irr << Irregularity(kind=REVOKE, at=MATCH.at, offender=MATCH.offender),
         NOT(RevokeNoTransfer(irr=MATCH.at,
                              via=P(lambda via: via in ("64B2", "64B7")))),
         AS.found << Finding(key="damaged", value=False),
         en="The TD finds the non-offenders no worse off after Law 64's transfer (or its "
            "absence) than without {offender}'s revoke: the score stands as the Law gives it.",
         ru="Судья считает, что после передачи взяток по правилу 64 (или без неё) "
            "ненарушившая сторона не пострадала от фальшренонса ({offender}) сверх "
            "возмещённого: результат остаётся таким, как по правилу.")
    def enough(self, at):
        self.conclude(L64CCompensated(irr=at))

    @law("64C2(a)",
         EndOfRecord(),
         AS.ex << RevokeNoTransfer(irr=MATCH.at, via="64B2"),
         AS.found << Finding(key="damaged", value=True),
         en="The non-offenders would likely have taken more tricks without the repeated "
            "revoke: the TD adjusts the score.",
         ru="Без повторного фальшренонса ненарушившая сторона, вероятно, взяла бы больше "
            "взяток: судья корректирует результат.")
    def repeated_damage(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when=MORE_TRICKS))

    @law("64C2(b)",
         EndOfRecord(),
         AS.ex << RevokeNoTransfer(irr=MATCH.at, via="64B7"),
         AS.found << Finding(key="damaged", value=True),
         en="A side was damaged by the revokes of both sides, the one at {at} among them: "
            "the TD assigns an adjusted score, as the board would likely have ended without "
            "any revoke.",
         ru="Фальшренонсы обеих сторон, в том числе фальшренонс ({at}), нанесли ущерб: судья "
            "назначает скорректированный результат — тот, что вероятен без фальшренонсов.")
    def both_sides_damage(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"))

    @law("64C2",
         EndOfRecord(),
         AS.ex << RevokeNoTransfer(irr=MATCH.at,
                                   via=P(lambda via: via in ("64B2", "64B7"))),
         AS.found << Finding(key="damaged", value=False),
         en="No damage from the revokes: no adjustment.",
         ru="Ущерба от фальшренонсов нет: результат не корректируется.")
    def no_damage_repeated(self, at):
        self.conclude(L64CCompensated(irr=at))
