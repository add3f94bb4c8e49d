import type { PlaywrightTestConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

/**
 * What the apps' Playwright configs share: tests in e2e/*.e2e.ts against the shop that
 * e2e/global-setup.ts starts (SHOP_URL), two workers (the machines have 2 cores), Italian in Rome,
 * and Debian's Chromium (CHROME_PATH; Playwright never downloads a browser). Each app adds its
 * projects and `use` settings.
 *
 * A failing test is run once more, with a trace (`trace: 'on-first-retry'`), and the run still
 * fails if the second try passes (`failOnFlakyTests`): a flaky test is a failure, never hidden by
 * its retry. Tracing every test to keep the failures' traces (`retain-on-failure`) cost a quarter
 * of the suites' time on these 2-core machines (screencast frames through the GPU and browser
 * processes: checkout.e2e.ts 45–50 core-s without, 61–75 with), for traces nobody reads when
 * the tests pass. The first failure keeps its screenshot.
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
    retries: 1,
    failOnFlakyTests: true,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    outputDir: './e2e/.results',
    ...rest,
    use: {
      baseURL: process.env.SHOP_URL,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      trace: 'on-first-retry',
      screenshot: 'only-on-failure',
      launchOptions: chromiumLaunchOptions(),
      ...use,
    },
  }
}
