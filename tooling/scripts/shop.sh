#!/usr/bin/env bash
# The two commands of the README's Quick start, runnable on a machine that has only Node 20 and npm:
#   npm start   ->  bash tooling/scripts/shop.sh start
#   npm test    ->  bash tooling/scripts/shop.sh test
# Each brings Node 24, pnpm and the dependencies first (idempotently; see toolchain.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# shellcheck source=tooling/scripts/toolchain.sh
. tooling/scripts/toolchain.sh

command="${1:-}"
shift || true

case "$command" in
  start)
    # Until the apps exist, "running the product" is the developer helper of @shop/zones:
    # it builds the package and prints the zone list as JSON (for deliveryZones.json).
    turbo run build --filter=@shop/zones --output-logs=errors-only >&2
    exec node packages/zones/dist/cli.js "$@"
    ;;
  test)
    started=$(date +%s)
    echo "==> lint and format (biome)"
    biome ci --colors=off .
    echo "==> typecheck, unit tests, build, package checks, consumer install"
    turbo run typecheck test build check-package --output-logs=errors-only "$@"
    echo "==> all checks passed in $(( $(date +%s) - started )) s"
    ;;
  *)
    echo "usage: bash tooling/scripts/shop.sh start|test" >&2
    exit 2
    ;;
esac
