import { isMissingRoute, isWooError } from '@shop/woo-client'
import type { Logger } from './log'

/**
 * The store's optional delivery plugins: Order Delivery Date (`orddd/v1`: the calendar and the
 * day's slots) and the vans' portal (`timeslot.php`: each van's availability).
 */
export type DeliveryPlugin = 'orddd' | 'portal'

/**
 * What the shop knows of a plugin: `installed` (its last call answered), `missing` (the store has
 * no such plugin: 404 `rest_no_route`, or the portal's 404 page), `failing` (its last call failed:
 * a time-out, a 5xx, an answer that cannot be read), `unknown` (not asked yet).
 */
export type PluginPresence = 'installed' | 'missing' | 'failing' | 'unknown'

export type PluginFindings = Record<DeliveryPlugin, PluginPresence>

/**
 * How long a plugin found missing is not called: the calendar and the slots come from the shop's
 * own zones and rules meanwhile, with no call, no message and no warning. Then the next call asks
 * the store again, so a plugin installed later is used without a restart.
 */
export const PLUGIN_RECHECK_MS = 5 * 60_000

/** A plugin's answer to one call, as the delivery service reads it. */
export type PluginAnswer<T> =
  | { status: 'answered'; value: T }
  /** Not installed: a normal store, the shop's own calendar and slots, nothing to say. */
  | { status: 'missing' }
  /** A fault: the fallback with its message of SPEC.md section 8 and a warning in the log. */
  | { status: 'failed'; error: unknown }

/** Where the calendar and slots (orddd) and the vans' availability (portal) come from, by finding. */
export const DELIVERY_SOURCES = {
  orddd: {
    installed: 'dal plugin Order Delivery Date',
    missing: 'dalle zone e dalle regole del negozio (plugin Order Delivery Date assente)',
  },
  portal: {
    installed: 'dal portale consegne (timeslot.php)',
    missing: 'nessun filtro per furgone (portale consegne assente)',
  },
} as const

/** What each plugin gives, at the start of its log line. */
export const DELIVERY_SOURCE_SUBJECTS = {
  orddd: 'Calendario e fasce',
  portal: 'Disponibilità dei furgoni',
} as const

/**
 * Which delivery plugins the store has, as their calls find out (the start-up check asks them
 * first: delivery/delivery-sources.ts). One finding per plugin for the whole server: a plugin found
 * missing is not called again for PLUGIN_RECHECK_MS; one that answers `rest_no_route` is missing
 * from that call on (a plugin taken off). After the first finding, a plugin that becomes installed
 * or missing (installed later, taken off, answering again after a fault) is logged once (INFO),
 * as 'Calendario e fasce: <DELIVERY_SOURCES.orddd[finding]>' (or 'Disponibilità dei furgoni: …').
 */
export interface DeliveryPlugins {
  /** Calls `plugin` through `call`, unless it was found missing less than PLUGIN_RECHECK_MS ago. */
  ask<T>(plugin: DeliveryPlugin, call: () => Promise<T>): Promise<PluginAnswer<T>>
  /** What is known of each plugin now. */
  findings(): PluginFindings
}

/** A call's failure that means the plugin is not there (a fact of the store, not a fault). */
function isMissing(plugin: DeliveryPlugin, error: unknown): boolean {
  if (isMissingRoute(error)) return true
  // No portal address at all: no portal either.
  return plugin === 'portal' && isWooError(error) && error.code === 'portal_not_configured'
}

export function createDeliveryPlugins(options: { log: Logger; now: () => number }): DeliveryPlugins {
  const known: Record<DeliveryPlugin, { presence: Exclude<PluginPresence, 'unknown'>; at: number } | null> = {
    orddd: null,
    portal: null,
  }

  const note = (plugin: DeliveryPlugin, presence: Exclude<PluginPresence, 'unknown'>) => {
    const before = known[plugin]?.presence
    known[plugin] = { presence, at: options.now() }
    // A fault is logged by the call that met it; the first finding by the start-up line.
    if (presence === 'failing' || before === undefined || before === presence) return
    options.log.info(`${DELIVERY_SOURCE_SUBJECTS[plugin]}: ${DELIVERY_SOURCES[plugin][presence]}`)
  }

  return {
    async ask(plugin, call) {
      const finding = known[plugin]
      if (finding?.presence === 'missing' && options.now() - finding.at < PLUGIN_RECHECK_MS) {
        return { status: 'missing' }
      }
      try {
        const value = await call()
        note(plugin, 'installed')
        return { status: 'answered', value }
      } catch (error) {
        if (isMissing(plugin, error)) {
          note(plugin, 'missing')
          return { status: 'missing' }
        }
        note(plugin, 'failing')
        return { status: 'failed', error }
      }
    },
    findings: () => ({
      orddd: known.orddd?.presence ?? 'unknown',
      portal: known.portal?.presence ?? 'unknown',
    }),
  }
}
