"""Law 20 — Review and explanation of calls (2017): the correction of an explanation.

Only 20F4 and 20F5 are encoded, on the record's ``corrects`` entries (an explanation of a
call, ``explains``, corrected by the explainer or by his partner); the rest of Law 20 (a
review of the auction, the questions of 20F1-20F3 and 20G) is left to the TD.

F4 (a) A player who finds during the auction that his own explanation was wrong or
       incomplete calls the TD before the end of the Clarification Period and corrects it
       (he may call him at once, but need not); a correction in the play is 75B2's.
       Cited here for a correction made during the auction; one made after the final pass
       (before the opening lead is faced), in the play or after it is cited under 75B2,
       which sets its time whenever the mistake was found (the record cannot say whether
       he found it during the auction).
   (b) The TD then applies Law 21B (or 40B3).
F5 (a) The partner of a player who gave a mistaken explanation may neither correct it nor
       show in any way that it was wrong during the auction (a missing or needless alert
       counts as a mistaken explanation).
   (b) He calls the TD and tells the opponents that, in his opinion, it was wrong, at his
       first lawful opportunity only: (i) a defender, when the play is over; (ii) declarer
       or dummy, after the final pass (before the opening lead: Law 75B3).
F6 An action based on misinformation from an opponent: Law 21 or 47E.

Each correction is read against the explanation it corrects and when it came (before the
final pass, after it before the opening lead, during the play, once the play is over;
``kb.common.explanations``): the item ``explanation-corrected`` says whether it came when
the Laws require it (``timing``: ``in-time``, ``too-early``, ``too-late``). Whether the
explanation was in fact wrong, and what follows for the misinformed side, is Laws 21 and
75's (finding ``misexplained``). Not encoded: a missing or needless alert as a mistaken
explanation (20F5(a), 21B1(a)), which the alerting regulations decide.
"""

from __future__ import annotations

from ruling.kb.common.explanations import (
    correction_timed,
    correction_when,
    declarer_of,
    record_key,
)
from ruling.kb.common.templates import Correction
from ruling.kb.dsl import AS, MATCH, TEST, Action, LawModule, law, partner, side


