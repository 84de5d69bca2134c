"""Law 33 — Simultaneous calls (2017).

A call made at the same moment as the call of the player whose turn it was counts as
made after it.

Record: the TD writes the call of the player whose turn it was first, and the other
call after it with the word ``simultaneous`` (``E P simultaneous``). The auction is
then read in that order: if the later call is in rotation, nothing is wrong; if not,
it is a call out of rotation, and Laws 28-32 rule on it.
"""

from __future__ import annotations

from ruling.kb.common.templates import DeemedSubsequent
from ruling.kb.dsl import AS, CallMade, LawModule, law


class Law33(LawModule):
    number = "33"
    title = {"en": "Simultaneous calls", "ru": "Одновременные заявки"}
    summary = {
        "en": "A call made at the same moment as the call of the player whose turn it was "
              "is taken as made after it; the auction is read in that order.",
        "ru": "Заявка, сделанная одновременно с заявкой игрока, чья была очередь, считается "
              "сделанной после неё; торговля читается в этом порядке.",
    }

    # Law 33 has no subdivisions.
    @law("33",
         AS.call << CallMade(simultaneous=True),
         en="{call[seat]}'s {call[call]} was made at the same moment as the call before it: "
            "it counts as made after it.",
         ru="Заявка {call[call]} ({call[seat]}) сделана одновременно с предыдущей: она "
            "считается сделанной после неё.")
    def deemed_subsequent(self, call):
        self.conclude(DeemedSubsequent(at=call["at"]))
