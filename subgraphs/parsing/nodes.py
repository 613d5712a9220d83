"""The parsing subgraph's nodes: read the words (or an answer), assess them, sum them up.

Each node reads the family, the clock and the speaker from the runtime context
(never globals or the wall clock) and cannot raise: a failure in the grammar
becomes an `unknown` request with the problem named.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from langgraph.runtime import Runtime

from family_scheduler.context import MissingContext, SchedulerContext, context_of
from family_scheduler.days import whole_day
from family_scheduler.domain.cancel_everything import in_span
from family_scheduler.handoff import Handoff
from family_scheduler.models.dialogue import AnswerReading, Choice, FamilyAnswer
from family_scheduler.models.request import ParsedRequest, RequestJSON
from family_scheduler.output import hybrid, say
from family_scheduler.progress import report_start
from family_scheduler.timeutil import describe_local, describe_span

from . import new_place, roster
from .all_of_it import drops_everything
from .alternatives import picked_alternative
from .amendment import changes_anything, counter_offer, is_new_request, names_only_when, over_days
from .answers import Answer, after_the_yes, answer_meaning, bare_hour, keeps_as_is
from .certainty import sure_groups
from .choices import picked_choice
from .confidence import assess
from .days_left_out import days_left_out, without_days
from .how_about import as_suggestion, suggested
from .joined_too import adds_people
from .kept_out import kept_out
from .lexicon import lexicon_for
from .meal_visits import Sitting, joins_a_meal, meal_of, new_meal, the_day, usual_sitting
from .merge import merge_answer
from .model_parse import ask_model, model_sure_groups, to_request
from .narrowed import narrowed_span, narrowing_said, weekly_days
from .option_words import Pointed, option_said_as, pointed_option, points_at_option
from .outings import as_outing, outing_span
from .parser import Reading, failed, read
from .reconcile import reconcile
from .renaming import family_names, needs_titles, new_name_of_pending
from .series_wish import other_days_said
from .span_length import span_length
from .state import ParsingState
from .tentative import CANNOT_HOLD_A_CHANGE, asks_to_hold_loosely, pencils_in_one
from .told_changes import names_a_booked_event, tells_change
from .wishes import WishContext, only_a_day, wish_context, wish_said


def read_words(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Read the utterance (or the answer to a pending question) into a draft request."""
    ctx = context_of(runtime)
    text = state.get("text") or ""
    speaker = state.get("speaker") or None
    try:
        family, now = ctx.get_family(), ctx.current_time()
        speaker = speaker or ctx.current_speaker()
        pending = state.get("pending")
        if pending:
            merged = merge_answer(ParsedRequest.model_validate(pending), text, family, now, speaker)
            return {"draft": merged.model_dump(mode="json")}  # nothing guessed or assumed
        titles, repeating = _event_titles(ctx, text)
        reading = read(text, family, now, speaker, titles=titles, repeating=repeating)
        reading = _suggested_instead(reading, text, ctx, speaker) or reading
        reading = _meal_to_book(reading, ctx) or reading
        reading = _outing_to_book(reading, text, ctx, speaker, titles, repeating) or reading
        update: dict[str, Any] = {
            "draft": _hand_over(reading.request.model_dump(mode="json"), reading.request)
        }
        # Only what is set is written: each channel written costs LangGraph work (about 10 us
        # a key), and the readers take a missing key as False, 0 or [].
        if reading.guessed_intent:
            update["guessed"] = True
        if reading.notes:
            update["assumed"], update["notes"] = len(reading.notes), reading.notes
        sure = sure_groups(reading)
        if sure:
            update["sure"] = sure
        return update
    except MissingContext:
        raise  # a wiring mistake of the caller, not something the family typed
    except Exception as err:
        return {"draft": failed(text, speaker, err).model_dump(mode="json")}


TITLES_AHEAD = timedelta(days=366)
"""How far ahead the events whose names "call X Y" may mean are looked for."""


