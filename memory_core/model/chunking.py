"""Split a session's (masked) messages into small retrievable chunks.

A chunk owns a few *consecutive* messages (``message_ids`` lists exactly those, in order),
and its ``text`` is what gets embedded and indexed: the owned messages with role labels,
between short, clearly marked excerpts of the neighbouring messages (``(context) role: ...``,
300 characters of the one before, 150 of the one after). That context lets a reply such as
"Yes, last Tuesday!" be found by the question it answers, while ``message_ids`` stay
precise, so a hit points at the turns that carry the evidence. (On LoCoMo the context lines
are worth about 10 points of recall@5 over bare turns.)

Small chunks are deliberate: callers rank chunks and then read their messages in rank order,
so a chunk of one or two turns wastes little of a tight context budget on neighbours that
happen to share a chunk with the relevant turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

__all__ = [
    "CONTEXT_PREFIX",
    "DEFAULT_CONTEXT_AFTER_CHARS",
    "DEFAULT_CONTEXT_CHARS",
    "DEFAULT_MAX_CHARS",
    "DEFAULT_MAX_MESSAGES",
    "Chunk",
    "ChunkMessage",
    "chunk_messages",
]

DEFAULT_MAX_MESSAGES = 2
DEFAULT_MAX_CHARS = 1_200
DEFAULT_CONTEXT_CHARS = 300
DEFAULT_CONTEXT_AFTER_CHARS = 150
CONTEXT_PREFIX = "(context) "


@dataclass(frozen=True)
class ChunkMessage:
    id: str
    role: str
    content: str
    timestamp: datetime | None


@dataclass(frozen=True)
class Chunk:
    seq: int
    text: str
    message_ids: list[str]
    started_at: datetime | None


def _line(message: ChunkMessage, limit: int | None = None) -> str:
    content = " ".join(message.content.split())
    if limit is not None and len(content) > limit:
        cut = content[:limit].rsplit(" ", 1)[0] or content[:limit]
        content = cut + " …"
    return f"{message.role}: {content}"


def chunk_messages(
    messages: Sequence[ChunkMessage],
    *,
    max_messages: int = DEFAULT_MAX_MESSAGES,
    max_chars: int = DEFAULT_MAX_CHARS,
    context_chars: int = DEFAULT_CONTEXT_CHARS,
    context_after_chars: int = DEFAULT_CONTEXT_AFTER_CHARS,
) -> list[Chunk]:
    """Group consecutive messages into chunks, in order, ``seq`` counting from 0.

    - ``max_messages``: most messages a chunk owns (default 2: an exchange; 1 ranks single
      turns more precisely, 3+ suits coarser episodes but wastes context on neighbours).
    - ``max_chars``: a chunk is closed early once its owned text would pass this size
      (a single longer message still gets a chunk of its own; nothing is dropped).
    - ``context_chars``: up to this many characters of the message preceding the chunk are
      prepended as ``(context) role: ...``; 0 disables it. They are not in ``message_ids``.
    - ``context_after_chars``: the same for the message following the chunk, appended.

    Messages with blank content are skipped (they cannot be retrieved by anything).
    ``started_at`` is the first owned message's timestamp, or the earliest timestamp found
    in the chunk when that one is missing.
    """
    if max_messages < 1:
        raise ValueError("max_messages must be >= 1")
    if max_chars < 1:
        raise ValueError("max_chars must be >= 1")
    kept = [m for m in messages if m.content and m.content.strip()]
    groups: list[tuple[int, int]] = []  # [start, end) indices into kept
    start = 0
    size = 0
    for i, message in enumerate(kept):
        length = len(message.content)
        if i > start and (i - start >= max_messages or size + length > max_chars):
            groups.append((start, i))
            start, size = i, 0
        size += length
    if start < len(kept):
        groups.append((start, len(kept)))

    chunks: list[Chunk] = []
    for seq, (lo, hi) in enumerate(groups):
        owned = kept[lo:hi]
        lines = [_line(m) for m in owned]
        if context_chars > 0 and lo > 0:
            lines.insert(0, CONTEXT_PREFIX + _line(kept[lo - 1], context_chars))
        if context_after_chars > 0 and hi < len(kept):
            lines.append(CONTEXT_PREFIX + _line(kept[hi], context_after_chars))
        stamps = [m.timestamp for m in owned if m.timestamp is not None]
        started = owned[0].timestamp if owned[0].timestamp is not None else None
        if started is None and stamps:
            started = min(stamps)
        chunks.append(
            Chunk(
                seq=seq,
                text="\n".join(lines),
                message_ids=[m.id for m in owned],
                started_at=started,
            )
        )
    return chunks
