import type { Hono } from 'hono'
import { requireShopManager } from '../auth'
import type { EmulatorContext } from '../context'
import { body, type Env, send } from '../http'
import { WpError } from '../wp/errors'
import { collectionHeaders } from '../wp/request'

interface GatewaySetting {
  id: string
  label: string
  description: string
  type: string
  value: string
  default: string
  tip: string
  placeholder: string
}

export interface GatewayDoc {
  id: string
  title: string
  description: string
  enabled: boolean
  method_title: string
  method_description: string
  settings: Record<string, GatewaySetting>
}

function setting(id: string, label: string, value: string, type = 'safe_text'): GatewaySetting {
  return { id, label, description: '', type, value, default: value, tip: '', placeholder: '' }
}

/**
 * The store's payment methods, as an Italian shop would configure them: bank transfer, card
 * (Stripe), PayPal (WooCommerce PayPal Payments) enabled; cash on delivery and cheques installed
 * but disabled. payment_gateways lists them all, disabled ones included (rule 21).
 */
export const DEFAULT_GATEWAYS: GatewayDoc[] = [
  {
    id: 'bacs',
    title: 'Bonifico bancario',
    description:
      "Paga con un bonifico sul nostro conto: usa il numero dell'ordine come causale. Prepariamo la consegna appena riceviamo il pagamento.",
    enabled: true,
    method_title: 'Direct bank transfer',
    method_description: 'Take payments in person via BACS. More commonly known as direct bank/wire transfer.',
    settings: {
      title: setting('title', 'Title', 'Bonifico bancario'),
      // Row 3 of REAL-STORE-DIFFERENCES.md: the account details (IBAN, BIC, bank) are WooCommerce's
      // `account_details`, which the REST API does not expose: only title and instructions are here.
      instructions: setting(
        'instructions',
        'Instructions',
        "Paga con un bonifico sul nostro conto indicando il numero dell'ordine nella causale: prepariamo la consegna appena riceviamo il pagamento.",
        'textarea',
      ),
    },
  },
  {
    id: 'stripe',
    title: 'Carta di credito o debito',
    description: 'Paga in sicurezza con Visa, Mastercard, American Express o Maestro.',
    enabled: true,
    method_title: 'Stripe',
    method_description: 'Accept credit and debit cards through Stripe.',
    settings: { title: setting('title', 'Title', 'Carta di credito o debito') },
  },
  {
    id: 'ppcp-gateway',
    title: 'PayPal',
    description: 'Paga con il tuo conto PayPal.',
    enabled: true,
    method_title: 'PayPal',
    method_description: 'WooCommerce PayPal Payments.',
    settings: { title: setting('title', 'Title', 'PayPal') },
  },
  {
    id: 'cod',
    title: 'Pagamento alla consegna',
    description: 'Paga in contanti al momento della consegna.',
    enabled: false,
    method_title: 'Cash on delivery',
    method_description: 'Have your customers pay with cash (or by other means) upon delivery.',
    settings: { title: setting('title', 'Title', 'Pagamento alla consegna') },
  },
  {
    id: 'cheque',
    title: 'Assegno',
    description: 'Invia un assegno intestato a Bari Bevande S.r.l.',
    enabled: false,
    method_title: 'Check payments',
    method_description: 'Take payments in person via checks.',
    settings: { title: setting('title', 'Title', 'Assegno') },
  },
]

export function saveGateways(ctx: EmulatorContext, gateways: GatewayDoc[]): void {
  gateways.forEach((gateway, position) => {
    ctx.store.run(
      'INSERT INTO gateways (id, position, doc) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, position = excluded.position',
      gateway.id,
      position,
      JSON.stringify(gateway),
    )
  })
}

function serialize(ctx: EmulatorContext, doc: GatewayDoc) {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    // WooCommerce answers '' until an operator sorts the gateways; the list is in `position` order.
    order: '',
    enabled: doc.enabled,
    method_title: doc.method_title,
    method_description: doc.method_description,
    method_supports: ['products'],
    settings: doc.settings,
    needs_setup: false,
    post_install_scripts: [],
    settings_url: `${ctx.siteUrl}/wp-admin/admin.php?page=wc-settings&tab=checkout&section=${doc.id}`,
    connection_url: null,
    setup_help_text: null,
    required_settings_keys: [],
    _links: {
      self: [
        {
          href: `${ctx.siteUrl}/wp-json/wc/v3/payment_gateways/${doc.id}`,
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH'] },
        },
      ],
      collection: [{ href: `${ctx.siteUrl}/wp-json/wc/v3/payment_gateways` }],
    },
  }
}

