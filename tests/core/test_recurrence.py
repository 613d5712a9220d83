"""Recurring events through DST, exceptions and per-occurrence changes."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from pydantic import ValidationError

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.models import Event, OccurrenceOverride, occurrence_key
from family_scheduler.recurrence import expand, series_bounds

NY = ZoneInfo("America/New_York")


def local(o):
    return o.start.astimezone(NY).strftime("%a %m-%d %H:%M")


def piano(**changes) -> Event:
    data: dict[str, Any] = dict(
        id="piano",
        title="piano lesson",
        start=datetime(2027, 3, 1, 17, tzinfo=NY),
        end=datetime(2027, 3, 1, 18, tzinfo=NY),
        recurrence="FREQ=WEEKLY;BYDAY=MO",
        participants=["emma"],
    )
    data.update(changes)
    return Event(**data)


def test_a_weekly_lesson_keeps_its_clock_time_across_the_spring_change():
    found = expand(piano(), datetime(2027, 3, 1, tzinfo=NY), datetime(2027, 3, 23, tzinfo=NY))
    assert [local(o) for o in found] == [
        "Mon 03-01 17:00",
        "Mon 03-08 17:00",
        "Mon 03-15 17:00",
        "Mon 03-22 17:00",
    ]
    offsets = [o.start.astimezone(NY).utcoffset() for o in found]
    assert offsets[1] == timedelta(hours=-5) and offsets[2] == timedelta(hours=-4)
    assert all(o.end - o.start == timedelta(hours=1) for o in found)


def test_the_autumn_change_keeps_evening_events_in_place():
    dinner = Event(
        id="d",
        title="dinner",
        start=datetime(2026, 10, 25, 18, tzinfo=NY),
        end=datetime(2026, 10, 25, 19, tzinfo=NY),
        recurrence="FREQ=WEEKLY;BYDAY=SU",
    )
    found = expand(dinner, datetime(2026, 10, 25, tzinfo=NY), datetime(2026, 11, 9, tzinfo=NY))
    assert [local(o) for o in found] == ["Sun 10-25 18:00", "Sun 11-01 18:00", "Sun 11-08 18:00"]


def test_an_event_in_the_skipped_hour_moves_forward_not_back():
    early = Event(
        id="e",
        title="early run",
        start=datetime(2027, 3, 13, 2, 30, tzinfo=NY),
        end=datetime(2027, 3, 13, 3, 0, tzinfo=NY),
        recurrence="FREQ=DAILY;COUNT=3",
    )
    found = expand(early, datetime(2027, 3, 13, tzinfo=NY), datetime(2027, 3, 16, tzinfo=NY))
    assert [local(o) for o in found] == ["Sat 03-13 02:30", "Sun 03-14 03:30", "Mon 03-15 02:30"]


def test_a_skipped_date_and_a_moved_lesson():
    first = datetime(2027, 3, 8, 17, tzinfo=NY)
    moved_key = occurrence_key(datetime(2027, 3, 15, 17, tzinfo=NY))
    event = piano(
        exdates=[first],
        overrides={
            moved_key: OccurrenceOverride(
                start=datetime(2027, 3, 16, 18, tzinfo=NY), end=datetime(2027, 3, 16, 19, tzinfo=NY)
            )
        },
    )
    found = expand(event, datetime(2027, 3, 1, tzinfo=NY), datetime(2027, 3, 23, tzinfo=NY))
    assert [local(o) for o in found] == ["Mon 03-01 17:00", "Tue 03-16 18:00", "Mon 03-22 17:00"]


def test_a_lesson_moved_into_a_week_from_outside_it_is_found():
    key = occurrence_key(datetime(2027, 3, 22, 17, tzinfo=NY))
    event = piano(overrides={key: OccurrenceOverride(start=datetime(2027, 3, 13, 10, tzinfo=NY))})
    found = expand(event, datetime(2027, 3, 13, tzinfo=NY), datetime(2027, 3, 14, tzinfo=NY))
    assert [local(o) for o in found] == ["Sat 03-13 10:00"]
    assert found[0].end - found[0].start == timedelta(hours=1)


def test_until_is_inclusive_of_the_last_local_day():
    event = piano(recurrence="FREQ=WEEKLY;BYDAY=MO;UNTIL=20270316T035959Z")  # Mar 15 23:59:59 local
    first, last = series_bounds(event)
    assert last == datetime(2027, 3, 15, 18, tzinfo=NY)


def test_an_old_unbounded_series_is_expanded_where_asked(family):
    gym = Event(
        id="gym",
        title="gym",
        start=datetime(2015, 1, 5, 6, 30, tzinfo=NY),
        end=datetime(2015, 1, 5, 7, 30, tzinfo=NY),
        recurrence="FREQ=WEEKLY;INTERVAL=2;BYDAY=MO",
        participants=["mike"],
    )
    cal = InMemoryCalendar(family, [gym])
    found = cal.occurrences(datetime(2026, 11, 23, tzinfo=NY), datetime(2026, 12, 7, tzinfo=NY))
    assert len(found) == 1 and found[0].start.astimezone(NY).hour == 6


def test_a_rule_with_dtstart_or_nonsense_is_refused():
    with pytest.raises(ValidationError):
        piano(recurrence="DTSTART:20270101T000000\nRRULE:FREQ=WEEKLY")
    with pytest.raises(ValidationError):
        piano(recurrence="FREQ=SOMETIMES")


def test_a_copied_event_with_new_times_is_found_at_its_new_time():
    lesson = piano(recurrence=None)
    expand(lesson, datetime(2027, 3, 1, tzinfo=NY), datetime(2027, 3, 2, tzinfo=NY))  # memoised
    moved = lesson.model_copy(
        update={"start": datetime(2027, 3, 3, 9, tzinfo=NY), "end": datetime(2027, 3, 3, 10, tzinfo=NY)}
    )
    assert [
        local(o) for o in expand(moved, datetime(2027, 3, 3, tzinfo=NY), datetime(2027, 3, 4, tzinfo=NY))
    ] == ["Wed 03-03 09:00"]
    assert expand(lesson, datetime(2027, 3, 1, tzinfo=NY), datetime(2027, 3, 2, tzinfo=NY))


@pytest.mark.parametrize(
    "change",
    [
        # moved to 17:30 and ending at 17:30: lasts no time
        {"start": datetime(2027, 3, 8, 17, 30, tzinfo=NY), "end": datetime(2027, 3, 8, 17, 30, tzinfo=NY)},
        # only its end changed, to its own start
        {"end": datetime(2027, 3, 8, 17, tzinfo=NY)},
        # only its end changed, to before its start
        {"end": datetime(2027, 3, 8, 16, tzinfo=NY)},
    ],
)
def test_one_lesson_cannot_be_changed_to_last_no_time(change):
    key = occurrence_key(datetime(2027, 3, 8, 17, tzinfo=NY))
    with pytest.raises(ValidationError, match="must end after it starts"):
        piano(overrides={key: OccurrenceOverride(**change) if "start" in change else change})


def test_one_lesson_may_end_later_than_usual():
    key = occurrence_key(datetime(2027, 3, 8, 17, tzinfo=NY))
    lesson = piano(overrides={key: {"end": datetime(2027, 3, 8, 18, 30, tzinfo=NY)}})
    found = expand(lesson, datetime(2027, 3, 8, tzinfo=NY), datetime(2027, 3, 9, tzinfo=NY))
    assert [(local(o), o.end.astimezone(NY).hour) for o in found] == [("Mon 03-08 17:00", 18)]


def test_an_expanded_occurrence_is_the_instance_model_construct_makes():
    # recurrence.trusted_occurrence skips model_construct's walk over the fields: the
    # instance must be the same, its fields set and dict order included.
    from family_scheduler.models import Occurrence
    from family_scheduler.recurrence import trusted_occurrence

    for o in expand(piano(), datetime(2027, 3, 1, tzinfo=NY), datetime(2027, 3, 15, tzinfo=NY)):
        values = {name: getattr(o, name) for name in Occurrence.model_fields}
        built = Occurrence.model_construct(**values)
        assert o == built and list(o.__dict__) == list(built.__dict__)
        assert (
            o.model_fields_set == built.model_fields_set and o.model_fields_set is not built.model_fields_set
        )
        assert o.__pydantic_extra__ is built.__pydantic_extra__ is None
        assert o.__pydantic_private__ is built.__pydantic_private__ is None
        assert repr(o) == repr(built) and o.model_dump_json() == built.model_dump_json()
        again = trusted_occurrence(dict(values))
        assert again == built and again.model_fields_set == built.model_fields_set
