import { parseInstant } from '@shop/clock'
import type { Seller } from '@shop/forms'
import { type BankAccount, checkBankAccount } from '@shop/payments'
import { z } from 'zod'

/** Everything the server reads from its environment, validated at start (issue 5). */
export interface Config {
  /** Where the server listens. */
  port: number
  host: string
  /** The shop's public address, used to build links in emails (never taken from a request's Host). */
  publicUrl: string
  /**
   * True when WOO_BASE_URL is unset: the embedded WooCommerce emulator runs, and only then do the demo
   * conveniences exist (the outbox route and adapters, a generated secret, localhost links, demo
   * logins).
   */
  embedded: boolean
  /**
   * SHOP_CLOCK: the instant the shop's clock starts at (it then runs on), with the embedded emulator
   * only, for demos and browser tests at a chosen day and hour; null: the machine's clock. A real
   * store always runs on the real time: SHOP_CLOCK is refused with WOO_BASE_URL.
   */
  clockStart: Date | null
  /** The WooCommerce store; unset means "run the embedded emulator" (tooling/dev-shop starts it: start-shop.ts). */
  woo: {
    baseUrl: string | undefined
    consumerKey: string
    consumerSecret: string
    portalBaseUrl: string | undefined
  }
  /** Signs auto-login links and other tokens; at least 32 characters. */
  sessionSecret: string
  brand: string
  dataDir: string
  /**
   * The PostgreSQL database of the API's own data (DATABASE_URL), shared by every instance of the
   * API; null: the embedded SQLite file in `dataDir` (one instance).
   */
  databaseUrl: string | null
  /** Trust X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you run). */
  trustProxy: boolean
  /** How long catalogue answers are cached in memory, in seconds. */
  catalogCacheSeconds: number
  /**
   * The store's VAT on shipping, in percent (22: Italy's standard rate, which WooCommerce adds on
   * top of a shipping line). The zone's delivery fee is VAT included: the order's shipping line is
   * sent without it, so that the customer pays the fee shown.
   */
  shippingVatPercent: number
  /** How long the slots shown for a zone and date are kept (0 = always asked); checkout asks live. */
  slotsCacheSeconds: number
  /**
   * How long an order to be paid online (card, PayPal) holds its stock unpaid, in minutes
   * (WooCommerce's "hold stock"); orders paid on delivery or by transfer hold it until delivery.
   */
  stockHoldMinutes: number
  /**
   * The default of the setting `guestOrdersPerDay` (orders/guest-caps.ts): how many orders a guest
   * may place per day with one e-mail, phone, delivery address or client address.
   */
  guestOrdersPerDay: number
  /**
   * How long the 'order received' mail of an order paid online (card, PayPal) waits for the
   * payment, in seconds: paid meanwhile, that mail is the receipt (orders/order-mail-events.ts).
   */
  orderMailWaitSeconds: number
  /**
   * How often WooCommerce is asked for the orders changed in its back office, to send their mails
   * (orders/order-watch.ts); 0 turns the watch off.
   */
  orderWatchSeconds: number
  /** The zone maps' tile layer: a {z}/{x}/{y} URL template ('' = no tiles) and its attribution. */
  map: { tileUrl: string; attribution: string }
  /**
   * The wallet payment provider (PayPal): its browser script, its REST API and the shop's client id
   * and secret. Unset (no apiUrl) means no wallet payments, except with the embedded emulator,
   * whose sandbox stands in (embedded.ts).
   */
  wallet: { name: string; scriptUrl: string; apiUrl: string | undefined; clientId: string; secret: string }
  /**
   * The card payment provider (Stripe-like): the browser script that mounts the card fields and
   * makes a token, the REST API that charges it, the publishable key and the secret. Unset (no
   * apiUrl) means no card payments, except with the embedded emulator's sandbox (embedded.ts).
   */
  card: { scriptUrl: string; apiUrl: string | undefined; publishableKey: string; secret: string }
  /** The address search: a Nominatim or Photon service; unset url means the embedded offline geocoder. */
  geocoder: { url: string | undefined; flavour: 'nominatim' | 'photon' }
  /**
   * The bank account customers pay transfers to, until operators set one in the admin app
   * (BANK_IBAN, BANK_HOLDER, BANK_NAME); null when none is configured. WooCommerce's REST API
   * does not expose the bank transfer gateway's account, so the shop keeps its own.
   */
  bank: BankAccount | null
  /**
   * The mail transport: an SMTP server (SMTP_URL, read by nodemailer) and the sender (MAIL_FROM);
   * null when none is configured (the outbox with the embedded emulator, no mail otherwise).
   */
  mail: MailConfig | null
  /** The SMS provider (SMS_PROVIDER and its variables); null when none is configured. */
  sms: SmsConfig | null
  /**
   * APP_ORIGINS: the origins of the apps served from elsewhere (the admin at
   * https://gestione.shop.it, the storefront at https://www.shop.it) that may call /api/* with the
   * session cookie (CORS with credentials) and write (the origin check); as browsers write them
   * (`URL.origin`). Empty: only the server's own origin and PUBLIC_URL's.
   */
  appOrigins: string[]
  /** Built apps served at /, /admin and /driver when present. */
  storefrontDir: string | undefined
  adminDir: string | undefined
  driverDir: string | undefined
  /**
   * Where the vans start (DEPOT_LOCATION, 'lat,lng'): the driver's stops are ordered from there.
   * Unset: Bari's centre (Piazza Aldo Moro), which a real shop should replace with its depot.
   */
  depot: { lat: number; lng: number }
  /** An OSRM-compatible routing service (OSRM_URL) for road distances between stops; unset: haversine × 1.3. */
  osrmUrl: string | undefined
}

