"""A player's choice of an option, stated in words: read for every option item.

When the Laws give a player an option, the record may show his choice by what he
then plays or calls, or by his words: ``S chooses require-D`` (``Action`` with verb
``chooses``; ``choice`` is the option's id as the ruling prints it among the item's
``choices``, lowercased). A statement reaches the ruling in one of two ways:

1. A law whose rectification goes on differently for each choice (50D2, 51B, 57A)
   matches the statement in its own rules (``AS.said << Chooses(seat=..., ...)``),
   checks it names one of its choices (``choice_in``), and follows that branch: its
   option item carries ``chosen`` from the start.
2. Every other option item left without ``chosen`` once the whole record is read gets
   it here, when a statement fits it: made after the irregularity, by the holder (or
   one of the ``holders``), naming one of its choices. The item is replaced by the
   same item with ``chosen``. A statement answers one option only: the one of the
   latest irregularity before it that offers that choice to that player (so a word
   that a law has already read for a later irregularity is not read again here). What
   the chosen branch then obliges the players to do is the law's to say: this rule
   only records the choice.

Law 10C ("choice after irregularity") makes the choice the holder's: the 2017 rule
cites 10C2 (he makes his selection). The 1987 edition has no such rule: the project
has no 1987 text of Law 10 to cite, so under the 1987 Laws a choice said in words is
read only by the laws that read it themselves.
"""

from __future__ import annotations

from typing import Any

from ruling.kb.common.templates import ChoiceStatementRead
from ruling.kb.dsl import (
    AS,
    MATCH,
    NOT,
    TEST,
    Chooses,
    EndOfRecord,
    Item,
    LawModule,
    RulingEngine,
    choice_in,
    law,
    record_position,
)


def holders_of(option: Any) -> list[str]:
    """The players who hold an option: its ``holders`` (either defender), else its holder."""
    return list(option.get("holders") or [option.get("holder")])


def fits(option: Any, seat: str, choice: str, said_at: str) -> bool:
    """Could the statement (``seat`` chooses ``choice`` at ``said_at``) answer the option?"""
    return ("chosen" not in option and seat in holders_of(option)
            and choice_in(choice, option.get("choices") or ()) is not None
            and record_position(option.get("irr")) < record_position(said_at))


def _choices_record(engine: RulingEngine, option: Any, said: Any) -> None:
    seat, choice, said_at = said["seat"], said["choice"], said["at"]
    offered = [f for f in engine.facts.values()
               if isinstance(f, Item) and f.get("type") == "option"
               and seat in holders_of(f) and choice_in(choice, f.get("choices") or ())
               and record_position(f.get("irr")) < record_position(said_at)]
    latest = max(record_position(f.get("irr")) for f in offered)
    if record_position(option.get("irr")) < latest:
        return  # the statement answers a later irregularity's option
    if any(f.get("chosen") and choice_in(choice, [f["chosen"]]) and f.get("irr") == option["irr"]
           for f in offered):
        return  # a law has already read this choice for this irregularity
    chosen = choice_in(choice, option["choices"])
    fields = {k: v for k, v in option.items() if not str(k).startswith("__")}
    engine.retract(option)
    engine.conclude(Item(**fields, chosen=chosen), ChoiceStatementRead(at=said_at))


def _stated_choice_rule(owner: str):  # type: ignore[no-untyped-def]
    """The rule of point 2 above, for the class ``owner`` (its citation follows it)."""

    def stated_choice(self, option, said):
        _choices_record(self, option, said)

    stated_choice.__qualname__ = f"{owner}.stated_choice"
    return law(
        CITATIONS[owner],
        EndOfRecord(),
        AS.option << Item(type="option", irr=MATCH.irr),
        AS.said << Chooses(seat=MATCH.seat, choice=MATCH.choice, at=MATCH.said_at),
        TEST(lambda option, seat, choice, said_at: fits(option, seat, choice, said_at)),
        NOT(ChoiceStatementRead(at=MATCH.said_at)),
        phase="choices",
        en="{seat} said which option he takes ({choice}) after the irregularity at {irr}: "
           "the option of Law {option[law]} is his, and his choice is recorded.",
        ru="{seat} сказал, какой вариант выбирает, после нарушения ({irr}): "
           "выбор по правилу {option[law]} принадлежит ему, и этот выбор записан.",
    )(stated_choice)


CITATIONS = {"Choices": "10C2"}


class Choices(LawModule):
    """2017: the holder of an option states his choice (Law 10C2)."""

    stated_choice = _stated_choice_rule("Choices")


CHOICES: dict[str, tuple[type[LawModule], ...]] = {"2017": (Choices,), "1987": ()}
"""The modules of each edition, for ``kb.editions``."""
