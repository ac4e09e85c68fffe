#!/usr/bin/env python3
"""Run /work/main/benchmarks/dreaming_eval.py (unmodified) against another checkout and other files.

    python3 score_dreaming.py SESSIONS.jsonl TRUTH.json --split dev [--code CHECKOUT] [--eval PATH] [--json|--summary]

dreaming_eval.py imports memory_core from its own repository; this wrapper imports memory_core
from --code first (so that checkout's modules are the ones used), then loads dreaming_eval.py
from --eval (default /work/main/benchmarks/dreaming_eval.py) and calls its main().
"""
import importlib.util
import os
import sys

args = sys.argv[1:]
code = "/work/wt-base"
ev = "/work/main/benchmarks/dreaming_eval.py"
for flag in ("--code", "--eval"):
    if flag in args:
        i = args.index(flag)
        val = os.path.abspath(args[i + 1])
        del args[i:i + 2]
        if flag == "--code":
            code = val
        else:
            ev = val
for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
    os.environ.pop(var, None)
sys.path.insert(0, code)
os.environ["PYTHONPATH"] = code + (os.pathsep + os.environ["PYTHONPATH"] if os.environ.get("PYTHONPATH") else "")
import memory_core  # noqa: E402,F401  (from the checkout)
import memory_core.ingest.pipeline, memory_core.jobs.reflect, memory_core.jobs.tally  # noqa: E402,F401
import memory_core.read.reader, memory_core.settings, memory_core.store.migrate, memory_core.store.store  # noqa: E402,F401

spec = importlib.util.spec_from_file_location("dreaming_eval", ev)
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
assert os.path.dirname(memory_core.__file__).startswith(code), memory_core.__file__
sys.argv = [ev] + args
print(f"# memory_core from {os.path.dirname(memory_core.__file__)}", file=sys.stderr)
mod.main()
