"""chunk_messages: ids kept exactly, order, sizes, context lines, timestamps."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_core.model.chunking import CONTEXT_PREFIX, ChunkMessage, chunk_messages

T0 = datetime(2024, 1, 1, 12, tzinfo=UTC)


def msgs(n: int, *, content: str = "message number {i}") -> list[ChunkMessage]:
    return [
        ChunkMessage(
            id=f"m{i}",
            role="user" if i % 2 == 0 else "assistant",
            content=content.format(i=i),
            timestamp=T0 + timedelta(minutes=i),
        )
        for i in range(n)
    ]


def test_every_message_id_appears_once_in_order() -> None:
    messages = msgs(11)
    chunks = chunk_messages(messages)
    flat = [mid for c in chunks for mid in c.message_ids]
    assert flat == [m.id for m in messages]
    assert [c.seq for c in chunks] == list(range(len(chunks)))
    assert all(1 <= len(c.message_ids) <= 2 for c in chunks)


@pytest.mark.parametrize("size", [1, 2, 3, 5])
def test_max_messages(size: int) -> None:
    chunks = chunk_messages(msgs(10), max_messages=size)
    assert all(len(c.message_ids) <= size for c in chunks)
    assert len(chunks) == -(-10 // size)


def test_text_has_role_labels_and_owned_content() -> None:
    chunks = chunk_messages(msgs(4), max_messages=2, context_chars=0, context_after_chars=0)
    assert chunks[0].text == "user: message number 0\nassistant: message number 1"
    assert chunks[1].text == "user: message number 2\nassistant: message number 3"


def test_neighbour_context_is_marked_and_not_owned() -> None:
    chunks = chunk_messages(msgs(3), max_messages=1, context_chars=300, context_after_chars=300)
    middle = chunks[1]
    assert middle.message_ids == ["m1"]
    lines = middle.text.splitlines()
    assert lines == [
        CONTEXT_PREFIX + "user: message number 0",
        "assistant: message number 1",
        CONTEXT_PREFIX + "user: message number 2",
    ]
    assert not chunks[0].text.startswith(CONTEXT_PREFIX)  # nothing before the first
    assert CONTEXT_PREFIX not in chunks[-1].text.splitlines()[-1]  # nor after the last


def test_context_is_truncated() -> None:
    long = [
        ChunkMessage("a", "user", "word " * 500, T0),
        ChunkMessage("b", "assistant", "short reply", T0),
    ]
    chunks = chunk_messages(long, max_messages=1, context_chars=50)
    ctx = chunks[1].text.splitlines()[0]
    assert ctx.startswith(CONTEXT_PREFIX) and len(ctx) < 80 and ctx.endswith("…")


def test_long_messages_close_chunks_early_but_are_never_dropped() -> None:
    big = msgs(4, content="x" * 900 + " {i}")
    chunks = chunk_messages(big, max_messages=3, max_chars=1000)
    assert [c.message_ids for c in chunks] == [["m0"], ["m1"], ["m2"], ["m3"]]


def test_blank_messages_skipped_and_empty_input() -> None:
    messages = [*msgs(2), ChunkMessage("blank", "user", "   ", T0)]
    flat = [mid for c in chunk_messages(messages) for mid in c.message_ids]
    assert "blank" not in flat and flat == ["m0", "m1"]
    assert chunk_messages([]) == []


def test_started_at_is_first_timestamp_or_earliest_known() -> None:
    messages = msgs(4)
    chunks = chunk_messages(messages, max_messages=2)
    assert chunks[1].started_at == messages[2].timestamp
    no_first = [ChunkMessage("a", "user", "hi there", None), *msgs(1)]
    assert chunk_messages(no_first, max_messages=2)[0].started_at == msgs(1)[0].timestamp
    assert chunk_messages([ChunkMessage("a", "user", "hi", None)])[0].started_at is None


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        chunk_messages(msgs(2), max_messages=0)
