"""Grouping by an embedder with meaning (pure: the vectors are given): a paraphrase close to
named statements takes their concept, close unnamed ones link, distant ones stay apart."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np

from memory_core.jobs.reflect.similar import MEANING_SIMILARITY, adopt, has_meaning
from memory_core.jobs.reflect.statements import Statement, group_statements
from memory_core.settings import Settings

T0 = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


def _st(i: int, text: str, concept: str | None = None, value: str | None = None) -> Statement:
    rule = "Contact the user by phone" if value == "phone" else None
    return Statement(i, f"s{i}", f"s{i}-m2", T0 + timedelta(days=7 * i), text, concept, value, rule)


def _unit(*rows: list[float]) -> np.ndarray:
    m = np.array(rows, dtype=np.float32)
    out: np.ndarray = m / np.linalg.norm(m, axis=1, keepdims=True)
    return out


def test_a_paraphrase_close_to_named_statements_takes_their_concept() -> None:
    stmts = [
        _st(0, "please phone me", "contact_channel", "phone"),
        _st(1, "ring me when it's ready", "contact_channel", "phone"),
        _st(2, "a chat over the line suits me better"),  # nothing names it
        _st(3, "never suggest a reboot"),  # far from everything
    ]
    vecs = _unit([1, 0.1, 0], [0.95, 0.2, 0], [0.9, 0.15, 0.05], [0, 0, 1])
    out = adopt(stmts, vecs)
    assert (out[2].concept, out[2].value, out[2].rule) == (
        "contact_channel",
        "phone",
        "Contact the user by phone",
    )
    assert out[3].concept is None
    [group] = group_statements(out, None, similarity=0.25, min_sessions=3)
    assert group.concept == "contact_channel" and group.sessions() == ["s0", "s1", "s2"]


def test_an_ambiguous_paraphrase_is_left_unnamed() -> None:
    stmts = [
        _st(0, "please phone me", "contact_channel", "phone"),
        _st(1, "email me", "contact_channel", "email"),
        _st(2, "reach me the usual way"),
    ]
    vecs = _unit([1, 0, 0], [0, 1, 0], [1, 1, 0])  # as close to both values
    assert adopt(stmts, vecs)[2].concept is None


def test_close_unnamed_statements_link_and_distant_ones_do_not() -> None:
    stmts = [_st(i, t) for i, t in enumerate(["no reboots", "never restart it", "x", "y"])]
    vecs = _unit([1, 0, 0], [0.9, 0.3, 0], [0.6, 0, 0.8], [0, 1, 0])
    groups = group_statements(
        stmts,
        None,
        similarity=0.25,
        min_sessions=2,
        meaning=vecs,
        meaning_similarity=MEANING_SIMILARITY,
    )
    assert [g.sessions() for g in groups] == [["s0", "s1"]]  # cos(s0, s2) = 0.6 is not enough


def test_only_embedders_with_meaning_are_used() -> None:
    base = Settings.model_validate({"database_url": "sqlite://"})
    assert not has_meaning(base)
    assert has_meaning(base.model_copy(update={"embedder": "local"}))
    assert has_meaning(base.model_copy(update={"embedder": "openai:text-embedding-3-small"}))
