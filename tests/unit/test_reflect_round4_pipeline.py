"""Round 4 of dreaming through the real pipeline on SQLite: a wish restated unprompted in a
first message is cited with the rest, a chat product in Polish makes a contact rule, and a
one-off user with similar-looking requests gets none."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from memory_core import MemoryReader, process_session
from memory_core.ingest.pipeline import reset_runtimes
from memory_core.jobs.reflect import reflect_user
from memory_core.settings import Settings
from memory_core.store.migrate import upgrade
from memory_core.store.store import Store
from tests.support.sessions import T0, session

NOW = T0 + timedelta(days=60)
POLISH = [  # the fourth states it unprompted, in the first message
    (0, "Licznik nie wysyła odczytów.", "Wyślę maila.", "Proszę napisać do mnie na Teamsie."),
    (
        9,
        "Potrzebuję korekty faktury.",
        "Przyjdzie e-mailem.",
        "Znowu e-mail... tylko czat w Teams.",
    ),
    (
        18,
        "Stacja zgłasza alarm.",
        "Raport prześlę mailowo.",
        "Raport proszę wrzucić na Teams, nie na maila.",
    ),
    (27, "Dajcie znać na Teamsie jak będzie gotowe, maili nie czytam.", "Jasne.", "Dzięki."),
]
CATALAN = [
    (
        1,
        "Quan arriba la comanda?",
        "El pedido llega el jueves.",
        "Responeu-me en català, si us plau.",
    ),
    (
        10,
        "Com retornem els llibres?",
        "Puede solicitarlo.",
        "Una altra vegada en castellà... En català, us ho demano.",
    ),
    (
        19,
        "Recordeu-ho: la llengua de l'escola és el català. La professora no pot entrar.",
        "Li reenviem l'enllaç.",
        "Gràcies.",
    ),
    (28, "Un pressupost, si us plau.", "Claro, el precio es...", "Sempre en català amb nosaltres."),
]
FORMATS = [  # a different format for each deliverable: no standing wish
    (2, "Seznam zákazníků pošlete jako CSV.", "Připraveno.", "Díky."),
    (12, "Nabídku pošlete v PDF, půjde řediteli.", "Hotovo.", "Výborně."),
    (22, "Přehled prosím v Excelu.", "Tabulka je v příloze.", "Super."),
]


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[Settings]:
    url = f"sqlite:///{tmp_path / 'memory.db'}"
    upgrade(url)
    yield Settings(database_url=url, broker_url="redis://127.0.0.1:1/0")
    reset_runtimes()


def _run(settings: Settings) -> MemoryReader:
    for user, turns in (("a.zajac", POLISH), ("m.puig", CATALAN), ("v.kral", FORMATS)):
        for i, (day, *texts) in enumerate(turns):
            process_session(session(f"{user}-{i}", user, day, *texts), settings=settings)
    store = Store(settings.database_url)
    for user in ("a.zajac", "m.puig", "v.kral"):
        reflect_user(store, settings, "default", user, now=NOW)
    return MemoryReader(settings.database_url, settings=settings)


def test_restated_wishes_and_chat_channels_through_the_pipeline(settings: Settings) -> None:
    with _run(settings) as reader:
        polish = [r for r in reader.rules("a.zajac") if r.user_id == "a.zajac"]
        assert [r.rule for r in polish] == ["Contact the user on Teams"]
        assert len({e.session_id for e in polish[0].evidence}) == 4
        catalan = [r for r in reader.rules("m.puig") if r.user_id == "m.puig"]
        assert [r.rule for r in catalan] == ["Answer the user in Catalan"]
        assert "m.puig-2" in {e.session_id for e in catalan[0].evidence}
        assert [r for r in reader.rules("v.kral") if r.user_id == "v.kral"] == []
