"""Roll to the Top bots. They read only their own seat's view (the board, their sheet, the dice).

Both bots judge a sheet by its *cost to finish*: every empty box costs what it takes to fill it given the
number it must reach (its **bound**: the biggest number below it, for a box without dots; in Reverse mode
the smallest). :data:`COST` holds that price, measured over the possible pools (see :func:`measure_cost`):
about one die for a small bound, and more and more dice and waiting as the bound climbs. Writing a number in
a box saves that box's cost but raises the bounds of the boxes above it; the bots write where the saving
is largest.

- ``easy``: writes greedily, the best single placement first, until no placement saves anything.
- ``hard``: searches the ways to share the dice among boxes (sums and chains included), keeps the best few
  plans and picks the one that leaves the best sheet for the next roll, averaged over a spread of next
  rolls. When resolving the action die, both compare the pools by the next roll they promise.

Each seat at a table plays in a personal style (:data:`RISKS`): its prices climb more or less steeply with the
bound, so that bots reading the same dice do not write the same sheet.

A bot plans once per roll, from the sheet as it stood at the roll, and then plays that plan one placement per
call, so the plan is a pure function of the view (a memo only saves recomputing it).
"""

from __future__ import annotations

from itertools import combinations, product

from ...styles import style_of
from .boards import DICE, MAX_VALUE, SIDES

DOTTED, NORMAL, HANGING = 0, 1, 2
_KINDS = {"dotted": DOTTED, "normal": NORMAL, "hanging": HANGING}

#: The cost of an empty box by its bound, for bounds 1..50: ``COST[reverse][bound - 1]`` (measured by
#: :func:`measure_cost` with ``wait=2``; a bound the dice can never meet costs :data:`HOPELESS`).
COST = {
    False: (1.0, 1.01, 1.04, 1.11, 1.23, 1.37, 1.55, 1.75, 1.98, 2.22, 2.48, 2.79, 3.15, 3.51, 3.91, 4.38,
            4.91, 5.53, 6.26, 7.11, 8.16, 9.33, 10.76, 12.52, 14.71, 17.43, 20.87, 25.25, 30.96, 38.44, 48.53,
            60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0, 60.0,
            60.0, 60.0),
    True: (4.97, 2.41, 1.6, 1.24, 1.13, 1.06, 1.04, 1.02, 1.01, 1.01, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0,
           1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0,
           1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0),
}  # fmt: skip
HOPELESS = 60.0
#: How much each pool size counts in :func:`measure_cost` (a pool of five is rare: it is removed at once).
POOL_WEIGHTS = {2: 1.0, 3: 1.0, 4: 1.0, 5: 0.3}


def measure_cost(reverse: bool, wait: float = 2.0) -> tuple[float, ...]:
    """The cost of an empty box for each bound 1..50, over every pool of 2 to 5 dice (slow: for tests).

    A box that a roll can fill costs the dice it takes (in Reverse mode one die; otherwise the fewest top dice
    that reach the bound); a roll that cannot fill it costs ``wait`` dice of waiting. Pools are weighed by
    :data:`POOL_WEIGHTS`.
    """
    reach, dice_used, weight = [0.0] * (MAX_VALUE + 1), [0.0] * (MAX_VALUE + 1), 0.0
    for size, share in POOL_WEIGHTS.items():
        for pool in combinations(DICE, size):
            rolls = list(product(*(range(1, SIDES[d] + 1) for d in pool)))
            weight += share
            for roll in rolls:
                if reverse:
                    for bound in range(min(roll), MAX_VALUE + 1):
                        reach[bound] += share / len(rolls)
                        dice_used[bound] += share / len(rolls)
                    continue
                total = 0
                for used, value in enumerate(sorted(roll, reverse=True), 1):
                    for bound in range(total + 1, min(total + value, MAX_VALUE) + 1):
                        reach[bound] += share / len(rolls)
                        dice_used[bound] += used * share / len(rolls)
                    total += value
    costs = []
    for bound in range(1, MAX_VALUE + 1):
        chance = reach[bound] / weight
        cost = dice_used[bound] / reach[bound] + wait * (1 / chance - 1) if chance > 0 else HOPELESS
        costs.append(round(min(cost, HOPELESS), 2))
    return tuple(costs)


