/**
 * Nothing secret at rest in clear (issue 17): the store's file, read byte by byte, holds no token,
 * code, link token or nonce; its sealed tokens open only with the same SESSION_SECRET and unaltered;
 * the file and its companions are 0600.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sha256 } from '../security/crypto'
import { preparePrivateDir } from './private-files'
import type { Session } from './session-store'
import { openSqliteStores } from './stores'

const SECRET = 'the-first-session-secret-of-the-shop-0123456789'
const OTHER_SECRET = 'a-rotated-session-secret-of-the-shop-987654321'
const JWT =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJkYXRhIjp7InVzZXIiOnsiaWQiOjQyfX19.c2VncmV0b19kZWxsYV9maXJtYQ'
const PLUGIN_TOKEN = 'plugin-token-of-the-phone-login-0a1b2c3d4e5f'
const ORDER_KEY = 'wc_order_Kq8vLz3PnW2xY'
const HOUR = 3_600_000
/** The instant the store is used at (a Wednesday morning in Rome); the store takes the time as an argument. */
const NOW = Date.parse('2026-11-25T10:00:00+01:00')

let dir = ''
let file = ''
let lines: string[] = []
const log = (message: string, details: Record<string, unknown>) =>
  lines.push(`${message} ${JSON.stringify(details)}`)
const open = (secret = SECRET) => openSqliteStores(file, { secret, log })

const session = (idHash: string, wooToken: string | null): Session => ({
  idHash,
  userId: 42,
  email: 'giuseppe@example.it',
  role: 'customer',
  method: 'password',
  wooToken,
  remember: true,
  createdAt: 0,
  expiresAt: NOW + HOUR,
})

/** Every byte the store left on disk: the database and its WAL. */
const bytesOnDisk = () =>
  Buffer.concat([file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path)))
const mode = (path: string) => statSync(path).mode & 0o777

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-store-'))
  file = join(dir, 'api.sqlite')
  lines = []
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('the store file on disk', () => {
  it('holds no WooCommerce token, code, link token, nonce or order key in clear', async () => {
    const store = open()
    const code = '482913'
    const resetToken = 'reset-link-token-9f8e7d6c5b4a39281706'
    const nonce = 'auto-login-nonce-5Zq'
    await store.sessions.createSession(session(sha256('session-id-in-the-cookie'), JWT))
    await store.phoneCodes.saveCode({
      phone: '3471112233',
      requester: sha256('login-cookie'),
      userId: 42,
      codeHash: sha256(`pepper:3471112233:${code}`),
      expiresAt: NOW + HOUR,
      wooToken: PLUGIN_TOKEN,
    })
    await store.resetLinks.saveResetToken(sha256(resetToken), 42, NOW + HOUR)
    expect(await store.nonces.useNonce(sha256(nonce), NOW + HOUR, NOW)).toBe(true)
    expect((await store.idempotency.beginIdempotent('user:42:key-1', 'body', NOW)).state).toBe('new')
    await store.idempotency.completeIdempotent('user:42:key-1', 201, {
      order: { id: 7, orderKey: ORDER_KEY },
    })

    const bytes = bytesOnDisk()
    expect(bytes.length).toBeGreaterThan(4096)
    // The search works: what the store keeps readable is there.
    expect(bytes.includes('giuseppe@example.it')).toBe(true)
    for (const secret of [
      JWT,
      PLUGIN_TOKEN,
      ORDER_KEY,
      code,
      resetToken,
      nonce,
      'session-id-in-the-cookie',
    ]) {
      expect(bytes.includes(secret), secret).toBe(false)
    }
    // And the store reads them back.
    expect((await store.sessions.getSession(sha256('session-id-in-the-cookie'), NOW))?.wooToken).toBe(JWT)
    expect((await store.phoneCodes.latestCode('3471112233', sha256('login-cookie'), NOW))?.wooToken).toBe(
      PLUGIN_TOKEN,
    )
    expect(await store.idempotency.beginIdempotent('user:42:key-1', 'body', NOW)).toEqual({
      state: 'done',
      status: 201,
      body: { order: { id: 7, orderKey: ORDER_KEY } },
    })
    store.close()
  })

  it('is created 0600 with its -wal and -shm, in a data folder narrowed to 0700', async () => {
    const data = join(dir, 'data')
    preparePrivateDir(data, log)
    expect(mode(data)).toBe(0o700)
    chmodSync(data, 0o755)
    preparePrivateDir(data, log)
    expect(mode(data)).toBe(0o700)
    expect(lines).toEqual([
      expect.stringMatching(/^Permessi troppo larghi ristretti .*"from":"0755","to":"0700"/),
    ])

    file = join(data, 'api.sqlite')
    const store = open()
    await store.sessions.createSession(session('a', JWT))
    expect(existsSync(`${file}-wal`)).toBe(true)
    expect(existsSync(`${file}-shm`)).toBe(true)
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path), path).toBe(0o600)
    store.close()
  })

  it('narrows an existing file and its -wal wider than 0600, and says so', async () => {
    writeFileSync(file, '')
    writeFileSync(`${file}-wal`, '')
    chmodSync(file, 0o644)
    chmodSync(`${file}-wal`, 0o666)
    const store = open()
    expect(mode(file)).toBe(0o600)
    expect(mode(`${file}-wal`)).toBe(0o600)
    expect(lines.filter((line) => line.startsWith('Permessi troppo larghi ristretti'))).toHaveLength(2)
    expect(lines.join('\n')).toContain('"from":"0644","to":"0600"')
    store.close()
  })

  it('refuses to keep a file without the session secret', async () => {
    expect(() => openSqliteStores(file)).toThrow(/session secret/)
  })
})

