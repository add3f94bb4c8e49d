import { issueFields } from '@shop/forms'
import type { Context } from 'hono'
import { z } from 'zod'
import { ApiError } from './api-error'
import { MSG } from './messages'

// Zod's own messages in Italian, for whatever a schema does not word itself.
z.config(z.locales.it())

/** A zod failure as the API answers it: the first problem as the message, every problem by field. */
export function invalid(error: z.ZodError): ApiError {
  const fields = issueFields(error)
  const first = error.issues[0]
  return new ApiError(400, 'invalid_request', first ? first.message : MSG.invalidRequest, { fields })
}

/** The JSON body, checked with a schema; a body that is not JSON or is too large never gets here. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown
  const text = await c.req.text()
  if (text.trim() === '') raw = {}
  else {
    try {
      raw = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'invalid_json', MSG.invalidJson)
    }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw invalid(parsed.error)
  return parsed.data
}

/** The query string (one value per name), checked with a schema. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) throw invalid(parsed.error)
  return parsed.data
}

/** A positive integer route parameter, or a 400 with `message`. */
export function readId(c: Context, name: string, message: string): number {
  const value = c.req.param(name) ?? ''
  if (!/^\d{1,9}$/.test(value) || Number(value) <= 0) throw new ApiError(400, 'invalid_id', message)
  return Number(value)
}
