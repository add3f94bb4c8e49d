import { describe, expect, it } from 'vitest'
import { checkoutSchema, deliveryDateSchema } from './checkout-schema'
import { fieldErrors } from './field-errors'

const order = {
  items: [{ productId: 12, quantity: 3 }],
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
}

describe('checkoutSchema', () => {
  it('takes an order with the optional parts', () => {
    const full = {
      ...order,
      coordinates: { lat: 41.12, lng: 16.87 },
      note: 'Citofono Lorusso',
      guest: { firstName: 'Maria', lastName: 'Lorusso', email: 'maria@example.it', phone: '333 123 4567' },
      billing: { ...order.shipping, email: 'maria@example.it' },
    }
    expect(checkoutSchema.parse(full)).toEqual(full)
    expect(checkoutSchema.parse(order)).toEqual(order)
  })

  it('names the problems of an empty checkout by their paths', () => {
    expect(
      fieldErrors(checkoutSchema.safeParse({ items: [], shipping: {}, delivery: {}, guest: {} })),
    ).toEqual({
      items: 'Il carrello è vuoto: aggiungi almeno un prodotto',
      'shipping.firstName': 'Il nome è obbligatorio',
      'shipping.lastName': 'Il cognome è obbligatorio',
      'shipping.address1': "L'indirizzo è obbligatorio",
      'shipping.city': 'Il comune è obbligatorio',
      'shipping.postcode': 'Il CAP è obbligatorio',
      'shipping.province': 'La provincia è una sigla di 2 lettere, per esempio BA',
      'shipping.phone': 'Il numero di telefono è obbligatorio',
      'delivery.date': 'Scegli il giorno di consegna',
      'delivery.slot': 'Scegli la fascia oraria',
      paymentMethod: 'Scegli come pagare',
      'guest.firstName': 'Il nome è obbligatorio',
      'guest.lastName': 'Il cognome è obbligatorio',
      'guest.email': "L'email è obbligatoria",
      'guest.phone': 'Il numero di telefono è obbligatorio',
    })
  })

  it.each([
    [{ items: 'tutto' }, { items: 'items deve essere un elenco di prodotti' }],
    [
      { items: [{ productId: 0, quantity: 1 }] },
      { 'items.0.productId': 'productId deve essere un numero intero maggiore di 0' },
    ],
    [
      { items: [{ productId: 1.5, quantity: 1 }] },
      { 'items.0.productId': 'productId deve essere un numero intero maggiore di 0' },
    ],
    [{ items: [{ productId: 1, quantity: 0 }] }, { 'items.0.quantity': 'La quantità minima è 1' }],
    [{ items: [{ productId: 1, quantity: 1000 }] }, { 'items.0.quantity': 'La quantità massima è 999' }],
    [
      { items: [{ productId: 1, quantity: 1.5 }] },
      { 'items.0.quantity': 'La quantità deve essere un numero intero' },
    ],
    [
      {
        items: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
      },
      { items: 'Ogni prodotto può comparire una sola volta: somma le quantità' },
    ],
    [
      { items: Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })) },
      { items: 'Un ordine può avere al massimo 50 prodotti diversi' },
    ],
    [
      { coordinates: { lat: 91, lng: 16 } },
      { 'coordinates.lat': 'La latitudine deve essere un numero tra -90 e 90' },
    ],
    [
      { coordinates: { lat: 41, lng: '16' } },
      { 'coordinates.lng': 'La longitudine deve essere un numero tra -180 e 180' },
    ],
    [
      { delivery: { date: '24/11/2026', slot: 'x' } },
      { 'delivery.date': 'La data di consegna deve essere nel formato AAAA-MM-GG' },
    ],
    [
      { delivery: { date: '2026-02-30', slot: 'x' } },
      { 'delivery.date': 'La data di consegna non esiste nel calendario' },
    ],
    [
      { delivery: { date: '2026-11-24', slot: 'x'.repeat(41) } },
      { 'delivery.slot': 'La fascia oraria può avere al massimo 40 caratteri' },
    ],
    [{ paymentMethod: 'bonifico bancario' }, { paymentMethod: 'Metodo di pagamento non valido' }],
    [{ note: 'x'.repeat(501) }, { note: 'Le note possono avere al massimo 500 caratteri' }],
    [{ ageDeclared: 'sì' }, { ageDeclared: 'La dichiarazione di maggiore età deve essere sì o no' }],
  ])('%j → %j', (change, expected) => {
    expect(fieldErrors(checkoutSchema.safeParse({ ...order, ...change }))).toEqual(expected)
  })

  it('accepts the last day of a leap February only in a leap year', () => {
    expect(deliveryDateSchema.safeParse('2028-02-29').success).toBe(true)
    expect(deliveryDateSchema.safeParse('2026-02-29').success).toBe(false)
  })
})
