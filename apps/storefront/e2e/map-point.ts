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

/** Each zone in force's centre (a point inside it), by id, from GET /api/zones. */
export async function zoneCentres(page: Page): Promise<Map<string, Point>> {
  const response = await page.request.get('/api/zones')
  expect(response.ok()).toBe(true)
  const { zones } = (await response.json()) as { zones: { id: string; polygon: { center: Point } }[] }
  return new Map(zones.map((zone) => [zone.id, zone.polygon.center]))
}

/**
 * Asserts that the map opened on `zoneIds` (the zones of what was typed) rather than on every zone:
 * each of their centres is in view, and the zone centre farthest from them is not.
 */
export async function expectOpenedOn(page: Page, map: Locator, zoneIds: readonly string[]) {
  const centres = await zoneCentres(page)
  const focused = zoneIds.map((id) => centres.get(id) as Point)
  expect(focused.every(Boolean), 'the zones named exist').toBe(true)
  for (const [index, centre] of focused.entries())
    expect((await pixelOf(page, map, centre, 0)).shown, `zone ${zoneIds[index]} in view`).toBe(true)
  const distance = (point: Point) =>
    Math.min(...focused.map((f) => Math.hypot(f.lat - point.lat, f.lng - point.lng)))
  const [farId, far] = [...centres].sort(([, a], [, b]) => distance(b) - distance(a))[0] as [string, Point]
  expect((await pixelOf(page, map, far, 0)).shown, `zone ${farId}, far from them, out of view`).toBe(false)
}

/** Web Mercator's y of a latitude (what the map draws, up to scale). */
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))

/** The map's view once nothing moves any more (dialog, map): its centre, zoom and box on screen. */
async function settledView(map: Locator) {
  const read = () =>
    map.evaluate(async (element) => {
      // The dialog's entry animation (a scale) and the map's own moves end first.
      const dialog = element.closest('[role="dialog"]')
      // (A cancelled animation's `finished` rejects: it has ended too.)
      await Promise.all(
        (dialog?.getAnimations({ subtree: true }) ?? []).map((a) => a.finished.catch(() => undefined)),
      )
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      const rect = element.getBoundingClientRect()
      const [lat, lng] = (element.getAttribute('data-center') ?? '').split(',').map(Number)
      return {
        center: { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN },
        zoom: Number(element.getAttribute('data-zoom')),
        left: rect.left + element.clientLeft,
        top: rect.top + element.clientTop,
        width: element.clientWidth,
        height: element.clientHeight,
      }
    })
  let view = await read()
  await expect
    .poll(async () => {
      const again = await read()
      const same = JSON.stringify(again) === JSON.stringify(view)
      view = again
      return same && Number.isFinite(view.zoom) && Number.isFinite(view.center.lat)
    })
    .toBe(true)
  return view
}

/** The centre of the map's view (ZoneMap's data-center), once it has settled. */
export async function mapCentre(map: Locator): Promise<Point> {
  return (await settledView(map)).center
}

/**
 * Where `point` is on screen, and whether the map shows it at least `margin` px from its edges:
 * Leaflet's Web Mercator (256 px at zoom 0) from the view's centre and zoom, which ZoneMap keeps on
 * its container (data-center, data-zoom). The default margin keeps clear of the zoom buttons and
 * the attribution, for a click.
 */
export async function pixelOf(
  _page: Page,
  map: Locator,
  point: Point,
  margin = 48,
): Promise<{ x: number; y: number; shown: boolean }> {
  const view = await settledView(map)
  const scale = 256 * 2 ** view.zoom
  const project = ({ lat, lng }: Point) => ({
    x: ((lng + 180) / 360) * scale,
    y: ((1 - mercator(lat) / Math.PI) / 2) * scale,
  })
  const at = project(point)
  const centre = project(view.center)
  const x = view.left + view.width / 2 + at.x - centre.x
  const y = view.top + view.height / 2 + at.y - centre.y
  const shown =
    x > view.left + margin &&
    x < view.left + view.width - margin &&
    y > view.top + margin &&
    y < view.top + view.height - margin
  return { x, y, shown }
}

/**
 * Clicks `point` on the map, or taps it on a touch screen; when the view does not show it (the
 * map opens on the typed town's zones), zooms out with 'Riduci' first.
 */
export async function pickOnMap(page: Page, map: Locator, point: Point, touch: boolean) {
  let at = await pixelOf(page, map, point)
  for (let out = 0; !at.shown && out < 6; out++) {
    await map.getByRole('button', { name: 'Riduci' }).click()
    at = await pixelOf(page, map, point)
  }
  expect(at.shown, 'the point is on the map').toBe(true)
  if (touch) await page.touchscreen.tap(at.x, at.y)
  else await page.mouse.click(at.x, at.y)
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
