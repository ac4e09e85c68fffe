"""Round 4: reply languages named the way each language writes them, and in English."""

from __future__ import annotations

import pytest

from memory_core.extract.builtin.prefs import preferences


def _lang(text: str) -> str | None:
    return next((p.value for p in preferences(text) if p.key == "reply_language"), None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Replies to me personally still in Russian, please.", "Russian"),
        ("Please answer in Lithuanian from now on.", "Lithuanian"),
        ("Отвечайте, пожалуйста, по-русски.", "Russian"),
        ("Моля, отговаряйте на български.", "Bulgarian"),
        ("Molim vas, odgovarajte na njemačkom.", "German"),
        ("Prašome atsakinėkite lietuviškai.", "Lithuanian"),
        ("Palun vastake inglise keeles.", "English"),
        ("कृपया हिंदी में जवाब दें।", "Hindi"),
    ],
)
def test_reply_language(text: str, lang: str) -> None:
    assert _lang(text) == lang


@pytest.mark.parametrize(
    "text", ["The docs in Russian are outdated.", "Our CTO is Russian.", "Он читает по-русски."]
)
def test_a_language_only_named_is_no_preference(text: str) -> None:
    assert _lang(text) is None
