"""Rich renderings shared by the CLI and the demo."""

from __future__ import annotations

from typing import Any

from rich.table import Table


def context_table(ctx: Any, title: str | None = None) -> Table:
    """Items, tokens and budget per layer of an AgentContext, with the total."""
    t = Table(title=title or f"context for {ctx.query!r} (budget {ctx.max_tokens} tokens)")
    t.add_column("layer")
    t.add_column("items", justify="right")
    t.add_column("tokens", justify="right")
    t.add_column("budget", justify="right")
    for sec in ctx.sections:
        t.add_row(sec.name, str(len(sec.items)), str(sec.tokens), str(sec.budget))
    t.add_row("total", "", str(ctx.total_tokens), str(ctx.max_tokens))
    return t
