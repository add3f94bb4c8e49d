import type { Hono } from 'hono'
import { issueToken } from '../auth'
import type { EmulatorContext } from '../context'
import { body, type Env, send } from '../http'
import { WpError } from '../wp/errors'

/** The digits of a phone, without a leading Italian country code (39 / 0039) on long numbers. */
export function phoneDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.startsWith('0039')) digits = digits.slice(4)
  else if (digits.startsWith('39') && digits.length > 10) digits = digits.slice(2)
  return digits
}

/**
 * The shop's custom phone-login endpoint (custom/v1/phone-login), as the WordPress plugin behind
 * SPEC.md section 7 answers: POST { phone } with digits only; the customer whose billing phone has
 * those digits gets `{ success: true, user_id, token }`; an unknown phone is a 404. It proves
 * nothing about who holds the phone: the shop's API server adds a one-time code (DECISIONS.md §2.4).
 */
export function phoneLoginRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.post('/wp-json/custom/v1/phone-login', async (c) => {
    const input = await body(c)
    const phone =
      typeof input.phone === 'string' || typeof input.phone === 'number' ? String(input.phone) : ''
    const digits = phoneDigits(phone)
    if (digits.length < 6 || digits.length > 15) {
      throw new WpError('invalid_phone', 'Numero di telefono non valido', 400)
    }
    const rows = ctx.store.all<{ id: number; phone: string | null }>(
      "SELECT id, json_extract(doc, '$.billing.phone') AS phone FROM users WHERE role = 'customer' ORDER BY id",
    )
    const match = rows.find((row) => row.phone && phoneDigits(row.phone) === digits)
    if (!match)
      throw new WpError('phone_not_found', 'Nessun utente trovato con questo numero di telefono', 404)
    return send(c, 200, { success: true, user_id: match.id, token: await issueToken(ctx, match.id) })
  })
}
