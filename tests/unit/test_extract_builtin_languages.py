"""Word classes in more languages (``extract.builtin.languages``): changes with their from/to
words, endings, third parties named by their noun, sentences that disown what they name,
and plans or conditions kept out, in Norwegian, Danish, Swedish, Polish, Czech, Finnish,
Turkish and Japanese. Sentences here are variants written for the tests, not the held-out
sets' wording."""

from __future__ import annotations

import pytest

from tests.support.extraction import fact_tuples as facts


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Vi har byttet databasen fra MySQL 8 til PostgreSQL 16 i går.",
            ("user", "database", "set", "PostgreSQL 16", "MySQL 8"),
        ),
        (
            "I förra veckan flyttade vi allt från Heroku till AWS.",
            ("user", "cloud_provider", "set", "AWS", "Heroku"),
        ),
        (
            "Zmieniliśmy kolejkę z RabbitMQ na Kafka w maju.",
            ("user", "message_queue", "set", "Kafka", "RabbitMQ"),
        ),
        (
            "Minulý měsíc jsme přešli z Jenkins na GitLab CI.",
            ("user", "ci_system", "set", "GitLab CI", "Jenkins"),
        ),
        (
            "Geçen ay Heroku'dan AWS'ye geçtik.",
            ("user", "cloud_provider", "set", "AWS", "Heroku"),
        ),
        (
            "昨年、データベースをMySQLからPostgreSQLに移行しました。",
            ("user", "database", "set", "PostgreSQL", "MySQL"),
        ),
    ],
)
def test_changes_with_both_ends(text: str, expected: tuple[str, ...]) -> None:
    assert expected in facts(text)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Vi har fjernet Memcached helt.", "cache", "Memcached"),
        ("Vi bruker ikke lenger RabbitMQ.", "message_queue", "RabbitMQ"),
        ("Zrezygnowaliśmy z Redisa w zeszłym miesiącu.", "cache", "Redis"),
        ("先月、Memcachedを廃止しました。", "cache", "Memcached"),
    ],
)
def test_endings(text: str, key: str, value: str) -> None:
    assert ("user", key, "retract", value, None) in facts(text)


@pytest.mark.parametrize(
    ("text", "entity", "key", "value"),
    [
        ("Kunden vores kører alt på Oracle.", "customer", "database", "Oracle"),
        (
            "Nasz dostawca trzyma dane w MongoDB, ale to nie nasza baza.",
            "vendor",
            "database",
            "MongoDB",
        ),
        ("取引先はSQL Serverを使っています。", "customer", "database", "SQL Server"),
        (
            "Byrån använder Datadog, men det är deras verktyg, inte vårt.",
            "agency",
            "observability",
            "Datadog",
        ),
    ],
)
def test_third_parties_apart(text: str, entity: str, key: str, value: str) -> None:
    found = facts(text)
    assert (entity, key, "set", value, None) in found
    assert not any(f[0] == "user" for f in found)


def test_a_disowned_sentence_names_nobody_and_says_nothing_of_the_user() -> None:
    found = facts("Integrasjonen bruker Kafka, men det er ikke vårt system.")
    assert not any(f[0] == "user" for f in found)


@pytest.mark.parametrize(
    "text",
    [
        "Hvis vi en dag flytter til GCP, sier jeg fra.",
        "Vi överväger att byta till Azure nästa år.",
        "Rozważamy przejście na Kubernetes.",
        "Jos siirrymme Azureen, kerron.",
        "来年はKubernetesへの移行を検討しています。",
        "Belki PostgreSQL'e geçeriz.",
    ],
)
def test_plans_and_conditions_say_nothing(text: str) -> None:
    assert facts(text) == set()


def test_japanese_statements_of_the_stack() -> None:
    found = facts("弊社のAPIはGoで書かれていて、インフラはAzure、キャッシュはRedisです。")
    assert {(f[1], f[3]) for f in found} >= {("cloud_provider", "Azure"), ("cache", "Redis")}


