"""One utterance -> one ParsedRequest: the deterministic, offline grammar.

The recognisers run in a fixed order on the normalised text, each claiming the words
it explains (intent verb, repetition, lengths, dates, spans, times, people,
resources); what nobody claimed is the title. `parse_request` is pure and never
raises: any failure becomes an `unknown` request naming the problem.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta
from functools import partial
from typing import Literal
from zoneinfo import ZoneInfo

from family_scheduler.domain.called_off import off_activity
from family_scheduler.domain.cancel_everything import over_several_days
from family_scheduler.domain.open_spans import OPEN_START, Lasting, days_lasting, said_open
from family_scheduler.domain.school_days import at_school_that_day
from family_scheduler.models.family import Family
from family_scheduler.models.request import READ_AS, ParsedRequest, SwapPartner
from family_scheduler.recurrence_rules import weekly_on
from family_scheduler.timeutil import at_local, day_span, local_days, wall_shifted, zone
from family_scheduler.wording import join_names, short_day
from family_scheduler.wording import people as display_names

from .addressed import mention_as_said
from .alternatives import offered_choice
from .asked_change import INSTEAD_SAID
from .asked_for_leave import without_address
from .away import IN_TOWN, VISITS, WORKING_LATE, Away, find_away
from .bounded_change import bounded_change
from .claims import Claims, holds_any
from .clock_gap import skipped_clock
from .confidence import assess
from .context_first import request_after_context
from .dates import DateMention, find_dates
from .day_swap import day_swap
from .days_left_out import NOT_BUILT, days_added, only_days_left_out
from .departures import DEPARTURES, find_departure
from .driving import car_for_the_drive
from .dropped_rides import RUN_TAKEN_AS, SOME_DAYS_OF_A_RIDE, ride_dropped, school_run_dropped, standing_run
from .durations import find_durations
from .either_person import people_offered
from .errands import SchoolRun, next_school_day, run_span, school_run
from .every_week import repeat_of_change
from .everything import all_of_a_kind, kind_named, leads_to_day, means_everything, means_everything_moved
from .except_days import find_days_out, find_except_days, leave_days_out, said_as_repeat
from .first_or_last import find_first_or_last
from .free_time_sought import seeks_free_time
from .given_names import GIVEN_NAMES
from .guests import GuestReading, find_guests, in_with_list, named_guests, visitor_named
from .holiday_dates import find_bare_holiday_dates, find_holiday_dates
from .holiday_spans import find_holiday_spans
from .hosts import find_host_place
from .how_often import how_often_unread, once_only_note
from .in_its_place import claim_in_its_place
from .intent import detect_intent, query_type
from .joined_people import people_joined
from .kin import find_kin, kin_unsure
from .leftovers import unread_pieces
from .lexicon import Lexicon, lexicon_for
from .limits import LAST_YEAR, MAX_LENGTH_MINUTES, SUPPORTED, impossible, year_problem
from .listed_days import days_left_unused, listed_days
from .looking_back import asks_back, claim_happened, days_gone_by, spans_gone_by
from .loose_targets import pointed_at_read, pointed_event
from .meal_visits import comes_for_a_meal, meal_day, meal_hours, meal_of
from .missed_it import WHICH_EVENT, MissedIt, missed_it
from .named_parts import whole_name
from .naming import find_named_title
from .negated import (
    NOT_A_BOOKING,
    NOT_DONE,
    STANDING_RULE,
    TWO_NEGATIVES,
    says_not_happening,
    standing_rule,
    told_not_to,
    two_negatives,
)
from .new_end import end_said
from .new_notes import LONGEST_NOTES, find_notes_added
from .new_place import LONGEST_PLACE, Alone, find_place_change
from .normalize import Normalized, mind_changed, normalize
from .notes_asked import find_notes_asked
from .option_words import points_at_option
from .outages import find_out_of_service
from .overnight import overnight_hours
from .own_span import own_span
from .own_times import EACH, EACH_OWN, in_order_said, one_after_another, own_time_parts
from .partners import find_partners
from .pattern_needs import search
from .people import PersonMention, find_people, participants_of
from .pets import pet_errand
from .pickups import pick_up_at_arrival
from .places import find_place
from .pronouns import pointed_at
from .quitting import find_quitting
from .reasons import busy_problem, find_reasons
from .recurrence import Recurrence, find_monthday_rule, find_recurrence
from .relatives import Relative, find_relatives, names_relatives
from .reminders import WHO_RE, find_lead_time, task_span, task_words
from .renaming import LONGEST_TITLE, find_rename
from .resources import find_resources
from .roster import (
    driver_asked,
    driver_asked_of_it,
    event_named,
    goes_to_it,
    own_ride,
    ride_change,
    ride_needed,
    roster_change,
)
from .ruled_out import CHANGING_VERBS, in_its_week, ruled_out_day
from .said_again import said_again
from .seats_asked import seats_asked
from .series_days import adds_days_to, only_days, takes_days_off, weekdays_for_good
from .shifts import shift_without_verb
from .sick_days import find_sick_day
from .since import STATEMENT, SinceMention, find_since
from .small_talk import small_talk
from .spans import PARTS, SpanMention, booked_by_its_day, days_said, find_parts, find_spans, stretch_for
from .spans_left_out import SpansLeftOut, assumed_span, find_spans_left_out, undated_break
from .strangers import RELATIONS, Stranger, find_strangers, near_miss
from .swapping import find_swap
from .taken_back import taken_back, taken_back_words
from .tentative import asks_which_are_loose, firmed_up, held_loosely, held_one
from .times import find_ranges, find_single_times
from .timing import EVENING_WORDS, Temporal, When, part_window, resolve, span_window, split_point
from .title import EVENT_WORDS, clean_tokens, event_looked_up, find_title
from .told_changes import names_a_booked_event, tells_change
from .total_spans import find_past_span, find_total_span
from .totals import asks_total, read_total, total_asked
from .two_requests import CONDITION, MAX_PARTS, condition_wanted, request_parts, sentences, too_many_problem
from .until_days import find_until_day
from .venues import as_typed, find_venue
from .weekdays_in_span import weekdays_in_span
from .whole_days import (
    days_joined,
    find_all_day,
    find_busy_words,
    find_day_span,
    marks_a_day,
    span_times,
    until_span,
)
from .whole_days import (
    whole_day as day_bounds,
)
from .zones import find_zone

NOT_BUILT_TEXT = f"{NOT_BUILT}; to change its days, cancel it and book it again with the days you want"
NOT_A_REQUEST = re.compile(
    r"\b(?:was|were|had|did|went|saw|won|lost|loved?|enjoyed|hate[ds]?|like[ds]?|fun|sick|nice|great|"
    r"awesome|tired|lol|haha|lmao|thanks|thank|believe|remember|hope|wish|miss(?:ed)?(?!\s+(?:school|class|work|practice|the\s+bus))|weather|forecast|"
    r"rain(?:ing|y)?|snow(?:ing|y)?|see\s+(?:you|ya)|bye|(?:is|are|'s|'re|'m|am)\s+not\s+going\s+to\s+be|"
    r"(?:is|are|'s|'re|am|i'm)\s+(?:at(?!\s+(?:\d|noon|midnight|half|quarter))|in|home|out|away|"
    r"sick|busy|free|running|late|back|here|there(?<!^is\sthere)(?<!^are\sthere)(?!\s+(?:any|anything|something|an?|some)\b)|done|ok|fine|good))\b"
)
"""Statements about the day ("jake is sick today", "see you tomorrow") are not notes to add."""
_ALL_GOING = re.compile(
    r"\b(?:we(?:'re|\s+are|'ll\s+be|\s+will\s+be)?|all\s+of\s+us(?:\s+are)?)\s+(?:all\s+)?"
    r"(?:going|coming|attending|joining|there|hosting)\b"
)
_I_TAKE = re.compile(
    r"\b(?:i|i'll|i'm|i'd|can\s+i|could\s+i|may\s+i|let\s+me)\s+(?:(?:will|am|can|could|would|need\s+to|"
    r"have\s+to|want\s+to|going\s+to|gonna|be)\s+)*(?P<verb>take|taking|bring|bringing|drive|driving|walk|walking|"
    r"accompany|accompanying)\b"
)
"""The speaker taking others somewhere ("can I take the kids to the park", "I'll bring jake to
the library"): "I" goes along (the contract's "I" is the speaker); "take emma to the zoo" with
no one said taking her is Emma's alone."""
_ASKED_TO_FETCH = re.compile(
    r"\b(?:can|could|would|will)\s+(?:you\s+|[a-z]+\s+)?(?:pick|get|collect|fetch|grab)\b"
)
"""A pick-up asked of someone ("…, can mike pick her up"), with or without its question mark:
asked first, never written at once."""
_AND_I_GOING = re.compile(
    r"\band\s+(?:i|me)\s+(?:will\s+|'ll\s+|are\s+)?(?:both\s+|all\s+)?(?:be\s+)?(?:going|coming|attending|joining|there)\b"
)
"""The speaker goes too ("mike and I will both be going")."""
"""Said of a booking with someone named, the whole family goes ("emma's school concert on
dec 10, we're all going")."""
_NOW_SAID = re.compile(
    r"\b(?:is|are|'s|'re)\s+now\b|\bnow\s+(?:at|on|starts?|begins?|runs?)\b|\b(?:at|on)\s+[^,]{1,24}?\s+now\b"
    r"|\bfrom\s+now\s+on\b|\bgoing\s+forward\b|\bnow\s*$"
)
"""An activity told with a time "now" (no verb) has a new time: the one on the calendar changes."""
_ADDING_VERBS = frozenset({"add", "include", "bring", "invite", "plus"})
"""Left as the title of a change only when it adds people ("make it 12:30 and add emma")."""
_OTHER_THING = re.compile(r"\b(?:instead|actually|rather)\b")
"""A car said with "instead" or "actually" and nothing else: what the event uses changes."""
_MEAL_WORD = re.compile(r"\b(?P<meal>lunch|dinner|breakfast)\b")
"""A meal named with a day and no time is at that meal's hours ("free for dinner friday?")."""
_BLOCK_OFF = re.compile(
    r"\b(?:block(?!\s+part(?:y|ies)\b)(?:\s+(?:off|out))?|hold|keep\s+(?:\w+\s+){1,3}(?:free|clear))\b"
)
"""Keeping a part of a day for something: all of it, not an hour of it ("block off friday
afternoon", "hold thursday evening for date night", "keep saturday morning free")."""
BLOCKED_TITLE = "blocked time"
VISIT_TITLE = "visit"
_SOMEONES = re.compile(r"\b[a-z]+'s?(?:\s+(?:house|home|place|apartment|flat))?$")
"""A place that is someone's home ("maya's house", "at grandma's"): going there is a visit."""
_FAMILY_THING = re.compile(r"family\b(?!\s+(?:doctor|dentist|lawyer|friend|therapist)s?\b)")
"""A title that is the family's own ("family meeting", "family game night"): for everyone,
though a family doctor is seen one at a time."""
_DATE_NIGHT = re.compile(r"\bdate\s+night\b|\bdate\b(?=\s+(?:out|dinner)\b)|\bdinner\s+date\b")
"""An evening out of the couple: "date night", "date dinner"."""


def _is_child(family: Family, member_id: str) -> bool:
    member = family.member(member_id)
    return member is not None and member.role == "child"


def _couple_of(family: Family, speaker: str) -> list[str] | None:
    """The speaker and their partner when the family has two parents and the speaker is one."""
    parents = sorted(m.id for m in family.members if m.role == "parent")
    return parents if len(parents) == 2 and speaker in parents else None


_FOR_MEAL = re.compile(r"\bfor\s+(?:a\s+|an\s+early\s+|a\s+late\s+)?(?:lunch|dinner|breakfast)\b")
"""With no day, only a meal one is free *for* is today's ("is mike free for dinner?"); "the
family dinner" with no day is an event, wherever it falls."""
REMINDER_CUE = re.compile(
    r"\b(?:(?:a|an|the|some)\s+)?(?:repeating\s+|recurring\s+|daily\s+|weekly\s+)?(?:event\s+)?"
    r"(?:reminders?|notifications?|alerts?|alarms?)\b|\bremind(?:ed)?\b|\b(?:alert|notify)\s+me\b"
)
"""The words that make a request a reminder; never its title."""
EVENT_NOUN = re.compile(
    r"\b(?:meetings?|appointments?|appt|events?|reminders?|birthdays?|anniversary|anniversaries|part(?:y|ies)|"
    r"holidays?|plans?|schedule|calendar|agenda|class(?:es)?|lessons?|practices?|concerts?|shows?|games?|"
    r"dinner|lunch|breakfast|brunch|conference|call|interview|wedding|recital|trip|flight|visit|checkup|"
    r"dentist|doctor|payday|pickup|deadline|tournament|match|rehearsal|festival|date|vacation|inauguration)\b"
)
"""Things a calendar holds: a question about one is a look-up."""
OFF_CALENDAR = re.compile(
    r"\b(?:capital|weather|forecast|score|won|win|lose|news|stock|recipe|movie\s+times|traffic|"
    r"how\s+are\s+you|who\s+are\s+you|what\s+can\s+you\s+do|what\s+date\s+is\s+it|what\s+day\s+is\s+it)\b"
)
"""Questions the calendar cannot answer."""
TO_DO = re.compile(
    r"\b(?:(?:need|have|got|supposed|meant)\s+to\s+do|to-?dos?|to\s+do\s+list|reminders?|"
    r"(?:need|have)\s+to\s+remember)\b"
)
"""A question about what to do is about reminders ("what do I need to do friday?")."""


_ASKS_ABOUT = re.compile(r"(?:is|are|am|does|do|who|who's|whose|when|what|which|will|has|have)\b")
_ASKS_IF_CAN = re.compile(r"(?:can|could|may)\b")
"""Question openings that make a question naming people or resources a look-up."""


_CAN_THEY_DO = re.compile(
    r"(?:can|could)\s+(?!you\b)(?:[\w']+\s+){1,4}?"
    r"(?:do|make|manage|fit(?:\s+in)?|squeeze(?:\s+in)?|go(?:\s+to)?|come(?:\s+to)?|attend|join|take|have)\b"
)
"""Asking whether someone can take something on ("can jake do tennis...", "could mom make
the recital?") asks whether they are free then, not whether it is on the calendar."""


def _visitor(words: str, lex: Lexicon, family: Family, speaker: str) -> bool:
    """Whether `words` name someone visiting the family: a member the family file lists as a
    guest ("grandma"), the speaker's relatives ("my parents") or someone by relation ("uncle bob")."""
    ids = lex.people.get(words)
    if ids:
        return all((m := family.member(i)) is not None and m.role == "guest" for i in ids)
    if names_relatives(words, family, speaker):
        return True
    bare = re.sub(r"^(?:my|our|the|their)\s+", "", words).split()
    return 0 < len(bare) <= 2 and bare[0] in RELATIONS and not any(w in lex.people for w in bare)


def _away_where(text: str, title: str, state: str) -> str:
    """The title of someone away, when the words left over name only where ("away in chicago",
    "out of town at the lake"): the state and the place, so the entry reads as an absence."""
    where = re.search(rf"\b(?P<by>(?:in|to|at)\s+(?:the\s+)?){re.escape(title)}\b", text)
    return f"{state} {where.group('by')}{title}" if where else title


def _only_visitors(title: str, strangers: list[Stranger]) -> bool:
    """Whether a title read beside a visit is only the visitor ("grandpa", "aunt sue")."""
    said = {word for s in strangers for word in s.said.lower().split()}
    words = title.lower().split()
    return bool(words) and all(w in RELATIONS or w in said or w in GIVEN_NAMES for w in words)


_REASON_AFTER = re.compile(r",|\s(?:as|because|since|bc|cause|cuz|cos)\s")
"""Where a reason begins after the event someone drops out of ("…, he has a dentist thing",
"… as she has a sleepover")."""


def _free_words(claims: Claims, start: int, end: int | None = None) -> str:
    """The words from `start` on (to `end`) that no recogniser took (the event a ride goes to)."""
    stop = len(claims.text) if end is None else end
    kept = " ".join(
        piece[max(0, start - at) : max(0, stop - at)]
        for at, piece in claims.fragments()
        if at + len(piece) > start and at < stop
    )
    return " ".join(clean_tokens(kept.replace("?", " ").split()))


_JOINED = re.compile(r"\s(?:and|also|plus|then)\s|;")
"""Words that may join requests: only then are the parts read on their own."""


@dataclass
class Reading:
    """A draft request plus what the text stated explicitly (used by merge and assess)."""

    request: ParsedRequest
    when: When = field(default_factory=When)
    guessed_intent: bool = False
    notes: list[str] = field(default_factory=list)
    people_named: bool = False
    """Someone was named or pointed at ("Emma", "the kids", "me"): participants are not a default."""
    goes: bool = False
    """Members said to go, come or join somewhere of their own accord ("jake is going to a party
    saturday"): a join when the calendar shows that event then, else their outing (`outings.py`)."""


def read(
    text: str,
    family: Family,
    now: datetime,
    speaker: str | None = None,
    answer: bool = False,
    entire: bool = True,
    titles: Sequence[str] | None = None,
    repeating: Sequence[str] | None = None,
    outing: bool = False,
) -> Reading:
    """Run the grammar over `text`; `answer` reads a short reply to a question ("at 3");
    `entire` is false for a part of a message, read to tell whether it holds several requests;
    `titles` are the calendar's event names, when known (`renaming.py`: "call X Y"),
    `repeating` those of its repeating events ("put piano on hold": paused, not pencilled in). A
    booking read from news that something will not happen is no booking (`negated.py`)."""
    reading = _read(text, family, now, speaker, answer, entire, titles, repeating, outing)
    said = reading.request
    low = str(text or "").lower()
    if answer or (said.intent == "unknown" and (said.problems or not holds_any(low, _NEGATION_PIECES))):
        return reading
    plain = normalize(text).text
    if two_negatives(plain):  # "mike can't not go to swim": no guess at what changes
        told = TWO_NEGATIVES
    elif said.intent == "unknown":
        if entire and (missed := missed_it(plain, lexicon_for(family), said.speaker or "")) is not None:
            reading.request = _missed_it(said, missed, family)  # "emma can't make it"
        return reading
    elif standing_rule(str(text or "").lower()):  # "do not schedule jake on sundays": no such rule kept
        told = STANDING_RULE
    elif said.title != BLOCKED_TITLE and told_not_to(plain):
        told = NOT_DONE  # "don't cancel piano": nothing to do
    elif (
        said.intent == "create"
        and not (said.school_run and said.leaving)  # "i can't do the school run": who does, asked
        and says_not_happening(plain)
        and off_activity(plain) is None
    ):
        # ("emma doesn't have swim saturday" is left to the calendar: `domain/called_off.py`)
        told = NOT_A_BOOKING  # "mike can't take the trash out tuesday": no booking of it
    else:
        return reading
    reading.request = _fragment(text, said.speaker or "", None, When(), [], [], [told], False, "").request
    return reading


_NEGATION_PIECES = ("not", "can", "won", "able", "n't", "n\u2019t")
"""One of these is in a double negative ("can't not") and in "emma can't make it"."""


def _missed_it(said: ParsedRequest, missed: MissedIt, family: Family) -> ParsedRequest:
    """ "emma can't make it": who, kept for the event just spoken of (graph/focus.py); with
    none, which event is asked, nothing else read."""
    named = "you" if missed.you else missed.pronoun or display_names(family, list(missed.members))
    return said.model_copy(
        update={
            "leaving": list(missed.members),
            "pronoun": missed.pronoun,
            "title": None,
            "participants": [],
            "problems": [WHICH_EVENT.format(who=named, Who=missed.you or named[:1].upper() + named[1:])],
        }
    )


def _read(
    text: str,
    family: Family,
    now: datetime,
    speaker: str | None,
    answer: bool,
    entire: bool,
    titles: Sequence[str] | None,
    repeating: Sequence[str] | None,
    outing: bool = False,
) -> Reading:
    """The grammar over `text`, as `read` says."""
    tz = zone(family.timezone)
    now = now.astimezone(tz)
    if year_problem(now.year) or now.year >= LAST_YEAR:
        req = ParsedRequest(
            intent="unknown",
            speaker=speaker,
            text=str(text or "")[:2000],
            problems=[
                f"the current time {now.date().isoformat()} is outside the supported range ({SUPPORTED})"
            ],
        )
        return Reading(req)
    lex = lexicon_for(family)  # made once a family; looked up once a message
    if entire and not answer and small_talk(str(text or "")) == "clock":
        # "what's the date today?": the clock itself is asked, never an event called "date"
        return Reading(ParsedRequest(intent="unknown", speaker=speaker, text=str(text or "")[:2000]))
    if entire and not answer and (renamed := _renamed(str(text or ""), lex, family, now, speaker, titles)):
        return renamed  # 'rename the dentist to "Ortho check"': its name changes, nothing else
    if (
        entire
        and not answer
        and (loose := _held_one(str(text or ""), family, now, speaker, titles, repeating))
    ):
        return loose  # "pencil in emma's swim on dec 8": that booking tentative, nothing new
    if entire and not answer and (firm := _firmed_up(str(text or ""), family, now, speaker)):
        return firm  # "the dentist is confirmed": pencilled in until now, firm from now on
    if entire and not answer and (ended := _ends_then(str(text or ""), family, now, speaker)):
        return ended  # "actually until 10", "make movie night end at 10": its start kept
    if entire and not answer and (swapped := _swapped(str(text or ""), family, now, speaker)):
        return swapped  # "swap emma's piano and jake's soccer": each takes the other's time
    if entire and not answer and (placed := _relocated(str(text or ""), lex, family, now, speaker, titles)):
        return placed  # "family dinner is at grandma's this sunday": its place changes, nothing else
    if entire and not answer and (noted := _noted(str(text or ""), family, now, speaker)):
        return noted  # "add a note to the dentist: bring the insurance card": its notes grow
    if entire and not answer and (told := request_after_context(str(text or ""))) is not None:
        asked = _asked_after_context(told, family, now, speaker)
        if asked is not None:  # "emma has a test friday so add study time for her thurs 6-7"
            return asked
    if entire and not answer and (took_back := taken_back(str(text or ""))) is not None:
        withdrawn = _taken_back(took_back, family, now, speaker)
        if withdrawn is not None:  # "book piano friday at 5, never mind": nothing to do
            return withdrawn
    if entire and not answer and (again := said_again(str(text or ""))) is not None:
        corrected = _corrected(again, family, now, speaker)
        if corrected is not None:  # "swim tues 6pm, actually make it 6:30": 6:30
            return corrected
    member = family.member(speaker) if speaker else None  # looked up once
    who = speaker if speaker and member else family.speaker
    if (
        entire
        and not answer
        and points_at_option(str(text or ""))
        and mind_changed(str(text or "").lower()) is None
    ):
        # "the first option" with no options on offer: not a booking titled "option"
        return Reading(ParsedRequest(intent="unknown", speaker=who, text=str(text or "")[:2000]))
    norm = normalize(mention_as_said(str(text or ""), family, who))  # "@mike can you…": to Mike
    if entire and not answer and (each := _each_their_time(norm.text, lex, family, now, speaker)) is not None:
        return each  # "haircuts saturday: jake at 10, emma at 10:30": one booking each
    problems = list(norm.problems)
    if speaker and not member:
        problems.append(f"unknown speaker {speaker!r}; read as {who}")
    if not str(text or "").strip():
        problems.append("the message is empty")
    condition = CONDITION.match(norm.text)  # "if so, book date night": hangs on an answer
    if condition is not None and condition.end() < len(norm.text):
        norm = replace(norm, text=norm.text[condition.end() :])
    addressed = without_address(norm.text, lex, family)  # "mom, can i go…": mom is asked
    if addressed != norm.text:  # a copy only when the words changed (`replace` is dear)
        norm = replace(norm, text=addressed)
    loosely = held_loosely(norm.text)  # "tentatively", "(not confirmed yet)": no title, a status
    if loosely.text != norm.text:
        norm = replace(norm, text=loosely.text)
    claims = Claims(norm.text)
    today = now.date()

    shown_as = find_busy_words(claims)  # before the verbs: "show me as busy" asks nothing
    reasons = find_reasons(claims, lex)  # "sorry mike can't come": neither title nor people
    reading = detect_intent(claims, norm.question)
    pet_trip = pet_errand(norm.text)  # "take our dog rex to the groomer": "groomer for Rex"
    pet_moved = False
    if pet_trip is not None and not reading.reminder and reading.intent in ("create", "unknown", "modify"):
        claims.claim(pet_trip[1], pet_trip[2])
        if reading.intent == "modify" and pet_trip[1] <= reading.verb_pos < pet_trip[2]:
            pet_moved = True  # "bring the cat to the vet": no move, a booking
            reading = replace(reading, intent="create")
    else:
        pet_trip = None
    intent = reading.intent
    totals = read_total(claims) if asks_total(norm.text) else None  # "how many hours of soccer ..."
    asking = intent == "query" or (intent == "unknown" and reading.question)
    end_asked = find_first_or_last(claims) if asking and totals is None else None  # "the earliest thing"
    if asking and totals is None and find_notes_asked(claims):  # "any notes on the dentist?"
        intent = "query"
        reading = replace(reading, intent="query", question=True, lookup=True, availability=False)
    total_span = find_total_span(claims, now, tz) if totals is not None else None  # "last month"
    if totals is not None:
        intent = "query"
    back = not answer and totals is None and asks_back(norm.text)  # "did emma have piano last monday"
    gone_by = (  # "what was on last week", "show me last weekend": a span gone by
        find_past_span(claims, now, tz) if (asking or back) and totals is None and not answer else None
    )
    if back:
        claim_happened(claims)  # "what happened yesterday": nothing called "happened"
    lead = None
    task = None
    if reading.reminder:
        task = task_span(norm.text)
        for cue in claims.free_matches(REMINDER_CUE):
            claims.claim(cue.start(), cue.end())
        lead = find_lead_time(claims)
    shifted = not answer and shift_without_verb(claims, intent, reading.reminder)
    if shifted:
        intent = "modify"  # "can we do swim an hour earlier this weekend": swim is on already
    off_sick = intent == "cancel" and (reading.verb or "").endswith(" off")  # "mike is off sick friday"
    sick_day = (
        (intent in ("create", "unknown") or off_sick)
        and not reading.question
        and find_sick_day(claims, lex.people_re)
    )
    if sick_day:
        intent = "cancel"  # "mike's out sick tomorrow": what he has then is asked to be called off
    away = find_away(claims) if intent in ("create", "unknown", "query") else None  # "out of town"
    if away is None and intent in ("create", "unknown") and not reading.question:
        # "grandma leaves sunday": a visitor going home, a note on that day
        away = find_departure(claims, lambda words: _visitor(words, lex, family, who))
    broken = (  # "the van is in the shop": the thing, not a person, is away
        find_out_of_service(claims) if away is None and intent in ("create", "unknown", "query") else None
    )
    if intent in ("create", "unknown"):
        claim_in_its_place(claims)  # "put the dentist there instead": no place, no title
    place = find_place(claims)
    if place is None and intent in ("create", "unknown"):
        place = find_host_place(claims, str(text or ""))  # "at lily's": before "tom's" is tomorrow's
    all_day = find_all_day(claims)
    problems += impossible(claims)
    if reasons.busy is not None and intent in ("create", "unknown"):
        problems.append(busy_problem(reasons.busy))
    since = None
    giving_up = intent in ("create", "unknown") and reading.verb is None
    if (giving_up or intent == "cancel") and not reading.question and not answer:
        quitting = find_quitting(claims, today, cancelling=not giving_up)  # "emma quit piano": from today on
        if quitting is not None:
            intent, since = "cancel", SinceMention(quitting.since, 0, 0)
    if intent in ("modify", "cancel") or (
        intent == "unknown"
        and not reading.question
        and STATEMENT.search(norm.text)
        and away is None  # "mike's away starting monday", "the van is in the shop from the 3rd":
        and broken is None  # a state from a day on, not a change of an event from then on
    ):
        since = (
            find_since(claims, today) or since
        )  # "from jan 4 on": before the repeat words take "starting jan 4"
        if since is not None and intent == "unknown":
            intent = "modify"  # "from january on emma's piano is at 4:30"
    temporal = Temporal()
    days_out = find_days_out(claims)  # "every weekday except fridays": before the repeat's words
    before_when = claims.snapshot()
    left_out = find_spans_left_out(claims, family, today) if said_as_repeat(norm.text) else SpansLeftOut()
    # "cancel gym on fridays for 3 weeks", "no piano for 2 weeks": the next weeks, not a length
    for_a_while = (
        stretch_for(claims, today)
        if "for " in norm.text
        and (intent == "cancel" or (intent in ("create", "unknown") and off_activity(text) is not None))
        else None
    )
    temporal.recurrence = find_recurrence(claims, today, days_away=away is not None) or find_monthday_rule(
        claims
    )
    except_days = find_except_days(claims, today) if temporal.recurrence is not None else []
    if temporal.recurrence is not None:
        leave_days_out(temporal.recurrence, days_out)
    until_day = None
    if temporal.recurrence is not None and temporal.recurrence.until is None:
        until_day = find_until_day(claims, family, today)
        if until_day is not None:
            temporal.recurrence.until = until_day.day
    temporal.durations = find_durations(
        claims, moving=intent == "modify" or answer
    )  # "an hour later" answered: a move
    held = find_holiday_spans(claims, family, today)  # "thanksgiving weekend": before the holidays
    temporal.dates = find_dates(claims, today)
    named_days = find_holiday_dates(claims, family, today, asking=norm.question)  # "on christmas eve"
    bare_days: list[DateMention] = []
    if not temporal.dates and not named_days:  # "valentine's day with her tomorrow": the thing, not the day
        named_days = bare_days = find_bare_holiday_dates(claims, family, today)  # "dinner xmas eve at 6"
    if named_days:
        temporal.dates = sorted([*temporal.dates, *named_days], key=lambda d: d.start)
    if back:
        # "did mike have gym on friday", "was there piano on the 16th": the last one
        temporal.dates = days_gone_by(temporal.dates, today, claims.text)
    ruled_out = ruled_out_day(claims, temporal.dates) if intent in ("create", "modify", "unknown") else None
    if ruled_out is not None:  # "friday doesn't work anymore": where it is, never where it goes
        temporal.dates = in_its_week(
            ruled_out[0], [d for d in temporal.dates if d is not ruled_out[1]], claims.text
        )
        if intent == "create" and reading.verb in CHANGING_VERBS:
            intent = "modify"  # "friday doesn't work for the dentist, can we do monday at 4"
    if temporal.recurrence is not None and temporal.recurrence.until is None:
        _repeat_between_days(temporal, temporal.recurrence, claims)  # "camp dec 28-31, 9 to 3 every day"
    temporal.spans = [SpanMention("days", 0, False, s.pos, days=(s.first, s.end)) for s in held]
    if for_a_while is not None:
        temporal.spans.append(for_a_while)
    dated = bool(temporal.dates or temporal.spans or temporal.recurrence)
    days_of_week = not dated and (away is not None or intent == "query")  # "off to the lake for the week"
    found = find_spans(claims, today, days_of_week)
    if intent != "query":  # "pay the bills at the end of the month": one day, its last
        found = [booked_by_its_day(s) for s in found]
    loose_read = [  # "off to the lake for the week": this week's days, said back so it is asked
        f'{READ_AS} "{s.said}" as {days_said(s.days)}'
        for s in found
        if s.loose and s.days and intent != "query"
    ]
    if back:
        found = spans_gone_by(found, today)  # "what did we do this weekend", asked on a wednesday
    temporal.spans = sorted([*temporal.spans, *found], key=lambda s: s.pos)
    if intent == "query" and not (back or totals or gone_by or temporal.dates or temporal.spans or dated):
        own_said = own_span(claims, today)  # "what does my day look like": today, not the next 7 days
        if isinstance(own_said, DateMention):
            temporal.dates = [own_said]
        elif own_said is not None:
            temporal.spans = [own_said]
    temporal.parts = find_parts(claims)
    day_ends = (
        frozenset(d.end for d in temporal.dates)
        | frozenset(p.end for p in temporal.parts)
        | claims.ends_since(before_when)  # "every weekday next week 9 to 12": right after any when
    )
    temporal.times = find_ranges(
        claims,
        after_dates=day_ends,
        bare_alone=answer,
        length_said=temporal.durations.duration is not None,  # "at 10 to 5 for an hour": 4:50
    )
    temporal.times += find_single_times(
        claims,
        bare_after_to=intent == "modify" or answer or reading.conflict,
        bare_alone=answer,
        after_dates=day_ends,
        bare_after_event=intent == "modify" and not answer,
    )
    temporal.times.sort(key=lambda t: t.start)
    if (
        intent in ("create", "unknown")
        and not (reading.question or answer)
        and temporal.times
        and temporal.recurrence is None
        and away is None  # "in the shop dec 3-5 9 to 5", "away mon to wed": one entry over the span
        and broken is None
    ):
        # "soccer camp dec 28-31 9 to 3": each day of the span at that time, never the first day only
        _repeat_between_days(temporal, Recurrence("DAILY"), claims)
    event_zone = find_zone(claims, temporal.times)
    when_tz = zone(event_zone) if event_zone else tz
    named = find_named_title(claims) or (pet_trip[0] if pet_trip is not None else None)
    if reading.shown_to is not None and claims.is_free(*reading.shown_to):
        claims.claim(*reading.shown_to)  # "show me everything jake has": me is the reader
    # "my parents", said by a parent: guests, not the parents
    relatives = find_relatives(claims, family, who, norm.capitalized)
    partners = find_partners(claims, family, who)  # "my husband": the other parent
    related: list[tuple[int, int, tuple[str, ...], bool]] = [
        (start, end, (member,), poss) for start, end, member, poss in partners
    ]
    kin = find_kin(claims, family, who)  # "our youngest", "my kids", "my sister"
    related += [(k.start, k.end, k.ids, k.possessive) for k in kin if k.ids]
    people = find_people(claims, lex, who, frozenset(plain for _, plain in norm.lookalikes), related)
    guests = find_guests(claims, norm.capitalized, people)
    guests += [r.named for r in relatives if in_with_list(claims.text, r.start, people)]
    strangers = find_strangers(
        claims, norm.capitalized, norm.lookalikes, lex, [(p.start, p.end) for p in people]
    )
    people = [p for p in people if not any(s.start <= p.start < s.end for s in strangers)]
    looked_up = intent in ("cancel", "query") or reading.question and intent == "unknown"
    coming, strangers = named_guests(  # "jake has a playdate with tom", "cancel lunch with peter"
        strangers, people, looked_up=looked_up and not answer
    )
    guests += coming
    strangers = sorted([*strangers, *kin_unsure(kin, claims.text)], key=lambda s: s.start)
    resources = find_resources(claims, lex)
    # "can all of us fit in the honda sunday?": the seats, not only whether it is free
    asks_of_a_car = (reading.question or norm.question) and _any_car(
        resources.ids or resources.choices, family
    )
    seats_said, riders = seats_asked(claims) if asks_of_a_car else (False, None)
    if broken is not None and not (resources.ids or resources.choices):
        broken = None  # "my phone is broken": none of the family's things, a remark
    state = away or broken  # said of someone or something: an entry over the span said
    opened: re.Match[str] | None = None
    lasting: Lasting | None = None
    if state is not None and state.title != WORKING_LATE and intent in ("create", "unknown"):
        opened = said_open(claims.text)  # "in the shop from thursday": until when?
        opening = OPEN_START.search(claims.text)
        if opening is not None and claims.is_free(opening.start("lead"), opening.end("lead")):
            claims.claim(opening.start("lead"), opening.end("lead"))  # "starting" is no title
        lasting = days_lasting(claims.text)  # "starting monday for a week"
        if lasting is not None and claims.is_free(lasting.start, lasting.end - 1):
            claims.claim(lasting.start, lasting.end)
        else:
            lasting = None
    if intent in ("create", "unknown") and place is None:
        venue = find_venue(claims, anywhere=reading.reminder)
        place = as_typed(venue, str(text or "")) if venue else None
    dropped = ride_dropped(claims, people, who) if not answer and state is None else None
    if dropped is not None:  # "neither of us can take jake": the grown-ups among "us" drive
        dropped = replace(dropped, drivers=tuple(d for d in dropped.drivers if not _is_child(family, d)))
        dropped = dropped if dropped.drivers else None
    run = (
        school_run(claims, people, who, family, timed=bool(temporal.times))
        if intent != "cancel" and not answer and not dropped
        else None
    )
    cannot_run: tuple[str, ...] = ()
    if dropped is not None and (run := school_run_dropped(claims, dropped, family)) is not None:
        # "sarah can't do the school run wednesday": the run, its grown-up asked (not Sarah)
        if dropped.for_good or temporal.recurrence is not None:
            problems.append(standing_run(family, dropped.drivers))  # "… to school anymore": no series
        cannot_run, run_way_said, dropped = dropped.drivers, dropped.pick_up is not None, None
        if not run_way_said:
            loose_read = [*loose_read, RUN_TAKEN_AS]
    booking = intent in ("create", "unknown") and temporal.recurrence is None
    often = how_often_unread(claims) if booking else None  # "twice a month": no part of the name
    title = named or find_title(claims)
    if title and not named:
        title = whole_name(norm.text, title)  # "parents evening": the parents go, the name stays
    if (
        title
        and not named
        and intent in ("create", "unknown")
        and (bare := _GOING_LEAD.sub("", title)) != title
    ):
        # "jake will go to a party at 2", "jake's coming to the game": the party, the game; a
        # place that is no event keeps the going ("go to the park", "go to the christmas market")
        title = bare if EVENT_WORDS.search(bare) else title
    visitor_words = ""
    if (
        title
        and away is not None
        and away.title in (*VISITS, *DEPARTURES)
        and _only_visitors(title, strangers)
    ):
        # "grandpa is coming to visit sunday": grandpa's visit, not "grandpa"; "friend zoe": Zoe
        visitor_words, guests = title, [*guests, visitor_named(title)]
        title = None
    if away is not None and away.title in (*VISITS, *DEPARTURES, IN_TOWN):  # "my parents are visiting"
        guests += [r.named for r in relatives if not claims.text[: r.start].strip() and r.named not in guests]
    if title and away is not None and away.blocks_time and away.title != WORKING_LATE and not named:
        title = _away_where(claims.text, title, away.title)  # "mike's away in chicago": not "chicago"
    if not title and state is not None:
        title = state.title  # "mike's out of town tuesday": the state names the entry
    if not title and bare_days and intent in ("create", "unknown") and not reading.question:
        # "add christmas eve": the holiday is all there is to book, so it is the thing, not its day
        title = " ".join(claims.text[d.start : d.end] for d in bare_days)
        temporal.dates = [d for d in temporal.dates if d not in bare_days]
    if task is not None and not named:
        said = " ".join(clean_tokens(task_words(claims, task, [(p.start, p.end) for p in people]).split()))
        title = said or title

    guessed = False
    if (
        intent == "unknown"
        and reading.question
        and not answer
        and (
            (resources.ids or resources.ambiguities or people)
            and _ASKS_ABOUT.match(norm.text)
            or (resources.ids or any(p.kind == "name" for p in people))
            and _ASKS_IF_CAN.match(norm.text)
        )
    ):
        intent = "query"
    has_time = bool(
        temporal.dates
        or temporal.times
        or temporal.parts
        or temporal.spans
        or temporal.recurrence
        or temporal.durations.relative_start is not None  # "call the plumber in an hour"
    )
    if (
        intent == "unknown"
        and reading.question
        and not answer
        and (has_time or EVENT_NOUN.search(norm.text))
        and (state is not None or not NOT_A_REQUEST.search(reasons.without(norm.text)))
        and not OFF_CALENDAR.search(norm.text)
    ):
        intent = "query"  # a question about a day or an event: the calendar answers it
    if (
        intent == "unknown"
        and (state is not None or not NOT_A_REQUEST.search(reasons.without(norm.text)))
        and not reading.question
        and has_time
        and (title or resources.ids or (place and _SOMEONES.search(place.lower())))
        and not answer
    ):
        intent = "create"  # "take emma to ben's house sunday at 2": a visit there
        guessed = True
    if reading.deadline:
        guessed = True  # "jake's library books are due tuesday": a reminder is our reading, asked first
    if intent == "unknown" and state is not None and not reading.question and not answer:
        intent = "create"  # "mike's out of town": when, asked like any booking with no time
        guessed = True
    if (
        intent == "unknown"
        and back  # "and last week?" alone follows on from the question before it (total_again.py)
        and reading.question
        and (has_time or gone_by is not None or title)
        and not OFF_CALENDAR.search(norm.text)
    ):
        intent = "query"  # "was there book club last week": the calendar as it was answers it
    raw_low = str(text or "").lower()  # "actually" may be gone from the normalised text
    if intent == "unknown" and resources.ids and not title and not has_time and _OTHER_THING.search(raw_low):
        intent = "modify"  # "take the sedan instead": what the event uses changes
    if (
        intent == "create"
        and not answer
        and title
        and has_time
        and INSTEAD_SAID.search(norm.text)
        and (titles is None or names_a_booked_event(title, titles))
    ):  # "book a birthday party saturday at 2 instead", no party on the calendar: a booking
        intent = "modify"  # "can we do swim at 11 instead this saturday?": swim is on already
    if intent == "query" and not answer and title and has_time and INSTEAD_SAID.search(norm.text):
        intent, guessed = "modify", True  # "can piano be at 6 instead?": a change asked for, asked first
    if (
        intent == "create"
        and guessed
        and not answer
        and title
        and has_time
        and temporal.recurrence is None  # "soccer is at 5 now on thursdays": not all its days
        and search(_NOW_SAID, norm.text)
    ):
        intent = "modify"  # "jake's soccer is at 5 now on thursdays": told of a new time, no second soccer
    if (
        intent == "create"
        and guessed
        and not answer
        and (has_time or temporal.durations.duration is not None)
        and temporal.recurrence is None
        and tells_change(str(text or ""))
        and names_a_booked_event(title, titles)
    ):
        intent = "modify"  # "gym is at 7 on wed": the gym on the calendar changes, asked first
    if (
        intent == "unknown"
        and not answer
        and title
        and not has_time
        and temporal.durations.duration is not None
        and search(_NOW_SAID, norm.text)
    ):
        intent, guessed = "modify", True  # "emma's piano lesson is now 45 minutes": its length changes
    if (intent == "unknown" or guessed) and not answer and only_days_left_out(norm.text):
        if temporal.recurrence is not None and temporal.recurrence.freq == "WEEKLY":
            guessed, title = False, None  # "hmm, no fridays": no booking called "no"
            intent = "cancel"  # "wait, not fridays" with no repeat waiting: those days of a written one
        else:
            problems.append(NOT_BUILT_TEXT)
    added = days_added(norm.text) if intent in ("create", "unknown") and not answer else []
    if added:
        intent = "modify"  # "add thursdays too": days added to the repeat just written
    kept = only_days(norm.text) or only_days(text) if intent == "unknown" and not answer else []
    if kept:
        intent = "modify"  # "actually only mondays and fridays": the days of the repeat just written
    weekly = temporal.recurrence is not None and temporal.recurrence.freq == "WEEKLY"
    if intent == "create" and not answer and weekly and takes_days_off(norm.text):
        intent = "cancel"  # "take tuesdays off soccer": those days of it, never a booking
    if intent == "unknown" and answer:
        intent = "modify"
    if intent == "unknown" and norm.amending and has_time and not title and not people:
        intent = "modify"  # "actually 5pm", "make it 4": a correction of the time

    if (
        intent == "create"
        and not (answer or title or resources.ids or reading.reminder)
        and temporal.durations.duration is None
        and seeks_free_time(norm.text, reading.verb_pos)
    ):
        intent = "query"  # "find me a free slot on friday": when she is free, nothing to book
        reading = replace(reading, intent="query", availability=True, lookup=False)
    qtype = (
        query_type(reading, bool(resources.ids or resources.ambiguities), norm.text)
        if intent == "query"
        else None
    )
    if qtype == "event_lookup" and _CAN_THEY_DO.match(norm.text):
        qtype = "availability"  # "can jake do tennis on wednesdays at 4?": is he free then
    if seats_said:
        intent, qtype = "query", "resource_status"  # "how many seats does the van have?"
    split = None
    if intent == "modify":
        positions = (
            [d.start for d in temporal.dates]
            + [t.start for t in temporal.times]
            + [p.pos for p in temporal.parts]
            + [s.pos for s in temporal.spans]
        )
        if temporal.durations.duration is not None:
            positions.append(temporal.durations.duration_pos)
        split = split_point(norm.text, positions, claims.is_free)
    when = resolve(
        temporal,
        intent=intent,
        query_kind=qtype,
        text=norm.text,
        verb=reading.verb,
        now=now,
        tz=when_tz,
        split=split,
    )
    last_day = None
    whole = False
    # "out of town tuesday": the days, not an hour of them; "serviced tomorrow morning": that part
    all_day = all_day or (state is not None and not temporal.parts and not temporal.times)
    blocking = intent == "create" and _BLOCK_OFF.search(norm.text) is not None
    if blocking and not temporal.parts and not temporal.times and when.duration is None:
        all_day = True  # "block off sunday", "keep friday free": the whole day, not an hour of it
    if intent == "create" and not when.problems:
        span = (
            find_day_span(temporal.dates, temporal.times, norm.text, consecutive_and=state is not None)
            if not temporal.recurrence
            else None
        )
        if span is None and state is not None and not temporal.times and not temporal.parts:
            span = until_span(temporal.dates, norm.text, today)  # "in the shop until wednesday": from today
            if span is not None:
                when.notes.append(f"no first day given; read as from today ({short_day(today)})")
        shaped = span_times(span, when_tz, bool(search(EVENING_WORDS, norm.text))) if span else None
        if span is not None and shaped is not None:
            claims.claim(*span.joint)
            when.start, when.end, whole = shaped
            when.window, when.duration, last_day = None, None, span.last
            when.day_stated = True
        elif (
            (
                all_day
                or (
                    (marks_a_day(title) or reading.reminder or at_school_that_day(title))
                    and when.duration is None
                    and (when.window is None or when.window == day_bounds(when.day or today, when_tz))
                )
            )
            and when.day is not None
            and not when.time_stated
            and (when.start is None or temporal.recurrence is not None)
        ):
            first, end = day_bounds(when.day, when_tz)
            window = when.window
            if all_day and window is not None and window[0] == first and window[1] > end:
                end = window[1]  # "all weekend", "this weekend all day"
            last_day, whole = _as_whole_days(when, first, end, when_tz), True
            title = title or (BLOCKED_TITLE if blocking else title)
        elif (
            state is not None
            and when.start is None
            and not when.time_stated
            and _whole_days(when.window, when_tz)
        ):
            assert when.window is not None  # "emma is at camp all next week": those days
            last_day, whole = _as_whole_days(when, *when.window, when_tz), True
        elif state is not None and when.start is None and when.window is not None and when.duration is None:
            when.start, when.end = when.window  # "serviced tomorrow morning": all of the morning
            when.window = None
    if lasting is not None and whole and last_day is None and when.start is not None:
        # "emma is at camp starting monday for a week": that many days from the first
        begins = when.start.astimezone(when_tz).date()
        ends = begins + timedelta(days=lasting.days - 1)
        when.end, last_day = day_bounds(ends, when_tz)[1], ends if ends > begins else None
    elif opened is not None and whole and last_day is None and not when.time_stated:
        # "the van is in the shop from thursday": one day is not what was said; asked until when
        when.start, when.end, when.window, whole = None, None, None, False
    if intent == "create" and away is not None and away.title == WORKING_LATE and not when.problems:
        whole, last_day = False, None
        _working_late(when, today, when_tz)  # "mike's working late tuesday, till 9": from 5pm to 9pm
    whole_day = (
        when.window is not None
        and when.day is not None
        and (when.window[1] - when.window[0]).total_seconds() >= 23 * 3600
    )
    if (
        (when.window is None or whole_day)
        and when.start is None
        and title
        and (meal := _MEAL_WORD.search(title))
        and not when.time_stated
        and (when.day is not None or _FOR_MEAL.search(norm.text))
    ):
        when.window = part_window(meal.group("meal"), when.day or today, tz)

    if (
        intent == "create"
        and when.window is not None
        and when.start is None
        and when.duration is None
        and timedelta(0) < when.window[1] - when.window[0] < timedelta(hours=23)
        and _BLOCK_OFF.search(norm.text)
    ):
        when.start, when.end = when.window  # "block off friday afternoon": all of it
        when.window = None
        title = title or BLOCKED_TITLE
    elif (
        intent == "create"
        and (resources.ids or resources.choices)
        and not title
        and temporal.parts
        and when.window is not None
        and when.start is None
        and when.duration is None
        and timedelta(0) < when.window[1] - when.window[0] < timedelta(hours=23)
    ):
        when.start, when.end = when.window  # "mike needs the van saturday morning": all of the morning
        when.window = None
    daily = None
    each_day = intent == "query" and temporal.spans and not temporal.times and not temporal.dates
    meal = _MEAL_WORD.search(title) if each_day and title and not temporal.parts else None
    if each_day and (temporal.parts or meal):
        # "what do the kids have after school this week?", "free for lunch this week?": each day's
        opens, closes = (
            PARTS[meal.group("meal")] if meal else (temporal.parts[0].start_time, temporal.parts[0].end_time)
        )
        if meal or not temporal.parts[0].today:
            when.window = span_window(temporal.spans[0], now, when_tz)
            daily = [opens.strftime("%H:%M"), closes.strftime("%H:%M") if closes else "24:00"]
    problems += when.problems
    length = temporal.durations.duration
    if length is not None and length > MAX_LENGTH_MINUTES:
        problems.append(f"{length // 60} hours is longer than one event can last (two weeks at most)")
        when.end, when.duration = None, None
    today_on = whole and when.start is not None and when.start.astimezone(when_tz).date() == today
    if (
        intent in ("create", "modify")
        and when.start is not None
        and when.start < now
        and not when.problems
        and not today_on  # "mike's out of town today": today is a whole day, begun or not
    ):
        problems.append(f"{when.start.strftime('%b')} {when.start.day}, {when.start.year} is in the past")
    problems += [_who_is(s, family) for s in strangers]
    ambiguities = list(resources.ambiguities) + when.ambiguities + loose_read
    if away is not None and away.title in DEPARTURES and intent == "create":
        # "grandma leaves on sunday": a note on that day, asked; her visit is not cut short unasked
        ambiguities.append(f"{READ_AS} it as a note on the day of going home, taking nobody's time")
    if pet_moved and intent == "create":  # "bring the cat to the vet": said like a move, asked
        ambiguities.append(f"{READ_AS} it as a new booking, not a change to one on the calendar")
    skipped = None if when.recurrence else skipped_clock(when.start, when.clock, when_tz)
    if skipped is not None:  # "2:30am" the night the clocks go forward: 3:30am, said first
        # (a series keeps its 2:30; the one occurrence moved carries its own note)
        ambiguities.append(skipped)
    if intent == "create" and temporal.recurrence is not None:
        problems += [undated_break(name) for name in left_out.unknown]  # "except spring break": when?
        ambiguities += [assumed_span(span) for span in left_out.spans if span.assumed]
    choice = (
        offered_choice(norm.text, temporal.dates, temporal.times) if intent in ("create", "modify") else None
    )
    if choice is not None:  # "saturday 2pm or 3pm": the first is proposed, and asked about
        ambiguities.append(choice)
    if intent in ("create", "modify"):  # "piano at 10 to 5": 4:50, or from 10 until 5? asked
        ambiguities += [t.note for t in temporal.times if t.note]
    if run is not None:  # "pick jake up from school friday": the grown-up's errand, at the end of school
        intent, title, qtype = "create", run.title, None
        _school_run_time(run, when, family, now, today, when_tz)
    roster = (
        roster_change(
            norm.text, people, who, timed=bool(temporal.times), guests=_guest_reading(norm, lex, relatives)
        )
        if intent in ("create", "modify", "cancel", "unknown")
        and state is None
        and run is None
        and not dropped
        else None
    )
    if roster is not None and intent == "cancel" and not (roster.leaving or roster.guests_leaving):
        roster = None
    # A ride with a clock time is an outing to book ("mike will take the kids to the park
    # saturday at 10"); without one, it is a ride to an event on the calendar.
    ride = (
        ride_change(norm.text, people)
        if roster is None
        and intent != "cancel"
        and not temporal.times
        and run is None
        and not dropped
        and not outing  # "mike is taking jake to a party saturday", none on then: their outing
        else None
    )
    if (
        ride is None
        and roster is None
        and run is None
        and intent != "cancel"
        and not temporal.times
        and titles
    ):
        mine = own_ride(norm.text, people, who)  # "drop jake at practice tues": the speaker drives
        if mine is not None and names_a_booked_event(
            event_named(_free_words(claims, mine.what_start)), titles
        ):
            ride = mine
    needed = (
        ride_needed(norm.text, people)
        if ride is None and roster is None and run is None and not temporal.times
        else None
    )
    driver: Literal["wanted", "asked"] | None = "wanted" if needed is not None else None
    if dropped is not None:
        # "mike isn't picking up jake tuesday": the ride's event looked up and who drives
        # instead asked; never a booking of "isn't picking"
        needed, ride = None, None
        intent, qtype, driver = "query", "event_lookup", "wanted"
        if temporal.recurrence is not None:  # "… on thursdays": some days of it, not one we can take
            problems.append(SOME_DAYS_OF_A_RIDE)
        elif dropped.for_good:  # "… anymore": every ride of it from today, or the day said on
            if since is None or since.end == 0:  # (none said in words: "quitting" reads today)
                since = find_since(claims, today) or since  # "… from december"
            if (since is None or since.end == 0) and temporal.dates:
                problems.append(SOME_DAYS_OF_A_RIDE)  # "tuesday soccer runs anymore": some days only
            since = since or SinceMention(today, 0, 0)
        title = event_named(title) if title and dropped.event_start is not None else None
        resources.ids, resources.choices = [], []
        ambiguities = [a for a in ambiguities if a not in resources.ambiguities]
    if needed is None and ride is None and roster is None and dropped is None:
        needed = driver_asked(norm.text, people)  # "who's driving emma to piano?"
        driver = "asked" if needed is not None else None
    asked_of_it = needed is None and ride is None and roster is None and driver_asked_of_it(norm.text)
    if asked_of_it:  # "who's taking him?": the event just spoken of, filled from the focus
        intent, title, qtype, driver = "query", None, "event_lookup", "asked"
    if needed is not None and (driven := _free_words(claims, needed)):
        # "emma needs a ride to piano on monday": that lesson is looked up, and who drives
        # asked; nothing is booked, and "a ride" is no car to choose
        intent, title, qtype, roster = "query", event_named(driven), "event_lookup", None
        resources.ids, resources.choices = [], []
        ambiguities = [a for a in ambiguities if a not in resources.ambiguities]
    elif needed is not None:
        driver = None
    elif ride is not None and (driven := _free_words(claims, ride.what_start)):
        # "mike will drive jake to soccer on thursday": Mike goes along to soccer
        roster, intent, title, qtype = ride, "modify", event_named(driven), None
        if guests:  # "… jake and 2 friends to soccer": the friends ride along, counted for the seats
            roster = replace(roster, guests_joining=tuple(guests))
        guessed = guessed or reading.question  # "can mom drive emma to piano?": asked, not written at once
    elif (
        roster is not None
        and intent in ("create", "unknown")
        and temporal.times
        and titles is not None
        and roster.joining
        and not (roster.leaving or roster.has_guests)
        and title
        and not names_a_booked_event(title, titles)
    ):
        roster = None  # "i'll bring jake to the library saturday at 2": a new outing, not a change
    elif roster is not None and outing and roster.joining and not (roster.leaving or roster.has_guests):
        # "jake is going to a party saturday", none on the calendar then: his outing
        joined = _ALONG_ONLY.sub("", _without_after_all(_free_words(claims, roster.what_start))).strip()
        if joined and (not title or title == "visiting"):
            title = event_named(joined)  # "coming with us to the farmers market": the market
        roster = None
    elif roster is not None and (
        title or roster.has_guests or (roster.leaving and _free_words(claims, roster.what_start))
    ):  # "jake won't be home for family dinner": what is left after "for" names the event
        # "add mike to sunday's family dinner", "emma's friend lily is coming to swim saturday":
        # who takes part changes; "lily is coming too": in the event just spoken of
        joined = _ALONG_ONLY.sub("", _without_after_all(_free_words(claims, roster.what_start))).strip()
        intent = "modify"
        if joined and meal_of(joined) and not meal_of(title):
            title = None  # "grandma is coming for dinner sunday": the dinner, not "visiting"
        elif joined and title == "visiting" and not roster.has_guests:
            title = None  # "jake is coming to emma's swim saturday": her swim, not a visit
        if roster.leaving and title and joined and title.endswith(f" {joined}"):
            title = joined  # "emma isn't going to be at dinner": dinner, not "be at dinner"
        title = event_named(joined if roster.has_guests else title or joined) if joined else None
        reason = _REASON_AFTER.search(claims.text, roster.what_start)
        reason_at = reason.start() if reason is not None else -1
        clause = _free_words(claims, roster.what_start, reason_at) if roster.leaving and reason_at > 0 else ""
        if clause and title and title not in clause:
            title = event_named(clause)  # "jake will miss soccer thursday, he has a dentist thing": soccer
        if roster.has_guests:  # the guests are no strangers to ask about
            known = {_who_is(s, family) for s in strangers if s.end <= roster.what_start}
            problems = [p for p in problems if p not in known]
            strangers = [s for s in strangers if s.end > roster.what_start]
            guests = []
            # "grandpa is coming to dinner", "jak is coming to swim": who they are is asked
            strangers += [Stranger(said, 0, 0, meant, "with") for said, meant in roster.unknown]
            problems += [_who_is(s, family) for s in strangers[-len(roster.unknown) :] if roster.unknown]
    else:
        roster = None
    if intent == "create" and roster is None and run is None and state is None and not answer:
        car_for_the_drive(claims, family, resources, title)  # "mike is driving the kids to the party at 3"
        ambiguities += [a for a in resources.ambiguities if a not in ambiguities]
    if (
        roster is not None
        and intent == "modify"
        and (roster.joining or roster.guests_joining)
        and when.start is None
        and when.window is None
        and (eaten := meal_of(title)) is not None
        and comes_for_a_meal(norm.text)
    ):
        # "grandma's coming for dinner": tonight's; "for thanksgiving dinner": that day's
        when.window = meal_hours(eaten, meal_day(title or "", family, today), when_tz)
        guessed = True  # the day was not said: asked first
    swap = day_swap(norm.text, temporal.dates, people, who) if intent != "cancel" and not dropped else None
    if swap is not None:
        # "she can't do tuesday, make it thursday": her one event on tuesday moves to thursday
        intent, title, qtype, roster = "modify", None, None, None
        new_day = day_bounds(swap.new, when_tz) if swap.new is not None else None  # "she can't do sunday"
        when.start, when.end, when.window, when.duration = None, None, new_day, None
    if intent == "unknown" and asks_which_are_loose(loosely):  # "what's still tentative?"
        intent, qtype, title = "query", "event_lookup", None
    if intent == "unknown":
        fragment = _fragment(
            text, who, title, when, people, resources.ids, problems, reading.question, norm.text, bool(named)
        )
        fragment.request.place = place
        fragment.request.weekday_alone = _weekday_alone(temporal, norm.text)  # "oops, wednesday"
        fragment.request.half_unsaid = when.half_unsaid
        fragment.request.unknown_people = [s.said for s in strangers]
        fragment.request.suggestions = {s.said: s.suggestion for s in strangers if s.suggestion}
        return fragment
    participants = participants_of(people, intent, who, lex.everyone)
    taking = _I_TAKE.search(norm.text) if intent == "create" and people else None
    if taking is not None:  # "can I take the kids to the park": I go too
        participants = sorted({*participants, who})
        if claims.is_free(taking.start("verb"), taking.end("verb")):
            claims.claim(taking.start("verb"), taking.end("verb"))  # "bring" is no part left unread
    if intent == "create" and _ALL_GOING.search(norm.text):
        participants = sorted({*participants, *lex.everyone})  # "emma's concert, we're all going"
    elif intent == "create" and _AND_I_GOING.search(norm.text):
        participants = sorted({*participants, who})  # "emma's recital ..., mike and i will be going"
    elif intent == "create" and not people and title == "no school":
        # "there's no school friday", "schools closed monday": the children's day, not the speaker's
        participants = sorted(m.id for m in family.members if m.role == "child") or participants
    elif intent == "create" and not people and title and _FAMILY_THING.match(title):
        participants = sorted(lex.everyone)  # "family meeting sunday at 4": the family's, not mine
    elif intent == "create" and not people and title and _DATE_NIGHT.search(title):
        participants = _couple_of(family, who) or participants  # "date night friday": the two parents
    fetching = (
        pick_up_at_arrival(claims, people, who) if intent in ("create", "query") and not named else None
    )
    if fetching is not None:  # "mike's flight lands at 11:40pm, i'll pick him up": the pick-up
        title, participants = fetching
        if intent == "query" or _ASKED_TO_FETCH.search(norm.text):
            # "grandma lands at 4, can mike pick her up(?)": asked of him, so asked first
            intent, qtype, guessed = "create", None, True
            ambiguities.append(f"{READ_AS} it as a pick-up for {display_names(family, participants)}")
    if run is not None:
        participants = list(run.drivers)  # who drives; the children are at school already
    if reading.reminder and intent == "create":
        # "remind me to buy Jake's cleats": who is reminded, not whom the task is about.
        reminded = [p for p in people if WHO_RE.search(norm.text[: p.start])]
        if reminded or not reading.deadline:
            participants = participants_of(reminded, intent, who, lex.everyone) if reminded else [who]
    if (
        any(s.role != "with" for s in strangers)
        and intent == "create"
        and participants == [who]
        and not people
    ):
        participants = []  # "dentist for grandpa": not the speaker's, and grandpa is unknown
    if roster is not None:  # the event is found by its title and day; a joiner is not in it yet
        participants = list(roster.leaving)
    if reasons.absent and intent == "create":
        participants = [p for p in participants if p not in reasons.absent] or [who]
    if sick_day and not participants:
        participants = [who]  # "taking a sick day friday": the speaker's day
    if sick_day and when.start is None and when.window is None:
        when.window = day_span(today, when_tz)  # "jake is sick": today, what is left of it
    every = (
        intent == "cancel"
        and (
            sick_day
            or means_everything(norm.text)  # "cancel her stuff tomorrow"
            or (all_of_a_kind(norm.text) and has_time)  # "... all of jake's soccer practices in december"
        )
    ) or (
        intent == "modify" and roster is None and means_everything_moved(norm.text)
    )  # "push everything on saturday back an hour"
    moved = moved_days(norm.text, temporal, tz, today) if every and intent == "modify" else None
    from_day = swap.old if swap is not None else None
    if from_day is None and ruled_out is not None and intent == "modify":
        from_day = ruled_out[0]  # "friday doesn't work anymore, monday at 4?": Friday's moves
    one_moved = (
        moved_days(norm.text, temporal, when_tz, today)
        if intent == "modify" and not every and swap is None
        else None
    )
    if one_moved is not None and one_moved.window is not None:
        # "move jake's soccer on thursday to friday": thursday's moves, to the friday after it
        from_day = one_moved.window[0].astimezone(when_tz).date()
        said_day = when.window[0].astimezone(when_tz).date() if when.window is not None else None
        if when.start is None and said_day != one_moved.to_day:  # the friday after it, not the one before
            when.window = _on_other_day(when.window, one_moved.to_day, when_tz)
        elif when.start is not None and when.start.astimezone(when_tz).date() != one_moved.to_day:
            # "from next monday to wednesday at 5": the wednesday after it, at 5
            start, end = _on_other_day((when.start, when.end or when.start), one_moved.to_day, when_tz)
            when.start, when.end = start, (end if when.end is not None else None)
    pointing = (intent == "create" and not reading.reminder) or every or intent == "query"
    pronoun = pointed_at(norm.text, subjects=intent == "query") if pointing and not people else None
    if pronoun is not None and participants in ([who], []):
        participants = []  # "dentist for him": someone named earlier, not the speaker
    if swap is not None:
        participants, pronoun = list(swap.members), swap.pronoun
    if broken is not None and intent == "create":
        participants = []  # "the van is in the shop": nobody goes
    if intent == "query" and title and not named:
        title = event_looked_up(title)  # "when do i see the dentist": the dentist
    duration = when.duration if when.duration and when.duration > 0 else None
    req = ParsedRequest(
        intent=intent,  # type: ignore[arg-type]
        title=title,
        start=when.start,
        end=when.end if when.start is not None else None,
        duration_minutes=duration,
        window=when.window
        if when.start is None
        else _week_of_the_change(intent, temporal, when, now, when_tz),
        participants=participants,
        resources=resources.ids,
        recurrence=repeat_of_change(intent, when.recurrence, norm.text),
        shift_minutes=when.shift if intent == "modify" else None,
        daily=daily,
        query_type=qtype,  # type: ignore[arg-type]
        speaker=who,
        ambiguities=ambiguities,
        problems=problems,
        day_named=day_named(temporal, when) or swap is not None,
        text=str(text or "")[:2000],
        place=place,
        kind="reminder"
        if (reading.reminder and intent == "create") or (intent == "query" and TO_DO.search(norm.text))
        else "event",
        unknown_people=[s.said for s in strangers],
        suggestions={s.said: s.suggestion for s in strangers if s.suggestion},
        all_day=whole,
        last_day=last_day,
        timezone=event_zone,
        until_day=until_day.name if until_day is not None and when.recurrence else None,
        remind_before_minutes=lead if reading.reminder and intent == "create" else None,
        said_time=f"{when.clock:%H:%M}" if when.recurrence and when.clock is not None else None,
        blocks_time=_shown_busy(shown_as, away, whole and at_school_that_day(title)),
        unread=[u for u in unread_pieces(claims, title) if u not in (*guests, visitor_words)]
        if intent == "create"
        else [],
        guests=guests,
        since=since.day if since is not None else None,
        except_days=except_days if intent == "create" else [],
        except_spans=left_out.spans if intent == "create" and temporal.recurrence is not None else [],
        from_day=from_day,
        driver=driver if intent == "query" else None,
        resource_choices=resources.choices,
        people_choices=people_offered(claims.text, people, intent == "create" or driver == "wanted", who)
        if not reading.reminder
        else [],
        pronoun=pronoun,
        every=every,
        joining=list(roster.joining) if roster else [],
        guests_joining=list(roster.guests_joining) if roster else [],
        guests_leaving=list(roster.guests_leaving) if roster else [],
        leaving=list(roster.leaving) if roster else list(swap.members) if swap and not swap.new else [],
        out_of_service=broken is not None and intent == "create",
        first_or_last=end_asked if intent == "query" else None,
        looks_back=intent == "query" and (back or gone_by is not None),
        tentative=True if loosely.held and intent in ("create", "query") else None,
        school_run=run is not None and intent == "create",
        weekday_alone=_weekday_alone(temporal, norm.text),
        half_unsaid=when.half_unsaid,
        seats_asked=seats_said and intent == "query",
        riders=riders if seats_said and intent == "query" else None,
        bounded=bounded_change(norm.text) if intent == "modify" and since is None else None,
    )
    if cannot_run:  # "i can't take the kids to school tomorrow": who can't, left out of who is asked
        req.leaving = list(cannot_run)
    if dropped is not None:  # who rides, and who said they cannot drive (`leaving`)
        req.participants, req.leaving, req.people_choices = list(dropped.riders), list(dropped.drivers), []
    if intent == "modify" and req.title in _ADDING_VERBS and req.participants and not req.joining:
        # "make it 12:30 and add emma": the move, then Emma added to it; never an event "add"
        newcomers = " and ".join(req.participants)
        if req.start is not None or req.shift_minutes or req.duration_minutes:
            req.then = [f"add {newcomers} too", *req.then]
        else:
            req.joining = list(req.participants)
        req.title, req.participants = None, []
    if req.driver == "wanted" and req.people_choices:  # "mike or i can take jake": Jake rides
        req.participants = [p for p in req.participants if p not in req.people_choices]
    if intent == "create" and not req.title and len(req.unread) == 1 and len(req.unread[0].split()) <= 3:
        # "mark my calendar for a holiday in cuba", "set noon prayer every friday": the one
        # stretch nobody took is what is booked
        req.title, req.unread = req.unread[0], []
    if intent == "create" and not req.title and place and _SOMEONES.search(place.lower()):
        req.title = VISIT_TITLE  # "can I go to maya's house on saturday at 2?": a visit there
    if intent in ("cancel", "create") and not answer and req.title and not when.time_stated and not every:
        called_off = intent == "cancel" or off_activity(text) is not None  # "no soccer on thursdays …"
        stretch = weekdays_in_span(temporal, now, when_tz) if called_off else None
        if stretch is not None:  # "skip gym on fridays this month": those fridays, not every one
            req.window, req.recurrence, req.start, req.end = stretch[0], stretch[1], None, None
    if every:  # "emma is sick tomorrow, cancel her stuff": no one event is meant
        req.title = kind_named(norm.text)  # "cancel all appointments friday": appointments only
    elif over_several_days(req):  # "cancel swim for the next 3 weeks": each swim class then
        req.every = True
    if added:  # its own days kept, these added: the main graph asks before writing
        req.recurrence = weekly_on(added)
        req.add_days, req.title, req.start, req.end, req.window = True, None, None, None, None
    if kept:  # those days only, the rest of the repeat's taken out: asked before writing
        req.recurrence = weekly_on(kept)
        req.title, req.start, req.end, req.window = None, None, None, None
    if (
        intent == "create"
        and not answer
        and req.title
        and weekly
        and req.start is None
        and not when.time_stated
        and (adds_days_to(norm.text) or adds_days_to(text))
    ):
        req.add_days = True  # "gym on saturdays too": the main graph looks for a weekly gym
    if intent == "cancel" and since is not None and req.recurrence is None and not when.time_stated:
        for_good = weekdays_for_good(norm.text, temporal.dates)
        if for_good:  # "no more thursday practices": every thursday's from now on, not one
            req.recurrence = weekly_on(for_good)
            req.window = None
    if moved is not None:  # "move jake's stuff on wednesday to thursday": from one day to the other
        req.window, req.to_day, req.start, req.end = moved.window, moved.to_day, None, None
    if one_moved is not None and req.shift_minutes and req.start is None:
        req.to_day = one_moved.to_day  # "move swim to sunday, an hour earlier": that day, by that much
    if every and intent == "modify" and when.start is not None and not req.shift_minutes:
        req.problems.append(ONE_TIME_FOR_ALL)
    if temporal.durations.extend_by is not None:
        if intent == "modify":  # "make the party an hour longer": the event's length changes
            req.lengthen_minutes = temporal.durations.extend_by
        else:
            req.ambiguities.append(
                f"change the length by {temporal.durations.extend_by} minutes: "
                "the new length depends on the event"
            )
    if often is not None and req.intent == "create" and req.recurrence is None:  # "twice a month": asked
        req.ambiguities.append(once_only_note(often))
    req.conditional = condition is not None and intent in ("create", "modify", "cancel")
    if req.conditional and condition is not None:  # "if not, book the sedan": wants a no
        req.condition = condition_wanted(condition.group(0))
    if entire and not answer and intent in _SPLIT:
        alone = partial(_alone, family=family, now=now, who=who)
        parts = _parts(str(text or ""), norm.text, alone, lex)  # the lexicon looked up above
        if len(parts) > MAX_PARTS:
            req.problems.append(too_many_problem(len(parts)))
        elif parts:  # "soccer for emma saturday at 2 and piano for jake sunday at 4"
            leading = read(parts[0], family, now, speaker, entire=False)
            leading.request.then = parts[1:]
            return leading
    spans_days = req.start is not None and req.end is not None and req.end - req.start >= timedelta(hours=20)
    if entire and not answer and intent == "create" and temporal.recurrence is None and not req.problems:
        if not spans_days:  # "out of town thursday and friday" is one entry over both days
            req.then = listed_days(norm.text, temporal.dates)  # "karate mon and wed at 6": each day
        minutes = req.duration_minutes
        apart = bool(minutes) and EACH.search(norm.text) is not None  # "20 minutes each"
        own = not apart and EACH_OWN.search(norm.text) is not None  # "emma and jake each have piano"
        if not req.then and len(req.participants) > 1 and req.title and (apart or own):
            # "eye tests tuesday for emma and jake, 20 minutes each": one after the other;
            # "emma and jake each have piano tuesday at 4": one each, at that time
            first_at = req.start.astimezone(tz) if req.start is not None else None
            on_day = (
                first_at.date()
                if first_at is not None
                else req.window[0].astimezone(tz).date()
                if req.window
                else None
            )
            if on_day is not None:
                said_at: dict[str, int] = {}
                for mention in people:
                    for member_id in mention.ids:
                        said_at.setdefault(member_id, mention.start)
                in_turn = in_order_said(req.participants, said_at)
                req.then = one_after_another(
                    req.title, in_turn, minutes, first_at, on_day, back_to_back=apart
                )
                order = ", then ".join(display_names(family, [who]) for who in in_turn)
                how = (
                    "asked in turn"  # no time: one found for each
                    if first_at is None
                    else "back to back"
                    if apart
                    else "at the same time"
                )
                req.ambiguities.append(f'{READ_AS} "each" as one booking each, {how}: {order}')
                req.participants = in_turn[:1]
        if not req.then and req.start is not None:
            day_one, day_last = local_days(req.start, req.end or req.start + timedelta(microseconds=1), tz)
            left = days_left_unused(temporal.dates, (day_one, max(day_one, day_last)), req.ambiguities)
            if left is not None:  # "party for emma saturday at 2 and jake sunday at 2": asked
                req.ambiguities.append(left)
    if entire and not answer and intent == "query" and _one_day_asked(req):
        # "is emma free monday and wednesday at 6?", "what's on saturday or sunday": each day
        per_day = listed_days(norm.text, temporal.dates, either=True)
        days = sorted({d.day for d in temporal.dates if d.day is not None})
        running = len(days) > 1 and (days[-1] - days[0]).days == len(days) - 1
        if per_day and running and qtype == "event_lookup" and req.window is not None:
            req.window = (req.window[0], day_span(days[-1], tz)[1])  # "saturday and sunday": both
        else:
            req.then = per_day
    pointed = pointed_event(norm.text, req, now, tz)
    if pointed is not None:  # "move my 3pm thursday to 4", "cancel jake's thing on thurs"
        req = pointed_at_read(req, pointed)
    if gone_by is not None and intent == "query" and totals is None:
        req.window, req.start, req.end = (gone_by.start, gone_by.end), None, None  # "last weekend"
    if totals is not None:  # added up, not listed: over whole periods, its own words left out
        req = total_asked(req, totals, total_span, family)
    night = overnight_hours(req, tz) if not answer else None  # "a sleepover friday night"
    notes = [*when.notes, night] if night else when.notes
    if reading.deadline and intent == "create":
        notes = [*notes, "told that something is due: a reminder on that day"]
    goes = (
        intent == "modify"
        and bool(req.joining)
        and not req.leaving
        and (ride is not None or goes_to_it(norm.text, people))
    )
    return Reading(req, when, guessed, notes, people_named=bool(people), goes=goes)


def _repeat_between_days(temporal: Temporal, recurrence: Recurrence, claims: Claims) -> None:
    """`recurrence` runs from the first to the last of two days joined ("dec 28-31",
    "monday to thursday"), when two such days were said; the last day becomes its end."""
    joined = days_joined(temporal.dates, claims.text)
    if joined is None:
        return
    first_day, last_day_said, last_day = joined
    recurrence.until = last_day
    temporal.recurrence = recurrence
    claims.claim(first_day.end, last_day_said.end)
    temporal.dates = [d for d in temporal.dates if d is not last_day_said]


def _one_day_asked(req: ParsedRequest) -> bool:
    """A question about one day or part of one (so several days said are each asked)."""
    if req.start is not None:
        return req.end is None or req.end - req.start < timedelta(hours=20)
    return req.window is not None and req.window[1] - req.window[0] <= timedelta(hours=25)


def _each_their_time(
    norm_text: str, lex: Lexicon, family: Family, now: datetime, speaker: str | None
) -> Reading | None:
    """The first person's booking, the others' waiting in `then`, when the message gives each
    person their own time for one activity and every part reads as a booking at its time."""
    parts = own_time_parts(norm_text, lex)
    if parts is None or len(parts) > MAX_PARTS:
        return None
    readings = [read(part, family, now, speaker, entire=False) for part in parts]
    if any(r.request.intent != "create" or r.request.start is None or r.request.problems for r in readings):
        return None  # "is emma free at 3 and jake at 4": a question, not bookings
    readings[0].request.then = parts[1:]
    return readings[0]


def _week_of_the_change(
    intent: str, temporal: Temporal, when: When, now: datetime, tz: ZoneInfo
) -> tuple[datetime, datetime] | None:
    """For a change to a new clock time said with a week and no day ("move piano to 5:30
    next week"), that week: where the occurrence to change is (its own day is kept)."""
    if intent != "modify" or not temporal.spans or temporal.dates or temporal.recurrence is not None:
        return None
    if when.day_stated:
        return None
    return span_window(temporal.spans[0], now, tz)


USUAL_DAY_ENDS = time(17)
"""Where a late working day begins when no start is said: the end of a usual working day."""


def _school_run_time(
    run: SchoolRun, when: When, family: Family, now: datetime, today: date, tz: ZoneInfo
) -> None:
    """A school run with no time said: at the end (or start) of school hours on the day said,
    or the next school day when none is said; left without a start (asked) on an early release
    or when the family file has no school hours for that day."""
    if when.duration is None:
        when.duration = run.minutes  # the drive there and back, about
        if when.start is not None and when.end is None:
            when.end = when.start + timedelta(minutes=run.minutes)
    if when.start is not None or when.recurrence:
        return
    day = when.window[0].astimezone(tz).date() if when.window is not None else when.day
    if day is None and not run.early:
        day = next_school_day(run, family, now, tz)
    if day is None:
        return
    span = run_span(run, family, day, tz)
    if span is None:
        when.window = day_span(day, tz)
        return
    when.start, when.end, when.window, when.duration = span[0], span[1], None, None


def _working_late(when: When, today: date, tz: ZoneInfo) -> None:
    """Working late on the day said: from 5pm (or the start said) to the end said; with no end
    said, no time, so "until when?" is asked."""
    first = when.start or (when.window[0] if when.window is not None else None)
    day = first.astimezone(tz).date() if first is not None else when.day or today
    last = when.end if when.start is not None else when.window[1] if when.window is not None else None
    start = when.start if when.start is not None and when.start.astimezone(tz).time() != time(0) else None
    if last is None or last.astimezone(tz).time() == time(0) or last.astimezone(tz).date() != day:
        when.start, when.end, when.window, when.duration = None, None, None, None
        return
    if start is None:
        start = at_local(day, USUAL_DAY_ENDS, tz)
        when.notes.append("no start given; read as 5pm, the end of a usual working day")
    if last <= start:
        when.start, when.end, when.window, when.duration = None, None, None, None
        return
    when.start, when.end, when.window, when.duration = start, last, None, None


def _as_whole_days(when: When, first: datetime, end: datetime, tz: ZoneInfo) -> date | None:
    """`when` made the whole days [first, end); the last day when there are several."""
    when.start, when.end, when.window, when.duration = first, end, None, None
    last = end.astimezone(tz).date() - timedelta(days=1)
    return last if last > first.astimezone(tz).date() else None


def _on_other_day(
    window: tuple[datetime, datetime] | None, day: date, tz: ZoneInfo
) -> tuple[datetime, datetime]:
    """`window`'s hours on `day` ("... to tuesday after school"), or all of `day`."""
    if window is None:
        return day_bounds(day, tz)
    first, last = (w.astimezone(tz) for w in window)
    shift = day - first.date()
    return wall_shifted(first, shift, tz), wall_shifted(last, shift, tz)


def _whole_days(window: tuple[datetime, datetime] | list[datetime] | None, tz: ZoneInfo) -> bool:
    """Whether `window` runs from a midnight to a later midnight in `tz` ("next week")."""
    if window is None:
        return False
    first, end = (w.astimezone(tz) for w in window)
    return first.time() == end.time() == time(0) and end > first


_SPLIT = ("create", "modify", "cancel", "unknown", "query")
"""Intents a message read as one may have when it holds several requests or questions."""


def _parts(
    raw: str, text: str, read_alone: Callable[[str], tuple[ParsedRequest, bool]], lex: Lexicon
) -> list[str]:
    """The whole requests a message holds (two_requests.request_parts), cut at its joining words
    and at its sentence ends ("... at 3. Also emma has piano friday at 4."), never between two
    people ("jake and emma")."""
    pieces = sentences(raw) if holds_any(raw, ".!?") else []
    if len(pieces) > 1:
        text = " ; ".join(said for said in (normalize(piece).text for piece in pieces) if said)
    return request_parts(
        text, read_alone, lambda before, join, after: people_joined(before, join, after, lex)
    )


def _alone(part: str, family: Family, now: datetime, who: str) -> tuple[ParsedRequest, bool]:
    """A part of a message read on its own, and whether its intent was guessed."""
    reading = read(part, family, now, who, entire=False)
    return reading.request, reading.guessed_intent


def _guest_reading(norm: Normalized, lex: Lexicon, relatives: list[Relative]) -> GuestReading:
    """How a roster change reads people from outside the family: a near miss of a member's
    name ("jak") is never a guest; a member's own name is no stranger to ask about; the
    speaker's relatives ("my parents") are guests."""
    return GuestReading(
        norm.capitalized, frozenset(lex.people), lambda word: near_miss(word, lex), tuple(relatives)
    )


_GOING_LEAD = re.compile(
    r"^(?:(?:coming|going|come|go)\s+(?:(?:with|along\s+with)\s+(?:us|me|them|him|her)\s+)?to|joining|join)\s+"
    r"(?:(?:the|a|an)\s+)?(?=[a-z])"
)
"""Going or coming said before where ("go to a party", "coming to the game"): not the event's name."""
_ALONG_ONLY = re.compile(r"^(?:(?:too|also|as\s+well|along|with\s+(?:us|them|her|him))\b\s*)+$")
""""lily is coming too": nothing but "too" after the verb names no event."""
_AFTER_ALL = frozenset("anymore more after all either too as well also then".split())


def _without_after_all(words: str) -> str:
    """ "playdate anymore": the playdate ("anymore", "after all", "too" said after it)."""
    kept = words.split()
    while len(kept) > 1 and kept[-1] in _AFTER_ALL:
        kept.pop()
    return " ".join(kept)


def _who_is(stranger: Stranger, family: Family) -> str:
    """One sentence per unknown person, with the near miss when there is one."""
    last = stranger.said.split()[-1]
    verb = "are" if last in RELATIONS and last.endswith("s") and not last.endswith("ss") else "is"
    if stranger.choices:  # "my son", with two children and no sexes in the family file
        could_be = join_names([family.display_name(m) for m in stranger.choices], word="or")
        return f"I don't know who {stranger.said} {verb}: {could_be}?"
    if stranger.suggestion:
        meant = family.display_name(stranger.suggestion)
        return f"I don't know who {stranger.said} {verb} (did you mean {meant}?)"
    return f"I don't know who {stranger.said} {verb}"


def _fragment(
    text: object,
    who: str,
    title: str | None,
    when: When,
    people: list[PersonMention],
    resources: list[str],
    problems: list[str],
    question: bool,
    norm: str,
    named: bool = False,
) -> Reading:
    """An utterance that asks for nothing on its own ("The 9th of March.", "At 4 in the
    evening.", "Doctor appointment."): intent unknown, but what it says is kept so a
    conversation can fold it into what is pending (contract: fragments)."""
    chatter = (question or bool(NOT_A_REQUEST.search(norm))) and not named
    participants = participants_of(people, "unknown", who, ()) if people else []
    req = ParsedRequest(
        intent="unknown",
        title=None if chatter else title,
        start=when.start,
        end=when.end if when.start is not None else None,
        duration_minutes=when.duration if when.duration and when.duration > 0 else None,
        window=when.window if when.start is None else None,
        participants=participants,
        resources=resources,
        recurrence=when.recurrence,
        speaker=who,
        problems=problems,
        text=str(text or "")[:2000],
        day_named=when.day_stated,
    )
    return Reading(req, when, False, [], people_named=bool(people))


ONE_TIME_FOR_ALL = (
    'I can move everything on a day by an amount ("an hour later") or to another day '
    '("to thursday"), not all to one time'
)
"""Said when a move of everything gives one clock time ("move everything on saturday to 3pm")."""


@dataclass
class MovedDays:
    """A move of everything read from its days: the day it leaves and the day it goes to."""

    window: tuple[datetime, datetime] | None
    to_day: date


_LEFT_FOR = re.compile(r"\b(?:instead\s+of|rather\s+than)\s+(?:the\s+|this\s+|next\s+|on\s+)?$")
"""What comes just before the day an event leaves for another ("... instead of saturday")."""


def moved_days(text: str, temporal: Temporal, tz: ZoneInfo, today: date) -> MovedDays | None:
    """ "move jake's stuff on wednesday to thursday": Wednesday is left for Thursday; None
    when no day is said to be where it goes (a move by an amount keeps its one day)."""
    days = _one_per_day(text, [d for d in temporal.dates if d.day is not None])
    going = [d for d in days if leads_to_day(text, d.start)]
    if not going and any(_LEFT_FOR.search(text[: d.start]) for d in days):
        # "swim on sunday instead of saturday": the day not left is where it goes
        going = [d for d in days if not _LEFT_FOR.search(text[: d.start])]
    if not going or going[-1].day is None:
        return None
    leaving = [d.day for d in days if d is not going[-1] and d.day is not None]
    window = day_span(leaving[0], tz) if leaving else None
    to_day = going[-1].day
    if leaving and going[-1].weekday is not None:
        to_day = _nearest_weekday(leaving[0], to_day.weekday(), today)
    return MovedDays(window=window, to_day=to_day)


_NEXT_TO = re.compile(r"[\s,]*(?:the\s+)?")
"""What stands between a weekday and the date it names: "thursday the 3rd", "fri, dec 4"."""


def _one_per_day(text: str, days: list[DateMention]) -> list[DateMention]:
    """The days said, a weekday and the date said next to it one day, the date's, as a
    booking reads it ("to thursday the 3rd"): never a day left and a day gone to."""
    out: list[DateMention] = []
    for mention in days:
        named = out[-1] if out else None
        if (
            named
            and named.weekday is not None
            and mention.weekday is None
            and _NEXT_TO.fullmatch(text, named.end, mention.start)
        ):
            out[-1] = replace(mention, start=named.start)
        else:
            out.append(mention)
    return out


def _nearest_weekday(origin: date, weekday: int, today: date) -> date:
    """ "monday's stuff to tuesday": the Tuesday nearest that Monday (the day after, not
    tomorrow a week before), never a day already past."""
    near = min(
        (origin + timedelta(days=k) for k in range(-3, 4) if (origin.weekday() + k) % 7 == weekday),
        key=lambda d: abs((d - origin).days),
    )
    return near if near >= today else near + timedelta(days=7)


def _weekday_alone(temporal: Temporal, text: str) -> bool:
    """One day said, by its weekday only: not "next tuesday", "tuesday next week", "this
    tuesday", "last tuesday" (its week said) nor a date."""
    if len(temporal.dates) != 1:
        return False
    said = temporal.dates[0]
    return (
        said.weekday is not None
        and not said.week_said
        and not said.past
        and not text[said.start : said.end].startswith("this")
    )


def day_named(temporal: Temporal, when: When) -> bool:
    """Whether the words named a day: a date, today/tonight/this evening, or a relative start
    ("in 2 hours"), for the new time or the event's old one ("move tuesday's homework to 6")."""
    return (
        when.day_stated
        or any(d.day is not None for d in temporal.dates)
        or any(p.today for p in temporal.parts)
    )


def _taken_back(said: tuple[str, str], family: Family, now: datetime, speaker: str | None) -> Reading | None:
    """A request taken back in the same message (`taken_back.py`): nothing to write, and
    said so; None when the first part is no booking, change or cancellation."""
    first, back = said
    req = read(first, family, now, speaker, entire=False).request
    if req.intent not in ("create", "modify", "cancel"):
        return None
    problem = taken_back_words(first, back, req.intent)
    return Reading(ParsedRequest(intent="unknown", speaker=req.speaker, text=first, problems=[problem]))


def _corrected(said: tuple[str, str], family: Family, now: datetime, speaker: str | None) -> Reading | None:
    """The first part read, then the correction merged in as if answered to it; None when
    the correction only says when and the first part booked or changed nothing timed."""
    from .merge import merge_answer  # merge reads with this module, as parse_request does

    first, fix = said
    alone = read(fix, family, now, speaker, answer=True, entire=False).request
    if alone.title or alone.intent not in ("unknown", "modify"):
        return None  # "…, actually add piano too": another request, not a correction
    if alone.start is None and alone.window is None:
        return None
    reading = read(first, family, now, speaker, entire=False)
    req = reading.request
    if req.intent not in ("create", "modify") or (req.start is None and req.window is None):
        return None
    merged = merge_answer(req, fix, family, now, speaker)
    if (merged.start, merged.window) == (req.start, req.window) or merged.problems:
        return None
    merged.text = str(first + ", " + fix)[:2000]
    reading.request = merged
    reading.notes.append(f"took the correction '{fix}'")
    reading.guessed_intent = True  # worked out from a message that corrected itself: asked first
    return reading


def _renamed(
    text: str, lex: Lexicon, family: Family, now: datetime, speaker: str | None, titles: Sequence[str] | None
) -> Reading | None:
    """A new name for an event (`renaming.py`): the words naming it read as a change, so its
    day and people find it, with `new_title` and nothing else to change; asked first."""
    said = find_rename(text, titles, lex.member_names)
    if said is None:
        return None
    if said.kind == "bare" and not _only_a_name(said.new_title, family, now, speaker):
        return None  # "change piano to 4", "change piano to the sedan": no new name
    reading = _nothing_changed(said.target, text, family, now, speaker)
    return _told_of(reading, "new_title", said.new_title, LONGEST_TITLE, "a new name")


def _relocated(
    text: str, lex: Lexicon, family: Family, now: datetime, speaker: str | None, titles: Sequence[str] | None
) -> Reading | None:
    """A new place for an event (`new_place.py`): the words naming it read as a change, so
    its day and people find it, with `new_place` and nothing else to change; asked first."""

    def alone(words: str) -> Alone:
        reading = read(words, family, now, speaker, answer=True, entire=False)
        req = reading.request
        clock = bool(
            req.start is not None or req.duration_minutes or req.shift_minutes or req.lengthen_minutes
        )
        someone = bool(reading.people_named or req.unknown_people)
        unsure = bool(req.problems) and not req.unknown_people  # "who is dana?" is someone
        other = bool(req.resources or req.resource_choices or req.recurrence is not None or unsure)
        timed = req.window is not None or req.day_named or clock
        when = timed and req.title is None and not (other or someone)
        return Alone(when=when, clock=clock, someone=someone, other=other)

    said = find_place_change(text, titles, lex.member_names, alone)
    if said is None:
        return None
    if said.new_time is not None:  # "family dinner is at grandma's sunday at 5": both change
        reading = _moved_to(said.what, said.new_time, text, family, now, speaker)
    else:
        reading = _nothing_changed(said.target, text, family, now, speaker)
    return _told_of(reading, "new_place", said.new_place, LONGEST_PLACE, "a place")


def _shown_busy(shown_as: bool | None, away: Away | None, school_note: bool) -> bool | None:
    """Whether the entry blocks time: as said ("show me as free"); a day away as its kind
    has it; a note on a school day ("math test friday") never does."""
    if shown_as is not None:
        return shown_as
    if school_note:
        return False
    return None if away is None or away.blocks_time else False


def _any_car(resource_ids: Sequence[str], family: Family) -> bool:
    return any((r := family.resource(i)) is not None and r.kind == "vehicle" for i in resource_ids)


def _noted(text: str, family: Family, now: datetime, speaker: str | None) -> Reading | None:
    """Notes added to an event (`new_notes.py`): the words naming it read as a change, so its
    day and people find it, with `new_notes` and nothing else to change; asked first."""
    said = find_notes_added(text)
    if said is None:
        return None
    reading = _nothing_changed(said.target, text, family, now, speaker)
    return _told_of(reading, "new_notes", said.notes, LONGEST_NOTES, "a note")


def _told_of(reading: Reading | None, field: str, value: str, longest: int, what: str) -> Reading | None:
    """The event named, read as a change with one thing told of it (`field`: a new name,
    place or note), or None when no event was named; past `longest` characters the value is
    kept and the problem said back, never cut short."""
    if reading is None:
        return None
    setattr(reading.request, field, value)
    if len(value) > longest:
        reading.request.problems.append(f"{what} can be at most {longest} characters long")
    return reading


def _nothing_changed(
    target: str, text: str, family: Family, now: datetime, speaker: str | None
) -> Reading | None:
    """The event `target` names, read as a change with nothing of its time, people or
    things changed (a new name or place is set after); None when it names no one event."""
    reading = read(f"change {target}", family, now, speaker, entire=False)
    req = reading.request
    if req.intent != "modify" or req.every or req.problems:
        return None
    req.text = text[:2000]
    req.start, req.end, req.duration_minutes, req.shift_minutes = None, None, None, None
    req.lengthen_minutes, req.recurrence, req.to_day, req.resources = None, None, None, []
    req.joining, req.leaving, req.resource_choices, req.then = [], [], [], []
    reading.notes = [n for n in reading.notes if "time" not in n]
    return reading


def _moved_to(
    what: str, when: str, text: str, family: Family, now: datetime, speaker: str | None
) -> Reading | None:
    """The event `what` names moved to the time `when` says ("sunday at 5"), read as "move
    X to <when>" so the day said finds that occurrence; its people and things unchanged (the
    new place is set after); None when it is no one move of one event."""
    reading = read(f"move {what} to {when}", family, now, speaker, entire=False)
    req = reading.request
    if req.intent != "modify" or req.every or req.problems or req.start is None or req.recurrence:
        return None
    req.text = text[:2000]
    req.resources, req.joining, req.leaving, req.resource_choices, req.then = [], [], [], [], []
    return reading


def _ends_then(text: str, family: Family, now: datetime, speaker: str | None) -> Reading | None:
    """A new end said (`new_end.py`): the event named (or "it", the one just spoken of) read as
    a change, with only its end set, on its day at the clock said; the change puts the clock
    on the event's own day and reads a bare hour after its start."""
    said = end_said(" ".join(text.lower().replace("\u2019", "'").split()))
    if said is None:
        return None
    reading = read(f"change {said.words or 'it'}", family, now, speaker, entire=False)
    req = reading.request
    if req.intent != "modify" or req.every or req.problems or req.start is not None or req.recurrence:
        return None
    tz = zone(family.timezone)
    day = req.window[0].astimezone(tz).date() if req.window is not None else now.astimezone(tz).date()
    req.end = at_local(day, said.clock, tz)
    req.half_unsaid = not said.half_said
    req.missing = [m for m in req.missing if m != "time"]
    req.text = text[:2000]
    reading.notes = [n for n in reading.notes if "time" not in n]
    return reading


def _firmed_up(text: str, family: Family, now: datetime, speaker: str | None) -> Reading | None:
    """A pencilled-in booking confirmed (`tentative.py`): the words naming it read as a change,
    so its day and people find it, with `tentative` False and nothing else to change."""
    words = firmed_up(text)
    if words is None:
        return None
    reading = read(f"change {words}", family, now, speaker, entire=False)
    req = reading.request
    if req.intent != "modify" or req.every or req.problems or req.new_title is not None:
        return None
    if req.start is not None and req.window is None:  # "confirm the dentist friday at 3": that day's
        req.window = day_bounds(req.start.astimezone(zone(family.timezone)).date(), zone(family.timezone))
    req.tentative, req.text = False, text[:2000]
    req.start, req.end, req.duration_minutes, req.shift_minutes = None, None, None, None
    req.lengthen_minutes, req.recurrence, req.to_day, req.resources = None, None, None, []
    req.joining, req.leaving, req.resource_choices, req.then = [], [], [], []
    reading.notes = [n for n in reading.notes if "time" not in n]
    return reading


def _held_one(
    text: str,
    family: Family,
    now: datetime,
    speaker: str | None,
    titles: Sequence[str] | None,
    repeating: Sequence[str] | None = None,
) -> Reading | None:
    """A booking on the calendar pencilled in (`tentative.py`): the words naming it read as a
    change, so its day and people find it, with `tentative` True and nothing else to change.
    "Pencil in X" / "hold X" with a time, or naming nothing on the calendar, is a new booking
    instead; "put X on hold" of a repeating activity is a pause (read as said)."""
    said = held_one(text)
    if said is None:
        return None
    reading = read(f"change {said.words}", family, now, speaker, entire=False)
    req = reading.request
    if req.intent != "modify" or req.every or req.problems or req.new_title is not None or not req.title:
        return None
    if said.pencil_verb and (req.start is not None or not names_a_booked_event(req.title, titles)):
        return None  # "pencil in the dentist friday at 3", "pencil in a playdate": a new booking
    if said.on_hold and (
        not names_a_booked_event(req.title, titles)
        or (req.window is None and names_a_booked_event(req.title, repeating))
    ):
        return None  # "put piano on hold": lessons paused, asked as a cancellation (a day said: that one)
    if req.start is not None and req.window is None:  # "mark the swim dec 8 at 5 as tentative"
        req.window = day_bounds(req.start.astimezone(zone(family.timezone)).date(), zone(family.timezone))
    req.tentative, req.text = True, text[:2000]
    req.start, req.end, req.duration_minutes, req.shift_minutes = None, None, None, None
    req.lengthen_minutes, req.recurrence, req.to_day, req.resources = None, None, None, []
    req.joining, req.leaving, req.resource_choices, req.then = [], [], [], []
    reading.notes = [n for n in reading.notes if "time" not in n]
    return reading


def _swapped(text: str, family: Family, now: datetime, speaker: str | None) -> Reading | None:
    """Two events trading times (`swapping.py`): the first read as a change, the second as
    its `swap_with`, each found by its name, people and day; a side naming only a day or
    people ("tuesday's", "wednesday") is the other's activity. Asked first."""
    said = find_swap(text)
    if said is None:
        return None
    first = _swap_side(said.first, family, now, speaker)
    if first is not None and said.shared and first.request.window is None:
        first = _swap_side(f"{said.first} {said.shared}", family, now, speaker)  # "... this week"
    second = _swap_side(said.second, family, now, speaker)
    if first is None or second is None:
        return None
    one, other = first.request, second.request
    if not one.title and not other.title:
        return None  # "swap emma and jake", "swap tuesday and thursday": no event named
    for side, named in ((one, other), (other, one)):
        if not side.title:  # "switch tuesday's and thursday's soccer": the same activity
            side.title = named.title
            side.participants = side.participants or list(named.participants)
    one.swap_with = SwapPartner(
        title=other.title, participants=other.participants, window=other.window, day_named=other.day_named
    )
    one.text = text[:2000]
    first.notes = [n for n in first.notes if "time" not in n]
    return first


def _swap_side(words: str, family: Family, now: datetime, speaker: str | None) -> Reading | None:
    """One side of a swap read as a change naming its event; None when the words say more
    than which event (a new time, a thing, someone joining) or name no event at all."""
    reading = read(f"change {words}", family, now, speaker, entire=False)
    req = reading.request
    said_more = (
        req.start is not None
        or req.shift_minutes
        or req.duration_minutes
        or req.lengthen_minutes
        or req.recurrence is not None
        or req.resources
        or req.resource_choices
        or req.joining
        or req.leaving
        or req.every
        or req.new_title is not None
        or req.out_of_service
    )
    if req.intent != "modify" or req.problems or req.unknown_people or said_more:
        return None
    if not (req.title or req.window is not None or req.participants):
        return None
    return reading


def _only_a_name(words: str, family: Family, now: datetime, speaker: str | None) -> bool:
    """Whether `words` read alone say nothing but a name: no time, day, person or thing."""
    alone = read(words, family, now, speaker, answer=True, entire=False)
    req = alone.request
    timed = req.start is not None or req.window is not None or req.recurrence is not None
    changed = req.duration_minutes or req.shift_minutes or req.lengthen_minutes
    others = alone.people_named or req.resources or req.resource_choices or req.unknown_people
    return not (timed or changed or others or req.problems)


def _one_day_told(told: ParsedRequest, family: Family) -> date | None:
    """The one day a statement names ("emma is sick today", "mike's birthday is dec 5")."""
    tz = zone(family.timezone)
    if (
        told.all_day
        and told.start is not None
        and (told.last_day is None or told.last_day == told.start.date())
    ):
        return told.start.astimezone(tz).date()  # "mike's birthday is dec 5": a day marked
    if told.window is not None and told.window[1] - told.window[0] <= timedelta(hours=24):
        return told.window[0].astimezone(tz).date()
    return None


_WITH_OR_FOR_THEM = re.compile(r"\b(with|for)\s+(?:her|him|them)\b")
"""Someone the context named, pointed at in the request ("a zoo trip with her")."""


def _asked_after_context(
    told: tuple[str, str], family: Family, now: datetime, speaker: str | None
) -> Reading | None:
    """The request read without the context told before it, "her" taken from the context;
    None when the context is needed (it holds the only day) or the rest asks nothing."""
    context, asked = told
    before = read(context, family, now, speaker, entire=False).request
    reading = read(asked, family, now, speaker)
    if before.start is not None and not before.all_day and reading.request.start is None:
        return None  # "it starts at 11 am. put dentist as the title": the time told is the request's
    day = _one_day_told(before, family)
    if day is not None and not reading.request.day_named:
        # "mike's birthday is dec 5, can we plan a surprise dinner that night at 7": dec 5's
        reading = read(f"{asked} on {day:%B} {day.day} {day.year}", family, now, speaker)
    elif not reading.request.day_named and (before.start is not None or before.window is not None):
        return None  # a span told first ("grandma visits next week, …"): read it all as one
    req = reading.request
    if req.intent not in ("create", "modify", "cancel") or not (req.title or req.resources):
        return None
    named = [p for p in before.participants if p != speaker]
    pointed = _WITH_OR_FOR_THEM.search(asked.lower())
    if named and pointed is not None and pointed.group(1) == "with":
        who = sorted({*req.participants, *named})  # "can we do a zoo trip with her": grandma too
        reading.request = req.model_copy(update={"participants": who, "pronoun": None})
    elif named and (req.pronoun is not None or pointed is not None) and set(req.participants) <= {speaker}:
        reading.request = req.model_copy(update={"participants": sorted(named), "pronoun": None})
    reading.notes.append(f"read the request after what was told first ('{context}')")
    reading.guessed_intent = True  # words were set aside: asked before anything is written
    return reading


def parse_request(
    text: str,
    family: Family,
    now: datetime,
    speaker: str | None = None,
    pending: ParsedRequest | None = None,
    titles: Sequence[str] | None = None,
) -> ParsedRequest:
    """What `text` means, as a ParsedRequest with confidence; never raises. `titles`: the
    calendar's event names, when known ("change piano to keys" renames only a piano there)."""
    try:
        if pending is not None:
            from .merge import merge_answer

            return merge_answer(pending, text, family, now, speaker)
        reading = read(text, family, now, speaker, titles=titles)
        return assess(reading.request, reading.guessed_intent, len(reading.notes))
    except Exception as err:
        return failed(text, speaker, err)


def holds_several_requests(text: str, family: Family, now: datetime, speaker: str | None = None) -> bool:
    """Whether `text` is several whole requests ("karate for emma wednesday at 6 and chess
    for jake thursday at 4"): said while a clarification waits, it is no answer to it."""
    if not _JOINED.search(str(text or "").lower()):
        return False
    try:
        return bool(read(text, family, now, speaker).request.then)
    except Exception:
        return False


def failed(text: object, speaker: str | None, err: BaseException) -> ParsedRequest:
    """The request for an utterance the grammar could not read."""
    return ParsedRequest(
        intent="unknown",
        speaker=speaker,
        confidence=0.0,
        problems=["could not read the message; please say it another way"],
        text=str(text or "")[:2000],
    )
