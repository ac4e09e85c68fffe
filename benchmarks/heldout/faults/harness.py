#!/usr/bin/env python
"""Black-box fault-injection harness for memory-core.

Written from the public README, deploy/ and CLI --help only (no code or tests read).
Each scenario runs in a child process of this script with its own redis-server, its own
PostgreSQL cluster (DB-outage scenarios) or SQLite file, and real `celery -A workers worker`
processes in their own process groups.  The parent kills every recorded process group and
removes the scenario's temp dir whatever happens.

    python harness.py [--only N,M] [--code CHECKOUT] [--json OUT] [--timeout S]

Dev set: 1,3,5,7,9.  Holdout set: 2,4,6,8,10.
"""
from __future__ import annotations

import argparse
import atexit
import base64
import copy
import glob
import json
import os
import random
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
import uuid
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
STAGES = ["memory.episode", "memory.extract", "memory.merge", "memory.tally"]
ALL_QUEUES = STAGES + ["memory.maintenance"]
PSEUDO_KEY = "8f1e2d3c4b5a69788796a5b4c3d2e1f0"
TENANT = "faults"

SCENARIOS = {
    1: "worker main process SIGKILL mid-batch, then a fresh worker",
    2: "pool children SIGKILLed repeatedly",
    3: "broker SIGKILL mid-run, restart after 5 s, producer keeps submitting, then sweep",
    4: "broker SIGKILL+restart while the (frozen) worker is idle and messages are queued",
    5: "PostgreSQL down 20 s mid-run",
    6: "PostgreSQL down 60 s mid-run (immediate shutdown)",
    7: "poison items pushed raw onto the stage queues among good sessions",
    8: "duplicate submits (20x one id, 3x others) and redelivery after work done before ack",
    9: "bad producer inputs must raise SessionRejected naming the field",
    10: "planted unique secrets/e-mails must not persist anywhere",
}
DEV = [1, 3, 5, 7, 9]
HOLDOUT = [2, 4, 6, 8, 10]


# ----------------------------------------------------------------------------- utilities
def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def log(*a):
    print(f"[{datetime.now(timezone.utc).strftime('%H:%M:%S')}]", *a, file=sys.stderr, flush=True)


def rnd(n=12, alphabet=string.ascii_lowercase + string.digits):
    return "".join(random.choice(alphabet) for _ in range(n))


def luhn_card(prefix="4", length=16):
    digits = [int(c) for c in prefix] + [random.randint(0, 9) for _ in range(length - len(prefix) - 1)]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return "".join(map(str, digits)) + str((10 - s % 10) % 10)


FACT_LINES = [
    "We run PostgreSQL {v} on AWS.",
    "We upgraded to Redis {v} last week.",
    "Our backend is written in Python 3.{v}.",
    "We moved from MySQL 8 to PostgreSQL {v}.",
    "Our team size is {v} engineers.",
    "We deploy on Kubernetes 1.{v} with GitLab CI.",
]


def make_session(i, prefix, users=10, base=None, extra_user_text=None):
    base = base or datetime(2026, 9, 1, 9, 0, tzinfo=timezone.utc)
    st = base + timedelta(hours=i)
    line = FACT_LINES[i % len(FACT_LINES)].format(v=10 + i % 7)
    msgs = [
        {"id": "m1", "role": "user", "content": f"Hi, ticket {i}. {line}"},
        {"id": "m2", "role": "assistant", "content": "Thanks, noted. Could you send the logs?"},
        {"id": "m3", "role": "user", "content": "Inserts got slow after the last deploy, about 3x slower."},
        {"id": "m4", "role": "assistant", "content": "Try increasing the batch size and check the indexes."},
    ]
    if extra_user_text:
        msgs.append({"id": "m5", "role": "user", "content": extra_user_text})
    return {
        "session_id": f"{prefix}-{i:05d}",
        "tenant_id": TENANT,
        "user_id": f"u{i % users}",
        "started_at": st.isoformat(),
        "ended_at": (st + timedelta(minutes=12)).isoformat(),
        "messages": msgs,
        "tool_calls": [{"name": "lookup", "arguments": {"ticket": i}, "result": "ok", "status": "ok"}],
        "metadata": {"topic": "db", "resolution": "resolved"},
        "outcomes": [{"pattern_id": "ask-for-logs-first", "success": i % 3 != 0}],
    }


