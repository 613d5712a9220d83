"""Someone joining or leaving an event: "add Mike to Sunday's family dinner", "Jake is
coming to swim too", "take Jake off the swim class on Saturday", "Emma can't make it to
piano on Monday".

Read word by word these were bookings of a new "family dinner" for Mike, or of "swim
class" for Jake. They change who takes part in an event already on the calendar: a
`modify` with the people joining (`ParsedRequest.joining`) or leaving
(`ParsedRequest.leaving`), and the event found by its title and day.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import holds_any
from .guests import GuestReading, company_said
from .meal_visits import MEAL
from .people import PersonMention

_JOIN = (
    re.compile(
        r"\b(?:add|put|include|bring|sign\s+up|invite)\s+(?P<who>.+?)\s+(?:to|on|in|into|onto)\s+(?P<what>\S.*)$"
    ),
    re.compile(
        r"^(?P<who>.+?)\s+(?:is|are|will\s+be|'s|'re)\s+(?:also\s+)?(?:coming|joining|going)\s+"
        r"(?:too\s+|as\s+well\s+)?(?:(?:over|round|around|by)\s+(?=for\s))?(?:to\s+)?(?P<what>\S.*)$"
    ),
    re.compile(
        r"^(?P<who>.+?)\s+(?:can|will|wants\s+to|want\s+to|would\s+like\s+to)\s+(?P<also>also\s+)?"
        r"(?P<verb>come|join|go)\s+(?P<too>too\s+|as\s+well\s+)?(?:to\s+)?(?P<what>\S.*)$"
    ),
    re.compile(
        r"^(?P<who>.+?)(?P<be>'s|'re)?\s+(?:coming|joining\s+us)\s+(?:(?:over|round|around|by)\s+)?"
        r"(?P<what>for\s+" + MEAL + r".*)$"
    ),
)
"""The last: a visitor coming for a meal, texted without "is" ("grandma coming for dinner sunday",
"grandma's coming for lunch")."""
_WE_JOIN = re.compile(
    r"^(?P<who>i|we)(?:'m|'re|\s+am|\s+are|'ll\s+be|\s+will\s+be)\s+(?:all\s+|both\s+)?(?:also\s+)?(?:coming|joining)\s+"
    r"(?:too\s+|as\s+well\s+)?(?:to\s+)?(?P<what>\S.*)$"
    r"|^(?P<who2>i|we)(?:'ll|\s+will|\s+can)\s+(?:all\s+|both\s+)?(?:also\s+)?(?:come|join)\s+(?:too\s+|as\s+well\s+)?(?:to\s+)?"
    r"(?P<what2>\S.*)$"
)
_WE_JOIN_NEEDS = ("coming", "joining", "come", "join")
"""The speaker ("i'm coming to family dinner") or the whole family ("we're coming to …")
joining an event: read word by word it was a booking of "coming to family dinner"."""
_LEAVE = (
    re.compile(
        r"\b(?:take|remove|drop|cross)\s+(?P<who>.+?)\s+(?:off(?!\s+(?:at|to)\b)|from|out\s+of)\s+(?:of\s+)?"
        r"(?P<what>\S.*)$"
    ),
    re.compile(
        r"^(?P<who>.+?)\s+(?:isn'?t|is\s+not|aren'?t|are\s+not|am\s+not|won'?t\s+be|will\s+not\s+be|can'?t|cannot|"
        r"won'?t|will\s+not|not)\s+(?:coming|going|joining|come|go|join|make(?:\s+it)?|attend(?:ing)?|do|be\s+at|at"
        r"|(?:be\s+)?(?:home|back|around)\s+for|(?:going\s+to|gonna)\s+be\s+(?:at|home\s+for|back\s+for))\s+"
        r"(?!(?:to\s+)?be\b)(?:to\s+|(?:us|me|them)\s+(?:for|at)\s+|for\s+)?(?P<what>\S.*)$"
    ),
    re.compile(
        r"^(?P<who>[a-z]+)(?P<be>'s|'re|'m)\s+not\s+(?:coming|going|joining|attending"
        r"|(?:going\s+to|gonna)\s+be\s+(?:at|home\s+for|back\s+for))\s+(?!(?:to\s+)?be\b)(?:to\s+)?"
        r"(?P<what>\S.*)$"
    ),
    re.compile(
        r"^(?P<who>.+?)(?P<be>'s|'re|'m)?\s+(?:(?:will|is|are|am|has\s+to|have\s+to|needs\s+to|need\s+to|must|"
        r"is\s+going\s+to|are\s+going\s+to|going\s+to|gonna|'ll|'s|'re|'m)\s+)?(?:miss|missing|skip|skipping|sit\s+out|sitting\s+out|"
        r"out\s+for|out\s+of)\s+(?!(?:school|work|town|the\s+office|you|u|him|her|them|me|us|it|that|this|"
        r"home|my|his|their|our)\b)(?P<what>\S.*)$"
    ),
)
_NEEDS: dict[re.Pattern[str], tuple[str, ...]] = {
    _JOIN[0]: ("add", "put", "include", "bring", "sign", "invite"),
    _JOIN[1]: ("coming", "joining", "going"),
    _JOIN[2]: ("come", "join", "go"),
    _JOIN[3]: ("coming", "joining"),
    _WE_JOIN: _WE_JOIN_NEEDS,
    _LEAVE[0]: ("take", "remove", "drop", "cross"),
    _LEAVE[1]: ("isn", "aren", "won", "can", "not"),
    _LEAVE[2]: ("not",),
    _LEAVE[3]: ("miss", "skip", "sit", "out"),
}
"""Words each pattern cannot match without (one of them): most messages hold none, and the
lazy `^(?P<who>.+?)` patterns are slow to fail."""
_DRIVE = (
    r"(?:drive|drives|driving|take|takes|taking|bring|brings|bringing|run|runs|running|"
    r"drop(?:s|ping)?(?:\s+off)?|pick(?:s|ing)?(?:\s+up)?)"
)
_TO = r"(?:(?:over\s+|off\s+)?(?:to|at)|(?:up\s+)?from)"
"""Where the ride goes: "to piano", "(off) at piano", "(up) from soccer"."""
_FETCH = r"(?:pick(?:s|ing)?(?:\s+up)?|collect(?:s|ing)?|fetch(?:es|ing)?|grab(?:s|bing)?|get(?:s|ting)?)"
_FROM = r"(?:(?:up\s+)?from|after)"
DRIVE_VERB, FETCH_VERB = _DRIVE, _FETCH
"""The ride verbs, for rides said the negative way (`dropped_rides.py`)."""
"""Only a pick-up is "from" or "after" an event: "grandma is collecting jake after soccer"."""
_RIDES = (
    re.compile(
        rf"^(?:can|could|will|would)\s+(?P<who>.+?)\s+{_DRIVE}\s+(?P<rider>.+?)\s+{_TO}\s+(?P<what>\S.*)$"
    ),
    re.compile(
        rf"^(?P<who>.+?)\s+(?:(?:will|can|could|is\s+going\s+to|is|'ll|'s)\s+)?{_DRIVE}\s+(?P<rider>.+?)\s+"
        rf"{_TO}\s+(?P<what>\S.*)$"
    ),
    re.compile(
        rf"^(?P<who>.+?)\s+(?:(?:will|can|could|is\s+going\s+to|is|are|'ll|'s)\s+)?{_FETCH}\s+(?P<rider>.+?)\s+"
        rf"{_FROM}\s+(?P<what>\S.*)$"
    ),
)
"""Someone driving others to an event: "mike will drive jake to soccer on thursday", "can
dad take emma to piano?", "dad's getting emma from piano". The driver goes along: the event
gains them, nothing is booked."""
_DRIVE_WORDS = ("driv", "tak", "bring", "run", "drop", "pick", "collect", "fetch", "grab", "get")
_MY_RIDE = re.compile(
    r"^(?:(?:please|pls|ok|okay|so|and)\s+)?(?:i(?:'ll|'m\s+going\s+to|'m|\s+(?:will|can|could|am\s+going\s+to|am|"
    rf"need\s+to|have\s+to|got\s+to|gotta))?\s+)?(?:{_DRIVE}\s+(?P<rider>.+?)\s+{_TO}|{_FETCH}\s+(?P<fetched>.+?)\s+"
    rf"{_FROM})\s+(?P<what>\S.*)$"
)
"""The speaker driving others to an event, said as a note to self: "drop jake at practice
tues", "i'll take emma to piano", "pick jake up from soccer". The speaker goes along."""
_RIDERS = re.compile(
    r"\b(?:him|her|them|the\s+kids|both)\b"
    r"|\b(?:(?:his|her|their|a|\d+|two|three|four|five|six)\s+)(?:friends?|buddies|teammates|classmates)\b"
)
"""Riders said without their names: "them", and friends counted ("jake and 2 friends"), who
ride along as guests (`guests.py` reads them for the seats) but are no member to add."""
_NOT_AN_EVENT = re.compile(r"^(?:the\s+|my\s+|our\s+)?(?:calendar|schedule|agenda|list|diary|it|that|this)\b")
_GLUE = re.compile(r"\b(?:and|&|also|too|both|as\s+well|my|our)\b|[,\s]+")


