"""Fold a family's answer to a clarifying question into the request that asked it.

The main graph asked "What time on Saturday?"; the family answers "at 3" or "make
it 4pm". The answer is read on its own, then only the pieces it states replace the
pending request's: a new time keeps the pending day (and the length, so the end is
recomputed), a new day keeps the pending time, named people or a resource fill the
gaps. An answer that is a whole new request ("cancel the dentist") replaces it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from family_scheduler.bare_hours import evening_hour
from family_scheduler.domain.called_off import off_activity
from family_scheduler.models.events import is_absence
from family_scheduler.models.family import Family
from family_scheduler.models.request import DEFAULT_MINUTES, SHORTEST_MINUTES, TOOK_ONE, ParsedRequest
from family_scheduler.timeutil import local_days, localize, wall_shifted, zone

from .amendment import is_new_request, over_days
from .answers import NO, YES
from .away import WORKING_LATE
from .confidence import assess
from .days_left_out import days_added, days_left_out, first_kept, without_days
from .driver_answer import drivers_named, with_driver
from .emoji_answers import emoji_as_words
from .guest_answer import says_guest
from .indifference import leaves_choice
from .joined_too import adds_people
from .kept_out import kept_out
from .negated import says_not_happening
from .normalize import normalize
from .other_activity import in_its_place, retitled
from .parser import read
from .renaming import family_names, new_name_of_pending
from .series_days import adds_days_to
from .series_wish import wished_series
from .shifts import amount_as_shift, way_said
from .span_length import span_length, stretched
from .swapped_people import swapped_in
from .time_left_open import time_left_open
from .timing import When, later

YES_OR_NO = YES | NO
SWAPPED = 0.6
"""The confidence of a booking whose activity was swapped ("book tennis instead"): below a
clear booking's, so the new proposal is asked about, never written at once."""
_FOR_INSTEAD = re.compile(r"^(?:(?:no|actually|ok|okay)\W+)?(?:(?:make|change)\s+it\s+)?for\b")
""" "make it for emma", "for emma instead": the answer says who the event is for, in full."""
"""Answers that say yes or no and nothing else: never a title, a name or a place."""


_NOT_WORD_CHAR = re.compile(r"[^\w\s']")
_SPACES = re.compile(r"\s+")


def _plain_word(text: str) -> str:
    return _SPACES.sub(" ", _NOT_WORD_CHAR.sub(" ", emoji_as_words(text).lower())).strip()


def _who_it_is(
    merged: ParsedRequest, pending: ParsedRequest, said: ParsedRequest, text: str, speaker: str | None
) -> None:
    """The answer to "I don't know who grandpa is — who should it be for?": "yes" takes the
    members suggested for near misses ("Jak" -> Jake); "a friend" makes them guests; named
    members take the unknown ones' place; an answer naming nobody known leaves the question
    open (a bare "yes" with no near miss to confirm: "I still don't know who Tom is")."""
    if _joiner_asked(pending):
        _who_joins(merged, pending, said, text, speaker)
        return
    unknown = set(pending.unknown_people)
    if _plain_word(text) in YES and len(pending.suggestions) == len(pending.unknown_people):
        merged.participants = sorted({*pending.participants, *pending.suggestions.values()})
        merged.guests = [g for g in pending.guests if g not in unknown]  # "jak" is Jake: no guest
        merged.unknown_people, merged.suggestions, merged.problems = [], {}, []
        return
    if says_guest(text):  # "a friend", "he's a guest": Tom comes along
        merged.guests = list(dict.fromkeys([*pending.guests, *pending.unknown_people]))
        merged.unknown_people, merged.suggestions, merged.problems = [], {}, []
        return
    named = [p for p in said.participants if p != speaker or "me" in _plain_word(text).split()]
    if named and not said.unknown_people:
        merged.participants = sorted({*pending.participants, *named})
        merged.guests = [g for g in pending.guests if g not in unknown]
        merged.unknown_people, merged.suggestions = [], {}
        return
    merged.unknown_people = said.unknown_people or pending.unknown_people
    merged.suggestions = said.suggestions if said.unknown_people else pending.suggestions
    merged.problems = list(said.problems) or list(pending.problems)
    if _plain_word(text) in YES and not said.unknown_people:
        # "yes" to "who is Tom?" says nothing about Tom: ask again, saying what would answer
        merged.problems = [still_unknown(name) for name in pending.unknown_people]


