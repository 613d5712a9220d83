"""The title a family member gives by name ("call it X", "X as the title") and the activity
found among request words, fillers and places."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Add it for Friday at 5pm and call it swim meet", "swim meet"),
        ("Please name the event Science Fair and put it at 4:30 pm.", "science fair"),
        ("Title it as Grandpa's Party. It starts at 6 pm.", "grandpa's party"),
        ("Can you save it under the name Bake Sale?", "bake sale"),
        ("Put Book Club at Rosa's House as the title.", "book club at rosa's house"),
        ("Use chess club for the event title, at 3:15 pm", "chess club"),
        ("The event name is Choir Practice and it is at 7 pm.", "choir practice"),
        ("I want the title of the event to be Tutoring.", "tutoring"),
        ("Label this event Robotics for 4 in the afternoon please.", "robotics"),
        ("Field trip would be a good name.", "field trip"),
        ("add it with the event title Vet Visit", "vet visit"),
        ("Let's use bake sale for this event title and make it friday at 3 pm", "bake sale"),
    ],
)
def test_a_title_given_by_name(parse, text, title):
    assert parse(text).title == title, text


def test_a_named_title_keeps_its_own_numbers(parse):
    req = parse("Call it Dinner for 6 at Luigi's and make it for 7:30 pm on friday")
    assert req.title == "dinner for 6 at luigi's"
    assert req.start is not None and (req.start.hour, req.start.minute) == (19, 30)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("send me a reminder about the science fair on friday", "science fair"),
        ("tell me all the details about the recital on friday", "recital"),
        ("remind me about the picnic at lincoln park on saturday at noon", "picnic"),
        ("Thanks a lot. Add the bake sale on friday at 10am", "bake sale"),
    ],
)
def test_request_words_and_places_are_not_the_activity(parse, text, title):
    assert parse(text).title == title, text
