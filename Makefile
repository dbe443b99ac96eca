# One command to run the app (`make run`) and one to run every test (`make test`); both set up what they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SITE := dist/site
PORT ?= 8000
PYTEST_ARGS ?=
# Test processes: most browser-test time is waiting (engine boots, bots, page redraws), so three share 2 cores well.
TEST_WORKERS ?= 3

.PHONY: run test build setup browser lint bench soak stdlib-keep stdlib-check clean

run: build
	$(BIN)/python tools/serve.py --dir $(SITE) --port $(PORT)

# The slowest tests are listed at the end: CI's time is close to its limit, and this says where it goes.
test: build browser
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --durations=25 $(PYTEST_ARGS)

build: setup
	$(BIN)/python tools/build_site.py --out $(SITE)

setup: $(VENV)/.installed node_modules/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# Debian's Chromium where it can be installed (CI and Debian machines as root); elsewhere the tests fall
# back to a Chromium that Playwright downloads for itself.
browser: setup
	@$(BIN)/python tools/ensure_browser.py

# Ruff for the Python and mypy for its types (strict on the engine's public modules, see pyproject.toml); TypeScript
# checks the JS's JSDoc types: the page (jsconfig.json), and the engine and service workers, which have the workers'
# globals instead of the page's (jsconfig.workers.json).
lint: setup
	$(BIN)/ruff check py tests bench tools
	$(BIN)/ruff format --check py tests bench tools
	$(BIN)/mypy
	npx tsc -p jsconfig.json
	npx tsc -p jsconfig.workers.json

bench: build browser
	$(BIN)/python bench/boot.py
	$(BIN)/python bench/payload.py
	$(BIN)/python bench/odin_bots.py
	$(BIN)/python bench/strength.py
	$(BIN)/python bench/bots_in_pyodide.py
	$(BIN)/python bench/p2p.py
	$(BIN)/python bench/best_word.py

# tools/stdlib-keep.txt, the standard library the site ships, is what the engine imports in Pyodide when every game is
# played (tools/stdlib_keep.py, about a minute): `make stdlib-keep` writes it, `make stdlib-check` fails if it is stale.
stdlib-keep: build browser
	$(BIN)/python tools/stdlib_keep.py --site $(SITE)

stdlib-check: build browser
	$(BIN)/python tools/stdlib_keep.py --site $(SITE) --check

# The conformance suite (tests/conformance) over many games of each game, outside CI: `make test` plays a few.
# SOAK_FIRST is the first seed, so that a soak can be run in parts; each batch of 25 games is listed as it passes, and
# dist/soak.xml holds how many moves each batch played.
SOAK_GAMES ?= 10000
SOAK_FIRST ?= 0
SOAK_WORKERS ?= 2
soak: setup
	CONFORMANCE_GAMES=$(SOAK_GAMES) CONFORMANCE_FIRST=$(SOAK_FIRST) \
		$(BIN)/python -m pytest -v -p no:cacheprovider -n $(SOAK_WORKERS) --junitxml=dist/soak.xml tests/conformance

clean:
	rm -rf dist $(VENV) node_modules
