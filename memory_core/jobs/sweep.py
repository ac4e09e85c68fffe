"""The sweeper: re-enqueue sessions whose stage ledger stopped before the last stage.

Why it is needed: a stage commits, then publishes the next stage. If that publish is lost
(the broker restarted between the two, or the message was dropped) nothing is queued,
nothing is unacknowledged and nothing is dead-lettered: the session would wait forever.
The sweeper finds such sessions from the store (``store.sweep.stuck_sessions``: no ledger
row for ``sweep_after_seconds``), skips any with a message in flight on the broker and any
whose user has been forgotten, and publishes the next stage. Stages are idempotent, so a
spurious re-enqueue costs one no-op task; a claim key on the broker keeps two sweeps from
re-enqueuing the same session twice.

A first-stage message has no ledger row to be found by: the broker can lose it between
kombu's ``BRPOP`` and its ``unacked`` write (a Redis crash). Those sessions are in the
intake journal (``memory_core.intake``): an entry older than ``sweep_after_seconds`` whose
session the store has not seen (no ledger row, no dead letter), whose user is not forgotten
and which has no message queued or unacknowledged is pushed back on its queue; an entry
whose session the store has seen is dropped (its worker could not clear it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from memory_core import intake
from memory_core.jobs import broker
from memory_core.logs import get_logger
from memory_core.queues import TASK_OF_STAGE
from memory_core.settings import Settings
from memory_core.store import sweep as stuck
from memory_core.store.store import Store

Publish = Callable[[str, str, str, str], None]
"""Sends a stage task by name: ``publish(task_name, tenant_id, session_id, user_id)``."""
log = get_logger(__name__)


@dataclass
class SweepReport:
    stuck: int = 0
    requeued: dict[str, int] = field(default_factory=dict)
    in_flight: int = 0
    already_claimed: int = 0
    forgotten: int = 0
    broker_busy: bool = False
    # The intake journal: entries past the threshold, pushed back, dropped, in flight.
    intake: dict[str, int] = field(
        default_factory=lambda: {"old": 0, "requeued": 0, "cleared": 0, "in_flight": 0}
    )

    def as_dict(self) -> dict[str, Any]:
        return {
            "stuck": self.stuck,
            "requeued": dict(self.requeued),
            "requeued_total": sum(self.requeued.values()) + self.intake["requeued"],
            "in_flight": self.in_flight,
            "already_claimed": self.already_claimed,
            "forgotten": self.forgotten,
            "broker_busy": self.broker_busy,
            "intake": dict(self.intake),
        }


def sweep(
    store: Store, settings: Settings, publish: Publish, *, dry_run: bool = False
) -> SweepReport:
    """One sweep; returns what it found and did (counts only)."""
    report = SweepReport()
    before = datetime.now(UTC) - timedelta(seconds=settings.sweep_after_seconds)
    with store.read() as tx:
        found = stuck.stuck_sessions(tx, before)
        forgotten = {
            (s.tenant_id, s.session_id)
            for s in found
            if stuck.user_forgotten(tx, s.tenant_id, s.user_id)
        }
    report.stuck, report.forgotten = len(found), len(forgotten)
    r = broker.client(settings.broker_url)
    try:
        journaled = intake.older_than(r, before.timestamp())
        if not found and not journaled:
            return report
        flying = broker.in_flight(r)
        if flying is None:
            report.broker_busy = True
            return report
        _sweep_intake(store, r, journaled, flying, settings, report, dry_run)
        for s in found:
            key = (s.tenant_id, s.session_id)
            if key in forgotten:
                continue
            if key in flying:
                report.in_flight += 1
                continue
            if dry_run:
                report.requeued[s.next_stage] = report.requeued.get(s.next_stage, 0) + 1
                continue
            claim = f"{s.tenant_id}:{s.session_id}:{s.next_stage}"
            if not broker.claim(r, claim, settings.sweep_after_seconds):
                report.already_claimed += 1
                continue
            publish(TASK_OF_STAGE[s.next_stage], s.tenant_id, s.session_id, s.user_id)
            report.requeued[s.next_stage] = report.requeued.get(s.next_stage, 0) + 1
    finally:
        r.close()
    log.info("sweep done", **{k: str(v) for k, v in report.as_dict().items()})
    return report


def _sweep_intake(
    store: Store,
    r: Any,
    journaled: list[intake.Entry],
    flying: set[tuple[str, str]],
    settings: Settings,
    report: SweepReport,
    dry_run: bool,
) -> None:
    """Push back journaled first-stage messages the broker lost; drop entries done with."""
    report.intake["old"] = len(journaled)
    if not journaled:
        return
    with store.read() as tx:
        seen = stuck.seen_sessions(tx, [(e.tenant_id, e.session_id) for e in journaled])
        forgotten = {
            (e.tenant_id, e.session_id)
            for e in journaled
            if (e.tenant_id, e.session_id) not in seen
            and stuck.user_forgotten(tx, e.tenant_id, e.user_id)
        }
    done = [intake.field(*k) for e in journaled if (k := (e.tenant_id, e.session_id)) in seen]
    report.intake["cleared"] = len(done)
    report.forgotten += len(forgotten)
    if not dry_run:
        intake.drop(r, done + [intake.field(*k) for k in forgotten])
    for e in journaled:
        key = (e.tenant_id, e.session_id)
        if key in seen or key in forgotten:
            continue
        if key in flying:
            report.intake["in_flight"] += 1
        elif dry_run:
            report.intake["requeued"] += 1
        elif broker.claim(r, f"{e.tenant_id}:{e.session_id}:intake", settings.sweep_after_seconds):
            intake.requeue(r, e)
            report.intake["requeued"] += 1
        else:
            report.already_claimed += 1
