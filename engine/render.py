"""Rendering a ruling: JSON for programs, text and Markdown for people.

Every form carries the same content: the irregularities, the ruling items in the
order a TD says them at the table, the questions still open, and the chain of laws
(each item traced back through the rules that concluded it to the record).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ruling.engine.branches import fact_key
from ruling.engine.facts import (
    Accepted,
    Action,
    AuctionOver,
    CalledOver,
    CallMade,
    Cancelled,
    CardPlayed,
    CardsLeft,
    Contract,
    DirectorCalled,
    EndOfRecord,
    Finding,
    Irregularity,
    Item,
    PlayOver,
    RevokeMade,
    State,
    TrickComplete,
    TricksTaken,
    Unread,
)
from ruling.engine.inference import Step
from ruling.engine.notation import (
    SEAT_NAMES,
    SEATS,
    SUIT_SYMBOLS,
    parse_card,
    ranks_text,
    record_position,
)
from ruling.engine.registry import knowledge
from ruling.engine.rete import Fact
from ruling.engine.session import Ruling
from ruling.engine.vocabulary import (
    KINDS,
    RECORD_WORDS,
    contract_text,
    held_text,
    localise,
    place,
    seat_in,
)

CITATION = r"^\d+[A-Z0-9a-z()]*$"  # a law's citation (a pattern re compiles at its first use)
INTERNAL_FIELDS = {"from_n", "branch", "irr"}

# The order in which a TD says things at the table: for each irregularity, in the
# order the laws concluded them (the law's own logic), what the TD may do later
# (adjust, penalise) last; the result of the board after everything.
LAST = {"adjusted-score": 1, "assigned-score": 1, "artificial-score": 1,
        "procedural-penalty": 1, "result": 2}
TYPE_ORDER = [
    "not-covered", "option", "td-options", "call-cancelled", "call-stands", "auction-reverts",
    "card-withdrawn", "card-stands", "substitute-call", "must-repeat", "call-restriction",
    "becomes-dummy", "penalty-card", "lead-from", "must-pass", "lead-restriction",
    "no-claim", "unauthorized-information", "authorized-information", "explanation-corrected",
    "replacement-terms",
    "play-ceases",
    "claim-void", "concession-cancelled", "claim-cards", "tricks-awarded", "trick-transfer",
    "no-rectification", "result", "adjusted-score", "assigned-score", "artificial-score",
    "procedural-penalty",
    "finding-not-needed",
]

LABELS = {
    "en": {
        "title": "Ruling", "edition": "Laws of Duplicate Bridge {edition}",
        "irregularities": "Irregularities", "ruling": "What the TD rules",
        "questions": "Questions for the TD", "chain": "Chain of laws", "none": "none found",
        "nothing": "nothing to rule", "if": "if", "chosen": "the record shows: {chosen}",
        "yes": "yes", "no": "no", "law": "Law", "items": "ruling",
    },
    "ru": {
        "title": "Решение", "edition": "Правила спортивного бриджа, редакция {edition}",
        "irregularities": "Нарушения", "ruling": "Решение судьи",
        "questions": "Вопросы судье", "chain": "Цепочка правил", "none": "не найдено",
        "nothing": "решать нечего", "if": "если", "chosen": "по записи выбрано: {chosen}",
        "yes": "да", "no": "нет", "law": "Правило", "items": "решение",
    },
}

ITEMS = {
    "en": {
        "option": "{holder} chooses: {choices}",
        "td-options": "extraneous information received by {seat}: the TD may {choices}",
        "option/after": "if {rho} changes his call, {holder} chooses: {choices}",
        "option/card": "{holder} chooses whether to take back {card} and play another card, "
                       "or to leave it played",
        "option/if-rho-withdraws": "if {rho} takes back {rho_card}, {holder} chooses "
                               "whether to take back {card} and play another card, or to "
                               "leave it played",
        "call-cancelled": "{seat}'s {call} is cancelled",
        "explanation-corrected/in-time": "{seat}'s correction of the explanation of {call} "
                                         "came when the Laws require it",
        "explanation-corrected/too-early": "{seat} corrected his partner's explanation of "
                                           "{call} too early (before the Laws let him)",
        "explanation-corrected/too-late": "{seat} corrected the explanation of {call} "
                                          "too late (after the time the Laws set)",
        "substitute-call": "{seat} must make a legal call in its place",
        "must-pass/next-turn": "{seat} must pass at his next turn to call",
        "must-pass/rest-of-auction": "{seat} must pass whenever it is his turn to call",
        "lead-restriction": "if {seat} is to lead as a defender, declarer may restrict his "
                            "lead (Law 26)",
        "penalty-card": "{seat}'s {card} becomes a {grade} penalty card",
        "card-withdrawn": "{seat}'s {card} goes back to the hand (no penalty card)",
        "card-stands": "{seat}'s {card} is played and may not be changed",
        "lead-from": "{seat} leads next",
        "trick-transfer": "at the end of play, {to} get {tricks} {tricks_noun}",
        "trick-transfer/revoke": "at the end of play, {to} get {tricks} {tricks_noun} for "
                                 "{offender}'s revoke on trick {trick}{established}",
        "no-rectification": "no further rectification",
        "adjusted-score": "the TD adjusts the score if {when}",
        "assigned-score/both": "assigned adjusted score, for both sides: {score}{outcomes}",
        "assigned-score/side": "assigned adjusted score, for {to} only: {score}, so {to} "
                               "{their}{outcomes}",
        "assigned-score/exact": " ({exact} exactly, rounded to the point)",
        "assigned-score/one": " ({outcome})",
        "assigned-score/weighted": "; weighted over {outcomes}",
        "artificial-score/average-plus": "artificial adjusted score for {to}: average plus "
                                         "(at least 60% of the matchpoints in pairs; plus 3 "
                                         "IMPs at IMP play)",
        "artificial-score/average": "artificial adjusted score for {to}: average (50% of the "
                                    "matchpoints in pairs)",
        "artificial-score/average-minus": "artificial adjusted score for {to}: average minus "
                                          "(at most 40% of the matchpoints in pairs; minus 3 "
                                          "IMPs at IMP play)",
        "procedural-penalty": "the TD may give {seat} a procedural penalty",
        "play-ceases": "play stops",
        "tricks-awarded": "declarer ({declarer}) is credited with {tricks} {tricks_noun} in "
                          "all",
        "claim-cards": "the cards left — {hands}; the opponents' trumps: {trumps_out}; the "
                       "claimer's side takes {worst} on the worst normal line, {cashing} "
                       "cashing its winners in the best order, {best} with best play all "
                       "round{marked}; the worst normal line:{line}",
        "claim-cards/marked": ", {marked} playing for the cards a show-out placed "
                              "({suits})",
        "no-claim": "no claim or concession was made: play goes on",
        "claim-void": "the claim is void: the score obtained in play stands",
        "concession-cancelled": "the concession is cancelled: {side} get back {tricks} "
                                "{tricks_noun}",
        "unauthorized-information/concession": "what the defender showed in conceding is no "
                                               "penalty card, but unauthorized information "
                                               "for {side} (Law 16C)",
        "becomes-dummy": "{seat} becomes dummy",
        "not-covered": "the TD decides the {decide} by hand (Law {law})",
        "not-covered/not-encoded": "Law {law} of these Laws is not encoded in the knowledge "
                                   "base: the TD decides the {decide} by hand",
        "finding-not-needed": "the TD's finding '{finding}' ({name}: {answer}) was not "
                              "needed for this ruling",
        "result": "the result is {written} by {declarer}: {winners} +{points} "
                  "(declarer's tricks {tricks_before}, after transfers {tricks_after})",
        "call-stands": "{seat}'s {call} stands",
        "auction-reverts": "the auction goes back to {seat}",
        "scored-without": "the contract is scored as if {seat}'s {call} had not been made",
        "must-repeat": "{seat} must repeat {call} at his turn",
        "replacement-terms/27B": "if {seat} puts in its place the lowest sufficient bid in the "
                                 "same denomination, or a comparable call (Law 23A), there is "
                                 "no further rectification; after any other call {partner} "
                                 "must pass whenever it is his turn to call",
        "replacement-terms/free": "{seat} may make any legal call at his own turn: after a "
                                  "comparable call (Law 23A) there is no further "
                                  "rectification; after any other {partner} must pass at his "
                                  "next turn to call",
        "replacement-terms/rho": "if {rho} passes, {seat} must repeat {call}; if {rho} bids, "
                                 "doubles or redoubles, {seat} may make any legal call: after "
                                 "a comparable call (Law 23A) there is no further "
                                 "rectification, after any other {partner} must pass at his "
                                 "next turn to call",
        "call-restriction": "{seat} may not {forbids} at his next turn",
        "call-restriction/rest-of-auction": "{seat} may not {forbids} {bid} for the rest of "
                                            "the auction",
        "unauthorized-information/tempo": "the tempo of {seat}'s call or play is "
                                          "unauthorized information for {receiver} (Law "
                                          "16B1), who must carefully avoid taking any "
                                          "advantage from it (Law 73C1)",
        "unauthorized-information/remark": "{seat}'s remark or gesture is unauthorized "
                                           "information for {receiver} (Law 16B1), who must "
                                           "carefully avoid taking any advantage from it "
                                           "(Law 73C1)",
        "unauthorized-information/alert": "{seat}'s unexpected alert is unauthorized "
                                          "information for {receiver} (Law 16B1), who must "
                                          "carefully avoid taking any advantage from it "
                                          "(Law 73C1)",
        "unauthorized-information/question": "{seat}'s question is unauthorized information "
                                             "for {receiver} (Law 16B1), who must carefully "
                                             "avoid taking any advantage from it (Law 73C1)",
        "authorized-information": "the inferences from {seat}'s tempo are authorized for "
                                  "{side}, who act on them at their own risk (Law 73D1)",
        "unauthorized-information": "information from the withdrawn call is unauthorized for "
                                    "{side} and authorized for their opponents (Law 16C)",
        "unauthorized-information/card": "information from the withdrawn {card} is "
                                         "unauthorized for {side} and authorized for their "
                                         "opponents (Law 16C)",
        "unauthorized-information/partner-turn": "for the call {seat} makes at his turn, "
                                                 "information from the cancelled {call} is "
                                                 "unauthorized (Law 16C2)",
        "unauthorized-information/exposed": "information from {card}, exposed during the "
                                            "auction, is unauthorized for {side} and "
                                            "authorized for their opponents (Law 16C)",
        "unauthorized-information/exposed-penalty-card": "information from {card}, "
                                                         "exposed during the auction, was "
                                                         "unauthorized for {side} while the "
                                                         "auction lasted (Law 16C); as a "
                                                         "penalty card it is authorized for "
                                                         "every player while it stays on the "
                                                         "table (Law 50E1)",
        "unauthorized-information/picked-up": "information from {card}, picked up, is "
                                              "unauthorized for {seat} and authorized for "
                                              "declarer",
        "unauthorized-information/played": "now that {card} is played, what its exposure "
                                           "showed is unauthorized for {seat}",
    },
    "ru": {
        "explanation-corrected/in-time": "{seat} исправил объяснение заявки {call} тогда, "
                                         "когда этого требуют правила",
        "explanation-corrected/too-early": "{seat} исправил объяснение заявки {call} "
                                           "партнёром слишком рано (раньше, чем позволяют "
                                           "правила)",
        "explanation-corrected/too-late": "{seat} исправил объяснение заявки {call} "
                                          "слишком поздно (позже срока, установленного "
                                          "правилами)",
        "option": "{holder} выбирает: {choices}",
        "td-options": "посторонняя информация у игрока {seat}: судья может {choices}",
        "option/after": "если {rho} изменит свою заявку, {holder} выбирает: {choices}",
        "option/card": "{holder} выбирает: взять назад {card} и сыграть другую карту или "
                       "оставить её сыгранной",
        "option/if-rho-withdraws": "если {rho} возьмёт назад {rho_card}, {holder} "
                               "выбирает: взять назад {card} и сыграть другую карту или "
                               "оставить её сыгранной",
        "call-cancelled": "заявка {call} ({seat}) аннулируется",
        "substitute-call": "{seat} должен сделать вместо неё легальную заявку",
        "must-pass/next-turn": "{seat} должен пасовать в свою следующую очередь",
        "must-pass/rest-of-auction": "{seat} должен пасовать до конца торговли",
        "lead-restriction": "если {seat} станет ходить как защитник, разыгрывающий может "
                            "ограничить его ход (правило 26)",
        "penalty-card": "карта {card} ({seat}) становится {grade} штрафной картой",
        "card-withdrawn": "карта {card} ({seat}) возвращается в руку (не штрафная)",
        "card-stands": "карта {card} ({seat}) сыграна и не может быть заменена",
        "lead-from": "следующим ходит {seat}",
        "trick-transfer": "по окончании розыгрыша {to} получают {tricks} {tricks_noun}",
        "trick-transfer/revoke": "по окончании розыгрыша {to} получают {tricks} {tricks_noun} "
                                 "(фальшренонс: {offender}, взятка {trick}{established})",
        "no-rectification": "других исправлений нет",
        "adjusted-score": "судья корректирует результат, если {when}",
        "assigned-score/both": "назначенный скорректированный результат для обеих сторон: "
                               "{score}{outcomes}",
        "assigned-score/side": "назначенный скорректированный результат только для {to}: "
                               "{score}, то есть {to} {their}{outcomes}",
        "assigned-score/exact": " (точно {exact}, округлено до очка)",
        "assigned-score/one": " ({outcome})",
        "assigned-score/weighted": "; средневзвешенный из: {outcomes}",
        "artificial-score/average-plus": "искусственный скорректированный результат для "
                                         "{to}: средний плюс (не менее 60% максимума в "
                                         "парном турнире; плюс 3 ИМП при счёте по ИМП)",
        "artificial-score/average": "искусственный скорректированный результат для {to}: "
                                    "средний (50% максимума в парном турнире)",
        "artificial-score/average-minus": "искусственный скорректированный результат для "
                                          "{to}: средний минус (не более 40% максимума в "
                                          "парном турнире; минус 3 ИМП при счёте по ИМП)",
        "procedural-penalty": "судья может назначить игроку {seat} процедурный штраф",
        "play-ceases": "розыгрыш прекращается",
        "tricks-awarded": "разыгрывающему ({declarer}) засчитывается всего {tricks} "
                          "{tricks_noun}",
        "claim-cards": "оставшиеся карты — {hands}; козыри оппонентов: {trumps_out}; сторона, "
                       "заявившая претензию, берёт {worst} при худшем нормальном розыгрыше, "
                       "{cashing} при снятии старших карт в лучшем порядке, {best} при "
                       "наилучшей игре обеих сторон{marked}; худший нормальный "
                       "розыгрыш:{line}",
        "claim-cards/marked": ", {marked} при игре на карты, выданные ренонсом "
                              "({suits})",
        "no-claim": "претензии (уступки) не было: розыгрыш продолжается",
        "claim-void": "претензия аннулируется: остаётся результат, полученный в розыгрыше",
        "concession-cancelled": "уступка отменяется: {side} получают обратно {tricks} "
                                "{tricks_noun}",
        "unauthorized-information/concession": "показанное защитником при уступке не "
                                               "становится штрафными картами, но это "
                                               "неразрешённая информация для {side} "
                                               "(правило 16C)",
        "becomes-dummy": "{seat} становится болваном",
        "not-covered": "судья сам решает вопрос: {decide} (правило {law})",
        "not-covered/not-encoded": "правило {law} этой редакции не закодировано в базе "
                                   "знаний: судья сам решает вопрос: {decide}",
        "finding-not-needed": "заключение судьи «{finding}» ({name}: {answer}) для этого "
                              "решения не понадобилось",
        "result": "результат: {written} ({declarer}): {winners} +{points} "
                  "(взяток у разыгрывающего {tricks_before}, после передачи {tricks_after})",
        "call-stands": "заявка {call} ({seat}) остаётся в силе",
        "auction-reverts": "торговля возвращается: заявляет {seat}",
        "scored-without": "контракт засчитывается так, как будто заявки {call} ({seat}) не "
                          "было",
        "must-repeat": "{seat} должен в свою очередь повторить {call}",
        "replacement-terms/27B": "если {seat} заменит её наименьшим достаточным назначением "
                                 "в той же масти или сопоставимой заявкой (правило 23A), "
                                 "дальнейших последствий нет; после любой другой заявки "
                                 "{partner} должен пасовать до конца торговли",
        "replacement-terms/free": "{seat} в свою очередь может сделать любую легальную "
                                  "заявку: если она сопоставима (правило 23A), дальнейших "
                                  "последствий нет; иначе {partner} должен пасовать в свою "
                                  "следующую очередь",
        "replacement-terms/rho": "если {rho} спасует, {seat} должен повторить {call}; если "
                                 "{rho} сделает назначение, контру или реконтру, {seat} может "
                                 "сделать любую легальную заявку: если она сопоставима "
                                 "(правило 23A), дальнейших последствий нет, иначе {partner} "
                                 "должен пасовать в свою следующую очередь",
        "call-restriction": "{seat} не может в свою следующую очередь: {forbids}",
        "call-restriction/rest-of-auction": "{seat} до конца торговли не может: {forbids} "
                                            "на {bid}",
        "unauthorized-information/tempo": "темп заявки или хода игрока {seat} — "
                                          "неразрешённая информация для его партнёра "
                                          "({receiver}, правило 16B1), который должен "
                                          "тщательно избегать любой выгоды от неё (правило "
                                          "73C1)",
        "unauthorized-information/remark": "замечание или жест игрока {seat} — "
                                           "неразрешённая информация для его партнёра "
                                           "({receiver}, правило 16B1), который должен "
                                           "тщательно избегать любой выгоды от неё (правило "
                                           "73C1)",
        "unauthorized-information/alert": "неожиданный алерт игрока {seat} — "
                                          "неразрешённая информация для его партнёра "
                                          "({receiver}, правило 16B1), который должен "
                                          "тщательно избегать любой выгоды от неё (правило "
                                          "73C1)",
        "unauthorized-information/question": "вопрос игрока {seat} — неразрешённая "
                                             "информация для его партнёра ({receiver}, "
                                             "правило 16B1), который должен тщательно "
                                             "избегать любой выгоды от неё (правило 73C1)",
        "authorized-information": "выводы из темпа игрока {seat} разрешены для {side}, "
                                  "которые могут ими руководствоваться на свой риск (правило 73D1)",
        "unauthorized-information": "информация из отменённой заявки — неразрешённая для "
                                    "{side} и разрешённая для их оппонентов (правило 16C)",
        "unauthorized-information/card": "сведения от взятой назад карты {card} — "
                                         "неразрешённые для {side} и разрешённые для их "
                                         "оппонентов (правило 16C)",
        "unauthorized-information/partner-turn": "для заявки, которую {seat} делает в свою "
                                                 "очередь, сведения из аннулированной заявки "
                                                 "{call} — неразрешённая информация "
                                                 "(правило 16C2)",
        "unauthorized-information/exposed": "сведения от карты {card}, открытой во время "
                                            "торговли, — неразрешённые для {side} и "
                                            "разрешённые для их оппонентов (правило 16C)",
        "unauthorized-information/exposed-penalty-card": "сведения от карты {card}, "
                                                         "открытой во время торговли, были "
                                                         "неразрешёнными для {side} до конца "
                                                         "торговли (правило 16C); как от "
                                                         "штрафной карты они разрешены для "
                                                         "всех игроков, пока она лежит на "
                                                         "столе (правило 50E1)",
        "unauthorized-information/picked-up": "сведения от забранной карты {card} — "
                                              "неразрешённые для игрока {seat} и разрешённые для "
                                              "разыгрывающего",
        "unauthorized-information/played": "карта {card} сыграна: сведения из обстоятельств её "
                                           "открытия — неразрешённые для игрока {seat}",
    },
}

WORDS = {
    "en": {"major": "major", "minor": "minor", "damaged": "the other side was damaged",
           "offender-could-have-known": "the offender could have known the irregularity "
                                        "would likely damage the other side (Law 72C)",
           "accept": "accept", "refuse": "refuse", "or": " or ",
           "accept-and-play-second": "accept the lead and play second from his own hand",
           "accept-and-become-dummy": "accept the lead by spreading his hand (he becomes dummy)",
           "declarer-used-information": "declarer's play could have been based on information "
                                        "from his infraction (Law 16)",
           "revoke-undercompensated": "the trick transfer (or its absence) does not make up "
                                      "for the damage the revoke did the other side",
           "more-tricks-without-later-revokes": "the other side would likely have made more "
                                                "tricks without the repeated revokes",
           "double": "double", "redouble": "redouble",
           "withdraw": "take back his call", "keep": "let it stand",
           "change": "change his call",
           "withdraw-card": "take back his card and play another",
           "keep-card": "leave his card played",
           "offenders-gained": "the defenders gained through their irregularity (only their "
                               "score is adjusted)",
           "dummy-suggested-play": "dummy suggested a play and the defenders were damaged",
           "misinformed": "the misinformation damaged the player's side",
           "false-inference": "the opponent's false inference damaged the innocent side",
           "designate": "designate dummy's card",
           "highest": "the highest card of the suit led",
           "lowest": "the lowest card of the suit led",
           "no-restriction": "neither require nor forbid a lead",
           "adjust-positions": "change the players' positions so that the player with the "
                               "information holds that hand (Law 16D2(a))",
           "redeal": "have the board redealt (Law 16D2(b))",
           "play-on": "let play go on, ready to adjust the score (Law 16D2(c))",
           "adjusted-score": "assign an adjusted score (Law 16D2(d))",
           "extraneous-affected": "the extraneous information affected the result",
           "used-withdrawn-information": "the offending side used the information from the "
                                         "withdrawn action and the other side was damaged "
                                         "(Law 16C3)"},
    "ru": {"major": "старшей", "minor": "младшей",
           "damaged": "ненарушившей стороне нанесён ущерб",
           "offender-could-have-known": "нарушитель мог знать, что нарушение, вероятно, "
                                        "нанесёт ущерб другой стороне (правило 72C)",
           "accept": "принять", "refuse": "отказаться", "or": " или ",
           "accept-and-play-second": "принять ход и сыграть второй картой из своей руки",
           "accept-and-become-dummy": "принять ход, открыв свою руку (становится болваном)",
           "declarer-used-information": "разыгрывающий мог играть на основе сведений, "
                                        "полученных из-за своего нарушения (правило 16)",
           "revoke-undercompensated": "передача взяток (или её отсутствие) не возмещает "
                                      "ущерба, нанесённого фальшренонсом другой стороне",
           "more-tricks-without-later-revokes": "без повторных фальшренонсов другая сторона, "
                                                "вероятно, взяла бы больше взяток",
           "double": "контра", "redouble": "реконтра",
           "withdraw": "забрать свою заявку", "keep": "оставить её",
           "change": "изменить свою заявку",
           "withdraw-card": "взять свою карту назад и сыграть другую",
           "keep-card": "оставить свою карту сыгранной",
           "offenders-gained": "защитники получили выгоду от своего нарушения (корректируется "
                               "только их результат)",
           "dummy-suggested-play": "болван подсказал розыгрыш и защитникам нанесён ущерб",
           "misinformed": "дезинформация нанесла ущерб стороне игрока",
           "false-inference": "ложный вывод оппонента нанёс ущерб ненарушившей стороне",
           "designate": "обозначить карту болвана",
           "highest": "старшую карту масти хода", "lowest": "младшую карту масти хода",
           "no-restriction": "не требовать и не запрещать ход",
           "adjust-positions": "пересадить игроков так, чтобы получивший информацию играл "
                               "ту руку, о которой она (правило 16D2(a))",
           "redeal": "назначить пересдачу (правило 16D2(b))",
           "play-on": "разрешить доиграть сдачу, готовый скорректировать результат "
                      "(правило 16D2(c))",
           "adjusted-score": "назначить скорректированный результат (правило 16D2(d))",
           "extraneous-affected": "посторонняя информация повлияла на результат",
           "used-withdrawn-information": "нарушившая сторона воспользовалась сведениями из "
                                         "отменённого действия и другой стороне нанесён ущерб "
                                         "(правило 16C3)"},
}


# --- Facts in words -------------------------------------------------------------


def describe(fact: Fact, lang: str = "en") -> str:
    """One line saying what a fact is, for ``because``/``concludes``.

    Record facts keep the record's own notation for seats, calls and cards (``E 1H``),
    as the TD wrote them; in Russian they are spelled as a Russian TD writes them
    (``Восток 1♥``, ``Запад пас``, ``♥К``). Everything else is in the ruling's language.
    """
    words = RECORD_WORDS[lang]
    fields = {k: v for k, v in fact.items() if not str(k).startswith("__")}
    for key in ("at", "of", "established_at"):
        if isinstance(fields.get(key), str):
            fields[key] = place(fields[key], lang)
    if lang == "ru":
        for key in _RECORD_NOTATION:
            if isinstance(fields.get(key), str):
                fields[key] = localise(fields[key], lang)
    turn = fact.get("turn")
    whose = words["turn"].format(seat_in(turn, "gen", lang) if lang == "ru" else turn)
    if isinstance(fact, CallMade):
        text = f"{fields['at']}: {fields['seat']} {fields['call']}"
        if fact.get("alerted"):
            text += f" {words['alerted']}"
        if fact.get("tempo"):
            text += f" {words['tempo/' + str(fact['tempo'])]}"
        if turn and turn != fact["seat"]:
            text += f" ({whose})"
        return text
    if isinstance(fact, CardPlayed):
        notes = []
        if fact.get("is_lead"):
            notes.append(words["lead"])
        if turn and turn != fact["seat"]:
            notes.append(whose)
        if fact.get("fate") not in (None, "stands"):
            notes.append(words.get(fact["fate"], str(fact["fate"])))
        if fact.get("tempo"):
            notes.append(words["tempo/" + str(fact["tempo"])])
        return f"{fields['at']}: {fields['seat']} {fields['card']}" + (
            f" ({', '.join(notes)})" if notes else "")
    if isinstance(fact, Action):
        said = [str(fields[k]) for k in ("card", "call", "target", "count")
                if fact.get(k) is not None]
        if fact.get("designation") is not None and not fact.get("card"):
            designation = str(fact["designation"])
            said.append(words.get(f"designation/{designation}", designation).format(
                suit=SUIT_SYMBOLS.get(fact.get("suit"), fact.get("suit")),
                rank=ranks_text(str(fact.get("rank") or ""), lang)))
        if fact.get("choice") is not None:
            said.append(choice_word(str(fact["choice"]), lang))
        if fact.get("accidental"):
            said.append(words["accidental"])
        if fact.get("statement") is not None and fact["verb"] in ("explains", "corrects",
                                                                  "remarks"):
            said.append(f"«{fact['statement']}»" if lang == "ru" else f"'{fact['statement']}'")
        if fact["verb"] == "tempo":
            made = fields.get("call") or fields.get("card")
            return (f"{fields['at']}: {fields.get('seat') or ''} {made} "
                    f"{words['tempo/' + str(fact['tempo'])]}")
        verb = words.get(fact["verb"], fact["verb"])
        return f"{fields['at']}: {fields.get('seat') or ''} {verb} {' '.join(said)}".strip()
    if isinstance(fact, DirectorCalled):
        return f"{fields['at']}: {words['director']}"
    if isinstance(fact, Cancelled):
        template = words.get(f"cancelled/{fact.get('how')}", words["cancelled/director"])
        return f"{fields['at']}: " + template.format(**fields)
    if isinstance(fact, (Accepted, CalledOver)):
        template = words["called-over" if isinstance(fact, CalledOver)
                         else "accepted/play" if str(fact.get("of", "")).startswith("play")
                         else "accepted"]
        return f"{fields['at']}: " + template.format(**fields)
    if isinstance(fact, AuctionOver):
        if fact.get("passed_out"):
            return words["passed-out"]
        return words["auction-over"].format(contract=_contract(fact, lang),
                                            declarer=fields["declarer"])
    if isinstance(fact, Contract):
        return words["contract"].format(contract=_contract(fact, lang),
                                        declarer=fields["declarer"])
    if isinstance(fact, PlayOver):
        return words["play-over"].format(**fields)
    if isinstance(fact, CardsLeft):
        hands = "; ".join(hand_text(f"{seat} {pbn}", lang) for seat, pbn in fact["hands"])
        text = words["cards-left"].format(at=fields["at"], hands=hands)
        voids = [f"{localise(seat, lang)} {SUIT_SYMBOLS[suit]}"
                 for seat, suit in (out.split() for out in fact.get("shown_out") or ())]
        return text + (words["shown-out"].format(voids=", ".join(voids)) if voids else "")
    if isinstance(fact, TricksTaken):
        return words[f"tricks/{fact.get('source', 'td')}"].format(**fields)
    if isinstance(fact, RevokeMade):
        text = words["revoke"].format(**fields)
        if fact.get("established_at"):
            text += words["established"].format(**fields)
        return text
    if isinstance(fact, TrickComplete):
        return words["trick"].format(**fields)
    if isinstance(fact, EndOfRecord):
        return words["end"]
    if isinstance(fact, Unread):  # the engine's: a fact no rule used (RulingEngine.account)
        what = (place(fact["at"], lang) if fact.get("at")
                else knowledge().finding_name(fact.get("key", ""), lang))
        return words["unread"].format(what=what)
    if isinstance(fact, Finding):
        value = finding_value(fact["value"], lang)
        name = knowledge().finding_name(fact["key"], lang)
        return (words["finding"].format(key=fact["key"], name=name, value=value)
                + (words["assumed"] if fact.get("assumed") else ""))
    if isinstance(fact, Irregularity):
        kind = KINDS[lang].get(fact["kind"], fact["kind"])
        return f"{kind}: {fact['offender']}, {fields['at']} ({LABELS[lang]['law']} {fact['law']})"
    if isinstance(fact, Item):
        return words["ruling"] + item_sentence(dict(fact), lang)
    branch = fact.get("branch")
    suffix = f" [{LABELS[lang]['if']} {_plain(branch)}]" if branch else ""
    kind = fact.kind if isinstance(fact, State) else type(fact).__name__
    where = fields.pop("irr", None) or fields.pop("at", None)
    shown = ", ".join(_field_text(k, v, lang) for k, v in fields.items()
                      if k != "branch" and v not in (None, False, "", ()))
    return (f"{kind}" + (f" ({place(where, lang)})" if isinstance(where, str) else "")
            + (f": {shown}" if shown else "") + suffix)


_SUIT_FIELDS = ("suit", "suit_led", "suits", "trump", "strain")
_RECORD_NOTATION = ("seat", "winner", "declarer", "card", "call", "target")  # spelled in ru


def _contract(fact: Fact, lang: str) -> str:
    """The contract of an ``AuctionOver`` or ``Contract`` fact: ``4HX`` as the record
    writes it; in Russian ``4♥х``."""
    written = f"{fact['contract']}{'X' * (fact.get('doubled') or 0)}"
    return contract_text(written, lang) if lang == "ru" else written


def _field_text(key: str, value: Any, lang: str) -> str:
    """A field of a fact of the knowledge base, in a few words: ``call 2♥``, ``seat
    East``, ``suit_led ♣``; a true flag by its name alone."""
    if value is True:
        return key
    if isinstance(value, str) and key.endswith(_SUIT_FIELDS):
        return f"{key} " + " ".join(SUIT_SYMBOLS.get(v, v) for v in value.split())
    if isinstance(value, str):
        return f"{key} {localise(value, lang)}"
    return f"{key} {_plain(value)}"


def _plain(value: Any) -> Any:
    if isinstance(value, dict) or hasattr(value, "items"):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)) or type(value).__name__ == "frozenlist":
        return [_plain(v) for v in value]
    return value


SUIT_CHOICES = {  # option ids naming suits: "require-S", "prohibit-S+H", "play-D", "forbid-C"
    "en": {"require": "require a lead of {suits}", "prohibit": "forbid a lead of {suits}",
           "play": "require a card of {suits}", "forbid": "forbid a card of {suits}",
           "and": " and "},
    "ru": {"require": "потребовать ход в {suits}", "prohibit": "запретить ход в {suits}",
           "play": "потребовать карту масти {suits}", "forbid": "запретить карту масти {suits}",
           "and": " и "},
}


def choice_word(choice: str, lang: str) -> str:
    """An option id in words (``WORDS``; suit-naming ids; else localised as it is)."""
    words = WORDS[lang]
    if choice in words:
        return words[choice]
    verb, _, suits = choice.partition("-")
    suits = suits.upper()  # the record may say "require-d"
    if verb in SUIT_CHOICES[lang] and suits and all(s in "SHDC" for s in suits.split("+")):
        names = [SUIT_SYMBOLS[s] for s in suits.split("+")]
        return SUIT_CHOICES[lang][verb].format(suits=SUIT_CHOICES[lang]["and"].join(names))
    return localise(choice, lang)


def citation(law: str, lang: str) -> str:
    """A step's law as the chain of laws shows it: ``27B1(a)``, or words for the
    safety net that found no law to apply."""
    if law == "not-covered":
        return "не охвачено" if lang == "ru" else "not covered"
    if law == "not-needed":
        return "не понадобилось" if lang == "ru" else "not needed"
    return law


def tricks_noun(count: int, lang: str) -> str:
    """"trick" or "tricks" after a number; in Russian, as the object of a verb
    (1 взятку, 2 взятки, 5 взяток, 21 взятку)."""
    if lang != "ru":
        return "trick" if count == 1 else "tricks"
    if count % 10 == 1 and count % 100 != 11:
        return "взятку"
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return "взятки"
    return "взяток"


def item_sentence(item: dict[str, Any], lang: str) -> str:
    key = item["type"]
    if key == "must-pass":
        key = f"must-pass/{item.get('scope', 'rest-of-auction')}"
    elif key == "call-restriction" and item.get("scope") == "rest-of-auction":
        key = "call-restriction/rest-of-auction"
    elif key == "unauthorized-information" and item.get("source"):
        key = f"unauthorized-information/{item['source']}"
    elif key == "unauthorized-information" and item.get("scope"):
        key = f"unauthorized-information/{item['scope']}"
    elif key == "unauthorized-information" and item.get("card"):
        key = "unauthorized-information/card"
    elif key == "option" and item.get("card") and \
            set(item.get("choices") or ()) == {"withdraw-card", "keep-card"}:
        key = "option/if-rho-withdraws" if item.get("rho_card") else "option/card"
    elif key == "option" and item.get("rho") and item.get("call"):  # 21B2: after RHO's
        key = "option/after"
    elif key == "explanation-corrected":
        key = f"explanation-corrected/{item.get('timing')}"
    elif key == "replacement-terms":
        key = f"replacement-terms/{item.get('terms')}"
    elif key == "not-covered" and item.get("encoded") is False:
        key = "not-covered/not-encoded"
    elif key == "trick-transfer" and item.get("offender") and item.get("trick"):
        key = "trick-transfer/revoke"
    elif key == "claim-cards":
        return _claim_cards(item, lang)
    elif key == "assigned-score":
        return _assigned_score(item, lang)
    elif key == "artificial-score":
        key = f"artificial-score/{item.get('score')}"
    template = ITEMS[lang].get(key, key)
    words = WORDS[lang]
    values = {k: localise(v, lang) for k, v in item.items()}
    if "holders" in item:
        values["holder"] = words["or"].join(localise(h, lang) for h in item["holders"])
    for key in ("choices", "forbids"):
        if key in item:
            values[key] = words["or"].join(choice_word(c, lang) for c in item[key])
    for k in ("grade", "when"):
        if k in item:
            values[k] = words.get(item[k], item[k])
    if "finding" in item:
        values["name"] = knowledge().finding_name(item["finding"], lang)
        values["answer"] = finding_value(item.get("value"), lang)
    decided = item.get("decide", "")
    values["decide"] = decided[lang] if isinstance(decided, Mapping) else decided
    if isinstance(item.get("tricks"), int):
        values["tricks_noun"] = tricks_noun(item["tricks"], lang)
    established = item.get("established_at")
    values["established"] = ("" if not established else
                             f", установлен: {place(established, lang)}" if lang == "ru"
                             else f", established at {established}")
    try:
        text = template.format(**values)
    except (KeyError, IndexError):
        text = template
    if item.get("chosen"):
        chosen = choice_word(item["chosen"], lang)
        text += f" ({LABELS[lang]['chosen'].format(chosen=chosen)})"
    return text


OUTCOME_WORDS = {
    "en": {"by": "{result} by {declarer}", "pass": "passed out", "times": "{result}, "
           "{score}, × {weight}", "and": "; ", "tricks": ", {tricks} tricks"},
    "ru": {"by": "{result} ({declarer})", "pass": "сдача спасована", "times": "{result}, "
           "{score}, × {weight}", "and": "; ", "tricks": ", взяток: {tricks}"},
}


def _points(score: int, lang: str, who: str = "NS") -> str:
    """North-South's (or ``who``'s) points, signed: ``NS +420``, ``NS −50``."""
    sign = "+" if score > 0 else "−" if score < 0 else ""
    return f"{localise(who, lang)} {sign}{abs(score)}"


def _weight(text: str, lang: str) -> str:
    return text.replace(".", ",") if lang == "ru" else text


def outcome_text(outcome: Mapping[str, Any], lang: str, score: bool = True) -> str:
    """One likely result of an adjusted score: ``4♥= by South``, with North-South's score
    and its weight when it has them (``engine.outcomes``; an assigned-score item's)."""
    words = OUTCOME_WORDS[lang]
    if outcome.get("contract") == "pass":
        result = words["pass"]
    else:
        written = outcome.get("written") or outcome["contract"]
        shown = contract_text(written, lang)
        result = words["by"].format(result=shown, declarer=localise(outcome["declarer"], lang))
        if not outcome.get("written"):  # the TD's finding: the tricks, not yet scored
            result += words["tricks"].format(tricks=outcome["tricks"])
    if not score or "score" not in outcome:
        return f"{result} × {_weight(str(outcome['weight']), lang)}"
    return words["times"].format(result=result, score=_points(outcome["score"], lang),
                                 weight=_weight(str(outcome["weight"]), lang))


def finding_value(value: Any, lang: str) -> str:
    """A finding's value in words: yes or no; the likely results, one by one; each
    side's responsibility (``NS none; EW directly``, ``engine.outcomes.FAULTS``)."""
    if isinstance(value, (list, tuple)) or type(value).__name__ == "frozenlist":
        return OUTCOME_WORDS[lang]["and"].join(outcome_text(o, lang, score=False)
                                               for o in value)
    if isinstance(value, Mapping):
        return OUTCOME_WORDS[lang]["and"].join(
            f"{localise(side, lang)} {FAULT_WORDS[lang].get(fault, fault)}"
            for side, fault in value.items())
    return LABELS[lang]["yes" if value else "no"]


FAULT_WORDS = {
    "en": {"directly": "directly at fault", "partly": "partly at fault",
           "none": "in no way at fault"},
    "ru": {"directly": "виновна непосредственно", "partly": "виновна частично",
           "none": "не виновна"},
}


def _assigned_score(item: Mapping[str, Any], lang: str) -> str:
    """An assigned adjusted score (Law 12C1): North-South's points, the exact value when
    it was rounded, and the results weighted."""
    templates = ITEMS[lang]
    outcomes = list(item.get("outcomes") or [])
    score = _points(item["score"], lang)
    if item.get("exact") not in (None, str(item["score"])):
        score += templates["assigned-score/exact"].format(exact=_weight(item["exact"], lang))
    if len(outcomes) == 1:
        listed = templates["assigned-score/one"].format(
            outcome=outcome_text(outcomes[0], lang).rsplit(",", 2)[0])
    else:
        listed = templates["assigned-score/weighted"].format(
            outcomes=OUTCOME_WORDS[lang]["and"].join(outcome_text(o, lang) for o in outcomes))
    to = item.get("to", "both")
    if to == "both":
        return templates["assigned-score/both"].format(score=score, outcomes=listed)
    their = (-item["score"] if to == "EW" else item["score"])
    return templates["assigned-score/side"].format(
        to=localise(to, lang), score=score, their=_points(their, lang, "").strip(),
        outcomes=listed)


def hand_text(text: str, lang: str) -> str:
    """A seat's cards, "N .32.32." as "North ♥32 ♦32" (in the ruling's language)."""
    seat, _, pbn = text.partition(" ")
    suits = [f"{SUIT_SYMBOLS[s]}{ranks_text(ranks, lang)}"
             for s, ranks in zip("SHDC", pbn.split("."), strict=True) if ranks]
    return f"{localise(seat, lang)} {' '.join(suits) or '—'}"


def _trick_line(text: str, lang: str) -> str:
    """A trick of the worst normal line (``kb.common.claims``: "10: S ♣A W ♠J → W"),
    its seats and cards in the ruling's language ("10: Юг ♣Т Запад ♠В → Запад")."""
    if lang != "ru":
        return text
    number, _, played = text.partition(": ")
    words = []
    for word in played.split():
        if word in SEATS:
            word = localise(word, lang)
        elif word != "→":
            word = parse_card(word).symbol(lang)
        words.append(word)
    return f"{number}: {' '.join(words)}"


def _claim_cards(item: dict[str, Any], lang: str) -> str:
    """The cards left at a claim and the figures (Law 70B3), the worst normal line one
    trick a line."""
    out = held_text(item.get("trumps_out") or "", lang)  # "W SJ E S2"
    values = {"hands": "; ".join(hand_text(h, lang) for h in item["hands"]),
              "trumps_out": out or ("нет" if lang == "ru" else "none"),
              "worst": item.get("worst"), "cashing": item.get("cashing"),
              "best": "?" if item.get("best") is None else item["best"],
              "line": "".join(f"\n       {_trick_line(trick, lang)}"
                              for trick in item.get("line", []))}
    values["marked"] = ""
    if item.get("marked_suits"):
        suits = " ".join(SUIT_SYMBOLS[suit] for suit in item["marked_suits"].split())
        values["marked"] = ITEMS[lang]["claim-cards/marked"].format(suits=suits,
                                                                    marked=item["marked"])
    return ITEMS[lang]["claim-cards"].format(**values)


# --- The ruling as data ------------------------------------------------------------



def _in_order(ruling: Ruling) -> list[Fact]:
    """The ruling items in the order a TD says them (``engine.branches`` has merged the
    branches: each item holds once, under its condition)."""
    position = {irr["at"]: record_position(irr["at"]) for irr in ruling.irregularities}
    step_of: dict[Any, int] = {}
    for step in ruling.steps:
        for fact in step.concludes:
            step_of.setdefault(fact_key(fact), step.number)

    def order(fact: Fact) -> tuple[Any, ...]:
        kind = fact["type"]
        return (position.get(fact.get("irr"), (9, 0)), LAST.get(kind, 0),
                step_of.get(fact_key(fact), 0),
                TYPE_ORDER.index(kind) if kind in TYPE_ORDER else len(TYPE_ORDER))

    return sorted(ruling.items, key=order)


def ordered_items(ruling: Ruling) -> list[dict[str, Any]]:
    """The ruling items in the order a TD says them, as plain data."""
    return [_plain({k: v for k, v in fact.items() if not str(k).startswith("__")})
            for fact in _in_order(ruling)]


def to_json(ruling: Ruling, lang: str = "en", trace: bool = True) -> dict[str, Any]:
    """The ruling as the JSON of the ruling spec; without its ``trace`` (the chain of
    laws, most of the work of writing it) when ``trace`` is False, as the case library
    compares it (``engine.cases.judge``)."""
    items = []
    for data in ordered_items(ruling):
        out = {k: v for k, v in data.items() if k not in INTERNAL_FIELDS}
        if isinstance(out.get("decide"), Mapping):  # said in both languages (kb.dsl.decide)
            out["decide"] = out["decide"][lang]
        if data.get("irr"):
            out["irr"] = data["irr"]
        if data.get("branch"):
            out["if"] = data["branch"]
        items.append(out)
    question = knowledge().question
    written = {
        "edition": ruling.edition,
        "irregularities": [
            {"kind": f["kind"], "offender": f["offender"], "law": f["law"], "at": f["at"],
             **({"if": _plain(f["branch"])} if f.get("branch") else {})}
            for f in sorted(ruling.irregularities,
                            key=lambda f: (record_position(f["at"]), f["kind"]))
        ],
        "laws": [law for law in ruling.laws if re.match(CITATION, law)],
        "ruling": items,
        "questions": [
            {"id": key, "law": asked.law, "text": question(key, asked.law, lang, asked.bound)}
            for key, asked in ruling.questions.items()
        ],
    }
    if not trace:
        return written
    refs = references(ruling.steps)
    written["trace"] = [
        {"step": step.number, "id": step_id(step), "rule": step.rule, "law": step.law,
         "because": [reference(ref, fact, lang) for ref, fact in refs[step.number]],
         "concludes": [describe(f, lang) for f in step.concludes],
         "facts": [structured(f) for f in step.concludes],
         "text": step.text[lang],
         **({"if": step.when} if step.when else {})}
        for step in ruling.steps
    ]
    return written


# --- The chain of laws as a proof ------------------------------------------------------
#
# Each step of the trace rests on facts: the record's entries, the TD's findings, facts
# the engine reads off the record as a whole (the contract, the tricks taken), and what
# earlier steps concluded. A step's references name each: the earlier step by its id,
# the record entry by its place, the finding by its key, never by a text alone.

Ref = tuple[str, Any]  # ("step", number) | ("record", place) | ("finding", key) | ("derived", kind)


def step_id(step: Step) -> str:
    return f"s{step.number}"


def _compatible(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Can both conditions hold together (no finding with two values)?"""
    return all(b.get(key, value) == value for key, value in a.items())


def _kebab(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def references(steps: list[Step]) -> dict[int, list[tuple[Ref, Fact]]]:
    """For each step (by number), what each fact it used refers to: the latest earlier
    step, under a condition that can hold with its own, that concluded that fact; else
    the record entry, finding or whole-record fact it is."""
    concluded: dict[Any, list[Step]] = {}
    out: dict[int, list[tuple[Ref, Fact]]] = {}
    for step in steps:
        found: list[tuple[Ref, Fact]] = []
        for fact in step.because:
            earlier = [s for s in concluded.get(fact_key(fact), ())
                       if _compatible(s.when, step.when)]
            ref: Ref
            if earlier:
                ref = ("step", earlier[-1].number)
            elif isinstance(fact, Finding):
                ref = ("finding", fact["key"])
            elif isinstance(fact, EndOfRecord):
                ref = ("record", "end")
            elif (not isinstance(fact, (State, Item, Irregularity))
                  and isinstance(fact.get("at"), str)):
                ref = ("record", fact["at"])
            else:
                ref = ("derived", fact.kind if isinstance(fact, State)
                       else _kebab(type(fact).__name__))
            if (ref, fact) not in found:
                found.append((ref, fact))
        out[step.number] = found
        for fact in step.concludes:
            concluded.setdefault(fact_key(fact), []).append(step)
    return out


def reference(ref: Ref, fact: Fact, lang: str) -> dict[str, Any]:
    """A reference for programs: what it is and where, with a line for people."""
    kind, value = ref
    out: dict[str, Any] = {kind: f"s{value}" if kind == "step" else value}
    if kind == "finding":
        out["value"] = _plain(fact["value"])
        if fact.get("assumed"):
            out["assumed"] = True
    out["text"] = describe(fact, lang)
    return out


def structured(fact: Fact) -> dict[str, Any]:
    """A concluded fact as data: what fact it is (``item``, ``irregularity``, a
    template's kind) and its fields."""
    fields = {k: _plain(v) for k, v in fact.items()
              if not str(k).startswith("__") and k != "branch"}
    kind = fact.kind if isinstance(fact, State) else _kebab(type(fact).__name__)
    return {"fact": kind, **fields}


# --- Text and Markdown ---------------------------------------------------------------


def _condition(when: dict[str, Any], lang: str) -> str:
    """A branch's condition: each finding by its key in English (what the TD writes under
    ``findings:``), by its name in Russian."""
    words = LABELS[lang]
    name = knowledge().finding_name if lang == "ru" else (lambda key, _: key)
    parts = [f"{name(key, lang)} = {words['yes'] if value else words['no']}"
             for key, value in when.items()]
    return f"[{words['if']} " + ", ".join(parts) + "] "


def to_text(ruling: Ruling, lang: str = "en", markdown: bool = False, why: bool = False
            ) -> str:
    from ruling.engine.script import WORDS as SCRIPT_WORDS
    from ruling.engine.script import header, script

    words = LABELS[lang]
    data = to_json(ruling, lang)
    lines: list[str] = []
    head = (lambda s: f"## {s}") if markdown else (lambda s: s.upper())
    bullet = "- " if markdown else "  "
    lines.append(("# " if markdown else "") + f"{words['title']} — "
                 + words["edition"].format(edition=ruling.edition))
    lines.extend(header(ruling, lang))
    lines.append("")
    lines.append(head(SCRIPT_WORDS[lang]["says"]))
    told = script(ruling, lang)
    if not told:
        lines.append(bullet + words["nothing"])
    lines.extend(f"{bullet}{line}" for line in told)
    lines.append("")
    lines.append(head(words["ruling"]))
    if not data["ruling"]:
        lines.append(bullet + words["nothing"])
    for number, item in enumerate(data["ruling"], 1):
        cond = _condition(item["if"], lang) if item.get("if") else ""
        sentence = item_sentence(item, lang)
        lines.append(f"{'' if markdown else bullet}{number}. {cond}{sentence[:1].upper()}"
                     f"{sentence[1:]} [{item['law']}]")
    lines.append("")
    lines.append(head(words["irregularities"]))
    if not data["irregularities"]:
        lines.append(bullet + words["none"])
    for irr in data["irregularities"]:
        kind = KINDS[lang].get(irr["kind"], irr["kind"])
        cond = _condition(irr["if"], lang) if irr.get("if") else ""
        lines.append(f"{bullet}{cond}{kind}: {localise(irr['offender'], lang)}, "
                     f"{place(irr['at'], lang)} "
                     f"[{words['law']} {irr['law']}]")
    if data["questions"]:
        lines.append("")
        lines.append(head(words["questions"]))
        for q in data["questions"]:
            if lang == "ru":  # the key is the incident file's, like findings: itself
                lines.append(f"{bullet}{q['text']} [{q['law']}] (findings: {q['id']})")
            else:
                lines.append(f"{bullet}{q['id']}: {q['text']} [{q['law']}]")
    lines.append("")
    lines.append(head(words["chain"]))
    tree = chain_of_laws(ruling, lang, full=why)
    if markdown:  # a numbered list, what each step rests on and gives beneath it
        lines.extend(f"   - {line.strip()}" if line.startswith("   ") else line
                     for line in tree)
        lines.extend(record_tables(ruling, lang))
    else:
        lines.extend("  " + line if line else "" for line in tree)
    return "\n".join(lines) + "\n"


# The record as tables, for a report (Markdown): the auction in four columns, the play
# as a grid of tricks, and the other entries by their place.
TABLE_SEATS = ("W", "N", "E", "S")  # the order bridge reports print an auction in
TABLE_WORDS = {  # a call's word in an English report (Pass, Dbl); in Russian Call.symbol's
    "en": {"record": "The record", "auction": "Auction", "play": "Play", "other": "Other entries",
           "trick": "Trick", "led": "Led by", "won": "Won by", "slow": "slow",
           "fast": "fast", "alerted": "alerted", "P": "Pass", "X": "Dbl", "XX": "Rdbl"},
    "ru": {"record": "Запись", "auction": "Торговля", "play": "Розыгрыш",
           "other": "Другие записи", "trick": "Взятка", "led": "Ход", "won": "Взял",
           "slow": "с задержкой", "fast": "быстро", "alerted": "с алертом"},
}


def _call_cell(event: Any, lang: str) -> str:
    words = TABLE_WORDS[lang]
    call = event.call.call
    text = words.get(str(call), call.symbol(lang))
    entry = event.entry
    notes = [words[entry.tempo]] if entry is not None and entry.tempo else []
    if entry is not None and entry.alerted:
        notes.append(words["alerted"])
    return text + (f" ({', '.join(notes)})" if notes else "")


def record_tables(ruling: Ruling, lang: str) -> list[str]:
    """The record of the board as Markdown tables: each call in its caller's column (a
    call left of the one before it opens a row), each trick a row, cards by seat."""
    from ruling.engine.session import event_facts, play_facts

    words = TABLE_WORDS[lang]
    lines = ["", f"## {words['record']}"]
    others: list[str] = []
    auction = ruling.auction
    if auction is not None and auction.events:
        names = [SEAT_NAMES[lang][seat] for seat in TABLE_SEATS]
        lines += ["", f"### {words['auction']}", "", "| " + " | ".join(names) + " |",
                  "|" + "---|" * 4]
        rows: list[list[str]] = []
        column = 4
        for event in auction.events:
            if event.kind != "call" or event.call is None:
                if event.entry is not None:  # an entry of the record, not one derived
                    others += [describe(fact, lang) for fact in event_facts(event, auction)]
                continue
            at = TABLE_SEATS.index(event.call.seat)
            if at <= column or not rows:
                rows.append([""] * 4)
            rows[-1][at] = _call_cell(event, lang)
            column = at
        lines += ["| " + " | ".join(row) + " |" for row in rows]
    play = ruling.play
    if play is not None and play.tricks:
        lines += ["", f"### {words['play']}", "",
                  f"| {words['trick']} | {words['led']} | "
                  + " | ".join(SEAT_NAMES[lang][seat] for seat in SEATS)
                  + f" | {words['won']} |", "|" + "---|" * 7]
        for trick in play.tricks:
            cells = []
            for seat in SEATS:
                card = trick.card_of(seat)
                shown = card.symbol(lang) if card is not None else ""
                cells.append(f"**{shown}**" if shown and seat == trick.leader else shown)
            won = SEAT_NAMES[lang][trick.winner] if trick.winner else ""
            lines.append(f"| {trick.number} | {SEAT_NAMES[lang][trick.leader]} | "
                         + " | ".join(cells) + f" | {won} |")
        others += [describe(fact, lang) for event in play.events if event.verb != "play"
                   for fact in play_facts(event, play, auction)]
    if others:
        lines += ["", f"### {words['other']}", ""] + [f"- {line}" for line in others]
    return lines


def chain_of_laws(ruling: Ruling, lang: str, full: bool = False) -> list[str]:
    """The chain of laws as a proof: each step the ruling rests on once, numbered, in the
    order the engine took them, with what it rests on (``←``: earlier steps by number,
    the record's entries, the TD's findings) and the ruling items it gives (``⇒``).

    The short chain (the default) shows the steps that decide: those that recognise an
    irregularity, give a ruling item or read a finding; a step it leaves out is passed
    through, its references standing in for it. ``full`` shows every step."""
    refs = references(ruling.steps)
    steps = {step.number: step for step in ruling.steps}
    gives = _items_by_step(ruling)
    if ruling.items:
        needed: set[int] = set()
        stack = [n for n in steps if gives.get(n)]
        while stack:
            number = stack.pop()
            if number not in needed:
                needed.add(number)
                stack.extend(ref[1] for ref, _ in refs[number] if ref[0] == "step")
    else:  # nothing to rule: which laws were looked at, and why
        needed = set(steps)
    shown = needed if full else {n for n in needed if _decides(steps[n], refs[n])}
    numbers = {n: i for i, n in enumerate(sorted(shown), 1)}

    def through(number: int, seen: frozenset[int]) -> list[tuple[Ref, Fact]]:
        """The references of a step, those to steps not shown replaced by theirs."""
        out: list[tuple[Ref, Fact]] = []
        for ref, fact in refs[number]:
            if ref[0] == "step" and ref[1] not in shown:
                if ref[1] not in seen:
                    out.extend(r for r in through(ref[1], seen | {ref[1]}) if r not in out)
            elif (ref, fact) not in out:
                out.append((ref, fact))
        return out

    lines: list[str] = []
    for number in sorted(shown):
        step = steps[number]
        cond = _condition(step.when, lang) if step.when else ""
        lines.append(f"{numbers[number]}. {cond}{citation(step.law, lang)} — {step.text[lang]}")
        rests = through(number, frozenset({number}))
        earlier = [str(numbers[ref[1]]) for ref, _ in rests if ref[0] == "step"]
        others = [describe(fact, lang) for ref, fact in rests if ref[0] != "step"]
        if earlier or others:
            lines.append("   ← " + "; ".join(part for part in (", ".join(earlier),
                                                                "; ".join(others)) if part))
        if gives.get(number):
            lines.append("   ⇒ " + LABELS[lang]["items"] + " "
                         + ", ".join(str(i) for i in gives[number]))
    return lines


def _decides(step: Step, refs: list[tuple[Ref, Fact]]) -> bool:
    """Does the step decide something the short chain must show?"""
    return (any(isinstance(f, (Item, Irregularity)) for f in step.concludes)
            or any(ref[0] == "finding" for ref, _ in refs))


def _items_by_step(ruling: Ruling) -> dict[int, list[int]]:
    """For each step, the numbers of the ruling items it gives, as the ruling prints
    them (an item holding under a condition: by the step whose condition agrees)."""
    order = {id(fact): i for i, fact in enumerate(_in_order(ruling), 1)}
    by_key: dict[Any, list[Fact]] = {}
    for fact in ruling.items:
        by_key.setdefault(fact_key(fact), []).append(fact)
    out: dict[int, list[int]] = {}
    for step in ruling.steps:
        for fact in step.concludes:
            for item in by_key.get(fact_key(fact), ()):
                if _compatible(item.get("branch") or {}, step.when) and (
                        order[id(item)] not in out.get(step.number, [])):
                    out.setdefault(step.number, []).append(order[id(item)])
    return out
