"""Thin Celery tasks for scheduled maintenance (reflection, pruning, procedures)."""
