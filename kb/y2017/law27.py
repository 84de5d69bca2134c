"""Law 27 — Insufficient bid (2017).

A  A1 The offender's LHO may accept the insufficient bid (treat it as legal); he
      accepts it by calling.
   A2 An insufficient bid out of rotation is a bid out of rotation: Law 31.
B  Not accepted, it must be replaced by a legal call:
   B1(a) by the lowest sufficient bid naming the same denomination(s): no further
         rectification, and neither 26B nor 16C applies (but see D);
   B1(b) otherwise by a comparable call (Law 23A): no further rectification, and 16C does
         not apply (but see D, and 23C);
   B2    by any other sufficient bid or a pass: partner must pass whenever it is his turn;
         26B may restrict the lead; see 72C;
   B3    an attempted double or redouble (unless comparable, B1(b)) is cancelled; the
         offender calls again as above and his partner must pass whenever it is his turn;
         26B may restrict the lead; see 72C;
   B4    another insufficient bid that LHO does not accept is ruled as B3.
C  A replacement made before the TD ruled stands if legal (but see B3), unless LHO
   accepts the insufficient bid; the TD rules on it as above.
D  After B1, a damaged non-offending side gets an adjusted score, as near as possible to
   the likely result had the insufficient bid not been made.

Reading the record. A replacement after the TD came is ruled under B. A replacement
before the TD is recorded as a change (``E changes 2H``): if the insufficient bid was a
slip (finding ``unintended``) Law 25A1 corrects it and Law 27 does not apply; if it was
meant, C applies. Whether the bids are natural is read from the record (``!`` marks an
artificial call); when either is artificial, whether they "specify the same
denomination(s)" is for the TD, so B1(a) is left to B1(b)'s finding ``comparable`` (the
outcome of the two is the same). The comparison itself is Law 23A's. D follows "the
application of B1", so its item is given after (a) and (b) alike; after (b), 23C, which
names 27B1(b) and sets the same test, gives its own as well. Whatever was withdrawn
outside B1 is unauthorized information for the offenders: Law 16C applies to every
withdrawn call unless a law says otherwise, and only B1 says so. Under B4 the second
insufficient bid, if LHO does not accept it, is cancelled and partner is silenced
whatever replaces it: that call is not ruled under B1-B3 again. When the record stops
before the offender has replaced the insufficient bid, the ruling says what each kind of
replacement will bring. An insufficient bid by a player obliged to pass is an
inadmissible call (35B): Law 37 alone rectifies it, so none of Law 27's rules takes it
up.
"""

from __future__ import annotations

from ruling.kb.common.kinds import INSUFFICIENT_BID
from ruling.kb.common.templates import (
    B1,
    L16C,
    L25B,
    CallWithdrawn,
    Comparable,
    IbReplacement,
    Inadmissible,
    InsufficientOutOfRotation,
    Replacement,
    UnintendedReplaced,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    CalledOver,
    CallMade,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    Item,
    LawModule,
    State,
    law,
    lho,
    partner,
)


def _law27_replacement(ib: Irregularity, bid: CallMade, new: CallMade, premature: bool,
                       second: bool) -> State:
    """What the TD needs to know about the call that replaced the insufficient bid.

    ``second``: this insufficient bid was itself put in place of an earlier one (B4), so
    the call replacing it is not ruled under B1-B3 again: B4 has already silenced partner.
    """
    b1a = bool(new["lowest_sufficient_same_strain"]) and not bid["artificial"] \
        and not new["artificial"]
    legal = new["kind"] != "bid" or bool(new["sufficient"])
    return IbReplacement(irr=ib["at"], seat=new["seat"], call=new["call"],
                         kind=new["kind"], sufficient=new["sufficient"], b1a=b1a, legal=legal,
                         new_at=new["at"], n=new["n"], premature=premature, withdrawn=ib["call"],
                         second=second)


def _law27_own_at(at: str, rep: State) -> str:
    """The irregularity an item about the replacing call belongs to.

    A replacement recorded as a change is an irregularity of its own (change of call).
    """
    return rep["new_at"] if rep["premature"] else at


