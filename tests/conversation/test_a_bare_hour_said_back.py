"""Sarah asks for dinner with the Smiths on Friday; the assistant offers 5pm and asks. She
answers with a number, the way people do: "7", or "make it 7". Said about a dinner in the
evening, 7 is seven in the evening; and with no numbered options on the table, a number is
a time, not "option 7"."""

from __future__ import annotations


def test_a_bare_seven_to_an_evening_dinner_is_seven_in_the_evening_and_asked(app):
    offered = app.ask("dinner with the smiths friday", thread_id="d")
    assert offered.reply.startswith("Book dinner for Sarah with the Smiths, Fri Nov 27 5–6:30pm (1½ hours"), (
        offered.reply
    )
    asked = app.ask("7", thread_id="d")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Book dinner for Sarah with the Smiths, Fri Nov 27 7–8pm."), asked.reply
    done = app.ask("yes", thread_id="d")
    assert "Fri Nov 27 7–8pm" in done.reply and done.committed


def test_make_it_seven_to_a_dinner_found_in_the_evening_is_never_seven_in_the_morning(app):
    app.ask("dinner with the smiths friday", thread_id="d")
    changed = app.ask("make it 7", thread_id="d")
    assert "7–8pm" in changed.reply and "am" not in changed.reply.split(".")[0], changed.reply


def test_a_number_is_still_an_option_when_options_are_listed(app):
    listed = app.ask("book dinner for the family saturday at 8", thread_id="d")  # Jake's bedtime clashes
    assert "1. " in listed.reply and listed.status == "awaiting_user"
    picked = app.ask("9", thread_id="d")
    assert picked.reply.startswith("There is no option 9."), picked.reply
    assert picked.committed == []


def test_zero_is_no_time_and_nothing_is_booked(app):
    app.ask("dinner with the smiths friday", thread_id="d")
    again = app.ask("0", thread_id="d")
    assert again.reply.startswith("There is no option 0. Say yes or no."), again.reply
    assert again.committed == []
