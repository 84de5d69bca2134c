"""The methods of the engine's records, shipped compiled: written by
``python tools/make_record_code.py`` (``engine.records.shipped_text`` tells what each
function is, and ``records.shipped`` when the table is used); not to be edited by hand:
``tests/test_records.py`` fails when this file is not what the tool writes now."""

# ruff: noqa
# fmt: off

from types import CodeType

CODE: dict[tuple[str, str], CodeType] = {}


def _0():
    global __init__, __eq__, __hash__
    def __init__(self, citation, en, ru, takes=__record_default3, phase=__record_default4, overrides=__record_default5, before=__record_default6):
        __record_set(self, 'citation', citation)
        __record_set(self, 'en', en)
        __record_set(self, 'ru', ru)
        __record_set(self, 'takes', takes)
        __record_set(self, 'phase', phase)
        __record_set(self, 'overrides', overrides)
        __record_set(self, 'before', before)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.citation,self.en,self.ru,self.takes,self.phase,self.overrides,self.before,) == (other.citation,other.en,other.ru,other.takes,other.phase,other.overrides,other.before,)
        return NotImplemented
    def __hash__(self):
        return hash((self.citation,self.en,self.ru,self.takes,self.phase,self.overrides,self.before,))


CODE["def __init__(self, citation, en, ru, takes=__record_default3, phase=__record_default4, overrides=__record_default5, before=__record_default6):\n    __record_set(self, 'citation', citation)\n    __record_set(self, 'en', en)\n    __record_set(self, 'ru', ru)\n    __record_set(self, 'takes', takes)\n    __record_set(self, 'phase', phase)\n    __record_set(self, 'overrides', overrides)\n    __record_set(self, 'before', before)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.citation,self.en,self.ru,self.takes,self.phase,self.overrides,self.before,) == (other.citation,other.en,other.ru,other.takes,other.phase,other.overrides,other.before,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.citation,self.en,self.ru,self.takes,self.phase,self.overrides,self.before,))\n",
     '<record LawRule>'] = _0.__code__


def _1():
    global __init__, __eq__
    def __init__(self, contract, declarer, dummy, opening_leader, trump, tricks=__record_FACTORY, events=__record_FACTORY, tricks_won=__record_FACTORY, next_leader=__record_default8, turn=__record_default9, remaining=__record_FACTORY, claims=__record_FACTORY, revokes=__record_FACTORY, declarer_swapped=__record_default13):
        self.contract = contract
        self.declarer = declarer
        self.dummy = dummy
        self.opening_leader = opening_leader
        self.trump = trump
        self.tricks = __record_factory5() if tricks is __record_FACTORY else tricks
        self.events = __record_factory6() if events is __record_FACTORY else events
        self.tricks_won = __record_factory7() if tricks_won is __record_FACTORY else tricks_won
        self.next_leader = next_leader
        self.turn = turn
        self.remaining = __record_factory10() if remaining is __record_FACTORY else remaining
        self.claims = __record_factory11() if claims is __record_FACTORY else claims
        self.revokes = __record_factory12() if revokes is __record_FACTORY else revokes
        self.declarer_swapped = declarer_swapped
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.contract,self.declarer,self.dummy,self.opening_leader,self.trump,self.tricks,self.events,self.tricks_won,self.next_leader,self.turn,self.remaining,self.claims,self.revokes,self.declarer_swapped,) == (other.contract,other.declarer,other.dummy,other.opening_leader,other.trump,other.tricks,other.events,other.tricks_won,other.next_leader,other.turn,other.remaining,other.claims,other.revokes,other.declarer_swapped,)
        return NotImplemented


CODE['def __init__(self, contract, declarer, dummy, opening_leader, trump, tricks=__record_FACTORY, events=__record_FACTORY, tricks_won=__record_FACTORY, next_leader=__record_default8, turn=__record_default9, remaining=__record_FACTORY, claims=__record_FACTORY, revokes=__record_FACTORY, declarer_swapped=__record_default13):\n    self.contract = contract\n    self.declarer = declarer\n    self.dummy = dummy\n    self.opening_leader = opening_leader\n    self.trump = trump\n    self.tricks = __record_factory5() if tricks is __record_FACTORY else tricks\n    self.events = __record_factory6() if events is __record_FACTORY else events\n    self.tricks_won = __record_factory7() if tricks_won is __record_FACTORY else tricks_won\n    self.next_leader = next_leader\n    self.turn = turn\n    self.remaining = __record_factory10() if remaining is __record_FACTORY else remaining\n    self.claims = __record_factory11() if claims is __record_FACTORY else claims\n    self.revokes = __record_factory12() if revokes is __record_FACTORY else revokes\n    self.declarer_swapped = declarer_swapped\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.contract,self.declarer,self.dummy,self.opening_leader,self.trump,self.tricks,self.events,self.tricks_won,self.next_leader,self.turn,self.remaining,self.claims,self.revokes,self.declarer_swapped,) == (other.contract,other.declarer,other.dummy,other.opening_leader,other.trump,other.tricks,other.events,other.tricks_won,other.next_leader,other.turn,other.remaining,other.claims,other.revokes,other.declarer_swapped,)\n    return NotImplemented\n',
     '<record PlayRecord>'] = _1.__code__


def _2():
    global __init__, __eq__
    def __init__(self, dealer, calls=__record_FACTORY, events=__record_FACTORY, standing=__record_FACTORY, complete=__record_default4, passed_out=__record_default5, above_seven=__record_default6, final_bid=__record_default7, contract=__record_default8, doubled=__record_default9, declarer=__record_default10):
        self.dealer = dealer
        self.calls = __record_factory1() if calls is __record_FACTORY else calls
        self.events = __record_factory2() if events is __record_FACTORY else events
        self.standing = __record_factory3() if standing is __record_FACTORY else standing
        self.complete = complete
        self.passed_out = passed_out
        self.above_seven = above_seven
        self.final_bid = final_bid
        self.contract = contract
        self.doubled = doubled
        self.declarer = declarer
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.dealer,self.calls,self.events,self.standing,self.complete,self.passed_out,self.above_seven,self.final_bid,self.contract,self.doubled,self.declarer,) == (other.dealer,other.calls,other.events,other.standing,other.complete,other.passed_out,other.above_seven,other.final_bid,other.contract,other.doubled,other.declarer,)
        return NotImplemented


