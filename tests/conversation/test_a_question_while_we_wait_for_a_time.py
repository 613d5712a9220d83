"""Sarah asks for the dentist for Jake; the assistant asks when. Before answering she checks
what is on Friday. The question is answered, the assistant asks again when the dentist
should be, and "friday at 3 then" books it; the request was dropped before, and "friday at
3 then" was not understood."""

from __future__ import annotations


def test_a_question_asked_while_a_time_is_wanted_is_answered_and_the_time_asked_again(app):
    asked = app.ask("dentist for jake", thread_id="d")
    assert asked.reply.startswith("Shall I book dentist for Jake? When should it be?"), asked.reply
    aside = app.ask("what's on friday?", thread_id="d")
    assert aside.status == "awaiting_user" and not aside.committed
    assert aside.reply.startswith("What's on Friday Nov 27:"), aside.reply
    asked_again = "Shall I book dentist for Jake? When should it be? (a day and a time, or no)"
    assert aside.reply.endswith(f"Back to your earlier request:\n{asked_again}"), aside.reply
    done = app.ask("friday at 3 then", thread_id="d")
    assert done.committed and done.reply.startswith("Booked: dentist for Jake, Fri Nov 27 3–4pm."), done.reply


def test_what_time_asked_again_after_an_aside_and_never_mind_drops_it(app):
    app.ask("book dinner for the family", thread_id="d")
    aside = app.ask("what's on friday?", thread_id="d")
    assert aside.reply.endswith("Back to your earlier request:\nWhat time should it be?"), aside.reply
    dropped = app.ask("never mind", thread_id="d")
    assert dropped.status == "completed" and not dropped.committed
    assert dropped.reply.startswith("OK, I won't book dinner"), dropped.reply
