import type { Context } from 'hono'
import type { Principal } from './auth'
import { WpError } from './wp/errors'
import { parseQuery } from './wp/request'

export type Env = { Variables: { principal: Principal; siteUrl: string } }

/** A JSON answer as WordPress sends it, with its Content-Type, Allow and discovery Link headers. */
export function send(
  c: Context<Env>,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const base: Record<string, string> = {
    'Content-Type': 'application/json; charset=UTF-8',
    Link: `<${c.get('siteUrl')}/wp-json/>; rel="https://api.w.org/"`,
  }
  return c.body(JSON.stringify(body), status as 200, { ...base, ...headers })
}

export function query(c: Context<Env>): Record<string, unknown> {
  return parseQuery(new URL(c.req.url).search)
}

/** The request body: JSON or a form, {} when empty; invalid JSON is WordPress's rest_invalid_json. */
export async function body(c: Context<Env>): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) return parseQuery(`?${text}`)
  try {
    const parsed = JSON.parse(text) as unknown
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    // PHP's json_last_error_msg() for JSON_ERROR_SYNTAX (4), whatever the mistake.
    throw new WpError('rest_invalid_json', 'Invalid JSON body passed.', 400, {
      json_error_code: 4,
      json_error_message: 'Syntax error',
    })
  }
}

/** A numeric route id, or null (WordPress routes only match digits). */
export function routeId(c: Context<Env>): number {
  return Number(c.req.param('id'))
}
