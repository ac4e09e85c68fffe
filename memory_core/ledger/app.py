"""The ledger application: configuration checks, the signed-in viewer, rendering.

Pages read through a reader engine (plain ``BEGIN`` on SQLite, so a page never blocks a
worker's write); actions write through a ``Store``. ``server.create_app`` builds the app.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from typing import Any

from fastapi import HTTPException, Request
from fastapi.responses import HTMLResponse, Response
from jinja2 import Environment

from memory_core.ledger import auth
from memory_core.settings import Settings
from memory_core.store.store import Store

LOCAL_HOSTS = ("127.0.0.1",)


class LedgerConfigError(RuntimeError):
    """The ledger would run without authentication somewhere it must not."""


@dataclass
class Ledger:
    """What every request handler needs, built once per application."""

    settings: Settings
    store: Store
    reader: Store  # a reader engine: a page never blocks a worker's write
    secret: str
    token: str | None
    insecure_local: bool
    templates: Environment

    def viewer(self, request: Request) -> auth.Viewer | None:
        if self.insecure_local and not self.token:
            found = auth.viewer_from_cookie(self.secret, request.cookies.get(auth.SESSION_COOKIE))
            return found if found and found.role != "anonymous" else _local_operator(found)
        return auth.viewer_from_cookie(self.secret, request.cookies.get(auth.SESSION_COOKIE))

    def render(self, request: Request, name: str, status: int = 200, **ctx: Any) -> HTMLResponse:
        viewer = ctx.pop("viewer", None) or self.viewer(request)
        html = self.templates.get_template(name).render(viewer=viewer, **ctx)
        resp = HTMLResponse(html, status_code=status)
        if viewer is not None:
            set_session(resp, self, viewer, request)
        return resp


def _local_operator(found: auth.Viewer | None) -> auth.Viewer:
    csrf = found.csrf if found else secrets.token_urlsafe(24)
    return auth.Viewer("operator", csrf, (found.exp if found else 0) or 2**31)


def set_session(resp: Response, ledger: Ledger, viewer: auth.Viewer, request: Request) -> None:
    resp.set_cookie(
        auth.SESSION_COOKIE,
        viewer.cookie(ledger.secret),
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
        max_age=max(1, viewer.exp - int(time.time())),
        path="/",
    )


def ledger_of(request: Request) -> Ledger:
    found: Ledger = request.app.state.ledger
    return found


def require(request: Request, tenant_id: str, user_id: str | None = None) -> auth.Viewer:
    """The viewer, if allowed to see this tenant (and user); 401/403 otherwise."""
    viewer = ledger_of(request).viewer(request)
    if viewer is None or viewer.role == "anonymous":
        raise HTTPException(401, "sign in, or open your link again")
    if not viewer.may_see(tenant_id, user_id):
        raise HTTPException(403, "outside what this session may see")
    return viewer


def require_operator(request: Request) -> auth.Viewer:
    viewer = ledger_of(request).viewer(request)
    if viewer is None or viewer.role == "anonymous":
        raise HTTPException(401, "sign in")
    if viewer.role != "operator":
        raise HTTPException(403, "operators only")
    return viewer


def check_csrf(request: Request, submitted: str | None) -> auth.Viewer | None:
    viewer = ledger_of(request).viewer(request)
    if not auth.csrf_ok(viewer, submitted):
        raise HTTPException(403, "missing or wrong CSRF token; reload the page and try again")
    return viewer
