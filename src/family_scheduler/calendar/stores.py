"""Which store a location names: a SQLite file path, or a `postgresql://` database URL.

The one place the CLI, the Python API and the server turn `--db` into a calendar, so
each of them takes either kind the same way.
"""

from __future__ import annotations

from pathlib import Path

from ..models.family import Family
from .base import Calendar

Location = str | Path
"""A SQLite file (a path) or a PostgreSQL database (`postgresql://user@host:port/db`)."""


def is_database_url(location: Location) -> bool:
    """Whether `location` names a PostgreSQL database rather than a SQLite file."""
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


def location_of(text: str) -> Location:
    """A `--db` value as given: a database URL stays text, anything else is a file path."""
    return text if is_database_url(text) else Path(text).expanduser()


def describe(location: Location) -> str:
    """The location for messages (a database URL without its password)."""
    if is_database_url(location):
        from .postgres import redacted

        return redacted(str(location))
    return str(location)


def store_exists(location: Location) -> bool:
    """Whether there is a calendar to open (a database URL always names one; its tables are
    made on first use)."""
    return is_database_url(location) or Path(location).exists()


def families_in(location: Location) -> list[str]:
    """The family ids a calendar holds."""
    if is_database_url(location):
        from .postgres import list_families

        return list_families(str(location))
    from .sqlite import list_families as sqlite_families

    return sqlite_families(location)


def open_store(location: Location, family_id: str | None = None) -> Calendar:
    """The calendar of `family_id` in an existing store (the only family when not named)."""
    if is_database_url(location):
        from .postgres import open_calendar as open_database

        return open_database(str(location), family_id)
    from .sqlite import open_calendar

    return open_calendar(location, family_id)


def store_for(location: Location, family_id: str, family: Family | None = None) -> Calendar:
    """The calendar of `family_id`, created when new (with `family` saved when given)."""
    if is_database_url(location):
        from .postgres import PostgresCalendar

        return PostgresCalendar(str(location), family_id, family)
    from .sqlite import SqliteCalendar

    return SqliteCalendar(location, family_id, family)


def close_store(calendar: Calendar) -> None:
    """Close a store opened here (stores without connections have nothing to close)."""
    close = getattr(calendar, "close", None)
    if close is not None:
        close()
