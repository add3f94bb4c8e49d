#!/usr/bin/env bash
# Debian's Chromium for the browser tests, Lighthouse and the screenshots (TOOLCHAIN.md): Playwright
# never downloads a browser here. Idempotent: does nothing when the browser is already installed.
# Prints the browser's path on stdout.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then
  echo "$CHROME_PATH"
  exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing and this machine has no apt-get: install Chromium and set CHROME_PATH." >&2
  exit 1
fi
sudo=''
if [ "$(id -u)" != 0 ]; then sudo='sudo'; fi
echo "==> installing Chromium from Debian (once)" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >&2
$sudo apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >&2
echo /usr/bin/chromium
