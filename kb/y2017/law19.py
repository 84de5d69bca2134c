"""Law 19 — Doubles and redoubles (2017): what a double or redouble may be made over.

A1  A double is only of the last bid, that bid made by an opponent, with nothing but
    passes since it.
B1  A redouble is only of the last double, that double made by an opponent, with
    nothing but passes since it.
(A2-A3, B2-B3 on the words of a double, C superseding and D scoring are not encoded.)

Whether a double or redouble is permitted is read off the table by the auction
record (``CallMade.permitted``); recognition turns a forbidden one into an
inadmissible double (Law 36). These rules only say *which* requirement was broken,
so that Law 36 can rest on it and Law 37A can tell an action contrary to 19A1/19B1
(which an LHO's call does not make stand). A call after the final pass is Law 39's
and is left out.
"""

from __future__ import annotations

from ruling.kb.common.templates import ContraryTo19
from ruling.kb.dsl import AS, MATCH, TEST, CallMade, LawModule, W, law, side


class Law19(LawModule):
    number = "19"
    title = {"en": "Doubles and redoubles", "ru": "Контра и реконтра"}
    summary = {
        "en": "A player may double only the last bid, and only when an opponent made it and "
              "nothing but passes has followed; he may redouble only the last double, made by "
              "an opponent, with nothing but passes since. Anything else is an inadmissible "
              "call (Laws 35A, 36).",
        "ru": "Контру можно дать только последнему назначению, сделанному оппонентом, если "
              "после него были только пасы; реконтру — только последней контре оппонента, "
              "если после неё были только пасы. Иначе это неприемлемая заявка (правила 35A, "
              "36).",
    }

    @law("19A1",
         AS.call << CallMade(kind="double", permitted=False, after_close=False, at=MATCH.at,
                             last_bid=None),
         en="No bid had been made yet: {call[seat]} had nothing he could double.",
         ru="Назначений ещё не было: {call[seat]} нечего было контрировать.")
    def double_without_bid(self, at):
        self.conclude(ContraryTo19(at=at, part="19A1"))

    @law("19A1",
         AS.call << CallMade(kind="double", permitted=False, after_close=False, at=MATCH.at,
                             last_bid=W(), last_bid_by=W(), seat=W()),
         TEST(lambda call: call["last_bid"] is not None
              and side(call["last_bid_by"]) == side(call["seat"])),
         en="The last bid, {call[last_bid]}, was made by {call[seat]}'s own side "
            "({call[last_bid_by]}): only an opponent's bid may be doubled.",
         ru="Последнее назначение {call[last_bid]} сделала сторона самого игрока {call[seat]} "
            "({call[last_bid_by]}): контрировать можно только назначение оппонента.")
    def double_of_own_side(self, at):
        self.conclude(ContraryTo19(at=at, part="19A1"))

    @law("19A1",
         AS.call << CallMade(kind="double", permitted=False, after_close=False, at=MATCH.at,
                             last_bid=W(), last_bid_by=W(), seat=W()),
         TEST(lambda call: call["last_bid"] is not None
              and side(call["last_bid_by"]) != side(call["seat"])),
         en="The opponents' {call[last_bid]} had already been doubled (or redoubled): a "
            "double may follow the bid only with nothing but passes since.",
         ru="Назначение оппонентов {call[last_bid]} уже было законтрировано (или "
            "зареконтрировано): контра возможна, только если после назначения были одни "
            "пасы.")
    def double_of_doubled_bid(self, at):
        self.conclude(ContraryTo19(at=at, part="19A1"))

    @law("19B1",
         AS.call << CallMade(kind="redouble", permitted=False, after_close=False, at=MATCH.at),
         en="{call[seat]} redoubled with no opponents' double standing (no double at all, a "
            "double by his own side, or one already redoubled): only an opponent's double, "
            "with nothing but passes since, may be redoubled.",
         ru="{call[seat]} дал реконтру, когда контры оппонентов не было (контры не было "
            "вовсе, контру дала его сторона или она уже зареконтрирована): реконтра "
            "возможна только на контру оппонента, после которой были одни пасы.")
    def redouble_not_permitted(self, at):
        self.conclude(ContraryTo19(at=at, part="19B1"))
