"""Serve the built site on 127.0.0.1 and print its address.

    python tools/serve.py [--port 8000] [--dir dist/site]

A plain static server: the site needs nothing more (any static host works). Files are served with
``Cache-Control: no-cache`` so a rebuilt site is picked up on reload during development. Where the build wrote
a compressed copy beside a file (``x.wasm.br``, ``x.wasm.gz``), a client that accepts brotli or gzip gets that
copy with ``Content-Encoding``; the file itself otherwise. Either way ``Vary: Accept-Encoding`` tells caches
that the answer depends on it.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import threading
import urllib.parse
from http import HTTPStatus
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
# The copies the build writes (tools/build_site.py), in the order they are preferred.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header accepts (``q=0`` refuses one; ``*`` stands for the rest).

    >>> sorted(accepted("gzip, deflate, br, zstd"))
    ['br', 'deflate', 'gzip', 'zstd']
    >>> sorted(accepted("br;q=0, *;q=0.5"))
    ['gzip']
    >>> accepted(None)
    set()
    """
    weights: dict[str, float] = {}
    for item in (header or "").split(","):
        name, _, params = item.partition(";")
        name = name.strip().lower()
        if not name:
            continue
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        weights[name] = weight
    star = weights.pop("*", None)
    taken = {name for name, weight in weights.items() if weight > 0}
    if star:
        taken |= {name for name, _ in ENCODINGS if name not in weights}
    return taken


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/zip",
        ".webmanifest": "application/manifest+json",
    }

    def send_head(self):  # type: ignore[no-untyped-def]
        """A file's compressed copy to a client that accepts it; everything else as the plain server does."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and urllib.parse.urlsplit(self.path).path.endswith("/"):
            path = path / "index.html"
        copies = [(name, path.with_name(path.name + suffix)) for name, suffix in ENCODINGS] if path.is_file() else []
        copies = [(name, copy) for name, copy in copies if copy.is_file()]
        if not copies:
            return super().send_head()  # no copy: redirects, 404s and plain files
        taken = accepted(self.headers.get("Accept-Encoding"))
        encoding, body = next(((name, copy) for name, copy in copies if name in taken), (None, path))
        modified = path.stat().st_mtime
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                unchanged = email.utils.parsedate_to_datetime(since).timestamp() >= int(modified)
            except (TypeError, ValueError, IndexError, OverflowError):
                unchanged = False
            if unchanged:
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return None
        file = open(body, "rb")  # noqa: SIM115 (the caller copies and closes it)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-type", self.guess_type(str(path)))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(os.fstat(file.fileno()).st_size))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.end_headers()
        return file

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        pass


def start(directory: Path, port: int = 0, handler: type[SiteHandler] = SiteHandler) -> http.server.ThreadingHTTPServer:
    """Start serving ``directory`` in a background thread; ``port=0`` picks a free port."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
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
