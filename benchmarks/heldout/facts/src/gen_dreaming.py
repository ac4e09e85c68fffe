"""Build dreaming_{dev,holdout}.jsonl and dreaming_truth.json."""
import json, math, random, re, sys
from datetime import datetime, timedelta, timezone
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import write_jsonl
import dream_dev, dream_holdout

OUT = "/work/heldout/facts"
HALF_LIFE_DAYS, MIN_APPS, DEPRECATE_BELOW = 90.0, 10, 0.3   # documented defaults (README)
TAG = re.compile(r"\s*##([\w,-]+)\s*$")

def parse(text):
    turns = []
    for line in text.strip("\n").split("\n"):
        if not line.strip():
            continue
        role = {"U: ": "user", "A: ": "assistant"}.get(line[:3])
        if role is None:
            turns[-1][1] += "\n" + line.strip(); continue
        body = line[3:]
        tags = []
        m = TAG.search(body)
        if m:
            tags = m.group(1).split(","); body = body[:m.start()]
        turns.append([role, body, tags])
    return turns

def mk_session(sid, tenant, user, start, turns, topic, res, outcomes, rng):
    t, msgs, tagmap = start, [], {}
    for i, (role, body, tags) in enumerate(turns, 1):
        t += timedelta(seconds=rng.randrange(40, 200))
        mid = f"{sid}-m{i}"
        msgs.append({"id": mid, "role": role, "content": body, "timestamp": t.isoformat()})
        for tg in tags:
            tagmap.setdefault(tg, []).append(mid)
    return ({"session_id": sid, "tenant_id": tenant, "user_id": user, "started_at": start.isoformat(),
             "ended_at": (t + timedelta(seconds=rng.randrange(30, 200))).isoformat(), "messages": msgs,
             "tool_calls": [], "metadata": {"topic": topic, "resolution": res, "channel": "chat"},
             "outcomes": [{"pattern_id": p, "success": ok} for p, ok in outcomes]}, tagmap)

# ---- templated scenarios for the procedure tenant: (topic, issue, assistant-with-pattern-placeholder, fix, query variants)
SCEN = [
 ("login loop", "users get stuck in a login loop after SSO", "the SAML assertion's audience must match the SP entity id", ["SSO login loop", "users stuck after single sign-on"]),
 ("slow dashboard", "the main dashboard takes 20s to load", "the widget with 'last 90 days' without rollups is the slow one; enable rollups", ["dashboard loads slowly", "dashboard performance"]),
 ("webhook 410", "webhooks return 410 Gone for one endpoint", "the endpoint was auto-disabled after 5 days of failures; re-enable it", ["webhook 410 gone", "disabled webhook endpoint"]),
 ("csv import", "CSV import rejects rows with umlauts", "the file is Latin-1; save as UTF-8 or pick the encoding in the importer", ["CSV import encoding", "import rejects special characters"]),
 ("api 403", "API calls return 403 since the key rotation", "the new key lacks the projects:read scope", ["403 after key rotation", "API key scope missing"]),
 ("email bounces", "notification emails bounce for one domain", "their SPF record doesn't include our sender; add include:mail.example.net", ["notification emails bouncing", "SPF for notification emails"]),
 ("agent offline", "the agent shows offline on two hosts", "outbound 443 to ingest.example.net is blocked by the new firewall rule", ["agent shows offline", "agent cannot reach ingest"]),
 ("timezone report", "scheduled reports arrive an hour late", "the schedule uses UTC and DST moved; set the report timezone explicitly", ["reports an hour late", "report schedule timezone"]),
 ("mobile push", "push notifications stopped on iOS", "the APNs certificate expired; upload the new .p8 key", ["iOS push stopped", "APNs key expired"]),
 ("quota", "we hit the storage quota warning", "old debug exports take 80% of it; set a 30-day retention on exports", ["storage quota warning", "retention for exports"]),
]
PATTERN_LINES = {
 "ask-for-logs-first": "Before anything else, could you send the logs from the time it happened?",
 "offer-docs-link": "Here's the docs page that covers this: https://docs.example.com/kb",
 "suggest-restart-first": "Could you first try restarting the service and see if it persists?",
 "check-status-page-first": "First, please check status.example.com, there may be an ongoing incident.",
 "offer-screen-share": "If it helps, I can jump on a quick screen share.",
 "clear-browser-cache": "Could you clear your browser cache and try again?",
}
GREET = ["hi", "hello", "hey there", "good morning", "hi team", "hello, quick one"]
OK_LINES = ["that fixed it, thanks!", "works now 👍", "perfect, solved", "yes that was it, thank you"]
BAD_LINES = ["didn't help, still broken", "no change unfortunately", "that's not it, we still see it", "nope, same problem"]

