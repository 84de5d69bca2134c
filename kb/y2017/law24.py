"""Law 24 — Card exposed or led during the auction (2017).

(preamble) Every card of a player's hand that his partner could have seen through
    the player's own error is put face up on the table until the auction ends; what
    it shows is authorized for the other side, unauthorized for the offenders (16C).
A   A single card below honour rank, not led before its time: nothing more (but E).
B   A single honour, or any card led before its time: the offender's partner must pass
    at his next turn (72C if that pass damages the other side).
C   Two or more cards: the same as B.
D   The offender becomes declarer or dummy: the cards go back to his hand.
E   The offender becomes a defender: every such card is a penalty card (Laws 50, 51).

Reading the record: each ``exposes`` entry of the auction list is one card. Cards
exposed by the same player with no call between them were exposed together (C); the
exposure is complete at the next call (or at the end of the record), and that is
when A, B or C is decided. An ``exposes`` entry cannot tell that a card was led before
its time: for a single card below honour rank (the only card for which it matters) the
TD determines it, finding ``prematurely_led``, unless the entry says ``accidental`` (a
card the TD found dropped or shown by accident was not led). Not led: A, and under E a
minor penalty card (Law 50B: a low card exposed unintentionally, by the player's error
as the preamble has it); led: B, and under E a major one (50B: exposed through
deliberate play, as in leading out of turn). An honour is B and major, and a defender
with two or more penalty cards (exposed together or not) has them all major, whichever
way the cards came to be exposed. A passed-out deal has no
declarer or defenders and is not played: D and E do not arise.
"""

from __future__ import annotations

from ruling.kb.common.kinds import EXPOSED_CARD
from ruling.kb.common.templates import (
    L16CExposed,
    L24Closed,
    L24FaceUp,
    L24Follows,
    L24MoreCards,
    L24Several,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    AuctionOver,
    CallMade,
    EndOfRecord,
    Finding,
    Irregularity,
    LawModule,
    law,
    partner,
    side,
)


