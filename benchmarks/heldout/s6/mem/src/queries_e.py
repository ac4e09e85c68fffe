"""Context queries for set E: u (user key), q (query), rel (session:tag), optional current / stale."""

Q = lambda u, q, rel, current=None, stale=None: {"u": u, "q": q, "rel": rel, "current": current, "stale": stale}  # noqa: E731

QUERIES = [
    # maren
    Q("maren", "which Postgres version are we on now", ["s2:pg16"], {"database": "PostgreSQL 16"}, ["PostgreSQL 14"]),
    Q("maren", "do we still have a cache in front of the tracking API?", ["s3:nocache"], None, ["Memcached"]),
    Q("maren", "how long should my answer to Maren be", ["s2:short"], {"answer_style": "short"}),
    Q("maren", "delivery-status callbacks are getting 502 from the webhook receiver again", ["s1:issue", "s2:pg16"]),
    Q("maren", "what time zone is Maren in, for scheduling the maintenance notice", ["s3:tz"], {"timezone": "Europe/Oslo"}),
    Q("maren", "export job fails after the database upgrade, missing extension", ["s2:ext"], {"database": "PostgreSQL 16"}),
    # dev
    Q("dev", "what database do the patient records live in", ["s3:pg"], {"database": "PostgreSQL 15"}, ["MongoDB 6"]),
    Q("dev", "which CI system do they use? need to send setup instructions for the CLI", ["s2:gha"], {"ci_system": "GitHub Actions"}, ["CircleCI"]),
    Q("dev", "best way to contact Dev about a non-urgent follow-up", ["s2:email"], {"contact_channel": "email"}, ["Slack"]),
    Q("dev", "what plan is fernhill on, do they have SSO", ["s3:plan"], {"plan": "Business"}, ["Team"]),
    Q("dev", "large HL7 file upload is timing out", ["s1:issue", "s1:stack"]),
    # ines
    Q("ines", "which language should replies to Ines be written in", ["s1:de"], {"reply_language": "German"}),
    Q("ines", "which Java version do their services run", ["s2:java21"], {"programming_language": "Java 21"}, ["Java 17"]),
    Q("ines", "how should dates be written for this user", ["s1:dmy"], {"date_format": "DD.MM.YYYY"}, ["ISO"]),
    Q("ines", "what plan is baltic-bytes on, can they get the dedicated region", ["s3:ent"], {"plan": "Enterprise"}, ["Professional"]),
    Q("ines", "Kafka consumer lag is back, how many pods and partitions did they have", ["s1:stack", "s1:dmy"], {"message_queue": "Kafka"}),
    Q("ines", "customer export breaks on umlauts", ["s3:customer"]),
    # tom
    Q("tom", "what CI system uploads their symbol files", ["s2:bk"], {"ci_system": "Buildkite"}, ["Jenkins"]),
    Q("tom", "is Redis still part of their stack", ["s3:noredis"], None, ["Redis"]),
    Q("tom", "how many engineers does quarry-games have now, for the seat limit", ["s3:team"], {"team_size": "22"}, ["14"]),
    Q("tom", "which time zone should maintenance notices for Tom use", ["s2:uk"], {"timezone": "Europe/London"}),
    Q("tom", "matchmaking events missing from the dashboard", ["s1:issue"]),
    Q("tom", "what database does the game backend use", ["s1:stack"], {"database": "SQL Server 2022"}, ["Cosmos DB"]),
    # priyanka
    Q("priyanka", "what orchestration platform runs their callback service now", ["s3:eks"], {"orchestration": "Kubernetes (EKS)"}, ["Amazon ECS"]),
    Q("priyanka", "how detailed should answers to Priyanka be", ["s2:detailed"], {"answer_style": "detailed"}),
    Q("priyanka", "how do I reach Priyanka for a follow-up", ["s3:slack"], {"contact_channel": "Slack"}),
    Q("priyanka", "callbacks arriving twice again, what did we do last time", ["s1:issue", "s1:tz"]),
    Q("priyanka", "which message queue do they use for inference jobs", ["s1:stack"], {"message_queue": "Amazon SQS"}, ["Kafka"]),
    Q("priyanka", "job chains processed out of order", ["s2:order", "s2:detailed"]),
    # luis
    Q("luis", "what language should I answer Luis in", ["s1:es"], {"reply_language": "Spanish"}),
    Q("luis", "where is orchard-finance hosted now", ["s2:aws"], {"cloud_provider": "AWS"}, ["Heroku"]),
    Q("luis", "what plan and API rate limit does orchard-finance have", ["s3:growth"], {"plan": "Growth"}, ["Starter"]),
    Q("luis", "do they still run Sidekiq background jobs", ["s3:nosidekiq"], None, ["Sidekiq"]),
    Q("luis", "which date format should reports for this user use", ["s4:iso"], {"date_format": "ISO"}, ["MM/DD/YYYY"]),
    Q("luis", "422 error on payment reconciliation", ["s1:stack", "s4:issue"]),
    # aiko
    Q("aiko", "which Go version is their API on", ["s2:go122"], {"programming_language": "Go 1.22"}, ["Go 1.21"]),
    Q("aiko", "should I suggest the Kafka connector to tidewater", ["s2:nokafka"], {"message_queue": "NATS"}, ["Kafka"]),
    Q("aiko", "how should I contact Aiko", ["s3:email"], {"contact_channel": "email"}),
    Q("aiko", "transcoding callback signature verification failing", ["s1:issue", "s1:tz"]),
    Q("aiko", "can we export impression data to ClickHouse", ["s2:vendor"]),
    Q("aiko", "what database does tidewater use", ["s1:stack"], {"database": "CockroachDB 23.1"}, ["ClickHouse"]),
    # sam
    Q("sam", "what MariaDB version is the inventory sync writing to", ["s4:maria11"], {"database": "MariaDB 11.2"}, ["MariaDB 10.6"]),
    Q("sam", "which plan is granite-ops on", ["s3:basic"], {"plan": "Basic"}, ["Standard"]),
    Q("sam", "where should the deploy token go in their CI", ["s3:gitlab"], {"ci_system": "GitLab CI"}, ["GitHub Actions"]),
    Q("sam", "are they on AWS yet", ["s2:awsplan"], {"cloud_provider": "DigitalOcean"}, ["AWS"]),
    Q("sam", "how long should replies to Sam be", ["s4:short"], {"answer_style": "short"}),
    Q("sam", "inventory sync failing with too many connections", ["s1:issue", "s1:stack"]),
    # jonas
    Q("jonas", "how should I send Jonas the update", ["s2:slack"], {"contact_channel": "Slack"}, ["Microsoft Teams"]),
    Q("jonas", "geocoding API returns 429 during the morning peak", ["s1:issue", "s1:stack"]),
    Q("jonas", "what database does the routing service use", ["s1:stack"], {"database": "PostgreSQL 16"}),
]
