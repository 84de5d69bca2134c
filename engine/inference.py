"""Forward chaining with a provenance trace.

The knowledge base is written as experta rules decorated with :func:`law`, which
names the law (down to its subdivision) and the explanation in English and Russian.
When a rule fires, everything it concludes goes through :meth:`RulingEngine.conclude`,
which records a :class:`Step`: the rule, the law, the facts it matched and the facts
it concluded. The trace of a ruling is the list of those steps.

Findings the TD has not made are explored as branches, by the engine alone: a rule
that matches a finding (``Finding(key=..., value=...)``) asks it, through a twin rule
made when the rule is declared (its *probe*: the same conditions, the finding not yet
known), which fires where the rule would have fired had the finding been made. One run
of the engine knows every finding it reads, given or assumed; ``engine.branches``
runs it once for each value of every finding asked, and merges the runs. A law's
author never writes a guard for an assumption: ``Given(key=..., value=...)`` reads a
finding only when the TD made it, and asks nothing.
"""

from __future__ import annotations

import functools
import itertools
import string
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from ruling.engine.facts import Accepted, Action, Finding, Irregularity, Item, Unread
from ruling.engine.notation import SEATS
from ruling.engine.records import field, record
from ruling.engine.rete import NOT, DepthStrategy, Fact, KnowledgeEngine, Rule
from ruling.engine.vocabulary import CASES, NOUNS, decline, held_text, localise


@record
class Step:
    """One firing of a rule: the link between what it used and what it concluded."""

    number: int
    rule: str
    law: str
    because: list[Fact]
    concludes: list[Fact] = field(default_factory=list)
    text: Mapping[str, str] = field(default_factory=dict)
    when: dict[str, Any] = field(default_factory=dict)


class StepText(Mapping[str, str]):
    """A step's explanation in each language (``en``, ``ru``), each written the first
    time it is read: most are never read (the steps that conclude nothing, the language
    not asked for), and each reads only the rule's text and what it matched, which no
    later firing changes (facts are frozen once declared)."""

    __slots__ = ("_rule", "_bound", "_written")
    LANGUAGES = ("en", "ru")

    def __init__(self, rule: Any, bound: dict[str, Any]) -> None:
        self._rule = rule
        self._bound = bound
        self._written: dict[str, str] = {}

    def __getitem__(self, lang: str) -> str:
        text = self._written.get(lang)
        if text is None:
            if lang not in self.LANGUAGES:
                raise KeyError(lang)
            text = self._written[lang] = _Localiser(lang).format(
                getattr(self._rule, lang), **_fields(self._bound))
        return text

    def __iter__(self) -> Iterator[str]:
        return iter(self.LANGUAGES)

    def __len__(self) -> int:
        return len(self.LANGUAGES)

    def __repr__(self) -> str:
        return repr(dict(self))

    def source(self) -> tuple[str, str, tuple[tuple[str, Any], ...]]:
        """What the texts are written from, as plain values, without writing them: the
        rule's texts and what it matched (a fact by its fields, in the order of their
        names, as ``engine.branches.fact_key`` reads it). Steps with the same source have
        the same texts in every language."""
        def plain(value: Any) -> Any:
            if isinstance(value, dict):  # a fact's fields (_fields)
                return tuple(sorted((str(k), repr(v)) for k, v in value.items()))
            return repr(value)

        matched = _fields(self._bound)
        return (self._rule.en, self._rule.ru,
                tuple(sorted((key, plain(value)) for key, value in matched.items())))


@record(frozen=True)
class Asked:
    """A finding a rule asked: the law of that rule, and what the rule had matched when
    it asked (its bindings, facts as plain dicts), so that the question can name the
    players, calls and cards it is about (:func:`phrase`)."""

    law: str
    bound: dict[str, Any] = field(default_factory=dict, compare=False)
    on_yes: bool = field(default=False, compare=False)  # asked by the rule "yes" fires


