import type { Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, TILES, test } from './fixtures'
import {
  coordinatesOf,
  expectOpenedOn,
  JAPIGIA,
  MAP_POINT,
  mapPointDialog,
  pickingMap,
  pickOnMap,
  pixelOf,
  SEA,
} from './map-point'

/** The public zone map (without map tiles, as offline) and the 'Consegniamo da te?' check. */

const ZONES = 26

function zoneCheck(page: Page) {
  return page.getByRole('region', { name: 'Consegniamo da te?' })
}

/** The map popup of a zone (its title is the zone's name). */
function popupOf(page: Page, zone: string) {
  return page
    .locator('.leaflet-popup')
    .filter({ has: page.locator('.ui-zone-popup__title', { hasText: new RegExp(`^${zone}$`) }) })
}

/**
 * Types an address as a person does and picks the suggestion with the keyboard (ArrowDown + Enter);
 * `beforeEnter` runs while the wanted suggestion is the active one.
 */
async function pickSuggestion(
  page: Page,
  text: string,
  suggestion: string | RegExp,
  beforeEnter?: () => Promise<void>,
) {
  const check = zoneCheck(page)
  const input = check.getByRole('combobox', { name: 'Indirizzo o CAP' })
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/geocode') && response.request().method() === 'GET',
  )
  await input.pressSequentially(text, { delay: 20 })
  expect((await answered).ok()).toBe(true)
  const list = check.getByRole('listbox', { name: 'Indirizzi suggeriti' })
  await expect(list).toBeVisible()
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  const option = list.getByRole('option', { name: suggestion })
  await expect(option).toBeVisible()
  // ArrowDown until the wanted suggestion is the active one, then Enter.
  const options = await list.getByRole('option').allTextContents()
  const index = options.findIndex((label) =>
    typeof suggestion === 'string' ? label === suggestion : suggestion.test(label),
  )
  expect(index).toBeGreaterThanOrEqual(0)
  for (let i = 0; i <= index; i++) await input.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
  await beforeEnter?.()
  await input.press('Enter')
  await expect(list).toBeHidden()
}

