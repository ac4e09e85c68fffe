#!/usr/bin/env python3
"""Deterministic generator for blind dreaming split "i" (stdlib only, fixed seed).

    python3 gen_i.py          # writes dreaming_i.jsonl and dreaming_truth_i.json next to this file

Two runs give byte-identical files.
"""
from __future__ import annotations

import hashlib
import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import content_i as C

SEED = 20261210
BASE = datetime(2026, 4, 6, tzinfo=UTC)  # a Monday
HERE = Path(__file__).resolve().parent

PATTERN_SPECS = {
    "reboot-router": ("success-then-failures", (0, 175), True,
                      "22 successes over ~3.5 months, then the ISP's firmware 7.4 fixed the router's memory leak; "
                      "the remaining drops are line faults and a reboot no longer helps: 14 failures"),
    "switch-wifi-channel": ("success-then-failures", (0, 175), True,
                            "26/28 (two scattered failures), then the new mesh routers in the area hop channels on "
                            "their own and a manual channel stops helping: 9 failures"),
    "reset-dhcp-lease": ("failures-then-recovery", (0, 175), False,
                         "10 failures while the DHCP server had a lease bug, fixed in June; 16 successes after"),
    "replace-ethernet-cable": ("coin", (0, 175), True,
                               "coin: 20/40 built from (S,F)/(F,S) pairs, every prefix within one outcome of 50%"),
    "enable-ipv6": ("coin", (0, 175), True,
                    "coin: 15/30 shuffled so that every prefix of 10+ outcomes is within 35-65%"),
    "check-line-status": ("steady", (0, 175), False, "steady: 29/32, the three failures scattered, none at the end"),
    "restart-tv-box": ("outage-burst", (0, 175), False,
                       "15 successes, a 4-failure burst during a one-week TV platform outage, then 16 successes: "
                       "a temporary outage, expected shown at the end"),
    "force-5ghz-band": ("gradual-decline", (0, 175), True,
                        "40 outcomes whose success chance falls linearly from 0.95 to 0.05 (more customers on "
                        "Wi-Fi 6E mesh, where a separate 5 GHz network breaks roaming); no single change point; "
                        "the last 3 forced failures: expected hidden"),
}


def courses(rng: random.Random) -> dict[str, list[bool]]:
    out: dict[str, list[bool]] = {}
    out["reboot-router"] = [True] * 22 + [False] * 14
    w = [True] * 28
    w[9] = w[19] = False
    out["switch-wifi-channel"] = w + [False] * 9
    out["reset-dhcp-lease"] = [False] * 10 + [True] * 16
    pairs = []
    for _ in range(20):
        pairs += [True, False] if rng.random() < 0.5 else [False, True]
    out["replace-ethernet-cable"] = pairs
    base = [True] * 15 + [False] * 15
    while True:
        seq = base[:]
        rng.shuffle(seq)
        if all(0.35 <= sum(seq[:k]) / k <= 0.65 for k in range(10, 31)):
            break
    out["enable-ipv6"] = seq
    steady = [True] * 32
    for i in (5, 17, 26):
        steady[i] = False
    out["check-line-status"] = steady
    out["restart-tv-box"] = [True] * 15 + [False] * 4 + [True] * 16
    dec = []
    for i in range(40):
        p = 0.95 - 0.9 * i / 39
        dec.append(rng.random() < p)
    dec[-3:] = [False, False, False]
    out["force-5ghz-band"] = dec
    return out


def sid_suffix(key: str) -> str:
    return hashlib.sha1(key.encode()).hexdigest()[:6]


def make_session(rng, tenant, user, day, turns, topic, key, outcomes=None, resolution="resolved"):
    start = BASE + timedelta(days=day, hours=rng.randint(8, 17), minutes=rng.randint(0, 59))
    t = start + timedelta(minutes=1)
    msgs = []
    for role, text in turns:
        msgs.append({"role": "user" if role == "U" else "assistant", "content": text, "timestamp": t})
        t += timedelta(minutes=rng.randint(1, 6), seconds=rng.randint(0, 59))
    return {
        "_key": key, "tenant_id": tenant, "user_id": user, "started_at": start, "ended_at": t,
        "messages": msgs, "tool_calls": [],
        "metadata": {"topic": topic, "resolution": resolution, "channel": rng.choice(["chat", "chat", "web", "app"])},
        "outcomes": outcomes or [],
    }


