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

from .claims import Claims

_PREFIX = (
    r"(?:(?:(?:can|could|shall|should|would|will|may|might)\s+(?:we|i|you|someone|somebody)\s+(?:please\s+)?)"
    r"|(?:let's|let\s+us)\s+"
    r"|(?:(?:i|we)\s+)?(?:(?:really\s+)?(?:need|want|have|would\s+like|'d\s+like|wanna|gotta|got)\s+(?:to\s+)?)"
    r"|(?:i'd|we'd)\s+like\s+to\s+|(?:i|we)\s+should\s+|(?:remember|don't\s+forget|time)\s+to\s+"
    r"|(?:go\s+and|and|then|also|oh|ok|please)\s+)*"
)
_CANCEL = (
    r"cancel(?:l?ed)?|delete|remove|drop(?!\s+off|-)|call\s+off|call\s+it\s+off|scrap|scratch|nix|axe|"
    r"clear|get\s+rid\s+of|erase|unbook|kill"
)
_MODIFY = (
    r"move|reschedule|re-schedule|rebook|change|push|shift(?!\s+(?:at|on|from|is|for|tomorrow|today|tonight|this|next)\b)|extend|shorten|lengthen|bump|delay|postpone|"
    r"rearrange|switch|swap|bring\s+(?:forward|back)|bring|slide|update|adjust|prolong|"
    r"make(?!\s+(?:a|an|some|time|sure|plans?)\b)"
)
_CREATE = (
    r"schedule|book(?!\s+(?:club|fair|report|sale|signing|reading|swap|store|shop|launch|group|talk|drive|exchange|week)\b)|add|put|set\s+up|setup|set|plan|arrange|organi[sz]e|create|make|reserve|"
    r"pencil(?:\s+in)?|block(?:\s+(?:off|out))?|slot(?:\s+in)?|sign(?=\s+(?:\w+\s+)?up\b)|register|enter|"
    r"remind|find(?!\s+out)(?:\s+(?:a|an|some|us|me))?(?:\s+(?:good|free))?(?:\s+(?:time|slot|spot|window|opening))?|"
    r"hold|save|host|throw|pencil|get\s+(?:us\s+)?(?:a\s+)?slot|new"
)
_WEAK = (
    r"do|have|go|get|take|eat|meet|see|visit|play|watch|hang\s+out|grab|try|fit(?:\s+in)?|"
    r"squeeze(?:\s+in)?|use|borrow|need|want"
)

