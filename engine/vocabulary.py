"""The names of things in the ruling's languages, for the localiser and the renderer.

One place for the words a ruling uses for an irregularity, a place in the record and
what the record says there, so that a rule's text and the ruling around it say them
alike.
"""

from __future__ import annotations

import re
from typing import Any

from ruling.engine.notation import (
    RUSSIAN,
    SEAT_NAMES,
    SEATS,
    STRAIN_SYMBOLS,
    VERBS,
    parse_call,
    parse_card,
    parse_place,
)

KINDS = {
    "en": {
        "pass-out-of-rotation": "pass out of rotation",
        "bid-out-of-rotation": "bid out of rotation",
        "double-out-of-rotation": "double or redouble out of rotation",
        "insufficient-bid": "insufficient bid",
        "inadmissible-double": "inadmissible double or redouble",
        "bid-above-seven": "bid above seven",
        "call-after-final-pass": "call after the final pass",
        "call-violating-obligation-to-pass": "call violating an obligation to pass",
        "change-of-call": "change of call",
        "opening-lead-out-of-turn": "opening lead out of turn",
        "lead-out-of-turn": "lead out of turn", "premature-play": "premature play",
        "revoke": "revoke", "exposed-card": "exposed card", "fifth-card": "fifth card",
        "dummy-misplayed-card": "card misplayed by dummy",
        "dummy-forbidden-action": "dummy's forbidden action",
        "card-withdrawn": "card withdrawn", "claim": "claim", "concession": "concession",
        "use-of-unauthorized-information": "use of unauthorized information",
        "simultaneous-cards": "two cards played at once",
        "penalty-card-not-played": "penalty card not played when required",
        "incomplete-designation": "incomplete or invalid designation of dummy's card",
        "change-of-designation": "change of designation of dummy's card",
        "misinformation": "misinformation (a mistaken explanation)",
        "incomplete-explanation": "incomplete explanation (special information left out)",
        "undisclosed-understanding": "undisclosed understanding (a deviation partner expected)",
        "misleading-action": "misleading action (a false inference drawn from it)",
    },
    "ru": {
        "pass-out-of-rotation": "пас вне очереди",
        "bid-out-of-rotation": "назначение вне очереди",
        "double-out-of-rotation": "контра или реконтра вне очереди",
        "insufficient-bid": "недостаточная заявка",
        "inadmissible-double": "недопустимая контра или реконтра",
        "bid-above-seven": "назначение выше семи",
        "call-after-final-pass": "заявка после финального паса",
        "call-violating-obligation-to-pass": "заявка, нарушающая обязанность пасовать",
        "change-of-call": "изменение заявки",
        "opening-lead-out-of-turn": "первый ход вне очереди",
        "lead-out-of-turn": "ход вне очереди", "premature-play": "преждевременная игра",
        "revoke": "фальшренонс", "exposed-card": "открытая карта",
        "fifth-card": "пятая карта во взятку",
        "dummy-misplayed-card": "карта, неправильно сыгранная болваном",
        "dummy-forbidden-action": "запрещённое действие болвана",
        "card-withdrawn": "взятие назад сыгранной карты", "claim": "претензия",
        "concession": "уступка",
        "use-of-unauthorized-information": "использование неразрешённой информации",
        "simultaneous-cards": "две карты сыграны одновременно",
        "penalty-card-not-played": "штрафная карта не сыграна, когда требовалось",
        "incomplete-designation": "неполное или ошибочное обозначение карты болвана",
        "change-of-designation": "изменение обозначения карты болвана",
        "misinformation": "дезинформация (ошибочное объяснение)",
        "incomplete-explanation": "неполное объяснение (упущены особые сведения)",
        "undisclosed-understanding": "нераскрытая договорённость (отклонение, ожидаемое партнёром)",
        "misleading-action": "вводящее в заблуждение действие (из него сделан ложный вывод)",
    },
}


