import { createHash, randomBytes } from 'node:crypto'
import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, startApi, type TestApi } from './harness'

const PETRUZZELLI = { lat: 41.1226, lng: 16.872 }
/** Altamura: province BA, about 40 km from the nearest zone. */
const ALTAMURA = {
  coordinates: { lat: 40.8268, lng: 16.5526 },
  postalCode: '70022',
  city: 'Altamura',
  province: 'BA',
}
const STALE = 'Le zone sono state modificate da un altro operatore: ricarica la pagina e riprova.'
const SANTO_SPIRITO = { lat: 41.1655, lng: 16.7525 }
const MILAN = { lat: 45.4642, lng: 9.19 }
const JAPIGIA_POINT = { lat: 41.11158, lng: 16.89587 }
const SEE_MAP = 'Guarda la mappa delle zone per vedere dove arriviamo.'
const NOT_A_TOWN = 'non è tra i comuni e i quartieri delle nostre zone.'
const ADD_STREET = 'scrivi anche la via e il numero civico, oppure indica il punto sulla mappa delle zone.'

const zonesCopy = () => structuredClone(builtInZones()) as DeliveryZone[]
const byName = (zones: DeliveryZone[], name: string) => {
  const zone = zones.find((z) => z.name === name)
  if (!zone) throw new Error(`no zone ${name}`)
  return zone
}

/**
 * A browser logged in with a demo account of `role`. Through the login route; should that route
 * not answer, through a session put in the store as session.ts keeps them (sha256 of the cookie).
 */
async function loggedIn(t: TestApi, role: 'administrator' | 'shop_manager' | 'customer'): Promise<Browser> {
  const account = t.demo(role)
  const browser = t.browser()
  const login = await browser.post('/api/auth/login', { login: account.email, password: account.password })
  if (login.status === 200) return browser
  const id = randomBytes(24).toString('base64url')
  const now = t.deps.now().getTime()
  await t.stores.sessions.createSession({
    idHash: createHash('sha256').update(id).digest('hex'),
    userId: 1,
    email: account.email,
    role,
    method: 'password',
    wooToken: null,
    remember: false,
    createdAt: now,
    expiresAt: now + 3_600_000,
  })
  browser.cookies.set('shop_session', id)
  return browser
}

