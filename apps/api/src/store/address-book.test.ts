import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'
import type { AddressBookFields } from './address-book'

const entry = (label: string, street = `Via ${label}, 1`): AddressBookFields => ({
  label,
  address: { firstName: 'Anna', lastName: 'Ruggiero', address1: street, city: 'Bari', postcode: '70126' },
  coordinates: { lat: 41.11158, lng: 16.89587 },
  zoneId: 'japigia',
  zoneName: 'Japigia',
})

describe.each(STORE_BACKENDS)('the address book on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('makes the first address the default, keeps each customer’s own, and moves the default on removal', async () => {
    const book = opened.stores.addresses
    const casa = await book.add(7, entry('Casa'), { max: 10 }, 1000)
    const ufficio = await book.add(7, entry('Ufficio'), { max: 10 }, 2000)
    await book.add(8, entry('Bar'), { max: 10 }, 3000)
    expect(casa.added && casa.row.isDefault).toBe(true)
    expect(ufficio.added && ufficio.row.isDefault).toBe(false)
    const list = await book.list(7)
    expect(list.map((row) => [row.label, row.isDefault])).toEqual([
      ['Casa', true],
      ['Ufficio', false],
    ])
    expect(list[0]?.address.address1).toBe('Via Casa, 1')
    expect(list[0]?.coordinates).toEqual({ lat: 41.11158, lng: 16.89587 })
    const ids = list.map((row) => row.id)
    // Another customer's id is nobody's for this one.
    const bar = (await book.list(8))[0]?.id as number
    expect(await book.get(7, bar)).toBeNull()
    expect(await book.makeDefault(7, bar, 4000)).toBeNull()
    expect(await book.update(7, bar, entry('Mio'), 4000)).toBeNull()
    expect(await book.remove(7, bar)).toBeNull()
    expect((await book.list(8))[0]?.label).toBe('Bar')

    expect((await book.makeDefault(7, ids[1] as number, 5000))?.isDefault).toBe(true)
    expect((await book.list(7)).filter((row) => row.isDefault).map((row) => row.label)).toEqual(['Ufficio'])
    const updated = await book.update(7, ids[1] as number, entry('Studio', 'Via Peucetia, 30'), 6000)
    expect(updated).toMatchObject({ label: 'Studio', isDefault: true, updatedAt: 6000, createdAt: 2000 })
    const removal = await book.remove(7, ids[1] as number)
    expect(removal?.removed.label).toBe('Studio')
    expect(removal?.defaultAfter?.label).toBe('Casa')
    const last = await book.remove(7, ids[0] as number)
    expect(last?.defaultAfter).toBeNull()
    expect(await book.list(7)).toEqual([])
  })

  it('refuses past the cap, and onlyIfEmpty once the book holds an address', async () => {
    const book = opened.stores.addresses
    expect((await book.add(9, entry('Primo'), { max: 2, onlyIfEmpty: true }, 1)).added).toBe(true)
    expect(await book.add(9, entry('Secondo'), { max: 2, onlyIfEmpty: true }, 2)).toEqual({
      added: false,
      reason: 'not_empty',
    })
    expect((await book.add(9, entry('Secondo'), { max: 2, makeDefault: true }, 3)).added).toBe(true)
    expect(await book.add(9, entry('Terzo'), { max: 2 }, 4)).toEqual({ added: false, reason: 'full' })
    expect((await book.list(9)).map((row) => [row.label, row.isDefault])).toEqual([
      ['Primo', false],
      ['Secondo', true],
    ])
  })

  it('keeps one default of 8 chosen at once, and the cap of 8 added at once', async () => {
    const book = opened.stores.addresses
    for (let i = 0; i < 8; i++) await book.add(11, entry(`Sede ${i}`), { max: 10 }, i)
    const ids = (await book.list(11)).map((row) => row.id)
    const chosen = await Promise.all(ids.map((id) => book.makeDefault(11, id, 100)))
    expect(chosen.every((row) => row?.isDefault)).toBe(true)
    expect((await book.list(11)).filter((row) => row.isDefault)).toHaveLength(1)

    for (let i = 0; i < 7; i++) await book.add(12, entry(`Bar ${i}`), { max: 10 }, i)
    const adds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book.add(12, entry(`Nuovo ${i}`), { max: 10 }, 200 + i)),
    )
    expect(adds.filter((add) => add.added)).toHaveLength(3)
    expect(await book.list(12)).toHaveLength(10)
    expect((await book.list(12)).filter((row) => row.isDefault)).toHaveLength(1)
  })
})
