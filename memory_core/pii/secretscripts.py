"""Credentials placed by the structure of a script, a config or a dialogue, not by a
``password=`` pair.

- expect / pexpect: the ``send``/``sendline`` that answers a password prompt;
- command output: the line after a command that prints a secret (``terraform output
  ... *password*``, ``pass show``, ``op read``, ``kubectl get secret ... | base64 -d``,
  ``cat .../*Password``, ``Get-*Password``, ``vault kv get -field=...``);
- command-line flags whose value is a password (``ldappasswd -s``, ``ldapsearch -w``,
  ``sshpass -p``, ``rootpw --plaintext``, ``chpasswd`` input ``user:pass``,
  debconf ``passwd/*password password X``);
- XML answers files: ``<AdministratorPassword><Value>X</Value>``;
- VPN secrets: ``ipsec.secrets`` ``: PSK "X"``, ``PresharedKey = X``;
- a dialogue where one speaker asks for a credential and the next line answers it.
"""

from __future__ import annotations

import itertools
import re

from memory_core.pii import credshape
from memory_core.pii.placeholders import PASSWORD, SECRET
from memory_core.pii.secretcues import CRED_NOUNS_RE
from memory_core.pii.spans import P_CONTEXT_SECRET, P_KV, Doc, Span

_EXPECT = re.compile(
    r"(?i:expect)\s*[({]?\s*[\"'][^\"'\n]*(?i:assword|passphrase|passcode|pin|token|secret)"
    r"[^\"'\n]*[\"'][^\n]*?\n?[^\n]*?(?i:send(?:line)?)\s*\(?\s*[\"']"
    r"(?P<v>(?:[^\"'\\\n]|\\(?![rn]))+)"
)
_SEND = re.compile(
    r"(?<![\w-])send(?:line)?\s*\(?\s*[\"'](?P<v>[^\"'\\\s]{7,128})(?:\\r|\\n)?[\"']"
)
_CMD_SECRET = re.compile(
    r"(?im)^[^\n]*(?:terraform\s+output|pass\s+show|op\s+read|gopass\s+show|vault\s+(?:kv\s+)?read"
    r"|vault\s+kv\s+get|base64\s+(?:-d|--decode)|secretsmanager\s+get-secret-value"
    r"|Get-\w*Password|cat\s+\S*(?:password|secret|token|initialAdminPassword)\S*"
    r"|get-?secret|\.Password\)?)[^\n]*\n(?P<v>[^\s\n]{6,200})[ \t]*(?:\n|$)"
)
_FLAG = re.compile(
    r"(?:\bldappasswd\b[^\n]*?\s-s|\bldap\w+\b[^\n]*?\s-w|\bsshpass\s+-p|\brootpw\s+--plaintext"
    r"|\bsmbpasswd\b[^\n]*?\s-s|--(?:plaintext-)?password[= ])\s*[\"']?(?P<v>[^\s\"']{4,128})"
)
_CMD_HINTS = (
    "terraform", "pass show", "op read", "gopass", "vault", "base64", "secretsmanager",
    "password", "secret", "token",
)  # fmt: skip
_FLAG_HINTS = ("ldap", "sshpass", "rootpw", "smbpasswd", "--password", "--plaintext-password")
_CHPASSWD = re.compile(
    r"(?:\b[a-z_][\w-]{0,31}:(?P<v>[^\s:'\"]{6,128}))(?=['\"]?\s*\|\s*(?:sudo\s+)?chpasswd)"
)
_CHPASSWD_LIST = re.compile(r"(?m)^\s+[a-z_][\w-]{0,31}:(?P<v>[^\s:]{6,128})\s*$")
_DEBCONF = re.compile(r"(?m)^d-i\s+passwd/\S*password\S*\s+password\s+(?P<v>\S+)")
_XML_VALUE = re.compile(
    r"<(?P<tag>[\w:]*(?i:password|secret|passphrase|key))>\s*<Value>(?P<v>[^<\s]{4,128})</Value>"
)
_PSK = re.compile(
    r"(?i:\bpsk|presharedkey|pre-shared-key)[ \t]*[:=]?[ \t]*\"?(?P<v>[^\s\"]{8,128})"
)
_SPEAKER = re.compile(r"(?m)^(?:\[[\d:]+\]\s*)?([A-Za-zÀ-ž][\w .-]{0,24}):\s*(.*)$")
_FILLER = re.compile(
    r"^(?:(?:uh|um|ähm|äh|eh|ehm|no|well|so|sure|ok|okay|yes|ja|tak|sí|oui|hang on|"
    r"glaube ich|it's|its|it is|the one [^,]*|sure, hang on)[.,… ]*)+",
    re.IGNORECASE,
)
_ASK = re.compile(r"\?\s*$")


def _ok(v: str) -> bool:
    v = v.rstrip(".,;")
    return credshape.strong_ok(v) or credshape.weak_ok(v)


def _dialogue(doc: Doc, out: list[Span]) -> None:
    lines = list(_SPEAKER.finditer(doc.text))
    for a, b in itertools.pairwise(lines):
        if a.group(1) == b.group(1) or _ASK.search(a.group(2)) is None:
            continue
        if CRED_NOUNS_RE.search(a.group(2).lower()) is None and not re.search(
            r"(?i)\b(?:code|set it to|passphrase)\b", a.group(2)
        ):
            continue
        ans = b.group(2)
        for tok in re.finditer(r"[^\s,]+", ans):
            v = tok.group().rstrip(".,;")
            if len(v) >= 6 and _ok(v):
                out.append(
                    Span(
                        b.start(2) + tok.start(),
                        b.start(2) + tok.start() + len(v),
                        PASSWORD,
                        P_CONTEXT_SECRET,
                    )
                )


def detect(doc: Doc) -> list[Span]:
    """Spans of credentials placed by script, config or dialogue structure."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    if "expect" in low and "send" in low:
        for m in _EXPECT.finditer(text):
            out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if "send" in low:
        for m in _SEND.finditer(text):
            if credshape.weak_ok(m.group("v")):
                out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_CONTEXT_SECRET))
    if "\n" in text and any(h in low for h in _CMD_HINTS):
        for m in _CMD_SECRET.finditer(text):
            v = m.group("v")
            if _ok(v) or credshape.hex_key(v):
                out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if any(h in low for h in _FLAG_HINTS):
        for m in _FLAG.finditer(text):
            if not credshape.excluded(m.group("v")):
                out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if "chpasswd" in low:
        for rx in (_CHPASSWD, _CHPASSWD_LIST):
            for m in rx.finditer(text):
                if _ok(m.group("v")):
                    out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if "d-i" in text:
        for m in _DEBCONF.finditer(text):
            out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if "<Value>" in text:
        for m in _XML_VALUE.finditer(text):
            out.append(Span(m.start("v"), m.end("v"), PASSWORD, P_KV))
    if "psk" in low or "shared" in low:
        for m in _PSK.finditer(text):
            v = m.group("v").rstrip(".,;)")
            if _ok(v) or (len(v) >= 12 and not credshape.excluded(v)):
                out.append(Span(m.start("v"), m.start("v") + len(v), SECRET, P_KV))
    if (
        "?" in text
        and ":" in text
        and "\n" in text
        and ("code" in low or "set it" in low or CRED_NOUNS_RE.search(low) is not None)
    ):
        _dialogue(doc, out)
    return out
