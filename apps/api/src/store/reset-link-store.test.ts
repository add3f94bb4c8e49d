import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('password reset links on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  const HOLD = 30_000
  const store = async () => {
    const s = opened.stores.resetLinks
    await s.saveResetToken('link-a', 7, 3_600_000)
    await s.saveResetToken('link-b', 7, 3_600_000)
    await s.saveResetToken('other', 8, 3_600_000)
    return s
  }

  it('lets one attempt hold a link at a time; a released link works again', async () => {
    const s = await store()
    expect(await s.claimResetToken('link-a', 1000, HOLD)).toEqual({ status: 'claimed', userId: 7 })
    expect(await s.claimResetToken('link-a', 2000, HOLD)).toEqual({ status: 'busy' })
    await s.releaseResetToken('link-a')
    expect(await s.claimResetToken('link-a', 3000, HOLD)).toEqual({ status: 'claimed', userId: 7 })
  })

  it('frees the hold of an attempt that died after holdMs', async () => {
    const s = await store()
    expect((await s.claimResetToken('link-a', 1000, HOLD)).status).toBe('claimed')
    expect((await s.claimResetToken('link-a', 1000 + HOLD - 1, HOLD)).status).toBe('busy')
    expect((await s.claimResetToken('link-a', 1000 + HOLD, HOLD)).status).toBe('claimed')
  })

  it("spends every link of the user once the password changed, and no one else's", async () => {
    const s = await store()
    expect((await s.claimResetToken('link-a', 1000, HOLD)).status).toBe('claimed')
    await s.spendResetTokens(7)
    expect(await s.claimResetToken('link-a', 2000, HOLD)).toEqual({ status: 'invalid' })
    expect(await s.claimResetToken('link-b', 2000, HOLD)).toEqual({ status: 'invalid' })
    expect(await s.claimResetToken('other', 2000, HOLD)).toEqual({ status: 'claimed', userId: 8 })
  })

  it('refuses an unknown or expired link', async () => {
    const s = await store()
    expect(await s.claimResetToken('nope', 1000, HOLD)).toEqual({ status: 'invalid' })
    expect(await s.claimResetToken('link-a', 3_600_000, HOLD)).toEqual({ status: 'invalid' })
  })
})
