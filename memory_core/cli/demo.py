"""``memory-core demo``: bundled sessions through Redis, a real in-process Celery worker and
the embedded SQLite store, then a summary of what memory-core made of them."""

from __future__ import annotations

import functools
import os
import time
from collections import Counter
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.progress import Progress
from rich.table import Table

from memory_core.cli.render import context_table
from memory_core.demo_data import PLANTED_SECRETS, demo_sessions
from memory_core.ingest.producer import submit_session
from memory_core.jobs.reflect import reflect
from memory_core.model.products import mentions
from memory_core.model.scope import Scope
from memory_core.read.reader import MemoryReader
from memory_core.read.views import FactChange
from memory_core.settings import ConfigError, Settings, load_settings
from memory_core.store import dead_letters, reads, stats
from memory_core.store.migrate import upgrade
from memory_core.store.store import Store

SAMPLE = ("alice", "Which database do they run now, and how did we fix slow inserts?")


def _default_demo_db() -> str:
    home = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    path = home / "memory-core" / "demo.db"
    path.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)  # a fresh store every run
    return f"sqlite:///{path}"


def _said(messages: list[dict[str, Any]], value: str | None) -> str:
    """The user's own words that stated a value: "we upgraded to 15", "Postgres 15 ..."."""
    words = [w for w in (value or "").replace("(", " ").split() if len(w) > 1]
    for m in messages:
        text = str(m.get("content", ""))
        if m.get("role") == "user" and any(w.casefold() in text.casefold() for w in words):
            return " ".join(text.split())[:90]
    return ""


def _quote(by_session: dict[str, list[dict[str, Any]]], sid: str, value: str | None) -> str:
    return _said(by_session.get(sid, []), value)


def _events(
    history: list[FactChange], said: Callable[[str, str | None], str]
) -> list[tuple[str, str, str, str, str]]:
    """The history rows worth showing: changes, retractions, and confirmations worded
    differently from the value they confirmed, each with the user's own words."""
    out: list[tuple[str, str, str, str, str]] = []
    current: dict[tuple[str, str], str] = {}
    for h in history:
        slot = (h.entity, h.key)
        when = h.changed_at.date().isoformat()
        who = "" if h.entity == "user" else f"{h.entity}: "
        quote = said(h.source_session_id, h.new_value or h.old_value)
        if h.change == "retracted":
            detail = f"{who}{h.old_value} ended, nothing replaces it"
            out.append((when, h.key, "retracted", detail, quote))
            current.pop(slot, None)
        elif h.change in ("superseded", "backfilled") and h.old_value and h.new_value:
            out.append((when, h.key, "changed", f"{who}{h.old_value} -> {h.new_value}", quote))
            current[slot] = h.new_value
        elif h.change == "confirmed" and h.new_value and slot in current:
            if (
                quote
                and mentions(current[slot])
                and current[slot].casefold() not in quote.casefold()
            ):
                out.append((when, h.key, "confirmed", f"{who}{current[slot]}", quote))
        elif h.new_value:
            current[slot] = h.new_value
    return out


def _print_dreaming(
    console: Console,
    store: Store,
    settings: Settings,
    sessions: list[dict[str, Any]],
    reader: MemoryReader,
) -> None:
    """Reflect ("dream") over the demo tenant as the nightly job would after the last
    session, and print the rules it made with their evidence sessions."""
    last = max(datetime.fromisoformat(s["ended_at"]) for s in sessions)
    results = reflect(store, settings, Scope(tenant_id="demo"), now=last + timedelta(days=1))
    t = Table(title=f"rules dreaming made ({results[0].backend if results else 'no run'})")
    for col in ("user", "rule", "evidence sessions"):
        t.add_column(col)
    for tenant, user in sorted({(r.tenant_id, r.user_id) for r in results}):
        for rule in reader.rules(user, tenant_id=tenant):
            if rule.user_id == user:
                sids = ", ".join(e.session_id for e in rule.evidence)
                t.add_row(user, rule.rule, sids)
    console.print(t)
    unnamed = sum(1 for r in results for n in r.notes if n.startswith("unnamed"))
    if unnamed:
        console.print(f"{unnamed} repeated statement group(s) the built-in back end cannot name")


def _print_issues(console: Console, reader: MemoryReader, user: str) -> None:
    """The problems a user reported, kept as issues (not facts), with their status."""
    issues = reader.issues(user, tenant_id="demo")
    if not issues:
        return
    t = Table(title=f"issues {user} reported (kept out of the facts)")
    for col in ("key", "status", "last seen", "text"):
        t.add_column(col)
    for i in issues:
        t.add_row(i.key, i.status, i.last_seen.date().isoformat(), i.text[:80])
    console.print(t)


