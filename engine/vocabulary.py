"""The names of things in the ruling's languages, for the localiser and the renderer.

One place for the words a ruling uses for an irregularity and for a place in the
record, so that a rule's text and the ruling around it say them alike.
"""

from __future__ import annotations

from engine.notation import parse_place

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
        "card-withdrawn": "card withdrawn", "claim": "claim",
        "simultaneous-cards": "two cards played at once",
        "penalty-card-not-played": "penalty card not played when required",
        "incomplete-designation": "incomplete or invalid designation of dummy's card",
        "change-of-designation": "change of designation of dummy's card",
    },
    "ru": {
        "pass-out-of-rotation": "пас вне очереди",
        "bid-out-of-rotation": "назначение вне очереди",
        "double-out-of-rotation": "контра или реконтра вне очереди",
        "insufficient-bid": "недостаточная заявка",
        "inadmissible-double": "неприемлемая контра или реконтра",
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
        "simultaneous-cards": "две карты сыграны одновременно",
        "penalty-card-not-played": "штрафная карта не сыграна, когда требовалось",
        "incomplete-designation": "неполное или ошибочное обозначение карты болвана",
        "change-of-designation": "изменение обозначения карты болвана",
    },
}


def place(at: str, lang: str) -> str:
    """Where in the record, in the ruling's language: ``auction 4``, ``розыгрыш 7``."""
    where = parse_place(at)
    if lang != "ru" or where is None:
        return at
    return f"{'торговля' if where[0] == 'auction' else 'розыгрыш'} {where[1]}"
