"""Changes whose destination the gazetteer does not know: a bare version with nothing known
to read it against ("we upgraded to 15 last night"), and an attribute moved to an unknown
product ("moved the DB to AlloyDB"). Moved out of ``clauses`` unchanged."""

from __future__ import annotations

import re

from memory_core.extract.builtin.markers import PLACE_RE
from memory_core.extract.builtin.zones import PLACES as _PLACES
from memory_core.model.products import mentions
from memory_core.model.slots import DEFAULT_VOCABULARY, slug

# "we upgraded to 15 last night": a bare version and nothing after it but a time word, so
# "upgraded to 15 seats" is not one
PENDING_RE = re.compile(
    r"\b(?:upgraded|updated|bumped(?:\s+up)?)\s+to\s+(?:v(?:ersion)?\s?)?(\d+(?:\.\d+){0,3})"
    r"(?:\s+(?:last\s+(?:night|week|month|weekend)|this\s+(?:morning|week|month)|yesterday|"
    r"today|tonight|recently|finally|already|now|over\s+the\s+weekend))?[\s.!,;:)]*$",
    re.I,
)
UNKNOWN_PRODUCT_RE = re.compile(r"^\s*(?:the\s+)?([A-Z][\w.+-]*[A-Za-z0-9])(?:\s|$|[,.;!])")


def attribute_to_unknown(old: str, new: str) -> str | None:
    """ "moved the DB to AlloyDB", "switched our CI to Woodpecker": an attribute named by its
    noun moves to a product the gazetteer lacks; the current value ends (it is no longer
    true) and nothing is written in its place. A place ("to Frankfurt") is not a product."""
    words = re.findall(r"[a-z][a-z_/-]*", old.lower())
    if not words or mentions(old):
        return None
    attr = DEFAULT_VOCABULARY.synonyms.get(slug(words[-1]))
    if attr is None or DEFAULT_VOCABULARY.category(attr, "") != "technical_environment":
        return None
    um = UNKNOWN_PRODUCT_RE.match(new)
    if um is None or um.group(1).lower() in _PLACES or PLACE_RE.search(new[: um.end() + 20]):
        return None
    return attr
