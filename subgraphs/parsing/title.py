"""The activity: what is left once people, times, places and verbs are explained.

The title is the first unclaimed stretch that still holds a content word, trimmed of
articles, prepositions and question words at its edges ("for a 1-hour planning
session for the parents" -> "planning session"). A stretch made only of generic
words ("booking", "schedule", "anything") is no title: "book the van Saturday" has none.
"""

from __future__ import annotations

import re

from .claims import Claims
from .pets import FOR_A_PET

EDGE_WORDS = frozenset(
    """
a an the my our your his her their its this that these those some any another
for with on at in to from by of about around between during until till through into onto
over after before
and or but so then also plus & , - as if when where while
is are am was were be been being do does did will would can could should shall may might must
what what's whats when when's who who's whose which how how's hows where's
i me we us you he she they it it's them i'm we're you're that's there there's here
let's lets please pls thanks hey hi hello just maybe actually really sometime sometimes anytime
new another other others else next last same instead again too also either both all each every one ones
later earlier soon like still
has have had got gets need needs wants want early late ish up down out off going gonna goin
many much how event events entry reminder rest remaining left whole entire doing not
anyone anybody someone somebody nobody
ok okay k fine alright sure yes yeah yep yup nope wait hmm um uh oh oops meant sorry only now
taking bringing having throwing hosting
upcoming pending scheduled
""".split()
)
"""Words at a title's edges that are never the activity; "upcoming", "pending", "scheduled"
pick out or describe the event on the calendar ("when is the party scheduled", "list my
upcoming meetings"), they do not name it."""
GENERIC = frozenset(
    """
booking bookings reservation reservations reserved booked book slot slots spot time times window
block blocks table
schedule calendar diary planner agenda plans plan events event anything something everything nothing stuff
thing things
free busy available availability open going happening happen planned scheduled up on off
runs lasts last goes go starts start ends end begins begin long longer shorter earlier later
takes take uses use using has have having had got get need needs want wants fit
cancelled canceled it's day days week weeks hours hour minutes minute
location address venue place located held home
""".split()
)
_PHRASAL = frozenset(
    "pick drop clean check hang work warm catch meet try clear put take throw follow wake".split()
)
"""Verbs whose particle is part of the activity ("pick up", "drop off")."""
_SPLIT = re.compile(r"\s*,\s*|\s+(?:so|and\s+then|then|because|since|but)\s+")
_CALENDAR = re.compile(
    r"\b(?:to|on|in|onto|into|from|off)\s+(?:the\s+|my\s+|our\s+|your\s+|family\s+|shared\s+)*(?:\S+'s\s+)?"
    r"(?:calendar|schedule|agenda|diary|planner)\b|\bon\s+the\s+books\b"
)
"""Where it goes is not what it is: "add the school play to the calendar", "get the
orthodontist on the books"."""
_AS_WELL = re.compile(
    r"\bas\s+well\b|\b(?:look|looks|looking)\s+like\b|\bthe\s+(?:date|day|time)\s+(?:of|for)\b"
)
"""Words of adding or asking ("add grandma as well", "what's my day look like", "what's the
date of my next dentist visit": the visit, never a date), never the activity."""
_DATE_ASKED = re.compile(r"^\s*(?:(?:what|which)\s+)?(?:date|day)\s+(?:is|was|are|will\s+be)\b")
"""'what date is the science fair': the date asked for, never a date (an outing) to book."""
_TAIL = re.compile(r"\s+(?!" + FOR_A_PET + r")(?:for|with|w)\s+.*$")
"""What follows "for"/"with" inside a title is who or why, not the activity; a pet is what
the activity is about ("vet for the dog": `pets.py`), so it stays."""


_NAMED_NEW = ("year", "york", "jersey", "zealand", "orleans", "mexico", "hampshire", "england", "haven")
"""What "new" starts the name of ("new year's eve party", "new york trip"): part of the title."""


def _names_with_new(tokens: list[str]) -> bool:
    return len(tokens) > 1 and tokens[0] == "new" and tokens[1].startswith(_NAMED_NEW)


