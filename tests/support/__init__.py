"""Helpers shared by the test tiers that are not fixtures (fixtures live in the conftests).

Tests import these from ``tests.support``, never from a conftest.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
