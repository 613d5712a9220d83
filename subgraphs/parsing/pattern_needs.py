"""The words a pattern cannot match without, read from the pattern itself.

Most messages hold none of the words most recognisers look for ("dentist for jake on
friday at 3pm" says nothing of sickness, swaps or rides), yet a regex search still walks
every position of the text. `needs(pattern)` reads the pattern's own parse tree and gives
literal pieces one of which every text it matches in must contain; when the text holds
none of them the search cannot match and is skipped. Derived, never written by hand, so it
stays exact when a pattern changes: a piece is only ever taken from a stretch of the
pattern that every match goes through (literals, small sets of characters, branches whose
every alternative gives one, what a lookahead or lookbehind must see), and anything the
reading does not know (case-insensitive parts, back-references, classes like \\w) gives
no piece, so no guard.
"""

from __future__ import annotations

import re
from itertools import product
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

_MOST_EXACT = 64
"""How many exact spellings a stretch may have before it is read as open."""
_MOST_NEEDS = 48
"""A guard of more pieces than this costs about what the search it spares."""
_SHORTEST = 2
"""A guard whose pieces include a single letter, figure or space spares almost nothing
(a single mark of punctuation is rare enough to be worth it: ";", ",")."""
_SMALL_SET = 8
"""A character set of at most this many characters is read as its characters."""

Exact = frozenset[str] | None
"""Every string a stretch can match, when there are few; None when open."""
Needs = frozenset[str] | None
"""Pieces one of which every match of a stretch contains; None when nothing is sure."""


def _set_chars(items: list[tuple[Any, Any]]) -> Exact:
    chars: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            chars.add(chr(av))
        elif op is sre.RANGE and av[1] - av[0] < _SMALL_SET:
            chars.update(chr(c) for c in range(av[0], av[1] + 1))
        else:
            return None  # NEGATE, CATEGORY (\s, \d, \w), wide ranges
    return frozenset(chars) if 0 < len(chars) <= _SMALL_SET else None


def _better(a: Needs, b: Needs) -> Needs:
    """The more telling of two guards: longer shortest piece, then fewer pieces."""
    if a is None or not a:
        return b
    if b is None or not b:
        return a
    key_a = (min(map(len, a)), -len(a))
    key_b = (min(map(len, b)), -len(b))
    return a if key_a >= key_b else b


def _from_exact(exact: Exact) -> Needs:
    if exact is None or "" in exact:
        return None
    return exact


def _item(op: Any, av: Any) -> tuple[Exact, Needs]:
    """What one node of the parse tree matches exactly, and what its matches need."""
    if op is sre.LITERAL:
        return frozenset({chr(av)}), frozenset({chr(av)})
    if op is sre.IN:
        exact = _set_chars(av)
        return exact, exact
    if op is sre.ASSERT:
        # Looked at, not consumed: what it needs is in the text, if not in the match.
        return frozenset({""}), _sequence(av[1])[1]
    if op in (sre.AT, sre.ASSERT_NOT):
        return frozenset({""}), None  # zero-width: consumes nothing, needs nothing
    if op is sre.SUBPATTERN:
        _group, add_flags, _del_flags, sub = av
        if add_flags & sre.SRE_FLAG_IGNORECASE:
            return None, None
        return _sequence(sub)
    if op is sre.ATOMIC_GROUP:
        return _sequence(av)
    if op is sre.BRANCH:
        results = [_sequence(alt) for alt in av[1]]
        exacts = [e for e, _ in results]
        spelled: Exact = None
        if all(e is not None for e in exacts):
            joined = frozenset().union(*(e for e in exacts if e is not None))
            spelled = joined if len(joined) <= _MOST_EXACT else None
        pieces: Needs = None
        if all(n is not None for _, n in results):
            pieces = frozenset().union(*(n for _, n in results if n is not None))
        return spelled, pieces
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, high, sub = av
        inner_exact, inner_needs = _sequence(sub)
        if low == high == 1:
            return inner_exact, inner_needs
        if low == 0 and high == 1 and inner_exact is not None:
            return inner_exact | {""}, None  # "s?": "" or "s"
        if low == 0:
            return None, None
        return None, inner_needs  # at least once: what one needs, all need
    return None, None  # ANY, NOT_LITERAL, GROUPREF, GROUPREF_EXISTS, ...


def _sequence(pattern: Any) -> tuple[Exact, Needs]:
    """A run of nodes: the spellings of its literal stretches joined, the best guard kept."""
    best: Needs = None
    run: frozenset[str] | None = frozenset({""})  # the spellings of the stretch so far
    all_exact = True
    for op, av in pattern:
        exact, needs = _item(op, av)
        best = _better(best, needs)
        if exact is not None and run is not None and len(run) * len(exact) <= _MOST_EXACT:
            run = frozenset(a + b for a, b in product(run, exact))
            continue
        best = _better(best, _from_exact(run))
        all_exact = False
        run = exact if exact is not None else frozenset({""})
    best = _better(best, _from_exact(run))
    return (run if all_exact else None), best


def _minimal(pieces: frozenset[str]) -> tuple[str, ...]:
    """The pieces without those that hold another (a text holding "cannot" holds "not")."""
    kept = [p for p in pieces if not any(q != p and q in p for q in pieces)]
    return tuple(sorted(kept, key=lambda p: (-len(p), p)))


def derive(source: str, flags: int) -> tuple[str, ...] | None:
    """The pieces one of which every text that `source` (compiled with `flags`) matches in
    contains (in the match, or where a lookahead or lookbehind looked), or None when no
    sure, useful guard can be read."""
    if flags & (re.IGNORECASE | re.LOCALE):
        return None
    try:
        _exact, found = _sequence(sre_parse.parse(source, flags))
    except (re.error, RecursionError):
        return None
    if (
        not found
        or len(found) > _MOST_NEEDS
        or any(len(p) < _SHORTEST and p.isalnum() or p.isspace() for p in found)
    ):
        return None
    return _minimal(found)


def holds_any(text: str, words: tuple[str, ...] | str) -> bool:
    """Whether `text` contains one of `words` (or of the characters of a string): the cheap
    test that a pattern needing one of them is worth running."""
    for word in words:
        if word in text:
            return True
    return False


_KNOWN: dict[int, tuple[re.Pattern[str], tuple[str, ...] | None]] = {}


def needs(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """`derive` for a compiled pattern, read once per pattern (kept by identity, the
    pattern held so that its id is never another's)."""
    known = _KNOWN.get(id(pattern))
    if known is not None and known[0] is pattern:
        return known[1]
    found = derive(pattern.pattern, pattern.flags) if isinstance(pattern.pattern, str) else None
    _KNOWN[id(pattern)] = (pattern, found)
    return found


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False only when `text` holds none of the pieces every match of `pattern` needs."""
    pieces = needs(pattern)
    return pieces is None or holds_any(text, pieces)


def search(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """`pattern.search(text)`, not run when it cannot match."""
    return pattern.search(text) if may_match(pattern, text) else None


def match(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """`pattern.match(text)`, not run when it cannot match."""
    return pattern.match(text) if may_match(pattern, text) else None
