"""Property tests for memory_core.pii: never raises, idempotent, planted secrets vanish."""

from __future__ import annotations

import json
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory_core.pii import PLACEHOLDER_RE, Masker, mask_text

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

ALNUM = string.ascii_letters + string.digits
# Text made of the characters detectors care about, so that near-misses get exercised.
tricky = st.text(
    alphabet=st.sampled_from(
        [*list(ALNUM + " \n\t.,:;=@<>_-+/()#'\"$%&*!?[]{}"), "é", "İ", "ß", "😀", "\x00"]
    ),
    max_size=200,
)
words = st.sampled_from(
    ["password", "token", "key", "Hi", "Thanks,", "call", "born on", "IBAN", "card", "ssh",
     "Bearer", "my name is", "John", "Smith:", "AKIA", "sk-", "ghp_", "@", "://", ":", "=",
     "1985-03-03", "4111 1111 1111 1111", "555-123-4567", "10.0.0.1", "<EMAIL_1>", "\n"]
)  # fmt: skip
phrases = st.lists(
    st.one_of(words, st.text(alphabet=ALNUM, min_size=1, max_size=12)), max_size=25
).map(" ".join)


@FAST
@given(st.one_of(tricky, phrases, st.text(max_size=300)))
def test_never_raises_and_idempotent(text: str) -> None:
    once = mask_text(text)
    assert isinstance(once, str)
    assert mask_text(once) == once


@FAST
@given(st.one_of(tricky, phrases))
def test_placeholders_survive(text: str) -> None:
    for ph in PLACEHOLDER_RE.findall(text):
        assert ph in mask_text(text)


def _secret(prefix: str, body: str) -> str:
    return prefix + body


secret_bodies = st.text(alphabet=ALNUM, min_size=40, max_size=60).filter(
    lambda s: len(set(s)) > 12 and any(c.isdigit() for c in s)
)
prefixes = st.sampled_from(
    ["sk-proj-", "sk-ant-api03-", "ghp_", "gho_", "glpat-", "sk_live_", "npm_", "hf_", "xoxb-1-"]
)
templates = st.sampled_from(
    [
        "export API_KEY={s}",
        "Authorization: Bearer {s}",
        '{{"api_key": "{s}"}}',
        "here is the key {s} ok",
        "token={s}&x=1",
        "use {s} please",
        "- secret: '{s}'",
    ]
)
fillers = st.text(alphabet=ALNUM + " .,\n", max_size=60)


@FAST
@given(prefixes, secret_bodies, templates, fillers, fillers)
def test_planted_secrets_never_survive(
    prefix: str, body: str, template: str, before: str, after: str
) -> None:
    secret = _secret(prefix, body)
    text = before + " " + template.format(s=secret) + " " + after
    out = mask_text(text)
    rest = text.replace(secret, "\x00")
    masked = PLACEHOLDER_RE.sub("\x00", out)
    for i in range(len(secret) - 5):
        gram = secret[i : i + 6]
        assert gram not in masked or gram in rest, (gram, out)


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
              st.text(max_size=40)),
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.sampled_from(["password", "name", "email", "token", "note", "id",
                                         "api_key", "headers", "value", "Cookie"]),
                        children, max_size=4),
    ),
    max_leaves=12,
)  # fmt: skip


@FAST
@given(json_values)
def test_mask_json_keeps_structure(value: object) -> None:
    out = Masker().mask_json(value)
    json.dumps(out)

    def shape(v: object) -> object:
        if isinstance(v, dict):
            return {k: shape(x) for k, x in v.items()}
        if isinstance(v, list):
            return [shape(x) for x in v]
        return None

    assert shape(out) == shape(value)
