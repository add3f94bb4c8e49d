import { driverOutcomeSchema, issueFields } from '@shop/forms'
import { vi } from 'vitest'
import type { DriverDay, DriverStop } from '../lib/driver-day'

/** A stop as the contract describes it, with `overrides`. */
export function stopFixture(overrides: Partial<DriverStop> & Pick<DriverStop, 'orderId'>): DriverStop {
  return {
    number: String(overrides.orderId + 900),
    position: 1,
    slot: '09:00 - 11:00',
    customer: { name: 'Cliente', phone: '' },
    address: { line: 'Via Sparano 1', city: 'Bari', postcode: '70121', note: '' },
    location: { lat: 41.12, lng: 16.87 },
    mapsUrl: `https://maps.example.it/?daddr=${overrides.orderId}`,
    items: [{ name: 'Acqua naturale 6 × 1,5 l', quantity: 2 }],
    collect: null,
    unpaid: null,
    empties: [],
    alcohol: false,
    ageDeclared: false,
    state: 'to-deliver',
    outcome: null,
    ...overrides,
  }
}

/** Friday 27 November 2026, van FG 123 AB, three stops: cash and alcohol, paid online, bank transfer missing. */
export function dayFixture(): DriverDay {
  return {
    date: '2026-11-27',
    driver: { userId: 7, name: 'Nicola Autista' },
    vehicle: 'Furgone 1 (FG 123 AB)',
    cash: { due: 23.4, recorded: 0 },
    stops: [
      stopFixture({
        orderId: 101,
        number: '1001',
        position: 1,
        slot: '09:00 - 11:00',
        customer: { name: 'Maria Rossi', phone: '+39 333 1234567' },
        address: {
          line: 'Via Sparano 12',
          city: 'Bari',
          postcode: '70121',
          note: 'Citofono Rossi, 2° piano',
        },
        items: [
          { name: 'Birra Peroni 66 cl', quantity: 12 },
          { name: 'Acqua naturale 6 × 1,5 l', quantity: 2 },
        ],
        collect: { amount: 23.4, text: 'Da incassare 23,40 €' },
        empties: [
          { kind: 'bottiglia', label: 'Bottiglie', expected: 6 },
          { kind: 'cassa', label: 'Casse', expected: 1 },
        ],
        alcohol: true,
        ageDeclared: true,
      }),
      stopFixture({
        orderId: 102,
        number: '1002',
        position: 2,
        slot: '09:00 - 11:00',
        customer: { name: 'Giuseppe Verdi', phone: '' },
        address: { line: 'Corso Cavour 3', city: 'Bari', postcode: '70122', note: '' },
      }),
      stopFixture({
        orderId: 103,
        number: '1003',
        position: 3,
        slot: '11:00 - 13:00',
        customer: { name: 'Anna Bianchi', phone: '080 5551234' },
        address: { line: 'Via Roma 40', city: 'Modugno', postcode: '70026', note: '' },
        unpaid: 'Bonifico non ricevuto',
      }),
    ],
  }
}

type Failure = 'network' | 'timeout' | 'lost-answer' | number

/** The driver's account as the API's session user gives it (SessionUser, @shop/api/contract). */
const ACCOUNT = {
  id: 7,
  email: 'nicola.autista@example.com',
  username: 'nicola.autista',
  firstName: 'Nicola',
  lastName: 'Autista',
  role: 'customer',
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const refusal = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { error: { code, message, ...extra } })
/** The API's answer to an account that is not on the roster (MSG.driverOnly). */
const driverOnly = () =>
  refusal(
    403,
    'driver_only',
    "Questo account non è abilitato come autista. Chiedi all'ufficio di abilitarlo.",
  )

/**
 * The shop's API as apps/api/docs/driver-api.md describes it, behind a stubbed global fetch: the
 * session, the roster, GET /api/driver/day and the outcome POST (idempotent per actionId, 409
 * stop_recorded with the stop in `data`, 409 id_check_required, 404, 400 with field messages).
 * `offline` fails every call; `failures` makes the next outcome POSTs fail: no network, a time-out,
 * an answer lost after the server recorded, or an HTTP status.
 */
