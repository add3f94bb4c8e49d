/**
 * Query strings as PHP reads them: `a[]=x&a[]=y` and `a[0]=x` make a list, a repeated plain key
 * keeps its last value.
 */
export function parseQuery(search: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const bracket = /^([^[\]]+)\[([^\]]*)\]$/.exec(rawKey)
    if (bracket) {
      const key = bracket[1] as string
      const list = Array.isArray(out[key]) ? (out[key] as unknown[]) : []
      list.push(value)
      out[key] = list
    } else {
      out[rawKey] = value
    }
  }
  return out
}

/** A query in the order it came, for Link headers; lists re-encoded as `a[0]=x` (as WordPress does). */
function encodeQuery(query: Record<string, unknown>, page: number): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || value === undefined) continue
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) params.append(`${key}[${i}]`, String(item))
    } else {
      params.append(key, String(value))
    }
  }
  params.append('page', String(page))
  return params.toString()
}

export interface Pagination {
  total: number
  totalPages: number
  page: number
}

/**
 * The headers of a collection answer (rules 7 and 8): X-WP-Total and X-WP-TotalPages as strings,
 * and a Link with rel="prev"/"next" only where they apply (repeating the query, page last), or
 * the API discovery link when there is neither.
 */
export function collectionHeaders(
  siteUrl: string,
  route: string,
  query: Record<string, unknown>,
  { total, totalPages, page }: Pagination,
): Record<string, string> {
  const base = `${siteUrl}/wp-json/${route}`
  const links: string[] = []
  if (page > 1 && totalPages > 0) {
    const prev = Math.min(page - 1, totalPages)
    links.push(`<${base}?${encodeQuery(query, prev)}>; rel="prev"`)
  }
  if (page < totalPages) links.push(`<${base}?${encodeQuery(query, page + 1)}>; rel="next"`)
  return {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    Link: links.length > 0 ? links.join(', ') : `<${siteUrl}/wp-json/>; rel="https://api.w.org/"`,
  }
}

/** LIMIT/OFFSET and totals for a list, from validated per_page, page and offset. */
export function paginate(args: Record<string, unknown>, total: number) {
  const perPage = Number(args.per_page ?? 10)
  const page = Number(args.page ?? 1)
  const offset = args.offset !== undefined ? Number(args.offset) : (page - 1) * perPage
  return {
    limit: perPage,
    offset,
    pagination: {
      total,
      totalPages: Math.ceil(
        Math.max(0, total - (args.offset !== undefined ? Number(args.offset) : 0)) / perPage,
      ),
      page,
    },
  }
}