# ----------------------------------------------------------------------------- environment
class Env:
    """Owns every process and file of one scenario (inside the child process)."""

    def __init__(self, tmp, code):
        self.tmp = tmp
        self.code = code
        self.procs = {}  # name -> Popen
        self.redis_port = None
        self.redis_dir = os.path.join(tmp, "redis")
        self.pg = None
        self.db_url = None
        self.sqlite_path = None
        self.worker_seq = 0
        self.env = dict(os.environ)

    # -- bookkeeping
    def _record(self, p):
        with open(os.path.join(self.tmp, "pids"), "a") as f:
            f.write(f"{p.pid}\n")

    def spawn(self, name, argv, logfile, cwd=None, env=None, user=None):
        out = open(logfile, "ab")
        if user:
            argv = ["runuser", "-u", user, "--"] + argv
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

    # -- redis
    def start_redis(self, port=None):
        os.makedirs(self.redis_dir, exist_ok=True)
        self.redis_port = port or self.redis_port or free_port()
        self.spawn("redis", ["redis-server", "--port", str(self.redis_port), "--bind", "127.0.0.1",
                             "--appendonly", "yes", "--appendfsync", "always", "--dir", self.redis_dir,
                             "--save", ""], os.path.join(self.tmp, "redis.log"))
        import redis
        r = redis.Redis(port=self.redis_port)
        for _ in range(200):
            try:
                if r.ping():
                    # AOF may still be loading
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
        subprocess.run(["runuser", "-u", "postgres", "--", self.pg_bin("pg_ctl"), "-D", self.pg["dir"], "-l", self.pg["log"],
                        "-w", "-t", "60", "-o", f"-p {self.pg['port']} -k {self.pg['sock']} -c listen_addresses=127.0.0.1 -c max_connections=200",
                        "start"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def pg_stop(self, mode="fast"):
        subprocess.run(["runuser", "-u", "postgres", "--", self.pg_bin("pg_ctl"), "-D", self.pg["dir"], "-m", mode, "-w",
                        "stop"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

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
        e.update({k: str(v) for k, v in extra.items()})
        self.env = e
        os.environ.clear()
        os.environ.update(e)
        if self.code not in sys.path:
            sys.path.insert(0, self.code)

    def cli(self, *args, timeout=120, check=False):
        r = subprocess.run(["memory-core", *args], cwd=self.code, env=self.env, capture_output=True, text=True,
                           timeout=timeout)
        if check and r.returncode != 0:
            raise RuntimeError(f"memory-core {args} failed: {r.stderr[-2000:]}")
        return r

    def db_upgrade(self):
        self.cli("db", "upgrade", check=True)

    # -- workers
    def start_worker(self, concurrency=2, queues=None, wait_ready=True):
        self.worker_seq += 1
        name = f"w{self.worker_seq}"
        logf = os.path.join(self.tmp, f"{name}.log")
        argv = ["celery", "-A", "workers", "worker", "-l", "INFO", "-c", str(concurrency), "-n", f"{name}@faults",
                "--without-mingle", "--without-gossip"]
        if queues:
            argv += ["-Q", ",".join(queues)]
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

    def worker_children(self, name):
        p = self.procs[name]
        kids = []
        try:
            for t in os.listdir(f"/proc/{p.pid}/task"):
                with open(f"/proc/{p.pid}/task/{t}/children") as f:
                    kids += [int(x) for x in f.read().split()]
        except FileNotFoundError:
            pass
        return kids

    def alive(self, name):
        p = self.procs.get(name)
        return p is not None and p.poll() is None

    # -- store inspection (read-only SQL counts)
    def query(self, sql, params=()):
        if self.sqlite_path:
            con = sqlite3.connect(f"file:{self.sqlite_path}?mode=ro", uri=True, timeout=30)
            try:
                return con.execute(sql, params).fetchall()
            finally:
                con.close()
        import psycopg
        with psycopg.connect(f"host=127.0.0.1 port={self.pg['port']} user=postgres dbname=postgres", connect_timeout=5) as con:
            return con.execute(sql.replace("?", "%s"), params).fetchall()

    def stored_ids(self):
        return {r[0] for r in self.query("SELECT session_id FROM stage_runs WHERE tenant_id=? AND stage=?", (TENANT, LAST_STAGE))}

    def dead_ids(self):
        return {r[0] for r in self.query("SELECT session_id FROM dead_letters WHERE tenant_id=? AND replayed_at IS NULL", (TENANT,))}

    def dead_rows(self):
        return self.query("SELECT session_id, stage, error_type FROM dead_letters WHERE tenant_id=?", (TENANT,))

    def per_session_counts(self):
        out = {}
        for table, col in PER_SESSION_TABLES:
            for sid, n in self.query(f"SELECT {col}, COUNT(*) FROM {table} WHERE tenant_id=? GROUP BY {col}", (TENANT,)):
                out[(table, sid)] = n
        return out

    # -- cleanup
    def cleanup(self):
        for name in list(self.procs):
            self.killgroup(name)
        if self.pg:
            self.pg_stop("immediate")


LAST_STAGE = "tally"
PER_SESSION_TABLES = [("episodes", "session_id"), ("episode_chunks", "session_id"), ("extractions", "session_id"),
                      ("fact_observations", "session_id"), ("fact_history", "source_session_id"),
                      ("pattern_outcomes", "session_id"), ("stage_runs", "session_id")]


def tail(path, n=1500):
    try:
        return open(path, "rb").read()[-n:].decode("utf-8", "replace")
    except Exception:
        return ""


# ----------------------------------------------------------------------------- shared pieces
def submit_all(sessions, pace=0.0, on_error=None):
    from memory_core import submit_session, BrokerUnavailable, SessionRejected  # noqa
    acked, errors = [], {}
    for s in sessions:
        try:
            submit_session(s)
            acked.append(s["session_id"])
        except Exception as e:  # noqa
            errors[type(e).__name__] = errors.get(type(e).__name__, 0) + 1
            if on_error:
                on_error(s, e)
        if pace:
            time.sleep(pace)
    return acked, errors


def wait_terminal(env, ids, timeout, since=None, sweep_every=None, alive_fn=None):
    """Poll until every id is stored or dead-lettered. Returns (stored, dead, recovery_s)."""
    ids = set(ids)
    t0 = time.time()
    last_change = t0
    prev = -1
    last_sweep = t0
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
        if alive_fn is not None and not alive_fn() and time.time() - last_change > 15:
            log("wait_terminal: no worker alive and no progress for 15 s; giving up")
            break
        if sweep_every and time.time() - last_sweep > sweep_every:
            env.cli("sweep", "--json")
            last_sweep = time.time()
        time.sleep(1)
    rec = round(last_change - since, 1) if since and ids <= (stored | dead) else None
    log(f"wait_terminal: {len(stored)} stored, {len(dead)} dead of {len(ids)} after {time.time() - t0:.0f}s")
    return stored, dead, rec


def settle(env, acked, timeout, since, alive_fn=None):
    """wait_terminal; if sessions are still open, describe them, run `memory-core sweep` once (what
    beat's sweep entry would do) and wait again. Returns stored, dead, rec, note."""
    stored, dead, rec = wait_terminal(env, acked, timeout=timeout, since=since, alive_fn=alive_fn)
    open_ids = set(acked) - stored - dead
    if not open_ids:
        return stored, dead, rec, ""
    stages = {}
    for sid in sorted(open_ids)[:5]:
        rows = env.query("SELECT stage FROM stage_runs WHERE tenant_id=? AND session_id=?", (TENANT, sid))
        stages[sid] = sorted(r[0] for r in rows)
    st = env.cli("status", "--json")
    try:
        sj = json.loads(st.stdout)
        status = {k: sj.get(k) for k in ("queue_depth", "unacked", "stuck", "workers_alive")}
    except Exception:
        status = (st.stdout or st.stderr)[-200:]
    sw = env.cli("sweep", "--json")
    sweep = (sw.stdout or sw.stderr).strip().replace("\n", " ")[:250]
    stored2, dead2, rec2 = wait_terminal(env, acked, timeout=60, since=since, alive_fn=alive_fn)
    note = (f"; NOT TERMINAL after {timeout}s: {len(open_ids)} open (stages done: {stages}; status {status}); "
            f"then `memory-core sweep`: {sweep} -> {len(stored2 | dead2)}/{len(set(acked))} terminal")
    return stored2, dead2, rec2, note


def wait_count(env, ids, n, timeout=120):
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            if len(env.stored_ids() & set(ids)) >= n:
                return True
        except Exception:
            pass
        time.sleep(0.5)
    return False


def _idx(sid):
    try:
        return int(str(sid).rsplit("-", 1)[-1]) % 42
    except ValueError:
        return None


def reference_counts(env, sessions):
    """Per-session row counts from a clean in-process run (`memory-core ingest --sync`) of the first
    42 sessions: content depends only on i % 6 and i % 7, so i % 42 identifies a session's shape."""
    t0 = time.time()
    sample = sessions[:42]
    path = os.path.join(env.tmp, "ref.jsonl")
    with open(path, "w") as f:
        for s in sample:
            f.write(json.dumps(s) + "\n")
    ref_db = os.path.join(env.tmp, "ref.db")
    url = f"sqlite:///{ref_db}"
    e = {**env.env, "MEMORY_DATABASE_URL": url}
    subprocess.run(["memory-core", "db", "upgrade"], cwd=env.code, env=e, capture_output=True, text=True, timeout=120)
    subprocess.run(["memory-core", "ingest", path, "--sync", "--database-url", url], cwd=env.code, env=e,
                   capture_output=True, text=True, timeout=300)
    con = sqlite3.connect(ref_db)
    out = {}
    for table, col in PER_SESSION_TABLES:
        for sid, n in con.execute(f"SELECT {col}, COUNT(*) FROM {table} WHERE tenant_id=? GROUP BY {col}", (TENANT,)):
            out[(table, _idx(sid))] = n
    con.close()
    log(f"reference run of {len(sample)} sessions: {time.time() - t0:.1f}s, {len(out)} (table, shape) counts")
    return out


def duplicated(env, ref, ids):
    """Rows beyond the clean run's, summed over per-session tables, for the given sessions."""
    act = env.per_session_counts()
    extra = 0
    detail = {}
    for (table, sid), n in act.items():
        key = (table, _idx(sid))
        if sid in ids and key in ref and n > ref[key]:
            extra += n - ref[key]
            detail[table] = detail.get(table, 0) + n - ref[key]
    # effects missing from sessions that reached the last stage (reported, not counted as duplicates)
    missing = 0
    for sid in env.stored_ids() & set(ids):
        for table, _ in PER_SESSION_TABLES:
            key = (table, _idx(sid))
            if key in ref and act.get((table, sid), 0) < ref[key]:
                missing += ref[key] - act.get((table, sid), 0)
    if missing:
        detail["MISSING_rows_in_stored_sessions"] = missing
    return extra, detail


def result(name, sent, acked, stored, dead, dup, rec, alive, notes, passed, **kw):
    lost = len(set(acked) - set(stored) - set(dead)) if acked is not None else None
    if "MISSING_rows" in notes:
        passed = False  # a session marked done whose effects are incomplete
    r = {"scenario": name, "sent": sent, "acknowledged": len(set(acked)) if acked is not None else None,
         "stored": len(stored) if stored is not None else None, "lost": lost, "duplicated": dup,
         "dead_letters": len(dead) if dead is not None else None, "recovery_s": rec, "worker_alive": alive,
         "notes": notes, "pass": bool(passed)}
    r.update(kw)
    return r


def standard_env(tmp, code, postgres=False, **extra):
    env = Env(tmp, code)
    env.start_redis()
    if postgres:
        env.use_postgres()
    else:
        env.use_sqlite()
    env.configure(**extra)
    env.db_upgrade()
    return env


# ----------------------------------------------------------------------------- scenarios
def sc1(env):
    """Worker main process SIGKILL mid-batch, then a fresh worker."""
    sessions = [make_session(i, "s1") for i in range(150)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w1 = env.start_worker(concurrency=2)
    acked, errs = submit_all(sessions)
    wait_count(env, ids, 40, timeout=100)
    log("sc1: killing main process")
    n_at_kill = len(env.stored_ids())
    kids = env.worker_children(w1)
    os.kill(env.procs[w1].pid, signal.SIGKILL)  # the main process only
    time.sleep(3)
    env.killgroup(w1)  # orphaned children, if still there
    w2 = env.start_worker(concurrency=2)
    t_fresh = time.time()
    stored, dead, rec, sn = settle(env, acked, timeout=150, since=t_fresh)
    dup, det = duplicated(env, ref, set(ids))
    ok = len(stored | dead) == len(acked) and dup == 0 and not dead
    return result("1 worker main SIGKILL mid-batch + fresh worker", len(sessions), acked, stored, dead, dup, rec,
                  env.alive(w2), f"stored at kill={n_at_kill}, children at kill={len(kids)}, submit errors={errs}, dup tables={det}{sn}", ok)


def sc2(env):
    """Pool children SIGKILLed repeatedly."""
    sessions = [make_session(i, "s2") for i in range(150)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w = env.start_worker(concurrency=2)
    acked, errs = submit_all(sessions)
    wait_count(env, ids, 20, timeout=90)
    kills = 0
    t_end = time.time()
    for _ in range(6):
        for k in env.worker_children(w):
            try:
                os.kill(k, signal.SIGKILL)
                kills += 1
            except ProcessLookupError:
                pass
        time.sleep(4)
        t_end = time.time()
    stored, dead, rec, sn = settle(env, acked, timeout=150, since=t_end)
    dup, det = duplicated(env, ref, set(ids))
    alive = env.alive(w)
    ok = len(stored | dead) == len(acked) and dup == 0 and not dead and alive
    return result("2 pool children SIGKILL x6 rounds", len(sessions), acked, stored, dead, dup, rec, alive,
                  f"children killed={kills}, submit errors={errs}, dup tables={det}{sn}", ok)


def sc3(env):
    """Broker SIGKILL mid-run, restart after 5 s while a producer keeps submitting; sweep afterwards."""
    sessions = [make_session(i, "s3") for i in range(200)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w = env.start_worker(concurrency=2)
    state = {"acked": [], "errs": {}, "slow": 0}

    def producer():
        from memory_core import submit_session
        for s in sessions:
            t = time.time()
            try:
                submit_session(s)
                state["acked"].append(s["session_id"])
            except Exception as e:  # noqa
                state["errs"][type(e).__name__] = state["errs"].get(type(e).__name__, 0) + 1
            if time.time() - t > 5:
                state["slow"] += 1
            time.sleep(0.08)

    th = threading.Thread(target=producer, daemon=True)
    th.start()
    wait_count(env, ids, 25, timeout=90)
    env.killgroup("redis")
    t_kill = time.time()
    time.sleep(5)
    env.start_redis()
    t_back = time.time()
    th.join(180)
    acked = state["acked"]
    stored, dead, rec = wait_terminal(env, acked, timeout=100, since=t_back)
    sw = env.cli("sweep", "--json")
    sweep_out = (sw.stdout or sw.stderr).strip().replace("\n", " ")[:300]
    if len(stored | dead) < len(acked):
        stored, dead, rec = wait_terminal(env, acked, timeout=60, since=t_back)
    dup, det = duplicated(env, ref, set(ids))
    alive = env.alive(w)
    ok = len(stored | dead) == len(acked) and dup == 0 and not dead
    return result("3 broker SIGKILL 5 s while producing, then sweep", len(sessions), acked, stored, dead, dup, rec, alive,
                  f"submit errors={state['errs']}, submits >5s={state['slow']}, outage={round(t_back - t_kill, 1)}s, "
                  f"sweep={sweep_out}, dup tables={det}", ok)


def sc4(env):
    """Broker restart while the worker is idle (SIGSTOPped) and messages are queued."""
    sessions = [make_session(i, "s4") for i in range(120)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w = env.start_worker(concurrency=2)
    time.sleep(5)  # idle, connected
    os.killpg(env.procs[w].pid, signal.SIGSTOP)
    acked, errs = submit_all(sessions)
    r = env.redis()
    depth = sum(r.llen(q) for q in STAGES)
    env.killgroup("redis")
    time.sleep(4)
    env.start_redis()
    depth_after = sum(env.redis().llen(q) for q in STAGES)
    t_back = time.time()
    os.killpg(env.procs[w].pid, signal.SIGCONT)
    stored, dead, rec = wait_terminal(env, acked, timeout=130, since=t_back, alive_fn=lambda: env.alive(w))
    alive = env.alive(w)
    note2 = ""
    if len(stored | dead) < len(acked):
        # did the messages survive? a fresh worker tells
        w2 = env.start_worker(concurrency=2)
        stored2, dead2, _ = wait_terminal(env, acked, timeout=60, since=t_back)
        note2 = f"; original worker stalled: a fresh worker then reached {len(stored2)} stored"
        stored, dead = stored2, dead2
    dup, det = duplicated(env, ref, set(ids))
    ok = len(stored | dead) == len(acked) and dup == 0 and not dead and alive and not note2
    return result("4 broker restart with idle worker and queued messages", len(sessions), acked, stored, dead, dup, rec,
                  alive, f"queued before kill={depth}, after restart={depth_after}, submit errors={errs}{note2}, dup tables={det}", ok)


def _db_outage(env, label, n, down_s, mode):
    sessions = [make_session(i, f"s{label[0]}") for i in range(n)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w = env.start_worker(concurrency=2)
    acked, errs = submit_all(sessions)
    wait_count(env, ids, n // 4, timeout=120)
    at_stop = len(env.stored_ids())
    env.pg_stop(mode)
    time.sleep(down_s)
    alive_during = env.alive(w)
    env.pg_start()
    t_back = time.time()
    stored, dead, rec, sn = settle(env, acked, timeout=150, since=t_back)
    dup, det = duplicated(env, ref, set(ids))
    alive = env.alive(w)
    dl = env.dead_rows()
    kinds = sorted({(d[1], d[2]) for d in dl})[:5]
    ok = len(stored) == len(acked) and dup == 0 and not dead and alive
    return result(label, n, acked, stored, dead, dup, rec, alive,
                  f"stored at stop={at_stop}, down={down_s}s mode={mode}, worker alive during outage={alive_during}, "
                  f"dead-letter kinds={kinds}, submit errors={errs}, dup tables={det}{sn}", ok)


def sc5(env):
    return _db_outage(env, "5 PostgreSQL down 20 s", 120, 20, "fast")


def sc6(env):
    return _db_outage(env, "6 PostgreSQL down 60 s", 100, 60, "immediate")


def _envelope_variants(tmpl):
    """Poison items derived from a real message: returns [(reason, queue, raw bytes)]."""
    out = []

    def fresh(m):
        m = copy.deepcopy(m)
        nid = str(uuid.uuid4())
        m.setdefault("headers", {})
        if isinstance(m.get("headers"), dict):
            m["headers"]["id"] = nid
            m["headers"]["root_id"] = nid
        m.setdefault("properties", {})
        m["properties"]["correlation_id"] = nid
        m["properties"]["delivery_tag"] = str(uuid.uuid4())
        return m

    def body_of(m):
        return json.loads(base64.b64decode(m["body"]))

    def with_body(m, b):
        # never reuse a good session's id: poison carries its own
        txt = json.dumps(b).replace('"s7-00000"', '"s7poison-%s"' % uuid.uuid4().hex[:8])
        m["body"] = base64.b64encode(txt.encode()).decode()
        return m

    def intify(o):
        if isinstance(o, dict):
            return {k: (987654321 if k in ("session_id", "tenant_id", "user_id") else intify(v)) for k, v in o.items()}
        if isinstance(o, list):
            return [intify(x) for x in o]
        return o

    q = "memory.episode"
    out.append(("not JSON", q, b"\xff\xfe this is not json {{{"))
    out.append(("empty item", q, b""))
    out.append(("JSON array, not an envelope", q, b"[1, 2, 3]"))
    out.append(("JSON string", "memory.merge", b'"hello"'))
    m = fresh(tmpl); m["headers"]["task"] = "workers.tasks.no_such_task"
    out.append(("unknown task name", q, json.dumps(m).encode()))
    m = fresh(tmpl); m["headers"]["task"] = "no.such.task"
    out.append(("unknown task name on tally queue", "memory.tally", json.dumps(m).encode()))
    m = fresh(tmpl); m.pop("headers", None)
    out.append(("no headers", q, json.dumps(m).encode()))
    m = fresh(tmpl); m["body"] = "!!!not-base64!!!"
    out.append(("undecodable body", q, json.dumps(m).encode()))
    m = fresh(tmpl); m["content-type"] = "application/x-python-serialize"; m["body"] = base64.b64encode(b"garbage").decode()
    out.append(("pickle content type", q, json.dumps(m).encode()))
    b = body_of(tmpl)
    m = fresh(tmpl); b2 = copy.deepcopy(b); b2[1] = {"bogus": 1}; b2[0] = []
    out.append(("wrong kwargs", q, json.dumps(with_body(m, b2)).encode()))
    m = fresh(tmpl); b2 = intify(copy.deepcopy(b))
    out.append(("non-string ids", q, json.dumps(with_body(m, b2)).encode()))
    m = fresh(tmpl); b2 = copy.deepcopy(b); b2[0] = list(b2[0]) + ["extra-positional"]; b2[1] = dict(b2[1], extra_kw=1)
    out.append(("extra arguments", q, json.dumps(with_body(m, b2)).encode()))
    m = fresh(tmpl); b2 = copy.deepcopy(b)
    out.append(("body not a list", q, json.dumps(with_body(m, {"a": 1})).encode()))
    m = fresh(tmpl); b2 = intify(copy.deepcopy(b))
    out.append(("non-string ids on merge queue", "memory.merge", json.dumps(with_body(m, b2)).encode()))
    return out


def sc7(env):
    """Poison items pushed raw onto the stage queues; the worker must stay up and good sessions process."""
    good = [make_session(i, "s7") for i in range(40)]
    ids = [s["session_id"] for s in good]
    ref = reference_counts(env, good)
    r = env.redis()
    # template: a real message from the producer, captured before any worker runs
    acked, errs = submit_all(good[:1])
    raw = r.lrange("memory.episode", 0, -1)
    tmpl = json.loads(raw[0])
    variants = _envelope_variants(tmpl)
    acked2, _ = submit_all(good[1:20])
    for _, q, item in variants:
        r.lpush(q, item)
    acked3, _ = submit_all(good[20:])
    acked = acked + acked2 + acked3
    w = env.start_worker(concurrency=2)
    t0 = time.time()
    stored, dead, rec = wait_terminal(env, acked, timeout=120, since=t0, alive_fn=lambda: env.alive(w))
    time.sleep(3)
    alive = env.alive(w)
    # after the poison, a later batch must still go through
    late = [make_session(i, "s7late") for i in range(10)]
    acked_late, _ = submit_all(late)
    stored_l, dead_l, _ = wait_terminal(env, acked_late, timeout=60, since=time.time(), alive_fn=lambda: env.alive(w))
    alive = alive and env.alive(w)
    poison = {}
    try:
        poison = {k.decode(): v.decode() for k, v in r.hgetall("memory-core:poison").items()}
    except Exception as e:
        poison = {"error": str(e)}
    dl = env.dead_rows()
    dup, det = duplicated(env, ref, set(ids))
    crit = [ln.strip()[:200] for ln in tail(os.path.join(env.tmp, f"{w}.log"), 10**7).splitlines()
            if "CRITICAL" in ln or "Unrecoverable" in ln][:2]
    if crit:
        det["worker_log_critical"] = crit
    ok = alive and len(stored) == len(acked) and len(stored_l) == len(acked_late) and dup == 0
    return result("7 poison items on stage queues", len(good) + len(variants) + len(late), acked + acked_late,
                  stored | stored_l, dead | dead_l, dup, rec, alive,
                  f"{len(variants)} poison kinds: {[v[0] for v in variants]}; poison hash={poison}; "
                  f"dead letters={[(d[0], d[1], d[2]) for d in dl][:8]}; late batch stored {len(stored_l)}/{len(acked_late)}; {det}", ok)


def sc8(env):
    """Duplicate submits and a redelivery after work done before ack."""
    sessions = [make_session(i, "s8") for i in range(60)]
    ids = [s["session_id"] for s in sessions]
    ref = reference_counts(env, sessions)
    w1 = env.start_worker(concurrency=2)
    batch = []
    for i, s in enumerate(sessions):
        batch.append(s)
        if i == 0:
            batch += [copy.deepcopy(s) for _ in range(19)]  # 20x the same id
        elif i % 10 == 0:
            batch += [copy.deepcopy(s) for _ in range(2)]  # 3x
    acked, errs = submit_all(batch)
    wait_count(env, ids, 10, timeout=90)
    # freeze the broker: workers finish DB work but cannot ack/publish; then kill them
    os.killpg(env.procs["redis"].pid, signal.SIGSTOP)
    time.sleep(5)
    at_kill = len(env.stored_ids())
    env.killgroup(w1)
    os.killpg(env.procs["redis"].pid, signal.SIGCONT)
    r = env.redis()
    unacked = {k.decode(): r.hlen(k) for k in r.scan_iter(match="*unacked*") if r.type(k) == b"hash"}
    w2 = env.start_worker(concurrency=2)
    t0 = time.time()
    stored, dead, rec, sn = settle(env, set(acked), timeout=110, since=t0)
    # the redelivery itself: wait until what the killed worker held in `unacked` has been restored
    # (visibility timeout 30 s + kombu's 10 s check) and run, so duplicates are counted after it
    t_r = time.time()
    drained = None
    while time.time() - t_r < 75:
        held = sum(r.hlen(k) for k in r.scan_iter(match="*unacked*") if r.type(k) == b"hash")
        depth = sum(r.llen(q) for q in STAGES)
        if held == 0 and depth == 0:
            drained = round(time.time() - t0, 1)
            break
        time.sleep(1)
    time.sleep(5)  # let the redelivered tasks finish
    log(f"sc8: unacked drained {drained}s after the fresh worker started")
    held_info = []
    for k in r.scan_iter(match="*unacked*"):
        if r.type(k) != b"hash":
            continue
        for tag, v in r.hgetall(k).items():
            try:
                m = json.loads(v)[0]
                h = m.get("headers", {})
                score = r.zscore(k.decode().replace("unacked", "unacked_index"), tag)
                age = round(time.time() - score, 0) if score else None
                held_info.append(f"{h.get('task')} {h.get('id')} queued_for={json.loads(v)[2]} age={age}s")
            except Exception as e:  # noqa
                held_info.append(f"unparsed: {e}")
    dup, det = duplicated(env, ref, set(ids))
    # episodes are unique by (tenant, session): also check no session has >1 episode
    multi = env.query("SELECT COUNT(*) FROM (SELECT session_id FROM episodes WHERE tenant_id=? GROUP BY session_id HAVING COUNT(*)>1) x", (TENANT,))[0][0]
    ok = len(stored) == len(ids) and dup == 0 and not dead and multi == 0
    return result("8 duplicate submits (20x, 3x) + redelivery after work before ack", len(batch), acked, stored, dead,
                  dup, rec, env.alive(w2),
                  f"unique ids={len(ids)}, submits acknowledged={len(acked)}, stored at kill={at_kill}, "
                  f"unacked after kill={unacked} (drained {drained}s after fresh worker; still held: {held_info}), sessions with >1 episode={multi}, dup tables={det}{sn}", ok,
                  acknowledged_submits=len(acked), redelivery_observed=drained is not None)


def bad_inputs():
    good = make_session(0, "s9")

    def mod(f):
        s = copy.deepcopy(good)
        f(s)
        return s

    deep = {}
    cur = deep
    for _ in range(40):
        cur["x"] = {}
        cur = cur["x"]
    very_deep_text = '{"session_id": "s9-deep", "tenant_id": "faults", "user_id": "u1", "started_at": "2026-09-01T09:00:00+00:00", "ended_at": "2026-09-01T09:10:00+00:00", "messages": [{"id": "m1", "role": "user", "content": "hi"}], "metadata": ' + "[" * 5000 + "]" * 5000 + "}"
    cases = [
        ("NUL in message content", mod(lambda s: s["messages"][0].__setitem__("content", "abc\x00def")), ["content", "messages"]),
        ("lone surrogate in content", mod(lambda s: s["messages"][1].__setitem__("content", "bad \ud800 text")), ["content", "messages"]),
        ("lone surrogate in metadata key", mod(lambda s: s["metadata"].__setitem__("k\udfff", "v")), ["metadata"]),
        ("NUL in metadata key", mod(lambda s: s["metadata"].__setitem__("a\x00b", "v")), ["metadata"]),
        ("nesting 40 deep in metadata", mod(lambda s: s.__setitem__("metadata", deep)), ["metadata"]),
        ("nesting 5000 deep as JSON text", very_deep_text, ["metadata"]),
        ("huge session_id (50k chars)", mod(lambda s: s.__setitem__("session_id", "s" * 50000)), ["session_id"]),
        ("ESC in user_id", mod(lambda s: s.__setitem__("user_id", "u\x1b[31m1")), ["user_id"]),
        ("zero-width space in tenant_id", mod(lambda s: s.__setitem__("tenant_id", "fau\u200blts")), ["tenant_id"]),
        ("newline in session_id", mod(lambda s: s.__setitem__("session_id", "s9-a\nb")), ["session_id"]),
        ("BOM in message id", mod(lambda s: s["messages"][0].__setitem__("id", "\ufeffm1")), ["id", "messages"]),
        ("bidi mark in pattern_id", mod(lambda s: s["outcomes"][0].__setitem__("pattern_id", "ask\u202efirst")), ["pattern_id", "outcomes"]),
        ("control char in tool name", mod(lambda s: s["tool_calls"][0].__setitem__("name", "look\x07up")), ["name", "tool_calls"]),
        ("session_id is an int", mod(lambda s: s.__setitem__("session_id", 12345)), ["session_id"]),
        ("messages is a string", mod(lambda s: s.__setitem__("messages", "hello")), ["messages"]),
        ("missing user_id", mod(lambda s: s.pop("user_id")), ["user_id"]),
        ("naive started_at", mod(lambda s: s.__setitem__("started_at", "2026-09-01T09:00:00")), ["started_at"]),
        ("unparseable ended_at", mod(lambda s: s.__setitem__("ended_at", "yesterday-ish")), ["ended_at"]),
        ("success is 'yes'", mod(lambda s: s["outcomes"][0].__setitem__("success", "yes")), ["success", "outcomes"]),
        ("success is 1", mod(lambda s: s["outcomes"][0].__setitem__("success", 1)), ["success", "outcomes"]),
        ("unknown role", mod(lambda s: s["messages"][0].__setitem__("role", "root")), ["role", "messages"]),
        ("empty tenant_id", mod(lambda s: s.__setitem__("tenant_id", "")), ["tenant_id"]),
        ("ended before started", mod(lambda s: s.__setitem__("ended_at", "2026-08-01T09:00:00+00:00")), ["ended_at", "started_at"]),
        ("non-JSON value in tool arguments", mod(lambda s: s["tool_calls"][0].__setitem__("arguments", {"x": object()})), ["arguments", "tool_calls"]),
    ]
    return cases


def sc9(env):
    """Bad producer inputs: each must raise SessionRejected naming the field, and nothing reaches the broker."""
    from memory_core import submit_session, SessionRejected
    r = env.redis()
    rows = []
    for label, s, fields in bad_inputs():
        before = sum(r.llen(q) for q in STAGES)
        try:
            submit_session(s)
            outcome, msg = "ACCEPTED", ""
        except SessionRejected as e:
            msg = str(e)
            extra = " ".join(str(getattr(e, a, "")) for a in ("field", "loc", "path"))
            named = any(f.lower() in (msg + " " + extra).lower() for f in fields)
            outcome = "rejected+named" if named else "rejected-unnamed"
        except RecursionError as e:
            outcome, msg = "RecursionError", str(e)[:100]
        except Exception as e:  # noqa
            outcome, msg = f"crash:{type(e).__name__}", str(e)[:150]
        enq = sum(r.llen(q) for q in STAGES) - before
        rows.append({"case": label, "outcome": outcome, "enqueued": enq, "msg": msg[:160]})
    good = sum(1 for x in rows if x["outcome"] == "rejected+named" and x["enqueued"] == 0)
    bad = [f"{x['case']}: {x['outcome']}" + (f" ({x['msg'][:80]})" if x["outcome"] != "rejected+named" else "")
           for x in rows if not (x["outcome"] == "rejected+named" and x["enqueued"] == 0)]
    accepted = [x["case"] for x in rows if x["outcome"] == "ACCEPTED"]
    with open(os.path.join(env.tmp, "sc9.json"), "w") as f:
        json.dump(rows, f)
    return result("9 bad producer inputs", len(rows), accepted, [], [], None, None, None,
                  f"{good}/{len(rows)} rejected naming the field with nothing enqueued; failures: {bad}", good == len(rows),
                  cases=rows)


def sc10(env):
    """Planted unique secrets must not persist in the store, logs, result backend or broker."""
    planted = []
    sessions = []
    for i in range(60):
        tag = rnd(10)
        email = f"zq{tag}@mailfault{rnd(5)}.com"
        key = "sk-proj-" + rnd(48, string.ascii_letters + string.digits)
        aws = "AKIA" + rnd(16, string.ascii_uppercase + "234567")
        card = luhn_card("4")
        pw = "Qv7!" + rnd(10, string.ascii_letters + string.digits) + "#z"
        planted += [email, key, aws, card, pw]
        text = (f"My email is {email} and the API key is {key}. AWS_ACCESS_KEY_ID={aws}. "
                f"Card {card[:4]} {card[4:8]} {card[8:12]} {card[12:]}. My password is {pw}")
        s = make_session(i, "s10", extra_user_text=text)
        s["tool_calls"][0]["arguments"] = {"api_key": key, "email": email}
        s["metadata"]["contact"] = email
        sessions.append(s)
    # a conflicting duplicate (same id, different content) to get a dead letter holding a payload
    tag = rnd(10)
    email_dl = f"dl{tag}@mailfault{rnd(5)}.com"
    key_dl = "sk-proj-" + rnd(48, string.ascii_letters + string.digits)
    planted += [email_dl, key_dl]
    conflict = make_session(0, "s10", extra_user_text=f"Reach me at {email_dl}, token {key_dl}")
    w = env.start_worker(concurrency=2)
    acked, errs = submit_all(sessions)
    ids = [s["session_id"] for s in sessions]
    wait_count(env, ids, 1, timeout=60)
    time.sleep(2)
    acked2, errs2 = submit_all([conflict])
    # one more queued-but-unconsumed batch: the broker's copy must hold no raw value either
    t0 = time.time()
    stored, dead, rec = wait_terminal(env, acked, timeout=120, since=t0)
    time.sleep(4)
    env.killgroup(w, signal.SIGTERM)
    time.sleep(2)
    q = [make_session(i, "s10q", extra_user_text=f"mail {e} key {k}") for i, (e, k) in
         enumerate(zip(planted[0::5][:5], planted[1::5][:5]))]
    acked_q, _ = submit_all(q)
    leaks = {}

    def scan(label, data: bytes):
        for v in planted:
            if v.encode() in data:
                leaks.setdefault(label, set()).add(v)

    # store
    if env.sqlite_path:
        for f in glob.glob(env.sqlite_path + "*"):
            scan("sqlite file " + os.path.basename(f), open(f, "rb").read())
        try:
            con = sqlite3.connect(f"file:{env.sqlite_path}?mode=ro", uri=True)
            dump = "\n".join(con.iterdump()).encode("utf-8", "surrogatepass")
            con.close()
            scan("sqlite dump", dump)
        except Exception as e:
            leaks.setdefault("sqlite dump error", set()).add(str(e))
    # logs
    for f in glob.glob(os.path.join(env.tmp, "w*.log")):
        scan("worker log " + os.path.basename(f), open(f, "rb").read())
    # redis: every key
    r = env.redis()
    nkeys = 0
    for k in r.scan_iter(count=500):
        nkeys += 1
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
        # also decode base64 celery bodies
        for b in list(blobs):
            try:
                j = json.loads(b)
                if isinstance(j, dict) and "body" in j:
                    data += base64.b64decode(j["body"])
                elif isinstance(j, list) and j and isinstance(j[0], str) and j[0].startswith("{"):
                    data += base64.b64decode(json.loads(j[0]).get("body", ""))
            except Exception:
                pass
        scan(f"redis key {k.decode(errors='replace')[:40]}", data)
    for f in glob.glob(os.path.join(env.redis_dir, "**", "*"), recursive=True):
        if os.path.isfile(f):
            scan("redis AOF " + os.path.basename(f), open(f, "rb").read())
    dl = env.dead_rows()
    dup = None
    leak_summary = {k: len(v) for k, v in leaks.items()}
    ok = not leaks and len(stored) == len(acked)
    return result("10 planted secrets/e-mails never persist", len(sessions) + 1 + len(q), acked + acked2, stored, dead, dup,
                  rec, None,
                  f"{len(planted)} planted values; leaks by place={leak_summary}; examples="
                  f"{[sorted(v)[0][:12] + '...' for v in leaks.values()][:5]}; redis keys scanned={nkeys}; "
                  f"dead letters={[(d[1], d[2]) for d in dl]}; conflict submit errors={errs2}; queued-unconsumed={len(acked_q)}", ok)


FUNCS = {1: sc1, 2: sc2, 3: sc3, 4: sc4, 5: sc5, 6: sc6, 7: sc7, 8: sc8, 9: sc9, 10: sc10}
NEEDS_PG = {5, 6}


# ----------------------------------------------------------------------------- child / parent
def run_child(n, tmp, code):
    env = None

    def on_term(*_):
        raise SystemExit(143)

    signal.signal(signal.SIGTERM, on_term)
    try:
        env = standard_env(tmp, code, postgres=n in NEEDS_PG)
        atexit.register(env.cleanup)
        t0 = time.time()
        res = FUNCS[n](env)
        res["wall_s"] = round(time.time() - t0, 1)
    except BaseException as e:  # noqa
        import traceback
        res = {"scenario": f"{n} {SCENARIOS[n]}", "pass": False, "error": f"{type(e).__name__}: {e}",
               "trace": traceback.format_exc()[-1500:]}
        if env:
            res["logs"] = {os.path.basename(f): tail(f, 600) for f in glob.glob(os.path.join(tmp, "w*.log"))}
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
    ap.add_argument("--code", default="/work/wt-base", help="checkout under test (PYTHONPATH and worker cwd)")
    ap.add_argument("--json", help="write the JSON lines here")
    ap.add_argument("--timeout", type=int, default=300, help="hard wall-time cap per scenario (s)")
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
    out = open(a.json, "w") if a.json else None
    for n in only:
        tmp = tempfile.mkdtemp(prefix=f"faults-{n}-")
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
        line = json.dumps(res, default=str)
        print(line, flush=True)
        print(f"  -> scenario {n}: {'PASS' if res.get('pass') else 'FAIL'}", file=sys.stderr, flush=True)
        if out:
            out.write(line + "\n")
            out.flush()
        results.append(res)
    if out:
        out.close()
    print("\nsummary: " + ", ".join(f"{r['scenario'].split()[0]}={'PASS' if r.get('pass') else 'FAIL'}" for r in results),
          file=sys.stderr)


if __name__ == "__main__":
    main()