/** Bari's centre (Piazza Aldo Moro, by the station): the depot when DEPOT_LOCATION is unset. */
export const DEFAULT_DEPOT = { lat: 41.1177, lng: 16.8697 } as const

export interface MailConfig {
  smtpUrl: string
  from: string
}

/** Skebby's REST API, the base the documented paths (login, sms) hang from. */
export const SKEBBY_API_URL = 'https://api.skebby.it/API/v1.0/REST/'

export type SmsConfig =
  | { provider: 'generic'; url: string; token: string; sender: string }
  | {
      provider: 'skebby'
      url: string
      username: string
      password: string
      sender: string
      /** GP (Classic+, with delivery report), TI (Classic) or SI (Basic): Skebby's message_type. */
      messageType: 'GP' | 'TI' | 'SI'
    }

const text = (name: string) => z.string({ error: `${name} deve essere un testo` })
const optionalUrl = (name: string) =>
  text(name)
    .trim()
    .url({ error: `${name} deve essere un indirizzo completo, per esempio https://negozio.example.it` })
    .optional()

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT deve essere un numero di porta, per esempio 3000' })
    .int({ error: 'PORT deve essere un numero intero' })
    .min(0, { error: 'PORT deve stare tra 0 e 65535' })
    .max(65535, { error: 'PORT deve stare tra 0 e 65535' })
    .default(3000),
  HOST: text('HOST').default('127.0.0.1'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV deve essere development, production o test',
    })
    .default('development'),
  WOO_BASE_URL: optionalUrl('WOO_BASE_URL'),
  WOO_CONSUMER_KEY: text('WOO_CONSUMER_KEY').trim().optional(),
  WOO_CONSUMER_SECRET: text('WOO_CONSUMER_SECRET').trim().optional(),
  PORTAL_BASE_URL: optionalUrl('PORTAL_BASE_URL'),
  SHOP_CLOCK: text('SHOP_CLOCK')
    .trim()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) return
      try {
        parseInstant(value, 'SHOP_CLOCK')
      } catch {
        context.addIssue({
          code: 'custom',
          message:
            "SHOP_CLOCK deve essere un istante ISO 8601 con il suo fuso, per esempio 2026-11-27T12:00+01:00 (l'ora di Roma d'inverno) o 2027-03-28T01:30+01:00",
        })
      }
    }),
  SESSION_SECRET: text('SESSION_SECRET')
    .min(32, { error: 'SESSION_SECRET deve avere almeno 32 caratteri casuali' })
    .optional(),
  SHOP_BRAND: text('SHOP_BRAND')
    .trim()
    .min(1, { error: 'SHOP_BRAND non può essere vuoto' })
    .max(60)
    .default('Bari Bevande'),
  DATA_DIR: text('DATA_DIR').default('data'),
  DATABASE_URL: text('DATABASE_URL')
    .trim()
    .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
      error:
        'DATABASE_URL deve essere l’indirizzo di un database PostgreSQL, per esempio postgres://negozio:password@db.example.it:5432/negozio',
    })
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'TRUST_PROXY deve essere true o false' })
    .default('false'),
  CATALOG_CACHE_SECONDS: z.coerce
    .number({ error: 'CATALOG_CACHE_SECONDS deve essere un numero di secondi' })
    .int()
    .min(0, { error: 'CATALOG_CACHE_SECONDS non può essere negativo' })
    .max(3600, { error: 'CATALOG_CACHE_SECONDS può essere al massimo 3600' })
    .default(60),
  SHIPPING_VAT_PERCENT: z.coerce
    .number({ error: 'SHIPPING_VAT_PERCENT deve essere una percentuale, per esempio 22' })
    .min(0, { error: 'SHIPPING_VAT_PERCENT non può essere negativo' })
    .max(100, { error: 'SHIPPING_VAT_PERCENT può essere al massimo 100' })
    .default(22),
  SLOTS_CACHE_SECONDS: z.coerce
    .number({ error: 'SLOTS_CACHE_SECONDS deve essere un numero di secondi' })
    .int()
    .min(0, { error: 'SLOTS_CACHE_SECONDS non può essere negativo' })
    .max(300, { error: 'SLOTS_CACHE_SECONDS può essere al massimo 300' })
    .default(10),
  GUEST_ORDERS_PER_DAY: z.coerce
    .number({ error: 'GUEST_ORDERS_PER_DAY deve essere un numero di ordini' })
    .int({ error: 'GUEST_ORDERS_PER_DAY deve essere un numero intero di ordini' })
    .min(1, { error: 'GUEST_ORDERS_PER_DAY deve essere almeno 1' })
    .max(100_000, { error: 'GUEST_ORDERS_PER_DAY può essere al massimo 100000' })
    .default(3),
  STOCK_HOLD_MINUTES: z.coerce
    .number({ error: 'STOCK_HOLD_MINUTES deve essere un numero di minuti' })
    .int({ error: 'STOCK_HOLD_MINUTES deve essere un numero intero di minuti' })
    .min(1, { error: 'STOCK_HOLD_MINUTES deve essere almeno 1' })
    .max(10080, { error: 'STOCK_HOLD_MINUTES può essere al massimo 10080 (una settimana)' })
    .default(60),
  ORDER_MAIL_WAIT_SECONDS: z.coerce
    .number({ error: 'ORDER_MAIL_WAIT_SECONDS deve essere un numero di secondi' })
    .int({ error: 'ORDER_MAIL_WAIT_SECONDS deve essere un numero intero di secondi' })
    .min(0, { error: 'ORDER_MAIL_WAIT_SECONDS non può essere negativo' })
    .max(3600, { error: 'ORDER_MAIL_WAIT_SECONDS può essere al massimo 3600 (un’ora)' })
    .default(600),
  ORDER_WATCH_SECONDS: z.coerce
    .number({ error: 'ORDER_WATCH_SECONDS deve essere un numero di secondi' })
    .int({ error: 'ORDER_WATCH_SECONDS deve essere un numero intero di secondi' })
    .min(0, { error: 'ORDER_WATCH_SECONDS non può essere negativo (0 la spegne)' })
    .max(3600, { error: 'ORDER_WATCH_SECONDS può essere al massimo 3600 (un’ora)' })
    .default(60),
  MAP_TILE_URL: text('MAP_TILE_URL')
    .trim()
    .refine(
      (value) =>
        value === 'none' ||
        (/^https?:\/\/[^\s]+$/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
      {
        error:
          'MAP_TILE_URL deve essere un indirizzo http(s) con {z}, {x} e {y}, per esempio https://tile.openstreetmap.org/{z}/{x}/{y}.png, oppure none (mappa senza sfondo)',
      },
    )
    .transform((value) => (value === 'none' ? '' : value))
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: text('MAP_TILE_ATTRIBUTION').trim().max(300).default('© OpenStreetMap contributors'),
  GEOCODER_URL: optionalUrl('GEOCODER_URL').refine(
    (value) => value === undefined || /^https?:\/\//i.test(value),
    {
      error: 'GEOCODER_URL deve essere un indirizzo http(s), per esempio https://nominatim.openstreetmap.org',
    },
  ),
  GEOCODER_FLAVOUR: z
    .enum(['nominatim', 'photon'], { error: 'GEOCODER_FLAVOUR deve essere nominatim o photon' })
    .default('nominatim'),
  CARD_API_URL: optionalUrl('CARD_API_URL'),
  CARD_SCRIPT_URL: optionalUrl('CARD_SCRIPT_URL'),
  CARD_PUBLISHABLE_KEY: text('CARD_PUBLISHABLE_KEY').max(200).optional(),
  CARD_SECRET: text('CARD_SECRET').max(200).optional(),
  WALLET_API_URL: optionalUrl('WALLET_API_URL'),
  WALLET_SCRIPT_URL: optionalUrl('WALLET_SCRIPT_URL'),
  WALLET_CLIENT_ID: text('WALLET_CLIENT_ID').max(200).optional(),
  WALLET_SECRET: text('WALLET_SECRET').max(200).optional(),
  BANK_IBAN: text('BANK_IBAN').max(64).optional(),
  BANK_HOLDER: text('BANK_HOLDER').max(200).optional(),
  BANK_NAME: text('BANK_NAME').max(200).optional(),
  SMTP_URL: text('SMTP_URL')
    .trim()
    .refine(
      (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && new URL(value).hostname,
      {
        error:
          'SMTP_URL deve essere un indirizzo smtp:// (STARTTLS se il server lo offre) o smtps:// (TLS), per esempio smtp://utente:password@smtp.example.it:587',
      },
    )
    .optional(),
  MAIL_FROM: text('MAIL_FROM')
    .trim()
    .max(200)
    .refine(
      (value) => /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value),
      {
        error:
          'MAIL_FROM deve essere un indirizzo email, anche con il nome, per esempio "Bari Bevande <ordini@baribevande.it>"',
      },
    )
    .optional(),
  SMS_PROVIDER: z
    .enum(['generic', 'skebby'], { error: 'SMS_PROVIDER deve essere generic o skebby' })
    .optional(),
  SMS_URL: optionalUrl('SMS_URL'),
  SMS_TOKEN: text('SMS_TOKEN').trim().max(500).optional(),
  SMS_USERNAME: text('SMS_USERNAME').trim().max(200).optional(),
  SMS_PASSWORD: text('SMS_PASSWORD').max(200).optional(),
  SMS_SENDER: text('SMS_SENDER')
    .trim()
    .refine((value) => /^[A-Za-z0-9 ]{1,11}$/.test(value) || /^\+?\d{6,16}$/.test(value), {
      error:
        'SMS_SENDER deve essere un nome di al massimo 11 lettere o cifre (per esempio BariBevande) oppure un numero di telefono',
    })
    .optional(),
  SMS_MESSAGE_TYPE: z
    .enum(['GP', 'TI', 'SI'], { error: 'SMS_MESSAGE_TYPE deve essere GP, TI o SI (i tipi di SMS di Skebby)' })
    .default('GP'),
  APP_ORIGINS: text('APP_ORIGINS')
    .transform((value, context) => {
      const origins: string[] = []
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (!entry) continue
        const origin = originOf(entry)
        if (origin) origins.push(origin)
        else
          context.addIssue({
            code: 'custom',
            message: `APP_ORIGINS: «${entry}» non è un'origine: scrivi schema, nome e porta, senza percorso né *, separando le origini con virgole, per esempio https://gestione.shop.it,https://www.shop.it`,
          })
      }
      return [...new Set(origins)]
    })
    .optional(),
  STOREFRONT_DIR: text('STOREFRONT_DIR').optional(),
  ADMIN_DIR: text('ADMIN_DIR').optional(),
  DRIVER_DIR: text('DRIVER_DIR').optional(),
  DEPOT_LOCATION: text('DEPOT_LOCATION')
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined
      const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value)
      const lat = Number(match?.[1])
      const lng = Number(match?.[2])
      if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        ctx.addIssue({
          code: 'custom',
          message:
            'DEPOT_LOCATION deve essere «latitudine,longitudine» in gradi, per esempio 41.1177,16.8697',
        })
        return z.NEVER
      }
      return { lat, lng }
    }),
  OSRM_URL: optionalUrl('OSRM_URL').refine((value) => value === undefined || /^https?:\/\//i.test(value), {
    error: 'OSRM_URL deve essere un indirizzo http(s) di un servizio compatibile con OSRM',
  }),
})