def phrase(template: str, lang: str, bound: dict[str, Any]) -> str:
    """A template with ``{name}`` fields filled from a rule's bindings, seats, calls and
    cards spelled in ``lang``, as the steps of the trace are (KeyError, IndexError,
    AttributeError or TypeError when the template names what the bindings lack)."""
    return _Localiser(lang).format(template, **bound)


@record(frozen=True)
class LawRule:
    """What :func:`law` attaches to a rule: its citation and explanation."""

    citation: str
    en: str
    ru: str
    takes: frozenset[str] | None = None  # the bindings the rule names; None: every one
    phase: str | None = None  # None: the knowledge base's default phase
    overrides: tuple[str, ...] = ()  # the rules this one is an exception to
    before: tuple[str, ...] = ()  # rules it is no exception to but must fire before


def law(citation: str, *conditions: Any, en: str, ru: str, phase: str | None = None,
        overrides: str | Iterable[str] = (), before: str | Iterable[str] = ()
        ) -> Callable[[Callable[..., None]], Rule]:
    """Declare a rule of the knowledge base.

    ``citation`` is the law down to its subdivision (``"27B1(a)"``); ``conditions``
    are experta patterns; ``en``/``ru`` explain the step, with ``{name}`` fields
    filled from the rule's bound variables (seats, calls and cards are spelled
    out in the language of the ruling). ``phase`` names the phase of the ruling the
    rule belongs to, one the knowledge base declares (none: its default phase);
    ``overrides`` names the rules of the same phase it is an exception to
    (``"Law64.tally"``; a class name, ``"Law47"``: every rule of that class in the
    phase), which never fire before it; ``before`` names, the same way, rules of its
    phase it is no exception to but must fire before (the law's own order, or the
    order the ruling tells it in) (see :func:`ordered`).
    """
    overridden = (overrides,) if isinstance(overrides, str) else tuple(overrides)
    earlier_than = (before,) if isinstance(before, str) else tuple(before)

    def decorate(function: Callable[..., None]) -> Rule:
        law_rule = LawRule(citation, en, ru, _parameters(function), phase, overridden,
                           earlier_than)

        def fire(engine: RulingEngine, **bound: Any) -> None:
            engine._fire(function, law_rule, bound)

        fire.__name__ = function.__name__
        fire.__qualname__ = function.__qualname__
        fire.__module__ = function.__module__
        fire.__doc__ = function.__doc__
        fire.law_rule = law_rule  # type: ignore[attr-defined]
        rule = _rule(conditions, fire)
        rule.probes = tuple(
            [_probe(conditions, index, citation, function.__qualname__)
             for index, condition in enumerate(conditions) if _asks(condition)]
            + [_reader(conditions, index, function.__qualname__)
               for index, condition in enumerate(conditions) if _stopped_by(condition)])
        return rule

    return decorate


def _rule(conditions: tuple[Any, ...], fire: Callable[..., None]) -> Rule:
    return _fires(Rule(*conditions), fire)


def _fires(rule: Rule, fire: Callable[..., None]) -> Rule:
    """``rule``, firing ``fire``: what ``Rule(...)(fire)`` does, without inspecting
    ``fire``'s signature (it takes ``**bound``, every name). Of what
    ``functools.update_wrapper`` would copy, only the names are read (``engine.netcache``
    keys a rule by its ``__qualname__``; ``_law_rule`` reads its law from ``fire``), so
    only they are copied: a third of the time, for the ~350 rules of an auction."""
    rule._wrapped = fire
    rule.__module__, rule.__name__, rule.__qualname__, rule.__doc__ = (
        fire.__module__, fire.__name__, fire.__qualname__, fire.__doc__)
    return rule


def _asks(condition: Any) -> bool:
    """Is this condition a finding the rule asks (matched, not merely read if given)?"""
    return isinstance(condition, Finding) and condition.get("assumed") is not False


