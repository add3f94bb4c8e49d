/**
 * The logged-in customer's address book (issue 27): several delivery addresses, each with a name,
 * one the default. Only the session's own book: another customer's address is 404, as one that
 * does not exist. 401 without a session, 403 `staff_address_book` for a staff account.
 *
 * GET    /api/account/addresses               → AddressBookAnswer { addresses: BookAddressView[], max: 10 }
 *        oldest first; each { id, label, address (@shop/forms Address), coordinates | null,
 *        zone: { id, name } | null (with the zones in force now), isDefault }.
 * POST   /api/account/addresses               { label, address, coordinates? } (@shop/forms addressBookEntrySchema)
 *        → 201 { address, addresses, max }; the first address is the default. An address the book
 *        holds already (same fields) is not added twice: 200 with it.
 * PUT    /api/account/addresses/:id           { label, address, coordinates? } → 200 { address, addresses, max }
 * DELETE /api/account/addresses/:id           → 200 { addresses, max }; the default's place goes to the oldest left.
 * POST   /api/account/addresses/:id/default   → 200 { address, addresses, max }
 *
 * Each address saved is checked against the delivery zones as the checkout checks it
 * (accounts/address-book.ts placeAddress): 422 `outside_zones` or `address_unclear` with the
 * checkout's Italian message and `data` (the map), nothing saved. 409 `address_book_full` past 10.
 * 400 `invalid_request` with `fields` for a form's mistakes. 429 past 30 saves in 15 minutes.
 * Every change of the default is copied to the customer's WooCommerce shipping address.
 */
import { addressBookEntrySchema } from '@shop/forms'
import type { Context, Hono } from 'hono'
import {
  ADDRESS_BOOK_MAX,
  ADDRESS_BOOK_MESSAGES,
  bookAnswer,
  bookFields,
  bookOf,
  isSameAddress,
  mirrorDefault,
  placeAddress,
  rowAddress,
} from '../accounts/address-book'
import { ApiError } from '../http/api-error'
import { MSG } from '../http/messages'
import { readBody } from '../http/validate'
import { consume, type Limit } from '../security/rate-limit'
import { requireSession } from '../security/session'
import type { AppEnv, ServerDeps } from '../server-deps'
import type { AddressBookRow } from '../store/address-book'
import type { Session } from '../store/session-store'

/** Saves per account (each may ask the geocoder): a customer tidying their book, not a script. */
export const ADDRESS_SAVES_LIMIT: Limit = { max: 30, windowMs: 15 * 60_000 }

/** The session of a customer: staff accounts order nothing, so they keep no book. */
function requireCustomer(c: Context<AppEnv>): Session {
  const session = requireSession(c)
  if (session.role !== 'customer') throw new ApiError(403, 'staff_address_book', ADDRESS_BOOK_MESSAGES.staff)
  return session
}

/** The id of the path, as one of the book's ids; anything else is an address that is not there. */
function addressId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? ''
  if (!/^\d{1,15}$/.test(raw)) throw notInBook()
  return Number(raw)
}

const notInBook = () => new ApiError(404, 'address_not_found', ADDRESS_BOOK_MESSAGES.notFound)

function unavailable(deps: ServerDeps, error: unknown): ApiError {
  deps.log.warn('address book: the shop did not answer', { error })
  return new ApiError(503, 'shop_unavailable', MSG.shopUnavailable)
}

export function addressBookRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  const answer = async (customerId: number, address?: AddressBookRow) => {
    const rows = await deps.stores.addresses.list(customerId)
    const book = bookAnswer(deps, rows)
    return address ? { address: book.addresses.find((a) => a.id === address.id), ...book } : book
  }

  app.get('/api/account/addresses', async (c) => {
    const session = requireCustomer(c)
    const rows = await bookOf(deps, session.userId).catch((error) => {
      throw unavailable(deps, error)
    })
    return c.json(bookAnswer(deps, rows))
  })

  app.post('/api/account/addresses', async (c) => {
    const session = requireCustomer(c)
    const body = await readBody(c, addressBookEntrySchema)
    await consume(deps, `address-saves:${session.userId}`, ADDRESS_SAVES_LIMIT)
    const book = await deps.stores.addresses.list(session.userId)
    const known = book.find((row) => isSameAddress(rowAddress(row), body.address))
    if (known) return c.json(await answer(session.userId, known))
    if (book.length >= ADDRESS_BOOK_MAX) throw full()
    const placed = await placeAddress(deps, body.address, body.coordinates)
    const added = await deps.stores.addresses.add(
      session.userId,
      bookFields(body.label, body.address, placed),
      { max: ADDRESS_BOOK_MAX },
      deps.now().getTime(),
    )
    if (!added.added) throw full()
    if (added.row.isDefault) await mirrorDefault(deps, session.userId)
    return c.json(await answer(session.userId, added.row), 201)
  })

  app.put('/api/account/addresses/:id', async (c) => {
    const session = requireCustomer(c)
    const id = addressId(c)
    const body = await readBody(c, addressBookEntrySchema)
    if (!(await deps.stores.addresses.get(session.userId, id))) throw notInBook()
    await consume(deps, `address-saves:${session.userId}`, ADDRESS_SAVES_LIMIT)
    const placed = await placeAddress(deps, body.address, body.coordinates)
    const updated = await deps.stores.addresses.update(
      session.userId,
      id,
      bookFields(body.label, body.address, placed),
      deps.now().getTime(),
    )
    // Removed meanwhile (another tab): it is not there any more.
    if (!updated) throw notInBook()
    if (updated.isDefault) await mirrorDefault(deps, session.userId)
    return c.json(await answer(session.userId, updated))
  })

  app.delete('/api/account/addresses/:id', async (c) => {
    const session = requireCustomer(c)
    const removal = await deps.stores.addresses.remove(session.userId, addressId(c))
    if (!removal) throw notInBook()
    if (removal.removed.isDefault) await mirrorDefault(deps, session.userId)
    return c.json(await answer(session.userId))
  })

  app.post('/api/account/addresses/:id/default', async (c) => {
    const session = requireCustomer(c)
    const chosen = await deps.stores.addresses.makeDefault(session.userId, addressId(c), deps.now().getTime())
    if (!chosen) throw notInBook()
    await mirrorDefault(deps, session.userId)
    return c.json(await answer(session.userId, chosen))
  })
}

const full = () => new ApiError(409, 'address_book_full', ADDRESS_BOOK_MESSAGES.full)
