"""deploy/k8s and the compose file name only commands, queues and settings that exist."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import typer

from memory_core.cli import app as cli_app
from memory_core.queues import ALL_QUEUES, QUEUE_EXTRACT
from memory_core.settings import ENV_PREFIX, Settings

yaml = pytest.importorskip("yaml")

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
CREDENTIALS = ("DATABASE_URL", "BROKER_URL", "OPENAI_API_KEY", "PSEUDONYM_KEY", "PASSWORD")


def manifests() -> list[dict[str, Any]]:
    docs = []
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        docs += [d for d in yaml.safe_load_all(path.read_text()) if d]
    return docs


def containers(doc: dict[str, Any]) -> list[dict[str, Any]]:
    spec = doc.get("spec", {}).get("template", {}).get("spec", {})
    return list(spec.get("containers", []))


def deployments() -> dict[str, dict[str, Any]]:
    return {d["metadata"]["name"]: d for d in manifests() if d["kind"] == "Deployment"}


def setting_names() -> set[str]:
    names = {f"{ENV_PREFIX}{n.upper()}" for n in Settings.model_fields}
    for field in Settings.model_fields.values():
        alias = field.validation_alias
        names |= {str(a) for a in getattr(alias, "choices", ())}
    return names


def check_command(cmd: list[str]) -> None:
    """A celery command of this app with known queues, or a memory-core command that exists."""
    if cmd[0] == "celery":
        assert cmd[1:3] == ["-A", "workers"], cmd
        assert cmd[3] in ("worker", "beat", "flower"), cmd
        if cmd[3] == "worker":
            queues = cmd[cmd.index("-Q") + 1].split(",")
            assert queues and set(queues) <= set(ALL_QUEUES), queues
        return
    assert cmd[0] == "memory-core", cmd
    group: Any = typer.main.get_command(cli_app)  # a click group (typer may vendor click)
    for word in cmd[1:]:
        if word.startswith("-"):
            break
        assert word in getattr(group, "commands", {}), cmd
        group = group.commands[word]
    assert not hasattr(group, "commands"), f"{cmd} names a group, not a command"


def test_every_container_runs_a_known_command() -> None:
    found = [c["command"] for d in manifests() for c in containers(d)]
    assert len(found) >= 5
    for cmd in found:
        check_command(cmd)
        if "$" in " ".join(cmd):  # Kubernetes expands $(VAR) from the container's env only
            assert all(part.count("$(") == part.count(")") for part in cmd)


def test_compose_file_runs_known_commands_too() -> None:
    compose = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    cmds = [s.get("command") for s in compose["services"].values()]
    for cmd in (c for c in cmds if c and c[0] in ("celery", "memory-core")):
        check_command(cmd)


def test_settings_named_exist_and_credentials_come_from_secrets() -> None:
    known = setting_names()
    for doc in manifests():
        data = doc.get("data", {}) | doc.get("stringData", {})
        names = list(data) if doc["kind"] in ("ConfigMap", "Secret") else []
        for c in containers(doc):
            for env in c.get("env", []):
                names.append(env["name"])
                if any(word in env["name"] for word in CREDENTIALS):
                    assert "secretKeyRef" in env.get("valueFrom", {}), env
            for src in c.get("envFrom", []):
                assert set(src) <= {"configMapRef", "secretRef"}
        if doc["kind"] == "ConfigMap":
            assert not [k for k in data if any(w in k for w in CREDENTIALS)], data
        unknown = [n for n in names if n.startswith(ENV_PREFIX) and n not in known]
        assert unknown == [], (doc["metadata"]["name"], unknown)


def test_workers_shut_down_gracefully_and_cover_every_queue() -> None:
    served: set[str] = set()
    for name, d in deployments().items():
        for c in containers(d):
            if c["command"][:4] != ["celery", "-A", "workers", "worker"]:
                continue
            served |= set(c["command"][c["command"].index("-Q") + 1].split(","))
            assert d["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] >= 60, name
            assert "preStop" in c.get("lifecycle", {}), name
    assert served == set(ALL_QUEUES)


def test_exactly_one_beat() -> None:
    beats = [
        d
        for d in deployments().values()
        if any(c["command"][:4] == ["celery", "-A", "workers", "beat"] for c in containers(d))
    ]
    assert len(beats) == 1
    assert beats[0]["spec"]["replicas"] == 1
    assert beats[0]["spec"]["strategy"]["type"] == "Recreate"


def test_keda_scales_the_llm_workers_on_the_extract_list() -> None:
    scaled = [d for d in manifests() if d["kind"] == "ScaledObject"]
    assert len(scaled) == 1
    target = deployments()[scaled[0]["spec"]["scaleTargetRef"]["name"]]
    (cmd,) = [c["command"] for c in containers(target)]
    assert cmd[cmd.index("-Q") + 1] == QUEUE_EXTRACT
    assert cmd[cmd.index("--pool") + 1] == "threads"
    (trigger,) = scaled[0]["spec"]["triggers"]
    assert trigger["type"] == "redis" and trigger["metadata"]["listName"] == QUEUE_EXTRACT
    auth = {d["metadata"]["name"]: d for d in manifests() if d["kind"] == "TriggerAuthentication"}
    ref = auth[trigger["authenticationRef"]["name"]]["spec"]["secretTargetRef"][0]
    secret_keys = {k for d in manifests() if d["kind"] == "Secret" for k in d.get("stringData", {})}
    assert ref["key"] in secret_keys
