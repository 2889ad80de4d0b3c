#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine (Debian, Node 20, npm), then runs every
# test: typecheck, lint, unit, server (PGlite and PostgreSQL), stories (Chromium), end to end and
# the cluster (HAProxy, nginx).
set -euo pipefail
cd "$(dirname "$0")/.."
# The install's wall time (Debian packages, PostgreSQL's start, npm ci) is the phase table's first row.
install_started=$SECONDS

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# Chromium drives the story, visual and end-to-end tests; Playwright cannot download a browser here.
if ! command -v chromium >/dev/null 2>&1; then
  echo "==> Installing Chromium"
  apt_install chromium
fi

# PostgreSQL: the server's suite runs a second time against a real server.
if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "==> Installing PostgreSQL"
  apt_install postgresql
fi
# HAProxy and nginx: the cluster test's balancer and edge cache (their own services stay off).
has_tool() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ]; }
if ! has_tool haproxy || ! has_tool nginx; then
  echo "==> Installing HAProxy and nginx"
  apt_install --no-install-recommends haproxy nginx
  as_root sh -c 'service nginx stop >/dev/null 2>&1 || true; service haproxy stop >/dev/null 2>&1 || true'
fi
bash scripts/start-postgres.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://byline:byline@127.0.0.1:5432/byline_test}"

echo "==> Installing packages"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm ci --no-audit --no-fund --loglevel=error

echo "==> Running every test"
# scripts/run-tests.ts runs the phases and prints the table of their times, counts and flaky tests.
BYLINE_INSTALL_SECONDS=$((SECONDS - install_started)) npm test