def prefs(text: str) -> dict[str, str]:
    return {f[1]: f[3] for f in facts(text) if f[0] == "user" and f[2] == "set"}


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Kan du svare på engelsk fremover?", "reply_language", "English"),
        ("Proszę pisać do mnie po niemiecku.", "reply_language", "German"),
        ("回答は英語でお願いします。", "reply_language", "English"),
        ("Vi er syv udviklere i alt.", "team_size", "7"),
        ("Jesteśmy 4 programistów.", "team_size", "4"),
        ("開発チームは12名です。", "team_size", "12"),
        ("we're eight engineers now", "team_size", "8"),
        ("Tidssonen vår er CET.", "timezone", "CET"),
        ("Vi bor i Europe/Stockholm.", "timezone", "Europe/Stockholm"),
        ("タイムゾーンはKSTです。", "timezone", "Asia/Seoul"),
        ("Vi er på Business-planen.", "plan", "Business"),
        ("Jesteśmy na planie Pro.", "plan", "Pro"),
        ("Skriv gerne datoer i ISO-formatet.", "date_format", "ISO 8601"),
        ("e-mail works better for me from now on.", "contact_channel", "email"),
        ("no more essays: keep them short, please.", "answer_style", "short"),
    ],
)
def test_preferences_and_account_facts(text: str, key: str, value: str) -> None:
    assert prefs(text).get(key) == value


@pytest.mark.parametrize(
    "text",
    [
        "Resten av teamet snakker ikke engelsk.",  # a language named, no reply asked
        "Nasz klient ma 40 osób w zespole.",  # someone else's team: no "we are"
        "Vi er 30 kunder på den gamle planen.",  # customers, not the team
        "Vi overvejer at blive 8 udviklere.",  # a plan
        "I am in PTO next week",  # no zone inside a word
    ],
)
def test_preferences_not_stated(text: str) -> None:
    found = prefs(text)
    assert "reply_language" not in found and "team_size" not in found and "timezone" not in found


def test_a_platform_named_alone_is_not_a_new_database() -> None:
    from memory_core.model.slots import relation

    assert relation("PostgreSQL 14", "Amazon RDS") == "less_precise"
    assert relation("Amazon RDS", "PostgreSQL 14") == "refines"
    assert relation("MySQL 8", "PostgreSQL 14") == "changes"
    found = facts(
        "Our database is PostgreSQL 14.",
        "ok",
        "We dropped Redis, the RDS read replicas were enough.",
    )
    assert not any(f[1] == "database" and f[3] == "Amazon RDS" for f in found)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("We pulled the plug on Memcached last sprint.", "cache", "Memcached"),
        ("Memcached is history.", "cache", "Memcached"),
        ("We're done with RabbitMQ.", "message_queue", "RabbitMQ"),
        ("We no longer run Elasticsearch or Redis.", "cache", "Redis"),
        ("Vi har gått bort fra Jenkins.", "ci_system", "Jenkins"),
    ],
)
def test_more_ending_wordings(text: str, key: str, value: str) -> None:
    assert ("user", key, "retract", value, None) in facts(text)


def test_from_to_needs_no_verb_and_two_versions_in_a_clause_are_not_a_statement() -> None:
    assert ("user", "programming_language", "set", "Java 21", "Java 11") in facts(
        "We jumped from Java 11 straight to Java 21."
    )
    assert facts("Java 11 and Java 17 are both around here.") == set()


@pytest.mark.parametrize(
    "text",
    [
        "Our plan is to adopt Kubernetes in Q3.",
        "We intend to try Redpanda.",
        "My friend's startup swears by CockroachDB.",
        "We're done with the Kafka setup, it works.",
    ],
)
def test_plans_and_other_peoples_stacks_are_not_the_users(text: str) -> None:
    assert not any(f[0] == "user" and f[2] != "set" for f in facts(text))
    assert not any(
        f[0] == "user" and f[3] in ("Kubernetes", "Redpanda", "CockroachDB") for f in facts(text)
    )


