"""Write the full-deal case files for leads out of turn (2017 Laws 53-56).

    /work/venv/bin/python tools/make_cases.py [--check]

Each case is a seeded random deal (``engine.deals.random_deal``) played out by
``engine.deals.legal_play`` except around the irregularity, which is written here
trick by trick. The expected ruling of each case is written here from the law text
(its ``source`` names the law), never taken from the engine. The files go to
``cases/2017/play/leads/``; ``--check`` only verifies that the files on disk are what
this script writes.

Seeds are found by searching from a fixed start for the first deal where the story
fits (the right player wins the trick before the irregularity, the leader holds the
suit he must lead, ...), so the output is reproducible. The deal, the strategy and the
writing are ``tools/casegen.py``'s, shared with ``make_revoke_cases.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ruling.engine.deals import trick_winners  # noqa: E402
from ruling.engine.notation import Card, lho, next_seat, partner, rho  # noqa: E402
from tools.casegen import (  # noqa: E402
    ROOT,
    Board,
    Case,
    Unfit,
    case_text,
    first_fit,
    follow_choice,
    lead_choice,
    write_cases,
)

OUT = ROOT / "cases" / "2017" / "play" / "leads"


class LeadBoard(Board):
    """A deal being played, with the penalty card's rules for playing it out."""

    def finish(self, penalty: dict[str, Card] | None = None,
               banned: tuple[str, str] | None = None, first: Card | None = None) -> None:
        """Play the rest out. ``penalty``: a major penalty card its holder plays at his
        first legal opportunity (Law 50D1). ``banned``: (seat, suit) he may not lead while
        he keeps the lead (Law 50D2(a)). ``first``: the next leader's card, when given."""
        if not penalty and not banned and first is None:
            self.rest()
            return
        penalty = dict(penalty or {})
        while self.left[self.leader]:
            leader = self.leader
            hand = self.left[leader]
            if first is not None:
                lead, first = first, None
            elif penalty.get(leader) in hand:
                lead = penalty.pop(leader)
            else:
                lead = lead_choice(hand, avoid=banned[1] if banned and banned[0] == leader
                                   else None)
            cards = [(leader, lead)]
            for i in range(1, 4):
                seat = next_seat(leader, i)
                held = self.left[seat]
                pc = penalty.get(seat)
                if pc is not None and (pc.suit == lead.suit
                                       or not any(c.suit == lead.suit for c in held)):
                    card = penalty.pop(seat)
                else:
                    card = follow_choice(held - {pc} if pc else held, lead.suit, self.trump)
                cards.append((seat, card))
            winner = self.trick(cards)
            if banned and winner != banned[0]:
                banned = None


# --- the cases ------------------------------------------------------------------------


def opening_lead_by_wrong_defender(board: LeadBoard) -> tuple[str, Card]:
    offender = partner(lho(board.declarer))
    return offender, lead_choice(board.left[offender])


def story_spread(board: LeadBoard) -> dict:
    offender, card = opening_lead_by_wrong_defender(board)
    declarer, dummy = board.declarer, board.dummy
    board.trick(board.follow_round((offender, card)),
                f"trick 1 ({declarer} spreads: {dummy} declares)",
                after_lead=[f"{declarer} spreads"])
    board.finish()
    return {"offender": offender, "card": str(card)}


def story_accept_second(board: LeadBoard) -> dict:
    offender, card = opening_lead_by_wrong_defender(board)
    board.trick(board.follow_round((offender, card)),
                "trick 1: declarer plays second from his own hand")
    board.finish()
    return {"offender": offender, "card": str(card)}


def story_second_from_dummy(board: LeadBoard) -> dict:
    offender, card = opening_lead_by_wrong_defender(board)
    dummy = board.dummy
    led = card.suit
    d = follow_choice(board.left[dummy], led, board.trump)
    rest = [(s, follow_choice(board.left[s], led, board.trump))
            for s in (board.declarer, lho(board.declarer))]
    board.trick([(offender, card), (dummy, d)] + rest,
                "trick 1: declarer plays dummy's card second, then his own")
    board.finish()
    return {"offender": offender, "card": str(card), "dummy": dummy, "dummy_card": str(d)}


