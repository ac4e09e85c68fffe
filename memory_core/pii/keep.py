"""Keep-list: values that look sensitive by position but are obviously not secrets.

Documented choice: template and dummy values (``xxx``, ``***``, ``<your-key>``,
``YOUR_API_KEY``, ``${DB_PASSWORD}``, ``{{ secrets.X }}``, ``changeme``, ``sk-...``,
``redacted``) are kept, because masking them hides no data and makes docs unreadable.
Existing placeholders are never re-masked, which makes masking idempotent.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from memory_core.pii.placeholders import PLACEHOLDER_RE

_TRIVIAL_RE = re.compile(
    r"""(?ix)^(?:
        [x*#.•_-]{1,}                       # xxx, ***, ..., ----
      | <[^<>]{0,60}>                       # <your-key>, <PASSWORD_1>
      | \[[^\[\]]{0,40}\]                   # [redacted]
      | \$\{?[A-Za-z_][\w.]*\}?             # $VAR, ${VAR}
      | \{\{.{0,80}\}\}|\{[A-Za-z_]\w*\}    # {{ secrets.X }}, {api_key}
      | %\(?\w*\)?s?|%[A-Za-z_]\w*%         # %(pw)s, %PASSWORD%
      | (?:your|enter|insert|replace)(?:[\s_-][\w-]{0,40})?
      | my[_-](?:api[_-]?)?(?:key|token|secret|password|pass)
      | [\w.-]*(?:_here|-here)
      | redacted|removed|hidden|masked|secret|password|passwd|token|none|null|nil|undefined
      | true|false|yes|no|on|off|empty|n/?a|tbd|todo|fixme|dummy|example|sample|test|foo|bar
      | changeme|change[_-]?me|placeholder|default|required|optional|string|str|bytes|int
      | (?:sk|pk|rk|ghp|xoxb|AKIA|hf|glpat|npm)[_-]?(?:\.{2,}|x{3,}|\*{3,}|…)[\w.*…-]*
      | [\w-]{1,12}(?:\.{3}|…)              # sk-... / abc…
      | os\.environ.*|process\.env.*|getenv.*|env\(.*|secrets\.[\w.]+|vault:.*|ref\+.*
      | \*+[\w]{0,4}|[\w]{0,4}\*{3,}        # ****1234 (already masked elsewhere)
    )$""",
)


def is_trivial(value: str) -> bool:
    """True for dummies, references and placeholders that never need masking."""
    v = value.strip().strip("\"'`")
    if not v:
        return True
    if PLACEHOLDER_RE.fullmatch(v):
        return True
    if len(set(v.lower())) <= 2 and len(v) >= 3:
        return True  # aaaa, xxxx, 0000
    return bool(_TRIVIAL_RE.match(v))


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    if not value:
        return 0.0
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


def char_classes(value: str) -> int:
    """How many of lower, upper, digit, symbol appear."""
    lo = up = di = sy = 0
    for ch in value:
        if ch.islower():
            lo = 1
        elif ch.isupper():
            up = 1
        elif ch.isdigit():
            di = 1
        else:
            sy = 1
    return lo + up + di + sy


UUID_RE = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")
HEX_RE = re.compile(r"[0-9a-fA-F]+")


def overlaps_placeholder(text: str, start: int, end: int) -> bool:
    """True if ``text[start:end]`` touches an existing placeholder."""
    lo = max(0, start - 40)
    return any(
        m.start() < end and start < m.end()
        for m in PLACEHOLDER_RE.finditer(text, lo, min(len(text), end + 40))
    )
