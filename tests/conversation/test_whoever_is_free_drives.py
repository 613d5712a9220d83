""" "whoever is free can take jake to soccer": who drives is asked, saying which grown-ups
are free then, and the one named joins that practice only after a yes. Never a look at
Jake's free time, never a booking."""

from __future__ import annotations


def test_whoever_is_free_is_asked_with_who_is_free_then(app):
    app.ask("mike has a work call thursday 4 to 5pm", thread_id="setup", speaker="mike")
    app.ask("yes", thread_id="setup", speaker="mike")
    asked = app.ask("whoever's free can take jake to soccer thursday", thread_id="r")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Who's driving Jake to soccer practice on Thu Nov 26 4–5:30pm?")
    assert "Sarah and Linda are free then, Mike is not." in asked.reply, asked.reply


def test_the_grown_up_named_joins_after_a_yes(app):
    app.ask("whichever of us is free can drive emma to piano monday", thread_id="p")
    offered = app.ask("mike", thread_id="p")
    assert offered.status == "awaiting_user" and offered.committed == []
    assert offered.reply.startswith("Add Mike to piano lesson on Mon Nov 30 5–6pm")
    done = app.ask("yes", thread_id="p")
    assert done.status == "completed"
    monday = [o for o in app.events("2026-11-30") if o.title == "piano lesson"]
    assert sorted(monday[0].participants) == ["emma", "mike"]
