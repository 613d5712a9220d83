"""Plain replies to a question, in local time, grouped by day, naming people."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import NamedTuple
from zoneinfo import ZoneInfo

from family_scheduler.domain.proposals import lead_words
from family_scheduler.models import Conflict, Family, Occurrence
from family_scheduler.models.events import is_outage, out_of_use
from family_scheduler.repeat_words import DAY_NAMES
from family_scheduler.timeutil import zone
from family_scheduler.wording import at_place, capitalised, join_names, when_words, zone_label

from .answer import QueryAnswer, QueryPlan, ResourceStatus
from .daily import daily_spans
from .notes_reply import notes_lines
from .past_reply import past_events
from .ranked_days import ranked_days, ranking_words
from .total_reply import time_total_reply
from .wording import (
    Names,
    by_day,
    clock_span,
    day_label,
    describe_period,
    moment_label,
    so_far_period,
)


class Reply(NamedTuple):
    text: str
    """What the family reads (may span several lines)."""
    explanation: str
    """One sentence for the hybrid result."""


def format_reply(answer: QueryAnswer, family: Family, tz: ZoneInfo) -> Reply:
    """The words for `answer`: its problems, or the section of its query type."""
    plan = answer.plan
    if answer.problems:
        text = " ".join(answer.problems)
        return Reply(text, answer.problems[0])
    formatter = {
        "availability": _availability,
        "event_lookup": _events,
        "resource_status": _resources,
        "conflict_check": _conflicts,
        "time_total": time_total_reply,
    }[plan.query_type or "event_lookup"]
    text, explanation = formatter(answer, Names(family), tz)
    if answer.evening is not None and answer.evening.plan.start is not None:
        evening, _ = format_reply(answer.evening.model_copy(update={"evening": None}), family, tz)
        said = f"{answer.evening.plan.start.astimezone(tz):%H:%M}"
        told = text.splitlines()  # a footnote said for the morning is not said again
        evening = "\n".join(
            line for line in evening.splitlines() if not (line.startswith("(") and line in told)
        )
        text += ("\n" if "\n" in text or "\n" in evening else " ") + f"If you meant {said}: {evening}"
        return Reply(text, explanation)  # the evening's own note says the length once
    if plan.default_note:
        note = f"({plan.default_note[0].upper()}{plan.default_note[1:]}.)"
        text += ("\n" if "\n" in text else " ") + note
    return Reply(text, explanation)


def _period(plan: QueryPlan, tz: ZoneInfo) -> str:
    assert plan.start is not None and plan.end is not None
    if plan.so_far:
        return so_far_period(plan.start, plan.end, tz)
    period = describe_period(plan.start, plan.end, tz)
    if plan.weekdays:  # "from Tuesday Dec 1 to Thursday Dec 31, Mondays only"
        period += f", {join_names([f'{DAY_NAMES[d]}s' for d in plan.weekdays])} only"
    if plan.daily:  # "from Monday Nov 23 9am to the end of Sunday Nov 29, 15:00–18:00 each day"
        hours = daily_spans(plan.start, plan.end, plan.daily, tz)
        if len(hours) > 1:
            lo, hi = hours[-1]
            period += f", {clock_span(lo, hi, tz)} each day"
    return period


def _one_day(plan: QueryPlan, tz: ZoneInfo) -> bool:
    """The span is a day or part of one: no need to name the day on every line."""
    return _period(plan, tz).startswith("on ")


def _availability(answer: QueryAnswer, names: Names, tz: ZoneInfo) -> tuple[str, str]:
    plan = answer.plan
    who = names(plan.members)
    period = _period(plan, tz)
    several = len(plan.members) > 1
    minutes = answer.min_free_minutes or 30
    if answer.at_the_time:
        return _each_at(answer, names, period, tz)
    if not answer.free_windows:
        common = "common " if several else ""
        verb = "had" if plan.past else "have" if several else "has"
        text = f"{who} {verb} no {common}free time of {minutes} minutes or more {period}."
        return text, text
    are = _be(not several, plan.past) + ("" if not several else " both" if len(plan.members) == 2 else " all")
    days = by_day(answer.free_windows, lambda w: w.start, tz)
    whole = answer.free_windows[0]
    if len(answer.free_windows) == 1 and (whole.start, whole.end) == (plan.start, plan.end):
        lines = [f"{who} {are} free the whole time {period}."]
    elif _one_day(plan, tz) and len(days) == 1:
        [windows] = days.values()
        spans = join_names([clock_span(w.start, w.end, tz) for w in windows])
        lines = [f"{who} {are} free {period}: {spans}."]
    else:
        lines = [f"{who} {are} free {period}:"]
        for day, windows in days.items():
            spans = join_names([clock_span(w.start, w.end, tz) for w in windows])
            lines.append(f"- {day_label(day)}: {spans}")
    rules = f" and {'; '.join(answer.rules_applied)}" if answer.rules_applied else ""
    lines.append(f"(Windows of at least {minutes} minutes, outside events{rules}.)")
    count = len(answer.free_windows)
    return "\n".join(lines), f"{count} free window{'s' if count != 1 else ''} {period} for {who}."


def _be(one: bool, past: bool) -> str:
    """ "is" / "are", or "was" / "were" of a span all gone by ("Mike was free …" yesterday)."""
    return ("was" if one else "were") if past else ("is" if one else "are")


def _each_at(answer: QueryAnswer, names: Names, period: str, tz: ZoneInfo) -> tuple[str, str]:
    """'Sarah, Mike and Emma are free on Tuesday Nov 24 5–6pm; Jake is not (…).' and the
    time they share, if any."""
    free = [m.member for m in answer.at_the_time if m.free]
    taken = [m for m in answer.at_the_time if not m.free]
    why = sorted({line for m in taken for line in m.busy_with})
    busy = names([m.member for m in taken])
    past = answer.plan.past  # "was mike free yesterday at 3?": said as it was
    not_free = f"{busy} {_be(len(taken) == 1, past)} not" + (f" ({'; '.join(why)})" if why else "")
    if free:
        text = f"{capitalised(period)}: {names(free)} {_be(len(free) == 1, past)} free; {not_free}."
    else:
        text = f"{capitalised(period)}: nobody asked about {_be(True, past)} free; {not_free}."
    if answer.free_windows:
        spans = join_names([clock_span(w.start, w.end, tz) for w in answer.free_windows])
        text += f" All of them {_be(False, past)} free together {spans}."
    return text, f"{len(free)} of {len(answer.at_the_time)} free {period}."


def _rule_days(answer: QueryAnswer, rule: str, names: Names, tz: ZoneInfo) -> tuple[str, str]:
    """'School for Emma and Jake on Wednesday Nov 25: 8am–3pm.', 'No school on Thursday Nov 26
    (Thanksgiving Day).', or a line a day."""
    who = names(answer.plan.members) if answer.plan.members else ""
    lines = []
    for day in answer.rule_days:
        if day.start is not None and day.end is not None:
            lines.append(f"{day_label(day.day)}: {clock_span(day.start, day.end, tz)}")
        else:
            lines.append(f"{day_label(day.day)}: no {rule}" + (f" ({day.off})" if day.off else ""))
    name = capitalised(rule)
    if len(lines) == 1:
        only = answer.rule_days[0]
        if only.start is None:
            text = f"No {rule} on {day_label(only.day)}" + (f" ({only.off})." if only.off else ".")
        else:
            text = f"{name}{' for ' + who if who else ''} on {lines[0]}."
        return text, text
    text = "\n".join([f"{name}{' for ' + who if who else ''}:", *(f"- {line}" for line in lines)])
    return text, f"{name} over {len(lines)} days."