def _event_titles(ctx: SchedulerContext, text: str) -> tuple[list[str] | None, list[str] | None]:
    """The names of the events on the calendar around now, and of those that repeat, when
    the words need them to tell a rename ("change piano to keys"), a new place ("piano is
    online this week") or a booking pencilled in ("pencil in piano monday", "put the dentist
    on hold", never "put piano on hold": a pause) from anything else; None without a calendar."""
    if ctx.calendar is None or not (
        needs_titles(text)
        or new_place.needs_titles(text)
        or tells_change(text)
        or roster.needs_titles(text)
        or pencils_in_one(text)
        or "instead" in text.lower()  # "book a party at 2 instead": a change only of what is on
    ):
        return None, None
    now = ctx.current_time()
    found = [
        e
        for e in ctx.calendar.candidate_events(now - timedelta(days=1), now + TITLES_AHEAD)
        if e.status != "cancelled"
    ]
    return sorted({e.title for e in found}), sorted({e.title for e in found if e.recurrence})


def _suggested_instead(reading: Reading, text: str, ctx: SchedulerContext, speaker: str) -> Reading | None:
    """ "How about lunch friday" read as a question: a suggestion to book lunch (its words
    read as a booking, asked first: `suggestions.is_suggestion`) when no lunch is on the
    calendar then; None when it is ("how about swim saturday?" lists the swim class) or no
    such question."""
    req = reading.request
    rest = suggested(text)
    if rest is None or req.intent != "query" or req.query_type != "event_lookup" or not req.title:
        return None
    if ctx.calendar is None:
        return None
    if req.window is not None:
        first, last = req.window
    elif req.start is not None:
        first, last = whole_day(req.start, ctx.tz())  # "how about swim at 11 saturday": that day's
    else:
        return None
    on_then = [o.title for o in ctx.calendar.occurrences(first, last) if o.status != "cancelled"]
    if names_a_booked_event(req.title, on_then):
        return None
    family, now = ctx.get_family(), ctx.current_time()
    offered = read(rest, family, now, speaker)  # "lunch friday": the speaker's, as any note
    if offered.request.intent != "create" or not _same_plan(offered.request.title, req.title):
        offered = read(as_suggestion(rest), family, now, speaker)  # "we do pizza friday"
    if offered.request.intent != "create" or not _same_plan(offered.request.title, req.title):
        return None
    offered.request.text = text[:2000]
    return offered


def _same_plan(offered: str | None, asked: str) -> bool:
    """Whether the booking read is the plan the question named ("board game night" of
    "perhaps we could do a board game night", read whole as a look-up)."""
    return offered is not None and (offered == asked or asked.endswith(f" {offered}"))


def _meal_to_book(reading: Reading, ctx: SchedulerContext) -> Reading | None:
    """ "grandma is coming for dinner saturday" with no dinner on the calendar that day: a
    dinner for the family and grandma to book, asked first (`meal_visits.py`); None when a
    dinner is on then (grandma joins it) or the words say no such thing."""
    req = reading.request
    meal = joins_a_meal(req)
    if meal is None or ctx.calendar is None:
        return None
    tz = ctx.tz()
    first, last = whole_day(the_day(req, tz), tz)
    if any(
        meal_of(o.title.lower()) == meal
        for o in ctx.calendar.occurrences(first, last)
        if o.status != "cancelled"
    ):
        return None
    now = ctx.current_time()
    seen = [
        Sitting(o.title, o.start, o.end)
        for o in ctx.calendar.occurrences(now, now + MEALS_AHEAD)
        if o.status != "cancelled"
    ]
    everyone = lexicon_for(ctx.get_family()).everyone
    speaker = req.speaker or ctx.current_speaker()
    booked = new_meal(req, meal, everyone, speaker, usual_sitting(meal, seen, tz), tz)
    return replace(reading, request=booked, guessed_intent=True)


