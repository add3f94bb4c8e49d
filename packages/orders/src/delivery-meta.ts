import { ORDER_META_KEYS } from './order-meta-keys'

const romeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** Rome's offset from UTC at an instant, in ms (3,600,000 in winter, 7,200,000 in summer). */
function romeOffset(instant: number): number {
  const parts: Record<string, number> = {}
  for (const part of romeClock.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * Unix seconds of 00:00 in Europe/Rome on a calendar date 'YYYY-MM-DD': the `_orddd_timestamp`
 * Order Delivery Date Pro stores for a delivery date. Italy changes its clocks at 02:00 and 03:00,
 * so midnight always exists. A malformed date throws a TypeError that shows the right form.
 */
export function ordddTimestamp(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof date === 'string' ? date.trim() : '')
  const [year, month, day] = match
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : [Number.NaN, 0, 0]
  const wall = Date.UTC(year, month - 1, day)
  const check = new Date(wall)
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new TypeError(
      `ordddTimestamp(date): date must be a real calendar date such as '2026-11-24'; got ${String(date)}`,
    )
  }
  const guess = wall - romeOffset(wall)
  return Math.floor((wall - romeOffset(guess)) / 1000)
}

/** What deliveryMeta writes: a 'YYYY-MM-DD' date, the slot label as offered, the zone's name. */
export interface DeliveryMetaInput {
  date: string
  slot: string
  zoneName: string
}

/**
 * The delivery meta the shop writes on an order (ORDER_META_KEYS): the date ('Data di consegna'),
 * the slot ('Fascia oraria'), the zone's name ('Zona di consegna'), and orddd's own timestamp and
 * slot, so that the order looks like one placed through the plugin's checkout. The vehicle is
 * added by withAssignedVehicle; readDelivery reads them all back.
 */
export function deliveryMeta({ date, slot, zoneName }: DeliveryMetaInput): { key: string; value: string }[] {
  return [
    { key: ORDER_META_KEYS.deliveryDate, value: date },
    { key: ORDER_META_KEYS.timeSlot, value: slot },
    { key: ORDER_META_KEYS.zone, value: zoneName },
    { key: ORDER_META_KEYS.ordddTimestamp, value: String(ordddTimestamp(date)) },
    { key: ORDER_META_KEYS.ordddTimeSlot, value: slot },
  ]
}
