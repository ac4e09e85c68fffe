"""CLI commands of the memory ledger: forget, receipts, export, ledger (the page), ledger-link.

Registered into the main ``memory-core`` app with ``register(app)``; each is a thin shell
around ``memory_core.erasure`` or ``memory_core.ledger``.
"""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from memory_core.settings import ConfigError, Settings, load_settings
from memory_core.store.receipts import ErasureReceipt

console = Console()
err = Console(stderr=True)

DbOpt = Annotated[str | None, typer.Option("--database-url", help="Overrides MEMORY_DATABASE_URL.")]
UserOpt = Annotated[str, typer.Option("--user", help="User id.")]
TenantOpt = Annotated[str, typer.Option("--tenant", help="Tenant id.")]


def _settings(database_url: str | None) -> Settings:
    try:
        return load_settings(**({"database_url": database_url} if database_url else {}))
    except ConfigError as exc:
        err.print(f"[red]configuration error:[/red] {exc}")
        raise typer.Exit(2) from None


def print_receipt(r: ErasureReceipt) -> None:
    t = Table(title=f"erasure receipt {r.id}", show_header=False)
    t.add_row("tenant", r.tenant_id)
    t.add_row("user", r.user_id)
    t.add_row("scope", r.scope)
    t.add_row("by", r.actor)
    t.add_row("at", r.created_at.isoformat())
    for kind, n in r.counts.items():
        t.add_row(kind, str(n))
    t.add_row("sessions dropped since", str(r.sessions_dropped))
    console.print(t)


def forget_cmd(
    user: UserOpt,
    tenant: TenantOpt = "default",
    yes: Annotated[bool, typer.Option("--yes", help="Do not ask for confirmation.")] = False,
    no_broker: Annotated[
        bool, typer.Option("--no-broker", help="Do not purge the user's queued messages.")
    ] = False,
    database_url: DbOpt = None,
) -> None:
    """Erase everything remembered about a user (and their queued sessions); print a receipt."""
    from memory_core.erasure.api import forget_user
    from memory_core.store import export_reads
    from memory_core.store.store import Store

    s = _settings(database_url)
    store = Store(s.database_url)
    try:
        with store.sessions() as ses:
            found = export_reads.footprint(ses, tenant, user)
        if not yes:
            listed = ", ".join(f"{n} {k}" for k, n in found.items() if n) or "nothing stored"
            console.print(f"user {user!r} of tenant {tenant!r}: {listed}", markup=False)
            typer.confirm("Erase all of it, permanently?", abort=True)
        receipt = forget_user(
            store, user, tenant, broker_url=None if no_broker else s.broker_url, settings=s
        )
    finally:
        store.dispose()
    print_receipt(receipt)


def receipts_cmd(
    user: Annotated[str | None, typer.Option("--user")] = None,
    tenant: Annotated[str | None, typer.Option("--tenant")] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    database_url: DbOpt = None,
) -> None:
    """Print erasure receipts again (all, a tenant's, or a user's)."""
    from memory_core.erasure.api import receipts

    found = receipts(_settings(database_url).database_url, tenant_id=tenant, user_id=user)
    if as_json:
        typer.echo(json.dumps([r.to_dict() for r in found], indent=2))
        return
    if not found:
        console.print("no receipts")
    for r in found:
        print_receipt(r)


def export_cmd(user: UserOpt, tenant: TenantOpt = "default", database_url: DbOpt = None) -> None:
    """Write everything remembered about a user as JSON (export.schema.json) to stdout."""
    from memory_core.erasure.export import export_user

    doc = export_user(_settings(database_url).database_url, user, tenant)
    typer.echo(json.dumps(doc, indent=2, ensure_ascii=False))


def ledger_cmd(
    host: Annotated[str, typer.Option(help="Interface to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port.")] = 8700,
    insecure_local: Annotated[
        bool,
        typer.Option("--insecure-local", help="Allow no MEMORY_LEDGER_TOKEN on 127.0.0.1 only."),
    ] = False,
    database_url: DbOpt = None,
) -> None:
    """Serve the memory ledger page (operators and signed user links)."""
    import uvicorn

    from memory_core.ledger.server import LedgerConfigError, create_app

    s = _settings(database_url)
    try:
        app = create_app(s, host=host, insecure_local=insecure_local)
    except LedgerConfigError as exc:
        err.print(f"[red]refusing to start:[/red] {exc}")
        raise typer.Exit(2) from None
    console.print(f"memory ledger on http://{host}:{port}/", markup=False)
    uvicorn.run(app, host=host, port=port, log_level="warning")


def ledger_link_cmd(
    user: UserOpt,
    tenant: TenantOpt,
    ttl: Annotated[str, typer.Option("--ttl", help="Validity: 900, 15m, 1h, 7d.")] = "1h",
    base_url: Annotated[
        str, typer.Option("--base-url", help="Where the ledger is served.")
    ] = "http://127.0.0.1:8700",
) -> None:
    """Print a signed, expiring link that shows one user what is remembered about them."""
    from memory_core.ledger.auth import parse_ttl, user_link_token

    s = _settings(None)
    secret = s.ledger_secret or s.ledger_token
    if not secret:
        err.print("[red]set MEMORY_LEDGER_SECRET or MEMORY_LEDGER_TOKEN to sign links[/red]")
        raise typer.Exit(2)
    try:
        seconds = parse_ttl(ttl)
    except ValueError as exc:
        err.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from None
    typer.echo(f"{base_url.rstrip('/')}/link/{user_link_token(secret, tenant, user, seconds)}")


def register(app: typer.Typer) -> None:
    """Add the ledger commands to ``app``."""
    app.command("forget")(forget_cmd)
    app.command("receipts")(receipts_cmd)
    app.command("export")(export_cmd)
    app.command("ledger")(ledger_cmd)
    app.command("ledger-link")(ledger_link_cmd)