class Shape:
    """A board prepared for fast planning: boxes in an order where every box comes after what it needs."""

    def __init__(self, board: dict) -> None:
        boxes = board["boxes"]
        self.size = len(boxes)
        self.kind = [_KINDS[b["kind"]] for b in boxes]
        self.steep = [1 if b["rule"] == "steep" else 0 for b in boxes]
        self.rising = [b["rule"] == "rising" for b in boxes]
        self.supports = [tuple(b["supports"]) for b in boxes]
        self.neighbours = [tuple(b["neighbours"]) for b in boxes]
        self.order = self._order(boxes)
        #: For each box, the boxes (in order) whose bound may change when it is filled.
        self.above: list[tuple[int, ...]] = []
        for box in range(self.size):
            reached = {box}
            for other in self.order:
                if other in reached:
                    continue
                links = self.supports[other] if self.kind[other] == NORMAL else ()
                if self.rising[other]:
                    links = self.neighbours[other]
                if any(link in reached for link in links):
                    reached.add(other)
            self.above.append(tuple(b for b in self.order if b in reached and b != box))

    def _order(self, boxes: list[dict]) -> list[int]:
        order = []
        for row in sorted({b["y"] for b in boxes}):
            in_row = sorted((b for b in boxes if b["y"] == row), key=lambda b: b["x"])
            placed = [b["id"] for b in in_row if b["kind"] != "hanging"]
            waiting = [b["id"] for b in in_row if b["kind"] == "hanging"]
            while waiting:
                ready = [h for h in waiting if any(n in placed for n in self.neighbours[h])] or waiting[:1]
                placed += ready
                waiting = [h for h in waiting if h not in ready]
            order += placed
        return order


_SHAPES: dict[str, Shape] = {}


def shape_of(board: dict) -> Shape:
    """The prepared :class:`Shape` of a view's board (boards are fixed data, so it is kept by id)."""
    key = f"{board['id']}:{len(board['boxes'])}"
    if key not in _SHAPES:
        _SHAPES[key] = Shape(board)
    return _SHAPES[key]


