import { describe, expect, it } from 'vitest'
import { requestId } from './request-id'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('requestId', () => {
  it('is crypto.randomUUID where the page has it', () => {
    expect(
      requestId({ getRandomValues: crypto.getRandomValues.bind(crypto), randomUUID: () => 'a-b-c-d-e' }),
    ).toBe('a-b-c-d-e')
  })

  it('without it (a page over plain http), a version 4 UUID from getRandomValues, new each time', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) }
    const ids = Array.from({ length: 200 }, () => requestId(insecure))
    for (const id of ids) expect(id).toMatch(UUID_V4)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('sets the version and variant bits whatever the random bytes', () => {
    const ones = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array) new Uint8Array(array.buffer).fill(0xff)
        return array
      },
    }
    expect(requestId(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array }
    expect(requestId(zeros)).toBe('00000000-0000-4000-8000-000000000000')
  })
})
