#!/usr/bin/env bash
# Runs the site on a fresh machine: the run command (scripts/dev.mjs) installs the packages when
# they are missing or the lockfile changed, builds the web app when its inputs changed, then
# starts the Firebase Auth emulator and the API server on its embedded database (seeded on first
# start), printing each step and its time.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npm start
