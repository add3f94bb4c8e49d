import type { DeliveryRules } from '@shop/api/contract'
import { dayNumberOfIso, isoDateOf } from '@shop/slots'

/** How tomorrow can be ordered on one weekday: until a time, without a limit, or not at all. */
export type NextDayMode = 'none' | 'time' | 'closed'

export interface NextDayDraft {
  mode: NextDayMode
  time: string
}

export interface ClosureDraft {
  id?: string
  from: string
  to: string
  /** Empty: every zone. */
  zoneIds: string[]
  reason: string
}

/** The rules as the form holds them: numbers as typed, weekdays by mode. */
export interface RulesDraft {
  /** Orders per van per slot; '' is no limit. */
  defaultOrders: string
  /** A van's own orders per slot, by name; '' (or missing) follows the default. */
  vans: Record<string, string>
  /** A van's payload per slot in kg, by name; '' (or missing) is the real van's (DEFAULT_VAN_PAYLOADS). */
  payloads: Record<string, string>
  sameDay: boolean
  /** By weekday of the day the order is placed, '0' (domenica) to '6' (sabato). */
  nextDay: Record<string, NextDayDraft>
  minHours: string
  closures: ClosureDraft[]
}

/** The weekdays in the operators' order, lunedì first; keys as in `cutoffs.nextDayUntil`. */
export const WEEKDAYS = [
  { key: '1', label: 'Lunedì' },
  { key: '2', label: 'Martedì' },
  { key: '3', label: 'Mercoledì' },
  { key: '4', label: 'Giovedì' },
  { key: '5', label: 'Venerdì' },
  { key: '6', label: 'Sabato' },
  { key: '0', label: 'Domenica' },
] as const

const ORDERS_MESSAGE = 'Scrivi un numero intero di ordini (per esempio 6), oppure lascia vuoto'
const PAYLOAD_MESSAGE = 'Scrivi un numero intero di chili (per esempio 1200), oppure lascia vuoto'
const HOURS_MESSAGE = 'Scrivi un numero di ore (per esempio 2), oppure 0 per nessun preavviso'
const TIME_MESSAGE = 'Scrivi l’orario limite come HH:MM, per esempio 18:00'

/** The form's draft of saved rules. */
export function draftOf(rules: DeliveryRules): RulesDraft {
  const nextDay: Record<string, NextDayDraft> = {}
  for (const { key } of WEEKDAYS) {
    const limits = rules.cutoffs.nextDayUntil as Partial<Record<string, string | null>>
    const limit = limits[key]
    nextDay[key] =
      limit === undefined
        ? { mode: 'none', time: '18:00' }
        : limit === null
          ? { mode: 'closed', time: '18:00' }
          : { mode: 'time', time: limit }
  }
  return {
    defaultOrders: rules.defaultCapacity ? String(rules.defaultCapacity.orders) : '',
    vans: Object.fromEntries(Object.entries(rules.vans).map(([name, van]) => [name, String(van.orders)])),
    payloads: Object.fromEntries(
      Object.entries(rules.payloads ?? {}).map(([name, kg]) => [name, String(kg)]),
    ),
    sameDay: rules.cutoffs.sameDay,
    nextDay,
    minHours: String(rules.cutoffs.minHoursBeforeSlot),
    closures: rules.closures.map((closure) => ({
      ...(closure.id ? { id: closure.id } : {}),
      from: closure.from,
      to: closure.to,
      zoneIds: [...(closure.zoneIds ?? [])],
      reason: closure.reason,
    })),
  }
}

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null)

/**
 * The rules to send for a draft, or the errors by the API's field paths ('defaultCapacity.orders',
 * 'vans.Furgone 1.orders', 'payloads.Fiorino', 'cutoffs.nextDayUntil.5', 'cutoffs.minHoursBeforeSlot'). Only what the
 * form can tell on its own is checked here (a number that is not one, a missing time); ranges and
 * closures are the API's to check, and its messages show by the same fields.
 */
