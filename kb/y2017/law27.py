"""Law 27 — Insufficient bid (2017).

A  The offender's LHO may accept the insufficient bid; he accepts it by calling (A1).
   An insufficient bid out of rotation is a bid out of rotation: Law 31 (A2).
B  Not accepted, it must be replaced by a legal call:
   B1(a) by the lowest sufficient bid in the same denomination(s): no rectification;
   B1(b) otherwise by a comparable call (Law 23A): no rectification;
   B2    by any other sufficient bid or a pass: partner must pass whenever it is his
         turn; lead restrictions (26B) may apply;
   B3    an attempted double or redouble (not comparable) is cancelled; the offender
         calls again as above, and his partner must pass whenever it is his turn;
   B4    another insufficient bid, not accepted, is ruled as B3.
C  A replacement made before the TD ruled stands if legal; the TD rules on it as above.
D  After B1, a damaged non-offending side gets an adjusted score.

Whether the bids are natural is read from the record (``!`` marks an artificial
call); when either is artificial, "the same denomination(s)" needs the TD, so B1(a)
is left to B1(b)'s finding ``comparable``.
"""

from __future__ import annotations

from kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    CalledOver,
    CallMade,
    EndOfRecord,
    Finding,
    Irregularity,
    Item,
    LawModule,
    State,
    W,
    law,
    lho,
    partner,
)

