"""A product gazetteer: canonical names, the attribute each product fills, and its aliases.

Shared by the built-in extractor (to find products in text) and the merge (to compare
values: "Postgres 15" and "PostgreSQL 15" are one value). Aliases are lower case and
matched on word boundaries; a few that are ordinary words ("go", "express", "spring")
are only trusted with a version or an unambiguous spelling (see ``AMBIGUOUS``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from memory_core.model.name_forms import (
    AMBIGUOUS,
    COMPOUND_NOUNS,
    HU_CASES,
    HYPHEN_CASES,
    INFLECTION,
    SHIELDS,
)


@dataclass(frozen=True)
class Product:
    name: str
    attribute: str
    aliases: tuple[str, ...]
    platform: bool = False  # a host of another product ("Supabase (Postgres 15)")
    hosts: tuple[str, ...] = ()  # the engines a platform runs: Supabase runs no Firestore


def _p(name: str, attribute: str, *aliases: str, hosts: tuple[str, ...] = ()) -> Product:
    return Product(name, attribute, (name.lower(), *aliases), bool(hosts), hosts)


_PG, _MY = "PostgreSQL", "MySQL"


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
    _p("BigQuery", "database", "big query"),
    _p("DB2", "database"),
    _p("Firestore", "database"),
    _p("Supabase", "database", hosts=(_PG,)),
    _p("Cloud SQL", "database", hosts=(_PG, _MY, "SQL Server")),
    _p("Amazon RDS", "database", "rds", hosts=(_PG, _MY, "MariaDB", "Oracle", "SQL Server", "DB2")),
    _p("Aurora", "database", "amazon aurora", hosts=(_PG, _MY)),
    _p("Azure Database", "database", "azure database for", hosts=(_PG, _MY, "MariaDB")),
    _p("Neon", "database", hosts=(_PG,)),
    _p("PlanetScale", "database", hosts=(_MY, _PG)),
    _p("Redshift", "database", "amazon redshift"),
    _p("AlloyDB", "database", "alloy db"),
    _p("SAP HANA", "database", "hana"),
    _p("Neo4j", "database"),
    _p("CouchDB", "database"),
    _p("Couchbase", "database"),
    _p("ScyllaDB", "database", "scylla"),
    _p("InfluxDB", "database", "influx"),
    _p("YugabyteDB", "database", "yugabyte"),
    _p("TiDB", "database"),
    _p("Cloud Spanner", "database", "spanner"),
    _p("Cosmos DB", "database", "cosmosdb", "azure cosmos db"),
    _p("Greenplum", "database"),
    _p("Tarantool", "database"),
    _p("Firebird", "database"),
    # operating systems and web servers
    _p("Ubuntu", "operating_system"),
    _p("Debian", "operating_system"),
    _p("CentOS", "operating_system"),
    _p("RHEL", "operating_system", "red hat enterprise linux"),
    _p("Windows Server", "operating_system"),
    _p("Amazon Linux", "operating_system"),
    _p("Alpine Linux", "operating_system", "alpine"),
    _p("nginx", "web_server"),
    _p("Apache httpd", "web_server", "apache2", "apache httpd"),
    # caches
    _p("Redis", "cache"),
    _p("Memcached", "cache", "memcache"),
    _p("Valkey", "cache"),
    _p("Dragonfly", "cache", "dragonflydb"),
    _p("Hazelcast", "cache"),
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
    _p("Render", "cloud_provider"),
    _p("Railway", "cloud_provider"),
    _p("Cloudflare", "cloud_provider"),
    _p("OVHcloud", "cloud_provider", "ovh"),
    _p("Scaleway", "cloud_provider"),
    _p("Oracle Cloud", "cloud_provider", "oci", "oracle cloud infrastructure"),
    _p("IBM Cloud", "cloud_provider"),
    _p("Alibaba Cloud", "cloud_provider", "aliyun"),
    _p("Vultr", "cloud_provider"),
    # regional clouds: Russia and the CIS, China, Europe
    _p("Yandex Cloud", "cloud_provider", "yandex.cloud", "яндекс облако", "яндекс.облако"),
    _p("VK Cloud", "cloud_provider", "mail.ru cloud solutions"),
    _p("Selectel", "cloud_provider", "селектел"),
    _p("Timeweb Cloud", "cloud_provider", "timeweb"),
    _p("Cloud.ru", "cloud_provider", "sbercloud"),
    _p("Tencent Cloud", "cloud_provider"),
    _p("Huawei Cloud", "cloud_provider"),
    _p("IONOS", "cloud_provider", "ionos cloud"),
    _p("UpCloud", "cloud_provider"),
    _p("Exoscale", "cloud_provider"),
    _p("Contabo", "cloud_provider"),
    # orchestration
    _p("Kubernetes", "orchestration", "k8s", "gke", "eks", "aks", "openshift"),
    _p("Amazon ECS", "orchestration", "ecs", "fargate", "ecs fargate"),
    _p("Nomad", "orchestration"),
    _p("Docker Swarm", "orchestration"),
    _p("Rancher", "orchestration"),
    # queues and streaming
    _p("Kafka", "message_queue", "apache kafka"),
    _p("Redpanda", "message_queue"),
    _p("RabbitMQ", "message_queue", "rabbit mq"),
    _p("Amazon SQS", "message_queue", "sqs"),
    _p("NATS", "message_queue"),
    _p("Sidekiq", "message_queue"),
    _p("Google Pub/Sub", "message_queue", "pub/sub", "pubsub"),
    _p("Amazon Kinesis", "message_queue", "kinesis"),
    _p("Azure Service Bus", "message_queue", "service bus"),
    _p("ActiveMQ", "message_queue"),
    _p("Apache Pulsar", "message_queue", "pulsar"),
    # CI
    _p("GitHub Actions", "ci_system", "gh actions"),
    _p("GitLab CI", "ci_system", "gitlab ci/cd", "gitlab"),
    _p("Jenkins", "ci_system"),
    _p("CircleCI", "ci_system", "circle ci"),
    _p("Buildkite", "ci_system"),
    _p("Travis CI", "ci_system", "travis"),
    _p("Drone CI", "ci_system", "drone"),
    _p("Azure DevOps", "ci_system", "azure pipelines"),
    _p("Bitbucket Pipelines", "ci_system", "bitbucket pipelines"),
    _p("TeamCity", "ci_system", "team city"),
    _p("Woodpecker CI", "ci_system"),
    # observability
    _p("Datadog", "observability", "data dog"),
    _p("New Relic", "observability", "newrelic"),
    _p("Prometheus", "observability"),
    _p("Grafana", "observability"),
    _p("Sentry", "observability"),
    _p("Honeycomb", "observability"),
    _p("Splunk", "observability"),
    _p("Dynatrace", "observability"),
    _p("AppDynamics", "observability"),
    _p("Elastic APM", "observability", "elastic observability"),
    _p("Jaeger", "observability"),
    _p("Rollbar", "observability"),
    _p("Bugsnag", "observability"),
    _p("Lightstep", "observability"),
    _p("Zabbix", "observability"),
    _p("Graylog", "observability"),
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
    _p("Scala", "programming_language"),
    _p("Dart", "programming_language"),
    _p("Clojure", "programming_language"),
    _p("Haskell", "programming_language"),
    _p("Erlang", "programming_language"),
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
    _p(".NET", "framework", "dotnet", ".net core"),  # a runtime and framework, beside C#
    _p("ASP.NET", "framework", "asp.net core"),
    _p("Ktor", "framework"),
    _p("Micronaut", "framework"),
    _p("Quarkus", "framework"),
    _p("Symfony", "framework"),
    _p("Sinatra", "framework"),
    _p("Koa", "framework", "koa.js"),
    _p("Nuxt", "framework", "nuxt.js", "nuxtjs"),
    _p("SvelteKit", "framework"),
    _p("Actix", "framework", "actix-web", "actix web"),
    _p("Axum", "framework"),
    _p("Hapi", "framework", "hapi.js"),
)
# Aliases that name a managed hosting service of one cloud ("on GKE" says GCP as well).
ALIAS_CLOUD: dict[str, str] = {
    "gke": "GCP",
    "eks": "AWS",
    "aks": "Azure",
    "rds": "AWS",
    "amazon rds": "AWS",
    "aurora": "AWS",
    "amazon aurora": "AWS",
    "cloud sql": "GCP",
    "azure database for": "Azure",
    "azure database": "Azure",
}  # only hosting services: a data service used from elsewhere (BigQuery, SQS) says less
# Aliases that are another product hosting or packaging this one, with versions of their own.
_OWN_VERSIONS = frozenset(
    {"openshift", "fargate", "ecs fargate", "ec2", "rds", "amazon rds"}  # EKS 1.29 is k8s 1.29
    | {"aurora", "amazon aurora", "cloud sql", "azure database for", "gitlab ci/cd"}
)
BY_NAME: dict[str, Product] = {p.name.casefold(): p for p in PRODUCTS}
ALIASES: dict[str, Product] = {a: p for p in PRODUCTS for a in p.aliases}
VERSION = r"(?:v(?:ersion)?\s?)?(\d+(?:\.\d+){0,3}[a-z]?)"
_ALIAS_ALT = "|".join(re.escape(a) for a in sorted([*ALIASES, *SHIELDS], key=len, reverse=True))
_NOT_VERSION = (
    r"(?!\s*(?:%|ms\b|s\b|gb\b|mb\b|kb\b|tb\b|seconds?\b|minutes?\b|hours?\b|days?\b|"
    r"weeks?\b|times\b|tasks?\b|nodes\b|servers\b|instances\b|partitions?\b|seats?\b|rows?\b|"
    r"x\b|users?\b|requests?\b|queries\b|tables?\b|workers?\b|replicas?\b|pods?\b))"
    # "our Postgres 13 instance" is a version; "1 instance" is a count
    r"(?!(?<=(?<![\w.])1)\s*(?:node|server|instance)\b)"
)
# Letters of the alphabetic scripts: a name ends where these end. Japanese and Chinese put no
# space around a name ("データベースはPostgreSQL 15です"), so a kana or kanji is a boundary.
_L = r"A-Za-z0-9_\u00C0-\u024F\u0370-\u052F"
_LETTER_RE = re.compile(r"[" + _L + r"]")
_ENDING_RE = re.compile(r"[^\W\d_]*")  # the letters glued after a name: its case ending
MENTION_RE = re.compile(
    # Hebrew glues its prefixes on with a hyphen: "ב-Go" (in Go), "ל-AWS" (to AWS)
    r"(?:(?<![" + _L + r".#/-])|(?<=[\u05d0-\u05ea]-))(" + _ALIAS_ALT + r")" + INFLECTION + r"?"
    # "Render-compatible" is not Render; a compound with a thing's noun is ("Node.js-backend",
    # "Redis-klusteret", "Postgres-databasen")
    r"(?:-(?:" + HU_CASES + r"|" + HYPHEN_CASES + r")(?![" + _L + r"-]))?"
    r"(?![" + _L + r"#]|\.[" + _L + r"]|-(?!" + COMPOUND_NOUNS + r")[a-z][" + _L + r"])"
    r"(?:[ \t]*\(?[ \t]*" + VERSION + r"(?![" + _L + r"]|\.\d)" + _NOT_VERSION + r")?",
    re.IGNORECASE,
)
_VERSION_RE = re.compile(
    r"(?<![" + _L + r".])v?(\d+(?:\.\d+){0,3}[a-z]?)(?![" + _L + r"]|\.\d)", re.IGNORECASE
)
# A version written onto the name ("PG16", "python3", "node18", "php8"): only these aliases,
# where the glued form is a common spelling; "pg" alone is not trusted.
_GLUED = {
    "pg": "postgresql",
    "postgres": "postgresql",
    "python": "python",
    "node": "node.js",
    "php": "php",
    "java": "java",
    "ruby": "ruby",
}
_GLUED_RE = re.compile(
    r"(?<![" + _L + r".#/-])(?:(" + "|".join(_GLUED) + r")|(?-i:(PG))[ \t])(\d+(?:\.\d+){0,2})"
    r"(?![" + _L + r".%]|\.\d)" + _NOT_VERSION,
    re.IGNORECASE,
)  # "PG 14 cluster": upper-case PG with a spaced version is Postgres too ("pg 14" is not)
# "PG16 (16.4)": a more precise version of the same major, in brackets right after
_PRECISE_RE = re.compile(r"^[ \t]*\((\d+(?:\.\d+){1,3})\)")
# "rust service", "node backend": a lower-case language name said of the user's code
_CODE_NOUN_RE = re.compile(
    r"^[ \t]+(?:service|services|app|apps|backend|codebase|code|stack|monolith|microservices?|"
    r"api|server|workers?|shop)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Mention:
    product: Product
    version: str | None
    start: int
    end: int
    text: str
    alias: str

    @property
    def value(self) -> str:
        return f"{self.product.name} {self.version}" if self.version else self.product.name


def by_attribute(found: Iterable[Mention]) -> dict[str, list[Mention]]:
    """Mentions grouped by the attribute their product fills, in text order."""
    out: dict[str, list[Mention]] = {}
    for m in found:
        out.setdefault(m.product.attribute, []).append(m)
    return out


def _amid(text: str, m: re.Match[str]) -> bool:
    """A Latin name between letters of another script ("用 Go 写的") is not an English word."""
    left, right = text[: m.start()].rstrip()[-1:], text[m.end() :].lstrip()[:1]
    return all(
        c.isalpha() and not c.isascii() and "LATIN" not in unicodedata.name(c, "LATIN")
        for c in (left, right)
    )


def mentions(text: str) -> list[Mention]:
    """Products named in ``text``, with the version written right after them, if any.

    An ambiguous alias counts only with a version, capitalised, or next to another product
    ("node 18 + express"); "go" only as "Go" with a version or after "in"/"using"/"is".
    """
    found: list[tuple[Mention, bool]] = []
    glued = [
        Mention(
            BY_NAME[_GLUED[(g.group(1) or g.group(2)).lower()]],
            g.group(3),
            g.start(),
            g.end(),
            g.group(0),
            (g.group(1) or g.group(2)).lower(),
        )
        for g in _GLUED_RE.finditer(text)
    ]
    for m in MENTION_RE.finditer(text):
        alias = m.group(1).lower()
        if alias in SHIELDS or any(g.start <= m.start() < g.end for g in glued):
            continue
        ending = _ENDING_RE.match(text, m.end(1)).group(0)  # type: ignore[union-attr]
        if _LETTER_RE.match(text, m.end(1)) and (
            len(alias) < 4
            or not m.group(1)[0].isupper()
            or (alias in AMBIGUOUS and len(ending) < 3)
        ):
            # a case ending only on a capitalised name ("Hetznerze"); on a name that is also
            # a word only a long one ("Rustilla", not "Rusty" or "Expressen")
            continue
        # "OpenShift 4.14", "EKS 1.29": the version is the distribution's, not the product's
        version = None if alias in _OWN_VERSIONS else m.group(2)
        mention = Mention(ALIASES[alias], version, m.start(), m.end(), m.group(0), alias)
        if alias == "go":
            after_in = re.search(
                # "in" in other languages too: "Backend mamy w Go", "skrevet i Go", "écrit en Go"
                r"\b(?:in|using|with|is|upgraded|bumped|updated|rewrote\s+\w+\s+in|standardi[sz]ed\s+on|w|we|v|ve|i|på|"
                r"en|em|auf|op|su|na|usiamo|usamos|utilisons|nutzen|verwenden|gebruiken|bruker|"
                r"bruger|använder|używamy|používáme|käytämme|în|на|bằng|dengan|pakai|memakai|"
                r"menggunakan|με|σε)\s+$|(?:^|\s)ב-$",  # Hebrew glues "in" on: "כתובה ב-Go"
                text[: m.start()],
                re.IGNORECASE,
            )
            code_noun = bool(_CODE_NOUN_RE.match(text[m.end() :]))  # "a Go shop"
            if m.group(1) != "Go" or not (version or after_in or code_noun or _amid(text, m)):
                continue
            found.append((mention, True))
        elif alias in AMBIGUOUS and not version:
            code = mention.product.attribute == "programming_language" and bool(
                _CODE_NOUN_RE.match(text[m.end() :])
            )
            found.append((mention, code or not m.group(1).islower()))
        else:
            found.append((mention, True))
    found.extend((g, True) for g in glued)
    found.sort(key=lambda mo: mo[0].start)
    sure = any(ok for _, ok in found)
    return [_precise(m, text) for m, ok in found if ok or sure]


def _precise(m: Mention, text: str) -> Mention:
    """ "PG16 (16.4)", "Postgres 15 (15.6)": the bracketed version refines the stated one."""
    p = _PRECISE_RE.match(text[m.end :])
    if m.version is None or p is None or not p.group(1).startswith(m.version + "."):
        return m
    return Mention(m.product, p.group(1), m.start, m.end + p.end(), m.text + p.group(0), m.alias)


@lru_cache(maxsize=8192)
def split_value(value: str) -> tuple[str, str | None]:
    """(canonical product or folded text, version or None) of a stated value.

    Cached: the merge compares every stored value of a slot with every observation, so a
    long-lived user's few distinct values are split over and over."""
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
