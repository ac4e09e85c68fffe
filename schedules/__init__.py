"""Celery beat schedules for memory-core (what runs when, nothing else)."""
