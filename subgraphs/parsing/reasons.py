"""Clauses that give a reason rather than a request: "sorry mike can't come", "wait, she
has a party then".

Said after a request, they are neither its title nor its people. Someone who can't come
is left off it ("team dinner at 6 - sorry mike can't come" is not Mike's dinner). Someone
who has something else then says the time is taken: nothing is booked and the family is
asked, never a booking titled after the other thing ("soccer for emma sat at 2, wait,
she has a party then" books no "party").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import Claims
from .lexicon import Lexicon
from .vocabulary import WD

_LEAD = r"(?:(?:sorry|oh|but|though|and|also|wait|actually|btw|hmm+|oops|although)[\s,]+)*"
_WHO = r"(?P<who>[a-z]+)"
_CANNOT = (
    r"(?:'s\s+not|\s+is\s+not|\s+isn't|\s+can't|\s+cant|\s+cannot|\s+can\s+not|\s+won't|\s+wont|\s+will\s+not"
    r"|\s+doesn't|\s+does\s+not|\s+couldn't|\s+is\s+unable\s+to|\s+isn't\s+able\s+to)"
)
_COME = (
    r"\s+(?:(?:be\s+)?(?:coming|going|joining)|(?:be\s+)?attend(?:ing)?(?!\s+(?!(?:after|any|this|either|now)\b)[a-z])"
    r"|come|go|join|make\s+it|be\s+there|be\s+able\s+to\s+(?:come|go|make\s+it))"
    r"(?:\s+(?:after\s+all|any\s*more|this\s+time|either|now))*"
)
_DAY_NEXT = (
    rf"(?!\s+(?:to|on|at|this|next|tomorrow|today|tonight|{WD}|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun"
    rf"|(?:us|me|them)\s+(?:for|at)|for\s+(?!now\b))\b)"
)
"""Not before a day: "jake can't make it wednesday" is a day he can't make (day_swap.py); nor
before what is joined ("emma won't be joining us for family dinner"); and
"attending" with what is attended after it ("emma will not be attending piano") is her
leaving that event (`roster.py`)."""
_ABSENT = re.compile(rf"(?<![a-z'])(?:{_LEAD}){_WHO}{_CANNOT}{_COME}(?![a-z']){_DAY_NEXT}")
"""Someone said not to come: "sorry mike can't come", "jake won't be there", "emma's not going"."""
_WHO_HAS = r"(?P<who>she|he|they|we|i|[a-z]+)"
_HAS = r"(?:\s+has|\s+have|'s\s+got|\s+has\s+got|\s+got|'ve\s+got|\s+already\s+has|\s+already\s+have)"
_THEN = (
    r"(?:then|at\s+that\s+time|at\s+the\s+same\s+time|that\s+(?:day|afternoon|morning|evening|night|weekend)"
    r"|at\s+that\s+point)"
)
_BUSY = re.compile(
    rf"(?<![a-z'])(?:{_LEAD}){_WHO_HAS}{_HAS}\s+(?P<what>(?:a|an|her|his|their|our|my)\s+[a-z' ]{{2,40}}?)"
    rf"\s+{_THEN}(?![a-z'])"
)
"""Someone said to have something else then: "wait, she has a party then"."""
_EXCUSE = re.compile(
    rf"^(?:(?:no|wait|oops|sorry|oh|actually)[\s,]+)*not\s+[a-z]+(?:'s)?\s*[,;.-]+\s*"
    rf"(?P<excuse>(?:she|he|they)(?:{_HAS}|'s|\s+is|\s+are|'re)\s+[a-z' ]{{2,40}}?)[.!]*$"
)
"""Why someone taken off can't: "not jake, he has a sleepover" (no event of its own)."""
_PRONOUNS = frozenset({"she", "he", "they", "we", "i"})


@dataclass(frozen=True)
class Reasons:
    """Who was said not to come (member ids), and a clause saying the time is taken."""

    absent: tuple[str, ...] = ()
    busy: str | None = None
    spans: tuple[tuple[int, int], ...] = ()

    def without(self, text: str) -> str:
        """`text` with the reason clauses blanked: "won't" in one is no refusal of the request."""
        for start, end in self.spans:
            text = text[:start] + " " * (end - start) + text[end:]
        return text


def find_reasons(claims: Claims, lex: Lexicon) -> Reasons:
    """Claim the reason clauses of the text: they name neither the event nor its people."""
    text = claims.text
    absent: list[str] = []
    spans: list[tuple[int, int]] = []
    for match in claims.free_matches(_ABSENT):
        ids = lex.people.get(match.group("who"))
        if ids is None:
            continue
        claims.claim(match.start(), match.end())
        spans.append((match.start(), match.end()))
        absent.extend(ids)
    busy = None
    excuse = _EXCUSE.match(text)
    if excuse is not None and claims.is_free(excuse.start("excuse"), excuse.end()):
        claims.claim(excuse.start("excuse"), excuse.end())
        spans.append((excuse.start("excuse"), excuse.end()))
    if " ha" in text or " got" in text:
        for match in claims.free_matches(_BUSY):
            who = match.group("who")
            if who not in _PRONOUNS and who not in lex.people:
                continue
            claims.claim(match.start(), match.end())
            spans.append((match.start(), match.end()))
            start = match.start("who")
            busy = text[start : match.end()].strip()
            break
    return Reasons(tuple(dict.fromkeys(absent)), busy, tuple(spans))


def busy_problem(clause: str) -> str:
    """Why nothing is booked: the family said the time is taken."""
    return f"you said '{clause}', so that time sounds taken and I booked nothing"