@dataclass(frozen=True)
class Roster:
    """Who joins or leaves, and where the words about the event begin."""

    joining: tuple[str, ...] = ()
    leaving: tuple[str, ...] = ()
    what_start: int = 0
    guests_joining: tuple[str, ...] = ()
    """People from outside the family coming along ("emma's friend lily is coming to swim")."""
    guests_leaving: tuple[str, ...] = ()
    unknown: tuple[tuple[str, str | None], ...] = ()
    """Of the guests, who is asked about ("grandpa", "jak": Jake?)."""

    @property
    def has_guests(self) -> bool:
        return bool(self.guests_joining or self.guests_leaving)


_NEEDS_A_RIDE = re.compile(
    r"^(?P<rider>.+?)\s+(?:needs?|wants?|could\s+use)\s+(?:a\s+)?(?:ride|lift|drive)\s+(?:over\s+)?to\s+(?P<what>\S.*)$"
    rf"|^(?:(?:can|could|will|would)\s+(?:you|u)\s+"
    rf"|(?:(?:(?:can|could|will|would)(?:n't)?\s+(?:you|u)\s+)?(?:find|get|ask)\s+|(?:can|could|will|would)\s+)?"
    rf"(?:someone|somebody|anyone|anybody)\s+(?:(?:needs?|has|have)\s+to\s+|should\s+|must\s+|to\s+)?){_DRIVE}\s+(?P<rider2>.+?)\s+{_TO}\s+"
    r"(?P<what2>\S.*)$"
    r"|^(?:whoever(?:'s|\s+is)?(?:\s+(?:free|around|available|home))?|whichever\s+(?:of\s+us|one\s+of\s+us|parent)"
    r"(?:\s+is\s+(?:free|around|available|home))?|(?:either\s+)?(?P<one>[a-z]+)\s+or\s+(?P<other>[a-z]+))\s+(?:can\s+|could\s+|should\s+|will\s+|has\s+to\s+)?"
    rf"{_DRIVE}\s+(?P<rider3>.+?)\s+{_TO}\s+(?P<what3>\S.*)$"
)
"""Someone needing a ride to an event, with nobody named to drive ("emma needs a ride to
piano on monday", "can someone take jake to soccer?", "can you drop emma at piano", "whoever
is free can take jake to soccer", "mike or i can take jake to soccer"): a look
at that event (who goes, which car) and who drives asked, never a new booking."""


