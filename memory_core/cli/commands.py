"""``memory-core``: the operator's and producer's command line (typer + rich)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.progress import Progress
from rich.table import Table

from memory_core.cli.common import DbOpt, TenantOpt, console, err
from memory_core.cli.common import settings_or_exit as _settings

app = typer.Typer(help="memory-core: long-term memory for AI agents.", no_args_is_help=True)
db_app = typer.Typer(help="Database schema (Alembic migrations).", no_args_is_help=True)
dl_app = typer.Typer(help="Sessions that could not be consolidated.", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(dl_app, name="dead-letters")


def _read_jsonl(path: Path) -> Iterator[tuple[int, str]]:
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            if line.strip():
                yield n, line


def _count_lines(path: Path) -> int:
    return sum(1 for _ in _read_jsonl(path))


# -- db --------------------------------------------------------------------------------
@db_app.command("upgrade")
def db_upgrade(database_url: DbOpt = None, revision: str = "head") -> None:
    """Create or migrate the schema to the latest revision."""
    from memory_core.store.migrate import upgrade

    s = _settings(database_url=database_url)
    upgrade(s.database_url, revision)
    console.print(f"database at revision [bold]{revision}[/bold]: {_safe_url(s.database_url)}")


@db_app.command("current")
def db_current(database_url: DbOpt = None) -> None:
    """Show the schema revision of the database."""
    from memory_core.store.migrate import current

    s = _settings(database_url=database_url)
    console.print(current(s.database_url) or "(empty database: run `memory-core db upgrade`)")


def _safe_url(url: str) -> str:
    from memory_core.store.engine import safe_url

    return safe_url(url)


# -- producers ------------------------------------------------------------------------
@app.command()
def enqueue(
    file: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, help="JSONL, one session per line.")
    ],
) -> None:
    """Validate and enqueue sessions for the workers (one JSON session per line)."""
    from memory_core.ingest.producer import BrokerUnavailable, submit_session
    from memory_core.model.session import SessionRejected

    s = _settings()
    rejected = 0
    total = _count_lines(file)
    with Progress(console=err) as progress:
        bar = progress.add_task("enqueue", total=total)
        for n, line in _read_jsonl(file):
            try:
                submit_session(line, settings=s)
            except SessionRejected as exc:
                rejected += 1
                err.print(f"[red]line {n} rejected:[/red] {exc}")
            except BrokerUnavailable as exc:
                err.print(f"[red]stopped at line {n}:[/red] {exc}")
                raise typer.Exit(2) from None
            progress.advance(bar)
    console.print(f"enqueued {total - rejected} session(s), rejected {rejected}")
    if rejected:
        raise typer.Exit(1)


@app.command()
def ingest(
    file: Annotated[Path, typer.Argument(exists=True, dir_okay=False)],
    sync: Annotated[
        bool, typer.Option("--sync", help="Consolidate in this process, no broker.")
    ] = False,
    database_url: DbOpt = None,
) -> None:
    """Consolidate sessions from a JSONL file (in-process with --sync, else via the workers)."""
    if not sync:
        enqueue(file)
        return
    from memory_core.ingest.pipeline import PipelineError, process_session
    from memory_core.model.session import SessionRejected

    s = _settings(database_url=database_url)
    ok = failed = rejected = 0
    pii: Counter[str] = Counter()
    with Progress(console=err) as progress:
        bar = progress.add_task("ingest", total=_count_lines(file))
        for n, line in _read_jsonl(file):
            try:
                result = process_session(json.loads(line), settings=s)
                ok += 1
                pii.update(result.pii)
            except (SessionRejected, json.JSONDecodeError) as exc:
                rejected += 1
                err.print(f"[red]line {n} rejected:[/red] {exc}")
            except PipelineError as exc:
                failed += 1
                err.print(f"[yellow]line {n} dead-lettered:[/yellow] {exc}")
            progress.advance(bar)
    console.print(
        f"consolidated {ok}, dead-lettered {failed}, rejected {rejected}; "
        f"PII masked: {dict(pii) or 'none'}"
    )
    if rejected or failed:
        raise typer.Exit(1)


# -- readers --------------------------------------------------------------------------
@app.command()
def facts(
    user: str,
    tenant: TenantOpt = "default",
    as_of: Annotated[datetime | None, typer.Option(help="ISO time, with zone")] = None,
    history: bool = False,
    database_url: DbOpt = None,
) -> None:
    """Show a user's current facts (or as of a time), optionally with their history."""
    from memory_core.read.reader import MemoryReader

    s = _settings(database_url=database_url)
    with MemoryReader(s.database_url, settings=s) as r:
        _print_facts(r, user, tenant, as_of=as_of, history=history)