def _outing_to_book(
    reading: Reading,
    text: str,
    ctx: SchedulerContext,
    speaker: str,
    titles: list[str] | None,
    repeating: list[str] | None,
) -> Reading | None:
    """ "jake is going to a birthday party saturday at 2" with no party on the calendar that
    day: his outing to book, asked first (`outings.py`); None when such an event is on then
    (he joins it), or the words say no such thing. An activity of the family's that repeats
    ("jake is going to soccer saturday") is never made anew: where it is instead is said."""
    if not reading.goes or ctx.calendar is None:
        return None
    req = reading.request
    tz = ctx.tz()
    now = ctx.current_time()
    span = outing_span(req, tz, (now, now + TITLES_AHEAD))
    if span is None or req.title is None:
        return None
    on_then = [o.title for o in ctx.calendar.occurrences(*span) if o.status != "cancelled"]
    if names_a_booked_event(req.title, on_then):
        return None  # on then: joined
    if repeating is None:
        ahead = ctx.calendar.candidate_events(now - timedelta(days=1), now + TITLES_AHEAD)
        repeating = sorted({e.title for e in ahead if e.recurrence and e.status != "cancelled"})
    if names_a_booked_event(req.title, repeating):
        return None  # the family's own activity, on another day: where it is instead is said
    booked = read(
        text, ctx.get_family(), ctx.current_time(), speaker, titles=titles, repeating=repeating, outing=True
    )
    plan = booked.request
    if plan.intent == "unknown" and plan.title and plan.participants and not plan.problems:
        plan = plan.model_copy(update={"intent": "create"})  # "jake is going to a party": when, asked
    if plan.intent != "create":
        return None
    said = span[0] if req.start is not None or req.window is not None else None
    return replace(booked, request=as_outing(plan, req.title, said, tz), guessed_intent=True)


MEALS_AHEAD = timedelta(weeks=8)
"""How far ahead the family's own meals are read for their usual time."""


def words_or_answer(state: ParsingState) -> str:
    """An answer to a question is read by the answers grammar; anything else is a request."""
    return "read_answer" if state.get("answer") else "read_words"


def _wish_context(pending: ParsedRequest | None, ctx: SchedulerContext) -> WishContext | None:
    """The booking a wish is said about ("after 7": by its hour and its people's day)."""
    if pending is None or pending.start is None:
        return None
    tz = ctx.tz()
    today = ctx.current_time().astimezone(tz).date()
    return wish_context(pending.start.astimezone(tz), today, ctx.get_family(), pending.participants)


