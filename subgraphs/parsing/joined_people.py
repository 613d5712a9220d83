"""People joined by "and" are one request's people: "can dad collect jake and emma from
school wednesday", "take emma and her friend lily to the movies", "mike and i".

The multi-request splitter (`two_requests.py`) cuts a message at its joining words when
each side reads as a whole request. "can dad collect jake" and "emma from school
wednesday" each read as one (a look-up, a booking of "school"), so a pick-up of two
children became two requests nobody made. An "and" with a person on each side joins the
people, never two requests; a name that starts a clause of its own ("... for emma and
jake has soccer at 5") still may.
"""

from __future__ import annotations

import re

from .lexicon import Lexicon

_JOINING = re.compile(r"^\s*,?\s*(?:and|&|plus)\s*$")
"""Only these join people; ";", "then" and "also" part requests whatever stands round them."""
_OTHER_PERSON = re.compile(
    r"^(?:i|me|us|him|them|myself"
    r"|(?:her|his|their|my|our|your|a|the)\s+(?:(?:best|little|big|older|younger|new)\s+)?"
    r"(?:friends?|buddy|buddies|pals?|cousins?|classmates?|teammates?|mates?|brothers?|sisters?|"
    r"siblings?|grandparents?|neighbou?rs?|kids?|children|son|daughter))(?![a-z'])"
)
"""Someone after "and" who is not a family name: "and i", "and her friend lily"."""
_PERSON_BEFORE = re.compile(r"(?<![a-z'])(?:me|him|them|us|myself)$")
"""Someone before "and" who is not a family name: "take him and his friend"."""
_OWN_CLAUSE = re.compile(
    r"^\s+(?:has|have|had|is|are|was|needs?|wants?|should|can|could|will|would|must|gets?|"
    r"goes|'s|'ll|'d|got)(?![a-z'])"
)
"""A name that starts a clause of its own: "... and jake has soccer at 5" may be a request."""


def people_joined(before: str, join: str, after: str, lex: Lexicon) -> bool:
    """Whether the `join` ("and") between `before` and `after` (normalised text on either
    side) stands between two people, so the message is not cut there."""
    if not _JOINING.match(join):
        return False
    return _ends_with_person(before.rstrip(), lex) and _starts_with_person(after.lstrip(), lex)


def _ends_with_person(before: str, lex: Lexicon) -> bool:
    if _PERSON_BEFORE.search(before):
        return True
    named = [match for match in lex.people_re.finditer(before) if match.end() == len(before)]
    return bool(named) and not named[-1].group("poss")


def _starts_with_person(after: str, lex: Lexicon) -> bool:
    other = _OTHER_PERSON.match(after)
    if other is not None:
        return not _OWN_CLAUSE.match(after[other.end() :]) or other.group(0) in ("me", "him", "them", "us")
    named = lex.people_re.match(after)
    if named is None or named.group("poss"):
        return False
    return not _OWN_CLAUSE.match(after[named.end() :])
