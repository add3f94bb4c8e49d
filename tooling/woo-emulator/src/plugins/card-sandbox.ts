import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import type { EmulatorContext } from '../context'
import type { Env } from '../http'

/**
 * A sandbox of the card payment provider (Stripe-like), so that card payments run offline. The
 * card data goes from the browser to the provider only (GET /sandbox/card/card.js mounts the card
 * fields and turns them into a single-use token); the shop's server charges the token.
 *
 * Browser: POST /sandbox/card/v1/tokens { key, number, expMonth, expYear, cvc }
 *   → 201 { id: 'tok_…' } | 400 { error: { code, message } } (invalid_number, invalid_expiry, invalid_cvc)
 * Server (Bearer secret): POST /sandbox/card/v1/charges { amount (cents), currency, token, reference }
 *   → 201 { id: 'ch_…', status: 'succeeded', amount, currency, reference }
 *   → 402 { error: { code: 'card_declined' | 'insufficient_funds', message } }
 *   → 400 { error: { code: 'token_used' | 'token_unknown' } }
 *   Header Idempotency-Key (optional, up to 255 characters), as Stripe's: the first answer given
 *   to a key (a charge or a decline; not a request refused before it ran, such as an unknown token) is
 *   kept 24 hours and answered again to the same key with the same parameters, with
 *   `Idempotent-Replayed: true`; the same key with other parameters gets 400
 *   { error: { type: 'idempotency_error', message } } and charges nothing.
 * Server: GET /sandbox/card/v1/charges → { data: [charge…] } (every charge made, newest first).
 * Server (Bearer secret): POST /sandbox/card/v1/refunds { charge, amount (cents), reason? }, as
 *   Stripe's: → 201 { id: 're_…', object: 'refund', status: 'succeeded', charge, amount, currency }
 *   → 400 { error: { code: 'resource_missing' } } for an unknown charge, { code:
 *   'charge_already_refunded' } when nothing is left, { code: 'amount_too_large' } past what is left
 *   (never more than was charged); the same Idempotency-Key rules as charges (a repeated refund is
 *   answered again, not made twice). The charge shows `amount_refunded` and `refunded`.
 * Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has
 * insufficient funds; any future expiry and a 3- or 4-digit CVC.
 */

export const CARD_PUBLISHABLE_KEY = 'pk_sandbox_shop'
export const CARD_SECRET = 'sk_sandbox_shop'

const DECLINED: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'La carta è stata rifiutata.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Fondi insufficienti sulla carta.' },
}

interface Token {
  id: string
  last4: string
  number: string
  used: boolean
}

const KEY = 'card_sandbox_tokens'
const CHARGES = 'card_sandbox_charges'
const IDEMPOTENCY = 'card_sandbox_idempotency'
const REFUNDS = 'card_sandbox_refunds'
/** How long Stripe keeps an idempotency key. */
const IDEMPOTENCY_TTL_MS = 24 * 3600_000

interface Charge {
  id: string
  status: 'succeeded'
  amount: number
  /** Cents given back so far (Stripe's amount_refunded); absent on charges made before refunds existed. */
  amount_refunded?: number
  refunded?: boolean
  currency: string
  reference: string
  last4: string
  created: number
}

interface SavedAnswer {
  /** The parameters the key was first used with. */
  params: string
  status: 201 | 402
  body: unknown
  at: number
}

