"""The PostgreSQL calendar's tables, the role its sessions run as, and the row-level fence.

The tables mirror the SQLite file's (schema.py): events filed by span class behind one
covering index, commits kept per proposal, a per-family count of writes; an event's
`data` is the whole Event as JSON, so a field added to Event needs no new column. Every row is
keyed by family, and the database itself keeps families apart: the store's sessions run
as FENCED_ROLE, for which row-level security shows and accepts only the rows of the
family named by the session setting `app.family_id` (none when it is not set). The
login role that owns the tables (an administrator) creates them and lists families.
"""

from __future__ import annotations

from .schema import LONGER, NEVER_ENDS, SPAN_BOUNDS

FENCED_ROLE = "family_scheduler_app"
"""The role the store's sessions take (SET ROLE): no login, no BYPASSRLS, not an owner."""

FAMILY_SETTING = "app.family_id"

SCHEMA_LOCK = 7_202_611_015
"""The advisory lock key taken while creating the tables (several processes may open a
new database at once; CREATE TABLE IF NOT EXISTS alone races on the catalog)."""

TABLES = ("families", "events", "commits", "event_changes")

_OWN_ROWS = f"current_setting('{FAMILY_SETTING}', true)"

STATEMENTS = [
    """CREATE TABLE IF NOT EXISTS families (
        id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS events (
        family_id TEXT NOT NULL,
        id TEXT NOT NULL,
        title TEXT NOT NULL,
        recurring BOOLEAN NOT NULL,
        status TEXT NOT NULL,
        first_utc BIGINT NOT NULL,
        last_utc BIGINT,
        duration_s BIGINT NOT NULL,
        version INTEGER NOT NULL,
        data TEXT NOT NULL,
        span_class INTEGER NOT NULL,
        proposal_id TEXT,
        PRIMARY KEY (family_id, id)
    )""",
    "CREATE INDEX IF NOT EXISTS events_by_span ON events"
    " (family_id, span_class, first_utc, last_utc) INCLUDE (id, version)",
    """CREATE TABLE IF NOT EXISTS commits (
        family_id TEXT NOT NULL,
        proposal_id TEXT NOT NULL,
        event_ids TEXT NOT NULL,
        committed_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (family_id, proposal_id)
    )""",
    """CREATE TABLE IF NOT EXISTS event_changes (
        family_id TEXT PRIMARY KEY,
        version BIGINT NOT NULL
    )""",
    # A database administrator may have made the role already (the login role then needs
    # no CREATEROLE): made here only when missing.
    f"""DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{FENCED_ROLE}') THEN
            CREATE ROLE {FENCED_ROLE} NOLOGIN NOBYPASSRLS;
        END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$""",
    # The login role that makes the tables may enter the fence (SET ROLE) to serve families.
    f"""DO $$ BEGIN
        EXECUTE format('GRANT %I TO %I', '{FENCED_ROLE}', current_user);
    EXCEPTION WHEN invalid_grant_operation OR insufficient_privilege THEN NULL;
    END $$""",
    f"GRANT USAGE ON SCHEMA public TO {FENCED_ROLE}",
    f"GRANT SELECT, INSERT, UPDATE, DELETE ON {', '.join(TABLES)} TO {FENCED_ROLE}",
]
for _table, _key in (("families", "id"), ("events", "family_id"), ("commits", "family_id")):
    STATEMENTS += [
        f"ALTER TABLE {_table} ENABLE ROW LEVEL SECURITY",
        f"CREATE POLICY own_family ON {_table} TO {FENCED_ROLE}"
        f" USING ({_key} = {_OWN_ROWS}) WITH CHECK ({_key} = {_OWN_ROWS})",
    ]
STATEMENTS += [
    "ALTER TABLE event_changes ENABLE ROW LEVEL SECURITY",
    f"CREATE POLICY own_family ON event_changes TO {FENCED_ROLE}"
    f" USING (family_id = {_OWN_ROWS}) WITH CHECK (family_id = {_OWN_ROWS})",
]

STATEMENTS += [
    "CREATE TABLE IF NOT EXISTS family_scheduler_schema (version INTEGER NOT NULL)",
    "INSERT INTO family_scheduler_schema (version) VALUES (%(version)s)",
]

SCHEMA_VERSION = 1
HAS_SCHEMA = "SELECT to_regclass('public.family_scheduler_schema') IS NOT NULL"
STORED_VERSION = "SELECT coalesce(max(version), 0) FROM family_scheduler_schema"
"""The schema version a database holds (0 when new): the statements run only below
SCHEMA_VERSION, under SCHEMA_LOCK, so an ordinary open takes no table lock."""

_KEYS = "SELECT id, version FROM events WHERE family_id = %(family)s AND span_class = "
CANDIDATES = " UNION ALL ".join(
    [
        f"{_KEYS}{k} AND first_utc >= %(start)s - {bound} AND first_utc < %(end)s AND last_utc > %(start)s"
        for k, bound in enumerate(SPAN_BOUNDS)
    ]
    + [
        f"{_KEYS}{LONGER} AND first_utc < %(end)s AND last_utc > %(start)s",
        f"{_KEYS}({NEVER_ENDS}) AND first_utc < %(end)s",
    ]
)
"""Keys of the events that may overlap [start, end): one short index range per span class."""
