"""A worker builds its runtime before it consumes (threads pool), or leaves it to its
children (prefork), so the first tasks of a threads pool do not all wait on one build."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

from memory_core.ingest import runtime
from memory_core.settings import Settings
from workers.app import _warm_up, make_app


def test_threads_worker_builds_its_runtime_before_consuming(settings: Settings) -> None:
    runtime.reset_runtimes()
    try:
        _warm_up(sender=SimpleNamespace(app=make_app(settings), pool_cls="threads"))
        assert settings in runtime._runtimes
    finally:
        runtime.reset_runtimes()


def test_prefork_parent_leaves_the_runtime_to_its_children(settings: Settings) -> None:
    runtime.reset_runtimes()
    _warm_up(sender=SimpleNamespace(app=make_app(settings), pool_cls="prefork"))
    assert settings not in runtime._runtimes


def test_warm_up_failure_is_left_to_the_first_task(
    make_settings: Callable[..., Settings],
) -> None:
    broken = make_settings(database_url="postgresql://nobody@127.0.0.1:1/none")
    runtime.reset_runtimes()
    _warm_up(sender=SimpleNamespace(app=make_app(broken), pool_cls="threads"))
    assert broken not in runtime._runtimes
