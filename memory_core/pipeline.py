"""The consolidation pipeline as plain, synchronous stage functions.

    episode (mask -> chunk -> embed -> store) -> extract -> merge -> tally

Each stage commits its effects together with a ledger row, so running a stage twice (a
redelivery, a retry, a duplicate submit) changes nothing the second time. The Celery tasks
in ``workers`` call these same functions, one task per stage; ``process_session`` runs them
in order in-process. Only the episode stage ever sees raw text: it masks first, and every
later stage reads the masked episode back from the store by id.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np

from memory_core import pii
from memory_core.chunking import ChunkMessage, chunk_messages
from memory_core.embed import Embedder, get_embedder
from memory_core.erasure import guard
from memory_core.extract import (
    ExtractionError,
    ExtractionInput,
    ExtractionResult,
    Extractor,
    SessionExtraction,
    get_extractor,
)
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.logs import configure_logging, get_logger
from memory_core.models import Session, SessionRejected, parse_session
from memory_core.settings import Settings, load_settings
from memory_core.store.repository import MergeCounts, NewChunk, NewEpisode, Store

STAGES: tuple[str, ...] = ("episode", "extract", "merge", "tally")
log = get_logger(__name__)


class PermanentError(Exception):
    """Retrying cannot help (invalid input, a conflicting duplicate, a 4xx from the LLM)."""


class SessionConflict(PermanentError):
    """The session id was already stored with different content."""


class PipelineError(Exception):
    """A stage failed and the session was dead-lettered (``dead_letter_id``)."""

    def __init__(self, stage: str, reason: str, dead_letter_id: int) -> None:
        super().__init__(f"stage {stage!r} failed: {reason} (dead letter #{dead_letter_id})")
        self.stage, self.reason, self.dead_letter_id = stage, reason, dead_letter_id


@dataclass
class Runtime:
    """What the stages need, built once per process from settings (never at import time)."""

    settings: Settings
    store: Store
    embedder: Embedder
    extractor: Extractor

    @classmethod
    def build(cls, settings: Settings) -> Runtime:
        configure_logging(settings.log_level, json_logs=settings.log_json)
        if settings.auto_migrate:
            from memory_core.store.migrate import upgrade

            upgrade(settings.database_url)
        return cls(
            settings=settings,
            store=Store(settings.database_url),
            embedder=get_embedder(settings),
            extractor=get_extractor(settings),
        )

    def close(self) -> None:
        self.store.dispose()


_runtimes: dict[Settings, Runtime] = {}
_runtimes_lock = threading.Lock()


def get_runtime(settings: Settings | None = None) -> Runtime:
    """The process's runtime for these settings (cached: engines and clients are reused)."""
    settings = settings or load_settings()
    with _runtimes_lock:
        rt = _runtimes.get(settings)
        if rt is None:
            rt = _runtimes[settings] = Runtime.build(settings)
        return rt


def reset_runtimes() -> None:
    """Dispose cached runtimes (tests, forked workers)."""
    with _runtimes_lock:
        for rt in _runtimes.values():
            rt.close()
        _runtimes.clear()


# -- results ----------------------------------------------------------------------------
@dataclass
class ProcessResult:
    tenant_id: str
    user_id: str
    session_id: str
    episode_id: int | None = None
    duplicate: bool = False
    chunks: int = 0
    pii: dict[str, int] = field(default_factory=dict)
    importance: int | None = None
    extractor: str | None = None
    facts_extracted: int = 0
    facts_added: int = 0
    facts_updated: int = 0
    facts_confirmed: int = 0
    facts_backfilled: int = 0
    outcomes_recorded: int = 0

    def to_dict(self) -> dict[str, Any]:
        """Ids and counts only: safe for a Celery result backend and for logs."""
        return asdict(self)


# -- masking ------------------------------------------------------------------------------
def masker_for(settings: Settings, tenant_id: str) -> pii.Masker:
    key = None
    if settings.pii_pseudonym_key:
        # A per-tenant key derived from the operator's secret: pseudonyms never cross tenants.
        key = hashlib.sha256(
            bytes.fromhex(settings.pii_pseudonym_key) + tenant_id.encode()
        ).digest()
    return pii.Masker(pseudonym_key=key)


