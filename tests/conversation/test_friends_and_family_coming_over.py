"""Friends and relatives coming over, told as news through the week: the entry is a visit
(or a sleepover) for whoever they come to, with the visitor named as a guest by name
("Zoe", "uncle Bob"), never a title like "friend zoe is visiting"; a friend brought along
is named by her name, not by "my friend"."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _on(app: FamilyScheduler, day: int) -> list[tuple[str, list[str], list[str]]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [(o.title, o.participants, o.guests) for o in app.events(start, start + timedelta(days=1))]


def test_a_friend_coming_over_after_school_is_the_childs_visit(app: FamilyScheduler):
    said = app.ask("jake's friend noah is coming over wednesday at 4", thread_id="n")
    assert said.reply.startswith("Booked: visit for Jake with Noah (a guest), Wed Nov 25 4–5pm"), said.reply
    assert ("visit", ["jake"], ["Noah"]) in _on(app, 25)


def test_a_friend_sleeping_over_is_a_sleepover_that_takes_nobodys_time(app: FamilyScheduler):
    said = app.ask("emma's friend ava is sleeping over on friday", thread_id="s")
    assert "sleepover for Emma with Ava" in said.reply and "shown as free" in said.reply, said.reply
    assert ("sleepover", ["emma"], ["Ava"]) in _on(app, 27)


def test_an_uncle_coming_over_on_sunday_afternoon_keeps_his_name(app: FamilyScheduler):
    said = app.ask("uncle bob is coming over sunday afternoon", thread_id="u")
    assert "visit for Sarah with uncle Bob" in said.reply, said.reply
    assert "Sun Nov 29 12–5pm" in said.reply


def test_nana_coming_over_is_her_visit_not_a_change_to_find(app: FamilyScheduler):
    said = app.ask("nana is coming over saturday", thread_id="v")
    assert "couldn't find" not in said.reply
    assert said.reply.startswith("Booked: visit for Linda, Sat Nov 28 (all day)"), said.reply


def test_my_friend_taken_along_to_the_zoo_is_named_by_her_name(app: FamilyScheduler):
    asked = app.ask("take jake and my friend lily to the zoo sunday at 11", thread_id="z")
    assert "with Lily (a guest)" in asked.reply and "my friend" not in asked.reply, asked.reply
