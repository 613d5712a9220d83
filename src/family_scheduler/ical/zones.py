"""The zone database's name for the zone a calendar app wrote, however it wrote it.

Outlook and Exchange name zones their own way: a Windows id ("Eastern Standard Time",
mapped by icalendar's table), or the label Windows shows, "(UTC-05:00) Eastern Time (US &
Canada)", sometimes with no VTIMEZONE at all; or "Customized Time Zone" with a VTIMEZONE
whose rules are all there is. A label is looked up in the table below (the labels of the
common zones); a VTIMEZONE nobody names is matched by its rules: the zone (the family's
own first) whose offset agrees with it on every day of the year. Reading such times on
the family's clock instead would put them hours off, or an hour off between two
countries' daylight-saving changes.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, tzinfo

from ..timeutil import zone

_LABEL_PREFIX = re.compile(r"^\s*\((?:UTC|GMT)\s*(?:[+\-\u2212]\s*\d{1,2}(?::\d{2})?)?\)\s*")
"""The "(UTC-05:00) " (older Outlook: "(GMT-05:00) ") in front of a Windows zone label."""

WINDOWS_LABELS: dict[str, str] = {
    "international date line west": "Etc/GMT+12",
    "coordinated universal time-11": "Etc/GMT+11",
    "hawaii": "Pacific/Honolulu",
    "alaska": "America/Anchorage",
    "pacific time (us & canada)": "America/Los_Angeles",
    "pacific time (us & canada); tijuana": "America/Los_Angeles",
    "baja california": "America/Tijuana",
    "arizona": "America/Phoenix",
    "mountain time (us & canada)": "America/Denver",
    "central time (us & canada)": "America/Chicago",
    "saskatchewan": "America/Regina",
    "guadalajara, mexico city, monterrey": "America/Mexico_City",
    "central america": "America/Guatemala",
    "eastern time (us & canada)": "America/New_York",
    "indiana (east)": "America/Indiana/Indianapolis",
    "bogota, lima, quito, rio branco": "America/Bogota",
    "bogota, lima, quito": "America/Bogota",
    "atlantic time (canada)": "America/Halifax",
    "newfoundland": "America/St_Johns",
    "brasilia": "America/Sao_Paulo",
    "city of buenos aires": "America/Argentina/Buenos_Aires",
    "buenos aires": "America/Argentina/Buenos_Aires",
    "santiago": "America/Santiago",
    "coordinated universal time": "UTC",
    "dublin, edinburgh, lisbon, london": "Europe/London",
    "greenwich mean time : dublin, edinburgh, lisbon, london": "Europe/London",
    "monrovia, reykjavik": "Atlantic/Reykjavik",
    "amsterdam, berlin, bern, rome, stockholm, vienna": "Europe/Berlin",
    "belgrade, bratislava, budapest, ljubljana, prague": "Europe/Budapest",
    "brussels, copenhagen, madrid, paris": "Europe/Paris",
    "sarajevo, skopje, warsaw, zagreb": "Europe/Warsaw",
    "west central africa": "Africa/Lagos",
    "athens, bucharest": "Europe/Bucharest",
    "athens, bucharest, istanbul": "Europe/Bucharest",
    "helsinki, kyiv, riga, sofia, tallinn, vilnius": "Europe/Helsinki",
    "helsinki, kiev, riga, sofia, tallinn, vilnius": "Europe/Helsinki",
    "jerusalem": "Asia/Jerusalem",
    "cairo": "Africa/Cairo",
    "harare, pretoria": "Africa/Johannesburg",
    "istanbul": "Europe/Istanbul",
    "moscow, st. petersburg": "Europe/Moscow",
    "moscow, st. petersburg, volgograd": "Europe/Moscow",
    "nairobi": "Africa/Nairobi",
    "abu dhabi, muscat": "Asia/Dubai",
    "islamabad, karachi": "Asia/Karachi",
    "chennai, kolkata, mumbai, new delhi": "Asia/Kolkata",
    "kathmandu": "Asia/Kathmandu",
    "bangkok, hanoi, jakarta": "Asia/Bangkok",
    "beijing, chongqing, hong kong, urumqi": "Asia/Shanghai",
    "kuala lumpur, singapore": "Asia/Singapore",
    "perth": "Australia/Perth",
    "taipei": "Asia/Taipei",
    "osaka, sapporo, tokyo": "Asia/Tokyo",
    "seoul": "Asia/Seoul",
    "adelaide": "Australia/Adelaide",
    "darwin": "Australia/Darwin",
    "brisbane": "Australia/Brisbane",
    "canberra, melbourne, sydney": "Australia/Sydney",
    "hobart": "Australia/Hobart",
    "auckland, wellington": "Pacific/Auckland",
}
"""What follows "(UTC±hh:mm) " in the labels Windows shows, lower case, to the zone meant."""


def labelled_zone(tzid: str) -> str | None:
    """The zone a Windows label names ("(UTC-06:00) Central Time (US & Canada)"), or None."""
    if not _LABEL_PREFIX.match(tzid):
        return None
    label = _LABEL_PREFIX.sub("", tzid).replace("&amp;", "&")
    return WINDOWS_LABELS.get(" ".join(label.lower().split()))


def offset_zone(tzid: str) -> str | None:
    """The zone database's fixed-offset zone a bare offset names ("GMT-0500", "UTC+01:00",
    which older groupware writes with no VTIMEZONE), or None (not an offset, or not a
    whole hour: the database has no zone for those)."""
    match = _OFFSET.fullmatch(tzid)
    if not match or int(match.group(3) or 0) or int(match.group(2)) > 14:
        return None
    hours = int(match.group(2))
    if not hours:
        return "UTC"
    return f"Etc/GMT{'+' if match.group(1) != '+' else '-'}{hours}"  # the database's signs run backwards


_OFFSET = re.compile(r"\s*(?:GMT|UTC)\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?\s*")


def zone_by_rules(written: tzinfo, at: datetime, first: str) -> str | None:
    """The zone whose offset agrees with `written` (a VTIMEZONE's rules) at noon on every
    day of the year of `at` and at `at` itself: `first` when it does, else the first of the
    zones Windows knows, by name; None when none does."""
    from icalendar.timezone.windows_to_olson import WINDOWS_TO_OLSON

    wall = at.replace(tzinfo=None)
    noon = datetime(wall.year, 1, 1, 12)
    days = [wall, *(noon + timedelta(days=d) for d in range(0, 366, 91))]
    days += [noon + timedelta(days=d) for d in range(366)]
    try:
        offsets = [day.replace(tzinfo=written).utcoffset() for day in days]
    except (ValueError, OverflowError):
        return None
    for name in [first, *sorted(set(WINDOWS_TO_OLSON.values()))]:
        try:
            tz = zone(name)
        except ValueError:
            continue
        if all(
            day.replace(tzinfo=tz).utcoffset() == offset for day, offset in zip(days, offsets, strict=True)
        ):
            return name
    return None