CODE['def __init__(self, dealer, calls=__record_FACTORY, events=__record_FACTORY, standing=__record_FACTORY, complete=__record_default4, passed_out=__record_default5, above_seven=__record_default6, final_bid=__record_default7, contract=__record_default8, doubled=__record_default9, declarer=__record_default10):\n    self.dealer = dealer\n    self.calls = __record_factory1() if calls is __record_FACTORY else calls\n    self.events = __record_factory2() if events is __record_FACTORY else events\n    self.standing = __record_factory3() if standing is __record_FACTORY else standing\n    self.complete = complete\n    self.passed_out = passed_out\n    self.above_seven = above_seven\n    self.final_bid = final_bid\n    self.contract = contract\n    self.doubled = doubled\n    self.declarer = declarer\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.dealer,self.calls,self.events,self.standing,self.complete,self.passed_out,self.above_seven,self.final_bid,self.contract,self.doubled,self.declarer,) == (other.dealer,other.calls,other.events,other.standing,other.complete,other.passed_out,other.above_seven,other.final_bid,other.contract,other.doubled,other.declarer,)\n    return NotImplemented\n',
     '<record Auction>'] = _2.__code__


def _3():
    global __init__, __eq__
    def __init__(self, edition, irregularities, items, questions, steps, auction=__record_default5, play=__record_default6, extra=__record_FACTORY, unread=__record_FACTORY, unsettled=__record_FACTORY, incident=__record_default10):
        self.edition = edition
        self.irregularities = irregularities
        self.items = items
        self.questions = questions
        self.steps = steps
        self.auction = auction
        self.play = play
        self.extra = __record_factory7() if extra is __record_FACTORY else extra
        self.unread = __record_factory8() if unread is __record_FACTORY else unread
        self.unsettled = __record_factory9() if unsettled is __record_FACTORY else unsettled
        self.incident = incident
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.edition,self.irregularities,self.items,self.questions,self.steps,self.auction,self.play,self.extra,self.unread,self.unsettled,self.incident,) == (other.edition,other.irregularities,other.items,other.questions,other.steps,other.auction,other.play,other.extra,other.unread,other.unsettled,other.incident,)
        return NotImplemented


CODE['def __init__(self, edition, irregularities, items, questions, steps, auction=__record_default5, play=__record_default6, extra=__record_FACTORY, unread=__record_FACTORY, unsettled=__record_FACTORY, incident=__record_default10):\n    self.edition = edition\n    self.irregularities = irregularities\n    self.items = items\n    self.questions = questions\n    self.steps = steps\n    self.auction = auction\n    self.play = play\n    self.extra = __record_factory7() if extra is __record_FACTORY else extra\n    self.unread = __record_factory8() if unread is __record_FACTORY else unread\n    self.unsettled = __record_factory9() if unsettled is __record_FACTORY else unsettled\n    self.incident = incident\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.edition,self.irregularities,self.items,self.questions,self.steps,self.auction,self.play,self.extra,self.unread,self.unsettled,self.incident,) == (other.edition,other.irregularities,other.items,other.questions,other.steps,other.auction,other.play,other.extra,other.unread,other.unsettled,other.incident,)\n    return NotImplemented\n',
     '<record Ruling>'] = _3.__code__


def _4():
    global __init__, __eq__, __hash__
    def __init__(self, editions, engine_class, law_modules, law_title, recognisers, findings, finding_name, question, finding_kind=__record_default8, encodes=__record_default9, must_read=__record_default10):
        __record_set(self, 'editions', editions)
        __record_set(self, 'engine_class', engine_class)
        __record_set(self, 'law_modules', law_modules)
        __record_set(self, 'law_title', law_title)
        __record_set(self, 'recognisers', recognisers)
        __record_set(self, 'findings', findings)
        __record_set(self, 'finding_name', finding_name)
        __record_set(self, 'question', question)
        __record_set(self, 'finding_kind', finding_kind)
        __record_set(self, 'encodes', encodes)
        __record_set(self, 'must_read', must_read)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.editions,self.engine_class,self.law_modules,self.law_title,self.recognisers,self.findings,self.finding_name,self.question,self.finding_kind,self.encodes,self.must_read,) == (other.editions,other.engine_class,other.law_modules,other.law_title,other.recognisers,other.findings,other.finding_name,other.question,other.finding_kind,other.encodes,other.must_read,)
        return NotImplemented
    def __hash__(self):
        return hash((self.editions,self.engine_class,self.law_modules,self.law_title,self.recognisers,self.findings,self.finding_name,self.question,self.finding_kind,self.encodes,self.must_read,))


CODE["def __init__(self, editions, engine_class, law_modules, law_title, recognisers, findings, finding_name, question, finding_kind=__record_default8, encodes=__record_default9, must_read=__record_default10):\n    __record_set(self, 'editions', editions)\n    __record_set(self, 'engine_class', engine_class)\n    __record_set(self, 'law_modules', law_modules)\n    __record_set(self, 'law_title', law_title)\n    __record_set(self, 'recognisers', recognisers)\n    __record_set(self, 'findings', findings)\n    __record_set(self, 'finding_name', finding_name)\n    __record_set(self, 'question', question)\n    __record_set(self, 'finding_kind', finding_kind)\n    __record_set(self, 'encodes', encodes)\n    __record_set(self, 'must_read', must_read)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.editions,self.engine_class,self.law_modules,self.law_title,self.recognisers,self.findings,self.finding_name,self.question,self.finding_kind,self.encodes,self.must_read,) == (other.editions,other.engine_class,other.law_modules,other.law_title,other.recognisers,other.findings,other.finding_name,other.question,other.finding_kind,other.encodes,other.must_read,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.editions,self.engine_class,self.law_modules,self.law_title,self.recognisers,self.findings,self.finding_name,self.question,self.finding_kind,self.encodes,self.must_read,))\n",
     '<record KnowledgeBase>'] = _4.__code__


def _5():
    global __init__, __eq__, __hash__
    def __init__(self, hands, trump, leader, trick=__record_default3):
        __record_set(self, 'hands', hands)
        __record_set(self, 'trump', trump)
        __record_set(self, 'leader', leader)
        __record_set(self, 'trick', trick)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.hands,self.trump,self.leader,self.trick,) == (other.hands,other.trump,other.leader,other.trick,)
        return NotImplemented
    def __hash__(self):
        return hash((self.hands,self.trump,self.leader,self.trick,))


