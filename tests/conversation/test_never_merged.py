"""Sarah's Monday: while one booking waits for her answer she asks for other things.

A new request is handled on its own and the waiting one is kept and asked again
afterwards; a change ("make it 7pm") changes the waiting one; a question is answered
and the waiting one shown again; only a plain yes writes; an option that is not on the
list is said to be missing in the reply itself.
"""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler

SWIM = "swim for jake thursday at 4"  # clashes with Jake's soccer practice: numbered options


def test_a_new_request_is_booked_and_the_waiting_one_is_kept_not_merged(app: FamilyScheduler, titles_on):
    asked = app.ask(SWIM, thread_id="k1")
    assert asked.status == "awaiting_user" and asked.options
    karate = app.ask("karate for jake wednesday at 6pm", thread_id="k1")
    assert karate.reply.startswith("Booked: karate for Jake, Wed Nov 25 6–7pm.")
    assert "Back to your earlier request:" in karate.reply and "Book swim for Jake" in karate.reply
    assert karate.status == "awaiting_user" and karate.question is not None
    assert karate.question["summary"] == asked.question["summary"]  # type: ignore[index]
    assert ("karate", "18:00") in titles_on(25, "jake")
    assert not [t for t, _ in titles_on(25, "jake") + titles_on(26, "jake") if t == "swim"]
    friday = next(o for o in karate.options if "Fri Nov 27" in o["description"])
    done = app.ask(str(friday["id"]), thread_id="k1")
    assert done.status == "completed" and done.reply.startswith("Booked: swim for Jake, Fri Nov 27")
    assert ("swim", "15:00") in titles_on(27, "jake") and ("karate", "18:00") in titles_on(25, "jake")


def test_a_question_is_answered_and_the_waiting_booking_shown_again(app: FamilyScheduler, titles_on):
    app.ask(SWIM, thread_id="q")
    answered = app.ask("what's on wednesday?", thread_id="q")
    assert answered.reply.startswith("What's on Wednesday Nov 25:")
    assert "Back to your earlier request:" in answered.reply
    assert answered.status == "awaiting_user" and answered.committed == []
    assert not [t for t, _ in titles_on(25, "jake") if t == "swim"]
    assert app.ask("no", thread_id="q").reply == "OK, I left the calendar as it was."


def test_a_change_changes_the_waiting_booking(app: FamilyScheduler, titles_on):
    app.ask(SWIM, thread_id="c")
    moved = app.ask("make it 7pm", thread_id="c")  # not option 2, which happens to be at 7pm
    assert moved.reply == "Booked: swim for Jake, Thu Nov 26 7–8pm."
    assert ("swim", "19:00") in titles_on(26, "jake")


def test_a_new_request_that_also_waits_says_the_earlier_one_is_on_hold(app: FamilyScheduler, titles_on):
    app.ask(SWIM, thread_id="two")
    tutoring = app.ask("tutoring for Emma monday at 5:30pm", thread_id="two")  # clashes too
    assert tutoring.status == "awaiting_user"
    assert tutoring.reply.startswith("Your earlier request (Book swim for Jake, Thu Nov 26 4–5pm) is on hold")
    assert "tutoring" in tutoring.question["summary"]  # type: ignore[index]
    back = app.ask("no", thread_id="two")
    assert back.reply.startswith("OK, I left the calendar as it was.\nBack to your earlier request:")
    assert back.question is not None and "swim" in back.question["summary"]
    assert app.ask("no", thread_id="two").status == "completed"
    assert app.pending("two") is None
    assert not [t for t, _ in titles_on(26, "jake") if t == "swim"]


def test_a_new_request_needing_a_detail_keeps_the_earlier_one_until_it_is_done(app: FamilyScheduler):
    app.ask(SWIM, thread_id="d")
    what = app.ask("book emma friday at 5pm", thread_id="d")
    assert what.status == "awaiting_user" and what.reply.startswith("What is it for?")
    assert "Your earlier request (Book swim for Jake" in what.reply
    done = app.ask("piano", thread_id="d")
    assert done.reply.startswith("Booked: piano for Emma, Fri Nov 27 5–6pm.")
    assert "Back to your earlier request:" in done.reply and done.question is not None


def test_hedged_answers_ask_again_and_only_a_plain_yes_books(app: FamilyScheduler, titles_on):
    asked = app.ask("swim class for the kids sunday afternoon", thread_id="h")
    assert asked.status == "awaiting_user"  # the assistant chose the time: it asks
    for hedged, named in [
        ("ok wait", "'wait'"),
        ("yes no", "'no'"),
        ("sure, no", "'no'"),
        ("yes but cancel it", "'cancel it'"),
        ("ok but not sunday", "'not sunday'"),
    ]:
        again = app.ask(hedged, thread_id="h")
        assert again.status == "awaiting_user" and again.committed == [], hedged
        assert again.reply.startswith("I couldn't tell what you meant:") and named in again.reply, hedged
    assert not [t for t, _ in titles_on(29, "emma") if "swim" in t]
    assert app.ask("yes", thread_id="h").committed


def test_an_option_that_is_not_on_the_list_is_said_in_the_reply(app: FamilyScheduler):
    app.ask(SWIM, thread_id="o")
    for said, number in [("option -1", -1), ("option 99", 99), ("0", 0)]:
        again = app.ask(said, thread_id="o")
        assert again.status == "awaiting_user" and again.committed == []
        assert again.reply.startswith(f"There is no option {number}. Pick 1 to"), again.reply


def test_a_scope_question_waits_while_a_new_request_is_booked(app: FamilyScheduler, titles_on):
    asked = app.ask("cancel the kids' swim class", thread_id="s")
    assert asked.question is not None and asked.question["kind"] == "scope"
    booked = app.ask("dentist for jake saturday at 2pm", thread_id="s")
    assert booked.reply.startswith("Booked: dentist for Jake, Sat Nov 28 2–3pm.")
    assert booked.question is not None and booked.question["kind"] == "scope"
    assert app.ask("9", thread_id="s").reply.startswith("There is no option 9.")
    assert app.ask("no", thread_id="s").status == "completed"
    assert ("swim class", "10:00") in titles_on(28, "jake")


def test_a_change_of_people_replaces_them_and_words_that_change_nothing_ask_again(app: FamilyScheduler):
    app.ask("swim class for the kids sunday afternoon", thread_id="p")
    emma = app.ask("make it for emma", thread_id="p")
    assert emma.question is not None and emma.question["event"]["participants"] == ["Emma"]  # type: ignore[index]
    idle = app.ask("thanks lol", thread_id="p")
    assert idle.reply.startswith("I couldn't tell what you meant: nothing in 'thanks lol' changes it.")
    stranger = app.ask("make it for grandpa", thread_id="p")
    assert stranger.reply.startswith("I don't know who grandpa is. The request below is unchanged.")
    assert stranger.committed == [] and stranger.status == "awaiting_user"


def test_at_most_three_questions_wait_and_the_oldest_dropped_is_said(app: FamilyScheduler):
    clashes = [
        SWIM,
        "tutoring for Emma monday at 5:30pm",
        "chess for jake thursday at 4:30pm",
        "art for emma monday at 5:30pm",
    ]
    for text in clashes:
        assert app.ask(text, thread_id="many").status == "awaiting_user"
    last = app.ask("drums for jake thursday at 5pm", thread_id="many")
    assert "I dropped an older one that was still waiting (Book swim for Jake, Thu" in last.reply
    state = app.graph.get_state(app.config("many")).values
    assert len(state["parked"]) == 3
