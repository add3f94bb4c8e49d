import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isMissingRoute, WooError, WooTimeoutError, wooErrorKind } from './woo-error'

describe('wooErrorKind: what a refusal means, from the status and WooCommerce code, never the text', () => {
  it.each([
    [404, 'woocommerce_rest_shop_order_invalid_id', 'not_found'],
    [404, 'wc_user_invalid_id', 'not_found'],
    [404, 'rest_no_route', 'unavailable'],
    [404, 'http_404', 'unavailable'],
    [404, 'emulator_fault', 'unavailable'],
    [404, 'phone_not_found', 'not_found'],
    [404, 'product_not_found', 'not_found'],
    [400, 'registration-error-email-exists', 'conflict'],
    [400, 'registration-error-username-exists', 'conflict'],
    [409, 'woocommerce_rest_order_conflict', 'conflict'],
    [400, 'rest_invalid_param', 'invalid'],
    [400, 'woocommerce_rest_customer_invalid_email', 'invalid'],
    [422, 'unprocessable', 'invalid'],
    [401, 'woocommerce_rest_authentication_error', 'auth'],
    [403, '[jwt_auth] incorrect_password', 'auth'],
    [403, 'woocommerce_rest_cannot_edit', 'auth'],
    [429, 'http_429', 'unavailable'],
    [0, 'network_error', 'unavailable'],
  ] as const)('%i %s is %s', (status, code, kind) => {
    expect(wooErrorKind(status, code)).toBe(kind)
  })

  it('calls every 5xx unavailable, whatever the code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.string(), (status, code) => {
        expect(wooErrorKind(status, code)).toBe('unavailable')
      }),
    )
  })
})

describe('isMissingRoute: a plugin that is not installed, told apart from one that fails', () => {
  const error = (status: number, code: string) =>
    new WooError({ status, code, kind: wooErrorKind(status, code), message: 'x' })

  it.each([
    [404, 'rest_no_route', true],
    [404, 'http_404', true],
    [404, 'woocommerce_rest_shop_order_invalid_id', false],
    [404, 'phone_not_found', false],
    [500, 'http_500', false],
    [503, 'rest_no_route', false],
    [200, 'invalid_response', false],
    [0, 'network_error', false],
  ] as const)('%i %s: %s', (status, code, missing) => {
    expect(isMissingRoute(error(status, code))).toBe(missing)
  })

  it('is false for a time-out and for anything that is not a WooError', () => {
    expect(isMissingRoute(new WooTimeoutError(10_000, 'fasce orarie'))).toBe(false)
    expect(isMissingRoute({ status: 404, code: 'rest_no_route' })).toBe(false)
    expect(isMissingRoute(new Error('404'))).toBe(false)
  })
})