class Law20(LawModule):
    number = "20"
    title = {"en": "Review and explanation of calls", "ru": "Повтор и объяснение заявок"}
    summary = {
        "en": "A player who finds his own explanation was wrong corrects it, calling the TD, "
              "before the end of the Clarification Period. His partner may not correct it "
              "during the auction: he calls the TD and corrects it after the final pass if "
              "his side is declaring, at the end of the play if it defends.",
        "ru": "Игрок, обнаруживший, что его собственное объяснение было ошибочным, "
              "исправляет его, вызвав судью, до окончания периода уточнений. Его партнёр не "
              "вправе исправлять объяснение во время торговли: он вызывает судью и исправляет "
              "его после финального паса, если его сторона играет контракт, и по окончании "
              "розыгрыша, если она защищается.",
    }

    # Bare 20F: its opening words (the explanation of calls) say what a correction is about
    @law("20F",
         AS.fix << Action(verb="corrects", of=MATCH.of),
         AS.ex << Action(verb="explains", of=MATCH.of),
         TEST(lambda ex, fix: record_key(ex) < record_key(fix)
              and fix["seat"] in (ex["seat"], partner(ex["seat"]))),
         phase="record",
         en="{fix[seat]} corrected the explanation of {fix[call]} that {ex[seat]} gave at "
            "{ex[at]}.",
         ru="{fix[seat]} исправил объяснение заявки {fix[call]}, данное игроком {ex[seat]} "
            "({ex[at]}).")
    def correction(self, fix, ex):
        declarer = declarer_of(self)
        declaring = None if declarer is None else side(declarer) == side(fix["seat"])
        self.conclude(Correction(
            at=fix["at"], n=fix["n"], of=fix["of"], call=fix["call"], seat=fix["seat"],
            explained=ex["at"], explainer=ex["seat"],
            by="explainer" if fix["seat"] == ex["seat"] else "partner",
            when=correction_when(self, fix),
            **({} if declaring is None else {"declaring": declaring})))

    @law("20F4(a)",
         AS.fix << Correction(by="explainer", when="auction", at=MATCH.at),
         en="{fix[seat]} found during the auction that his own explanation of {fix[call]} "
            "was wrong and called the TD and corrected it then, before the end of the "
            "Clarification Period: in time (he could have waited till the final pass); the "
            "TD applies Law 21B (20F4(b)).",
         ru="{fix[seat]} во время торговли обнаружил, что его собственное объяснение заявки "
            "{fix[call]} ошибочно, и тогда же вызвал судью и исправил его — до окончания "
            "периода уточнений: вовремя (он мог дождаться финального паса); судья применяет "
            "правило 21B (20F4(b)).")
    def own_in_time(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("20F5(a)",
         AS.fix << Correction(by="partner", when="auction", at=MATCH.at),
         en="{fix[seat]} corrected his partner's explanation of {fix[call]} during the "
            "auction: he may not correct it, nor show that it was wrong, before the final "
            "pass.",
         ru="{fix[seat]} исправил объяснение заявки {fix[call]}, данное партнёром, во время "
            "торговли: до финального паса он не вправе ни исправлять его, ни показывать, что "
            "оно ошибочно.")
    def partner_during_auction(self, fix, at):
        correction_timed(self, fix, at, "too-early")

    @law("20F5(b)(i)",
         AS.fix << Correction(by="partner", declaring=False, when="after-play", at=MATCH.at),
         en="{fix[seat]}, a defender, corrected his partner's explanation of {fix[call]} "
            "when the play was over: his first lawful opportunity.",
         ru="{fix[seat]}, защитник, исправил объяснение заявки {fix[call]}, данное "
            "партнёром, по окончании розыгрыша: при первой законной возможности.")
    def defender_after_play(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("20F5(b)(i)",
         AS.fix << Correction(by="partner", declaring=False, at=MATCH.at),
         TEST(lambda fix: fix["when"] in ("after-auction", "play")),
         en="{fix[seat]}, a defender, corrected his partner's explanation of {fix[call]} "
            "before the play was over: too early, a defender may do so only at the end of "
            "the play.",
         ru="{fix[seat]}, защитник, исправил объяснение заявки {fix[call]}, данное "
            "партнёром, до окончания розыгрыша: слишком рано, защитник вправе сделать это "
            "только по окончании розыгрыша.")
    def defender_too_early(self, fix, at):
        correction_timed(self, fix, at, "too-early")

    @law("20F5(b)(ii)",
         AS.fix << Correction(by="partner", declaring=True, when="after-auction",
                              at=MATCH.at),
         en="{fix[seat]}, of the declaring side, called the TD and corrected his partner's "
            "explanation of {fix[call]} after the final pass, before the opening lead: in "
            "time.",
         ru="{fix[seat]} (сторона разыгрывающего) вызвал судью и исправил объяснение заявки "
            "{fix[call]}, данное партнёром, после финального паса, до первого хода: вовремя.")
    def declaring_after_auction(self, fix, at):
        correction_timed(self, fix, at, "in-time")

    @law("20F5(b)(ii)",
         AS.fix << Correction(by="partner", declaring=True, at=MATCH.at),
         TEST(lambda fix: fix["when"] in ("play", "after-play")),
         en="{fix[seat]}, of the declaring side, corrected his partner's explanation of "
            "{fix[call]} only after the opening lead: too late, he had to do so after the "
            "final pass.",
         ru="{fix[seat]} (сторона разыгрывающего) исправил объяснение заявки {fix[call]}, "
            "данное партнёром, лишь после первого хода: слишком поздно, это надо было "
            "сделать после финального паса.")
    def declaring_too_late(self, fix, at):
        correction_timed(self, fix, at, "too-late")
