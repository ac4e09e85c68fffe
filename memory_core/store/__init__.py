"""The SQL store: typed tables, engines, migrations and every query (all SQL lives here)."""
