"""'Oops, undo that': the Parkers take back the last thing they changed on a conversation.

Every undo is a proposal like any other: asked, then written by the one writer in one
transaction, permission-checked, and refused plainly when there is nothing to undo or
the event was edited since.
"""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.domain.undo import undo_asked

READINGS = [
    ("undo", ""),
    ("Oops, undo that!", ""),
    ("oops undo that", ""),
    ("can you undo that?", ""),
    ("undo my last booking please", ""),
    ("roll back that change", ""),
    ("put it back", ""),
    ("undo the dentist", "the dentist"),
    ("put the dance recital back", "the dance recital"),
    ("bring back the dance recital", "the dance recital"),
    ("put the dance recital back on the calendar", "the dance recital"),
    # moves and new requests, not undo
    ("put the dentist back to 4pm", None),
    ("bring back the dentist an hour", None),
    ("put the dentist back on friday", None),
    ("cancel the dentist", None),
    ("dance recital for emma saturday at 3pm", None),
]


@pytest.mark.parametrize(("said", "named"), READINGS)
def test_what_counts_as_an_undo(said, named):
    assert undo_asked(said) == named


@pytest.fixture
def say(app: FamilyScheduler):
    def run(*texts: str, thread: str = "kitchen", speaker: str | None = None):
        result = None
        for text in texts:
            result = app.ask(text, thread_id=thread, speaker=speaker)
        return result

    return run


def audit_steps(app: FamilyScheduler, thread: str = "kitchen") -> list[str]:
    return [e["step"] for e in app.graph.get_state(app.config(thread)).values["audit_log"]]


def test_a_booking_made_by_mistake_is_taken_back(app, say, titles_on):
    say("dance recital for emma saturday at 3pm")
    assert ("dance recital", "15:00") in titles_on(28, "emma")
    asked = say("oops undo that")
    assert asked.status == "awaiting_user"  # an undo is asked like any change
    assert "Cancel dance recital for Emma, Sat Nov 28 3–4pm (undoing the booking)" in asked.reply
    done = say("yes")
    assert done.status == "completed" and done.committed
    assert done.reply.startswith("Cancelled dance recital")
    assert ("dance recital", "15:00") not in titles_on(28, "emma")
    assert "undo" in audit_steps(app)
    assert "nothing to undo" in say("undo").reply  # the one change is undone: nothing left


def test_a_cancelled_recital_is_put_back(app, say, titles_on):
    say("dance recital for emma saturday at 3pm", "cancel the dance recital", "yes")
    assert ("dance recital", "15:00") not in titles_on(28, "emma")
    asked = say("put the dance recital back")
    assert "Put back dance recital on Sat Nov 28 3–4pm" in asked.reply
    say("yes")
    assert ("dance recital", "15:00") in titles_on(28, "emma")


def test_a_move_is_moved_back(app, say, titles_on):
    say("dentist for jake friday at 3pm", "move jake's dentist to 4pm")
    assert ("dentist", "16:00") in titles_on(27, "jake")
    asked = say("undo")
    assert "Move dentist back to Fri Nov 27 3–4pm" in asked.reply
    say("yes")
    assert ("dentist", "15:00") in titles_on(27, "jake")
    assert ("dentist", "16:00") not in titles_on(27, "jake")


def test_a_series_split_is_joined_again(app, say, titles_on):
    say("move emma's piano lesson to 6pm from december 7 on")
    assert ("piano lesson", "18:00") in titles_on(7, "emma", month=12)
    asked = say("undo that please")
    assert "Put piano lesson back at 17:00–18:00" in app.result("kitchen").proposal["summary"]
    assert asked.status == "awaiting_user"
    say("yes")
    assert ("piano lesson", "17:00") in titles_on(7, "emma", month=12)
    assert ("piano lesson", "18:00") not in titles_on(7, "emma", month=12)
    assert ("piano lesson", "17:00") in titles_on(30, "emma")
    live = [e for e in app.calendar.all_events() if e.title == "piano lesson" and e.status != "cancelled"]
    assert len(live) == 1  # one series again


def test_one_skipped_lesson_comes_back(app, say, titles_on):
    say("cancel emma's piano lesson next monday", "yes")
    assert ("piano lesson", "17:00") not in titles_on(30, "emma")
    say("undo", "yes")
    assert ("piano lesson", "17:00") in titles_on(30, "emma")


def test_undo_names_which_change_and_leaves_the_others(app, say, titles_on):
    say("dentist for jake friday at 3pm", "dance recital for emma saturday at 3pm")
    say("undo the dentist", "yes")
    assert ("dentist", "15:00") not in titles_on(27, "jake")
    assert ("dance recital", "15:00") in titles_on(28, "emma")
    told = say("undo the soccer tournament")
    assert "I can't find a change to the soccer tournament" in told.reply


def test_nothing_to_undo_on_a_new_conversation_or_another_ones_change(app, say, titles_on):
    assert "There's nothing to undo" in say("undo").reply
    say("dentist for jake friday at 3pm", thread="phone")
    told = say("oops undo that", thread="laptop")
    assert "There's nothing to undo" in told.reply and told.committed == []
    assert ("dentist", "15:00") in titles_on(27, "jake")


def test_an_event_edited_since_is_not_overwritten(app, say, titles_on):
    say("dentist for jake friday at 3pm", thread="phone")
    say("move jake's dentist to 5pm", thread="laptop")  # Mike moves it from his laptop
    told = say("undo", thread="phone")
    assert told.status == "completed" and told.committed == []
    assert "dentist was edited since" in told.reply and "left the calendar as it is" in told.reply
    assert ("dentist", "17:00") in titles_on(27, "jake")


def test_saying_no_to_an_undo_keeps_the_change_and_it_can_still_be_undone(app, say, titles_on):
    say("dentist for jake friday at 3pm", "undo")
    assert say("no").reply == "OK, I left the calendar as it was."
    assert ("dentist", "15:00") in titles_on(27, "jake")
    say("undo", "yes")
    assert ("dentist", "15:00") not in titles_on(27, "jake")


def test_emma_cannot_undo_dads_skipped_dinner_on_his_conversation(app, say):
    say("cancel family dinner on sunday", "yes", speaker="mike")
    told = say("undo", speaker="emma")
    assert "Sorry, Emma can't change family dinner" in told.reply and told.committed == []
    say("undo", "yes", speaker="mike")  # Dad can
    assert app.result("kitchen").committed


def test_the_undo_is_written_once(app, say):
    say("dentist for jake friday at 3pm", "undo")
    pending = app.result("kitchen").proposal
    assert pending is not None
    say("yes")
    assert app.calendar.committed(pending["id"]) is not None
    again = app.calendar.commit(pending["id"], [])
    assert again.replayed  # the same proposal id never writes twice
