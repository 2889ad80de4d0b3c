#!/usr/bin/env bash
# Runs drizzle-kit (hoisted to the root node_modules) against this workspace's drizzle-orm,
# which npm installed under apps/server/node_modules: drizzle-kit resolves drizzle-orm from its
# own location, so both are linked side by side in a temporary directory.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/../.." && pwd)"
link_dir="$(mktemp -d)"
trap 'rm -rf "$link_dir"' EXIT
mkdir -p "$link_dir/node_modules"
ln -s "$root/node_modules/drizzle-kit" "$link_dir/node_modules/drizzle-kit"
orm="$here/node_modules/drizzle-orm"
[ -d "$orm" ] || orm="$root/node_modules/drizzle-orm"
ln -s "$orm" "$link_dir/node_modules/drizzle-orm"
cd "$here"
node --preserve-symlinks --preserve-symlinks-main "$link_dir/node_modules/drizzle-kit/bin.cjs" "$@"
# drizzle-kit writes its JSON in its own style: put it in the repository's, or lint fails.
"$root/node_modules/.bin/biome" format --write "$here/migrations/meta" >/dev/null
