"""The built-in reflector's notes name sessions the way rules' evidence does (pure)."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_core.jobs.reflect import ReflectionInput
from memory_core.jobs.reflect.builtin import BuiltinReflector
from memory_core.jobs.reflect.inputs import EpisodeInfo


def test_unnamed_similar_sessions_are_noted_by_session_id() -> None:
    at = datetime(2026, 3, 1, tzinfo=UTC)
    episodes = [
        EpisodeInfo(10 + i, f"sess-{i}", "u", at, None, None, 1, [(f"m{i}", "hello there")])
        for i in range(3)
    ]
    inp = ReflectionInput("t", "u", episodes, [], {}, [[10, 11, 12]], [], 3)
    notes = BuiltinReflector().consolidate(inp).notes
    assert any("sess-0, sess-1, sess-2" in n for n in notes), notes
