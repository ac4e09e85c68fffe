import json, sys, tempfile, importlib.util
from datetime import datetime
sys.path.insert(0, "/work/wt-base")
spec=importlib.util.spec_from_file_location("de","/work/main/benchmarks/dreaming_eval.py"); de=importlib.util.module_from_spec(spec); spec.loader.exec_module(de)
truth=json.load(open("/root/blind/dream/dreaming_truth_e.json"))["splits"]["e"]["patterns"]
ss=[json.loads(l) for l in open("/root/blind/dream/dreaming_e.jsonl")]
ss=[s for s in ss if s.get("outcomes")]; ss.sort(key=lambda s:s["ended_at"])
tmp=tempfile.mkdtemp(); url=f"sqlite:///{tmp}/m.db"; de.upgrade(url)
st=de.Settings(database_url=url, broker_url="redis://127.0.0.1:1/0"); store=de.Store(url)
for pid,p in truth.items(): de.register_pattern(store, tenant_id=p["tenant_id"], pattern_id=pid, trigger="a matching support case", behaviour=pid.replace("-"," "))
tr={pid:"" for pid in truth}
with de.MemoryReader(url, settings=st) as rd:
  for s in ss:
    de.process_session(s, settings=st)
    shown=set(de._procedures(rd, s["user_id"], s["tenant_id"], datetime.fromisoformat(s["ended_at"])))
    for o in s["outcomes"]:
      tr[o["pattern_id"]] += ("S" if o["success"] else "F") if o["pattern_id"] in shown else ("s" if o["success"] else "f")
for pid,t in tr.items(): print(f"{pid:22s} {t}")
