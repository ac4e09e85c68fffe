"""Thin Celery tasks, one per pipeline stage; the logic is in ``memory_core.ingest``.

With the built-in extractor the episode task consolidates the whole session (one
transaction, ``consolidate``). With an LLM the episode task sends the embedding and the
extraction requests at once and stores the episode with its extraction (``overlap``), then
hands on to the merge task (merge and tally in one transaction, CPU work on its own queue);
if the extraction failed it stores the episode alone and hands on to the extract task
(its own queue, for a threads pool). The extract and tally tasks also take sessions the
sweeper or a rolling deploy sends them. Each task runs its stages (idempotent), then
enqueues the next with ids only. How a
failure is handled follows ``runtime.classify``: an outage of the database or broker is
retried for as long as it lasts (``task_outage_hours``), a permanent error is dead-lettered
at once, anything else after ``task_max_retries``. A message is acknowledged only once its
session is stored, dead-lettered, or handed on (next stage or retry published); when that
cannot be done the message is requeued (``Reject(requeue=True)``) or left unacknowledged
for Redis to redeliver after the visibility timeout. Arguments are checked by the task, not
by Celery, so a message with wrong arguments is dead-lettered instead of vanishing.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, NoReturn

from celery import Task, shared_task
from celery.exceptions import Ignore, Reject, Retry

from memory_core import pii
from memory_core.ingest.consolidate import consolidate, fusable
from memory_core.ingest.guard import SessionForgotten
from memory_core.ingest.overlap import episode_and_extract
from memory_core.ingest.poison import count_poison, valid_id
from memory_core.ingest.runtime import (
    PermanentError,
    RetryPolicy,
    Runtime,
    classify,
    get_runtime,
)
from memory_core.ingest.stages import (
    dead_letter,
    stage_extract,
    stage_merge_tally,
    stage_tally,
)
from memory_core.model.session import parse_session
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
from workers.app import clear_journal

# How much longer masking may make a session: a placeholder is at most ~20 bytes and
# replaces a value of at least 3 (measured: PII-dense text grows about 1.8x).
MASKED_GROWTH = 8
FAILURES = "memory_failures"  # retry header: ordinary failures so far (outages not counted)
OUTAGE_SINCE = "memory_outage_since"  # retry header: when the current outage was first seen


class TransientFailure(Exception):
    """A masked, content-free stand-in for the real error, safe to show in task events."""


class BadArguments(PermanentError):
    """The message's arguments are not what the task takes (missing, extra, wrong type)."""


def _ids(kwargs: dict[str, Any]) -> tuple[str, str, str]:
    """Ids for display and dead letters; a non-string id shows as ``?``."""
    session = kwargs.get("session")
    src = session if isinstance(session, dict) else kwargs
    tenant = src.get("tenant_id", "default")
    return tuple(  # type: ignore[return-value]
        v if isinstance(v, str) else "?"
        for v in (tenant, src.get("session_id"), src.get("user_id", "?"))
    )


def _nameable(kwargs: dict[str, Any]) -> bool:
    session = kwargs.get("session")
    src = session if isinstance(session, dict) else kwargs
    return valid_id(src.get("tenant_id", "default")) and valid_id(src.get("session_id"))