class Law27(LawModule):
    number = "27"
    title = {"en": "Insufficient bid", "ru": "Недостаточная заявка"}
    summary = {
        "en": "The offender's LHO may accept an insufficient bid (by calling). If he does not, "
              "the offender replaces it: the lowest sufficient bid in the same denomination, "
              "or a comparable call, costs nothing more (but the TD may adjust if the other "
              "side was damaged); any other sufficient bid or pass silences partner for the "
              "rest of the auction, with lead restrictions; a double, redouble or another "
              "insufficient bid is cancelled and ruled the same way.",
        "ru": "Левый оппонент нарушителя может принять недостаточную заявку (сделав свою заявку). "
              "Если не принял, нарушитель заменяет её: наименьшим достаточным назначением в той же "
              "масти или сопоставимой заявкой — без дальнейших последствий (но при ущербе "
              "судья корректирует результат); любым другим достаточным назначением или пасом — "
              "партнёр пасует до конца торговли, возможны ограничения на ход; контра, реконтра "
              "или новая недостаточная заявка аннулируются и решаются так же.",
    }

    # -- A: acceptance -----------------------------------------------------------

    @law("27A1",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.over << CalledOver(of=MATCH.at, relation="lho"),
         NOT(Inadmissible(irr=MATCH.at, law="37")),  # 35B: Law 37 rules on it alone
         en="{over[seat]}, the offender's LHO, called over {irr[call]}: he accepted it, and it "
            "stands as a legal bid.",
         ru="{over[seat]} (левый оппонент нарушителя) сделал заявку после {irr[call]:gen}, тем "
            "самым приняв её: заявка остаётся в силе.")
    def accepted_by_calling(self, at, offender):
        self._law27_accepted(at, offender)

    @law("27A1",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.yes << Accepted(of=MATCH.at, relation="lho"),
         NOT(Inadmissible(irr=MATCH.at, law="37")),  # 35B: Law 37 rules on it alone
         en="{yes[seat]}, the offender's LHO, accepted {irr[call]}: it stands as a legal bid.",
         ru="{yes[seat]} (левый оппонент нарушителя) принял {irr[call]}: заявка остаётся в силе.")
    def accepted_by_word(self, at, offender):
        self._law27_accepted(at, offender)

    def _law27_accepted(self, at, offender):
        self.conclude(
            self.item("option", "27A1", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"], chosen="accept"),
            self.item("no-rectification", "27A1", irr=at),
        )

    @law("27A2",
         AS.irr << Irregularity(kind="bid-out-of-rotation", at=MATCH.at),
         AS.bid << CallMade(at=MATCH.at, kind="bid", sufficient=False),
         en="{bid[seat]}'s {bid[call]} is insufficient but was made out of rotation: Law 31, "
            "not Law 27, rectifies it.",
         ru="Заявка {bid[call]} ({bid[seat]}) недостаточна, но сделана вне очереди: "
            "применяется правило 31, а не 27.")
    def out_of_rotation(self, at):
        self.conclude(InsufficientOutOfRotation(irr=at))

    # -- B and C: what replaced it ---------------------------------------------------

    @law("27B",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.bid << CallMade(at=MATCH.at),
         AS.new << CallMade(replaces=MATCH.at, change_of=None),
         NOT(Inadmissible(irr=MATCH.at, law="37")),  # 35B: Law 37 rules on it alone
         en="{new[seat]} replaced {irr[call]} with {new[call]} after the TD came: the "
            "insufficient bid was not accepted, and the replacement is ruled under 27B.",
         ru="{new[seat]} заменил {irr[call]} на {new[call]} после прихода судьи: "
            "недостаточная заявка не принята, замена решается по 27B.")
    def replaced(self, irr, at, offender, bid, new):
        self.conclude(self.item("option", "27A1", irr=at, holder=lho(offender),
                                choices=["accept", "refuse"], chosen="refuse"),
                      _law27_replacement(irr, bid, new, premature=False,
                                         second=self._law27_is_second(at)))

    def _law27_is_second(self, at: str) -> bool:
        """Was the insufficient bid at ``at`` itself put in place of an earlier one (B4)?"""
        earlier = self.found(IbReplacement, new_at=at)
        self.use(*earlier)
        return bool(earlier)

    @law("27C",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.bid << CallMade(at=MATCH.at),
         AS.new << CallMade(change_of=MATCH.at, at=MATCH.new_at),
         NOT(Inadmissible(irr=MATCH.at, law="37")),  # 35B: Law 37 rules on it alone
         NOT(L25B(irr=MATCH.new_at, via="25A4")),
         AS.found << Finding(key="unintended", value=False),
         en="{offender} meant {irr[call]} and replaced it with {new[call]} before the TD "
            "ruled: the replacement stands if legal (a double or redouble: 27B3), unless "
            "{offender}'s LHO accepts the insufficient bid; the TD rules on it under 27B.",
         ru="{offender} намеренно заявил {irr[call]:acc} и заменил её на {new[call]} до решения "
            "судьи: замена остаётся в силе, если легальна (контра или реконтра — 27B3), если "
            "только левый оппонент не примет недостаточную заявку; судья решает по 27B.")
    def premature_replacement(self, irr, at, offender, bid, new, new_at):
        rep = _law27_replacement(irr, bid, new, premature=True,
                                 second=self._law27_is_second(at))
        stands = [self.item("call-stands", irr=new_at, seat=offender, call=new["call"])
                  ] if new["kind"] == "pass" or (new["kind"] == "bid" and new["sufficient"]) \
            else []
        self.conclude(rep, *stands)

    @law("27C",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.rep << IbReplacement(irr=MATCH.at, premature=True,
                                 new_at=MATCH.new_at),
         NOT(CalledOver(of=MATCH.new_at)),
         en="{offender}'s LHO may still accept {irr[call]}; if he does not, {rep[call]} "
            "stands as ruled.",
         ru="Левый оппонент нарушителя ещё может принять {irr[call]}; если не примет, {rep[call]} "
            "остаётся в силе по решению судьи.")
    def premature_lho_may_accept(self, at, offender):
        self.conclude(self.item("option", "27A1", irr=at, holder=lho(offender),
                                choices=["accept", "refuse"]))

    @law("27B",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         NOT(Item(type="option", irr=MATCH.at)),
         NOT(Inadmissible(irr=MATCH.at, law="37")),  # 35B: Law 37 rules on it alone
         NOT(IbReplacement(irr=MATCH.at)),
         NOT(UnintendedReplaced(irr=MATCH.at)),
         en="{offender}'s LHO may accept the insufficient bid; if he does not, {offender} must "
            "replace it with a legal call.",
         ru="Левый оппонент нарушителя может принять недостаточную заявку; если не примет, "
            "{offender} должен заменить её легальной заявкой.")
    def undecided(self, at, offender):
        self.conclude(
            self.item("option", "27A1", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"]),
            self.item("substitute-call", irr=at, seat=offender),
        )

    @law("27B",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.sub << Item(type="substitute-call", law="27B", irr=MATCH.at),
         NOT(IbReplacement(new_at=MATCH.at)),
         en="What {offender}'s replacement will bring: the lowest sufficient bid in the same "
            "denomination, or a comparable call, costs nothing more (B1); any other call "
            "silences his partner for the rest of the auction (B2, B3).",
         ru="Что повлечёт замена ({offender}): наименьшее достаточное назначение в той же "
            "масти или сопоставимая заявка — без дальнейших последствий (27B1); любая другая "
            "заявка обязывает его партнёра пасовать до конца торговли (27B2, 27B3).")
    def replacement_terms(self, at, offender):
        self.conclude(self.item("replacement-terms", irr=at, seat=offender,
                                partner=partner(offender), terms="27B"))

    # -- B1: no further rectification -------------------------------------------------

    @law("27B1(a)",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at),
         AS.rep << IbReplacement(irr=MATCH.at, second=False, b1a=True),
         en="{rep[call]} is the lowest sufficient bid in the denomination of {irr[call]}, both "
            "natural: the auction goes on without further rectification; no lead "
            "restrictions, and the withdrawn bid is not unauthorized information.",
         ru="{rep[call]} — наименьшее достаточное назначение в той же масти, что и "
            "{irr[call]}, обе заявки естественные: торговля продолжается без последствий; "
            "ограничений на ход нет, отменённая заявка не является неразрешённой информацией.")
    def lowest_same_denomination(self, at):
        self.conclude(self.item("no-rectification", irr=at),
                      B1(irr=at, via="a"))

    @law("27B1(b)",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at),
         AS.rep << IbReplacement(irr=MATCH.at, second=False, b1a=False,
                                 legal=True),
         en="{rep[call]} is not the lowest sufficient bid in the same denomination as "
            "{irr[call]} (both natural): it costs nothing more only if it is a comparable "
            "call (Law 23A).",
         ru="{rep[call]} — не наименьшее достаточное назначение в той же масти, что и "
            "{irr[call]} (обе естественные): без последствий, только если это сопоставимая "
            "заявка (правило 23A).")
    def is_it_comparable(self, irr, at, rep):
        self.conclude(Replacement(irr=at, seat=rep["seat"], call=rep["call"],
                                  withdrawn=irr["call"]))

    @law("27B1(b)",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.rep << IbReplacement(irr=MATCH.at, second=False, b1a=False),
         AS.cmp << Comparable(irr=MATCH.at, value=True),
         en="{rep[call]} is a comparable call: the auction goes on without further "
            "rectification, and the withdrawn {irr[call]} is not unauthorized information.",
         ru="{rep[call]} — сопоставимая заявка: торговля продолжается без последствий, "
            "отменённая заявка {irr[call]} не является неразрешённой информацией.")
    def comparable(self, at, offender, rep):
        stands = [self.item("call-stands", irr=rep["new_at"], seat=offender,
                            call=rep["call"])] \
            if rep["premature"] and rep["kind"] in ("double", "redouble") else []
        self.conclude(self.item("no-rectification", irr=at), *stands,
                      B1(irr=at, via="b"),
                      CallWithdrawn(irr=at, offender=offender, comparable=True))

    # D follows B1 as a whole, (a) and (b) alike; after (b) Law 23C, which names 27B1(b),
    # sets the same test, and its item is given too.
    @law("27D",
         AS.b1 << B1(irr=MATCH.at),
         NOT(Given(key="damaged", value=False)),
         en="If the TD judges at the end of play that without the help the insufficient bid "
            "gave the result could well have been different, and the other side was damaged, "
            "he adjusts the score, aiming at the likely result had it not been made.",
         ru="Если по окончании розыгрыша судья сочтёт, что без помощи от недостаточной "
            "заявки результат вполне мог быть иным и другой стороне нанесён ущерб, он "
            "корректирует результат, стремясь к тому, что вероятно было бы без нарушения.")
    def damage_after_b1(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"))

    # -- B2, B3, B4: partner silenced ------------------------------------------------

    @law("27B2",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.rep << IbReplacement(irr=MATCH.at, second=False, b1a=False,
                                 legal=True),
         TEST(lambda rep: rep["kind"] in ("bid", "pass")),
         AS.cmp << Comparable(irr=MATCH.at, value=False),
         en="{rep[call]} is neither the lowest sufficient bid in the same denomination nor a "
            "comparable call: {offender}'s partner must pass whenever it is his turn.",
         ru="{rep[call]} — не наименьшее достаточное назначение в той же масти и не "
            "сопоставимая заявка: партнёр игрока {offender} пасует до конца торговли.")
    def partner_silenced(self, irr, at, offender, rep):
        self._law27_silence(at, offender, rep["n"], "27B2", irr["call"])

    @law("27B3",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.rep << IbReplacement(irr=MATCH.at, second=False),
         TEST(lambda rep: rep["kind"] in ("double", "redouble")),
         AS.cmp << Comparable(irr=MATCH.at, value=False),
         en="{offender} tried to replace the insufficient bid with {rep[call]}, not a "
            "comparable call: it is cancelled, {offender} must call again, and his partner "
            "must pass whenever it is his turn.",
         ru="{offender} пытался заменить недостаточную заявку на {rep[call]}, "
            "несопоставимую с ней: она аннулируется, {offender} заявляет снова, а его "
            "партнёр пасует до конца торговли.")
    def double_substituted(self, irr, at, offender, rep):
        self.conclude(self.item("call-cancelled", irr=_law27_own_at(at, rep),
                                seat=offender, call=rep["call"]),
                      self.item("substitute-call", irr=at, seat=offender))
        self._law27_silence(at, offender, rep["n"], "27B3", irr["call"])

    @law("27B4",
         EndOfRecord(),
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.rep << IbReplacement(irr=MATCH.at, kind="bid", sufficient=False,
                                 new_at=MATCH.new_at),
         NOT(Accepted(of=MATCH.new_at)),
         NOT(CalledOver(of=MATCH.new_at)),
         en="{offender} replaced one insufficient bid with another, {rep[call]}: unless his "
            "LHO accepts it, it is ruled as 27B3, and {offender}'s partner must pass "
            "whenever it is his turn.",
         ru="{offender} заменил недостаточную заявку другой недостаточной, {rep[call]}: если "
            "левый оппонент её не примет, решение как в 27B3: партнёр игрока {offender} пасует до "
            "конца торговли.")
    def insufficient_again(self, irr, at, offender, rep):
        self._law27_silence(at, offender, rep["n"], "27B4", irr["call"])

    @law("27B4",
         AS.irr << Irregularity(kind=INSUFFICIENT_BID, at=MATCH.at, offender=MATCH.offender),
         AS.rep << IbReplacement(irr=MATCH.at, kind="bid", sufficient=False,
                                 new_at=MATCH.new_at),
         AS.again << IbReplacement(irr=MATCH.new_at),
         en="{offender}'s second insufficient bid, {rep[call]}, was not accepted either: as "
            "27B3 says, it is cancelled and {again[call]} takes its place; his partner stays "
            "silenced, whatever that call is.",
         ru="Вторая недостаточная заявка игрока {offender}, {rep[call]}, тоже не принята: как "
            "сказано в 27B3, она аннулируется, и её место занимает {again[call]}; его партнёр "
            "пасует до конца торговли, какой бы ни была эта заявка.")
    def second_replaced(self, offender, rep, new_at):
        self.conclude(self.item("call-cancelled", irr=new_at, seat=offender,
                                call=rep["call"]))

    # -- shared consequence ---------------------------------------------------------

    def _law27_silence(self, at, offender, n, citation, withdrawn):
        self.conclude(
            self.item("must-pass", citation, irr=at, seat=partner(offender),
                      scope="rest-of-auction", from_n=n),
            self.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
            CallWithdrawn(irr=at, offender=offender, comparable=False),
            L16C(irr=at, offender=offender, call=withdrawn),
        )