function luhn(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

function cardScript(base: string, key: string): string {
  return `(function () {
  var base = ${JSON.stringify(base)};
  var key = ${JSON.stringify(key)};
  function field(container, id, label, attrs) {
    var wrap = document.createElement('div');
    wrap.className = 'card-sandbox__field';
    var l = document.createElement('label');
    l.htmlFor = id;
    l.textContent = label;
    var input = document.createElement('input');
    input.id = id;
    for (var name in attrs) input.setAttribute(name, attrs[name]);
    wrap.appendChild(l);
    wrap.appendChild(input);
    container.appendChild(wrap);
    return input;
  }
  window.ShopCardSandbox = {
    version: 'sandbox',
    mount: function (container, prefix) {
      var p = prefix || 'card';
      var number = field(container, p + '-number', 'Numero della carta', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxlength: '23' });
      var expiry = field(container, p + '-expiry', 'Scadenza (MM/AA)', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: '12/30', maxlength: '5' });
      var cvc = field(container, p + '-cvc', 'Codice di sicurezza (CVC)', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123', maxlength: '4' });
      return {
        tokenize: function () {
          var parts = expiry.value.split('/');
          return fetch(base + '/v1/tokens', {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify({ key: key, number: number.value, expMonth: parts[0], expYear: parts[1], cvc: cvc.value })
          }).then(function (r) { return r.json(); });
        },
        destroy: function () { container.replaceChildren(); }
      };
    }
  };
})();
`
}

export function cardSandboxRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  const tokens = () => ctx.store.getSetting<Record<string, Token>>(KEY, {})
  const save = (token: Token) => ctx.store.setSetting(KEY, { ...tokens(), [token.id]: token })
  const js = { 'Content-Type': 'application/javascript; charset=UTF-8', 'Cache-Control': 'no-store' }

  app.get('/sandbox/card/card.js', (c) => {
    const key = c.req.query('key')
    if (key !== CARD_PUBLISHABLE_KEY) return c.text('throw new Error("card sandbox: unknown key");', 400, js)
    return c.body(cardScript(`${ctx.siteUrl}/sandbox/card`, key), 200, js)
  })

  app.post('/sandbox/card/v1/tokens', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const invalid = (code: string, message: string) => c.json({ error: { code, message } }, 400)
    if (body?.key !== CARD_PUBLISHABLE_KEY) return invalid('invalid_key', 'Chiave del negozio non valida.')
    const number = String(body.number ?? '').replace(/[\s-]/g, '')
    if (!/^\d{13,19}$/.test(number) || !luhn(number))
      return invalid('invalid_number', 'Il numero della carta non è valido.')
    const month = Number(body.expMonth)
    const year =
      2000 +
      Number(
        String(body.expYear ?? '')
          .trim()
          .slice(-2),
      )
    const now = ctx.now()
    const expired =
      year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    if (!Number.isInteger(month) || month < 1 || month > 12 || Number.isNaN(year) || expired)
      return invalid('invalid_expiry', 'La data di scadenza non è valida o la carta è scaduta.')
    if (!/^\d{3,4}$/.test(String(body.cvc ?? '').trim()))
      return invalid('invalid_cvc', 'Il codice di sicurezza ha 3 o 4 cifre.')
    const token: Token = {
      id: `tok_${randomBytes(8).toString('hex')}`,
      last4: number.slice(-4),
      number,
      used: false,
    }
    save(token)
    return c.json({ id: token.id, last4: token.last4 }, 201)
  })

  app.get('/sandbox/card/v1/charges', (c) => {
    if (c.req.header('authorization') !== `Bearer ${CARD_SECRET}`)
      return c.json({ error: { code: 'unauthorized', message: 'Invalid API key.' } }, 401)
    const charges = ctx.store.getSetting<Charge[]>(CHARGES, [])
    return c.json({ data: [...charges].reverse() })
  })

  app.post('/sandbox/card/v1/charges', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${CARD_SECRET}`)
      return c.json({ error: { code: 'unauthorized', message: 'Invalid API key.' } }, 401)
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const key = c.req.header('idempotency-key')
    if (key !== undefined && (key.length === 0 || key.length > 255))
      return c.json(
        { error: { code: 'invalid_request', message: 'Idempotency-Key: 1 to 255 characters.' } },
        400,
      )
    const params = JSON.stringify([body?.amount, body?.currency, body?.token, body?.reference])
    const now = ctx.now().getTime()
    const saved = Object.fromEntries(
      Object.entries(ctx.store.getSetting<Record<string, SavedAnswer>>(IDEMPOTENCY, {})).filter(
        ([, answer]) => answer.at + IDEMPOTENCY_TTL_MS > now,
      ),
    )
    const earlier = key === undefined ? undefined : saved[key]
    if (earlier) {
      if (earlier.params !== params) {
        return c.json(
          {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
          400,
        )
      }
      return c.json(earlier.body as object, earlier.status, { 'Idempotent-Replayed': 'true' })
    }
    const answer = (status: 201 | 402, answerBody: object) => {
      if (key !== undefined)
        ctx.store.setSetting(IDEMPOTENCY, { ...saved, [key]: { params, status, body: answerBody, at: now } })
      return c.json(answerBody, status)
    }
    const token = tokens()[String(body?.token ?? '')]
    if (!token) return c.json({ error: { code: 'token_unknown', message: 'No such token.' } }, 400)
    if (token.used) return c.json({ error: { code: 'token_used', message: 'Token already used.' } }, 400)
    if (
      !Number.isInteger(body?.amount) ||
      (body?.amount as number) <= 0 ||
      typeof body?.reference !== 'string'
    )
      return c.json(
        { error: { code: 'invalid_request', message: 'amount and reference are required.' } },
        400,
      )
    save({ ...token, used: true })
    const declined = DECLINED[token.number]
    if (declined) return answer(402, { error: declined })
    const charge: Charge = {
      id: `ch_${randomBytes(8).toString('hex')}`,
      status: 'succeeded',
      amount: body?.amount as number,
      currency: String(body?.currency ?? 'eur'),
      reference: body?.reference as string,
      last4: token.last4,
      created: Math.floor(now / 1000),
    }
    ctx.store.setSetting(CHARGES, [...ctx.store.getSetting<Charge[]>(CHARGES, []), charge])
    return answer(201, charge)
  })

  app.post('/sandbox/card/v1/refunds', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${CARD_SECRET}`)
      return c.json({ error: { code: 'unauthorized', message: 'Invalid API key.' } }, 401)
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const key = c.req.header('idempotency-key')
    if (key !== undefined && (key.length === 0 || key.length > 255))
      return c.json(
        { error: { code: 'invalid_request', message: 'Idempotency-Key: 1 to 255 characters.' } },
        400,
      )
    const params = JSON.stringify(['refund', body?.charge, body?.amount])
    const now = ctx.now().getTime()
    const saved = Object.fromEntries(
      Object.entries(ctx.store.getSetting<Record<string, SavedAnswer>>(IDEMPOTENCY, {})).filter(
        ([, answer]) => answer.at + IDEMPOTENCY_TTL_MS > now,
      ),
    )
    const earlier = key === undefined ? undefined : saved[key]
    if (earlier) {
      if (earlier.params !== params)
        return c.json(
          {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
          400,
        )
      return c.json(earlier.body as object, earlier.status, { 'Idempotent-Replayed': 'true' })
    }
    const charges = ctx.store.getSetting<Charge[]>(CHARGES, [])
    const charge = charges.find((one) => one.id === body?.charge)
    if (!charge)
      return c.json(
        { error: { code: 'resource_missing', message: `No such charge: '${String(body?.charge)}'` } },
        400,
      )
    const left = charge.amount - (charge.amount_refunded ?? 0)
    const amount = body?.amount === undefined ? left : body.amount
    if (!Number.isInteger(amount) || (amount as number) <= 0)
      return c.json(
        { error: { code: 'invalid_request', message: 'amount must be a positive integer.' } },
        400,
      )
    if (left <= 0)
      return c.json(
        {
          error: {
            code: 'charge_already_refunded',
            message: `Charge ${charge.id} has already been refunded.`,
          },
        },
        400,
      )
    if ((amount as number) > left)
      return c.json(
        {
          error: {
            code: 'amount_too_large',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          },
        },
        400,
      )
    const refunded = (charge.amount_refunded ?? 0) + (amount as number)
    ctx.store.setSetting(
      CHARGES,
      charges.map((one) =>
        one.id === charge.id ? { ...one, amount_refunded: refunded, refunded: refunded === one.amount } : one,
      ),
    )
    const refund = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      status: 'succeeded',
      charge: charge.id,
      amount: amount as number,
      currency: charge.currency,
      created: Math.floor(now / 1000),
    }
    ctx.store.setSetting(REFUNDS, [...ctx.store.getSetting<unknown[]>(REFUNDS, []), refund])
    if (key !== undefined)
      ctx.store.setSetting(IDEMPOTENCY, { ...saved, [key]: { params, status: 201, body: refund, at: now } })
    return c.json(refund, 201)
  })
}
