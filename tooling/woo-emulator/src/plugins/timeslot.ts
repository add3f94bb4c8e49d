import { VEHICLES } from '@shop/zones'
import type { Hono } from 'hono'
import type { EmulatorContext } from '../context'
import { type Env, query } from '../http'
import { bookedOrders, isHoliday, ordddConfig } from './orddd'

/** What tests set for a vehicle (on one date, or on every date when `date` is absent). */
export interface TimeslotOverride {
  vehicle: string
  date?: string
  /** The slots it can serve; ignored when `status` is set. */
  slots?: string[]
  /** Answer with this HTTP status instead (the portal failing for this vehicle). */
  status?: number
  /** Which of the portal's three answer shapes to use (SPEC.md section 7). */
  shape?: 'strings' | 'objects' | 'available_slots' | 'slots' | 'availableSlots'
}

const SLOTS = Array.from({ length: 9 }, (_, i) => {
  const pad = (h: number) => String(h).padStart(2, '0')
  return `${pad(7 + i)}:00 - ${pad(8 + i)}:00`
})

/** How many deliveries a van makes in one hourly slot. */
export const VAN_CAPACITY_PER_SLOT = 6

function shaped(slots: string[], shape: TimeslotOverride['shape']): unknown {
  switch (shape) {
    case 'objects':
      return slots.map((time_slot) => ({ time_slot }))
    case 'available_slots':
    case 'slots':
    case 'availableSlots':
      return { [shape]: slots }
    default:
      return slots
  }
}

/**
 * The delivery portal's timeslot.php?date=YYYY-MM-DD&vehicle=NAME: the slots that van can still
 * serve that day. By default a van serves every hourly slot of a working day until
 * VAN_CAPACITY_PER_SLOT orders assigned to it fill the slot; tests override a vehicle's answer
 * (slots, a failure, an answer shape) through the control API.
 */
export function timeslotRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get('/timeslot.php', (c) => {
    const q = query(c)
    const date = typeof q.date === 'string' ? q.date : ''
    const vehicle = typeof q.vehicle === 'string' ? q.vehicle : ''
    const json = (status: number, body: unknown) =>
      c.body(JSON.stringify(body), status as 200, { 'Content-Type': 'application/json; charset=UTF-8' })
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || vehicle === '') {
      return json(400, { error: 'Parametri mancanti o non validi: servono date (YYYY-MM-DD) e vehicle' })
    }
    const overrides = ctx.store.getSetting<TimeslotOverride[]>('timeslot_overrides', [])
    const override =
      overrides.find((o) => o.vehicle === vehicle && o.date === date) ??
      overrides.find((o) => o.vehicle === vehicle && o.date === undefined)
    if (override?.status)
      return json(override.status, { error: `Disponibilità non disponibile per ${vehicle}` })
    if (override?.slots) return json(200, shaped(override.slots, override.shape))
    if (!(VEHICLES as readonly string[]).includes(vehicle))
      return json(404, { error: `Veicolo sconosciuto: ${vehicle}` })
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    const working = weekday !== 0 && !isHoliday(date, ordddConfig(ctx).holidays)
    const free = working
      ? SLOTS.filter((slot) => bookedOrders(ctx, date, slot, vehicle) < VAN_CAPACITY_PER_SLOT)
      : []
    return json(200, shaped(free, override?.shape))
  })
}
