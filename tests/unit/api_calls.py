"""What the unit tests of the api's operations share: a table of players for every game, and a call that must
succeed."""

from __future__ import annotations

from parlour import api

#: Players for a match of each game (The Crew needs three for its ordinary deal).
GAMES = {
    "odin": ["Ann", "Ben"],
    "crew": ["Ann", "Ben", "Cleo"],
    "hardback": ["Ann", "Ben"],
    "lettertycoon": ["Ann", "Ben"],
    "rolltothetop": ["Ann", "Ben"],
}


def call(op: str, **args):
    """The result of an api operation that must succeed (the failed answer is the assertion's message)."""
    answer = api.call(op, args)
    assert answer["ok"], answer
    return answer["result"]
