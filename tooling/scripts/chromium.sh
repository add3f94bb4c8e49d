#!/usr/bin/env bash
# Debian's Chromium for the browser tests, Lighthouse and the screenshots (TOOLCHAIN.md): Playwright
# never downloads a browser here. Idempotent: installs only what is missing. Prints the browser's
# path on stdout.
#
#   chromium.sh                   the full browser (/usr/bin/chromium): Lighthouse, screenshots.
#   chromium.sh --headless-shell  Debian's chromium-headless-shell, what the browser suites drive:
#                                 the same Blink and V8 in Chromium's old headless mode, without
#                                 the desktop browser's UI (it still starts a software GPU
#                                 process), which ran the storefront's routes suite in 1.2 min
#                                 against 2.1 min on these 2-core machines.
# CHROME_PATH, when it names an executable, wins over both.
set -euo pipefail

want=chromium
if [ "${1:-}" = "--headless-shell" ]; then want=chromium-headless-shell; fi

if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then
  echo "$CHROME_PATH"
  exit 0
fi
candidates=(/usr/bin/chromium /usr/bin/chromium-browser)
if [ "$want" = chromium-headless-shell ]; then candidates=(/usr/bin/chromium-headless-shell); fi
for candidate in "${candidates[@]}"; do
  if [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if ! command -v apt-get >/dev/null 2>&1; then
  echo "$want is missing and this machine has no apt-get: install it and set CHROME_PATH." >&2
  exit 1
fi
sudo=''
if [ "$(id -u)" != 0 ]; then sudo='sudo'; fi
echo "==> installing $want from Debian (once)" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >&2
$sudo apt-get install -y -qq --no-install-recommends "$want" fonts-dejavu-core >&2
echo "/usr/bin/$want"
