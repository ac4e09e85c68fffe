"""The consolidation stages as plain functions: episode -> extract -> merge -> tally.

Each stage reads what it needs once, computes with pure rules (``model``), and writes in
one transaction together with its ``stage_runs`` row, so running it twice (a redelivery, a
retry, a duplicate submit) changes nothing the second time. Merge and tally share one
transaction (``stage_merge_tally``), each with its own row; ``consolidate`` runs all four
in one when the extractor is built in. Only the episode stage sees raw text: it masks
first, and later stages read the masked episode by id.
"""

from __future__ import annotations

import hashlib
import json
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
from memory_core.ingest.effects import MIN_FACT_CONFIDENCE, MergeCounts, merge_facts, tally_outcomes
from memory_core.ingest.letters import dead_letter
from memory_core.ingest.runtime import PermanentError, Runtime, SessionConflict
from memory_core.logs import get_logger
from memory_core.model.chunking import Chunk, ChunkMessage, chunk_messages
from memory_core.model.masking import mask_session, masker_for
from memory_core.model.session import Session
from memory_core.store import episodes, fact_reads
from memory_core.store.episodes import Forgotten, NewChunk, NewEpisode, SavedEpisode
from memory_core.store.records import CurrentSlot
from memory_core.store.store import Tx, lock_user, mark_stages, stage_details

STAGES: tuple[str, ...] = ("episode", "extract", "merge", "tally")
__all__ = ["MIN_FACT_CONFIDENCE", "STAGES", "MergeCounts", "dead_letter"]
log = get_logger(__name__)


@dataclass
class EpisodeOutcome:
    episode_id: int
    created: bool
    chunks: int
    pii: dict[str, int]
    importance: int


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


def prepare_episode(
    rt: Runtime, session: Session, masked_before: dict[str, int] | None = None
) -> NewEpisode:
    """Mask, chunk and embed: the episode as it will be stored (CPU only, no SQL).

    ``masked_before``: the counts of a producer that masked the session already
    (``MEMORY_MASK_AT_PRODUCER``); masking again finds nothing new, so they are the report.
    """
    masked = mask_and_chunk(rt, session, masked_before)
    return masked.embedded(embed_chunks(rt, masked.chunks))


@dataclass
class MaskedEpisode:
    """A masked, chunked session before its chunks are embedded (so the embedding request
    can run beside the extraction request)."""

    session: Session
    report: dict[str, int]
    chunks: list[Chunk]
    embedder: str
    dim: int

    def embedded(self, vectors: np.ndarray) -> NewEpisode:
        masked = self.session
        data = masked.model_dump(mode="json")
        content_hash = hashlib.sha256(
            json.dumps(data, sort_keys=True, ensure_ascii=False).encode()
        ).hexdigest()
        topic = masked.metadata.get("topic")
        return NewEpisode(
            tenant_id=masked.tenant_id,
            user_id=masked.user_id,
            session_id=masked.session_id,
            started_at=masked.started_at,
            ended_at=masked.ended_at,
            importance=_heuristic_importance(masked),
            topic=str(topic)[:500] if topic else None,
            summary=None,
            messages=data["messages"],
            tool_calls=data["tool_calls"],
            metadata=data["metadata"],
            outcomes=data["outcomes"],
            pii_report=self.report,
            content_hash=content_hash,
            chunks=[
                NewChunk(
                    seq=c.seq,
                    text=c.text,
                    message_ids=list(c.message_ids),
                    started_at=c.started_at or masked.started_at,
                    embedding=np.asarray(vectors[i], dtype=np.float32).tobytes(),
                    embedder=self.embedder,
                    dim=self.dim,
                )
                for i, c in enumerate(self.chunks)
            ],
        )


