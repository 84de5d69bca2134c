"""Law 68 — Claim or concession of tricks (2017).

(opening)  A claim or concession speaks of tricks other than the one in progress; one
           that concerns only the trick in progress is none: play goes on (Laws 16 and
           57A may apply to what a defender showed).
A   A statement that a side will win a number of tricks claims them; so does suggesting
    that play be curtailed, or showing one's cards (declarer's after an opening lead out
    of turn: Law 54).
B1  A statement that a side will lose a number of tricks concedes them; a claim of some
    tricks concedes the rest.
B2  A defender's concession his partner objects to at once is no concession: play goes
    on; what the defender showed is no penalty card, but unauthorized information to his
    partner (16C).
C   The claimer should state at once the line he means to take, the order of the cards
    included, and face his hand.
D   Play stops. Agreed: Law 69. Doubted: (a) the TD is called, Law 70; or (b) at the
    non-claimers' request, with all four concurring, play goes on: the claim is void and
    the score obtained stands (Laws 16 and 50 do not apply).

Record: ``S claims 9`` (of the tricks that remain, the one in progress included; no
number: all of them), with the claimer's words after it if the TD wrote them
(``S claims 9 "drawing trumps, then the clubs"``); ``W concedes 2``; ``E spreads`` (a
defender showing his cards; declarer's is Law 48B2's); ``W objects`` (a defender's
objection to his partner's concession, the next entry). What followed the claim says
which way D went: an opponent's ``accepts`` (agreed), ``TD`` (contested), a card
(play went on by consent). When the record stops at the claim, the TD is asked whether
the opponents agreed; when the TD gives declarer's tricks (``tricks:``), his count
settles the claim.
"""

from __future__ import annotations

from typing import Any

from ruling.engine.rete import P
from ruling.kb.common.kinds import CLAIM, CONCESSION, EXPOSED_CARD
from ruling.kb.common.record import AFTER_RECORD, CLAIM_WORDS, record_facts
from ruling.kb.common.templates import (
    Claim,
    ClaimDoubted,
    ClaimPath,
    ClaimUnanswered,
    Clarified,
    ConcessionObjected,
    DeemedClaim,
    NoClaim,
    PlayedOn,
)
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    Action,
    CardPlayed,
    DirectorCalled,
    EndOfRecord,
    Finding,
    Given,
    Irregularity,
    Item,
    LawModule,
    TricksTaken,
    decide,
    law,
    partner,
    side,
)

IN_PROGRESS = P(lambda position: position is not None and position > 1)
AT_A_TRICKS_START = P(lambda position: position in (None, 1))
# a count of more than one trick (or none: all that remain) speaks of tricks after the
# one in progress; of one, perhaps of that one only
OF_ONE_TRICK = TEST(lambda act: act.get("count") in (0, 1))
OF_MORE = TEST(lambda act: act.get("count") not in (0, 1))
# a concession, or a claim of fewer tricks than remain (it concedes the rest: 68B1)
CONCEDES_SOME = TEST(lambda act: act["verb"] == "concedes" or (
    act.get("count") is not None and act["count"] < 14 - act["trick"]))


def _law68_claim(engine: Any, act: Any, verb: str) -> None:
    """The claim (or concession) an entry makes: of the tricks that remain, the one in
    progress included, how many the claimer's side takes by it (68A, 68B1)."""
    remaining = 14 - act["trick"]
    said = act.get("count")
    count = remaining if said is None else min(said, remaining)  # more: Law 71A
    tricks = remaining - count if verb == "concedes" else count
    engine.conclude(
        Irregularity(kind=CONCESSION if verb == "concedes" else CLAIM, law="68",
                     at=act["at"], n=act["n"], offender=act["seat"]),
        Claim(irr=act["at"], n=act["n"], seat=act["seat"], side=side(act["seat"]), verb=verb,
              remaining=remaining, tricks=tricks, count=said,
              statement=act.get("statement") or ""))


