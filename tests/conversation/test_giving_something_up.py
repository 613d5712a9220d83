""" "Emma quit piano": the family stops an activity, and only the weeks ahead go."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _mondays_piano(app: FamilyScheduler) -> list[str]:
    start = datetime(2026, 11, 16, tzinfo=NY)
    return [
        o.start.astimezone(NY).strftime("%b %d")
        for o in app.events(start, start + timedelta(weeks=4), members=["emma"])
        if o.title == "piano lesson"
    ]


def test_emma_quitting_piano_cancels_her_lessons_from_today_after_asking(app: FamilyScheduler) -> None:
    asked = app.ask("emma quit piano", thread_id="quit")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Cancel piano lesson from Mon Nov 23" in asked.reply and "this and following" in asked.reply
    done = app.ask("yes", thread_id="quit")
    assert done.committed
    assert _mondays_piano(app) == ["Nov 16"]  # last week's lesson stays on the calendar


def test_not_doing_soccer_anymore_after_december_keeps_december(app: FamilyScheduler) -> None:
    asked = app.ask("jake's not doing soccer anymore after december", thread_id="soccer")
    assert asked.status == "awaiting_user" and "from Tue Jan 5" in asked.reply
    app.ask("yes", thread_id="soccer")
    december = app.events(datetime(2026, 12, 1, tzinfo=NY), datetime(2027, 1, 1, tzinfo=NY), members=["jake"])
    january = app.events(datetime(2027, 1, 1, tzinfo=NY), datetime(2027, 2, 1, tzinfo=NY), members=["jake"])
    assert sum(o.title == "soccer practice" for o in december) == 10
    assert not any(o.title == "soccer practice" for o in january)


def test_saying_no_keeps_every_lesson(app: FamilyScheduler) -> None:
    app.ask("emma is done with piano", thread_id="no")
    kept = app.ask("no", thread_id="no")
    assert kept.committed == []
    assert _mondays_piano(app) == ["Nov 16", "Nov 23", "Nov 30", "Dec 07"]


def _mikes_gym(app: FamilyScheduler, weeks: int = 3) -> list[str]:
    start = datetime(2026, 11, 16, tzinfo=NY)
    return [
        o.start.astimezone(NY).strftime("%a %b %d")
        for o in app.events(start, start + timedelta(weeks=weeks), members=["mike"])
        if o.title == "gym"
    ]


def test_no_more_gym_on_fridays_drops_the_fridays_only_after_asking(app: FamilyScheduler) -> None:
    asked = app.ask("no more gym on fridays", thread_id="gym", speaker="mike")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Stop gym on Fridays from Fri Nov 27")
    assert "it stays on Mondays and Wednesdays" in asked.reply
    app.ask("yes", thread_id="gym", speaker="mike")
    assert _mikes_gym(app) == [
        "Mon Nov 16", "Wed Nov 18", "Fri Nov 20",  # last week as it was
        "Mon Nov 23", "Wed Nov 25",
        "Mon Nov 30", "Wed Dec 02",
    ]  # fmt: skip


def test_cancelling_the_gym_on_fridays_offers_a_friday(app: FamilyScheduler) -> None:
    asked = app.ask("cancel my gym on fridays", thread_id="which", speaker="mike")
    assert asked.status == "awaiting_user"
    assert "next one (Fri Nov 27" in asked.reply  # not Wednesday's
    done = app.ask("1", thread_id="which", speaker="mike")
    if done.status == "awaiting_user":
        done = app.ask("yes", thread_id="which", speaker="mike")
    assert "Fri Nov 27" not in _mikes_gym(app) and "Wed Nov 25" in _mikes_gym(app)
    assert "Fri Dec 04" in _mikes_gym(app, weeks=4)
