"""Law 21 — Misinformation (2017).

A  A player who acts on his own misunderstanding gets no rectification or redress.
B1 (a) Until the end of the auction period, and provided his partner has not called
       since, a player may change a call, with no other rectification for his side, when
       the TD judges that the decision to make it could well have been influenced by
       misinformation an opponent gave him (a missing prompt alert counts as
       misinformation).
   (b) Without evidence to the contrary the TD presumes a mistaken explanation rather
       than a mistaken call.
B2 When a player so changes his call, his LHO may then change any call he made after
   it; Law 16C applies.
B3 When it is too late to change the call and the TD judges that the offending side
   gained by the irregularity, he awards an adjusted score.

Reading the record (``kb.common.explanations.misinformed_call``): a mistaken explanation
given during the auction is the ``misinformation`` irregularity of Law 75B1 (finding
``misexplained``, whose question carries B1(b)'s presumption); so is an alert that did
not match the agreement (an alerted call with no ``explains`` entry of it, read as the
caller's partner's explanation). B1(a) is for "a player": both opponents of the
explainer heard the explanation, and each who called after it may have been misled. He
learns of the misinformation at its correction (the explainer's or his partner's
``corrects``), or, when the record shows none, when the TD is called to it (the end of the
record). His last call before then may still be changed (B1(a), finding ``misinformed``)
when no card has been played and his partner has not called since: at most one of the two
(the other's partner has called since); then his LHO may change the call he made after it
(B2, with 16C: what the withdrawn calls showed is unauthorized for the explainer's side).
For the other, or for both once a card is played, it is too late (B3): the adjusted score
when the misinformed side was damaged (finding ``damaged``: the offending side gained,
judged once for the side), the score worked out by Law 12 from the TD's ``outcomes``.
The finding is one per key: when the incident also has an infraction of 16B1(a), whose
damage ``damaged`` answers (16B3), B3's is not judged by it: 75B1's adjusted score leaves
it to the TD.
An incomplete explanation (Law 40B5) is misinformation too: 20F4(b) sends its correction to
21B or 40B3, so B1(a) and B2 apply to it as above; the adjusted score for it, when it is
too late, is 40B5(b)'s.
Not encoded: A (no record says a player misunderstood his own methods); the change of
call itself in the record (a ``changes`` entry is Law 25's).
"""

from __future__ import annotations

from ruling.kb.common.explanations import (
    MISLEADING_KIND,
    alert_explanation,
    misinformed_calls,
)
from ruling.kb.common.kinds import MISINFORMATION, USE_OF_UI
from ruling.kb.common.templates import L16C, LaterCall, MisinformedCall
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    Action,
    CallMade,
    EndOfRecord,
    Finding,
    Irregularity,
    Item,
    LawModule,
    law,
)

CHOICES = ["change", "keep"]


