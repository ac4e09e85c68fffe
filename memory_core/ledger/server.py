"""Build the ledger application.

``create_app`` refuses to run without ``MEMORY_LEDGER_TOKEN`` unless it is bound to
127.0.0.1 with ``insecure_local`` (then every visitor on this machine is an operator: for a
developer's laptop only).
"""

from __future__ import annotations

import secrets

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse, Response
from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.exceptions import HTTPException as StarletteHTTPException

from memory_core.ledger import actions, pages
from memory_core.ledger.app import LOCAL_HOSTS, Ledger, LedgerConfigError, ledger_of
from memory_core.settings import Settings
from memory_core.store.store import Store

__all__ = ["LedgerConfigError", "create_app"]


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
        Store(settings.database_url, writer=False),
        secret,
        token,
        insecure_local and not token,
        templates,
    )

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