def ride_needed(text: str, people: list[PersonMention]) -> int | None:
    """Where the event's words begin when `text` says someone needs a ride to it, else None."""
    if not any(word in text for word in ("ride", "lift", "drive", "some", "any", "you", "u ", "who", " or ")):
        return None
    found = _NEEDS_A_RIDE.search(text)
    if found is None:
        return None
    n = next(n for n in ("", "2", "3") if found.group(f"what{n}") is not None)
    rider, what = f"rider{n}", f"what{n}"
    if _NOT_AN_EVENT.match(found.group(what)):
        return None
    if found.group("one") is not None and not _both_people(found, people):
        return None  # "piano or swim can take …" is no choice of drivers
    riders = _only_names(text, found.span(rider), people, _RIDERS)
    return found.start(what) if riders else None


def _both_people(found: re.Match[str], people: list[PersonMention]) -> bool:
    """Whether the two words of "mike or i can take …" are both people of the family."""
    starts = {p.start for p in people}
    other = found.group("other") in ("i", "me", "myself") or found.start("other") in starts
    return found.start("one") in starts and other


_WHO_DRIVES = re.compile(
    rf"^(?:so\s+|and\s+|ok\s+)?(?:who'?s|who\s+is|who\s+will|who\s+can|who\s+could|who)\s+"
    rf"(?:going\s+to\s+|gonna\s+|(?:free|available|around)\s+to\s+)?"
    rf"{_DRIVE}\s+(?P<rider>.+?)\s+(?:over\s+)?to\s+(?P<what>\S.*)$"
)
"""A question about who drives ("who's driving emma to piano?", "who takes jake to soccer
on thursday?"): answered from the event's people, never a booking."""


