import type { Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, screenReady, test, toast } from './fixtures'

interface Zone {
  id: string
  name: string
  polygon: { coordinates: number[][][]; center: { lat: number; lng: number } }
}
interface ZonesAnswer {
  version: number
  zones: Zone[]
}

const STALE = 'Le zone sono state modificate da un altro operatore: ricarica la pagina e riprova.'

async function zonesInForce(page: Page): Promise<ZonesAnswer> {
  const reply = await page.request.get('/api/zones')
  expect(reply.ok()).toBe(true)
  return (await reply.json()) as ZonesAnswer
}

async function openEditor(page: Page): Promise<void> {
  await page.goto('/admin/zones')
  await screenReady(page, 'Zone di consegna')
  await expect(
    page.getByRole('navigation', { name: 'Elenco delle zone' }).getByRole('button'),
  ).not.toHaveCount(0)
  await expect(page.locator('.zone-editor__map path.leaflet-interactive').first()).toBeVisible()
}

// The tests of this file save zones: one at a time, and the built-in zones are back at the end.
test.describe.configure({ mode: 'serial' })

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.SHOP_URL })
  const page = await context.newPage()
  await page.request.post('/api/auth/login', {
    data: { login: 'admin', password: 'BariBevande#2026', staff: true },
  })
  const { version } = await zonesInForce(page)
  await page.request.post('/api/admin/zones/restore', { data: { version, confirm: true } })
  await context.close()
})

test('draws a zone, saves it, and the storefront shows it and resolves an address into it', async ({
  operator: page,
}) => {
  await openEditor(page)
  await expectNoSeriousViolations(page)
  const before = await zonesInForce(page)
  await page.getByRole('button', { name: 'Disegna una nuova zona' }).click()
  const box = await page.locator('.zone-editor__map').boundingBox()
  if (!box) throw new Error('no map')
  // The top right corner of the map fitted to the zones is the sea north-east of Bari: no zone there.
  const points = [
    [box.x + box.width - 150, box.y + 40],
    [box.x + box.width - 40, box.y + 40],
    [box.x + box.width - 40, box.y + 130],
    [box.x + box.width - 150, box.y + 130],
  ] as const
  for (const [x, y] of points) await page.mouse.click(x, y)
  await page.mouse.click(points[0][0], points[0][1])

  await expect(toast(page, 'Nuova zona disegnata: dalle un nome e salva')).toBeVisible()
  const form = page.getByRole('form', { name: /^Zona / })
  await expect(form.getByText(/^Id zona-\d+$/)).toBeVisible()
  await expect(form.getByLabel('Colore', { exact: true })).toHaveValue('#3B82F6')
  const vertices = form.getByLabel('Vertici del contorno')
  await expect(vertices).toHaveValue(/^([\d.]+, [\d.]+\n){3}[\d.]+, [\d.]+$/)
  const drawnText = await vertices.inputValue()

  // Move a vertex by dragging its handle, then delete another with a right click.
  const second = page.getByRole('button', { name: /^Vertice 2:/ })
  const handle = await second.boundingBox()
  if (!handle) throw new Error('no vertex handle')
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
  await page.mouse.down()
  await page.mouse.move(handle.x - 20, handle.y + 25, { steps: 5 })
  await page.mouse.up()
  await expect(vertices).not.toHaveValue(drawnText)
  const moved = (await vertices.inputValue()).split('\n')
  expect(moved[1]).not.toBe(drawnText.split('\n')[1])
  expect(moved[0]).toBe(drawnText.split('\n')[0])
  await page.getByRole('button', { name: /^Vertice 4:/ }).click({ button: 'right' })
  await expect(vertices).toHaveValue(moved.slice(0, 3).join('\n'))

  // A new colour restyles the shape on the map in place.
  await form.getByLabel('Colore', { exact: true }).fill('#0E7490')
  await expect(page.locator('.zone-editor__map path[stroke="#0E7490"]')).toHaveCount(1)
  await form.getByLabel('Nome').fill('Polignano Mare')
  await form.getByLabel('Città').fill('Polignano a Mare')
  await form.getByLabel('CAP').fill('70044')
  await form.getByLabel('Veicolo predefinito').selectOption('Fiorino')
  await page.getByRole('button', { name: 'Salva le zone' }).click()
  await expect(toast(page, /^Zone salvate \(versione \d+\)/)).toBeVisible()

  const after = await zonesInForce(page)
  expect(after.version).toBeGreaterThan(before.version)
  expect(after.zones).toHaveLength(before.zones.length + 1)
  const drawn = after.zones.find((zone) => zone.name === 'Polignano Mare') as Zone
  expect(drawn.id).toMatch(/^zona-\d{13}$/)
  expect(drawn.polygon.coordinates[0]).toHaveLength(4)

  // The storefront's zone map has it at once (no cache to wait for).
  await page.goto('/zone-map')
  await expect(page.locator('.ui-zone-legend').getByText('Polignano Mare')).toBeVisible()
  const byPoint = await page.request.post('/api/zones/resolve', {
    data: { address: { coordinates: drawn.polygon.center } },
  })
  expect((await byPoint.json()).zone).toMatchObject({
    id: drawn.id,
    name: 'Polignano Mare',
    vehicle: 'Fiorino',
  })
  const byAddress = await page.request.post('/api/zones/resolve', {
    data: {
      address: { address: 'Via Roma 12', postalCode: '70044', city: 'Polignano a Mare' },
    },
  })
  expect((await byAddress.json()).zoneName).toBe('Polignano Mare')
})

