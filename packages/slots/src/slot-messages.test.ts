import { describe, expect, it } from 'vitest'
import {
  CALENDAR_FALLBACK_MESSAGE,
  calendarLoadedMessage,
  SLOT_FEW_LABEL,
  SLOT_FULL_LABEL,
  SLOT_PAST_CUTOFF_LABEL,
  slotApiErrorMessage,
  slotClosedLabel,
} from './slot-messages'

describe('SPEC.md section 8 messages of the delivery calendar and slots', () => {
  it('says the calendar is the fallback one', () => {
    expect(CALENDAR_FALLBACK_MESSAGE).toBe('Calendario fallback generato')
  })

  it.each([
    ['WooCommerce', 'Date disponibili caricate da API WooCommerce'],
    ['orddd', 'Date disponibili caricate da API orddd'],
  ])('says where the dates come from (%s)', (platform, message) => {
    expect(calendarLoadedMessage(platform)).toBe(message)
  })

  it.each([
    [500, 'Errore API slot orari: 500'],
    [404, 'Errore API slot orari: 404'],
    ['timeout', 'Errore API slot orari: timeout'],
  ])('gives the status of a failed slot call (%s)', (status, message) => {
    expect(slotApiErrorMessage(status)).toBe(message)
  })
})

describe('the labels of slots that cannot be booked, or soon cannot', () => {
  it('are in Italian', () => {
    expect(SLOT_FULL_LABEL).toBe('Esaurita')
    expect(SLOT_FEW_LABEL).toBe('Ultimi posti')
    expect(SLOT_PAST_CUTOFF_LABEL).toBe('Non più prenotabile')
    expect(slotClosedLabel('Natale')).toBe('Chiuso: Natale')
  })
})
