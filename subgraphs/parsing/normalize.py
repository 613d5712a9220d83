"""Turn what a family types on a phone into one canonical lower-case spelling.

Every later rule is written against this form only: weekdays and months spelled
out ("thurs", "wensday" -> "thursday", "wednesday"), phone shorthand expanded
("tmrw", "2nite", "appt", "mins"), number words as digits, politeness and filler
dropped ("hey can you", "pls", "thx"), punctuation reduced to what carries meaning
(":" in times, "/" in dates, "'" in possessives, "-" inside words, "," between clauses).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from family_scheduler import wording

from .claims import holds_any
from .come_over import visit_asked
from .discourse import drop_chatter
from .grabbed import as_booked
from .limits import negative_length
from .numbers import fold_numbers
from .places import STREET_AHEAD
from .polite_asks import GERUNDS, unwrap_polite
from .search_words import as_found
from .strangers import fold_lookalikes
from .suggestions import without_opinion_tag
from .vocabulary import MONTHS, NUMBER_WORDS, ORDINAL_WORDS, WD, WEEKDAYS, ordinal

MAX_CHARS = 500
"""Longer messages are cut: nobody schedules with an essay, and time stays bounded."""

_PUNCT = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "`": "'",
        "\u00b4": "'",
        "\u02bc": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2010": "-",
        "\u2011": "-",
    }
)

# Phone shorthand and abbreviations -> canonical words (whole tokens only).
RESPELL: dict[str, str] = {
    # days
    "mon": "monday",
    "tue": "tuesday",
    "tues": "tuesday",
    "tu": "tuesday",
    "wed": "wednesday",
    "weds": "wednesday",
    "thu": "thursday",
    "thur": "thursday",
    "thurs": "thursday",
    "thrus": "thursday",
    "fri": "friday",
    "sat": "saturday",
    "sun": "sunday",
    "weds's": "wednesday's",
    # months
    "jan": "january",
    "feb": "february",
    "mar": "march",
    "apr": "april",
    "jun": "june",
    "jul": "july",
    "aug": "august",
    "sep": "september",
    "sept": "september",
    "oct": "october",
    "nov": "november",
    "dec": "december",
    # relative days
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "tmrow": "tomorrow",
    "tmw": "tomorrow",
    "tmro": "tomorrow",
    "tomoz": "tomorrow",
    "2morrow": "tomorrow",
    "2moro": "tomorrow",
    "2mrw": "tomorrow",
    "2morow": "tomorrow",
    "tomoro": "tomorrow",
    "tomorow": "tomorrow",
    "tommorow": "tomorrow",
    "tommorrow": "tomorrow",
    "tomorroe": "tomorrow",
    "tomorrw": "tomorrow",
    "tmorrow": "tomorrow",
    "tomrrow": "tomorrow",
    "tomorro": "tomorrow",
    "tonite": "tonight",
    "2nite": "tonight",
    "2night": "tonight",
    "tonigt": "tonight",
    "tongiht": "tonight",
    "toinght": "tonight",
    "2day": "today",
    "tdy": "today",
    "tday": "today",
    "todya": "today",
    "wk": "week",
    "wks": "weeks",
    "wknd": "weekend",
    "wkend": "weekend",
    "wkd": "weekend",
    "weeekend": "weekend",
    "weekedn": "weekend",
    "nxt": "next",
    "thru": "through",
    "til": "until",
    "till": "until",
    "untill": "until",
    # units
    "min": "minutes",
    "mins": "minutes",
    "mns": "minutes",
    "hr": "hour",
    "hrs": "hours",
    "hors": "hours",
    # words
    "l8r": "later",
    "l8": "late",
    "u": "you",
    "w": "with",
    "wit": "with",
    "ur": "your",
    "r": "are",
    "b4": "before",
    "pm's": "pm",
    "appt": "appointment",
    "appts": "appointments",
    "apt": "appointment",
    "appointmnt": "appointment",
    "appoinment": "appointment",
    "apointment": "appointment",
    "mtg": "meeting",
    "mtng": "meeting",
    "bday": "birthday",
    "b-day": "birthday",
    "sched": "schedule",
    "schedual": "schedule",
    "shedule": "schedule",
    "scedule": "schedule",
    "resched": "reschedule",
    "cancle": "cancel",
    "cancell": "cancel",
    "cnacel": "cancel",
    "schdule": "schedule",
    "schedul": "schedule",
    "schedlue": "schedule",
    "shcedule": "schedule",
    "scheduel": "schedule",
    "skedule": "schedule",
    "reschedual": "reschedule",
    "reshedule": "reschedule",
    "rescedule": "reschedule",
    "reschdule": "reschedule",
    "reschedul": "reschedule",
    "cancl": "cancel",
    "canel": "cancel",
    "cancek": "cancel",
    "delet": "delete",
    "deleet": "delete",
    "remvoe": "remove",
    "remov": "remove",
    "postpne": "postpone",
    "postphone": "postpone",
    "appontment": "appointment",
    "appiontment": "appointment",
    "whats": "what's",
    "wats": "what's",
    "wat": "what",
    "wut": "what",
    "wuts": "what's",
    "whatre": "what're",
    "hows": "how's",
    "cal": "calendar",
    "whens": "when's",
    "wheres": "where's",
    "whos": "who's",
    "im": "i'm",
    "ive": "i've",
    "id": "i'd",
    "dont": "don't",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "cant": "can't",
    "wont": "won't",
    "lets": "let's",
    "thats": "that's",
    "theres": "there's",
    "everyones": "everyone's",
    "lunch-time": "lunchtime",
    "oclock": "o'clock",
    "eod": "end of day",
    "cob": "end of day",
    "eob": "end of day",
    "midday": "noon",
    "mid-day": "noon",
    "mid-night": "midnight",
    "nite": "night",
    "mornin": "morning",
    "mornign": "morning",
    "morining": "morning",
    "moring": "morning",
    "afternon": "afternoon",
    "aftrnoon": "afternoon",
    "evenin": "evening",
    "aft": "afternoon",
    "arvo": "afternoon",
    "morn": "morning",
    "morningish": "morning",
    "afternoonish": "afternoon",
    "eveningish": "evening",
    "evning": "evening",
    "eveing": "evening",
    # question words as typed in a hurry ("wht do i have monday", "anythin on tmrw")
    "wud": "would",
    "wld": "would",
    "cud": "could",
    "cld": "could",
    "shud": "should",
    "wht": "what",
    "whta": "what",
    "hwat": "what",
    "wen": "when",
    "wehn": "when",
    "whn": "when",
    "ther": "there",
    "hav": "have",
    "hve": "have",
    "anythin": "anything",
    "anyting": "anything",
    "anythng": "anything",
    "anyhting": "anything",
    "somthing": "something",
    "somethin": "something",
    "sumthin": "something",
    "bizy": "busy",
    "buzy": "busy",
    "bussy": "busy",
    "avail": "available",
    "availble": "available",
    "avaliable": "available",
    "avalable": "available",
    "availabe": "available",
    "fre": "free",
    "n": "and",
    "kiddos": "kids",
    "kiddies": "kids",
    "fam": "family",
    "famly": "family",
    "everyon": "everyone",
    "evryone": "everyone",
    "practise": "practice",
    "pratice": "practice",
    "practce": "practice",
    "recieve": "receive",
    "tmrrw": "tomorrow",
    "tomm": "tomorrow",
    "tom": "tomorrow",
}

# Common typos of weekday and month names beyond one edit (one edit is generated below).
_TYPOS = {
    "wednesday": [
        "wensday",
        "wendsday",
        "wedsday",
        "wednsday",
        "wedensday",
        "wenesday",
        "wedneday",
        "wendesday",
        "wednesdy",
        "wedesday",
        "wednessday",
    ],
    "thursday": ["thrusday", "thurday", "thursdy", "thurdsay", "thusday", "thirsday"],
    "tuesday": ["tusday", "teusday", "tuesdy", "tueday", "tuseday", "teusdy"],
    "saturday": ["saterday", "satuday", "satruday", "saturdy", "satday", "saturady"],
    "friday": ["firday", "fridy", "frday", "fryday", "frieday"],
    "monday": ["mondy", "mnday", "monady"],
    "sunday": ["sundy", "sundya", "snday"],
    "january": ["janurary", "janaury", "januray", "janruary"],
    "february": ["febuary", "feburary", "febrary", "februrary", "febraury"],
    "august": ["agust", "augst"],
    "september": ["septmber", "septemebr", "setpember"],
    "october": ["ocotber", "octber", "octobre"],
    "november": ["novmber", "novemebr", "novembre"],
    "december": ["decmber", "decemebr", "decembre", "dicember"],
}
_NOT_TYPOS = frozenset({"sundae", "mondo", "fridays", "marches", "junes", "julys"})


def _positive_ask(match: re.Match[str]) -> str:
    """ "isn't" → "is", "can't" → "can", "won't" → "will", "don't" → "do"."""
    aux = match.group("aux") or ("can" if match.group("ca") else "will" if match.group("wo") else "do")
    return f"{match.group('lead') or ''}{aux}"


def _one_edit(word: str) -> set[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    subs = {a + c + b[1:] for a, b in splits if b for c in letters}
    inserts = {a + c + b for a, b in splits for c in letters}
    return deletes | swaps | subs | inserts


_CALENDAR_WORDS = (
    "available",
    "availability",
    "calendar",
    "schedule",
    "reschedule",
    "appointment",
    "tomorrow",
)
"""Long words every calendar request leans on, as often mistyped as the days ("availabilty",
"calnedar", "appointmet"); one edit away from any of them is no other English word, but
their own endings are kept apart ("schedules", "scheduled", "calendars" stay as said)."""
_ENDINGS = ("s", "d", "r", "'s", "es", "ed")
_OTHER_WORDS = frozenset({"deschedule", "preschedule"})
"""Words of their own one edit from a calendar word: "deschedule" cancels, never reschedules."""


def _typo_table() -> dict[str, str]:
    table: dict[str, str] = {}
    for name in (*WEEKDAYS, *MONTHS):
        if len(name) >= 6:
            for variant in _one_edit(name):
                if variant != name and variant not in _NOT_TYPOS:
                    table.setdefault(variant, name)
    for word in _CALENDAR_WORDS:
        kept = {word + ending for ending in _ENDINGS} | {word[:-1] + ending for ending in _ENDINGS}
        for variant in _one_edit(word):
            if variant != word and variant not in kept and variant not in _OTHER_WORDS and "'" not in variant:
                table.setdefault(variant, word)
    for name, variants in _TYPOS.items():
        for variant in variants:
            table[variant] = name
    for name in WEEKDAYS:  # plural weekdays keep their plural
        table.pop(name + "s", None)
    return table


TYPOS = _typo_table()

_NUMBERS = {
    **NUMBER_WORDS,
    **{
        f"{t}-{u}": NUMBER_WORDS[t] + NUMBER_WORDS.get(u, 0)
        for t in ("twenty", "thirty", "forty", "fifty")
        for u in ("two", "three", "four", "five", "six", "seven", "eight", "nine")
    },
}
_NUMBERS.update({f"{t}-one": NUMBER_WORDS[t] + 1 for t in ("twenty", "thirty", "forty", "fifty")})
_ORDINALS = {word: ordinal(n) for word, n in ORDINAL_WORDS.items()}
_ORDINALS.update({f"twenty-{w}": ordinal(20 + n) for w, n in wording.ORDINAL_WORDS.items() if n < 10})
_ORDINALS["thirty-first"] = "31st"
_ORDINALS.update({"twelveth": "12th", "nineth": "9th", "fiveth": "5th", "eigth": "8th"})
"""Ordinals as often misspelt when said aloud or typed fast ("the twelveth of july")."""

_AMPM = re.compile(r"(?<=[\d\s])([ap])\.\s?m\b\.?")
_DROP = re.compile(r"[^a-z0-9'\-:/.,?! ]+")
_DOT = re.compile(r"(?<!\d)\.|\.(?!\d)")
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)'])\s*(?:[.!?;]+|\.\.\.)(?=\s|$)|[!?;]+")
"""The end of a sentence separates like a comma: "Yes. Call it Dentist." is two clauses."""
_OCLOCK = re.compile(r"\bo\s*[\"'`]?\s*clock\b")
_COLON = re.compile(r"(?<!\d):|:(?!\d)")
"""A colon outside a clock reading ("New event: dentist") separates like a comma."""
_SLASH = re.compile(r"(?<!\d)/|/(?!\d)")
_DASH = re.compile(r"(?<![a-z0-9])-|-(?![a-z0-9])")
_APOS_LEAD = re.compile(r"(?<![a-z])'")
_APOS_TAIL = re.compile(r"(?<=[a-rt-z])'(?![a-z])")
_STOPS = re.compile(r"[?!;]")
_COMMA = re.compile(r"\s*,\s*")
_TOKEN = re.compile(r"[a-z0-9][a-z0-9'\-]*")
_ONE = re.compile(
    r"\bone\b(?=\s+(?:hour|hours|minutes?|days?|weeks?|months?|times?|o'clock|am|pm|\d|"
    r"in\s+the\s+(?:morning|afternoon|evening|night)|(?:at\s+)?(?:night|noon)\b))"
    r"|(?<=\bat )one\b|(?<=\bfor )one\b(?=\s*(?:,|$))"
)
_SPLIT_HHMM = re.compile(
    r"\b(at|from|to|until|by|around|@)\s+(\d{1,2})\s+([0-5]\d)\b(?!\s*(?:minutes|hours|days|weeks|:))"
    + STREET_AHEAD
)
_SPOKEN_HHMM = re.compile(r"\b(\d{1,2})\s+([0-5]\d)\s*(am|pm)\b")
_GLUED_HHMM = re.compile(r"\b(\d{1,2})([0-5]\d)\s*(am|pm)\b")
_AT_HHMM = re.compile(
    r"\b(at|from|to|until)\s+(\d{1,2})([0-5]\d)\b(?!\s*(?:minutes|hours|:|/)|-\d)" + STREET_AHEAD
)
_DAY_HHMM = re.compile(
    r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight)\s+(1[0-2]|[1-9])([0-5]\d)\b(?!\s*(?:minutes|hours|:|/))"
    + STREET_AHEAD
)
_DAY_CLOCK24 = re.compile(
    r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight)\s+"
    r"(?!20[23]\d\b)(0\d|1[3-9]|2[0-3])([0-5]\d)\b(?!\s*(?:minutes|hours|:|/))" + STREET_AHEAD
)
"""Four figures of a 24-hour clock after a day ("wednesday 1700", "friday 0830"): the time, read
as _DAY_HHMM reads "wednesday 930" (it was dropped, and the call proposed at 9am); "2026" after a
day stays a year."""
_NOT_TIME_BEFORE = (
    r"(?<!\bat )(?<!\bfrom )(?<!\bto )(?<!\buntil )(?<!\baround )(?<!\bby )(?<!\babout )"
    r"(?<!day )(?<!tomorrow )"
    r"(?<!today )(?<!tonight )(?<!and )(?<!or )(?<!-)(?<!\d )"
)
_FOUR_FOR = re.compile(
    rf"(?<=[a-z] ){_NOT_TIME_BEFORE}\b4"
    r"(?= (?:the|a|an|my|our|his|her|me|us|him|them|everyone|lunch|dinner|"
    r"breakfast|coffee|[a-z]+'s)\b)"
)
_TWO_TO = re.compile(
    rf"(?<=[a-z] ){_NOT_TIME_BEFORE}\b2(?= (?:the|a|an|my|our|his|her|school|practice|work)\b)"
)
_TWO_TO_DO = re.compile(
    r"(?:(?<=\bremind me )|(?<=\bremind us )|(?<=\bremind him )|(?<=\bremind her )|(?<=\bremind them ))"
    r"2(?= [a-z])(?! (?:hours?|hrs?|minutes?|mins?|days?|weeks?|times?|of)\b)"
)
"""Texted "2" for "to" before what to be reminded of: "remind me 2 call the plumber" (the
reminder was titled "2 call the plumber"); never "remind me 2 hours before"."""
_HALF_HOUR = re.compile(
    r"(?<![a-z'])half\s+(?=(?:1[0-2]|[1-9])(?![\d:])(?!\s*(?:-|(?:st|nd|rd|th|minutes?|hours?|days?|weeks?|"
    r"months?|years?|times?|people|kids|of|and|or|x|miles?|km|dozen|price|way)\b)))"
)
"""British clock talk: "half 4", "half five" is half past the hour (4:30), never half of a number."""
_HOUR = (
    r"(?P<h>1[0-2]|[1-9])(?![\d:])"
    r"(?!\s*(?:-|(?:st|nd|rd|th|minutes?|hours?|days?|weeks?|people|kids|of)\b))"
)
_MINUTES_AFTER = re.compile(
    rf"(?<![\d:.])\b(?:(?P<q>quarter)|(?P<n>5|10|20|25)(?:\s+minutes)?|(?P<mm>[1-5]?\d)\s+minutes)\s+after\s+{_HOUR}"
)
"""American clock talk: "quarter after 4" (4:15), "10 after 5" (5:10), never "after 4" alone."""
_MINUTES_TO = re.compile(rf"(?<![\d:.])\b(?P<n>20|25)(?:\s+minutes)?\s+(?:to|til|of|before)\s+{_HOUR}")
"""'20 to 6' (5:40), '25 of 4' (3:35): the first number is no hour, so no range either.
"10 to 5" reads both ways and is left to minutes_to (4:50 after "at", else the range; asked)."""
_STRETCHED = re.compile(r"([a-z])\1{2,}")
"""Letters held down for emphasis: "saturdayyy", "pleeease"."""
_GLUED_AT = re.compile(r"\b(at|from|to|until|by)(\d)")
_KEEP_CLEAR = re.compile(
    r"\b(?:don't|do\s+not|never)\s+(?:book|schedule|put|add|plan|arrange|set\s+up|make)\s+"
    r"(?:anything|any\s+(?:plans|events|appointments|bookings)|stuff)(?:\s+(?:else|in|on))?\b"
)
"""Time asked to stay free ("don't book anything sat morning", "please dont put anything on
sunday"): read as keeping it free ("block off"), never as an event called "don't book"."""
_NEGATED_ASK = re.compile(
    r"^(?P<lead>(?:so|and|but|wait|hmm)\s+)?(?:(?P<aux>is|are|was|were|does|did|has|have|will|would|can|could|should)n't"
    r"|(?P<ca>ca)n't|(?P<wo>wo)n't|(?P<do>do)n't(?=\s+(?:we|you|u|they|i|he|she|the|my|our|both|all)\b))(?=\s+[a-z])"
)
"""A question put the negative way ("isn't emma at piano monday?", "doesn't jake have soccer
today?", "don't we have dinner sunday?") asks what its positive asks: the "n't" is no
activity to look up ("No isn't for Emma …"). A "don't" with no subject after it is an
instruction ("don't book anything …"), left as it is."""
_NEGATED_ASK_NEEDS = ("n't",)
_CHECKED_BACK = re.compile(
    r"^(?P<who>(?:the\s+)?[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?)\s+(?P<aux>does|do|is|are)n't\s+(?P<rest>[a-z].*?)"
    r"(?:\s*,?\s*(?P<tag>right|correct|yeah|yes|does\s+(?:he|she)|do\s+(?:they|we)|is\s+(?:he|she|it)|"
    r"are\s+(?:they|we)))?\s*$"
)
"""A negative checked back as a question ("emma doesn't have piano monday, right?", "jake
doesn't have soccer thursday, does he?"): asked as "does emma have piano monday", a look-up,
never "No doesn't have piano"; said without a question ("emma doesn't have swim saturday")
it is news, left as it is."""
_TOLD_NO = re.compile(
    r"^(?:(?:the\s+|his\s+|her\s+|their\s+|our\s+|my\s+|[a-z]+'s\s+)?[a-z]+(?:\s+[a-z]+)?\s+"
    r"(?:says?|said|just\s+said|texted|emailed|called|told\s+(?:me|us))\s+(?:that\s+)?"
    r"(?:there's\s+|there\s+is\s+|there'll\s+be\s+|there\s+will\s+be\s+|we\s+have\s+|we've\s+got\s+)?)(?=no\s+(?!to\b|one\b|way\b)[a-z])"
)
"""An activity called off by someone else, reported ("coach says no practice tuesday", "the
school emailed that there's no swim saturday"): what is off is said as "no practice
tuesday", a cancellation of that one, never an event called "coach says no practice"."""
_TOLD_NO_NEEDS = ("say", "said", "texted", "emailed", "called", "told")
_AGENT_CANCELLED = re.compile(
    r"^(?:(?:the|his|her|their|our|my|[a-z]+'s)\s+)?(?:[a-z]+\s+)?(?:coach|teacher|instructor|tutor|school|office|club|"
    r"league|team|studio|center|centre|pool|organi[sz]ers?|hosts?|they|he|she)\s+(?:just\s+|has\s+|have\s+)?"
    r"(?:cancell?ed|called\s+off)\s+(?!(?:it|that|this|them|on|for|by|because|at|again)\b)(?=[a-z])"
)
"""An activity called off by whoever runs it ("the coach cancelled practice thursday", "emma's
teacher called off piano monday"): "cancel practice thursday", asked first as every
cancellation is; it was a booking called "coach cancelled practice"."""
_AGENT_CANCELLED_NEEDS = ("cancel", "called off")
_SCHOOL_CLOSED = re.compile(
    r"\b(?:the\s+)?schools?\s+(?:is\s+|are\s+|'s\s+|will\s+be\s+|'ll\s+be\s+)?(?:closed|shut|cancell?ed)\b"
)
"""School closed on a day ("schools closed friday", "school is cancelled monday"): "no school",
a day marked for the children, as "there's no school friday" is; never a booking called
"schools closed"."""
_NEITHER = re.compile(
    r"^neither\s+(?:of\s+)?(?P<who>(?:the\s+)?[a-z]+|[a-z]+\s+nor\s+[a-z]+)\s+"
    r"(?P<aux>can|will|is|are|could)\s+(?=[a-z])"
)
"""Neither of them doing something ("neither of the kids can do swim saturday", "neither emma
nor jake will make piano"): "the kids can't do …", both dropping out (`roster.py`); it was a
booking called "neither"."""
_NOT_AUX = {"can": "can't", "will": "won't", "is": "isn't", "are": "aren't", "could": "couldn't"}
_NEWS_OPENER = re.compile(
    r"^(?:(?:just|so|and)\s+)?(?:i\s+)?(?:just\s+)?(?:wanted\s+to\s+|want\s+to\s+|wanna\s+)?"
    r"(?:let(?:ting)?\s+(?:you|u|y'?all)\s+know|giv(?:e|ing)\s+(?:you|u)\s+a\s+heads\s+up"
    r"|tell(?:ing)?\s+(?:you|u))"
    r"(?:\s+that)?\s*,?\s+(?=[a-z])"
)
"""News opened by saying it is news ("just letting you know that mike won't be able to …", "i
wanted to let you know jake will not be attending soccer"): what follows is read as said; the
opener was the title ("wanted to let you know")."""
_NEWS_OPENER_NEEDS = ("know", "heads up", "tell")
_DONT_FORGET = re.compile(
    r"^(?:and\s+|also\s+)?(?:don't|do\s+not)\s+forget\s+(?:about\s+)?(?!to\b|that\b|it\b)(?=[a-z])"
)
"""'don't forget emma's piano monday' asks to be reminded of it, as "don't let me forget …"
does; it was a booking called "don't forget"."""
_NOT_SURE_IF = re.compile(
    r"^(?:i'm|i\s+am|im)\s+not\s+sure\s+(?:if|whether)\s+(?P<who>(?:the\s+)?[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?)\s+"
    r"(?P<verb>has|have|is|are)\s+(?=[a-z])"
)
"""Wondering ("i'm not sure if jake has soccer thursday"): "does jake have soccer thursday", a
question; it was a booking of soccer."""
_NOT_THAT_ONE = re.compile(
    r"(?:\s*,\s*|\s+)(?:but\s+)?not\s+(?:at\s+|on\s+)?(?:the\s+)?"
    r"(?:(?:1[0-2]|[1-9])(?::[0-5]\d)?\s*(?:am|pm)?|noon|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"(?:\s+though)?(?=\s*,|\s*$)"
)
"""A time or day ruled out beside the one meant ("dentist friday, not at 3 though, at 4", "piano
wednesday at 4, not tuesday"): left out, so it is never the one booked; it was read as the time."""
_CANNOT_DO_DAYS = re.compile(
    r"^(?P<who>[a-z]+|the\s+kids)\s+(?:can't|cannot|can\s+not|doesn't|don't)\s+(?:do|make|manage)\s+(?:on\s+)?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|mornings|evenings)"
    r"(?:\s+(?:or|and)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|mornings|evenings))?"
    r"(?:\s+any\s*more)?\s*[,;]\s*(?:(?:so|but|and)\s+)?(?=[a-z])"
)
"""Days ruled out before a request ("jake can't do tuesdays, book piano wednesday at 4"): the
reason is dropped, so the request is read alone; its "tuesdays" made it a booking of every
Tuesday, the very days ruled out. A booking keeps whose it is ("… for jake")."""
_BOOKED_FOR = re.compile(r"^(?:book|schedule|add|put|set\s+up|plan)\b")
_KEPT_CLEAR = re.compile(r"\bkeep((?:\s+[a-z0-9']+){1,3}?)\s+clear\b")
"""'keep thursday clear' says what 'keep thursday free' says; one spelling for the rules."""
_HOURS_CLOCK = re.compile(r"(?<![\d:.$])(?<!\bfor )\b([01]\d|2[0-3])([0-5]\d)\s?(?:h|hrs|hours)\b")
"""A 24-hour clock written the military or European way ("1930h", "0800 hrs"): four figures
that read as a time of day, never a length of 1930 hours."""
_FORTNIGHT = re.compile(r"\b(?:(?:a|one|1)\s+)?fortnight(?:'s)?(?![a-z])")
"""A fortnight is two weeks ("in a fortnight", "a fortnight from friday", "the next fortnight"),
said one way for the day and span rules; "fortnightly" is a repeat and stays as said."""
_LAST_NIGHT = re.compile(r"(?<!the )(?<!that )(?<!our )(?<!her )(?<!his )(?<!their )\blast\s+night\b")
"""Last night is yesterday's evening ("were the kids free last night"), said one way for the
day and part-of-day rules; "the last night of camp" is the final one and stays as said."""
_GLUED_UNIT = re.compile(r"(?<=\d)(hrs|hr|hours|hour|mins|min|minutes|minute|wks|weeks|days)\b")
_DOT_TIME = re.compile(r"\b(\d{1,2})\.([0-5]\d)\s*(am|pm)\b")
_DOT_CLOCK = re.compile(
    r"(?P<before>[a-z]+)\s+(?P<h>1\d|2[0-3]|0?\d)\.(?P<m>[0-5]\d)(?![\d.])"
    r"(?!\s*(?:%|(?:percent|hours?|hrs?|h|minutes?|mins?|miles?|mi|km|kg|lbs?|dollars?|bucks|euros?|pounds?|"
    r"x|times|each|per|apiece|a\s+(?:piece|ticket|head|person|kid|child))\b))"
)
"""A clock written with a dot, as in Britain ("at 4.15", "tmrw 12.30"): read only after a word
that leads to a time or a day, never a price or an amount ("$3.50", "2.25 miles")."""
_LEADS_TO_A_CLOCK = frozenset(
    {"at", "around", "about", "by", "from", "until", "till", "til", "to", "between", "and", "before", "after"}
)

# Politeness and filler: dropped anywhere (they never change what is meant).
_FILLER = re.compile(
    r"\b(?:(?:thanks|thank\s+you)\s+(?:(?:so|very)\s+much|a\s+lot|a\s+bunch|a\s+ton)|"
    r"please\s+to(?=\s+[a-z])|please|pls|plz|pleas|pleez|plox|kindly|"
    r"thanks|thank you|thankyou|thx|thnx|tx|ty|"
    r"cheers|hey there|hey|heya|hi|hello|hiya|yo|um+|uh+|er+m?|hmm+|uhm|ummm|oh|ok|okay|"
    r"k|kk|alright|so|just|quickly|real quick|asap|btw|actually|also|lol|lmao|haha+|hehe+|omg|ugh+|argh|"
    r"oops|whoops|yay|woo+hoo+|phew|"
    r"(?:would|could|will)\s+(?:you|ya)\s+be\s+(?:so\s+kind\s+as|kind\s+enough|good\s+enough|able)\s+to|"
    r"(?:is|would|will)\s+it\s+be\s+possible\s+(?:for\s+(?:you|us|me)\s+)?to(?=\s+(?:schedule|book|add|put|set|"
    r"move|reschedule|change|cancel|push|shift|get|plan|pencil|block)\b)|"
    r"is\s+it\s+possible\s+(?:for\s+(?:you|us|me)\s+)?to(?=\s+(?:schedule|book|add|put|set|move|reschedule|"
    r"change|cancel|push|shift|get|plan|pencil|block)\b)|"
    r"(?:is|are)\s+there\s+(?:a|any|some)?\s*ways?\s+(?:for\s+(?:you|us|me)\s+)?(?:(?:you|we)\s+(?:can|could)\s+|to\s+)"
    r"(?=(?:go\s+ahead\s+and\s+)?(?:schedule|book|add|put|set|move|reschedule|change|cancel|push|shift|plan|pencil|"
    r"block|clear|delete|remove)\b)|"
    r"(?:i\s+(?:was\s+|am\s+|'m\s+)?wonder(?:ing)?|just\s+wondering)\s+(?:if|whether)\s+(?:you|ya)\s+"
    r"(?:could|might|would|can)(?:\s+possibly)?|do\s+me\s+a\s+favou?r\s+and|"
    r"quick\s+q(?:uestion)?|(?:random|silly|small)\s+question|"
    r"if\s+(?:it's|it\s+is|it's\s+not|it\s+isn't)\s+(?:no|not\s+(?:too\s+)?much)\s+trouble|"
    r"if\s+you\s+don't\s+mind|if\s+(?:at\s+all\s+)?possible|"
    r"(?:if\s+(?:that|it|this)\s+(?:works|suits)(?:\s+for\s+(?:you|everyone|everybody|all))?|"
    r"if\s+(?:that|it|this)(?:'s|\s+is)\s+(?:ok|okay|alright|fine|cool))(?=\s*(?:,|$))|"
    r"(?:maybe|perhaps|possibly)(?=\s+(?:move|shift|push|change|reschedule|cancel|add|book|put|schedule|pop|"
    r"pencil|bump|slide|swap|switch|drop)\b)|"
    r"i\s+(?:think|believe|reckon)(?=\s+(?:it's|its|it\s+is|it\s+was|that's|she's|he's)\b|\s*(?:,|$))|"
    r"(?:can|could|would|will)\s+(?:you|ya)(?:\s+please)?|would you mind|do you mind|"
    r"i need you to|i want you to|i'd like you to|go ahead and|help me)\b"
)


_HELP_WITH = re.compile(r"\bhelp\s+(?:me|us)\s+(?:in|with|by|on)\s+(?P<verb>" + "|".join(GERUNDS) + r")\b")
"""Help asked with a calendar action ("can you help me in adding this to my calendar", "help us
with scheduling the recital"): the action itself, as if said plainly ("help me add …")."""


def _help_with(match: re.Match[str]) -> str:
    return "help me " + GERUNDS[match.group("verb")]


_TOLD_ME = re.compile(
    r"\b(?:just\s+)?(?:told|texted|messaged|emailed|reminded|informed|called\s+to\s+tell)\s+(?:me|us)\s+(?:that\s+)?"
)
"""How the speaker heard of it ("emma just told me she has a dentist appt thursday"): the
news, not a person taking part; what follows is read as said."""

_BARE_SHIFT = re.compile(
    r"\b(?P<verb>push|pushed|move|moved|bump|bumped|shift|shifted|slide|delay|delayed|bring|scoot|nudge)\b"
    r"(?P<what>(?:\s+(?!(?:to|at|until|till)\b)[a-z0-9']+){0,5}?)\s+(?P<dir>back|up|forward|ahead|later|earlier)\s+"
    r"(?P<by>by\s+)?(?P<n>10|15|20|25|30|40|45|50)\b(?!\s*(?:minutes?|hours?|am|pm|[:/%-]|o'clock))"
)
"""A move by a bare figure that cannot be an hour of a shift ("push dinner back 30", "move
swim up 15"): minutes, as a family means them."""

_GREETING = re.compile(
    r"^\s*(?:good\s+(?:morning|afternoon|evening|night|day)|morning|evening|afternoon|gm|gn|goodnight|"
    r"hey|hi|hello|yo)\b(?!\s+(?:tea|class(?:es)?|service|club)\b)(?:\s+(?:there|all|everyone|team|guys|fam|family))?(?:\s*,)?"
)


_ASKING = re.compile(
    r"\b(?:(?:can|could)\s+(?:you|u)\s+)?(?:(?:double\s+)?check\s+(?:if|whether|to\s+see\s+if)|(?<!to\s)(?:double\s+)?check|"
    r"(?<=to\s)check(?!\s+(?:the|my|our|his|her|on|out)\s+(?!calend[ae]r|calandar|schedule|agenda|diary|planner)[a-z])|see\s+if|"
    r"find\s+out(?:\s+(?:if|whether))?|(?:tell|show)\s+me(?:\s+(?:if|whether))?|let\s+me\s+know(?!\s+the\s+(?:(?:morning|night|evening)\s+of|(?:morning|day|night|evening|week)\s+before)\b)(?:\s+(?:if|whether))?|"
    r"(?:i'm|i\s+am|i\s+was)\s+wondering(?:\s+(?:if|whether))?|do\s+you\s+know(?:\s+(?:if|whether))?|"
    r"i\s+wonder(?:\s+(?:if|whether))?)\s+(?!(?:if|whether)\s+(?:you|ya)\s+(?:could|might|would|can)\b)(?=(?:is|are|am|if|whether|when|what|who|whether|the|my|our|we|i|\w+'s|any|anything|there)\b)"
)

_ASKING_NEEDS = ("check", "see", "find", "tell", "show", "let", "wonder", "know")
"""_ASKING cannot match without one of these words."""


_CLOCK_WORDS = (
    r"(?P<clock>(?:half|quarter|\d{1,2})\s+(?:past|after)\s+\d{1,2}|quarter\s+(?:to|til|of|before)\s+\d{1,2}"
    r"|\d{1,2}(?::[0-5]\d)?)"
)
_CLOCK_THEN_PART = re.compile(
    rf"(?<![\d:/.]){_CLOCK_WORDS}\s*(?:o'clock\s*)?(?:in\s+the|at|this|tomorrow|tonight's)\s+"
    r"(?P<part>morning|afternoon|evening|night)\b"
)
_PART_THEN_CLOCK = re.compile(
    r"\b(?:(?:in\s+the|at|this|tomorrow)\s+)?(?P<part>morning|afternoon|evening|night)\s+(?:at\s+)?"
    r"(?P<clock>(?:half|quarter)\s+past\s+\d{1,2}|\d{1,2}(?::[0-5]\d)?)(?:\s*o'clock)?"
    r"(?![\d:]|\s*(?:am|pm|a\b|p\b|minutes|hours?|days?|weeks?|people|kids|times|of\b|to\b|-|and\s+\d))"
)


def _meridiem(clock: str, part: str) -> str:
    """ "4" + "evening" -> "4pm"; "half past 12" + "afternoon" -> "12:30pm"."""
    words = clock.split()
    minute = 0
    if len(words) > 1:
        head, hour_text = words[0], words[-1]
        minute = {"half": 30, "quarter": 15}.get(head, int(head) if head.isdigit() else 0)
        hour = int(hour_text)
        if words[1] in ("to", "til", "of", "before"):
            hour, minute = (hour - 1) or 12, 45
    else:
        hour_text, _, minute_text = clock.partition(":")
        hour, minute = int(hour_text), int(minute_text or 0)
    if hour > 12 or hour == 0:
        return f"{hour}:{minute:02d}"  # a 24-hour reading says it all
    if part == "morning":
        mer = "am"
    elif part == "night":
        mer = "am" if hour < 5 or hour == 12 else "pm"
    else:
        mer = "pm"
    return f"{hour}:{minute:02d}{mer}"


_STREET_NEXT = re.compile(STREET_AHEAD.replace("(?!", "(?=", 1))
_DAY_BEFORE = re.compile(
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|the|of|on|"
    r"every|\d{1,2}/)\s*$"
)
"""A number right after a month or "the" is a day of the month ("march 27 in the afternoon")."""


_OCLOCK_SAID = re.compile(r"\s*o'clock")


def _clock_with_part(match: re.Match[str]) -> str:
    said = match.group(0)
    clock_at = match.start("clock")
    if _DAY_BEFORE.search(match.string[max(0, clock_at - 12) : clock_at]):
        return said
    hour_text = match.group("clock").split()[-1].split(":")[0]
    if int(hour_text) > 23 or (":" not in match.group("clock") and int(hour_text) > 12):
        return said  # "morning at 49 gold mine drive": a street number, not a clock
    if _STREET_NEXT.match(match.string, match.end("clock")):
        return said
    clock = _meridiem(match.group("clock"), match.group("part"))
    before = match.string[match.start() : clock_at]
    if before.startswith("at ") and match.start("part") < clock_at:
        before = "at "  # "it's at night 9:30": at 9:30pm, the part of the day said by "pm"
    after = match.string[match.end("clock") : match.end()]
    after = _OCLOCK_SAID.sub("", after)
    return f"{before}{clock}{after}"


_CONTRACTED_OFF = re.compile(
    r"\b(?!(?:what|that|it|who|there|here|where|how|let)'s)([a-z]+)'s\s+(off|cancell?ed|canceled)\b"
    r"(?=\s*(?:,|$|this\b|next\b|today\b|tonight\b|tomorrow\b|on\b|for\b|again\b|now\b|"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b))"
)
"""An activity's "'s" before "off" or "cancelled" is "is" ("piano's off this week", "swim's
cancelled saturday"), said as a cancellation; "emma's off day" keeps its possessive."""

