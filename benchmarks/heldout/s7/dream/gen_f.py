#!/usr/bin/env python3
"""Deterministic generator for blind dreaming split "f".

    python3 gen_f.py          # writes dreaming_f.jsonl + dreaming_truth_f.json next to this file
"""
from __future__ import annotations

import hashlib
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import content_f as C

SEED = 20261207
HERE = Path(__file__).resolve().parent
UTC = timezone.utc


def _iso(t: datetime) -> str:
    return t.isoformat()


def _session(tenant, user, start: datetime, turns, rng, metadata, outcomes=None):
    msgs = []
    t = start + timedelta(minutes=rng.randint(1, 3))
    for role, text in turns:
        msgs.append({"role": "user" if role == "u" else "assistant", "content": text,
                     "timestamp": _iso(t)})
        t += timedelta(minutes=rng.randint(2, 6), seconds=rng.randint(0, 59))
    return {"tenant_id": tenant, "user_id": user, "started_at": _iso(start), "ended_at": _iso(t),
            "messages": msgs, "tool_calls": [], "metadata": metadata, "outcomes": outcomes or []}


def _coin_sequence(n: int, rng: random.Random) -> list[bool]:
    # pairs (S,F)/(F,S): every prefix is within one outcome of 50%
    out: list[bool] = []
    for _ in range(n // 2):
        out += [True, False] if rng.random() < 0.5 else [False, True]
    return out


def _phase_outcomes(kind: str, count: int, succ: int, rng: random.Random, first: bool) -> list[bool]:
    if succ in (0, count):
        return [succ == count] * count
    if kind == "coin":
        assert 2 * succ == count
        return _coin_sequence(count, rng)
    seq = [True] * succ + [False] * (count - succ)
    # failures of a mostly-good phase not in its first 4 nor its last 2 outcomes
    while True:
        rng.shuffle(seq)
        if succ * 2 > count and (not all(seq[:4]) or not all(seq[-2:])):
            continue
        return seq


def main() -> None:
    rng = random.Random(SEED)
    raw: list[tuple[dict, dict]] = []  # (session without id, tag)

    def add_user(u, one_off):
        base = datetime.fromisoformat(u["start"]).replace(tzinfo=UTC)
        for k, s in enumerate(u["sessions"]):
            start = base + timedelta(days=s["day"], hours=u["hour"], minutes=rng.randint(0, 50))
            sess = _session(u["tenant"], u["user"], start, s["turns"], rng,
                            {"channel": rng.choice(["chat", "email", "portal"])})
            raw.append((sess, {"user": (u["tenant"], u["user"]), "idx": k,
                               "ev": [] if one_off else s["ev"]}))

    for u in C.RULE_USERS:
        add_user(u, False)
    for u in C.ONE_OFF_USERS:
        add_user(u, True)

    pbase = datetime.fromisoformat(C.PATTERN_START).replace(tzinfo=UTC)
    pattern_events: dict[str, list] = {}
    for pid, p in C.PATTERNS.items():
        events = []
        per_user: dict[str, int] = {}
        for pi, (count, succ, (d0, d1)) in enumerate(p["phases"]):
            oks = _phase_outcomes(p["kind"], count, succ, rng, pi == 0)
            step = (d1 - d0) / max(count - 1, 1)
            for i, ok in enumerate(oks):
                day = d0 + step * i
                user = rng.choice([x for x in C.PATTERN_USERS if per_user.get(x, 0) < 8])
                per_user[user] = per_user.get(user, 0) + 1
                start = pbase + timedelta(days=day, hours=rng.randint(8, 17), minutes=rng.randint(0, 59))
                prob = rng.choice(p["problems"])
                turns = [
                    ("u", rng.choice(C.OPENERS).format(p=prob)),
                    ("a", f"{rng.choice(C.ASSIST_INTRO)} {p['behaviour']}"),
                    ("u", rng.choice(C.SUCCESS if ok else C.FAILURE)),
                    ("a", rng.choice(C.AFTER_SUCCESS if ok else C.AFTER_FAILURE)),
                ]
                sess = _session(C.PATTERN_TENANT, user, start, turns, rng,
                                {"topic": "support case", "resolution": "resolved" if ok else "escalated",
                                 "channel": "chat"},
                                outcomes=[{"pattern_id": pid, "success": ok}])
                raw.append((sess, {"pattern": pid}))
                events.append(ok)
        pattern_events[pid] = events

    raw.sort(key=lambda x: x[0]["started_at"])
    users_truth: dict[str, dict] = {}
    pat_sids: dict[str, list] = {pid: [] for pid in C.PATTERNS}
    pat_oks: dict[str, list] = {pid: [] for pid in C.PATTERNS}
    lines = []
    for n, (sess, tag) in enumerate(raw, start=1):
        h = hashlib.sha1(f"{SEED}:{n}:{sess['user_id']}:{sess['started_at']}".encode()).hexdigest()[:6]
        sid = f"bdf-{n:03d}-{h}"
        out = {"session_id": sid, **sess}
        for j, m in enumerate(out["messages"], start=1):
            m["id"] = f"{sid}-m{j}"
        out["messages"] = [{"id": m["id"], "role": m["role"], "content": m["content"],
                            "timestamp": m["timestamp"]} for m in out["messages"]]
        lines.append(json.dumps(out, ensure_ascii=False))
        if "pattern" in tag:
            pat_sids[tag["pattern"]].append(sid)
            pat_oks[tag["pattern"]].append(out["outcomes"][0]["success"])
        else:
            key = "/".join(tag["user"])
            users_truth.setdefault(key, {"sids": [], "ev": {}})
            users_truth[key]["sids"].append(sid)
            for r in tag["ev"]:
                users_truth[key]["ev"].setdefault(r, []).append(sid)

    truth_users = {}
    for u in C.RULE_USERS:
        key = f"{u['tenant']}/{u['user']}"
        t = users_truth[key]
        rules = []
        for i, r in enumerate(u["rules"]):
            ev = t["ev"][i]
            assert len(ev) >= 3, (key, i)
            rules.append({"concept": r["concept"], "value": r["value"], "rule": r["rule"],
                          "kind": "preference", "builtin_nameable": r["nameable"],
                          "evidence_session_ids": ev})
        truth_users[key] = {"tenant_id": u["tenant"], "user_id": u["user"], "session_ids": t["sids"],
                            "expected_rules": rules, "expect_no_rule": False}
    for u in C.ONE_OFF_USERS:
        key = f"{u['tenant']}/{u['user']}"
        truth_users[key] = {"tenant_id": u["tenant"], "user_id": u["user"],
                            "session_ids": users_truth[key]["sids"], "expected_rules": [],
                            "expect_no_rule": True, "why": u["why"]}
    truth_pats = {}
    for pid, p in C.PATTERNS.items():
        truth_pats[pid] = {
            "tenant_id": C.PATTERN_TENANT,
            "spec": {"kind": p["kind"], "phases": [[c, s, list(d)] for c, s, d in p["phases"]]},
            "applications": len(pat_oks[pid]), "outcomes": pat_oks[pid], "session_ids": pat_sids[pid],
            "expected_deprecated": p["expected_deprecated"],
            "expected_hidden_at_end": p["expected_deprecated"] or p["kind"] == "coin",
            "behaviour": p["behaviour"],
        }
    truth = {
        "model": {"note": "split f, written blind (no memory_core code, no tests, no earlier content or "
                          "generators read). Rule users repeat a correction/preference in >= 3 differently "
                          "worded sessions within 90 days; one-off users must get no rule. Patterns: a pattern "
                          "that stops working is expected hidden (within 8 consecutive failures), a coin flip "
                          "hidden once it has 10 outcomes, a never-working one hidden, recovery / steady / "
                          "late clear winner shown at the end."},
        "splits": {"f": {"users": truth_users, "patterns": truth_pats}},
    }
    (HERE / "dreaming_f.jsonl").write_text("\n".join(lines) + "\n")
    (HERE / "dreaming_truth_f.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n")
    n_rules = sum(len(u["expected_rules"]) for u in truth_users.values())
    print(f"{len(lines)} sessions; {len(C.RULE_USERS)} rule users ({n_rules} rules), "
          f"{len(C.ONE_OFF_USERS)} one-off users, {len(truth_pats)} patterns "
          f"({sum(len(v) for v in pat_oks.values())} outcomes)")


if __name__ == "__main__":
    main()
