"""memory-core: long-term memory for AI agents, consolidated in the background.

Producers call :func:`submit_session` (``ingest``); Celery workers (``workers``) run the
stages in :mod:`memory_core.ingest`; agents read with :class:`MemoryReader` (``read``).
Names are loaded on first use, so ``from memory_core import submit_session`` does not load
the store, numpy or SQLAlchemy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from memory_core import _moved

_moved.install()

_EXPORTS: dict[str, str] = {
    "AgentContext": "memory_core.read.context",
    "BrokerUnavailable": "memory_core.ingest.producer",
    "IntakeFull": "memory_core.ingest.producer",
    "BrokerFull": "memory_core.ingest.producer",
    "ConfigError": "memory_core.settings",
    "EpisodeHit": "memory_core.read.views",
    "ErasureReceipt": "memory_core.store.receipts",
    "MemoryReader": "memory_core.read.reader",
    "Message": "memory_core.model.session",
    "PatternOutcome": "memory_core.model.session",
    "ProcessResult": "memory_core.ingest.pipeline",
    "SchemaMissing": "memory_core.read.reader",
    "Session": "memory_core.model.session",
    "SessionRejected": "memory_core.model.session",
    "Settings": "memory_core.settings",
    "ToolCall": "memory_core.model.session",
    "forget_user": "memory_core.erasure.api",
    "load_settings": "memory_core.settings",
    "process_session": "memory_core.ingest.pipeline",
    "submit_session": "memory_core.ingest.producer",
}

if TYPE_CHECKING:
    from memory_core.erasure.api import forget_user
    from memory_core.ingest.pipeline import ProcessResult, process_session
    from memory_core.ingest.producer import (
        BrokerFull,
        BrokerUnavailable,
        IntakeFull,
        submit_session,
    )
    from memory_core.model.session import (
        Message,
        PatternOutcome,
        Session,
        SessionRejected,
        ToolCall,
    )
    from memory_core.read.context import AgentContext
    from memory_core.read.reader import MemoryReader, SchemaMissing
    from memory_core.read.views import EpisodeHit
    from memory_core.settings import ConfigError, Settings, load_settings
    from memory_core.store.receipts import ErasureReceipt


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'memory_core' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])


__all__ = [
    "AgentContext",
    "BrokerFull",
    "BrokerUnavailable",
    "ConfigError",
    "EpisodeHit",
    "ErasureReceipt",
    "IntakeFull",
    "MemoryReader",
    "Message",
    "PatternOutcome",
    "ProcessResult",
    "SchemaMissing",
    "Session",
    "SessionRejected",
    "Settings",
    "ToolCall",
    "forget_user",
    "load_settings",
    "process_session",
    "submit_session",
]
__version__ = "0.1.0"
