#!/usr/bin/env python3
"""Format control (not part of split i): one user who states ISO dates three times with the
wordings the project README itself gives as examples, in the same session format as dreaming_i.jsonl.
If the base makes a rule here, the split-i misses are not a format artefact."""
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
BASE = datetime(2026, 5, 4, 10, tzinfo=UTC)
turns = [
    ["When is my renewal?", "It renews on 05/14/2026.", "please use YYYY-MM-DD"],
    ["What's the invoice due date?", "Due 06/01/2026.", "again, ISO dates not US format"],
    ["When does the trial end?", "On 07/03/2026.", "dates like 2026-03-01 please"],
    ["How do I add a user?", "Settings > Users > Invite.", "thanks"],
]
lines, ids = [], []
for i, (u1, a1, u2) in enumerate(turns):
    sid = f"ctl-{i+1:03d}"
    ids.append(sid)
    t0 = BASE + timedelta(days=9 * i)
    msgs = [(u1, "user"), (a1, "assistant"), (u2, "user")]
    rec = {"session_id": sid, "tenant_id": "control-co", "user_id": "c.ontrol",
           "started_at": t0.isoformat(), "ended_at": (t0 + timedelta(minutes=10)).isoformat(),
           "messages": [{"id": f"{sid}-m{j+1}", "role": r, "content": c,
                         "timestamp": (t0 + timedelta(minutes=j + 1)).isoformat()} for j, (c, r) in enumerate(msgs)],
           "tool_calls": [], "metadata": {"topic": f"control topic {i}", "resolution": "resolved", "channel": "chat"},
           "outcomes": []}
    lines.append(json.dumps(rec))
(HERE / "control.jsonl").write_text("\n".join(lines) + "\n")
truth = {"model": {"note": "format control"}, "splits": {"ctl": {"users": {"control-co/c.ontrol": {
    "tenant_id": "control-co", "user_id": "c.ontrol", "session_ids": ids,
    "expected_rules": [{"concept": "date_format", "value": "ISO", "rule": "Use ISO dates", "kind": "correction",
                        "builtin_nameable": True, "evidence_session_ids": ids[:3]}],
    "expect_no_rule": False}}, "patterns": {}}}}
(HERE / "control_truth.json").write_text(json.dumps(truth, indent=1) + "\n")
