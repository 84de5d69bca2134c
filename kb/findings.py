"""The TD's findings: the questions of fact and judgement the record cannot answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ruling.engine.inference import phrase

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
    "held_suit_led": {
        "en": "Did the player hold a card of the suit led when he played the card out of "
              "turn?",
        "ru": "Была ли у игрока карта масти хода, когда он сыграл карту вне очереди?",
    },
    "prematurely_led": {
        "en": "Was the card exposed during the auction led before its time (played as a "
              "lead), rather than exposed by accident?",
        "ru": "Была ли карта, открытая во время торговли, сыграна ходом раньше времени, "
              "а не открыта случайно?",
    },
    "major_penalty_card": {
        "en": "Is the defender's penalty card a major one (1987 Law 50: the grade the "
              "project's 1987 sources leave to the TD)?",
        "ru": "Является ли штрафная карта защитника старшей (правило 50 редакции 1987 года: "
              "источники проекта оставляют это судье)?",
    },
    "current_trick_only": {
        "en": "Did the player's statement or action concern only the trick in progress "
              "(whether it would be won or lost), not later tricks?",
        "ru": "Относилось ли заявление или действие игрока только к текущей, ещё не "
              "законченной взятке, а не к последующим?",
    },
    "no_claim_intended": {
        "en": "Did the player who showed his cards demonstrably not intend to claim?",
        "ru": "Очевидно ли, что игрок, открывший свои карты, не собирался заявлять "
              "претензию?",
    },
    "claim_agreed": {
        "en": "Did the opponents agree to the claim or concession?",
        "ru": "Согласились ли оппоненты с претензией (уступкой)?",
    },
    "play_on_by_consent": {
        "en": "Did play go on after the claim at the request of the side that did not claim, "
              "all four players concurring?",
        "ru": "Продолжился ли розыгрыш после претензии по просьбе стороны, не "
              "предъявлявшей её, с согласия всех четверых игроков?",
    },
    "trump_mentioned": {
        "en": "Did the claimer's statement deal with the trump still in an opponent's hand?",
        "ru": "Говорилось ли в объяснении заявившего претензию о козыре, оставшемся у "
              "оппонента?",
    },
    "unaware_of_trump": {
        "en": "Is it at all likely that, when he claimed, the claimer was unaware that a "
              "trump remained in an opponent's hand?",
        "ru": "Можно ли допустить, что в момент претензии заявивший не знал, что у "
              "оппонента остался козырь?",
    },
    "marked_line": {
        "en": "An opponent failed to follow to a suit before the claim: did the claim rest on "
              "a line that plays for a card of that suit where the show-out placed it, one "
              "the claimer would surely have taken on any normal play (70E1)?",
        "ru": "Оппонент до претензии не ответил в масть (показал ренонс): держалась ли претензия "
              "на плане, "
              "рассчитанном на карту этой масти там, где её выдал отказ от масти, и выбрал "
              "бы сделавший претензию этот план при любой нормальной игре (70E1)?",
    },
    "agreement_withdrawn": {
        "en": "Did the side that agreed to the claim withdraw its agreement within the "
              "correction period?",
        "ru": "Отозвала ли согласившаяся сторона своё согласие в период исправлений?",
    },
    "self_inflicted": {
        "en": "After the irregularity, did the non-offending side contribute to its own "
              "damage by an extremely serious error unrelated to the infraction, or by a "
              "gamble it might have hoped to recover through rectification if it failed "
              "(12C1(e))?",
        "ru": "Способствовала ли ненарушившая сторона после нарушения своему ущербу "
              "чрезвычайно серьёзной ошибкой, не связанной с нарушением, или рискованным "
              "действием, рассчитывая в случае неудачи на исправление результата "
              "(12C1(e))?",
    },
    "logical_alternative": {
        "en": "Had the call or play chosen after partner's tempo, remark, question or alert "
              "a logical alternative (16B1(b))?",
        "ru": "Была ли логическая альтернатива у заявки (карты), выбранной после темпа, "
              "замечания, вопроса или алерта партнёра (16B1(b))?",
    },
    "demonstrably_suggested": {
        "en": "Did the unauthorized information demonstrably suggest the action chosen over "
              "the logical alternative (16B1(a))?",
        "ru": "Явно ли подсказала неразрешённая информация выбранное действие, а не "
              "логическую альтернативу (16B1(a))?",
    },
    "misexplained": {
        "en": "Was the explanation given different from the partnership agreement, or did it "
              "describe an agreement the partners do not share (a mistaken explanation, Law "
              "75B, 75D2), rather than a correct explanation of a mistaken call (75C)? "
              "Without evidence to the contrary the TD presumes a mistaken explanation "
              "(21B1(b)).",
        "ru": "Отличалось ли данное объяснение от соглашения пары или описывало соглашение, "
              "которого у партнёров нет (ошибочное объяснение, правила 75B, 75D2), а не было "
              "верным объяснением ошибочной заявки (75C)? При отсутствии доказательств "
              "обратного судья предполагает ошибочное объяснение (21B1(b)).",
    },
    "lead_logical_alternative": {
        "en": "The player with unauthorized information from partner made his opening lead "
              "after a call judged free of infraction: had that lead a logical alternative "
              "(16B1(b))?",
        "ru": "Игрок с неразрешённой информацией от партнёра сделал первый ход после "
              "заявки, в которой нарушения не найдено: была ли у этого хода логическая "
              "альтернатива (16B1(b))?",
    },
    "lead_demonstrably_suggested": {
        "en": "Did the unauthorized information demonstrably suggest that opening lead over "
              "the logical alternative (16B1(a))?",
        "ru": "Явно ли подсказала неразрешённая информация этот первый ход, а не "
              "логическую альтернативу (16B1(a))?",
    },
    "unexpected_alert": {
        "en": "Was partner's alert of the call (or its absence) unexpected for the caller, "
              "telling him how his call had been understood (16B1)?",
        "ru": "Был ли алерт партнёра (или его отсутствие) неожиданным для сделавшего заявку, "
              "то есть сообщил ли он ему, как партнёр понял его заявку (16B1)?",
    },
    "extraneous_affected": {
        "en": "Did the extraneous information the player received affect the result of the "
              "board (16D2(c))?",
        "ru": "Повлияла ли посторонняя информация, полученная игроком, на результат сдачи "
              "(16D2(c))?",
    },
    "discovered_late": {
        "en": "Did the player who corrected his own explanation become aware of his mistake "
              "only in the period he corrected it in (during the play, for a correction in "
              "the play; after the play, for one made then), not earlier (Law 75B2)?",
        "ru": "Обнаружил ли игрок, исправивший собственное объяснение, свою ошибку лишь в "
              "тот период, когда исправил её (во время розыгрыша — для исправления в "
              "розыгрыше; после его окончания — для исправления после розыгрыша), а не "
              "раньше (правило 75B2)?",
    },
    "incomplete_explanation": {
        "en": "Did the explanation leave out special information the explainer had from the "
              "partnership's agreements or experience (not inferences from bridge knowledge "
              "every player shares), which Law 40B5(a) requires him to disclose?",
        "ru": "Упустил ли объяснивший в объяснении особые сведения, известные ему из "
              "соглашений или опыта пары (а не выводы из общеизвестных каждому игроку "
              "бриджевых знаний), которые правило 40B5(a) обязывает раскрыть?",
    },
    "undisclosed_knowledge": {
        "en": "Had the caller's partner more reason than the opponents to expect the call's "
              "deviation from the agreement explained (an undisclosed understanding, from "
              "the partnership's experience, Law 40C1)?",
        "ru": "Было ли у партнёра сделавшего заявку больше оснований, чем у оппонентов, "
              "ожидать отклонения этой заявки от объяснённого соглашения (нераскрытая "
              "договорённость из опыта пары, правило 40C1)?",
    },
    "false_inference": {
        "en": "Did an innocent opponent draw a false inference from the player's question, "
              "remark, manner or tempo (Law 73E2)?",
        "ru": "Сделал ли невиновный оппонент ложный вывод из вопроса, замечания, манеры или "
              "темпа игрока (правило 73E2)?",
    },
    "bridge_reason": {
        "en": "Had the player a demonstrable bridge reason for his question, remark, manner "
              "or tempo (Law 73E2)?",
        "ru": "Была ли у игрока доказуемая бриджевая причина для его вопроса, замечания, "
              "манеры или темпа (правило 73E2)?",
    },
    "could_know": {
        "en": "Could the player have been aware, at the time, that his question, remark, "
              "manner or tempo could work to his benefit (Law 73E2)?",
        "ru": "Мог ли игрок в тот момент сознавать, что его вопрос, замечание, манера или "
              "темп могут пойти ему на пользу (правило 73E2)?",
    },
    "outcomes": {
        "en": "Which results were likely had the infraction not occurred, each with its "
              "weight (the weights summing to 1) (12C1(b), (c))?",
        "ru": "Какие результаты были вероятны без нарушения, и с каким весом каждый "
              "(сумма весов — 1) (12C1(b), 12C1(c))?",
    },
    "artificial": {
        "en": "Does the TD award an artificial adjusted score instead of an assigned one, "
              "the possible results being too numerous or not obvious (12C1(d)), or no "
              "result being obtainable (12C2(a))?",
        "ru": "Назначает ли судья искусственный скорректированный результат вместо "
              "назначенного, потому что возможных результатов слишком много или они "
              "неочевидны (12C1(d)), или результат получить нельзя (12C2(a))?",
    },
    "at_fault": {
        "en": "How far is each side at fault for the irregularity: directly, only partly, "
              "or in no way (12C2(a))?",
        "ru": "В какой мере каждая сторона виновна в нарушении: непосредственно, лишь "
              "частично или никак (12C2(a))?",
    },
}


# The findings an incident may give, in the order the engine asserts them.
KEYS: tuple[str, ...] = tuple(QUESTIONS)

# Findings that are no true/false answer, with the kind of value the loader reads for
# each (``engine.loader``; every other finding is true or false). ``outcomes``: the likely
# results for an adjusted score (Law 12C1), a list of ``{contract, declarer, tricks,
# weight}`` (``contract: pass`` for a passed-out board), the weights summing to 1.
# ``at_fault``: each side's responsibility for the irregularity when the TD awards an
# artificial adjusted score (Law 12C2(a)), ``{NS: directly, EW: none}`` (``directly``,
# ``partly`` or ``none``, both sides given). A rule reads such a finding with ``Given``
# only: it is never asked as a yes/no question and never branched on.
VALUE_KINDS: dict[str, str] = {"outcomes": "outcomes", "at_fault": "responsibility"}


def kind(key: str) -> str:
    """The kind of value a finding holds: ``boolean``, or one of ``VALUE_KINDS``."""
    return VALUE_KINDS.get(key, "boolean")


# Each finding in a few words, for the chain of laws (the key is the incident's own).
NAMES: dict[str, dict[str, str]] = {
    "unintended": {"en": "the change was a slip", "ru": "замена — оговорка"},
    "comparable": {"en": "the replacement is comparable", "ru": "замена сопоставима"},
    "could_see": {"en": "partner could see the card", "ru": "партнёр мог видеть карту"},
    "misinformed": {"en": "misinformed by an opponent", "ru": "дезинформация от оппонента"},
    "damaged": {"en": "the non-offending side was damaged",
                "ru": "ненарушившей стороне нанесён ущерб"},
    "intended_lead": {"en": "the fifth card was meant as a lead",
                      "ru": "пятая карта — ход в следующую взятку"},
    "held_suit_led": {"en": "he held the suit led", "ru": "у него была масть хода"},
    "prematurely_led": {"en": "the card was led before its time",
                        "ru": "карта сыграна ходом раньше времени"},
    "major_penalty_card": {"en": "the penalty card is a major one",
                           "ru": "штрафная карта — старшая"},
    "current_trick_only": {"en": "it concerned only the trick in progress",
                           "ru": "речь шла только о текущей взятке"},
    "no_claim_intended": {"en": "he plainly did not mean to claim",
                          "ru": "он явно не собирался заявлять претензию"},
    "claim_agreed": {"en": "the opponents agreed", "ru": "оппоненты согласились"},
    "play_on_by_consent": {"en": "play went on by consent",
                           "ru": "розыгрыш продолжен по согласию"},
    "trump_mentioned": {"en": "the statement dealt with the trump",
                        "ru": "о козыре было сказано"},
    "unaware_of_trump": {"en": "he was likely unaware of the trump",
                         "ru": "он мог не знать о козыре"},
    "marked_line": {"en": "he would have played for the marked card",
                    "ru": "он сыграл бы на выданную карту"},
    "agreement_withdrawn": {"en": "the agreement was withdrawn in time",
                            "ru": "согласие отозвано вовремя"},
    "self_inflicted": {"en": "the non-offending side's damage was partly self-inflicted",
                       "ru": "ненарушившая сторона сама способствовала ущербу"},
    "logical_alternative": {"en": "the action had a logical alternative",
                            "ru": "у действия была логическая альтернатива"},
    "demonstrably_suggested": {"en": "the information demonstrably suggested it",
                               "ru": "информация явно подсказала его"},
    "misexplained": {"en": "the explanation was not the agreement",
                     "ru": "объяснение не соответствовало соглашению"},
    "lead_logical_alternative": {"en": "the opening lead had a logical alternative",
                                 "ru": "у первого хода была логическая альтернатива"},
    "lead_demonstrably_suggested": {"en": "the information demonstrably suggested the lead",
                                    "ru": "информация явно подсказала первый ход"},
    "unexpected_alert": {"en": "the alert was unexpected", "ru": "алерт был неожиданным"},
    "extraneous_affected": {"en": "the extraneous information affected the result",
                            "ru": "посторонняя информация повлияла на результат"},
    "discovered_late": {"en": "he found his mistake only then",
                        "ru": "он обнаружил ошибку лишь тогда"},
    "incomplete_explanation": {"en": "the explanation left out special information",
                               "ru": "объяснение упустило особые сведения"},
    "undisclosed_knowledge": {"en": "partner had undisclosed knowledge of the deviation",
                              "ru": "партнёр знал об отклонении больше оппонентов"},
    "false_inference": {"en": "an opponent drew a false inference from it",
                        "ru": "оппонент сделал из этого ложный вывод"},
    "bridge_reason": {"en": "he had a demonstrable bridge reason",
                      "ru": "у него была доказуемая бриджевая причина"},
    "could_know": {"en": "he could have known it could benefit him",
                   "ru": "он мог сознавать, что это может пойти ему на пользу"},
    "outcomes": {"en": "the likely results", "ru": "вероятные результаты"},
    "artificial": {"en": "the TD awards an artificial adjusted score",
                   "ru": "судья назначает искусственный скорректированный результат"},
    "at_fault": {"en": "each side's responsibility", "ru": "вина каждой стороны"},
}


# Where a law asks a finding in its own terms, its question is put in those terms.
QUESTIONS_BY_LAW: dict[tuple[str, str], dict[str, str]] = {
    ("misinformed", "21B1(a)"): {
        "en": "Could the player's decision to make his last call well have been influenced "
              "by the misinformation?",
        "ru": "Вполне ли вероятно, что на решение игрока сделать свою последнюю заявку "
              "повлияла дезинформация?",
    },
    ("damaged", "21B3"): {
        "en": "Did the side that gave the misinformation gain an advantage from it (was the "
              "misinformed side damaged)?",
        "ru": "Получила ли выгоду от дезинформации сторона, которая её дала (нанесён ли ущерб "
              "дезинформированной стороне)?",
    },
    ("damaged", "64C1"): {
        "en": "After the trick transfer, is the non-offending side still damaged by the "
              "revoke (did the transfer fail to make up for it)?",
        "ru": "Остался ли ущерб ненарушившей стороне после передачи взяток за фальшренонс "
              "(оказалась ли передача взяток недостаточной)?",
    },
    ("damaged", "64C2(a)"): {
        "en": "Would the non-offending side have taken more tricks without the repeated "
              "revokes in the same suit?",
        "ru": "Взяла бы ненарушившая сторона больше взяток без повторных фальшренонсов в той "
              "же масти?",
    },
    ("damaged", "40B5(b)"): {
        "en": "Was the information left out of the explanation crucial for an opponent's "
              "choice of action, and was he damaged by it (40B5(b))?",
        "ru": "Были ли сведения, упущенные в объяснении, решающими для выбора действия "
              "оппонентом, и понёс ли он из-за этого ущерб (40B5(b))?",
    },
    ("damaged", "40C1"): {
        "en": "Did the partner's undisclosed knowledge of the deviation damage the opponents "
              "(40C1)?",
        "ru": "Нанесло ли оппонентам ущерб нераскрытое знание партнёра об отклонении "
              "(40C1)?",
    },
    ("logical_alternative", "16B1(b)"): {
        "en": "The partner of the player whose tempo, remark, question or alert gave "
              "unauthorized information made the next call or play after it: would a "
              "significant proportion of his peers, using the partnership's methods, "
              "seriously consider another action, some choosing it (a logical alternative, "
              "16B1(b))?",
        "ru": "Партнёр игрока, чей темп, замечание, вопрос или алерт дали неразрешённую "
              "информацию, сделал после этого следующую заявку (ход): рассматривала бы "
              "заметная часть игроков его уровня, играющих по системе пары, всерьёз другое "
              "действие, а некоторые выбрали бы его (логическая альтернатива, 16B1(b))?",
    },
    ("demonstrably_suggested", "16B1(a)"): {
        "en": "Did that information demonstrably suggest the partner's call or play over the "
              "logical alternative (16B1(a))?",
        "ru": "Явно ли эта информация подсказала партнёру его заявку (ход), а не логическую "
              "альтернативу (16B1(a))?",
    },
    ("damaged", "16B3"): {
        "en": "Did the call or play the unauthorized information suggested gain its side an "
              "advantage, damaging the opponents (16B3)?",
        "ru": "Принесло ли подсказанное неразрешённой информацией действие выгоду его "
              "стороне, нанеся ущерб оппонентам (16B3)?",
    },
}


def name(key: str, lang: str) -> str:
    """A finding in a few words (its key, for one the knowledge base does not name)."""
    return NAMES.get(key, {}).get(lang, key)


# The same questions naming who, which call or card and where: each filled from what the
# asking rule had matched (its bindings, ``{seat}``, ``{next[call]}``...; seats, calls and
# cards spelled in the language asked). A rule matching a call or a card has one
# wording for each; the first the bindings fill is put, and where none is (another rule
# asks the finding under the same law), the question above.
NAMED_QUESTIONS: dict[tuple[str, str], tuple[dict[str, str], ...]] = {
    ("comparable", "23A"): ({
        "en": "Is {rep[seat]}'s {rep[call]} ({at}), in place of his withdrawn "
              "{rep[withdrawn]}, comparable to it (Law 23A: the same or a similar meaning, a "
              "subset of its meanings, or the same purpose)?",
        "ru": "Сопоставима ли заявка {rep[call]} ({rep[seat]}, {at}), сделанная вместо "
              "отменённой {rep[withdrawn]}, с отменённой (правило 23A: то же или близкое "
              "значение, подмножество значений или та же цель)?",
    },),
    ("unintended", "25A1"): ({
        "en": "Was {offender}'s change of {orig[call]} to {new[call]} ({at}) the correction "
              "of a slip of the tongue or hand, made without pause for thought (25A1)?",
        "ru": "Была ли замена заявки {orig[call]} на {new[call]} ({offender}, {at}) "
              "исправлением механической ошибки (оговорки), сделанным без паузы для "
              "раздумий (25A1)?",
    },),
    ("damaged", "64C1"): ({
        "en": "After the trick transfer for {offender}'s revoke ({at}), is the non-offending "
              "side still damaged by it (did the transfer fail to make up for it, 64C1)?",
        "ru": "Остался ли ущерб ненарушившей стороне после передачи взяток за фальшренонс "
              "{offender:gen} ({at}) (оказалась ли передача взяток недостаточной, 64C1)?",
    },),
    ("logical_alternative", "16B1(b)"): ({
        "en": "{seat} called {next[call]} ({at}) after the unauthorized information from his "
              "partner ({of}): would a significant proportion of his peers, using the "
              "partnership's methods, seriously consider another call, some choosing it (a "
              "logical alternative, 16B1(b))?",
        "ru": "{seat} заявил {next[call]:acc} ({at}) после неразрешённой информации от "
              "партнёра ({of}): рассматривала бы заметная часть игроков его уровня, "
              "играющих по системе пары, всерьёз другую заявку, а некоторые выбрали бы её "
              "(логическая альтернатива, 16B1(b))?",
    }, {
        "en": "{seat} played {next[card]} ({at}) after the unauthorized information from his "
              "partner ({of}): would a significant proportion of his peers, using the "
              "partnership's methods, seriously consider another card, some choosing it (a "
              "logical alternative, 16B1(b))?",
        "ru": "{seat} сыграл {next[card]} ({at}) после неразрешённой информации от "
              "партнёра ({of}): рассматривала бы заметная часть игроков его уровня, "
              "играющих по системе пары, всерьёз другую карту, а некоторые выбрали бы её "
              "(логическая альтернатива, 16B1(b))?",
    }),
    ("demonstrably_suggested", "16B1(a)"): ({
        "en": "Did the unauthorized information from his partner ({of}) demonstrably suggest "
              "{seat}'s {next[call]} ({at}) over the logical alternative (16B1(a))?",
        "ru": "Явно ли неразрешённая информация от партнёра ({of}) подсказала игроку {seat} "
              "заявку {next[call]} ({at}), а не логическую альтернативу (16B1(a))?",
    }, {
        "en": "Did the unauthorized information from his partner ({of}) demonstrably suggest "
              "{seat}'s {next[card]} ({at}) over the logical alternative (16B1(a))?",
        "ru": "Явно ли неразрешённая информация от партнёра ({of}) подсказала игроку {seat} "
              "карту {next[card]} ({at}), а не логическую альтернативу (16B1(a))?",
    }),
    ("damaged", "16B3"): ({
        "en": "Did {offender}'s action at {at}, which the unauthorized information "
              "suggested, gain his side an advantage at the opponents' expense (16B3)?",
        "ru": "Принесло ли действие игрока {offender} ({at}), подсказанное неразрешённой "
              "информацией, выгоду его стороне в ущерб оппонентам (16B3)?",
    },),
    ("misexplained", "75B1"): ({
        "en": "Was {ex[seat]}'s explanation of {ex[call]} ({at}) different from the "
              "partnership agreement, or did it describe an agreement the partners do not "
              "share (a mistaken explanation, 75B, 75D2), rather than a correct explanation of "
              "a mistaken call (75C)? Without evidence to the contrary the TD "
              "presumes a mistaken explanation (21B1(b)).",
        "ru": "Отличалось ли объяснение заявки {ex[call]}, данное игроком {ex[seat]} ({at}), "
              "от соглашения пары или описывало соглашение, которого у партнёров нет "
              "(ошибочное объяснение, правила 75B, 75D2), а не было верным объяснением "
              "ошибочной заявки (75C)? При отсутствии доказательств обратного "
              "судья предполагает ошибочное объяснение (21B1(b)).",
    }, {
        "en": "Did the alert of {call[seat]}'s {call[call]} ({at}) differ from the partnership "
              "agreement (a mistaken explanation, 75B; 20F5(a)), rather than the call being "
              "the mistake (75C)? Without evidence to the contrary the TD presumes a mistaken "
              "explanation (21B1(b)).",
        "ru": "Расходился ли алерт на заявку {call[call]} игрока {call[seat]} ({at}) с "
              "соглашением пары (ошибочное объяснение, 75B; 20F5(a)), а не была ли ошибочной "
              "сама заявка (75C)? При отсутствии доказательств обратного судья предполагает "
              "ошибочное объяснение (21B1(b)).",
    }),
    ("lead_logical_alternative", "16B1(b)"): ({
        "en": "{seat}'s opening lead {lead[card]} ({at}) came after a call of his judged free "
              "of infraction: would a significant proportion of his peers, using the "
              "partnership's methods, seriously consider another lead, some choosing it (a "
              "logical alternative, 16B1(b))?",
        "ru": "Первый ход {lead[card]} игрока {seat} ({at}) сделан после его заявки, в которой "
              "нарушения не найдено: рассматривала бы заметная часть игроков его уровня, "
              "играющих по системе пары, всерьёз другой ход, а некоторые выбрали бы его "
              "(логическая альтернатива, 16B1(b))?",
    },),
    ("lead_demonstrably_suggested", "16B1(a)"): ({
        "en": "Did the unauthorized information demonstrably suggest {seat}'s opening lead "
              "{lead[card]} ({at}) over the logical alternative (16B1(a))?",
        "ru": "Явно ли подсказала неразрешённая информация игроку {seat} первый ход "
              "{lead[card]} ({at}), а не логическую альтернативу (16B1(a))?",
    },),
    ("unexpected_alert", "16B1"): ({
        "en": "{caller} called {again[call]} ({again[at]}) after his partner alerted his "
              "{call[call]} ({at}): was the alert unexpected for him, telling him how his call "
              "had been understood (16B1)?",
        "ru": "{caller} заявил {again[call]:acc} ({again[at]}) после алерта партнёра на его "
              "заявку {call[call]} ({at}): был ли этот алерт для него неожиданным, то есть "
              "сообщил ли он ему, как партнёр понял его заявку (16B1)?",
    }, {
        "en": "{caller} made the opening lead {again[card]} ({again[at]}) after his partner "
              "alerted his {call[call]} ({at}): was the alert unexpected for him, telling him "
              "how his call had been understood (16B1)?",
        "ru": "{caller} сделал первый ход {again[card]} ({again[at]}) после алерта партнёра на "
              "его заявку {call[call]} ({at}): был ли этот алерт для него неожиданным, то есть "
              "сообщил ли он ему, как партнёр понял его заявку (16B1)?",
    },),
    ("extraneous_affected", "16D3"): ({
        "en": "Did the extraneous information {seat} received at {at} affect the result of "
              "the board (16D2(c), 16D3)?",
        "ru": "Повлияла ли посторонняя информация, полученная игроком {seat} ({at}), на "
              "результат сдачи (16D2(c), 16D3)?",
    },),
    ("discovered_late", "75B2"): ({
        "en": "{fix[seat]} corrected his explanation of {fix[call]} at {at}: did he become "
              "aware of his mistake only then, not earlier (75B2)?",
        "ru": "{fix[seat]} исправил своё объяснение заявки {fix[call]} ({at}): обнаружил ли он "
              "ошибку лишь тогда, а не раньше (75B2)?",
    },),
    ("misinformed", "47E2(a)"): ({
        "en": "Did {seat} play {card} ({mis[card_at]}) because of the mistaken explanation "
              "(47E2(a))?",
        "ru": "Сыграл ли {seat} {card} ({mis[card_at]}) из-за ошибочного объяснения "
              "(47E2(a))?",
    },),
    ("bridge_reason", "73E2"): ({
        "en": "Had {player} a demonstrable bridge reason for what he did at {at} (73E2)?",
        "ru": "Была ли у {player:gen} доказуемая бриджевая причина для его действия "
              "({fi[verb]:noun}, {at}) (73E2)?",
    },),
    ("could_know", "73E2"): ({
        "en": "Could {player} have been aware, when he acted at {at}, that it could work to "
              "his benefit (73E2)?",
        "ru": "Мог ли {player} в момент своего действия ({fi[verb]:noun}, {at}) сознавать, "
              "что оно может пойти ему на пользу (73E2)?",
    },),
    ("misinformed", "21B1(a)"): ({
        "en": "Could {mis[seat]}'s decision to call {mis[call]} ({mis[call_at]}) well have "
              "been influenced by the misinformation (21B1(a))?",
        "ru": "Вполне ли вероятно, что на решение {mis[seat]:gen} заявить {mis[call]} "
              "({mis[call_at]}) повлияла дезинформация (21B1(a))?",
    },),
    ("damaged", "21B3"): ({
        "en": "{mis[seat]} called {mis[call]} ({mis[call_at]}) and learnt of the "
              "misinformation too late to change it: did the side that misinformed him gain "
              "an advantage from it, damaging his side (21B3)?",
        "ru": "{mis[seat]} заявил {mis[call]:acc} ({mis[call_at]}) и узнал о дезинформации "
              "слишком поздно, чтобы изменить заявку: получила ли сторона, давшая "
              "дезинформацию, выгоду от неё в ущерб его стороне (21B3)?",
    },),
}


def question(key: str, law: str, lang: str, bound: Mapping[str, Any] | None = None) -> str:
    """The question for a finding, in the words of the law that asks it, naming what the
    asking rule had matched where a wording for it is written and filled."""
    for wording in NAMED_QUESTIONS.get((key, law), ()) if bound else ():
        try:
            return phrase(wording[lang], lang, dict(bound or {}))
        except (KeyError, IndexError, AttributeError, TypeError):
            continue
    return QUESTIONS_BY_LAW.get((key, law), QUESTIONS[key])[lang]
