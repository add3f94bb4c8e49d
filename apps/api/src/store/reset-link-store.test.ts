import { describe, expect, it } from 'vitest'
import { SqliteResetLinkStore } from './reset-link-store'
import { ShopDatabase } from './shop-database'

describe('password reset links', () => {
  const HOLD = 30_000
  const store = () => {
    const s = new SqliteResetLinkStore(new ShopDatabase(':memory:'))
    s.saveResetToken('link-a', 7, 3_600_000)
    s.saveResetToken('link-b', 7, 3_600_000)
    s.saveResetToken('other', 8, 3_600_000)
    return s
  }

  it('lets one attempt hold a link at a time; a released link works again', () => {
    const s = store()
    expect(s.claimResetToken('link-a', 1000, HOLD)).toEqual({ status: 'claimed', userId: 7 })
    expect(s.claimResetToken('link-a', 2000, HOLD)).toEqual({ status: 'busy' })
    s.releaseResetToken('link-a')
    expect(s.claimResetToken('link-a', 3000, HOLD)).toEqual({ status: 'claimed', userId: 7 })
  })

  it('frees the hold of an attempt that died after holdMs', () => {
    const s = store()
    expect(s.claimResetToken('link-a', 1000, HOLD).status).toBe('claimed')
    expect(s.claimResetToken('link-a', 1000 + HOLD - 1, HOLD).status).toBe('busy')
    expect(s.claimResetToken('link-a', 1000 + HOLD, HOLD).status).toBe('claimed')
  })

  it("spends every link of the user once the password changed, and no one else's", () => {
    const s = store()
    expect(s.claimResetToken('link-a', 1000, HOLD).status).toBe('claimed')
    s.spendResetTokens(7)
    expect(s.claimResetToken('link-a', 2000, HOLD)).toEqual({ status: 'invalid' })
    expect(s.claimResetToken('link-b', 2000, HOLD)).toEqual({ status: 'invalid' })
    expect(s.claimResetToken('other', 2000, HOLD)).toEqual({ status: 'claimed', userId: 8 })
  })

  it('refuses an unknown or expired link', () => {
    const s = store()
    expect(s.claimResetToken('nope', 1000, HOLD)).toEqual({ status: 'invalid' })
    expect(s.claimResetToken('link-a', 3_600_000, HOLD)).toEqual({ status: 'invalid' })
  })
})
