"""Round 4: products said to be someone else's own, or none of the user's, and imagined moves
in languages the hypothetical cues did not list."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_core.extract.base import ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor


def _user_facts(text: str) -> dict[str, str]:
    inp = ExtractionInput(
        messages=[{"role": "user", "content": text}], started_at=datetime.now(UTC)
    )
    ex = BuiltinExtractor().extract(inp).extraction
    return {f.key: f.value for f in ex.facts if f.op == "set" and f.entity == "user"}


def test_his_own_and_nothing_of_ours() -> None:
    facts = _user_facts(
        "Our app is Django on Postgres 16. Our designer hosts her own site on Vercel, "
        "but nothing of ours runs there."
    )
    assert facts.get("database") == "PostgreSQL 16"
    assert "cloud_provider" not in facts


def test_a_later_sentence_of_the_turn_disowns_an_earlier_mention() -> None:
    facts = _user_facts(
        "The auditor we work with keeps its reports on Google Cloud; we have no GCP account "
        "of our own."
    )
    assert "cloud_provider" not in facts


def test_disowning_in_other_languages() -> None:
    assert "cloud_provider" not in _user_facts(
        "Он держит свой блог на Vercel, у нас там ничего нет."
    )
    assert "cloud_provider" not in _user_facts(
        "Klient ma jego własny serwer na Hetzner, nic naszego tam nie ma."
    )


def test_russian_maybe_next_year_is_imagined() -> None:
    facts = _user_facts("И, может быть, в следующем году переедем в Kubernetes.")
    assert "orchestration" not in facts


def test_zero_of_a_product_is_none_of_it() -> None:
    assert "database" not in _user_facts("We have zero MongoDB in prod.")
    assert _user_facts("We migrated to PostgreSQL 16 with zero downtime.") == {
        "database": "PostgreSQL 16"
    }


def test_third_parties_in_bulgarian_lithuanian_russian_english() -> None:
    assert "database" not in _user_facts("Счетоводителят ни ползва собствения си сървър с MS SQL.")
    assert "database" not in _user_facts("Mūsų klientas naudoja savo Oracle duomenų bazę.")
    assert "database" not in _user_facts("Наш бухгалтер работает в 1С на SQL Server.")
    assert "cloud_provider" not in _user_facts("Our accountant uses QuickBooks on Azure.")
    assert "cloud_provider" not in _user_facts("Jų sistema veikia Azure, ne mūsų.")
    assert _user_facts("Mes naudojame Django ir PostgreSQL 15, talpiname AWS.") == {
        "framework": "Django",
        "database": "PostgreSQL 15",
        "cloud_provider": "AWS",
    }
