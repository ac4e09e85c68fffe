"""Migration 0005 on SQLite and PostgreSQL: ``patterns.recent`` is backfilled from the stored
outcomes, per-user tallies are created for them, and the downgrade removes both."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import create_engine, text

from memory_core.store.migrate import current, downgrade, upgrade

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def _outcome_rows() -> list[dict[str, object]]:
    return [
        {
            "tenant_id": "acme",
            "user_id": "u1" if i % 2 else "u2",
            "session_id": f"s{i}",
            "pattern_id": "logs",
            "success": i < 25,
            "occurred_at": (T0 + timedelta(days=i)).replace(tzinfo=None),
        }
        for i in range(30)
    ]


def test_recent_outcomes_and_user_tallies_are_backfilled(database_url: str) -> None:
    downgrade(database_url, "0002")
    engine = create_engine(database_url)
    with engine.begin() as c:
        c.execute(
            text(
                "INSERT INTO patterns (tenant_id, user_id, pattern_id, behaviour, source, applied,"
                " succeeded, confidence, deprecated, created_at, updated_at, weight_applied,"
                " weight_succeeded) VALUES ('acme', '*', 'logs', 'ask for logs', 'instruction',"
                " 30, 25, 0.8, false, :t, :t, 30, 25)"
            ),
            {"t": T0.replace(tzinfo=None)},
        )
        c.execute(
            text(
                "INSERT INTO pattern_outcomes (tenant_id, user_id, session_id, pattern_id,"
                " success, occurred_at) VALUES (:tenant_id, :user_id, :session_id, :pattern_id,"
                " :success, :occurred_at)"
            ),
            _outcome_rows(),
        )
    upgrade(database_url)
    assert current(database_url) >= "0005"  # head; later revisions leave patterns alone
    with engine.connect() as c:
        rows = {
            r.user_id: r
            for r in c.execute(
                text("SELECT user_id, applied, succeeded, recent, behaviour FROM patterns")
            )
        }
    assert set(rows) == {"*", "u1", "u2"}
    assert rows["*"].behaviour == "ask for logs" and rows["*"].applied == 30
    import json

    def recent(r: object) -> list[list[int]]:
        raw = r.recent  # type: ignore[attr-defined]
        return json.loads(raw) if isinstance(raw, str) else raw

    tenant_recent = recent(rows["*"])
    assert len(tenant_recent) == 30 and [ok for _, ok in tenant_recent][-5:] == [0] * 5
    assert (rows["u1"].applied, rows["u1"].succeeded) == (15, 12)
    assert len(recent(rows["u1"])) == 15 and rows["u1"].behaviour is None
    downgrade(database_url, "0002")
    with engine.connect() as c:
        assert c.execute(text("SELECT count(*) FROM patterns")).scalar() == 1
    upgrade(database_url)
    engine.dispose()
