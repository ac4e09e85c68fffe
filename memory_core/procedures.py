"""Procedural memory scoring: how much to trust a behaviour rule given its outcomes.

Confidence is the Wilson score lower bound, not the raw success ratio: 2/2 successes is
weaker evidence than 95/100, and the bound says so. Rules with enough applications whose
confidence stays low are deprecated (kept, flagged, left out of context) and recover when
their outcomes improve.
"""

from __future__ import annotations

import math

MIN_APPLICATIONS_TO_DEPRECATE = 10
DEPRECATE_BELOW = 0.3


def wilson_lower_bound(successes: float, n: float, z: float = 1.96) -> float:
    """Lower bound of the 95% Wilson interval for a success rate; 0 with no evidence."""
    if n <= 0:
        return 0.0
    p = successes / n
    denom = 1 + z * z / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n)))
    return max(0.0, (centre - margin) / denom)


def deprecation_flag(applied: int, confidence: float) -> bool:
    return applied >= MIN_APPLICATIONS_TO_DEPRECATE and confidence < DEPRECATE_BELOW
