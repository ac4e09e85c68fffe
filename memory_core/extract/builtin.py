"""Deterministic, offline fact extraction from explicit statements.

What it does well: explicit statements by the user about their stack ("we run PostgreSQL
14", "we upgraded to 15", "we migrated from Postgres to MySQL 8"), plans and team size,
stated preferences (channel, language, date format, time zone, answer style) and error
codes they report. What it cannot do: implied facts, facts spread over several turns,
anything needing world knowledge, or statements phrased unlike the patterns below. It
never invents: when unsure, it extracts nothing. Configure an LLM for the rest.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from memory_core.extract.base import CurrentFact, ExtractionInput, ExtractionResult
from memory_core.extract.schema import ExtractedFact, SessionExtraction

# canonical product name -> (fact key, aliases). Keys group products that replace each other.
_PRODUCTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "PostgreSQL": ("database", ("postgresql", "postgres", "psql", "pg")),
    "MySQL": ("database", ("mysql",)),
    "MariaDB": ("database", ("mariadb",)),
    "MongoDB": ("database", ("mongodb", "mongo")),
    "SQLite": ("database", ("sqlite",)),
    "Oracle Database": ("database", ("oracle db", "oracle database")),
    "SQL Server": ("database", ("sql server", "mssql")),
    "CockroachDB": ("database", ("cockroachdb",)),
    "DynamoDB": ("database", ("dynamodb",)),
    "Cassandra": ("database", ("cassandra",)),
    "Redis": ("cache", ("redis",)),
    "Memcached": ("cache", ("memcached",)),
    "Ubuntu": ("operating_system", ("ubuntu",)),
    "Debian": ("operating_system", ("debian",)),
    "CentOS": ("operating_system", ("centos",)),
    "RHEL": ("operating_system", ("rhel", "red hat enterprise linux")),
    "Windows Server": ("operating_system", ("windows server",)),
    "Amazon Linux": ("operating_system", ("amazon linux",)),
    "Alpine": ("operating_system", ("alpine",)),
    "AWS": ("cloud_provider", ("aws", "amazon web services")),
    "Google Cloud": ("cloud_provider", ("gcp", "google cloud")),
    "Azure": ("cloud_provider", ("azure",)),
    "DigitalOcean": ("cloud_provider", ("digitalocean",)),
    "Heroku": ("cloud_provider", ("heroku",)),
    "Python": ("language", ("python",)),
    "Node.js": ("language", ("node.js", "nodejs", "node")),
    "Java": ("language", ("java",)),
    "Go": ("language", ("golang",)),
    "Ruby": ("language", ("ruby",)),
    "PHP": ("language", ("php",)),
    ".NET": ("language", (".net", "dotnet")),
    "Django": ("framework", ("django",)),
    "Flask": ("framework", ("flask",)),
    "FastAPI": ("framework", ("fastapi",)),
    "Rails": ("framework", ("rails", "ruby on rails")),
    "Spring Boot": ("framework", ("spring boot", "spring")),
    "Laravel": ("framework", ("laravel",)),
    "Express": ("framework", ("express",)),
    "Kubernetes": ("orchestration", ("kubernetes", "k8s", "eks", "gke", "aks")),
    "Docker Swarm": ("orchestration", ("docker swarm",)),
    "Nomad": ("orchestration", ("nomad",)),
    "ECS": ("orchestration", ("ecs",)),
    "Kafka": ("message_queue", ("kafka",)),
    "RabbitMQ": ("message_queue", ("rabbitmq",)),
    "SQS": ("message_queue", ("sqs",)),
    "nginx": ("web_server", ("nginx",)),
    "Apache httpd": ("web_server", ("apache httpd", "apache2")),
    "Jenkins": ("ci_system", ("jenkins",)),
    "GitHub Actions": ("ci_system", ("github actions",)),
    "GitLab CI": ("ci_system", ("gitlab ci",)),
    "CircleCI": ("ci_system", ("circleci",)),
}
_ALIAS: dict[str, str] = {a: canon for canon, (_, aliases) in _PRODUCTS.items() for a in aliases}
_ALIAS_RE = re.compile(
    r"(?<![\w.])("
    + "|".join(re.escape(a) for a in sorted(_ALIAS, key=len, reverse=True))
    + r")(?![\w])(?:\s*(?:version\s*|v)?(\d+(?:\.\d+){0,2}))?",
    re.IGNORECASE,
)
_VERSION = r"(?:version\s*|v)?(\d+(?:\.\d+){0,2})"

# Verbs that state the current stack, and the ones that state a change to it.
_USE_RE = re.compile(
    r"\b(?:we|i|our\s+\w+|the\s+app|everything)\s*(?:'re|'m|are|am|is|was|were)?\s*"
    r"(?:currently\s+|still\s+|now\s+|also\s+|mainly\s+)?"
    r"(?:use|uses|using|run|runs|running|on|host(?:ed)?\s+on|deploy(?:ed)?\s+(?:on|to)|"
    r"built\s+(?:on|with)|have|rely\s+on)\b",
    re.IGNORECASE,
)
_CHANGE_RE = re.compile(
    r"\b(?:upgraded|updated|moved|migrated|switched|changed|downgraded|went|transitioned|"
    r"ported|rolled\s+back)\b[^.!?\n]{0,60}?\bto\b",
    re.IGNORECASE,
)
_FROM_TO_RE = re.compile(r"\bfrom\b[^.!?\n]{0,60}?\bto\b", re.IGNORECASE)
_NEGATION_RE = re.compile(
    r"\b(?:not|never|no\s+longer|don't|do\s+not|aren't|isn't|stopped|instead\s+of|away\s+from|"
    r"considering|thinking\s+about|evaluating|might|maybe|should\s+we|planning)\b",
    re.IGNORECASE,
)
_VERSION_ONLY_RE = re.compile(
    r"\b(?:upgraded|updated|moved|bumped|went|downgraded|rolled\s+back)\b"
    r"(?:\s+\w+){0,3}?\s+to\s+" + _VERSION + r"\b",
    re.IGNORECASE,
)
_PLAN_RE = re.compile(
    r"\b(?:on|using|upgraded\s+to|downgraded\s+to|switched\s+to|moved\s+to|have|bought)\s+"
    r"(?:the|a|an|our)?\s*(free|starter|basic|standard|pro|professional|business|team|premium|"
    r"enterprise|growth|scale)\s+(?:plan|tier|subscription|license)\b",
    re.IGNORECASE,
)
_TEAM_RE = re.compile(r"\b(?:team|staff|company)\s+of\s+(?:about\s+|around\s+)?(\d{1,6})\b", re.I)
_SEATS_RE = re.compile(r"\b(\d{1,6})\s+(?:seats|engineers|developers|employees|agents)\b", re.I)
_TZ_RE = re.compile(
    r"\b(?:[Mm]y|[Oo]ur)\s+time\s*zone\s+is\s+([A-Za-z_/+\-0-9:]{2,40})|"
    r"\b(?:[Ii]'m|[Ii]\s+am|[Ww]e're|[Ww]e\s+are)\s+(?:in|on)\s+"
    r"(UTC[+\-]\d{1,2}(?::\d\d)?|GMT[+\-]\d{1,2}|[A-Z]{2,4}T|[A-Z][a-z]+/[A-Z][A-Za-z_]+)\b"
)
_CHANNEL_RE = re.compile(
    r"\b(?:prefer|rather\s+be\s+contacted|contact\s+me|reach\s+me|best\s+to\s+reach\s+me)\b"
    r"[^.!?\n]{0,30}?\b(?:by|via|over|on|through)?\s*(email|e-mail|phone|slack|sms|text|chat|teams)\b",
    re.IGNORECASE,
)
_LANG_RE = re.compile(
    r"\b(?:please\s+)?(?:answer|reply|respond|write|talk)\s+(?:to\s+me\s+)?in\s+"
    r"(English|German|French|Spanish|Italian|Portuguese|Dutch|Polish|Japanese|Chinese|Korean)\b",
    re.IGNORECASE,
)
_DATEFMT_RE = re.compile(
    r"\b(?:use|prefer|want|write|format)\b[^.!?\n]{0,30}?\b(ISO[ -]?8601|YYYY-MM-DD|DD/MM/YYYY|"
    r"MM/DD/YYYY|DD\.MM\.YYYY)\b",
    re.IGNORECASE,
)
_STYLE_RE = re.compile(
    r"\b(?:prefer|like|want|please\s+(?:give|keep))\b[^.!?\n]{0,20}?"
    r"\b(short|brief|concise|detailed|step[- ]by[- ]step)\s+(?:answers|responses|replies|"
    r"explanations|instructions)\b",
    re.IGNORECASE,
)
_ERROR_RE = re.compile(
    r"\b((?:ERR|E)_[A-Z_]{3,40}|[A-Z][a-zA-Z]+(?:Error|Exception)|"
    r"(?:error|status|code)\s+(?:code\s+)?[45]\d\d|ORA-\d{5}|SQLSTATE\s*\w{5})\b"
)
_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
_URGENT_RE = re.compile(
    r"\b(?:urgent|asap|outage|down|production|prod|data\s+loss|security|breach|critical|"
    r"escalat\w*|refund|cancel\w*|churn|angry|furious|sev[- ]?[12]|p[01])\b",
    re.IGNORECASE,
)


@dataclass
class _Mention:
    product: str
    key: str
    version: str | None


def _mentions(sentence: str) -> list[_Mention]:
    out: list[_Mention] = []
    for m in _ALIAS_RE.finditer(sentence):
        alias = m.group(1).lower()
        canon = _ALIAS[alias]
        if alias in {"spring", "express", "pg"} and not m.group(2):
            continue  # ambiguous as plain English: only trusted with a version
        out.append(_Mention(canon, _PRODUCTS[canon][0], m.group(2)))
    return out


def _value(m: _Mention) -> str:
    return f"{m.product} {m.version}" if m.version else m.product


def _fact(entity: str, category: str, key: str, value: str, conf: float) -> ExtractedFact:
    return ExtractedFact(entity=entity, category=category, key=key, value=value, confidence=conf)  # type: ignore[arg-type]


class BuiltinExtractor:
    """Rule-based extractor; see the module docstring for what it can and cannot do."""

    name = "builtin-rules-v1"

    def extract(self, inp: ExtractionInput) -> ExtractionResult:
        facts: dict[tuple[str, str], ExtractedFact] = {}
        current = {(f.entity, f.key): f for f in inp.current_facts}
        last_mention: dict[str, _Mention] = {}
        products_seen: Counter[str] = Counter()
        # Versioned mentions anywhere in the session ("PostgreSQL 15" in the reply to "we
        # upgraded to 15"): they resolve a bare version from this session alone, so the
        # answer does not depend on which other sessions a worker has merged yet.
        by_version = {
            m.version: m
            for msg in inp.messages
            for m in _mentions(str(msg.get("content", "")))
            if m.version
        }

        for msg in inp.messages:
            if msg.get("role") != "user":
                for mention in _mentions(str(msg.get("content", ""))):
                    last_mention[mention.key] = mention
                continue
            for sentence in _SENT_SPLIT.split(str(msg.get("content", ""))):
                sentence = sentence.strip()
                if not sentence:
                    continue
                for fact in self._sentence_facts(sentence, last_mention, by_version, current):
                    facts[(fact.entity, fact.key)] = fact
                for mention in _mentions(sentence):
                    last_mention[mention.key] = mention
                    products_seen[mention.product] += 1

        extraction = SessionExtraction(
            facts=list(facts.values()),
            importance=self._importance(inp, len(facts)),
            topic=self._topic(inp, products_seen),
            summary=self._summary(inp),
        )
        return ExtractionResult(extraction=extraction, backend=self.name)

    def _sentence_facts(
        self,
        s: str,
        last_mention: dict[str, _Mention],
        by_version: dict[str, _Mention],
        current: dict[tuple[str, str], CurrentFact],
    ) -> list[ExtractedFact]:
        out: list[ExtractedFact] = []
        mentions = _mentions(s)
        change = _CHANGE_RE.search(s) or _FROM_TO_RE.search(s)
        negated = _NEGATION_RE.search(s)

        if mentions and change:
            # "migrated from X to Y": the products after the last "to" are the new state.
            after = [m for m in _mentions(s[change.end() :])]
            for m in after:
                out.append(_fact("environment", "technical_environment", m.key, _value(m), 0.9))
        elif mentions and _USE_RE.search(s) and not negated:
            for m in mentions:
                out.append(_fact("environment", "technical_environment", m.key, _value(m), 0.8))
        elif not mentions and (vm := _VERSION_ONLY_RE.search(s)) and not negated:
            # "we upgraded to 15": resolve the product from context, else from current facts.
            version = vm.group(1)
            target = self._resolve_versioned(last_mention, by_version.get(version), current)
            if target is not None:
                key, product = target
                out.append(
                    _fact("environment", "technical_environment", key, f"{product} {version}", 0.7)
                )

        if (pm := _PLAN_RE.search(s)) and not negated:
            out.append(_fact("account", "business_context", "plan", pm.group(1).title(), 0.8))
        if tm := _TEAM_RE.search(s) or _SEATS_RE.search(s):
            out.append(_fact("account", "business_context", "team_size", tm.group(1), 0.7))
        if zm := _TZ_RE.search(s):
            out.append(_fact("user", "preferences", "timezone", zm.group(1) or zm.group(2), 0.8))
        if cm := _CHANNEL_RE.search(s):
            chan = cm.group(1).lower().replace("e-mail", "email").replace("text", "sms")
            out.append(_fact("user", "preferences", "contact_channel", chan, 0.7))
        if lm := _LANG_RE.search(s):
            out.append(_fact("user", "preferences", "language", lm.group(1).title(), 0.8))
        if dm := _DATEFMT_RE.search(s):
            fmt = dm.group(1).upper().replace(" ", "-")
            fmt = "ISO 8601" if fmt.startswith("ISO") or fmt == "YYYY-MM-DD" else fmt
            out.append(_fact("user", "preferences", "date_format", fmt, 0.8))
        if sm := _STYLE_RE.search(s):
            style = sm.group(1).lower().replace(" ", "-")
            style = {"brief": "concise", "short": "concise"}.get(style, style)
            out.append(_fact("user", "preferences", "answer_style", style, 0.7))
        if (em := _ERROR_RE.search(s)) and re.search(
            r"\b(?:get|getting|got|see|seeing|saw|hit|hitting|throws?|returns?|keeps?|fails?)\b",
            s,
            re.I,
        ):
            code = re.sub(
                r"^(?:error|status|code)\s+(?:code\s+)?",
                "",
                " ".join(em.group(1).split()),
                flags=re.I,
            )
            out.append(_fact("issue", "known_issues", f"error {code.lower()}", s[:300], 0.6))
        return out

    @staticmethod
    def _resolve_versioned(
        last_mention: dict[str, _Mention],
        same_version: _Mention | None,
        current: dict[tuple[str, str], CurrentFact],
    ) -> tuple[str, str] | None:
        """The product a bare version belongs to: the last product named earlier in the
        session, else one named with that version later in it, else the only versioned
        product among the user's current facts."""
        if last_mention:
            m = list(last_mention.values())[-1]
            return m.key, m.product
        if same_version is not None:
            return same_version.key, same_version.product
        versioned = [
            f
            for f in current.values()
            if f.category == "technical_environment" and re.search(r"\d", f.value)
        ]
        if len(versioned) == 1:
            f = versioned[0]
            product = re.sub(r"\s*(?:version\s*|v)?\d+(?:\.\d+)*\s*$", "", f.value).strip()
            return f.key, product or f.value
        return None  # ambiguous: say nothing rather than guess

    @staticmethod
    def _importance(inp: ExtractionInput, n_facts: int) -> int:
        text = " ".join(str(m.get("content", "")) for m in inp.messages if m.get("role") == "user")
        score = 3.0
        score += min(3.0, 1.0 * len(_URGENT_RE.findall(text)))
        score += min(2.0, 0.5 * n_facts)
        if any(not o.get("success", True) for o in inp.outcomes):
            score += 1.0
        if any(tc.get("status") not in (None, "ok") for tc in inp.tool_calls):
            score += 1.0
        resolution = str(inp.metadata.get("resolution", "")).lower()
        if resolution in {"escalated", "unresolved", "open", "failed"}:
            score += 1.0
        if len(inp.messages) >= 20:
            score += 0.5
        return max(1, min(10, round(score)))

    @staticmethod
    def _topic(inp: ExtractionInput, products: Counter[str]) -> str:
        topic = inp.metadata.get("topic")
        if isinstance(topic, str) and topic.strip():
            return topic.strip()[:200]
        if products:
            return products.most_common(1)[0][0]
        return ""

    @staticmethod
    def _summary(inp: ExtractionInput) -> str:
        first_user = next(
            (str(m.get("content", "")) for m in inp.messages if m.get("role") == "user"), ""
        )
        summary = " ".join(first_user.split())[:240]
        resolution = inp.metadata.get("resolution")
        if resolution:
            summary += f" (resolution: {resolution})"
        return summary
