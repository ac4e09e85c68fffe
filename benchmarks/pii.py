"""PII/secret masking benchmark: ours vs Presidio pattern recognizers.

    python benchmarks/pii.py [--n 2000] [--seed 7] [--repeat 3] [--no-presidio] [--families]

Leak (PII): the planted value is still present verbatim. Leak (secrets): any 6-character
substring of the secret is still present (unless it also occurs elsewhere in the
original text). Precision: share of masked characters inside a labelled value.
Negatives touched: look-alike values (versions, UUIDs, hashes...) that did not survive.
Speed: CPU (process) time of the fastest of ``--repeat`` passes over the corpus, for every
system alike (the usual ``timeit`` convention: slower passes measure the shared host, not
the code); the systems' passes are interleaved. ``--families`` prints microseconds per
snippet for each detector family.
Two Presidio columns: ``presidio`` asks only for the types both systems find, and
``presidio-all`` runs all of its pattern recognizers (its "pattern mode").
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.pii_corpus import Snippet, generate
from memory_core.pii import PLACEHOLDER_RE, Masker, mask_text

PRESIDIO_DATA = Path("/work/shared/data/pii/presidio_synth_dataset_v2.json")
PRESIDIO_TYPES = {
    "PERSON": "PERSON", "STREET_ADDRESS": "ADDRESS", "CREDIT_CARD": "CREDIT_CARD",
    "PHONE_NUMBER": "PHONE", "EMAIL_ADDRESS": "EMAIL", "IBAN_CODE": "IBAN", "US_SSN": "SSN",
    "IP_ADDRESS": "IP_ADDRESS",
}  # fmt: skip
PRESIDIO_ENTITIES = ["EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS",
                     "US_SSN"]  # fmt: skip

Spans = list[tuple[int, int, str]]


class System:
    """A masker under test: returns spans and masked text."""

    def __init__(self, name: str, find: Callable[[str], Spans], mask: Callable[[str], str]):
        self.name, self.find, self.mask = name, find, mask


def ours() -> System:
    return System("ours", lambda t: Masker().find(t), mask_text)


def presidio() -> list[System]:
    """Presidio's pattern recognizers: ``presidio`` asks only for the types both systems
    detect (fair leak and precision figures); ``presidio-all`` runs every pattern recognizer
    (dates, URLs, UUIDs...), the "pattern mode" the issue's ~200 snippets/s refers to."""
    try:
        import spacy
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        from presidio_analyzer.nlp_engine import SpacyNlpEngine
    except ImportError:
        return []
    for name in ("tldextract", "presidio-analyzer", "presidio_analyzer"):
        logging.getLogger(name).setLevel(logging.CRITICAL)

    class BlankEngine(SpacyNlpEngine):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__(models=[{"lang_code": "en", "model_name": "blank"}])
            self.nlp = {"en": spacy.blank("en")}

        def load(self) -> None:
            return None

    eng = BlankEngine()
    reg = RecognizerRegistry()
    reg.load_predefined_recognizers(nlp_engine=eng)
    reg.recognizers = [r for r in reg.recognizers if "Spacy" not in r.name]
    analyzer = AnalyzerEngine(nlp_engine=eng, registry=reg, supported_languages=["en"])
    analyzer.analyze("warm up 192.168.0.1", language="en")

    def system(name: str, entities: list[str] | None) -> System:
        def find(text: str) -> Spans:
            res = analyzer.analyze(text, language="en", entities=entities)
            return [(r.start, r.end, r.entity_type) for r in res]

        return System(name, find, lambda text: apply(text, find(text)))

    return [system("presidio", PRESIDIO_ENTITIES), system("presidio-all", None)]


def apply(text: str, spans: Spans) -> str:
    """Replace the union of spans by <TYPE> placeholders."""
    out, pos = [], 0
    for s, e, kind in sorted(spans):
        if s < pos:
            if e > pos:
                pos = e
            continue
        out += [text[pos:s], f"<{kind}>"]
        pos = e
    out.append(text[pos:])
    return "".join(out)


_ANY_PLACEHOLDER = re.compile(r"<[A-Z][A-Z0-9_]*>")


def secret_leaked(secret: str, original: str, masked: str) -> bool:
    masked = _ANY_PLACEHOLDER.sub("\x00", PLACEHOLDER_RE.sub("\x00", masked))
    rest = original.replace(secret, "\x00")
    return any(
        secret[i : i + 6] in masked and secret[i : i + 6] not in rest
        for i in range(max(1, len(secret) - 5))
    )


