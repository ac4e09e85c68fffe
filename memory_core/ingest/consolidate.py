"""All four stages of a session in one transaction, when no LLM is configured.

With the built-in extractor nothing waits on the network, so there is no reason for four
tasks, four transactions and three re-reads: ``consolidate`` masks, chunks and embeds
(no SQL), then in one transaction locks the user, reads their current facts, extracts,
stores the episode (already scored) with its chunks and extraction, merges, tallies and
writes the four ledger rows (one executemany), so the stages stay idempotent and the
sweeper still reads the same ledger. The erasure guard reads the tombstone with the
episode insert, after the lock. A duplicate delivery, and any failure that is neither
an outage nor final, goes the staged way instead (``run_staged``): finished stages are
skipped by their ledger rows and a failure is pinned to the stage it happened in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from memory_core.extract import ExtractionResult
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.ingest import guard
from memory_core.ingest.effects import MergeCounts, merge_facts, tally_outcomes
from memory_core.ingest.overlap import episode_and_extract
from memory_core.ingest.runtime import Runtime, SessionConflict, classify
from memory_core.ingest.stages import (
    EpisodeOutcome,
    extraction_input,
    insert_extracted,
    prepare_episode,
    run_extractor,
    stage_episode,
    stage_extract,
    stage_merge_tally,
)
from memory_core.logs import get_logger
from memory_core.model.session import Session, SessionRejected
from memory_core.store import episodes, fact_reads
from memory_core.store.episodes import Forgotten
from memory_core.store.store import mark_stages

log = get_logger(__name__)


@dataclass
class Consolidated:
    episode: EpisodeOutcome
    extraction: ExtractionResult
    merge: MergeCounts
    outcomes: int


class _Duplicate(Exception):
    """The episode was stored before: roll back and resume by the ledger instead."""


def fusable(rt: Runtime) -> bool:
    """True when extraction is local CPU work (the built-in extractor): one task will do."""
    return isinstance(rt.extractor, BuiltinExtractor)


def run_staged(
    rt: Runtime,
    session: Session,
    masked_before: dict[str, int] | None = None,
    on_stage: Callable[[str], None] = lambda _stage: None,
) -> Consolidated:
    """Episode and extraction in one hop (``overlap``), then merge and tally in one
    transaction, skipping finished stages."""
    on_stage("episode")
    if fusable(rt):  # the one-transaction path failed: pin the failure to its stage
        ep, extracted = stage_episode(rt, session, masked_before), None
    else:
        first = episode_and_extract(rt, session, masked_before)
        ep, extracted = first.episode, first.extraction
        if first.error is not None:  # the episode is stored: the failure is extract's
            on_stage("extract")
            raise first.error
    if extracted is None:
        on_stage("extract")
        extracted = stage_extract(rt, session.tenant_id, session.session_id)
    on_stage("merge")
    counts, outcomes = stage_merge_tally(rt, session.tenant_id, session.session_id)
    return Consolidated(ep, extracted, counts, outcomes)


def consolidate(
    rt: Runtime,
    session: Session,
    masked_before: dict[str, int] | None = None,
    on_stage: Callable[[str], None] = lambda _stage: None,
) -> Consolidated:
    """Every stage of the session, in one transaction when the extractor is built in.

    ``on_stage`` is told the stage a failure belongs to (for its dead letter).
    """
    if not fusable(rt):
        return run_staged(rt, session, masked_before, on_stage)
    try:
        return _fused(rt, session, masked_before)
    except _Duplicate:
        pass
    except (SessionRejected, SessionConflict):
        raise
    except Exception as exc:
        if classify(exc) == "outage":
            raise  # retried as a whole: nothing was committed
        log.warning(
            "one-transaction consolidation failed; running the stages one by one",
            tenant_id=session.tenant_id,
            session_id=session.session_id,
            error_type=type(exc).__name__,
        )
    return run_staged(rt, session, masked_before, on_stage)


def _fused(rt: Runtime, session: Session, masked_before: dict[str, int] | None) -> Consolidated:
    ep = prepare_episode(rt, session, masked_before)
    tenant_id, user_id, session_id = ep.tenant_id, ep.user_id, ep.session_id
    settings = rt.settings
    try:
        with rt.store.tx() as tx:
            new_user = episodes.lock_user_seen(tx, tenant_id, user_id, ep.started_at)
            current = fact_reads.slots_as_of(tx, tenant_id, user_id, ep.started_at, session_id)
            inp = extraction_input(
                ep.messages, ep.started_at, ep.tool_calls, ep.metadata, ep.outcomes, current
            )
            result = run_extractor(rt, tenant_id, inp)
            ex = result.extraction
            saved, payload = insert_extracted(tx, ep, result, new_user)
            if not saved.created:
                raise _Duplicate
            counts = merge_facts(
                tx,
                settings,
                tenant_id,
                user_id,
                session_id,
                ep.started_at,
                ex,
                [(c.entity, c.key) for c in current],
            )
            outcomes = tally_outcomes(
                tx, settings, tenant_id, user_id, session_id, ep.ended_at, ep.outcomes
            )
            mark_stages(
                tx,
                tenant_id,
                session_id,
                user_id,
                {
                    "episode": {"episode_id": saved.episode_id, "chunks": len(ep.chunks)},
                    "extract": {"backend": result.backend, "facts": len(payload["facts"])},
                    "merge": counts.detail(),
                    "tally": {"outcomes": outcomes},
                },
            )
    except Forgotten:
        guard.drop(rt.store, settings, tenant_id, user_id, session_id, count=True)
    if new_user:
        guard.settle(rt.store, settings, tenant_id, user_id, session_id, ep.started_at, count=True)
    log.info(
        "session consolidated",
        tenant_id=tenant_id,
        session_id=session_id,
        chunks=len(ep.chunks),
        pii_total=sum(ep.pii_report.values()),
        facts=len(ex.facts),
        added=counts.added,
        updated=counts.updated,
    )
    outcome = EpisodeOutcome(saved.episode_id, True, len(ep.chunks), ep.pii_report, ex.importance)
    return Consolidated(outcome, result, counts, outcomes)
