"""A night at a friend's house said with a verb: "can i sleep over at ava's friday?" was a
look-up of an event called "sleep" ("No sleep for Emma on Friday"); it is the sleepover,
overnight, and a child's ask waits for a parent's yes."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_emma_asking_to_sleep_over_at_a_friends_waits_for_a_parent(app: FamilyScheduler):
    asked = app.ask("can i sleep over at maya's on friday?", thread_id="s", speaker="emma")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert "sleepover for Emma" in asked.reply and "parent" in asked.reply, asked.reply


def test_a_parent_telling_jake_spends_the_night_at_a_friends_books_the_night(app: FamilyScheduler):
    turn = app.ask("jake is spending the night at noah's saturday", thread_id="j", speaker="sarah")
    assert "sleepover for Jake" in turn.reply and "Sat Nov 28" in turn.reply, turn.reply


def test_asking_whether_someone_stays_over_is_still_a_question(app: FamilyScheduler):
    turn = app.ask("is emma staying over at maya's friday?", thread_id="q", speaker="mike")
    assert turn.intent == "query" and not turn.committed, turn.reply
