"""The cheap tests that skip a pattern must never skip one that would match.

Several recognisers search a pattern only when the text holds one of the words (or
characters) the pattern cannot match without, and the intent verbs are tried only at
clause starts. These checks keep the word lists honest when a pattern changes: on
sentences built from the patterns' own words, every match must pass its guard, and the
shortcuts must give what the plain regex calls give.
"""

from __future__ import annotations

import random
import re
import unicodedata

from family_scheduler.domain import school_days
from family_scheduler.subgraphs.parsing import (
    away,
    bounded_change,
    departures,
    discourse,
    driving,
    dropped_rides,
    durations,
    errands,
    first_or_last,
    grabbed,
    hosts,
    how_about,
    how_often,
    in_its_place,
    intent,
    joined_too,
    limits,
    looking_back,
    loose_targets,
    missed_it,
    naming,
    negated,
    new_notes,
    normalize,
    notes_asked,
    outages,
    own_span,
    pets,
    pickups,
    places,
    polite_asks,
    recurrence,
    relatives,
    reminders,
    roster,
    search_words,
    seats_asked,
    series_wish,
    shifts,
    sick_days,
    spans,
    suggestions,
    swapping,
    taken_back,
    tentative,
    time_left_open,
    times,
    total_spans,
    totals,
    two_requests,
    whole_days,
)
from family_scheduler.subgraphs.parsing.claims import Claims, holds_any
from family_scheduler.subgraphs.parsing.vocabulary import MONTHS

