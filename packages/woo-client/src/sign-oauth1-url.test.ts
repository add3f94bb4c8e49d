import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  baseStringUri,
  createNonce,
  hmacSignature,
  normalizedParameters,
  percentEncode,
  signatureBaseString,
  signOAuth1Url,
} from './sign-oauth1-url'

describe('RFC 5849 and the OAuth 1.0a test vectors', () => {
  it('percent-encodes as OAuth requires (the oauth.net parameter encoding cases)', () => {
    const cases: [string, string][] = [
      ['abcABC123', 'abcABC123'],
      ['-._~', '-._~'],
      ['%', '%25'],
      ['+', '%2B'],
      ['&=*', '%26%3D%2A'],
      ['\u000A', '%0A'],
      ['\u0020', '%20'],
      ['\u007F', '%7F'],
      ['\u0080', '%C2%80'],
      ['\u3001', '%E3%80%81'],
      ["!'()", '%21%27%28%29'],
    ]
    for (const [raw, encoded] of cases) expect(percentEncode(raw), JSON.stringify(raw)).toBe(encoded)
  })

  it('leaves only unreserved characters and %XX, and decodes back to the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = percentEncode(text)
        expect(encoded).toMatch(/^(?:[A-Za-z0-9\-._~]|%[0-9A-F]{2})*$/)
        expect(decodeURIComponent(encoded)).toBe(text)
      }),
    )
  })

  it('normalizes parameters (the oauth.net cases: sorted by name, then value, after encoding)', () => {
    const cases: [string, string][] = [
      ['name', 'name='],
      ['a=b', 'a=b'],
      ['a=b&c=d', 'a=b&c=d'],
      ['a=x!y&a=x+y', 'a=x%20y&a=x%21y'],
      ['x!y=a&x=a', 'x=a&x%21y=a'],
    ]
    for (const [query, normalized] of cases)
      expect(normalizedParameters([...new URLSearchParams(query)]), query).toBe(normalized)
  })

  it('gives the same base string whatever the order of the parameters', () => {
    const param = fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
    fc.assert(
      fc.property(
        fc
          .array(param, { maxLength: 8 })
          .chain((list) =>
            fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
          ),
        ([list, shuffled]) => {
          expect(signatureBaseString('GET', 'http://x.example/a', shuffled)).toBe(
            signatureBaseString('GET', 'http://x.example/a', list),
          )
        },
      ),
    )
  })

  it('builds the base string URI of RFC 5849 section 3.4.1.2', () => {
    expect(baseStringUri('HTTP://EXAMPLE.COM:80/r%20v/X?id=123')).toBe('http://example.com/r%20v/X')
    expect(baseStringUri('https://www.example.net:8080/?q=1')).toBe('https://www.example.net:8080/')
    expect(baseStringUri('https://www.example.net:443/x#frag')).toBe('https://www.example.net/x')
  })

  it('builds the signature base string of RFC 5849 section 3.4.1.1', () => {
    // POST /request?b5=%3D%253D&a3=a&c%40=&a2=r%20b with the body c2&a3=2+q and the OAuth header.
    const url = 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b'
    const params: [string, string][] = [
      ...new URLSearchParams(new URL(url).search),
      ...new URLSearchParams('c2&a3=2+q'),
      ['oauth_consumer_key', '9djdj82h48djs9d2'],
      ['oauth_token', 'kkk9d7dh3k39sjv7'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', '7d8f3e4a'],
    ]
    expect(signatureBaseString('post', url, params)).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    )
  })

  it('signs the RFC 5849 section 1.2 request and the oauth.net HMAC-SHA1 cases', async () => {
    const url = 'http://photos.example.net/photos?file=vacation.jpg&size=original'
    const params: [string, string][] = [
      ...new URLSearchParams(new URL(url).search),
      ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
      ['oauth_token', 'nnch734d00sl2jdk'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131202'],
      ['oauth_nonce', 'chapoH'],
    ]
    const key = 'kd94hf93k423kf44&pfkkdhi9sl3r4s00'
    expect(await hmacSignature(signatureBaseString('GET', url, params), key, 'HMAC-SHA1')).toBe(
      'MdpQcU8iPSUjWoN/UDMsK2sui9I=',
    )
    // oauth.net's test cases: the same request with nonce kllo9940pd9333jh and oauth_version 1.0.
    const oauthNet: [string, string][] = [
      ...params.filter(([name]) => name !== 'oauth_nonce' && name !== 'oauth_timestamp'),
      ['oauth_nonce', 'kllo9940pd9333jh'],
      ['oauth_timestamp', '1191242096'],
      ['oauth_version', '1.0'],
    ]
    expect(await hmacSignature(signatureBaseString('GET', url, oauthNet), key, 'HMAC-SHA1')).toBe(
      'tR3+Ty81lMeYAr/Fid0kMTYa/WM=',
    )
    expect(await hmacSignature('bs', 'cs&', 'HMAC-SHA1')).toBe('egQqG5AJep5sJ7anhXju1unge2I=')
    expect(await hmacSignature('bs', 'cs&ts', 'HMAC-SHA1')).toBe('VZVjXceV7JgPq/dOTnNmEfO0Fv8=')
  })
})

