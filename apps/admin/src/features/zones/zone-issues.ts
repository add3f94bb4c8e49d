import { type DeliveryZone, findZoneOverlaps, type Position, validateZones, zoneName } from '@shop/zones'

/** What is wrong with the zone list being edited: per zone, and per field of each zone. */
export interface ZoneIssues {
  count: number
  /** zone id → messages, each with the field it is about ('name', 'polygon', 'cities', …). */
  byZone: Map<string, { field: string; message: string }[]>
}

/** validateZones' Italian messages for the list as it is (shapes, overlaps, every field). */
export function zoneIssues(zones: readonly DeliveryZone[]): ZoneIssues {
  const result = validateZones(zones)
  const byZone = new Map<string, { field: string; message: string }[]>()
  if (result.success) return { count: 0, byZone }
  for (const issue of result.error.issues) {
    const [index, field] = issue.path
    const zone = typeof index === 'number' ? zones[index] : undefined
    const key = zone?.id ?? ''
    const list = byZone.get(key) ?? []
    list.push({ field: typeof field === 'string' ? field : '', message: issue.message })
    byZone.set(key, list)
  }
  return { count: result.error.issues.length, byZone }
}

/** The areas the zone at `index` shares with others, labelled with the other zone's name. */
export function overlapsOf(
  zones: readonly DeliveryZone[],
  index: number,
): { region: Position[][][]; label: string }[] {
  if (index < 0) return []
  return findZoneOverlaps(zones, { only: index }).map((overlap) => {
    const other = zones[overlap.first === index ? overlap.second : overlap.first]
    return { region: overlap.region, label: `Sovrapposizione con ${zoneName(other)}` }
  })
}
