import { builtInZones } from '@shop/zones/bari'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('saved zones on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('saves a new version only on top of the version the editor started from', async () => {
    const store = opened.stores.zones
    const zones = builtInZones().slice(0, 2)
    expect(store.getZones()).toBeNull()
    expect(store.zonesVersion()).toBe(0)
    expect(await store.saveZones(0, zones, 'anna@example.it', 1_000)).toMatchObject({
      version: 1,
      savedAt: 1_000,
    })
    // A second editor who also started from nothing is refused: the first one's zones stay.
    expect(await store.saveZones(0, zones.slice(0, 1), 'marco@example.it', 2_000)).toBeNull()
    expect((await store.saveZones(1, zones.slice(0, 1), 'marco@example.it', 3_000))?.version).toBe(2)
    expect(store.getZones()).toEqual({
      version: 2,
      zones: zones.slice(0, 1),
      savedAt: 3_000,
      savedBy: 'marco@example.it',
    })
    expect(await store.zoneHistory(10)).toEqual([
      { version: 2, savedAt: 3_000, savedBy: 'marco@example.it' },
      { version: 1, savedAt: 1_000, savedBy: 'anna@example.it' },
    ])
  })
})
