import { createHash } from 'node:crypto'
import type { Context } from 'hono'

/** A JSON answer ready to send again and again: its text and its strong ETag. */
export interface Representation {
  readonly body: string
  readonly etag: string
}

/** Serialises a value once and tags it with a strong ETag (a hash of the exact bytes sent). */
export function representationOf(value: unknown): Representation {
  const body = JSON.stringify(value)
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }
}

/**
 * Whether an If-None-Match header names this ETag. If-None-Match uses the weak comparison
 * (RFC 9110 section 13.1.2): a W/ prefix is ignored; '*' matches any current representation.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((part) => {
    const tag = part.trim()
    return tag === '*' || tag.replace(/^W\//, '') === opaque
  })
}

/**
 * Sends a representation with its ETag and Cache-Control; a request whose If-None-Match names the
 * ETag gets 304 Not Modified with the same headers and no body.
 */
export function sendRepresentation(
  c: Context,
  representation: Representation,
  cacheControl: string,
): Response {
  const headers = { ETag: representation.etag, 'Cache-Control': cacheControl }
  if (matchesIfNoneMatch(c.req.header('if-none-match'), representation.etag)) {
    return c.body(null, 304, headers)
  }
  return c.body(representation.body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' })
}
