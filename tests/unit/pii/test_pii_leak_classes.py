"""Leak classes of issue 12 (session 6): each case is a class, written here, not a corpus
string, and each has a look-alike that must be kept."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # Verbs of credential use in the past tense, and what happened after the value.
        ("ok I typed Rv8#mLq2wZ when it asked", "Rv8#mLq2wZ"),
        ("we went with Hk3_pQz7Lm9x for the staging box", "Hk3_pQz7Lm9x"),
        ("entered Tq9!vB2nXe into the field, nothing", "Tq9!vB2nXe"),
        ("pasted Wz4$kLp8Qr and it worked", "Wz4$kLp8Qr"),
        # Back-references through another credential noun.
        ("same login as the printer: Jx7@rTq2Lp", "Jx7@rTq2Lp"),
        ("same creds as prod, Pm2#zQw9Kv", "Pm2#zQw9Kv"),
        # Credential nouns in scripts without spaces between words.
        ("本番のパスワードは: Zq8!mTp3Wx", "Zq8!mTp3Wx"),
        ("数据库密码: Lk4$vRt9Qa", "Lk4$vRt9Qa"),
        ("관리자 비밀번호: Xn5#pLq8Ze", "Xn5#pLq8Ze"),
        # A login pair with no spaces around the slash.
        ("the wifi login is guest42/Fb7#kQz2Lp for visitors", "Fb7#kQz2Lp"),
    ],
)
def test_credentials_by_cue(text: str, value: str) -> None:
    out = mask_text(text)
    assert value not in out and value[2:8] not in out


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("echo 'db.internal:5432:billing:app_rw:Qz7pLm2Xw9' >> ~/.pgpass", "Qz7pLm2Xw9"),
        ("*:*:*:replica:Tr4#nVq8Lz", "Tr4#nVq8Lz"),
        (
            "curl -b 'session=A9fK2mQz7LpX4vBn8RtW3yHc' https://int.example.org/me",
            "A9fK2mQz7LpX4vBn8RtW3yHc",
        ),
        ("GET /cb?code=Zk4mP9qLx2Vb7RtN3wYc8HfJ&state=abc", "Zk4mP9qLx2Vb7RtN3wYc8HfJ"),
        ("https://sso.example.org/login?ticket=ST-8812-Qm3xLp9ZkV2wTr7N", "Qm3xLp9ZkV2wTr7N"),
    ],
)
def test_structured_credentials(text: str, value: str) -> None:
    out = mask_text(text)
    assert value[:6] not in out and value[-6:] not in out


@pytest.mark.parametrize(
    "text",
    [
        "root:x:0:0:root:/root:/bin/bash",
        "at 12:30:45 the job finished",
        "docs at https://example.org/search?code=python_tutorial_basics",
        "error code=E1234 from the driver",
        "the db is at postgres/main-replica",
        "same as last week, the deploy went fine",
        "I typed the command into the prompt and it worked",
    ],
)
def test_look_alikes_kept(text: str) -> None:
    assert mask_text(text) == text