CODE["def __init__(self, hands, trump, leader, trick=__record_default3):\n    __record_set(self, 'hands', hands)\n    __record_set(self, 'trump', trump)\n    __record_set(self, 'leader', leader)\n    __record_set(self, 'trick', trick)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.hands,self.trump,self.leader,self.trick,) == (other.hands,other.trump,other.leader,other.trick,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.hands,self.trump,self.leader,self.trick,))\n",
     '<record Position>'] = _5.__code__


def _6():
    global __init__, __eq__
    def __init__(self, index, seat, call, artificial, turn, relation, last_bid, last_bid_by, sufficient, permitted, above_seven, after_close, previously_called, after_director, replaces=__record_default14, change_of=__record_default15, lowest_sufficient_same_strain=__record_default16, same_as_replaced=__record_default17, passes_after_bid=__record_default18, simultaneous=__record_default19, last_call_by=__record_default20, last_call_artificial=__record_default21, missed_turn=__record_default22, missed_from=__record_default23):
        self.index = index
        self.seat = seat
        self.call = call
        self.artificial = artificial
        self.turn = turn
        self.relation = relation
        self.last_bid = last_bid
        self.last_bid_by = last_bid_by
        self.sufficient = sufficient
        self.permitted = permitted
        self.above_seven = above_seven
        self.after_close = after_close
        self.previously_called = previously_called
        self.after_director = after_director
        self.replaces = replaces
        self.change_of = change_of
        self.lowest_sufficient_same_strain = lowest_sufficient_same_strain
        self.same_as_replaced = same_as_replaced
        self.passes_after_bid = passes_after_bid
        self.simultaneous = simultaneous
        self.last_call_by = last_call_by
        self.last_call_artificial = last_call_artificial
        self.missed_turn = missed_turn
        self.missed_from = missed_from
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.index,self.seat,self.call,self.artificial,self.turn,self.relation,self.last_bid,self.last_bid_by,self.sufficient,self.permitted,self.above_seven,self.after_close,self.previously_called,self.after_director,self.replaces,self.change_of,self.lowest_sufficient_same_strain,self.same_as_replaced,self.passes_after_bid,self.simultaneous,self.last_call_by,self.last_call_artificial,self.missed_turn,self.missed_from,) == (other.index,other.seat,other.call,other.artificial,other.turn,other.relation,other.last_bid,other.last_bid_by,other.sufficient,other.permitted,other.above_seven,other.after_close,other.previously_called,other.after_director,other.replaces,other.change_of,other.lowest_sufficient_same_strain,other.same_as_replaced,other.passes_after_bid,other.simultaneous,other.last_call_by,other.last_call_artificial,other.missed_turn,other.missed_from,)
        return NotImplemented


CODE['def __init__(self, index, seat, call, artificial, turn, relation, last_bid, last_bid_by, sufficient, permitted, above_seven, after_close, previously_called, after_director, replaces=__record_default14, change_of=__record_default15, lowest_sufficient_same_strain=__record_default16, same_as_replaced=__record_default17, passes_after_bid=__record_default18, simultaneous=__record_default19, last_call_by=__record_default20, last_call_artificial=__record_default21, missed_turn=__record_default22, missed_from=__record_default23):\n    self.index = index\n    self.seat = seat\n    self.call = call\n    self.artificial = artificial\n    self.turn = turn\n    self.relation = relation\n    self.last_bid = last_bid\n    self.last_bid_by = last_bid_by\n    self.sufficient = sufficient\n    self.permitted = permitted\n    self.above_seven = above_seven\n    self.after_close = after_close\n    self.previously_called = previously_called\n    self.after_director = after_director\n    self.replaces = replaces\n    self.change_of = change_of\n    self.lowest_sufficient_same_strain = lowest_sufficient_same_strain\n    self.same_as_replaced = same_as_replaced\n    self.passes_after_bid = passes_after_bid\n    self.simultaneous = simultaneous\n    self.last_call_by = last_call_by\n    self.last_call_artificial = last_call_artificial\n    self.missed_turn = missed_turn\n    self.missed_from = missed_from\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.index,self.seat,self.call,self.artificial,self.turn,self.relation,self.last_bid,self.last_bid_by,self.sufficient,self.permitted,self.above_seven,self.after_close,self.previously_called,self.after_director,self.replaces,self.change_of,self.lowest_sufficient_same_strain,self.same_as_replaced,self.passes_after_bid,self.simultaneous,self.last_call_by,self.last_call_artificial,self.missed_turn,self.missed_from,) == (other.index,other.seat,other.call,other.artificial,other.turn,other.relation,other.last_bid,other.last_bid_by,other.sufficient,other.permitted,other.above_seven,other.after_close,other.previously_called,other.after_director,other.replaces,other.change_of,other.lowest_sufficient_same_strain,other.same_as_replaced,other.passes_after_bid,other.simultaneous,other.last_call_by,other.last_call_artificial,other.missed_turn,other.missed_from,)\n    return NotImplemented\n',
     '<record CallEvent>'] = _6.__code__


def _7():
    global __init__, __eq__
    def __init__(self, index, seat, card, trick, suit_led, evidence, next_by=__record_default6, next_at=__record_default7, trick_winner=__record_default8, offending_side_won_later=__record_default9):
        self.index = index
        self.seat = seat
        self.card = card
        self.trick = trick
        self.suit_led = suit_led
        self.evidence = evidence
        self.next_by = next_by
        self.next_at = next_at
        self.trick_winner = trick_winner
        self.offending_side_won_later = offending_side_won_later
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.index,self.seat,self.card,self.trick,self.suit_led,self.evidence,self.next_by,self.next_at,self.trick_winner,self.offending_side_won_later,) == (other.index,other.seat,other.card,other.trick,other.suit_led,other.evidence,other.next_by,other.next_at,other.trick_winner,other.offending_side_won_later,)
        return NotImplemented


CODE['def __init__(self, index, seat, card, trick, suit_led, evidence, next_by=__record_default6, next_at=__record_default7, trick_winner=__record_default8, offending_side_won_later=__record_default9):\n    self.index = index\n    self.seat = seat\n    self.card = card\n    self.trick = trick\n    self.suit_led = suit_led\n    self.evidence = evidence\n    self.next_by = next_by\n    self.next_at = next_at\n    self.trick_winner = trick_winner\n    self.offending_side_won_later = offending_side_won_later\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.index,self.seat,self.card,self.trick,self.suit_led,self.evidence,self.next_by,self.next_at,self.trick_winner,self.offending_side_won_later,) == (other.index,other.seat,other.card,other.trick,other.suit_led,other.evidence,other.next_by,other.next_at,other.trick_winner,other.offending_side_won_later,)\n    return NotImplemented\n',
     '<record Revoke>'] = _7.__code__


