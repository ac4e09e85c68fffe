"""What runs when. Jobs are added here as the maintenance tasks land."""

from __future__ import annotations

from typing import Any


def beat_schedule() -> dict[str, dict[str, Any]]:
    return {}
