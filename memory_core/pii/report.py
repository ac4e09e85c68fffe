"""Masking report: counts per placeholder type, never the masked values themselves."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class MaskReport:
    """Occurrences replaced, by placeholder type (e.g. ``{"EMAIL": 2}``)."""

    counts: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        """Total number of replacements."""
        return sum(self.counts.values())

    def add(self, kind: str, n: int = 1) -> None:
        """Count ``n`` replacements of ``kind``."""
        self.counts[kind] = self.counts.get(kind, 0) + n

    def to_dict(self) -> dict[str, int]:
        """A copy safe to log or serialise."""
        return dict(sorted(self.counts.items()))

    def merge(self, other: MaskReport) -> None:
        """Add another report's counts into this one (e.g. across sessions)."""
        for kind, n in other.counts.items():
            self.add(kind, n)
