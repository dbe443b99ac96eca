"""Shared machinery of the browser tests (tests/pyodide, tests/e2e): the built site served on 127.0.0.1,
Chromium driven by Playwright, and a guard that fails any request leaving this machine."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

from tools import serve

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("PARLOUR_SITE", ROOT / "dist" / "site"))
DEBIAN_CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # WebRTC host candidates as plain addresses instead of mDNS ".local" names: with several browsers on one
    # machine the mDNS answers sometimes never came, and a peer connection stayed "connecting" for good.
    "--disable-features=WebRtcHideLocalIpsWithMdns",
]
ENGINE_READY_MS = 60_000


def wait_for_engine(page) -> None:
    """Wait until the app's engine is ready; fail with the page's own message if it could not start."""
    page.wait_for_selector("html[data-engine=ready], html[data-engine=failed]", timeout=ENGINE_READY_MS)
    if page.evaluate("document.documentElement.dataset.engine") == "failed":
        raise AssertionError(page.get_by_test_id("boot-stage").inner_text())


def wait_until(page, predicate: str, timeout_s: float = 60, every_s: float = 0.3) -> None:
    """Poll an async JS predicate (``async () => bool``) until it is true. Playwright's wait_for_function does
    not await a returned promise (a promise is truthy), so promise-based checks such as Cache Storage need this."""
    import time

    deadline = time.monotonic() + timeout_s
    while not page.evaluate(predicate):
        if time.monotonic() > deadline:
            raise AssertionError(f"still false after {timeout_s} s: {predicate}")
        page.wait_for_timeout(every_s * 1000)


# Every browser context is a new profile, whose engine would start fresh (~7 s of CPU on a loaded 2-core machine,
# against ~2 s from a snapshot), and then spend more CPU storing its own snapshot once idle. So the first page of a
# test process stores its snapshot on the test server (SiteWithSnapshot), and each new context gets it before its
# first page opens, as a returning visitor's browser has it (tests of a first visit are marked "first_visit").
SNAPSHOT_PATH = "/tests/start-up-snapshot"  # nothing of the build's
SNAPSHOTS = "parlour-snapshots"  # js/engine-worker.js keeps the start-up snapshot there

KEEP_THE_SNAPSHOT = f"""async () => {{
  const cache = await caches.open("{SNAPSHOTS}");
  while (!(await cache.keys()).length) await new Promise((resolve) => setTimeout(resolve, 100));
  const [request] = await cache.keys();
  const stored = await fetch("{SNAPSHOT_PATH}", {{ method: "PUT", body: await (await cache.match(request)).blob() }});
  if (!stored.ok) throw new Error(`the test server did not keep the snapshot: ${{stored.status}}`);
  return request.url;
}}"""

GIVE_THE_SNAPSHOT = f"""async (key) => {{
  const snapshot = await fetch("{SNAPSHOT_PATH}");
  if (!snapshot.ok) throw new Error(`the test server has no snapshot: ${{snapshot.status}}`);
  await (await caches.open("{SNAPSHOTS}")).put(key, snapshot);
}}"""


class SiteWithSnapshot(serve.SiteHandler):
    """The built site, and at SNAPSHOT_PATH the engine's start-up snapshot a page stored there (tests only)."""

    def do_PUT(self) -> None:
        if self.path != SNAPSHOT_PATH:
            self.send_error(405)
            return
        self.server.snapshot = self.rfile.read(int(self.headers["Content-Length"]))  # type: ignore[attr-defined]
        self.send_response(204)
        self.end_headers()

    def send_head(self):  # type: ignore[no-untyped-def]
        if self.path != SNAPSHOT_PATH:
            return super().send_head()
        snapshot = getattr(self.server, "snapshot", None)
        if snapshot is None:
            self.send_error(404)
            return None
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(snapshot)))
        self.end_headers()
        return io.BytesIO(snapshot)


def keep_a_snapshot(browser, site_url: str) -> str:
    """Boot the app in a new profile until its engine stored its start-up snapshot, and keep that on the test server;
    returns the snapshot's key in the Cache Storage."""
    donor = browser.new_context()
    notes = confine(donor)
    page = donor.new_page()
    page.goto(site_url + "?botDelay=0")
    wait_for_engine(page)
    key = page.evaluate(KEEP_THE_SNAPSHOT)
    donor.close()
    assert not notes["outside"] and not notes["errors"], notes
    return key