type Env = z.infer<typeof envSchema>

/** The SMS provider of SMS_PROVIDER with the variables it needs; a missing one goes to `problems`. */
function readSms(e: Env, problems: string[]): SmsConfig | null {
  const smsVariables = ['SMS_URL', 'SMS_TOKEN', 'SMS_USERNAME', 'SMS_PASSWORD', 'SMS_SENDER'] as const
  if (!e.SMS_PROVIDER) {
    const stray = smsVariables.filter((name) => e[name] !== undefined)
    if (stray.length > 0)
      problems.push(
        `${stray.join(', ')} servono solo con SMS_PROVIDER (generic o skebby): impostalo, o toglili`,
      )
    return null
  }
  const need = (names: readonly (typeof smsVariables)[number][]) => {
    const missing = names.filter((name) => e[name] === undefined)
    if (missing.length > 0)
      problems.push(`con SMS_PROVIDER=${e.SMS_PROVIDER} servono anche ${missing.join(', ')}`)
    return missing.length === 0
  }
  if (e.SMS_PROVIDER === 'generic') {
    if (!need(['SMS_URL', 'SMS_TOKEN', 'SMS_SENDER'])) return null
    return { provider: 'generic', url: e.SMS_URL ?? '', token: e.SMS_TOKEN ?? '', sender: e.SMS_SENDER ?? '' }
  }
  if (!need(['SMS_USERNAME', 'SMS_PASSWORD', 'SMS_SENDER'])) return null
  return {
    provider: 'skebby',
    url: e.SMS_URL ?? SKEBBY_API_URL,
    username: e.SMS_USERNAME ?? '',
    password: e.SMS_PASSWORD ?? '',
    sender: e.SMS_SENDER ?? '',
    messageType: e.SMS_MESSAGE_TYPE,
  }
}

