/**
 * Issue 22: a store without the Order Delivery Date plugin (or the vans' portal) is a normal store
 * (DECISIONS.md section 3): the calendar and the slots come from the shop's own zones and rules,
 * with no message to customers and no warning per request; the store is asked again now and then,
 * so a plugin installed later is used without a restart. A plugin that fails (a 5xx, a 404 that is
 * not `rest_no_route`, no answer) still gives SPEC.md section 8's messages and a warning.
 */
import { DEFAULT_DELIVERY_RULES, type DeliveryRules, fallbackCalendar, italianHolidays } from '@shop/slots'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkDeliverySources } from '../src/delivery/delivery-sources'
import { PLUGIN_RECHECK_MS } from '../src/delivery-plugins'
import { type Browser, startApi, type TestApi } from './harness'

/** Monday 8 March 2027, 09:00 in Bari: the API's and the store's clock. */
const START = Date.parse('2027-03-08T08:00:00Z')
let clock = START
const now = () => new Date(clock)

const TUESDAY = '2027-03-16'
const WEDNESDAY = '2027-03-17'
const THURSDAY = '2027-03-18'
const SATURDAY = '2027-03-20'

const japigia = builtInZones().find((zone) => zone.name === 'Japigia')?.id as string

/** The operators' rules: the shop closed on Wednesday 17, Japigia on Tuesday 16. */
const RULES: DeliveryRules = {
  ...DEFAULT_DELIVERY_RULES,
  closures: [
    { id: 'inventario', from: WEDNESDAY, to: WEDNESDAY, reason: 'Inventario' },
    { id: 'mercato', from: TUESDAY, to: TUESDAY, zoneIds: [japigia], reason: 'Mercato rionale' },
  ],
}

/** The shop's own calendar of the day: the next 30 days without Sundays, holidays and closures. */
function ownCalendar(closed: string[]): string[] {
  const holidays = new Set([...italianHolidays(2027)].map((holiday) => holiday.date))
  return fallbackCalendar(now())
    .map((entry) => entry.date)
    .filter((date) => !holidays.has(date) && !closed.includes(date))
}

let t: TestApi
let b: Browser
/** The store's delivery calls the server made (orddd's calendar and slots, timeslot.php). */
const calls = { orddd: 0, portal: 0 }

