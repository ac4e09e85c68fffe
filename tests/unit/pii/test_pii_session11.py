"""Leak and keep classes of issue 12 worked on in session 11 (examples written here)."""

from __future__ import annotations

import pytest

from memory_core.pii import Masker, mask_text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # Passphrases with the digits glued to the last word, after weak and strong cues.
        ("can you sign in with maple-river-candle42 and check", "maple-river-candle42"),
        ("La password del router è copper-willow-meadow7", "copper-willow-meadow7"),
        # The variable that receives the value is named after it.
        ("I stored Hq7!zLp2Wm as the DEPLOY_TOKEN yesterday", "Hq7!zLp2Wm"),
        ("dropped Mv4#tRq8Zx into NAS_AUTH for the backup job", "Mv4#tRq8Zx"),
        # Verbs of choosing, and what follows the value.
        ("for the kiosk I chose Pk5$wQz9Lm, tell nobody", "Pk5$wQz9Lm"),
        ("give Zr3&nVx7Qp a try on the front desk PC", "Zr3&nVx7Qp"),
        ("the lab pass is granite-fennel-orchid31", "granite-fennel-orchid31"),
        # Login pairs without a slash.
        ("Zugang zum Wiki: ops_reader — Lq2#vTm8Kz", "Lq2#vTm8Kz"),
        ("painel: usuário relatorios, Wx9!pLq3Zt", "Wx9!pLq3Zt"),
    ],
)
def test_credentials_by_cue_s11(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("zip -r out.zip docs -P 'Tn4#vKq8Lzw'", "Tn4#vKq8Lzw"),
        ("ldapmodify -x -D cn=admin -w Gq7$mLp2Xz -f add.ldif", "Gq7$mLp2Xz"),
        ("rdesktop-ish: wfreerdp /u:ops /p:Hx8!qTz3Lm /v:host", "Hx8!qTz3Lm"),
        ("htpasswd -bB /srv/.htpasswd alice 'Rw5%kNz8Qp'", "Rw5%kNz8Qp"),
        ("lftp -u backup,Jp3#xLq9Vz ftp://mirror.example", "Jp3#xLq9Vz"),
        ("sqlplus app/Vk8?mQz2Lp@//db-host:1521/SVC", "Vk8?mQz2Lp"),
        ("curl -fsu deploy:Bq6!rTm4Wz https://ci.example/api", "Bq6!rTm4Wz"),
    ],
)
def test_cli_password_arguments(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "now the job runs on build-agent-east02 again",
        "use db-replica-node07 for the read traffic",
        "ssh -p '2222' bastion",
        "grep -P 'timeout' app.log",
    ],
)
def test_host_names_and_plain_flags_kept(text: str) -> None:
    assert mask_text(text) == text


def test_chat_line_logged_by_a_bot() -> None:
    text = "2026-03-02T08:15:00.120Z INFO [08:14] Marchetti, Livia: the export finished"
    out = mask_text(text)
    assert "Marchetti" not in out and "Livia" not in out
    assert out.startswith("2026-03-02T08:15:00.120Z INFO [08:14] ")
    kept = "2026-03-02 08:15:00 INFO [main] Cache Loader: warmed 20 entries"
    assert mask_text(kept) == kept


def test_repeated_passphrase_masked_everywhere() -> None:
    m = Masker()
    out = m.mask("[10:01] kai: the printer pass is thistle-bramble-ember55")
    out2 = m.mask("[10:07] kai: typed thistle-bramble-ember55 again, nope")
    assert "thistle-bramble-ember55" not in out + out2
