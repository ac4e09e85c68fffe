"""Cheap access counting for readers: which chunks were returned, flushed in batches.

A read must stay a read: ids are counted in memory and written as one batched
``UPDATE ... SET access_count = access_count + n`` once enough are pending (or enough time has
passed), on a background thread so an agent's read never waits on a busy writer; ``close()``
flushes what is left. A failed flush (e.g. a read-only database role) is logged and
dropped, never raised into the agent's read: access counts only tune pruning.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Iterable
from datetime import UTC, datetime

from memory_core.logs import get_logger
from memory_core.store import access
from memory_core.store.store import Store

log = get_logger(__name__)


class AccessRecorder:
    """Thread-safe pending counters for one database; its write engine is built lazily."""

    def __init__(
        self,
        database_url: str,
        *,
        enabled: bool = True,
        flush_every: int = 200,
        flush_seconds: float = 30.0,
    ) -> None:
        self.database_url = database_url
        self.enabled = enabled
        self.flush_every = max(1, flush_every)
        self.flush_seconds = flush_seconds
        self._pending: Counter[int] = Counter()
        self._since = time.monotonic()
        self._lock = threading.Lock()
        self._store: Store | None = None
        self._flusher: threading.Thread | None = None

    def record(self, chunk_ids: Iterable[int]) -> None:
        if not self.enabled:
            return
        with self._lock:
            self._pending.update(chunk_ids)
            due = (
                len(self._pending) >= self.flush_every
                or time.monotonic() - self._since >= self.flush_seconds
            )
        if due:
            with self._lock:
                if self._flusher is not None and self._flusher.is_alive():
                    return  # one flush at a time; the next due record starts another
                self._flusher = threading.Thread(
                    target=self.flush, name="memory-core-access-flush", daemon=True
                )
                self._flusher.start()

    @property
    def pending(self) -> int:
        with self._lock:
            return len(self._pending)

    def flush(self) -> int:
        """Write the pending counts; returns how many chunks were updated."""
        with self._lock:
            counts, self._pending = dict(self._pending), Counter()
            self._since = time.monotonic()
            if not counts:
                return 0
            if self._store is None:
                self._store = Store(self.database_url)
            store = self._store
        try:
            access.record_accesses(store.engine, counts, datetime.now(UTC))
        except Exception as exc:  # a read must not fail because a counter could not be written
            log.warning("access counts dropped", chunks=len(counts), error=type(exc).__name__)
            return 0
        return len(counts)

    def close(self) -> None:
        flusher = self._flusher
        if flusher is not None:
            flusher.join()
        self.flush()
        with self._lock:
            if self._store is not None:
                self._store.dispose()
                self._store = None
