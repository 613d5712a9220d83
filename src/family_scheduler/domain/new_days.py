"""A weekly activity moving to other days: "move piano to wednesdays", "Jake's soccer is
moving to mondays and wednesdays from now on".

The change is to the rule's days (BYDAY), not to one date: read as a plain move, the
series kept its Mondays and only its clock time changed, while the reply said it was
done. The time stays the series' own unless one is said ("to wednesdays at 5"); the
scope asked decides from where: the whole series, this one and all after it (the rest
carries on on the new days from the first of them on or after this one), or only this
one (moved to the first of the new days in its week).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.events import Event, Occurrence, OccurrenceOverride, occurrence_key
from family_scheduler.models.request import ParsedRequest
from family_scheduler.models.results import Scope
from family_scheduler.recurrence_rules import WEEKDAY_CODES, read_rule
from family_scheduler.repeat_words import DAY_NAMES
from family_scheduler.timeutil import describe_span, local_clock_span, local_wall, localize
from family_scheduler.wording import join_names

from .series import rest_of_series, split_series, with_parts


def _weekly_days(rule: str) -> set[int] | None:
    """The weekdays (0 = Monday) a weekly rule names, or None for a rule of another kind."""
    spec = read_rule(rule)
    return {day for day, _ in spec.byday} if spec.freq == "WEEKLY" else None


def new_days(request: ParsedRequest, series: Event) -> list[int] | None:
    """The weekdays a change moves a weekly series to, when it names other days than the
    series has; None when it is no change of days."""
    if request.intent != "modify" or not request.recurrence or not series.recurrence:
        return None
    said, own = _weekly_days(request.recurrence), _weekly_days(series.recurrence)
    if request.add_days and said and own is not None:
        said = said | (
            own or {local_wall(series.start, ZoneInfo(series.timezone)).weekday()}
        )  # "add thursdays too"
    if not said or own is None or said == own:
        return None
    return sorted(said)


def repeats_on_its_own_days(request: ParsedRequest, series: Event) -> bool:
    """Whether a change says the series' own weekdays as a repeat ("push family dinner back
    an hour every sunday" for the Sunday dinner): every one of them from now, not the next
    one alone and no change of days."""
    if not request.recurrence or not series.recurrence or request.add_days:
        return False
    if "COUNT=" in request.recurrence or "UNTIL=" in request.recurrence:
        return False  # "for 3 weeks": some of them, which is asked
    said, own = _weekly_days(request.recurrence), _weekly_days(series.recurrence)
    return bool(said) and said == own


def days_left(request: ParsedRequest, series: Event) -> list[int] | None:
    """The weekdays a weekly series keeps when a cancellation names only some of its days
    ("cancel gym on fridays", "no more gym on fridays"); None when it names none, all, or
    days the series is not on."""
    if request.intent != "cancel" or not request.recurrence or not series.recurrence:
        return None
    said, own = _weekly_days(request.recurrence), _weekly_days(series.recurrence)
    if not said or not own or not said < own:
        return None
    return sorted(own - said)


def named_weekdays(request: ParsedRequest) -> set[int]:
    """The weekdays a request's repeat names ("on fridays"), empty when it names none."""
    return (_weekly_days(request.recurrence) or set()) if request.recurrence else set()


def dropped_days(
    series: Event,
    occ: Occurrence,
    days: list[int],
    scope: Scope,
    tz: ZoneInfo,
    proposal_id: str,
    speaker: str,
    since: date | None = None,
) -> tuple[Event, list[Event], str]:
    """The series without some of its days, the events written beside it, and the change in
    words: "Stop gym on Fridays from Fri Nov 27 on; it stays on Mondays and Wednesdays"."""
    new, beside, _ = moved_to_days(
        series, occ, days, (occ.start, occ.end), scope, tz, proposal_id, speaker, since
    )
    own = _weekly_days(series.recurrence or "") or set()
    gone = join_names([f"{DAY_NAMES[d]}s" for d in sorted(own - set(days))])
    kept = join_names([f"{DAY_NAMES[d]}s" for d in days])
    when = (
        _from_first(series, occ, own - set(days), tz, since) if scope == "following" else "(the whole series)"
    )
    return new, beside, f"Stop {occ.title} on {gone} {when}; it stays on {kept}"