test('exports deliveryZones.json equal to the saved zones', async ({ operator: page }) => {
  await openEditor(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Esporta deliveryZones.json' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('deliveryZones.json')
  const stream = await file.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  const saved = await zonesInForce(page)
  expect(JSON.parse(text)).toEqual(saved.zones)
  expect(text).toBe(`${JSON.stringify(saved.zones, null, 2)}\n`)
})

test("sets a zone's minimum order, delivery fee and free-delivery threshold in euros; the schema checks them", async ({
  operator: page,
}) => {
  await openEditor(page)
  const list = page.getByRole('navigation', { name: 'Elenco delle zone' })
  await list.getByRole('button', { name: 'Capurso', exact: true }).click()
  const form = page.getByRole('form', { name: 'Zona Capurso' })
  // The built-in town amounts, shown in euros with a comma.
  const minimum = form.getByLabel('Ordine minimo (€)')
  const fee = form.getByLabel('Costo di consegna (€, IVA inclusa)')
  const freeFrom = form.getByLabel('Consegna gratuita da (€)')
  await expect(minimum).toHaveValue('20,00')
  await expect(fee).toHaveValue('3,90')
  await expect(freeFrom).toHaveValue('49,00')

  await fee.fill('abc')
  await expect(fee).toHaveAccessibleDescription(/Scrivi un importo in euro con al massimo due decimali/)
  await fee.fill('4,5')
  await freeFrom.fill('18')
  await expect(freeFrom).toHaveAccessibleDescription(
    /La soglia della consegna gratuita \(18,00\s€\) non può essere sotto l'ordine minimo \(20,00\s€\)/,
  )
  await freeFrom.fill('59,90')
  await minimum.fill('')
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Salva le zone' }).click()
  await expect(toast(page, /^Zone salvate \(versione \d+\)/)).toBeVisible()

  const saved = (await zonesInForce(page)).zones.find((zone) => zone.name === 'Capurso') as Zone &
    Record<string, unknown>
  expect(saved.deliveryFeeCents).toBe(450)
  expect(saved.freeDeliveryFromCents).toBe(5990)
  expect(saved).not.toHaveProperty('minimumOrderCents')
})

test('refuses a stale save and keeps the edits on screen', async ({ operator: page }) => {
  await openEditor(page)
  const list = page.getByRole('navigation', { name: 'Elenco delle zone' })
  await list.getByRole('button', { name: 'Centro', exact: true }).click()
  const form = page.getByRole('form', { name: 'Zona Centro' })
  await form.getByLabel('Nome').fill('Centro storico')

  // Meanwhile another operator saves.
  const current = await zonesInForce(page)
  const other = await page.request.put('/api/admin/zones', {
    data: { version: current.version, zones: current.zones },
  })
  expect(other.status()).toBe(200)

  await page.getByRole('button', { name: 'Salva le zone' }).click()
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Zona Centro storico' }).getByLabel('Nome')).toHaveValue(
    'Centro storico',
  )
  const after = await zonesInForce(page)
  expect(after.zones.map((zone) => zone.name)).toContain('Centro')
  expect(after.zones.map((zone) => zone.name)).not.toContain('Centro storico')

  await page.getByRole('button', { name: 'Carica le zone aggiornate' }).click()
  await expect(list.getByRole('button', { name: 'Centro', exact: true })).toBeVisible()
  await expect(page.getByText(`Versione ${after.version} · ${after.zones.length} zone`)).toBeVisible()
})

