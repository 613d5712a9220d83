"""People named in a request whom the family file does not know: reported, never dropped
and never replaced by the speaker.

A word in a person's place ("for …", "with …", "invite …", a list after a person,
"X's") is a stranger when it is capitalised mid-sentence, a common given name typed in
lower case ("lunch for linda and bob"), a relation the family file has no alias for
("dentist for grandpa", "the neighbours"), a near miss of a member's name ("Jak",
"sarah2": reported with a suggestion, never silently taken as Jake or Sarah) or a
look-alike spelled with other scripts or accents (a Cyrillic "Еmma", "Émma").
Capitalised everyday words ("Ok, It's good") are not people.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .claims import Claims
from .given_names import GIVEN_NAMES
from .lexicon import Lexicon
from .pets import names_a_pet
from .vocabulary import MONTHS, WEEKDAYS

RELATIONS = frozenset(
    """
grandpa grandad granddad grandfather grandmother gramps grampa granny gran nan nanna grandparents
grandma grandmom grandkids grandson granddaughter uncle aunt auntie aunty cousin cousins neighbour
neighbours neighbor neighbors friend friends bestie boss coach teacher teachers nanny babysitter sitter
tutor colleague colleagues coworker coworkers boyfriend girlfriend husband wife son daughter brother
sister brothers sisters niece nephew nieces nephews inlaws in-laws stepdad stepmom stepmother stepfather
godmother godfather classmate classmates roommate roommates girls boys twins
""".split()
)
"""Relations that name a person; unknown unless the family file has them as an alias."""
_NOT_NAMES = frozenset(
    """
