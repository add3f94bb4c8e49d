import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

const by = { userId: 1, email: 'gestore@example.it', role: 'shop_manager', at: 5_000 }

describe.each(STORE_BACKENDS)('settings on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('logs each key whose value changes, with the default as the value before a first save', async () => {
    const store = opened.stores.settings
    await store.saveSettings({ brand: 'Bari Bevande', welcomeDialog: true }, by, { brand: 'Bari Bevande' })
    await store.saveSettings({ brand: 'Acque di Bari' }, { ...by, at: 6_000 })
    expect(store.getSettings()).toEqual({ brand: 'Acque di Bari', welcomeDialog: true })
    expect(await store.settingsLog(10)).toEqual([
      expect.objectContaining({ key: 'brand', before: 'Bari Bevande', after: 'Acque di Bari', at: 6_000 }),
      expect.objectContaining({
        key: 'welcomeDialog',
        before: null,
        after: true,
        email: 'gestore@example.it',
      }),
    ])
  })

  it('logs a change made elsewhere as it is given', async () => {
    const store = opened.stores.settings
    await store.logSettingsChange({ ...by, key: 'gateway:bacs', before: false, after: true })
    expect(await store.settingsLog(1)).toEqual([
      expect.objectContaining({ key: 'gateway:bacs', before: false, after: true }),
    ])
    expect(store.getSettings()).toEqual({})
  })
})

describe.each(STORE_BACKENDS)('settings and zones of two instances on one $name database', (backend) => {
  let instances: OpenedStores[]
  beforeEach(async () => {
    instances = await backend.openShared(2)
  })
  afterEach(async () => {
    for (const instance of instances) await instance.close()
  })

  it("each sees its own save at once and the other's within a second", async () => {
    const [first, second] = instances as [OpenedStores, OpenedStores]
    await first.stores.settings.saveSettings({ brand: 'Prima' })
    expect(first.stores.settings.getSettings().brand).toBe('Prima')
    await expect.poll(() => second.stores.settings.getSettings().brand, { timeout: 1_500 }).toBe('Prima')
    await second.stores.settings.saveSettings({ brand: 'Seconda' })
    expect(second.stores.settings.getSettings().brand).toBe('Seconda')
    await expect.poll(() => first.stores.settings.getSettings().brand, { timeout: 1_500 }).toBe('Seconda')
  })

  it("sees the other's saved zones, and of two saves on the same version one wins", async () => {
    const [first, second] = instances as [OpenedStores, OpenedStores]
    const saves = await Promise.all([
      first.stores.zones.saveZones(0, [], 'anna@example.it', 1_000),
      second.stores.zones.saveZones(0, [], 'marco@example.it', 1_000),
    ])
    expect(saves.filter((saved) => saved !== null)).toHaveLength(1)
    await expect.poll(() => first.stores.zones.zonesVersion(), { timeout: 1_500 }).toBe(1)
    await expect.poll(() => second.stores.zones.zonesVersion(), { timeout: 1_500 }).toBe(1)
    expect(first.stores.zones.getZones()?.savedBy).toBe(second.stores.zones.getZones()?.savedBy)
  })
})
