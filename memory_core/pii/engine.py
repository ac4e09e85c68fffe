"""The masking engine: run every detector family once, resolve overlaps, substitute.

Detectors never edit text, so adding a family cannot break another. Existing
placeholders are protected spans and are blanked in the context text, and a span that
lost an overlap but still holds unmasked characters triggers one more pass; together
this makes masking idempotent. Names found in a session are remembered so later bare
mentions ("Maria said...") are masked too.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from memory_core.pii import (
    addresses,
    addresslabels,
    attendees,
    chatlinks,
    contact,
    creds,
    devices,
    dob,
    epcqr,
    finance,
    geo,
    handles,
    idcards,
    identity,
    ids,
    namecolumns,
    namecues,
    namefiles,
    namelookalikes,
    names,
    nametitles,
    phoneregions,
    phones,
    publicvalues,
    records,
    secretcues,
    secretlines,
    secretpairs,
    secrets,
    secretscripts,
    shapes,
    structured,
    tables,
    vendorformats,
    vendors,
)
from memory_core.pii.birthsubject import thing_born
from memory_core.pii.keep import entropy
from memory_core.pii.ner import NERBackend, ner_spans
from memory_core.pii.notnames import not_a_name, product_mention, word_name_mention
from memory_core.pii.placeholders import (
    ADDRESS,
    API_KEY,
    DATE_OF_BIRTH,
    JWT,
    PASSWORD,
    PERSON,
    PLACEHOLDER_RE,
    PRIVATE_KEY,
    REDACTED,
    SECRET,
    Allocator,
    normalise,
)
from memory_core.pii.placenames import city_region
from memory_core.pii.pronouns import pronoun_mention
from memory_core.pii.report import MaskReport
from memory_core.pii.softwarenames import car_model
from memory_core.pii.spans import (
    P_KEEP,
    P_KNOWN_PERSON,
    P_KV,
    P_PERSON,
    Detector,
    Doc,
    Span,
    resolve,
)
from memory_core.pii.tablecolumns import software_column

KEEP = "KEEP"
FAMILIES: tuple[Detector, ...] = (
    shapes.detect,
    secrets.detect,
    creds.detect,
    secretpairs.detect,
    secretlines.detect,
    vendors.detect,
    finance.detect,
    identity.detect,
    ids.detect,
    dob.detect,
    records.detect,
    contact.detect,
    handles.detect,
    phones.detect,
    names.detect,
    namecues.detect,
    addresses.detect,
    structured.text_spans,
    tables.detect,
    publicvalues.detect,
    devices.detect,
    geo.detect,
    chatlinks.detect,
    vendorformats.detect,
    secretcues.detect,
    secretscripts.detect,
    idcards.detect,
    namecolumns.detect,
    nametitles.detect,
    namefiles.detect,
    attendees.detect,
    phoneregions.detect,
    namelookalikes.detect,
    addresslabels.detect,
    epcqr.detect,
)
_FALLBACK_RE = re.compile(r"[^\s<>]*\d[^\s<>]*|[^\s<>]*@[^\s<>]+|[A-Za-z0-9+/_=-]{16,}")
_MAX_KNOWN = 2000
_LEARN_SECRETS = frozenset({PASSWORD, SECRET, API_KEY, JWT, PRIVATE_KEY})
P_KNOWN_SECRET = P_KV + 1
P_LONE = P_PERSON - 2  # the gazetteer's names found without a cue


def _fallback_spans(text: str) -> list[Span]:
    """Conservative spans used when a detector failed: anything with digits, any '@',
    any long token."""
    return [
        Span(m.start(), m.end(), REDACTED, 1)
        for m in _FALLBACK_RE.finditer(text)
        if len(m.group()) >= 4 and (any(c.isdigit() for c in m.group()) or entropy(m.group()) > 3)
    ]


def _uncovered(text: str, conflicts: list[Span], chosen: list[Span]) -> bool:
    """Does a losing span still hold >= 4 unmasked letters/digits (worth another pass)?"""
    for sp in conflicts:
        left = [c for c in chosen if c.start < sp.end and sp.start < c.end]
        n = 0
        for i in range(sp.start, sp.end):
            if text[i].isalnum() and not any(c.start <= i < c.end for c in left):
                n += 1
                if n >= 4:
                    return True
    return False


class Masker:
    """Masks PII and secrets; one instance per session keeps placeholders consistent.

    ``pseudonym_key`` switches numbering to a keyed HMAC suffix (``<EMAIL_3fa9c2>``) that is
    stable across sessions. ``ner`` is an optional :class:`NERBackend` for free-text names.
    """

    def __init__(
        self, *, pseudonym_key: bytes | None = None, ner: NERBackend | None = None
    ) -> None:
        self._alloc = Allocator(pseudonym_key)
        self._report = MaskReport()
        self._ner = ner
        self._known: dict[str, str] = {}
        # Credentials found in this session: a later bare mention is masked too.
        self._secrets: dict[str, str] = {}

    @property
    def report(self) -> MaskReport:
        """Counts of replacements made by this instance so far."""
        return self._report

    # -- text ---------------------------------------------------------------------------
    def mask(self, text: str) -> str:
        """Mask ``text``; never raises (falls back to conservative masking)."""
        try:
            if not isinstance(text, str):
                text = str(text)
            out = text
            # A candidate that lost an overlap may hide a second value (a card glued to a
            # phone); re-masking until nothing changes also makes masking idempotent.
            for _ in range(3):
                conflicts: list[Span] = []
                chosen = self._spans(out, conflicts)
                new = self._substitute(out, chosen)
                done = new == out or not _uncovered(out, conflicts, chosen)
                out = new
                if done:
                    break
            return out
        except Exception:
            return self._safe_fallback(text)

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """Spans that ``mask`` would replace, as ``(start, end, type)``; for audits/benchmarks."""
        try:
            return [(s.start, s.end, s.kind) for s in self._spans(text) if s.kind != KEEP]
        except Exception:
            return []

    def _spans(self, text: str, conflicts: list[Span] | None = None) -> list[Span]:
        failed = False
        doc = Doc.of(text)
        for detector in FAMILIES:
            try:
                doc.found.extend(detector(doc))
            except Exception:
                failed = True
        spans = doc.found
        if "<" in text:
            spans += [Span(m.start(), m.end(), KEEP, P_KEEP) for m in PLACEHOLDER_RE.finditer(text)]
        if self._ner is not None:
            try:
                spans.extend(ner_spans(self._ner, text))
            except Exception:
                failed = True
        if failed:
            spans.extend(_fallback_spans(text))
        chosen = resolve(spans, conflicts)
        if any(sp.kind == PERSON for sp in chosen):
            chosen = [
                sp
                for sp in chosen
                if sp.kind != PERSON
                or not (
                    not_a_name(text[sp.start : sp.end])
                    or product_mention(text, sp.start, sp.end)
                    # (only a lone word found without a cue: "Hola Blanca" is a person)
                    or (sp.priority == P_LONE and word_name_mention(text, sp.start, sp.end))
                    or pronoun_mention(text, sp.start, sp.end)
                    or car_model(text[sp.start : sp.end])
                    or city_region(text[sp.start : sp.end])
                    or software_column(text[sp.start : sp.end])
                )
            ]
        if any(sp.kind in (ADDRESS, DATE_OF_BIRTH) for sp in chosen):
            chosen = [
                sp
                for sp in chosen
                if not (
                    (sp.kind == ADDRESS and addresslabels.status_phrase(text[sp.start : sp.end]))
                    or (sp.kind == DATE_OF_BIRTH and thing_born(text, sp.start))
                )
            ]
        if ("|" in text or "<t" in text) and (
            "<PERSON_" in text or "<td" in text or any(sp.kind == PERSON for sp in chosen)
        ):
            rows = tables.cohort_names(text, chosen)
            if rows:
                chosen = resolve([*chosen, *rows], conflicts)
        if self._learn_secrets(text, chosen) or self._secrets:
            extra = self._secret_mentions(text, chosen)
            if extra:  # a span that loses to a known credential may need another pass
                chosen = resolve([*chosen, *extra], conflicts)
        if self._learn_names(text, chosen) or self._known:
            extra = self._known_mentions(text, chosen)
            if extra:
                chosen = resolve([*chosen, *extra])
            # "Maria" found again on its own is the "Maria Garcia" of earlier: same number.
            for n, sp in enumerate(chosen):
                if sp.kind == PERSON and sp.norm is None:
                    norm = self._known.get(text[sp.start : sp.end])
                    if norm is not None:
                        chosen[n] = sp._replace(norm=norm)
        return chosen

    def _learn_names(self, text: str, chosen: Iterable[Span]) -> bool:
        learned = False
        for sp in chosen:
            if sp.kind != PERSON or len(self._known) >= _MAX_KNOWN:
                continue
            full = text[sp.start : sp.end]
            if full in self._known:
                continue
            norm = normalise(PERSON, full)
            for key in (full, *names.name_tokens(full)):
                if key not in self._known:
                    self._known[key] = norm
                    learned = True
        return learned

    def _learn_secrets(self, text: str, chosen: Iterable[Span]) -> bool:
        learned = False
        for sp in chosen:
            if (
                sp.kind in _LEARN_SECRETS
                and sp.end - sp.start >= 6
                and len(self._secrets) < _MAX_KNOWN
            ):
                v = text[sp.start : sp.end]
                if v not in self._secrets and "<" not in v and "\n" not in v:
                    self._secrets[v] = sp.kind
                    learned = True
        return learned

    def _secret_mentions(self, text: str, chosen: list[Span]) -> list[Span]:
        """Later mentions of credentials found earlier in the session, wherever they
        stand (no cue needed the second time)."""
        out: list[Span] = []
        n = len(text)
        for v, kind in self._secrets.items():
            i = text.find(v)
            while i >= 0:
                j = i + len(v)
                if (i == 0 or not text[i - 1].isalnum()) and (j >= n or not text[j].isalnum()):
                    out.append(Span(i, j, kind, P_KNOWN_SECRET))
                i = text.find(v, j)
        return out

    def _known_mentions(self, text: str, chosen: list[Span]) -> list[Span]:
        """Bare mentions of names found earlier that no chosen span covers yet (plain
        substring search, no regex compile per name)."""
        out: list[Span] = []
        n = len(text)
        starts = [c.start for c in chosen]  # ``resolve`` returns spans sorted by start
        for key, norm in self._known.items():
            i = text.find(key)
            while i >= 0:
                j = i + len(key)
                k = bisect.bisect_right(starts, i) - 1
                if (
                    (k < 0 or chosen[k].end < j)
                    and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_<"))
                    and (j >= n or not (text[j].isalnum() or text[j] in "_>"))
                ):
                    out.append(Span(i, j, PERSON, P_KNOWN_PERSON, norm))
                i = text.find(key, j)
        return out

    def _substitute(self, text: str, chosen: list[Span]) -> str:
        parts: list[str] = []
        pos = 0
        for sp in chosen:
            if sp.kind == KEEP:
                continue
            parts.append(text[pos : sp.start])
            parts.append(self._placeholder(sp.kind, text[sp.start : sp.end], sp.norm))
            pos = sp.end
        parts.append(text[pos:])
        return "".join(parts)

    def _placeholder(self, kind: str, value: str, norm: str | None = None) -> str:
        self._report.add(kind)
        return self._alloc.get(kind, norm if norm is not None else normalise(kind, value))

    def _safe_fallback(self, text: object) -> str:
        try:
            s = text if isinstance(text, str) else repr(text)
            keep = [Span(m.start(), m.end(), KEEP, P_KEEP) for m in PLACEHOLDER_RE.finditer(s)]
            return self._substitute(s, resolve([*keep, *_fallback_spans(s)]))
        except Exception:
            return self._placeholder(REDACTED, "")

    # -- helpers used by the structured walker ------------------------------------------
    def whole(self, kind: str, value: str) -> str:
        """Replace an entire value (known sensitive by its key) with one placeholder."""
        if PLACEHOLDER_RE.fullmatch(value.strip()):
            return value
        return self._placeholder(kind, value)

    def content_kind(self, value: str) -> str | None:
        """The type of a value if one detector span covers all of it."""
        v = value.strip()
        doc = Doc.of(v)
        for sp in resolve(s for det in FAMILIES for s in det(doc)):
            if sp.start == 0 and sp.end == len(v) and sp.kind != KEEP:
                return sp.kind
        return None

    # -- JSON ---------------------------------------------------------------------------
    def mask_json(self, value: object) -> object:
        """Mask a JSON-like value by key name and content; the structure is preserved."""
        try:
            return structured.walk(self, value, None, "")
        except Exception:
            try:
                return self.mask(str(value))
            except Exception:
                return self._placeholder(REDACTED, "")


def mask_text(text: str) -> str:
    """Mask one text with fresh placeholder numbering."""
    return Masker().mask(text)
