"""``memory-core``: the command line. ``app`` holds the producer/reader/operator commands,
``jobs`` the maintenance ones; both call library functions and print, nothing more."""

from memory_core.cli.commands import app
from memory_core.cli.jobs import register as _register_jobs
from memory_core.cli.ledger import register as _register_ledger

_register_jobs(app)
_register_ledger(app)

__all__ = ["app"]