class Law21(LawModule):
    number = "21"
    title = {"en": "Misinformation", "ru": "Дезинформация"}
    summary = {
        "en": "A player misled by an opponent's explanation may change his call while the "
              "auction period lasts and his partner has not called since; his LHO may then "
              "change the call he made after it. When it is too late and the misleading side "
              "gained by it, the TD adjusts the score. The TD presumes a mistaken "
              "explanation rather than a mistaken call unless the evidence shows otherwise.",
        "ru": "Игрок, введённый в заблуждение объяснением оппонента, может изменить свою "
              "заявку, пока длится период торговли и его партнёр после неё не заявлял; "
              "тогда его левый оппонент может изменить заявку, сделанную после неё. Если "
              "менять уже поздно, а дезинформировавшая сторона получила выгоду, судья "
              "корректирует результат. Судья предполагает ошибочное объяснение, а не "
              "ошибочную заявку, если доказательства не говорят об обратном.",
    }

    @law("21B1(a)",
         EndOfRecord(),
         AS.ex << Action(verb="explains", period="auction", at=MATCH.at),
         AS.irr << Irregularity(kind=MISLEADING_KIND, at=MATCH.at),
         en="{ex[seat]}'s explanation of {ex[call]} at {at} misinformed the opponents: each "
            "of them who called after it, and when he learnt of it, decide whether he may "
            "still change his call.",
         ru="Объяснение заявки {ex[call]}, данное игроком {ex[seat]} ({at}), дезинформировало "
            "оппонентов: может ли каждый из них, заявлявший после него, ещё изменить свою "
            "заявку, зависит от того, когда он узнал об ошибке.")
    def misinformed_player(self, ex, at):
        _law21_misinformed(self, ex, at)

    @law("21B1(a)",
         EndOfRecord(),
         AS.call << CallMade(alerted=True, at=MATCH.at),
         AS.irr << Irregularity(kind=MISINFORMATION, at=MATCH.at),
         en="The alert of {call[seat]}'s {call[call]} at {at} misinformed the opponents: each "
            "of them who called after it, and when he learnt of it, decide whether he may "
            "still change his call.",
         ru="Алерт на заявку {call[call]} игрока {call[seat]} ({at}) дезинформировал "
            "оппонентов: может ли каждый из них, заявлявший после него, ещё изменить свою "
            "заявку, зависит от того, когда он узнал об ошибке.")
    def misinformed_by_alert(self, call, at):
        _law21_misinformed(self, alert_explanation(call), at)

    @law("21B1(a)",
         AS.mis << MisinformedCall(irr=MATCH.at, in_time=True),
         AS.found << Finding(key="misinformed", value=True),
         en="{mis[seat]}'s partner has not called since his {mis[call]} and the auction "
            "period lasts: as his decision could well have been influenced by the "
            "misinformation, he may change {mis[call]}, with no other rectification for his "
            "side.",
         ru="Партнёр игрока {mis[seat]} не заявлял после его заявки {mis[call]}, и период "
            "торговли не окончен: поскольку дезинформация вполне могла повлиять на его "
            "решение, он может изменить заявку {mis[call]} без иных последствий для своей "
            "стороны.")
    def may_change(self, mis, at):
        self.conclude(self.item("option", irr=at, holder=mis["seat"], choices=CHOICES,
                                call=mis["call"]))

    @law("21B1(a)",
         AS.mis << MisinformedCall(irr=MATCH.at, in_time=True),
         AS.found << Finding(key="misinformed", value=False),
         en="The misinformation could not well have influenced {mis[seat]}'s {mis[call]}: "
            "it stands.",
         ru="Дезинформация вряд ли могла повлиять на заявку {mis[call]} игрока "
            "{mis[seat]}: она остаётся в силе.")
    def may_not_change(self, mis, at):
        self.conclude(self.item("call-stands", irr=at, seat=mis["seat"], call=mis["call"]))

    @law("21B2",
         AS.irr << Irregularity(kind=MISINFORMATION, at=MATCH.at, offender=MATCH.offender),
         AS.mis << MisinformedCall(irr=MATCH.at, in_time=True),
         AS.later << LaterCall(irr=MATCH.at),
         AS.may << Item(type="option", law="21B1(a)", irr=MATCH.at),
         en="If {mis[seat]} changes {mis[call]}, {later[seat]}, his LHO, may then change the "
            "{later[call]} he called after it; what the calls taken back showed is "
            "unauthorized for {offender}'s side (16C).",
         ru="Если {mis[seat]} изменит заявку {mis[call]}, его левый оппонент {later[seat]} "
            "может затем изменить свою заявку {later[call]}, сделанную после неё; сведения "
            "из отменённых заявок — неразрешённая информация для стороны игрока {offender} (16C).")
    def lho_may_change(self, mis, later, at, offender):
        self.conclude(self.item("option", irr=at, holder=later["seat"], choices=CHOICES,
                                call=later["call"], rho=mis["seat"]),
                      L16C(irr=at, offender=offender, call=later["call"]))

    @law("21B3",
         AS.mis << MisinformedCall(irr=MATCH.at, in_time=False),
         AS.irr << Irregularity(kind=MISINFORMATION, at=MATCH.at),  # else 40B5(b)'s
         NOT(Irregularity(kind=USE_OF_UI)),  # then ``damaged`` is 16B3's: 75B1 leaves it to the TD
         AS.found << Finding(key="damaged", value=True),
         en="Too late for {mis[seat]} to change {mis[call]} (his partner has called since, "
            "or the auction period is over), and the misinformation gained the other side "
            "an advantage: the TD awards an adjusted score, the likely result had the "
            "explanation been right in time, or the opponents told the call had no agreed "
            "meaning when it had none (75D3).",
         ru="Игроку {mis[seat]} поздно менять заявку {mis[call]} (его партнёр уже заявлял "
            "после неё или период торговли окончен), а дезинформация принесла выгоду другой "
            "стороне: судья назначает скорректированный результат — тот, что был бы вероятен "
            "при верном и своевременном объяснении (или если бы оппонентам сообщили, что "
            "согласованного значения у заявки нет, когда его действительно нет) (75D3).")
    def too_late_damaged(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="misinformed"))

    @law("21B3",
         AS.mis << MisinformedCall(irr=MATCH.at, in_time=False),
         AS.irr << Irregularity(kind=MISINFORMATION, at=MATCH.at),
         NOT(Irregularity(kind=USE_OF_UI)),  # then ``damaged`` is 16B3's: 75B1 leaves it to the TD
         AS.found << Finding(key="damaged", value=False),
         en="Too late for {mis[seat]} to change {mis[call]}, but the misinformation gained "
            "the other side nothing: the result stands.",
         ru="Игроку {mis[seat]} поздно менять заявку {mis[call]}, но дезинформация не "
            "принесла выгоды другой стороне: результат остаётся в силе.")
    def too_late_no_gain(self, at):
        self.conclude(self.item("no-rectification", irr=at))


def _law21_misinformed(engine, ex, at: str) -> None:  # type: ignore[no-untyped-def]
    """Conclude each misinformed player's last call (and his LHO's later call, when he may
    still change his own) for the explanation ``ex`` (an ``explains`` entry, or an alert
    read as one)."""
    for found in misinformed_calls(engine, ex):
        later = found.pop("later")
        engine.conclude(MisinformedCall(irr=at, **found))
        if later is not None and found["in_time"]:
            engine.conclude(LaterCall(irr=at, seat=later["seat"], call_at=later["at"],
                                      call=later["call"]))
