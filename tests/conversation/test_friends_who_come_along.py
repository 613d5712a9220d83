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


def test_friends_said_as_company_come_along_without_a_question(app: FamilyScheduler, titles_on):
    turn = app.ask("book emma a movie with her friends saturday at 2", thread_id="c")
    assert turn.committed and "I don't know who" not in turn.reply, turn.reply
    assert "movie for Emma with friends" in turn.reply
    assert ("movie", "14:00") in titles_on(28, "emma")


def test_a_child_going_out_with_a_friend_books_for_the_child(app: FamilyScheduler, titles_on):
    turn = app.ask("book me a bike ride with my cousins on sunday at 11", thread_id="k2", speaker="jake")
    assert turn.committed and "with cousins" in turn.reply, turn.reply
    assert ("bike ride", "11:00") in titles_on(29, "jake")


def test_lunch_with_friends_is_the_speakers_lunch(app: FamilyScheduler, titles_on):
    turn = app.ask("lunch with friends on friday at noon", thread_id="l", speaker="mike")
    assert "lunch for Mike with friends" in turn.reply, turn.reply
    assert ("lunch", "12:00") in titles_on(27, "mike")


def test_grandpa_is_still_asked_about(app: FamilyScheduler):
    turn = app.ask("book mike lunch with grandpa on friday at noon", thread_id="g")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "I don't know who grandpa is" in turn.reply


def test_a_friend_joined_with_and_comes_along_and_is_no_part_of_the_title(app: FamilyScheduler, titles_on):
    done = app.ask("take jake and his friend oliver bowling sunday at 3", thread_id="f")
    assert "Oliver" in done.reply and "friend oliver" not in done.reply
    assert ("bowling", "15:00") in titles_on(29, "jake")
