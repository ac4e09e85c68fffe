#!/usr/bin/env python3
"""Deterministic generator for blind dreaming split "k" (stdlib only, fixed seed).

    python3 gen_k.py   # rewrites dreaming_k.jsonl and dreaming_truth_k.json next to this file
"""
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import content_k as C

SEED = 20261204
HERE = Path(__file__).resolve().parent
RULE_BASE = datetime(2026, 5, 4, tzinfo=timezone.utc)
PATTERN_BASE = datetime(2026, 3, 30, tzinfo=timezone.utc)

rng = random.Random(SEED)


def make_session(tenant, user, start, topic, texts, resolution="resolved", outcomes=None):
    """texts alternate user/assistant; returns a session without ids (filled after sorting)."""
    t = start
    msgs = []
    for i, text in enumerate(texts):
        t = t + timedelta(seconds=rng.randint(40, 420))
        msgs.append({"role": "user" if i % 2 == 0 else "assistant", "content": text, "timestamp": t})
    end = t + timedelta(seconds=rng.randint(30, 300))
    return {
        "tenant_id": tenant,
        "user_id": user,
        "started_at": start,
        "ended_at": end,
        "messages": msgs,
        "tool_calls": [],
        "metadata": {"topic": topic, "resolution": resolution, "channel": "chat"},
        "outcomes": outcomes or [],
    }


def day_time(base, day):
    return base + timedelta(days=day, hours=rng.randint(8, 17), minutes=rng.randint(0, 59))


sessions = []  # (session, tag) where tag links back to the truth
truth_users = {}

# --- rule users -------------------------------------------------------------------------------
for u in C.RULE_USERS:
    base = RULE_BASE + timedelta(days=u["start"])
    key = f"{u['tenant']}/{u['user']}"
    truth_users[key] = {"tenant_id": u["tenant"], "user_id": u["user"], "sessions": [], "rules": u["rules"],
                        "ev": {r: [] for r in u["rules"]}}
    for s in u["sessions"]:
        sess = make_session(u["tenant"], u["user"], day_time(base, s["day"]), s["topic"], s["msgs"])
        sessions.append(sess)
        truth_users[key]["sessions"].append(sess)
        for r in s["ev"]:
            truth_users[key]["ev"][r].append(sess)

# --- one-off users ----------------------------------------------------------------------------
for u in C.ONE_OFF_USERS:
    base = RULE_BASE + timedelta(days=u["start"])
    key = f"{u['tenant']}/{u['user']}"
    truth_users[key] = {"tenant_id": u["tenant"], "user_id": u["user"], "sessions": [], "why": u["why"]}
    for s in u["sessions"]:
        sess = make_session(u["tenant"], u["user"], day_time(base, s["day"]), s["topic"], s["msgs"])
        sessions.append(sess)
        truth_users[key]["sessions"].append(sess)


# --- patterns ---------------------------------------------------------------------------------
def coin_pairs(n_pairs):
    out = []
    for _ in range(n_pairs):
        out += rng.choice([[True, False], [False, True]])
    return out


def coin_shuffled(n, k):
    while True:
        seq = [True] * k + [False] * (n - k)
        rng.shuffle(seq)
        ok = all(0.35 <= sum(seq[:m]) / m <= 0.65 for m in range(10, n + 1))
        if ok:
            return seq


def steady(n, fail_at):
    return [i not in fail_at for i in range(n)]


COURSES = {
    "reset-wifi-module": (
        "success-then-failures", [True] * 21 + [False] * 13, (0, 160), True,
        "21 successes, then a router firmware update from the big ISP broke the re-pairing trick: 13 failures"),
    "recalibrate-temp-sensor": (
        "success-then-failures", steady(26, {7, 17}) + [False] * 9, (4, 168), True,
        "24/26 with two scattered failures, then a batch of faulty sensors: calibration no longer helps, 9 failures"),
    "reinstall-companion-app": (
        "failures-then-recovery", [False] * 10 + [True] * 16, (2, 170), False,
        "10 failures while a sync bug made reinstalling pointless, then app 4.2 fixed it: 16 successes"),
    "replace-batteries": (
        "coin", coin_pairs(20), (1, 172), True,
        "coin: 20/40 built from (S,F)/(F,S) pairs, every prefix within one outcome of 50%"),
    "reset-heating-schedule": (
        "coin", [False] * 3 + [True] * 3 + ([False] * 3 + [True] * 3) * 4, (3, 166), True,
        "streaky coin (new shape): FFFSSS repeated 5 times, 15/30, ends on a run of 3 successes"),
    "check-boiler-relay": (
        "coin", coin_shuffled(28, 14), (6, 171), True,
        "coin: 14/28 shuffled, every prefix of 10+ outcomes within 35-65%"),
    "update-hub-firmware": (
        "steady", steady(31, {5, 14, 22}), (0, 169), False,
        "steady: 28/31, three scattered failures, none at the end"),
    "pair-valve-again": (
        "second-regression", [True] * 14 + [False] * 8 + [True] * 14 + [False] * 9, (0, 174), True,
        "second regression (new shape): 14 successes, 8 failures (valve firmware bug), 14 successes after the fix, "
        "then 9 failures after the next valve firmware"),
    "switch-hub-to-2ghz": (
        "relapse", [True] * 20 + [False, False, True, False, False, False, True] + [False] * 5, (2, 173), True,
        "relapse: 20 successes, then routers with band steering arrive: F F S F F F S and 5 more failures "
        "(2 lucky successes in 12, ending in 5 failures)"),
}

