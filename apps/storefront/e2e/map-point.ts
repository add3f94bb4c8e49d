import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Helpers of the 'Indica il punto sulla mappa' tests (checkout.e2e.ts, zones.e2e.ts). */

export interface Point {
  lat: number
  lng: number
}

/** In zone Japigia, well inside it (some 500 m from its edges). */
export const JAPIGIA: Point = { lat: 41.11158, lng: 16.89587 }
/** In zone Triggiano (its centre): not where a Bari address is. */
export const TRIGGIANO: Point = { lat: 41.07224, lng: 16.95261 }
/** The Adriatic, some 5 km off Bari's coast: in no zone, and inside the box the zones span. */
export const SEA: Point = { lat: 41.15, lng: 16.95 }

export const MAP_POINT = 'Indica il punto sulla mappa'

export function mapPointDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: MAP_POINT })
}

/** The map inside the dialog. */
export function pickingMap(page: Page): Locator {
  return mapPointDialog(page).getByRole('region', { name: 'Mappa delle zone: il punto di consegna' })
}

/** The box (south, west, north, east) of every zone in force, from GET /api/zones. */
export async function zonesBox(page: Page) {
  const response = await page.request.get('/api/zones')
  expect(response.ok()).toBe(true)
  const { zones } = (await response.json()) as { zones: { polygon: { coordinates: number[][][] } }[] }
  const box = { south: 90, west: 180, north: -90, east: -180 }
  for (const zone of zones)
    for (const [lng, lat] of zone.polygon.coordinates[0] ?? []) {
      box.south = Math.min(box.south, lat as number)
      box.north = Math.max(box.north, lat as number)
      box.west = Math.min(box.west, lng as number)
      box.east = Math.max(box.east, lng as number)
    }
  return box
}

/** Web Mercator's y of a latitude (what the map draws, up to scale). */
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))
const fromMercator = (y: number) => (Math.atan(Math.sinh(y)) * 180) / Math.PI

/** The centre of the zones' box as the map sees it (midway in Mercator): where a fitted map is centred. */
export async function zonesCentre(page: Page): Promise<Point> {
  const box = await zonesBox(page)
  return {
    lat: fromMercator((mercator(box.south) + mercator(box.north)) / 2),
    lng: (box.west + box.east) / 2,
  }
}

/** The screen box of every zone shape drawn on `map`, once nothing moves any more (dialog, map). */
async function drawnBox(map: Locator) {
  const read = () =>
    map.evaluate(async (element) => {
      // The dialog's entry animation (a scale) and the map's own moves end first.
      const dialog = element.closest('[role="dialog"]')
      await Promise.all((dialog?.getAnimations({ subtree: true }) ?? []).map((a) => a.finished))
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      const rects = [...element.querySelectorAll('path.ui-zone-polygon')].map((path) =>
        path.getBoundingClientRect(),
      )
      return {
        left: Math.min(...rects.map((r) => r.left)),
        top: Math.min(...rects.map((r) => r.top)),
        right: Math.max(...rects.map((r) => r.right)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      }
    })
  let box = await read()
  await expect
    .poll(async () => {
      const again = await read()
      const same = JSON.stringify(again) === JSON.stringify(box)
      box = again
      return same && Number.isFinite(box.left)
    })
    .toBe(true)
  return box
}

/**
 * Where `point` is on screen, computed from the map as drawn: the zones' shapes span the zones' box
 * (GET /api/zones), straight in longitude and in Mercator's y for latitude. Only for a map that
 * shows every zone whole (as it opens: fitted to them).
 */
export async function pixelOf(page: Page, map: Locator, point: Point): Promise<{ x: number; y: number }> {
  const box = await zonesBox(page)
  const drawn = await drawnBox(map)
  const x = drawn.left + ((point.lng - box.west) / (box.east - box.west)) * (drawn.right - drawn.left)
  const y =
    drawn.top +
    ((mercator(box.north) - mercator(point.lat)) / (mercator(box.north) - mercator(box.south))) *
      (drawn.bottom - drawn.top)
  return { x, y }
}

/** Clicks `point` on the map, or taps it on a touch screen. */
export async function pickOnMap(page: Page, map: Locator, point: Point, touch: boolean) {
  const { x, y } = await pixelOf(page, map, point)
  if (touch) await page.touchscreen.tap(x, y)
  else await page.mouse.click(x, y)
}

/** The coordinates a POST /api/zones/resolve or /api/orders request carried. */
export function coordinatesOf(body: unknown): Point | undefined {
  const value = body as { address?: { coordinates?: Point }; coordinates?: Point }
  return value.address?.coordinates ?? value.coordinates
}

/** Whether two positions are within `tolerance` degrees of each other (a pixel is some 0.001°). */
export function near(a: Point | undefined, b: Point, tolerance = 0.0015): boolean {
  return !!a && Math.abs(a.lat - b.lat) <= tolerance && Math.abs(a.lng - b.lng) <= tolerance
}
