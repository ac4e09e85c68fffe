"""A product gazetteer: canonical names, the attribute each product fills, and its aliases.

Shared by the built-in extractor (to find products in text) and the merge (to compare
values: "Postgres 15" and "PostgreSQL 15" are one value). Aliases are lower case and
matched on word boundaries; a few that are ordinary words ("go", "express", "spring")
are only trusted with a version or an unambiguous spelling (see ``AMBIGUOUS``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Product:
    name: str
    attribute: str
    aliases: tuple[str, ...]
    cloud: str | None = None  # a managed service implies its cloud ("on RDS" -> AWS)
    platform: bool = False  # a host of another product ("Supabase (Postgres 15)")


def _p(
    name: str, attribute: str, *aliases: str, cloud: str | None = None, platform: bool = False
) -> Product:
    return Product(name, attribute, (name.lower(), *aliases), cloud, platform)


PRODUCTS: tuple[Product, ...] = (
    # databases
    _p("PostgreSQL", "database", "postgres", "postgre", "psql"),
    _p("MySQL", "database"),
    _p("MariaDB", "database", "maria db"),
    _p("MongoDB", "database", "mongo", "mongo db"),
    _p("SQLite", "database"),
    _p("Oracle", "database", "oracle db", "oracle database"),
    _p("SQL Server", "database", "mssql", "ms sql", "sqlserver"),
    _p("CockroachDB", "database", "cockroach", "cockroach db"),
    _p("DynamoDB", "database", "dynamo"),
    _p("Cassandra", "database"),
    _p("ClickHouse", "database", "click house"),
    _p("TimescaleDB", "database", "timescale"),
    _p("Snowflake", "database"),
    _p("BigQuery", "database", "big query", cloud="GCP"),
    _p("DB2", "database"),
    _p("Firestore", "database", cloud="GCP"),
    _p("Supabase", "database", platform=True),
    _p("Cloud SQL", "database", cloud="GCP", platform=True),
    _p("Amazon RDS", "database", "rds", cloud="AWS", platform=True),
    _p("Aurora", "database", "amazon aurora", cloud="AWS", platform=True),
    _p("Azure Database", "database", "azure database for", cloud="Azure", platform=True),
    # caches
    _p("Redis", "cache"),
    _p("Memcached", "cache", "memcache"),
    _p("Valkey", "cache"),
    # clouds and hosts
    _p("AWS", "cloud_provider", "amazon web services", "ec2"),
    _p("GCP", "cloud_provider", "google cloud", "google cloud platform"),
    _p("Azure", "cloud_provider", "microsoft azure"),
    _p("DigitalOcean", "cloud_provider", "digital ocean"),
    _p("Heroku", "cloud_provider"),
    _p("Vercel", "cloud_provider"),
    _p("Hetzner", "cloud_provider"),
    _p("Linode", "cloud_provider"),
    _p("Fly.io", "cloud_provider"),
    _p("Netlify", "cloud_provider"),
    # orchestration
    _p("Kubernetes", "orchestration", "k8s"),
    _p("GKE", "orchestration", cloud="GCP"),
    _p("EKS", "orchestration", cloud="AWS"),
    _p("AKS", "orchestration", cloud="Azure"),
    _p("Amazon ECS", "orchestration", "ecs", "fargate", "ecs fargate"),
    _p("Nomad", "orchestration"),
    _p("Docker Swarm", "orchestration"),
    # queues and streaming
    _p("Kafka", "message_queue", "apache kafka"),
    _p("Redpanda", "message_queue"),
    _p("RabbitMQ", "message_queue", "rabbit mq"),
    _p("Amazon SQS", "message_queue", "sqs", cloud="AWS"),
    _p("NATS", "message_queue"),
    _p("Sidekiq", "message_queue"),
    _p("Google Pub/Sub", "message_queue", "pub/sub", "pubsub", cloud="GCP"),
    # CI
    _p("GitHub Actions", "ci_system", "gh actions"),
    _p("GitLab CI", "ci_system", "gitlab ci/cd", "gitlab"),
    _p("Jenkins", "ci_system"),
    _p("CircleCI", "ci_system", "circle ci"),
    _p("Buildkite", "ci_system"),
    _p("Travis CI", "ci_system", "travis"),
    _p("Drone CI", "ci_system", "drone"),
    _p("Azure DevOps", "ci_system", "azure pipelines"),
    # observability
    _p("Datadog", "observability", "data dog"),
    _p("New Relic", "observability", "newrelic"),
    _p("Prometheus", "observability"),
    _p("Grafana", "observability"),
    _p("Sentry", "observability"),
    _p("Honeycomb", "observability"),
    _p("Splunk", "observability"),
    # languages
    _p("Python", "programming_language"),
    _p("Node.js", "programming_language", "node", "nodejs", "node js"),
    _p("TypeScript", "programming_language"),
    _p("JavaScript", "programming_language"),
    _p("Java", "programming_language"),
    _p("Go", "programming_language", "golang"),
    _p("Ruby", "programming_language"),
    _p("PHP", "programming_language"),
    _p("Kotlin", "programming_language"),
    _p("Rust", "programming_language"),
    _p("Elixir", "programming_language"),
    _p("C#", "programming_language", "csharp"),
    _p(".NET", "programming_language", "dotnet"),
    # frameworks
    _p("Django", "framework"),
    _p("Flask", "framework"),
    _p("FastAPI", "framework", "fast api"),
    _p("Ruby on Rails", "framework", "rails"),
    _p("Spring Boot", "framework", "spring"),
    _p("Laravel", "framework"),
    _p("Express", "framework", "express.js", "expressjs"),
    _p("Next.js", "framework", "nextjs", "next js"),
    _p("NestJS", "framework"),
    _p("Phoenix", "framework"),
    _p("ASP.NET", "framework", "asp.net core"),
)
BY_NAME: dict[str, Product] = {p.name.casefold(): p for p in PRODUCTS}
ALIASES: dict[str, Product] = {a: p for p in PRODUCTS for a in p.aliases}
# Ordinary words: trusted only with a version or in their unambiguous spelling.
AMBIGUOUS = frozenset({"go", "express", "spring", "rails", "drone", "phoenix", "node", "rust"})

VERSION = r"(?:v(?:ersion)?\s?)?(\d+(?:\.\d+){0,3}[a-z]?)"
_ALIAS_ALT = "|".join(re.escape(a) for a in sorted(ALIASES, key=len, reverse=True))
MENTION_RE = re.compile(
    r"(?<![\w.#/-])(" + _ALIAS_ALT + r")(?![\w#]|\.\w)(?:[ \t]*\(?[ \t]*" + VERSION + r"(?![\w.]))?",
    re.IGNORECASE,
)
_VERSION_RE = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+){0,3}[a-z]?)(?![\w.])", re.IGNORECASE)


@dataclass(frozen=True)
class Mention:
    product: Product
    version: str | None
    start: int
    end: int
    text: str

    @property
    def value(self) -> str:
        return f"{self.product.name} {self.version}" if self.version else self.product.name


def mentions(text: str) -> list[Mention]:
    """Products named in ``text``, with the version written right after them, if any."""
    out: list[Mention] = []
    for m in MENTION_RE.finditer(text):
        alias = m.group(1).lower()
        product = ALIASES[alias]
        version = m.group(2)
        if alias in AMBIGUOUS and not version:
            if alias == "go" or m.group(1).islower():
                continue
        if alias == "go" and m.group(1) != "Go":
            continue  # "go for it": only the capitalised language name
        out.append(Mention(product, version, m.start(), m.end(), m.group(0)))
    return out


def split_value(value: str) -> tuple[str, str | None]:
    """(canonical product or folded text, version or None) of a stated value."""
    found = mentions(value)
    engines = [m for m in found if not m.product.platform] or found
    if engines:
        m = engines[0]
        version = m.version
        if version is None:
            rest = value[: m.start] + " " + value[m.end :]
            vm = _VERSION_RE.search(rest)
            version = vm.group(1) if vm else None
        return m.product.name.casefold(), version.lower() if version else None
    vm = _VERSION_RE.search(value)
    text = " ".join(_VERSION_RE.sub(" ", value).casefold().split()) if vm else value
    return " ".join(text.casefold().strip(" .-()").split()), vm.group(1).lower() if vm else None


def attribute_of(value: str) -> str | None:
    """The attribute a value's product fills ("PostgreSQL 15" -> database), if known."""
    found = mentions(value)
    return found[0].product.attribute if found else None
