import type { Position } from '@shop/zones'

/** Leaflet's [lat, lng] pairs of GeoJSON rings ([lng, lat], closed): open rings, as Leaflet draws them. */
export function ringsToLatLngs(rings: readonly (readonly Position[])[]): [number, number][][] {
  return rings.map((ring) => {
    const open = ring.length > 1 && samePoint(ring[0], ring[ring.length - 1]) ? ring.slice(0, -1) : ring
    return open.map(([lng, lat]) => [lat as number, lng as number])
  })
}

/** GeoJSON rings ([lng, lat], closed, 7 decimals ≈ 1 cm) of Leaflet's latlngs of a polygon. */
export function latLngsToRings(latlngs: readonly (readonly { lat: number; lng: number }[])[]): Position[][] {
  return latlngs
    .filter((ring) => ring.length > 0)
    .map((ring) => {
      const points: Position[] = ring.map(({ lat, lng }) => [round(lng), round(lat)])
      const first = points[0]
      return first ? [...points, [first[0], first[1]] as Position] : points
    })
}

const round = (value: number) => Math.round(value * 1e7) / 1e7

function samePoint(a: Position | undefined, b: Position | undefined): boolean {
  return Boolean(a && b && a[0] === b[0] && a[1] === b[1])
}

/** The outer ring as text, one 'lat, lng' vertex per line (the keyboard way to edit a shape). */
export function ringToText(rings: readonly (readonly Position[])[]): string {
  const [outer] = ringsToLatLngs(rings)
  return (outer ?? []).map(([lat, lng]) => `${lat}, ${lng}`).join('\n')
}

/**
 * The vertices typed by the operator ('41.12, 16.87' per line) as a closed GeoJSON outer ring,
 * keeping any holes of `rings`; an Italian message for the first line that cannot be read.
 */
export function textToRings(
  text: string,
  rings: readonly (readonly Position[])[],
): { rings: Position[][] } | { error: string } {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const points: { lat: number; lng: number }[] = []
  for (const [index, line] of lines.entries()) {
    const match = /^(-?\d+(?:[.,]\d+)?)\s*[,;\s]\s*(-?\d+(?:[.,]\d+)?)$/.exec(line)
    const lat = Number(match?.[1]?.replace(',', '.'))
    const lng = Number(match?.[2]?.replace(',', '.'))
    if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      return {
        error: `Riga ${index + 1}: scrivi latitudine e longitudine separate da una virgola, per esempio 41.1171, 16.8719`,
      }
    }
    points.push({ lat, lng })
  }
  if (points.length < 3) return { error: 'Il poligono ha bisogno di almeno 3 vertici' }
  const [outer] = latLngsToRings([points])
  return { rings: [outer as Position[], ...rings.slice(1).map((ring) => [...ring])] }
}
