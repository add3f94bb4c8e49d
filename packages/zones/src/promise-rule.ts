import type { DeliveryPromise, DeliveryPromiseField } from './delivery-promise'
import type { DeliveryZone } from './delivery-zone-schema'
import type { Position } from './geometry'
import { readZoneAddress, type ZoneAddress, type ZoneLogger } from './zone-address'
import { zoneText } from './zone-match'

const NO_ADDRESS: DeliveryPromise = { status: 'unclear', reason: 'noAddress', candidates: [] }

/** The indexes of `list` that are also in every one of `others` (null: that field was not given). */
function agreeing(list: readonly number[], ...others: (ReadonlySet<number> | null)[]): number[] {
  return list.filter((i) => others.every((set) => set === null || set.has(i)))
}

/**
 * The delivery promise over one zone list (see deliveryPromise): the zones' text fields are read
 * once; `zoneIndexAt` finds the first zone whose polygon holds a point (-1: none), so the
 * resolver's spatial index and the plain loop give the same answers.
 */
export function createPromiseRule(
  zones: readonly DeliveryZone[],
  zoneIndexAt: (point: Position) => number,
): (address: ZoneAddress, logger: ZoneLogger) => DeliveryPromise {
  const texts = zones.map(zoneText)
  const byPostalCode = new Map<string, Set<number>>()
  const byPlace = new Map<string, Set<number>>()
  const add = (map: Map<string, Set<number>>, key: string, index: number) => {
    const set = map.get(key) ?? new Set<number>()
    set.add(index)
    map.set(key, set)
  }
  texts.forEach((text, i) => {
    for (const code of text.postalCodes) add(byPostalCode, code, i)
    for (const city of text.cities) add(byPlace, city, i)
    if (text.name !== '') add(byPlace, text.name, i)
  })
  // A zone without provinces accepts any province.
  const acceptsProvince = (i: number, province: string) => {
    const provinces = texts[i]?.provinces ?? []
    return provinces.length === 0 || provinces.includes(province)
  }
  const zoneOf = (i: number) => zones[i] as DeliveryZone
  const all = texts.map((_, i) => i)
  const EMPTY: ReadonlySet<number> = new Set()

  return (address, logger) => {
    try {
      const read = readZoneAddress(address, logger, 'deliveryPromise')
      if (!read) return NO_ADDRESS
      const { point, postalCode, city, province } = read

      if (point) {
        const i = zoneIndexAt(point)
        if (i < 0) return { status: 'outside', by: 'coordinates' }
        if (province !== '' && !acceptsProvince(i, province))
          return {
            status: 'unclear',
            reason: 'conflict',
            fields: ['coordinates', 'province'],
            candidates: [zoneOf(i)],
          }
        return { status: 'inside', zone: zoneOf(i), by: 'coordinates' }
      }

      const byCap = postalCode === '' ? null : (byPostalCode.get(postalCode) ?? EMPTY)
      const byTown = city === '' ? null : (byPlace.get(city) ?? EMPTY)
      const byProvince = province === '' ? null : new Set(all.filter((i) => acceptsProvince(i, province)))
      // A field that names no zone: the shop does not deliver there.
      if (byTown?.size === 0) return { status: 'outside', by: 'city' }
      if (byCap?.size === 0) return { status: 'outside', by: 'postalCode' }
      if (byProvince?.size === 0) return { status: 'outside', by: 'province' }
      if (!byCap && !byTown) return NO_ADDRESS

      const candidates = agreeing(all, byCap, byTown, byProvince)
      if (candidates.length === 0) {
        const fields: DeliveryPromiseField[] = []
        if (byCap && byTown && agreeing([...byCap], byTown).length === 0) fields.push('postalCode', 'city')
        else if (byCap && byProvince && agreeing([...byCap], byProvince).length === 0)
          fields.push('postalCode', 'province')
        else if (byTown && byProvince && agreeing([...byTown], byProvince).length === 0)
          fields.push('city', 'province')
        else fields.push('postalCode', 'city', 'province')
        // The zones the CAP or the town name: where the customer may have meant.
        const named = all.filter((i) => byCap?.has(i) || byTown?.has(i))
        return { status: 'unclear', reason: 'conflict', fields, candidates: named.map(zoneOf) }
      }
      // Decided only when the CAP alone or the town alone names one zone, and it agrees with the rest.
      const only = candidates[0] as number
      if (candidates.length === 1 && byCap?.size === 1)
        return { status: 'inside', zone: zoneOf(only), by: 'postalCode' }
      if (candidates.length === 1 && byTown?.size === 1)
        return { status: 'inside', zone: zoneOf(only), by: 'city' }
      return {
        status: 'unclear',
        reason: byCap ? 'postalCodeSpansZones' : 'citySpansZones',
        candidates: candidates.map(zoneOf),
      }
    } catch (error) {
      logger.warn('[@shop/zones] deliveryPromise: lookup failed; nothing promised', error)
      return NO_ADDRESS
    }
  }
}
