#!/usr/bin/env python3
"""Deterministic generator for blind dreaming split "m" (stdlib only, fixed seed).

    python3 gen_m.py   # rewrites dreaming_m.jsonl and dreaming_truth_m.json next to this file
"""
import hashlib
import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import content_m as C

SEED = 20261207
HERE = Path(__file__).resolve().parent
RULE_BASE = datetime(2026, 5, 4, tzinfo=UTC)      # day 0 of rule / one-off sessions
PAT_BASE = datetime(2026, 4, 13, tzinfo=UTC)      # day 0 of pattern sessions
SPLIT = "m"


def build_session(rng, tenant, user, start, msgs, topic, resolution="resolved", outcomes=None):
    t = start + timedelta(minutes=1)
    out = []
    for role, text in msgs:
        out.append({"role": role, "content": text, "timestamp": t})
        t += timedelta(minutes=rng.randint(1, 6), seconds=rng.randint(0, 59))
    return {
        "tenant_id": tenant, "user_id": user, "started_at": start, "ended_at": t,
        "messages": out, "tool_calls": [],
        "metadata": {"topic": topic, "resolution": resolution, "channel": rng.choice(["chat", "chat", "email", "portal"])},
        "outcomes": outcomes or [],
    }


def course_of(p, rng):
    if p["course"] is not None:
        return p["course"]
    if p["id"] == "recalibrate-gps":
        fails = {3, 8, 13, 18, 22, 26}
        return "".join("F" if i in fails else "S" for i in range(30)) + "F" * 10
    if p["id"] == "reboot-dock-station":
        tail = list("S" * 12 + "F" * 18)
        rng.shuffle(tail)
        return "SSSFSSSFSS" + "".join(tail)
    if p["id"] == "send-sms-unlock-code":
        return "SFSSF" * 8
    raise ValueError(p["id"])


def pattern_sessions(rng):
    """Yield (pattern, index, user, start, success) in each pattern's own order."""
    rows = []
    for p in C.PATTERNS:
        users = list(C.PATTERN_USERS)
        rng.shuffle(users)
        if p["id"] == "remote-firmware-push":
            others = [u for u in users if u != "u-vb-05"]
            veto_at = {9, 15, 21, 26, 29}
            seq, k = [], 0
            for i in range(30):
                if i in veto_at:
                    seq.append(("u-vb-05", False))
                else:
                    seq.append((others[k % len(others)], k != 12))
                    k += 1
            days = [round(i * 176 / 29, 3) for i in range(30)]
        else:
            c = course_of(p, rng)
            seq = [(users[i % len(users)], ch == "S") for i, ch in enumerate(c)]
            n = len(seq)
            if p["id"] == "swap-battery-pack":
                days = [i * 85 / 24 for i in range(25)] + [145 + i * 32 / 11 for i in range(12)]
            else:
                days = [i * 177 / (n - 1) for i in range(n)]
        for i, ((u, ok), d) in enumerate(zip(seq, days)):
            start = PAT_BASE + timedelta(days=int(d), hours=8 + (d % 1) * 10 + rng.randint(0, 2), minutes=rng.randint(0, 59))
            rows.append((p, i, u, start, ok))
    return rows


