#!/usr/bin/env python3
"""Deterministic generator for the blind dreaming split "e".

    python3 gen_e.py   -> dreaming_e.jsonl, dreaming_truth_e.json (next to this file)
"""
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from content_e import ONEOFF_USERS, RULE_USERS

HERE = Path(__file__).resolve().parent
UTC = timezone.utc
_counter = [0]


def sid(tag: str) -> str:
    _counter[0] += 1
    h = hashlib.sha1(f"e-{tag}-{_counter[0]}".encode()).hexdigest()[:6]
    return f"bde-{_counter[0]:03d}-{h}"


def session(tenant, user, start, msgs, topic, channel, outcomes=None, tag="x"):
    s_id = sid(tag)
    t = start
    out = []
    for i, text in enumerate(msgs):
        t = t + timedelta(minutes=2 + (i * 7) % 5, seconds=(i * 37) % 60)
        out.append({"id": f"{s_id}-m{i + 1}", "role": "user" if i % 2 == 0 else "assistant",
                    "content": text, "timestamp": t.isoformat()})
    end = t + timedelta(minutes=2, seconds=11)
    s = {"session_id": s_id, "tenant_id": tenant, "user_id": user,
         "started_at": start.isoformat(), "ended_at": end.isoformat(), "messages": out,
         "tool_calls": [], "metadata": {"topic": topic, "resolution": "resolved", "channel": channel}}
    if outcomes:
        s["outcomes"] = outcomes
    return s


def day0(text):
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


# ----------------------------------------------------------------- patterns
TENANT_P = "fernhill-support"
PUSERS = ["u-fh-01", "u-fh-02", "u-fh-03", "u-fh-04", "u-fh-05"]
P_START = day0("2026-02-02")

PATTERNS = {
    # works for two months, then the product changed and it stops helping
    "request-debug-bundle": {
        "behaviour": "Could you run `fernhill doctor --bundle` and attach the debug bundle?",
        "spec": {"kind": "success-then-failures", "successes": 18, "success_days": [0, 60],
                 "failures": 16, "failure_days": [95, 170]},
        "expected_deprecated": True},
    # a short good run, then it fails; mostly before 10 outcomes
    "suggest-reindex": {
        "behaviour": "Triggering a search reindex for your workspace usually clears stale results.",
        "spec": {"kind": "success-then-failures", "successes": 7, "success_days": [3, 40],
                 "failures": 12, "failure_days": [55, 150]},
        "expected_deprecated": True},
    # works, breaks for a while (a regression), works again after the fix
    "offer-rollback": {
        "behaviour": "I can roll your integration back to the previous connector version.",
        "spec": {"kind": "recovery", "phases": [[11, [1, 50], True], [9, [70, 100], False],
                                                [14, [115, 178], True]]},
        "expected_deprecated": False},
    # a coin flip, plenty of outcomes
    "share-status-page": {
        "behaviour": "There is an ongoing incident, you can follow it on status.fernhill.io.",
        "spec": {"kind": "coin", "p": 0.5, "seed": 11, "n": 40, "days": [0, 180]},
        "expected_deprecated": False},
    # a second coin flip, fewer outcomes
    "send-kb-article": {
        "behaviour": "Here is the help-centre article that walks through this setup.",
        "spec": {"kind": "coin", "p": 0.5, "seed": 23, "n": 18, "days": [20, 160]},
        "expected_deprecated": False},
    # reliably good throughout
    "check-sso-metadata": {
        "behaviour": "Please re-download the SAML metadata from your IdP and upload it again.",
        "spec": {"kind": "steady", "p": 0.9, "seed": 4, "n": 26, "days": [5, 175]},
        "expected_deprecated": False},
}

ISSUES = [
    "the desktop sync client keeps showing 'conflict' on every file",
    "search returns documents that were deleted weeks ago",
    "our Salesforce integration stopped pushing contacts",
    "SSO login fails with 'invalid assertion'",
    "the mobile app crashes when opening shared folders",
    "exports to S3 are stuck in 'pending'",
    "users get logged out every few minutes",
    "the admin console is extremely slow today",
    "webhooks to our CRM return 502",
    "file previews are blank for PDFs",
]
GOOD = ["that fixed it, thanks!", "yes, that did the trick", "perfect, working again",
        "great, that was it", "ok that solved it"]
BAD = ["didn't help, same problem", "no change, still broken", "tried it, nothing changed",
       "that didn't do anything", "still the same, sorry"]
MIXED = ["one of those helped, the other didn't", "the first part helped, the second was a dead end"]


def outcomes_for(spec, rng):
    """(day, success) list for a pattern spec."""
    k = spec["kind"]
    evs = []
    if k == "success-then-failures":
        a, b = spec["success_days"]
        evs += [(a + (b - a) * i / max(1, spec["successes"] - 1), True) for i in range(spec["successes"])]
        a, b = spec["failure_days"]
        evs += [(a + (b - a) * i / max(1, spec["failures"] - 1), False) for i in range(spec["failures"])]
    elif k == "recovery":
        for n, (a, b), ok in spec["phases"]:
            evs += [(a + (b - a) * i / max(1, n - 1), ok) for i in range(n)]
    elif k in ("coin", "steady"):
        r = random.Random(spec["seed"])
        a, b = spec["days"]
        n = spec["n"]
        for i in range(n):
            evs.append((a + (b - a) * i / (n - 1), r.random() < spec["p"]))
        if k == "steady":  # make sure it ends on a success (a working pattern)
            evs[-1] = (evs[-1][0], True)
    return evs


