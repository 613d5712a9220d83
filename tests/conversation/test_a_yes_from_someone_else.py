"""One tablet on the kitchen counter: whoever walks past may answer the question waiting on
it. A yes (or a pick from the list) writes only what the one saying it could have asked for
themselves: a child's thumbs-up never calls off Dad's dinner or books her brother's dentist."""

from __future__ import annotations


def test_emma_saying_yes_to_dads_cancelled_dinner_cancels_nothing(app, titles_on):
    asked = app.ask("cancel family dinner sunday", thread_id="kitchen", speaker="mike")
    assert asked.status == "awaiting_user" and "Cancel family dinner on Sun Nov 29" in asked.reply
    turn = app.ask("yes", thread_id="kitchen", speaker="emma")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Emma can't cancel family dinner" in turn.reply
    assert "Mike asked, so that yes is Mike's to give." in turn.reply
    assert ("family dinner", "18:00") in titles_on(29, "emma")
    done = app.ask("yes", thread_id="kitchen", speaker="mike")
    assert done.status == "completed" and done.committed
    assert ("family dinner", "18:00") not in titles_on(29, "emma")


def test_jakes_thumbs_up_to_moms_piano_cancellation_leaves_the_lesson_on(app, titles_on):
    app.ask("cancel emma's piano next monday", thread_id="p", speaker="sarah")
    turn = app.ask("👍", thread_id="p", speaker="jake")
    assert turn.committed == [] and "Jake can't cancel piano lesson" in turn.reply
    assert ("piano lesson", "17:00") in titles_on(30, "emma")


def test_a_sister_cannot_book_her_brothers_dentist_by_picking_a_way_out(app, titles_on):
    app.ask("book dentist for jake tuesday at 4pm", thread_id="d", speaker="sarah")
    turn = app.ask("the wednesday one", thread_id="d", speaker="emma")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Emma can only book plans that include Emma" in turn.reply
    assert "dentist" not in [t for t, _ in titles_on(25, "jake")]


def test_dads_yes_to_moms_question_writes_as_before(app, titles_on):
    app.ask("cancel swim saturday", thread_id="s", speaker="sarah")
    done = app.ask("yep", thread_id="s", speaker="mike")
    assert done.status == "completed" and done.committed
    assert titles_on(28, "jake") == []


def test_jake_picking_a_time_for_his_own_dentist_is_fine(app, titles_on):
    app.ask("book dentist for jake tuesday at 4pm", thread_id="j", speaker="sarah")
    done = app.ask("2", thread_id="j", speaker="jake")
    assert done.status == "completed" and done.committed
    assert ("dentist", "19:00") in titles_on(23, "jake")


def test_jakes_answer_to_which_swim_classes_keeps_moms_question_open(app, titles_on):
    app.ask("move swim class to 11", thread_id="w", speaker="sarah")
    turn = app.ask("3", thread_id="w", speaker="jake")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Jake can't change swim class" in turn.reply and "Change only the next one" in turn.reply
    assert ("swim class", "10:00") in titles_on(28, "jake")
    done = app.ask("1", thread_id="w", speaker="sarah")
    assert done.status == "completed" and done.committed, done.reply
    assert ("swim class", "11:00") in titles_on(28, "jake")
    assert ("swim class", "10:00") in titles_on(5, "jake", month=12)
