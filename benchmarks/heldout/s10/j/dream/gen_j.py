#!/usr/bin/env python3
"""Deterministic generator for blind dreaming split "j" (stdlib only, fixed seed).

    python3 gen_j.py   # rewrites dreaming_j.jsonl and dreaming_truth_j.json
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from content_j import ONE_OFF_USERS, PATTERN_TENANT, PATTERN_TEXT, RULE_USERS

SEED = 20261211
BASE = datetime(2026, 5, 4, tzinfo=timezone.utc)
HERE = Path(__file__).resolve().parent
rng = random.Random(SEED)


def hexid(key):
    return hashlib.sha1(f"{SEED}:{key}".encode()).hexdigest()[:6]


def build_session(key, tenant, user, start, turns, topic, outcomes=None, channel="chat"):
    msgs = []
    t = start + timedelta(minutes=1)
    for i, text in enumerate(turns):
        msgs.append({"role": "user" if i % 2 == 0 else "assistant", "content": text, "timestamp": t})
        t += timedelta(seconds=rng.randint(60, 420))
    return {"key": key, "tenant_id": tenant, "user_id": user, "started_at": start,
            "ended_at": t + timedelta(seconds=rng.randint(30, 200)), "messages": msgs,
            "topic": topic, "channel": channel, "outcomes": outcomes or []}


def user_sessions(tenant, user, start_day, sessions, prefix):
    out = []
    day = start_day
    for k, sess in enumerate(sessions):
        topic, turns = sess[0], sess[-1]
        start = BASE + timedelta(days=day, hours=rng.randint(7, 17), minutes=rng.randint(0, 59))
        out.append((sess, build_session(f"{prefix}:{tenant}/{user}:{k}", tenant, user, start, turns, topic,
                                        channel=rng.choice(["chat", "chat", "email", "portal"]))))
        day += rng.randint(6, 11)
    return out


def pattern_outcomes():
    """pattern id -> (kind, note, list of outcomes)"""
    p = {}
    p["reseat-sim-card"] = ("success-then-failures", "18 successes, then a carrier APN change made reseating "
                            "useless: 12 failures", [True] * 18 + [False] * 12, True)
    seq = [True] * 27
    seq[8] = False
    seq[19] = False
    p["clear-terminal-cache"] = ("success-then-failures", "25/27 with two scattered failures, then firmware 5.2 "
                                 "moved the freeze elsewhere: 10 failures", seq + [False] * 10, True)
    p["pair-bluetooth-again"] = ("failures-then-recovery", "9 failures while the app had a pairing bug, then the "
                                 "app fix: 15 successes", [False] * 9 + [True] * 15, False)
    pairs = []
    for _ in range(20):
        pairs += rng.choice([[True, False], [False, True]])
    p["switch-to-wifi"] = ("coin", "20/40 from (S,F)/(F,S) pairs", pairs, False)
    while True:
        s = [True] * 14 + [False] * 14
        rng.shuffle(s)
        if all(0.35 <= sum(s[:n]) / n <= 0.65 for n in range(10, 29)):
            break
    p["re-enter-merchant-id"] = ("coin", "14/28 shuffled; every prefix of 10+ within 35-65%", s, False)
    st = [True] * 30
    for i in (5, 14, 22):
        st[i] = False
    p["check-paper-roll"] = ("steady", "27/30, failures at positions 6, 15 and 23, none at the end", st, False)
    p["update-firmware-usb"] = ("relapse", "20 successes, then the card scheme changed its NFC certificate: a run "
                                "of failures with one lucky success after the third (F F F S F F F F F F)",
                                [True] * 20 + [False] * 3 + [True] + [False] * 6, True)
    return p


def main():
    raw = []  # (kind, ref, session)
    truth_users = {}
    for tenant, user, start_day, rules, sessions in RULE_USERS:
        got = user_sessions(tenant, user, start_day, sessions, "rule")
        for sess, s in got:
            raw.append(s)
        truth_users[f"{tenant}/{user}"] = {"tenant_id": tenant, "user_id": user, "_got": got, "_rules": rules}
    for tenant, user, start_day, why, sessions in ONE_OFF_USERS:
        got = user_sessions(tenant, user, start_day, [(t, turns) for t, turns in sessions], "oneoff")
        for sess, s in got:
            raw.append(s)
        truth_users[f"{tenant}/{user}"] = {"tenant_id": tenant, "user_id": user, "_got": got, "_why": why}
    pats = pattern_outcomes()
    users = [f"u-lp-{i:02d}" for i in range(1, 9)]
    pat_sessions = {}
    for pid, (kind, note, seq, dep) in pats.items():
        opens, advice, oks, fails, topic = PATTERN_TEXT[pid]
        offsets = sorted(rng.sample(range(0, 170 * 24 * 60, 7), len(seq)))
        order = users[:]
        rng.shuffle(order)
        lst = []
        for i, (ok, off) in enumerate(zip(seq, offsets)):
            u = order[i % len(order)]
            start = BASE + timedelta(minutes=off + rng.randint(0, 6))
            turns = [rng.choice(opens), advice, rng.choice(oks if ok else fails),
                     "Great, I'll close this ticket." if ok else "Sorry about that, I'll escalate it to our "
                     "terminal team."]
            s = build_session(f"pat:{pid}:{i}", PATTERN_TENANT, u, start, turns, topic,
                              outcomes=[{"pattern_id": pid, "success": ok}])
            s["resolution"] = "resolved" if ok else "escalated"
            raw.append(s)
            lst.append(s)
        pat_sessions[pid] = lst
    raw.sort(key=lambda s: (s["ended_at"], s["key"]))
    lines = []
    for n, s in enumerate(raw, 1):
        sid = f"bdj-{n:03d}-{hexid(s['key'])}"
        s["session_id"] = sid
        rec = {"session_id": sid, "tenant_id": s["tenant_id"], "user_id": s["user_id"],
               "started_at": s["started_at"].isoformat(), "ended_at": s["ended_at"].isoformat(),
               "messages": [{"id": f"{sid}-m{i}", "role": m["role"], "content": m["content"],
                             "timestamp": m["timestamp"].isoformat()} for i, m in enumerate(s["messages"], 1)],
               "tool_calls": [],
               "metadata": {"topic": s["topic"], "resolution": s.get("resolution", "resolved"),
                            "channel": s["channel"]},
               "outcomes": s["outcomes"]}
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    (HERE / "dreaming_j.jsonl").write_text("\n".join(lines) + "\n")
    out_users = {}
    for key, u in truth_users.items():
        got = u["_got"]
        entry = {"tenant_id": u["tenant_id"], "user_id": u["user_id"],
                 "session_ids": [s["session_id"] for _, s in got]}
        if "_rules" in u:
            exp = []
            for ri, r in enumerate(u["_rules"]):
                exp.append({"concept": r["concept"], "value": r["value"], "rule": r["rule"], "kind": r["kind"],
                            "builtin_nameable": r["nameable"],
                            "evidence_session_ids": [s["session_id"] for sess, s in got if ri in sess[1]]})
            entry.update(expected_rules=exp, expect_no_rule=False)
        else:
            entry.update(expected_rules=[], expect_no_rule=True, why=u["_why"])
        out_users[key] = entry
    out_pats = {}
    for pid, (kind, note, seq, dep) in pats.items():
        lst = pat_sessions[pid]
        out_pats[pid] = {"tenant_id": PATTERN_TENANT,
                         "spec": {"kind": kind, "days": [0, 170], "note": note},
                         "applications": len(seq), "outcomes": seq, "users": [s["user_id"] for s in lst],
                         "session_ids": [s["session_id"] for s in lst], "expected_deprecated": dep,
                         "expected_hidden_at_end": dep or kind == "coin", "behaviour": PATTERN_TEXT[pid][1]}
    truth = {"model": {"note": "split j, written blind (no memory_core code, tests, or earlier content/generators "
                                "read). Rule users repeat a correction/preference in >= 3 differently worded "
                                "sessions within 90 days; one-off users (said once or twice, scoped, passed on, "
                                "taken back) must get no rule. Patterns: stopped working -> hidden within 8 "
                                "consecutive failures; coin hidden once it has 10 outcomes; recovery and steady "
                                "shown at the end; relapse (one lucky success inside a failure run) hidden."},
             "splits": {"j": {"users": out_users, "patterns": out_pats}}}
    (HERE / "dreaming_truth_j.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