def _joiner_asked(pending: ParsedRequest) -> bool:
    """Whether the question open is who someone joining or leaving an event is ("jak is coming
    to swim saturday"): the answer says who comes, never whose event it is."""
    unknown = set(pending.unknown_people)
    return (
        pending.intent == "modify"
        and bool(unknown)
        and unknown <= {*pending.guests_joining, *pending.guests_leaving}
    )


def _who_joins(
    merged: ParsedRequest, pending: ParsedRequest, said: ParsedRequest, text: str, speaker: str | None
) -> None:
    """The answer to "I don't know who jak is" asked of someone joining an event ("jak is
    coming to swim saturday"): "yes" or a member named puts that member on it (or off it) in
    their place; "a friend" keeps them as a guest; anything else leaves the question open."""
    unknown = set(pending.unknown_people)
    if _plain_word(text) in YES and len(pending.suggestions) == len(unknown):
        members = sorted(set(pending.suggestions.values()))
    elif says_guest(text):
        merged.unknown_people, merged.suggestions, merged.problems = [], {}, []
        return
    else:
        members = [p for p in said.participants if p != speaker or "me" in _plain_word(text).split()]
    if not members or said.unknown_people:
        merged.problems = [still_unknown(name) for name in pending.unknown_people]
        return
    joining = any(g in unknown for g in pending.guests_joining)
    merged.guests_joining = [g for g in pending.guests_joining if g not in unknown]
    merged.guests_leaving = [g for g in pending.guests_leaving if g not in unknown]
    if joining:  # the event is found by its own people, not the one joining
        merged.joining = sorted({*pending.joining, *members})
    else:
        merged.leaving = sorted({*pending.leaving, *members})
        merged.participants = sorted({*pending.participants, *members})
    merged.unknown_people, merged.suggestions, merged.problems = [], {}, []


STILL_UNKNOWN = "I still don't know who"
"""How a question about an unknown person is put again after an answer that said nothing."""


def still_unknown(name: str) -> str:
    return f"{STILL_UNKNOWN} {name} is"