_AMENDING = re.compile(
    r"^\W*(?:(?:no|oh|oops|wait|sorry|hmm|ok|okay|um|uh)\W+)*(?:(?:actually|instead|rather|how\s+about|what\s+about)"
    r"\W+(?=\d|(?:at|to|for|on|by|around|make|change|move|push|noon|midnight|half|quarter|one|two|three|four|five|"
    r"six|seven|eight|nine|ten|eleven|twelve)\b)|make\s+(?:it|that)\b|change\s+(?:it|that)\s+to\b|"
    r"let's\s+(?:do|say|make\s+it)\b)"
)


_WHEN_NEXT = (
    r"(?=(?:(?:on|at|for|to|around|by)\s+)?(?:the\s+)?(?:\d|monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday|tomorrow|today|tonight|next\b|this\b|noon|midnight|half\b|quarter\b|morning|afternoon|evening))"
)
_SAID_OTHERWISE = re.compile(
    r"^(?:(?:no|nah|nope|oh|oops|whoops|sorry|my\s+bad|wait|hmm|hm|ugh|um|uh|and|but|actually)\s+(?:,\s+)?)*"
    r"(?:i\s+mean[t]?(?:\s+to\s+say)?|meant(?:\s+to\s+say)?|(?:can|could)\s+(?:it|that|we\s+make\s+it)\s+be|"
    r"(?:can|could)\s+we\s+make\s+it|(?:can|could)\s+we\s+do\s+it|make\s+that|is\s+(?:it|that)\s+ok(?:ay)?\s+to\s+make\s+it)"
    r"\s+(?:,\s+)?" + _WHEN_NEXT
)
"""A correction said otherwise than "make it …": "oops i meant thursday", "hmm can it be 3:30",
"could we make it 4", "sorry meant next week": the start becomes "make it", so what follows
changes what is pending or was just written, instead of naming an event "meant"."""
_PAUSED = re.compile(
    r"(?:^|(?<=, )|(?<=\band )|(?<=\bso ))(?:"
    r"(?:please\s+|can\s+(?:you|we)\s+|let's\s+|we\s+(?:need|want)\s+to\s+)?"
    r"(?:put|putting|place)\s+(?P<a>(?!it\b|that\b|this\b)(?:[a-z']+\s+){1,4}?)on\s+(?:hold|pause)"
    r"|(?P<b>(?:[a-z']+\s+){1,4}?)(?:is|are|will\s+be|'s|goes|go)\s+(?:going\s+)?on\s+(?:hold|pause|a\s+break)"
    r"|(?:hold\s+off\s+on|take\s+a\s+break\s+from|taking\s+a\s+break\s+from|we're\s+taking\s+a\s+break\s+from)"
    r"\s+(?P<c>(?:[a-z']+\s+){0,3}?[a-z']+)(?=\s|$)"
    r")"
)
"""A series paused for a while: "put piano on hold for december", "swim is on hold until
january", "hold off on soccer for the next 3 weeks", "take a break from piano": each is
"pause …", a cancellation over the span said (asked, each occurrence listed)."""
_PAUSED_NEEDS = ("hold", "pause", "break")
_BACK_ON = re.compile(
    rf"\b(?P<first>{WD}|today|tomorrow)(?:\s+(?:morning|afternoon|evening|night))?\s*,?\s+"
    r"(?:and\s+)?(?:(?:will\s+be\s+|be\s+|is\s+|'s\s+|gets?\s+|getting\s+|coming\s+|comes\s+|flying\s+|"
    r"driving\s+)?back|returning|coming\s+home|home)\s+(?:on\s+)?"
    rf"(?P<last>{WD})(?:\s+(?:morning|afternoon|evening|night))?\b"
)
"""A trip said by its ends: "flying to chicago tuesday morning, back thursday night", "driving
to boston friday and back on sunday": the days from the first to the return ("tuesday to
thursday"), so the trip is read as days away, not an hour on the first day."""
_BACK_ON_NEEDS = (" back ", "returning", "home ")
_ANY_CHANCE = re.compile(
    r"^(?:is\s+there\s+)?(?:any|a)\s+chance\s+(?:that\s+)?"
    r"(?P<who>[a-z']+(?:\s+(?:and|&)\s+[a-z']+)?)\s+(?P<modal>can|could|would\s+be\s+able\s+to)\s+"
)
"""A question put as a chance ("any chance emma can do guitar wed at 5"): "can emma do guitar
…", a question about her time; "chance" was taken for an event and the answer was "No chance"."""
_WAKE_ME = re.compile(
    r"^(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?wake\s+(?P<who>me|us|[a-z]+)\s+up\b"
)
"""Asked to be woken ("wake me up at 7 tomorrow"): there is no alarm clock here, so it is a
reminder to wake up at that time, said back and asked like any reminder; it was a booking
called "wake"."""
_OFF_SCHOOL = re.compile(
    r"\b(?P<who>[a-z]+)(?:(?:'s|'re|\s+is|\s+are|\s+will\s+be|'ll\s+be)\s+(?:off|out\s+of)|\s+off)\s+school\b"
    r"(?!\s+(?:early|late|at|by)\b)"
)
"""A day without school said of someone ("jake's off school friday", "the kids are out of school
monday"): "jake has no school friday", the day marked, shown as free; it was a one-hour
booking called "school"."""


