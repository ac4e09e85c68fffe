#!/usr/bin/env python3
"""Black-box fault-injection harness M for memory-core (session 12).

Written from the public README, deploy/, .ci/run, the CLI's --help and the session-5 harness
(benchmarks/heldout/faults/) only: no memory_core/, tests/ or workers/ source was read.
Each scenario runs in a child process of this script with its own redis-server on a free port,
its own PostgreSQL cluster (initdb/pg_ctl as user `postgres`) or SQLite file, and real
`celery -A workers worker` (and `beat`) processes started from the checkout given by --code.
The parent kills every recorded process group and removes the scenario's temp dir whatever
happens.

    python3 harness_m.py [--only N,M] [--code CHECKOUT] [--json OUT] [--timeout S]

Dev set: 1,3,5,7,9.  Holdout set: 2,4,6,8,10.
"""
from __future__ import annotations

import argparse
import atexit
import base64
import glob
import json
import os
import random
import re
import shutil
import signal
import socket
import sqlite3
import string
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

QUEUES = ["memory.episode", "memory.extract", "memory.merge", "memory.tally", "memory.maintenance"]
PSEUDO_KEY = "5d2c9e7a1b3f48c6a0e4d8b2f6193c7e"
TENANT = "fm12"
LAST_STAGE = "tally"

SCENARIOS = {
    1: "erasure of a user whose sessions are still queued (worker down), late and new sessions after it",
    2: "erasure of a user while a producer and a worker are busy with that user's sessions",
    3: "Redis at maxmemory with noeviction: submits must fail clearly, accepted ones be stored",
    4: "sessions at and just past the documented size limits (messages, bytes, session bytes)",
    5: "worker SIGTERM (warm shutdown) during long tasks, then restart; then a grace period that runs out",
    6: "slow database: an ACCESS EXCLUSIVE lock (VACUUM FULL-like) held past the task time limits",
    7: "PostgreSQL restarted twice while a producer submits and beat runs every job",
    8: "split deployment (LLM threads worker + CPU prefork worker), LLM worker SIGKILLed repeatedly",
    9: "same session id re-submitted with different content, after consolidation and while queued",
    10: "MEMORY_MASK_AT_PRODUCER=false + PostgreSQL outage: planted PII must not persist anywhere",
}
DEV = [1, 3, 5, 7, 9]
HOLDOUT = [2, 4, 6, 8, 10]
NEEDS_PG = {2, 6, 7, 10}

RNG = random.Random(1212)


# ----------------------------------------------------------------------------- utilities
def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def log(*a):
    print(f"[{datetime.now(timezone.utc).strftime('%H:%M:%S')}]", *a, file=sys.stderr, flush=True)


def rnd(n=10, alphabet=string.ascii_lowercase):
    return "".join(RNG.choice(alphabet) for _ in range(n))


def luhn_card(prefix="4", length=16):
    digits = [int(c) for c in prefix] + [RNG.randint(0, 9) for _ in range(length - len(prefix) - 1)]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return "".join(map(str, digits)) + str((10 - s % 10) % 10)


def iban_de():
    bban = "37040044" + "".join(RNG.choice(string.digits) for _ in range(10))
    num = int(bban + "131400")  # D=13 E=14, "00"
    check = 98 - num % 97
    return f"DE{check:02d}{bban}"


def tail(path, n=1500):
    try:
        return open(path, "rb").read()[-n:].decode("utf-8", "replace")
    except Exception:
        return ""


OPENERS = [
    "Hi, ticket {i}. We run PostgreSQL {v} on AWS and inserts got slow after the deploy.",
    "Hallo, Ticket {i}: wir nutzen PostgreSQL {v} auf Hetzner, seit gestern hängen die Migrationen.",
    "Hola, ticket {i}. Usamos PostgreSQL {v} en GCP y las consultas tardan el doble desde el lunes.",
    "Bonjour, ticket {i} : nous sommes sur PostgreSQL {v} chez OVH, les sauvegardes échouent la nuit.",
    "hey - ticket {i}, prod is PostgreSQL {v} on Azure, replication lag spikes to 40s around 02:00 UTC",
]
FOLLOWUPS = [
    "Here is the error from the worker: `psycopg.errors.LockNotAvailable: canceling statement due to lock timeout`.",
    "We already bumped work_mem to 64MB, no change. The batch job writes ~2M rows a night.",
    "Es passiert nur auf dem Primary, die Replica ist unauffällig.",
    "El índice en created_at existe, lo comprobé con \\d+ orders.",
    "J'ai relancé le job à la main, même résultat : timeout après 30 s.",
]


def make_session(i, prefix, user, base=None, extra=None, n_turns=4, started=None, marker=None):
    base = base or datetime(2026, 9, 1, 9, 0, tzinfo=timezone.utc)
    st = started or (base + timedelta(hours=i))
    v = 12 + i % 5
    msgs = [{"id": "m1", "role": "user", "content": OPENERS[i % len(OPENERS)].format(i=i, v=v)}]
    for t in range(1, n_turns):
        if t % 2:
            msgs.append({"id": f"m{t + 1}", "role": "assistant",
                         "content": "Thanks. Can you share the output of EXPLAIN (ANALYZE, BUFFERS) for the slow query?"})
        else:
            msgs.append({"id": f"m{t + 1}", "role": "user", "content": FOLLOWUPS[(i + t) % len(FOLLOWUPS)]})
    if marker:
        msgs.append({"id": f"m{len(msgs) + 1}", "role": "user",
                     "content": f"Also the nightly job {marker} keeps failing on the same table."})
    if extra:
        msgs.append({"id": f"m{len(msgs) + 1}", "role": "user", "content": extra})
    return {
        "session_id": f"{prefix}-{i:04d}",
        "tenant_id": TENANT,
        "user_id": user,
        "started_at": st.isoformat(),
        "ended_at": (st + timedelta(minutes=9)).isoformat(),
        "messages": msgs,
        "tool_calls": [{"name": "pg_stat_activity", "arguments": {"ticket": i}, "result": "12 rows", "status": "ok"}],
        "metadata": {"topic": "db", "resolution": "resolved" if i % 2 else "open"},
        "outcomes": [{"pattern_id": "ask-for-explain-first", "success": i % 3 != 0}],
    }


