"""Leave asked in so many words: "am i allowed to go to the dance friday at 7pm?" was a look-up of
an event called "allowed to go to the dance"; it is the child's ask, which waits for a parent."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_emma_asking_if_she_is_allowed_to_go_waits_for_a_parent(app: FamilyScheduler):
    asked = app.ask("am i allowed to go to the school dance friday at 7pm?", thread_id="d", speaker="emma")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert "school dance for Emma" in asked.reply and "parent" in asked.reply, asked.reply
    assert "allowed" not in asked.reply, asked.reply


def test_jake_asking_if_it_is_ok_for_a_movie_night_waits_for_a_parent(app: FamilyScheduler):
    asked = app.ask("is it okay if we have a movie night friday at 6pm", thread_id="m", speaker="jake")
    assert "movie night" in asked.reply and "parent" in asked.reply, asked.reply
    assert not asked.committed


def test_a_parent_saying_yes_books_it(app: FamilyScheduler):
    app.ask("do i have permission to go bowling saturday at 3pm?", thread_id="b", speaker="jake")
    done = app.ask("yes", thread_id="b", speaker="mike")
    assert done.committed and "bowling for Jake" in done.reply, done.reply