DIGITS = "0123456789"
GUARDS: list[tuple[re.Pattern[str], tuple[str, ...] | str]] = [
    *((pattern, recurrence._NEEDS[kind]) for kind, pattern in recurrence._PATTERNS),
    (naming.FORWARD, naming._FORWARD_NEEDS),
    (naming.BACKWARD, naming._BACKWARD_NEEDS),
    (loose_targets.POINTED_RE, loose_targets.POINTED_NEEDS),
    (totals._TOTAL, totals._NEEDS),
    (first_or_last._ASKED, first_or_last._NEEDS),
    (notes_asked._ASKED, notes_asked._NEEDS),
    (totals._TOTAL_SAID, ("total",)),
    (total_spans._CALENDAR, total_spans._NEEDS),
    (total_spans._BACK, total_spans._NEEDS),
    (total_spans._MONTH_SAID, total_spans._NEEDS),
    (total_spans._MONTH_SAID, MONTHS),
    (total_spans._SINCE_DAY, ("since",)),
    (time_left_open._FREE_CLAUSE, time_left_open._NEEDS),
    (time_left_open._OPEN, time_left_open._NEEDS),
    (suggestions.OPINION_TAIL, suggestions.OPINION_NEEDS),
    (how_about.HOW_ABOUT, how_about.HOW_ABOUT_NEEDS),
    (how_about.MAYBE_WE, how_about.MAYBE_WE_NEEDS),
    (how_often._HOW_OFTEN, how_often._NEEDS),
    (limits._BAD_CLOCK, ":"),
    (limits._ENDLESS, ("inf", "nan", "ever", "eternity")),
    (limits._SECONDS, ("sec",)),
    (limits._ZERO, "0"),
    (limits._EVERY_ZERO, "0"),
    (limits._EVERY_ZERO, limits._EVERY_ZERO_NEEDS),
    (whole_days.ALL_DAY_RE, whole_days._ALL_DAY_NEEDS),
    (school_days._SCHOOL_DAY, school_days._SCHOOL_DAY_NEEDS),
    (driving._DRIVING, driving._DRIVING_NEEDS),
    (seats_asked._SEATS, seats_asked._SEATS_NEEDS),
    (bounded_change._BOUNDED, bounded_change._BOUNDED_NEEDS),
    (new_notes._ADDED, new_notes._ADDED_NEEDS),
    (whole_days._SHOWN_AS, whole_days._SHOWN_AS_NEEDS),
    (recurrence._EVERY_MONTHDAY_RE, recurrence._MONTHDAY_NEEDS),
    (hosts._HOST, ("'s",)),
    *roster._NEEDS.items(),
    (limits._YEAR, DIGITS),
    (spans.PART_RE, spans._PART_WORDS),
    (spans.SPAN_RE, ("week", "month")),
    (spans._AFTER_NEXT, ("week", "month")),
    (spans._END_OF, ("end of",)),
    (recurrence._UNTIL_END_OF_RE, ("end of",)),
    (spans.NAMED_MONTH_RE, MONTHS),
    (times.RANGE_RE, ("noon", "midnight", *DIGITS)),
    (times.SINGLE_RE, ("noon", "midnight", *DIGITS)),
    (places.ADDRESS_RE, DIGITS),
    (intent.LOOKUP_REQUEST_RE, intent._LOOK_VERB_WORDS),
    *intent._NEEDS.items(),
    (away._STATE, away._NEEDS),
    (away.GOING_ON_A_TRIP, away._NEEDS),
    (outages._STATE, outages._NEEDS),
    (sick_days._SICK_DAY, sick_days._NEEDS),
    (durations.AFTER_NOW_RE, ("after",)),
    (normalize._HALF_HOUR, ("half ",)),
    (normalize._MINUTES_AFTER, (" after ",)),
    (normalize._MINUTES_TO, ("20 ", "25 ")),
    (normalize._TWO_TO_DO, ("remind ",)),
    (normalize._DOT_CLOCK, "."),
    (normalize._FORTNIGHT, ("fortnight",)),
    (normalize._LAST_NIGHT, ("last night",)),
    (normalize._MONTH_DAY_ORDER, (" month",)),
    (normalize._MONTH_DAY_ORDER, DIGITS),
    (reminders._TASK_AFTER_WHEN_RE, reminders.TASK_NEEDS),
    (reminders._IT_STARTS, ("before", "ahead", "prior")),
    (own_span._OWN, own_span.NEEDS),
    (normalize._HELP_WITH, ("help ",)),
    (normalize._PAUSED, normalize._PAUSED_NEEDS),
    (normalize._BACK_ON, normalize._BACK_ON_NEEDS),
    (normalize._OFF_SCHOOL, (" school",)),
    (normalize._ANY_CHANCE, ("chance",)),
    (normalize._NOT_THAT_WHEN, ("not ",)),
    (normalize._WRONG_WHEN, ("wrong ",)),
    (normalize._MIND_CHANGED, normalize._MIND_CHANGED_NEEDS),
    (normalize._SPAN_MADE, ("make",)),
    (normalize._HOUR_BEFORE_DAY, normalize._DAY_WORDS_NEEDS),
    (normalize._DAY_FIRST, normalize._DAY_WORDS_NEEDS),
    (normalize._DAY_FIRST, normalize._DAY_FIRST_NEEDS),
    (spans._COMING, ("next", "coming", "following")),
    (spans._UNTIL_SAID, spans._UNTIL_WORDS),
    (spans._FOR_SAID, ("for",)),
    (in_its_place.IN_ITS_PLACE, in_its_place._NEEDS),
    (shifts.SHIFT_SAID, shifts.SHIFT_NEEDS),
    (shifts._WAY, shifts.WAY_NEEDS),
    (swapping._SWAP, swapping._NEEDS),
    (swapping._SWAPPED, swapping._NEEDS),
    (tentative._HEDGE, tentative._HEDGE_NEEDS),
    (tentative._FIRMED, tentative._FIRMED_NEEDS),
    (tentative._HELD_ONE, tentative._HELD_ONE_NEEDS),
    (looking_back._ASKS_BACK, looking_back._NEEDS),
    (looking_back._HAPPENED, looking_back._HAPPENED_NEEDS),
    (two_requests.MOVED_TO, two_requests.MOVED_TO_NEEDS),
    (two_requests.POINTS_BACK, two_requests.POINTS_BACK_NEEDS),
    (two_requests.CHANGES_IT, two_requests.POINTS_BACK_NEEDS),
    (grabbed._GRABBED, grabbed._GRABBED_NEEDS),
    (search_words._SEARCH, search_words._SEARCH_NEEDS),
    (search_words._ASKED_TO_PICK, search_words._ASKED_TO_PICK_NEEDS),
    (search_words._OTHER_TIMES, search_words._OTHER_TIMES_NEEDS),
    (series_wish._NTH_LIST, series_wish._NTH_NEEDS),
    (series_wish._DAYS_ONLY, series_wish._DAYS_NEEDS),
    (taken_back.TAKEN_BACK, taken_back.TAKEN_BACK_NEEDS),
    (joined_too.ADDED_TOO, joined_too.ADDED_TOO_NEEDS),
    (dropped_rides._DROPPED, dropped_rides._DROPPED_NEEDS),
    (dropped_rides._FOR_GOOD, dropped_rides._FOR_GOOD_NEEDS),
    (negated._NOT_DOING, negated._NEEDS),
    (negated._CALLED_OFF, negated._NEEDS),
    (negated._NEVER_BOOK, negated._NEVER_NEEDS),
    (negated._TWO_NEGATIVES, negated._TWO_NEGATIVES_NEEDS),
    (missed_it._MISSED, missed_it._NEEDS),
    (normalize._NEGATED_ASK, normalize._NEGATED_ASK_NEEDS),
    (normalize._NEITHER, ("neither",)),
    (normalize._CHECKED_BACK, normalize._NEGATED_ASK_NEEDS),
    (normalize._TOLD_NO, normalize._TOLD_NO_NEEDS),
    (normalize._TOLD_NO, ("no ",)),
    (normalize._AGENT_CANCELLED, normalize._AGENT_CANCELLED_NEEDS),
    (normalize._SCHOOL_CLOSED, ("school",)),
    (normalize._NEWS_OPENER, normalize._NEWS_OPENER_NEEDS),
    (normalize._DONT_FORGET, ("forget",)),
    (normalize._NOT_SURE_IF, ("sure",)),
    (normalize._NOT_THAT_ONE, ("not ",)),
    (normalize._CANNOT_DO_DAYS, ("days", "weekends", "ings")),
    (normalize._ABBREVIATION_DOT, "."),
    (normalize._CLOSE_OF_BUSINESS, ("business",)),
    (normalize._DAY_WEEK, normalize._DAY_WEEK_NEEDS),
    (normalize._GOT_ANYTHING, ("got ",)),
    (normalize._CALENDAR_NOUN_FIRST, ("calendar",)),
    (normalize._ON_MY_CALENDAR_FIRST, normalize._ON_MY_CALENDAR_NEEDS),
    (normalize._SEE_IF_CAN, normalize._SEE_IF_CAN_NEEDS),
    (normalize._SEE_IF_CAN, normalize._ASKING_NEEDS),
    (polite_asks._MIND, polite_asks._MIND_NEEDS),
    (polite_asks._ASKED_OF_YOU, polite_asks._ASKED_OF_YOU_NEEDS),
    (polite_asks._FRAME_FIRST, polite_asks._FRAME_FIRST_NEEDS),
    (polite_asks._IF_YOU_COULD, polite_asks._IF_YOU_COULD_NEEDS),
    (polite_asks._FRAME_AFTER, polite_asks._FRAME_AFTER_NEEDS),
    (normalize._SCHOOL_CLOSED, ("closed", "shut", "cancel")),
    (departures._DEPARTS, departures._NEEDS),
    (relatives._KIN, relatives._KIN_NEEDS),
    (pets._PET_TRIP, pets._PET_STEMS),
    (pets._PET_HAS, pets._PET_STEMS),
]
SEEDS = (
    "every other tuesday at 3pm, the 2nd monday of every month, call it team sync",
    "can you check if we're not doing the bi-weekly swim, 10:75pm for 0 minutes in year 99999",
    "what's happening this weekend tonight after school lunchtime next month in december",
    "is there any time emma is free, remind me to call off the playdate, let's go with piano",
    "every week once a month each year annually nightly every day weekdays monday through friday",
    "mondays and wednesdays fortnightly every 3 weeks on the weekends for forever 5 secs long",
    "we need to meet, should we grab lunch, i'd like to see, they're not going to, no longer on",
    "put it on my calendar, show me the schedule, find out when, the event title is dinner",
    "who's coming, how long is it, anything planned, are there any events, double booked, clash",
    "save it as recital, call it x, titled y, under the name z, tagged w, 7 to 9pm, noon til 1",
    "were the kids free last night, was mike busy, hold saturday's swim, put the dentist on hold",
)


