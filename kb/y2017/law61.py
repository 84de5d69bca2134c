"""Law 61 — Failure to follow suit; inquiries about a revoke (2017).

A  A revoke is a failure to follow suit as Law 44 requires, or a failure to lead or
   play, when able, a card or suit that a law requires or that an opponent specified
   in choosing a rectification (a player unable to comply: Law 59).
B  Who may ask about a possible revoke:
   B1    declarer may ask a defender who did not follow suit whether he holds a card
         of the suit led;
   B2(a) dummy may ask declarer (Law 43B2(b) says what happens when dummy has lost his
         rights);
   B2(b) dummy may not ask a defender, and Law 16B may apply;
   B3    the defenders may ask declarer and each other, though asking partner may
         create unauthorized information.
C  Claiming a revoke does not by itself entitle a player to inspect quitted tricks
   (Law 66C).

Reading the record. ``engine.play`` finds the revokes of A's first kind: a card that did
not follow suit from a player who held the suit led (known from ``hands`` or proved by
his later play); each is a ``RevokeMade`` fact, and the rule below makes it the
irregularity ``revoke``, rectified by Laws 62-64, unless the card was a defender's
played before his partner that Law 57A makes a penalty card (it is then not played to
the trick; under 57C1, declarer having played from both hands, it is), or a card a
defender tried to play at his RHO's turn (57D: played at his own turn if legal, else a
penalty card; it is in the trick only once the next player played over it, Law 60A2).
Of A's second
kind, a penalty card not played is recognised by Law 50 (``penalty-card-not-played``,
ruled by Law 52; when the same card also failed to follow suit, Law 64B3 reads both).
What an opponent specified in choosing a rectification is the ``play-restriction`` that
Laws 50D2(a) and 51B (the lead of a suit required or forbidden) and 57A (the highest or
the lowest card of the suit led; a card of a named suit required or forbidden) conclude
from his stated choice. A card that does not comply is a revoke when the player was
able to comply, read from the record: the suits he held (``hands``) for a suit
required or forbidden; a card of the suit led that he played later, higher (or lower)
than the one he played, for his highest (lowest). A forbidden lead stays forbidden
while the player keeps the lead (50D2(a), 51B). The revoke is the irregularity
``revoke``, as above, for Laws 62-64; a card that also failed to follow suit is
already one. The questions of B are written ``S asks W``; they break no law and are
only traced (dummy's question to a defender is Law 43A1(b)'s irregularity). C is not in
the record.
"""

from __future__ import annotations

from ruling.kb.common.cards import card_value
from ruling.kb.common.kinds import REVOKE
from ruling.kb.common.templates import (
    L16B,
    DummyLostRights,
    PlayedAtRhoTurn,
    PlayRestriction,
    PrematurePlayByDefender,
    ReleasedFromRequirement,
    RevokeInquiry,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Action,
    CardPlayed,
    Irregularity,
    LawModule,
    RevokeMade,
    law,
    partner,
    side,
)


