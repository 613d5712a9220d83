"""Spans said by a holiday, in the Parkers' late November: "thanksgiving weekend" is Thursday
to Sunday, "memorial day weekend" Saturday to Monday, "christmas week" the Monday-Sunday
week it falls in, "the weekend after thanksgiving" the Saturday and Sunday after it."""

from __future__ import annotations


def test_thanksgiving_weekend_runs_thursday_to_sunday(app):
    said = app.ask("anything on over thanksgiving weekend?", thread_id="h")
    assert said.reply.startswith("What's on from Thursday Nov 26 to Sunday Nov 29")
    assert "soccer practice" in said.reply and "family dinner" in said.reply


def test_a_monday_holiday_weekend_starts_the_saturday_before(app):
    said = app.ask("is the honda free labor day weekend?", thread_id="h")
    assert "from Saturday Sep 4 to Monday Sep 6" in said.reply


def test_christmas_week_is_the_week_it_falls_in(app):
    said = app.ask("what does jake have christmas week?", thread_id="h")
    assert said.reply.startswith("What's on for Jake from Monday Dec 21 to Sunday Dec 27")


def test_the_weekend_after_thanksgiving(app):
    said = app.ask("what's on for emma the weekend after thanksgiving?", thread_id="h")
    assert said.reply.startswith("What's on for Emma from Saturday Nov 28 to Sunday Nov 29")


def test_the_week_before_christmas(app):
    said = app.ask("show me the week before christmas", thread_id="h")
    assert "Monday Dec 14" in said.reply and "Sunday Dec 20" in said.reply


def test_a_visit_over_thanksgiving_weekend_is_those_days(app):
    said = app.ask("grandma is staying with us thanksgiving weekend", thread_id="h")
    assert "Thu Nov 26 – Sun Nov 29" in said.reply


def test_a_plain_weekend_is_still_this_one(app):
    said = app.ask("what's on this weekend?", thread_id="h")
    assert said.reply.startswith("What's on from Saturday Nov 28 to Sunday Nov 29")
