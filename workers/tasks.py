"""Thin Celery tasks, one per pipeline stage; the logic is in ``memory_core.ingest``.

Each task runs its stage (idempotent), then enqueues the next stage with ids only. A
failure is retried with exponential backoff; a permanent one, or one that outlives its
retries, dead-letters the session with the reason. Nothing a task returns, logs or shows
as its arguments contains session text.
"""

from __future__ import annotations

from typing import Any

from celery import Task, shared_task

from memory_core import pii
from memory_core.ingest.runtime import PermanentError, RetryPolicy, Runtime, get_runtime
from memory_core.ingest.stages import (
    dead_letter,
    stage_episode,
    stage_extract,
    stage_merge,
    stage_tally,
)
from memory_core.model.session import SessionRejected, parse_session
from memory_core.queues import (
    NEXT_STAGE,
    TASK_EPISODE,
    TASK_EXTRACT,
    TASK_MERGE,
    TASK_PING,
    TASK_QUEUES,
    TASK_TALLY,
)
from memory_core.settings import Settings, load_settings


class TransientFailure(Exception):
    """A masked, content-free stand-in for the real error, safe to show in task events."""


def _ids(kwargs: dict[str, Any]) -> tuple[str, str, str]:
    session = kwargs.get("session")
    if isinstance(session, dict):
        return (
            str(session.get("tenant_id") or "default"),
            str(session.get("session_id") or "?"),
            str(session.get("user_id") or "?"),
        )
    return (
        str(kwargs.get("tenant_id", "default")),
        str(kwargs.get("session_id", "?")),
        str(kwargs.get("user_id", "?")),
    )


class StageTask(Task):  # type: ignore[misc]
    """Base task: argument reprs are always ids, never transcripts (Flower, logs, events)."""

    acks_late = True
    reject_on_worker_lost = True
    typing = False
    max_retries = None  # counted against MEMORY_TASK_MAX_RETRIES in fail()

    def apply_async(self, args: Any = None, kwargs: Any = None, **options: Any) -> Any:
        tenant_id, session_id, user_id = _ids(kwargs or {})
        options["argsrepr"] = "()"
        options["kwargsrepr"] = (
            f"(tenant_id={tenant_id!r}, session_id={session_id!r}, user_id={user_id!r})"
        )
        return super().apply_async(args, kwargs, **options)

    @property
    def memory_settings(self) -> Settings:
        settings = getattr(self.app.conf, "memory_settings", None)
        return settings if isinstance(settings, Settings) else load_settings()

    def runtime(self) -> Runtime:
        return get_runtime(self.memory_settings)

    def fail(
        self,
        exc: BaseException,
        *,
        stage: str,
        tenant_id: str,
        session_id: str,
        user_id: str,
        raw_payload: Any = None,
    ) -> dict[str, Any]:
        """Retry transient errors with backoff; dead-letter permanent or exhausted ones."""
        policy = RetryPolicy.from_settings(self.memory_settings)
        retries = int(self.request.retries or 0)
        permanent = isinstance(exc, PermanentError | SessionRejected)
        if not permanent and policy.should_retry(retries):
            safe = TransientFailure(pii.mask_text(f"{type(exc).__name__}: {str(exc)[:300]}"))
            raise self.retry(exc=safe, countdown=policy.countdown(retries))
        letter = dead_letter(
            self.runtime(),
            stage=stage,
            exc=exc,
            tenant_id=tenant_id,
            user_id=user_id,
            session_id=session_id,
            raw_payload=raw_payload,
            attempts=retries + 1,
        )
        return {
            "status": "dead_lettered",
            "stage": stage,
            "tenant_id": tenant_id,
            "session_id": session_id,
            "dead_letter_id": letter,
        }

    def next_stage(self, tenant_id: str, session_id: str, user_id: str) -> None:
        nxt = NEXT_STAGE.get(self.name)
        if nxt is None:
            return
        task = self.app.tasks[nxt]
        task.apply_async(
            kwargs={"tenant_id": tenant_id, "session_id": session_id, "user_id": user_id},
            queue=TASK_QUEUES[nxt],
        )


@shared_task(bind=True, base=StageTask, name=TASK_EPISODE)
def episode(self: StageTask, session: dict[str, Any]) -> dict[str, Any]:
    """Validate, mask, chunk, embed and store a raw session."""
    tenant_id, session_id, user_id = _ids({"session": session})
    settings = self.memory_settings
    try:
        s = parse_session(
            session,
            max_messages=settings.max_messages,
            max_message_bytes=settings.max_message_bytes,
            max_session_bytes=settings.max_session_bytes,
        )
        out = stage_episode(self.runtime(), s)
    except Exception as exc:
        return self.fail(
            exc,
            stage="episode",
            tenant_id=tenant_id,
            session_id=session_id,
            user_id=user_id,
            raw_payload=session,
        )
    self.next_stage(tenant_id, session_id, user_id)
    return {
        "status": "ok",
        "tenant_id": tenant_id,
        "session_id": session_id,
        "episode_id": out.episode_id,
        "duplicate": not out.created,
        "chunks": out.chunks,
        "pii": out.pii,
    }


def _run_stage(
    task: StageTask, stage: str, tenant_id: str, session_id: str, user_id: str
) -> dict[str, Any]:
    rt = task.runtime()
    try:
        if stage == "extract":
            ex = stage_extract(rt, tenant_id, session_id).extraction
            detail: dict[str, Any] = {"facts": len(ex.facts), "importance": ex.importance}
        elif stage == "merge":
            c = stage_merge(rt, tenant_id, session_id)
            detail = {"added": c.added, "updated": c.updated, "confirmed": c.confirmed}
        else:
            detail = {"outcomes": stage_tally(rt, tenant_id, session_id)}
    except Exception as exc:
        return task.fail(
            exc, stage=stage, tenant_id=tenant_id, session_id=session_id, user_id=user_id
        )
    task.next_stage(tenant_id, session_id, user_id)
    return {"status": "ok", "tenant_id": tenant_id, "session_id": session_id, **detail}


@shared_task(bind=True, base=StageTask, name=TASK_EXTRACT)
def extract(self: StageTask, tenant_id: str, session_id: str, user_id: str = "?") -> dict[str, Any]:
    """Extract facts from the stored, masked episode (LLM or built-in)."""
    return _run_stage(self, "extract", tenant_id, session_id, user_id)


@shared_task(bind=True, base=StageTask, name=TASK_MERGE)
def merge(self: StageTask, tenant_id: str, session_id: str, user_id: str = "?") -> dict[str, Any]:
    """Merge the extraction into the user's facts."""
    return _run_stage(self, "merge", tenant_id, session_id, user_id)


@shared_task(bind=True, base=StageTask, name=TASK_TALLY)
def tally(self: StageTask, tenant_id: str, session_id: str, user_id: str = "?") -> dict[str, Any]:
    """Tally behaviour-rule outcomes into procedural memory."""
    return _run_stage(self, "tally", tenant_id, session_id, user_id)


@shared_task(name=TASK_PING)
def ping(*_payload: Any) -> str:
    """A no-op round trip: worker health checks, and the benchmarks' baseline (which sends
    a session-sized argument, ignored, so the baseline carries the same payload)."""
    return "pong"
