"""Serve the built site on 127.0.0.1 and print its address.

    python tools/serve.py [--port 8000] [--dir dist/site]

A plain static server: the site needs nothing more (any static host works). Files are served with
``Cache-Control: no-cache`` so a rebuilt site is picked up on reload during development.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
        ".webmanifest": "application/manifest+json",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        pass


def start(directory: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """Start serving ``directory`` in a background thread; ``port=0`` picks a free port."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site")
    args = parser.parse_args()
    if not (args.dir / "index.html").is_file():
        raise SystemExit(f"{args.dir} holds no built site: run `make build` first.")
    server = start(args.dir, args.port)
    print(f"Parlour is served at http://127.0.0.1:{server.server_port}/  (Ctrl+C stops it)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
