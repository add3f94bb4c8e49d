import { describe, expect, it } from 'vitest'
import fixtures from './__fixtures__/woocommerce-11.json' with { type: 'json' }
import {
  customerSchema,
  ordddDatesSchema,
  ordddTimeSlotsSchema,
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

  it('keeps the fields it does not name', () => {
    const product = productSchema.parse(fixtures.product)
    expect(product).toMatchObject({ price_html: expect.any(String), _links: expect.any(Object) })
  })

  it('refuses an answer that lacks what the shop reads', () => {
    expect(productSchema.safeParse({ ...fixtures.product, price: 21.99 }).success).toBe(false)
    expect(customerSchema.safeParse({ ...fixtures.customer, id: '2' }).success).toBe(false)
    expect(orderSchema.safeParse({ ...fixtures.order, line_items: [{ id: 1 }] }).success).toBe(false)
  })
})