class Planner:
    """Plans one sheet's use of a roll. Numbers are handled as keys (``-value`` in Reverse mode), so that the
    rule "no smaller than the boxes below" reads ``key >= bound`` in both modes."""

    def __init__(self, shape: Shape, reverse: bool, risk: float = 0.0) -> None:
        self.shape = shape
        self.sign = -1 if reverse else 1
        self.lowest = -MAX_VALUE if reverse else 1
        table = COST[reverse]
        self.offset = MAX_VALUE + 2  # room for every key, and a steep step past either end
        self.cost = []
        for key in range(-self.offset, self.offset + 1):
            value = -key if reverse else key  # the number the box needs: at most (Reverse) or at least it
            if (value > MAX_VALUE) if reverse else (value < 1):
                self.cost.append(table[-1] if reverse else table[0])
            elif (value < 1) if reverse else (value > MAX_VALUE):
                self.cost.append(HOPELESS)
            else:
                self.cost.append(table[value - 1])
        # A personal style: a steeper price of high bounds (risk > 0) fills the low boxes first and waits less.
        self.cost = [cost ** (1 + risk) for cost in self.cost]

    # -- bounds and cost -------------------------------------------------------------------------------
    def bounds(self, keys: list) -> list[int]:
        """The bound of every box (meaningful for empty ones), in one pass in board order."""
        bound = [self.lowest] * self.shape.size
        for box in self.shape.order:
            if keys[box] is None:
                bound[box] = self._bound(box, keys, bound)
        return bound

    def _bound(self, box: int, keys: list, bound: list) -> int:
        shape = self.shape
        kind = shape.kind[box]
        if kind == NORMAL:
            a, b = shape.supports[box]
            ka = keys[a] if keys[a] is not None else bound[a]
            kb = keys[b] if keys[b] is not None else bound[b]
            return (ka if ka > kb else kb) + shape.steep[box]
        if shape.rising[box]:
            filled = [keys[n] for n in shape.neighbours[box] if keys[n] is not None]
            return min(filled) if filled else min(bound[n] for n in shape.neighbours[box])
        return self.lowest

    def price(self, key: int) -> float:
        """The cost of an empty box whose bound is ``key``."""
        index = key + self.offset
        return self.cost[index] if 0 <= index < len(self.cost) else HOPELESS

    def fits(self, box: int, key: int, keys: list) -> bool:
        """Whether ``key`` may be written in ``box`` now: :func:`.placement.verdict` in key form, for speed
        (a test keeps the two in step)."""
        shape = self.shape
        kind = shape.kind[box]
        if kind == DOTTED:
            return True
        if kind == NORMAL:
            a, b = shape.supports[box]
            ka, kb = keys[a], keys[b]
            return ka is not None and kb is not None and key >= (ka if ka > kb else kb) + shape.steep[box]
        filled = [keys[n] for n in shape.neighbours[box] if keys[n] is not None]
        return bool(filled) and (not self.shape.rising[box] or key >= min(filled))

    def fillable(self, box: int, keys: list) -> bool:
        """Whether ``box`` is empty and could take some number now."""
        if keys[box] is not None:
            return False
        shape = self.shape
        kind = shape.kind[box]
        if kind == NORMAL:
            a, b = shape.supports[box]
            return keys[a] is not None and keys[b] is not None
        return kind == DOTTED or any(keys[n] is not None for n in shape.neighbours[box])

    def gain(self, box: int, key: int, keys: list, bound: list) -> tuple[float, list]:
        """What writing ``key`` in ``box`` saves, and the bounds after it (``keys`` is left unchanged)."""
        price = self.price
        saved = price(bound[box])
        after = bound[:]
        keys[box] = key
        for p in self.shape.above[box]:
            if keys[p] is None:
                new = self._bound(p, keys, after)
                if new != after[p]:
                    saved += price(after[p]) - price(new)
                    after[p] = new
        keys[box] = None
        return saved, after

    # -- dice ------------------------------------------------------------------------------------------
    def groups(self, values: list[int]) -> list[list[tuple[int, int]]]:
        """For each group size, the ``(key, mask)`` of every group of dice of that size, by key."""
        count = len(values)
        by_size: list[list[tuple[int, int]]] = [[] for _ in range(count + 1)]
        for mask in range(1, 1 << count):
            total = sum(values[i] for i in range(count) if mask >> i & 1)
            by_size[mask.bit_count()].append((self.sign * total, mask))
        for groups in by_size:
            groups.sort()
        return by_size

    @staticmethod
    def choices(by_size: list, free: int, bound: int) -> list[tuple[int, int]]:
        """The groups worth trying for a box: per size, the free group with the smallest key that meets the
        bound, leaving out any that a smaller group beats (as small a key with fewer dice)."""
        found: list[tuple[int, int]] = []
        for groups in by_size[1:]:
            for key, mask in groups:
                if key >= bound and mask & free == mask:
                    if not found or key < found[-1][0]:
                        found.append((key, mask))
                    break
        return found

    def moves(self, keys: list, bound: list, by_size: list, free: int, start: int = 0) -> list[tuple]:
        """Every placement worth trying from board position ``start`` on: ``(gain, box, key, mask, bounds)``."""
        found = []
        order = self.shape.order
        for position in range(start, len(order)):
            box = order[position]
            if not self.fillable(box, keys):
                continue
            for key, mask in self.choices(by_size, free, bound[box]):
                if self.fits(box, key, keys):
                    saved, after = self.gain(box, key, keys, bound)
                    found.append((saved, position, box, key, mask, after))
        found.sort(key=lambda m: (-m[0], m[1], m[4]))
        return found

    # -- plans -----------------------------------------------------------------------------------------
    def greedy(self, keys: list, values: list[int], by_size: list | None = None) -> tuple[float, list]:
        """The placements a greedy writer makes with the dice ``values`` (or their ready ``by_size`` groups):
        the best saving first, while anything saves. Returns ``(total saving, [(box, mask), ...])``."""
        by_size = by_size or self.groups(values)
        keys, bound = list(keys), self.bounds(keys)
        free, total, plan = (1 << (len(by_size) - 1)) - 1, 0.0, []
        while free:
            found = self.moves(keys, bound, by_size, free)
            if not found or found[0][0] <= 0:
                break
            saved, _, box, key, mask, bound = found[0]
            keys[box] = key
            free &= ~mask
            total += saved
            plan.append((box, mask))
        return total, plan

    def search(self, keys: list, values: list[int], budget: int, keep: int) -> list[tuple[float, list, list]]:
        """The ``keep`` best plans found within ``budget`` placements tried, best first, each as
        ``(saving, [(box, mask), ...], keys after)``. Placements go in board order, so a plan may fill a box
        and then the box it supports."""
        by_size = self.groups(values)
        best: list[tuple[float, list, list]] = [(0.0, [], list(keys))]
        tried = 0

        def explore(keys: list, bound: list, free: int, start: int, saved: float, plan: list) -> None:
            nonlocal tried
            found = self.moves(keys, bound, by_size, free, start)
            tried += len(found)
            for gain, position, box, key, mask, after in found:
                total = saved + gain
                keys[box] = key
                steps = [*plan, (box, mask)]
                if total > best[-1][0] or len(best) < keep:
                    best.append((total, steps, list(keys)))
                    best.sort(key=lambda b: -b[0])
                    del best[keep:]
                if free & ~mask and tried < budget:
                    explore(keys, after, free & ~mask, position + 1, total, steps)
                keys[box] = None

        explore(list(keys), self.bounds(keys), (1 << len(values)) - 1, 0, 0.0, [])
        return best


