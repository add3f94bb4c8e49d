import type { Page } from '@playwright/test'

/** What a page load transferred: JavaScript and CSS as sent (gzip), and which marks showed up. */
export interface PageWeight {
  js: number
  css: number
  /** Each script and stylesheet: its path and size. */
  files: string[]
  /** The names of `marks` whose pattern was found in a script or stylesheet, with the file. */
  found: string[]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Adds up every script and stylesheet `page` loads while `load` runs and until the network is
 * idle (and `settleMs` more), and looks in each for `marks` (for example Leaflet's code in a first load it must not be in).
 * Use a fresh browser context: a cached file counts nothing.
 */
export async function weighPage(
  page: Page,
  load: () => Promise<unknown>,
  marks: Record<string, RegExp> = {},
  /** How long to keep counting once the network is idle (a late lazy chunk still counts). */
  settleMs = 0,
): Promise<PageWeight> {
  const pending: Promise<void>[] = []
  const weight: PageWeight = { js: 0, css: 0, files: [], found: [] }
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      (async () => {
        const sizes = await response.request().sizes()
        const body = (await response.body()).toString('utf8')
        if (type === 'script') weight.js += sizes.responseBodySize
        else weight.css += sizes.responseBodySize
        weight.files.push(`${new URL(response.url()).pathname} ${kb(sizes.responseBodySize)}`)
        for (const [name, pattern] of Object.entries(marks))
          if (pattern.test(body)) weight.found.push(`${name} in ${response.url()}`)
      })(),
    )
  })
  await load()
  await page.waitForLoadState('networkidle')
  if (settleMs > 0) await page.waitForTimeout(settleMs)
  await Promise.all(pending)
  return weight
}