def mask_session(session: Session, settings: Settings) -> tuple[Session, dict[str, int]]:
    """Return the session with every free-text field masked, and counts by PII type."""
    masker = masker_for(settings, session.tenant_id)
    messages = [m.model_copy(update={"content": masker.mask(m.content)}) for m in session.messages]
    tool_calls = [
        tc.model_copy(
            update={
                "arguments": masker.mask_json(tc.arguments),
                "result": None if tc.result is None else masker.mask(tc.result),
            }
        )
        for tc in session.tool_calls
    ]
    metadata = masker.mask_json(session.metadata)
    masked = session.model_copy(
        update={
            "messages": messages,
            "tool_calls": tool_calls,
            "metadata": metadata if isinstance(metadata, dict) else {},
        }
    )
    return masked, masker.report.to_dict()


def mask_payload(payload: Any) -> Any:
    """Mask an arbitrary (possibly invalid) session payload before it is dead-lettered.

    The ids are kept as given (they are stored in plain columns everywhere), so a replay
    addresses the same session.
    """
    masked = pii.Masker().mask_json(payload)
    if isinstance(payload, dict) and isinstance(masked, dict):
        for key in ("session_id", "tenant_id", "user_id", "started_at", "ended_at"):
            if key in payload:
                masked[key] = payload[key]
    return masked


# -- stages -------------------------------------------------------------------------------
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


def stage_episode(rt: Runtime, session: Session) -> EpisodeOutcome:
    """Mask, chunk, embed and store the session as an episode (idempotent per session)."""
    session = session.with_message_ids()
    guard.refuse(
        rt.store, session.tenant_id, session.user_id, session.session_id, session.started_at
    )
    masked, report = mask_session(session, rt.settings)
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
    saved = rt.store.save_episode(
        NewEpisode(
            tenant_id=masked.tenant_id,
            user_id=masked.user_id,
            session_id=masked.session_id,
            started_at=masked.started_at,
            ended_at=masked.ended_at,
            importance=importance,
            topic=str(masked.metadata.get("topic"))[:500] if masked.metadata.get("topic") else None,
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
        )
    )
    if saved.conflict:
        raise SessionConflict(
            f"session {masked.session_id!r} was already stored with different content; "
            "use a new session_id for a new session"
        )
    guard.settle(rt.store, rt.settings, *_ids(masked), masked.started_at, count=True)
    log.info(
        "episode stored" if saved.created else "episode already stored",
        tenant_id=masked.tenant_id,
        session_id=masked.session_id,
        chunks=len(chunks),
        pii_total=sum(report.values()),
    )
    return EpisodeOutcome(saved.episode_id, saved.created, len(chunks), report, importance)


def _ids(s: Session) -> tuple[str, str, str]:
    return s.tenant_id, s.user_id, s.session_id


def _require_episode(rt: Runtime, tenant_id: str, session_id: str) -> Any:
    ep = rt.store.load_episode(tenant_id, session_id)
    if ep is None:
        raise PermanentError(f"no stored episode for session {session_id!r} (tenant {tenant_id!r})")
    return ep


