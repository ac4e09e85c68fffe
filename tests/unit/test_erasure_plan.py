"""Erasure rebuilds a slot with the merge's own row matching (``facts.reconcile``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memory_core.model import erasure, facts
from memory_core.model.facts import Observation

T = [datetime(2026, 3, 1, tzinfo=UTC) + timedelta(days=d) for d in range(4)]


def test_a_row_keeps_its_id_when_the_remaining_wording_is_compatible() -> None:
    # "Postgres 15" then "PostgreSQL 15.4" in one interval; erasing the first session
    # leaves "PostgreSQL 15.4" alone: the merge would keep the row, so erasure does too.
    rows = [erasure.FactRow(7, "PostgreSQL 15.4", T[0], None, "a", None)]
    p = erasure.plan_timeline(rows, [Observation("PostgreSQL 15.4", T[1], "b")], {"a"})
    assert not p.deletes and not p.inserts
    assert p.updates[7]["valid_from"] == T[1] and p.updates[7]["source_session_id"] == "b"


def test_erasure_and_merge_match_the_same_rows() -> None:
    obs = [
        Observation("MySQL 8", T[0], "a"),
        Observation("PostgreSQL 16", T[1], "b"),
        Observation("Postgres", T[2], "c"),
    ]
    stored = [
        erasure.FactRow(1, "MySQL 8", T[0], T[1], "a", "b"),
        erasure.FactRow(2, "PostgreSQL 16", T[1], None, "b", None),
        erasure.FactRow(3, "Oracle", T[3], T[3], "z", "z"),  # emptied long ago
    ]
    p = erasure.plan_timeline(stored, obs[1:], {"a"})
    rec = facts.reconcile(
        [facts.FactRow(r.id, r.value, r.valid_from, r.valid_to, None) for r in stored], obs[1:]
    )
    assert set(p.updates) == {r.id for r in rec.matched.values()} == {2}
    assert p.deletes == [1]  # MySQL 8 came only from the erased session
    assert p.updates[2]["valid_to"] is None and p.updates[2]["times_confirmed"] == 2
