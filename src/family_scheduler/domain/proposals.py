"""Turning a parsed request into a concrete proposal: the event as it would be written.

A booking at the time asked or the slot search's best time; a change or cancellation of
the located event, for one occurrence, this one and the following, or the whole series;
a chosen way out applied; and the what-if view of the calendar a proposal's other
changes make. Pure: nothing here reads the clock or writes the calendar.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from family_scheduler.bare_hours import as_said_for
from family_scheduler.calendar.base import CalendarReader
from family_scheduler.calendar.overlay import OverlayCalendar
from family_scheduler.domain.conflicts.wording import short_date
from family_scheduler.domain.guest_list import guests_after, guests_there, new_guests
from family_scheduler.domain.left_as_is import leave_as_is
from family_scheduler.domain.new_days import changed_days, day_moved, days_left, dropped_days, new_days
from family_scheduler.domain.pencilled import CONFIRM, PENCIL, held_once, pencil_in
from family_scheduler.domain.series import rest_of_series, split_series
from family_scheduler.domain.slots import SchedulingResult
from family_scheduler.domain.targets import EventTarget
from family_scheduler.domain.undo import RELOCATED
from family_scheduler.models.events import (
    Alarm,
    Event,
    HeldStatus,
    Occurrence,
    OccurrenceOverride,
    occurrence_key,
)
from family_scheduler.models.family import Family
from family_scheduler.models.request import DEFAULT_MINUTES, SHORTEST_MINUTES, LeftOutSpan, ParsedRequest
from family_scheduler.models.results import Proposal, Resolution, Scope, ValidationResult
from family_scheduler.recurrence import expand, series_start_at, series_wall_start
from family_scheduler.timeutil import (
    at_local,
    describe_local,
    describe_span,
    elapsed,
    local_clock_span,
    local_wall,
    localize,
    wall_shifted,
    whole_local_day,
    zone,
)
from family_scheduler.wording import at_place, describe_event, guest_names, join_names, people, things_booked

REMINDER_MINUTES = 1
"""A reminder is a moment: kept one minute long so every listing of that minute shows it."""

MIN_LENGTH = timedelta(minutes=SHORTEST_MINUTES)


def default_title(request: ParsedRequest, family: Family) -> str:
    if request.out_of_service and request.resources:  # "Minivan in the shop": the thing and its state
        names = join_names([family.display_name(r) for r in request.resources])
        return f"{names} {request.title or 'out of service'}"
    if request.title:
        return request.title
    if request.resources:  # "we need both cars saturday morning": the Minivan and Sedan booking
        return things_booked(family, request.resources)
    return "time together" if len(request.participants) > 1 else "event"


def draft_create(
    request: ParsedRequest,
    start: datetime,
    end: datetime,
    speaker: str,
    family: Family,
    proposal_id: str,
    chosen_by: Literal["family", "assistant"],
    length_words: str | None = None,
) -> Proposal:
    """A new event at [start, end) as the request describes it: its place, its own zone, whole
    days, a reminder, shown as free or busy when the family said so; `length_words`: the
    length we took, and why, when nobody said one ("2 hours, as a movie usually runs")."""
    own_zone = request.timezone or family.timezone
    if request.recurrence and request.said_time:
        start, end = _said_wall_start(start, end, request.said_time, zone(own_zone))
    event = Event(
        id=f"evt-{proposal_id}",
        title=default_title(request, family),
        start=start,
        end=end,
        timezone=own_zone,
        recurrence=request.recurrence,
        participants=[] if request.out_of_service else request.participants or [speaker],
        resources=[] if request.kind == "reminder" else request.resources,
        status="confirmed",
        created_by=speaker,
        kind=request.kind,
        all_day=request.all_day,
        location=request.place,
        transparency=None
        if request.blocks_time is None
        else "opaque"
        if request.blocks_time
        else "transparent",
        guests=request.guests,
        exdates=_left_out(request, start, zone(own_zone)),
    )
    tz = ZoneInfo(family.timezone)
    event = _spans_left_out(event, request, tz)
    described = describe_event(event, family, tz) + left_out_words(event, tz, request.except_spans)
    if length_words:
        described += f" ({length_words})"
    drafted = Proposal(
        id=proposal_id,
        action="create",
        event=event,
        requested_by=speaker,
        chosen_by=chosen_by,
        summary=f"{'Set a ' if event.kind == 'reminder' else 'Book '}{described}",
    )
    return pencil_in(drafted) if request.tentative else drafted  # "pencil in the dentist ..."


def left_out_words(event: Event, tz: ZoneInfo, spans: Sequence[LeftOutSpan] = ()) -> str:
    """', except Mon Dec 21' for the days a new series leaves out (its exdates), ' (Tue Dec 22
    is not one of its days)' for those it never falls on, and each span said with what it
    leaves out: ', except over thanksgiving week (Tue Nov 24)'; '' for none."""
    if not event.exdates and not spans:
        return ""
    kept = event.model_copy(update={"exdates": []})
    bounds = [(_midnight(s.first, tz), _midnight(s.last + timedelta(days=1), tz)) for s in spans]
    alone = [d for d in event.exdates if not any(first <= d < end for first, end in bounds)]
    days = [(d, bool(expand(kept, d, d + timedelta(minutes=1)))) for d in alone]
    left = [short_date(d, tz) for d, on in days if on]
    not_its = [short_date(d, tz) for d, on in days if not on]
    notes: list[str] = []
    for span, (first, end) in zip(spans, bounds, strict=True):
        inside = [d for d in event.exdates if first <= d < end]
        dates = f"{short_date(first, tz)} to {short_date(end - timedelta(days=1), tz)}"
        if not inside:
            notes.append(f"{span.name}, {dates}, has none of its days")
            continue
        which = (
            join_names([short_date(d, tz) for d in inside])
            if len(inside) <= SPAN_DATES_LISTED
            else f"{len(inside)} times, {short_date(inside[0], tz)} to {short_date(inside[-1], tz)}"
        )
        if span.assumed:  # "christmas break": our reading of it, said so
            which += f"; I took it as {dates}, say so if yours differs"
        left.append(f"over {span.name} ({which})")
    words = f", except {join_names(left)}" if left else ""
    if not_its:  # "every monday except the 22nd": a tuesday, so nothing is left out then
        notes.insert(0, f"{join_names(not_its)} {'is' if len(not_its) == 1 else 'are'} not one of its days")
    return words + "".join(f" ({note})" for note in notes)


SPAN_DATES_LISTED = 4
"""A span leaving out more occurrences than this says how many instead of each date."""


def _midnight(day: date, tz: ZoneInfo) -> datetime:
    return localize(datetime.combine(day, datetime.min.time()), tz)


def _left_out(request: ParsedRequest, start: datetime, tz: ZoneInfo) -> list[datetime]:
    """The occurrence starts a new series leaves out: the days said ("but not on the 21st")
    at the series' own clock time, each in the series' zone."""
    if not request.recurrence or not request.except_days:
        return []
    clock = start.astimezone(tz).time()
    return [localize(datetime.combine(day, clock), tz) for day in request.except_days if day >= start.date()]


def _spans_left_out(event: Event, request: ParsedRequest, tz: ZoneInfo) -> Event:
    """The new series without its occurrences inside the spans said ("except thanksgiving
    week"): each one's start becomes an exception, as a day said would."""
    if not event.recurrence or not request.except_spans:
        return event
    starts = list(event.exdates)
    for span in request.except_spans:
        first, end = _midnight(span.first, tz), _midnight(span.last + timedelta(days=1), tz)
        starts += [o.original_start or o.start for o in expand(event, first, end) if o.start >= first]
    event = event.model_copy(update={"exdates": sorted(set(starts))})
    kept = expand(event, event.start, event.start + FIRST_KEPT_WITHIN)
    if kept and kept[0].start != event.start:  # "swim every tuesday except this week": from next week
        length = event.end - event.start
        event = event.model_copy(update={"start": kept[0].start, "end": kept[0].start + length})
    return event


FIRST_KEPT_WITHIN = timedelta(days=400)
"""How far a new series' first kept occurrence is looked for when its first ones are left out."""


def _said_wall_start(start: datetime, end: datetime, said: str, tz: ZoneInfo) -> tuple[datetime, datetime]:
    """A series' start at the clock time said, RFC 5545 style: "every sunday at 2:30am starting
    march 14" repeats at 02:30 even though that first Sunday the clocks skip it."""
    hour, minute = (int(x) for x in said.split(":"))
    local = start.astimezone(tz)
    wall = local.replace(hour=hour, minute=minute, tzinfo=None)
    if localize(wall, tz) != start or local.replace(tzinfo=None) == wall:
        return start, end  # the said time is the start's own reading: nothing to keep
    written = series_start_at(wall, tz)
    return written, written + elapsed(start, end)


def booking_proposal(
    request: ParsedRequest,
    found: SchedulingResult | None,
    speaker: str,
    family: Family,
    proposal_id: str,
    now: datetime | None = None,
) -> Proposal | None:
    """The new event at the time the family stated, else at the scheduler's best time
    (then the family is asked first); None when nothing fits. `now`: a reminder for a part of
    today already begun is due now, never in the past."""
    minutes = (found.duration_minutes if found else None) or request.duration_minutes or DEFAULT_MINUTES
    usual = found.length_words if found else None  # the activity's usual length, nobody said one
    if request.kind == "reminder" and not request.all_day:
        minutes, usual = REMINDER_MINUTES, None
    if request.start is not None:
        start = request.start
        if request.end and request.end > start:
            end, usual = request.end, None
        else:
            end = start + timedelta(minutes=minutes)
        return draft_create(request, start, end, speaker, family, proposal_id, "family", usual)
    part = request.window
    if (
        request.kind == "reminder"
        and not request.all_day
        and part
        and part[1] - part[0] < timedelta(hours=20)
    ):
        # "remind emma to bring her permission slip wednesday morning": due as the morning
        # starts; a reminder takes nobody's time, so no free slot is looked for
        due = max(part[0], now) if now is not None and now < part[1] else part[0]
        return draft_create(
            request, due, due + timedelta(minutes=minutes), speaker, family, proposal_id, "family"
        )
    if found is not None and found.recommended is not None:
        best = found.recommended
        return draft_create(request, best.start, best.end, speaker, family, proposal_id, "assistant", usual)
    return None


def scope_of(target: EventTarget, chosen: Scope | None) -> Scope | None:
    """Which occurrences a change is for: the family's choice, those from the day named on
    ("from jan 4 on"), the one on the day named, or the whole event when it does not
    repeat; None when the family must be asked."""
    if chosen is not None:
        return chosen
    if target.since is not None:
        return "following"  # "from jan 4 on": that one and every one after it
    if target.date_named:
        return "occurrence"
    if target.series is not None and target.series.recurrence:
        return None
    return "series"


def change_proposal(
    request: ParsedRequest,
    target: EventTarget,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
) -> Proposal | None:
    """The located event changed or cancelled as asked; None when the request does not say
    what should change."""
    assert target.chosen is not None and target.series is not None
    if request.intent == "cancel":
        kept = days_left(request, target.series) if scope != "occurrence" else None
        if kept is not None:  # "no more gym on fridays": the series loses those days only
            tz = ZoneInfo(family.timezone)
            series, occ = target.series, target.chosen
            new, beside, said = dropped_days(
                series, occ, kept, scope, tz, proposal_id, speaker, request.since
            )
            return _series_proposal("modify", series, occ, new, scope, speaker, proposal_id, said, beside)
        return draft_cancel(target.series, target.chosen, scope, speaker, family, proposal_id)
    if request.new_title is not None:
        return draft_rename(request.new_title, target, scope, speaker, family, proposal_id)
    if request.new_place is not None and request.start is not None:  # "... at grandma's sunday at 5"
        return draft_move_elsewhere(request, request.new_place, target, scope, speaker, family, proposal_id)
    if request.new_place is not None:
        return draft_relocate(request.new_place, target, scope, speaker, family, proposal_id)
    if request.new_notes is not None:
        return draft_notes(request.new_notes, target, scope, speaker, family, proposal_id)
    if request.changes_who_comes():
        return draft_roster(request, target.series, target.chosen, scope, speaker, family, proposal_id)
    if swaps_resources(request, target.chosen):
        return draft_resources(request, target.series, target.chosen, scope, speaker, family, proposal_id)
    return draft_modify(request, target.series, target.chosen, scope, speaker, family, proposal_id)


def swaps_resources(request: ParsedRequest, occ: Occurrence) -> bool:
    """ "Take the sedan instead", "make it the sedan": things named with no new time, not
    the ones it has already."""
    moved = (
        request.start is not None
        or request.window is not None
        or request.shift_minutes
        or request.duration_minutes
        or request.lengthen_minutes
        or request.to_day is not None
        or request.recurrence is not None
    )
    return bool(request.resources) and not moved and not set(request.resources) <= set(occ.resources)


def _swapped(family: Family, had: list[str], wanted: list[str]) -> list[str]:
    """`had` with each wanted thing in place of the ones of its kind (the Sedan for the
    Minivan); one of a kind it had none of is added."""
    kinds = {r: found.kind if (found := family.resource(r)) is not None else r for r in [*had, *wanted]}
    wanted_kinds = {kinds[r] for r in wanted}
    kept = [r for r in had if kinds[r] not in wanted_kinds]
    return [*kept, *(r for r in wanted if r not in kept)]


def draft_resources(
    request: ParsedRequest,
    series: Event,
    occ: Occurrence,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
) -> Proposal | None:
    """What an event uses changed ("take the sedan instead", "switch piano to the sedan"):
    each thing named takes the place of the one of its kind; None when nothing changes."""
    tz = ZoneInfo(family.timezone)
    using = _swapped(family, list(occ.resources), list(request.resources))
    if sorted(using) == sorted(occ.resources):
        return None
    names = [family.display_name(r) for r in using if r not in occ.resources]
    gone = [family.display_name(r) for r in occ.resources if r not in using]
    when = describe_span(occ.start, occ.end, tz)
    what = f"Take the {join_names(names)} for {occ.title} on {when}"
    if gone:
        what += f" instead of the {join_names(gone)}"
    changed, side, suffix = _changed_in_scope(series, occ, scope, speaker, proposal_id, resources=using)
    return _series_proposal("modify", series, occ, changed, scope, speaker, proposal_id, what + suffix, side)


def _changed_in_scope(
    series: Event, occ: Occurrence, scope: Scope, speaker: str, proposal_id: str, **update: list[str] | str
) -> tuple[Event, list[Event], str]:
    """`series` with `update` (participants, resources, title or place) for the occurrences `scope`
    says, the events written beside it (a series ended before `occ`), and the words for the scope."""
    if not series.recurrence:
        return series.model_copy(update=update), [], ""
    original = occ.original_start or occ.start
    if scope == "occurrence":
        return with_override(series, occ, **update), [], " (this occurrence only)"
    if scope == "following":
        ended, remaining = split_series(series, original)
        if ended is None:
            return series.model_copy(update=update), [], " (this one and all after it)"
        length = series.end - series.start
        rest = rest_of_series(
            series,
            remaining,
            original,
            original + length,
            series.participants,
            speaker,
            proposal_id,
            original,
        )
        return rest.model_copy(update=update), [ended], " (this one and all after it)"
    return series.model_copy(update=update), [], " (every one)"


def draft_roster(
    request: ParsedRequest,
    series: Event,
    occ: Occurrence,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
) -> Proposal | None:
    """Who takes part changed ("add Mike to Sunday's family dinner", "take Jake off the swim
    class", "emma's friend lily is coming to swim saturday"); the occurrence cancelled when
    no member is left; None when nothing changes. Guests change who comes along only: the
    members' times are as they were, so no clash is looked for on their account."""
    tz = ZoneInfo(family.timezone)
    taking_part = sorted((set(occ.participants) | set(request.joining)) - set(request.leaving))
    if not taking_part and request.leaving:
        return draft_cancel(series, occ, scope, speaker, family, proposal_id)
    coming = guests_after(occ.guests, request.guests_joining, request.guests_leaving)
    if taking_part == sorted(occ.participants) and coming == list(occ.guests):
        return None
    when = describe_span(occ.start, occ.end, tz)
    gone = [family.display_name(p) for p in request.leaving if p in occ.participants]
    gone += guests_there(occ.guests, request.guests_leaving)
    new = [family.display_name(p) for p in request.joining if p not in occ.participants]
    added = join_names(
        [*new, *([guest_names(fresh)] if (fresh := new_guests(occ.guests, request.guests_joining)) else [])]
    )
    if new or fresh:
        what = f"Add {added} to {occ.title} on {when}"
        if gone:  # "oops wrong kid, it's emma": one in the other's place
            what = f"Put {added} on {occ.title} on {when} instead of {join_names(gone)}"
    else:
        what = f"Take {join_names(gone)} off {occ.title} on {when}"
    update: dict[str, list[str] | str] = {"participants": taking_part}
    if coming != list(occ.guests):
        update["guests"] = coming
    changed, side, suffix = _changed_in_scope(series, occ, scope, speaker, proposal_id, **update)
    return _series_proposal("modify", series, occ, changed, scope, speaker, proposal_id, what + suffix, side)


def draft_rename(
    new_title: str, target: EventTarget, scope: Scope, speaker: str, family: Family, proposal_id: str
) -> Proposal | None:
    """The located event under a new name ('rename the dentist to "Ortho check"') for the
    occurrences `scope` says, its times, people and things as they are (so no clash is
    looked for); None when it has that name already."""
    assert target.chosen is not None
    if new_title == target.chosen.title:
        return None
    to = f' to "{new_title}"'
    drafted = _one_thing_changed(target, scope, speaker, family, proposal_id, "Rename ", to, title=new_title)
    return drafted.model_copy(update={"renames": True})


def draft_relocate(
    new_place: str, target: EventTarget, scope: Scope, speaker: str, family: Family, proposal_id: str
) -> Proposal | None:
    """The located event at a new place ("family dinner is at grandma's this sunday") for
    the occurrences `scope` says, its times, people and things as they are (so no clash is
    looked for); None when it is there already."""
    was = target.chosen.location if target.chosen is not None else None
    if was is not None and new_place.casefold() == was.casefold():
        return None
    to = f"{f' from {was}' if was else ''} to {new_place}"
    drafted = _one_thing_changed(
        target, scope, speaker, family, proposal_id, RELOCATED, to, location=new_place
    )
    return drafted.model_copy(update={"relocates": True})


def draft_notes(
    notes: str, target: EventTarget, scope: Scope, speaker: str, family: Family, proposal_id: str
) -> Proposal | None:
    """The located event with `notes` added after the notes it has (one occurrence's own, or
    the series'), its times, people and things as they are (so no clash is looked for); None
    when its notes say that already."""
    occ = target.chosen
    assert occ is not None
    had = (occ.notes or "").strip()
    if notes.casefold() in had.casefold():
        return None
    joined = f"{had}\n{notes}" if had else notes
    drafted = _one_thing_changed(
        target, scope, speaker, family, proposal_id, "Add to the notes of ", f': "{notes}"', notes=joined
    )
    return drafted.model_copy(update={"renames": True})


def draft_hold(
    status: HeldStatus, target: EventTarget, scope: Scope, speaker: str, family: Family, proposal_id: str
) -> Proposal | None:
    """The located booking pencilled in ("pencil in emma's swim on dec 8") or made firm for
    the occurrences `scope` says, nothing else of it changed (so no clash is looked for: a
    tentative booking takes its time as a firm one does); None when it is held so already."""
    series, occ = target.series, target.chosen
    assert series is not None and occ is not None
    verb = PENCIL if status == "proposed" else CONFIRM
    if series.recurrence and scope == "occurrence":
        if occ.status == status:
            return None
        tz = ZoneInfo(family.timezone)
        what = f"{verb}{occ.title} on {describe_span(occ.start, occ.end, tz)} (this occurrence only)"
        changed = held_once(series, occ, status)
        drafted = _series_proposal("modify", series, occ, changed, scope, speaker, proposal_id, what)
    else:
        if series.status == status and occ.status == status:
            return None
        drafted = _one_thing_changed(target, scope, speaker, family, proposal_id, verb, "", status=status)
    return drafted.model_copy(update={"renames": True})


def draft_move_elsewhere(
    request: ParsedRequest,
    new_place: str,
    target: EventTarget,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
) -> Proposal | None:
    """A new time and a new place said together ("family dinner is at grandma's sunday at
    5"): one change, the time drafted as any move (so clashes are looked for) and the place
    with it for the same occurrences; at the time it has already, the place alone changes."""
    series, occ = target.series, target.chosen
    assert series is not None and occ is not None
    moved = draft_modify(request, series, occ, scope, speaker, family, proposal_id)
    if moved is None or moved.event is None:
        return draft_relocate(new_place, target, scope, speaker, family, proposal_id)
    event = moved.event
    if scope == "occurrence":
        event = with_override(event, occ, location=new_place)
    else:
        event = event.model_copy(update={"location": new_place})
    summary, aside, rest = moved.summary.partition(" (")
    summary = f"{summary} {at_place(new_place)}{aside}{rest}"
    return moved.model_copy(update={"event": Event.model_validate(event.model_dump()), "summary": summary})


def _one_thing_changed(
    target: EventTarget,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
    verb: str,
    to: str,
    **update: str,
) -> Proposal:
    """The located event with `update` (its name or place) for the occurrences `scope` says,
    said as `verb` + which ones + `to` ("Rename every piano lesson to "keys"")."""
    series, occ = target.series, target.chosen
    assert series is not None and occ is not None
    tz = ZoneInfo(family.timezone)
    changed, side, suffix = _changed_in_scope(series, occ, scope, speaker, proposal_id, **update)
    if series.recurrence and scope == "following":
        what = f"{verb}{occ.title}{to} from {short_date(occ.start, tz)} on"
    elif series.recurrence and scope == "series":
        what, suffix = f"{verb}every {occ.title}{to}", " (the whole series)"
    else:
        what = f"{verb}{occ.title} on {describe_span(occ.start, occ.end, tz)}{to}"
    return _series_proposal("modify", series, occ, changed, scope, speaker, proposal_id, what + suffix, side)


def new_times(request: ParsedRequest, occ: Occurrence, tz: ZoneInfo) -> tuple[datetime, datetime] | None:
    """Where a modify request moves an occurrence: a shift, a new start, or a new length."""
    length = occ.end - occ.start
    if request.duration_minutes:
        length = timedelta(minutes=request.duration_minutes)
    if request.lengthen_minutes and not request.duration_minutes:
        # "make it an hour longer": the same start, a longer (or shorter) event
        length = max(length + timedelta(minutes=request.lengthen_minutes), MIN_LENGTH)
        if request.shift_minutes is None and request.start is None:
            return occ.start, occ.start + length
    if request.shift_minutes:
        start = occ.start + timedelta(minutes=request.shift_minutes)
        if request.to_day is not None:  # "move swim to sunday, an hour earlier"
            start = localize(datetime.combine(request.to_day, local_wall(start, tz).time()), tz)
        return start, start + length
    if request.start is not None:
        start = request.start
        if request.end is not None and request.end > start:
            length = request.end - start
        # "move it to 8" for a 7pm call is 8pm, as "make it 7" for a 4pm dentist is 7pm.
        start = as_said_for(start, occ.start, request.text, tz, request.end)
        if request.weekday_alone:  # "sorry, I meant wednesday" of a dentist next Tuesday
            start = in_its_week(start, occ, tz)
        if not request.day_named and occ.start.astimezone(tz).date() != start.astimezone(tz).date():
            # "move Jake's dentist to 4": a clock time alone keeps the event's own day.
            start = localize(
                local_wall(occ.start, tz).replace(
                    hour=start.astimezone(tz).hour, minute=start.astimezone(tz).minute
                ),
                tz,
            )
        return start, start + length
    if request.start is None and request.end is not None and not request.duration_minutes:
        end = _end_on_its_day(request, request.end, occ, tz)  # "actually until 10"
        if end > occ.start:
            return occ.start, end
    if request.duration_minutes or request.end is not None:
        end = request.end if request.end is not None and request.end > occ.start else occ.start + length
        return occ.start, end
    day = _day_moved_to(request, occ, tz)
    if day is not None and request.weekday_alone:
        day = in_its_week(localize(datetime.combine(day, time()), tz), occ, tz).date()
    if day is not None:
        # "move piano to friday": that day, at the time it has now.
        start = localize(datetime.combine(day, local_wall(occ.start, tz).time()), tz)
        return start, start + length
    return None


def in_its_week(moved: datetime, occ: Occurrence, tz: ZoneInfo) -> datetime:
    """A day said by its weekday alone, for an event in a later week than the next such
    day, is that weekday in the event's own week (Monday to Sunday): "move the dentist on
    Dec 15 to friday" is Fri Dec 18, not the Friday coming. Never moved earlier."""
    week_of_event = occ.start.astimezone(tz).date()
    week_of_event -= timedelta(days=week_of_event.weekday())
    local = moved.astimezone(tz)
    weeks = (week_of_event - (local.date() - timedelta(days=local.weekday()))).days // 7
    return wall_shifted(local, timedelta(weeks=weeks), tz) if weeks > 0 else moved


def _end_on_its_day(request: ParsedRequest, end: datetime, occ: Occurrence, tz: ZoneInfo) -> datetime:
    """A new end said with no day ("make it end at 10") on the occurrence's own day; a bare
    hour that would end it before it starts is the one after ("until 10" of a 7pm film)."""
    if not request.day_named and end.astimezone(tz).date() != occ.start.astimezone(tz).date():
        end = at_local(occ.start.astimezone(tz).date(), local_wall(end, tz).time(), tz)
    if end <= occ.start and request.half_unsaid and end + timedelta(hours=12) > occ.start:
        end += timedelta(hours=12)
    return end


def _day_moved_to(request: ParsedRequest, occ: Occurrence, tz: ZoneInfo) -> date | None:
    """The one whole day a modify names when the occurrence is not on it: where it goes."""
    day = whole_local_day(*request.window, tz) if request.window is not None else None
    if day is None and request.window is not None and request.start is None:
        day = _its_hours_that_day(request.window, occ, tz)
    if day is None or occ.start.astimezone(tz).date() == day:
        return None
    return day


def _its_hours_that_day(window: tuple[datetime, datetime], occ: Occurrence, tz: ZoneInfo) -> date | None:
    """The day of a part-day window its own hours fit in: "move family dinner to saturday"
    is read as Saturday's dinner time, 5–8pm, and the 6pm dinner keeps its hour there."""
    lo, hi = (moment.astimezone(tz) for moment in window)
    if lo.date() != (hi - timedelta(microseconds=1)).date():
        return None
    start, end = local_wall(occ.start, tz).time(), local_wall(occ.end, tz).time()
    fits = lo.time() <= start and (end <= hi.time() or hi.time() == time()) and start < end
    return lo.date() if fits else None


def draft_modify(
    request: ParsedRequest,
    series: Event,
    occ: Occurrence,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
) -> Proposal | None:
    """The changed event; None when the request does not say what to change."""
    tz = ZoneInfo(family.timezone)
    moved = new_times(request, occ, tz)
    days = new_days(request, series)
    if days is None and moved is not None:
        days = day_moved(series, occ, moved[0], scope, tz)  # "move swim to sunday", every one
    if days is not None:  # "move piano to wednesdays": the rule's days change
        times = moved or (occ.start, occ.end)
        new, beside, said = changed_days(
            series, occ, days, times, scope, tz, proposal_id, speaker, request.since
        )
        return _series_proposal("modify", series, occ, new, scope, speaker, proposal_id, said, beside)
    if moved is None or moved == (occ.start, occ.end):
        return None  # a change to the time it has already is no change: asked what to change
    start, end = moved
    original = occ.original_start or occ.start
    side: list[Event] = []
    verb = "Change" if start == occ.start else "Move"  # "an hour longer" keeps the start
    if series.recurrence and scope == "occurrence":
        overrides = dict(series.overrides)
        overrides[occurrence_key(original)] = OccurrenceOverride(start=start, end=end)
        changed = series.model_copy(update={"overrides": overrides})
        what = (
            f"{verb} {occ.title} on {describe_span(occ.start, occ.end, tz)} "
            f"to {describe_span(start, end, tz)} (this occurrence only)"
        )
    elif series.recurrence and scope == "following":
        ended, remaining = split_series(series, original)
        day = short_date(occ.start, tz)
        what = (
            f"{verb} {occ.title} to {local_clock_span(start, end, tz)} from {day} on "
            "(this one and all after it)"
        )
        if ended is None:
            # Cut at its very first occurrence: the whole series moves; nothing is cancelled.
            delta = start - occ.start
            new_start = localize(local_wall(series.start, tz) + delta, tz)
            changed = series.model_copy(update={"start": new_start, "end": new_start + (end - start)})
        else:
            changed = rest_of_series(
                series, remaining, start, end, series.participants, speaker, proposal_id, original
            )
            side = [ended]
            what += f"; the ones before keep {local_clock_span(occ.start, occ.end, tz)}"
    elif series.recurrence:
        delta = start - occ.start
        # The series' own clock time (02:30 for one begun the night the clocks skip it).
        new_start = series_start_at(series_wall_start(series.start, tz) + delta, tz)
        changed = series.model_copy(update={"start": new_start, "end": new_start + (end - start)})
        what = (
            f"Move every {occ.title} to start at {start.astimezone(tz):%H:%M} (whole series)"
            if verb == "Move"
            else f"Change every {occ.title} to {local_clock_span(start, end, tz)} (whole series)"
        )
    else:
        changed = series.model_copy(update={"start": start, "end": end})
        what = (
            f"{verb} {occ.title} from {describe_span(occ.start, occ.end, tz)} "
            f"to {describe_span(start, end, tz)}"
        )
    return _series_proposal("modify", series, occ, changed, scope, speaker, proposal_id, what, side)


def with_people(event: Event, occ: Occurrence, participants: list[str]) -> Event:
    """`event` with `participants` taking part in `occ` (see `with_override`)."""
    return with_override(event, occ, participants=participants)


def with_override(event: Event, occ: Occurrence, **update: list[str] | str) -> Event:
    """`event` with `update` (participants, resources, title, place) for `occ` alone: that occurrence's
    override for a repeating event (its other changes kept), the event itself for a one-off."""
    if not event.recurrence:
        return event.model_copy(update=update)
    overrides = dict(event.overrides)
    key = occurrence_key(occ.original_start or occ.start)
    overrides[key] = (overrides.get(key) or OccurrenceOverride()).model_copy(update=update)
    return event.model_copy(update={"overrides": overrides})


def draft_cancel(
    series: Event,
    occ: Occurrence,
    scope: Scope,
    speaker: str,
    family: Family,
    proposal_id: str,
) -> Proposal:
    tz = ZoneInfo(family.timezone)
    original = occ.original_start or occ.start
    ended = split_series(series, original)[0] if series.recurrence and scope == "following" else None
    if series.recurrence and scope == "occurrence":
        changed = series.model_copy(update={"exdates": [*series.exdates, original]})
        what = f"Cancel {occ.title} on {describe_span(occ.start, occ.end, tz)} (this occurrence only)"
    elif ended is not None:
        changed = ended
        what = f"Cancel {occ.title} from {describe_span(occ.start, occ.end, tz)} on (this and following)"
    else:
        changed = series.model_copy(update={"status": "cancelled"})
        scope = "series"
        what = (
            f"Cancel every {occ.title} (the whole series)"
            if series.recurrence
            else f"Cancel {occ.title} on {describe_span(occ.start, occ.end, tz)}"
        )
    return _series_proposal("cancel", series, occ, changed, scope, speaker, proposal_id, what)


def _series_proposal(
    action: Literal["modify", "cancel"],
    series: Event,
    occ: Occurrence,
    changed: Event,
    scope: Scope,
    speaker: str,
    proposal_id: str,
    what: str,
    side: list[Event] | None = None,
) -> Proposal:
    """A proposal to change a stored event: the changed event re-validated, the series' version
    expected unchanged at commit, and the scope 'series' for a one-off."""
    return Proposal(
        id=proposal_id,
        action=action,
        event=Event.model_validate(changed.model_dump()),
        target_event_id=series.id,
        scope=scope if series.recurrence else "series",
        occurrence_start=occ.original_start,
        requested_by=speaker,
        side_events=side or [],
        expected_versions={series.id: series.version},
        summary=what,
    )


def what_if(calendar: CalendarReader, proposal: Proposal) -> CalendarReader:
    """The calendar as it would be with the proposal's other changes applied (not its own event)."""
    if not proposal.side_events:
        return calendar
    return OverlayCalendar(calendar, changed=proposal.side_events)


def apply_option(proposal: Proposal, option: Resolution, at: datetime) -> Proposal:
    """The proposal with a chosen way out taken: its finished events replace the proposal's
    event and join the other events written with it, each expected at the version it was
    read at (it is re-validated before anything is written); a preference set aside is
    recorded as such. The family picked it, so the time is theirs now. An option meaning the
    booking was the event in its way (`instead`) becomes that event's change alone."""
    if option.instead is not None:
        return instead_of_booking(proposal, option)
    event = proposal.event
    side: dict[str, Event] = {e.id: e for e in proposal.side_events}
    versions = dict(proposal.expected_versions)
    for finished in option.events:
        if event is not None and finished.id == event.id:
            event = finished
            continue
        versions.setdefault(finished.id, finished.version)
        side[finished.id] = finished
    summary = option.description.rstrip(".") if option.description else proposal.summary
    validations = list(proposal.validations)
    if option.strategy == "override_constraint":
        validations.append(ValidationResult(step="override", ok=True, details=option.description, at=at))
    if option.strategy == "leave_as_is":  # the van recorded, soccer left needing another car
        proposal = leave_as_is(proposal, option, at)
        return proposal.model_copy(update={"options": [], "summary": summary, "chosen_by": "family"})
    return proposal.model_copy(
        update={
            "event": event,
            "side_events": list(side.values()),
            "expected_versions": versions,
            "options": [],
            "conflicts": [],
            "summary": summary,
            "validations": validations,
            "chosen_by": "family",  # the family picked this way out
        }
    )


def instead_of_booking(proposal: Proposal, option: Resolution) -> Proposal:
    """Nothing booked: the proposal becomes the change of the event in the way the option
    writes ("move the piano lesson to 5:30, this occurrence only"), that event expected at
    the version it was read at, undone like any move."""
    assert option.instead is not None
    target = option.instead
    changed = next(e for e in option.events if e.id == target.event_id)
    if target.following:  # "piano every monday at 4:30": the lessons from then on move
        stored = target.series_id or changed.id
        side = [e for e in option.events if e.id != changed.id]
        version = next((e.version for e in side if e.id == stored), changed.version)
        return Proposal(
            id=proposal.id,
            action="modify",
            event=changed,
            target_event_id=stored,
            scope="following",
            occurrence_start=target.occurrence_start,
            side_events=side,
            validations=list(proposal.validations),
            requested_by=proposal.requested_by,
            chosen_by="family",
            expected_versions={stored: version},
            summary=option.description.rstrip("."),
        )
    return Proposal(
        id=proposal.id,
        action="modify",
        event=changed,
        target_event_id=changed.id,
        scope="occurrence" if changed.recurrence else "series",
        occurrence_start=target.occurrence_start,
        validations=list(proposal.validations),
        requested_by=proposal.requested_by,
        chosen_by="family",
        expected_versions={changed.id: changed.version},
        summary=option.description.rstrip("."),
    )


def alarm_proposal(
    request: ParsedRequest, target: EventTarget, speaker: str, family: Family, proposal_id: str
) -> Proposal | None:
    """A reminder of the located event ("remind me 1 day before the dentist"): an alarm on
    the event for the speaker (or the person named), before each of its occurrences."""
    assert target.chosen is not None and target.series is not None
    if request.remind_before_minutes is None:
        return None
    series, occ = target.series, target.chosen
    tz = ZoneInfo(family.timezone)
    who = request.participants[0] if len(request.participants) == 1 else speaker
    alarm = Alarm(minutes_before=request.remind_before_minutes, member=who)
    kept = [a for a in series.alarms if (a.minutes_before, a.member) != (alarm.minutes_before, who)]
    changed = series.model_copy(update={"alarms": [*kept, alarm]})
    due = occ.start - timedelta(minutes=alarm.minutes_before)
    each = " (before each one)" if series.recurrence else ""
    what = (
        f"Remind {people(family, [who])} {lead_words(alarm.minutes_before)} before {occ.title}{each}: "
        f"{describe_local(due, tz)}, for {describe_span(occ.start, occ.end, tz)}"
    )
    return Proposal(
        id=proposal_id,
        action="modify",
        event=Event.model_validate(changed.model_dump()),
        target_event_id=series.id,
        scope="series",
        requested_by=speaker,
        expected_versions={series.id: series.version},
        summary=what,
    )


def lead_words(minutes: int) -> str:
    """'1 day', '2 hours', '30 minutes', '1 hour 30 minutes'."""
    parts = []
    for size, unit in ((10080, "week"), (1440, "day"), (60, "hour"), (1, "minute")):
        if minutes >= size:
            n, minutes = divmod(minutes, size)
            parts.append(f"{n} {unit}{'s' if n != 1 else ''}")
    return " ".join(parts) or "right"
