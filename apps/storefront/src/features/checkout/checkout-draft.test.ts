import { describe, expect, it } from 'vitest'
import { DRAFT_STORAGE_KEY, forgetDraft, loadDraft, saveDraft } from './checkout-draft'

function memory() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const draft = {
  guest: { firstName: 'Nicola', lastName: 'Sorrentino', email: 'n@example.it', phone: '333 444 5566' },
  address: {
    firstName: 'Nicola',
    lastName: 'Sorrentino',
    company: '',
    address1: 'Via Peucetia 22',
    address2: '',
    city: 'Bari',
    postcode: '70126',
    province: 'BA',
    phone: '333 444 5566',
  },
  delivery: { date: '2026-11-30', slot: '10:00 - 11:00' },
  note: 'Citofono rotto',
  smsUpdates: true,
}

describe('the checkout draft', () => {
  it('comes back as it was saved, and is gone once forgotten', () => {
    const storage = memory()
    saveDraft(storage, draft)
    expect(loadDraft(storage)).toEqual(draft)
    forgetDraft(storage)
    expect(loadDraft(storage)).toBeNull()
  })

  it('keeps only its own fields: never a payment method or a card', () => {
    const storage = memory()
    saveDraft(storage, { ...draft, method: 'stripe', card: '4242' } as typeof draft)
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? '{}'), method: 'bacs' }),
    )
    const loaded = loadDraft(storage)
    expect(Object.keys(loaded ?? {}).sort()).toEqual(['address', 'delivery', 'guest', 'note', 'smsUpdates'])
  })

  it('reads an unreadable or tampered draft as none, or with its bad fields blank', () => {
    const storage = memory()
    for (const text of ['{', '"x"', 'null', JSON.stringify({ guest: 1, address: {}, delivery: {} })]) {
      storage.setItem(DRAFT_STORAGE_KEY, text)
      expect(loadDraft(storage), text).toBeNull()
    }
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...draft, guest: { email: 7, firstName: 'x'.repeat(900) }, smsUpdates: 'yes' }),
    )
    const loaded = loadDraft(storage)
    expect(loaded?.guest.email).toBe('')
    expect(loaded?.guest.firstName).toHaveLength(500)
    expect(loaded?.smsUpdates).toBe(false)
    expect(loadDraft(null)).toBeNull()
  })
})
