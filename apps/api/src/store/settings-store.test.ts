import { describe, expect, it } from 'vitest'
import { SqliteSettingsStore } from './settings-store'
import { ShopDatabase } from './shop-database'

const by = { userId: 1, email: 'gestore@example.it', role: 'shop_manager', at: 5_000 }

describe('settings', () => {
  it('logs each key whose value changes, with the default as the value before a first save', async () => {
    const store = new SqliteSettingsStore(new ShopDatabase())
    store.saveSettings({ brand: 'Bari Bevande', welcomeDialog: true }, by, { brand: 'Bari Bevande' })
    store.saveSettings({ brand: 'Acque di Bari' }, { ...by, at: 6_000 })
    expect(store.getSettings()).toEqual({ brand: 'Acque di Bari', welcomeDialog: true })
    expect(store.settingsLog(10)).toEqual([
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
    const store = new SqliteSettingsStore(new ShopDatabase())
    store.logSettingsChange({ ...by, key: 'gateway:bacs', before: false, after: true })
    expect(store.settingsLog(1)).toEqual([
      expect.objectContaining({ key: 'gateway:bacs', before: false, after: true }),
    ])
    expect(store.getSettings()).toEqual({})
  })

  it("sees another process's save within a second, and its own at once", async () => {
    const database = new ShopDatabase()
    const store = new SqliteSettingsStore(database)
    const other = new SqliteSettingsStore(database)
    store.saveSettings({ brand: 'Prima' })
    expect(store.getSettings().brand).toBe('Prima')
    await other.saveSettings({ brand: 'Seconda' })
    expect((await other.getSettings()).brand).toBe('Seconda')
    expect(store.getSettings().brand).toBe('Prima')
    await new Promise((resolve) => setTimeout(resolve, 1_050))
    expect(store.getSettings().brand).toBe('Seconda')
  })
})
