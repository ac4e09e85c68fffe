"""CPU time of the built-in extractor over the held-out fact sessions, against a baseline.

    python benchmarks/extraction.py [--base CHECKOUT] [--repeat 3]

Times ``BuiltinExtractor().extract`` over every session of
``benchmarks/heldout/*/mem/facts_*.jsonl`` (best of ``--repeat`` passes, process CPU time).
With ``--base`` the same is run in a subprocess on another checkout (e.g. a worktree of the
previous release), interleaved with this one, and the ratio is printed: these machines are
shared, so only a same-run ratio means anything.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = sorted((ROOT / "benchmarks" / "heldout").glob("**/mem/facts_*.jsonl"))


def measure(repeat: int) -> tuple[int, int, float]:
    """(sessions, characters, best seconds) for the memory_core on ``sys.path``."""
    from memory_core.extract.base import ExtractionInput
    from memory_core.extract.builtin import BuiltinExtractor

    inputs = []
    for path in DATA:
        for line in path.read_text().splitlines():
            s = json.loads(line)
            msgs = [{"role": m["role"], "content": m["content"]} for m in s["messages"]]
            inputs.append(
                ExtractionInput(messages=msgs, started_at=datetime.fromisoformat(s["started_at"]))
            )
    ex = BuiltinExtractor()
    best = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        for inp in inputs:
            ex.extract(inp)
        best = min(best, time.process_time() - t)
    chars = sum(len(m["content"]) for i in inputs for m in i.messages)
    return len(inputs), chars, best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", help="another checkout to time in the same run")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(measure(args.repeat)))
        return

    def run(code: Path) -> float:
        cmd = [sys.executable, __file__, "--child", "--repeat", str(args.repeat)]
        env = {**os.environ, "PYTHONPATH": str(code)}
        out = subprocess.run(cmd, cwd=code, env=env, capture_output=True, text=True)
        sessions, chars, best = json.loads(out.stdout)
        print(f"{code}: {sessions} sessions, {chars:,} chars, best {best * 1e3:.0f} ms")
        return float(best)

    here = [run(ROOT)]
    if args.base:
        base = []
        for _ in range(2):
            base.append(run(Path(args.base).resolve()))
            here.append(run(ROOT))
        print(f"this / base CPU: {min(here) / min(base):.2f}x")


if __name__ == "__main__":
    main()