_WHO_DRIVES_THEM = re.compile(
    rf"^(?:so\s+|and\s+|ok\s+)?(?:who'?s|who'll|who\s+is|who\s+will|who\s+can|who)\s+(?:going\s+to\s+|gonna\s+)?"
    rf"{_DRIVE}\s+(?:him|her|them|the\s+kids|both(?:\s+of\s+them)?)(?:\s+(?:there|to\s+(?:it|that)))?$"
)
"""Who drives, asked of the event just spoken of ("who's taking him?" after booking Jake's game)."""


def driver_asked_of_it(text: str) -> bool:
    """Whether `text` asks who drives someone pointed at to the event just spoken of."""
    return text.startswith(("who", "so who", "and who", "ok who")) and bool(_WHO_DRIVES_THEM.search(text))


def driver_asked(text: str, people: list[PersonMention]) -> int | None:
    """Where the event's words begin when `text` asks who drives someone to it, else None."""
    if not text.startswith(("who", "so who", "and who", "ok who")):
        return None
    found = _WHO_DRIVES.search(text)
    if found is None or _NOT_AN_EVENT.match(found.group("what")):
        return None
    riders = _only_names(text, found.span("rider"), people, _RIDERS)
    return found.start("what") if riders else None


def ride_change(text: str, people: list[PersonMention]) -> Roster | None:
    """The driver `text` adds to the event it drives others to, or None. The words before
    the verb must be only the driver's name, those after it only the riders'."""
    if not any(word in text for word in _DRIVE_WORDS):
        return None  # the lazy patterns are slow to fail
    for pattern in _RIDES:
        found = pattern.search(text)
        if found is None or _NOT_AN_EVENT.match(found.group("what")):
            continue
        driver = _only_names(text, found.span("who"), people)
        riders = _only_names(text, found.span("rider"), people, _RIDERS)
        if driver and riders is not None:  # the riders go too (most often they are there already)
            return Roster(joining=tuple(sorted({*driver, *riders})), what_start=found.start("what"))
    return None


_ALONG = re.compile(r"\b(?:too|also|as\s+well)\b")
"""Going "too": along to an event already spoken of, never an outing of one's own."""


