"""Reported problems, kept as issues (short key, open/resolved), not as facts.

An open problem is not a durable fact about the user: stored as a "current fact" it would
stay current forever, its value a whole sentence. So the built-in extractor returns issues
in ``SessionExtraction.issues``, stored with the session's extraction.
"""

from __future__ import annotations

import re

from memory_core.extract.schema import Issue
from memory_core.model.slots import slug

_PROBLEM_RE = re.compile(
    r"\b(?:errors?|errr?|fails?|failing|failed|failure|time\s?outs?|timing\s+out|timed\s+out|"
    r"broken|crash(?:es|ed|ing)?|slow|lag|not\s+working|doesn't\s+work|exception|"
    r"deprecation\s+warning|warning|out\s+of\s+order|retried|blocking|blocked|oom|"
    r"stuck|missing|wrong|refused|denied|unknown|issue|bug)\b",
    re.IGNORECASE,
)
_CODE_RE = re.compile(
    r"\b([A-Z]{2,}[A-Z0-9_]*\d{2,}|(?:ERR|E)_[A-Z_]{3,40}|[A-Z][a-zA-Z]+(?:Error|Exception)|"
    r"ORA-\d{5}|(?:exit\s+(?:status|code)|status|error|code|http)\s+[1-5]\d\d)\b"
)
_RESOLVED_RE = re.compile(
    r"\b(?:fixed|worked|works\s+now|solved|resolved|that\s+was\s+it|gone|all\s+good|"
    r"\d+x\s+faster|that\s+did\s+it|it's\s+been\s+quiet)\b",
    re.IGNORECASE,
)
_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "we",
        "our",
        "us",
        "i",
        "my",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "with",
        "on",
        "in",
        "of",
        "to",
        "for",
        "and",
        "or",
        "but",
        "it",
        "this",
        "that",
        "since",
        "there",
        "here",
        "so",
        "not",
        "all",
        "them",
        "they",
        "some",
        "any",
        "about",
        "just",
        "also",
        "fwiw",
    ]
)


def _key(sentence: str) -> str:
    code = _CODE_RE.search(sentence)
    if code is not None:
        return slug(code.group(1))
    words = [w for w in re.findall(r"[a-z][a-z0-9_]+", sentence.lower()) if w not in _STOP]
    return slug("_".join(words[:4])) if words else "problem"


def find_issues(user_sentences: list[str], resolution: str) -> list[Issue]:
    """One issue per distinct problem sentence; resolved if the user or metadata says so."""
    issues: list[Issue] = []
    for i, s in enumerate(user_sentences):
        if s.rstrip().endswith("?") or not (_PROBLEM_RE.search(s) or _CODE_RE.search(s)):
            continue
        key = _key(s)
        if any(x.key == key for x in issues):
            continue
        resolved_later = any(_RESOLVED_RE.search(t) for t in user_sentences[i + 1 :])
        done = resolved_later or resolution == "resolved"
        text = " ".join(s.split())[:300]
        issues.append(Issue(key=key, status="resolved" if done else "open", text=text))
    return issues[:5]
