"""Sarah texts in a hurry: "j dentist fri at 3". J is most likely Jake, but an initial is a
guess: the assistant names it and asks, and only a yes books it for Jake. It used to be
booked at once as "j dentist" for Sarah herself."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("said", "initial"), [("j dentist fri at 3", "J"), ("jk dentist fri at 3", "JK")])
def test_an_initial_for_one_member_is_asked_about_never_taken(app, said, initial):
    asked = app.ask(said, thread_id="t")
    assert asked.status == "awaiting_user" and not asked.committed
    assert asked.reply.startswith(f"I don't know who {initial} is (did you mean Jake?)."), asked.reply
    done = app.ask("yes", thread_id="t")
    assert done.committed and done.reply.startswith("Booked: dentist for Jake, Fri Nov 27 3–4pm."), done.reply


def test_an_initial_two_members_share_is_not_read_as_anyone(app):
    turn = app.ask("m gym tmrw 6am", thread_id="t")  # Mike, or Mom?
    assert "did you mean" not in turn.reply


def test_a_short_word_at_the_start_is_no_initial(app):
    turn = app.ask("a dentist for jake fri at 3", thread_id="t")
    assert turn.committed and turn.reply.startswith("Booked: dentist for Jake, Fri Nov 27 3–4pm."), turn.reply
