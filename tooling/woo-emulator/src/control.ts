import type { Hono } from 'hono'
import { z } from 'zod'
import type { EmulatorContext } from './context'
import type { Env } from './http'
import type { OrdddConfig } from './plugins/orddd'
import type { TimeslotOverride } from './plugins/timeslot'

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

const ordddSchema = z.object({
  down: z.number().int().min(400).max(599).nullable().optional(),
  timeFormat: z.enum(['24', '12']).optional(),
  lockout: z.number().int().min(1).optional(),
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).optional(),
  weekdays: z.record(z.string().regex(/^[0-6]$/), z.array(z.string())).optional(),
})

/**
 * The emulator's own control API, for tests and demos (not part of WooCommerce): inject faults
 * and delays, set a vehicle's availability on the portal, take orddd down or change its schedule,
 * reseed. Bound to wherever the emulator listens, which is 127.0.0.1 by default.
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

  app.get('/__emulator', (c) => {
    const count = (table: string) =>
      ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n ?? 0
    return c.json({
      siteUrl: ctx.siteUrl,
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
    })
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

  app.post('/__emulator/reset', async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { seed?: unknown }
    if (!ctx.reseed) return bad('reset is not available')
    const seed = typeof input.seed === 'number' ? input.seed : undefined
    await ctx.reseed(seed)
    return c.json({ ok: true })
  })
}