IB = "insufficient-bid"


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
        "ru": "LHO нарушителя может принять недостаточную заявку (сделав свою заявку). Если "
              "не принял, нарушитель заменяет её: наименьшим достаточным назначением в той же "
              "масти или сопоставимой заявкой — без дальнейших последствий (но при ущербе "
              "судья корректирует результат); любым другим достаточным назначением или пасом — "
              "партнёр пасует до конца торговли, возможны ограничения на ход; контра, реконтра "
              "или новая недостаточная заявка аннулируются и решаются так же.",
    }

    # -- A: acceptance -----------------------------------------------------------

    @law("27A1",
         AS.irr << Irregularity(kind=IB, at=MATCH.at, offender=MATCH.offender),
         AS.over << CalledOver(of=MATCH.at, relation="lho"),
         en="{over[seat]}, the offender's LHO, called over {irr[call]}: he accepted it, and it "
            "stands as a legal bid.",
         ru="{over[seat]} (LHO нарушителя) сделал заявку после {irr[call]}, тем самым приняв её: "
            "заявка остаётся в силе.")
    def accepted_by_calling(self, irr, at, offender, over):
        self._accepted(at, offender)

    @law("27A1",
         AS.irr << Irregularity(kind=IB, at=MATCH.at, offender=MATCH.offender),
         AS.yes << Accepted(of=MATCH.at, relation="lho"),
         en="{yes[seat]}, the offender's LHO, accepted {irr[call]}: it stands as a legal bid.",
         ru="{yes[seat]} (LHO нарушителя) принял {irr[call]}: заявка остаётся в силе.")
    def accepted_by_word(self, irr, at, offender, yes):
        self._accepted(at, offender)

    def _accepted(self, at, offender):
        self.conclude(
            self.item("option", "27A1", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"], chosen="accept"),
            self.item("no-rectification", "27A1", irr=at),
        )

    @law("27A1",
         AS.irr << Irregularity(kind=IB, at=MATCH.at, offender=MATCH.offender),
         AS.new << CallMade(replaces=MATCH.at),
         en="{new[seat]} replaced {irr[call]} with {new[call]}: the insufficient bid was "
            "not accepted.",
         ru="{new[seat]} заменил {irr[call]} на {new[call]}: недостаточная заявка не принята.")
    def refused(self, irr, at, offender, new):
        self.conclude(self.item("option", "27A1", irr=at, holder=lho(offender),
                                choices=["accept", "refuse"], chosen="refuse"))

    @law("27B",
         EndOfRecord(),
         AS.irr << Irregularity(kind=IB, at=MATCH.at, offender=MATCH.offender),
         NOT(Item(type="option", irr=MATCH.at)),
         en="{offender}'s LHO may accept the insufficient bid; if he does not, {offender} must "
            "replace it with a legal call.",
         ru="LHO нарушителя может принять недостаточную заявку; если не примет, {offender} "
            "должен заменить её легальной заявкой.")
    def undecided(self, irr, at, offender):
        self.conclude(
            self.item("option", "27A1", irr=at, holder=lho(offender),
                      choices=["accept", "refuse"]),
            self.item("substitute-call", "27B", irr=at, seat=offender),
        )

    # -- B1: no rectification -----------------------------------------------------

    @law("27B1(a)",
         AS.irr << Irregularity(kind=IB, at=MATCH.at),
         AS.bid << CallMade(at=MATCH.at, artificial=False),
         AS.new << CallMade(replaces=MATCH.at, lowest_sufficient_same_strain=True,
                            artificial=False),
         en="{new[call]} is the lowest sufficient bid in the denomination of {irr[call]}, both "
            "natural: the auction goes on without further rectification.",
         ru="{new[call]} — наименьшее достаточное назначение в той же масти, что и "
            "{irr[call]}, обе заявки естественные: торговля продолжается без последствий.")
    def lowest_same_denomination(self, irr, at, bid, new):
        self.conclude(self.item("no-rectification", "27B1(a)", irr=at),
                      State(name="b1", irr=at))

    @law("27B1(b)",
         AS.irr << Irregularity(kind=IB, at=MATCH.at),
         AS.new << CallMade(replaces=MATCH.at, sufficient=W(), kind=W()),
         NOT(State(name="b1", irr=MATCH.at)),
         TEST(lambda new: new["kind"] != "bid" or new["sufficient"]),
         AS.found << Finding(key="comparable", value=True),
         en="The TD finds {new[call]} comparable to {irr[call]} (Law 23A): the auction goes "
            "on without further rectification.",
         ru="Судья признаёт {new[call]} сопоставимой с {irr[call]} (правило 23A): торговля "
            "продолжается без последствий.")
    def comparable(self, irr, at, new, found):
        self.conclude(self.item("no-rectification", "27B1(b)", irr=at),
                      State(name="b1", irr=at))

    @law("27D",
         AS.b1 << State(name="b1", irr=MATCH.at),
         NOT(Finding(key="damaged", value=False, assumed=False)),
         en="If the TD judges at the end of play that the insufficient bid helped the "
            "offenders and damaged the other side, he adjusts the score.",
         ru="Если по окончании розыгрыша судья сочтёт, что нарушение помогло нарушителям и "
            "нанесло ущерб другой стороне, он корректирует результат.")
    def damage_after_b1(self, b1, at):
        self.conclude(self.item("adjusted-score", "27D", irr=at, when="damaged"))

    # -- B2, B3, B4: partner silenced ------------------------------------------------

    @law("27B2",
         AS.irr << Irregularity(kind=IB, at=MATCH.at, offender=MATCH.offender),
         AS.new << CallMade(replaces=MATCH.at, kind=W(), sufficient=W(), n=MATCH.n),
         TEST(lambda new: new["kind"] == "pass" or (new["kind"] == "bid" and new["sufficient"])),
         NOT(State(name="b1", irr=MATCH.at)),
         AS.found << Finding(key="comparable", value=False),
         en="{new[call]} is neither the lowest sufficient bid in the same denomination nor a "
            "comparable call: {offender}'s partner must pass whenever it is his turn.",
         ru="{new[call]} — не наименьшее достаточное назначение в той же масти и не "
            "сопоставимая заявка: партнёр {offender} пасует до конца торговли.")
    def partner_silenced(self, irr, at, offender, new, n, found):
        self._silence_partner(at, offender, n, "27B2")

    @law("27B3",
         AS.irr << Irregularity(kind=IB, at=MATCH.at, offender=MATCH.offender),
         AS.new << CallMade(replaces=MATCH.at, kind=W(), n=MATCH.n),
         TEST(lambda new: new["kind"] in ("double", "redouble")),
         AS.found << Finding(key="comparable", value=False),
         en="{offender} tried to replace the insufficient bid with {new[call]}: it is "
            "cancelled, {offender} must call again, and his partner must pass whenever it "
            "is his turn.",
         ru="{offender} пытался заменить недостаточную заявку на {new[call]}: она "
            "аннулируется, {offender} заявляет снова, а его партнёр пасует до конца торговли.")
    def double_substituted(self, irr, at, offender, new, n, found):
        self.conclude(self.item("call-cancelled", "27B3", irr=at, seat=offender,
                                call=new["call"]),
                      self.item("substitute-call", "27B3", irr=at, seat=offender))
        self._silence_partner(at, offender, n, "27B3")

    @law("27B4",
         AS.irr << Irregularity(kind=IB, at=MATCH.at, offender=MATCH.offender),
         AS.new << CallMade(replaces=MATCH.at, kind="bid", sufficient=False, n=MATCH.n,
                            at=MATCH.new_at),
         NOT(Accepted(of=MATCH.new_at)),
         NOT(CalledOver(of=MATCH.new_at)),
         EndOfRecord(),
         en="{offender} replaced one insufficient bid with another, not accepted: ruled as "
            "27B3, and his partner must pass whenever it is his turn.",
         ru="{offender} заменил недостаточную заявку другой недостаточной, не принятой: "
            "как в 27B3, партнёр пасует до конца торговли.")
    def insufficient_again(self, irr, at, offender, new, n, new_at):
        self._silence_partner(at, offender, n, "27B4")

    # -- C: replacement before the TD ruled -----------------------------------------

    @law("27C",
         AS.irr << Irregularity(kind=IB, at=MATCH.at),
         AS.new << CallMade(replaces=MATCH.at, after_director=False),
         en="{new[seat]} replaced the insufficient bid before the TD ruled: the replacement "
            "stands if legal, and the TD rules on it under 27B.",
         ru="{new[seat]} заменил недостаточную заявку до решения судьи: замена остаётся в "
            "силе, если легальна, и судья решает по 27B.")
    def premature_replacement(self, irr, at, new):
        self.conclude(State(name="premature-replacement", irr=at))

    # -- shared consequence ---------------------------------------------------------

    def _silence_partner(self, at, offender, n, citation):
        self.conclude(
            self.item("must-pass", citation, irr=at, seat=partner(offender),
                      scope="rest-of-auction", from_n=n),
            self.item("lead-restriction", "26B", irr=at, seat=partner(offender)),
            self.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
        )