class Law61(LawModule):
    number = "61"
    title = {"en": "Failure to follow suit — inquiries concerning a revoke",
             "ru": "Неответ в масть — вопросы о фальшренонсе"}
    summary = {
        "en": "Not following suit when able, or not playing a card or suit a law or an "
              "opponent's choice of rectification requires, is a revoke. Declarer may ask "
              "a defender who did not follow suit whether he has the suit led; dummy may "
              "ask declarer but never a defender; the defenders may ask declarer and each "
              "other, at the risk of unauthorized information.",
        "ru": "Не ответить в масть, имея её, или не сыграть карту либо масть, которых "
              "требует правило или выбор оппонента при исправлении нарушения, — это "
              "фальшренонс. Разыгрывающий может спросить защитника, не ответившего в "
              "масть, нет ли у него карт масти хода; болван может спросить "
              "разыгрывающего, но не защитника; защитники могут спрашивать "
              "разыгрывающего и друг друга, рискуя создать неразрешённую информацию.",
    }

    # -- A: what a revoke is ------------------------------------------------------------

    @law("61A",
         AS.rev << RevokeMade(at=MATCH.at, seat=MATCH.seat),
         AS.card << CardPlayed(at=MATCH.at),
         # a defender's card played before his partner is a penalty card (57A), not played
         NOT(PrematurePlayByDefender(irr=MATCH.at, both_hands=False)),
         en="{seat} played {rev[card]} to trick {rev[trick]}, where {rev[suit_led]} was led, "
            "while he held a card of that suit: a revoke.",
         ru="{seat} сыграл {rev[card]} во взятку {rev[trick]}, где ход был в "
            "{rev[suit_led]}, имея карту этой масти: фальшренонс.")
    def revoke(self, rev, at, seat, card):
        if card["fate"] != "stands" and self.found(PlayedAtRhoTurn, irr=at):
            return  # 57D: tried at RHO's turn and not played over, it is not in the trick
        self.conclude(Irregularity(kind=REVOKE, law="61", at=at, n=rev["n"], offender=seat,
                                   card=rev["card"], trick=rev["trick"],
                                   suit_led=rev["suit_led"], role=card["role"],
                                   side=side(seat)))

    # A's second kind: a lead or play an opponent specified, not complied with when able.

    @law("61A",
         AS.rule << PlayRestriction(kind="require-lead", seat=MATCH.seat, trick=MATCH.trick,
                                    suit=MATCH.suit),
         AS.card << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, is_lead=True,
                               suit=~MATCH.suit, suits_held=MATCH.held, at=MATCH.at),
         TEST(lambda held, suit, card: held is not None and suit in held
              and _law61_in_trick(card)),
         NOT(ReleasedFromRequirement(seat=MATCH.seat, at=MATCH.at)),
         NOT(RevokeMade(at=MATCH.at)),
         en="Declarer required {seat} to lead {suit} ({rule[law]}); holding {suit}, he led "
            "{card[card]}: a revoke.",
         ru="Разыгрывающий потребовал от игрока {seat} хода в {suit} ({rule[law]}); имея "
            "эту масть, он пошёл {card[card]}: фальшренонс.")
    def required_lead_not_made(self, rule, card):
        _law61_revoke(self, rule, card)

    @law("61A",
         AS.rule << PlayRestriction(kind="prohibit-lead", seat=MATCH.seat, trick=MATCH.from_trick,
                                    suit=MATCH.suits),
         AS.card << CardPlayed(seat=MATCH.seat, is_lead=True, suits_held=MATCH.held,
                               at=MATCH.at),
         TEST(lambda held, suits, card, from_trick: held is not None
              and card["suit"] in suits.split("+") and bool(set(held) - set(suits.split("+")))
              and card["trick"] >= from_trick and _law61_in_trick(card)),
         NOT(ReleasedFromRequirement(seat=MATCH.seat, at=MATCH.at)),
         NOT(RevokeMade(at=MATCH.at)),
         en="Declarer forbade {seat} to lead {suits} while he keeps the lead ({rule[law]}); "
            "holding another suit, he led {card[card]}: a revoke.",
         ru="Разыгрывающий запретил игроку {seat} ходить в {suits}, пока тот сохраняет ход "
            "({rule[law]}); имея другую масть, он пошёл {card[card]}: фальшренонс.")
    def forbidden_lead_made(self, rule, card, seat, from_trick):
        if not _law61_kept_the_lead(self, seat, from_trick, card["trick"]):
            return  # he lost the lead in between: the prohibition had ended
        _law61_revoke(self, rule, card)

    @law("61A",
         AS.rule << PlayRestriction(law="57A", seat=MATCH.seat, trick=MATCH.trick,
                                    kind=MATCH.kind, suit=MATCH.suit),
         AS.card << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, suit=MATCH.suit,
                               at=MATCH.at, n=MATCH.n),
         AS.later << CardPlayed(seat=MATCH.seat, suit=MATCH.suit, n=MATCH.later_n),
         TEST(lambda kind, card, later, n, later_n: kind in ("highest", "lowest")
              and later_n > n and _law61_in_trick(card) and _law61_in_trick(later)
              and (card_value(later["card"]) > card_value(card["card"]) if kind == "highest"
                   else card_value(later["card"]) < card_value(card["card"]))),
         NOT(ReleasedFromRequirement(seat=MATCH.seat, at=MATCH.at)),
         en="Declarer required {seat} to play his {kind} card of {suit} (57A); he played "
            "{card[card]}, and his later {later[card]} shows he could have complied: a "
            "revoke.",
         ru="Разыгрывающий потребовал от игрока {seat} сыграть его старшую (или младшую, по "
            "выбору разыгрывающего) карту масти {suit} (57A); он сыграл {card[card]}, а "
            "его более поздняя {later[card]} показывает, "
            "что у него была карта, отвечавшая требованию: фальшренонс.")
    def required_card_not_played(self, rule, card):
        _law61_revoke(self, rule, card)

    @law("61A",
         AS.rule << PlayRestriction(law="57A", seat=MATCH.seat, trick=MATCH.trick,
                                    kind=MATCH.kind, suit=MATCH.suit),
         AS.card << CardPlayed(seat=MATCH.seat, trick=MATCH.trick, followed_suit=False,
                               could_follow=False, suits_held=MATCH.held, at=MATCH.at),
         TEST(lambda kind, suit, held, card: held is not None and _law61_in_trick(card)
              and ((kind == "play-suit" and card["suit"] != suit and suit in held)
                   or (kind == "forbid-suit" and card["suit"] == suit
                       and bool(set(held) - {suit})))),
         NOT(ReleasedFromRequirement(seat=MATCH.seat, at=MATCH.at)),
         NOT(RevokeMade(at=MATCH.at)),
         en="Declarer named {suit} for {seat}'s card ({kind}, 57A); void in the suit led, "
            "he could comply but played {card[card]}: a revoke.",
         ru="Разыгрывающий назвал масть {suit} для карты игрока {seat} (57A); не имея масти хода, "
            "он мог выполнить выбор разыгрывающего, но сыграл {card[card]}: фальшренонс.")
    def named_suit_not_complied(self, rule, card):
        _law61_revoke(self, rule, card)

    # -- B: who may ask ------------------------------------------------------------------

    @law("61B1",
         AS.act << Action(verb="asks", period="play", role="declarer", target=MATCH.target),
         AS.card << CardPlayed(seat=MATCH.target, role="defender", followed_suit=False,
                               n=MATCH.card_n),
         TEST(lambda act, card_n: card_n < act["n"]),
         en="Declarer asked {target}, a defender who did not follow suit, whether he has a "
            "card of the suit led: declarer may.",
         ru="Разыгрывающий спросил защитника {target:gen}, не ответившего в масть, нет ли у "
            "него карт масти хода: разыгрывающий вправе это сделать.")
    def declarer_asks(self, act, target, card_n):
        latest = _law61_latest_card(self, target, act["n"])
        if latest is not None and latest["n"] == card_n:
            self.conclude(RevokeInquiry(at=act["at"], seat=act["seat"], target=target,
                                        lawful=True, law="61B1"))

    @law("61B2(a)",
         AS.act << Action(verb="asks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target == partner(dummy)),
         NOT(DummyLostRights(seat=MATCH.dummy)),
         en="Dummy ({dummy}) asked declarer whether he has a card of the suit led: dummy "
            "may (having kept his rights, Law 43B2(b) does not come into it).",
         ru="Болван ({dummy}) спросил разыгрывающего, нет ли у него карт масти хода: "
            "болван вправе (он не терял своих прав, правило 43B2(b) не применяется).")
    def dummy_asks_declarer(self, act, dummy, target):
        self.conclude(RevokeInquiry(at=act["at"], seat=dummy, target=target,
                                    lawful=True, law="61B2(a)"))

    @law("61B2(b)",
         AS.act << Action(verb="asks", period="play", role="dummy", seat=MATCH.dummy,
                          target=MATCH.target),
         TEST(lambda dummy, target: target != partner(dummy)),
         en="Dummy ({dummy}) asked {target}, a defender, about a possible revoke: dummy may "
            "not, and if declarer could have drawn information from the question, Law 16B "
            "may apply.",
         ru="Болван ({dummy}) спросил защитника {target:gen} о возможном фальшренонсе: болван "
            "не вправе этого делать; если разыгрывающий мог извлечь из вопроса "
            "информацию, может применяться правило 16B.")
    def dummy_asks_defender(self, act, dummy, target):
        self.conclude(RevokeInquiry(at=act["at"], seat=dummy, target=target,
                                    lawful=False, law="61B2(b)"),
                      L16B(at=act["at"], source=dummy, receiver=partner(dummy)))

    @law("61B3",
         AS.act << Action(verb="asks", period="play", role="defender", seat=MATCH.seat,
                          target=MATCH.target),
         en="{seat}, a defender, asked {target} whether he has a card of the suit led: the "
            "defenders may ask declarer and each other (a question to partner may pass him "
            "unauthorized information).",
         ru="Защитник {seat} спросил игрока {target}, нет ли у него карт масти хода: защитники "
            "могут спрашивать разыгрывающего и друг друга (вопрос партнёру может передать "
            "ему неразрешённую информацию).")
    def defender_asks(self, act, seat, target):
        self.conclude(RevokeInquiry(at=act["at"], seat=seat, target=target,
                                    lawful=True, law="61B3",
                                    partner_asked=target == partner(seat)))


def _law61_in_trick(card) -> bool:
    """Did the card go into a trick (it stands, was taken back later, or is undecided)?"""
    return card["fate"] in ("stands", "withdrawn", "undecided")


def _law61_kept_the_lead(engine, seat: str, first: int, last: int) -> bool:
    """Did ``seat`` lead to every trick from ``first`` to ``last``?"""
    leads = {c["trick"] for c in engine.found(CardPlayed, seat=seat, is_lead=True)
             if c["fate"] in ("stands", "undecided")}
    return all(t in leads for t in range(first, last + 1))


def _law61_revoke(engine, rule, card) -> None:
    """The revoke of 61A's second kind, as Laws 62-64 read a revoke."""
    engine.conclude(Irregularity(kind=REVOKE, law="61", at=card["at"], n=card["n"],
                                 offender=card["seat"], card=card["card"], trick=card["trick"],
                                 suit_led=card["suit_led"] or rule["suit"],
                                 role=card["role"], side=side(card["seat"]),
                                 restriction=rule["law"]))


def _law61_latest_card(engine, seat: str, before: int):
    """The last card ``seat`` played before entry ``before`` (None if none)."""
    cards = [c for c in engine.found(CardPlayed, seat=seat) if c["n"] < before]
    return max(cards, key=lambda c: c["n"]) if cards else None
