import { describe, expect, it } from 'vitest'
import * as slots from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(slots).sort()).toEqual(
      [
        'NOT_DISPATCHED',
        'CALENDAR_FALLBACK_MESSAGE',
        'ORDER_META_KEYS',
        'TIME_SLOTS',
        'VEHICLES',
        'availableSlots',
        'calendarLoadedMessage',
        'dayNumberOfIso',
        'deliveryDateLabel',
        'deliveryMeta',
        'dispatchSheet',
        'fallbackCalendar',
        'fallbackSlots',
        'filterSlots',
        'isoDateOf',
        'normalizeSlotLabel',
        'ordddTimestamp',
        'parseDaySlots',
        'parseDeliverySchedule',
        'parseVehicleSlots',
        'romeDayNumber',
        'sameSlot',
        'slotApiErrorMessage',
        'vehicleForSlot',
        'vehiclesForZone',
        'withAssignedVehicle',
      ].sort(),
    )
  })

  it('has no default export', () => {
    expect('default' in slots).toBe(false)
  })
})