i me my mine you your yours he him his she her hers it its it's we us our they them their this that
these those there here what who whom which when where why how all any some every each both either
neither one ones no none nothing something anything everything someone anyone everyone somebody
anybody everybody nobody ok okay yes no sure thanks please the a an and or but so then also just
about for with at on in to from by of as is are was were be been am do does did have has had will
would can could should may might must not dr mr mrs ms good great fine new happy merry
like day days time times make take game name home more some date late lunch dinner calendar schedule
agenda event events meeting meetings appointment appointments party work school class office team
family kids kid people guests guest everyone later today tomorrow tonight week weekend month year
""".split()
)
_HOMOGLYPHS = str.maketrans(
    {
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
        "ѕ": "s", "ԁ": "d", "ɡ": "g", "һ": "h", "ӏ": "l", "ո": "n", "ս": "u", "ѵ": "v", "ԝ": "w",
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
        "Т": "T", "Х": "X", "У": "Y", "І": "I", "Ј": "J", "Ѕ": "S",
        "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u",
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
        "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    }
)  # fmt: skip
_SLOT = re.compile(
    r"\b(?:for|with|w|invite|inviting|including|plus|along\s+with|together\s+with|and|&)\s+"
    r"(?:(?:the|my|our|his|her|their)\s+)?$"
)
_LIST_GAP = re.compile(r"\s*(?:,|and|&|,\s*and)\s*")
_WORD = re.compile(r"(?<![a-z0-9'])[a-z][a-z0-9'\-]*")


@dataclass(frozen=True)
class Stranger:
    """A person named as typed, and the member it probably means (a near miss), if any."""

    said: str
    start: int
    end: int
    suggestion: str | None = None
    role: str = "plain"
    """'for' (the event is theirs), 'with' (they join the speaker) or 'plain'."""
    choices: tuple[str, ...] = ()
    """The members a relation word could mean ("my son": Emma or Jake), to be asked."""


_LETTERS = re.compile(r"[^\W\d_]+")
_DIGITS_END = re.compile(r"\d+$")
_DETERMINER_END = re.compile(r"(?:\b(?:the|my|our)\s+)$")
_SUBJECT_BEFORE = re.compile(r"\s*(?:(?:the|my|our|both)\s+)?")
_OCCASION_AFTER = re.compile(
    r"\s+(?:\d+(?:st|nd|rd|th)\s+)?(?:birthday|bday|anniversary|wedding|graduation|retirement|funeral|memorial|"
    r"housewarming|christening|baptism|(?:baby|bridal)\s+shower|ba[rt]\s+mitzvah)\b"
)
"""Whose occasion it is ("tom's birthday", "my boss's retirement"): the occasion names the
entry; the person celebrated need not be in the family file, so nobody is asked about."""
_SUBJECT_AFTER = re.compile(r"\s+(?:has|have|got|need|needs|to|go|goes|going\s+to|off\s+to)\b")
"""A relation whose event it is, told as news ("the boys have karate wed at 4", "my son has
the dentist friday") or sent somewhere ("the boys to the barber sat at 2", "my daughter goes to
the dentist"): the event is theirs, so who they are is asked, never the speaker."""


def fold_lookalikes(raw: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """`raw` with letters from other scripts and accents folded to ASCII, plus each word
    that changed (as typed, as folded): those words must not silently match a member."""
    if raw.isascii():
        return raw, ()  # every word is ASCII already: nothing to fold
    changed: list[tuple[str, str]] = []

    def fold(match: re.Match[str]) -> str:
        word = match.group(0)
        if word.isascii():
            return word
        plain = unicodedata.normalize("NFKD", word.translate(_HOMOGLYPHS))
        plain = "".join(c for c in plain if not unicodedata.combining(c))
        if plain.isascii() and plain.isalpha():
            changed.append((word, plain.lower()))
            return plain
        return word

    return _LETTERS.sub(fold, raw), tuple(changed)


def _distance(a: str, b: str, limit: int) -> int:
    """Edit distance, two letters swapped counting as one edit ("jkae" is one slip from
    "jake", as "jak" is), stopping early past `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb and ca != cb:
                cost = min(cost, before[j - 2] + 1)
            current.append(cost)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return previous[-1]


_SHORT_WORDS = frozenset(
    "a i o ok k pe tv pc pm am dr mr ms mrs st no so to do go up on in at by my me we us it is an or if be "
    "hi yo ya oh ah eh uh um hm ty np gg id vs re".split()
)
"""Words of one or two letters that are no one's initials at the start of a message."""


def initial_of(word: str, lex: Lexicon) -> str | None:
    """The one member whose name a texted initial opening a message stands for ("j dentist
    fri at 3", "jk soccer sat"): its first letter starts their name and a second letter is in
    it; None when it fits nobody or more than one."""
    if not 1 <= len(word) <= 2 or word in _SHORT_WORDS or word in lex.people:
        return None
    fits = {
        ids[0]
        for spoken, ids in lex.people.items()
        if len(ids) == 1 and spoken[0] == word[0] and (len(word) == 1 or word[1] in spoken[1:])
    }
    return fits.pop() if len(fits) == 1 else None


def near_miss(word: str, lex: Lexicon) -> str | None:
    """The member id a misspelt name most likely means ("jak" -> jake, "sarah2" -> sarah)."""
    base = _DIGITS_END.sub("", word)
    best: tuple[int, str] | None = None
    for spoken, ids in lex.people.items():
        if len(ids) != 1 or " " in spoken or len(spoken) < 4 or len(base) < 3:
            continue
        if base == spoken and base != word:
            return ids[0]
        limit = 1 if len(spoken) <= 5 else 2
        gap = _distance(base, spoken, limit)
        if gap <= limit and (best is None or gap < best[0]):
            best = (gap, ids[0])
    return best[1] if best else None


def find_strangers(
    claims: Claims,
    capitalized: frozenset[str],
    lookalikes: tuple[tuple[str, str], ...],
    lex: Lexicon,
    persons_at: list[tuple[int, int]],
) -> list[Stranger]:
    """Claim and return the unknown people in person slots, left to right."""
    text = claims.text
    folded = {plain: said for said, plain in lookalikes}
    found: list[Stranger] = []
    ends = [end for _, end in persons_at]
    for match in _WORD.finditer(text):
        word = match.group(0)
        bare = word[:-2] if word.endswith("'s") else word.rstrip("'")
        start, end = match.start(), match.end()
        if not claims.is_free(start, end) or bare in _NOT_NAMES or bare in WEEKDAYS or bare in MONTHS:
            continue
        if names_a_pet(text, start, end):
            continue  # "vet for max the dog": the dog's name, no person to ask about
        known_form = bare in lex.people
        if known_form and bare not in folded:
            continue  # a member's name as typed (the slot tests below decide nothing then)
        before = text[max(0, start - 40) : start]
        slot = _SLOT.search(before)
        told = bare in RELATIONS and _SUBJECT_BEFORE.fullmatch(before) and _SUBJECT_AFTER.match(text, end)
        possessive = word.endswith("'s")
        after_person = any(0 <= start - e <= 8 and _LIST_GAP.fullmatch(text[e:start]) for e in ends)
        if slot is not None and slot.group(0).strip().startswith(("and", "&")) and not after_person:
            slot = None  # "dentist and haircut": "and" lists people only after a person
        initial = initial_of(bare, lex) if start == 0 and not possessive else None
        if initial is not None:  # "j dentist fri at 3": Jake, most likely, but asked, never taken
            found.append(Stranger(bare.upper(), start, end, initial))
            found[-1] = Stranger(found[-1].said, start, end, initial, _role("", found, False))
            claims.claim(start, end)
            ends.append(end)
            continue
        if slot is None and not possessive and not after_person and not told:
            continue
        lead = _DETERMINER_END.search(before)
        celebrated = possessive and bare not in folded and _OCCASION_AFTER.match(text, end) is not None
        if celebrated and near_miss(bare, lex) is None:
            continue  # "add tom's birthday on march 3": his birthday is the entry, Tom no member
        said = (lead.group(0) if lead and bare in RELATIONS else "") + bare
        if bare in folded:
            found.append(Stranger(folded[bare], start, end, lex.people[bare][0] if known_form else None))
        elif bare in RELATIONS:
            found.append(Stranger(said, start - (len(said) - len(bare)), end))
        elif (
            (miss := near_miss(bare, lex)) is not None
            and lead is None  # "for the bake sale", "the lake trip": a thing, not a misspelt Jake
            and (slot is not None or after_person or possessive)
        ):
            found.append(Stranger(bare.capitalize() if bare in capitalized else bare, start, end, miss))
        elif bare in GIVEN_NAMES or (bare in capitalized and not possessive or bare in capitalized and slot):
            found.append(Stranger(bare.capitalize(), start, end))
        else:
            continue
        role = _role(slot.group(0) if slot else ("for " if told else ""), found, after_person)
        found[-1] = Stranger(found[-1].said, found[-1].start, end, found[-1].suggestion, role)
        claims.claim(found[-1].start, end)
        ends.append(end)
    return found


def _role(slot: str, found: list[Stranger], after_person: bool) -> str:
    word = slot.split()[0] if slot.strip() else ""
    if word == "for":
        return "for"
    if word in ("with", "w", "plus", "along", "together", "invite", "inviting", "including"):
        return "with"
    if after_person and len(found) > 1:
        return found[-2].role
    return "plain"
