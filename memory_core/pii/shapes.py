"""Keep-list of shapes that memory needs and no detector may touch without a strong cue.

Each shape is a class, not a string: HTTP status phrases (``502 Bad Gateway``), API
object ids with a published prefix (``chatcmpl-``, ``msg_01``, ``run_``, ``req_``,
``cus_``, ``file-`` ...), SRI integrity hashes (``sha512-...``), ssh fingerprints
(``SHA256:...``), four-part versions (``Chrome 124.0.6447.93``), quantities with units
(``256Mi``, ``500m``), error names (``OOMKilled``, ``KeyError``), RFC 2822 dates, the
vendors' published example keys (``AKIAIOSFODNN7EXAMPLE``, Stripe's documentation keys)
and assistant or product names (Otto, Jarvis, Copilot) when they stand alone.

The spans are ``KEEP`` spans: ``P_SHAPE`` is above every free-text and entropy detector
but below key-name rules (``password: ...``), vendor formats and URL credentials, which
are the strong cues; published example keys are kept even against those (``P_KEEP``).
"""

from __future__ import annotations

import re

from memory_core.pii.finance import luhn_ok as luhn
from memory_core.pii.keep import words
from memory_core.pii.spans import P_KEEP, P_SHAPE, Doc, Span

KEEP = "KEEP"

# RFC 9110 reason phrases (and a few common non-standard ones).
_REASONS = (
    "Continue|Switching Protocols|Processing|Early Hints|OK|Created|Accepted"
    "|Non-Authoritative Information|No Content|Reset Content|Partial Content|Multi-Status"
    "|Already Reported|IM Used|Multiple Choices|Moved Permanently|Found|See Other"
    "|Not Modified|Use Proxy|Temporary Redirect|Permanent Redirect|Bad Request"
    "|Unauthorized|Payment Required|Forbidden|Not Found|Method Not Allowed|Not Acceptable"
    "|Proxy Authentication Required|Request Timeout|Conflict|Gone|Length Required"
    "|Precondition Failed|Payload Too Large|Content Too Large|URI Too Long"
    "|Unsupported Media Type|Range Not Satisfiable|Expectation Failed|I'm a teapot"
    "|Misdirected Request|Unprocessable Entity|Unprocessable Content|Locked"
    "|Failed Dependency|Too Early|Upgrade Required|Precondition Required|Too Many Requests"
    "|Request Header Fields Too Large|Unavailable For Legal Reasons|Client Closed Request"
    "|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable"
    "|Gateway Timeout|HTTP Version Not Supported|Variant Also Negotiates"
    "|Insufficient Storage|Loop Detected|Not Extended|Network Authentication Required"
)
_STATUS_RE = re.compile(r"[1-5](?<!\d[1-5])\d\d[ \t]+(?i:" + _REASONS + r")(?![\w])")

_REASON_WORDS = frozenset(_REASONS.lower().replace("|", " ").replace("'", " ").split())
_UNIT_WORDS = words("ki mi gi ti pi ei kib mib gib tib kb mb gb tb ms us ns m k")

# Object ids of API vendors (OpenAI, Anthropic, Stripe, ...): a prefix and an opaque
# body. These are references, never credentials (their secret keys use other prefixes).
_OBJ_PREFIXES = (
    "chatcmpl-|cmpl-|file-|ft-|ftjob-|ft-job-|modr-|embd-|batch_|msg_|toolu_|srvtoolu_|call_|run_"
    "|step_|thread_|asst_|vs_|resp_|req_|evt_|cus_|ch_|pi_|pm_|in_|ii_|sub_|si_|price_"
    "|prod_|txn_|po_|tr_|re_|seti_|src_|card_|ba_|cs_|acct_|inv_|il_|py_|dp_|du_|ord_|sku_"
    "|plan_|coupon_|promo_|tok_|evt-|req-|run-|job_|job-|span_|trace_|conv_|compl_|gen-"
    "|item_|fc_|rs_|ws_|ctx_|ses_|sess-|mod_|org-|proj_|user-|usr_"
)
_OBJ_SET = frozenset(_OBJ_PREFIXES.split("|"))
# The separator and body; the prefix before it is checked against ``_OBJ_SET`` (a regex
# that starts with a literal class lets ``re`` skip ahead, an alternation does not).
_OBJ_TAIL = re.compile(r"[-_](?:01)?[A-Za-z0-9]{8,64}(?![\w-])")
_OBJ_HEAD = re.compile(r"[a-z]{2,8}$")
_OBJ_RE = re.compile(r"(?:" + _OBJ_PREFIXES + r")[A-Za-z0-9]{8,64}")


