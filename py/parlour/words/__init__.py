"""Parlour's dictionaries: three free English word lists (from SCOWL) and the word search the games share.

- ``common`` — SCOWL size 60, all spellings (82,058 words), like 12dicts: Hardback's default.
- ``american`` — SCOWL size 80, American spellings (244,140), like NWL: Letter Tycoon's default.
- ``british`` — SCOWL size 80, all spellings (254,989), like Collins.

Words are lowercase a–z, two letters or more: no proper nouns, abbreviations, apostrophes or hyphens, and
accents dropped ("café" is ``cafe``). Each word carries its SCOWL size as a commonness *tier* (10 = very
common ... 80 = rare), which easy bots use to prefer common words (``search(..., max_tier=35)``).

:meth:`WordList.search` finds every way to spell a word from a rack of cards, for both games (see
:func:`parlour.words.search.search`; a :class:`Speller` searches one rack again and again, length by length). The
anagram index it uses is built per word length on first use; :meth:`WordList.prepare` builds it ahead of time, in
slices if asked (``prepare(max_ms=30)`` until True).

Where the files are: by default the repository's ``wordlists/`` folder; ``PARLOUR_WORDLISTS`` (an environment
variable) or :func:`set_source` point elsewhere. In the browser the page fetches exactly
:func:`files_for` ``(name)`` into a folder of Pyodide's file system and calls :func:`set_source` on it.

>>> from parlour import words
>>> common = words.load("common")
>>> common.contains("Zebra"), common.contains("london"), common.tier("the")
(True, False, 10)
>>> [c.word for c in common.search("tca", min_length=3)]
['act', 'cat']
"""

from __future__ import annotations

import os
from pathlib import Path

from . import store
from .search import Candidate, Speller
from .wordlist import Part, WordError, WordList, normalize

__all__ = [
    "LISTS",
    "TIERS",
    "Candidate",
    "Speller",
    "WordError",
    "WordList",
    "contains",
    "files_for",
    "load",
    "normalize",
    "set_source",
    "source",
]

LISTS = {
    "common": "Common English (SCOWL 60, like 12dicts)",
    "american": "American large (SCOWL 80, like NWL)",
    "british": "British large (SCOWL 80, like Collins)",
}
"""The list names and their labels for a setup screen."""

TIERS = store.TIERS
"""The SCOWL sizes a word's tier can be, most common first."""

ENV_VAR = "PARLOUR_WORDLISTS"
_FILES = {"common": ("words-60.bin",), "american": ("words-60.bin", "words-80.bin")}
_FILES["british"] = _FILES["american"]

_source: Path | None = None
_cache: dict[str, WordList] = {}
_parts: dict[str, Part] = {}


def files_for(name: str) -> list[str]:
    """The file names (in the word-list folder) that list ``name`` needs, e.g. for the page to fetch."""
    _check_name(name)
    return list(_FILES[name])


def set_source(path: str | os.PathLike | None) -> None:
    """Read word-list files from ``path`` from now on (``None``: back to the default). Clears the cache."""
    global _source
    _source = None if path is None else Path(path)
    _cache.clear()
    _parts.clear()


def source() -> Path:
    """The folder word-list files are read from: :func:`set_source`, else ``$PARLOUR_WORDLISTS``, else the
    repository's ``wordlists/``."""
    if _source is not None:
        return _source
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[3] / "wordlists"


def load(name: str) -> WordList:
    """The word list ``name`` (``common``, ``american`` or ``british``), read on first use and then cached."""
    _check_name(name)
    if name not in _cache:
        parts = [_part(f) for f in _FILES[name]]
        _cache[name] = WordList(name, LISTS[name], parts, american=name == "american")
    return _cache[name]


def contains(word: str, name: str = "common") -> bool:
    """Whether ``word`` is in list ``name`` (see :meth:`WordList.contains`)."""
    return load(name).contains(word)


def _check_name(name: str) -> None:
    if name not in LISTS:
        raise ValueError(f"There is no word list called {name!r}; the lists are: {', '.join(LISTS)}.")


def _part(file_name: str) -> Part:
    """One decoded file, shared by the lists that need it (and so is its anagram index)."""
    if file_name not in _parts:
        path = source() / file_name
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise FileNotFoundError(
                f"The word-list file {file_name} is not in {path.parent}: "
                f"call parlour.words.set_source() or set {ENV_VAR}."
            ) from None
        _, words, tiers, american = store.decode(data)
        _parts[file_name] = Part(words, tiers, american)
    return _parts[file_name]
