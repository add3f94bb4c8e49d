import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import type { EmulatorContext } from '../context'
import type { Env } from '../http'

/**
 * A sandbox of the wallet payment provider (PayPal), so that every branch of a wallet payment runs
 * offline: the browser script (GET /sandbox/paypal/sdk.js) with `paypal.Buttons({ createOrder,
 * onApprove, onCancel, onError }).render(container)`, and the REST calls the shop's server makes
 * (create an order, capture it). The buyer's PayPal window is a panel in the page with three
 * buttons: approve, cancel, fail. Faults (control API) make the script or the calls fail.
 *
 * REST (Basic auth with the sandbox client id and secret, as PayPal's):
 *   POST /sandbox/paypal/v2/checkout/orders { amount: { currency_code, value }, reference_id }
 *        → 201 { id, status: 'CREATED' }
 *   POST /sandbox/paypal/v2/checkout/orders/:id/capture
 *        → 201 { id, status: 'COMPLETED', amount, reference_id, capture_id }
 *        → 422 { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } before approval
 *        → 422 { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } once captured
 *   Header PayPal-Request-Id (optional) on both POSTs, as PayPal's: a request repeated with the same
 *   id gets the answer of the first one (the same order, the same capture: nothing is created or
 *   captured twice); the same id on another call gets 422 PAYPAL_REQUEST_ID_PREVIOUSLY_USED. Ids are
 *   kept 6 hours.
 *   GET  /sandbox/paypal/v2/checkout/orders/:id → the order
 *   POST /sandbox/paypal/v2/payments/captures/:capture_id/refund { amount?: { value, currency_code },
 *        note_to_payer? } (PayPal's Payments v2): → 201 { id, status: 'COMPLETED', amount } (no amount:
 *        what is left); 404 RESOURCE_NOT_FOUND for an unknown capture; 422 with details issue
 *        CAPTURE_FULLY_REFUNDED when nothing is left, REFUND_AMOUNT_EXCEEDED past it (never more than
 *        captured); PayPal-Request-Id as on the other POSTs (a repeated refund answered again).
 * Browser: POST /sandbox/paypal/approve/:id (what the buyer's click in PayPal's window does).
 */

export const WALLET_CLIENT_ID = 'sandbox-client-id'
export const WALLET_SECRET = 'sandbox-secret'

interface WalletOrder {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  amount: { currency_code: string; value: string }
  reference_id: string
  capture_id?: string
  /** Given back from the capture so far, in cents. */
  refunded_cents?: number
}

const KEY = 'wallet_sandbox_orders'
const REQUESTS = 'wallet_sandbox_requests'
const REQUEST_TTL_MS = 6 * 3600_000

interface SavedRequest {
  /** The call the id was first used for (method and path). */
  call: string
  status: number
  body: unknown
  at: number
}

/**
 * PayPal-Request-Id: the saved answer of an earlier request with the same id (or a 422 when the id
 * was used for another call), or null when the request is new; `save` keeps a new request's answer.
 */
function requestIdempotency(ctx: EmulatorContext, id: string | undefined, call: string) {
  const now = ctx.now().getTime()
  const saved = Object.fromEntries(
    Object.entries(ctx.store.getSetting<Record<string, SavedRequest>>(REQUESTS, {})).filter(
      ([, request]) => request.at + REQUEST_TTL_MS > now,
    ),
  )
  const earlier = id ? saved[id] : undefined
  return {
    earlier:
      earlier === undefined
        ? null
        : earlier.call === call
          ? { status: earlier.status, body: earlier.body }
          : {
              status: 422,
              body: {
                name: 'UNPROCESSABLE_ENTITY',
                details: [{ issue: 'PAYPAL_REQUEST_ID_PREVIOUSLY_USED' }],
                message: 'The PayPal-Request-Id has already been used for another request.',
              },
            },
    save(status: number, body: unknown) {
      if (id) ctx.store.setSetting(REQUESTS, { ...saved, [id]: { call, status, body, at: now } })
    },
  }
}

