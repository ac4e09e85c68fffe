"""The compiled (mypyc) and pure-Python maskers: choosing between them, and equal output."""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.pii_corpus import generate
from memory_core import pii
from memory_core.pii import Masker, _backend, mask_text
from tests.support import ROOT


def _fake_build(tmp_path: Path) -> Path:
    """A package directory as a build leaves it: sources, compiled files, a manifest."""
    digests = {}
    for m in _backend.COMPILED:
        src = tmp_path / f"{m}.py"
        src.write_text(f"X = {m!r}\n")
        (tmp_path / f"{m}{importlib.machinery.EXTENSION_SUFFIXES[0]}").write_bytes(b"")
        digests[m] = hashlib.sha256(src.read_bytes()).hexdigest()
    (tmp_path / _backend.MANIFEST).write_text(json.dumps(digests))
    return tmp_path


def test_compiled_modules_are_used_when_every_source_matches_the_build(tmp_path: Path) -> None:
    assert _backend.choose(_fake_build(tmp_path), env={}) == (True, "compiled (mypyc)")


def test_an_edited_source_switches_to_pure_python_and_names_the_file(tmp_path: Path) -> None:
    here = _fake_build(tmp_path)
    (here / "secrets.py").write_text("X = 'edited'\n")
    used, why = _backend.choose(here, env={})
    assert not used
    assert "secrets.py changed since the build" in why


@pytest.mark.parametrize("manifest", [None, "{not json"])
def test_compiled_files_without_a_readable_manifest_are_ignored(
    tmp_path: Path, manifest: str | None
) -> None:
    here = _fake_build(tmp_path)
    if manifest is None:
        (here / _backend.MANIFEST).unlink()
    else:
        (here / _backend.MANIFEST).write_text(manifest)
    used, why = _backend.choose(here, env={})
    assert not used
    assert "compiled modules ignored" in why


def test_the_environment_can_force_pure_python(tmp_path: Path) -> None:
    here = _fake_build(tmp_path)
    assert _backend.choose(here, env={"MEMORY_PII_PURE_PYTHON": "1"})[0] is False
    assert _backend.choose(here, env={"MEMORY_PII_PURE_PYTHON": "true"})[0] is False
    assert _backend.choose(here, env={"MEMORY_PII_PURE_PYTHON": "0"})[0] is True
    assert _backend.choose(here, env={"MEMORY_PII_PURE_PYTHON": "false"})[0] is True


def test_no_compiled_files_means_pure_python(tmp_path: Path) -> None:
    (tmp_path / "engine.py").write_text("")
    assert _backend.choose(tmp_path, env={}) == (False, "pure Python (not compiled at install)")


def test_the_name_lists_load_in_either_back_end() -> None:
    """Compiled modules report a wrong ``__file__``: data is found through the package."""
    from memory_core.pii import namewords

    assert len(namewords.english_words()) > 10_000
    assert "Gwendolyn" not in mask_text("Why is Gwendolyn late again?")


def test_the_backend_in_use_matches_the_loaded_modules() -> None:
    from memory_core.pii import engine

    compiled = not engine.__file__.endswith(".py")
    assert compiled == _backend.COMPILED_IN_USE
    assert pii.BACKEND.startswith("compiled" if compiled else "pure Python")


_PURE_SCRIPT = """
import json, sys
from memory_core.pii import BACKEND, Masker, mask_text
assert BACKEND.startswith("pure Python"), BACKEND
texts = json.load(sys.stdin)
m = Masker()
print(json.dumps([[mask_text(t) for t in texts], [m.mask(t) for t in texts]]))
"""


@pytest.mark.skipif(not _backend.COMPILED_IN_USE, reason=f"PII masker: {pii.BACKEND}")
def test_compiled_and_pure_python_maskers_give_identical_output() -> None:
    """mypyc checks types at run time and compiles some operations differently: the two
    back ends must agree on every text, numbering across a session included."""
    texts = [s.text for s in generate(600, seed=11)]  # (timestamps differ per run)
    env = {**os.environ, "MEMORY_PII_PURE_PYTHON": "1"}
    out = subprocess.run(
        [sys.executable, "-c", _PURE_SCRIPT], input=json.dumps(texts), cwd=ROOT, env=env,
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    pure_plain, pure_session = json.loads(out.stdout)
    m = Masker()
    assert [mask_text(t) for t in texts] == pure_plain
    assert [m.mask(t) for t in texts] == pure_session


def test_the_build_compiles_exactly_the_modules_the_backend_guards() -> None:
    import ast

    tree = ast.parse((ROOT / "setup.py").read_text())
    listed = next(
        ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets)
    )
    assert tuple(listed) == _backend.COMPILED
