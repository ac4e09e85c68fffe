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


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # Cards with spaced dashes (an issuer range is required for this separator).
        ("Karte 4539 - 5781 - 2206 - 4311 abgelehnt", "4539 - 5781 - 2206 - 4311"),
        # Dates of birth: Czech, Danish, Russian cues, Japanese date format.
        ("datum narození: 17.02.1979", "17.02.1979"),
        ("Fødselsdato 03.11.1990", "03.11.1990"),
        ("дата рождения 05.05.1985", "05.05.1985"),
        ("生年月日: 1985年3月14日", "1985年3月14日"),
        # German tax id by its long cue; a form field label is no speaker.
        ("Steuerliche Identifikationsnummer: 65929970489", "65929970489"),
        # National phones after call-me verbs of other languages.
        ("merci de me joindre au 04 72 10 30 30", "04 72 10 30 30"),
        ("Rückruf gerne unter 0171 2345678", "0171 2345678"),
        # Spelled surnames as comma lists after a name noun, letters with diacritics too.
        ("my surname is K, O, W, A, L, S, K, I", "K, O, W, A, L, S, K, I"),
        ("efternamnet stavas L, U, N, D, S, T, R, Ö, M", "L, U, N, D, S, T, R, Ö, M"),
    ],
)
def test_personal_data_classes(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Okafor, Chidi  9:05 AM\nis the release blocked?", "Okafor"),
        ("Lindqvist, Elsa — 14:20\nhej allihop", "Lindqvist"),
        ("From: Moreau, Camille\nSubject: contrat", "Moreau"),
        ("Kowalczyk, Agnieszka has joined the channel", "Kowalczyk"),
        ("| Owner | Service |\n|---|---|\n| Rafaela Quintero | billing |", "Quintero"),
        ("| Navn | Rolle |\n|---|---|\n| Sigrid Aasen | drift |", "Aasen"),
    ],
)
def test_last_first_and_table_names(text: str, name: str) -> None:
    assert name not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Springfield, Illinois\nis where the office is",
        "Paris, France 10:30 meeting",
        "| Owner | Service |\n|---|---|\n| payments-team | api |\n| Platform Team | web |",
        "pages 1000 - 2000 - 3000 - 4000",
        "options A, B, C, D are all valid",
        "released 2000年9月8日",
        "Betreff: Rechnung März",
    ],
)
def test_personal_look_alikes_kept(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # Inflected credential nouns (Swedish/Danish definite forms, German genitive).
        ("lösenordet till wifi är Gr8#vKq2Lm", "Gr8#vKq2Lm"),
        ("adgangskoden er Tm4!xQp9Wz", "Tm4!xQp9Wz"),
        # Full-width punctuation ends a token.
        ("共有パスワード：Ql7%nVx3Rb です", "Ql7%nVx3Rb"),
        # A value piped into a command that reads a credential from stdin.
        ("echo Mq8@vLz3Tx | podman login quay.io -u bot --password-stdin", "Mq8@vLz3Tx"),
        ("echo 'svc:Rb5#kWq2Nz' | chpasswd", "Rb5#kWq2Nz"),
        # The answer one short line after the question.
        ("Agent: which password did you set?\nUser: hold on\nUser: Vd3!pLx8Qm", "Vd3!pLx8Qm"),
    ],
)
def test_more_credentials(text: str, value: str) -> None:
    out = mask_text(text)
    assert value[:6] not in out and value[-6:] not in out


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the surname is spelled W-Ó-J-C-I-K", "W-Ó-J-C-I-K"),
        ("ich bin am 14. Juli 1988 geboren", "14. Juli 1988"),
        ("Med vänliga hälsningar\nIngrid Sjöberg", "Sjöberg"),
        ("Cumprimentos,\nTiago Ferreira", "Ferreira"),
    ],
)
def test_more_personal_data(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        'echo "$CR_PAT" | docker login ghcr.io -u me --password-stdin',
        "Beste Grüße\nIT-Betrieb",
        "Regards,\nHR-Team",
        "Release 2.3.2024 was born from chaos",
    ],
)
def test_more_look_alikes_kept(text: str) -> None:
    assert mask_text(text) == text