def _8():
    global __init__, __eq__
    def __init__(self, index, verb, seat, entry, card=__record_default4, trick=__record_default5, position=__record_default6, turn=__record_default7, role=__record_default8, director_called=__record_default9, in_turn=__record_default10, out_of_turn_at=__record_default11, is_lead=__record_default12, leader_should_be=__record_default13, premature=__record_default14, fifth_card=__record_default15, already_played=__record_default16, fate=__record_default17, suit_led=__record_default18, followed_suit=__record_default19, could_follow=__record_default20, follow_evidence=__record_default21, revoke=__record_default22, holding_before=__record_default23, refers_to=__record_default24, designated_by=__record_default25, matches_designation=__record_default26, unexplained=__record_default27, notes=__record_FACTORY):
        self.index = index
        self.verb = verb
        self.seat = seat
        self.entry = entry
        self.card = card
        self.trick = trick
        self.position = position
        self.turn = turn
        self.role = role
        self.director_called = director_called
        self.in_turn = in_turn
        self.out_of_turn_at = out_of_turn_at
        self.is_lead = is_lead
        self.leader_should_be = leader_should_be
        self.premature = premature
        self.fifth_card = fifth_card
        self.already_played = already_played
        self.fate = fate
        self.suit_led = suit_led
        self.followed_suit = followed_suit
        self.could_follow = could_follow
        self.follow_evidence = follow_evidence
        self.revoke = revoke
        self.holding_before = holding_before
        self.refers_to = refers_to
        self.designated_by = designated_by
        self.matches_designation = matches_designation
        self.unexplained = unexplained
        self.notes = __record_factory28() if notes is __record_FACTORY else notes
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.index,self.verb,self.seat,self.entry,self.card,self.trick,self.position,self.turn,self.role,self.director_called,self.in_turn,self.out_of_turn_at,self.is_lead,self.leader_should_be,self.premature,self.fifth_card,self.already_played,self.fate,self.suit_led,self.followed_suit,self.could_follow,self.follow_evidence,self.revoke,self.holding_before,self.refers_to,self.designated_by,self.matches_designation,self.unexplained,self.notes,) == (other.index,other.verb,other.seat,other.entry,other.card,other.trick,other.position,other.turn,other.role,other.director_called,other.in_turn,other.out_of_turn_at,other.is_lead,other.leader_should_be,other.premature,other.fifth_card,other.already_played,other.fate,other.suit_led,other.followed_suit,other.could_follow,other.follow_evidence,other.revoke,other.holding_before,other.refers_to,other.designated_by,other.matches_designation,other.unexplained,other.notes,)
        return NotImplemented


CODE['def __init__(self, index, verb, seat, entry, card=__record_default4, trick=__record_default5, position=__record_default6, turn=__record_default7, role=__record_default8, director_called=__record_default9, in_turn=__record_default10, out_of_turn_at=__record_default11, is_lead=__record_default12, leader_should_be=__record_default13, premature=__record_default14, fifth_card=__record_default15, already_played=__record_default16, fate=__record_default17, suit_led=__record_default18, followed_suit=__record_default19, could_follow=__record_default20, follow_evidence=__record_default21, revoke=__record_default22, holding_before=__record_default23, refers_to=__record_default24, designated_by=__record_default25, matches_designation=__record_default26, unexplained=__record_default27, notes=__record_FACTORY):\n    self.index = index\n    self.verb = verb\n    self.seat = seat\n    self.entry = entry\n    self.card = card\n    self.trick = trick\n    self.position = position\n    self.turn = turn\n    self.role = role\n    self.director_called = director_called\n    self.in_turn = in_turn\n    self.out_of_turn_at = out_of_turn_at\n    self.is_lead = is_lead\n    self.leader_should_be = leader_should_be\n    self.premature = premature\n    self.fifth_card = fifth_card\n    self.already_played = already_played\n    self.fate = fate\n    self.suit_led = suit_led\n    self.followed_suit = followed_suit\n    self.could_follow = could_follow\n    self.follow_evidence = follow_evidence\n    self.revoke = revoke\n    self.holding_before = holding_before\n    self.refers_to = refers_to\n    self.designated_by = designated_by\n    self.matches_designation = matches_designation\n    self.unexplained = unexplained\n    self.notes = __record_factory28() if notes is __record_FACTORY else notes\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.index,self.verb,self.seat,self.entry,self.card,self.trick,self.position,self.turn,self.role,self.director_called,self.in_turn,self.out_of_turn_at,self.is_lead,self.leader_should_be,self.premature,self.fifth_card,self.already_played,self.fate,self.suit_led,self.followed_suit,self.could_follow,self.follow_evidence,self.revoke,self.holding_before,self.refers_to,self.designated_by,self.matches_designation,self.unexplained,self.notes,) == (other.index,other.verb,other.seat,other.entry,other.card,other.trick,other.position,other.turn,other.role,other.director_called,other.in_turn,other.out_of_turn_at,other.is_lead,other.leader_should_be,other.premature,other.fifth_card,other.already_played,other.fate,other.suit_led,other.followed_suit,other.could_follow,other.follow_evidence,other.revoke,other.holding_before,other.refers_to,other.designated_by,other.matches_designation,other.unexplained,other.notes,)\n    return NotImplemented\n',
     '<record PlayEvent>'] = _8.__code__


def _9():
    global __init__, __eq__
    def __init__(self, kind, index, seat=__record_default2, call=__record_default3, of=__record_default4, by=__record_default5, how=__record_default6, entry=__record_default7, turn=__record_default8):
        self.kind = kind
        self.index = index
        self.seat = seat
        self.call = call
        self.of = of
        self.by = by
        self.how = how
        self.entry = entry
        self.turn = turn
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.kind,self.index,self.seat,self.call,self.of,self.by,self.how,self.entry,self.turn,) == (other.kind,other.index,other.seat,other.call,other.of,other.by,other.how,other.entry,other.turn,)
        return NotImplemented


