"""What the unit tests of the api's operations share: a table of players for every game, and a call that must
succeed."""

from __future__ import annotations

from parlour import api, engine

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


def finish(game: str, players: list[str], options: dict, seed: str = "insight") -> str:
    """Open a match of ``game`` under its own name and have its first bot level play every seat to the end."""
    call("open", match=game, record={"game": game, "players": players, "options": options, "seed": seed})
    level = next(iter(engine.bots(game)))
    while not (view := call("view", match=game))["outcome"]:
        seat = view["to_act"][0]
        call("move", match=game, seat=seat, move=call("bot_move", match=game, seat=seat, level=level))
    return game
