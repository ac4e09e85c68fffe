"""Round 4: an e-mail's quoted thread restates old values and must not be read as new."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_core.extract.base import ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.extract.builtin.quoted import fresh_text


def _facts(text: str) -> dict[str, str]:
    inp = ExtractionInput(
        messages=[{"role": "user", "content": text}], started_at=datetime.now(UTC)
    )
    ex = BuiltinExtractor().extract(inp).extraction
    return {f.key: f.value for f in ex.facts if f.op == "set"}


def test_outlook_separator_and_quoted_lines_are_cut() -> None:
    text = (
        "Hello,\n\nWe now run MySQL 8 for everything.\n\nBest,\nAna\n\n"
        "-----Original Message-----\nFrom: Ana\nSent: 1 May 2026\n\n"
        "> Our database is PostgreSQL 14.\n"
    )
    assert "PostgreSQL" not in fresh_text(text)
    assert _facts(text).get("database") == "MySQL 8"


def test_header_block_in_another_language_is_cut() -> None:
    text = "Bok,\nprešli smo na GitLab CI.\n\nOd: Ivana\nPoslano: 3. 11. 2026.\nPredmet: CI\nCI nam je Jenkins."
    assert "Jenkins" not in fresh_text(text)


def test_attribution_line_and_gt_lines() -> None:
    text = "Thanks, all sorted.\n\nOn Tue, 3 Nov 2026, Walt <x@y> wrote:\n> we are on Heroku\n"
    assert fresh_text(text) == "Thanks, all sorted."
    assert fresh_text("a single line > kept") == "a single line > kept"


def test_form_lines_without_a_header_are_kept() -> None:
    text = "Details:\n- Database: PostgreSQL 16\n- Date: 2026-11-02"
    assert fresh_text(text) == text


def test_a_time_window_is_no_header() -> None:
    text = "Maintenance window:\nFrom: 10:00\nTo: 11:00\nWe are on PostgreSQL 16 now."
    assert fresh_text(text) == text
