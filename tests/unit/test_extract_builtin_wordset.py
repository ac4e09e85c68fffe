"""The word-set matcher gives what the plain alternation gives (``builtin.wordset``)."""

from __future__ import annotations

import re

import pytest

from memory_core.extract.builtin.markers import HYPOTHETICAL_RE
from memory_core.extract.builtin.wordset import WordPattern, alternatives

BOUNDED = [
    r"consider(?:ed|ing)?",
    r"plan(?:ning|s)?\s+to",
    r"planning",
    r"options?",
    r"rozważa\w*",
    r"\w+(?:nánk|nénk)",
    r"\w+zu(?:ziehen|steigen)",
    r"(?:the\s+)?roadmap\s+says",
    r"(?<!finished\s)(?:moving|porting)\b",
    r"kanskje",
    r"ab\w+",
]
TAIL = r"'ll\b|もし|検討"
TEXTS = [
    "We are planning to leave Heroku",
    "planning the sprint",
    "we considered Kafka, then dropped it",
    "Reconsidering is not the same word",
    "two option or three options",
    "Rozważamy Azure, rozważania trwają",
    "átköltöznénk az Azure-ra",
    "nánk alone is no match",
    "wir haben vor, auf GCP umzuziehen",
    "the roadmap says GCP",
    "we finished moving to Render",
    "we are moving to Render",
    "we'll see",
    "もしAWSに移行するなら",
    "kanskje AWS, Kanskje ikke",
    "ab alone, abc with a letter more",
    "nothing here at all",
    "",
    "PORTING to Rust",
    "considerING_x is one token",
]


@pytest.mark.parametrize("text", TEXTS)
def test_same_match_as_the_alternation(text: str) -> None:
    plain = re.compile(r"\b(?:" + "|".join(BOUNDED) + r")\b|" + TAIL, re.IGNORECASE)
    fast = WordPattern(BOUNDED, TAIL)
    a, b = plain.search(text), fast.search(text)
    assert (a and (a.start(), a.end(), a.group(0))) == (b and (b.start(), b.end(), b.group(0)))


def test_plain_words_need_no_regex() -> None:
    fast = WordPattern(["kanskje", "consider(?:ed|ing)?", "rozważa\\w*", "\\w+(?:nánk)"])
    assert fast.regex is None
    assert fast.search("Vi vurderer kanskje GCP") is not None


def test_alternatives_split_at_the_top_level_only() -> None:
    assert alternatives(r"a|b(?:c|d)|[|]e|f\|g") == ["a", "b(?:c|d)", "[|]e", r"f\|g"]


def test_hypothetical_gives_the_word_in_progress_reads() -> None:
    m = HYPOTHETICAL_RE.search("we're moving from Render to Fly.io")
    assert m is not None and m.group(0) == "moving"
    done = HYPOTHETICAL_RE.search("we finished moving off Heroku")
    assert done is None