/**
 * `enabled` as WordPress reads a boolean argument (rest_is_boolean, then rest_sanitize_boolean): true
 * and false, 'true', 'false', '1' and '0' in any case, the integers 1 and 0. A JSON null is not
 * validated (WP_REST_Request skips null arguments) but is sanitised to false, so it switches the
 * gateway off, as on the real store. Undefined for anything else (400 rest_invalid_type).
 */
function restBoolean(value: unknown): boolean | undefined {
  if (value === null) return false
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 0) return value === 1
  if (typeof value === 'string') {
    const text = value.toLowerCase()
    if (text === 'true' || text === '1') return true
    if (text === 'false' || text === '0') return false
  }
  return undefined
}

export function gatewayRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get('/wp-json/wc/v3/payment_gateways', (c) => {
    requireShopManager(c.get('principal'), 'list')
    const rows = ctx.store.all<{ doc: string; position: number }>(
      'SELECT doc, position FROM gateways ORDER BY position',
    )
    const all = rows.map((row) => serialize(ctx, JSON.parse(row.doc) as GatewayDoc))
    return send(c, 200, all, {
      ...collectionHeaders(
        ctx.siteUrl,
        'wc/v3/payment_gateways',
        {},
        { total: all.length, totalPages: 1, page: 1 },
      ),
      Allow: 'GET',
    })
  })

  /**
   * PUT/POST payment_gateways/{id} (the REST API docs' update): enabled, title, description and
   * the values of existing settings ({ settings: { instructions: '…' } }); what a store's operator
   * does in WooCommerce → Settings → Payments (tests turn cash on delivery on this way).
   */
  app.on(['POST', 'PUT', 'PATCH'], '/wp-json/wc/v3/payment_gateways/:id{[A-Za-z0-9_-]+}', async (c) => {
    requireShopManager(c.get('principal'), 'edit')
    const input = await body(c)
    const row = ctx.store.get<{ doc: string }>('SELECT doc FROM gateways WHERE id = ?', c.req.param('id'))
    if (!row) throw new WpError('woocommerce_rest_payment_gateway_invalid', 'Resource does not exist.', 404)
    const doc = JSON.parse(row.doc) as GatewayDoc
    const bad = (name: string, type: string) =>
      new WpError('rest_invalid_param', `Invalid parameter(s): ${name}`, 400, {
        params: { [name]: `${name} is not of type ${type}.` },
        details: {
          [name]: {
            code: 'rest_invalid_type',
            message: `${name} is not of type ${type}.`,
            data: { param: name },
          },
        },
      })
    if (input.enabled !== undefined) {
      const enabled = restBoolean(input.enabled)
      if (enabled === undefined) throw bad('enabled', 'boolean')
      doc.enabled = enabled
    }
    for (const key of ['title', 'description'] as const) {
      if (input[key] === undefined) continue
      if (typeof input[key] !== 'string') throw bad(key, 'string')
      doc[key] = input[key] as string
      if (key === 'title' && doc.settings.title) doc.settings.title.value = input[key] as string
    }
    if (input.settings && typeof input.settings === 'object') {
      for (const [key, value] of Object.entries(input.settings as Record<string, unknown>)) {
        const setting = doc.settings[key]
        if (!setting || typeof value !== 'string') continue
        setting.value = value
        // The gateway's title and description are its settings of those names.
        if (key === 'title' || key === 'description') doc[key] = value
      }
    }
    ctx.store.run('UPDATE gateways SET doc = ? WHERE id = ?', JSON.stringify(doc), doc.id)
    return send(c, 200, serialize(ctx, doc), { Allow: 'GET, POST, PUT, PATCH' })
  })

  app.get('/wp-json/wc/v3/payment_gateways/:id{[A-Za-z0-9_-]+}', (c) => {
    requireShopManager(c.get('principal'), 'view')
    const row = ctx.store.get<{ doc: string; position: number }>(
      'SELECT doc, position FROM gateways WHERE id = ?',
      c.req.param('id'),
    )
    if (!row) throw new WpError('woocommerce_rest_payment_gateway_invalid', 'Resource does not exist.', 404)
    return send(c, 200, serialize(ctx, JSON.parse(row.doc) as GatewayDoc), {
      Allow: 'GET, POST, PUT, PATCH',
    })
  })
}