def goes_to_it(text: str, people: list[PersonMention]) -> bool:
    """Whether `text` (normalised) has members going, coming or joining somewhere of their own
    accord ("jake is going to a party saturday", "the kids are coming to the zoo"), not added
    by someone ("add jake to …") nor going "too": the calendar then tells an event joined from
    an outing to book (`outings.py`)."""
    if not holds_any(text, ("coming", "joining", "going", "come", "join", "go")) or _ALONG.search(text):
        return False
    ours = _we_join(text, people)
    if ours is not None:
        return True
    for pattern in _JOIN[1:]:
        found = pattern.search(text)
        if found is not None and not _NOT_AN_EVENT.match(found.group("what")):
            glued = "be" in pattern.groupindex and found.group("be") is not None
            span = (found.start("who"), found.end("be")) if glued else found.span("who")
            if _only_names(text, span, people, owners=glued):
                return True
    return False


def needs_titles(text: str) -> bool:
    """Whether `text` may be the speaker driving someone to an event (or joining one), so the
    calendar's event names are read to tell it from a booking ("take jake to the dentist friday")."""
    low = str(text or "").lower()
    if len(low) > 300:
        return False
    # "i'm coming to the zoo saturday at 2" is an outing to book unless the zoo is on the calendar
    ours = low.startswith(("i", "we")) and holds_any(low, _WE_JOIN_NEEDS)
    return ours or any(word in low for word in _DRIVE_WORDS)


def own_ride(text: str, people: list[PersonMention], speaker: str) -> Roster | None:
    """The speaker and the riders joining the event `text` drives them to, or None. Only
    the event's words say whether it is one on the calendar: the caller checks them."""
    if not any(word in text for word in _DRIVE_WORDS):
        return None
    found = _MY_RIDE.search(text)
    if found is None or _NOT_AN_EVENT.match(found.group("what")):
        return None
    rider = "rider" if found.group("rider") is not None else "fetched"
    riders = _only_names(text, found.span(rider), people, _RIDERS)
    if not riders:
        return None  # "take the trash to the curb": nobody of the family rides
    return Roster(joining=tuple(sorted({speaker, *riders})), what_start=found.start("what"))


def _only_names(
    text: str,
    span: tuple[int, int],
    people: list[PersonMention],
    also: re.Pattern[str] | None = None,
    owners: bool = True,
    selves: bool = False,
) -> tuple[str, ...] | None:
    """The member ids named in `span` when it holds names (or `also`'s words) and glue only;
    with `owners` False, None when a name is an owner ("jake's"); with `selves`, "I" is the
    speaker and "we" the family."""
    begin, end = span
    kinds = ("name", "group", "self", "we") if selves else ("name", "group")  # "we won't be at …": all
    named = [m for m in people if begin <= m.start and m.end <= end and m.kind in kinds]
    if not owners and any(m.role == "owner" for m in named):
        return None
    rest = text[begin:end]
    for m in sorted(named, key=lambda m: -m.start):
        rest = rest[: m.start - begin] + rest[m.end - begin :]
    if also is not None:
        rest = also.sub("", rest)
    if _GLUE.sub("", rest) or (not named and also is None):
        return None
    return tuple(sorted({i for m in named for i in m.ids}))


def only_names(
    text: str,
    span: tuple[int, int],
    people: list[PersonMention],
    also: re.Pattern[str] | None = None,
    selves: bool = False,
) -> tuple[str, ...] | None:
    """The member ids named in `span` when it holds names (or `also`'s words) and glue only;
    with `selves`, "I" is the speaker and "we" / "us" the family ("sarah and i can't …")."""
    return _only_names(text, span, people, also, selves=selves)


