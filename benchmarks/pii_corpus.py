"""Seeded synthetic corpus for the PII/secret masking benchmark.

Each snippet carries the values planted in it (``positives``: type -> values) and the
look-alike values that must survive (``negatives``). Formats mimic agent traffic: chats,
tool-call JSON, HTTP traces, env/config files and logs. Secrets are random strings in the
published vendor formats; personal data comes from Faker (several locales).
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass, field

from faker import Faker

ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


@dataclass
class Snippet:
    text: str
    category: str
    positives: list[tuple[str, str]] = field(default_factory=list)  # (type, value)
    negatives: list[str] = field(default_factory=list)


class Gen:
    """Random value factories (secrets in vendor formats, PII via Faker)."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        Faker.seed(seed)
        self.f = Faker(["en_US"])
        self.fi = Faker(["en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL"])
        self.fi.seed_instance(seed + 1)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.s("0123456789abcdef", n)

    # --- secrets: (type, value, label used in templates) ---------------------------------
    def secret(self) -> tuple[str, str]:
        r = self.r
        kind = r.choice(
            [
                "openai", "openai_legacy", "anthropic", "aws_id", "github", "github_pat",
                "gitlab", "slack", "stripe", "google", "twilio_sk", "sendgrid", "npm",
                "pypi", "hf", "jwt", "generic", "hex32",
            ]
        )  # fmt: skip
        makers: dict[str, Callable[[], str]] = {
            "openai": lambda: "sk-proj-" + self.s(URLSAFE, r.randint(40, 120)),
            "openai_legacy": lambda: "sk-" + self.s(ALNUM, 48),
            "anthropic": lambda: "sk-ant-api03-" + self.s(URLSAFE, 93) + "AA",
            "aws_id": lambda: (
                r.choice(["AKIA", "ASIA"]) + self.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
            ),
            "github": lambda: (
                r.choice(["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + self.s(ALNUM, 36)
            ),
            "github_pat": lambda: "github_pat_" + self.s(ALNUM, 22) + "_" + self.s(ALNUM, 59),
            "gitlab": lambda: "glpat-" + self.s(URLSAFE, 20),
            "slack": lambda: (
                f"xox{r.choice('abprs')}-{self.s(string.digits, 12)}-"
                f"{self.s(string.digits, 13)}-{self.s(ALNUM, 24)}"
            ),
            "stripe": lambda: r.choice(["sk_live_", "rk_live_", "sk_test_"]) + self.s(ALNUM, 24),
            "google": lambda: "AIza" + self.s(URLSAFE, 35),
            "twilio_sk": lambda: "SK" + self.hexs(32),
            "sendgrid": lambda: "SG." + self.s(URLSAFE, 22) + "." + self.s(URLSAFE, 43),
            "npm": lambda: "npm_" + self.s(ALNUM, 36),
            "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + self.s(URLSAFE, 60),
            "hf": lambda: "hf_" + self.s(ALNUM, 34),
            "jwt": self.jwt,
            "generic": lambda: self.s(ALNUM, r.randint(24, 48)),
            "hex32": lambda: self.hexs(32),
        }
        return kind, makers[kind]()

    def jwt(self) -> str:
        def enc(obj: dict[str, object]) -> str:
            raw = json.dumps(obj, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).decode().rstrip("=")

        head = enc({"alg": "HS256", "typ": "JWT"})
        body = enc({"sub": str(self.r.randint(1, 10**9)), "iat": self.r.randint(10**9, 2 * 10**9)})
        return f"{head}.{body}.{self.s(URLSAFE, 43)}"

    def aws_secret(self) -> str:
        return self.s(B64, 40)

    def azure_key(self) -> str:
        return self.s(B64, 86) + "=="

    def pem(self) -> str:
        label = self.r.choice(
            ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
        )
        lines = [self.s(B64, 64) for _ in range(self.r.randint(3, 8))]
        return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"

    def password(self) -> str:
        if self.r.random() < 0.7:
            return self.f.password(length=self.r.randint(10, 18))
        words = [self.f.word() for _ in range(2)]
        return (
            words[0].capitalize()
            + self.r.choice("!#$%&*")
            + words[1]
            + str(self.r.randint(10, 9999))
        )

    def token(self) -> str:
        return self.s(ALNUM + "._-", self.r.randint(28, 64))

    # --- PII ---------------------------------------------------------------------------
    def phone(self) -> str:
        if self.r.random() < 0.6:
            return self.f.phone_number()
        return self.fi.phone_number()

    def card(self) -> str:
        num = self.f.credit_card_number(
            card_type=self.r.choice(
                ["visa16", "mastercard", "amex", "discover", "jcb16", "diners", "visa19"]
            )
        )
        style = self.r.random()
        if style < 0.4:
            return num
        sep = " " if style < 0.75 else "-"
        if len(num) == 15:
            return sep.join([num[:4], num[4:10], num[10:]])
        return sep.join(num[i : i + 4] for i in range(0, len(num), 4))

    def iban(self) -> str:
        v = self.fi.iban()
        if self.r.random() < 0.5:
            v = " ".join(v[i : i + 4] for i in range(0, len(v), 4))
        return v

    def ip(self) -> str:
        return self.f.ipv4_public() if self.r.random() < 0.75 else self.f.ipv6()

    def dob(self) -> str:
        d = self.f.date_of_birth(minimum_age=18, maximum_age=90)
        return self.r.choice(
            [
                d.isoformat(),
                d.strftime("%m/%d/%Y"),
                d.strftime("%d.%m.%Y"),
                f"{d.day} {d.strftime('%B')} {d.year}",
                f"{d.strftime('%B')} {d.day}, {d.year}",
            ]
        )

    def name(self) -> str:
        return self.f.name() if self.r.random() < 0.7 else self.fi.name()

    def address(self) -> str:
        return self.f.address() if self.r.random() < 0.8 else self.f.street_address()

    # --- look-alike negatives -----------------------------------------------------------
    def negative(self) -> tuple[str, str]:
        r = self.r
        kind = r.choice(
            ["version", "version4", "timestamp", "epoch", "uuid", "githash", "sha256", "order",
             "port", "url", "amount", "region", "path", "http", "model", "placeholder",
             "eventdate", "reqid", "short_hash", "time"]
        )  # fmt: skip
        v = {
            "version": lambda: f"{r.randint(0, 20)}.{r.randint(0, 40)}.{r.randint(0, 30)}",
            "version4": lambda: (
                f"{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 9)}.{r.randint(0, 99)}"
            ),
            "timestamp": lambda: self.f.date_time_this_decade().isoformat() + "Z",
            "epoch": lambda: str(r.randint(1_500_000_000, 1_800_000_000)),
            "uuid": lambda: str(self.f.uuid4()),
            "githash": lambda: self.hexs(40),
            "sha256": lambda: self.hexs(64),
            "order": lambda: (
                r.choice(["ORD-", "INV-", "#", "PO-", ""]) + str(r.randint(10**7, 10**10))
            ),
            "port": lambda: str(r.choice([80, 443, 5432, 6379, 8080, 8443, 9200, 27017, 3000])),
            "url": lambda: self.f.url() + self.f.uri_path(),
            "amount": lambda: (
                r.choice(["$", "EUR ", "£", "USD "])
                + f"{r.randint(1, 99999):,}.{r.randint(0, 99):02d}"
            ),
            "region": lambda: r.choice(
                ["us-east-1", "eu-west-2", "ap-southeast-1", "us-central1", "westeurope"]
            ),
            "path": lambda: (
                r.choice(["/var/log/", "/etc/", "/home/app/", "/opt/", "./src/"])
                + self.f.file_path(depth=2).lstrip("/")
            ),
            "http": lambda: str(
                r.choice([200, 201, 204, 301, 400, 401, 403, 404, 429, 500, 502, 503])
            ),
            "model": lambda: r.choice(
                [
                    "gpt-4o-mini",
                    "claude-3-5-sonnet-20241022",
                    "llama-3.1-70b",
                    "text-embedding-3-small",
                    "iPhone 15 Pro",
                ]
            ),
            "placeholder": lambda: r.choice(
                ["YOUR_API_KEY", "<your-key>", "sk-...", "xxx", "changeme", "${DB_PASSWORD}"]
            ),
            "eventdate": lambda: self.f.date_this_decade().isoformat(),
            "reqid": lambda: "req_" + self.hexs(24),
            "short_hash": lambda: self.hexs(7),
            "time": lambda: f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
        }[kind]()
        return kind, v


NEG_CONTEXT = {
    "version": "upgraded to version {v}",
    "version4": "release v{v} is out",
    "timestamp": "at {v} the job finished",
    "epoch": "ts={v}",
    "uuid": "request_id={v}",
    "githash": "commit {v}",
    "sha256": "sha256: {v}",
    "order": "order {v} shipped",
    "port": "listening on port {v}",
    "url": "see {v}",
    "amount": "total {v}",
    "region": "region {v}",
    "path": "wrote {v}",
    "http": "HTTP {v}",
    "model": "model {v}",
    "placeholder": "set OPENAI_API_KEY={v} in .env",
    "eventdate": "the meeting is on {v}",
    "reqid": "trace {v}",
    "short_hash": "fixed in {v}",
    "time": "at {v} UTC",
}


def _negs(g: Gen, n: int) -> tuple[list[str], list[str]]:
    texts, values = [], []
    for _ in range(n):
        kind, v = g.negative()
        texts.append(NEG_CONTEXT[kind].format(v=v))
        values.append(v)
    return texts, values


def _secret_line(g: Gen) -> tuple[str, list[tuple[str, str]]]:
    """One line carrying a secret in one of many published or contextual forms."""
    r = g.r
    form = r.randint(0, 23)
    _kind, sv = g.secret()
    pw = g.password()
    if form == 0:
        return f"export {r.choice(['OPENAI_API_KEY', 'API_KEY', 'SERVICE_TOKEN'])}={sv}", [
            ("SECRET", sv)
        ]
    if form == 1:
        return f"Authorization: Bearer {sv}", [("SECRET", sv)]
    if form == 2:
        return f'{{"api_key": "{sv}", "model": "gpt-4o"}}', [("SECRET", sv)]
    if form == 3:
        return f"my password is {pw}", [("SECRET", pw)]
    if form == 4:
        return f"DB_PASSWORD={pw}", [("SECRET", pw)]
    if form == 5:
        return f'password: "{pw}"', [("SECRET", pw)]
    if form == 6:
        user = g.f.user_name()
        host = g.f.domain_name()
        return (f"DATABASE_URL=postgres://{user}:{pw}@{host}:5432/{g.f.word()}", [("SECRET", pw)])
    if form == 7:
        return f"mysql -h db.internal -u {g.f.user_name()} -p{pw} app", [("SECRET", pw)]
    if form == 8:
        return f"./deploy.sh --password '{pw}' --region us-east-1", [("SECRET", pw)]
    if form == 9:
        aws = g.aws_secret()
        return f"aws_secret_access_key = {aws}", [("SECRET", aws)]
    if form == 10:
        key = g.azure_key()
        return (
            f"DefaultEndpointsProtocol=https;AccountName={g.f.word()};AccountKey={key};"
            "EndpointSuffix=core.windows.net",
            [("SECRET", key)],
        )
    if form == 11:
        pem = g.pem()
        return f"here's the key:\n{pem}\nuse it carefully", [("SECRET", pem)]
    if form == 12:
        cookie = g.token()
        return f"Cookie: sessionid={cookie}; theme=dark", [("SECRET", cookie)]
    if form == 13:
        cookie = g.token()
        return f"Set-Cookie: session={cookie}; Path=/; HttpOnly; Secure", [("SECRET", cookie)]
    if form == 14:
        k = g.hexs(32)
        return f"X-Api-Key: {k}", [("SECRET", k)]
    if form == 15:
        basic = base64.b64encode(f"{g.f.user_name()}:{pw}".encode()).decode()
        return f"Authorization: Basic {basic}", [("SECRET", basic)]
    if form == 16:
        return f"the new passphrase is {pw}", [("SECRET", pw)]
    if form == 17:
        t = g.token()
        return f"use this token {t} for the staging cluster", [("SECRET", t)]
    if form == 18:
        return f"here is my key {sv}", [("SECRET", sv)]
    if form == 19:
        sid = "AC" + g.hexs(32)
        tok = g.hexs(32)
        return f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}", [
            ("SECRET", sid),
            ("SECRET", tok),
        ]
    if form == 20:
        return f"pwd: {pw}", [("SECRET", pw)]
    if form == 21:
        return f"db:\n  user: app\n  password: {pw}\n  host: db.internal", [("SECRET", pw)]
    if form == 22:
        return f"git clone https://oauth2:{sv}@gitlab.com/acme/app.git", [("SECRET", sv)]
    return f"curl -H 'Authorization: token {sv}' https://api.github.com/user", [("SECRET", sv)]


