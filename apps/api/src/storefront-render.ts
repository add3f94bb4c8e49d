import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Logger } from './log'

/** What the storefront's server build (dist/server/entry-server.js) gives for a page. */
interface ServerPage {
  html: string
  state: unknown
}

interface StorefrontServerBuild {
  renderShopPage(
    url: string,
    fetch: (input: string, init?: RequestInit) => Promise<Response>,
  ): Promise<ServerPage | null>
}

export interface StorefrontRenderOptions {
  /** The storefront's build folder; its server/entry-server.js renders the pages. */
  dir: string
  /** Answers the render's calls to the API: this server's own routes, called in-process. */
  api: (request: Request) => Response | Promise<Response>
  log: Logger
  /** Waits `ms` (a timer when left out). */
  wait?: (ms: number) => Promise<void>
  /** A render that takes longer gives the usual page. */
  timeoutMs?: number
  /** Renders at once; more requests meanwhile get the usual page (a flood costs no more CPU). */
  maxRendering?: number
}

/** Puts a server-rendered page into the storefront's index.html, or answers null (the page as it is). */
export type StorefrontRender = (url: string, indexHtml: string) => Promise<string>

const ROOT_OPEN = '<div id="root">'

/**
 * The storefront's first screen rendered on this server (the storefront's README, 'The first screen
 * from the server'): the page a visitor lands on (home, product lists, a product) arrives with its
 * content and the data it shows, and the browser takes it over instead of building it. The render
 * is the same for everyone (no session, no cookie): visitors asking for the same address at the
 * same moment share one render. Each visit is rendered anew (a price, a stock or the seller's data
 * an operator just saved show at once), at most `maxRendering` at a time and never waited for
 * longer than `timeoutMs`: whatever fails (no server build, an error, a slow catalogue, too many
 * renders at once) gives the usual page, which the browser builds as before.
 *
 * Null when the build has no server render (an older build, or the dev server's).
 */
export function storefrontRender(options: StorefrontRenderOptions): StorefrontRender | null {
  const entry = join(options.dir, 'server', 'entry-server.js')
  if (!existsSync(entry)) return null
  const timeoutMs = options.timeoutMs ?? 1500
  const maxRendering = options.maxRendering ?? 2
  const wait = options.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref()))

  let build: Promise<StorefrontServerBuild | null> | undefined
  const load = () => {
    build ??= import(pathToFileURL(entry).href).then(
      (module: StorefrontServerBuild) => module,
      (error: unknown) => {
        options.log.error('storefront server render unavailable', { entry, error })
        return null
      },
    )
    return build
  }
  const callApi = (input: string, init?: RequestInit) =>
    Promise.resolve(options.api(new Request(input, init)))

  /** Renders under way, by address: a second visitor of the same page waits for the same one. */
  const rendering = new Map<string, Promise<ServerPage | null>>()

  const render = (url: string): Promise<ServerPage | null> => {
    const running = rendering.get(url)
    if (running !== undefined) return running
    if (rendering.size >= maxRendering) return Promise.resolve(null)
    const done = load()
      .then((server) => (server ? server.renderShopPage(url, callApi) : null))
      .catch((error: unknown) => {
        options.log.error('storefront server render failed', { url, error })
        return null
      })
      .finally(() => rendering.delete(url))
    rendering.set(url, done)
    return done
  }

  return async (url, indexHtml) => {
    const open = indexHtml.indexOf(ROOT_OPEN)
    const close = open < 0 ? -1 : closingDiv(indexHtml, open + ROOT_OPEN.length)
    // A page built for an origin of its own reads config.json first: it is never rendered here.
    if (close < 0 || indexHtml.includes('config.json')) return indexHtml
    const page = await Promise.race([render(url), wait(timeoutMs).then(() => null)])
    if (!page) return indexHtml
    // JSON inside a script element: no '<' may close it early.
    const state = JSON.stringify(page.state).replace(/</g, '\\u003c')
    return `${indexHtml.slice(0, open)}${ROOT_OPEN}${page.html}</div>\n<script type="application/json" id="shop-state">${state}</script>${indexHtml.slice(close + '</div>'.length)}`
  }
}

/** Where the `<div>` whose content starts at `from` closes (its `</div>`), or -1. */
function closingDiv(html: string, from: number): number {
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = from
  let depth = 1
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1
    if (depth === 0) return tag.index
  }
  return -1
}