test('la mappa delle zone senza tessere: 26 zone, legenda, popup (senza violazioni axe) e verifica indirizzo', async ({
  page,
  context,
}) => {
  let tileRequests = 0
  await context.route(TILES, (route) => {
    tileRequests += 1
    return route.abort()
  })
  await page.goto('/zone-map')
  await expect(page.getByRole('heading', { level: 1, name: 'Zone di consegna' })).toBeVisible()
  const map = page.getByRole('region', { name: 'Mappa delle zone di consegna' })
  await expect(map).toBeVisible()
  await expect(map.locator('path.ui-zone-polygon')).toHaveCount(ZONES)
  // Every zone is drawn in its own colour.
  const strokes = await map
    .locator('path.ui-zone-polygon')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('stroke')))
  expect(new Set(strokes).size).toBeGreaterThan(1)
  expect(strokes.every((stroke) => /^#[0-9a-f]{6}$/i.test(stroke ?? ''))).toBe(true)
  // The tiles were asked for and failed: the map works without them.
  expect(tileRequests).toBeGreaterThan(0)

  const legend = page.getByRole('list', { name: 'Zone di consegna' })
  const entries = legend.getByRole('button')
  await expect(entries).toHaveCount(ZONES)
  await expect(legend.getByRole('button', { name: 'Triggiano' })).toHaveAttribute('aria-pressed', 'false')

  await legend.getByRole('button', { name: 'Triggiano' }).click()
  await expect(legend.getByRole('button', { name: 'Triggiano' })).toHaveAttribute('aria-pressed', 'true')
  // One popup open at a time (a closed one fades out for 200 ms before it leaves the page).
  const popups = page.locator('.leaflet-popup')
  let popup = popupOf(page, 'Triggiano')
  await expect(popup).toBeVisible()
  await expect(popups).toHaveCount(1)
  await expect(popup).toContainText('Fasce orarie disponibili')
  // SPEC.md section 9: Triggiano excludes 08, 09, 10, 12 and 13 of the 9 built-in slots.
  await expect(popup.getByRole('listitem')).toHaveText([
    '07:00 - 08:00',
    '11:00 - 12:00',
    '14:00 - 15:00',
    '15:00 - 16:00',
  ])
  // Accessibility (axe): the map, its legend and a zone's popup open.
  await expectNoSeriousViolations(page)

  await legend.getByRole('button', { name: 'Libertà' }).click()
  await expect(legend.getByRole('button', { name: 'Libertà' })).toHaveAttribute('aria-pressed', 'true')
  await expect(legend.getByRole('button', { name: 'Triggiano' })).toHaveAttribute('aria-pressed', 'false')
  popup = popupOf(page, 'Libertà')
  await expect(popup).toBeVisible()
  await expect(popups).toHaveCount(1)
  await expect(popup.getByRole('listitem')).toHaveCount(7)

  // The address check on the map page finds the zone and shows it on the map.
  await pickSuggestion(page, 'Via Sparano', 'Via Sparano da Bari, Bari')
  await expect(page.getByTestId('zone-check-ok')).toContainText('Sì, consegniamo da te!')
  await expect(page.getByTestId('zone-check-ok')).toContainText('Centro')
  await expect(legend.getByRole('button', { name: 'Centro', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(popupOf(page, 'Centro')).toBeVisible()
  await expect(popups).toHaveCount(1)
})

// Desktop only: the answers do not depend on the viewport (the phone has its own «Consegniamo da
// te?» tests below), the suggestion is chosen with the arrow keys, and axe checks the same
// component at both sizes (the home is the phone's in routes.e2e.ts).
test('«Consegniamo da te?» in home: via, CAP fuori zona, comune; i suggerimenti e le risposte senza violazioni axe', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/')
  const check = zoneCheck(page)
  await expect(check.getByRole('heading', { name: 'Consegniamo da te?' })).toBeVisible()
  const input = check.getByRole('combobox', { name: 'Indirizzo o CAP' })

  // Accessibility (axe): the suggestions open, one of them active.
  await pickSuggestion(page, 'Via Sparano', 'Via Sparano da Bari, Bari', () =>
    expectNoSeriousViolations(page),
  )
  await expect(input).toHaveValue('Via Sparano da Bari, Bari')
  const ok = page.getByTestId('zone-check-ok')
  await expect(ok).toContainText('Sì, consegniamo da te!')
  await expect(ok).toContainText('Via Sparano da Bari, Bari è nella zona Centro.')
  await expect(ok.getByRole('link', { name: 'Inizia a fare la spesa' })).toHaveAttribute('href', '/prodotti')
  await expectNoSeriousViolations(page)

  // A CAP of Milano: no zone, said by the server, with the map.
  await input.fill('20121')
  await input.press('Enter')
  const ko = page.getByTestId('zone-check-ko')
  await expect(ko).toContainText('Non consegniamo nel CAP 20121: nessuna delle nostre zone lo comprende.')
  await expectNoSeriousViolations(page)
  await expect(ok).toHaveCount(0)
  await expect(ko.getByRole('link', { name: 'Apri la mappa delle zone di consegna' })).toHaveAttribute(
    'href',
    '/zone-map',
  )

  // A town resolves to its own zone.
  await input.fill('')
  await pickSuggestion(page, 'Triggiano', /^70019 Triggiano$/)
  await expect(ok).toContainText('Sì, consegniamo da te!')
  await expect(ok).toContainText('è nella zona Triggiano.')
  await expect(ko).toHaveCount(0)
})

test('«Consegniamo da te?»: un CAP decide solo quando è tutto in una zona', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto('/')
  const input = zoneCheck(page).getByRole('combobox', { name: 'Indirizzo o CAP' })
  const ok = page.getByTestId('zone-check-ok')
  const ko = page.getByTestId('zone-check-ko')

  await input.fill('70019')
  await input.press('Enter')
  await expect(ok).toHaveText(/^Sì, consegniamo da te! CAP 70019 è nella zona Triggiano\./)

  // 70123 is Centro, Libertà and Sangirolamo-Fesca: the check asks for the street.
  await input.fill('70123')
  await input.press('Enter')
  await expect(ko).toHaveAttribute('data-status', 'unclear')
  await expect(ko).toContainText(
    'Il CAP 70123 comprende più zone di consegna: scrivi anche la via e il numero civico, oppure indica il punto sulla mappa delle zone.',
  )
  await expect(ok).toHaveCount(0)

  // Rome.
  await input.fill('00186')
  await input.press('Enter')
  await expect(ko).toHaveAttribute('data-status', 'outside')
  await expect(ko).toContainText('Non consegniamo nel CAP 00186')
  await expect(ok).toHaveCount(0)
})

test('«Consegniamo da te?»: Molfetta, Altamura, Bitonto non diventano una via di Bari', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/')
  const check = zoneCheck(page)
  const input = check.getByRole('combobox', { name: 'Indirizzo o CAP' })
  const ok = page.getByTestId('zone-check-ok')
  const ko = page.getByTestId('zone-check-ko')
  // The geocoder's first suggestion is a Bari street near that name; Enter must not take it, and
  // a town outside the zones gets no Bari street to choose from (issue 24: 'Molfetta' suggested
  // 'Via Pietro Colletta, Bari'): whoever means Via Altamura types the street.
  const towns: [string, string, string][] = [
    ['Molfetta', 'Non consegniamo a Molfetta', 'Via Pietro Colletta, Bari'],
    ['Bitonto', 'Non consegniamo a Bitonto', 'Strada Provinciale Bitonto - Santo Spirito, Bari'],
    ['Altamura', 'Non consegniamo ad Altamura', 'Via Altamura, 70123 Bari'],
  ]
  for (const [town, refusal, first] of towns) {
    await input.fill('')
    const answered = page.waitForResponse((r) => r.url().includes('/api/geocode') && r.ok())
    await input.pressSequentially(town, { delay: 20 })
    await answered
    await expect(check.getByRole('option').first()).toHaveText(first)
    await input.press('Enter')
    await expect(ko).toContainText(`${refusal}: non è tra i comuni e i quartieri delle nostre zone.`)
    await expect(ko).not.toContainText('Cercavi')
    await expect(ko.getByRole('button')).toHaveCount(0)
    await expect(ok).toHaveCount(0)
    await expect(input).toHaveValue(town)
  }
  await expectNoSeriousViolations(page)

  // Typed as a street and chosen from the list: the same answer.
  await input.fill('')
  await pickSuggestion(page, 'Via Altamura, Bari', 'Via Altamura, 70123 Bari')
  await expect(ok).toContainText('Via Altamura, 70123 Bari è nella zona Libertà.')

  // A quartiere of one zone, typed alone, is found by its name; a street outside every zone is refused.
  await input.fill('Torre a Mare')
  await input.press('Enter')
  await expect(ok).toContainText('Torre a Mare è nella zona Torre a Mare.')
  await input.fill('')
  await pickSuggestion(page, 'Strada Provinciale Bitonto', 'Strada Provinciale Bitonto - Santo Spirito, Bari')
  await expect(ko).toContainText(
    'Strada Provinciale Bitonto - Santo Spirito, Bari è fuori dalle zone in cui consegniamo.',
  )
  await expect(ok).toHaveCount(0)
})