class Law68(LawModule):
    number = "68"
    title = {"en": "Claim or concession of tricks", "ru": "Претензия или уступка взяток"}
    summary = {
        "en": "Saying that one's side will win (or lose) a number of tricks, suggesting that "
              "play stop, or showing one's cards claims (concedes) the tricks that remain; "
              "a word about the trick in progress only is no claim. A defender's concession "
              "his partner at once objects to is none. The claimer should state his line; "
              "play stops: agreed, Law 69; contested, the TD rules under Law 70; or, at the "
              "opponents' request and with all four agreeing, play goes on and the claim is "
              "void.",
        "ru": "Заявление, что сторона возьмёт (или отдаст) столько-то взяток, предложение "
              "прекратить розыгрыш или открытие своих карт — претензия (уступка) на "
              "оставшиеся взятки; слова только о текущей взятке претензией не являются. "
              "Уступка защитника, против которой сразу возразил партнёр, не считается. "
              "Заявивший претензию должен объяснить план розыгрыша; розыгрыш "
              "прекращается: при согласии — правило 69; при споре судья решает по "
              "правилу 70; либо, по просьбе оппонентов и с согласия всех четверых, розыгрыш "
              "продолжается, а претензия аннулируется.",
    }

    # -- (opening words): a word about the trick in progress only ------------------------

    # Bare: the law's opening words, before A, carry no letter of their own.
    @law("68",
         AS.act << Action(verb=P(lambda verb: verb in CLAIM_WORDS), period="play",
                          position=IN_PROGRESS, at=MATCH.at),
         OF_ONE_TRICK,
         AS.found << Finding(key="current_trick_only", value=True),
         NOT(NoClaim(irr=MATCH.at)),  # not on the last trick
         en="{act[seat]} spoke of the trick in progress only ({act[verb]} at {at}): no claim "
            "or concession; play goes on (a card a defender showed is no penalty card, but "
            "Laws 16 and 57A may apply).",
         ru="{act[seat]} говорил только о текущей взятке ({at}): это не претензия и не "
            "уступка; розыгрыш продолжается (открытая защитником карта не штрафная, но "
            "могут применяться правила 16 и 57А).")
    def trick_in_progress_only(self, at):
        self.conclude(NoClaim(irr=at), self.item("no-claim", irr=at))

    # Bare: the law's opening words, before A, carry no letter of their own.
    @law("68",
         AS.act << Action(verb=P(lambda verb: verb in CLAIM_WORDS), period="play",
                          position=IN_PROGRESS, trick=13, at=MATCH.at),
         overrides=("Law68.trick_in_progress_only", "Law68.claim_during_a_trick",
                    "Law68.claim_of_more_during_a_trick", "Law68.concession_during_a_trick",
                    "Law68.concession_of_more_during_a_trick"),
         en="{act[seat]} spoke during the last trick ({at}): no other trick remains, so it "
            "is no claim or concession; play goes on (a card a defender showed is no "
            "penalty card, but Laws 16 and 57A may apply).",
         ru="{act[seat]} говорил во время последней взятки ({at}): других взяток не "
            "осталось, поэтому это не претензия и не уступка; розыгрыш продолжается "
            "(открытая защитником карта не штрафная, но могут применяться правила 16 и "
            "57А).")
    def during_the_last_trick(self, at):
        self.conclude(NoClaim(irr=at), self.item("no-claim", irr=at))

    # -- A: a claim --------------------------------------------------------------------
    # (read once the record is known: a defender's claim of some tricks concedes the
    # rest, and his partner's objection, which comes after it, undoes both: 68B2)

    @law("68A",
         EndOfRecord(),
         AS.act << Action(verb="claims", period="play", at=MATCH.at, position=AT_A_TRICKS_START),
         NOT(ConcessionObjected(irr=MATCH.at)),
         en="{act[seat]} said his side would win tricks: a claim of them (any he did not "
            "claim he concedes, 68B1).",
         ru="{act[seat]} заявил, что его сторона возьмёт взятки: это претензия на них "
            "(незаявленные взятки он уступает, 68B1).")
    def claim_in_words(self, act):
        _law68_claim(self, act, "claims")

    @law("68A",
         EndOfRecord(),
         AS.act << Action(verb="claims", period="play", at=MATCH.at, position=IN_PROGRESS),
         OF_MORE,
         NOT(ConcessionObjected(irr=MATCH.at)),
         NOT(NoClaim(irr=MATCH.at)),  # not on the last trick
         en="{act[seat]} claimed, during a trick, more than that trick: a claim.",
         ru="{act[seat]} во время взятки заявил больше, чем эту взятку: это претензия.")
    def claim_of_more_during_a_trick(self, act):
        _law68_claim(self, act, "claims")

    @law("68A",
         EndOfRecord(),
         AS.act << Action(verb="claims", period="play", at=MATCH.at, position=IN_PROGRESS),
         OF_ONE_TRICK,
         NOT(ConcessionObjected(irr=MATCH.at)),
         AS.found << Finding(key="current_trick_only", value=False),
         NOT(NoClaim(irr=MATCH.at)),  # not on the last trick
         en="{act[seat]} spoke during a trick of more than that trick: a claim.",
         ru="{act[seat]} во время взятки говорил не только о ней: это претензия.")
    def claim_during_a_trick(self, act):
        _law68_claim(self, act, "claims")

    @law("68A",
         AS.act << Action(verb="spreads", period="play", role="defender"),
         NOT(Given(key="no_claim_intended", value=True)),
         en="{act[seat]}, a defender, showed his cards: he claims the tricks that remain.",
         ru="Защитник {act[seat]} открыл свои карты: это претензия на оставшиеся взятки.")
    def defender_shows_his_cards(self, act):
        _law68_claim(self, act, "claims")

    @law("68A",
         AS.act << Action(verb="spreads", period="play", role="defender", at=MATCH.at),
         AS.found << Given(key="no_claim_intended", value=True),
         en="{act[seat]}, a defender, showed his cards, but the TD finds he plainly did not "
            "mean to claim: no claim; play goes on, and the cards he showed are exposed "
            "(Law 49).",
         ru="Защитник {act[seat]} открыл свои карты, но судья находит, что он явно не "
            "собирался заявлять претензию: претензии нет; розыгрыш продолжается, открытые "
            "карты — открытые карты защитника (правило 49).")
    def defender_shows_cards_not_meaning_to_claim(self, at, act):
        self.conclude(self.item("no-claim", irr=at), self.item(
            "not-covered", "49", irr=at, kind=EXPOSED_CARD, decide=decide(
                "status of the cards {seat} showed at {at}: each a penalty card (Law 49), "
                "with Law 50's rectifications",
                "карты, открытые игроком {seat} ({at}): каждая — штрафная "
                "карта (правило 49), с исправлениями по правилу 50", seat=act["seat"], at=at)))

    @law("68A",
         AS.deemed << DeemedClaim(at=MATCH.at, n=MATCH.n, seat=MATCH.seat),
         AS.act << Action(at=MATCH.at, verb="spreads"),
         en="Declarer ({seat}) faced his hand (48B2): a claim of the tricks that remain.",
         ru="Разыгрывающий ({seat}) открыл руку (48B2): претензия на оставшиеся взятки.")
    def declarer_shows_his_cards(self, act, at, n, seat):
        self.conclude(Claim(irr=at, n=n, seat=seat, side=side(seat), verb="claims",
                            remaining=14 - act["trick"], tricks=14 - act["trick"],
                            count=None, statement=""))

    # -- B1: a concession ---------------------------------------------------------------

    # (a concession is read once the record is known: partner's objection comes after it)
    @law("68B1",
         EndOfRecord(),
         AS.act << Action(verb="concedes", period="play", at=MATCH.at,
                          position=AT_A_TRICKS_START),
         NOT(ConcessionObjected(irr=MATCH.at)),
         en="{act[seat]} said his side would lose tricks: a concession of them.",
         ru="{act[seat]} заявил, что его сторона отдаст взятки: это уступка.")
    def concession(self, act):
        _law68_claim(self, act, "concedes")

    @law("68B1",
         EndOfRecord(),
         AS.act << Action(verb="concedes", period="play", at=MATCH.at, position=IN_PROGRESS),
         OF_MORE,
         NOT(ConcessionObjected(irr=MATCH.at)),
         NOT(NoClaim(irr=MATCH.at)),  # not on the last trick
         en="{act[seat]} conceded, during a trick, more than that trick: a concession.",
         ru="{act[seat]} во время взятки уступил больше, чем эту взятку: это уступка.")
    def concession_of_more_during_a_trick(self, act):
        _law68_claim(self, act, "concedes")

    @law("68B1",
         EndOfRecord(),
         AS.act << Action(verb="concedes", period="play", at=MATCH.at, position=IN_PROGRESS),
         OF_ONE_TRICK,
         AS.found << Finding(key="current_trick_only", value=False),
         NOT(ConcessionObjected(irr=MATCH.at)),
         NOT(NoClaim(irr=MATCH.at)),  # not on the last trick
         en="{act[seat]} conceded, during a trick, more than that trick: a concession.",
         ru="{act[seat]} во время взятки уступил не только её: это уступка.")
    def concession_during_a_trick(self, act):
        _law68_claim(self, act, "concedes")

    # -- B2: partner objects at once ----------------------------------------------------

    @law("68B2",
         EndOfRecord(),
         AS.act << Action(verb=P(lambda verb: verb in CLAIM_WORDS), period="play", role="defender",
                          at=MATCH.at, n=MATCH.n, seat=MATCH.seat),
         CONCEDES_SOME,
         AS.objection << Action(verb="objects", period="play", seat=MATCH.objector,
                                n=MATCH.next_n),
         TEST(lambda seat, objector, n, next_n: objector == partner(seat) and next_n == n + 1),
         overrides=("Law68.concession", "Law68.concession_of_more_during_a_trick",
                    "Law68.concession_during_a_trick", "Law68.claim_in_words",
                    "Law68.claim_of_more_during_a_trick", "Law68.claim_during_a_trick"),
         en="{seat} tried to concede tricks and his partner {objector} objected at once: no "
            "concession and no claim; play goes on. What {seat} showed is no penalty card, "
            "but it is unauthorized information {objector} may not use (16C).",
         ru="{seat} попытался уступить взятки, а партнёр {objector} сразу возразил: ни "
            "уступки, ни претензии нет; розыгрыш продолжается. Показанное {seat:ins} не "
            "становится штрафными картами, но это неразрешённая информация, которой "
            "{objector} пользоваться не вправе (16C).")
    def partner_objects(self, at, objector):
        self.conclude(ConcessionObjected(irr=at), NoClaim(irr=at),
                      self.item("no-claim", irr=at),
                      self.item("unauthorized-information", irr=at, side=side(objector),
                                source="concession"))

    # -- C: the clarification --------------------------------------------------------

    @law("68C",
         AS.claim << Claim(irr=MATCH.at, statement=""),
         en="{claim[seat]} stated no line of play (the record holds none): should the claim "
            "or concession be contested, every normal line is open against him.",
         ru="{claim[seat]} не объяснил план розыгрыша (в записи объяснения нет): если "
            "претензию или уступку оспорят, против него открыт любой нормальный розыгрыш.")
    def no_statement(self, at):
        self.conclude(Clarified(irr=at, stated=False))

    @law("68C",
         AS.claim << Claim(irr=MATCH.at, statement=P(lambda words: bool(words))),
         en="{claim[seat]} stated his line: \"{claim[statement]}\".",
         ru="{claim[seat]} объяснил свой план: «{claim[statement]}».")
    def statement(self, at):
        self.conclude(Clarified(irr=at, stated=True))

    # -- D: play stops; agreed, contested, or played on ----------------------------------

    @law("68D1",
         EndOfRecord(),
         AS.claim << Claim(irr=MATCH.at, side=MATCH.claimers),
         AS.agreed << Accepted(of=MATCH.at, seat=MATCH.seat),
         TEST(lambda seat, claimers: side(seat) != claimers),
         en="Play stopped; {seat}, an opponent, agreed to what {claim[seat]} claimed or "
            "conceded: Law 69 applies.",
         ru="Розыгрыш прекращён; {seat}, оппонент, согласился с заявлением {claim[seat]:gen}: "
            "применяется правило 69.")
    def agreed(self, at, claim, agreed):
        if _law68_next(self, claim) == ("agreed", agreed):
            self.conclude(ClaimPath(irr=at, path="agreed"), *_law68_stops(self, at))

    @law("68D2",
         EndOfRecord(),
         AS.claim << Claim(irr=MATCH.at, n=MATCH.n),
         AS.objection << Action(verb="objects", period="play", seat=MATCH.objector,
                                n=MATCH.next_n),
         TEST(lambda n, next_n: next_n == n + 1),
         en="{objector} objected to the claim at once: it is doubted (any player may doubt "
            "it, dummy included); what follows says how play goes on.",
         ru="{objector} сразу возразил против претензии: она оспорена (оспорить может "
            "любой игрок, включая болвана); как продолжается игра, видно из дальнейшего.")
    def doubted(self, at, objector):
        self.conclude(ClaimDoubted(irr=at, seat=objector))

    @law("68D2(a)",
         EndOfRecord(),
         AS.claim << Claim(irr=MATCH.at, n=MATCH.n),
         AS.td << DirectorCalled(period="play", n=MATCH.td_n),
         TEST(lambda n, td_n: td_n > n),
         en="Play stopped; the claim ({claim[seat]}, {at}) was doubted and the TD called "
            "({td[at]}): Law 70 applies.",
         ru="Розыгрыш прекращён; претензию ({claim[seat]}, {at}) оспорили и вызвали судью "
            "({td[at]}): применяется правило 70.")
    def contested(self, at, claim, td):
        if _law68_next(self, claim) == ("contested", td):
            self.conclude(ClaimPath(irr=at, path="contested"), *_law68_stops(self, at))

    @law("68D2(b)",
         EndOfRecord(),
         AS.claim << Claim(irr=MATCH.at, n=MATCH.n),
         AS.card << CardPlayed(n=MATCH.card_n),
         TEST(lambda n, card_n: card_n > n),
         en="Play went on after the claim ({claim[seat]}, {at}), {card[seat]} playing "
            "{card[card]}, with no TD called: play may go on only at the request of the side "
            "that did not claim, all four players concurring.",
         ru="После претензии ({claim[seat]}, {at}) розыгрыш продолжился ({card[seat]} "
            "сыграл {card[card]}) без вызова судьи: это возможно лишь по просьбе стороны, "
            "не предъявлявшей претензию, с согласия всех четверых.")
    def played_on(self, at, claim, card):
        if _law68_next(self, claim) == ("continued", card):
            self.conclude(PlayedOn(irr=at))

    @law("68D2(b)",
         AS.on << PlayedOn(irr=MATCH.at),
         AS.found << Finding(key="play_on_by_consent", value=True),
         en="Play continued by consent: the claim is void and not adjudicated; the score "
            "obtained stands, and Laws 16 and 50 do not apply.",
         ru="Розыгрыш продолжен по общему согласию: претензия аннулируется и не "
            "рассматривается; полученный результат остаётся в силе, правила 16 и 50 не "
            "применяются.")
    def continued_by_consent(self, at):
        self.conclude(ClaimPath(irr=at, path="continued"), self.item("claim-void", irr=at))

    @law("68D2(b)",
         AS.on << PlayedOn(irr=MATCH.at),
         AS.found << Finding(key="play_on_by_consent", value=False),
         en="Play went on without all four concurring at the non-claimers' request: the TD "
            "is to be called, and proceeds as when the claim is doubted (68D2(a), Law 70).",
         ru="Розыгрыш продолжился без согласия всех четверых по просьбе стороны, не "
            "предъявлявшей претензию: вызывается судья и поступает, как при оспоренной "
            "претензии (68D2(a), правило 70).")
    def continued_without_consent(self, at):
        self.conclude(ClaimPath(irr=at, path="contested"), *_law68_stops(self, at))

    @law("68D",
         EndOfRecord(),
         AS.claim << Claim(irr=MATCH.at),
         AS.taken << TricksTaken(source="td"),
         en="Play stopped at the claim ({claim[seat]}, {at}); the TD gives declarer's tricks "
            "({taken[tricks]}): his count settles it.",
         ru="Розыгрыш прекращён на претензии ({claim[seat]}, {at}); судья указал число "
            "взяток разыгрывающего ({taken[tricks]}): это и решает дело.")
    def counted_by_the_td(self, at, claim):
        if _law68_next(self, claim) is None or _law68_next(self, claim)[0] != "continued":
            self.conclude(ClaimPath(irr=at, path="counted"), *_law68_stops(self, at))

    @law("68D",
         EndOfRecord(),
         AS.claim << Claim(irr=MATCH.at),
         NOT(TricksTaken(source="td")),
         en="Play stopped at the claim ({claim[seat]}, {at}); the record does not show "
            "whether the opponents agreed.",
         ru="Розыгрыш прекращён на претензии ({claim[seat]}, {at}); из записи не видно, "
            "согласились ли оппоненты.")
    def record_stops(self, at, claim):
        if _law68_next(self, claim) is None:
            self.conclude(ClaimUnanswered(irr=at), *_law68_stops(self, at))

    @law("68D1",
         AS.open << ClaimUnanswered(irr=MATCH.at),
         AS.found << Finding(key="claim_agreed", value=True),
         en="The opponents agreed: Law 69 applies.",
         ru="Оппоненты согласились: применяется правило 69.")
    def found_agreed(self, at):
        self.conclude(ClaimPath(irr=at, path="agreed"))

    @law("68D2(a)",
         AS.open << ClaimUnanswered(irr=MATCH.at),
         AS.found << Finding(key="claim_agreed", value=False),
         en="The opponents did not agree: the TD rules on the claim under Law 70.",
         ru="Оппоненты не согласились: судья решает по правилу 70.")
    def found_contested(self, at):
        self.conclude(ClaimPath(irr=at, path="contested"))


def _law68_next(engine: Any, claim: Any) -> tuple[str, Any] | None:
    """How the table went on after the claim, up to the next card played: the TD called
    (doubted, even after an opponent's word of agreement: 68D2), else an opponent's
    agreement, else the next card (play went on); None when the record stops there."""
    after = claim["n"]
    cards = [f for f in record_facts(engine, CardPlayed) if f["n"] > after]
    until = cards[0]["n"] if cards else AFTER_RECORD
    called = [f for f in record_facts(engine, DirectorCalled, period="play")
              if after < f["n"] < until]
    if called:
        return "contested", called[0]
    agreed = [f for f in record_facts(engine, Accepted, of=claim["irr"])
              if side(f["seat"]) != claim["side"] and f["n"] < until]
    if agreed:
        return "agreed", agreed[0]
    return ("continued", cards[0]) if cards else None


def _law68_stops(engine: Any, at: str) -> list[Any]:
    """68D: play is suspended (once, though Law 48B2 said so first for declarer's cards)."""
    return [] if engine.found(Item, type="play-ceases", irr=at) else [
        engine.item("play-ceases", "68D", irr=at)]
