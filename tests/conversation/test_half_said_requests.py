"""Half-said requests in the Parkers' week: an activity named with no verb and no time is
offered as a booking, and a family that says "never mind" to a question is let go."""

from __future__ import annotations

from .conftest import NY


def written(app) -> int:
    return len(app.calendar.all_events())


def test_dentist_for_jake_is_offered_then_booked_at_the_time_given(app):
    before = written(app)
    offered = app.ask("dentist for jake", thread_id="c")
    assert offered.status == "awaiting_user" and offered.committed == []
    assert offered.reply.startswith("Shall I book dentist for Jake?")
    done = app.ask("saturday at 8am", thread_id="c")
    assert done.status == "completed", done.reply
    event = app.calendar.get_event(done.committed[0])
    assert (event.title, event.participants) == ("dentist", ["jake"])
    assert event.start.astimezone(NY).strftime("%a %b %d %H:%M") == "Sat Nov 28 08:00"
    assert written(app) == before + 1


def test_emma_has_piano_offered_and_declined_writes_nothing(app):
    before = written(app)
    assert app.ask("emma has piano", thread_id="c").status == "awaiting_user"
    declined = app.ask("no", thread_id="c")
    assert declined.status == "completed"
    assert declined.reply == "OK, I won't book piano for Emma. Nothing was changed."
    later = app.ask("saturday at 8am", thread_id="c")  # nothing waits for a time any more
    assert later.committed == [] and written(app) == before


def test_a_joke_is_not_offered_as_a_booking(app):
    reply = app.ask("tell me a joke", thread_id="c")
    assert reply.status == "completed" and "didn't understand" in reply.reply


def test_never_mind_drops_the_question_about_the_time(app):
    before = written(app)
    asked = app.ask("book soccer for emma", thread_id="c")
    assert asked.status == "awaiting_user"
    dropped = app.ask("never mind", thread_id="c")
    assert dropped.status == "completed" and dropped.reply.startswith("OK, I won't book soccer")
    assert app.ask("what's on saturday?", thread_id="c").status == "completed"
    assert written(app) == before


def test_forget_it_leaves_the_dentist_where_it_was(app):
    app.ask("dentist for jake thursday at 3pm")
    asked = app.ask("move jake's dentist", thread_id="c")
    assert asked.status == "awaiting_user"
    dropped = app.ask("forget it", thread_id="c")
    assert dropped.reply == "OK, I won't change the dentist. Nothing was changed."
    dentist = next(e for e in app.calendar.all_events() if e.title == "dentist")
    assert dentist.start.astimezone(NY).strftime("%a %H:%M") == "Thu 15:00"


def test_more_requests_than_taken_at_once_change_nothing_and_say_so(app):
    before = written(app)
    text = " and ".join(
        f"{what} for jake {day} at {hour}"
        for what, day, hour in [
            ("chess", "monday", 3),
            ("judo", "tuesday", 5),
            ("violin", "wednesday", 5),
            ("art", "thursday", 3),
            ("swim", "friday", 4),
            ("drama", "saturday", 11),
        ]
    )
    said = app.ask(text, thread_id="c")
    assert said.status == "completed" and said.committed == []
    assert "6 requests in one message" in said.reply and "at most 5" in said.reply
    assert written(app) == before
