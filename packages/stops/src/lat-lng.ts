/** A point in WGS84 degrees: `{ lat: 41.1177, lng: 16.8697 }` (Bari Centrale). */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

/** Whether `value` is a point with finite degrees in range (lat −90…90, lng −180…180). */
export function isLatLng(value: unknown): value is LatLng {
  if (typeof value !== 'object' || value === null) return false
  const { lat, lng } = value as { lat?: unknown; lng?: unknown }
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  )
}

/** A short picture of a value for an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value !== 'object' || value === null) return String(value)
  try {
    return JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'number' && !Number.isFinite(inner) ? String(inner) : inner,
    )
  } catch {
    return Object.prototype.toString.call(value)
  }
}
