"""CLI commands for maintenance jobs (reflect, prune, tally, patterns, rules, metrics).

They call the same functions the scheduled Celery tasks call, in this process, with a
progress bar on stderr; ``--json`` prints a machine-readable result on stdout.
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from typing import Annotated, Any

import typer
from rich.progress import Progress
from rich.table import Table

from memory_core.cli.common import AllOpt, DbOpt, DryOpt, JsonOpt, UserOpt, console, err
from memory_core.cli.common import ScopeTenantOpt as TenantOpt
from memory_core.cli.common import settings_or_exit as _settings


def _scope(user: str | None, tenant: str | None, all_: bool) -> Any:
    from memory_core.model.scope import Scope

    if all_ and (user or tenant):
        err.print("[red]--all excludes --user and --tenant[/red]")
        raise typer.Exit(2)
    if not all_ and not user and not tenant:
        err.print("[red]say which users: --user U [--tenant T], --tenant T, or --all[/red]")
        raise typer.Exit(2)
    if user is not None:
        return Scope(tenant or "default", user)
    return Scope(tenant, None)


def _store(database_url: str | None) -> tuple[Any, Any]:
    from memory_core.store.store import Store

    s = _settings(database_url=database_url)
    return s, Store(s.database_url)


def reflect_cmd(
    user: UserOpt = None,
    tenant: TenantOpt = None,
    all_: AllOpt = False,
    dry_run: DryOpt = False,
    due_only: Annotated[
        bool, typer.Option("--due-only", help="Only users with episodes since their last run.")
    ] = False,
    trigger: Annotated[
        str,
        typer.Option(
            help="manual: every user in scope; nightly: users with new episodes or live rules; "
            "importance: users whose new episodes' importance passes the threshold."
        ),
    ] = "manual",
    as_json: JsonOpt = False,
    database_url: DbOpt = None,
) -> None:
    """Consolidate recurring patterns in users' episodes into rules (idempotent per evidence)."""
    from memory_core.jobs.reflect import TRIGGERS, ReflectionResult, reflect

    if trigger not in TRIGGERS:
        err.print(f"[red]--trigger must be one of {', '.join(TRIGGERS)}[/red]")
        raise typer.Exit(2)
    scope = _scope(user, tenant, all_)
    settings, store = _store(database_url)
    try:
        with Progress(console=err, transient=as_json) as progress:
            bar = progress.add_task("reflect", total=None)

            def started(n: int) -> None:
                progress.update(bar, total=n)

            def done(r: ReflectionResult) -> None:
                progress.advance(bar)

            results = reflect(
                store,
                settings,
                scope,
                trigger=trigger,
                dry_run=dry_run,
                only_due=due_only,
                on_start=started,
                on_user=done,
            )
    finally:
        store.dispose()
    if as_json:
        sys.stdout.write(json.dumps([r.to_dict() for r in results], default=str) + "\n")
        return
    totals = {"create": 0, "update": 0, "retire": 0, "keep": 0}
    for r in results:
        c = r.counts()
        for k in totals:
            totals[k] += c[k]
        changes = [d for d in r.diff if d.action != "keep"]
        head = f"{r.tenant_id}/{r.user_id}: {r.status} ({r.episodes} episodes, {r.backend})"
        console.print(head, markup=False)
        for d in changes:
            console.print("  " + d.line(), markup=False)
        for note in r.notes:
            console.print(f"  note: {note}", markup=False)
    verb = "would apply" if dry_run else "applied"
    console.print(
        f"{len(results)} user(s); {verb}: {totals['create']} created, {totals['update']} "
        f"updated, {totals['retire']} retired, {totals['keep']} unchanged",
        markup=False,
    )