describe('sealed tokens', () => {
  it('open again after a restart with the same secret', async () => {
    const first = open()
    await first.sessions.createSession(session('kept', JWT))
    await first.sessions.createSession(session('without-token', null))
    first.close()
    const again = open()
    expect((await again.sessions.getSession('kept', NOW))?.wooToken).toBe(JWT)
    expect((await again.sessions.getSession('without-token', NOW))?.userId).toBe(42)
    expect(lines).toEqual([])
    again.close()
  })

  it('end their sessions at start when the secret changed, and say how many', async () => {
    const first = open()
    await first.sessions.createSession(session('one', JWT))
    await first.sessions.createSession(session('two', `${JWT}2`))
    await first.sessions.createSession(session('without-token', null))
    first.close()
    const rotated = open(OTHER_SECRET)
    expect(await rotated.sessions.getSession('one', NOW)).toBeNull()
    expect(await rotated.sessions.getSession('two', NOW)).toBeNull()
    // A session holding no credential has nothing to decrypt: it goes on.
    expect((await rotated.sessions.getSession('without-token', NOW))?.userId).toBe(42)
    expect(lines).toEqual([expect.stringMatching(/^Sessioni chiuse: .*"sessions":2,"clearText":0/)])
    rotated.close()
    // Back to the first secret, they are gone for good.
    expect(await open().sessions.getSession('one', NOW)).toBeNull()
  })

  it('end the session when one byte of the stored value was altered while running', async () => {
    const store = open()
    await store.sessions.createSession(session('victim', JWT))
    await store.sessions.createSession(session('bystander', JWT))
    const raw = new DatabaseSync(file)
    const { woo_token } = raw.prepare("SELECT woo_token FROM sessions WHERE id_hash = 'victim'").get() as {
      woo_token: string
    }
    const at = woo_token.length - 30
    const altered = `${woo_token.slice(0, at)}${woo_token[at] === 'A' ? 'B' : 'A'}${woo_token.slice(at + 1)}`
    raw.prepare("UPDATE sessions SET woo_token = ? WHERE id_hash = 'victim'").run(altered)
    raw.close()
    expect(await store.sessions.getSession('victim', NOW)).toBeNull()
    expect(await store.sessions.getSession('victim', NOW)).toBeNull()
    expect(lines).toEqual([expect.stringMatching(/^Sessione chiusa: .*"userId":42/)])
    expect((await store.sessions.getSession('bystander', NOW))?.wooToken).toBe(JWT)
    store.close()
  })

  it("do not open in another session's row", async () => {
    const store = open()
    await store.sessions.createSession(session('mine', JWT))
    await store.sessions.createSession(session('theirs', 'their-own-token'))
    const raw = new DatabaseSync(file)
    raw.exec(
      "UPDATE sessions SET woo_token = (SELECT woo_token FROM sessions WHERE id_hash = 'mine') WHERE id_hash = 'theirs'",
    )
    raw.close()
    expect(await store.sessions.getSession('theirs', NOW)).toBeNull()
    expect((await store.sessions.getSession('mine', NOW))?.wooToken).toBe(JWT)
    store.close()
  })

  it('give a kept answer back only with the same secret; otherwise the key starts over', async () => {
    const first = open()
    await first.idempotency.beginIdempotent('k', 'body', NOW)
    await first.idempotency.completeIdempotent('k', 201, { orderKey: ORDER_KEY })
    first.close()
    const rotated = open(OTHER_SECRET)
    expect(await rotated.idempotency.beginIdempotent('k', 'other body', NOW)).toEqual({ state: 'mismatch' })
    expect(await rotated.idempotency.beginIdempotent('k', 'body', NOW)).toEqual({ state: 'new' })
    rotated.close()
  })
})

