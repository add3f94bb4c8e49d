import { formatEuro } from '../../lib/format'
import type { CashStop, CashVan } from './api/cash'

/** How a stop's money was taken, as the table says it ('—' while nothing is recorded). */
export function methodLabel(method: CashStop['method']): string {
  if (method === 'cash') return 'Contanti'
  if (method === 'cheque') return 'Assegno'
  if (method === 'none') return 'Nessuno'
  return '—'
}

/** What happened at the door. */
export function resultLabel(result: CashStop['result']): string {
  if (result === 'delivered') return 'Consegnato'
  if (result === 'failed') return 'Non consegnato'
  return 'Da registrare'
}

/** A difference's tone: 'short' (money missing), 'over' (more taken than due), or 'even'. */
export type DifferenceTone = 'short' | 'over' | 'even'

const cents = (euros: number) => Math.round(euros * 100)

export function differenceTone(difference: number): DifferenceTone {
  const value = cents(difference)
  return value < 0 ? 'short' : value > 0 ? 'over' : 'even'
}

/**
 * A difference with its sign and, when it is not 0, what it means, so that it never rests on colour
 * alone: '0,00 €', '−2,50 € (manca)', '+1,00 € (in più)'.
 */
export function differenceText(difference: number): string {
  const tone = differenceTone(difference)
  if (tone === 'even') return formatEuro(0)
  const amount = formatEuro(Math.abs(difference))
  return tone === 'short' ? `−${amount} (manca)` : `+${amount} (in più)`
}

/** What the 'Registrato' cell says: the amount taken at the door, or '—' when not delivered (yet). */
export function recordedText(stop: Pick<CashStop, 'recorded' | 'result'>): string {
  return stop.result === 'delivered' ? formatEuro(stop.recorded) : '—'
}

export interface CashTotals {
  due: number
  recorded: number
  cash: number
  cheques: number
  difference: number
  /** Stops with nothing recorded yet. */
  open: number
}

/** The whole day over every van, added in cents (so that 0.1 + 0.2 is 0.30 €). */
export function dayTotals(vans: readonly CashVan[]): CashTotals {
  const sum = (pick: (van: CashVan) => number) =>
    vans.reduce((total, van) => total + cents(pick(van)), 0) / 100
  return {
    due: sum((van) => van.due),
    recorded: sum((van) => van.recorded),
    cash: sum((van) => van.cash),
    cheques: sum((van) => van.cheques),
    difference: sum((van) => van.difference),
    open: vans.reduce((count, van) => count + van.stops.filter((stop) => stop.result === null).length, 0),
  }
}
