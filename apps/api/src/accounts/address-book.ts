import { type Address, addressSchema, type Coordinates } from '@shop/forms'
import { isSamePlace } from '@shop/geocoding'
import { type DeliveryZone, type ZoneAddress, zoneAddressFromShipping, zoneName } from '@shop/zones'
import { ApiError } from '../http/api-error'
import { wooAddress } from '../orders/woo-order-body'
import type { ServerDeps } from '../server-deps'
import type { AddressBookFields, AddressBookRow } from '../store/address-book'
import { promiseFor, promiseView, ZONE_MAP_PATH, type ZoneRefusalData } from '../zone-promise'

/** The most addresses a book holds: a family, an office and a few bars, not a delivery list. */
export const ADDRESS_BOOK_MAX = 10

export const ADDRESS_BOOK_MESSAGES = {
  full: `La rubrica può contenere al massimo ${ADDRESS_BOOK_MAX} indirizzi: eliminane uno prima di aggiungerne un altro.`,
  notFound: 'Questo indirizzo non è nella tua rubrica.',
  staff: 'La rubrica degli indirizzi è dei clienti: un account del personale non ne ha una.',
} as const

/** The name of an address the checkout saves without one: the first address is 'Casa'. */
export const FIRST_ADDRESS_LABEL = 'Casa'

/** An address of the book as the API answers it. */
export interface BookAddressView {
  id: number
  label: string
  address: Address
  /** Where the address search placed it (null: its CAP and town decided its zone). */
  coordinates: Coordinates | null
  /** The zone it is in with the zones in force; null when it is in none any more (zones change). */
  zone: { id: string; name: string } | null
  isDefault: boolean
}

/** GET /api/account/addresses and every change's answer. */
export interface AddressBookAnswer {
  addresses: BookAddressView[]
  max: number
}

/** Where an address is: its coordinates (the customer's choice, or the geocoder's) and its zone. */
export interface PlacedAddress {
  coordinates: Coordinates | null
  zone: DeliveryZone
}

function zoneAddressOf(address: Address, coordinates: Coordinates | null): ZoneAddress {
  return {
    ...zoneAddressFromShipping({
      city: address.city,
      state: address.province,
      postcode: address.postcode,
      address_1: address.address1,
    }),
    ...(coordinates ? { coordinates } : {}),
  }
}

/**
 * The point of a typed address, as the checkout finds it: the geocoder's first result when it is a
 * street of the typed town and CAP (@shop/geocoding isSamePlace), else none (the CAP and the town
 * decide then). A geocoder that fails gives none: the zone check goes on without the point.
 */
async function geocodeStreet(deps: ServerDeps, address: Address): Promise<Coordinates | null> {
  try {
    const [found] = await deps.geocoder.search(`${address.address1}, ${address.postcode} ${address.city}`, {
      limit: 1,
    })
    if (
      found &&
      found.kind === 'street' &&
      isSamePlace(found, { city: address.city, postalCode: address.postcode })
    )
      return { lat: found.lat, lng: found.lng }
  } catch (error) {
    deps.log.warn('address book: the address search failed; the zone is decided by CAP and town', {
      error: error instanceof Error ? error.name : 'unknown',
    })
  }
  return null
}

/**
 * Checks an address against the delivery zones, as the checkout does (zone-promise.ts promiseFor):
 * with the coordinates the customer's choice of a suggestion gave, else the geocoder's point of the
 * typed street, else CAP and town. An address in no zone, or in no zone for sure, is refused with
 * the checkout's 422 (`outside_zones`, `address_unclear`), its Italian message and the map.
 */
export async function placeAddress(
  deps: ServerDeps,
  address: Address,
  coordinates: Coordinates | undefined,
): Promise<PlacedAddress> {
  const point = coordinates ?? (await geocodeStreet(deps, address))
  const where = zoneAddressOf(address, point)
  const promise = promiseFor(deps, where)
  if (promise.status === 'inside') return { coordinates: point, zone: promise.zone }
  const { message, ...view } = promiseView(promise, where)
  const data: ZoneRefusalData = { ...view, map: ZONE_MAP_PATH }
  throw new ApiError(422, promise.status === 'outside' ? 'outside_zones' : 'address_unclear', message, {
    data,
  })
}