def main():
    rng = random.Random(SEED)
    sessions = []  # (sortkey, dict, tag)
    tags = {}
    for ru in C.RULE_USERS:
        for j, s in enumerate(ru["sessions"]):
            start = RULE_BASE + timedelta(days=s["day"], hours=rng.randint(7, 17), minutes=rng.randint(0, 59))
            d = build_session(rng, ru["tenant"], ru["user"], start, s["msgs"], s["topic"])
            sessions.append(d)
            tags[id(d)] = ("rule", ru, j)
    for ou in C.ONE_OFF_USERS:
        for j, s in enumerate(ou["sessions"]):
            start = RULE_BASE + timedelta(days=s["day"], hours=rng.randint(7, 17), minutes=rng.randint(0, 59))
            d = build_session(rng, ou["tenant"], ou["user"], start, s["msgs"], s["topic"])
            sessions.append(d)
            tags[id(d)] = ("oneoff", ou, j)
    for p, i, u, start, ok in pattern_sessions(rng):
        msgs = [
            ("user", p["ask"] + rng.choice(["", " again", " (bike at the station by the river)", ", help pls", " — I'm in a hurry"])),
            ("assistant", p["fix"]),
            ("user", rng.choice(C.SUCCESS_REPLIES if ok else C.FAIL_REPLIES)),
            ("assistant", "Glad it's sorted. Enjoy the ride!" if ok else "Sorry about that. I've opened a ticket for the field team and credited your ride."),
        ]
        d = build_session(rng, C.PATTERN_TENANT, u, start, msgs, p["ask"],
                          resolution="resolved" if ok else "escalated",
                          outcomes=[{"pattern_id": p["id"], "success": ok}])
        sessions.append(d)
        tags[id(d)] = ("pattern", p, i)

    sessions.sort(key=lambda d: (d["ended_at"], d["tenant_id"], d["user_id"]))
    for n, d in enumerate(sessions, 1):
        h = hashlib.md5(f"{SEED}-{n}-{d['tenant_id']}-{d['user_id']}-{d['started_at'].isoformat()}".encode()).hexdigest()[:6]
        d["session_id"] = f"bdm-{n:03d}-{h}"

    truth_users, pats = {}, {}
    for d in sessions:
        kind, obj, j = tags[id(d)]
        if kind in ("rule", "oneoff"):
            key = f"{obj['tenant']}/{obj['user']}"
            tu = truth_users.setdefault(key, {"tenant_id": obj["tenant"], "user_id": obj["user"], "session_ids": []})
            tu["session_ids"].append(d["session_id"])
            if kind == "rule":
                rules = tu.setdefault("expected_rules", [
                    {"concept": r["concept"], "value": r["value"], "rule": r["rule"], "kind": r["kind"],
                     "builtin_nameable": r["nameable"], "evidence_session_ids": []} for r in obj["rules"]])
                for ri in obj["sessions"][j]["ev"]:
                    rules[ri]["evidence_session_ids"].append(d["session_id"])
                tu["expect_no_rule"] = False
            else:
                tu["expected_rules"] = []
                tu["expect_no_rule"] = True
                tu["why"] = obj["why"]
        else:
            p = obj
            tp = pats.setdefault(p["id"], {
                "tenant_id": C.PATTERN_TENANT,
                "spec": {"kind": p["kind"], "note": p["note"], "days": []},
                "expected_deprecated": p["expected_deprecated"],
                "users": [], "outcomes": [], "session_ids": []})
            tp["users"].append(d["user_id"])
            tp["outcomes"].append(d["outcomes"][0]["success"])
            tp["session_ids"].append(d["session_id"])
            tp["spec"]["days"].append((d["ended_at"] - PAT_BASE).days)
    # checks: pattern outcome order equals its generation order; rules have >= 3 evidence within 90 days
    for pid, tp in pats.items():
        assert tp["spec"]["days"] == sorted(tp["spec"]["days"]), pid
    for key, tu in truth_users.items():
        for r in tu.get("expected_rules", []):
            assert len(r["evidence_session_ids"]) >= 3, (key, r["concept"])
    # write
    def ser(d):
        m = [{"id": f"{d['session_id']}-m{k}", "role": x["role"], "content": x["content"],
              "timestamp": x["timestamp"].isoformat()} for k, x in enumerate(d["messages"], 1)]
        return {"session_id": d["session_id"], "tenant_id": d["tenant_id"], "user_id": d["user_id"],
                "started_at": d["started_at"].isoformat(), "ended_at": d["ended_at"].isoformat(),
                "messages": m, "tool_calls": [], "metadata": d["metadata"], "outcomes": d["outcomes"]}
    with open(HERE / "dreaming_m.jsonl", "w", encoding="utf-8") as f:
        for d in sessions:
            f.write(json.dumps(ser(d), ensure_ascii=False) + "\n")
    truth = {
        "model": {"note": "split m, written blind (no memory_core code, tests, workers, or earlier content/generators read). "
                          "Rule users repeat a correction/preference in >= 3 differently worded sessions within 90 days; one-off users "
                          "(said once, or similar-looking but different statements) must get no rule. Patterns: stopped working -> hidden "
                          "within 8 consecutive failures; coin (incl. a 60% weak edge) hidden once it has 10 outcomes; recovery, "
                          "early-failures-then-steady and steady-final-failure shown at the end; per-user-veto judged for the user of the last outcome."},
        "splits": {SPLIT: {"users": truth_users, "patterns": pats}},
    }
    (HERE / "dreaming_truth_m.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(sessions)} sessions, {len(truth_users)} users, {len(pats)} patterns")


if __name__ == "__main__":
    main()