CODE['def __init__(self, kind, index, seat=__record_default2, call=__record_default3, of=__record_default4, by=__record_default5, how=__record_default6, entry=__record_default7, turn=__record_default8):\n    self.kind = kind\n    self.index = index\n    self.seat = seat\n    self.call = call\n    self.of = of\n    self.by = by\n    self.how = how\n    self.entry = entry\n    self.turn = turn\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.kind,self.index,self.seat,self.call,self.of,self.by,self.how,self.entry,self.turn,) == (other.kind,other.index,other.seat,other.call,other.of,other.by,other.how,other.entry,other.turn,)\n    return NotImplemented\n',
     '<record RecordEvent>'] = _9.__code__


def _10():
    global __init__, __eq__, __lt__, __le__, __gt__, __ge__, __hash__
    def __init__(self, kind, level=__record_default1, strain=__record_default2):
        __record_set(self, 'kind', kind)
        __record_set(self, 'level', level)
        __record_set(self, 'strain', strain)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.kind,self.level,self.strain,) == (other.kind,other.level,other.strain,)
        return NotImplemented
    def __lt__(self, other):
        if other.__class__ is self.__class__:
            return (self.kind,self.level,self.strain,) < (other.kind,other.level,other.strain,)
        return NotImplemented
    def __le__(self, other):
        if other.__class__ is self.__class__:
            return (self.kind,self.level,self.strain,) <= (other.kind,other.level,other.strain,)
        return NotImplemented
    def __gt__(self, other):
        if other.__class__ is self.__class__:
            return (self.kind,self.level,self.strain,) > (other.kind,other.level,other.strain,)
        return NotImplemented
    def __ge__(self, other):
        if other.__class__ is self.__class__:
            return (self.kind,self.level,self.strain,) >= (other.kind,other.level,other.strain,)
        return NotImplemented
    def __hash__(self):
        return hash((self.kind,self.level,self.strain,))


CODE["def __init__(self, kind, level=__record_default1, strain=__record_default2):\n    __record_set(self, 'kind', kind)\n    __record_set(self, 'level', level)\n    __record_set(self, 'strain', strain)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.kind,self.level,self.strain,) == (other.kind,other.level,other.strain,)\n    return NotImplemented\ndef __lt__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.kind,self.level,self.strain,) < (other.kind,other.level,other.strain,)\n    return NotImplemented\ndef __le__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.kind,self.level,self.strain,) <= (other.kind,other.level,other.strain,)\n    return NotImplemented\ndef __gt__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.kind,self.level,self.strain,) > (other.kind,other.level,other.strain,)\n    return NotImplemented\ndef __ge__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.kind,self.level,self.strain,) >= (other.kind,other.level,other.strain,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.kind,self.level,self.strain,))\n",
     '<record Call>'] = _10.__code__


def _11():
    global __init__, __eq__, __hash__
    def __init__(self, law, bound=__record_FACTORY, on_yes=__record_default2):
        __record_set(self, 'law', law)
        __record_set(self, 'bound', __record_factory1() if bound is __record_FACTORY else bound)
        __record_set(self, 'on_yes', on_yes)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.law,) == (other.law,)
        return NotImplemented
    def __hash__(self):
        return hash((self.law,))


CODE["def __init__(self, law, bound=__record_FACTORY, on_yes=__record_default2):\n    __record_set(self, 'law', law)\n    __record_set(self, 'bound', __record_factory1() if bound is __record_FACTORY else bound)\n    __record_set(self, 'on_yes', on_yes)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.law,) == (other.law,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.law,))\n",
     '<record Asked>'] = _11.__code__


def _12():
    global __init__, __eq__, __hash__
    def __init__(self, line, column):
        __record_set(self, 'line', line)
        __record_set(self, 'column', column)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.line,self.column,) == (other.line,other.column,)
        return NotImplemented
    def __hash__(self):
        return hash((self.line,self.column,))


CODE["def __init__(self, line, column):\n    __record_set(self, 'line', line)\n    __record_set(self, 'column', column)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.line,self.column,) == (other.line,other.column,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.line,self.column,))\n",
     '<record Located>'] = _12.__code__


def _13():
    global __init__, __eq__, __hash__
    def __init__(self, number, leader, cards, winner, trump=__record_default4, before=__record_default5):
        __record_set(self, 'number', number)
        __record_set(self, 'leader', leader)
        __record_set(self, 'cards', cards)
        __record_set(self, 'winner', winner)
        __record_set(self, 'trump', trump)
        __record_set(self, 'before', before)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.number,self.leader,self.cards,self.winner,self.trump,self.before,) == (other.number,other.leader,other.cards,other.winner,other.trump,other.before,)
        return NotImplemented
    def __hash__(self):
        return hash((self.number,self.leader,self.cards,self.winner,self.trump,self.before,))


CODE["def __init__(self, number, leader, cards, winner, trump=__record_default4, before=__record_default5):\n    __record_set(self, 'number', number)\n    __record_set(self, 'leader', leader)\n    __record_set(self, 'cards', cards)\n    __record_set(self, 'winner', winner)\n    __record_set(self, 'trump', trump)\n    __record_set(self, 'before', before)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.number,self.leader,self.cards,self.winner,self.trump,self.before,) == (other.number,other.leader,other.cards,other.winner,other.trump,other.before,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.number,self.leader,self.cards,self.winner,self.trump,self.before,))\n",
     '<record LineTrick>'] = _13.__code__


def _14():
    global __init__, __eq__
    def __init__(self, number, leader, suit_led, cards=__record_FACTORY, winner=__record_default4, complete=__record_default5, not_played=__record_FACTORY):
        self.number = number
        self.leader = leader
        self.suit_led = suit_led
        self.cards = __record_factory3() if cards is __record_FACTORY else cards
        self.winner = winner
        self.complete = complete
        self.not_played = __record_factory6() if not_played is __record_FACTORY else not_played
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.number,self.leader,self.suit_led,self.cards,self.winner,self.complete,self.not_played,) == (other.number,other.leader,other.suit_led,other.cards,other.winner,other.complete,other.not_played,)
        return NotImplemented


