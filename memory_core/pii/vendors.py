"""More published credential formats, and ``Authorization`` values written without an
operator (``proxy_set_header Authorization "Basic ..."``).

The facts (prefixes, lengths, alphabets) come from the vendors' token documentation and
the public secret-scanner rule sets (gitleaks, secretlint); the patterns are our own.
``secrets`` holds the older formats; a format here is masked wherever it appears.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import placeholder_token
from memory_core.pii.placeholders import API_KEY, SECRET
from memory_core.pii.spans import P_VENDOR, Doc, Span

_FORMATS = (
    r"tskey-(?:auth|api|client|scim|webhook)-[0-9A-Za-z]{6,}-[0-9A-Za-z]{16,64}",  # Tailscale
    r"glc_[A-Za-z0-9+/]{32,400}={0,3}",  # Grafana Cloud
    r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}",  # Grafana service account
    r"eyJrIjoi[A-Za-z0-9]{60,400}={0,3}",  # Grafana API key (base64 of {"k":")
    r"hv[sbr]\.[A-Za-z0-9_-]{24,200}",  # HashiCorp Vault
    r"[a-z0-9]{14}\.atlasv1\.[a-z0-9_=-]{60,70}",  # Terraform Cloud
    r"fo1_[\w-]{43}",  # Fly.io
    r"nfp_[A-Za-z0-9]{36}",  # Netlify
    r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}",  # Brevo / Sendinblue
    r"do[opr]_v1_[a-f0-9]{64}",  # DigitalOcean
    r"bkua_[a-f0-9]{40}",  # Buildkite
    r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}",  # Dynatrace
    r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9=._-]{32,64}",  # PlanetScale
    r"pnu_[A-Za-z0-9]{36}",  # Prefect
    r"ops_eyJ[A-Za-z0-9+/]{100,}={0,3}",  # 1Password service account
    r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
    r"LTAI[A-Za-z0-9]{20}",  # Alibaba access key id
    r"p8e-[A-Za-z0-9]{32}",  # Adobe client secret
    r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}",  # Airtable
    r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}",  # Azure AD client secret
    r"sb_secret_[A-Za-z0-9_-]{20,}",  # Supabase
    r"ico-[A-Za-z0-9]{32}",  # Infracost
    r"NRJS-[a-f0-9]{19}|NRII-[A-Za-z0-9_-]{32}",  # New Relic
    r"CCIPAT_[A-Za-z0-9]{20,}_[a-f0-9]{40}",  # CircleCI
)
# Formats added later, searched only when one of their own markers is in the text (a
# text that names Grafana or GitLab does not pay for these alternatives too).
_FORMATS_2 = (
    r"rubygems_[a-f0-9]{48}",  # RubyGems
    r"rdme_[a-z0-9]{70}",  # ReadMe
    r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}",  # Cloudflare origin CA key
    r"API-[A-Z0-9]{26}",  # Octopus Deploy
    r"sk-lf-[a-f0-9-]{36}",  # Langfuse secret key
    r"access_token\$production\$[a-z0-9]{16}\$[a-f0-9]{32}",  # Braintree
    r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",  # age
    r"sntrys_eyJ[A-Za-z0-9+/=_-]{60,}",  # Sentry org token
    r"(?:shippo|duffel)_(?:live|test)_[A-Za-z0-9_-]{40,43}",  # Shippo, Duffel
    r"FLWSECK(?:_TEST)?-[a-h0-9]{32}-X",  # Flutterwave
)
_VENDOR_RE = re.compile(r"(?<![\w+/.~-])(?:" + "|".join(_FORMATS) + r")(?![\w+/=~-])")
_VENDOR_RE_2 = re.compile(r"(?<![\w+/.~-])(?:" + "|".join(_FORMATS_2) + r")(?![\w+/=~-])")
_FIRST = ("tskey-", "gl", "eyJrIjoi", "hv", "atlasv1", "fo1_", "nfp_", "xkeysib-", "_v1_")
_FIRST2 = ("bkua_", "dt0c01", "pscale_", "pnu_", "ops_", "A3-", "LTAI", "p8e-", "pat", "Q~")
_FIRST3 = ("sb_secret_", "ico-", "NRJS-", "NRII-", "CCIPAT_")
_FIRST_RE = re.compile("|".join(re.escape(p) for p in _FIRST + _FIRST2 + _FIRST3))
_FIRST_2 = (
    "rubygems_", "rdme_", "v1.0-", "API-", "sk-lf-", "access_token$", "AGE-SECRET", "sntrys_",
    "shippo_", "duffel_", "FLWSECK",
)  # fmt: skip
# ``Authorization "Basic x"`` / ``'Authorization': 'Bearer x'`` (the key=value rules need
# an operator; nginx and dict reprs do not always have one).
_AUTH_RE = re.compile(
    r"authori[sz]ation\\?[\"']?[ \t]*[:=,]?[ \t]*\\?[\"']?[ \t]*(?:basic|bearer|token|digest)"
    r"[ \t]+(?P<v>[A-Za-z0-9+/=._~-]{8,2000})"
)


def detect(doc: Doc) -> list[Span]:
    """Spans of the formats above and of operator-less ``Authorization`` values."""
    text = doc.text
    out: list[Span] = []
    for rx, hit in (
        (_VENDOR_RE, _FIRST_RE.search(text) is not None),
        (_VENDOR_RE_2, any(p in text for p in _FIRST_2)),
    ):
        if hit:
            for m in rx.finditer(text):
                v = m.group()
                if len(set(v)) >= 8 and not placeholder_token(v):
                    out.append(Span(m.start(), m.end(), API_KEY, P_VENDOR))
    if "authori" in doc.low:
        for m in _AUTH_RE.finditer(doc.low):
            out.append(Span(m.start("v"), m.end("v"), SECRET, P_VENDOR - 1))
    return out
