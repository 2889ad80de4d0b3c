#!/usr/bin/env bash
# Starts the local PostgreSQL cluster (Debian layout) on 127.0.0.1:5432 and makes sure the test
# role and a database exist: byline_test, or the one named as the first argument
# (`npm run start:cluster` uses byline_cluster); with `--fresh` after it, that database is dropped
# first (the cluster test starts from an empty one). Safe to run again.
set -euo pipefail
database="${1:-byline_test}"
fresh="${2:-}"
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { as_root su postgres -c "$1"; }

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h 2>/dev/null | grep -q .; then
  as_root pg_createcluster "$version" main >/dev/null
fi
cluster=$(pg_lsclusters -h | head -n 1 | awk '{print $1" "$2}')
if ! pg_lsclusters -h | head -n 1 | grep -q online; then
  # shellcheck disable=SC2086
  as_root pg_ctlcluster $cluster start
fi
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
as_postgres "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='byline'\"" | grep -q 1 ||
  as_postgres "psql -qc \"CREATE ROLE byline LOGIN PASSWORD 'byline' CREATEDB\""
if [ "$fresh" = "--fresh" ]; then
  as_postgres "psql -qc \"DROP DATABASE IF EXISTS $database WITH (FORCE)\""
fi
as_postgres "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname='$database'\"" | grep -q 1 ||
  as_postgres "psql -qc \"CREATE DATABASE $database OWNER byline\""
echo "PostgreSQL is ready on 127.0.0.1:5432 (database $database)"
