"""What a ruling must account for (never silent), and how its report names it.

The record's entries other than calls and cards (every ``Action``, whatever its verb,
and every ``accepts``), the findings the TD gave and the irregularities recognised
must each be used by some rule, or reported in the ruling: the engine hands back, as
an ``Unread`` fact, each one no rule used (``engine.inference.RulingEngine.account``),
and the report rules of ``kb.recognition.NotCovered`` say what the TD decides (a
finding a branch of the run assumes is the engine's, never handed back).

Not counted: calls and cards (a regular one needs no rule; an irregular one is its
irregularity's), declarer's designation of a card dummy then played (the regular way
to play from dummy; one a rule reads through the card is read with it), the TD's
calls (``DirectorCalled``: a call no rule reads changes nothing), and what the record
derives from calls (a call passed over or cancelled, the auction's end, the tricks).
"""

from __future__ import annotations

from typing import Any

from ruling.engine.facts import Accepted, Action, Finding, Irregularity

# The law that governs an entry of each verb, named in a not-covered item when no rule
# of the knowledge base read the entry (the same number in both editions).
ENTRY_LAW = {
    "claims": "68", "concedes": "68", "spreads": "68",  # facing the hand claims (68A)
    "objects": "68",  # an objection to a claim or concession at once (68B2, 68D2)
    "withdraws": "47", "names": "46", "warns": "42", "asks": "61", "looks": "43",
    "attention": "9", "chooses": "10", "accepts": "10", "changes": "25",
    "reserves": "16", "overhears": "16",  # 16B2 and 16D (2017); Law 16 in both editions
}
EXPOSED_LAW = {"auction": "24", "declarer": "48", "dummy": "48", "defender": "49"}
# What a player conveyed besides his calls and cards (issue 13): the law that governs it,
# by edition. 2017: a hesitation, unwonted speed or a remark is information partner may
# not use (16B), an explanation and its correction are 20F's (75 for a mistaken one); the
# 1987 Laws are cited by number alone (their subdivisions are not in the seeds).
CONVEYED_LAW = {
    "2017": {"tempo": "16B", "remarks": "16B", "explains": "20F", "corrects": "20F"},
    "1987": {"tempo": "16", "remarks": "16", "explains": "20", "corrects": "20"},
}


def must_read(fact: Any) -> bool:
    """Must the ruling account for this fact (see the module's docstring)?"""
    return isinstance(fact, (Action, Accepted, Finding, Irregularity))


def entry_law(act: Any, edition: str = "2017") -> str:
    """The law that governs the entry (an ``Action`` or ``Accepted``)."""
    verb = act.get("verb", "accepts")
    conveyed = CONVEYED_LAW.get(edition, CONVEYED_LAW["1987"])
    if verb in conveyed:
        return conveyed[verb]
    if verb == "asks" and (act.get("period") == "auction" or act.get("target") is None):
        return "20"  # a question about the auction (Law 20), not a revoke's (61)
    if verb == "exposes":
        return EXPOSED_LAW.get("auction" if act.get("period") == "auction"
                               else act.get("role") or "defender", "49")
    return ENTRY_LAW.get(verb, "81")


RUSSIAN_VERBS = {
    "exposes": "открыл карту", "withdraws": "забрал карту", "names": "назвал карту болвана",
    "spreads": "открыл свои карты", "claims": "заявил претензию на взятки",
    "concedes": "уступил взятки", "warns": "предупредил", "asks": "спросил",
    "looks": "посмотрел карты", "attention": "обратил внимание на нарушение",
    "chooses": "заявил о выборе", "accepts": "принял нарушение",
    "changes": "изменил заявку", "objects": "сразу возразил против претензии (уступки)",
    "explains": "объяснил заявку", "corrects": "исправил объяснение заявки",
    "remarks": "сделал замечание или жест", "tempo": "сделал ход в необычном темпе",
    "reserves": "оставил за собой право вызвать судью позже",
    "overhears": "получил постороннюю информацию",
}
TEMPO_WORDS = {
    "en": {"slow": "unmistakable hesitation", "fast": "unwonted speed"},
    "ru": {"slow": "явная заминка", "fast": "необычная поспешность"},  # the subject
}


