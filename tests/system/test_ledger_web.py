"""The ledger page in a real headless browser (Debian's chromium driven by Playwright).

A real uvicorn server on a real store (SQLite and PostgreSQL); no JavaScript is needed by
the page, and none is used by the tests beyond what the browser does on its own.
"""

from __future__ import annotations

import re
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from memory_core.cli import app as cli_app
from memory_core.ingest.pipeline import process_session
from memory_core.ledger import auth
from memory_core.ledger.server import LedgerConfigError, create_app
from memory_core.settings import Settings

playwright_api = pytest.importorskip("playwright.sync_api")
CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parent.parent
TOKEN, SECRET = "operator-token-for-tests", "link-secret-for-tests"
NOW = datetime.now(UTC).replace(microsecond=0)
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="apt-get install chromium")


def _session(
    sid: str, user: str, tenant: str, days: float, text: str, **extra: Any
) -> dict[str, Any]:
    start = NOW - timedelta(days=days)
    return {
        "session_id": sid,
        "tenant_id": tenant,
        "user_id": user,
        "started_at": start.isoformat(),
        "ended_at": (start + timedelta(minutes=5)).isoformat(),
        "messages": [
            {"id": f"{sid}-1", "role": "user", "content": text},
            {"id": f"{sid}-2", "role": "assistant", "content": "Thanks, noted."},
        ],
        "metadata": {"topic": "database"},
        **extra,
    }


def populate(settings: Settings) -> None:
    for args in [
        ("a-1", "alice", "acme", 30, "We run PostgreSQL 14. Mail me at alice.w@example.org."),
        ("a-2", "alice", "acme", 20, "We upgraded to PostgreSQL 15 last week."),
        ("a-3", "alice", "acme", 10, "Please use ISO 8601 dates. We run Redis 7."),
        ("b-1", "bob", "acme", 15, "We run MySQL 8 on Ubuntu 22."),
        ("o-1", "alice", "other", 12, "We run MongoDB 6."),
    ]:
        process_session(
            _session(*args, outcomes=[{"pattern_id": "ask-logs", "success": True}]),
            settings=settings,
        )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    url: str
    settings: Settings


@pytest.fixture
def server(make_settings: Any) -> Iterator[Server]:
    import uvicorn

    settings = make_settings(ledger_token=TOKEN, ledger_secret=SECRET)
    populate(settings)
    port = _free_port()
    srv = uvicorn.Server(
        uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning")
    )
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started and time.monotonic() < deadline:
        time.sleep(0.05)
    yield Server(f"http://127.0.0.1:{port}", settings)
    srv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(java_script_enabled=False)
    pg = ctx.new_page()
    yield pg
    ctx.close()


def sign_in(page: Any, url: str) -> None:
    page.goto(url + "/")
    assert page.url.endswith("/login")
    page.fill("input[name=token]", TOKEN)
    page.click("button[type=submit]")
    assert page.url.endswith("/tenants")


def user_url(server: Server, user: str, tenant: str = "acme") -> str:
    return f"{server.url}/user?tenant={tenant}&user={user}"


def test_sign_in_and_facts_with_history(server: Server, page: Any) -> None:
    page.goto(server.url + "/login")
    page.fill("input[name=token]", "wrong")
    page.click("button[type=submit]")
    assert "wrong token" in page.content()
    sign_in(page, server.url)
    page.click("text=acme")
    page.click("text=alice")
    row = page.locator("tr.fact[data-key=database]")
    assert "PostgreSQL 15" in row.inner_text()
    history = page.locator("tr.fact[data-key=database] + tr.history").inner_text()
    assert "superseded" in history and "PostgreSQL 14 → PostgreSQL 15" in history
    (ROOT / "docs").mkdir(exist_ok=True)
    page.set_viewport_size({"width": 1200, "height": 900})
    page.screenshot(path=str(ROOT / "docs" / "ledger-user.png"), full_page=True)
    page.locator("tr.fact[data-key=database] + tr.history a", has_text="a-1").click()  # source
    text = page.content()
    assert "Episode a-1" in text and "alice.w@example.org" not in text and "&lt;EMAIL" in text
    assert "database = PostgreSQL 14" in page.inner_text("main")


def test_correct_a_fact(server: Server, page: Any) -> None:
    sign_in(page, server.url)
    page.goto(user_url(server, "alice"))
    row = page.locator("tr.fact[data-key=database]")
    row.locator("input[name=value]").fill("PostgreSQL 16")
    row.locator("text=Correct").click()
    row = page.locator("tr.fact[data-key=database]")
    assert "PostgreSQL 16" in row.inner_text()
    history = page.inner_text("tr.fact[data-key=database] + tr.history")
    assert re.search(r"corrected\s+PostgreSQL 15 → PostgreSQL 16\s+by operator", history)


def test_delete_an_episode(server: Server, page: Any) -> None:
    sign_in(page, server.url)
    page.goto(f"{server.url}/episode?tenant=acme&user=alice&session=a-3")
    page.click("text=Delete this episode")
    assert "Erasure receipt" in page.content() and "episode" in page.inner_text("dl.receipt")
    page.goto(user_url(server, "alice"))
    assert "a-3" not in page.inner_text("#episodes")
    assert page.locator("tr.fact[data-key=date_format]").count() == 0  # derived only from a-3
    assert page.locator("tr.fact[data-key=database]").count() == 1


