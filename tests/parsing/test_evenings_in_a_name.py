"""A part of the day that names the event: "parents evening", "coffee morning", "game night".

The word stays in the title and the time said is when it is; said with "this", "on the"
or after a day ("tuesday evening") it is still the part of the day.
"""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [
        ("parents evening at school thursday 6:30pm", "parents evening at school", ny(26, 18, 30)),
        ("parent evening wednesday 1900h", "parent evening", ny(25, 19)),
        ("coffee morning for the kids tuesday at 10", "coffee morning", ny(24, 10)),
        ("open evening at jake's new school friday 7pm", "open evening", ny(27, 19)),
        ("afternoon tea with grandma saturday at 3", "afternoon tea", ny(28, 15)),
        ("quiz night with the parents friday at 8", "quiz night", ny(27, 20)),
        ("board game night saturday 7pm", "board game night", ny(28, 19)),
    ],
)
def test_the_part_of_the_day_stays_in_the_name(parse, text, title, start):
    req = parse(text)
    assert req.intent == "create" and req.title == title
    assert req.start == start and req.window is None


def test_the_parents_go_to_a_parents_evening(parse):
    req = parse("parents evening wednesday at 5")
    assert req.title == "parents evening" and req.participants == ["mike", "sarah"]
    assert req.start == ny(25, 17)


@pytest.mark.parametrize(
    ("text", "title", "window"),
    [
        ("soccer practice for emma saturday morning", "soccer practice", (ny(28, 8), ny(28, 12))),
        ("dinner with the family evening on tuesday", "dinner", (ny(24, 17), ny(24, 21))),
        ("coffee with dana tomorrow morning", "coffee", (ny(24, 8), ny(24, 12))),
    ],
)
def test_a_part_of_the_day_said_as_when_is_still_a_window(parse, text, title, window):
    req = parse(text)
    assert req.title == title and req.window == window