def _from_first(
    series: Event, occ: Occurrence, days: set[int], tz: ZoneInfo, since: date | None = None
) -> str:
    """ "from Fri Nov 27 6:30–7:30am on": the first of `days` from the occurrence's day on,
    at its time, where a change of days is first seen (not the Wednesday it was found on)."""
    if not days:
        return f"from {describe_span(occ.start, occ.end, tz)} on"
    day = _first_new_day(sorted(days), series, occ, since, tz)
    first = localize(datetime.combine(day, local_wall(occ.start, tz).time()), tz)
    return f"from {describe_span(first, first + (occ.end - occ.start), tz)} on"


def changed_days(
    series: Event,
    occ: Occurrence,
    days: list[int],
    times: tuple[datetime, datetime],
    scope: Scope,
    tz: ZoneInfo,
    proposal_id: str,
    speaker: str,
    since: date | None = None,
) -> tuple[Event, list[Event], str]:
    """The series on `days`, said as what stays and what goes when only days are taken out
    ("make it just mondays": Stop … on Fridays; it stays on …) or added ("add thursdays too":
    Add Thursdays …; it stays on … too), else as a move to the new days."""
    own = _weekly_days(series.recurrence or "") or set()
    same_time = times == (occ.start, occ.end)
    if same_time and set(days) < own and scope != "occurrence":
        return dropped_days(series, occ, days, scope, tz, proposal_id, speaker, since)
    new, beside, what = moved_to_days(series, occ, days, times, scope, tz, proposal_id, speaker, since)
    if same_time and own and set(days) > own and scope != "occurrence":
        added = join_names([f"{DAY_NAMES[d]}s" for d in sorted(set(days) - own)])
        kept = join_names([f"{DAY_NAMES[d]}s" for d in sorted(own)])
        when = (
            "(the whole series)"
            if scope == "series"
            else _from_first(series, occ, set(days) - own, tz, since)
        )
        what = f"Add {added} to {occ.title} {when}; it stays on {kept} too"
    return new, beside, what


def day_moved(
    series: Event, occ: Occurrence, start: datetime, scope: Scope, tz: ZoneInfo
) -> list[int] | None:
    """The weekly series' days once the occurrence's day moves to `start`'s ("move swim to
    sunday", the whole series or from this one on), or None when no day of the rule moves."""
    if scope == "occurrence" or not series.recurrence:
        return None
    own = _weekly_days(series.recurrence)
    old, new = occ.start.astimezone(tz).date(), start.astimezone(tz).date()
    if own is None or old == new:
        return None
    own = own or {local_wall(series.start, tz).weekday()}
    return sorted((own - {old.weekday()}) | {new.weekday()})


def _first_new_day(days: list[int], series: Event, occ: Occurrence, since: date | None, tz: ZoneInfo) -> date:
    """The first of `days` in the changed series: a weekday the series newly takes is first
    looked for from the day said ("to wednesdays starting dec 2": Wed Dec 2), a weekday it
    already had from the occurrence where it is cut (the Tuesdays before it stay on the
    ended part, or the Fridays dropped are still there until it)."""
    own = occ.start.astimezone(tz).date()
    if since is None or since >= own:
        return _first_on(days, own)
    had = _weekly_days(series.recurrence or "") or set()
    return min(_first_on([d], own if d in had else since) for d in days)


def _first_on(days: list[int], on_or_after: date) -> date:
    return min(on_or_after + timedelta(days=(d - on_or_after.weekday()) % 7) for d in days)


def _byday(days: list[int]) -> str:
    return ",".join(WEEKDAY_CODES[d] for d in days)


