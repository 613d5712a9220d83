"""The text of a .ics file's bytes: folded lines joined *before* decoding.

RFC 5545 folds lines at 75 octets, not characters, so a writer may fold in the middle of
a multi-byte UTF-8 character ("Zoë", an emoji). Decoding each physical line on its own
turns both halves into replacement characters; joining the bytes first keeps them whole.
Older desktop clients write Windows-1252 rather than UTF-8: such a file is read as that,
and said so, rather than losing every accented letter. A TZID holding "://" unquoted
(Exchange) is quoted, as RFC 5545 asks, so its times can be read at all.
"""

from __future__ import annotations

import re

_FOLD = re.compile(rb"\r?\n[ \t]")
"""A line break followed by one space or tab: a folded line carries on (RFC 5545 §3.1)."""


_URL_TZID = re.compile(r';TZID=(?!")([^;:"\r\n]+://[^;:"\r\n]+)(?=[;:])')
"""A TZID parameter holding "://" unquoted (Exchange's "tzone://Microsoft/Utc"): RFC 5545
asks for quotes around a value with a colon, and without them the time is unreadable."""


def ics_text(data: bytes | str) -> tuple[str, str | None]:
    """The unfolded text of `data`, and a note when it was not UTF-8 (else None)."""
    if isinstance(data, str):
        return _quoted(data), None
    joined = _FOLD.sub(b"", data)
    try:
        return _quoted(joined.decode("utf-8-sig")), None
    except UnicodeDecodeError:
        pass
    try:
        text = joined.decode("cp1252")
    except UnicodeDecodeError:  # a byte cp1252 leaves undefined: Latin-1 reads every byte
        text = joined.decode("latin-1")
    return _quoted(text), "the file is not UTF-8: it was read as Windows-1252 (check accented letters)"


def _quoted(text: str) -> str:
    return _URL_TZID.sub(r';TZID="\1"', text) if "://" in text else text
