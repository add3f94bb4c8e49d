import { describe, expect, it } from 'vitest'
import {
  type CheckoutDraft,
  checkoutErrors,
  checkoutRequest,
  deliveryAddressOf,
  namesOtherRecipient,
} from './checkout-form'

const draft: CheckoutDraft = {
  items: [
    { id: 12, quantity: 2 },
    { id: '40', quantity: 1 },
  ],
  guest: null,
  address: {
    firstName: ' Maria ',
    lastName: 'Lorusso',
    company: '  ',
    address1: 'Via Sparano da Bari, 84',
    address2: '',
    city: 'Bari',
    postcode: '70121',
    province: 'ba',
    phone: '080 555 0102',
  },
  coordinates: null,
  delivery: { date: '2026-11-24', slot: '09:00 - 10:00' },
  payment: { method: 'cod', note: ' ', smsUpdates: false, ageDeclared: false },
}

describe('checkoutRequest', () => {
  it('sends the order trimmed, the province upper-cased, blank optional fields left out', () => {
    const checked = checkoutRequest(draft)
    expect(checked.success && checked.data).toEqual({
      items: [
        { productId: 12, quantity: 2 },
        { productId: 40, quantity: 1 },
      ],
      shipping: {
        firstName: 'Maria',
        lastName: 'Lorusso',
        address1: 'Via Sparano da Bari, 84',
        city: 'Bari',
        postcode: '70121',
        province: 'BA',
        phone: '080 555 0102',
      },
      delivery: { date: '2026-11-24', slot: '09:00 - 10:00' },
      paymentMethod: 'cod',
    })
  })

  it('adds the coordinates, the note and the guest when there are', () => {
    const guest = { firstName: 'Vito', lastName: 'Rossi', email: 'vito@example.it', phone: '333 123 4567' }
    const checked = checkoutRequest({
      ...draft,
      guest,
      coordinates: { lat: 41.12, lng: 16.87 },
      payment: { method: 'cod', note: ' Citofono Rossi ', smsUpdates: true, ageDeclared: false },
    })
    expect(checked.success && checked.data).toMatchObject({
      guest,
      coordinates: { lat: 41.12, lng: 16.87 },
      note: 'Citofono Rossi',
      smsUpdates: true,
    })
  })
})

