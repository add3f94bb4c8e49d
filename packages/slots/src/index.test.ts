import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as slots from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(slots).sort()).toEqual(
      [
        'CALENDAR_FALLBACK_MESSAGE',
        'DEFAULT_CUTOFF_RULES',
        'DEFAULT_DELIVERY_RULES',
        'DEFAULT_VAN_PAYLOADS',
        'SLOT_FEW_LABEL',
        'SLOT_FULL_LABEL',
        'SLOT_PAST_CUTOFF_LABEL',
        'TIME_SLOTS',
        'availableSlots',
        'calendarLoadedMessage',
        'closureFor',
        'closureSchema',
        'cutoffRulesSchema',
        'dayNumberOfIso',
        'deliveryDateLabel',
        'deliveryRulesSchema',
        'fallbackCalendar',
        'fallbackSlots',
        'filterSlots',
        'isPastCutoff',
        'isoDateOf',
        'easterSunday',
        'italianHolidays',
        'normalizeSlotLabel',
        'offerCalendar',
        'offerSlots',
        'parseDaySlots',
        'parseDeliverySchedule',
        'parseVehicleSlots',
        'romeDayNumber',
        'sameSlot',
        'slotApiErrorMessage',
        'slotClosedLabel',
        'slotOccupancy',
        'vanCapacityOf',
        'vanCapacitySchema',
        'vanPayloadOf',
        'vehicleForSlot',
        'vehiclesForZone',
      ].sort(),
    )
  })

  it('imports only types from @shop/zones, so that loading it loads no zone code', () => {
    const dir = new URL('./', import.meta.url)
    const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
    expect(sources).toContain('vehicles.ts')
    for (const file of sources) {
      const code = readFileSync(new URL(file, dir), 'utf8')
      for (const [statement] of code.matchAll(/^(?:import|export)\b[^;]*?from '@shop\/zones[^']*'/gms)) {
        expect(statement, file).toMatch(/^(import|export) type /)
      }
    }
  })

  it('loads zod only from the schema files, so that the other functions do not bundle it', () => {
    const dir = new URL('./', import.meta.url)
    const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
    expect(sources).toContain('closure-schema.ts')
    for (const file of sources) {
      const code = readFileSync(new URL(file, dir), 'utf8')
      if (!file.endsWith('-schema.ts')) expect(code, file).not.toMatch(/from 'zod'/)
      // The entry and the schema files (which load zod anyway) may import schemas by value.
      if (file === 'index.ts' || file.endsWith('-schema.ts')) continue
      for (const [statement] of code.matchAll(/^(?:import|export)\b[^']*?from '\.\/[^']*-schema'/gm)) {
        expect(statement, file).toMatch(/^(import|export) type /)
      }
    }
  })

  it('has no default export', () => {
    expect('default' in slots).toBe(false)
  })
})
