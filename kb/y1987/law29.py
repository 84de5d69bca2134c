"""Law 29 — Procedure after a call out of rotation (1987), as far as the knowledge base
is sure of it.

The seeds do not hold Law 29. Encoded is only what the 1987 code surely said (the 1997
and 2017 codes kept it): unless the offender's LHO calls over it, a call out of
rotation is cancelled and the auction goes back to the player whose turn it was; so
when that player is the offender's partner and calls at his turn straight after it,
the call out of rotation is cancelled and the partner's call is in rotation. The
penalties that follow for the offending side (Laws 30-32) are left to the TD.
"""

from __future__ import annotations

from ruling.kb.common.out_of_rotation import OUT_OF_ROTATION
from ruling.kb.common.record import cancelled_by_the_correct_player
from ruling.kb.dsl import LawModule


class Law29(LawModule):
    number = "29"
    title = {"en": "Procedure after a call out of rotation",
             "ru": "Порядок действий после заявки вне очереди"}
    summary = {
        "en": "Unless the offender's LHO calls over it, a call out of rotation is cancelled "
              "and the auction goes back to the player whose turn it was; the penalties for "
              "the offending side are Laws 30-32's. (1987 Law 29 is not in the seeds: only "
              "this much, which the 1987 code surely said, is encoded.)",
        "ru": "Если левый оппонент нарушителя не заявил после неё, заявка вне очереди "
              "аннулируется, и торговля возвращается к игроку, чья была очередь; наказания "
              "нарушившей стороны — по правилам 30–32. (Правила 29 нет в исходных текстах: "
              "закодировано лишь то, что в редакции 1987 года несомненно было.)",
    }

    # Bare 29 in this module: the seeds do not hold 1987 Law 29, so its subdivisions
    # are not cited.
    correct_player = cancelled_by_the_correct_player("partner", "29", OUT_OF_ROTATION)
