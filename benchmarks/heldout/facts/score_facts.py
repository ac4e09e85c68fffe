#!/usr/bin/env python3
"""Score memory-core's semantic-fact extraction against a held-out ground truth.

    python3 score_facts.py SESSIONS.jsonl TRUTH.json [--json] [--verbose] [--keep-db PATH]

Ingests every session (ordered by started_at) into a fresh temporary SQLite store through the
public API (memory_core.process_session), with the built-in offline extractor (OPENAI_* unset),
then reads MemoryReader.facts / fact_history per user and compares with the truth:

* current facts: precision / recall (key via a lenient alias table, value normalised:
  case-insensitive, product aliases such as postgres == PostgreSQL, version must match when
  the truth states one; a more specific predicted version such as 15.4 for 15 is accepted)
* changes: history rows with both an old and a new value; precision / recall against truth
  changes (key, from, to); session-id agreement reported separately
* retractions: the retracted value is not current (and, unless the truth has another value
  for that key, the key has no current value at all)
* trap violations: a trap value (third party, hypothetical, negated, superseded, assistant
  suggestion) is current for the user
* junk: current user facts whose key is not in the truth (issue-like facts counted apart too)

Facts whose entity names a third party (customer, partner, vendor, ...) are not the user's:
they are excluded from the user's predictions and only counted.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime

# ----------------------------------------------------------------------------- keys
KEY_ALIASES = {
    "database": ["database", "db", "primary_database", "main_database", "datastore", "data_store", "rdbms", "database_engine"],
    "cache": ["cache", "caching", "cache_store", "cache_layer"],
    "cloud_provider": ["cloud_provider", "cloud", "hosting", "hosting_provider", "provider", "infrastructure", "cloud_platform", "hosting_platform"],
    "programming_language": ["programming_language", "lang", "runtime", "language_runtime", "backend_language"],
    "framework": ["framework", "web_framework", "backend_framework"],
    "ci_system": ["ci_system", "ci", "ci_cd", "cicd", "ci_provider", "ci_tool", "build_system"],
    "message_queue": ["message_queue", "queue", "broker", "message_broker", "mq", "streaming", "event_bus", "job_queue", "task_queue"],
    "orchestration": ["orchestration", "orchestrator", "container_orchestration", "container_platform", "scheduler"],
    "observability": ["observability", "monitoring", "apm", "tracing", "logging", "error_tracking", "metrics"],
    "plan": ["plan", "subscription", "subscription_plan", "tier", "pricing_plan", "billing_plan"],
    "team_size": ["team_size", "engineers", "headcount", "team", "engineering_team_size", "developers"],
    "timezone": ["timezone", "time_zone", "tz"],
    "reply_language": ["reply_language", "preferred_language", "response_language", "language_preference", "answer_language"],
    "contact_channel": ["contact_channel", "contact", "preferred_contact", "contact_method", "preferred_channel", "contact_preference"],
    "date_format": ["date_format", "date_style", "date_preference"],
    "answer_style": ["answer_style", "response_style", "style", "verbosity", "answer_length", "reply_style"],
}
_KEY = {a: k for k, al in KEY_ALIASES.items() for a in al}
THIRD_PARTY_ENTITY = re.compile(r"customer|client|partner|vendor|supplier|publisher|insurer|counsel|third|external|auditor|agency|contractor|consultant", re.I)
ISSUE_KEY = re.compile(r"issue|error|problem|bug|incident|symptom", re.I)

# ----------------------------------------------------------------------------- values
PRODUCTS = [  # (canonical, regex) - first match wins
    ("postgresql", r"postgre(?:s|sql)\w*|\bpg\b|\bpsql\b"),
    ("mysql", r"\bmysql\b"), ("mariadb", r"maria\s*db"), ("sql server", r"sql\s*server|\bmssql\b|ms\s*sql"),
    ("oracle", r"\boracle\b"), ("mongodb", r"\bmongo(?:\s*db)?\b"), ("cockroachdb", r"cockroach(?:\s*db)?"),
    ("clickhouse", r"click\s*house"), ("timescaledb", r"timescale(?:\s*db)?"), ("firestore", r"firestore"),
    ("snowflake", r"snowflake"), ("bigquery", r"big\s*query"), ("db2", r"\bdb2\b"), ("cloud sql", r"cloud\s*sql"),
    ("supabase", r"supabase"), ("sqlite", r"sqlite"), ("dynamodb", r"dynamo"),
    ("redis", r"\bredis\b"), ("memcached", r"memcache"), ("valkey", r"valkey"),
    ("kubernetes", r"kubernetes|\bk8s\b|\bgke\b|\beks\b|\baks\b"), ("amazon ecs", r"\becs\b|fargate"), ("nomad", r"\bnomad\b"),
    ("aws", r"\baws\b|amazon web services|^amazon$"), ("gcp", r"\bgcp\b|google cloud"), ("azure", r"\bazure\b"),
    ("heroku", r"heroku"), ("digitalocean", r"digital\s*ocean"), ("vercel", r"vercel"), ("hetzner", r"hetzner"),
    ("linode", r"linode|akamai"), ("fly.io", r"\bfly(?:\.io)?\b"), ("render", r"\brender\b"),
    ("redpanda", r"redpanda"), ("kafka", r"kafka"), ("rabbitmq", r"rabbit\s*mq|rabbit"), ("amazon sqs", r"\bsqs\b"),
    ("nats", r"\bnats\b"), ("sidekiq", r"sidekiq"), ("celery", r"celery"),
    ("github actions", r"github\s*actions|\bgh\s*actions"), ("gitlab ci", r"gitlab"), ("jenkins", r"jenkins"),
    ("circleci", r"circle\s*ci"), ("buildkite", r"buildkite"), ("drone ci", r"\bdrone\b"),
    ("datadog", r"data\s*dog"), ("new relic", r"new\s*relic"), ("prometheus", r"prometheus"), ("grafana", r"grafana"),
    ("sentry", r"sentry"), ("honeycomb", r"honeycomb"),
    ("next.js", r"next\.?js"), ("node.js", r"\bnode(?:\.?js)?\b"), (".net", r"\.net\b|dotnet"), ("c#", r"c#|csharp"),
    ("typescript", r"typescript|\bts\b"), ("javascript", r"javascript"), ("python", r"python"), ("ruby on rails", r"\brails\b"),
    ("ruby", r"\bruby\b"), ("golang", r"\bgo(?:lang)?\b"), ("java", r"\bjava\b"), ("php", r"\bphp\b"), ("kotlin", r"kotlin"),
    ("rust", r"\brust\b"), ("django", r"django"), ("fastapi", r"fast\s*api"), ("flask", r"flask"), ("express", r"express"),
    ("laravel", r"laravel"), ("spring boot", r"spring"), ("ktor", r"ktor"),
]
_PRODUCTS = [(c, re.compile(r, re.I)) for c, r in PRODUCTS]
VERSION = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+)*[a-z]{0,2})(?![\w.])", re.I)

GROUPS = {
    "timezone": [  # order matters (pacific/auckland before pacific)
        ("nz", ["pacific/auckland", "auckland", "nzst", "nzdt", "nz time", "nzt", "new zealand"]),
        ("cet", ["cet", "cest", "central european", "europe/berlin", "berlin", "europe/paris", "paris", "europe/madrid", "madrid",
                 "europe/vienna", "vienna", "wien", "europe/oslo", "oslo", "europe/amsterdam", "europe/rome", "europe/zurich",
                 "utc+1", "utc+01:00", "gmt+1", "utc+2", "mez", "mesz"]),
        ("uk", ["europe/london", "london", "gmt", "bst", "uk time", "british"]),
        ("us_eastern", ["america/new_york", "new york", "eastern", "est", "edt", "et", "us/eastern"]),
        ("us_central", ["america/chicago", "chicago", "central time", "cst", "cdt", "ct", "us/central"]),
        ("us_pacific", ["america/los_angeles", "los angeles", "pacific", "pt", "pst", "pdt", "us/pacific"]),
        ("japan", ["asia/tokyo", "tokyo", "jst"]),
        ("india", ["asia/kolkata", "asia/calcutta", "kolkata", "calcutta", "bangalore", "bengaluru", "ist", "utc+5:30", "utc+05:30"]),
        ("singapore", ["asia/singapore", "singapore", "sgt"]),
    ],
    "reply_language": [
        ("german", ["german", "deutsch", "de"]), ("spanish", ["spanish", "español", "espanol", "es"]),
        ("french", ["french", "français", "francais", "fr"]), ("norwegian", ["norwegian", "norsk", "bokmål", "nb", "no"]),
        ("english", ["english", "en"]), ("japanese", ["japanese", "ja"]),
    ],
    "contact_channel": [
        ("microsoft teams", ["microsoft teams", "ms teams", "teams"]), ("slack", ["slack"]), ("discord", ["discord"]),
        ("email", ["email", "e-mail", "mail"]), ("phone", ["phone", "call", "telephone", "calls"]),
    ],
    "date_format": [
        ("iso", ["iso", "iso 8601", "iso-8601", "iso8601", "yyyy-mm-dd"]),
        ("dmy", ["dd/mm/yyyy", "dd/mm", "dd.mm.yyyy", "day/month", "european", "uk format", "dd-mm-yyyy"]),
        ("mdy", ["mm/dd/yyyy", "mm/dd", "us format", "us date", "american", "month/day"]),
    ],
    "answer_style": [
        ("short", ["short", "concise", "brief", "terse", "bullet", "bullets", "bullet points", "code only", "succinct", "to the point"]),
        ("detailed", ["detailed", "step-by-step", "step by step", "steps", "thorough", "verbose", "in detail"]),
    ],
}
LANG_NAMES = {a for _, al in GROUPS["reply_language"] for a in al if len(a) > 2}


def canon_key(key: str, value: str) -> str:
    k = re.sub(r"[\s\-.]+", "_", (key or "").strip().lower())
    if k in ("language", "preferred_language", "languages"):
        v = (value or "").strip().lower()
        return "reply_language" if (v in LANG_NAMES or any(w in LANG_NAMES for w in re.findall(r"[\wäöüßñçåøé]+", v))) else "programming_language"
    if k in _KEY:
        return _KEY[k]
    for pre in ("preferred_", "user_", "primary_", "current_"):
        if k.startswith(pre) and k[len(pre):] in _KEY:
            return _KEY[k[len(pre):]]
    return k


def _group(key, value):
    v = " " + re.sub(r"\s+", " ", value.lower()) + " "
    for canon, aliases in GROUPS[key]:
        for a in aliases:
            if re.search(r"(?<![\w/])" + re.escape(a) + r"(?![\w/])", v):
                return canon
    return value.strip().lower()


def norm(key: str, value) -> tuple[str, str | None]:
    """(product-or-canonical-value, version-or-None)"""
    value = "" if value is None else str(value)
    if key in GROUPS:
        return _group(key, value), None
    if key == "team_size":
        m = re.search(r"\d+", value)
        return (m.group(0) if m else value.strip().lower()), None
    if key == "plan":
        return re.sub(r"\b(plan|tier|subscription)\b", "", value.lower()).strip(" .-"), None
    low = value.lower()
    for canon, rx in _PRODUCTS:
        m = rx.search(low)
        if m:
            rest = low[:m.start()] + " " + low[m.end():]
            vm = VERSION.search(rest)
            return canon, (vm.group(1).lower() if vm else None)
    vm = VERSION.search(low)
    prod = VERSION.sub("", low).strip(" .-()") if vm else low.strip()
    return prod, (vm.group(1).lower() if vm else None)


def _vparts(v):
    parts = v.split(".")
    while len(parts) > 1 and parts[-1] == "0":
        parts.pop()
    return parts


def version_ok(truth_v, pred_v) -> bool:
    if truth_v is None:
        return True
    if pred_v is None:
        return False
    t, p = _vparts(truth_v), _vparts(pred_v)
    return p[:len(t)] == t


def value_match(key, truth_value, pred_value) -> bool:
    tp, tv = norm(key, truth_value)
    pp, pv = norm(key, pred_value)
    return tp == pp and version_ok(tv, pv)


# ----------------------------------------------------------------------------- ingestion
def ingest(sessions_path: str, db_path: str):
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        os.environ.pop(var, None)
    url = f"sqlite:///{db_path}"
    os.environ["MEMORY_DATABASE_URL"] = url
    import memory_core

    try:  # auto-migrate if the installed version knows the setting; unknown MEMORY_ vars are errors
        os.environ["MEMORY_AUTO_MIGRATE"] = "true"
        settings = memory_core.load_settings()
    except Exception:
        os.environ.pop("MEMORY_AUTO_MIGRATE", None)
        settings = None
    exe = shutil.which("memory-core")  # console script; honours PYTHONPATH (see --code)
    cmd = [exe, "db", "upgrade"] if exe else [sys.executable, "-m", "memory_core.cli", "db", "upgrade"]
    r = subprocess.run(cmd, capture_output=True, text=True, env=os.environ.copy())
    if r.returncode != 0:
        sys.exit(f"db upgrade failed: {r.stderr or r.stdout}")
    if settings is None:
        settings = memory_core.load_settings()
    sessions = [json.loads(line) for line in open(sessions_path) if line.strip()]
    sessions.sort(key=lambda s: datetime.fromisoformat(s["started_at"]))
    results = []
    for s in sessions:
        res = memory_core.process_session(s, settings=settings)
        results.append(res)
    extractor = getattr(results[0], "extractor", "?") if results else "?"
    return memory_core.MemoryReader(url), extractor, len(sessions)


# ----------------------------------------------------------------------------- scoring
def is_user_entity(entity) -> bool:
    return not (entity and THIRD_PARTY_ENTITY.search(str(entity)))


def score_user(reader, t):
    user, tenant = t["user_id"], t["tenant_id"]
    facts = reader.facts(user, tenant_id=tenant)
    history = reader.fact_history(user, tenant_id=tenant)
    truth_cur = t["current"]
    preds, third = [], []
    for f in facts:
        k = canon_key(f.key, f.value)
        row = {"entity": f.entity, "key": f.key, "ckey": k, "value": f.value, "session": f.source_session_id,
               "category": getattr(f, "category", None)}
        (preds if is_user_entity(f.entity) else third).append(row)
    matched_slots, details = set(), []
    tp = wrong = junk = issue_like = 0
    for p in preds:
        k = p["ckey"]
        if k in truth_cur and value_match(k, truth_cur[k], p["value"]):
            tp += 1; matched_slots.add(k); p["verdict"] = "ok"
        elif k in truth_cur:
            wrong += 1; p["verdict"] = f"wrong (truth {truth_cur[k]!r})"
        elif k in {r["key"] for r in t["retractions"]} | {x["key"] for x in t["traps"]}:
            wrong += 1; p["verdict"] = "wrong (retracted/trap key, truth has no value)"
        else:
            junk += 1; p["verdict"] = "junk"
            if ISSUE_KEY.search(p["key"] or "") or (p["category"] or "") == "known_issues":
                issue_like += 1; p["verdict"] = "junk (issue)"
    missed = [k for k in truth_cur if k not in matched_slots]

    # changes
    pred_changes = []
    for h in history:
        if not is_user_entity(h.entity) or h.old_value is None or h.new_value is None:
            continue
        k = canon_key(h.key, h.new_value)
        pred_changes.append({"key": h.key, "ckey": k, "from": h.old_value, "to": h.new_value, "session": h.source_session_id,
                             "change": h.change})
    truth_changes = t["changes"]
    ch_tp_pred, ch_found, ch_session_ok, restatements = 0, set(), 0, 0
    for pc in pred_changes:
        k = pc["ckey"]
        if norm(k, pc["from"]) == norm(k, pc["to"]):
            restatements += 1
        hit = None
        for i, tc in enumerate(truth_changes):
            if tc["key"] == k and value_match(k, tc["from"], pc["from"]) and value_match(k, tc["to"], pc["to"]):
                hit = i; break
        pc["verdict"] = "ok" if hit is not None else "spurious"
        if hit is not None:
            ch_tp_pred += 1
            if hit not in ch_found and tc["session_id"] == pc["session"]:
                ch_session_ok += 1
            ch_found.add(hit)

    # retractions
    retr_ok = 0
    retr_rows = []
    for r in t["retractions"]:
        k = r["key"]
        cur = [p for p in preds if p["ckey"] == k]
        still = [p for p in cur if value_match(k, r["value"], p["value"]) or norm(k, r["value"])[0] == norm(k, p["value"])[0]]
        ok = not still and (k in truth_cur or not cur)
        retr_ok += ok
        retr_rows.append({**r, "handled": ok, "current": [p["value"] for p in cur]})

    # traps
    violations = []
    for tr in t["traps"]:
        k = tr["key"]
        tp_, tv_ = norm(k, tr["value"])
        for p in preds:
            if p["ckey"] != k:
                continue
            pp, pv = norm(k, p["value"])
            if pp != tp_:
                continue
            if tv_ is not None and pv is None:
                # unversioned prediction: a violation unless it is just the user's own product without version
                if k in truth_cur and norm(k, truth_cur[k])[0] == pp:
                    continue
            elif not version_ok(tv_, pv):
                continue
            if k in truth_cur and value_match(k, truth_cur[k], p["value"]):
                continue
            violations.append({"key": k, "trap": tr["value"], "why": tr.get("why"), "predicted": p["value"]})

    return {
        "user": f"{tenant}/{user}", "n_pred": len(preds), "n_truth": len(truth_cur), "tp": tp, "wrong": wrong, "junk": junk,
        "issue_like": issue_like, "missed": missed, "preds": preds, "third_party_facts": third,
        "pred_changes": pred_changes, "n_pred_changes": len(pred_changes), "change_tp_pred": ch_tp_pred,
        "n_truth_changes": len(truth_changes), "changes_found": len(ch_found), "changes_session_ok": ch_session_ok,
        "restatement_changes": restatements,
        "n_retractions": len(t["retractions"]), "retractions_handled": retr_ok, "retractions": retr_rows,
        "n_traps": len(t["traps"]), "trap_violations": violations,
    }


def _ratio(a, b):
    return round(a / b, 3) if b else None


def summarise(rows):
    S = lambda k: sum(r[k] for r in rows)
    return {
        "users": len(rows),
        "current_precision": _ratio(S("tp"), S("n_pred")), "current_recall": _ratio(S("tp"), S("n_truth")),
        "current_predicted": S("n_pred"), "current_truth": S("n_truth"), "current_correct": S("tp"),
        "current_wrong_value": S("wrong"), "junk_facts": S("junk"), "issue_like_facts": S("issue_like"),
        "third_party_entity_facts": sum(len(r["third_party_facts"]) for r in rows),
        "change_precision": _ratio(S("change_tp_pred"), S("n_pred_changes")), "change_recall": _ratio(S("changes_found"), S("n_truth_changes")),
        "changes_predicted": S("n_pred_changes"), "changes_truth": S("n_truth_changes"), "changes_found": S("changes_found"),
        "changes_right_session": S("changes_session_ok"), "restatement_changes": S("restatement_changes"),
        "retractions_handled": S("retractions_handled"), "retractions_truth": S("n_retractions"),
        "trap_violations": sum(len(r["trap_violations"]) for r in rows), "traps_truth": S("n_traps"),
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sessions"); ap.add_argument("truth")
    ap.add_argument("--json", action="store_true"); ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("--keep-db", help="write the store here instead of a temporary file")
    ap.add_argument("--code", help="import memory_core from this checkout (e.g. a `git archive` of a commit) instead of the installed one")
    a = ap.parse_args(argv)
    if a.code:
        code = os.path.abspath(a.code)
        sys.path.insert(0, code)
        os.environ["PYTHONPATH"] = code + (os.pathsep + os.environ["PYTHONPATH"] if os.environ.get("PYTHONPATH") else "")
    truth = json.load(open(a.truth))
    users = truth["users"] if "users" in truth else truth
    tmpdir = tempfile.mkdtemp(prefix="score_facts_")
    db = os.path.abspath(a.keep_db) if a.keep_db else os.path.join(tmpdir, "memory.db")
    if os.path.exists(db):
        os.remove(db)
    try:
        reader, extractor, n = ingest(a.sessions, db)
        rows = [score_user(reader, t) for t in users.values()]
    finally:
        if not a.keep_db:
            shutil.rmtree(tmpdir, ignore_errors=True)
    summ = summarise(rows)
    summ.update({"sessions": n, "extractor": extractor})
    if a.json:
        print(json.dumps({"summary": summ, "users": rows} if a.verbose else {"summary": summ}, indent=1, default=str))
        return
    if a.verbose:
        for r in rows:
            print(f"\n== {r['user']}: {r['tp']}/{r['n_truth']} correct, {r['n_pred']} predicted")
            for p in r["preds"]:
                print(f"   [{p['verdict']}] {p['entity']}.{p['key']} = {p['value']!r}")
            for k in r["missed"]:
                print(f"   [missed] {k} = {users[r['user']]['current'][k]!r}")
            for p in r["third_party_facts"]:
                print(f"   [third-party entity] {p['entity']}.{p['key']} = {p['value']!r}")
            for c in r["pred_changes"]:
                print(f"   change [{c['verdict']}] {c['key']}: {c['from']!r} -> {c['to']!r} ({c['change']}, {c['session']})")
            tc = users[r["user"]]["changes"]
            if tc:
                print(f"   truth changes found: {r['changes_found']}/{len(tc)}: " + "; ".join(f"{c['key']} {c['from']}->{c['to']}" for c in tc))
            for x in r["retractions"]:
                print(f"   retraction {x['key']}={x['value']!r}: {'handled' if x['handled'] else 'NOT handled'} (current {x['current']})")
            for v in r["trap_violations"]:
                print(f"   TRAP {v['key']}: {v['predicted']!r} matches trap {v['trap']!r} ({v['why']})")
        print()
    import memory_core
    print(f"sessions {n}, users {summ['users']}, extractor {extractor}, memory_core from {os.path.dirname(memory_core.__file__)}")
    print(f"{'metric':34s} value")
    lines = [
        ("current facts precision", summ["current_precision"], f"{summ['current_correct']}/{summ['current_predicted']}"),
        ("current facts recall", summ["current_recall"], f"{summ['current_correct']}/{summ['current_truth']}"),
        ("current wrong value (truth/trap key)", summ["current_wrong_value"], ""),
        ("junk current facts (key not in truth)", summ["junk_facts"], f"issue-like {summ['issue_like_facts']}"),
        ("third-party-entity facts (excluded)", summ["third_party_entity_facts"], ""),
        ("change precision", summ["change_precision"], f"{sum(r['change_tp_pred'] for r in rows)}/{summ['changes_predicted']}"),
        ("change recall", summ["change_recall"], f"{summ['changes_found']}/{summ['changes_truth']} (right session {summ['changes_right_session']})"),
        ("restatements recorded as change", summ["restatement_changes"], ""),
        ("retractions handled", _ratio(summ["retractions_handled"], summ["retractions_truth"]), f"{summ['retractions_handled']}/{summ['retractions_truth']}"),
        ("trap violations", summ["trap_violations"], f"of {summ['traps_truth']} traps"),
    ]
    for name, v, extra in lines:
        print(f"{name:38s} {str(v):>6s}  {extra}")


if __name__ == "__main__":
    main()
