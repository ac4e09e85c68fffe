"""memory-core: long-term memory for AI agents, consolidated in the background.

Producers call :func:`submit_session`; Celery workers (``workers``) run the pipeline in
:mod:`memory_core.pipeline`; agents read with :class:`MemoryReader`.
"""

from memory_core.context import AgentContext
from memory_core.erasure.api import ErasureReceipt, forget_user
from memory_core.models import Message, PatternOutcome, Session, SessionRejected, ToolCall
from memory_core.pipeline import ProcessResult, process_session
from memory_core.producer import BrokerUnavailable, submit_session
from memory_core.reader import EpisodeHit, MemoryReader, SchemaMissing
from memory_core.settings import ConfigError, Settings, load_settings

__all__ = [
    "AgentContext",
    "BrokerUnavailable",
    "ConfigError",
    "EpisodeHit",
    "ErasureReceipt",
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