describe('the age declaration', () => {
  const AGE_REQUIRED =
    'Il carrello contiene birra o vino: per ordinarli devi dichiarare di avere almeno 18 anni (art. 14-ter, legge 125/2001).'

  it('is required, with the law, when the cart holds beer or wine, and then sent', () => {
    const refused = checkoutRequest({ ...draft, alcohol: true })
    expect(refused.success).toBe(false)
    const issues = Object.fromEntries((refused.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(issues).toEqual({ ageDeclared: AGE_REQUIRED })
    expect(checkoutErrors(issues).payment).toEqual({ ageDeclared: AGE_REQUIRED })
    expect(checkoutErrors(issues).other).toBeNull()
    const declared = checkoutRequest({
      ...draft,
      alcohol: true,
      payment: { ...draft.payment, ageDeclared: true },
    })
    expect(declared.success && declared.data.ageDeclared).toBe(true)
  })

  it('is neither asked nor sent for a cart without alcohol', () => {
    const checked = checkoutRequest({ ...draft, payment: { ...draft.payment, ageDeclared: true } })
    expect(checked.success && 'ageDeclared' in checked.data).toBe(false)
  })
})

describe('a guest gives name and phone once', () => {
  const guest = { firstName: 'Vito', lastName: 'Rossi', email: 'vito@example.it', phone: '333 123 4567' }
  const unnamed = { ...draft.address, firstName: '', lastName: '', phone: '' }

  it('sends the guest as the recipient of the delivery address: the order carries both', () => {
    const checked = checkoutRequest({ ...draft, guest, address: unnamed })
    expect(checked.success && checked.data).toMatchObject({
      guest,
      shipping: {
        firstName: 'Vito',
        lastName: 'Rossi',
        phone: '333 123 4567',
        address1: 'Via Sparano da Bari, 84',
      },
    })
  })

  it("sends the other person's name and phone with 'Consegna a un’altra persona'", () => {
    const checked = checkoutRequest({ ...draft, guest, otherRecipient: true })
    expect(checked.success && checked.data).toMatchObject({
      guest,
      shipping: { firstName: 'Maria', lastName: 'Lorusso', phone: '080 555 0102' },
    })
    // Ticked but left blank: the address's own fields are wanted, not the guest's.
    const blank = checkoutRequest({ ...draft, guest, address: unnamed, otherRecipient: true })
    expect(blank.success).toBe(false)
    expect(blank.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'shipping.firstName',
      'shipping.lastName',
      'shipping.phone',
    ])
  })

  it("keeps a customer's address as typed: an account has no guest step", () => {
    expect(deliveryAddressOf(draft.address, null, false)).toBe(draft.address)
  })

  it('reads a kept draft: another person only when a name or phone differs from the guest', () => {
    expect(namesOtherRecipient(guest, unnamed)).toBe(false)
    expect(namesOtherRecipient(guest, { ...unnamed, firstName: ' Vito ', phone: '333 123 4567' })).toBe(false)
    expect(namesOtherRecipient(guest, { ...unnamed, firstName: 'Anna' })).toBe(true)
    expect(namesOtherRecipient(guest, { ...unnamed, phone: '080 555 0102' })).toBe(true)
  })

  it("shows the recipient's errors on the guest's fields when the guest receives the order", () => {
    const phone = 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567'
    expect(checkoutErrors({ 'shipping.phone': phone }, true)).toMatchObject({
      guest: { phone },
      address: { phone },
    })
    expect(
      checkoutErrors({ 'shipping.phone': phone, 'guest.phone': 'Il numero di telefono è obbligatorio' }, true)
        .guest,
    ).toEqual({
      phone: 'Il numero di telefono è obbligatorio',
    })
    expect(checkoutErrors({ 'shipping.phone': phone }).guest).toEqual({})
  })
})

describe('checkoutErrors', () => {
  it("gives each step the schema's problems under its own field names", () => {
    const checked = checkoutRequest({
      ...draft,
      guest: { firstName: '', lastName: 'Rossi', email: 'vito', phone: '333 123 4567' },
      address: { ...draft.address, postcode: '7012', province: '' },
      otherRecipient: true,
      delivery: { date: '', slot: '' },
      payment: { method: '', note: '', smsUpdates: false, ageDeclared: false },
    })
    expect(checked.success).toBe(false)
    const issues = Object.fromEntries((checked.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(checkoutErrors(issues)).toEqual({
      guest: {
        firstName: 'Il nome è obbligatorio',
        email: "Inserisci un'email valida, per esempio mario.rossi@example.it",
      },
      address: {
        postcode: 'Il CAP ha 5 cifre, per esempio 70121',
        province: 'La provincia è una sigla di 2 lettere, per esempio BA',
      },
      delivery: { date: 'Scegli il giorno di consegna', slot: 'Scegli la fascia oraria' },
      payment: { paymentMethod: 'Scegli come pagare' },
      other: null,
    })
  })

  it("maps the API's field errors the same way, and keeps what no field shows for the form", () => {
    expect(
      checkoutErrors({
        'shipping.phone': 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567',
        'guest.phone': 'Il numero di telefono è obbligatorio',
        'delivery.date': 'La data di consegna non esiste nel calendario',
        items: 'Un ordine può avere al massimo 50 prodotti diversi',
        note: 'Le note possono avere al massimo 500 caratteri',
      }),
    ).toEqual({
      guest: { phone: 'Il numero di telefono è obbligatorio' },
      address: { phone: 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567' },
      delivery: { date: 'La data di consegna non esiste nel calendario' },
      payment: {},
      other: 'Un ordine può avere al massimo 50 prodotti diversi',
    })
  })

  it('has no errors for no issues', () => {
    expect(checkoutErrors({})).toEqual({ guest: {}, address: {}, delivery: {}, payment: {}, other: null })
  })
})