def _who_and_what(occ: Occurrence, names: Names) -> str:
    """' (Emma and Jake with Lily; Minivan)': the people and who comes along from outside the
    family, then the resources they use."""
    company = f"with {join_names(occ.guests)}" if occ.guests else ""
    who = f"{names(occ.participants)} {company}".strip() if occ.participants else company
    extras = [who] if who else []
    if occ.resources:
        extras.append(names(occ.resources))
    return f" ({'; '.join(extras)})" if extras else ""


def _event_line(occ: Occurrence, names: Names, tz: ZoneInfo) -> str:
    note = f" — {occ.note}" if occ.note else ""  # e.g. moved an hour by the clocks
    if occ.status == "proposed":  # STATUS:TENTATIVE in the calendar it came from
        note += " — tentative"
    if occ.all_day:
        last = (occ.end - timedelta(seconds=1)).astimezone(tz).date()  # "out of town" tue-thu
        when = "all day" if last == occ.start.astimezone(tz).date() else f"all day until {day_label(last)}"
    elif occ.kind == "reminder":
        when = f"due {occ.start.astimezone(tz):%H:%M}"
    else:
        when = clock_span(occ.start, occ.end, tz)
    if occ.timezone and occ.timezone != tz.key and not occ.all_day:
        when += f" ({occ.start.astimezone(zone(occ.timezone)):%H:%M} {zone_label(occ.timezone)})"
    where = f" {at_place(occ.location)}" if occ.location else ""
    what = f"reminder: {occ.title}" if occ.kind == "reminder" else occ.title
    return f"{when} {what}{_who_and_what(occ, names)}{where}{note}"


