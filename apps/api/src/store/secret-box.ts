import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * The fixed labels of the store key's derivation (HKDF-SHA256 from SESSION_SECRET). Changing either
 * makes every sealed value unreadable, as a new SESSION_SECRET does: sessions end, nothing breaks.
 */
export const STORE_KEY_SALT = 'shop-api/store-key'
export const STORE_KEY_INFO = 'shop-api store credentials v1 (AES-256-GCM)'

/** What a sealed value starts with: the format's version. */
const PREFIX = 'v1.'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Encrypts the credentials the store keeps (AES-256-GCM, a random 96-bit IV per value, the tag
 * checked on every read). `context` names where the value lives (table, column, row): it is
 * authenticated with the value, so a sealed value copied into another row does not open.
 */
export interface SecretBox {
  /** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
  seal(plain: string, context: string): string
  /** The value, or null when it does not open: another secret, tampered, another row, or clear text. */
  open(sealed: string, context: string): string | null
}

export function createSecretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, STORE_KEY_SALT, STORE_KEY_INFO, 32))
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
      cipher.setAAD(Buffer.from(context, 'utf8'))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return `${PREFIX}${[iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`
    },
    open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) return null
      const parts = sealed.slice(PREFIX.length).split('.')
      if (parts.length !== 3) return null
      const [iv, body, tag] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer]
      // Only the canonical spelling: base64url decoding ignores stray characters and spare bits.
      if ([iv, body, tag].some((bytes, i) => bytes.toString('base64url') !== parts[i])) return null
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
        decipher.setAAD(Buffer.from(context, 'utf8'))
        decipher.setAuthTag(tag)
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}

/** Whether a stored value is in the sealed format (rows written before encryption are not). */
export const isSealed = (value: string): boolean => value.startsWith(PREFIX)
