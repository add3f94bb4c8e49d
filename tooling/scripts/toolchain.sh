#!/usr/bin/env bash
# Brings the project's toolchain onto a machine that has only Node 20 and npm, idempotently:
# Node 24 and pnpm (from the npm registry's `node` and `pnpm` packages) into .toolchain/,
# then the workspace dependencies. Source it (`. tooling/scripts/toolchain.sh`) to get PATH set.
# Set SHOP_SKIP_INSTALL=1 to skip `pnpm install` (the toolchain is still checked).

NODE_VERSION="24.21.0"
PNPM_VERSION="12.21.0"

_shop_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
_shop_tools="${SHOP_TOOLCHAIN_DIR:-$_shop_root/.toolchain}"

_shop_have() {
  [ -x "$_shop_tools/bin/node" ] && [ -x "$_shop_tools/bin/pnpm" ] &&
    [ "$("$_shop_tools/bin/node" --version 2>/dev/null)" = "v$NODE_VERSION" ] &&
    [ "$(PATH="$_shop_tools/bin:$PATH" "$_shop_tools/bin/pnpm" --version 2>/dev/null)" = "$PNPM_VERSION" ]
}

if ! _shop_have; then
  echo "toolchain: installing Node $NODE_VERSION and pnpm $PNPM_VERSION into $_shop_tools" >&2
  if ! command -v npm >/dev/null 2>&1; then
    echo "toolchain: npm is needed once to fetch Node $NODE_VERSION; install Node.js (any version with npm) first" >&2
    return 1 2>/dev/null || exit 1
  fi
  mkdir -p "$_shop_tools"
  NODE_EXTRA_CA_CERTS="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" \
    npm install --global --prefix "$_shop_tools" --no-audit --no-fund --loglevel=error \
    "node@$NODE_VERSION" "pnpm@$PNPM_VERSION" >&2
  if ! _shop_have; then
    echo "toolchain: Node $NODE_VERSION or pnpm $PNPM_VERSION did not install into $_shop_tools" >&2
    return 1 2>/dev/null || exit 1
  fi
fi

export PATH="$_shop_tools/bin:$_shop_root/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

if [ "${SHOP_SKIP_INSTALL:-0}" != "1" ]; then
  # pnpm is quick when node_modules is already in step with the lockfile.
  (cd "$_shop_root" && pnpm install --frozen-lockfile --prefer-offline --reporter=append-only >&2) || {
    echo "toolchain: pnpm install failed" >&2
    return 1 2>/dev/null || exit 1
  }
fi
