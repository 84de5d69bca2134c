"""The script: what the TD says at the table, first (issue 14, point 1).

A header (the board, the dealer and vulnerability, the contract once known, and where
each irregularity is in the table's terms: "trick 2, East", "auction, East's 2nd call"),
then one line per player or decision, in the order the ruling items are said, with the
mechanics the items carry: which card goes back and what is played instead, which cards
stay face up and until when, who must pass and for how long, who leads and from which
hand, whom an option restricts, for whom information is unauthorized, and what the TD
checks at the end of play. Items under a condition (a finding the TD has not made) are
grouped by condition, a condition that extends another said after it on its line.

Everything here reads the ruling items' fields and the record; no law is decided here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ruling.engine.notation import parse_place, record_position
from ruling.engine.registry import knowledge
from ruling.engine.session import Ruling
from ruling.engine.vocabulary import KINDS, contract_text, localise, seat_in

SIDES = {"en": {"NS": "NS", "EW": "EW"}, "ru": {"NS": "СЮ", "EW": "ВЗ"}}
VULNERABLE = {
    "en": {"None": "none", "NS": "NS", "EW": "EW", "All": "both", "Both": "both"},
    "ru": {"None": "никто", "NS": "СЮ", "EW": "ВЗ", "All": "обе", "Both": "обе"},
}

WORDS = {
    "en": {
        "board": "Board {board}", "dealer": "dealer {dealer}",
        "vulnerable": "vulnerable: {vulnerable}", "contract": "contract {contract} by {declarer}",
        "passed-out": "passed out", "says": "What the TD says",
        "trick": "trick {trick}, {seat}", "call": "auction, {seat}'s {nth} call",
        "after-call": "auction, {seat}, after the {nth} call", "first": "auction, {seat}, "
        "before the first call", "law": "Law", "if-found": " (if the TD so finds)",
        "penalty-card": "{seat}'s {card} becomes a {grade} penalty card: it stays face up on "
                        "the table until it is played (Law 50)",
        "revoke-penalty-card": "{seat} takes {card} back and plays a {suit} instead; {card} "
                               "becomes a {grade} penalty card, face up on the table until "
                               "it is played",
        "revoke-withdrawn": "{seat} takes {card} back (no penalty card) and plays a {suit} "
                            "instead",
        "withdrawn": "{seat} takes {card} back into his hand (no penalty card)",
        "withdrawn-stands": "{seat} takes {card} back (no penalty card); {other} is played "
                            "instead and may not be changed",
        "face-up": "{card} stays face up on the table until the auction ends; if {seat} "
                   "becomes a defender, it is a penalty card (Law 24); until then what it "
                   "shows is unauthorized for {side} (Law 16C)",
        "must-pass/next-turn": "{seat} must pass at his next turn to call (once)",
        "must-pass/rest-of-auction": "{seat} must pass at every turn until the auction ends",
        "lead-dummy": "{declarer} leads next, from dummy ({seat})",
        "lead-own": "{seat} leads next, from his own hand",
        "restricts": "{holder} chooses, restricting {restricted}: {choices}",
        "check": "at the end of play the TD checks whether {when}; if so, he adjusts the "
                 "score",
        "if": "If the TD finds {cond}: {said}", "also": "if also {cond}: {said}",
        "yes": "yes", "no": "no", "and": ", ",
        "otherwise": "No further rectification if the TD finds {conds}",
        "or": "; or ",
    },
    "ru": {
        "board": "Сдача {board}", "dealer": "сдаёт {dealer}",
        "vulnerable": "в зоне: {vulnerable}",
        "contract": "контракт {contract}, разыгрывает {declarer}",
        "passed-out": "сдача спасована", "says": "Что говорит судья",
        "trick": "взятка {trick}, {seat}", "call": "торговля, {nth}-я заявка {seat_gen}",
        "after-call": "торговля, {seat}, после {nth}-й заявки",
        "first": "торговля, {seat}, до первой заявки", "law": "Правило",
        "if-found": " (если судья так решит)",
        "penalty-card": "карта {card} ({seat}) становится {grade} штрафной картой: она "
                        "лежит открытой на столе, пока не будет сыграна (правило 50)",
        "revoke-penalty-card": "{seat} берёт {card} назад и играет вместо неё карту масти "
                               "{suit}; {card} становится {grade} штрафной картой и лежит "
                               "открытой на столе, пока не будет сыграна",
        "revoke-withdrawn": "{seat} берёт {card} назад (не штрафная) и играет вместо неё "
                            "карту масти {suit}",
        "withdrawn": "{seat} берёт {card} назад в руку (не штрафная)",
        "withdrawn-stands": "{seat} берёт {card} назад (не штрафная); вместо неё сыграна "
                            "{other}, и её нельзя заменить",
        "face-up": "карта {card} лежит открытой на столе до конца торговли; если {seat} "
                   "станет защитником, она станет штрафной картой (правило 24); до тех пор "
                   "сведения от неё — неразрешённая информация для {side} (правило 16C)",
        "must-pass/next-turn": "{seat} должен пасовать в свою следующую очередь (один раз)",
        "must-pass/rest-of-auction": "{seat} должен пасовать при каждой своей очереди до "
                                     "конца торговли",
        "lead-dummy": "следующим ходит {declarer}, из руки болвана ({seat_gen})",
        "lead-own": "следующим ходит {seat}, из своей руки",
        "restricts": "{holder} выбирает ограничение для {restricted_gen}: {choices}",
        "check": "по окончании розыгрыша судья проверит, действительно ли {when}; если да, он "
                 "скорректирует результат",
        "if": "Если судья решит: {cond} — {said}", "also": "если ещё {cond} — {said}",
        "yes": "да", "no": "нет", "and": ", ",
        "otherwise": "Других исправлений нет, если судья решит: {conds}",
        "or": "; или ",
    },
}
SUIT_NAMES = {"en": {"S": "spade", "H": "heart", "D": "diamond", "C": "club"},
              "ru": {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}}


def _nth(n: int, lang: str) -> str:
    """An ordinal: "2nd" ("2" in Russian, which writes "2-я")."""
    if lang == "ru":
        return str(n)
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def where(ruling: Ruling, at: str, seat: str | None, lang: str) -> str:
    """An entry's place in the table's terms: "trick 2, East"; "auction, East's 2nd call"
    (an entry that is no call: "auction, North, after the 3rd call")."""
    words = WORDS[lang]
    found = parse_place(at)
    if found is None:
        return localise(at, lang)
    period, number = found
    index = number - 1
    name = seat_in(seat, "nom", lang) if seat else ""
    if period == "play" and ruling.play is not None and index < len(ruling.play.events):
        event = ruling.play.event(index)
        return words["trick"].format(trick=event.trick,
                                     seat=seat_in(event.seat or seat or "", "nom", lang))
    if period == "auction" and ruling.auction is not None and seat:
        calls = [c for c in ruling.auction.calls if c.index <= index]
        if calls and calls[-1].index == index and calls[-1].seat == seat:
            own = sum(1 for c in calls if c.seat == seat)
            return words["call"].format(seat=name, seat_gen=seat_in(seat, "gen", lang),
                                        nth=_nth(own, lang))
        before = [c for c in calls if c.index < index]
        if not before:
            return words["first"].format(seat=name)
        return words["after-call"].format(seat=name, nth=_nth(len(before), lang))
    return localise(at, lang)


def header(ruling: Ruling, lang: str) -> list[str]:
    """The board, dealer and vulnerability, the contract once known; then where each
    irregularity is."""
    words = WORDS[lang]
    incident = ruling.incident
    parts = []
    if incident is not None and incident.board is not None:
        parts.append(words["board"].format(board=incident.board))
    dealer = (incident.dealer if incident is not None else None) or (
        ruling.auction.dealer if ruling.auction is not None else None)
    if dealer:
        parts.append(words["dealer"].format(dealer=seat_in(dealer, "nom", lang)))
    if incident is not None and incident.vulnerable:
        vul = str(incident.vulnerable)
        parts.append(words["vulnerable"].format(vulnerable=VULNERABLE[lang].get(vul, vul)))
    contract, declarer, doubled = None, None, 0
    if ruling.play is not None:
        contract, declarer = ruling.play.contract, ruling.play.declarer
        doubled = incident.doubled if incident is not None else 0
    elif ruling.auction is not None and ruling.auction.complete:
        if ruling.auction.passed_out:
            parts.append(words["passed-out"])
        contract, declarer = ruling.auction.contract, ruling.auction.declarer
        doubled = ruling.auction.doubled
    if ruling.auction is not None and ruling.auction.complete and ruling.auction.contract:
        doubled = ruling.auction.doubled
    if contract is not None and declarer:
        shown = contract_text(f"{contract}{'X' * (doubled or 0)}", lang)
        parts.append(words["contract"].format(contract=shown,
                                              declarer=seat_in(declarer, "nom", lang)))
    lines = [" · ".join(parts)[:1].upper() + " · ".join(parts)[1:]] if parts else []
    for irr in sorted(ruling.irregularities, key=lambda f: record_position(f["at"])):
        kind = KINDS[lang].get(irr["kind"], irr["kind"])
        place = where(ruling, irr["at"], irr.get("offender"), lang)
        cond = words["if-found"] if irr.get("branch") else ""
        lines.append(f"{kind[:1].upper()}{kind[1:]}: {place} [{words['law']} {irr['law']}]"
                     f"{cond}")
    return lines


def _suit_led(ruling: Ruling, at: str) -> str | None:
    found = parse_place(at)
    if found is None or found[0] != "play" or ruling.play is None:
        return None
    index = found[1] - 1
    if index >= len(ruling.play.events):
        return None
    return ruling.play.event(index).suit_led


def _suit(suit: str, lang: str) -> str:
    return SUIT_NAMES[lang].get(suit, suit)


def said(item: Mapping[str, Any], ruling: Ruling, irrs: Mapping[str, Any], lang: str,
         pair: Mapping[str, Any] | None = None) -> str:
    """One item as the TD says it, with its mechanics (``pair``: the card-stands item of
    the same player and irregularity, said with a card-withdrawn one)."""
    from ruling.engine.render import WORDS as RENDER_WORDS
    from ruling.engine.render import choice_word, item_sentence

    words = WORDS[lang]
    kind = item["type"]
    irr = irrs.get(item.get("irr") or "")
    seat = item.get("seat")
    name = seat_in(seat, "nom", lang) if isinstance(seat, str) else ""
    card = localise(item.get("card"), lang)
    revoke = irr is not None and irr["kind"] == "revoke"
    suit = _suit_led(ruling, item.get("irr") or "") if revoke else None
    if kind == "penalty-card":
        grade = RENDER_WORDS[lang].get(item.get("grade"), item.get("grade"))
        if suit:
            return words["revoke-penalty-card"].format(seat=name, card=card, grade=grade,
                                                       suit=_suit(suit, lang))
        return words["penalty-card"].format(seat=name, card=card, grade=grade)
    if kind == "card-withdrawn" and seat:
        if suit and item.get("card") == (irr or {}).get("card"):
            return words["revoke-withdrawn"].format(seat=name, card=card,
                                                    suit=_suit(suit, lang))
        if pair is not None:
            return words["withdrawn-stands"].format(seat=name, card=card,
                                                    other=localise(pair["card"], lang))
        return words["withdrawn"].format(seat=name, card=card)
    if kind == "must-pass" and seat:
        return words[f"must-pass/{item.get('scope', 'rest-of-auction')}"].format(seat=name)
    if (kind == "unauthorized-information" and item.get("source") == "exposed" and irr
            and (ruling.auction is None or not ruling.auction.complete)):
        side = SIDES[lang].get(item.get("side"), item.get("side"))
        return words["face-up"].format(card=card, seat=seat_in(irr["offender"], "nom", lang),
                                       side=side)
    if kind == "lead-from" and seat and ruling.play is not None and not item.get("chooser"):
        if seat == ruling.play.dummy:
            return words["lead-dummy"].format(declarer=seat_in(ruling.play.declarer, "nom",
                                                               lang),
                                              seat=name, seat_gen=seat_in(seat, "gen", lang))
        if seat == ruling.play.declarer:
            return words["lead-own"].format(seat=name)
    if (kind == "option" and item.get("restricts") and not item.get("holders")
            and item.get("choices")):
        restricted = str(item["restricts"])
        text = words["restricts"].format(
            holder=seat_in(str(item["holder"]), "nom", lang),
            restricted=seat_in(restricted, "nom", lang),
            restricted_gen=seat_in(restricted, "gen", lang),
            choices=RENDER_WORDS[lang]["or"].join(choice_word(c, lang)
                                                  for c in item["choices"]))
        if item.get("chosen"):
            from ruling.engine.render import LABELS
            text += f" ({LABELS[lang]['chosen'].format(chosen=choice_word(item['chosen'], lang))})"
        return text
    if kind == "adjusted-score" and not item.get("branch"):
        when = RENDER_WORDS[lang].get(item.get("when"), item.get("when"))
        return words["check"].format(when=when, law=item["law"])
    if kind == "trick-transfer" and item.get("established_at"):
        moved = dict(item)
        found = parse_place(str(item["established_at"]))
        moved["established_at"] = (where(ruling, str(item["established_at"]), None, lang)
                                   if found and found[0] == "play" else item["established_at"])
        return item_sentence(moved, lang)
    return item_sentence(dict(item), lang)


def _condition(cond: Mapping[str, Any], lang: str) -> str:
    words = WORDS[lang]
    name = knowledge().finding_name
    return words["and"].join(f"{name(key, lang)} ({words['yes' if value else 'no']})"
                             for key, value in cond.items())


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def script(ruling: Ruling, lang: str) -> list[str]:
    """What the TD says, one line per player or decision."""
    from ruling.engine.render import ordered_items

    words = WORDS[lang]
    items = ordered_items(ruling)
    irrs = {irr["at"]: irr for irr in ruling.irregularities}
    lines: list[str] = []
    plain = [i for i in items if not i.get("branch")]
    used: set[int] = set()
    for number, item in enumerate(plain):
        if number in used:
            continue
        pair = None
        if item["type"] == "card-withdrawn":
            for other, stands in enumerate(plain):
                if (other not in used and stands["type"] == "card-stands"
                        and stands.get("irr") == item.get("irr")
                        and stands.get("seat") == item.get("seat")):
                    pair = stands
                    used.add(other)
                    break
        text = said(item, ruling, irrs, lang, pair)
        lines.append(f"{_cap(text)} [{item['law']}]")
    groups: dict[tuple[tuple[str, Any], ...], list[dict[str, Any]]] = {}
    for item in items:
        if item.get("branch"):
            groups.setdefault(tuple(dict(item["branch"]).items()), []).append(item)
    quiet = [cond for cond, held in groups.items()
             if all(i["type"] == "no-rectification" for i in held)]
    told = {cond: held for cond, held in groups.items() if cond not in quiet}

    def parent(cond: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...] | None:
        under = [other for other in told if set(other) < set(cond)]
        return max(under, key=len) if under else None

    def sentences(held: list[dict[str, Any]]) -> str:
        return "; ".join(f"{said(i, ruling, irrs, lang)} [{i['law']}]" for i in held)

    def line(cond: tuple[tuple[str, Any], ...], base: tuple[tuple[str, Any], ...]) -> str:
        extra = {k: v for k, v in cond if (k, v) not in base}
        text = (words["if"] if not base else words["also"]).format(
            cond=_condition(extra, lang), said=sentences(told[cond]))
        for child in told:
            if parent(child) == cond:
                text += "; " + line(child, cond)
        return text

    for cond in told:
        if parent(cond) is None:
            lines.append(line(cond, ()))
    if quiet:
        lines.append(words["otherwise"].format(
            conds=words["or"].join(_condition(dict(cond), lang) for cond in quiet))
            + " [" + ", ".join(dict.fromkeys(i["law"] for c in quiet for i in groups[c]))
            + "]")
    return lines
