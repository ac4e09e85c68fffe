"""The built-in extractor across sessions through the real pipeline (process_session), on
SQLite and PostgreSQL: changes in several wordings and languages, a migration finished in a
later turn, a third party's change kept theirs, and retractions worded after the product."""

from __future__ import annotations

from memory_core import MemoryReader, process_session
from memory_core.settings import Settings
from tests.support.sessions import session

FLOW = [
    ["context: Rails 7 + Postgres 14 on Heroku, Redis as a cache, Jenkins for CI"],
    [
        "we're moving from Heroku to Render this week, anything to watch?",
        "Check the buildpacks.",
        "done, the deploy went through, all traffic on Render now",
    ],
    ["postgres 14 -> 16 upgrade went fine. Our reseller moved from Azure to AWS btw"],
    ["Wir sind von Jenkins auf GitHub Actions umgestiegen"],
    ["Redis is no longer used, the cache lives in Postgres now"],
]


def test_changes_across_sessions_and_wordings(settings: Settings) -> None:
    for day, turns in enumerate(FLOW):
        process_session(session(f"f{day}", "ana", day * 7, *turns), settings=settings)
    reader = MemoryReader(settings.database_url)
    now = {(f.entity, f.key): f.value for f in reader.facts("ana")}
    assert now == {
        ("user", "framework"): "Ruby on Rails 7",
        ("user", "database"): "PostgreSQL 16",
        ("user", "cloud_provider"): "Render",
        ("user", "ci_system"): "GitHub Actions",
        ("reseller", "cloud_provider"): "AWS",
    }
    changes = {
        (h.key, h.old_value, h.new_value, h.source_session_id)
        for h in reader.fact_history("ana")
        if h.change in ("superseded", "retracted") and h.entity == "user"
    }
    assert changes == {
        ("cloud_provider", "Heroku", "Render", "f1"),
        ("database", "PostgreSQL 14", "PostgreSQL 16", "f2"),
        ("ci_system", "Jenkins", "GitHub Actions", "f3"),
        ("cache", "Redis", None, "f4"),
    }
