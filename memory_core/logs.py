"""Structured logging (structlog) that carries ids and counts, never transcript text.

Every event passes through a last-line masking processor, so a value that slipped into a
log call by mistake is still masked before it is written.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import MutableMapping
from typing import Any

import structlog

_configured = False


def _mask_values(
    _logger: Any, _name: str, event_dict: MutableMapping[str, Any]
) -> MutableMapping[str, Any]:
    from memory_core.pii import mask_text

    for k, v in list(event_dict.items()):
        if isinstance(v, str) and k not in ("level", "timestamp", "logger"):
            event_dict[k] = mask_text(v)
    return event_dict


def configure_logging(level: str = "INFO", *, json_logs: bool = False) -> None:
    global _configured
    renderer: Any = (
        structlog.processors.JSONRenderer() if json_logs else structlog.dev.ConsoleRenderer()
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            _mask_values,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
    _configured = True


def get_logger(name: str) -> Any:
    if not _configured:
        configure_logging("WARNING")
    return structlog.get_logger(name)