describe('signOAuth1Url (one-legged, as WooCommerce checks it)', () => {
  const keys = { consumerKey: 'ck_row1', consumerSecret: 'cs_row1' }
  const at1764000000 = () => new Date(1_764_000_000_000)

  it('signs a WooCommerce call with HMAC-SHA256 and HMAC-SHA1 (signatures computed with Python)', async () => {
    const url = 'http://127.0.0.1:8080/wp-json/wc/v3/products?per_page=2&search=acqua+frizzante'
    const sha256 = new URL(
      await signOAuth1Url('GET', url, keys, { now: at1764000000, nonce: () => 'row1nonceSHA256' }),
    )
    expect(sha256.searchParams.get('oauth_signature')).toBe('z5fy425AQf8UgRPbXwVyDwuacodkz5+0ujgvZPuoBds=')
    const sha1 = new URL(
      await signOAuth1Url('GET', url, keys, {
        now: at1764000000,
        nonce: () => 'row1nonceSHA1',
        signatureMethod: 'HMAC-SHA1',
      }),
    )
    expect(sha1.searchParams.get('oauth_signature')).toBe('9I9CbrdF/rmWh0pQOdB6UrK9GeY=')
  })

  it('sends every parameter it signed, percent-encoded, and the five oauth_* ones', async () => {
    const signed = await signOAuth1Url(
      'PUT',
      "http://negozio.local/wp-json/wc/v3/orders/7?note=l'ordine*(1)",
      keys,
      { now: at1764000000, nonce: () => 'n1' },
    )
    const url = new URL(signed)
    expect(url.search).toContain('note=l%27ordine%2A%281%29')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      note: "l'ordine*(1)",
      oauth_consumer_key: 'ck_row1',
      oauth_nonce: 'n1',
      oauth_signature_method: 'HMAC-SHA256',
      oauth_timestamp: '1764000000',
    })
    const base = signatureBaseString(
      'PUT',
      url,
      [...url.searchParams].filter(([name]) => name !== 'oauth_signature'),
    )
    expect(url.searchParams.get('oauth_signature')).toBe(await hmacSignature(base, 'cs_row1&'))
  })

  it('takes a fresh 32-character nonce from a secure random source for every call', async () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    const [a, b] = await Promise.all([
      signOAuth1Url('GET', 'http://x.local/wp-json/wc/v3/products', keys),
      signOAuth1Url('GET', 'http://x.local/wp-json/wc/v3/products', keys),
    ])
    expect(new URL(a).searchParams.get('oauth_nonce')).not.toBe(new URL(b).searchParams.get('oauth_nonce'))
  })

  it('refuses a URL that already carries oauth_* parameters, saying how to call it', async () => {
    await expect(signOAuth1Url('GET', 'http://x.local/a?oauth_nonce=1', keys)).rejects.toThrow(
      /already carries oauth_nonce; pass the URL without oauth_\* parameters/,
    )
  })
})
