"""Checks every game's property tests share."""

from __future__ import annotations

import pytest

from parlour import IllegalMove


def assert_out_of_turn_refused(game, state: dict, move: dict) -> None:
    """Every seat that may not act now has no legal move, and ``move`` (legal for a seat that may) is refused
    from it with IllegalMove, the state unchanged."""
    before = game.dump(state)
    for other in range(len(state["players"])):
        if other in game.to_act(state):
            continue
        assert game.legal_moves(state, other) == []
        with pytest.raises(IllegalMove):
            game.apply(state, other, move)
        assert game.dump(state) == before
