"""Whose yes writes it: a child asking leave waits for a parent, a question put to Dad
waits for Dad. Nobody's plans are written on the word of someone who only asked."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _titles(app: FamilyScheduler, day: str, member: str) -> list[str]:
    return [o.title for o in app.events(day, members=[member])]


def test_a_kid_asking_to_stay_over_at_a_friends_waits_for_a_parent(app):
    turn = app.ask("mom can I go to a sleepover at Lily's saturday?", thread_id="k", speaker="emma")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Emma asked, so this waits for a parent's yes (Sarah or Mike)" in turn.reply
    again = app.ask("yes!!", thread_id="k", speaker="emma")
    assert again.status == "awaiting_user" and again.committed == []
    assert "That yes has to come from Sarah or Mike, so nothing was written yet." in again.reply
    assert not [t for t in _titles(app, "2026-11-28", "emma") if "sleepover" in t]
    done = app.ask("ok fine", thread_id="k", speaker="mike")
    assert done.status == "completed" and done.committed


def test_a_parents_no_to_a_kid_skipping_practice_leaves_it_on(app):
    turn = app.ask("is it ok if i skip soccer on tuesday", thread_id="j", speaker="jake")
    assert turn.status == "awaiting_user" and "waits for a parent's yes" in turn.reply
    assert app.ask("no", thread_id="j", speaker="sarah").committed == []
    assert "soccer practice" in _titles(app, "2026-11-24", "jake")


def test_a_kid_changing_what_she_asked_still_waits_for_a_parent(app):
    app.ask("can i go to the mall friday at 5pm?", thread_id="m", speaker="emma")
    turn = app.ask("make it 6 instead", thread_id="m", speaker="emma")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "waits for a parent's yes" in turn.reply


def test_asking_dad_to_drive_waits_for_dads_yes_not_moms(app):
    turn = app.ask("dad, could you drive jake to soccer on tuesday?", thread_id="d", speaker="sarah")
    assert turn.status == "awaiting_user" and "Sarah asked Mike, so this waits for Mike's yes." in turn.reply
    mine = app.ask("yes", thread_id="d", speaker="sarah")
    assert mine.committed == [] and "That yes has to come from Mike" in mine.reply
    tuesday = [o for o in app.events("2026-11-24") if o.title == "soccer practice"]
    assert tuesday[0].participants == ["jake"]
    his = app.ask("sure thing", thread_id="d", speaker="mike")
    assert his.status == "completed"
    tuesday = [o for o in app.events("2026-11-24") if o.title == "soccer practice"]
    assert sorted(tuesday[0].participants) == ["jake", "mike"]


def test_telling_what_you_will_do_waits_for_nobody_elses_yes(app):
    """A kid booking her own plan plainly asks no leave; Dad offering to drive asks nobody."""
    said = [
        ("emma", "add study group for me thursday at 4"),
        ("mike", "I'll drive jake to soccer on thursday"),
    ]
    for n, (speaker, text) in enumerate(said):
        assert "waits for" not in app.ask(text, thread_id=f"o{n}", speaker=speaker).reply


def test_written_with_chat_mentions_it_reads_the_same(app):
    """ "@jake …" said by Jake tags who writes; "@dad …" said by Sarah is said to Mike."""
    own = app.ask("@jake can i skip soccer on thursday", thread_id="c", speaker="jake")
    assert own.status == "awaiting_user" and "Jake asked, so this waits for a parent's yes" in own.reply
    to_dad = app.ask("@dad can you take emma to swim saturday?", thread_id="e", speaker="sarah")
    assert "Add Mike" in to_dad.reply and "waits for Mike's yes" in to_dad.reply
