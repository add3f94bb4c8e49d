import type { PlaywrightTestConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

/**
 * What the apps' Playwright configs share: tests in e2e/*.e2e.ts against the shop that
 * e2e/global-setup.ts starts (SHOP_URL), two workers (the machines have 2 cores), no retries,
 * Italian in Rome, traces kept on failure, and Debian's Chromium (CHROME_PATH; Playwright never
 * downloads a browser). Each app adds its projects and `use` settings.
 */
export function appTestConfig(
  extra: Omit<PlaywrightTestConfig, 'use'> & { use?: PlaywrightTestConfig['use'] } = {},
): PlaywrightTestConfig {
  const { use, ...rest } = extra
  return {
    testDir: './e2e',
    testMatch: '**/*.e2e.ts',
    globalSetup: './e2e/global-setup.ts',
    fullyParallel: false,
    workers: 2,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    outputDir: './e2e/.results',
    ...rest,
    use: {
      baseURL: process.env.SHOP_URL,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      trace: 'retain-on-failure',
      launchOptions: chromiumLaunchOptions(),
      ...use,
    },
  }
}