def _clean(tokens: list[str]) -> list[str]:
    while tokens and tokens[0] in EDGE_WORDS and not _names_with_new(tokens):
        tokens.pop(0)
    while tokens and (tokens[-1] in EDGE_WORDS or tokens[-1] in ("'s", "'")):
        particle = tokens[-1] in ("up", "off", "out")
        if particle and len(tokens) >= 2 and _PHRASAL.intersection((tokens[0], tokens[-2])):
            break  # "pick up", and "put the bins out": the verb's particle, wherever it went
        tokens.pop()
    return tokens


def clean_tokens(tokens: list[str]) -> list[str]:
    """`tokens` without articles, prepositions and filler at either edge."""
    return _clean(list(tokens))


EVENT_WORDS = re.compile(
    r"\b(?:meetings?|appointments?|events?|birthdays?|anniversar(?:y|ies)|part(?:y|ies)|holidays?|class(?:es)?|"
    r"lessons?|practices?|concerts?|shows?|games?|dinner|lunch|breakfast|brunch|conference|interview|wedding|"
    r"marriage|recital|trip|flight|visit|checkup|check-up|dentist|doctor|picnic|tournament|match|rehearsal|"
    r"festival|vacation|retirement|graduation|ceremony|inauguration|reunion|date|playdate|sleepover|"
    r"barbecue|bbq|potluck|service|mass|session|training|workout|gym|yoga|haircut|exam|test|deadline)\b"
)
"""Nouns that name something a calendar holds: the stretch holding one is the activity."""


def names_an_event(title: str) -> bool:
    """Whether `title` holds a noun for something a calendar holds ("dentist", "piano lesson")."""
    return EVENT_WORDS.search(title.lower()) is not None


_LEAD_IN = re.compile(
    r"^.*?\b(?:about|regarding|concerning|that\s+there\s+is|there\s+is|there's|of\s+(?:any|the|my|our|a|an))\s+"
    r"(?=(?:\S+\s+){0,3}?" + EVENT_WORDS.pattern + ")"
)
""""known details about the tournament", "reminded of any meetings": the event follows."""
_BOOKED_FOR_THEM = re.compile(r"^(?:him|her|them)\s+(?=(?:a|an|some)\s)")
""" "book him a doctor appointment": whom it is for (the pronoun), not the activity."""
_PLACE_TAIL = re.compile(r"\s+(?:at|in)\s+(?!(?:the\s+)?(?:morning|afternoon|evening|night)\b)\S.*$")
_REQUEST_WORDS = frozenset(
    """
send give tell mark marked note noted flag flagged info information details detail known know more
timer notification notifications alert alerts alarm alarms reminder reminders remind reminded
expect needed prepare attend true false sure ways way kind curious anything something should
can't cannot won't can't couldn't hosting
""".split()
)
"""Words of asking and telling that the leftover text holds, never the activity."""


def _candidates(claims: Claims) -> list[list[str]]:
    out = []
    for _, fragment in claims.fragments():
        fragment = _DATE_ASKED.sub(" , ", fragment)
        for piece in _SPLIT.split(_AS_WELL.sub(" , ", _CALENDAR.sub(" , ", fragment))):
            tokens = _clean(piece.split())
            cut = _TAIL.sub("", " ".join(tokens))
            if cut and not _content([w for w in cut.split() if w not in _REPEATING]):
                cut = _after_generic_for(tokens) or cut  # "a repeating event for piano": piano
            tokens = _clean(cut.split()) if cut else tokens
            if tokens and any(t not in GENERIC and t not in EDGE_WORDS for t in tokens):
                out.append(tokens)
    return out


def _content(tokens: list[str]) -> bool:
    return any(t not in GENERIC and t not in EDGE_WORDS for t in tokens)


def _after_generic_for(tokens: list[str]) -> str | None:
    """What follows "for" after generic words only: "a calendar entry for dinner", "a
    slot for a haircut" name the activity there (it was cut off as whom it is for, and the
    title taken from a stray name instead)."""
    if "for" not in tokens:
        return None
    at = tokens.index("for")
    rest = _TAIL.sub("", " ".join(_clean(tokens[at + 1 :])))
    return rest if rest and _content(rest.split()) else None