@pytest.mark.parametrize(
    "text",
    [
        "PostgreSQLはサポートされていますか？",  # a question
        "Redisに対応していますか。",  # a polite question closed by "か。"
        "Vi flytter til AWS.",  # a move under way
        "Vi håller på att migrera till GCP.",
        "Jesteśmy w trakcie migracji na Azure.",
    ],
)
def test_questions_and_moves_under_way_say_nothing(text: str) -> None:
    assert facts(text) == set()


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Zespół urósł do 11 osób.", "team_size", "11"),
        ("Tiimissämme on 6 kehittäjää.", "team_size", "6"),
        ("Lütfen İngilizce yanıt verin.", "reply_language", "English"),
    ],
)
def test_more_preference_shapes(text: str, key: str, value: str) -> None:
    assert prefs(text).get(key) == value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Abbiamo aggiornato PostgreSQL da 14 a 16.",
            ("user", "database", "set", "PostgreSQL 16", "PostgreSQL 14"),
        ),
        (
            "Actualizamos MySQL de 5.7 a 8.0 anoche.",
            ("user", "database", "set", "MySQL 8.0", "MySQL 5.7"),
        ),
        (
            "Päivitimme PostgreSQL:n versiosta 13 versioon 16.",
            ("user", "database", "set", "PostgreSQL 16", "PostgreSQL 13"),
        ),
        (
            "we jumped from Postgres 15 straight to 17 last night.",
            ("user", "database", "set", "PostgreSQL 17", "PostgreSQL 15"),
        ),
        ("Our reseller runs Azure.", ("reseller", "cloud_provider", "set", "Azure", None)),
        ("Usiamo Go e Kafka.", ("user", "programming_language", "set", "Go", None)),
    ],
)
def test_version_changes_and_owners(text: str, expected: tuple[str, ...]) -> None:
    assert expected in facts(text)


def test_dutch_team_size() -> None:
    assert prefs("We zijn met 8 ontwikkelaars.").get("team_size") == "8"


@pytest.mark.parametrize(
    "text",
    [
        "We haven't dropped Redis yet.",  # a negated ending is neither an ending nor a statement
        "We tested MongoDB last year, didn't like it.",
        "We love Kubernetes but we're not using it.",
    ],
)
def test_not_ended_and_not_in_use(text: str) -> None:
    assert not any(f[0] == "user" for f in facts(text))


def test_nothing_uses_it_anymore_is_an_ending() -> None:
    assert facts("Nothing uses RabbitMQ anymore.") == {
        ("user", "message_queue", "retract", "RabbitMQ", None)
    }


@pytest.mark.parametrize(
    "text",
    [
        "Can you answer in Spanish for this one ticket?",
        "I'm in London this week for a conference.",
    ],
)
def test_one_off_requests_and_stays_are_no_preference(text: str) -> None:
    assert prefs(text) == {}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Please don't message me on Slack anymore, use email instead.", "email"),
        ("Stop calling me, reach me on Teams.", "Microsoft Teams"),
    ],
)
def test_a_declined_channel_is_not_the_preference(text: str, value: str) -> None:
    assert prefs(text).get("contact_channel") == value


def test_a_team_that_shrank() -> None:
    assert prefs("The team shrank to 4 after the layoffs.").get("team_size") == "4"


@pytest.mark.parametrize(
    ("text", "entity", "key", "value"),
    [
        ("The bank we work with insists on DB2.", "third_party", "database", "DB2"),
        ("Acme Corp runs on Oracle, they are our biggest client.", "client", "database", "Oracle"),
    ],
)
def test_parties_named_by_a_relative_or_a_later_clause(
    text: str, entity: str, key: str, value: str
) -> None:
    assert facts(text) == {(entity, key, "set", value, None)}


@pytest.mark.parametrize(
    "text",
    [
        "Si nous passons à GCP, faut-il changer quelque chose ?",
        "Si nos mudamos a Azure, te aviso.",
        "Se passiamo a GCP vi avviso.",
        "Se mudarmos para a AWS, aviso.",
        "Wenn wir auf Azure wechseln, melde ich mich.",
    ],
)
def test_if_we_in_romance_and_german(text: str) -> None:
    assert facts(text) == set()


