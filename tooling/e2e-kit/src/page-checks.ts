import { type BrowserContext, expect, type Page, type TestFixture } from '@playwright/test'

/** The fixtures every app's test gets: no uncaught error and no console error in its pages. */
export interface PageCheckFixtures {
  /** Uncaught errors of the pages of the test; the test fails if there are any at its end. */
  pageErrors: Error[]
  /**
   * console.error messages of the pages of the test, but the browser's own 'Failed to load
   * resource' lines (aborted map tiles, an expected 404); the test fails if there are any at its
   * end. A test that expects one removes it from the list.
   */
  consoleErrors: string[]
}

type Auto<T> = [TestFixture<T, { context: BrowserContext }>, { auto: true }]

function watchPages(context: BrowserContext, watch: (page: Page) => void): void {
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
}

/** Spread into `base.extend({ ...pageChecks, ... })`. */
export const pageChecks: { pageErrors: Auto<Error[]>; consoleErrors: Auto<string[]> } = {
  pageErrors: [
    async ({ context }, use) => {
      const errors: Error[] = []
      watchPages(context, (page) => page.on('pageerror', (error) => errors.push(error)))
      await use(errors)
      expect(
        errors.map((error) => `${error.name}: ${error.message}`),
        'uncaught errors in the page',
      ).toEqual([])
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      watchPages(context, (page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
            errors.push(message.text())
        }),
      )
      await use(errors)
      expect(errors, 'console errors in the page').toEqual([])
    },
    { auto: true },
  ],
}