class Law24(LawModule):
    number = "24"
    title = {"en": "Card exposed or led during the auction",
             "ru": "Карта, открытая или сыгранная во время торговли"}
    summary = {
        "en": "A card a player exposes during the auction stays face up until the auction "
              "ends. A single low card not led before its time costs nothing more; a single "
              "honour, a card led before its time, or two or more cards, make his partner "
              "pass at his next turn. When the auction ends, the "
              "cards go back to the hand of a declarer or dummy, and become penalty cards "
              "of a defender.",
        "ru": "Карта, открытая игроком во время торговли, лежит открытой до конца торговли. "
              "Одна младшая карта, которой не пошли раньше времени, ничем больше не "
              "грозит; одна онёрная карта, карта, которой пошли раньше времени, или две и "
              "более карты обязывают партнёра пасовать в его следующую очередь. По "
              "окончании торговли карты разыгрывающего или болвана возвращаются в руку, а "
              "карты защитника становятся штрафными.",
    }

    # Bare 24: the law's opening words (before A) put the card face up.
    @law("24",
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes"),
         en="{act[seat]}'s {act[card]} stays face up on the table until the auction ends; "
            "what it shows is authorized for the opponents and unauthorized for "
            "{act[seat]}'s side (16C).",
         ru="Карта {act[card]} ({act[seat]}) лежит открытой на столе до конца торговли; "
            "информация от неё разрешённая для оппонентов и неразрешённая для стороны "
            "игрока {act[seat]} (16C).")
    def face_up(self, at, act):
        self.conclude(L24FaceUp(irr=at),
                      L16CExposed(irr=at, offender=act["seat"], card=act["card"]))

    # -- reading the record: which cards were exposed together -------------------------------

    @law("24C",
         AS.first << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.first_at,
                                  n=MATCH.n1,
                                  offender=MATCH.seat),
         AS.second << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.second_at,
                                   n=MATCH.n2,
                                   offender=MATCH.seat),
         TEST(lambda n1, n2: n1 < n2),
         NOT(L24Closed(irr=MATCH.first_at)),
         en="{seat} exposed {first[card]} and {second[card]} with no call in between: two or "
            "more cards exposed together.",
         ru="{seat} открыл {first[card]} и {second[card]} без заявок между ними: открыты "
            "две или более карты.")
    def exposed_together(self, first_at, second_at):
        self.conclude(L24Several(irr=first_at),
                      L24Several(irr=second_at),
                      L24Follows(irr=second_at))

    # Bare 24: the opening words (the TD determines what was exposed); A-E all rule on it.
    @law("24",
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at, n=MATCH.n),
         AS.next_call << CallMade(n=MATCH.call_n),
         TEST(lambda n, call_n: call_n > n),
         NOT(L24Closed(irr=MATCH.at)),
         phase="record",
         en="The next call, {next_call[seat]}'s {next_call[call]}, ends the exposure of "
            "{irr[card]}: the TD rules on what was exposed.",
         ru="Следующая заявка, {next_call[call]} ({next_call[seat]}), завершает открытие "
            "карты {irr[card]}: судья решает по тому, что было открыто.")
    def exposure_complete(self, at):
        self.conclude(L24Closed(irr=at))

    # Bare 24: the opening words (the TD determines what was exposed); A-E all rule on it.
    @law("24",
         EndOfRecord(),
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at),
         NOT(L24Closed(irr=MATCH.at)),
         phase="record",
         en="The record ends after {irr[offender]} exposed {irr[card]}: the TD rules on what "
            "was exposed.",
         ru="Запись заканчивается после открытия карты {irr[card]} ({irr[offender]}): судья "
            "решает по тому, что было открыто.")
    def exposure_complete_at_end(self, at):
        self.conclude(L24Closed(irr=at))

    # -- A, B, C: during the auction ----------------------------------------------------------

    @law("24A",
         AS.done << L24Closed(irr=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=False, accidental=True),
         NOT(L24Several(irr=MATCH.at)),
         en="{act[seat]} exposed a single card below honour rank, {act[card]}, by accident "
            "(not led): no further rectification during the auction.",
         ru="{act[seat]} случайно открыл одну карту ниже онёра, {act[card]} (это не ход): во "
            "время торговли дальнейших последствий нет.")
    def low_card(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("24A",
         AS.done << L24Closed(irr=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=False, accidental=False),
         AS.found << Finding(key="prematurely_led", value=False),
         NOT(L24Several(irr=MATCH.at)),
         en="{act[seat]} exposed a single card below honour rank, {act[card]}, not led before "
            "its time: no further rectification during the auction.",
         ru="{act[seat]} открыл одну карту ниже онёра, {act[card]}, но не пошёл ею раньше "
            "времени: во время торговли дальнейших последствий нет.")
    def low_card_not_led(self, at):
        self.conclude(self.item("no-rectification", irr=at))

    @law("24B",
         AS.done << L24Closed(irr=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=True, n=MATCH.n),
         NOT(L24Several(irr=MATCH.at)),
         before="Recognition",  # the duty to pass binds before the next call is read
         en="{act[seat]} exposed a single honour, {act[card]}: his partner must pass at his "
            "next turn (72C if the pass damages the other side).",
         ru="{act[seat]} открыл один онёр, {act[card]}: его партнёр пасует в свою "
            "следующую очередь (правило 72C, если этот пас нанесёт ущерб другой стороне).")
    def honour(self, at, act, n):
        _law24_partner_passes(self, at, act["seat"], n, "24B")

    @law("24B",
         AS.done << L24Closed(irr=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=False, accidental=False,
                          n=MATCH.n),
         AS.found << Finding(key="prematurely_led", value=True),
         NOT(L24Several(irr=MATCH.at)),
         before="Recognition",  # the same
         en="{act[seat]} led {act[card]} before its time: his partner must pass at his next "
            "turn (72C if the pass damages the other side).",
         ru="{act[seat]} пошёл картой {act[card]} раньше времени: его партнёр пасует в свою "
            "следующую очередь (правило 72C, если этот пас нанесёт ущерб другой стороне).")
    def prematurely_led(self, at, act, n):
        _law24_partner_passes(self, at, act["seat"], n, "24B")

    @law("24C",
         AS.done << L24Closed(irr=MATCH.at),
         AS.several << L24Several(irr=MATCH.at),
         AS.act << Action(at=MATCH.at, verb="exposes", n=MATCH.n),
         NOT(L24Follows(irr=MATCH.at)),
         before="Recognition",  # the same
         en="{act[seat]} exposed two or more cards: his partner must pass at his next turn "
            "(72C if the pass damages the other side).",
         ru="{act[seat]} открыл две или более карты: его партнёр пасует в свою следующую "
            "очередь (правило 72C, если этот пас нанесёт ущерб другой стороне).")
    def several_cards(self, at, act, n):
        _law24_partner_passes(self, at, act["seat"], n, "24C")

    # -- D, E: when the auction ends -----------------------------------------------------------

    @law("24E",
         AS.first << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.first_at,
                                  offender=MATCH.seat),
         AS.other << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.other_at,
                                  offender=MATCH.seat),
         TEST(lambda first_at, other_at: first_at != other_at),
         en="{seat} exposed {other[card]} as well as {first[card]} during the auction.",
         ru="{seat} во время торговли открыл не только {first[card]}, но и {other[card]}.")
    def more_than_one(self, first_at):
        self.conclude(L24MoreCards(irr=first_at))

    @law("24D",
         AS.done << L24Closed(irr=MATCH.at),
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at,
                                offender=MATCH.offender),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) == side(declarer)),
         en="{offender} is on the declaring side ({declarer} declares): {irr[card]} goes back "
            "to his hand.",
         ru="{offender} — в стороне разыгрывающего (разыгрывает {declarer}): карта "
            "{irr[card]} возвращается в руку.")
    def declaring_side(self, at, irr, offender):
        self.conclude(self.item("card-withdrawn", irr=at, seat=offender,
                                card=irr["card"]))

    @law("24E",
         AS.done << L24Closed(irr=MATCH.at),
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at,
                                offender=MATCH.offender),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=False, accidental=True),
         NOT(L24MoreCards(irr=MATCH.at)),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) != side(declarer)),
         en="{offender} is a defender: {irr[card]}, a single card below honour rank exposed "
            "unintentionally, becomes a minor penalty card (50B).",
         ru="{offender} — защитник: {irr[card]}, одна карта ниже онёра, открытая случайно, "
            "становится младшей штрафной картой (50B).")
    def defender_low_card(self, at, irr, offender):
        self.conclude(self.item("penalty-card", irr=at, seat=offender,
                                card=irr["card"], grade="minor"))

    @law("24E",
         AS.done << L24Closed(irr=MATCH.at),
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at,
                                offender=MATCH.offender),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=False, accidental=False),
         AS.found << Finding(key="prematurely_led", value=False),
         NOT(L24MoreCards(irr=MATCH.at)),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) != side(declarer)),
         en="{offender} is a defender: {irr[card]}, a single card below honour rank exposed "
            "by his error and not led, becomes a minor penalty card (50B: exposed "
            "unintentionally).",
         ru="{offender} — защитник: {irr[card]}, одна карта ниже онёра, открытая по ошибке, "
            "а не ходом, становится младшей штрафной картой (50B: открыта непреднамеренно).")
    def defender_low_card_not_led(self, at, irr, offender):
        self.conclude(self.item("penalty-card", irr=at, seat=offender,
                                card=irr["card"], grade="minor"))

    @law("24E",
         AS.done << L24Closed(irr=MATCH.at),
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at,
                                offender=MATCH.offender),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=False, accidental=False),
         AS.found << Finding(key="prematurely_led", value=True),
         NOT(L24MoreCards(irr=MATCH.at)),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) != side(declarer)),
         en="{offender} is a defender: {irr[card]}, below honour rank but led before its "
            "time, becomes a major penalty card (50B: exposed through deliberate play).",
         ru="{offender} — защитник: {irr[card]}, карта ниже онёра, но сыгранная ходом раньше "
            "времени, становится старшей штрафной картой (50B: открыта при намеренной "
            "игре).")
    def defender_low_card_on_purpose(self, at, irr, offender):
        self.conclude(self.item("penalty-card", irr=at, seat=offender,
                                card=irr["card"], grade="major"))

    @law("24E",
         AS.done << L24Closed(irr=MATCH.at),
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at,
                                offender=MATCH.offender),
         AS.act << Action(at=MATCH.at, verb="exposes", honour=True),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) != side(declarer)),
         en="{offender} is a defender: {irr[card]}, an honour, becomes a major penalty card "
            "(50B).",
         ru="{offender} — защитник: онёр {irr[card]} становится старшей штрафной картой "
            "(50B).")
    def defender_honour(self, at, irr, offender):
        self.conclude(self.item("penalty-card", irr=at, seat=offender,
                                card=irr["card"], grade="major"))

    @law("24E",
         AS.done << L24Closed(irr=MATCH.at),
         AS.irr << Irregularity(kind=EXPOSED_CARD, period="auction", at=MATCH.at,
                                offender=MATCH.offender),
         AS.several << L24MoreCards(irr=MATCH.at),
         AS.end << AuctionOver(passed_out=False, declarer=MATCH.declarer),
         TEST(lambda offender, declarer: side(offender) != side(declarer)),
         en="{offender} is a defender with two or more penalty cards: {irr[card]} becomes a "
            "major penalty card (50B).",
         ru="{offender} — защитник с двумя или более штрафными картами: {irr[card]} "
            "становится старшей штрафной картой (50B).")
    def defender_several(self, at, irr, offender):
        self.conclude(self.item("penalty-card", irr=at, seat=offender,
                                card=irr["card"], grade="major"))


def _law24_partner_passes(engine, at: str, offender: str, n: int, citation: str) -> None:
    """24B/24C: the offender's partner passes at his next turn; 72C may apply."""
    engine.conclude(
        engine.item("must-pass", citation, irr=at, seat=partner(offender), scope="next-turn",
                    from_n=n),
        engine.item("adjusted-score", "72C", irr=at, when="offender-could-have-known"),
    )
