# Treasury: `make run` serves the app, `make test` runs the whole suite (as CI does), `make check` is
# the contributors' quick loop. All set themselves up.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
DOCS_PORT ?= 8001
STAMP := $(VENV)/.installed
CONTRACT_NODE := contract/node_modules/.package-lock.json

.PHONY: run test test-main test-reliability test-browser test-faults check contract docs docs-serve lint migrate demo worker beat browser-deps screenshots soak bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

# The breaking-change check's npm packages, pinned by contract/package-lock.json.
$(CONTRACT_NODE): contract/package-lock.json
	npm ci --no-audit --no-fund --prefix contract

# The API contract: rewrite contract/openapi.json and asyncapi.json from what the server serves,
# then classify every change since the earlier committed version (fails on one that breaks clients).
contract: export SECRET_KEY ?= contract-only-secret-key
contract: $(STAMP) $(CONTRACT_NODE)
	$(BIN)/python manage.py contract

migrate: $(STAMP)
	$(BIN)/python manage.py migrate --noinput

demo: migrate
	$(BIN)/python manage.py load_demo

# A server for phones on this network, as safe as production (config/local_run.py): DEBUG off, a
# secret key and a local admin password made once and kept in .local/ (git-ignored), the hosts
# served and the join links from HOST (0.0.0.0: this machine's own addresses) or SITE_URL.
run: $(STAMP)
	exec $(BIN)/python -m config.local_run --host $(HOST) --port $(PORT)

# Without DATABASE_URL/REDIS_URL the tests that need those services skip and say so.
# The four parts share nothing (the faults start their own PostgreSQL and Redis, the browser's
# server has its own SQLite file, the reliability part its own databases). Alone, the main and
# reliability parts each keep 2 cores 120-130% busy (their workers wait on servers, processes and
# PostgreSQL) and the faults mostly wait: the three run side by side, the main part on 3 workers
# (9 min 2 s against 9 min 42 s on 2, docs/contributors.md). The browser part runs alone
# after them: beside the other two, it took 9 min 27 s instead of 5 min 26 s and the reliability
# part 13 min instead of 8, and a page read before its push came failed. Each part's output is
# printed whole when it ends, with its 15 longest tests.
test: export SECRET_KEY ?= test-only-secret-key
test: $(STAMP) $(CONTRACT_NODE) browser-deps
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	env -u DATABASE_URL $(BIN)/python manage.py makemigrations --check --dry-run
	$(BIN)/python -m mkdocs build --strict
	$(MAKE) --no-print-directory --jobs 3 --output-sync=target test-main test-reliability test-faults
	$(MAKE) --no-print-directory test-browser

test-main: export SECRET_KEY ?= test-only-secret-key
test-main: $(STAMP)
	HYPOTHESIS_PROFILE=$${HYPOTHESIS_PROFILE:-ci} $(BIN)/python -m pytest -m "not browser" -n 3 --dist loadgroup \
		--ignore=tests/faults --ignore=tests/reliability --durations 15

test-reliability: export SECRET_KEY ?= test-only-secret-key
test-reliability: $(STAMP)
	$(BIN)/python -m pytest tests/reliability -n 2 --dist loadfile --durations 15  # a live server and database per worker

# Browser tests run in their own invocation (Playwright and async_to_sync do not share a process),
# on two workers, each with its own server and Chromium: on one, the part kept the 2 cores half idle
# while pages waited on pushes (8 min 16 s in CI on 2026-12-06, 6 min 38 s on two workers).
test-browser: export SECRET_KEY ?= test-only-secret-key
test-browser: $(STAMP) browser-deps
	$(BIN)/python -m pytest tests/pages -m browser -n 2 --dist loadfile --durations 15

test-faults: export SECRET_KEY ?= test-only-secret-key
test-faults: $(STAMP)
	$(BIN)/python -m pytest tests/faults -p no:xdist --durations 15

# The contributors' loop: lint, the docs site, and the tests that need no browser, live server or
# fault injection, less those marked `slow` (servers or processes started, whole games played,
# every route or many generated files swept), with the Hypothesis profile of a bare pytest (dev).
# Three workers: a third kept the 2 cores busier while the others wait (2 min 33 s against 3 min 4 s).
check: export SECRET_KEY ?= test-only-secret-key
check: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m mkdocs build --strict
	HYPOTHESIS_PROFILE=$${HYPOTHESIS_PROFILE:-dev} $(BIN)/python -m pytest -m "not browser and not slow" -n 3 --dist loadgroup \
		--ignore=tests/faults --ignore=tests/reliability

# The documentation site, from docs/ (mkdocs.yml) into site/; its API reference is written from the
# documents the server serves (docs/hooks.py).
docs: export SECRET_KEY ?= docs-only-secret-key
docs: $(STAMP)
	$(BIN)/python -m mkdocs build --strict

docs-serve: export SECRET_KEY ?= docs-only-secret-key
docs-serve: $(STAMP)
	$(BIN)/python -m mkdocs serve --dev-addr $(HOST):$(DOCS_PORT)

# Debian's chromium-headless-shell for the browser tests and its whole chromium for the HTTPS one
# (a push service) and the bench, caddy with certutil (libnss3-tools) for the HTTPS one, and
# HAProxy in front of the bench's web nodes (root installs them; never a downloaded browser).
BROWSER_PACKAGES := chromium chromium-headless-shell caddy libnss3-tools haproxy
browser-deps:
	@(command -v chromium && command -v chromium-headless-shell && command -v caddy && command -v certutil && (command -v haproxy || test -x /usr/sbin/haproxy)) \
		>/dev/null 2>&1 || [ "$$(id -u)" != 0 ] || \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(BROWSER_PACKAGES) >/dev/null)

# Phone-size screenshots of every page, under docs/screenshots/ (shown in the README and the docs); `make test`
# writes its own to a temporary folder.
screenshots: export SECRET_KEY ?= test-only-secret-key
screenshots: $(STAMP) browser-deps
	SCREENSHOTS_DIR=$(CURDIR)/docs/screenshots $(BIN)/python -m pytest tests/pages -m browser -p no:xdist

soak: export SECRET_KEY ?= test-only-secret-key
soak: $(STAMP)
	HYPOTHESIS_PROFILE=soak $(BIN)/python -m pytest -m "not browser" -k stateful -n 2 --timeout 0

# Live bidding, the floor and the engines on PostgreSQL and Redis, as in production; writes
# bench/results/latest.json and latest.png. BENCH_ARGS=--quick for a short run.
bench: export SECRET_KEY ?= bench-only-secret-key
bench: $(STAMP) browser-deps
	$(BIN)/python -m bench.run $(BENCH_ARGS)

worker: $(STAMP)
	$(BIN)/celery -A config worker --loglevel=info --pool=solo

# its schedule file under .local/ (git-ignored), not beside the sources
beat: $(STAMP)
	mkdir -p -m 700 .local
	$(BIN)/celery -A config beat --loglevel=info --schedule .local/celerybeat-schedule

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

clean:
	rm -rf $(VENV) staticfiles .pytest_cache .ruff_cache .hypothesis