_CLAUSE = r"(?:^|(?<=, )|(?<=\band )|(?<=\bthen )|(?<=\bplease ))"
VERB_RE = re.compile(rf"{_CLAUSE}(?P<prefix>{_PREFIX})(?P<verb>{_CANCEL}|{_MODIFY}|{_CREATE})(?![a-z'])")
WEAK_RE = re.compile(
    r"(?:^|(?<=, ))(?P<prefix>(?:(?:can|could|shall|should)\s+(?:we|i)\s+"
    r"(?:all\s+|both\s+|maybe\s+|just\s+)?|"
    r"(?:let's|let\s+us)\s+|(?:i|we)\s+(?:need|want|would\s+like|'d\s+like|wanna|gotta)\s+(?:to\s+)?|"
    rf"(?:i'd|we'd)\s+like\s+to\s+))(?P<verb>{_WEAK})(?![a-z'])"
)
ANYWHERE_VERB_RE = re.compile(
    r"(?<![a-z'])(?P<verb>schedule|add|cancel|reschedule|delete|postpone|remove|move|push|"
    r"book(?=\s+(?:the|a|an|my|our|us|me|it)\b)|put(?=\s+(?:the|a|an|my|our|it|in)\b)|"
    r"set\s+up|call\s+off|plan(?=\s+(?:the|a|an|my|our|some)\b))(?![a-z'])"
)
_CANCEL_PHRASE = re.compile(
    r"\b(?:(?:we're|we\s+are|were|i'm|i\s+am|they're|we)\s+not\s+(?:doing|going\s+to|having|going)(?:\s+to)?|"
    r"not\s+happening|(?:is|are|it's|that's)\s+(?:off|cancell?ed|not\s+happening)|won't\s+(?:happen|be\s+happening)|"
    r"no\s+longer\s+(?:happening|on)|take\b(?=.{0,60}\b(?:off|out\s+of)\s+(?:the\s+|my\s+|our\s+)?(?:calendar|schedule|agenda)\b)|(?:skip|skipping)|can't\s+make\s+it\s+to|call(?:ing)?\s+(?:it\s+)?off)\b"
)
_QUESTION_START = re.compile(
    r"^(?:is|are|am|was|were|does|do|did|will|would|can|could|has|have|had|when|what|what's|when's|who|who's|whose|"
    r"where|which|how|any|anything|is\s+there|are\s+there|should)\b"
)
CONFLICT_RE = re.compile(
    r"\b(?:clash(?:es|ing)?|conflicts?|conflicting|overlap(?:s|ping)?|double[\s-]?book(?:ed|ings?)?|"
    r"collide|collisions?|clashing|interfere)\b(?:\s+with\s+(?:anything|something|anything\s+else))?"
)
AVAIL_RE = re.compile(
    r"\b(?:(?:is\s+there|do\s+(?:we|i|you)\s+have|have\s+(?:we|i)\s+got)\s+(?:any\s+|enough\s+)?time|"
    r"free(?:\s+time)?|available|availability|busy|open|unavailable|booked\s+up|tied\s+up)\b"
)
RESOURCE_Q_RE = re.compile(
    r"\b(?:booked|reserved|taken|in\s+use|using|used|use|has|have|got|driving|needs?|free|available)\b"
)
LOOKUP_RE = re.compile(
    r"\b(?:what's\s+the\s+(?:plan|plans|schedule|agenda|deal)|what\s+are\s+(?:the|our|my)\s+plans|"
    r"what's\s+(?:\S+\s+){0,3}got|what\s+(?:\S+\s+){0,2}(?:got|have)\s+(?:on|going|planned)|"
    r"what's\s+(?:on|happening|going\s+on|planned|scheduled|up|coming\s+up|booked)|"
    r"what\s+is\s+(?:on|happening|going\s+on|planned|scheduled)|"
    r"what\s+(?:do|does|did)\s+(?:\S+\s+){1,3}?(?:have|got|do)\b|what\s+(?:have|has)\s+(?:\S+\s+){0,2}got|when(?:'s|\s+is|\s+are|\s+does|\s+do|\s+will|\s+was)|"
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


@dataclass
class IntentReading:
    intent: str
    verb: str | None = None
    verb_pos: int = -1
    question: bool = False
    conflict: bool = False
    availability: bool = False
    lookup: bool = False


def _claim_ends(claims: Claims, match: re.Match[str]) -> None:
    """Claim the first and last word of a cue ("what's … got"), leaving names inside free."""
    words = list(re.finditer(r"\S+", match.group(0)))
    for word in (words[0], words[-1]):
        start, end = match.start() + word.start(), match.start() + word.end()
        if claims.is_free(start, end):
            claims.claim(start, end)


def _claim_prefix(claims: Claims, match: re.Match[str]) -> None:
    """Claim "can we", "I'd like to"… except "we", which still names the family."""
    for word in re.finditer(r"\S+", match.group("prefix") or ""):
        if word.group(0) not in ("we", "us"):
            start = match.start("prefix") + word.start()
            claims.claim(start, start + len(word.group(0)))


def _kind(verb: str) -> str:
    verb = " ".join(verb.split())
    if re.fullmatch(_CANCEL, verb):
        return "cancel"
    if re.fullmatch(_MODIFY, verb):
        return "modify"
    return "create"


def detect_intent(claims: Claims, question_mark: bool) -> IntentReading:
    """Decide the intent and claim the words that said it."""
    text = claims.text
    if not text.strip():
        return IntentReading("unknown")
    question = question_mark or bool(_QUESTION_START.match(text))
    conflict = CONFLICT_RE.search(text)
    verb = VERB_RE.search(text)
    if conflict and (question or verb is None or verb.start("verb") > 0 and not verb.group("prefix")):
        claims.claim(conflict.start(), conflict.end())
        for hypothetical in HYPOTHETICAL_RE.finditer(text):
            if claims.is_free(hypothetical.start("v"), hypothetical.end("v")):
                claims.claim(hypothetical.start("v"), hypothetical.end("v"))
        opener = _AFTER_Q.match(text)
        if opener:
            claims.claim(opener.start(), opener.end())
        return IntentReading("query", question=True, conflict=True)
    if verb is not None:
        kind = _kind(verb.group("verb"))
        claims.claim(verb.start("verb"), verb.end("verb"))
        _claim_prefix(claims, verb)
        if kind == "cancel":
            phrase = _CANCEL_PHRASE.search(text)
            if phrase and claims.is_free(phrase.start(), phrase.end()):
                claims.claim(phrase.start(), phrase.end())
        return IntentReading(kind, verb.group("verb"), verb.start("verb"), question)
    phrase = _CANCEL_PHRASE.search(text)
    if phrase is not None:
        claims.claim(phrase.start(), phrase.end())
        return IntentReading("cancel", phrase.group(0), phrase.start(), question)
    if not _QUESTION_START.match(text):
        anywhere = ANYWHERE_VERB_RE.search(text)
        if anywhere is not None:
            claims.claim(anywhere.start("verb"), anywhere.end("verb"))
            return IntentReading(
                _kind(anywhere.group("verb")),
                anywhere.group("verb"),
                anywhere.start("verb"),
                question,
            )
    lookup = LOOKUP_RE.search(text) or (BOOKED_RE.search(text) if question else None)
    avail = AVAIL_RE.search(text)
    if (
        question
        and (lookup or avail)
        or (avail and re.search(r"\b(?:free|available|busy)\b", text))
        or re.match(r"(?:what's|what\s+is)\s+on\b|anything\s+on\b", text)
    ):
        for match in (lookup, avail):
            if match is not None:
                _claim_ends(claims, match)
        opener = _AFTER_Q.match(text)
        if opener and claims.is_free(opener.start(), opener.end()):
            claims.claim(opener.start(), opener.end())
        return IntentReading(
            "query", question=True, availability=avail is not None, lookup=lookup is not None
        )
    weak = WEAK_RE.search(text)
    if weak is not None:
        claims.claim(weak.start("verb"), weak.end("verb"))
        _claim_prefix(claims, weak)
        return IntentReading("create", weak.group("verb"), weak.start("verb"), question)
    return IntentReading("unknown", question=question)


def query_type(reading: IntentReading, has_resource: bool, text: str) -> str:
    """availability, event_lookup, resource_status or conflict_check."""
    if reading.conflict:
        return "conflict_check"
    if has_resource and (RESOURCE_Q_RE.search(text) or not reading.lookup):
        return "resource_status"
    if reading.availability and not re.search(r"\bwhat's\s+on\b", text):
        return "availability"
    if re.search(r"\bwhen\s+(?:can|could|would|will|might)\b", text):
        return "availability"  # "when can Emma and Jake both …": when people are free
    if has_resource:
        return "resource_status"
    return "event_lookup"
