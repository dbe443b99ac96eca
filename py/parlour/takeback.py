"""Taking back a move, as Board Game Arena allows it: never across something revealed or drawn since.

A player may take back their last move, together with the bots' moves made after it, as long as nothing the
players at this device could not see before came to light in between: no die was rolled and no card shuffled
(the state's generator moved on), no card was drawn from a face-down pile (``Game.face_down``), no other
player's move changed what a person here sees (a bot's card played from its hidden hand, its word, its
numbers) and no card was passed to them (``Game.reveals``). A person's move after it is never taken back for
them, nor, in hot-seat, once the device went to the next person (taking it back would show them the hand of the
person who moved). The engine decides; the page only asks. A take-back is a shorter record: the match replays
without the moves, so saves and replays stay consistent.
"""

from __future__ import annotations

from dataclasses import dataclass

from .engine import Game, JSONObject, State


@dataclass(frozen=True)
class Verdict:
    """Whether ``seat`` may take back now; ``taken`` is how many moves of the record go (0 when refused), ``what``
    the move taken back as the log told it ("Ann plays blue ● 6 (6)."), for the other players a peer match asks."""

    allowed: bool
    reason: str
    taken: int = 0
    what: str = ""

    def as_dict(self) -> JSONObject:
        return {"allowed": self.allowed, "reason": self.reason, "taken": self.taken, "what": self.what}


def verdict(
    rules: Game, states: list[State], moves: list[JSONObject], seat: int, people: set[int], holder: int | None = None
) -> Verdict:
    """May ``seat`` take back its last move? ``states[i]`` is the state before ``moves[i]`` (one more state than
    moves); ``people`` are the seats played by persons at this device (the others are bots); ``holder``, in
    hot-seat, the person the device was handed to and who is looking at their own table now.

    >>> from parlour import engine
    >>> odin = engine.game("odin")
    >>> start = odin.setup(["Ann", "Ben"], seed="doc")
    >>> verdict(odin, [start], [], 1, {1}).reason
    'You have not moved yet.'
    >>> lead = odin.legal_moves(start, 1)[0]  # Ben leads
    >>> after, _ = odin.apply(start, 1, lead)
    >>> verdict(odin, [start, after], [{"seat": 1, "move": lead}], 1, {0, 1}, holder=0).reason
    'Too late: Ben has passed the device on.'
    """
    last = next((i for i in range(len(moves) - 1, -1, -1) if moves[i]["seat"] == seat), None)
    if last is None:
        return Verdict(False, "You have not moved yet.")
    if rules.outcome(states[-1]) is not None:
        return Verdict(False, "The game is over.")
    if rules.undoes(moves[last]["move"]):
        # Undo, then Take back (or Ctrl+Z) wrote the number again: a redo where a player expects a further undo.
        return Verdict(False, "An undo cannot be taken back.")
    names = states[-1]["players"]
    if holder is not None and holder != seat:
        return Verdict(False, f"Too late: {names[seat]} has passed the device on.")
    for later in moves[last + 1 :]:
        if later["seat"] in people:
            return Verdict(False, f"Too late: {names[later['seat']]} has moved since.")
    for i in range(last, len(moves)):
        before, after, mover = states[i], states[i + 1], moves[i]["seat"]
        # The taker's own move may show others their cards (their loss); what matters is what anyone here saw.
        for viewer in [seat] if i == last else sorted(people):
            reason = rules.reveals(before, mover, after, viewer)
            if reason:
                return Verdict(False, reason)
    count = len(moves) - last
    what = "your last move" if count == 1 else f"your last move, with the bots' {count - 1} after it"
    # the move as the log told it to everyone, for the other players a peer match asks
    told = rules.view(states[last + 1], None)["log"][len(rules.view(states[last], None)["log"]) :]
    return Verdict(True, f"Take back {what}.", count, " ".join(str(event.get("text", "")) for event in told).strip())
