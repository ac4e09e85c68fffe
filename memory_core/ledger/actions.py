"""The ledger's forms that change something; each checks the CSRF token, then the scope.

They call the same library as the CLI (``memory_core.erasure.api``), recording the actor
as ``operator`` or ``user-link`` by who is signed in, and answer with a redirect (so a
reload never repeats a change) or a receipt page.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from memory_core.erasure import api
from memory_core.ledger import auth
from memory_core.ledger.app import check_csrf, ledger_of, require, set_session
from memory_core.ledger.pages import user_url
from memory_core.store.corrections import FactNotFound

router = APIRouter()
Field = Annotated[str, Form(min_length=1)]
Csrf = Annotated[str | None, Form()]


def _receipt(request: Request, tenant: str, user: str, receipt_id: str) -> Response:
    from urllib.parse import urlencode

    q = urlencode({"tenant": tenant, "user": user, "id": receipt_id})
    return RedirectResponse(f"/receipt?{q}", status_code=303)


@router.post("/login", response_model=None)
def login(request: Request, token: Annotated[str, Form()] = "", csrf: Csrf = None) -> Response:
    check_csrf(request, csrf)
    led = ledger_of(request)
    if not auth.token_ok(led.token, token):
        viewer = led.viewer(request)
        return led.render(request, "login.html", status=401, viewer=viewer, error="wrong token")
    resp = RedirectResponse("/tenants", status_code=303)
    set_session(resp, led, auth.new_viewer("operator", auth.OPERATOR_TTL_S), request)
    return resp


@router.post("/logout")
def logout(request: Request, csrf: Csrf = None) -> Response:
    check_csrf(request, csrf)
    resp = RedirectResponse("/login", status_code=303)
    resp.delete_cookie(auth.SESSION_COOKIE, path="/")
    return resp


@router.post("/fact/correct")
def correct(
    request: Request,
    tenant: Field,
    user: Field,
    fact_id: Annotated[int, Form()],
    value: Field,
    csrf: Csrf = None,
) -> Response:
    check_csrf(request, csrf)
    viewer = require(request, tenant, user)
    led = ledger_of(request)
    try:
        api.correct_fact(
            led.store, user, fact_id, value, tenant, viewer.actor, settings=led.settings
        )
    except FactNotFound:
        raise HTTPException(404, "no such fact for this user") from None
    return RedirectResponse(user_url(tenant, user) + "#facts", status_code=303)


@router.post("/fact/retract")
def retract(
    request: Request,
    tenant: Field,
    user: Field,
    fact_id: Annotated[int, Form()],
    csrf: Csrf = None,
) -> Response:
    check_csrf(request, csrf)
    viewer = require(request, tenant, user)
    led = ledger_of(request)
    try:
        api.retract_fact(led.store, user, fact_id, tenant, viewer.actor, settings=led.settings)
    except FactNotFound:
        raise HTTPException(404, "no such fact for this user") from None
    return RedirectResponse(user_url(tenant, user) + "#facts", status_code=303)


@router.post("/episode/delete")
def delete_episode(
    request: Request, tenant: Field, user: Field, session: Field, csrf: Csrf = None
) -> Response:
    check_csrf(request, csrf)
    viewer = require(request, tenant, user)
    led = ledger_of(request)
    try:
        r = api.delete_episode(
            led.store, user, session, tenant, viewer.actor, settings=led.settings
        )
    except api.EpisodeNotFound:
        raise HTTPException(404, "no such episode for this user") from None
    return _receipt(request, tenant, user, r.id)


@router.post("/forget", response_model=None)
def forget(
    request: Request,
    tenant: Field,
    user: Field,
    confirm: Annotated[str, Form()] = "",
    csrf: Csrf = None,
) -> Response | HTMLResponse:
    check_csrf(request, csrf)
    viewer = require(request, tenant, user)
    led = ledger_of(request)
    if confirm != "forget":
        raise HTTPException(400, "tick the confirmation to erase")
    r = api.forget_user(
        led.store,
        user,
        tenant,
        viewer.actor,
        broker_url=led.settings.broker_url or None,
        settings=led.settings,
    )
    return _receipt(request, tenant, user, r.id)
