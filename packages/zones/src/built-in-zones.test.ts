import { intersection } from 'polyclip-ts'
import { describe, expect, it } from 'vitest'
import { builtInZoneProvenance, builtInZones } from './built-in-zones'
import { deliveryZoneSchema } from './delivery-zone-schema'
import { areaM2, findZoneOverlaps } from './find-zone-overlaps'
import { containsPoint, type Position, readRings } from './geometry'
import { resolveZone } from './resolve-zone'
import { validateZones } from './validate-zones'
import { VEHICLES } from './vehicles'

// SPEC.md section 9, pasted as written there. The test parses this text, so it checks the zones
// against the spec's own words rather than against a second copy of the code's table.
const SPEC_TABLE = `
| Triggiano | Fiorino | 07 Fiorino; 11, 14, 15 new Ducato | 08, 09, 10, 12, 13 |
| Capurso | new Ducato | 07, 09 Fiorino; 11, 14, 15 new Ducato | 08, 10, 12, 13 |
| Valenzano | Fiorino | 07 Fiorino; 11, 12, 14, 15 Ducato | 08, 09, 10, 13 |
| Carbonara-Ceglie del Campo | Fiorino | 07, 08, 09 Fiorino; 11, 14, 15 Ducato | 10, 12, 13 |
| Poggiofranco-Carbonara | Ducato | 07, 08 Fiorino; 09, 10, 11, 14, 15 Ducato | 12, 13 |
| Mungivacca | new Ducato | — | 12, 13 |
| Via Amendola-SanPasquale | new Ducato | — | 13 |
| Poggiofranco | Ducato | — | 15 |
| Japigia | none | 07, 10, 11 Molisia; 14, 15 new Ducato | 08, 09, 12, 13 |
| Carrassi-SanPasquale | none | 07, 08, 09, 10 Molisia; 12, 13, 14 new Ducato | 11, 15 |
| Madonnella | Mega Ducato | — | 15 |
| Centro | Mega Ducato | — | 15 |
| Libertà | Mega Ducato | — | 09, 12 |
| Sangirolamo-Fesca | Mega Ducato | 07 Fiorino; 10, 11, 12, 14, 15 Mega Ducato | 08, 09, 13 |
| Palese | Mega Ducato | — | 07, 08, 09, 10, 13, 14 |
| SanPaolo | Ducato | — | 10, 13 |
| Stanic | Mega Ducato | — | 08, 09, 10, 13 |
| Zona Industriale Modugno-Sanpaolo | none | 09 Fiorino; 10, 11, 12, 14, 15 Mega Ducato | 07, 08, 13 |
| Modugno | none | 07, 08, 09 Molisia; 11, 14, 15 Mega Ducato | 10, 12, 13 |
| Loseto | none | 07, 08 Fiorino; 11, 12, 14, 15 Ducato | 09, 10, 13 |
| Bitritto | Renault Master | — | 11, 12, 13, 14, 15 |
| Adelfia | Renault Master | — | 10, 11, 12, 13, 14 |
| Cellamare | none | 07, 08, 09 Fiorino; 10, 11, 14, 15 new Ducato | 12, 13 |
| SanGiorgio | none | 10, 11, 12 Molisia; 14, 15 new Ducato | 07, 08, 09, 13 |
| Torre a Mare | none | 07 Fiorino; 10, 11, 12 Molisia; 14, 15 new Ducato | 08, 09, 13 |
| Casamassima | Ducato | 11, 12, 15 Ducato | 07, 08, 09, 10, 13, 14 |
`

// "Fiat Ducato (written "Ducato" below), Fiat new Ducato ("new Ducato")" (SPEC.md section 9).
const SPEC_VEHICLE_NAMES: Record<string, string> = {
  Fiorino: 'Fiorino',
  Ducato: 'Fiat Ducato',
  'new Ducato': 'Fiat new Ducato',
  'Mega Ducato': 'Mega Ducato',
  Molisia: 'Molisia',
  'Renault Master': 'Renault Master',
}

const slotOf = (hour: string) => `${hour}:00 - ${String(Number(hour) + 1).padStart(2, '0')}:00`