def story_refused(option: str) -> Callable[[LeadBoard], dict]:
    """Opening lead out of turn refused; the right defender leads under a 50D2 option."""

    def story(board: LeadBoard) -> dict:
        offender, card = opening_lead_by_wrong_defender(board)
        leader = lho(board.declarer)
        held = board.left[leader]
        if option == "require":
            same = [c for c in held if c.suit == card.suit]
            if not same:
                raise Unfit("the leader cannot lead the penalty card's suit")
            lead = max(same, key=lambda c: c.value)
        else:
            if all(c.suit == card.suit for c in held):
                raise Unfit("the leader has only the penalty card's suit")
            lead = lead_choice(held, avoid=card.suit)
        if option == "prohibit" and any(c.suit == lead.suit for c in board.left[offender]):
            raise Unfit("the offender should show out, not playing the penalty card he could")
        board.note([f"{offender} {card}", "TD"], "opening lead out of turn, not accepted")
        if option == "leave":  # the card stays a penalty card (50D2(b))
            board.finish(penalty={offender: card}, first=lead)
        elif option == "prohibit":  # picked up; the suit is barred while the leader keeps the lead
            cards = [(leader, lead)]
            for i in range(1, 4):
                seat = next_seat(leader, i)
                pool = board.left[seat] - {card} if seat == offender else board.left[seat]
                cards.append((seat, follow_choice(pool, lead.suit, board.trump)))
            board.trick(cards, "trick 1: the offender shows out and keeps his penalty card")
            board.finish(banned=(leader, card.suit) if board.leader == leader else None)
        else:  # require: picked up
            board.finish(first=lead)
        # Law 50D2's choice as the record shows it: a lead of the suit with the penalty card
        # not played when it could be (require); a lead of another suit and the offender
        # showing out without playing it (prohibit); the card played at its first chance is
        # what (b) asks, but also allowed after (a): the record cannot tell.
        choices = [f"require-{card.suit}", f"prohibit-{card.suit}", "no-restriction"]
        if option == "leave":
            choice = {"choices": choices}
            unseen = [{"type": "option", "chosen": c} for c in choices]
        else:
            choice = {"chosen": f"{option}-{card.suit}"}
            unseen = []
        return {"offender": offender, "card": str(card), "leader": leader, "lead": str(lead),
                "choice": choice, "unseen": unseen}

    return story


def to_trick_won_by(board: LeadBoard, wanted: Callable[[str], bool], low: int = 2,
                    high: int = 9) -> int:
    """Play normal tricks until one (the ``low``-th or later) is won by a wanted seat."""
    winners = trick_winners(board.continuation(), board.strain)
    for k in range(low, high + 1):
        if wanted(winners[k - 1]):
            board.normal(k)
            return k
    raise Unfit("no trick won by the wanted seat")


def story_defender_lead(answer: str) -> Callable[[LeadBoard], dict]:
    """A defender leads out of turn after trick one; ``answer`` is what happens next."""

    def story(board: LeadBoard) -> dict:
        declarer, dummy = board.declarer, board.dummy
        if answer in ("dummy-plays", "declarer-leads"):
            to_trick_won_by(board, lambda w: w == declarer)
            offender = lho(declarer)  # his LHO is dummy, who is not on lead
        else:  # partner-leads
            to_trick_won_by(board, lambda w: w not in (declarer, dummy))
            offender = partner(board.leader)
        proper = board.leader
        card = lead_choice(board.left[offender])
        if answer == "dummy-plays":
            cards = board.follow_round((offender, card))
            board.trick(cards, f"trick {board.tricks + 1}: {offender} leads out of turn, "
                               f"{dummy} plays to it")
            board.finish()
            return {"offender": offender, "card": str(card), "proper": proper}
        board.note([f"{offender} {card}", "TD"],
                   f"{offender} leads out of turn ({proper} was on lead); declarer refuses it")
        if answer == "declarer-leads":
            board.finish(penalty={offender: card})
        else:  # the offender's partner leads the penalty card's suit (50D2(a): required)
            held = board.left[proper]
            same = [c for c in held if c.suit == card.suit]
            if not same:
                raise Unfit("the right defender cannot lead the penalty card's suit")
            lead = max(same, key=lambda c: c.value)
            cards = board.follow_round((proper, lead))
            if (offender, card) in cards:
                raise Unfit("the owner should keep the card he could play: it was picked up")
            board.trick(cards, f"trick {board.tricks + 1}: {proper}, on lead, leads")
            board.finish()
        return {"offender": offender, "card": str(card), "proper": proper}

    return story


