"""Questions families ask the way they talk: how a day looks, what was on, who's free at five.

Each is answered from the calendar and books nothing; none is mistaken for a booking of
"list everything" or "look".
"""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _answered(app: FamilyScheduler, text: str, thread: str) -> str:
    turn = app.ask(text, thread_id=thread)
    assert turn.status == "completed" and turn.intent == "query", (text, turn.reply)
    assert turn.committed == [] and turn.proposal is None, text
    return turn.reply


def test_how_a_day_looks_lists_what_is_on_it(app: FamilyScheduler) -> None:
    for n, text in enumerate(
        ["what does thursday look like?", "how's thursday looking", "hows thursday look"]
    ):
        reply = _answered(app, text, f"look-{n}")
        assert "Thursday Nov 26" in reply and "soccer practice" in reply and "homework" in reply, text


def test_a_question_about_a_day_gone_by_is_answered(app: FamilyScheduler) -> None:
    reply = _answered(app, "what was on yesterday?", "yesterday")
    assert "Sunday Nov 22" in reply and "family dinner" in reply
    assert "in the past" not in reply
    reply = _answered(app, "what did jake have last thursday", "last-thursday")
    assert "Thursday Nov 19" in reply and "soccer practice" in reply


def test_a_day_gone_by_still_cannot_be_booked(app: FamilyScheduler) -> None:
    turn = app.ask("dentist for jake yesterday at 3", thread_id="past-booking")
    assert turn.committed == []
    assert "past" in turn.reply


def test_show_me_everything_someone_has_is_their_calendar_not_the_readers(app: FamilyScheduler) -> None:
    reply = _answered(app, "show me everything jake has tomorrow", "show-jake")
    assert "soccer practice" in reply
    assert "homework" not in reply  # Emma's, on the same evening
    reply = _answered(app, "list everything for emma on thursday", "list-emma")
    assert "homework" in reply and "soccer" not in reply


def test_the_earliest_someone_could_do_something_is_when_they_are_free(app: FamilyScheduler) -> None:
    reply = _answered(app, "what's the earliest emma could get a haircut this week?", "earliest")
    assert "Emma is free" in reply and "3" in reply  # after school
    assert "No haircut" not in reply


def test_who_is_free_at_a_time_says_who_is_not_and_why(app: FamilyScheduler) -> None:
    reply = _answered(app, "who's free tomorrow at 5?", "who-free")
    assert "Sarah, Mike and Emma are free" in reply
    assert "Jake is not" in reply and "soccer practice" in reply and "4–5:30pm" in reply
    reply = _answered(app, "are mike and emma free tuesday at 10am?", "school-hours")
    assert "Mike is free" in reply and "Emma is not" in reply and "school" in reply


def test_when_an_activity_starts_is_looked_up_by_its_name(app: FamilyScheduler) -> None:
    reply = _answered(app, "when does swim start on saturday", "swim-start")
    assert "swim class" in reply and "10–11am" in reply


def test_someone_and_i_doing_something_is_booked_for_both(app: FamilyScheduler, titles_on) -> None:
    turn = app.ask("mike and i need to see the accountant friday at 2", thread_id="accountant")
    assert turn.status in ("completed", "awaiting_user")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="accountant")
    assert turn.committed
    assert ("see the accountant", "14:00") in titles_on(27, "sarah")
    assert ("see the accountant", "14:00") in titles_on(27, "mike")


def test_how_long_an_activity_lasts_is_said(app: FamilyScheduler) -> None:
    reply = _answered(app, "how long is jake's soccer practice?", "how-long")
    assert "4–5:30pm" in reply and "It lasts 1 hour 30 minutes." in reply
    reply = _answered(app, "when is swim class?", "when-swim")
    assert "It lasts" not in reply  # only said when asked


def test_a_date_said_with_every_is_booked_every_year(app: FamilyScheduler) -> None:
    turn = app.ask("every 4th of july fireworks with mike at 8pm", thread_id="fourth")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="fourth")
    assert turn.committed and "every year on Jul 4" in turn.reply
    assert "every month" not in turn.reply


def test_what_else_is_on_that_day_after_a_booking_is_that_whole_day(app: FamilyScheduler) -> None:
    app.ask("dentist for jake thursday at 3", thread_id="else")
    for n, text in enumerate(["what else is on that day?", "anything else that day?"]):
        reply = _answered(app, text, "else")
        assert "Thursday Nov 26" in reply and "soccer practice" in reply and "homework" in reply, (n, reply)


def test_whats_left_today_starts_from_now(app):
    answer = app.ask("what's left today?", thread_id="l").reply
    assert answer.startswith("What's on Monday Nov 23 9am–midnight:")
    assert "piano lesson" in answer and "gym" not in answer  # Mike's 6:30am gym is over


def test_what_is_left_this_week_is_no_event_called_left(app):
    answer = app.ask("what do we have left this week", thread_id="w").reply
    assert "No left" not in answer and "family dinner" in answer
