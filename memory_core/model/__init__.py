"""Values and pure rules shared by every path: no SQL, no network, no Celery."""
