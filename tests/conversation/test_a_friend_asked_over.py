"""A friend's visit asked for: "can zoe come over saturday at 2?" answered everyone's free time
as a question; it is the visit, and a child's ask waits for a parent's yes."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_emma_asking_whether_a_friend_can_come_over_waits_for_a_parent(app: FamilyScheduler):
    asked = app.ask("can zoe come over saturday at 2?", thread_id="v", speaker="emma")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert "visit for Emma with Zoe" in asked.reply and "parent" in asked.reply, asked.reply
    done = app.ask("yes", thread_id="v", speaker="sarah")
    assert done.committed, done.reply


def test_jake_asking_to_have_his_friends_sleep_over_is_a_sleepover(app: FamilyScheduler):
    asked = app.ask("can my friends sleep over friday?", thread_id="s", speaker="jake")
    assert "sleepover for Jake with friends" in asked.reply and not asked.committed, asked.reply


def test_having_a_friend_over_said_another_way(app: FamilyScheduler):
    asked = app.ask("can i have noah over sunday at 3", thread_id="n", speaker="jake")
    assert "visit for Jake with Noah" in asked.reply and not asked.committed, asked.reply
