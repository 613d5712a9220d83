"""What the speaker wants: create, modify, cancel, query or unknown; and the kind of query.

The verb decides (contract): a command verb at the start of a clause, possibly
behind "can we", "let's", "I need to"; "would it clash if …" is a question about
conflicts even when it mentions moving. Questions without a command verb are
queries only when they are about the calendar (free, booked, what's on, when is…);
"who won the game" is not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import Claims, holds_any
from .everything import MADE_CLEAR
from .title import EVENT_WORDS

_PREFIX = (
    r"(?:(?:(?:can|could|shall|should|would|will|may|might)\s+(?:we|i|you|someone|somebody)\s+(?:please\s+)?)"
    r"|(?:let's|let\s+us)\s+"
    r"|(?:(?:i|we)\s+)?(?:(?:really\s+)?(?:need|want|have|would\s+like|'d\s+like|wanna|gotta|got)\s+(?:to\s+)?)"
    r"|(?:i'd|we'd)\s+like\s+to\s+|(?:i|we)\s+(?:should|could|might)\s+|(?:remember|don't\s+forget|time)\s+to\s+"
    r"|(?:(?:i|we)\s+)?(?:totally\s+|completely\s+)?forgot\s+to\s+"
    r"|make\s+sure\s+(?:to\s+|that\s+|you\s+)?"
    r"|(?:i'd|we'd)\s+love\s+to\s+|(?:(?:i|we)\s+)?(?:wish|would\s+love|hope|plan|intend|am\s+going|'m\s+going|"
    r"am\s+trying|'m\s+trying|was\s+hoping|were\s+hoping)\s+(?:to\s+)?(?:like\s+to\s+)?"
    r"|(?:go\s+and|go\s+ahead\s+and|and|then|also|oh|ok|please|do|now|just|completely|totally|quickly|"
    r"(?:i|we)\s+want\s+you\s+to|help\s+me(?:\s+to)?|you\s+(?:can|could|should))\s+)*"
)
_STATEMENT_PREFIX = re.compile(
    r"\b(?:have|has|had|trying|going|gonna|hoping|planning|plan|intend|supposed|need\s+to\s+plan)\s+(?:to\s+)?$"
    r"|\b(?:am|'m|are|'re|is|was)\s+\w+ing\s+(?:to\s+)?$"
)
"""Prefixes that describe what the speaker is doing rather than ask ("I'm trying to schedule…")."""
_CANCEL = (
    r"cancel(?:l?ed)?|delete|remove|forget(?=\s+(?:the|my|our|his|her|their|[a-z]+'s)\s)|forget\s+about(?!\s+(?:it|that|this|them|everything|all)\b)(?=\s+[a-z])|drop(?!\s+off|-)(?!(?:\s+\S+){1,3}\s+(?:off|at)\b)|call\s+off|call\s+it\s+off|scrap|scratch|nix|axe|ditch|bail\s+on|"
    r"clear|get\s+rid\s+of|erase|unbook|un-?schedule|deschedule|kill|wipe(?:\s+out)?|clean(?:\s+out|\s+up)?(?=\s+(?:my|the|our|all|everything|\w+'s)\b)|"
    r"empty|blank\s+out|make\s+blank|purge|pause|suspend|"
    r"bin(?=\s+(?:the|my|our|it|that|this|[a-z]+'?s)\b)(?!\s+(?:days?|collections?|bags|men)\b)"
)
_MODIFY = (
    r"move|reschedule|re-schedule|rebook|change|push|shift(?!\s+(?:at|on|from|is|for|tomorrow|today|tonight|this|next)\b)|extend|shorten|lengthen|bump|delay|postpone|"
    r"rearrange|cut(?=\s+(?:\S+\s+){0,6}?short\b)|switch|swap|bring\s+(?:forward|back)|bring|slide|update|adjust|prolong|"
    r"make(?!\s+(?:a|an|some|time|sure|plans?|(?:(?!(?:the|his|her|my|our|their|your|that|this|it)\b)[a-z]+\s+)?"
    r"(?:appointments?|meetings?|reservations?|bookings?))\b)"
)
_CREATE = (
    r"schedule|book(?!\s+(?:club|fair|report|sale|signing|reading|swap|store|shop|launch|group|talk|drive|exchange|week)\b)|add|put|set\s+up|setup|set|plan|arrange|organi[sz]e|create|make(?!\s+sure\b)|reserve|"
    r"pencil(?:\s+in)?|block(?!\s+part(?:y|ies)\b)(?:\s+(?:off|out))?|slot(?:\s+in)?|sign(?=\s+(?:\w+\s+)?up\b)|register|enter|"
    r"remind|find(?!\s+out)(?:\s+(?:a|an|some|us|me)(?!\s+(?:hour|half)\b))?(?:\s+(?:good|free))?(?:\s+(?:time|slot|spot|window|opening))?|"
    r"hold|keep(?=(?:\s+[a-z0-9']+){1,3}\s+(?:free|clear)\b)|save|host|throw|pencil|get\s+(?:us\s+)?(?:a\s+)?slot|new(?!\s+year)|include|insert|input|enter|note(?:\s+down)?|"
    r"mark(?:\s+down)?|jot(?:\s+down)?|write(?:\s+down)?|log|place|pop|stick|ad|flag|fix|"
    r"alert|notify|remember(?=\s+(?:me\s+)?to\b|\s+(?!(?:when|what|what's|that|if|whether|how|who|where|why|which|it|this|"
    r"these|those|you|me|i|we|us|them|him|her|to|not|so|anything|something|everything|nothing)\b)[a-z])|tell(?=\s+me\s+to\b)|"
    r"let\s+me\s+know(?=\s+(?:of|about|before)\b|\s+the\s+(?:(?:morning|night|evening)\s+of|(?:morning|day|night|evening|week)\s+before)\b)"
)
_WEAK = (
    r"do|have|go|get|take|eat|meet|see|visit|play|watch|hang\s+out|grab|try|fit(?:\s+in)?|"
    r"squeeze(?:\s+in)?|use|borrow|need|want"
)

_CLAUSE = r"(?:^|(?<=, )|(?<=\band )|(?<=\bthen )|(?<=\bplease )|(?<=\bbut )|(?<=\bso ))"
VERB_RE = re.compile(rf"{_CLAUSE}(?P<prefix>{_PREFIX})(?P<verb>{_CANCEL}|{_MODIFY}|{_CREATE})(?![a-z'])")
WEAK_RE = re.compile(
    r"(?:^|(?<=, ))(?P<prefix>(?:(?:can|could|shall|should)\s+(?:we|i)\s+"
    r"(?:all\s+|both\s+|maybe\s+|just\s+)?|"
    r"(?:let's|let\s+us)\s+|(?:i|we)\s+(?:need|want|would\s+like|'d\s+like|wanna|gotta)\s+(?:to\s+)?|"
    rf"(?:i'd|we'd)\s+like\s+to\s+))(?P<verb>{_WEAK})(?![a-z'])"
)
ANYWHERE_VERB_RE = re.compile(
    r"(?<![a-z'])(?<!my\s)(?<!the\s)(?<!our\s)(?<!your\s)(?P<verb>schedule|add|cancel|reschedule|delete|postpone|remove|move|push|"
    r"book(?=\s+(?:the|a|an|my|our|us|me|it)\b)|put(?=\s+(?:the|a|an|my|our|it|in)\b)|"
    r"set\s+up|call\s+off|plan(?=\s+(?:the|a|an|my|our|some)\b))(?![a-z'])"
)
_CANCEL_PHRASE = re.compile(
    r"\b(?:(?:we're|we\s+are|were|i'm|i\s+am|they're|we)\s+not\s+(?:doing|going\s+to|having|going)(?:\s+to)?|"
    r"not\s+happening|(?:isn't|aren't|isnt|arent)\s+happening|(?:is|are|it's|that's)\s+(?:off(?!\s+(?:to|for)\b)|cancell?ed|not\s+happening)|(?:got|was|were|(?:has|have|'s)\s+been)\s+(?:cancell?ed|called\s+off)|won't\s+(?:happen|be\s+happening)|"
    r"no\s+longer\s+(?:happening|on|need)|(?:don't|dont|do\s+not|doesn't|does\s+not)\s+need(?=\s+(?:the|my|our|that|this|his|her|their|[a-z]+'s)\s.{0,60}\b(?:any\s?more|now|after\s+all)\b)|"
    r"take\b(?=.{0,60}\b(?:off|out\s+of)\s+(?:the\s+|my\s+|our\s+)?(?:calendar|schedule|agenda)\b)|(?:skip|skipping)|can't\s+make\s+it\s+to|call(?:ing)?\s+(?:it\s+)?off|"
    r"(?:got|was|were|is|are|(?:has|have|'s)\s+been|'s)\s+(?:rained|snowed|washed|iced)\s+out|"
    r"(?:isn't|is\s+not|'s\s+not|aren't|are\s+not)\s+on"
    r"(?=\s*$|\s+(?:this|next|today|tonight|tomorrow|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b))\b"
)
"""Cancel phrases; the last two, an activity called off by the weather ("soccer got rained out
thursday") or said not to be on ("book club isn't on next week"), are a cancellation told as
news, never a booking of "soccer got rained"."""
_CANCELLED_BARE = re.compile(r"(?<=[a-z])\s+(?:cancell?ed|called\s+off)\b")
"""An activity said cancelled with no verb ("jake's soccer cancelled thursday"): news of a
cancellation, unless asked ("was piano cancelled?")."""
_NO_ACTIVITY = re.compile(
    r"^no\s+(?!(?:more|longer|one|thanks|thank|need|problem|problems|worries|way|idea|rush|that|it|i|we|you|"
    r"not|sorry|make|change|move|wait|just|actually|the|a|an|time|school|work|plans|i'm|it's|that's|let's|"
    r"please|nothing|worry|hurry|big|clue|chance|matter|offence|offense|thx|ok|okay|stress)\b)"
    r"(?=[a-z]+(?:\s+[a-z']+){0,3}?\s+(?:this|next|on|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday)\b)"
)
"""An activity said not to happen on a day ("no swimming this saturday", "no piano on
monday"): a cancellation of that one, never an event called "no swimming"."""
_MOVE_PHRASE = re.compile(
    r"\b(?:moved|moves|moving|rescheduled|pushed(?:\s+back)?|shifted|postponed|bumped|changed|changing)\s+"
    r"(?:to|till|until|back|forward|by|from\b(?=.{1,40}?\bto\b))\b"
)
_GET_IT_DONE = re.compile(
    r"\b(?P<get>get|have)\s+(?:(?!and\b|then\b|,)[a-z'0-9:]+\s+){1,6}?"
    r"(?P<done>moved|rescheduled|pushed\s+back|postponed|shifted|changed|cancell?ed|called\s+off)(?![a-z'])"
)
"""A change asked for as a result: "can we get the dentist for jake moved", "I need to have
piano rescheduled", "get swim cancelled" (never booking an event called "moved")."""
"""Told as done elsewhere: "jake's soccer moved to 5 this thursday", "piano got pushed back an
hour", "soccer is moving to mondays" (a change to make here, not an event called "soccer
moved")."""
_QUESTION_START = re.compile(
    r"^(?:[a-z']+(?:\s+[a-z']+)?\s*,\s*)?"  # "ok, when is…", "sweet, what's on…": a word first
    r"(?:is|are|am|was|were|does|do|did|will|would|can|could|has|have|had|when|what|what's|when's|who|who's|whose|hows|"
    r"where|which|how|any|anything|is\s+there|are\s+there|should)\b"
)
CONFLICT_RE = re.compile(
    r"\b(?:clash(?:es|ing)?|conflicts?|conflicting|overlap(?:s|ping)?|double[\s-]?book(?:ed|ings?)?|"
    r"collide|collisions?|clashing|interfere)\b(?:\s+with\s+(?:anything|something|anything\s+else))?"
)
AVAIL_RE = re.compile(
    r"\b(?:(?:is|are|be)\s+(?:\S+\s+){0,2}(?:all\s+)?(?:at\s+)?home|"
    r"(?:is\s+there|do\s+(?:we|i|you)\s+have|have\s+(?:we|i)\s+got)\s+(?:any\s+|enough\s+)?time|"
    r"free(?:\s+time)?|available|availability|busy|open|openings?|spare|vacant|empty|unavailable|booked\s+up|"
    r"tied\s+up|(?:is|are|am|be)\s+(?!(?:there|anything|something)\b)(?:\S+\s+){0,2}around(?=\s*$|\s+(?:on\s+)?(?:this|next|today|tonight|tomorrow|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b))\b"
)
"""Words asking whether someone is free; also "is grandma around sunday", "will mike be around
saturday morning" (never "is the party around 3": a time, nor "is there anything around")."""
RESOURCE_Q_RE = re.compile(
    r"\b(?:booked|reserved|taken|in\s+use|using|used|use|has|have|got|driving|needs?|free|available)\b"
)
LOOKUP_RE = re.compile(
    r"\b(?:what's\s+the\s+(?:plan|plans|schedule|agenda|deal)|what\s+are\s+(?:the|our|my)\s+plans|"
    r"what's\s+(?:\S+\s+){0,3}got|what\s+(?:\S+\s+){0,2}(?:got|have)\s+(?:on|going|planned)|"
    r"what's\s+(?:on|happening|going\s+on|planned|scheduled|up|coming\s+up|booked)|"
    r"what\s+(?:is|was|were)\s+(?:on|happening|going\s+on|planned|scheduled|booked)|"
    r"what(?:'s)?\s+else\s+(?:is\s+|was\s+)?(?:on|happening|going\s+on|planned|scheduled|booked)|anything\s+else|"
    r"look(?:s|ed|ing)?\s+like|how(?:'?s|\s+(?:does|do|did|is|are|was))\s+(?:\S+\s+){1,4}?look(?:s|ing|in)?\b|"
    r"what\s+(?:do|does|did)\s+(?:\S+\s+){1,3}?(?:have|got|do)\b|what\s+(?:\S+\s+){1,3}?(?:has|have)\s+(?:got\s+)?on\b|what\s+(?:have|has)\s+(?:\S+\s+){0,2}got|when(?:'s|\s+is|\s+are|\s+does|\s+do|\s+will|\s+was)|"
    r"where(?:'s|\s+is|\s+are|\s+does|\s+do|\s+will\s+be)(?=\s+(?:\S+\s+)?(?:\S+'s\s+)?\S)|"
    r"what\s+time|what\s+day|how\s+long\s+(?:is|does|will)|"
    r"who(?:'s|\s+is|\s+are)\s+\w+ing|"
    r"anything\s+(?:on|planned|scheduled|happening|booked)|(?:is|are)\s+there\s+(?:anything|any\s+events?)|"
    r"on\s+(?:the|my|our|his|her|their)\s+(?:calendar|schedule|agenda)|calendar|schedule(?:d)?|agenda|"
    r"going\s+on|happening|have\s+on|planned|plans|coming\s+up|events?)\b"
)
HYPOTHETICAL_RE = re.compile(
    r"\b(?:if|when)\s+(?:\S+\s+){0,2}?(?P<v>moved?|add(?:ed)?|book(?:ed)?|scheduled?|put|made|make|took|takes?|had|"
    r"have|has|did|do|does|went|go|goes|used?|uses|shift(?:ed)?|push(?:ed)?|changed?|planned?|set\s+up)\b"
)
BOOKED_RE = re.compile(r"\b(?:booked|reserved|taken|in\s+use|using|being\s+used)\b")
_AFTER_Q = re.compile(
    r"^(?:is|are|am|does|do|will|would|has|have|can|could|any)(?:\s+there)?(?:\s+(?:any|anything|anyone|anybody|a))?\b"
)


_CAL = (
    r"calendar|calender|schedule|agenda|planner|diary|itinerary|events?|appointments?|meetings?|plans|"
    r"availability|available|free|spare|open|openings?|empty|vacant|clear|busy|time\s+slots?|slots?|"
    r"reminders?|entries|things\s+(?:to\s+do|planned)|day\s+like|week\s+like|upcoming"
)
LOOK_VERB = (
    r"check(?:\s+(?:out|on|for|in|up\s+on))?|see|view|look(?:ing)?(?:\s+(?:at|up|for|into|over|on|through|in))?|"
    r"show|display|tell|know|find\s+out|found\s+out|search(?:ing)?(?:\s+for)?|checking|pull\s+up|bring\s+up|open|get|read|"
    r"list(?:\s+out)?|review|go\s+over|run\s+down|give|focus\s+on|find|curious\s+about|details\s+of|"
    r"need\s+the\s+details\s+of|lowdown\s+on|more\s+(?:about|on)|information\s+(?:about|on)"
)
LOOKUP_REQUEST_RE = re.compile(
    rf"{_CLAUSE}(?P<prefix>{_PREFIX}(?:(?:i'm|i\s+am|we're|we\s+are|you|u)\s+)?)(?P<verb>{LOOK_VERB})(?![a-z'])"
    r"(?P<rest>[^,]*)"
)
_LOOK_OBJECT = re.compile(
    rf"\b(?:{_CAL})\b|\b(?:what|what's|whats|when|if|whether|anything|something|which|everything)\b"
    r"|^\s*(?:me\s+)?(?:about|the\s+date\s+of|details|information|info|all|my|our|the\s+(?:\d|next|coming))"
    r"|\b(?:on|for|at)\s+(?:the\s+)?(?:\d|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"today|tomorrow|january|february|march|april|may|june|july|august|september|october|november|december)"
    r"|^\s*(?:(?:me|us)\s+)?(?:the\s+)?(?:\d|next|this|last|previous|past|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|"
    r"january|february|march|april|may|june|july|august|september|october|november|december)"
)
"""What a look-up verb must point at to be about the calendar: the calendar, its events,
free time, a wh-clause ("see what's on"), or a day ("check the 13th")."""
_TELL_ME_TO = re.compile(r"^\s*(?:me\s+)?to\s+[a-z]")
_SHOW_A_TIME = re.compile(
    r"\s*(?:me|us)\s+(?:the\s+)?(?:today|tomorrow|tonight|yesterday|this|next|last|previous|past|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|"
    r"november|december|weekends?|weekdays)(?:s\b|\b)"
)
"""'show me tomorrow', 'show us december', 'show me last weekend', 'show me fridays in january':
a day, some weekdays or a span to see, so a look-up."""
AVAIL_WORDS = re.compile(
    r"\b(?:free|available|availability|availabe|availanble|spare|open(?:ings?|ness)?|empty|vacant|clear|unbooked|"
    r"nothing\s+(?:going\s+on|planned|booked|scheduled)|not\s+(?:busy|booked)|"
    r"(?:don't|do\s+not|(?:do|does)\s+\w+\s+not)\s+have\s+anything|have\s+time|time\s+(?:available|to\s+spare))\b"
)
_ADD_TO_CALENDAR = re.compile(
    r"\b(?:added|adding|put|putting|scheduled|booked|entered|included|including|saved|noted|placed|written|"
    r"marked|inserted|set)\s+(?:\S+\s+){0,2}?(?:to|on|in|into|onto)\s+(?:my|the|our|your)\s+"
    r"(?:calendar|calender|schedule|agenda|diary|planner)"
)
_ASSISTANT_DID = re.compile(r"^(?:did|have|has|had)\s+(?:you|it|the\s+\w+)\b")
"""'did you add…', 'have you added…': asks what was done, a look-up."""
NOUN_QUERY = re.compile(
    r"^(?:(?:my|our|the|all|any|upcoming|up\s+coming|latest|next|recent|pending|today's|tomorrow's|this\s+week's|"
    r"weekly|daily|monthly|work|family|current|coming|new)\s+)*"
    r"(?!(?:clear|wipe|empty|delete|remove|cancel|erase)\s)(?:\w+\s+)?"  # "clear calendar friday": a verb
    r"(?:events|schedule|agenda|calendar|plans?|appointments|meetings|reminders|details|itinerary)"
    r"(?:\s+(?:for|on|today|tomorrow|tonight|in|of|at|from|until)\b.*"
    r"|\s+(?:this|next|the\s+coming)\s+(?:week|weekend|month)\b.*)?$"
)
"""A bare noun phrase about the calendar ("upcoming events", "my work schedule") asks to see it."""
REMINDER_RE = re.compile(
    r"\b(?:remind(?:er|ers)?|remember\s+(?:me\s+)?to|alert\s+me|notify\s+me|notification|alert|alarm|"
    r"let\s+me\s+know\s+(?:of|about|the|when|before)|(?:don't|do\s+not)\s+let\s+me\s+forget|tell\s+me\s+to)\b"
)

_DUE = re.compile(
    r"(?:\b(?:is|are)\s+|'s\s+|'re\s+|(?<=[a-z])\s+)due\s+(?:(?:on|by)\s+)?"
    r"(?=(?:this|next|tomorrow|today|tonight|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b|the\s+\d|\d)"
)
"""A deadline told ("jake's library books are due tuesday", "emma has a science project due
dec 3"): a reminder on that day, never a one-hour event called "library books are due"."""


@dataclass
class IntentReading:
    intent: str
    verb: str | None = None
    verb_pos: int = -1
    question: bool = False
    conflict: bool = False
    availability: bool = False
    lookup: bool = False
    reminder: bool = False
    deadline: bool = False
    """The reminder is a deadline told, not asked for ("jake's books are due tuesday"): it is
    for the people it is about, not the speaker."""
    shown_to: tuple[int, int] | None = None
    """Where "me"/"us" says who a look-up is shown to ("show me everything jake has"): not
    whose calendar is asked about; claimed once the days and spans are read ("show us december")."""


_WORD = re.compile(r"\S+")
_WHEN_AM = re.compile(r"\bwhen\s+(?:am|are|is|do|can)\b")
_FREE_WORD = re.compile(r"\b(?:free|available|busy)\b")
_WHATS_ON_START = re.compile(r"(?:what's|what\s+is)\s+on\b|anything\s+on\b")
_THE_CALENDAR = re.compile(r"\s+(?:my|the|our)\s+(?:calendar|calender|schedule|agenda)\b")
_CLEAR_UP = re.compile(r"\s+(?:up|out\s+(?:some|a))\b")
_AND_NEXT = re.compile(r"\s+and\b")
_ASKS_WHAT = re.compile(
    rf"\b(?:{_CAL})\b|\b(?:what|what's|whats|when|if|whether|anything|which|everything)\b"
)
_TELL_ABOUT = re.compile(r"\s*(?:me\s+)?(?:about|more|all|the\s+date|details|info)")
_WHATS_ON = re.compile(r"\bwhat's\s+on\b")
_MAKE_SURE = re.compile(r"make\s+sure(?:\s+(?:that|to|you))?\b")
_WHO_IS_BUSY = re.compile(r"^who(?:'s|\s+is|\s+are|\s+will\s+be)\s+(?:busy|booked|tied\s+up|out|away)\b")
_WONDER = re.compile(r"\b(?:curious|wonder(?:ing)?|(?:want|like|need)\s+to\s+know)\b")
"""A question said as a statement: "I'm curious what's on friday", "I wonder when piano is"."""
_TOLD = re.compile(r"\s+(?P<who>me|us)\b")
"""Who a look-up is shown to ("show me", "tell us"), not whose calendar is looked at."""
_WHEN_CAN = re.compile(
    r"\bwhen\s+(?:can|could|would|will|might)\b"
    r"|\b(?:earliest|soonest|first|1st|next)\s+(?:(?:time|day|slot|chance|opening)\s+)?(?:\S+\s+){0,3}?(?:can|could)\b"
)
"""The small patterns the functions below use, compiled once."""


_NEEDS: dict[re.Pattern[str], tuple[str, ...]] = {
    CONFLICT_RE: ("clash", "conflict", "overlap", "double", "collide", "collision", "interfere"),
    ANYWHERE_VERB_RE: (
        *("schedule", "add", "cancel", "delete", "postpone", "remove", "move", "push"),
        *("book", "put", "set", "call", "plan"),
    ),
    AVAIL_RE: (
        "time",
        "free",
        "availab",
        "busy",
        "open",
        "spare",
        "vacant",
        "empty",
        "booked",
        "tied",
        "home",
        "around",
    ),
    _ADD_TO_CALENDAR: ("calendar", "calender", "schedule", "agenda", "diary", "planner"),
    REMINDER_RE: ("remind", "remember", "alert", "notif", "alarm", "know", "forget", "tell"),
    _DUE: ("due",),
    _CANCELLED_BARE: ("cancel", "called"),
    _CANCEL_PHRASE: ("not", "off", "cancel", "won't", "longer", "take", "skip", "make", "n't", "nt ", " out"),
    _MOVE_PHRASE: ("mov", "rescheduled", "pushed", "shifted", "postponed", "bumped", "chang"),
    _GET_IT_DONE: ("moved", "rescheduled", "pushed", "postponed", "shifted", "changed", "cancel", "called"),
    WEAK_RE: ("can", "could", "shall", "should", "let", "need", "want", "would", "'d", "wanna", "gotta"),
    LOOKUP_RE: (
        *("what", "when", "where", "how", "who", "anything", "there", "calendar", "schedule", "agenda"),
        *("going", "happening", "have", "plan", "coming", "event", "look"),
    ),
}
"""Words each of these patterns cannot match without (one of them)."""
_LOOK_VERB_WORDS = (
    *("check", "see", "view", "look", "show", "display", "tell", "know", "find", "found", "search"),
    *("pull", "bring", "open", "get", "read", "list", "go", "run", "give", "focus", "curious"),
    *("details", "lowdown", "more", "information"),
)
"""LOOKUP_REQUEST_RE's verb (LOOK_VERB) holds one of these ("review" holds "view")."""


def _search(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """`pattern.search(text)`, skipped when the text lacks every word the pattern needs."""
    return pattern.search(text) if holds_any(text, _NEEDS[pattern]) else None


def clause_matches(pattern: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """`list(pattern.finditer(text))` for a pattern that starts with _CLAUSE and never
    matches empty: such a match can only begin at 0 or right after a space, so only those
    positions are tried (a lookbehind still sees the text before them) instead of every
    one; at half the cost for these long patterns."""
    found: list[re.Match[str]] = []
    resume = at = 0
    while True:
        if at >= resume:
            match = pattern.match(text, at)
            if match is not None:
                found.append(match)
                resume = match.end()
        at = text.find(" ", at) + 1
        if at == 0:
            return found


def _claim_ends(claims: Claims, match: re.Match[str]) -> None:
    """Claim the first and last word of a cue ("what's … got"), leaving names inside free."""
    words = list(_WORD.finditer(match.group(0)))
    for word in (words[0], words[-1]):
        start, end = match.start() + word.start(), match.start() + word.end()
        if claims.is_free(start, end):
            claims.claim(start, end)


def _claim_prefix(claims: Claims, match: re.Match[str]) -> None:
    """Claim "can we", "I'd like to"… except "we", which still names the family."""
    for word in _WORD.finditer(match.group("prefix") or ""):
        if word.group(0) not in ("we", "us"):
            start = match.start("prefix") + word.start()
            claims.claim(start, start + len(word.group(0)))


_CHORE_VERBS = frozenset({"clean", "empty", "wipe", "erase"})
"""Cancel verbs that are also things done at home ("clean the garage", "empty the dishwasher");
"clear" and "kill" are left cancellations: "clear soccer thursday", "kill homework friday" are
said of the calendar."""
_CALENDAR_THINGS = re.compile(
    r"\s+(?:(?:out|up|off)\s+)?(?:(?:the|my|our|his|her|their|all|of|[a-z]+'s?)\s+)*"
    r"(?:calendar|calender|schedule|agenda|diary|planner|day|days|morning|afternoon|evening|night|week|weekend|"
    r"month|everything|anything|all|stuff|things|events?|plans?|appointments?|meetings?|bookings?|slots?|time\b(?!\s+at)|"
    r"rest|whatever|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d|"
    r"it|that|this|them)\b|\s+(?:the\s+)?\d"
)
"""What a chore verb cancels when it is about the calendar ("clear my afternoon", "wipe
everything on friday", "clean up my calendar", "clear the 3pm")."""
_CANCEL_AT = re.compile(rf"(?:{_CANCEL})(?![a-z'])")
_MODIFY_AT = re.compile(rf"(?:{_MODIFY})(?![a-z'])")


def _kind(verb: str, following: str = "") -> str:
    """cancel, modify or create for a verb, read together with what follows it ("make an
    event" adds, "make it 4" changes)."""
    verb = " ".join(verb.split())
    said = verb + following
    if _CANCEL_AT.match(said) and _CANCEL_AT.match(said).end() >= len(verb):  # type: ignore[union-attr]
        return "cancel"
    if _MODIFY_AT.match(said) and _MODIFY_AT.match(said).end() >= len(verb):  # type: ignore[union-attr]
        return "modify"
    return "create"


def detect_intent(claims: Claims, question_mark: bool) -> IntentReading:
    """Decide the intent and claim the words that said it."""
    text = claims.text
    if not text.strip():
        return IntentReading("unknown")
    question = question_mark or bool(_QUESTION_START.match(text))
    sure = _MAKE_SURE.match(text)
    if sure is not None:
        claims.claim(sure.start(), sure.end())  # "make sure jake has soccer on the calendar": no activity
    conflict = _search(CONFLICT_RE, text)
    verbs = clause_matches(VERB_RE, text)
    verb = verbs[0] if verbs else None  # = VERB_RE.search(text)
    if conflict and (question or verb is None or verb.start("verb") > 0 and not verb.group("prefix")):
        claims.claim(conflict.start(), conflict.end())
        for hypothetical in HYPOTHETICAL_RE.finditer(text):
            if claims.is_free(hypothetical.start("v"), hypothetical.end("v")):
                claims.claim(hypothetical.start("v"), hypothetical.end("v"))
        opener = _AFTER_Q.match(text)
        if opener:
            claims.claim(opener.start(), opener.end())
        return IntentReading("query", question=True, conflict=True)
    if NOUN_QUERY.match(text):
        first = text.split()[0]
        if first not in (
            "add",
            "put",
            "book",
            "set",
            "cancel",
            "delete",
            "remove",
            "move",
            "plan",
            "make",
            "create",
        ):
            free = bool(
                AVAIL_WORDS.search(text)
            )  # "my free schedule on friday", "my calendar for availability"
            return IntentReading("query", question=True, availability=free, lookup=not free)
    done = _search(_GET_IT_DONE, text)
    if done is not None and not question_mark:
        claims.claim(done.start("get"), done.end("get"))
        claims.claim(done.start("done"), done.end("done"))
        kind = "cancel" if done.group("done").startswith(("cancel", "called")) else "modify"
        return IntentReading(kind, done.group("done"), done.start("done"), question)
    chosen = _best_request(text, verbs)
    if (
        chosen is not None
        and chosen[2] == 1
        and chosen[0] != "query"
        and question_mark
        and (AVAIL_WORDS.search(text, chosen[1].end()) or LOOKUP_RE.search(text, chosen[1].end()))
    ):
        chosen = None  # "I have to schedule X, can you show me my availability?": the question
    if chosen is not None and chosen[0] == "query":
        look = chosen[1]
        claims.claim(look.start("verb"), look.end("verb"))
        _claim_prefix(claims, look)
        told = _TOLD.match(text, look.end("verb"))
        asks_free = bool(AVAIL_WORDS.search(text)) or bool(_WHEN_AM.search(text))
        return IntentReading(
            "query",
            question=True,
            availability=asks_free,
            lookup=not asks_free,
            shown_to=(told.start("who"), told.end("who")) if told else None,
        )
    verb = chosen[1] if chosen is not None else None
    if verb is not None:
        kind = chosen[0] if chosen is not None else "create"
        claims.claim(verb.start("verb"), verb.end("verb"))
        _claim_prefix(claims, verb)
        if kind == "cancel":
            phrase = _search(_CANCEL_PHRASE, text)
            if phrase and claims.is_free(phrase.start(), phrase.end()):
                claims.claim(phrase.start(), phrase.end())
        asked = kind == "create" and _search(REMINDER_RE, text) is not None
        due = kind == "create" and not asked and _deadline(claims, text) is not None
        return IntentReading(
            kind, verb.group("verb"), verb.start("verb"), question, reminder=asked or due, deadline=due
        )
    cleared = MADE_CLEAR.search(text) if verb is None else None
    if cleared is not None:  # "make sure my calendar is clear tomorrow": whose stays to be read
        claims.claim(cleared.start("lead"), cleared.end("lead"))
        claims.claim(cleared.start("tail"), cleared.end("tail"))
        return IntentReading("cancel", "clear", cleared.start(), question)
    phrase = _search(_CANCEL_PHRASE, text)
    if phrase is not None:
        claims.claim(phrase.start(), phrase.end())
        return IntentReading("cancel", phrase.group(0), phrase.start(), question)
    bare = None if question else _search(_CANCELLED_BARE, text)
    if bare is not None:
        claims.claim(bare.start(), bare.end())
        return IntentReading("cancel", bare.group(0).strip(), bare.start(), question)
    no_activity = _NO_ACTIVITY.match(text) if text.startswith("no ") and not question else None
    if no_activity is not None:
        claims.claim(no_activity.start(), no_activity.end())
        return IntentReading("cancel", "no", 0, question)
    moved = _search(_MOVE_PHRASE, text)
    if moved is not None and not question_mark:
        verb_end = moved.start() + len(moved.group(0).split()[0])
        claims.claim(moved.start(), verb_end)
        return IntentReading("modify", moved.group(0), moved.start(), question)
    if not _QUESTION_START.match(text) and not question_mark:
        anywhere = _search(ANYWHERE_VERB_RE, text)
        if anywhere is not None:
            claims.claim(anywhere.start("verb"), anywhere.end("verb"))
            return IntentReading(
                _kind(anywhere.group("verb")),
                anywhere.group("verb"),
                anywhere.start("verb"),
                question,
            )
    lookup = _search(LOOKUP_RE, text) or (BOOKED_RE.search(text) if question else None)
    avail = _search(AVAIL_RE, text)
    if (
        (question or lookup and _WONDER.search(text))
        and (lookup or avail)
        or (avail and _FREE_WORD.search(text))
        or _WHATS_ON_START.match(text)
    ):
        for match in (lookup, avail):
            if match is not None:
                _claim_ends(claims, match)
        opener = _AFTER_Q.match(text)
        if opener and claims.is_free(opener.start(), opener.end()):
            claims.claim(opener.start(), opener.end())
        free = avail is not None or AVAIL_WORDS.search(text) is not None  # "nothing going on"
        return IntentReading("query", question=True, availability=free, lookup=lookup is not None)
    weak = _search(WEAK_RE, text)
    if weak is not None:
        claims.claim(weak.start("verb"), weak.end("verb"))
        _claim_prefix(claims, weak)
        return IntentReading("create", weak.group("verb"), weak.start("verb"), question)
    added = _search(_ADD_TO_CALENDAR, text)
    if added is not None and not (question and _ASSISTANT_DID.match(text)):
        claims.claim(added.start(), added.end())
        return IntentReading("create", added.group(0).split()[0], added.start(), question)
    reminding = _search(REMINDER_RE, text)
    if reminding is not None and not question:
        claims.claim(reminding.start(), reminding.end())
        return IntentReading("create", "remind", reminding.start(), question, reminder=True)
    told_due = None if question else _deadline(claims, text)
    if told_due is not None:
        return IntentReading("create", "remind", told_due, question, reminder=True, deadline=True)
    if question and _ASSISTANT_DID.match(text):
        return IntentReading("query", question=True, lookup=True)
    if NOUN_QUERY.match(text) and not question:
        return IntentReading("query", question=True, lookup=True)
    return IntentReading("unknown", question=question)


_NOT_AN_ACTIVITY = re.compile(
    r"\s+(?:out\s+)?(?:my|our|the|this|next|your)\s+(?:week|day|weekend|month|schedule|calendar|time|things)\b"
    r"|\s+(?:things|ahead|accordingly)\b"
)
"""'plan my week', 'plan things': no event to add."""
_FIND_OUT = re.compile(
    r"\s+(?:me\s+|us\s+)?(?:when|what|if|whether|my|our|events?|free|available|availability|spare|openings?|"
    r"anything|which)\b"
)
_NOT_AN_EVENT = (
    r"(?:(?:best|next|first|good|free|open|spare|some)\s+)*(?:time|slot|spot|window|opening|moment|day|hour|"
    r"date|gap|way|place|someone|somebody|anyone|a|an|out)s?\b"
)
_FIND_EVENT = re.compile(rf"\s+(?:the|my|our|his|her|their|[a-z]+'s)\s+(?!{_NOT_AN_EVENT})[a-z]")
"""'find the dentist appointment', 'find Jake's piano lesson': an event to look up, not a
time to find ('find the best time', 'find a slot' still ask for one)."""
_SEARCH_FOR_EVENT = re.compile(
    rf"\s+(?:(?:the|my|our|his|her|their|[a-z]+'s)\s+)?(?!{_NOT_AN_EVENT}|when\b|what\b|if\b)[a-z]"
)
"""'search for piano', 'look for the dentist': what follows names the event."""
_STRICT_LOOK = frozenset({"see", "get", "find", "open", "know", "give", "read", "show", "display", "tell"})


def _best_request(text: str, verbs: list[re.Match[str]]) -> tuple[str, re.Match[str], int] | None:
    """The clause that asks for something, with its kind and how direct it is (2 asks,
    1 only describes): a direct request ("can you check…", "add…") beats a statement
    ("I'm trying to schedule…"); then the earliest."""
    best: tuple[int, int, str, re.Match[str]] | None = None

    def offer(strength: int, kind: str, match: re.Match[str]) -> None:
        nonlocal best
        key = (strength, -match.start("verb"))
        if best is None or key > (best[0], best[1]):
            best = (strength, -match.start("verb"), kind, match)

    for verb in verbs:  # VERB_RE.finditer(text)
        word = " ".join(verb.group("verb").split())
        after = text[verb.end("verb") :]
        if word in ("plan", "make", "set", "fix") and _NOT_AN_ACTIVITY.match(after):
            continue
        if word.startswith("find") and _FIND_OUT.match(after):
            continue  # "find when I'm free", "find me events": a look-up
        if word == "find" and _FIND_EVENT.match(after):
            continue  # "find the dentist appointment": a look-up
        kind = _kind(word, after)
        if kind == "modify" and _THE_CALENDAR.match(after):
            kind = "create"  # "update my calendar (with this)": something is added
        if kind == "cancel" and word == "clear" and _CLEAR_UP.match(after):
            continue
        if (
            kind == "cancel"
            and word.split()[0] in _CHORE_VERBS
            and not _CALENDAR_THINGS.match(after)
            and not EVENT_WORDS.search(after)
        ):
            continue  # "clean the garage saturday at 10": a chore to add, nothing to cancel
        strength = 1 if _STATEMENT_PREFIX.search(text[: verb.start("verb")]) else 2
        if word.startswith("find") and _AND_NEXT.match(after):
            strength = 1
        offer(strength, kind, verb)
    looks = clause_matches(LOOKUP_REQUEST_RE, text) if holds_any(text, _LOOK_VERB_WORDS) else []
    for look in looks:
        word = look.group("verb").split()[0]
        rest = look.group("rest")
        if word == "tell" and _TELL_ME_TO.match(rest):
            continue
        searched = " ".join(look.group("verb").split())
        names_an_event = (searched == "find" and _FIND_EVENT.match(rest)) or (
            searched in ("search for", "searching for", "look for", "looking for")
            and _SEARCH_FOR_EVENT.match(rest)
        )
        if names_an_event:
            strength = 1 if _STATEMENT_PREFIX.search(text[: look.start("verb")]) else 2
            offer(strength, "query", look)
            continue
        if word in _STRICT_LOOK and not (
            _ASKS_WHAT.search(rest)
            or word in ("tell", "give", "show")
            and _TELL_ABOUT.match(rest)
            or word == "show"
            and _SHOW_A_TIME.match(rest)
        ):
            continue
        if not _LOOK_OBJECT.search(rest) and word not in (
            "more",
            "information",
            "details",
            "lowdown",
            "curious",
        ):
            continue
        strength = 1 if _STATEMENT_PREFIX.search(text[: look.start("verb")]) else 2
        if word == "find" and _AND_NEXT.match(rest):
            strength = 1
        offer(strength, "query", look)
    if best is None:
        return None
    return best[2], best[3], best[0]


def query_type(reading: IntentReading, has_resource: bool, text: str) -> str:
    """availability, event_lookup, resource_status or conflict_check."""
    if reading.conflict:
        return "conflict_check"
    if has_resource and (RESOURCE_Q_RE.search(text) or not reading.lookup):
        return "resource_status"
    if _WHO_IS_BUSY.match(text):
        return "event_lookup"  # "who's busy tonight?": what each one has, not the time they share
    if reading.availability and not _WHATS_ON.search(text):
        return "availability"
    if _WHEN_CAN.search(text):
        return "availability"  # "when can Emma and Jake both …": when people are free
    if has_resource:
        return "resource_status"
    return "event_lookup"


def _deadline(claims: Claims, text: str) -> int | None:
    """Where a deadline is told ("… are due tuesday"), "are due" claimed: the reminder says
    "due Tue Nov 24" itself; None when nothing is due on a day."""
    due = _search(_DUE, text)
    if due is None or not claims.is_free(due.start(), due.end()):
        return None
    claims.claim(due.start(), due.end())
    return due.start()
