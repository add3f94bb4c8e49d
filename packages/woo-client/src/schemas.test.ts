import { describe, expect, it } from 'vitest'
import notes from './__fixtures__/woocommerce-10-order-notes.json' with { type: 'json' }
import fixtures from './__fixtures__/woocommerce-11.json' with { type: 'json' }
import {
  customerSchema,
  ordddDatesSchema,
  ordddTimeSlotsSchema,
  orderNoteSchema,
  orderSchema,
  paymentGatewaySchema,
  productCategorySchema,
  productSchema,
  tokenSchema,
  wpErrorSchema,
  wpUserSchema,
} from './schemas'

describe('the schemas read real WooCommerce 11 answers', () => {
  it.each([
    ['a product', productSchema, fixtures.product],
    ['a product list', productSchema.array(), fixtures.products],
    ['the categories', productCategorySchema.array(), fixtures.categories],
    ['a customer', customerSchema, fixtures.customer],
    ['a customer list', customerSchema.array(), fixtures.customers],
    ['an order', orderSchema, fixtures.order],
    ['an order list', orderSchema.array(), fixtures.orders],
    ['the payment gateways', paymentGatewaySchema.array(), fixtures.gateways],
    ['a JWT token', tokenSchema, fixtures.token],
    ['wp/v2/users/me', wpUserSchema, fixtures.usersMe],
    ["orddd's dates", ordddDatesSchema, fixtures.ordddDates],
    ["orddd's slots", ordddTimeSlotsSchema, fixtures.ordddSlots],
    ["orddd's error body", wpErrorSchema, fixtures.ordddError],
  ])('%s', (_label, schema, body) => {
    const result = schema.safeParse(body)
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
  })

  it.each([
    ['an order note (WooCommerce 10.0.2)', orderNoteSchema, notes.note],
    ["a customer's order note", orderNoteSchema, notes.customerNote],
    ["an order's notes, the store's own among them", orderNoteSchema.array(), notes.notes],
  ])('%s', (_label, schema, body) => {
    const result = schema.safeParse(body)
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
  })

  it("reads a note's author and who it is for, and refuses one without them", () => {
    expect(orderNoteSchema.parse(notes.note)).toMatchObject({ author: 'WooCommerce', customer_note: false })
    expect(orderNoteSchema.parse(notes.customerNote).customer_note).toBe(true)
    expect(orderNoteSchema.safeParse({ ...notes.note, customer_note: 'false' }).success).toBe(false)
    const { author: _, ...withoutAuthor } = notes.note
    expect(orderNoteSchema.safeParse(withoutAuthor).success).toBe(false)
  })

  it('keeps the fields it does not name', () => {
    const product = productSchema.parse(fixtures.product)
    expect(product).toMatchObject({ price_html: expect.any(String), _links: expect.any(Object) })
  })

  it("reads an order's VAT as a store with Italian VAT answers it (REAL-STORE-DIFFERENCES.md row 2)", () => {
    const withVat = {
      ...fixtures.order,
      prices_include_tax: true,
      total: '33.40',
      total_tax: '6.02',
      line_items: [
        { ...fixtures.order.line_items[0], total: '11.07', total_tax: '2.43' },
        { ...fixtures.order.line_items[1], total: '16.31', total_tax: '3.59' },
      ],
      shipping_lines: [{ id: 9, method_title: 'Consegna', total: '0.00', total_tax: '0.00' }],
      fee_lines: [],
    }
    const order = orderSchema.parse(withVat)
    expect([order.prices_include_tax, order.total_tax, order.line_items?.[1]?.total_tax]).toEqual([
      true,
      '6.02',
      '3.59',
    ])
    expect(order.shipping_lines?.[0]).toMatchObject({ method_title: 'Consegna', total_tax: '0.00' })
    expect(orderSchema.safeParse({ ...withVat, total_tax: 6.02 }).success).toBe(false)
  })

  it('refuses an answer that lacks what the shop reads', () => {
    expect(productSchema.safeParse({ ...fixtures.product, price: 21.99 }).success).toBe(false)
    expect(customerSchema.safeParse({ ...fixtures.customer, id: '2' }).success).toBe(false)
    expect(orderSchema.safeParse({ ...fixtures.order, line_items: [{ id: 1 }] }).success).toBe(false)
  })
})