def mask_and_chunk(
    rt: Runtime, session: Session, masked_before: dict[str, int] | None = None
) -> MaskedEpisode:
    """The CPU half of the episode stage: mask the session, then chunk the masked text."""
    masked, report = mask_session(session.with_message_ids(), rt.settings)
    for kind, n in (masked_before or {}).items():
        report[kind] = report.get(kind, 0) + n
    msgs = [
        ChunkMessage(m.id or "", m.role, m.content, m.timestamp or masked.started_at)
        for m in masked.messages
    ]
    return MaskedEpisode(masked, report, chunk_messages(msgs), rt.embedder.name, rt.embedder.dim)


def embed_chunks(rt: Runtime, chunks: list[Chunk]) -> np.ndarray:
    if not chunks:
        return np.zeros((0, rt.embedder.dim), dtype=np.float32)
    return rt.embedder.embed([c.text for c in chunks])


def insert_extracted(
    tx: Tx, ep: NewEpisode, result: ExtractionResult, new_user: bool
) -> tuple[SavedEpisode, dict[str, Any]]:
    """After ``lock_user_seen``: the episode scored by its extraction and, when the episode
    is new, the extraction row (the one-transaction paths, built-in and LLM). Raises
    ``Forgotten`` when the user's erasure covers the session and a conflict when its id
    was stored with other content; returns the saved episode and the extraction payload."""
    ex = result.extraction
    scored = replace(
        ep, importance=ex.importance, topic=ex.topic or None, summary=ex.summary or None
    )
    saved = episodes.insert_episode(tx, scored, new_user)
    if saved.forgotten(ep.started_at):
        raise Forgotten(saved)
    if saved.conflict:
        raise conflict(ep.session_id)
    payload = ex.model_dump(mode="json")
    if saved.created:
        tokens = (result.prompt_tokens, result.completion_tokens)
        episodes.add_extraction(
            tx, ep.tenant_id, ep.user_id, ep.session_id, result.backend, payload, tokens
        )
    return saved, payload


def conflict(session_id: str) -> SessionConflict:
    return SessionConflict(
        f"session {session_id!r} was already stored with different content; "
        "use a new session_id for a new session"
    )


def stage_episode(
    rt: Runtime, session: Session, masked_before: dict[str, int] | None = None
) -> EpisodeOutcome:
    """Mask, chunk, embed and store the session as an episode (idempotent per session)."""
    return store_episode(rt, prepare_episode(rt, session, masked_before))


def store_episode(rt: Runtime, ep: NewEpisode) -> EpisodeOutcome:
    """Store a prepared episode with its ledger row, under the erasure guard."""
    saved = episodes.save_episode(rt.store, ep)
    ids = (ep.tenant_id, ep.user_id, ep.session_id)
    if saved.forgotten(ep.started_at):
        guard.drop(rt.store, rt.settings, *ids, count=True)
    if saved.conflict:
        raise conflict(ep.session_id)
    if saved.new_user:
        guard.settle(rt.store, rt.settings, *ids, ep.started_at, count=True)
    log.info(
        "episode stored" if saved.created else "episode already stored",
        tenant_id=ep.tenant_id,
        session_id=ep.session_id,
        chunks=len(ep.chunks),
        pii_total=sum(ep.pii_report.values()),
    )
    return EpisodeOutcome(
        saved.episode_id, saved.created, len(ep.chunks), ep.pii_report, ep.importance
    )


def extraction_input(
    messages: list[dict[str, Any]],
    started_at: Any,
    tool_calls: list[dict[str, Any]],
    metadata: dict[str, Any],
    outcomes: list[dict[str, Any]],
    current: list[CurrentSlot],
) -> ExtractionInput:
    return ExtractionInput(
        messages=messages,
        started_at=started_at,
        tool_calls=tool_calls,
        metadata=metadata,
        outcomes=outcomes,
        current_facts=[
            CurrentFact(
                c.entity,
                c.category,
                c.key,
                c.value,
                c.valid_from,
                c.last_observed_at,
                c.source_session_id,
            )
            for c in current
        ],
    )


