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
      | \$\{[^{}]{1,80}\}|(?-i:\$[A-Z_][A-Z0-9_]{1,60})|\$\(.{1,80}\)  # ${VAR} $VAR $(cmd)
      | \{\{.{0,80}\}\}|\{[A-Za-z_]\w*\}    # {{ secrets.X }}, {api_key}
      | %\([\w.]+\)[sdr]|%[sdr](?:\\[nrt])?|%[A-Za-z_]\w*%  # %(pw)s, %s, %s\n, %PASSWORD%
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


# Cheap necessary conditions for ``_TRIVIAL_RE``: most values reaching ``is_trivial`` are
# real candidates, and the anchored many-branch regex costs ~2 us on each of them.
_TRIVIAL_FIRST = frozenset("xX*#.•_-<[${%")
_TRIVIAL_WORDS = frozenset((
    "redacted", "removed", "hidden", "masked", "secret", "password", "passwd", "token", "none",
    "null", "nil", "undefined", "true", "false", "yes", "no", "on", "off", "empty", "n/a", "na",
    "tbd", "todo", "fixme", "dummy", "example", "sample", "test", "foo", "bar", "changeme",
    "change_me", "change-me", "placeholder", "default", "required", "optional", "string", "str",
    "bytes", "int",
))  # fmt: skip
_TRIVIAL_PREFIXES = (
    "your", "enter", "insert", "replace", "my_", "my-", "os.environ", "process.env",
    "getenv", "env(", "secrets.", "vault:", "ref+", "sk", "pk", "rk", "ghp", "xoxb", "akia",
    "hf", "glpat", "npm",
)  # fmt: skip


def _maybe_trivial(v: str) -> bool:
    """False only when ``_TRIVIAL_RE`` cannot match ``v`` (a superset test, no regex)."""
    if v[0] in _TRIVIAL_FIRST or "*" in v or "…" in v or "..." in v:
        return True
    low = v.lower()
    return (
        low in _TRIVIAL_WORDS
        or low.startswith(_TRIVIAL_PREFIXES)
        or low.endswith(("_here", "-here"))
    )


# A YAML tag in the value slot ("!vault", "!Ref", "!!binary"): not the value itself.
_YAML_TAG = re.compile(r"!{1,2}(?:[a-z]+|[A-Z][a-z]+)(?:[:.][A-Za-z]+)*")


def is_trivial(value: str) -> bool:
    """True for dummies, references and placeholders that never need masking."""
    v = value.strip().strip("\"'`")
    if not v:
        return True
    if v[0] == "<" and PLACEHOLDER_RE.fullmatch(v):
        return True
    if len(v) >= 3 and len(set(v.lower())) <= 2:
        return True  # aaaa, xxxx, 0000
    if v[0] == "!" and _YAML_TAG.fullmatch(v) is not None:
        return True  # "secret: !vault |", "!Ref DbSecret": a YAML tag says how it is stored
    return _maybe_trivial(v) and _TRIVIAL_RE.match(v) is not None


# A word that marks a vendor-shaped token as a documentation slot ("xoxb-your-token-here",
# "sk_live_YOUR_KEY", "ghp_example_token"): one part of the token between separators.
# "test" is not one (``sk_test_`` keys are real credentials).
_SLOT_PART = re.compile(
    r"(?i)(?:^|[-_.])(?:your|my|here|example|sample|placeholder|changeme|dummy|fake|redacted"
    r"|insert|replace|x{4,}|not[-_.]a[-_.](?:real|valid)|will[-_.]not[-_.]work|invalid)"
    r"(?=[-_.]|$)"
)


def placeholder_token(value: str) -> bool:
    """Is a vendor-shaped token a placeholder written in documentation, not a key?"""
    return is_trivial(value) or _SLOT_PART.search(value) is not None


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    if not value:
        return 0.0
    n = len(value)
    log2 = math.log2
    return -sum([c / n * log2(c / n) for c in Counter(value).values()])


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


_TAIL_STRIP = " \t\n:=#-\"'([{"


def tail_words(before: str, n: int = 2) -> list[str]:
    """The last ``n`` words of a (lower-cased) context window, punctuation stripped.

    Cheaper than a ``...$``-anchored regex search, which retries at every offset.
    """
    parts = before.rstrip(_TAIL_STRIP).rsplit(None, n)[-n:]
    return [p.strip(_TAIL_STRIP + ".,;") for p in parts]


def words(text: str) -> frozenset[str]:
    """A word list written as one string (compact, and easy to review in diffs)."""
    return frozenset(text.split())


# Month names in German, French, Spanish, Italian, Dutch and Portuguese (lower case, with
# and without accents): dates of birth use them, and they are never person names.
FOREIGN_MONTHS = words(
    "januar jänner janvier januari janeiro enero gennaio februar février fevrier "
    "februari fevereiro febrero febbraio märz maerz mars maart março marco marzo avril "
    "aprile abril mai mei maio mayo maggio juni juin junio junho giugno juli juillet julio "
    "julho luglio augustus août aout agosto septembre septiembre setiembre setembro "
    "settembre oktober octobre octubre outubro ottobre novembre noviembre novembro dezember "
    "décembre decembre diciembre dezembro dicembre"
)