function orders(ctx: EmulatorContext): Record<string, WalletOrder> {
  return ctx.store.getSetting<Record<string, WalletOrder>>(KEY, {})
}
function save(ctx: EmulatorContext, order: WalletOrder): void {
  ctx.store.setSetting(KEY, { ...orders(ctx), [order.id]: order })
}

const unauthorized = {
  name: 'AUTHENTICATION_FAILURE',
  message: 'Authentication failed due to invalid authentication credentials.',
}

function authorised(header: string | undefined): boolean {
  const expected = `Basic ${Buffer.from(`${WALLET_CLIENT_ID}:${WALLET_SECRET}`).toString('base64')}`
  return header === expected
}

/** The browser script: a small stand-in for PayPal's JS SDK, talking back to this sandbox. */
function sdkScript(base: string): string {
  return `(function () {
  var base = ${JSON.stringify(base)};
  function panel(orderID, handlers) {
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'PayPal (sandbox)');
    box.className = 'paypal-sandbox-window';
    box.innerHTML = '<p>PayPal (sandbox): ordine ' + orderID + '</p>';
    function button(label, onClick) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.addEventListener('click', function () { box.remove(); onClick(); });
      box.appendChild(b);
    }
    button('Approva il pagamento', function () {
      fetch(base + '/approve/' + encodeURIComponent(orderID), { method: 'POST' }).then(function (r) {
        if (!r.ok) throw new Error('approve ' + r.status);
        return handlers.onApprove({ orderID: orderID });
      }).catch(function (e) { handlers.onError && handlers.onError(e); });
    });
    button('Annulla', function () { handlers.onCancel && handlers.onCancel({ orderID: orderID }); });
    button('Simula un errore', function () { handlers.onError && handlers.onError(new Error('PAYMENT_DENIED')); });
    document.body.appendChild(box);
    box.querySelector('button').focus();
  }
  window.paypal = {
    version: 'sandbox',
    Buttons: function (handlers) {
      return {
        isEligible: function () { return true; },
        render: function (target) {
          var container = typeof target === 'string' ? document.querySelector(target) : target;
          if (!container) return Promise.reject(new Error('container not found'));
          var b = document.createElement('button');
          b.type = 'button';
          b.className = 'paypal-sandbox-button';
          b.textContent = 'Paga con PayPal';
          b.addEventListener('click', function () {
            Promise.resolve(handlers.createOrder()).then(function (id) { panel(id, handlers); })
              .catch(function (e) { handlers.onError && handlers.onError(e); });
          });
          container.appendChild(b);
          return Promise.resolve();
        }
      };
    }
  };
})();
`
}