def test_a_conditional_change_is_not_rewritten_as_done() -> None:
    assert facts("Usamos MySQL, pero si migramos a PostgreSQL te aviso.") == {
        ("user", "database", "set", "MySQL", None)
    }


def test_reflexive_se_is_no_condition_and_nao_mais_is_an_ending() -> None:
    assert ("user", "cloud_provider", "set", "AWS", None) in facts("Se ejecuta en AWS.")
    assert facts("Não usamos mais Redis.") == {("user", "cache", "retract", "Redis", None)}


@pytest.mark.parametrize(
    "text",
    ["Ni föreslog Kafka, men vi avstår.", "Zaproponowaliście Kafkę, ale zostajemy przy RabbitMQ."],
)
def test_a_suggestion_is_not_the_stack(text: str) -> None:
    assert not any(f[3] == "Kafka" for f in facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "我们从MySQL迁移到了PostgreSQL 16。",
            ("user", "database", "set", "PostgreSQL 16", "MySQL"),
        ),
        ("客户使用Oracle，不是我们的。", ("customer", "database", "set", "Oracle", None)),
        ("我们不再使用Redis。", ("user", "cache", "retract", "Redis", None)),
        (
            "MySQL에서 PostgreSQL로 마이그레이션했습니다.",
            ("user", "database", "set", "PostgreSQL", "MySQL"),
        ),
        ("고객사는 Oracle을 사용합니다.", ("customer", "database", "set", "Oracle", None)),
        ("Redis를 제거했습니다.", ("user", "cache", "retract", "Redis", None)),
    ],
)
def test_chinese_and_korean(text: str, expected: tuple[str, ...]) -> None:
    assert expected in facts(text)


@pytest.mark.parametrize(
    "text", ["如果我们迁移到GCP，会怎样？", "내년에 GCP로 이전을 검토하고 있습니다."]
)
def test_chinese_and_korean_plans(text: str) -> None:
    assert facts(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We've been running on Kubernetes since we left Nomad.",
            {
                ("user", "orchestration", "set", "Kubernetes", None),
                ("user", "orchestration", "retract", "Nomad", None),
            },
        ),
        (
            "Finally got off Heroku — everything is on Render.",
            {
                ("user", "cloud_provider", "retract", "Heroku", None),
                ("user", "cloud_provider", "set", "Render", None),
            },
        ),
        (
            "We've standardised on Go for new services.",
            {("user", "programming_language", "set", "Go", None)},
        ),
    ],
)
def test_since_clauses_dashes_and_got_off(text: str, expected: set[tuple[str, ...]]) -> None:
    assert facts(text) == expected


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        (
            "Answers in English are fine, but my team reads Spanish, so Spanish please.",
            "reply_language",
            None,
        ),
        ("Please answer in German, not English.", "reply_language", "German"),
        ("Please no bullet points.", "answer_style", None),
        ("Can you explain it step by step?", "answer_style", None),
        ("Could you keep answers brief?", "answer_style", "short"),
    ],
)
def test_style_and_language_requests_read_whole(text: str, key: str, value: str | None) -> None:
    assert prefs(text).get(key) == value


@pytest.mark.parametrize(
    "text",
    [
        "Kan du svare på engelsk denne gangen?",
        "Proszę odpowiedzieć po angielsku tym razem.",
        "今回は英語で返信をお願いします。",
        "Svar på engelsk for min kollega, takk.",
        "Répondez en anglais pour mon collègue s'il vous plaît.",
    ],
)
def test_a_language_for_this_time_or_a_colleague_is_no_preference(text: str) -> None:
    assert "reply_language" not in prefs(text)


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("The team doubled to 16.", "team_size", "16"),
        ("We lost two people, down to 5 engineers.", "team_size", "5"),
        ("The error count went down to 5 people complaining.", "team_size", None),
        ("Finance moved us to the annual Pro plan.", "plan", "Pro"),
        ("I've moved to Lisbon.", "timezone", "Europe/Lisbon"),
    ],
)
def test_account_changes_in_more_wordings(text: str, key: str, value: str | None) -> None:
    assert prefs(text).get(key) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Skriv gerne datoer som ÅÅÅÅ-MM-DD.", "ISO 8601"),
        ("Bitte Datumsangaben als TT.MM.JJJJ.", "DD.MM.YYYY"),
        ("Merci d'utiliser le format JJ/MM/AAAA.", "DD/MM/YYYY"),
    ],
)
def test_date_formats_spelled_in_other_languages(text: str, value: str) -> None:
    assert prefs(text).get("date_format") == value