/** A row's fields from a checked address. */
export const bookFields = (label: string, address: Address, placed: PlacedAddress): AddressBookFields => ({
  label,
  address: { ...address } as Record<string, string>,
  coordinates: placed.coordinates,
  zoneId: placed.zone.id,
  zoneName: zoneName(placed.zone),
})

/** Whether two addresses are one (@shop/forms isSameAddress: every field alike but for case and spaces). */
export { isSameAddress } from '@shop/forms'

/** A row's address as the schema reads it (rows keep what was checked: this only types it). */
export const rowAddress = (row: AddressBookRow): Address => row.address as unknown as Address

/** The book's answer: each address with the zone it is in with the zones in force now. */
export function bookAnswer(deps: ServerDeps, rows: readonly AddressBookRow[]): AddressBookAnswer {
  const inForce = deps.zones.current()
  return {
    addresses: rows.map((row) => {
      const address = rowAddress(row)
      const promise = promiseFor(deps, zoneAddressOf(address, row.coordinates), inForce)
      return {
        id: row.id,
        label: row.label,
        address,
        coordinates: row.coordinates,
        zone: promise.status === 'inside' ? { id: promise.zone.id, name: zoneName(promise.zone) } : null,
        isDefault: row.isDefault,
      }
    }),
    max: ADDRESS_BOOK_MAX,
  }
}

/**
 * The customer's book; when it is empty and their WooCommerce account has a delivery address (kept
 * there before the book existed, or by the first order then), that address becomes the book's
 * first, its default, named 'Casa', provided it is in a delivery zone. So a customer finds the
 * address they had, and the book's default and WooCommerce's shipping address agree from the start.
 */
export async function bookOf(deps: ServerDeps, customerId: number): Promise<AddressBookRow[]> {
  const rows = await deps.stores.addresses.list(customerId)
  if (rows.length > 0) return rows
  const customer = await deps.woo.getCustomer(customerId)
  const shipping = customer?.shipping
  if (!customer || !shipping || (shipping.address_1 ?? '').trim() === '') return rows
  const parsed = addressSchema.safeParse({
    firstName: shipping.first_name || customer.first_name,
    lastName: shipping.last_name || customer.last_name,
    company: shipping.company ?? '',
    address1: shipping.address_1,
    address2: shipping.address_2 ?? '',
    city: shipping.city,
    postcode: shipping.postcode,
    province: shipping.state || 'BA',
    phone: (shipping as { phone?: string }).phone || customer.billing?.phone || '',
  })
  if (!parsed.success) return rows
  const placed = await placeAddress(deps, parsed.data, undefined).catch(() => null)
  if (!placed) return rows
  await deps.stores.addresses.add(
    customerId,
    bookFields(FIRST_ADDRESS_LABEL, parsed.data, placed),
    { max: ADDRESS_BOOK_MAX, onlyIfEmpty: true },
    deps.now().getTime(),
  )
  return deps.stores.addresses.list(customerId)
}

/** The WooCommerce shipping address of no address: the book's last one was removed. */
const BLANK_SHIPPING = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  phone: '',
}

/** The mirrors under way, per server and customer (mirrorDefault's queue). */
const mirrors = new WeakMap<ServerDeps, Map<number, Promise<void>>>()

/**
 * Copies the book's default into the customer's WooCommerce shipping address (blank when the book
 * is empty), where operators, the order mails and WooCommerce itself read a customer's delivery
 * address. One copy at a time per customer, each reading the default when it runs: of several
 * changes at once, the last copy made is of the default the book ends with. A failure is logged;
 * the book stays as it is (the next change copies again).
 */
export async function mirrorDefault(deps: ServerDeps, customerId: number): Promise<void> {
  const queue = mirrors.get(deps) ?? new Map<number, Promise<void>>()
  mirrors.set(deps, queue)
  const before = queue.get(customerId) ?? Promise.resolve()
  const copy = before.then(async () => {
    try {
      const rows = await deps.stores.addresses.list(customerId)
      const chosen = rows.find((row) => row.isDefault)
      await deps.woo.updateCustomer(customerId, {
        shipping: chosen ? { ...wooAddress(rowAddress(chosen)) } : BLANK_SHIPPING,
      })
    } catch (error) {
      deps.log.warn('address book: the default was not copied to the WooCommerce account', {
        customerId,
        error,
      })
    }
  })
  queue.set(customerId, copy)
  try {
    await copy
  } finally {
    if (queue.get(customerId) === copy) queue.delete(customerId)
  }
}