def stage_extract(rt: Runtime, tenant_id: str, session_id: str) -> ExtractionResult:
    """Extract facts, importance, topic and summary from the masked episode, once."""
    stored = rt.store.load_extraction(tenant_id, session_id)
    if stored is not None:
        return ExtractionResult(
            SessionExtraction.model_validate(stored.payload),
            stored.backend,
            stored.prompt_tokens,
            stored.completion_tokens,
        )
    ep = _require_episode(rt, tenant_id, session_id)
    inp = ExtractionInput(
        messages=ep.messages,
        started_at=ep.started_at,
        tool_calls=ep.tool_calls,
        metadata=ep.meta,
        outcomes=ep.outcomes,
        current_facts=rt.store.current_facts(tenant_id, ep.user_id),
    )
    try:
        result = rt.extractor.extract(inp)
    except ExtractionError as exc:
        if not exc.retryable:
            raise PermanentError(str(exc)) from exc
        raise
    # Defence in depth: whatever the extractor returns is masked again before it is stored.
    masker = masker_for(rt.settings, tenant_id)
    ex = result.extraction
    ex = ex.model_copy(
        update={
            "facts": [f.model_copy(update={"value": masker.mask(f.value)}) for f in ex.facts],
            "summary": masker.mask(ex.summary),
            "topic": masker.mask(ex.topic),
        }
    )
    result = replace(result, extraction=ex)
    rt.store.save_extraction(tenant_id, ep.user_id, session_id, result)
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
    """Merge the stored extraction into the user's facts under the user's lock, once."""
    ep = _require_episode(rt, tenant_id, session_id)
    stored = rt.store.load_extraction(tenant_id, session_id)
    if stored is None:
        raise PermanentError(f"session {session_id!r} has no extraction to merge")
    ex = SessionExtraction.model_validate(stored.payload)
    counts = rt.store.merge_facts(tenant_id, ep.user_id, session_id, ep.started_at, ex.facts)
    guard.settle(rt.store, rt.settings, tenant_id, ep.user_id, session_id, ep.started_at)
    log.info(
        "facts merged",
        tenant_id=tenant_id,
        session_id=session_id,
        added=counts.added,
        updated=counts.updated,
        confirmed=counts.confirmed,
    )
    return counts


def stage_tally(rt: Runtime, tenant_id: str, session_id: str) -> int:
    """Count the session's behaviour-rule outcomes into procedural memory, once."""
    ep = _require_episode(rt, tenant_id, session_id)
    outcomes = [(str(o["pattern_id"]), bool(o["success"])) for o in ep.outcomes]
    n = rt.store.tally_outcomes(tenant_id, ep.user_id, session_id, ep.ended_at, outcomes)
    guard.settle(rt.store, rt.settings, tenant_id, ep.user_id, session_id, ep.started_at)
    return n


# -- dead letters -------------------------------------------------------------------------
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
    ep = None if stage == "episode" else rt.store.load_episode(tenant_id, session_id)
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
    reason = pii.mask_text(str(exc))[:4000] or type(exc).__name__
    letter = rt.store.add_dead_letter(
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


# -- the whole path, in-process -----------------------------------------------------------
def process_session(
    session: Session | dict[str, Any], *, settings: Settings | None = None
) -> ProcessResult:
    """Run every stage in order, synchronously; the same consolidation the workers run.

    Raises SessionRejected for invalid input (nothing stored) and PipelineError when a stage
    fails (the session is dead-lettered with the reason and can be replayed).
    """
    settings = settings or load_settings()
    rt = get_runtime(settings)
    s = parse_session(
        session,
        max_messages=settings.max_messages,
        max_message_bytes=settings.max_message_bytes,
        max_session_bytes=settings.max_session_bytes,
    )
    result = ProcessResult(tenant_id=s.tenant_id, user_id=s.user_id, session_id=s.session_id)

    stage = "episode"
    try:
        ep = stage_episode(rt, s)
        result.episode_id, result.duplicate = ep.episode_id, not ep.created
        result.chunks, result.pii, result.importance = ep.chunks, ep.pii, ep.importance
        stage = "extract"
        extracted = stage_extract(rt, s.tenant_id, s.session_id)
        ex = extracted.extraction
        result.facts_extracted, result.importance = len(ex.facts), ex.importance
        result.extractor = extracted.backend
        stage = "merge"
        counts = stage_merge(rt, s.tenant_id, s.session_id)
        result.facts_added, result.facts_updated = counts.added, counts.updated
        result.facts_confirmed, result.facts_backfilled = counts.confirmed, counts.backfilled
        stage = "tally"
        result.outcomes_recorded = stage_tally(rt, s.tenant_id, s.session_id)
    except SessionRejected:
        raise
    except Exception as exc:
        letter = dead_letter(
            rt,
            stage=stage,
            exc=exc,
            tenant_id=s.tenant_id,
            user_id=s.user_id,
            session_id=s.session_id,
            raw_payload=s.model_dump(mode="json"),
        )
        raise PipelineError(stage, str(exc), letter) from exc
    return result
