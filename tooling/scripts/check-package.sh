#!/usr/bin/env bash
# Publishability, tested rather than hoped (STYLE.md): pack the package as it would be published
# (pnpm applies publishConfig and replaces workspace:/catalog: ranges), then run publint --strict
# and @arethetypeswrong/cli on that very tarball, offline. Run from a package folder after its build.
set -euo pipefail
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
pnpm pack --pack-destination "$out" >/dev/null
tarball="$(ls "$out"/*.tgz)"
publint run --strict --pack false "$tarball" 2>/dev/null || publint --strict "$tarball"
attw --format table-flipped "$tarball"
