"""Facets through the real pipeline and ``memory-core reflect`` on SQLite and PostgreSQL:
a wish about how answers are written, in three wordings over weeks, becomes one
generalised ``said:user:<key>`` rule citing them; the same request scoped to one occasion
makes none, however often."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from typer.testing import CliRunner

from memory_core import MemoryReader, process_session
from memory_core.cli import app
from memory_core.settings import Settings
from tests.support.sessions import T0, session

EUROS = [  # one wish, three wordings: a code, a symbol, a word
    (
        0,
        "What does the add-on cost?",
        "$49 per month.",
        "could you quote that in EUR? we budget in it",
    ),
    (
        12,
        "And the support tier?",
        "$120 per month.",
        "how much is that in €? next time straight away",
    ),
    (26, "Price of 10 more seats?", "$300.", "again dollars... euros please, like I keep asking"),
]
ONCE = [  # the same wish, each time for one occasion only
    (1, "Quote for the board?", "$900.", "just this once, give me the price in EUR please"),
    (9, "Renewal price?", "$950.", "for this report, in euros please"),
    (20, "Upgrade cost?", "$99.", "solo esta vez, en euros por favor"),
]


def test_three_wordings_of_a_facet_become_one_generalised_rule(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    for i, (day, ask, answer, said) in enumerate(EUROS):
        process_session(session(f"e{i}", "ilse", day, ask, answer, said), settings=settings)
    for i, (day, ask, answer, said) in enumerate(ONCE):
        process_session(session(f"o{i}", "olaf", day, ask, answer, said), settings=settings)
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("MEMORY_REFLECT_LOOKBACK_DAYS", "3650")
    res = CliRunner().invoke(app, ["reflect", "--tenant", "default", "--json"])
    assert res.exit_code == 0, res.output
    by_user = {r["user_id"]: r for r in json.loads(res.output)}
    assert by_user["ilse"]["counts"]["create"] == 1
    assert by_user["olaf"]["counts"]["create"] == 0
    with MemoryReader(settings.database_url, settings=settings) as reader:
        [rule] = reader.rules("ilse")
        assert rule.concept == "said:user:currency"
        assert rule.rule == "Give prices and amounts in EUR"  # a directive, not a quote
        assert [e.session_id for e in rule.evidence] == ["e0", "e1", "e2"]
        assert [e.message_ids for e in rule.evidence] == [["e0-2"], ["e1-2"], ["e2-2"]]
        ctx = reader.build_context("ilse", "what does the Pro plan cost?", now=T0 + timedelta(40))
        assert any("Give prices and amounts in EUR" in i.text for i in ctx.semantic.items)
        assert reader.rules("olaf") == []
