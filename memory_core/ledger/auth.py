"""Who may see what on the ledger page: operator sessions, signed user links, CSRF tokens.

Stateless and stdlib-only: every token is ``base64url(json) . base64url(HMAC-SHA256)``
under the ledger secret (``MEMORY_LEDGER_SECRET``, else ``MEMORY_LEDGER_TOKEN``), so any
number of server processes agree without shared storage.

- **Operators** post ``MEMORY_LEDGER_TOKEN`` to ``/login`` (compared in constant time) and
  get a session cookie (role ``operator``, 12 hours).
- **End users** open ``/link/<token>``, minted by ``memory-core ledger-link``: it names one
  tenant and one user and expires; the session cookie it sets carries the same scope and
  expiry. Every page and action checks the scope on the server (``Viewer.may_see``).
- **CSRF**: each session cookie carries a random token that every form repeats in a hidden
  field; a POST whose field does not match its cookie is refused (403). The cookie is
  HttpOnly and SameSite=Lax, so another site can neither read it nor post with it.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import re
import secrets
import time
from dataclasses import dataclass

SESSION_COOKIE = "mc_ledger"
OPERATOR_TTL_S = 12 * 3600
ANONYMOUS_TTL_S = 3600


class BadToken(ValueError):
    """A token that is malformed, forged, or signed with another secret."""


class ExpiredToken(BadToken):
    """A genuine token past its expiry."""


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def sign(secret: str, payload: dict[str, object]) -> str:
    body = _b64(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode())
    mac = hmac.new(secret.encode(), body.encode(), hashlib.sha256).digest()
    return f"{body}.{_b64(mac)}"


def verify(secret: str, token: str, now: float | None = None) -> dict[str, object]:
    """The payload of a genuine, unexpired token; raises BadToken or ExpiredToken."""
    body, _, mac = token.partition(".")
    try:
        want = hmac.new(secret.encode(), body.encode(), hashlib.sha256).digest()
        if not mac or not hmac.compare_digest(want, _unb64(mac)):
            raise BadToken("bad signature")
        payload = json.loads(_unb64(body))
    except (ValueError, TypeError) as exc:
        raise BadToken("malformed token") from exc
    if not isinstance(payload, dict):
        raise BadToken("malformed token")
    exp = payload.get("exp")
    if not isinstance(exp, int | float) or exp < (time.time() if now is None else now):
        raise ExpiredToken("expired")
    return payload


_TTL = re.compile(r"^\s*(\d+)\s*([smhd]?)\s*$")


def parse_ttl(text: str) -> int:
    """``90``, ``90s``, ``15m``, ``1h``, ``7d`` -> seconds."""
    m = _TTL.match(text)
    if not m or int(m.group(1)) <= 0:
        raise ValueError(f"bad TTL {text!r}: use e.g. 900, 15m, 1h or 7d")
    return int(m.group(1)) * {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}[m.group(2)]


def user_link_token(secret: str, tenant_id: str, user_id: str, ttl_s: int) -> str:
    return sign(
        secret, {"k": "link", "t": tenant_id, "u": user_id, "exp": int(time.time()) + ttl_s}
    )


@dataclass(frozen=True)
class Viewer:
    """The signed-in party: an operator (any tenant) or one user of one tenant."""

    role: str  # anonymous | operator | user
    csrf: str
    exp: int
    tenant_id: str | None = None
    user_id: str | None = None

    @property
    def actor(self) -> str:
        return "operator" if self.role == "operator" else "user-link"

    def may_see(self, tenant_id: str, user_id: str | None = None) -> bool:
        if self.role == "operator":
            return True
        if self.role != "user" or tenant_id != self.tenant_id:
            return False
        return user_id is not None and user_id == self.user_id

    def cookie(self, secret: str) -> str:
        return sign(
            secret,
            {
                "k": "session",
                "r": self.role,
                "c": self.csrf,
                "exp": self.exp,
                "t": self.tenant_id,
                "u": self.user_id,
            },
        )


def new_viewer(
    role: str, ttl_s: int, tenant_id: str | None = None, user_id: str | None = None
) -> Viewer:
    return Viewer(role, secrets.token_urlsafe(24), int(time.time()) + ttl_s, tenant_id, user_id)


def viewer_from_cookie(secret: str, cookie: str | None) -> Viewer | None:
    if not cookie:
        return None
    try:
        p = verify(secret, cookie)
    except BadToken:
        return None
    if p.get("k") != "session" or p.get("r") not in ("anonymous", "operator", "user"):
        return None
    t, u = p.get("t"), p.get("u")
    return Viewer(
        str(p["r"]),
        str(p.get("c", "")),
        int(p["exp"]),  # type: ignore[call-overload]
        t if isinstance(t, str) else None,
        u if isinstance(u, str) else None,
    )


def viewer_from_link(secret: str, token: str) -> Viewer:
    """The user session a link opens (same scope, same expiry); raises BadToken/ExpiredToken."""
    p = verify(secret, token)
    t, u = p.get("t"), p.get("u")
    if p.get("k") != "link" or not isinstance(t, str) or not isinstance(u, str):
        raise BadToken("not a ledger link")
    return Viewer("user", secrets.token_urlsafe(24), int(p["exp"]), t, u)  # type: ignore[call-overload]


def csrf_ok(viewer: Viewer | None, submitted: str | None) -> bool:
    return bool(viewer and submitted and hmac.compare_digest(viewer.csrf, submitted))


def token_ok(expected: str | None, given: str | None) -> bool:
    return bool(expected and given and hmac.compare_digest(expected.encode(), given.encode()))