CODE['def __init__(self, number, leader, suit_led, cards=__record_FACTORY, winner=__record_default4, complete=__record_default5, not_played=__record_FACTORY):\n    self.number = number\n    self.leader = leader\n    self.suit_led = suit_led\n    self.cards = __record_factory3() if cards is __record_FACTORY else cards\n    self.winner = winner\n    self.complete = complete\n    self.not_played = __record_factory6() if not_played is __record_FACTORY else not_played\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.number,self.leader,self.suit_led,self.cards,self.winner,self.complete,self.not_played,) == (other.number,other.leader,other.suit_led,other.cards,other.winner,other.complete,other.not_played,)\n    return NotImplemented\n',
     '<record Trick>'] = _14.__code__


def _15():
    global __init__, __eq__
    def __init__(self, number, rule, law, because, concludes=__record_FACTORY, text=__record_FACTORY, when=__record_FACTORY):
        self.number = number
        self.rule = rule
        self.law = law
        self.because = because
        self.concludes = __record_factory4() if concludes is __record_FACTORY else concludes
        self.text = __record_factory5() if text is __record_FACTORY else text
        self.when = __record_factory6() if when is __record_FACTORY else when
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.number,self.rule,self.law,self.because,self.concludes,self.text,self.when,) == (other.number,other.rule,other.law,other.because,other.concludes,other.text,other.when,)
        return NotImplemented


CODE['def __init__(self, number, rule, law, because, concludes=__record_FACTORY, text=__record_FACTORY, when=__record_FACTORY):\n    self.number = number\n    self.rule = rule\n    self.law = law\n    self.because = because\n    self.concludes = __record_factory4() if concludes is __record_FACTORY else concludes\n    self.text = __record_factory5() if text is __record_FACTORY else text\n    self.when = __record_factory6() if when is __record_FACTORY else when\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.number,self.rule,self.law,self.because,self.concludes,self.text,self.when,) == (other.number,other.rule,other.law,other.because,other.concludes,other.text,other.when,)\n    return NotImplemented\n',
     '<record Step>'] = _15.__code__


def _16():
    global __init__, __eq__
    def __init__(self, path, kind, number, at, board, place):
        self.path = path
        self.kind = kind
        self.number = number
        self.at = at
        self.board = board
        self.place = place
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.path,self.kind,self.number,self.at,self.board,self.place,) == (other.path,other.kind,other.number,other.at,other.board,other.place,)
        return NotImplemented


CODE['def __init__(self, path, kind, number, at, board, place):\n    self.path = path\n    self.kind = kind\n    self.number = number\n    self.at = at\n    self.board = board\n    self.place = place\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.path,self.kind,self.number,self.at,self.board,self.place,) == (other.path,other.kind,other.number,other.at,other.board,other.place,)\n    return NotImplemented\n',
     '<record RawBoard>'] = _16.__code__


def _17():
    global __init__, __eq__
    def __init__(self, path, laws=__record_default1, board=__record_default2, dealer=__record_default3, vulnerable=__record_default4, hands=__record_FACTORY, auction=__record_FACTORY, auction_at=__record_FACTORY, play=__record_FACTORY, play_at=__record_FACTORY, contract=__record_default10, doubled=__record_default11, declarer=__record_default12, findings=__record_FACTORY, title=__record_default14, source=__record_default15, expect=__record_default16, tricks=__record_default17, deal=__record_default18, keys_at=__record_FACTORY):
        self.path = path
        self.laws = laws
        self.board = board
        self.dealer = dealer
        self.vulnerable = vulnerable
        self.hands = __record_factory5() if hands is __record_FACTORY else hands
        self.auction = __record_factory6() if auction is __record_FACTORY else auction
        self.auction_at = __record_factory7() if auction_at is __record_FACTORY else auction_at
        self.play = __record_factory8() if play is __record_FACTORY else play
        self.play_at = __record_factory9() if play_at is __record_FACTORY else play_at
        self.contract = contract
        self.doubled = doubled
        self.declarer = declarer
        self.findings = __record_factory13() if findings is __record_FACTORY else findings
        self.title = title
        self.source = source
        self.expect = expect
        self.tricks = tricks
        self.deal = deal
        self.keys_at = __record_factory19() if keys_at is __record_FACTORY else keys_at
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.path,self.laws,self.board,self.dealer,self.vulnerable,self.hands,self.auction,self.auction_at,self.play,self.play_at,self.contract,self.doubled,self.declarer,self.findings,self.title,self.source,self.expect,self.tricks,self.deal,self.keys_at,) == (other.path,other.laws,other.board,other.dealer,other.vulnerable,other.hands,other.auction,other.auction_at,other.play,other.play_at,other.contract,other.doubled,other.declarer,other.findings,other.title,other.source,other.expect,other.tricks,other.deal,other.keys_at,)
        return NotImplemented


CODE['def __init__(self, path, laws=__record_default1, board=__record_default2, dealer=__record_default3, vulnerable=__record_default4, hands=__record_FACTORY, auction=__record_FACTORY, auction_at=__record_FACTORY, play=__record_FACTORY, play_at=__record_FACTORY, contract=__record_default10, doubled=__record_default11, declarer=__record_default12, findings=__record_FACTORY, title=__record_default14, source=__record_default15, expect=__record_default16, tricks=__record_default17, deal=__record_default18, keys_at=__record_FACTORY):\n    self.path = path\n    self.laws = laws\n    self.board = board\n    self.dealer = dealer\n    self.vulnerable = vulnerable\n    self.hands = __record_factory5() if hands is __record_FACTORY else hands\n    self.auction = __record_factory6() if auction is __record_FACTORY else auction\n    self.auction_at = __record_factory7() if auction_at is __record_FACTORY else auction_at\n    self.play = __record_factory8() if play is __record_FACTORY else play\n    self.play_at = __record_factory9() if play_at is __record_FACTORY else play_at\n    self.contract = contract\n    self.doubled = doubled\n    self.declarer = declarer\n    self.findings = __record_factory13() if findings is __record_FACTORY else findings\n    self.title = title\n    self.source = source\n    self.expect = expect\n    self.tricks = tricks\n    self.deal = deal\n    self.keys_at = __record_factory19() if keys_at is __record_FACTORY else keys_at\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.path,self.laws,self.board,self.dealer,self.vulnerable,self.hands,self.auction,self.auction_at,self.play,self.play_at,self.contract,self.doubled,self.declarer,self.findings,self.title,self.source,self.expect,self.tricks,self.deal,self.keys_at,) == (other.path,other.laws,other.board,other.dealer,other.vulnerable,other.hands,other.auction,other.auction_at,other.play,other.play_at,other.contract,other.doubled,other.declarer,other.findings,other.title,other.source,other.expect,other.tricks,other.deal,other.keys_at,)\n    return NotImplemented\n',
     '<record Incident>'] = _17.__code__


