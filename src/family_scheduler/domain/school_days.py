"""Things that happen at school on a day: a test, picture day, show and tell.

"emma has a math test on friday" was offered as a one-hour booking at 3pm, "jake has picture
day thursday" at 9am. A family means a note on that child's day: it happens in school hours,
where the child is anyway, so it is the whole day and shown as free (it keeps nothing else
out). Said with a time ("math test friday at 10"), it is booked at that time like anything else.
The same words tell the conflict check that a quiz at 11 is school, not a clash with it.
A test that is an appointment ("blood test", "eye exam", "driving test") is not school: only
a school subject's test, or a school's own kind of day, is read here.
"""

from __future__ import annotations

import re

_SUBJECTS = (
    r"spelling|math|maths|science|history|geography|english|french|spanish|german|latin|chinese|"
    r"reading|vocab(?:ulary)?|chemistry|physics|biology|algebra|geometry|calculus|grammar|"
    r"social\s+studies|unit|chapter|pop|class|end[\s-]of[\s-](?:unit|term|year)"
)
_SCHOOL_DAY = re.compile(
    rf"\b(?:(?:{_SUBJECTS})\s+(?:tests?|quiz(?:zes)?|exams?)"
    r"|(?:picture|photo|pajama|pyjama|spirit|hat|crazy\s+hair|crazy\s+sock|dress[\s-]up|costume|career|"
    r"field|sports|100th|hundredth|book\s+character|wacky|twin|jersey|mufti|non[\s-]uniform)\s+day"
    r"|show[\s-](?:and|n|&)[\s-]tell|school\s+photos?|class\s+photos?)\b"
)
_SCHOOL_DAY_NEEDS = ("test", "quiz", "exam", " day", "tell", "photo")
"""_SCHOOL_DAY cannot match without one of these."""


def at_school_that_day(title: str | None) -> bool:
    """Whether an entry with this title is a note on a school day (whole day, shown as free)
    when no time is said."""
    if not title:
        return False
    lowered = title.lower()
    return any(word in lowered for word in _SCHOOL_DAY_NEEDS) and _SCHOOL_DAY.search(lowered) is not None