# Words for what the record says, where the record's own notation is English.
RECORD_WORDS = {
    "en": {
        "accepts": "accepts", "exposes": "exposes", "withdraws": "withdraws",
        "names": "names", "spreads": "spreads his hand", "claims": "claims",
        "concedes": "concedes", "objects": "objects at once", "warns": "warns",
        "asks": "asks", "looks": "looks at",
        "attention": "draws attention", "changes": "changes", "chooses": "chooses",
        "explains": "explains", "corrects": "corrects the explanation of",
        "remarks": "remarks", "reserves": "reserves the right to call the director later",
        "overhears": "receives extraneous information", "tempo/slow": "slow (a hesitation)",
        "tempo/fast": "fast (unwonted speed)", "alerted": "(alerted)",
        "accidental": "(accidentally)", "lead": "lead", "withdrawn": "taken back",
        "not-played": "not played", "undecided": "not yet decided",
        "director": "the director is called",
        "cancelled/director": "{seat}'s call at {of} is cancelled by the director's ruling",
        "cancelled/correct-player": "{seat}'s call at {of} is cancelled: the player whose "
                                    "turn it was called",
        "cancelled/missed-turn": "{seat}'s call at {of} is cancelled: the player who missed "
                                 "his turn called",
        "accepted": "{seat} accepts the call at {of}",
        "accepted/play": "{seat} accepts the entry at {of}",
        "called-over": "{seat} calls after the irregular call at {of}, accepting it",
        "auction-over": "the auction is over: {contract} by {declarer}",
        "passed-out": "the auction is over: passed out",
        "play-over": "end of the play record: NS {NS} tricks, EW {EW}",
        "cards-left": "the cards left at {at}: {hands}",
        "shown-out": "; shown out before: {voids}",
        "tricks/play": "declarer's tricks: {tricks} (from the play)",
        "tricks/td": "declarer's tricks: {tricks} (given by the TD)",
        "tricks/claim": "declarer's tricks: {tricks} (by the claim)",
        "contract": "contract {contract} by {declarer}",
        "revoke": "{at}: {seat} revokes with {card} on trick {trick}",
        "established": ", established at {established_at}",
        "trick": "trick {number} won by {winner}", "end": "end of the record",
        "unread": "no rule used {what}",
        "finding": "finding {key} ({name}) = {value}", "assumed": " (assumed)",
        "ruling": "ruling: ",
        "turn": "{}'s turn", "designation/low": "the lowest card",
        "designation/high": "the highest card", "designation/any": "any card",
        "designation/suit": "the suit {suit} only", "designation/rank": "the rank {rank} only",
    },
    "ru": {
        "accepts": "принимает", "exposes": "открывает", "withdraws": "берёт назад",
        "names": "называет", "spreads": "раскрывает карты", "claims": "заявляет претензию, взяток:",
        "concedes": "уступает, взяток:", "objects": "сразу возражает", "warns": "предупреждает",
        "asks": "спрашивает",
        "looks": "смотрит карты игрока", "attention": "привлекает внимание", "changes": "меняет",
        "chooses": "выбирает", "explains": "объясняет", "corrects": "исправляет объяснение",
        "remarks": "говорит", "reserves": "оставляет за собой право вызвать судью позже",
        "overhears": "получает постороннюю информацию",
        "tempo/slow": "с заминкой", "tempo/fast": "необычно быстро",
        "alerted": "(с алертом)", "accidental": "(случайно)", "lead": "ход",
        "withdrawn": "взята назад", "not-played": "не сыграна", "undecided": "не решено",
        "director": "вызван судья",
        "cancelled/director": "заявка игрока {seat} ({of}) отменена по решению судьи",
        "cancelled/correct-player": "заявка игрока {seat} ({of}) отменена: заявил игрок, "
                                    "чья была очередь",
        "cancelled/missed-turn": "заявка игрока {seat} ({of}) отменена: заявил игрок, "
                                 "пропустивший очередь",
        "accepted": "{seat} принимает заявку ({of})",
        "accepted/play": "{seat} соглашается с тем, что сделано ({of})",
        "called-over": "{seat} заявил после неправильной заявки ({of}), тем самым приняв её",
        "auction-over": "торговля окончена: контракт {contract}, разыгрывает {declarer}",
        "passed-out": "торговля окончена: сдача спасована",
        "play-over": "конец записи розыгрыша: взяток у СЮ {NS}, у ВЗ {EW}",
        "cards-left": "оставшиеся карты ({at}): {hands}",
        "shown-out": "; ренонс ранее показали: {voids}",
        "tricks/play": "взяток у разыгрывающего: {tricks} (по розыгрышу)",
        "tricks/td": "взяток у разыгрывающего: {tricks} (со слов судьи)",
        "tricks/claim": "взяток у разыгрывающего: {tricks} (по претензии)",
        "contract": "контракт {contract}, разыгрывает {declarer}",
        "revoke": "{at}: {seat} делает фальшренонс ({card}) во взятке {trick}",
        "established": ", установлен ({established_at})",
        "trick": "взятка {number}: взял {winner}", "end": "конец записи",
        "unread": "ни одно правило не использовало: {what}",
        "finding": "вывод судьи «{name}» = {value}", "assumed": " (предположение)",
        "ruling": "решение: ", "turn": "очередь {}", "designation/low": "младшую карту",
        "designation/high": "старшую карту", "designation/any": "любую карту",
        "designation/suit": "только масть {suit}", "designation/rank": "только достоинство {rank}",
    },
}


def place(at: str, lang: str) -> str:
    """Where in the record, in the ruling's language: ``auction 4``, ``розыгрыш 7``."""
    where = parse_place(at)
    if lang != "ru" or where is None:
        return at
    return f"{'торговля' if where[0] == 'auction' else 'розыгрыш'} {where[1]}"


