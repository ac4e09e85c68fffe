"""A small OpenAI-compatible HTTP server for tests: the only thing that stands in for the LLM.

It answers ``POST /v1/chat/completions`` and ``POST /v1/embeddings`` from a script of
responses (JSON bodies, HTTP errors with headers, delays longer than the client's timeout,
malformed JSON), falling back to a default responder, and records every request so tests
can check what the real ``openai`` client sent.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict -> JSON; str -> sent as is (malformed JSON tests)
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def chat_completion(content: str, *, model: str = "test-model") -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "finish_reason": "stop",
                "message": {"role": "assistant", "content": content},
            }
        ],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }


def extraction_reply(facts: list[dict[str, Any]], importance: int = 6, topic: str = "t") -> Reply:
    payload = {"facts": facts, "importance": importance, "topic": topic, "summary": "summary"}
    return Reply(body=chat_completion(json.dumps(payload)))


# One fact as the LLM extractor returns it.
FACT = {
    "entity": "environment",
    "category": "technical_environment",
    "key": "database",
    "value": "PostgreSQL 16",
    "confidence": 0.9,
}


class ScriptedLLM:
    def __init__(self) -> None:
        self.script: deque[Reply] = deque()
        self.requests: list[dict[str, Any]] = []
        self.default: Callable[[dict[str, Any]], Reply] = lambda _req: extraction_reply([])
        self.embedding_delay = 0.0  # seconds each default embeddings reply waits
        self.in_flight: list[str] = []  # paths of the requests being answered now
        self.overlaps: list[tuple[str, tuple[str, ...]]] = []  # (path, others in flight)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._lock = threading.Lock()

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> ScriptedLLM:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def push(self, *replies: Reply) -> None:
        with self._lock:
            self.script.extend(replies)

    def chat_requests(self) -> list[dict[str, Any]]:
        return [r for r in self.requests if r["path"].endswith("/chat/completions")]

    def _next(self, req: dict[str, Any]) -> Reply:
        with self._lock:
            self.requests.append(req)
            if self.script:
                return self.script.popleft()
        return self.default(req)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        llm = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw)
                except json.JSONDecodeError:
                    body = None
                req = {"path": self.path, "body": body, "headers": dict(self.headers)}
                with llm._lock:
                    llm.overlaps.append((self.path, tuple(llm.in_flight)))
                    llm.in_flight.append(self.path)
                try:
                    self._answer(req)
                finally:
                    with llm._lock:
                        llm.in_flight.remove(self.path)

            def _answer(self, req: dict[str, Any]) -> None:
                if self.path.endswith("/embeddings"):  # the script is for chat requests
                    reply = llm.default_embeddings(req)
                    with llm._lock:
                        llm.requests.append(req)
                    time.sleep(llm.embedding_delay)
                else:
                    reply = llm._next(req)
                if reply.delay:
                    time.sleep(reply.delay)
                data = reply.body if isinstance(reply.body, str) else json.dumps(reply.body or {})
                payload = data.encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client timed out and went away: expected in timeout tests

        return Handler

    @staticmethod
    def default_embeddings(req: dict[str, Any]) -> Reply:
        inputs = (req.get("body") or {}).get("input") or []
        if isinstance(inputs, str):
            inputs = [inputs]
        data = [
            {
                "object": "embedding",
                "index": i,
                "embedding": [float((len(t) + j) % 7) for j in range(8)],
            }
            for i, t in enumerate(inputs)
        ]
        return Reply(
            body={
                "object": "list",
                "data": data,
                "model": "test-embed",
                "usage": {"prompt_tokens": 1, "total_tokens": 1},
            }
        )
