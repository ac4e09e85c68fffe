"""Keep-list of values that are public by design, which memory needs verbatim.

Each is a class with a published shape, not a string:

- ``data:`` URIs of images, fonts and media: the base64 body is content, not a key
  (other media types may wrap a token and are left to the detectors);
- client-side keys the vendors document as safe to embed in web pages: reCAPTCHA site
  keys (``6L`` + 38 chars, after ``sitekey``), Mapbox public tokens (``pk.eyJ...``; the
  secret ones are ``sk.``), PostHog project keys (``phc_``), Sentry DSNs (the key in a
  DSN only lets a client send events);
- the anycast addresses of the public DNS resolvers (Google, Cloudflare, Quad9, OpenDNS,
  AdGuard, CleanBrowsing, Comodo, Level3, Yandex): infrastructure, not a person's address.

- ``@file`` references of command lines (``vault kv put app pw=@pw.txt``, ``curl -d
  @body.json``, ``http POST x token=@token.txt``): the value is read from the named file,
  which is not itself a secret.

The spans are ``KEEP`` spans at ``P_KEEP``: these values are never anyone's data.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.spans import P_KEEP, Doc, Span

KEEP = "KEEP"

_DATA_URI = re.compile(
    r"data:(?:image|font|audio|video)/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,[A-Za-z0-9+/]{8,}={0,2}"
)
_SITEKEY = re.compile(r"(?i:site[_-]?key)[\"']?\s*[:=]\s*[\"']?(6L[\w-]{38})(?![\w-])")
_CLIENT_KEYS = re.compile(
    r"(?<![\w.-])(?:pk\.eyJ[\w-]{10,}\.[\w-]{10,}|phc_[A-Za-z0-9]{30,50})(?![\w-])"
)
_SENTRY_DSN = re.compile(
    r"https?://[0-9a-f]{32}(?::[0-9a-f]{32})?@[\w.-]*(?:sentry\.io|ingest\.[\w.-]+)/\d+"
)
# Published anycast addresses of public resolvers (their operators' documentation).
_RESOLVERS = words(
    "8.8.8.8 8.8.4.4 1.1.1.1 1.0.0.1 1.1.1.2 1.0.0.2 1.1.1.3 1.0.0.3 9.9.9.9 149.112.112.112"
    " 9.9.9.10 149.112.112.10 9.9.9.11 149.112.112.11 208.67.222.222 208.67.220.220"
    " 208.67.222.123 208.67.220.123 94.140.14.14 94.140.15.15 94.140.14.15 94.140.15.16"
    " 185.228.168.9 185.228.169.9 185.228.168.168 8.26.56.26 8.20.247.20 4.2.2.1 4.2.2.2"
    " 4.2.2.3 4.2.2.4 77.88.8.8 77.88.8.1 64.6.64.6 64.6.65.6 76.76.2.0 76.76.10.0"
)
_FILE_REF = re.compile(
    r"(?:(?<==)|(?<=-d[ \t])|(?<=-F[ \t])|(?<=-T[ \t])|(?<=--data[ \t])|(?<=--data-binary[ \t])"
    r"|(?<=--data-raw[ \t])|(?<=--data-urlencode[ \t])|(?<=--upload-file[ \t]))"
    r"@(?:[~\w.-]*/)*[\w.-]+\.(?:txt|json|pem|key|crt|cer|der|p12|pfx|env|ya?ml|toml|ini|cfg"
    r"|conf|csv|bin|dat|xml|gz|zip|sh|sql|pub|asc|gpg|secret|token|pw|pass|b64|jwt)(?![\w@])"
)
_IPV4 = re.compile(r"(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\w.]|\.\d)")


def detect(doc: Doc) -> list[Span]:
    """``KEEP`` spans over public-by-design values."""
    text = doc.text
    out: list[Span] = []
    if "data:" in text:
        for m in _DATA_URI.finditer(text):
            out.append(Span(m.start(), m.end(), KEEP, P_KEEP))
    if "sitekey" in doc.low or "site_key" in doc.low or "site-key" in doc.low:
        for m in _SITEKEY.finditer(text):
            out.append(Span(m.start(1), m.end(1), KEEP, P_KEEP))
    if "pk.eyJ" in text or "phc_" in text:
        for m in _CLIENT_KEYS.finditer(text):
            out.append(Span(m.start(), m.end(), KEEP, P_KEEP))
    if "sentry" in doc.low or "ingest." in doc.low:
        for m in _SENTRY_DSN.finditer(text):
            out.append(Span(m.start(), m.end(), KEEP, P_KEEP))
    if "@" in text and "." in text:
        i = text.find("@")
        while i >= 0:  # tried only at each "@" (the lookbehinds would run at every offset)
            f = _FILE_REF.match(text, i) if i > 0 and text[i - 1] in "= \t" else None
            if f is not None:
                out.append(Span(f.start(), f.end(), KEEP, P_KEEP))
            i = text.find("@", i + 1)
    if doc.digit and "." in text:
        for m in _IPV4.finditer(text):
            if m.group() in _RESOLVERS:
                out.append(Span(m.start(), m.end(), KEEP, P_KEEP))
    return out