truth_patterns = {}
for pid, (kind, seq, (d0, d1), deprecated, note) in COURSES.items():
    p = C.PATTERNS[pid]
    users = list(C.PATTERN_USERS)
    rng.shuffle(users)
    n = len(seq)
    step = (d1 - d0) / (n - 1)
    sess_list, who = [], []
    for i, ok in enumerate(seq):
        day = d0 + step * i
        start = PATTERN_BASE + timedelta(days=day, minutes=rng.randint(-int(step * 400), int(step * 400)) // 1)
        start = start.replace(hour=rng.randint(8, 18))
        user = users[i % len(users)]
        texts = [
            rng.choice(p["problems"]),
            p["behaviour"],
            rng.choice(C.SUCCESS_REPLIES if ok else C.FAIL_REPLIES),
            "Great, I'll close this ticket." if ok else "Sorry about that, I'm passing this to a technician.",
        ]
        sess = make_session(C.PATTERN_TENANT, user, start, p["topic"], texts,
                            resolution="resolved" if ok else "escalated",
                            outcomes=[{"pattern_id": pid, "success": ok}])
        sessions.append(sess)
        sess_list.append(sess)
        who.append(user)
    truth_patterns[pid] = {"kind": kind, "seq": seq, "days": [d0, d1], "deprecated": deprecated, "note": note,
                           "sessions": sess_list, "users": who, "behaviour": p["behaviour"]}

# --- ids in time order --------------------------------------------------------------------------
sessions.sort(key=lambda s: (s["ended_at"], s["user_id"]))
for i, s in enumerate(sessions, 1):
    s["session_id"] = f"bdk-{i:03d}-{rng.getrandbits(24):06x}"
    for j, m in enumerate(s["messages"], 1):
        m["id"] = f"{s['session_id']}-m{j}"

# pattern outcome order must equal time order
for pid, tp in truth_patterns.items():
    ends = [s["ended_at"] for s in tp["sessions"]]
    assert ends == sorted(ends), pid


def iso(d):
    return d.isoformat()


with open(HERE / "dreaming_k.jsonl", "w", encoding="utf-8") as f:
    for s in sessions:
        rec = {
            "session_id": s["session_id"],
            "tenant_id": s["tenant_id"],
            "user_id": s["user_id"],
            "started_at": iso(s["started_at"]),
            "ended_at": iso(s["ended_at"]),
            "messages": [{"id": m["id"], "role": m["role"], "content": m["content"], "timestamp": iso(m["timestamp"])}
                         for m in s["messages"]],
            "tool_calls": [],
            "metadata": s["metadata"],
            "outcomes": s["outcomes"],
        }
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")

users_out = {}
for key, tu in truth_users.items():
    row = {"tenant_id": tu["tenant_id"], "user_id": tu["user_id"],
           "session_ids": [s["session_id"] for s in sorted(tu["sessions"], key=lambda s: s["ended_at"])]}
    if "rules" in tu:
        row["expected_rules"] = []
        for rk, r in tu["rules"].items():
            ev = sorted(tu["ev"][rk], key=lambda s: s["ended_at"])
            span = (ev[-1]["ended_at"] - ev[0]["ended_at"]).days
            assert 3 <= len(ev) <= 5 and 14 <= span <= 56, (key, rk, len(ev), span)
            row["expected_rules"].append({
                "concept": r["concept"], "value": r["value"], "rule": r["rule"], "kind": r["kind"],
                "builtin_nameable": r["nameable"], "evidence_session_ids": [s["session_id"] for s in ev]})
        row["expect_no_rule"] = False
    else:
        row["expected_rules"] = []
        row["expect_no_rule"] = True
        row["why"] = tu["why"]
    users_out[key] = row

pats_out = {}
for pid, tp in truth_patterns.items():
    pats_out[pid] = {
        "tenant_id": C.PATTERN_TENANT,
        "spec": {"kind": tp["kind"], "days": tp["days"], "note": tp["note"]},
        "applications": len(tp["seq"]),
        "outcomes": tp["seq"],
        "users": tp["users"],
        "session_ids": [s["session_id"] for s in tp["sessions"]],
        "expected_deprecated": tp["deprecated"],
        "expected_hidden_at_end": tp["deprecated"],
        "behaviour": tp["behaviour"],
    }

truth = {
    "model": {"note": (
        "split k, written blind (no memory_core code, tests, or earlier content/generators read). Rule users repeat a "
        "correction/preference in 3-5 differently worded sessions over 3-8 weeks (reactions, opening requests, "
        "mid-session remarks); one-off users (once, twice, scoped, relayed, hypothetical, taken back, cue words only) "
        "must get no rule. Patterns: stopped working -> hidden within 8 consecutive failures; coins hidden once they "
        "have 10 outcomes; recovery and steady shown at the end.")},
    "splits": {"k": {"users": users_out, "patterns": pats_out}},
}
(HERE / "dreaming_truth_k.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
print(f"{len(sessions)} sessions, {len(users_out)} users, {len(pats_out)} patterns")