def run_extractor(rt: Runtime, tenant_id: str, inp: ExtractionInput) -> ExtractionResult:
    """Call the extractor; its output is masked again before anything stores it."""
    try:
        result = rt.extractor.extract(inp)
    except ExtractionError as exc:
        if not exc.retryable:
            raise PermanentError(str(exc)) from exc
        raise
    seen = "\n".join(str(m.get("content", "")) for m in inp.messages)
    ex = clean_extraction(result.extraction, masker_for(rt.settings, tenant_id), seen)
    return replace(result, extraction=ex)


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
        current = fact_reads.slots_as_of(tx, tenant_id, ep.user_id, ep.started_at, session_id)
    inp = extraction_input(ep.messages, ep.started_at, ep.tool_calls, ep.meta, ep.outcomes, current)
    result = run_extractor(rt, tenant_id, inp)
    ex = result.extraction
    ids = (tenant_id, ep.user_id, session_id)
    with guard.guarded_tx(rt.store, rt.settings, *ids) as tx:
        lock_user(tx, tenant_id, ep.user_id)
        guard.check(tx, tenant_id, ep.user_id, ep.started_at)
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


def _later(
    rt: Runtime, tenant_id: str, session_id: str, merge: bool, tally: bool
) -> tuple[MergeCounts, int]:
    """Merge and/or tally in one transaction under the user's lock, each once."""
    with rt.store.read() as tx:
        found = episodes.later_input(tx, tenant_id, session_id)
    if found is None:
        raise _no_episode(tenant_id, session_id)
    if merge and found.payload is None:
        raise PermanentError(f"session {session_id!r} has no extraction to merge")
    user_id, observed_at = found.user_id, found.started_at
    counts, outcomes = MergeCounts(already_done=True), 0
    with guard.guarded_tx(rt.store, rt.settings, tenant_id, user_id, session_id) as tx:
        lock_user(tx, tenant_id, user_id)
        guard.check(tx, tenant_id, user_id, observed_at)
        done = stage_details(tx, tenant_id, session_id)
        rows: dict[str, dict[str, Any]] = {}
        if merge and "merge" in done:
            counts = MergeCounts.from_detail(done["merge"])
        elif merge:
            ex = SessionExtraction.model_validate(found.payload)
            current = [(e, k) for e, _c, k, _v in fact_reads.current_facts(tx, tenant_id, user_id)]
            counts = merge_facts(
                tx, rt.settings, tenant_id, user_id, session_id, observed_at, ex, current
            )
            rows["merge"] = counts.detail()
        if tally and "tally" in done:
            outcomes = int(done["tally"].get("outcomes", 0))
        elif tally:
            outcomes = tally_outcomes(
                tx, rt.settings, tenant_id, user_id, session_id, found.ended_at, found.outcomes
            )
            rows["tally"] = {"outcomes": outcomes}
        mark_stages(tx, tenant_id, session_id, user_id, rows)
    if "merge" in rows:
        log.info(
            "facts merged",
            tenant_id=tenant_id,
            session_id=session_id,
            added=counts.added,
            updated=counts.updated,
            confirmed=counts.confirmed,
            retracted=counts.retracted,
        )
    return counts, outcomes


def stage_merge(rt: Runtime, tenant_id: str, session_id: str) -> MergeCounts:
    """Merge the stored extraction into the user's facts under the user's lock, once."""
    return _later(rt, tenant_id, session_id, merge=True, tally=False)[0]


def stage_tally(rt: Runtime, tenant_id: str, session_id: str) -> int:
    """Count the session's behaviour-rule outcomes into procedural memory, once."""
    return _later(rt, tenant_id, session_id, merge=False, tally=True)[1]


def stage_merge_tally(rt: Runtime, tenant_id: str, session_id: str) -> tuple[MergeCounts, int]:
    """Merge and tally in one transaction (two ledger rows): the CPU work after the LLM."""
    return _later(rt, tenant_id, session_id, merge=True, tally=True)