test("asks 'Stai eliminando 2 zone: confermi?' before a save that removes most zones; Annulla saves nothing", async ({
  administrator: page,
}) => {
  // Three zones in force, so that removing two of them is removing most.
  const start = await zonesInForce(page)
  const three = start.zones.filter((zone) => ['Triggiano', 'Capurso', 'Valenzano'].includes(zone.name))
  const setup = await page.request.put('/api/admin/zones', {
    data: { version: start.version, zones: three, confirm: true },
  })
  expect(setup.status()).toBe(200)
  const { version } = (await setup.json()) as ZonesAnswer
  await openEditor(page)
  const list = page.getByRole('navigation', { name: 'Elenco delle zone' })
  for (const name of ['Capurso', 'Valenzano']) {
    await list.getByRole('button', { name, exact: true }).click()
    const form = page.getByRole('form', { name: `Zona ${name}` })
    await form.getByRole('button', { name: 'Elimina la zona' }).click()
    await form
      .getByRole('alertdialog', { name: 'Eliminare la zona?' })
      .getByRole('button', { name: 'Elimina' })
      .click()
  }
  await page.getByRole('button', { name: 'Salva le zone' }).click()
  const question = page.getByRole('dialog', { name: 'Stai eliminando 2 zone: confermi?' })
  await expect(question).toBeVisible()
  await expect(question.getByRole('listitem')).toHaveText(['Capurso', 'Valenzano'])
  await expectNoSeriousViolations(page)
  await question.getByRole('button', { name: 'Annulla' }).click()
  await expect(question).toBeHidden()
  expect((await zonesInForce(page)).version).toBe(version)

  await page.getByRole('button', { name: 'Salva le zone' }).click()
  await question.getByRole('button', { name: 'Sì, elimina e salva' }).click()
  await expect(toast(page, `Zone salvate (versione ${version + 1}): il negozio le usa già`)).toBeVisible()
  const after = await zonesInForce(page)
  expect(after.zones.map((zone) => zone.name)).toEqual(['Triggiano'])

  // Back to the built-in zones for the tests that follow (the restore dialog is the confirmation).
  await page.getByRole('button', { name: 'Ripristina le zone predefinite' }).click()
  await page
    .getByRole('dialog', { name: 'Ripristinare le zone predefinite?' })
    .getByRole('button', { name: 'Ripristina' })
    .click()
  await expect(list.getByRole('button', { name: 'Centro', exact: true })).toBeVisible()
  expect((await zonesInForce(page)).zones).toHaveLength(26)
})