test('«Consegniamo da te?»: la via resta come scritta, Milano ha la stessa risposta in ogni forma, Santo Spirito non propone vie rifiutate', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/')
  const check = zoneCheck(page)
  const input = check.getByRole('combobox', { name: 'Indirizzo o CAP' })
  const ok = page.getByTestId('zone-check-ok')
  const ko = page.getByTestId('zone-check-ko')

  // A street of a town whose streets the geocoder lacks: the town decides, the text stays.
  await input.fill('Via Roma 5, Triggiano')
  await check.getByRole('button', { name: 'Verifica' }).click()
  await expect(ok).toHaveText(/^Sì, consegniamo da te! Via Roma 5, Triggiano è nella zona Triggiano\./)
  await expect(input).toHaveValue('Via Roma 5, Triggiano')

  // Milano, however it is written.
  const milano = 'Non consegniamo a Milano: non è tra i comuni e i quartieri delle nostre zone.'
  for (const typed of ['Milano', 'Piazza del Duomo, Milano', 'Piazza del Duomo 1, 20122 Milano']) {
    await input.fill(typed)
    await check.getByRole('button', { name: 'Verifica' }).click()
    await expect(ko, typed).toContainText(milano)
    await expect(ko.getByRole('button')).toHaveCount(0)
    await expect(input).toHaveValue(typed)
  }

  // Santo Spirito is outside the zones: no street of it is offered, to be refused when chosen.
  await input.fill('Santo Spirito')
  await check.getByRole('button', { name: 'Verifica' }).click()
  await expect(ko).toContainText('Non consegniamo a Santo Spirito')
  await expect(ko.getByRole('button')).toHaveCount(0)
})