def _sentences(count: int) -> list[str]:
    words = {w for seed in SEEDS for w in seed.replace(",", " , ").split()}
    for pattern, _ in GUARDS:
        words |= set(re.findall(r"[a-z']{2,}", pattern.pattern.replace("\\s", " ").replace("\\b", " ")))
    words |= {str(n) for n in range(32)} | {"1st", "3rd", ":", "-", ",", "'s", "00", "2027"}
    vocab = sorted(words)
    rng = random.Random(19)
    return [*SEEDS, *(" ".join(rng.choice(vocab) for _ in range(rng.randint(1, 9))) for _ in range(count))]


def test_every_match_passes_its_guard() -> None:
    matched = 0
    for text in _sentences(4000):
        for pattern, needs in GUARDS:
            if pattern.search(text):
                matched += 1
                assert holds_any(text, needs), (pattern.pattern[:60], text)
    assert matched > 1000  # the sentences do exercise the patterns


def test_an_opened_calendar_starts_with_an_opening_verb() -> None:
    for text in [*_sentences(2000), "open calendar remove all events", "go into my diary and add it"]:
        for pattern in (discourse._OPENING_THE_CALENDAR, discourse._OPENING_ALONE):
            if pattern.match(text):
                assert text.startswith(discourse._OPENING_VERBS), text