def base_day(d):
    return datetime(2026, 1, 1, tzinfo=timezone.utc) + timedelta(days=d)

def spread(n, lo, hi):
    return [lo + (hi - lo) * i / max(n - 1, 1) for i in range(n)]

def pattern_events(specs):
    """-> list of (day, {pattern: success}) one per session, sorted by day"""
    (a_name, a), = [(k, v) for k, v in specs.items() if v["kind"] == "success-then-failures"]
    days = [(d, True) for d in spread(a["successes"], *a["success_days"])] + \
           [(d, False) for d in spread(a["failures"], *a["failure_days"])]
    ev = [(d, {a_name: ok}) for d, ok in days]
    for name, sp in specs.items():
        if sp["kind"] == "coin":
            slots = list(range(0, len(ev), 2))
            seed = sp["seed"]
            while True:  # a balanced fair-coin sequence that never dips under the threshold after MIN_APPS
                r = random.Random(seed)
                flips = [i < len(slots) // 2 for i in range(len(slots))]
                r.shuffle(flips)
                seq, dep = tally([(base_day(ev[j][0]), ok) for j, ok in zip(slots, flips)])
                if all(c > DEPRECATE_BELOW + 0.08 for (c, _), k in zip(seq, range(len(seq))) if k + 1 >= MIN_APPS):
                    break
                seed += 1000
            for j, ok in zip(slots, flips):
                ev[j][1][name] = ok
        elif sp["kind"] == "mostly-failures":
            n = sp["successes"] + sp["failures"]
            for i in range(n):
                ev[i][1][name] = i < sp["successes"]
    return ev

def tally(times_outcomes):
    """Documented model: Beta(1,1) mean over outcomes decayed with a 90-day half-life, evaluated at each outcome."""
    res, deprecated_at = [], None
    for k in range(len(times_outcomes)):
        tk = times_outcomes[k][0]
        s = f = 0.0
        for ti, ok in times_outcomes[:k + 1]:
            w = 0.5 ** ((tk - ti).total_seconds() / 86400 / HALF_LIFE_DAYS)
            if ok: s += w
            else: f += w
        conf = (1 + s) / (2 + s + f)
        dep = (k + 1) >= MIN_APPS and conf < DEPRECATE_BELOW
        res.append((round(conf, 3), dep))
        if dep and deprecated_at is None:
            deprecated_at = k
    return res, deprecated_at

def build_split(mod, name, base, seed):
    rng = random.Random(seed)
    sessions, truth_users, n = [], {}, 0
    for u in mod.USERS:
        ids, tags = [], {}
        for k, s in enumerate(u["sessions"]):
            n += 1
            sid = f"dr{name[0]}-{n:03d}-{rng.randrange(16**5):05x}"
            start = base + timedelta(days=s["day"], hours=8 + rng.randrange(9), minutes=rng.randrange(60))
            sess, tm = mk_session(sid, u["tenant"], u["user"], start, parse(s["turns"]), s["topic"], "resolved", [], rng)
            sessions.append(sess); ids.append(sid)
            for tg, mids in tm.items():
                tags.setdefault(tg, []).extend(mids)
        r = u["rule"]
        rules = [] if r is None else [{"concept": r["concept"], "value": r["value"], "rule": r["rule"],
                                       "kind": "preference" if r["value"] else "correction",
                                       "builtin_nameable": r["value"] is not None,
                                       "evidence_session_ids": [ids[i] for i in r["evidence"]]}]
        qs = []
        for q, tgs in mod.QUERIES[u["user"]]:
            rel = [m for tg in tgs for m in tags[tg]]
            qs.append({"query": q, "relevant_message_ids": rel})
        truth_users[f'{u["tenant"]}/{u["user"]}'] = {"tenant_id": u["tenant"], "user_id": u["user"], "session_ids": ids,
            "expected_rules": rules, "expect_no_rule": r is None, "queries": qs}
    # procedure tenant
    ev = pattern_events(mod.PATTERN_SPECS)
    per_user_scen = {}
    times = {p: [] for p in mod.PATTERN_SPECS}
    sids_by_pattern = {p: [] for p in mod.PATTERN_SPECS}
    for i, (day, outs) in enumerate(ev):
        n += 1
        user = mod.PATTERN_USERS[i % len(mod.PATTERN_USERS)]
        sid = f"dr{name[0]}-{n:03d}-{rng.randrange(16**5):05x}"
        topic, issue, fix, qv = SCEN[(i * 3 + i // len(mod.PATTERN_USERS)) % len(SCEN)]
        start = (base + timedelta(days=day, hours=8 + rng.randrange(9), minutes=rng.randrange(60))).replace(microsecond=0)
        lead = [p for p in outs]
        a_lines = " ".join(PATTERN_LINES[p] for p in lead)
        main_ok = list(outs.values())[0]
        turns = [["user", f"{rng.choice(GREET)}, {issue}", ["issue"]],
                 ["assistant", f"Thanks for reporting. {a_lines}", []],
                 ["user", rng.choice(["ok, one sec", "sure", "attached", "done, see ticket"]), []],
                 ["assistant", f"Looking at it: {fix}." if main_ok else "Thanks. Let's try that first and see.", ["fix"] if main_ok else []],
                 ["user", rng.choice(OK_LINES) if main_ok else rng.choice(BAD_LINES), []],
                 ["assistant", "Great, closing the ticket." if main_ok else f"Sorry about that. I'm escalating to tier 2; they'll check whether {fix}.",
                  [] if main_ok else ["fix"]]]
        sess, tm = mk_session(sid, mod.PATTERN_TENANT, user, start, turns, topic,
                              "resolved" if main_ok else "escalated", list(outs.items()), rng)
        sessions.append(sess)
        end = datetime.fromisoformat(sess["ended_at"])
        for p, ok in outs.items():
            times[p].append((end, ok)); sids_by_pattern[p].append(sid)
        per_user_scen.setdefault(user, {}).setdefault(topic, {"qv": qv, "mids": []})["mids"] += tm["issue"] + tm.get("fix", [])
    for user in mod.PATTERN_USERS:
        qs = []
        for topic, d in per_user_scen[user].items():
            for q in d["qv"]:
                qs.append({"query": q, "relevant_message_ids": d["mids"]})
        truth_users[f"{mod.PATTERN_TENANT}/{user}"] = {"tenant_id": mod.PATTERN_TENANT, "user_id": user,
            "expected_rules": None, "expect_no_rule": None, "note": "procedure tenant; rules not assessed", "queries": qs[:10]}
    patterns = {}
    for p, spec in mod.PATTERN_SPECS.items():
        seq, dep = tally(times[p])
        patterns[p] = {"tenant_id": mod.PATTERN_TENANT, "spec": spec, "applications": len(seq),
                       "outcomes": [ok for _, ok in times[p]], "session_ids": sids_by_pattern[p],
                       "expected_deprecated": dep is not None,
                       "deprecated_after_application": None if dep is None else dep + 1,
                       "deprecated_after_session_id": None if dep is None else sids_by_pattern[p][dep],
                       "confidence_trace": [c for c, _ in seq]}
    return sessions, truth_users, patterns

truth = {"model": {"half_life_days": HALF_LIFE_DAYS, "min_applications": MIN_APPS, "deprecate_below": DEPRECATE_BELOW,
                   "note": "deprecation truth computed with the README's documented model (Beta(1,1) mean of outcomes decayed "
                           "to each outcome's session end); rules: reflection min sessions 3"}, "splits": {}}
for name, mod, base, seed in [("dev", dream_dev, datetime(2026, 1, 5, tzinfo=timezone.utc), 5),
                              ("holdout", dream_holdout, datetime(2026, 2, 2, tzinfo=timezone.utc), 17)]:
    sessions, users, patterns = build_split(mod, name, base, seed)
    write_jsonl(f"{OUT}/dreaming_{name}.jsonl", sessions)
    truth["splits"][name] = {"users": users, "patterns": patterns}
    print(name, len(sessions), "sessions,", len(users), "users,", sum(len(u["queries"]) for u in users.values()), "queries")
    for p, d in patterns.items():
        print("  ", p, d["applications"], "apps; deprecated:", d["expected_deprecated"], "after", d["deprecated_after_application"],
              "min conf", min(d["confidence_trace"]))
json.dump(truth, open(f"{OUT}/dreaming_truth.json", "w"), indent=1, ensure_ascii=False)