def _pii_bits(g: Gen) -> tuple[list[str], list[tuple[str, str]]]:
    r = g.r
    parts: list[str] = []
    pos: list[tuple[str, str]] = []
    for _ in range(r.randint(1, 3)):
        t = r.randint(0, 12)
        if t == 0:
            v = g.f.email()
            parts.append(
                r.choice(["email me at {v}", "my email is {v}", "cc {v} please"]).format(v=v)
            )
            pos.append(("EMAIL", v))
        elif t == 1:
            v = g.phone()
            parts.append(
                r.choice(
                    ["call me at {v}", "my number is {v}", "phone: {v}", "reach me on {v}"]
                ).format(v=v)
            )
            pos.append(("PHONE", v))
        elif t == 2:
            v = g.card()
            parts.append(
                r.choice(["my card is {v}", "charge card {v}", "card number {v} exp 04/27"]).format(
                    v=v
                )
            )
            pos.append(("CREDIT_CARD", v))
        elif t == 3:
            v = g.iban()
            parts.append(r.choice(["IBAN: {v}", "wire it to {v}", "my iban is {v}"]).format(v=v))
            pos.append(("IBAN", v))
        elif t == 4:
            v = g.ip()
            parts.append(r.choice(["client ip {v}", "login from {v}", "ssh into {v}"]).format(v=v))
            pos.append(("IP_ADDRESS", v))
        elif t == 5:
            v = g.f.ssn()
            parts.append(
                r.choice(["my SSN is {v}", "SSN: {v}", "social security number {v}"]).format(v=v)
            )
            pos.append(("SSN", v))
        elif t == 6:
            v = g.dob()
            parts.append(
                r.choice(
                    ["I was born on {v}", "DOB: {v}", "date of birth {v}", "birthday: {v}"]
                ).format(v=v)
            )
            pos.append(("DATE_OF_BIRTH", v))
        elif t == 7:
            v = g.address()
            parts.append(
                r.choice(
                    ["I live at {v}", "ship it to {v}", "my address is {v}", "send it to\n{v}"]
                ).format(v=v)
            )
            pos.append(("ADDRESS", v))
        elif t == 8:
            v = g.name()
            parts.append(
                r.choice(
                    [
                        "my name is {v}",
                        "I'm {v}",
                        "please contact {v}",
                        "Hi {v},",
                        "this is {v} from billing",
                    ]
                ).format(v=v)
            )
            pos.append(("PERSON", v))
        elif t == 9:
            v = g.name()
            e = g.f.email()
            parts.append(f"{v} <{e}>")
            pos += [("PERSON", v), ("EMAIL", e)]
        elif t == 10:
            v = g.f.phone_number()
            parts.append(f"tel {v}")
            pos.append(("PHONE", v))
        elif t == 11:
            v = g.f.first_name()
            parts.append(f"Thanks,\n{v}")
            pos.append(("PERSON", v))
        else:
            v = g.f.name()
            parts.append(f"Dear {v},")
            pos.append(("PERSON", v))
    return parts, pos


