"""Store records to the frozen views the read library hands out."""

from __future__ import annotations

from collections.abc import Iterable

from memory_core.read.views import FactChange, FactView
from memory_core.store.records import FactChangeRecord, FactRecord


def fact_views(rows: Iterable[FactRecord]) -> list[FactView]:
    return [
        FactView(
            f.entity,
            f.category,
            f.key,
            f.value,
            f.confidence,
            f.valid_from,
            f.valid_to,
            f.source_session_id,
            f.times_confirmed,
        )
        for f in rows
    ]


def fact_changes(rows: Iterable[FactChangeRecord]) -> list[FactChange]:
    return [
        FactChange(
            h.entity,
            h.category,
            h.key,
            h.change,
            h.old_value,
            h.new_value,
            h.source_session_id,
            h.changed_at,
        )
        for h in rows
    ]