def _paused(match: re.Match[str]) -> str:
    what = (match.group("a") or match.group("b") or match.group("c") or "").strip()
    return f"pause {what} " if match.group("c") is None else f"pause {what}"


_MEANT_OTHER = re.compile(
    r"^(?:(?:no|nah|nope|oh|oops|whoops|sorry|my\s+bad|wait|hmm|hm|ugh|um|uh|actually)\s+(?:,\s+)?)*"
    r"i\s+meant\s+(?P<to>to\s+)?(?:,\s+)?(?=[a-z])"
)
"""The rest of "i meant …": "i meant emma" is who it is ("it's emma"), "i meant to add piano"
is the request itself."""


def _meant_other(match: re.Match[str]) -> str:
    return "" if match.group("to") else "it's "


_MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_MIND_CHANGED = re.compile(
    r"^\W*(?:(?:no|nah|nope|oh|oops|whoops|wait|sorry|hmm+|um+|uh|ugh|actually|actualy|acutally|actully|actaully"
    r"|never\s*mind|nvm|on\s+(?:a\s+)?second\s+thoughts?|second\s+thoughts?|scratch\s+that|changed\s+my\s+mind"
    r"|i've\s+changed\s+my\s+mind)(?:[\s,.;:!-]+|$))+"
    r"(?=(?:make|change|move|push|switch)\s+(?:it|that)\b|(?:keep|leave)\s+(?:it|that)\s+at\b"
    r"|(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\W*$"
    rf"|(?:on\s+)?(?:the\s+)?(?:(?:next\s+)?{WD}|tomorrow|today|tonight|{_MONTH_WORD}\s+\d{{1,2}}(?:st|nd|rd|th)?"
    r"|\d{1,2}(?:st|nd|rd|th))\W*$)"
)
"""Second thoughts opening a change ("on second thought, make it 7", "nvm make it sunday",
"no wait, 11", "actualy 4", "scratch that, move it to 5"): the opener is no event's name and
no withdrawal of the change that follows; a bare hour after it is the new time ("make it
11"), as is "keep it at 5" (said back to a change just made)."""
_MIND_CHANGED_NEEDS: tuple[str, ...] = ("no", "nah", "oh", "oops", "wait", "sorry", "hm", "um", "uh", "ugh")
_MIND_CHANGED_NEEDS += ("act", "acu", "mind", "nvm", "second", "scratch")
_KEEP_IT_AT = re.compile(r"^(?:keep|leave)\s+(?:it|that)\s+at\b")
_CHANGE_VERB = re.compile(r"^(?:make|change|move|push|switch)\s")
_BARE_CLOCK = re.compile(r"^(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\W*$")


