#!/usr/bin/env bash
# Publishability, tested rather than hoped (STYLE.md): pack the package as it would be published
# (pnpm applies publishConfig and replaces workspace: and catalog: ranges), then run
# publint --strict and @arethetypeswrong/cli on that very tarball, offline; then the size budgets:
# the ESM entry with the modules it imports, and one-line consumers of that tarball bundled with
# esbuild (per import, from import-budgets.json); and a generated README API section must be current.
# Run from a package folder after its build: check-package.sh [<max gzipped KB of the ESM entry>]
set -euo pipefail
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
pnpm pack --pack-destination "$out" >/dev/null
tarball="$(ls "$out"/*.tgz)"
publint run "$tarball" --strict
attw "$tarball" --format table-flipped
here="$(dirname "${BASH_SOURCE[0]}")"
# A README whose API section is generated from the TSDoc must match it.
if grep -q '<!-- api:start -->' README.md; then
  node "$here/api-docs.mjs" --check
fi
if [ -n "${1:-}" ]; then
  node "$here/size-budget.mjs" dist/index.js "$1"
fi
node "$here/size-budget.mjs" --imports "$tarball"
