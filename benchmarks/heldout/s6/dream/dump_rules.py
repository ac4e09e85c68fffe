import json, sys, tempfile
from datetime import datetime, timedelta, UTC
sys.path.insert(0, "/work/wt-base")
from memory_core.ingest.pipeline import process_session
from memory_core.jobs.reflect import reflect_user
from memory_core.read.reader import MemoryReader
from memory_core.settings import Settings
from memory_core.store.migrate import upgrade
from memory_core.store.store import Store
ss=[json.loads(l) for l in open("/root/blind/dream/dreaming_e.jsonl")]
ss=[s for s in ss if not s.get("outcomes")]
ss.sort(key=lambda s:s["ended_at"])
tmp=tempfile.mkdtemp(); url=f"sqlite:///{tmp}/m.db"; upgrade(url)
st=Settings(database_url=url, broker_url="redis://127.0.0.1:1/0"); store=Store(url)
for s in ss: process_session(s, settings=st)
last={}
for s in ss:
    k=(s["tenant_id"],s["user_id"]); last[k]=max(last.get(k,""), s["ended_at"])
with MemoryReader(url, settings=st) as rd:
  for (t,u),at in sorted(last.items()):
    r=reflect_user(store, st, t, u, now=datetime.fromisoformat(at)+timedelta(days=1))
    print("==",t,u)
    for n in r.notes: print("  note:", n[:200])
    for ru in rd.rules(u, tenant_id=t):
        print("  rule:", ru.concept, "|", ru.rule[:120], "|", sorted({e.session_id for e in ru.evidence}))