_SPAN_MADE = re.compile(
    r"^make\s+(?:it|that)\s+(?=\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|till|til|until)\s+\d)"
)
"""A change to a span said with bare hours ("make it 4 to 6", "make it 7 till 10"): from the
first to the second, never "to 6" read as the new start with the 4 dropped."""


def mind_changed(low: str) -> str | None:
    """The change said after second thoughts, as "make it …"; None when `low` opens with none."""
    found = _MIND_CHANGED.match(low) if holds_any(low, _MIND_CHANGED_NEEDS) else None
    if found is None:
        return None
    rest = low[found.end() :]
    if _BARE_CLOCK.match(rest) or not _KEEP_IT_AT.match(rest) and not _CHANGE_VERB.match(rest):
        return "make it " + rest.removeprefix("at ").strip()
    return _KEEP_IT_AT.sub("make it", rest, count=1)


_NOT_THAT_WHEN = re.compile(
    r"^(?:(?:no|nah|nope|oh|oops|whoops|sorry|my\s+bad|wait|hmm|hm|ugh|um|uh|actually)\s+(?:,\s+)?)*"
    r"not\s+(?:on\s+|at\s+|for\s+)?(?:the\s+)?"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|\d{1,2}(?:st|nd|rd|th)"
    r"|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)"
    r"\s*(?:,\s*)?(?:but\s+|make\s+it\s+|it's\s+|it\s+is\s+)?" + _WHEN_NEXT
)
"""A correction that names the wrong day or time and then the right one: "no not monday,
tuesday at 5", "not 4, 5", "oops not the 6th, the 7th". Read as "make it" the second: the
day said after "not" is the one it is not, never the day it is booked on."""