describe('public zones', () => {
  let t: TestApi
  let b: Browser
  beforeAll(async () => {
    t = await startApi({ zoneCharges: true })
    b = t.browser()
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('GET /api/zones lists the built-in zones in force, with an ETag and no-cache', async () => {
    const r = await b.get('/api/zones')
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ version: 0, builtIn: true, zones: JSON.parse(JSON.stringify(builtInZones())) })
    expect(r.body.zones).toHaveLength(26)
    expect(r.headers.get('cache-control')).toBe('no-cache')
    const etag = r.headers.get('etag') as string
    // Gzipped for this fetch: the weak form of the body hash.
    expect(etag).toBe(`W/"${createHash('sha256').update(r.text).digest('base64url')}"`)
    const again = await b.get('/api/zones', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })

  it('resolves by coordinates: Teatro Petruzzelli is in Centro', async () => {
    const r = await b.post('/api/zones/resolve', { address: { coordinates: PETRUZZELLI } })
    expect(r.status).toBe(200)
    const centro = byName(zonesCopy(), 'Centro')
    expect(r.body).toEqual({
      zone: {
        id: centro.id,
        name: 'Centro',
        color: centro.color,
        vehicle: 'Mega Ducato',
        timeSlotRestrictions: centro.timeSlotRestrictions,
        minimumOrderCents: 1500,
        deliveryFeeCents: 290,
        freeDeliveryFromCents: 3900,
      },
      zoneName: 'Centro',
      status: 'inside',
      by: 'coordinates',
      message: null,
      map: '/zone-map',
    })
    expect(r.headers.get('cache-control')).toBe('no-store')
  })

  it('leaves out vehicle for a zone without a default vehicle', async () => {
    const r = await b.post('/api/zones/resolve', { address: { city: 'Japigia' } })
    expect(r.body.zoneName).toBe('Japigia')
    expect(Object.keys(r.body.zone).sort()).toEqual([
      'color',
      'deliveryFeeCents',
      'freeDeliveryFromCents',
      'id',
      'minimumOrderCents',
      'name',
      'timeSlotRestrictions',
    ])
  })

  it('resolves by postal code and by city', async () => {
    const byCap = await b.post('/api/zones/resolve', { address: { postalCode: '70019' } })
    expect(byCap.body.zoneName).toBe('Triggiano')
    expect(byCap.body.zone.vehicle).toBe('Fiorino')
    const byCity = await b.post('/api/zones/resolve', { address: { city: 'casamassima' } })
    expect(byCity.body.zoneName).toBe('Casamassima')
  })

  it('answers the delivery promise: inside with what decided, and no message', async () => {
    const byPoint = await b.post('/api/zones/resolve', {
      address: { coordinates: JAPIGIA_POINT, province: 'BA' },
    })
    expect(byPoint.body).toMatchObject({
      status: 'inside',
      by: 'coordinates',
      zoneName: 'Japigia',
      message: null,
      map: '/zone-map',
    })
    expect(byPoint.body).not.toHaveProperty('candidates')
    const byTown = await b.post('/api/zones/resolve', { address: { city: 'Capurso', postalCode: '70010' } })
    expect(byTown.body).toMatchObject({ status: 'inside', by: 'city', zoneName: 'Capurso' })
    const torre = await b.post('/api/zones/resolve', { address: { city: 'Torre a Mare' } })
    expect(torre.body).toMatchObject({ status: 'inside', by: 'city', zoneName: 'Torre a Mare' })
  })

  it('refuses addresses outside the zones with the Italian message, whatever CAP or town say', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { coordinates: SANTO_SPIRITO },
        'coordinates',
        `Il punto indicato è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
      ],
      [
        {
          coordinates: SANTO_SPIRITO,
          address: 'Via Napoli, 5',
          postalCode: '70127',
          city: 'Bari',
          province: 'BA',
        },
        'coordinates',
        `Via Napoli, 5, 70127 Bari è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
      ],
      [
        { coordinates: MILAN, postalCode: '70121' },
        'coordinates',
        `Questo indirizzo è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
      ],
      [
        { city: 'Ri', postalCode: '00186', province: 'RM' },
        'city',
        `Non consegniamo a Ri: ${NOT_A_TOWN} ${SEE_MAP}`,
      ],
      [{ city: 'Molfetta' }, 'city', `Non consegniamo a Molfetta: ${NOT_A_TOWN} ${SEE_MAP}`],
      [
        { city: 'Altamura', postalCode: '70022', province: 'BA' },
        'city',
        `Non consegniamo ad Altamura: ${NOT_A_TOWN} ${SEE_MAP}`,
      ],
      [{ city: 'Bitonto' }, 'city', `Non consegniamo a Bitonto: ${NOT_A_TOWN} ${SEE_MAP}`],
      [{ city: 'Roma' }, 'city', `Non consegniamo a Roma: ${NOT_A_TOWN} ${SEE_MAP}`],
      [
        { city: 'Milano', postalCode: '20121', province: 'MI' },
        'city',
        `Non consegniamo a Milano: ${NOT_A_TOWN} ${SEE_MAP}`,
      ],
      [{ city: 'Santo Spirito' }, 'city', `Non consegniamo a Santo Spirito: ${NOT_A_TOWN} ${SEE_MAP}`],
      [
        { postalCode: '00186' },
        'postalCode',
        `Non consegniamo nel CAP 00186: nessuna delle nostre zone lo comprende. ${SEE_MAP}`,
      ],
    ]
    for (const [address, by, message] of cases) {
      const r = await b.post('/api/zones/resolve', { address })
      expect(r.status).toBe(200)
      expect(r.body, JSON.stringify(address)).toEqual({
        status: 'outside',
        by,
        zone: null,
        zoneName: null,
        message,
        map: '/zone-map',
      })
    }
  })

  it('asks for the street or the point on the map when the address is unclear, with the candidates', async () => {
    const cap = await b.post('/api/zones/resolve', { address: { postalCode: '70123' } })
    expect(cap.body).toEqual({
      status: 'unclear',
      reason: 'postalCodeSpansZones',
      candidates: ['Centro', 'Libertà', 'Sangirolamo-Fesca'].map((name) => ({
        id: byName(zonesCopy(), name).id,
        name,
      })),
      zone: null,
      zoneName: null,
      message: `Il CAP 70123 comprende più zone di consegna: ${ADD_STREET}`,
      map: '/zone-map',
    })
    const bari = await b.post('/api/zones/resolve', { address: { city: 'Bari' } })
    expect(bari.body).toMatchObject({ status: 'unclear', reason: 'citySpansZones', zone: null })
    expect(bari.body.message).toBe(`Bari comprende più zone di consegna: ${ADD_STREET}`)
    expect(bari.body.candidates).toHaveLength(18)
    const conflict = await b.post('/api/zones/resolve', { address: { postalCode: '70019', city: 'Capurso' } })
    expect(conflict.body).toMatchObject({
      status: 'unclear',
      reason: 'conflict',
      fields: ['postalCode', 'city'],
      candidates: [{ name: 'Triggiano' }, { name: 'Capurso' }],
    })
    expect(conflict.body.message).toMatch(/^Il CAP 70019 e il comune di Capurso non indicano la stessa zona/)
    const nothing = await b.post('/api/zones/resolve', { address: { province: 'BA' } })
    expect(nothing.body).toMatchObject({ status: 'unclear', reason: 'noAddress', candidates: [] })
  })

  it('has one rule for every caller: the old checkout flag is refused as an unknown key', async () => {
    const r = await b.post('/api/zones/resolve', { address: ALTAMURA, checkout: true })
    expect(r.status).toBe(400)
    expect(r.body.error.code).toBe('invalid_request')
  })

  it('accepts null for absent fields', async () => {
    const r = await b.post('/api/zones/resolve', {
      address: { coordinates: null, postalCode: '70019', city: null, province: null, address: null },
    })
    expect(r.status).toBe(200)
    expect(r.body.zoneName).toBe('Triggiano')
  })

  it('validates the address strictly, in Italian', async () => {
    const cases: [unknown, string, string][] = [
      [
        { address: { coordinates: { lat: 91, lng: 16 } } },
        'address.coordinates.lat',
        'La latitudine deve stare tra -90 e 90',
      ],
      [
        { address: { coordinates: { lat: 41, lng: -181 } } },
        'address.coordinates.lng',
        'La longitudine deve stare tra -180 e 180',
      ],
      [
        { address: { coordinates: { lat: '41.1', lng: 16.8 } } },
        'address.coordinates.lat',
        'La latitudine deve essere un numero',
      ],
      [{ address: { city: 'x'.repeat(201) } }, 'address.city', 'La città può avere al massimo 200 caratteri'],
      [{ address: { postalCode: 70019 } }, 'address.postalCode', 'Il CAP deve essere un testo'],
      [{}, 'address', "L'indirizzo è un oggetto con coordinates, postalCode, city, province o address"],
    ]
    for (const [body, field, message] of cases) {
      const r = await b.post('/api/zones/resolve', body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.error.code).toBe('invalid_request')
      expect(r.body.error.fields[field], JSON.stringify(body)).toBe(message)
    }
    const extra = await b.post('/api/zones/resolve', { address: { city: 'Bari', street: 'Via Sparano' } })
    expect(extra.status).toBe(400)
    expect(extra.body.error.message).toMatch(/chiav.*street/i) // zod's Italian "unrecognised key"
    const broken = await b.request('POST', '/api/zones/resolve', { raw: '{"address":' })
    expect(broken.status).toBe(400)
    expect(broken.body.error.code).toBe('invalid_json')
  })

  it("shows an unnamed zone as 'Zona sconosciuta'", async () => {
    const zones = zonesCopy()
    byName(zones, 'Centro').name = ''
    expect(await t.stores.zones.saveZones(0, zones, 'test', t.deps.now().getTime())).not.toBeNull()
    const r = await b.post('/api/zones/resolve', { address: { coordinates: PETRUZZELLI } })
    expect(r.body.zone.name).toBe('')
    expect(r.body.zoneName).toBe('Zona sconosciuta')
  })
})

describe('admin zones', () => {
  let t: TestApi
  let staff: Browser
  let customer: Browser
  let anonymous: Browser
  beforeAll(async () => {
    t = await startApi({ zoneCharges: true })
    // An administrator: the saves below remove zones, which shop managers may not (admin.test.ts).
    staff = await loggedIn(t, 'administrator')
    customer = await loggedIn(t, 'customer')
    anonymous = t.browser()
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('refuses anonymous visitors (401) and customers (403), and saves nothing', async () => {
    const body = { version: 0, zones: zonesCopy() }
    const calls: [Browser, number][] = [
      [anonymous, 401],
      [customer, 403],
    ]
    for (const [browser, status] of calls) {
      for (const r of [
        await browser.put('/api/admin/zones', body),
        await browser.post('/api/admin/zones/restore', { version: 0 }),
        await browser.get('/api/admin/zones/history'),
      ]) {
        expect(r.status).toBe(status)
        expect(r.body.error.message).toBe('Questa sezione è riservata agli operatori del negozio')
      }
    }
    expect(await t.stores.zones.zoneHistory(10)).toEqual([])
    expect((await anonymous.get('/api/zones')).body.version).toBe(0)
  })

  it('refuses invalid zones with the Italian messages of @shop/zones, by path, and saves nothing', async () => {
    const zones = zonesCopy()
    const centro = byName(zones, 'Centro')
    const index = zones.indexOf(centro)
    centro.polygon = {
      coordinates: [
        [
          [16.86, 41.12],
          [16.88, 41.13],
          [16.88, 41.12],
          [16.86, 41.13],
          [16.86, 41.12],
        ],
      ],
      center: { lat: 41.125, lng: 16.87 },
    }
    const r = await staff.put('/api/admin/zones', { version: 0, zones })
    expect(r.status).toBe(400)
    expect(r.body.error.code).toBe('invalid_request')
    expect(r.body.error.message).toMatch(
      /^Il poligono si interseca da solo: il lato \d+ tocca o incrocia il lato \d+/,
    )
    expect(r.body.error.fields[`zones.${index}.polygon.coordinates.0`]).toBe(r.body.error.message)

    const more = zonesCopy()
    ;(more[0] as { postalCodes: string[] }).postalCodes = ['7001']
    ;(more[1] as { id: string }).id = (more[2] as DeliveryZone).id
    const r2 = await staff.put('/api/admin/zones', { version: 0, zones: more })
    expect(r2.status).toBe(400)
    expect(r2.body.error.fields['zones.0.postalCodes.0']).toBe('Il CAP ha 5 cifre, per esempio 70121')
    expect(r2.body.error.fields['zones.2.id']).toMatch(/^L'id zona-\d+ è già usato dalla zona 2/)

    // Madonnella drawn over Centro: refused with the overlap, at the later zone's polygon.
    const overlapping = zonesCopy()
    const over = byName(overlapping, 'Madonnella')
    over.polygon = structuredClone(byName(overlapping, 'Centro').polygon)
    const r3 = await staff.put('/api/admin/zones', { version: 0, zones: overlapping })
    expect(r3.status).toBe(400)
    const later = Math.max(overlapping.indexOf(over), overlapping.indexOf(byName(overlapping, 'Centro')))
    expect(r3.body.error.fields[`zones.${later}.polygon.coordinates`]).toMatch(
      /^La zona «(Centro|Madonnella)» si sovrappone alla zona «(Centro|Madonnella)» per circa/,
    )

    for (const body of [{ zones: zonesCopy() }, { version: -1, zones: [] }, { version: 0, zones: 'tutte' }]) {
      expect((await staff.put('/api/admin/zones', body)).status).toBe(400)
    }
    expect(await t.stores.zones.zoneHistory(10)).toEqual([])
  })

  it('saves edited zones; the storefront sees them at once; a stale version gets 409 and saves nothing', async () => {
    const before = await anonymous.get('/api/zones')
    const zones = zonesCopy()
    const centro = byName(zones, 'Centro')
    centro.name = 'Centro Murattiano'
    centro.color = '#112233'
    const saved = await staff.put('/api/admin/zones', { version: 0, zones })
    expect(saved.status).toBe(200)
    expect(saved.body.version).toBe(1)
    expect(saved.body.zones).toEqual(JSON.parse(JSON.stringify(zones)))
    expect(new Date(saved.body.savedAt).toISOString()).toBe(saved.body.savedAt)

    const listed = await anonymous.get('/api/zones')
    expect(listed.body.version).toBe(1)
    expect(listed.body.builtIn).toBe(false)
    expect(byName(listed.body.zones, 'Centro Murattiano').color).toBe('#112233')
    expect(listed.headers.get('etag')).not.toBe(before.headers.get('etag'))
    const revalidated = await anonymous.get('/api/zones', {
      'if-none-match': before.headers.get('etag') as string,
    })
    expect(revalidated.status).toBe(200)

    const resolved = await anonymous.post('/api/zones/resolve', { address: { coordinates: PETRUZZELLI } })
    expect(resolved.body.zoneName).toBe('Centro Murattiano')
    expect(resolved.body.zone.color).toBe('#112233')

    // Another operator still editing version 0.
    const other = zonesCopy()
    byName(other, 'Centro').name = 'Centro Storico'
    const stale = await staff.put('/api/admin/zones', { version: 0, zones: other })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ error: { code: 'stale_zones', message: STALE } })
    expect((await anonymous.get('/api/zones')).body.version).toBe(1)
    expect(
      (await anonymous.post('/api/zones/resolve', { address: { coordinates: PETRUZZELLI } })).body.zoneName,
    ).toBe('Centro Murattiano')
    expect(await t.stores.zones.zoneHistory(10)).toHaveLength(1)
  })

  it('uses a newly drawn zone at once', async () => {
    const current = await anonymous.get('/api/zones')
    const zones = current.body.zones as DeliveryZone[]
    zones.push({
      id: 'zona-1900000000000',
      name: 'Altamura',
      description: 'Servizio consegne attivo con fasce orarie disponibili',
      cities: ['Altamura'],
      provinces: ['BA'],
      postalCodes: ['70022'],
      color: '#3B82F6',
      vehicle: 'Renault Master',
      polygon: {
        coordinates: [
          [
            [16.5, 40.8],
            [16.6, 40.8],
            [16.6, 40.86],
            [16.5, 40.86],
            [16.5, 40.8],
          ],
        ],
        center: { lat: 40.83, lng: 16.55 },
      },
      timeSlotRestrictions: { preferredSlots: ['09:00-12:00'], excludedSlots: [] },
    })
    const saved = await staff.put('/api/admin/zones', { version: current.body.version, zones })
    expect(saved.status).toBe(200)
    const r = await anonymous.post('/api/zones/resolve', { address: ALTAMURA })
    expect(r.body.zone).toEqual({
      id: 'zona-1900000000000',
      name: 'Altamura',
      color: '#3B82F6',
      vehicle: 'Renault Master',
      timeSlotRestrictions: { preferredSlots: ['09:00-12:00'], excludedSlots: [] },
    })
  })

  it('restores the built-in zones as a new version, with the same conflict rule', async () => {
    const current = (await anonymous.get('/api/zones')).body.version as number
    const stale = await staff.post('/api/admin/zones/restore', { version: current - 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toEqual({ code: 'stale_zones', message: STALE })
    expect((await anonymous.get('/api/zones')).body.version).toBe(current)

    const restored = await staff.post('/api/admin/zones/restore', { version: current })
    expect(restored.status).toBe(200)
    expect(restored.body.version).toBe(current + 1)
    expect(restored.body.zones).toEqual(JSON.parse(JSON.stringify(builtInZones())))
    const listed = await anonymous.get('/api/zones')
    expect(listed.body.version).toBe(current + 1)
    expect(listed.body.zones).toEqual(JSON.parse(JSON.stringify(builtInZones())))
    const resolved = await anonymous.post('/api/zones/resolve', { address: { coordinates: PETRUZZELLI } })
    expect(resolved.body.zoneName).toBe('Centro')
    expect((await anonymous.post('/api/zones/resolve', { address: ALTAMURA })).body.zone).toBeNull()
    expect((await staff.post('/api/admin/zones/restore', {})).status).toBe(400)
  })

  it('lists the history, newest first, with who saved and when', async () => {
    const r = await staff.get('/api/admin/zones/history')
    expect(r.status).toBe(200)
    const email = t.demo('administrator').email
    expect(r.body.history.map((h: { version: number }) => h.version)).toEqual([3, 2, 1])
    for (const entry of r.body.history) {
      expect(Object.keys(entry).sort()).toEqual(['savedAt', 'savedBy', 'version'])
      expect(entry.savedBy).toBe(email)
      expect(new Date(entry.savedAt).toISOString()).toBe(entry.savedAt)
      expect(Math.abs(Date.parse(entry.savedAt) - t.deps.now().getTime())).toBeLessThan(60_000)
    }
  })
})
