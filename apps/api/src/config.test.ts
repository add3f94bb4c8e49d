import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_DEPOT, readConfig } from './config'

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
      embedded: true,
      brand: 'Bari Bevande',
      catalogCacheSeconds: 60,
      shippingVatPercent: 22,
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
    expect(read({ ORDER_MAIL_WAIT_SECONDS: '' }).orderMailWaitSeconds).toBe(600)
  })

  it('says in Italian which variable is wrong and how to fix it', () => {
    expect(problem({ PORT: 'tremila' })).toContain('PORT deve essere un numero di porta')
    expect(problem({ PORT: '70000' })).toContain('PORT deve stare tra 0 e 65535')
    expect(problem({ SLOTS_CACHE_SECONDS: '-1' })).toContain('SLOTS_CACHE_SECONDS non può essere negativo')
    expect(problem({ ORDER_MAIL_WAIT_SECONDS: 'dieci' })).toContain(
      'ORDER_MAIL_WAIT_SECONDS deve essere un numero di secondi',
    )
    expect(problem({ ORDER_MAIL_WAIT_SECONDS: '7200' })).toContain(
      'ORDER_MAIL_WAIT_SECONDS può essere al massimo 3600 (un’ora)',
    )
    expect(problem({ WOO_BASE_URL: 'https://shop.example' })).toContain(
      'con WOO_BASE_URL servono anche WOO_CONSUMER_KEY e WOO_CONSUMER_SECRET',
    )
    expect(problem({ SESSION_SECRET: 'short' })).toContain('SESSION_SECRET deve avere almeno 32 caratteri')
  })

  it('refuses NODE_ENV=production without a store: production needs WOO_BASE_URL', () => {
    expect(readConfigProblem({ NODE_ENV: 'production' })).toContain('WOO_BASE_URL è obbligatorio')
  })

  describe('one mode rule: a real store (WOO_BASE_URL) is production whatever NODE_ENV says', () => {
    const store = {
      WOO_BASE_URL: 'https://negozio.example.it',
      WOO_CONSUMER_KEY: 'ck_x',
      WOO_CONSUMER_SECRET: 'cs_x',
    }
    const generated = () => {
      throw new Error('a real store must never use a generated secret')
    }

    for (const nodeEnv of [undefined, 'development', 'test']) {
      it(`requires SESSION_SECRET and PUBLIC_URL with NODE_ENV ${nodeEnv ?? 'unset'}`, () => {
        const message = readConfigProblem({ ...store, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) }, generated)
        expect(message).toContain('SESSION_SECRET è obbligatorio')
        expect(message).toContain('PUBLIC_URL è obbligatorio')
      })
    }

    it('never falls back to a generated secret', () => {
      expect(
        readConfigProblem({ ...store, PUBLIC_URL: 'https://www.baribevande.it' }, () => SECRET),
      ).toContain('SESSION_SECRET è obbligatorio')
    })

    it('wants an https public address, http only for localhost', () => {
      const withUrl = (url: string) => ({ ...store, SESSION_SECRET: SECRET, PUBLIC_URL: url })
      expect(readConfigProblem(withUrl('http://www.baribevande.it'))).toContain(
        'PUBLIC_URL deve iniziare con https://',
      )
      expect(readConfigProblem(withUrl('http://192.168.1.20:3000'))).toContain('PUBLIC_URL deve iniziare')
      for (const url of ['https://www.baribevande.it', 'http://localhost:3000', 'http://127.0.0.1:3000']) {
        const config = readConfig(withUrl(url), generated)
        expect(config.embedded).toBe(false)
        expect(config.publicUrl).toBe(url)
        expect(config.sessionSecret).toBe(SECRET)
      }
    })

    it('refuses SHOP_CLOCK with a real store: a real shop runs on the real time', () => {
      const message = readConfigProblem({
        ...store,
        SESSION_SECRET: SECRET,
        PUBLIC_URL: 'https://www.baribevande.it',
        SHOP_CLOCK: '2026-11-27T12:00+01:00',
      })
      expect(message).toContain("SHOP_CLOCK vale solo con l'emulatore integrato")
    })

    it('wants https app origins, http only for localhost, as for PUBLIC_URL', () => {
      const withOrigins = (origins: string) => ({
        ...store,
        SESSION_SECRET: SECRET,
        PUBLIC_URL: 'https://api.baribevande.it',
        APP_ORIGINS: origins,
      })
      expect(readConfigProblem(withOrigins('https://gestione.baribevande.it,http://gestione2.example'))).toBe(
        'Configurazione non valida:\n- APP_ORIGINS: http://gestione2.example deve iniziare con https:// (http:// solo per localhost), come PUBLIC_URL',
      )
      expect(
        readConfig(withOrigins('https://gestione.baribevande.it,http://localhost:5173'), generated)
          .appOrigins,
      ).toEqual(['https://gestione.baribevande.it', 'http://localhost:5173'])
    })

    it('is embedded (with its conveniences) only when WOO_BASE_URL is unset', () => {
      const config = readConfig({}, () => SECRET)
      expect(config.embedded).toBe(true)
      expect(config.sessionSecret).toBe(SECRET)
      expect(config.publicUrl).toBe('http://localhost:3000')
    })
  })

  describe('the bank account for transfers (BANK_IBAN, BANK_HOLDER, BANK_NAME)', () => {
    const store = {
      WOO_BASE_URL: 'https://negozio.example.it',
      WOO_CONSUMER_KEY: 'ck_x',
      WOO_CONSUMER_SECRET: 'cs_x',
      PUBLIC_URL: 'https://negozio.example.it',
    }

    it('takes an Italian IBAN as written, with spaces, and keeps it normalised', () => {
      expect(
        read({ ...store, BANK_IBAN: 'it60 x054 2811 1010 0000 0123 456', BANK_HOLDER: 'Bari Bevande S.r.l.' })
          .bank,
      ).toEqual({ iban: 'IT60X0542811101000000123456', holder: 'Bari Bevande S.r.l.', bank: '' })
      expect(
        read({
          BANK_IBAN: 'IT40S0542811101000000123456',
          BANK_HOLDER: 'Ditta Prova',
          BANK_NAME: 'Banca di Prova',
        }).bank,
      ).toEqual({ iban: 'IT40S0542811101000000123456', holder: 'Ditta Prova', bank: 'Banca di Prova' })
    })

    it('refuses a wrong IBAN, or an IBAN without its holder, saying which variable', () => {
      expect(problem({ ...store, BANK_IBAN: 'IT61X0542811101000000123456', BANK_HOLDER: 'Ditta' })).toContain(
        "BANK_IBAN: L'IBAN non è valido: le cifre di controllo non tornano",
      )
      expect(problem({ BANK_IBAN: 'DE89370400440532013000', BANK_HOLDER: 'Ditta' })).toContain(
        "BANK_IBAN: L'IBAN deve essere di un conto italiano: inizia con IT",
      )
      expect(problem({ BANK_IBAN: 'IT60X0542811101000000123456' })).toContain(
        "BANK_HOLDER: Scrivi l'intestatario del conto",
      )
      expect(problem({ BANK_HOLDER: 'Ditta' })).toContain("BANK_IBAN: Scrivi l'IBAN del conto")
    })

    it('is none for a real store without BANK_IBAN, and the demo account on the embedded emulator', () => {
      expect(read(store).bank).toBeNull()
      expect(read({}).bank).toEqual({
        iban: 'IT60X0542811101000000123456',
        holder: 'Bari Bevande S.r.l.',
        bank: 'Banca Popolare di Bari',
      })
    })
  })

  it('starts the clock of the embedded shop at SHOP_CLOCK, an instant with its offset; unset, the machine clock', () => {
    expect(read({}).clockStart).toBeNull()
    expect(read({ SHOP_CLOCK: '2027-03-28T01:30+01:00' }).clockStart?.toISOString()).toBe(
      '2027-03-28T00:30:00.000Z',
    )
    expect(read({ SHOP_CLOCK: ' 2026-11-27T11:00:00Z ' }).clockStart?.toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    )
    for (const wrong of ['2026-11-27T12:00', 'venerdì', '2027-02-29T10:00+01:00'])
      expect(problem({ SHOP_CLOCK: wrong }), wrong).toContain(
        'SHOP_CLOCK deve essere un istante ISO 8601 con il suo fuso, per esempio 2026-11-27T12:00+01:00',
      )
  })

  it('keeps its data in SQLite unless DATABASE_URL names a PostgreSQL database', () => {
    expect(read({}).databaseUrl).toBeNull()
    const url = 'postgres://negozio:segreta@db.example.it:5432/negozio'
    expect(read({ DATABASE_URL: url }).databaseUrl).toBe(url)
    expect(read({ DATABASE_URL: 'postgresql://localhost/negozio' }).databaseUrl).toBe(
      'postgresql://localhost/negozio',
    )
    for (const wrong of ['mysql://localhost/negozio', 'localhost:5432', 'postgres://'])
      expect(problem({ DATABASE_URL: wrong })).toContain(
        'DATABASE_URL deve essere l’indirizzo di un database PostgreSQL',
      )
  })

  it('reads APP_ORIGINS as the origins browsers send, without repeats; none by default', () => {
    expect(read({}).appOrigins).toEqual([])
    expect(read({ APP_ORIGINS: ' , ' }).appOrigins).toEqual([])
    expect(
      read({
        APP_ORIGINS:
          ' HTTPS://Gestione.shop.it/ ,https://www.shop.it:443, http://127.0.0.1:5173,https://gestione.shop.it,',
      }).appOrigins,
    ).toEqual(['https://gestione.shop.it', 'https://www.shop.it', 'http://127.0.0.1:5173'])
  })

  it('refuses in APP_ORIGINS anything but an origin, naming it and showing the form', () => {
    for (const entry of [
      '*',
      'gestione.shop.it',
      'https://gestione.shop.it/admin',
      'https://gestione.shop.it/?x',
      'https://gestione.shop.it#x',
      'https://user@gestione.shop.it',
      'ftp://gestione.shop.it',
      'null',
      'https://*.shop.it',
    ])
      expect(problem({ APP_ORIGINS: `https://www.shop.it,${entry}` }), entry).toBe(
        `Configurazione non valida:\n- APP_ORIGINS: «${entry}» non è un'origine: scrivi schema, nome e porta, senza percorso né *, separando le origini con virgole, per esempio https://gestione.shop.it,https://www.shop.it`,
      )
  })

  it('starts the vans from DEPOT_LOCATION (Bari’s centre unset), with road distances from OSRM_URL when set', () => {
    expect(read({}).depot).toEqual(DEFAULT_DEPOT)
    expect(read({}).osrmUrl).toBeUndefined()
    expect(read({ DEPOT_LOCATION: ' 41.0912, 16.8521 ' }).depot).toEqual({ lat: 41.0912, lng: 16.8521 })
    expect(read({ OSRM_URL: 'http://localhost:5000/' }).osrmUrl).toBe('http://localhost:5000')
    for (const wrong of ['41.09', '91,16', 'Bari', '41.09;16.85'])
      expect(problem({ DEPOT_LOCATION: wrong })).toContain(
        'DEPOT_LOCATION deve essere «latitudine,longitudine» in gradi, per esempio 41.1177,16.8697',
      )
    expect(problem({ OSRM_URL: 'ftp://osrm.example' })).toContain('OSRM_URL deve essere un indirizzo http(s)')
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

describe('mail and SMS transports', () => {
  it('has none unless configured', () => {
    expect(read({})).toMatchObject({ mail: null, sms: null })
  })

  it('reads SMTP_URL and MAIL_FROM together', () => {
    expect(
      read({
        SMTP_URL: 'smtps://ordini:segreta@smtp.example.it:465',
        MAIL_FROM: 'Bari Bevande <ordini@example.it>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://ordini:segreta@smtp.example.it:465',
      from: 'Bari Bevande <ordini@example.it>',
    })
    expect(read({ SMTP_URL: 'smtp://smtp.example.it:587', MAIL_FROM: 'ordini@example.it' }).mail?.from).toBe(
      'ordini@example.it',
    )
  })

  it('refuses one without the other, a URL that is not SMTP and a sender that is not an address', () => {
    expect(problem({ SMTP_URL: 'smtp://smtp.example.it' })).toContain('con SMTP_URL serve anche MAIL_FROM')
    expect(problem({ MAIL_FROM: 'ordini@example.it' })).toContain('MAIL_FROM serve solo con SMTP_URL')
    expect(problem({ SMTP_URL: 'https://smtp.example.it', MAIL_FROM: 'ordini@example.it' })).toContain(
      'SMTP_URL deve essere un indirizzo smtp:// (STARTTLS se il server lo offre) o smtps:// (TLS)',
    )
    expect(problem({ SMTP_URL: 'smtp.example.it:587', MAIL_FROM: 'ordini@example.it' })).toContain(
      'SMTP_URL deve essere un indirizzo smtp://',
    )
    expect(problem({ SMTP_URL: 'smtp://smtp.example.it', MAIL_FROM: 'ordini' })).toContain(
      'MAIL_FROM deve essere un indirizzo email, anche con il nome',
    )
  })

  it("reads the generic SMS provider and Skebby, with Skebby's documented base URL by default", () => {
    expect(
      read({
        SMS_PROVIDER: 'generic',
        SMS_URL: 'https://sms.example.it/send',
        SMS_TOKEN: 't0k',
        SMS_SENDER: 'BariBevande',
      }).sms,
    ).toEqual({
      provider: 'generic',
      url: 'https://sms.example.it/send',
      token: 't0k',
      sender: 'BariBevande',
    })
    expect(
      read({
        SMS_PROVIDER: 'skebby',
        SMS_USERNAME: 'negozio',
        SMS_PASSWORD: 'segreta',
        SMS_SENDER: '+393331234567',
      }).sms,
    ).toEqual({
      provider: 'skebby',
      url: 'https://api.skebby.it/API/v1.0/REST/',
      username: 'negozio',
      password: 'segreta',
      sender: '+393331234567',
      messageType: 'GP',
    })
  })

  it('says which SMS variable is missing or wrong', () => {
    expect(problem({ SMS_PROVIDER: 'generic', SMS_URL: 'https://sms.example.it' })).toContain(
      'con SMS_PROVIDER=generic servono anche SMS_TOKEN, SMS_SENDER',
    )
    expect(problem({ SMS_PROVIDER: 'skebby', SMS_SENDER: 'Bari' })).toContain(
      'con SMS_PROVIDER=skebby servono anche SMS_USERNAME, SMS_PASSWORD',
    )
    expect(problem({ SMS_PROVIDER: 'twilio' })).toContain('SMS_PROVIDER deve essere generic o skebby')
    expect(problem({ SMS_TOKEN: 'abc' })).toContain('SMS_TOKEN servono solo con SMS_PROVIDER')
    expect(
      problem({
        SMS_PROVIDER: 'skebby',
        SMS_USERNAME: 'n',
        SMS_PASSWORD: 'p',
        SMS_SENDER: 'Bari Bevande Srl',
      }),
    ).toContain('SMS_SENDER deve essere un nome di al massimo 11 lettere o cifre')
    expect(
      problem({
        SMS_PROVIDER: 'skebby',
        SMS_USERNAME: 'n',
        SMS_PASSWORD: 'p',
        SMS_SENDER: 'Bari',
        SMS_MESSAGE_TYPE: 'XX',
      }),
    ).toContain('SMS_MESSAGE_TYPE deve essere GP, TI o SI')
  })
})

function readConfigProblem(env: Record<string, string>, fallbackSecret?: () => string): string {
  try {
    readConfig(env, fallbackSecret)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected a ConfigError')
}
