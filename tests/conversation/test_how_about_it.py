""" "How about X <when>?" is a plan put to the family when nothing called X is on then:
"how about lunch thursday", "what about a picnic sunday afternoon?". It is proposed and
asked first, like "could we do X?", never written at once and never answered with "No
lunch on Thursday". When X is on then ("how about piano next monday?"), it is still a
question and the calendar answers it; "what about 4?" to a booking on offer still moves it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def titles(app, day: int) -> list[str]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [o.title for o in app.events(start, start + timedelta(days=1))]


def test_a_lunch_nobody_booked_is_proposed_and_asked(app):
    asked = app.ask("how about lunch thursday", thread_id="l", speaker="mike")
    assert asked.intent == "create" and asked.status == "awaiting_user" and asked.committed == []
    assert "Book lunch for Mike, Thu Nov 26 12–1pm" in asked.reply and "No lunch" not in asked.reply
    assert "lunch" not in titles(app, 26)  # nothing before the yes
    app.ask("yes", thread_id="l", speaker="mike")
    assert "lunch" in titles(app, 26)


def test_what_about_with_we_and_a_part_of_the_day(app):
    asked = app.ask("hmm what about we do a picnic sunday afternoon?", thread_id="p")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Book picnic for Emma, Jake, Mike and Sarah, Sun Nov 29" in asked.reply


def test_something_on_the_calendar_then_is_still_looked_up(app):
    answer = app.ask("what about piano next monday?", thread_id="q")
    assert answer.intent == "query" and answer.committed == []
    assert "5–6pm piano lesson (Emma; Sedan)" in answer.reply


def test_what_about_a_time_for_the_booking_on_offer_still_moves_it(app):
    offered = app.ask("chess club for jake wednesday", thread_id="c")  # a time of ours: asked
    assert offered.status == "awaiting_user"
    moved = app.ask("what about 4?", thread_id="c")
    assert "Book chess club for Jake, Wed Nov 25 4–5pm" in moved.reply and moved.committed == []