# The four seats declined, for a seat written inside a Russian sentence ("для Запада",
# "ограничивает Запада", "Западу"): nominative, genitive, dative, accusative,
# instrumental, prepositional. English has one form.
SEAT_CASES = {
    "N": ("Север", "Севера", "Северу", "Севера", "Севером", "Севере"),
    "E": ("Восток", "Востока", "Востоку", "Востока", "Востоком", "Востоке"),
    "S": ("Юг", "Юга", "Югу", "Юга", "Югом", "Юге"),
    "W": ("Запад", "Запада", "Западу", "Запада", "Западом", "Западе"),
}
CASES = ("nom", "gen", "dat", "acc", "ins", "pre")


# Calls that decline in Russian (a bid, 1♥ or 3БК, does not): nominative, genitive,
# dative, accusative, instrumental, prepositional.
CALL_CASES = {
    "пас": ("пас", "паса", "пасу", "пас", "пасом", "пасе"),
    "контра": ("контра", "контры", "контре", "контру", "контрой", "контре"),
    "реконтра": ("реконтра", "реконтры", "реконтре", "реконтру", "реконтрой", "реконтре"),
}


# What an entry of the record conveyed, named as a noun (a rule's text writes
# ``{verb:noun}``: "(темп)"); English writes the record's own word.
NOUNS = {"ru": {"tempo": "темп", "remarks": "замечание или жест", "asks": "вопрос",
                "explains": "объяснение", "corrects": "исправление объяснения"}}


def decline(value: Any, case: str, lang: str) -> Any:
    """A seat or call spelled in the ruling's language in a grammatical case (a rule's
    text writes ``{seat:gen}``: "у Востока", ``{call:acc}``: "заменить контру"); in
    English, and for anything else, as ``localise`` spells it."""
    if lang != "ru" or not isinstance(value, str):
        return localise(value, lang)
    if value in SEAT_CASES:
        return seat_in(value, case, lang)
    spelled = localise(value, lang)
    return CALL_CASES[spelled][CASES.index(case)] if spelled in CALL_CASES else spelled


def seat_in(seat: str, case: str, lang: str) -> str:
    """A seat's name in a grammatical case: ``seat_in("W", "gen", "ru")`` is "Запада"
    (the players are people: the accusative is the genitive); English names as they are."""
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    if lang != "ru":
        return names.get(seat, seat)
    return SEAT_CASES[seat][CASES.index(case)] if seat in SEAT_CASES else seat


# The sides, as a ruling names them: NS and EW; in Russian СЮ and ВЗ.
SIDES = {"en": {"NS": "NS", "EW": "EW"}, "ru": {"NS": "СЮ", "EW": "ВЗ"}}
# a contract or result as the record writes it (a pattern re compiles at its first use)
_CONTRACT = r"^([1-7])(NT|[CDHS])(X{0,2})([+-]\d+|=)?$"


def contract_text(written: str, lang: str) -> str:
    """A contract or result as the record writes it (``4SX-1``, ``3NT=``), for people:
    ``4♠X−1``, ``3NT=``; in Russian ``4♠х−1``, ``3БК=``. Anything else as it is."""
    found = re.match(_CONTRACT, written)
    if not found:
        return written
    level, strain, doubled, result = found.groups()
    table = RUSSIAN if lang == "ru" else {}
    return (f"{level}{table.get(strain, STRAIN_SYMBOLS[strain])}{table.get(doubled, doubled)}"
            f"{(result or '').replace('-', '−')}")


def held_text(pairs: str, lang: str) -> str:
    """Cards and who holds them, as the record writes them ("W SJ E S2"), for people:
    "West ♠J, East ♠2"; in Russian "Запад ♠В, Восток ♠2"."""
    words = pairs.split()
    return ", ".join(f"{localise(seat, lang)} {localise(card, lang)}"
                     for seat, card in zip(words[::2], words[1::2], strict=True))


def localise(value: Any, lang: str) -> Any:
    """A seat, side, call, card, contract, place in the record or kind of irregularity
    spelled for people: West, 1♥, ♥K, розыгрыш 7, revoke; in Russian СЮ, пас, ♥К, 3БК;
    anything else as it is."""
    if not isinstance(value, str):
        return value
    if value in SEATS:
        return SEAT_NAMES[lang][value]
    if value in SIDES[lang]:
        return SIDES[lang][value]
    if value in KINDS[lang]:
        return KINDS[lang][value]
    if lang == "ru" and value in VERBS:  # what an entry of the record says its player did
        return RECORD_WORDS[lang][value]
    if parse_place(value) is not None:
        return place(value, lang)
    try:
        if value[:1].isdigit():
            if lang == "ru" and re.match(_CONTRACT, value):  # a bid, contract or result
                return contract_text(value, lang)
            return parse_call(value).symbol(lang)
        if len(value) in (2, 3) and value[0] in "SHDC":
            return parse_card(value).symbol(lang)
        if lang == "ru" and value in ("P", "X", "XX"):
            return parse_call(value).symbol(lang)
    except ValueError:
        pass
    return value
