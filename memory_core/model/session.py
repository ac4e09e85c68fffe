"""The wire format producers hand to memory-core: a finished agent session.

Validation lives here so a bad session is rejected at the producer with an error that
names the field, instead of failing later inside a worker.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from datetime import datetime
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    ValidationError,
    field_validator,
    model_validator,
)

Role = Literal["user", "assistant", "tool", "system"]
ToolStatus = Literal["ok", "error", "timeout", "cancelled"]

# Limits a session must respect; overridable through Settings (MEMORY_MAX_*).
DEFAULT_MAX_MESSAGES = 2_000
DEFAULT_MAX_MESSAGE_BYTES = 64_000
DEFAULT_MAX_SESSION_BYTES = 2_000_000
_ID_MAX = 200
# Deepest nesting of lists and objects anywhere in a session (tool arguments, metadata).
# Real tool payloads stay far below it; a deeper one is an attack or a bug, and would make
# recursive code (JSON, pydantic, the masker) fail with RecursionError instead of a reason.
MAX_NESTING = 32
_SURROGATE = re.compile("[\ud800-\udfff]")


def _id_problem(v: str) -> str | None:
    """Why ``v`` cannot be an id: control characters (NUL, ESC, newlines) and invisible
    format characters (zero-width space/joiner, BOM, bidi marks) make two ids that print
    alike differ, and break logs and terminals."""
    for ch in v:
        cat = unicodedata.category(ch)
        if cat == "Cc":
            return f"must not contain control characters (U+{ord(ch):04X})"
        if cat in ("Cf", "Cs"):
            return f"must not contain invisible or zero-width characters (U+{ord(ch):04X})"
    return None


def _check_id(v: str | None) -> str | None:
    if v is not None and (problem := _id_problem(v)):
        raise ValueError(problem)
    return v


def _aware(value: datetime | None, field: str) -> datetime | None:
    if value is not None and (value.tzinfo is None or value.utcoffset() is None):
        raise ValueError(f"{field} must be timezone-aware (e.g. 2026-01-31T10:00:00+00:00)")
    return value


class _Wire(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)


class Message(_Wire):
    """One turn. ``id`` is kept through the pipeline so memories can cite their sources."""

    role: Role
    content: str
    id: str | None = Field(default=None, max_length=_ID_MAX)
    timestamp: datetime | None = None

    @field_validator("timestamp")
    @classmethod
    def _tz(cls, v: datetime | None) -> datetime | None:
        return _aware(v, "timestamp")

    _id_chars = field_validator("id")(_check_id)


class ToolCall(_Wire):
    name: str = Field(min_length=1, max_length=_ID_MAX)
    arguments: dict[str, Any] = Field(default_factory=dict)
    result: str | None = None
    status: ToolStatus = "ok"

    _name_chars = field_validator("name")(_check_id)


class PatternOutcome(_Wire):
    """The outcome of one behaviour rule (procedural pattern) applied during the session."""

    pattern_id: str = Field(min_length=1, max_length=_ID_MAX)
    success: StrictBool  # "yes", 1 or "true" are a producer's bug, not an outcome

    _pattern_chars = field_validator("pattern_id")(_check_id)


class Session(_Wire):
    """A finished agent session, the unit of consolidation."""

    session_id: str = Field(min_length=1, max_length=_ID_MAX)
    tenant_id: str = Field(default="default", min_length=1, max_length=_ID_MAX)
    user_id: str = Field(min_length=1, max_length=_ID_MAX)
    started_at: datetime
    ended_at: datetime
    messages: list[Message] = Field(min_length=1)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    metadata: dict[str, Any] = Field(default_factory=dict)
    outcomes: list[PatternOutcome] = Field(default_factory=list)

    @field_validator("session_id", "tenant_id", "user_id")
    @classmethod
    def _id_shape(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("must not be blank")
        if problem := _id_problem(v):
            raise ValueError(problem)
        return v

    @field_validator("started_at")
    @classmethod
    def _tz_start(cls, v: datetime) -> datetime:
        _aware(v, "started_at")
        return v

    @field_validator("ended_at")
    @classmethod
    def _tz_end(cls, v: datetime) -> datetime:
        _aware(v, "ended_at")
        return v

    @model_validator(mode="after")
    def _consistent(self) -> Session:
        if self.ended_at < self.started_at:
            raise ValueError(
                f"ended_at ({self.ended_at.isoformat()}) is before started_at "
                f"({self.started_at.isoformat()})"
            )
        seen: set[str] = set()
        for i, m in enumerate(self.messages):
            if m.id is None:
                continue
            if m.id in seen:
                raise ValueError(f"messages[{i}].id {m.id!r} is not unique in the session")
            seen.add(m.id)
        return self

    def with_message_ids(self) -> Session:
        """Give every message a stable id (``m<index>``) so chunks can always cite messages."""
        if all(m.id for m in self.messages):
            return self
        taken = {m.id for m in self.messages if m.id}
        msgs = []
        for i, m in enumerate(self.messages):
            if m.id:
                msgs.append(m)
                continue
            mid = f"m{i}"
            while mid in taken:
                mid += "_"
            taken.add(mid)
            msgs.append(m.model_copy(update={"id": mid}))
        return self.model_copy(update={"messages": msgs})


class SessionRejected(ValueError):
    """A session failed validation; ``errors`` names each offending field."""

    def __init__(self, message: str, errors: list[str]) -> None:
        super().__init__(message)
        self.errors = errors


def _loc(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "session"


def check_limits(
    session: Session,
    *,
    max_messages: int = DEFAULT_MAX_MESSAGES,
    max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
    max_session_bytes: int = DEFAULT_MAX_SESSION_BYTES,
) -> None:
    """Reject oversize sessions with a message that says which limit and which field."""
    errors: list[str] = []
    if len(session.messages) > max_messages:
        errors.append(
            f"messages: {len(session.messages)} messages exceeds the limit of {max_messages}"
        )
    for i, m in enumerate(session.messages):
        size = len(m.content.encode("utf-8"))
        if size > max_message_bytes:
            errors.append(
                f"messages[{i}].content: {size} bytes exceeds the limit of {max_message_bytes}"
            )
    total = len(session.model_dump_json().encode("utf-8"))
    if total > max_session_bytes:
        errors.append(f"session: {total} bytes exceeds the limit of {max_session_bytes}")
    if errors:
        raise SessionRejected("invalid session: " + "; ".join(errors), errors)


def _path(parts: tuple[int | str, ...]) -> str:
    return _loc(parts) if parts else "session"


def check_text(data: Any, max_nesting: int = MAX_NESTING) -> None:
    """Reject what no store can keep or no recursive code should see, naming the field:
    nesting deeper than ``max_nesting``, NUL characters (PostgreSQL text cannot hold them)
    and lone surrogates (not encodable as UTF-8). Iterative, so any depth is safe."""
    errors: list[str] = []
    stack: list[tuple[tuple[int | str, ...], Any]] = [((), data)]
    while stack and len(errors) < 20:
        path, value = stack.pop()
        if isinstance(value, dict | list):
            if len(path) >= max_nesting:
                errors.append(f"{_path(path)}: nested deeper than {max_nesting} levels")
                continue
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for k, v in items:
                if isinstance(k, str):
                    _check_str(k, (*path, k), errors, key=True)
                stack.append(((*path, k), v))
        elif isinstance(value, str):
            _check_str(value, path, errors)
        elif isinstance(value, float) and not math.isfinite(value):
            errors.append(f"{_path(path)}: {value} is not a JSON number")
        elif value is not None and not isinstance(value, bool | int | float):
            errors.append(f"{_path(path)}: a {type(value).__name__} is not a JSON value")
    if errors:
        raise SessionRejected("invalid session: " + "; ".join(errors), errors)


def _check_str(v: str, path: tuple[int | str, ...], errors: list[str], key: bool = False) -> None:
    what = "key" if key else "value"
    if "\x00" in v:
        errors.append(f"{_path(path)}: {what} contains a NUL character (U+0000)")
    elif _SURROGATE.search(v):
        errors.append(f"{_path(path)}: {what} contains a lone surrogate (not valid Unicode)")


def deep_path(text: str, max_nesting: int = MAX_NESTING) -> str:
    """The field at which JSON ``text`` first nests deeper than ``max_nesting``.

    ``json.loads`` gives up (RecursionError) long before it could say where; this scan keeps
    only the current path, so the rejection can still name the field."""
    path: list[int | str] = []
    kinds: list[str] = []
    last: str | None = None
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            last = text[i + 1 : j]
            i = j
        elif c == ":" and kinds and kinds[-1] == "{" and last is not None:
            path[-1] = last
        elif c in "{[":
            if len(kinds) >= max_nesting:
                return _path(tuple(p for p in path if p != ""))
            kinds.append(c)
            path.append(0 if c == "[" else "")
        elif c in "}]" and kinds:
            kinds.pop()
            path.pop()
        elif c == "," and kinds and kinds[-1] == "[":
            path[-1] = int(path[-1]) + 1
        i += 1
    return "session"


def parse_session(data: Any, **limits: int) -> Session:
    """Validate a dict, JSON string or Session; raise SessionRejected naming the fields."""
    try:
        if isinstance(data, Session):
            check_text(data.model_dump())
            session = Session.model_validate(data.model_dump())
        else:
            if isinstance(data, str | bytes):
                data = json.loads(data)
            check_text(data)
            session = Session.model_validate(data)
    except ValidationError as exc:
        errors = [f"{_loc(e['loc'])}: {e['msg']}" for e in exc.errors()]
        raise SessionRejected("invalid session: " + "; ".join(errors), errors) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SessionRejected(f"invalid session: not JSON ({exc})", [str(exc)]) from None
    except RecursionError:
        where = deep_path(data) if isinstance(data, str) else "session"
        why = f"{where}: nested deeper than {MAX_NESTING} levels"
        raise SessionRejected(f"invalid session: {why}", [why]) from None
    check_limits(session, **limits)
    return session
