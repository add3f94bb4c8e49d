import { describe, expect, it } from 'vitest'
import type { BookAddressView } from '../../lib/account/address-book-api'
import { savedAddressOf } from './address-book-choice'

const casa: BookAddressView = {
  id: 1,
  label: 'Casa',
  address: {
    firstName: 'Ida',
    lastName: 'Rossi',
    address1: 'Via Peucetia, 22',
    city: 'Bari',
    postcode: '70126',
    province: 'BA',
    phone: '333 123 4567',
  },
  coordinates: { lat: 41.11158, lng: 16.89587 },
  zone: { id: 'japigia', name: 'Japigia' },
  isDefault: true,
}
const form = {
  firstName: 'Ida',
  lastName: 'Rossi',
  company: '',
  address1: 'Via Peucetia, 22',
  address2: '',
  city: 'Bari',
  postcode: '70126',
  province: 'BA',
  phone: '333 123 4567',
}

describe('savedAddressOf', () => {
  it('finds the book’s address the form holds, case and spaces aside', () => {
    expect(savedAddressOf({ ...form, address1: ' via peucetia,  22 ', city: 'BARI' }, [casa])).toBe(casa)
  })

  it('is null once any field differs, the second line and the phone included', () => {
    expect(savedAddressOf({ ...form, address2: 'Piano 2' }, [casa])).toBeNull()
    expect(savedAddressOf({ ...form, phone: '333 000 0000' }, [casa])).toBeNull()
    expect(savedAddressOf(form, [])).toBeNull()
  })
})