test('explains a self-intersecting polygon and an overlap, shows the overlap on the map, and saves nothing', async ({
  operator: page,
}) => {
  await openEditor(page)
  const before = await zonesInForce(page)
  const centro = before.zones.find((zone) => zone.name === 'Centro') as Zone
  const madonnella = before.zones.find((zone) => zone.name === 'Madonnella') as Zone
  await page
    .getByRole('navigation', { name: 'Elenco delle zone' })
    .getByRole('button', { name: 'Centro', exact: true })
    .click()
  const form = page.getByRole('form', { name: 'Zona Centro' })
  const vertices = form.getByLabel('Vertici del contorno')

  // A bow tie: the first and third sides cross.
  const { lat, lng } = centro.polygon.center
  await vertices.fill(
    [
      `${lat + 0.002}, ${lng - 0.002}`,
      `${lat - 0.002}, ${lng + 0.002}`,
      `${lat + 0.002}, ${lng + 0.002}`,
      `${lat - 0.002}, ${lng - 0.002}`,
    ].join('\n'),
  )
  await form.getByRole('button', { name: 'Applica i vertici' }).click()
  await expect(form.getByText(/Il poligono si interseca da solo/).first()).toBeVisible()

  // A square from Centro's center to Madonnella's: it covers part of Madonnella.
  const m = madonnella.polygon.center
  await vertices.fill(
    [
      `${lat}, ${lng}`,
      `${lat}, ${m.lng + 0.001}`,
      `${m.lat - 0.001}, ${m.lng + 0.001}`,
      `${m.lat - 0.001}, ${lng}`,
    ].join('\n'),
  )
  await form.getByRole('button', { name: 'Applica i vertici' }).click()
  await expect(page.locator('.zone-editor__map path[stroke="#b42318"]').first()).toBeVisible()
  await page.getByRole('button', { name: 'Salva le zone' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /correggili prima di salvare/ })).toBeVisible()
  await expect(page.getByText(/si sovrappone/).first()).toBeVisible()
  expect((await zonesInForce(page)).version).toBe(before.version)
  await expectNoSeriousViolations(page)
})

test('warns before leaving with unsaved edits: another screen asks in Italian, a reload asks the browser', async ({
  operator: page,
}) => {
  await openEditor(page)
  const before = await zonesInForce(page)
  const list = page.getByRole('navigation', { name: 'Elenco delle zone' })
  await list.getByRole('button', { name: 'Capurso', exact: true }).click()
  await page.getByRole('form', { name: 'Zona Capurso' }).getByLabel('Nome').fill('Capurso nuova')
  await expect(page.getByText(/modifiche non salvate/)).toBeVisible()

  // Another screen of the admin: asked first; 'Resta qui' keeps the edits on screen.
  const sections = page.getByRole('navigation', { name: 'Sezioni' })
  await sections.getByRole('link', { name: 'Ordini' }).click()
  const leave = page.getByRole('dialog', { name: 'Uscire senza salvare le zone?' })
  await expect(leave).toBeVisible()
  await expect(leave).toContainText('Hai modifiche alle zone non salvate: se esci adesso andranno perse.')
  await expectNoSeriousViolations(page)
  await leave.getByRole('button', { name: 'Resta qui' }).click()
  await expect(leave).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/zones$/)
  await expect(page.getByRole('form', { name: 'Zona Capurso nuova' }).getByLabel('Nome')).toHaveValue(
    'Capurso nuova',
  )

  // Back in the browser is asked too.
  await page.goto('/admin/orders')
  await screenReady(page, 'Ordini')
  await sections.getByRole('link', { name: 'Zone' }).click()
  await screenReady(page, 'Zone di consegna')
  await list.getByRole('button', { name: 'Capurso', exact: true }).click()
  await page.getByRole('form', { name: 'Zona Capurso' }).getByLabel('Nome').fill('Capurso nuova')
  await page.goBack()
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Resta qui' }).click()
  await expect(page).toHaveURL(/\/admin\/zones$/)

  // Closing or reloading the tab: the browser's own question (beforeunload).
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.accept()
    })
  })
  await page.reload()
  expect(await asked).toBe('beforeunload')
  await screenReady(page, 'Zone di consegna')

  // 'Esci senza salvare' leaves, and nothing was saved.
  await list.getByRole('button', { name: 'Capurso', exact: true }).click()
  await page.getByRole('form', { name: 'Zona Capurso' }).getByLabel('Nome').fill('Capurso nuova')
  await sections.getByRole('link', { name: 'Ordini' }).click()
  await leave.getByRole('button', { name: 'Esci senza salvare' }).click()
  await screenReady(page, 'Ordini')
  await expect(page).toHaveURL(/\/admin\/orders$/)
  expect((await zonesInForce(page)).version).toBe(before.version)

  // Without edits, leaving asks nothing.
  await sections.getByRole('link', { name: 'Zone' }).click()
  await screenReady(page, 'Zone di consegna')
  await sections.getByRole('link', { name: 'Ordini' }).click()
  await screenReady(page, 'Ordini')
  await expect(leave).toBeHidden()
})
