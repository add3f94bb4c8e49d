#!/usr/bin/env bash
# The admin app's browser tests: Debian's Chromium (installed once by tooling/scripts/chromium.sh;
# Playwright never downloads a browser), against the built admin app and storefront served by the
# API server on the embedded emulator.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
CHROME_PATH="$(bash ../../tooling/scripts/chromium.sh)"
export CHROME_PATH
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# `pnpm e2e -- --grep x` passes the `--` on: Playwright would read what follows as file filters.
if [ "${1:-}" = "--" ]; then shift; fi
exec playwright test "$@"