def moved_to_days(
    series: Event,
    occ: Occurrence,
    days: list[int],
    times: tuple[datetime, datetime],
    scope: Scope,
    tz: ZoneInfo,
    proposal_id: str,
    speaker: str,
    since: date | None = None,
) -> tuple[Event, list[Event], str]:
    """The changed series, the events written beside it, and the change in words.

    From a day said on ("to wednesdays starting dec 2", `since`), the new days begin on
    that day, not after the first old occurrence found from it: the Monday lesson of Dec 7
    is where the series is cut, but the first Wednesday is Dec 2, not Dec 9."""
    start, end = times
    clock, length = local_wall(start, tz).time(), end - start
    named = join_names([f"{DAY_NAMES[d]}s" for d in days])
    span = local_clock_span(start, end, tz)
    if scope == "occurrence":
        day = _first_on(
            days, occ.start.astimezone(tz).date() - timedelta(days=occ.start.astimezone(tz).weekday())
        )
        first = localize(datetime.combine(day, clock), tz)
        overrides = dict(series.overrides)
        overrides[occurrence_key(occ.original_start or occ.start)] = OccurrenceOverride(
            start=first, end=first + length
        )
        what = (
            f"Move {occ.title} on {describe_span(occ.start, occ.end, tz)} to "
            f"{describe_span(first, first + length, tz)} (this occurrence only)"
        )
        return series.model_copy(update={"overrides": overrides}), [], what
    if scope == "following":
        ended, remaining = split_series(series, occ.original_start or occ.start)
        first = localize(datetime.combine(_first_new_day(days, series, occ, since, tz), clock), tz)
        rest_rule = with_parts(remaining, BYDAY=_byday(days))
        rest = rest_of_series(
            series, rest_rule, first, first + length, series.participants, speaker, proposal_id
        )
        what = f"Move {occ.title} to {named} {span} from {describe_span(first, first + length, tz)} on"
        if ended is None:  # cut at its first occurrence: the whole series moves
            changed = series.model_copy(
                update={"start": first, "end": first + length, "recurrence": rest.recurrence}
            )
            return changed, [], what + " (every one)"
        return rest, [ended], what + " (this one and all after it; the ones before stay as they are)"
    first_day = _first_on(days, local_wall(series.start, tz).date())
    first = localize(datetime.combine(first_day, clock), tz)
    rule = with_parts(series.recurrence or "", BYDAY=_byday(days))
    changed = series.model_copy(update={"start": first, "end": first + length, "recurrence": rule})
    return changed, [], f"Move every {occ.title} to {named} {span} (whole series)"


def days_said_wrongly(request: ParsedRequest, series: Event) -> tuple[list[int], list[int]] | None:
    """The series' own weekdays and the days a change names that it cannot act on: days
    taken out that it is not on ("drop tuesdays from piano" for a Monday lesson), or days
    added that it is on already ("add fridays to gym" for a Mon/Wed/Fri gym). None when
    every day named can change, or the request names no weekly days of a weekly series."""
    if not request.recurrence or not series.recurrence:
        return None
    said, own = _weekly_days(request.recurrence), _weekly_days(series.recurrence)
    if not said or own is None:
        return None
    own = own or {local_wall(series.start, ZoneInfo(series.timezone)).weekday()}
    if request.intent == "cancel":
        wrong = said - own
    elif request.intent == "modify" and request.add_days:
        wrong = said & own if said <= own else set()
    else:
        return None
    return (sorted(own), sorted(wrong)) if wrong else None


def only_days_change(request: ParsedRequest, series: Event) -> bool:
    """Whether a change does nothing but add or take out weekdays of a weekly series, its
    time kept ("add saturdays to gym", "drop fridays from gym", "make gym just mondays"):
    it holds from the next one on, so which occurrences is not asked (the change is)."""
    if request.start or request.window or request.shift_minutes or request.duration_minutes:
        return False
    if request.recurrence and ("COUNT=" in request.recurrence or "UNTIL=" in request.recurrence):
        return False  # "cancel gym on fridays for 3 weeks": some of them, which is asked
    if request.intent == "cancel":
        return days_left(request, series) is not None
    if request.intent != "modify" or not request.recurrence or not series.recurrence:
        return False
    own = _weekly_days(series.recurrence)
    days = new_days(request, series)
    return bool(own) and days is not None and (set(days) < (own or set()) or set(days) > (own or set()))