/**
 * The demo bank account of the embedded emulator's shop (the Italian example IBAN of the European
 * Committee for Banking Standards): only when WOO_BASE_URL and BANK_IBAN are both unset.
 */
export const DEMO_BANK_ACCOUNT: BankAccount = {
  iban: 'IT60X0542811101000000123456',
  holder: 'Bari Bevande S.r.l.',
  bank: 'Banca Popolare di Bari',
}

/**
 * The seller's identity of the embedded emulator's shop, so that its legal pages and invoices read
 * whole (a partita IVA with a right check digit but of no real office). A real store has none
 * until operators enter theirs in the admin's settings (ShopSettings.seller).
 */
export const DEMO_SELLER: Seller = {
  companyName: 'Bari Bevande S.r.l. (negozio di prova)',
  vatNumber: '12345678903',
  taxCode: '',
  street: 'Via Napoli 120',
  postcode: '70123',
  city: 'Bari',
  province: 'BA',
  reaOffice: 'BA',
  reaNumber: '123456',
  shareCapital: 10000,
  taxRegime: 'RF01',
  pec: 'baribevande@pec.example.it',
  email: 'info@baribevande.example.it',
  phone: '080 123 4567',
}

/** The variable behind each field of a bank account, for the messages. */
const BANK_VARIABLES: Record<keyof BankAccount, string> = {
  iban: 'BANK_IBAN',
  holder: 'BANK_HOLDER',
  bank: 'BANK_NAME',
}