def pattern_sessions():
    rng = random.Random(7)
    events = []  # (day, pid, ok)
    for pid, p in PATTERNS.items():
        for d, ok in outcomes_for(p["spec"], rng):
            events.append((d, pid, ok))
    events.sort()
    # pair events on close days into one session (two behaviours applied in one case)
    sessions_ev = []
    i = 0
    while i < len(events):
        grp = [events[i]]
        if (i + 1 < len(events) and events[i + 1][0] - events[i][0] < 1.5
                and events[i + 1][1] != events[i][1] and rng.random() < 0.5):
            grp.append(events[i + 1])
            i += 1
        sessions_ev.append(grp)
        i += 1
    out = []
    used_days = {}
    for n, grp in enumerate(sessions_ev):
        day = int(grp[0][0])
        slot = used_days.get(day, 0)
        used_days[day] = slot + 1
        start = P_START + timedelta(days=day, hours=8 + 2 * slot + rng.randint(0, 1), minutes=rng.randint(0, 50))
        user = PUSERS[rng.randrange(len(PUSERS))]
        issue = ISSUES[rng.randrange(len(ISSUES))]
        beh = " ".join(PATTERNS[pid]["behaviour"] for _, pid, _ in grp)
        oks = [ok for _, _, ok in grp]
        if all(oks):
            react = rng.choice(GOOD)
        elif not any(oks):
            react = rng.choice(BAD)
        else:
            react = rng.choice(MIXED)
        msgs = [f"hi, {issue} (case {4100 + n})", f"Thanks for the report. {beh}", react]
        if all(oks):
            msgs += ["Glad to hear it, closing the case.", "thanks"]
        else:
            msgs += ["Sorry about that. Digging further: it was a server-side setting on our end, now corrected.",
                     "ok, works now but that took a while", "Thanks for your patience, closing."]
        outc = [{"pattern_id": pid, "success": ok} for _, pid, ok in grp]
        out.append(session(TENANT_P, user, start, msgs, "support case", "chat", outc, tag="p"))
    return out


def main():
    sessions = []
    users = {}
    for u in RULE_USERS:
        base = day0(u["start"])
        ids = []
        for (d, h, topic, ch, msgs, ev) in u["sessions"]:
            s = session(u["tenant"], u["user"], base + timedelta(days=d, hours=h, minutes=3 * d % 50),
                        msgs, topic, ch, tag=u["user"])
            sessions.append(s)
            ids.append((s["session_id"], ev))
        rules = []
        for r in u["rules"]:
            if "sessions" in r:
                evid = [ids[i][0] for i in r["sessions"]]
            else:
                evid = [x for x, ev in ids if ev]
            rules.append({"concept": r["concept"], "value": r["value"], "rule": r["rule"],
                          "kind": "preference", "builtin_nameable": r["nameable"],
                          "evidence_session_ids": evid})
        users[f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "session_ids": [x for x, _ in ids],
            "expected_rules": rules, "expect_no_rule": False}
    for u in ONEOFF_USERS:
        base = day0(u["start"])
        ids = []
        for (d, h, topic, ch, msgs) in u["sessions"]:
            s = session(u["tenant"], u["user"], base + timedelta(days=d, hours=h, minutes=3 * d % 50),
                        msgs, topic, ch, tag=u["user"])
            sessions.append(s)
            ids.append(s["session_id"])
        users[f"{u['tenant']}/{u['user']}"] = {
            "tenant_id": u["tenant"], "user_id": u["user"], "session_ids": ids,
            "expected_rules": [], "expect_no_rule": True}
    psess = pattern_sessions()
    sessions += psess
    pats = {}
    for pid, p in PATTERNS.items():
        tr = [(s["session_id"], o["success"]) for s in psess for o in s["outcomes"] if o["pattern_id"] == pid]
        kind = p["spec"]["kind"]
        pats[pid] = {"tenant_id": TENANT_P, "spec": p["spec"], "applications": len(tr),
                     "outcomes": [ok for _, ok in tr], "session_ids": [x for x, _ in tr],
                     "expected_deprecated": p["expected_deprecated"],
                     "expected_hidden_at_end": p["expected_deprecated"] or kind == "coin",
                     "behaviour": p["behaviour"]}
    sessions.sort(key=lambda s: s["ended_at"])
    (HERE / "dreaming_e.jsonl").write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in sessions))
    truth = {"model": {"note": "split e, written blind (no memory_core code, no tests, no heldout src read). "
                               "Patterns: a pattern that stopped working is expected hidden within 8 consecutive "
                               "failures, a coin flip hidden once it has 10 outcomes, recovery and steady patterns "
                               "shown at the end; reflection min sessions 3; lookback 90 days covers every user."},
             "splits": {"e": {"users": users, "patterns": pats}}}
    (HERE / "dreaming_truth_e.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False))
    print(len(sessions), "sessions,", len(users), "users,", len(pats), "patterns")
    for pid, p in pats.items():
        print(pid, p["applications"], "".join("+" if o else "-" for o in p["outcomes"]))


if __name__ == "__main__":
    main()
