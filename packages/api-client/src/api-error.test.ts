import { describe, expect, it } from 'vitest'
import { ApiError, defaultApiMessages, errorOfAnswer, toApiError } from './api-error'

describe('toApiError', () => {
  it('passes ApiErrors through and wraps anything else', () => {
    const own = new ApiError(409, 'x', 'y')
    expect(toApiError(own)).toBe(own)
    expect(toApiError(new Error('boom'))).toMatchObject({
      status: 0,
      code: 'unknown',
      message: defaultApiMessages.fallback,
    })
    expect(toApiError('boom').code).toBe('unknown')
    expect(toApiError(new DOMException('t', 'TimeoutError'))).toMatchObject({
      code: 'timeout',
      message: defaultApiMessages.timeout,
    })
    expect(toApiError(new DOMException('a', 'AbortError')).code).toBe('aborted')
    expect(toApiError(new TypeError('Failed to fetch')).code).toBe('network')
  })

  it('speaks with the messages it is given', () => {
    const messages = { ...defaultApiMessages, network: 'Rete assente' }
    expect(toApiError(new TypeError('Failed to fetch'), messages).message).toBe('Rete assente')
  })
})

describe('errorOfAnswer', () => {
  it("keeps the answer's data for its code", () => {
    const data = [{ productId: 12, name: 'Primitivo', available: 46 }]
    const error = errorOfAnswer(409, { error: { code: 'products_unavailable', message: 'm', data } })
    expect(error.data).toEqual(data)
    expect(errorOfAnswer(409, { error: { code: 'c', message: 'm' } }).data).toBeUndefined()
  })

  it('reads an error body, and falls back on anything else', () => {
    expect(
      errorOfAnswer(409, { error: { code: 'slot_unavailable', message: 'Fascia piena' } }),
    ).toMatchObject({
      status: 409,
      code: 'slot_unavailable',
      message: 'Fascia piena',
      issues: undefined,
    })
    for (const body of [null, 'text', { error: 'x' }, { error: { code: 1, message: '' } }])
      expect(errorOfAnswer(500, body)).toMatchObject({
        status: 500,
        code: 'http',
        message: defaultApiMessages.fallback,
      })
  })

  it('keeps only well-formed field messages', () => {
    const error = errorOfAnswer(400, { error: { code: 'c', message: 'm', fields: { a: 'A', b: 2 } } })
    expect(error.issues).toEqual([{ path: 'a', message: 'A' }])
  })
})
