import { describe, expect, it } from 'vitest'
import { createOfflineGeocoder } from './create-offline-geocoder'
import type { GeocodeResult } from './geocoder'
import { streetWithoutPlace, withGeocodeResult } from './with-geocode-result'

const geocoder = createOfflineGeocoder()
const first = async (query: string) => {
  const [result] = await geocoder.search(query)
  if (!result) throw new Error(`no result for ${query}`)
  return result
}
const empty = { street: '', city: '', postalCode: '', province: 'BA' }

describe('streetWithoutPlace', () => {
  it.each([
    ['Via Roma 5, Triggiano', 'Triggiano', 'Via Roma 5'],
    ['Via Roma 5 Triggiano', 'Triggiano', 'Via Roma 5'],
    ['via roma, 5 - 70019 TRIGGIANO (BA)', 'Triggiano', 'via roma, 5'],
    ['Via Roma 5, 70019 Triggiano, Italia', 'Triggiano', 'Via Roma 5'],
    ['Corso Vittorio Emanuele II 12, Cellamare', 'Cellamare', 'Corso Vittorio Emanuele II 12'],
    ['V.le della Repubblica 3/A', 'Capurso', 'V.le della Repubblica 3/A'],
    // Another town stays: it may be the street's name.
    ['Via Bari 3', 'Triggiano', 'Via Bari 3'],
    ['Via Capurso 3, Triggiano', 'Triggiano', 'Via Capurso 3'],
    // A street named after the town keeps its name.
    ['Via Triggiano', 'Triggiano', 'Via Triggiano'],
    ['Via Triggiano, Triggiano', 'Triggiano', 'Via Triggiano'],
    // The town typed alone names no street.
    ['Triggiano', 'Triggiano', ''],
    ['70019 Triggiano', 'Triggiano', ''],
    ['', 'Triggiano', ''],
  ])('%j in %s is %j', (typed, city, street) => {
    expect(streetWithoutPlace(typed, city)).toBe(street)
  })

  it('never throws on junk', () => {
    expect(streetWithoutPlace(undefined as unknown as string, 'Bari')).toBe('')
    expect(streetWithoutPlace('Via Roma 1', undefined as unknown as string)).toBe('Via Roma 1')
  })
})

describe('withGeocodeResult', () => {
  it('a town never erases the typed street: town, CAP and province are set', async () => {
    const typed = { ...empty, street: 'Via Roma 5, Triggiano' }
    const town = await first('Via Roma 5, Triggiano')
    expect(town).toMatchObject({ kind: 'town', city: 'Triggiano' })
    expect(withGeocodeResult(typed, town)).toEqual({
      street: 'Via Roma 5',
      city: 'Triggiano',
      postalCode: '70019',
      province: 'BA',
    })
  })

  it.each([
    'Triggiano',
    'Capurso',
    'Valenzano',
    'Modugno',
    'Bitritto',
    'Adelfia',
    'Cellamare',
    'Casamassima',
  ])('keeps a street typed in %s, whose streets the data lacks', async (town) => {
    const typed = { ...empty, street: `Via Giuseppe Garibaldi 12, ${town}` }
    const result = await first(typed.street)
    expect(result).toMatchObject({ kind: 'town', city: town, street: null })
    const address = withGeocodeResult(typed, result)
    expect(address.street).toBe('Via Giuseppe Garibaldi 12')
    expect(address.city).toBe(town)
    expect(address.postalCode).toMatch(/^70\d{3}$/)
  })

  it('a street replaces the street line, with its number', async () => {
    const street = await first('via peucetia 22')
    expect(withGeocodeResult({ ...empty, street: 'via peucetia 22' }, street)).toEqual({
      street: 'Via Peucetia, 22',
      city: 'Bari',
      postalCode: '70126',
      province: 'BA',
    })
  })

  it("fills a Bari street's CAP when its zone has one CAP", async () => {
    const street = await first('Via Altamura')
    expect(withGeocodeResult({ ...empty, street: 'Via Altamura' }, street).postalCode).toBe('70123')
  })

  it('leaves a CAP the data cannot tell to the customer: kept when typed for that town, else emptied', async () => {
    const sparano = await first('Via Sparano da Bari 84')
    expect(sparano.postalCode).toBeNull()
    expect(withGeocodeResult({ ...empty, street: 'Via Sparano 84' }, sparano).postalCode).toBe('')
    expect(
      withGeocodeResult(
        { street: 'Via Sparano 84', city: 'bari', postalCode: '70121', province: 'BA' },
        sparano,
      ).postalCode,
    ).toBe('70121')
    // Triggiano's CAP does not follow the customer to a street of Bari.
    expect(
      withGeocodeResult(
        { street: 'Via Sparano 84', city: 'Triggiano', postalCode: '70019', province: 'BA' },
        sparano,
      ),
    ).toMatchObject({ city: 'Bari', postalCode: '' })
  })

  it("keeps the typed province when a service gives none, and a town's result without a CAP", () => {
    const town: GeocodeResult = {
      label: 'Triggiano',
      street: null,
      houseNumber: null,
      city: 'Triggiano',
      postalCode: null,
      province: '',
      lat: 41.066,
      lng: 16.925,
      kind: 'town',
    }
    expect(
      withGeocodeResult(
        { street: 'Via Roma 5', city: 'Triggiano', postalCode: '70019', province: 'BA' },
        town,
      ),
    ).toEqual({ street: 'Via Roma 5', city: 'Triggiano', postalCode: '70019', province: 'BA' })
  })
})