def _objects(text: str, out: list[Span]) -> None:
    for m in _OBJ_TAIL.finditer(text):
        s = m.start()
        h = _OBJ_HEAD.search(text, max(0, s - 8), s)
        if h is None:
            continue
        hs = h.start()
        if hs >= 3 and text[hs - 3 : hs] == "ft-" and text[hs:s] == "job":
            hs -= 3  # "ft-job-...": a compound prefix
        elif hs > 0 and (text[hs - 1].isalnum() or text[hs - 1] in "_-"):
            continue
        head = text[hs : s + 1]
        body = text[s + 1 : m.end()]
        if head in _OBJ_SET and not body.startswith(("live_", "test_")):
            out.append(Span(hs, m.end(), KEEP, P_SHAPE))


# Template references are never values: "{{ .Values.pw }}", "${DB_PASSWORD}", "$(cat f)".
_TEMPLATE_RE = re.compile(
    r"\{\{[^{}\n]{0,100}\}\}|\$\{[^{}\n]{1,80}\}|\$\([^()\n]{1,80}\)"
    r"|(?<![\w])__[A-Z][A-Z0-9_]{1,60}__(?![\w])|(?<![\w])env:[A-Za-z_][A-Za-z0-9_]{1,60}(?![\w])"
)
# Syslog dates "Jan 22 18:48:12" and absolute paths without a random-looking segment.
_SYSLOG_RE = re.compile(
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[ \t]+\d{1,2}[ \t]+\d\d:\d\d(?::\d\d)?"
)
_ABS_PATH_RE = re.compile(r"/(?<![\w:/.~-]/)(?:[\w.@+-]+/)+[\w.@+-]+")
_RANDOM_SEG = re.compile(r"(?=[^/]*[A-Z])(?=[^/]*[a-z])(?=[^/]*\d)[^/]{12,}")
# "ssh ci@host": a login on a machine, not an e-mail address.
_REMOTE_RE = re.compile(
    r"(?<![\w-])(?:ssh|scp|sftp|rsync|mosh|ssh-copy-id)[ \t]+"
    r"(?:-{1,2}[\w-]+(?:[ \t=]+[^\s@-]\S*)?[ \t]+)*"
    r"(?P<t>[\w.-]+@[\w.-]+[\w])"
)
_REMOTE_WORDS = words("ssh scp sftp rsync mosh")
_PROTO_RE = re.compile(r"(?<![\w/])HTTP/\d(?:\.\d)?(?![\w.])")
_SRI_RE = re.compile(r"sha(?<![\w-]sha)(?:256|384|512)-[A-Za-z0-9+/]{40,88}={0,2}")
_FINGERPRINT_RE = re.compile(
    r"(?<!\w)(?:SHA256:[A-Za-z0-9+/]{43}=?|MD5:(?:[0-9a-fA-F]{2}:){15}[0-9a-fA-F]{2})"
    r"|(?<![\w:])(?:[0-9a-f]{2}:){15}[0-9a-f]{2}(?![\w:])"
)
# OpenPGP fingerprints as gpg prints them: ten groups of four hex digits.
_PGP_FPR_RE = re.compile(r"(?<![\w])(?<![0-9A-F] )[0-9A-F]{4}(?: {1,2}[0-9A-F]{4}){9}(?![\w])")
# Public keys are published on purpose: an OpenSSH public key line, a value labelled as a
# public key (WireGuard ``PublicKey = ``, ``wg show``'s ``public key:``), Go module sums.
_SSH_PUBLIC_RE = re.compile(
    r"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)[ \t]+"
    r"(?P<v>AAAA[A-Za-z0-9+/]{16,}={0,3})"
)
_LABELLED_PUBLIC_RE = re.compile(
    r"(?:public|pub)[ _-]?key[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[A-Za-z0-9+/]{42,43}=)(?![\w+/=])"
)
_GO_SUM_RE = re.compile(r"(?<![\w])h1:(?P<v>[A-Za-z0-9+/]{43}=)")
_PGP_WORDS = words("pub sub uid fingerprint gpg pgp")
# a.b.c.d with a part > 255 (never an IPv4), or after a version word.
_FOUR_RE = re.compile(
    r"[v\d](?<![\w.][v\d])(?:(?<=v)\d{1,6}|\d{0,5})\.\d{1,6}\.\d{1,6}\.\d{1,6}(?![\w.]|\.\d)"
)
_FOUR_HINT = re.compile(r"\.\d{1,6}\.\d{1,6}\.\d")
_STATUS_HINT = re.compile(r"\d\d[ \t]+[A-Za-z]")
_VERSION_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:version|ver|v|build|release|rev|revision|chrome|chromium|firefox|edge|safari"
    r"|windows|macos|ios|android|studio|sdk|driver|firmware|kernel|runtime|patch)[ \t:=]*$"
)
# Kubernetes / SI quantities: 256Mi, 4Gi, 500m (CPU), 1.5GB, 200ms.
_QTY_RE = re.compile(
    # (a whole token: "3m=ZrI!w+..." is a password that starts like a quantity)
    r"\d(?<![\w.]\d)\d*(?:\.\d+)?(?:[KMGTPE]i|[KMGT]iB|[kKMGT]B|ms|us|µs|ns|m|k)"
    r"(?![\w=+!@#$%^&*~|\\])"
)
# Kubernetes reasons, Python/Java/.NET exception names.
_ERROR_WORDS = words(
    "OOMKilled CrashLoopBackOff ErrImagePull ImagePullBackOff ContainerCreating "
    "CreateContainerConfigError InvalidImageName Evicted Pending Terminating Completed "
    "RunContainerError PostStartHookError NodeLost DeadlineExceeded BackOff FailedMount "
    "FailedScheduling Unschedulable NotReady ErrNeverPull PreStopHookError"
)
_EXC_RE = re.compile(r"(?<![\w.])[A-Z][A-Za-z0-9]{2,40}(?:Error|Exception|Fault|Warning)(?!\w)")
_ERROR_RE = re.compile(r"(?<![\w.])(?:" + "|".join(sorted(_ERROR_WORDS)) + r")(?!\w)")
# Published example credentials: AWS's documentation keys end in EXAMPLE / EXAMPLEKEY;
# Stripe's and others' documentation keys are listed.
_EXAMPLE_RE = re.compile(r"(?<![\w/+])[A-Za-z0-9/+]{8,40}EXAMPLE(?:KEY)?(?![\w/+])")
_DOC_KEYS = (
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "pk_test_TYooMQauvdEDq54NiTphI7jx",
    "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
    "sk_test_51HqLyjWDarjtT1zdp7dc",
    "pk_test_6pRNASCoBOKtIshFeQd4XMUh",
    "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy",
    "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",
    # jwt.io's sample token, and the storage emulator's (Azurite) published account key
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0"
    "IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
)
# RFC 2822 / HTTP dates: "Tue, 09 Jan 2024 19:45:51 +0000".
_RFC_DATE_RE = re.compile(
    r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),[ \t]+\d{1,2}[ \t]+"
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[ \t]+\d{4}"
    r"(?:[ \t]+\d\d:\d\d(?::\d\d)?(?:[ \t]+(?:[+-]\d{4}|GMT|UTC|[A-Z]{3}))?)?"
)
# Assistants and products named like people.
ASSISTANTS = words(
    "Otto Luigi Jarvis Watson Alexa Siri Copilot Cortana Gemini Claude ChatGPT Bard Clippy "
    "Bixby Grok Mistral Llama Ollama Jenkins Dependabot Renovate Mergify Sentry Grafana "
    "Kibana Jira Confluence Zapier Tabnine Xiaoice Perplexity Kimi Qwen DeepSeek Gemma Vicuna"
)
_ASSISTANT_RE = re.compile(r"(?<![\w@#-])(?:" + "|".join(sorted(ASSISTANTS)) + r")(?![\w-])")
_NEXT_CAP = re.compile(r"[ \t]+[A-Z][a-z]")
_ASSISTANTS_LOW = frozenset(w.lower() for w in ASSISTANTS)
_ERROR_LOW = frozenset(w.lower() for w in _ERROR_WORDS)
_PREV_CAP = re.compile(r"[A-Z][a-z]+[ \t]+$")
_PREV_OK = words("Asked Ask Ping Tell Hey Hi Hello Thanks Use Using Via With By And Or Per Then")