# ----------------------------------------------------------------------------- a scripted LLM
class LLMStub:
    """OpenAI-compatible endpoint: chat completions answer the session_extraction shape with one
    database fact when the prompt names a PostgreSQL version; embeddings answer fixed vectors."""

    def __init__(self, latency=0.1):
        self.calls = {"chat": 0, "emb": 0, "other": 0}
        stub = self

        class H(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                n = int(self.headers.get("content-length") or 0)
                try:
                    body = json.loads(self.rfile.read(n) or b"{}")
                except Exception:
                    body = {}
                time.sleep(latency)
                if self.path.endswith("/chat/completions"):
                    stub.calls["chat"] += 1
                    text = json.dumps(body.get("messages", []))
                    m = re.search(r"PostgreSQL (\d+)", text)
                    facts = []
                    if m:
                        facts.append({"entity": "user", "category": "technical_environment", "key": "database",
                                      "value": f"PostgreSQL {m.group(1)}", "confidence": 0.9})
                    content = json.dumps({"facts": facts, "importance": 4, "topic": "database performance",
                                          "summary": "User reports slow database operations."})
                    out = {"id": "chatcmpl-stub", "object": "chat.completion", "created": int(time.time()),
                           "model": body.get("model", "stub"),
                           "choices": [{"index": 0, "finish_reason": "stop",
                                        "message": {"role": "assistant", "content": content}}],
                           "usage": {"prompt_tokens": 100, "completion_tokens": 30, "total_tokens": 130}}
                elif self.path.endswith("/embeddings"):
                    stub.calls["emb"] += 1
                    inp = body.get("input", [])
                    inp = [inp] if isinstance(inp, str) else inp
                    out = {"object": "list", "model": body.get("model", "stub"),
                           "data": [{"object": "embedding", "index": k,
                                     "embedding": [((hash(str(x)) >> j) % 7) / 7.0 for j in range(32)]}
                                    for k, x in enumerate(inp)],
                           "usage": {"prompt_tokens": 10, "total_tokens": 10}}
                else:
                    stub.calls["other"] += 1
                    out = {"error": {"message": "not found"}}
                data = json.dumps(out).encode()
                self.send_response(200 if "error" not in out else 404)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        class Quiet(ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, request, client_address):
                pass  # a client killed mid-request (the scenario's SIGKILL) is expected

        self.server = Quiet(("127.0.0.1", 0), H)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/v1"


# ----------------------------------------------------------------------------- environment
class Env:
    """Owns every process and file of one scenario (inside the child process)."""

    def __init__(self, tmp, code):
        self.tmp = tmp
        self.code = code
        self.procs = {}
        self.redis_port = None
        self.redis_dir = os.path.join(tmp, "redis")
        self.redis_extra = []
        self.pg = None
        self.db_url = None
        self.sqlite_path = None
        self.seq = 0
        self.env = dict(os.environ)

    def _record(self, p):
        with open(os.path.join(self.tmp, "pids"), "a") as f:
            f.write(f"{p.pid}\n")

    def spawn(self, name, argv, logfile, cwd=None, env=None):
        out = open(logfile, "ab")
        p = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, cwd=cwd or self.tmp,
                             env=env or self.env, start_new_session=True)
        self.procs[name] = p
        self._record(p)
        return p

    def killgroup(self, name, sig=signal.SIGKILL):
        p = self.procs.get(name)
        if not p:
            return
        try:
            os.killpg(p.pid, sig)
        except ProcessLookupError:
            pass
        if sig == signal.SIGKILL:
            try:
                p.wait(10)
            except Exception:
                pass

    def alive(self, name):
        p = self.procs.get(name)
        return p is not None and p.poll() is None

    # -- redis
    def start_redis(self, extra=None):
        os.makedirs(self.redis_dir, exist_ok=True)
        if extra is not None:
            self.redis_extra = extra
        self.redis_port = self.redis_port or free_port()
        self.spawn("redis", ["redis-server", "--port", str(self.redis_port), "--bind", "127.0.0.1",
                             "--appendonly", "yes", "--appendfsync", "always", "--dir", self.redis_dir,
                             "--save", ""] + self.redis_extra, os.path.join(self.tmp, "redis.log"))
        import redis
        r = redis.Redis(port=self.redis_port)
        for _ in range(200):
            try:
                if r.ping():
                    while r.info("persistence").get("loading", 0):
                        time.sleep(0.1)
                    return
            except Exception:
                time.sleep(0.1)
        raise RuntimeError("redis did not start")

    def redis(self):
        import redis
        return redis.Redis(port=self.redis_port, socket_timeout=10)

    @property
    def broker_url(self):
        return f"redis://127.0.0.1:{self.redis_port}/0"

    # -- databases
    def use_sqlite(self):
        self.sqlite_path = os.path.join(self.tmp, "store.db")
        self.db_url = f"sqlite:///{self.sqlite_path}"

    def pg_bin(self, name):
        return sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))[-1]

    def use_postgres(self):
        d = os.path.join(self.tmp, "pg")
        os.makedirs(d)
        os.chmod(self.tmp, 0o755)
        shutil.chown(d, "postgres", "postgres")
        self.pg = {"dir": os.path.join(d, "data"), "sock": d, "port": free_port(), "log": os.path.join(d, "pg.log")}
        subprocess.run(["runuser", "-u", "postgres", "--", self.pg_bin("initdb"), "-D", self.pg["dir"], "-A", "trust",
                        "-U", "postgres"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.pg_start()
        self.db_url = f"postgresql+psycopg://postgres@127.0.0.1:{self.pg['port']}/postgres"

    def pg_start(self):
        subprocess.run(["runuser", "-u", "postgres", "--", self.pg_bin("pg_ctl"), "-D", self.pg["dir"], "-l",
                        self.pg["log"], "-w", "-t", "60", "-o",
                        f"-p {self.pg['port']} -k {self.pg['sock']} -c listen_addresses=127.0.0.1 "
                        f"-c max_connections=200 -c fsync=off", "start"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def pg_stop(self, mode="fast"):
        subprocess.run(["runuser", "-u", "postgres", "--", self.pg_bin("pg_ctl"), "-D", self.pg["dir"], "-m", mode,
                        "-w", "stop"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def pg_connect(self, autocommit=True):
        import psycopg
        return psycopg.connect(f"host=127.0.0.1 port={self.pg['port']} user=postgres dbname=postgres",
                               connect_timeout=5, autocommit=autocommit)

    # -- memory-core configuration
    def configure(self, **extra):
        e = dict(os.environ)
        for k in list(e):
            if k.startswith("MEMORY_") or k in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
                del e[k]
        e.update({
            "PYTHONPATH": self.code,
            "MEMORY_BROKER_URL": self.broker_url,
            "MEMORY_DATABASE_URL": self.db_url,
            "MEMORY_VISIBILITY_TIMEOUT": "30",
            "MEMORY_TASK_TIME_LIMIT": "25",
            "MEMORY_TASK_SOFT_TIME_LIMIT": "20",
            "MEMORY_TASK_RETRY_BACKOFF": "1",
            "MEMORY_TASK_RETRY_BACKOFF_MAX": "8",
            "MEMORY_SWEEP_AFTER_SECONDS": "10",
            "MEMORY_HEARTBEAT_SECONDS": "2",
            "MEMORY_PII_PSEUDONYM_KEY": PSEUDO_KEY,
            "MEMORY_PII_PSEUDONYM_KEY_FILE": os.path.join(self.tmp, "pseudonym.key"),
            "HOME": self.tmp,
        })
        e.update({k: str(v) for k, v in extra.items() if v is not None})
        for k, v in extra.items():
            if v is None:
                e.pop(k, None)
        self.env = e
        os.environ.clear()
        os.environ.update(e)
        if self.code not in sys.path:
            sys.path.insert(0, self.code)

    def cli(self, *args, timeout=120, check=False, input=None):
        r = subprocess.run(["memory-core", *args], cwd=self.code, env=self.env, capture_output=True, text=True,
                           timeout=timeout, input=input)
        if check and r.returncode != 0:
            raise RuntimeError(f"memory-core {args} failed: {r.stderr[-2000:]}")
        return r

    # -- workers / beat
    def start_worker(self, concurrency=2, queues=None, pool=None, wait_ready=True, loglevel="INFO"):
        self.seq += 1
        name = f"w{self.seq}"
        logf = os.path.join(self.tmp, f"{name}.log")
        argv = ["celery", "-A", "workers", "worker", "-l", loglevel, "-c", str(concurrency), "-n", f"{name}@fm",
                "--without-mingle", "--without-gossip"]
        if queues:
            argv += ["-Q", ",".join(queues)]
        if pool:
            argv += ["--pool", pool]
        self.spawn(name, argv, logf, cwd=self.code)
        if wait_ready:
            t0 = time.time()
            while time.time() - t0 < 90:
                if self.procs[name].poll() is not None:
                    raise RuntimeError(f"worker {name} exited at start: {tail(logf)}")
                if b"ready." in open(logf, "rb").read():
                    break
                time.sleep(0.3)
            else:
                raise RuntimeError(f"worker {name} not ready: {tail(logf)}")
        return name

    def start_beat(self):
        self.seq += 1
        name = f"beat{self.seq}"
        self.spawn(name, ["celery", "-A", "workers", "beat", "-l", "INFO"], os.path.join(self.tmp, f"w{name}.log"),
                   cwd=self.code)
        return name

    # -- store inspection (read-only)
    def query(self, sql, params=()):
        if self.sqlite_path:
            con = sqlite3.connect(f"file:{self.sqlite_path}?mode=ro", uri=True, timeout=30)
            try:
                return con.execute(sql, params).fetchall()
            finally:
                con.close()
        with self.pg_connect() as con:
            return con.execute(sql.replace("?", "%s"), params).fetchall()

    def tables(self):
        if self.sqlite_path:
            return [r[0] for r in self.query("SELECT name FROM sqlite_master WHERE type='table'")]
        return [r[0] for r in self.query("SELECT tablename FROM pg_tables WHERE schemaname='public'")]

    def table_texts(self):
        """{table: [row as text]} for every table of the store."""
        out = {}
        for t in self.tables():
            try:
                if self.sqlite_path:
                    rows = self.query(f'SELECT * FROM "{t}"')
                    out[t] = [repr(r) for r in rows]
                else:
                    out[t] = [r[0] for r in self.query(f'SELECT t::text FROM "{t}" t')]
            except Exception as e:  # noqa
                out[t] = [f"<unreadable: {e}>"]
        return out

    def stored_ids(self):
        return {r[0] for r in self.query("SELECT session_id FROM stage_runs WHERE tenant_id=? AND stage=?",
                                         (TENANT, LAST_STAGE))}

    def dead_rows(self):
        return self.query("SELECT session_id, stage, error_type FROM dead_letters WHERE tenant_id=?", (TENANT,))

    def dead_ids(self):
        return {r[0] for r in self.dead_rows()}

    def per_session_counts(self, tables):
        out = {}
        for table, col in tables:
            for sid, n in self.query(f"SELECT {col}, COUNT(*) FROM {table} WHERE tenant_id=? GROUP BY {col}",
                                     (TENANT,)):
                out[(table, sid)] = n
        return out

    def redis_blobs(self):
        """{key: bytes} of every Redis key: its DUMP, values, and decoded kombu/celery bodies."""
        r = self.redis()
        out = {}
        for k in r.scan_iter(count=500):
            t = r.type(k).decode()
            blobs = [k]
            try:
                blobs.append(r.dump(k) or b"")
                if t == "string":
                    blobs.append(r.get(k) or b"")
                elif t == "list":
                    blobs += r.lrange(k, 0, -1)
                elif t == "hash":
                    for hk, hv in r.hgetall(k).items():
                        blobs += [hk, hv]
                elif t == "set":
                    blobs += list(r.smembers(k))
                elif t == "zset":
                    blobs += [m for m, _ in r.zrange(k, 0, -1, withscores=True)]
            except Exception:
                pass
            data = b"\n".join(blobs)
            for b in list(blobs):
                data += b"\n" + decode_bodies(b)
            out[k.decode(errors="replace")] = data
        return out

    def cleanup(self):
        for name in list(self.procs):
            self.killgroup(name)
        if self.pg:
            self.pg_stop("immediate")


def decode_bodies(b):
    extra = b""
    try:
        j = json.loads(b)
    except Exception:
        return extra
    cands = [j]
    if isinstance(j, list):
        cands += [x for x in j if isinstance(x, (dict, str))]
    for c in cands:
        if isinstance(c, str) and c.startswith("{"):
            try:
                c = json.loads(c)
            except Exception:
                continue
        if isinstance(c, dict) and isinstance(c.get("body"), str):
            try:
                extra += base64.b64decode(c["body"]) + b"\n"
            except Exception:
                extra += c["body"].encode() + b"\n"
    return extra


SESSION_TABLES = [("episodes", "session_id"), ("episode_chunks", "session_id"), ("extractions", "session_id"),
                  ("fact_observations", "session_id"), ("pattern_outcomes", "session_id"), ("stage_runs", "session_id")]
SESSION_TABLES_H = SESSION_TABLES + [("fact_history", "source_session_id")]


def standard_env(tmp, code, postgres=False, redis_extra=None, **extra):
    env = Env(tmp, code)
    env.start_redis(extra=redis_extra or [])
    if postgres:
        env.use_postgres()
    else:
        env.use_sqlite()
    env.configure(**extra)
    env.cli("db", "upgrade", check=True)
    return env


# ----------------------------------------------------------------------------- shared pieces
def submit_all(sessions, pace=0.0, record=None):
    from memory_core import submit_session
    acked, errors = [], {}
    for s in sessions:
        t = time.time()
        try:
            submit_session(s)
            acked.append(s["session_id"])
            if record is not None:
                record.append((s["session_id"], "ok", "", round(time.time() - t, 2)))
        except Exception as e:  # noqa
            errors[type(e).__name__] = errors.get(type(e).__name__, 0) + 1
            if record is not None:
                record.append((s["session_id"], type(e).__name__, str(e)[:200], round(time.time() - t, 2), e))
        if pace:
            time.sleep(pace)
    return acked, errors


def wait_terminal(env, ids, timeout, since=None):
    ids = set(ids)
    t0 = time.time()
    last_change, prev = t0, -1
    stored, dead = set(), set()
    while time.time() - t0 < timeout:
        try:
            stored = env.stored_ids() & ids
            dead = env.dead_ids() & ids
        except Exception:
            time.sleep(1)
            continue
        if len(stored | dead) != prev:
            prev = len(stored | dead)
            last_change = time.time()
        if ids <= (stored | dead):
            break
        time.sleep(0.7)
    rec = round(last_change - since, 1) if since and ids <= (stored | dead) else None
    log(f"wait_terminal: {len(stored)} stored, {len(dead)} dead of {len(ids)} after {time.time() - t0:.0f}s")
    return stored, dead, rec


def settle(env, ids, timeout, since):
    """wait_terminal; if some are still open, run `memory-core sweep` once (what beat would do) and wait 40 s."""
    stored, dead, rec = wait_terminal(env, ids, timeout=timeout, since=since)
    open_ids = set(ids) - stored - dead
    if not open_ids:
        return stored, dead, rec, ""
    st = env.cli("status", "--json")
    try:
        sj = json.loads(st.stdout)
        status = {k: sj.get(k) for k in ("queue_depth", "unacked", "stuck", "workers_alive", "intake")}
    except Exception:
        status = (st.stdout or st.stderr)[-200:]
    sw = env.cli("sweep", "--json")
    stored2, dead2, rec2 = wait_terminal(env, ids, timeout=40, since=since)
    note = (f"; NOT TERMINAL after {timeout}s: {len(open_ids)} open (e.g. {sorted(open_ids)[:3]}; status {status}); "
            f"then sweep: {(sw.stdout or sw.stderr).strip()[:200]} -> {len(stored2 | dead2)}/{len(set(ids))} terminal")
    return stored2, dead2, rec2, note


def wait_count(env, ids, n, timeout=120):
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            if len(env.stored_ids() & set(ids)) >= n:
                return True
        except Exception:
            pass
        time.sleep(0.4)
    return False


def reference_counts(env, sessions, tables=SESSION_TABLES_H):
    """Per-session row counts from a clean in-process run (`memory-core ingest --sync`) of the same
    sessions in a separate SQLite file."""
    t0 = time.time()
    path = os.path.join(env.tmp, f"ref{int(t0 * 1000) % 100000}.jsonl")
    with open(path, "w") as f:
        for s in sessions:
            f.write(json.dumps(s) + "\n")
    ref_db = path[:-6] + ".db"
    url = f"sqlite:///{ref_db}"
    e = {**env.env, "MEMORY_DATABASE_URL": url}
    subprocess.run(["memory-core", "db", "upgrade"], cwd=env.code, env=e, capture_output=True, text=True, timeout=120)
    r = subprocess.run(["memory-core", "ingest", path, "--sync", "--database-url", url], cwd=env.code, env=e,
                       capture_output=True, text=True, timeout=300)
    con = sqlite3.connect(ref_db)
    out = {}
    for table, col in tables:
        for sid, n in con.execute(f"SELECT {col}, COUNT(*) FROM {table} WHERE tenant_id=? GROUP BY {col}", (TENANT,)):
            out[(table, sid)] = n
    con.close()
    log(f"reference run of {len(sessions)} sessions: {time.time() - t0:.1f}s rc={r.returncode}, {len(out)} counts")
    return out


def compare(env, ref, ids, tables=SESSION_TABLES_H):
    """(duplicated rows, missing rows in sessions marked stored, detail) against the clean run."""
    act = env.per_session_counts(tables)
    stored = env.stored_ids()
    dup = missing = 0
    detail = {}
    for sid in ids:
        for table, _ in tables:
            a, b = act.get((table, sid), 0), ref.get((table, sid), 0)
            if a > b:
                dup += a - b
                detail["dup:" + table] = detail.get("dup:" + table, 0) + a - b
            elif a < b and sid in stored:
                missing += b - a
                detail["missing:" + table] = detail.get("missing:" + table, 0) + b - a
    return dup, missing, detail


def scan_values(values, places):
    """places: {label: bytes or str}. Returns {label: [values found]}."""
    found = {}
    for label, data in places.items():
        if isinstance(data, str):
            data = data.encode("utf-8", "surrogatepass")
        hits = [v for v in values if v.encode() in data]
        if hits:
            found[label] = hits
    return found


def store_places(env):
    return {f"table {t}": "\n".join(rows) for t, rows in env.table_texts().items()}


def log_places(env, pattern="w*.log"):
    return {"log " + os.path.basename(f): open(f, "rb").read() for f in glob.glob(os.path.join(env.tmp, pattern))}


def redis_places(env):
    return {f"redis {k[:50]}": v for k, v in env.redis_blobs().items()}


def result(name, passed, **kw):
    r = {"scenario": name, "pass": bool(passed)}
    r.update(kw)
    return r


# ----------------------------------------------------------------------------- 1 / 2: erasure
def _forget(env, user):
    r = env.cli("forget", "--user", user, "--tenant", TENANT, "--yes", timeout=120)
    return r.returncode, (r.stdout + r.stderr).strip().replace("\n", " | ")[-400:]


def _erasure_check(env, victim_ids, victim_markers, other_ids, other_markers, allowed_user_tables=("forgotten", "receipt")):
    """Old victim sessions must be gone from every table (by session id and content marker) and from
    Redis; the other user's markers must be found (positive control of the scan)."""
    places = store_places(env)
    vic_vals = list(victim_ids) + list(victim_markers)
    in_store = scan_values(vic_vals, places)
    in_redis = scan_values(vic_vals, redis_places(env))
    ctrl = scan_values(list(other_markers), places)
    ctrl_found = len({v for vs in ctrl.values() for v in vs})
    return in_store, in_redis, ctrl_found


def sc1(env):
    vic, oth = "cust-" + rnd(6), "cust-" + rnd(6)
    vmark = ["job" + rnd(8) for _ in range(8)]
    omark = ["job" + rnd(8) for _ in range(8)]
    vs = [make_session(i, "e1v" + vic[-3:], vic, marker=vmark[i]) for i in range(8)]
    os_ = [make_session(i, "e1o" + oth[-3:], oth, marker=omark[i]) for i in range(8)]
    allsess = [x for pair in zip(vs, os_) for x in pair]
    acked, errs = submit_all(allsess)
    r = env.redis()
    vic_ids = [s["session_id"] for s in vs]
    before = scan_values(vic_ids, redis_places(env))
    rc, out = _forget(env, vic)
    t_forget = datetime.now(timezone.utc)
    after = scan_values(vic_ids, redis_places(env))
    # a late session of the victim that started before the erasure, and a new one that starts after it
    late_mark = "job" + rnd(8)
    late = make_session(50, "e1v" + vic[-3:], vic, marker=late_mark)
    time.sleep(1.5)
    new_start = datetime.now(timezone.utc)
    new_mark = "job" + rnd(8)
    new = make_session(60, "e1n" + vic[-3:], vic, started=new_start, marker=new_mark)
    new["ended_at"] = (new_start + timedelta(seconds=1)).isoformat()
    time.sleep(1.2)
    acked2, errs2 = submit_all([late, new])
    w = env.start_worker(concurrency=2)
    oth_ids = [s["session_id"] for s in os_]
    stored, dead, rec = wait_terminal(env, oth_ids + [new["session_id"]], timeout=90, since=time.time())
    time.sleep(12)  # past MEMORY_SWEEP_AFTER_SECONDS
    sw = env.cli("sweep", "--json")
    time.sleep(5)
    # phase B: a second user's sessions prefetched by a worker whose main process is SIGSTOPped
    # (messages in its memory and in `unacked`), forgotten, then the worker is SIGCONTed
    vic2 = "cust-" + rnd(6)
    v2mark = ["job" + rnd(8) for _ in range(8)]
    v2 = [make_session(i, "e1w" + vic2[-3:], vic2, marker=v2mark[i], n_turns=400) for i in range(8)]
    v2_ids = [s["session_id"] for s in v2]
    env.killgroup(w, signal.SIGKILL)
    w2 = env.start_worker(concurrency=1)
    acked3, errs3 = submit_all(v2)
    wait_count(env, v2_ids, 1, timeout=40)
    os.kill(env.procs[w2].pid, signal.SIGSTOP)
    time.sleep(4)  # the child finishes the task it has; the rest stay prefetched in the stopped main process
    held = env.redis().hlen("unacked")
    stored_v2_before = len(env.stored_ids() & set(v2_ids))
    rc2, out2 = _forget(env, vic2)
    os.kill(env.procs[w2].pid, signal.SIGCONT)
    time.sleep(14)
    in_store, in_redis, ctrl = _erasure_check(env, vic_ids + [late["session_id"]] + v2_ids,
                                              vmark + [late_mark] + v2mark, oth_ids, omark)
    new_stored = new["session_id"] in env.stored_ids()
    rec_r = env.cli("receipts", "--user", vic, "--tenant", TENANT, "--json")
    dls = env.dead_rows()
    ok = (rc == 0 and rc2 == 0 and not in_store and not in_redis and set(oth_ids) <= stored and new_stored and ctrl >= 1
          and not dls and not after)
    return result("1 erasure with the user's sessions still queued", ok, sent=len(allsess) + 2 + len(v2),
                  acknowledged=len(acked) + len(acked2) + len(acked3),
                  other_stored=f"{len(set(oth_ids) & stored)}/{len(oth_ids)}",
                  phaseB_unacked_held_by_stopped_worker=held, phaseB_v2_stored_before_forget=stored_v2_before,
                  phaseB_forget_rc=rc2, phaseB_forget_out=out2[-160:], phaseB_worker_alive=env.alive(w2),
                  post_erasure_session_stored=new_stored, victim_in_store=in_store, victim_in_redis_end=in_redis,
                  victim_ids_in_redis_before_forget=len({v for x in before.values() for v in x}),
                  victim_ids_in_redis_right_after_forget=after, control_markers_found=f"{ctrl}/{len(omark)}",
                  dead_letters=dls, forget_rc=rc, forget_out=out[-250:],
                  receipts=(rec_r.stdout or rec_r.stderr).strip()[-300:],
                  sweep=(sw.stdout or sw.stderr).strip()[-200:], submit_errors={**errs, **errs2},
                  worker_alive=env.alive(w))


def sc2(env):
    vic, oth = "acct-" + rnd(6), "acct-" + rnd(6)
    N = 36
    vmark = ["job" + rnd(8) for _ in range(N)]
    omark = ["job" + rnd(8) for _ in range(N)]
    vs = [make_session(i, "e2v" + vic[-3:], vic, marker=vmark[i], n_turns=14) for i in range(N)]
    os_ = [make_session(i, "e2o" + oth[-3:], oth, marker=omark[i], n_turns=14) for i in range(N)]
    oth_ids = [s["session_id"] for s in os_]
    vic_ids = [s["session_id"] for s in vs]
    ref = reference_counts(env, os_)
    w = env.start_worker(concurrency=2)
    state = {"acked": [], "errs": {}, "forgot": None, "v_after": []}

    def producer():
        from memory_core import submit_session
        for a, b in zip(vs, os_):
            for s in (a, b):
                try:
                    submit_session(s)
                    state["acked"].append(s["session_id"])
                    if state["forgot"] and s in vs:
                        state["v_after"].append(s["session_id"])
                except Exception as e:  # noqa
                    state["errs"][type(e).__name__] = state["errs"].get(type(e).__name__, 0) + 1
            time.sleep(0.15)

    th = threading.Thread(target=producer, daemon=True)
    th.start()
    wait_count(env, vic_ids + oth_ids, 10, timeout=60)
    t = time.time()
    rc, out = _forget(env, vic)
    state["forgot"] = time.time()
    forget_s = round(state["forgot"] - t, 1)
    th.join(120)
    time.sleep(1.5)
    new_start = datetime.now(timezone.utc)
    new = make_session(90, "e2n" + vic[-3:], vic, started=new_start, marker="job" + rnd(8))
    new["ended_at"] = (new_start + timedelta(seconds=1)).isoformat()
    time.sleep(1.2)
    submit_all([new])
    t0 = time.time()
    stored, dead, rec, note = settle(env, oth_ids + [new["session_id"]], timeout=100, since=t0)
    time.sleep(3)
    in_store, in_redis, ctrl = _erasure_check(env, vic_ids, vmark, oth_ids, omark)
    dup, missing, det = compare(env, ref, oth_ids)
    new_stored = new["session_id"] in env.stored_ids()
    rec_r = env.cli("receipts", "--user", vic, "--tenant", TENANT, "--json")
    dls = env.dead_rows()
    ok = (rc == 0 and not in_store and not in_redis and set(oth_ids) <= stored and new_stored and dup == 0
          and missing == 0 and not dls and ctrl >= 1)
    return result("2 erasure while the user's sessions are in flight", ok, sent=2 * N + 1,
                  acknowledged=len(state["acked"]) + 1, victim_sent_after_forget=len(state["v_after"]),
                  other_stored=f"{len(set(oth_ids) & stored)}/{N}", post_erasure_session_stored=new_stored,
                  victim_in_store={k: v[:4] for k, v in in_store.items()}, victim_in_redis={k: v[:3] for k, v in in_redis.items()},
                  control_markers_found=f"{ctrl}/{N}", duplicated=dup, missing=missing, detail=det, dead_letters=dls,
                  forget_rc=rc, forget_s=forget_s, forget_out=out[-250:],
                  receipts=(rec_r.stdout or rec_r.stderr).strip()[-300:], submit_errors=state["errs"], notes=note,
                  worker_alive=env.alive(w))


# ----------------------------------------------------------------------------- 3: maxmemory
def sc3(env):
    import memory_core
    clear = tuple(c for c in (getattr(memory_core, "BrokerUnavailable", None), getattr(memory_core, "IntakeFull", None),
                              getattr(memory_core, "SessionRejected", None)) if isinstance(c, type))
    r = env.redis()
    logline = ("2026-09-03T02:14:{s:02d}Z worker-7 ERROR sync batch {b} failed: upstream timeout after 30000ms "
               "(attempt {a}/5) table=orders rows=5000 lag_ms={l}\n")
    sessions = []
    for i in range(200):
        paste = "".join(logline.format(s=k % 60, b=1000 + k, a=1 + k % 5, l=300 + 7 * k) for k in range(260))
        s = make_session(i, "mx", f"ops-{i % 6}", extra="Here is the log from last night:\n" + paste)
        sessions.append(s)
    rec = []
    used0 = r.info("memory").get("used_memory")
    first_err = None
    acked = []
    for k, s in enumerate(sessions):
        a, _ = submit_all([s], record=rec)
        acked += a
        if rec[-1][1] != "ok" and first_err is None:
            first_err = k
        if first_err is not None and k - first_err >= 15:
            break
    mem = r.info("memory")
    # phase 2: a worker starts while Redis is still full and the producer keeps submitting
    w = env.start_worker(concurrency=2, wait_ready=False)
    rest = sessions[len(rec):len(rec) + 40]
    for s in rest:
        a, _ = submit_all([s], record=rec)
        acked += a
        time.sleep(0.25)
    worker_alive_at_limit = env.alive(w)
    wl = open(os.path.join(env.tmp, f"{w}.log"), "rb").read().decode("utf-8", "replace").splitlines()
    worker_err = [l[:200] for l in wl if "Error" in l and not l.startswith(" ")][-2:]
    fails = [x for x in rec if x[1] != "ok"]
    # a clear error: a documented exception type whose text names the cause (memory), not a bare redis error
    unclear = sorted({f"{x[1]}: {x[2][:160]}" for x in fails
                      if not (clear and isinstance(x[4], clear) and "memory" in str(x[4]).lower())})
    slow = [x[0] for x in rec if x[3] > 15]
    # lift the limit, let everything settle and the sweeper run
    r.config_set("maxmemory", "0")
    if not env.alive(w):
        w = env.start_worker(concurrency=2)
    t0 = time.time()
    stored, dead, recs = wait_terminal(env, acked, timeout=90, since=t0)
    time.sleep(11)
    sw = env.cli("sweep", "--json")
    time.sleep(6)
    stored_all = env.stored_ids()
    stored = stored_all & set(acked)
    failed_ids = [x[0] for x in fails]
    ghosts = sorted(set(failed_ids) & stored_all)
    lost = sorted(set(acked) - stored - env.dead_ids())
    epi = dict(env.query("SELECT session_id, COUNT(*) FROM episodes WHERE tenant_id=? GROUP BY session_id", (TENANT,)))
    dupl = sum(n - 1 for n in epi.values() if n > 1)
    ok = (bool(fails) and not unclear and not lost and not slow and dupl == 0 and not env.dead_rows()
          and worker_alive_at_limit)
    return result("3 Redis maxmemory noeviction at submit", ok, submitted=len(rec), acknowledged=len(acked),
                  phase2_submitted=len(rest), phase2_acknowledged=sum(1 for x in rec[-len(rest):] if x[1] == "ok") if rest else 0,
                  worker_alive_while_redis_full=worker_alive_at_limit, worker_error_at_limit=worker_err,
                  failed_submits=len(fails), first_failure_at=first_err,
                  failure_kinds=sorted({f"{x[1]}: {x[2][:200]}" for x in fails})[:4], unclear_failures=unclear[:4],
                  stored=len(stored), lost=lost[:10], ghosts_failed_but_stored=len(ghosts), episodes_duplicated=dupl,
                  submits_over_15s=len(slow), redis_used_before=used0, redis_used_at_limit=mem.get("used_memory"),
                  maxmemory=mem.get("maxmemory"), dead_letters=env.dead_rows(),
                  sweep=(sw.stdout or sw.stderr).strip()[-200:], worker_alive=env.alive(w))


# ----------------------------------------------------------------------------- 4: size limits
def sc4(env):
    from memory_core import submit_session
    try:
        from memory_core import SessionRejected
    except Exception:  # noqa
        SessionRejected = ()
    cases = []
    base = datetime(2026, 10, 2, 8, 0, tzinfo=timezone.utc)

    def sess(label, msgs, i):
        s = make_session(i, "lim", f"big-{i % 3}", base=base, n_turns=1)
        s["messages"] = msgs
        s["session_id"] = f"lim-{label}"
        return s

    mk = {}

    def marker(label):
        mk[label] = "tail" + rnd(10)
        return mk[label]

    def msg(k, role, content):
        return {"id": f"m{k}", "role": role, "content": content}

    # (label, session, expect_accept)
    line = "Sep 30 23:59:58 db-3 postgres[8812]: LOG:  checkpoint complete: wrote 1833 buffers (11.2%)\n"
    def filled(nbytes, unit, tailtxt):
        body = unit * ((nbytes - len(tailtxt.encode())) // len(unit.encode()))
        pad = nbytes - len(body.encode()) - len(tailtxt.encode())
        return body + " " * pad + tailtxt
    m = marker("msg64000")
    c = filled(64000, line, f" end {m}")
    cases.append(("msg64000", sess("msg64000", [msg(1, "user", "Log of the night:"), msg(2, "user", c)], 1), True))
    m = marker("msg64000utf8")
    c = filled(64000, "Ошибка репликации на узле ä — ", f" конец {m}")
    cases.append(("msg64000utf8", sess("msg64000utf8", [msg(1, "user", c)], 2), True))
    m = marker("msg64000emoji")
    c = filled(64000, "🔥🚨 ", f" {m}")
    cases.append(("msg64000emoji", sess("msg64000emoji", [msg(1, "user", c)], 3), True))
    cases.append(("msg64001", sess("msg64001", [msg(1, "user", filled(64001, line, " end"))], 4), False))
    cases.append(("msg64001utf8", sess("msg64001utf8", [msg(1, "user", filled(63999, "é", "") + "é")], 5), False))
    m = marker("n2000")
    many = [msg(k + 1, "user" if k % 2 == 0 else "assistant",
                f"turn {k}: retry {k % 7} of the import, still HTTP 502 from the gateway") for k in range(1999)]
    many.append(msg(2000, "user", f"last turn, closing with {m}"))
    cases.append(("n2000", sess("n2000", many, 6), True))
    many2 = many + [msg(2001, "assistant", "one more")]
    cases.append(("n2001", sess("n2001", many2, 7), False))
    # close to the 2,000,000-byte session limit: 31 messages of 63,000 bytes (~1.95 MB of JSON)
    m = marker("sess1.95MB")
    big = [msg(k + 1, "user", filled(63000, line, f" part {k}")) for k in range(30)]
    big.append(msg(31, "user", filled(63000, line, f" final {m}")))
    s_big = sess("sess1.95MB", big, 8)
    cases.append(("sess1.95MB", s_big, True))
    over = [msg(k + 1, "user", filled(63000, line, f" part {k}")) for k in range(32)]
    cases.append(("sess2.02MB", sess("sess2.02MB", over, 9), False))
    # a pasted export of short e-mail addresses and IPs: masking makes the text longer than it was
    m = marker("msg64000pii")
    unit = "".join(f"{rnd(2)}@{rnd(2)}.io;10.{k}.0.{k + 1}\n" for k in range(40))
    cases.append(("msg64000pii", sess("msg64000pii", [msg(1, "user", "Bounce list from the relay:"),
                                                       msg(2, "user", filled(64000, unit, f" end {m}"))], 10), True))
    # 1.3 MB of such exports in 20,000-byte messages: each message stays under 64,000 bytes once masked,
    # the masked session does not stay under 2,000,000
    m = marker("sess1.3MBpii")
    bigp = [msg(k + 1, "user", filled(20000, unit, f" part {k}")) for k in range(64)]
    bigp.append(msg(65, "user", filled(20000, unit, f" final {m}")))
    cases.append(("sess1.3MBpii", sess("sess1.3MBpii", bigp, 11), True))
    rows, acked = [], []
    for label, s, expect in cases:
        size = len(json.dumps(s, ensure_ascii=False).encode())
        t = time.time()
        try:
            submit_session(s)
            out, msgtxt = "accepted", ""
            acked.append(s["session_id"])
        except Exception as e:  # noqa
            named = isinstance(e, SessionRejected) if SessionRejected else False
            out, msgtxt = ("rejected" if named else f"crash:{type(e).__name__}"), str(e)[:160]
        rows.append({"case": label, "json_bytes": size, "expect": "accept" if expect else "reject", "outcome": out,
                     "submit_s": round(time.time() - t, 2), "msg": msgtxt})
    w = env.start_worker(concurrency=2)
    t0 = time.time()
    stored, dead, rec = wait_terminal(env, acked, timeout=160, since=t0)
    places = store_places(env)
    found = scan_values(list(mk.values()), places)
    found_set = {v for vs in found.values() for v in vs}
    for rrow in rows:
        sid = f"lim-{rrow['case']}"
        if rrow["outcome"] == "accepted":
            rrow["stored"] = sid in stored
            rrow["dead"] = sid in dead
            if rrow["case"] in mk:
                rrow["tail_marker_stored"] = mk[rrow["case"]] in found_set
    dls = env.dead_rows()
    bad = []
    for x in rows:
        if x["expect"] == "accept" and (x["outcome"] != "accepted" or not x.get("stored") or not x.get("tail_marker_stored", True)):
            bad.append(x["case"])
        if x["expect"] == "reject" and x["outcome"] != "rejected":
            bad.append(x["case"])
    try:
        dl_reasons = [(x.get("session_id"), x.get("error_type"), str(x.get("reason"))[:160]) for x in
                      (json.loads(l) for l in env.cli("dead-letters", "list", "--json").stdout.splitlines() if l.strip())]
    except Exception as ex:  # noqa
        dl_reasons = [f"error {ex}"[:100]]
    return result("4 sessions at and past the size limits", not bad, failures=bad, cases=rows, dead_letters=dl_reasons,
                  processing_s=round(time.time() - t0, 1), worker_alive=env.alive(w))


# ----------------------------------------------------------------------------- 5: warm shutdown
def sc5(env):
    sessions = [make_session(i, "ts", f"eng-{i % 4}", n_turns=900) for i in range(16)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w1 = env.start_worker(concurrency=2)
    acked, errs = submit_all(sessions)
    wait_count(env, ids, 2, timeout=90)
    n_at_term = len(env.stored_ids() & set(ids))
    t_term = time.time()
    os.kill(env.procs[w1].pid, signal.SIGTERM)
    try:
        rc = env.procs[w1].wait(90)
    except subprocess.TimeoutExpired:
        rc = "still running after 90 s"
    exit_s = round(time.time() - t_term, 1)
    n_at_exit = len(env.stored_ids() & set(ids))
    lg = open(os.path.join(env.tmp, f"{w1}.log"), "rb").read().decode("utf-8", "replace")
    lost_err = [l[:160] for l in lg.splitlines() if "WorkerLostError" in l or "Terminated" in l or "SIGKILL" in l][:3]
    r = env.redis()
    try:
        unacked_after = r.hlen("unacked")
    except Exception:
        unacked_after = None
    env.killgroup(w1)
    w2 = env.start_worker(concurrency=2)
    # phase 2: the grace period runs out (systemd TimeoutStopSec / k8s grace): SIGTERM, SIGKILL 1 s later
    wait_count(env, ids, n_at_exit + 2, timeout=60)
    n_at_term2 = len(env.stored_ids() & set(ids))
    os.kill(env.procs[w2].pid, signal.SIGTERM)
    time.sleep(1.0)
    env.killgroup(w2)
    w3 = env.start_worker(concurrency=2)
    t0 = time.time()
    stored, dead, rec, note = settle(env, acked, timeout=100, since=t0)
    dup, missing, det = compare(env, ref, ids)
    ok = (rc == 0 and len(stored) == len(acked) and not dead and dup == 0 and missing == 0 and not lost_err)
    w2 = w3
    return result("5 worker SIGTERM during long tasks, restart; SIGTERM+SIGKILL 1 s later, restart", ok, sent=len(sessions), acknowledged=len(acked),
                  stored_at_sigterm=n_at_term, stored_at_exit=n_at_exit, exit_code=rc, exit_s=exit_s,
                  phase2_stored_at_sigterm_then_sigkill=n_at_term2,
                  unacked_after_exit=unacked_after, lost_task_log_lines=lost_err, stored=len(stored),
                  dead_letters=len(dead), duplicated=dup, missing=missing, detail=det,
                  recovery_s_after_restart=rec, notes=note, worker_alive=env.alive(w2), submit_errors=errs)


# ----------------------------------------------------------------------------- 6: slow database
def sc6(env):
    sessions = [make_session(i, "lk", f"dba-{i % 5}", n_turns=6) for i in range(40)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w = env.start_worker(concurrency=2)
    acked, errs = submit_all(sessions[:10])
    wait_count(env, ids, 5, timeout=60)
    con = env.pg_connect(autocommit=False)
    con.execute("LOCK TABLE episodes, episode_chunks IN ACCESS EXCLUSIVE MODE")
    t_lock = time.time()
    a2, e2 = submit_all(sessions[10:])
    acked += a2
    held = 26
    n_during = []
    while time.time() - t_lock < held:
        time.sleep(2)
        n_during.append(len(env.stored_ids() & set(ids)))
    waiting = env.query("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type='Lock'")[0][0]
    con.commit()
    con.close()
    t_rel = time.time()
    stored, dead, rec, note = settle(env, acked, timeout=110, since=t_rel)
    dup, missing, det = compare(env, ref, ids)
    lg = "\n".join(tail(f, 400000) for f in glob.glob(os.path.join(env.tmp, "w*.log")))
    soft = lg.count("SoftTimeLimitExceeded")
    hard = lg.count("TimeLimitExceeded") - soft
    ok = len(stored) == len(acked) and not dead and dup == 0 and missing == 0 and env.alive(w)
    return result("6 episodes locked ACCESS EXCLUSIVE 26 s (soft limit 6 s, hard 8 s)", ok, sent=len(sessions),
                  acknowledged=len(acked), stored=len(stored), dead_letters=env.dead_rows(), duplicated=dup,
                  missing=missing, detail=det, stored_during_lock=n_during[-1] if n_during else None,
                  backends_waiting_on_lock_at_release=waiting, soft_limit_log_lines=soft, hard_limit_log_lines=hard,
                  recovery_s=rec, notes=note, worker_alive=env.alive(w))


# ----------------------------------------------------------------------------- 7: PG restarts + beat
def sc7(env):
    # recent sessions (the last two days), so that no pruning rule can apply to their chunks
    recent = datetime.now(timezone.utc).replace(microsecond=0) - timedelta(days=2)
    # odd ones: an import of history three months old (a backfill), stored during this run
    old = recent - timedelta(days=95)
    sessions = [make_session(i, "pr", f"team-{i % 6}", n_turns=6, base=recent,
                             started=(recent if i % 2 == 0 else old) + timedelta(minutes=20 * i)) for i in range(70)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w = env.start_worker(concurrency=2)
    b = env.start_beat()
    state = {"acked": [], "errs": {}}

    def producer():
        from memory_core import submit_session
        for s in sessions:
            try:
                submit_session(s)
                state["acked"].append(s["session_id"])
            except Exception as e:  # noqa
                state["errs"][type(e).__name__] = state["errs"].get(type(e).__name__, 0) + 1
            time.sleep(0.35)

    th = threading.Thread(target=producer, daemon=True)
    th.start()
    time.sleep(6)
    env.pg_stop("fast")
    time.sleep(8)
    env.pg_start()
    time.sleep(7)
    env.pg_stop("immediate")
    time.sleep(6)
    env.pg_start()
    t_back = time.time()
    th.join(120)
    stored, dead, rec, note = settle(env, state["acked"], timeout=100, since=t_back)
    time.sleep(6)  # let beat send at least one more round after the outage
    dup, missing, det = compare(env, ref, ids)
    try:
        jobs = env.query("SELECT * FROM job_runs")
        cols = [r[0] for r in env.query("SELECT column_name FROM information_schema.columns WHERE table_name='job_runs' "
                                        "ORDER BY ordinal_position")]
    except Exception as e:  # noqa
        jobs, cols = [], [str(e)]
    jr = [dict(zip(cols, r)) for r in jobs]
    by = {}
    for j in jr:
        k = (str(j.get("job")), str(j.get("status")))
        by[k] = by.get(k, 0) + 1
    try:
        pr_rows = env.table_texts().get("pruned_chunks", [])
        pruned = len(pr_rows)
        pruned_of_run = sorted({sid for sid in ids for r_ in pr_rows if sid in r_})
    except Exception as e:  # noqa
        pruned, pruned_of_run = f"? {e}"[:80], []
    st = env.cli("status", "--json")
    beat_alive = env.alive(b)
    miss_chunks = det.get("missing:episode_chunks", 0)
    fault_ok = (len(stored) == len(state["acked"]) and not dead and dup == 0 and missing - miss_chunks == 0
                and env.alive(w) and beat_alive and st.returncode == 0 and len(jr) > 0)
    # README: a chunk is pruned only when "neither stored nor read for MEMORY_PRUNE_IDLE_DAYS (60)";
    # every chunk here was stored minutes ago, so none may be missing, pruned or not
    prune_ok = miss_chunks == 0 and not pruned_of_run
    ok = fault_ok and prune_ok
    return result("7 PostgreSQL restarted twice under a producer and beat", ok, sent=len(sessions),
                  acknowledged=len(state["acked"]), stored=len(stored), dead_letters=env.dead_rows(), duplicated=dup,
                  missing=missing, detail=det, submit_errors=state["errs"], recovery_s=rec, notes=note,
                  job_runs_by_job_status={f"{a}/{b_}": n for (a, b_), n in sorted(by.items())},
                  fault_ok=fault_ok, prune_ok=prune_ok, pruned_chunks_rows=pruned,
                  sessions_stored_this_run_with_pruned_chunks=f"{len(pruned_of_run)}: {pruned_of_run[:6]}", status_rc=st.returncode, worker_alive=env.alive(w), beat_alive=beat_alive)


# ----------------------------------------------------------------------------- 8: split deployment
def sc8(env):
    stub = LLMStub(latency=0.15)
    env.configure(**{
        "OPENAI_BASE_URL": stub.url, "OPENAI_API_KEY": "sk-stub-not-a-key", "MEMORY_LLM_MODEL": "stub-model",
        "MEMORY_VISIBILITY_TIMEOUT": "20", "MEMORY_TASK_TIME_LIMIT": "15", "MEMORY_TASK_SOFT_TIME_LIMIT": "12",
        "MEMORY_TASK_RETRY_BACKOFF_MAX": "4"})
    sessions = [make_session(i, "sp", f"svc-{i % 5}", n_turns=6) for i in range(60)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    calls_ref = dict(stub.calls)
    cpu = env.start_worker(concurrency=1, queues=["memory.episode", "memory.merge", "memory.tally", "memory.maintenance"])
    llm = env.start_worker(concurrency=8, queues=["memory.extract"], pool="threads")
    acked, errs = submit_all(sessions, pace=0.05)
    kills = 0
    for _ in range(3):
        wait_count(env, ids, 8 + kills * 10, timeout=40)
        env.killgroup(llm)
        kills += 1
        time.sleep(1)
        llm = env.start_worker(concurrency=8, queues=["memory.extract"], pool="threads")
    t0 = time.time()
    stored, dead, rec, note = settle(env, acked, timeout=120, since=t0)
    dup, missing, det = compare(env, ref, ids)
    stages = env.query("SELECT session_id, stage, COUNT(*) FROM stage_runs WHERE tenant_id=? GROUP BY session_id, stage "
                       "HAVING COUNT(*) > 1", (TENANT,))
    ok = len(stored) == len(acked) and not dead and dup == 0 and missing == 0 and not stages and env.alive(cpu)
    return result("8 split LLM/CPU workers, LLM worker SIGKILLed 3x", ok, sent=len(sessions), acknowledged=len(acked),
                  stored=len(stored), dead_letters=env.dead_rows()[:6], duplicated=dup, missing=missing, detail=det,
                  stage_rows_twice=stages[:5], kills=kills, llm_calls_reference=calls_ref,
                  llm_calls_total=dict(stub.calls), recovery_s=rec, notes=note,
                  cpu_worker_alive=env.alive(cpu), llm_worker_alive=env.alive(llm), submit_errors=errs)


# ----------------------------------------------------------------------------- 9: same id, new content
def sc9(env):
    sessions = [make_session(i, "rs", f"dev-{i % 3}", n_turns=4) for i in range(10)]
    ids = [s["session_id"] for s in sessions]
    planted = []

    def pii():
        e = f"{rnd(6)}.{rnd(5)}@{rnd(7)}-mail.de"
        k = "sk-ant-api03-" + rnd(80, string.ascii_letters + string.digits) + "AA"
        card = luhn_card("5")
        planted.extend([e, k, card])
        return (f"Correction: we moved from PostgreSQL to MySQL 8 last night. Send the report to {e}; "
                f"our Anthropic key is {k} and billing card {card[:4]} {card[4:8]} {card[8:12]} {card[12:]}.")

    # a conflicting pair queued together before any worker runs
    pa = make_session(40, "rsq", "dev-9", n_turns=4)
    pb = make_session(40, "rsq", "dev-9", n_turns=4, extra=pii())
    acked, errs = submit_all(sessions + [pa, pb])
    w = env.start_worker(concurrency=2)
    stored, dead, _ = wait_terminal(env, ids + [pa["session_id"]], timeout=60, since=time.time())
    time.sleep(3)
    snap_tables = ["episodes", "episode_chunks", "facts", "fact_observations", "fact_history", "extractions"]

    def snapshot():
        t = env.table_texts()
        return {k: sorted(t.get(k, [])) for k in snap_tables}
    before = snapshot()
    # (a) identical resubmit, (b) same id + new content with PII, (c) same id + changed metadata only
    a = json.loads(json.dumps(sessions[0]))
    b = json.loads(json.dumps(sessions[1]))
    b["messages"].append({"id": "m9", "role": "user", "content": pii()})
    c = json.loads(json.dumps(sessions[2]))
    c["metadata"]["resolution"] = "escalated"
    rec = []
    submit_all([a, b, c], record=rec)
    t0 = time.time()
    want_dead = {b["session_id"], c["session_id"], pa["session_id"]}
    while time.time() - t0 < 40 and not want_dead <= env.dead_ids():
        time.sleep(1)
    time.sleep(4)
    # replaying the conflict's dead letter must not overwrite the stored session either
    replay = ""
    try:
        lines = [json.loads(x) for x in env.cli("dead-letters", "list", "--json").stdout.splitlines() if x.strip()]
        dl_b = [x["id"] for x in lines if x.get("session_id") == b["session_id"]]
        if dl_b:
            rp = env.cli("dead-letters", "replay", str(dl_b[0]), "--sync", timeout=90)
            replay = f"rc={rp.returncode} " + (rp.stdout + rp.stderr).strip().replace("\n", " | ")[-220:]
    except Exception as ex:  # noqa
        replay = f"error {ex}"[:200]
    time.sleep(2)
    after = snapshot()
    changed = {k: (len(before[k]), len(after[k])) for k in snap_tables if before[k] != after[k]}
    dls = env.dead_rows()
    dl_ids = [d[0] for d in dls]
    epi = dict(env.query("SELECT session_id, COUNT(*) FROM episodes WHERE tenant_id=? GROUP BY session_id", (TENANT,)))
    leaks = scan_values(planted, {**store_places(env), **redis_places(env), **log_places(env)})
    dl_cli = env.cli("dead-letters", "list", "--json")
    ok = (sessions[0]["session_id"] not in dl_ids and b["session_id"] in dl_ids and c["session_id"] in dl_ids
          and epi.get(pa["session_id"]) == 1 and pa["session_id"] in dl_ids and not changed and not leaks
          and all(n == 1 for n in epi.values()) and set(ids) <= env.stored_ids())
    return result("9 same id with different content", ok, stored=len(env.stored_ids() & set(ids)),
                  dead_letters=dls, resubmit_outcomes=[x[:4] for x in rec], store_changed_by_resubmits=changed,
                  queued_pair_episodes=epi.get(pa["session_id"]), replay_of_conflict=replay, leaks={k: len(v) for k, v in leaks.items()},
                  dead_letters_cli=(dl_cli.stdout or dl_cli.stderr).strip()[:400], worker_alive=env.alive(w),
                  submit_errors=errs)


# ----------------------------------------------------------------------------- 10: PII, mask at producer off
def sc10(env):
    env.configure(MEMORY_MASK_AT_PRODUCER="false")
    planted, sessions = [], []
    for i in range(40):
        e = f"{rnd(5)}.{rnd(7)}@{rnd(6)}corp.example.org".replace("example.org", "io")
        phone = f"+49 151 {RNG.randint(1000000, 9999999)}"
        iban = iban_de()
        pw = rnd(4, string.ascii_uppercase) + "!" + rnd(6) + str(RNG.randint(10, 99)) + "#"
        ghp = "ghp_" + rnd(36, string.ascii_letters + string.digits)
        planted += [e, iban, pw, ghp]
        text = (f"Meine E-Mail ist {e}, Handy {phone}. Die Rückerstattung bitte auf IBAN {iban}. "
                f"Das DB-Passwort lautet {pw} und der Deploy-Token ist {ghp}.")
        s = make_session(i, "pm", f"kunde-{i % 4}", extra=text)
        s["tool_calls"][0]["arguments"] = {"customer_email": e, "token": ghp}
        s["tool_calls"][0]["result"] = f"customer {e} found, iban {iban}"
        s["metadata"]["contact"] = e
        sessions.append(s)
    w = env.start_worker(concurrency=2)
    acked, errs = submit_all(sessions[:12])
    wait_count(env, [s["session_id"] for s in sessions], 4, timeout=60)
    env.pg_stop("fast")
    a2, e2 = submit_all(sessions[12:])
    acked += a2
    time.sleep(10)
    env.pg_start()
    t0 = time.time()
    stored, dead, rec, note = settle(env, acked, timeout=100, since=t0)
    time.sleep(3)
    st = store_places(env)
    try:
        dump = subprocess.run(["runuser", "-u", "postgres", "--", env.pg_bin("pg_dump"), "-h", "127.0.0.1", "-p",
                               str(env.pg["port"]), "-U", "postgres", "postgres"], capture_output=True, timeout=60).stdout
        st["pg_dump"] = dump
    except Exception as ex:  # noqa
        st["pg_dump error"] = str(ex)
    leaks_store = scan_values(planted, st)
    leaks_redis = scan_values(planted, redis_places(env))
    leaks_logs = scan_values(planted, log_places(env))
    aof = {}
    for f in glob.glob(os.path.join(env.redis_dir, "**", "*"), recursive=True):
        if os.path.isfile(f):
            aof["aof " + os.path.basename(f)] = open(f, "rb").read()
    leaks_aof = scan_values(planted, aof)
    leaks_pglog = scan_values(planted, {"pg server log": open(env.pg["log"], "rb").read()})
    summ = lambda d: {k: len(v) for k, v in d.items()}  # noqa
    lg = "\n".join(tail(f, 400000) for f in glob.glob(os.path.join(env.tmp, "w*.log")))
    retries = len(re.findall(r"[Rr]etry", lg))
    placeholders = sum(v.count(b"<EMAIL_") for v in st.values() if isinstance(v, bytes)) + \
        sum(v.count("<EMAIL_") for v in st.values() if isinstance(v, str))
    ok = (not leaks_store and not leaks_redis and not leaks_logs and len(stored) == len(acked) and not dead
          and placeholders > 0)
    return result("10 mask-at-producer off + PostgreSQL outage: planted PII", ok, sent=len(sessions),
                  acknowledged=len(acked), stored=len(stored), dead_letters=env.dead_rows(), planted=len(planted),
                  leaks_store=summ(leaks_store), leaks_redis=summ(leaks_redis), leaks_worker_logs=summ(leaks_logs),
                  examples=[v[0][:10] + "..." for v in list(leaks_store.values()) + list(leaks_logs.values())][:4],
                  aof_holds_raw_note_only=summ(leaks_aof), pg_server_log_note_only=summ(leaks_pglog),
                  email_placeholders_in_store=placeholders, retry_log_lines=retries, recovery_s=rec, notes=note, worker_alive=env.alive(w),
                  submit_errors={**errs, **e2})


FUNCS = {1: sc1, 2: sc2, 3: sc3, 4: sc4, 5: sc5, 6: sc6, 7: sc7, 8: sc8, 9: sc9, 10: sc10}
EXTRA = {
    3: dict(redis_extra=["--maxmemory", "3mb", "--maxmemory-policy", "noeviction"]),
    4: dict(MEMORY_VISIBILITY_TIMEOUT="200", MEMORY_TASK_TIME_LIMIT="160", MEMORY_TASK_SOFT_TIME_LIMIT="140",
            MEMORY_TASK_RETRY_BACKOFF_MAX="8"),
    5: dict(MEMORY_VISIBILITY_TIMEOUT="20", MEMORY_TASK_TIME_LIMIT="15", MEMORY_TASK_SOFT_TIME_LIMIT="12"),
    6: dict(MEMORY_VISIBILITY_TIMEOUT="30", MEMORY_TASK_TIME_LIMIT="8", MEMORY_TASK_SOFT_TIME_LIMIT="6",
            MEMORY_TASK_RETRY_BACKOFF_MAX="4"),
    7: dict(MEMORY_SCHEDULE_INTERVAL_SECONDS="4", MEMORY_BEAT_LOCK_TIMEOUT="10", MEMORY_BEAT_MAX_LOOP_INTERVAL="2"),
}


# ----------------------------------------------------------------------------- child / parent
def run_child(n, tmp, code):
    env = None

    def on_term(*_):
        raise SystemExit(143)

    signal.signal(signal.SIGTERM, on_term)
    RNG.seed(1212 * 100 + n)
    try:
        extra = dict(EXTRA.get(n, {}))
        rex = extra.pop("redis_extra", None)
        env = standard_env(tmp, code, postgres=n in NEEDS_PG, redis_extra=rex, **extra)
        atexit.register(env.cleanup)
        t0 = time.time()
        res = FUNCS[n](env)
        res["wall_s"] = round(time.time() - t0, 1)
        if not res.get("pass"):
            res["logs_tail"] = {os.path.basename(f): tail(f, 1200) for f in glob.glob(os.path.join(tmp, "w*.log"))}
    except BaseException as e:  # noqa
        import traceback
        res = {"scenario": f"{n} {SCENARIOS[n]}", "pass": False, "error": f"{type(e).__name__}: {e}",
               "trace": traceback.format_exc()[-1500:]}
        if env:
            res["logs_tail"] = {os.path.basename(f): tail(f, 600) for f in glob.glob(os.path.join(tmp, "w*.log"))}
    finally:
        if env:
            env.cleanup()
    print("RESULT " + json.dumps(res, default=str), flush=True)


def parent_cleanup(tmp):
    pidf = os.path.join(tmp, "pids")
    if os.path.exists(pidf):
        for line in open(pidf):
            try:
                os.killpg(int(line), signal.SIGKILL)
            except (ProcessLookupError, ValueError, PermissionError):
                pass
    pgdata = os.path.join(tmp, "pg", "data")
    if os.path.isdir(pgdata):
        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
        if bins:
            subprocess.run(["runuser", "-u", "postgres", "--", bins[-1], "-D", pgdata, "-m", "immediate", "stop"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        pidfile = os.path.join(pgdata, "postmaster.pid")
        if os.path.exists(pidfile):
            try:
                os.kill(int(open(pidfile).readline()), signal.SIGKILL)
            except Exception:
                pass
    shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="comma-separated scenario numbers (default: all 1-10)")
    ap.add_argument("--code", default="/work/wt-base12", help="checkout under test (PYTHONPATH and worker cwd)")
    ap.add_argument("--json", help="write the JSON lines here")
    ap.add_argument("--timeout", type=int, default=240, help="hard wall-time cap per scenario (s)")
    ap.add_argument("--_child", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--_tmp", help=argparse.SUPPRESS)
    a = ap.parse_args()
    code = os.path.abspath(a.code)
    if a._child:
        run_child(a._child, a._tmp, code)
        return
    only = [int(x) for x in a.only.split(",")] if a.only else sorted(FUNCS)
    results = []
    current = {}

    def cleanup_all():
        if current.get("child") and current["child"].poll() is None:
            try:
                os.killpg(current["child"].pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if current.get("tmp"):
            parent_cleanup(current["tmp"])

    atexit.register(cleanup_all)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGINT, lambda *_: sys.exit(130))
    out = open(a.json, "w") if a.json else None
    t_all = time.time()
    for n in only:
        tmp = tempfile.mkdtemp(prefix=f"faultsm-{n}-")
        current["tmp"] = tmp
        log(f"scenario {n}: {SCENARIOS[n]} (code {code})")
        t0 = time.time()
        child = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--_child", str(n), "--_tmp", tmp,
                                  "--code", code], stdout=subprocess.PIPE, text=True, start_new_session=True)
        current["child"] = child
        try:
            stdout, _ = child.communicate(timeout=a.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGTERM)
            try:
                stdout, _ = child.communicate(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(child.pid, signal.SIGKILL)
                stdout, _ = child.communicate()
        parent_cleanup(tmp)
        current["tmp"] = None
        res = None
        for line in (stdout or "").splitlines():
            if line.startswith("RESULT "):
                res = json.loads(line[7:])
        if res is None:
            res = {"scenario": f"{n} {SCENARIOS[n]}", "pass": False, "error": f"no result (timeout {a.timeout}s or crash)"}
        res["set"] = "dev" if n in DEV else "holdout"
        res.setdefault("wall_s", round(time.time() - t0, 1))
        res["wall_s_with_setup"] = round(time.time() - t0, 1)
        line = json.dumps(res, default=str)
        print(line, flush=True)
        log(f"  -> scenario {n}: {'PASS' if res.get('pass') else 'FAIL'} ({res['wall_s_with_setup']} s)")
        if out:
            out.write(line + "\n")
            out.flush()
        results.append(res)
    if out:
        out.close()
    log("summary: " + ", ".join(f"{r['scenario'].split()[0]}={'PASS' if r.get('pass') else 'FAIL'}" for r in results)
        + f" total {time.time() - t_all:.0f} s")


if __name__ == "__main__":
    main()
