"""Choose between the mypyc-compiled masker and its pure-Python source, before either loads.

The build (``setup.py``) may compile the masking modules and records a SHA-256 of each
source it compiled in ``_compiled.json``. Python would import a compiled module in
preference to its ``.py`` file even after the source changed (an editable install that
was edited or checked out), so the compiled modules are used only when every recorded
hash still matches; otherwise, or with ``MEMORY_PII_PURE_PYTHON=1``, a finder loads the
sources. It is all or nothing: compiled modules call each other directly, so one stale
module would be reached through the others. Both back ends give identical output (a
test compares them); the compiled one is about 1.3x faster.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
PACKAGE = __name__.rsplit(".", 1)[0]
MANIFEST = "_compiled.json"
# ``MEMORY_PII_PURE_PYTHON`` (a ``Settings`` field too) is read here directly: the choice
# is made at import, before any settings object exists.
TRUE = frozenset({"1", "true", "yes", "on"})
# The modules ``setup.py`` compiles (a test checks the two lists are equal).
COMPILED = (
    "addresses", "contact", "creds", "credshape", "dob", "engine", "finance", "gazetteer",
    "handles", "idcheck", "idworld", "identity", "ids", "keep", "lonename", "namecjk", "namecues",
    "namelead", "namelines", "nameruns", "names", "namewords", "notnames", "phones",
    "placeholders", "records", "report",
    "secretkeys", "secretlines", "secretpairs", "secretprose", "secrets", "secretvalue",
    "shadowcase",
    "shapes", "spans", "streetpatterns", "streets", "structured", "tables", "vendors",
    "chatlinks", "devices", "geo", "publicvalues", "secretcues", "secretscripts", "vendorformats",
    "attendees", "idcards", "namecolumns", "namefiles", "namelookalikes", "nametitles",
    "phoneregions", "plates", "cuegate", "addresslabels", "epcqr", "credcues",
    "softwarenames", "pronouns", "placenames", "birthsubject", "tablecolumns",
)  # fmt: skip


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Loads the ``.py`` source of the compiled modules, ahead of their extension files."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        pkg, _, mod = fullname.rpartition(".")
        if pkg != PACKAGE or mod not in COMPILED:
            return None
        return importlib.util.spec_from_file_location(fullname, HERE / f"{mod}.py")


def compiled_files(here: Path = HERE) -> bool:
    """Are there compiled modules for this interpreter in ``here``?"""
    return any(
        (here / f"{m}{suffix}").exists()
        for m in COMPILED
        for suffix in importlib.machinery.EXTENSION_SUFFIXES
    )


def choose(here: Path = HERE, env: Mapping[str, str] = os.environ) -> tuple[bool, str]:
    """Whether to use the compiled modules in ``here``, and a line saying which and why."""
    if env.get("MEMORY_PII_PURE_PYTHON", "").strip().lower() in TRUE:
        return False, "pure Python (MEMORY_PII_PURE_PYTHON is set)"
    if not compiled_files(here):
        return False, "pure Python (not compiled at install)"
    try:
        recorded = json.loads((here / MANIFEST).read_text())
        stale = [
            m
            for m in COMPILED
            if recorded.get(m) != hashlib.sha256((here / f"{m}.py").read_bytes()).hexdigest()
        ]
    except (OSError, ValueError) as exc:
        return False, f"pure Python (compiled modules ignored: no build manifest, {exc!r})"
    if stale:
        return False, (
            f"pure Python ({', '.join(m + '.py' for m in stale)} changed since the build; "
            "reinstall to compile again)"
        )
    return True, "compiled (mypyc)"


COMPILED_IN_USE, BACKEND = choose()
if not COMPILED_IN_USE and compiled_files():
    sys.meta_path.insert(0, _SourceFinder())
