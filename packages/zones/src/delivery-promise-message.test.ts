import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { deliveryPromise } from './delivery-promise'
import { deliveryPromiseMessage } from './delivery-promise-message'
import { recordingLogger } from './test-zones'
import type { ZoneAddress } from './zone-address'

const silent = { logger: recordingLogger() }
/** The message for an address, as the API gives it. */
const messageFor = (address: ZoneAddress) =>
  deliveryPromiseMessage(deliveryPromise(address, builtInZones(), silent), address)

const SEE_MAP = 'Guarda la mappa delle zone per vedere dove arriviamo.'
const CHOOSE = 'scegli la via tra i suggerimenti o indica il punto sulla mappa delle zone.'
const ADD_STREET = 'scrivi anche la via e il numero civico, oppure indica il punto sulla mappa delle zone.'

describe('deliveryPromiseMessage', () => {
  it('has nothing to say about an address inside a zone', () => {
    expect(messageFor({ coordinates: { lat: 41.11158, lng: 16.89587 } })).toBeNull()
    expect(messageFor({ postalCode: '70019' })).toBeNull()
  })

  it('names the town it looked for, with the right preposition', () => {
    expect(messageFor({ city: 'Molfetta', postalCode: '70056', province: 'BA' })).toBe(
      `Non consegniamo a Molfetta: non è tra i comuni e i quartieri delle nostre zone. ${SEE_MAP}`,
    )
    expect(messageFor({ city: '  altamura ' })).toBe(
      `Non consegniamo ad Altamura: non è tra i comuni e i quartieri delle nostre zone. ${SEE_MAP}`,
    )
    expect(messageFor({ city: 'Santo Spirito' })).toMatch(/^Non consegniamo a Santo Spirito: /)
  })

  it('names the CAP and the province it looked for', () => {
    expect(messageFor({ postalCode: '00186' })).toBe(
      `Non consegniamo nel CAP 00186: nessuna delle nostre zone lo comprende. ${SEE_MAP}`,
    )
    expect(messageFor({ postalCode: '70019', province: 'rm' })).toBe(
      `Non consegniamo in provincia di RM: nessuna delle nostre zone vi si trova. ${SEE_MAP}`,
    )
  })

  it('repeats the address whose position is outside every zone', () => {
    expect(
      messageFor({
        coordinates: { lat: 41.1655, lng: 16.7525 },
        address: 'Via Napoli, 5',
        postalCode: '70127',
        city: 'Bari',
      }),
    ).toBe(`Via Napoli, 5, 70127 Bari è fuori dalle zone in cui consegniamo. ${SEE_MAP}`)
    expect(messageFor({ coordinates: { lat: 45.4642, lng: 9.19 }, postalCode: '70121' })).toBe(
      `Questo indirizzo è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
    )
    // A point placed on the map, with nothing typed.
    expect(messageFor({ coordinates: { lat: 41.1655, lng: 16.7525 } })).toBe(
      `Il punto indicato è fuori dalle zone in cui consegniamo. ${SEE_MAP}`,
    )
  })

  it('asks for the street or the point on the map when the CAP or the town spans zones', () => {
    expect(messageFor({ postalCode: '70126', city: 'Bari' })).toBe(
      `Il CAP 70126 comprende più zone di consegna: ${ADD_STREET}`,
    )
    expect(messageFor({ city: 'bari' })).toBe(`Bari comprende più zone di consegna: ${ADD_STREET}`)
    // With a street typed, the geocoder's suggestions for it are there to choose from.
    expect(messageFor({ address: 'Via Inesistente 3', postalCode: '70126', city: 'Bari' })).toBe(
      `Il CAP 70126 comprende più zone di consegna: ${CHOOSE}`,
    )
  })

  it('says which fields disagree', () => {
    expect(messageFor({ postalCode: '70019', city: 'Capurso', province: 'BA' })).toBe(
      `Il CAP 70019 e il comune di Capurso non indicano la stessa zona di consegna: controlla l’indirizzo, ${ADD_STREET}`,
    )
    expect(messageFor({ coordinates: { lat: 41.11158, lng: 16.89587 }, province: 'mi' })).toBe(
      'La posizione sulla mappa è nella zona Japigia, che non comprende la provincia MI: controlla l’indirizzo o indica il punto sulla mappa delle zone.',
    )
    expect(
      deliveryPromiseMessage(
        { status: 'unclear', reason: 'conflict', fields: ['postalCode', 'city', 'province'], candidates: [] },
        { postalCode: '70010', city: 'Bari', province: 'BA' },
      ),
    ).toMatch(/^Il CAP 70010, il comune di Bari e la provincia BA non indicano la stessa zona di consegna: /)
  })

  it('asks for an address when there is none', () => {
    expect(messageFor({})).toBe(
      'Per sapere se consegniamo da te scrivi via, CAP e comune, oppure indica il punto sulla mappa delle zone.',
    )
    expect(
      deliveryPromiseMessage({ status: 'unclear', reason: 'noAddress', candidates: [] }, null as never),
    ).toMatch(/^Per sapere se consegniamo da te/)
  })
})