beforeAll(async () => {
  t = await startApi({ now, emulator: { now, plugins: { orddd: false, portal: false } } })
  b = t.browser()
  await t.stores.settings.saveSettings({ deliveryRules: RULES })
  for (const [method, plugin] of [
    ['getDeliveryDates', 'orddd'],
    ['getDaySlots', 'orddd'],
    ['getVehicleSlots', 'portal'],
  ] as const) {
    const original = t.deps.woo[method].bind(t.deps.woo) as (...args: unknown[]) => Promise<unknown>
    vi.spyOn(t.deps.woo, method).mockImplementation(((...args: unknown[]) => {
      calls[plugin]++
      return original(...args)
    }) as never)
  }
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const calendar = (zoneId?: string) => b.get(`/api/delivery/calendar${zoneId ? `?zoneId=${zoneId}` : ''}`)
const slots = (date: string, zoneId = japigia) => b.get(`/api/delivery/slots?date=${date}&zoneId=${zoneId}`)
const slotList = (reply: { body: { slots: { slot: string }[] } }) => reply.body.slots.map((s) => s.slot)
const warnings = () => t.logs.filter((line) => / WARN /.test(line))
const infos = (pattern: RegExp) => t.logs.filter((line) => / INFO /.test(line) && pattern.test(line))

describe('a store without Order Delivery Date and the portal', () => {
  it("gives the shop's own calendar and slots under its rules, with no message and no warning", async () => {
    const all = await calendar()
    expect(all.status).toBe(200)
    expect(all.body.source).toBe('fallback')
    expect(all.body).not.toHaveProperty('message')
    expect(all.body.dates.map((d: { date: string }) => d.date)).toEqual(ownCalendar([WEDNESDAY]))
    expect(all.body.dates[0]).toEqual({ date: '2027-03-09', day: 'Martedì', slots: [], available: true })

    const inJapigia = await calendar(japigia)
    expect(inJapigia.body).not.toHaveProperty('message')
    expect(inJapigia.body.dates.map((d: { date: string }) => d.date)).toEqual(
      ownCalendar([WEDNESDAY, TUESDAY]),
    )

    // Japigia on a working day: the day's slots less 09 (excluded), each with its van of the
    // zone's table (16 and 17 have none of their own: the zone's first, Molisia), all preferred.
    const thursday = await slots(THURSDAY)
    expect(thursday.status).toBe(200)
    expect(thursday.body).not.toHaveProperty('message')
    expect(thursday.body.source).toBe('fallback')
    expect(
      thursday.body.slots.map((s: { slot: string; vehicle: string; preferred: boolean; state: string }) => [
        s.slot,
        s.vehicle,
        s.preferred,
        s.state,
      ]),
    ).toEqual([
      ['10:00 - 11:00', 'Molisia', true, 'open'],
      ['11:00 - 12:00', 'Molisia', true, 'open'],
      ['15:00 - 16:00', 'Fiat new Ducato', true, 'open'],
      ['16:00 - 17:00', 'Molisia', true, 'open'],
      ['17:00 - 18:00', 'Molisia', true, 'open'],
    ])
    expect(slotList(await slots(SATURDAY))).toEqual(['10:00 - 11:00'])
    // The closure of the operators' rules.
    const closed = await slots(TUESDAY)
    expect(closed.body).not.toHaveProperty('message')
    expect(closed.body.slots.length).toBeGreaterThan(0)
    for (const slot of closed.body.slots) {
      expect(slot).toMatchObject({ state: 'closed', label: 'Chiuso: Mercato rionale', bookable: false })
    }
    expect(warnings()).toEqual([])
  })

  it('asks the store once, not on every request', async () => {
    const before = { ...calls }
    for (let i = 0; i < 4; i++) {
      clock += 10_000
      expect((await calendar()).body).not.toHaveProperty('message')
      expect((await slots(THURSDAY, builtInZones()[i]?.id)).body).not.toHaveProperty('message')
    }
    expect(calls).toEqual(before)
    expect(warnings()).toEqual([])
  })

  it("says in the admin's configuration that neither is there", async () => {
    const manager = t.browser()
    const account = t.demo('shop_manager')
    const login = await manager.post('/api/auth/login', {
      login: account.username,
      password: account.password,
    })
    expect(login.status, login.text + t.logs.slice(-3).join('\n')).toBe(200)
    const config = await manager.get('/api/admin/config')
    expect(config.status).toBe(200)
    expect(config.body.deliveryPlugins).toEqual({ orddd: 'missing', portal: 'missing' })
  })

  it('uses a plugin installed meanwhile once the store is asked again, and logs it once', async () => {
    await t.control('/plugins', 'PUT', { orddd: true, portal: true })
    clock += PLUGIN_RECHECK_MS / 2
    const before = { ...calls }
    expect((await calendar()).body.source).toBe('fallback')
    expect(calls).toEqual(before)

    clock += PLUGIN_RECHECK_MS / 2
    const installed = await calendar()
    expect(installed.body).toMatchObject({
      source: 'orddd',
      message: 'Date disponibili caricate da API WooCommerce',
    })
    const day = await slots(THURSDAY)
    expect(day.body.source).toBe('orddd')
    expect(day.body).not.toHaveProperty('message')
    // orddd's own slots of the day (07 to 16), not the fallback's 16 and 17.
    expect(slotList(day)).not.toContain('17:00 - 18:00')
    expect(calls.orddd).toBe(before.orddd + 2)
    expect(calls.portal).toBeGreaterThan(before.portal)
    expect(infos(/Calendario e fasce: dal plugin Order Delivery Date/)).toHaveLength(1)
    expect(infos(/Disponibilità dei furgoni: dal portale consegne \(timeslot\.php\)/)).toHaveLength(1)
    expect(warnings()).toEqual([])
  })

  it('takes a plugin removed meanwhile for missing at its first rest_no_route, with no warning', async () => {
    await t.control('/plugins', 'PUT', { orddd: false, portal: false })
    const removed = await calendar()
    expect(removed.body.source).toBe('fallback')
    expect(removed.body).not.toHaveProperty('message')
    expect((await slots(THURSDAY)).body).not.toHaveProperty('message')
    expect(
      infos(
        /Calendario e fasce: dalle zone e dalle regole del negozio \(plugin Order Delivery Date assente\)/,
      ),
    ).toHaveLength(1)
    expect(
      infos(/Disponibilità dei furgoni: nessun filtro per furgone \(portale consegne assente\)/),
    ).toHaveLength(1)
    const before = { ...calls }
    await calendar()
    await slots(THURSDAY)
    expect(calls).toEqual(before)
    expect(warnings()).toEqual([])
  })
})

describe('a plugin that fails is a fault, as before', () => {
  beforeAll(async () => {
    await t.control('/plugins', 'PUT', { orddd: true, portal: true })
    clock += PLUGIN_RECHECK_MS
  })

  it("keeps SPEC.md's messages and warns on every request: a 500, a 404 that is not rest_no_route, no answer", async () => {
    expect((await calendar()).body.source).toBe('orddd')
    for (const fault of [{ status: 500 }, { status: 404 }]) {
      await t.control('/faults', 'POST', { path: '/wp-json/orddd', ...fault })
      await t.control('/faults', 'POST', { path: '/timeslot.php', ...fault })
      t.logs.length = 0
      for (let i = 0; i < 2; i++) {
        const dates = await calendar()
        expect(dates.body).toMatchObject({ source: 'fallback', message: 'Calendario fallback generato' })
        const day = await slots(THURSDAY)
        expect(day.body).toMatchObject({
          source: 'fallback',
          message: `Errore API slot orari: ${fault.status}`,
        })
      }
      const lines = warnings()
      expect(lines.filter((line) => line.includes('orddd calendar call failed'))).toHaveLength(2)
      expect(lines.filter((line) => line.includes('orddd slot call failed'))).toHaveLength(2)
      // Japigia's vans: Molisia and Fiat new Ducato, each asked on each request.
      expect(lines.filter((line) => line.includes('vehicle availability call failed'))).toHaveLength(4)
      await t.control('/faults', 'DELETE')
    }
    await t.control('/faults', 'POST', { path: '/wp-json/orddd', drop: true })
    const dropped = await slots(THURSDAY)
    expect(dropped.body).toMatchObject({ source: 'fallback', message: 'Errore API slot orari: 0' })
    expect(t.deps.deliveryPlugins.findings().orddd).toBe('failing')
    await t.control('/faults', 'DELETE')
  })

  it('says so in the start-up line, as a warning', async () => {
    await t.control('/faults', 'POST', { path: '/wp-json/orddd', status: 503 })
    t.logs.length = 0
    await checkDeliverySources(t.deps)
    expect(t.logs).toHaveLength(1)
    expect(t.logs[0]).toMatch(
      / WARN Calendario e fasce: dalle zone e dalle regole del negozio finché il plugin Order Delivery Date non risponde \(.+\); disponibilità dei furgoni: dal portale consegne \(timeslot\.php\)$/,
    )
    await t.control('/faults', 'DELETE')
    t.logs.length = 0
    await checkDeliverySources(t.deps)
    // After the line saying orddd answers again (delivery-plugins.ts), the start-up line.
    expect(t.logs.at(-1)).toMatch(
      / INFO Calendario e fasce: dal plugin Order Delivery Date; disponibilità dei furgoni: dal portale consegne \(timeslot\.php\)$/,
    )
  })
})