const specRows = SPEC_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [name, vehicle, bySlot, excluded] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()) as [string, string, string, string]
    const vehiclesByTimeSlot: Record<string, string> = {}
    if (bySlot !== '—') {
      for (const group of bySlot.split(';')) {
        const match = /^\s*([\d,\s]+?)\s+([A-Za-z].*)$/.exec(group)
        if (!match) throw new Error(`cannot read "${group}"`)
        const vehicleName = SPEC_VEHICLE_NAMES[(match[2] as string).trim()]
        if (!vehicleName) throw new Error(`unknown vehicle in "${group}"`)
        for (const hour of (match[1] as string).split(','))
          vehiclesByTimeSlot[slotOf(hour.trim())] = vehicleName
      }
    }
    return {
      name,
      vehicle: vehicle === 'none' ? undefined : SPEC_VEHICLE_NAMES[vehicle],
      vehiclesByTimeSlot: bySlot === '—' ? undefined : vehiclesByTimeSlot,
      excludedSlots: excluded.split(',').map((hour) => slotOf(hour.trim())),
    }
  })

describe('builtInZones()', () => {
  it('has the 26 zones of SPEC.md, in its order', () => {
    expect(specRows).toHaveLength(26)
    expect(builtInZones().map((zone) => zone.name)).toEqual(specRows.map((row) => row.name))
  })

  describe.each(specRows.map((row, index) => [row.name, row, index] as const))('%s', (_name, row, index) => {
    const zone = builtInZones()[index]

    it('has the excluded slots, default vehicle and per-slot vehicles of its row', () => {
      expect(zone?.timeSlotRestrictions.excludedSlots).toEqual(row.excludedSlots)
      expect(zone?.vehicle).toBe(row.vehicle)
      expect(zone?.vehiclesByTimeSlot).toEqual(row.vehiclesByTimeSlot)
    })

    it('is valid, in province BA, with the default description and preferred slots', () => {
      const parsed = deliveryZoneSchema.safeParse(zone)
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
      expect(zone?.provinces).toEqual(['BA'])
      expect(zone?.description).toBe('Servizio consegne attivo con fasce orarie disponibili')
      expect(zone?.timeSlotRestrictions.preferredSlots).toEqual(['09:00-12:00', '15:00-18:00'])
    })

    it('has the delivery money of the city zones when wholly in Bari, else of the towns', () => {
      const inBari = zone?.cities.every((city) => city === 'Bari')
      expect(zone).toMatchObject(
        inBari
          ? { minimumOrderCents: 1500, deliveryFeeCents: 290, freeDeliveryFromCents: 3900 }
          : { minimumOrderCents: 2000, deliveryFeeCents: 390, freeDeliveryFromCents: 4900 },
      )
    })

    it('has its center inside its polygon, and resolves from it', () => {
      const rings = readRings(zone?.polygon.coordinates) as Position[][]
      const { lat, lng } = zone?.polygon.center ?? { lat: 0, lng: 0 }
      expect(containsPoint(rings, [lng, lat])).toBe(true)
      expect(resolveZone({ coordinates: { lat, lng } }, builtInZones())?.name).toBe(row.name)
    })
  })

  it('gives every zone its own id of the zona-<timestamp> form', () => {
    const ids = builtInZones().map((zone) => zone.id)
    expect(new Set(ids).size).toBe(26)
    for (const id of ids) expect(id).toMatch(/^zona-\d{13}$/)
  })

  it('names only the shop vehicles', () => {
    for (const zone of builtInZones()) {
      const used = [zone.vehicle, ...Object.values(zone.vehiclesByTimeSlot ?? {})].filter(Boolean)
      for (const vehicle of used) expect(VEHICLES).toContain(vehicle)
    }
  })

  it('is frozen, so that no caller can change the shop zones for everyone', () => {
    const zone = builtInZones()[0] as { name: string; timeSlotRestrictions: { excludedSlots: string[] } }
    expect(() => {
      zone.name = 'x'
    }).toThrow(TypeError)
    expect(() => zone.timeSlotRestrictions.excludedSlots.push('x')).toThrow(TypeError)
    expect(Object.isFrozen(builtInZones())).toBe(true)
    expect(builtInZones()).toBe(builtInZones())
    expect(Object.isFrozen(builtInZoneProvenance())).toBe(true)
    expect(builtInZoneProvenance()).toBe(builtInZoneProvenance())
  })

  it('has no two zones overlapping (intersection under 1 m²)', () => {
    const overlaps: string[] = []
    for (let i = 0; i < builtInZones().length; i++) {
      for (let j = i + 1; j < builtInZones().length; j++) {
        const a = builtInZones()[i]
        const b = builtInZones()[j]
        if (!a || !b) continue
        const shared = intersection(
          a.polygon.coordinates as Position[][],
          b.polygon.coordinates as Position[][],
        ) as Position[][][]
        const area = areaM2(shared)
        if (area >= 1) overlaps.push(`${a.name} / ${b.name}: ${area.toFixed(1)} m²`)
      }
    }
    expect(overlaps).toEqual([])
  })

  it('has no overlaps for findZoneOverlaps either, and passes the list schema', () => {
    expect(findZoneOverlaps(builtInZones())).toEqual([])
    builtInZones().forEach((_zone, index) => {
      expect(findZoneOverlaps(builtInZones(), { only: index })).toEqual([])
    })
    const parsed = validateZones(builtInZones())
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  })

  it('gives neighbouring zones different colours on the map', () => {
    const vertexKeys = builtInZones().map(
      (zone) => new Set(zone.polygon.coordinates[0]?.map((p) => p.join(','))),
    )
    const clashes: string[] = []
    builtInZones().forEach((a, i) => {
      builtInZones().forEach((b, j) => {
        if (j <= i) return
        const shared = [...(vertexKeys[i] ?? [])].filter((key) => vertexKeys[j]?.has(key)).length
        if (shared >= 2 && a.color === b.color) clashes.push(`${a.name} / ${b.name}`)
      })
    })
    expect(clashes).toEqual([])
  })

  // SOURCES.md's spot checks (coordinates typed by hand from well-known places).
  it.each([
    ['Teatro Petruzzelli', 41.1226, 16.872, 'Centro'],
    ['Basilica di San Nicola', 41.1304, 16.8703, 'Centro'],
    ['Policlinico, Piazza Giulio Cesare', 41.1115, 16.8625, 'Poggiofranco'],
    ['Campus, Via Orabona 4', 41.1085, 16.88, 'Carrassi-SanPasquale'],
    ['Politecnico, Viale Japigia 188', 41.1126, 16.9008, 'Japigia'],
    ['Mungivacca', 41.0922, 16.8889, 'Mungivacca'],
    ['Fiera del Levante', 41.1365, 16.842, 'Sangirolamo-Fesca'],
    ['Aeroporto Karol Wojtyla', 41.1389, 16.7606, 'Palese'],
    ['Modugno, centro', 41.0838, 16.7816, 'Modugno'],
    ['Triggiano, centro', 41.0654, 16.9245, 'Triggiano'],
    ['Capurso, centro', 41.0466, 16.92, 'Capurso'],
    ['Valenzano, centro', 41.0437, 16.8847, 'Valenzano'],
    ['Bitritto, centro', 41.0425, 16.8266, 'Bitritto'],
    ['Adelfia, centro', 41.0036, 16.8717, 'Adelfia'],
    ['Cellamare, centro', 41.0205, 16.928, 'Cellamare'],
    ['Casamassima, centro', 40.9554, 16.9198, 'Casamassima'],
    ['Torre a Mare, Piazza V. Veneto', 41.0871, 16.9997, 'Torre a Mare'],
    ['Cala San Giorgio', 41.0954, 16.9575, 'SanGiorgio'],
    ['Carbonara, centro', 41.0745, 16.868, 'Carbonara-Ceglie del Campo'],
    ['Ceglie del Campo, centro', 41.063, 16.856, 'Carbonara-Ceglie del Campo'],
    ['Loseto, centro', 41.034, 16.85, 'Loseto'],
    ['Santo Spirito (no zone)', 41.159, 16.755, null],
    ['Bitonto (no zone)', 41.1086, 16.6917, null],
    ['Adriatic Sea off Bari (no zone)', 41.16, 16.9, null],
  ])('puts %s in %s', (_place, lat, lng, expected) => {
    expect(
      resolveZone({ coordinates: { lat, lng } }, builtInZones(), { steps: ['coordinates'] })?.name ?? null,
    ).toBe(expected)
  })

  it('records the source of every boundary and marks the 11 zones with drawn cut lines', () => {
    expect(builtInZoneProvenance().map((p) => p.zoneId)).toEqual(builtInZones().map((zone) => zone.id))
    for (const provenance of builtInZoneProvenance())
      expect(provenance.source).toMatch(/ISTAT|Comune di Bari/)
    const approximate = builtInZoneProvenance().filter((p) => p.approximate)
    expect(approximate.map((p) => p.name)).toEqual([
      'Carbonara-Ceglie del Campo',
      'Poggiofranco-Carbonara',
      'Mungivacca',
      'Via Amendola-SanPasquale',
      'Poggiofranco',
      'Carrassi-SanPasquale',
      'Stanic',
      'Zona Industriale Modugno-Sanpaolo',
      'Modugno',
      'SanGiorgio',
      'Torre a Mare',
    ])
    for (const provenance of approximate) expect(provenance.note?.length).toBeGreaterThan(20)
  })
})
