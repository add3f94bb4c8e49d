import { randomBytes } from 'node:crypto'
import type { Store } from './store'

/**
 * The plugins a shop may or may not have installed: Order Delivery Date Pro (orddd/v1), the shop's
 * phone-login plugin (custom/v1/phone-login) and the delivery portal's timeslot.php. Each is on
 * unless switched off; a store without one answers as WordPress does (REAL-STORE-DIFFERENCES row 15).
 */
export interface InstalledPlugins {
  orddd: boolean
  phoneLogin: boolean
  portal: boolean
  /**
   * The shop's own order status wc-out-for-delivery ('In consegna'), registered by a status plugin.
   * Off by default: the recorded real store has only WooCommerce's statuses, and the emulator is
   * never more forgiving than it. A store that registers it turns it on (PUT /__emulator/plugins).
   */
  shopStatuses: boolean
}

/** What every part of the emulator shares: the database, the site's URL and the clock. */
export interface EmulatorContext {
  store: Store
  /** The site URL as WordPress knows it, without a trailing slash (used in links, permalinks, iss). */
  siteUrl: string
  now(): Date
  /** Which optional plugins answer (kept in memory: a reseed does not change them). */
  plugins: InstalledPlugins
}

/** The store's time zone: an Italian shop, as WooCommerce's "Timezone" setting would say. */
export const SITE_TIME_ZONE = 'Europe/Rome'

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** An instant as WordPress writes dates: 'YYYY-MM-DDTHH:MM:SS', in the site's time zone and in GMT. */
export function wpDates(instant: Date | string): { local: string; gmt: string } {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  const p: Record<string, string> = {}
  for (const part of romeParts.formatToParts(date)) p[part.type] = part.value
  return {
    local: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`,
    gmt: date.toISOString().slice(0, 19),
  }
}

/** The calendar date ('YYYY-MM-DD') of an instant in the site's time zone. */
export function siteDate(instant: Date): string {
  return wpDates(instant).local.slice(0, 10)
}

/** WordPress's sanitize_title: lower case, accents removed, anything else a single hyphen. */
export function sanitizeTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * An amount as WooCommerce stores a line's total (wc_format_decimal without rounding): text as
 * sent, less anything but digits, '-' and the last '.' before a digit ('1.475410' stays '1.475410'); a number
 * with PHP's 6 decimals, trailing zeros trimmed (1.5 → '1.5').
 */
export function storedDecimal(value: unknown): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value.toFixed(6).replace(/\.?0+$/, '') : '0'
  }
  return String(value ?? '')
    .trim()
    .replace(/\.(?![^.]+$)|[^0-9.-]/g, '')
}

/** A random token of letters and digits (order keys, generated passwords). */
export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = randomBytes(length)
  let out = ''
  for (const byte of bytes) out += alphabet[byte % alphabet.length]
  return out
}

/** A meta entry as WooCommerce returns it. */
export interface MetaEntry {
  id: number
  key: string
  value: unknown
}

/**
 * WooCommerce's meta update: entries are upserted by key (an existing key keeps its id), keys the
 * update does not mention are left alone; with `dropPrivate`, keys starting with '_' are silently
 * ignored (customers do this, orders do not: rules 15 and 20).
 */
export function upsertMeta(
  store: Store,
  current: MetaEntry[],
  updates: unknown,
  options: { dropPrivate: boolean },
): MetaEntry[] {
  const out = current.map((entry) => ({ ...entry }))
  if (!Array.isArray(updates)) return out
  for (const update of updates) {
    if (!update || typeof update !== 'object') continue
    const { id, key, value } = update as { id?: unknown; key?: unknown; value?: unknown }
    if (typeof key !== 'string' || key === '') continue
    if (options.dropPrivate && key.startsWith('_')) continue
    const existing = out.find((entry) => (typeof id === 'number' && entry.id === id) || entry.key === key)
    if (existing) {
      if (value === null) out.splice(out.indexOf(existing), 1)
      else existing.value = value
    } else if (value !== null && value !== undefined) {
      out.push({ id: store.nextId('meta'), key, value })
    }
  }
  return out
}

export function links(
  siteUrl: string,
  path: string,
  collection: string,
  extra: Record<string, unknown> = {},
) {
  return {
    self: [
      {
        href: `${siteUrl}/wp-json/wc/v3/${path}`,
        targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
      },
    ],
    collection: [{ href: `${siteUrl}/wp-json/wc/v3/${collection}` }],
    ...extra,
  }
}
