"""The TD's findings: the questions of fact and judgement the record cannot answer."""

QUESTIONS: dict[str, dict[str, str]] = {
    "unintended": {
        "en": "Was the change a slip of the tongue or hand, made without pause for thought?",
        "ru": "Была ли замена механической ошибкой (оговоркой), сделанной без паузы для "
              "раздумий?",
    },
    "comparable": {
        "en": "Is the replacement call comparable to the withdrawn one (Law 23A: same or "
              "similar meaning, a subset of its meanings, or the same purpose)?",
        "ru": "Сопоставима ли заменяющая заявка с отменённой (то же или близкое значение, "
              "подмножество значений или та же цель)?",
    },
    "could_see": {
        "en": "Did the defender hold the card so that his partner could see its face?",
        "ru": "Держал ли защитник карту так, что партнёр мог видеть её лицевую сторону?",
    },
    "misinformed": {
        "en": "Did the player act on misinformation given by an opponent?",
        "ru": "Действовал ли игрок на основании дезинформации, полученной от оппонента?",
    },
    "damaged": {
        "en": "Was the non-offending side damaged by the irregularity?",
        "ru": "Нанесён ли ущерб ненарушившей стороне?",
    },
    "intended_lead": {
        "en": "Was the fifth card meant as the lead to the next trick?",
        "ru": "Была ли пятая карта ходом в следующую взятку?",
    },
}