def _probe(conditions: tuple[Any, ...], index: int, citation: str, name: str) -> Rule:
    """The twin of a rule that asks the finding ``conditions[index]``: the same
    conditions, with that finding not known (neither given nor assumed in this run).
    When it fires, the rule would have fired had the TD made the finding: the engine
    notes that the finding is asked, by this rule's law (of the rules that ask it, the
    one that fires on "yes")."""
    key = conditions[index]["key"]
    on_yes = conditions[index].get("value") is True

    def ask(engine: RulingEngine, **bound: Any) -> None:
        # asked by several rules (a law and its "otherwise"), the question is the law's
        # that a "yes" enacts: 47E2(a)'s, not 47F2's; else the first to ask it
        if key not in engine.asked or (on_yes and not engine.asked[key].on_yes):
            engine.asked[key] = Asked(citation, _fields(bound), on_yes)

    ask.__name__, ask.__qualname__ = f"asks_{key}", f"{name}.asks_{key}"
    return _rule((*conditions[:index], NOT(Finding(key=key)), *conditions[index + 1:]),
                 ask)


def _stopped_by(condition: Any) -> bool:
    """Is this condition ``NOT(Given(...))``: a finding the TD made stops the rule?"""
    return (isinstance(condition, NOT) and len(condition) == 1
            and isinstance(condition[0], Finding) and condition[0].get("assumed") is False)


def _reader(conditions: tuple[Any, ...], index: int, name: str) -> Rule:
    """The twin of a rule that a finding the TD made stops (``NOT(Given(...))`` at
    ``conditions[index]``): the same conditions with the TD's finding of that key,
    of either value, present. When it fires, the finding decided whether the rule
    fired: it was read (the ruling needed it), though no step of the trace may name
    it."""
    key = conditions[index][0]["key"]
    finding = Finding(key=key, assumed=False)

    def read(engine: RulingEngine, **_: Any) -> None:
        for fact in engine._activation.facts:
            if isinstance(fact, Finding) and fact.get("key") == key:
                engine.read.add(fact["__factid__"])

    read.__name__, read.__qualname__ = f"reads_{key}", f"{name}.reads_{key}"
    return _rule((*conditions[:index], finding, *conditions[index + 1:]), read)


def probes(rule: Rule) -> tuple[Rule, ...]:
    """The probes of a rule of the knowledge base (see :func:`law`)."""
    return getattr(rule, "probes", ())


def Given(**fields: Any) -> Finding:  # a pattern, spelt like the facts it matches
    """A finding read only when the TD made it: the rule asks nothing, and does not fire
    in a branch that assumes the finding."""
    return Finding(assumed=False, **fields)


def _parameters(function: Callable[..., None]) -> frozenset[str] | None:
    """The bindings a rule's function names (after ``self``), read once when the rule is
    declared (from its code, which ``inspect.signature`` would read more slowly); None
    when it takes ``**`` (every binding)."""
    code = function.__code__
    if code.co_flags & 0x08:  # CO_VARKEYWORDS: the function takes **
        return None
    return frozenset(code.co_varnames[1:code.co_argcount + code.co_kwonlyargcount])