class Tally:
    def __init__(self) -> None:
        self.planted: dict[str, int] = defaultdict(int)
        self.leaked: dict[str, int] = defaultdict(int)
        self.masked_chars = 0
        self.good_chars = 0
        self.neg = 0
        self.neg_touched = 0
        self.seconds = 0.0
        self.snippets = 0
        self.chars = 0

    def leak_rate(self, kind: str) -> float:
        return self.leaked[kind] / self.planted[kind] if self.planted[kind] else float("nan")


def gold_mask(text: str, values: Sequence[str]) -> list[bool]:
    gold = [False] * len(text)
    for v in values:
        start = text.find(v)
        while v and start >= 0:
            for i in range(start, start + len(v)):
                gold[i] = True
            start = text.find(v, start + 1)
    return gold


REPEAT = 3


def timed(systems: Sequence[System], texts: list[str]) -> dict[str, tuple[list[str], float]]:
    """Per system: masked texts and the CPU seconds of its fastest of ``REPEAT`` passes.

    Passes are interleaved (ours, Presidio, ours, ...) so that a slow spell of the shared
    host falls on every system alike instead of on whichever ran then."""
    for system in systems:
        for x in texts[:20]:
            system.mask(x)  # warm-up (lazy imports, caches)
    best = {s.name: float("inf") for s in systems}
    out: dict[str, list[str]] = {}
    for _ in range(max(1, REPEAT)):
        for system in systems:
            t0 = time.process_time()
            out[system.name] = [system.mask(x) for x in texts]
            best[system.name] = min(best[system.name], time.process_time() - t0)
    return {name: (out[name], best[name]) for name in best}


def run_corpus(system: System, snippets: list[Snippet], run: tuple[list[str], float]) -> Tally:
    t = Tally()
    masked_all, t.seconds = run
    t.snippets = len(snippets)
    t.chars = sum(len(sn.text) for sn in snippets)
    for sn, masked in zip(snippets, masked_all, strict=True):
        for kind, value in sn.positives:
            t.planted[kind] += 1
            if kind == "SECRET":
                t.leaked[kind] += secret_leaked(value, sn.text, masked)
            else:
                t.leaked[kind] += value in masked
        for neg in sn.negatives:
            t.neg += 1
            t.neg_touched += neg not in masked
        gold = gold_mask(sn.text, [v for _, v in sn.positives])
        for s, e, _ in system.find(sn.text):
            for i in range(s, e):
                t.masked_chars += 1
                t.good_chars += gold[i]
    return t


def run_presidio_data(
    system: System, records: list[dict[str, object]], run: tuple[list[str], float]
) -> Tally:
    t = Tally()
    texts = [str(r["full_text"]) for r in records]
    masked_all, t.seconds = run
    t.snippets = len(texts)
    t.chars = sum(map(len, texts))
    for rec, text, masked in zip(records, texts, masked_all, strict=True):
        spans = rec["spans"]
        assert isinstance(spans, list)
        gold = [False] * len(text)
        for sp in spans:
            for i in range(sp["start_position"], sp["end_position"]):
                gold[i] = True
            kind = PRESIDIO_TYPES.get(sp["entity_type"])
            if kind:
                t.planted[kind] += 1
                t.leaked[kind] += sp["entity_value"] in masked
        for s, e, _ in system.find(text):
            for i in range(s, e):
                t.masked_chars += 1
                t.good_chars += gold[i]
    return t


def fmt(x: float) -> str:
    return "   n/a" if x != x else f"{100 * x:5.1f}%"


