"""A ruling over the findings the TD has not made: one run of the engine per branch,
merged into one ruling.

A run knows every finding it reads: those the TD gave, and those its branch assumes.
When a rule of a run asks a finding nobody made (``engine.inference``: its probe
fired), the run is set aside and the engine runs again, once with the finding true and
once false, until no run asks anything new: the runs that remain are the leaves of a
tree of findings. Their rulings are then merged, here and only here: whatever holds in
every leaf is said once, without condition; the rest carries the findings under which
it holds (``branch``, shown as ``if``), shortened wherever both values of a finding
give the same (``{unintended: true}`` rather than ``{unintended: true, comparable:
false}`` and ``{unintended: true, comparable: true}``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

from ruling.engine.inference import Asked, RulingEngine, Step, StepText
from ruling.engine.records import replace
from ruling.engine.rete import Fact

T = TypeVar("T")
Branch = dict[str, bool]


Leaf = tuple[Branch, list[Fact], list[Step], list[Fact]]  # ... and the facts left unread


class TooManyBranches(Exception):
    """The findings left open branch the ruling more than the limit allows (``asked``:
    the findings asked so far)."""

    def __init__(self, asked: dict[str, Asked]) -> None:
        super().__init__(", ".join(asked))
        self.asked = asked


def explore(run: Callable[[Branch], RulingEngine], given: Iterable[str],
            max_leaves: int | None = None) -> tuple[list[Leaf], dict[str, Asked]]:
    """Run the engine on every branch of the findings asked and not given: each leaf's
    assumptions, facts and steps; and the findings asked, with the rule asking each
    (the first to ask it, in the first branch that asks it). More than ``max_leaves``
    branches raise :class:`TooManyBranches` (each is a run of the engine, and their
    number doubles with each finding left open)."""
    known = set(given)
    asked: dict[str, Asked] = {}
    leaves = []
    pending: list[Branch] = [{}]
    while pending:
        if max_leaves is not None and len(leaves) + len(pending) > max_leaves:
            raise TooManyBranches(asked)
        branch = pending.pop(0)
        engine = run(branch)
        new = [key for key in engine.asked if key not in known and key not in branch]
        if new:
            asked.setdefault(new[0], engine.asked[new[0]])
            pending[0:0] = [{**branch, new[0]: value} for value in (True, False)]
            continue
        leaves.append((branch, list(engine.facts.values()), list(engine.steps),
                       list(engine.unread)))
    return leaves, asked


def conditions(branches: list[Branch]) -> list[Branch]:
    """The shortest conditions covering the branches something holds in: two branches
    that differ only in the value of one finding become one, without that finding."""
    found = [dict(b) for b in branches]
    merged = True
    while merged:
        merged = False
        for a in found:
            for key, value in a.items():
                twin = {**a, key: not value}
                if twin in found:
                    found = [b for b in found if b is not a and b != twin]
                    found.append({k: v for k, v in a.items() if k != key})
                    merged = True
                    break
            if merged:
                break
    unique: list[Branch] = []
    for b in found:
        if b not in unique:
            unique.append(b)
    return unique


def merge(things: Iterable[tuple[Branch, T]], key: Callable[[T], Hashable]
          ) -> list[tuple[T, Branch]]:
    """Each thing once for every condition it holds under, in the order first met."""
    seen: dict[Hashable, tuple[T, list[Branch]]] = {}
    for branch, thing in things:
        entry = seen.setdefault(key(thing), (thing, []))
        entry[1].append(branch)
    return [(thing, condition) for thing, branches in seen.values()
            for condition in conditions(branches)]


def fact_key(fact: Fact) -> Hashable:
    """A fact by its class and its fields as written (the special names and the branch
    left out): the same for two runs' copies of one fact. A declared fact's key is kept
    on it (its fields no longer change: experta refuses), for the merging of the
    branches and the ruling's writing ask it again and again."""
    known = fact.__dict__.get("_fact_key")
    if known is not None:
        return known  # type: ignore[no-any-return]
    key = (type(fact).__name__, tuple(sorted(
        (str(k), repr(v)) for k, v in fact.items()
        if not str(k).startswith("__") and k != "branch")))
    if fact.get("__factid__") is not None:
        fact.__dict__["_fact_key"] = key
    return key


def under(fact: Fact, condition: Branch) -> Fact:
    """A copy of the fact, holding under the condition (none: as it is)."""
    if not condition:
        return fact
    fields = {k: v for k, v in fact.items() if not str(k).startswith("__")}
    copy = type(fact)(**fields)
    copy["branch"] = dict(condition)
    return copy


def merge_steps(leaves: list[tuple[Branch, list[Step]]]) -> list[Step]:
    """The chains of laws of every leaf as one: a step taken in several leaves, once,
    with the condition it was taken under (``when``), numbered anew."""
    def step_key(step: Step) -> Hashable:
        text = step.text  # the texts' source, not the texts: most are never written
        words = text.source() if isinstance(text, StepText) else tuple(sorted(text.items()))
        return (step.rule, step.law, words,
                tuple(map(fact_key, step.because)), tuple(map(fact_key, step.concludes)))

    merged = merge(((branch, step) for branch, steps in leaves for step in steps), step_key)
    return [replace(step, number=number, when=dict(condition))
            for number, (step, condition) in enumerate(merged, 1)]


def combine(leaves: list[Leaf], keep: Callable[[Fact], bool]
            ) -> tuple[list[Fact], list[Step]]:
    """One ruling from the leaves: the facts ``keep`` selects, each under its condition,
    and the steps."""
    if len(leaves) == 1:
        _, facts, steps, _ = leaves[0]
        return [f for f in facts if keep(f)], steps
    facts = [under(fact, condition) for fact, condition in merge(
        ((branch, f) for branch, facts, _, _ in leaves for f in facts if keep(f)), fact_key)]
    return facts, merge_steps([(branch, steps) for branch, _, steps, _ in leaves])
