"""Replaying dead letters: send a dead-lettered session through the pipeline again.

Finished stages are kept (their ledger rows make them no-ops), so a replay resumes at the
stage that failed. A letter is marked replayed only once its session was accepted again.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from memory_core.ingest.pipeline import PipelineError, process_session
from memory_core.ingest.producer import submit_session
from memory_core.model.session import SessionRejected
from memory_core.settings import Settings
from memory_core.store import dead_letters
from memory_core.store.store import Store
from memory_core.store.sweep import user_forgotten


@dataclass(frozen=True)
class Replayed:
    letter_id: int
    ok: bool
    error: str = ""


def replay_dead_letters(
    settings: Settings, ids: Sequence[int] | None = None, *, sync: bool = False
) -> Iterator[Replayed]:
    """Replay these letters (default: every open one), in this process or through the broker."""
    store = Store(settings.database_url)
    try:
        letters = (
            [d for i in ids if (d := dead_letters.get_dead_letter(store, i)) is not None]
            if ids
            else dead_letters.dead_letters(store, limit=100_000)
        )
        for d in letters:
            if d.replayed_at is not None or d.payload is None:
                why = "already replayed" if d.replayed_at else "no payload"
                yield Replayed(d.id, False, f"nothing to replay ({why})")
                continue
            with store.read() as tx:
                forgotten = user_forgotten(tx, d.tenant_id, d.user_id)
            if forgotten:  # erasure (issue 11 item 8): a forgotten user's session stays out
                yield Replayed(d.id, False, "user forgotten: not replayed")
                continue
            try:
                if sync:
                    process_session(d.payload, settings=settings)
                else:
                    submit_session(d.payload, settings=settings)
            except (SessionRejected, PipelineError) as exc:
                yield Replayed(d.id, False, str(exc))
                continue
            dead_letters.mark_replayed(store, d.id)
            yield Replayed(d.id, True)
    finally:
        store.dispose()
