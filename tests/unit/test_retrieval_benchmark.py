"""The LoCoMo benchmark's own logic on a tiny synthetic conversation (no LoCoMo data)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from benchmarks.locomo_retrieval import (
    evaluate,
    load,
    normalise_evidence,
    parse_when,
    pure_searcher,
)
from memory_core.embed.builtin import HashingEmbedder


def test_evidence_and_dates_are_normalised() -> None:
    assert normalise_evidence(["D:11:26", "D30:05", "D8:6; D9:17", "D8:6"]) == [
        "D11:26",
        "D30:5",
        "D8:6",
        "D9:17",
    ]
    assert parse_when("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def test_recall_on_a_synthetic_conversation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sample = {
        "sample_id": "toy",
        "conversation": {
            "speaker_a": "Ann",
            "speaker_b": "Bob",
            "session_1_date_time": "10:00 am on 1 January, 2024",
            "session_1": [
                {"speaker": "Ann", "dia_id": "D1:1", "text": "I started learning the cello"},
                {
                    "speaker": "Bob",
                    "dia_id": "D1:2",
                    "text": "Nice! My dog Rex hates music",
                    "blip_caption": "a photo of a beagle",
                },
            ],
            "session_2_date_time": "9:00 pm on 3 June, 2024",
            "session_2": [
                {"speaker": "Ann", "dia_id": "D2:1", "text": "We moved to a flat in Lisbon"},
                {"speaker": "Bob", "dia_id": "D2:2", "text": "Lisbon is lovely in summer"},
            ],
            "session_3_date_time": "9:00 pm on 4 June, 2024",
        },
        "qa": [
            {
                "question": "What instrument is Ann learning?",
                "evidence": ["D1:1"],
                "category": 4,
                "answer": "cello",
            },
            {
                "question": "Where did Ann move?",
                "evidence": ["D2:1"],
                "category": 1,
                "answer": "Lisbon",
            },
            {
                "question": "What is Bob's dog called?",
                "evidence": ["D1:2", "D9:9"],
                "category": 4,
                "answer": "Rex",
            },
            {"question": "Unanswerable", "evidence": [], "category": 5},
        ],
    }
    path = tmp_path / "toy.json"
    path.write_text(json.dumps([sample]))
    [conv] = load(path)
    assert [s.number for s in conv.sessions] == [1, 2]  # dated but empty session 3 skipped
    assert conv.sessions[0].turns[1].content.endswith("[image: a photo of a beagle]")
    assert len(conv.questions) == 3 and conv.questions[2].evidence == ["D1:2"]
    emb = HashingEmbedder()
    result = evaluate(
        [conv], lambda c: pure_searcher(c, emb, (1.0, 0.05, 0.1), 180.0, {}, {}), verbose=True
    )
    assert result["overall"][5] == pytest.approx(100.0)
    assert "overall" in capsys.readouterr().out
