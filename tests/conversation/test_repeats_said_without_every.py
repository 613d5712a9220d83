"""Repeats said by how long or how often, without "every".

"swim lessons sat 9am for 8 weeks" once wrote one Saturday and dropped the eight weeks;
"karate tues and thurs 5pm until christmas" booked Tuesday once and an event called
"christmas" on Thursday; "tutoring twice a week mon and wed 4" wrote two one-offs titled
"tutoring twice a week". Days said with an end or a "twice a week" are a weekly activity.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def saturdays_with(app, title: str, member: str, weeks: int) -> list[str]:
    """The Saturdays of the coming `weeks` on which `member` has `title`."""
    first = datetime(2026, 11, 28, tzinfo=NY)
    found = []
    for week in range(weeks):
        day = first + timedelta(weeks=week)
        if any(o.title == title for o in app.events(day, day + timedelta(days=1), members=[member])):
            found.append(day.strftime("%b %d"))
    return found


def test_lessons_for_eight_weeks_are_eight_saturdays_and_then_stop(app):
    done = app.ask("art lessons for emma sat 1pm for 8 weeks", thread_id="a")
    assert done.committed and "every Saturday at 1pm, 8 times" in done.reply
    assert len(saturdays_with(app, "art lessons", "emma", 12)) == 8
    assert saturdays_with(app, "art lessons", "emma", 12)[-1] == "Jan 16"


def test_two_days_until_christmas_repeat_both_days_and_book_no_christmas(app, titles_on):
    turn = app.ask("chess for jake mon and wed 6pm until christmas", thread_id="c")
    assert "every Monday and Wednesday at 6pm until Dec 25" in turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="c")
    assert turn.committed
    assert ("chess", "18:00") in titles_on(2, "jake", month=12)
    assert ("chess", "18:00") in titles_on(21, "jake", month=12)
    assert titles_on(28, "jake", month=12) == []  # after christmas
    titles = {o.title for o in app.events("2026-11-23", "2027-01-01")}
    assert "christmas" not in titles


def test_two_days_until_the_end_of_the_month_stop_with_it(app, titles_on):
    app.ask("yoga for me tue and thu 10am until the end of december", thread_id="y")
    assert ("yoga", "10:00") in titles_on(31, "sarah", month=12)
    assert ("yoga", "10:00") in titles_on(1, "sarah", month=12)
    first_of_january = datetime(2027, 1, 5, tzinfo=NY)
    later = app.events(first_of_january, first_of_january + timedelta(days=7), members=["sarah"])
    assert "yoga" not in [o.title for o in later]


def test_twice_a_week_on_two_days_is_one_weekly_activity_with_its_own_name(app, titles_on):
    done = app.ask("emma tutoring twice a week tue and fri at 4", thread_id="t")
    assert done.committed and "every Tuesday and Friday at 4pm" in done.reply
    assert titles_on(24, "emma")[0] == ("tutoring", "16:00")
    assert ("tutoring", "16:00") in titles_on(4, "emma", month=12)


def test_two_days_for_three_weeks_are_six_dates(app):
    done = app.ask("violin for emma wed and sat at 3 for 3 weeks", thread_id="v")
    assert "6 times" in done.reply


def test_a_number_of_sessions_is_how_many_there_are(app):
    done = app.ask("physio for mike every thursday at 11 for 6 sessions", thread_id="p")
    assert done.committed and "6 times" in done.reply
    assert "sessions" not in done.reply


def test_days_listed_with_no_end_are_still_one_booking_each(app, titles_on):
    done = app.ask("haircuts for jake mon and wed at 3:30", thread_id="h")
    assert "every" not in done.reply
    assert ("haircuts", "15:30") in titles_on(2, "jake", month=12)
    assert "haircuts" not in [t for t, _ in titles_on(9, "jake", month=12)]  # not a weekly thing


def test_someone_away_until_a_date_is_not_read_as_a_weekly_thing(app):
    turn = app.ask("mike's out of town tuesday until dec 4", thread_id="o")
    assert "Tue Nov 24 – Fri Dec 4 (all day)" in turn.reply and "every" not in turn.reply
