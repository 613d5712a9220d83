"""The family changes which days a weekly activity on the calendar is on: Mike adds a
Saturday to his gym, Sarah takes a day off Jake's soccer, someone names a day piano is not
on. Each change says what stays and from when, and waits for a yes; nothing else moves."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from .conftest import NY


def _weekdays(app, title, member, day=30):
    start = datetime(2026, 11, day, tzinfo=NY)
    seen = app.events(start, start + timedelta(days=7), members=[member])
    return sorted({o.start.astimezone(NY).strftime("%a") for o in seen if o.title == title})


@pytest.mark.parametrize(
    "said", ["gym on saturdays too", "add saturdays to my gym", "put gym on saturdays as well"]
)
def test_a_day_added_to_a_weekly_activity_is_asked_then_written(app, said):
    turn = app.ask(said, thread_id="g", speaker="mike")
    assert "Add Saturdays to gym from Sat Nov 28" in turn.reply, turn.reply
    assert "it stays on Mondays, Wednesdays and Fridays too" in turn.reply
    assert not turn.committed and _weekdays(app, "gym", "mike") == ["Fri", "Mon", "Wed"]
    turn = app.ask("yes", thread_id="g", speaker="mike")
    assert turn.committed and _weekdays(app, "gym", "mike") == ["Fri", "Mon", "Sat", "Wed"]
    mornings = {
        o.start.astimezone(NY).strftime("%H:%M")
        for o in app.events(
            datetime(2026, 11, 30, tzinfo=NY), datetime(2026, 12, 7, tzinfo=NY), members=["mike"]
        )
        if o.title == "gym"
    }
    assert mornings == {"06:30"}  # the time it had, on every day


def test_a_day_it_is_on_already_changes_nothing(app):
    turn = app.ask("add wednesdays to gym", thread_id="g", speaker="mike")
    assert "on Wednesdays already" in turn.reply and not turn.committed
    assert turn.status == "completed"


def test_an_activity_nobody_has_yet_is_a_new_booking(app):
    turn = app.ask("yoga on sundays too", thread_id="y")
    assert turn.intent == "create" and "What time" in turn.reply


@pytest.mark.parametrize(
    "said",
    ["take tuesdays off jake's soccer", "no more tuesday practices", "jake is done with tuesday soccer"],
)
def test_a_day_taken_off_says_what_stays_and_waits(app, said):
    turn = app.ask(said, thread_id="s")
    assert "Stop soccer practice on Tuesdays" in turn.reply and "it stays on Thursdays" in turn.reply
    assert not turn.committed and _weekdays(app, "soccer practice", "jake") == ["Thu", "Tue"]
    turn = app.ask("yes", thread_id="s")
    assert turn.committed and _weekdays(app, "soccer practice", "jake") == ["Thu"]


@pytest.mark.parametrize("said", ["drop tuesdays from piano", "no more thursday piano"])
def test_a_day_it_is_not_on_is_said_and_nothing_is_cancelled(app, said):
    turn = app.ask(said, thread_id="p")
    assert "is on Mondays, not" in turn.reply and not turn.committed
    assert _weekdays(app, "piano lesson", "emma") == ["Mon"]


def test_only_some_days_of_an_activity_by_name_waits_for_a_yes(app):
    turn = app.ask("make gym just mondays and fridays", thread_id="g", speaker="mike")
    assert "Stop gym on Wednesdays from Wed Nov 25" in turn.reply, turn.reply
    assert not turn.committed
    turn = app.ask("no", thread_id="g", speaker="mike")
    assert not turn.committed and _weekdays(app, "gym", "mike") == ["Fri", "Mon", "Wed"]


def test_a_new_change_of_days_while_one_waits_takes_its_place(app):
    app.ask("add sundays to gym", thread_id="g", speaker="mike")
    turn = app.ask("actually make gym just mondays and wednesdays", thread_id="g", speaker="mike")
    assert "Stop gym on Fridays" in turn.reply and "Sundays" not in turn.reply, turn.reply
    turn = app.ask("2", thread_id="g", speaker="mike")
    assert not turn.committed  # no option 2: nothing booked, the question stands
    turn = app.ask("yes", thread_id="g", speaker="mike")
    assert turn.committed and _weekdays(app, "gym", "mike") == ["Mon", "Wed"]


def test_a_change_to_another_event_while_a_time_is_asked_is_not_its_answer(app):
    app.ask("yoga every friday", thread_id="y", speaker="mike")
    turn = app.ask("move piano to 6", thread_id="y", speaker="mike")
    assert "yoga" not in turn.reply.lower() and not turn.committed, turn.reply
    turn = app.ask("2", thread_id="y", speaker="mike")
    assert not any(
        e.title == "yoga"
        for e in app.events(
            datetime(2026, 11, 23, tzinfo=NY), datetime(2026, 12, 7, tzinfo=NY), members=["mike"]
        )
    )


def test_only_days_said_alone_after_a_booking_keep_those_days(app):
    app.ask("tutoring for emma every mon wed fri at 4pm", thread_id="t")
    turn = app.ask("hmm actually only mondays and wednesdays", thread_id="t")
    assert "Stop tutoring on Fridays" in turn.reply and "it stays on Mondays and Wednesdays" in turn.reply
    turn = app.ask("yes", thread_id="t")
    assert turn.committed and _weekdays(app, "tutoring", "emma") == ["Mon", "Wed"]


def test_days_added_as_well_right_after_a_booking_are_the_whole_series(app):
    assert app.ask("violin for jake every wednesday at 5pm", thread_id="v").committed
    turn = app.ask("add fridays as well", thread_id="v")
    assert "Add Fridays to violin (the whole series)" in turn.reply, turn.reply
    turn = app.ask("yes", thread_id="v")
    assert turn.committed and _weekdays(app, "violin", "jake") == ["Fri", "Wed"]


def test_fridays_skipped_this_month_are_only_those_fridays(app):
    turn = app.ask("skip gym on fridays this month", thread_id="g", speaker="mike")
    assert "Cancel gym on Fri Nov 27 6:30–7:30am" in turn.reply, turn.reply
    assert not turn.committed  # listed and asked first
    assert app.ask("yes", thread_id="g", speaker="mike").committed
    assert _weekdays(app, "gym", "mike", day=23) == ["Mon", "Wed"]  # that friday is off
    assert _weekdays(app, "gym", "mike") == ["Fri", "Mon", "Wed"]  # december's fridays still on


def test_gym_fridays_off_in_december_lists_each_friday(app):
    turn = app.ask("no gym on fridays in december", thread_id="g", speaker="mike")
    assert "Fri Dec 4, Fri Dec 11, Fri Dec 18 and Fri Dec 25" in turn.reply, turn.reply
    assert "Wed" not in turn.reply and "Mon" not in turn.reply
    assert app.ask("yes", thread_id="g", speaker="mike").committed
    assert _weekdays(app, "gym", "mike", day=30) == ["Mon", "Wed"]
    january = app.events(datetime(2027, 1, 4, tzinfo=NY), datetime(2027, 1, 9, tzinfo=NY), members=["mike"])
    assert "Fri" in {o.start.astimezone(NY).strftime("%a") for o in january if o.title == "gym"}  # on again


def test_tuesday_soccer_cancelled_until_a_month_keeps_thursdays(app):
    turn = app.ask("cancel jake's soccer tuesdays until december", thread_id="s")
    assert "(1 / 2 / 3)" not in turn.reply and "Tue Nov 24" in turn.reply, turn.reply
    assert "Thu" not in turn.reply
    assert app.ask("yes", thread_id="s").committed
    assert _weekdays(app, "soccer practice", "jake", day=23) == ["Thu"]


def test_short_day_names_said_of_gym_keep_those_days(app):
    turn = app.ask("just mon and fri for gym", thread_id="g", speaker="mike")
    assert "Stop gym on Wednesdays" in turn.reply, turn.reply
    assert "it stays on Mondays and Fridays" in turn.reply
    turn = app.ask("yes", thread_id="g", speaker="mike")
    assert turn.committed and _weekdays(app, "gym", "mike") == ["Fri", "Mon"]


def test_short_day_names_as_a_correction_keep_those_days(app):
    app.ask("tutoring for emma every mon wed fri at 4pm", thread_id="t")
    turn = app.ask("actually just mon and wed", thread_id="t")
    assert "Stop tutoring on Fridays" in turn.reply and "it stays on Mondays and Wednesdays" in turn.reply
    turn = app.ask("yes", thread_id="t")
    assert turn.committed and _weekdays(app, "tutoring", "emma") == ["Mon", "Wed"]


def test_two_short_days_for_something_that_does_not_repeat_stay_dates(app):
    turn = app.ask("dentist for emma just mon and fri", thread_id="d")
    assert "Book dentist for Emma, Mon Nov 30" in turn.reply and "every" not in turn.reply, turn.reply


def test_mondays_until_january_stop_before_it_and_through_january_include_it(app):
    until = app.ask("cancel piano mondays until january", thread_id="u")
    assert "Mon Nov 23 to Mon Dec 28" in until.reply, until.reply
    through = app.ask("cancel piano mondays through january", thread_id="t")
    assert "Mon Nov 23 to Mon Jan 25" in through.reply, through.reply


def test_a_weekly_booking_said_apart_from_its_days_is_on_each_of_them(app):
    turn = app.ask("yoga for mike sat and sun 10am to 11am every week", thread_id="y")
    assert turn.committed and "every Saturday and Sunday at 10am" in turn.reply, turn.reply
    assert _weekdays(app, "yoga", "mike") == ["Sat", "Sun"]


@pytest.mark.parametrize(
    "said", ["cancel gym on fridays for 3 weeks", "skip gym fridays for the next 3 weeks"]
)
def test_fridays_cancelled_for_some_weeks_are_those_fridays_only(app, said):
    turn = app.ask(said, thread_id="g", speaker="mike")
    assert "(1 / 2 / 3)" not in turn.reply, turn.reply  # no only-next / following / series question
    assert "Fri Nov 27, Fri Dec 4 and Fri Dec 11" in turn.reply and "Wed" not in turn.reply
    assert not turn.committed
    assert app.ask("yes", thread_id="g", speaker="mike").committed
    assert _weekdays(app, "gym", "mike", day=30) == ["Mon", "Wed"]
    later = app.events(datetime(2026, 12, 14, tzinfo=NY), datetime(2026, 12, 21, tzinfo=NY), members=["mike"])
    assert "Fri" in {o.start.astimezone(NY).strftime("%a") for o in later if o.title == "gym"}  # on again


@pytest.mark.parametrize("said", ["no piano for 2 weeks", "cancel emma's piano for a couple of weeks"])
def test_an_activity_off_for_some_weeks_lists_each_lesson_then(app, said):
    turn = app.ask(said, thread_id="p")
    assert "(1 / 2 / 3)" not in turn.reply, turn.reply
    assert "Mon Nov 23 and Mon Nov 30" in turn.reply and not turn.committed
    assert app.ask("yes", thread_id="p").committed
    assert _weekdays(app, "piano lesson", "emma", day=30) == []
    december = app.events(
        datetime(2026, 12, 7, tzinfo=NY), datetime(2026, 12, 8, tzinfo=NY), members=["emma"]
    )
    assert [o.title for o in december if o.title == "piano lesson"] == ["piano lesson"]  # on again