class StageTask(Task):  # type: ignore[misc]
    """Base task: argument reprs are always ids, never transcripts (Flower, logs, events)."""

    acks_late = True
    reject_on_worker_lost = True
    # Nothing reads a stage's result (the ledger is the record, Flower reads events): not
    # storing it saves two broker writes a task (STARTED and the result) on the hot path.
    ignore_result = True
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

    def _header(self, name: str) -> Any:
        value = self.request.get(name)
        if value is None:
            value = (self.request.headers or {}).get(name)
        return value

    def _retry(self, exc: BaseException, countdown: float, headers: dict[str, Any]) -> NoReturn:
        safe = TransientFailure(pii.mask_text(f"{type(exc).__name__}: {str(exc)[:300]}"))
        try:
            raise self.retry(exc=safe, countdown=countdown, headers=headers)
        except Reject as rej:  # the retry could not be published: keep this message instead
            raise Reject(rej.reason, requeue=True) from None

    def fail(
        self,
        exc: BaseException,
        *,
        stage: str,
        tenant_id: str,
        session_id: str,
        user_id: str,
        raw_payload: Any = None,
        failures: int | None = None,
        retry: Callable[[BaseException, float, dict[str, Any]], dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """Retry an outage or a transient error; dead-letter a permanent or exhausted one.

        ``retry`` sends the retry (this task again by default) and ``failures`` is the
        count it is judged by (this message's header by default).

        A session whose user was forgotten was dropped by its stage: the task then stores
        no state at all (``Ignore``; the message is acknowledged) and removes any result
        key (a message sent by an older producer may still ask for results), because its
        key names the session and the erasure's purge of result keys has already run; the
        first stage also drops the session's intake journal copy (``task_success``, which
        clears it otherwise, is not sent for an ignored task)."""
        if isinstance(exc, SessionForgotten):
            if self.name == TASK_EPISODE:
                clear_journal(self.app, tenant_id, session_id)
            self.backend.forget(self.request.id)
            raise Ignore()
        policy = RetryPolicy.from_settings(self.memory_settings)
        retries = int(self.request.retries or 0)
        if failures is None:
            failures = int(self._header(FAILURES) or 0)
        send = retry or self._retry
        kind = classify(exc)
        if kind == "outage":
            since = float(self._header(OUTAGE_SINCE) or time.time())
            if policy.within_outage(since, time.time()):
                headers = {FAILURES: failures, OUTAGE_SINCE: since}
                return send(exc, policy.countdown(retries), headers)
        elif kind == "retry" and policy.should_retry(failures):
            return send(exc, policy.countdown(failures), {FAILURES: failures + 1})
        try:
            letter = dead_letter(
                self.runtime(),
                stage=stage,
                exc=exc,
                tenant_id=tenant_id,
                user_id=user_id,
                session_id=session_id,
                raw_payload=raw_payload,
                attempts=failures + 1,
            )
        except Exception as dl_exc:  # the dead letter is not written: do not acknowledge
            if classify(dl_exc) == "outage":
                self._retry(dl_exc, policy.countdown(retries), {FAILURES: failures})
            why = f"dead letter not written: {type(dl_exc).__name__}"
            raise Reject(why, requeue=True) from None
        return {
            "status": "dead_lettered",
            "stage": stage,
            "tenant_id": tenant_id,
            "session_id": session_id,
            "dead_letter_id": letter,
        }

    def next_stage(
        self,
        tenant_id: str,
        session_id: str,
        user_id: str,
        after: str | None = None,
        **options: Any,
    ) -> None:
        """Publish the stage after ``after`` (this task's by default); if the broker
        refuses, requeue this (idempotent) stage."""
        nxt = NEXT_STAGE.get(after or self.name)
        if nxt is None:
            return
        try:
            self.app.tasks[nxt].apply_async(
                kwargs={"tenant_id": tenant_id, "session_id": session_id, "user_id": user_id},
                queue=TASK_QUEUES[nxt],
                **options,
            )
        except Exception as exc:
            raise Reject(f"next stage not published: {type(exc).__name__}", requeue=True) from exc

    def extract_later(
        self, exc: BaseException, *, tenant_id: str, session_id: str, user_id: str
    ) -> dict[str, Any]:
        """The extraction beside the episode failed, the episode is stored: judge the failure
        as the extract task's first (``fail`` with its budget), and send its retry as an
        extract task instead of this one, or dead-letter it at the extract stage."""
        ids = {"tenant_id": tenant_id, "session_id": session_id, "user_id": user_id}

        def hand_over(
            _exc: BaseException, countdown: float, headers: dict[str, Any]
        ) -> dict[str, Any]:
            self.next_stage(tenant_id, session_id, user_id, countdown=countdown, headers=headers)
            return {"status": "ok", **ids, "handed_to": "extract"}

        return self.fail(exc, stage="extract", **ids, failures=0, retry=hand_over)

    def poison(self, reason: str) -> dict[str, Any]:
        count_poison(
            self.memory_settings.broker_url,
            reason,
            str(self.request.id),
            str((self.request.delivery_info or {}).get("routing_key", "?")),
        )
        return {"status": "poison", "reason": reason}


def _run_episode(task: StageTask, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    session = kwargs.get("session", args[0] if args else None)
    call = {"session": session}
    if not isinstance(session, dict) or not _nameable(call):
        return task.poison("episode: no session to name (not a dict, or ids not strings)")
    tenant_id, session_id, user_id = _ids(call)
    settings = task.memory_settings
    stage = ["episode"]
    whole = False
    after = task.name
    try:
        extra = sorted(set(kwargs) - {"session", "pii_report"})
        if extra or len(args) > (0 if "session" in kwargs else 1):
            raise BadArguments(f"unexpected arguments to {task.name}: {extra or 'positional'}")
        report = kwargs.get("pii_report") or {}
        if not isinstance(report, dict) or not all(
            isinstance(k, str) and isinstance(v, int) for k, v in report.items()
        ):
            raise BadArguments(f"pii_report must map PII types to counts in {task.name}")
        # A producer that masked the session checked the limits on the raw text; masking
        # makes text longer (``<EMAIL_3fa9c2>`` for ``jo@x.io``), so an accepted session must
        # not be rejected here for the placeholders' bytes.
        growth = MASKED_GROWTH if "pii_report" in kwargs else 1
        s = parse_session(
            session,
            max_messages=settings.max_messages,
            max_message_bytes=settings.max_message_bytes * growth,
            max_session_bytes=settings.max_session_bytes * growth,
        )
        rt = task.runtime()
        whole = fusable(rt)
        if whole:
            out = consolidate(rt, s, report, lambda name: stage.__setitem__(0, name)).episode
        else:
            first = episode_and_extract(rt, s, report)
            out = first.episode
            if first.extraction is not None:
                after = TASK_EXTRACT  # extracted already: the next stage is extract's
            elif first.error is not None:
                ids = {"tenant_id": tenant_id, "session_id": session_id, "user_id": user_id}
                return task.extract_later(first.error, **ids) | {"episode_id": out.episode_id}
    except (Retry, Reject):
        raise
    except Exception as exc:
        return task.fail(
            exc,
            stage=stage[0],
            tenant_id=tenant_id,
            session_id=session_id,
            user_id=user_id,
            raw_payload=session,
        )
    if not whole:
        task.next_stage(tenant_id, session_id, user_id, after)
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
    task: StageTask, stage: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any]:
    names = ("tenant_id", "session_id", "user_id")
    call = dict(zip(names, args, strict=False)) | kwargs
    if not _nameable(call):
        return task.poison(f"{stage}: no session to name (ids missing or not strings)")
    tenant_id, session_id, user_id = _ids(call)
    last = False
    try:
        extra = sorted(set(call) - set(names))
        if extra or len(args) > len(names) or not isinstance(call.get("user_id", "?"), str):
            raise BadArguments(f"unexpected arguments to {task.name}: {extra or 'user_id'}")
        rt = task.runtime()
        detail: dict[str, Any] = {}
        if stage == "extract":
            ex = stage_extract(rt, tenant_id, session_id).extraction
            detail = {"facts": len(ex.facts), "importance": ex.importance}
            last = fusable(rt)  # no LLM: no reason for another hop
            if last:
                stage = "merge"
        if stage == "merge":
            c, outcomes = stage_merge_tally(rt, tenant_id, session_id)
            detail |= {"added": c.added, "updated": c.updated, "confirmed": c.confirmed}
            detail["outcomes"] = outcomes
            last = True
        elif stage == "tally":
            detail = {"outcomes": stage_tally(rt, tenant_id, session_id)}
    except (Retry, Reject):
        raise
    except Exception as exc:
        return task.fail(
            exc, stage=stage, tenant_id=tenant_id, session_id=session_id, user_id=user_id
        )
    if not last:
        task.next_stage(tenant_id, session_id, user_id)
    return {"status": "ok", "tenant_id": tenant_id, "session_id": session_id, **detail}


@shared_task(bind=True, base=StageTask, name=TASK_EPISODE)
def episode(self: StageTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Validate, mask, chunk, embed and store a raw session (``session=``)."""
    return _run_episode(self, args, kwargs)  # type: ignore[no-any-return]


@shared_task(bind=True, base=StageTask, name=TASK_EXTRACT)
def extract(self: StageTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Extract facts from the stored, masked episode (LLM or built-in)."""
    return _run_stage(self, "extract", args, kwargs)


@shared_task(bind=True, base=StageTask, name=TASK_MERGE)
def merge(self: StageTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Merge the extraction into the user's facts and tally its outcomes (one transaction)."""
    return _run_stage(self, "merge", args, kwargs)


@shared_task(bind=True, base=StageTask, name=TASK_TALLY)
def tally(self: StageTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Tally behaviour-rule outcomes into procedural memory."""
    return _run_stage(self, "tally", args, kwargs)


@shared_task(name=TASK_PING)
def ping(*_payload: Any) -> str:
    """A no-op round trip: worker health checks, and the benchmarks' baseline (which sends
    a session-sized argument, ignored, so the baseline carries the same payload)."""
    return "pong"