def _chat(g: Gen) -> Snippet:
    a, b = g.name(), g.f.name()
    parts, pos = _pii_bits(g)
    negt, negv = _negs(g, 2)
    lines = [
        f"{a}: hey, quick question about the deploy",
        f"{b}: sure, {negt[0]}",
        f"{a}: " + ". ".join(parts),
        f"{b}: noted, {negt[1]}",
    ]
    if g.r.random() < 0.4:
        sl, sp = _secret_line(g)
        lines.insert(3, f"{a}: {sl}")
        pos += sp
    pos += [("PERSON", a), ("PERSON", b)]
    return Snippet("\n".join(lines), "chat", pos, negv)


def _tool_json(g: Gen) -> Snippet:
    r = g.r
    name, email, phone, pw, (_, key) = (
        g.f.name(),
        g.f.email(),
        g.f.phone_number(),
        g.password(),
        g.secret(),
    )
    negt, negv = _negs(g, 2)
    _, n3 = g.negative()
    payload = {
        "tool": "crm.update_contact",
        "arguments": {
            "contact": {
                "full_name": name,
                "email": email,
                "phone": phone,
                "address": g.f.street_address() if r.random() < 0.5 else None,
            },
            "auth": {"username": g.f.user_name(), "password": pw},
            "api_key": key,
            "request_id": negv[0] if r.random() < 0.5 else str(g.f.uuid4()),
            "note": negt[1],
            "trace": n3,
            "max_tokens": 512,
        },
    }
    pos = [("PERSON", name), ("EMAIL", email), ("PHONE", phone), ("SECRET", pw), ("SECRET", key)]
    addr = payload["arguments"]["contact"]["address"]  # type: ignore[index]
    if addr:
        pos.append(("ADDRESS", addr))
    negs = [negv[1], n3]
    text = json.dumps(payload, indent=2 if r.random() < 0.5 else None, ensure_ascii=False)
    return Snippet(text, "tool_json", pos, negs)