def test_forget_end_to_end(server: Server, page: Any) -> None:
    sign_in(page, server.url)
    page.goto(user_url(server, "alice"))
    page.click("text=Forget this user…")
    listed = page.inner_text("ul.footprint")
    assert "3 episodes" in listed and "facts" in listed
    page.check("input[name=confirm]")
    page.click("text=Forget everything")
    receipt = page.inner_text("dl.receipt")
    assert re.search(r"episodes\s+3", receipt) and "operator" in receipt
    page.goto(user_url(server, "alice"))
    body = page.inner_text("main")
    assert "No facts are remembered." in body and "No episodes are remembered." in body
    assert "No rules." in body and "No procedures." in body
    page.goto(user_url(server, "bob"))
    assert "MySQL 8" in page.inner_text("#facts") and "b-1" in page.inner_text("#episodes")
    page.goto(user_url(server, "alice", tenant="other"))
    assert "MongoDB 6" in page.inner_text("#facts")  # same user id, another tenant: untouched


def _link(server: Server, user: str, tenant: str, ttl: str = "1h") -> str:
    env = {"MEMORY_LEDGER_SECRET": SECRET, "MEMORY_DATABASE_URL": server.settings.database_url}
    res = CliRunner().invoke(
        cli_app,
        ["ledger-link", "--user", user, "--tenant", tenant, "--ttl", ttl, "--base-url", server.url],
        env=env,
    )
    assert res.exit_code == 0, res.output
    return res.output.strip()


def test_signed_link_sees_only_its_user(server: Server, page: Any) -> None:
    page.goto(_link(server, "alice", "acme"))
    assert page.url.startswith(user_url(server, "alice"))
    assert "PostgreSQL 15" in page.inner_text("#facts")
    assert "Forget this user" in page.content()
    for other in (
        user_url(server, "bob"),
        user_url(server, "alice", "other"),
        server.url + "/tenants",
        server.url + "/users?tenant=acme",
    ):
        resp = page.goto(other)
        assert resp.status == 403, other
        assert "MySQL" not in page.content() and "MongoDB" not in page.content()
    resp = page.goto(f"{server.url}/episode?tenant=acme&user=bob&session=b-1")
    assert resp.status == 403
    # Its own correction is recorded as made through the link.
    page.goto(user_url(server, "alice"))
    csrf = page.locator("input[name=csrf]").first.get_attribute("value")
    row = page.locator("tr.fact[data-key=database]")
    row.locator("input[name=value]").fill("PostgreSQL 17")
    row.locator("text=Correct").click()
    assert "by user-link" in page.inner_text("#facts")
    # An action on another user, even with a valid CSRF token of this session, is refused.
    resp = page.request.post(
        server.url + "/episode/delete",
        form={"tenant": "acme", "user": "bob", "session": "b-1", "csrf": csrf},
    )
    assert resp.status == 403
    page.goto(_link(server, "bob", "acme"))  # a second link replaces the session
    assert "b-1" in page.inner_text("#episodes")


def test_expired_and_forged_links(server: Server, page: Any) -> None:
    old = auth.sign(SECRET, {"k": "link", "t": "acme", "u": "alice", "exp": int(time.time()) - 5})
    resp = page.goto(f"{server.url}/link/{old}")
    assert resp.status == 401 and "expired" in page.content()
    resp = page.goto(user_url(server, "alice"))
    assert page.url.endswith("/login")
    forged = auth.sign("another-secret", {"k": "link", "t": "acme", "u": "alice", "exp": 2**31})
    resp = page.goto(f"{server.url}/link/{forged}")
    assert resp.status == 403


def test_post_without_csrf_is_refused(server: Server, page: Any) -> None:
    sign_in(page, server.url)
    page.goto(user_url(server, "alice"))
    fact_id = page.locator("tr.fact[data-key=database] input[name=fact_id]").first.get_attribute(
        "value"
    )
    for form in (
        {"tenant": "acme", "user": "alice", "fact_id": fact_id},
        {"tenant": "acme", "user": "alice", "fact_id": fact_id, "csrf": "guessed"},
    ):
        resp = page.request.post(server.url + "/fact/retract", form=form)
        assert resp.status == 403
    resp = page.request.post(
        server.url + "/forget", form={"tenant": "acme", "user": "alice", "confirm": "forget"}
    )
    assert resp.status == 403
    page.goto(user_url(server, "alice"))
    assert "PostgreSQL 15" in page.inner_text("#facts")


def test_export_download(server: Server, page: Any) -> None:
    sign_in(page, server.url)
    resp = page.request.get(f"{server.url}/export?tenant=acme&user=alice")
    assert resp.status == 200 and "attachment" in resp.headers["content-disposition"]
    doc = resp.json()
    assert doc["user_id"] == "alice" and len(doc["episodes"]) == 3
    import jsonschema

    from memory_core.erasure.export import schema

    jsonschema.validate(doc, schema())


def test_refuses_to_start_without_a_token(settings: Settings) -> None:
    with pytest.raises(LedgerConfigError):
        create_app(settings)
    with pytest.raises(LedgerConfigError):
        create_app(settings, host="0.0.0.0", insecure_local=True)
    assert create_app(settings, host="127.0.0.1", insecure_local=True) is not None
    res = CliRunner().invoke(
        cli_app, ["ledger", "--host", "0.0.0.0", "--database-url", settings.database_url]
    )
    assert res.exit_code == 2 and "MEMORY_LEDGER_TOKEN" in res.output