def entry_text(act: Any, lang: str = "en") -> str:
    """The entry as the record writes it (``N looks E``, ``W exposes HQ accidental``);
    in Russian, the player and what he did, in words."""
    verb = act.get("verb", "accepts")
    if lang == "ru":
        from ruling.engine.vocabulary import localise

        said = RUSSIAN_VERBS.get(verb, verb)
        if verb == "tempo":  # the call or card itself, spelled in Russian
            made = localise(act.get("call") or act.get("card"), "ru")
            said = f"{made} ({TEMPO_WORDS['ru'][act['tempo']]})"
        elif verb in ("explains", "corrects") and act.get("call"):
            said += f" {localise(act['call'], 'ru')}"
        return f"{localise(act.get('seat') or '', 'ru')} {said}".strip()
    if verb == "tempo":  # as the record writes it: W P slow
        return f"{act.get('seat')} {act.get('call') or act.get('card')} {act['tempo']}"
    words = [act.get("seat") or "", verb]
    for name in ("card", "call", "target", "count", "choice"):  # a statement: not repeated
        if act.get(name) is not None:
            words.append(str(act[name]))
            break
    else:
        if act.get("designation") is not None:
            words.append(str(act.get("suit") or act.get("rank") or act["designation"]))
    if act.get("accidental"):
        words.append("accidental")
    return " ".join(w for w in words if w)


def conveyed_decide(act: Any, at: str, law: str, edition: str) -> tuple[str, str] | None:
    """What the TD decides about an entry that may have conveyed information (a tempo, a
    remark, an explanation or its correction, a question about a call), in English and
    Russian, until the laws of issue 13 are encoded; None for the other entries."""
    from ruling.engine.vocabulary import localise, place

    verb, seat = act.get("verb"), act.get("seat") or ""
    en_seat, ru_seat, ru_at = localise(seat, "en"), localise(seat, "ru"), place(at, "ru")
    said = act.get("statement")
    en_said, ru_said = (f" ('{said}')", f" («{said}»)") if said else ("", "")
    new = edition == "2017"  # the 1987 Laws by number alone
    ui = "16B" if new else "16"
    misinformed = "75, 21B, 47E2" if new else "75, 21"
    if verb == "tempo":
        what = act.get("call") or act.get("card")
        return (f"consequences of {en_seat}'s {TEMPO_WORDS['en'][act['tempo']]} ({what} at "
                f"{at}): whether it conveyed unauthorized information to his partner, and "
                f"whether partner then chose an action it suggested over a logical "
                f"alternative (Laws {law}, {'73C' if new else '73'})",
                f"последствия: {TEMPO_WORDS['ru'][act['tempo']]} игрока {ru_seat} ({what}, "
                f"{ru_at}) — передала ли она партнёру неразрешённую информацию и выбрал ли "
                f"партнёр затем подсказанное ею действие при наличии логической альтернативы "
                f"(правила {law}, {'73C' if new else '73'})")
    if verb == "remarks":
        return (f"consequences of {en_seat}'s remark or gesture at {at}{en_said}: whether it "
                f"conveyed unauthorized information to his partner (Laws {law}, "
                f"{'73B' if new else '73'})",
                f"последствия замечания или жеста игрока {ru_seat} ({ru_at}){ru_said}: "
                f"передало ли оно партнёру неразрешённую информацию (правила {law}, "
                f"{'73B' if new else '73'})")
    if verb == "explains":
        return (f"consequences of {en_seat}'s explanation of {act.get('call')} at {at}"
                f"{en_said}: whether it was the partnership agreement, or misinformation "
                f"(Laws {law}, {misinformed})",
                f"последствия объяснения заявки {act.get('call')} игроком {ru_seat} "
                f"({ru_at}){ru_said}: соответствовало ли оно соглашению пары или оппоненты "
                f"дезинформированы (правила {law}, {misinformed})")
    if verb == "corrects":
        return (f"consequences of {en_seat}'s correction of the explanation of "
                f"{act.get('call')} at {at}{en_said}: whether it came when the Laws require "
                f"it, and whether the opponents were misinformed before it (Laws {law}, "
                f"{misinformed})",
                f"последствия исправления объяснения заявки {act.get('call')} игроком "
                f"{ru_seat} ({ru_at}){ru_said}: сделано ли оно тогда, когда требуют правила, "
                f"и были ли оппоненты дезинформированы до него (правила {law}, "
                f"{misinformed})")
    if verb == "asks" and act.get("period") == "auction" and act.get("target") is None:
        about, ru_about = ((f"about {act['call']}", f"о заявке {act['call']}")
                           if act.get("call") else ("about the auction", "о торговле"))
        return (f"consequences of {en_seat}'s question {about} at {at}: whether it conveyed "
                f"unauthorized information to his partner (Laws {law}, {ui})",
                f"последствия вопроса игрока {ru_seat} {ru_about} ({ru_at}): передал ли он "
                f"партнёру неразрешённую информацию (правила {law}, {ui})")
    return None