@pytest.mark.parametrize(
    "text",
    [
        "Memcached ist raus.",
        "Wir verzichten jetzt auf Memcached.",
        "Memcached gibt es bei uns nicht mehr.",
        "On s'est débarrassé de Memcached.",
        "Plus de Memcached chez nous.",
        "Nos deshicimos de Memcached.",
        "Ya no tenemos Memcached.",
        "Abbiamo tolto Memcached.",
        "Memcached non c'è più.",
        "We zijn gestopt met Memcached.",
        "Memcached is eruit.",
        "Tiramos o Memcached.",
        "Vi har kvittet oss med Memcached.",
        "Memcached er borte.",
        "Vi har gjort oss av med Memcached.",
        "Memcached är borta.",
        "Memcached er væk.",
        "Pozbyliśmy się Memcacheda.",
        "Zbavili jsme se Memcachedu.",
        "Memcached už nepoužíváme.",
        "Luovuimme Memcachedistä.",
        "Memcached on poistettu.",
        "Memcached'ten vazgeçtik.",
        "Memcached'i artık kullanmıyoruz.",
        "Memcachedはもう使っていません。",
        "Memcachedを外しました。",
    ],
)
def test_endings_worded_in_many_languages(text: str) -> None:
    assert facts(text) == {("user", "cache", "retract", "Memcached", None)}


@pytest.mark.parametrize(
    "text", ["Redis non funziona più.", "Redis už nefunguje.", "Redis er ute av drift."]
)
def test_a_fault_is_no_ending(text: str) -> None:
    assert not any(f[2] == "retract" for f in facts(text))


@pytest.mark.parametrize(
    ("text", "op"),
    [
        ("Artık GitHub Actions kullanıyoruz.", "set"),  # "now we use"
        ("Artık Jenkins kullanmıyoruz.", "retract"),  # "we no longer use"
        ("Fra og med i dag bruker vi GitHub Actions.", "set"),
        ("Przesiedliśmy się na GitHub Actions.", "set"),
        ("GitHub Actionsに切り替えました。", "set"),
    ],
)
def test_now_and_no_longer_by_the_verb(text: str, op: str) -> None:
    assert [f[2] for f in facts(text) if f[1] == "ci_system"] == [op]


@pytest.mark.parametrize(
    "text",
    [
        "You mentioned Kafka, but we'll pass.",
        "You brought up DynamoDB; not for us.",
        "Your idea of using Redis is interesting but no.",
        "Thanks for the Kubernetes tip.",
        "Kafka sounds overkill for us.",
        "御社の提案ではKafkaでしたが、見送ります。",
    ],
)
def test_the_assistants_suggestions_are_not_the_stack(text: str) -> None:
    assert not any(f[0] == "user" and f[2] == "set" for f in facts(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("For your notes: services are Python (FastAPI).", "Python"),
        ("As you know, Python is what we run.", "Python"),
    ],
)
def test_asides_to_the_assistant_still_state_the_stack(text: str, value: str) -> None:
    assert ("user", "programming_language", "set", value, None) in facts(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kontakt meg gjerne på e-post.", "email"),
        ("Kontakta mig via mejl.", "email"),
        ("Skriv til meg på Slack.", "Slack"),
        ("メールでご連絡ください。", "email"),
        ("Ikke kontakt meg på Slack.", None),
        ("Vi sender data på Slack.", None),
    ],
)
def test_contact_channel_in_other_languages(text: str, value: str | None) -> None:
    assert prefs(text).get("contact_channel") == value
