"""The masking policy: which masker a tenant gets and what of a session is masked.

Shared by the producer (``MEMORY_MASK_AT_PRODUCER``), the episode stage, extraction
results and dead letters, so every path masks the same fields the same way.
"""

from __future__ import annotations

import hashlib
from typing import Any

from memory_core import pii
from memory_core.model.session import Session
from memory_core.settings import Settings


def masker_for(settings: Settings, tenant_id: str) -> pii.Masker:
    """Keyed per-tenant pseudonyms by default (stable across sessions, never crossing
    tenants); per-session numbering only with ``MEMORY_PII_PSEUDONYMS=session``."""
    key = None
    secret = settings.pseudonym_secret()
    if secret is not None:
        key = hashlib.sha256(secret + tenant_id.encode()).digest()
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