def _length(occ: Occurrence) -> str:
    """'1 hour', '1 hour 30 minutes': how long an occurrence runs, in elapsed time."""
    return lead_words(int((occ.end - occ.start).total_seconds() // 60))


def _on(text: str) -> str:
    """'What's on on Tuesday' reads 'What's on Tuesday'."""
    return text.replace(" on on ", " on ", 1)


def _dated(occ: Occurrence, plan: QueryPlan, tz: ZoneInfo) -> str:
    """'Tuesday Nov 24', with the year when it is not this year's."""
    day = occ.start.astimezone(tz).date()
    this_year = plan.start.astimezone(tz).year if plan.start is not None else day.year
    return day_label(day) + (f" {day.year}" if day.year != this_year else "")


def _events(answer: QueryAnswer, names: Names, tz: ZoneInfo) -> tuple[str, str]:
    plan = answer.plan
    period = _period(plan, tz)
    if plan.reminders:
        if not answer.due:
            text = _on(f"Nothing to do on the list {period}.")
            return text, text
        lines = [_on(f"To do {period}:"), *(f"- {line}" for line in answer.due)]
        return "\n".join(
            lines
        ), f"{len(answer.due)} reminder{'s' if len(answer.due) != 1 else ''} due {period}."
    whose = f" for {names(plan.members)}" if plan.members_named else ""
    if answer.rule is not None:
        return _rule_days(answer, answer.rule, names, tz)
    events = answer.events
    if plan.next_only and plan.span_source == "default" and answer.events:
        first = answer.events[0]  # "what's the next thing on my calendar?": that one only
        text = (
            f"Next{whose}: {first.title}, {_dated(first, plan, tz)} "
            f"{clock_span(first.start, first.end, tz)}{_who_and_what(first, names)}."
        )
        return text, text
    if plan.first_or_last is not None and events:
        text = _first_or_last(events, plan.first_or_last, f"{whose} {period}", names, tz)
        return text, text
    if plan.past and not (plan.tentative or plan.day_ranked or plan.daily):
        # "did emma have piano last monday?": a yes or a no, in the past tense
        text = past_events(answer, names, tz, period, lambda o: _event_line(o, names, tz))
        return text, text.splitlines()[0]
    if plan.title and plan.span_source == "default":
        last = answer.last_before
        if not events and last is not None:
            text = (
                f"No {plan.title}{whose} ahead; the last one was {_dated(last, plan, tz)} "
                f"{clock_span(last.start, last.end, tz)}{_who_and_what(last, names)}."
            )
            return text, text
        if not events:
            text = f"No {plan.title}{whose} on the calendar."
            return text, text
        first = events[0]
        # "our date night" is Sarah and Mike's: named as the ones of them it is for
        shared = [m for m in plan.members if m in first.participants]
        if plan.members_named and shared:
            whose = f" for {names(shared)}"
        text = (
            f"The next {first.title}{whose} is {_dated(first, plan, tz)} "
            f"{clock_span(first.start, first.end, tz)}{_who_and_what(first, names)}."
        )
        if plan.place_asked:  # "where is emma's swim class?"
            where = _where(first, names)
            text += f" It is {where}." if where else f" {NO_PLACE} it."
        if plan.length_asked:  # "how long is swim class?"
            text += f" It lasts {_length(first)}."
        later = [moment_label(o.start, tz) for o in events[1:]]
        explanation = text
        if later:
            text += f" After that: {join_names(later)}."
        if plan.notes_asked:  # "any notes on the dentist?": the next one's, each on a line
            text = "\n".join([text, *notes_lines(events, one=True)])
        return text, explanation
    if plan.tentative:
        return _pencilled_in(events, plan, whose, names, tz)
    if plan.day_ranked is not None and plan.start is not None and plan.end is not None:
        winners, held = ranked_days(events, plan.start, plan.end, plan.day_ranked, tz)
        text = ranking_words(winners, held, plan.day_ranked, period, lambda o: _event_line(o, names, tz))
        return text, text.splitlines()[0]
    what = plan.title or ""
    if not events:
        text = f"No {what}{whose} {period}." if what else _on(f"Nothing on{whose} {period}.")
        if (after := answer.next_after) is not None:  # "…this week." and when it is next
            text += (
                f" The next {after.title} is {_dated(after, plan, tz)} "
                f"{clock_span(after.start, after.end, tz)}{_who_and_what(after, names)}."
            )
        return text, text
    heading = f"{what[0].upper()}{what[1:]}" if what else "What's on"
    heading = f"{heading}{whose} {period}"
    lines = [_on(heading) + ":"]
    if _one_day(plan, tz):
        lines.extend(f"- {_event_line(o, names, tz)}" for o in events)
    else:
        for day, items in by_day(events, lambda o: o.start, tz).items():
            lines.append(f"- {day_label(day)}: " + "; ".join(_event_line(o, names, tz) for o in items))
    count = len(events)
    if plan.count_asked:  # "how many times does emma have piano this month?"
        lines.append(f"That's {count} in all.")
    wheres = [_where(o, names) for o in events] if plan.place_asked else []
    if plan.place_asked and not any(wheres):  # "where is the dinner on sunday?"
        lines.append(f"{NO_PLACE} " + ("it." if count == 1 else "them."))
    elif count == 1 and wheres and not events[0].location:  # the room it books: "in the Kitchen"
        lines.append(f"It is {wheres[0]}.")
    if plan.notes_asked:  # "any notes for thursday?"
        lines.extend(notes_lines(events, one=count == 1))
    return "\n".join(lines), f"{count} event{'s' if count != 1 else ''}{whose} {period}."


NO_PLACE = "No place is on the calendar for"


def _where(occ: Occurrence, names: Names) -> str:
    """Where an event is, said after "It is": its place ("at grandma's"), else the room it
    books ("in the Kitchen"); "" when neither is on the calendar."""
    if occ.location:
        return at_place(occ.location)
    rooms = names.rooms(occ.resources)
    return f"in the {rooms}" if rooms else ""


def _pencilled_in(
    events: list[Occurrence], plan: QueryPlan, whose: str, names: Names, tz: ZoneInfo
) -> tuple[str, str]:
    """The bookings still pencilled in over the span, by day; plainly none when all are firm."""
    what = f" {plan.title}" if plan.title else ""
    period = _period(plan, tz)
    if not events:
        text = _on(f"Nothing{what} is pencilled in{whose} {period}: everything on is confirmed.")
        return text, text
    lines = [_on(f"Still tentative{whose} {period}:")]
    for day, items in by_day(events, lambda o: o.start, tz).items():
        lines.append(f"- {day_label(day)}: " + "; ".join(_event_line(o, names, tz) for o in items))
    lines.append(
        'Say "confirm" and its name when one is settled (e.g. "confirm the ' + events[0].title + '").'
    )
    count = len(events)
    return "\n".join(lines), f"{count} tentative booking{'s' if count != 1 else ''}{whose} {period}."


def _first_or_last(events: list[Occurrence], end: str, said: str, names: Names, tz: ZoneInfo) -> str:
    """ "What's the earliest thing tomorrow?": the one timed event starting first (or last)
    in the span; all-day entries and reminders only when nothing else is on."""
    timed = [o for o in events if not o.all_day and o.kind != "reminder"] or events
    pick = timed[0] if end == "first" else max(timed, key=lambda o: (o.start, o.end))
    others = len(timed) - 1
    tail = f"; {others} more after it" if end == "first" and others else ""
    tail = f"; {others} before it" if end == "last" and others else tail
    return _on(f"{end.capitalize()}{said}: {_event_line(pick, names, tz)}{tail}.")


def _bookings(status: ResourceStatus, plan: QueryPlan, names: Names, tz: ZoneInfo) -> str:
    """Its uses, each with who; the day is named only when the span covers several."""
    assert plan.start is not None and plan.end is not None
    one_day = describe_period(plan.start, plan.end, tz).startswith("on ")
    groups = by_day(status.bookings, lambda b: b.start, tz)
    parts = []
    for day, bookings in groups.items():
        uses = "; ".join(
            f"{clock_span(b.start, b.end, tz)} for {b.title}"
            + (f" ({names(b.participants)})" if b.participants else "")
            for b in bookings
        )
        parts.append(uses if one_day and len(groups) == 1 else f"{day_label(day)}: {uses}")
    return "; ".join(parts) if one_day else "\n- " + "\n- ".join(parts)


def _resource_text(
    status: ResourceStatus, plan: QueryPlan, names: Names, tz: ZoneInfo, alone: bool = True
) -> str:
    period = _period(plan, tz)
    name = f"The {status.name}"
    if status.out_of_service:
        return f"{name} is out of service."
    if not status.bookings:
        return f"{name} is free {period}."
    out = [b for b in status.bookings if is_outage(b.title, b.participants, b.resources)]
    if out:
        return _out_of_use_text(status, out, plan, tz, alone)
    bookings = _bookings(status, plan, names, tz)
    multi_line = bookings.startswith("\n")
    if status.free:
        return (
            f"{name} has room {period} ({status.capacity} at a time); in use:"
            f"{'' if multi_line else ' '}{bookings}"
        )
    # The span asked about is not the time it is busy: say when it is in use within it.
    whole = status.next_free is None or plan.end is None or status.next_free >= plan.end
    if plan.exact_start:
        text = f"{name} is booked {period}:{'' if multi_line else ' '}{bookings}"
    elif multi_line:
        text = f"{name} is in use {'' if whole else 'only at these times '}{period}:{bookings}"
    else:
        text = f"{capitalised(period)}, the {status.name} is in use {'' if whole else 'only '}{bookings}"
    text += "\n" if multi_line else ". "
    if status.next_free is None:
        text += "It is not free again in the next 8 weeks."
    elif status.next_free != plan.start:
        text += f"It is next free {moment_label(status.next_free, tz)}."
    else:
        text += "It is free outside those times." if plan.exact_start else "It is free the rest of that time."
    return text


def _out_of_use_text(
    status: ResourceStatus, out: list[Occurrence], plan: QueryPlan, tz: ZoneInfo, alone: bool
) -> str:
    """A thing out of use then ("is the van free thursday?" while it is in the shop): its state
    and for how long, the other uses said after, and when it is back. "No" answers a question
    about it alone, not "which car can I take?"."""
    said = "; ".join(
        f"{out_of_use(o.title, status.name)} {when_words(o.start, o.end, tz, all_day=o.all_day)}" for o in out
    )
    asked = (plan.start, plan.end)
    covered = any(asked[0] and asked[1] and o.start <= asked[0] and o.end >= asked[1] for o in out)
    lead = "No, the" if alone and covered else "The"  # out all the time asked about: a plain no
    text = f"{lead} {status.name} is {said}."
    others = [b for b in status.bookings if b not in out]
    if others:
        text += (
            " It is also booked "
            + "; ".join(
                f"{clock_span(b.start, b.end, tz)} {day_label(b.start.astimezone(tz).date())} for {b.title}"
                for b in others
            )
            + "."
        )
    back, returns = status.next_free, max(o.end for o in out)
    if back is not None and back < returns:
        back = returns  # free before it goes in: when it is back is what matters
    if back is None:
        text += " It is not free again in the next 8 weeks."
    else:
        local = back.astimezone(tz)
        when = day_label(local.date()) if local.time() == time(0) else moment_label(back, tz)
        text += f" It is free again {when}."
    return text


def _resource_summary(status: ResourceStatus, plan: QueryPlan, tz: ZoneInfo) -> str:
    period = _period(plan, tz)
    if status.out_of_service:
        return f"The {status.name} is out of service."
    if status.free:
        return f"The {status.name} is free {period}."
    out = [b for b in status.bookings if is_outage(b.title, b.participants, b.resources)]
    if out:  # "the Minivan is in the shop", not "in use 1 time"
        return f"The {status.name} is {out_of_use(out[0].title, status.name)} {period}."
    if plan.exact_start:
        return f"The {status.name} is booked {period}."
    count = len(status.bookings)
    return f"The {status.name} is in use {count} time{'s' if count != 1 else ''} {period}."


def _resources(answer: QueryAnswer, names: Names, tz: ZoneInfo) -> tuple[str, str]:
    alone = len(answer.resource_status) == 1
    texts = [_resource_text(s, answer.plan, names, tz, alone) for s in answer.resource_status]
    summary = " ".join(_resource_summary(s, answer.plan, tz) for s in answer.resource_status)
    if answer.plan.seats_asked:
        seated = [_seated(s, answer.plan.riders, answer.roomier) for s in answer.resource_status]
        texts = [*filter(None, seated), *texts]
    return "\n".join(texts), summary


def _seated(status: ResourceStatus, riders: int | None, roomier: list[str]) -> str:
    """ "The Sedan seats 5, so all 4 fit." — said first, as it is what was asked; when they
    won't, which of the family's other cars would ("(the Minivan seats 7)")."""
    if status.seats is None:
        return ""
    seats = f"The {status.name} seats {status.seats}"
    if riders is None:
        return f"{seats}."
    if riders <= status.seats:
        return f"{seats}, so {'both' if riders == 2 else f'all {riders}'} fit." if riders > 1 else f"{seats}."
    other = f" ({join_names(roomier)})" if roomier else ""
    return f"{seats}: {riders} won't fit{other}."


def _conflict_line(conflict: Conflict, names: Names, tz: ZoneInfo) -> str:
    """The conflict check's own words when it gave them, else what and who."""
    if conflict.details:
        return conflict.details
    when = ""
    if conflict.start is not None and conflict.end is not None:
        when = f"{clock_span(conflict.start, conflict.end, tz)} "
    who = f" ({names(conflict.participants)})" if conflict.participants else ""
    return f"{when}{conflict.event_title or conflict.type.replace('_', ' ')}{who}"


def _clash_start(conflict: Conflict) -> datetime:
    assert conflict.start is not None
    return conflict.start


def _what_if(plan: QueryPlan, names: Names) -> str:
    """'dentist for Jake', 'Mike with the Minivan', 'the Minivan'."""
    who = names(plan.members) if plan.members_named else ""
    using = names(plan.resources) if plan.resources else ""
    if plan.title:
        subject = f"{plan.title} for {who}" if who else plan.title
        return f"{subject} with the {using}" if using else subject
    if who and using:
        return f"{who} with the {using}"
    return who or (f"the {using}" if using else "that")


def _conflicts(answer: QueryAnswer, names: Names, tz: ZoneInfo) -> tuple[str, str]:
    plan = answer.plan
    findings = answer.conflicts
    assert findings is not None
    period = _period(plan, tz)
    if findings.mode == "hypothetical":
        subject = _what_if(plan, names)
        over = "That time has gone by. As the calendar stood, " if plan.past else ""
        if not findings.conflicts:
            fits = "fitted" if plan.past else "fits"
            text = f"{over or 'N'}{'n' if over else ''}o clash: {subject} {period} {fits} the calendar."
            return text, text
        verdict = "Yes, it would clash" if findings.has_blocking else "No clash, but note"
        verdict = f"{over}{verdict[0].lower()}{verdict[1:]}" if over else verdict
        head = f"{verdict}: {subject} {period}"
    else:
        scope = f" for {names(plan.members)}" if plan.members_named else ""
        if not findings.conflicts:
            text = f"No double bookings or over-capacity{scope} {period}."
            return text, text
        count = len(findings.conflicts)
        head = f"{count} conflict{'s' if count != 1 else ''}{scope} {period}"
    lines = [f"{head}:"]
    dated = [c for c in findings.conflicts if c.start is not None]
    if _one_day(plan, tz):
        lines.extend(f"- {_conflict_line(c, names, tz)}" for c in dated)
    else:
        for day, items in by_day(dated, _clash_start, tz).items():
            lines.append(f"- {day_label(day)}: " + "; ".join(_conflict_line(c, names, tz) for c in items))
    undated = [c for c in findings.conflicts if c.start is None]
    lines.extend(f"- {_conflict_line(c, names, tz)}" for c in undated)
    first = _conflict_line(findings.conflicts[0], names, tz)
    return "\n".join(lines), f"{head}: {first}"
