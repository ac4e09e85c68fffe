"""``memory-core status``: the pipeline at a glance (see ``memory_core.jobs.status``)."""

from __future__ import annotations

import json
import sys

import typer
from rich.table import Table

from memory_core.cli.common import DbOpt, JsonOpt, console
from memory_core.cli.common import settings_or_exit as _settings


def status_cmd(as_json: JsonOpt = False, database_url: DbOpt = None) -> None:
    """Queue depths, unacknowledged messages, live workers, dead letters, stuck sessions and
    the last run of each scheduled job. Exits 1 if the broker or the store is unreachable."""
    from memory_core.jobs.status import status

    st = status(_settings(database_url=database_url))
    data = st.as_dict()
    if as_json:
        sys.stdout.write(json.dumps(data) + "\n")
    else:
        t = Table("stage", "queued", "stuck (sweeper)", title="pipeline")
        for stage in ("episode", "extract", "merge", "tally"):
            t.add_row(stage, str(st.queue_depth.get(stage, "?")), str(st.stuck.get(stage, "-")))
        console.print(t)
        console.print(f"unacknowledged messages: {st.unacked if st.unacked is not None else '?'}")
        journal = st.intake_journal if st.intake_journal is not None else "?"
        console.print(f"intake journal (first stage not run yet): {journal}")
        console.print(f"workers alive: {len(st.workers)} {' '.join(st.workers)}")
        letters = ", ".join(f"{s}/{e} {n}" for (s, e), n in sorted(st.dead_letters.items()))
        console.print(f"open dead letters: {sum(st.dead_letters.values())} {letters}")
        poison = ", ".join(f"{k} {v}" for k, v in sorted(st.poison.items()))
        console.print(f"poison messages dropped: {sum(st.poison.values())} {poison}")
        for job, (at, state) in sorted(st.last_runs.items()):
            console.print(f"last run of {job}: {at.isoformat()} ({state})")
        if not st.last_runs:
            console.print("last runs: none recorded")
        for what, error in (("broker", st.broker_error), ("store", st.store_error)):
            if error:
                console.print(f"[red]{what} unreachable: {error}[/red]")
    if st.broker_error or st.store_error:
        raise typer.Exit(1)