def _print_facts(
    r: Any, user: str, tenant: str, *, as_of: Any = None, history: bool = True
) -> None:
    t = Table(title=f"facts of {user!r}" + (f" as of {as_of}" if as_of else ""))
    for col in ("category", "entity", "key", "value", "since"):
        t.add_column(col)
    for f in r.facts(user, tenant_id=tenant, as_of=as_of):
        t.add_row(f.category, f.entity, f.key, f.value, f.valid_from.date().isoformat())
    console.print(t)
    if history:
        changes = [
            c
            for c in r.fact_history(user, tenant_id=tenant)
            if c.change in ("superseded", "retracted")
        ]
        if changes:
            h = Table(title=f"changes for {user!r}")
            for col in ("when", "key", "old", "new", "session"):
                h.add_column(col)
            for c in changes:
                h.add_row(
                    c.changed_at.date().isoformat(),
                    c.key,
                    c.old_value or "",
                    c.new_value or "(retracted)",
                    c.source_session_id,
                )
            console.print(h)


@app.command()
def context(
    user: str,
    query: str,
    max_tokens: int = 2_000,
    tenant: TenantOpt = "default",
    as_json: Annotated[bool, typer.Option("--json")] = False,
    database_url: DbOpt = None,
) -> None:
    """Build the agent context for a query and show what went in and why."""
    from memory_core.read.reader import MemoryReader

    s = _settings(database_url=database_url)
    with MemoryReader(s.database_url, settings=s) as r:
        ctx = r.build_context(user, query, max_tokens=max_tokens, tenant_id=tenant)
    if as_json:
        console.print_json(json.dumps(ctx.to_dict(), default=str))
        return
    _print_context(ctx)


def _print_context(ctx: Any) -> None:
    from memory_core.cli.render import context_table

    console.print(context_table(ctx))
    console.print(ctx.text or "(empty)")


@app.command()
def search(
    user: str,
    query: str,
    top_k: int = 5,
    tenant: TenantOpt = "default",
    database_url: DbOpt = None,
) -> None:
    """Search a user's episodes and show each hit's score parts."""
    from memory_core.read.reader import MemoryReader

    s = _settings(database_url=database_url)
    with MemoryReader(s.database_url, settings=s) as r:
        hits = r.search_episodes(user, query, top_k=top_k, tenant_id=tenant)
    t = Table(title=f"{query!r}")
    for col in ("score", "rel", "rec", "imp", "session", "messages", "text"):
        t.add_column(col)
    for h in hits:
        t.add_row(
            f"{h.score:.3f}",
            f"{h.relevance:.2f}",
            f"{h.recency:.2f}",
            f"{h.importance:.2f}",
            h.session_id,
            ",".join(h.message_ids),
            h.text[:80],
        )
    console.print(t)


