"""Recognising the irregularities of the auction from the record.

What an insufficient bid, a call out of rotation or an inadmissible double *is*
reads the same in the 1987 and 2017 Laws, and the laws that rectify them carry the
same numbers; so both editions share these rules. What is done about each is in
the edition's own law modules. A recognition rule cites the law that governs the
irregularity it finds by its number alone: it applies none of the law's
subdivisions, which the two editions number differently.
"""

from __future__ import annotations

from ruling.engine.vocabulary import KINDS
from ruling.kb.common.templates import DeemedInRotation
from ruling.kb.common.unread import conveyed_decide, entry_law, entry_text
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Accepted,
    Action,
    CallMade,
    EndOfRecord,
    Given,
    Irregularity,
    Item,
    LawModule,
    RulingEngine,
    Unread,
    W,
    decide,
    law,
)

OUT_OF_ROTATION = {"pass": ("pass-out-of-rotation", "30"),
                   "bid": ("bid-out-of-rotation", "31"),
                   "double": ("double-out-of-rotation", "32"),
                   "redouble": ("double-out-of-rotation", "32")}


def obligation_covers(call_n: int, from_n: int, scope: str, previous_n: int) -> bool:
    """Does an obligation to pass imposed after call ``from_n`` bind the turn at ``call_n``?

    ``previous_n`` is the number of the bound player's last call before this turn:
    an obligation for his next turn only binds if he has not called since.
    """
    return call_n > from_n and (scope == "rest-of-auction" or previous_n <= from_n)


def irregularity(engine: RulingEngine, kind: str, law_number: str, call: CallMade,
                 offender: str | None = None) -> None:
    engine.conclude(Irregularity(kind=kind, law=law_number, at=call["at"], n=call["n"],
                                 offender=offender or call["seat"], call=call["call"]))


