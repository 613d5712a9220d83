"""Which day of a week is the busiest or the quietest: every day counts, ties are all named."""

from __future__ import annotations


def test_the_busiest_day_this_week_names_the_fullest_days(app):
    answer = app.ask("what's the busiest day this week?", thread_id="b").reply
    first = answer.splitlines()[0]
    assert first.startswith("The busiest days from Monday Nov 23 9am to the end of Sunday Nov 29 are")
    assert "Tuesday Nov 24 and Thursday Nov 26, with 2 events each" in first
    assert "soccer practice" in answer


def test_a_booking_makes_its_day_the_busiest(app):
    app.ask("dentist for emma wednesday at 4pm", thread_id="d")
    app.ask("haircut for jake wednesday at 5pm", thread_id="h")
    answer = app.ask("which day this week is the most hectic?", thread_id="b").reply
    assert "The busiest day" in answer and "is Wednesday Nov 25, with 3 events" in answer
    assert "dentist" in answer and "haircut" in answer and "gym" in answer


def test_the_least_busy_day_next_week_is_asked_as_a_ranking_not_free_time(app):
    answer = app.ask("which day next week is the least busy?", thread_id="q").reply
    assert answer.startswith("The quietest days from Monday Nov 30 to Sunday Dec 6 are")
    assert "free from" not in answer


def test_a_day_with_nothing_on_is_the_quietest(app):
    app.ask("cancel my gym on friday", thread_id="g", speaker="mike")
    app.ask("yes", thread_id="g", speaker="mike")
    assert [o.title for o in app.events("2026-11-27")] == []
    answer = app.ask("what's our lightest day this week", thread_id="q").reply
    assert answer.startswith("The quietest day from Monday Nov 23 9am to the end of Sunday Nov 29 is")
    assert "Friday Nov 27, with nothing on" in answer


def test_one_persons_busiest_day_counts_only_their_events(app):
    answer = app.ask("what's jake's busiest day next week?", thread_id="j").reply
    assert "with 1 event each" in answer and "gym" not in answer and "piano" not in answer