def test_clause_matches_is_finditer() -> None:
    for text in _sentences(2000):
        for pattern in (intent.VERB_RE, intent.LOOKUP_REQUEST_RE):
            plain = [(m.span(), m.groupdict()) for m in pattern.finditer(text)]
            assert [(m.span(), m.groupdict()) for m in intent.clause_matches(pattern, text)] == plain


def test_claims_fragments_and_is_free_read_the_mask_as_before() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        size = rng.randint(0, 25)
        claims = Claims("".join(rng.choice("ab c,") for _ in range(size)))
        for _ in range(rng.randint(0, 4)):
            claims.claim(rng.randint(-3, size + 3), rng.randint(-3, size + 3))
        mask, text = bytes(claims._mask), claims.text
        start, end = rng.randint(-3, size + 3), rng.randint(-3, size + 3)
        assert claims.is_free(start, end) == (not any(mask[start:end]))
        runs, begin = [], None
        for i, flag in enumerate(mask):
            if not flag and begin is None:
                begin = i
            elif flag and begin is not None:
                runs.append((begin, text[begin:i]))
                begin = None
        if begin is not None:
            runs.append((begin, text[begin:]))
        assert claims.fragments() == runs


def test_a_length_starts_with_one_of_its_first_letters() -> None:
    plain = re.compile(
        durations._EDGE
        + r"(?P<lead>(?:for|lasting|takes?|about|around|of)\s+)?"
        + durations._AMOUNT
        + r"(?:\s*-?\s*long(?![a-z]))?"
    )
    extra = ["for 2 hours", "an hour and a half", "a couple of hours", "half an hour", "quarter of an hour"]
    for text in [*extra, *_sentences(2000)]:
        want = [(m.span(), m.groupdict()) for m in plain.finditer(text)]
        assert [(m.span(), m.groupdict()) for m in durations.DURATION_RE.finditer(text)] == want


REGEX_GUARDS = [
    (durations.DURATION_RE, durations._UNIT_NEEDED),
    (places.ADDRESS_RE, places._STREET_WORD),
    (limits._ZERO, limits._ZERO_NEEDS),
    (limits._YEAR, limits._YEAR_NEEDS),
    (normalize._GLUED_UNIT, normalize._UNIT_AFTER_FIGURE),
    (normalize._GLUED_HHMM, normalize._TWO_FIGURES_MERIDIEM),
    (normalize._SPOKEN_HHMM, normalize._TWO_FIGURES_MERIDIEM),
]
UNIT_TEXTS = [
    "for 2 hours",
    "an hour and a half",
    "a couple of hours",
    "half an hour",
    "quarter of an hour",
    "2h",
    "an h",
    "90m",
    "5-minute",
    "3 days",
    "a week",
    "couple weeks",
    "2 and a half hourglass",
    "a 1.5 hour meeting",
    "1h 30m",
    "for 3 minutes long",
    "ofdays",
    "anday",
    "at 3pm",
    "10am for 2 hrs",
    "at 1234 west 7th street",
    "2664 berryessa road # 205",
    "the location is 12 main st, apt 4",
    "address: 88 harbor way",
    "it's at 5 elm place, the address is 301 king road",
    "location: 14 birch lane",
    "meet at 220 river drive",
    "the event's address is 9 oak avenue",
    "at 77 sunset blvd",
    "its location is 3 mill court",
    # Addresses of every street word, so that the address pattern is exercised whatever the
    # random sentences hold (they change with every pattern added to GUARDS).
    *(
        f"at {n} {name} {kind}"
        for n in (4, 3301)
        for name in ("elm", "north")
        for kind in places._STREET.split("|")
    ),
]