# -- sampled next rolls ------------------------------------------------------------------------------------
def _spread(count: int, salt: int) -> list[int]:
    """A fixed shuffle of ``range(count)`` (a small linear congruential generator: same on every runtime)."""
    items, state = list(range(count)), 12345 + 777 * salt
    for i in range(count - 1, 0, -1):
        state = (state * 1103515245 + 12345) % (1 << 31)
        j = state % (i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def sample_rolls(pool: list[str], count: int) -> list[list[int]]:
    """``count`` rolls of ``pool`` spread evenly over each die's faces (a Latin hypercube), always the same."""
    columns = []
    for die in pool:
        sides, order = SIDES[die], _spread(count, DICE.index(die))
        columns.append([1 + (2 * order[j] + 1) * sides // (2 * count) for j in range(count)])
    return [[column[j] for column in columns] for j in range(count)]


# -- the bots ----------------------------------------------------------------------------------------------
_PLANNERS: dict[tuple[str, bool, float], Planner] = {}

#: The personal styles a table's bots take in turn (:func:`.styles.style_of`): how much steeper than the measured
#: price an empty box's price climbs with its bound. The first is the measured price itself. Every bot reads the same
#: dice, so two bots of one level with one price would write the same numbers every roll and tie.
RISKS = (0.0, 0.5, -0.25, 0.25, -0.12, 0.7)


def planner_for(view: dict) -> Planner:
    """The planner of a view's board and mode, in the style of its seat."""
    board, reverse, risk = view["board"], view["reverse"], style_of(view, RISKS) if view["seat"] is not None else 0.0
    key = (f"{board['id']}:{len(board['boxes'])}", reverse, risk)
    if key not in _PLANNERS:
        _PLANNERS[key] = Planner(shape_of(board), reverse, risk)
    return _PLANNERS[key]


def _keys(planner: Planner, values: list) -> list:
    return [None if v is None else planner.sign * v for v in values]


class Bot:
    """A Roll to the Top bot: see the module docstring. ``search`` chooses the hard bot's planning."""

    def __init__(self, level: str, search: bool, budget: int = 0, keep: int = 1, samples: int = 4) -> None:
        self.level = level
        self.use_search = search
        self.budget = budget
        self.keep = keep
        self.samples = samples
        self._memo: dict[str, list[tuple[int, list[str]]]] = {}

    def choose(self, view: dict) -> dict:
        """The move for the seat of ``view``."""
        if view["phase"] == "adjust" and view["choices"]:
            return self._adjust(view)
        if view["phase"] != "place" or view["seat"] is None:
            return {"type": "confirm"}
        return self._place(view)

    # -- writing -----------------------------------------------------------------------------------------
    def _place(self, view: dict) -> dict:
        planner = planner_for(view)
        seat = view["seat"]
        committed = view["sheets"][seat]["values"]
        rolled = {d["die"]: d["value"] for d in view["dice"] if d["in_pool"]}
        pool = view["pool"]
        style = style_of(view, RISKS)
        memo_key = f"{view['board']['id']}|{view['reverse']}|{style}|{committed}|{pool}|{[rolled[d] for d in pool]}"
        if memo_key not in self._memo:
            if len(self._memo) > 64:
                self._memo.clear()
            self._memo[memo_key] = self.plan(planner, committed, pool, [rolled[d] for d in pool])
        steps = self._memo[memo_key]
        done = [(p["box"], p["dice"]) for p in view["pending"]]
        if steps[: len(done)] != done:
            # Someone else wrote on this sheet this roll (a seat handed to the bot mid-roll): plan afresh.
            working = list(committed)
            for box, _ in done:
                working[box] = next(p["value"] for p in view["pending"] if p["box"] == box)
            free = view["free_dice"]
            steps = done + self.plan(planner, working, free, [rolled[d] for d in free])
        if len(steps) > len(done):
            box, dice = steps[len(done)]
            return {"type": "place", "box": box, "dice": dice}
        return {"type": "confirm"}

    def plan(self, planner: Planner, values: list, pool: list[str], rolled: list[int]) -> list[tuple[int, list]]:
        """The placements this bot makes with ``rolled`` (the numbers of ``pool``), as ``(box, dice)``."""
        keys = _keys(planner, values)
        if not self.use_search:
            _, steps = planner.greedy(keys, rolled)
        else:
            candidates = planner.search(keys, rolled, self.budget, self.keep)
            futures = [planner.groups(r) for r in sample_rolls(pool, self.samples)]
            best = None
            for saved, steps_tried, after in candidates:
                ahead = sum(planner.greedy(after, [], groups)[0] for groups in futures) / len(futures)
                if best is None or saved + ahead > best[0] + 1e-9:
                    best = (saved + ahead, steps_tried)
            steps = best[1]
        return [(box, [pool[i] for i in range(len(pool)) if mask >> i & 1]) for box, mask in steps]

    # -- the action die ----------------------------------------------------------------------------------
    def _adjust(self, view: dict) -> dict:
        planner = planner_for(view)
        keys = _keys(planner, view["sheets"][view["seat"]]["values"])
        best = None
        for choice in view["choices"]:
            pool = set(view["pool"])
            pool.discard(choice.get("remove"))
            if "add" in choice:
                pool.add(choice["add"])
            ordered = [d for d in DICE if d in pool]
            rolls = sample_rolls(ordered, self.samples)
            value = sum(planner.greedy(keys, roll)[0] for roll in rolls) / len(rolls)
            if best is None or value > best[0] + 1e-9:
                best = (value, choice)
        return dict(best[1])


BOTS = {
    "easy": Bot("easy", search=False, samples=4),
    "hard": Bot("hard", search=True, budget=400, keep=4, samples=8),
}
