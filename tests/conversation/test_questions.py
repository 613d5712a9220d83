"""The one question the assistant asks, and the answers an app may send back.

Whether it asks "shall I book it?", "which option?" or "which occurrences?", the
pending question has one shape, is said in one way, and takes a word, a number or a
structured answer from an embedding app.
"""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler
from family_scheduler.graph.replies import question_text


def test_a_clash_is_one_question_with_its_event_conflicts_and_numbered_options(app: FamilyScheduler) -> None:
    turn = app.ask("tutoring for Emma monday at 5:30pm", thread_id="q")
    question = turn.question
    assert question is not None and question["kind"] == "confirm"
    assert question["event"] is not None and question["event"]["participants"] == ["Emma"]
    assert any(c["blocking"] for c in question["conflicts"])
    assert [o["id"] for o in question["options"]] == list(range(1, len(question["options"]) + 1))
    assert turn.reply == question_text(question)
    assert all(f"{o['id']}. {o['description']}" in turn.reply for o in question["options"])


def test_an_app_may_pick_an_option_with_a_plain_number(app: FamilyScheduler) -> None:
    app.ask("tutoring for Emma monday at 5:30pm", thread_id="n")
    done = app.resume(2, thread_id="n")
    assert done.status == "completed" and done.committed


def test_an_app_may_pick_an_option_with_a_structured_answer(app: FamilyScheduler) -> None:
    app.ask("tutoring for Emma monday at 5:30pm", thread_id="s")
    done = app.resume({"option": 1}, thread_id="s")
    assert done.status == "completed" and done.committed


def test_an_option_that_does_not_exist_is_asked_again(app: FamilyScheduler) -> None:
    turn = app.ask("tutoring for Emma monday at 5:30pm", thread_id="x")
    again = app.resume({"option": 42}, thread_id="x")
    assert again.status == "awaiting_user" and again.committed == []
    assert again.question is not None and turn.question is not None
    assert {**again.question, "note": None} == {**turn.question, "note": None}  # the same question
    assert again.reply.startswith("There is no option 42. Pick 1 to")  # and the reason, first
    last = app.graph.get_state(app.config("x")).values["messages"][-1]
    assert "There is no option 42" in last.content


def test_the_occurrence_question_has_the_same_shape(app: FamilyScheduler) -> None:
    turn = app.ask("cancel the kids' swim class", thread_id="w")
    question = turn.question
    assert question is not None and question["kind"] == "scope"
    assert [o["strategy"] for o in question["options"]] == ["scope"] * 3
    assert turn.reply == question["question"] == question_text(question)
    unclear = app.ask("hmm, yes", thread_id="w")
    assert unclear.status == "awaiting_user" and unclear.question is not None
    assert {**unclear.question, "note": None} == {**question, "note": None}
    assert unclear.reply.startswith("I couldn't tell what you meant: you said 'yes' but also 'hmm'")


def test_the_calendar_for_december_and_the_dentist_appointment_are_answered(app):
    december = app.ask("show me the calendar for december", thread_id="d")
    assert december.intent == "query" and december.committed == []
    assert december.reply.startswith("What's on from Tuesday Dec 1 to Thursday Dec 31:")
    assert "- Thursday Dec 31: 4–5:30pm soccer practice (Jake; Minivan)" in december.reply
    app.ask("Dentist for Jake tomorrow at 3pm", thread_id="b")
    found = app.ask("find the dentist appointment", thread_id="f")
    assert found.reply.startswith("The next dentist is Tuesday Nov 24 3–4pm (Jake).")


def test_our_date_night_is_named_as_the_two_it_is_for(app):
    app.ask("mike and i have a date night friday at 7:30pm", thread_id="d")
    turn = app.ask("what time is our date night?", thread_id="q")
    assert "date night for Sarah and Mike is Friday Nov 27" in turn.reply
    assert "Emma" not in turn.reply.split("(")[0]


def test_the_next_thing_on_my_calendar_is_one_thing(app):
    app.ask("haircut for me wednesday at 10am", thread_id="h")
    turn = app.ask("what's the next thing on my calendar?", thread_id="q")
    assert turn.reply.startswith("Next for Sarah: haircut, Wednesday Nov 25")
    assert "family dinner" not in turn.reply


def test_how_many_says_the_number(app):
    turn = app.ask("how many soccer practices does jake have next week?", thread_id="q")
    assert "That's 2 in all." in turn.reply
