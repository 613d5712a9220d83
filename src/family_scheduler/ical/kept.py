"""What a VEVENT carries that the calendar keeps without using: notes, link, categories,
and every other property as it was written, so nothing another app wrote is lost.

DESCRIPTION, URL and CATEGORIES are kept as fields (the family may ask for the notes or
the link). Every property the calendar neither reads nor writes itself (ORGANIZER,
ATTENDEE, CLASS, ATTACH, COLOR, CREATED, X-GOOGLE-CONFERENCE, X-MICROSOFT-...) is kept
as its unfolded content line, verbatim, and written back by `add_kept` when the event
goes out again (an export, a CalDAV push): a family who moves an event here does not
erase the video link or the private flag a phone put on it. Properties the calendar
writes itself (times, rule, title, place, status...) are not kept: ours are the truth,
and LAST-MODIFIED would be stale after a change here, so it is dropped.
"""

from __future__ import annotations

from typing import Any

OWN_PROPERTIES = frozenset(
    {
        "UID",
        "DTSTAMP",
        "SEQUENCE",
        "SUMMARY",
        "DTSTART",
        "DTEND",
        "DURATION",
        "RRULE",
        "RDATE",
        "EXDATE",
        "RECURRENCE-ID",
        "LOCATION",
        "STATUS",
        "TRANSP",
        "DESCRIPTION",
        "URL",
        "CATEGORIES",
        "LAST-MODIFIED",
    }
)
"""Properties the calendar reads into an event's own fields or writes afresh on export."""
SPOKEN_FOR = frozenset({"URL", "CATEGORIES"})
"""Kept as fields, but a changed occurrence's own (not its series') rides in its lines."""
OWN_PREFIX = "X-FAMILY-SCHEDULER-"
"""Our bookkeeping (participants, resources, kind): read into fields, written afresh."""


def notes_of(vevent: Any) -> str | None:
    """The DESCRIPTION as text (escapes undone: commas, semicolons, line breaks), or None."""
    return _text(vevent.get("DESCRIPTION"))


def url_of(vevent: Any) -> str | None:
    """The URL, or None."""
    return _text(vevent.get("URL"))


def categories_of(vevent: Any) -> list[str]:
    """Every CATEGORIES value, in order, each once (a property may be written several times)."""
    found = vevent.get("CATEGORIES")
    props = found if isinstance(found, list) else [found] if found is not None else []
    names: list[str] = []
    for prop in props:
        for value in getattr(prop, "cats", [prop]):
            name = str(value).strip()
            if name and name not in names:
                names.append(name)
    return names


def extra_lines(vevent: Any) -> list[str]:
    """The content lines of the properties the calendar does not use, as written (unfolded)."""
    lines: list[str] = []
    for name, value in vevent.property_items(recursive=False, sorted=False):
        upper = str(name).upper()
        if upper in ("BEGIN", "END") or upper in OWN_PROPERTIES or upper.startswith(OWN_PREFIX):
            continue
        lines.append(str(vevent.content_line(name, value, sorted=False)))
    return in_order(lines)


def in_order(lines: list[str]) -> list[str]:
    """`lines` by property name, several of one name as written: the order a file we write
    has them in, so what is kept reads back the same after an export or a push."""
    return sorted(lines, key=_name)


def own_lines(vevent: Any, names: tuple[str, ...]) -> list[str]:
    """The content lines of `names` as written: a changed occurrence's own URL or
    CATEGORIES, kept with its other properties when they are not its series'."""
    return [
        str(vevent.content_line(name, value, sorted=False))
        for name, value in vevent.property_items(recursive=False, sorted=False)
        if str(name).upper() in names
    ]


def written_sequence(vevent: Any) -> int | None:
    """The SEQUENCE another calendar gave the event (None when it wrote none): an update we
    send must never carry a lower one, or a calendar app may take it for an old copy."""
    try:
        found = int(vevent.get("SEQUENCE"))
    except (TypeError, ValueError):
        return None
    return found if found > 0 else None


def add_kept(
    vevent: Any, notes: str | None, url: str | None, categories: list[str], extra: list[str]
) -> None:
    """Write the kept properties onto `vevent` (one we are building to send out)."""
    if notes:
        vevent.add("DESCRIPTION", notes)
    carried = {_name(line) for line in extra}
    if url and "URL" not in carried:
        vevent.add("URL", url)
    if categories and "CATEGORIES" not in carried:
        vevent.add("CATEGORIES", categories)
    for line in extra:
        _add_line(vevent, line)


def _add_line(vevent: Any, line: str) -> None:
    from icalendar.parser import Contentline

    try:
        name, params, value = Contentline(line).raw_parts()
    except ValueError:  # a line another version wrote badly: better lost than a broken file
        return
    upper = str(name).upper()
    if upper in OWN_PROPERTIES - SPOKEN_FOR or upper.startswith(OWN_PREFIX):
        return  # never two of what we write ourselves (a hand-edited store)
    vevent.add(name, _Verbatim(value, params), encode=False)


def _name(line: str) -> str:
    return line.split(":", 1)[0].split(";", 1)[0].upper()


class _Verbatim(str):
    """A property value written out exactly as it was read (its escapes kept)."""

    params: Any

    def __new__(cls, value: str, params: Any) -> _Verbatim:
        made = super().__new__(cls, value)
        made.params = params
        return made

    def to_ical(self) -> bytes:
        return str(self).encode()


def _text(prop: Any) -> str | None:
    if prop is None:
        return None
    if isinstance(prop, list):  # written twice (which RFC 5545 forbids): the first
        prop = prop[0] if prop else None
        if prop is None:
            return None
    text = str(prop).replace("\r\n", "\n").strip()
    return text or None