// Desktop only: the messages do not depend on the viewport.
test('«Consegniamo da te?»: un indirizzo che non esiste e il campo vuoto', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/')
  const check = zoneCheck(page)
  const input = check.getByRole('combobox', { name: 'Indirizzo o CAP' })
  await expect(input).toBeVisible()
  await check.getByRole('button', { name: 'Verifica' }).click()
  await expect(check.getByRole('status')).toContainText('Scrivi un indirizzo')
  await input.fill('Via che non esiste da nessuna parte 99')
  await check.getByRole('button', { name: 'Verifica' }).click()
  await expect(check.getByRole('status')).toContainText('Indirizzo non trovato')
  await expect(page.getByTestId('zone-check-ok')).toHaveCount(0)
})

// Phone only: the dialog must fit a phone's screen (and the three phones below); the mouse on the
// desktop's map is used in the next test and in checkout.e2e.ts's keyboard test.
test(
  '«Consegniamo da te?»: un CAP di più zone offre il punto sulla mappa; in mare no, trascinato a Japigia sì',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    const touch = testInfo.project.name === 'phone'
    // Leaflet is no part of the home page until the map is asked for.
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    const leafletLoaded = () => scripts.some((text) => text.includes('_leaflet_id'))
    const resolved: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/zones/resolve')) resolved.push(request.postDataJSON())
    })
    await page.goto('/')
    const check = zoneCheck(page)
    const input = check.getByRole('combobox', { name: 'Indirizzo o CAP' })
    const ok = page.getByTestId('zone-check-ok')
    const ko = page.getByTestId('zone-check-ko')
    const open = check.getByRole('button', { name: MAP_POINT })

    // A clear answer offers no map; an unclear one does.
    await input.fill('70019')
    await input.press('Enter')
    await expect(ok).toContainText('Triggiano')
    await expect(open).toHaveCount(0)
    await input.fill('70126')
    const unclear = page.waitForResponse((response) => response.url().endsWith('/api/zones/resolve'))
    await input.press('Enter')
    const { candidates } = (await (await unclear).json()) as { candidates: { id: string }[] }
    expect(candidates.length).toBeGreaterThan(1)
    await expect(ko).toHaveAttribute('data-status', 'unclear')
    await expect(ko).toHaveText(
      'Il CAP 70126 comprende più zone di consegna: scrivi anche la via e il numero civico, oppure indica il punto sulla mappa delle zone.',
    )
    // What the message asks for is the button, not a link to another page.
    await expect(ko.getByRole('link')).toHaveCount(0)
    await expect(open).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(leafletLoaded()).toBe(false)

    await open.click()
    const dialog = mapPointDialog(page)
    const map = pickingMap(page)
    await expect(map.locator('path.ui-zone-polygon')).toHaveCount(26)
    expect(leafletLoaded()).toBe(true)
    // It opens on the CAP's zones, not on all 26 (issue 24); the sea is then a zoom out away.
    await expectOpenedOn(
      page,
      map,
      candidates.map((zone) => zone.id),
    )
    // The whole dialog fits the screen, phone included: its buttons need no scrolling (issue 24).
    for (const name of ['Annulla', 'Conferma il punto'])
      await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 })
    await expect(map).toBeInViewport({ ratio: 1 })

    // In the sea: the server's message for a point outside every zone.
    await pickOnMap(page, map, SEA, touch)
    await dialog.getByRole('button', { name: 'Conferma il punto' }).click()
    await expect(dialog).toBeHidden()
    await expect(ko).toHaveAttribute('data-status', 'outside')
    await expect(ko).toContainText('Il punto indicato è fuori dalle zone in cui consegniamo.')
    await expect(ko.getByRole('link', { name: 'Apri la mappa delle zone di consegna' })).toHaveAttribute(
      'href',
      '/zone-map',
    )
    await expect(ok).toHaveCount(0)
    // The point alone is asked about: what was typed (the CAP) is another question.
    expect(resolved.at(-1)).toEqual({ address: { coordinates: coordinatesOf(resolved.at(-1)) } })

    // Again: the marker is where it was; dragged onto Japigia, the point is in its zone.
    await expect(open).toBeVisible()
    await open.click()
    await expect(dialog).toBeVisible()
    const pin = map.locator('.ui-zone-map__pin')
    await expect(pin).toHaveCount(1)
    const from = await pixelOf(page, map, SEA)
    const to = await pixelOf(page, map, JAPIGIA)
    // The pin's tip is on the point: grab it a little above.
    await page.mouse.move(from.x, from.y - 12)
    await page.mouse.down()
    await page.mouse.move(to.x, to.y - 12, { steps: 8 })
    await page.mouse.up()
    await dialog.getByRole('button', { name: 'Conferma il punto' }).click()
    await expect(ok).toHaveText(
      /^Sì, consegniamo da te! Il punto indicato sulla mappa è nella zona Japigia\./,
    )
    await expect(ko).toHaveCount(0)
    const dropped = coordinatesOf(resolved.at(-1))
    expect(Math.abs((dropped?.lat ?? 0) - JAPIGIA.lat)).toBeLessThan(0.002)
    expect(Math.abs((dropped?.lng ?? 0) - JAPIGIA.lng)).toBeLessThan(0.002)
    // A point found, the offer stays (to move it); a new typed answer that is clear takes it away.
    await expect(open).toBeVisible()
    await input.fill('70019')
    await input.press('Enter')
    await expect(ok).toContainText('CAP 70019 è nella zona Triggiano')
    await expect(open).toHaveCount(0)
  },
)

