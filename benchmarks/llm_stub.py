"""An OpenAI-compatible endpoint with a fixed latency, for the LLM-bound benchmarks.

The logic of ``tests/support/llm_server.py`` (chat completions answered with an extraction,
embeddings with small deterministic vectors), plus: every request waits ``latency`` seconds
first (a model's time to answer, spent sleeping, so the server's CPU is not what is
measured), ``usage.prompt_tokens`` is the prompt's real cl100k count, and it counts the
requests it served. ``python benchmarks/llm_stub.py --host H --port P --latency-ms 200``
serves until killed (the scale-out benchmark runs it beside its namespaces).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memory_core.tokens import count_tokens

STACKS = ["PostgreSQL 14", "PostgreSQL 15", "MySQL 8", "Redis 7"]


def _extraction(prompt: str) -> dict[str, Any]:
    h = int(hashlib.sha256(prompt.encode()).hexdigest()[:8], 16)
    facts = [
        {
            "entity": "environment",
            "category": "technical_environment",
            "key": "database",
            "value": STACKS[h % len(STACKS)],
            "confidence": 0.9,
        },
        {
            "entity": "user",
            "category": "preferences",
            "key": "contact_channel",
            "value": ["email", "slack"][h % 2],
            "confidence": 0.8,
        },
    ]
    return {"facts": facts, "importance": 1 + h % 10, "topic": "support", "summary": "summary"}


class LatencyLLM:
    def __init__(self, latency: float, host: str = "127.0.0.1", port: int = 0) -> None:
        self.latency = latency
        self.requests = 0
        self.prompt_tokens = 0
        self.in_flight = 0
        self.max_in_flight = 0  # the most requests waiting at once: how busy the pool kept it
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer((host, port), self._handler())
        self._server.daemon_threads = True
        self._server.request_queue_size = 256
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        assert isinstance(host, str)  # an AF_INET server: (host, port)
        return f"http://{host}:{port}/v1"

    def start(self) -> LatencyLLM:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def answer(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        if path.endswith("/embeddings"):
            inputs = body.get("input") or []
            inputs = [inputs] if isinstance(inputs, str) else inputs
            data = [
                {"object": "embedding", "index": i, "embedding": _vector(str(t))}
                for i, t in enumerate(inputs)
            ]
            usage = {"prompt_tokens": 1, "total_tokens": 1}
            return {"object": "list", "data": data, "model": "stub-embed", "usage": usage}
        prompt = "\n".join(str(m.get("content")) for m in body.get("messages") or [])
        tokens = count_tokens(prompt)
        with self._lock:
            self.prompt_tokens += tokens
        return {
            "id": "chatcmpl-stub",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "stub"),
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": json.dumps(_extraction(prompt))},
                }
            ],
            "usage": {"prompt_tokens": tokens, "completion_tokens": 60, "total_tokens": tokens},
        }

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        llm = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive: the openai client reuses connections

            def log_message(self, *_: Any) -> None:
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("content-length", 0)))
                with llm._lock:
                    llm.in_flight += 1
                    llm.max_in_flight = max(llm.max_in_flight, llm.in_flight)
                time.sleep(llm.latency)
                with llm._lock:
                    llm.in_flight -= 1
                payload = json.dumps(llm.answer(self.path, json.loads(raw or b"{}"))).encode()
                with llm._lock:
                    llm.requests += 1
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        return Handler


def _vector(text: str) -> list[float]:
    return [float((len(text) + j) % 7) + 1.0 for j in range(8)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--latency-ms", type=float, default=200)
    args = ap.parse_args()
    llm = LatencyLLM(args.latency_ms / 1e3, args.host, args.port).start()
    print(llm.base_url, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        llm.stop()


if __name__ == "__main__":
    main()
