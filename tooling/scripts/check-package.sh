#!/usr/bin/env bash
# Publishability, tested rather than hoped (STYLE.md): pack the package as it would be published
# (pnpm applies publishConfig and replaces workspace: and catalog: ranges), then run
# publint --strict and @arethetypeswrong/cli on that very tarball, offline; then the size budget.
# Run from a package folder after its build: check-package.sh [<max gzipped KB of the ESM entry>]
set -euo pipefail
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
pnpm pack --pack-destination "$out" >/dev/null
tarball="$(ls "$out"/*.tgz)"
publint run "$tarball" --strict
attw "$tarball" --format table-flipped
if [ -n "${1:-}" ]; then
  node "$(dirname "${BASH_SOURCE[0]}")/size-budget.mjs" dist/index.js "$1"
fi