def ordered(rules: dict[str, Rule], phases: Sequence[str], default: str
            ) -> dict[str, Rule]:
    """The rules (``Law64__tally``: class, two underscores, name), each given the
    experta salience that makes it fire in its place: every rule of a phase before any
    of a later phase, and within a phase every rule before the rules it overrides or
    names as coming after it.

    ``phases`` are the knowledge base's, first to last; ``default`` the phase of a rule
    that names none. Within a phase a rule's rank is the length of the longest chain of
    rules that must come after it (0: none), so an exception comes before its rule
    and each rank before the next lower one; rules of one rank are ordered as experta
    orders them (the newest facts first). An override of a class not among the rules
    (a law the incident's periods do not need) orders nothing. A rule of the default
    phase that must come before none keeps experta's salience 0, and is returned as it
    is; any other is a new rule, the one given left as it is (an edition's engines
    share them).
    """
    position = {phase: i for i, phase in enumerate(phases)}
    of_class: dict[str, list[str]] = {}
    for name in rules:
        of_class.setdefault(name.split("__", 1)[0], []).append(name)
    phase_of: dict[str, str] = {}
    for name, rule in rules.items():
        own = _law_rule(rule).phase or default
        if own not in position:
            raise ValueError(f"{_dotted(name)}: no phase {own!r} (phases: {', '.join(phases)})")
        phase_of[name] = own
    beneath: dict[str, set[str]] = {name: set() for name in rules}  # must come after it
    for name, rule in rules.items():
        declared = _law_rule(rule)
        for how, targets in (("overrides", declared.overrides), ("before", declared.before)):
            for target in targets:
                owner, _, rule_name = target.partition(".")
                if owner not in of_class:
                    continue  # a law the incident's periods do not need
                if rule_name:
                    named = [f"{owner}__{rule_name}"] if f"{owner}__{rule_name}" in rules else []
                else:
                    named = [other for other in of_class[owner]
                             if other != name and phase_of[other] == phase_of[name]]
                if not named:
                    raise ValueError(f"{_dotted(name)} {how} {target}: no such rule")
                for other in named:
                    if phase_of[other] != phase_of[name]:
                        raise ValueError(f"{_dotted(name)} {how} {target}, of phase "
                                         f"{phase_of[other]!r}: phases already order them")
                    beneath[name].add(other)
    rank: dict[str, int] = {}

    def rank_of(name: str, path: tuple[str, ...] = ()) -> int:
        if name in path:
            raise ValueError("overrides go round: " + " > ".join(map(_dotted, path + (name,))))
        if name not in rank:
            rank[name] = 1 + max((rank_of(o, path + (name,)) for o in beneath[name]),
                                 default=-1)
        return rank[name]

    stride = len(rules) + 1
    out: dict[str, Rule] = {}
    for name, rule in rules.items():
        salience = (position[default] - position[phase_of[name]]) * stride + rank_of(name)
        if salience == rule.salience:  # the default phase, overriding nothing: as declared
            out[name] = rule
            continue
        out[name] = _fires(Rule(*rule, salience=salience), rule._wrapped)
    return out


def _law_rule(rule: Rule) -> LawRule:
    return rule._wrapped.law_rule


def _dotted(name: str) -> str:
    return name.replace("__", ".", 1)


# The fields by which a record fact points at another entry of the record (its place).
REFERENCES = ("designated",)


class _StableStrategy(DepthStrategy):
    """experta's depth strategy, with every tie broken by something stable.

    experta orders activations by salience, then by their facts (the newest first);
    activations of one rule on the same facts with different bindings, or of two
    rules on the same facts, would otherwise come in the order of a set of objects
    hashed by address: different from run to run. Here the rule's name, then the
    bindings (facts by their number, values by their text, each under its name: a
    pattern binding none is named by its place, ``engine.rete``'s change 22), settle
    every tie.
    """

    def get_key(self, activation):  # type: ignore[no-untyped-def]
        # experta's own key, without its cache: an activation is hashed to look it
        # up, and one is seldom keyed twice
        salience, facts = DepthStrategy.get_key.__wrapped__(self, activation)
        return (salience, facts, activation.rule._wrapped.__qualname__,
                _Bindings(activation.context))


@functools.total_ordering
class _Bindings:
    """The last tie-break of ``_StableStrategy``: an activation's bindings (facts by
    their number, values by their text), written out only when two activations tie
    on everything before them (seldom: most differ by salience or facts)."""

    __slots__ = ("context", "written")

    def __init__(self, context: Mapping[Any, Any]) -> None:
        self.context = context
        self.written: tuple[tuple[str, str], ...] | None = None

    def text(self) -> tuple[tuple[str, str], ...]:
        if self.written is None:
            self.written = tuple(sorted(
                (str(name), f"#{value['__factid__']}" if isinstance(value, Fact)
                 else repr(value))
                for name, value in self.context.items()))
        return self.written

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Bindings) and self.text() == other.text()

    def __lt__(self, other: _Bindings) -> bool:
        return self.text() < other.text()

    __hash__ = None  # type: ignore[assignment]


SUIT_NAMES = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "ru": {"S": "пики", "H": "черви", "D": "бубны", "C": "трефы"},
}


