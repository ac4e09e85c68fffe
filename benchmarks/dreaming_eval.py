"""Score dreaming (reflection) and procedural memory on a file of sessions with its truth.

    python benchmarks/dreaming_eval.py SESSIONS.jsonl TRUTH.json --split dev [--json | --summary]

Every session goes through ``process_session`` (built-in extractor and embedder) into a
temporary SQLite store, in time order; after each session that reports an outcome, the
procedures its user would be shown are read (as of that session's end). Patterns named in
the truth are registered first with a behaviour text, since a pattern without one is never
shown. Then reflection runs for every user and the
rules are scored:

- expected rules found (a rule citing at least 3 of the expected evidence sessions, or all
  of them when fewer), and of those named by the concept (its concept or text mentions it);
  the evidence recall and precision of the matched rules;
- expected rules the back end cannot name (``builtin_nameable: false``) reported in the run's
  notes instead (an unnamed group covering the evidence);
- rules made for users who should get none (one-off statements), and other extra rules;
- patterns: shown or hidden at the end as expected (a coin flip is expected hidden once it has
  10 outcomes), the consecutive failures it took a pattern that stopped working to leave
  the procedures, and how often a coin flip with 10+ outcomes was shown.
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
import tempfile
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memory_core.ingest.pipeline import process_session, reset_runtimes
from memory_core.jobs.reflect import reflect_user
from memory_core.jobs.tally import register_pattern
from memory_core.read.reader import MemoryReader
from memory_core.settings import Settings
from memory_core.store.migrate import upgrade
from memory_core.store.store import Store

CONCEPT_WORDS = {
    "date_format": ("date", "iso", "yyyy"),
    "answer_style": ("short", "concise", "brief", "answer", "length", "detail"),
    "language": ("language", "german", "french", "spanish", "english", "deutsch"),
    "contact_channel": ("contact", "email", "phone", "call"),
    "timezone": ("time zone", "timezone", "utc"),
}


def _procedures(reader: MemoryReader, user: str, tenant: str, at: datetime) -> list[str]:
    params = inspect.signature(reader.procedures).parameters
    if "now" in params:
        views = reader.procedures(user, tenant_id=tenant, now=at)
    else:  # the code before the change reads as of the wall clock: freeze it
        import memory_core.read.reader

        mod: Any = memory_core.read.reader  # its module global ``datetime``, swapped below
        real = mod.datetime

        class Frozen(datetime):
            @classmethod
            def now(cls, tz: Any = None) -> Frozen:
                return at  # type: ignore[return-value]

        mod.datetime = Frozen
        try:
            views = reader.procedures(user, tenant_id=tenant)
        finally:
            mod.datetime = real
    return [v.pattern_id for v in views]


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _named(concept: str, rule: Any) -> bool:
    words = CONCEPT_WORDS.get(concept, tuple(concept.split("_")))
    hay = f"{rule.concept} {rule.rule}".casefold()
    return any(w in hay for w in words)


def evaluate(sessions_path: Path, truth_path: Path, split: str) -> dict[str, Any]:
    truth = json.loads(truth_path.read_text())["splits"][split]
    sessions = [json.loads(line) for line in sessions_path.read_text().splitlines() if line]
    sessions.sort(key=lambda s: s["ended_at"])
    tmp = tempfile.mkdtemp(prefix="dreaming-eval-")
    url = f"sqlite:///{tmp}/memory.db"
    upgrade(url)
    settings = Settings(database_url=url, broker_url="redis://127.0.0.1:1/0")
    store = Store(url)
    pats = truth.get("patterns", {})
    for pid, p in pats.items():
        register_pattern(
            store,
            tenant_id=p["tenant_id"],
            pattern_id=pid,
            trigger="a matching support case",
            behaviour=pid.replace("-", " "),
        )
    # pattern -> list of (outcome, shown to the session's user after it)
    trace: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
    with MemoryReader(url, settings=settings) as reader:
        for s in sessions:
            process_session(s, settings=settings)
            if not s.get("outcomes"):
                continue
            at = datetime.fromisoformat(s["ended_at"])
            shown = set(_procedures(reader, s["user_id"], s["tenant_id"], at))
            for o in s["outcomes"]:
                if o["pattern_id"] in pats:
                    trace[o["pattern_id"]].append((bool(o["success"]), o["pattern_id"] in shown))
        # Each user is reflected on as nightly dreaming would after their last session.
        last: dict[tuple[str, str], datetime] = {}
        for s in sessions:
            k = (s["tenant_id"], s["user_id"])
            last[k] = max(last.get(k, datetime.min.replace(tzinfo=UTC)), _at(s["ended_at"]))
        notes = {}
        for (tenant, user), at in sorted(last.items()):
            res = reflect_user(store, settings, tenant, user, now=at + timedelta(days=1))
            notes[(tenant, user)] = res.notes
        out_users: dict[str, Any] = {}
        agg: defaultdict[str, int] = defaultdict(int)
        for key, u in truth["users"].items():
            if u.get("expected_rules") is None and u.get("expect_no_rule") is None:
                continue
            tenant, user = u["tenant_id"], u["user_id"]
            got = [r for r in reader.rules(user, tenant_id=tenant) if r.user_id == user]
            used: set[int] = set()
            rows = []
            for exp in u.get("expected_rules") or []:
                want = set(exp["evidence_session_ids"])
                need = min(3, len(want))
                best = None
                for r in got:
                    ev = {e.session_id for e in r.evidence}
                    if len(ev & want) >= need and (best is None or len(ev & want) > best[1]):
                        best = (r, len(ev & want), ev)
                row: dict[str, Any] = {
                    "concept": exp["concept"],
                    "nameable": exp["builtin_nameable"],
                }
                agg["expected"] += 1
                agg["expected_nameable"] += int(exp["builtin_nameable"])
                if best is not None:
                    r, hit, ev = best
                    used.add(r.rule_id)
                    row.update(
                        found=True,
                        named=_named(exp["concept"], r),
                        rule=r.rule,
                        evidence_recall=round(hit / len(want), 3),
                        evidence_precision=round(hit / len(ev), 3),
                    )
                    agg["found"] += 1
                    agg["found_nameable"] += int(exp["builtin_nameable"])
                    agg["named"] += int(row["named"])
                    agg["evidence_hits"] += hit
                    agg["evidence_want"] += len(want)
                    agg["evidence_cited"] += len(ev)
                else:
                    noted = any(
                        sum(sid in n for sid in want) >= need for n in notes.get((tenant, user), [])
                    )
                    row.update(found=False, noted_unnamed=noted)
                    agg["noted_unnamed"] += int(noted and not exp["builtin_nameable"])
                rows.append(row)
            extra = [r.rule for r in got if r.rule_id not in used]
            if u.get("expect_no_rule"):
                agg["one_off_users"] += 1
                agg["one_off_users_with_rules"] += int(bool(got))
            else:
                agg["extra_rules"] += len(extra)
            out_users[key] = {"expected": rows, "extra": extra}
    pat_out: dict[str, Any] = {}
    for pid, p in pats.items():
        tr = trace[pid]
        kind = p.get("spec", {}).get("kind", "")
        expect_hidden = bool(p.get("expected_deprecated")) or kind == "coin"
        final_shown = tr[-1][1] if tr else None
        row = {
            "kind": kind,
            "outcomes": len(tr),
            "expected_hidden": expect_hidden,
            "final_shown": final_shown,
            "final_ok": final_shown is not None and final_shown != expect_hidden,
        }
        # A pattern that stopped working: consecutive failures after its last success until
        # it left the procedures (None: it never left).
        oks = [ok for ok, _ in tr]
        if oks and not oks[-1] and any(oks):
            start = max(i for i, ok in enumerate(oks) if ok) + 1
            left = next((i - start + 1 for i in range(start, len(tr)) if not tr[i][1]), None)
            row["failures_until_hidden"] = left
            row["trailing_failures"] = len(tr) - start
        if kind == "coin":
            row["shown_with_10_outcomes"] = sum(1 for i, (_, sh) in enumerate(tr) if i >= 9 and sh)
        pat_out[pid] = row
    store.dispose()
    reset_runtimes()
    return {"split": split, "summary": dict(agg), "users": out_users, "patterns": pat_out}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("sessions", type=Path)
    ap.add_argument("truth", type=Path)
    ap.add_argument("--split", required=True)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--summary", action="store_true", help="only the figures, no per-case lines")
    args = ap.parse_args()
    res = evaluate(args.sessions, args.truth, args.split)
    if args.json:
        print(json.dumps(res, indent=1, default=str))
        return
    s = res["summary"]
    print(f"split {res['split']}")
    print(
        f"rules: {s.get('found', 0)}/{s.get('expected', 0)} expected found "
        f"({s.get('found_nameable', 0)}/{s.get('expected_nameable', 0)} nameable), "
        f"{s.get('named', 0)} named by concept; evidence recall "
        f"{s.get('evidence_hits', 0)}/{s.get('evidence_want', 0)}, precision "
        f"{s.get('evidence_hits', 0)}/{s.get('evidence_cited', 0)}"
    )
    print(
        f"unnameable reported in notes: {s.get('noted_unnamed', 0)}/"
        f"{s.get('expected', 0) - s.get('expected_nameable', 0)}; one-off users with rules: "
        f"{s.get('one_off_users_with_rules', 0)}/{s.get('one_off_users', 0)}; extra rules: "
        f"{s.get('extra_rules', 0)}"
    )
    pats = list(res["patterns"].values())
    stopped = [p for p in pats if "failures_until_hidden" in p and p["kind"] != "coin"]
    left = [p["failures_until_hidden"] for p in stopped if p["failures_until_hidden"] is not None]
    coins = [p for p in pats if p["kind"] == "coin"]
    print(
        f"patterns: final state as expected {sum(p['final_ok'] for p in pats)}/{len(pats)}; "
        f"stopped working and hidden within 8 failures "
        f"{sum(1 for n in left if n <= 8)}/{len(stopped)} (most {max(left, default=0)}); "
        f"coin flips shown with 10+ outcomes: "
        f"{sum(p['shown_with_10_outcomes'] for p in coins)} checks over {len(coins)} coin(s)"
    )
    if args.summary:
        return
    for key, u in res["users"].items():
        for row in u["expected"]:
            print(f"  {key}: {row}")
        for e in u["extra"]:
            print(f"  {key}: extra rule {e!r}")
    for pid, row in res["patterns"].items():
        print(f"  pattern {pid}: {row}")


if __name__ == "__main__":
    main()