def _trim(tokens: list[str]) -> list[str]:
    """Cut a lead-in before the event ("details about the X") and a place after it
    ("picnic at regent park"), and request words at the front."""
    text = _BOOKED_FOR_THEM.sub("", " ".join(tokens))
    lead = _LEAD_IN.match(text)
    if lead is not None:
        text = text[lead.end() :]
    event = EVENT_WORDS.search(text)
    if event is not None:
        tail = _PLACE_TAIL.search(text, event.end())
        if tail is not None and not EVENT_WORDS.search(tail.group(0)):
            text = text[: tail.start()]
    words = text.split()
    while words and (words[0] in _REQUEST_WORDS or words[0] in EDGE_WORDS) and not _names_with_new(words):
        words.pop(0)
    if len(words) > 1 and words[0] in _REPEATING and _content(words[1:]):
        words.pop(0)  # "a recurring call": the call; "a repeating event" has nothing else to name it
    while len(words) > 1 and words[-1] in _WHEN_IT_RUNS:
        words.pop()
    if len(words) > 1 and words[-1] in _TRAVELS and _JOURNEYS.intersection(words[:-1]):
        words.pop()  # "flight to denver leaves": the flight, never a visit
    if words and words[-1] in _COMES:
        words[-1] = "visiting"  # "emma's friend comes over at 4": a visit, not "friend comes"
    return _clean(words)


_GOING_TO_SEE = frozenset("see sees seeing go goes going".split())
"""Going to an event or seeing someone, asked about, is the event ("when do i see the
dentist" was looked up as an event called "see the dentist", and found nowhere)."""


def _names_whom_or_what(verb: str, rest: list[str]) -> bool:
    """Whether `rest` names the event itself: anyone one sees, an event one goes to."""
    if verb.startswith("go"):
        return EVENT_WORDS.search(" ".join(rest)) is not None
    return _content(rest)


def event_looked_up(title: str) -> str:
    """The event a question looks for, without the seeing or going: "when do i see the
    dentist" is the dentist, "when do we go to the recital" the recital (a booking keeps
    its words: "mike and i need to see the accountant" is booked as said)."""
    words = title.split()
    if len(words) > 1 and words[0] in _GOING_TO_SEE and _names_whom_or_what(words[0], words[1:]):
        return " ".join(_clean(words[1:])) or title
    return title


_REPEATING = frozenset("recurring repeating reoccurring".split())
"""Said of the event's repeat (read as its recurrence), not its name."""
_WHEN_IT_RUNS = frozenset("start starts begin begins end ends finish finishes over done".split())
"""'when does swim start', 'what time is piano over': when the activity runs, not its name."""
_ORDINAL_WORDS = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth"}
"""Ordinals in a title are said as words ("first recital"), as the family typed them."""
_CARRYING = frozenset("taking bringing driving dropping take bring drive".split())
"""Verbs of taking someone somewhere: the place after them names the outing."""
_COMES = frozenset("comes coming come arrives arriving".split())
"""Someone coming over: the activity is their visit."""
_TRAVELS = frozenset("leaves leaving departs departing lands landing arrives arriving gets".split())
"""'mike's flight to denver leaves at 6:15', 'the train gets in at 9': when the journey runs."""
_JOURNEYS = frozenset("flight flights train bus plane ferry shuttle cruise".split())
_LETTER = re.compile(r"[a-z]")


def find_title(claims: Claims) -> str | None:
    """The activity phrase, lower case, or None: the first leftover stretch naming an event,
    else the first with a content word."""
    candidates = [_trim(tokens) for tokens in _candidates(claims)]
    candidates = [t for t in candidates if t and any(w not in GENERIC and w not in EDGE_WORDS for w in t)]
    # "add a recurring event every tuesday for choir": the choir; "a repeating event" alone stays
    candidates = [t for t in candidates if _content([w for w in t if w not in _REPEATING])] or candidates
    # "im taking emma to the mall": where they go is the activity, not the carrying verb
    candidates = [t for t in candidates if not (len(t) == 1 and t[0] in _CARRYING)] or candidates
    if not candidates:
        return None
    chosen = next((t for t in candidates if EVENT_WORDS.search(" ".join(t))), candidates[0])
    if len(chosen) > 1:  # "her first recital": numbers were folded to figures for the dates
        chosen = [_ORDINAL_WORDS.get(w, w) for w in chosen]
    title = " ".join(chosen).strip(" -'")
    return title if _LETTER.search(title) else None
