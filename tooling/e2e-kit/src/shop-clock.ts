import type { BrowserContext, TestFixture } from '@playwright/test'
import { type Clock, clockFrom, parseInstant } from '@shop/clock'
import { emulatorUrl } from './emulator'

/**
 * The instant the browser suites run the shop at when SHOP_CLOCK is not set: an ordinary
 * Wednesday morning in Rome. `SHOP_CLOCK=2027-03-28T01:30+01:00 npm test` moves every browser
 * suite to another instant (issue 22); the API and package suites choose their own instants.
 */
export const DEFAULT_E2E_CLOCK = '2026-11-25T10:00:00+01:00'

/** SHOP_CLOCK if set (checked: an ISO instant with its offset), else DEFAULT_E2E_CLOCK. */
export function e2eClockStart(env: Record<string, string | undefined> = process.env): string {
  const chosen = env.SHOP_CLOCK?.trim() || DEFAULT_E2E_CLOCK
  return parseInstant(chosen, 'SHOP_CLOCK').toISOString()
}

let clock: Promise<Clock> | null = null

/**
 * The shop's clock as a test process sees it: the instant the emulator (started by the shop, on
 * the shop's clock) answers, running on from there. What a test's expectations about "today" and
 * the OAuth signatures of its direct store calls are computed from, never the machine's date.
 */
export function shopClock(): Promise<Clock> {
  clock ??= (async () => {
    const response = await fetch(`${emulatorUrl()}/__emulator`)
    if (!response.ok) throw new Error(`the emulator's control API answered ${response.status}`)
    const info = (await response.json()) as { now?: string }
    if (!info.now) throw new Error("the emulator's control API did not say its time (`now`)")
    return clockFrom(parseInstant(info.now, 'the emulator’s now'))
  })()
  return clock
}

/** The shop's current instant. */
export async function shopNow(): Promise<Date> {
  return (await shopClock())()
}

/**
 * Installs Playwright's clock on a browser context at the shop's current instant, running on from
 * there: its pages see the shop's date and hour. For contexts a test opens itself
 * (`browser.newContext()`); the fixtures' own context gets it from `browserClock`. Resolves to the
 * instant installed.
 */
export async function atShopTime(context: BrowserContext): Promise<Date> {
  const now = await shopNow()
  await context.clock.install({ time: now })
  return now
}

type Auto<T> = [TestFixture<T, { context: BrowserContext }>, { auto: true }]

/**
 * Spread into `base.extend({ ...browserClock, ... })`: every page of a test runs at the shop's
 * instant (Playwright's clock installed on the context, then running on), so that what the browser
 * computes from its own Date (today's dispatch sheet, the footer's year) agrees with the server.
 * A test that needs another instant calls `page.clock.pauseAt`/`setSystemTime` itself.
 */
export const browserClock: { shopTime: Auto<Date> } = {
  shopTime: [
    async ({ context }, use) => {
      await use(await atShopTime(context))
    },
    { auto: true },
  ],
}