def _http(g: Gen) -> Snippet:
    sl, sp = _secret_line(g)
    negt, negv = _negs(g, 2)
    ip = g.f.ipv4_public()
    region = g.r.choice(["us-east-1", "eu-central-1"])
    lines = [
        "GET /api/v2/orders?limit=50 HTTP/1.1",
        f"Host: api.{region}.example.com:8443",
        f"X-Forwarded-For: {ip}",
        sl if ":" in sl.split("\n")[0][:30] else f"X-Debug: {sl}",
        f"X-Request-Id: {g.f.uuid4()}",
        f"HTTP/1.1 200 OK  # {negt[0]}",
        f"# {negt[1]}",
    ]
    return Snippet("\n".join(lines), "http", [("IP_ADDRESS", ip), *sp], negv)


def _env(g: Gen) -> Snippet:
    lines, pos = [], []
    for _ in range(g.r.randint(2, 4)):
        sl, sp = _secret_line(g)
        lines.append(sl)
        pos += sp
    negt, negv = _negs(g, 3)
    lines.insert(1, "# " + negt[0])
    lines += [
        f"APP_VERSION={g.r.randint(1, 9)}.{g.r.randint(0, 20)}.{g.r.randint(0, 20)}",
        f"REGION={g.r.choice(['us-east-1', 'eu-west-1'])}",
        f"PORT={g.r.choice([8080, 3000])}",
        "# " + negt[1],
        "# " + negt[2],
    ]
    return Snippet("\n".join(lines), "env", pos, negv)