def roster_change(
    text: str,
    people: list[PersonMention],
    speaker: str | None = None,
    timed: bool = False,
    guests: GuestReading | None = None,
) -> Roster | None:
    """The people `text` (normalised, lower case) adds to or takes off an event, or None
    when it says no such thing. The words before the event must be only names (or, for
    someone leaving, "I": the `speaker`; with `guests`, people from outside the family:
    "emma's friend lily", "the smiths"). `timed`: a clock time was said, so "jake wants to
    go to the park saturday at 2" is an outing to book, unless he goes "too"."""
    ours = _we_join(text, people)
    if ours is not None:
        return ours
    for patterns, joining in ((_JOIN, True), (_LEAVE, False)):
        for pattern in patterns:
            found = pattern.search(text) if holds_any(text, _NEEDS[pattern]) else None
            if found is None or _NOT_AN_EVENT.match(found.group("what")):
                continue
            if pattern is _LEAVE[3] and any(p.start == found.start("what") for p in people):
                continue  # "i miss grandma so much": a person missed, no event
            if not joining and _ASKED_AFTER.search(found.group("what")):
                continue  # "jake can't do tuesdays, book piano wednesday": a booking asked after it
            said = found.groupdict()
            if timed and said.get("verb") == "go" and not (said.get("also") or said.get("too")):
                continue
            # Only names: "put jake's dentist on friday" (an owner) is a move, "add dentist for
            # jake to the calendar" (other words) a booking, not jake joining.
            # "emma's not going to swim": the "'s" is "is", read with the name it is glued to;
            # "I can't make the book club": the speaker leaves.
            glued = "be" in pattern.groupindex and found.group("be") is not None
            span = (found.start("who"), found.end("be")) if glued else found.span("who")
            ids = _only_names(text, span, people, owners=glued, selves=not joining)
            if ids is None and not joining and speaker and found.group("who") in ("i", "i'm", "i am"):
                ids = (speaker,)  # "i can't make the book club on wednesday"
            what = found.start("what")
            if ids is not None:
                return (
                    Roster(joining=ids, what_start=what) if joining else Roster(leaving=ids, what_start=what)
                )
            company = company_said(text, found.span("who"), people, guests) if guests is not None else None
            if company is None or _NO_EVENT.match(text[what:]):
                continue
            if joining:
                return Roster(company.members, (), what, company.guests, unknown=company.unknown)
            return Roster((), company.members, what, guests_leaving=company.guests, unknown=company.unknown)
    return None


def _we_join(text: str, people: list[PersonMention]) -> Roster | None:
    """The speaker ("i'm coming to …") or everyone ("we're coming to …") joining the event."""
    if not holds_any(text, _WE_JOIN_NEEDS):
        return None
    found = _WE_JOIN.search(text)
    if found is None:
        return None
    what = "what" if found.group("what") is not None else "what2"
    if _NOT_AN_EVENT.match(found.group(what)) or _NO_EVENT.match(found.group(what)):
        return None  # "we're coming over saturday": a visit, no event to join
    said = next((m for m in people if m.start == 0 and m.kind in ("self", "we")), None)
    if said is None:
        return None
    return Roster(joining=tuple(sorted(said.ids)), what_start=found.start(what))


_ASKED_AFTER = re.compile(
    r"[,;]\s*(?:(?:so|but|and|then|please|can\s+you|could\s+you)\s+)*"
    r"(?:book(?!\s+club\b)|schedule|add|put|set\s+up|plan|move|make\s+it|change|reschedule)\b"
)
"""A request after the clause of someone not doing something: that clause is a reason, no drop-out."""
_NO_EVENT = re.compile(r"^(?:over|along|round|around|by|home|back|here|there|to\s+(?:visit|stay|see))\b")
""""lily is coming over saturday": a visit to book, not an event on the calendar to join."""


_VERB_LEAD = re.compile(
    r"^(?:(?:won'?t|will\s+not|isn'?t|is\s+not|aren'?t|can'?t|cannot|not)\s+)?(?:(?:is|are|be)\s+)?"
    r"(?:(?:coming|going|joining|come|go|join|make(?:\s+it)?|attend(?:ing)?|do|be\s+at|at|miss(?:ing)?|"
    r"skip(?:ping)?|sit(?:ting)?\s+out|out\s+(?:for|of))\s+)?(?:to\s+|(?:us|me|them)\s+(?:for|at)\s+|for\s+)?(?:the\s+)?"
)


def event_named(title: str) -> str:
    """The event's own words in a title read from a roster change ("swim" in "coming to swim")."""
    return _VERB_LEAD.sub("", title).strip() or title