class Recognition(LawModule):
    """The auction's irregularities, recognised from the calls as made."""

    @law("28A",
         AS.call << CallMade(relation="rho", turn=MATCH.turn, n=MATCH.n,
                             turn_previous=MATCH.previous, at=MATCH.at),
         AS.duty << Item(type="must-pass", seat=MATCH.turn, from_n=MATCH.from_n,
                         scope=MATCH.scope),
         TEST(lambda n, from_n, scope, previous: obligation_covers(n, from_n, scope, previous)),
         overrides="Recognition.out_of_rotation",  # 28A: no call out of rotation
         en="{turn} had to pass, so {call[seat]}'s call at {turn}'s turn counts as in rotation.",
         ru="{turn} был обязан пасовать, поэтому заявка игрока {call[seat]} в очередь "
            "игрока {turn} считается сделанной в очередь.")
    def rho_required_to_pass(self, at):
        self.conclude(DeemedInRotation(at=at))

    @law("27",
         AS.call << CallMade(kind="bid", relation="self", sufficient=False, above_seven=False,
                             after_close=False),
         en="{call[seat]}'s {call[call]} does not supersede the last bid, {call[last_bid]}: "
            "an insufficient bid.",
         ru="Заявка {call[call]} ({call[seat]}) не перебивает последнее назначение "
            "{call[last_bid]}: недостаточная заявка.")
    def insufficient_bid(self, call):
        irregularity(self, "insufficient-bid", "27", call)

    @law("29",
         AS.call << CallMade(relation=W(), turn=W(), after_close=False, at=MATCH.at),
         TEST(lambda call: call["relation"] != "self"),
         NOT(DeemedInRotation(at=MATCH.at)),
         en="{call[seat]} called {call[call]} when it was {call[turn]}'s turn: "
            "a call out of rotation.",
         ru="{call[seat]} заявил {call[call]:acc} в очередь {call[turn]:gen}: заявка вне "
            "очереди.")
    def out_of_rotation(self, call):
        kind, law_number = OUT_OF_ROTATION[call["kind"]]
        irregularity(self, kind, law_number, call)

    @law("36",
         AS.call << CallMade(permitted=False, relation="self", after_close=False),
         en="Law 19 does not permit {call[seat]}'s {call[call]} here: "
            "an inadmissible double or redouble.",
         ru="Правило 19 не разрешает здесь {call[call]:acc} ({call[seat]}): "
            "неприемлемая контра или реконтра.")
    def inadmissible_double(self, call):
        irregularity(self, "inadmissible-double", "36", call)

    @law("37",
         AS.call << CallMade(seat=MATCH.seat, n=MATCH.n, own_previous=MATCH.previous,
                             kind=W(), after_close=False),
         TEST(lambda call: call["kind"] != "pass"),
         AS.duty << Item(type="must-pass", seat=MATCH.seat, from_n=MATCH.from_n,
                         scope=MATCH.scope),
         TEST(lambda n, from_n, scope, previous: obligation_covers(n, from_n, scope, previous)),
         en="{seat} was obliged to pass ({duty[law]}) but called {call[call]}: "
            "a call violating the obligation to pass.",
         ru="{seat} был обязан пасовать (правило {duty[law]}), но заявил {call[call]:acc}: "
            "заявка, нарушающая обязанность пасовать.")
    def violates_obligation(self, call):
        irregularity(self, "call-violating-obligation-to-pass", "37", call)

    @law("38",
         AS.call << CallMade(above_seven=True, after_close=False),
         en="{call[seat]} bid {call[call]}: no bid may exceed seven.",
         ru="{call[seat]} назначил {call[call]}: назначение выше семи.")
    def above_seven(self, call):
        irregularity(self, "bid-above-seven", "38", call)

    @law("39",
         AS.call << CallMade(after_close=True),
         en="{call[seat]} called {call[call]} after the auction had ended.",
         ru="{call[seat]} заявил {call[call]:acc} после финального паса.")
    def after_final_pass(self, call):
        irregularity(self, "call-after-final-pass", "39", call)

    @law("25",
         AS.call << CallMade(change_of=MATCH.original, at=MATCH.at),
         TEST(lambda original: original is not None),
         en="{call[seat]} replaced his call at {original} by {call[call]}: a change of call.",
         ru="{call[seat]} заменил свою заявку ({original}) на {call[call]}: изменение заявки.")
    def change_of_call(self, call):
        # the call it changes goes with it: Law 25 rules on the pair, whether the record
        # shows the change (here) or Laws 30B2, 31C, 32C make one of a later call
        self.conclude(Irregularity(kind="change-of-call", law="25", at=call["at"],
                                   n=call["n"], offender=call["seat"], call=call["call"],
                                   change_of=call["change_of"]))

    @law("24",
         AS.act << Action(verb="exposes", period="auction"),
         en="{act[seat]}'s {act[card]} was exposed during the auction.",
         ru="Во время торговли открыта карта {act[card]} ({act[seat]}).")
    def card_exposed_in_auction(self, act):
        self.conclude(Irregularity(kind="exposed-card", law="24", at=act["at"], n=act["n"],
                                   offender=act["seat"], card=act["card"], period="auction"))


