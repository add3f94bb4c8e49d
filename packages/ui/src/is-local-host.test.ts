import { describe, expect, it } from 'vitest'
import { isLocalHost } from './is-local-host'

describe('isLocalHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'shop.localhost',
    'admin.bari.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '127.255.255.255',
    '::1',
    '[::1]',
    '0.0.0.0',
  ])('%s is the local machine', (host) => {
    expect(isLocalHost(host)).toBe(true)
  })

  it.each([
    '',
    'baribevande.it',
    'www.baribevande.it',
    'localhost.baribevande.it',
    'mylocalhost',
    '128.0.0.1',
    '10.0.0.1',
    '192.168.1.10',
    '127.0.0.256',
    '127.0.0',
    '::2',
    '0.0.0.1',
  ])('%s is not', (host) => {
    expect(isLocalHost(host)).toBe(false)
  })
})
