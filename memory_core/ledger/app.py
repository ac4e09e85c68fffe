"""The ledger application: configuration checks, the signed-in viewer, rendering.

``create_app`` refuses to run without ``MEMORY_LEDGER_TOKEN`` unless it is bound to
127.0.0.1 with ``insecure_local`` (then every visitor on this machine is an operator: for a
developer's laptop only). Pages read through a reader engine (plain ``BEGIN`` on SQLite, so
a page never blocks a worker's write); actions write through a ``Store``.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from jinja2 import Environment, PackageLoader, select_autoescape
from sqlalchemy.orm import Session, sessionmaker
from starlette.exceptions import HTTPException as StarletteHTTPException

from memory_core.ledger import auth
from memory_core.settings import Settings
from memory_core.store.engine import make_engine, make_sessionmaker
from memory_core.store.repository import Store

LOCAL_HOSTS = ("127.0.0.1",)


class LedgerConfigError(RuntimeError):
    """The ledger would run without authentication somewhere it must not."""


@dataclass
class Ledger:
    """What every request handler needs, built once per application."""

    settings: Settings
    store: Store
    reads: sessionmaker[Session]
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


def create_app(
    settings: Settings, *, host: str = "127.0.0.1", insecure_local: bool = False
) -> FastAPI:
    token = settings.ledger_token
    if not token:
        if not insecure_local:
            raise LedgerConfigError(
                "set MEMORY_LEDGER_TOKEN (or pass --insecure-local on 127.0.0.1)"
            )
        if host not in LOCAL_HOSTS:
            raise LedgerConfigError("--insecure-local only binds 127.0.0.1")
    secret = settings.ledger_secret or token or secrets.token_urlsafe(32)
    templates = Environment(
        loader=PackageLoader("memory_core.ledger", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    app = FastAPI(title="memory ledger", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.ledger = Ledger(
        settings,
        Store(settings.database_url),
        make_sessionmaker(make_engine(settings.database_url, writer=False)),
        secret,
        token,
        insecure_local and not token,
        templates,
    )

    from memory_core.ledger import actions, pages

    app.include_router(pages.router)
    app.include_router(actions.router)

    @app.exception_handler(StarletteHTTPException)
    async def _error(request: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 401 and request.method == "GET" and "link" not in request.url.path:
            return RedirectResponse("/login", status_code=303)
        return ledger_of(request).render(
            request, "error.html", status=exc.status_code, message=str(exc.detail)
        )

    @app.get("/static/ledger.css", include_in_schema=False)
    def _css() -> Response:
        from importlib import resources

        css = resources.files("memory_core.ledger").joinpath("static/ledger.css").read_text()
        return Response(css, media_type="text/css", headers={"Cache-Control": "max-age=3600"})

    return app