def _log(g: Gen) -> Snippet:
    parts, pos = _pii_bits(g)
    negt, negv = _negs(g, 3)
    ts = g.f.date_time_this_year().isoformat()
    lines = [
        f"{ts} INFO worker-3 {negt[0]}",
        f"{ts} DEBUG user said: " + " ".join(parts),
        f"{ts} WARN {negt[1]}",
        f"{ts} ERROR {negt[2]}",
    ]
    if g.r.random() < 0.5:
        sl, sp = _secret_line(g)
        lines.insert(2, f"{ts} DEBUG config: {sl}")
        pos += sp
    return Snippet("\n".join(lines), "log", pos, [*negv, ts])


def _message(g: Gen) -> Snippet:
    """A single chat turn, the unit an agent-memory pipeline masks most often."""
    r = g.r
    roll = r.random()
    if roll < 0.45:
        parts, pos = _pii_bits(g)
        return Snippet(". ".join(parts), "message", pos, [])
    if roll < 0.75:
        line, pos = _secret_line(g)
        return Snippet(line, "message", pos, [])
    negt, negv = _negs(g, 2)
    text = " and ".join(negt)
    return Snippet(text[:1].upper() + text[1:], "message", [], negv)


def _negative_only(g: Gen) -> Snippet:
    negt, negv = _negs(g, 4)
    text = ". ".join(negt) + "."
    return Snippet(text[:1].upper() + text[1:], "negatives", [], negv)


def generate(n: int = 2000, seed: int = 7) -> list[Snippet]:
    """``n`` snippets, deterministic for a given seed."""
    g = Gen(seed)
    makers = [_message, _message, _chat, _chat, _tool_json, _http, _env, _log, _log,
              _negative_only]  # fmt: skip
    return [g.r.choice(makers)(g) for _ in range(n)]


if __name__ == "__main__":
    for sn in generate(8, seed=1):
        print(f"--- {sn.category}\n{sn.text}\n  +{sn.positives}\n  -{sn.negatives}")