def _18():
    global __init__, __eq__
    def __init__(self, path, number, at, dealer=__record_default3, vulnerable=__record_default4, hands=__record_FACTORY, auction=__record_FACTORY, auction_at=__record_FACTORY, play=__record_FACTORY, play_at=__record_FACTORY, contract=__record_default10, doubled=__record_default11, declarer=__record_default12, keys_at=__record_FACTORY):
        self.path = path
        self.number = number
        self.at = at
        self.dealer = dealer
        self.vulnerable = vulnerable
        self.hands = __record_factory5() if hands is __record_FACTORY else hands
        self.auction = __record_factory6() if auction is __record_FACTORY else auction
        self.auction_at = __record_factory7() if auction_at is __record_FACTORY else auction_at
        self.play = __record_factory8() if play is __record_FACTORY else play
        self.play_at = __record_factory9() if play_at is __record_FACTORY else play_at
        self.contract = contract
        self.doubled = doubled
        self.declarer = declarer
        self.keys_at = __record_factory13() if keys_at is __record_FACTORY else keys_at
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.path,self.number,self.at,self.dealer,self.vulnerable,self.hands,self.auction,self.auction_at,self.play,self.play_at,self.contract,self.doubled,self.declarer,self.keys_at,) == (other.path,other.number,other.at,other.dealer,other.vulnerable,other.hands,other.auction,other.auction_at,other.play,other.play_at,other.contract,other.doubled,other.declarer,other.keys_at,)
        return NotImplemented


CODE['def __init__(self, path, number, at, dealer=__record_default3, vulnerable=__record_default4, hands=__record_FACTORY, auction=__record_FACTORY, auction_at=__record_FACTORY, play=__record_FACTORY, play_at=__record_FACTORY, contract=__record_default10, doubled=__record_default11, declarer=__record_default12, keys_at=__record_FACTORY):\n    self.path = path\n    self.number = number\n    self.at = at\n    self.dealer = dealer\n    self.vulnerable = vulnerable\n    self.hands = __record_factory5() if hands is __record_FACTORY else hands\n    self.auction = __record_factory6() if auction is __record_FACTORY else auction\n    self.auction_at = __record_factory7() if auction_at is __record_FACTORY else auction_at\n    self.play = __record_factory8() if play is __record_FACTORY else play\n    self.play_at = __record_factory9() if play_at is __record_FACTORY else play_at\n    self.contract = contract\n    self.doubled = doubled\n    self.declarer = declarer\n    self.keys_at = __record_factory13() if keys_at is __record_FACTORY else keys_at\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.path,self.number,self.at,self.dealer,self.vulnerable,self.hands,self.auction,self.auction_at,self.play,self.play_at,self.contract,self.doubled,self.declarer,self.keys_at,) == (other.path,other.number,other.at,other.dealer,other.vulnerable,other.hands,other.auction,other.auction_at,other.play,other.play_at,other.contract,other.doubled,other.declarer,other.keys_at,)\n    return NotImplemented\n',
     '<record DealBoard>'] = _18.__code__


def _19():
    global __init__, __eq__
    def __init__(self, path, title, problems=__record_FACTORY, actual=__record_default3):
        self.path = path
        self.title = title
        self.problems = __record_factory2() if problems is __record_FACTORY else problems
        self.actual = actual
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.path,self.title,self.problems,self.actual,) == (other.path,other.title,other.problems,other.actual,)
        return NotImplemented


CODE['def __init__(self, path, title, problems=__record_FACTORY, actual=__record_default3):\n    self.path = path\n    self.title = title\n    self.problems = __record_factory2() if problems is __record_FACTORY else problems\n    self.actual = actual\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.path,self.title,self.problems,self.actual,) == (other.path,other.title,other.problems,other.actual,)\n    return NotImplemented\n',
     '<record CaseResult>'] = _19.__code__


def _20():
    global __init__, __eq__, __hash__
    def __init__(self, side, tricks, taken):
        __record_set(self, 'side', side)
        __record_set(self, 'tricks', tricks)
        __record_set(self, 'taken', taken)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.side,self.tricks,self.taken,) == (other.side,other.tricks,other.taken,)
        return NotImplemented
    def __hash__(self):
        return hash((self.side,self.tricks,self.taken,))


CODE["def __init__(self, side, tricks, taken):\n    __record_set(self, 'side', side)\n    __record_set(self, 'tricks', tricks)\n    __record_set(self, 'taken', taken)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.side,self.tricks,self.taken,) == (other.side,other.tricks,other.taken,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.side,self.tricks,self.taken,))\n",
     '<record Line>'] = _20.__code__


def _21():
    global __init__, __eq__, __lt__, __le__, __gt__, __ge__, __hash__
    def __init__(self, suit, rank):
        __record_set(self, 'suit', suit)
        __record_set(self, 'rank', rank)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.suit,self.rank,) == (other.suit,other.rank,)
        return NotImplemented
    def __lt__(self, other):
        if other.__class__ is self.__class__:
            return (self.suit,self.rank,) < (other.suit,other.rank,)
        return NotImplemented
    def __le__(self, other):
        if other.__class__ is self.__class__:
            return (self.suit,self.rank,) <= (other.suit,other.rank,)
        return NotImplemented
    def __gt__(self, other):
        if other.__class__ is self.__class__:
            return (self.suit,self.rank,) > (other.suit,other.rank,)
        return NotImplemented
    def __ge__(self, other):
        if other.__class__ is self.__class__:
            return (self.suit,self.rank,) >= (other.suit,other.rank,)
        return NotImplemented
    def __hash__(self):
        return hash((self.suit,self.rank,))


CODE["def __init__(self, suit, rank):\n    __record_set(self, 'suit', suit)\n    __record_set(self, 'rank', rank)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.suit,self.rank,) == (other.suit,other.rank,)\n    return NotImplemented\ndef __lt__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.suit,self.rank,) < (other.suit,other.rank,)\n    return NotImplemented\ndef __le__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.suit,self.rank,) <= (other.suit,other.rank,)\n    return NotImplemented\ndef __gt__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.suit,self.rank,) > (other.suit,other.rank,)\n    return NotImplemented\ndef __ge__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.suit,self.rank,) >= (other.suit,other.rank,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.suit,self.rank,))\n",
     '<record Card>'] = _21.__code__


