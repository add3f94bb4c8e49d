import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('the drivers’ roster and proofs on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('puts accounts on the roster once, in the order they came, and takes them off', async () => {
    const roster = opened.stores.drivers
    expect(await roster.addDriver(12, 2000)).toBe(true)
    expect(await roster.addDriver(7, 3000)).toBe(true)
    expect(await roster.addDriver(12, 4000)).toBe(false)
    expect(await roster.drivers()).toEqual([12, 7])
    expect(await roster.isDriver(7)).toBe(true)
    expect(await roster.isDriver(8)).toBe(false)
    expect(await roster.removeDriver(12, '2026-11-30')).toBe(true)
    expect(await roster.removeDriver(12, '2026-11-30')).toBe(false)
    expect(await roster.drivers()).toEqual([7])
  })

  it('gives a van one driver a day and a driver one van a day', async () => {
    const roster = opened.stores.drivers
    await roster.assignVan('2026-11-30', 'Fiorino', 7)
    await roster.assignVan('2026-11-30', 'Mega Ducato', 9)
    // 7 moves to the Ducato: the Fiorino has nobody, 9 is off the Ducato.
    await roster.assignVan('2026-11-30', 'Mega Ducato', 7)
    expect(await roster.vanDrivers('2026-11-30')).toEqual([{ vehicle: 'Mega Ducato', userId: 7 }])
    expect(await roster.vanOf('2026-11-30', 7)).toBe('Mega Ducato')
    expect(await roster.vanOf('2026-11-30', 9)).toBeNull()
    // Another day is another plan.
    await roster.assignVan('2026-12-01', 'Fiorino', 7)
    expect(await roster.vanOf('2026-12-01', 7)).toBe('Fiorino')
    await roster.assignVan('2026-11-30', 'Mega Ducato', null)
    expect(await roster.vanDrivers('2026-11-30')).toEqual([])
    expect(await roster.vanOf('2026-12-01', 7)).toBe('Fiorino')
  })

  it('takes a removed driver out of the vans of that day on, not out of the days before', async () => {
    const roster = opened.stores.drivers
    await roster.addDriver(7, 1000)
    await roster.assignVan('2026-11-29', 'Fiorino', 7)
    await roster.assignVan('2026-11-30', 'Fiorino', 7)
    await roster.removeDriver(7, '2026-11-30')
    expect(await roster.vanOf('2026-11-29', 7)).toBe('Fiorino')
    expect(await roster.vanOf('2026-11-30', 7)).toBeNull()
  })

  it('of 20 drivers assigned to one van at once, and one driver to 10 vans at once, keeps one of each', async () => {
    const roster = opened.stores.drivers
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => roster.assignVan('2026-11-30', 'Fiorino', 100 + i)),
    )
    const fiorino = await roster.vanDrivers('2026-11-30')
    expect(fiorino).toHaveLength(1)
    await Promise.all(Array.from({ length: 10 }, (_, i) => roster.assignVan('2026-12-01', `Van ${i}`, 7)))
    expect(await roster.vanDrivers('2026-12-01')).toHaveLength(1)
  })

  it('keeps the first proof of an order, bytes intact', async () => {
    const proofs = opened.stores.proofs
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1])
    await proofs.saveProof({
      orderId: 55,
      kind: 'signature',
      contentType: 'image/png',
      data,
      recordedAt: 5,
      driverId: 7,
    })
    await proofs.saveProof({
      orderId: 55,
      kind: 'photo',
      contentType: 'image/jpeg',
      data: Buffer.from('other'),
      recordedAt: 6,
      driverId: 8,
    })
    const kept = await proofs.proofOf(55)
    expect(kept).toMatchObject({
      orderId: 55,
      kind: 'signature',
      contentType: 'image/png',
      recordedAt: 5,
      driverId: 7,
    })
    expect(kept?.data.equals(data)).toBe(true)
    expect(await proofs.proofOf(56)).toBeNull()
  })
})
