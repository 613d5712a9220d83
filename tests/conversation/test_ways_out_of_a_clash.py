"""The ways out of a clash, said the way the proposal says them: a car booked with no
activity is "the Minivan" in the options too, and taking another car books that car."""

from __future__ import annotations


def test_the_options_for_a_van_already_at_swim_class_name_the_van(app):
    asked = app.ask("mike needs the van saturday 10am", thread_id="v")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Book the Minivan for Mike" in asked.reply
    assert "Move the Minivan 1 hour earlier" in asked.reply, asked.reply
    assert "Minivan booking" not in asked.reply


def test_taking_the_sedan_instead_books_the_sedan_under_its_own_name(app):
    asked = app.ask("mike needs the van saturday 10am", thread_id="v")
    sedan = next(line for line in asked.reply.splitlines() if "Take the Sedan instead of the Minivan" in line)
    assert "for Mike at Sat Nov 28 10–11am" in sedan
    picked = app.ask(sedan.strip().split(".")[0], thread_id="v")
    if picked.status == "awaiting_user":
        picked = app.ask("yes", thread_id="v")
    assert picked.status == "completed", picked.reply
    booked = [(o.title, o.resources) for o in app.events("2026-11-28", members=["mike"])]
    assert ("Sedan booking", ["sedan"]) in booked
