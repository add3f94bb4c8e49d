import type { LaunchOptions } from '@playwright/test'

/** TOOLCHAIN.md: the flags Debian's Chromium needs here. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Launch options for Debian's Chromium: CHROME_PATH (the browser suites get Debian's
 * chromium-headless-shell from tooling/scripts/e2e.sh), default /usr/bin/chromium.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  }
}
