"""Sarah books a helper "once a month on thursday": which Thursday of the month is a guess
(the one of the first date), so it is said back and asked, never written at once as "every
month on the 26th"."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_once_a_month_on_a_weekday_is_asked_as_that_weekday_of_the_month(app: FamilyScheduler, titles_on):
    asked = app.ask("gutter cleaner once a month on thursday at 11", thread_id="g")
    assert asked.committed == [] and asked.status == "awaiting_user"
    assert '"once a month on thursday" as the fourth Thursday of every month' in asked.reply
    assert "on the 26th" not in asked.reply
    assert titles_on(26, "sarah") == []
    done = app.ask("yes", thread_id="g")
    assert len(done.committed) == 1
    assert ("gutter cleaner", "11:00") in titles_on(24, "sarah", month=12)  # the fourth Thursday in December
    assert ("gutter cleaner", "11:00") not in titles_on(26, "sarah", month=12)  # not the 26th


def test_monthly_on_a_plural_weekday_is_one_a_month_not_every_week(app: FamilyScheduler, titles_on):
    asked = app.ask("book club monthly on wednesdays at 8pm", thread_id="b")
    assert asked.committed == [] and "of every month" in asked.reply
    app.ask("yes", thread_id="b")
    assert ("book club", "20:00") not in titles_on(2, "sarah", month=12)  # no weekly club


def test_the_weekday_of_the_month_said_is_kept(app: FamilyScheduler, titles_on):
    done = app.ask("pottery class every month on the first sunday at 2pm", thread_id="p")
    assert done.committed and "first Sunday of every month" in done.reply
    assert ("pottery class", "14:00") in titles_on(6, "sarah", month=12)