export function walletSandboxRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get('/sandbox/paypal/sdk.js', (c) => {
    if (c.req.query('client-id') !== WALLET_CLIENT_ID) {
      return c.text('throw new Error("PayPal sandbox: unknown client-id");', 400, {
        'Content-Type': 'application/javascript; charset=UTF-8',
      })
    }
    return c.body(sdkScript(`${ctx.siteUrl}/sandbox/paypal`), 200, {
      'Content-Type': 'application/javascript; charset=UTF-8',
      'Cache-Control': 'no-store',
    })
  })

  app.post('/sandbox/paypal/approve/:id', (c) => {
    const order = orders(ctx)[c.req.param('id')]
    if (!order) return c.json({ name: 'RESOURCE_NOT_FOUND' }, 404)
    if (order.status === 'CREATED') save(ctx, { ...order, status: 'APPROVED' })
    return c.json({ ok: true })
  })

  app.post('/sandbox/paypal/v2/checkout/orders', async (c) => {
    if (!authorised(c.req.header('authorization'))) return c.json(unauthorized, 401)
    const body = (await c.req.json().catch(() => null)) as Partial<WalletOrder> | null
    const request = requestIdempotency(ctx, c.req.header('paypal-request-id'), 'create')
    if (request.earlier) return c.json(request.earlier.body as object, request.earlier.status as 201)
    const value = body?.amount?.value
    if (
      !body ||
      typeof value !== 'string' ||
      !/^\d+\.\d{2}$/.test(value) ||
      typeof body.reference_id !== 'string'
    ) {
      return c.json({ name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] }, 400)
    }
    const order: WalletOrder = {
      id: `PPSB-${randomBytes(6).toString('hex').toUpperCase()}`,
      status: 'CREATED',
      amount: { currency_code: body.amount?.currency_code ?? 'EUR', value },
      reference_id: body.reference_id,
    }
    save(ctx, order)
    request.save(201, { id: order.id, status: order.status })
    return c.json({ id: order.id, status: order.status }, 201)
  })

  app.get('/sandbox/paypal/v2/checkout/orders/:id', (c) => {
    if (!authorised(c.req.header('authorization'))) return c.json(unauthorized, 401)
    const order = orders(ctx)[c.req.param('id')]
    return order ? c.json(order) : c.json({ name: 'RESOURCE_NOT_FOUND' }, 404)
  })

  app.post('/sandbox/paypal/v2/checkout/orders/:id/capture', (c) => {
    if (!authorised(c.req.header('authorization'))) return c.json(unauthorized, 401)
    const id = c.req.param('id')
    const request = requestIdempotency(ctx, c.req.header('paypal-request-id'), `capture ${id}`)
    if (request.earlier) return c.json(request.earlier.body as object, request.earlier.status as 201)
    const order = orders(ctx)[id]
    if (!order) return c.json({ name: 'RESOURCE_NOT_FOUND' }, 404)
    if (order.status === 'CREATED') {
      return c.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }, 422)
    }
    if (order.status === 'COMPLETED') {
      return c.json(
        {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }],
        },
        422,
      )
    }
    const captured: WalletOrder = {
      ...order,
      status: 'COMPLETED',
      capture_id: `CAP-${randomBytes(6).toString('hex').toUpperCase()}`,
    }
    save(ctx, captured)
    request.save(201, captured)
    return c.json(captured, 201)
  })

  app.post('/sandbox/paypal/v2/payments/captures/:capture_id/refund', async (c) => {
    if (!authorised(c.req.header('authorization'))) return c.json(unauthorized, 401)
    const captureId = c.req.param('capture_id')
    const body = (await c.req.json().catch(() => null)) as {
      amount?: { value?: unknown; currency_code?: unknown }
    } | null
    const request = requestIdempotency(ctx, c.req.header('paypal-request-id'), `refund ${captureId}`)
    if (request.earlier) return c.json(request.earlier.body as object, request.earlier.status as 201)
    const order = Object.values(orders(ctx)).find((one) => one.capture_id === captureId)
    if (!order)
      return c.json({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] }, 404)
    const unprocessable = (issue: string, description: string) =>
      c.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue, description }] }, 422)
    const captured = Math.round(Number(order.amount.value) * 100)
    const left = captured - (order.refunded_cents ?? 0)
    if (left <= 0)
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
    const value = body?.amount?.value
    if (
      value !== undefined &&
      (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= 0)
    )
      return c.json(
        { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/amount/value' }] },
        400,
      )
    const cents = value === undefined ? left : Math.round(Number(value) * 100)
    if (cents > left)
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      )
    save(ctx, { ...order, refunded_cents: (order.refunded_cents ?? 0) + cents })
    const refund = {
      id: `REF-${randomBytes(6).toString('hex').toUpperCase()}`,
      status: 'COMPLETED',
      amount: { currency_code: order.amount.currency_code, value: (cents / 100).toFixed(2) },
    }
    request.save(201, refund)
    return c.json(refund, 201)
  })
}
