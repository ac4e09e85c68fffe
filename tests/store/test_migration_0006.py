"""Migration 0006 on SQLite and PostgreSQL: facts stored under ``environment`` / ``account``
before slots existed are re-owned by the user, their timelines merged with the user's (one
current value per slot, row ids kept, history kept and saying where it was), third parties
left alone; a merge after it continues the same slots."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import create_engine, text

from memory_core import MemoryReader, process_session
from memory_core.settings import Settings
from memory_core.store.migrate import current, downgrade, upgrade
from tests.support.sessions import session

T = [datetime(2026, 1, 5, 10, 0, tzinfo=UTC) + timedelta(days=7 * i) for i in range(5)]


def _naive(at: datetime) -> datetime:
    return at.replace(tzinfo=None)


def _stated(c: Any, entity: str, key: str, value: str, sid: str, at: datetime, **row: Any) -> None:
    """One pre-slot statement: observation, fact row and 'added' history, as the old merge."""
    p = {"e": entity, "k": key, "v": value, "s": sid, "t": _naive(at)}
    c.execute(
        text(
            "INSERT INTO fact_observations (tenant_id, user_id, entity, key, category, value,"
            " confidence, retracted, observed_at, session_id, recorded_at) VALUES ('acme', 'u1',"
            " :e, :k, 'technical_environment', :v, 0.8, false, :t, :s, :t)"
        ),
        p,
    )
    if row.get("fact", True):
        fid = c.execute(
            text(
                "INSERT INTO facts (tenant_id, user_id, entity, category, key, value, confidence,"
                " valid_from, valid_to, last_observed_at, source_session_id, times_confirmed,"
                " recorded_at) VALUES ('acme', 'u1', :e, 'technical_environment', :k, :v, 0.8,"
                " :t, NULL, :t, :s, 1, :t) RETURNING id"
            ),
            p,
        ).scalar_one()
        c.execute(
            text(
                "INSERT INTO fact_history (tenant_id, user_id, fact_id, entity, category, key,"
                " change, old_value, new_value, source_session_id, changed_at, recorded_at)"
                " VALUES ('acme', 'u1', :f, :e, 'technical_environment', :k, 'added', NULL, :v,"
                " :s, :t, :t)"
            ),
            {**p, "f": fid},
        )


def test_old_owners_are_re_owned_and_timelines_merged(
    database_url: str, settings: Settings
) -> None:
    downgrade(database_url, "0005")
    engine = create_engine(database_url)
    with engine.begin() as c:
        c.execute(
            text(
                "INSERT INTO memory_users (tenant_id, user_id, created_at, facts_version,"
                " reflected_episode_id) VALUES ('acme', 'u1', :t, 3, 0)"
            ),
            {"t": _naive(T[0])},
        )
        _stated(c, "environment", "database", "PostgreSQL 14", "s1", T[0])
        _stated(c, "account", "plan", "Pro", "s1", T[0])
        _stated(c, "customer", "database", "Oracle", "s1", T[0])
        _stated(c, "environment", "database", "Postgres 14", "s2", T[1], fact=False)
        _stated(c, "user", "database", "MySQL 8", "s3", T[2])
        _stated(c, "environment", "db", "MySQL 8", "s3", T[2], fact=False)  # same session
        _stated(c, "user", "plan", "Business", "s4", T[3])
        pg14 = c.execute(text("SELECT id FROM facts WHERE value = 'PostgreSQL 14'")).scalar_one()
    upgrade(database_url)
    assert current(database_url) == "0006"

    reader = MemoryReader(database_url)
    now = {(f.entity, f.key): f.value for f in reader.facts("u1", tenant_id="acme")}
    assert now == {
        ("user", "database"): "MySQL 8",
        ("user", "plan"): "Business",
        ("customer", "database"): "Oracle",
    }
    with engine.connect() as c:
        rows = c.execute(
            text(
                "SELECT id, entity, key, value, valid_to, superseded_by_session_id, times_confirmed"
                " FROM facts ORDER BY id"
            )
        ).all()
        assert {r.entity for r in rows} == {"user", "customer"}
        old = next(r for r in rows if r.id == pg14)  # kept its id, ended by s3
        assert old.entity == "user" and old.valid_to is not None
        assert (old.superseded_by_session_id, old.times_confirmed) == ("s3", 2)
        obs = c.execute(
            text(
                "SELECT session_id FROM fact_observations WHERE entity = 'user'"
                " AND key = 'database' ORDER BY session_id"
            )
        ).scalars()
        assert list(obs) == ["s1", "s2", "s3"]  # one statement of the slot per session
        version = c.execute(text("SELECT facts_version FROM memory_users")).scalar_one()
        assert version == 4
    history = reader.fact_history("u1", tenant_id="acme")
    assert {h.entity for h in history} == {"user", "customer"}
    moved = [h for h in history if h.key == "database" and h.entity == "user"]
    changes = [(h.change, h.old_value, h.new_value) for h in moved]
    assert ("superseded", "PostgreSQL 14", "MySQL 8") in changes
    plan = [(h.change, h.old_value, h.new_value) for h in history if h.key == "plan"]
    assert ("superseded", "Pro", "Business") in plan

    # The next session continues the merged slot: a change from MySQL 8, not a second slot.
    process_session(
        session("s5", "u1", 400, "We upgraded to MySQL 8.4 last night.", tenant_id="acme"),
        settings=settings,
    )
    now = {(f.entity, f.key): f.value for f in reader.facts("u1", tenant_id="acme")}
    assert now[("user", "database")] == "MySQL 8.4"
    assert len([k for k in now if k[1] == "database" and k[0] == "user"]) == 1
    downgrade(database_url, "0005")  # nothing to undo; the data stay merged
    upgrade(database_url)
    engine.dispose()
