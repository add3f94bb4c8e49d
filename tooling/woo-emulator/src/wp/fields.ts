/** A nested set of the fields asked for: true keeps a field whole, an object keeps some of its fields. */
type FieldTree = { [key: string]: true | FieldTree }

/** `_fields` as wp_parse_list reads it: a comma- or space-separated list, or a repeated parameter. */
export function parseFields(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(/[\s,]+/))
    .map((field) => field.trim())
    .filter(Boolean)
}

function fieldTree(fields: readonly string[]): FieldTree {
  const tree: FieldTree = {}
  for (const field of fields) {
    const parts = field.split('.')
    let node = tree
    let covered = false
    while (parts.length > 1) {
      const next = parts.shift() as string
      const existing = node[next]
      // A parent already kept whole keeps its sub-fields too.
      if (existing === true) {
        covered = true
        break
      }
      const child: FieldTree = existing ?? {}
      node[next] = child
      node = child
    }
    if (!covered) node[parts[0] as string] = true
  }
  return tree
}

function intersect(value: unknown, tree: FieldTree): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, keep] of Object.entries(tree)) {
    if (!(key in (value as Record<string, unknown>))) continue
    const field = (value as Record<string, unknown>)[key]
    out[key] = keep === true ? field : intersect(field, keep)
  }
  return out
}

/**
 * WordPress's rest_filter_response_fields: only the fields named in `_fields` (dotted paths for
 * nested objects), for an object or for every item of a list. A single object keeps its `_links`,
 * which WordPress adds after the filter; a list's items lose them unless asked for (they are part
 * of each item's data by then).
 */
export function filterResponseFields(data: unknown, fields: readonly string[]): unknown {
  if (fields.length === 0) return data
  const tree = fieldTree(fields)
  if (Array.isArray(data)) return data.map((item) => intersect(item, tree))
  if (!data || typeof data !== 'object') return data
  const filtered = intersect(data, tree) as Record<string, unknown>
  const links = (data as Record<string, unknown>)._links
  return links !== undefined && filtered._links === undefined ? { ...filtered, _links: links } : filtered
}
