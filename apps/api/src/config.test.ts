import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config'

const SECRET = 'a-session-secret-that-is-long-enough-0123456789'
const read = (env: Record<string, string | undefined>) => readConfig({ SESSION_SECRET: SECRET, ...env })
const problem = (env: Record<string, string | undefined>) => {
  try {
    read(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected a ConfigError')
}

describe('readConfig', () => {
  it('runs on the embedded emulator with nothing set, with the defaults', () => {
    const config = read({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      production: false,
      brand: 'Bari Bevande',
      catalogCacheSeconds: 60,
      slotsCacheSeconds: 10,
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    })
    expect(config.woo.baseUrl).toBeUndefined()
  })

  it('treats blank variables as unset', () => {
    expect(read({ PORT: '  ', SHOP_BRAND: '' }).port).toBe(3000)
  })

  it('says in Italian which variable is wrong and how to fix it', () => {
    expect(problem({ PORT: 'tremila' })).toContain('PORT deve essere un numero di porta')
    expect(problem({ PORT: '70000' })).toContain('PORT deve stare tra 0 e 65535')
    expect(problem({ SLOTS_CACHE_SECONDS: '-1' })).toContain('SLOTS_CACHE_SECONDS non può essere negativo')
    expect(problem({ WOO_BASE_URL: 'https://shop.example' })).toContain(
      'con WOO_BASE_URL servono anche WOO_CONSUMER_KEY e WOO_CONSUMER_SECRET',
    )
    expect(problem({ SESSION_SECRET: 'short' })).toContain('SESSION_SECRET deve avere almeno 32 caratteri')
  })

  it('requires the store, the secret and the public address in production', () => {
    const message = readConfigProblem({ NODE_ENV: 'production' })
    expect(message).toContain('WOO_BASE_URL è obbligatorio')
    expect(message).toContain('SESSION_SECRET è obbligatorio')
    expect(message).toContain('PUBLIC_URL è obbligatorio')
  })

  it('takes a tile URL template with {z}, {x} and {y}, or none for a map without tiles', () => {
    expect(read({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).map.tileUrl).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    )
    expect(read({ MAP_TILE_URL: 'none' }).map.tileUrl).toBe('')
    expect(problem({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toContain(
      'MAP_TILE_URL deve essere un indirizzo http(s) con {z}, {x} e {y}',
    )
    expect(problem({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toContain('MAP_TILE_URL')
  })
})

function readConfigProblem(env: Record<string, string>): string {
  try {
    readConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected a ConfigError')
}