_WRONG_WHEN = re.compile(
    r"^(?:(?:no|nah|nope|oh|oops|whoops|sorry|my\s+bad|wait|hmm|hm|ugh|um|uh|actually)\s+(?:,\s+)?)*"
    r"(?:(?:that's|that\s+is|it's|its|you\s+have|you've\s+got|i\s+said|i\s+gave\s+you)\s+(?:the\s+|a\s+)?)?"
    r"wrong\s+(?:day|date|time|week)\s*[,:;-]?\s+(?:(?:it's|it\s+is|should\s+be|make\s+it|i\s+meant)\s+)?"
    + _WHEN_NEXT
)
"""A correction that says the day or time was wrong, then the right one: "oops wrong day,
friday", "that's the wrong time, 4:30". Read as "make it" what follows, a change of what is
pending or was just written (asked), never a booking called "wrong day"."""


@dataclass(frozen=True)
class Normalized:
    """The canonical text and what normalisation noticed on the way."""

    text: str
    question: bool = False
    capitalized: frozenset[str] = field(default_factory=frozenset)
    """Words typed with a capital letter mid-sentence (names the family file may not know)."""
    problems: tuple[str, ...] = ()
    amending: bool = False
    lookalikes: tuple[tuple[str, str], ...] = ()
    """Words typed with letters of other scripts or accents, as typed and folded ("Еmma", "emma")."""
    """Said as a correction ("actually 5pm", "make it 4", "instead at 6")."""


