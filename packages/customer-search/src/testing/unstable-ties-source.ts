/**
 * A source that pages like WooCommerce on MySQL (REAL-STORE-DIFFERENCES row 6): the memory
 * source's answer, except that customers with equal sort keys (the same registration second, the
 * same display name) come back in an order drawn from the page asked for, so the pages of a sort
 * with ties overlap and skip customers. `orderby` id and include have no ties and page cleanly.
 * Not part of the package's entry.
 */
import { createMemorySource } from '../create-memory-source'
import type { CustomerQuery, CustomerSource } from '../customer-source'
import { foldText } from '../fold-text'
import { readId } from '../read-customer'
import type { SearchableCustomer } from '../searchable-customer'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The key WordPress sorts on, without the memory source's tie-break by id. */
function sortKey(customer: SearchableCustomer, orderby: CustomerQuery['orderby']): string | null {
  const record = customer as unknown as Record<string, unknown>
  if (orderby === 'registered_date') return text(record.date_created).slice(0, 19)
  if (orderby === 'name' || orderby === undefined)
    return foldText(text(record.display_name) || text(record.username))
  return null
}

/** A pseudo-random rank of an id for one page of one query (the same page always ranks alike). */
function scramble(id: number, salt: number): number {
  let x = (id ^ salt) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0
  return (x ^ (x >>> 16)) >>> 0
}

export function createUnstableTiesSource<C extends SearchableCustomer>(
  customers: readonly C[],
): CustomerSource<C> {
  const inner = createMemorySource(customers)
  return {
    getCustomer: (id, options) => inner.getCustomer(id, options),
    async listCustomers(query, options) {
      const perPage = query.per_page ?? 10
      const page = query.page ?? 1
      // Everything that matches, in the memory source's order (key, then id)...
      const all: C[] = []
      for (let p = 1; ; p++) {
        const answer = await inner.listCustomers({ ...query, per_page: 100, page: p }, options)
        all.push(...answer.items)
        if (p >= answer.totalPages) break
      }
      // ...then each run of equal keys shuffled for this page.
      const salt = (page * 2_654_435_761 + perPage * 40_503) >>> 0
      const ordered: C[] = []
      for (let i = 0; i < all.length; ) {
        const key = sortKey(all[i] as C, query.orderby)
        let j = i + 1
        while (key !== null && j < all.length && sortKey(all[j] as C, query.orderby) === key) j++
        const run = all.slice(i, j)
        if (run.length > 1) {
          run.sort((a, b) => scramble(readId(a) ?? 0, salt) - scramble(readId(b) ?? 0, salt))
        }
        ordered.push(...run)
        i = j
      }
      return {
        items: ordered.slice((page - 1) * perPage, page * perPage),
        total: all.length,
        totalPages: Math.ceil(all.length / perPage),
      }
    },
  }
}
