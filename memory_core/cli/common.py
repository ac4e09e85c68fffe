"""What every CLI command shares: consoles, option types and settings loading (one copy)."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.console import Console

from memory_core.settings import ConfigError, Settings, load_settings

console = Console()
err = Console(stderr=True)

DbOpt = Annotated[str | None, typer.Option("--database-url", help="Overrides MEMORY_DATABASE_URL.")]
UserOpt = Annotated[str | None, typer.Option("--user", help="One user (with --tenant).")]
ScopeTenantOpt = Annotated[str | None, typer.Option("--tenant", help="One tenant (all its users).")]
TenantOpt = Annotated[str, typer.Option("--tenant", help="Tenant id.")]
AllOpt = Annotated[bool, typer.Option("--all", help="Every tenant and user.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the result as JSON on stdout.")]
DryOpt = Annotated[bool, typer.Option("--dry-run", help="Show what would change; change nothing.")]


def settings_or_exit(**overrides: Any) -> Settings:
    """Load settings with the given overrides; a configuration error exits with status 2."""
    try:
        return load_settings(**{k: v for k, v in overrides.items() if v is not None})
    except ConfigError as exc:
        err.print(f"[red]configuration error:[/red] {exc}")
        raise typer.Exit(2) from None