def _22():
    global __init__, __eq__
    def __init__(self, turn, last_bid=__record_default1, last_bid_by=__record_default2, doubled=__record_default3, doubled_by=__record_default4, passes=__record_default5, bids=__record_default6, closed=__record_default7, missed_turn=__record_default8, hidden_turn=__record_default9, hidden_from=__record_default10, missed_from=__record_default11):
        self.turn = turn
        self.last_bid = last_bid
        self.last_bid_by = last_bid_by
        self.doubled = doubled
        self.doubled_by = doubled_by
        self.passes = passes
        self.bids = bids
        self.closed = closed
        self.missed_turn = missed_turn
        self.hidden_turn = hidden_turn
        self.hidden_from = hidden_from
        self.missed_from = missed_from
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.turn,self.last_bid,self.last_bid_by,self.doubled,self.doubled_by,self.passes,self.bids,self.closed,self.missed_turn,self.hidden_turn,self.hidden_from,self.missed_from,) == (other.turn,other.last_bid,other.last_bid_by,other.doubled,other.doubled_by,other.passes,other.bids,other.closed,other.missed_turn,other.hidden_turn,other.hidden_from,other.missed_from,)
        return NotImplemented


CODE['def __init__(self, turn, last_bid=__record_default1, last_bid_by=__record_default2, doubled=__record_default3, doubled_by=__record_default4, passes=__record_default5, bids=__record_default6, closed=__record_default7, missed_turn=__record_default8, hidden_turn=__record_default9, hidden_from=__record_default10, missed_from=__record_default11):\n    self.turn = turn\n    self.last_bid = last_bid\n    self.last_bid_by = last_bid_by\n    self.doubled = doubled\n    self.doubled_by = doubled_by\n    self.passes = passes\n    self.bids = bids\n    self.closed = closed\n    self.missed_turn = missed_turn\n    self.hidden_turn = hidden_turn\n    self.hidden_from = hidden_from\n    self.missed_from = missed_from\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.turn,self.last_bid,self.last_bid_by,self.doubled,self.doubled_by,self.passes,self.bids,self.closed,self.missed_turn,self.hidden_turn,self.hidden_from,self.missed_from,) == (other.turn,other.last_bid,other.last_bid_by,other.doubled,other.doubled_by,other.passes,other.bids,other.closed,other.missed_turn,other.hidden_turn,other.hidden_from,other.missed_from,)\n    return NotImplemented\n',
     '<record _State>'] = _22.__code__


def _23():
    global __init__, __eq__, __hash__
    def __init__(self, verb, seat=__record_default1, call=__record_default2, artificial=__record_default3, card=__record_default4, target=__record_default5, count=__record_default6, statement=__record_default7, accidental=__record_default8, designation=__record_default9, suit=__record_default10, rank=__record_default11, choice=__record_default12, simultaneous=__record_default13, tempo=__record_default14, alerted=__record_default15, text=__record_default16):
        __record_set(self, 'verb', verb)
        __record_set(self, 'seat', seat)
        __record_set(self, 'call', call)
        __record_set(self, 'artificial', artificial)
        __record_set(self, 'card', card)
        __record_set(self, 'target', target)
        __record_set(self, 'count', count)
        __record_set(self, 'statement', statement)
        __record_set(self, 'accidental', accidental)
        __record_set(self, 'designation', designation)
        __record_set(self, 'suit', suit)
        __record_set(self, 'rank', rank)
        __record_set(self, 'choice', choice)
        __record_set(self, 'simultaneous', simultaneous)
        __record_set(self, 'tempo', tempo)
        __record_set(self, 'alerted', alerted)
        __record_set(self, 'text', text)
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.verb,self.seat,self.call,self.artificial,self.card,self.target,self.count,self.statement,self.accidental,self.designation,self.suit,self.rank,self.choice,self.simultaneous,self.tempo,self.alerted,) == (other.verb,other.seat,other.call,other.artificial,other.card,other.target,other.count,other.statement,other.accidental,other.designation,other.suit,other.rank,other.choice,other.simultaneous,other.tempo,other.alerted,)
        return NotImplemented
    def __hash__(self):
        return hash((self.verb,self.seat,self.call,self.artificial,self.card,self.target,self.count,self.statement,self.accidental,self.designation,self.suit,self.rank,self.choice,self.simultaneous,self.tempo,self.alerted,))


CODE["def __init__(self, verb, seat=__record_default1, call=__record_default2, artificial=__record_default3, card=__record_default4, target=__record_default5, count=__record_default6, statement=__record_default7, accidental=__record_default8, designation=__record_default9, suit=__record_default10, rank=__record_default11, choice=__record_default12, simultaneous=__record_default13, tempo=__record_default14, alerted=__record_default15, text=__record_default16):\n    __record_set(self, 'verb', verb)\n    __record_set(self, 'seat', seat)\n    __record_set(self, 'call', call)\n    __record_set(self, 'artificial', artificial)\n    __record_set(self, 'card', card)\n    __record_set(self, 'target', target)\n    __record_set(self, 'count', count)\n    __record_set(self, 'statement', statement)\n    __record_set(self, 'accidental', accidental)\n    __record_set(self, 'designation', designation)\n    __record_set(self, 'suit', suit)\n    __record_set(self, 'rank', rank)\n    __record_set(self, 'choice', choice)\n    __record_set(self, 'simultaneous', simultaneous)\n    __record_set(self, 'tempo', tempo)\n    __record_set(self, 'alerted', alerted)\n    __record_set(self, 'text', text)\ndef __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return (self.verb,self.seat,self.call,self.artificial,self.card,self.target,self.count,self.statement,self.accidental,self.designation,self.suit,self.rank,self.choice,self.simultaneous,self.tempo,self.alerted,) == (other.verb,other.seat,other.call,other.artificial,other.card,other.target,other.count,other.statement,other.accidental,other.designation,other.suit,other.rank,other.choice,other.simultaneous,other.tempo,other.alerted,)\n    return NotImplemented\ndef __hash__(self):\n    return hash((self.verb,self.seat,self.call,self.artificial,self.card,self.target,self.count,self.statement,self.accidental,self.designation,self.suit,self.rank,self.choice,self.simultaneous,self.tempo,self.alerted,))\n",
     '<record Entry>'] = _23.__code__
