"""Erasure, correction and export of what memory-core remembers about a user.

``api`` is the library (also behind the CLI and the ledger page), ``guard`` the tombstone
checks the pipeline makes, ``broker`` the Redis purge, ``plan`` the pure re-derivation
rules, ``export`` the GDPR export. All SQL is in ``memory_core.store`` (``erasure``,
``derived``, ``corrections``, ``receipts``, ``ledger_reads``). This package file imports
nothing, so store modules can use ``plan`` without an import cycle.
"""