class NotCovered(LawModule):
    """The safety net, never silent: an irregularity no rule of the edition ruled on, an
    entry of the record, a finding or an irregularity no rule read (``Unread``: the
    engine hands back what ``kb.common.unread.must_read`` names and nothing used) is
    said to be so, with what the TD decides."""

    @law("not-covered",
         EndOfRecord(),
         AS.irr << Irregularity(at=MATCH.at, law=MATCH.number),
         NOT(Item(irr=MATCH.at)),
         phase="report",
         en="No rule of these Laws in the knowledge base rules on {irr[kind]} "
            "(Law {number}): the TD must rule by hand.",
         ru="База знаний не содержит правил этой редакции для нарушения «{irr[kind]}» "
            "(правило {number}): судья решает сам.")
    def nothing_ruled(self, irr, at, number):
        self.conclude(_not_ruled(self, irr, at, number))

    @law("not-covered",
         AS.left << Unread(fact="Irregularity", at=MATCH.at),
         AS.irr << Irregularity(at=MATCH.at, law=MATCH.number),
         phase="report",
         en="No rule of these Laws in the knowledge base read the {irr[kind]} at {at} "
            "(Law {number}): the TD must rule on it by hand.",
         ru="Ни одно правило этой редакции в базе знаний не рассмотрело нарушение "
            "«{irr[kind]}» ({at}, правило {number}): судья решает сам.")
    def irregularity_unread(self, irr, at, number):
        self.conclude(_not_ruled(self, irr, at, number))

    @law("not-covered",
         AS.left << Unread(fact="Action", at=MATCH.at),
         AS.act << Action(at=MATCH.at),
         phase="report",
         en="No rule of these Laws in the knowledge base reads {act[seat]}'s entry at {at} "
            "({act[verb]}): the TD decides what follows from it.",
         ru="Ни одно правило этой редакции в базе знаний не рассматривает запись игрока "
            "{act[seat]} ({at}, {act[verb]}): судья сам решает, что из неё следует.")
    def entry_unread(self, act, at):
        self.conclude(_entry_not_read(self, act, at))

    @law("not-covered",
         AS.left << Unread(fact="Accepted", at=MATCH.at),
         AS.acc << Accepted(at=MATCH.at),
         phase="report",
         en="No rule of these Laws in the knowledge base reads {acc[seat]}'s acceptance "
            "at {at} (of {acc[of]}): the TD decides what follows from it.",
         ru="Ни одно правило этой редакции в базе знаний не рассматривает согласие игрока "
            "{acc[seat]} ({at}, с {acc[of]}): судья сам решает, что из него следует.")
    def acceptance_unread(self, acc, at):
        self.conclude(_entry_not_read(self, acc, at))

    @law("not-needed",
         AS.left << Unread(fact="Finding", key=MATCH.key),
         AS.found << Given(key=MATCH.key),
         phase="report",
         en="No rule of this ruling needed the TD's finding '{key}'.",
         ru="Ни одному правилу этого решения не понадобилось заключение судьи «{key}».")
    def finding_not_needed(self, found, key):
        # The spec names no law for this item: it cites Law 85 (85A, the TD determines the
        # facts), under which the finding was made; no law says a finding was not needed
        self.conclude(self.item("finding-not-needed", "85", finding=key,
                                value=found["value"]))


def _not_ruled(engine: RulingEngine, irr: Item, at: str, number: str) -> Item:
    """The not-covered item for an irregularity no rule ruled on."""
    penalty = engine.edition == "1987"  # the 1987 Laws speak of penalties
    en, ru = (KINDS[lang].get(irr["kind"], irr["kind"]) for lang in ("en", "ru"))
    return engine.item(
        "not-covered", number, irr=at, kind=irr["kind"],
        about="penalty" if penalty else "rectification",
        decide=decide(f"{'penalty for' if penalty else 'rectification of'} the {{kind}} at {{at}}",
                      f"{'наказание за нарушение' if penalty else 'исправление нарушения'} "
                      "«{kind}» ({at})", kind=irr["kind"], at=at))


def _entry_not_read(engine: RulingEngine, entry: Action, at: str) -> Item:
    """The not-covered item for an entry of the record no rule read."""
    text, law = entry_text(entry), entry_law(entry, engine.edition)
    conveyed = conveyed_decide(entry, at, law, engine.edition)
    return engine.item(
        "not-covered", law, at=at, entry=text,
        verb=entry.get("verb", "accepts"),
        decide=decide(*conveyed) if conveyed else
        decide("consequences of the entry '{entry_en}' at {at}",
               "последствия записи «{entry_ru}» ({at})",
               entry_en=text, entry_ru=entry_text(entry, "ru"), at=at))