def give_the_snapshot(context, site_url: str, key: str) -> None:
    """Store the kept snapshot in ``context``'s Cache Storage, so its pages' engines start from it."""
    page = context.new_page()
    page.goto(site_url + "build.json")
    page.evaluate(GIVE_THE_SNAPSHOT, key)
    page.close()


def launch_options() -> dict:
    options = {"args": CHROMIUM_ARGS}
    if os.path.exists(DEBIAN_CHROMIUM):
        options["executable_path"] = DEBIAN_CHROMIUM
    return options


def where_thrown(error) -> str:
    """The first frames of a page error's stack, on one line (empty when the browser gave none)."""
    lines = (getattr(error, "stack", None) or "").splitlines()
    frames = [line.strip() for line in lines if line.strip().startswith("at ")]
    return " ".join(frames[:4])


def is_local(url: str) -> bool:
    return url.startswith(("http://127.0.0.1", "data:", "blob:", "about:"))


# The app asks public STUN servers for its internet address (js/net/signal.js ICE_SERVERS). Tests never send a
# packet off this machine: every peer connection a test page makes gathers local candidates only. The connections
# are kept in window.__peerConnections, each with its data channels, and each channel with the messages it sent
# and received: for peer_connection_report, and for tests that inject raw messages.
LOCAL_AND_WATCHED_WEBRTC = """
window.__peerConnections = [];
if (window.RTCPeerConnection) {
  const watch = (channel) => {
    Object.assign(channel, { sent: [], received: [] });
    channel.addEventListener("message", (e) => channel.received.push(e.data));
    return channel;
  };
  const plainSend = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    this.sent?.push(data);
    return plainSend.call(this, data);
  };
  const Plain = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Plain {
    constructor(config = {}, ...rest) {
      super({ ...config, iceServers: [] }, ...rest);
      this.channels = [];
      this.addEventListener("datachannel", (e) => this.channels.push(watch(e.channel)));
      window.__peerConnections.push(this);
    }
    createDataChannel(...args) {
      const channel = watch(super.createDataChannel(...args));
      this.channels.push(channel);
      return channel;
    }
  };
}
"""

PEER_CONNECTION_REPORT = """async () => Promise.all(window.__peerConnections.map(async (pc) => {
  const pairs = [];
  const pair = (s) => `${s.state}${s.nominated ? "*" : ""}`;
  (await pc.getStats()).forEach((s) => s.type === "candidate-pair" && pairs.push(pair(s)));
  const candidates = (d) => (d?.sdp.match(/^a=candidate:.*$/gm) ?? []).map((c) => c.split(" ").slice(4, 8).join(" "));
  return {
    states: [pc.signalingState, pc.iceGatheringState, pc.iceConnectionState, pc.connectionState].join("/"),
    sctp: pc.sctp?.state ?? null,
    channels: pc.channels.map((c) => ({
      state: `${c.label}:${c.readyState}`,
      sent: c.sent.map((m) => String(m).slice(0, 90)),
      received: c.received.map((m) => String(m).slice(0, 90)),
    })),
    local: candidates(pc.localDescription), remote: candidates(pc.remoteDescription), pairs,
  };
}))"""


def peer_connection_report(page) -> str:
    """What a page's WebRTC connections are doing (signalling/gathering/ICE/connection states, SCTP and data
    channel states with the messages sent and received, the host candidates each side offered, candidate pairs),
    to say why a connection never came up."""
    try:
        return json.dumps(page.evaluate(PEER_CONNECTION_REPORT))
    except Exception as error:  # a closed page or context still leaves the other side's report
        return f"(no report: {error})"


def confine(context) -> dict[str, list[str]]:
    """Keep a browser context on this machine: requests and web sockets elsewhere are stopped and noted, WebRTC
    uses local candidates only, and page errors are noted. Returns the notes, for the caller to assert empty."""
    notes: dict[str, list[str]] = {"outside": [], "errors": []}

    def guard(route):
        if is_local(route.request.url):
            route.continue_()
        else:
            notes["outside"].append(route.request.url)
            route.abort()

    def guard_socket(socket):
        if socket.url.startswith("ws://127.0.0.1:"):
            socket.connect_to_server()
        else:
            notes["outside"].append(socket.url)
            socket.close()

    context.route("**/*", guard)
    context.route_web_socket("**/*", guard_socket)
    context.add_init_script(LOCAL_AND_WATCHED_WEBRTC)
    # with where it was thrown: a message alone named no file in the one CI run that saw Hardback's
    # "Cannot read properties of undefined (reading 'genre')"
    context.on("weberror", lambda error: notes["errors"].append(f"{error.error} {where_thrown(error.error)}".strip()))
    context.on("console", lambda msg: is_page_error(msg) and notes["errors"].append(msg.text))
    return notes


