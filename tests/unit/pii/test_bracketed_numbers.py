"""A number in brackets after a capitalised word is a phone only when shaped like one: a
version or a year in brackets is no anchor for a name ("moved to Kafka (3.6)")."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    "text",
    [
        "Also we moved off ActiveMQ to Kafka (3.6) at the same time",
        "The Quarterly Report (2024) is attached",
        "Upgraded Grafana (10.4) and Loki (3.1) last night",
    ],
)
def test_versions_and_years_in_brackets_are_kept(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("You can reach Maria Lopez (555) 123-4567 after five", "Lopez"),
        ("Call Maria Lopez (555-123-4567) tomorrow", "123-4567"),
    ],
)
def test_bracketed_phones_still_anchor_names(text: str, gone: str) -> None:
    assert gone not in mask_text(text)