def main() -> None:
    rng = random.Random(SEED)
    sessions = []
    # rule users
    for u in C.RULE_USERS:
        for i, (d, topic, cues, turns) in enumerate(u["sessions"]):
            s = make_session(rng, u["tenant"], u["user"], u["start"] + d, turns, topic, f"rule:{u['user']}:{i}")
            s["_cues"] = cues
            sessions.append(s)
    for u in C.ONE_OFF_USERS:
        for i, (d, topic, turns) in enumerate(u["sessions"]):
            sessions.append(make_session(rng, u["tenant"], u["user"], u["start"] + d, turns, topic,
                                         f"oneoff:{u['user']}:{i}"))
    # patterns
    cs = courses(rng)
    pat_rows: dict[str, list[dict]] = {}
    for pid, seq in cs.items():
        spec = C.PATTERNS[pid]
        kind, (d0, d1), _, _ = PATTERN_SPECS[pid]
        users = C.PATTERN_USERS[:]
        rng.shuffle(users)
        n = len(seq)
        rows = []
        for i, ok in enumerate(seq):
            day = d0 + (d1 - d0) * i / max(1, n - 1) + rng.uniform(-1.5, 1.5)
            day = min(max(day, 0.0), float(d1))
            user = users[i % len(users)]
            turns = [("U", rng.choice(spec["problems"])), ("A", rng.choice(spec["says"])),
                     ("U", rng.choice(C.SUCCESS_REPLIES if ok else C.FAILURE_REPLIES)),
                     ("A", C.SUCCESS_CLOSE if ok else C.FAILURE_CLOSE)]
            s = make_session(rng, C.PATTERN_TENANT, user, 0, turns, spec["topic"], f"pat:{pid}:{i}",
                             outcomes=[{"pattern_id": pid, "success": ok}],
                             resolution="resolved" if ok else "escalated")
            shift = timedelta(days=int(day)) + timedelta(hours=(day - int(day)) * 8)
            s["started_at"] += shift
            s["ended_at"] += shift
            for m in s["messages"]:
                m["timestamp"] += shift
            rows.append(s)
            sessions.append(s)
        pat_rows[pid] = rows
    # number in time order
    sessions.sort(key=lambda s: (s["ended_at"], s["_key"]))
    assert len({s["ended_at"] for s in sessions}) == len(sessions), "ended_at ties"
    for n, s in enumerate(sessions, 1):
        s["session_id"] = f"bdi-{n:03d}-{sid_suffix(s['_key'] + str(SEED))}"
        for j, m in enumerate(s["messages"], 1):
            m["id"] = f"{s['session_id']}-m{j}"
    # pattern checks: no user's own record decides differently from the tenant's at the end
    for pid, rows in pat_rows.items():
        last_user = rows[-1]["user_id"]
        own = [r["outcomes"][0]["success"] for r in rows if r["user_id"] == last_user]
        assert len(own) < 10, (pid, len(own))
    # output
    def iso(d: datetime) -> str:
        return d.isoformat()

    lines = []
    for s in sessions:
        rec = {
            "session_id": s["session_id"], "tenant_id": s["tenant_id"], "user_id": s["user_id"],
            "started_at": iso(s["started_at"]), "ended_at": iso(s["ended_at"]),
            "messages": [{"id": m["id"], "role": m["role"], "content": m["content"], "timestamp": iso(m["timestamp"])}
                         for m in s["messages"]],
            "tool_calls": [], "metadata": s["metadata"], "outcomes": s["outcomes"],
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    (HERE / "dreaming_i.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")

    by_key = {s["_key"]: s for s in sessions}
    users = {}
    for u in C.RULE_USERS:
        ss = [by_key[f"rule:{u['user']}:{i}"] for i in range(len(u["sessions"]))]
        exp = []
        for rk, r in u["rules"].items():
            ev = [s["session_id"] for s in ss if rk in s["_cues"]]
            assert 3 <= len(ev) <= 5, (u["user"], rk, len(ev))
            days = [s["ended_at"] for s in ss if rk in s["_cues"]]
            assert (max(days) - min(days)).days <= 60
            exp.append({"concept": r["concept"], "value": r["value"], "rule": r["rule"], "kind": r["kind"],
                        "builtin_nameable": r["nameable"], "evidence_session_ids": ev})
        assert any(not s["_cues"] for s in ss)
        users[f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "session_ids": [s["session_id"] for s in ss],
            "expected_rules": exp, "expect_no_rule": False,
        }
    for u in C.ONE_OFF_USERS:
        ss = [by_key[f"oneoff:{u['user']}:{i}"] for i in range(len(u["sessions"]))]
        users[f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "session_ids": [s["session_id"] for s in ss],
            "expected_rules": [], "expect_no_rule": True, "why": u["why"],
        }
    patterns = {}
    for pid, rows in pat_rows.items():
        kind, days, hidden, note = PATTERN_SPECS[pid]
        patterns[pid] = {
            "tenant_id": C.PATTERN_TENANT,
            "spec": {"kind": kind, "days": list(days), "note": note},
            "applications": len(rows),
            "outcomes": [r["outcomes"][0]["success"] for r in rows],
            "users": [r["user_id"] for r in rows],
            "session_ids": [r["session_id"] for r in rows],
            "expected_deprecated": hidden,
            "expected_hidden_at_end": hidden,
            "behaviour": C.PATTERNS[pid]["behaviour"],
        }
    truth = {
        "model": {"note": (
            "split i, written blind (no memory_core code, tests, or earlier content/generators read). Rule users "
            "repeat a correction/preference in >= 3 differently worded sessions within 60 days (cues as reactions "
            "to assistant turns, opening requests and mid-session remarks; English, Polish, Dutch, Turkish, "
            "Portuguese, Swedish); one-off users (said once or twice, scoped or temporary requests, other people's "
            "preferences, retracted wishes, cue words on unrelated requests) must get no rule. Patterns: stopped "
            "working or declining -> hidden; coin hidden once it has 10 outcomes; recovery, steady and a "
            "temporary outage burst shown at the end.")},
        "splits": {"i": {"users": users, "patterns": patterns}},
    }
    (HERE / "dreaming_truth_i.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n",
                                                encoding="utf-8")
    n_rules = sum(len(u["expected_rules"]) for u in users.values())
    print(f"{len(sessions)} sessions, {sum(1 for u in users.values() if not u['expect_no_rule'])} rule users, "
          f"{n_rules} expected rules, {sum(1 for u in users.values() if u['expect_no_rule'])} one-off users, "
          f"{len(patterns)} patterns, {sum(len(r) for r in pat_rows.values())} outcomes")


if __name__ == "__main__":
    main()
