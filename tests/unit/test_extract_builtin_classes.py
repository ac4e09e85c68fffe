"""The built-in extractor by class of wording: changes stated in other shapes, migrations
under way that the user later says are done, answers that point back at a question,
preference cues without the usual verbs, and third parties named in other languages."""

from __future__ import annotations

import pytest

from memory_core.model.slots import resolve_owner
from tests.support.extraction import extracted as facts


def users(*turns: str) -> dict[str, tuple[str, str | None]]:
    return {f.key: (f.value, f.previous) for f in facts(*turns) if f.entity == "user"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Last sprint we retired Sentry in favor of Rollbar.",
            {"observability": ("Rollbar", "Sentry")},
        ),
        (
            "We left DigitalOcean for Hetzner in March.",
            {"cloud_provider": ("Hetzner", "DigitalOcean")},
        ),
        (
            "We moved from Django to FastAPI and then upgraded to Python 3.13.",
            {"framework": ("FastAPI", "Django"), "programming_language": ("Python 3.13", None)},
        ),
        ("We went from the Starter plan to Growth yesterday.", {"plan": ("Growth", "Starter")}),
        ("The API is F# on .NET 8.", {"framework": (".NET 8", None)}),
        (
            "We finished migrating to CockroachDB 23.1 on Friday.",
            {"database": ("CockroachDB 23.1", None)},
        ),
    ],
)
def test_change_shapes(text: str, expected: dict[str, tuple[str, str | None]]) -> None:
    assert users(text) == expected


def test_a_migration_under_way_counts_once_the_user_says_it_is_done() -> None:
    start = "We're switching from Travis to Buildkite, do the webhooks change?"
    assert users(start, "Re-create them.") == {}
    assert users(start, "Re-create them.", "Done, the switch went through fine.") == {
        "ci_system": ("Buildkite", "Travis CI")
    }
    # A bare "done", a failure, or a migration still in the future is not the change.
    assert users(start, "Re-create them.", "done") == {}
    assert users(start, "Re-create them.", "Done, but the migration fails on step 2") == {}
    later = "We're moving from Heroku to Render next month, anything to prepare?"
    assert users(later, "Not much.", "Done, the move is planned.") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Does the agent work on Ubuntu 24.04? That's what our build hosts run.", "Ubuntu 24.04"),
        ("Is MariaDB 11 supported? yes, that's what we use.", "MariaDB 11"),
    ],
)
def test_an_answer_pointing_back_at_a_question(text: str, expected: str) -> None:
    assert [v for v, _ in users(text).values()] == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Is MariaDB or MySQL better? That's what we use.",  # two products: which one?
        "Is Cassandra supported? That's what our client runs.",  # a third party's
        "Is Redis supported? That's not what we use.",
    ],
)
def test_pointing_back_is_ambiguous_or_not_ours(text: str) -> None:
    assert users(text) == {}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Honestly it's easier to ring me, I'm rarely at my desk.", "phone"),
        ("Could you post the weekly report to us via Slack from now on?", "Slack"),
        ("Erreichen Sie mich bitte per Telefon.", "phone"),
    ],
)
def test_contact_channel_cues(text: str, value: str) -> None:
    assert users(text)["contact_channel"] == (value, None)


def test_a_channel_the_user_declines_is_not_a_preference() -> None:
    assert "contact_channel" not in users("Please never call me, I am in meetings all day.")


@pytest.mark.parametrize(
    ("text", "style"),
    [
        ("Commands only please, no prose.", "short"),
        ("Brief answers + links pls", "short"),
        ("Please give me more detail on the rollout.", "detailed"),
    ],
)
def test_answer_style_cues(text: str, style: str) -> None:
    assert users(text)["answer_style"] == (style, None)


def test_a_third_party_named_in_german_is_one_owner_with_the_english_one() -> None:
    found = facts("Wir nutzen MySQL 8. Unser Dienstleister betreibt MongoDB, nicht wir.")
    assert {(f.entity, f.value) for f in found} == {("user", "MySQL 8"), ("vendor", "MongoDB")}
    assert resolve_owner("vendor") == "vendor" and resolve_owner("publisher") == "publisher"