def _duration(pending: ParsedRequest) -> int | None:
    if pending.duration_minutes:
        return pending.duration_minutes
    if pending.start is not None and pending.end is not None:
        return int((pending.end.timestamp() - pending.start.timestamp()) // 60)
    return None


_THANKS = frozenset({"thanks", "thank", "thx", "ty", "cheers"})
_PLEASED = frozenset(
    {"you", "so", "much", "a", "lot", "many", "very", "that's", "thats", "all", "good", "great", "cool"}
    | {"awesome", "nice", "lovely", "brilliant", "wonderful", "perfect", "ok", "okay", "yes", "yeah", "sure"}
    | {
        "fine",
        "then",
        "oh",
        "ah",
        "alright",
        "excellent",
        "super",
        "k",
        "kk",
        "yep",
        "yup",
        "yeah",
        "ya",
        "thing",
        "please",
        "pls",
        "plz",
    }
)
"""Words of a pleased reply that asks nothing ("ok great", "perfect, thanks so much")."""


def said_in_passing(text: str) -> Literal["yes", "no", "thanks"] | None:
    """A plain yes, no or thanks said when nothing was asked ("ok" after a booking)."""
    said = _plain_word(text)
    if said in NO:
        return "no"
    if said in YES:
        return "yes"
    words = said.split()
    if words and all(w in _THANKS or w in _PLEASED for w in words):
        return "thanks" if any(w in _THANKS for w in words) else "yes"
    return None


def declines(text: str) -> bool:
    """Whether `text`, said while a clarification is pending, is a plain no ("never mind",
    "forget it", "cancel"): the pending request is dropped rather than asked about again."""
    return _plain_word(text) in NO


def _leave_days_out(merged: ParsedRequest, pending: ParsedRequest, text: str, tz: ZoneInfo) -> None:
    """ "wait, not fridays" to a pending repeat: its days without Friday (a first occurrence
    on a day left out moves to the next day kept), never a series of Fridays."""
    days = days_left_out(text)
    rule = without_days(pending.recurrence, days) if pending.recurrence else None
    if rule is None:
        return
    merged.recurrence = rule
    if merged.start is not None:
        shift = first_kept(merged.start, days, tz)
        merged.start = merged.start + shift
        if merged.end is not None:
            merged.end = merged.end + shift


_THIS = re.compile(r"\b(?:this|today|tomorrow|tonight)\b")


def _in_the_week_asked(
    pending: ParsedRequest, said: ParsedRequest, when: When, text: str, tz: ZoneInfo
) -> tuple[ParsedRequest, When]:
    """ "dentist for jake next week" - "wednesday after school": the Wednesday of next week.
    A weekday said alone in answer to a request for a span of days is that weekday inside the
    span, when the plain reading falls before it ("this wednesday" keeps its own)."""
    window = pending.window
    if window is None or not when.day_stated or when.day is None or _THIS.search(text.lower()):
        return said, when
    lo, hi = local_days(*window, tz)
    if (hi - lo).days < 1 or lo <= when.day <= hi:
        return said, when
    ahead = next((7 * k for k in range(1, 6) if lo <= when.day + timedelta(days=7 * k) <= hi), None)
    if ahead is None:
        return said, when
    shift = timedelta(days=ahead)

    def moved(moment: datetime | None) -> datetime | None:
        return None if moment is None else wall_shifted(moment, shift, tz)

    update: dict[str, object] = {"start": moved(said.start), "end": moved(said.end)}
    if said.window is not None:
        update["window"] = (moved(said.window[0]), moved(said.window[1]))
    return said.model_copy(update=update), replace(when, day=when.day + shift, start=moved(when.start))


def _changes_another(said: ParsedRequest, pending: ParsedRequest) -> bool:
    """Whether an answer is a change of another event, named, with what changes ("move
    piano to 6" while yoga waits for its time): never a word the pending booking lacks
    ("piano" to "What is it for?")."""
    changes = said.start or said.window or said.recurrence or said.shift_minutes or said.duration_minutes
    verb = _CHANGE_VERB.search(said.text.lower())  # "9am works": a time, not an event called works
    return bool(pending.title and said.title and said.title != pending.title and changes and verb)


_CHANGE_VERB = re.compile(r"\b(?:move|reschedule|change|push|shift|switch|bump|make)\b")


def _news_of_it_off(text: str, pending: ParsedRequest) -> bool:
    """Whether the answer tells that some other activity will not happen ("emma doesn't
    have guitar friday", "jake won't have soccer tuesday"): a message of its own."""
    plain = normalize(text).text
    what = off_activity(plain) if says_not_happening(plain) else None
    return what is not None and what != (pending.title or "").lower()


OPEN_TIME_DAYS = 7
"""How far ahead a time left to the assistant with no day said is looked for: the coming week."""


def _time_left_to_us(
    pending: ParsedRequest, text: str, rest: str, family: Family, now: datetime, speaker: str | None
) -> ParsedRequest:
    """The pending booking with its time left to the slot search: in the days `rest` still
    names ("this week", "on saturday"), else in the coming week."""
    merged = merge_answer(pending, rest, family, now, speaker) if rest else None
    if merged is None or merged.intent != pending.intent or (merged.start is None and merged.window is None):
        tz = zone(family.timezone)
        first = now.astimezone(tz)
        merged = pending.model_copy(deep=True)
        last = first.date() + timedelta(days=OPEN_TIME_DAYS + 1)
        merged.window = (first, localize(datetime.combine(last, time()), tz))
    merged.text = f"{pending.text} / {text}".strip(" /")
    return assess(merged)


def _a_booking_of_its_own(said: ParsedRequest, pending: ParsedRequest) -> bool:
    """An answer to a booking's question that names an activity of its own and its own day,
    another than the one waiting: a new request, not the pending one's people or time."""
    activity = [
        w for w in re.findall(r"[a-z]+", (said.title or "").lower()) if w not in _NO_ACTIVITY and len(w) > 2
    ]
    return (
        pending.intent == "create"
        and said.intent in ("create", "modify")
        and said.day_named
        and bool(activity and pending.title)
        and is_new_request(said.model_copy(update={"intent": "create"}), pending, [])
    )


_NO_ACTIVITY = frozenset(
    "first second third fourth fifth last only just and the one ones week weeks month months each every "
    "other instead then also too".split()
)
"""Words of an answer about which days ("the 1st and 3rd only", "first and third") that name no activity."""


def merge_answer(
    pending: ParsedRequest, text: str, family: Family, now: datetime, speaker: str | None = None
) -> ParsedRequest:
    """The pending request updated by the answer `text`."""
    if pending.resource_choices and leaves_choice(text):
        # "Which car?" - "either" / "the free one": the request stands; a free one is taken.
        merged = pending.model_copy(deep=True, update={"any_choice": True})
        merged.text = f"{pending.text} / {text}".strip(" /")
        return assess(merged)
    if (
        pending.intent == "create"
        and pending.start is None
        and pending.window is None
        and (rest := time_left_open(text)) is not None
    ):
        # "What time should it be?" - "whenever everyone is free this week": ours to find
        return _time_left_to_us(pending, text, rest, family, now, speaker)
    if pending.intent == "create" and (
        name := new_name_of_pending(text, pending.title, family_names(family))
    ):
        # "Book art class thursday?" - "call it Drawing": the same booking, named so, asked again
        merged = pending.model_copy(deep=True, update={"title": name})
        merged.text = f"{pending.text} / {text}".strip(" /")
        renamed = assess(merged)
        renamed.confidence = min(renamed.confidence, SWAPPED)
        return renamed
    if pending.every and pending.intent == "cancel" and (kept := kept_out(text)) is not None:
        # "cancel everything on sunday" - "not family dinner": the rest, asked again
        merged = pending.model_copy(deep=True, update={"kept": [*pending.kept, kept]})
        merged.text = f"{pending.text} / {text}".strip(" /")
        return assess(merged)
    if pending.every and pending.intent == "modify" and not declines(text):
        from .moved_again import moved_again  # it reads with the parser, as this module does

        return moved_again(pending, text, family, now, speaker)
    if pending.swap_with is not None and not declines(text):
        from .swapped_again import swapped_again  # it reads with the parser, as this module does

        return swapped_again(pending, text, family, now, speaker)
    tz = zone(family.timezone)
    span = span_length(text) if over_days(pending) else None
    if span is not None and pending.window is not None:  # "cancel soccer next week" - "two weeks"
        merged = pending.model_copy(deep=True, update={"window": stretched(pending.window, *span, tz)})
        merged.text = f"{pending.text} / {text}".strip(" /")
        return assess(merged)
    if pending.driver != "wanted" and _news_of_it_off(text, pending):
        # "What time should it be?" - "emma doesn't have guitar friday": news of its own, read
        # as when said alone (the calendar tells it as that guitar off), never merged into the
        # booking waiting (it was "Mike's guitar", or a booking of "doesn't have guitar")
        alone = read(text, family, now, speaker or pending.speaker)
        return assess(alone.request, alone.guessed_intent, len(alone.notes))
    answer = read(text, family, now, speaker or pending.speaker, answer=True)
    said = answer.request
    if said.intent == "query":
        return assess(said, False, len(answer.notes))  # a question is a new request, never an answer
    if in_its_place(said, pending):  # "book tennis instead": the same people and time, for tennis
        retitled_booking = assess(retitled(pending, said, answer.people_named))
        retitled_booking.confidence = min(retitled_booking.confidence, SWAPPED)
        return retitled_booking
    if (
        said.intent in ("create", "cancel", "query")
        and said.title
        and said.title != pending.title
        and not answer.guessed_intent
    ):
        return assess(said, False, len(answer.notes))
    if said.intent == "modify" and _changes_another(said, pending):
        return assess(said, False, len(answer.notes))  # "move piano to 6" to yoga's "What time?"
    if _a_booking_of_its_own(said, pending):
        # "lunch with tom thursday" - "Who is Tom?" - "dentist for jake friday at 3": a booking of
        # its own, read as when said alone; it was written as "lunch for Jake, Fri 3pm"
        alone = read(text, family, now, speaker or pending.speaker)
        return assess(alone.request, alone.guessed_intent, len(alone.notes))

    if pending.start is None and (
        pending.out_of_service
        or pending.title == WORKING_LATE  # "mike's working late tuesday" - "till 9"
        or (is_absence(pending.title or "", True) and not answer.when.time_stated)
    ):
        # "mike's out of town" - "the 1st to the 3rd"; "the van is in the shop" - "tomorrow
        # morning": the days of it, read as said together
        together = read(f"{pending.text} {text}", family, now, pending.speaker)
        whole = together.request
        if (
            whole.intent == "create"
            and (whole.all_day or whole.out_of_service or whole.title == WORKING_LATE)
            and whole.start is not None
            and whole.title == pending.title
        ):
            whole.text = f"{pending.text} / {text}"
            return assess(whole, together.guessed_intent, len(together.notes))
    if (
        pending.recurrence
        and pending.start is None
        and answer.when.time_stated
        and not answer.when.day_stated
    ):
        # "camp every weekday next week" - "9 to 12": the repeat keeps its week, read as said together
        whole = read(f"{pending.text} {text}", family, now, pending.speaker).request
        if whole.intent == pending.intent and whole.title == pending.title and whole.start is not None:
            whole.text = f"{pending.text} / {text}"
            return assess(whole)
    if pending.driver == "wanted":  # "who's driving emma to piano?" - "mike"
        return with_driver(pending, said, text, family)
    if pending.intent == "modify" and "time" in pending.missing and (way := way_said(pending.text)):
        said = amount_as_shift(said, answer.when.time_stated, way)  # "move piano up" - "30 minutes"
    said, when = _in_the_week_asked(pending, said, answer.when, text, tz)
    merged = pending.model_copy(deep=True)
    merged.problems = list(said.problems)
    if pending.unknown_people:
        _who_it_is(merged, pending, said, text, speaker or pending.speaker)
    merged.text = f"{pending.text} / {text}".strip(" /")
    if when.time_stated or when.day_stated:  # "2pm or 3pm" - "make it 3": the choice is made
        merged.ambiguities = [a for a in merged.ambiguities if not a.startswith(TOOK_ONE)]
    length = said.duration_minutes or _duration(pending)

    pending_day = None
    if pending.start is not None:
        pending_day = pending.start.astimezone(tz).date()
    elif pending.window is not None:
        pending_day = pending.window[0].astimezone(tz).date()

    if when.time_stated and when.clock is not None and said.start is not None:
        day = said.start.astimezone(tz).date() if when.day_stated or pending_day is None else pending_day
        # a bare "7" is read near the time pending: its start, or the window it was to be found in
        near = pending.start or (pending.window[0] if pending.window else None)
        clock = evening_hour(when.clock, near, text, tz, said.end) if near else when.clock
        start = localize(datetime.combine(day, clock), tz)
        merged.start = start
        merged.window = None
        merged.half_unsaid = said.half_unsaid and clock == when.clock  # not settled near the time pending
        if said.end is not None and said.duration_minutes:
            merged.duration_minutes = said.duration_minutes
            merged.end = later(start, said.duration_minutes, tz)
        elif length:
            merged.end = later(start, length, tz)
            merged.duration_minutes = pending.duration_minutes or said.duration_minutes
        else:
            merged.end = None
    elif when.day_stated and when.day is not None:
        if pending.start is not None:
            clock = pending.start.astimezone(tz).time()
            merged.start = localize(datetime.combine(when.day, clock), tz)
            if length:
                merged.end = later(merged.start, length, tz)
        else:
            merged.window = said.window or merged.window
    elif said.window is not None:
        merged.window = said.window
    if said.duration_minutes and not when.time_stated:
        merged.duration_minutes = said.duration_minutes
        if merged.start is not None:
            merged.end = later(merged.start, said.duration_minutes, tz)
    if said.shift_minutes and merged.start is not None:
        merged.start = later(merged.start, said.shift_minutes, tz)
        if merged.end is not None:
            merged.end = later(merged.end, said.shift_minutes, tz)
    elif said.shift_minutes and merged.intent == "modify":
        merged.shift_minutes = said.shift_minutes  # the event found moves by that much
    if said.lengthen_minutes:  # "make it half an hour longer", also of a time still to be found
        length = max((_duration(merged) or DEFAULT_MINUTES) + said.lengthen_minutes, SHORTEST_MINUTES)
        merged.duration_minutes = length
        if merged.start is not None:
            merged.end = later(merged.start, length, tz)
    named = [p for p in said.participants if p != (speaker or pending.speaker)] or (
        said.participants if said.participants and not pending.participants else []
    )
    swapped = swapped_in(
        text, said.participants, pending.participants, family, speaker or pending.speaker or ""
    )
    if _joiner_asked(pending):
        pass  # "jak is coming to swim" - "i meant jake": Jake joins the swim, whoever's it is
    elif pending.school_run and "participants" in pending.missing:
        # "someone needs to get jake from school" - "I will": the grown-up named goes (none: asked again)
        merged.participants = drivers_named(said, text, family, speaker or pending.speaker or "", [])
    elif swapped is not None:  # "make it emma not jake", "oops wrong kid, it's emma"
        merged.participants = swapped
    elif pending.intent == "create" and (named or said.joining) and adds_people(text):
        merged.participants = sorted({*pending.participants, *named, *said.joining})  # "emma too"
    elif named and (not pending.participants or "participants" in pending.missing):
        merged.participants = sorted(set(said.participants))
    elif named and (pending.participants == [pending.speaker] or _FOR_INSTEAD.search(text.lower())):
        merged.participants = sorted(set(said.participants))
    if said.resources:
        merged.resources = sorted(set(said.resources))
        merged.ambiguities = [a for a in merged.ambiguities if not a.startswith("'")]
        merged.resource_choices = []
    if not merged.title and said.title and said.title not in ("it",) and _plain_word(text) not in YES_OR_NO:
        merged.title = said.title
    if said.guests:
        merged.guests = list(dict.fromkeys([*merged.guests, *said.guests]))
    _leave_days_out(merged, pending, text, tz)
    if said.recurrence and not merged.recurrence:
        merged.recurrence = said.recurrence
    elif (
        said.recurrence
        and pending.intent == "modify"
        and said.recurrence != merged.recurrence
        and not days_added(text)
        and not adds_days_to(text)
    ):  # "add saturdays to gym?" - "make gym just mondays and wednesdays": the days said now
        merged.recurrence, merged.add_days = said.recurrence, False
    wished = wished_series(pending, said, text, tz)
    if wished is not None:  # "make it wednesdays", "the 1st and 3rd only": the repeat's own days
        merged.recurrence, merged.start = wished
        merged.window = None
        minutes = _duration(pending)
        merged.end = later(merged.start, minutes, tz) if minutes else None
    merged.day_named = pending.day_named or said.day_named
    if said.day_named:  # the day said now is how the new day was named
        merged.weekday_alone = said.weekday_alone
    merged.missing = []
    return assess(merged)
