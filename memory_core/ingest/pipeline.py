"""The whole consolidation path in-process: the same stages the workers run, in order.

``process_session`` is what ``memory-core ingest --sync`` and embedded users call; it runs
``consolidate`` as the episode task does (one transaction with the built-in extractor,
the stages one by one with an LLM, whose workers split them across queues).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from memory_core.ingest.consolidate import consolidate
from memory_core.ingest.runtime import (
    PermanentError,
    PipelineError,
    Runtime,
    SessionConflict,
    get_runtime,
    reset_runtimes,
)
from memory_core.ingest.stages import (
    STAGES,
    EpisodeOutcome,
    MergeCounts,
    dead_letter,
    stage_episode,
    stage_extract,
    stage_merge,
    stage_merge_tally,
    stage_tally,
)
from memory_core.model.masking import mask_payload, mask_session, masker_for
from memory_core.model.session import Session, SessionRejected, parse_session
from memory_core.settings import Settings, load_settings

__all__ = [
    "STAGES",
    "EpisodeOutcome",
    "MergeCounts",
    "PermanentError",
    "PipelineError",
    "ProcessResult",
    "Runtime",
    "SessionConflict",
    "dead_letter",
    "get_runtime",
    "mask_payload",
    "mask_session",
    "masker_for",
    "process_session",
    "reset_runtimes",
    "stage_episode",
    "stage_extract",
    "stage_merge",
    "stage_merge_tally",
    "stage_tally",
]


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

    stage = ["episode"]
    try:
        done = consolidate(rt, s, on_stage=lambda name: stage.__setitem__(0, name))
        ep, ex, counts = done.episode, done.extraction.extraction, done.merge
        result.episode_id, result.duplicate = ep.episode_id, not ep.created
        result.chunks, result.pii = ep.chunks, ep.pii
        result.facts_extracted, result.importance = len(ex.facts), ex.importance
        result.extractor = done.extraction.backend
        result.facts_added, result.facts_updated = counts.added, counts.updated
        result.facts_confirmed, result.facts_backfilled = counts.confirmed, counts.backfilled
        result.outcomes_recorded = done.outcomes
    except SessionRejected:
        raise
    except Exception as exc:
        letter = dead_letter(
            rt,
            stage=stage[0],
            exc=exc,
            tenant_id=s.tenant_id,
            user_id=s.user_id,
            session_id=s.session_id,
            raw_payload=s.model_dump(mode="json"),
        )
        raise PipelineError(stage[0], str(exc), letter) from exc
    return result
