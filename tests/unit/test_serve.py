"""The build's compressed copies and tools/serve.py's choice between them (Accept-Encoding)."""

from __future__ import annotations

import gzip
import http.client
import os

import brotli
import pytest

from tools import build_site, serve

TEXT = b"const parlour = 'a table game';\n" * 200


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("serve")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(build_site, "CACHE", tmp_path / "cache")  # not the repository's cache
        sizes = write_site(tmp_path / "site")
    server = serve.start(tmp_path / "site")
    yield tmp_path / "site", server.server_port, sizes
    server.shutdown()


def write_site(root):
    (root / "js").mkdir(parents=True)
    (root / "js" / "app.js").write_bytes(TEXT)
    (root / "index.html").write_bytes(b"<!doctype html><title>Parlour</title>" + TEXT)
    (root / "noise.bin").write_bytes(os.urandom(4096))  # does not compress: no copies
    (root / "LICENSE").write_bytes(TEXT)  # not a kind of file that is compressed
    return {path: build_site.precompress(root, path) for path in ("js/app.js", "index.html", "noise.bin", "LICENSE")}


def get(port: int, path: str, accept: str | None, method: str = "GET") -> tuple[http.client.HTTPResponse, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, headers={} if accept is None else {"Accept-Encoding": accept})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


def test_the_build_writes_copies_only_where_they_save_bytes(site):
    root, _, sizes = site
    assert sizes["noise.bin"] == {} and sizes["LICENSE"] == {}
    assert not (root / "noise.bin.br").exists() and not (root / "LICENSE.gz").exists()
    app = sizes["js/app.js"]
    assert (
        brotli.decompress((root / "js/app.js.br").read_bytes())
        == TEXT
        == gzip.decompress((root / "js/app.js.gz").read_bytes())
    )
    assert app == {"br": (root / "js/app.js.br").stat().st_size, "gzip": (root / "js/app.js.gz").stat().st_size}
    assert build_site.is_copy(root / "js/app.js.br") and not build_site.is_copy(root / "js/app.js")


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),  # Chromium's header
        ("gzip, deflate", "gzip"),
        ("br;q=0, gzip;q=0.8", "gzip"),
        ("*", "br"),
        ("identity", None),
        ("gzip;q=0, br;q=0", None),
        (None, None),
    ],
)
def test_each_client_gets_a_body_it_can_read(site, accept, encoding):
    _, port, _ = site
    response, body = get(port, "/js/app.js", accept)
    assert response.status == 200
    assert response.getheader("Content-Encoding") == encoding
    assert response.getheader("Vary") == "Accept-Encoding"
    assert response.getheader("Content-Type") == "text/javascript"
    assert int(response.getheader("Content-Length")) == len(body)
    decode = {"br": brotli.decompress, "gzip": gzip.decompress, None: bytes}[encoding]
    assert decode(body) == TEXT


def test_the_app_address_head_requests_and_files_without_copies(site):
    _, port, _ = site
    response, body = get(port, "/", "br")
    assert response.getheader("Content-Encoding") == "br" and response.getheader("Content-Type") == "text/html"
    assert brotli.decompress(body).startswith(b"<!doctype html>")
    response, body = get(port, "/js/app.js?sha256=abc", "gzip", method="HEAD")  # a query names the same file
    assert response.getheader("Content-Encoding") == "gzip" and body == b""
    assert int(response.getheader("Content-Length")) == len(gzip.compress(TEXT, compresslevel=9, mtime=0))
    response, body = get(port, "/noise.bin", "br, gzip")
    assert response.getheader("Content-Encoding") is None and len(body) == 4096
    response, _ = get(port, "/missing.js", "br")
    assert response.status == 404
    response, _ = get(port, "/js", "br")
    assert response.status == 301