def prune_cmd(
    user: UserOpt = None,
    tenant: TenantOpt = None,
    all_: AllOpt = False,
    dry_run: DryOpt = False,
    batch_size: Annotated[int | None, typer.Option(help="Chunks per transaction.")] = None,
    as_json: JsonOpt = False,
    database_url: DbOpt = None,
) -> None:
    """Remove decayed, idle episodic chunks no rule or fact cites (resumes an interrupted run)."""
    from memory_core.jobs.prune import prune

    scope = _scope(user, tenant, all_)
    settings, store = _store(database_url)
    try:
        with Progress(console=err, transient=as_json) as progress:
            bar = progress.add_task("prune", total=None)

            def step(n: int, total: int) -> None:
                progress.update(bar, total=total, advance=n)

            report = prune(
                store, settings, scope, dry_run=dry_run, batch_size=batch_size, on_progress=step
            )
    finally:
        store.dispose()
    if as_json:
        sys.stdout.write(json.dumps(report.to_dict(), default=str) + "\n")
        return
    verb = "would remove" if dry_run else "removed"
    run = (
        ""
        if report.run_id is None
        else f" (run #{report.run_id}{', resumed' if report.resumed else ''})"
    )
    console.print(
        f"{report.scope}: examined {report.examined} chunk(s), {verb} {report.deleted}{run} "
        f"in {report.seconds:.2f}s",
        markup=False,
    )
    if report.sample_ids:
        console.print(
            f"chunk ids (first {len(report.sample_ids)}): {report.sample_ids}", markup=False
        )


def tally_cmd(
    tenant: TenantOpt = None,
    all_: AllOpt = False,
    as_json: JsonOpt = False,
    database_url: DbOpt = None,
) -> None:
    """Decay pattern outcomes to now and re-derive confidence and deprecation."""
    from memory_core.jobs.tally import recompute_confidence
    from memory_core.model.procedures import ProcedurePolicy

    if not all_ and not tenant:
        err.print("[red]say which patterns: --tenant T or --all[/red]")
        raise typer.Exit(2)
    settings, store = _store(database_url)
    try:
        with Progress(console=err, transient=as_json) as progress:
            bar = progress.add_task("tally", total=None)
            r = recompute_confidence(
                store,
                ProcedurePolicy.from_settings(settings),
                datetime.now(UTC),
                tenant_id=tenant,
                on_progress=lambda n: progress.advance(bar, n),
            )
    finally:
        store.dispose()
    if as_json:
        sys.stdout.write(json.dumps(r.__dict__) + "\n")
        return
    console.print(
        f"{r.patterns} pattern(s): {r.deprecated} deprecated ({r.newly_deprecated} newly), "
        f"{r.recovered} recovered",
        markup=False,
    )


patterns_app = typer.Typer(help="Procedural memory: behaviour patterns.", no_args_is_help=True)


@patterns_app.command("add")
def patterns_add(
    pattern_id: str,
    trigger: Annotated[str, typer.Option(help="When it applies.")],
    behaviour: Annotated[str, typer.Option(help="What to do.")],
    source: Annotated[str, typer.Option(help="instruction | experience")] = "instruction",
    tenant: Annotated[str, typer.Option("--tenant")] = "default",
    user: Annotated[str, typer.Option("--user", help='"*" for the whole tenant.')] = "*",
    database_url: DbOpt = None,
) -> None:
    """Register (or update) a behaviour pattern; its outcome tallies are kept."""
    from memory_core.jobs.tally import register_pattern

    _, store = _store(database_url)
    try:
        register_pattern(
            store,
            tenant_id=tenant,
            pattern_id=pattern_id,
            trigger=trigger,
            behaviour=behaviour,
            source=source,
            user_id=user,
        )
    except ValueError as exc:
        err.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from None
    finally:
        store.dispose()
    console.print(f"pattern {pattern_id!r} registered for tenant {tenant!r}", markup=False)


