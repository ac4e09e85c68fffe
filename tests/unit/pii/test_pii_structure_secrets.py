"""Issue 12, session 8: credentials named by structure (sibling keys, SQL clauses, query
keys, a Twilio SID), more vendor formats, and the look-alikes each rule must keep."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text
from memory_core.pii.secretpairs import key_kind


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # Kubernetes env entries: the name says what the sibling value is.
        (
            "containers:\n  - env:\n    - name: MYSQL_ROOT_PASSWORD\n      value: 'Tg7!wq2Lrv'\n",
            "Tg7!wq2Lrv",
        ),
        ("- name: GRAFANA_ADMIN_PASS\n  value: plum-otter-rain-81\n", "plum-otter-rain-81"),
        ('- name: SENTRY_AUTH_TOKEN\n  value: "f0cB7dq2kLm9vX3pR8sT"', "f0cB7dq2kLm9vX3pR8sT"),
        # A HAR / JSON header entry written inside a log line.
        (
            'req headers=[{"name": "X-Api-Key", "value": "Zr5kQw8pLx2mTn4v"}]',
            "Zr5kQw8pLx2mTn4v",
        ),
        # Terraform variable blocks: the label names the default.
        (
            'variable "db_root_password" {\n  description = "root"\n  sensitive = true\n'
            '  default = "Mq4$zrT8wp"\n}',
            "Mq4$zrT8wp",
        ),
        ('variable "grafanaPw" { default = "lemon-quartz-heron-7" }', "lemon-quartz-heron-7"),
        # SQL: MySQL with and without an auth plugin, Oracle without quotes.
        ("ALTER USER 'app'@'10.%' IDENTIFIED BY 'Hv3#qLp9zW';", "Hv3#qLp9zW"),
        (
            "CREATE USER ro IDENTIFIED WITH mysql_native_password BY 'Lw8!xRt2mQ';",
            "Lw8!xRt2mQ",
        ),
        ("SQL> create user scott identified by Tiger4Lynx9;", "Tiger4Lynx9"),
        # A bare "key" parameter in a URL fragment or query string.
        (
            "https://maps.example.net/embed#key=Qm7Lx2Rt9Vw4Kp8Zs3Nc&zoom=4",
            "Qm7Lx2Rt9Vw4Kp8Zs3Nc",
        ),
        # A Twilio auth token after its account SID.
        (
            'tw = TwilioClient("AC9f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c", "5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b")',
            "5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b",
        ),
        # Vendor formats: Hugging Face organisation tokens, Mailgun 32-8-8 keys.
        (
            "token: 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",
            "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",
        ),
        (
            "mailgun says 401 for 9a8b7c6d5e4f30211a2b3c4d5e6f7081-1a2b3c4d-5e6f7a8b",
            "9a8b7c6d5e4f30211a2b3c4d5e6f7081-1a2b3c4d-5e6f7a8b",
        ),
        # Greek and Polish cues.
        ("ο κωδικός πρόσβασης είναι Vr6#kTq2Lm", "Vr6#kTq2Lm"),
        ("hasło jak poprzednio: Kx9!rTm4Qw", "Kx9!rTm4Qw"),
        ("switched the VPN one to Pq4&zLr8Wx yesterday", "Pq4&zLr8Wx"),
        # Session cookies by their frameworks' names, outside any Cookie header.
        ("devtools shows JSESSIONID=9Fq2LmX7Rt4VwK8pZs3Nc6Bd here", "9Fq2LmX7Rt4VwK8pZs3Nc6Bd"),
        # Hardhat network accounts are private keys.
        (
            "networks: { goerli: { url: u, accounts: ['0x" + "4f" * 32 + "'] } }",
            "4f" * 32,
        ),
        # An encoding suffix on a secret key name.
        ("SIGNING_SECRET_B64=Qk3Lm8Rt2Vw7Kp4ZsXn9Bd5Fh1Jq6Mc0", "Qk3Lm8Rt2Vw7Kp4ZsXn9Bd5Fh1Jq6Mc0"),
        # Login pairs: a spaced colon, a markdown login column, a password holding '='.
        ("ssh on the nas in room 4: svc-print07 : Rq8#Lm2@Vt", "Rq8#Lm2@Vt"),
        ("| box | login |\n|---|---|\n| nas | `ops` / `Tw4.kLq9Vz2Rm` |", "Tw4.kLq9Vz2Rm"),
        ("the new one is qzvx=Lm7$rTq2Wk, valid for 90 days", "qzvx=Lm7$rTq2Wk"),
        # A printf slot the format names as a password takes its argument.
        (
            "printf 'machine nas.lan login backup password %s\\n' Zt8#qLm2Wv >> ~/.netrc",
            "Zt8#qLm2Wv",
        ),
        # The answer to a question that asks for the new value by its verb.
        ("AGENT: ok, what did you reset it to?\nUSER: Wq7#Lm2zRt", "Wq7#Lm2zRt"),
    ],
)
def test_structured_and_vendor_credentials_are_masked(text: str, value: str) -> None:
    out = mask_text(text)
    assert value not in out and value[:6] not in out and value[-6:] not in out


@pytest.mark.parametrize(
    "text",
    [
        # Sibling values under names that are not credentials, or that point elsewhere.
        "env:\n  - name: LOG_LEVEL\n    value: debug\n  - name: POSTGRES_DB\n    value: app\n",
        "- name: DB_PASSWORD_FILE\n  value: /run/secrets/db_password\n",
        "- name: API_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: api\n      key: token\n",
        'variable "region" {\n  default = "eu-west-1"\n}',
        'variable "admin_password" {\n  default = var.generated\n}',
        '- name: SMTP_PASSWORD\n  value: "${SMTP_PASSWORD}"',
        # Prose that reads like the SQL clause.
        "the regression was identified by the on-call engineer within minutes",
        "-- the bug was identified by QA9-team and fixed",
        "Q: what did you set the timeout to?\nA: 30s, then retries=3",
        "printf 'user=%s count=%d\\n' bob 42",
        "what did you change it to?\nthe staging config, as before",
        # A name whose block ends before a later "default", an object key in a query.
        'variable "db_password" {\n  type = string\n}\nresource "x" "y" {\n'
        '  default = "ami-0abcdef1234567890"\n}',
        "https://s3.example.com/get?key=uploads/2024/03/Report-Final-v2.pdf&sig=short",
        '{"key": "password_policy", "value": "min12-upper-digit"}',
        # Tokenizer special tokens, directories and placeholders.
        "INFO tokenizer: loaded 32000 tokens, eos_token=<|im_end|>, unk_token=<unk>",
        '$ grep -rn "token" lib/ | wc -l',
        'slack:\n  bot_token: "xoxb-your-bot-token-here"\n',
        "export STRIPE_KEY=sk_live_REPLACE_WITH_YOUR_KEY",
        'api_key = "sk-proj-XXXXXXXXXXXXXXXXXXXXXXXX"',
        # Product codes in catalogue columns, versions in commit messages.
        "sku;ean;qty\nFilter-12;4006381333931;3\n",
        "chore: bump agent to 4.12.7.301",
        "    upgraded the runtime to 2.1.44.9",
        # Look-alikes of the rules above.
        "tx 0x" + "4f" * 32 + " confirmed in block 19000000",
        "the new config is timeout=30000ms and retries=3",
        "| box | login |\n|---|---|\n| nas | `ops` / sso |",
        "set the sessions to 30 days; connect.sid=short",
    ],
)
def test_look_alikes_are_kept(text: str) -> None:
    assert mask_text(text) == text


def test_real_vendor_keys_with_test_in_the_name_are_still_masked() -> None:
    key = "sk_test_" + "Zq8Lm3Rt7Vw2Kp9Xs4Nc6Bd"
    assert key[8:20] not in mask_text(f"STRIPE_KEY={key}")


def test_key_kind_reads_names_in_any_case_style() -> None:
    assert key_kind("POSTGRES_PASSWORD") == "PASSWORD"
    assert key_kind("rabbitmq_default_pass") == "PASSWORD"
    assert key_kind("adminPw") == "PASSWORD"
    assert key_kind("Authorization") == "SECRET"
    assert key_kind("DB_PASSWORD_FILE") is None
    assert key_kind("passenger_count") is None


@pytest.mark.parametrize(
    "text",
    [
        "- name: MYSQL_ROOT_PASSWORD\n  value: 'Tg7!wq2Lrv'\n",
        "ALTER USER 'app'@'%' IDENTIFIED BY 'Hv3#qLp9zW';",
        'variable "db_pass" { default = "Mq4$zrT8wp" }',
    ],
)
def test_structure_rules_are_idempotent(text: str) -> None:
    once = mask_text(text)
    assert mask_text(once) == once


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # National numbers with the region named by a country word or shown by the script.
        ("proszę dzwonić pod 501 234 567 (Polska)", "501 234 567"),
        ("mi celular en México: 55 1234 5678", "55 1234 5678"),
        ("携帯番号は 090-1234-5678 です", "090-1234-5678"),
    ],
)
def test_national_phones_with_a_country_or_script(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    ["注文番号は 1234-5678-9012 です", "order 501 234 567 shipped to Polska"],
)
def test_numbers_without_a_phone_cue_are_kept(text: str) -> None:
    assert mask_text(text) == text
