#!/usr/bin/env bash
# Installs everything the site needs on a fresh machine, then runs it: the Firebase Auth emulator,
# the API server on its embedded database (seeded on first start) and the web app.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> Installing packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
exec npm start
