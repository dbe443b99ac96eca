"""A Nostr relay on 127.0.0.1 for the one-link tests: the part of NIP-01 that trystero's nostr strategy uses.

Clients publish ``["EVENT", event]`` (answered ``["OK", id, true, ""]``), subscribe with
``["REQ", sub_id, filter...]`` (stored matching events, then ``["EOSE", sub_id]``, then live ones) and unsubscribe
with ``["CLOSE", sub_id]``. Filters match on ``kinds``, ``since`` and ``#x`` tags. Signatures are not checked: the
relay is a test double that only passes messages between pages on this machine.

    python -m tests.relay [--port N]    # serve until interrupted, printing the URL
"""

from __future__ import annotations

import argparse
import asyncio
import json
import threading

from websockets.asyncio.server import ServerConnection, serve

MAX_STORED = 2000


def matches(event: dict, spec: dict) -> bool:
    if "kinds" in spec and event.get("kind") not in spec["kinds"]:
        return False
    if "since" in spec and event.get("created_at", 0) < spec["since"]:
        return False
    for key, wanted in spec.items():
        if key.startswith("#"):
            values = {tag[1] for tag in event.get("tags", []) if len(tag) > 1 and tag[0] == key[1:]}
            if not values.intersection(wanted):
                return False
    return True


class Relay:
    """The relay's state: stored events and each connection's subscriptions."""

    def __init__(self) -> None:
        self.events: list[dict] = []
        self.subscriptions: dict[ServerConnection, dict[str, list[dict]]] = {}
        self.published = 0

    async def handle(self, connection: ServerConnection) -> None:
        mine = self.subscriptions.setdefault(connection, {})
        try:
            async for raw in connection:
                await self.receive(connection, mine, raw)
        finally:
            del self.subscriptions[connection]

    async def receive(self, connection: ServerConnection, mine: dict, raw: str | bytes) -> None:
        try:
            kind, *rest = json.loads(raw)
        except (ValueError, TypeError):
            await connection.send(json.dumps(["NOTICE", "could not parse the message"]))
            return
        if kind == "EVENT" and rest and isinstance(rest[0], dict):
            event = rest[0]
            self.events = [*self.events[-MAX_STORED:], event]
            self.published += 1
            await connection.send(json.dumps(["OK", event.get("id", ""), True, ""]))
            for other, subs in list(self.subscriptions.items()):
                for sub_id, specs in subs.items():
                    if any(matches(event, spec) for spec in specs):
                        await other.send(json.dumps(["EVENT", sub_id, event]))
        elif kind == "REQ" and rest:
            sub_id, specs = rest[0], [s for s in rest[1:] if isinstance(s, dict)]
            mine[sub_id] = specs
            for event in self.events:
                if any(matches(event, spec) for spec in specs):
                    await connection.send(json.dumps(["EVENT", sub_id, event]))
            await connection.send(json.dumps(["EOSE", sub_id]))
        elif kind == "CLOSE" and rest:
            mine.pop(rest[0], None)


class RelayThread:
    """The relay served on 127.0.0.1 from a background thread (for pytest fixtures); ``url`` is its address."""

    def __init__(self, port: int = 0) -> None:
        self.relay = Relay()
        self.loop = asyncio.new_event_loop()
        started = threading.Event()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

        async def start():
            self.server = await serve(self.relay.handle, "127.0.0.1", port)
            started.set()

        asyncio.run_coroutine_threadsafe(start(), self.loop)
        if not started.wait(10):
            raise RuntimeError("the test relay did not start")
        self.url = f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    def stop(self) -> None:
        async def close():
            self.server.close()
            await self.server.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=7447)
    args = parser.parse_args()

    async def run():
        async with serve(Relay().handle, "127.0.0.1", args.port):
            print(f"Nostr relay on ws://127.0.0.1:{args.port}", flush=True)
            await asyncio.get_running_loop().create_future()

    asyncio.run(run())


if __name__ == "__main__":
    main()
