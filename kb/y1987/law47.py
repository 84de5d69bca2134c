"""Law 47 — Retraction of a card played (1987), as the commentary describes it.

A played card may be taken back only where the Laws allow it (commentary 47.5):
- to correct an illegal play (a revoke, a card out of turn) or to comply with a
  rectification; a defender's card so withdrawn becomes a penalty card (47.1);
  declarer's or dummy's never does (Law 48A);
- after an opponent's permitted change: dummy's wrong card (45D, 47F), a corrected
  designation (45C4(b)); Law 45 rules on those and they are not irregularities here,
  but if the card so taken back gave the other side substantial information and the
  damage came from it, the TD may assign a compensating score (47.6);
- whenever the Laws let a player take back his card and play another, his opponent
  may replace a card he played to the trick in turn after it (47.2): after a revoke
  corrected, as Law 45 gives it after dummy's wrong card and a corrected designation.
  A revoke card taken back once the revoke was established (the offending side had
  played to a later trick, 1987 Law 63A1, not in the seeds) is no correction the Laws
  allow: neither 47.1 nor 47.2 applies, and what follows (Laws 62-64) is the TD's;
- what an innocent player's card taken back shows is unauthorized for the offending
  side (47.7, naming Law 16C2; for the innocent side all of it is authorized): the
  item ``unauthorized-information`` for the offenders' side, naming the card;
- a lead out of turn made because an opponent misinformed the player about whose
  lead it was: taken back without penalty (47.3, finding ``misinformed``);
- a card played after a wrong explanation of an opponent's conventional call or
  play, if the explanation came before the card and nobody has played to the trick
  since (47.4(a)(b), finding ``misinformed``); too late to change, the TD may assign
  an adjusted score if the player was damaged (47.4, Law 40C).
Any other withdrawal is illegal (47.8): the card must be played after all; a card a
defender put in its place becomes a penalty card (declarer's goes back: 48A); the
other side takes back any card it played to the trick after it, and the TD may
adjust the score if that side was damaged by the cards it showed (47F).

The commentary's paragraphs are not matched to the 1987 subdivisions of Law 47 in
the seeds, save 47F (named by 45D and 47.8): the other rules cite Law 47 itself.

The record: ``W withdraws CARD`` (``engine.play`` finds the card it refers to).
"""

from __future__ import annotations

from ruling.kb.common.kinds import CARD_WITHDRAWN
from ruling.kb.common.penalty_cards import becomes_penalty_card
from ruling.kb.common.record import between, play_irregularity
from ruling.kb.common.templates import (
    IllegalWithdrawal,
    InnocentCardBack,
    InnocentWithdrawal,
    PlayedSince,
    WithdrawalKind,
    WithdrawalPermitted,
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
    decide,
    law,
    lho,
    side,
)

DECLARING = ("declarer", "dummy")
ESTABLISHED = "established-revoke"  # a revoke card taken back once the revoke was established


def law47_kind(engine, at: str, kind: str) -> None:
    """Record what kind of withdrawal the one at ``at`` was."""
    engine.conclude(WithdrawalKind(irr=at, kind=kind))


def law47_unauthorized(engine, at: str, seat: str, card: str) -> None:
    """What the innocent ``seat``'s card taken back showed is unauthorized for the
    offending side, the other one (47.7, Law 16C2)."""
    engine.conclude(engine.item("unauthorized-information", irr=at,
                                side=side(lho(seat)), card=card))


def law47_illegal(engine, irr) -> None:
    """The withdrawal at ``irr`` was not allowed: Law 47's consequences follow (47.8)."""
    engine.conclude(IllegalWithdrawal(irr=irr["at"], seat=irr["offender"],
                                      card=irr["card"], trick=irr["trick"], n=irr["n"],
                                      side=side(irr["offender"])))


