"""A friend named with one of the kids ("Jake has a playdate with Tom") comes along as a
guest: the booking is Jake's, Tom is named as a guest, and nobody is asked who Tom is. A
name that looks like a misspelt member is still asked about, and the question "who is
Tom?" takes a member's name or "a friend" as its answer, never a bare "yes"."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_a_friend_on_a_playdate_is_a_guest_of_the_booking(app: FamilyScheduler):
    turn = app.ask("book jake a playdate with Oliver on friday at 4", thread_id="p")
    assert "with Oliver (a guest)" in turn.reply, turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="p")
    friday = [o for o in app.events("2026-11-27", members=["jake"]) if o.title == "playdate"]
    assert friday and friday[0].participants == ["jake"]
    stored = app.calendar.get_event(friday[0].event_id)
    assert stored is not None and stored.guests == ["Oliver"]
    assert "I don't know who" not in turn.reply


def test_a_near_miss_of_a_member_is_still_asked_about(app: FamilyScheduler):
    turn = app.ask("emma has a sleepover with Jak on saturday at 6pm", thread_id="n")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "did you mean Jake?" in turn.reply


def test_a_bare_yes_does_not_say_who_so_the_question_says_what_would(app: FamilyScheduler):
    app.ask("dentist for Priya on friday at 2pm", thread_id="q")
    again = app.ask("yes", thread_id="q")
    assert again.status == "awaiting_user" and again.committed == []
    assert "I still don't know who Priya is" in again.reply
    assert '"a guest"' in again.reply and "Jake" in again.reply


def test_saying_she_is_a_friend_makes_her_a_guest(app: FamilyScheduler):
    app.ask("dentist for Priya on friday at 2pm", thread_id="f")
    done = app.ask("she's a friend of ours", thread_id="f")
    assert "Priya (a guest)" in done.reply, done.reply


def test_naming_a_member_answers_who_it_is_for(app: FamilyScheduler):
    app.ask("haircut for Priya on friday at 2pm", thread_id="m")
    done = app.ask("emma", thread_id="m")
    assert "haircut for Emma" in done.reply and "Priya" not in done.reply


def test_a_sleepover_at_her_friends_house_is_booked_without_asking_who_friend_is(app, titles_on):
    turn = app.ask(
        "Hi! So Emma has a sleepover at her friend's house this Friday, from 6pm until Saturday at 10am. "
        "Could you put that on the calendar?",
        thread_id="s",
    )
    assert "I don't know who" not in turn.reply, turn.reply
    assert "sleepover for Emma at her friend's house" in turn.reply
