"""What a message told to a player must not look like: Python's own text."""

from __future__ import annotations

import re

#: Traces of an exception's text or of a Python value's repr: "'NoneType' object is not subscriptable", "unhashable
#: type: 'dict'", "None is not …", "<object at 0x…>". (A KeyError's bare "'seed'" does not end as a sentence.)
PYTHON_TEXT = re.compile(
    r"NoneType|object is not|unhashable|not subscriptable|has no attribute|positional argument|invalid literal"
    r"|index out of range|Error\b|Traceback|<\w+ (object )?at 0x|Internal error"
)
#: Outside what a message quotes of the move (text a player may well have typed as "None").
BARE_NONE = re.compile(r"\bNone\b")
QUOTED = re.compile(r"'[^']*'")


def assert_sentence(message: str) -> None:
    """``message`` reads as a sentence for a player: some words, ending as a sentence does, no Python text."""
    assert isinstance(message, str) and len(message) < 400, message
    assert message[:1].isupper() or message[:1] in "\"'", message
    assert message.rstrip('"').endswith((".", "!", "?")), message
    assert not PYTHON_TEXT.search(message), message
    assert not BARE_NONE.search(QUOTED.sub("", message)), message
