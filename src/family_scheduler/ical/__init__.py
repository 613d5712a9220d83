"""Other calendars in and out: iCalendar import/export, read-only feeds, CalDAV sync."""
