"""Round 4: contact channels asked for in a formal register, by a bare verb, and in Cyrillic."""

from __future__ import annotations

import pytest

from memory_core.extract.builtin.prefs import preferences


def _channel(text: str) -> str | None:
    return next((p.value for p in preferences(text) if p.key == "contact_channel"), None)


@pytest.mark.parametrize(
    ("text", "channel"),
    [
        ("Please direct routine correspondence to me via Microsoft Teams.", "Microsoft Teams"),
        ("Kindly address all queries via email.", "email"),
        ("if you need me just call, i dont read email till evening", "phone"),
        ("И пишите мне лучше в Telegram, почту я почти не читаю.", "Telegram"),
        ("Пишіть мені у Telegram, будь ласка.", "Telegram"),
    ],
)
def test_channel(text: str, channel: str) -> None:
    assert _channel(text) == channel


@pytest.mark.parametrize(
    "text",
    [
        "if you need me just call the API again",
        "Please direct questions for the vendor via their portal.",
    ],
)
def test_no_channel(text: str) -> None:
    assert _channel(text) is None


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Свържете се с мен по телефона.", "contact_channel", "phone"),
        ("Prašome rašyti man per Slack.", "contact_channel", "Slack"),
        ("कृपया मुझसे WhatsApp पर संपर्क करें।", "contact_channel", "WhatsApp"),
        ("Нашата часова зона е EET.", "timezone", "EET"),
        ("हमारा टाइम ज़ोन IST है।", "timezone", "Asia/Kolkata"),
        ("हम Pro प्लान पर हैं।", "plan", "Pro"),
    ],
)
def test_more_languages(text: str, key: str, value: str) -> None:
    assert next((p.value for p in preferences(text) if p.key == key), None) == value
