"""Dead letters: a failed session kept with its stage and reason, masked, for a replay."""

from __future__ import annotations

from typing import Any

from memory_core.ingest import guard
from memory_core.ingest.runtime import Runtime, failure_reason
from memory_core.logs import get_logger
from memory_core.model.masking import mask_payload
from memory_core.store import dead_letters, episodes

log = get_logger(__name__)


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