@patterns_app.command("list")
def patterns_list(
    tenant: Annotated[str, typer.Option("--tenant")] = "default",
    user: Annotated[str | None, typer.Option("--user")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Include deprecated ones.")] = False,
    as_json: JsonOpt = False,
    database_url: DbOpt = None,
) -> None:
    """List patterns by confidence (decayed to now)."""
    from memory_core.read.reader import MemoryReader

    s = _settings(database_url=database_url)
    with MemoryReader(s.database_url, settings=s) as r:
        rows = r.procedures(user, tenant_id=tenant, include_deprecated=all_, limit=1_000)
    if as_json:
        sys.stdout.write(json.dumps([p.__dict__ for p in rows]) + "\n")
        return
    t = Table(title=f"patterns of tenant {tenant!r}")
    for col in (
        "pattern",
        "source",
        "trigger",
        "behaviour",
        "applied",
        "ok",
        "confidence",
        "recent",
        "state",
    ):
        t.add_column(col)
    for p in rows:
        t.add_row(
            p.pattern_id,
            p.source,
            p.trigger or "",
            p.behaviour or "",
            str(p.applied),
            str(p.succeeded),
            f"{p.confidence:.3f}",
            p.recent_line(),
            "deprecated" if p.deprecated else "active",
        )
    console.print(t)


def rules_cmd(
    user: str,
    tenant: Annotated[str, typer.Option("--tenant")] = "default",
    all_: Annotated[bool, typer.Option("--all", help="Include retired rules.")] = False,
    as_json: JsonOpt = False,
    database_url: DbOpt = None,
) -> None:
    """Show the rules reflection consolidated for a user, with their evidence."""
    from memory_core.read.reader import MemoryReader

    s = _settings(database_url=database_url)
    with MemoryReader(s.database_url, settings=s) as r:
        rows = r.rules(user, tenant_id=tenant, include_retired=all_)
    if as_json:
        sys.stdout.write(
            json.dumps([x.__dict__ for x in rows], default=lambda o: getattr(o, "__dict__", str(o)))
            + "\n"
        )
        return
    t = Table(title=f"rules of {user!r}")
    for col in ("rule", "concept", "confidence", "evidence", "sessions", "state"):
        t.add_column(col)
    for x in rows:
        t.add_row(
            x.rule,
            x.concept,
            f"{x.confidence:.2f}",
            str(x.evidence_count),
            ", ".join(e.session_id for e in x.evidence),
            x.status if not x.retired_reason else f"{x.status}: {x.retired_reason}",
        )
    console.print(t)


def metrics_cmd(
    serve: Annotated[
        bool, typer.Option("--serve", help="Serve /metrics until interrupted.")
    ] = False,
    port: Annotated[
        int | None, typer.Option(help="Port (default MEMORY_METRICS_PORT or 9808).")
    ] = None,
    database_url: DbOpt = None,
) -> None:
    """Print the Prometheus counters once, or serve them (a stand-alone exporter)."""
    from memory_core.jobs.metrics import Exporter, render

    s = _settings(database_url=database_url)
    if not serve:
        sys.stdout.write(render(s))
        return
    import time

    exporter = Exporter(s, port or s.metrics_port or 9808)
    err.print(f"serving http://0.0.0.0:{exporter.port}/metrics (Ctrl-C to stop)")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        exporter.stop()


def sweep_cmd(
    dry_run: DryOpt = False, as_json: JsonOpt = False, database_url: DbOpt = None
) -> None:
    """Re-enqueue sessions stopped before the last stage with nothing in flight."""
    from memory_core.ingest.producer import send_stage
    from memory_core.jobs.runs import recorded
    from memory_core.jobs.sweep import sweep

    settings, store = _store(database_url)
    try:

        def publish(task: str, tenant_id: str, session_id: str, user_id: str) -> None:
            send_stage(settings.broker_url, task, tenant_id, session_id, user_id)

        result = recorded(
            store, "sweep", None, lambda: sweep(store, settings, publish, dry_run=dry_run).as_dict()
        )
    finally:
        store.dispose()
    if as_json:
        sys.stdout.write(json.dumps(result) + "\n")
        return
    verb = "would re-enqueue" if dry_run else "re-enqueued"
    per = ", ".join(f"{k} {v}" for k, v in result["requeued"].items()) or "none"
    console.print(
        f"{result['stuck']} stuck; {verb} {result['requeued_total']} ({per}); "
        f"{result['in_flight']} in flight, {result['already_claimed']} already swept, "
        f"{result['forgotten']} forgotten" + (" (broker too busy to check)" * result["broker_busy"])
    )


def register(app: typer.Typer) -> None:
    """Add the maintenance commands to ``app``."""
    from memory_core.cli.status import status_cmd

    app.command("sweep")(sweep_cmd)
    app.command("status")(status_cmd)
    app.command("reflect")(reflect_cmd)
    app.command("prune")(prune_cmd)
    app.command("tally")(tally_cmd)
    app.command("rules")(rules_cmd)
    app.command("metrics")(metrics_cmd)
    app.add_typer(patterns_app, name="patterns")