@app.command()
def reembed(
    tenant: Annotated[str | None, typer.Option("--tenant", help="Only this tenant.")] = None,
    batch_size: int = 256,
    database_url: DbOpt = None,
) -> None:
    """Move stored vectors to the configured embedder (MEMORY_EMBEDDER); resumable."""
    from memory_core.embed import get_embedder
    from memory_core.jobs.reembed import pending
    from memory_core.jobs.reembed import reembed as run_reembed
    from memory_core.store.store import Store

    s = _settings(database_url=database_url)
    embedder = get_embedder(s)
    store = Store(s.database_url)
    try:
        total = pending(store, embedder, tenant)
        console.print(f"{total} chunk(s) to re-embed with {embedder.name} ({embedder.dim} dims)")
        with Progress(console=err) as progress:
            bar = progress.add_task("reembed", total=total)
            result = run_reembed(
                store,
                embedder,
                tenant_id=tenant,
                batch_size=batch_size,
                progress=lambda n: progress.advance(bar, n),
            )
    finally:
        store.dispose()
    console.print(f"re-embedded {result.updated}; {result.remaining} left on other embedders")


@app.command()
def backends() -> None:
    """Say which extractor and embedder this configuration uses."""
    console.print(_settings().describe_backends())


# -- dead letters ---------------------------------------------------------------------
@dl_app.command("list")
def dl_list(
    tenant: Annotated[str | None, typer.Option("--tenant")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Include replayed ones.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per line.")] = False,
    database_url: DbOpt = None,
) -> None:
    """List dead-lettered sessions with the stage and reason."""
    from memory_core.store import dead_letters
    from memory_core.store.store import Store

    s = _settings(database_url=database_url)
    store = Store(s.database_url)
    try:
        rows = dead_letters.dead_letters(
            store, tenant_id=tenant, include_replayed=all_, limit=1_000
        )
    finally:
        store.dispose()
    if as_json:
        for d in rows:
            item = {
                "id": d.id,
                "tenant_id": d.tenant_id,
                "user_id": d.user_id,
                "session_id": d.session_id,
                "stage": d.stage,
                "error_type": d.error_type,
                "reason": d.reason,
                "attempts": d.attempts,
                "created_at": d.created_at.isoformat(),
                "replayed_at": d.replayed_at.isoformat() if d.replayed_at else None,
            }
            sys.stdout.write(json.dumps(item) + "\n")
        return
    t = Table(title=f"{len(rows)} dead letter(s)")
    for col in ("id", "tenant", "session", "stage", "error", "reason", "attempts", "replayed"):
        t.add_column(col)
    for d in rows:
        t.add_row(
            str(d.id),
            d.tenant_id,
            d.session_id,
            d.stage,
            d.error_type,
            d.reason[:120],
            str(d.attempts),
            d.replayed_at.isoformat() if d.replayed_at else "",
        )
    console.print(t)


@dl_app.command("replay")
def dl_replay(
    ids: Annotated[
        list[int] | None, typer.Argument(help="Dead letter ids (default: all open).")
    ] = None,
    sync: Annotated[bool, typer.Option("--sync", help="Replay in this process.")] = False,
    database_url: DbOpt = None,
) -> None:
    """Send dead-lettered sessions through the pipeline again (finished stages are kept)."""
    from memory_core.ingest.replay import replay_dead_letters

    replayed = failed = 0
    for r in replay_dead_letters(_settings(database_url=database_url), ids, sync=sync):
        if r.ok:
            replayed += 1
        else:
            failed += 1
            err.print(f"#{r.letter_id}: {r.error}")
    console.print(f"replayed {replayed}, failed {failed}")
    if failed:
        raise typer.Exit(1)


# -- demo -----------------------------------------------------------------------------
@app.command()
def demo(
    database_url: DbOpt = None,
    timeout: Annotated[float, typer.Option(help="Seconds to wait for the workers.")] = 180.0,
) -> None:
    """Run the whole pipeline on bundled sessions through Redis and a real Celery worker."""
    from memory_core.cli.demo import run_demo

    sys.exit(run_demo(console, database_url=database_url, timeout=timeout))


@app.command("demo-data")
def demo_data() -> None:
    """Print the bundled demo sessions as JSONL (for `memory-core enqueue`)."""
    from memory_core.demo_data import demo_sessions

    for s in demo_sessions():
        sys.stdout.write(json.dumps(s) + "\n")


def main() -> None:  # pragma: no cover
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