export function fakeShop(
  options: { loggedIn?: boolean; day?: DriverDay; conflictKey?: 'data' | 'details' } = {},
) {
  const state = {
    loggedIn: options.loggedIn ?? true,
    onRoster: true,
    /** The wrong password is any but 'giusta'. */
    password: 'giusta',
    day: options.day ?? dayFixture(),
    /** The outcome POSTs' failures to come, in order. */
    failures: [] as Failure[],
    /** No signal: every call fails as fetch does without a network. */
    offline: false,
    recorded: new Map<string, DriverStop>(),
  }
  const calls: { method: string; path: string; body: unknown }[] = []

  function outcome(orderId: number, input: unknown): Response {
    const stop = state.day.stops.find((each) => each.orderId === orderId)
    if (!stop)
      return refusal(404, 'stop_not_found', 'Questa consegna non è tra quelle del tuo furgone di oggi.')
    const parsed = driverOutcomeSchema.safeParse(input)
    if (!parsed.success)
      return refusal(400, 'invalid_request', 'Alcuni dati non sono validi.', {
        fields: issueFields(parsed.error),
      })
    const body = parsed.data
    const again = state.recorded.get(body.actionId)
    if (again) return json(200, { stop: again })
    if (stop.outcome)
      return refusal(409, 'stop_recorded', 'Questa consegna è già stata registrata.', {
        [options.conflictKey ?? 'data']: { stop },
      })
    if (body.result === 'delivered' && stop.alcohol && !body.idChecked)
      return refusal(409, 'id_check_required', 'Con alcolici serve la verifica del documento.')
    const { actionId: _, ...kept } = body
    const { proof: __, ...outcomeWithoutImage } = kept as typeof kept & { proof?: unknown }
    const next: DriverStop = {
      ...stop,
      state: body.result === 'delivered' ? 'delivered' : 'failed',
      outcome: outcomeWithoutImage as DriverStop['outcome'],
    }
    state.day = {
      ...state.day,
      stops: state.day.stops.map((each) => (each.orderId === orderId ? next : each)),
      cash: {
        ...state.day.cash,
        recorded: state.day.cash.recorded + (body.result === 'delivered' ? body.payment.amount : 0),
      },
    }
    state.recorded.set(body.actionId, next)
    return json(200, { stop: next })
  }

  function answer(method: string, path: string, body: unknown): Response {
    if (path === '/driver/config.json') return new Response('', { status: 404 })
    if (method === 'POST' && path === '/api/auth/login') {
      const { password, driver } = body as { password?: string; driver?: boolean }
      if (password !== state.password)
        return refusal(401, 'invalid_credentials', 'Email, nome utente o password non corretti.')
      if (driver && !state.onRoster) return driverOnly()
      state.loggedIn = true
      return json(200, { user: ACCOUNT })
    }
    if (method === 'POST' && path === '/api/auth/logout') {
      state.loggedIn = false
      return json(200, { ok: true })
    }
    if (!state.loggedIn) return refusal(401, 'login_required', 'Accedi per continuare.')
    if (path === '/api/auth/me') return json(200, { user: ACCOUNT })
    if (!state.onRoster) return driverOnly()
    if (method === 'GET' && path === '/api/driver/day') return json(200, state.day)
    const match = /^\/api\/driver\/stops\/(\d+)\/outcome$/.exec(path)
    if (method === 'POST' && match) return outcome(Number(match[1]), body)
    return refusal(404, 'not_found', 'Non trovato')
  }

  const fail = (failure: Failure | undefined, respond: () => Response): Response => {
    if (failure === undefined) return respond()
    if (failure === 'network') throw new TypeError('Failed to fetch')
    if (failure === 'timeout') throw new DOMException('The operation timed out.', 'TimeoutError')
    if (failure === 'lost-answer') {
      respond()
      throw new TypeError('Failed to fetch')
    }
    return refusal(failure, 'http', 'Il server non è disponibile.')
  }

  const fetch = vi.fn(async (input: unknown, init?: RequestInit) => {
    const url = new URL(String(input), 'http://telefono.test')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ method, path: url.pathname, body })
    if (state.offline) throw new TypeError('Failed to fetch')
    const failure = url.pathname.endsWith('/outcome') ? state.failures.shift() : undefined
    return fail(failure, () => answer(method, url.pathname, body))
  })
  vi.stubGlobal('fetch', fetch)

  return {
    state,
    fetch,
    calls,
    /** The outcome POSTs sent, as [orderId, actionId]. */
    outcomePosts: () =>
      calls
        .filter((call) => call.path.endsWith('/outcome'))
        .map(
          (call) => [Number(call.path.split('/')[4]), (call.body as { actionId: string }).actionId] as const,
        ),
  }
}
