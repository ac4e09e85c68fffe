"""The consolidation stages as plain functions: episode -> extract -> merge -> tally.

Each stage reads what it needs once, computes with pure rules (``model``), and writes once
in one transaction together with its ``stage_runs`` row, so running it twice (a
redelivery, a retry, a duplicate submit) changes nothing the second time. Only the episode
stage sees raw text: it masks first, and later stages read the masked episode by id.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from memory_core.extract import (
    ExtractionError,
    ExtractionInput,
    ExtractionResult,
    SessionExtraction,
)
from memory_core.extract.base import CurrentFact
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.extract.clean import clean_extraction
from memory_core.ingest import guard
from memory_core.ingest.runtime import PermanentError, Runtime, SessionConflict, failure_reason
from memory_core.logs import get_logger
from memory_core.model.chunking import ChunkMessage, chunk_messages
from memory_core.model.facts import (
    Statement,
    latest_statements,
    plan_merge,
    resolve_statements,
)
from memory_core.model.masking import mask_payload, mask_session, masker_for
from memory_core.model.procedures import (
    PatternScores,
    PatternState,
    ProcedurePolicy,
    after_outcome,
)
from memory_core.model.session import Session
from memory_core.model.slots import Vocabulary, resolve_owner
from memory_core.store import dead_letters, episodes, facts, patterns
from memory_core.store.episodes import NewChunk, NewEpisode
from memory_core.store.store import lock_user, mark_stage, stage_detail

STAGES: tuple[str, ...] = ("episode", "extract", "merge", "tally")
MIN_FACT_CONFIDENCE = 0.3
log = get_logger(__name__)


@dataclass
class EpisodeOutcome:
    episode_id: int
    created: bool
    chunks: int
    pii: dict[str, int]
    importance: int


@dataclass(frozen=True)
class MergeCounts:
    added: int = 0
    updated: int = 0
    confirmed: int = 0
    backfilled: int = 0
    retracted: int = 0
    already_done: bool = False


def _heuristic_importance(session: Session) -> int:
    inp = ExtractionInput(
        messages=[m.model_dump(mode="json") for m in session.messages],
        started_at=session.started_at,
        tool_calls=[t.model_dump(mode="json") for t in session.tool_calls],
        metadata=session.metadata,
        outcomes=[o.model_dump(mode="json") for o in session.outcomes],
    )
    return BuiltinExtractor._importance(inp, 0)


def _no_episode(tenant_id: str, session_id: str) -> PermanentError:
    return PermanentError(f"no stored episode for session {session_id!r} (tenant {tenant_id!r})")


def stage_episode(
    rt: Runtime, session: Session, masked_before: dict[str, int] | None = None
) -> EpisodeOutcome:
    """Mask, chunk, embed and store the session as an episode (idempotent per session).

    ``masked_before``: the counts of a producer that masked the session already
    (``MEMORY_MASK_AT_PRODUCER``); masking again finds nothing new, so they are the report.
    """
    session = session.with_message_ids()
    guard.refuse(
        rt.store, session.tenant_id, session.user_id, session.session_id, session.started_at
    )
    masked, report = mask_session(session, rt.settings)
    for kind, n in (masked_before or {}).items():
        report[kind] = report.get(kind, 0) + n
    msgs = [
        ChunkMessage(m.id or "", m.role, m.content, m.timestamp or masked.started_at)
        for m in masked.messages
    ]
    chunks = chunk_messages(msgs)
    vectors = (
        rt.embedder.embed([c.text for c in chunks])
        if chunks
        else np.zeros((0, rt.embedder.dim), dtype=np.float32)
    )
    importance = _heuristic_importance(masked)
    data = masked.model_dump(mode="json")
    content_hash = hashlib.sha256(
        json.dumps(data, sort_keys=True, ensure_ascii=False).encode()
    ).hexdigest()
    topic = masked.metadata.get("topic")
    saved = episodes.save_episode(
        rt.store,
        NewEpisode(
            tenant_id=masked.tenant_id,
            user_id=masked.user_id,
            session_id=masked.session_id,
            started_at=masked.started_at,
            ended_at=masked.ended_at,
            importance=importance,
            topic=str(topic)[:500] if topic else None,
            summary=None,
            messages=data["messages"],
            tool_calls=data["tool_calls"],
            metadata=data["metadata"],
            outcomes=data["outcomes"],
            pii_report=report,
            content_hash=content_hash,
            chunks=[
                NewChunk(
                    seq=c.seq,
                    text=c.text,
                    message_ids=list(c.message_ids),
                    started_at=c.started_at or masked.started_at,
                    embedding=np.asarray(vectors[i], dtype=np.float32).tobytes(),
                    embedder=rt.embedder.name,
                    dim=rt.embedder.dim,
                )
                for i, c in enumerate(chunks)
            ],
        ),
    )
    if saved.conflict:
        raise SessionConflict(
            f"session {masked.session_id!r} was already stored with different content; "
            "use a new session_id for a new session"
        )
    guard.settle(
        rt.store,
        rt.settings,
        masked.tenant_id,
        masked.user_id,
        masked.session_id,
        masked.started_at,
        count=True,
    )
    log.info(
        "episode stored" if saved.created else "episode already stored",
        tenant_id=masked.tenant_id,
        session_id=masked.session_id,
        chunks=len(chunks),
        pii_total=sum(report.values()),
    )
    return EpisodeOutcome(saved.episode_id, saved.created, len(chunks), report, importance)


def stage_extract(rt: Runtime, tenant_id: str, session_id: str) -> ExtractionResult:
    """Extract facts, importance, topic and summary from the masked episode, once."""
    with rt.store.read() as tx:
        stored = episodes.load_extraction(tx, tenant_id, session_id)
        if stored is not None:
            return ExtractionResult(
                SessionExtraction.model_validate(stored.payload),
                stored.backend,
                stored.prompt_tokens,
                stored.completion_tokens,
            )
        ep = episodes.load_episode(tx, tenant_id, session_id)
        if ep is None:
            raise _no_episode(tenant_id, session_id)
        current = [
            CurrentFact(
                c.entity,
                c.category,
                c.key,
                c.value,
                c.valid_from,
                c.last_observed_at,
                c.source_session_id,
            )
            for c in facts.current_slots(tx, tenant_id, ep.user_id)
        ]
    inp = ExtractionInput(
        messages=ep.messages,
        started_at=ep.started_at,
        tool_calls=ep.tool_calls,
        metadata=ep.meta,
        outcomes=ep.outcomes,
        current_facts=current,
    )
    try:
        result = rt.extractor.extract(inp)
    except ExtractionError as exc:
        if not exc.retryable:
            raise PermanentError(str(exc)) from exc
        raise
    # Defence in depth: whatever the extractor returns is masked again before it is stored.
    seen = "\n".join(str(m.get("content", "")) for m in ep.messages)
    ex = clean_extraction(result.extraction, masker_for(rt.settings, tenant_id), seen)
    result = replace(result, extraction=ex)
    with rt.store.tx() as tx:
        episodes.save_extraction(
            tx,
            tenant_id=tenant_id,
            user_id=ep.user_id,
            session_id=session_id,
            backend=result.backend,
            payload=ex.model_dump(mode="json"),
            prompt_tokens=result.prompt_tokens,
            completion_tokens=result.completion_tokens,
            importance=ex.importance,
            topic=ex.topic or None,
            summary=ex.summary or None,
        )
    guard.settle(rt.store, rt.settings, tenant_id, ep.user_id, session_id, ep.started_at)
    log.info(
        "facts extracted",
        tenant_id=tenant_id,
        session_id=session_id,
        backend=result.backend,
        facts=len(ex.facts),
        prompt_tokens=result.prompt_tokens,
        completion_tokens=result.completion_tokens,
    )
    return result


def stage_merge(rt: Runtime, tenant_id: str, session_id: str) -> MergeCounts:
    """Merge the stored extraction into the user's facts under the user's lock, once.

    One transaction: read the extraction, lock the user, load the slots it states (two
    statements), plan the timeline change (pure), write the plan and the ledger row.
    """
    with rt.store.tx() as tx:
        found = episodes.merge_input(tx, tenant_id, session_id)
        if found is None:
            raise _no_episode(tenant_id, session_id)
        user_id, observed_at, payload = found
        if payload is None:
            raise PermanentError(f"session {session_id!r} has no extraction to merge")
        lock_user(tx, tenant_id, user_id)
        done = stage_detail(tx, tenant_id, session_id, "merge")
        if done is not None:
            return MergeCounts(
                done.get("added", 0),
                done.get("updated", 0),
                done.get("confirmed", 0),
                done.get("backfilled", 0),
                done.get("retracted", 0),
                already_done=True,
            )
        ex = SessionExtraction.model_validate(payload)
        known: dict[str, list[str]] = {}
        for entity, _cat, key, _value in facts.current_facts(tx, tenant_id, user_id):
            known.setdefault(resolve_owner(entity), []).append(key)
        statements = resolve_statements(
            [
                Statement(
                    f.entity,
                    f.key,
                    f.category,
                    f.value,
                    f.confidence,
                    retract=f.op == "retract",
                    previous=f.previous,
                )
                for f in ex.facts
            ],
            known,
            Vocabulary.build(rt.settings.fact_synonym_map()),
        )
        slots = latest_statements(statements, MIN_FACT_CONFIDENCE)
        states = facts.load_slots(tx, tenant_id, user_id, slots)
        plan = plan_merge(
            statements, states, observed_at, session_id, min_confidence=MIN_FACT_CONFIDENCE
        )
        facts.apply_merge(tx, tenant_id, user_id, session_id, observed_at, plan)
        counts = MergeCounts(
            plan.count("added"),
            plan.count("superseded"),
            plan.count("confirmed"),
            plan.count("backfilled"),
            plan.count("retracted"),
        )
        mark_stage(
            tx,
            tenant_id,
            session_id,
            "merge",
            user_id,
            {
                "added": counts.added,
                "updated": counts.updated,
                "confirmed": counts.confirmed,
                "backfilled": counts.backfilled,
                "retracted": counts.retracted,
            },
        )
    guard.settle(rt.store, rt.settings, tenant_id, user_id, session_id, observed_at)
    log.info(
        "facts merged",
        tenant_id=tenant_id,
        session_id=session_id,
        added=counts.added,
        updated=counts.updated,
        confirmed=counts.confirmed,
        retracted=counts.retracted,
    )
    return counts


def stage_tally(rt: Runtime, tenant_id: str, session_id: str) -> int:
    """Count the session's behaviour-rule outcomes into procedural memory, once."""
    policy = ProcedurePolicy.from_settings(rt.settings)
    with rt.store.tx() as tx:
        found = episodes.tally_input(tx, tenant_id, session_id)
        if found is None:
            raise _no_episode(tenant_id, session_id)
        user_id, started_at, occurred_at, outcomes = found
        done = stage_detail(tx, tenant_id, session_id, "tally")
        if done is not None:
            return int(done.get("outcomes", 0))
        latest = {str(o["pattern_id"]): bool(o["success"]) for o in outcomes}

        def scorer(ok: bool) -> Callable[[PatternState], PatternScores]:
            return lambda st: after_outcome(st, ok, occurred_at, policy)

        for pattern_id, success in latest.items():
            patterns.record_outcome(
                tx,
                tenant_id=tenant_id,
                user_id=user_id,
                session_id=session_id,
                pattern_id=pattern_id,
                success=success,
                occurred_at=occurred_at,
                score=scorer(success),
            )
        mark_stage(tx, tenant_id, session_id, "tally", user_id, {"outcomes": len(latest)})
    guard.settle(rt.store, rt.settings, tenant_id, user_id, session_id, started_at)
    return len(latest)