class Law47(LawModule):
    number = "47"
    title = {"en": "Retraction of a card played", "ru": "Взятие назад сыгранной карты"}
    summary = {
        "en": "A played card may be taken back only to correct an illegal play or comply "
              "with a rectification (a defender's card then becomes a penalty card), after an "
              "opponent's permitted change, or after misinformation from an opponent. A card "
              "taken back otherwise must be played; a defender's card put in its place becomes "
              "a penalty card, and the other side may take back what it played after it.",
        "ru": "Сыгранную карту можно взять назад только для исправления недопустимой игры "
              "или по наказанию (карта защитника становится штрафной), после разрешённой "
              "замены у оппонента или после дезинформации со стороны оппонента. Карта, взятая "
              "назад иначе, должна быть сыграна; карта защитника, которой он её заменил, "
              "становится штрафной, а другая сторона забирает карты, сыгранные после этого.",
    }

    # -- what is withdrawn --------------------------------------------------------

    # Bare: the seeds give commentary 47.5 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.back << Action(verb="withdraws", period="play", refers_to=MATCH.x, at=MATCH.w),
         AS.card << CardPlayed(at=MATCH.x),
         NOT(WithdrawalPermitted(at=MATCH.w)),
         en="{back[seat]} took back {card[card]}, which he had played.",
         ru="{back[seat]} взял назад сыгранную карту {card[card]}.")
    def taken_back(self, back, x, card):
        play_irregularity(self, CARD_WITHDRAWN, "47", back, withdrawn=x, trick=card["trick"],
                          role=back["role"], honour=card["honour"])

    # Bare: the seeds give commentary 47.4(b) but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x,
                                trick=MATCH.trick, n=MATCH.nw),
         AS.card << CardPlayed(at=MATCH.x, n=MATCH.nx),
         AS.later << CardPlayed(trick=MATCH.trick, n=MATCH.m),
         TEST(lambda nx, m, nw: between(nx, m, nw)),
         NOT(PlayedSince(irr=MATCH.at)),
         overrides="Law47.misinformed_play",
         en="{later[seat]} had played {later[card]} to the trick after {card[card]} and before "
            "it was taken back.",
         ru="{later[seat]} сыграл {later[card]} в эту взятку после {card[card]} и до того, "
            "как её взяли назад.")
    def played_since(self, at):
        self.conclude(PlayedSince(irr=at))

    # Bare: commentary 47.6 names 47C, D or F for the withdrawal, not one for the score.
    @law("47",
         AS.back << InnocentWithdrawal(irr=MATCH.at, seat=MATCH.seat,
                                       card=MATCH.card),
         NOT(Given(key="damaged", value=False)),
         en="{seat} took back {card} as the Laws allowed him: if that card gave the other side "
            "substantial information and the damage came from it, the TD may assign a "
            "compensating score.",
         ru="{seat} взял назад {card}, как разрешают Правила: если эта карта дала оппонентам "
            "существенную информацию и ущерб обусловлен именно ею, судья может назначить "
            "компенсирующий результат.")
    def information_from_withdrawn_card(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"))

    # Commentary 47.7 states the point as Law 16C2's (the seeds give no text of Law 16).
    @law("16C2",
         AS.back << InnocentWithdrawal(irr=MATCH.at, seat=MATCH.seat, card=MATCH.card),
         phase="consequences",
         en="{seat} took back {card} as the Laws allowed him: what it showed is authorized for "
            "the innocent side and unauthorized for the offending side, which may not choose "
            "among logical alternatives one it could have suggested.",
         ru="{seat} взял назад {card}, как разрешают Правила: информация от неё легальна для "
            "невиновной стороны и нелегальна для виновной стороны; нарушители не должны "
            "выбирать из логических альтернатив такие, которые могли бы быть подсказаны этой "
            "информацией.")
    def withdrawn_card_unauthorized(self, at, seat, card):
        law47_unauthorized(self, at, seat, card)

    # -- correcting an illegal play (47.1) ----------------------------------------------

    # Bare: the seeds give commentary 47.1 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x),
         AS.card << CardPlayed(at=MATCH.x, revoke=True),
         NOT(WithdrawalKind(irr=MATCH.at, kind=ESTABLISHED)),
         en="{card[seat]} took back {card[card]} to correct his revoke.",
         ru="{card[seat]} взял назад {card[card]}, исправляя фальшренонс.")
    def revoke_corrected(self, at):
        law47_kind(self, at, "correction")

    # Bare: 47.1, 47.2 and 47.5 speak of a withdrawal the Laws allow, and name no
    # subdivision; when a revoke is established is 1987 Law 63A1 (not in the seeds).
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x,
                                trick=MATCH.trick, n=MATCH.nw, offender=MATCH.seat),
         AS.card << CardPlayed(at=MATCH.x, revoke=True),
         AS.later << CardPlayed(side=MATCH.s, trick=MATCH.t2, n=MATCH.m),
         TEST(lambda seat, s, t2, trick, m, nw: s == side(seat) and t2 > trick and m < nw),
         NOT(WithdrawalKind(irr=MATCH.at, kind=ESTABLISHED)),
         overrides="Law47.revoke_corrected",
         en="{card[seat]} took back his revoke card {card[card]} only after {later[seat]} of "
            "the offending side had played {later[card]} to a later trick: the revoke was "
            "established (1987 Law 63A1), so this is not a correction the Laws allow, and "
            "neither 47.1 (penalty card) nor 47.2 (the opponent's replacement) applies.",
         ru="{card[seat]} взял назад карту фальшренонса {card[card]} лишь после того, как "
            "{later[seat]} из виновной стороны сыграл {later[card]} в следующую взятку: "
            "фальшренонс уже состоялся (правило 63A1 редакции 1987 года), и это не "
            "разрешённое Правилами исправление: ни 47.1 (штрафная карта), ни 47.2 (замена "
            "карты оппонентом) не применяются.")
    def established_revoke_taken_back(self, at, card):
        seat, revoke = card["seat"], card["card"]
        law47_kind(self, at, ESTABLISHED)
        self.conclude(self.item(
            "not-covered", "63", irr=at, kind=CARD_WITHDRAWN,
            decide=decide("consequences of {seat} taking back {revoke}, his revoke card, after "
                          "the revoke was established: what becomes of that card and of the "
                          "cards played after it, and the revoke's rectification (1987 Laws "
                          "62-64)",
                          "последствия того, что {seat} взял назад карту фальшренонса "
                          "{revoke} после того, как фальшренонс состоялся: что происходит с "
                          "этой картой и с картами, сыгранными после неё, и исправление "
                          "фальшренонса (правила 62-64 редакции 1987 года)",
                          seat=seat, revoke=revoke)))

    # Bare: the seeds give commentary 47.2 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x,
                                trick=MATCH.trick, n=MATCH.nw, offender=MATCH.offender),
         AS.kind << WithdrawalKind(irr=MATCH.at, kind="correction"),
         AS.revoke << CardPlayed(at=MATCH.x, revoke=True, n=MATCH.nx),
         AS.card << CardPlayed(trick=MATCH.trick, in_turn=True, n=MATCH.m, side=MATCH.other),
         TEST(lambda nx, m, nw, offender, other: between(nx, m, nw)
              and other != side(offender)),
         en="{card[seat]} had played {card[card]} in turn after the revoke card "
            "{revoke[card]} that was taken back: he may take his card back and play another.",
         ru="{card[seat]} в свою очередь сыграл {card[card]} после карты фальшренонса "
            "{revoke[card]}, взятой назад: он может взять свою карту назад и заменить её.")
    def opponent_may_replace(self, at, card):
        chosen = "withdraw-card" if card["fate"] == "withdrawn" else None
        self.conclude(self.item("option", irr=at, holder=card["seat"],
                                choices=["withdraw-card", "keep-card"], chosen=chosen,
                                card=card["card"]))

    # Bare: the seeds give commentary 47.2 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.back << Action(verb="withdraws", period="play", refers_to=MATCH.y, at=MATCH.w),
         AS.card << CardPlayed(at=MATCH.y, trick=MATCH.trick, n=MATCH.m, side=MATCH.other),
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, withdrawn=MATCH.x, trick=MATCH.trick,
                                n=MATCH.nw, offender=MATCH.offender),
         AS.kind << WithdrawalKind(irr=MATCH.at, kind="correction"),
         AS.revoke << CardPlayed(at=MATCH.x, revoke=True, n=MATCH.nx),
         TEST(lambda irr, at: irr["at"] == at),
         TEST(lambda nx, m, nw, offender, other: between(nx, m, nw)
              and other != side(offender)),
         overrides="Law47.taken_back",
         en="{back[seat]} took back {card[card]}, played after the revoke card that was "
            "corrected: allowed, without penalty.",
         ru="{back[seat]} взял назад {card[card]}, сыгранную после исправленного "
            "фальшренонса: это разрешено, без наказания.")
    def opponent_replaced(self, back, w, card, at):
        self.conclude(WithdrawalPermitted(at=w, law="47"),
                      InnocentWithdrawal(irr=at, seat=back["seat"], card=card["card"]),
                      self.item("card-withdrawn", irr=at, seat=back["seat"],
                                card=card["card"]))

    # Bare: the seeds give commentary 47.1 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x),
         AS.card << CardPlayed(at=MATCH.x, in_turn=False, is_lead=False, revoke=False),
         en="{card[seat]} took back {card[card]}, which he had played out of turn.",
         ru="{card[seat]} взял назад {card[card]}, сыгранную вне очереди.")
    def out_of_turn_corrected(self, at):
        law47_kind(self, at, "correction")

    # Bare: the seeds give commentary 47.1 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x,
                                role=MATCH.role),
         AS.card << CardPlayed(at=MATCH.x, in_turn=False, is_lead=True),
         TEST(lambda role: role in DECLARING),
         en="Declarer took back {card[card]}, led from the wrong hand.",
         ru="Разыгрывающий взял назад {card[card]}, пойдя не с той руки.")
    def declarer_lead_corrected(self, at):
        law47_kind(self, at, "correction")

    # Bare: the seeds give commentary 47.3 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x,
                                role="defender"),
         AS.card << CardPlayed(at=MATCH.x, in_turn=False, is_lead=True),
         AS.found << Finding(key="misinformed", value=True),
         en="{card[seat]} led {card[card]} out of turn because an opponent misinformed him: "
            "he takes it back without penalty.",
         ru="{card[seat]} пошёл {card[card]} вне очереди, будучи дезинформирован оппонентом: "
            "он забирает карту назад без наказания.")
    def misinformed_lead(self, at, card):
        law47_kind(self, at, "misinformation")
        self.conclude(self.item("card-withdrawn", irr=at, seat=card["seat"],
                                card=card["card"]))

    # Bare: the seeds give commentary 47.1 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x,
                                role="defender"),
         AS.card << CardPlayed(at=MATCH.x, in_turn=False, is_lead=True),
         AS.found << Finding(key="misinformed", value=False),
         en="{card[seat]} took back {card[card]}, his lead out of turn.",
         ru="{card[seat]} взял назад {card[card]} — свой ход вне очереди.")
    def lead_out_of_turn_corrected(self, at):
        law47_kind(self, at, "correction")

    # Bare: the seeds give commentary 47.1 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.kind << WithdrawalKind(irr=MATCH.at, kind="correction"),
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, role="defender",
                                offender=MATCH.seat, card=MATCH.card),
         EndOfRecord(),
         NOT(Item(type="penalty-card", seat=MATCH.seat, card=MATCH.card)),
         phase="closing",
         en="A defender's card taken back to correct an illegal play becomes a penalty card: "
            "{seat}'s {card}.",
         ru="Карта защитника, взятая назад для исправления недопустимой игры, становится "
            "штрафной: {card} ({seat}).")
    def defender_correction_penalty(self, at, irr, seat, card):
        becomes_penalty_card(self, at, seat, card, irr["honour"], True, "47")

    @law("48A",
         AS.kind << WithdrawalKind(irr=MATCH.at, kind="correction"),
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, role=MATCH.role,
                                offender=MATCH.seat, card=MATCH.card),
         TEST(lambda role: role in DECLARING),
         en="{card} goes back to {seat}'s hand: no card of declarer or dummy becomes a "
            "penalty card.",
         ru="Карта {card} возвращается в руку ({seat}): карты разыгрывающего и стола не "
            "становятся штрафными.")
    def declarer_correction(self, at, seat, card):
        self.conclude(self.item("card-withdrawn", irr=at, seat=seat, card=card))

    # -- a card played after misinformation (47.4) ---------------------------------------

    # Bare: the seeds give commentary 47.4 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x),
         AS.card << CardPlayed(at=MATCH.x, in_turn=True, revoke=False, fifth_card=False),
         AS.found << Finding(key="misinformed", value=True),
         NOT(PlayedSince(irr=MATCH.at)),
         NOT(Irregularity(kind="dummy-misplayed-card", at=MATCH.x)),
         en="{card[seat]} played {card[card]} after an opponent's wrong explanation, and no "
            "card has been played to the trick since: he may take it back.",
         ru="{card[seat]} сыграл {card[card]} после неверного объяснения оппонента, и после "
            "неё во взятку не сыграно ни одной карты: он может взять её назад.")
    def misinformed_play(self, at, card):
        law47_kind(self, at, "misinformation")
        self.conclude(self.item("card-withdrawn", irr=at, seat=card["seat"],
                                card=card["card"]))

    # Bare: the seeds give commentary 47.4 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x),
         AS.card << CardPlayed(at=MATCH.x, in_turn=True, revoke=False, fifth_card=False),
         AS.found << Finding(key="misinformed", value=True),
         AS.since << PlayedSince(irr=MATCH.at),
         NOT(Irregularity(kind="dummy-misplayed-card", at=MATCH.x)),
         en="{card[seat]} was misinformed, but a card had been played to the trick after "
            "{card[card]}: too late to take it back. If the misinformation damaged him, the "
            "TD may assign an adjusted score.",
         ru="{card[seat]} был дезинформирован, но после {card[card]} во взятку уже сыграли: "
            "брать карту назад поздно. Если дезинформация нанесла ущерб, судья может "
            "назначить присуждённый результат.")
    def misinformed_too_late(self, irr, at):
        law47_kind(self, at, "too-late")
        law47_illegal(self, irr)
        self.conclude(self.item("adjusted-score", "40C", irr=at, when="damaged"))

    # Bare: the seeds give commentary 47.5 but not the subdivision of Law 47 it explains.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x),
         AS.card << CardPlayed(at=MATCH.x, in_turn=True, revoke=False, fifth_card=False),
         AS.found << Finding(key="misinformed", value=False),
         NOT(Irregularity(kind="dummy-misplayed-card", at=MATCH.x)),
         en="Nothing in the Laws allowed {card[seat]} to take back {card[card]}.",
         ru="Ничто в Правилах не разрешало брать назад карту {card[card]} ({card[seat]}).")
    def no_reason(self, irr, at):
        law47_kind(self, at, "illegal")
        law47_illegal(self, irr)

    # Bare: the limit is seed Law 45D's; commentary 47.5 names no subdivision of Law 47.
    @law("47",
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, withdrawn=MATCH.x),
         AS.wrong << Irregularity(kind="dummy-misplayed-card", at=MATCH.x),
         en="Dummy's wrong card {wrong[card]} was taken back after each side had played to the "
            "next trick: too late.",
         ru="Ошибочная карта болвана {wrong[card]} взята назад после того, как каждая сторона "
            "сыграла в следующую взятку: слишком поздно.")
    def misplay_taken_back_late(self, irr, at):
        law47_kind(self, at, "illegal")
        law47_illegal(self, irr)

    # -- an illegal withdrawal (47.8) ------------------------------------------------------

    # Bare: commentary 47.8 ties only the compensating score to 47F, not this consequence.
    @law("47",
         AS.bad << IllegalWithdrawal(irr=MATCH.at, seat=MATCH.seat,
                                     card=MATCH.card),
         en="A card taken back without the Laws' leave must be played: {seat}'s {card} "
            "stays in the trick.",
         ru="Нелегально взятая назад карта должна быть сыграна: {card} ({seat}) остаётся во "
            "взятке.")
    def must_be_played(self, at, seat, card):
        self.conclude(self.item("card-stands", irr=at, seat=seat, card=card))

    # Bare: commentary 47.8 ties only the compensating score to 47F, not this consequence.
    @law("47",
         AS.bad << IllegalWithdrawal(irr=MATCH.at, seat=MATCH.seat,
                                     trick=MATCH.trick, n=MATCH.nw),
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, role="defender"),
         AS.sub << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, n=MATCH.m),
         TEST(lambda m, nw: m > nw),
         en="{seat}, a defender, put {sub[card]} in place of the card he took back: it becomes "
            "a penalty card.",
         ru="Защитник {seat} заменил взятую назад карту на {sub[card]}: она становится "
            "штрафной.")
    def defender_substitute(self, at, seat, sub):
        becomes_penalty_card(self, at, seat, sub["card"], sub["honour"], True, "47")

    @law("48A",
         AS.bad << IllegalWithdrawal(irr=MATCH.at, seat=MATCH.seat,
                                     trick=MATCH.trick, n=MATCH.nw),
         AS.irr << Irregularity(kind=CARD_WITHDRAWN, at=MATCH.at, role=MATCH.role),
         AS.sub << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, n=MATCH.m),
         TEST(lambda m, nw, role: m > nw and role in DECLARING),
         en="{sub[card]}, which declarer put in place of the card taken back, goes back to "
            "{seat}'s hand: it is not a penalty card.",
         ru="Карта {sub[card]}, которой разыгрывающий заменил взятую назад карту, "
            "возвращается в руку ({seat}): она не штрафная.")
    def declarer_substitute(self, at, seat, sub):
        self.conclude(self.item("card-withdrawn", irr=at, seat=seat, card=sub["card"]))

    # Bare: commentary 47.8 ties only the compensating score to 47F, not this consequence.
    @law("47",
         AS.bad << IllegalWithdrawal(irr=MATCH.at, trick=MATCH.trick,
                                     n=MATCH.nw, side=MATCH.offenders),
         AS.card << CardPlayed(trick=MATCH.trick, n=MATCH.m, side=MATCH.other),
         TEST(lambda m, nw, offenders, other: m > nw and other != offenders),
         en="{card[seat]} played {card[card]} to the trick after the illegal withdrawal: he "
            "takes it back.",
         ru="{card[seat]} сыграл {card[card]} в эту взятку после нелегального взятия карты "
            "назад: он забирает её.")
    def innocent_take_back(self, at, card):
        self.conclude(self.item("card-withdrawn", irr=at, seat=card["seat"],
                                card=card["card"]),
                      InnocentCardBack(irr=at))

    @law("47F",
         AS.back << InnocentCardBack(irr=MATCH.at),
         NOT(Given(key="damaged", value=False)),
         en="If the non-offending side was damaged by the cards it had to take back and so "
            "showed, the TD may assign an adjusted score.",
         ru="Если ненарушившая сторона понесла ущерб от показа взятых назад карт, судья может "
            "назначить компенсирующий результат.")
    def compensation(self, at):
        self.conclude(self.item("adjusted-score", irr=at, when="damaged"))

    # Commentary 47.7 states the point as Law 16C2's (the seeds give no text of Law 16).
    @law("16C2",
         AS.bad << IllegalWithdrawal(irr=MATCH.at, side=MATCH.offenders),
         AS.back << InnocentCardBack(irr=MATCH.at),
         AS.gone << Item(type="card-withdrawn", irr=MATCH.at, seat=MATCH.seat, card=MATCH.card),
         TEST(lambda seat, offenders: side(seat) != offenders),
         phase="consequences",
         en="{seat}'s {card}, taken back by the innocent side after the illegal withdrawal: "
            "what it showed is unauthorized for the offending side.",
         ru="{card} ({seat}), взятая назад невиновной стороной после нелегального взятия "
            "карты назад: информация от неё нелегальна для виновной стороны.")
    def card_back_unauthorized(self, at, seat, card):
        law47_unauthorized(self, at, seat, card)
