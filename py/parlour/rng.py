"""Seeded, counter-based randomness that lives inside a game state.

A generator is a plain JSON list ``[seed, counter]``: the seed is a hex string and the counter an int.
Every draw hashes ``seed ‖ counter`` with BLAKE2b and advances the counter, so the same seed and the same
sequence of draws give the same numbers in CPython and in Pyodide, on every peer, and a generator can be
saved, sent and resumed like any other part of the state.

>>> gen = new("c0ffee")
>>> [below(gen, 6) for _ in range(5)]
[1, 2, 2, 2, 4]
>>> gen
['c0ffee', 5]
"""

from __future__ import annotations

import hashlib
from typing import Any, TypeVar

T = TypeVar("T")
#: A generator: ``[seed, counter]``, kept in a game's state as plain JSON.
Generator = list[Any]

_WORD = 1 << 64


def new(seed: str | int) -> Generator:
    """A fresh generator for ``seed`` (any string or int; it is normalised to text)."""
    return [str(seed), 0]


def derive_seed(*parts: str) -> str:
    """A seed made from several parts (the fair-seed reveal, or a sub-generator), as 32 hex digits."""
    digest = hashlib.blake2b(digest_size=16)
    for part in parts:
        encoded = str(part).encode()
        digest.update(len(encoded).to_bytes(4, "big"))
        digest.update(encoded)
    return digest.hexdigest()


def below(gen: Generator, bound: int) -> int:
    """An unbiased integer in ``range(bound)``; rejection sampling keeps every value equally likely."""
    if bound <= 0:
        raise ValueError(f"bound must be positive, not {bound}")
    limit = _WORD - _WORD % bound
    seed, counter = gen
    # the draw is inlined: The Crew's look-ahead makes thousands of them for one decision
    while True:
        word = int.from_bytes(hashlib.blake2b(f"{seed}:{counter}".encode(), digest_size=8).digest(), "big")
        counter += 1
        if word < limit:
            gen[1] = counter
            return word % bound


def shuffle(gen: Generator, items: list[T]) -> list[T]:
    """Shuffle ``items`` in place (Fisher–Yates) and return it."""
    for i in range(len(items) - 1, 0, -1):
        j = below(gen, i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def choice(gen: Generator, items: list[T]) -> T:
    """One element of a non-empty sequence."""
    return items[below(gen, len(items))]
