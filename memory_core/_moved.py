"""Old module paths of the flat layout, kept importable: each is the module it moved to.

``memory_core.pipeline.process_session`` and friends are used by code outside this repo;
an alias (not a copy) keeps one implementation and leaves ``ls memory_core/`` telling the
real shape.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from types import ModuleType

MOVED: dict[str, str | tuple[str, ...]] = {
    "memory_core.models": "memory_core.model.session",
    "memory_core.merge": "memory_core.model.facts",
    "memory_core.chunking": "memory_core.model.chunking",
    "memory_core.procedures": ("memory_core.model.procedures", "memory_core.jobs.tally"),
    "memory_core.producer": "memory_core.ingest.producer",
    "memory_core.pipeline": "memory_core.ingest.pipeline",
    "memory_core.reader": "memory_core.read.reader",
    "memory_core.retrieval": "memory_core.read.retrieval",
    "memory_core.context": "memory_core.read.context",
    "memory_core.access": "memory_core.read.access",
    "memory_core.reflect": "memory_core.jobs.reflect",
    "memory_core.prune": "memory_core.jobs.prune",
    "memory_core.reembed": "memory_core.jobs.reembed",
    "memory_core.metrics": "memory_core.jobs.metrics",
    "memory_core.render": "memory_core.cli.render",
    "memory_core.cli_maintenance": "memory_core.cli.jobs",
    "memory_core.store.repository": (
        "memory_core.store.store",
        "memory_core.store.episodes",
        "memory_core.ingest.stages",
    ),
}


class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(
        self, fullname: str, path: object = None, target: object = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        target = MOVED[spec.name]
        if isinstance(target, str):
            return importlib.import_module(target)
        # A module split in several: a read-only view of the public names of its parts.
        merged = ModuleType(spec.name, f"moved to {', '.join(target)}")
        for part in target:
            mod = importlib.import_module(part)
            merged.__dict__.update({k: v for k, v in vars(mod).items() if not k.startswith("_")})
        return merged

    def exec_module(self, module: ModuleType) -> None:
        """The target module is already executed; nothing to do."""


def install() -> None:
    if not any(isinstance(f, _Alias) for f in sys.meta_path):
        sys.meta_path.append(_Alias())