_CAP_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*|[.!?]")
_CAPITAL = re.compile(r"[A-Z]")


def _capitalized(raw: str) -> frozenset[str]:
    if not _CAPITAL.search(raw):
        return frozenset()  # typed all in lower case (as on most phones)
    words = _CAP_WORD.findall(raw)
    out = set()
    sentence_start = True
    for word in words:
        if word in ".!?":
            sentence_start = True
            continue
        acronym = len(word) > 1 and word.isupper()
        if not sentence_start and word[0].isupper() and word != "I" and not acronym:
            out.add(word.lower().split("'")[0])
        sentence_start = False
    return frozenset(out)


def _foreign(raw: str) -> bool:
    if raw.isascii():
        return False  # no letter above 127: the share below is 0
    letters = [c for c in raw if c.isalpha()]
    if not letters:
        return False
    non_ascii = sum(1 for c in letters if ord(c) > 127)
    return non_ascii / len(letters) > 0.3


_DAY_WORDS = frozenset({"tomorrow", "tonight", "today", "yesterday"})
RESPELL.update(
    {
        "tonights": "tonight's",
        "tonites": "tonight's",
        "2nites": "tonight's",
        "tomorrows": "tomorrow's",
        "tmrws": "tomorrow's",
        "tmrs": "tomorrow's",
        "todays": "today's",
    }
)


def _respell_token(match: re.Match[str]) -> str:
    return _respelled(match.group(0))


@lru_cache(maxsize=4096)
def _respelled(token: str) -> str:
    """The canonical spelling of one token (a pure function of the constant tables above,
    so a token seen before is not worked out again)."""
    base, sep, tail = token.partition("'")
    if token in RESPELL:
        return RESPELL[token]
    if token in _NUMBERS:
        return str(_NUMBERS[token])
    if token in _ORDINALS:
        return _ORDINALS[token]
    if token in TYPOS:
        return TYPOS[token]
    if sep and tail in ("s", "") and base:
        fixed = RESPELL.get(base) or TYPOS.get(base)
        if fixed:
            return f"{fixed}'{tail}"
    if "-" in token and not sep:
        parts = token.split("-")
        if all(parts):
            return "-".join(RESPELL.get(p) or TYPOS.get(p) or p for p in parts)
    if token.endswith("s") and len(token) > 3:
        stem = token[:-1]
        fixed = RESPELL.get(stem) or TYPOS.get(stem)
        if fixed in _DAY_WORDS:
            return f"{fixed}'s"
        if fixed in WEEKDAYS:
            return f"{fixed}s"
    return token


_NAME_SHORTHANDS = frozenset({"tom", "cal", "wen"})
"""Shorthands that are also given names: "Tom" written with a capital is a person, not
tomorrow; "Cal" is a person, "the cal" the calendar; "Wen" is a person, "wen is …" when."""


def _respell_unless_named(match: re.Match[str], capitalized: frozenset[str]) -> str:
    token = match.group(0)
    if token in _NAME_SHORTHANDS and token in capitalized:
        return token
    if token.partition("'")[0] == "tom" and _another_day_named(match.string):
        return token  # "tom's party on saturday", "remind tom at 3 tomorrow": the day is said
    if token in _NAME_SHORTHANDS and _PERSON_BEFORE.search(match.string, 0, match.start()):
        return token
    if (
        token.endswith("'s")
        and token[:-2] in _NAME_SHORTHANDS
        and _HOST_BEFORE.search(match.string, 0, match.start())
    ):
        return token  # "playdate at tom's house": Tom's home, not tomorrow's
    return _respell_token(match)


_DAY_NAMES = frozenset({*WEEKDAYS, *MONTHS, "today", "tonight", "tomorrow", "yesterday", "weekend", "week"})
_NTH = re.compile(r"\d(?:st|nd|rd|th)\b|\d/\d")


@lru_cache(maxsize=256)
def _another_day_named(text: str) -> bool:
    """Whether a day is named besides a shorthand like "tom": then "tom" is a person, since
    nobody says tomorrow twice ("tom's party on saturday", "call tom tmrw at 10")."""
    for word in _TOKEN.findall(text):
        if word.partition("'")[0] in _NAME_SHORTHANDS:
            continue
        if _respelled(word).partition("'")[0].removesuffix("s") in _DAY_NAMES:
            return True
    return _NTH.search(text) is not None


_PERSON_BEFORE = re.compile(r"\b(?:with|and)\s+$")
_HOST_BEFORE = re.compile(r"\b(?:at|to)\s+$")


_DIGIT = re.compile(r"\d")
_ASCII_PUNCT = "".join(chr(code) for code in _PUNCT if code < 128)
"""The ASCII signs _PUNCT rewrites (the backtick): an ASCII text without them is left as it is."""
_UNIT_AFTER_FIGURE = re.compile(r"\d[hmwd]")
"""What every _GLUED_UNIT match holds ("2hrs", "30min")."""
_TWO_FIGURES_MERIDIEM = re.compile(r"\d\d\s*[ap]m")
"""What every _GLUED_HHMM and _SPOKEN_HHMM match holds ("1030am", "10 30 pm"): "3pm" has not."""
_DAY_WORDS_NEEDS = ("day", "tomorrow", "tonight")
_MONTH_DAY_ORDER = re.compile(
    r"\b(?:(?P<which>next|this|the\s+following|following)\s+month\s*,?\s+(?:on\s+)?the\s+(?P<day>(?:3[01]|[12]\d|0?[1-9])"
    r"(?:st|nd|rd|th))|the\s+(?P<day2>(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th))\s+(?P<which2>next|this)\s+month)(?![a-z0-9])"
)
"""A day of a month said around "next month" ("next month on the 3rd", "the 3rd next
month"): said as "the 3rd of next month", the day (it was read as the whole month)."""
_DAY_FIRST = re.compile(
    rf"^(?P<day>(?:(?:(?:on|this|next|coming)\s+)?(?:{WD}|today|tonight|tomorrow)"
    r"(?:\s+(?:morning|afternoon|evening|night))?"
    rf"|(?:every|each)\s+(?:other\s+)?{WD}s?(?:\s*(?:,|and|&)\s*{WD}s?)*|(?:on\s+)?{WD}s)"
    r"(?:\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?)\s*,?\s+"
    r"(?P<rest>(?:book(?!\s+(?:club|fair|report|sale|signing|reading|swap|store|shop|launch|group|talk|drive|"
    r"exchange|week)\b)|put|add|schedule|pencil|set\s+up|plan|move|cancel|remind)\s.+)$"
)
"""The day said before the verb ("tomorrow book piano for emma at 4", "on friday put karate
for jake at 5", "every tuesday at 6 book violin for emma", "mondays 4pm add chess"): said
after it, so the verb starts the request and is never part of the
title (the booking was written as "book piano"). "friday book club at 7" stays as it is."""
_DAY_FIRST_NEEDS = ("book", "put", "add", "schedule", "pencil", "set up", "plan", "move", "cancel", "remind")
_HOUR_BEFORE_DAY = re.compile(
    r"(?<=[a-z] )(?P<hour>1[0-2]|[1-9])\s+"
    r"(?=(?:tonight|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)"
)
"""A clock texted between an activity and its day ("dinner 6 tonight", "study group 4
tomorrow"): "at 6", so the hour is no part of the title (it was booked as "dinner 6")."""
"""_DAY_HHMM cannot match without one of these (every weekday ends in "day")."""
_ABBREVIATION_DOT = re.compile(
    r"\b(?P<word>jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mon|tues?|wed|thur?s?|fri|sat|sun)\.(?=\s*(?:\d|at\b))"
)
"""A month or weekday shortened with a dot before its day or time ("dec. 3rd", "fri. at 5"):
the word, not the end of a sentence (the date was cut off from its day)."""
_CLOSE_OF_BUSINESS = re.compile(r"\b(?:close|end)\s+of\s+(?:the\s+)?business(?:\s+day)?\b")
"""'by close of business friday' ("cob", "eod" are respelled): the end of the working day."""
_DAY_WEEK = re.compile(
    rf"\ba\s+week\s+(?:on\s+|from\s+)?(?P<a>{WD}|today|tomorrow)\b|\bthis\s+day\s+next\s+week\b|"
    r"(?<!next )(?<!this )(?<!every )(?<!each )(?<!the )(?<!last )"
    rf"\b(?P<b>{WD}|tomorrow)\s+(?P<two>2\s+weeks|week)\b"
    r"(?!\s*(?:after|before|of|on|from|in\s+a\s+row|running|straight|later)\b)"
)
"""British days a week on ("friday week", "a week on friday", "a week today", "tomorrow week",
"this day next week", "monday fortnight"): said as "a week from friday", "2 weeks from monday"
(the friday itself was booked, the week dropped or kept in the title)."""


