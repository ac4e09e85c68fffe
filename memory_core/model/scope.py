"""Which users a job covers: a plain value shared by the CLI, the jobs and the store."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Scope:
    """Which users a job covers: one user, one tenant, or everything (both None)."""

    tenant_id: str | None = None
    user_id: str | None = None

    def __post_init__(self) -> None:
        if self.user_id is not None and self.tenant_id is None:
            raise ValueError("a user scope needs its tenant")

    def describe(self) -> str:
        if self.user_id is not None:
            return f"user {self.user_id!r} of tenant {self.tenant_id!r}"
        if self.tenant_id is not None:
            return f"tenant {self.tenant_id!r}"
        return "all tenants"