def run_demo(console: Console, *, database_url: str | None = None, timeout: float = 180.0) -> int:
    from celery.contrib.testing.worker import start_worker

    from workers.app import make_app

    try:
        settings: Settings = load_settings(database_url=database_url or _default_demo_db())
    except ConfigError as exc:
        console.print(f"[red]configuration error:[/red] {exc}")
        return 2
    console.print(Panel.fit(settings.describe_backends(), title="memory-core demo"))
    console.print(f"store: {settings.database_url}   broker: {settings.broker_url}")
    from kombu.connection import Connection

    try:
        with Connection(settings.broker_url) as conn:
            conn.ensure_connection(max_retries=1)
    except Exception as exc:
        console.print(
            f"[red]Redis is not reachable at {settings.broker_url}[/red] ({exc}). Start it "
            "(e.g. `redis-server`) or point MEMORY_BROKER_URL at one."
        )
        return 2
    upgrade(settings.database_url)
    sessions = demo_sessions()
    app = make_app(settings)
    store = Store(settings.database_url)
    started = time.monotonic()
    try:
        with (
            start_worker(
                app, pool="threads", concurrency=2, perform_ping_check=False, loglevel="WARNING"
            ),
            Progress(console=console) as progress,
        ):
            sub = progress.add_task("enqueue (validated, via Redis)", total=len(sessions))
            for s in sessions:
                submit_session(s, settings=settings)
                progress.advance(sub)
            done = progress.add_task("consolidate (Celery worker)", total=len(sessions))
            keys = [(s["tenant_id"], s["session_id"]) for s in sessions]
            while True:
                with store.read() as db:
                    n = reads.sessions_done(db, keys)
                failed = len(dead_letters.dead_letters(store, tenant_id="demo"))
                progress.update(done, completed=n + failed)
                if n + failed >= len(sessions) or time.monotonic() - started > timeout:
                    break
                time.sleep(0.2)
        elapsed = time.monotonic() - started
        with store.read() as db:
            processed = reads.completed_sessions(db, "demo")
            pii: Counter[str] = Counter()
            for rep in reads.pii_reports(db, "demo"):
                pii.update(rep)
        dead = dead_letters.dead_letters(store, tenant_id="demo")
        console.print(
            f"\n[bold]{processed}[/bold] of {len(sessions)} sessions consolidated "
            f"in {elapsed:.1f}s, "
            f"{len(dead)} dead-lettered"
        )
        t = Table(title="PII and secrets masked before storage")
        t.add_column("type")
        t.add_column("count", justify="right")
        for kind, count in sorted(pii.items(), key=lambda kv: -kv[1]):
            t.add_row(kind, str(count))
        t.add_row("[bold]total[/bold]", f"[bold]{sum(pii.values())}[/bold]")
        console.print(t)
        leaks = stats.occurrences(store, PLANTED_SECRETS)
        colour = "green" if leaks == 0 else "red"
        console.print(f"[{colour}]planted raw values found in the store: {leaks}[/{colour}]")

        with MemoryReader(settings.database_url, settings=settings) as reader:
            with store.read() as db:
                demo_users = reads.users(db, "demo")
            for tenant, user in demo_users:
                facts = reader.facts(user, tenant_id=tenant)
                ft = Table(title=f"facts of {user} (tenant {tenant})")
                for col in ("owner", "category", "key", "value", "since", "history"):
                    ft.add_column(col)
                for f in facts:
                    hist = [
                        c.old_value
                        for c in reader.fact_history(user, f.key, tenant_id=tenant)
                        if c.change == "superseded" and c.entity == f.entity
                    ]
                    chain = " -> ".join([*[h for h in hist if h], f.value]) if hist else ""
                    since = f.valid_from.date().isoformat()
                    ft.add_row(f.entity, f.category, f.key, f.value, since, chain)
                console.print(ft)
                by_session = {
                    e.session_id: e.messages for e in reader.episodes(user, tenant_id=tenant)
                }
                events = _events(
                    reader.fact_history(user, tenant_id=tenant),
                    functools.partial(_quote, by_session),
                )
                if events:
                    et = Table(title=f"what changed for {user}, in the user's own words")
                    for col in ("when", "key", "event", "detail", "as said"):
                        et.add_column(col)
                    for row in events:
                        et.add_row(*row)
                    console.print(et)
            _print_dreaming(console, store, settings, sessions, reader)
            user, query = SAMPLE
            _print_issues(console, reader, user)
            last = max(datetime.fromisoformat(s["ended_at"]) for s in sessions)
            ctx = reader.build_context(
                user, query, max_tokens=1_500, tenant_id="demo", now=last + timedelta(days=1)
            )
            console.print(context_table(ctx, f"agent context for {user!r}: {query!r}"))
            console.print(Panel(ctx.text or "(empty)", title="context text"))
            shown = [m for i in ctx.episodic.items for m in i.reason["shown_message_ids"]]
            console.print(
                f"{len(shown)} messages from {len(ctx.episodic.items)} session(s) shown, "
                f"{len(shown) - len(set(shown))} of them twice"
            )
        return 0 if processed == len(sessions) and leaks == 0 else 1
    finally:
        store.dispose()