// Desktop only: the same dialog and map at both sizes (axe), placed with the mouse.
test('accessibilità: il punto sulla mappa da «Consegniamo da te?» su /zone-map', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/zone-map')
  const input = zoneCheck(page).getByRole('combobox', { name: 'Indirizzo o CAP' })
  await input.fill('70123')
  await input.press('Enter')
  await expect(page.getByTestId('zone-check-ko')).toHaveAttribute('data-status', 'unclear')
  await zoneCheck(page).getByRole('button', { name: MAP_POINT }).click()
  const dialog = mapPointDialog(page)
  await expect(pickingMap(page).locator('path.ui-zone-polygon')).toHaveCount(26)
  await expect(dialog.getByRole('button', { name: 'Conferma il punto' })).toBeDisabled()
  await expectNoSeriousViolations(page)
  await pickOnMap(page, pickingMap(page), JAPIGIA, false)
  await expect(dialog.getByTestId('map-point-status')).toContainText('Punto indicato.')
  await expectNoSeriousViolations(page)
  await dialog.getByRole('button', { name: 'Conferma il punto' }).click()
  await expect(page.getByTestId('zone-check-ok')).toContainText('è nella zona Japigia.')
  // The page's own map and legend show the zone found.
  await expect(
    page.getByRole('list', { name: 'Zone di consegna' }).getByRole('button', { name: 'Japigia' }),
  ).toHaveAttribute('aria-pressed', 'true')
})

// A 390 × 844 phone, with and without the browser's bars (Safari leaves 390 × 664 to the page), and
// what is left of it with a bar and a banner open (560).
for (const height of [844, 664, 560]) {
  test.describe(`su un telefono di 390 × ${height}`, { tag: '@phone' }, () => {
    test.use({ viewport: { width: 390, height } })

    test('«Indica il punto sulla mappa»: la mappa e i pulsanti stanno nello schermo', async ({ page }) => {
      await page.goto('/')
      const check = zoneCheck(page)
      const input = check.getByRole('combobox', { name: 'Indirizzo o CAP' })
      await input.fill('70126')
      await input.press('Enter')
      await check.getByRole('button', { name: MAP_POINT }).click()
      const dialog = mapPointDialog(page)
      await expect(pickingMap(page).locator('path.ui-zone-polygon')).toHaveCount(26)
      await expect(pickingMap(page)).toBeInViewport({ ratio: 1 })
      for (const name of ['Annulla', 'Conferma il punto'])
        await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 })
      // A map big enough to place a point with a finger.
      expect((await pickingMap(page).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(190)
    })
  })
}