def test_every_match_passes_its_regex_guard() -> None:
    words = [
        "h",
        "m",
        "hrs",
        "days",
        "day",
        "weeks",
        "week",
        "minutes",
        "minute",
        "hour",
        "hours",
        "half",
        "quarter",
    ]
    words += ["a", "an", "couple", "of", "-", "long", "for", "at", "3pm", "1.5", "st", "road", "way", "place"]
    words += ["hrs", "min", "mins", "wks", "am", "pm", "30", "1030", "10 30", "5", "monday", "tomorrow"]
    words += ["0", "00", "0", " 0", "for 0", "in the", "year", "12345", "99999", ",", "2027"]
    rng = random.Random(23)
    texts = [*UNIT_TEXTS, *_sentences(3000)]
    texts += [
        "".join(rng.choice([*words, " ", " ", "2", "15", "1234"]) for _ in range(rng.randint(1, 8)))
        for _ in range(6000)
    ]
    clocks = [
        f"at {h}{gap}{mm}{space}{mer}"
        for h in range(13)
        for mm in ("00", "30", "5", "60")
        for gap in ("", " ")
        for space in ("", " ")
        for mer in ("am", "pm", "amx")
    ]
    texts += clocks

    matched = [0] * len(REGEX_GUARDS)
    for text in texts:
        for index, (pattern, guard) in enumerate(REGEX_GUARDS):
            if pattern.search(text):
                matched[index] += 1
                assert guard.search(text), (pattern.pattern[:60], text)
    assert min(matched) > 50  # the texts do exercise every pattern


PHRASE_GUARDS: list[tuple[re.Pattern[str], tuple[str, ...] | str]] = [
    *roster._NEEDS.items(),
    (roster._MY_RIDE, roster._DRIVE_WORDS),
    *((ride, roster._DRIVE_WORDS) for ride in roster._RIDES),
    (errands._PICK_UP, errands._PICK_UP_NEEDS),
    (errands._RUN, errands._RUN_NEEDS),
    (pickups._ARRIVES, pickups._JOURNEY_WORDS),
    (hosts._HOST, ("'s",)),
    (recurrence._EVERY_MONTHDAY_RE, recurrence._MONTHDAY_NEEDS),
    (normalize._DAY_HHMM, normalize._DAY_WORDS_NEEDS),
    (normalize._DAY_CLOCK24, normalize._DAY_WORDS_NEEDS),
]
PHRASES = """add|put|include|bring|sign up|invite|take|remove|drop|cross|jake|mike and emma|
to|on|in|into|onto|off|from|out of|of|is|are|will be|'s|'re|also|coming|joining|going|too|as well|
can|will|wants to|want to|would like to|come|join|go|isn't|isnt|is not|aren't|are not|won't be|
will not be|can't|cannot|won't|will not|make it|attend|attending|the|swim|dinner|at|lily's|over at|
round at|over to|house|jake's not going to|emma's not coming|i'm not joining|
every|each|15th|1st|day|month|monday|friday|today|tonight|tomorrow|
830|1145|1230|915|1700|0845|2030|drive|pick up|i'll|
picking|collecting|getting|grab|after|up|i'm|nana is|
for dinner|for a late lunch|joining us|over|jake from the airport|nana at the train station|
every 1st|jake from a party|emma at practice|
flies in|lands|arrives by train|flight|is due|we're|we'll|we are|we're all""".replace("\n", "").split("|")


def test_every_phrase_match_passes_its_guard() -> None:
    rng = random.Random(31)
    matched = [0] * len(PHRASE_GUARDS)
    for _ in range(30000):
        text = " ".join(rng.choice(PHRASES) for _ in range(rng.randint(2, 8)))
        for index, (pattern, needs) in enumerate(PHRASE_GUARDS):
            if pattern.search(text):
                matched[index] += 1
                assert holds_any(text, needs), (pattern.pattern[:60], text)
    assert min(matched) > 20  # every pattern is exercised


def test_ascii_text_skips_the_unicode_folding_only_when_it_changes_nothing() -> None:
    rng = random.Random(5)
    ascii_chars = [chr(code) for code in range(128)]
    texts = ascii_chars + [
        "".join(rng.choice(ascii_chars) for _ in range(rng.randint(0, 30))) for _ in range(3000)
    ]
    for text in texts:
        folded = unicodedata.normalize("NFKC", text).translate(normalize._PUNCT)
        assert folded == (
            text.translate(normalize._PUNCT) if holds_any(text, normalize._ASCII_PUNCT) else text
        )
    assert normalize.normalize("it`s 3pm").text == normalize.normalize("it\u2019s 3pm").text
