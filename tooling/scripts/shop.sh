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
    # The shop: the API server, and the WooCommerce emulator it runs on when WOO_BASE_URL is unset
    # (tooling/dev-shop starts the emulator and hands it to the API, which never imports it).
    # Built apps (storefront, admin) are served when present; the server code runs from source.
    if [ -d apps/storefront ] || [ -d apps/admin ]; then
      turbo run build --filter='./apps/*' --output-logs=errors-only >&2
    fi
    cd apps/api
    exec node --conditions=@shop/source --import tsx ../../tooling/dev-shop/src/dev-shop.ts "$@"
    ;;
  test)
    started=$(date +%s)
    echo "==> lint and format (biome)"
    biome ci --colors=off .
    echo "==> changesets (each one names its packages and bump)"
    changeset status >/dev/null
    echo "==> dependency rules, typecheck, unit tests, build, package checks, consumer install"
    # Two tasks at a time: the machines have 2 cores, and oversubscribed test runs time out.
    turbo run deps typecheck test build check-package e2e --concurrency=2 --output-logs=errors-only "$@"
    echo "==> all checks passed in $(( $(date +%s) - started )) s"
    ;;
  *)
    echo "usage: bash tooling/scripts/shop.sh start|test" >&2
    exit 2
    ;;
esac
