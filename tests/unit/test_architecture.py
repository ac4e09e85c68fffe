"""The shape the folders promise (issue 10): no import circles, the write path, read path and
jobs apart, SQL only in store/, pure model/, and a producer that loads no store."""

from __future__ import annotations

import ast
import itertools
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ROOMS = ("memory_core.ingest", "memory_core.read", "memory_core.jobs", "memory_core.erasure")


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for pattern in ("memory_core/**/*.py", "workers/*.py", "schedules/*.py"):
        for p in ROOT.glob(pattern):
            if "migrations" in p.parts:
                continue
            name = ".".join(p.relative_to(ROOT).with_suffix("").parts)
            out[name.removesuffix(".__init__")] = p
    return out


def _imports(path: Path, mods: dict[str, Path]) -> set[str]:
    """Modules imported at run time (TYPE_CHECKING blocks excluded), resolved to files."""
    tree = ast.parse(path.read_text())
    typing_only = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for n in ast.walk(node)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            subs = [f"{node.module}.{a.name}" for a in node.names]
            subs = [s for s in subs if s in mods]
            names = subs if len(subs) == len(node.names) else [node.module, *subs]
        for n in names:
            while n and n not in mods:
                n = n.rpartition(".")[0]
            if n:
                found.add(n)
    return found


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    return {m: _imports(p, mods) - {m} for m, p in mods.items()}


def test_no_import_circles() -> None:
    graph = _graph()
    seen: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        seen[m] = 1
        stack.append(m)
        for n in sorted(graph[m]):
            if seen.get(n) == 1:
                return [*stack[stack.index(n) :], n]
            if n not in seen and (cycle := visit(n)):
                return cycle
        seen[m] = 2
        stack.pop()
        return None

    for m in sorted(graph):
        if m not in seen:
            assert (cycle := visit(m)) is None, " -> ".join(cycle)


def test_write_read_and_jobs_paths_do_not_import_each_other() -> None:
    graph = _graph()
    crossing = [
        (a, b)
        for a, deps in graph.items()
        for b in deps
        for ra, rb in itertools.permutations(ROOMS, 2)
        if a.startswith(ra) and b.startswith(rb)
    ]
    assert crossing == []


def test_model_and_store_import_nothing_above_them() -> None:
    graph = _graph()
    above = (*ROOMS, "memory_core.cli", "workers", "schedules")
    bad = [
        (a, b)
        for a, deps in graph.items()
        if a.startswith(("memory_core.model", "memory_core.store"))
        for b in deps
        if b.startswith(above)
    ]
    assert bad == []


def test_only_the_store_imports_sqlalchemy_and_model_does_no_io() -> None:
    offenders = []
    io_modules = ("sqlalchemy", "redis", "kombu", "celery", "openai", "httpx", "socket")
    for name, path in _modules().items():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            mods = []
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                mods = [node.module]
            for m in mods:
                top = m.split(".")[0]
                if top == "sqlalchemy" and not name.startswith("memory_core.store"):
                    offenders.append((name, m))
                if name.startswith("memory_core.model") and top in io_modules:
                    offenders.append((name, m))
    assert offenders == []


def test_modules_stay_small() -> None:
    data_like = {"memory_core.demo_data", "memory_core.store.tables"}  # data, the schema
    big = [
        (m, n)
        for m, p in _modules().items()
        if m not in data_like and (n := len(p.read_text().splitlines())) > 450
    ]
    assert big == []


def test_importing_the_producer_loads_no_store() -> None:
    code = (
        "import sys; from memory_core import submit_session, Session, SessionRejected; "
        "heavy = [m for m in ('sqlalchemy', 'numpy', 'memory_core.store') if m in sys.modules]; "
        "print(','.join(heavy))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == ""


def test_old_module_paths_still_import() -> None:
    import memory_core.ingest.pipeline
    from memory_core.ingest.pipeline import process_session  # type: ignore[import-not-found]

    assert process_session is memory_core.ingest.pipeline.process_session
    import memory_core
    from memory_core.model.session import Session  # type: ignore[import-not-found]
    from memory_core.read.reader import MemoryReader  # type: ignore[import-not-found]

    assert Session is memory_core.Session and MemoryReader is memory_core.MemoryReader