@pytest.mark.parametrize(
    "text",
    [
        "Kafka is no longer used, the events go through webhooks.",
        "Memcached we don't use, it was taken out last year.",
        "Heads up: Sentry isn't used anymore.",
        "The Nomad cluster is retired, so ignore what I said about Nomad earlier.",
    ],
)
def test_retractions_worded_after_the_product(text: str) -> None:
    found = facts(text)
    assert found and all(f.op == "retract" for f in found)


def test_a_product_named_beside_a_removal_is_not_current() -> None:
    # "removed with the PHP code" ends Memcached; it says nothing current about PHP.
    found = facts("Memcached is gone, it was removed together with the Ruby code.")
    assert [(f.key, f.op) for f in found] == [("cache", "retract")]
    assert users("Redis is used for sessions.") == {"cache": ("Redis", None)}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("went from the basic plan to premium this week", "plan", "Premium"),
        ("small team, 7 of us, so keep it simple", "team_size", "7"),
        ("fwiw 40 engineers in the company now", "team_size", "40"),
        ("Tokyo based, so mornings are best", "timezone", "Asia/Tokyo"),
        ("Our ingest API is Go, the UI is separate.", "programming_language", "Go"),
        ("please reply via Slack, our inbox is a mess", "contact_channel", "Slack"),
        ("for anything urgent Telegram is best.", "contact_channel", "Telegram"),
    ],
)
def test_account_facts_in_looser_wordings(text: str, key: str, value: str) -> None:
    assert users(text)[key][0] == value


def test_plan_words_in_lower_case_need_the_word_plan() -> None:
    assert "plan" not in users("we went from free to pro bono work")


@pytest.mark.parametrize(
    "text",
    [
        "The changelog says Cassandra is supported now, right?",  # someone else's claim
        "ClickHouse would be great for this, but not now",  # imagined
        "Heroku used to run all of it",  # past
        "Memcached was our cache until spring",
        "The switch to Azure is on hold until the audit",
        "Our Nomad-based tooling is external",  # half a compound word
        "The Ruby SDK throws on retries",  # the vendor's tooling, not the stack
    ],
)
def test_a_product_that_is_the_subject_of_something_else_is_not_a_fact(text: str) -> None:
    assert users(text) == {}


@pytest.mark.parametrize(
    "text",
    [
        "Please reply in Spanish for my manager, she is cc'd",  # one-off
        "please don't answer in French, English is better",
        "Just this once, contact me via WhatsApp",
    ],
)
def test_one_off_or_declined_requests_are_not_preferences(text: str) -> None:
    assert not {"reply_language", "contact_channel"} & set(users(text))


def test_past_and_present_in_one_sentence_keep_only_the_present() -> None:
    assert users("Travis was our CI until May; now it's all Buildkite") == {
        "ci_system": ("Buildkite", None)
    }


@pytest.mark.parametrize(
    ("text", "value"),
    [("Our Redis is now 7.2, it was 6 before", "Redis 7.2"), ("Kafka is on 3.7 now", "Kafka 3.7")],
)
def test_a_version_stated_after_the_product(text: str, value: str) -> None:
    assert users(text)[next(iter(users(text)))][0] == value
    assert users("Kafka is now 3 brokers") == {"message_queue": ("Kafka", None)}


def test_a_third_partys_change_stays_theirs() -> None:
    found = facts("Our reseller moved from Azure to AWS, we stayed on GCP.")
    assert {(f.entity, f.key, f.value, f.previous) for f in found} == {
        ("reseller", "cloud_provider", "AWS", "Azure"),
        ("user", "cloud_provider", "GCP", None),
    }
    assert facts("Our customer moved us to Azure.") == []  # whose move? nothing