/**
 * The origin `text` names (http or https, a host, a port at most: no path, query, fragment or
 * user; a trailing slash is allowed), as browsers send it in `Origin`; null for anything else.
 */
function originOf(text: string): string | null {
  // A host of letters, digits, dots and hyphens (or an IPv6 address): no wildcard, no user, and
  // nothing that URL would quietly fix; URL then checks the rest (the port's range) and writes it.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?\/?$/i.test(text)) return null
  return URL.canParse(text) ? new URL(text).origin : null
}

/** A configuration problem, with every issue in one message a person can act on. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

/** Hosts where a plain http:// PUBLIC_URL is acceptable (a shop tried on the machine itself). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Reads and checks the configuration. Blank variables count as unset.
 *
 * One mode rule: with WOO_BASE_URL unset the server runs on the embedded emulator, with its demo
 * conveniences (the secret may come from `fallbackSecret`, kept in the data folder; links point to
 * localhost). With WOO_BASE_URL set it is a real store and behaves as production whatever NODE_ENV
 * says: SESSION_SECRET and an https PUBLIC_URL (http only for localhost) are required, and nothing
 * is generated. NODE_ENV=production without WOO_BASE_URL is refused (production needs a store).
 */
export function readConfig(env: Record<string, string | undefined>, fallbackSecret?: () => string): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.message}`)
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const embedded = !e.WOO_BASE_URL
  const problems: string[] = []
  if (e.NODE_ENV === 'production' && embedded)
    problems.push('in produzione WOO_BASE_URL è obbligatorio (il negozio WooCommerce)')
  if (e.WOO_BASE_URL && (!e.WOO_CONSUMER_KEY || !e.WOO_CONSUMER_SECRET)) {
    problems.push('con WOO_BASE_URL servono anche WOO_CONSUMER_KEY e WOO_CONSUMER_SECRET')
  }
  if (!embedded && e.SHOP_CLOCK)
    problems.push(
      "SHOP_CLOCK vale solo con l'emulatore integrato (WOO_BASE_URL non impostato): un negozio reale va con l'ora vera",
    )
  if (!embedded && !e.SESSION_SECRET)
    problems.push(
      'con un negozio reale (WOO_BASE_URL) SESSION_SECRET è obbligatorio: almeno 32 caratteri casuali, per esempio il risultato di `openssl rand -base64 48`',
    )
  if (!embedded && !e.PUBLIC_URL)
    problems.push(
      "con un negozio reale (WOO_BASE_URL) PUBLIC_URL è obbligatorio: l'indirizzo pubblico del negozio, per esempio https://www.baribevande.it",
    )
  if (!embedded && e.PUBLIC_URL) {
    const url = new URL(e.PUBLIC_URL)
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)))
      problems.push(
        'PUBLIC_URL deve iniziare con https:// (http:// solo per localhost): i cookie di sessione viaggiano solo su https',
      )
  }
  if (!embedded)
    for (const origin of e.APP_ORIGINS ?? []) {
      const url = new URL(origin)
      if (url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname))
        problems.push(
          `APP_ORIGINS: ${origin} deve iniziare con https:// (http:// solo per localhost), come PUBLIC_URL`,
        )
    }
  if (e.WALLET_API_URL && (!e.WALLET_SCRIPT_URL || !e.WALLET_CLIENT_ID || !e.WALLET_SECRET)) {
    problems.push('con WALLET_API_URL servono anche WALLET_SCRIPT_URL, WALLET_CLIENT_ID e WALLET_SECRET')
  }
  if (e.CARD_API_URL && (!e.CARD_SCRIPT_URL || !e.CARD_PUBLISHABLE_KEY || !e.CARD_SECRET)) {
    problems.push('con CARD_API_URL servono anche CARD_SCRIPT_URL, CARD_PUBLISHABLE_KEY e CARD_SECRET')
  }
  if (e.SMTP_URL && !e.MAIL_FROM)
    problems.push(
      'con SMTP_URL serve anche MAIL_FROM, il mittente delle email (per esempio ordini@baribevande.it)',
    )
  if (e.MAIL_FROM && !e.SMTP_URL)
    problems.push('MAIL_FROM serve solo con SMTP_URL, il server di posta da cui partono le email')
  const sms = readSms(e, problems)
  const bank = checkBankAccount({ iban: e.BANK_IBAN, holder: e.BANK_HOLDER, bank: e.BANK_NAME })
  if (!bank.ok) {
    for (const [field, message] of Object.entries(bank.errors))
      problems.push(`${BANK_VARIABLES[field as keyof BankAccount]}: ${message}`)
  }
  if (problems.length > 0)
    throw new ConfigError(`Configurazione non valida:\n${problems.map((p) => `- ${p}`).join('\n')}`)
  // A generated secret only with the embedded emulator; a real store was required to set one above.
  const sessionSecret = e.SESSION_SECRET ?? (embedded ? fallbackSecret?.() : undefined)
  if (!sessionSecret || sessionSecret.length < 32) {
    throw new ConfigError(
      'Configurazione non valida:\n- SESSION_SECRET deve avere almeno 32 caratteri casuali',
    )
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    embedded,
    clockStart: e.SHOP_CLOCK ? parseInstant(e.SHOP_CLOCK, 'SHOP_CLOCK') : null,
    woo: {
      baseUrl: e.WOO_BASE_URL,
      consumerKey: e.WOO_CONSUMER_KEY ?? '',
      consumerSecret: e.WOO_CONSUMER_SECRET ?? '',
      portalBaseUrl: e.PORTAL_BASE_URL ?? e.WOO_BASE_URL,
    },
    sessionSecret,
    brand: e.SHOP_BRAND,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    shippingVatPercent: e.SHIPPING_VAT_PERCENT,
    slotsCacheSeconds: e.SLOTS_CACHE_SECONDS,
    stockHoldMinutes: e.STOCK_HOLD_MINUTES,
    guestOrdersPerDay: e.GUEST_ORDERS_PER_DAY,
    orderMailWaitSeconds: e.ORDER_MAIL_WAIT_SECONDS,
    orderWatchSeconds: e.ORDER_WATCH_SECONDS,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    wallet: {
      name: 'PayPal',
      apiUrl: e.WALLET_API_URL?.replace(/\/+$/, ''),
      scriptUrl: e.WALLET_SCRIPT_URL ?? '',
      clientId: e.WALLET_CLIENT_ID ?? '',
      secret: e.WALLET_SECRET ?? '',
    },
    card: {
      apiUrl: e.CARD_API_URL?.replace(/\/+$/, ''),
      scriptUrl: e.CARD_SCRIPT_URL ?? '',
      publishableKey: e.CARD_PUBLISHABLE_KEY ?? '',
      secret: e.CARD_SECRET ?? '',
    },
    geocoder: { url: e.GEOCODER_URL?.replace(/\/+$/, ''), flavour: e.GEOCODER_FLAVOUR },
    bank: (bank.ok ? bank.account : null) ?? (embedded ? DEMO_BANK_ACCOUNT : null),
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : null,
    sms,
    appOrigins: e.APP_ORIGINS ?? [],
    storefrontDir: e.STOREFRONT_DIR,
    adminDir: e.ADMIN_DIR,
    driverDir: e.DRIVER_DIR,
    depot: e.DEPOT_LOCATION ?? { ...DEFAULT_DEPOT },
    osrmUrl: e.OSRM_URL?.replace(/\/+$/, ''),
  }
}