class _Suit(str):
    """A suit letter, known to be a suit by the name of its field (``S`` is no seat)."""


class _Localiser(string.Formatter):
    """Spell seats, calls, cards and suits in the ruling's language.

    A field whose name ends in ``suit`` or ``suit_led`` holds a suit: ``S`` is spades;
    one whose name ends in ``suits`` holds several ("D C", "DC", "D+C": each letter a
    suit). A format spec names a grammatical case (``{seat:gen}``, ``decline``), a
    noun for what an entry conveyed (``{verb:noun}``), or cards held (``{out:held}``,
    "W SJ" as "West ♠J").
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> Any:
        value, key = super().get_field(field_name, args, kwargs)
        last = field_name.replace("]", "").split("[")[-1].split(".")[-1]
        if isinstance(value, str) and (last.endswith("suit") or last.endswith("suit_led")
                                       or last.endswith("suits")):
            value = _Suit(value)
        return value, key

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, _Suit):
            names = [SUIT_NAMES[self.lang][suit] for suit in value if suit in "SHDC"]
            return super().format_field(", ".join(names), format_spec)
        if format_spec == "held":  # {out:held}: "W SJ E S2" (engine.vocabulary.held_text)
            return held_text(str(value), self.lang)
        if format_spec == "noun":  # {verb:noun}: "темп" (engine.vocabulary.NOUNS)
            return str(NOUNS.get(self.lang, {}).get(value, value))
        if format_spec in CASES:  # {seat:gen}: "у Востока" (engine.vocabulary.decline)
            return str(decline(value, format_spec, self.lang))
        return super().format_field(localise(value, self.lang), format_spec)


class RulingEngine(KnowledgeEngine):
    """The inference engine of one edition; its rules come from the law mixins."""

    edition = ""
    network_cache = True
    """Load the engine's network from the cache of built networks (engine.netcache):
    its rules are the knowledge base's, whose source files the cache's key covers."""

    def __init__(self) -> None:
        super().__init__()
        self.strategy = _StableStrategy()
        self.steps: list[Step] = []
        self.asked: dict[str, Asked] = {}  # finding key -> the rule that asks it first
        self.read: set[int] = set()  # findings that stopped a rule (see _reader)
        self.unread: list[Fact] = []  # facts to account for that nothing used (account)
        self._activation: Any = None
        self._step: Step | None = None
        self._kept: list[Any] = [None, 0, 0, {}]  # _of_type's: list, last, held, lists

    # -- life cycle ------------------------------------------------------------

    def get_rules(self) -> list[Any]:
        """experta's ``get_rules``: every rule of the engine, bound to it, in the order of
        their names; the names read off the class (``rule_names``, which
        ``kb.editions.engine_class`` writes) rather than found by ``inspect.getmembers``
        among its ~900 attributes (~1.2 ms an engine). A class without them (a subclass)
        has experta look for its rules."""
        names = type(self).__dict__.get("rule_names")
        if names is None:
            return super().get_rules()  # type: ignore[no-any-return]
        rules = []
        for name in names:
            rule = getattr(self, name)  # bound to this engine, as getmembers binds it
            rule.ke = self
            rules.append(rule)
        return rules

    def get_deffacts(self) -> list[Any]:
        """experta's own ``DefFacts``, the one declaring ``InitialFact``, and no other:
        the knowledge base learns the record and findings through ``start`` and
        ``learn``. Named here, so a reset need not inspect every rule of the engine to
        find it (``tests/test_editions.py`` checks there is no other)."""
        return [self._declare_initial_fact]

    def start(self, findings: dict[str, bool], assumed: dict[str, bool] | None = None
              ) -> None:
        """Reset, then assert the TD's findings and those this run assumes (a branch)."""
        self.reset()
        self.steps = []
        self.asked = {}
        self.read = set()
        self.unread = []
        for key, value in findings.items():
            self.declare(Finding(key=key, value=value, assumed=False))
        for key, value in (assumed or {}).items():
            self.declare(Finding(key=key, value=value, assumed=True))

    def learn(self, *facts: Fact) -> None:
        """Assert record facts as they happened, and draw every conclusion they allow."""
        self.declare(*facts)
        self.run()

    def run(self, steps: float = float("inf")) -> None:
        """experta's run loop, keeping the activation so that a step knows its facts."""
        self.running = True
        while steps > 0 and self.running:
            added, removed = self.get_activations()
            self.strategy.update_agenda(self.agenda, added, removed)
            activation = self.agenda.get_next()
            if activation is None:
                break
            steps -= 1
            self._activation = activation
            activation.rule(self, **{k: v for k, v in activation.context.items()
                                     if not k.startswith("__")})
            self._activation = None
        self.running = False

    def used(self) -> set[int]:
        """The facts some rule used: named in a step's ``because``, a finding that
        stopped a rule, or an irregularity a ruling item is about (its ``irr``, the
        irregularity's ``at``: ruled on, as the safety net of the knowledge base reads
        it, though the rule matched the call or card rather than the irregularity)."""
        ruled = {f.get("irr") for f in self.facts.values() if isinstance(f, Item)}
        named = [f for step in self.steps for f in step.because if "__factid__" in f]
        # an entry another fact a rule used points at (a card dummy played names the
        # entry of declarer's designation, ``designated``) was read with it; and a
        # designation the card played carried out is the regular way to play from dummy
        pointed = {f.get(field) for f in named for field in REFERENCES if f.get(field)}
        pointed |= {f.get("designated") for f in self.facts.values()
                    if f.get("designated") and f.get("matches_designation")}
        return ({f["__factid__"] for f in named} | self.read
                | {f["__factid__"] for f in self.facts.values()
                   if isinstance(f, Irregularity) and f.get("at") in ruled}
                | {f["__factid__"] for f in self.facts.values()
                   if isinstance(f, (Action, Accepted)) and f.get("at") in pointed})

    def account(self, must_read: Callable[[Fact], bool]) -> None:
        """After the record: hand the knowledge base, as ``Unread`` facts, the facts it
        must account for (``must_read``) that no rule used, and let its report rules say
        so; ``unread`` keeps those still unaccounted for after that (none, when the
        knowledge base words every one)."""
        def left() -> list[Fact]:
            used = self.used()
            return [f for f in list(self.facts.values())  # a branch's assumption: its own
                    if must_read(f) and f["__factid__"] not in used and not f.get("assumed")]

        unread = left()
        if unread:
            self.declare(*(Unread(fact=type(f).__name__,
                                  **{k: f[k] for k in ("at", "key") if k in f})
                           for f in unread))
            self.run()
            unread = left()
        self.unread = unread

    # -- firing and concluding ---------------------------------------------------

    def _fire(self, function: Callable[..., None], rule: LawRule, bound: dict[str, Any]) -> None:
        used = sorted((f for f in self._activation.facts if f.__class__.__name__ != "InitialFact"),
                      key=lambda f: f["__factid__"])
        step = Step(number=0, rule=function.__qualname__, law=rule.citation, because=used)
        step.text = StepText(rule, dict(bound))
        self._step = step
        try:
            takes = rule.takes
            function(self, **(bound if takes is None else
                              {k: v for k, v in bound.items() if k in takes}))
        finally:
            self._step = None
        if step.concludes:
            step.number = len(self.steps) + 1
            self.steps.append(step)

    def conclude(self, *facts: Fact) -> None:
        """Assert conclusions of the rule now firing."""
        step = self._step
        if step is None:
            raise RuntimeError("conclude() is for rules of the knowledge base")
        for fact in facts:
            declared = self.declare(fact)
            step.concludes.append(declared if declared is not None else fact)

    def use(self, *facts: Fact) -> None:
        """Name more facts the rule now firing relied on (found in its body, not matched)."""
        if self._step is None:
            raise RuntimeError("use() is for rules of the knowledge base")
        self._step.because.extend(f for f in facts if f not in self._step.because)

    def found(self, fact_type: type, **fields: Any) -> list[Fact]:
        """The facts of a type with the given fields, in the order they were learnt."""
        return [f for f in self._of_type(fact_type)
                if all(f.get(k) == v for k, v in fields.items())]

    def _of_type(self, fact_type: type) -> list[Fact]:
        """The facts of a type in the order they were learnt, kept for the same fact
        list while it only grows: a declaration raises its last number and the number
        of facts it holds by one, a retraction lowers the second alone, so when both
        rose alike since they were kept, only declarations came, and the new facts are
        those numbered from the last kept on (added to the lists kept); any other
        change, and the lists are made anew. A rule's tests ask for the same type again
        and again as the facts pass through the network."""
        facts = self.facts
        last, held = facts.last_index, len(facts)
        kept = self._kept
        if kept[0] is not facts or held - kept[2] != last - kept[1]:
            kept = self._kept = [facts, last, held, {}]
        elif last != kept[1]:
            new = [facts[number] for number in range(kept[1], last)]
            for kind, listed in kept[3].items():
                listed.extend(f for f in new if isinstance(f, kind))
            kept[1], kept[2] = last, held
        of_type = kept[3].get(fact_type)
        if of_type is None:
            of_type = kept[3][fact_type] = [f for f in facts.values()
                                            if isinstance(f, fact_type)]
        return of_type

    def item(self, type: str, law: str | None = None, irr: str | None = None,
             **fields: Any) -> Item:
        """A ruling item (see the ruling spec), to pass to :meth:`conclude`; its ``law``
        is the citation of the rule now firing unless another is named."""
        if law is None:
            if self._step is None:
                raise RuntimeError("item() without a law is for rules of the knowledge base")
            law = self._step.law
        values = {"type": type, "law": law, **{k: v for k, v in fields.items() if v is not None}}
        if values.get("holder") in ("NS", "EW"):  # "either defender": a seat, and both
            values["holders"] = self._either(values["holder"])
            values["holder"] = values["holders"][0]
        if type == "not-covered" and not _encodes(self.edition, str(law)):
            values["encoded"] = False  # the law itself is not in the knowledge base
        if irr is not None:
            values["irr"] = irr
        return Item(**values)

    def _either(self, pair: str) -> list[str]:
        """The two seats of a side (``NS``, ``EW``) an option goes to, by role: of the
        defenders, declarer's left-hand opponent first (the opening leader: the defender
        the play's rotation reaches first from declarer); of declarer's side, declarer
        first. A role, not a seat letter, so the ``holder`` turns with the table; both
        seats stay in ``holders``. With no contract known, the side's seats in the
        order N, E, S, W."""
        seats = [seat for seat in SEATS if seat in pair]
        contract = next((f for f in self.facts.values() if type(f).__name__ == "Contract"),
                        None)
        if contract is None or not contract.get("declarer"):
            return seats
        declarer = contract["declarer"]
        first = declarer if declarer in seats else SEATS[(SEATS.index(declarer) + 1) % 4]
        return [first, next(seat for seat in seats if seat != first)]

    # -- introspection -----------------------------------------------------------

    @classmethod
    def law_rules(cls) -> list[tuple[str, LawRule]]:
        """Every rule of this edition, as (``Law27.accepted``, its citation and texts)."""
        return sorted(
            (name.replace("__", ".", 1), value._wrapped.law_rule)
            for name, value in vars(cls).items()
            if isinstance(value, Rule) and hasattr(value._wrapped, "law_rule")
        )


def _encodes(edition: str, citation: str) -> bool:
    """Does the knowledge base encode the law of this citation (``35A`` is Law 35)?"""
    from ruling.engine.registry import knowledge

    number = "".join(itertools.takewhile(str.isdigit, citation))
    return knowledge().encodes(edition, number)


def _fields(bound: dict[str, Any]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for key, value in bound.items():
        if isinstance(value, Fact):
            values[key] = {k: v for k, v in value.items() if not str(k).startswith("__")}
        else:
            values[key] = value
    return values
