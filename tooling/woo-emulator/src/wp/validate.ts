import { WpError } from './errors'

/** One argument of a WordPress REST endpoint, as its OPTIONS schema lists it. */
export interface ArgSchema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  default?: unknown
  required?: boolean
  items?: ArgSchema
  properties?: Record<string, ArgSchema>
}
export type ArgsSchema = Record<string, ArgSchema>

interface Invalid {
  code: string
  message: string
  data: unknown
}

/** wp_sprintf's %l: "a", "a and b", "a, b, and c". */
function list(values: unknown[]): string {
  const items = values.map(String)
  if (items.length <= 1) return items.join('')
  if (items.length === 2) return `${items[0]} and ${items[1]}`
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`
}

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

/** WordPress's is_email(), close enough: a local part, an @, a domain with a dot. */
export function isEmail(value: string): boolean {
  return value.length >= 6 && value.length <= 254 && EMAIL.test(value)
}

/**
 * rest_parse_date: a full ISO 8601 date-time ('2026-11-24T00:00:00', seconds required, an optional
 * fraction and offset). A date alone ('2026-11-24') is refused (row 12 of REAL-STORE-DIFFERENCES.md).
 */
export function isRestDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?$/.test(value))
    return false
  // Then PHP's strtotime, which takes any day up to 31 (Feb 30 is March 2) but no 13th month or 25th hour.
  const [month, day, hour, minute, second] = [5, 8, 11, 14, 17].map((at) => Number(value.slice(at, at + 2)))
  return (
    (month ?? 0) >= 1 &&
    (month ?? 13) <= 12 &&
    (day ?? 0) >= 1 &&
    (day ?? 32) <= 31 &&
    (hour ?? 24) <= 23 &&
    (minute ?? 60) <= 59 &&
    (second ?? 60) <= 59
  )
}

function isIntegerLike(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value)
  return typeof value === 'string' && /^-?\d+$/.test(value.trim())
}

function isBooleanLike(value: unknown): boolean {
  return (
    typeof value === 'boolean' ||
    value === 0 ||
    value === 1 ||
    ['true', 'false', '1', '0', ''].includes(String(value))
  )
}

function matchesType(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null
    case 'string':
      return typeof value === 'string'
    case 'integer':
      return isIntegerLike(value)
    case 'number':
      return typeof value === 'number'
        ? Number.isFinite(value)
        : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
    case 'boolean':
      return isBooleanLike(value)
    case 'array':
      return Array.isArray(value) || typeof value === 'string'
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    default:
      return true
  }
}

/** A value as the handler sees it, cast to the schema's type (query strings are text). */
export function castValue(schema: ArgSchema, value: unknown): unknown {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (value === null && types.includes('null')) return null
  const type = types.find((t) => t !== 'null' && matchesType(t, value))
  switch (type) {
    case 'integer':
      return Number(value)
    case 'number':
      return Number(value)
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true'
    case 'array': {
      const items = Array.isArray(value)
        ? value
        : String(value)
            .split(/[\s,]+/)
            .filter(Boolean)
      return schema.items ? items.map((item) => castValue(schema.items as ArgSchema, item)) : items
    }
    default:
      return value
  }
}

/** rest_validate_value_from_schema: the first problem with a value, or null. */
function validateValue(schema: ArgSchema, value: unknown, param: string): Invalid | null {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length > 0 && !types.some((type) => matchesType(type, value))) {
    const message = `${param} is not of type ${types.join(',')}.`
    return { code: 'rest_invalid_type', message, data: { param } }
  }
  const type = types.find((t) => matchesType(t, value))
  if (type === 'array' && schema.items) {
    const items = Array.isArray(value)
      ? value
      : String(value)
          .split(/[\s,]+/)
          .filter(Boolean)
    for (let i = 0; i < items.length; i++) {
      const invalid = validateValue(schema.items, items[i], `${param}[${i}]`)
      if (invalid) return invalid
    }
    return null
  }
  if (type === 'object' && schema.properties && value && typeof value === 'object') {
    for (const [key, property] of Object.entries(schema.properties)) {
      const child = (value as Record<string, unknown>)[key]
      if (child === undefined) continue
      const invalid = validateValue(property, child, `${param}[${key}]`)
      if (invalid) return invalid
    }
    return null
  }
  if (schema.enum && !schema.enum.some((allowed) => allowed === value || String(allowed) === String(value))) {
    return { code: 'rest_not_in_enum', message: `${param} is not one of ${list(schema.enum)}.`, data: null }
  }
  if (schema.format === 'email' && typeof value === 'string' && value !== '' && !isEmail(value)) {
    return { code: 'rest_invalid_email', message: 'Invalid email address.', data: null }
  }
  if (schema.format === 'date-time' && typeof value === 'string' && !isRestDate(value)) {
    return { code: 'rest_invalid_date', message: 'Invalid date.', data: null }
  }
  if (type === 'integer' || type === 'number') {
    const n = Number(value)
    const { minimum, maximum } = schema
    if (minimum !== undefined && maximum !== undefined && (n < minimum || n > maximum)) {
      return {
        code: 'rest_out_of_bounds',
        message: `${param} must be between ${minimum} (inclusive) and ${maximum} (inclusive)`,
        data: null,
      }
    }
    if (minimum !== undefined && n < minimum) {
      return {
        code: 'rest_out_of_bounds',
        message: `${param} must be greater than or equal to ${minimum}`,
        data: null,
      }
    }
    if (maximum !== undefined && n > maximum) {
      return {
        code: 'rest_out_of_bounds',
        message: `${param} must be less than or equal to ${maximum}`,
        data: null,
      }
    }
  }
  return null
}

/**
 * WordPress's argument handling for one request: required arguments first
 * (rest_missing_callback_param), then every given argument against its schema
 * (rest_invalid_param with params and details), then defaults and casts. Arguments the endpoint
 * does not declare pass through untouched.
 */
export function validateArgs(
  schema: ArgsSchema,
  input: Record<string, unknown>,
  options: { requireRequired?: boolean } = {},
): Record<string, unknown> {
  const requireRequired = options.requireRequired ?? true
  if (requireRequired) {
    const missing = Object.entries(schema)
      .filter(([name, arg]) => arg.required && (input[name] === undefined || input[name] === null))
      .map(([name]) => name)
    if (missing.length > 0) {
      throw new WpError('rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, 400, {
        params: missing,
      })
    }
  }
  const params: Record<string, string> = {}
  const details: Record<string, Invalid> = {}
  for (const [name, arg] of Object.entries(schema)) {
    if (input[name] === undefined) continue
    const invalid = validateValue(arg, input[name], name)
    if (invalid) {
      params[name] = invalid.message
      details[name] = invalid
    }
  }
  const invalidNames = Object.keys(params)
  if (invalidNames.length > 0) {
    throw new WpError('rest_invalid_param', `Invalid parameter(s): ${invalidNames.join(', ')}`, 400, {
      params,
      details,
    })
  }
  const out: Record<string, unknown> = { ...input }
  for (const [name, arg] of Object.entries(schema)) {
    if (input[name] === undefined) {
      if (arg.default !== undefined) out[name] = structuredClone(arg.default)
    } else {
      out[name] = castValue(arg, input[name])
    }
  }
  return out
}