def table(title: str, tallies: dict[str, Tally], negatives: bool) -> None:
    names = list(tallies)
    kinds = sorted({k for t in tallies.values() for k in t.planted})
    print(f"\n## {title}")
    head = f"{'metric':<26}{'n':>7}" + "".join(f"{n:>14}" for n in names)
    print(head + "\n" + "-" * len(head))
    first = tallies[names[0]]
    for k in kinds:
        label = "leak " + ("SECRET (6-gram)" if k == "SECRET" else k)
        print(
            f"{label:<26}{first.planted[k]:>7}"
            + "".join(f"{fmt(tallies[n].leak_rate(k)):>14}" for n in names)
        )
    prec = {
        n: t.good_chars / t.masked_chars if t.masked_chars else float("nan")
        for n, t in tallies.items()
    }
    print(f"{'char precision':<26}{'':>7}" + "".join(f"{fmt(prec[n]):>14}" for n in names))
    if negatives:
        print(
            f"{'look-alikes touched':<26}{first.neg:>7}"
            + "".join(f"{fmt(tallies[n].neg_touched / max(1, tallies[n].neg)):>14}" for n in names)
        )
    print(
        f"{'snippets/s (1 core)':<26}{first.snippets:>7}"
        + "".join(f"{tallies[n].snippets / tallies[n].seconds:>14,.0f}" for n in names)
    )
    speed = {n: t.snippets / t.seconds for n, t in tallies.items()}
    print(
        f"{'ours is faster by':<26}{'':>7}"
        + "".join(f"{speed[names[0]] / speed[n]:>13.1f}x" for n in names)
    )
    print(
        f"{'KB/s (1 core)':<26}{first.chars // max(1, first.snippets):>7}"
        + "".join(f"{tallies[n].chars / tallies[n].seconds / 1e3:>14,.0f}" for n in names)
        + "   (n column: mean chars/snippet)"
    )


def families(texts: list[str]) -> None:
    """Microseconds per snippet for each detector family and for the whole ``mask``."""
    from memory_core.pii import engine
    from memory_core.pii.spans import Detector, Doc

    docs = [Doc.of(x) for x in texts]
    rows: list[tuple[str, Callable[[], object]]] = [("Doc.of", lambda: [Doc.of(x) for x in texts])]

    def run(det: Detector) -> Callable[[], object]:
        return lambda: [list(det(d)) for d in docs]

    for det in engine.FAMILIES:
        rows.append((f"{det.__module__.rsplit('.', 1)[-1]}.{det.__name__}", run(det)))
    rows.append(("mask_text (all)", lambda: [mask_text(x) for x in texts]))
    rows[-1][1]()  # warm caches
    print(f"\n## per family ({len(texts)} snippets, best of {max(1, REPEAT)})")
    for name, fn in rows:
        best = float("inf")
        for _ in range(max(1, REPEAT)):
            t0 = time.process_time()
            fn()
            best = min(best, time.process_time() - t0)
        print(f"{name:<26}{1e6 * best / len(texts):>9.1f} us/snippet")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=2000, help="generated snippets")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--repeat", type=int, default=3, help="timed passes; the fastest counts")
    ap.add_argument("--no-presidio", action="store_true", help="skip the Presidio baseline")
    ap.add_argument("--families", action="store_true", help="time each detector family only")
    ap.add_argument("--show-leaks", type=int, default=0, help="print up to N leaked examples")
    args = ap.parse_args(argv)
    global REPEAT
    REPEAT = args.repeat
    if args.families:
        families([sn.text for sn in generate(args.n, args.seed)])
        return 0

    systems = [ours()]
    if not args.no_presidio:
        baselines = presidio()
        if not baselines:
            print("presidio-analyzer not installed; baseline skipped", file=sys.stderr)
        systems += baselines
    corpus = generate(args.n, args.seed)
    runs = timed(systems, [sn.text for sn in corpus])
    table(
        f"generated corpus (n={args.n}, seed={args.seed})",
        {s.name: run_corpus(s, corpus, runs[s.name]) for s in systems},
        negatives=True,
    )
    if PRESIDIO_DATA.exists():
        records = json.loads(PRESIDIO_DATA.read_text())
        runs = timed(systems, [str(r["full_text"]) for r in records])
        table(
            "presidio_synth_dataset_v2 (pattern types + PERSON/ADDRESS)",
            {s.name: run_presidio_data(s, records, runs[s.name]) for s in systems},
            negatives=False,
        )
    if args.show_leaks:
        shown = 0
        for sn in corpus:
            masked = mask_text(sn.text)
            bad = [
                (k, v)
                for k, v in sn.positives
                if (secret_leaked(v, sn.text, masked) if k == "SECRET" else v in masked)
            ]
            bad_neg = [v for v in sn.negatives if v not in masked]
            if bad or bad_neg:
                print(f"\n--- {sn.category} leaked={bad} touched={bad_neg}\n{masked}")
                shown += 1
                if shown >= args.show_leaks:
                    break
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
