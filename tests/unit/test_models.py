"""Producer-side validation and settings: precise errors, nothing enqueued on bad input."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memory_core import Session, SessionRejected, submit_session
from memory_core.model.session import parse_session
from memory_core.settings import ConfigError, Settings, load_settings

T = datetime(2026, 3, 1, tzinfo=UTC)


def good(**over: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "session_id": "s1",
        "user_id": "u1",
        "started_at": T.isoformat(),
        "ended_at": (T + timedelta(minutes=5)).isoformat(),
        "messages": [{"role": "user", "content": "hi"}],
    }
    base.update(over)
    return base


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"session_id": ""}, "session_id"),
        ({"user_id": "   "}, "user_id"),
        ({"messages": []}, "messages"),
        ({"started_at": "2026-03-01T00:00:00"}, "started_at"),
        ({"ended_at": (T - timedelta(minutes=1)).isoformat()}, "ended_at"),
        ({"messages": [{"role": "robot", "content": "x"}]}, "messages[0].role"),
        ({"messages": [{"role": "user"}]}, "messages[0].content"),
        (
            {
                "messages": [
                    {"role": "user", "content": "a", "id": "x"},
                    {"role": "user", "content": "b", "id": "x"},
                ]
            },
            "not unique",
        ),
        ({"outcomes": [{"pattern_id": "p"}]}, "outcomes[0].success"),
        ({"surprise": 1}, "surprise"),
    ],
)
def test_invalid_sessions_name_the_field(change: dict[str, Any], field: str) -> None:
    with pytest.raises(SessionRejected) as info:
        parse_session(good(**change))
    assert field in str(info.value)


def test_missing_ids_are_named() -> None:
    data = good()
    del data["user_id"]
    with pytest.raises(SessionRejected, match="user_id: Field required"):
        parse_session(data)


def test_size_limits() -> None:
    many = [{"role": "user", "content": "x"}] * 11
    with pytest.raises(SessionRejected, match="11 messages exceeds the limit of 10"):
        parse_session(good(messages=many), max_messages=10)
    with pytest.raises(SessionRejected, match=r"messages\[0\].content: 101 bytes"):
        parse_session(
            good(messages=[{"role": "user", "content": "y" * 101}]), max_message_bytes=100
        )


def test_submit_rejects_before_enqueueing() -> None:
    # The broker URL points nowhere: a rejected session must fail before any connection.
    s = Settings(broker_url="redis://127.0.0.1:1/0")
    with pytest.raises(SessionRejected, match="messages"):
        submit_session(good(messages=[]), settings=s)


def test_message_ids_are_filled_in_stably() -> None:
    s = Session.model_validate(
        good(
            messages=[
                {"role": "user", "content": "a"},
                {"role": "assistant", "content": "b", "id": "m0"},
            ]
        )
    )
    ids = [m.id for m in s.with_message_ids().messages]
    assert ids == ["m0_", "m0"]


def test_unknown_memory_variables_are_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMORY_DATABSE_URL", "sqlite:///typo.db")
    with pytest.raises(ConfigError, match="MEMORY_DATABSE_URL"):
        load_settings()


def test_llm_is_used_only_when_openai_is_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not load_settings().llm_enabled
    assert "built-in" in load_settings().describe_backends()
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("MEMORY_LLM_MODEL", "m1")
    s = load_settings()
    assert s.llm_enabled and s.llm_model == "m1"
    assert "m1" in s.describe_backends()


def test_defaults() -> None:
    s = load_settings()
    assert s.broker_url == "redis://localhost:6379/0"
    assert s.database_url.startswith("sqlite:///")
    assert s.embedder == "builtin"


def test_unreachable_broker_is_a_clear_error() -> None:
    from memory_core import BrokerUnavailable

    s = Settings(broker_url="redis://:pw@127.0.0.1:1/0")
    with pytest.raises(
        BrokerUnavailable, match=r"redis://:\*\*@127.0.0.1:1/0.*Nothing was enqueued"
    ):
        submit_session(good(), settings=s)
