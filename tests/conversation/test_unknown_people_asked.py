"""Sarah books for people the family file does not know: nothing is written until she says
who she meant, and nobody unknown ever becomes Sarah."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("dentist for grandpa tomorrow at 3pm", "grandpa"),
        ("dentist for sarah2 tomorrow at 3pm", "sarah2"),
        ("dentist for the neighbours tomorrow at 3pm", "the neighbours"),
        ("dentist for \u0415mma tomorrow at 3pm", "\u0415mma"),  # a Cyrillic capital Ie
        ("dentist for E\u0301mma tomorrow at 3pm", "\u00c9mma"),  # E and a combining accent
        ("lunch for linda and bob tomorrow at noon", "Bob"),
        ("dentist for priya friday at 3pm", "Priya"),
        ("dentist for Jak tomorrow at 3pm", "Jak"),
    ],
)
def test_an_unknown_person_is_named_back_and_nothing_is_written(app: FamilyScheduler, text, named):
    turn = app.ask(text, thread_id="p")
    assert turn.committed == [] and turn.status == "awaiting_user", turn.reply
    assert f"I don't know who {named}" in turn.reply and "should it be for?" in turn.reply
    week = app.events("2026-11-23", "2026-11-29", members=["sarah"])
    assert not [o for o in week if o.title in ("dentist", "lunch")]


def test_the_answer_says_who_and_only_then_it_is_booked(app: FamilyScheduler, titles_on):
    app.ask("dentist for grandpa tomorrow at 3pm", thread_id="g")
    still = app.ask("for bob", thread_id="g")  # another stranger: asked again
    assert still.committed == [] and "I don't know who Bob is" in still.reply
    done = app.ask("jake", thread_id="g")
    assert done.reply.startswith("Booked: dentist for Jake, Tue Nov 24 3–4pm.")
    assert ("dentist", "15:00") in titles_on(24, "jake") and titles_on(24, "sarah") == []


def test_a_near_miss_is_suggested_and_a_yes_takes_it(app: FamilyScheduler, titles_on):
    asked = app.ask("dentist for Jak tomorrow at 3pm", thread_id="j")
    assert "did you mean Jake?" in asked.reply
    assert app.ask("yes", thread_id="j").reply.startswith("Booked: dentist for Jake")


def test_two_people_with_one_unknown_are_both_asked_for(app: FamilyScheduler, titles_on):
    app.ask("lunch for linda and bob tomorrow at noon", thread_id="l")
    assert titles_on(24, "linda") == []  # not Linda alone
    done = app.ask("mike", thread_id="l")
    assert done.reply.startswith("Booked: lunch for Linda and Mike")


def test_a_yes_to_what_it_is_for_is_not_a_title(app: FamilyScheduler, titles_on):
    asked = app.ask("book jake tomorrow at 3pm", thread_id="t")
    assert asked.reply == "What is it for?"
    again = app.ask("yes", thread_id="t")
    assert again.reply == "What is it for?" and again.committed == []
    assert app.ask("piano", thread_id="t").reply.startswith("Booked: piano for Jake")
    assert [t for t, _ in titles_on(24, "jake") if t == "yes"] == []
