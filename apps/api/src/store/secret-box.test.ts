import { createCipheriv, hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSecretBox, STORE_KEY_INFO, STORE_KEY_SALT } from './secret-box'

const SECRET = 'a-session-secret-for-the-secret-box-0123456789'
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjo0Mn0.c2lnbmF0dXJl'

describe('the store secret box', () => {
  it('opens what it sealed, in the same row, with the same secret', () => {
    const box = createSecretBox(SECRET)
    const sealed = box.seal(TOKEN, 'sessions.woo_token:abc')
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/)
    expect(sealed).not.toContain(TOKEN)
    expect(createSecretBox(SECRET).open(sealed, 'sessions.woo_token:abc')).toBe(TOKEN)
  })

  it('is AES-256-GCM under the HKDF-SHA256 key of the documented labels', () => {
    const sealed = createSecretBox(SECRET).seal(TOKEN, 'ctx')
    const [iv, body, tag] = sealed
      .slice(3)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url')) as Buffer[]
    const key = Buffer.from(hkdfSync('sha256', SECRET, STORE_KEY_SALT, STORE_KEY_INFO, 32))
    const cipher = createCipheriv('aes-256-gcm', key, iv as Buffer).setAAD(Buffer.from('ctx'))
    const expected = Buffer.concat([cipher.update(TOKEN, 'utf8'), cipher.final()])
    expect(body).toEqual(expected)
    expect(tag).toEqual(cipher.getAuthTag())
  })

  it('draws a new 96-bit IV for every value', () => {
    const box = createSecretBox(SECRET)
    const ivs = new Set(Array.from({ length: 200 }, () => box.seal(TOKEN, 'ctx').split('.')[1]))
    expect(ivs.size).toBe(200)
    expect(Buffer.from([...ivs][0] as string, 'base64url')).toHaveLength(12)
  })

  it('opens nothing under another secret, in another row, or written in clear', () => {
    const sealed = createSecretBox(SECRET).seal(TOKEN, 'sessions.woo_token:abc')
    expect(createSecretBox(`${SECRET}x`).open(sealed, 'sessions.woo_token:abc')).toBeNull()
    expect(createSecretBox(SECRET).open(sealed, 'sessions.woo_token:abd')).toBeNull()
    expect(createSecretBox(SECRET).open(TOKEN, 'sessions.woo_token:abc')).toBeNull()
    expect(createSecretBox(SECRET).open('v1.', 'sessions.woo_token:abc')).toBeNull()
  })

  it('opens nothing once any character of the sealed value changed', () => {
    const box = createSecretBox(SECRET)
    const sealed = box.seal(TOKEN, 'ctx')
    for (let i = 0; i < sealed.length; i++) {
      const other = sealed[i] === 'A' ? 'B' : 'A'
      const tampered = `${sealed.slice(0, i)}${other}${sealed.slice(i + 1)}`
      expect(box.open(tampered, 'ctx'), `character ${i}`).toBeNull()
    }
  })
})
