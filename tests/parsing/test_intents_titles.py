"""The verb decides the intent; the title is the activity without people, times or verbs."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "intent", "title"),
    [
        ("Schedule a flu shot for Jake on Friday at 4", "create", "flu shot"),
        ("Book a tennis lesson for me tomorrow at 5", "create", "tennis lesson"),
        ("Add the school play to the calendar on Dec 10 at 6pm", "create", "school play"),
        ("Put Emma's sleepover on Saturday from 7 to 10 pm", "create", "sleepover"),
        ("Set up a parent-teacher meeting on Thursday at 3:15", "create", "parent-teacher meeting"),
        ("Plan a picnic for everyone on Sunday afternoon", "create", "picnic"),
        ("Arrange a playdate for Jake on Wednesday after school", "create", "playdate"),
        ("Can we fit in a grocery run tomorrow morning?", "create", "grocery run"),
        ("Let's have pancake breakfast on Sunday at 9", "create", "pancake breakfast"),
        ("Find a slot this week for a haircut for Emma", "create", "haircut"),
        ("Move the flu shot to Friday at 5", "modify", "flu shot"),
        ("Reschedule Jake's tennis lesson to next Monday at 4", "modify", "tennis lesson"),
        ("Push the school play back 30 minutes", "modify", "school play"),
        ("Change grandma's visit to Sunday at noon", "modify", "visit"),
        ("Can we push Emma's sleepover to Sunday?", "modify", "sleepover"),
        ("Bump the grocery run to 6", "modify", "grocery run"),
        ("Cancel the picnic on Sunday", "cancel", "picnic"),
        ("Delete Jake's flu shot", "cancel", "flu shot"),
        ("Remove the tennis lesson tomorrow", "cancel", "tennis lesson"),
        ("Call off Saturday's sleepover", "cancel", "sleepover"),
        ("We're not doing the picnic this weekend", "cancel", "picnic"),
        ("The bake sale is off, please delete it", "cancel", "bake sale"),
        ("When is Jake's flu shot?", "query", "flu shot"),
        ("What time is the school play on Thursday?", "query", "school play"),
        ("hello!", "unknown", None),
        ("what's the capital of France?", "unknown", None),
        ("thank you so much", "unknown", None),
        ("Who won the football game yesterday?", "unknown", None),
    ],
)
def test_intent_and_title(parse, text, intent, title):
    req = parse(text)
    assert (req.intent, req.title) == (intent, title), text


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Is Emma free on Friday afternoon?", "availability"),
        ("When are the kids both available next week?", "availability"),
        ("Is dad busy tomorrow?", "availability"),
        ("What's on Thursday?", "event_lookup"),
        ("What do we have going on this weekend?", "event_lookup"),
        ("When is the school play?", "event_lookup"),
        ("Is the van free on Saturday morning?", "resource_status"),
        ("Who has the laptop this afternoon?", "resource_status"),
        ("Is anybody using the kitchen tonight?", "resource_status"),
        ("Is the honda booked tomorrow?", "resource_status"),
        ("Any clashes this weekend?", "conflict_check"),
        ("Do Jake's activities overlap next week?", "conflict_check"),
        ("Would a haircut for Emma on Friday at 4 conflict with anything?", "conflict_check"),
        ("Is there a conflict if mom takes the honda Friday from 1 to 3?", "conflict_check"),
    ],
)
def test_kinds_of_questions(parse, text, kind):
    req = parse(text)
    assert req.intent == "query" and req.query_type == kind, text


def test_a_hypothetical_clash_has_the_event_times(parse):
    from .conftest import ny

    req = parse("Would a haircut for Emma on Friday at 4 conflict with anything?")
    assert (req.title, req.start, req.participants) == ("haircut", ny(27, 16), ["emma"])


def test_shift_is_signed_minutes(parse):
    assert parse("push the dentist back an hour").shift_minutes == 60
    assert parse("move the dentist up 30 minutes").shift_minutes == -30
    assert parse("move the dentist 15 mins earlier").shift_minutes == -15
    assert parse("delay the dentist by 2 hours").shift_minutes == 120


def test_new_lengths_for_a_modify(parse):
    assert parse("extend the party to 3 hours").duration_minutes == 180
    assert parse("shorten piano to half an hour").duration_minutes == 30


def test_modify_keeps_the_old_day_for_a_new_time(parse):
    from .conftest import ny

    req = parse("move thursday's bake sale to 2")
    assert req.start == ny(26, 14)
    req = parse("move the bake sale from thursday to friday at 10")
    assert req.start == ny(27, 10)
    req = parse("move the bake sale on friday from 3 to 5")
    assert req.start == ny(27, 17)


@pytest.mark.parametrize(
    "text",
    [
        "the weather is nice today",
        "I love saturdays",
        "see you tomorrow",
        "the dog is sick today",
        "we had fun at the park on sunday",
        "lol ok see u at 5",
        "what can you do",
        "how are you",
        "never mind",
    ],
)
def test_chatter_is_not_a_request(parse, text):
    assert parse(text).intent == "unknown", text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("New event: dentist for jake fri 3pm", "dentist"),
        ("Reminder: piano recital dec 12 at 6", "piano recital"),
        ("add to calendar: soccer sat 2pm", "soccer"),
        ("Jake has a dentist appt on the 3rd at 2:30", "dentist appointment"),
    ],
)
def test_notes_and_labels(parse, text, title):
    req = parse(text)
    assert (req.intent, req.title) == ("create", title), text


def test_lookups_phrased_as_who_and_how_long(parse):
    req = parse("who's driving emma to practice tmrw")
    assert (req.query_type, req.title, req.participants) == ("event_lookup", "practice", ["emma"])
    assert parse("how long is the piano recital").title == "piano recital"
    req = parse("is there time for a haircut saturday?")
    assert req.query_type == "availability"


def test_a_past_date_for_a_new_event_is_a_problem(parse):
    req = parse("add a bake sale on november 2, 2026 at 10")
    assert req.problems and req.confidence <= 0.3


def test_more_ways_to_ask(parse):
    req = parse("When can Emma and Jake both do a dentist visit next week?")
    assert (req.query_type, req.participants, req.title) == (
        "availability",
        ["emma", "jake"],
        "dentist visit",
    )
    req = parse("are both cars free sunday?")
    assert (req.query_type, req.resources) == ("resource_status", ["minivan", "sedan"])
    req = parse("does anyone need the car tomorrow?")
    assert req.query_type == "resource_status" and req.title is None and req.ambiguities
    req = parse("What's grandma doing tomorrow?")
    assert (req.query_type, req.participants, req.title) == ("event_lookup", ["linda"], None)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("dad's flight to chicago leaves thursday at 7am", "flight to chicago"),
        ("grandpa's plane lands sunday at 4pm", "plane"),
        ("our train departs saturday at 10", "train"),
    ],
)
def test_a_journey_is_named_without_when_it_leaves_or_lands(parse, text, title):
    assert parse(text).title == title


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("im taking emma to the mall saturday at 2", "mall"),
        ("mike is taking the van to work tomorrow 8-5", "work"),
        ("we're bringing jake to the library thursday at 4", "library"),
    ],
)
def test_taking_someone_somewhere_is_named_by_where_they_go(parse, text, title):
    request = parse(text)
    assert (request.title, request.unread) == (title, [])


def test_a_driving_lesson_keeps_its_name(parse):
    assert parse("driving lesson for mike tuesday at 4").title == "driving lesson"


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("we're having a bbq sunday at 4", "bbq"),
        ("we are throwing a surprise party for mike saturday at 7pm", "surprise party"),
        ("emma is having a sleepover friday", "sleepover"),
    ],
)
def test_having_or_throwing_a_party_names_the_party(parse, said, title):
    assert parse(said).title == title
