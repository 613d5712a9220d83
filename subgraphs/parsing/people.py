"""Who an utterance is about: names, aliases, possessives, groups, me/we, "for" vs "with".

Contract rules: "for <people>" names exactly those people; "with <people>" adds the
speaker (unless someone else already owns the event, "Emma's playdate with Jake");
"me/I/my" is the speaker; "we/us/our" with nobody named is the whole family; a create
with nobody named is the speaker's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import Claims
from .given_names import GIVEN_NAMES
from .kin import kin_people_after, their_people_after
from .lexicon import Lexicon
from .pets import owns_a_pet

_PRONOUN_RE = re.compile(
    r"(?<![a-z0-9'])(?P<p>i|me|my|mine|myself|i'm|i've|i'll|i'd|we|us|our|ours|ourselves|we're|we've|we'll|let's)(?![a-z0-9'])"
)
_REQUESTER = re.compile(
    r"\s+(?:need|want|would|'d|should|gotta|wanna|will|'ll|can|could|must|have\s+to|have\s+got|got\s+to|"
    r"think|forgot|just|also|am\s+going|'m\s+going|were\s+thinking|was\s+thinking)\b"
)
_CANNOT_AFTER = re.compile(r"\s+can't\b")
""""we can't make swim": the household not doing something, never "we" asking ("we can …")."""
_JOINED = re.compile(r"\b(?:and|&)\s+$")
"""'mike and I could go': one of those named, not the one asking."""
_ROLE_BEFORE = re.compile(
    r"(?:\b(?P<r>for|4|with|w|along\s+with|together\s+with|plus|invite|inviting)\s+(?:both\s+)?(?:of\s+)?)$"
)
_LIST_GAP = re.compile(r"^\s*(?:,\s*)?(?:and|or|plus|&|as\s+well\s+as)?\s*(?:,\s*)?(?:both\s+)?$")
_SOMEONE_ELSES = re.compile(
    r"(?:\b(?P<d>my|our|his|her|their|your|a|the|[a-z]+'s)\s+)?(?P<w>[a-z]+)(?:'s|')\s+$"
)
"""Whose the next word is: "my friend's …", "ava's …"."""
_SELF = {"i", "me", "my", "mine", "myself", "i'm", "i've", "i'll", "i'd"}


@dataclass
class PersonMention:
    ids: tuple[str, ...]
    role: str
    """'for', 'with', 'owner' (possessive) or 'plain'."""
    start: int
    end: int
    kind: str = "name"
    """'name', 'group', 'self' (me/my/I) or 'we'."""


def find_people(
    claims: Claims,
    lex: Lexicon,
    speaker: str,
    lookalikes: frozenset[str] = frozenset(),
    related: list[tuple[int, int, tuple[str, ...], bool]] | None = None,
) -> list[PersonMention]:
    """Claim every mention of a family member, group or pronoun, with its role; a name
    spelt with look-alike letters ("Еmma" in Cyrillic) is left for the strangers.
    `related` are the mentions already claimed by how they are related to the speaker
    ("my husband": partners.py; "our youngest", "my kids": kin.py)."""
    text = claims.text
    raw: list[tuple[int, int, tuple[str, ...], str, bool]] = [
        (start, end, ids, "name" if len(ids) == 1 else "group", poss)
        for start, end, ids, poss in related or []
    ]
    for match in claims.free_matches(lex.people_re):
        phrase = " ".join(match.group("p").split())
        if phrase in lookalikes:
            continue
        poss = match.group("poss")
        if poss == "s" and (phrase + "s") in lex.people:
            continue
        if poss and their_people_after(text, match.end()):
            continue  # "email jake's teacher": the speaker's errand, "Jake's teacher" its title
        owner = (
            _SOMEONE_ELSES.search(text, 0, match.start())
            if phrase not in GIVEN_NAMES and text[: match.start()].rstrip().endswith(("'s", "'"))
            else None
        )  # read only after a possessive: a name is rarely someone else's
        if (
            owner is not None
            and owner.group("w") not in lex.people
            and (owner.group("d") is not None or owner.group("w") in GIVEN_NAMES)
        ):
            continue  # "text my friend's mom": a friend's mother, not Sarah
        kind = "group" if phrase in lex.groups else "name"
        raw.append((match.start(), match.end(), lex.people[phrase], kind, bool(poss)))
        claims.claim(match.start(), match.end())
    for match in claims.free_matches(_PRONOUN_RE):
        word = match.group("p")
        if (
            word
            in (
                "i",
                "we",
                "i'm",
                "we're",
                "i'd",
                "i'll",
                "we'll",
                "i've",
                "we've",
                "let's",
            )
            and _REQUESTER.match(text, match.end())
            and not _JOINED.search(text, 0, match.start())
            and not (word == "we" and _CANNOT_AFTER.match(text, match.end()))
        ):
            continue
        if word == "i'd" or word == "let's":
            continue
        if word in ("my", "our") and owns_a_pet(text, match.end()):
            continue  # "grooming for our cat": the cat's, not the whole family's
        if word in ("my", "our") and kin_people_after(text, match.end()):
            continue  # "meeting with my son's coach": the coach, a guest
        is_self = word in _SELF
        ids = (speaker,) if is_self else lex.everyone
        poss = word in ("my", "mine", "our", "ours")
        raw.append((match.start(), match.end(), ids, "self" if is_self else "we", poss))
        claims.claim(match.start(), match.end())
    raw.sort()
    mentions: list[PersonMention] = []
    for start, end, ids, kind, poss in raw:
        role = "owner" if poss else "plain"
        prev = mentions[-1] if mentions else None
        if (
            prev is not None
            and _LIST_GAP.match(text[prev.end : start])
            and prev.role in ("for", "with", "plain")
        ):
            role = prev.role if not poss else "owner"
        else:
            before = _ROLE_BEFORE.search(text[:start])
            if before and before.group("r") == "4" and claims.is_free(before.start("r"), before.end("r")):
                claims.claim(before.start("r"), before.end("r"))  # "soccer 4 emma": phone for "for"
            if before and not poss:
                role = "with" if before.group("r") not in ("for", "4") else "for"
        mentions.append(PersonMention(ids, role, start, end, kind))
    return mentions


def participants_of(
    mentions: list[PersonMention], intent: str, speaker: str, everyone: tuple[str, ...]
) -> list[str]:
    """Member ids taking part, by the contract's for/with/me/we rules."""
    named = [m for m in mentions if m.kind != "we"]
    ids: set[str] = {i for m in named for i in m.ids}
    if intent != "query" and any(m.role == "with" for m in named):
        others = [m for m in named if m.role != "with"]
        if not others or all(m.kind == "self" for m in others):
            ids.add(speaker)
    if not ids:
        if any(m.kind == "we" for m in mentions):
            return sorted(everyone)
        if intent == "create":
            return [speaker]
    return sorted(ids)
