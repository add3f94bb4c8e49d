import { SCREENS } from '../scripts/screens'
import { weighScreen } from '../scripts/weigh-screen'
import { expect, shopUrl, test } from './fixtures'

/** Issue 9: the first load of the admin app at most 200 KB gzipped (BENCHMARKS.md, `pnpm weights`). */
const BUDGET = 200 * 1024

test('every screen loads within 200 KB, and only /admin/zones brings the map editor', async ({
  browser,
  operator,
}) => {
  // Ten first loads, each in a fresh browser and until the network is idle: about a minute on a
  // busy machine, so three times the usual test time.
  test.slow()
  const session = await operator.context().storageState()
  for (const screen of SCREENS) {
    const visitor = screen.path === '/admin/login'
    const options = visitor ? { baseURL: shopUrl() } : { baseURL: shopUrl(), storageState: session }
    const weight = await weighScreen(browser, options, screen.path, screen.heading)
    const editor = screen.path === '/admin/zones'
    expect(weight.mapEditor, `map editor on ${screen.path}`).toBe(editor)
    if (!editor) expect(weight.js + weight.css, `first load of ${screen.path}`).toBeLessThanOrEqual(BUDGET)
    expect(weight.js, `${screen.path} loaded its scripts`).toBeGreaterThan(50 * 1024)
  }
})
