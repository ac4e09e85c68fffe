"""Bad producer input is rejected at ``submit_session`` with ``SessionRejected`` naming the
field (nothing reaches the broker: this one refuses every connection), and the pieces the
scenarios rely on hold on their own: failure classes, timeout checks, dead-letter reasons."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy.exc import DataError, IntegrityError, OperationalError

from memory_core import SessionRejected, submit_session
from memory_core.ingest.producer import BrokerUnavailable
from memory_core.ingest.runtime import PermanentError, RetryPolicy, classify, failure_reason
from memory_core.model.session import MAX_NESTING
from memory_core.settings import ConfigError, Settings, load_settings
from tests.support.sessions import session

NO_BROKER = Settings(broker_url="redis://127.0.0.1:1/0", database_url="sqlite://")


def _deep(n: int) -> Any:
    value: Any = "leaf"
    for _ in range(n):
        value = [value]
    return value


def _with(path: str, value: Any) -> dict[str, Any]:
    s = session("s1", "u1", 0, "hello", "hi", outcomes=[{"pattern_id": "p", "success": True}])
    s["tool_calls"] = [{"name": "lookup", "arguments": {"id": 7}}]
    target: Any = s
    *parents, last = path.split(".")
    for part in parents:
        target = target[int(part)] if part.isdigit() else target[part]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return s


BAD: list[tuple[str, Any, str]] = [
    ("messages.0.content", "a\x00b", "messages[0].content"),
    ("messages.0.content", "a\ud800b", "messages[0].content"),
    ("metadata", {"k": "\x00"}, "metadata.k"),
    ("metadata", {"\udc80": 1}, "metadata"),
    ("metadata", {"deep": _deep(5_000)}, "nested deeper than"),
    ("tool_calls.0.arguments", {"a": _deep(MAX_NESTING + 1)}, "tool_calls[0].arguments"),
    ("user_id", "u\x1b[31m", "user_id"),
    ("session_id", "s\u200b1", "session_id"),
    ("tenant_id", "t\ufeff", "tenant_id"),
    ("session_id", "s\x00", "session_id"),
    ("messages.0.id", "m\u200d", "messages[0].id"),
    ("outcomes.0.pattern_id", "p\x07", "outcomes[0].pattern_id"),
    ("outcomes.0.success", "yes", "outcomes[0].success"),
    ("outcomes.0.success", 1, "outcomes[0].success"),
    ("outcomes.0.success", "true", "outcomes[0].success"),
    ("tool_calls.0.name", "look\u2060up", "tool_calls[0].name"),
    ("user_id", {"id": 1}, "user_id"),
    ("tenant_id", 42, "tenant_id"),
    ("started_at", "2026-01-01T10:00:00", "started_at"),
    ("messages", [], "messages"),
    ("tool_calls.0.arguments", {"x": object()}, "tool_calls[0].arguments.x"),
    ("metadata", {"ratio": float("nan")}, "metadata.ratio"),
    ("metadata", {"ratio": float("inf")}, "metadata.ratio"),
]


@pytest.mark.parametrize(("path", "value", "field"), BAD)
def test_bad_input_is_rejected_naming_the_field(path: str, value: Any, field: str) -> None:
    with pytest.raises(SessionRejected) as info:
        submit_session(_with(path, value), settings=NO_BROKER)
    assert field in str(info.value)


def test_deep_json_text_is_rejected_not_a_recursion_error() -> None:
    import json

    text = json.dumps(_with("metadata", {})).replace(
        '"metadata": {}', '"metadata": ' + "[" * 5000 + "]" * 5000
    )
    with pytest.raises(SessionRejected, match=r"metadata\[0\]\[0\].*nested deeper"):
        submit_session(text, settings=NO_BROKER)


def test_a_good_session_gets_as_far_as_the_broker() -> None:
    with pytest.raises(BrokerUnavailable):
        submit_session(_with("metadata", {"topic": "db"}), settings=NO_BROKER)


def _sa(cls: type[Exception], orig: Exception) -> Exception:
    return cls("INSERT ...", {}, orig)


def test_failures_are_classified() -> None:
    assert classify(_sa(OperationalError, ConnectionRefusedError("refused"))) == "outage"
    assert classify(ConnectionRefusedError("redis down")) == "outage"
    assert classify(_sa(DataError, ValueError("NUL"))) == "permanent"
    assert classify(_sa(IntegrityError, ValueError("NOT NULL constraint failed"))) == "permanent"
    assert classify(_sa(IntegrityError, ValueError("UNIQUE constraint failed: x"))) == "retry"
    assert classify(PermanentError("4xx")) == "permanent"
    assert classify(RuntimeError("LLM 500")) == "retry"


def test_outages_are_bounded_by_time_not_by_the_retry_count() -> None:
    policy = RetryPolicy(base=2, cap=60, max_retries=5, outage_seconds=3600)
    assert policy.within_outage(0, 3599) and not policy.within_outage(0, 3601)
    assert max(policy.countdown(n) for n in range(200)) <= 60


@pytest.mark.parametrize(
    "overrides",
    [
        {"task_retry_backoff_max": 7200},
        {"task_time_limit": 400},
        {"visibility_timeout": 30},
        {"task_soft_time_limit": 300},
    ],
)
def test_timeouts_that_outlive_the_visibility_timeout_are_refused(overrides: Any) -> None:
    with pytest.raises(ConfigError, match="MEMORY_"):
        load_settings(**overrides)


def test_dead_letter_reasons_keep_counts_and_mask_values() -> None:
    reason = failure_reason(
        ValueError(
            "messages[0].content: 70000 bytes exceeds the limit of 64000; call +1 212 555 0134"
        )
    )
    assert "70000 bytes exceeds the limit of 64000" in reason
    assert "555" not in reason and "PHONE" in reason
