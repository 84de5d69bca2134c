"""The facts the engine reasons with.

Record facts say what happened at the table; they are asserted by the engine from
the analysed record (``engine.auction``, ``engine.play``), in the order things
happened. Derived facts are concluded by the rules of the knowledge base.

A run of the engine knows every finding it reads (``engine.branches`` runs it once for
each branch of the findings the TD has not made); the ruling's items and
irregularities then carry ``branch``, the findings under which they hold, when they
do not hold in every branch.
"""

from __future__ import annotations

from types import UnionType
from typing import Any, ClassVar

from ruling.engine.rete import Fact, FieldConstraint

# --- Record facts -----------------------------------------------------------


class CallMade(Fact):
    """A call made at the table (``engine.auction.CallEvent``), at ``auction N``."""


class DirectorCalled(Fact):
    """The director was called here (``at``); what follows happened after he came."""


class Accepted(Fact):
    """``seat`` accepted the irregularity at ``of`` by word."""


class CalledOver(Fact):
    """``seat`` (``relation`` to the offender) called over the irregular call ``of``."""


class Cancelled(Fact):
    """The record shows the call ``of`` cancelled by the call ``at`` (``how``)."""


class AuctionOver(Fact):
    """The auction ended: ``contract``, ``doubled``, ``declarer`` (or ``passed_out``)."""


class Action(Fact):
    """Any other entry of the record: ``verb`` by ``seat`` (card, target, …)."""


class Contract(Fact):
    """The contract being played: ``contract``, ``level``, ``strain``, ``doubled``,
    ``declarer``, ``dummy``, ``opening_leader``, ``vulnerable`` (declarer's side)."""


class CardPlayed(Fact):
    """A card played in the play period (``engine.play.PlayEvent``), at ``play N``."""


class TrickComplete(Fact):
    """Trick ``number`` is complete: ``leader``, ``winner`` (a seat), ``side`` (NS/EW)."""


class RevokeMade(Fact):
    """A revoke found by ``engine.play``: the card at ``at`` failed to follow suit."""


class TricksTaken(Fact):
    """Declarer's tricks in all: ``tricks``, from the complete play, given by the TD, or
    by a claim the rules scored (``source`` = 'play', 'td' or 'claim')."""


class CardsLeft(Fact):
    """The cards still to be played when a claim was made at ``at`` (given all four
    hands): ``hands``, (seat, PBN hand) pairs; ``trump`` (a suit letter, or 'NT');
    ``leader``, who led or leads the trick in progress; ``trick``, the cards already
    played to it ("W DA", ...); ``shown_out``, the suits a player failed to follow to
    before the claim, as the table saw it: holding none, or revoking ("E D", ...)."""


class PlayOver(Fact):
    """The end of the play record: tricks won so far by each side (``NS``, ``EW``),
    ``declarer_tricks``, ``complete`` (all thirteen tricks played)."""


class EndOfRecord(Fact):
    """Everything the record holds has been learnt; ``vulnerable``, the board's
    vulnerability (None, NS, EW or All), for scoring a result other than the one played
    (an adjusted score's outcomes, Law 12C1)."""


class Finding(Fact):
    """The TD's finding ``key`` = ``value``; ``assumed`` when the run's branch assumes it."""


# --- Derived facts ----------------------------------------------------------


class Irregularity(Fact):
    """An irregularity: ``kind``, ``offender``, the defining ``law``, ``at``."""


class Item(Fact):
    """An item of the ruling: ``type``, ``law``, ``irr`` (the irregularity's ``at``)…"""


class Unread(Fact):
    """A fact the ruling must account for that no rule used, asserted by the engine
    after the record (``RulingEngine.account``): ``fact`` (its class: ``Action``,
    ``Finding``, ...) and the field that finds it, ``at`` or ``key``. The knowledge
    base's report rules match it with the fact itself, and say what the TD decides."""


class Reading(Fact):
    """The knowledge base's reading of an entry the record's analysis leaves to the laws:
    ``at`` (the entry) and ``fate``: for a lead out of turn, ``stands`` or ``not-played``
    (back in the hand); for a ``spreads`` entry, ``becomes-dummy``. ``engine.session``
    replays the record with the readings until the rules conclude the ones it was
    replayed with."""


class State(Fact):
    """An intermediate conclusion that is not itself a ruling item: the base of the
    templates the knowledge base declares (:func:`template`); never made directly."""

    kind: ClassVar[str] = ""
    slots: ClassVar[dict[str, type | UnionType]] = {}

    def __init__(self, *args: Any, **fields: Any) -> None:
        if not self.kind:
            raise TypeError("State is abstract: declare a template (engine.facts.template)")
        if args:
            raise TypeError(f"{self.kind}: fields are named, never positional")
        for key, value in fields.items():
            declared = self.slots.get(key)
            if declared is None:
                if key == "branch":  # the engine's own (engine.inference)
                    continue
                raise TypeError(f"{self.kind} has no field {key!r}; its fields: "
                                + ", ".join(self.slots))
            if not isinstance(value, declared) and not isinstance(value, FieldConstraint):
                raise TypeError(f"{self.kind}.{key} is {declared}, not {value!r}")
        super().__init__(**fields)


def template(kind: str, /, **slots: type | UnionType) -> type[State]:
    """Declare a kind of intermediate conclusion and its typed fields (CLIPS's
    ``deftemplate``): a fact or pattern of it naming another field, or a value of
    another type, fails where it is written, so a misspelt field in a rule fails when
    the knowledge base is loaded. A list field is ``list | tuple``: experta freezes a
    fact's lists into tuples."""
    name = "".join(part[:1].upper() + part[1:] for part in kind.replace("_", "-").split("-"))
    return type(name if name[:1].isalpha() else f"L{name}", (State,),
                {"kind": kind, "slots": slots, "__doc__": f"The template {kind!r}."})


RECORD_FACTS = (CallMade, DirectorCalled, Accepted, CalledOver, Cancelled, AuctionOver,
                Action, Contract, CardPlayed, TrickComplete, RevokeMade, CardsLeft, PlayOver,
                TricksTaken, EndOfRecord, Finding)