def test_an_attribute_moved_to_an_unknown_product_ends_the_current_value() -> None:
    assert users("we moved the DB to Yugabyte2 last month") == {"database": ("removed", None)}
    assert users("switched our CI to Woodpecker") == {"ci_system": ("removed", None)}
    assert users("we moved the DB to Frankfurt") == {}  # a place, not a product
    assert users("we moved the DB to a bigger instance") == {}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("our workers use Redis as the broker", "message_queue", "Redis"),
        ("upgraded Go to 1.23 on all services", "programming_language", "Go 1.23"),
        ("I relocated to Seattle in June", "timezone", "America/Los_Angeles"),
    ],
)
def test_roles_verbs_and_moves(text: str, key: str, value: str) -> None:
    assert users(text)[key][0] == value


@pytest.mark.parametrize("text", ["we've left GKE behind", "no more Memcached for us"])
def test_leaving_is_a_retraction(text: str) -> None:
    assert [f.op for f in facts(text)] == ["retract"]


def test_left_in_place_is_kept() -> None:
    assert users("we left Memcached in place for the sessions") == {"cache": ("Memcached", None)}


def test_a_metric_that_dropped_is_not_a_removal() -> None:
    assert users("Our Redis hit rate dropped to 40% overnight") == {"cache": ("Redis", None)}


def test_names_that_contain_a_product_are_not_that_product() -> None:
    assert users("Azure AD for SSO, the workloads are on GCP") == {"cloud_provider": ("GCP", None)}


def test_a_distributions_own_version_is_not_the_products() -> None:
    assert users("everything runs on OpenShift 4.15") == {"orchestration": ("Kubernetes", None)}
    assert users("we run EKS 1.30")["orchestration"] == ("Kubernetes 1.30", None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Wir sind von Jenkins auf GitLab CI umgestiegen", {"ci_system": ("GitLab CI", "Jenkins")}),
        ("Nous sommes passés de MySQL à MariaDB 11", {"database": ("MariaDB 11", "MySQL")}),
        ("Pasamos de Heroku a Render el mes pasado", {"cloud_provider": ("Render", "Heroku")}),
        ("Wir nutzen jetzt Buildkite statt Jenkins", {"ci_system": ("Buildkite", None)}),
        ("Unser Team hat 14 Entwickler", {"team_size": ("14", None)}),
        ("Bitte antworten Sie auf Englisch", {"reply_language": ("English", None)}),
    ],
)
def test_changes_and_facts_in_german_french_spanish(
    text: str, expected: dict[str, tuple[str, str | None]]
) -> None:
    assert users(text) == expected


@pytest.mark.parametrize(
    "text",
    ["Wir nutzen kein Memcached mehr", "Kafka nutzen wir nicht mehr", "ya no usamos Kafka"],
)
def test_no_longer_in_other_languages_is_a_retraction(text: str) -> None:
    assert [f.op for f in facts(text)] == ["retract"]


def test_a_negated_product_in_german_is_not_a_fact() -> None:
    assert users("Wir haben Postgres, ohne Redis") == {"database": ("PostgreSQL", None)}


def test_a_declined_alternative_beside_the_value() -> None:
    assert users("correction: we use GCP not Azure") == {"cloud_provider": ("GCP", None)}
    assert users("please stop using ISO dates, use DD.MM.YYYY")["date_format"][0] == "DD.MM.YYYY"
    assert [f.op for f in facts("we're not on Azure anymore")] == ["retract"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mysql 5.7 -> 8.0 upgrade is done", {"database": ("MySQL 8.0", "MySQL 5.7")}),
        ("Migrated: Jenkins → Buildkite", {"ci_system": ("Buildkite", "Jenkins")}),
        ("we cut over from Heroku to Render on Friday", {"cloud_provider": ("Render", "Heroku")}),
    ],
)
def test_arrows_and_cutovers_are_changes(
    text: str, expected: dict[str, tuple[str, str | None]]
) -> None:
    assert users(text) == expected


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("we pay for the Scale tier", "plan", "Scale"),
        ("I'm UTC+3 most of the year", "timezone", "UTC+3"),
        ("headcount is 60 across two offices", "team_size", "60"),
    ],
)
def test_more_account_wordings(text: str, key: str, value: str) -> None:
    assert users(text)[key][0] == value
