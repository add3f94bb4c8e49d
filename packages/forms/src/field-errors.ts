/** A form's errors: one Italian message per field name. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

/** What a failed zod parse carries (a `ZodError`, or anything with its `issues`). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}

/** A failed or successful `safeParse` result. */
export type ParseResult = { success: true } | { success: false; error: IssueList }

/**
 * The first message of each field of a failed parse, by its dotted path ('shipping.postcode');
 * a problem with the whole input is under '_'. The API answers its 400s with this map as
 * `error.fields`.
 */
export function issueFields(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    if (!(key in fields)) fields[key] = issue.message
  }
  return fields
}

function isIssueList(source: object): source is IssueList {
  return Array.isArray((source as Partial<IssueList>).issues)
}

/**
 * A form's errors by field, from a `safeParse` result, a zod error, or the API's `error.fields`
 * (the same dotted paths), so that the fields show the server's refusals the way they show their
 * own. With `prefix` ('shipping'), only the fields under it, named relative to it
 * ('shipping.postcode' → 'postcode'). Nothing to show: an empty object.
 *
 * @example
 * const result = addressSchema.safeParse(form)
 * setErrors(fieldErrors<AddressField>(result))
 * // after a refused POST /api/orders:
 * setErrors(fieldErrors<AddressField>(apiError.fields, 'shipping'))
 */
export function fieldErrors<K extends string = string>(
  source: ParseResult | IssueList | Readonly<Record<string, string>> | null | undefined,
  prefix?: string,
): FieldErrors<K> {
  if (!source) return {}
  let all: Record<string, string>
  if ('success' in source && typeof source.success === 'boolean') {
    if (source.success) return {}
    all = issueFields((source as { error: IssueList }).error)
  } else if (isIssueList(source)) all = issueFields(source)
  else all = { ...(source as Record<string, string>) }
  if (prefix === undefined) return all as FieldErrors<K>
  const start = `${prefix}.`
  const below: Record<string, string> = {}
  for (const [key, message] of Object.entries(all)) {
    if (key.startsWith(start)) below[key.slice(start.length)] = message
  }
  return below as FieldErrors<K>
}