# The public half of a host key whose private half was thrown away: a one-link invite no page can host (links from a
# host's page carry that host's own key; js/net/host-key.js).
NOBODYS_HOST_KEY = "BBFKKQtMop_ixvIGyoHbcv4RLMalyULM0BTZOCx6Hdt_dIyiYkYBN5bacZozqKEA-uynNHpEaZCSURTAXbVShho"


# trystero logs an error when the browser at the other end of a one-link match goes away without leaving the room
# (closed, crashed, offline): the page handles that as the seat being lost, which the tests check themselves.
OTHER_END_HUNG_UP = "peer error: OperationError: User-Initiated Abort, reason=Close called"


def is_page_error(message) -> bool:
    return message.type == "error" and OTHER_END_HUNG_UP not in message.text


# Boots the site's vendored Pyodide in the page itself (main thread) with the parlour wheel installed and the
# given word-list files in /wordlists, for tests and benches that run Python code directly.
BOOT_PYODIDE_IN_PAGE = """async ({wordFiles}) => {
  const build = await (await fetch("build.json")).json();
  const { loadPyodide } = await import(new URL("vendor/pyodide/pyodide.mjs", location.href).href);
  const py = await loadPyodide({
    indexURL: new URL("vendor/pyodide/", location.href).href,
    stdLibURL: new URL("vendor/pyodide/python_stdlib.parlour.zip", location.href).href, // as the app's (trimmed)
  });
  const purelib = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  py.unpackArchive(await (await fetch(build.wheel)).arrayBuffer(), "wheel", { extractDir: purelib });
  py.FS.mkdirTree("/wordlists");
  for (const file of wordFiles) {
    py.FS.writeFile(`/wordlists/${file}`, new Uint8Array(await (await fetch(`wordlists/${file}`)).arrayBuffer()));
  }
  py.runPython("import parlour.words; parlour.words.set_source('/wordlists')");
  window.pyodide = py;
  return py.runPython("import sys; sys.version");
}"""


def pyodide_page(page, site_url: str, word_files: list[str] = ()) -> str:
    """Point ``page`` at the site and boot Pyodide in it; returns Pyodide's Python version."""
    page.goto(site_url + "build.json")
    return page.evaluate(BOOT_PYODIDE_IN_PAGE, {"wordFiles": list(word_files)})


def run_python(page, code: str):
    """Run ``code`` in the page's Pyodide; its last expression must be JSON text, which comes back decoded."""
    return json.loads(page.evaluate("code => pyodide.runPython(code)", code))


def act(page, step, timeout_ms: int = 30_000) -> None:
    """Do ``step`` (a click, a key) and wait until the engine answered: the log grows, or a hand-off or the end
    of the game appears."""
    before = page.get_by_test_id("log").locator("li").count()
    step()
    page.wait_for_function(
        f"""() => document.querySelectorAll('[data-testid=log] li').length > {before}
               || document.querySelector('[data-testid=handoff], [data-testid=outcome]')""",
        timeout=timeout_ms,
    )


def choose_seats(page, game: str, seats: list[str], names: list[str] | None = None) -> None:
    """From the home screen, open ``game``'s setup and make its seats ``seats`` (kinds: "person", "bot:<level>",
    "friend"), renaming those with a name in ``names``."""
    page.get_by_test_id(f"new-{game}").click()
    # The setup is drawn once the game's renderer has loaded: count its seats only then.
    page.get_by_test_id("seat-name-0").wait_for()
    while page.get_by_test_id(f"seat-name-{len(seats)}").count():
        page.get_by_test_id(f"seat-remove-{len(seats)}").click()
    while not page.get_by_test_id(f"seat-name-{len(seats) - 1}").count():
        page.get_by_test_id("seat-add").click()
    for i, kind in enumerate(seats):
        page.get_by_test_id(f"seat-kind-{i}").select_option(kind)
        if names and names[i]:
            page.get_by_test_id(f"seat-name-{i}").fill(names[i])


def take_the_device(page) -> None:
    """At a hand-off, the next person says they are ready; wait until their table replaced the hand-off."""
    page.get_by_test_id("handoff-ready").click()
    page.wait_for_selector("[data-testid=handoff]", state="detached")
