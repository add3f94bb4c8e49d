import { foldText } from './fold-text'

/** The object itself when it is a non-null, non-array object; otherwise an empty one. */
export function readObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** A customer's id when it is a finite number, else null. */
export function readId(customer: unknown): number | null {
  const id = readObject(customer).id
  return typeof id === 'number' && Number.isFinite(id) ? id : null
}

/** Folded text of a field (foldText): '' when missing or malformed. */
export function readFolded(record: unknown, field: string): string {
  return foldText(readObject(record)[field])
}

/** The billing and shipping addresses (each an empty object when missing or malformed). */
export function readAddresses(customer: unknown): Record<string, unknown>[] {
  const record = readObject(customer)
  return [readObject(record.billing), readObject(record.shipping)]
}

/** Raw phone values of the billing and shipping addresses (not folded: normalizePhone reads them). */
export function readPhones(customer: unknown): unknown[] {
  return readAddresses(customer).map((address) => address.phone)
}
