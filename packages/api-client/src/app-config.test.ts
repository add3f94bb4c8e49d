import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppConfigError, apiTargetOf, originOf, parseAppConfig, readAppConfig } from './app-config'

const failure = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    return error as AppConfigError
  }
  throw new Error('expected a failure')
}

describe('parseAppConfig', () => {
  it('reads the API origin, written as browsers write origins', () => {
    expect(parseAppConfig('{ "apiUrl": "https://api.example.it" }')).toEqual({
      apiUrl: 'https://api.example.it',
    })
    expect(parseAppConfig('{"apiUrl":"HTTPS://API.Example.it:443/"}')).toEqual({
      apiUrl: 'https://api.example.it',
    })
    expect(parseAppConfig('{"apiUrl":"http://127.0.0.1:3000"}')).toEqual({ apiUrl: 'http://127.0.0.1:3000' })
    expect(parseAppConfig('{"apiUrl":"http://[::1]:8080/"}')).toEqual({ apiUrl: 'http://[::1]:8080' })
  })

  it('takes an empty file, {} and a blank apiUrl as "the API on this origin"', () => {
    for (const text of ['', '  \n', '{}', '{ "apiUrl": "" }', '{ "apiUrl": "  " }'])
      expect(parseAppConfig(text), text).toEqual({})
  })

  it('refuses what is not JSON, not an object, or not an origin, saying what and how', () => {
    expect(failure(() => parseAppConfig('apiUrl=https://api.example.it'))).toMatchObject({
      name: 'AppConfigError',
      message:
        'config.json non è un JSON valido. Scrivi per esempio { "apiUrl": "https://api.example.it" }, oppure {} se l\'API è su questo indirizzo.',
    })
    expect(failure(() => parseAppConfig('"https://api.example.it"')).message).toBe(
      'config.json non è valido: deve essere un oggetto JSON, per esempio { "apiUrl": "https://api.example.it" }, oppure {} se l\'API è su questo indirizzo.',
    )
    for (const apiUrl of [
      'api.example.it',
      'https://api.example.it/api',
      'https://api.example.it?x=1',
      'https://api.example.it#x',
      'https://user:pw@api.example.it',
      'ftp://api.example.it',
      'https://api.example.it:70000',
      'javascript:alert(1)',
    ])
      expect(failure(() => parseAppConfig(JSON.stringify({ apiUrl }))).message, apiUrl).toBe(
        `config.json non è valido: apiUrl deve essere l'indirizzo del server dell'API, solo schema, nome e porta (http o https, senza percorso, ? o #), per esempio https://api.example.it; è «${apiUrl}».`,
      )
    expect(failure(() => parseAppConfig('{ "apiUrl": 3000 }')).message).toBe(
      'config.json non è valido: apiUrl deve essere un testo tra virgolette, per esempio { "apiUrl": "https://api.example.it" }.',
    )
  })

  it('refuses a key it does not know, so that a misspelt apiURL is not taken for "this origin"', () => {
    expect(
      failure(() => parseAppConfig('{ "apiURL": "https://api.example.it" }', '/admin/config.json')).message,
    ).toBe("/admin/config.json non è valido: chiave sconosciuta «apiURL»: l'unica chiave è apiUrl.")
  })
})

describe('originOf', () => {
  it('gives the origin, or null for anything more or less than one', () => {
    expect(originOf('http://localhost:80')).toBe('http://localhost')
    expect(originOf('https://gestione.shop.it:8443')).toBe('https://gestione.shop.it:8443')
    expect(originOf('https://gestione.shop.it/admin')).toBeNull()
    expect(originOf('https://:443')).toBeNull()
  })
})

describe('apiTargetOf', () => {
  it('sends calls to /api on the same origin, or to the configured origin with the cookie', () => {
    expect(apiTargetOf({})).toEqual({ baseURL: '/api', credentials: 'same-origin' })
    expect(apiTargetOf({ apiUrl: 'https://api.example.it' })).toEqual({
      baseURL: 'https://api.example.it/api',
      credentials: 'include',
    })
  })
})

describe('readAppConfig (a real HTTP server)', () => {
  let server: Server
  let base = ''
  const files: Record<string, { status: number; type?: string; body: string }> = {
    '/cross/config.json': {
      status: 200,
      type: 'application/json',
      body: '{"apiUrl":"https://api.example.it/"}',
    },
    '/empty/config.json': { status: 200, type: 'application/json', body: '' },
    '/spa/config.json': {
      status: 200,
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><div id="root">',
    },
    '/typo/config.json': {
      status: 200,
      type: 'application/json',
      body: '{"apiurl":"https://api.example.it"}',
    },
    '/html-typed-json/config.json': { status: 200, type: 'text/plain', body: '<!doctype html>' },
    '/down/config.json': { status: 503, type: 'text/plain', body: 'down' },
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const file = files[request.url ?? '']
      response.writeHead(file?.status ?? 404, file?.type ? { 'content-type': file.type } : {})
      response.end(file?.body ?? 'Not Found')
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  const read = (path: string) => readAppConfig({ url: `${base}${path}` })
  const refusal = async (path: string) => {
    try {
      await read(path)
    } catch (error) {
      return error as AppConfigError
    }
    throw new Error('expected a failure')
  }

  it('reads the file', async () => {
    expect(await read('/cross/config.json')).toEqual({ apiUrl: 'https://api.example.it' })
  })

  it('takes a missing file, an empty one and the app page answered in its place as "this origin"', async () => {
    expect(await read('/none/config.json')).toEqual({})
    expect(await read('/empty/config.json')).toEqual({})
    expect(await read('/spa/config.json')).toEqual({})
  })

  it('refuses a file that says something else, and a server that fails, naming the file', async () => {
    expect(await refusal('/typo/config.json')).toMatchObject({
      name: 'AppConfigError',
      message: `${base}/typo/config.json non è valido: chiave sconosciuta «apiurl»: l'unica chiave è apiUrl.`,
    })
    expect((await refusal('/html-typed-json/config.json')).message).toMatch(/non è un JSON valido/)
    expect((await refusal('/down/config.json')).message).toBe(
      `Impossibile leggere ${base}/down/config.json: il server ha risposto 503. Ricarica la pagina tra poco.`,
    )
  })

  it('says so when the server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    const url = `http://127.0.0.1:${port}/config.json`
    await expect(readAppConfig({ url })).rejects.toThrow(
      new AppConfigError(`Impossibile leggere ${url}: controlla la connessione e ricarica la pagina.`),
    )
  })
})
