import { describe, expect, it } from 'vitest'
import * as slots from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(slots).sort()).toEqual(
      [
        'CALENDAR_FALLBACK_MESSAGE',
        'TIME_SLOTS',
        'VEHICLES',
        'availableSlots',
        'calendarLoadedMessage',
        'dayNumberOfIso',
        'deliveryDateLabel',
        'fallbackCalendar',
        'fallbackSlots',
        'filterSlots',
        'isoDateOf',
        'normalizeSlotLabel',
        'parseDaySlots',
        'parseDeliverySchedule',
        'parseVehicleSlots',
        'romeDayNumber',
        'sameSlot',
        'slotApiErrorMessage',
        'vehicleForSlot',
        'vehiclesForZone',
      ].sort(),
    )
  })

  it('has no default export', () => {
    expect('default' in slots).toBe(false)
  })
})