def story_declarer_lead(answer: str) -> Callable[[LeadBoard], dict]:
    """Declarer leads out of turn after trick one."""

    def story(board: LeadBoard) -> dict:
        declarer, dummy = board.declarer, board.dummy
        if answer in ("accepted", "wrong-hand-refused"):
            to_trick_won_by(board, lambda w: w == dummy)
        else:  # defender-leads: the defender on declarer's left was on lead (53B)
            to_trick_won_by(board, lambda w: w == lho(declarer))
        proper = board.leader
        card = lead_choice(board.left[declarer])
        if answer == "accepted":
            board.trick(board.follow_round((declarer, card)),
                        f"trick {board.tricks + 1}: declarer leads from the wrong hand, "
                        f"{lho(declarer)} plays to it")
            board.finish()
            return {"card": str(card), "proper": proper}
        if answer == "wrong-hand-refused":
            board.note([f"{declarer} {card}", "TD"],
                       f"declarer leads from his hand, {proper} was on lead; not accepted")
            board.trick(board.follow_round((proper, lead_choice(board.left[proper]))),
                        f"trick {board.tricks + 1}: declarer leads from {proper}")
            board.finish()
            return {"card": str(card), "proper": proper}
        held = board.left[proper]
        if not any(c.suit == card.suit for c in held):
            raise Unfit("the defender must hold the suit, or his card would be played to it")
        lead = lead_choice(held, avoid=card.suit)
        board.note([f"{declarer} {card}", "TD"],
                   f"declarer leads out of turn ({proper} was on lead)")
        board.trick(board.follow_round((proper, lead)),
                    f"trick {board.tricks + 1}: {proper} makes his proper lead (another suit)")
        board.finish()
        return {"card": str(card), "proper": proper}

    return story


def story_last_trick(who: str) -> Callable[[LeadBoard], dict]:
    """Twelve tricks played; the thirteenth is led out of turn."""

    def story(board: LeadBoard) -> dict:
        declarer, dummy = board.declarer, board.dummy
        board.normal(12)
        proper = board.leader
        if who == "defender":
            if proper in (declarer, dummy):
                raise Unfit("want a defender on lead")
            offender = partner(proper)
            card = next(iter(board.left[offender]))
            board.note([f"{offender} {card}", "TD"], "trick 13 led out of turn")
            board.trick(board.follow_round((proper, next(iter(board.left[proper])))),
                        "trick 13, led by the right player")
            return {"hand": offender, "offender": offender, "card": str(card),
                    "proper": proper}
        # declarer leads from his hand when the defender on his right was on lead
        if proper != rho(declarer):
            raise Unfit("want declarer's RHO on lead")
        card = next(iter(board.left[declarer]))
        cards = [(declarer, card)] + [(next_seat(declarer, i),
                                       next(iter(board.left[next_seat(declarer, i)])))
                                      for i in range(1, 4)]
        board.trick(cards, "trick 13: declarer leads out of turn and everybody plays")
        return {"hand": declarer, "offender": declarer, "card": str(card), "proper": proper}

    return story


