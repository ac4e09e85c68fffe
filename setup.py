"""Build hook: compile the PII masking modules with mypyc when a C compiler is available.

Masking runs on every message, tool result and log line before anything is stored, so it
is the hot path of ingestion; mypyc makes it about 1.3x faster with identical output.
Compilation is optional: set ``MEMORY_PII_PURE_PYTHON=1`` to skip it, and any failure
(no compiler, mypyc missing) falls back to the pure-Python modules with a warning.

Next to the compiled modules the build writes ``_compiled.json`` (a SHA-256 of each
compiled source); ``memory_core.pii._backend`` uses the source files instead whenever one
of them has changed since the build, so an editable install never runs stale code.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
PII = ROOT / "memory_core" / "pii"
# ``memory_core.pii._backend.COMPILED`` must list the same modules (a test checks).
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
GROUP = "memory_core.pii._native"  # the shared library lives inside the package
MANIFEST = "_compiled.json"


def _warn(msg: str) -> None:
    print(f"memory-core: {msg}; the PII masker stays pure Python", file=sys.stderr)


# Commands that build the modules; metadata-only commands (egg_info, dist_info, sdist)
# would otherwise run mypyc's type analysis and code generation too.
_BUILDS = {"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"}


@functools.cache
def _extensions() -> list[Any]:
    """The compiled extensions, or [] when not wanted, not building, or mypyc is
    unavailable or rejects the code."""
    if os.environ.get("MEMORY_PII_PURE_PYTHON", "").strip().lower() in {"1", "true", "yes", "on"}:
        return []
    if _BUILDS.isdisjoint(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    cwd = os.getcwd()
    try:
        os.chdir(ROOT)  # mypyc wants paths relative to the project root
        # Our own mypy settings, not the project's strict ones: the build environment has
        # none of the runtime dependencies, so they are Any here, and only these modules'
        # errors matter (imports outside them are followed silently).
        config = Path("build/mypyc/mypy.ini")
        config.parent.mkdir(parents=True, exist_ok=True)
        config.write_text("[mypy]\nignore_missing_imports = True\nfollow_imports = silent\n")
        return list(
            mypycify(
                ["--config-file", str(config), *(f"memory_core/pii/{m}.py" for m in COMPILED)],
                group_name=GROUP,
                target_dir="build/mypyc",
            )
        )
    except (Exception, SystemExit) as exc:  # mypyc exits on a type error
        _warn(f"mypyc failed ({exc!r})")
        return []
    finally:
        os.chdir(cwd)


class OptionalBuildExt(build_ext):
    """Generate and build the compiled masker only when extensions are really built (not
    for metadata), never fail the install because of it, and record the hashes of the
    sources it was built from next to the built modules."""

    def finalize_options(self) -> None:
        self.distribution.ext_modules = _extensions()
        super().finalize_options()

    def run(self) -> None:
        if not self.extensions:
            return
        try:
            super().run()
        except Exception as exc:  # no compiler, missing headers...
            _warn(f"compiling failed ({exc!r})")
            self.extensions = []
            return
        digests = {m: hashlib.sha256((PII / f"{m}.py").read_bytes()).hexdigest() for m in COMPILED}
        text = json.dumps(digests, indent=1, sort_keys=True) + "\n"
        outs = {Path(self.get_ext_fullpath(f"memory_core.pii.{COMPILED[0]}")).parent}
        if self.inplace or getattr(self, "editable_mode", False):
            outs.add(PII)  # setuptools copies the built modules into the source tree
        for out in outs:
            out.mkdir(parents=True, exist_ok=True)
            (out / MANIFEST).write_text(text)


# A stand-in so that setuptools runs ``build_ext`` and tags the wheel for this platform;
# ``OptionalBuildExt.finalize_options`` replaces it with the real extensions.
_PLACEHOLDER = Extension(f"{GROUP}__mypyc", sources=[])


setup(ext_modules=[_PLACEHOLDER], cmdclass={"build_ext": OptionalBuildExt})
