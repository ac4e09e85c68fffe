"""Re-slotting (migration 0006) as pure planning: only slots that move are touched."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memory_core.model.reslot import StoredObservation, StoredRow, plan_reslot

T = [datetime(2026, 2, 1, tzinfo=UTC) + timedelta(days=d) for d in range(3)]


def _obs(i: int, entity: str, key: str, value: str, sid: str, at: datetime) -> StoredObservation:
    return StoredObservation(i, entity, key, "technical_environment", value, 0.8, False, at, sid)


def _row(i: int, entity: str, key: str, value: str, sid: str, at: datetime) -> StoredRow:
    return StoredRow(i, entity, key, "technical_environment", value, at, None, sid, None)


def test_canonical_slots_and_third_parties_are_left_alone() -> None:
    obs = [_obs(1, "user", "database", "MySQL 8", "a", T[0])]
    obs.append(_obs(2, "partner", "database", "Oracle", "a", T[0]))
    rows = [_row(1, "user", "database", "MySQL 8", "a", T[0])]
    rows.append(_row(2, "partner", "database", "Oracle", "a", T[0]))
    assert not plan_reslot(obs, rows, [])


def test_an_old_owner_and_key_spelling_join_the_users_slot() -> None:
    obs = [_obs(1, "environment", "db", "Postgres 15", "a", T[0])]
    obs.append(_obs(2, "user", "database", "PostgreSQL 15.4", "b", T[1]))
    rows = [_row(1, "environment", "db", "Postgres 15", "a", T[0])]
    rows.append(_row(2, "user", "database", "PostgreSQL 15.4", "b", T[1]))
    plan = plan_reslot(obs, rows, [])
    assert plan.observation_updates[1]["entity"] == "user"
    assert plan.observation_updates[1]["key"] == "database"
    updates = dict(plan.row_updates)
    # One interval (15 refined to 15.4): the older row holds it, the newer one is emptied.
    assert updates[1]["value"] == "PostgreSQL 15.4" and updates[1]["valid_to"] is None
    assert updates[2]["valid_to"] == T[1]
    assert [fid for fid, _ in plan.row_updates][-1] == 1  # the open row is written last
    assert not plan.row_inserts and not plan.history_inserts  # a refinement is no change
