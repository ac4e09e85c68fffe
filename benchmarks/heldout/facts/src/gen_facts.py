import json, sys
from datetime import datetime, timezone
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import build, facts_truth, write_jsonl, parse_turns
import facts_dev, facts_holdout

OUT = "/work/heldout/facts"
for name, mod, base, seed in [("dev", facts_dev, datetime(2026, 3, 2, tzinfo=timezone.utc), 11),
                              ("holdout", facts_holdout, datetime(2026, 5, 4, tzinfo=timezone.utc), 29)]:
    sessions, sid_map = build(mod.USERS, base, "fs" + name[0], seed)
    for s in sessions:
        n = len(s["messages"])
        assert 6 <= n <= 20, (s["session_id"], n)
    truth = facts_truth(mod.USERS, sid_map)
    write_jsonl(f"{OUT}/sessions_{name}.jsonl", sessions)
    json.dump({"split": name, "users": truth}, open(f"{OUT}/truth_{name}.json", "w"), indent=1, ensure_ascii=False)
    print(name, len(sessions), "sessions", len(truth), "users", sum(len(s["messages"]) for s in sessions), "messages")
