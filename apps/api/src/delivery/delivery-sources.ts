import { isoDateOf, romeDayNumber, vehiclesForZone } from '@shop/slots'
import {
  DELIVERY_SOURCE_SUBJECTS,
  DELIVERY_SOURCES,
  type PluginAnswer,
  type PluginFindings,
} from '../delivery-plugins'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { ShopSettings } from '../store/settings-store'
import { STORE_CHECK_TIMEOUT_MS } from '../store-connection'

/** A start-up question gets the start-up check's time-out: a plugin that takes longer is failing. */
const PROBE = { timeoutMs: STORE_CHECK_TIMEOUT_MS }

const OWN = 'dalle zone e dalle regole del negozio'

/** orddd's calendar, as the checkout asks it. */
function askOrddd(deps: ServerDeps): Promise<PluginAnswer<unknown>> {
  return deps.deliveryPlugins.ask('orddd', () => deps.woo.getDeliveryDates(30, PROBE))
}

/** timeslot.php for the first van of the zones in force, today; null when no zone names a van. */
function askPortal(deps: ServerDeps): Promise<PluginAnswer<unknown>> | null {
  const vehicle = deps.zones
    .current()
    .zones.map((zone) => vehiclesForZone(zone)[0])
    .find((name) => name !== undefined)
  if (vehicle === undefined) return null
  const today = isoDateOf(romeDayNumber(deps.now()))
  return deps.deliveryPlugins.ask('portal', () => deps.woo.getVehicleSlots(today, vehicle, PROBE))
}

const reason = (answer: PluginAnswer<unknown>) =>
  answer.status === 'failed' && answer.error instanceof Error ? answer.error.message : 'nessuna risposta'

/** Where one of the two orddd sources (calendar, slots) comes from, in words. */
function ordddSource(chosen: ShopSettings['calendarSource'], answer: PluginAnswer<unknown>): string {
  if (chosen !== 'orddd') return `${OWN} (scelta nella configurazione)`
  if (answer.status === 'answered') return DELIVERY_SOURCES.orddd.installed
  if (answer.status === 'missing') return DELIVERY_SOURCES.orddd.missing
  return `${OWN} finché il plugin Order Delivery Date non risponde (${reason(answer)})`
}

/**
 * The start-up line: where the calendar and the slots come from (Order Delivery Date, or the
 * shop's own zones and rules: the plugin is not installed, or the operators chose them), and the
 * vans' availability (the portal, or no filter). A plugin that failed makes it a warning.
 */
export function deliverySourcesLine(
  settings: Pick<ShopSettings, 'calendarSource' | 'slotSource'>,
  orddd: PluginAnswer<unknown>,
  portal: PluginAnswer<unknown> | null,
): { level: 'info' | 'warn'; line: string } {
  const calendar = ordddSource(settings.calendarSource, orddd)
  const slots = ordddSource(settings.slotSource, orddd)
  const parts = [
    calendar === slots
      ? `${DELIVERY_SOURCE_SUBJECTS.orddd}: ${calendar}`
      : `Calendario: ${calendar}; fasce: ${slots}`,
  ]
  if (portal) {
    const vans =
      portal.status === 'answered'
        ? DELIVERY_SOURCES.portal.installed
        : portal.status === 'missing'
          ? DELIVERY_SOURCES.portal.missing
          : `nessun filtro per furgone finché il portale consegne non risponde (${reason(portal)})`
    parts.push(`${DELIVERY_SOURCE_SUBJECTS.portal.toLowerCase()}: ${vans}`)
  }
  const failed = [orddd, portal].some((answer) => answer?.status === 'failed')
  return { level: failed ? 'warn' : 'info', line: parts.join('; ') }
}

/**
 * The start-up check of the delivery plugins (start-shop.ts, after the store check): asks orddd
 * and the portal once and logs one line saying where the calendar, the slots and the vans'
 * availability come from. Later calls keep the findings up to date (delivery-plugins.ts).
 */
export async function checkDeliverySources(deps: ServerDeps): Promise<PluginFindings> {
  const [orddd, portal] = await Promise.all([askOrddd(deps), askPortal(deps)])
  const { level, line } = deliverySourcesLine(currentSettings(deps), orddd, portal)
  deps.log[level](line)
  return deps.deliveryPlugins.findings()
}

/** What is known of the delivery plugins, asking the store about those not asked yet (the admin's configuration). */
export async function findDeliveryPlugins(deps: ServerDeps): Promise<PluginFindings> {
  const known = deps.deliveryPlugins.findings()
  await Promise.all([
    known.orddd === 'unknown' ? askOrddd(deps) : null,
    known.portal === 'unknown' ? askPortal(deps) : null,
  ])
  return deps.deliveryPlugins.findings()
}
