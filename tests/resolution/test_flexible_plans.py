"""A person's own routine gives way: one occasion of the gym or a homework block moves for
a booking, alone or together with the booking ("move gym to 7 and book piano at 6")."""

from __future__ import annotations

from family_scheduler.calendar import OverlayCalendar
from family_scheduler.domain.flexibility import is_flexible


def occasions(calendar, event_id: str, kit) -> dict[str, str]:
    """Local day -> start clock of an event's occurrences over the next fortnight."""
    return {
        o.start.strftime("%m-%d"): o.start.strftime("%H:%M")
        for o in calendar.occurrences(
            kit.at(23, 0), kit.at(23, 0).replace(day=30) + (kit.at(30, 0) - kit.at(23, 0))
        )
        if o.event_id == event_id
    }


def test_what_counts_as_a_flexible_plan(kit):
    assert is_flexible(kit.event("g", "gym", kit.at(25, 6), kit.at(25, 7), ["mike"]))
    assert is_flexible(kit.event("h", "homework on the laptop", kit.at(24, 19), kit.at(24, 20), ["emma"]))
    assert not is_flexible(kit.event("p", "piano lesson", kit.at(23, 17), kit.at(23, 18), ["emma"]))
    assert not is_flexible(kit.event("d", "dentist", kit.at(25, 9), kit.at(25, 10), ["jake"]))
    assert not is_flexible(kit.event("w", "walk", kit.at(25, 9), kit.at(25, 10), ["emma", "jake"]))  # shared


def test_tuesdays_homework_moves_for_piano_that_day_only(kit, calendar):
    piano = kit.event("new-piano", "piano lesson", kit.at(24, 19), kit.at(24, 20), ["emma"])
    report = kit.resolve(calendar, piano)
    keep = [o for o in report.options if o.description.startswith("Keep piano lesson")]
    assert keep and "homework on the laptop on Tue Nov 24 to" in keep[0].description
    assert "(that day only)" in keep[0].description
    option = keep[0]
    assert kit.blocking_after(calendar, piano, option) == []
    new, side = kit.applied(calendar, piano, option)
    assert (new.start, new.end) == (piano.start, piano.end)  # the asked time is kept
    [homework] = side
    view = OverlayCalendar(calendar, changed=[new, *side])
    starts = [
        o.start.strftime("%a %d %H:%M")
        for o in view.occurrences(kit.at(24, 0), kit.at(27, 0))
        if o.event_id == homework.id
    ]
    assert starts[0] != "Tue 24 19:00" and starts[0].startswith("Tue 24")
    assert starts[1] == "Thu 26 19:00"  # Thursday's homework stays


def test_a_lesson_or_someone_elses_routine_is_not_moved(kit, calendar):
    # Emma's piano lesson (Mondays, with a teacher) is in the way: it never moves
    tutoring = kit.event("new-tutoring", "tutoring", kit.at(30, 17), kit.at(30, 18), ["emma"])
    report = kit.resolve(calendar, tutoring)
    assert "demo-piano" not in kit.touched(report)
    # Emma may not move Dad's gym for her plans
    chat = kit.event(
        "new-chat", "video call with dad", kit.at(25, 7), kit.at(25, 8), ["mike", "emma"], by="emma"
    )
    as_emma = kit.resolve(calendar, chat, speaker="emma")
    assert "demo-gym" not in kit.touched(as_emma)


def test_piano_and_homework_both_move_when_that_is_what_fits(kit):
    # Wednesday: art class 15:00-17:00 and choir 17:00-18:00 (lessons, fixed), homework 18:00-19:00
    # (Emma's own, flexible); Emma's day ends at 20:00. Piano is asked at 17:00.
    weekly = "FREQ=WEEKLY;COUNT=8"
    art = kit.event("art", "art class", kit.at(25, 15), kit.at(25, 17), ["emma"], rule=weekly)
    choir = kit.event("choir", "choir", kit.at(25, 17), kit.at(25, 18), ["emma"], rule=weekly)
    homework = kit.event("hw", "homework", kit.at(25, 18), kit.at(25, 19), ["emma"], by="emma", rule=weekly)
    calendar = kit.week_with(art, choir, homework)
    piano = kit.event("new-piano", "piano lesson", kit.at(25, 17), kit.at(25, 18), ["emma"])
    report = kit.resolve(calendar, piano)
    both = [o for o in report.options if o.description.startswith("Book piano lesson at Wed Nov 25 18:00")]
    assert both, [o.description for o in report.options]
    option = both[0]
    assert "move Emma's homework on Wed Nov 25 to 19:00–20:00 (that day only)" in option.description
    assert kit.blocking_after(calendar, piano, option) == []
    new, side = kit.applied(calendar, piano, option)
    assert new.start == kit.at(25, 18)
    view = OverlayCalendar(calendar, changed=[new, *side])
    later = kit.at(3, 0, month=12)
    hw = [o.start.strftime("%d %H:%M") for o in view.occurrences(kit.at(25, 0), later) if o.event_id == "hw"]
    assert hw == ["25 19:00", "02 18:00"]  # that Wednesday only
