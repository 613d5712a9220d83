"""One week's occasion of a weekly plan moved into a clash: ways out for that week only.

Whatever the family picks changes that one occasion; the week before and the week after
stay as they were, and "undo" puts the occasion back.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

NY = ZoneInfo("America/New_York")


def test_sunday_dinner_too_late_for_jake_is_moved_earlier_that_sunday_only(app, titles_on):
    asked = app.ask("change dinner sunday to 7:30", thread_id="d")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "bedtime" in asked.reply and "no way out" not in asked.reply
    earlier = next(o for o in asked.options if "1 hour earlier" in o["description"])
    assert earlier["description"].endswith("(this occurrence only).")
    done = app.ask(str(earlier["id"]), thread_id="d")
    assert done.status == "completed", done.reply
    assert ("family dinner", "18:30") in titles_on(29, "jake")
    assert ("family dinner", "18:00") in titles_on(22, "jake")  # the Sunday before
    assert ("family dinner", "18:00") in titles_on(6, "jake", month=12)  # and the one after


def test_a_dinner_without_jake_keeps_him_on_every_other_sunday_and_undo_brings_him_back(app, titles_on):
    asked = app.ask("move this sunday's family dinner to 7:30pm", thread_id="j")
    without = next(o for o in asked.options if "without Jake" in o["description"])
    done = app.ask(str(without["id"]), thread_id="j")
    assert done.status == "completed", done.reply
    assert ("family dinner", "19:30") in titles_on(29, "sarah")
    assert "family dinner" not in [t for t, _ in titles_on(29, "jake")]
    assert ("family dinner", "18:00") in titles_on(6, "jake", month=12)
    assert ("family dinner", "18:00") in titles_on(22, "jake")
    undo = app.ask("undo", thread_id="j")
    assert "undoing: Emma, Mike and Sarah go" in undo.reply
    back = app.ask("yes", thread_id="j")
    assert back.status == "completed", back.reply
    assert ("family dinner", "18:00") in titles_on(29, "jake")


def test_thursday_practice_moved_to_another_day_leaves_tuesday_and_next_week(app, titles_on):
    asked = app.ask("move jake's soccer on thursday to 7:30pm", thread_id="s")
    assert asked.committed == [] and asked.options
    other_day = next(o for o in asked.options if "Wed Nov 25" in o["description"])
    done = app.ask(str(other_day["id"]), thread_id="s")
    assert done.status == "completed", done.reply
    assert "soccer practice" in [t for t, _ in titles_on(25, "jake")]
    assert "soccer practice" not in [t for t, _ in titles_on(26, "jake")]
    assert ("soccer practice", "16:00") in titles_on(24, "jake")
    assert ("soccer practice", "16:00") in titles_on(3, "jake", month=12)
    assert ("soccer practice", "16:00") in titles_on(19, "jake")


def test_jake_joins_one_book_club_night_at_an_earlier_hour(app, titles_on):
    asked = app.ask("add jake to book club on wednesday dec 2", thread_id="b")
    assert asked.committed == [] and "bedtime" in asked.reply
    assert all("without Jake" not in o["description"] for o in asked.options)
    earlier = next(o for o in asked.options if "Wed Dec 2 6:30" in o["description"])
    done = app.ask(str(earlier["id"]), thread_id="b")
    assert done.status == "completed", done.reply
    assert ("book club", "18:30") in titles_on(2, "jake", month=12)
    assert ("book club", "19:30") in titles_on(16, "sarah", month=12)  # two weeks on, as ever
    assert "book club" not in [t for t, _ in titles_on(16, "jake", month=12)]
    assert ("book club", "19:30") in titles_on(18, "sarah")


def test_one_piano_lesson_on_book_club_night_takes_the_minivan_that_night(app):
    asked = app.ask("move emma's piano on monday nov 30 to wednesday dec 2 at 7:30pm", thread_id="p")
    swap = next(o for o in asked.options if "Minivan instead of the Sedan" in o["description"])
    picked = app.ask(str(swap["id"]), thread_id="p")
    assert picked.committed == [] and "Shall I go ahead?" in picked.reply  # a late hour: asked first
    done = app.ask("yes", thread_id="p")
    assert done.status == "completed", done.reply
    wednesday = app.events(datetime(2026, 12, 2, tzinfo=NY), datetime(2026, 12, 3, tzinfo=NY), ["emma"])
    assert [(o.title, o.resources) for o in wednesday] == [("piano lesson", ["minivan"])]
    for monday in (23, 30, 7):  # the lesson before, that Monday (moved away), the one after
        month = 12 if monday == 7 else 11
        day = datetime(2026, month, monday, tzinfo=NY)
        lessons = [(o.title, o.resources) for o in app.events(day, day + timedelta(days=1), ["emma"])]
        assert lessons == ([] if monday == 30 else [("piano lesson", ["sedan"])])


def test_a_late_dinner_from_this_sunday_on_is_offered_an_earlier_hour_from_then_on(app, titles_on):
    asked = app.ask("move dinner to 7:30pm from this sunday on", thread_id="f")
    earlier = next(o for o in asked.options if "1 hour earlier" in o["description"])
    done = app.ask(str(earlier["id"]), thread_id="f")
    assert done.status == "completed", done.reply
    assert ("family dinner", "18:30") in titles_on(29, "jake")
    assert ("family dinner", "18:30") in titles_on(6, "jake", month=12)
    assert ("family dinner", "18:00") in titles_on(22, "jake")


def test_practice_at_5_from_thursday_on_keeps_the_dentists_thursday_earlier(app, titles_on):
    app.ask("dentist for jake on thursday dec 3 at 5:30pm", thread_id="dd")
    asked = app.ask("move jake's soccer practice to 5pm from thursday on", thread_id="f5")
    assert asked.committed == [] and "dentist" in asked.reply
    that_day = next(o for o in asked.options if "(that day only)" in o["description"])
    assert "but on Thu Dec 3" in that_day["description"]
    done = app.ask(str(that_day["id"]), thread_id="f5")
    assert done.status == "completed", done.reply
    assert ("soccer practice", "17:00") in titles_on(26, "jake")
    assert ("soccer practice", "17:00") in titles_on(10, "jake", month=12)
    assert ("soccer practice", "16:00") in titles_on(24, "jake")  # before the cut, as it was
    dec3 = titles_on(3, "jake", month=12)
    assert ("dentist", "17:30") in dec3 and [t for t, h in dec3 if t == "soccer practice" and h < "17:00"]