def _assistants(text: str, out: list[Span]) -> None:
    for m in _ASSISTANT_RE.finditer(text):
        s, e = m.span()
        if _NEXT_CAP.match(text, e) is not None:
            continue  # "Otto Schmidt", "Emma Watson Jr"
        before = text[max(0, s - 20) : s]
        p = _PREV_CAP.search(before)
        if p is not None and p.group().strip() not in _PREV_OK:
            continue  # "Emma Watson": a surname after a given name
        out.append(Span(s, e, KEEP, P_SHAPE))


def detect(doc: Doc) -> list[Span]:
    """``KEEP`` spans for every keep-listed shape in the text."""
    text = doc.text
    out: list[Span] = []
    add = out.append
    if doc.digit:
        if not doc.words.isdisjoint(_REASON_WORDS) and _STATUS_HINT.search(text) is not None:
            for m in _STATUS_RE.finditer(text):
                add(Span(m.start(), m.end(), KEEP, P_SHAPE))
        if "." in text and _FOUR_HINT.search(text) is not None:
            for m in _FOUR_RE.finditer(text):
                parts = m.group().lstrip("v").split(".")
                if [len(p) for p in parts] == [4, 4, 4, 4] and luhn("".join(parts)):
                    continue  # a card number written with dots
                if any(len(p) > 3 or int(p) > 255 for p in parts) or (
                    _VERSION_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None
                ):
                    add(Span(m.start(), m.end(), KEEP, P_SHAPE))
        if not doc.words.isdisjoint(_UNIT_WORDS):
            for m in _QTY_RE.finditer(text):
                add(Span(m.start(), m.end(), KEEP, P_SHAPE))
        if "," in text:
            for m in _RFC_DATE_RE.finditer(text):
                add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    if "/" in text:
        for m in _ABS_PATH_RE.finditer(text):
            if not any(_RANDOM_SEG.fullmatch(seg) for seg in m.group().split("/")):
                add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    if doc.digit and ":" in text:
        for m in _SYSLOG_RE.finditer(text):
            add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    if "{{" in text or "${" in text or "$(" in text or "__" in text or "env:" in text:
        for m in _TEMPLATE_RE.finditer(text):
            add(Span(m.start(), m.end(), KEEP, P_KEEP))
    if "@" in text and not doc.words.isdisjoint(_REMOTE_WORDS):
        for m in _REMOTE_RE.finditer(text):
            add(Span(m.start("t"), m.end("t"), KEEP, P_SHAPE))
    if "HTTP/" in text:
        for m in _PROTO_RE.finditer(text):
            add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    if "_" in text or "-" in text:
        _objects(text, out)
        if "sha" in text:
            for m in _SRI_RE.finditer(text):
                add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    for key in _DOC_KEYS:
        i = text.find(key)
        while i >= 0:
            add(Span(i, i + len(key), KEEP, P_KEEP))
            i = text.find(key, i + 1)
    # A public key is no secret whatever cue names it (``P_KEEP``).
    low = doc.low
    for rx, hit in ((_SSH_PUBLIC_RE, "AAAA" in text), (_GO_SUM_RE, "h1:" in text)):
        if hit:
            for m in rx.finditer(text):
                add(Span(m.start("v"), m.end("v"), KEEP, P_KEEP))
    i = low.find("pub")
    while i >= 0:
        pk = _LABELLED_PUBLIC_RE.match(low, i)
        if pk is not None:
            add(Span(pk.start("v"), pk.end("v"), KEEP, P_KEEP))
        i = low.find("pub", i + 3)
    if doc.digit and not doc.words.isdisjoint(_PGP_WORDS):
        for m in _PGP_FPR_RE.finditer(text):
            add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    if ":" in text and ("SHA256:" in text or "MD5:" in text or "fingerprint" in doc.low):
        for m in _FINGERPRINT_RE.finditer(text):  # a key's fingerprint is public
            add(Span(m.start(), m.end(), KEEP, P_KEEP))
    if "EXAMPLE" in text:
        for m in _EXAMPLE_RE.finditer(text):
            add(Span(m.start(), m.end(), KEEP, P_KEEP))
    if "Error" in text or "Exception" in text or "Fault" in text or "Warning" in text:
        for m in _EXC_RE.finditer(text):
            add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    if not doc.words.isdisjoint(_ERROR_LOW):
        for m in _ERROR_RE.finditer(text):
            add(Span(m.start(), m.end(), KEEP, P_SHAPE))
    if not doc.words.isdisjoint(_ASSISTANTS_LOW):
        _assistants(text, out)
    return out


_WHOLE = (_PROTO_RE, _OBJ_RE, _SRI_RE, _FINGERPRINT_RE, _EXAMPLE_RE, _QTY_RE, _STATUS_RE, _EXC_RE)


def keep_shape(tok: str) -> bool:
    """Is the whole token a keep-listed shape (for detectors that score single tokens)?"""
    return tok in _DOC_KEYS or any(rx.fullmatch(tok) is not None for rx in _WHOLE)
