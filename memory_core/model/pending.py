"""A bare version no product could be found for ("we upgraded to 15", nothing versioned known
at the session's time): kept as an observation of a reserved slot only, never a fact, until
an older session arriving late supplies the product (``model.facts.adoption``)."""

from __future__ import annotations

import re

from memory_core.model.products import mentions, split_value

PENDING_VERSION = "pending_version"
PENDING_SLOT = ("user", PENDING_VERSION)


def versioned_product(value: str) -> str | None:
    """The product a bare version would be read against in this value (the built-in
    extractor's rule: a value with a digit naming a product), or None."""
    found = mentions(value) if re.search(r"\d", value) else []
    return found[0].product.name if found else None


def resolves(version: str, value: str) -> bool:
    """Whether a stored ``value`` is a pending ``version`` adopted (what ``adoption`` writes:
    a known product at exactly that version). Replaces a suffix test on the text, which
    also took "team of 15" or "Go 1.15" for an adopted "15"."""
    if versioned_product(value) is None:
        return False
    return split_value(value)[1] == version.lower()
