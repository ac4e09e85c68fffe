"""Round 4: case endings on product names (Estonian glued and hyphenated, South Slavic hyphenated)."""

from __future__ import annotations

from memory_core.model.products import mentions


def _names(text: str) -> list[str]:
    return [m.product.name for m in mentions(text)]


def test_estonian_case_endings_are_the_product() -> None:
    assert _names("Kolisime Herokust Renderisse") == ["Heroku", "Render"]
    assert _names("CircleCI-st loobusime") == ["CircleCI"]
    assert _names("vead läksid Sentry-ga") == ["Sentry"]


def test_a_compound_or_an_ordinary_word_is_not() -> None:
    assert _names("Render-compatible images") == []
    assert _names("Renders are slow") == []


def test_regional_clouds_are_in_the_gazetteer() -> None:
    assert _names("всё крутится в Yandex Cloud") == ["Yandex Cloud"]
    assert _names("we rent boxes on Selectel and Contabo") == ["Selectel", "Contabo"]
