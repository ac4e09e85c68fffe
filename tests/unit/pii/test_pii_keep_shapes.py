"""The keep-list: shapes memory needs are never masked without a strong cue."""

from __future__ import annotations

import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory_core.pii import mask_text

FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
B62 = string.ascii_letters + string.digits
B64 = B62 + "+/"

body = st.text(alphabet=B62, min_size=20, max_size=32)
prefix = st.sampled_from(
    ["chatcmpl-", "msg_01", "run_", "req_", "resp_", "evt_", "cus_", "file-", "toolu_01",
     "call_", "thread_", "asst_", "batch_", "pi_", "ch_", "ft-"]
)  # fmt: skip
status = st.sampled_from(
    ["502 Bad Gateway", "503 Service Unavailable", "404 Not Found", "500 Internal Server Error",
     "422 Unprocessable Entity", "429 Too Many Requests", "401 Unauthorized"]
)  # fmt: skip
quantity = st.builds(
    lambda n, u: f"{n}{u}",
    st.integers(1, 4096),
    st.sampled_from(["Mi", "Gi", "Ki", "Ti", "m", "MB", "GiB", "ms"]),
)
version4 = st.builds(
    lambda a, b, c, d: f"{a}.{b}.{c}.{d}",
    st.integers(0, 30),
    st.integers(0, 30),
    st.integers(256, 40000),
    st.integers(0, 9999),
)
sri = st.builds(
    lambda alg, b: f"sha{alg}-{b}=",
    st.sampled_from(["256", "384", "512"]),
    st.text(alphabet=B64, min_size=43, max_size=43),
)
fingerprint = st.text(alphabet=B64, min_size=43, max_size=43).map(lambda b: f"SHA256:{b}")
error = st.sampled_from(["OOMKilled", "CrashLoopBackOff", "ErrImagePull", "KeyError",
                         "ImagePullBackOff", "NullPointerException", "TimeoutError"])  # fmt: skip
example = st.sampled_from(
    ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
     "sk_test_4eC39HqLyjWDarjtT1zdp7dc"]
)  # fmt: skip
assistant = st.sampled_from(["Otto", "Luigi", "Jarvis", "Watson", "Alexa", "Siri", "Copilot"])
# Published on purpose: OpenSSH public keys, labelled WireGuard keys, Go module sums, gpg
# fingerprints; and vendor-shaped documentation slots.
public = st.one_of(
    st.text(alphabet=B64, min_size=60, max_size=68).map(lambda b: f"ssh-ed25519 AAAAC3{b}"),
    st.text(alphabet=B64, min_size=43, max_size=43).map(lambda b: f"PublicKey = {b}="),
    st.text(alphabet=B64, min_size=43, max_size=43).map(lambda b: f"h1:{b}="),
    st.lists(st.text(alphabet="0123456789ABCDEF", min_size=4, max_size=4), min_size=10,
             max_size=10).map(" ".join),
    st.just("xoxb-not-a-real-token-this-will-not-work"),
    st.builds(lambda b: "ft-job-" + b, body),
)  # fmt: skip
templates = st.sampled_from(
    ["The run {} finished but the output file is missing.",
     "Request id was {} if that helps.",
     '{{"id": "{}", "object": "thing"}}',
     "< x-request-id: {}",
     "Customer: it mentioned {} at least twice.",
     "Limits are {} memory.",
     "- Pin `{}` in the lockfile.",
     "Host key fingerprint is {}, I checked it against the inventory.",
     "The pod ends up {} again.",
     "The AWS docs use {} as the sample value, so ignore that one.",
     "{} suggested restarting the service on api.dev.example.org.",
     "Asked {} to summarise the incident.",
     "I'm on agent build {}, latest updates.",
     "{}"]
)  # fmt: skip
shape = st.one_of(
    st.builds(lambda p, b: p + b, prefix, body),
    status,
    quantity,
    version4,
    sri,
    fingerprint,
    error,
    example,
    assistant,
    public,
)


@FAST
@given(shape, templates)
def test_keep_listed_shapes_survive(value: str, template: str) -> None:
    text = template.format(value)
    masked = mask_text(text)
    assert value in masked, (text, masked)
    assert mask_text(masked) == masked


@pytest.mark.parametrize(
    "text",
    [
        "Date: Tue, 09 Jan 2024 19:45:51 +0000",
        "Ich > Limits are 500m CPU / 512Mi memory.",
        "HTTP Response: 502 Bad Gateway",
        "I'm on Visual Studio 17.10.35587.38, latest updates.",
        "aws s3 ls --profile dev  # docs key AKIAIOSFODNN7EXAMPLE",
        "[Peer]\nPublicKey = zsoVHocw1PnQUVG/3FvnoQ7IPgE2yDUmXmvgq5X6u3Q=\nAllowedIPs = 10.13.13.0/24",
        "  public key: Oqe0ugvzeV2lN4e04BHSnE18aCVa/f+nZpuXRKYrlX8=\n  listening port: 51820",
        "- name: create db user\n  postgresql_user:\n    name: app\n    db: {{ db }}",
    ],
)
def test_clean_lines_untouched(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Contact Emma Watson at the front desk.", "Emma Watson"),
        ("password: OttoKey2024!", "OttoKey2024!"),
        ("Otto Schmidt called about the invoice.", "Otto Schmidt"),
    ],
)
def test_strong_cue_still_masks(text: str, gone: str) -> None:
    assert gone not in mask_text(text)


cue_or_value = st.sampled_from(
    ["PW", "password", "try", "still", "Passwort:", "senha", "call me", "Telefon", "born",
     "spell", "DNI", "CPF", "@x", "Wd6o}!H=pq1V{KD/6V6T", "Febrero2026?9U", "030 84059268",
     "14/11/1995", "R-H-O-D-E-S", "A, B, C, D", "\n", ",", ":", "|"]
)  # fmt: skip
filler = st.text(alphabet=string.printable, max_size=40)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(cue_or_value, filler), max_size=30).map(" ".join))
def test_cue_windows_stay_idempotent(text: str) -> None:
    # Values shrink to placeholders; a cue must not reach a value only because of that.
    once = mask_text(text)
    assert mask_text(once) == once


def test_phone_cue_does_not_reach_past_a_masked_credential() -> None:
    once = mask_text("call me PW password Wd6o}!H=pq1V{KD/6V6T 030 84059268")
    assert mask_text(once) == once


def test_cue_does_not_reach_past_a_masked_value() -> None:
    text = "PW{q Wd6o}!H=pq1V{KD/6V6T^9sUFl\\.F(dR=]dj9LCy!Eq*ES%shkV\\65'?9ZD\\wE\\9 aT`;/:5z"
    once = mask_text(text)
    assert mask_text(once) == once
