"""Clauses in a script the word rules cannot read (Thai, Arabic, Devanagari, Cyrillic, ...):
only structure that needs no words of the language counts there.

Product names stay in Latin script inside such text, so two cues carry to any language:

- a change: the user's current value of an attribute, then (a short run of the other
  script between them, no list punctuation) another product of the same attribute, is
  read as "moved from X to Y" ("เราย้ายจาก Heroku ไป Render": current Heroku);
- a guard: a product that contradicts the user's current value, with no change cue, is
  not written. Without the language's words a customer's or partner's system cannot be
  told from the user's own, so a clause that cannot be read says nothing (precision).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

from memory_core.model.products import Mention, by_attribute, mentions
from memory_core.model.slots import compatible

_ARROWS = frozenset({"->", "→", "=>", "⇒", "➡", "➔", "-->"})
_LIST_RE = re.compile(r"[,，、/&+;:()（）|\d]|[A-Za-z]")


# a letter outside the Latin blocks (Basic, Latin-1, Extended-A/B, IPA, Extended Additional)
_OTHER_LETTER_RE = re.compile(r"[^\W\d_\x00-\u02af\u1e00-\u1eff]")


def other_script(clause: str, found: Sequence[Mention] | None = None) -> bool:
    """Does the clause, outside its product names, hold letters of a non-Latin script?"""
    if clause.isascii() or _OTHER_LETTER_RE.search(clause) is None:
        return False
    ms = mentions(clause) if found is None else found
    if not ms:
        return True
    rest = clause[: ms[0].start] + "".join(
        clause[a.end : b.start] for a, b in itertools.pairwise(ms)
    )
    return _OTHER_LETTER_RE.search(rest + clause[ms[-1].end :]) is not None


def script_change(
    clause: str, current: Mapping[str, str], found: Sequence[Mention] | None = None
) -> str | None:
    """ "moved from X to Y" for a clause in another script naming the current X, then a
    different Y of the same attribute after a short gap of that script or an arrow; None
    otherwise."""
    if not current or clause.isascii() or _OTHER_LETTER_RE.search(clause) is None:
        return None
    found = mentions(clause) if found is None else found
    if len(found) < 2 or not other_script(clause, found):
        return None
    by_attr = by_attribute(found)
    for attr, ms in by_attr.items():
        now = current.get(attr)
        if len(ms) != 2 or now is None:
            continue  # a third name of the attribute: a list, not a change
        old, new = ms
        gap = clause[old.end : new.start].strip()
        arrow = gap in _ARROWS
        if not arrow and (
            not gap or len(gap) > 16 or _LIST_RE.search(gap) or not other_script(gap, [])
        ):
            continue
        if compatible(now, old.value) and not compatible(old.value, new.value):
            return (
                f"{clause[: old.start]} moved from {old.value} to {new.value} {clause[new.end :]}"
            )
    return None


def contradicts(m: Mention, current: Mapping[str, str]) -> bool:
    """Would this mention replace the user's current value of its attribute?"""
    now = current.get(m.product.attribute)
    return now is not None and not compatible(now, m.value)


# "(English)" inside Thai or Arabic text: the writer names, for the reader, a language that is
# not the one they write in; in a support chat that is the language they want answers in
_GLOSS_RE = re.compile(r"[(（]\s*([^\W\d_][^\W\d_ -]{2,15})\s*[)）]")
_NON_LATIN_LANGUAGES = frozenset({"Japanese", "Chinese", "Korean"})


def glossed_language(sentence: str, names: Mapping[str, str]) -> str | None:
    """The one Latin-script language named in parentheses in a sentence of another script."""
    if sentence.isascii() or ("(" not in sentence and "（" not in sentence):
        return None
    found = {
        names[g.group(1).lower()]
        for g in _GLOSS_RE.finditer(sentence)
        if g.group(1).isascii() and g.group(1).lower() in names
    }
    found -= _NON_LATIN_LANGUAGES
    if len(found) != 1 or not other_script(sentence, []):
        return None
    return found.pop()
