import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { EmulatorContext } from './context'
import type { Env } from './http'
import type { OrdddConfig } from './plugins/orddd'
import type { TimeslotOverride } from './plugins/timeslot'
import { DEFAULT_TAX_SETTINGS, type TaxSettings, taxSettings } from './resources/taxes'

/** A failure injected on every request whose path starts with `path`. */
export interface Fault {
  path: string
  method?: string
  status?: number
  delayMs?: number
  /** How many requests it hits before it clears itself (default: until removed). */
  times?: number
  /** Close the connection without an answer, as a server that is down or unreachable would. */
  drop?: boolean
}

const faultSchema = z.object({
  path: z.string().startsWith('/'),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  status: z.number().int().min(400).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  times: z.number().int().min(1).optional(),
  drop: z.boolean().optional(),
})

const timeslotSchema = z.object({
  vehicle: z.string().min(1),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  slots: z.array(z.string()).optional(),
  status: z.number().int().min(400).max(599).optional(),
  shape: z.enum(['strings', 'objects', 'available_slots', 'slots', 'availableSlots']).optional(),
})

const pluginsSchema = z
  .object({ orddd: z.boolean(), phoneLogin: z.boolean(), portal: z.boolean(), shopStatuses: z.boolean() })
  .partial()
  .strict()

const ordddSchema = z.object({
  down: z.number().int().min(400).max(599).nullable().optional(),
  timeFormat: z.enum(['24', '12']).optional(),
  lockout: z.number().int().min(1).optional(),
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).optional(),
  weekdays: z.record(z.string().regex(/^[0-6]$/), z.array(z.string())).optional(),
})

const taxesSchema = z.strictObject({
  enabled: z.boolean().optional(),
  pricesIncludeTax: z.boolean().optional(),
  roundAtSubtotal: z.boolean().optional(),
  /** The standard rate for Italy, in percent (22 by default). */
  rate: z.number().min(0).max(100).optional(),
})

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d+)?$/i

/**
 * Why a request may not use the control API (which hands out the REST credentials), or null when
 * it may: it must come from this machine (loopback, also when the emulator listens on every
 * interface), name a loopback host (a DNS-rebinding page names its own), and carry no Origin (a
 * web page's fetch always does; tests and scripts never).
 */
export function controlRefusal(c: Context<Env>): string | null {
  let remote: string | undefined
  try {
    remote = getConnInfo(c).remote.address
  } catch {
    // Called in-process (app.fetch without a socket): nothing came over a network.
    remote = '127.0.0.1'
  }
  if (!isLoopbackAddress(remote)) return 'the control API answers this machine only (loopback)'
  if (!LOOPBACK_HOST.test(c.req.header('host') ?? '127.0.0.1'))
    return 'the control API answers only a loopback Host (127.0.0.1, localhost, [::1])'
  if (c.req.header('origin') !== undefined) return 'the control API does not answer web pages (Origin sent)'
  return null
}

/**
 * The emulator's own control API, for tests and demos (not part of WooCommerce): inject faults
 * and delays, set a vehicle's availability on the portal, take orddd down or change its schedule,
 * leave optional plugins out (a store without them), reseed. It hands out the REST credentials and the demo passwords, so it answers only this
 * machine's scripts (controlRefusal): never another host, never a web page.
 */
export function controlRoutes(
  app: Hono<Env>,
  ctx: EmulatorContext & { reseed?: (seed?: number) => Promise<unknown> },
): void {
  const bad = (message: string) =>
    new Response(JSON.stringify({ error: message }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    })
  const read = async <T>(
    c: { req: { json(): Promise<unknown> } },
    schema: z.ZodType<T>,
  ): Promise<T | string> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
    return parsed.success
      ? parsed.data
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
  }

  for (const path of ['/__emulator', '/__emulator/*']) {
    app.use(path, async (c, next) => {
      const refusal = controlRefusal(c)
      if (refusal) return c.json({ error: refusal }, 403)
      await next()
    })
  }

  app.get('/__emulator', (c) => {
    const count = (table: string) =>
      ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n ?? 0
    return c.json({
      siteUrl: ctx.siteUrl,
      // The store's clock (the shop's SHOP_CLOCK when the shop started it): what tests place their pages at.
      now: ctx.now().toISOString(),
      counts: {
        products: count('products'),
        categories: count('categories'),
        users: count('users'),
        orders: count('orders'),
      },
      credentials: ctx.store.getSetting('api_credentials', null),
      demoAccounts: ctx.store.getSetting('demo_accounts', []),
      faults: ctx.store.getSetting('faults', []),
      timeslotOverrides: ctx.store.getSetting('timeslot_overrides', []),
      orddd: ctx.store.getSetting('orddd', {}),
      plugins: ctx.plugins,
      taxes: taxSettings(ctx),
    })
  })

  app.put('/__emulator/plugins', async (c) => {
    const change = await read(c, pluginsSchema)
    if (typeof change === 'string') return bad(change)
    Object.assign(ctx.plugins, change)
    return c.json({ plugins: ctx.plugins })
  })

  app.post('/__emulator/faults', async (c) => {
    const fault = await read(c, faultSchema)
    if (typeof fault === 'string') return bad(fault)
    ctx.store.setSetting('faults', [...ctx.store.getSetting<Fault[]>('faults', []), fault])
    return c.json({ ok: true }, 201)
  })
  app.delete('/__emulator/faults', (c) => {
    ctx.store.setSetting('faults', [])
    return c.json({ ok: true })
  })

  app.post('/__emulator/timeslots', async (c) => {
    const override = await read(c, timeslotSchema)
    if (typeof override === 'string') return bad(override)
    const others = ctx.store
      .getSetting<TimeslotOverride[]>('timeslot_overrides', [])
      .filter((o) => !(o.vehicle === override.vehicle && o.date === override.date))
    ctx.store.setSetting('timeslot_overrides', [...others, override])
    return c.json({ ok: true }, 201)
  })
  app.delete('/__emulator/timeslots', (c) => {
    ctx.store.setSetting('timeslot_overrides', [])
    return c.json({ ok: true })
  })

  app.put('/__emulator/orddd', async (c) => {
    const change = await read(c, ordddSchema)
    if (typeof change === 'string') return bad(change)
    ctx.store.setSetting('orddd', { ...ctx.store.getSetting<Partial<OrdddConfig>>('orddd', {}), ...change })
    return c.json({ ok: true })
  })
  app.delete('/__emulator/orddd', (c) => {
    ctx.store.setSetting('orddd', {})
    return c.json({ ok: true })
  })

  app.put('/__emulator/taxes', async (c) => {
    const change = await read(c, taxesSchema)
    if (typeof change === 'string') return bad(change)
    const { rate, ...flags } = change
    const current = taxSettings(ctx)
    const next: TaxSettings = {
      ...current,
      ...flags,
      rates:
        rate === undefined
          ? current.rates
          : current.rates.map((r) => (r.country === 'IT' ? { ...r, rate } : r)),
    }
    ctx.store.setSetting('taxes', next)
    return c.json({ ok: true, taxes: next })
  })
  app.delete('/__emulator/taxes', (c) => {
    ctx.store.setSetting('taxes', DEFAULT_TAX_SETTINGS)
    return c.json({ ok: true })
  })

  app.post('/__emulator/reset', async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { seed?: unknown }
    if (!ctx.reseed) return bad('reset is not available')
    const seed = typeof input.seed === 'number' ? input.seed : undefined
    await ctx.reseed(seed)
    return c.json({ ok: true })
  })
}