def dead_letter(
    rt: Runtime,
    *,
    stage: str,
    exc: BaseException,
    tenant_id: str,
    user_id: str,
    session_id: str,
    raw_payload: Any = None,
    attempts: int = 1,
) -> int:
    """Record a failed session with its reason; the payload kept is masked, never raw.

    After the episode stage the stored (masked) episode is the payload; if the episode
    stage itself failed, the incoming session is masked and kept instead (a conflicting
    duplicate must not be replaced by the version already stored).
    """
    if guard.refuses_letter(rt.store, tenant_id, user_id, session_id, raw_payload):
        return 0  # the user was forgotten: storing the failure would store the session again
    ep = None
    if stage != "episode":
        with rt.store.read() as tx:
            ep = episodes.load_episode(tx, tenant_id, session_id)
    if ep is not None:
        payload: Any = {
            "session_id": ep.session_id,
            "tenant_id": ep.tenant_id,
            "user_id": ep.user_id,
            "started_at": ep.started_at.isoformat(),
            "ended_at": ep.ended_at.isoformat(),
            "messages": ep.messages,
            "tool_calls": ep.tool_calls,
            "metadata": ep.meta,
            "outcomes": ep.outcomes,
        }
    elif raw_payload is not None:
        payload = mask_payload(raw_payload)
    else:
        payload = None
    reason = failure_reason(exc)
    letter = dead_letters.add_dead_letter(
        rt.store,
        tenant_id=tenant_id,
        user_id=user_id,
        session_id=session_id,
        stage=stage,
        error_type=type(exc).__name__,
        reason=reason,
        payload=payload if isinstance(payload, dict) else None,
        attempts=attempts,
    )
    log.warning(
        "session dead-lettered",
        tenant_id=tenant_id,
        session_id=session_id,
        stage=stage,
        error_type=type(exc).__name__,
        dead_letter_id=letter,
    )
    return letter
