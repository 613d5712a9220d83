"""Family members named by how they are related to the one speaking: "our youngest", "my kids",
"my big sister", "my son".

The demo family's file has ages (Emma 12, Jake 8) but no sexes: the age words and the plurals are
read from it, and "my son" is asked about, naming both children, before anything is written.
Someone known by whose they are ("email jake's teacher") is the speaker's errand, not Jake's.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _who(app: FamilyScheduler, day: int, title: str) -> list[list[str]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [o.participants for o in app.events(start, start + timedelta(days=1)) if o.title == title]


def test_mom_books_a_haircut_for_her_youngest_and_it_is_jakes(app: FamilyScheduler):
    done = app.ask(
        "can you put our youngest down for a haircut thursday at 6:30", thread_id="h", speaker="sarah"
    )
    assert "Jake" in done.reply and "youngest" not in done.reply, done.reply
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="h", speaker="sarah")
    assert _who(app, 26, "haircut") == [["jake"]]


def test_dad_signs_up_his_eldest_for_guitar_and_it_is_emmas(app: FamilyScheduler):
    done = app.ask("guitar lesson for my eldest wednesday at 5", thread_id="g", speaker="mike")
    assert "Emma" in done.reply and "eldest" not in done.reply, done.reply
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="g", speaker="mike")
    assert _who(app, 25, "guitar lesson") == [["emma"]]


def test_the_dentist_for_my_kids_is_the_kids_alone(app: FamilyScheduler):
    done = app.ask("dentist for my kids wednesday at 4:30", thread_id="k", speaker="sarah")
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="k", speaker="sarah")
    assert _who(app, 25, "dentist") == [["emma", "jake"]]


def test_my_son_is_asked_about_by_name_and_nothing_is_written_until_answered(app: FamilyScheduler):
    asked = app.ask("book my son for a haircut friday at 4", thread_id="s", speaker="sarah")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert asked.reply == "I don't know who my son is: Emma or Jake?", asked.reply
    assert _who(app, 27, "haircut") == [] and _who(app, 27, "son") == []
    app.ask("jake", thread_id="s", speaker="sarah")
    assert _who(app, 27, "haircut") == [["jake"]]


def test_a_question_about_our_daughter_waits_for_which_child(app: FamilyScheduler):
    asked = app.ask("what has our daughter got on saturday?", thread_id="q", speaker="mike")
    assert asked.status == "awaiting_user" and "Emma or Jake?" in asked.reply, asked.reply
    shown = app.ask("emma", thread_id="q", speaker="mike")
    assert "swim class" in shown.reply and "Saturday Nov 28" in shown.reply, shown.reply


def test_a_child_names_her_brother_and_his_big_sister(app: FamilyScheduler):
    free = app.ask("is my brother around sunday afternoon?", thread_id="b", speaker="emma")
    assert "Jake" in free.reply and "Emma" not in free.reply.split("\n")[0], free.reply
    refused = app.ask("my big sister has a sleepover friday", thread_id="c", speaker="jake")
    assert "Emma" in refused.reply and not refused.committed, refused.reply


def test_grandma_asks_for_lunch_with_her_grandkids(app: FamilyScheduler):
    done = app.ask("lunch with my grandkids on saturday at 12:30", thread_id="l", speaker="linda")
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="l", speaker="linda")
    assert _who(app, 28, "lunch") == [["emma", "jake", "linda"]]


def test_emailing_the_kids_teacher_is_moms_errand_not_a_school_hour_for_the_kids(app: FamilyScheduler):
    done = app.ask("email my kids' teacher tuesday at 7:30pm", thread_id="e", speaker="sarah")
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="e", speaker="sarah")
    start = datetime(2026, 11, 24, tzinfo=NY)
    booked = [
        (o.title, o.participants) for o in app.events(start, start + timedelta(days=1)) if "email" in o.title
    ]
    assert booked == [("email my kids' teacher", ["sarah"])]


def test_coffee_with_jakes_coach_brings_the_coach_as_a_guest(app: FamilyScheduler):
    done = app.ask("coffee with jake's coach wednesday at 10", thread_id="c", speaker="mike")
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="c", speaker="mike")
    start = datetime(2026, 11, 25, tzinfo=NY)
    booked = [
        (o.participants, o.guests)
        for o in app.events(start, start + timedelta(days=1))
        if o.title == "coffee"
    ]
    assert booked == [(["mike"], ["Jake's coach"])]


def test_texting_a_friends_mom_is_not_texting_mom(app: FamilyScheduler):
    asked = app.ask("text my friend's mom friday at 4", thread_id="t", speaker="emma")
    assert not asked.committed and "for Sarah" not in asked.reply and "text" not in asked.reply, asked.reply


def test_our_oldest_and_youngest_share_a_piano_lesson(app: FamilyScheduler):
    done = app.ask("my oldest and youngest have piano tuesday at 5:30", thread_id="p", speaker="sarah")
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="p", speaker="sarah")
    assert _who(app, 24, "piano") == [["emma", "jake"]]


def test_a_friend_of_our_eldest_sleeping_over_is_emmas_sleepover(app: FamilyScheduler):
    done = app.ask("my eldest's friend is sleeping over friday", thread_id="o", speaker="mike")
    assert "Emma" in done.reply and "eldest" not in done.reply, done.reply
