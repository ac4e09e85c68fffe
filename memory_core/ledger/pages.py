"""The ledger's read-only pages; every one checks the viewer's scope before any query.

Operators see tenants and their users; a signed link sees exactly one user of one tenant.
A user's page shows current facts by category with their validity and history (each change
links to the masked episode it came from), the most recent episodes, rules with this user's
evidence, procedures with this user's recent outcomes, and past erasure receipts.
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from memory_core.erasure.export import export_user
from memory_core.ledger import auth
from memory_core.ledger.app import ledger_of, require, require_operator, set_session
from memory_core.store import export_reads, ledger_reads
from memory_core.store import receipts as receipt_sql

router = APIRouter()
PAGE = 25
Tenant = Annotated[str, Query(alias="tenant", min_length=1)]
User = Annotated[str, Query(alias="user", min_length=1)]


@router.get("/", response_model=None)
def home(request: Request) -> Response:
    viewer = ledger_of(request).viewer(request)
    if viewer is not None and viewer.role == "operator":
        return RedirectResponse("/tenants", status_code=303)
    if viewer is not None and viewer.role == "user" and viewer.tenant_id and viewer.user_id:
        return RedirectResponse(user_url(viewer.tenant_id, viewer.user_id), status_code=303)
    return RedirectResponse("/login", status_code=303)


def user_url(tenant_id: str, user_id: str, page: str = "user") -> str:
    from urllib.parse import urlencode

    return f"/{page}?{urlencode({'tenant': tenant_id, 'user': user_id})}"


@router.get("/login")
def login_page(request: Request) -> HTMLResponse:
    led = ledger_of(request)
    viewer = led.viewer(request) or auth.new_viewer("anonymous", auth.ANONYMOUS_TTL_S)
    return led.render(request, "login.html", viewer=viewer)


@router.get("/link/{token}", response_model=None)
def open_link(request: Request, token: str) -> Response:
    led = ledger_of(request)
    try:
        viewer = auth.viewer_from_link(led.secret, token)
    except auth.ExpiredToken:
        raise HTTPException(401, "this link has expired; ask for a new one") from None
    except auth.BadToken:
        raise HTTPException(403, "this link is not valid") from None
    assert viewer.tenant_id is not None and viewer.user_id is not None
    resp = RedirectResponse(user_url(viewer.tenant_id, viewer.user_id), status_code=303)
    set_session(resp, led, viewer, request)
    return resp


@router.get("/tenants")
def tenants_page(request: Request) -> HTMLResponse:
    require_operator(request)
    led = ledger_of(request)
    with led.reader.read() as s:
        rows = ledger_reads.tenants(s)
    return led.render(request, "tenants.html", tenants=rows)


@router.get("/users")
def users_page(request: Request, tenant: Tenant) -> HTMLResponse:
    require_operator(request)
    led = ledger_of(request)
    with led.reader.read() as s:
        rows = ledger_reads.users(s, tenant)
    return led.render(request, "users.html", tenant=tenant, users=rows, url=user_url)


@router.get("/user")
def user_page(request: Request, tenant: Tenant, user: User) -> HTMLResponse:
    require(request, tenant, user)
    led = ledger_of(request)
    with led.reader.read() as s:
        facts = ledger_reads.facts(s, tenant, user)
        history = ledger_reads.history(s, tenant, user, limit=500, confirmations=False)
        total = ledger_reads.episode_count(s, tenant, user)
        recent = ledger_reads.episodes(s, tenant, user, 0, 10)
        rules = ledger_reads.rules(s, tenant, user)
        procedures = ledger_reads.procedures(s, tenant, user)
        done = receipt_sql.receipts(s, tenant, user)
        sources = {f.source_session_id for f in facts} | {h.source_session_id for h in history}
        linked = ledger_reads.existing_sessions(s, tenant, user, sources)
    by_category: dict[str, list[ledger_reads.FactView]] = defaultdict(list)
    for f in facts:
        by_category[f.category].append(f)
    changes: dict[tuple[str, str], list[ledger_reads.HistoryView]] = defaultdict(list)
    for h in history:
        changes[(h.entity, h.key)].append(h)
    return led.render(
        request,
        "user.html",
        tenant=tenant,
        user=user,
        by_category=dict(sorted(by_category.items())),
        changes=changes,
        linked=linked,
        total=total,
        recent=recent,
        rules=rules,
        procedures=procedures,
        receipts=done,
        url=user_url,
    )


@router.get("/episodes")
def episodes_page(
    request: Request, tenant: Tenant, user: User, page: Annotated[int, Query(ge=1)] = 1
) -> HTMLResponse:
    require(request, tenant, user)
    led = ledger_of(request)
    with led.reader.read() as s:
        total = ledger_reads.episode_count(s, tenant, user)
        rows = ledger_reads.episodes(s, tenant, user, (page - 1) * PAGE, PAGE)
    pages = max(1, -(-total // PAGE))
    return led.render(
        request,
        "episodes.html",
        tenant=tenant,
        user=user,
        episodes=rows,
        total=total,
        page=page,
        pages=pages,
        url=user_url,
    )


@router.get("/episode")
def episode_page(
    request: Request, tenant: Tenant, user: User, session: Annotated[str, Query(min_length=1)]
) -> HTMLResponse:
    require(request, tenant, user)
    led = ledger_of(request)
    with led.reader.read() as s:
        ep = ledger_reads.episode(s, tenant, user, session)
    if ep is None:
        raise HTTPException(404, "no such episode for this user")
    return led.render(request, "episode.html", tenant=tenant, user=user, ep=ep, url=user_url)


@router.get("/export")
def export_page(request: Request, tenant: Tenant, user: User) -> Response:
    require(request, tenant, user)
    doc = export_user(ledger_of(request).store, user, tenant)
    name = "".join(c if c.isalnum() or c in "-_" else "_" for c in user)[:80] or "user"
    return Response(
        json.dumps(doc, indent=2, ensure_ascii=False),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{name}.json"'},
    )


@router.get("/forget")
def forget_page(request: Request, tenant: Tenant, user: User) -> HTMLResponse:
    require(request, tenant, user)
    led = ledger_of(request)
    with led.reader.read() as s:
        found = export_reads.footprint(s, tenant, user)
    return led.render(request, "forget.html", tenant=tenant, user=user, found=found, url=user_url)


@router.get("/receipt")
def receipt_page(
    request: Request, tenant: Tenant, user: User, id: Annotated[str, Query(min_length=1)]
) -> HTMLResponse:
    require(request, tenant, user)
    led = ledger_of(request)
    with led.reader.read() as s:
        r = receipt_sql.get_receipt(s, id)
    if r is None or (r.tenant_id, r.user_id) != (tenant, user):
        raise HTTPException(404, "no such receipt for this user")
    return led.render(request, "receipt.html", tenant=tenant, user=user, r=r, url=user_url)
