#!/usr/bin/env python3
"""score_facts.py, but sessions arrive in FILE order (not sorted by started_at).

    python3 score_facts_fileorder.py SESSIONS.jsonl TRUTH.json --code CHECKOUT [--json] [--verbose]

score_facts.py sorts sessions by started_at before process_session, so the out-of-order records in
facts_e.jsonl only matter when arrival order is kept. This wrapper loads the unmodified scorer and
replaces only its ingest step: `memory-core db upgrade` then `memory-core ingest FILE --sync`
(the CLI, file order, same as score_context.py), then scores exactly as score_facts.py does.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys

SF = "/work/main/benchmarks/heldout/facts/score_facts.py"
spec = importlib.util.spec_from_file_location("score_facts", SF)
sf = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sf)


def ingest_file_order(sessions_path: str, db_path: str):
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        os.environ.pop(var, None)
    url = f"sqlite:///{db_path}"
    os.environ["MEMORY_DATABASE_URL"] = url
    exe = shutil.which("memory-core")
    base = [exe] if exe else [sys.executable, "-m", "memory_core.cli"]
    for args in (["db", "upgrade"], ["ingest", os.path.abspath(sessions_path), "--sync"]):
        r = subprocess.run(base + args, capture_output=True, text=True, env=os.environ.copy())
        if r.returncode != 0:
            sys.exit(f"{' '.join(args)} failed: {r.stderr or r.stdout}")
    import memory_core

    n = sum(1 for line in open(sessions_path) if line.strip())
    return memory_core.MemoryReader(url), "cli-ingest-file-order", n


sf.ingest = ingest_file_order
if __name__ == "__main__":
    sf.main()
