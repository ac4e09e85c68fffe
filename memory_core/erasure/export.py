"""GDPR access and portability: everything memory-core holds about one user, as JSON.

The document follows ``export.schema.json`` (shipped beside this module, JSON Schema 2020-12;
``schema()`` loads it). Facts are grouped by (entity, key): every validity interval, every
history row (corrections name their actor) and every statement behind them with its
session. Episodes are exactly as stored, which is masked. Rules and tenant-wide procedures
carry only this user's evidence and outcomes. Erasure receipts are included, so the user
can see what was erased before.
"""

from __future__ import annotations

import json
from collections import defaultdict
from datetime import UTC, datetime
from functools import cache
from importlib import resources
from typing import Any

from memory_core.store import export_reads, ledger_reads
from memory_core.store import receipts as receipt_sql
from memory_core.store.store import Store

SCHEMA_ID = "memory-core/export/v1"


@cache
def schema() -> dict[str, Any]:
    text = resources.files("memory_core.erasure").joinpath("export.schema.json").read_text()
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def _t(at: datetime | None) -> str | None:
    return None if at is None else at.isoformat()


def export_user(database: str | Store, user_id: str, tenant_id: str = "default") -> dict[str, Any]:
    """Build the export document for one user (read-only)."""
    store = database if isinstance(database, Store) else Store(database)
    try:
        with store.sessions() as s:
            intervals = ledger_reads.facts(s, tenant_id, user_id, current=False)
            hist = ledger_reads.history(s, tenant_id, user_id, limit=1_000_000)
            sources = export_reads.observations(s, tenant_id, user_id)
            eps = export_reads.episode_views(s, tenant_id, user_id)
            rules = ledger_reads.rules(s, tenant_id, user_id)
            procs = ledger_reads.procedures(s, tenant_id, user_id, recent=0)
            done = receipt_sql.receipts(s, tenant_id, user_id)
    finally:
        if not isinstance(database, Store):
            store.dispose()
    keys: dict[tuple[str, str], dict[str, Any]] = {}
    for f in intervals:
        k = keys.setdefault(
            (f.entity, f.key),
            {
                "entity": f.entity,
                "key": f.key,
                "category": f.category,
                "current": None,
                "intervals": [],
                "history": [],
                "sources": [],
            },
        )
        item = {
            "id": f.id,
            "value": f.value,
            "valid_from": _t(f.valid_from),
            "valid_to": _t(f.valid_to),
            "confidence": f.confidence,
            "times_confirmed": f.times_confirmed,
            "source_session_id": f.source_session_id,
        }
        k["intervals"].append(item)
        if f.valid_to is None:
            k["current"] = f.value
    by_key: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for h in hist:
        by_key[(h.entity, h.key)].append(
            {
                "change": h.change,
                "old_value": h.old_value,
                "new_value": h.new_value,
                "session_id": h.source_session_id,
                "changed_at": _t(h.changed_at),
                "actor": h.actor,
            }
        )
    for ek, rows in by_key.items():
        if ek in keys:
            keys[ek]["history"] = rows
    for ek, obs in sources.items():
        if ek in keys:
            keys[ek]["sources"] = [
                {"session_id": sid, "observed_at": _t(at), "value": v} for sid, at, v in obs
            ]
    return {
        "schema": SCHEMA_ID,
        "exported_at": datetime.now(UTC).isoformat(),
        "tenant_id": tenant_id,
        "user_id": user_id,
        "facts": list(keys.values()),
        "episodes": [
            {
                "session_id": e.session_id,
                "started_at": _t(e.started_at),
                "ended_at": _t(e.ended_at),
                "topic": e.topic,
                "summary": e.summary,
                "importance": e.importance,
                "messages": e.messages,
                "tool_calls": e.tool_calls,
                "metadata": e.metadata,
                "outcomes": e.outcomes,
                "pii_report": e.pii_report,
            }
            for e in eps
        ],
        "rules": [
            {
                "concept": r.concept,
                "rule": r.rule,
                "scope": r.scope,
                "status": r.status,
                "confidence": r.confidence,
                "retired_reason": r.retired_reason,
                "evidence": [
                    {"session_id": e.session_id, "message_ids": e.message_ids} for e in r.evidence
                ],
            }
            for r in rules
        ],
        "procedures": [
            {
                "pattern_id": p.pattern_id,
                "scope": p.scope,
                "trigger": p.trigger,
                "behaviour": p.behaviour,
                "confidence": p.confidence,
                "deprecated": p.deprecated,
                "outcomes": [
                    {
                        "session_id": o.session_id,
                        "success": o.success,
                        "occurred_at": _t(o.occurred_at),
                    }
                    for o in p.outcomes
                ],
            }
            for p in procs
        ],
        "receipts": [r.to_dict() for r in done],
    }