def _day_week(match: re.Match[str]) -> str:
    day = match.group("a") or match.group("b") or "today"
    return f"{'2 weeks' if (match.group('two') or '').startswith('2') else 'a week'} from {day}"


_DAY_WEEK_NEEDS = ("week",)
_GOT_ANYTHING = re.compile(r"^(?:(?P<who>you|we|i)\s+)?got\s+(?=(?:anything|any)\b)")
"""'got anything tmrw?', 'we got any plans saturday': the question with its "have" dropped."""
_ON_MY_CALENDAR_FIRST = re.compile(
    r"(?:^|(?<=, ))(?P<verb>add|put|pop|stick|enter|write|pencil|schedule|jot|note|place|insert|include|mark)"
    r"\s+"
    r"(?:down\s+)?"
    r"(?:to|on|in|into|onto)\s+(?:the|my|our|your)\s+(?:family\s+|shared\s+)?"
    r"(?:calendar|calender|schedule|agenda|diary|planner)\s+(?!(?:that|for|as|on|at|and|to|with)\b)(?=[a-z0-9])"
)
"""'add to my calendar yoga thursday at 6': where it goes said before what it is; "my" was
read as the speaker and "calendar yoga" became the title. Said as "add yoga …"."""
_ON_MY_CALENDAR_NEEDS = ("calendar", "calender", "schedule", "agenda", "diary", "planner")
_CALENDAR_NOUN_FIRST = re.compile(r"^(?:an?\s+)?(?:new\s+)?calendar\s+(?=(?:event|entry|item|appointment)\b)")
"""A message opening with the thing to make ("calendar event with mike tomorrow at 3", as said
to a voice assistant): asked for, as "add a calendar event …" (it was not understood)."""
_SEE_IF_CAN = re.compile(
    r"\b(?:see|check|find\s+out)\s+(?:if|whether)\s+"
    r"(?P<who>(?!(?:it|that|this|there|which|what|anyone|someone)\b)[a-z']+)\s+(?:can|could)\s+(?=[a-z])"
)
"""'see if i can visit grandma saturday', 'check whether jake could do swim friday': asks
whether they have the time, said as "do i have time to …", "is jake free to …" (it was read
as a booking). "see if you can add piano friday" asks the assistant: the request itself."""


def _time_to(match: re.Match[str]) -> str:
    who = match.group("who")
    if who == "you":
        return ""
    return f"do {who} have time to " if who in ("i", "we", "they") else f"is {who} free to "


_SEE_IF_CAN_NEEDS = (" can ", " could ")
_CLOCK24_BEFORE_DAY = re.compile(
    r"(?<=[a-z] )(?!20[23]\d\b)(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)\s+"
    r"(?=(?:tonight|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)"
)
"""Four figures of a 24-hour clock texted between an activity and its day ("run 0630 sat",
"standup 0915 tomorrow"): the time, as "saturday 0630" is (it was part of the title)."""


def _clock24_before_day(match: re.Match[str]) -> str:
    """ "run 0630 sat": "run at 06:30 saturday"; left as it is after a word in
    _NOT_AN_ACTIVITY_BEFORE or a month ("december 2029 friday" is no clock)."""
    before = match.string[: match.start()].split()
    if not before or before[-1] in _NOT_AN_ACTIVITY_BEFORE or before[-1] in MONTHS:
        return match.group(0)
    return f"at {match.group('h')}:{match.group('m')} "


_EDGE_COMMAS = re.compile(r"(?:, )+(?=,)|^(?:, )+|(?: ,)+$")
_COMMA_RUN = re.compile(r"(?:, ){2,}")


def _day_of_month_said(match: re.Match[str]) -> str:
    which = match.group("which") or match.group("which2")
    return f"the {match.group('day') or match.group('day2')} of {which} month"


def _minutes_after(match: re.Match[str]) -> str:
    minute = 15 if match.group("q") else int(match.group("n") or match.group("mm"))
    return f"{match.group('h')}:{minute:02d}"


def _minutes_to(match: re.Match[str]) -> str:
    hour = int(match.group("h")) - 1 or 12
    return f"{hour}:{60 - int(match.group('n')):02d}"


_NEXT_WORD = re.compile(r"\s*([a-z]+)")
_AMOUNT_BEFORE = frozenset("cost costs costing pay paid pays owe owes price fee is was are were".split())
"""Words before a figure with a dot that make it an amount ("tickets cost 4.50 friday")."""


def _dot_clock(match: re.Match[str]) -> str:
    """ "at 4.15", "tmrw 12.30", and "piano 4.30 wed" (a day right after it): the clock."""
    before = match.group("before")
    after = _NEXT_WORD.match(match.string, match.end())
    day_after = (
        after is not None
        and before not in _AMOUNT_BEFORE
        and _respelled(after.group(1)).removesuffix("'s") in _DAY_NAMES - {"week"}
    )
    if before in _LEADS_TO_A_CLOCK or _respelled(before).removesuffix("'s") in _DAY_NAMES or day_after:
        return f"{before} {match.group('h')}:{match.group('m')}"
    return match.group(0)


_NOT_AN_ACTIVITY_BEFORE = frozenset(
    "for the per and her his our its not of at to by in my or a an with only from past half till than "
    "your every about until after since around before their quarter between instead last next this".split()
)
"""Words after which a number before a day is no clock texted after an activity ("party for 6
tomorrow", "half 7 tonight", "until 3 friday")."""


def _hour_before_day(match: re.Match[str]) -> str:
    """ "dinner 6 tonight": "dinner at 6 tonight"; left as it is after a word in
    _NOT_AN_ACTIVITY_BEFORE."""
    before = match.string[: match.start()].split()
    if not before or before[-1] in _NOT_AN_ACTIVITY_BEFORE:
        return match.group(0)
    return f"at {match.group('hour')} "


def _sub_found(pattern: re.Pattern[str], template: str, text: str) -> str:
    """`pattern.sub(template, text)`, without expanding the template when nothing matches."""
    return pattern.sub(template, text) if pattern.search(text) else text


def _respelling_needed(tokens: list[str]) -> bool:
    """Whether some token is spelled otherwise (or is a shorthand that may be a name)."""
    for token in tokens:
        if token in _NAME_SHORTHANDS or _respelled(token) != token:
            return True
    return False


_SLEEPING_OVER_AT = re.compile(
    r"\b(?P<verb>sleep|sleeping|stay|staying|spend|spending)\s+(?:over|the\s+night)\s+(?=at\s)"
)
"""A night at someone's house said with a verb ("can i sleep over at ava's friday", "emma is
staying the night at lily's"): a sleepover there, as "have a sleepover at" reads. It was a
look-up of an event called "sleep" ("No sleep for Emma on Friday")."""


def _a_sleepover(found: re.Match[str]) -> str:
    return "having a sleepover " if found.group("verb").endswith("ing") else "have a sleepover "


def normalize(text: object) -> Normalized:
    """Canonical lower-case text; never raises, whatever `text` is."""
    raw = text if isinstance(text, str) else ("" if text is None else str(text))
    return _normalized(raw)