describe('rows written in clear before encryption', () => {
  it('sign their users out at start, leave no copy in the file, and keep used nonces used', async () => {
    // The store as it was: the same tables, the token and the nonce in clear.
    open().close()
    const raw = new DatabaseSync(file)
    raw
      .prepare(
        `INSERT INTO sessions (id_hash, user_id, email, role, method, woo_token, remember, created_at, expires_at)
         VALUES ('legacy', 7, 'anna@example.it', 'customer', 'password', ?, 1, 0, ?)`,
      )
      .run(JWT, NOW + HOUR)
    raw
      .prepare(
        `INSERT INTO phone_codes (phone, requester, user_id, code_hash, expires_at, woo_token) VALUES ('3400000000', 'r', 7, 'h', ?, ?)`,
      )
      .run(NOW + HOUR, PLUGIN_TOKEN)
    raw.prepare('INSERT INTO nonces (nonce, expires_at) VALUES (?, ?)').run('clear-nonce-0123', NOW + HOUR)
    raw.close()
    expect(bytesOnDisk().includes(JWT)).toBe(true)

    const store = open()
    expect(await store.sessions.getSession('legacy', NOW)).toBeNull()
    expect(await store.phoneCodes.latestCode('3400000000', 'r', NOW)).toBeNull()
    expect(await store.nonces.isNonceUsed(sha256('clear-nonce-0123'), NOW)).toBe(true)
    expect(lines).toEqual([
      expect.stringMatching(/^Sessioni chiuse: .*"sessions":1,"clearText":1/),
      expect.stringMatching(/^Codici di accesso annullati: .*"codes":1,"clearText":1/),
    ])
    for (const secret of [JWT, PLUGIN_TOKEN, 'clear-nonce-0123']) {
      expect(bytesOnDisk().includes(secret), secret).toBe(false)
    }
    store.close()
  })
})

describe('queued mails and SMS', () => {
  const LINK = 'https://www.example.it/reimposta-password?token=Zr81kQp2WmX7vB4nTyL0'

  it('keep their text (a reset link) sealed on disk until sent, and give it back to the sender', async () => {
    const store = open()
    const payload = JSON.stringify({ to: 'giuseppe@example.it', subject: 'Reimposta', text: LINK })
    const queued = await store.messages.enqueueMessage({ channel: 'email', key: 'reset:1', payload }, 1000)
    expect(queued?.payload).toBe(payload)
    store.close()
    expect(bytesOnDisk().includes('Zr81kQp2WmX7vB4nTyL0')).toBe(false)
    const reopened = open()
    expect((await reopened.messages.claimMessage(['email'], 2000, 60_000))?.payload).toBe(payload)
    reopened.close()
  })

  it('give up a message sealed under another secret instead of sending it, and say so', async () => {
    const first = open()
    await first.messages.enqueueMessage(
      { channel: 'sms', key: 'code:1', payload: '{"to":"3331234567","text":"482913"}' },
      1000,
    )
    first.close()
    const rotated = open(OTHER_SECRET)
    expect(await rotated.messages.claimMessage(['sms'], 2000, 60_000)).toBeNull()
    expect((await rotated.messages.queuedMessages(5)).map((m) => m.state)).toEqual(['failed'])
    expect(lines.join('\n')).toContain('Messaggio in coda illeggibile')
    rotated.close()
  })
})
