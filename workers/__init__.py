"""Celery workers for memory-core: ``celery -A workers worker|beat|flower``."""

from workers.app import app

__all__ = ["app"]
