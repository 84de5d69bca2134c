"""Titles of the laws the knowledge base names without a module of their own.

Each encoded law's module carries its own title; these are for laws that are only
recognised (the ruling then says they are not covered) or handled by a shared
module (the result of the board, Law 77; the 17D3 rules live with Law 34).
"""

TITLES: dict[str, dict[str, str]] = {
    "10": {"en": "Assessment of rectification", "ru": "Определение исправления нарушения"},
    "17": {"en": "The auction period", "ru": "Период торговли"},
    "24": {"en": "Card exposed or led during the auction",
           "ru": "Карта, открытая или выложенная во время торговли"},
    "25": {"en": "Legal and illegal changes of call",
           "ru": "Легальное и нелегальное изменение заявки"},
    "27": {"en": "Insufficient bid", "ru": "Недостаточная заявка"},
    "28": {"en": "Calls considered to be in rotation",
           "ru": "Заявки, считающиеся сделанными в очередь"},
    "29": {"en": "Procedure after a call out of rotation",
           "ru": "Процедура после заявки вне очереди"},
    "31": {"en": "Bid out of rotation", "ru": "Назначение вне очереди"},
    "32": {"en": "Double or redouble out of rotation", "ru": "Контра или реконтра вне очереди"},
    "34": {"en": "Retention of the right to call", "ru": "Сохранение права на заявку"},
    "38": {"en": "Bid of more than seven", "ru": "Назначение выше семи"},
    "39": {"en": "Call after the final pass", "ru": "Заявка после финального паса"},
    "54": {"en": "Faced opening lead out of turn", "ru": "Открытый первый ход вне очереди"},
    "55": {"en": "Declarer's lead out of turn", "ru": "Ход разыгрывающего вне очереди"},
    "56": {"en": "Defender's lead out of turn", "ru": "Ход защитника вне очереди"},
    "57": {"en": "Premature lead or play", "ru": "Преждевременный ход или снос"},
    "61": {"en": "Failure to follow suit", "ru": "Неследование в масть (фальшренонс)"},
    "68": {"en": "Claim or concession of tricks", "ru": "Претензия на взятки или их уступка"},
    "77": {"en": "Duplicate bridge scoring table", "ru": "Таблица записи спортивного бриджа"},
}


def title(number: str, lang: str) -> str:
    """The title of a law named without a module of its own ("" if it has none here)."""
    return TITLES.get(number, {}).get(lang, "")