@lru_cache(maxsize=512)
def _normalized(raw: str) -> Normalized:
    """`normalize` of a string: a pure function of it (the result is frozen), so a message
    read again in one turn (whole, in parts, by the negation check, by the answer's merge)
    is normalised once."""
    problems: list[str] = []
    if len(raw) > MAX_CHARS:
        problems.append(f"the message is very long ({len(raw)} characters); I read only its start")
        raw = raw[:MAX_CHARS]
    if not raw.isascii():
        raw = unicodedata.normalize("NFKC", raw).translate(_PUNCT)
    elif holds_any(raw, _ASCII_PUNCT):  # NFKC leaves ASCII as it is; translate is slow per char
        raw = raw.translate(_PUNCT)
    raw, lookalikes = fold_lookalikes(raw)
    if _foreign(raw):
        problems.append("the message does not look like English")
    low = raw.lower()
    body = without_opinion_tag(" " + low.rstrip(" ?!.")).strip()  # "..., thoughts?": no question
    asked = raw if body == low.rstrip(" ?!.").strip() else body
    question = "?" in asked or holds_any(body, _ASKING_NEEDS) and bool(_ASKING.search(body))
    if " over" in low and (visit := visit_asked(low)) is not None:
        low, question = visit, False  # "can ava come over saturday?": the visit, asked for
    negative = negative_length(raw)
    if negative:
        problems.append(negative)
    changed = mind_changed(low)
    if changed is not None:  # "on second thought, make it 7": the change, its opener dropped
        low = changed
    if low.startswith("make") and _SPAN_MADE.match(low):
        low = _SPAN_MADE.sub("make it from ", low, count=1)  # "make it 4 to 6": from 4 to 6
    amending = changed is not None or bool(_AMENDING.match(low))
    caps = _capitalized(raw)
    # Each rewrite below runs only when the text holds a character or word its pattern
    # cannot match without: most messages have no dots, dashes or spelled-out clocks, and
    # a pattern that finds nothing leaves the text as it was.
    if "." in low:
        low = _AMPM.sub(r"\1m", low)
        low = _ABBREVIATION_DOT.sub(r"\g<word> ", low)
    if "clock" in low:
        low = _OCLOCK.sub(" o'clock", low)
    if holds_any(low, ".!?;"):
        low = _SENTENCE_END.sub(" , ", low)
    low = low.replace("w/", " with ").replace("@", " at ").replace("&", " and ").replace("+", " and ")
    low = _DROP.sub(" ", low)
    low = _sub_found(_STRETCHED, r"\1", low)
    digits = _DIGIT.search(low) is not None
    if digits:
        low = _sub_found(_GLUED_AT, r"\1 \2", low)
    if "." in low:
        if digits:
            low = _DOT_TIME.sub(r"\1:\2\3", low)
            low = _DOT_CLOCK.sub(_dot_clock, low)
        low = _DOT.sub(" ", low)
    if ":" in low:
        low = _COLON.sub(" , ", low)
    if "/" in low:
        low = _SLASH.sub(" ", low)
    if "-" in low:
        low = _DASH.sub(" ", low)
    if "'" in low:
        low = _APOS_LEAD.sub(" ", low)
        low = _APOS_TAIL.sub(" ", low)
    if holds_any(low, "?!;"):
        low = _STOPS.sub(" ", low)
    if "," in low:
        low = _COMMA.sub(" , ", low)
    if digits and "h" in low:
        low = _sub_found(_HOURS_CLOCK, r"\1:\2", low)
    if digits and _UNIT_AFTER_FIGURE.search(low):
        low = _GLUED_UNIT.sub(r" \1", low)
    low = fold_numbers(low)
    if "business" in low:
        low = _CLOSE_OF_BUSINESS.sub("end of day", low)
    if "fortnight" in low:
        low = _FORTNIGHT.sub("2 weeks", low)
    if "last night" in low:
        low = _LAST_NIGHT.sub("yesterday night", low)
    if _respelling_needed(_TOKEN.findall(low)):
        low = _TOKEN.sub(lambda m: _respell_unless_named(m, caps), low)
    if "week" in low:
        low = _DAY_WEEK.sub(_day_week, low)
    if " month" in low and _DIGIT.search(low):
        low = _MONTH_DAY_ORDER.sub(_day_of_month_said, low)
    if "half " in low:
        low = _HALF_HOUR.sub("half past ", low)
    if " after " in low:
        low = _MINUTES_AFTER.sub(_minutes_after, low)
    if "20 " in low or "25 " in low:
        low = _MINUTES_TO.sub(_minutes_to, low)
    if "'s " in low and (" off" in low or " cancel" in low):
        low = _CONTRACTED_OFF.sub(r"\1 is \2", low)
    if "one" in low:
        low = _ONE.sub("1", low)
    if digits and _BARE_SHIFT.search(low):
        low = _BARE_SHIFT.sub(r"\g<verb>\g<what> \g<dir> \g<by>\g<n> minutes", low)
    if "4 " in low:  # both read a figure followed by a space and a word
        low = _FOUR_FOR.sub("for", low)
    if "2 " in low:
        low = _TWO_TO.sub("to", low)
        if "remind " in low:
            low = _TWO_TO_DO.sub("to", low)
    if "n't" in low or "not " in low or "never " in low:
        low = _sub_found(_KEEP_CLEAR, "block off", low)
    if "keep " in low and " clear" in low:
        low = _KEPT_CLEAR.sub(r"keep\1 free", low)
    low = _GREETING.sub(" ", low)
    if holds_any(low, _ASKING_NEEDS):
        if holds_any(low, _SEE_IF_CAN_NEEDS):
            low = _SEE_IF_CAN.sub(_time_to, low)
        asking = _ASKING.sub(" ", low)
        question = question or asking != low  # "check my calnedar": asked, once spelled right
        low = asking
    if "help " in low:
        low = _HELP_WITH.sub(_help_with, low)
    low = unwrap_polite(_FILLER.sub(" ", unwrap_polite(low)))
    if holds_any(low, _ON_MY_CALENDAR_NEEDS):
        low = _ON_MY_CALENDAR_FIRST.sub(r"\g<verb> ", low)
    if "calendar" in low:
        low = _CALENDAR_NOUN_FIRST.sub("add a calendar ", low.lstrip())
    if "got " in low:
        low = _GOT_ANYTHING.sub(lambda m: f"have {m.group('who') or 'i'} got ", low.lstrip())
    if " me " in low or " us " in low:
        low = _sub_found(_TOLD_ME, " , ", low)
    if ("am" in low or "pm" in low) and _TWO_FIGURES_MERIDIEM.search(low):
        low = _sub_found(_GLUED_HHMM, r"\1:\2\3", low)
        low = _sub_found(_SPOKEN_HHMM, r"\1:\2\3", low)
    if _DIGIT.search(low):
        low = _sub_found(_SPLIT_HHMM, r"\1 \2:\3", low)
        low = _sub_found(_AT_HHMM, r"\1 \2:\3", low)
        if holds_any(low, _DAY_WORDS_NEEDS):
            low = _sub_found(_DAY_HHMM, r"\1 \2:\3", low)
            low = _sub_found(_DAY_CLOCK24, r"\1 \2:\3", low)
            low = _HOUR_BEFORE_DAY.sub(_hour_before_day, low)
            low = _CLOCK24_BEFORE_DAY.sub(_clock24_before_day, low)
    if "morning" in low or "afternoon" in low or "evening" in low or "night" in low:
        low = _CLOCK_THEN_PART.sub(_clock_with_part, low)
        low = _PART_THEN_CLOCK.sub(_clock_with_part, low)
    low = " ".join(low.split())
    if "," in low:
        low = _EDGE_COMMAS.sub("", low)
    low = low.strip(" ,")
    if "," in low:
        low = _COMMA_RUN.sub(", ", low)
    low = drop_chatter(low)
    if holds_any(low, _DAY_WORDS_NEEDS) and holds_any(low, _DAY_FIRST_NEEDS):
        low = _DAY_FIRST.sub(r"\g<rest> \g<day>", low)
    if "days" in low or "weekends" in low or "ings" in low:
        low = _CANNOT_DO_DAYS.sub("", low, count=1) if (ruled := _CANNOT_DO_DAYS.match(low)) else low
        if ruled is not None and _BOOKED_FOR.match(low) and " for " not in low:
            low = f"{low} for {ruled.group('who')}"  # "jake can't do tuesdays, book piano wed": jake's
    if holds_any(low, _NEWS_OPENER_NEEDS):
        low = _NEWS_OPENER.sub("", low, count=1)
    if "over at" in low or "the night at" in low:
        low = _SLEEPING_OVER_AT.sub(_a_sleepover, low)
    if "forget" in low:
        low = _DONT_FORGET.sub("don't let me forget ", low, count=1)
    if "sure" in low and (wondered := _NOT_SURE_IF.match(low)) is not None:
        verb = {"has": "does", "have": "do"}.get(wondered.group("verb"), wondered.group("verb"))
        rest = "have " if verb in ("does", "do") else ""
        low = f"{verb} {wondered.group('who')} {rest}{low[wondered.end() :]}"
        question = True
    if "not " in low and _NOT_THAT_ONE.search(low) is not None and not _NOT_THAT_WHEN.match(low):
        # ("no not monday, tuesday at 5" is a correction: "make it tuesday at 5", below)
        low = _NOT_THAT_ONE.sub("", low)
    if holds_any(low, _AGENT_CANCELLED_NEEDS):
        low = _AGENT_CANCELLED.sub("cancel ", low, count=1)
    if "no " in low and holds_any(low, _TOLD_NO_NEEDS):
        low = _TOLD_NO.sub("", low, count=1)
    if low.startswith("neither") and (neither := _NEITHER.match(low)) is not None:
        who = neither.group("who").replace(" nor ", " and ")
        low = f"{who} {_NOT_AUX[neither.group('aux')]} {low[neither.end() :]}"
    if (
        "n't" in low
        and (checked := _CHECKED_BACK.match(low)) is not None
        and (question or checked.group("tag"))
    ):
        low = f"{checked.group('aux')} {checked.group('who')} {checked.group('rest')}"
        question = True
    if "n't" in low and _NEGATED_ASK.match(low) is not None:
        low = _NEGATED_ASK.sub(_positive_ask, low, count=1)  # "isn't emma at piano?": "is emma …"
        question = True
    if (
        "mean" in low or " be " in low or "make it" in low or "make that" in low or "do it" in low
    ) and _SAID_OTHERWISE.match(low):
        low = _SAID_OTHERWISE.sub("make it ", low, count=1)
        amending = True
    elif "meant" in low and _MEANT_OTHER.match(low):
        low = _MEANT_OTHER.sub(_meant_other, low, count=1)
    elif "wrong " in low and _WRONG_WHEN.match(low):
        low = _WRONG_WHEN.sub("make it ", low, count=1)
        amending = True
    elif "not " in low and _NOT_THAT_WHEN.match(low):
        low = _NOT_THAT_WHEN.sub("make it ", low, count=1)
        amending = True
    if "wake " in low:
        low = _WAKE_ME.sub(r"remind \g<who> to wake up", low)  # "wake me up at 7": a reminder, said so
    if holds_any(low, _PAUSED_NEEDS):
        low = " ".join(_PAUSED.sub(_paused, low).split())
    if "school" in low and ("closed" in low or "shut" in low or "cancel" in low):
        low = _SCHOOL_CLOSED.sub("no school", low)
    if " school" in low and (" off " in low or " out of " in low):
        low = _OFF_SCHOOL.sub(r"\g<who> has no school", low)
    if "chance" in low:
        low = _ANY_CHANCE.sub(lambda m: f"{m.group('modal').split()[0]} {m.group('who')} ", low)
    if holds_any(low, _BACK_ON_NEEDS):
        low = _BACK_ON.sub(r"\g<first> to \g<last>", low)
    low = as_booked(low)  # "grab it", "lock it in": "book it" (what was just offered)
    low = as_found(low)  # "suggest a time for a haircut": "find a time for a haircut"
    return Normalized(
        text=low,
        question=question,
        capitalized=caps,
        problems=tuple(problems),
        amending=amending,
        lookalikes=lookalikes,
    )
