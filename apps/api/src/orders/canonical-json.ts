/**
 * JSON with object keys sorted at every level, so that two bodies that differ only in key order
 * give the same text (and the same idempotency hash). Arrays keep their order.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(record).sort()) {
    if (record[key] !== undefined) out[key] = sortKeys(record[key])
  }
  return out
}
