"""The memory ledger: a server-rendered page where people see, correct and erase memory.

``app`` builds the FastAPI application (configuration checks, sessions, rendering),
``pages`` holds the read-only pages, ``actions`` the forms that change something, ``auth``
the operator token, signed user links and CSRF tokens. Templates are plain Jinja2 with
autoescaping; nothing needs JavaScript or a front-end build.
"""