export function rulesOf(
  draft: RulesDraft,
): { ok: true; rules: DeliveryRules } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  let defaultCapacity: DeliveryRules['defaultCapacity'] = null
  if (draft.defaultOrders.trim() !== '') {
    const orders = wholeNumber(draft.defaultOrders)
    if (orders === null) errors['defaultCapacity.orders'] = ORDERS_MESSAGE
    else defaultCapacity = { orders }
  }
  const vans: DeliveryRules['vans'] = {}
  for (const [name, text] of Object.entries(draft.vans)) {
    if (text.trim() === '') continue
    const orders = wholeNumber(text)
    if (orders === null) errors[`vans.${name}.orders`] = ORDERS_MESSAGE
    else vans[name] = { orders }
  }
  const payloads: Record<string, number> = {}
  for (const [name, text] of Object.entries(draft.payloads)) {
    if (text.trim() === '') continue
    const kg = wholeNumber(text)
    if (kg === null) errors[`payloads.${name}`] = PAYLOAD_MESSAGE
    else payloads[name] = kg
  }
  const nextDayUntil: Record<string, string | null> = {}
  for (const { key } of WEEKDAYS) {
    const day = draft.nextDay[key]
    if (!day || day.mode === 'none') continue
    if (day.mode === 'closed') nextDayUntil[key] = null
    else if (/^([01]\d|2[0-3]):[0-5]\d$/.test(day.time)) nextDayUntil[key] = day.time
    else errors[`cutoffs.nextDayUntil.${key}`] = TIME_MESSAGE
  }
  const minHours = draft.minHours.trim() === '' ? 0 : Number(draft.minHours.replace(',', '.'))
  if (!Number.isFinite(minHours)) errors['cutoffs.minHoursBeforeSlot'] = HOURS_MESSAGE
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    rules: {
      defaultCapacity,
      vans,
      cutoffs: {
        sameDay: draft.sameDay,
        nextDayUntil: nextDayUntil as DeliveryRules['cutoffs']['nextDayUntil'],
        minHoursBeforeSlot: minHours,
      },
      closures: draft.closures.map((closure) => ({
        ...(closure.id ? { id: closure.id } : {}),
        from: closure.from,
        to: closure.to || closure.from,
        ...(closure.zoneIds.length > 0 ? { zoneIds: closure.zoneIds } : {}),
        reason: closure.reason,
      })),
      ...(Object.keys(payloads).length > 0 ? { payloads } : {}),
    },
  }
}

/**
 * The errors of a closure about to be added to the list (the API checks it again on saving):
 * by field, 'from', 'to', 'zoneIds', 'reason'.
 */
export function closureErrors(closure: ClosureDraft, allZones: boolean): Record<string, string> {
  const errors: Record<string, string> = {}
  if (dayNumberOfIso(closure.from) === null) errors.from = 'Indica il primo giorno di chiusura'
  if (closure.to !== '' && dayNumberOfIso(closure.to) === null) errors.to = 'Data di fine non valida'
  else if (closure.to !== '' && closure.to < closure.from)
    errors.to = 'La data di fine non può venire prima della data di inizio'
  if (!allZones && closure.zoneIds.length === 0) errors.zoneIds = 'Scegli almeno una zona, o «Tutte le zone»'
  if (closure.reason.trim() === '') errors.reason = 'Scrivi il motivo, per esempio «Chiusura per ferie»'
  return errors
}

/** The Monday of the week of `date` ('YYYY-MM-DD'); the date itself when it is not one. */
export function mondayOf(date: string): string {
  const day = dayNumberOfIso(date)
  if (day === null) return date
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return isoDateOf(day - ((((day + 3) % 7) + 7) % 7))
}

/** `date` moved by `weeks` weeks. */
export function shiftWeeks(date: string, weeks: number): string {
  const day = dayNumberOfIso(date)
  return day === null ? date : isoDateOf(day + weeks * 7)
}

/** A week cell's text: 'booked / capacity', ∞ without a limit. */
export function cellText(booked: number, capacity: number | null): string {
  return capacity === null ? `${booked} / ∞` : `${booked} / ${capacity}`
}

/** The closures' dates as the list shows them: '10/08/2026 – 14/08/2026', or one date. */
export function closureDates(closure: Pick<ClosureDraft, 'from' | 'to'>): string {
  const it = (iso: string) => iso.split('-').reverse().join('/')
  return closure.to && closure.to !== closure.from
    ? `${it(closure.from)} – ${it(closure.to)}`
    : it(closure.from)
}
