#!/usr/bin/env python3
"""Deterministic generator for blind dreaming split "g" (stdlib only, seed 20261208).

    python3 gen_g.py   # rewrites dreaming_g.jsonl and dreaming_truth_g.json next to this file
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from content_g import ONE_OFF_USERS, PATTERN_TENANT, PATTERN_TOPICS, PATTERNS, RULE_USERS, TOPICS

SEED = 20261208
HERE = Path(__file__).resolve().parent
PAT_START = datetime(2026, 3, 2, tzinfo=timezone.utc)
PAT_USERS = [f"u-th-{i:02d}" for i in range(1, 9)]
OK_REPLIES = ["that fixed it, thanks", "works now 👍", "yes! that was it", "confirmed, it's working again",
              "perfect, sorted", "ok that did the trick", "brilliant, all good now", "it works, cheers"]
BAD_REPLIES = ["no change, still the same", "tried it, didn't help", "still broken", "nope, same error",
               "that didn't do anything", "done that, still failing", "no luck", "same problem unfortunately"]
OK_CLOSE = ["Glad to hear it. Closing the case.", "Great, I'll close this ticket.", "Good news, closing it now."]
BAD_CLOSE = ["Sorry about that, I'm escalating to the second line.", "Understood, I'll hand this to the platform team.",
             "Thanks for trying; I've opened an internal ticket and will get back to you."]


def day_time(rng, day0, off):
    d = datetime.fromisoformat(day0).replace(tzinfo=timezone.utc) if isinstance(day0, str) else day0
    return d + timedelta(days=off, hours=rng.randint(7, 16), minutes=rng.randint(0, 59))


def build_session(rng, key, tenant, user, start, turns, meta, outcomes=None):
    msgs = []
    t = start + timedelta(minutes=1)
    for i, (role, text) in enumerate(turns):
        msgs.append({"role": "user" if role == "u" else "assistant", "content": text,
                     "timestamp": t.isoformat()})
        t += timedelta(minutes=rng.randint(2, 7), seconds=rng.randint(0, 59))
    s = {"_key": key, "tenant_id": tenant, "user_id": user, "started_at": start.isoformat(),
         "ended_at": t.isoformat(), "messages": msgs, "tool_calls": [], "metadata": meta}
    if outcomes:
        s["outcomes"] = outcomes
    return s


def coin_seq(rng, n, k):
    while True:
        seq = ["S"] * k + ["F"] * (n - k)
        rng.shuffle(seq)
        ok = all(0.35 <= seq[:i].count("S") / i <= 0.65 for i in range(10, n + 1))
        if ok and seq[:2] != ["S", "S"]:  # no lucky start either
            return "".join(seq)


def pattern_outcomes(rng, pid, p):
    """List of (success bool, user) in order."""
    if "seq" in p:
        seq = p["seq"]
        users = [rng.choice(PAT_USERS) for _ in seq]
    elif "coin" in p:
        n, k = p["coin"]
        if n == 40:  # built from shuffled (S,F)/(F,S) pairs
            seq = "".join(rng.choice(["SF", "FS"]) for _ in range(n // 2))
        else:
            seq = coin_seq(rng, n, k)
        users = [rng.choice(PAT_USERS) for _ in seq]
    else:
        bad_user = next(iter(p["per_user"]))
        n, bad_n = p["n"], p["bad_n"]
        others = [u for u in PAT_USERS if u != bad_user]
        slots = list(range(n - 1))
        if p["last_user"] == bad_user:
            bad_pos = set(rng.sample(slots, bad_n - 1)) | {n - 1}
        else:
            bad_pos = set(rng.sample(slots, bad_n))
        users, seq = [], ""
        good = n - bad_n
        n_ok = round(good * p["others_rate"])
        good_seq = ["S"] * n_ok + ["F"] * (good - n_ok)
        rng.shuffle(good_seq)
        while good_seq[-1] != "S":
            rng.shuffle(good_seq)
        gi = 0
        for i in range(n):
            if i in bad_pos:
                users.append(bad_user)
                seq += "F"
            else:
                users.append(p["last_user"] if i == n - 1 or (i not in bad_pos and gi < p.get("last_user_n", 0)) else rng.choice(others))
                seq += good_seq[gi]
                gi += 1
    return [(c == "S", u) for c, u in zip(seq, users)]


def main():
    rng = random.Random(SEED)
    sessions = []
    truth_users = {}
    for u in RULE_USERS:
        keys = []
        for j, (off, cues, turns) in enumerate(u["sessions"]):
            k = f"rule/{u['user']}/{j}"
            start = day_time(rng, u["start"], off)
            meta = {"topic": TOPICS[u["user"]][j], "resolution": "resolved", "channel": rng.choice(["chat", "chat", "email", "portal"])}
            sessions.append(build_session(rng, k, u["tenant"], u["user"], start, turns, meta))
            keys.append((k, cues))
        truth_users[f"{u['tenant']}/{u['user']}"] = {"u": u, "keys": keys}
    for u in ONE_OFF_USERS:
        keys = []
        for j, (off, turns) in enumerate(u["sessions"]):
            k = f"oneoff/{u['user']}/{j}"
            start = day_time(rng, u["start"], off)
            meta = {"topic": TOPICS[u["user"]][j], "resolution": "resolved", "channel": "chat"}
            sessions.append(build_session(rng, k, u["tenant"], u["user"], start, turns, meta))
            keys.append((k, []))
        truth_users[f"{u['tenant']}/{u['user']}"] = {"u": u, "keys": keys, "oneoff": True}
    pat_keys = {}
    for pid, p in PATTERNS.items():
        outs = pattern_outcomes(rng, pid, p)
        d0, d1 = p["days"]
        days = sorted(rng.uniform(d0, d1) for _ in outs)
        pat_keys[pid] = []
        for j, ((ok, user), d) in enumerate(zip(outs, days)):
            k = f"pat/{pid}/{j}"
            start = PAT_START + timedelta(days=d)
            start = start.replace(hour=rng.randint(7, 18), minute=rng.randint(0, 59), second=0, microsecond=0)
            turns = [("u", rng.choice(p["problem"])), ("a", rng.choice(["Thanks for the details. ", "Understood. ", "Let's try this: ", ""]) + p["behaviour"]),
                     ("u", rng.choice(OK_REPLIES if ok else BAD_REPLIES)), ("a", rng.choice(OK_CLOSE if ok else BAD_CLOSE))]
            meta = {"topic": PATTERN_TOPICS[pid], "resolution": "resolved" if ok else "escalated", "channel": "chat"}
            sessions.append(build_session(rng, k, PATTERN_TENANT, user, start, turns, meta,
                                          outcomes=[{"pattern_id": pid, "success": ok}]))
            pat_keys[pid].append((k, ok, user))
    sessions.sort(key=lambda s: (s["ended_at"], s["_key"]))
    sid = {}
    for i, s in enumerate(sessions, 1):
        h = hashlib.sha1(f"{SEED}:{s['_key']}".encode()).hexdigest()[:6]
        sid[s["_key"]] = f"bdg-{i:03d}-{h}"
    out = []
    for s in sessions:
        sid_ = sid[s.pop("_key")]
        for n, m in enumerate(s["messages"], 1):
            m_id = {"id": f"{sid_}-m{n}"}
            m_id.update(m)
            s["messages"][n - 1] = m_id
        out.append({"session_id": sid_, **s})
    (HERE / "dreaming_g.jsonl").write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in out))
    users = {}
    for key, v in truth_users.items():
        u = v["u"]
        ids = [sid[k] for k, _ in v["keys"]]
        if v.get("oneoff"):
            users[key] = {"tenant_id": u["tenant"], "user_id": u["user"], "session_ids": ids,
                          "expected_rules": [], "expect_no_rule": True, "why": u["why"]}
            continue
        rules = []
        for rk, r in u["rules"].items():
            ev = [sid[k] for k, cues in v["keys"] if rk in cues]
            rules.append({"concept": r["concept"], "value": r["value"], "rule": r["rule"], "kind": r["kind"],
                          "builtin_nameable": r["nameable"], "evidence_session_ids": ev})
        users[key] = {"tenant_id": u["tenant"], "user_id": u["user"], "session_ids": ids,
                      "expected_rules": rules, "expect_no_rule": False}
    pats = {}
    for pid, p in PATTERNS.items():
        rows = pat_keys[pid]
        pats[pid] = {"tenant_id": PATTERN_TENANT,
                     "spec": {"kind": p["kind"], "days": p["days"], "note": p["note"]},
                     "applications": len(rows), "outcomes": [ok for _, ok, _ in rows],
                     "users": [u for _, _, u in rows], "session_ids": [sid[k] for k, _, _ in rows],
                     "expected_deprecated": p["expected_deprecated"],
                     "expected_hidden_at_end": p["expected_deprecated"] or p["kind"] == "coin",
                     "behaviour": p["behaviour"]}
    truth = {"model": {"note": "split g, written blind (no memory_core code, tests, or earlier content/generators read). "
                       "Rule users repeat a correction/preference in >= 3 differently worded sessions within 90 days; "
                       "one-off users (said once or twice) must get no rule. Patterns: stopped working -> hidden within 8 "
                       "consecutive failures; coin hidden once it has 10 outcomes; recovery and steady shown at the end; "
                       "per-user: judged for the user of the last outcome."},
             "splits": {"g": {"users": users, "patterns": pats}}}
    (HERE / "dreaming_truth_g.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(out)} sessions, {sum(len(u['expected_rules']) for u in users.values())} expected rules, "
          f"{sum(u['expect_no_rule'] for u in users.values())} one-off users, {len(pats)} patterns")


if __name__ == "__main__":
    main()
