#!/usr/bin/env bash
# An app's browser tests (`pnpm e2e` in apps/storefront or apps/admin, run from the app's folder):
# Debian's chromium-headless-shell (installed once by chromium.sh; Playwright never downloads a
# browser), against the built app served by the API server on the embedded emulator.
set -euo pipefail
CHROME_PATH="$(bash "$(dirname "${BASH_SOURCE[0]}")/chromium.sh" --headless-shell)"
export CHROME_PATH
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# `pnpm e2e -- --grep x` passes the `--` on: Playwright would read what follows as file filters.
if [ "${1:-}" = "--" ]; then shift; fi
exec playwright test "$@"
