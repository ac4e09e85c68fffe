"""Credential formats with a published structure that the other families miss.

Facts from the vendors' documentation: SonarQube tokens (``squ_``/``sqp_``/``sqa_`` + 40
hex), Mailchimp Transactional (Mandrill) keys (``md-`` + 22), Mailchimp marketing keys
(32 hex + ``-us<N>``), Salesforce session ids / access tokens (an 18- or 15-char org id
``00D...``, ``!``, then the session part), Jupyter server tokens (48 hex in ``?token=``),
and UUID-shaped tokens (Consul, Nomad, Snyk, ...) when a key or header names them a token
or secret. UUIDs are kept elsewhere because most are ids; these keys make them secrets.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import placeholder_token
from memory_core.pii.placeholders import API_KEY, SECRET
from memory_core.pii.spans import P_KV, P_VENDOR, Doc, Span

_FORMATS = re.compile(
    r"(?<![\w-])(?:sq[upa]_[0-9a-f]{40}|md-[A-Za-z0-9_-]{22}|[0-9a-f]{32}-us\d{1,2}"
    r"|00D[A-Za-z0-9]{12}(?:[A-Za-z0-9]{3})?![A-Za-z0-9._]{60,200})(?![\w-])"
)
_HINTS = ("squ_", "sqp_", "sqa_", "md-", "-us", "00D")
_JUPYTER = re.compile(r"[?&#]token=([0-9a-f]{48})(?![0-9a-f])")
_UUID = r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}"
# Keys whose UUID value is a credential: ``SecretID:``, ``X-Consul-Token:``,
# ``NOMAD_TOKEN=``, ``*_TOKEN=``, ``token = "..."`` and the ACL ``tokens { agent = ... }``.
_UUID_RE = re.compile(r"(?<![\w-])" + _UUID + r"(?![\w-])")
# The key before a UUID, read backwards from it (anchored at the UUID, so cheap).
_UUID_KEY = re.compile(
    r"(?i:(?:secret[_ -]?id|token|secret|api[_-]?key|password|(?<=\s)(?:agent|default"
    r"|initial_management|master|replication|agent_recovery)(?=\s*[:=]\s*\"))[\"']?\s*[:=]\s*"
    r"[\"']?)$"
)
_UUID_HINTS = ("secret", "token", "key", "password", "agent", "default", "master", "replication")
_TOKEN_CUE = re.compile(r"(?i:token)[^\n:=]{0,30}[:=]\s*([0-9a-f]{48})(?![0-9a-f])")


def detect(doc: Doc) -> list[Span]:
    """Spans of the formats above."""
    text = doc.text
    out: list[Span] = []
    if doc.digit and any(h in text for h in _HINTS):
        for m in _FORMATS.finditer(text):
            if not placeholder_token(m.group()):
                out.append(Span(m.start(), m.end(), API_KEY, P_VENDOR))
    if "token" in doc.low:
        for m in _JUPYTER.finditer(text):
            out.append(Span(m.start(1), m.end(1), SECRET, P_VENDOR))
        for m in _TOKEN_CUE.finditer(text):
            out.append(Span(m.start(1), m.end(1), SECRET, P_KV))
    if doc.digit and text.count("-") >= 4 and any(k in doc.low for k in _UUID_HINTS):
        for m in _UUID_RE.finditer(text):
            s = m.start()
            k = _UUID_KEY.search(text, max(0, s - 40), s)
            if k is None:
                continue
            key = doc.low[max(0, s - 40) : s]
            if "accessor" in key or "request" in key or "trace" in key:
                continue
            out.append(Span(s, m.end(), SECRET, P_KV))
    return out
