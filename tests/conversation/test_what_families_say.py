"""What families actually say (#16), through the whole main graph, said on Monday Nov 23 2026.

Each request books what a family would expect: grandma's London landing at London's 3pm,
a whole Saturday, a trip from Monday morning to Wednesday evening, a repeat that ends at
Christmas, a place that stays a place, a reminder that is a to-do, and words nobody
understood named back before anything is written.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.domain.agenda import agenda
from family_scheduler.domain.busy import busy_intervals
from family_scheduler.models import Event
from family_scheduler.recurrence import expand
from family_scheduler.timeutil import elapsed

NY = ZoneInfo("America/New_York")
LONDON = ZoneInfo("Europe/London")


def booked(app, turn) -> Event:
    assert turn.status == "completed", turn.reply
    assert turn.committed, turn.reply
    event = app.calendar.get_event(turn.committed[0])  # the new one first, then what it changed
    assert event is not None
    return event


def test_grandma_lands_at_three_london_time(app):
    turn = app.ask("grandma lands from London friday at 3pm London time")
    event = booked(app, turn)
    assert event.timezone == "Europe/London"
    assert event.start.astimezone(LONDON).strftime("%a %H:%M") == "Fri 15:00"
    assert event.start.astimezone(NY).strftime("%H:%M") == "10:00"
    assert "10–11am" in turn.reply and "(3–4pm" in turn.reply and "London time" in turn.reply


def test_a_call_at_nine_pacific_across_the_spring_change(app):
    """Both zones change on Mar 14 2027: 9 PST is 12 EST on the 12th, 9 PDT is 12 EDT on the 15th."""
    first = booked(app, app.ask("call with the office march 12 2027 at 9am PT"))
    second = booked(app, app.ask("call with the office march 15 2027 at 9am PT"))
    for event in (first, second):
        assert event.start.astimezone(ZoneInfo("America/Los_Angeles")).strftime("%H:%M") == "09:00"
        assert event.start.astimezone(NY).strftime("%H:%M") == "12:00"
    assert first.start.utcoffset() != second.start.utcoffset()


def test_saturday_all_day_is_the_whole_day_and_skipping_swim_makes_room(app, titles_on):
    turn = app.ask("soccer tournament for emma saturday all day", thread_id="t")
    assert turn.status == "awaiting_user"
    assert "Sat Nov 28 (all day)" in turn.reply and "swim class" in turn.reply
    assert "bedtime" not in turn.reply and "06:00" not in turn.reply  # hours of a day don't judge a whole day
    skip = next(o for o in turn.options if o["strategy"] == "cancel_event")
    assert skip["description"].startswith("Skip Emma and Jake's swim class on Sat Nov 28 10am")
    done = app.ask(str(skip["id"]), thread_id="t")
    assert "Skipped swim class on Sat Nov 28 10am" in done.reply
    event = booked(app, done)
    assert event.all_day
    assert (event.start.astimezone(NY).isoformat(), event.end.astimezone(NY).isoformat()) == (
        "2026-11-28T00:00:00-05:00",
        "2026-11-29T00:00:00-05:00",
    )
    assert titles_on(28, "jake") == []  # the swim class that Saturday is skipped, for both
    assert titles_on(5, "jake", month=12) == [("swim class", "10:00")]  # only that one


def test_friday_to_sunday_is_three_whole_days(app):
    turn = app.ask("camping with the kids friday to sunday", thread_id="t")
    assert turn.status == "awaiting_user"
    proposed = turn.question["event"] if turn.question else None
    assert proposed is not None and proposed["all_day"]
    assert proposed["when"] == "Fri Nov 27 – Sun Nov 29 (all day)"
    assert "family dinner" in turn.reply and "swim class" in turn.reply
    event = booked(app, app.ask("1", thread_id="t"))
    assert event.start.astimezone(NY).date().isoformat() == "2026-11-27"
    assert event.end.astimezone(NY).date().isoformat() == "2026-11-30"
    (friday,) = [d for d in agenda(app.calendar, event.start, event.end) if d.occurrences]
    assert friday.lines[0] == "all day until Sun Nov 29  camping (Emma, Jake, Sarah)"


def test_mike_flies_monday_morning_and_is_back_wednesday_evening(app):
    turn = app.ask("Mike flies to Chicago monday 8am, back wednesday 6pm", thread_id="t", speaker="mike")
    assert turn.status == "awaiting_user"
    assert "Mon Nov 30 8am – Wed Dec 2 6pm" in turn.reply
    assert "Mike already has gym Wed Dec 2 6:30" in turn.reply
    skip = next(o for o in turn.options if o["strategy"] == "cancel_event")
    done = app.ask(str(skip["id"]), thread_id="t", speaker="mike")
    assert "Skipped gym on Wed Dec 2 6:30am" in done.reply
    event = booked(app, done)
    assert event.participants == ["mike"]
    assert event.start.astimezone(NY).strftime("%a %H:%M") == "Mon 08:00"
    assert event.end.astimezone(NY).strftime("%a %b %d %H:%M") == "Wed Dec 02 18:00"
    tuesday_noon = datetime(2026, 12, 1, 12, tzinfo=NY)
    busy = busy_intervals(app.calendar, ["mike"], tuesday_noon, tuesday_noon + timedelta(hours=2))
    assert busy and "flies to chicago" in busy[0][2]
    gym = app.calendar.get_event("demo-gym")
    assert gym is not None and len(gym.exdates) == 1  # only the Wednesday he is away


def test_every_other_saturday_until_christmas_ends_at_christmas(app):
    turn = app.ask("swim practice for emma every other saturday at 9 until christmas")
    event = booked(app, turn)
    days = [
        o.start.astimezone(NY).strftime("%b %d")
        for o in expand(event, event.start, event.start + timedelta(days=400))
    ]
    assert days == ["Nov 28", "Dec 12"]
    assert "every other Saturday at 9am until Dec 25" in turn.reply
    assert "FREQ=" not in turn.reply


def test_until_the_end_of_school_is_the_familys_own_day(app):
    family = app.calendar.family()
    app.calendar.save_family(
        family.model_validate({**family.model_dump(), "named_days": {"end of school": "2027-01-08"}})
    )
    event = booked(app, app.ask("chess club for jake every friday at 4 till the end of school"))
    last = expand(event, event.start, event.start + timedelta(days=400))[-1]
    assert last.start.astimezone(NY).date().isoformat() == "2027-01-08"


def test_the_dentists_place_is_kept_and_never_read_as_a_time(app):
    turn = app.ask("dentist for Jake at Smile Dental on Main St wednesday at 4:30pm")
    event = booked(app, turn)
    assert (event.title, event.location) == ("dentist", "Smile Dental on Main St")
    assert "at Smile Dental on Main St" in turn.reply
    assert "4:30–5:30pm dentist (Jake) at Smile Dental on Main St" in app.ask("what's on wednesday?").reply
    street = booked(app, app.ask("soccer for Emma at 1234 West 7th Street at 8:45 am saturday"))
    assert street.start.astimezone(NY).strftime("%H:%M") == "08:45"
    assert street.location == "1234 west 7th street" and street.title == "soccer"


def test_remind_me_to_buy_cleats_is_a_to_do_for_me_that_blocks_nothing(app):
    turn = app.ask("remind me to buy Jake's soccer cleats on friday")
    event = booked(app, turn)
    assert (event.kind, event.title, event.participants) == (
        "reminder",
        "buy jake's soccer cleats",
        ["sarah"],
    )
    assert event.all_day and not event.blocks_time
    assert "Book buy" not in turn.reply and "reminder for Sarah" in turn.reply
    lunch = app.ask("lunch with mike friday at noon")
    assert lunch.status == "completed", lunch.reply
    todo = app.ask("what do I need to do friday?")
    assert "buy jake's soccer cleats" in todo.reply and "lunch" not in todo.reply


def test_remind_me_a_day_before_the_dentist(app):
    booked(app, app.ask("dentist for Jake tuesday Dec 1 at 3pm"))
    turn = app.ask("remind me 1 day before the dentist")
    assert turn.status == "completed", turn.reply
    dentist = next(e for e in app.calendar.all_events() if e.title == "dentist")
    assert [(a.minutes_before, a.member) for a in dentist.alarms] == [(1440, "sarah")]
    days = agenda(app.calendar, datetime(2026, 11, 30, tzinfo=NY), datetime(2026, 12, 1, tzinfo=NY))
    assert any("reminder for Sarah: dentist" in line for d in days for line in d.lines)
    todo = app.ask("what do I need to do on monday?")
    assert "dentist" in todo.reply


def test_words_nobody_understood_are_named_before_writing(app):
    turn = app.ask("dentist for Jake wednesday at 4:30pm, x-ray folder from the green binder", thread_id="t")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "didn't catch 'x-ray folder from the green binder'" in turn.reply
    done = app.ask("yes", thread_id="t")
    assert done.status == "completed" and done.committed


def test_a_birthday_on_a_day_is_all_day_and_frees_everyone(app):
    event = booked(app, app.ask("grandma's birthday dec 5"))
    assert event.all_day and not event.blocks_time
    swim = app.ask("swim meet for emma dec 5 at 2pm")
    assert swim.status == "completed", swim.reply


def test_the_series_begun_in_the_skipped_hour_repeats_at_two_thirty(app):
    family = app.calendar.family()
    app.calendar.save_family(family.model_copy(update={"constraints": []}))  # no quiet hours here
    turn = app.ask("choir every sunday at 2:30am starting march 14 2027")
    event = booked(app, turn)
    found = expand(event, datetime(2027, 3, 13, tzinfo=NY), datetime(2027, 3, 29, tzinfo=NY))
    assert [o.start.astimezone(NY).strftime("%m-%d %H:%M") for o in found] == [
        "03-14 03:30",
        "03-21 02:30",
        "03-28 02:30",
    ]
    assert found[0].note and "02:30" in found[0].note
    assert all(elapsed(o.start, o.end) == timedelta(hours=1) for o in found)


def test_asking_who_goes_to_the_family_dinner_finds_sundays_dinner_not_tonights_dinner_hours(app):
    turn = app.ask("who is going to the family dinner?")
    assert "Sunday Nov 29 6–7:30pm" in turn.reply and "No dinner" not in turn.reply


def test_blocking_off_an_afternoon_keeps_all_of_it_busy(app):
    asked = app.ask("block off wednesday afternoon for me")
    assert "Wed Nov 25 12–5pm" in asked.reply
    if asked.status == "awaiting_user":
        asked = app.ask("yes")
    free = app.ask("is sarah free wednesday at 3pm?", thread_id="check")
    assert "Sarah has no free time" in free.reply


def test_after_school_this_week_lists_each_afternoon_not_just_todays(app):
    turn = app.ask("what do the kids have after school this week?")
    assert "3–6pm each day" in turn.reply
    assert "Tuesday Nov 24: 4–5:30pm soccer practice" in turn.reply and "homework" not in turn.reply


def test_free_for_lunch_this_week_is_each_days_lunch(app):
    turn = app.ask("when are mike and I both free for lunch this week?")
    assert "12–1pm each day" in turn.reply and "- Friday Nov 27: 12–1pm" in turn.reply


def test_my_next_appointment_is_the_next_thing_on_when_nothing_is_called_one(app):
    turn = app.ask("what's my next appointment?")
    assert turn.reply.startswith("Next for Sarah: family dinner, Sunday Nov 29")


def test_jakes_next_appointment_is_the_dentist_appointment_when_there_is_one(app):
    app.ask("dentist appointment for jake friday at 3", thread_id="d")
    turn = app.ask("what's jake's next appointment?", thread_id="q")
    assert "dentist appointment for Jake is Friday Nov 27" in turn.reply


def test_a_reminder_for_a_part_of_a_day_is_due_as_it_starts_never_a_slot(app):
    turn = app.ask("remind jake to take his library book thursday morning", thread_id="r")
    assert turn.status == "completed" and turn.committed, turn.reply
    assert "reminder for Jake: take his library book, due Thu Nov 26 8am" in turn.reply
    assert "Nothing fits" not in turn.reply


def test_whole_family_said_without_the_is_everyone(app):
    turn = app.ask("school play dec 10 at 6pm, whole family", thread_id="p")
    assert "for Emma, Jake, Mike and Sarah" in turn.reply and "didn't catch" not in turn.reply


def test_a_reminder_for_the_rest_of_this_morning_is_due_now_not_in_the_past(app):
    turn = app.ask("remind me to call the school this morning", thread_id="r")
    assert "due Mon Nov 23 9am" in turn.reply, turn.reply
