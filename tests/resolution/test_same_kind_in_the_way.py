"""A new booking landing on the same kind of event for the same child ("piano" over Emma's
piano lesson) gets, as option 1, that occurrence moved to the time asked instead: nothing
new is booked, the rest of the series stays, and it is verified like every option."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar, OverlayCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.proposals import apply_option
from family_scheduler.domain.titles import shares_activity, title_likeness, title_words
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Proposal
from family_scheduler.recurrence import expand
from family_scheduler.subgraphs.resolution import propose_resolutions

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
FAMILY, DEMO_EVENTS = demo_family()


def booking(title: str, start: datetime, who: list[str], minutes: int = 60) -> Event:
    return Event(
        id="new",
        title=title,
        start=start,
        end=start + timedelta(minutes=minutes),
        participants=who,
        created_by="sarah",
    )


def taken(calendar: InMemoryCalendar, new: Event, option_id: int = 1) -> Proposal:
    report = _report(calendar, new)
    (option,) = [o for o in report.options if o.id == option_id]
    return apply_option(Proposal(id="p", action="create", event=new), option, NOW)


def _report(calendar, new, speaker="sarah"):
    found = detect_conflicts(new, calendar)
    return propose_resolutions(new, found.conflicts, calendar, speaker=speaker, now=NOW)


def test_piano_half_an_hour_into_her_lesson_moves_the_lesson_that_monday(kit):
    calendar = kit.week_with()
    new = booking("piano", kit.at(30, 17, 30), ["emma"])
    report = _report(calendar, new)
    first = report.options[0]
    assert (
        first.description
        == "Move piano lesson on Mon Nov 30 17:00–18:00 to 17:30–18:30 (this occurrence only)."
    )
    assert first.instead is not None and report.recommended == 1
    assert any(o.instead is None and o.events[0].id == "new" for o in report.options[1:])
    changed = taken(calendar, new)
    assert (changed.action, changed.scope, changed.side_events) == ("modify", "occurrence", [])
    assert changed.event is not None and changed.target_event_id == changed.event.id
    stored = calendar.get_event(changed.event.id)
    assert stored is not None and stored.title == "piano lesson"
    assert changed.expected_versions == {stored.id: stored.version}
    moved = expand(changed.event, kit.at(30, 0), kit.at(1, 0, month=12))
    assert [(o.start, o.end) for o in moved] == [(kit.at(30, 17, 30), kit.at(30, 18, 30))]
    week_after = expand(changed.event, kit.at(7, 0, month=12), kit.at(8, 0, month=12))
    assert [o.start for o in week_after] == [kit.at(7, 17, month=12)]


def test_the_practice_keeps_its_own_length(kit):
    new = booking("soccer", kit.at(26, 17), ["jake"])
    first = _report(kit.week_with(), new).options[0]
    assert first.description.startswith("Move soccer practice on Thu Nov 26 16:00–17:30 to 17:00–18:30")


def test_not_offered_when_the_lesson_would_run_into_her_dentist(kit):
    dentist = kit.event("dentist", "dentist", kit.at(30, 18, 15), kit.at(30, 19), ["emma"])
    report = _report(kit.week_with(dentist), booking("piano", kit.at(30, 17, 30), ["emma"]))
    assert all(o.instead is None for o in report.options)
    assert all("piano lesson" not in o.description for o in report.options)


def test_a_one_off_game_moves_itself(kit):
    game = kit.event("game", "soccer game", kit.at(28, 14), kit.at(28, 15, 30), ["jake"])
    report = _report(kit.week_with(game), booking("soccer game", kit.at(28, 14, 30), ["jake"]))
    assert report.options[0].description == "Move soccer game on Sat Nov 28 14:00–15:30 to 14:30–16:00."
    changed = taken(kit.week_with(game), booking("soccer game", kit.at(28, 14, 30), ["jake"]))
    assert (changed.scope, changed.occurrence_start) == ("series", None)


KINDS = (
    "piano",
    "piano class",
    "piano recital",
    "soccer",
    "soccer game",
    "swim",
    "guitar lesson",
    "dinner",
    "gym",
    "book club",
)


@st.composite
def same_kind_bookings(draw) -> tuple[InMemoryCalendar, Event, str]:
    """Some errands in the week, and a booking a little before or after an occasion of one
    of the family's weekly plans, named like it or like another kind of occasion."""
    extra = []
    for n in range(draw(st.integers(0, 6))):
        day, hour = draw(st.integers(23, 29)), draw(st.integers(7, 20))
        start = datetime(2026, 11, day, hour, draw(st.sampled_from((0, 30))), tzinfo=NY)
        who = draw(st.lists(st.sampled_from(FAMILY.member_ids()), min_size=1, max_size=2, unique=True))
        extra.append(
            Event(
                id=f"e{n}",
                title=f"errand {n}",
                start=start,
                end=start + timedelta(hours=1),
                participants=who,
                created_by="sarah",
            )
        )
    calendar = InMemoryCalendar(FAMILY, [*DEMO_EVENTS, *extra])
    series = draw(st.sampled_from([e for e in DEMO_EVENTS if e.recurrence]))
    occ = expand(series, datetime(2026, 11, 24, tzinfo=NY), datetime(2026, 12, 8, tzinfo=NY))[0]
    start = occ.start + timedelta(minutes=draw(st.sampled_from((-45, -30, -15, 15, 30, 45))))
    mine = draw(st.lists(st.sampled_from(series.participants), min_size=1, max_size=2, unique=True))
    who = draw(st.sampled_from((mine, [*mine, draw(st.sampled_from(FAMILY.member_ids()))])))
    who = list(dict.fromkeys(who))
    said = series.title.split()[0] if draw(st.booleans()) else draw(st.sampled_from(KINDS))
    new = booking(said, start, who, draw(st.sampled_from((30, 60, 90))))
    return calendar, new, draw(st.sampled_from(FAMILY.member_ids()))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(same_kind_bookings())
def test_the_event_moved_instead_is_of_that_kind_for_those_people_and_clashes_with_nothing(week):
    calendar, new, speaker = week
    report = _report(calendar, new, speaker)
    instead = [o for o in report.options if o.instead is not None]
    assert len(instead) <= 1 and all(o.id == 1 for o in instead)
    for option in instead:
        changed = apply_option(Proposal(id="p", action="create", event=new), option, NOW)
        assert changed.action == "modify" and changed.event is not None and not changed.side_events
        stored = calendar.get_event(changed.event.id)
        assert stored is not None
        assert title_likeness(title_words(new.title), stored.title) >= 0.5
        assert shares_activity(title_words(new.title), stored.title)
        assert set(new.participants) <= set(stored.participants)
        view = OverlayCalendar(calendar, changed=[changed.event])  # the booking is not made
        left = detect_conflicts(changed.event, view, since=NOW).conflicts
        assert not [c for c in left if c.blocking], option.description
        moved = [o for o in expand(changed.event, new.start, new.end) if o.start == new.start]
        assert len(moved) == 1, option.description


def test_a_length_said_is_the_one_the_lesson_takes(kit):
    new = booking("piano", kit.at(30, 17, 30), ["emma"], minutes=90)
    first = _report(kit.week_with(), new).options[0]
    assert first.description.startswith("Move piano lesson on Mon Nov 30 17:00–18:00 to 17:30–19:00")