CASES: list[Case] = [
    Case("54A-declarer-spreads-full-deal",
         "Opening lead out of turn: declarer spreads his hand and becomes dummy",
         "Law 54A, 2017: after a faced opening lead out of turn declarer may spread his hand; "
         "he becomes dummy and dummy becomes declarer",
         "4S", "S", story_spread,
         lambda v: {
             "irregularities": [{"kind": "opening-lead-out-of-turn", "offender": v["offender"]}],
             "laws": ["54A"],
             "ruling": [
                 {"type": "option", "holder": "S", "chosen": "accept-and-become-dummy",
                  "choices": ["accept-and-play-second", "accept-and-become-dummy", "refuse"]},
                 {"type": "becomes-dummy", "seat": "S"},
                 {"type": "card-stands", "seat": v["offender"], "card": v["card"]},
             ],
             "not": [{"type": "penalty-card"}, {"type": "lead-from"}],
         }),
    Case("54B1-declarer-accepts-plays-second-full-deal",
         "Opening lead out of turn by the wrong defender: declarer plays second from his hand",
         "Laws 53A and 54B1, 2017: a card played to the lead from the hand next in rotation "
         "accepts it; declarer plays the second card from his own hand and stays declarer",
         "3NT", "N", story_accept_second,
         lambda v: {
             "irregularities": [{"kind": "opening-lead-out-of-turn", "offender": v["offender"]}],
             "laws": ["53A", "54B", "54B1"],
             "ruling": [
                 {"type": "option", "holder": "N", "chosen": "accept-and-play-second"},
                 {"type": "card-stands", "seat": v["offender"], "card": v["card"]},
             ],
             "not": [{"type": "becomes-dummy"}, {"type": "penalty-card"},
                     {"type": "option", "chosen": "refuse"}],
         }),
    Case("54B2-second-card-from-dummy-full-deal",
         "Opening lead out of turn: declarer plays the second card from dummy",
         "Law 54B2 and 54C, 2017: a card declarer plays second from dummy may not be taken "
         "back; having seen dummy's cards, declarer must accept the lead and stays declarer",
         "4H", "S", story_second_from_dummy,
         lambda v: {
             "irregularities": [{"kind": "opening-lead-out-of-turn", "offender": v["offender"]}],
             "laws": ["54B2", "54C"],
             "ruling": [
                 {"type": "card-stands", "seat": v["dummy"], "card": v["dummy_card"],
                  "law": "54B2"},
                 {"type": "option", "holder": "S", "chosen": "accept-and-play-second",
                  "law": "54C"},
                 {"type": "card-stands", "seat": v["offender"], "card": v["card"]},
             ],
             "not": [{"type": "becomes-dummy"}, {"type": "penalty-card"},
                     {"type": "option", "chosen": "refuse"},
                     {"type": "option", "chosen": "accept-and-become-dummy"},
                     # 54B2 is the rule for dummy's card, not declarer's premature play
                     {"type": "card-stands", "law": "57C3"}],
         }),
    *[Case(f"54D-refused-{option}-full-deal",
           f"Opening lead out of turn refused; the right defender leads "
           f"({what})",
           "Laws 54D and 50D2, 2017: declarer may have the opening lead out of turn taken "
           "back; the card becomes a major penalty card and the right defender leads, after "
           "declarer's choice under Law 50D2 (read from the play where it shows)",
           "4S", "S", story_refused(option),
           lambda v: {
               "irregularities": [{"kind": "opening-lead-out-of-turn",
                                   "offender": v["offender"]}],
               "laws": ["53A", "54D", "50D2"],
               "ruling": [
                   {"type": "option", "holder": "S", "chosen": "refuse"},
                   {"type": "option", "holder": "S", **v["choice"]},
                   {"type": "penalty-card", "seat": v["offender"], "card": v["card"],
                    "grade": "major"},
                   {"type": "lead-from", "seat": v["leader"]},
               ],
               "not": [{"type": "card-stands", "seat": v["offender"]},
                       {"type": "becomes-dummy"}, {"type": "card-withdrawn"}, *v["unseen"]],
           }, start=start)
      for option, what, start in (
          ("require", "declarer requires the suit of the penalty card", 1100),
          ("prohibit", "declarer forbids the suit of the penalty card", 1200),
          ("leave", "the penalty card stays on the table and is played at the first legal "
                    "opportunity", 1300))],
    Case("56A-accepted-by-dummy-play-full-deal",
         "Defender leads out of turn when declarer was on lead; declarer plays to it from dummy",
         "Laws 53A and 56A, 2017: a card played to the lead out of turn from the next hand "
         "(here dummy) accepts it; it stands as a correct lead",
         "4S", "S", story_defender_lead("dummy-plays"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": v["offender"]}],
             "laws": ["53A", "56A"],
             "ruling": [
                 {"type": "option", "holder": "S", "chosen": "accept",
                  "choices": ["accept", "refuse"]},
                 {"type": "card-stands", "seat": v["offender"], "card": v["card"]},
             ],
             "not": [{"type": "penalty-card"}, {"type": "card-withdrawn"}],
         }, start=2000),
    Case("56B-refused-partner-on-lead-full-deal",
         "Defender leads out of turn when his partner was on lead; the lead is not accepted",
         "Laws 53A, 56B and 50D2, 2017: not accepted, the card becomes a major penalty card "
         "and the right defender leads under declarer's 50D2 choice; he leads the penalty "
         "card's suit and its owner, able to play it, keeps it: the suit was required",
         "4H", "S", story_defender_lead("partner-leads"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": v["offender"]}],
             "laws": ["53A", "56B", "50D2"],
             "ruling": [
                 {"type": "option", "holder": "S", "chosen": "refuse"},
                 {"type": "option", "holder": "S", "chosen": f"require-{v['card'][0]}"},
                 {"type": "penalty-card", "seat": v["offender"], "card": v["card"],
                  "grade": "major"},
                 {"type": "lead-from", "seat": v["proper"]},
             ],
             "not": [{"type": "card-stands"}, {"type": "card-withdrawn"}],
         }, start=2100),
    Case("56B-53B-declarer-makes-proper-lead-full-deal",
         "Defender leads out of turn when declarer was on lead; declarer makes his proper lead",
         "Laws 53B and 56B, 2017: declarer, the opponent on lead, leads without his card "
         "counting as played to the irregular lead; the defender's card, not accepted, is a "
         "major penalty card, played at the first legal opportunity (50D1)",
         "3NT", "S", story_defender_lead("declarer-leads"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": v["offender"]}],
             "laws": ["53B", "56B"],
             "ruling": [
                 {"type": "option", "holder": "S", "chosen": "refuse"},
                 {"type": "penalty-card", "seat": v["offender"], "card": v["card"],
                  "grade": "major"},
                 {"type": "lead-from", "seat": v["proper"]},
             ],
             "not": [{"type": "card-stands"}, {"type": "option", "chosen": "accept"}],
         }, start=2200),
    Case("55A-accepted-by-lho-play-full-deal",
         "Declarer leads from his hand when dummy was on lead; the next defender plays to it",
         "Laws 53A and 55A, 2017: the defenders may accept declarer's lead out of turn; a card "
         "from the next hand accepts it; Law 55C keeps Law 16 open",
         "3NT", "S", story_declarer_lead("accepted"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": "S"}],
             "laws": ["53A", "55A", "55C"],
             "ruling": [
                 {"type": "option", "holder": "W", "chosen": "accept"},
                 {"type": "card-stands", "seat": "S", "card": v["card"]},
                 {"type": "adjusted-score", "law": "55C"},
             ],
             "not": [{"type": "card-withdrawn"}, {"type": "penalty-card"}],
         }, start=3000),
    Case("55B2-wrong-hand-taken-back-full-deal",
         "Declarer leads from his hand when dummy was on lead; the lead is taken back",
         "Law 55B2, 2017: declarer led from the wrong one of his hands; taken back, he must "
         "lead from the correct hand; a declarer's card is never a penalty card",
         "4S", "S", story_declarer_lead("wrong-hand-refused"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": "S"}],
             "laws": ["53A", "55B2"],
             "ruling": [
                 {"type": "option", "holder": "W", "chosen": "refuse"},
                 {"type": "card-withdrawn", "seat": "S", "card": v["card"], "law": "55B2"},
                 {"type": "lead-from", "seat": "N"},
             ],
             "not": [{"type": "penalty-card"}, {"type": "card-stands"}],
         }, start=3100),
    Case("55B1-53B-defender-makes-proper-lead-full-deal",
         "Declarer leads when a defender was on lead; the defender makes his proper lead",
         "Laws 53B and 55B1, 2017: the defender on lead leads his own card (another suit), "
         "not a card played to declarer's lead; declarer's card goes back to his hand with "
         "no further rectification",
         "4H", "S", story_declarer_lead("defender-leads"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": "S"}],
             "laws": ["53B", "55B1"],
             "ruling": [
                 {"type": "option", "holder": "W", "chosen": "refuse"},
                 {"type": "card-withdrawn", "seat": "S", "card": v["card"], "law": "55B1"},
                 {"type": "lead-from", "seat": "W"},
                 {"type": "no-rectification", "law": "55B1"},
             ],
             "not": [{"type": "penalty-card"}, {"type": "card-stands"}],
         }, start=3200),
    Case("53A-trick-13-defender-full-deal",
         "Defender leads out of turn to the thirteenth trick",
         "Law 53A and its footnote, 2017: a lead out of turn at trick thirteen cannot be "
         "accepted; it must be taken back and the right player leads",
         "4S", "S", story_last_trick("defender"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": v["offender"]}],
             "laws": ["53A"],
             "ruling": [
                 {"type": "card-withdrawn", "seat": v["hand"], "card": v["card"],
                  "law": "53A"},
                 {"type": "lead-from", "seat": v["proper"]},
             ],
             "not": [{"type": "option"}, {"type": "penalty-card"}, {"type": "card-stands"}],
         }, start=4000),
    Case("53A-trick-13-declarer-played-to-full-deal",
         "Declarer leads out of turn to the thirteenth trick and every player plays to it",
         "Law 53A and its footnote, 2017: before trick thirteen a card from the next hand "
         "would accept the lead, but at trick thirteen a lead out of turn must be taken back",
         "3NT", "S", story_last_trick("declarer"),
         lambda v: {
             "irregularities": [{"kind": "lead-out-of-turn", "offender": "S"}],
             "laws": ["53A"],
             "ruling": [
                 {"type": "card-withdrawn", "seat": "S", "card": v["card"], "law": "53A"},
                 {"type": "lead-from", "seat": v["proper"]},
             ],
             "not": [{"type": "option"}, {"type": "card-stands"}],
         }, start=4100),
]


# --- writing ------------------------------------------------------------------------------


def build(case: Case) -> tuple[LeadBoard, dict]:
    def attempt(seed: int) -> tuple[LeadBoard, dict]:
        board = LeadBoard(seed, case.contract, case.declarer)
        values = case.story(board)
        if any(board.left.values()):
            raise AssertionError(f"{case.name}: cards left after the play")
        return board, values

    return first_fit(case.name, attempt, ((seed,) for seed in range(case.start,
                                                                   case.start + 500)))


def render(case: Case, board: LeadBoard, values: dict) -> str:
    return case_text(board, title=case.title, source=case.source,
                     generator="tools/make_cases.py", expect=case.expect(values), column=40,
                     findings=case.findings)


def main() -> int:
    return write_cases(((case.name, render(case, *build(case))) for case in CASES), OUT,
                       __doc__.splitlines()[0])


if __name__ == "__main__":
    raise SystemExit(main())
