import type { Address, MetaEntry } from './schemas'

/** What registration sends (SPEC.md section 7: POST /customers). */
export interface NewCustomer {
  email: string
  first_name: string
  last_name: string
  password: string
  username?: string
  billing?: Address
  shipping?: Address
}

/** The fields a customer update may carry (SPEC.md section 5 "Customer update"). */
export const CUSTOMER_UPDATE_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'username',
  'password',
  'billing',
  'shipping',
  'meta_data',
] as const

export type CustomerUpdate = Partial<{
  email: string
  first_name: string
  last_name: string
  username: string
  password: string
  billing: Address
  shipping: Address
  meta_data: { key: string; value: unknown; id?: number }[]
}>

/** The default country of a new customer (SPEC.md section 9). */
export const DEFAULT_COUNTRY = 'IT'

/**
 * The registration body (SPEC.md section 5 "Customer creation"): username defaults to the email;
 * billing and shipping receive the names, billing also the email; the country defaults to IT.
 */
export function registrationBody(customer: NewCustomer) {
  const { email, first_name, last_name, password } = customer
  return {
    email,
    first_name,
    last_name,
    username: customer.username?.trim() || email,
    password,
    billing: {
      ...customer.billing,
      first_name,
      last_name,
      email,
      country: customer.billing?.country || DEFAULT_COUNTRY,
    },
    shipping: {
      ...customer.shipping,
      first_name,
      last_name,
      country: customer.shipping?.country || DEFAULT_COUNTRY,
    },
  }
}

function isBrokenJson(value: string): boolean {
  const trimmed = value.trimStart()
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return false
  try {
    JSON.parse(trimmed)
    return false
  } catch {
    return true
  }
}

/**
 * The meta entries an update may send: an entry with no key, or no value, or a string value that
 * starts with '[' or '{' and is not valid JSON is dropped (SPEC.md section 5).
 */
export function usableMeta(entries: unknown): MetaEntry[] {
  if (!Array.isArray(entries)) return []
  return entries.filter((entry): entry is MetaEntry => {
    if (!entry || typeof entry !== 'object') return false
    const { key, value } = entry as { key?: unknown; value?: unknown }
    if (typeof key !== 'string' || key.trim() === '') return false
    if (value === undefined || value === null || value === '') return false
    return !(typeof value === 'string' && isBrokenJson(value))
  })
}

/** Only the allowed fields; meta_data left out when no usable entry remains. */
export function updateBody(update: CustomerUpdate & Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of CUSTOMER_UPDATE_FIELDS) {
    if (field === 'meta_data' || update[field] === undefined) continue
    body[field] = update[field]
  }
  const meta = usableMeta(update.meta_data)
  if (meta.length > 0) body.meta_data = meta
  return body
}

/** SPEC.md section 3: the display name's first word is the first name, the rest the last name. */
export function splitDisplayName(displayName: string | undefined): { firstName: string; lastName: string } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean)
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
}