def read_answer(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """What the family's answer means. Words that are neither yes nor no are either a change
    to the pending request ("make it 6pm instead", merged with it) or a request of their own
    ("karate for jake wednesday at 6pm", "what's on wednesday?"), read on its own and never
    merged: the main graph keeps the pending one waiting meanwhile."""
    answer = state.get("answer")
    assert answer is not None
    if drops_everything(answer["text"]):  # "forget both": a no, to the rest of the message too
        return {"reading": _reading(Answer("no", text=answer["text"]))}
    said = answer_meaning(answer)
    ctx = context_of(runtime)
    speaker = state.get("speaker") or ctx.current_speaker()
    if said.kind == "scope" and answer["option"] is None:
        said = _scope_alone(said, ctx, speaker)
    pending_json = state.get("pending")
    pending = ParsedRequest.model_validate(pending_json) if pending_json else None
    if said.kind == "scope" and said.scope == "occurrence" and answer["option"] is None and pending:
        if _names_a_day(said, ctx, speaker):  # "just this thursday": the one on the day said
            update = read_words(
                {**state, "text": f"{pending.text} {said.text}", "answer": None, "pending": None}, runtime
            )
            return {**update, "reading": _reading(Answer("instruction", text=said.text))}
    if answer["question"] == "confirm" and pending is not None and asks_to_hold_loosely(answer["text"]):
        if pending.intent == "create":  # "pencil it in": a yes, written as tentative
            return {"reading": _reading(Answer("yes", text=answer["text"], tentative=True))}
        # a change or a cancellation is not held loosely: said plainly, the question stays
        return {"reading": _reading(Answer("unclear", text=answer["text"], why=CANNOT_HOLD_A_CHANGE))}
    if (
        answer["question"] == "confirm"
        and pending is not None
        and pending.intent == "create"
        and pending.recurrence is not None
        and (days_wished := other_days_said(answer["text"])) is not None
    ):
        # "the 1st and 3rd only", "how about fridays" to "soccer every tuesday": those, asked
        update = read_words({**state, "text": days_wished, "answer": None}, runtime)
        merged = ParsedRequest.model_validate(update["draft"])
        if merged.recurrence != pending.recurrence:
            return {
                **update,
                "reading": _reading(Answer("instruction", text=answer["text"])),
                "offered": True,
            }
    wish = (
        wish_said(answer["text"], _wish_context(pending, ctx))
        if answer["question"] == "confirm" and state.get("option_count")
        else None
    )
    if wish is not None and not only_a_day(
        wish
    ):  # "something in the morning?" to the ways out of a clash: searched within it
        return {"reading": {**_reading(Answer("wish", text=answer["text"])), "wish": wish}}
    narrowed = _narrowed(answer, pending, ctx, state.get("option_count") or 0)
    if narrowed is not None:  # "only the first 2" of the occurrences listed: those, asked again
        return narrowed
    if (
        answer["question"] == "confirm"
        and pending is not None
        and pending.every
        and pending.intent == "cancel"
    ):
        if kept_out(answer["text"]) is not None:  # "cancel everything on sunday" - "not family dinner"
            update = read_words({**state, "text": answer["text"], "answer": None}, runtime)
            return {**update, "reading": _reading(Answer("instruction", text=answer["text"]))}
    picked = (
        picked_alternative(answer["text"], pending.ambiguities)
        if pending and not state.get("choices")
        else None
    )
    if picked is not None:  # "2pm or 3pm" asked about - "the later one": 3pm
        said = (
            Answer("yes", text=said.text)
            if picked == "yes"
            else Answer("instruction", text=f"make it {picked}")
        )
    left_out = _leaves_days_out(answer, pending)
    if left_out:  # "wait, not fridays" to a weekday repeat: a change, asked about
        said = Answer("instruction", text=answer["text"])
    if pending is not None and over_days(pending) and span_length(answer["text"]) is not None:
        said = Answer("instruction", text=answer["text"])  # "no, two weeks": the span, longer
    count = state.get("option_count") or 0
    listed = count or state.get("choices")
    if answer["question"] == "confirm" and not listed and said.kind == "option" and answer["option"] is None:
        said = _bare_hour(said, answer["text"], pending)
    if picked is None and answer["question"] == "confirm" and count and said.kind not in ("option", "no"):
        said = _pointed(said, answer["text"], state.get("choices") or [], count, ctx, speaker)
    if (
        said.kind == "override"
        and pending is not None
        and pending.intent == "cancel"
        and keeps_as_is(said.text)
    ):
        said = Answer("no", text=said.text)  # "keep it" to "Cancel piano?": it stays, nothing is cancelled
    as_said = answer["text"]  # the words of the answer, a yes before them left out
    if said.kind == "instruction" and pending is not None and answer["question"] == "confirm":
        if said.text == answer["text"]:
            as_said = after_the_yes(said.text)
        said = Answer("instruction", text=after_the_yes(said.text), why=said.why)  # "ok but at 5": "at 5"
    if said.kind == "instruction" and pending is not None and answer["question"] != "scope":
        said = _counter_offer(said, ctx, speaker)
    alone = _alone(said, ctx, speaker) if said.kind == "instruction" else None
    renamed = _renamed(said, pending, ctx)  # "call it Drawing": the pending booking's new name
    joins = alone is not None and _joins_pending(alone, pending, said.text)  # "add emma too"
    if (
        alone is not None
        and not renamed
        and not joins
        and is_new_request(
            alone.request, pending, state.get("titles") or [], not alone.guessed_intent and alone.people_named
        )
    ):
        update = read_words({**state, "text": said.text, "answer": None, "pending": None}, runtime)
        return {**update, "reading": _reading(Answer("new", text=said.text))}
    if said.kind in ("yes", "instruction") and state.get("choices"):
        # "ok the tuesday 3-7 one then": an option named by its day and time
        number = picked_choice(said.text, state["choices"], ctx.get_family(), ctx.current_time(), speaker)
        if number is not None:
            said = Answer("option", number, text=said.text)
    if said.kind != "instruction":
        return {"reading": _reading(said)}
    if answer["question"] == "scope" or pending is None:
        why = said.why or f"'{said.text}' is not one of 1, 2 or 3"
        return {"reading": _reading(Answer("unclear", text=said.text, why=why))}
    update = read_words({**state, "text": said.text, "answer": None}, runtime)
    merged = ParsedRequest.model_validate(update["draft"])
    if not changes_anything(merged, pending):
        why = said.why or f"nothing in '{answer['text']}' changes it"
        return {"reading": _reading(Answer("unclear", text=said.text, why=why))}
    # "what about 6?": the new time is asked about; so is a new name
    offered = said.text not in (answer["text"], as_said) or left_out or renamed
    offered = offered or (pending.recurrence is not None and merged.recurrence != pending.recurrence)
    return {**update, "reading": _reading(said), "offered": offered}


def _narrowed(
    answer: FamilyAnswer, pending: ParsedRequest | None, ctx: SchedulerContext, options: int
) -> dict[str, Any] | None:
    """ "only the first 2", "not the last one", "just the saturday ones" said to a
    cancellation listing several occurrences: the cancellation over just those (its span
    narrowed, or its weekdays kept), asked again; None when the words narrow nothing. A
    narrowing that keeps none or all of them is asked again, saying why."""
    if answer["question"] != "confirm" or options or pending is None or pending.intent != "cancel":
        return None
    narrowing = narrowing_said(answer["text"]) if pending.window is not None else None
    if narrowing is None or ctx.calendar is None:
        return None
    now = ctx.current_time()
    listed = in_span(ctx.calendar, pending, now)
    if len(listed) < 2:
        return None
    update: dict[str, Any] = {}
    days = weekly_days(narrowing)
    if days is not None and pending.recurrence is None:
        update["recurrence"] = days
    else:
        update["window"] = narrowed_span([(o.start, o.end) for o in listed], narrowing)
    merged = pending.model_copy(update=update)
    narrows = all(v is not None for v in update.values())
    kept = in_span(ctx.calendar, merged, now) if narrows else listed
    if not kept or len(kept) >= len(listed):
        why = f"that leaves {'none' if not kept else 'all'} of the {len(listed)} listed; say which ones"
        return {"reading": _reading(Answer("unclear", text=answer["text"], why=why))}
    merged.text = f"{pending.text} / {answer['text']}".strip(" /")
    return {
        "draft": merged.model_dump(mode="json"),
        "reading": _reading(Answer("instruction", text=answer["text"])),
        "offered": True,
    }


def _joins_pending(alone: Reading, pending: ParsedRequest | None, text: str) -> bool:
    """Whether the answer only adds people to the booking waiting for its yes ("add emma
    too", "emma's coming too"): no time or place of its own, people who are not on it yet."""
    if pending is None or pending.intent != "create" or not adds_people(text):
        return False
    said = alone.request
    added = {*said.participants, *said.joining} - {*pending.participants, said.speaker or ""}
    return bool(added) and said.start is None and said.window is None and not said.resources


def _renamed(said: Answer, pending: ParsedRequest | None, ctx: SchedulerContext) -> bool:
    """Whether the answer gives the booking waiting for its yes a new name ("call it
    Drawing", "rename it to Art club"): a change to it, never a request of its own."""
    if said.kind != "instruction" or pending is None or pending.intent != "create":
        return False
    return new_name_of_pending(said.text, pending.title, family_names(ctx.get_family())) is not None


def _bare_hour(said: Answer, text: str, pending: ParsedRequest | None) -> Answer:
    """ "7" said to a yes/no question about a booking or a move to a time, with no options:
    a time ("dinner friday" - "7"), read as "at 7" and asked about, not "there is no option 7"."""
    hour = bare_hour(text)
    if hour is None or pending is None:
        return said
    if not (pending.intent == "create" or (pending.intent == "modify" and pending.start is not None)):
        return said  # "stop gym on fridays" - "2": no time in question, so no time in the answer
    return Answer("instruction", text=f"at {hour}")


def _scope_alone(said: Answer, ctx: SchedulerContext, speaker: str) -> Answer:
    """ "just this one for jake", "the whole series but take the honda", "this one only, at
    noon": which occurrences, and a change on top that the scope alone would drop (the
    move written for both kids, at the time first asked). Asked again, saying why; a plain
    "just this one" or "2" is the scope it names."""
    if points_at_option(said.text):
        return said
    alone = _alone(Answer("instruction", text=said.text), ctx, speaker)
    if alone is None:
        return said
    asked = alone.request
    if not (alone.people_named or asked.resources or asked.duration_minutes or alone.when.time_stated):
        return said
    why = f"'{said.text}' says which ones but also changes something; say 1, 2 or 3 first, then the change"
    return Answer("unclear", text=said.text, why=why)


def _names_a_day(said: Answer, ctx: SchedulerContext, speaker: str) -> bool:
    """Whether "just this one" names its day ("only thursday", "just next week's"): the
    occurrence asked about may not be that one, so the request is read again with the day,
    never the next one changed in its place."""
    if points_at_option(said.text):
        return False
    alone = _alone(Answer("instruction", text=said.text), ctx, speaker)
    return alone is not None and (alone.request.day_named or alone.request.window is not None)


def _leaves_days_out(answer: FamilyAnswer, pending: ParsedRequest | None) -> bool:
    """Whether the answer takes days out of the pending repeat ("wait, not fridays")."""
    if answer["question"] != "confirm" or pending is None or not pending.recurrence:
        return False
    return without_days(pending.recurrence, days_left_out(answer["text"])) is not None


def _pointed(
    said: Answer, text: str, choices: list[Choice], count: int, ctx: SchedulerContext, speaker: str
) -> Answer:
    """ "the earlier one is fine", "the saturday one", "the first but make it 30 min": the
    option pointed at, that option's time with the change (asked about again), or asked
    again saying why; `said` as it was when the words point at no option."""
    family, now = ctx.get_family(), ctx.current_time()
    pointed = pointed_option(
        text, choices, count, lambda words: picked_choice(words, choices, family, now, speaker)
    )
    if pointed is None:
        return said
    if pointed.named and _names_a_thing(pointed.named, ctx, speaker):
        return said  # "the honda one": the car to use, read as a change like "use the honda"
    if pointed.why or pointed.option is None:
        return Answer("unclear", text=text, why=pointed.why)
    if not pointed.change:
        return Answer("option", pointed.option, text=text)
    return _option_changed(pointed, text, choices, ctx, speaker)


def _names_a_thing(words: str, ctx: SchedulerContext, speaker: str) -> bool:
    """Whether the words name a resource or a person rather than a day or a time."""
    alone = _alone(Answer("instruction", text=words), ctx, speaker)
    return alone is not None and bool(
        alone.request.resources or any(p != speaker for p in alone.request.participants)
    )


def _option_changed(
    pointed: Pointed, text: str, choices: list[Choice], ctx: SchedulerContext, speaker: str
) -> Answer:
    """Option N with a change: the option's day and time with the change, as a change to the
    pending request (asked about, since the words differ from what was typed)."""
    choice = next((c for c in choices if c["id"] == pointed.option), None)
    if choice is None:
        why = (
            f"option {pointed.option} with '{pointed.change}' is two things at once; "
            "pick the option first, then tell me the change"
        )
        return Answer("unclear", text=text, why=why)
    alone = _alone(Answer("instruction", text=pointed.change), ctx, speaker)
    stated = alone is not None and alone.when.time_stated
    return Answer("instruction", text=option_said_as(choice, pointed.change, ctx.tz(), stated))


ASKED = 0.6
"""The confidence of a request changed by a counter-offer ("what about 6?"): below a clear
booking's, so the new time is proposed and asked about, not written at once."""


def _counter_offer(said: Answer, ctx: SchedulerContext, speaker: str) -> Answer:
    """ "what about 6?" while a proposal waits is "make it 6", not a question about 6pm."""
    offered = counter_offer(said.text)
    if offered is None:
        return said
    alone = _alone(Answer("instruction", text=offered), ctx, speaker)
    if alone is None or not names_only_when(alone.request):
        return said
    return Answer("instruction", text=f"make it {offered}", why=said.why)


def _alone(said: Answer, ctx: SchedulerContext, speaker: str) -> Reading | None:
    """The answer read as a request on its own (None when the grammar cannot read it)."""
    try:
        return read(said.text, ctx.get_family(), ctx.current_time(), speaker)
    except MissingContext:
        raise
    except Exception:
        return None


def _reading(said: Answer) -> AnswerReading:
    reading = AnswerReading(
        kind=said.kind, option=said.option, scope=said.scope, text=said.text, request=None, why=said.why
    )
    if said.tentative:
        reading["tentative"] = True
    return reading


def after_answer(state: ParsingState) -> str:
    """A new instruction or request is assessed like any request; yes, no and options are said
    at once."""
    return "assess_request" if state["reading"]["kind"] in ("instruction", "new") else "summarise_request"


_requests: Handoff[ParsedRequest] = Handoff()
"""The last draft read_words (reading words, not merging an answer) or assess_request wrote,
and the request it is the JSON of. The next node takes the request from here when its state
holds that very dict (LangGraph hands a node's write to the next node as the same object,
and nodes never change the state in place) instead of validating the JSON again. Each
request was built or validated by the model and since then only given a title, ambiguities
or problems (read) and `missing` and `confidence` (assess), so it holds what validating its
JSON would give (its datetimes may keep their ZoneInfo instead of a fixed offset: the same
instants, and every reader converts to a zone first). Any other draft (a merged answer, the
chat model's, another run's) is validated as before."""


def _hand_over(draft: dict[str, Any], req: ParsedRequest) -> dict[str, Any]:
    _requests.keep(draft, req)
    return draft


def assess_request(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Decide what is missing or ambiguous and how far to trust the reading."""
    try:
        draft = state.get("draft") or {}
        known = _requests.get(draft)
        req = known if known is not None else ParsedRequest.model_validate(draft)
        req = assess(req, bool(state.get("guessed")), int(state.get("assumed") or 0))
        if state.get("offered"):
            req.confidence = min(req.confidence, ASKED)
    except Exception as err:
        req = failed(state.get("text"), state.get("speaker"), err)
    return {"draft": _hand_over(req.model_dump(mode="json"), req)}


def model_or_summary(state: ParsingState, runtime: Runtime[SchedulerContext]) -> str:
    """Ask the chat model only when one is configured (and not for a clarification answer)."""
    try:
        ctx = context_of(runtime)
    except MissingContext:
        return "summarise_request"
    if (
        ctx.chat_model is None
        or state.get("pending")
        or state.get("answer")
        or not (state.get("text") or "").strip()
    ):
        return "summarise_request"
    return "ask_chat_model"


def ask_chat_model(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """The chat model's reading of the same words; a failure is recorded, never raised."""
    report_start("parsing.model")  # a slow endpoint: the family sees what is being waited on
    ctx = context_of(runtime)
    draft = state.get("draft") or {}
    # A message of several requests: the model reads the first, as the grammar's draft is.
    text = draft.get("text") if draft.get("then") else state.get("text") or ""
    text = str(text or "")
    now: Any = None
    try:
        family, now = ctx.get_family(), ctx.current_time()
        speaker = draft.get("speaker") or ctx.current_speaker()
        reading = ask_model(ctx.chat_model, text, family, now, speaker)
        req, notes = to_request(reading, family, now, speaker, text)
    except Exception as err:
        return {"model_draft": None, "errors": [model_failure(err, now)]}
    return {
        "model_draft": req.model_dump(mode="json"),
        "model_sure": model_sure_groups(reading),
        "model_notes": notes,
    }


def reconcile_readings(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """Merge the model's reading into the grammar's by the rules of reconcile.py."""
    if not state.get("model_draft"):
        return {}
    try:
        grammar = ParsedRequest.model_validate(state.get("draft") or {})
        model = ParsedRequest.model_validate(state["model_draft"])
        merged = reconcile(grammar, model, state.get("sure") or [], state.get("model_sure") or [])
    except Exception as err:
        return {"errors": [model_failure(err, None)]}
    update: dict[str, Any] = {
        "draft": merged.request.model_dump(mode="json"),
        "model_notes": [*(state.get("model_notes") or []), *merged.notes]
        or ["the model read it the same way"],
    }
    if "timing" in merged.from_model:
        update["notes"] = []  # what the grammar assumed about the time no longer applies
    if "intent" in merged.from_model:
        update["guessed"] = False
    return update


def model_failure(err: BaseException, now: Any) -> dict[str, Any]:
    """An ErrorInfo entry for a model that timed out, refused or answered badly."""
    from family_scheduler.models.results import ErrorInfo

    status = getattr(err, "status_code", None)
    names = {kind.__name__ for kind in type(err).__mro__}
    retryable = (
        isinstance(err, (TimeoutError, ConnectionError))
        or bool(names & _RETRYABLE)
        or any("Timeout" in name for name in names)
        or (isinstance(status, int) and (status >= 500 or status == 429))
    )
    info = ErrorInfo(
        step="parsing.model",
        type=type(err).__name__,
        message=(str(err) or type(err).__name__)[:500],
        retryable=retryable,
        at=now,
    )
    return info.model_dump(mode="json")


_RETRYABLE = frozenset(
    {
        "APITimeoutError",
        "APIConnectionError",
        "RateLimitError",
        "InternalServerError",
        "ReadTimeout",
        "ConnectTimeout",
        "TimeoutException",
    }
)


def _summary(req: ParsedRequest, tz: Any) -> str:
    what = f"'{req.title}'" if req.title else ("a booking" if req.resources else "something")
    when = ""
    if req.start is not None:
        span = describe_span(req.start, req.end, tz) if req.end else describe_local(req.start, tz)
        when = f" at {span}"
    elif req.window is not None:
        when = f" sometime {describe_span(req.window[0], req.window[1], tz)}"
    who = f" for {', '.join(req.participants)}" if req.participants else ""
    if req.intent == "create":
        return f"You want to add {what}{who}{when}{' (repeating)' if req.recurrence else ''}."
    if req.intent == "modify":
        return f"You want to change {what}{when}."
    if req.intent == "cancel":
        return f"You want to cancel {what}{when}."
    return f"You are asking about {(req.query_type or 'the calendar').replace('_', ' ')}{who}{when}."


ANSWER_WORDS = {
    "yes": "You said yes.",
    "no": "You said no.",
    "override": "You asked to keep it as it is, rule or not.",
    "unclear": "I could not tell what that answer means.",
    "new": "That is a new request, not an answer.",
}
SCOPE_WORDS = {
    "occurrence": "only that one",
    "following": "that one and all after it",
    "series": "the whole series",
}


def _answer_sentence(reading: AnswerReading) -> str:
    if reading["kind"] == "option":
        return f"You picked option {reading['option']}."
    if reading["kind"] == "scope" and reading["scope"] is not None:
        return f"You chose {SCOPE_WORDS[reading['scope']]}."
    return ANSWER_WORDS.get(reading["kind"], "")


def summarise_request(state: ParsingState, runtime: Runtime[SchedulerContext]) -> dict[str, Any]:
    """One plain sentence for the family and the hybrid result for the main graph."""
    ctx = context_of(runtime)
    reading = state.get("reading")
    if reading is not None and reading["kind"] not in ("instruction", "new"):
        sentence = _answer_sentence(reading)
        sure = 0.3 if reading["kind"] == "unclear" else 0.95
        answer = state.get("answer")
        why = f"read as an answer to the {answer['question'] if answer else 'pending'} question"
        return {
            "messages": [say("parsing", sentence)],
            "result": hybrid(dict(reading), sentence, sure, why, _clock(ctx)[0]),
        }
    now, tz = _clock(ctx)
    draft = state.get("draft") or {}
    known = _requests.get(draft)
    try:
        req = known if known is not None else ParsedRequest.model_validate(draft)
    except Exception as err:
        req = failed(state.get("text"), state.get("speaker"), err)
    if req.intent == "unknown":
        sentence = "I could not find a calendar request in that" + (
            f" ({req.problems[0]})." if req.problems else "."
        )
    else:
        sentence = _summary(req, tz)
        if req.missing:
            sentence += f" I still need: {', '.join(req.missing)}."
        if req.ambiguities:
            sentence += f" Unclear: {req.ambiguities[0]}."
        if req.problems:
            sentence += f" Problem: {req.problems[0]}."
    reasons = [f"intent {req.intent} from the verb or question form"]
    if req.missing:
        reasons.append("missing " + ", ".join(req.missing))
    reasons += [f"ambiguous: {a}" for a in req.ambiguities]
    reasons += [f"problem: {p}" for p in req.problems]
    reasons += [f"assumed: {n}" for n in state.get("notes") or []]
    if state.get("guessed"):
        reasons.append("no verb: read as a new event")
    reasons += [f"model: {n}" for n in state.get("model_notes") or []]
    reasons += [
        f"model failed ({e.get('type')}): kept the grammar's reading" for e in state.get("errors") or []
    ]
    data: Any = draft if known is not None else req  # the draft is the request's JSON already
    if reading is not None:  # a new instruction given as an answer: the reading carries it
        data = dict(reading, request=cast(RequestJSON, req.model_dump(mode="json")))
    return {
        "messages": [say("parsing", sentence)],
        "result": hybrid(data, sentence, req.confidence, "; ".join(reasons), now, dumped=reading is None),
    }


def _clock(ctx: SchedulerContext) -> tuple[datetime, Any]:
    """Now and the zone for the reply's timestamp; the epoch when the context has no clock."""
    try:
        return ctx.current_time(), ctx.tz()
    except Exception:
        return datetime.fromtimestamp(0, UTC), UTC
